"""Section F: the Battle Phase, attack declarations and damage calculation (rules-mr3.md;
scenarios TC121-TC127)."""
import pytest

from ygo_core import TCG2002
from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, go_to_battle, keep_gy_order, monster_card, pass_until, position, vanilla


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


# ---- Replays (F09, p.164-165) ----------------------------------------------------------------

TWO_PRONGED = 83887306
WABOKU = 12607053
CASTLE_WALLS = 44209392
MIRROR_FORCE = 44095762
SAKURETSU_ARMOR = 56120475
MAGIC_CYLINDER = 62279055
ATTACKER = vanilla(2000, 1000)
# The defending side: four different monsters in zones 0-3.
DEFENDERS = [vanilla(1000, 1000), vanilla(1100, 1000), vanilla(1500, 1000), vanilla(1600, 1000)]


def _replay_position(declared_card, mine=(ATTACKER, vanilla(1000, 1000))):
    """P0 attacks P1's zone 0 with zone 0; P1 holds two Set Two-Pronged Attacks, Waboku,
    Castle Walls and a "when an attack is declared" card."""
    duel = position(monsters=(list(mine), DEFENDERS),
                    spells=([], [TWO_PRONGED, TWO_PRONGED, WABOKU, CASTLE_WALLS, declared_card]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    return duel


def _set_cards(duel):
    return [s["card"] for s in duel.spells(1) if s]


def _two_pronged(duel, card, own, theirs):
    """P1 activates a Set Two-Pronged Attack on two of their monsters and one of P0's; both
    players pass, and P1 keeps the order the destroyed monsters arrive in (C10)."""
    duel.apply(A.ACT_ACTIVATE + card)
    for target in own + [theirs]:
        duel.apply(A.ACT_SELECT + target)
    while duel.chain():
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    keep_gy_order(duel)


@pytest.mark.parametrize("declared_card", [MIRROR_FORCE, SAKURETSU_ARMOR, MAGIC_CYLINDER])
def test_f09_p164_the_replay_reopens_the_battle_step_without_attack_declaration_cards(declared_card):
    # F09(f), TC129: after the replay both players get priority again in the Battle Step: Waboku,
    # Castle Walls and Two-Pronged Attack can answer the new attack, "when an attack is
    # declared" cards cannot (choosing the new target is not a declaration).
    duel = _replay_position(declared_card)
    tpa1, tpa2, waboku, walls, declared = _set_cards(duel)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + declared in duel.legal_actions()   # the declaration's own window
    _two_pronged(duel, tpa1, [monster_card(duel, 1, 0), monster_card(duel, 1, 1)], monster_card(duel, 0, 1))
    pass_until(duel, "replay")
    assert list(duel.legal_actions()) == [A.ACT_PASS, attack(0, 2), attack(0, 3)]
    duel.apply(attack(0, 2))
    assert (duel.phase(), duel.decision(), duel.current_player()) == ("battle", "response", 1)
    assert duel.observation(0)[2] == L.BSTEP_BATTLE
    assert list(duel.legal_actions()) == [A.ACT_PASS] + [A.ACT_ACTIVATE + c for c in sorted((tpa2, waboku, walls))]
    pass_until(duel, "battle")
    # Both passed: the Damage Step against the new target, 2000 into 1500.
    assert duel.lp(1) == 7500 and duel.graveyard(1)[-1] == DEFENDERS[2]


def test_f09_p164_waboku_answers_the_new_attack_after_a_replay():
    duel = _replay_position(MIRROR_FORCE)
    tpa1, tpa2, waboku, walls, mirror = _set_cards(duel)
    _two_pronged(duel, tpa1, [monster_card(duel, 1, 0), monster_card(duel, 1, 1)], monster_card(duel, 0, 1))
    pass_until(duel, "replay")
    duel.apply(attack(0, 2))
    duel.apply(A.ACT_ACTIVATE + waboku)
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 and duel.monsters(1)[2]["code"] == DEFENDERS[2]
    assert WABOKU in duel.graveyard(1)


def test_f09_f11_a_second_change_after_the_replay_gives_another_replay():
    # The replay check runs again once the new window closes: P1's second Two-Pronged Attack
    # empties their side, so the attacker may now attack directly.
    duel = _replay_position(MIRROR_FORCE, mine=(ATTACKER, vanilla(1000, 1000), vanilla(1200, 1000)))
    tpa1, tpa2, waboku, walls, mirror = _set_cards(duel)
    _two_pronged(duel, tpa1, [monster_card(duel, 1, 0), monster_card(duel, 1, 1)], monster_card(duel, 0, 1))
    pass_until(duel, "replay")
    duel.apply(attack(0, 2))
    _two_pronged(duel, tpa2, [monster_card(duel, 1, 2), monster_card(duel, 1, 3)], monster_card(duel, 0, 2))
    pass_until(duel, "replay")
    assert list(duel.legal_actions()) == [A.ACT_PASS, attack(0, None)]
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert duel.lp(1) == 6000
