# cython: binding=True
"""The Python face of the engine: :class:`Duel`, one duel state and its decision protocol."""
from libc.stdint cimport int16_t, int32_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcpy

import numpy as np
cimport numpy as cnp

from ygo_core.layout cimport *
from sim_core.errors cimport *
from ygo_core.actions cimport *
from ygo_core.stack cimport push_frame
from sim_core.rng cimport rng_below, rng_seed, rng_shuffle
from ygo_core.engine cimport (
    apply_action, legal_actions, playout, reapply_continuous, run, settle_at_decision,
)
from ygo_core.proc.ids cimport PROC_ACTIVATE, PROC_RESOLVE, PROC_SUMMON, PROC_TURN
from ygo_core.proc.summon cimport SUMMON_F_CARD
from ygo_core.proc.activation cimport AC_F_CARD, AC_F_COST_PC, AC_F_EFFECT, AC_PICK_EFFECT, AC_PICK_MODE, AC_TAKE_COST
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.vm.opcodes cimport (
    DECLARE_CARD_KIND, DECLARE_SCALE, DECLARE_SPELL_OR_TRAP, FX_COST, INSN_A, INSN_OP, INSN_OP_MASK, INSN_WIDTH,
    OP_DECLARE,
)
from ygo_core.proc.resolve cimport RS_F_CHOSEN, RS_RESUME
from ygo_core.proc.turn cimport (
    TURN_BATTLE, TURN_BEGIN, TURN_DRAW, TURN_END, TURN_MAIN1, TURN_MAIN2, TURN_STANDBY,
)
from ygo_core.proc.move cimport move_to_pile, move_to_zone, new_card
from ygo_core.proc.life cimport draw_cards
from ygo_core.vm.ops_summons cimport summon_proc_of
from ygo_core.vm.filters cimport current_scale
from ygo_core.observe cimport write_observation
from ygo_core.deal cimport deal_and_start, start_at

from ygo_core.carddb import TYPE_EXTRA_DECK  # TYPE_TOKEN comes from layout.pxd
from ygo_core.rules import RuleSet, resolve_rules
from ygo_core.state_check import (
    RULE_SWITCHES, TURN_MAX, check_array, check_legal_actions, check_rule_switches, check_settled,
    check_state,
)

cnp.import_array()

PHASE_NAMES = {PHASE_DRAW: "draw", PHASE_STANDBY: "standby", PHASE_MAIN1: "main1",
               PHASE_BATTLE: "battle", PHASE_MAIN2: "main2", PHASE_END: "end"}
_PHASE_ENTRY = {"draw": TURN_DRAW, "standby": TURN_STANDBY, "main1": TURN_MAIN1,
                "battle": TURN_BATTLE, "main2": TURN_MAIN2, "end": TURN_END}
_PILES = {"deck": PILE_DECK, "hand": PILE_HAND, "gy": PILE_GY, "banished": PILE_BANISHED,
          "extra": PILE_EXTRA}
WIN_REASONS = {WIN_LP: "lp", WIN_DECK_OUT: "deck_out", WIN_TURN_LIMIT: "turn_limit"}
DECISION_NAMES = {DEC_MAIN: "main", DEC_BATTLE: "battle", DEC_TRIBUTE: "tribute",
                  DEC_DISCARD: "discard", DEC_RESPONSE: "response", DEC_TARGET: "target",
                  DEC_YESNO: "yesno", DEC_CHOOSE: "choose", DEC_SUMMON_NOW: "summon_now",
                  DEC_REPLAY: "replay", DEC_POSITION: "position",
                  DEC_TRIGGER_ORDER: "trigger_order", DEC_GY_ORDER: "gy_order",
                  DEC_COST: "cost", DEC_OPTION: "option",
                  DEC_SUMMON_COST: "summon_cost", 
                  DEC_ATTACK_OR_SET: "attack_or_set",
                  DEC_MATERIAL: "material",  # MR3 (xyz): a Synchro or Xyz Material
                  DEC_PENDULUM: "pendulum"}
POSITION_NAMES = {POS_FACEUP_ATTACK: "attack", POS_FACEUP_DEFENSE: "defense",
                  POS_FACEDOWN_DEFENSE: "set", POS_FACEDOWN: "facedown", POS_FACEUP: "faceup"}
_POSITION_CODES = {"attack": POS_FACEUP_ATTACK, "defense": POS_FACEUP_DEFENSE,
                   "set": POS_FACEDOWN_DEFENSE}
_SPELL_POSITIONS = {"set": POS_FACEDOWN, "faceup": POS_FACEUP}
_UINT64_MAX = 2 ** 64 - 1
# Rule switch words (in RULE_SWITCHES order) that passed state_check.RULE_SWITCHES, each checked once.
_CHECKED_RULES = set()
# determinize() reseeds the duel RNG from its seed mixed with this (so it differs from the
# re-deal's own generator, which starts from the plain seed).
_RESEED_MIX = 0x9E3779B97F4A7C15
# determinize: deals tried before the state is left as it was (each is rejected only when the
# pending decision would have no legal action; rare).
DEAL_TRIES = 64

cdef enum:
    # determinize(): what a hidden place of the opponent can hold (and, for a card, the
    # face-down place it fits). DEAL_ANY: a hand or Deck place, any card.
    DEAL_ANY = 0
    # A face-down monster: a Main Deck monster the engine can Set.
    DEAL_MONSTER = 1
    # A Set card in a Spell & Trap Zone: a Spell (not a Field Spell) or a Trap.
    DEAL_SPELL_TRAP = 2
    # A Set card in the Field Zone: a Field Spell.
    DEAL_FIELD = 3
    # A card no face-down place takes (a card the engine cannot play).
    DEAL_OTHER = 4

# The observation's layout lives in ygo_core/observe.pxd (these names are kept importable here).
from ygo_core.observe import (
    OBS_CHAIN, OBS_DECK_TOP, OBS_EMPTY, OBS_HAND, OBS_HEADER, OBS_HIDDEN, OBS_MONSTER_FIELDS,
    OBS_SIDE, OBS_SITUATION, OBS_SIZE,
)


# The errors both engines raise (shared with dm_core), importable from here as before.
from sim_core.exceptions import CapacityError, EngineError, IllegalActionError


def _raise_for(int rc, int32_t arg, str what=""):
    if rc == ERR_ILLEGAL_ACTION:
        raise IllegalActionError(f"illegal action {arg}{what}")
    if rc == ERR_NO_DECISION:
        raise IllegalActionError(f"action {arg} given but no decision is pending (the duel is over?)")
    if rc == ERR_CAPACITY:
        raise CapacityError(f"state capacity exceeded (limit {arg})")
    raise EngineError(f"engine error {rc} (detail {arg})")


def _why_not(cards, code):
    # (presets helper) A card the engine refuses for a reason other than a missing script says it.
    reason = cards.unplayable_reason(code)
    return "" if reason is None or reason.startswith("no script") else f" [{reason}]"


# The options of a declared kind of card (DECLARE_CARD_KIND, DECLARE_SPELL_OR_TRAP).
CARD_KIND_NAMES = ("Monster", "Spell", "Trap")


cdef class Duel:
    """One duel: a flat int32 state plus the read-only card data it plays with.

    ``Duel(cards, deck0, deck1, seed=0, rules="mr3", first_player=0)`` shuffles both
    Decks with the duel's own RNG, draws the opening hands and runs to the first
    decision. Decks are lists of passcodes (Main Deck, in any order).

    The same ``seed`` and the same actions give the same duel, bit for bit, in any
    process; :meth:`clone` is one ``memcpy`` and the copy runs on independently.

    Parameters
    ----------
    cards : CardDB
        Card data (shared, never copied with the state).
    deck0, deck1 : sequence of int
        Main Decks of player 0 and player 1.
    seed : int
        Seed of the duel's RNG (shuffles), in ``[0, 2**64)``.
    rules : str or RuleSet
        ``"mr3"`` (default) or ``"tcg2002"``, or a :class:`~ygo_core.rules.RuleSet`.
    first_player : int
        Who takes turn 1 (0 or 1).
    auto_forced : bool
        Take decisions with a single legal action automatically (default True).
    extra0, extra1 : sequence of int
        Extra Decks.
    allow_unimplemented : bool
        Accept cards the engine cannot play yet (they stay dead in hand) instead of
        raising ``ValueError``.

    Examples
    --------
    >>> from ygo_core import CardDB, Duel
    >>> db = CardDB()
    >>> deck = [89631139] * 40
    >>> duel = Duel(db, deck, deck, seed=7)
    >>> duel.current_player(), duel.phase()
    (0, 'main1')
    """

    cdef int32_t* s
    cdef const int32_t* db
    cdef object cards
    cdef object _table

    def __cinit__(self):
        self.s = NULL  # allocated by the constructor that fills it (_alloc)

    cdef int _alloc(self, size_t words, bint zeroed) except -1:
        # The buffer: STATE_SIZE zeroed words while a duel is set up, or exactly the words a
        # copied state has (clone, from_buffer), which are all written at once.
        free(self.s)
        self.s = <int32_t*>(calloc(words, sizeof(int32_t)) if zeroed else malloc(words * sizeof(int32_t)))
        if self.s == NULL:
            raise MemoryError("cannot allocate a duel state")
        return 0

    def __dealloc__(self):
        free(self.s)

    def __init__(self, cards, deck0, deck1, seed=0, rules="mr3", first_player=0, *,
                 auto_forced=True, extra0=(), extra1=(), allow_unimplemented=False):
        cdef int rc
        self._set_up(cards, deck0, deck1, seed, rules, first_player, auto_forced, extra0, extra1,
                     allow_unimplemented)
        with nogil:
            rc = deal_and_start(self.s, self.db)  # A02 shuffles, A04 opening hands (deal.pyx)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])

    def _set_up(self, cards, deck0, deck1, seed, rules, first_player, auto_forced, extra0, extra1,
                allow_unimplemented):
        # The header and every card in its Deck, unshuffled: what deal_and_start starts from.
        ruleset = resolve_rules(rules)
        self._alloc(STATE_SIZE, True)
        self._bind(cards)
        rows = [self._rows(deck0, "deck0", allow_unimplemented),
                self._rows(deck1, "deck1", allow_unimplemented)]
        extras = [self._rows(extra0, "extra0", True), self._rows(extra1, "extra1", True)]
        _check_player(first_player, "first_player")
        self._init_header(ruleset, _check_seed(seed), first_player, auto_forced)
        for p in range(N_PLAYERS):
            self._add_cards(rows[p], p, PILE_DECK, f"deck{p}")
            self._add_cards(extras[p], p, PILE_EXTRA, f"extra{p}")
        self._fix_rows()

    cdef _fix_rows(self):
        # The card table keeps the dealt rows plus CAP_TOKEN_ROWS when a card of the duel can
        # summon Tokens (DBF_MAKES_TOKENS): the duel's state is that long.
        cdef int32_t card, tokens = 0
        for card in range(self.s[HDR_N_CARDS]):
            if db_get(self.db, self.s, card, DB_FLAGS) & DBF_MAKES_TOKENS:
                tokens = CAP_TOKEN_ROWS
        self.s[HDR_CARD_ROWS] = min(self.s[HDR_N_CARDS] + tokens, CAP_CARDS)

    @classmethod
    def _undealt(cls, cards, deck0, deck1, rules="mr3", first_player=0, *, auto_forced=True,
                 extra0=(), extra1=(), allow_unimplemented=False):
        # The state of a new duel before its Decks are shuffled (DuelBatch deals from it).
        cdef Duel self = cls.__new__(cls)
        self._set_up(cards, deck0, deck1, 0, rules, first_player, auto_forced, extra0, extra1,
                     allow_unimplemented)
        return self.buffer

    # ---- construction helpers -----------------------------------------------------------------

    cdef _bind(self, cards):
        cdef const int32_t[::1] block = cards.block
        self.cards = cards
        self._table = cards.block
        self.db = &block[0]

    def _rows(self, codes, what, allow_unimplemented):
        rows, unplayable = self.cards.deck_rows(tuple(codes), what)
        if unplayable and not allow_unimplemented:
            names = ", ".join(sorted({f"{self.cards[c].name} ({c:08d})" + _why_not(self.cards, c)
                                      for c in unplayable}))
            raise ValueError(f"{what}: cards the engine does not implement yet: {names} "
                             "(pass allow_unimplemented=True to keep them as dead cards)")
        return rows

    cdef _init_header(self, ruleset, uint64_t seed, int first_player, bint auto_forced):
        cdef int32_t* s = self.s
        cdef int i
        if not isinstance(ruleset, RuleSet):
            raise TypeError("rules must be a preset name or a RuleSet")
        s[HDR_VERSION] = LAYOUT_VERSION
        s[HDR_WINNER] = NO_PLAYER
        s[HDR_DECIDER] = NO_PLAYER
        s[HDR_PRIORITY] = NO_PLAYER
        s[HDR_EVENT_CARD] = NO_CARD
        s[HDR_ATTACKER] = NO_CARD
        s[HDR_ATTACK_TARGET] = NO_CARD
        s[HDR_FIRST_PLAYER] = first_player
        s[HDR_TURN_PLAYER] = first_player
        s[HDR_AUTO_FORCED] = auto_forced
        rules = {HDR_RULE_START_LP: ruleset.start_lp, HDR_RULE_OPENING_HAND: ruleset.opening_hand,
                 HDR_RULE_FIRST_PLAYER_DRAWS: ruleset.first_player_draws,
                 HDR_RULE_FIRST_TURN_BATTLE: ruleset.first_turn_battle,
                 HDR_RULE_HAND_LIMIT: ruleset.hand_limit, HDR_RULE_FIELD_SHARED: ruleset.field_shared,
                 HDR_RULE_ZERO_ATK_TIE_DESTROYS: ruleset.zero_atk_tie_destroys,
                 HDR_RULE_MAX_TURNS: ruleset.max_turns,
                 HDR_RULE_QUICKPLAY_HAND_PHASES: ruleset.quickplay_hand_mask,
                 HDR_RULE_IGNITION_PRIORITY: ruleset.ignition_priority,
                 HDR_RULE_EXTRA_SUMMONS: ruleset.extra_summons_mask,
                 # ---- Rule switches, more (presets helper): switches 8 and 36.
                 HDR_RULE_MORE: ruleset.more_mask}
        rule_words = tuple([int(rules.get(word, 0)) for word in RULE_SWITCHES])
        if rule_words not in _CHECKED_RULES:
            # The ranges a saved state's rule switches must be in, checked before they are
            # written (a value past int32 is refused by name, not overflowed).
            check_rule_switches(dict(zip(RULE_SWITCHES, rule_words)))
            _CHECKED_RULES.add(rule_words)
        for word, value in rules.items():
            s[word] = value
        for p in range(N_PLAYERS):
            s[HDR_LP + p] = ruleset.start_lp  # A01
        for i, word in enumerate(self.cards.fingerprint):
            s[HDR_CARD_DATA + i] = word  # from_buffer refuses a state made with other card data
        for i in range(N_PLAYERS * ZONES_PER_PLAYER):
            (<int16_t*>s)[ZONE_BASE + i] = NO_CARD
        s[HDR_CARD_ROWS] = CAP_CARDS  # while the cards are added (_fix_rows then trims it)
        rng_seed(s + HDR_RNG, seed)

    def _add_cards(self, rows, int player, int pile, what):
        cdef const int32_t[::1] view = rows
        cdef Py_ssize_t i, n = view.shape[0]
        cdef int32_t card
        if n > CAP_PILE:
            raise CapacityError(f"{what} has {n} cards; the engine holds at most {CAP_PILE} in one pile")
        if pile_total(self.s, player) + n > CAP_PILE:
            raise CapacityError(f"{what}: player {player} would have {pile_total(self.s, player) + n} cards in "
                                f"their piles; the engine holds at most {CAP_PILE} per player")
        if self.s[HDR_N_CARDS] + n > CAP_CARDS:
            raise CapacityError(f"too many cards in the duel; the engine holds at most {CAP_CARDS}")
        first = self.s[HDR_N_CARDS]
        for i in range(n):
            card = new_card(self.s, view[i], player)
            move_to_pile(self.s, self.db, card, pile)
        return list(range(first, first + n))

    cdef _start(self, int32_t step):
        cdef int rc
        with nogil:
            rc = start_at(self.s, self.db, step)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])

    @classmethod
    def from_position(cls, cards, *, turn=2, turn_player=0, phase="main1", lp=None,
                      hands=((), ()), decks=((), ()), monsters=((), ()), graveyards=((), ()),
                      spells=((), ()), extras=((), ()), normal_summon_used=False, first_player=None, rules="mr3",
                      seed=0, auto_forced=True, allow_unimplemented=False, banished=((), ()),
                      pendulums=((), ()), extras_faceup=((), ()), pendulum_summon_used=False):
        """Set up a position directly, without playing up to it (for tests and analysis).

        Parameters
        ----------
        turn : int
            The current turn number (1 is the duel's first turn).
        turn_player : int
            Whose turn it is.
        phase : str
            The phase to start at: ``"draw"`` (the normal draw happens), ``"standby"``,
            ``"main1"``, ``"battle"``, ``"main2"`` or ``"end"``.
        lp : (int, int), optional
            Life points; the rule set's start LP by default.
        hands, decks, graveyards, extras, banished : pair of sequences of passcodes
            Per player. Decks are listed top card first; they are not shuffled. ``extras``:
            the Extra Decks; ``banished``: the banished cards (face-up).
        monsters : pair of sequences
            Per player, up to 5 entries, each a passcode, ``(passcode, position)`` or a dict
            with ``code``, ``position`` (``"attack"``, ``"defense"`` or ``"set"``), and
            optionally ``zone`` (0-4), ``summoned_this_turn``, ``attacked``,
            ``position_changed`` (bools, for the per-turn limits).
        spells : pair of sequences
            Per player, Spell/Trap cards on the field: a passcode (Set), ``(passcode, position)``
            with ``"set"`` or ``"faceup"``, or a dict with ``code``, ``position``, ``zone`` and
            ``set_this_turn``. A Field Spell goes to the Field Zone.
        normal_summon_used : bool
            Whether the turn player has used this turn's Normal Summon or Set.
        pendulums : pair of sequences
            (MR3) Per player, the Pendulum Zones, left then right: up to 2 passcodes of Pendulum
            Monsters (None leaves a zone empty), face-up there (M).
        extras_faceup : pair of sequences
            (MR3) Per player, Pendulum Monsters face-up in the Extra Deck (M07), after ``extras``.
        pendulum_summon_used : bool
            Whether the turn player has Pendulum Summoned this turn (M10).
        first_player : int, optional
            Who took turn 1; derived from ``turn`` and ``turn_player`` by default.

        Examples
        --------
        >>> duel = Duel.from_position(CardDB(), monsters=([(89631139, "attack")], []),
        ...                           decks=([89631139] * 5, [89631139] * 5))
        """
        cdef Duel self = cls.__new__(cls)
        ruleset = resolve_rules(rules)
        if phase not in _PHASE_ENTRY:
            raise ValueError(f"unknown phase {phase!r}; one of {', '.join(_PHASE_ENTRY)}")
        if not 1 <= int(turn) <= TURN_MAX // 2:  # room for the duel to go on within TURN_MAX
            raise ValueError(f"turn must be 1 to {TURN_MAX // 2}")
        _check_player(turn_player, "turn_player")
        if first_player is None:
            first_player = turn_player if turn % 2 == 1 else 1 - turn_player
        self._alloc(STATE_SIZE, True)
        self._bind(cards)
        self._init_header(ruleset, _check_seed(seed), first_player, auto_forced)
        self.s[HDR_TURN] = turn
        self.s[HDR_TURN_PLAYER] = turn_player
        if lp is not None:
            for p in range(N_PLAYERS):
                if not 0 <= lp[p] <= LP_MAX:
                    raise ValueError(f"LP must be 0 to {LP_MAX} (A08: never negative)")
                self.s[HDR_LP + p] = lp[p]
        if normal_summon_used:
            self.s[HDR_NORMAL_SUMMON_TURN] = turn
        if pendulum_summon_used:
            self.s[HDR_PENDULUM_SUMMON_TURN] = turn
        if phase == "main2":  # E01: Main Phase 2 comes only after a Battle Phase
            self.s[HDR_BATTLE_PHASE_TURN + turn_player] = turn
        for p in range(N_PLAYERS):
            self._add_cards(self._rows(reversed(list(decks[p])), f"decks[{p}]", allow_unimplemented),
                            p, PILE_DECK, f"decks[{p}]")
            self._add_cards(self._rows(hands[p], f"hands[{p}]", allow_unimplemented),
                            p, PILE_HAND, f"hands[{p}]")
            self._add_cards(self._rows(graveyards[p], f"graveyards[{p}]", True), p, PILE_GY,
                            f"graveyards[{p}]")
            self._add_cards(self._rows(extras[p], f"extras[{p}]", True), p, PILE_EXTRA, f"extras[{p}]")
            self._add_cards(self._rows(banished[p], f"banished[{p}]", True), p, PILE_BANISHED,
                            f"banished[{p}]")
            self._place_monsters(p, monsters[p], allow_unimplemented)
            self._place_spells(p, spells[p], allow_unimplemented)
            self._place_pendulums(p, pendulums[p], extras_faceup[p], allow_unimplemented)
            self._check_owned(p)
        self._fix_rows()
        self._start(_PHASE_ENTRY[phase])
        return self

    def _check_owned(self, int player):
        # Every card a player owns may end up in their piles, which hold CAP_PILE together.
        owned = sum(1 for c in range(self.s[HDR_N_CARDS]) if card_get(self.s, c, CARD_OWNER) == player)
        if owned > CAP_PILE:
            raise CapacityError(f"player {player} owns {owned} cards; the engine holds at most {CAP_PILE} per player")

    def _place_monsters(self, int player, specs, allow_unimplemented):
        cdef int32_t card
        if len(specs) > CAP_MZONE:
            raise ValueError(f"monsters[{player}]: at most {CAP_MZONE} monsters")
        taken = set()
        for i, spec in enumerate(specs):
            spec = _monster_spec(spec)
            zone = spec.get("zone", i)
            if not 0 <= zone < CAP_MZONE or zone in taken:
                raise ValueError(f"monsters[{player}]: bad or repeated zone {zone}")
            taken.add(zone)
            position = _POSITION_CODES.get(spec.get("position", "attack"))
            if position is None:
                raise ValueError(f"monsters[{player}]: position must be attack, defense or set")
            card = self._add_cards(self._rows([spec["code"]], f"monsters[{player}]", allow_unimplemented),
                                   player, PILE_GY, "monsters")[0]
            move_to_zone(self.s, self.db, card, player, ZONE_MONSTER + zone, position)
            card_set(self.s, card, CARD_SUMMON_KIND, SUMMON_PLACED)
            turn = self.s[HDR_TURN]
            if spec.get("summoned_this_turn"):
                card_set(self.s, card, CARD_SUMMON_TURN, turn)
            if spec.get("attacked"):
                card_set(self.s, card, CARD_ATTACK_TURN, turn)
                card_set(self.s, card, CARD_ATTACKS, 1)
            if spec.get("position_changed"):
                card_set(self.s, card, CARD_POS_CHANGE_TURN, turn)

    def _place_spells(self, int player, specs, allow_unimplemented):
        cdef int32_t card
        if len(specs) > CAP_SZONE + 1:
            raise ValueError(f"spells[{player}]: at most {CAP_SZONE} Spell/Trap cards and a Field Spell")
        free = list(range(CAP_SZONE))
        for spec in specs:
            spec = _monster_spec(spec)
            position = _SPELL_POSITIONS.get(spec.get("position", "set"))
            if position is None:
                raise ValueError(f"spells[{player}]: position must be set or faceup")
            info = self.cards[spec["code"]]
            if info.is_monster:
                raise ValueError(f"spells[{player}]: {info.name} is a monster")
            card = self._add_cards(self._rows([spec["code"]], f"spells[{player}]", allow_unimplemented),
                                   player, PILE_GY, "spells")[0]
            if info.type & TYPE_FIELD:
                zone = ZONE_FIELD
            else:
                zone = spec.get("zone", free[0] if free else None)
                if zone not in free:
                    raise ValueError(f"spells[{player}]: bad or repeated zone {zone}")
                free.remove(zone)
                zone = ZONE_SPELL + zone
            move_to_zone(self.s, self.db, card, player, zone, position)
            if spec.get("set_this_turn"):
                card_set(self.s, card, CARD_SET_TURN, self.s[HDR_TURN])

    # ---- MR3 Pendulum (pend helper) ----
    def _place_pendulums(self, int player, zones, faceup, allow_unimplemented):
        cdef int32_t card
        if (zones or faceup) and not self.s[HDR_RULE_EXTRA_SUMMONS] & RULE_PENDULUM:
            raise ValueError(f"pendulums[{player}]: these rules have no Pendulum Zones (switch 42)")
        if len(zones) > CAP_PZONE:
            raise ValueError(f"pendulums[{player}]: {CAP_PZONE} Pendulum Zones, left then right")
        for where, codes in (("pendulums", zones), ("extras_faceup", faceup)):
            for code in codes:
                if code is not None and not self.cards[code].type & TYPE_PENDULUM:
                    raise ValueError(f"{where}[{player}]: {self.cards[code].name} is not a Pendulum Monster")
        for i, code in enumerate(zones):
            if code is None:
                continue
            card = self._add_cards(self._rows([code], f"pendulums[{player}]", allow_unimplemented),
                                   player, PILE_GY, "pendulums")[0]
            move_to_zone(self.s, self.db, card, player, ZONE_PENDULUM + i, POS_FACEUP)
        for card in self._add_cards(self._rows(faceup, f"extras_faceup[{player}]", True), player, PILE_EXTRA,
                                    f"extras_faceup[{player}]"):
            card_set(self.s, card, CARD_FLAGS, card_get(self.s, card, CARD_FLAGS) | CF_FACEUP_EXTRA)

    def pendulum_zones(self, int player):
        """(MR3) The player's two Pendulum Zones, left then right: None or a dict (card, code,
        scale: the Pendulum Scale that zone gives, M10)."""
        _check_player(player, "player")
        out = []
        for i in range(CAP_PZONE):
            card = zone_card(self.s, player, ZONE_PENDULUM + i)
            out.append(None if card == NO_CARD else {
                "card": card, "code": self._code(card), "scale": self._scale(card, i)})
        return out

    def _scale(self, int card, int side):
        # (pendulum) the Scale as it is now: scale changes (vm/filters.pyx current_scale)
        return current_scale(self.s, self.db, card, side)

    def extra_faceup(self, int player):
        """(MR3) Card ids of the face-up Pendulum Monsters in the player's Extra Deck (M07:
        public to both players)."""
        _check_player(player, "player")
        return [c for c in (pile_card(self.s, player, PILE_EXTRA, i) for i in range(pile_count(self.s, player, PILE_EXTRA)))
                if card_get(self.s, c, CARD_FLAGS) & CF_FACEUP_EXTRA]

    # ---- the decision protocol ----------------------------------------------------------------

    def legal_actions(self):
        """The legal actions of the pending decision, ascending (empty when the duel is over)."""
        cdef cnp.ndarray[int32_t, ndim=1] out = np.empty(CAP_ACTIONS, dtype=np.int32)
        cdef int32_t n = legal_actions(self.s, self.db, <int32_t*>out.data)
        return out[:n].copy()

    def legal_mask(self):
        """The legal actions as a boolean mask over all ``N_ACTIONS`` action codes (the form
        PettingZoo-style learners take)."""
        cdef int32_t buf[CAP_ACTIONS]
        cdef int32_t n = legal_actions(self.s, self.db, buf)
        mask = np.zeros(N_ACTIONS, dtype=bool)
        mask[[buf[i] for i in range(n)]] = True
        return mask

    @property
    def num_actions(self):
        """Size of the action space (every action code is below it)."""
        return N_ACTIONS

    def apply(self, action):
        """Take ``action`` for the player to move and run to the next decision.

        Raises
        ------
        IllegalActionError
            (a ``ValueError``) when the action is not legal now, or not an action code (a
            bool is refused: ``apply(True)`` would otherwise play action 1); the state is
            unchanged.
        """
        cdef int rc
        cdef int32_t a
        if isinstance(action, (bool, np.bool_)):  # an int subclass, but True is no action code
            raise IllegalActionError(f"illegal action {action!r}: a bool, not an action code")
        if not isinstance(action, (int, np.integer)) or not 0 <= action < N_ACTIONS:
            raise IllegalActionError(f"illegal action {action!r}: not an action code (0..{N_ACTIONS - 1})")
        a = action
        with nogil:
            rc = apply_action(self.s, self.db, a)
        if rc < 0:
            hint = ""
            if rc == ERR_ILLEGAL_ACTION:
                hint = f" ({self.describe(a)}) in decision '{self.decision()}'; legal: {list(self.legal_actions())}"
            _raise_for(rc, a if rc in (ERR_ILLEGAL_ACTION, ERR_NO_DECISION) else self.s[HDR_ERR_ARG], hint)

    apply_action = apply

    def playout_log(self, seed=0):
        """Play the same game as :meth:`playout` with the same seed, in Python, and return its
        log: one ``(turn, player, decision, description)`` tuple per chosen action (decisions
        with a single legal action taken automatically are not listed). Slow; for replays. An
        exception raised on the way carries the log so far as its ``log`` attribute."""
        cdef int32_t agent[4]
        cdef int32_t buf[CAP_ACTIONS]
        cdef int32_t n, a
        cdef int rc
        rng_seed(agent, _check_seed(seed))
        log = []
        try:
            while self.s[HDR_STATUS] == STATUS_DECISION:
                n = legal_actions(self.s, self.db, buf)
                if n == 0:
                    _raise_for(ERR_BAD_STATE, self.s[HDR_DECISION])
                a = buf[rng_below(agent, <uint32_t>n)]
                log.append((self.turn(), self.current_player(), self.decision(), self.describe(a)))
                rc = apply_action(self.s, self.db, a)
                if rc < 0:
                    _raise_for(rc, self.s[HDR_ERR_ARG])
        except Exception as exc:
            exc.log = log  # the moves up to the failure, for a replay to print
            raise
        return log

    def playout(self, seed=0):
        """Play uniformly random legal actions to the end, in place, inside the core.

        The random choices come from a generator seeded with ``seed``, not from the duel's
        RNG, so the same state and seed always give the same game. Returns :meth:`winner`.
        Clone first to keep this state.
        """
        cdef uint64_t agent_seed = _check_seed(seed)
        cdef int rc
        with nogil:
            rc = playout(self.s, self.db, agent_seed)
        if rc < 0:
            _raise_for(rc, self.s[HDR_ERR_ARG])
        return self.winner()

    def clone(self):
        """An independent copy of this duel (one ``memcpy``; card data is shared)."""
        cdef Duel other = Duel.__new__(Duel)
        cdef size_t words = state_words(self.s)
        other._alloc(words, False)
        memcpy(other.s, self.s, words * sizeof(int32_t))
        other.cards = self.cards
        other._table = self._table
        other.db = self.db
        return other

    def determinize(self, int player, seed=0):
        """determinize(player, seed=0)

        Replace, in place, what ``player`` cannot know with a random guess consistent with
        what they can know, and reseed the duel's RNG with ``seed``. Use it on a clone for
        search with hidden information (determinization).

        The cards ``player`` cannot account for are the opponent's hand, Deck and face-down
        field cards (Set Spells/Traps, face-down monsters) together; they are dealt again
        among those places, uniformly among the deals that keep what ``player`` knows:

        - a Set card in a Spell & Trap Zone becomes a Spell or Trap (not a Field Spell), a
          Set card in the Field Zone a Field Spell, a face-down monster a monster that can be
          Set (a Main Deck monster); each keeps its place, position and turn stamps;
        - the number of cards in each place stays, and so does the whole multiset;
        - what stays as it is: every card revealed to ``player`` (C15; a monster turned
          face-down after it was face-up counts as revealed to both), every face-up or public
          card (field, GY, banished), the opponent's Extra Deck, a card whose effect is on the
          chain or waiting as a trigger, a card a pending procedure acts on (the monster being
          summoned, the card being activated, the card whose position is being chosen), and a
          face-down card ``player`` owns.

        ``player``'s own hand and field are untouched; their own Deck is reshuffled (the
        revealed cards in it keep their places). An information-set search (IS-MCTS) sees
        the same: a Set card is "some Spell or Trap", never the real one. Deterministic for a
        given state and seed.

        Parameters
        ----------
        player : int
            The player whose knowledge is kept.
        seed : int
            Seed of the re-deal and of the duel's RNG afterwards.
        """
        cdef int32_t agent[4]
        cdef int32_t actions[CAP_ACTIONS]
        cdef int32_t* saved
        cdef int32_t tries
        _check_player(player, "player")
        rng_seed(agent, _check_seed(seed))
        cdef size_t words = state_words(self.s)
        saved = <int32_t*>malloc(words * sizeof(int32_t))
        if saved == NULL:
            raise MemoryError("cannot allocate a duel state")
        memcpy(saved, self.s, words * sizeof(int32_t))
        try:
            # A pending decision has a legal action (someone is being asked: a card to summon
            # from the Deck exists); a deal that leaves it none contradicts what the player
            # sees, and is dealt again (rejection sampling keeps the deals uniform among the
            # consistent ones). After DEAL_TRIES the state is left as it was.
            for tries in range(DEAL_TRIES):
                if tries:
                    memcpy(self.s, saved, words * sizeof(int32_t))
                self._redeal_hidden(player, TYPE_EXTRA_DECK | TYPE_TOKEN, agent)
                self._reshuffle_own_deck(player, agent)
                # Stats and appliers follow the new identities before the pending decision is
                # read (Q01): a determinized state is settled like any state at a decision.
                self.s[HDR_DIRTY] = 1
                if self.s[HDR_STATUS] != STATUS_DECISION:
                    break
                settle_at_decision(self.s, self.db)
                if legal_actions(self.s, self.db, actions) > 0:
                    break
            else:
                memcpy(self.s, saved, words * sizeof(int32_t))
        finally:
            free(saved)
        rng_seed(self.s + HDR_RNG, _check_seed(seed) ^ _RESEED_MIX)

    cdef bint _pinned(self, int32_t card):
        # A card whose effect is on the chain or waiting as a trigger (its effect row is its
        # own), or that a pending procedure acts on: the monster being summoned (still in the
        # hand), the card being activated, the card whose position is being chosen (H03).
        cdef int32_t i, f, proc
        for i in range(self.s[HDR_CHAIN_LEN]):
            if (<int16_t*>self.s)[link_offset(i) + LINK_CARD] == card:
                return True
        for i in range(self.s[HDR_TRIGGER_LEN]):
            if (<int16_t*>self.s)[trigger_offset(i) + TRIG_CARD] == card:
                return True
        for i in range(self.s[HDR_STACK_TOP]):
            f = frame_offset(i)
            proc = self.s[f + FRAME_PROC]
            if (proc == PROC_SUMMON and self.s[f + SUMMON_F_CARD] == card
                    or proc == PROC_ACTIVATE and self.s[f + AC_F_CARD] == card
                    or proc == PROC_RESOLVE and self.s[f + FRAME_STEP] == RS_RESUME
                    and self.s[f + RS_F_CHOSEN] == card):
                return True
        return False

    cdef int32_t _kind_of_row(self, int32_t row, int32_t not_settable):
        # What a face-down place could hold this card as (DEAL_*), from its printed data.
        cdef int32_t types = self.db[BLK_HEADER + row * DB_WIDTH + DB_TYPE]
        if not self.db[BLK_HEADER + row * DB_WIDTH + DB_FLAGS] & DBF_PLAYABLE:
            return DEAL_OTHER  # the engine never Sets a card it cannot play
        if types & TYPE_MONSTER:
            return DEAL_OTHER if types & not_settable else DEAL_MONSTER
        if types & TYPE_SPELL and types & TYPE_FIELD:
            return DEAL_FIELD
        if types & (TYPE_SPELL | TYPE_TRAP):
            return DEAL_SPELL_TRAP
        return DEAL_OTHER

    cdef bint _hidden_from(self, int32_t card, int32_t player):
        return not card_get(self.s, card, CARD_REVEALED) & (1 << player) and not self._pinned(card)

    cdef _redeal_hidden(self, int32_t player, int32_t not_settable, int32_t* agent):
        # Constrained slots first, each from the cards that fit it, then the rest of the cards
        # over the hand and Deck: uniform over the deals that keep every slot's kind.
        cdef int32_t slots[CAP_CARDS]
        cdef int32_t kinds[CAP_CARDS]
        cdef int32_t rows[CAP_CARDS]
        cdef int32_t fitting[CAP_CARDS]
        cdef int32_t rest[CAP_CARDS]
        cdef int32_t n = 0, n_rest = 0, m, used, i, j, kind, card, zone, pile
        cdef int32_t foe = opponent(player)
        for pile in (PILE_HAND, PILE_DECK):
            for i in range(pile_count(self.s, foe, pile)):
                card = pile_card(self.s, foe, pile, i)
                if self._hidden_from(card, player):
                    slots[n] = card
                    kinds[n] = DEAL_ANY
                    n += 1
        for zone in range(ZONES_PER_PLAYER):
            card = zone_card(self.s, foe, zone)
            if (card == NO_CARD or is_face_up(card_get(self.s, card, CARD_POSITION))
                    or card_get(self.s, card, CARD_OWNER) != foe or not self._hidden_from(card, player)):
                continue
            kind = DEAL_MONSTER if zone < ZONE_SPELL else DEAL_SPELL_TRAP if zone < ZONE_FIELD else DEAL_FIELD
            if self._kind_of_row(card_get(self.s, card, CARD_DB_ROW), not_settable) != kind:
                continue  # a card the engine could not have Set there (a set-up position): kept
            slots[n] = card
            kinds[n] = kind
            n += 1
        for i in range(n):
            rows[i] = card_get(self.s, slots[i], CARD_DB_ROW)
        for kind in (DEAL_MONSTER, DEAL_SPELL_TRAP, DEAL_FIELD, DEAL_OTHER):
            m = 0
            for i in range(n):
                if self._kind_of_row(rows[i], not_settable) == kind:
                    fitting[m] = rows[i]
                    m += 1
            rng_shuffle(agent, fitting, m)
            used = 0
            for i in range(n):
                if kinds[i] == kind:
                    self._become(slots[i], fitting[used])
                    used += 1
            for j in range(used, m):
                rest[n_rest] = fitting[j]
                n_rest += 1
        rng_shuffle(agent, rest, n_rest)
        j = 0
        for i in range(n):
            if kinds[i] == DEAL_ANY:
                self._become(slots[i], rest[j])
                j += 1

    cdef _reshuffle_own_deck(self, int32_t player, int32_t* agent):
        # C11-like: the player's own Deck order is unknown to them; revealed cards keep theirs.
        cdef int32_t slots[CAP_PILE]
        cdef int32_t rows[CAP_PILE]
        cdef int32_t n = 0, i, card
        for i in range(pile_count(self.s, player, PILE_DECK)):
            card = pile_card(self.s, player, PILE_DECK, i)
            if self._hidden_from(card, player):
                slots[n] = card
                rows[n] = card_get(self.s, card, CARD_DB_ROW)
                n += 1
        rng_shuffle(agent, rows, n)
        for i in range(n):
            self._become(slots[i], rows[i])

    cdef _become(self, int32_t card, int32_t row):
        # The card in this place is now another one: its row and everything printed on it (the
        # current stats of a card off the field or face-down are the printed ones, AA, O11).
        card_set(self.s, card, CARD_DB_ROW, row)
        card_set(self.s, card, CARD_ATK, self.db[BLK_HEADER + row * DB_WIDTH + DB_ATK])
        card_set(self.s, card, CARD_DEF, self.db[BLK_HEADER + row * DB_WIDTH + DB_DEF])
        note_activator(self.s, self.db, card)

    def __copy__(self):
        return self.clone()

    def current_player(self):
        """The player who must decide now, or -1 when the duel is over."""
        return self.s[HDR_DECIDER]

    def decision(self):
        """The kind of the pending decision, or None when none is pending (the duel is over).

        One of 'main', 'battle', 'tribute', 'discard', 'response', 'target', 'yesno', 'choose',
        'summon_now', 'replay', 'position', 'trigger_order', 'gy_order', 'attack_or_set' (see README.md).
        """
        return DECISION_NAMES.get(self.s[HDR_DECISION]) if self.s[HDR_STATUS] == STATUS_DECISION else None

    def is_terminal(self):
        return self.s[HDR_STATUS] == STATUS_OVER

    def winner(self):
        """0 or 1, -1 for a draw, None while the duel goes on."""
        if self.s[HDR_STATUS] != STATUS_OVER:
            return None
        return -1 if self.s[HDR_WINNER] == DRAW_RESULT else self.s[HDR_WINNER]

    def win_reason(self):
        """'lp', 'deck_out' or 'turn_limit' once over, else None."""
        return WIN_REASONS.get(self.s[HDR_WIN_REASON])

    def returns(self):
        """Per-player returns: +1 win, -1 loss, 0 draw or not over."""
        w = self.winner()
        if w is None or w == -1:
            return [0.0, 0.0]
        return [1.0 if w == 0 else -1.0, 1.0 if w == 1 else -1.0]

    # ---- reading the state --------------------------------------------------------------------

    def turn(self):
        return self.s[HDR_TURN]

    def turn_player(self):
        return self.s[HDR_TURN_PLAYER]

    def first_player(self):
        return self.s[HDR_FIRST_PLAYER]

    def phase(self):
        """'draw', 'standby', 'main1', 'battle', 'main2' or 'end'."""
        return PHASE_NAMES.get(self.s[HDR_PHASE])

    def decisions(self):
        """Decisions taken so far (forced ones included)."""
        return self.s[HDR_DECISIONS]

    def lp(self, int player):
        _check_player(player, "player")
        return self.s[HDR_LP + player]

    def normal_summon_used(self):
        return self.s[HDR_NORMAL_SUMMON_TURN] == self.s[HDR_TURN]

    def _pile(self, int player, int pile):
        _check_player(player, "player")
        return [self._code(pile_card(self.s, player, pile, i)) for i in range(pile_count(self.s, player, pile))]

    def card_ids(self, int player, str where):
        """Card ids (the numbers card actions carry) in one of the player's places.

        ``where`` is ``"deck"`` (top first), ``"hand"``, ``"gy"``, ``"banished"``, ``"extra"``
        or ``"monsters"`` (zone order, empty zones left out).
        """
        _check_player(player, "player")
        if where == "monsters":
            return [c for c in (zone_card(self.s, player, ZONE_MONSTER + i) for i in range(CAP_MZONE)) if c != NO_CARD]
        if where not in _PILES:
            raise ValueError(f"unknown place {where!r}; one of {', '.join(_PILES)}, monsters")
        pile = _PILES[where]
        ids = [pile_card(self.s, player, pile, i) for i in range(pile_count(self.s, player, pile))]
        return ids[::-1] if pile == PILE_DECK else ids

    def materials(self, int card):
        """Card ids of the Xyz Materials attached to an Xyz Monster (MR3, L01), ascending."""
        if not 0 <= card < self.s[HDR_N_CARDS]:
            raise ValueError(f"no card #{card}")
        return [c for c in range(self.s[HDR_N_CARDS])
                if card_get(self.s, c, CARD_LOCATION) == LOC_OVERLAY and card_get(self.s, c, CARD_EQUIPPED_TO) == card]

    def hand(self, player):
        """Passcodes in the player's hand."""
        return self._pile(player, PILE_HAND)

    def deck(self, player):
        """Passcodes of the player's Deck, top card first."""
        return self._pile(player, PILE_DECK)[::-1]

    def graveyard(self, player):
        """Passcodes in the player's GY, oldest first."""
        return self._pile(player, PILE_GY)

    def banished(self, player):
        return self._pile(player, PILE_BANISHED)

    def spells(self, int player):
        """The player's 5 Spell & Trap Zones and the Field Zone (last): None or a dict
        (card, code, position, equipped_to)."""
        _check_player(player, "player")
        out = []
        for i in range(CAP_SZONE + 1):
            card = zone_card(self.s, player, ZONE_SPELL + i)
            out.append(None if card == NO_CARD else {
                "card": card, "code": self._code(card),
                "position": POSITION_NAMES[card_get(self.s, card, CARD_POSITION)],
                "equipped_to": card_get(self.s, card, CARD_EQUIPPED_TO)})
        return out

    def chain(self):
        """The current chain, link 1 first: dicts (card, code, player, speed, targets)."""
        links = []
        for i in range(self.s[HDR_CHAIN_LEN]):
            at = CHAIN_BASE + i * CHAIN_LINK_WIDTH
            links.append({"card": (<int16_t*>self.s)[at + LINK_CARD], "code": self._code((<int16_t*>self.s)[at + LINK_CARD]),
                          "player": (<int16_t*>self.s)[at + LINK_PLAYER], "speed": (<int16_t*>self.s)[at + LINK_SPEED],
                          "targets": [(<int16_t*>self.s)[at + LINK_TARGETS + k] for k in range((<int16_t*>self.s)[at + LINK_N_TARGETS])]})
        return links

    def revealed_to(self, int player):
        """Card ids hidden by the rules (hand, Deck, face-down) that an effect showed `player`
        (a monster turned face-down after it was face-up counts as shown to both)."""
        return [c for c in range(self.s[HDR_N_CARDS]) if card_get(self.s, c, CARD_REVEALED) & (1 << player)]

    def monsters(self, int player):
        """The player's 5 Monster Zones: None or a dict (card, code, position, atk, def)."""
        _check_player(player, "player")
        return [self._monster_view(zone_card(self.s, player, ZONE_MONSTER + i)) for i in range(CAP_MZONE)]

    def _monster_view(self, int32_t card):
        if card == NO_CARD:
            return None
        return {"card": card, "code": self._code(card),
                "position": POSITION_NAMES[card_get(self.s, card, CARD_POSITION)],
                "atk": card_get(self.s, card, CARD_ATK), "def": card_get(self.s, card, CARD_DEF)}

    def counters(self, int card):
        """Counters on a card (Breaker's Spell Counter); 0 off the field."""
        if not 0 <= card < self.s[HDR_N_CARDS]:
            raise ValueError(f"no card with id {card}")
        return card_get(self.s, card, CARD_COUNTERS)

    def card_code(self, int card):
        """The passcode of a card id (the number that card actions carry)."""
        if not 0 <= card < self.s[HDR_N_CARDS]:
            raise ValueError(f"no card with id {card}")
        return self._code(card)

    def _code(self, int32_t card):
        return self.db[BLK_HEADER + card_get(self.s, card, CARD_DB_ROW) * DB_WIDTH + DB_CODE]

    def _name(self, int32_t card):
        return self.cards[self._code(card)].name

    def describe(self, action):
        """Readable text of an action in the current state."""
        a = int(action)
        if a == ACT_TO_BATTLE:
            return "Enter the Battle Phase"
        if a == ACT_TO_END:
            return "Go to the End Phase"
        if a == ACT_END_BATTLE:
            return "End the Battle Phase"
        if a == ACT_PASS:
            return "Pass"
        if a == ACT_YES:
            return "Yes"
        if a == ACT_NO:
            return "No"
        if a == ACT_ATTACK_POSITION:
            return "Face-up Attack Position"
        if a == ACT_DEFENSE_POSITION:
            if self.s[HDR_STATUS] == STATUS_DECISION and self.s[HDR_DECISION] == DEC_ATTACK_OR_SET:
                return "Face-down Defense Position"
            return "Face-up Defense Position"
        if a == ACT_PENDULUM_SUMMON:
            return "Pendulum Summon"  # (pend) M10
        if ACT_ACTIVATE <= a < ACT_ACTIVATE + CAP_CARDS and a - ACT_ACTIVATE < self.s[HDR_N_CARDS] \
                and card_get(self.s, a - ACT_ACTIVATE, CARD_LOCATION) == LOC_HAND \
                and self.db[BLK_HEADER + card_get(self.s, a - ACT_ACTIVATE, CARD_DB_ROW) * DB_WIDTH + DB_TYPE] & TYPE_PENDULUM:
            return f"Activate {self._name(a - ACT_ACTIVATE)} (card #{a - ACT_ACTIVATE}) in a Pendulum Zone"  # (pend) M02
        if ACT_OPTION <= a < N_ACTIONS:
            return self._describe_option(a - ACT_OPTION)
        if ACT_ATTACK <= a < ACT_OPTION:
            return self._describe_attack(a)
        blocks = ((ACT_SUMMON, "Normal Summon"), (ACT_SET, "Set"), (ACT_FLIP_SUMMON, "Flip Summon"),
                  (ACT_CHANGE_POSITION, "Change the battle position of"), (ACT_SELECT, "Choose"),
                  (ACT_ACTIVATE, "Activate"))
        for base, verb in blocks:
            if base <= a < base + CAP_CARDS:
                card = a - base
                if card >= self.s[HDR_N_CARDS]:
                    return f"{verb} card #{card} (no such card)"
                if base == ACT_SUMMON and summon_proc_of(self.s, self.db, card) >= 0:
                    verb = "Special Summon"  # by its own procedure (FXK_SUMMON_PROC)
                if base == ACT_SUMMON and card_get(self.s, card, CARD_LOCATION) == LOC_EXTRA:
                    verb = "Xyz Summon" if db_get(self.db, self.s, card, DB_TYPE) & TYPE_XYZ else "Synchro Summon"
                return f"{verb} {self._name(card)} (card #{card})"
        return f"action {a}"

    def _describe_option(self, int k):
        # A declaration during a cost (a kind of card, a Pendulum Scale, a monster Type), else the
        # k-th effect of the card being activated.
        if self.s[HDR_DECISION] == DEC_OPTION and self.s[HDR_STATUS] == STATUS_DECISION:
            f = frame_offset(self.s[HDR_STACK_TOP] - 1)
            if self.s[f + FRAME_STEP] == AC_PICK_EFFECT:
                return f"Activate effect {k + 1} of {self._name(self.s[f + AC_F_CARD])}"
            if self.s[f + FRAME_STEP] == AC_PICK_MODE:
                return f"Activate mode {k + 1} of {self._name(self.s[f + AC_F_CARD])}"
            if self.s[f + FRAME_PROC] == PROC_ACTIVATE and self.s[f + FRAME_STEP] == AC_TAKE_COST:
                declared = self._cost_declaration(f)
                if declared == DECLARE_CARD_KIND or declared == DECLARE_SPELL_OR_TRAP:
                    return f"Declare {CARD_KIND_NAMES[k]}" if 0 <= k < len(CARD_KIND_NAMES) else f"Option {k}"
                if declared == DECLARE_SCALE:
                    return f"Declare Scale {k}"  # ACT_OPTION + the Scale (Pendulum Shift)
        from ygo_core.scripts.vocab import RACES
        names = [name for name, bit in RACES.items() if bit == 1 << k]
        return f"Declare the Type {names[0]}" if names else f"Option {k}"

    cdef int32_t _cost_declaration(self, int32_t f):
        # What the pending cost instruction declares (its DECLARE_* word A): a kind of card
        # (Vampire Lord's Monster, Spell or Trap; Eradicator Epidemic Virus's Spell or Trap), a
        # Pendulum Scale (Pendulum Shift), a monster Type; -1 when it is no declaration.
        cdef const int32_t* insn = code_at(self.db, fx_get(self.db, self.s[f + AC_F_EFFECT], FX_COST)
                                           + self.s[f + AC_F_COST_PC] * INSN_WIDTH)
        return insn[INSN_A] if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE else -1

    def _describe_attack(self, int a):
        player = self.s[HDR_TURN_PLAYER]
        zone, slot = divmod(a - ACT_ATTACK, ATTACK_TARGETS)
        attacker = zone_card(self.s, player, ZONE_MONSTER + zone)
        who = self._name(attacker) if attacker != NO_CARD else f"(empty zone {zone})"
        if slot == ATTACK_DIRECT:
            return f"Attack directly with {who}"
        target = zone_card(self.s, 1 - player, ZONE_MONSTER + slot)
        if target == NO_CARD:
            return f"Attack with {who} on empty zone {slot}"
        if card_get(self.s, target, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
            return f"Attack the face-down monster in zone {slot} with {who}"
        return f"Attack {self._name(target)} with {who}"

    def observation(self, int player):
        """What ``player`` can see, as a flat int32 vector of length ``OBS_SIZE``.

        Layout (every offset a named constant of :mod:`ygo_core.observe`, the table in
        ``docs/observation.md``): 16 header words (turn, phase, battle step, is-my-turn, my LP,
        opponent LP, Deck, hand, GY and banished counts for me then the opponent, Normal Summon
        used, is-my-decision), then one block for me and one for the opponent: 5 Monster Zones x
        (passcode, position, ATK, DEF), 6 Spell/Trap/Field cells x (passcode, position), 16 hand
        slots, GY and banished passcodes (80 each), and the top 5 Deck cards. Then the
        situation: the kind of decision asked of this player (a ``DEC_*`` code, 0 when none),
        the chain length, the attacking and the attacked monster as zone numbers (0-4 this
        player's, 5-9 the opponent's, -1 none), and the first 8 chain links as (passcode,
        1 if this player's). Then the options: the number of legal actions this player has now
        and one row per legal action (up to 32, ascending): its action code, its kind
        (``OPTK_*``), the card it acts with or on (passcode, vocabulary index, side, place,
        index) and an attack's target. Empty cells are -1; a card the player cannot see (a
        face-down card of the opponent, the opponent's hand, any Deck card) reads 0 with its
        stats 0, unless an effect revealed it to that player (C15) or it was turned face-down
        on the field after both players saw it face-up (Book of Moon). Hand slots past 16 are
        cut off (the count is in the header).
        """
        _check_player(player, "player")
        cdef cnp.ndarray[int32_t, ndim=1] obs = np.empty(OBS_SIZE, dtype=np.int32)
        write_observation(self.s, self.db, player, <int32_t*>obs.data)
        return obs

    # ---- raw state ----------------------------------------------------------------------------

    @property
    def buffer(self):
        """A copy of the whole state as an int32 numpy array (``state_words`` long: the fixed
        sections, then the duel's card rows)."""
        cdef size_t words = state_words(self.s)
        cdef cnp.ndarray[int32_t, ndim=1] out = np.empty(words, dtype=np.int32)
        memcpy(out.data, self.s, words * sizeof(int32_t))
        return out

    @classmethod
    def from_buffer(cls, cards, buffer):
        """Rebuild a duel from :attr:`buffer`, after checking it completely.

        A saved state is untrusted input: it must be a 1-D int32 numpy array of the same layout
        version, made with the same card data (its fingerprint), and pass every check of
        :mod:`ygo_core.state_check` (counts, card ids, places, the continuation stack, the
        chain, triggers, lingering effects); a pending decision must have a legal action.

        Raises
        ------
        TypeError
            When ``buffer`` is not a numpy int32 array (it is never cast).
        ValueError
            (:class:`~ygo_core.state_check.StateError` for the content) naming the section,
            index, word and value that is wrong.
        """
        cdef Duel self = cls.__new__(cls)
        cdef cnp.ndarray[int32_t, ndim=1] data = check_array(buffer)
        check_state(data, cards)
        self._alloc(data.shape[0], False)
        self._bind(cards)
        memcpy(self.s, data.data, data.shape[0] * sizeof(int32_t))
        # Its derived words (stats, negation, appliers in force) must be what its effects give:
        # settling after a change then re-applies only what that change touched.
        cdef cnp.ndarray[int32_t, ndim=1] settled = data.copy()
        reapply_continuous(<int32_t*>settled.data, self.db)
        check_settled(data, settled)
        # The core may read the checked state: the decision it stopped at must have an answer.
        check_legal_actions(data, self.legal_actions())
        return self

    def __eq__(self, other):
        if not isinstance(other, Duel):
            return NotImplemented
        return bool(np.array_equal(self.buffer, other.buffer))

    def __hash__(self):
        return hash(self.buffer.tobytes())

    def __reduce__(self):
        return (_rebuild, (self.cards, self.buffer))

    def __repr__(self):
        if self.is_terminal():
            return f"<Duel over: winner {self.winner()} by {self.win_reason()} on turn {self.turn()}>"
        return (f"<Duel turn {self.turn()} ({self.phase()}), player {self.turn_player()} to play; "
                f"LP {self.lp(0)}/{self.lp(1)}>")


def _rebuild(cards, buffer):
    return Duel.from_buffer(cards, buffer)


def _check_seed(seed):
    if not isinstance(seed, (int, np.integer)) or not 0 <= seed <= _UINT64_MAX:
        raise ValueError(f"seed must be an integer in [0, 2**64), got {seed!r}")
    return int(seed)


def _check_player(player, what):
    if player not in (0, 1):
        raise ValueError(f"{what} must be 0 or 1, got {player!r}")


def _monster_spec(spec):
    if isinstance(spec, dict):
        if "code" not in spec:
            raise ValueError("a monster spec needs a 'code'")
        return spec
    if isinstance(spec, tuple):
        return {"code": spec[0], "position": spec[1]}
    return {"code": spec}
