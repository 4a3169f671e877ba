# The burn family's mechanisms (opcodes.pxd, "The burn family").
from libc.stdint cimport int32_t

# APPLY_COUNT_STANDBY at the start of a Standby Phase (proc/turn.pyx).
cdef void standby_counters(int32_t* s, const int32_t* db) noexcept nogil
