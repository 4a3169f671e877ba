"""Shared set-up for the engine tests: a card pool with synthetic vanilla monsters of any stats,
deck loading, and small helpers to find actions by kind and card."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np

from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import observe as O
from ygo_core.carddb import CardInfo, _read_bundled

REPO = Path(__file__).resolve().parents[1]
BUNDLED_DECKS = REPO / "pysim" / "data" / "decks"
SHARED = REPO.parent / "shared"

_VANILLA_BASE = 90_000_000
_STAT_STEP = 100
_MAX_STAT = 3000


def vanilla(atk: int, defense: int, level: int = 4) -> int:
    """Passcode of a synthetic Normal Monster with these stats (the scenarios' `Vanilla(L, A/D)`)."""
    assert atk % _STAT_STEP == 0 and defense % _STAT_STEP == 0 and 1 <= level <= 8
    return _VANILLA_BASE + level * 100_000 + (atk // _STAT_STEP) * 100 + defense // _STAT_STEP


# An Effect Monster no script exists for: the engine must refuse it by name.
UNSCRIPTED = 99_000_001


def _synthetic_cards():
    yield CardInfo(code=UNSCRIPTED, alias=0, name="Unscripted Effect Monster", type=0x21, level=4,
                   attribute=0x1, race=0x1, atk=1000, defense=1000)
    stats = range(0, _MAX_STAT + 1, _STAT_STEP)
    for level in range(1, 9):
        for atk in stats:
            for defense in stats:
                code = vanilla(atk, defense, level)
                yield CardInfo(code=code, alias=0, name=f"Vanilla L{level} {atk}/{defense}",
                               type=0x11, level=level, attribute=0x1, race=0x1, atk=atk,
                               defense=defense)


_DB = None


def test_db() -> CardDB:
    """The bundled cards plus every synthetic vanilla monster (built once)."""
    global _DB
    if _DB is None:
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()))
    return _DB


test_db.__test__ = False  # not a test itself


def no_stats(code, name, kind, stats=None):
    """The CardInfo of a test card with no Level, Attribute, Type or stats (a Spell, a Trap)."""
    return CardInfo(code, 0, name, kind, 0, 0, 0, 0, 0)


_TABLE_DBS = {}


def table_db(test_cards, info=no_stats, *, stats_column=False, script_all=True, extra=()) -> CardDB:
    """The bundled and synthetic cards plus the test cards of one test module, built once per
    table. `test_cards` maps a passcode to ``(name, kind, *effects)``, or with `stats_column` to
    ``(name, kind, (atk, def) or None, *effects)``; ``info(code, name, kind, stats)`` gives the
    card's CardInfo. Each card is scripted with its effects (with `script_all` False, only the
    cards that have some). `extra`: more CardInfos the module plays with (unscripted here)."""
    key = id(test_cards)
    if key not in _TABLE_DBS:
        from ygo_core.scripts.compiler import bundled_scripts
        from ygo_core.scripts.vocab import card

        infos, scripts = [], dict(bundled_scripts())
        for code, (name, kind, *rest) in test_cards.items():
            stats, effects = (rest[0], rest[1:]) if stats_column else (None, rest)
            infos.append(info(code, name, kind, stats))
            if script_all or effects:
                scripts[code] = card(code, name, *effects)
        cards = _read_bundled() + list(_synthetic_cards()) + list(extra) + infos
        _TABLE_DBS[key] = (test_cards, CardDB(cards, scripts=scripts))
    return _TABLE_DBS[key][1]


def settle_to(duel, decision="main"):
    """Pass the response windows and keep the GY orders until `decision` is asked (asserted)."""
    while duel.decision() in ("response", "gy_order") and duel.decision() != decision:
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)
    assert duel.decision() == decision, duel.decision()


def offered(duel) -> list[int]:
    """The passcodes of the cards the select actions among the legal actions name, sorted."""
    return sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()
                  if int(a) >= A.ACT_SELECT)


def pick(duel, code: int) -> int:
    """The select action of a card with this passcode among the legal actions."""
    return next(int(a) for a in duel.legal_actions()
                if int(a) >= A.ACT_SELECT and duel.card_code(int(a) - A.ACT_SELECT) == code)


def table_position(db: CardDB, deck: list, **kw) -> Duel:
    """``Duel.from_position`` over `db`, each player's Deck `deck` unless given, forced
    decisions asked (not taken automatically) unless told."""
    kw.setdefault("decks", (list(deck), list(deck)))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db, **kw)


def load_ydk(path) -> list[int]:
    """Main Deck passcodes of a YDK file (a minimal reader for engine tests)."""
    main, section = [], "main"
    for line in Path(path).read_text().splitlines():
        line = line.strip()
        if line.startswith(("#extra", "!side")):
            section = "other"
        elif line.isdigit() and section == "main":
            main.append(int(line))
    return main


def vanilla_decks():
    return load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk"), load_ydk(BUNDLED_DECKS / "vanilla-kaiba.ydk")


def starter_decks():
    return load_ydk(BUNDLED_DECKS / "starter-yugi.ydk"), load_ydk(BUNDLED_DECKS / "starter-kaiba.ydk")


# The scripted GOAT staples (ygo_core/scripts/goat/).
GOAT_STAPLES = [55144522, 5318639, 19613556, 44095762, 14087893, 56120475, 53582587, 32807846,
                62279055, 83555666]


def staples_decks():
    """The Starter Decks with their last 10 cards swapped for the scripted GOAT staples."""
    yugi, kaiba = starter_decks()
    return yugi[:-10] + GOAT_STAPLES, kaiba[:-10] + GOAT_STAPLES


def filler(n: int = 10) -> list[int]:
    """A Deck of n harmless cards, so that nobody decks out during a scenario."""
    return [vanilla(100, 100)] * n


def position(**kw) -> Duel:
    """Duel.from_position on the test card pool, with step-by-step play (no forced auto-moves)
    and filler Decks unless given."""
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(test_db(), **kw)


def card_in_hand(duel: Duel, player: int, code: int) -> int:
    """Card id of the first copy of `code` in the player's hand."""
    for card in duel.card_ids(player, "hand"):
        if duel.card_code(card) == code:
            return card
    raise AssertionError(f"{code} not in hand of player {player}")


def set_ids(duel: Duel, player: int) -> list[int]:
    """Card ids of the player's cards in the Spell & Trap Zones, zone order."""
    return [s["card"] for s in duel.spells(player) if s]


def monster_card(duel: Duel, player: int, zone: int) -> int:
    view = duel.monsters(player)[zone]
    assert view is not None, f"no monster in zone {zone} of player {player}"
    return view["card"]


def attack(attacker_zone: int, target_zone: int | None) -> int:
    """The attack action of a zone on a target zone (None: a direct attack)."""
    slot = A.ATTACK_DIRECT if target_zone is None else target_zone
    return A.ACT_ATTACK + attacker_zone * A.ATTACK_TARGETS + slot


def keep_gy_order(duel: Duel) -> None:
    """Answer every pending C10 GY-order decision by putting the cards in the order they
    arrived (the offered card lowest in the GY goes in next)."""
    while duel.decision() == "gy_order":
        gy = duel.card_ids(duel.current_player(), "gy")
        duel.apply(min((int(a) for a in duel.legal_actions()), key=lambda a: gy.index(a - A.ACT_SELECT)))


def pass_until(duel: Duel, decision: str) -> None:
    """Pass every response window (E02: both players pass) until `decision` is asked; cards
    sent to a GY together on the way keep the order they arrived in (C10)."""
    while duel.decision() in ("response", "gy_order") and decision not in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)
    assert duel.decision() == decision, f"expected a {decision!r} decision, got {duel.decision()!r}"


def pass_windows_offering(duel: Duel, player: int, offered, refused) -> int:
    """Pass every response window; in each where `player` may act, the card ids `offered` can be
    activated and `refused` cannot. Returns how many such windows there were."""
    windows = 0
    while duel.decision() == "response":
        if duel.current_player() == player:
            windows += 1
            legal = duel.legal_actions()
            for card in offered:
                assert A.ACT_ACTIVATE + card in legal
            for card in refused:
                assert A.ACT_ACTIVATE + card not in legal
        duel.apply(A.ACT_PASS)
    return windows


def go_to_battle(duel: Duel) -> None:
    """Enter the Battle Phase, passing the response windows on the way, up to attack declaration."""
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")


def effect_monster_cdb(path: Path, code: int, name: str = "Test Effect Monster") -> Path:
    """A minimal YGOPro cards.cdb holding one Effect Monster no script implements (a card
    the engine refuses, or plays as a dead card under --no-validate)."""
    con = sqlite3.connect(path)
    con.executescript(
        "CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, "
        "setcode INTEGER, type INTEGER, atk INTEGER, def INTEGER, level INTEGER, "
        "race INTEGER, attribute INTEGER, category INTEGER);"
        "CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT);")
    con.execute("INSERT INTO datas VALUES (?, 3, 0, 0, 33, 1000, 1000, 4, 1, 1, 0)", (code,))
    con.execute("INSERT INTO texts VALUES (?, ?, 'An effect.')", (code, name))
    con.commit()
    con.close()
    return path


def settle(duel, *, positions=A.ACT_ATTACK_POSITION, yes=True):
    """Pass every response window, keep GY orders, answer optional triggers (`yes`) and
    position choices, until a main/battle decision or another kind of choice is asked."""
    while True:
        d = duel.decision()
        if d == "response":
            duel.apply(A.ACT_PASS)
        elif d == "gy_order":
            keep_gy_order(duel)
        elif d == "yesno":
            duel.apply(A.ACT_YES if yes else A.ACT_NO)
        elif d == "position":
            duel.apply(positions)
        else:
            return d


def to_battle(duel):
    """Go to the Battle Phase and settle its opening window."""
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"


def settle_battle(duel, answer=A.ACT_NO):
    """Pass the response windows, answering each yes/no with `answer`, until the turn player's
    Battle Phase decision; returns how many yes/no questions were asked."""
    asked = 0
    while duel.decision() != "battle":
        if duel.decision() == "yesno":
            asked += 1
            duel.apply(answer)
        else:
            duel.apply(A.ACT_PASS)
    return asked


def enter_battle(duel):
    """Go to the Battle Phase and settle its opening window (:func:`settle_battle`, answering no)."""
    duel.apply(A.ACT_TO_BATTLE)
    settle_battle(duel)


def attack_settled(duel, attacker_zone, target_zone, answer=A.ACT_NO):
    """Attack from `attacker_zone` (on `target_zone`; None: directly) and settle the battle back
    to the Battle Phase decision (:func:`settle_battle`); returns how many yes/no were asked."""
    duel.apply(attack(attacker_zone, target_zone))
    return settle_battle(duel, answer)


def pendulum_summon(duel, cards, position=A.ACT_ATTACK_POSITION):
    """Declare the Pendulum Summon (M08), choose `cards` (card ids) one by one, each in
    `position`, then "done" if more could still be chosen."""
    duel.apply(A.ACT_PENDULUM_SUMMON)
    for c in cards:
        assert duel.decision() == "pendulum"
        duel.apply(A.ACT_SELECT + c)
        assert duel.decision() == "position"
        duel.apply(position)
    if duel.decision() == "pendulum":
        duel.apply(A.ACT_PASS)


def to_turn(duel, turn):
    """Play on to Main Phase 1 of `turn`: every Main Phase is ended at once, every window
    passed, any other decision answered with its first legal action."""
    while not (duel.turn() == turn and duel.decision() == "main" and duel.phase() == "main1"):
        if duel.decision() == "main":
            duel.apply(A.ACT_TO_END)
        elif duel.decision() == "response":
            duel.apply(A.ACT_PASS)
        else:
            duel.apply(int(duel.legal_actions()[0]))


def run_cli(capsys, *argv):
    """Run ``ygo-sim`` with these arguments in-process: (exit code, stdout, stderr)."""
    from pysim.cli import main
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def error_line(err: str) -> str:
    """The one line a failed command writes to stderr (asserted to be just that line)."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("ygo-sim: error: ")
    return lines[0]


def after_provenance(lines: list[str]) -> list[str]:
    """A summary's lines after its provenance block (its header lines, the last of which says
    who made it: ``made by ygo-sim ...``)."""
    last = next(i for i, line in enumerate(lines) if line.split()[:2] == ["made", "by"])
    return lines[last + 1:]


# An MR3 deck with Synchro Monsters in its Extra Deck (pysim/data/decks/mr3).
SYNCHRO_DECK = str(BUNDLED_DECKS / "mr3" / "synchron-extreme.ydk")


def extra_summon_row(obs):
    """The index of an option row (ygo_core.observe) that summons a monster from the viewer's
    Extra Deck, or None."""
    for k in range(min(int(obs[O.OBS_OPTION_COUNT]), O.OBS_OPTIONS)):
        row = obs[O.OBS_OPTION_ROWS + k * O.OPT_WIDTH:O.OBS_OPTION_ROWS + (k + 1) * O.OPT_WIDTH]
        if row[O.OPT_KIND] == O.OPTK_SUMMON and row[O.OPT_LOCATION] == L.LOC_EXTRA and row[O.OPT_SIDE] == 0:
            return k
    return None


def my_monsters(obs):
    """The passcodes in the viewer's Monster Zones of an observation."""
    at = O.OBS_MINE + O.OBS_S_MONSTERS
    return {int(obs[at + z * O.OBS_MONSTER_FIELDS + O.OBS_M_CODE]) for z in range(5)}


class ExtraSummoner:
    """A policy over option rows: a summon from the Extra Deck whenever one is offered, else a
    random row. Records whether one was taken and whether a Synchro of the deck reached the
    viewer's field afterwards."""

    def __init__(self, seed):
        from pysim.decks import load_deck  # pysim only where a test uses it
        self.rng = np.random.default_rng(seed)
        self.extra = set(load_deck(SYNCHRO_DECK).extra)
        self.summoned = self.landed = False

    def __call__(self, obs):
        self.landed |= self.summoned and bool(my_monsters(obs) & self.extra)
        k = extra_summon_row(obs)
        if k is not None:
            self.summoned = True
            return k
        return int(self.rng.integers(min(int(obs[O.OBS_OPTION_COUNT]), O.OBS_OPTIONS)))
