# MR3 synchro family: Level modification and the operations of the Synchron cards
# (opcodes.pxd, "MR3 synchro family"; docs/mr3-cards.md 4.1, 4.4).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.ops_synchro_level cimport current_level


# OP_LEVEL_CHANGE on the selection `cards` (n of them).
cdef int op_level_change(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                         const int32_t* cards, int32_t n) noexcept nogil
# OP_GAIN_ATK_OF.
cdef int op_gain_atk_of(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil
