from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport INSN_B, INSN_C, LING_STATS
from ygo_core.proc.continuous cimport add_linger


cdef int op_lasting_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil:
    # AA: a modifier with no end turn; it lapses when the card leaves the field or turns
    # face-down (a new stint, AD01), and expire_lingering drops it then.
    cdef int32_t card = s[link + LINK_CARD]
    if card_get(s, card, CARD_STINT) != s[link + LINK_STINT] or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return RC_OK
    return add_linger(s, LING_STATS, card, s[link + LINK_PLAYER], insn[INSN_B], insn[INSN_C], 0, card)
