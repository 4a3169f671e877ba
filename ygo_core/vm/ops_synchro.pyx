# MR3 synchro family: Level modification and ATK by a sum (ops_synchro.pxd).

from libc.stdint cimport int16_t, int32_t
from sim_core.errors cimport RC_OK
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport INSN_A, INSN_B, INSN_C, LING_LEVEL, LING_STATS
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport filter_collect, monster_level
from ygo_core.proc.continuous cimport add_linger, linger_on_card
from ygo_core.vm.opcodes cimport COND_RESOLVED_THIS_TURN, LING_RESOLVED_THIS_TURN
from ygo_core.actions cimport ACT_SELECT, DEC_CHOOSE, request_decision
from ygo_core.vm.opcodes cimport COND_FOE_SPECIAL_SUMMONING, INSN_OP, INSN_OP_MASK
from ygo_core.proc.extra_summon cimport start_synchro_with, synchros_with


cdef inline bint still_face_up_there(const int32_t* s, int32_t card, int32_t stint) noexcept nogil:
    return (card_get(s, card, CARD_STINT) == stint and card_get(s, card, CARD_LOCATION) == LOC_MZONE
            and is_face_up(card_get(s, card, CARD_POSITION)))


cdef int op_level_change(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                         const int32_t* cards, int32_t n) noexcept nogil:
    # A lasting change (no end turn): it lapses with the card's stint (continuous.pyx). With C,
    # the change is B times the Level the cost noted (Accel Synchron: +1 or -1 per mode). A
    # change that would leave a Level under 1 does nothing (docs/mr3-cards.md 4.4: unruled).
    cdef int32_t delta = insn[INSN_B] * ((<int16_t*>s)[link + LINK_DECLARED] if insn[INSN_C] else 1)
    cdef int32_t i
    cdef int rc
    for i in range(n):
        if not still_face_up_there(s, cards[i], card_get(s, cards[i], CARD_STINT)) or delta == 0:
            continue
        if monster_level(s, db, cards[i]) + delta < 1 or db_get(db, s, cards[i], DB_TYPE) & TYPE_XYZ:
            continue
        rc = add_linger(s, LING_LEVEL, cards[i], (<int16_t*>s)[link + LINK_PLAYER], delta, 0, 0, cards[i])
        if rc < 0:
            return rc
    return RC_OK


cdef int op_gain_atk_of(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil:
    # Junk Warrior: the total current ATK of the matching cards at resolution, gained for as
    # long as the card stays face-up (AA: a lasting modifier, LING_STATS with no end turn).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t found[CAP_CARDS]
    cdef int32_t i, total = 0, n
    if not still_face_up_there(s, card, (<int16_t*>s)[link + LINK_STINT]):
        return RC_OK
    n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], card, found)
    for i in range(n):
        total += card_get(s, found[i], CARD_ATK)
    if total == 0:
        return RC_OK
    return add_linger(s, LING_STATS, card, (<int16_t*>s)[link + LINK_PLAYER], total, 0, 0, card)


cdef int op_synchro_with_self(int32_t* s, const int32_t* db, int32_t link, int32_t self_card) noexcept nogil:
    if self_card == NO_CARD or synchros_with(s, db, (<int16_t*>s)[link + LINK_PLAYER], self_card, NULL) == 0:
        return RC_OK
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)


cdef int32_t synchro_with_self_candidates(const int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil:
    return synchros_with(s, db, (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], out)


cdef int resume_synchro_with_self(int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    return start_synchro_with(s, db, s[HDR_ACTION] - ACT_SELECT, (<int16_t*>s)[link + LINK_PLAYER],
                              (<int16_t*>s)[link + LINK_CARD])


cdef bint synchro_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                            int32_t player) noexcept nogil:
    cdef int32_t summoned, kind
    if insn[INSN_OP] & INSN_OP_MASK == COND_FOE_SPECIAL_SUMMONING:
        if s[HDR_SUMMONING] <= 0 or s[HDR_CHAIN_LEN] != 0:
            return False
        summoned = s[HDR_SUMMONING] - 1
        kind = card_get(s, summoned, CARD_SUMMON_KIND)
        return (card_get(s, summoned, CARD_CONTROLLER) != player and kind != SUMMON_NORMAL
                and kind != SUMMON_TRIBUTE and kind != SUMMON_FLIP)
    if insn[INSN_OP] & INSN_OP_MASK == COND_RESOLVED_THIS_TURN:
        return s[HDR_LINGER_LEN] > 0 and linger_on_card(s, LING_RESOLVED_THIS_TURN, card, player)
    # COND_SYNCHRO_WITH_SELF
    return (card_get(s, card, CARD_LOCATION) == LOC_MZONE and is_face_up(card_get(s, card, CARD_POSITION))
            and synchros_with(s, db, player, card, NULL) > 0)


cdef int op_mark_resolved(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards,
                          int32_t n) noexcept nogil:
    cdef int32_t i
    cdef int rc
    for i in range(n):
        rc = add_linger(s, LING_RESOLVED_THIS_TURN, cards[i], (<int16_t*>s)[link + LINK_PLAYER], 0, 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK
