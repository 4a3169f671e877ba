"""Structure Deck: Master of Pendulum, the Pendulum family's cards (docs/mr3-cards.md sections
5.1-5.4). Each test sets up the position, acts through the public protocol and asserts the
outcome; rule IDs are rules-mr3.md's (M06 Pendulum Effects, M07 the face-up Extra Deck, M10 the
Pendulum Summon) and rules.md's (U03 costs, U08 "must be able to", V01 targets)."""
import pytest

from ygo_core import Duel
from ygo_core import actions as A

from tests.helpers import card_in_hand, filler, settle, vanilla
from tests.pendulum_cards import FLASH_KNIGHT, MANDRAGON, SCALE_1, SCALE_8, pendulum_db

DRAGONPULSE = 15146890
DRAGONPIT = 51531505
NOBLEDRAGON = 88935103
OAFDRAGON = 14920218
WISDOM_EYE = 72714461
SKULLCROBAT = 40318957
STARGAZER = 94415058
TIMEGAZER = 20409757
ODD_EYES = 16178681
SILVER_CLAW = 26270847
TRUMP_WITCH = 91584698
SALUTIGER = 44364077
SKY_IRIS = 27813661
PENDULUM_CALL = 53208660
PENDULUM_SHIFT = 69982329
PENDULUM_BACK = 76660409
METEORBURST = 80696379
MST = 5318639
CASTLE_WALLS = 44209392  # a Normal Trap, here only a Set card to destroy
M = vanilla(1000, 1000)
L2, L3, L5, L7 = (vanilla(100 * k, 100 * k, k) for k in (2, 3, 5, 7))


def position(**kw) -> Duel:
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(pendulum_db(), **kw)


def resolve(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


def zone_card(duel, player, i):
    return duel.pendulum_zones(player)[i]["card"]


def zone_codes(duel, player):
    return [z and z["code"] for z in duel.pendulum_zones(player)]


def offered(duel):
    return sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions() if int(a) >= A.ACT_SELECT)


def pick(duel, code):
    return next(int(a) for a in duel.legal_actions()
                if int(a) >= A.ACT_SELECT and duel.card_code(int(a) - A.ACT_SELECT) == code)


# ---- Dragonpulse Magician (5.1) -------------------------------------------------------------

def test_dragonpulse_discards_a_pendulum_and_destroys_a_face_up_monster():
    # 5.1 Dragonpulse 1, M06: from the Pendulum Zone, with a "Magician" in the other one. U03:
    # the discarded Pendulum Monster goes to the GY (M07: from the hand, not the Extra Deck).
    duel = position(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=([FLASH_KNIGHT, M], []),
                    monsters=([], [(M, "attack")]))
    pulse = zone_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + pulse)
    assert duel.decision() == "cost"
    assert offered(duel) == [FLASH_KNIGHT]  # only a Pendulum Monster pays it
    duel.apply(pick(duel, FLASH_KNIGHT))
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + duel.monsters(1)[0]["card"])
    resolve(duel)
    assert duel.graveyard(0) == [FLASH_KNIGHT] and duel.extra_faceup(0) == []
    assert duel.monsters(1)[0] is None and duel.graveyard(1) == [M]
    assert zone_codes(duel, 0) == [DRAGONPULSE, DRAGONPIT] and duel.hand(0) == [M]


def test_dragonpulse_needs_a_magician_in_the_other_zone_a_pendulum_to_discard_and_a_target():
    # 5.1 Dragonpulse 1, U08: each of the condition, the cost and a face-up target is needed.
    ok = dict(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=([FLASH_KNIGHT], []),
              monsters=([], [(M, "attack")]))
    duel = position(**ok)
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) in duel.legal_actions()
    duel = position(**{**ok, "pendulums": ([DRAGONPULSE, MANDRAGON], [])})  # not a "Magician"
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(**{**ok, "pendulums": ([DRAGONPULSE], [])})  # the other zone empty
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(**{**ok, "hands": ([M], [])})  # nothing a Pendulum Monster to discard
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(**{**ok, "monsters": ([], [(M, "set")])})  # no face-up monster
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()


def test_dragonpulse_once_per_turn_and_not_from_a_monster_zone():
    # 5.1 Dragonpulse 1: once per turn; M03: as a monster it has no such effect.
    duel = position(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=([FLASH_KNIGHT, MANDRAGON], []),
                    monsters=([], [(M, "attack"), (M, "attack")]))
    pulse = zone_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + pulse)
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_SELECT + duel.monsters(1)[0]["card"])
    resolve(duel)
    assert A.ACT_ACTIVATE + pulse not in duel.legal_actions()
    duel = position(monsters=([(DRAGONPULSE, "attack")], [(M, "attack")]), pendulums=([DRAGONPIT], []),
                    hands=([FLASH_KNIGHT], []))
    assert A.ACT_ACTIVATE + duel.monsters(0)[0]["card"] not in duel.legal_actions()


# ---- Dragonpit Magician (5.1) ---------------------------------------------------------------

def test_dragonpit_destroys_a_spell_or_trap_a_scale_going_to_the_extra_deck():
    # 5.1 Dragonpit 1: target 1 Spell/Trap on the field; a card in a Pendulum Zone is a Spell
    # Card (M03) and goes face-up to the Extra Deck (M07); a face-up monster is no target.
    duel = position(pendulums=([DRAGONPIT, DRAGONPULSE], [MANDRAGON]), hands=([FLASH_KNIGHT], []),
                    spells=([], [CASTLE_WALLS]), monsters=([], [(M, "attack")]))
    pit = zone_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + pit)
    duel.apply(pick(duel, FLASH_KNIGHT))
    assert duel.decision() == "target"
    targets = offered(duel)
    assert MANDRAGON in targets and CASTLE_WALLS in targets and M not in targets
    duel.apply(pick(duel, MANDRAGON))
    resolve(duel)
    assert zone_codes(duel, 1) == [None, None] and [duel.card_code(c) for c in duel.extra_faceup(1)] == [MANDRAGON]
    assert duel.graveyard(0) == [FLASH_KNIGHT]


def test_dragonpit_sets_trap_and_needs_a_magician():
    # 5.1 Dragonpit 1: a Set Trap is destroyed; with a non-"Magician" beside it, not offered.
    duel = position(pendulums=([DRAGONPIT, DRAGONPULSE], []), hands=([FLASH_KNIGHT], []),
                    spells=([], [CASTLE_WALLS]))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(pick(duel, CASTLE_WALLS))
    resolve(duel)
    assert duel.spells(1)[0] is None and duel.graveyard(1) == [CASTLE_WALLS]
    duel = position(pendulums=([DRAGONPIT, SCALE_1], []), hands=([FLASH_KNIGHT], []),
                    spells=([], [CASTLE_WALLS]))
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
