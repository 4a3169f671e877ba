# Flip Summon and manual battle position changes (section O).

from libc.stdint cimport int32_t

# O02-O03: can the turn player Flip Summon this face-down monster now?
cdef bint can_flip_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# O07-O09: can the turn player change this monster's battle position manually now?
cdef bint can_change_position(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# O02, O04-O05: flips it face-up in Attack Position; FLIP effects and the summon window follow.
cdef int flip_summon(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef void change_position(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
