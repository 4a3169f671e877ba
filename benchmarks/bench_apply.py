"""One apply(): a Normal Summon in Main Phase 1 (on a fresh clone each round)."""
from ygo_core import Duel
from ygo_core import actions as A

from helpers import test_db, vanilla


def test_apply_normal_summon(benchmark):
    benchmark.group = "apply"
    m = vanilla(1000, 1000)
    base = Duel.from_position(test_db(), hands=([m] * 5, []), decks=([m] * 5,) * 2)
    action = A.ACT_SUMMON + base.card_ids(0, "hand")[0]

    def setup():
        return (base.clone(),), {}

    def apply(duel):
        duel.apply(action)

    benchmark.pedantic(apply, setup=setup, rounds=20000, iterations=1)
    after = base.clone()
    after.apply(action)
    assert after.monsters(0)[0]["code"] == m
