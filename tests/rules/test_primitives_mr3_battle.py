"""The MR3 battle helper's primitives (ygo_core/scripts/vocab.py, "MR3 battle helper"), each with
a test-only card: battle damage doubled by a continuous effect (APPLY_DOUBLE_BATTLE_DAMAGE: Odd-Eyes
Pendulum Dragon's monster effect, docs/mr3-cards.md 5.4) and battle appliers granted to a monster
for the turn (OP_BATTLE_GRANTS: Scrap Fist, 4.2), the Battle Step condition and an ATK change to
the end of the Battle Phase (COND_BATTLE_STEP, OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END: Speed
Warrior, 4.1). Rule IDs: F01 (the steps of the Battle Phase), F18 (damage calculation between
monsters), F20 (destruction by battle), F23 (battle damage), AJ (lingering effects)."""
import pytest

from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    activate, atk_becomes_original_times_until_battle_end, battle_grants_this_turn, battle_step, continuous,
    double_battle_damage, monsters, quick,
)

from helpers import (
    attack, card_in_hand, filler, go_to_battle, monster_card, pass_until, table_db, table_position, vanilla,
)

QUICKPLAY = 0x10002
EFFECT_MONSTER = 0x21
TEST_CARDS = {
    98500001: ("Test Doubler", EFFECT_MONSTER, (2000, 1000), continuous(double_battle_damage())),
    98500002: ("Test Grant Double", QUICKPLAY, (0, 0),
               activate(battle_grants_this_turn("double_damage"), target=monsters("self", face_up=True))),
    98500003: ("Test Grant Sturdy", QUICKPLAY, (0, 0),
               activate(battle_grants_this_turn("not_destroyed"), target=monsters("self", face_up=True))),
    98500004: ("Test Tripler", EFFECT_MONSTER, (1000, 1000),
               quick(atk_becomes_original_times_until_battle_end(3), conditions=[battle_step()])),
    98500005: ("Test Unchained Doubler", EFFECT_MONSTER, (1000, 1000),
               quick(atk_becomes_original_times_until_battle_end(2), conditions=[battle_step(no_chain=True)])),
}
DOUBLER, GRANT_DOUBLE, GRANT_STURDY, TRIPLER, UNCHAINED = sorted(TEST_CARDS)



def _info(code, name, kind, stats):
    monster = kind & 1
    return CardInfo(code, 0, name, kind, 4 if monster else 0, 0x20, 1 if monster else 0, *stats)


def db():
    return table_db(TEST_CARDS, _info, stats_column=True)


def pos(**kw):
    return table_position(db(), filler(), **kw)


def battle(duel, attacker_zone=0, target_zone=0):
    duel.apply(attack(attacker_zone, target_zone))
    pass_until(duel, "battle")


# ---- APPLY_DOUBLE_BATTLE_DAMAGE ---------------------------------------------------------------

def test_doubled_damage_attacking_a_monster():
    # F18, F23: 2000 against 1000 ATK deals 1000, doubled to 2000.
    duel = pos(monsters=([DOUBLER], [vanilla(1000, 1000)]))
    go_to_battle(duel)
    battle(duel)
    assert duel.lp(1) == 8000 - 2000


def test_doubled_damage_is_not_for_a_direct_attack():
    # "by battling their monster": a direct attack deals its 2000 ATK, not doubled.
    duel = pos(monsters=([DOUBLER], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2000


def test_doubled_damage_when_it_is_attacked_and_wins():
    # The damage it inflicts on the attacking player (1500 ATK into its 2000 ATK) is doubled too.
    duel = pos(monsters=([vanilla(1500, 1000)], [DOUBLER]))
    go_to_battle(duel)
    battle(duel)
    assert duel.lp(0) == 8000 - 1000


def test_damage_its_controller_takes_is_not_doubled():
    # Only the damage it inflicts: attacking 2500 ATK, its controller takes 500.
    duel = pos(monsters=([DOUBLER], [vanilla(2500, 1000)]))
    go_to_battle(duel)
    battle(duel)
    assert duel.lp(0) == 8000 - 500 and duel.lp(1) == 8000


def test_doubled_damage_against_a_higher_def_is_not_doubled():
    # Attacking a 2500 DEF Defense Position monster: its controller takes 500 (the Defense
    # Position monster inflicts it), not doubled; the doubler is not destroyed (F18).
    duel = pos(monsters=([DOUBLER], [(vanilla(100, 2500), "defense")]))
    go_to_battle(duel)
    battle(duel)
    assert duel.lp(0) == 8000 - 500 and duel.monsters(0)[0]["code"] == DOUBLER


# ---- OP_BATTLE_GRANTS -------------------------------------------------------------------------

def _grant(duel, spell, zone=0):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, spell))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, zone))
    pass_until(duel, "battle")


def test_granted_doubling_applies_once_with_a_doubling_effect():
    # Two doublings do not multiply: 2000 - 1000 = 1000, x2 once (not x4).
    duel = pos(hands=([GRANT_DOUBLE], []), monsters=([DOUBLER], [vanilla(1000, 1000)]))
    go_to_battle(duel)
    _grant(duel, GRANT_DOUBLE)
    battle(duel)
    assert duel.lp(1) == 8000 - 2000


def test_a_granted_monster_state_is_a_valid_saved_state():
    # The LING_BATTLE_GRANTS record is a known lingering kind (docs/saved-states.md).
    from ygo_core.state_check import check_state
    duel = pos(hands=([GRANT_DOUBLE], []), monsters=([vanilla(2000, 1000)], [vanilla(1000, 1000)]))
    go_to_battle(duel)
    _grant(duel, GRANT_DOUBLE)
    check_state(duel.buffer, db())
    battle(duel)
    assert duel.lp(1) == 8000 - 2000
    check_state(duel.buffer, db())


def test_granted_not_destroyed_survives_its_battle():
    # F20: the granted monster loses the battle (1000 into 2000) but is not destroyed; its
    # controller still takes the 1000 damage.
    m = vanilla(1000, 1000)
    duel = pos(hands=([GRANT_STURDY], []), monsters=([m], [vanilla(2000, 1000)]))
    go_to_battle(duel)
    _grant(duel, GRANT_STURDY)
    battle(duel)
    assert duel.lp(0) == 8000 - 1000 and duel.monsters(0)[0]["code"] == m


def test_a_grant_on_a_face_down_or_gone_monster_does_nothing():
    # The grant needs the target face-up on the field at resolution: with none, it cannot even
    # be activated (no face-up target).
    duel = pos(hands=([GRANT_STURDY], []), monsters=([(vanilla(1000, 1000), "set")], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, GRANT_STURDY) not in duel.legal_actions()


def test_battle_grants_vocabulary_refuses_unknown_or_no_grants():
    with pytest.raises(ValueError):
        battle_grants_this_turn("pierce", "triple_damage")
    with pytest.raises(ValueError):
        battle_grants_this_turn()


# ---- COND_BATTLE_STEP, OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END ----------------------------------

def _atk(duel, player=0, zone=0):
    return duel.monsters(player)[zone]["atk"]


def test_battle_step_condition_and_original_atk_times_n_until_the_battle_phase_ends():
    # F01: not in Main Phase 1; in the Battle Step the effect gives 3 x 1000; the change ends
    # with the Battle Phase (Main Phase 2: 1000 again).
    duel = pos(monsters=([TRIPLER], []))
    tripler = monster_card(duel, 0, 0)
    assert A.ACT_ACTIVATE + tripler not in duel.legal_actions()
    go_to_battle(duel)
    duel.apply(A.ACT_ACTIVATE + tripler)
    pass_until(duel, "battle")
    assert _atk(duel) == 3000
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert _atk(duel) == 1000


def test_battle_step_no_chain_clause():
    # "no chain open": in answer to its controller's own chain link (a Quick-Play in the Battle
    # Step) the no-chain card is not offered; the plain Battle Step one is.
    duel = pos(hands=([GRANT_DOUBLE], []), monsters=([UNCHAINED, TRIPLER], []))
    go_to_battle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GRANT_DOUBLE))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    while duel.decision() == "response" and duel.current_player() != 0:
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response"
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 1) in duel.legal_actions()
    pass_until(duel, "battle")
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in duel.legal_actions()  # no chain now


def test_atk_times_vocabulary_refuses_n_below_1():
    with pytest.raises(ValueError):
        atk_becomes_original_times_until_battle_end(0)
