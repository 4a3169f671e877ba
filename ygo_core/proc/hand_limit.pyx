from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_SELECT, DEC_DISCARD, request_decision
from ygo_core.stack cimport pop_frame
from ygo_core.proc.move cimport move_to_pile, sorted_cards
from ygo_core.proc.window cimport open_event_window


cdef int hand_limit_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    if s[f + FRAME_STEP] == HL_DISCARD:
        move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, PILE_GY)
    if pile_count(s, player, PILE_HAND) <= s[HDR_RULE_HAND_LIMIT]:
        pop_frame(s)
        if s[HDR_TRIGGER_LEN] > 0:  # a discarded card's own trigger (Night Assailant), in the End Phase
            return open_event_window(s, 0)
        return RC_OK
    s[f + FRAME_STEP] = HL_DISCARD
    return request_decision(s, player, DEC_DISCARD)


cdef int32_t discard_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t hand[CAP_PILE]
    cdef int32_t n = sorted_cards(s, s[HDR_TURN_PLAYER], False, hand)
    cdef int32_t i
    for i in range(n):
        out[i] = ACT_SELECT + hand[i]
    return n
