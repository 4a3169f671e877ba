# Reading the compiled effects out of the card data block (layout.pxd, opcodes.pxd).

from libc.stdint cimport int32_t
from ygo_core.layout cimport BLK_CODE_AT, BLK_EFFECTS_AT, DB_FLAGS, DB_FX_COUNT, DB_FX_FIRST, DBF_HAS_EFFECT, HDR_N_CARDS, db_get
from ygo_core.vm.opcodes cimport FX_FLAGS, FX_KIND, FX_WIDTH, FXF_SHARES_ONCE, FXK_MODE

cdef inline int32_t fx_get(const int32_t* db, int32_t fx, int32_t field) noexcept nogil:
    # One word of effect row `fx`.
    return db[db[BLK_EFFECTS_AT] + fx * FX_WIDTH + field]

cdef inline const int32_t* code_at(const int32_t* db, int32_t offset) noexcept nogil:
    # A record of the code pool (a filter or the first of a run of instructions).
    return db + db[BLK_CODE_AT] + offset

cdef inline int32_t first_effect(const int32_t* db, const int32_t* s, int32_t card) noexcept nogil:
    return db_get(db, s, card, DB_FX_FIRST)

cdef inline int32_t effect_count(const int32_t* db, const int32_t* s, int32_t card) noexcept nogil:
    return db_get(db, s, card, DB_FX_COUNT)

cdef inline int32_t mode_head(const int32_t* db, int32_t fx) noexcept nogil:
    # (scorpions family) The modal effect a mode row (FXK_MODE) belongs to: its kind says how
    # the card was activated, its row keeps the once-per-turn record; any other row is itself.
    while db[db[BLK_EFFECTS_AT] + fx * FX_WIDTH + FX_KIND] == FXK_MODE:
        fx -= 1
    return fx


cdef inline int32_t once_key(const int32_t* db, int32_t fx) noexcept nogil:
    # The row a once-per-turn limit counts the use of: a mode's head (scorpions: the modal
    # effect); FXF_SHARES_ONCE (chaos): the row before it.
    fx = mode_head(db, fx)
    return fx - 1 if fx_get(db, fx, FX_FLAGS) & FXF_SHARES_ONCE else fx


# The bits one effect row asks for (a family's mechanism flags: HDR_LOCKS, HDR_MISC, HDR_CHAOS).
ctypedef int32_t (*row_bits_fn)(const int32_t* db, int32_t fx) noexcept nogil


cdef inline int32_t effect_rows_bits(const int32_t* s, const int32_t* db, row_bits_fn bits_of) noexcept nogil:
    # When the duel starts: the union of `bits_of` over the effect rows of its cards, so that
    # only the mechanisms some card of the duel uses cost anything later.
    cdef int32_t card, k, bits = 0
    for card in range(s[HDR_N_CARDS]):
        if db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
            for k in range(effect_count(db, s, card)):
                bits |= bits_of(db, first_effect(db, s, card) + k)
    return bits
