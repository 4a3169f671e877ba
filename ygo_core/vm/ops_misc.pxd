# The misc family's conditions and operations (opcodes.pxd COND_* 47-49, OP_* 105-119), and the
# battle hooks of its effects (called from proc/damage_step.pyx). Same signatures as the others.

from libc.stdint cimport int32_t

# COND_CARD_BELOW_KIND: is the link directly below a Spell/Trap Card's activation of that kind?
cdef bint card_below_of_kind(const int32_t* s, const int32_t* db, const int32_t* insn) noexcept nogil
# HDR_MISC: the misc mechanisms the duel's cards use (when the duel starts).
cdef void scan_misc(int32_t* s, const int32_t* db) noexcept nogil
# EV_ATTACKED_BEFORE_CALC for a face-up Attack Position attack target (start of the Damage Step);
# APPLY_DESTROYED_AFTER_ATTACKED marks it CF_DESTROY_AFTER_CALC.
cdef int attacked_before_calc(int32_t* s, const int32_t* db) noexcept nogil
# After damage calculation: CF_DESTROY_AFTER_CALC cards are destroyed; the victims of an
# APPLY_NEGATE_BATTLE_VICTIMS monster are marked CF_BATTLE_NEGATED.
cdef int after_calc(int32_t* s, const int32_t* db) noexcept nogil
# APPLY_NO_BATTLE_DAMAGE_INVOLVING: does the battle damage to `player` become 0?
cdef bint battle_damage_zeroed(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
# CF_BATTLE_NEGATED: drops the triggers of `card` queued from entry `first` on (its move to the
# GY queued them: Sangan destroyed by battle with Dark Balter).
cdef void forget_triggers(int32_t* s, int32_t card, int32_t first) noexcept nogil
