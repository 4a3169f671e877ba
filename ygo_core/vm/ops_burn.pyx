# The burn family's mechanisms (opcodes.pxd, "The burn family"): Standby Phase counts.

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport APPLY_COUNT_STANDBY, INSN_OP
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers


cdef void standby_counters(int32_t* s, const int32_t* db) noexcept nogil:
    # Wave-Motion Cannon: one counter for each of its controller's Standby Phases that passes
    # while it is face-up; nothing to respond to (no chain link).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, card
    if not s[HDR_ACTIVE_APPLIERS] & (1 << APPLY_COUNT_STANDBY):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        card = sources[i]
        if insns[i][INSN_OP] == APPLY_COUNT_STANDBY and card_get(s, card, CARD_CONTROLLER) == s[HDR_TURN_PLAYER]:
            card_set(s, card, CARD_COUNTERS, card_get(s, card, CARD_COUNTERS) + 1)
