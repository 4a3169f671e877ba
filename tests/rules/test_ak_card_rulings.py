"""The card rulings of Chapter 1 (rules-mr3.md AK) for the cards of the pool, in the parts their
scripted (2005) texts share with the book's updated ones: Twin-Headed Behemoth, Sinister Serpent,
Ring of Destruction. The updated texts' other clauses and the cards not in the pool are listed in
docs/rules-coverage.md."""
from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, card_in_hand, monster_card, pass_until, position, settle, to_battle, vanilla

BEHEMOTH = 43586926            # 1500/1200; destroyed this turn: End Phase revival as 1000/1000, once per Duel
SINISTER_SERPENT = 8131171
RING_OF_DESTRUCTION = 83555666
DARK_HOLE = 53129443
MONSTER_REBORN = 83764718
BOOK_OF_MOON = 14087893
SOLEMN_WARNING = 84749824
REINFORCEMENTS = 17814387      # Trap: +500 ATK, allowed in the Damage Step
BIG = vanilla(2000, 1000)


def destroy_with_dark_hole_and_end_turn(duel, player=0):
    """`player` destroys every monster with Dark Hole, then goes to the End Phase; stops at the
    first yes/no asked or the next Main Phase."""
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


def test_ak01_behemoths_revival_is_optional_and_once_per_duel():
    # AK01: Declined, it stays in the GY; revived, then destroyed again in a later turn, it is not
    # asked again.
    duel = position(hands=([DARK_HOLE], []), monsters=([], [BEHEMOTH]))
    destroy_with_dark_hole_and_end_turn(duel)
    assert (duel.decision(), duel.current_player()) == ("yesno", 1)
    duel.apply(A.ACT_NO)
    assert settle(duel) == "main" and duel.graveyard(1) == [BEHEMOTH]
    duel = position(hands=([DARK_HOLE, DARK_HOLE], []), monsters=([], [BEHEMOTH]))
    destroy_with_dark_hole_and_end_turn(duel)
    duel.apply(A.ACT_YES)
    assert settle(duel) == "main" and duel.monsters(1)[0]["code"] == BEHEMOTH
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")  # back to player 0's turn
    destroy_with_dark_hole_and_end_turn(duel)
    assert duel.decision() == "main" and BEHEMOTH in duel.graveyard(1)


def test_ak01_a_negated_revival_still_uses_the_once_per_duel():
    # AK01: Solemn Warning negates the activation of the revival; revived later by Monster Reborn and
    # destroyed again that turn, Behemoth may not try again.
    duel = position(hands=([DARK_HOLE], [MONSTER_REBORN, DARK_HOLE]), monsters=([], [BEHEMOTH]),
                    spells=([SOLEMN_WARNING], []))
    destroy_with_dark_hole_and_end_turn(duel)
    duel.apply(A.ACT_YES)
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "main")
    assert duel.turn_player() == 1 and duel.graveyard(1) == [BEHEMOTH]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    assert settle(duel) == "main" and duel.monsters(1)[0]["code"] == BEHEMOTH
    destroy_with_dark_hole_and_end_turn(duel, player=1)
    assert duel.decision() == "main" and BEHEMOTH in duel.graveyard(1)


def test_ak01_behemoths_1000_1000_are_forgotten_once_it_is_turned_face_down():
    # AK01: Revived as 1000/1000, turned face-down by Book of Moon and Flip Summoned again: 1500/1200.
    duel = position(hands=([DARK_HOLE], []), monsters=([], [BEHEMOTH]), spells=([BOOK_OF_MOON], []))
    destroy_with_dark_hole_and_end_turn(duel)
    duel.apply(A.ACT_YES)
    settle(duel)
    assert (duel.monsters(1)[0]["atk"], duel.monsters(1)[0]["def"]) == (1000, 1000)
    behemoth = monster_card(duel, 1, 0)
    duel.apply(A.ACT_TO_BATTLE)  # player 1 leaves Main Phase 1; player 0 answers with Book of Moon
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + behemoth)
    assert settle(duel) == "main" and duel.monsters(1)[0]["position"] == "set"
    duel.apply(A.ACT_FLIP_SUMMON + behemoth)
    settle(duel)
    assert (duel.monsters(1)[0]["atk"], duel.monsters(1)[0]["def"]) == (1500, 1200)


def test_ak02_sinister_serpent_returns_from_the_gy_in_its_owners_standby_phase_if_wished():
    # AK02: A Standby Phase trigger from the GY, optional, for its owner only.
    duel = position(phase="standby", graveyards=([SINISTER_SERPENT], [SINISTER_SERPENT]))
    assert (duel.decision(), duel.current_player()) == ("yesno", 0)
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.hand(0) == [SINISTER_SERPENT] and duel.graveyard(1) == [SINISTER_SERPENT]
    duel = position(phase="standby", graveyards=([SINISTER_SERPENT], []))
    duel.apply(A.ACT_NO)
    settle(duel)
    assert duel.graveyard(0) == [SINISTER_SERPENT] and duel.hand(0) == []


def test_ak04_ring_of_destruction_destroys_a_face_up_monster_and_both_players_take_its_atk():
    # AK04: a face-up monster only; destroyed, and both players take its ATK at once.
    duel = position(turn=3, turn_player=1, monsters=([], [BIG, (BIG, "set")]),
                    spells=([RING_OF_DESTRUCTION], []))
    duel.apply(A.ACT_TO_BATTLE)
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 0)]  # not the face-down one
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.monsters(1)[0] is None and BIG in duel.graveyard(1)
    assert (duel.lp(0), duel.lp(1)) == (6000, 6000)


def test_ak04_ring_of_destruction_cannot_be_activated_in_the_damage_step():
    # AK04: Offered when the attack is declared; in the Damage Step's windows, where Reinforcements
    # (a Trap allowed there) is offered, it is not.
    duel = position(turn=3, turn_player=1, monsters=([vanilla(1000, 1000)], [BIG]),
                    spells=([RING_OF_DESTRUCTION, REINFORCEMENTS], []))
    ring, reinforcements = duel.spells(0)[0]["card"], duel.spells(0)[1]["card"]
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert A.ACT_ACTIVATE + ring in duel.legal_actions()
    damage_step_windows = 0
    while duel.decision() == "response":
        if duel.current_player() == 0 and duel.buffer[L.HDR_BATTLE_STEP] == L.BSTEP_DAMAGE:
            damage_step_windows += 1
            assert A.ACT_ACTIVATE + reinforcements in duel.legal_actions()
            assert A.ACT_ACTIVATE + ring not in duel.legal_actions()
        duel.apply(A.ACT_PASS)
    assert damage_step_windows >= 1
