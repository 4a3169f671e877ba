# Resolving the chain (W05-W06, W11, X01, V03): links resolve last-in first-out, each running
# its operations; then Spells and Traps that do not stay go to the GY together, the chain is
# cleared, and triggers that waited are put on a new chain.

from libc.stdint cimport int32_t

cpdef enum:
    RS_LINK = 0
    RS_OP = 1
    RS_RESUME = 2
    RS_END = 3

cpdef enum:
    # Frame words of PROC_RESOLVE: the link resolving (HDR_CHAIN_LEN - 1 down to 0; -1 once all
    # resolved), its instruction (0 up to the effect's FX_N_OPS, reached when the link is done),
    # and the instruction's own progress (choices made so far, up to its INSN_B; 0 between
    # instructions).
    RS_F_LINK = 2
    RS_F_PC = 3
    RS_F_SUB = 4
    # A card chosen by the instruction, waiting for its position (H03).
    RS_F_CHOSEN = 5
    # 1 when the last instruction did something (for INSN_IF_DONE).
    RS_F_DONE = 6

cdef int resolve_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
