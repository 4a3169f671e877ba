# MR3 synchro family: a card's current Level (inline only, no module: cimported by the filters
# and the Synchro Summon as well as by ops_synchro.pyx without an import cycle).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport LING_LEVEL


cdef inline int32_t current_level(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's Level now: printed, plus every LING_LEVEL change of its current stint while it
    # is face-up on the field (a card that left, or turned face-down, has its printed Level).
    # Never below 1 (OP_LEVEL_CHANGE does not lower a Level under 1).
    cdef int32_t level = db_get(db, s, card, DB_LEVEL)
    cdef int32_t i, r
    if s[HDR_LINGER_LEN] == 0 or level <= 0 or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return level
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_LEVEL and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            level += s[r + LINGER_VALUE]
    return level if level >= 1 else 1


