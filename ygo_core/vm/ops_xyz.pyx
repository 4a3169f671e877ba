# MR3 summons (xyz helper): Xyz Materials as costs and conditions (ops_xyz.pxd).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_CAPACITY
from ygo_core.vm.opcodes cimport COND_MATERIALS_AT_LEAST, COND_SUMMONED_BY, INSN_A, INSN_OP, INSN_OP_MASK
from ygo_core.proc.move cimport move_to_pile, xyz_materials


cdef bint xyz_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == COND_MATERIALS_AT_LEAST:
        return can_detach(s, card, insn[INSN_A])
    # COND_SUMMONED_BY: CARD_SUMMON_KIND is cleared when the card leaves the field (AD01), so
    # the condition holds for a card on the field, by the summon of its current stay.
    return (card_get(s, card, CARD_LOCATION) == LOC_MZONE
            and card_get(s, card, CARD_SUMMON_KIND) == insn[INSN_A])


cdef bint can_detach(const int32_t* s, int32_t card, int32_t n) noexcept nogil:
    return (card_get(s, card, CARD_LOCATION) == LOC_MZONE and s[HDR_EXTRA_MONSTERS] & XS_XYZ
            and xyz_materials(s, card, NULL) >= n)


cdef int detach_materials(int32_t* s, const int32_t* db, int32_t card, int32_t n) noexcept nogil:
    # L08: a cost, not an effect: the materials go to their owners' GYs, not "sent from the
    # field" (move.pyx: a card leaving LOC_OVERLAY raises no field event).
    cdef int32_t mats[CAP_CARDS]
    cdef int32_t m = xyz_materials(s, card, mats)
    cdef int32_t i
    cdef int rc
    if m > n:
        m = n
    for i in range(m):
        rc = move_to_pile(s, db, mats[i], PILE_GY)
        if rc < 0:
            return rc
    return m
