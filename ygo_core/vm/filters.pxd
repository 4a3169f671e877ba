# Compiled filters evaluated over the card table (opcodes.pxd F_*), and the continuous effects
# every filter needs to know about ("cannot be targeted", V04).

from libc.stdint cimport int32_t

cpdef enum:
    # Continuous appliers that can be active at once (one per effect of a face-up card).
    CAP_APPLIERS = 64

# Does `card` match filter `f`, read from the side of `player`, for an effect of `source`?
cdef bint filter_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                       int32_t player, int32_t source) noexcept nogil
# Cards matching `f` (ascending ids) written to `out` (may be NULL); returns their number.
cdef int32_t filter_collect(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                            int32_t source, int32_t* out) noexcept nogil
# Are at least `needed` cards matching the filter (needed <= 0: always)? Stops counting there.
cdef bint filter_at_least(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                          int32_t source, int32_t needed) noexcept nogil
# The continuous appliers in force: source cards and instruction pointers; returns the count.
cdef int32_t collect_appliers(const int32_t* s, const int32_t* db, int32_t* cards,
                              const int32_t** insns) noexcept nogil
# Does a continuous applier of kind `applier` (APPLY_*) cover the card?
cdef bint applier_covers(const int32_t* s, const int32_t* db, int32_t applier, int32_t card) noexcept nogil
# V04, APPLY_UNTARGETABLE: can card effects target this card?
cdef bint untargetable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
