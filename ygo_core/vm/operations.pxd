# Operations of compiled effects (opcodes.pxd OP_*), run by the chain resolution. An operation
# finishes (RC_OK), waits for a choice (RC_DECIDE, resumed by resume_op with the action), or
# pushes a procedure that carries it out (OP_FRAME_PUSHED).

from libc.stdint cimport int32_t

cpdef enum:
    OP_FRAME_PUSHED = 2

# `f`: the resolution frame (its RS_F_SUB word is the operation's progress); `link`: the offset
# of the resolving chain link; `insn`: the instruction.
cdef int run_op(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int resume_op(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# DEC_CHOOSE: the cards the resolving operation may choose (ACT_SELECT), plus ACT_PASS when
# stopping is allowed.
cdef int32_t choose_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# DEC_POSITION: face-up Attack or face-up Defense (H03).
cdef int32_t position_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
