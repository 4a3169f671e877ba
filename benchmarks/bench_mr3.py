"""Master Rule 3 with its Extra Deck (issue 13): whole random duels in the core, and the clone of
a state that holds Xyz Materials.

Two pairs: the Synchro and Xyz batteries of tests/test_random_mr3.py (Normal Monsters, a
Normal Tuner, Gaia Knight and Gem-Knight Pearl, a few GOAT staples), and the bundled era decks
(pysim/data/decks/mr3/: Synchron Extreme against Master of Pendulum, every card scripted). Turns
and decisions per duel are reported beside the rate (``extra_info``).
"""
import numpy as np

from ygo_core import layout as L
from ygo_core import wide as W

from bench_playout import record_length
from test_random_mr3 import new_duel
from test_random_mr3_decks import _duel as bundled_duel

LENGTH_SAMPLE = 300


def test_playout_mr3(benchmark):
    benchmark.group = "playout-mr3"
    start = new_duel(1)
    seeds = iter(range(10**9))

    def one_duel():
        return start.clone().playout(next(seeds))

    assert benchmark(one_duel) in (0, 1, -1)
    record_length(benchmark, start, LENGTH_SAMPLE)


def test_playout_mr3_bundled_decks(benchmark):
    benchmark.group = "playout-mr3"
    start = bundled_duel(1)
    seeds = iter(range(10**9))

    def one_duel():
        return start.clone().playout(next(seeds))

    assert benchmark(one_duel) in (0, 1, -1)
    record_length(benchmark, start, LENGTH_SAMPLE)


def _with_materials():
    # A mid-duel state with Xyz Materials attached: random play until one is.
    rng = np.random.default_rng(3)
    for seed in range(200):
        duel = new_duel(seed)
        while not duel.is_terminal():
            buf = W.decode(duel.buffer)
            rows = W.CARD_BASE + np.arange(buf[L.HDR_N_CARDS]) * W.CARD_WIDTH
            if (buf[rows + L.CARD_LOCATION] == L.LOC_OVERLAY).any():
                return duel
            duel.apply(int(rng.choice(duel.legal_actions())))
    raise AssertionError("no Xyz Summon in 200 random duels")


def test_clone_with_xyz_materials(benchmark):
    benchmark.group = "clone"
    duel = _with_materials()
    clone = benchmark(duel.clone)
    assert bytes(clone.buffer) == bytes(duel.buffer)
    benchmark.extra_info["state_bytes"] = int(duel.buffer.nbytes)
