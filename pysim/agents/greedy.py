"""A one-ply greedy agent: try each legal action on a clone and keep the best-looking result."""
from __future__ import annotations

import numpy as np

from pysim.agents.base import best_action

# Weights of the position score, from the acting player's side.
LP_WEIGHT = 1.0
MONSTER_ATK_WEIGHT = 0.5
CARD_WEIGHT = 300.0
WIN_SCORE = 1e9


def score(duel, player: int) -> float:
    """How good the position looks for ``player``: LP, monsters' ATK and cards in hand and on the
    field, each against the opponent's; a won duel scores highest."""
    if duel.is_terminal():
        w = duel.winner()
        return 0.0 if w == -1 else (WIN_SCORE if w == player else -WIN_SCORE)
    total = 0.0
    for p, sign in ((player, 1.0), (1 - player, -1.0)):
        monsters = [m for m in duel.monsters(p) if m]
        total += sign * (LP_WEIGHT * duel.lp(p)
                         + MONSTER_ATK_WEIGHT * sum(m["atk"] for m in monsters)
                         + CARD_WEIGHT * (len(monsters) + len(duel.hand(p))))
    return total


class GreedyAgent:
    """Applies each legal action to a clone and picks the one whose resulting position scores
    best for the acting player (ties broken at random). Sees the true state: a baseline, not a
    fair player."""

    def __init__(self, seed: int = 0):
        self.rng = np.random.default_rng(seed)

    def describe(self) -> str:
        return "one-ply lookahead on the true state, scored by LP, ATK and cards"

    def act(self, duel) -> int:
        legal = duel.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        player = duel.current_player()
        scores = []
        for action in legal:
            child = duel.clone()
            child.apply(int(action))
            scores.append(score(child, player))
        return best_action(legal, scores, self.rng)
