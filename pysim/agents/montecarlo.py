"""Flat Monte Carlo: for each legal action, random playouts (inside the core) from determinized
clones; the action with the best win rate is chosen."""
from __future__ import annotations

import numpy as np

from pysim.agents.base import best_action


class FlatMonteCarloAgent:
    """Estimates each legal action's win rate with ``rollouts`` random playouts and picks the best.

    Each playout starts from a clone whose hidden information was re-dealt from the acting
    player's point of view (:meth:`Duel.determinize`), unless ``cheat``, and on which the action
    is then applied, so the agent does not play on cards it cannot know, not even in the
    action's own outcome.

    Parameters
    ----------
    rollouts : int
        Playouts per legal action.
    seed : int
        Seed of the agent's own generator (playout and determinization seeds come from it).
    cheat : bool
        Skip determinization (search the true state).
    """

    def __init__(self, rollouts: int = 16, seed: int = 0, cheat: bool = False):
        if rollouts < 1:
            raise ValueError("rollouts must be at least 1")
        self.rollouts = rollouts
        self.cheat = cheat
        self.rng = np.random.default_rng(seed)

    def describe(self) -> str:
        seen = "the true state" if self.cheat else "determinized copies"
        return f"flat Monte Carlo, {self.rollouts} random playouts per legal action on {seen}"

    def act(self, duel) -> int:
        legal = duel.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        player = duel.current_player()
        return best_action(legal, [self.value(duel, int(a), player) for a in legal], self.rng)

    def value(self, duel, action: int, player: int) -> float:
        """Mean return of ``action`` for ``player`` over the playouts (+1 win, -1 loss, 0 draw)."""
        total = 0.0
        for _ in range(self.rollouts):
            total += self._playout(duel, action, player).returns()[player]
        return total / self.rollouts

    def _playout(self, duel, action: int, player: int):
        # One playout of `action`. The hidden cards are dealt again before the action is taken,
        # so that its own outcome (an attack on a face-down monster that the opponent cannot
        # answer resolves at once) is played on a guess, not on the true cards. An action that
        # is not legal in that deal (its card id now stands for a card elsewhere) is taken in
        # the true state and the deal follows it.
        child = duel.clone()
        if not self.cheat:
            child.determinize(player, int(self.rng.integers(2 ** 63)))
            if action not in child.legal_actions():
                child = duel.clone()
                child.apply(action)
                if not child.is_terminal():
                    child.determinize(player, int(self.rng.integers(2 ** 63)))
                if not child.is_terminal():
                    child.playout(int(self.rng.integers(2 ** 63)))
                return child
        child.apply(action)
        if not child.is_terminal():
            child.playout(int(self.rng.integers(2 ** 63)))
        return child
