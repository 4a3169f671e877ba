"""Chains, Spell Speeds, activation and resolution (rules-mr3.md sections R, S, U, V, W, X;
scenarios TC007, TC014). Cards are the Starter Decks' (ygo_core/scripts)."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, keep_gy_order, monster_card, position, vanilla

DARK_HOLE = 53129443
DIAN_KETO = 84257639
JUST_DESSERTS = 24068492
OOKAZI = 19523799
REINFORCEMENTS = 17814387
CASTLE_WALLS = 44209392
CHANGE_OF_HEART = 4031928
TWO_PRONGED = 83887306
WABOKU = 12607053
YAMI = 59197169
SOGEN = 86318356
SWORD = 37120512
ULTIMATE_OFFERING = 80604091
PUPPETEER = 54098121
CAPTURE_JAR = 50045299
KOUMORI_DRAGON = 67724379
FERAL_IMP = 41392891
M = vanilla(1000, 1000)


def spell_ids(duel, player):
    return [s["card"] for s in duel.spells(player) if s]


def test_w02_spell_speed_1_cannot_respond():
    # W02: the opponent holds Dark Hole (Spell Speed 1) and a Set Trap (2); only the Trap can
    # respond to Ookazi.
    duel = position(hands=([OOKAZI], [DARK_HOLE]), spells=([], [JUST_DESSERTS]),
                    monsters=([M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    trap = spell_ids(duel, 1)[0]
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + trap]


def test_w04_both_pass_then_the_chain_resolves():
    duel = position(hands=([OOKAZI], []), spells=([], [JUST_DESSERTS]), monsters=([M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    assert [link["code"] for link in duel.chain()] == [OOKAZI]
    duel.apply(A.ACT_PASS)
    assert duel.lp(1) == 7200 and duel.chain() == []
    assert duel.graveyard(0) == [OOKAZI]  # R05: a Normal Spell goes to the GY after resolving
    assert (duel.decision(), duel.current_player()) == ("main", 0)


def test_w05_a09_tc007_last_in_first_out_and_loss_is_immediate():
    # P0 at 500 LP activates Dian Keto (CL1); P1 chains Just Desserts (CL2): CL2 resolves
    # first, P0 hits 0 and loses at once; Dian Keto never resolves.
    duel = position(lp=(500, 8000), hands=([DIAN_KETO], []), spells=([], [JUST_DESSERTS]),
                    monsters=([M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert [link["code"] for link in duel.chain()] == [DIAN_KETO, JUST_DESSERTS]
    assert (duel.decision(), duel.current_player()) == ("response", 0) or duel.is_terminal()
    if not duel.is_terminal():
        duel.apply(A.ACT_PASS)
    assert duel.is_terminal() and (duel.winner(), duel.win_reason(), duel.lp(0)) == (1, "lp", 0)


def test_w11_chain_cards_go_to_the_gy_together_after_the_chain():
    duel = position(hands=([OOKAZI], []), spells=([], [JUST_DESSERTS]), monsters=([M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    # Nobody can chain anything more, so both pass without being asked and the chain resolves.
    assert (duel.lp(0), duel.lp(1)) == (7500, 7200)
    assert duel.graveyard(0) == [OOKAZI] and duel.graveyard(1) == [JUST_DESSERTS]
    assert duel.spells(0)[0] is None and duel.spells(1)[0] is None


def test_s01_a_trap_cannot_be_activated_the_turn_it_was_set():
    duel = position(hands=([CASTLE_WALLS], []), monsters=([M], []))
    card = card_in_hand(duel, 0, CASTLE_WALLS)
    duel.apply(A.ACT_SET + card)
    assert duel.spells(0)[0]["position"] == "facedown"
    assert A.ACT_ACTIVATE + card not in duel.legal_actions()


def test_s01_a_set_trap_works_from_the_next_turn():
    duel = position(spells=([CASTLE_WALLS], []), monsters=([M], []))
    card = spell_ids(duel, 0)[0]
    assert A.ACT_ACTIVATE + card in duel.legal_actions()


def test_r06_a_set_normal_spell_can_be_activated_the_same_turn():
    duel = position(hands=([OOKAZI], []))
    card = card_in_hand(duel, 0, OOKAZI)
    duel.apply(A.ACT_SET + card)
    duel.apply(A.ACT_ACTIVATE + card)
    assert duel.lp(1) == 7200


def test_r01_normal_spells_only_in_your_own_main_phase():
    duel = position(turn=2, turn_player=1, hands=([OOKAZI], []), spells=([], []))
    assert duel.current_player() == 1
    # Player 0 is not asked at all: they have no legal response in player 1's turn.
    duel.apply(A.ACT_TO_END)
    assert duel.turn_player() == 0 and A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI) in duel.legal_actions()


def test_c05_tc014_no_spell_from_hand_with_full_zones_but_a_field_spell_is_fine():
    full = [{"code": CASTLE_WALLS, "set_this_turn": True}] * 5
    duel = position(hands=([OOKAZI, YAMI, REINFORCEMENTS], []), spells=(full, []))
    legal = duel.legal_actions()
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI) not in legal
    assert A.ACT_SET + card_in_hand(duel, 0, REINFORCEMENTS) not in legal
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, YAMI) in legal


def test_c07_tc014_a_new_field_spell_sends_the_old_one_to_the_gy():
    duel = position(hands=([SOGEN], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SOGEN))
    assert duel.spells(0)[5]["code"] == SOGEN and duel.graveyard(0) == [YAMI]


def test_r05_a_field_spell_stays_after_resolving():
    duel = position(hands=([YAMI], []), monsters=([FERAL_IMP], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, YAMI))
    assert duel.spells(0)[5]["code"] == YAMI and duel.spells(0)[5]["position"] == "faceup"
    assert duel.monsters(0)[0]["atk"] == 1500  # Feral Imp is a Fiend: +200


def test_r11_an_equip_is_destroyed_when_its_monster_leaves():
    duel = position(hands=([SWORD, DARK_HOLE], []), monsters=([FERAL_IMP], []))
    imp = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORD))
    duel.apply(A.ACT_SELECT + imp)
    assert duel.monsters(0)[0]["atk"] == 1700 and duel.spells(0)[0]["equipped_to"] == imp
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    assert sorted(duel.graveyard(0)) == sorted([FERAL_IMP, SWORD, DARK_HOLE])


def test_v03_a_target_gone_before_resolution_is_not_affected():
    # P0 activates Change of Heart on P1's monster; P1 chains Two-Pronged Attack, destroying
    # that monster (and another of theirs, and one of P0's). Change of Heart then does nothing.
    duel = position(hands=([CHANGE_OF_HEART], []), spells=([], [TWO_PRONGED]),
                    monsters=([M], [vanilla(1500, 1000), vanilla(1600, 1000)]))
    stolen = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    duel.apply(A.ACT_SELECT + stolen)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    duel.apply(A.ACT_SELECT + stolen)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    keep_gy_order(duel)  # C10: P1 orders their two destroyed monsters
    assert duel.chain() == [] and duel.card_ids(0, "monsters") == [] and duel.card_ids(1, "monsters") == []
    assert sorted(duel.graveyard(1)) == sorted([vanilla(1500, 1000), vanilla(1600, 1000), TWO_PRONGED])


def test_a10_u03_paying_all_remaining_lp_is_allowed_and_loses():
    duel = position(lp=(500, 8000), hands=([M], []), spells=([(ULTIMATE_OFFERING, "faceup")], []),
                    normal_summon_used=True)
    offering = spell_ids(duel, 0)[0]
    duel.apply(A.ACT_ACTIVATE + offering)
    assert duel.is_terminal() and (duel.winner(), duel.lp(0)) == (1, 0)


def test_a10_cannot_pay_more_lp_than_you_have():
    duel = position(lp=(400, 8000), hands=([M], []), spells=([(ULTIMATE_OFFERING, "faceup")], []))
    assert A.ACT_ACTIVATE + spell_ids(duel, 0)[0] not in duel.legal_actions()


def test_w07_simultaneous_mandatory_triggers_turn_player_first():
    # Both players control Mysterious Puppeteer; P0 Normal Summons: both triggers form one
    # chain, the turn player's as link 1 (W03, W07). P1's Set Castle Walls keeps a window open.
    duel = position(hands=([M], []), monsters=([PUPPETEER], [PUPPETEER]),
                    spells=([], [CASTLE_WALLS]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    chain = duel.chain()
    assert [(link["code"], link["player"]) for link in chain] == [(PUPPETEER, 0), (PUPPETEER, 1)]
    assert (duel.decision(), duel.current_player()) == ("response", 0) or duel.current_player() == 1
    while duel.chain():
        duel.apply(A.ACT_PASS)
    assert (duel.lp(0), duel.lp(1)) == (8500, 8500)


def test_f07_attacker_switched_to_defense_in_the_battle_step_does_not_battle():
    # Dragon Capture Jar flipped in the attack declaration window turns the attacking Dragon to
    # Defense Position: no Damage Step (F07).
    duel = position(monsters=([KOUMORI_DRAGON], [M]), spells=([], [CAPTURE_JAR]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert duel.monsters(0)[0]["position"] == "defense"
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000) and duel.monsters(1)[0] is not None
    assert duel.decision() == "battle"


def test_f09_replay_when_the_target_is_destroyed_in_the_battle_step():
    duel = position(monsters=([vanilla(2000, 1000), M], [M, vanilla(1200, 1000)]),
                    spells=([], [TWO_PRONGED]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    target = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    duel.apply(A.ACT_SELECT + target)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    keep_gy_order(duel)  # C10: P1 orders their two destroyed monsters
    # Nobody can respond, so the chain resolves; P1 has no monster left: the replay offers a direct attack or no attack (F09d).
    assert duel.decision() == "replay"
    assert list(duel.legal_actions()) == [A.ACT_PASS, attack(0, None)]
    duel.apply(attack(0, None))
    assert duel.lp(1) == 6000


def test_f09e_declining_the_replay_still_uses_the_attack():
    duel = position(monsters=([vanilla(2000, 1000), M], [M, vanilla(1200, 1000)]),
                    spells=([], [TWO_PRONGED]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    keep_gy_order(duel)
    assert duel.decision() == "replay"
    duel.apply(A.ACT_PASS)  # no attack
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_f14_only_damage_step_cards_before_damage_calculation():
    # P1 holds Set Waboku (not legal in the Damage Step) and Castle Walls (an ATK/DEF card).
    duel = position(monsters=([vanilla(2000, 1000)], [(vanilla(100, 1800), "defense")]),
                    spells=([], [WABOKU, CASTLE_WALLS]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    waboku, walls = spell_ids(duel, 1)
    assert set(duel.legal_actions()) == {A.ACT_PASS, A.ACT_ACTIVATE + waboku, A.ACT_ACTIVATE + walls}
    duel.apply(A.ACT_PASS)  # attack declaration window
    assert duel.phase() == "battle" and duel.decision() == "response"
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + walls]
    duel.apply(A.ACT_ACTIVATE + walls)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    # DEF 2300 vs ATK 2000: the attacker's controller takes 300 and nothing is destroyed.
    assert (duel.lp(0), duel.lp(1)) == (7700, 8000) and duel.monsters(1)[0]["def"] == 2300



def _fast_candidates(duel, player):
    from ygo_core import layout as L
    s = duel.buffer
    return [c for c in range(L.CAP_CARDS)
            if s[L.HDR_FAST_ACTIVATORS + player * L.ACTIVATOR_WORDS + c // 32] >> (c % 32) & 1]


def test_w02_a_window_searches_the_fast_cards_and_finds_each_that_can_answer():
    # W02 (speed, issue 12: HDR_FAST_ACTIVATORS): where only Spell Speed 2 or more may answer,
    # the search visits the cards that have such an effect: the Set Trap and the Trap still in
    # the hand are candidates, Dark Hole (Spell Speed 1) is not; the Set one answers (S01: set on
    # an earlier turn), the one in the hand cannot (a Trap is activated from the field only).
    duel = position(hands=([OOKAZI], [DARK_HOLE, WABOKU]), spells=([], [JUST_DESSERTS]),
                    monsters=([M], [M]))
    set_trap, hand_trap = spell_ids(duel, 1)[0], card_in_hand(duel, 1, WABOKU)
    assert sorted(_fast_candidates(duel, 1)) == sorted([set_trap, hand_trap])
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + set_trap]
    duel.apply(A.ACT_ACTIVATE + set_trap)
    # The Trap on the chain is still a candidate on the field; once resolved it is in the GY.
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert _fast_candidates(duel, 1) == [hand_trap]
