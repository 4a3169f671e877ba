"""Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley and
Whitehouse 2012): every iteration deals the hidden cards again (:meth:`Duel.determinize`), walks
one shared tree with UCT among the actions legal in that deal (availability counts), adds one
node and finishes the duel with a random playout inside the core. An edge is a (player,
decision, action) triple, so that one player's statistics never mix with the other's where the
deals disagree on who moves next. The subtree of the chosen action is kept for the player's next
decision when nobody else decided in between."""
from __future__ import annotations

import math

import numpy as np

from pysim.agents.base import best_action


class _Node:
    # One tree node: the information set reached by a sequence of edges from the root. Per
    # edge (mover, decision kind, action): its node, visits, the mover's total reward, and how
    # often it was available when the node was visited.
    __slots__ = ("children", "visits", "wins", "avail")

    def __init__(self):
        self.children: dict[tuple, _Node] = {}
        self.visits: dict[tuple, int] = {}
        self.wins: dict[tuple, float] = {}
        self.avail: dict[tuple, int] = {}


class ISMCTSAgent:
    """IS-MCTS with UCT (availability counts), random playouts inside the core.

    The budget is counted as :class:`FlatMonteCarloAgent`'s: ``rollouts`` playouts per legal
    action of the decision. ``ismcts:N`` runs ``N * len(legal)`` iterations of one playout each
    (an iteration that reaches the end of the duel inside the tree needs none), ``mc:N`` runs
    ``N`` playouts for each legal action: the same number. A decision with a single legal
    action spends nothing, as with ``mc:N``. The deals never show the searching player a card
    they cannot know (a Set card is "some Spell or Trap").

    With ``reuse``, the subtree below the chosen action is the root of the next search when
    the next decision is the same player's, in the same turn, with no other decision in
    between (the decision count of a deal taken after the chosen action, forced decisions
    included, matches the duel's). Its statistics come from the earlier decision's budget; the
    new decision still runs its own full budget on top.

    The same seed and the same duel give the same choices.

    Parameters
    ----------
    rollouts : int
        Playouts per legal action of the root decision.
    seed : int
        Seed of the agent's generator (deals and playouts).
    exploration : float
        UCT's constant (rewards are 1 for a win, 0.5 a draw, 0 a loss).
    reuse : bool
        Keep the chosen action's subtree for the next decision of the same turn.
    """

    def __init__(self, rollouts: int = 16, seed: int = 0, exploration: float = 0.7,
                 reuse: bool = True):
        if rollouts < 1:
            raise ValueError("rollouts must be at least 1")
        self.rollouts = rollouts
        self.exploration = exploration
        self.reuse = reuse
        self.rng = np.random.default_rng(seed)
        self.iterations = 0  # iterations run so far (at most one playout each)
        self.reused = 0  # decisions whose search started from a kept subtree
        self._kept = None  # (player, turn, decision count, node) of the expected next decision

    def describe(self) -> str:
        return (f"IS-MCTS (UCT, exploration {self.exploration}), {self.rollouts} playouts per "
                f"legal action{', subtree reuse' if self.reuse else ''}")

    def act(self, duel) -> int:
        legal = duel.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        player = duel.current_player()
        root = self._kept_root(duel, player)
        if root is None:
            root = _Node()
        else:
            self.reused += 1
        budget = self.rollouts * len(legal)
        for _ in range(budget):
            self._iterate(duel, player, root)
        self.iterations += budget
        decision = duel.decision()
        visits = [root.visits.get((player, decision, int(a)), 0) for a in legal]
        action = best_action(legal, visits, self.rng)
        self._keep(duel, player, root.children.get((player, decision, action)), action)
        return action

    def _keep(self, duel, player: int, child, action: int) -> None:
        # The decision count expected at the next decision if nobody else decides, from a deal
        # (never the true hidden cards); the chosen action's node becomes the next root then.
        self._kept = None
        if not self.reuse or child is None:
            return
        after = duel.clone()
        after.determinize(player, int(self.rng.integers(2 ** 63)))
        if action not in after.legal_actions():
            return
        after.apply(action)
        if not after.is_terminal() and after.current_player() == player and after.turn() == duel.turn():
            self._kept = (player, duel.turn(), after.decisions(), child)

    def _kept_root(self, duel, player: int):
        kept, self._kept = self._kept, None
        if kept is not None and kept[:3] == (player, duel.turn(), duel.decisions()):
            return kept[3]
        return None

    def _iterate(self, duel, player: int, root: _Node) -> None:
        state = duel.clone()
        state.determinize(player, int(self.rng.integers(2 ** 63)))
        node, path = root, []
        while not state.is_terminal():
            mover, decision = state.current_player(), state.decision()
            edges = [(mover, decision, a) for a in state.legal_actions().tolist()]
            for e in edges:
                node.avail[e] = node.avail.get(e, 0) + 1
            untried = [e for e in edges if e not in node.children]
            if untried:
                e = untried[self.rng.integers(len(untried))]
                node.children[e] = _Node()
                node.visits[e] = node.wins[e] = 0
                state.apply(e[2])
                path.append((node, e))
                break
            e = self._select(node, edges)
            state.apply(e[2])
            path.append((node, e))
            node = node.children[e]
        if not state.is_terminal():
            state.playout(int(self.rng.integers(2 ** 63)))
        winner = state.winner()
        for node, e in path:
            node.visits[e] += 1
            node.wins[e] += 0.5 if winner == -1 else float(winner == e[0])

    def _select(self, node: _Node, edges: list) -> tuple:
        # UCT over the edges available in this deal (availability counts replace the parent's).
        c = self.exploration
        best, best_value = edges[0], -math.inf
        for e in edges:
            n = node.visits[e]
            value = node.wins[e] / n + c * math.sqrt(math.log(node.avail[e]) / n) if n else math.inf
            if value > best_value:
                best, best_value = e, value
        return best
