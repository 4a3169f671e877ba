# Moving cards between piles and zones: the single place every card move goes through (the
# location router of rules-mr3.md 4.5), so that bookkeeping on leaving and entering the field
# happens once.

from libc.stdint cimport int32_t

# Adds a new card instance for db row `row`, owned by `owner`, nowhere yet. Returns its id or
# ERR_CAPACITY.
cdef int32_t new_card(int32_t* s, int32_t row, int32_t owner) noexcept nogil
# Puts a card on top of one of its owner's piles (C10: cards always go to the owner's GY).
# A card going to the GY joins the owner's batch of unordered arrivals (HDR_GY_UNORDERED),
# which the driver closes after the step that moved it (proc/graveyard.pyx); a card placed
# by a position set-up (from nowhere) does not.
cdef int move_to_pile(int32_t* s, const int32_t* db, int32_t card, int32_t pile) noexcept nogil
# Sends a card to its owner's GY in a way that is not destruction (a Tribute, a cost, "send to
# the GY": Y): a link that acts when its card is destroyed does not act (Call of the Haunted
# stays when its monster is Tributed).
cdef int send_not_destroyed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# Puts a card into a field zone of `player` with `position`.
cdef int move_to_zone(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                      int32_t zone, int32_t position) noexcept nogil
# Y13-Y14: control of a monster on the field passes to `player`, into their lowest free Monster
# Zone, keeping its position; with no free zone the monster is destroyed and sent to its
# owner's GY (by the rules, not by an effect). Returns 1 when control changed, 0 when it did
# not (already theirs, not on the field, or destroyed).
cdef int change_control(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# The lowest free Monster Zone of `player`, or -1 (C02; MR3 zones have no column effects, so
# the engine picks the zone rather than asking).
cdef int32_t free_monster_zone(const int32_t* s, int32_t player) noexcept nogil
cdef int32_t count_monsters(const int32_t* s, int32_t player) noexcept nogil
# The lowest free Spell & Trap Zone of `player`, or -1 (C05).
cdef int32_t free_spell_zone(const int32_t* s, int32_t player) noexcept nogil
# Turns a face-down card face-up in `position`, keeping its stint (it did not leave the field).
cdef void reset_field_state(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef void turn_face_up(int32_t* s, const int32_t* db, int32_t card, int32_t position) noexcept nogil
# Speed (issue 12): HDR_DIRTY after the card came onto the field from off it, turned face-up or
# changed position: DIRTY_CARD + card when only its own stats can change (change_is_local).
cdef void dirty_card(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# The player's hand (or Monster Zones) as ascending card ids, so actions come out sorted.
cdef int32_t sorted_cards(const int32_t* s, int32_t player, bint monsters, int32_t* ids) noexcept nogil
# ---- MR3 summons (xyz helper) ----
# The Xyz Materials attached to `xyz` (LOC_OVERLAY cards whose CARD_EQUIPPED_TO it is),
# ascending, into `out` (NULL: just count them).
cdef int32_t xyz_materials(const int32_t* s, int32_t xyz, int32_t* out) noexcept nogil
# L01/L04: makes `card` (on the field) an Xyz Material of `xyz`. Returns RC_OK or an ERR_*.
cdef int attach_material(int32_t* s, const int32_t* db, int32_t card, int32_t xyz) noexcept nogil
