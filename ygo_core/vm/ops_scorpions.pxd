# The scorpions family's operations and checks (opcodes.pxd OP_* 49-59, APPLY_* 41-44),
# registered in vm/operations.pyx's OPS table; the modal effects themselves (FXF_MODAL) are
# chosen at activation (proc/activation.pyx).

from libc.stdint cimport int32_t

# OP_MILL: the top B cards of player A's Deck go to the GY (as many as there are).
cdef int op_mill(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# OP_DECK_TOP_OR_BOTTOM: the effect's player sees the top card of player A's Deck, then decides
# (DEC_YESNO) whether it goes to the bottom.
cdef int op_deck_top_or_bottom(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil
cdef int resume_deck_top_or_bottom(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil
# Will OP_MILL / OP_DECK_TOP_OR_BOTTOM do something (the Deck holds a card)?
cdef bint scorpions_op_acts(const int32_t* s, int32_t link, const int32_t* insn) noexcept nogil
# OP_SUMMON_CHOSEN with E 1 ("up to 1 of each card name"): drop from `cards` those sharing a
# name with a card this resolution already summoned (CF_SUMMONED_NOW); mark one summoned; and
# clear the marks once the operation is over.
cdef int32_t drop_names_summoned(const int32_t* s, const int32_t* db, int32_t* cards, int32_t n) noexcept nogil
cdef void mark_summoned_now(int32_t* s, int32_t card) noexcept nogil
cdef void clear_summoned_now(int32_t* s) noexcept nogil
# APPLY_DIRECT_ATTACK: may this monster attack directly while the opponent controls monsters?
cdef bint attacks_directly_anyway(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
