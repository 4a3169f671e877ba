# The continuation stack: the engine's control state, kept inside the buffer as fixed-width
# frames (procedure id, step, six argument words), never on the C stack. A state copied at a
# decision point therefore resumes exactly where the original would.
# These are Yu-Gi-Oh!'s frames, over the offsets of ygo_core/layout.pxd; the game-agnostic
# stack_push / stack_pop both games share are in sim_core/stack.pxd.

from libc.stdint cimport int32_t
from libc.string cimport memset
from ygo_core.layout cimport (
    CAP_STACK, DIRTY_NONE, FRAME_ARG5, FRAME_PROC, FRAME_STEP, FRAME_WIDTH, HDR_DIRTY, HDR_ERR_ARG,
    HDR_GY_UNORDERED, HDR_STACK_TOP, HDR_STATUS, STACK_BASE, STATUS_OVER, frame_offset,
)
from sim_core.errors cimport ERR_CAPACITY

cpdef enum:
    # The frame word a callee writes its result into (see return_to_caller).
    FRAME_RESULT = FRAME_ARG5

cdef inline int32_t push_frame(int32_t* s, int32_t proc, int32_t step) noexcept nogil:
    # Pushes a zeroed frame; returns its offset, or ERR_CAPACITY when the stack is full.
    cdef int32_t depth = s[HDR_STACK_TOP]
    cdef int32_t f
    if depth >= CAP_STACK:
        s[HDR_ERR_ARG] = CAP_STACK
        return ERR_CAPACITY
    f = frame_offset(depth)
    memset(s + f, 0, FRAME_WIDTH * sizeof(int32_t))  # a few wide stores, not a loop (speed)
    s[f + FRAME_PROC] = proc
    s[f + FRAME_STEP] = step
    s[HDR_STACK_TOP] = depth + 1
    return f

cdef inline void pop_frame(int32_t* s) noexcept nogil:
    # Zeroes the top frame so that equal states stay byte-equal.
    cdef int32_t f = frame_offset(s[HDR_STACK_TOP] - 1)
    memset(s + f, 0, FRAME_WIDTH * sizeof(int32_t))  # a few wide stores, not a loop (speed)
    s[HDR_STACK_TOP] -= 1

cdef inline int32_t top_frame(const int32_t* s) noexcept nogil:
    return frame_offset(s[HDR_STACK_TOP] - 1)

cdef inline void return_to_caller(int32_t* s, int32_t value) noexcept nogil:
    # Hands a result to the frame below the top one (its FRAME_RESULT word).
    s[frame_offset(s[HDR_STACK_TOP] - 2) + FRAME_RESULT] = value

cdef inline bint runs_on(const int32_t* s, int32_t f, int32_t proc) noexcept nogil:
    # After a step of procedure `proc` at frame f returned RC_OK: would the driver (engine.pyx
    # run_listing) dispatch the same frame again at once, with nothing to do in between (the
    # duel goes on, no continuous effect waits to be applied, no GY batch to be ordered, f still
    # on top and still this procedure's: a frame popped and another pushed sits at the same f)?
    # Then the procedure may run its next step in place: the driver's next turn of its loop,
    # without the dispatch (speed).
    # (The likeliest to fail first: a step that pushed a frame.)
    return (f + FRAME_WIDTH == STACK_BASE + s[HDR_STACK_TOP] * FRAME_WIDTH  # f ends the stack
            and s[f + FRAME_PROC] == proc and s[HDR_DIRTY] == DIRTY_NONE
            and (s[HDR_GY_UNORDERED] | s[HDR_GY_UNORDERED + 1]) == 0 and s[HDR_STATUS] != STATUS_OVER)
