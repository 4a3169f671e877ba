from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport INSN_A, INSN_B


cdef bint card_below_of_kind(const int32_t* s, const int32_t* db, const int32_t* insn) noexcept nogil:
    # W, Z: the link the new one answers is the activation of a Spell/Trap Card (not an effect
    # of a face-up card) with all type bits A and none of B (a Normal Trap: no subtype bit).
    cdef int32_t link, types
    if s[HDR_CHAIN_LEN] <= 0:
        return False
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    if not s[link + LINK_FLAGS] & LF_CARD_ACTIVATION:
        return False
    types = db_get(db, s, s[link + LINK_CARD], DB_TYPE)
    return types & insn[INSN_A] == insn[INSN_A] and not types & insn[INSN_B]
