"""clone() of a mid-duel state. Target (issue 2): under 1 µs on one core."""
from ygo_core import Duel

from helpers import test_db, vanilla_decks


def midgame():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=42, auto_forced=False)
    import numpy as np
    rng = np.random.default_rng(0)
    for _ in range(60):
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert not duel.is_terminal()
    return duel


def test_clone_midgame(benchmark):
    benchmark.group = "clone"
    duel = midgame()
    copy = benchmark(duel.clone)
    assert copy == duel
