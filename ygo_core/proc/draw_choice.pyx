from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_YES, DEC_YESNO, request_decision
from ygo_core.stack cimport pop_frame, push_frame
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport effect_count, first_effect, fx_get
from ygo_core.proc.ids cimport PROC_ACTIVATE
from ygo_core.proc.activation cimport AC_F_CARD, AC_F_CTX, AC_F_EFFECT, AC_F_EVENT_CARD, AC_F_PLAYER, can_resolve
from ygo_core.proc.life cimport draw_cards, end_duel
from ygo_core.proc.window cimport WF_RETURN_AFTER_CHAIN, open_event_window, open_window


cdef int32_t offered(const int32_t* s, const int32_t* db, int32_t player, int32_t* card_out) noexcept nogil:
    # The first such effect of the player's face-up monsters, in zone order, that can resolve.
    cdef int32_t i, k, card, fx
    for i in range(CAP_MZONE):
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card == NO_CARD or not is_face_up(card_get(s, card, CARD_POSITION)):
            continue
        if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
            continue
        for k in range(effect_count(db, s, card)):
            fx = first_effect(db, s, card) + k
            if fx_get(db, fx, FX_FLAGS) & FXF_INSTEAD_OF_DRAW and can_resolve(s, db, fx, card, player):
                card_out[0] = card
                return fx
    return -1


cdef bint draw_replacement_offered(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    cdef int32_t card
    return offered(s, db, player, &card) >= 0


cdef int draw_choice_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t card = NO_CARD, fx, g
    cdef int rc
    if s[f + FRAME_STEP] == DC_ASK:
        s[f + DC_F_EFFECT] = offered(s, db, player, &card)
        s[f + DC_F_CARD] = card
        s[f + FRAME_STEP] = DC_ANSWER
        return request_decision(s, player, DEC_YESNO)
    card = s[f + DC_F_CARD]
    fx = s[f + DC_F_EFFECT]
    pop_frame(s)
    rc = open_event_window(s, 0)  # E08: then the turn player has priority in the Draw Phase
    if rc < 0:
        return rc
    if s[HDR_ACTION] != ACT_YES:
        if draw_cards(s, db, player, 1):
            end_duel(s, opponent(player), WIN_DECK_OUT)  # A11
        return RC_OK
    g = open_window(s, opponent(player), WF_RETURN_AFTER_CHAIN)  # W04: the opponent may respond
    if g < 0:
        return g
    g = push_frame(s, PROC_ACTIVATE, 0)
    if g < 0:
        return g
    s[g + AC_F_CARD] = card
    s[g + AC_F_PLAYER] = player
    s[g + AC_F_EFFECT] = fx
    s[g + AC_F_EVENT_CARD] = NO_CARD
    s[g + AC_F_CTX] = 0
    return RC_OK
