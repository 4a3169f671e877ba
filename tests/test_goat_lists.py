"""The eight GOAT-format lists of ../shared/decks/goat/ played against each other: seeded random
duels with the invariant checks after every step (tests/invariants.py), and core playouts, under
the `goat` preset. Issue 8's done-when battery runs this file with a larger count:

    YGO_GOAT_DUELS=5000 python3 -m pytest tests/test_goat_lists.py   # 5,000 checked duels

Cards of a list that are not scripted yet play as dead cards (allow_unimplemented); the test
that every list plays whole is tests/pysim/test_cli_cards.py's."""
import itertools
import os
from pathlib import Path

import pytest

from ygo_core import CardDB, Duel

from battery import size
from invariants import check_invariants, play_checked
from pysim.decks import load_deck

GOAT_DECKS = Path(__file__).resolve().parents[2] / "shared" / "decks" / "goat"
LISTS = sorted(p.stem for p in GOAT_DECKS.glob("*.ydk"))
PAIRS = list(itertools.combinations(LISTS, 2))
# Checked duels over all pairs (Python per step, so a few hundred in the full run; every pair
# once in the default run, tests/battery.py) and core playouts.
CHECKED_DUELS = int(os.environ.get("YGO_GOAT_DUELS", size(168, at_least=len(PAIRS))))
PLAYOUTS_PER_PAIR = 60

pytestmark = pytest.mark.skipif(len(LISTS) != 8, reason="../shared/decks/goat is not present")


@pytest.fixture(scope="module")
def cards():
    return CardDB()


@pytest.fixture(scope="module")
def decks():
    return {name: load_deck(str(GOAT_DECKS / f"{name}.ydk")) for name in LISTS}


def _duel_kw(decks, a, b):
    return dict(extra0=decks[a].extra, extra1=decks[b].extra, allow_unimplemented=True)


def test_every_pair_of_lists_keeps_the_invariants_step_by_step(cards, decks):
    for i in range(CHECKED_DUELS):
        a, b = PAIRS[i % len(PAIRS)]
        play_checked(cards, decks[a].main, decks[b].main, seed=i, rules="goat",
                     illegal_every=13, **_duel_kw(decks, a, b))


@pytest.mark.parametrize("pair", PAIRS, ids=["-vs-".join(p) for p in PAIRS])
def test_core_playouts_of_every_pair_end(cards, decks, pair):
    a, b = pair
    start = Duel(cards, decks[a].main, decks[b].main, seed=0, rules="goat", **_duel_kw(decks, a, b))
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(PLAYOUTS_PER_PAIR):
        duel = start.clone()
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
        if seed % 10 == 0:
            check_invariants(duel)
    assert sum(wins.values()) == PLAYOUTS_PER_PAIR


def _more_cards(cards):
    # The passcodes of ../shared/decks/goat/more-cards.md, Main Deck and Fusion Deck apart.
    import re
    from ygo_core import layout as L
    text = (GOAT_DECKS / "more-cards.md").read_text()
    codes = sorted({int(c) for c in re.findall(r"\b(\d{7,8})\b", text)})
    fusions = [c for c in codes if cards[c].type & L.TYPE_FUSION]
    return [c for c in codes if c not in fusions], fusions


def test_a_deck_of_the_more_cards_validates_and_plays(cards):
    # Issue 8's done-when: a deck with any card of more-cards.md validates and plays: the 47
    # cards (the Fusion Monsters in the Fusion Deck), every one scripted, in seeded checked duels.
    # Validated without the 2005.4.1 list: six of them (Magical Scientist, Fiber Jar, ...) are
    # Forbidden there, which the validator says by name (tests/pysim).
    from pysim.decks import Deck
    from pysim.validate import validate_deck
    main, fusions = _more_cards(cards)
    assert len(main) + len(fusions) == 47
    report = validate_deck(Deck(main=tuple(main), extra=tuple(fusions)), cards, rules="goat")
    assert list(report.unimplemented) == []
    for seed in range(40):
        play_checked(cards, main, main[::-1], seed=seed, rules="goat", extra0=fusions, extra1=fusions)
