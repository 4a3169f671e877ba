# The continuation stack both games keep inside their state buffers: fixed-width frames (word 0
# the procedure, word 1 its step, then arguments), never on the C stack, so a copy taken at a
# decision point resumes exactly where the original would. A game says where its stack lives
# (ygo_core/stack.pxd push_frame, dm_core/core.pyx).

from libc.stdint cimport int32_t
from sim_core.errors cimport ERR_CAPACITY


cdef inline int32_t stack_push(int32_t* s, int32_t top_word, int32_t base, int32_t cap,
                              int32_t width, int32_t err_word, int32_t proc,
                              int32_t step) noexcept nogil:
    # Pushes a zeroed frame (word 0 the procedure, word 1 its step) onto the stack of `cap`
    # frames of `width` words at `base` whose depth is s[top_word]; returns its offset, or
    # ERR_CAPACITY (the capacity in s[err_word]) when the stack is full.
    cdef int32_t depth = s[top_word]
    cdef int32_t f, i
    if depth >= cap:
        s[err_word] = cap
        return ERR_CAPACITY
    f = base + depth * width
    for i in range(width):
        s[f + i] = 0
    s[f] = proc
    s[f + 1] = step
    s[top_word] = depth + 1
    return f

cdef inline void stack_pop(int32_t* s, int32_t top_word, int32_t base, int32_t width) noexcept nogil:
    # Zeroes the top frame so that equal states stay byte-equal.
    cdef int32_t f = base + (s[top_word] - 1) * width
    cdef int32_t i
    for i in range(width):
        s[f + i] = 0
    s[top_word] -= 1
