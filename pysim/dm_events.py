"""What happened in a Duel Masters duel, as events: the DM counterpart of :mod:`pysim.events`.

:class:`DMEventRecorder` wraps a :class:`dm_core.DMDuel` played with ``auto_forced`` off; each
:meth:`DMEventRecorder.apply` takes one action, compares the state before and after it (every
card's zone, object generation and tapped word, the turn, the attack in progress) and turns the
difference into events: turns and steps, draws, mana charges, summons and casts, attacks and
blocks, battles, shield breaks, Shield Triggers, destructions and other moves, the winner. The
events have the schema of :mod:`pysim.events` (``kind``, ``player``, ``text``, ``turn``, a
``board`` after each when asked), so :func:`pysim.events.format_events` prints them as the same
judge's notes and ``--json`` writes them the same way.

:func:`record_playout` plays again the game ``DMDuel.playout(seed)`` plays (the same generator
and the same draws: :class:`pysim.events._PlayoutChoices`) and records it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dm_core import DMDuel
from dm_core import core as C
from dm_core import layout as L
from pysim.events import RecordedDuel, _PlayoutChoices, format_events  # noqa: F401 (re-exported)

ZONE_NAMES = {L.ZONE_DECK: "deck", L.ZONE_HAND: "hand", L.ZONE_MANA: "mana",
              L.ZONE_SHIELD: "shields", L.ZONE_BATTLE: "battle", L.ZONE_GRAVEYARD: "graveyard",
              L.ZONE_PENDING: "pending"}
PLACE_TEXT = {"deck": "the deck", "hand": "the hand", "mana": "the mana zone",
              "shields": "the shield zone", "battle": "the battle zone",
              "graveyard": "the graveyard", "pending": "being cast"}
STEP_TITLES = {"charge": "Charge step", "main": "Main step", "attack": "Attack step",
               "end": "End of the turn"}
WIN_TEXT = {"direct_attack": "a direct attack with no shields left", "deck_out": "deck-out",
            "turn_limit": "the turn limit"}


@dataclass
class _Snap:
    # The parts of a DM state the events are read from (plain Python values).
    status: int
    turn: int
    turn_player: int
    decision: int
    attacker: int
    winner: int
    reason: int
    cards: dict                 # card id -> (code, zone, tapped, generation)
    zones: list                 # [player][zone] -> card ids in order
    power: dict = field(default_factory=dict)  # battle-zone card id -> power now


def _snapshot(duel: DMDuel) -> _Snap:
    s = duel.buffer
    cards = {}
    for c in range(L.CAP_CARDS):
        r = L.CARD_BASE + c * L.CARD_WIDTH
        if s[r + L.CARD_CODE] >= 0:
            cards[c] = (int(s[r + L.CARD_CODE]), int(s[r + L.CARD_ZONE]), int(s[r + L.CARD_TAPPED]),
                        int(s[r + L.CARD_GEN]))
    zones = []
    for p in (0, 1):
        per = []
        for z in range(L.N_ZONES):
            at = L.ZONE_LIST_BASE + (p * L.N_ZONES + z) * L.ZONE_LIST_WIDTH
            per.append([int(x) for x in s[at + 1:at + 1 + s[at]]])
        zones.append(per)
    power = {c: int(duel.power(c)) for p in (0, 1) for c in zones[p][L.ZONE_BATTLE]}
    return _Snap(int(s[L.HDR_STATUS]), int(s[L.HDR_TURN]), int(s[L.HDR_TURN_PLAYER]),
                 int(s[L.HDR_DECISION]), int(s[L.HDR_ATTACKER]), int(s[L.HDR_WINNER]),
                 int(s[L.HDR_WIN_REASON]), cards, zones, power)


def board(duel: DMDuel) -> dict:
    """board(duel) -> dict

    The board now, as the events carry it: turn, turn player, and per player the hand, the
    mana zone (with tapped cards), the shields (face down: their names with ``"face_down":
    true``, a spectator's view), the battle zone (power and tapped), the graveyard and the
    deck's size.
    """
    return _board(_snapshot(duel), duel.pool)


def _board(snap: _Snap, pool) -> dict:
    def ref(c):
        return {"id": c, "code": snap.cards[c][0], "name": pool[snap.cards[c][0]].name}

    players = []
    for p in (0, 1):
        z = snap.zones[p]
        players.append({
            "hand": [ref(c) for c in z[L.ZONE_HAND]],
            "mana": [{**ref(c), "tapped": bool(snap.cards[c][2])} for c in z[L.ZONE_MANA]],
            "shields": [{**ref(c), "face_down": True} for c in z[L.ZONE_SHIELD]],
            "battle": [{**ref(c), "power": snap.power.get(c), "tapped": bool(snap.cards[c][2])}
                       for c in z[L.ZONE_BATTLE]],
            "graveyard": [ref(c) for c in z[L.ZONE_GRAVEYARD]],
            "deck": len(z[L.ZONE_DECK])})
    return {"turn": snap.turn, "turn_player": snap.turn_player, "players": players}


class DMEventRecorder:
    """DMEventRecorder(duel, names=("player 0", "player 1"), boards=True)

    Records the events of ``duel`` (a :class:`dm_core.DMDuel`, best made with
    ``auto_forced=False`` so that every decision is a step) as actions are applied through
    :meth:`apply`. ``names`` name the players in the text; with ``boards`` each event carries
    the board after its step.
    """

    def __init__(self, duel: DMDuel, names=("player 0", "player 1"), boards: bool = True):
        self.duel, self.names, self.boards, self.pool = duel, tuple(names), boards, duel.pool
        self.events: list[dict] = []
        self._step_title = None
        self._battle = None      # (attacker, defender) of a battle not yet reported
        self._attack_over = False  # the turn player has ended the attack step
        self._snap = _snapshot(duel)
        self._emit("start", None, f"{names[0]} (player 0) vs {names[1]} (player 1); "
                   f"{names[duel.first_player()]} goes first; 5 shields and 5 cards each")
        self._turn_heading(self._snap)
        self._report(None, self._snap, self._snap, None, None)

    # -- text --
    def _name(self, snap: _Snap, c: int) -> str:
        return self.pool[snap.cards[c][0]].name

    def _ref(self, snap: _Snap, c: int) -> dict:
        return {"id": int(c), "code": snap.cards[c][0], "name": self._name(snap, c)}

    def _emit(self, kind: str, player, text: str, **fields) -> dict:
        event = {"i": len(self.events), "kind": kind, "turn": self._snap.turn,
                 "step": self._step_title, "player": player, "text": text, **fields}
        self.events.append(event)
        return event

    def _turn_heading(self, snap: _Snap) -> None:
        if snap.status != L.STATUS_OVER and snap.turn >= 1:
            tp = snap.turn_player
            self._step_title = None
            self._emit("turn", tp, f"Turn {snap.turn}: {self.names[tp]}", turn_player=tp)

    def _action_text(self, snap: _Snap, action: int, decision: str) -> str:
        name = lambda c: self._name(snap, c)  # noqa: E731
        tp = snap.turn_player
        if C.ACT_CARD <= action < C.ACT_ATTACK_PLAYER:
            c = action - C.ACT_CARD
            card = self.pool[snap.cards[c][0]]
            if decision == "charge":
                return f"charges {card.name} as mana"
            if decision == "main":
                verb = "summons" if card.card_type == "Creature" else "casts"
                return f"{verb} {card.name} (cost {card.cost})"
            if decision == "block":
                return f"blocks with {card.name}"
            if decision == "shield":
                return "breaks a shield"
            if decision == "pay":
                return f"taps {card.name} to pay"
            if decision == "shield_trigger":
                return f"declares the Shield Trigger of {card.name}"
            if decision == "shield_trigger_order":
                return f"uses the Shield Trigger of {card.name} next"
            return f"chooses {card.name}"
        if C.ACT_ATTACK_PLAYER <= action < C.ACT_ATTACK_CREATURE:
            return f"attacks the player with {name(tp * L.CAP_PER_PLAYER + action - C.ACT_ATTACK_PLAYER)}"
        if C.ACT_ATTACK_CREATURE <= action < C.ACT_ORDER:
            k = action - C.ACT_ATTACK_CREATURE
            att = tp * L.CAP_PER_PLAYER + k // L.CAP_PER_PLAYER
            tgt = (1 - tp) * L.CAP_PER_PLAYER + k % L.CAP_PER_PLAYER
            return f"attacks {name(tgt)} with {name(att)}"
        if action >= C.ACT_ORDER:
            row = L.QUEUE_BASE + (action - C.ACT_ORDER) * L.QUEUE_WIDTH
            source = int(self.duel.buffer[row + L.Q_SOURCE])
            return f"resolves the effect of {name(source)} first" if source in snap.cards else \
                "resolves a pending effect first"
        passes = {"charge": "charges no mana", "main": "ends the main step",
                  "attack": "ends the attack step", "block": "does not block",
                  "shield_trigger": "declares no more Shield Triggers", "choose": "chooses no more",
                  "yesno": "says no"}
        if action == C.ACT_YES:
            return "says yes"
        return passes.get(decision, "passes")

    # -- one step --
    def apply(self, action: int) -> list[dict]:
        """Apply ``action`` to the duel and record what it did; returns the new events."""
        start = len(self.events)
        before = self._snap
        decision = self.duel.decision()
        player = self.duel.current_player()
        forced = len(self.duel.legal_actions()) == 1
        step = decision if decision in ("charge", "main", "attack") else \
            ("end" if self._step_title in ("attack", "end") and self._attack_over else None)
        if step is not None and self._step_title != step:
            self._step_title = step
            self._emit("phase", before.turn_player, STEP_TITLES[step], step=step)
        self._attack_over = decision == "attack" and action == C.ACT_PASS
        text = self._action_text(before, action, decision)
        self._emit("action", player, f"{self.names[player]} {text}" + (" (forced)" if forced else ""),
                   decision=decision, action=int(action), description=self.duel.describe(int(action)),
                   forced=forced)
        if C.ACT_ATTACK_CREATURE <= action < C.ACT_ORDER:
            k = action - C.ACT_ATTACK_CREATURE
            tp = before.turn_player
            self._battle = (tp * L.CAP_PER_PLAYER + k // L.CAP_PER_PLAYER,
                            (1 - tp) * L.CAP_PER_PLAYER + k % L.CAP_PER_PLAYER)
        elif decision == "block" and C.ACT_CARD <= action < C.ACT_ATTACK_PLAYER:
            self._battle = (before.attacker, action - C.ACT_CARD)
        self.duel.apply(int(action))
        after = _snapshot(self.duel)
        self._snap = after
        self._report(action, before, after, decision, player)
        if self.boards:
            b = _board(after, self.pool)
            for event in self.events[start:]:
                event["board"] = b
        return self.events[start:]

    def _report(self, action, b: _Snap, a: _Snap, decision, player) -> None:
        if self._battle is not None and (a.attacker == -1 or any(
                c in b.zones[p][L.ZONE_BATTLE] and c not in a.zones[p][L.ZONE_BATTLE]
                for p in (0, 1) for c in self._battle)):
            self._battle_event(b)
        new_turn = a.turn != b.turn
        if new_turn:
            self._turn_heading(a)
            self._untaps(b, a)
        self._moves(b, a, action, decision, player, skip_untaps=new_turn)
        if a.status == L.STATUS_OVER and b.status != L.STATUS_OVER or \
                (action is None and a.status == L.STATUS_OVER):
            self._finish(a)

    def _battle_event(self, b: _Snap) -> None:
        att, dfn = self._battle
        self._battle = None
        if att not in b.power or dfn not in b.power:
            return
        pa, pd = b.power[att], b.power[dfn]
        result = ("both are destroyed" if pa == pd else
                  f"{self._name(b, att if pa > pd else dfn)} wins the battle")
        self._emit("battle", owner(att), f"battle: {self._name(b, att)} (power {pa}) against "
                   f"{self._name(b, dfn)} (power {pd}): {result}",
                   attacker=self._ref(b, att), defender=self._ref(b, dfn))

    def _untaps(self, b: _Snap, a: _Snap) -> None:
        tp = a.turn_player
        n = sum(1 for c, row in a.cards.items() if owner(c) == tp and row[2] == 0
                and c in b.cards and b.cards[c][2] == 1 and row[1] == b.cards[c][1])
        if n:
            self._emit("untap", tp, f"{self.names[tp]} untaps {n} card{'s' if n > 1 else ''}")

    def _moves(self, b: _Snap, a: _Snap, action, decision, player, skip_untaps=False) -> None:
        tapped_mana = {0: 0, 1: 0}
        for c, row in a.cards.items():
            old = b.cards.get(c)
            if old is None:
                continue
            if old[1] == row[1] and old[3] == row[3]:
                if old[2] != row[2] and not (skip_untaps and row[2] == 0):
                    if row[1] == L.ZONE_MANA and row[2]:
                        tapped_mana[owner(c)] += 1
                    elif row[1] == L.ZONE_BATTLE:
                        verb = "is tapped" if row[2] else "is untapped"
                        if c != _attacker_of(action, b.turn_player):  # C159: part of the attack
                            self._emit("tap", owner(c), f"{self._name(a, c)} {verb}",
                                       card=self._ref(a, c), tapped=bool(row[2]))
                    elif row[1] == L.ZONE_MANA:
                        self._emit("tap", owner(c), f"{self.names[owner(c)]}'s mana "
                                   f"{self._name(a, c)} is untapped", card=self._ref(a, c),
                                   tapped=False)
                continue
            self._move(b, a, c, old[1], row[1], action, decision)
        for p, n in tapped_mana.items():
            if n:
                self._emit("mana", p, f"{self.names[p]} taps {n} mana", count=n)

    def _move(self, b: _Snap, a: _Snap, c, src, dst, action, decision) -> None:
        name, p = self._name(a, c), owner(c)
        who = self.names[p]
        s, d = ZONE_NAMES[src], ZONE_NAMES[dst]
        card = self.pool[a.cards[c][0]]
        fields = {"card": self._ref(a, c), "from": s, "to": d}
        if s == "deck" and d == "hand":
            self._emit("draw", p, f"{who} draws {name}", **fields)
        elif s == "hand" and d == "mana":
            if decision != "charge":  # a charge is the action's own line
                self._emit("move", p, f"{who} puts {name} from the hand into the mana zone", **fields)
        elif s == "deck" and d == "mana":
            self._emit("move", p, f"the top card of {who}'s deck, {name}, goes into the mana zone",
                       **fields)
        elif s in ("hand", "pending") and d == "battle":
            self._emit("summon", p, f"{name} enters {who}'s battle zone (power "
                       f"{a.power.get(c, card.power)})", **fields)
        elif s in ("hand", "shields") and d in ("pending", "graveyard") and card.card_type == "Spell" \
                and decision in ("main", "shield_trigger", "shield_trigger_order"):
            if decision != "main":  # a cast from the hand is the action's own line
                self._emit("cast", p, f"{who} casts {name} for free (Shield Trigger)", **fields)
            if d == "graveyard":
                self._emit("move", p, f"{name} goes to the graveyard", **{**fields, "from": "pending"})
        elif s == "shields" and d == "battle":
            self._emit("summon", p, f"{name} enters {who}'s battle zone for free (Shield "
                       "Trigger)", **fields)
        elif s == "shields" and d == "hand":
            trigger = " (a Shield Trigger)" if card.keywords and "Shield Trigger" in card.keywords \
                else ""
            self._emit("break", p, f"{who}'s shield is broken: {name} goes to the hand{trigger}",
                       **fields)
        elif s == "pending" and d == "graveyard":
            self._emit("move", p, f"{name} goes to the graveyard", **fields)
        elif s == "battle" and d == "graveyard":
            self._emit("destroy", p, f"{who}'s {name} is destroyed", **fields)
        elif s == "hand" and d == "graveyard":
            self._emit("discard", p, f"{who} discards {name}", **fields)
        else:
            self._emit("move", p, f"{who}'s {name} moves from {PLACE_TEXT[s]} to {PLACE_TEXT[d]}",
                       **fields)

    def _finish(self, a: _Snap) -> None:
        w = self.duel.winner()
        reason = self.duel.win_reason()
        if w == -1:
            self._emit("win", None, f"The duel is a draw ({WIN_TEXT.get(reason, reason)})",
                       winner=None, reason=reason)
        else:
            self._emit("win", w, f"{self.names[w]} wins by {WIN_TEXT.get(reason, reason)}",
                       winner=w, reason=reason)


def _attacker_of(action, turn_player: int) -> int:
    # The creature an attack action attacks with (-1 for another action).
    if action is None or not C.ACT_ATTACK_PLAYER <= action < C.ACT_ORDER:
        return -1
    k = action - C.ACT_ATTACK_PLAYER if action < C.ACT_ATTACK_CREATURE else \
        (action - C.ACT_ATTACK_CREATURE) // L.CAP_PER_PLAYER
    return turn_player * L.CAP_PER_PLAYER + k


def owner(c: int) -> int:
    """The player who owns card id ``c``."""
    return c // L.CAP_PER_PLAYER


def step_by_step(duel: DMDuel) -> DMDuel:
    """The same duel with ``auto_forced`` off (every decision stops, forced ones too)."""
    buf = np.array(duel.buffer, copy=True)
    buf[L.HDR_AUTO] = 0
    return DMDuel.from_buffer(buf, duel.pool)


def record_playout(duel: DMDuel, seed: int, names=("player 0", "player 1"),
                   boards: bool = True) -> tuple[RecordedDuel, int]:
    """record_playout(duel, seed, names=..., boards=True) -> (RecordedDuel, chosen)

    Play the game ``duel.clone().playout(seed)`` plays, step by step in Python, recording its
    events; ``chosen`` counts the decisions with more than one legal action (those ``playout``
    counts in ``decisions()``). ``duel`` is not changed.
    """
    play = step_by_step(duel)
    rec = DMEventRecorder(play, names, boards=boards)
    rng = _PlayoutChoices(seed)
    error, chosen = None, 0
    try:
        while not play.is_terminal():
            legal = play.legal_actions()
            if len(legal) == 0:
                raise RuntimeError(f"no legal action in decision {play.decision()!r}")
            # DMDuel.playout draws a choice only where auto_forced would not take it.
            if len(legal) == 1:
                action = legal[0]
            else:
                action = legal[rng.below(len(legal))]
                chosen += 1
            rec.apply(int(action))
    except Exception as exc:  # noqa: BLE001 - a failing duel is recorded up to its failure
        error = f"{type(exc).__name__}: {exc}"
        rec._emit("error", None, f"The duel raised {error}", error=error)
    return RecordedDuel(rec.events, play, error, tuple(names)), chosen


def replay_events(spec, seed: int, first: int, names=("A", "B"), boards: bool = True):
    """replay_events(spec, seed, first, names=("A", "B"), boards=True) -> (record, RecordedDuel)

    Play again, with its events, the duel a run of ``spec`` (a :class:`pysim.games.DMMatchup`
    with random play) recorded with ``seed`` and ``first``. ``record`` has the fields of the
    run's results line except ``index``.
    """
    from pysim.agents.spec import RANDOM_PLAY
    from pysim.runner import split_seed

    if tuple(spec.agents) != tuple(RANDOM_PLAY):
        raise ValueError("the event log replays random play only; this run's agents are "
                         f"{', '.join(spec.agents)}")
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, got {first}")
    engine_seed, playout_seed = split_seed(seed)
    duel = spec.factory()(engine_seed, first)
    recorded, chosen = record_playout(duel, playout_seed, names=names, boards=boards)
    end = recorded.duel
    if recorded.error:
        return {"seed": seed, "first": first, "error": recorded.error}, recorded
    winner = {0: "A", 1: "B", -1: "draw"}[end.winner()]
    return ({"seed": seed, "first": first, "winner": winner, "reason": end.win_reason(),
             "turns": end.turn(), "decisions": chosen}, recorded)


def result_detail(duel: DMDuel) -> str:
    """``'shields 0 / 3'``: what a replay's result line shows of the end position."""
    return f"shields {len(duel.zone(0, 'shields'))} / {len(duel.zone(1, 'shields'))}"
