from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.actions cimport *
from ygo_core.stack cimport pop_frame, push_frame, return_to_caller
from ygo_core.proc.ids cimport PROC_SUMMON
from ygo_core.proc.turn cimport NEXT_BATTLE, NEXT_END
from ygo_core.proc.move cimport sorted_cards
from ygo_core.proc.summon cimport SUMMON_F_CARD, SUMMON_F_MODE, can_normal_summon
from ygo_core.proc.position cimport (
    can_change_position, can_flip_summon, change_position, flip_summon,
)


cdef int start_summon(int32_t* s, int32_t card, int32_t mode) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_SUMMON, 0)
    if g < 0:
        return g
    s[g + SUMMON_F_CARD] = card
    s[g + SUMMON_F_MODE] = mode
    return RC_OK


cdef int act(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t action = s[HDR_ACTION]
    s[f + FRAME_STEP] = MAIN_ASK
    if action == ACT_TO_BATTLE or action == ACT_TO_END:
        return_to_caller(s, NEXT_BATTLE if action == ACT_TO_BATTLE else NEXT_END)
        pop_frame(s)
        return RC_OK
    if action < ACT_SET:
        return start_summon(s, action - ACT_SUMMON, SUMMON_NORMAL)
    if action < ACT_FLIP_SUMMON:
        return start_summon(s, action - ACT_SET, SUMMON_SET)
    if action < ACT_CHANGE_POSITION:
        flip_summon(s, action - ACT_FLIP_SUMMON)
    else:
        change_position(s, action - ACT_CHANGE_POSITION)
    return RC_OK


cdef int main_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    if s[f + FRAME_STEP] == MAIN_ASK:
        s[f + FRAME_STEP] = MAIN_ACT
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_MAIN)
    return act(s, db, f)


cdef bint battle_allowed(const int32_t* s) noexcept nogil:
    # A06: no Battle Phase in the first turn of the duel; E13: only from Main Phase 1.
    if s[HDR_PHASE] != PHASE_MAIN1:
        return False
    return s[HDR_TURN] > 1 or s[HDR_RULE_FIRST_TURN_BATTLE]


cdef int32_t main_phase_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t hand[CAP_PILE]
    cdef int32_t field[CAP_MZONE]
    cdef int32_t n = 0, i, n_hand, n_field
    if battle_allowed(s):
        out[n] = ACT_TO_BATTLE; n += 1
    out[n] = ACT_TO_END; n += 1
    n_hand = sorted_cards(s, player, False, hand)
    for i in range(n_hand):
        if can_normal_summon(s, db, hand[i]):
            out[n] = ACT_SUMMON + hand[i]; n += 1
    for i in range(n_hand):
        if can_normal_summon(s, db, hand[i]):
            out[n] = ACT_SET + hand[i]; n += 1
    n_field = sorted_cards(s, player, True, field)
    for i in range(n_field):
        if can_flip_summon(s, field[i]):
            out[n] = ACT_FLIP_SUMMON + field[i]; n += 1
    for i in range(n_field):
        if can_change_position(s, field[i]):
            out[n] = ACT_CHANGE_POSITION + field[i]; n += 1
    return n
