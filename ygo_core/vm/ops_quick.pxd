# MR3 quick family (opcodes.pxd "MR3 quick family"): hand Quick effects, negating attacks and
# ending the Battle Phase, re-Setting a Trap, summon negation as an effect, chain limits.

from libc.stdint cimport int32_t

# COND_FOE_MAIN_PHASE, COND_SUMMONS_BELOW for `player`.
cdef bint quick_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t player) noexcept nogil
# OP_SET_AGAIN: the link's own card, Set face-down again in its zone.
cdef int op_set_again(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# OP_NEGATE_UNTIL_END on the n selected cards.
cdef int negate_until_end(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil
# OP_NEGATE_AND_DESTROY_ANY.
cdef int op_negate_and_destroy_any(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil
# LING_NEGATED_THIS_TURN: is this card, in its current stint, negated until the end of the turn?
cdef bint negated_for_turn(const int32_t* s, int32_t card) noexcept nogil
# FXF_NO_TARGET_RESPONSE: is the card a target of such a link on the chain (so it cannot be
# activated now)?
cdef bint chain_limited(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# LING_END_BATTLE: does this turn's Battle Phase end now?
cdef bint battle_phase_ended(const int32_t* s) noexcept nogil
# APPLY_NO_BANISH: may `player` not banish cards now?
cdef bint banish_forbidden(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
# EV_EFFECT_DAMAGE: the link's resolution made `player` lose LP (from `lp_before`); if that
# was effect damage from a monster on the opponent's field, queue the answering triggers.
cdef int effect_damage_dealt(int32_t* s, const int32_t* db, int32_t link, int32_t player,
                             int32_t lp_before) noexcept nogil
# OP_REPAY_DAMAGE.
cdef int op_repay_damage(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# SEL_BELOW_CARD: the card of the link directly below (0 or 1 card in out).
cdef int32_t below_card(const int32_t* s, int32_t link, int32_t* out) noexcept nogil
# OP_DOUBLE_FOR_CALCULATION.
cdef int op_double_for_calculation(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil
