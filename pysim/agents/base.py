"""The agent protocol and a loop that plays a duel with one agent per player."""
from __future__ import annotations

from typing import Protocol, Sequence

import numpy as np


class Agent(Protocol):
    """Chooses an action for the player to move.

    What each result records of an agent (:func:`pysim.provenance.agent_of`) comes from two
    optional members: ``describe()``, one line saying what the agent is (its algorithm, budget,
    version), and ``weights_hash``, a hash of its learned weights (an agent without weights
    leaves it out).
    """

    def act(self, duel) -> int:
        """Return one of ``duel.legal_actions()``."""
        ...


def best_action(legal, values, rng) -> int:
    """The legal action with the highest value, ties broken at random with ``rng``."""
    values = np.asarray(values, dtype=float)
    best = np.flatnonzero(values == values.max())
    return int(legal[rng.choice(best)])


def play(duel, agents: Sequence[Agent], max_decisions: int = 100_000) -> int:
    """Play ``duel`` to its end, asking ``agents[p]`` whenever player ``p`` decides.

    Returns :meth:`Duel.winner` (0, 1, or -1 for a draw).

    Raises
    ------
    RuntimeError
        When the duel does not end within ``max_decisions`` decisions.
    """
    for _ in range(max_decisions):
        if duel.is_terminal():
            return duel.winner()
        duel.apply(int(agents[duel.current_player()].act(duel)))
    raise RuntimeError(f"the duel did not end within {max_decisions} decisions")
