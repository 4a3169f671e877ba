"""DuelBatch (issue 9): environment steps a second with a random policy chosen in Python per
batch step (numpy over the option rows of the observations), Starter Decks, one core.
Target (issue 9): 1,000,000 steps/s at n = 1,024. On a shared machine, add
``--benchmark-timer=time.process_time`` (CPU time; wall-clock rounds wander with the load); the
instruction counts under callgrind (README, speed table) repeat exactly."""
import numpy as np
import pytest

from ygo_core import DuelBatch
from ygo_core import observe as O

from helpers import starter_decks, test_db

STEPS = 20  # batch steps per benchmark round


@pytest.mark.parametrize("n", [64, 1024])
def test_batch_step_random_policy(benchmark, n):
    benchmark.group = "batch"
    batch = DuelBatch(test_db(), *starter_decks(), n=n, seed=1)
    rng = np.random.default_rng(0)
    rows = np.arange(n)

    def run_steps():
        obs = batch.observations()
        for _ in range(STEPS):
            counts = np.minimum(obs[:, O.OBS_OPTION_COUNT], O.OBS_OPTIONS)
            idx = (rng.random(n) * counts).astype(np.int64)
            obs = batch.step(obs[rows, O.OBS_OPTION_ROWS + idx * O.OPT_WIDTH + O.OPT_ACTION])[0]

    benchmark(run_steps)
    benchmark.extra_info["env_steps_per_round"] = n * STEPS
    assert batch.episodes().sum() >= 0


def test_batch_step_random_opponent(benchmark):
    # The single-agent form: the opponent's random decisions are played inside the core.
    benchmark.group = "batch"
    n = 1024
    batch = DuelBatch(test_db(), *starter_decks(), n=n, seed=1, opponent="random")
    rng = np.random.default_rng(0)
    rows = np.arange(n)

    def run_steps():
        obs = batch.observations()
        for _ in range(STEPS):
            counts = np.minimum(obs[:, O.OBS_OPTION_COUNT], O.OBS_OPTIONS)
            idx = (rng.random(n) * counts).astype(np.int64)
            obs = batch.step(obs[rows, O.OBS_OPTION_ROWS + idx * O.OPT_WIDTH + O.OPT_ACTION])[0]

    benchmark(run_steps)
    benchmark.extra_info["env_steps_per_round"] = n * STEPS
