from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.stack cimport FRAME_RESULT, push_frame
from ygo_core.proc.ids cimport PROC_BATTLE_PHASE, PROC_HAND_LIMIT, PROC_MAIN_PHASE
from ygo_core.proc.life cimport draw_cards, end_duel


cdef int begin_turn(int32_t* s, int32_t f) noexcept nogil:
    # A new turn: the turn counter moves on; a turn limit ends the duel as a draw.
    if s[HDR_RULE_MAX_TURNS] > 0 and s[HDR_TURN] >= s[HDR_RULE_MAX_TURNS]:
        end_duel(s, DRAW_RESULT, WIN_TURN_LIMIT)
        return RC_OK
    s[HDR_TURN] += 1
    s[f + FRAME_STEP] = TURN_DRAW
    return RC_OK


cdef int draw_phase(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # E07: the normal draw, skipped by the first player on turn 1 (A05) unless the rule set says
    # otherwise; a player who must draw from an empty Deck loses (A11).
    cdef int32_t player = s[HDR_TURN_PLAYER]
    s[HDR_PHASE] = PHASE_DRAW
    s[f + FRAME_STEP] = TURN_STANDBY
    if s[HDR_TURN] == 1 and not s[HDR_RULE_FIRST_PLAYER_DRAWS]:
        return RC_OK
    if draw_cards(s, db, player, 1):
        end_duel(s, opponent(player), WIN_DECK_OUT)
    return RC_OK


cdef int enter_main(int32_t* s, int32_t f, int32_t phase, int32_t next_step) noexcept nogil:
    cdef int32_t rc
    s[HDR_PHASE] = phase
    s[f + FRAME_STEP] = next_step
    s[f + FRAME_RESULT] = 0
    rc = push_frame(s, PROC_MAIN_PHASE, 0)
    return rc if rc < 0 else RC_OK


cdef int after_main1(int32_t* s, int32_t f) noexcept nogil:
    # E01: Main Phase 2 exists only after a Battle Phase; otherwise Main 1 goes to the End Phase.
    if s[f + FRAME_RESULT] == NEXT_BATTLE:
        s[f + FRAME_STEP] = TURN_BATTLE
    else:
        s[f + FRAME_STEP] = TURN_END
    return RC_OK


cdef int battle_phase(int32_t* s, int32_t f) noexcept nogil:
    cdef int32_t rc
    s[HDR_PHASE] = PHASE_BATTLE
    s[f + FRAME_STEP] = TURN_MAIN2
    rc = push_frame(s, PROC_BATTLE_PHASE, 0)
    return rc if rc < 0 else RC_OK


cdef int end_phase(int32_t* s, int32_t f) noexcept nogil:
    # E17: the hand size limit is applied at the end of the End Phase.
    cdef int32_t rc
    s[HDR_PHASE] = PHASE_END
    s[f + FRAME_STEP] = TURN_CLEANUP
    rc = push_frame(s, PROC_HAND_LIMIT, 0)
    return rc if rc < 0 else RC_OK


cdef int cleanup(int32_t* s, int32_t f) noexcept nogil:
    # E18: "until the end of the turn" effects would expire here; then the other player's turn.
    s[HDR_TURN_PLAYER] = opponent(s[HDR_TURN_PLAYER])
    s[f + FRAME_STEP] = TURN_BEGIN
    return RC_OK


cdef int turn_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == TURN_BEGIN:
        return begin_turn(s, f)
    if step == TURN_DRAW:
        return draw_phase(s, db, f)
    if step == TURN_STANDBY:
        s[HDR_PHASE] = PHASE_STANDBY
        s[f + FRAME_STEP] = TURN_MAIN1
        return RC_OK
    if step == TURN_MAIN1:
        return enter_main(s, f, PHASE_MAIN1, TURN_AFTER_MAIN1)
    if step == TURN_AFTER_MAIN1:
        return after_main1(s, f)
    if step == TURN_BATTLE:
        return battle_phase(s, f)
    if step == TURN_MAIN2:
        return enter_main(s, f, PHASE_MAIN2, TURN_END)
    if step == TURN_END:
        return end_phase(s, f)
    return cleanup(s, f)
