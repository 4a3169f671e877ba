"""A PettingZoo AEC environment: two agents, ``player_0`` and ``player_1``, taking turns as the
duel asks them (``pip install ".[rl]"``).

Observations are ``{"observation": int32 (OBS_SIZE,), "action_mask": int8 (OBS_OPTIONS,)}``
(``ygo_core.observe``); actions are option indices (:mod:`pysim.envs.common`). The reward is
+1 / -1 (0 for a draw) to each agent when the duel ends.

Examples
--------
>>> from pysim.envs.pettingzoo_env import env
>>> e = env(seed=1)
>>> e.reset(seed=1)
>>> obs, reward, termination, truncation, info = e.last()
>>> e.step(int(obs["action_mask"].argmax()))
"""
from __future__ import annotations

import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ygo_core import Duel
from ygo_core import observe as O
from pysim.envs.common import duel_decks, resolve_setup, spaces

AGENTS = ("player_0", "player_1")
_PLAYER = {agent: p for p, agent in enumerate(AGENTS)}
# _MASKS[k]: the action mask with the first k option rows in use (copied, never handed out);
# a list of the rows, not the 2-D array: indexing the array makes a view object first, which
# cost as much as the copy (observe() runs once per agent step).
_MASKS = list(np.tril(np.ones((O.OBS_OPTIONS + 1, O.OBS_OPTIONS), dtype=np.int8), -1))
# Where option row 0's action code is in an observation (row k's: OPT_WIDTH words on).
_ROWS = O.OBS_OPTION_ROWS + O.OPT_ACTION
# The observe module's constants as module globals (one lookup, not two, per use).
_OPTION_COUNT, _WIDTH = O.OBS_OPTION_COUNT, O.OPT_WIDTH


def env(**kwargs):
    """The AEC environment wrapped in PettingZoo's order-enforcing wrapper (arguments as
    :class:`raw_env`)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class raw_env(AECEnv):
    """raw_env(deck0=None, deck1=None, cards=None, rules="mr3", seed=None, first_player=None, render_mode=None)

    Parameters
    ----------
    deck0, deck1 : deck (:func:`pysim.envs.common.resolve_deck`)
        Extra Deck included: a YDK path, a ``ydke://`` URL, a bundled deck name, a ``Deck``,
        a Main Deck passcode list or a ``(main, extra)`` pair. The Starter Decks
        (``starter-yugi``, ``starter-kaiba``) by default.
    cards : CardDB, optional
        The bundled card data by default.
    rules : str or RuleSet
    seed : int, optional
        Seeds the duels when :meth:`reset` is given no seed.
    first_player : 0, 1 or None
        ``None``: chosen at random each episode.
    """

    metadata = {"name": "ygo_duel_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, deck0=None, deck1=None, cards=None, rules="mr3", seed=None,
                 first_player=None, render_mode=None):
        super().__init__()
        if first_player not in (None, 0, 1):
            raise ValueError(f"first_player must be 0, 1 or None, got {first_player!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.cards, self.deck0, self.deck1 = resolve_setup(deck0, deck1, cards)
        self.rules = rules
        self.first_player = first_player
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._obs_space, self._act_space = spaces()
        self._rng = np.random.default_rng(seed)
        self.duel = None
        self._options = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        duel_seed = int(self._rng.integers(2**63))
        first = self.first_player if self.first_player is not None else int(self._rng.integers(2))
        deck0, deck1, extras = duel_decks(self.deck0, self.deck1)
        self.duel = Duel(self.cards, deck0, deck1, seed=duel_seed, rules=self.rules,
                         first_player=first, **extras)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = AGENTS[self.duel.current_player()]
        self._options = None

    def observe(self, agent):
        obs = self.duel.observation(_PLAYER[agent])
        count = int(obs[_OPTION_COUNT])
        if agent == self.agent_selection:
            # The decider's option codes, so that step() need not list the legal actions again
            # (Python ints, not a view: the caller may write into the observation it was given).
            self._options = obs[_ROWS:_ROWS + count * _WIDTH:_WIDTH].tolist()
        return {"observation": obs, "action_mask": _MASKS[count].copy()}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        options = self._options
        if options is None:
            options = self.duel.legal_actions().tolist()
        self._options = None
        self._cumulative_rewards[agent] = 0.0
        # Option k plays row k; an index past the rows in use wraps around (pysim.envs.common).
        self.duel.apply(options[int(action) % len(options)])
        if self.duel.is_terminal():
            returns = self.duel.returns()
            info = {"winner": self.duel.winner(), "win_reason": self.duel.win_reason()}
            for p, a in enumerate(AGENTS):
                self.rewards[a] = float(returns[p])
                self.terminations[a] = True
                self.infos[a] = dict(info)
            self._accumulate_rewards()
        else:
            # Rewards are 0 until the end: nothing to add to the cumulative ones.
            self.agent_selection = AGENTS[self.duel.current_player()]

    def render(self):
        if self.render_mode == "ansi":
            return repr(self.duel)
        return None

    def close(self):
        pass
