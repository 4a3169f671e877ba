"""Agents that choose actions in a :class:`ygo_core.Duel`: random play, a one-ply greedy
heuristic, flat Monte Carlo search over random playouts run inside the core, and
information-set MCTS (IS-MCTS) over determinized deals with the same playouts.

An agent is any object with ``act(duel) -> int`` returning one of ``duel.legal_actions()``.
:func:`play` runs a duel to its end with one agent per player.
"""
from pysim.agents.base import Agent, play
from pysim.agents.greedy import GreedyAgent
from pysim.agents.ismcts import ISMCTSAgent
from pysim.agents.montecarlo import FlatMonteCarloAgent
from pysim.agents.random import RandomAgent

__all__ = ["Agent", "play", "RandomAgent", "GreedyAgent", "FlatMonteCarloAgent", "ISMCTSAgent"]
