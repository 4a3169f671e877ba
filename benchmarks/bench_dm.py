"""The Duel Masters engine: a whole random duel between two bundled decks (set-up included), and
clone() of a mid-duel state. Target (issue 11): over 10,000 random duels/s on one core."""
import itertools

import numpy as np

from dm_core import DMDuel, bundled_decks, load_bundled

DECKS = [load_bundled(n) for n in bundled_decks()]
PAIRS = list(itertools.product(range(len(DECKS)), repeat=2))


def test_dm_random_duel(benchmark):
    benchmark.group = "dm_playout"
    seeds = itertools.count()

    def one():
        k = next(seeds)
        a, b = PAIRS[k % len(PAIRS)]
        d = DMDuel(DECKS[a], DECKS[b], seed=k)
        return d.playout(k)

    assert benchmark(one) in (0, 1, -1)


def test_dm_clone_midgame(benchmark):
    benchmark.group = "dm_clone"
    d = DMDuel(DECKS[0], DECKS[1], seed=42, auto_forced=False)
    rng = np.random.default_rng(0)
    for _ in range(60):
        d.apply(int(rng.choice(d.legal_actions())))
    assert not d.is_terminal()
    copy = benchmark(d.clone)
    assert copy == d
