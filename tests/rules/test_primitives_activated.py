"""The activated family's primitives (issue 8), exercised with test-only cards: Quick effects of
monsters (Spell Speed 2, W01-W02), cost programs (U03: paid at activation, before the opponent
can respond), "choose one" effects, counters and what a cost paid is counted for."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, add_counter, cost_counters, cost_self, cost_send, damage_per_paid, gain_lp, ignition,
    monsters, quick,
)

from helpers import table_db, table_position, card_in_hand, monster_card, pass_until, vanilla

EFFECT_MONSTER, NORMAL_SPELL = 0x21, 0x2
M = vanilla(1000, 1000)
OWN_GY_MONSTERS = Filter(where=("gy",), controller="self", kind=("monster",))

TEST_CARDS = {
    98100001: ("Test Quick Monster", EFFECT_MONSTER, quick(gain_lp(100))),
    98100002: ("Test Banish Cost", EFFECT_MONSTER,
               ignition(damage_per_paid(300), cost=[cost_send(OWN_GY_MONSTERS, 2, "banished")])),
    98100003: ("Test Two Ignitions", EFFECT_MONSTER, ignition(gain_lp(100)), ignition(gain_lp(200))),
    98100004: ("Test Counter Spell", NORMAL_SPELL,
               activate(add_counter("targets", 2, most=3), target=monsters(face_up=True))),
    98100005: ("Test Counter Cannon", EFFECT_MONSTER,
               ignition(damage_per_paid(1000), cost=[cost_counters(2)])),
    98100006: ("Test Banish Self", EFFECT_MONSTER, ignition(gain_lp(700), cost=[cost_self("banished")])),
    98100007: ("Test Self Cannon", EFFECT_MONSTER, ignition(damage_per_paid(1000), cost=[cost_self("gy")])),
}
QUICK, BANISH_COST, TWO_IGNITIONS, COUNTER_SPELL, COUNTER_CANNON, BANISH_SELF, SELF_CANNON = sorted(TEST_CARDS)

def _activated_info(code, name, kind, _):
    # A monster (type bit 1) is a Level 4 with 1000/1000; a Spell or Trap has no stats.
    monster = kind & 1
    return CardInfo(code, 0, name, kind, 4 if monster else 0, 0x20, 0x1, 1000 if monster else 0, 1000 if monster else 0)


def db():
    return table_db(TEST_CARDS, _activated_info)


def position(**kw):
    return table_position(db(), [vanilla(100, 100)] * 10, **kw)


def test_quick_effect_of_a_monster_answers_in_the_opponents_turn():
    # W01: a Quick effect is Spell Speed 2: it may respond in either turn; an Ignition could not.
    duel = position(turn=3, turn_player=1, monsters=([(QUICK, "attack"), (TWO_IGNITIONS, "attack")], []),
                    hands=([], [M]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    pass_until(duel, "response") if duel.current_player() != 0 else None
    assert duel.current_player() == 0
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 1) not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.lp(0) == 8100


def test_quick_effect_face_down_cannot_be_activated():
    duel = position(monsters=([(QUICK, "set")], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_a_cost_that_banishes_from_the_gy_is_chosen_and_counted():
    duel = position(monsters=([(BANISH_COST, "attack")], []), graveyards=([M, M, M], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() == "cost" and len(duel.legal_actions()) == 3
    duel.apply(int(duel.legal_actions()[0]))
    assert duel.decision() == "cost" and len(duel.legal_actions()) == 2   # each card once
    duel.apply(int(duel.legal_actions()[0]))
    pass_until(duel, "main")
    assert duel.banished(0) == [M, M] and duel.graveyard(0) == [M] and duel.lp(1) == 8000 - 600


def test_a_cost_that_cannot_be_paid_in_full_blocks_the_activation():
    # U03, U08: one monster in the GY is not enough for a cost of two.
    duel = position(monsters=([(BANISH_COST, "attack")], []), graveyards=([M], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_choose_one_asks_which_effect_when_several_are_legal():
    duel = position(monsters=([(TWO_IGNITIONS, "attack")], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() == "option" and list(duel.legal_actions()) == [A.ACT_OPTION, A.ACT_OPTION + 1]
    assert duel.describe(A.ACT_OPTION + 1) == "Activate effect 2 of Test Two Ignitions"
    duel.apply(A.ACT_OPTION + 1)
    pass_until(duel, "main")
    assert duel.lp(0) == 8200


def test_counters_stop_at_their_maximum_and_a_counter_cost_counts_what_it_removed():
    duel = position(hands=([COUNTER_SPELL, COUNTER_SPELL], []), monsters=([(COUNTER_CANNON, "attack")], []))
    cannon = monster_card(duel, 0, 0)
    assert A.ACT_ACTIVATE + cannon not in duel.legal_actions()           # no counters to remove
    for _ in range(2):
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, COUNTER_SPELL))
        duel.apply(A.ACT_SELECT + cannon)
        pass_until(duel, "main")
    assert duel.counters(cannon) == 3                                     # 2 + 2, at most 3
    duel.apply(A.ACT_ACTIVATE + cannon)
    assert duel.counters(cannon) == 1
    pass_until(duel, "main")
    # The cost removed 2 of its 3: the effect counts the 2 paid.
    assert duel.lp(1) == 8000 - 2000


def test_a_card_sent_as_its_own_cost_counts_the_counters_it_took_along():
    # Wave-Motion Cannon's shape: sending the card itself pays with every counter on it.
    duel = position(hands=([COUNTER_SPELL], []), monsters=([(SELF_CANNON, "attack")], []))
    cannon = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, COUNTER_SPELL))
    duel.apply(A.ACT_SELECT + cannon)
    pass_until(duel, "main")
    assert duel.counters(cannon) == 2
    duel.apply(A.ACT_ACTIVATE + cannon)
    pass_until(duel, "main")
    assert duel.graveyard(0) == [COUNTER_SPELL, SELF_CANNON] and duel.counters(cannon) == 0   # AD01
    assert duel.lp(1) == 8000 - 2000


def test_a_card_that_banishes_itself_as_the_cost_still_resolves():
    # An Ignition effect resolves even though its card left the field as the cost (U03).
    duel = position(monsters=([(BANISH_SELF, "attack")], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.banished(0) == [BANISH_SELF] and duel.lp(0) == 8700
