"""Section F: the Battle Phase, attack declarations and damage calculation (rules-mr3.md;
scenarios TC121-TC127)."""
import pytest

from ygo_core import TCG2002
from ygo_core import actions as A

from helpers import attack, go_to_battle, monster_card, position, vanilla


def battle(mine, theirs, lp=(8000, 8000), **kw):
    duel = position(turn=2, turn_player=0, lp=lp, monsters=(mine, theirs), **kw)
    go_to_battle(duel)
    return duel


def test_f01_f02_battle_phase_opens_in_the_battle_step():
    duel = battle([vanilla(1000, 1000)], [])
    assert (duel.phase(), duel.decision()) == ("battle", "battle")


def test_f03_must_attack_a_monster_when_the_opponent_has_one():
    duel = battle([vanilla(1000, 1000)], [vanilla(500, 500), vanilla(600, 600)])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(0, 0), attack(0, 1)]


def test_f03_direct_attack_only_when_the_opponent_has_no_monster():
    duel = battle([vanilla(1000, 1000)], [])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(0, None)]


def test_f03_face_down_monsters_are_attack_targets():
    duel = battle([vanilla(1000, 1000)], [(vanilla(500, 500), "set")])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(0, 0)]


def test_f04_each_monster_attacks_once_per_turn():
    duel = battle([vanilla(1000, 1000), vanilla(1200, 1000)], [])
    duel.apply(attack(0, None))
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(1, None)]
    duel.apply(attack(1, None))
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]
    assert duel.lp(1) == 8000 - 2200


def test_f05_defense_position_and_face_down_monsters_cannot_attack():
    duel = battle([(vanilla(1000, 1000), "defense"), (vanilla(1200, 1000), "set")], [])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_f04_a_monster_that_attacked_earlier_this_turn_cannot_attack():
    duel = battle([{"code": vanilla(1000, 1000), "attacked": True}], [])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_f18_tc121_attack_vs_attack_lower_atk():
    duel = battle([vanilla(2200, 1000)], [vanilla(2800, 1000)])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (7400, 8000)
    assert duel.monsters(0)[0] is None and duel.graveyard(0) == [vanilla(2200, 1000)]
    assert duel.monsters(1)[0]["code"] == vanilla(2800, 1000)


def test_f18_attack_vs_attack_higher_atk():
    duel = battle([vanilla(2800, 1000)], [vanilla(2200, 1000)])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (8000, 7400)
    assert duel.monsters(1)[0] is None and duel.graveyard(1) == [vanilla(2200, 1000)]
    assert duel.monsters(0)[0]["code"] == vanilla(2800, 1000)


def test_f18_tc122_equal_atk_destroys_both_without_damage():
    duel = battle([vanilla(2800, 1000)], [vanilla(2800, 1000)])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.graveyard(0) == [vanilla(2800, 1000)] and duel.graveyard(1) == [vanilla(2800, 1000)]
    assert duel.monsters(0)[0] is None and duel.monsters(1)[0] is None


def test_f18_tc123_attack_vs_defense_atk_higher():
    duel = battle([vanilla(2400, 1000)], [(vanilla(1400, 2000), "defense")])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.graveyard(1) == [vanilla(1400, 2000)] and duel.monsters(0)[0] is not None


def test_f18_tc124_attack_vs_defense_def_higher():
    duel = battle([vanilla(2400, 1000)], [(vanilla(0, 3000), "defense")])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (7400, 8000)
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []


def test_f18_attack_vs_defense_equal():
    duel = battle([vanilla(2000, 1000)], [(vanilla(0, 2000), "defense")])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []


def test_f18_tc126_direct_attack():
    duel = battle([vanilla(2500, 1000)], [])
    duel.apply(attack(0, None))
    assert (duel.lp(0), duel.lp(1)) == (8000, 5500)


def test_f19_tc127_two_zero_atk_monsters_survive():
    duel = battle([vanilla(0, 1000)], [vanilla(0, 1000)])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.monsters(0)[0] is not None and duel.monsters(1)[0] is not None


def test_f19_tcg2002_literal_tie_rule_destroys_two_zero_atk_monsters():
    # rules-legacy.md switch 27: the 2002 text destroys both on any ATK tie.
    duel = battle([vanilla(0, 1000)], [vanilla(0, 1000)], rules=TCG2002)
    duel.apply(attack(0, 0))
    assert duel.monsters(0)[0] is None and duel.monsters(1)[0] is None


def test_f16_face_down_target_is_flipped_face_up_in_defense():
    duel = battle([vanilla(1000, 1000)], [(vanilla(1500, 2000), "set")])
    duel.apply(attack(0, 0))
    assert duel.monsters(1)[0]["position"] == "defense"
    assert duel.lp(0) == 7000  # F18: DEF 2000 vs ATK 1000


def test_f16_face_down_target_destroyed_goes_to_gy_face_up_information():
    duel = battle([vanilla(2500, 1000)], [(vanilla(1500, 2000), "set")])
    duel.apply(attack(0, 0))
    assert duel.monsters(1)[0] is None and duel.graveyard(1) == [vanilla(1500, 2000)]
    assert duel.lp(1) == 8000


def test_f25_back_to_the_battle_step_after_the_damage_step():
    duel = battle([vanilla(2000, 1000), vanilla(1800, 1000)], [vanilla(500, 500)])
    duel.apply(attack(0, 0))
    assert (duel.phase(), duel.decision()) == ("battle", "battle")
    # The defender's side changed: the second monster now attacks directly (F03).
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(1, None)]


def test_f20_destroyed_attacker_frees_its_zone_and_keeps_no_stats():
    duel = battle([vanilla(1000, 1000)], [vanilla(1500, 1000)])
    card = monster_card(duel, 0, 0)
    duel.apply(attack(0, 0))
    assert duel.card_ids(0, "gy") == [card]
    assert duel.card_ids(0, "monsters") == []


@pytest.mark.parametrize("mine,theirs,pos,lp,gy", [
    (1800, 1800, "attack", (8000, 8000), (1, 1)),
    (1900, 1800, "attack", (8000, 7900), (0, 1)),
    (1700, 1800, "attack", (7900, 8000), (1, 0)),
    (1900, 1800, "defense", (8000, 8000), (0, 1)),
    (1700, 1800, "defense", (7900, 8000), (0, 0)),
    (1800, 1800, "defense", (8000, 8000), (0, 0)),
])
def test_f18_damage_matrix(mine, theirs, pos, lp, gy):
    their_stats = vanilla(theirs, 100) if pos == "attack" else vanilla(100, theirs)
    duel = battle([vanilla(mine, 100)], [(their_stats, pos)])
    duel.apply(attack(0, 0))
    assert (duel.lp(0), duel.lp(1)) == lp
    assert (len(duel.graveyard(0)), len(duel.graveyard(1))) == gy
