# The Damage Step (F14-F20): a face-down target is flipped face-up, ATK/DEF effects may be used
# before damage calculation, damage is calculated and dealt, FLIP and "after damage calculation"
# effects activate, and monsters destroyed by battle are sent to the GY at the end of the step.

from libc.stdint cimport int32_t

cpdef enum:
    DS_START = 0
    DS_BEFORE_CALC = 1
    DS_CALC = 2
    DS_AFTER_CALC = 3
    DS_END = 4
    # After the monsters destroyed by battle reached the GY: their triggers' chain (Sangan), then out.
    DS_LEAVE = 5

cpdef enum:
    # Frame words of PROC_DAMAGE_STEP: battle destruction is decided at damage calculation
    # and carried out at the end of the step (F20); whether damage calculation happened (F21).
    DS_F_ATTACKER_DESTROYED = 2
    DS_F_TARGET_DESTROYED = 3
    DS_F_CALCULATED = 4

cdef int damage_step_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
