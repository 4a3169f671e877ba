# The MR3 pendulum family's operations (docs/mr3-cards.md 5.1-5.4).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.proc.continuous cimport add_linger
from ygo_core.vm.opcodes cimport LING_SCALE, SCALE_DECLARED, SCALE_ORIGINAL


cdef int set_scale(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n,
                   int32_t value) noexcept nogil:
    # Pendulum Shift (the declared value), Wisdom-Eye Magician (the original): "until the end
    # of this turn" (E18), for the card as it is now (a new stint leaves it, AD01).
    cdef int32_t i, v, packed
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_PZONE:
            continue
        if value == SCALE_ORIGINAL:
            packed = db_get(db, s, cards[i], DB_SCALES)
        else:
            v = (<int16_t*>s)[link + LINK_DECLARED] if value == SCALE_DECLARED else value
            packed = (v << 8) | v
        rc = add_linger(s, LING_SCALE, cards[i], (<int16_t*>s)[link + LINK_PLAYER], packed, 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK
