# MR3 summons (xyz helper): the Synchro Summon (rules-mr3.md K) and the Xyz Summon (L), the turn
# player's actions in their Main Phase (ACT_SUMMON on the Extra Deck monster). Not activated and
# no chain: summons the opponent may answer with a summon negation (H04, H17: the window of
# HDR_SUMMONING), then "when summoned" responses. Materials are chosen one per decision
# (DEC_MATERIAL), each choice keeping the summon completable.

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_EXTRA_SUMMON.
    ES_ASK_MATERIAL = 0
    ES_TAKE_MATERIAL = 1
    ES_ASK_POSITION = 2
    # Reads the position; the materials go (sent to the GY, K02; attached, L01), then the
    # monster is placed.
    ES_PLACE = 3
    # After the summon-negation window (Solemn Judgment): the summon succeeds or not.
    ES_SUCCEED = 4

cpdef enum:
    # Frame words: the Synchro or Xyz Monster (in the Extra Deck until placed), its summoner,
    # the materials chosen so far, then those materials (monsters on the field). Past ES_PLACE
    # the material words are no longer read (the window writes FRAME_RESULT, the third).
    ES_F_CARD = 2
    ES_F_PLAYER = 3
    ES_F_CHOSEN = 4
    ES_F_MATERIALS = 5
    # At most this many materials (frame words 5..9): the player's Monster Zones.
    ES_MAX_MATERIALS = 5

# Can `player` Synchro or Xyz Summon this Extra Deck card now (the era allows it, a full set of
# materials exists)? The caller checks the summon lock and the Main Phase.
cdef bint extra_summonable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# MR3 synchro: could `player` Synchro Summon this Extra Deck card now with `material` among the
# materials (OP_SYNCHRO_WITH_SELF, COND_SYNCHRO_WITH_SELF)?
cdef bint synchro_summonable_with(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                                  int32_t material) noexcept nogil
# The player's Extra Deck cards for which synchro_summonable_with holds, into out (ascending ids,
# out may be NULL); returns how many.
cdef int32_t synchros_with(const int32_t* s, const int32_t* db, int32_t player, int32_t material,
                           int32_t* out) noexcept nogil
# Pushes PROC_EXTRA_SUMMON for `card` with `material` chosen as its first material.
cdef int start_synchro_with(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                            int32_t material) noexcept nogil
# Inserts ACT_SUMMON + card for each such card of the player's Extra Deck into out[0:n]
# (kept ascending); returns the new count. Nothing to do unless HDR_EXTRA_MONSTERS says so.
cdef int32_t gen_extra_summons(const int32_t* s, const int32_t* db, int32_t player, int32_t* out,
                               int32_t n) noexcept nogil
# Pushes PROC_EXTRA_SUMMON for the card. Returns RC_OK or an ERR_*.
cdef int start_extra_summon(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
cdef int extra_summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# DEC_MATERIAL: the monsters that may be the next material.
cdef int32_t material_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
