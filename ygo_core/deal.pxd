# Starting a duel from its cards: the shuffles, the opening hands and the run to the first
# decision, in the core (Duel's constructor and DuelBatch's resets both use it, so a batch's
# duel is the same duel, bit for bit, as a Duel made with the same seed).

from libc.stdint cimport int32_t

# A02, A04: shuffles both Decks with the duel's RNG (already seeded), draws the opening hands
# and runs to the first decision. `s` holds the duel's cards in their Decks, unshuffled (as
# Duel's constructor leaves them before dealing). Returns RC_DECIDE, RC_OK or an ERR_*.
cdef int deal_and_start(int32_t* s, const int32_t* db) noexcept nogil
# Marks the duel's effect flags, scans its locks and runs PROC_TURN from `step` to the first
# decision (the last part of any duel's set-up). Returns RC_DECIDE, RC_OK or an ERR_*.
cdef int start_at(int32_t* s, const int32_t* db, int32_t step) noexcept nogil
# The header words derived from the duel's cards (their trigger events, effects, Spell/Trap
# triggers, Pendulums, and the lock, misc, chaos and Extra Deck mechanisms they use), set when
# it starts; the saved-state check re-derives them on a copy (derived_words).
cdef void scan_duel_cards(int32_t* s, const int32_t* db) noexcept nogil
