# The duel state: one flat int32 buffer. This file is the only description of its layout.
#
# Every procedure cimports these offsets and accessors; nothing else in the process holds duel
# state. The buffer is zero-filled at creation, so equal states are byte-equal, and a copy taken
# at any decision point is a complete duel (clone is one memcpy).
#
# Conventions: a "turn stamp" field holds the turn number when something happened (0 = never),
# so per-turn limits need no reset pass: "this turn" is `stamp == s[HDR_TURN]`.
# Player indices are 0 and 1; card ids index the card table; NO_CARD marks an empty cell.
# `cpdef enum` exposes every constant to Python as an attribute of `ygo_core.layout`.

from libc.stdint cimport int32_t

cdef extern from *:
    """
    #ifdef YGO_DEBUG
    #include <stdio.h>
    #include <stdlib.h>
    #define YGO_CHECK(cond) do { if (!(cond)) { \
        fprintf(stderr, "ygo_core: state index out of bounds at %s:%d\\n", __FILE__, __LINE__); \
        abort(); } } while (0)
    #else
    #define YGO_CHECK(cond) ((void)0)
    #endif
    """
    # Debug builds (YGO_DEBUG=1) abort on an out-of-range state index; release builds compile it away.
    void YGO_CHECK(bint cond) noexcept nogil

cpdef enum:
    # Bumped whenever an offset or width below changes; `Duel.from_buffer` checks it.
    LAYOUT_VERSION = 1
    NO_CARD = -1
    NO_PLAYER = -1
    N_PLAYERS = 2

# ---- Capacities ------------------------------------------------------------------------------
cpdef enum:
    # Card instances in one duel: 2 x (60 Main + 15 Extra) plus 10 Token slots.
    CAP_CARDS = 160
    # Cards one ordered pile (Deck, hand, GY, banished, Extra Deck) can hold.
    CAP_PILE = 80
    # Monster Zones per player (C02).
    CAP_MZONE = 5
    # Spell & Trap Zones per player (C05).
    CAP_SZONE = 5
    # Continuation frames on the engine stack.
    CAP_STACK = 24
    # Chain links (W); the section exists for the effect system (issue 3).
    CAP_CHAIN = 16
    # Pending trigger entries (Q05-Q09).
    CAP_TRIGGERS = 16
    # Lingering / continuous effect records (AJ).
    CAP_LINGER = 32
    # Legal actions one decision can have.
    CAP_ACTIONS = 512

# ---- Header ----------------------------------------------------------------------------------
cpdef enum:
    # LAYOUT_VERSION of the buffer.
    HDR_VERSION = 0
    # STATUS_* : running, waiting for a decision, or over.
    HDR_STATUS = 1
    # Turn number, 1 for the first turn of the duel.
    HDR_TURN = 2
    # Player whose turn it is.
    HDR_TURN_PLAYER = 3
    # Player who took the first turn.
    HDR_FIRST_PLAYER = 4
    # PHASE_* of the current turn.
    HDR_PHASE = 5
    # BSTEP_* within the Battle Phase (F01), 0 outside it.
    HDR_BATTLE_STEP = 6
    # Life points of player 0 and player 1 (two words). Never negative (A08).
    HDR_LP = 7
    # Turn stamp of the turn player's Normal Summon or Set (G01).
    HDR_NORMAL_SUMMON_TURN = 9
    # Winner (0, 1) or DRAW_RESULT once the duel is over; NO_PLAYER before.
    HDR_WINNER = 10
    # WIN_* reason once the duel is over.
    HDR_WIN_REASON = 11
    # xoshiro128** state of the duel's own RNG (four words, uint32 bit patterns).
    HDR_RNG = 12
    # Detail of the last error (the offending action or index).
    HDR_ERR_ARG = 16
    # Player who must decide now, NO_PLAYER when none.
    HDR_DECIDER = 17
    # DEC_* kind of the pending decision.
    HDR_DECISION = 18
    # Action just taken, read by the procedure that asked for it.
    HDR_ACTION = 19
    # Card instances in use (rows of the card table).
    HDR_N_CARDS = 20
    # Decisions taken so far (forced ones included).
    HDR_DECISIONS = 21
    # 1: decisions with a single legal action are taken automatically.
    HDR_AUTO_FORCED = 22
    # Attacking monster of the current battle, NO_CARD when none.
    HDR_ATTACKER = 23
    # Attack target, NO_CARD for a direct attack.
    HDR_ATTACK_TARGET = 24
    # Frames on the continuation stack.
    HDR_STACK_TOP = 25
    # Links on the chain (issue 3).
    HDR_CHAIN_LEN = 26
    # Pending trigger entries (issue 3).
    HDR_TRIGGER_LEN = 27
    # Lingering effect records in use (issue 3).
    HDR_LINGER_LEN = 28
    # Rule switches (the rule-set record, copied in at creation; see ygo_core/rules.py).
    HDR_RULE_START_LP = 29
    HDR_RULE_OPENING_HAND = 30
    HDR_RULE_FIRST_PLAYER_DRAWS = 31
    HDR_RULE_FIRST_TURN_BATTLE = 32
    HDR_RULE_HAND_LIMIT = 33
    HDR_RULE_FIELD_SHARED = 34
    HDR_RULE_ZERO_ATK_TIE_DESTROYS = 35
    # Turn limit (0 = none): the duel is a draw when it would reach this turn.
    HDR_RULE_MAX_TURNS = 36
    # Words reserved for future header fields.
    HDR_SIZE = 48

# ---- Card table: one row per card instance ---------------------------------------------------
cpdef enum:
    # Row index into the read-only card data table (CardDB.table).
    CARD_DB_ROW = 0
    # Player who owns the card (its GY, Deck and hand are the owner's: C10).
    CARD_OWNER = 1
    # Player who controls it now.
    CARD_CONTROLLER = 2
    # LOC_* where it is.
    CARD_LOCATION = 3
    # Index in its pile or zone.
    CARD_SEQUENCE = 4
    # POS_* battle position / face-up or face-down (O01).
    CARD_POSITION = 5
    # Current ATK and DEF (printed values modified by effects, AA).
    CARD_ATK = 6
    CARD_DEF = 7
    # Turn stamp of its arrival on the field (summon, Set or placement).
    CARD_SUMMON_TURN = 8
    # SUMMON_* how it arrived.
    CARD_SUMMON_KIND = 9
    # Turn stamp of its last manual position change (O07).
    CARD_POS_CHANGE_TURN = 10
    # Turn stamp of its last attack declaration (F04).
    CARD_ATTACK_TURN = 11
    # Attacks declared in the turn CARD_ATTACK_TURN (F04).
    CARD_ATTACKS = 12
    # Bit per player who may see it while it is hidden (a reveal, C15).
    CARD_REVEALED = 13
    # Field stint counter: bumped whenever it enters the field or turns face-down (AD01, V03).
    CARD_STINT = 14
    # CF_* flags.
    CARD_FLAGS = 15
    CARD_WIDTH = 16

# ---- Piles: ordered lists per player, each a count word followed by CAP_PILE card ids --------
cpdef enum:
    PILE_DECK = 0
    PILE_HAND = 1
    PILE_GY = 2
    PILE_BANISHED = 3
    PILE_EXTRA = 4
    N_PILES = 5
    PILE_WIDTH = 81

# ---- Field zones per player: a card id or NO_CARD per cell ----------------------------------
cpdef enum:
    ZONE_MONSTER = 0
    ZONE_SPELL = 5
    ZONE_FIELD = 10
    ZONES_PER_PLAYER = 11

# ---- Continuation stack: fixed-width frames (meaning of ARG words is per procedure .pxd) ------
cpdef enum:
    FRAME_PROC = 0
    FRAME_STEP = 1
    FRAME_ARG0 = 2
    FRAME_ARG1 = 3
    FRAME_ARG2 = 4
    FRAME_ARG3 = 5
    FRAME_ARG4 = 6
    FRAME_ARG5 = 7
    FRAME_WIDTH = 8

# ---- Sections reserved for the effect system (issue 3); empty in the rules core --------------
cpdef enum:
    CHAIN_LINK_WIDTH = 8
    TRIGGER_WIDTH = 4
    LINGER_WIDTH = 8

# ---- Section offsets --------------------------------------------------------------------------
cpdef enum:
    CARD_BASE = HDR_SIZE
    PILE_BASE = CARD_BASE + CAP_CARDS * CARD_WIDTH
    ZONE_BASE = PILE_BASE + N_PLAYERS * N_PILES * PILE_WIDTH
    STACK_BASE = ZONE_BASE + N_PLAYERS * ZONES_PER_PLAYER
    CHAIN_BASE = STACK_BASE + CAP_STACK * FRAME_WIDTH
    TRIGGER_BASE = CHAIN_BASE + CAP_CHAIN * CHAIN_LINK_WIDTH
    LINGER_BASE = TRIGGER_BASE + CAP_TRIGGERS * TRIGGER_WIDTH
    STATE_SIZE = LINGER_BASE + CAP_LINGER * LINGER_WIDTH

# ---- Enumerations stored in the state ---------------------------------------------------------
cpdef enum:
    STATUS_RUNNING = 0
    STATUS_DECISION = 1
    STATUS_OVER = 2

cpdef enum:
    # Phases of a turn (E01), in order.
    PHASE_DRAW = 1
    PHASE_STANDBY = 2
    PHASE_MAIN1 = 3
    PHASE_BATTLE = 4
    PHASE_MAIN2 = 5
    PHASE_END = 6

cpdef enum:
    # Steps of the Battle Phase (F01).
    BSTEP_NONE = 0
    BSTEP_START = 1
    BSTEP_BATTLE = 2
    BSTEP_DAMAGE = 3
    BSTEP_END = 4

cpdef enum:
    LOC_NONE = 0
    LOC_DECK = 1
    LOC_HAND = 2
    LOC_MZONE = 3
    LOC_SZONE = 4
    LOC_FZONE = 5
    LOC_GY = 6
    LOC_BANISHED = 7
    LOC_EXTRA = 8

cpdef enum:
    POS_NONE = 0
    POS_FACEUP_ATTACK = 1
    POS_FACEUP_DEFENSE = 2
    POS_FACEDOWN_DEFENSE = 3
    # Face-down / face-up Spell & Trap cards.
    POS_FACEDOWN = 4
    POS_FACEUP = 5

cpdef enum:
    SUMMON_NONE = 0
    SUMMON_NORMAL = 1
    SUMMON_TRIBUTE = 2
    SUMMON_SET = 3
    SUMMON_FLIP = 4
    SUMMON_SPECIAL = 5
    # Put on the field by a position set-up, not summoned.
    SUMMON_PLACED = 6

cpdef enum:
    DRAW_RESULT = 2

cpdef enum:
    WIN_NONE = 0
    WIN_LP = 1
    WIN_DECK_OUT = 2
    WIN_TURN_LIMIT = 3

# ---- Read-only card data table (CardDB.table): one row per passcode --------------------------
cpdef enum:
    DB_CODE = 0
    DB_TYPE = 1
    DB_LEVEL = 2
    DB_ATTRIBUTE = 3
    DB_RACE = 4
    DB_ATK = 5
    DB_DEF = 6
    # DBF_* flags.
    DB_FLAGS = 7
    DB_WIDTH = 8

cpdef enum:
    # The engine can play the card (it needs no effect script).
    DBF_PLAYABLE = 1

cpdef enum:
    TYPE_MONSTER = 0x1
    TYPE_SPELL = 0x2
    TYPE_TRAP = 0x4


# ---- Accessors ----------------------------------------------------------------------------------

cdef inline int32_t card_field(int32_t card, int32_t field) noexcept nogil:
    # Offset of one field of a card row.
    YGO_CHECK(0 <= card < CAP_CARDS and 0 <= field < CARD_WIDTH)
    return CARD_BASE + card * CARD_WIDTH + field

cdef inline int32_t pile_offset(int32_t player, int32_t pile) noexcept nogil:
    # Offset of a pile's count word; its cards follow, bottom (index 0) to top.
    YGO_CHECK(0 <= player < N_PLAYERS and 0 <= pile < N_PILES)
    return PILE_BASE + (player * N_PILES + pile) * PILE_WIDTH

cdef inline int32_t zone_offset(int32_t player, int32_t zone) noexcept nogil:
    # Offset of one field zone cell (ZONE_MONSTER + i, ZONE_SPELL + i, ZONE_FIELD).
    YGO_CHECK(0 <= player < N_PLAYERS and 0 <= zone < ZONES_PER_PLAYER)
    return ZONE_BASE + player * ZONES_PER_PLAYER + zone

cdef inline int32_t frame_offset(int32_t depth) noexcept nogil:
    # Offset of the frame at a stack depth (0 = bottom).
    YGO_CHECK(0 <= depth < CAP_STACK)
    return STACK_BASE + depth * FRAME_WIDTH

cdef inline int32_t card_get(const int32_t* s, int32_t card, int32_t field) noexcept nogil:
    return s[card_field(card, field)]

cdef inline void card_set(int32_t* s, int32_t card, int32_t field, int32_t value) noexcept nogil:
    s[card_field(card, field)] = value

cdef inline int32_t pile_count(const int32_t* s, int32_t player, int32_t pile) noexcept nogil:
    return s[pile_offset(player, pile)]

cdef inline int32_t pile_card(const int32_t* s, int32_t player, int32_t pile, int32_t i) noexcept nogil:
    YGO_CHECK(0 <= i < CAP_PILE)
    return s[pile_offset(player, pile) + 1 + i]

cdef inline int32_t zone_card(const int32_t* s, int32_t player, int32_t zone) noexcept nogil:
    return s[zone_offset(player, zone)]

cdef inline int32_t db_get(const int32_t* db, const int32_t* s, int32_t card, int32_t field) noexcept nogil:
    # A card's read-only printed data (its row of CardDB.table).
    return db[card_get(s, card, CARD_DB_ROW) * DB_WIDTH + field]

cdef inline bint this_turn(const int32_t* s, int32_t stamp) noexcept nogil:
    return stamp == s[HDR_TURN]

cdef inline int32_t opponent(int32_t player) noexcept nogil:
    return 1 - player

cdef inline bint is_face_up(int32_t position) noexcept nogil:
    return position == POS_FACEUP_ATTACK or position == POS_FACEUP_DEFENSE or position == POS_FACEUP
