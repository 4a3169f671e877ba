from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_YES, DEC_YESNO, request_decision
from ygo_core.stack cimport pop_frame
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.proc.move cimport move_to_pile
from ygo_core.proc.life cimport can_pay_lp, lose_life


cdef int32_t standby_cost(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The LP its APPLY_STANDBY_COST asks, 0 for none. A cost to keep the card, not an effect:
    # it is asked even while the card's effects are negated (Imperial Order under Jinzo).
    cdef int32_t k, fx, i
    cdef const int32_t* insn
    if card == NO_CARD or not is_face_up(card_get(s, card, CARD_POSITION)):
        return 0
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return 0
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) != FXK_CONTINUOUS:
            continue
        for i in range(fx_get(db, fx, FX_N_OPS)):
            insn = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)
            if insn[INSN_OP] == APPLY_STANDBY_COST:
                return insn[INSN_A]
    return 0


cdef int maintenance_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t zone, card, cost
    if s[f + FRAME_STEP] == MT_ANSWER:
        s[f + FRAME_STEP] = MT_SCAN
        if s[HDR_ACTION] == ACT_YES:
            lose_life(s, player, s[f + MT_F_COST])  # A10: paying down to 0 loses at once
            if s[HDR_STATUS] == STATUS_OVER:
                return RC_OK
        else:
            move_to_pile(s, db, s[f + MT_F_CARD], PILE_GY)  # "if you do not, it is destroyed"
    while s[f + MT_F_ZONE] < ZONES_PER_PLAYER:
        zone = s[f + MT_F_ZONE]
        s[f + MT_F_ZONE] = zone + 1
        card = zone_card(s, player, zone)
        cost = standby_cost(s, db, card)
        if cost == 0:
            continue
        if not can_pay_lp(s, player, cost):  # switch 36: all of them, under mr3
            move_to_pile(s, db, card, PILE_GY)  # cannot pay: destroyed
            continue
        s[f + MT_F_CARD] = card
        s[f + MT_F_COST] = cost
        s[f + FRAME_STEP] = MT_ANSWER
        return request_decision(s, player, DEC_YESNO)
    pop_frame(s)
    return RC_OK
