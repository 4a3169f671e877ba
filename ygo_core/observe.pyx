# cython: binding=True
"""The observation of one player, written in the core (layout: ``ygo_core/observe.pxd``).

Every offset is a named constant of this module (``ygo_core.observe.OBS_*``, ``OPT_*``,
``OPTK_*``); :data:`OBS_FIELDS` lists the fields as ``(name, offset, size, meaning)`` rows,
the table printed in ``docs/observation.md``.
"""
from libc.stdint cimport int16_t, int32_t, uint8_t, uint32_t, uint64_t
from libc.string cimport memcpy, memmove

from ygo_core.layout cimport *
from ygo_core.actions cimport *
from ygo_core.engine cimport action_cards, legal_actions


cdef int32_t relative_zone(const int32_t* s, int32_t card, int32_t viewer) noexcept nogil:
    # A monster's zone as the viewer numbers it: 0-4 theirs, 5-9 the foe's; -1 none.
    if card == NO_CARD or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return -1
    if card_get(s, card, CARD_CONTROLLER) == viewer:
        return card_get(s, card, CARD_SEQUENCE)
    return CAP_MZONE + card_get(s, card, CARD_SEQUENCE)


cdef void write_header(const int32_t* s, int32_t viewer, int32_t* out) noexcept nogil:
    # The OBS_HEADER words: turn, phase, step, whose turn, LP and pile counts, mine first.
    cdef int32_t foe = opponent(viewer), k, side
    out[OBS_TURN] = s[HDR_TURN]
    out[OBS_PHASE] = s[HDR_PHASE]
    out[OBS_BATTLE_STEP] = s[HDR_BATTLE_STEP]
    out[OBS_MY_TURN] = s[HDR_TURN_PLAYER] == viewer
    for k in range(N_PLAYERS):
        side = viewer if k == 0 else foe
        out[OBS_LP + k] = s[HDR_LP + side]
        out[OBS_DECK_COUNT + k] = pile_count(s, side, PILE_DECK)
        out[OBS_HAND_COUNT + k] = pile_count(s, side, PILE_HAND)
        out[OBS_GY_COUNT + k] = pile_count(s, side, PILE_GY)
        out[OBS_BANISHED_COUNT + k] = pile_count(s, side, PILE_BANISHED)
    out[OBS_NORMAL_SUMMON_USED] = s[HDR_NORMAL_SUMMON_TURN] == s[HDR_TURN]
    out[OBS_MY_DECISION] = s[HDR_DECIDER] == viewer


cdef inline bint seen_across(const int32_t* s, int32_t card, int32_t viewer) noexcept nogil:
    # visible_to for a card in the Monster, Spell & Trap or Field Zones of the viewer's foe (a
    # card in a player's zones or piles is that player's: C10): face-up or revealed (C13, C15).
    return is_face_up(card_get(s, card, CARD_POSITION)) or (card_get(s, card, CARD_REVEALED) & (1 << viewer)) != 0


cdef inline void clear_cells(int32_t* out, int32_t start, int32_t end) noexcept nogil:
    # OBS_EMPTY in out[start:end] (nothing when end <= start): the list cells a write no longer
    # uses.
    cdef int32_t i
    for i in range(start, end):
        out[i] = OBS_EMPTY


cdef inline int32_t write_list_end(int32_t* out, int32_t written, int16_t* extent) noexcept nogil:
    # A list of which `written` cells were just written: clears the ones its last write used
    # past them and records the new extent. Returns `written`.
    clear_cells(out, written, extent[0])
    extent[0] = <int16_t>written
    return written


cdef void write_side(const int32_t* s, const int32_t* db, int32_t side, int32_t viewer,
                     int32_t* out, ObsExtents* ext, int32_t block) noexcept nogil:
    # One side's OBS_SIDE words (block 0 mine, 1 the foe's, for the extents): field, hand, GY,
    # banished, Deck top. Every fixed cell is written; the lists as far as ext says. The
    # visibility tests are visible_to's, specialised to the place each loop reads: the cards in
    # a player's zones and piles are that player's (C10), so the viewer sees all of their own
    # field and hand.
    cdef int32_t i, n, card, at, code, position, atk, defense
    cdef bint own = side == viewer
    cdef const uint8_t* cards
    # Each card's fields are read before its words are written (`out` could alias the state
    # for the compiler, which would read them again after every write).
    for i in range(CAP_MZONE):
        card = zone_card(s, side, ZONE_MONSTER + i)
        at = OBS_S_MONSTERS + i * OBS_MONSTER_FIELDS
        if card == NO_CARD:
            out[at + OBS_M_CODE] = OBS_EMPTY
            out[at + OBS_M_POSITION] = OBS_EMPTY
            out[at + OBS_M_ATK] = OBS_EMPTY
            out[at + OBS_M_DEF] = OBS_EMPTY
            continue
        position = card_get(s, card, CARD_POSITION)
        if own or seen_across(s, card, viewer):
            code = db_get(db, s, card, DB_CODE)
            atk = card_get(s, card, CARD_ATK)
            defense = card_get(s, card, CARD_DEF)
        else:
            code = OBS_HIDDEN
            atk = 0
            defense = 0
        out[at + OBS_M_CODE] = code
        out[at + OBS_M_POSITION] = position
        out[at + OBS_M_ATK] = atk
        out[at + OBS_M_DEF] = defense
    for i in range(CAP_SZONE + 1):
        card = zone_card(s, side, ZONE_SPELL + i)
        at = OBS_S_SPELLS + i * OBS_SPELL_FIELDS
        if card == NO_CARD:
            out[at] = OBS_EMPTY
            out[at + 1] = OBS_EMPTY
            continue
        position = card_get(s, card, CARD_POSITION)
        out[at] = db_get(db, s, card, DB_CODE) if own or seen_across(s, card, viewer) else OBS_HIDDEN
        out[at + 1] = position
    n = pile_count(s, side, PILE_HAND)
    if n > OBS_HAND:
        n = OBS_HAND
    cards = pile_cards(s, side, PILE_HAND)
    for i in range(n):
        card = cards[i]
        out[OBS_S_HAND + i] = (db_get(db, s, card, DB_CODE) if own or card_get(s, card, CARD_REVEALED) & (1 << viewer)
                               else OBS_HIDDEN)
    write_list_end(out + OBS_S_HAND, n, &ext.hand[block])
    # GY and banished: public (C13).
    write_list_end(out + OBS_S_GY, write_codes(s, db, side, PILE_GY, out + OBS_S_GY, ext.gy_ids[side],
                                               &ext.gy_ids_known[side]), &ext.gy[block])
    write_list_end(out + OBS_S_BANISHED, write_codes(s, db, side, PILE_BANISHED, out + OBS_S_BANISHED,
                                                     ext.banished_ids[side], &ext.banished_ids_known[side]),
                   &ext.banished[block])
    # The Deck's top cards, top first: seen only when revealed to the viewer (C15).
    n = pile_count(s, side, PILE_DECK)
    cards = pile_cards(s, side, PILE_DECK) + n - 1
    if n > OBS_DECK_TOP:
        n = OBS_DECK_TOP
    for i in range(n):
        card = cards[-i]
        out[OBS_S_DECK_TOP + i] = db_get(db, s, card, DB_CODE) if card_get(s, card, CARD_REVEALED) & (1 << viewer) else OBS_HIDDEN
    clear_cells(out + OBS_S_DECK_TOP, n, OBS_DECK_TOP)
    write_pendulum_side(s, db, side, out, ext, block)


# Card ids (bytes) compared at once by write_codes.
cdef enum:
    ID_WORD = 8


cdef inline int32_t write_codes(const int32_t* s, const int32_t* db, int32_t side, int32_t pile,
                                int32_t* out, uint8_t* ids, int16_t* known) noexcept nogil:
    # The passcodes of a whole pile, bottom first (at most CAP_PILE = OBS_PILE), into cells that
    # hold the codes of ids[0:known]: written from the first card that differs. Returns how many.
    cdef int32_t i = 0, n = pile_count(s, side, pile), same = known[0]
    cdef const uint8_t* cards = pile_cards(s, side, pile)
    cdef uint64_t now, shown
    if same > n:
        same = n
    # Eight ids at a time while they agree (unaligned loads: memcpy of a constant size is one).
    while i + ID_WORD <= same:
        memcpy(&now, cards + i, ID_WORD)
        memcpy(&shown, ids + i, ID_WORD)
        if now != shown:
            break
        i += ID_WORD
    while i < same and cards[i] == ids[i]:
        i += 1
    while i < n:
        ids[i] = cards[i]
        out[i] = db_get(db, s, cards[i], DB_CODE)
        i += 1
    known[0] = <int16_t>n
    return n


cdef void write_pendulum_side(const int32_t* s, const int32_t* db, int32_t side, int32_t* out,
                              ObsExtents* ext, int32_t block) noexcept nogil:
    # (pend) The Pendulum Zones and the Extra Deck: its count, its face-up Pendulum Monsters.
    cdef int32_t i, k = 0, card, n = pile_count(s, side, PILE_EXTRA)
    for i in range(CAP_PZONE):
        card = zone_card(s, side, ZONE_PENDULUM + i)
        out[OBS_S_PZONES + i] = OBS_EMPTY if card == NO_CARD else db_get(db, s, card, DB_CODE)
    out[OBS_S_EXTRA_COUNT] = n
    for i in range(n):
        card = pile_card(s, side, PILE_EXTRA, i)
        if card_get(s, card, CARD_FLAGS) & CF_FACEUP_EXTRA and k < OBS_EXTRA_FACEUP:
            out[OBS_S_EXTRA_FACEUP + k] = db_get(db, s, card, DB_CODE)
            k += 1
    write_list_end(out + OBS_S_EXTRA_FACEUP, k, &ext.extra_faceup[block])


cdef void write_situation(const int32_t* s, const int32_t* db, int32_t viewer, int32_t* out,
                          ObsExtents* ext) noexcept nogil:
    # The decision asked of the viewer, the attack in progress and the first chain links.
    cdef int32_t i, link, n = s[HDR_CHAIN_LEN]
    out[OBS_X_DECISION] = s[HDR_DECISION] if s[HDR_DECIDER] == viewer and s[HDR_STATUS] == STATUS_DECISION else 0
    out[OBS_X_CHAIN_LEN] = n
    out[OBS_X_ATTACKER] = relative_zone(s, s[HDR_ATTACKER], viewer)
    out[OBS_X_ATTACK_TARGET] = relative_zone(s, s[HDR_ATTACK_TARGET], viewer)
    if n > OBS_CHAIN:
        n = OBS_CHAIN
    for i in range(n):
        link = link_offset(i)
        out[OBS_X_CHAIN + 2 * i] = db_get(db, s, (<int16_t*>s)[link + LINK_CARD], DB_CODE)
        out[OBS_X_CHAIN + 2 * i + 1] = (<int16_t*>s)[link + LINK_PLAYER] == viewer
    clear_cells(out + OBS_X_CHAIN, 2 * n, 2 * ext.chain)
    ext.chain = <int16_t>n


cdef inline void option_card(const int32_t* s, const int32_t* db, int32_t card, int32_t viewer,
                             int32_t* row) noexcept nogil:
    # The OPT_CODE .. OPT_INDEX words of the card an option acts with or on. Every field is read
    # before the first word is written (`row` could alias the state for the compiler).
    cdef int32_t location, controller, sequence, code = OBS_HIDDEN, vocab = 0
    if card == NO_CARD or not 0 <= card < s[HDR_N_CARDS]:
        return
    location = card_get(s, card, CARD_LOCATION)
    controller = card_get(s, card, CARD_CONTROLLER)
    sequence = -1 if location == LOC_DECK else card_get(s, card, CARD_SEQUENCE)
    if (seen_at(location, controller, card_get(s, card, CARD_POSITION), card_get(s, card, CARD_REVEALED),
                card_get(s, card, CARD_FLAGS), viewer)
            or (location == LOC_DECK and controller == viewer)):
        # A card of the viewer's own Deck they are asked to choose: they look through the Deck
        # (its contents, not its order) to find it.
        vocab = card_get(s, card, CARD_DB_ROW)
        code = db[BLK_HEADER + vocab * DB_WIDTH + DB_CODE]
        vocab += 1
    row[OPT_CODE] = code
    row[OPT_VOCAB] = vocab
    row[OPT_SIDE] = controller != viewer
    row[OPT_LOCATION] = location
    row[OPT_INDEX] = sequence


cdef inline int32_t option_kind(int32_t a) noexcept nogil:
    # OPTK_* of action `a`: one per fixed action (the action code + 1), then one per block.
    if a == ACT_PENDULUM_SUMMON:
        return OPTK_PENDULUM_SUMMON  # (pend)
    if a < ACT_SUMMON:
        return a + 1
    if a < ACT_ATTACK:
        return OPTK_SUMMON + (a - ACT_SUMMON) // CAP_CARDS
    if a < ACT_OPTION:
        return OPTK_ATTACK
    return OPTK_OPTION


cdef inline int32_t option_arg(int32_t a) noexcept nogil:
    # OPT_ARG of action `a`: an attack's target zone, an option's number, else OBS_EMPTY.
    if a >= ACT_OPTION:
        return a - ACT_OPTION
    if a >= ACT_ATTACK:
        return (a - ACT_ATTACK) % ATTACK_TARGETS
    return OBS_EMPTY


cdef void write_option(const int32_t* s, const int32_t* db, int32_t viewer, int32_t a,
                       int32_t* row) noexcept nogil:
    # One option row (every word) for legal action `a`.
    cdef int32_t card, target, vocab
    clear_cells(row, 0, OPT_WIDTH)
    row[OPT_ACTION] = a
    row[OPT_KIND] = option_kind(a)
    row[OPT_ARG] = option_arg(a)
    action_cards(s, a, &card, &target)
    option_card(s, db, card, viewer, row)
    if target == NO_CARD:
        return
    if visible_to(s, target, viewer):
        vocab = card_get(s, target, CARD_DB_ROW)
        row[OPT_TARGET_CODE] = db[BLK_HEADER + vocab * DB_WIDTH + DB_CODE]
        row[OPT_TARGET_VOCAB] = vocab + 1
    else:
        row[OPT_TARGET_CODE] = OBS_HIDDEN
        row[OPT_TARGET_VOCAB] = 0


cdef inline void history_card(const int32_t* db, int32_t vocab, bint seen, int32_t* out) noexcept nogil:
    # A history row's passcode and vocabulary index of a card (HIST_CARD's word: vocab, 0 for
    # none) the viewer saw or not. A word past the card data (a hand-made state) reads as none.
    if vocab <= 0 or vocab > db[BLK_N_ROWS]:
        out[0] = OBS_EMPTY
        out[1] = 0
    elif seen:
        out[0] = db[BLK_HEADER + (vocab - 1) * DB_WIDTH + DB_CODE]
        out[1] = vocab
    else:
        out[0] = OBS_HIDDEN
        out[1] = 0


cdef inline void write_history_row(const int32_t* s, const int32_t* db, int32_t viewer, uint32_t at,
                                   int32_t* row) noexcept nogil:
    # One history row (every word) from the history entry numbered `at` (HDR_HISTORY's ring).
    cdef const int32_t* entry = s + HDR_HISTORY + (at % HISTORY_LEN) * HIST_WIDTH
    cdef int32_t a = entry[HIST_ACTION], meta = entry[HIST_META]
    row[OBS_H_SIDE] = ((meta >> HIST_PLAYER_BIT) & 1) != viewer
    row[OBS_H_KIND] = option_kind(a)
    history_card(db, entry[HIST_CARD], (meta >> (HIST_SEEN_SHIFT + viewer)) & 1, row + OBS_H_CODE)
    row[OBS_H_ARG] = option_arg(a)
    history_card(db, entry[HIST_TARGET], (meta >> (HIST_SEEN_SHIFT + HIST_SEEN_TARGET + viewer)) & 1,
                 row + OBS_H_TARGET_CODE)
    row[OBS_H_TURN] = meta & HIST_TURN_MASK


cdef void write_history(const int32_t* s, const int32_t* db, int32_t viewer, int32_t* out,
                        ObsExtents* ext, bint same_viewer) noexcept nogil:
    # The OBS_HISTORY rows: the last actions chosen, the latest first. For the viewer the rows
    # were last written for, the rows there are the older actions (a row depends on the entry
    # and the viewer only): shifted down past the new ones, which alone are written.
    cdef int32_t k, n = s[HDR_HISTORY_COUNT], fresh = n - ext.history
    cdef int32_t shown = n if n < OBS_HISTORY else OBS_HISTORY
    if not (same_viewer and ext.history >= 0 and 0 <= fresh < OBS_HISTORY):
        fresh = shown
        clear_cells(out, shown * OBS_H_WIDTH, OBS_HISTORY * OBS_H_WIDTH)
    elif fresh > 0:
        memmove(out + fresh * OBS_H_WIDTH, out, (OBS_HISTORY - fresh) * OBS_H_WIDTH * sizeof(int32_t))
    for k in range(fresh):
        write_history_row(s, db, viewer, <uint32_t>(n - 1 - k), out + k * OBS_H_WIDTH)
    ext.history = n


cdef void write_options(const int32_t* s, const int32_t* db, int32_t viewer, const int32_t* actions,
                        int32_t n, int32_t* out, ObsExtents* ext) noexcept nogil:
    # The rows of the legal actions `actions[0:n]` as seen by `viewer` (n <= CAP_ACTIONS =
    # OBS_OPTIONS; rows past n are OBS_EMPTY).
    cdef int32_t i
    for i in range(n):
        write_option(s, db, viewer, actions[i], out + i * OPT_WIDTH)
    clear_cells(out, n * OPT_WIDTH, ext.options * OPT_WIDTH)
    ext.options = <int16_t>n


cdef void swap_list(int32_t* mine, int32_t* foe, int16_t* extent) noexcept nogil:
    # Swaps two blocks' cells of one list (extent: the cells written in each), past which both
    # hold OBS_EMPTY, and their extents.
    cdef int32_t i, word, end = extent[0] if extent[0] > extent[1] else extent[1]
    cdef int16_t written = extent[0]
    for i in range(end):
        word = mine[i]
        mine[i] = foe[i]
        foe[i] = word
    extent[0] = extent[1]
    extent[1] = written


cdef void extents_unknown(ObsExtents* ext) noexcept nogil:
    cdef int32_t k
    for k in range(N_PLAYERS):
        ext.hand[k] = OBS_HAND
        ext.gy[k] = OBS_PILE
        ext.banished[k] = OBS_PILE
        ext.extra_faceup[k] = OBS_EXTRA_FACEUP
        ext.gy_ids_known[k] = 0
        ext.banished_ids_known[k] = 0
    ext.viewer = -1
    ext.chain = OBS_CHAIN
    ext.options = OBS_OPTIONS
    ext.history = -1


cdef void extents_new_duel(ObsExtents* ext) noexcept nogil:
    cdef int32_t k
    for k in range(N_PLAYERS):
        ext.gy_ids_known[k] = 0
        ext.banished_ids_known[k] = 0
    ext.history = -1


cdef void write_observation(const int32_t* s, const int32_t* db, int32_t viewer, int32_t* out) noexcept nogil:
    cdef int32_t actions[CAP_ACTIONS]
    cdef int32_t n = 0
    if s[HDR_STATUS] == STATUS_DECISION and s[HDR_DECIDER] == viewer:
        n = legal_actions(s, db, actions)
    write_observation_for(s, db, viewer, actions, n, out)


cdef void write_observation_for(const int32_t* s, const int32_t* db, int32_t viewer,
                                const int32_t* actions, int32_t n, int32_t* out) noexcept nogil:
    cdef ObsExtents ext
    extents_unknown(&ext)
    write_observation_over(s, db, viewer, actions, n, out, &ext)


cdef void write_observation_over(const int32_t* s, const int32_t* db, int32_t viewer,
                                 const int32_t* actions, int32_t n, int32_t* out,
                                 ObsExtents* ext) noexcept nogil:
    cdef bint same_viewer = ext.viewer == viewer
    if ext.viewer >= 0 and not same_viewer:
        swap_list(out + OBS_MINE + OBS_S_GY, out + OBS_FOE + OBS_S_GY, ext.gy)
        swap_list(out + OBS_MINE + OBS_S_BANISHED, out + OBS_FOE + OBS_S_BANISHED, ext.banished)
    ext.viewer = <int16_t>viewer
    write_header(s, viewer, out)
    write_side(s, db, viewer, viewer, out + OBS_MINE, ext, 0)
    write_side(s, db, opponent(viewer), viewer, out + OBS_FOE, ext, 1)
    write_situation(s, db, viewer, out + OBS_SITUATION_AT, ext)
    write_history(s, db, viewer, out + OBS_HISTORY_AT, ext, same_viewer)
    out[OBS_OPTION_COUNT] = n
    write_options(s, db, viewer, actions, n, out + OBS_OPTION_ROWS, ext)


# The observation's fields as (name, offset, size, meaning): docs/observation.md prints this.
_SIDE_FIELDS = [
    ("monsters", OBS_S_MONSTERS, CAP_MZONE * OBS_MONSTER_FIELDS,
     "5 Monster Zones x (passcode, POS_*, ATK, DEF); hidden face-down: passcode and stats 0"),
    ("spells", OBS_S_SPELLS, (CAP_SZONE + 1) * OBS_SPELL_FIELDS,
     "5 Spell & Trap Zones then the Field Zone x (passcode, POS_*)"),
    ("hand", OBS_S_HAND, OBS_HAND, "hand passcodes in hand order (the foe's: 0 unless revealed)"),
    ("gy", OBS_S_GY, OBS_PILE, "GY passcodes, oldest first"),
    ("banished", OBS_S_BANISHED, OBS_PILE, "banished passcodes, oldest first"),
    ("deck_top", OBS_S_DECK_TOP, OBS_DECK_TOP, "top Deck cards, top first (0 unless revealed)"),
    ("pendulum_zones", OBS_S_PZONES, CAP_PZONE, "(MR3) the Pendulum Zones, left then right: passcodes"),
    ("extra_count", OBS_S_EXTRA_COUNT, 1, "cards in the Extra Deck"),
    ("extra_faceup", OBS_S_EXTRA_FACEUP, OBS_EXTRA_FACEUP,
     "(MR3) face-up Pendulum Monsters in the Extra Deck, oldest first: passcodes"),
]
OBS_FIELDS = [
    ("turn", OBS_TURN, 1, "turn number, 1 for the duel's first turn"),
    ("phase", OBS_PHASE, 1, "PHASE_* (1 Draw .. 6 End)"),
    ("battle_step", OBS_BATTLE_STEP, 1, "BSTEP_* in the Battle Phase, 0 outside it"),
    ("my_turn", OBS_MY_TURN, 1, "1 on the viewer's turn"),
    ("lp", OBS_LP, 2, "Life Points: mine, the foe's"),
    ("deck_count", OBS_DECK_COUNT, 2, "Deck sizes: mine, the foe's"),
    ("hand_count", OBS_HAND_COUNT, 2, "hand sizes: mine, the foe's"),
    ("gy_count", OBS_GY_COUNT, 2, "GY sizes: mine, the foe's"),
    ("banished_count", OBS_BANISHED_COUNT, 2, "banished counts: mine, the foe's"),
    ("normal_summon_used", OBS_NORMAL_SUMMON_USED, 1, "1 once the turn player's Normal Summon/Set is used"),
    ("my_decision", OBS_MY_DECISION, 1, "1 when the pending decision is the viewer's"),
] + [(f"mine.{name}", OBS_MINE + at, size, meaning) for name, at, size, meaning in _SIDE_FIELDS] + [
    (f"foe.{name}", OBS_FOE + at, size, meaning) for name, at, size, meaning in _SIDE_FIELDS] + [
    ("decision", OBS_SITUATION_AT + OBS_X_DECISION, 1, "DEC_* asked of the viewer, 0 when none"),
    ("chain_len", OBS_SITUATION_AT + OBS_X_CHAIN_LEN, 1, "links on the chain"),
    ("attacker", OBS_SITUATION_AT + OBS_X_ATTACKER, 1, "attacking monster's zone: 0-4 mine, 5-9 the foe's, -1"),
    ("attack_target", OBS_SITUATION_AT + OBS_X_ATTACK_TARGET, 1, "attacked monster's zone, same numbering"),
    ("chain", OBS_SITUATION_AT + OBS_X_CHAIN, 2 * OBS_CHAIN, "first 8 links x (passcode, 1 if mine)"),
    ("history", OBS_HISTORY_AT, OBS_HISTORY * OBS_H_WIDTH,
     f"the last {OBS_HISTORY} actions chosen, latest first, x OBS_H_WIDTH (see HISTORY_FIELDS)"),
    ("option_count", OBS_OPTION_COUNT, 1, "legal actions of the viewer (0 when not deciding)"),
    ("options", OBS_OPTION_ROWS, OBS_OPTIONS * OPT_WIDTH,
     f"{OBS_OPTIONS} rows x OPT_WIDTH: one per legal action, ascending (see OPTION_FIELDS)"),
]
# The words of one option row, as (name, offset, meaning).
OPTION_FIELDS = [
    ("action", OPT_ACTION, "the action code to apply for this option"),
    ("kind", OPT_KIND, "OPTK_*: what the action does"),
    ("code", OPT_CODE, "passcode of the card it acts with or on (0 hidden, -1 none)"),
    ("vocab", OPT_VOCAB, "that card's vocabulary index (card data row + 1; 0 hidden or none)"),
    ("side", OPT_SIDE, "0 the card is the viewer's, 1 the foe's, -1 none"),
    ("location", OPT_LOCATION, "LOC_* of the card, -1 none"),
    ("index", OPT_INDEX, "its zone or pile index (hand slot, zone 0-4, GY slot); -1 in a Deck or none"),
    ("arg", OPT_ARG, "attack: target zone 0-4 or 5 direct; option: its number; else -1"),
    ("target_code", OPT_TARGET_CODE, "attack target's passcode (0 face-down, -1 direct or none)"),
    ("target_vocab", OPT_TARGET_VOCAB, "attack target's vocabulary index (0 hidden or none)"),
]
# The words of one history row, as (name, offset, meaning).
HISTORY_FIELDS = [
    ("side", OBS_H_SIDE, "who chose it: 0 the viewer, 1 the foe (-1: no action yet)"),
    ("kind", OBS_H_KIND, "OPTK_*: what it did"),
    ("code", OBS_H_CODE, "passcode of the card it acted with or on (0 unseen, -1 none)"),
    ("vocab", OBS_H_VOCAB, "that card's vocabulary index (0 unseen or none)"),
    ("arg", OBS_H_ARG, "as the option's arg: attack target zone 0-4 or 5 direct; option number; else -1"),
    ("target_code", OBS_H_TARGET_CODE, "attack target's passcode (0 unseen, -1 direct or none)"),
    ("target_vocab", OBS_H_TARGET_VOCAB, "attack target's vocabulary index (0 unseen or none)"),
    ("turn", OBS_H_TURN, "the turn it was chosen in"),
]
