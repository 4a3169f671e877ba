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


class RandomPolicy:
    """A uniformly random option row per duel, read from the observations: numpy into buffers
    allocated once (a fresh temporary per operation cost more than DuelBatch.step's own Python
    per batch step). Draws exactly what ``(rng.random(n) * counts).astype(np.int64)`` draws."""

    def __init__(self, n, rng):
        self.rng = rng
        self.keys = np.empty(n)
        self.counts = np.empty(n, dtype=np.int32)
        self.rows = np.empty(n, dtype=np.int64)
        self.actions = np.empty(n, dtype=np.int32)
        # Flat index (into the (n, OBS_SIZE) observations) of each duel's option row 0 action.
        self.row0 = np.arange(n, dtype=np.int64) * O.OBS_SIZE + O.OBS_OPTION_ROWS + O.OPT_ACTION

    def __call__(self, obs):
        np.minimum(obs[:, O.OBS_OPTION_COUNT], O.OBS_OPTIONS, out=self.counts)
        self.rng.random(out=self.keys)
        np.multiply(self.keys, self.counts, out=self.keys)
        np.copyto(self.rows, self.keys, casting="unsafe")  # truncates, as astype does
        np.multiply(self.rows, O.OPT_WIDTH, out=self.rows)
        np.add(self.rows, self.row0, out=self.rows)
        return np.take(obs.reshape(-1), self.rows, out=self.actions)


@pytest.mark.parametrize("n", [64, 1024])
def test_batch_step_random_policy(benchmark, n):
    benchmark.group = "batch"
    batch = DuelBatch(test_db(), *starter_decks(), n=n, seed=1)
    policy = RandomPolicy(n, np.random.default_rng(0))

    def run_steps():
        obs = batch.observations()
        for _ in range(STEPS):
            obs = batch.step(policy(obs))[0]

    benchmark(run_steps)
    benchmark.extra_info["env_steps_per_round"] = n * STEPS
    assert batch.episodes().sum() >= 0


def test_batch_step_random_opponent(benchmark):
    # The single-agent form: the opponent's random decisions are played inside the core.
    benchmark.group = "batch"
    n = 1024
    batch = DuelBatch(test_db(), *starter_decks(), n=n, seed=1, opponent="random")
    policy = RandomPolicy(n, np.random.default_rng(0))

    def run_steps():
        obs = batch.observations()
        for _ in range(STEPS):
            obs = batch.step(policy(obs))[0]

    benchmark(run_steps)
    benchmark.extra_info["env_steps_per_round"] = n * STEPS
