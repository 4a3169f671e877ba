# The chaos family's mechanisms (opcodes.pxd, "The chaos family"): attacks an effect takes away
# or gives back, attacking every opposing monster once, monsters banished again in the End
# Phase, boosts paid for with banished cards. Every check is free in a duel whose cards do not
# use it (HDR_CHAOS bits, HDR_ACTIVE_APPLIERS).

from libc.stdint cimport int32_t

# At the start of the duel: the HDR_CHAOS bits of the mechanisms its cards use.
cdef void scan_chaos(int32_t* s, const int32_t* db) noexcept nogil
# The cost OP_NO_ATTACK_THIS_TURN: the link's own card cannot attack for the rest of the turn.
cdef int cost_no_attack(int32_t* s, int32_t link) noexcept nogil
# LING_SELF_NO_ATTACK: may this monster not declare an attack this turn?
cdef bint attack_barred(const int32_t* s, int32_t card) noexcept nogil
# APPLY_ATTACK_ALL: may this monster attack each opposing monster once?
cdef bint attacks_all(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# Has `attacker` (in its stint) attacked `target` (in its stint) this turn?
cdef bint attacked_by(const int32_t* s, int32_t target, int32_t attacker) noexcept nogil
# An attack of `attacker` on `target` was declared: remember it for APPLY_ATTACK_ALL.
cdef int note_attack_target(int32_t* s, const int32_t* db, int32_t attacker, int32_t target) noexcept nogil
# An attack of `attacker` is declared: other monsters' pending second attacks are lost.
cdef void forfeit_second_attacks(int32_t* s, int32_t attacker) noexcept nogil
# COND_NOT_ATTACKED (and the family's later conditions).
cdef bint chaos_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                          int32_t player) noexcept nogil
# LING_BANISH_AT_END: in the End Phase, the monsters still on the field are banished.
cdef void banish_at_end(int32_t* s, const int32_t* db) noexcept nogil
cdef int op_attack_again(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
cdef int op_stats_per_paid(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                           const int32_t* insn) noexcept nogil
# FXF_ONCE_PER_COPY: has this copy (in its stint) used effect `fx` this turn (LING_COPY_USED)?
cdef bint copy_used(const int32_t* s, int32_t card, int32_t fx) noexcept nogil
# APPLY_NO_GY_BANISH (Kycoo): may this player not banish cards from the GYs now? Does a cost
# of filter `filter_at` (a code offset) to pile `pile` banish from a GY the player may not?
# And the selection of an OP_BANISH by the player without its GY cards (returns the count).
cdef bint gy_banish_locked(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
cdef bint banishes_from_gy(const int32_t* s, const int32_t* db, int32_t filter_at, int32_t pile,
                           int32_t player) noexcept nogil
cdef int32_t keep_gy_cards(const int32_t* s, const int32_t* db, int32_t player, int32_t* cards,
                           int32_t n) noexcept nogil
