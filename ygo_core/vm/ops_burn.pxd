# The burn family's mechanisms (opcodes.pxd, "The burn family").
from libc.stdint cimport int32_t

# APPLY_COUNT_STANDBY at the start of a Standby Phase (proc/turn.pyx).
cdef void standby_counters(int32_t* s, const int32_t* db) noexcept nogil
# APPLY_GOES_WITH_LINKED, before the continuous effects are applied (proc/continuous.pyx).
cdef void destroy_unlinked(int32_t* s, const int32_t* db) noexcept nogil
# OP_LINK_TARGET on its selection.
cdef int link_to_target(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil
# COND_SPELL_TARGETS_ONLY_SELF, COND_ATTACKED.
cdef bint burn_condition(const int32_t* s, const int32_t* db, int32_t op, int32_t card) noexcept nogil
# OP_BOOST_FOR_CALCULATION on its selection; the boosts' end after damage calculation.
cdef int boost_for_calculation(int32_t* s, int32_t link, const int32_t* cards, int32_t n,
                               int32_t atk) noexcept nogil
cdef void end_calculation_boosts(int32_t* s) noexcept nogil
# Fake Trap: COND_WOULD_DESTROY_OWN_TRAP, OP_SPARE_TRAPS, the destroying link's spared cards,
# and the end of the sparing with the chain (proc/resolve.pyx clear_chain).
cdef bint would_destroy_own_trap(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
cdef int spare_traps(int32_t* s, const int32_t* db, int32_t link) noexcept nogil
cdef int32_t drop_spared(const int32_t* s, const int32_t* db, int32_t link, int32_t* cards, int32_t n) noexcept nogil
cdef void end_chain_spares(int32_t* s) noexcept nogil
