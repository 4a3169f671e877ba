# The battle family's operations (opcodes.pxd OP_* 80-99), registered in vm/operations.pyx's
# OPS table. Same signature as every operation there.

from libc.stdint cimport int32_t

# OP_LASTING_STATS: the effect's own card (face-up on the field, same stint) gets B ATK and C
# DEF for as long as it stays face-up there (Zombyra the Dark: "this card loses 200 ATK").
cdef int op_lasting_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil
# OP_PIERCE_THIS_TURN: the effect's own card inflicts piercing damage until the end of the turn.
cdef int op_pierce_this_turn(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil
