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

from invariants import check_invariants, play_checked
from pysim.decks import load_deck

GOAT_DECKS = Path(__file__).resolve().parents[2] / "shared" / "decks" / "goat"
LISTS = sorted(p.stem for p in GOAT_DECKS.glob("*.ydk"))
PAIRS = list(itertools.combinations(LISTS, 2))
# Checked duels over all pairs (Python per step, so a few hundred in the suite) and core playouts.
CHECKED_DUELS = int(os.environ.get("YGO_GOAT_DUELS", "168"))
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
