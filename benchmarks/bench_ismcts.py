"""ISMCTSAgent (issue 9): one decision from a mid-duel Starter Deck position (turn 5 or later of a
seeded random duel), ismcts:4; extra_info has the iterations (4 per legal action)."""
from ygo_core import Duel
from pysim.agents import ISMCTSAgent

from helpers import starter_decks, test_db


def mid_duel():
    # The first decision with several legal actions from turn 5 on, in a seeded random duel.
    duel = Duel(test_db(), *starter_decks(), seed=3)
    k = 0
    while not (duel.turn() >= 5 and len(duel.legal_actions()) >= 4):
        legal = duel.legal_actions()
        duel.apply(int(legal[k % len(legal)]))
        k += 1
    return duel


def test_ismcts_decision_midgame(benchmark):
    benchmark.group = "ismcts"
    duel = mid_duel()
    agent = ISMCTSAgent(rollouts=4, seed=1)
    action = benchmark(agent.act, duel)
    assert action in duel.legal_actions()
    benchmark.extra_info["iterations"] = 4 * len(duel.legal_actions())
