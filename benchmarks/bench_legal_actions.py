"""legal_actions() in Main Phase 1 with a full hand and monsters on the field."""
from ygo_core import Duel

from helpers import test_db, vanilla


def test_legal_actions_main1(benchmark):
    benchmark.group = "legal_actions"
    hand = [vanilla(100 * i, 100, level=1 + i % 8) for i in range(1, 8)]
    field = [vanilla(1000, 1000), (vanilla(1200, 1000), "set"), vanilla(1500, 1000)]
    duel = Duel.from_position(test_db(), hands=(hand, []), monsters=(field, []),
                              decks=([vanilla(100, 100)] * 5,) * 2)
    actions = benchmark(duel.legal_actions)
    assert duel.phase() == "main1" and len(actions) > 10
