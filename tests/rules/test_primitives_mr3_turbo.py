"""The turbo helper's primitives (third round, issue 13; Turbo Synchron, docs/mr3-cards.md 4.1):
the battle damage a monster's controller took from its battle (EV_BATTLE_DAMAGE_TAKEN, raised
after damage calculation, F16, with the amount in the Damage Step frame, DS_F_DAMAGE), a filter
bounding ATK by that damage (FF_ATK_UP_TO_BATTLE_DAMAGE), the attack target as a selection
(SEL_ATTACK_TARGET) and "declares an attack on an Attack Position monster" (COND_TARGET_IN_ATTACK).
Rule IDs: F16 (the Damage Step's sub-timings), F18 (damage calculation), F23 (battle damage),
Q04 (trigger effects), H03 (Special Summon positions)."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import Filter, count_at_least, draw, ignition, summon_chosen, trigger

from helpers import (
    attack, card_in_hand, filler, go_to_battle, offered, pass_until, table_db, table_position, vanilla,
)

TURBO_SYNCHRON = 67270095
EFFECT_MONSTER = 0x21
UP_TO_DAMAGE = Filter(where=("hand",), controller="self", kind=("monster",), summonable=True,
                      atk_up_to_battle_damage=True)
TEST_CARDS = {
    # Mandatory: its controller took battle damage from its battle (attacking or attacked): draw 1.
    98570001: ("Test Sore Loser", EFFECT_MONSTER, (500, 2000), trigger("battle_damage_taken", draw(1), of="self")),
    # Ignition: summon from the hand with ATK up to the battle damage: never outside a Damage Step.
    98570002: ("Test Main Phase Bound", EFFECT_MONSTER, (100, 100),
               ignition(summon_chosen(UP_TO_DAMAGE, 1), conditions=[count_at_least(UP_TO_DAMAGE)])),
}
SORE_LOSER, MAIN_PHASE_BOUND = sorted(TEST_CARDS)



def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, 1, *stats)


def db():
    return table_db(TEST_CARDS, _info, stats_column=True)


def pos(**kw):
    return table_position(db(), filler(), **kw)


def settle(duel, yes=True):
    """Pass the windows and answer optional triggers until a main/battle or another choice."""
    while duel.decision() in ("response", "gy_order", "yesno"):
        if duel.decision() == "yesno":
            duel.apply(A.ACT_YES if yes else A.ACT_NO)
        elif duel.decision() == "gy_order":
            duel.apply(duel.legal_actions()[0])
        else:
            duel.apply(A.ACT_PASS)


# ---- EV_BATTLE_DAMAGE_TAKEN ---------------------------------------------------------------------

def test_damage_taken_attacking_a_stronger_monster():
    # F18, F23: 500 ATK into 1000 ATK: its controller takes 500; the event (F16: after damage
    # calculation) draws 1, the card still on the field then (F20: it leaves at the end of the step).
    duel = pos(monsters=([SORE_LOSER], [vanilla(1000, 100)]))
    go_to_battle(duel)
    hand = len(duel.hand(0))
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 8000 - 500 and len(duel.hand(0)) == hand + 1
    assert SORE_LOSER in duel.graveyard(0)


def test_damage_taken_when_attacked():
    # The attacked monster's controller took the damage (1000 ATK into its 500 ATK): the event is
    # its, in the opponent's turn.
    duel = pos(monsters=([vanilla(1000, 100)], [SORE_LOSER]))
    go_to_battle(duel)
    hand = len(duel.hand(1))
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(1) == 8000 - 500 and len(duel.hand(1)) == hand + 1


def test_no_event_without_damage_to_its_controller():
    # It inflicts the damage (500 ATK into 100 ATK): its controller took none, nothing is drawn;
    # nor does a Defense Position target with lower DEF deal damage to its attacker.
    for foe in (vanilla(100, 100), (vanilla(100, 100), "defense")):
        duel = pos(monsters=([SORE_LOSER], [foe]))
        go_to_battle(duel)
        hand = len(duel.hand(0))
        duel.apply(attack(0, 0))
        settle(duel)
        assert duel.lp(0) == 8000 and len(duel.hand(0)) == hand


def test_damage_taken_from_a_higher_def():
    # F18: 500 ATK into 2000 DEF: the attacker's controller takes 1500, the event is raised.
    duel = pos(monsters=([SORE_LOSER], [(vanilla(100, 2000), "defense")]))
    go_to_battle(duel)
    hand = len(duel.hand(0))
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 8000 - 1500 and len(duel.hand(0)) == hand + 1


# ---- FF_ATK_UP_TO_BATTLE_DAMAGE -----------------------------------------------------------------

def test_atk_bound_by_battle_damage_matches_nothing_outside_the_damage_step():
    # No battle damage in the Main Phase: a 0 ATK monster in the hand does not fit the bound, so
    # the effect cannot be activated (its condition finds none).
    duel = pos(monsters=([MAIN_PHASE_BOUND], []), hands=([vanilla(0, 100)], []))
    bound = next(m["card"] for m in duel.monsters(0) if m)
    assert A.ACT_ACTIVATE + bound not in duel.legal_actions()


def test_atk_bound_is_the_damage_inclusive():
    # "less than or equal to": 1100 damage (100 ATK into 1200 ATK) fits a 1100 ATK monster, not
    # a 1200 one; Turbo Synchron asks for the summon (H03: the position is then chosen).
    duel = pos(hands=([vanilla(1100, 100), vanilla(1200, 100)], []),
               monsters=([TURBO_SYNCHRON], [vanilla(1200, 2000)]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_NO)  # keep the target in Attack Position
    settle(duel)
    assert duel.lp(0) == 8000 - 1100
    assert offered(duel) == [vanilla(1100, 100)]


def test_no_summon_when_nothing_in_the_hand_fits():
    # 1100 damage, only a 1500 ATK monster in the hand: Turbo Synchron's trigger is not offered.
    duel = pos(hands=([vanilla(1500, 100)], []), monsters=([TURBO_SYNCHRON], [vanilla(1200, 2000)]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_NO)
    pass_until(duel, "battle")
    assert duel.lp(0) == 8000 - 1100 and duel.hand(0) == [vanilla(1500, 100)]


# ---- SEL_ATTACK_TARGET, COND_TARGET_IN_ATTACK ---------------------------------------------------

def test_no_position_trigger_for_a_direct_attack():
    # docs/mr3-cards.md 4.1 check: a direct attack has no Attack Position target: no trigger.
    duel = pos(monsters=([TURBO_SYNCHRON], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert duel.decision() != "yesno"
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 100


def test_no_position_trigger_for_a_defense_position_target():
    # docs/mr3-cards.md 4.1 check: the target already in Defense Position: no trigger.
    duel = pos(monsters=([TURBO_SYNCHRON], [(vanilla(1000, 100), "defense")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() != "yesno"
    pass_until(duel, "battle")
    assert duel.monsters(1)[0]["position"] == "defense" and duel.lp(0) == 8000


def test_the_changed_target_battles_in_defense_position():
    # Q04: the trigger resolves before the Damage Step; F18: 100 ATK into 0 DEF destroys it, no
    # damage to either player (in Attack Position it would have dealt 900 to the attacker).
    duel = pos(monsters=([TURBO_SYNCHRON], [vanilla(1000, 0)]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.lp(0) == 8000 and duel.lp(1) == 8000 and vanilla(1000, 0) in duel.graveyard(1)
