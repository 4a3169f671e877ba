# The activated family's operations (issue 8): costs paid at activation (FX_COST programs),
# declarations, counters, and the resolution operations its cards need (opcodes.pxd 60-79).

from libc.stdint cimport int32_t

# Can the cost program of `fx` be paid in full by `player` now (U03, U08)?
cdef bint costs_payable(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                        int32_t player) noexcept nogil
# Runs cost instruction `insn` of chain link `link`; `sub` counts its chosen cards so far.
# RC_OK when it is paid, RC_DECIDE when a choice (DEC_COST, DEC_OPTION) is pending.
cdef int cost_run(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                  int32_t* sub) noexcept nogil
# Applies the action answering that choice, then continues like cost_run.
cdef int cost_take(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                   int32_t* sub) noexcept nogil
# Legal answers to the pending cost choice (`chosen`: the cards this instruction took so far).
cdef int32_t cost_choices(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                          int32_t chosen, int32_t* out) noexcept nogil

# Resolution. vm/operations.pyx registers these opcodes in its OPS table with one wrapper that
# hands over the operation's selection (`cards`, `n`: its SEL_* argument A resolved; n -1 for
# an operation whose argument A is not a selection).
cdef bint takes_selection(int32_t op) noexcept nogil
cdef int run_activated(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn,
                       const int32_t* cards, int32_t n) noexcept nogil
# Whether the operation will do something (for "and if you do" parts).
cdef bint activated_acts(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                         int32_t n) noexcept nogil
# OP_DISCARD_CHOSEN: resuming with the chosen card, and the cards it may choose (DEC_CHOOSE).
cdef int resume_discard_chosen(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil
cdef int32_t discard_choices(const int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn,
                             int32_t* out) noexcept nogil
# The card goes to the bottom of its owner's Deck (Good Goblin Housekeeping; Chick the Yellow).
cdef void to_deck_bottom(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
