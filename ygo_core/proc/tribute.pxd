# Which monsters a player may Tribute (G07, G09-G10), which Tributes an effect makes them
# include (Soul Exchange), and whether a monster in the hand can be Normal Summoned or Set right
# now. Shared by the summon procedure and by the U08 check of effects that grant an extra
# Normal Summon (Ultimate Offering), so it depends on no procedure.

from libc.stdint cimport int32_t

cpdef enum:
    # The most Tributes one summon needs (G07: Level 7 and up).
    MAX_TRIBUTES = 2
    # Monsters one player may Tribute at most: their own and the opponent's Monster Zones.
    CAP_TRIBUTE_SOURCES = 10
    # LINGER_VALUE of a LING_MAY_TRIBUTE record: a Tribute the player makes must include it.
    TRIBUTE_REQUIRED = 1

# G07: Tributes a monster of `level` needs (0, 1 or 2).
cdef int32_t tributes_needed(int32_t level) noexcept nogil
# G10: the monsters `player` may Tribute, ascending card ids; returns their number.
cdef int32_t tribute_sources(const int32_t* s, int32_t player, int32_t* out) noexcept nogil
# Can `candidate` be the next Tribute, after `chosen[0:n_chosen]`, of a summon by `player`
# needing `needed`, so that the Tributes can still be completed legally?
cdef bint tribute_choice_legal(const int32_t* s, int32_t player, int32_t needed, const int32_t* chosen,
                               int32_t n_chosen, int32_t candidate) noexcept nogil
# G02, G07: could `player` Normal Summon or Set this card now (the once-per-turn limit aside)?
cdef bint summonable_now(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# How many monsters in the player's hand are summonable_now.
cdef int32_t summonable_in_hand(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
