# The open game state of Main Phase 1 and 2 (E05, E13-E14): the turn player summons, Sets,
# Flip Summons, changes positions, then moves on to the Battle Phase or the End Phase.

from libc.stdint cimport int32_t

cpdef enum:
    MAIN_ASK = 0
    MAIN_ACT = 1
    MAIN_LEAVE = 2

cpdef enum:
    # Frame words of PROC_MAIN_PHASE: the phase the turn player asked to move on to (NEXT_BATTLE
    # or NEXT_END; 0 before they first asked). FRAME_RESULT: the result of the window it opened
    # (0 or WINDOW_CHAINED).
    MAIN_F_LEAVING = 2

cdef int main_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t main_phase_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
