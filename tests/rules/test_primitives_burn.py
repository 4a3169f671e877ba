"""The burn family's primitives (vocab.py "burn family" section), each exercised with a test-only
card: the "destroyed" event (not for a Tribute or a cost), counting Standby Phases, a card linked
to the monster it selected (its position lock, destroyed when the monster leaves), and a face-up
Continuous Spell's Spell Speed 1 effect paid by sending itself (rules-mr3.md Q04, E10, U03, G04)."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    activate, attacked, continuous, copies_normal_spell_below, cost_discard_hand, cost_self, cost_send,
    counts_own_standby_phases, gain_lp, goes_with_linked, ignition, link_to_target, linked_card, monsters,
    position_lock, quick, trigger, while_face_down, with_cost,
)

from helpers import settle_to, table_db, table_position, card_in_hand, monster_card, vanilla

NORMAL_SPELL, QUICK_PLAY, CONTINUOUS_SPELL, EFFECT_MONSTER = 0x2, 0x10002, 0x20002, 0x21
DARK_HOLE = 53129443
M = vanilla(1000, 1000)
L5 = vanilla(2100, 1000, level=5)

TEST_CARDS = {
    98200001: ("Test Destroyed Monster", EFFECT_MONSTER,
               trigger("destroyed", gain_lp(500), of="self")),
    98200002: ("Test Counting Spell", CONTINUOUS_SPELL, activate(),
               continuous(counts_own_standby_phases()),
               ignition(gain_lp(1), cost=[cost_self("gy")])),
    98200003: ("Test Linked Lock", CONTINUOUS_SPELL,
               activate(link_to_target(), target=monsters()),
               continuous(position_lock(linked_card()), goes_with_linked())),
    98200004: ("Test Tribute Cost", NORMAL_SPELL,
               with_cost(activate(gain_lp(100)), cost_send(monsters("self"), 1, "gy"))),
    98200005: ("Test Face-Down Quick", EFFECT_MONSTER, while_face_down(quick(gain_lp(100)))),
    98200006: ("Test Attacked", EFFECT_MONSTER,
               trigger("damage_step_end", gain_lp(100), of="self", conditions=[attacked()])),
    98200007: ("Test Gain Spell", NORMAL_SPELL, activate(gain_lp(300))),
    98200008: ("Test Copier", QUICK_PLAY, copies_normal_spell_below(with_cost(activate(), cost_discard_hand()))),
}
(DESTROYED_MONSTER, COUNTING_SPELL, LINKED_LOCK, TRIBUTE_COST, FACE_DOWN_QUICK, ATTACKED, GAIN_SPELL,
 COPIER) = sorted(TEST_CARDS)


def _info(code, name, kind, _):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x1, 1000, 1000)


def db():
    return table_db(TEST_CARDS, _info)


def position(**kw):
    return table_position(db(), [M] * 10, **kw)


def end_turn(duel):
    duel.apply(A.ACT_TO_END)
    settle_to(duel)


def test_q04_destroyed_event_for_a_destroyed_monster():
    duel = position(hands=([DARK_HOLE], []), monsters=([DESTROYED_MONSTER], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle_to(duel)
    assert duel.lp(0) == 8500


def test_g04_a_tribute_is_not_destruction():
    duel = position(hands=([L5], []), monsters=([DESTROYED_MONSTER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle_to(duel)
    assert duel.monsters(0)[0]["code"] == L5 and duel.lp(0) == 8000


def test_u03_a_monster_sent_as_a_cost_is_not_destroyed():
    duel = position(hands=([TRIBUTE_COST], []), monsters=([DESTROYED_MONSTER], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TRIBUTE_COST))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle_to(duel)
    assert duel.lp(0) == 8100 and duel.graveyard(0)[0] == DESTROYED_MONSTER


def test_e10_standby_phases_counted_without_a_chain():
    duel = position(spells=([(COUNTING_SPELL, "faceup")], [(COUNTING_SPELL, "faceup")]))
    mine, theirs = duel.spells(0)[0]["card"], duel.spells(1)[0]["card"]
    end_turn(duel)
    assert (duel.counters(mine), duel.counters(theirs)) == (0, 1)
    end_turn(duel)
    assert (duel.counters(mine), duel.counters(theirs)) == (1, 1)


def test_u03_a_continuous_spell_sends_itself_and_its_effect_still_resolves():
    duel = position(spells=([(COUNTING_SPELL, "faceup")], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.graveyard(0) == [COUNTING_SPELL]
    settle_to(duel)
    assert duel.lp(0) == 8001


def test_a_linked_card_locks_the_position_and_goes_when_the_monster_leaves():
    duel = position(spells=([LINKED_LOCK], []), hands=([DARK_HOLE], []), monsters=([(M, "attack")], []))
    mon = monster_card(duel, 0, 0)
    assert A.ACT_CHANGE_POSITION + mon in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + mon)
    settle_to(duel)
    assert A.ACT_CHANGE_POSITION + mon not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle_to(duel)
    assert LINKED_LOCK in duel.graveyard(0) and duel.spells(0)[0] is None


def test_a_quick_effect_activated_while_face_down():
    duel = position(monsters=([(FACE_DOWN_QUICK, "set")], []))
    card_id = monster_card(duel, 0, 0)
    assert A.ACT_ACTIVATE + card_id in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_id)
    settle_to(duel)
    assert duel.lp(0) == 8100 and duel.monsters(0)[0]["position"] == "set"   # it stays face-down


def test_f20_attacked_is_the_attack_target_not_the_attacker():
    duel = position(monsters=([(ATTACKED, "attack")], [(ATTACKED, "defense")]))
    duel.apply(A.ACT_TO_BATTLE)
    settle_to(duel, "battle")
    duel.apply(A.ACT_ATTACK + 0 * A.ATTACK_TARGETS + 0)
    settle_to(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8100)


def test_u03_a_copy_of_the_normal_spell_below_after_discarding_the_hand():
    duel = position(hands=([GAIN_SPELL, COPIER, M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GAIN_SPELL))
    while duel.current_player() != 0:
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, COPIER))
    assert duel.card_ids(0, "hand") == []
    settle_to(duel)
    assert duel.lp(0) == 8600 and sorted(duel.graveyard(0)) == sorted([GAIN_SPELL, COPIER, M])
