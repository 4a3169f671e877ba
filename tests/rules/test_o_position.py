"""Section O: Flip Summon and battle positions (rules-mr3.md; TC054, TC056)."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, monster_card, position, vanilla

M = vanilla(1000, 1500)


def test_o03_tc054_no_flip_summon_the_turn_it_was_set():
    duel = position(turn=2, hands=([M], []))
    card = card_in_hand(duel, 0, M)
    duel.apply(A.ACT_SET + card)
    assert A.ACT_FLIP_SUMMON + card not in duel.legal_actions()
    go_to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    assert A.ACT_FLIP_SUMMON + card not in duel.legal_actions()  # Main Phase 2 too
    duel.apply(A.ACT_TO_END)
    duel.apply(A.ACT_TO_END)  # the opponent's turn 3
    assert duel.turn() == 4 and A.ACT_FLIP_SUMMON + card in duel.legal_actions()


def test_o02_flip_summon_turns_it_face_up_attack():
    duel = position(monsters=([(M, "set")], []))
    card = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + card)
    assert duel.monsters(0)[0]["position"] == "attack"
    # O02: a Flip Summon is not a Normal Summon, so the Normal Summon is still available.
    assert not duel.normal_summon_used()


def test_o09_no_position_change_after_a_flip_summon_that_turn():
    duel = position(monsters=([(M, "set")], []))
    card = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + card)
    assert A.ACT_CHANGE_POSITION + card not in duel.legal_actions()
    assert A.ACT_FLIP_SUMMON + card not in duel.legal_actions()


def test_o09_flip_summoned_monster_can_attack():
    duel = position(monsters=([(M, "set")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    go_to_battle(duel)
    assert attack(0, None) in duel.legal_actions()


def test_o07_tc056_position_change_once_per_turn():
    duel = position(monsters=([M], []))
    card = monster_card(duel, 0, 0)
    duel.apply(A.ACT_CHANGE_POSITION + card)
    assert duel.monsters(0)[0]["position"] == "defense"
    assert A.ACT_CHANGE_POSITION + card not in duel.legal_actions()


def test_o07_defense_to_attack():
    duel = position(monsters=([(M, "defense")], []))
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    assert duel.monsters(0)[0]["position"] == "attack"


def test_o08_tc056_no_position_change_after_attacking():
    duel = position(monsters=([M], []))
    card = monster_card(duel, 0, 0)
    go_to_battle(duel)
    duel.apply(attack(0, None))
    duel.apply(A.ACT_END_BATTLE)
    assert duel.phase() == "main2"
    assert A.ACT_CHANGE_POSITION + card not in duel.legal_actions()


def test_o09_no_position_change_the_turn_it_was_normal_summoned():
    duel = position(hands=([M], []))
    card = card_in_hand(duel, 0, M)
    duel.apply(A.ACT_SUMMON + card)
    assert A.ACT_CHANGE_POSITION + card not in duel.legal_actions()


def test_o07_a_changed_monster_in_defense_cannot_attack():
    duel = position(monsters=([M], []))
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    go_to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_o07_face_down_cannot_change_position_manually():
    duel = position(monsters=([(M, "set")], []))
    card = monster_card(duel, 0, 0)
    # Face-down Defense -> face-up Attack is only the Flip Summon (O07).
    assert A.ACT_CHANGE_POSITION + card not in duel.legal_actions()
    assert A.ACT_FLIP_SUMMON + card in duel.legal_actions()


def test_o11_face_down_monster_hidden_in_the_opponents_observation():
    from ygo_core.duel import OBS_HEADER, OBS_SIDE
    duel = position(monsters=([(M, "set")], [(M, "set")]))
    obs = duel.observation(0)
    assert obs[OBS_HEADER] == M                 # own face-down monster: seen
    assert obs[OBS_HEADER + OBS_SIDE] == 0      # the opponent's: hidden
    assert obs[OBS_HEADER + OBS_SIDE + 1] == 3  # but its position is public
