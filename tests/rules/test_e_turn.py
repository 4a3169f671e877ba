"""Section E: turn structure, phases and the hand size limit (rules-mr3.md; TC142)."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, position, vanilla

M = vanilla(1000, 1000)


def test_e01_main1_goes_straight_to_end_phase_without_battle():
    duel = position(turn=2, turn_player=0, hands=([M], []))
    duel.apply(A.ACT_TO_END)
    # The End Phase passed, the turn went to the opponent: no Main Phase 2 for player 0.
    assert (duel.turn(), duel.turn_player(), duel.phase()) == (3, 1, "main1")


def test_e01_main2_follows_the_battle_phase():
    duel = position(turn=2, turn_player=0, monsters=([M], []))
    go_to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    assert (duel.phase(), duel.decision(), duel.turn()) == ("main2", "main", 2)
    # E01/E13: Main Phase 2 cannot enter another Battle Phase.
    assert A.ACT_TO_BATTLE not in duel.legal_actions() and A.ACT_TO_END in duel.legal_actions()


def test_e07_normal_draw_at_the_start_of_the_turn():
    duel = position(turn=2, turn_player=0, phase="draw", decks=([M, vanilla(1100, 1000)], [M]))
    assert duel.hand(0) == [M] and duel.deck(0) == [vanilla(1100, 1000)]
    assert duel.phase() == "main1"


def test_e14_tc142_main2_keeps_the_normal_summon_count():
    duel = position(turn=2, turn_player=0, hands=([M, vanilla(1100, 1000)], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    go_to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    assert duel.phase() == "main2"
    legal = duel.legal_actions()
    assert not any(A.ACT_SUMMON <= a < A.ACT_FLIP_SUMMON for a in legal)


def test_e14_normal_summon_in_main2_when_unused():
    duel = position(turn=2, turn_player=0, hands=([M], []), monsters=([vanilla(1200, 1000)], []))
    go_to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    assert duel.monsters(0)[1]["code"] == M


def test_e17_hand_limit_discards_down_to_six():
    hand = [vanilla(100 * (i + 1), 100) for i in range(8)]
    duel = position(turn=2, turn_player=0, hands=(hand, []))
    duel.apply(A.ACT_TO_END)
    assert (duel.phase(), duel.decision(), duel.current_player()) == ("end", "discard", 0)
    assert sorted(duel.legal_actions()) == list(duel.legal_actions())
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, hand[0]))
    assert duel.decision() == "discard"
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, hand[5]))
    assert len(duel.hand(0)) == 6
    assert duel.graveyard(0) == [hand[0], hand[5]]
    assert (duel.turn(), duel.turn_player()) == (3, 1)


def test_e17_six_cards_need_no_discard():
    duel = position(turn=2, turn_player=0, hands=([M] * 6, []))
    duel.apply(A.ACT_TO_END)
    assert len(duel.hand(0)) == 6 and duel.graveyard(0) == [] and duel.turn() == 3


def test_e17_only_the_turn_player_discards():
    duel = position(turn=2, turn_player=0, hands=([], [M] * 8))
    duel.apply(A.ACT_TO_END)
    assert duel.turn_player() == 1 and len(duel.hand(1)) == 9  # 8 + the normal draw


def test_e17_hand_limit_switch():
    duel = position(turn=2, turn_player=0, hands=([M] * 8, []),
                    rules=__import__("ygo_core").MR3.with_(hand_limit=7))
    duel.apply(A.ACT_TO_END)
    assert duel.decision() == "discard"
    duel.apply(duel.legal_actions()[0])
    assert len(duel.hand(0)) == 7 and duel.turn() == 3


def test_e_attack_on_one_turn_is_available_again_next_own_turn():
    duel = position(turn=2, turn_player=0, monsters=([M], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]
    duel.apply(A.ACT_END_BATTLE)
    duel.apply(A.ACT_TO_END)   # main2 -> end, turn 3 (player 1)
    duel.apply(A.ACT_TO_END)   # player 1 ends turn 3
    go_to_battle(duel)
    assert attack(0, None) in duel.legal_actions()


def test_e08_a_response_window_after_the_normal_draw():
    # E08: after the normal draw the turn player, then the opponent, may act in the Draw Phase.
    just_desserts = 24068492
    duel = position(turn=2, turn_player=1, phase="draw", monsters=([], [M]), spells=([just_desserts], []),
                    decks=([M] * 5, [vanilla(1100, 1000)] * 5))
    assert (duel.phase(), duel.decision(), duel.current_player()) == ("draw", "response", 0)
    assert len(duel.hand(1)) == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.lp(1) == 7500 and duel.phase() in ("draw", "main1")
