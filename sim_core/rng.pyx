from libc.stdint cimport int32_t, uint8_t, uint32_t, uint64_t

cdef inline uint32_t rotl(uint32_t x, int k) noexcept nogil:
    return (x << k) | (x >> (32 - k))

cdef inline uint64_t splitmix64(uint64_t* x) noexcept nogil:
    # Expands one 64-bit seed into well-mixed words, so nearby seeds give unrelated streams.
    x[0] += <uint64_t>0x9E3779B97F4A7C15
    cdef uint64_t z = x[0]
    z = (z ^ (z >> 30)) * <uint64_t>0xBF58476D1CE4E5B9
    z = (z ^ (z >> 27)) * <uint64_t>0x94D049BB133111EB
    return z ^ (z >> 31)

cdef void rng_seed(int32_t* words, uint64_t seed) noexcept nogil:
    cdef uint64_t x = seed
    cdef uint64_t a = splitmix64(&x)
    cdef uint64_t b = splitmix64(&x)
    words[0] = <int32_t><uint32_t>a
    words[1] = <int32_t><uint32_t>(a >> 32)
    words[2] = <int32_t><uint32_t>b
    words[3] = <int32_t><uint32_t>(b >> 32)
    if words[0] == 0 and words[1] == 0 and words[2] == 0 and words[3] == 0:
        words[0] = 1  # xoshiro's one forbidden state

cdef uint32_t rng_next(int32_t* words) noexcept nogil:
    cdef uint32_t s0 = <uint32_t>words[0], s1 = <uint32_t>words[1]
    cdef uint32_t s2 = <uint32_t>words[2], s3 = <uint32_t>words[3]
    cdef uint32_t result = rotl(s1 * 5, 7) * 9
    cdef uint32_t t = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    words[0] = <int32_t>s0
    words[1] = <int32_t>s1
    words[2] = <int32_t>s2
    words[3] = <int32_t>s3
    return result

cdef uint32_t rng_below(int32_t* words, uint32_t n) noexcept nogil:
    # Lemire's multiply-and-reject: unbiased, and almost never loops.
    cdef uint64_t m = <uint64_t>rng_next(words) * n
    cdef uint32_t low = <uint32_t>m
    cdef uint32_t threshold
    if low < n:
        threshold = (<uint32_t>(-n)) % n
        while low < threshold:
            m = <uint64_t>rng_next(words) * n
            low = <uint32_t>m
    return <uint32_t>(m >> 32)
