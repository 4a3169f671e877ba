"""The parallel runner on the bundled Normal-Monster decks (vanilla-yugi vs vanilla-kaiba).

Targets (issue 4): under 5% overhead against calling ``playout`` in a loop (one worker), and
over 1.8x the one-worker rate with two workers (on a machine with two free cores). Each test
records its duels/s in ``extra_info``; compare the three within the "runner" group.
"""
import os

from ygo_core import CardDB, Duel

from pysim.cli import VANILLA_DECKS, read_deck
from pysim.runner import Matchup, chunk_seeds, run_matchup

DUELS = 10000
ROUNDS = 3


def _matchup() -> Matchup:
    deck_a, deck_b = (read_deck(name) for name in VANILLA_DECKS)
    return Matchup(deck_a.main, deck_b.main)


def _record_rate(benchmark) -> None:
    benchmark.extra_info["duels"] = DUELS
    if benchmark.stats is not None:  # None under --benchmark-disable (the CI smoke run)
        benchmark.extra_info["duels_per_s"] = round(DUELS / benchmark.stats.stats.min)


def test_playout_loop_baseline(benchmark):
    # The floor the runner is measured against: build each duel, play it out, nothing else.
    benchmark.group = "runner"
    spec = _matchup()
    db, deck0, deck1 = CardDB(), list(spec.deck_a), list(spec.deck_b)
    seeds = chunk_seeds(0, list(range(DUELS)))[:, 1:].tolist()

    def loop():
        for i, (engine_seed, playout_seed) in enumerate(seeds):
            Duel(db, deck0, deck1, seed=engine_seed, first_player=i & 1).playout(playout_seed)

    benchmark.pedantic(loop, rounds=ROUNDS, iterations=1, warmup_rounds=1)
    _record_rate(benchmark)


def _bench_runner(benchmark, tmp_path, workers: int) -> None:
    benchmark.group = "runner"
    spec = _matchup()
    runs = iter(range(10**6))

    def setup():
        return (tmp_path / f"run{next(runs)}",), {}

    def run(out_dir):
        return run_matchup(spec, DUELS, seed=0, workers=workers, out_dir=out_dir,
                           progress=False)

    records = benchmark.pedantic(run, setup=setup, rounds=ROUNDS, iterations=1)
    assert len(records) == DUELS and not any("error" in r for r in records)
    _record_rate(benchmark)
    benchmark.extra_info["workers"] = workers
    benchmark.extra_info["cpus"] = os.cpu_count()


def test_runner_1_worker(benchmark, tmp_path):
    _bench_runner(benchmark, tmp_path, 1)


def test_runner_2_workers(benchmark, tmp_path):
    _bench_runner(benchmark, tmp_path, 2)
