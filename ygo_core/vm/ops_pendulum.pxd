# The MR3 pendulum family's operations (opcodes.pxd, "MR3 pendulum family"): scale changes.
# (Scales as they are now: vm/filters.pyx current_scale; the Pendulum Summon restriction:
# proc/pendulum.pyx.)

from libc.stdint cimport int32_t

# OP_SET_SCALE on its selection: each card still in a Pendulum Zone gets a LING_SCALE record
# (value B, SCALE_DECLARED or SCALE_ORIGINAL) until the end of the turn.
cdef int set_scale(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n,
                   int32_t value) noexcept nogil
