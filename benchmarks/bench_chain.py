"""clone() and legal_actions() with a chain open and a response window pending."""
from ygo_core import Duel
from ygo_core import actions as A

from helpers import card_in_hand, test_db, vanilla

OOKAZI = 19523799
JUST_DESSERTS = 24068492
CASTLE_WALLS = 44209392


def open_chain():
    m = vanilla(1000, 1000)
    duel = Duel.from_position(test_db(), hands=([OOKAZI, m, m], [m]), monsters=([m, m], [m]),
                              spells=([], [JUST_DESSERTS, CASTLE_WALLS]),
                              decks=([m] * 5,) * 2, auto_forced=False)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    assert duel.decision() == "response" and len(duel.chain()) == 1
    return duel


def test_clone_open_chain(benchmark):
    benchmark.group = "clone"
    duel = open_chain()
    assert benchmark(duel.clone) == duel


def test_legal_actions_response_window(benchmark):
    benchmark.group = "legal_actions"
    duel = open_chain()
    actions = benchmark(duel.legal_actions)
    assert actions[0] == A.ACT_PASS and len(actions) == 3
