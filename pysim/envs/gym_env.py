"""A Gymnasium environment: one agent against an opponent of :mod:`pysim.agents`
(``gymnasium.make("ygo_sim/Duel-v0", ...)`` after ``import pysim.envs``; ``pip install ".[rl]"``).

Observations and actions as in :mod:`pysim.envs.pettingzoo_env` (option indices, an
``action_mask`` over them); the reward is +1 / -1 / 0 when the duel ends.
"""
from __future__ import annotations

import gymnasium as gym
import numpy as np

from ygo_core import Duel
from pysim.agents.spec import make_agent
from pysim.envs.common import duel_decks, legal_option, option_mask, resolve_setup, spaces


class DuelEnv(gym.Env):
    """DuelEnv(deck0=None, deck1=None, cards=None, rules="mr3", player=0, opponent="random", first_player=None, render_mode=None)

    Parameters
    ----------
    deck0, deck1 : deck (:func:`pysim.envs.common.resolve_deck`)
        Player 0's and player 1's decks, Extra Deck included (the Starter Decks by default):
        a YDK path, a ``ydke://`` URL, a bundled deck name, a ``Deck``, a Main Deck passcode
        list or a ``(main, extra)`` pair.
    player : int
        The player the agent plays (the opponent plays the other).
    opponent : str or agent
        An agent spec (``random``, ``greedy``, ``mc:N``) or any object with ``act(duel)``.
    first_player : 0, 1 or None
        ``None``: chosen at random each episode.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, deck0=None, deck1=None, cards=None, rules="mr3", player=0,
                 opponent="random", first_player=None, render_mode=None):
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {player!r}")
        if first_player not in (None, 0, 1):
            raise ValueError(f"first_player must be 0, 1 or None, got {first_player!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.cards, self.deck0, self.deck1 = resolve_setup(deck0, deck1, cards)
        self.rules, self.player, self.first_player = rules, player, first_player
        self.render_mode = render_mode
        self._opponent_spec = opponent
        if isinstance(opponent, str):
            make_agent(opponent, 0)  # refuses an unknown spec now, by name
        self.observation_space, self.action_space = spaces()
        self.duel = None

    def _observe(self):
        obs = self.duel.observation(self.player)
        return {"observation": obs, "action_mask": option_mask(obs)}

    def _info(self):
        return {"winner": self.duel.winner(), "turn": self.duel.turn()}

    def _play_opponent(self):
        while not self.duel.is_terminal() and self.duel.current_player() != self.player:
            self.duel.apply(int(self.opponent.act(self.duel)))

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        duel_seed = int(self.np_random.integers(2**63))
        first = self.first_player if self.first_player is not None else int(self.np_random.integers(2))
        spec = self._opponent_spec
        self.opponent = make_agent(spec, int(self.np_random.integers(2**63))) if isinstance(spec, str) else spec
        deck0, deck1, extras = duel_decks(self.deck0, self.deck1)
        self.duel = Duel(self.cards, deck0, deck1, seed=duel_seed, rules=self.rules,
                         first_player=first, **extras)
        self._play_opponent()
        return self._observe(), self._info()

    def step(self, action):
        if self.duel is None or self.duel.is_terminal():
            raise RuntimeError("step() called before reset() or after the episode ended")
        self.duel.apply(legal_option(self.duel.legal_actions(), action))
        self._play_opponent()
        terminated = self.duel.is_terminal()
        reward = float(self.duel.returns()[self.player]) if terminated else 0.0
        return self._observe(), reward, terminated, False, self._info()

    def render(self):
        return repr(self.duel) if self.render_mode == "ansi" else None
