# The misc family's conditions and operations (opcodes.pxd COND_* 47-49, OP_* 105-119), and the
# battle hooks of its continuous effects (proc/damage_step.pyx). Same signatures as the others.

from libc.stdint cimport int32_t

# COND_CARD_BELOW_KIND: is the link directly below a Spell/Trap Card's activation of that kind?
cdef bint card_below_of_kind(const int32_t* s, const int32_t* db, const int32_t* insn) noexcept nogil
