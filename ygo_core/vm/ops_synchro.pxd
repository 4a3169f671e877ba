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
# OP_SYNCHRO_WITH_SELF: `self_card` is the effect's card if still face-up there (else NO_CARD);
# asks DEC_CHOOSE, or does nothing.
cdef int op_synchro_with_self(int32_t* s, const int32_t* db, int32_t link, int32_t self_card) noexcept nogil
# Its DEC_CHOOSE candidates (Synchro Monsters of the Extra Deck), and its resumption (pushes the
# Synchro Summon: returns RC_OK, the caller reports the frame pushed).
cdef int32_t synchro_with_self_candidates(const int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil
cdef int resume_synchro_with_self(int32_t* s, const int32_t* db, int32_t link) noexcept nogil
# OP_MARK_RESOLVED on the selection `cards`.
cdef int op_mark_resolved(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards,
                          int32_t n) noexcept nogil
# COND_SYNCHRO_WITH_SELF, COND_FOE_SPECIAL_SUMMONING, COND_RESOLVED_THIS_TURN.
cdef bint synchro_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                            int32_t player) noexcept nogil
