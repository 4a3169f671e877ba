# The Python face of the Duel Masters core: the same protocol as ygo_core's Duel.
# cython: language_level=3

cimport numpy as cnp
import numpy as np
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free
from libc.string cimport memcpy

from sim_core.errors cimport ERR_CAPACITY, ERR_ILLEGAL_ACTION, ERR_NO_DECISION
from sim_core.rng cimport rng_below, rng_seed
from sim_core.stack cimport stack_push
from dm_core.layout cimport *
from dm_core.core cimport (
    ACT_ATTACK_CREATURE, ACT_ATTACK_PLAYER, ACT_CARD, ACT_ORDER, ACT_PASS, ACT_YES, CAP_ACTIONS,
    N_ACTIONS, PROC_TURN, T_ATTACK, T_CHARGE, T_MAIN, T_START, apply_action, legal_actions,
    move_card, playout, power_of, keywords_of, run, start_duel,
)
from sim_core.exceptions import CapacityError, EngineError, IllegalActionError
from dm_core.cards import dm01
from dm_core import state_check

cnp.import_array()

DECISION_NAMES = {1: "charge", 2: "main", 3: "attack", 4: "block", 5: "shield", 6: "shield_trigger",
                  7: "order", 8: "choose", 9: "yesno", 10: "shield_trigger_order",
                  11: "pay"}
WIN_REASONS = {WIN_DIRECT_ATTACK: "direct_attack", WIN_DECK_OUT: "deck_out", WIN_TURN_LIMIT: "turn_limit"}
ZONES = {"deck": ZONE_DECK, "hand": ZONE_HAND, "mana": ZONE_MANA, "shields": ZONE_SHIELD,
         "battle": ZONE_BATTLE, "graveyard": ZONE_GRAVEYARD}
START_STEPS = {"start": T_START, "charge": T_CHARGE, "main": T_MAIN, "attack": T_ATTACK}
_UINT64_MAX = 2 ** 64 - 1
# Cards each player's deck gets in from_position when none is given (so nobody decks out).
FILLER = ("Burning Mane", 10)


def _raise_for(int rc, int32_t arg, str hint=""):
    if rc == ERR_ILLEGAL_ACTION or rc == ERR_NO_DECISION:
        raise IllegalActionError(f"illegal action {arg}{hint}")
    if rc == ERR_CAPACITY:
        raise CapacityError(f"a capacity of the state would be exceeded ({arg})")
    raise EngineError(f"engine error {rc} ({arg})")


def _check_seed(seed):
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or not 0 <= seed <= _UINT64_MAX:
        raise ValueError(f"seed must be an integer in [0, 2**64), got {seed!r}")
    return int(seed)


cdef class DMDuel:
    """DMDuel(deck0, deck1, seed=0, first_player=0, *, pool=None, auto_forced=True, turn_limit=200)

    One Duel Masters duel over one flat int32 state. ``deck0``/``deck1`` are lists of card
    names or codes (see dm_core.decks to read deck files). ``first_player`` is 0, 1 or
    "random" (C010: drawn from the seed). The same seed and the same actions always give the
    same duel; ``clone`` is one memcpy.
    """
    cdef int32_t* s
    cdef const int32_t* db
    cdef readonly object pool
    cdef object _table

    def __cinit__(self):
        self.s = <int32_t*>calloc(STATE_SIZE, sizeof(int32_t))
        if self.s == NULL:
            raise MemoryError()

    def __dealloc__(self):
        free(self.s)

    def __init__(self, deck0, deck1, seed=0, first_player=0, *, pool=None, auto_forced=True, turn_limit=200):
        cdef uint64_t c_seed = _check_seed(seed)
        cdef int rc
        self._bind(pool)
        if first_player == "random":
            first_player = int(np.random.default_rng(c_seed).integers(2))
        self._header(first_player, auto_forced, turn_limit)
        for p, deck in enumerate((deck0, deck1)):
            self._add_deck(p, deck)
        with nogil:
            rc = start_duel(self.s, self.db, c_seed)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])

    def _bind(self, pool):
        self.pool = pool or dm01()
        self._table = np.ascontiguousarray(self.pool.table, dtype=np.int32)
        self.db = <const int32_t*>cnp.PyArray_DATA(self._table)

    def _header(self, first_player, auto_forced, turn_limit):
        if first_player not in (0, 1):
            raise ValueError(f"first_player must be 0, 1 or 'random', got {first_player!r}")
        if not isinstance(turn_limit, int) or not 1 <= turn_limit <= 10_000:
            raise ValueError(f"turn_limit must be an integer in 1..10000, got {turn_limit!r}")
        cdef int32_t c
        self.s[HDR_VERSION] = DM_LAYOUT_VERSION
        self.s[HDR_DB_HASH] = self.pool.fingerprint
        self.s[HDR_FIRST_PLAYER] = first_player
        self.s[HDR_TURN_PLAYER] = first_player
        self.s[HDR_AUTO] = 1 if auto_forced else 0
        self.s[HDR_TURN_LIMIT] = turn_limit
        self.s[HDR_WINNER] = -1
        self.s[HDR_ACTION] = -1
        self.s[HDR_ATTACKER] = -1
        self.s[HDR_DECIDER] = -1
        for c in range(CAP_CARDS):
            self.s[card_row(c) + CARD_CODE] = -1

    def _add_deck(self, int player, cards):
        # Puts a whole deck (names or codes) into the deck list: the runner builds a duel per game,
        # so this is a typed loop rather than _add.
        cdef int32_t i, c, code, l = zone_list(player, ZONE_DECK)
        cdef int32_t n_pool = len(self.pool)
        cdef int32_t n = len(cards)
        if n > CAP_PER_PLAYER:
            raise ValueError(f"a player owns at most {CAP_PER_PLAYER} cards, got {n}")
        for i in range(n):
            x = cards[i]
            code = self.pool.code(x) if isinstance(x, str) else x
            if not 0 <= code < n_pool:
                raise ValueError(f"unknown card code {code}")
            c = player * CAP_PER_PLAYER + i
            self.s[card_row(c) + CARD_CODE] = code
            self.s[card_row(c) + CARD_ZONE] = ZONE_DECK
            self.s[l + 1 + i] = c
        self.s[l] = n
        self.s[HDR_N_CARDS + player] = n

    def _add(self, int player, int zone, cards, tapped=False, entered=0):
        # Puts cards (names or codes) into a zone list of `player`, ids in order.
        cdef int32_t c, r, l
        for item in cards:
            code = self.pool.code(item) if isinstance(item, str) else int(item)
            if not 0 <= code < len(self.pool):
                raise ValueError(f"unknown card code {code}")
            if self.s[HDR_N_CARDS + player] >= CAP_PER_PLAYER:
                raise ValueError(f"player {player} would own more than {CAP_PER_PLAYER} cards")
            c = player * CAP_PER_PLAYER + self.s[HDR_N_CARDS + player]
            self.s[HDR_N_CARDS + player] += 1
            r = card_row(c)
            self.s[r + CARD_CODE] = code
            self.s[r + CARD_ZONE] = zone
            self.s[r + CARD_TAPPED] = 1 if tapped else 0
            self.s[r + CARD_ENTERED] = entered
            l = zone_list(player, zone)
            self.s[l + 1 + self.s[l]] = c
            self.s[l] += 1
        return self

    @classmethod
    def from_position(cls, *, turn=3, turn_player=0, step="main", hands=((), ()), battle=((), ()),
                      mana=((), ()), shields=((), ()), graveyards=((), ()), decks=None, seed=0,
                      pool=None, auto_forced=True, turn_limit=200):
        """A duel set up at a given position, for tests: nothing is shuffled or dealt.

        Each zone argument is a pair (player 0's, player 1's) of card lists; a deck lists its
        cards bottom first (the last is drawn next). A battle-zone entry is a name or
        ``(name, {"tapped": bool, "sick": bool})``; a sick creature entered this turn (C157).
        Mana entries may be ``(name, {"tapped": True})``. ``step`` is where the turn resumes:
        'start', 'charge', 'main' or 'attack'. Decks default to 10 vanilla cards each.
        """
        cdef DMDuel self = cls.__new__(cls)
        cdef int rc, f
        self._bind(pool)
        if step not in START_STEPS:
            raise ValueError(f"step must be one of {sorted(START_STEPS)}, got {step!r}")
        if turn_player not in (0, 1) or not isinstance(turn, int) or turn < 1:
            raise ValueError("turn must be >= 1 and turn_player 0 or 1")
        self._header(turn_player if turn % 2 == 1 else 1 - turn_player, auto_forced, turn_limit)
        self.s[HDR_TURN] = turn
        self.s[HDR_TURN_PLAYER] = turn_player
        rng_seed(&self.s[HDR_RNG], _check_seed(seed))
        decks = decks if decks is not None else ([FILLER[0]] * FILLER[1],) * 2
        for p in (0, 1):
            self._add(p, ZONE_DECK, decks[p])
            self._add(p, ZONE_SHIELD, shields[p])
            self._add(p, ZONE_HAND, hands[p])
            self._add(p, ZONE_GRAVEYARD, graveyards[p])
            for spec in mana[p]:
                name, opts = spec if isinstance(spec, tuple) else (spec, {})
                self._add(p, ZONE_MANA, [name], tapped=opts.get("tapped", False))
            for spec in battle[p]:
                name, opts = spec if isinstance(spec, tuple) else (spec, {})
                self._add(p, ZONE_BATTLE, [name], tapped=opts.get("tapped", False),
                          entered=turn if opts.get("sick", False) else turn - 1)
        f = stack_push(self.s, HDR_STACK_TOP, STACK_BASE, CAP_STACK, FRAME_WIDTH, HDR_ERR_ARG,
                       PROC_TURN, START_STEPS[step])
        with nogil:
            rc = run(self.s, self.db)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])
        return self

    # ---- the decision protocol ----------------------------------------------------------

    def legal_actions(self):
        """The legal actions of the pending decision, ascending (empty when the duel is over)."""
        cdef cnp.ndarray[int32_t, ndim=1] out = np.empty(CAP_ACTIONS, dtype=np.int32)
        cdef int32_t n = legal_actions(self.s, self.db, <int32_t*>out.data)
        return out[:n].copy()

    def legal_mask(self):
        mask = np.zeros(N_ACTIONS, dtype=bool)
        mask[self.legal_actions()] = True
        return mask

    @property
    def num_actions(self):
        return N_ACTIONS

    def apply(self, action):
        """Take ``action`` for the player to move and run to the next decision.

        Raises IllegalActionError (a ValueError) when it is not legal now; the state is unchanged.
        """
        cdef int rc
        cdef int32_t a
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)) \
                or not 0 <= action < N_ACTIONS:
            raise IllegalActionError(f"illegal action {action!r}: not an action code (0..{N_ACTIONS - 1})")
        a = action
        with nogil:
            rc = apply_action(self.s, self.db, a)
        if rc < 0:
            hint = ""
            if rc == ERR_ILLEGAL_ACTION:
                hint = f" ({self.describe(a)}) in decision '{self.decision()}'; legal: {list(self.legal_actions())}"
            _raise_for(rc, a, hint)

    def playout(self, seed=0):
        """Play uniformly random legal actions to the end, in place, inside the core (the
        agent's generator is seeded with ``seed``, not the duel's). Returns :meth:`winner`."""
        cdef uint64_t agent_seed = _check_seed(seed)
        cdef int rc
        with nogil:
            rc = playout(self.s, self.db, agent_seed)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])
        return self.winner()

    def clone(self):
        """An independent copy (one memcpy; the card table is shared)."""
        cdef DMDuel other = DMDuel.__new__(DMDuel)
        memcpy(other.s, self.s, STATE_SIZE * sizeof(int32_t))
        other.pool = self.pool
        other._table = self._table
        other.db = self.db
        return other

    def __copy__(self):
        return self.clone()

    def current_player(self):
        return self.s[HDR_DECIDER] if self.s[HDR_STATUS] == STATUS_DECISION else -1

    def decision(self):
        """'charge', 'main', 'attack', 'block', 'shield', 'shield_trigger' (declare a
        Shield Trigger), 'shield_trigger_order' (use a declared one next), 'order', 'choose', 'yesno', 'pay'
        (tap one more mana card for the card being paid for), or None when the duel is over."""
        return DECISION_NAMES.get(self.s[HDR_DECISION]) if self.s[HDR_STATUS] == STATUS_DECISION else None

    def is_terminal(self):
        return self.s[HDR_STATUS] == STATUS_OVER

    def winner(self):
        """0 or 1, -1 for a draw, None while the duel goes on."""
        if self.s[HDR_STATUS] != STATUS_OVER:
            return None
        return -1 if self.s[HDR_WINNER] == DRAW_RESULT else self.s[HDR_WINNER]

    def win_reason(self):
        return WIN_REASONS.get(self.s[HDR_WIN_REASON]) if self.is_terminal() else None

    def returns(self):
        w = self.winner()
        if w is None or w == -1:
            return [0.0, 0.0]
        return [1.0 if w == 0 else -1.0, 1.0 if w == 1 else -1.0]

    def turn(self):
        return self.s[HDR_TURN]

    def turn_player(self):
        return self.s[HDR_TURN_PLAYER]

    def first_player(self):
        return self.s[HDR_FIRST_PLAYER]

    def decisions(self):
        return self.s[HDR_DECISIONS]

    # ---- reading the state ------------------------------------------------------------------

    def zone(self, int player, str name):
        """Card ids in one of ``player``'s zones ('deck' bottom first, 'hand', 'mana', 'shields',
        'battle', 'graveyard')."""
        cdef int32_t l = zone_list(player, ZONES[name])
        return [self.s[l + 1 + i] for i in range(self.s[l])]

    def names(self, int player, str name):
        return [self.card_name(c) for c in self.zone(player, name)]

    def card_name(self, int c):
        return self.pool[self.s[card_row(c) + CARD_CODE]].name

    def find(self, int player, str name, str zone="battle"):
        """The first card id called ``name`` in a zone of ``player`` (for tests)."""
        for c in self.zone(player, zone):
            if self.card_name(c).lower() == name.lower():
                return c
        raise KeyError(f"no {name!r} in player {player}'s {zone}")

    def power(self, int c):
        return power_of(self.s, self.db, c)

    def keywords(self, int c):
        return keywords_of(self.s, self.db, c)

    def tapped(self, int c):
        return self.s[card_row(c) + CARD_TAPPED] != 0

    def queue_size(self):
        return self.s[HDR_QUEUE_COUNT]

    def describe(self, int action):
        """A short text for an action code in the current state."""
        if action == ACT_PASS:
            return "pass"
        if action == ACT_YES:
            return "yes"
        if ACT_CARD <= action < ACT_ATTACK_PLAYER:
            c = action - ACT_CARD
            if self.decision() == "pay":
                return f"pay: tap {self._safe_name(c)}"
            return f"{self.decision() or 'card'} {self.card_name(c) if self.s[card_row(c) + CARD_CODE] >= 0 else c}"
        tp = self.s[HDR_TURN_PLAYER]
        if ACT_ATTACK_PLAYER <= action < ACT_ATTACK_CREATURE:
            return f"attack the player with {self._safe_name(tp * CAP_PER_PLAYER + action - ACT_ATTACK_PLAYER)}"
        if ACT_ATTACK_CREATURE <= action < ACT_ORDER:
            k = action - ACT_ATTACK_CREATURE
            att = tp * CAP_PER_PLAYER + k // CAP_PER_PLAYER
            tgt = (1 - tp) * CAP_PER_PLAYER + k % CAP_PER_PLAYER
            return f"attack {self._safe_name(tgt)} with {self._safe_name(att)}"
        return f"resolve pending effect {action - ACT_ORDER}"

    def _safe_name(self, c):
        return self.card_name(c) if 0 <= c < CAP_CARDS and self.s[card_row(c) + CARD_CODE] >= 0 else f"#{c}"

    def observation(self, int player):
        """What ``player`` can see, as a flat int32 vector (dm_core.observe)."""
        from dm_core.observe import observe
        return observe(self, player)

    def determinize(self, int player, seed=0):
        """Deal again, in place, what ``player`` cannot know (the opponent's hand, deck and
        shields together, and their own deck and shields together), keeping every count and
        zone; reseed the duel's RNG with ``seed``. For search on a clone."""
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {player!r}")
        rng = np.random.default_rng(_check_seed(seed))
        pools = [[c for z in ("hand", "deck", "shields") for c in self.zone(1 - player, z)],
                 [c for z in ("deck", "shields") for c in self.zone(player, z)]]
        for ids in pools:
            codes = [self.s[card_row(c) + CARD_CODE] for c in ids]
            rng.shuffle(codes)
            for c, code in zip(ids, codes):
                self.s[card_row(c) + CARD_CODE] = code
        rng_seed(&self.s[HDR_RNG], _check_seed(seed))
        return self

    # ---- raw state ------------------------------------------------------------------------

    @property
    def buffer(self):
        """A copy of the whole state as an int32 numpy array."""
        cdef cnp.ndarray[int32_t, ndim=1] out = np.empty(STATE_SIZE, dtype=np.int32)
        memcpy(out.data, self.s, STATE_SIZE * sizeof(int32_t))
        return out

    @classmethod
    def from_buffer(cls, buffer, pool=None):
        """Rebuild a duel from :attr:`buffer` after checking it completely (untrusted input:
        dm_core.state_check); raises TypeError for a non-int32 array, StateError (a
        ValueError) naming what is wrong."""
        cdef DMDuel self = cls.__new__(cls)
        self._bind(pool)
        data = state_check.check_state(buffer, self.pool)
        memcpy(self.s, cnp.PyArray_DATA(data), STATE_SIZE * sizeof(int32_t))
        if self.s[HDR_STATUS] == STATUS_DECISION and len(self.legal_actions()) == 0:
            raise state_check.StateError("header: a pending decision with no legal action")
        return self

    def __eq__(self, other):
        if not isinstance(other, DMDuel):
            return NotImplemented
        return bool(np.array_equal(self.buffer, other.buffer))

    def __hash__(self):
        return hash(self.buffer.tobytes())

    def __reduce__(self):
        # The state and a reference to the pool (CardPool.__reduce__), checked again on load.
        return (_rebuild, (self.buffer, self.pool))

    def __repr__(self):
        if self.is_terminal():
            return f"<DMDuel over: winner {self.winner()} by {self.win_reason()} on turn {self.turn()}>"
        return f"<DMDuel turn {self.turn()}, player {self.turn_player()} to play, decision {self.decision()}>"


def _rebuild(buffer, pool=None):
    return DMDuel.from_buffer(buffer, pool)
