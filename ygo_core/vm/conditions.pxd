# Activation conditions of compiled effects (opcodes.pxd COND_*): all must hold (U08).

from libc.stdint cimport int32_t

cdef bint conditions_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                          int32_t player) noexcept nogil
# Q14, X01: do the conditions marked INSN_TO_RESOLVE still hold as the effect resolves?
cdef bint conditions_still_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                int32_t player) noexcept nogil
