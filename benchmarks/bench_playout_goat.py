"""A whole random duel between two GOAT-format lists (../shared/decks/goat/), inside the core.

Target (issue 8): over 4,000 duels/s on one core for goat-control vs chaos-turbo and warrior vs
zombie, with turns and decisions per duel reported beside the rate (``extra_info``). Until
every card of a list is scripted, its unimplemented cards play as dead cards; ``dead_cards``
in ``extra_info`` says how many, so a figure is only the format's once that count is 0.
"""
from pathlib import Path

import pytest

from ygo_core import CardDB, Duel

from pysim.decks import load_deck

from bench_playout import record_length

GOAT_DECKS = Path(__file__).resolve().parents[2] / "shared" / "decks" / "goat"
PAIRS = [("goat-control", "chaos-turbo"), ("warrior", "zombie")]
LENGTH_SAMPLE = 300


@pytest.fixture(scope="module")
def cards():
    return CardDB()


@pytest.mark.skipif(not GOAT_DECKS.is_dir(), reason="../shared/decks/goat is not present")
@pytest.mark.parametrize("pair", PAIRS, ids=["-vs-".join(p) for p in PAIRS])
def test_playout_goat(benchmark, cards, pair):
    benchmark.group = "playout-goat"
    deck_a, deck_b = (load_deck(str(GOAT_DECKS / f"{name}.ydk")) for name in pair)
    start = Duel(cards, deck_a.main, deck_b.main, seed=1, extra0=deck_a.extra,
                 extra1=deck_b.extra, rules=_rules(), allow_unimplemented=True)
    seeds = iter(range(10**9))

    def one_duel():
        return start.clone().playout(next(seeds))

    assert benchmark(one_duel) in (0, 1, -1)
    record_length(benchmark, start, LENGTH_SAMPLE)
    benchmark.extra_info["dead_cards"] = sum(not cards.is_playable(c) for c in deck_a.main + deck_b.main)

def _rules():
    # The format's own preset once it exists (issue 8), Master Rule 3 until then.
    from ygo_core.rules import RULESETS
    return "goat" if "goat" in RULESETS else "mr3"
