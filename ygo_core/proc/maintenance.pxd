# locks: Standby Phase costs to keep a card (APPLY_STANDBY_COST: Messenger of Peace, Imperial
# Order). Not an effect and not a chain link: at the start of each of the controller's Standby
# Phases, for each such face-up card in zone order, the controller pays or the card is destroyed.

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_MAINTENANCE.
    MT_SCAN = 0
    MT_ANSWER = 1

cpdef enum:
    # Frame words: the next zone to look at, the card asked about and its cost.
    MT_F_ZONE = 2
    MT_F_CARD = 3
    MT_F_COST = 4

cdef int maintenance_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
