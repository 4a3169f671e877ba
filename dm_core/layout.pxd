# The Duel Masters state buffer: one flat int32 array, declared here and nowhere else.
#
#   header | card instances | zone lists | pending-effect queue | modifier table | stack
#
# Every word is an int32 so that the game-agnostic RNG (sim_core/rng.pxd) and continuation
# stack (sim_core/stack.pxd stack_*) work on it unchanged. A copy at a decision point resumes
# exactly where the original would (clone is one memcpy).

from libc.stdint cimport int32_t

cpdef enum:
    # Bumped whenever the meaning of any word changes; from_buffer refuses other versions.
    DM_LAYOUT_VERSION = 1
    N_PLAYERS = 2
    # Card instances a player may own: a 40-card deck (C002) plus headroom.
    CAP_PER_PLAYER = 45
    CAP_CARDS = 90
    # A zone list holds at most every card of its owner.
    CAP_ZONE = 45

    # ---- header ----
    # DM_LAYOUT_VERSION of the writer.
    HDR_VERSION = 0
    # Fingerprint of the card data the state was made with.
    HDR_DB_HASH = 1
    # Four words of the duel's own xoshiro128** generator (shuffles, random discards).
    HDR_RNG = 2
    # STATUS_*.
    HDR_STATUS = 6
    # 0 or 1, DRAW_RESULT, or -1 while the duel goes on.
    HDR_WINNER = 7
    # WIN_*.
    HDR_WIN_REASON = 8
    # Turn number, 1 = the first player's first turn.
    HDR_TURN = 9
    HDR_TURN_PLAYER = 10
    HDR_FIRST_PLAYER = 11
    # DEC_* of the pending decision (0 none).
    HDR_DECISION = 12
    # The player who must decide, -1 when nobody.
    HDR_DECIDER = 13
    # The action handed to the waiting step, -1 when none.
    HDR_ACTION = 14
    # 1: decisions with a single legal action are taken automatically.
    HDR_AUTO = 15
    # Detail of the last error (the offending action or index).
    HDR_ERR_ARG = 16
    # Depth of the continuation stack.
    HDR_STACK_TOP = 17
    # Entries in the pending-effect queue.
    HDR_QUEUE_COUNT = 18
    # Rows in the modifier table.
    HDR_MOD_COUNT = 19
    # The creature attacking now (its Power Attacker applies, C237), -1 none.
    HDR_ATTACKER = 20
    # The duel is a draw at the end of this turn (a safety net; deck-out ends real duels).
    HDR_TURN_LIMIT = 22
    # Cards each player owns (ids p * CAP_PER_PLAYER .. + n - 1).
    HDR_N_CARDS = 23
    # Decisions answered so far.
    HDR_DECISIONS = 25
    HDR_SIZE = 32

    # ---- card instances: CAP_CARDS rows; the id of a card is its row ----
    CARD_BASE = HDR_SIZE
    # Card data index (row of the card table), -1 for an unused row.
    CARD_CODE = 0
    # ZONE_* it is in.
    CARD_ZONE = 1
    # 1 when tapped (C036).
    CARD_TAPPED = 2
    # Object generation: bumped on every zone change, a moved card is a new object (C114).
    CARD_GEN = 3
    # Turn it last entered the battle zone (summoning sickness, C157).
    CARD_ENTERED = 4
    # CF_* bits.
    CARD_FLAGS = 5
    CARD_WIDTH = 6

    # ---- zone lists: for each player and zone, a count then CAP_ZONE card ids ----
    ZONE_LIST_BASE = CARD_BASE + CAP_CARDS * CARD_WIDTH
    ZONE_LIST_WIDTH = CAP_ZONE + 1
    # The deck's top card is its last entry.
    ZONE_DECK = 0
    ZONE_HAND = 1
    ZONE_MANA = 2
    ZONE_SHIELD = 3
    ZONE_BATTLE = 4
    ZONE_GRAVEYARD = 5
    N_ZONES = 6
    # A spell being cast: in no list (C127).
    ZONE_PENDING = 6

    # ---- pending-effect queue (C023): triggered abilities waiting to resolve ----
    QUEUE_BASE = ZONE_LIST_BASE + N_PLAYERS * N_ZONES * ZONE_LIST_WIDTH
    CAP_QUEUE = 32
    # The player whose effect it is.
    Q_CONTROLLER = 0
    # The card that triggered, and its generation then (C085: the effect is independent of it).
    Q_SOURCE = 1
    Q_GEN = 2
    # Offset of its program in the card data.
    Q_PC = 3
    QUEUE_WIDTH = 4

    # ---- modifier table: continuous effects of resolved spells, until end of turn (C101) ----
    MOD_BASE = QUEUE_BASE + CAP_QUEUE * QUEUE_WIDTH
    CAP_MODS = 64
    # MOD_*.
    M_KIND = 0
    # The creature it applies to (MOD_GRANT) or the player (MOD_BLOCKED_SLAYER).
    M_TARGET = 1
    # The creature's generation when granted: a new object loses it (C114).
    M_GEN = 2
    # KW_* bits granted.
    M_KEYWORDS = 3
    # Power Attacker +N granted.
    M_POWER_ATTACKER = 4
    MOD_WIDTH = 5

    # ---- continuation stack (sim_core/stack.pxd stack_*) ----
    STACK_BASE = MOD_BASE + CAP_MODS * MOD_WIDTH
    CAP_STACK = 16
    FRAME_PROC = 0
    FRAME_STEP = 1
    # Six argument words, named per procedure in core.pyx.
    FRAME_ARG = 2
    FRAME_WIDTH = 8

    STATE_SIZE = STACK_BASE + CAP_STACK * FRAME_WIDTH

cpdef enum:
    STATUS_RUNNING = 0
    STATUS_DECISION = 1
    STATUS_OVER = 2
    DRAW_RESULT = 2
    WIN_NONE = 0
    # The loser was attacked directly with no shields (C015).
    WIN_DIRECT_ATTACK = 1
    # The loser's deck reached 0 cards (C016).
    WIN_DECK_OUT = 2
    WIN_TURN_LIMIT = 3

    # Card flags.
    # Picked by the choice being made now (no card is picked twice, C059).
    CF_PICKED = 1
    # A just-broken shield whose Shield Trigger its owner may still use (C184).
    CF_TRIGGER = 2
    # A broken shield's Shield Trigger declared for use, not yet used (C175, C184).
    CF_DECLARED = 4

    MOD_GRANT = 1
    MOD_BLOCKED_SLAYER = 2

cdef inline int32_t card_row(int32_t c) noexcept nogil:
    return CARD_BASE + c * CARD_WIDTH

cdef inline int32_t zone_list(int32_t player, int32_t zone) noexcept nogil:
    # Offset of the count word of a player's zone list; the ids follow it.
    return ZONE_LIST_BASE + (player * N_ZONES + zone) * ZONE_LIST_WIDTH

cdef inline int32_t owner_of(int32_t c) noexcept nogil:
    return c // CAP_PER_PLAYER

cdef inline int32_t queue_row(int32_t i) noexcept nogil:
    return QUEUE_BASE + i * QUEUE_WIDTH

cdef inline int32_t mod_row(int32_t i) noexcept nogil:
    return MOD_BASE + i * MOD_WIDTH

cdef inline int32_t frame_at(int32_t depth) noexcept nogil:
    return STACK_BASE + depth * FRAME_WIDTH
