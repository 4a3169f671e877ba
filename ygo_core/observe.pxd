# The observation: what one player can see, as a flat int32 vector. This file is the only
# description of its layout (offsets, sizes, meanings); `Duel.observation`, `DuelBatch` and the
# learning environments (pysim/envs) all write or read it through these names, and
# `ygo_core.observe.OBS_FIELDS` lists them as a table (docs/observation.md prints it).
#
# Everything is relative to the viewer: "mine" is the viewer's, "foe" the opponent's. A cell
# with nothing in it is OBS_EMPTY (-1); a card the viewer cannot see (a face-down card of the
# opponent, the opponent's hand, any Deck card) reads OBS_HIDDEN (0) with its stats 0, unless
# an effect revealed it to the viewer (C15) or it was turned face-down on the field after both
# players saw it face-up. Passcodes are YGOPro passcodes; a card's vocabulary index (the *_VOCAB
# words) is its row in the card data plus 1 (rows are sorted by passcode: CardDB.vocabulary()).

from libc.stdint cimport int16_t, int32_t, uint8_t

from ygo_core.layout cimport CAP_ACTIONS, CAP_PILE, HISTORY_LEN

cpdef enum:
    OBS_EMPTY = -1
    OBS_HIDDEN = 0

# ---- Header: OBS_HEADER words at offset 0 ------------------------------------------------------
cpdef enum:
    # Turn number (1 = the duel's first turn).
    OBS_TURN = 0
    # PHASE_* of the current turn (ygo_core.layout).
    OBS_PHASE = 1
    # BSTEP_* within the Battle Phase, 0 outside it.
    OBS_BATTLE_STEP = 2
    # 1 when it is the viewer's turn.
    OBS_MY_TURN = 3
    # Life Points: mine, then the foe's (two words).
    OBS_LP = 4
    # Card counts, mine then the foe's (two words each): Deck, hand, GY, banished.
    OBS_DECK_COUNT = 6
    OBS_HAND_COUNT = 8
    OBS_GY_COUNT = 10
    OBS_BANISHED_COUNT = 12
    # 1 when the turn player has used this turn's Normal Summon or Set.
    OBS_NORMAL_SUMMON_USED = 14
    # 1 when the pending decision is the viewer's.
    OBS_MY_DECISION = 15
    OBS_HEADER = 16

# ---- One side's block (OBS_SIDE words): mine at OBS_MINE, the foe's at OBS_FOE ------------------
cpdef enum:
    # 5 Monster Zones x OBS_MONSTER_FIELDS words: passcode, POS_*, current ATK, current DEF.
    OBS_S_MONSTERS = 0
    OBS_MONSTER_FIELDS = 4
    OBS_M_CODE = 0
    OBS_M_POSITION = 1
    OBS_M_ATK = 2
    OBS_M_DEF = 3
    # 5 Spell & Trap Zones then the Field Zone x OBS_SPELL_FIELDS words: passcode, POS_*.
    OBS_S_SPELLS = 20
    OBS_SPELL_FIELDS = 2
    # OBS_HAND hand slots (passcodes, in hand order; slots past OBS_HAND are cut off).
    OBS_S_HAND = 32
    OBS_HAND = 16
    # GY then banished passcodes, oldest first, OBS_PILE (= CAP_PILE) slots each.
    OBS_S_GY = 48
    OBS_PILE = 80
    OBS_S_BANISHED = 128
    # The top OBS_DECK_TOP Deck cards, top first (hidden unless revealed to the viewer).
    OBS_S_DECK_TOP = 208
    OBS_DECK_TOP = 5
    # (MR3, pend) The two Pendulum Zones, left then right: passcodes (face-up, public: M03).
    OBS_S_PZONES = 213
    # (MR3, pend) Cards in the Extra Deck (the count is public: C12), then the passcodes of its
    # face-up Pendulum Monsters, oldest first (public: M07); face-down ones are not shown.
    OBS_S_EXTRA_COUNT = 215
    OBS_S_EXTRA_FACEUP = 216
    OBS_EXTRA_FACEUP = 15
    OBS_SIDE = 231
    OBS_MINE = OBS_HEADER
    OBS_FOE = OBS_HEADER + OBS_SIDE

# ---- The situation (OBS_SITUATION words at OBS_SITUATION_AT) -------------------------------------
cpdef enum:
    OBS_SITUATION_AT = OBS_HEADER + 2 * OBS_SIDE
    # DEC_* kind of the decision asked of the viewer, 0 when none is asked of them.
    OBS_X_DECISION = 0
    # Links on the chain.
    OBS_X_CHAIN_LEN = 1
    # The attacking and the attacked monster as zones: 0-4 the viewer's, 5-9 the foe's, -1 none.
    OBS_X_ATTACKER = 2
    OBS_X_ATTACK_TARGET = 3
    # The first OBS_CHAIN chain links, link 1 first, x 2 words: passcode, 1 if the viewer's.
    OBS_X_CHAIN = 4
    OBS_CHAIN = 8
    OBS_SITUATION = 4 + 2 * OBS_CHAIN

# ---- The last actions: OBS_HISTORY rows of OBS_H_WIDTH words at OBS_HISTORY_AT --------------------
cpdef enum:
    OBS_HISTORY_AT = OBS_SITUATION_AT + OBS_SITUATION
    # The last OBS_HISTORY actions the players chose (the engine's HISTORY_LEN; a decision with
    # one legal action that the engine took by itself is not one), the latest first; rows past
    # the actions taken so far are OBS_EMPTY.
    OBS_HISTORY = HISTORY_LEN
    # Who chose it: 0 the viewer, 1 the foe.
    OBS_H_SIDE = 0
    # OPTK_* what it did.
    OBS_H_KIND = 1
    # The card it acted with or on, as its option row named it: passcode and vocabulary index
    # when the viewer saw that card when it was chosen or right after it was done (a Set card
    # stays OBS_HIDDEN to the foe; an activated one is seen), OBS_HIDDEN and 0 when not,
    # OBS_EMPTY and 0 for none.
    OBS_H_CODE = 2
    OBS_H_VOCAB = 3
    # OPT_ARG's: an attack's target zone (ATTACK_DIRECT 5 direct), an option's number, else -1.
    OBS_H_ARG = 4
    # An attack's target, seen as above: passcode and vocabulary index (OBS_EMPTY: direct, none).
    OBS_H_TARGET_CODE = 5
    OBS_H_TARGET_VOCAB = 6
    # The turn it was chosen in.
    OBS_H_TURN = 7
    OBS_H_WIDTH = 8

# ---- The options: one row per legal action of the viewer's decision ------------------------------
cpdef enum:
    # How many legal actions the viewer has now (0 when the decision is not theirs).
    OBS_OPTION_COUNT = OBS_HISTORY_AT + OBS_HISTORY * OBS_H_WIDTH
    # OBS_OPTIONS rows of OPT_WIDTH words, in the order of the legal actions (ascending action
    # codes); unused rows are OBS_EMPTY. Every legal action has its row: one decision never has
    # more than CAP_ACTIONS (the engine lists them into buffers that long). The largest, the
    # Main Phase, offers at most 3 fixed actions and 3 per card (a hand card: Summon, Set,
    # activate; a field card: Flip Summon or change of position, activate), 483 for
    # CAP_CARDS cards; the others one per card (a select, an activation) plus a few fixed ones
    # and the 30 attacks. A step writes only the rows in use (ObsExtents.options).
    OBS_OPTION_ROWS = OBS_OPTION_COUNT + 1
    OBS_OPTIONS = CAP_ACTIONS

cpdef enum:
    # The action code (ygo_core.actions) that row stands for: apply it to take the option.
    OPT_ACTION = 0
    # OPTK_* what the action does.
    OPT_KIND = 1
    # The card it acts with or on (the attacker for an attack, the card whose effect is chosen
    # for an option): passcode (OBS_HIDDEN if the viewer cannot see it, OBS_EMPTY for none),
    # vocabulary index (0 when hidden or none).
    OPT_CODE = 2
    OPT_VOCAB = 3
    # Where that card is: 0 the viewer's side, 1 the foe's; LOC_*; its index in the zone or pile
    # (a Monster Zone 0-4, a Spell & Trap Zone 0-4, the Field Zone 0, a hand slot, a GY slot;
    # -1 for a Deck card, whose order the viewer does not know). -1 each for none.
    OPT_SIDE = 4
    OPT_LOCATION = 5
    OPT_INDEX = 6
    # An attack's target zone on the foe's side (0-4, ATTACK_DIRECT = 5 for a direct attack);
    # the option number of an OPTK_OPTION (a Type's bit index, an effect's index); else -1.
    OPT_ARG = 7
    # An attack's target: passcode (OBS_HIDDEN face-down, OBS_EMPTY for a direct attack or any
    # other action) and vocabulary index.
    OPT_TARGET_CODE = 8
    OPT_TARGET_VOCAB = 9
    OPT_WIDTH = 10

cpdef enum:
    # Words in one observation.
    OBS_SIZE = OBS_OPTION_ROWS + OBS_OPTIONS * OPT_WIDTH

cpdef enum:
    # OPT_KIND values: one per fixed action (the action code + 1), then one per action block.
    OPTK_TO_BATTLE = 1
    OPTK_TO_END = 2
    OPTK_END_BATTLE = 3
    OPTK_PASS = 4
    OPTK_YES = 5
    OPTK_NO = 6
    OPTK_ATTACK_POSITION = 7
    OPTK_DEFENSE_POSITION = 8
    OPTK_SUMMON = 9
    OPTK_SET = 10
    OPTK_FLIP_SUMMON = 11
    OPTK_CHANGE_POSITION = 12
    OPTK_SELECT = 13
    OPTK_ACTIVATE = 14
    OPTK_ATTACK = 15
    OPTK_OPTION = 16
    # (MR3, pend) ACT_PENDULUM_SUMMON (a fixed action past the others: action + 1 is taken).
    OPTK_PENDULUM_SUMMON = 17
    N_OPTION_KINDS = 18

# What an observation buffer holds in its variable-length lists since its last write: how many
# cells of each list were written (every cell past them is OBS_EMPTY). The next write into the
# same buffer clears only the cells it no longer uses, not the whole list (DuelBatch keeps one
# per duel: most of an observation's 819 words are empty list cells that stay empty).
ctypedef struct ObsExtents:
    # Per side block, [0] mine, [1] the foe's: hand slots, GY and banished slots, face-up Extra
    # Deck slots.
    int16_t hand[2]
    int16_t gy[2]
    int16_t banished[2]
    int16_t extra_faceup[2]
    # Chain links shown, option rows written.
    int16_t chain
    int16_t options
    # The HDR_HISTORY_COUNT the history rows were written at (-1 unknown): for the same viewer,
    # the rows already there are the older actions, shifted down past the new ones.
    int32_t history
    # The viewer the buffer was last written for (-1 unknown). When the next viewer is the
    # other player, the side blocks' GY and banished words (public: the same for both viewers)
    # swap blocks with their extents, and each player's lists are where their new block wants them.
    int16_t viewer
    # Per player, the card ids their GY and banished lists were written from, wherever they
    # sit: the first gy_ids_known / banished_ids_known of them (0 when unknown). A card in a pile
    # is never a Token, so its passcode is fixed: a cell whose id is the same holds the same word,
    # and the next write starts at the first card that differs (a GY grows at its top).
    int16_t gy_ids_known[2]
    int16_t banished_ids_known[2]
    uint8_t gy_ids[2][CAP_PILE]
    uint8_t banished_ids[2][CAP_PILE]

# Extents for a buffer of unknown contents: the next write rewrites every cell.
cdef void extents_unknown(ObsExtents* ext) noexcept nogil
# The buffer holds what its extents say, but the next write is of another duel (a new episode):
# its card ids and history entries name other cards, so the cells written from them are not
# taken as still right (the GY and banished lists, the history rows).
cdef void extents_new_duel(ObsExtents* ext) noexcept nogil

# Writes the observation of `viewer` (OBS_SIZE words) into `out`. Reads the state only.
cdef void write_observation(const int32_t* s, const int32_t* db, int32_t viewer, int32_t* out) noexcept nogil
# The same with the viewer's legal actions already known: `actions[0:n]` (n = 0 when the pending
# decision is not the viewer's).
cdef void write_observation_for(const int32_t* s, const int32_t* db, int32_t viewer,
                                const int32_t* actions, int32_t n, int32_t* out) noexcept nogil
# The same into a buffer whose list extents `ext` says (and is updated to the new ones): every
# word of `out` ends as write_observation_for would leave it, but only the list cells in use
# now or before are written.
cdef void write_observation_over(const int32_t* s, const int32_t* db, int32_t viewer,
                                 const int32_t* actions, int32_t n, int32_t* out,
                                 ObsExtents* ext) noexcept nogil
