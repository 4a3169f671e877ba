"""Control changes (rules-mr3.md Y13-Y14, p.130-131; scenario TC104): a control change needs a
free Monster Zone when it happens; without one the monster is destroyed and sent to its owner's
GY. Zones are filled on the way with Ultimate Offering's extra Normal Summon."""
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

CHANGE_OF_HEART = 4031928
ULTIMATE_OFFERING = 80604091
TAKEN = vanilla(1800, 1000)
EXTRA = vanilla(1400, 1000)


def _offering(duel, player):
    return [s["card"] for s in duel.spells(player) if s and s["code"] == ULTIMATE_OFFERING][0]


def _summon_with_offering(duel, player, code):
    """`player` activates Ultimate Offering's effect (500 LP), both pass, and the extra Normal
    Summon puts `code` on the field."""
    duel.apply(A.ACT_ACTIVATE + _offering(duel, player))
    pass_until(duel, "summon_now")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, player, code))


def test_y14_control_taken_after_your_zones_filled_destroys_the_monster():
    # Y14: Change of Heart (chain link 1) was legal with one free zone; in response its player
    # fills that zone (link 2). At resolution the monster cannot come over: it is destroyed and
    # goes to its owner's GY; nothing is left to return at the end of the turn.
    mine = [vanilla(100 * i, 100) for i in range(1, 5)]
    duel = position(hands=([CHANGE_OF_HEART, EXTRA], []), monsters=(mine, [TAKEN]),
                    spells=([(ULTIMATE_OFFERING, "faceup")], []))
    taken = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    duel.apply(A.ACT_SELECT + taken)
    assert (duel.decision(), duel.current_player()) == ("response", 0)   # P1 had nothing to chain
    _summon_with_offering(duel, 0, EXTRA)
    pass_until(duel, "main")
    assert [m["code"] for m in duel.monsters(0)] == mine + [EXTRA]
    assert duel.card_ids(1, "monsters") == [] and duel.graveyard(1) == [TAKEN]
    assert duel.graveyard(0) == [CHANGE_OF_HEART] and duel.lp(0) == 7500
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 1 and duel.card_ids(1, "monsters") == [] and duel.graveyard(1) == [TAKEN]


def test_tc104_y14_control_returning_to_full_zones_destroys_the_monster():
    # TC104 (variant), Y14: control of the taken monster returns at the end of the turn, but
    # its owner filled their zones in the meantime (Ultimate Offering in the opponent's Battle
    # Phase): it is destroyed and goes to its owner's GY.
    theirs = [TAKEN] + [vanilla(100 * i, 100) for i in range(1, 5)]
    duel = position(hands=([CHANGE_OF_HEART], [EXTRA]), monsters=([vanilla(500, 500)], theirs),
                    spells=([], [(ULTIMATE_OFFERING, "faceup")]))
    taken = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    duel.apply(A.ACT_SELECT + taken)
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters")[1] == taken and duel.monsters(1)[0] is None
    duel.apply(A.ACT_TO_BATTLE)
    while duel.current_player() != 1 or duel.phase() != "battle":   # to P1's priority in the Start Step
        duel.apply(A.ACT_PASS)
    _summon_with_offering(duel, 1, EXTRA)
    pass_until(duel, "battle")
    assert len(duel.card_ids(1, "monsters")) == 5
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 1
    assert taken not in duel.card_ids(0, "monsters") + duel.card_ids(1, "monsters")
    assert duel.graveyard(1) == [TAKEN] and duel.card_ids(1, "gy") == [taken]
