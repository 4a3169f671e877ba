# Third round (issue 13), oddeyes: Odd-Eyes Pendulum Dragon's "make that battle damage 0"
# (APPLY_ZERO_BATTLE_DAMAGE_CHOICE, opcodes.pxd), asked by proc/damage_step.pyx.

from libc.stdint cimport int32_t

# The effect row of an APPLY_ZERO_BATTLE_DAMAGE_CHOICE in force that `player` may use for the
# battle in progress (its card is theirs, a monster of the battle matches its filter from their
# side, its once-per-turn limit is not used), -1 for none.
cdef int32_t zero_damage_offer(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
# The player said yes: the effect's once-per-turn limit is used (LING_ONCE_USED, to the end of
# the turn).
cdef int use_zero_damage(int32_t* s, const int32_t* db, int32_t player, int32_t fx) noexcept nogil
