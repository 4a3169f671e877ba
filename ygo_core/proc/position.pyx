from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.proc.move cimport turn_face_up


cdef bint can_flip_summon(const int32_t* s, int32_t card) noexcept nogil:
    # O03: not in the turn it was Set or otherwise came to the field, nor after a change.
    return (card_get(s, card, CARD_POSITION) == POS_FACEDOWN_DEFENSE
            and not this_turn(s, card_get(s, card, CARD_SUMMON_TURN))
            and not this_turn(s, card_get(s, card, CARD_POS_CHANGE_TURN)))


cdef bint can_change_position(const int32_t* s, int32_t card) noexcept nogil:
    # O07: face-up only, once per turn; O08: not after it attacked; O09: not the turn it arrived.
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    return ((position == POS_FACEUP_ATTACK or position == POS_FACEUP_DEFENSE)
            and not this_turn(s, card_get(s, card, CARD_SUMMON_TURN))
            and not this_turn(s, card_get(s, card, CARD_POS_CHANGE_TURN))
            and not this_turn(s, card_get(s, card, CARD_ATTACK_TURN)))


cdef void flip_summon(int32_t* s, int32_t card) noexcept nogil:
    # O02: face-down Defense -> face-up Attack; it counts as this turn's position change and
    # arrival, so the monster cannot change position again this turn (O09).
    turn_face_up(s, card, POS_FACEUP_ATTACK)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_FLIP)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    card_set(s, card, CARD_POS_CHANGE_TURN, s[HDR_TURN])


cdef void change_position(int32_t* s, int32_t card) noexcept nogil:
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    card_set(s, card, CARD_POSITION,
             POS_FACEUP_DEFENSE if position == POS_FACEUP_ATTACK else POS_FACEUP_ATTACK)
    card_set(s, card, CARD_POS_CHANGE_TURN, s[HDR_TURN])
