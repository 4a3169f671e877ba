"""Section G: Normal Summon, Set and Tribute Summon (rules-mr3.md; TC016, TC017, TC024)."""
from ygo_core import actions as A

from helpers import card_in_hand, keep_gy_order, monster_card, position, vanilla

L4 = vanilla(1000, 1000, level=4)
L5 = vanilla(2000, 1000, level=5)
L6 = vanilla(2200, 1000, level=6)
L7 = vanilla(2500, 1000, level=7)
L8 = vanilla(3000, 1000, level=8)


def summon_actions(duel):
    return [a for a in duel.legal_actions() if A.ACT_SUMMON <= a < A.ACT_SET]


def test_g01_one_normal_summon_or_set_per_turn():
    duel = position(hands=([L4, L4], []))
    first, second = duel.card_ids(0, "hand")
    duel.apply(A.ACT_SUMMON + first)
    assert duel.normal_summon_used()
    legal = duel.legal_actions()
    assert A.ACT_SUMMON + second not in legal and A.ACT_SET + second not in legal


def test_g01_a_set_also_uses_the_normal_summon():
    duel = position(hands=([L4, L4], []))
    first, second = duel.card_ids(0, "hand")
    duel.apply(A.ACT_SET + first)
    assert A.ACT_SUMMON + second not in duel.legal_actions()


def test_g03_normal_summon_is_face_up_attack_and_set_is_face_down_defense():
    duel = position(hands=([L4], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L4))
    assert duel.monsters(0)[0]["position"] == "attack"
    duel2 = position(hands=([L4], []))
    duel2.apply(A.ACT_SET + card_in_hand(duel2, 0, L4))
    assert duel2.monsters(0)[0]["position"] == "set"
    assert duel2.hand(0) == []


def test_g07_tc016_tribute_counts():
    # One monster on the field: the Level 6 can be Tribute Summoned, the Level 8 cannot.
    duel = position(hands=([L6, L8], []), monsters=([L4], []))
    l6, l8 = card_in_hand(duel, 0, L6), card_in_hand(duel, 0, L8)
    legal = duel.legal_actions()
    assert A.ACT_SUMMON + l6 in legal and A.ACT_SET + l6 in legal
    assert A.ACT_SUMMON + l8 not in legal and A.ACT_SET + l8 not in legal


def test_g07_level_5_to_6_need_one_tribute():
    duel = position(hands=([L5], []), monsters=([L4, vanilla(1100, 1000)], []))
    tribute = monster_card(duel, 0, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    assert duel.decision() == "tribute"
    assert list(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in duel.card_ids(0, "monsters"))
    duel.apply(A.ACT_SELECT + tribute)
    assert duel.graveyard(0) == [vanilla(1100, 1000)]
    assert [m and m["code"] for m in duel.monsters(0)] == [L4, L5, None, None, None]
    assert duel.decision() == "main"


def test_g07_level_7_needs_two_tributes():
    duel = position(hands=([L7], []), monsters=([L4, vanilla(1100, 1000), vanilla(1200, 1000)], []))
    a, b = monster_card(duel, 0, 0), monster_card(duel, 0, 2)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L7))
    duel.apply(A.ACT_SELECT + b)
    # G09: a chosen Tribute cannot be chosen twice.
    assert A.ACT_SELECT + b not in duel.legal_actions()
    duel.apply(A.ACT_SELECT + a)
    assert duel.decision() == "gy_order"  # C10: the owner orders the Tributes sent together
    keep_gy_order(duel)
    assert sorted(duel.graveyard(0)) == sorted([L4, vanilla(1200, 1000)])
    assert duel.monsters(0)[0]["code"] == L7 and duel.monsters(0)[1]["code"] == vanilla(1100, 1000)


def test_g07_level_7_with_one_monster_cannot_be_summoned():
    duel = position(hands=([L7], []), monsters=([L4], []))
    assert summon_actions(duel) == []


def test_g02_tc017_tribute_summon_with_all_zones_full():
    duel = position(hands=([L5, L4], []), monsters=([vanilla(100 * i, 100) for i in range(1, 6)], []))
    legal = duel.legal_actions()
    assert A.ACT_SUMMON + card_in_hand(duel, 0, L5) in legal
    assert A.ACT_SUMMON + card_in_hand(duel, 0, L4) not in legal
    assert A.ACT_SET + card_in_hand(duel, 0, L4) not in legal
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 3))
    assert duel.monsters(0)[3]["code"] == L5


def test_g10_face_down_monster_can_be_tributed():
    duel = position(hands=([L5], []), monsters=([(L4, "set")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert duel.graveyard(0) == [L4] and duel.monsters(0)[0]["code"] == L5


def test_g10_only_own_monsters_can_be_tributed():
    duel = position(hands=([L5], []), monsters=([L4], [vanilla(1500, 1000)]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 0, 0)]


def test_g15_tribute_set_of_a_high_level_monster():
    duel = position(hands=([L6], []), monsters=([L4], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, L6))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert duel.monsters(0)[0]["code"] == L6 and duel.monsters(0)[0]["position"] == "set"


def test_g15_tc024_set_monster_is_hidden_from_the_opponent():
    from ygo_core.duel import OBS_HEADER, OBS_SIDE
    duel = position(hands=([L7], []), monsters=([L4, vanilla(1100, 1000)], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, L7))
    for c in duel.card_ids(0, "monsters"):
        duel.apply(A.ACT_SELECT + c)
    keep_gy_order(duel)
    mine = duel.observation(0)
    theirs = duel.observation(1)
    own_block, foe_block = OBS_HEADER, OBS_HEADER + OBS_SIDE
    assert list(mine[own_block:own_block + 4]) == [L7, 3, 2500, 1000]
    assert list(theirs[foe_block:foe_block + 4]) == [0, 3, 0, 0]


def test_g02_level4_needs_a_free_zone():
    duel = position(hands=([L4], []), monsters=([vanilla(100 * i, 100) for i in range(1, 6)], []))
    assert summon_actions(duel) == []
