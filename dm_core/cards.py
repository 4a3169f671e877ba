"""The DM-01 card pool as data: the bundled CSV, its keywords, and every effect written in the
vocabulary of :mod:`dm_core.vocab` (a few parameterised instructions, docs/dm.md), compiled into
the one int32 card table the core reads.

An effect is a list of instructions built by the functions below (``select``, ``draw`` ...);
``_effects`` maps each effect id of the CSV's ``effects`` column (README of ../shared/dm) to the
trigger it hangs on and its program. Cards are looked up by name, case-insensitively.
"""
from __future__ import annotations

import csv
import weakref
import zlib
from dataclasses import dataclass
from importlib import resources

import numpy as np

from dm_core import layout as L
from dm_core import vocab as V

CIVS = {"Light": V.CIV_LIGHT, "Water": V.CIV_WATER, "Darkness": V.CIV_DARKNESS,
        "Fire": V.CIV_FIRE, "Nature": V.CIV_NATURE}
CIV_NAMES = {v: k for k, v in CIVS.items()}
TYPES = {"Creature": V.TYPE_CREATURE, "Spell": V.TYPE_SPELL}

KEYWORDS = {
    "Blocker": V.KW_BLOCKER, "Double Breaker": V.KW_DOUBLE_BREAKER, "Shield Trigger": V.KW_SHIELD_TRIGGER,
    "cannot attack": V.KW_CANNOT_ATTACK, "cannot attack players": V.KW_CANNOT_ATTACK_PLAYERS,
    "Slayer": V.KW_SLAYER, "cannot be blocked": V.KW_UNBLOCKABLE,
    "attacks each turn if able": V.KW_ATTACKS_EACH_TURN,
    "can attack untapped creatures": V.KW_ATTACKS_UNTAPPED,
}
POWER_ATTACKER = "Power Attacker +"
UNBLOCKABLE_LE = "cannot be blocked by power <= "


class CardDataError(ValueError):
    """The card data or a deck is not what the engine can use."""


@dataclass(frozen=True)
class Card:
    code: int
    name: str
    civilization: str
    card_type: str
    cost: int
    power: int
    race: str
    keywords: tuple
    ability: str
    effects: tuple


# ---- the vocabulary: instructions (OP_WIDTH words each) ------------------------------------

def _ins(op, side=V.SIDE_OWN, zone=L.ZONE_BATTLE, filt=0, param=0, count=0, mode=V.MODE_EXACT,
         do=0, chooser=V.CHOOSER_CONTROLLER, grant=0, grant_power=0):
    return [op, side, zone, filt, param, count, mode, do, chooser, grant, grant_power]


def select(do, *, side=V.SIDE_OWN, zone=L.ZONE_BATTLE, filt=V.F_CREATURE, count=1, mode=V.MODE_EXACT,
           power_le=None, race=None, chooser=V.CHOOSER_CONTROLLER, grant=0, grant_power=0):
    """Pick cards (``count`` of them as ``mode`` says) and do ``do`` (a DO_*) to each."""
    param = 0
    if power_le is not None:
        filt |= V.F_POWER_LE
        param = power_le
    if race is not None:
        filt |= V.F_RACE
        param = race
    return [_ins(V.OP_SELECT, side, zone, filt, param, count, mode, do, chooser, grant, grant_power)]


def draw(count, *, up_to=False):
    return [_ins(V.OP_DRAW, count=count, mode=V.MODE_UP_TO if up_to else V.MODE_EXACT)]


def deck_to_mana(count):
    return [_ins(V.OP_DECK_TO_MANA, count=count)]


def shuffle():
    return [_ins(V.OP_SHUFFLE)]


def skip_if_fewer(count, skip, *, side=V.SIDE_OWN, zone=L.ZONE_BATTLE, filt=V.F_CREATURE, race=None):
    """Skip the next ``skip`` instructions unless ``count`` cards match (C092: checked now)."""
    param = 0
    if race is not None:
        filt |= V.F_RACE
        param = race
    return [_ins(V.OP_SKIP_IF_FEWER, side, zone, filt, param, count, do=skip)]


def skip_if_at_least(count, skip, *, side=V.SIDE_OWN, zone=L.ZONE_BATTLE, filt=V.F_CREATURE):
    return [_ins(V.OP_SKIP_IF_AT_LEAST, side, zone, filt, 0, count, do=skip)]


def player_mod(kind):
    return [_ins(V.OP_PLAYER_MOD, grant=kind)]


def seq(*parts):
    return [ins for part in parts for ins in part]


BOTH, OPP = V.SIDE_BOTH, V.SIDE_OPPONENT
UP_TO, ALL, RANDOM, MAY_ALL = V.MODE_UP_TO, V.MODE_ALL, V.MODE_RANDOM, V.MODE_MAY_ALL
SELF = V.F_CREATURE | V.F_SOURCE
OTHER = V.F_CREATURE | V.F_OTHER


def _search(filt):
    # "look through your deck, you may take one ..., then shuffle" (C143, C195).
    return seq(select(V.DO_TO_HAND, zone=L.ZONE_DECK, filt=filt, mode=UP_TO), shuffle())


def _grant(kw=0, power=0, *, count=1, mode=V.MODE_EXACT, side=V.SIDE_OWN, filt=V.F_CREATURE):
    return select(V.DO_GRANT, side=side, filt=filt, count=count, mode=mode, grant=kw, grant_power=power)


# Each effect id of the CSV: (trigger, program). Triggers: "enter" (put into the battle zone),
# "end_of_turn" (the end of its owner's turn), "win_battle", "cast" (a spell's effect), and
# "static"/"replace" (no program; core.pyx reads the card row).
def _effects(race):
    d, t, u = V.DO_DESTROY, V.DO_TAP, V.DO_UNTAP
    hand, mana, grave = V.DO_TO_HAND, V.DO_TO_MANA, V.DO_TO_GRAVEYARD
    untapped = V.F_CREATURE | V.F_UNTAPPED
    return {
        # ---- when put into the battle zone ----
        "etb:may_draw:1": ("enter", draw(1, up_to=True)),
        "etb:draw_upto:2": ("enter", draw(2, up_to=True)),
        "etb_if_own_race:Cyber Lord:draw_upto:3":
            ("enter", seq(skip_if_fewer(1, 1, race=race("Cyber Lord")), draw(3, up_to=True))),
        "etb:bounce_any:upto2": ("enter", select(hand, side=BOTH, count=2, mode=UP_TO)),
        "etb:may_bounce_any:1": ("enter", select(hand, side=BOTH, mode=UP_TO)),
        "etb:bounce_all:power_le:2000": ("enter", select(hand, side=BOTH, mode=ALL, power_le=2000)),
        "etb:may_tap_opponent:1": ("enter", select(t, side=OPP, filt=untapped, mode=UP_TO)),
        "etb:may_destroy_opponent:power_le:2000": ("enter", select(d, side=OPP, mode=UP_TO, power_le=2000)),
        "etb:destroy_all:power_le:3000": ("enter", select(d, side=BOTH, mode=ALL, power_le=3000)),
        "etb:destroy_all:has_blocker": ("enter", select(d, side=BOTH, mode=ALL, filt=V.F_CREATURE | V.F_BLOCKER)),
        "etb:destroy_own:1": ("enter", select(d)),
        # Gigaberos: with 2 others, destroy 2 of them or (its owner's choice) itself; with
        # fewer, itself. A Gigaberos gone by then destroys nothing (README doubt 7).
        "etb:destroy_2_other_own_or_self": ("enter", seq(
            skip_if_at_least(2, 1, filt=OTHER),
            select(d, filt=SELF, mode=ALL),
            skip_if_fewer(1, 3, filt=SELF),
            select(d, filt=SELF, mode=UP_TO),
            skip_if_fewer(1, 1, filt=SELF),
            select(d, filt=OTHER, count=2))),
        "etb:each_player_destroys_own:1": ("enter", seq(
            select(d), select(d, side=OPP, chooser=V.CHOOSER_OPPONENT))),
        "etb:opponent_destroys_own:1": ("enter", select(d, side=OPP, chooser=V.CHOOSER_OPPONENT)),
        "etb:opponent_discard_random:1": ("enter", select(grave, side=OPP, zone=L.ZONE_HAND, filt=0, mode=RANDOM)),
        "etb:graveyard_creature_to_hand:upto2": ("enter", select(hand, zone=L.ZONE_GRAVEYARD, count=2, mode=UP_TO)),
        "etb:search_deck:spell": ("enter", _search(V.F_SPELL)),
        "etb:own_mana_to_graveyard:1": ("enter", select(grave, zone=L.ZONE_MANA, filt=0)),
        "etb:own_mana_to_graveyard:2": ("enter", select(grave, zone=L.ZONE_MANA, filt=0, count=2)),
        "etb:deck_top_to_mana:1": ("enter", deck_to_mana(1)),
        "etb:may_hand_to_mana:1": ("enter", select(mana, zone=L.ZONE_HAND, filt=0, mode=UP_TO)),
        "etb:opponent_own_creature_to_mana:1": ("enter", select(mana, side=OPP, chooser=V.CHOOSER_OPPONENT)),
        "etb:may_graveyard_creature_to_mana:1": ("enter", select(mana, zone=L.ZONE_GRAVEYARD, mode=UP_TO)),
        # ---- other triggers ----
        "end_of_own_turn:may_untap_self": ("end_of_turn", select(u, filt=SELF, mode=UP_TO)),
        "end_of_own_turn:may_untap_all_own": ("end_of_turn", select(u, mode=MAY_ALL)),
        "win_battle:destroy_self": ("win_battle", select(d, filt=SELF, mode=ALL)),
        # ---- spells ----
        "tap_all_opponent": ("cast", select(t, side=OPP, mode=ALL)),
        "tap_opponent:1": ("cast", select(t, side=OPP, filt=untapped)),
        "tap_opponent:upto2": ("cast", select(t, side=OPP, filt=untapped, count=2, mode=UP_TO)),
        "destroy_opponent:1": ("cast", select(d, side=OPP)),
        "destroy_opponent:untapped:1": ("cast", select(d, side=OPP, filt=untapped)),
        "destroy_opponent:power_le:2000": ("cast", select(d, side=OPP, power_le=2000)),
        "destroy_opponent:power_le:4000": ("cast", select(d, side=OPP, power_le=4000)),
        "bounce_any:1": ("cast", select(hand, side=BOTH)),
        "bounce_any:upto2": ("cast", select(hand, side=BOTH, count=2, mode=UP_TO)),
        "opponent_creature_to_mana:1": ("cast", select(mana, side=OPP)),
        "own_creature_to_mana:1": ("cast", select(mana)),
        "deck_top_to_mana:2": ("cast", deck_to_mana(2)),
        "draw_upto:2": ("cast", draw(2, up_to=True)),
        "search_deck:any": ("cast", _search(0)),
        "search_deck:creature": ("cast", _search(V.F_CREATURE)),
        "graveyard_creature_to_hand:1": ("cast", select(hand, zone=L.ZONE_GRAVEYARD)),
        "opponent_discard_random:1": ("cast", select(grave, side=OPP, zone=L.ZONE_HAND, filt=0, mode=RANDOM)),
        "grant_power_attacker_this_turn:one:+2000": ("cast", _grant(power=2000)),
        "grant_power_attacker_this_turn:all_own:+2000": ("cast", _grant(power=2000, mode=ALL)),
        "grant_power_attacker_and_double_breaker_this_turn:one:+4000":
            ("cast", _grant(V.KW_DOUBLE_BREAKER, 4000)),
        "grant_unblockable_this_turn:1": ("cast", _grant(V.KW_UNBLOCKABLE)),
        "grant_unblockable_this_turn:upto2": ("cast", _grant(V.KW_UNBLOCKABLE, count=2, mode=UP_TO)),
        "this_turn:own_blocked_gain_slayer": ("cast", player_mod(L.MOD_BLOCKED_SLAYER)),
        "this_turn:opponent_untapped_attackable:1":
            ("cast", _grant(V.KW_ATTACKABLE_UNTAPPED, side=OPP, filt=untapped)),
    }


# Statics and replacements: effect id -> (DB_STATIC kind, arg kind, amount) or DB_REPLACE.
STATICS = {
    "power_bonus_if_own_race:Angel Command:+2000": (V.STATIC_POWER_IF_RACE, "Angel Command", 2000),
    "attack_power_bonus_if_own_race:Human:+2000": (V.STATIC_ATTACK_POWER_IF_RACE, "Human", 2000),
    "attack_power_bonus_if_own_race:Armorloid:+2000": (V.STATIC_ATTACK_POWER_IF_RACE, "Armorloid", 2000),
    "attack_power_per_own_graveyard_civ:Fire:+1000": (V.STATIC_ATTACK_POWER_PER_GRAVEYARD_CIV, "Fire", 1000),
    "unblockable_if_other_own_creatures_ge:2": (V.STATIC_UNBLOCKABLE_IF_OTHERS, None, 2),
}
REPLACEMENTS = {"replace_destroy:to_hand": V.REPLACE_TO_HAND, "replace_destroy:to_mana": V.REPLACE_TO_MANA}
TRIGGER_FIELDS = {"enter": V.DB_ON_ENTER, "end_of_turn": V.DB_ON_END_OF_TURN,
                  "win_battle": V.DB_ON_WIN_BATTLE, "cast": V.DB_ON_CAST}


class CardPool:
    """The card table: one row per card of the CSV plus the compiled programs.

    ``table`` is the int32 array the core reads (layout in vocab.pxd); ``fingerprint`` is
    stored in every state made with it, so a saved state cannot meet other card data.
    """

    def __init__(self, rows=None):
        # Where a pickle finds this pool again (__reduce__): the bundled DM-01 pool, or its rows.
        self._rows = None if rows is None else [dict(r) for r in rows]
        rows = rows if rows is not None else _read_csv()
        self.cards = []
        self.races = sorted({r["race"] for r in rows if r["race"]})
        race_ids = {r: i for i, r in enumerate(self.races)}
        effects = _effects(lambda name: race_ids[name])
        header = np.zeros(V.DB_HEAD, dtype=np.int32)
        table = np.zeros((len(rows), V.DB_WIDTH), dtype=np.int32)
        programs = []
        start = V.DB_HEAD + len(rows) * V.DB_WIDTH
        for code, r in enumerate(rows):
            card = _card(code, r)
            self.cards.append(card)
            row = table[code]
            row[:] = 0
            row[[V.DB_ON_ENTER, V.DB_ON_END_OF_TURN, V.DB_ON_WIN_BATTLE, V.DB_ON_CAST]] = -1
            row[V.DB_CIV] = CIVS[card.civilization]
            row[V.DB_TYPE] = TYPES[card.card_type]
            row[V.DB_COST] = card.cost
            row[V.DB_POWER] = card.power
            row[V.DB_RACE] = race_ids[card.race] if card.race else -1
            _keywords(card, row)
            for eid in card.effects:
                if eid in STATICS:
                    kind, arg, amount = STATICS[eid]
                    row[V.DB_STATIC] = kind
                    row[V.DB_STATIC_ARG] = CIVS[arg] if arg in CIVS else race_ids.get(arg, 0)
                    row[V.DB_STATIC_AMOUNT] = amount
                elif eid in REPLACEMENTS:
                    row[V.DB_REPLACE] = REPLACEMENTS[eid]
                elif eid in effects:
                    trigger, program = effects[eid]
                    row[TRIGGER_FIELDS[trigger]] = start + sum(len(p) for p in programs)
                    programs.append(np.array(seq(program, [_ins(V.OP_END)]), dtype=np.int32).ravel())
                else:
                    raise CardDataError(f"{card.name}: effect id {eid!r} is not in the vocabulary")
        body = np.concatenate([table.ravel()] + programs) if programs else table.ravel()
        self.table = np.concatenate([header, body]).astype(np.int32)
        self.table[V.DB_N] = len(rows)
        self.table[V.DB_PROGRAMS] = start
        self.table[V.DB_LENGTH] = len(self.table)
        self.fingerprint = zlib.crc32(self.table.tobytes()) & 0x7FFFFFFF
        self.table[V.DB_HASH] = self.fingerprint
        self.program_starts = self._instruction_starts()
        self._by_name = {c.name.lower(): c for c in self.cards}

    def __reduce__(self):
        # A pickle holds a reference to the pool (its fingerprint and its source), not its
        # table; loading it (_pool) refuses a pool that no longer matches.
        _LIVE[self.fingerprint] = self
        return _pool, (self.fingerprint, (DM01_SOURCE,) if self._rows is None else (ROWS_SOURCE, self._rows))

    def _instruction_starts(self):
        # Every offset an instruction starts at (a saved program counter must be one of them).
        out = set()
        pc = int(self.table[V.DB_PROGRAMS])
        while pc < len(self.table):
            out.add(pc)
            pc += V.OP_WIDTH
        return frozenset(out)

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, code):
        return self.cards[code]

    def by_name(self, name):
        """The card called ``name`` (case-insensitive), or CardDataError."""
        try:
            return self._by_name[name.strip().lower()]
        except KeyError:
            raise CardDataError(f"unknown card name {name!r} (not in DM-01)") from None

    def code(self, name):
        return self.by_name(name).code


def _read_csv():
    text = resources.files("dm_core").joinpath("data/dm01-cards.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


def _card(code, r):
    try:
        return Card(code=code, name=r["name"], civilization=r["civilization"], card_type=r["card_type"],
                    cost=int(r["cost"]), power=int(r["power"] or 0), race=r["race"],
                    keywords=tuple(k for k in r["keywords"].split(";") if k), ability=r["ability"],
                    effects=tuple(e for e in r["effects"].split(";") if e))
    except (KeyError, ValueError) as exc:
        raise CardDataError(f"card row {code}: {exc}") from None


def _keywords(card, row):
    for k in card.keywords:
        if k in KEYWORDS:
            row[V.DB_KEYWORDS] |= KEYWORDS[k]
        elif k.startswith(POWER_ATTACKER):
            row[V.DB_POWER_ATTACKER] += int(k[len(POWER_ATTACKER):])
        elif k.startswith(UNBLOCKABLE_LE):
            row[V.DB_UNBLOCKABLE_LE] = int(k[len(UNBLOCKABLE_LE):])
        else:
            raise CardDataError(f"{card.name}: unknown keyword {k!r}")


_POOL = None


def dm01():
    """The bundled DM-01 pool (built once)."""
    global _POOL
    if _POOL is None:
        _POOL = CardPool()
    return _POOL


# ---- Pickled pools: a reference (CardPool.__reduce__) ---------------------------------------

DM01_SOURCE = "dm01"
ROWS_SOURCE = "rows"
# The pools this process pickled or loaded from a reference, by fingerprint: unpickling in the
# same process reuses them.
_LIVE = weakref.WeakValueDictionary()


def _pool(fingerprint, source):
    """The CardPool a pickled reference names: one of this process with that fingerprint, or the
    one its source gives, which must have it (CardDataError otherwise: the pool changed)."""
    pool = _LIVE.get(fingerprint)
    if pool is not None:
        return pool
    if source == (DM01_SOURCE,):
        pool, what = dm01(), "the DM-01 pool"
    elif isinstance(source, tuple) and len(source) == 2 and source[0] == ROWS_SOURCE:
        pool, what = CardPool(source[1]), "the pickled pool"
    else:
        raise CardDataError(f"a pickled pool reference names no pool: {str(source)[:80]!r}")
    if pool.fingerprint != fingerprint:
        raise CardDataError(f"{what} does not match the fingerprint of the pickled pool ({fingerprint}; "
                            f"found {pool.fingerprint}): it changed since the pickle was made")
    _LIVE[fingerprint] = pool
    return pool
