"""Gymnasium's vector API over :class:`ygo_core.DuelBatch`: ``n`` duels stepped in one call
inside the core, the opponent's random decisions played there too (``pip install ".[rl]"``).

Observations are the batch of the single environment's dicts
(``{"observation": int32 (n, OBS_SIZE), "action_mask": int8 (n, OBS_OPTIONS)}``); actions are
option indices, one per duel. Episodes reset in the same step they end
(``AutoresetMode.SAME_STEP``): the observation returned for an ended duel is its next episode's
first one, and ``infos["winner"]`` says who won the ended one (the terminal observation itself
is not kept: nothing is left to decide in it).

Examples
--------
>>> from pysim.envs.vector import DuelVectorEnv
>>> envs = DuelVectorEnv(num_envs=4, seed=1)
>>> obs, infos = envs.reset(seed=1)
>>> obs, rewards, terminations, truncations, infos = envs.step(envs.action_space.sample())
"""
from __future__ import annotations

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ygo_core import DuelBatch
from pysim.envs.common import option_action, option_mask, resolve_setup, spaces


class DuelVectorEnv(VectorEnv):
    """DuelVectorEnv(num_envs, deck0=None, deck1=None, cards=None, rules="mr3", player=0, seed=0, first_player="alternate")

    The agent plays ``player`` in every duel against uniformly random play (inside the core).
    Episode ``e`` of duel ``i`` is seeded from the seed, ``i`` and ``e`` only
    (:meth:`ygo_core.DuelBatch.episode_seed`).
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs, deck0=None, deck1=None, cards=None, rules="mr3", player=0,
                 seed=0, first_player="alternate"):
        cards, main0, main1 = resolve_setup(deck0, deck1, cards)
        self.batch = DuelBatch(cards, main0, main1, n=num_envs, seed=seed, rules=rules,
                               first_player=first_player, opponent="random", learner=player)
        self.num_envs = num_envs
        self.player = player
        self.single_observation_space, self.single_action_space = spaces()
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._truncations = np.zeros(num_envs, dtype=bool)

    def _pack(self, obs):
        return {"observation": obs, "action_mask": option_mask(obs)}

    def reset(self, *, seed=None, options=None):
        if seed is not None:
            self.action_space.seed(seed)
        obs, _ = self.batch.reset(seed=seed)
        return self._pack(obs), {}

    def step(self, actions):
        codes = option_action(self.batch.observations(), actions)
        obs, _, rewards, dones = self.batch.step(codes)
        infos = {"winner": self.batch.winners().copy(), "_winner": dones.copy()}
        return (self._pack(obs), rewards[:, self.player].copy(), dones.copy(),
                self._truncations.copy(), infos)
