# Operations of the triggers family (opcodes.pxd OP_* 40-59), registered in the OPS table of
# vm/operations.pyx. The ones that act on a selection get it from operations.pyx (cards, n).

from libc.stdint cimport int32_t

# OP_DESTROY_BANISH: destroyed, and banished instead of going to the GY.
cdef int destroy_banish(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n) noexcept nogil
# OP_BANISH_NAMED_FROM_DECKS: if the first card's type has `kind`, its name leaves both Decks.
cdef int banish_named_from_decks(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n,
                                 int32_t kind) noexcept nogil
# OP_DAMAGE_BY_LEVEL: `per` x the Level of the first card if it is a Monster Card, to `player`.
cdef int damage_by_level(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n, int32_t per,
                         int32_t player) noexcept nogil
cdef int op_move_all(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_each_draw(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_discard_random_noted(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                 const int32_t* insn) noexcept nogil
cdef int op_choose_to_deck(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int op_excavate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
cdef int resume_excavate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                const int32_t* insn) noexcept nogil
cdef int op_draw_per(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
# The chosen card of OP_CHOOSE_TO_DECK (DEC_CHOOSE, HDR_ACTION) goes to its owner's Deck.
cdef int resume_choose_to_deck(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil
