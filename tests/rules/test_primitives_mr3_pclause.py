"""Primitives of the third round's pclause helper (../shared/rules/rules-mr3.md), each test citing
its rule ID: a Pendulum Effect destroying its own card as a state condition (APPLY_DESTROYED_UNLESS:
M06, M07), a Synchro Material's own restriction by the Synchro Monster's Type (K07) and its
replacement "placed on the bottom of the Deck instead" depending on the other materials (K04,
M07), Nobledragon Magician; a monster unaffected by the opponent's card effects for the turn of
its Fusion Summon with a Pendulum Summoned material (J10, E18), Rune-Eyes Pendulum Dragon."""
from ygo_core import Duel
from ygo_core import actions as A
from tests.helpers import card_in_hand, filler, keep_gy_order, pendulum_summon, pick, vanilla
from tests.pendulum_cards import FLASH_KNIGHT, pendulum_db

NOBLEDRAGON = 88935103
DRAGONPIT = 51531505
ODD_EYES = 16178681
METEORBURST = 80696379
MST = 5318639
M = vanilla(1000, 1000)
L4 = vanilla(1700, 1000, 4)


def position(**kw) -> Duel:
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    kw.setdefault("allow_unimplemented", True)
    return Duel.from_position(pendulum_db(), **kw)


def settle(duel):
    """Pass responses, keep GY orders, answer positions with Attack, up to the next other decision."""
    while duel.decision() in ("response", "gy_order", "position"):
        d = duel.decision()
        if d == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS if d == "response" else A.ACT_ATTACK_POSITION)
    return duel.decision()


def codes(duel, player, where):
    return sorted(duel.card_code(c) for c in duel.card_ids(player, where))


def pzone_codes(duel, player):
    return [z and z["code"] for z in duel.pendulum_zones(player)]


def test_m06_m07_a_pendulum_effect_destroys_its_card_once_the_other_zone_loses_its_magician():
    # M06: the Pendulum Effect applies while its card is in a Pendulum Zone; as soon as Dragonpit
    # Magician (the "Magician" in the other zone) is destroyed, Nobledragon is destroyed too, with
    # no chain link, and both go face-up to the Extra Deck (M07: from the field).
    duel = position(pendulums=([NOBLEDRAGON, DRAGONPIT], []), hands=([MST], []))
    assert pzone_codes(duel, 0) == [NOBLEDRAGON, DRAGONPIT]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(pick(duel, DRAGONPIT))
    assert settle(duel) == "main"
    assert pzone_codes(duel, 0) == [None, None]
    assert sorted(duel.card_code(c) for c in duel.extra_faceup(0)) == sorted([NOBLEDRAGON, DRAGONPIT])
    assert NOBLEDRAGON not in codes(duel, 0, "gy")


def test_m06_the_self_destruction_is_not_applied_outside_a_pendulum_zone():
    # M06: in a Monster Zone it is a monster with no Pendulum Effect: alone on the field it stays.
    duel = position(monsters=([NOBLEDRAGON], []), hands=([M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    assert settle(duel) == "main"
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([NOBLEDRAGON, M])


def _lower_odd_eyes_and_summon_nobledragon(duel):
    """Nobledragon's (3) from the hand: Odd-Eyes Pendulum Dragon (a generic Level 7 "Odd-Eyes"
    monster here, its own effects unused) becomes Level 4, Nobledragon is Special Summoned."""
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEDRAGON))
    if duel.decision() == "option":  # the Pendulum Scale activation is the other choice
        for a in duel.legal_actions():
            trial = duel.clone()
            trial.apply(int(a))
            if trial.decision() == "target":
                duel.apply(int(a))
                break
    duel.apply(pick(duel, ODD_EYES))
    assert settle(duel) == "main"


def _synchro(duel, code, materials):
    duel.apply(A.ACT_SUMMON + next(c for c in duel.card_ids(0, "extra") if duel.card_code(c) == code))
    for m in materials:
        duel.apply(pick(duel, m))
    assert settle(duel) == "main"


def test_k04_m07_with_only_odd_eyes_materials_it_goes_where_a_material_goes():
    # K04: Synchro Materials are sent to the GY; a Pendulum Monster card from the field goes to
    # the Extra Deck face-up instead (M07). With the other material an "Odd-Eyes" monster
    # (Odd-Eyes Pendulum Dragon, Level 7 - 3 = 4, + Nobledragon 3 = Meteorburst's 7) the Deck
    # replacement does not apply.
    duel = position(monsters=([ODD_EYES], []), hands=([NOBLEDRAGON], []), extras=([METEORBURST], []))
    _lower_odd_eyes_and_summon_nobledragon(duel)
    deck_before = len(duel.deck(0))
    _synchro(duel, METEORBURST, [NOBLEDRAGON, ODD_EYES])
    assert [m["code"] for m in duel.monsters(0) if m] == [METEORBURST]
    assert sorted(duel.card_code(c) for c in duel.extra_faceup(0)) == sorted([NOBLEDRAGON, ODD_EYES])
    assert len(duel.deck(0)) == deck_before


def test_k07_the_deck_bottom_replacement_leaves_the_other_materials_alone():
    # The replacement is Nobledragon's own: the non-"Odd-Eyes" material (a vanilla Level 4) still
    # goes to the GY (K04), Nobledragon to the bottom of the Deck, the Deck one card larger.
    duel = position(monsters=([NOBLEDRAGON, L4], []), extras=([METEORBURST], []))
    deck_before = len(duel.deck(0))
    _synchro(duel, METEORBURST, [NOBLEDRAGON, L4])
    assert codes(duel, 0, "gy") == [L4] and duel.extra_faceup(0) == []
    assert len(duel.deck(0)) == deck_before + 1 and duel.deck(0)[-1] == NOBLEDRAGON  # top card first


# ---- Unaffected by the opponent's card effects for the turn (Rune-Eyes Pendulum Dragon's (2)) ----
RUNE_EYES = 1516510
POLYMERIZATION = 24094654
WISDOM_EYE = 72714461          # a Level 4 Spellcaster Pendulum Monster (its effects unused here)
DRAGONPULSE = 15146890         # scale 1 (with Dragonpit, scale 8: Levels 2-7 may be Pendulum Summoned)
CED = 94192409                 # Compulsory Evacuation Device: return 1 monster on the field to the hand


def test_j10_e18_unaffected_by_the_foe_lapses_when_the_turn_of_the_fusion_summon_ends():
    # J10: the Pendulum Summoned material is remembered by the Fusion Summon, for its turn only
    # (E18: "this turn" ends with the End Phase); in the opponent's next turn their CED returns
    # Rune-Eyes (a Fusion Monster: to the Extra Deck).
    from tests.mr3_cards import mr3_position
    from tests.helpers import pass_until
    duel = mr3_position(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=([POLYMERIZATION, ODD_EYES, WISDOM_EYE], []),
                        extras=([RUNE_EYES], []), spells=([], [(CED, "set")]), allow_unimplemented=True)
    pendulum_summon(duel, [card_in_hand(duel, 0, WISDOM_EYE)])  # Odd-Eyes (Level 7) stays in the hand
    assert settle(duel) == "main"
    rune = next(c for c in duel.card_ids(0, "extra") if duel.card_code(c) == RUNE_EYES)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))
    pass_until(duel, "choose")
    for code in (RUNE_EYES, ODD_EYES, WISDOM_EYE):
        duel.apply(pick(duel, code))
    assert settle(duel) == "main" and duel.card_ids(0, "monsters") == [rune]
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    ced = next(z["card"] for z in duel.spells(1) if z and duel.card_code(z["card"]) == CED)
    duel.apply(A.ACT_ACTIVATE + ced)
    duel.apply(A.ACT_SELECT + rune)
    assert settle(duel) == "main"
    assert duel.card_ids(0, "monsters") == [] and RUNE_EYES in codes(duel, 0, "extra")
