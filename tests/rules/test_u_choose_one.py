"""U08, "choose one" (speed, issue 12): activating a card with several effects asks which one
only when a second one is activatable too; the check looks only past the first activatable
effect (activatable_after), so with one legal effect, first or last, nothing is asked."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import Filter, cost_send, gain_lp, ignition

from helpers import monster_card, pass_until, table_db, table_position, vanilla

EFFECT_MONSTER = 0x21
M = vanilla(1000, 1000)
# A cost of one monster from the player's GY: payable only with one there (U03, U08).
ONE_FROM_GY = [cost_send(Filter(where=("gy",), controller="self", kind=("monster",)), 1, "banished")]

TEST_CARDS = {
    98130001: ("Test Cost First U", EFFECT_MONSTER, ignition(gain_lp(100), cost=ONE_FROM_GY), ignition(gain_lp(200))),
    98130002: ("Test Cost Last U", EFFECT_MONSTER, ignition(gain_lp(100)), ignition(gain_lp(200), cost=ONE_FROM_GY)),
}
COST_FIRST, COST_LAST = sorted(TEST_CARDS)


def _info(code, name, kind, _):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x1, 1000, 1000)


def db():
    # Built at the first test, once (table_db), not when the module is collected.
    return table_db(TEST_CARDS, _info)


def position(**kw):
    return table_position(db(), [vanilla(100, 100)] * 10, **kw)


def test_only_the_last_effect_legal_is_activated_without_a_question():
    # U08: the first effect's cost cannot be paid (an empty GY); the second is the only one.
    duel = position(monsters=([(COST_FIRST, "attack")], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() != "option"
    pass_until(duel, "main")
    assert duel.lp(0) == 8200


def test_only_the_first_effect_legal_is_activated_without_a_question():
    duel = position(monsters=([(COST_LAST, "attack")], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() != "option"
    pass_until(duel, "main")
    assert duel.lp(0) == 8100


def test_both_effects_legal_ask_which_one():
    duel = position(monsters=([(COST_LAST, "attack")], []), graveyards=([M], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() == "option" and list(duel.legal_actions()) == [A.ACT_OPTION, A.ACT_OPTION + 1]
