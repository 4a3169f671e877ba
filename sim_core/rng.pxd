# The duel's own random number generator: xoshiro128** over four words kept inside the state
# buffer, so a copied state draws the same numbers as the original (determinism, DESIGN.md).
# Game-agnostic: it only knows a pointer to its four words.

from libc.stdint cimport int32_t, uint8_t, uint32_t, uint64_t

cdef void rng_seed(int32_t* words, uint64_t seed) noexcept nogil
cdef uint32_t rng_next(int32_t* words) noexcept nogil
# A uniform integer in [0, n), n > 0, without modulo bias.
cdef uint32_t rng_below(int32_t* words, uint32_t n) noexcept nogil

# The cells a shuffle can order: int32 words, or uint8 cells (Yu-Gi-Oh!'s packed piles).
ctypedef fused shuffle_cell:
    int32_t
    uint8_t


cdef inline void rng_shuffle(int32_t* words, shuffle_cell* values, int32_t n) noexcept nogil:
    # Fisher-Yates shuffle of n values in place: the same draws and the same swaps whatever
    # the cell width, so a pile shuffles alike in either representation.
    cdef int32_t i = n - 1, j
    cdef shuffle_cell tmp
    while i > 0:
        j = <int32_t>rng_below(words, <uint32_t>(i + 1))
        tmp = values[i]
        values[i] = values[j]
        values[j] = tmp
        i -= 1
