# The Battle Phase (F01-F08, F25-F26): Start Step, attack declarations in the Battle Step,
# the Damage Step for each attack, End Step.

from libc.stdint cimport int32_t

cpdef enum:
    BP_START = 0
    BP_ASK = 1
    BP_ACT = 2

cdef int battle_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t battle_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
