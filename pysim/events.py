"""What happened in a duel, as events: recorded in Python around the core while a duel is
played again step by step (the ``playout`` path is not touched).

:class:`EventRecorder` wraps a :class:`ygo_core.Duel`; each :meth:`EventRecorder.apply` takes
one action, then compares the state before and after it (every card's place, position and
stats, both LP, the phase, the chain, the attack in progress) and reads the action, and turns
the difference into events: phase and turn changes, draws, summons, Sets, position changes,
activations and chain links with their targets, resolutions and negations, moves between zones
with their reason, LP changes with their cause, attacks, the winner. A duel recorded with
``auto_forced`` off (what :func:`record_playout` does) stops at every decision, forced ones
included, so each step is small and forced moves are shown.

Each event is a dict (the schema is ``docs/events.md``); :func:`format_events` prints them as a
judge's notes. :func:`record_playout` plays again the duel that ``Duel.playout(seed)`` plays and
records it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W

#: "(card #12)" in an action's description: internal ids, left out of the text.
_CARD_ID = re.compile(r" \(card #\d+\)")
#: Version of the event schema (docs/events.md).
SCHEMA_VERSION = 1

PHASES = {L.PHASE_DRAW: "draw", L.PHASE_STANDBY: "standby", L.PHASE_MAIN1: "main1",
          L.PHASE_BATTLE: "battle", L.PHASE_MAIN2: "main2", L.PHASE_END: "end"}
PHASE_TITLES = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1",
                "battle": "Battle Phase", "main2": "Main Phase 2", "end": "End Phase"}
LOCATIONS = {L.LOC_NONE: "none", L.LOC_DECK: "deck", L.LOC_HAND: "hand", L.LOC_MZONE: "monster",
             L.LOC_SZONE: "spell", L.LOC_FZONE: "field", L.LOC_GY: "gy",
             L.LOC_BANISHED: "banished", L.LOC_EXTRA: "extra", L.LOC_PZONE: "pendulum"}
POSITIONS = {L.POS_NONE: None, L.POS_FACEUP_ATTACK: "attack", L.POS_FACEUP_DEFENSE: "defense",
             L.POS_FACEDOWN_DEFENSE: "set", L.POS_FACEDOWN: "facedown", L.POS_FACEUP: "faceup"}
SUMMON_KINDS = {L.SUMMON_NORMAL: "normal", L.SUMMON_TRIBUTE: "tribute", L.SUMMON_SET: "set",
                L.SUMMON_FLIP: "flip", L.SUMMON_SPECIAL: "special", L.SUMMON_PLACED: "placed",
                L.SUMMON_PENDULUM: "pendulum"}
WIN_REASONS = {L.WIN_LP: "lp", L.WIN_DECK_OUT: "deck_out", L.WIN_TURN_LIMIT: "turn_limit"}
PLACE_TEXT = {"deck": "the Deck", "hand": "the hand", "monster": "a Monster Zone",
              "spell": "a Spell & Trap Zone", "field": "the Field Zone", "gy": "the GY",
              "banished": "banishment", "extra": "the Extra Deck", "none": "nowhere",
              "pendulum": "a Pendulum Zone"}
_FIELD = (L.LOC_MZONE, L.LOC_SZONE, L.LOC_FZONE, L.LOC_PZONE)
# The chain-resolution procedure and its frame word holding the link it resolves.
from ygo_core.proc.ids import PROC_RESOLVE as _PROC_RESOLVE  # noqa: E402
from ygo_core.proc.resolve import RS_F_LINK as _RS_F_LINK  # noqa: E402
# The activation procedure and its frame word holding the card being activated.
from ygo_core.proc.ids import PROC_ACTIVATE as _PROC_ACTIVATE  # noqa: E402
from ygo_core.proc.activation import AC_F_CARD as _AC_F_CARD  # noqa: E402
from ygo_core.vm import opcodes as O  # noqa: E402
_OP_NAMES = {getattr(O, n): n for n in dir(O) if n.startswith("OP_")}


# --- snapshots ---------------------------------------------------------------------------------

@dataclass
class _Snap:
    # The parts of a state the events are read from (plain Python values).
    status: int
    turn: int
    turn_player: int
    phase: int
    bstep: int
    lp: tuple
    winner: int
    reason: int
    attacker: int
    target: int
    cards: list            # per card id: (code, controller, location, sequence, position, atk,
    #                        def, summon kind, revealed-to bits)
    chain: list            # per link: (card, player, flags, targets)
    decks: tuple           # Deck card ids per player, bottom first
    res_link: int | None = None  # the link resolving now (-1: all done), None: no resolution
    activating: int | None = None  # the card of the activation under way (its cost), None: none


def _snapshot(duel: Duel) -> _Snap:
    s = W.decode(duel.buffer)
    n = int(s[L.HDR_N_CARDS])
    rows = s[W.CARD_BASE:W.CARD_BASE + n * W.CARD_WIDTH].reshape(n, W.CARD_WIDTH)
    codes = [duel.card_code(c) for c in range(n)]
    cols = (L.CARD_CONTROLLER, L.CARD_LOCATION, L.CARD_SEQUENCE, L.CARD_POSITION, L.CARD_ATK,
            L.CARD_DEF, L.CARD_SUMMON_KIND, L.CARD_REVEALED)
    cards = [(codes[c],) + tuple(int(rows[c, k]) for k in cols) for c in range(n)]
    chain = []
    for i in range(int(s[L.HDR_CHAIN_LEN])):
        at = W.CHAIN_BASE + i * L.CHAIN_LINK_WIDTH
        targets = tuple(int(s[at + L.LINK_TARGETS + k]) for k in range(int(s[at + L.LINK_N_TARGETS])))
        chain.append((int(s[at + L.LINK_CARD]), int(s[at + L.LINK_PLAYER]),
                      int(s[at + L.LINK_FLAGS]), targets))
    decks = tuple(tuple(duel.card_ids(p, "deck")[::-1]) for p in (0, 1))
    res_link = activating = None
    for k in range(int(s[L.HDR_STACK_TOP]) - 1, -1, -1):
        frame = W.STACK_BASE + k * L.FRAME_WIDTH
        if s[frame + L.FRAME_PROC] == _PROC_ACTIVATE and activating is None and res_link is None:
            activating = int(s[frame + _AC_F_CARD])
        if s[frame + L.FRAME_PROC] == _PROC_RESOLVE:
            res_link = int(s[frame + _RS_F_LINK])
            break
    return _Snap(int(s[L.HDR_STATUS]), int(s[L.HDR_TURN]), int(s[L.HDR_TURN_PLAYER]),
                 int(s[L.HDR_PHASE]), int(s[L.HDR_BATTLE_STEP]),
                 (int(s[L.HDR_LP]), int(s[L.HDR_LP + 1])), int(s[L.HDR_WINNER]),
                 int(s[L.HDR_WIN_REASON]), int(s[L.HDR_ATTACKER]), int(s[L.HDR_ATTACK_TARGET]),
                 cards, chain, decks, res_link, activating)


def board(duel: Duel, cards) -> dict:
    """board(duel, cards) -> dict

    The board now, as the events carry it (docs/events.md): turn, turn player, phase, LP, and
    per player the Monster Zones, the Spell & Trap Zones, the Field Zone, the hand (as its
    owner sees it, and as the opponent sees it: ``hand_seen_by_opponent``, hidden cards
    ``{"hidden": true}``), GY, banished cards and the Deck's size. Face-down cards carry their
    name too, with ``"face_down": true`` (a spectator's view).
    """
    snap = _snapshot(duel)
    return _board(snap.cards, cards, snap.lp, snap.turn, snap.turn_player, snap.phase)


def _board(rows, cards, lp, turn, turn_player, phase) -> dict:
    # The board of card rows (see _Snap.cards), LP and the turn's place.
    def ref(c):
        code = rows[c][0]
        return {"id": c, "code": code, "name": cards[code].name if code in cards else f"{code:08d}"}

    players = []
    for p in (0, 1):
        mine = [c for c, row in enumerate(rows) if row[1] == p]
        monsters, spells, field = [None] * L.CAP_MZONE, [None] * L.CAP_SZONE, None
        piles = {loc: [] for loc in (L.LOC_HAND, L.LOC_GY, L.LOC_BANISHED, L.LOC_DECK)}
        for c in mine:
            _, _, loc, seq, pos, atk, def_, _, _ = rows[c]
            if loc == L.LOC_MZONE and 0 <= seq < L.CAP_MZONE:
                monsters[seq] = {**ref(c), "position": POSITIONS[pos], "atk": atk, "def": def_,
                                 "face_down": pos == L.POS_FACEDOWN_DEFENSE}
            elif loc == L.LOC_SZONE and 0 <= seq < L.CAP_SZONE:
                spells[seq] = {**ref(c), "position": POSITIONS[pos], "face_down": pos == L.POS_FACEDOWN}
            elif loc == L.LOC_FZONE:
                field = {**ref(c), "position": POSITIONS[pos], "face_down": pos == L.POS_FACEDOWN}
            elif loc in piles:
                piles[loc].append((seq, c))
        hand = [ref(c) for _, c in sorted(piles[L.LOC_HAND])]
        players.append({
            "lp": lp[p], "monsters": monsters, "spells": spells, "field": field, "hand": hand,
            "hand_seen_by_opponent": [h if rows[h["id"]][8] & (1 << (1 - p)) else {"hidden": True}
                                      for h in hand],
            "gy": [ref(c) for _, c in sorted(piles[L.LOC_GY])],
            "banished": [ref(c) for _, c in sorted(piles[L.LOC_BANISHED])],
            "deck": len(piles[L.LOC_DECK])})
    return {"turn": turn, "turn_player": turn_player, "phase": PHASES.get(phase),
            "lp": [lp[0], lp[1]], "players": players}


# --- the recorder ------------------------------------------------------------------------------

class EventRecorder:
    """EventRecorder(duel, cards, names=("player 0", "player 1"), boards=True)

    Records the events of ``duel`` as actions are applied through :meth:`apply`. ``cards`` is
    the duel's :class:`ygo_core.CardDB` (for names and scripts); ``names`` name the players in
    the events' text. With ``boards`` each event carries the board after it.

    The duel is best made with ``auto_forced=False``: then every decision, forced or not, is a
    step of its own and the events of one step are few and in order.
    """

    def __init__(self, duel: Duel, cards, names=("player 0", "player 1"), boards: bool = True):
        self.duel, self.cards, self.names, self.boards = duel, cards, tuple(names), boards
        self.events: list[dict] = []
        self._scripts = getattr(cards, "scripts", {}) or {}
        self._battle: set = set()
        self._new_link_cards: set = set()
        self._announced: set = set()
        self._actor = None
        self._negated_by: dict = {}  # card id of a negated link -> the card that negated it
        self._snap = _snapshot(duel)
        self._begin(self._snap)
        self._emit("start", None, f"{names[0]} (player 0) vs {names[1]} (player 1); "
                   f"{names[duel.first_player()]} goes first; LP {duel.lp(0)} / {duel.lp(1)}")
        if duel.is_terminal():
            self._finish(self._snap)
        else:
            tp = duel.turn_player()
            self._emit("turn", tp, f"Turn {duel.turn()}: {names[tp]}", turn_player=tp)
            self._phase_marker(self._snap.phase, tp)

    # -- names and text --
    def _name(self, snap: _Snap, card: int) -> str:
        code = snap.cards[card][0]
        return self.cards[code].name if code in self.cards else f"{code:08d}"

    def _ref(self, snap: _Snap, card: int) -> dict:
        return {"id": int(card), "code": int(snap.cards[card][0]), "name": self._name(snap, card)}

    def _emit(self, kind: str, player, text: str, **fields) -> dict:
        # The board after an event: the step's end state for the cards, LP and phase the
        # step's events so far changed, the state before it for the rest.
        v = self._view
        if kind in ("draw", "move", "position", "control"):
            v["touched"].add(fields["card"]["id"])
        elif kind == "lp":
            v["lp"][player] = fields["lp"]
        elif kind == "turn":
            v["turn"], v["turn_player"] = self._snap.turn, self._snap.turn_player
        elif kind == "phase":
            v["phase"] = {name: k for k, name in PHASES.items()}[fields["phase_name"]]
        event = {"i": len(self.events), "kind": kind, "turn": v["turn"],
                 "phase": PHASES.get(v["phase"]), "player": player, "text": text, **fields}
        if self.boards:
            after, before = self._snap.cards, v["before"]
            rows = [after[c] if c in v["touched"] or c >= len(before) else before[c]
                    for c in range(len(after))]
            event["board"] = _board(rows, self.cards, v["lp"], v["turn"], v["turn_player"],
                                    v["phase"])
        self.events.append(event)
        return event

    def _begin(self, before: _Snap) -> None:
        self._view = {"before": before.cards, "touched": set(), "lp": list(before.lp),
                      "turn": before.turn, "turn_player": before.turn_player,
                      "phase": before.phase}

    def _end_step(self, start: int) -> None:
        # The last event of a step shows the state the step ended in, whole.
        a = self._snap
        if self.boards and len(self.events) > start:
            self.events[-1]["board"] = _board(a.cards, self.cards, a.lp, a.turn, a.turn_player,
                                              a.phase)
        if not a.chain:
            self._negated_by = {}
        self._begin(a)

    # -- one step --
    def apply(self, action: int) -> list[dict]:
        """apply(action) -> the new events

        Take ``action`` for the player to move (as :meth:`Duel.apply`) and record what it did.
        """
        duel = self.duel
        before = self._snap
        player, decision = duel.current_player(), duel.decision()
        self._actor = player
        forced = len(duel.legal_actions()) == 1
        text = duel.describe(action)
        start = len(self.events)
        duel.apply(int(action))
        after = _snapshot(duel)
        self._snap = after
        self._begin(before)
        action = int(action)
        if action != A.ACT_PASS or not forced:
            self._emit("action", player, f"{self.names[player]}: {_CARD_ID.sub('', text)}"
                       + (" (forced)" if forced else ""),
                       decision=decision, action=action, description=text, forced=forced)
        self._diff(before, after, action, decision)
        self._end_step(start)
        return self.events[start:]

    def _diff(self, b: _Snap, a: _Snap, action: int, decision) -> None:
        # The order within a step: the old turn's moves, then phase/turn markers, then the
        # new chain links, battle, moves, LP and the result.
        keys_b = {(i, link[0]) for i, link in enumerate(b.chain)}
        keys_a = {(i, link[0]) for i, link in enumerate(a.chain)}
        gone = [(i, link) for i, link in enumerate(b.chain) if (i, link[0]) not in keys_a]
        # Links that resolved, or are resolving, in this step: gone from the chain, or reached
        # by the resolution (a decision in the middle of one leaves the chain in place).
        started = [(i, link) for i, link in enumerate(a.chain)
                   if a.res_link is not None and i >= a.res_link
                   and not (b.res_link is not None and i > b.res_link and (i, link[0]) in keys_b)]
        resolving = [link for _, link in sorted(gone + started, key=lambda x: -x[0])]
        new_links = [link for i, link in enumerate(a.chain) if (i, link[0]) not in keys_b]
        retargeted = [link for i, link in enumerate(a.chain)
                      if (i, link[0]) in keys_b and b.chain[i][3] != link[3]]
        turn_changed = a.turn != b.turn
        moved = [c for c in range(len(a.cards)) if c >= len(b.cards) or self._changed(b, a, c)]
        if A.ACT_ACTIVATE <= action < A.ACT_ACTIVATE + L.CAP_CARDS:
            card = action - A.ACT_ACTIVATE
            if all(link[0] != card for link in a.chain + b.chain):
                # Activated and resolved within the step (nobody could respond): one link.
                link = (card, b.cards[card][1] if card < len(b.cards) else 0, 0, ())
                new_links.append(link)
                resolving.insert(0, link)  # the top of the chain: it resolves first
                a = _Snap(**{**a.__dict__, "chain": (a.chain or b.chain) + [link]})
        self._battle = self._battle_context(b, a, action)
        if not resolving and not new_links:
            implied = self._implied_trigger(b, a, moved)
            if implied is not None:
                # A trigger (a FLIP effect, "when this card inflicts battle damage") that went
                # on the chain and resolved within the step: inferred from what moved.
                link = (implied, a.cards[implied][1], 0, ())
                new_links.append(link)
                resolving.append(link)
                a = _Snap(**{**a.__dict__, "chain": a.chain + [link]})
        self._new_link_cards = {link[0] for link in new_links}
        draws = self._draws(b, a, moved)
        rest = [c for c in moved if c not in draws]
        if turn_changed:
            self._resolutions(b, resolving, a, new_links)
            self._moves(b, a, rest, resolving, decision, action)
            self._lp(b, a, resolving, new_links)
            if b.phase != L.PHASE_END:
                self._emit("phase", b.turn_player, "End Phase", phase_name="end")
            self._emit("turn", a.turn_player, f"Turn {a.turn}: {self.names[a.turn_player]}",
                       turn_player=a.turn_player)
            self._phase_marker(L.PHASE_DRAW, a.turn_player)
            self._draw_events(a, draws, "draw")
            self._phases(L.PHASE_DRAW, a.phase, a.turn_player)
        else:
            late = bool(resolving)  # a chain resolved, then the duel moved on to the next phase
            if not late:
                self._phases(b.phase, a.phase, a.turn_player)
            self._attack(b, a)
            flips = [c for c in rest if c < len(b.cards) and b.cards[c][2] == a.cards[c][2] == L.LOC_MZONE]
            self._moves(b, a, flips, resolving, decision, action)
            rest = [c for c in rest if c not in flips]
            # A summon (and its Tributes) comes before the triggers it starts.
            summon_kinds = (L.SUMMON_NORMAL, L.SUMMON_TRIBUTE, L.SUMMON_SET)
            tribute_summon = self._tribute_summon(b, a)
            pre = [c for c in rest if c < len(b.cards) and (
                (a.cards[c][2] == L.LOC_MZONE and b.cards[c][2] != L.LOC_MZONE
                 and a.cards[c][7] in summon_kinds)
                or self._is_tribute(b, a, c, decision, tribute_summon))]
            self._moves(b, a, pre, resolving, decision, action)
            rest = [c for c in rest if c not in pre]
            self._links(a, new_links)
            self._lp(b, a, resolving, new_links, costs=True)
            self._targets(a, retargeted)
            if resolving:
                self._resolutions(b, resolving, a, new_links, header=True)
            self._lp(b, a, resolving, new_links, costs=False)
            self._moves(b, a, rest, resolving, decision, action)
            self._draw_events(a, draws, "draw" if a.phase == L.PHASE_DRAW and not resolving
                              else self._cause(a, resolving))
            if late:
                self._phases(b.phase, a.phase, a.turn_player)
        if a.status == L.STATUS_OVER and b.status != L.STATUS_OVER:
            self._finish(a)

    def _implied_trigger(self, b: _Snap, a: _Snap, moved) -> int | None:
        # The monster whose trigger effect explains the cards that moved in a step where no
        # chain could be seen: one flipped or summoned face-up in the step, or one that battled,
        # with a trigger effect in its script. None when nothing needs explaining.
        candidates = []
        for c in range(min(len(a.cards), len(b.cards))):
            row0, row1 = b.cards[c], a.cards[c]
            arrived = row1[2] == L.LOC_MZONE and row1[4] in (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE) \
                and (row0[2] != L.LOC_MZONE or row0[4] == L.POS_FACEDOWN_DEFENSE)
            if (arrived or c in self._battle) and self._has_trigger(row1[0]):
                candidates.append(c)
        if not candidates:
            return None
        explained = set(self._battle) | set(candidates)
        unexplained = [c for c in moved if c not in explained and c < len(b.cards)
                       and not (b.cards[c][2] == L.LOC_HAND and a.cards[c][2] in _FIELD)]
        return candidates[0] if unexplained else None

    def _has_trigger(self, code: int) -> bool:
        from ygo_core.vm.opcodes import FXK_TRIGGER
        script = self._scripts.get(code)
        return script is not None and any(fx.kind == FXK_TRIGGER for fx in script.effects)

    def _changed(self, b: _Snap, a: _Snap, c: int) -> bool:
        # A card changed place (its place in a pile does not count), controller or, on the
        # field, zone, position or (a monster) ATK/DEF.
        _, ctl0, loc0, seq0, pos0, atk0, def0, _, _ = b.cards[c]
        _, ctl1, loc1, seq1, pos1, atk1, def1, _, _ = a.cards[c]
        if loc0 != loc1 or ctl0 != ctl1:
            return True
        if loc1 in _FIELD:
            return pos0 != pos1 or seq0 != seq1
        return False

    def _phases(self, old: int, new: int, player: int) -> None:
        # Markers for the phases entered after `old`, up to `new` (Main Phase 1 straight to
        # the End Phase skips the Battle Phase and Main Phase 2).
        if new <= old:
            return
        for phase in range(old + 1, new + 1):
            if old == L.PHASE_MAIN1 and new == L.PHASE_END and phase in (L.PHASE_BATTLE, L.PHASE_MAIN2):
                continue
            self._phase_marker(phase, player)

    def _phase_marker(self, phase: int, player: int) -> None:
        name = PHASES.get(phase)
        if name:
            self._emit("phase", player, PHASE_TITLES[name], phase_name=name)

    def _cause(self, a: _Snap, resolving) -> str | None:
        return self._name(a, resolving[-1][0]) if resolving else None

    # -- draws --
    def _draws(self, b: _Snap, a: _Snap, moved) -> list[int]:
        # Cards that left the top of a Deck for the hand (a search takes them from anywhere).
        out = []
        for p in (0, 1):
            deck = b.decks[p]
            gone = [c for c in moved if c < len(b.cards) and b.cards[c][2] == L.LOC_DECK
                    and b.cards[c][1] == p and a.cards[c][2] == L.LOC_HAND]
            top = set(deck[len(deck) - len(gone):]) if gone else set()
            out += [c for c in gone if c in top]
        return out

    def _draw_events(self, a: _Snap, draws, cause) -> None:
        for c in draws:
            p = a.cards[c][1]
            by = "" if cause in (None, "draw") else f" ({cause})"
            self._emit("draw", p, f"{self.names[p]} draws {self._name(a, c)}{by}",
                       card=self._ref(a, c), cause=None if cause == "draw" else cause)

    # -- the chain --
    def _links(self, a: _Snap, new_links) -> None:
        for link in new_links:
            card, player, flags, targets = link
            number = a.chain.index(link) + 1
            names = self._target_names(a, targets)
            text = f"Chain Link {number}: {self.names[player]} activates {self._name(a, card)}"
            if names:
                text += " targeting " + " and ".join(names)
            self._emit("activate", player, text, card=self._ref(a, card), link=number,
                       targets=[self._ref(a, t) for t in targets])

    def _target_names(self, a: _Snap, targets) -> list[str]:
        return [self._name(a, t) + (" (face-down)" if a.cards[t][4] in
                                    (L.POS_FACEDOWN, L.POS_FACEDOWN_DEFENSE) else "")
                for t in targets]

    def _targets(self, a: _Snap, links) -> None:
        for link in links:
            card, player, _, targets = link
            number = a.chain.index(link) + 1
            self._emit("target", player, f"{self._name(a, card)} (Chain Link {number}) targets "
                       + " and ".join(self._target_names(a, targets)), card=self._ref(a, card),
                       link=number, targets=[self._ref(a, t) for t in targets])

    def _pays_lp(self, code: int) -> bool:
        script = self._scripts.get(code)
        return script is not None and any(fx.cost_lp for fx in script.effects)

    def _negates(self, code: int) -> bool:
        return bool(self._ops(code) & {"OP_NEGATE_ACTIVATION", "OP_NEGATE_AND_DESTROY",
                                       "OP_NEGATE_EFFECT"})

    def _resolutions(self, b: _Snap, resolving, a: _Snap, new_links=(), header=False) -> None:
        if not b.chain:
            self._announced = set()
        negating, negator = False, None  # the link just resolved negates the one below it (Z)
        for link in resolving:
            card, player, flags, _ = link
            number = (b.chain.index(link) if link in b.chain else a.chain.index(link)) + 1
            negated = bool(flags & (L.LF_NEGATED | L.LF_EFFECT_NEGATED)) or negating
            if negating:
                self._negated_by[card] = negator
            negating = not negated and self._negates(a.cards[card][0])
            negator = card
            if (number, card) in self._announced:
                continue
            self._announced.add((number, card))
            verb = "is negated" if negated else "resolves"
            self._emit("resolve", player, f"Chain Link {number} ({self._name(b, card)}) {verb}",
                       card=self._ref(b, card), link=number, negated=negated)

    # -- battle --
    def _attack(self, b: _Snap, a: _Snap) -> None:
        if a.attacker == L.NO_CARD or (a.attacker == b.attacker and a.target == b.target
                                        and b.bstep != L.BSTEP_START and a.bstep == b.bstep):
            return
        if a.attacker == b.attacker and a.target == b.target:
            return
        p = a.cards[a.attacker][1]
        if a.target == L.NO_CARD:
            text = f"{self._name(a, a.attacker)} attacks directly"
        elif a.cards[a.target][4] == L.POS_FACEDOWN_DEFENSE:
            text = f"{self._name(a, a.attacker)} attacks the face-down {self._name(a, a.target)}"
        else:
            text = f"{self._name(a, a.attacker)} attacks {self._name(a, a.target)}"
        self._emit("attack", p, text, attacker=self._ref(a, a.attacker),
                   target=None if a.target == L.NO_CARD else self._ref(a, a.target))

    def _battle_context(self, b: _Snap, a: _Snap, action: int) -> set:
        # The monsters of the battle this step was part of (empty: no battle).
        cards = {b.attacker, b.target, a.attacker, a.target}
        if A.ACT_ATTACK <= action < A.ACT_OPTION:
            zone, slot = divmod(action - A.ACT_ATTACK, A.ATTACK_TARGETS)
            for c, row in enumerate(b.cards):
                if row[2] == L.LOC_MZONE and row[3] == zone and row[1] == b.turn_player:
                    cards.add(c)
                if row[2] == L.LOC_MZONE and row[3] == slot and row[1] != b.turn_player \
                        and slot != A.ATTACK_DIRECT:
                    cards.add(c)
        elif b.attacker == L.NO_CARD and a.attacker == L.NO_CARD:
            return set()
        cards.discard(L.NO_CARD)
        return cards

    def _in_battle(self, b: _Snap, a: _Snap, resolving) -> bool:
        # Battle damage and destruction by battle: a battle went on in this step, and any
        # chain that resolved was the battling monsters' own (a FLIP effect).
        return bool(self._battle) and all(link[0] in self._battle for link in resolving)

    # -- LP --
    def _lp(self, b: _Snap, a: _Snap, resolving, new_links, costs: bool | None = None) -> None:
        # LP changes with their cause; ``costs`` True: only LP paid to activate a link made in
        # the step (noted right after the link), False: only the others.
        for p in (0, 1):
            delta = a.lp[p] - b.lp[p]
            if not delta:
                continue
            payer = [link for link in new_links if link[1] == p and self._pays_lp(a.cards[link[0]][0])]
            if costs is not None and costs != bool(payer and delta < 0):
                continue
            if payer and delta < 0:
                cause, what, source = "cost", f"to activate {self._name(a, payer[-1][0])}", \
                    self._ref(a, payer[-1][0])
            elif self._in_battle(b, a, resolving) and delta < 0 and a.lp[p] != b.lp[p]:
                cause, what, source = "battle", "battle damage", None
            elif resolving:
                cause, what = "effect", f"from {self._name(a, resolving[-1][0])}"
                source = self._ref(a, resolving[-1][0])
            elif new_links and delta < 0:
                cause, what, source = "cost", f"to activate {self._name(a, new_links[-1][0])}", \
                    self._ref(a, new_links[-1][0])
            elif self._in_battle(b, a, resolving) and delta < 0:
                cause, what, source = "battle", "battle damage", None
            else:
                cause, what, source = "other", "", None
            name = self.names[p]
            if delta < 0 and cause == "cost":
                text = f"{name} pays {-delta} LP {what}"
            elif delta < 0 and cause == "battle":
                text = f"{name} takes {-delta} battle damage"
            elif delta < 0:
                text = f"{name} takes {-delta} damage" + (f" {what}" if what else "")
            else:
                text = f"{name} gains {delta} LP" + (f" {what}" if what else "")
            text += f": LP {b.lp[p]} -> {a.lp[p]}"
            self._emit("lp", p, text, delta=delta, lp_before=b.lp[p], lp=a.lp[p],
                       cause=cause, source=source)

    # -- moves --
    def _ops(self, code: int) -> set[str]:
        script = self._scripts.get(code)
        if script is None:
            return set()
        return {_OP_NAMES.get(insn.op, "") for fx in script.effects for insn in fx.resolve}

    def _moves(self, b: _Snap, a: _Snap, moved, resolving, decision, action) -> None:
        # Summons and Sets first, then what left the field or the hand.
        order = sorted(moved, key=lambda c: (a.cards[c][2] not in _FIELD, c))
        tribute_summon = self._tribute_summon(b, a)
        link_cards = {link[0] for link in b.chain}
        for c in order:
            if c >= len(b.cards):
                p = a.cards[c][1]
                self._emit("move", p, f"{self.names[p]} gets {self._name(a, c)}", card=self._ref(a, c),
                           from_place="none", to_place=LOCATIONS[a.cards[c][2]], reason="created",
                           position=POSITIONS.get(a.cards[c][4]), cause=self._cause(a, resolving))
                continue
            self._move(b, a, c, resolving, decision, tribute_summon, link_cards)

    def _move(self, b: _Snap, a: _Snap, c: int, resolving, decision, tribute_summon, link_cards):
        _, ctl0, loc0, _, pos0, atk0, def0, _, _ = b.cards[c]
        _, ctl1, loc1, _, pos1, atk1, def1, kind1, _ = a.cards[c]
        name, p = self._name(a, c), ctl1
        who = self.names[p]
        src, dst = LOCATIONS[loc0], LOCATIONS[loc1]
        cause = self._cause(a, resolving)
        by = f" by {cause}" if cause else ""
        fields = {"card": self._ref(a, c), "from_place": src, "to_place": dst,
                  "position": POSITIONS.get(pos1), "cause": cause}
        if loc0 == loc1 and loc1 in _FIELD:
            if ctl0 != ctl1:
                self._emit("control", p, f"{who} takes control of {name}{by}", **fields,
                           reason="control")
                return
            if pos0 != pos1 and c in self._new_link_cards and loc1 != L.LOC_MZONE:
                return  # a Set Spell/Trap activated: its Chain Link says so
            if pos0 != pos1:
                face_up = pos0 in (L.POS_FACEDOWN_DEFENSE, L.POS_FACEDOWN)
                if face_up and loc1 == L.LOC_MZONE and kind1 == L.SUMMON_FLIP and not resolving \
                        and not self._in_battle(b, a, resolving):
                    reason, text = "flip_summon", f"{who} Flip Summons {name}"
                elif face_up and loc1 == L.LOC_MZONE:
                    reason, text = "flipped", f"{name} is flipped face-up{by}"
                elif face_up:
                    reason, text = "activated", f"{who} turns {name} face-up"
                elif pos1 in (L.POS_FACEDOWN_DEFENSE, L.POS_FACEDOWN):
                    reason, text = "flipped_face_down", f"{name} is turned face-down{by}"
                else:
                    reason = "position"
                    text = f"{name} changes to {POSITIONS[pos1].capitalize()} Position{by}"
                self._emit("position", p, text + (self._stats(a, c) if loc1 == L.LOC_MZONE else ""),
                       **fields, reason=reason)
            return
        reason, text = self._reason(b, a, c, resolving, decision, tribute_summon, link_cards)
        self._emit("move", a.cards[c][1] if loc1 in _FIELD else b.cards[c][1],
                   text + (self._stats(a, c) if loc1 == L.LOC_MZONE else ""), **fields,
                   reason=reason)

    def _stats(self, a: _Snap, c: int) -> str:
        pos = a.cards[c][4]
        if pos == L.POS_FACEDOWN_DEFENSE:
            return " (face-down Defense Position)"
        return f" ({POSITIONS[pos]}, {a.cards[c][5]}/{a.cards[c][6]})"

    def _reason(self, b: _Snap, a: _Snap, c, resolving, decision, tribute_summon, link_cards):
        # Why a card moved between places, in a judge's words.
        name = self._name(a, c)
        owner = self.names[b.cards[c][1]]
        loc0, loc1, kind = b.cards[c][2], a.cards[c][2], a.cards[c][7]
        cause = self._cause(a, resolving)
        ops = self._ops(a.cards[resolving[-1][0]][0]) if resolving else set()
        by = f" by {cause}" if cause else ""
        who = self.names[a.cards[c][1]]
        if loc1 == L.LOC_MZONE:
            where = "from the GY" if loc0 == L.LOC_GY else "from the hand" if loc0 == L.LOC_HAND \
                else f"from {PLACE_TEXT[LOCATIONS[loc0]]}"
            if kind == L.SUMMON_SET:
                return "set", f"{who} Sets {name}"
            if kind == L.SUMMON_TRIBUTE:
                return "tribute_summon", f"{who} Tribute Summons {name}"
            if kind == L.SUMMON_NORMAL:
                return "normal_summon", f"{who} Normal Summons {name}"
            return "special_summon", f"{who} Special Summons {name} {where}{by}"
        if loc1 in (L.LOC_SZONE, L.LOC_FZONE):
            if a.cards[c][4] == L.POS_FACEDOWN:
                return "set", f"{who} Sets {name}" + ("" if loc0 == L.LOC_HAND else f" {by}")
            if c in self._new_link_cards:
                return "activated", f"{name} is placed face-up on the field"
            return "placed", f"{who} places {name} face-up" + by
        code = a.cards[c][0]
        is_monster = code in self.cards and self.cards[code].type & L.TYPE_MONSTER
        negator = self._negated_by.get(c)
        if negator is not None and loc1 == L.LOC_GY and "OP_NEGATE_AND_DESTROY" in self._ops(a.cards[negator][0]):
            return "destroyed_by_effect", f"{name} ({owner}) is destroyed by {self._name(a, negator)}"
        if loc1 == L.LOC_GY and not is_monster and any(link[0] == c for link in resolving):
            return "resolved", f"{name} goes to the GY after resolving"
        if loc0 == L.LOC_MZONE and loc1 == L.LOC_GY and c in self._battle \
                and self._in_battle(b, a, resolving):
            return "destroyed_by_battle", f"{name} ({owner}) is destroyed by battle"
        if self._is_tribute(b, a, c, decision, tribute_summon):
            return "tributed", f"{owner} Tributes {name}"
        tributing = self._tributing_link(b, a, c, resolving)
        if tributing is not None:  # G04, U03: a Tribute paid to activate a link made in this step
            return "tributed", f"{owner} Tributes {name} to activate {self._name(a, tributing)}"
        if loc1 in (L.LOC_GY, L.LOC_BANISHED) and loc0 in _FIELD + (L.LOC_HAND,) and (
                (c in self._new_link_cards and is_monster) or (self._new_link_cards and not resolving)):
            # U03: paid to activate a Chain Link made in this step.
            link = c if c in self._new_link_cards else next(iter(self._new_link_cards))
            verb = "banishes" if loc1 == L.LOC_BANISHED else \
                "discards" if loc0 == L.LOC_HAND else "sends"
            return "cost", f"{owner} {verb} {name}" + (" to the GY" if verb == "sends" else "") \
                + f" to activate {'its effect' if link == c else self._name(a, link)}"
        if loc0 in _FIELD and loc1 in (L.LOC_GY, L.LOC_NONE):
            if loc1 == L.LOC_NONE:
                name += " (a Token: it leaves play)"
            if resolving and ops & {"OP_DESTROY", "OP_DESTROY_ALL", "OP_DESTROY_IF",
                                    "OP_DESTROY_LOWEST_ATK", "OP_DESTROY_HIGHEST_DEF",
                                    "OP_NEGATE_AND_DESTROY", "OP_DESTROY_EQUIPS"}:
                return "destroyed_by_effect", f"{name} ({owner}) is destroyed by {cause}"
            if resolving and "OP_SEND_TO_GY" in ops:
                return "sent_by_effect", f"{name} ({owner}) is sent to the GY by {cause}"
            if not resolving and self._in_battle(b, a, resolving) and loc0 == L.LOC_MZONE:
                return "destroyed_by_battle", f"{name} ({owner}) is destroyed by battle"
            if loc0 == L.LOC_SZONE and self._equipped_left(b, a, c):
                return "destroyed", f"{name} ({owner}) is destroyed (its monster left the field)"
            if resolving:
                return "sent_by_effect", f"{name} ({owner}) goes to the GY ({cause})"
            if decision == "cost":
                return "cost", f"{owner} sends {name} to the GY as a cost"
            return "sent", f"{name} ({owner}) goes to the GY"
        if loc0 == L.LOC_HAND and loc1 == L.LOC_GY:
            if resolving:
                return "discarded_by_effect", f"{owner} discards {name} ({cause})"
            if decision == "discard" and b.phase == L.PHASE_END:
                return "discarded", f"{owner} discards {name} (hand limit)"
            if decision in ("discard", "cost"):
                return "discarded", f"{owner} discards {name} as a cost"
            return "sent", f"{name} ({owner}) goes from the hand to the GY"
        if loc1 == L.LOC_BANISHED:
            return "banished", f"{name} ({owner}) is banished from {PLACE_TEXT[LOCATIONS[loc0]]}{by}"
        if loc1 == L.LOC_HAND:
            if loc0 == L.LOC_DECK:
                return "added_to_hand", f"{owner} adds {name} from the Deck to the hand{by}"
            return "returned_to_hand", f"{name} returns to {owner}'s hand from " \
                f"{PLACE_TEXT[LOCATIONS[loc0]]}{by}"
        if loc1 == L.LOC_DECK:
            return "returned_to_deck", f"{name} goes from {PLACE_TEXT[LOCATIONS[loc0]]} into " \
                f"{owner}'s Deck{by}"
        if loc1 == L.LOC_GY:
            return "sent", f"{name} ({owner}) goes from {PLACE_TEXT[LOCATIONS[loc0]]} to the GY{by}"
        return "moved", f"{name} ({owner}) moves from {PLACE_TEXT[LOCATIONS[loc0]]} to " \
            f"{PLACE_TEXT[LOCATIONS[loc1]]}{by}"

    def _is_tribute(self, b: _Snap, a: _Snap, c: int, decision, tribute_summon: bool) -> bool:
        # G04: a monster of the summoning player that left the field in a step that chose
        # Tributes or brought a Tribute Summon.
        return b.cards[c][2] == L.LOC_MZONE and a.cards[c][2] in (L.LOC_GY, L.LOC_NONE) \
            and b.cards[c][1] == self._actor \
            and (tribute_summon or decision in ("tribute", "summon_cost"))

    def _tributing_link(self, b: _Snap, a: _Snap, c: int, resolving):
        # A monster that left its controller's Monster Zone for the GY (a Token: for nowhere)
        # while a card whose cost Tributes (vocab cost_tribute, COSTF_TRIBUTE) was being
        # activated (its link made in this step, or its cost being chosen): that card, else None.
        if resolving or b.cards[c][2] != L.LOC_MZONE or a.cards[c][2] not in (L.LOC_GY, L.LOC_NONE):
            return None
        paying = sorted(self._new_link_cards) + ([b.activating] if b.activating is not None else [])
        return next((card for card in paying
                     if card != c and b.cards[card][1] == b.cards[c][1] and self._tributes_as_cost(a.cards[card][0])),
                    None)

    def _tributes_as_cost(self, code: int) -> bool:
        script = self._scripts.get(code)
        return script is not None and any(
            insn.op == O.OP_COST_CHOOSE and len(insn.args) > 3 and insn.args[3] & O.COSTF_TRIBUTE
            for fx in script.effects for insn in fx.costs)

    @staticmethod
    def _tribute_summon(b: _Snap, a: _Snap) -> bool:
        return any(a.cards[c][2] == L.LOC_MZONE and a.cards[c][7] == L.SUMMON_TRIBUTE
                   and (c >= len(b.cards) or b.cards[c][2] != L.LOC_MZONE)
                   for c in range(len(a.cards)))

    def _equipped_left(self, b: _Snap, a: _Snap, c: int) -> bool:
        # An Equip Card that went with its monster (R11): some monster left the field too.
        return any(b.cards[m][2] == L.LOC_MZONE and a.cards[m][2] != L.LOC_MZONE
                   for m in range(len(b.cards)))

    # -- the end --
    def _finish(self, a: _Snap) -> None:
        reason = WIN_REASONS.get(a.reason, "unknown")
        if a.winner == L.DRAW_RESULT:
            text, winner = f"The duel is a draw ({reason})", None
        else:
            winner = a.winner
            why = {"lp": f"{self.names[1 - winner]}'s LP reached 0",
                   "deck_out": f"{self.names[1 - winner]} could not draw",
                   "turn_limit": "more LP at the turn limit"}.get(reason, reason)
            text = f"{self.names[winner]} wins: {why} (LP {a.lp[0]} / {a.lp[1]})"
        self._emit("win", winner, text, winner=winner, reason=reason)


# --- replaying a playout -----------------------------------------------------------------------

class _PlayoutChoices:
    # The random choices Duel.playout(seed) makes, drawn the same way (xoshiro128** seeded with
    # splitmix64, Lemire's unbiased bounded draw: sim_core/rng.pyx), so that a recorded replay
    # is the same game. tests/pysim/test_events.py checks it against playout itself.
    M64, M32 = (1 << 64) - 1, (1 << 32) - 1

    def __init__(self, seed: int):
        x = seed & self.M64
        words = []
        for _ in range(2):
            x = (x + 0x9E3779B97F4A7C15) & self.M64
            z = x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.M64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.M64
            z ^= z >> 31
            words += [z & self.M32, z >> 32]
        if not any(words):
            words[0] = 1
        self.s = words

    def _next(self) -> int:
        s0, s1, s2, s3 = self.s
        rotl = lambda v, k: ((v << k) | (v >> (32 - k))) & self.M32  # noqa: E731
        result = (rotl((s1 * 5) & self.M32, 7) * 9) & self.M32
        t = (s1 << 9) & self.M32
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 11)
        self.s = [s0, s1, s2, s3]
        return result

    def below(self, n: int) -> int:
        m = self._next() * n
        low = m & self.M32
        if low < n:
            threshold = ((-n) & self.M32) % n
            while low < threshold:
                m = self._next() * n
                low = m & self.M32
        return m >> 32


def step_by_step(duel: Duel, cards) -> Duel:
    """The same duel with ``auto_forced`` off (every decision stops, forced ones too)."""
    buf = np.array(duel.buffer, copy=True)
    buf[L.HDR_AUTO_FORCED] = 0
    return Duel.from_buffer(cards, buf)


@dataclass
class RecordedDuel:
    """A duel played again with its events: ``events`` (dicts, docs/events.md), the finished
    ``duel`` (step by step), and ``error`` (the text of an exception that ended it, or None)."""

    events: list
    duel: Duel
    error: str | None = None
    names: tuple = field(default=("player 0", "player 1"))


def record_playout(duel: Duel, cards, seed: int, names=("player 0", "player 1"),
                   boards: bool = True) -> RecordedDuel:
    """record_playout(duel, cards, seed, names=..., boards=True) -> RecordedDuel

    Play the game ``duel.clone().playout(seed)`` plays, step by step in Python, recording its
    events. ``duel`` is not changed. Slow (milliseconds per decision); for replays.
    """
    play = step_by_step(duel, cards)
    rec = EventRecorder(play, cards, names, boards=boards)
    rng = _PlayoutChoices(seed)
    error = None
    try:
        while not play.is_terminal():
            legal = play.legal_actions()
            if len(legal) == 0:
                raise RuntimeError(f"no legal action in decision {play.decision()!r}")
            # Duel.playout draws a choice only where auto_forced would not take it.
            action = legal[0] if len(legal) == 1 else legal[rng.below(len(legal))]
            rec.apply(int(action))
    except Exception as exc:  # noqa: BLE001 - a failing duel is recorded up to its failure
        error = f"{type(exc).__name__}: {exc}"
        rec._begin(rec._snap)
        rec._emit("error", None, f"The duel raised {error}", error=error)
    return RecordedDuel(rec.events, play, error, tuple(names))


# --- text --------------------------------------------------------------------------------------

def format_events(events) -> list[str]:
    """format_events(events) -> lines

    The events as a judge's notes: a heading per turn and a sub-heading per phase, then one
    line per event (chosen actions, forced ones marked, and what they did), LP after every
    change.
    """
    lines = []
    for ev in events:
        kind = ev["kind"]
        if kind == "start":
            lines.append(ev["text"])
        elif kind == "turn":
            lines.append("")
            lines.append(f"== {ev['text']} ==")
        elif kind == "phase":
            lines.append(f"  -- {ev['text']} --")
        elif kind == "action":
            lines.append(f"    {ev['text']}")
        elif kind == "win":
            lines.append(f"  ** {ev['text']} **")
        else:
            lines.append(f"      {ev['text']}")
    return lines


def to_json(recorded: RecordedDuel, meta: dict | None = None) -> dict:
    """to_json(recorded, meta=None) -> dict

    ``{"schema": 1, "players": [names], "meta": {...}, "events": [...]}`` (docs/events.md).
    """
    return {"schema": SCHEMA_VERSION, "players": list(recorded.names), "meta": meta or {},
            "error": recorded.error, "events": recorded.events}


def replay_events(spec, seed: int, first: int, names=("A", "B"), boards: bool = True):
    """replay_events(spec, seed, first, names=("A", "B"), boards=True) -> (record, RecordedDuel)

    Play again, with its events, the duel a run of ``spec`` (a :class:`pysim.runner.Matchup`
    with random play) recorded with ``seed`` and ``first``. ``record`` has the fields of the
    run's results line except ``index`` (as :func:`pysim.runner.replay_duel` gives them).
    """
    from ygo_core import CardDB
    from pysim.agents.spec import RANDOM_PLAY
    from pysim.runner import split_seed

    if tuple(spec.agents) != tuple(RANDOM_PLAY):
        raise ValueError("the event log replays random play only; this run's agents are "
                         f"{', '.join(spec.agents)}")
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, got {first}")
    cards = CardDB.from_file(spec.cdb) if spec.cdb else CardDB()
    engine_seed, playout_seed = split_seed(seed)
    duel = spec.factory()(engine_seed, first)
    recorded = record_playout(duel, cards, playout_seed, names=names, boards=boards)
    end = recorded.duel
    if recorded.error:
        return {"seed": seed, "first": first, "error": recorded.error}, recorded
    winner = {0: "A", 1: "B", -1: "draw"}[end.winner()]
    return ({"seed": seed, "first": first, "winner": winner, "reason": end.win_reason(),
             "turns": end.turn(), "decisions": end.decisions()}, recorded)


def chosen_actions(events) -> int:
    """The number of actions a player chose (decisions with more than one legal action)."""
    return sum(1 for e in events if e["kind"] == "action" and not e["forced"])
