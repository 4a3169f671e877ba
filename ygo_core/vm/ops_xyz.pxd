# MR3 summons (xyz helper): the vocabulary's Xyz Material primitives (opcodes.pxd, "MR3 summons").
# Detaching is a cost (L08), paid at activation (proc/activation.pyx through ops_activated).

from libc.stdint cimport int32_t

# COND_MATERIALS_AT_LEAST, COND_SUMMONED_BY for the effect's card.
cdef bint xyz_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card) noexcept nogil
# OP_COST_DETACH: can the card pay it (it has the materials)?
cdef bint can_detach(const int32_t* s, int32_t card, int32_t n) noexcept nogil
# OP_COST_DETACH: detaches n materials of the card (the lowest card ids), to the GY; returns
# how many went, or an ERR_*.
cdef int detach_materials(int32_t* s, const int32_t* db, int32_t card, int32_t n) noexcept nogil
