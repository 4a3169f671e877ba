# The fusion family's operations (opcodes.pxd, "fusion family"): summons from the Extra Deck
# (Metamorphosis, Magical Scientist), absorbing a monster, Ritual Summons, coin tosses.

from libc.stdint cimport int32_t


# OP_SUMMON_FROM_EXTRA: ask for the card, resume with it (then its position), and the cards
# the player may choose; LING_FROM_EXTRA_FOR_TURN's return in the End Phase (proc/turn.pyx).
cdef int op_summon_from_extra(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil
cdef int resume_summon_from_extra(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil
cdef int32_t extra_summon_candidates(const int32_t* s, const int32_t* db, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil
cdef void return_for_the_turn(int32_t* s, const int32_t* db) noexcept nogil

# COND_CAN_ABSORB for the card; OP_ABSORB on the (rechecked) target.
cdef bint can_absorb(const int32_t* s, int32_t card) noexcept nogil
cdef int absorb(int32_t* s, const int32_t* db, int32_t link, int32_t target) noexcept nogil

# COND_CAN_RITUAL; OP_RITUAL_SUMMON's first step, its resumption, and the choices of its step.
cdef bint can_ritual_summon(const int32_t* s, const int32_t* db, int32_t player, int32_t code) noexcept nogil
cdef int op_ritual_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil
cdef int resume_ritual_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil
cdef int32_t ritual_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn, int32_t* out) noexcept nogil

# OP_COIN_DESTROY: toss and destroy, or ask for the first pick; resume with a pick; the cards
# that may be picked now.
cdef int op_coin_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
cdef int resume_coin_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil
cdef int32_t coin_destroy_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil
