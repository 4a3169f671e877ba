""""The attacking monster" as the chain resolves, and what cannot be turned face-down, each
exercised with test-only cards declared in the vocabulary (docs/effects.md, selections and
target filters).

The attacking monster is the monster of the attack in progress while that attack goes on: on
its controller's field (the turn player's) in the stay it declared the attack with, face-up in
Attack Position, its attack not negated. A monster turned face-down, changed to Defense
Position, gone from the field (or back on it as a new monster, AD01) or whose attack was
negated is not (F07: the attack stops; rulings in tests/cards/test_goat.py); an effect naming
it acts on nothing, and "negate the attack" has nothing left to negate.

P03: a Token is always face-up, so an effect that turns its target face-down cannot target one."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, and_if_you_do, count_at_least, damage_by_atk, destroy, flip_face_down, last_event, monsters,
    negate_attack, summon_chosen,
)

from helpers import attack, monster_card, offered, pass_until, table_db, table_position, vanilla

NORMAL_TRAP, QUICK_PLAY = 0x4, 0x10002
ON_ATTACK = last_event("attack_declared", by="foe", card=monsters().target())
OWN_GY_MONSTER = Filter(where=("gy",), controller="self", kind=("monster",))

TEST_CARDS = {
    # "Target the attacking monster; destroy it", as it is when this resolves.
    98910001: ("Test Armor", NORMAL_TRAP, activate(destroy("attacker"), target_event=True, conditions=[ON_ATTACK])),
    # "Negate the attack."
    98910002: ("Test Stop", NORMAL_TRAP, activate(negate_attack(), conditions=[last_event("attack_declared", by="foe")])),
    # "Target the attacking monster; negate the attack, and if you do, damage equal to its ATK."
    98910003: ("Test Cylinder", NORMAL_TRAP,
               activate(negate_attack(), and_if_you_do(damage_by_atk(to="foe")), target_event=True,
                        conditions=[ON_ATTACK])),
    # "Target 1 face-up monster; change it to face-down Defense Position."
    98910004: ("Test Moon", QUICK_PLAY, activate(flip_face_down(), target=monsters(face_up=True))),
    # "Target 1 monster; destroy it."
    98910005: ("Test Smash", NORMAL_TRAP, activate(destroy(), target=monsters())),
    # "Special Summon 1 monster from your GY in Attack Position" (chosen as it resolves).
    98910006: ("Test Return", QUICK_PLAY, activate(summon_chosen(OWN_GY_MONSTER, 1, position="attack"),
                                                   conditions=[count_at_least(OWN_GY_MONSTER)])),
}
ARMOR, STOP, CYLINDER, MOON, SMASH, RETURN = sorted(TEST_CARDS)
SHEEP_TOKEN = 73915052
ATTACKER = vanilla(1800, 1000)
M1000 = vanilla(1000, 1000)
M500 = vanilla(500, 500)


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 0, 0, 0, 0, 0)


def position(**kw):
    return table_position(table_db(TEST_CARDS, _info), [M1000] * 10, **kw)


def spell_id(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def answer_attack(duel, player, code, *targets):
    """Pass until `player` may respond, then activate its Set `code` on `targets`."""
    while duel.current_player() != player:
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + spell_id(duel, player, code))
    for t in targets:
        duel.apply(A.ACT_SELECT + t)


def declare(duel, target_zone=None):
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    attacker = monster_card(duel, 0, 0)
    duel.apply(attack(0, target_zone))
    return attacker


# ---- the attacking monster ----------------------------------------------------------------------

def test_the_attacking_monster_is_acted_on_while_its_attack_goes_on():
    duel = position(monsters=([ATTACKER], []), spells=([], [ARMOR]))
    declare(duel)
    answer_attack(duel, 1, ARMOR)
    pass_until(duel, "battle")
    assert duel.graveyard(0) == [ATTACKER] and duel.lp(1) == 8000


def test_an_attacker_turned_face_down_is_no_longer_the_attacking_monster():
    # F07: the attack stops; the monster stays, face-down.
    duel = position(monsters=([ATTACKER], []), spells=([MOON], [ARMOR]))
    attacker = declare(duel)
    answer_attack(duel, 1, ARMOR)
    answer_attack(duel, 0, MOON, attacker)
    pass_until(duel, "battle")
    assert duel.monsters(0)[0]["card"] == attacker and duel.monsters(0)[0]["position"] == "set"
    assert duel.lp(1) == 8000


def test_a_monster_whose_attack_was_negated_is_no_longer_the_attacking_monster():
    # Chain: Test Armor (1), Test Stop (2): the attack is negated before the Armor resolves.
    duel = position(monsters=([ATTACKER], []), spells=([], [ARMOR, STOP]))
    attacker = declare(duel)
    answer_attack(duel, 1, ARMOR)
    answer_attack(duel, 1, STOP)
    pass_until(duel, "battle")
    assert duel.monsters(0)[0]["card"] == attacker and duel.graveyard(0) == []
    assert duel.lp(1) == 8000 and list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_negate_the_attack_does_nothing_to_an_attack_already_negated():
    # Chain: Test Cylinder (1), Test Stop (2): no attack left to negate, so no damage ("and if
    # you do").
    duel = position(monsters=([ATTACKER], []), spells=([], [CYLINDER, STOP]))
    declare(duel)
    answer_attack(duel, 1, CYLINDER)
    answer_attack(duel, 1, STOP)
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)


def test_negate_the_attack_does_nothing_once_the_attacker_is_face_down():
    duel = position(monsters=([ATTACKER], []), spells=([MOON], [CYLINDER]))
    attacker = declare(duel)
    answer_attack(duel, 1, CYLINDER)
    answer_attack(duel, 0, MOON, attacker)
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)


def test_an_attacker_that_left_the_field_and_came_back_is_a_new_monster_and_its_attack_is_over():
    # AD01, F07: destroyed, then Special Summoned again in the same chain, it is a new monster:
    # not the attacker (the Armor destroys nothing), and the attack does not go on to the
    # Damage Step (the defender's monster and LP untouched). Having declared no attack, the
    # new monster may attack.
    duel = position(monsters=([ATTACKER], [M1000]), graveyards=([M500], []), hands=([RETURN], []),
                    spells=([], [ARMOR, SMASH]))
    attacker = declare(duel, 0)
    answer_attack(duel, 1, ARMOR)
    duel.apply(A.ACT_ACTIVATE + next(c for c in duel.card_ids(0, "hand")))  # Test Return (3)
    answer_attack(duel, 1, SMASH, attacker)                                    # Test Smash (4)
    pass_until(duel, "choose")
    assert offered(duel) == sorted([ATTACKER, M500])
    duel.apply(A.ACT_SELECT + attacker)
    pass_until(duel, "battle")
    assert duel.monsters(0)[0]["card"] == attacker and duel.monsters(0)[0]["position"] == "attack"
    assert duel.monsters(1)[0]["code"] == M1000 and (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert attack(0, 0) in duel.legal_actions()


# ---- P03: no Token turned face-down -------------------------------------------------------------

def test_an_effect_turning_its_target_face_down_cannot_target_a_token():
    duel = position(hands=([MOON], []), monsters=([SHEEP_TOKEN, M1000], [SHEEP_TOKEN]))
    duel.apply(A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0])
    assert offered(duel) == [M1000]


def test_an_effect_turning_its_target_face_down_is_not_activatable_with_only_tokens_face_up():
    duel = position(hands=([MOON], []), monsters=([SHEEP_TOKEN, (M1000, "set")], [SHEEP_TOKEN]))
    assert A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0] not in duel.legal_actions()
