"""Agents named on the command line, and a duel whose playouts use them."""
from __future__ import annotations

import numpy as np

from pysim.agents.base import play
from pysim.agents.greedy import GreedyAgent
from pysim.agents.ismcts import ISMCTSAgent
from pysim.agents.montecarlo import FlatMonteCarloAgent
from pysim.agents.random import RandomAgent

#: The default: both players pick uniformly random legal actions (inside the core).
RANDOM_PLAY = ("random", "random")
DEFAULT_ROLLOUTS = 16


def make_agent(spec: str, seed: int):
    """The agent a spec names: ``random``, ``greedy``, ``mc`` or ``mc:N`` (N playouts per
    action), ``mc-cheat:N`` (no determinization), ``ismcts`` or ``ismcts:N`` (IS-MCTS with
    the budget of ``mc:N``).

    Raises
    ------
    ValueError
        For an unknown spec.
    """
    name, _, arg = spec.partition(":")
    if name == "random" and not arg:
        return RandomAgent(seed)
    if name == "greedy" and not arg:
        return GreedyAgent(seed)
    if name in ("mc", "mc-cheat", "ismcts"):
        try:
            rollouts = int(arg) if arg else DEFAULT_ROLLOUTS
        except ValueError:
            rollouts = 0
        if rollouts >= 1 and name == "ismcts":
            return ISMCTSAgent(rollouts, seed)
        if rollouts >= 1:
            return FlatMonteCarloAgent(rollouts, seed, cheat=name == "mc-cheat")
    raise ValueError(f"unknown agent {spec!r}: use random, greedy, mc, mc:N, mc-cheat:N, ismcts or ismcts:N")


def agent_seed(seed: int, player: int) -> int:
    """The seed of ``player``'s agent in the duel played with ``seed``."""
    return int(np.random.SeedSequence([seed, player]).generate_state(2, np.uint32).view(np.uint64)[0])


class AgentDuel:
    """A :class:`ygo_core.Duel` whose ``playout(seed)`` and ``playout_log(seed)`` play with
    the named agents (seeded from ``seed``) instead of random actions; everything else is
    the duel's."""

    def __init__(self, duel, specs):
        self.duel = duel
        self.specs = tuple(specs)

    def agents(self, seed: int):
        return [make_agent(spec, agent_seed(seed, p)) for p, spec in enumerate(self.specs)]

    def playout(self, seed: int = 0) -> int:
        return play(self.duel, self.agents(seed))

    def playout_log(self, seed: int = 0) -> list:
        """The same game as :meth:`playout`, with one ``(turn, player, decision, text)`` per action."""
        agents, log, duel = self.agents(seed), [], self.duel
        while not duel.is_terminal():
            player = duel.current_player()
            action = int(agents[player].act(duel))
            log.append((duel.turn(), player, duel.decision(), duel.describe(action)))
            duel.apply(action)
        return log

    def __getattr__(self, name):
        return getattr(self.duel, name)


def weights_hash(spec: str) -> str | None:
    """The hash of the trained weights the agent ``spec`` plays with (its ``weights_hash``
    attribute), or None for an agent without weights (random, greedy, search)."""
    return getattr(make_agent(spec, 0), "weights_hash", None)
