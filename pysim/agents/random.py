"""Uniformly random legal actions."""
from __future__ import annotations

import numpy as np


class RandomAgent:
    """Picks a legal action uniformly at random from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = np.random.default_rng(seed)

    def act(self, duel) -> int:
        legal = duel.legal_actions()
        return int(legal[self.rng.integers(len(legal))])

    def describe(self) -> str:
        return "uniformly random legal actions"
