# The duel's own random number generator: xoshiro128** over four words kept inside the state
# buffer, so a copied state draws the same numbers as the original (determinism, DESIGN.md).
# Game-agnostic: it only knows a pointer to its four words.

from libc.stdint cimport int32_t, uint8_t, uint32_t, uint64_t

cdef void rng_seed(int32_t* words, uint64_t seed) noexcept nogil
cdef uint32_t rng_next(int32_t* words) noexcept nogil
# A uniform integer in [0, n), n > 0, without modulo bias.
cdef uint32_t rng_below(int32_t* words, uint32_t n) noexcept nogil
# Fisher-Yates shuffle of n int32 values in place.
cdef void rng_shuffle(int32_t* words, int32_t* values, int32_t n) noexcept nogil
# The same shuffle (the same draws, the same swaps) of n uint8 values.
cdef void rng_shuffle_u8(int32_t* words, uint8_t* values, int32_t n) noexcept nogil
