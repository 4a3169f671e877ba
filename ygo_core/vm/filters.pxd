# Compiled filters evaluated over the card table (opcodes.pxd F_*), and the continuous effects
# every filter needs to know about ("cannot be targeted", V04).

from libc.stdint cimport int32_t
from ygo_core.layout cimport CAP_CARDS, applier_active
from ygo_core.vm.opcodes cimport APPLY_UNTARGETABLE

cpdef enum:
    # Continuous appliers that can be active at once (one per effect of a face-up card).
    CAP_APPLIERS = 64
    # Continuous instructions of the face-up cards at once, negated ones too (walk_continuous).
    CAP_CONTINUOUS = 96

# Does `card` match filter `f`, read from the side of `player`, for an effect of `source`?
cdef bint filter_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                       int32_t player, int32_t source) noexcept nogil
# Cards matching `f` (ascending ids) written to `out` (NULL: only counted), up to `limit`
# (the walk ends there); returns their number.
cdef int32_t collect_up_to(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                           int32_t source, int32_t* out, int32_t limit) noexcept nogil
# Cards matching `f` (ascending ids) written to `out` (may be NULL); returns their number.
cdef inline int32_t filter_collect(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                                   int32_t source, int32_t* out) noexcept nogil:
    return collect_up_to(s, db, f, player, source, out, CAP_CARDS)
# Are at least `needed` cards matching the filter (needed <= 0: always)? Stops counting there.
# (Inline, as filter_collect: one call layer less on the walks the activation checks ask most.)
cdef inline bint filter_at_least(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                                 int32_t source, int32_t needed) noexcept nogil:
    return collect_up_to(s, db, f, player, source, NULL, needed) >= needed
# (MR3 pendulum) Does a card in the controller of `card`'s other Pendulum Zone fit `f`?
cdef bint other_scale_fits(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card) noexcept nogil
# The continuous appliers in force: source cards and instruction pointers; returns the count.
# Read from HDR_APPLIERS while it holds, else from a walk of the field.
cdef int32_t collect_appliers(const int32_t* s, const int32_t* db, int32_t* cards,
                              const int32_t** insns) noexcept nogil
# Those of one APPLY_* kind, in the same order.
cdef int32_t collect_appliers_of(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                                 const int32_t** insns) noexcept nogil
# The field walk itself (`kind` < 0: every kind), for the application that rewrites the list.
cdef int32_t walk_appliers(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                           const int32_t** insns) noexcept nogil
# The application's one walk: every continuous instruction face-up, negated or not (-1 past
# `cap`), then narrowed in place to the appliers in force once negation is refreshed.
cdef int32_t walk_continuous(const int32_t* s, const int32_t* db, int32_t* cards,
                             const int32_t** insns, int32_t cap) noexcept nogil
cdef int32_t narrow_to_appliers(const int32_t* s, const int32_t* db, int32_t n, int32_t* cards,
                                const int32_t** insns) noexcept nogil
# Speed (issue 12): would re-applying the continuous effects after a move, turn or position
# change of this card alone change nothing but its own stats? (HDR_DIRTY's DIRTY_CARD)
cdef bint change_is_local(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# The appliers of HDR_APPLIERS (`kind` < 0: all), in order; only while appliers_kept holds.
cdef int32_t kept_appliers(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                           const int32_t** insns) noexcept nogil
# After an application: its appliers kept in HDR_APPLIERS for the checks until HDR_DIRTY.
cdef void keep_appliers(int32_t* s, const int32_t* db, int32_t n, const int32_t* cards,
                        const int32_t** insns) noexcept nogil
# Does a continuous applier of kind `applier` (APPLY_*) cover the card? Free (inline) when no
# applier of that kind is in force (HDR_ACTIVE_APPLIERS).
cdef bint applier_in_force_covers(const int32_t* s, const int32_t* db, int32_t applier,
                                  int32_t card) noexcept nogil
cdef inline bint applier_covers(const int32_t* s, const int32_t* db, int32_t applier, int32_t card) noexcept nogil:
    return applier_active(s, applier) and applier_in_force_covers(s, db, applier, card)
# V04, APPLY_UNTARGETABLE: can card effects target this card?
cdef inline bint untargetable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_UNTARGETABLE, card)

# ---- MR3 pendulum family ----
# C09, M10: the Pendulum Scale a card gives (side 0: its left Scale, 1: its right): printed,
# then APPLY_SCALE_UNLESS of its own, then its latest LING_SCALE record (scale changes).
cdef int32_t current_scale(const int32_t* s, const int32_t* db, int32_t card, int32_t side) noexcept nogil

# ---- MR3 sdmp family ----
# The card's Level now: current_level (vm/ops_synchro_level.pxd) plus the APPLY_LEVEL changes in
# force while it is face-up on the field (Powerful Rebirth); what every Level check reads.
cdef int32_t monster_level(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
