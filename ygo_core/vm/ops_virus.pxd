# MR3 quick family, third round (opcodes.pxd "virus"): Eradicator Epidemic Virus, a declared
# kind of card (Spell or Trap) destroyed in the opponent's hand and field, then in their draws.

from libc.stdint cimport int32_t

# The TYPE_* bit of a declared kind of card (LINK_DECLARED of DECLARE_CARD_KIND or
# DECLARE_SPELL_OR_TRAP: 0 Monster, 1 Spell, 2 Trap).
cdef int32_t declared_type_bit(int32_t declared) noexcept nogil
# OP_DESTROY_DECLARED_KIND: the cards of the opponent's hand and field of the declared kind
# (ascending card ids), after revealing the hand and the face-down cards to the effect's player.
cdef int32_t look_for_declared_kind(int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil
# OP_DRAW_CHECK: the opponent's draws are checked until the end of their 3rd turn from now.
cdef int op_draw_check(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil
