# Flip Summon and manual battle position changes (section O).

from libc.stdint cimport int32_t
from ygo_core.layout cimport (
    CARD_ATTACK_TURN, CARD_POS_CHANGE_TURN, CARD_POSITION, CARD_SUMMON_TURN, HDR_HAS_EFFECTS,
    HDR_LINGER_LEN, POS_FACEDOWN_DEFENSE, POS_FACEUP_ATTACK, POS_FACEUP_DEFENSE, applier_active,
    card_get, this_turn,
)
from ygo_core.vm.opcodes cimport APPLY_DEFENSE_LOCK, APPLY_POSITION_LOCK

# The effects that forbid what the rules allow (called only in a duel with effects):
# APPLY_POSITION_LOCK, LING_POSITION_LOCK marks, OP_RULE_UNIQUE for a Flip Summon; those and
# APPLY_DEFENSE_LOCK for a change of position.
cdef bint flip_summon_forbidden(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint position_change_forbidden(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# O02, O04-O05: flips it face-up in Attack Position; FLIP effects and the summon window follow.
cdef int flip_summon(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef void change_position(int32_t* s, const int32_t* db, int32_t card) noexcept nogil


cdef inline bint can_flip_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # O02-O03: can the turn player Flip Summon this face-down monster now? Not in the turn it
    # was Set or otherwise came to the field, nor after a change of position.
    return (card_get(s, card, CARD_POSITION) == POS_FACEDOWN_DEFENSE
            and not this_turn(s, card_get(s, card, CARD_SUMMON_TURN))
            and not this_turn(s, card_get(s, card, CARD_POS_CHANGE_TURN))
            and not (s[HDR_HAS_EFFECTS] and flip_summon_forbidden(s, db, card)))


cdef inline bint position_locks_possible(const int32_t* s) noexcept nogil:
    # Can any effect keep a monster in its position now? Both lock appliers have a bit of
    # HDR_ACTIVE_APPLIERS, and a LING_POSITION_LOCK mark is a lingering record: without them
    # position_change_forbidden holds for no card, and is not asked.
    return (applier_active(s, APPLY_DEFENSE_LOCK) or applier_active(s, APPLY_POSITION_LOCK)
            or s[HDR_LINGER_LEN] > 0)


cdef inline bint can_change_position(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # O07-O09: can the turn player change this monster's battle position manually now? Face-up
    # only, once per turn, not after it attacked, not the turn it arrived.
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    return ((position == POS_FACEUP_ATTACK or position == POS_FACEUP_DEFENSE)
            and not this_turn(s, card_get(s, card, CARD_SUMMON_TURN))
            and not this_turn(s, card_get(s, card, CARD_POS_CHANGE_TURN))
            and not this_turn(s, card_get(s, card, CARD_ATTACK_TURN))
            and not (s[HDR_HAS_EFFECTS] and position_locks_possible(s)
                     and position_change_forbidden(s, db, card)))
