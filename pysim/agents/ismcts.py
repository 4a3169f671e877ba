"""Information-set Monte Carlo tree search (single-observer IS-MCTS): every iteration deals the
hidden cards again (:meth:`Duel.determinize`), walks one shared tree with UCT among the actions
legal in that deal, adds one node and finishes the duel with a random playout inside the core."""
from __future__ import annotations

import math

import numpy as np

from pysim.agents.base import best_action


class _Node:
    # One tree node: the decision reached by a sequence of actions from the root. Per child
    # action: its node, visits, the mover's total reward, and how often it was available.
    __slots__ = ("children", "visits", "wins", "avail")

    def __init__(self):
        self.children: dict[int, _Node] = {}
        self.visits: dict[int, int] = {}
        self.wins: dict[int, float] = {}
        self.avail: dict[int, int] = {}


class ISMCTSAgent:
    """IS-MCTS with UCT (availability counts), random playouts inside the core.

    The budget is counted as :class:`FlatMonteCarloAgent`'s: ``rollouts`` playouts per legal
    action of the decision (``ismcts:N`` and ``mc:N`` spend the same), here spent on one tree
    over both players' decisions instead of one flat estimate per action. The deals never show
    the searching player a card they cannot know (a Set card is "some Spell or Trap").

    Parameters
    ----------
    rollouts : int
        Playouts per legal action of the root decision.
    seed : int
        Seed of the agent's generator (deals and playouts).
    exploration : float
        UCT's constant (rewards are 1 for a win, 0.5 a draw, 0 a loss).
    """

    def __init__(self, rollouts: int = 16, seed: int = 0, exploration: float = 0.7):
        if rollouts < 1:
            raise ValueError("rollouts must be at least 1")
        self.rollouts = rollouts
        self.exploration = exploration
        self.rng = np.random.default_rng(seed)

    def act(self, duel) -> int:
        legal = duel.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        player = duel.current_player()
        root = _Node()
        for _ in range(self.rollouts * len(legal)):
            self._iterate(duel, player, root)
        return best_action(legal, [root.visits.get(int(a), 0) for a in legal], self.rng)

    def _iterate(self, duel, player: int, root: _Node) -> None:
        state = duel.clone()
        state.determinize(player, int(self.rng.integers(2 ** 63)))
        node, path = root, []
        while not state.is_terminal():
            mover = state.current_player()
            legal = state.legal_actions().tolist()
            for a in legal:
                node.avail[a] = node.avail.get(a, 0) + 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                a = untried[self.rng.integers(len(untried))]
                node.children[a] = _Node()
                node.visits[a] = node.wins[a] = 0
                state.apply(a)
                path.append((node, a, mover))
                break
            a = self._select(node, legal)
            state.apply(a)
            path.append((node, a, mover))
            node = node.children[a]
        if not state.is_terminal():
            state.playout(int(self.rng.integers(2 ** 63)))
        winner = state.winner()
        for node, a, mover in path:
            node.visits[a] += 1
            node.wins[a] += 0.5 if winner == -1 else float(winner == mover)

    def _select(self, node: _Node, legal: list[int]) -> int:
        # UCT over the actions available in this deal (availability counts replace the parent's).
        c = self.exploration
        best, best_value = legal[0], -math.inf
        for a in legal:
            n = node.visits[a]
            value = node.wins[a] / n + c * math.sqrt(math.log(node.avail[a]) / n) if n else math.inf
            if value > best_value:
                best, best_value = a, value
        return best
