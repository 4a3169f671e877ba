"""Gymnasium's vector API over :class:`ygo_core.DuelBatch`: ``n`` duels stepped in one call
inside the core, the opponent's random decisions played there too, or a policy's for self-play
(``pip install ".[rl]"``).

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
from pysim.envs.common import (duel_decks, option_action, option_mask, resolve_deck, resolve_setup,
                               spaces)


def option_policy(policy):
    """A ``DuelBatch`` opponent (observations, legal-action masks -> action codes) from a policy
    over option rows (observations, option masks -> option indices), as the agent's."""
    def play(observations, masks):
        return option_action(observations, policy(observations, option_mask(observations)))
    return play


class DuelVectorEnv(VectorEnv):
    """DuelVectorEnv(num_envs, deck0=None, deck1=None, cards=None, rules="mr3", player=0, seed=0, first_player="alternate", opponent="random", deck_pairs=None)

    The agent plays ``player`` in every duel. Episode ``e`` of duel ``i`` is seeded from the
    seed, ``i`` and ``e`` only (:meth:`ygo_core.DuelBatch.episode_seed`).

    Parameters
    ----------
    deck0, deck1 : deck (:func:`pysim.envs.common.resolve_deck`)
        Extra Deck included; the Starter Decks by default.
    opponent : "random" or callable
        ``"random"``: uniformly random play inside the core. A policy (self-play):
        ``opponent(observations, action_mask) -> option indices``, called with the duels where
        the opponent is to move, batched (``(k, OBS_SIZE)`` int32, ``(k, OBS_OPTIONS)`` int8,
        ascending duel index), once per round of their decisions; it returns ``k`` option
        indices, read as the agent's actions are.
    deck_pairs : list of (deck0, deck1), optional
        Decks drawn per episode instead of ``deck0`` / ``deck1``: each episode plays one pair,
        drawn from its seed (:meth:`ygo_core.DuelBatch.episode_pair`; ``infos["pair"]`` says
        which each duel plays now).
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs, deck0=None, deck1=None, cards=None, rules="mr3", player=0,
                 seed=0, first_player="alternate", opponent="random", deck_pairs=None):
        if not (opponent == "random" or callable(opponent)):
            raise ValueError(f"opponent must be 'random' or a callable, got {opponent!r}")
        cards, lists0, lists1 = resolve_setup(deck0, deck1, cards)
        if deck_pairs is None:
            deck0, deck1, extras = duel_decks(lists0, lists1)
            decks = {"deck0": deck0, "deck1": deck1, **extras}
        else:
            if deck0 is not None or deck1 is not None:
                raise ValueError("give either deck0 and deck1 or deck_pairs, not both")
            pairs = [(resolve_deck(a), resolve_deck(b)) for a, b in deck_pairs]
            decks = {"deck0": None, "deck1": None,
                     "pairs": [(a.main, b.main, a.extra, b.extra) for a, b in pairs]}
        self.batch = DuelBatch(cards, n=num_envs, seed=seed, rules=rules, first_player=first_player,
                               opponent=opponent if opponent == "random" else option_policy(opponent),
                               learner=player, **decks)
        self.num_envs = num_envs
        self.player = player
        self.single_observation_space, self.single_action_space = spaces()
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._truncations = np.zeros(num_envs, dtype=bool)

    def _pair_info(self):
        # The deck pair each duel plays now (every duel has one: its mask is all True).
        return {"pair": self.batch.pairs().copy(), "_pair": np.ones(self.num_envs, dtype=bool)}

    def _pack(self, obs):
        return {"observation": obs, "action_mask": option_mask(obs)}

    def reset(self, *, seed=None, options=None):
        if seed is not None:
            self.action_space.seed(seed)
        obs, _ = self.batch.reset(seed=seed)
        return self._pack(obs), self._pair_info()

    def step(self, actions):
        codes = option_action(self.batch.observations(), actions)
        obs, _, rewards, dones = self.batch.step(codes)
        infos = {"winner": self.batch.winners().copy(), "_winner": dones.copy(), **self._pair_info()}
        return (self._pack(obs), rewards[:, self.player].copy(), dones.copy(),
                self._truncations.copy(), infos)
