# MR3 synchro family: a card's current Level (inline only, no module: cimported by the filters
# and the Synchro Summon as well as by ops_synchro.pyx without an import cycle).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport LING_LEVEL, OP_RULE_TRIBUTE_ONLY_FOR_SUMMON
from ygo_core.vm.ops_sdmp cimport has_rule


cdef inline int32_t current_level(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's Level now: printed, plus every LING_LEVEL change of its current stint while it
    # is face-up on the field (a card that left, or turned face-down, has its printed Level).
    # Never below 1 (OP_LEVEL_CHANGE does not lower a Level under 1).
    cdef int32_t level = db_get(db, s, card, DB_LEVEL)
    cdef int32_t i, r
    if s[HDR_LINGER_LEN] == 0 or level <= 0 or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return level
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_LEVEL and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            level += s[r + LINGER_VALUE]
    return level if level >= 1 else 1




cdef inline bint tribute_forbidden(const int32_t* s, const int32_t* db, int32_t card, int32_t pile) noexcept nogil:
    # OP_RULE_TRIBUTE_ONLY_FOR_SUMMON: sending this card from a Monster Zone to the GY (`pile`) as
    # a cost would Tribute it other than for a Tribute Summon (Level Eater's Continuous Effect,
    # which applies face-up and which a negation of its effects lifts).
    return (pile == PILE_GY and card_get(s, card, CARD_LOCATION) == LOC_MZONE
            and is_face_up(card_get(s, card, CARD_POSITION))
            and has_rule(s, db, card, OP_RULE_TRIBUTE_ONLY_FOR_SUMMON) and not effects_negated(s, card))
