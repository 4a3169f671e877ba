# The duel state: one flat buffer. This file is the only description of its layout.
#
# Every procedure cimports these offsets and accessors; nothing else in the process holds duel
# state. The buffer is zero-filled at creation, so equal states are byte-equal, and a copy taken
# at any decision point is a complete duel (clone is one memcpy).
#
# The buffer is allocated as int32 words, but its sections pack their fields to keep a duel's
# state within 8 KiB (docs/saved-states.md has the sizes): the header, the continuation stack and
# the lingering records are int32 words; the chain, pending triggers and zones int16 entries; the
# piles uint8 cells; the card table comes last, CARD_ROW_BYTES per row, HDR_CARD_ROWS rows (the
# dealt cards and CAP_TOKEN_ROWS), so a duel's buffer is state_words(s) long. Fields are read and
# written through card_get/card_set, pile_*, zone_card and the int16 indexes below; Python reads
# the state decoded, one word per field (ygo_core/wide.py).
#
# Conventions: a "turn stamp" field holds the turn number when something happened (0 = never),
# so per-turn limits need no reset pass: "this turn" is `stamp == s[HDR_TURN]`.
# Player indices are 0 and 1; card ids index the card table; NO_CARD marks an empty cell.
# `cpdef enum` exposes every constant to Python as an attribute of `ygo_core.layout`.

from libc.stdint cimport int16_t, int32_t, uint8_t, uint32_t
from sim_core.errors cimport ERR_CAPACITY

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
    #ifdef YGO_DEBUG
    #define YGO_DEBUGGING 1
    #else
    #define YGO_DEBUGGING 0
    #endif
    """
    # Debug builds (YGO_DEBUG=1) abort on an out-of-range state index; release builds compile it away.
    void YGO_CHECK(bint cond) noexcept nogil
    # 1 in a debug build: self-checks of the speed shortcuts run there (engine.pyx settle).
    const bint YGO_DEBUGGING

cpdef enum:
    # HDR_DIRTY values: settled; re-apply everything; (DIRTY_CARD + card) restat one card only.
    DIRTY_NONE = 0
    DIRTY_FULL = 1
    DIRTY_CARD = 2

cpdef enum:
    # Bumped whenever an offset or width below changes; `Duel.from_buffer` checks it.
    LAYOUT_VERSION = 8
    NO_CARD = -1
    NO_PLAYER = -1
    N_PLAYERS = 2

# ---- Capacities ------------------------------------------------------------------------------
cpdef enum:
    # Card instances in one duel: 2 x (60 Main + 15 Extra) plus 10 Token slots.
    CAP_CARDS = 160
    # Cards one player's piles (Deck, hand, GY, banished, Extra Deck) can hold together: a
    # player owns at most this many cards (Tokens, never in a pile, aside).
    CAP_PILE = 80
    # Monster Zones per player (C02).
    CAP_MZONE = 5
    # Spell & Trap Zones per player (C05).
    CAP_SZONE = 5
    # Continuation frames on the engine stack.
    CAP_STACK = 24
    # Chain links (W). The rules set no limit, and no card of the pool repeats itself without
    # bound (Ultimate Offering's effect goes on the chain at most once per summonable monster in
    # the hand: U08); at this length responses simply stop being offered.
    CAP_CHAIN = 32
    # Card rows past the dealt ones: Token rows are reused once their Token is gone
    # (ops_summons.pyx token_card), so these are enough for every Token the field holds at once.
    CAP_TOKEN_ROWS = 10
    # Pending trigger entries (Q05-Q09).
    CAP_TRIGGERS = 16
    # Lingering / continuous effect records (AJ).
    CAP_LINGER = 32
    # Legal actions one decision can have.
    CAP_ACTIONS = 512
    # Words of one player's activation candidates (HDR_ACTIVATORS): a bit per card id.
    ACTIVATOR_WORDS = (CAP_CARDS + 31) >> 5
    # Continuous appliers the header keeps in force between applications (HDR_APPLIERS); a
    # field with more is walked at each check instead.
    CAP_APPLIER_CACHE = 16
    # An HDR_APPLIERS entry's low bits hold the card (CAP_CARDS fits), the rest the code-pool
    # offset of the instruction (below 1 << (31 - APPLIER_CARD_BITS), else the list is not kept).
    APPLIER_CARD_BITS = 8

# ---- One entry of the action history (HDR_HISTORY) ---------------------------------------------
cpdef enum:
    # Actions kept (the observation shows them all, latest first).
    HISTORY_LEN = 8
    # The action code.
    HIST_ACTION = 0
    # The turn it was chosen in (bits 0-15: turns stop at CAP_TURNS), the player who chose it
    # (HIST_PLAYER_BIT) and who may see which card it acted with or on (HIST_SEEN_SHIFT + p:
    # player p; + HIST_SEEN_TARGET + p: the attacked monster): seen by that player before the
    # action (by the chooser: as their option showed it) or right after it (C13, O11, C15).
    HIST_META = 1
    # That card's card data row + 1 (its vocabulary index; 0 for none), as it was when chosen;
    # the same for an attack's target.
    HIST_CARD = 2
    HIST_TARGET = 3
    HIST_WIDTH = 4
    HIST_TURN_MASK = 0xFFFF
    HIST_PLAYER_BIT = 16
    HIST_SEEN_SHIFT = 17
    HIST_SEEN_TARGET = 2

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
    # Links on the chain (W).
    HDR_CHAIN_LEN = 26
    # Pending trigger entries (Q04, W07).
    HDR_TRIGGER_LEN = 27
    # Lingering effect records in use (AJ).
    HDR_LINGER_LEN = 28
    # Rule switches (the rule-set record, copied in at creation; see ygo_core/rules.py).
    HDR_RULE_START_LP = 29
    HDR_RULE_OPENING_HAND = 30
    HDR_RULE_FIRST_PLAYER_DRAWS = 31
    HDR_RULE_FIRST_TURN_BATTLE = 32
    HDR_RULE_HAND_LIMIT = 33
    HDR_RULE_FIELD_SHARED = 34
    HDR_RULE_ZERO_ATK_TIE_DESTROYS = 35
    # Turn limit (0 = none): from the end of this turn on, the first turn that ends with the
    # LP apart ends the duel, more LP winning (switch 44).
    HDR_RULE_MAX_TURNS = 36
    # Player holding priority in the open response window (E03), NO_PLAYER when none.
    HDR_PRIORITY = 37
    # The last thing that happened (U10, X02): EV_* kind, its card and the player who caused it.
    # Trigger-like Spells/Traps (Trap Hole) read it; it is cleared when something else happens.
    HDR_EVENT = 38
    HDR_EVENT_CARD = 39
    HDR_EVENT_PLAYER = 40
    # Turn stamps per player (two words): a monster that player controlled went to the GY
    # this turn (Last Will).
    HDR_MONSTER_TO_GY_TURN = 41
    # (MR3 summons, xyz helper) XS_* bits, set when the duel starts: some Extra Deck holds a
    # Synchro / an Xyz Monster and the era has the mechanism (HDR_RULE_EXTRA_SUMMONS), so the
    # Main Phase lists those summons and moves look for Xyz Materials only then (a Starter or
    # GOAT duel pays one header read); and whether the era's Extra Deck rules apply.
    HDR_EXTRA_MONSTERS = 43
    # ---- MR3 Pendulum (pend helper): turn stamp of the turn player's Pendulum Summon (M10:
    # once per turn; only the turn player Pendulum Summons, so one word does).
    HDR_PENDULUM_SUMMON_TURN = 44
    # Whether continuous effects must be re-applied before the next step (stats, locks,
    # equips): DIRTY_NONE, DIRTY_FULL, or DIRTY_CARD + a card id when that one card's move, turn
    # or position change is all that happened and the effects in force read nothing of it but
    # its own stats (vm/filters.pyx change_is_local): then only that card is restated.
    HDR_DIRTY = 45
    # RULE_* bits (switch 42): the summon mechanisms of the era (Synchro, Xyz, Pendulum); a
    # mechanism whose bit is clear is never offered.
    HDR_RULE_EXTRA_SUMMONS = 46
    # 1 when any card of the duel has effects (vanilla duels skip the continuous-effect pass).
    HDR_HAS_EFFECTS = 47
    # Rows of the card table this buffer holds: the cards dealt plus CAP_TOKEN_ROWS (at most
    # CAP_CARDS), fixed when the duel is set up; the buffer is state_words() long.
    HDR_CARD_ROWS = 48
    # 1 when an effect negated the attack in progress (F04: it still counts as declared).
    HDR_ATTACK_NEGATED = 49
    # Fingerprint of the card data the duel was made with (four words, CardDB.fingerprint):
    # Duel.from_buffer refuses a state made with other card data.
    HDR_CARD_DATA = 50
    # Turn stamps per player (two words): that player conducted a Battle Phase this turn (E01,
    # AH10: "you cannot conduct your Battle Phase the turn you activate this").
    HDR_BATTLE_PHASE_TURN = 54
    # C10: how many cards at the top of each player's GY (two words) arrived in the current
    # batch of moves and still wait for their owner to order them (proc/graveyard.pyx). Never
    # more than that GY's count.
    HDR_GY_UNORDERED = 58
    # Bit (1 << PHASE_*) per phase of your own turn in which a Quick-Play Spell may be
    # activated from the hand (R14; switch 21: Main and Battle Phases only under tcg2002).
    HDR_RULE_QUICKPLAY_HAND_PHASES = 62
    # (activated family) 1: after a summon or a resolved chain the turn player, holding
    # priority first, may still use a Spell Speed 1 Ignition effect before the opponent responds
    # (rules-legacy.md switch 30, the 2005 TCG; removed in the TCG in April 2012).
    HDR_RULE_IGNITION_PRIORITY = 60
    # (activated family) Draw Phases each player must still skip (Reckless Greed): player 0's
    # count in bits 0-7, player 1's in bits 8-15.
    HDR_SKIP_DRAW_PHASES = 61
    # locks: the card being summoned now, plus 1 (0: none): the summon-negation window
    # (Solemn Judgment) is open for it.
    HDR_SUMMONING = 66
    # locks: LOCK_* bits, set when the duel starts, for the lock mechanisms its cards use (so
    # the checks cost nothing in a duel without them).
    HDR_LOCKS = 67
    # Turn stamps per player (two words): that player summoned a monster this turn (Normal,
    # Tribute, Flip or Special Summon; a Set is not a summon). Scapegoat: "you cannot Summon
    # other monsters the turn you activate this card" also forbids activating it after one.
    HDR_SUMMONED_TURN = 69
    # 1 when a Spell or Trap card with a trigger effect is in the duel (Card of Safe Return):
    # only then do events look at the Spell & Trap Zones for triggers (proc/triggers.pyx).
    HDR_SPELL_TRIGGERS = 56
    # misc family: MISC_* bits, set when the duel starts, for the misc mechanisms its cards use
    # (Dark Balter's negation of its battle victims, Dark Flare Knight's battle damage), so the
    # battle checks cost nothing in a duel without them.
    HDR_MISC = 71
    # burn: 1 once the damage calculation of the Damage Step in progress is done (0 outside a
    # Damage Step): "during damage calculation" effects come before it (Injection Fairy Lily).
    HDR_DAMAGE_CALCULATED = 65
    # The kinds of continuous applier in force (APPLY_*), a bit each over N_APPLIER_WORDS words
    # (applier_active below), refreshed with the stats, so checks such as "cannot be targeted"
    # cost nothing when no such card is face-up. APPLY_NEGATE's bit says more: negation may
    # apply (a negator face-up, in force or negated itself, or a lingering negation).
    HDR_ACTIVE_APPLIERS = 63
    # The chaos family: CHAOS_* bits, set when the duel starts, for the mechanisms its cards use
    # (so the checks cost nothing in a duel without them).
    HDR_CHAOS = 57
    # The EV_* bits any card of the duel has a trigger for (the union of their DB_TRIGGER_EVENTS,
    # set when the duel starts; a Token adds its own): an event no card answers is not looked
    # for on the field.
    HDR_TRIGGER_EVENTS = 68
    # Activation candidates: per player ACTIVATOR_WORDS words, a bit per card id (bit c % 32 of
    # word c // 32) for each card with effects in that player's hand or on their side of the
    # field. The moves keep it (note_activator below), so the search for what a player can
    # activate visits those cards only, in ascending card id order.
    HDR_ACTIVATORS = 72
    # The continuous appliers in force as of the last application, in the order the field walk
    # finds them (vm/filters.pyx collect_appliers): HDR_APPLIERS_LEN entries, each the source
    # card | the code-pool offset of its instruction << APPLIER_CARD_BITS; -1 when they are more
    # than CAP_APPLIER_CACHE (the field is walked then). Read only while HDR_DIRTY is not
    # DIRTY_FULL: a change of one card that applies no effect (DIRTY_CARD) leaves the list as it
    # is; any other move, turn or position change sets DIRTY_FULL, and the next application
    # writes the list again.
    HDR_APPLIERS_LEN = HDR_ACTIVATORS + N_PLAYERS * ACTIVATOR_WORDS
    HDR_APPLIERS = HDR_APPLIERS_LEN + 1
    # ---- Rule switches, more (presets helper)
    # The era switches of ygo_core/rules.py that change play and have no word above, a RULEX_*
    # bit each (RuleSet.more_mask). A bit set departs from mr3: 0 under mr3, goat and tcg2002.
    HDR_RULE_MORE = HDR_APPLIERS + CAP_APPLIER_CACHE
    # ---- MR3 Pendulum (pend helper)
    # 1 when the rules have Pendulums (RULE_PENDULUM) and a Pendulum Monster card is in the duel
    # (set when the duel starts): only then are the Pendulum Zones walked and the face-up Extra
    # Deck rule looked at, so a duel without one pays nothing for them.
    HDR_PENDULUM_CARDS = HDR_RULE_MORE + 1
    # ---- Speed (issue 12)
    # The HDR_ACTIVATORS cards that have an activated effect of Spell Speed 2 or more from some
    # place (a DBF_FAST_* bit), the same layout: where only those may start or join a chain (a
    # response window), the search visits these cards only. note_activator keeps both.
    HDR_FAST_ACTIVATORS = HDR_PENDULUM_CARDS + 1
    # ---- The last actions (for the observation's history): the actions the players chose so
    # far (a decision the engine took by itself, being forced, is not one), then the last
    # HISTORY_LEN of them, entry k % HISTORY_LEN for the k-th, HIST_WIDTH words each (HIST_*).
    # Written by the engine's apply functions, read only by the observation (copied out).
    HDR_HISTORY_COUNT = HDR_FAST_ACTIVATORS + N_PLAYERS * ACTIVATOR_WORDS
    HDR_HISTORY = HDR_HISTORY_COUNT + 1
    HDR_SIZE = HDR_HISTORY + HISTORY_LEN * HIST_WIDTH

# ---- Card table: one row per card instance ---------------------------------------------------
# CARD_* name a field of a row (a logical index, 0 .. CARD_N_FIELDS - 1); card_get/card_set below
# are the only way to a field. A row is CARD_ROW_BYTES packed bytes (the CR_* offsets and CB_*
# bit fields further down give each field's width): ATK and DEF keep the int32 range (STAT_MAX),
# turn stamps, stints, counters and the card data row are int16 (a duel stops at CAP_TURNS, see
# proc/turn.pyx), places are uint8, card ids uint8 + 1 (NO_CARD is 0), small kinds bits.
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
    # Turn stamp of the turn a Spell/Trap was Set (R14, S01: not activatable that turn).
    CARD_SET_TURN = 16
    # The monster an Equip Card is equipped to, NO_CARD when none (R10-R11). (MR3, xyz) For a
    # card in LOC_OVERLAY: the Xyz Monster it is an Xyz Material of (L01); the two meanings
    # never meet, an Equip Card being in a Spell & Trap Zone and a material under no zone.
    CARD_EQUIPPED_TO = 17
    # That monster's CARD_STINT when it was equipped (or, for an Xyz Material, attached): a new
    # stint means a new card (AD01).
    CARD_EQUIPPED_STINT = 18
    # (activated family) Counters on the card (Breaker's Spell Counter, Wave-Motion Cannon's
    # turn count); cleared when the card leaves the field (AD01).
    CARD_COUNTERS = 19
    # Battle family: turn stamp of the last time this card destroyed a monster by battle in its
    # current stint (set when that monster is sent to the GY, F20; cleared when it leaves).
    CARD_BATTLE_KILL_TURN = 21
    # locks: its CARD_STINT plus 1 while its effects are negated (APPLY_NEGATE), else 0;
    # recomputed with the continuous effects. A stale value from an earlier stint never matches.
    CARD_NEGATED = 22
    # A card linked to this one while both stay on the field (Call of the Haunted and its
    # monster, Premature Burial, Snatch Steal), NO_CARD when none; that card's CARD_STINT at
    # linking (a new stint is a new card: AD01); LINKK_* bits: what happens to it when this
    # card leaves the field (move.pyx).
    CARD_LINKED = 23
    CARD_LINKED_STINT = 24
    CARD_LINK_KIND = 25
    # SR_* bits: summoning rules that stay with the card while it is on the field.
    CARD_SUMMON_RULES = 26
    # Turn stamp of its last flip face-up on the field (a Flip Summon, or an attack: O05):
    # Spirit monsters return in the End Phase of the turn they were summoned or flipped.
    CARD_FLIPPED_TURN = 27
    # Field 20 is reserved for the GOAT format's mechanisms (no storage).
    CARD_N_FIELDS = 28

# ---- The packed card row: byte offsets (CR_*) and the bit fields of its CR_BITS word (CB_*) -----
cpdef enum:
    # int32: current ATK and DEF.
    CR_ATK = 0
    CR_DEF = 4
    # uint32: the bit fields below (bit 31 always 0).
    CR_BITS = 8
    # int16 fields.
    CR_DB_ROW = 12
    CR_STINT = 14
    CR_NEGATED = 16
    CR_SUMMON_TURN = 18
    CR_POS_CHANGE_TURN = 20
    CR_ATTACK_TURN = 22
    CR_SET_TURN = 24
    CR_BATTLE_KILL_TURN = 26
    CR_FLIPPED_TURN = 28
    CR_EQUIPPED_STINT = 30
    CR_LINKED_STINT = 32
    CR_COUNTERS = 34
    # uint8 fields; the two card ids hold the id + 1 (0 for NO_CARD).
    CR_LOCATION = 36
    CR_SEQUENCE = 37
    CR_EQUIPPED_TO = 38
    CR_LINKED = 39
    CARD_ROW_BYTES = 40
    CARD_ROW_WORDS = 10

cpdef enum:
    # Shift and width of each field of the CR_BITS word.
    CB_FLAGS_SHIFT = 0
    CB_FLAGS_BITS = 11
    CB_REVEALED_SHIFT = 11
    CB_REVEALED_BITS = 2
    CB_SUMMON_RULES_SHIFT = 13
    CB_SUMMON_RULES_BITS = 2
    # Four bits: the Extra Deck summons (SUMMON_SYNCHRO .. SUMMON_PENDULUM) go past 7.
    CB_SUMMON_KIND_SHIFT = 15
    CB_SUMMON_KIND_BITS = 4
    CB_LINK_KIND_SHIFT = 19
    CB_LINK_KIND_BITS = 3
    CB_ATTACKS_SHIFT = 22
    CB_ATTACKS_BITS = 4
    CB_OWNER_SHIFT = 26
    CB_OWNER_BITS = 1
    CB_CONTROLLER_SHIFT = 27
    CB_CONTROLLER_BITS = 1
    CB_POSITION_SHIFT = 28
    CB_POSITION_BITS = 3

cpdef enum:
    # The turn counter stops here (proc/turn.pyx: ERR_CAPACITY), so turn stamps fit int16.
    CAP_TURNS = 32767

# ---- Piles: per player, one ordered array of card ids (uint8) cut into the five piles ---------
# Every card in a pile belongs to that player (C10), so one array of CAP_PILE cells holds all
# five: the Deck first, then the hand, GY, banished and Extra Deck, each bottom (index 0) to top.
# The player's block is PILE_STRIDE bytes: byte k (k < N_PILES) is where pile k starts in the
# cells, byte N_PILES the cards in all five (so pile k holds byte k + 1 - byte k cards); the
# cells follow at PILE_CELLS. Cells past the last card are 0. A move shifts the cells above it.
cpdef enum:
    PILE_DECK = 0
    PILE_HAND = 1
    PILE_GY = 2
    PILE_BANISHED = 3
    PILE_EXTRA = 4
    N_PILES = 5
    PILE_CELLS = N_PILES + 1
    PILE_STRIDE = PILE_CELLS + CAP_PILE
    # The two players' blocks in int32 words (rounded up).
    PILE_WORDS = (N_PLAYERS * PILE_STRIDE + 3) // 4

# ---- Field zones per player: a card id or NO_CARD per cell ----------------------------------
cpdef enum:
    ZONE_MONSTER = 0
    ZONE_SPELL = 5
    ZONE_FIELD = 10
    # (MR3, pend) The two Pendulum Zones, left then right (M, C09): not Spell & Trap Zones.
    ZONE_PENDULUM = 11
    CAP_PZONE = 2
    ZONES_PER_PLAYER = 13

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
    FRAME_ARG6 = 8
    FRAME_ARG7 = 9
    FRAME_WIDTH = 10

# ---- Chain links (W): one row per link, bottom (link 1) first ---------------------------------
cpdef enum:
    # Effect row (index into the effect table) being activated.
    LINK_EFFECT = 0
    # Card whose effect it is, and its stint at activation (T03, V03).
    LINK_CARD = 1
    LINK_STINT = 2
    # Player who activated it (T09).
    LINK_PLAYER = 3
    # Spell Speed of the link (W01).
    LINK_SPEED = 4
    # LF_* flags.
    LINK_FLAGS = 5
    # The card the triggering event was about (the summoned monster for Trap Hole).
    LINK_EVENT_CARD = 6
    # Targets chosen at activation (V01), with their stints (V03).
    LINK_N_TARGETS = 7
    LINK_TARGETS = 8
    LINK_TARGET_STINTS = 11
    CAP_LINK_TARGETS = 3
    # A card an operation of the resolution acted on and noted for a later one (SEL_NOTED: the
    # card Thestalos discarded, the Trap Nobleman of Extermination banished), and how many (0/1).
    LINK_CHOSEN = 14
    LINK_N_CHOSEN = 15
    # A declaration made at activation (a Type's bit index, a card name's card id: Tribe-
    # Infecting Virus, Mind Crush), and what the cost paid (cards chosen, counters removed or
    # carried away by the card itself: Wave-Motion Cannon counts them).
    LINK_DECLARED = 16
    LINK_PAID = 17
    CHAIN_LINK_WIDTH = 18

cpdef enum:
    # The link's activation is negated (Z).
    LF_NEGATED = 1
    # A Spell/Trap card activation: the card goes to the GY after the chain unless it stays (W11).
    LF_CARD_ACTIVATION = 2
    # Only the link's effect is negated: the activation stands, the effect does nothing (Z, V02).
    LF_EFFECT_NEGATED = 4

# ---- Pending triggers: effects whose event happened, waiting for the chain to be built ---------
cpdef enum:
    TRIG_EFFECT = 0
    TRIG_CARD = 1
    TRIG_PLAYER = 2
    TRIG_EVENT_CARD = 3
    TRIGGER_WIDTH = 4

# ---- Lingering effects (AJ): records that apply until they expire ------------------------------
cpdef enum:
    # LING_* kind (ygo_core/vm/opcodes.pxd).
    LINGER_KIND = 0
    # Affected card (NO_CARD for a player-wide effect) and its stint when applied (AD01).
    LINGER_CARD = 1
    LINGER_STINT = 2
    # Player the effect belongs to.
    LINGER_PLAYER = 3
    LINGER_VALUE = 4
    LINGER_VALUE2 = 5
    # Turn at whose end it expires (E18); 0 = while its source stays.
    LINGER_UNTIL_TURN = 6
    # Source card (for effects that end when it leaves).
    LINGER_SOURCE = 7
    LINGER_WIDTH = 8

# ---- Section offsets --------------------------------------------------------------------------
# In int32 words from the start of the buffer. The fixed sections come first, the card table
# last, so that the words a duel uses are a prefix of the buffer (STATE_SIZE: the largest).
# The chain, pending triggers and zones hold int16 entries (every value fits: card ids, stints,
# effect rows, players, Spell Speeds, flags, counts): their *_BASE, link_offset, trigger_offset
# and zone_offset are indexes into the buffer seen as int16 (`(<int16_t*>s)[link + LINK_CARD]`),
# their *_WORD the section's first int32 word. The stack and lingering records stay int32
# (frame arguments and LINGER_VALUE may be LP or ATK amounts).
cpdef enum:
    STACK_BASE = HDR_SIZE
    CHAIN_WORD = STACK_BASE + CAP_STACK * FRAME_WIDTH
    CHAIN_BASE = 2 * CHAIN_WORD
    TRIGGER_WORD = CHAIN_WORD + (CAP_CHAIN * CHAIN_LINK_WIDTH + 1) // 2
    TRIGGER_BASE = 2 * TRIGGER_WORD
    LINGER_BASE = TRIGGER_WORD + (CAP_TRIGGERS * TRIGGER_WIDTH + 1) // 2
    ZONE_WORD = LINGER_BASE + CAP_LINGER * LINGER_WIDTH
    ZONE_BASE = 2 * ZONE_WORD
    PILE_BASE = ZONE_WORD + (N_PLAYERS * ZONES_PER_PLAYER + 1) // 2
    # The pile blocks' first byte.
    PILE_AT = PILE_BASE * 4
    CARD_BASE = PILE_BASE + PILE_WORDS
    # The card table's first byte (rows of CARD_ROW_BYTES).
    CARD_AT = CARD_BASE * 4
    # The largest buffer (CAP_CARDS rows); a duel's own is state_words() long.
    STATE_SIZE = CARD_BASE + CAP_CARDS * CARD_ROW_WORDS

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
    # (MR3) An Xyz Material: attached under an Xyz Monster (L), not a card on the field.
    LOC_OVERLAY = 9
    # (MR3) A Pendulum Zone (M): two per player, apart from the Spell & Trap Zones.
    LOC_PZONE = 10

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
    # Master Rule 3 (issue 13): Special Summons by the rules' own procedures (K, L, M). Each is
    # also a Special Summon (H); the kind says which, for "if this card was Synchro Summoned".
    SUMMON_SYNCHRO = 7
    SUMMON_XYZ = 8
    SUMMON_PENDULUM = 9

cpdef enum:
    # HDR_RULE_EXTRA_SUMMONS bits (switch 42).
    RULE_SYNCHRO = 1
    RULE_XYZ = 2
    RULE_PENDULUM = 4

cpdef enum:
    # HDR_RULE_MORE bits (presets helper). Switch 8: activating a Field Spell destroys the face-up
    # one it replaces (D3), rather than sending it to the GY (C07).
    RULEX_FIELD_REPLACE_DESTROYS = 1
    # Switch 36 off: an LP cost must be less than the player's LP (mr3 allows paying it all, A10).
    RULEX_LP_COST_BELOW_LP = 2

cpdef enum:
    # CARD_FLAGS bits. Decided destroyed by battle, not yet sent: it cannot be targeted (F20, V07).
    CF_BATTLE_DESTROYED = 1
    # It was flipped face-up by an attack in the current battle (its FLIP waits, Q08).
    CF_FLIPPED_BY_ATTACK = 2
    # (scorpions family) Special Summoned by the "one of each name" summon resolving now
    # (Mustering of the Dark Scorpions); cleared when that operation ends.
    CF_SUMMONED_NOW = 1 << 6
    # (misc) Attacked in face-up Attack Position, it is destroyed after the damage calculation of
    # the battle in progress (APPLY_DESTROYED_AFTER_ATTACKED: Reflect Bounder).
    CF_DESTROY_AFTER_CALC = 1 << 10
    # (misc) Destroyed by battle with a monster that negates its victims' effects (Dark Balter
    # the Terrible): its FLIP and the triggers of its destruction do not activate.
    CF_BATTLE_NEGATED = 1 << 3
    # (fusion family) A Monster Card equipped to a monster by that monster's absorbing effect
    # (Thousand-Eyes Restrict, Relinquished): it is an Equip Spell Card in the Spell & Trap Zone.
    CF_ABSORBED = 1 << 4
    # Properly summoned (H09): a Special Summon monster (DBF_PROPER_SUMMON) summoned by its own
    # method: a Fusion, Synchro or Xyz Summon, a Ritual Summon, a Nomi's own procedure. The one
    # flag a card keeps off the field: it stays in the GY and banished (so Monster Reborn may
    # summon it), and is lost when the card goes to the Deck, the hand or the Extra Deck (H10;
    # move.pyx). It stays while the monster is face-down on the field, and is lost when the
    # Flip Summon of such a monster is negated (H11; vm/ops_locks.pyx).
    CF_PROPER = 1 << 5

    # (MR3, pend) A Pendulum Monster face-up in its owner's Extra Deck (M07): public, and a
    # candidate for the Pendulum Summon (M10). Set on arrival there, cleared when it leaves.
    CF_FACEUP_EXTRA = 1 << 2
    # (MR3, pend) Placed by the Pendulum Summon being made, its negation window still open
    # (M11-M12): a negation sends it to the GY, not to the Extra Deck. Cleared when it succeeds.
    CF_PENDULUM_SUMMONING = 1 << 8

cpdef enum:
    # HDR_LOCKS bits (locks family).
    LOCK_NEGATION = 1
    LOCK_NO_ACTIVATION = 2
    LOCK_STANDBY_COST = 4
    LOCK_SUMMON_NEGATION = 8
    LOCK_SPELL_PROOF = 16
    LOCK_DRAW_REPLACE = 32
    LOCK_ON_EQUIPPED = 64
    LOCK_PAID_ATTACK = 128

cpdef enum:
    # HDR_MISC bits (misc family): APPLY_NEGATE_BATTLE_VICTIMS, APPLY_NO_BATTLE_DAMAGE_INVOLVING,
    # APPLY_DESTROYED_AFTER_ATTACKED, and a trigger answering EV_ATTACKED_BEFORE_CALC.
    MISC_NEGATE_VICTIMS = 1
    MISC_NO_BATTLE_DAMAGE = 2
    MISC_DESTROYED_AFTER_ATTACKED = 4
    MISC_BEFORE_CALC_EVENT = 8
    # HDR_CHAOS bits (chaos family): an effect of the duel bars its own card's attacks
    # (LING_SELF_NO_ATTACK); one banishes the monsters it summoned in the End Phase.
    CHAOS_NO_ATTACK = 1
    CHAOS_BANISH_AT_END = 2
    # ... one gives its card a second attack, which must come right after the first.
    CHAOS_ATTACK_AGAIN = 4
    # ... one reads whether a card was destroyed and sent to the GY this turn (MARK_DESTROYED);
    # one answers the End Phase from the GY (EV_END_PHASE_IN_GY).
    CHAOS_DESTROYED_MARKS = 8
    CHAOS_GY_END_PHASE = 16
    # ... one reads whether its owner's opponent destroyed it (MARK_DESTROYED_BY_FOE).
    CHAOS_FOE_DESTROYED_MARKS = 32

cpdef enum:
    # CARD_LINK_KIND bits. When this card leaves the field, the linked card (if still the same
    # card on the field) is destroyed (Call of the Haunted: "when this card leaves the field");
    # only when this card goes to the GY (Premature Burial, "when this card is destroyed"; the
    # monster of Call of the Haunted, "when that target is destroyed"); control of the linked
    # monster returns to its owner (Snatch Steal).
    LINKK_DESTROY_ON_LEAVE = 1
    LINKK_DESTROY_ON_GY = 2
    LINKK_CONTROL = 4

cpdef enum:
    # CARD_SUMMON_RULES bits. It cannot be Tributed for a Tribute Summon (Sheep, Ojama Tokens).
    SR_NO_TRIBUTE_SUMMON = 1
    # Set just before the card is sent to the GY in a way that is not destruction (a Tribute,
    # "send to the GY"): links that act "when destroyed" then do not (move.pyx send_not_destroyed).
    SR_NOT_DESTROYED = 2

cpdef enum:
    DRAW_RESULT = 2

cpdef enum:
    # Life Points and current ATK/DEF saturate at these ceilings instead of overflowing (the
    # int32 maximum: any value a state word holds is within them); both stop at 0 (A08, T11).
    LP_MAX = 2147483647
    STAT_MAX = 2147483647

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
    # First row of its effects in the effect table, and how many.
    DB_FX_FIRST = 8
    DB_FX_COUNT = 9
    # EV_* bits its trigger effects answer (the union of their FX_EVENTS): an event passes over
    # the cards that cannot answer it without looking at their effects.
    DB_TRIGGER_EVENTS = 10
    # Column 11: the Xyz helper's (DB_MATERIALS), 0 here.
    # (MR3, pend) Pendulum Scales (M10): left << 8 | right, 0 for a card that is no Pendulum.
    DB_SCALES = 12
    DB_WIDTH = 13

# ---- The read-only card data block (CardDB.block): header, card rows, effect rows, code -------
cpdef enum:
    # Card rows.
    BLK_N_ROWS = 0
    # Effect rows (FX_WIDTH words each) start at this offset.
    BLK_EFFECTS_AT = 1
    BLK_N_EFFECTS = 2
    # The code pool (filters, conditions, operations) starts at this offset.
    BLK_CODE_AT = 3
    BLK_CODE_LEN = 4
    BLK_HEADER = 8

cpdef enum:
    # The engine can play the card (a Normal Monster, or a card with a compiled script).
    DBF_PLAYABLE = 1
    # The card has compiled effects (DB_FX_FIRST .. + DB_FX_COUNT).
    DBF_HAS_EFFECT = 2
    # It cannot be Special Summoned (The Wicked Worm Beast).
    DBF_NO_SPECIAL_SUMMON = 4
    # It has an activated effect of Spell Speed 2 or more: the only kind that can start a chain
    # outside the open state or respond to one (W02), so response windows look at no other.
    DBF_FAST = 8
    # One of its effects Special Summons Tokens (OP_SUMMON_TOKENS): a duel without such a card
    # needs no Token rows in its card table (CAP_TOKEN_ROWS).
    DBF_MAKES_TOKENS = 16
    # (speed) Where an activated effect of the card can start from (proc/activation.pyx
    # activatable), a bit per place: the hand, a face-down card on the field (a Set Spell/Trap, a
    # face-down monster's FXF_FACE_DOWN effect), a face-up card on the field; the DBF_FAST_* bits
    # (the same three, shifted by DBF_FAST_SHIFT) for the effects of Spell Speed 2 or more.
    # gen_activations passes over a card with no bit for where it is without looking at its
    # effects (a superset: activatable still decides).
    DBF_ACT_HAND = 32
    DBF_ACT_SET = 64
    DBF_ACT_FACE_UP = 128
    DBF_FAST_SHIFT = 3
    DBF_FAST_HAND = DBF_ACT_HAND << DBF_FAST_SHIFT
    DBF_FAST_SET = DBF_ACT_SET << DBF_FAST_SHIFT
    DBF_FAST_FACE_UP = DBF_ACT_FACE_UP << DBF_FAST_SHIFT
    # (speed) It has a continuous effect (FXK_CONTINUOUS): the field walks for the appliers in
    # force (vm/filters.pyx) read no other card's effects.
    DBF_CONTINUOUS = 2048
    # ---- MR3 leave family
    # It has an Ignition effect activated from the GY (FXF_FROM_GY): in its owner's GY the card
    # is an activator (note_activator), so a duel without such a card looks at no GY.
    DBF_GY_EFFECT = 4096
    # A Special Summon monster (H07): a Fusion, Synchro, Xyz or Ritual Monster (TYPES_PROPER_SUMMON)
    # or a Nomi (it cannot be Normal Summoned: its own procedure, FXK_SUMMON_PROC, is its only
    # summon). Another effect may Special Summon it from the GY or banished only once it was
    # properly summoned (CF_PROPER), never from the hand or the Deck (H09-H10).
    DBF_PROPER_SUMMON = 8192

cpdef enum:
    # YGOPro `datas.type` bits (a file-format fact).
    TYPE_MONSTER = 0x1
    TYPE_SPELL = 0x2
    TYPE_TRAP = 0x4
    TYPE_NORMAL = 0x10
    TYPE_EFFECT = 0x20
    TYPE_FLIP = 0x200000
    TYPE_QUICKPLAY = 0x10000
    TYPE_CONTINUOUS = 0x20000
    TYPE_EQUIP = 0x40000
    TYPE_FIELD = 0x80000
    TYPE_COUNTER = 0x100000
    TYPE_FUSION = 0x40
    TYPE_RITUAL = 0x80
    TYPE_TOKEN = 0x4000
    TYPE_TUNER = 0x1000
    TYPE_SYNCHRO = 0x2000
    TYPE_XYZ = 0x800000
    TYPE_PENDULUM = 0x1000000

cpdef enum:
    # (MR3, xyz) HDR_EXTRA_MONSTERS bits: a Synchro / an Xyz Monster is in an Extra Deck and the
    # era has its summon.
    XS_SYNCHRO = 1
    XS_XYZ = 2
    # The Extra Deck rules apply: proper summons (H09-H10), Extra Deck monsters back to the
    # Extra Deck (L07) and never Normal Summoned (H07). Set in every era (deal.pyx): the GOAT
    # records changed with them (a documented rules fix, README), the Starter records did not.
    XS_EXTRA_DECK_RULES = 4
    # The card types that need a proper summon before effects may revive them (H07, H09; the
    # Nomi too: DBF_PROPER_SUMMON).
    TYPES_PROPER_SUMMON = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_RITUAL
    # Extra Deck monsters: back to the Extra Deck instead of the hand or Deck (L07).
    TYPES_EXTRA_DECK = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ


# ---- Accessors ----------------------------------------------------------------------------------

cdef inline int32_t state_words(const int32_t* s) noexcept nogil:
    # The words of this duel's buffer: the fixed sections and its HDR_CARD_ROWS card rows
    # (clone, to_buffer and DuelBatch copy just these).
    return CARD_BASE + s[HDR_CARD_ROWS] * CARD_ROW_WORDS

cdef inline char* card_row(const int32_t* s, int32_t card) noexcept nogil:
    # The first byte of a card's packed row.
    YGO_CHECK(0 <= card < s[HDR_CARD_ROWS] and s[HDR_CARD_ROWS] <= CAP_CARDS)
    return <char*>s + CARD_AT + card * CARD_ROW_BYTES

cdef inline uint8_t* pile_block(const int32_t* s, int32_t player) noexcept nogil:
    # A player's pile block: N_PILES starts, the card count, then the cells.
    YGO_CHECK(0 <= player < N_PLAYERS)
    return <uint8_t*>s + PILE_AT + player * PILE_STRIDE

cdef inline uint8_t* pile_cards(const int32_t* s, int32_t player, int32_t pile) noexcept nogil:
    # The cells of one pile, bottom (index 0) to top (moves of other piles shift it).
    cdef uint8_t* block = pile_block(s, player)
    YGO_CHECK(0 <= pile < N_PILES)
    return block + PILE_CELLS + block[pile]

cdef inline int32_t pile_total(const int32_t* s, int32_t player) noexcept nogil:
    # Cards in all five of a player's piles.
    return pile_block(s, player)[N_PILES]

cdef inline void pile_insert(int32_t* s, int32_t player, int32_t pile, int32_t i, int32_t card) noexcept nogil:
    # Puts a card at index i of a pile (the caller checked the room: pile_total < CAP_PILE); the
    # cells above move up one, the later piles start one later.
    cdef uint8_t* block = pile_block(s, player)
    cdef int32_t at = block[pile] + i, k
    YGO_CHECK(0 <= pile < N_PILES and 0 <= i <= block[pile + 1] - block[pile] and block[N_PILES] < CAP_PILE)
    YGO_CHECK(0 <= card < CAP_CARDS)
    k = block[N_PILES]
    while k > at:
        block[PILE_CELLS + k] = block[PILE_CELLS + k - 1]
        k -= 1
    block[PILE_CELLS + at] = <uint8_t>card
    for k in range(pile + 1, N_PILES + 1):
        block[k] += 1

cdef inline void pile_remove(int32_t* s, int32_t player, int32_t pile, int32_t i) noexcept nogil:
    # Takes the card at index i out of a pile; the cells above move down one (the last one
    # freed is 0 again), the later piles start one earlier.
    cdef uint8_t* block = pile_block(s, player)
    cdef int32_t at = block[pile] + i, k
    cdef int32_t last = block[N_PILES] - 1
    YGO_CHECK(0 <= pile < N_PILES and 0 <= i < block[pile + 1] - block[pile])
    for k in range(at, last):
        block[PILE_CELLS + k] = block[PILE_CELLS + k + 1]
    block[PILE_CELLS + last] = 0
    for k in range(pile + 1, N_PILES + 1):
        block[k] -= 1

cdef inline int32_t zone_offset(int32_t player, int32_t zone) noexcept nogil:
    # int16 index of one field zone cell (ZONE_MONSTER + i, ZONE_SPELL + i, ZONE_FIELD).
    YGO_CHECK(0 <= player < N_PLAYERS and 0 <= zone < ZONES_PER_PLAYER)
    return ZONE_BASE + player * ZONES_PER_PLAYER + zone

cdef inline int32_t frame_offset(int32_t depth) noexcept nogil:
    # Offset of the frame at a stack depth (0 = bottom).
    YGO_CHECK(0 <= depth < CAP_STACK)
    return STACK_BASE + depth * FRAME_WIDTH

cdef inline int32_t link_offset(int32_t i) noexcept nogil:
    # int16 index of chain link i (0 = link 1).
    YGO_CHECK(0 <= i < CAP_CHAIN)
    return CHAIN_BASE + i * CHAIN_LINK_WIDTH

cdef inline int32_t trigger_offset(int32_t i) noexcept nogil:
    # int16 index of pending trigger entry i.
    YGO_CHECK(0 <= i < CAP_TRIGGERS)
    return TRIGGER_BASE + i * TRIGGER_WIDTH

cdef inline int32_t linger_offset(int32_t i) noexcept nogil:
    # Offset of lingering effect record i.
    YGO_CHECK(0 <= i < CAP_LINGER)
    return LINGER_BASE + i * LINGER_WIDTH

cdef inline int32_t append_row(int32_t* s, int32_t count_word, int32_t capacity, int32_t base,
                               int32_t width) noexcept nogil:
    # Adds a row to a fixed-capacity section (chain, triggers, lingering effects): returns its
    # offset, or ERR_CAPACITY (the capacity in HDR_ERR_ARG) when the section is full.
    cdef int32_t n = s[count_word]
    YGO_CHECK(0 <= n)
    if n >= capacity:
        s[HDR_ERR_ARG] = capacity
        return ERR_CAPACITY
    s[count_word] = n + 1
    return base + n * width

cdef inline int32_t pile_of_location(int32_t location) noexcept nogil:
    # The pile a LOC_* names, or -1 for a field zone or nowhere.
    if location == LOC_DECK:
        return PILE_DECK
    if location == LOC_HAND:
        return PILE_HAND
    if location == LOC_GY:
        return PILE_GY
    if location == LOC_BANISHED:
        return PILE_BANISHED
    if location == LOC_EXTRA:
        return PILE_EXTRA
    return -1

cdef inline int32_t insert_sorted(int32_t* ids, int32_t n, int32_t value) noexcept nogil:
    # Inserts value into ids[0:n] kept ascending (so actions come out sorted); returns n + 1.
    cdef int32_t j = n
    while j > 0 and ids[j - 1] > value:
        ids[j] = ids[j - 1]
        j -= 1
    ids[j] = value
    return n + 1

cdef inline int32_t card_bits_get(const char* row, int32_t shift, int32_t bits) noexcept nogil:
    return <int32_t>((((<const uint32_t*>(row + CR_BITS))[0]) >> shift) & ((1u << bits) - 1))

cdef inline void card_set16(char* row, int32_t at, int32_t value) noexcept nogil:
    YGO_CHECK(-32768 <= value <= 32767)
    (<int16_t*>(row + at))[0] = <int16_t>value

cdef inline void card_set8(char* row, int32_t at, int32_t value) noexcept nogil:
    YGO_CHECK(0 <= value <= 255)
    (<uint8_t*>(row + at))[0] = <uint8_t>value

cdef inline void card_bits_set(char* row, int32_t shift, int32_t bits, int32_t value) noexcept nogil:
    cdef uint32_t mask = ((1u << bits) - 1) << shift
    YGO_CHECK(0 <= value < (1 << bits))
    cdef uint32_t* w = <uint32_t*>(row + CR_BITS)
    w[0] = (w[0] & ~mask) | ((<uint32_t>value << shift) & mask)

cdef inline int32_t card_get(const int32_t* s, int32_t card, int32_t field) noexcept nogil:
    # One field of a card row, whatever its width (with a constant field the switch folds away).
    cdef const char* row = card_row(s, card)
    if field == CARD_ATK:
        return (<const int32_t*>(row + CR_ATK))[0]
    if field == CARD_DEF:
        return (<const int32_t*>(row + CR_DEF))[0]
    if field == CARD_LOCATION:
        return (<const uint8_t*>(row + CR_LOCATION))[0]
    if field == CARD_SEQUENCE:
        return (<const uint8_t*>(row + CR_SEQUENCE))[0]
    if field == CARD_EQUIPPED_TO:
        return <int32_t>(<const uint8_t*>(row + CR_EQUIPPED_TO))[0] - 1
    if field == CARD_LINKED:
        return <int32_t>(<const uint8_t*>(row + CR_LINKED))[0] - 1
    if field == CARD_DB_ROW:
        return (<const int16_t*>(row + CR_DB_ROW))[0]
    if field == CARD_STINT:
        return (<const int16_t*>(row + CR_STINT))[0]
    if field == CARD_NEGATED:
        return (<const int16_t*>(row + CR_NEGATED))[0]
    if field == CARD_SUMMON_TURN:
        return (<const int16_t*>(row + CR_SUMMON_TURN))[0]
    if field == CARD_POS_CHANGE_TURN:
        return (<const int16_t*>(row + CR_POS_CHANGE_TURN))[0]
    if field == CARD_ATTACK_TURN:
        return (<const int16_t*>(row + CR_ATTACK_TURN))[0]
    if field == CARD_SET_TURN:
        return (<const int16_t*>(row + CR_SET_TURN))[0]
    if field == CARD_BATTLE_KILL_TURN:
        return (<const int16_t*>(row + CR_BATTLE_KILL_TURN))[0]
    if field == CARD_FLIPPED_TURN:
        return (<const int16_t*>(row + CR_FLIPPED_TURN))[0]
    if field == CARD_EQUIPPED_STINT:
        return (<const int16_t*>(row + CR_EQUIPPED_STINT))[0]
    if field == CARD_LINKED_STINT:
        return (<const int16_t*>(row + CR_LINKED_STINT))[0]
    if field == CARD_COUNTERS:
        return (<const int16_t*>(row + CR_COUNTERS))[0]
    if field == CARD_FLAGS:
        return card_bits_get(row, CB_FLAGS_SHIFT, CB_FLAGS_BITS)
    if field == CARD_REVEALED:
        return card_bits_get(row, CB_REVEALED_SHIFT, CB_REVEALED_BITS)
    if field == CARD_SUMMON_RULES:
        return card_bits_get(row, CB_SUMMON_RULES_SHIFT, CB_SUMMON_RULES_BITS)
    if field == CARD_SUMMON_KIND:
        return card_bits_get(row, CB_SUMMON_KIND_SHIFT, CB_SUMMON_KIND_BITS)
    if field == CARD_LINK_KIND:
        return card_bits_get(row, CB_LINK_KIND_SHIFT, CB_LINK_KIND_BITS)
    if field == CARD_ATTACKS:
        return card_bits_get(row, CB_ATTACKS_SHIFT, CB_ATTACKS_BITS)
    if field == CARD_OWNER:
        return card_bits_get(row, CB_OWNER_SHIFT, CB_OWNER_BITS)
    if field == CARD_CONTROLLER:
        return card_bits_get(row, CB_CONTROLLER_SHIFT, CB_CONTROLLER_BITS)
    if field == CARD_POSITION:
        return card_bits_get(row, CB_POSITION_SHIFT, CB_POSITION_BITS)
    YGO_CHECK(False)
    return 0

cdef inline void card_set(int32_t* s, int32_t card, int32_t field, int32_t value) noexcept nogil:
    # Writes one field of a card row (the value must fit the field's width: see CR_*, CB_*).
    cdef char* row = card_row(s, card)
    if field == CARD_ATK:
        (<int32_t*>(row + CR_ATK))[0] = value
    elif field == CARD_DEF:
        (<int32_t*>(row + CR_DEF))[0] = value
    elif field == CARD_LOCATION:
        card_set8(row, CR_LOCATION, value)
    elif field == CARD_SEQUENCE:
        card_set8(row, CR_SEQUENCE, value)
    elif field == CARD_EQUIPPED_TO:
        card_set8(row, CR_EQUIPPED_TO, value + 1)
    elif field == CARD_LINKED:
        card_set8(row, CR_LINKED, value + 1)
    elif field == CARD_DB_ROW:
        card_set16(row, CR_DB_ROW, value)
    elif field == CARD_STINT:
        card_set16(row, CR_STINT, value)
    elif field == CARD_NEGATED:
        card_set16(row, CR_NEGATED, value)
    elif field == CARD_SUMMON_TURN:
        card_set16(row, CR_SUMMON_TURN, value)
    elif field == CARD_POS_CHANGE_TURN:
        card_set16(row, CR_POS_CHANGE_TURN, value)
    elif field == CARD_ATTACK_TURN:
        card_set16(row, CR_ATTACK_TURN, value)
    elif field == CARD_SET_TURN:
        card_set16(row, CR_SET_TURN, value)
    elif field == CARD_BATTLE_KILL_TURN:
        card_set16(row, CR_BATTLE_KILL_TURN, value)
    elif field == CARD_FLIPPED_TURN:
        card_set16(row, CR_FLIPPED_TURN, value)
    elif field == CARD_EQUIPPED_STINT:
        card_set16(row, CR_EQUIPPED_STINT, value)
    elif field == CARD_LINKED_STINT:
        card_set16(row, CR_LINKED_STINT, value)
    elif field == CARD_COUNTERS:
        card_set16(row, CR_COUNTERS, value)
    elif field == CARD_FLAGS:
        card_bits_set(row, CB_FLAGS_SHIFT, CB_FLAGS_BITS, value)
    elif field == CARD_REVEALED:
        card_bits_set(row, CB_REVEALED_SHIFT, CB_REVEALED_BITS, value)
    elif field == CARD_SUMMON_RULES:
        card_bits_set(row, CB_SUMMON_RULES_SHIFT, CB_SUMMON_RULES_BITS, value)
    elif field == CARD_SUMMON_KIND:
        card_bits_set(row, CB_SUMMON_KIND_SHIFT, CB_SUMMON_KIND_BITS, value)
    elif field == CARD_LINK_KIND:
        card_bits_set(row, CB_LINK_KIND_SHIFT, CB_LINK_KIND_BITS, value)
    elif field == CARD_ATTACKS:
        card_bits_set(row, CB_ATTACKS_SHIFT, CB_ATTACKS_BITS, value)
    elif field == CARD_OWNER:
        card_bits_set(row, CB_OWNER_SHIFT, CB_OWNER_BITS, value)
    elif field == CARD_CONTROLLER:
        card_bits_set(row, CB_CONTROLLER_SHIFT, CB_CONTROLLER_BITS, value)
    elif field == CARD_POSITION:
        card_bits_set(row, CB_POSITION_SHIFT, CB_POSITION_BITS, value)
    else:
        YGO_CHECK(False)

cdef inline int32_t pile_count(const int32_t* s, int32_t player, int32_t pile) noexcept nogil:
    cdef const uint8_t* block = pile_block(s, player)
    YGO_CHECK(0 <= pile < N_PILES)
    return block[pile + 1] - block[pile]

cdef inline int32_t pile_card(const int32_t* s, int32_t player, int32_t pile, int32_t i) noexcept nogil:
    YGO_CHECK(0 <= i < pile_count(s, player, pile))
    return pile_cards(s, player, pile)[i]

cdef inline int32_t zone_card(const int32_t* s, int32_t player, int32_t zone) noexcept nogil:
    return (<const int16_t*>s)[zone_offset(player, zone)]

cdef inline int32_t db_get(const int32_t* db, const int32_t* s, int32_t card, int32_t field) noexcept nogil:
    # A card's read-only printed data (its row of the card data block).
    return db[BLK_HEADER + card_get(s, card, CARD_DB_ROW) * DB_WIDTH + field]

cdef inline bint this_turn(const int32_t* s, int32_t stamp) noexcept nogil:
    return stamp == s[HDR_TURN]

cdef inline int32_t opponent(int32_t player) noexcept nogil:
    return 1 - player

cdef inline bint is_face_up(int32_t position) noexcept nogil:
    return position == POS_FACEUP_ATTACK or position == POS_FACEUP_DEFENSE or position == POS_FACEUP

cdef inline bint seen_at(int32_t location, int32_t controller, int32_t position, int32_t revealed,
                         int32_t flags, int32_t viewer) noexcept nogil:
    # visible_to over the card's fields, read once by the caller.
    if revealed & (1 << viewer):
        return True
    if location == LOC_HAND:
        return controller == viewer
    if location == LOC_DECK:
        return False
    if location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE:
        return is_face_up(position) or controller == viewer
    if location == LOC_EXTRA:
        # (pend) C12, M07: the owner sees their Extra Deck; face-up Pendulum Monsters are public.
        return controller == viewer or flags & CF_FACEUP_EXTRA
    return True

cdef inline bint visible_to(const int32_t* s, int32_t card, int32_t viewer) noexcept nogil:
    # C13, O11: hands and face-down cards are seen by their controller only, Deck cards by
    # nobody, unless an effect revealed them (C15); the GY, banished and face-up cards are public.
    return seen_at(card_get(s, card, CARD_LOCATION), card_get(s, card, CARD_CONTROLLER),
                   card_get(s, card, CARD_POSITION), card_get(s, card, CARD_REVEALED),
                   card_get(s, card, CARD_FLAGS), viewer)

cdef inline bint effects_negated(const int32_t* s, int32_t card) noexcept nogil:
    # APPLY_NEGATE (locks): the card's effects are negated, face-up on the field in its current
    # stint (a card that left keeps a stale word: Sangan's effect from the GY is not negated).
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    return (card_get(s, card, CARD_NEGATED) == card_get(s, card, CARD_STINT) + 1
            and (location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE or location == LOC_PZONE)
            and is_face_up(card_get(s, card, CARD_POSITION)))


# ---- The appliers in force (HDR_ACTIVE_APPLIERS) ------------------------------------------------
cpdef enum:
    # Bits used per word (the sign bit stays clear), and words: APPLY_* kinds 0..61.
    APPLIER_BITS_PER_WORD = 31
    N_APPLIER_WORDS = 2


cdef inline bint applier_active(const int32_t* s, int32_t kind) noexcept nogil:
    # Is a continuous applier of this kind in force (as of the last application)? (MR3 pendulum
    # family) A kind past the words' bits (APPLY_* 62+: the MR3 families' ranges) has no bit:
    # it may be in force, and the caller looks (collect_appliers_of).
    if kind >= APPLIER_BITS_PER_WORD * N_APPLIER_WORDS:
        return True
    return (s[HDR_ACTIVE_APPLIERS + kind // APPLIER_BITS_PER_WORD] >> (kind % APPLIER_BITS_PER_WORD)) & 1


cdef inline void mark_applier_active(int32_t* s, int32_t kind) noexcept nogil:
    if kind >= APPLIER_BITS_PER_WORD * N_APPLIER_WORDS:
        return  # (pendulum family) no bit: see applier_active
    s[HDR_ACTIVE_APPLIERS + kind // APPLIER_BITS_PER_WORD] |= 1 << (kind % APPLIER_BITS_PER_WORD)


# ---- Activation candidates (HDR_ACTIVATORS) ------------------------------------------------------
cdef inline void note_activator(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's bit follows where it is now and who controls it: called by every move and
    # control change, and when a card's identity changes (determinize).
    cdef int32_t w = card >> 5
    cdef uint32_t bit = (<uint32_t>1) << (card & 31)
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    YGO_CHECK(0 <= card < CAP_CARDS)
    s[HDR_ACTIVATORS + w] = <int32_t>(<uint32_t>s[HDR_ACTIVATORS + w] & ~bit)
    s[HDR_ACTIVATORS + ACTIVATOR_WORDS + w] = <int32_t>(<uint32_t>s[HDR_ACTIVATORS + ACTIVATOR_WORDS + w] & ~bit)
    s[HDR_FAST_ACTIVATORS + w] = <int32_t>(<uint32_t>s[HDR_FAST_ACTIVATORS + w] & ~bit)
    s[HDR_FAST_ACTIVATORS + ACTIVATOR_WORDS + w] = <int32_t>(<uint32_t>s[HDR_FAST_ACTIVATORS + ACTIVATOR_WORDS + w] & ~bit)
    if ((location == LOC_HAND or location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE
            or location == LOC_PZONE) and db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT) \
            or (location == LOC_GY and db_get(db, s, card, DB_FLAGS) & DBF_GY_EFFECT):  # (leave) FXF_FROM_GY
        w += card_get(s, card, CARD_CONTROLLER) * ACTIVATOR_WORDS
        s[HDR_ACTIVATORS + w] = <int32_t>(<uint32_t>s[HDR_ACTIVATORS + w] | bit)
        if db_get(db, s, card, DB_FLAGS) & (DBF_FAST_HAND | DBF_FAST_SET | DBF_FAST_FACE_UP):
            s[HDR_FAST_ACTIVATORS + w] = <int32_t>(<uint32_t>s[HDR_FAST_ACTIVATORS + w] | bit)
