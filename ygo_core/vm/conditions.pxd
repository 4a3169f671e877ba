# Activation conditions of compiled effects (opcodes.pxd COND_*): all must hold (U08).

from libc.stdint cimport int32_t
from ygo_core.layout cimport HDR_EVENT
from ygo_core.vm.opcodes cimport INSN_A


cdef inline bint event_raised(const int32_t* s, const int32_t* insn) noexcept nogil:
    # U10, the first test of a COND_EVENT instruction: is the last event raised (HDR_EVENT) one
    # of those it waits for (mask A)? Shared by event_holds and activatable's early refusal.
    return (s[HDR_EVENT] & insn[INSN_A]) != 0


cdef bint conditions_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                          int32_t player) noexcept nogil
# Q14, X01: do the conditions marked INSN_TO_RESOLVE still hold as the effect resolves?
cdef bint conditions_still_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                int32_t player) noexcept nogil
# One condition instruction (COND_*): does it hold for the effect of `card` and `player` now?
cdef bint one_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                    int32_t player) noexcept nogil
