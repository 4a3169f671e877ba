# The locks family (issue 8): effect negation as a continuous effect (APPLY_NEGATE), "cannot be
# activated" (APPLY_NO_ACTIVATION), Standby Phase costs (APPLY_STANDBY_COST), and negating a
# summon or a Spell/Trap activation (Solemn Judgment).

from libc.stdint cimport int32_t
from ygo_core.layout cimport HDR_LOCKS, LOCK_NO_ACTIVATION
from ygo_core.vm.opcodes cimport APPLY_NO_ACTIVATION
from ygo_core.vm.filters cimport applier_covers

# HDR_LOCKS: which lock mechanisms the duel's cards use (called once when the duel starts).
cdef void scan_locks(int32_t* s, const int32_t* db) noexcept nogil
# APPLY_NEGATE: recomputes CARD_NEGATED of every card on the field (before the other appliers),
# from the continuous instructions face-up (filters.pyx walk_continuous; n < 0: walks itself).
# Returns whether negation may apply at all: a negator face-up on the field (in force or not) or
# a lingering negation; without either every card's CARD_NEGATED is 0.
cdef bint refresh_negation(int32_t* s, const int32_t* db, int32_t n, const int32_t* cards,
                           const int32_t** insns) noexcept nogil
# APPLY_NO_ACTIVATION: may this card (or its effects) not be activated now?
cdef inline bint activation_forbidden(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return s[HDR_LOCKS] & LOCK_NO_ACTIVATION and applier_covers(s, db, APPLY_NO_ACTIVATION, card)
# COND_SUMMONING / COND_CARD_ACTIVATED.
cdef bint summoning_now(const int32_t* s) noexcept nogil
cdef bint card_activation_below(const int32_t* s) noexcept nogil
# OP_NEGATE_SUMMON, OP_NEGATE_AND_DESTROY (operations.pyx's OP_fn signature).
cdef int op_negate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_negate_and_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_flip_face_up(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_destroy_later(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# LING_DOOM: destroys the cards whose time has come (the turn player's End Phase, E15).
cdef void destroy_doomed(int32_t* s, const int32_t* db) noexcept nogil
# COND_SELF_FACE_UP: is the card face-up on the field?
cdef bint self_face_up(const int32_t* s, int32_t card) noexcept nogil
# APPLY_SPELL_PROOF: negates (and destroys) a resolving Spell link that targets such a card;
# returns whether it did.
cdef bint spell_proof(int32_t* s, const int32_t* db, int32_t link) noexcept nogil
# FXF_ON_EQUIPPED: queues the monster's triggers for an Equip Card just equipped to it.
cdef int equipped_triggers(int32_t* s, const int32_t* db, int32_t monster, int32_t equip) noexcept nogil
cdef int op_destroy_equips(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# Is there a card on the field whose effect could negate a summon (else no window is opened)?
cdef bint summon_negation_possible(const int32_t* s, const int32_t* db) noexcept nogil
# COST_LP_MULTIPLES: pays `amount` more for the card's activation and records the total.
cdef int add_paid(int32_t* s, int32_t card, int32_t player, int32_t amount) noexcept nogil
# APPLY_CANNOT_ATTACK_PAID: is this monster kept from attacking by such a card?
cdef bint paid_lock_covers(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
