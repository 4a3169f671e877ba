from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport INSN_B, INSN_C, LING_PIERCING, LING_STATS
from ygo_core.proc.continuous cimport add_linger


cdef inline bint own_card_there(const int32_t* s, int32_t link) noexcept nogil:
    # The effect's own card is still the face-up monster that activated it (V03, AD01).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return (card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE
            and is_face_up(card_get(s, card, CARD_POSITION)))


cdef int op_lasting_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil:
    # AA: a modifier with no end turn; it lapses when the card leaves the field or turns
    # face-down (a new stint, AD01), and expire_lingering drops it then.
    if not own_card_there(s, link):
        return RC_OK
    return add_linger(s, LING_STATS, (<int16_t*>s)[link + LINK_CARD], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B], insn[INSN_C], 0,
                      (<int16_t*>s)[link + LINK_CARD])


cdef int op_pierce_this_turn(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil:
    # Card-bound (its stint recorded): a new stint ends it, as for every lingering change.
    if not own_card_there(s, link):
        return RC_OK
    return add_linger(s, LING_PIERCING, (<int16_t*>s)[link + LINK_CARD], card_get(s, (<int16_t*>s)[link + LINK_CARD], CARD_CONTROLLER),
                      0, 0, s[HDR_TURN], (<int16_t*>s)[link + LINK_CARD])
