# The turn: phases in order (E01), the normal draw (A05, E07), the turn-1 Battle Phase ban
# (A06), the End Phase, and the hand-over to the next player.

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_TURN; each phase's entry is a step, so a position can start at any phase.
    TURN_BEGIN = 0
    TURN_DRAW = 1
    TURN_STANDBY = 2
    TURN_MAIN1 = 3
    TURN_AFTER_MAIN1 = 4
    TURN_BATTLE = 5
    TURN_MAIN2 = 6
    TURN_END = 7
    TURN_CLEANUP = 8

cpdef enum:
    # What the Main Phase procedure returns to the turn (FRAME_RESULT). The turn's frame has no
    # other words; its FRAME_RESULT also receives a Draw, Standby or End Phase window's result
    # (0 or WINDOW_CHAINED).
    NEXT_BATTLE = 1
    NEXT_END = 2

cdef int turn_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
