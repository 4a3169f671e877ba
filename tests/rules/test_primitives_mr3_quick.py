"""The MR3 quick family's primitives (ygo_core/scripts/vocab.py, "MR3 quick family"), each with a
test-only card or a real one: Quick effects from the hand (Q11, C14), ending the Battle Phase
(F08), re-Setting a resolved Trap (W11, S01), negation until the end of the turn (Q01, AJ),
negating an activation that would Special Summon (H15-H16, S10), summon negation in the H17
window, chain limits on a target (W02)."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, cost_self, destroy, draw, end_battle_phase, ignition, monsters,
    damage, double_for_calculation, effect, foe_face_up_spell_effect_below, gain_lp, own_battler_calculating,
    negate_effects_this_turn, no_target_response, quick, quick_from_hand, repay_damage, set_again,
    special_summon, spells_traps, then, trigger,
)

from helpers import (
    attack, card_in_hand, filler, go_to_battle, monster_card, pass_until, set_ids, table_db, table_position, vanilla,
)

NORMAL_SPELL, QUICKPLAY, NORMAL_TRAP, CONTINUOUS_TRAP = 0x2, 0x10002, 0x4, 0x20004
EFFECT_MONSTER = 0x21
TEST_CARDS = {
    98300001: ("Test End Battle", QUICKPLAY, activate(end_battle_phase())),
    98300002: ("Test Destroy And Reset", NORMAL_TRAP,
               activate(destroy(), then(set_again()), target=spells_traps("foe"))),
    98300003: ("Test Hand Quick Draw", EFFECT_MONSTER, quick_from_hand(draw(1), cost=[cost_self("gy")])),
    98300004: ("Test Veil", QUICKPLAY, activate(negate_effects_this_turn(), target=monsters("foe", face_up=True))),
    98300005: ("Test Summoner", EFFECT_MONSTER,
               ignition(special_summon(), target=Filter(where=("hand",), controller="self", kind=("monster",)))),
    98300006: ("Test Beam On Monsters", NORMAL_SPELL,
               no_target_response(activate(destroy(), target=monsters("foe")))),
    98300007: ("Test Field Quick Draw", EFFECT_MONSTER, quick(draw(1))),
    98300008: ("Test Burner", EFFECT_MONSTER, ignition(damage(500))),
    98300009: ("Test Quick Burner", EFFECT_MONSTER, quick(damage(300))),
    98300010: ("Test Self Burner", EFFECT_MONSTER, ignition(damage(200, to="self"))),
    98300011: ("Test Repay", CONTINUOUS_TRAP, activate(), trigger("foe_monster_effect_damage", repay_damage())),
    98300012: ("Test Face-up Effect", CONTINUOUS_TRAP, activate(), effect(gain_lp(100))),
    98300013: ("Test Destroy Below", NORMAL_TRAP,
               activate(destroy("below_card"), conditions=[foe_face_up_spell_effect_below()])),
    98300014: ("Test Doubler", EFFECT_MONSTER,
               quick(double_for_calculation(), damage_step=True, conditions=[own_battler_calculating(monsters("self"))])),
}
(END_BATTLE, DESTROY_RESET, HAND_DRAW, VEIL, SUMMONER, BEAM_MONSTERS, FIELD_QUICK, BURNER, QUICK_BURNER,
 SELF_BURNER, REPAY, FACE_UP_EFFECT, DESTROY_BELOW, DOUBLER) = sorted(TEST_CARDS)
SOLEMN_WARNING = 84749824
JINZO = 77585513
CASTLE_WALLS = 44209392
SAKURETSU = 56120475
M = vanilla(1000, 1000)
M2 = vanilla(1500, 1200)


def _info(code, name, kind, stats):
    monster = kind & 1
    return CardInfo(code, 0, name, kind, 4 if monster else 0, 0, 1 if monster else 0,
                    1000 if monster else 0, 1000 if monster else 0)


def db():
    return table_db(TEST_CARDS, _info)


def pos(**kw):
    return table_position(db(), filler(), **kw)


def test_f08_end_battle_phase_goes_to_the_end_step_and_main_phase_2():
    # F08: once the Battle Phase is ended no further attack is declared; play goes on to the
    # End Step and Main Phase 2 (the monster that has not attacked cannot).
    duel = pos(monsters=([M, M2], []), hands=([END_BATTLE], []))
    go_to_battle(duel)
    assert attack(0, None) in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, END_BATTLE))
    pass_until(duel, "main")
    assert duel.phase() == "main2" and duel.lp(1) == 8000


def test_w11_s01_a_reset_trap_stays_face_down_and_waits_a_turn():
    # W11: a Normal Trap goes to the GY once the chain is done, unless it was Set again; the
    # re-Set card is a new Set card (S01: not activatable in the turn it was Set, the next turn
    # it is).
    duel = pos(spells=([DESTROY_RESET], [CASTLE_WALLS, CASTLE_WALLS]), turn=3)
    trap = set_ids(duel, 0)[0]
    first, second = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + trap)
    duel.apply(A.ACT_SELECT + first)
    pass_until(duel, "main")
    assert duel.graveyard(0) == [] and duel.graveyard(1) == [CASTLE_WALLS]
    assert [(s["code"], s["position"]) for s in duel.spells(0) if s] == [(DESTROY_RESET, "facedown")]
    assert A.ACT_ACTIVATE + set_ids(duel, 0)[0] not in duel.legal_actions()
    duel.apply(A.ACT_TO_END)
    while not (duel.turn_player() == 1 and duel.phase() == "main1"):
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    duel.apply(A.ACT_TO_BATTLE)  # opens a window for player 0 in the opponent's turn
    while duel.decision() == "response" and duel.current_player() != 0:
        duel.apply(A.ACT_PASS)
    assert A.ACT_ACTIVATE + set_ids(duel, 0)[0] in duel.legal_actions()
    assert second in set_ids(duel, 1)


def test_q11_c14_a_quick_effect_from_the_hand_in_either_turn_and_not_from_the_field():
    # Q11: Spell Speed 2, in either player's turn; C14: from the hand (the card is the cost).
    duel = pos(hands=([HAND_DRAW], []))
    hand_card = card_in_hand(duel, 0, HAND_DRAW)
    assert A.ACT_ACTIVATE + hand_card in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + hand_card)
    pass_until(duel, "main")
    assert duel.graveyard(0) == [HAND_DRAW] and len(duel.hand(0)) == 1
    # in the opponent's turn, answering their summon
    duel = pos(hands=([HAND_DRAW], [M]), turn=3, turn_player=1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, HAND_DRAW) in duel.legal_actions()
    # face-up on the field the hand effect is not there
    duel = pos(monsters=([HAND_DRAW], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_q01_aj_negated_until_the_end_of_the_turn_a_negator_stops_negating():
    # Q01: a negated Jinzo applies no continuous effect, so its controller's opponent may
    # activate Traps again this turn; AJ: it lasts to the end of the turn.
    duel = pos(monsters=([], [JINZO]), hands=([VEIL], []), spells=([CASTLE_WALLS], []))
    walls = set_ids(duel, 0)[0]
    assert A.ACT_ACTIVATE + walls not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, VEIL))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert A.ACT_ACTIVATE + walls in duel.legal_actions()


def test_h15_s10_warning_negates_a_monster_effect_that_special_summons_and_destroys_it():
    # H15-H16: an effect that Special Summons is activated (a chain link); Solemn Warning
    # chained directly to it (S10) negates it and destroys the monster whose effect it was.
    duel = pos(monsters=([SUMMONER], []), hands=([M2], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M2))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == [] and duel.graveyard(0) == [SUMMONER]
    assert duel.hand(0) == [M2]


def test_h17_warning_cannot_negate_a_special_summon_made_by_a_resolving_effect():
    # H15, H17: a Special Summon by a resolving effect has no negation window.
    duel = pos(monsters=([SUMMONER], []), hands=([M2], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M2))
    duel.apply(A.ACT_PASS)  # player 1 lets it resolve
    while duel.decision() == "position":
        duel.apply(A.ACT_ATTACK_POSITION)
    assert duel.decision() != "response" or duel.current_player() != 1 or \
        A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()
    pass_until(duel, "main")
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([SUMMONER, M2])


def test_w02_a_target_under_a_chain_limit_cannot_be_chained_but_others_can():
    # W02 lets a Quick effect answer a Spell; the chain limit takes the target (and only it)
    # out while the link is on the chain; it is destroyed.
    duel = pos(hands=([BEAM_MONSTERS], []), monsters=([], [FIELD_QUICK, FIELD_QUICK]))
    target, other = monster_card(duel, 1, 0), monster_card(duel, 1, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BEAM_MONSTERS))
    duel.apply(A.ACT_SELECT + target)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + target not in duel.legal_actions()
    assert A.ACT_ACTIVATE + other in duel.legal_actions()
    pass_until(duel, "main")
    assert duel.graveyard(1) == [FIELD_QUICK]
    # the chain is done: the limit is gone
    duel = pos(monsters=([], [FIELD_QUICK]), hands=([], []), turn=3, turn_player=1)
    assert A.ACT_ACTIVATE + monster_card(duel, 1, 0) in duel.legal_actions()


def _activate_monster(duel, code):
    duel.apply(A.ACT_ACTIVATE + next(c for c in duel.card_ids(0, "monsters") if duel.card_code(c) == code))


def test_effect_damage_event_each_damage_is_repaid_once():
    # docs/mr3-cards.md 4.3 (Doppelganger; Q04 triggers, W03 chains): two effect damages of the
    # opponent's monsters in one chain (500, then 300 chained to it) each queue one trigger,
    # and each trigger repays one of them: 800 in all, no more.
    duel = pos(monsters=([BURNER, QUICK_BURNER], []), spells=([], [(REPAY, "faceup")]))
    _activate_monster(duel, BURNER)
    while duel.current_player() != 0:
        duel.apply(A.ACT_PASS)
    _activate_monster(duel, QUICK_BURNER)
    while duel.decision() != "main":
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    assert (duel.lp(0), duel.lp(1)) == (7200, 7200)


def test_effect_damage_event_not_for_damage_to_its_own_controller():
    # docs/mr3-cards.md 4.3: only damage the opponent inflicts to the card's controller; a
    # monster of the card's controller damaging that controller is not answered.
    duel = pos(monsters=([SELF_BURNER], []), spells=([(REPAY, "faceup")], []))
    _activate_monster(duel, SELF_BURNER)
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (7800, 8000)


def test_effect_damage_record_is_a_checked_saved_state():
    # docs/saved-states.md: with the repaying trigger on the chain its LING_DAMAGE_TO_REPAY
    # record (the LP lost) loads back as the same duel; a record of no damage is refused.
    import pytest
    from ygo_core import layout as L
    from ygo_core import wide as W
    from ygo_core.scripts.vocab import O
    from ygo_core.state_check import StateError
    # (the Set Castle Walls opens a window for its player while the trigger is on the chain)
    duel = pos(monsters=([BURNER], []), spells=([], [(REPAY, "faceup"), CASTLE_WALLS]), turn=3)
    _activate_monster(duel, BURNER)
    records = []
    while duel.lp(0) == 8000 and duel.decision() == "response":
        buf = W.decode(duel.buffer)
        rows = [W.LINGER_BASE + i * L.LINGER_WIDTH for i in range(buf[L.HDR_LINGER_LEN])]
        records = [r for r in rows if buf[r + L.LINGER_KIND] == O.LING_DAMAGE_TO_REPAY]
        if records:
            break
        duel.apply(A.ACT_PASS)
    assert [buf[r + L.LINGER_VALUE] for r in records] == [500]
    again = Duel.from_buffer(db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    buf = buf.copy()
    buf[records[0] + L.LINGER_VALUE] = 0
    with pytest.raises(StateError) as info:
        Duel.from_buffer(db(), W.encode(buf))
    assert info.value.section == "lingering" and "LINGER_VALUE" in info.value.word
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (7500, 7500)


def test_u01_s08_the_effect_of_a_face_up_trap_is_answered_and_its_card_destroyed():
    # U01/S08: a face-up Continuous Trap's effect (not a card activation) is answered by a
    # condition on the link below; "destroy that card" reaches the card of that link.
    duel = pos(spells=([(FACE_UP_EFFECT, "faceup")], [DESTROY_BELOW]), turn=3)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert FACE_UP_EFFECT in duel.graveyard(0) and DESTROY_BELOW in duel.graveyard(1)


def test_u01_a_card_activation_is_not_the_effect_of_a_face_up_card():
    # U01: activating the Continuous Trap Card itself is no answer for that condition.
    duel = pos(spells=([FACE_UP_EFFECT], [DESTROY_BELOW]), turn=3)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    assert duel.decision() != "response" or A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


def test_f16_the_attack_target_doubles_its_atk_for_that_damage_calculation_only():
    # F16 (the last window before damage calculation): the player's battling monster, here the
    # attack target in Attack Position, gains its current ATK for that calculation only.
    duel = pos(monsters=([vanilla(1500, 1000)], [DOUBLER]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    doubler = monster_card(duel, 1, 0)
    while duel.decision() == "response" and not (
            duel.current_player() == 1 and A.ACT_ACTIVATE + doubler in duel.legal_actions()):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + doubler)
    pass_until(duel, "battle")
    # 1000 doubled to 2000 against 1500: 500 to the attacker's player, the attacker destroyed
    assert duel.lp(0) == 7500 and duel.card_ids(0, "monsters") == [] and duel.monsters(1)[0]["atk"] == 1000
