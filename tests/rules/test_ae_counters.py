"""Counters (rules-mr3.md AE01-AE03), with the format's Spell Counters: Breaker the Magical Warrior
(one on itself when Normal Summoned, +300 ATK each, removed as its cost) and Apprentice Magician
(places one on another card). The part no card of the pool reaches is listed in
docs/rules-coverage.md."""
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, settle

BREAKER = 71413901             # 1600 ATK
APPRENTICE_MAGICIAN = 9156135
SKILL_DRAIN = 82732705
EFFECT_VEILER = 97268402
BOOK_OF_MOON = 14087893
CASTLE_WALLS = 44209392


def summon_breaker(duel):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, BREAKER))
    settle(duel)
    return monster_card(duel, 0, 0)


def opponent_activates(duel, card, *targets):
    """Pass the turn player's windows until the opponent may respond, then activate `card`."""
    while not (duel.decision() == "response" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + card)
    for t in targets:
        duel.apply(A.ACT_SELECT + t)


def test_ae01_a_counter_does_nothing_by_itself_and_is_removed_as_a_cost():
    # AE01: Breaker's counter is placed on it on the field by its effect; under Skill Drain it stays but
    # the +300 (Breaker's effect) is gone; removing it still pays the (negated) effect's cost.
    duel = position(hands=([BREAKER], []), spells=([CASTLE_WALLS], [SKILL_DRAIN]))
    breaker = summon_breaker(duel)
    assert duel.counters(breaker) == 1 and duel.monsters(0)[0]["atk"] == 1900
    duel.apply(A.ACT_TO_BATTLE)  # the opponent answers as Main Phase 1 would end
    opponent_activates(duel, duel.spells(1)[0]["card"])
    assert settle(duel) == "main" and duel.phase() == "main1"
    assert duel.counters(breaker) == 1 and duel.monsters(0)[0]["atk"] == 1600
    duel.apply(A.ACT_ACTIVATE + breaker)
    assert duel.counters(breaker) == 0
    duel.apply(A.ACT_SELECT + duel.spells(0)[0]["card"])
    pass_until(duel, "main")
    assert duel.spells(0)[0]["code"] == CASTLE_WALLS  # the negated effect destroyed nothing


def test_ae02_turning_a_card_face_down_removes_its_counters_and_none_go_on_a_face_down_card():
    # AE02: Book of Moon turns Breaker face-down: its counter is gone, and flipped face-up again it has
    # none (1600 ATK). Apprentice Magician cannot place one on a face-down Breaker.
    duel = position(hands=([BREAKER, BOOK_OF_MOON], []))
    breaker = summon_breaker(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + breaker)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "set" and duel.counters(breaker) == 0
    duel = position(hands=([APPRENTICE_MAGICIAN], []), monsters=([(BREAKER, "set")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE_MAGICIAN))
    assert settle(duel) == "main" and duel.counters(monster_card(duel, 0, 0)) == 0


def test_ae03_counters_placed_on_another_card_stay_when_the_placer_is_negated():
    # AE03: Apprentice Magician put a Spell Counter on Breaker; Effect Veiler then negates the
    # Apprentice's effects: the counter stays on Breaker, still worth Breaker's 300 ATK.
    duel = position(hands=([APPRENTICE_MAGICIAN], [EFFECT_VEILER]), monsters=([(BREAKER, "defense")], []))
    breaker = monster_card(duel, 0, 0)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE_MAGICIAN))
    assert settle(duel) == "target"
    duel.apply(A.ACT_SELECT + breaker)
    assert settle(duel) == "main" and duel.counters(breaker) == 1
    duel.apply(A.ACT_TO_END)
    opponent_activates(duel, card_in_hand(duel, 1, EFFECT_VEILER), monster_card(duel, 0, 1))
    while duel.decision() == "response" and duel.phase() == "main1":
        duel.apply(A.ACT_PASS)
    assert EFFECT_VEILER in duel.graveyard(1)
    assert duel.counters(breaker) == 1 and duel.monsters(0)[0]["atk"] == 1900
