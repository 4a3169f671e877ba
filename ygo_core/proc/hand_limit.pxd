# The hand size limit at the end of the End Phase (E17): the turn player discards down to the
# limit, one chosen card at a time.

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_HAND_LIMIT. Its frame has no words but FRAME_RESULT, which receives the
    # result of the End Phase window opened above it (0 or WINDOW_CHAINED).
    HL_CHECK = 0
    HL_DISCARD = 1

cdef int hand_limit_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t discard_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
