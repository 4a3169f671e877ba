"""Section E: turn structure, phases and the hand size limit (rules-mr3.md; TC142)."""
from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, card_in_hand, go_to_battle, monster_card, pass_until, position, vanilla

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


# ---- Priority in the Battle Phase (E03-E04, F02, F26; p.117, p.159, p.162, p.172) ---------------

TWO_PRONGED = 83887306
WABOKU = 12607053
DARK_HOLE = 53129443


def _set_ids(duel, player):
    return [s["card"] for s in duel.spells(player) if s]


def test_e03_e04_the_turn_player_activates_a_set_trap_in_the_battle_step_before_attacking():
    # With priority in the Battle Step the turn player may activate a Trap (here Two-Pronged
    # Attack: two of theirs and one of the opponent's) instead of declaring an attack; the
    # opponent gets the usual response window, and then the Battle Step goes on.
    strong, a, b = vanilla(2000, 1000), vanilla(500, 500), vanilla(600, 500)
    duel = position(monsters=([a, b, strong], [vanilla(2500, 1000)]), spells=([TWO_PRONGED], [WABOKU]))
    go_to_battle(duel)
    tpa = _set_ids(duel, 0)[0]
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, A.ACT_ACTIVATE + tpa] + [attack(z, 0) for z in range(3)]
    duel.apply(A.ACT_ACTIVATE + tpa)
    for target in (monster_card(duel, 0, 0), monster_card(duel, 0, 1), monster_card(duel, 1, 0)):
        duel.apply(A.ACT_SELECT + target)
    assert (duel.decision(), duel.current_player()) == ("response", 1)  # E03: the opponent may chain
    assert A.ACT_ACTIVATE + _set_ids(duel, 1)[0] in duel.legal_actions()
    pass_until(duel, "battle")
    assert duel.card_ids(1, "monsters") == [] and sorted(duel.graveyard(0)) == sorted([a, b, TWO_PRONGED])
    assert (duel.phase(), duel.current_player()) == ("battle", 0)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(2, None)]
    duel.apply(attack(2, None))
    pass_until(duel, "battle")
    assert duel.lp(1) == 6000


def test_e05_no_spell_speed_1_in_the_battle_step():
    # E05: a Normal Spell needs the open game state of the Main Phase; a Set Trap (Spell Speed 2)
    # is offered in the Battle Step.
    duel = position(hands=([DARK_HOLE], []), monsters=([M], [vanilla(500, 500)]), spells=([WABOKU], []))
    go_to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, A.ACT_ACTIVATE + _set_ids(duel, 0)[0], attack(0, 0)]


def test_e03_the_chain_started_in_the_battle_step_returns_to_the_battle_step():
    duel = position(monsters=([M], []), spells=([WABOKU], []))
    go_to_battle(duel)
    duel.apply(A.ACT_ACTIVATE + _set_ids(duel, 0)[0])
    assert (duel.phase(), duel.decision(), duel.observation(0)[2]) == ("battle", "battle", L.BSTEP_BATTLE)
    assert duel.graveyard(0) == [WABOKU]
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(0, None)]


def test_f02_f26_start_step_and_end_step_open_with_the_turn_player():
    # F02: the Start Step, F26: the End Step: in each the turn player gets priority first.
    duel = position(monsters=([M], []), spells=([WABOKU], [WABOKU]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "response")
    while duel.phase() == "main1":   # E02: both pass before Main Phase 1 ends
        duel.apply(A.ACT_PASS)
    assert (duel.phase(), duel.observation(0)[2], duel.current_player()) == ("battle", L.BSTEP_START, 0)
    duel.apply(A.ACT_PASS)
    assert duel.current_player() == 1
    duel.apply(A.ACT_PASS)
    assert (duel.decision(), duel.observation(0)[2]) == ("battle", L.BSTEP_BATTLE)
    duel.apply(A.ACT_END_BATTLE)
    # E02: the opponent may still act before the Battle Step ends, then the End Step.
    assert (duel.decision(), duel.current_player(), duel.observation(0)[2]) == ("response", 1, L.BSTEP_BATTLE)
    duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_PASS)
    assert (duel.decision(), duel.current_player(), duel.observation(0)[2]) == ("response", 0, L.BSTEP_END)
    duel.apply(A.ACT_PASS)
    assert duel.current_player() == 1
    duel.apply(A.ACT_PASS)
    assert (duel.phase(), duel.decision()) == ("main2", "main")
