"""The learning environments (issue 9): agent steps a second through the PettingZoo AEC env
(raw, no wrapper) and Gymnasium's vector env over DuelBatch, random legal choices.
Target (issue 9): 100,000 AEC steps/s. Skipped without the rl extra."""
import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra is not installed (pip install '.[rl]')")
pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install '.[rl]')")

from pysim.envs.pettingzoo_env import raw_env
from pysim.envs.vector import DuelVectorEnv

STEPS = 1000


def test_aec_steps_random(benchmark):
    benchmark.group = "envs"
    env = raw_env(seed=1)
    env.reset(seed=1)
    rng = np.random.default_rng(0)

    def run_steps():
        for _ in range(STEPS):
            agent = env.agent_selection
            if env.terminations[agent]:
                env.reset()
                continue
            mask = env.observe(agent)["action_mask"]
            # count_nonzero, not mask.sum(): the same count at an eighth of the cost, so the
            # round times the environment rather than numpy's reduction machinery.
            env.step(int(rng.integers(np.count_nonzero(mask))))

    benchmark(run_steps)
    benchmark.extra_info["agent_steps_per_round"] = STEPS


def test_vector_env_steps_random(benchmark):
    benchmark.group = "envs"
    n = 1024
    envs = DuelVectorEnv(num_envs=n, seed=1)
    obs, _ = envs.reset(seed=1)
    rng = np.random.default_rng(0)

    def run_steps():
        o = obs
        for _ in range(20):
            counts = np.count_nonzero(o["action_mask"], axis=1)
            o = envs.step((rng.random(n) * counts).astype(np.int64))[0]

    benchmark(run_steps)
    benchmark.extra_info["env_steps_per_round"] = n * 20
