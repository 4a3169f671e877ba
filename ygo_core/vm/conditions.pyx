from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.vm.filters cimport filter_collect, filter_match
from ygo_core.proc.move cimport free_monster_zone


cdef bint event_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                      int32_t player) noexcept nogil:
    # U10: the event must be the last thing that happened; its card must still qualify.
    cdef int32_t event_card = s[HDR_EVENT_CARD]
    cdef int32_t by = insn[INSN_B]
    if not s[HDR_EVENT] & insn[INSN_A] or event_card == NO_CARD:
        return False
    if not by & (CTRL_SELF if s[HDR_EVENT_PLAYER] == player else CTRL_FOE):
        return False
    return insn[INSN_C] < 0 or filter_match(s, db, code_at(db, insn[INSN_C]), event_card, player, card)


cdef bint one_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                    int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP]
    if op == COND_COUNT:
        return filter_collect(s, db, code_at(db, insn[INSN_A]), player, card, NULL) >= insn[INSN_B]
    if op == COND_EVENT:
        return event_holds(s, db, insn, card, player)
    if op == COND_MONSTER_TO_GY:
        return this_turn(s, s[HDR_MONSTER_TO_GY_TURN + player])
    if op == COND_MAIN_OR_FOE_BATTLE:
        if s[HDR_TURN_PLAYER] == player:
            return s[HDR_PHASE] == PHASE_MAIN1 or s[HDR_PHASE] == PHASE_MAIN2
        return s[HDR_PHASE] == PHASE_BATTLE
    if op == COND_FREE_MONSTER_ZONE:
        return free_monster_zone(s, player) >= 0
    return False


cdef bint conditions_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                          int32_t player) noexcept nogil:
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef int32_t i
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        if not one_holds(s, db, code_at(db, at + i * INSN_WIDTH), card, player):
            return False
    return True
