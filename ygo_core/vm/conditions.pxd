# Activation conditions of compiled effects (opcodes.pxd COND_*): all must hold (U08).

from libc.stdint cimport int32_t
from ygo_core.layout cimport HDR_EVENT
from ygo_core.vm.opcodes cimport FX_CONDITION, FX_N_CONDITIONS, INSN_A, INSN_WIDTH
from ygo_core.vm.access cimport code_at, fx_get


cdef inline bint event_raised(const int32_t* s, const int32_t* insn) noexcept nogil:
    # U10, the first test of a COND_EVENT instruction: is the last event raised (HDR_EVENT) one
    # of those it waits for (mask A)? Shared by event_holds and activatable's early refusal.
    return (s[HDR_EVENT] & insn[INSN_A]) != 0


# Q14, X01: do the conditions marked INSN_TO_RESOLVE still hold as the effect resolves?
cdef bint conditions_still_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                int32_t player) noexcept nogil
# One condition instruction (COND_*): does it hold for the effect of `card` and `player` now?
cdef bint one_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                    int32_t player) noexcept nogil


cdef inline bint conditions_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                 int32_t player) noexcept nogil:
    # U08: all of the effect's conditions hold (inline: the callers ask it for most effects they
    # look at, and one call layer less is most of its cost).
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef int32_t i
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        if not one_holds(s, db, code_at(db, at + i * INSN_WIDTH), card, player):
            return False
    return True
