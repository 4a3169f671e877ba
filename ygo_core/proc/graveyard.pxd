# The order of cards sent to the GY together (C10, p.41): each owner chooses the order of their
# own cards, one card at a time, bottom first. Moves only count the arrivals (proc/move.pyx);
# the driver closes the batch after the step that moved them, and this procedure asks.

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_GY_ORDER.
    GO_ASK = 0
    GO_TAKE = 1

cpdef enum:
    # Frame words of PROC_GY_ORDER: whose GY, where the batch starts in it, how many cards it
    # holds, and how many of them have been put in place (the bottom ones).
    GO_F_PLAYER = 2
    GO_F_START = 3
    GO_F_COUNT = 4
    GO_F_PLACED = 5

# Closes the batches of cards that arrived in the GYs since the last call (HDR_GY_UNORDERED):
# pushes a PROC_GY_ORDER frame for each owner whose order can matter, the turn player's on top
# (asked first). Returns 0 or ERR_CAPACITY.
cdef int close_gy_batches(int32_t* s, const int32_t* db) noexcept nogil
# Forgets the open batches, leaving the cards in the order they arrived (used when a decision
# is already pending, so no other can be asked first).
cdef void drop_gy_batches(int32_t* s) noexcept nogil
cdef int gy_order_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# DEC_GY_ORDER: ACT_SELECT for one card of each kind still to be placed (copies of one card are
# interchangeable, so only the lowest id of each is offered).
cdef int32_t gy_order_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
