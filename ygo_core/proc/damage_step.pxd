# The Damage Step (F16-F20): a face-down target is flipped face-up, damage is calculated and
# dealt, and monsters destroyed by battle are sent to the GY at the end of the step.

from libc.stdint cimport int32_t

cpdef enum:
    DS_START = 0
    DS_BEFORE_CALC = 1
    DS_CALC = 2
    DS_END = 3

cpdef enum:
    # Frame words of PROC_DAMAGE_STEP: battle destruction is decided at damage calculation
    # and carried out at the end of the step (F20).
    DS_F_ATTACKER_DESTROYED = 2
    DS_F_TARGET_DESTROYED = 3

cdef int damage_step_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
