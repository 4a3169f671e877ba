"""Structure Deck: Master of Pendulum, the Pendulum family's cards (docs/mr3-cards.md sections
5.1-5.4). Each test sets up the position, acts through the public protocol and asserts the
outcome; rule IDs are rules-mr3.md's (M06 Pendulum Effects, M07 the face-up Extra Deck, M10 the
Pendulum Summon) and rules.md's (U03 costs, U08 "must be able to", V01 targets)."""
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as LL

from tests.helpers import (
    attack_settled, card_in_hand, enter_battle, filler, keep_gy_order, offered, pick, vanilla,
)
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


def until_decision(duel, wanted):
    """Pass responses and answer optional triggers yes until `wanted` is asked (or main)."""
    while duel.decision() not in (wanted, "main"):
        d = duel.decision()
        if d == "gy_order":
            keep_gy_order(duel)
            continue
        duel.apply(A.ACT_PASS if d == "response" else A.ACT_YES if d == "yesno" else A.ACT_ATTACK_POSITION)
    return duel.decision()


def pendulum_offered(duel):
    """The monsters the Pendulum Summon offers now (M10), or None if it is not legal."""
    if A.ACT_PENDULUM_SUMMON not in duel.legal_actions():
        return None
    duel.apply(A.ACT_PENDULUM_SUMMON)
    return offered(duel)


# ---- Oafdragon Magician (5.1) ---------------------------------------------------------------

def test_oafdragon_adds_a_face_up_magician_or_odd_eyes_pendulum_from_the_extra_deck():
    # 5.1 Oafdragon 1, M07: only a face-up Pendulum Monster of the Extra Deck, a "Magician" or
    # "Odd-Eyes" one, not Oafdragon; with a "Magician" in the other Pendulum Zone.
    duel = position(pendulums=([OAFDRAGON, DRAGONPIT], []),
                    extras_faceup=([DRAGONPULSE, MANDRAGON, OAFDRAGON], []))
    oaf = zone_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + oaf)
    resolve(duel)
    assert duel.decision() == "choose"
    assert offered(duel) == [DRAGONPULSE]
    duel.apply(pick(duel, DRAGONPULSE))
    resolve(duel)
    assert duel.hand(0) == [DRAGONPULSE]
    assert sorted(duel.card_code(c) for c in duel.extra_faceup(0)) == sorted([MANDRAGON, OAFDRAGON])
    assert A.ACT_ACTIVATE + oaf not in duel.legal_actions()  # OPT (AH02)


def test_oafdragon_pendulum_effect_needs_a_magician_and_a_card_to_add():
    # 5.1 Oafdragon 1, U08: the other zone a non-"Magician"; or nothing face-up to add.
    duel = position(pendulums=([OAFDRAGON, MANDRAGON], []), extras_faceup=([DRAGONPULSE], []))
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(pendulums=([OAFDRAGON, DRAGONPIT], []), extras_faceup=([MANDRAGON], []))
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()


def test_oafdragon_summoned_returns_a_magician_pendulum_from_the_gy():
    # 5.1 Oafdragon 2: if Normal Summoned, target a "Magician" Pendulum Monster or "Odd-Eyes"
    # monster (not Oafdragon) in the GY; add it to the hand (a Level 6: 1 Tribute, G03).
    duel = position(hands=([OAFDRAGON], []), graveyards=([DRAGONPIT, OAFDRAGON, MANDRAGON], []),
                    monsters=([(M, "attack")], []), decks=(filler(), filler()))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, OAFDRAGON))
    assert duel.decision() == "tribute"
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    assert until_decision(duel, "target") == "target"
    assert offered(duel) == [DRAGONPIT]
    duel.apply(pick(duel, DRAGONPIT))
    resolve(duel)
    assert duel.hand(0) == [DRAGONPIT] and sorted(duel.graveyard(0)) == sorted([OAFDRAGON, MANDRAGON, M])


# ---- Pendulum Back (5.3) --------------------------------------------------------------------

def test_pendulum_back_adds_two_monsters_with_levels_between_the_scales():
    # 5.3 Pendulum Back, M10's range: Levels strictly between the Scales 1 and 8 (3 and 5 do,
    # a Level 8 does not); both zones held; 2 targets.
    duel = position(pendulums=([SCALE_1, SCALE_8], []), spells=([PENDULUM_BACK], []),
                    graveyards=([L3, L5, vanilla(800, 800, 8)], []))
    back = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + back)
    assert duel.decision() == "target"
    assert offered(duel) == sorted([L3, L5])
    duel.apply(pick(duel, L3))
    duel.apply(pick(duel, L5))
    resolve(duel)
    assert sorted(duel.hand(0)) == sorted([L3, L5])


def test_pendulum_back_needs_both_zones_and_two_targets():
    # 5.3 Pendulum Back, U08/V01: one Scale only, or one monster in range, and it is not offered.
    duel = position(pendulums=([SCALE_1], []), spells=([PENDULUM_BACK], []), graveyards=([L3, L5], []))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()
    duel = position(pendulums=([SCALE_1, SCALE_8], []), spells=([PENDULUM_BACK], []),
                    graveyards=([L3, vanilla(100, 100, 1)], []))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()


# ---- Pendulum Shift (5.2) -------------------------------------------------------------------

def test_pendulum_shift_sets_a_scale_until_the_end_of_the_turn():
    # 5.2 Pendulum Shift: target a card in either Pendulum Zone, declare 1-10; its Scale becomes
    # that until the end of the turn (E18), and the Pendulum Summon's range follows (M10).
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([PENDULUM_SHIFT, L5], []),
                    decks=(filler(), filler()))
    assert pendulum_offered(position(pendulums=([SCALE_1, MANDRAGON], []), hands=([L5], []))) is None
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_SHIFT))
    seen = set()
    while duel.decision() in ("option", "target"):
        seen.add(duel.decision())
        if duel.decision() == "option":
            assert sorted(int(a) - A.ACT_OPTION for a in duel.legal_actions()) == list(range(1, 11))
            duel.apply(A.ACT_OPTION + 8)
        else:
            assert zone_card(duel, 0, 1) in [int(a) - A.ACT_SELECT for a in duel.legal_actions()]
            duel.apply(A.ACT_SELECT + zone_card(duel, 0, 1))
    assert seen == {"option", "target"}
    resolve(duel)
    assert [z["scale"] for z in duel.pendulum_zones(0)] == [1, 8]
    assert pendulum_offered(duel) == [L5]  # 1 < 5 < 8 now


def test_pendulum_shift_describes_its_declaration_as_a_pendulum_scale():
    # 5.2 Pendulum Shift declares a Pendulum Scale from 1 to 10 (not a monster Type): each
    # option is described as the Scale it declares.
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([PENDULUM_SHIFT], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_SHIFT))
    while duel.decision() == "target":
        duel.apply(A.ACT_SELECT + zone_card(duel, 0, 1))
    assert duel.decision() == "option"
    assert [duel.describe(int(a)) for a in duel.legal_actions()] == [f"Declare Scale {n}" for n in range(1, 11)]


def test_pendulum_shift_lapses_at_the_end_of_the_turn():
    # 5.2 Pendulum Shift, E18: next turn the printed Scale is back.
    duel = position(pendulums=([], [SCALE_1, MANDRAGON]), hands=([PENDULUM_SHIFT], []),
                    decks=(filler(), filler()))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_SHIFT))
    while duel.decision() in ("option", "target"):
        duel.apply(A.ACT_OPTION + 10 if duel.decision() == "option" else A.ACT_SELECT + zone_card(duel, 1, 0))
    resolve(duel)
    assert [z["scale"] for z in duel.pendulum_zones(1)] == [10, 2]
    duel.apply(A.ACT_TO_END if A.ACT_TO_END in duel.legal_actions() else A.ACT_PASS)
    until_decision(duel, "main")
    assert [z["scale"] for z in duel.pendulum_zones(1)] == [1, 2]


# ---- Performapal Skullcrobat Joker (5.1) ----------------------------------------------------

def test_skullcrobat_restricts_the_pendulum_summon_to_its_archetypes():
    # 5.1 Skullcrobat 1 (M10 restricted): with it in a Pendulum Zone only "Performapal",
    # "Magician" Pendulum and "Odd-Eyes" monsters are offered; a vanilla Level 5 is not.
    duel = position(pendulums=([SCALE_1, SKULLCROBAT], []), hands=([L5, DRAGONPULSE], []))
    assert pendulum_offered(duel) == [DRAGONPULSE]
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L5, DRAGONPULSE], []))
    assert pendulum_offered(duel) == sorted([L5, DRAGONPULSE])
    duel = position(pendulums=([], [SCALE_1, SKULLCROBAT]), hands=([L5], []))  # the opponent's: no effect
    assert pendulum_offered(duel) is None
    duel = position(pendulums=([SCALE_1, SCALE_8], [SKULLCROBAT]), hands=([L5], []))
    assert pendulum_offered(duel) == [L5]


def test_skullcrobat_normal_summoned_searches_its_archetypes():
    # 5.1 Skullcrobat 2: when Normal Summoned, add a "Performapal" monster, a "Magician"
    # Pendulum Monster or an "Odd-Eyes" monster (not Skullcrobat Joker) from the Deck (C11).
    duel = position(hands=([SKULLCROBAT], []), decks=([SKULLCROBAT, M, DRAGONPIT, M], filler()))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, SKULLCROBAT))
    assert until_decision(duel, "choose") == "choose"
    assert offered(duel) == [DRAGONPIT]
    duel.apply(pick(duel, DRAGONPIT))
    resolve(duel)
    assert duel.hand(0) == [DRAGONPIT]


# ---- Odd-Eyes Meteorburst Dragon (5.4) ------------------------------------------------------

def test_meteorburst_summons_a_card_from_your_pendulum_zone_and_cannot_attack():
    # 5.4 Meteorburst 1: when Special Summoned (here Synchro Summoned, K), target 1 card in your
    # Pendulum Zone; Special Summon it (a Spell there becomes a monster again, M03); this card
    # cannot attack this turn.
    from tests.mr3_cards import FLAMVELL_GUARD, mr3_position
    from tests.rules.test_kl_extra_summons import summon
    duel = mr3_position(monsters=([FLAMVELL_GUARD, vanilla(600, 600, 6)], []), extras=([METEORBURST], []),
                        pendulums=([DRAGONPULSE, DRAGONPIT], []), turn_player=0)
    duel.apply(A.ACT_SUMMON + next(c for c in duel.card_ids(0, "extra") if duel.card_code(c) == METEORBURST))
    for code in (FLAMVELL_GUARD, vanilla(600, 600, 6)):
        duel.apply(pick(duel, code))
    duel.apply(A.ACT_ATTACK_POSITION)
    assert until_decision(duel, "target") == "target"
    assert offered(duel) == sorted([DRAGONPULSE, DRAGONPIT])
    duel.apply(pick(duel, DRAGONPIT))
    until_decision(duel, "main")
    codes = [m and m["code"] for m in duel.monsters(0)]
    assert METEORBURST in codes and DRAGONPIT in codes
    assert zone_codes(duel, 0) == [DRAGONPULSE, None]
    duel.apply(A.ACT_TO_BATTLE)
    until_decision(duel, "battle")
    zone = codes.index(METEORBURST)
    assert not any(A.ACT_ATTACK + zone * A.ATTACK_TARGETS <= int(a) < A.ACT_ATTACK + (zone + 1) * A.ATTACK_TARGETS
                   for a in duel.legal_actions())
    pit_zone = codes.index(DRAGONPIT)
    assert any(A.ACT_ATTACK + pit_zone * A.ATTACK_TARGETS <= int(a) < A.ACT_ATTACK + (pit_zone + 1) * A.ATTACK_TARGETS
               for a in duel.legal_actions())


# ---- Performapal Trump Witch (5.1) ---------------------------------------------------------

GAIA_KNIGHT, CURSE_OF_DRAGON, GAIA_CHAMPION = 6368038, 28279543, 66889139  # GOAT: Gaia the Fierce
POLYMERIZATION = 24094654                                                 # Knight + Curse of Dragon


def test_trump_witch_fusion_summons_with_monsters_you_control():
    # 5.1 Trump Witch 1 (a Pendulum Effect, M06): Fusion Summon with materials from the field;
    # the materials go to the GY, the Fusion Monster is Special Summoned (J).
    duel = position(pendulums=([TRUMP_WITCH], []), monsters=([(GAIA_KNIGHT, "attack"), (CURSE_OF_DRAGON, "set")], []),
                    extras=([GAIA_CHAMPION], []))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    resolve(duel)
    assert duel.decision() == "choose" and offered(duel) == [GAIA_CHAMPION]
    duel.apply(pick(duel, GAIA_CHAMPION))
    duel.apply(pick(duel, GAIA_KNIGHT))
    duel.apply(pick(duel, CURSE_OF_DRAGON))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    resolve(duel)
    assert [m and m["code"] for m in duel.monsters(0)].count(GAIA_CHAMPION) == 1
    assert sorted(duel.graveyard(0)) == sorted([GAIA_KNIGHT, CURSE_OF_DRAGON])
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()  # once per turn


def test_trump_witch_fusion_uses_no_hand_material():
    # 5.1 Trump Witch 1: "using monsters you control": a material in the hand does not count (U08).
    duel = position(pendulums=([TRUMP_WITCH], []), hands=([GAIA_KNIGHT], []),
                    monsters=([(CURSE_OF_DRAGON, "attack")], []), extras=([GAIA_CHAMPION], []))
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()


@pytest.mark.parametrize("where", ["deck", "gy"])
def test_trump_witch_tributes_itself_to_add_polymerization(where):
    # 5.1 Trump Witch 2: cost: Tribute this card (from the field to the Extra Deck face-up, M07);
    # add 1 "Polymerization" from the Deck or GY to the hand.
    kw = {"decks": ([M, POLYMERIZATION, M], filler())} if where == "deck" else {"graveyards": ([POLYMERIZATION], [])}
    duel = position(monsters=([(TRUMP_WITCH, "attack")], []), **kw)
    duel.apply(A.ACT_ACTIVATE + duel.monsters(0)[0]["card"])
    assert until_decision(duel, "choose") == "choose"
    duel.apply(pick(duel, POLYMERIZATION))
    resolve(duel)
    assert duel.hand(0) == [POLYMERIZATION]
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [TRUMP_WITCH] and duel.monsters(0)[0] is None
    duel = position(monsters=([(TRUMP_WITCH, "attack")], []))
    assert A.ACT_ACTIVATE + duel.monsters(0)[0]["card"] not in duel.legal_actions()  # none to add


# ---- Sky Iris (5.2) ---------------------------------------------------------------------------

def test_sky_iris_protects_archetype_scales_from_the_opponents_targeting():
    # 5.2 Sky Iris 1 (V04): "Magician"/"Performapal"/"Odd-Eyes" cards in your Pendulum Zones
    # cannot be targeted by the opponent's effects (Mystical Space Typhoon); another card can.
    duel = position(spells=([(SKY_IRIS, "faceup")], []), pendulums=([DRAGONPULSE, MANDRAGON], []),
                    hands=([], [MST]), turn_player=1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, MST))
    targets = offered(duel)
    assert MANDRAGON in targets and SKY_IRIS in targets and DRAGONPULSE not in targets


def test_sky_iris_destroys_another_card_and_searches_an_odd_eyes():
    # 5.2 Sky Iris 2: once per turn, target 1 other face-up card you control; destroy it, and if
    # you do, add 1 "Odd-Eyes" card from the Deck (C11); a Pendulum card destroyed goes to the
    # Extra Deck (M07).
    duel = position(spells=([(SKY_IRIS, "faceup")], []), pendulums=([DRAGONPULSE], []),
                    decks=([M, ODD_EYES, M], filler()), allow_unimplemented=True)
    iris = duel.spells(0)[-1]["card"] if duel.spells(0)[-1] else next(z["card"] for z in duel.spells(0) if z)
    duel.apply(A.ACT_ACTIVATE + iris)
    assert duel.decision() == "target" and offered(duel) == [DRAGONPULSE]
    duel.apply(pick(duel, DRAGONPULSE))
    assert until_decision(duel, "choose") == "choose"
    duel.apply(pick(duel, ODD_EYES))
    resolve(duel)
    assert duel.hand(0) == [ODD_EYES] and [duel.card_code(c) for c in duel.extra_faceup(0)] == [DRAGONPULSE]
    assert A.ACT_ACTIVATE + iris not in duel.legal_actions()
    duel = position(spells=([(SKY_IRIS, "faceup")], []), decks=([ODD_EYES], filler()), allow_unimplemented=True)
    assert not any(a == A.ACT_ACTIVATE + next(z["card"] for z in duel.spells(0) if z) for a in duel.legal_actions())


# ---- Wisdom-Eye Magician (5.1) ------------------------------------------------------------

def test_wisdom_eye_destroys_itself_and_places_a_magician_from_the_deck():
    # 5.1 Wisdom-Eye 1: with a "Magician"/"Performapal" card in the other zone, destroy this card
    # (M07: face-up to the Extra Deck), and if you do, place 1 "Magician" Pendulum Monster (not
    # Wisdom-Eye) from the Deck in your Pendulum Zone: not an activation (M02), so no chain.
    duel = position(pendulums=([WISDOM_EYE, SKULLCROBAT], []),
                    decks=([M, WISDOM_EYE, DRAGONPULSE, MANDRAGON, M], filler()))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    assert until_decision(duel, "choose") == "choose"
    assert offered(duel) == [DRAGONPULSE]
    duel.apply(pick(duel, DRAGONPULSE))
    assert duel.decision() == "main"  # no chain link for the placement (M02)
    assert zone_codes(duel, 0) == [DRAGONPULSE, SKULLCROBAT]
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [WISDOM_EYE]
    assert DRAGONPULSE not in duel.deck(0)


def test_wisdom_eye_needs_the_other_zone_and_does_nothing_if_not_destroyed():
    # 5.1 Wisdom-Eye 1: the other zone must hold a "Magician"/"Performapal" card (U08); "and if
    # you do" (X): if this card left before it resolves, nothing is placed.
    duel = position(pendulums=([WISDOM_EYE, MANDRAGON], []), decks=([DRAGONPULSE], filler()))
    assert A.ACT_ACTIVATE + zone_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(pendulums=([WISDOM_EYE, DRAGONPIT], []), decks=([DRAGONPULSE, M], filler()),
                    spells=([], [MST]))
    eye = zone_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + eye)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + eye)
    until_decision(duel, "choose")
    assert duel.decision() == "main" and zone_codes(duel, 0) == [None, DRAGONPIT] and DRAGONPULSE in duel.deck(0)


def test_wisdom_eye_from_the_hand_restores_a_changed_scale():
    # 5.1 Wisdom-Eye 2: cost: discard this card; target 1 card in your Pendulum Zone whose Scale
    # differs from its original (after Pendulum Shift); its Scale is the original again this turn.
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([PENDULUM_SHIFT, WISDOM_EYE], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, WISDOM_EYE) not in duel.legal_actions()  # nothing changed
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_SHIFT))
    while duel.decision() in ("option", "target"):
        duel.apply(A.ACT_OPTION + 9 if duel.decision() == "option" else A.ACT_SELECT + zone_card(duel, 0, 1))
    resolve(duel)
    assert [z["scale"] for z in duel.pendulum_zones(0)] == [1, 9]
    eye = card_in_hand(duel, 0, WISDOM_EYE)
    duel.apply(A.ACT_ACTIVATE + eye)
    if duel.decision() == "cost":
        duel.apply(A.ACT_SELECT + eye)
    assert duel.decision() == "target" and offered(duel) == [MANDRAGON]
    duel.apply(pick(duel, MANDRAGON))
    resolve(duel)
    assert [z["scale"] for z in duel.pendulum_zones(0)] == [1, 2] and duel.graveyard(0)[-1] == WISDOM_EYE


# ---- Performapal Silver Claw (5.1) ---------------------------------------------------------

def test_silver_claw_pendulum_effect_boosts_your_performapals():
    # 5.1 Silver Claw 1 (a continuous Pendulum Effect, M06): "Performapal" monsters you control
    # gain 300 ATK; not another monster, not the opponent's "Performapal".
    duel = position(pendulums=([SILVER_CLAW], []), monsters=([(SKULLCROBAT, "attack"), (M, "attack")],
                                                             [(SKULLCROBAT, "attack")]))
    assert [m["atk"] for m in duel.monsters(0)[:2]] == [2100, 1000] and duel.monsters(1)[0]["atk"] == 1800


def test_silver_claw_attack_boosts_performapals_until_the_end_of_the_battle_phase():
    # 5.1 Silver Claw 2 (mandatory): when it declares an attack, the "Performapal" monsters you
    # control gain 300 ATK until the end of the Battle Phase (Main Phase 2: back to printed).
    from tests.helpers import attack
    duel = position(monsters=([(SILVER_CLAW, "attack"), (SKULLCROBAT, "attack"), (M, "attack")], []),
                    decks=(filler(), filler()))
    duel.apply(A.ACT_TO_BATTLE)
    until_decision(duel, "battle")
    duel.apply(attack(0, None))
    until_decision(duel, "battle")
    assert [m["atk"] for m in duel.monsters(0)[:3]] == [2100, 2100, 1000]
    assert duel.lp(1) == 8000 - 2100
    duel.apply(A.ACT_END_BATTLE)
    until_decision(duel, "main")
    assert [m["atk"] for m in duel.monsters(0)[:3]] == [1800, 1800, 1000]


# ---- Cards not built yet (docs/mr3-cards.md 5.1-5.4): each test names what is missing -------

def _unscripted(code):
    position(pendulums=([code], []))


# Nobledragon Magician (docs/mr3-cards.md 5.x; Pendulum Tuner, Level 3, scale 5). Its (3): Ignition
# from the hand or the GY, target 1 face-up Level 7 or higher "Odd-Eyes" monster you control;
# reduce its Level by 3, then Special Summon this card.

def _nobledragon_from(duel, where):
    ids = duel.card_ids(0, where)
    return next(c for c in ids if duel.card_code(c) == NOBLEDRAGON)


def _activate_nobledragon(duel, where):
    """ACT_ACTIVATE on it; from the hand a Pendulum Monster may also be activated as a Pendulum
    Scale, so the effect is picked: the option that asks for a target."""
    duel.apply(A.ACT_ACTIVATE + _nobledragon_from(duel, where))
    if duel.decision() == "option":
        for a in duel.legal_actions():
            trial = duel.clone()
            trial.apply(int(a))
            if trial.decision() == "target":
                duel.apply(int(a))
                break
    assert duel.decision() == "target"
    duel.apply(pick(duel, ODD_EYES))


def _effect_offered(duel, where):
    """Whether its (3) may be activated: from the hand, ACT_ACTIVATE offers a choice of effects
    only when the Pendulum Scale activation is not the only one."""
    act = A.ACT_ACTIVATE + _nobledragon_from(duel, where)
    if act not in duel.legal_actions():
        return False
    trial = duel.clone()
    trial.apply(act)
    return trial.decision() in ("option", "target")


@pytest.mark.parametrize("where", ["hand", "gy"])
def test_nobledragon_lowers_an_odd_eyes_by_3_and_summons_itself(where):
    kw = {"hands": ([NOBLEDRAGON], [])} if where == "hand" else {"graveyards": ([NOBLEDRAGON], [])}
    duel = position(monsters=([ODD_EYES], []), allow_unimplemented=True, **kw)
    _activate_nobledragon(duel, where)
    until_decision(duel, "main")
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([ODD_EYES, NOBLEDRAGON])


def test_nobledragon_lowered_odd_eyes_is_no_longer_level_7():
    # 7 - 3 = 4: a second Nobledragon (in the GY) has no Level 7+ "Odd-Eyes" to target (U08).
    duel = position(monsters=([ODD_EYES], []), hands=([NOBLEDRAGON], []), graveyards=([NOBLEDRAGON], []),
                    allow_unimplemented=True)
    _activate_nobledragon(duel, "hand")
    until_decision(duel, "main")
    assert not _effect_offered(duel, "gy")


def test_nobledragon_needs_a_face_up_level_7_or_higher_odd_eyes():
    for mons in ([L7], [(ODD_EYES, "set")], []):
        duel = position(monsters=(mons, []), hands=([NOBLEDRAGON], []), allow_unimplemented=True)
        assert not _effect_offered(duel, "hand")
    duel = position(monsters=([ODD_EYES], []), hands=([NOBLEDRAGON], []), allow_unimplemented=True)
    assert _effect_offered(duel, "hand")


def test_nobledragon_destroys_itself_without_a_magician_in_the_other_pendulum_zone():
    # (1) P-Continuous: alone in the Pendulum Zones it is destroyed (a Pendulum Monster destroyed
    # there goes to the Extra Deck face-up, M07); beside Dragonpit Magician it stays.
    duel = position(pendulums=([NOBLEDRAGON], []), hands=([M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    until_decision(duel, "main")
    assert zone_codes(duel, 0) == [None, None]
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [NOBLEDRAGON]
    duel = position(pendulums=([NOBLEDRAGON, DRAGONPIT], []), hands=([M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    until_decision(duel, "main")
    assert sorted(c for c in zone_codes(duel, 0) if c) == sorted([NOBLEDRAGON, DRAGONPIT])


# Nobledragon (2), its Synchro material clauses: tests/cards/test_mr3_synchro.py (a pool with a
# non-Dragon Synchro Monster).


# ---- Stargazer Magician (5.1) ----------------------------------------------------------------
CED = 94192409  # Compulsory Evacuation Device (Normal Trap): return 1 monster on the field to the hand
FORBIDDEN_DRESS = 96864811  # a Quick-Play Spell that can be activated in the Damage Step


def _bounce(duel, player, target_code):
    """`player` activates their Set Compulsory Evacuation Device on the monster `target_code`."""
    ced = next(z["card"] for z in duel.spells(player) if z and duel.card_code(z["card"]) == CED)
    duel.apply(A.ACT_ACTIVATE + ced)
    assert duel.decision() == "target"
    duel.apply(pick(duel, target_code))
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)


def test_stargazer_summons_the_pendulum_monster_the_opponent_returned():
    # 5.1 Stargazer 3: when exactly 1 other Pendulum Monster you control is returned to your hand
    # by an opponent's card effect, you can Special Summon 1 monster with that name from the hand.
    duel = position(turn=3, turn_player=1, monsters=([(STARGAZER, "attack"), (FLASH_KNIGHT, "attack")], []),
                    spells=([], [CED]))
    _bounce(duel, 1, FLASH_KNIGHT)
    assert duel.hand(0) == [FLASH_KNIGHT]
    assert (duel.decision(), duel.current_player()) == ("yesno", 0)
    duel.apply(A.ACT_YES)
    resolve(duel)
    assert duel.decision() == "choose" and offered(duel) == [FLASH_KNIGHT]
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_ATTACK_POSITION)
    resolve(duel)
    assert duel.hand(0) == [] and [m and m["code"] for m in duel.monsters(0)[:2]].count(FLASH_KNIGHT) == 1


def test_stargazer_summons_any_copy_with_that_name_only():
    # 5.1 Stargazer 3: "1 monster with that name": another copy in the hand may come instead; a
    # monster of another name may not.
    duel = position(turn=3, turn_player=1, monsters=([(STARGAZER, "attack"), (FLASH_KNIGHT, "attack")], []),
                    hands=([FLASH_KNIGHT, M], []), spells=([], [CED]))
    _bounce(duel, 1, FLASH_KNIGHT)
    duel.apply(A.ACT_YES)
    resolve(duel)
    assert offered(duel) == [FLASH_KNIGHT, FLASH_KNIGHT]


def test_stargazer_answers_only_an_opponents_effect_on_a_pendulum_monster():
    # 5.1 Stargazer 3: not the player's own effect; not a monster that is not a Pendulum Monster;
    # not Stargazer itself (it is no longer on the field to activate, "other").
    duel = position(turn=3, turn_player=0, monsters=([(STARGAZER, "attack"), (FLASH_KNIGHT, "attack")], []),
                    spells=([CED], []))
    _bounce(duel, 0, FLASH_KNIGHT)
    assert duel.decision() == "main" and duel.hand(0) == [FLASH_KNIGHT]
    duel = position(turn=3, turn_player=1, monsters=([(STARGAZER, "attack"), (M, "attack")], []),
                    spells=([], [CED]))
    _bounce(duel, 1, M)
    assert duel.decision() == "main" and duel.hand(0) == [M]
    duel = position(turn=3, turn_player=1, monsters=([(STARGAZER, "attack"), (FLASH_KNIGHT, "attack")], []),
                    spells=([], [CED]))
    _bounce(duel, 1, STARGAZER)
    assert duel.decision() == "main" and duel.hand(0) == [STARGAZER]


def test_stargazer_once_per_turn():
    # 5.1 Stargazer 3: once per turn: a second return the same turn is not answered.
    duel = position(turn=3, turn_player=1, monsters=([(STARGAZER, "attack"), (FLASH_KNIGHT, "attack")], []),
                    spells=([], [CED, CED]))
    _bounce(duel, 1, FLASH_KNIGHT)
    duel.apply(A.ACT_YES)
    resolve(duel)
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_ATTACK_POSITION)
    resolve(duel)
    _bounce(duel, 1, FLASH_KNIGHT)
    assert duel.decision() == "main" and duel.hand(0) == [FLASH_KNIGHT]


def test_stargazer_scale_and_spell_lock_as_pendulum_effects():
    # 5.1 Stargazer 1-2, M06: Scale 1 beside a "Magician", 4 beside another card; while its
    # player's Pendulum Monster battles, the opponent cannot activate a Spell Card in the
    # Damage Step (a Quick-Play Spell that could be, Forbidden Dress).
    duel = position(pendulums=([STARGAZER, DRAGONPIT], []))
    assert duel.pendulum_zones(0)[0]["scale"] == 1
    duel = position(pendulums=([STARGAZER, MANDRAGON], []))
    assert duel.pendulum_zones(0)[0]["scale"] == 4
    assert LL.BSTEP_DAMAGE not in _damage_step_offers(STARGAZER, FLASH_KNIGHT, FORBIDDEN_DRESS)
    assert LL.BSTEP_DAMAGE in _damage_step_offers(STARGAZER, M, FORBIDDEN_DRESS)
    assert LL.BSTEP_DAMAGE in _damage_step_offers(DRAGONPIT, FLASH_KNIGHT, FORBIDDEN_DRESS)


def _damage_step_offers(scale, attacker, foe_set):
    """The battle steps in which player 1 may activate their Set `foe_set` while player 0's
    `attacker` attacks their face-up monster, with `scale` in player 0's Pendulum Zone."""
    from tests.helpers import attack
    duel = position(turn=3, pendulums=([scale], []), monsters=([(attacker, "attack")], [(L2, "attack")]),
                    spells=([], [foe_set]))
    card_ = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_TO_BATTLE)
    offered_at, attacked = set(), False
    for _ in range(80):
        d = duel.decision()
        if d == "response":
            if duel.current_player() == 1 and A.ACT_ACTIVATE + card_ in duel.legal_actions():
                offered_at.add(duel.buffer[6])  # HDR_BATTLE_STEP
            duel.apply(A.ACT_PASS)
        elif d == "battle" and not attacked:
            duel.apply(attack(0, 0))
            attacked = True
        elif d in ("battle", "main"):
            break
        elif d == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(duel.legal_actions()[0])
    return offered_at


# ---- Timegazer Magician (5.1) ----------------------------------------------------------------

def test_timegazer_is_activated_in_a_pendulum_zone_only_while_you_control_no_monsters():
    # 5.1 Timegazer 1 (rule): with a monster of yours on the field, activating it is not
    # offered; the opponent's monsters do not matter.
    duel = position(hands=([TIMEGAZER], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TIMEGAZER) in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TIMEGAZER))
    resolve(duel)
    assert zone_codes(duel, 0) == [TIMEGAZER, None]
    duel = position(hands=([TIMEGAZER], []), monsters=([(M, "set")], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TIMEGAZER) not in duel.legal_actions()
    duel = position(hands=([TIMEGAZER], []), monsters=([], [(M, "attack")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TIMEGAZER) in duel.legal_actions()


def test_timegazer_placed_by_an_effect_while_you_control_a_monster():
    # 5.1 Timegazer 1, M02: placed by Wisdom-Eye Magician it is not activated: allowed.
    duel = position(pendulums=([WISDOM_EYE, DRAGONPIT], []), monsters=([(M, "attack")], []),
                    decks=([TIMEGAZER, M], filler()))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    assert until_decision(duel, "choose") == "choose" and offered(duel) == [TIMEGAZER]
    duel.apply(pick(duel, TIMEGAZER))
    assert zone_codes(duel, 0) == [TIMEGAZER, DRAGONPIT]


def _mst(duel, target):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, MST))
    duel.apply(A.ACT_SELECT + target)
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)


def test_timegazer_each_scale_survives_the_first_destruction_by_the_opponent_each_turn():
    # 5.1 Timegazer 4: once per turn, each card in your Pendulum Zones cannot be destroyed by
    # the opponent's card effects: the first Mystical Space Typhoon on a card resolves and the
    # card stays; the second on it destroys it (M07: face-up to the Extra Deck); the other card
    # keeps its own first time.
    duel = position(turn=3, turn_player=1, monsters=([(TIMEGAZER, "attack")], []),
                    pendulums=([DRAGONPIT, DRAGONPULSE], []), hands=([], [MST, MST, MST]))
    pit, pulse = zone_card(duel, 0, 0), zone_card(duel, 0, 1)
    _mst(duel, pit)
    assert zone_codes(duel, 0) == [DRAGONPIT, DRAGONPULSE] and duel.graveyard(1) == [MST]
    from ygo_core.state_check import check_state
    check_state(duel.buffer, pendulum_db())  # the use marked on the card (LING_PROOF_USED) is a known record
    _mst(duel, pit)
    assert zone_codes(duel, 0) == [None, DRAGONPULSE] and [duel.card_code(c) for c in duel.extra_faceup(0)] == [DRAGONPIT]
    _mst(duel, pulse)
    assert zone_codes(duel, 0) == [None, DRAGONPULSE]


def test_timegazer_protection_is_renewed_next_turn():
    # 5.1 Timegazer 4: "once per turn": used in one turn, it stops the first one of the next.
    duel = position(turn=3, turn_player=1, monsters=([(TIMEGAZER, "attack")], []),
                    pendulums=([DRAGONPIT], []), hands=([], [MST]), spells=([], [MST]))
    _mst(duel, zone_card(duel, 0, 0))
    assert zone_codes(duel, 0) == [DRAGONPIT, None]
    for _ in range(60):  # to player 0's Main Phase 1 of turn 4
        d = duel.decision()
        if d == "main" and duel.current_player() == 0 and duel.turn() == 4:
            break
        if d == "gy_order":
            keep_gy_order(duel)
        elif d == "response":
            duel.apply(A.ACT_PASS)
        elif d in ("main", "battle"):
            duel.apply(A.ACT_TO_END)
        else:
            duel.apply(duel.legal_actions()[0])
    assert duel.current_player() == 0 and duel.turn() == 4
    duel.apply(A.ACT_TO_BATTLE)
    # player 1's Set Mystical Space Typhoon, in the window of player 0's phase change
    while duel.decision() == "response" and duel.current_player() == 0:
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + zone_card(duel, 0, 0))
    resolve(duel)
    assert zone_codes(duel, 0) == [DRAGONPIT, None]


def test_timegazer_does_not_stop_your_own_effects_nor_apply_from_a_pendulum_zone():
    # 5.1 Timegazer 4: only the opponent's effects: Dragonpit Magician destroying its player's
    # own Pendulum card goes through; M03: in a Pendulum Zone its monster effect does not apply.
    duel = position(monsters=([(TIMEGAZER, "attack")], []), pendulums=([DRAGONPIT, DRAGONPULSE], []),
                    hands=([FLASH_KNIGHT], []))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_SELECT + zone_card(duel, 0, 1))
    resolve(duel)
    assert zone_codes(duel, 0) == [DRAGONPIT, None]
    duel = position(turn=3, turn_player=1, pendulums=([TIMEGAZER, DRAGONPIT], []), hands=([], [MST]))
    _mst(duel, zone_card(duel, 0, 1))
    assert zone_codes(duel, 0) == [TIMEGAZER, None]


def test_timegazer_scale_and_trap_lock_as_pendulum_effects():
    # 5.1 Timegazer 2-3, M06: Scale 8 beside a "Magician", 4 beside another card; while its
    # player's Pendulum Monster battles, the opponent cannot activate a Trap Card in the Damage
    # Step (Castle Walls could be); a Spell Card is not locked by it.
    duel = position(pendulums=([DRAGONPIT, TIMEGAZER], []))
    assert duel.pendulum_zones(0)[1]["scale"] == 8
    duel = position(pendulums=([MANDRAGON, TIMEGAZER], []))
    assert duel.pendulum_zones(0)[1]["scale"] == 4
    assert LL.BSTEP_DAMAGE not in _damage_step_offers(TIMEGAZER, FLASH_KNIGHT, CASTLE_WALLS)
    assert LL.BSTEP_DAMAGE in _damage_step_offers(TIMEGAZER, M, CASTLE_WALLS)
    assert LL.BSTEP_DAMAGE in _damage_step_offers(TIMEGAZER, FLASH_KNIGHT, FORBIDDEN_DRESS)


# Odd-Eyes Pendulum Dragon (5.4): written from the spec. Its monster effect's mechanism is
# double_battle_damage (tests/rules/test_primitives_mr3_battle.py); its Pendulum Effects are a
# Pendulum trigger in the End Phase and the "make that battle damage 0" answer at damage
# calculation (tests/rules/test_primitives_mr3_oddeyes.py).


def test_odd_eyes_pendulum_dragon_doubles_battle_damage_against_a_monster():
    # 5.4 (3): 2500 against a 2000 ATK monster: 500, doubled to 1000; a direct attack is not
    # "by battling their monster": 2500.
    duel = position(monsters=([ODD_EYES], [vanilla(2000, 1000)]))
    enter_battle(duel)
    attack_settled(duel, 0, 0)
    assert duel.lp(1) == 8000 - 1000
    duel2 = position(monsters=([ODD_EYES], []))
    enter_battle(duel2)
    attack_settled(duel2, 0, None)
    assert duel2.lp(1) == 8000 - 2500


def test_odd_eyes_pendulum_effect_makes_battle_damage_from_a_pendulum_monsters_battle_zero_once_per_turn():
    # 5.4 (1): in the Pendulum Zone; Flash Knight (a Pendulum Monster, 1800) attacks a 2500 ATK
    # monster: its controller would take 700, and may make it 0 (once per turn: the second
    # Pendulum Monster's battle deals its damage).
    duel = position(pendulums=([ODD_EYES], []), monsters=([FLASH_KNIGHT, FLASH_KNIGHT], [vanilla(2500, 1000)]))
    enter_battle(duel)
    assert attack_settled(duel, 0, 0, A.ACT_YES) == 1
    assert duel.lp(0) == 8000
    assert attack_settled(duel, 1, 0, A.ACT_YES) == 0  # nothing more is offered this turn
    assert duel.lp(0) == 8000 - 700


def test_odd_eyes_pendulum_effect_not_for_a_non_pendulum_monsters_battle():
    # 5.4 (1): "an attack involving your Pendulum Monster": a Normal Monster's battle is not one.
    duel = position(pendulums=([ODD_EYES], []), monsters=([vanilla(1800, 100)], [vanilla(2500, 1000)]))
    enter_battle(duel)
    assert attack_settled(duel, 0, 0, A.ACT_YES) == 0
    assert duel.lp(0) == 8000 - 700


def test_odd_eyes_pendulum_effect_destroys_itself_in_the_end_phase_and_searches():
    # 5.4 (2): optional, in its controller's End Phase: destroy this card (M07: face-up to the
    # Extra Deck), and if you do, add a Pendulum Monster with 1500 or less ATK from the Deck
    # (Test Pendulum Scale 1, 1000 ATK: yes; Flash Knight, 1800: no).
    duel = position(pendulums=([ODD_EYES], []), decks=([SCALE_1, FLASH_KNIGHT] + filler(), filler()))
    duel.apply(A.ACT_TO_END if A.ACT_TO_END in duel.legal_actions() else A.ACT_PASS)
    while duel.decision() in ("response", "main", "battle"):
        duel.apply(A.ACT_TO_END if A.ACT_TO_END in duel.legal_actions() else A.ACT_PASS)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    resolve(duel)
    assert offered(duel) == [SCALE_1]
    duel.apply(pick(duel, SCALE_1))
    resolve(duel)
    assert SCALE_1 in duel.hand(0)
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [ODD_EYES]


# ---- Pendulum Call (5.2) ----------------------------------------------------------------------

def _to_main_phase(duel, player, turn):
    """Play on (nobody acting) until `player`'s Main Phase 1 of `turn`."""
    for _ in range(80):
        d = duel.decision()
        if d == "main" and duel.current_player() == player and duel.turn() == turn:
            return
        if d == "gy_order":
            keep_gy_order(duel)
        elif d == "response":
            duel.apply(A.ACT_PASS)
        elif d in ("main", "battle"):
            duel.apply(A.ACT_TO_END)
        else:
            duel.apply(duel.legal_actions()[0])
    raise AssertionError("turn not reached")


def _call(duel, discard, first, second):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL))
    assert duel.decision() == "cost"
    duel.apply(pick(duel, discard))
    resolve(duel)
    assert duel.decision() == "choose"
    duel.apply(pick(duel, first))
    assert duel.decision() == "choose" and A.ACT_PASS not in duel.legal_actions()  # "add 2": no stop
    assert first not in offered(duel)  # different names
    duel.apply(pick(duel, second))
    resolve(duel)


def test_pendulum_call_adds_two_magician_pendulums_with_different_names():
    # 5.2 Pendulum Call: cost: discard 1 card (U03); add 2 "Magician" Pendulum Monsters with
    # different names from the Deck (Mandragon is no "Magician"; a second Dragonpulse is no
    # second name); the Deck is shuffled (C11).
    duel = position(hands=([PENDULUM_CALL, M], []), decks=([DRAGONPULSE, MANDRAGON, DRAGONPULSE, DRAGONPIT, M], filler()))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL))
    duel.apply(pick(duel, M))
    resolve(duel)
    assert offered(duel) == sorted([DRAGONPULSE, DRAGONPULSE, DRAGONPIT])
    duel.apply(pick(duel, DRAGONPULSE))
    assert offered(duel) == [DRAGONPIT] and A.ACT_PASS not in duel.legal_actions()
    duel.apply(pick(duel, DRAGONPIT))
    resolve(duel)
    assert sorted(duel.hand(0)) == sorted([DRAGONPULSE, DRAGONPIT]) and duel.graveyard(0) == [M, PENDULUM_CALL]
    assert sorted(duel.deck(0)) == sorted([MANDRAGON, DRAGONPULSE, M])


def test_pendulum_call_needs_two_names_and_a_card_to_discard_once_per_turn():
    # 5.2 Pendulum Call, U08: 2 different "Magician" names in the Deck and a card to discard are
    # needed; only 1 per turn (AH02: a second copy is not offered after the first).
    duel = position(hands=([PENDULUM_CALL, M], []), decks=([DRAGONPULSE, DRAGONPULSE, MANDRAGON], filler()))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) not in duel.legal_actions()
    duel = position(hands=([PENDULUM_CALL], []), decks=([DRAGONPULSE, DRAGONPIT], filler()))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) not in duel.legal_actions()
    duel = position(hands=([PENDULUM_CALL, PENDULUM_CALL, M, M], []),
                    decks=([DRAGONPULSE, DRAGONPIT, WISDOM_EYE, OAFDRAGON], filler()))
    _call(duel, M, DRAGONPULSE, DRAGONPIT)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) not in duel.legal_actions()


def test_pendulum_call_not_in_a_turn_you_activated_a_magician_pendulum_effect():
    # 5.2 Pendulum Call: after a "Magician" Pendulum Effect of its player this turn (Dragonpulse)
    # it cannot be activated; activating a Magician as a Pendulum Scale (M02, a card activation,
    # not a Pendulum Effect) or another Pendulum Effect (a non-"Magician" test card) does not bar it.
    deck = [DRAGONPULSE, DRAGONPIT, WISDOM_EYE, M]
    duel = position(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=([PENDULUM_CALL, FLASH_KNIGHT, M], []),
                    monsters=([], [(M, "attack")]), decks=(deck, filler()))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_SELECT + duel.monsters(1)[0]["card"])
    resolve(duel)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) not in duel.legal_actions()
    from tests.pendulum_cards import DRAWING_PENDULUM
    duel = position(pendulums=([DRAWING_PENDULUM], []), hands=([PENDULUM_CALL, DRAGONPIT, M], []),
                    decks=(deck, filler()))
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    resolve(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DRAGONPIT))  # placed as a Scale
    resolve(duel)
    assert zone_codes(duel, 0) == [DRAWING_PENDULUM, DRAGONPIT]
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_CALL) in duel.legal_actions()


def test_pendulum_call_magician_scales_cannot_be_destroyed_until_the_end_of_the_foes_next_turn():
    # 5.2 Pendulum Call: until the end of the opponent's next turn, "Magician" cards in your
    # Pendulum Zones cannot be destroyed by card effects (your own too: Dragonpit Magician); a
    # card of another name there can (Mandragon); in your next turn the protection is over.
    duel = position(turn=3, pendulums=([DRAGONPIT, DRAGONPULSE], []), hands=([PENDULUM_CALL, M, FLASH_KNIGHT], []),
                    decks=([WISDOM_EYE, OAFDRAGON, FLASH_KNIGHT, M, M, M], filler()))
    _call(duel, M, WISDOM_EYE, OAFDRAGON)
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))  # Dragonpit on its own Dragonpulse
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_SELECT + zone_card(duel, 0, 1))
    resolve(duel)
    assert zone_codes(duel, 0) == [DRAGONPIT, DRAGONPULSE]
    duel = position(turn=3, pendulums=([DRAGONPIT, MANDRAGON], []), hands=([PENDULUM_CALL, M], [MST, MST]),
                    decks=([WISDOM_EYE, OAFDRAGON, M, M, M], filler()))
    _call(duel, M, WISDOM_EYE, OAFDRAGON)
    _to_main_phase(duel, 1, 4)
    _mst(duel, zone_card(duel, 0, 0))
    assert zone_codes(duel, 0) == [DRAGONPIT, MANDRAGON]
    _mst(duel, zone_card(duel, 0, 1))
    assert zone_codes(duel, 0) == [DRAGONPIT, None]
    from ygo_core.state_check import check_state
    check_state(duel.buffer, pendulum_db())
    duel = position(turn=3, pendulums=([DRAGONPIT, DRAGONPULSE], []), hands=([PENDULUM_CALL, M, FLASH_KNIGHT], []),
                    decks=([WISDOM_EYE, OAFDRAGON, M, M, M, M], filler()))
    _call(duel, M, WISDOM_EYE, OAFDRAGON)
    _to_main_phase(duel, 0, 5)
    duel.apply(A.ACT_ACTIVATE + zone_card(duel, 0, 0))
    duel.apply(pick(duel, FLASH_KNIGHT))
    duel.apply(A.ACT_SELECT + zone_card(duel, 0, 1))
    resolve(duel)
    assert zone_codes(duel, 0) == [DRAGONPIT, None]
