# MR3 sdmp family (docs/mr3-cards.md 5.1-5.4): lingering marks on cards (opcodes.pxd, "MR3 sdmp
# family"). Only the layout is cimported, so filters.pyx and the procedures can use it.

from libc.stdint cimport int32_t

# Does the card hold a lingering mark of this LING_* kind for its current stint (AD01)?
cdef bint marked(const int32_t* s, int32_t kind, int32_t card) noexcept nogil
# LING_EFFECT_PROOF: keeps, in place, the cards of `cards[:n]` that an effect may destroy; returns
# how many are left.
cdef int32_t drop_effect_proof(const int32_t* s, int32_t* cards, int32_t n) noexcept nogil
# LING_POSITION_LOCK: the card cannot change its battle position by hand (nor be Flip Summoned).
cdef bint position_marked(const int32_t* s, int32_t card) noexcept nogil
# Does the card have this rule (FXK_RULE row with instruction OP_RULE_*)?
cdef bint has_rule(const int32_t* s, const int32_t* db, int32_t card, int32_t op) noexcept nogil
# OP_RULE_UNIQUE: would `player` controlling this card make a second face-up copy of its name on
# their field (one is face-up in their Monster Zones already)?
cdef bint unique_blocked(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# MARK_BATTLE_DESTROYED: called as a monster destroyed by battle reaches the GY (Inari Fire).
cdef int note_battle_destroyed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# COND_BATTLE_DESTROYED_STANDBY: in the GY with that mark, made for this turn.
cdef bint battle_destroyed_until_now(const int32_t* s, int32_t card) noexcept nogil
