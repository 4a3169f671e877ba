"""Structure Deck: Synchron Extreme, the synchro family's cards (docs/mr3-cards.md sections 4.1,
4.2, 4.4): Quickdraw Synchron, Fleur Synchron, Jet Synchron, Tuningware, Synchron Carrier, Level
Eater, Unknown Synchron, Junk Warrior, Jet Warrior, Accel Synchron, Stardust Warrior, Limit
Overdrive, Starlight Junktion. Tests written from the specs and the rules digest (K01-K07 of
rules-mr3.md; H09 proper summons; U08 "must be able to"; AH once-per-turn limits)."""
import pytest

from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import Filter, card, synchro_materials
from tests.helpers import filler, keep_gy_order, offered, pass_until, pick, settle, vanilla
from tests.mr3_cards import (
    FLAMVELL_GUARD, SOLEMN_JUDGMENT, SYNCHRO_L4, TUNER_L2, TUNER_L3_DARK, mr3_db_with, mr3_position,
)

QUICKDRAW = 20932152
FLEUR = 19642774
JET_SYNCHRON = 9742784
TUNINGWARE = 92676637
CARRIER = 62125438
LEVEL_EATER = 57421866
UNKNOWN = 15310033
JUNK_WARRIOR = 60800381
JET_WARRIOR = 286392
ACCEL = 37675907
STARDUST = 74892653
LIMIT_OVERDRIVE = 35014241
STARLIGHT = 1003840
BOOK_OF_MOON = 14087893
NOBLEDRAGON = 88935103
METEORBURST = 80696379
JUNK_SYNCHRON = 63977008
TURBO_SYNCHRON = 67270095
SYNCHRON_TOKEN = 62125439

L1 = vanilla(300, 200, 1)
L2 = vanilla(500, 500, 2)
L2B = vanilla(200, 100, 2)
L3 = vanilla(1000, 1000, 3)
L4 = vanilla(1700, 1000, 4)
L5 = vanilla(1800, 1600, 5)
FOE = vanilla(1500, 1500, 4)

# Test Synchro Monsters: a Level 7 whose materials name "Junk Synchron" (so Quickdraw
# Synchron, Level 5, may stand in with a Level 2), and a generic Level 7 (1 Tuner + 1 or more
# non-Tuners) it may not be used for.
NAMED_L7 = 98_002_007
GENERIC_L7 = 98_002_107
CASTER_L7 = 98_002_207  # a generic Level 7 Synchro that is neither a Warrior nor a Machine
MINE = [
    CardInfo(code=NAMED_L7, alias=0, name="Test Junk Synchro L7", type=L.TYPE_MONSTER | L.TYPE_EFFECT | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x1, atk=2500, defense=2000),
    CardInfo(code=GENERIC_L7, alias=0, name="Test Synchro L7", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x1, atk=2400, defense=2000),
    CardInfo(code=CASTER_L7, alias=0, name="Test Spellcaster Synchro L7", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x2, atk=2400, defense=2000),
]
MY_SCRIPTS = {
    NAMED_L7: card(NAMED_L7, "Test Junk Synchro L7", synchro_materials(tuner=Filter(codes=(JUNK_SYNCHRON,)))),
}


def pos(**kw):
    kw.setdefault("allow_unimplemented", True)
    return mr3_position(mr3_db_with(MINE, MY_SCRIPTS), **kw)


def extra(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "extra") if duel.card_code(c) == code)


def on_field(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "monsters") if duel.card_code(c) == code)


def in_gy(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "gy") if duel.card_code(c) == code)


def in_hand(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "hand") if duel.card_code(c) == code)


def codes(duel, player, where):
    return sorted(duel.card_code(c) for c in duel.card_ids(player, where))


def can_synchro(duel, code):
    return A.ACT_SUMMON + extra(duel, code) in duel.legal_actions()


def synchro(duel, code, materials, position=A.ACT_ATTACK_POSITION):
    """Declare the Synchro Summon of `code`, pick the materials (passcodes, in order)."""
    duel.apply(A.ACT_SUMMON + extra(duel, code))
    used = set()
    for m in materials:
        choice = next(int(a) for a in duel.legal_actions()
                      if duel.card_code(int(a) - A.ACT_SELECT) == m and int(a) - A.ACT_SELECT not in used)
        used.add(choice - A.ACT_SELECT)
        duel.apply(choice)
    assert duel.decision() == "position"
    duel.apply(position)
    keep_gy_order(duel)


def answer(duel, yes=True):
    """Pass response windows up to the optional trigger's question, and answer it."""
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES if yes else A.ACT_NO)


# ---- Tuningware (4.1) ---------------------------------------------------------------------------

def test_tuningware_may_be_treated_as_level_2_for_a_synchro_summon():
    # 4.1 Tuningware (1): Level 2 Tuner + Tuningware as 2 = 4; as 1 with a Level 1 Tuner and a
    # Level 2 = 4 too; but never 5 with the Level 2 Tuner alone.
    duel = pos(monsters=([TUNER_L2, TUNINGWARE], []), extras=([SYNCHRO_L4, 98_001_005], []))
    assert can_synchro(duel, SYNCHRO_L4)
    assert not can_synchro(duel, 98_001_005)  # Level 5: 2 + 2 is 4
    duel = pos(monsters=([FLAMVELL_GUARD, TUNINGWARE, L2], []), extras=([SYNCHRO_L4], []))
    assert can_synchro(duel, SYNCHRO_L4)  # 1 + 1 + 2
    duel = pos(monsters=([FLAMVELL_GUARD, TUNINGWARE], []), extras=([SYNCHRO_L4], []))
    assert not can_synchro(duel, SYNCHRO_L4)  # 1 + 2 = 3 at most


def junk_synchron_revives_tuningware(**kw):
    # Junk Synchron (Level 3 Tuner) Normal Summoned revives Tuningware from the GY, its effects
    # negated (Junk Synchron's text).
    duel = pos(hands=([JUNK_SYNCHRON], []), graveyards=([TUNINGWARE], []), extras=([JUNK_WARRIOR], []), **kw)
    duel.apply(A.ACT_SUMMON + in_hand(duel, JUNK_SYNCHRON))
    answer(duel)
    duel.apply(pick(duel, TUNINGWARE))
    assert settle(duel) == "main" and TUNINGWARE in codes(duel, 0, "monsters")
    return duel


def test_a_negated_tuningware_is_level_1_for_a_synchro_summon():
    # Tuningware's "treated as Level 2" is its effect: negated (revived by Junk Synchron) it is
    # a Level 1 material, so Junk Synchron (3) + Tuningware (1) is no Level 5 Junk Warrior.
    duel = junk_synchron_revives_tuningware()
    assert not can_synchro(duel, JUNK_WARRIOR)


def test_a_negated_tuningware_still_counts_its_own_level_1():
    # The same with a Level 1 beside them: 3 + 1 + 1 = 5, Junk Warrior is offered.
    duel = junk_synchron_revives_tuningware(monsters=([L1], []))
    assert can_synchro(duel, JUNK_WARRIOR)


def test_tuningware_not_negated_makes_junk_warrior_with_junk_synchron():
    # The control: a Tuningware whose effects apply is Level 2 for it: 3 + 2 = 5.
    duel = pos(hands=([JUNK_SYNCHRON], []), monsters=([TUNINGWARE], []), extras=([JUNK_WARRIOR], []))
    duel.apply(A.ACT_SUMMON + in_hand(duel, JUNK_SYNCHRON))
    assert settle(duel, yes=False) == "main"
    assert can_synchro(duel, JUNK_WARRIOR)


def test_tuningware_draws_when_sent_to_the_gy_as_synchro_material():
    # 4.1 Tuningware (2), mandatory: the draw comes from its controller's Deck.
    duel = pos(monsters=([TUNER_L2, TUNINGWARE], []), extras=([SYNCHRO_L4], []),
               decks=([L3, L4], [L4]))
    synchro(duel, SYNCHRO_L4, [TUNER_L2, TUNINGWARE])
    assert settle(duel) == "main"
    assert codes(duel, 0, "hand") == [L3]
    assert codes(duel, 0, "gy") == sorted([TUNER_L2, TUNINGWARE])
    assert duel.monsters(0)[0]["code"] == SYNCHRO_L4


# ---- Fleur Synchron (4.1) -----------------------------------------------------------------------

def test_fleur_synchron_summons_a_level_2_or_lower_from_the_hand_as_synchro_material():
    duel = pos(monsters=([FLEUR, L2], []), extras=([SYNCHRO_L4], []), hands=([L4, L1], []))
    synchro(duel, SYNCHRO_L4, [FLEUR, L2])
    answer(duel)
    assert offered(duel) == [L1]  # a Level 4 is not Level 2 or lower
    duel.apply(pick(duel, L1))
    assert settle(duel, positions=A.ACT_DEFENSE_POSITION) == "main"
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([SYNCHRO_L4, L1])
    assert codes(duel, 0, "hand") == [L4]


def test_fleur_synchron_optional_and_not_offered_without_a_low_level_monster():
    duel = pos(monsters=([FLEUR, L2], []), extras=([SYNCHRO_L4], []), hands=([L4], []))
    synchro(duel, SYNCHRO_L4, [FLEUR, L2])
    assert settle(duel, yes=False) == "main"
    duel = pos(monsters=([FLEUR, L2], []), extras=([SYNCHRO_L4], []), hands=([L1], []))
    synchro(duel, SYNCHRO_L4, [FLEUR, L2])
    answer(duel, yes=False)
    assert settle(duel) == "main" and codes(duel, 0, "hand") == [L1]


def test_fleur_synchron_sent_otherwise_does_not_trigger():
    # Only "as Synchro Material": a Fleur Synchron destroyed by a Tribute Summon's Tribute...
    # here, the one other way the engine sends it, the cost of a Tribute Summon.
    duel = pos(monsters=([FLEUR], []), hands=([L5, L1], []))
    duel.apply(A.ACT_SUMMON + in_hand(duel, L5))
    duel.apply(pick(duel, FLEUR))
    assert settle(duel, yes=True) == "main"
    assert codes(duel, 0, "hand") == [L1] and codes(duel, 0, "gy") == [FLEUR]


# ---- Jet Synchron (4.1) -------------------------------------------------------------------------

def test_jet_synchron_adds_a_junk_monster_from_the_deck_as_synchro_material():
    duel = pos(monsters=([JET_SYNCHRON, L3], []), extras=([SYNCHRO_L4], []),
               decks=([L4, JUNK_SYNCHRON, TURBO_SYNCHRON], [L4]))
    synchro(duel, SYNCHRO_L4, [JET_SYNCHRON, L3])
    answer(duel)
    if duel.decision() == "choose":
        assert offered(duel) == [JUNK_SYNCHRON]  # Turbo Synchron is no "Junk"
        duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert codes(duel, 0, "hand") == [JUNK_SYNCHRON]


def test_jet_synchron_summons_itself_from_the_gy_by_sending_a_card_from_the_hand():
    # 4.1 Jet Synchron (2): cost, a card from the hand to the GY; then it is Special Summoned.
    duel = pos(graveyards=([JET_SYNCHRON], []), hands=([L4], []))
    jet = in_gy(duel, JET_SYNCHRON)
    assert A.ACT_ACTIVATE + jet in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + jet)
    if duel.decision() == "cost":
        duel.apply(pick(duel, L4))
    # The cost is paid at activation; Jet Synchron stays in the GY until the summon resolves
    # (spec: "res: Special Summon this card").
    assert codes(duel, 0, "gy") == sorted([JET_SYNCHRON, L4])
    assert settle(duel) == "main"
    assert codes(duel, 0, "gy") == [L4]
    assert [m["code"] for m in duel.monsters(0) if m] == [JET_SYNCHRON]


def test_jet_synchron_gy_summon_needs_a_card_in_hand():
    duel = pos(graveyards=([JET_SYNCHRON], []), hands=([L4], []))
    assert A.ACT_ACTIVATE + in_gy(duel, JET_SYNCHRON) in duel.legal_actions()
    duel = pos(graveyards=([JET_SYNCHRON], []))
    assert A.ACT_ACTIVATE + in_gy(duel, JET_SYNCHRON) not in duel.legal_actions()


def test_jet_synchron_one_of_its_effects_per_turn():
    # Shared once per turn (AH02): after the search, its GY summon is not offered this turn
    # (offered otherwise, with a card in the hand).
    control = pos(graveyards=([JET_SYNCHRON], []), hands=([L4], []))
    assert A.ACT_ACTIVATE + in_gy(control, JET_SYNCHRON) in control.legal_actions()
    duel = pos(monsters=([JET_SYNCHRON, L3], []), extras=([SYNCHRO_L4], []), hands=([L4], []),
               decks=([JUNK_SYNCHRON, L4], [L4]))
    synchro(duel, SYNCHRO_L4, [JET_SYNCHRON, L3])
    answer(duel)
    if duel.decision() == "choose":
        duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert A.ACT_ACTIVATE + in_gy(duel, JET_SYNCHRON) not in duel.legal_actions()


def test_jet_synchron_summoned_by_its_effect_is_banished_when_it_leaves():
    duel = pos(graveyards=([JET_SYNCHRON], []), hands=([L4], []), monsters=([L3], []),
               extras=([SYNCHRO_L4], []))
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, JET_SYNCHRON))
    if duel.decision() == "cost":
        duel.apply(pick(duel, L4))
    assert settle(duel) == "main"
    synchro(duel, SYNCHRO_L4, [JET_SYNCHRON, L3])
    settle(duel, yes=False)
    assert JET_SYNCHRON in codes(duel, 0, "banished")


# ---- Junk Warrior / Jet Warrior: named Tuners (4.4, K03, K07) --------------------------------------

def test_junk_warrior_needs_junk_synchron_as_its_tuner():
    duel = pos(monsters=([JUNK_SYNCHRON, L2], []), extras=([JUNK_WARRIOR], []))
    assert can_synchro(duel, JUNK_WARRIOR)
    duel = pos(monsters=([TUNER_L3_DARK, L2], []), extras=([JUNK_WARRIOR], []))
    assert not can_synchro(duel, JUNK_WARRIOR)


def test_junk_warrior_gains_the_atk_of_your_level_2_or_lower_monsters_when_synchro_summoned():
    # Counted at resolution: the Level 1 (300) and Level 2 (200) left on the field; not the
    # opponent's, not the Level 3; not the materials (in the GY).
    duel = pos(monsters=([JUNK_SYNCHRON, L2, L1, L2B, L3], [vanilla(400, 400, 1)]),
               extras=([JUNK_WARRIOR], []))
    synchro(duel, JUNK_WARRIOR, [JUNK_SYNCHRON, L2])
    assert settle(duel) == "main"
    jw = next(m for m in duel.monsters(0) if m and m["code"] == JUNK_WARRIOR)
    assert jw["atk"] == 2300 + 300 + 200


def test_jet_warrior_needs_jet_synchron_as_its_tuner():
    duel = pos(monsters=([JET_SYNCHRON, L4], []), extras=([JET_WARRIOR], []))
    assert can_synchro(duel, JET_WARRIOR)
    duel = pos(monsters=([FLAMVELL_GUARD, L4], []), extras=([JET_WARRIOR], []))
    assert not can_synchro(duel, JET_WARRIOR)


def test_jet_warrior_returns_an_opponents_card_to_the_hand_when_synchro_summoned():
    # Jet Synchron's own trigger (as material) is declined; Jet Warrior's targets the
    # opponent's monster (only theirs: not Jet Warrior itself).
    duel = pos(monsters=([JET_SYNCHRON, L4], [FOE]), extras=([JET_WARRIOR], []))
    synchro(duel, JET_WARRIOR, [JET_SYNCHRON, L4])
    jw = on_field(duel, JET_WARRIOR)
    targeted = False
    while True:
        d = duel.decision()
        if d == "trigger_order":
            duel.apply(A.ACT_SELECT + jw)
        elif d == "yesno":
            # TRIG order: the pending trigger's card is Jet Warrior once Jet Synchron's is done.
            duel.apply(A.ACT_YES if not targeted else A.ACT_NO)
        elif d in ("target", "choose"):
            assert offered(duel) == [FOE]
            duel.apply(pick(duel, FOE))
            targeted = True
        elif d in ("response", "gy_order", "position"):
            settle(duel)
            if duel.decision() == "main":
                break
        else:
            break
    assert duel.decision() == "main"
    assert codes(duel, 1, "hand") == [FOE] and duel.card_ids(1, "monsters") == []


def test_jet_warrior_revives_itself_by_tributing_a_level_2_or_lower_and_is_banished_on_leaving():
    duel = pos(graveyards=([JET_WARRIOR], []), monsters=([L2], []))
    assert A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR) in duel.legal_actions()


def test_jet_warrior_revives_itself_with_five_monsters_the_tribute_frees_a_zone():
    # U03: the Tribute is the cost, paid at activation, so the zone it frees is the one Jet
    # Warrior is summoned to (U08 needs no other free zone). Defense Position, by its text.
    duel = pos(graveyards=([JET_WARRIOR], []), monsters=([L2, L4, L4, L4, L4], []))
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR))
    assert offered(duel) == [L2]                       # only the Level 2 or lower may be Tributed
    duel.apply(pick(duel, L2))
    assert settle(duel) == "main"
    assert codes(duel, 0, "gy") == [L2]
    jw = on_field(duel, JET_WARRIOR)
    assert next(m for m in duel.monsters(0) if m and m["card"] == jw)["position"] == "defense"


# ---- Quickdraw Synchron: substitute Tuner, material restriction (4.1 rule texts, K07) ---------------

def test_quickdraw_synchron_stands_in_for_a_named_synchron_tuner():
    duel = pos(monsters=([QUICKDRAW, L2], []), extras=([NAMED_L7], []))
    assert can_synchro(duel, NAMED_L7)
    synchro(duel, NAMED_L7, [QUICKDRAW, L2])
    assert settle(duel) == "main"
    assert [m["code"] for m in duel.monsters(0) if m] == [NAMED_L7]


def test_quickdraw_synchron_is_no_material_for_a_synchro_naming_no_synchron_tuner():
    duel = pos(monsters=([QUICKDRAW, L2], []), extras=([GENERIC_L7], []))
    assert not can_synchro(duel, GENERIC_L7)
    # Another Tuner makes the same Level with it as a non-Tuner? Quickdraw is no material at all.
    duel = pos(monsters=([QUICKDRAW, FLAMVELL_GUARD, L1], []), extras=([GENERIC_L7], []))
    assert not can_synchro(duel, GENERIC_L7)


def test_quickdraw_synchron_summons_itself_by_sending_another_monster_from_the_hand():
    duel = pos(hands=([QUICKDRAW, L4, 5318639], []))
    qd = in_hand(duel, QUICKDRAW)
    # Its procedure is offered as ACT_ACTIVATE on it (ACT_SUMMON on it is its Normal Summon).
    assert A.ACT_ACTIVATE + qd in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + qd)
    if duel.decision() != "position":
        assert offered(duel) == [L4]  # a monster, not the Spell, not itself
        duel.apply(pick(duel, L4))
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [QUICKDRAW]
    assert codes(duel, 0, "gy") == [L4]


def test_quickdraw_synchron_procedure_needs_another_monster_in_hand():
    duel = pos(hands=([QUICKDRAW, L1], []))
    assert A.ACT_ACTIVATE + in_hand(duel, QUICKDRAW) in duel.legal_actions()
    duel = pos(hands=([QUICKDRAW, 5318639], []))
    qd = in_hand(duel, QUICKDRAW)
    assert A.ACT_ACTIVATE + qd not in duel.legal_actions()
    assert A.ACT_SUMMON + qd not in duel.legal_actions()  # Level 5: a Tribute is needed


def test_quickdraw_synchron_with_its_procedure_open_is_no_normal_summon_without_a_tribute():
    # G02: a Level 5 Normal Summon needs a Tribute. With its procedure available (another
    # monster in the hand) and no monster on the field, ACT_SUMMON on it is not offered: the
    # procedure is its ACT_ACTIVATE (found by the bundled decks' random duels, where an offered
    # Normal Summon then asked for a Tribute nobody had).
    duel = pos(hands=([QUICKDRAW, L4], []))
    qd = in_hand(duel, QUICKDRAW)
    assert A.ACT_ACTIVATE + qd in duel.legal_actions()
    assert A.ACT_SUMMON + qd not in duel.legal_actions()
    duel = pos(hands=([QUICKDRAW, L4], []), monsters=([L1], []))
    assert A.ACT_SUMMON + in_hand(duel, QUICKDRAW) in duel.legal_actions()  # with a Tribute


# ---- Level Eater (4.1) --------------------------------------------------------------------------

def test_level_eater_lowers_a_level_5_by_1_and_summons_itself_from_the_gy():
    # Quickdraw 5 lowered to 4, + Level Eater 1 = 5: Junk Warrior (4.1 Quickdraw check).
    duel = pos(monsters=([QUICKDRAW], []), graveyards=([LEVEL_EATER], []), extras=([JUNK_WARRIOR], []))
    assert not can_synchro(duel, JUNK_WARRIOR)
    eater = in_gy(duel, LEVEL_EATER)
    duel.apply(A.ACT_ACTIVATE + eater)
    if duel.decision() in ("target", "select", "choose"):
        duel.apply(pick(duel, QUICKDRAW))
    assert settle(duel) == "main"
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([QUICKDRAW, LEVEL_EATER])
    assert can_synchro(duel, JUNK_WARRIOR)
    synchro(duel, JUNK_WARRIOR, [QUICKDRAW, LEVEL_EATER])
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [JUNK_WARRIOR]


def test_level_eater_needs_a_face_up_level_5_or_higher_target():
    duel = pos(monsters=([L5], []), graveyards=([LEVEL_EATER], []))
    assert A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER) in duel.legal_actions()
    duel = pos(monsters=([L4], []), graveyards=([LEVEL_EATER], []))
    assert A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER) not in duel.legal_actions()
    duel = pos(monsters=([(L5, "set")], []), graveyards=([LEVEL_EATER], []))
    assert A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER) not in duel.legal_actions()


def test_level_eater_cannot_be_tributed_for_a_cost():
    duel = pos(monsters=([LEVEL_EATER], []), graveyards=([JET_WARRIOR], []))
    assert A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR) not in duel.legal_actions()
    duel = pos(monsters=([L2], []), graveyards=([JET_WARRIOR], []))
    assert A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR) in duel.legal_actions()


def to_own_main(duel, player=0, turns=1):
    """End turns (passing every window) until `player`'s Main Phase `turns` turns later."""
    target = duel.turn() + turns
    while True:
        d = settle(duel)
        if d == "main" and duel.current_player() == player and duel.turn() >= target:
            return
        acts = [int(a) for a in duel.legal_actions()]
        duel.apply(A.ACT_TO_END if A.ACT_TO_END in acts else (A.ACT_END_BATTLE if A.ACT_END_BATTLE in acts else acts[0]))


def test_level_eater_lowering_is_lasting_and_it_has_no_banish_clause():
    # 4.1 Level Eater (1): the Level stays lowered (no "until the End Phase"; D03: the new Level
    # is one value): a Level 3 Tuner + the Level 5 made 4 is a Level 7 Synchro two turns later
    # (and 3 + 5 was not).
    duel = pos(monsters=([L5, TUNER_L3_DARK], []), graveyards=([LEVEL_EATER], []), extras=([GENERIC_L7], []),
               decks=(filler(), filler()))
    assert not can_synchro(duel, GENERIC_L7)
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER))
    if duel.decision() in ("target", "select", "choose"):
        duel.apply(pick(duel, L5))
    assert settle(duel) == "main"
    assert LEVEL_EATER in [m["code"] for m in duel.monsters(0) if m]
    to_own_main(duel, 0, turns=2)
    assert can_synchro(duel, GENERIC_L7)
    synchro(duel, GENERIC_L7, [TUNER_L3_DARK, L5])
    settle(duel)
    assert LEVEL_EATER in [m["code"] for m in duel.monsters(0) if m]
    assert [m["code"] for m in duel.monsters(0) if m].count(GENERIC_L7) == 1


def test_level_eater_negated_may_be_tributed_for_a_cost():
    # (2) is a Continuous Effect: with its effects negated (Effect Veiler, in the opponent's
    # Main Phase, answering a Normal Summon) it is a choice of Jet Warrior's cost again.
    veiler = 97268402
    duel = pos(hands=([L1], [veiler]), monsters=([LEVEL_EATER], []), graveyards=([JET_WARRIOR], []))
    duel.apply(A.ACT_SUMMON + in_hand(duel, L1))
    used = False
    while duel.decision() in ("response", "gy_order", "target", "position"):
        d = duel.decision()
        if d == "gy_order":
            keep_gy_order(duel)
        elif d == "position":
            duel.apply(A.ACT_ATTACK_POSITION)
        elif d == "target":
            duel.apply(A.ACT_SELECT + on_field(duel, LEVEL_EATER))
        elif duel.current_player() == 1 and not used and A.ACT_ACTIVATE + in_hand(duel, veiler, 1) in duel.legal_actions():
            duel.apply(A.ACT_ACTIVATE + in_hand(duel, veiler, 1))
            used = True
        else:
            duel.apply(A.ACT_PASS)
    assert used and veiler in codes(duel, 1, "gy")
    assert settle(duel) == "main"
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR))
    assert offered(duel) == sorted([L1, LEVEL_EATER])


def test_level_eater_stays_in_the_gy_if_its_target_is_face_down_at_resolution():
    # 4.1 Level Eater (1) check: the target must still be face-up at resolution; "reduce its
    # Level by 1, then Special Summon this card": with no reduction, no summon (X03). Book of
    # Moon (Set, opponent) chained to it turns the Level 5 face-down.
    duel = pos(monsters=([L5], []), graveyards=([LEVEL_EATER], []), spells=([], [BOOK_OF_MOON]))
    five = on_field(duel, L5)
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER))
    if duel.decision() in ("target", "select", "choose"):
        duel.apply(pick(duel, L5))
    while duel.decision() == "response" and duel.current_player() == 0:
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + next(z["card"] for z in duel.spells(1) if z))
    duel.apply(A.ACT_SELECT + five)
    assert settle(duel) == "main"
    assert [m["code"] for m in duel.monsters(0) if m] == [L5] and duel.monsters(0)[0]["position"] == "set"
    assert LEVEL_EATER in codes(duel, 0, "gy")


def test_level_eater_may_be_tributed_for_a_tribute_summon():
    # 4.1 Level Eater (2): "except for a Tribute Summon" (G07: a Level 5 needs 1 Tribute).
    duel = pos(hands=([L5], []), monsters=([LEVEL_EATER], []))
    five = in_hand(duel, L5)
    assert A.ACT_SUMMON + five in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + five)
    while duel.decision() not in ("main",) and duel.decision() != "position":
        if duel.decision() in ("select", "tribute", "choose"):
            duel.apply(pick(duel, LEVEL_EATER))
        else:
            break
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [L5]
    assert LEVEL_EATER in codes(duel, 0, "gy")
    # 4.1 (1): no banish clause and no once-per-turn: back in the GY it may be used again.
    assert A.ACT_ACTIVATE + in_gy(duel, LEVEL_EATER) in duel.legal_actions()


def test_level_eater_is_never_a_choice_of_a_tribute_cost():
    # 4.1 Level Eater (2): with a Level 2 beside it, Jet Warrior's cost (Tribute 1 Level 2 or
    # lower monster) offers only the Level 2.
    duel = pos(monsters=([LEVEL_EATER, L2], []), graveyards=([JET_WARRIOR], []))
    duel.apply(A.ACT_ACTIVATE + in_gy(duel, JET_WARRIOR))
    assert offered(duel) == [L2]


# ---- Unknown Synchron (4.1) -----------------------------------------------------------------------

def test_unknown_synchron_summons_itself_if_only_the_opponent_controls_a_monster():
    duel = pos(hands=([UNKNOWN], []), monsters=([], [FOE]))
    u = in_hand(duel, UNKNOWN)
    act = A.ACT_ACTIVATE + u
    assert act in duel.legal_actions()
    duel.apply(act)
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [UNKNOWN]


def test_unknown_synchron_not_offered_if_you_control_a_monster_or_they_control_none():
    duel = pos(hands=([UNKNOWN], []), monsters=([], [FOE]))
    assert A.ACT_ACTIVATE + in_hand(duel, UNKNOWN) in duel.legal_actions()
    duel = pos(hands=([UNKNOWN], []), monsters=([L4], [FOE]))
    assert A.ACT_ACTIVATE + in_hand(duel, UNKNOWN) not in duel.legal_actions()
    duel = pos(hands=([UNKNOWN], []))
    assert A.ACT_ACTIVATE + in_hand(duel, UNKNOWN) not in duel.legal_actions()


# ---- Stardust Warrior (4.4): Synchro-only materials (K03) ------------------------------------------

def test_stardust_warrior_needs_a_tuner_synchro_and_non_tuner_synchros():
    # Accel Synchron (Synchro Tuner 5) + Junk Warrior (Synchro 5) = 10.
    duel = pos(monsters=([ACCEL, JUNK_WARRIOR], []), extras=([STARDUST], []))
    assert can_synchro(duel, STARDUST)
    duel = pos(monsters=([ACCEL, L5], []), extras=([STARDUST], []))
    assert not can_synchro(duel, STARDUST)  # the non-Tuner is no Synchro Monster
    duel = pos(monsters=([QUICKDRAW, JUNK_WARRIOR], []), extras=([STARDUST], []))
    assert not can_synchro(duel, STARDUST)  # the Tuner is no Synchro Monster


# ---- Accel Synchron (4.4) -------------------------------------------------------------------------

def test_accel_synchron_generic_materials_and_once_per_turn():
    # 1 Tuner + 1 or more non-Tuners; "You can only Synchro Summon Accel Synchron once per turn".
    duel = pos(monsters=([TUNER_L2, L3, FLAMVELL_GUARD, L4], []), extras=([ACCEL, ACCEL], []))
    assert can_synchro(duel, ACCEL)
    synchro(duel, ACCEL, [TUNER_L2, L3])
    assert settle(duel) == "main"
    assert not any(A.ACT_SUMMON + c in duel.legal_actions() for c in duel.card_ids(0, "extra"))


def test_accel_synchron_changes_its_level_by_the_level_of_a_synchron_sent_from_the_deck():
    # 4.4 Accel Synchron (1): cost, a "Synchron" from the Deck to the GY (Junk Synchron, Level 3,
    # not the vanilla); decrease chosen at activation: Level 5 - 3 = 2, so with a Level 2 it
    # makes a Level 4 and no longer a Level 7.
    duel = pos(monsters=([ACCEL, L2], []), extras=([SYNCHRO_L4, GENERIC_L7], []),
               decks=([L4, JUNK_SYNCHRON, L3], [L4]))
    assert can_synchro(duel, GENERIC_L7) and not can_synchro(duel, SYNCHRO_L4)
    accel = on_field(duel, ACCEL)
    duel.apply(A.ACT_ACTIVATE + accel)
    assert duel.decision() == "option"
    duel.apply(A.ACT_OPTION + 1)  # the second mode: decrease
    assert duel.decision() == "cost" and offered(duel) == [JUNK_SYNCHRON]
    duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert codes(duel, 0, "gy") == [JUNK_SYNCHRON]
    assert can_synchro(duel, SYNCHRO_L4) and not can_synchro(duel, GENERIC_L7)
    # Soft once per turn: not again this turn.
    assert A.ACT_ACTIVATE + accel not in duel.legal_actions()


def test_accel_synchron_level_increase():
    # Increase by Turbo Synchron's Level 1: 5 + 1 = 6, + Level 1 vanilla = 7.
    duel = pos(monsters=([ACCEL, L1], []), extras=([GENERIC_L7], []), decks=([TURBO_SYNCHRON, L4], [L4]))
    assert not can_synchro(duel, GENERIC_L7)
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    duel.apply(A.ACT_OPTION + 0)
    duel.apply(pick(duel, TURBO_SYNCHRON))
    assert settle(duel) == "main"
    assert can_synchro(duel, GENERIC_L7)


def test_accel_synchron_needs_a_synchron_in_the_deck():
    duel = pos(monsters=([ACCEL], []), decks=([L4, L3], [L4]))
    assert A.ACT_ACTIVATE + on_field(duel, ACCEL) not in duel.legal_actions()


def test_accel_synchron_with_its_changed_level_is_a_synchro_material():
    # The changed Level (5 - 3 = 2) is the one its Synchro Summon adds up (K01): 2 + 2 = 4.
    duel = pos(monsters=([ACCEL, L2], []), extras=([SYNCHRO_L4], []), decks=([JUNK_SYNCHRON, L3], [L4]))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    duel.apply(A.ACT_OPTION + 1)
    duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    synchro(duel, SYNCHRO_L4, [ACCEL, L2])  # 2 + 2: Accel leaves for the GY
    assert settle(duel) == "main"
    assert ACCEL in codes(duel, 0, "gy")


def _foe_turn_window(duel):
    """Player 1's Main Phase 1: they move to the Battle Phase, so player 0 gets a response window."""
    assert duel.current_player() == 1 and duel.decision() == "main"
    duel.apply(A.ACT_TO_BATTLE)
    assert duel.decision() == "response" and duel.current_player() == 0


def test_accel_synchron_synchro_summons_in_the_opponents_main_phase():
    # 4.4 Accel Synchron (2): a Quick effect in the opponent's Main Phase; on resolution its
    # player Synchro Summons a Synchro Monster with materials including Accel Synchron (5 + 2 = 7).
    duel = pos(turn_player=1, monsters=([ACCEL, L2, L3], []), extras=([GENERIC_L7, SYNCHRO_L4], []))
    _foe_turn_window(duel)
    accel = on_field(duel, ACCEL)
    assert A.ACT_ACTIVATE + accel in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + accel)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "choose" and duel.current_player() == 0
    assert offered(duel) == [GENERIC_L7]  # the Level 4 cannot include Accel Synchron
    duel.apply(pick(duel, GENERIC_L7))
    assert duel.decision() == "material"
    assert offered(duel) == [L2]  # Accel Synchron is chosen already; 5 + 3 is not 7
    duel.apply(pick(duel, L2))
    assert duel.decision() == "position"
    duel.apply(A.ACT_DEFENSE_POSITION)
    settle(duel)
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([GENERIC_L7, L3])
    assert sorted([ACCEL, L2]) == sorted(c for c in codes(duel, 0, "gy"))
    from ygo_core import wide as W
    g7 = on_field(duel, GENERIC_L7)
    assert int(W.decode(duel.buffer)[W.card_word(g7, L.CARD_SUMMON_KIND)]) == L.SUMMON_SYNCHRO


def test_accel_synchron_quick_effect_not_in_your_own_turn_nor_without_a_synchro_to_make():
    duel = pos(monsters=([ACCEL, L2], []), extras=([GENERIC_L7], []))
    assert A.ACT_ACTIVATE + on_field(duel, ACCEL) not in duel.legal_actions()  # own Main Phase
    duel = pos(turn_player=1, monsters=([ACCEL, L3], []), extras=([GENERIC_L7], []))
    accel = on_field(duel, ACCEL)
    duel.apply(A.ACT_TO_BATTLE)
    # 5 + 3 = 8: no Synchro to make (U08), so player 0 has nothing to answer with (no window).
    assert not (duel.decision() == "response" and duel.current_player() == 0
                and A.ACT_ACTIVATE + accel in duel.legal_actions())
    assert duel.decision() == "battle" and duel.current_player() == 1


# ---- Stardust Warrior (4.4) effects -----------------------------------------------------------

def _foe_synchro_summons(duel, code, materials):
    """Player 1 (the turn player) declares the Synchro Summon of `code` and picks the materials."""
    duel.apply(A.ACT_SUMMON + extra(duel, code, 1))
    for m in materials:
        duel.apply(pick(duel, m))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    keep_gy_order(duel)


def test_stardust_warrior_negates_a_special_summon_by_tributing_itself():
    # 4.4 Stardust Warrior (1): in the summon-negation window of the opponent's Synchro Summon,
    # cost: Tribute itself; the summon is negated and the monster destroyed (K04: the
    # materials stay in the GY).
    duel = pos(turn_player=1, monsters=([STARDUST], [TUNER_L2, L2]), extras=([], [SYNCHRO_L4]))
    _foe_synchro_summons(duel, SYNCHRO_L4, [TUNER_L2, L2])
    assert duel.decision() == "response" and duel.current_player() == 0
    star = on_field(duel, STARDUST)
    assert A.ACT_ACTIVATE + star in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + star)
    assert codes(duel, 0, "gy") == [STARDUST]  # Tributed as the cost, at activation (U03)
    while duel.decision() in ("response", "gy_order"):
        keep_gy_order(duel) if duel.decision() == "gy_order" else duel.apply(A.ACT_PASS)
    assert duel.card_ids(1, "monsters") == [] and SYNCHRO_L4 in codes(duel, 1, "gy")
    assert sorted([TUNER_L2, L2]) == sorted(c for c in codes(duel, 1, "gy") if c != SYNCHRO_L4)


def test_stardust_warrior_does_not_answer_a_normal_summon_or_its_own_players_summon():
    duel = pos(turn_player=1, monsters=([STARDUST], []), hands=([], [L4]))
    duel.apply(A.ACT_SUMMON + in_hand(duel, L4, 1))
    assert not (duel.decision() == "response" and duel.current_player() == 0
                and A.ACT_ACTIVATE + on_field(duel, STARDUST) in duel.legal_actions())
    duel = pos(monsters=([STARDUST, TUNER_L2, L2], []), extras=([SYNCHRO_L4], []))
    synchro(duel, SYNCHRO_L4, [TUNER_L2, L2])
    assert not (duel.decision() == "response" and duel.current_player() == 0
                and A.ACT_ACTIVATE + on_field(duel, STARDUST) in duel.legal_actions())


def test_stardust_warrior_revives_itself_in_the_end_phase_after_negating():
    duel = pos(turn_player=1, monsters=([STARDUST], [TUNER_L2, L2]), extras=([], [SYNCHRO_L4]))
    _foe_synchro_summons(duel, SYNCHRO_L4, [TUNER_L2, L2])
    duel.apply(A.ACT_ACTIVATE + on_field(duel, STARDUST))
    settle(duel)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert STARDUST in [m["code"] for m in duel.monsters(0) if m]


def _stardust_negates(duel):
    _foe_synchro_summons(duel, SYNCHRO_L4, [TUNER_L2, L2])
    duel.apply(A.ACT_ACTIVATE + on_field(duel, STARDUST))
    while duel.decision() in ("response", "gy_order"):
        keep_gy_order(duel) if duel.decision() == "gy_order" else duel.apply(A.ACT_PASS)
    assert SYNCHRO_L4 in codes(duel, 1, "gy") and STARDUST in codes(duel, 0, "gy")


def test_stardust_warrior_revival_is_optional_and_only_the_turn_it_negated():
    # 4.4 Stardust Warrior (2), "you can": declined in that End Phase, it stays in the GY, and
    # in the next turn's End Phase (1) was not activated that turn: nothing is offered.
    duel = pos(turn_player=1, monsters=([STARDUST], [TUNER_L2, L2]), extras=([], [SYNCHRO_L4]),
               decks=(filler(), filler()))
    _stardust_negates(duel)
    duel.apply(A.ACT_TO_END)
    while duel.decision() in ("response", "gy_order"):
        keep_gy_order(duel) if duel.decision() == "gy_order" else duel.apply(A.ACT_PASS)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_NO)
    to_own_main(duel, 0)
    assert STARDUST in codes(duel, 0, "gy")
    duel.apply(A.ACT_TO_END)
    settle(duel)  # would answer yes to any question
    assert STARDUST in codes(duel, 0, "gy") and not duel.card_ids(0, "monsters")


def test_stardust_warrior_does_not_revive_without_having_negated():
    # (2) needs (1) activated this turn: a Stardust Warrior already in the GY stays there.
    duel = pos(turn_player=1, graveyards=([STARDUST], []), decks=(filler(), filler()))
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert STARDUST in codes(duel, 0, "gy") and not duel.card_ids(0, "monsters")


def test_stardust_warrior_destroyed_by_battle_summons_a_warrior_synchro_treated_as_synchro_summoned():
    # 4.4 Stardust Warrior (3): destroyed by battle -> Special Summon a Level 8 or lower "Warrior"
    # Synchro Monster from the Extra Deck, as a Synchro Summon (Jet Warrior, whose "if Synchro
    # Summoned" trigger then activates).
    from tests.helpers import attack
    # (settle() answers the optional trigger but makes no choice: the Extra Deck pick is made
    # here; a second Stardust Warrior, Level 10, is no choice.)
    duel = pos(turn_player=1, phase="battle", monsters=([STARDUST], [vanilla(3000, 100, 8)]),
               spells=([], [(BOOK_OF_MOON, "set")]), extras=([JET_WARRIOR, STARDUST], []))
    settle(duel)
    duel.apply(attack(0, 0))  # 3000 against 3000: both are destroyed by battle
    assert settle(duel) == "choose"
    assert STARDUST in codes(duel, 0, "gy")
    assert offered(duel) == [JET_WARRIOR]
    duel.apply(pick(duel, JET_WARRIOR))
    # Jet Warrior's (1), "if Synchro Summoned", is offered and asks for its target (the Set card).
    assert settle(duel) == "target"
    assert JET_WARRIOR in [m["code"] for m in duel.monsters(0) if m]
    from ygo_core import wide as W
    jet = on_field(duel, JET_WARRIOR)
    assert int(W.decode(duel.buffer)[W.card_word(jet, L.CARD_SUMMON_KIND)]) == L.SUMMON_SYNCHRO


# ---- Synchron Carrier, Limit Overdrive, Starlight Junktion (4.1, 4.2) -----------------------------

def test_synchron_carrier_grants_an_extra_normal_summon_of_a_synchron():
    # (Fleur Synchron, not the unscripted Turbo Synchron: an unscripted card is not playable.)
    duel = pos(monsters=([CARRIER], []), hands=([FLEUR, JUNK_SYNCHRON], []), normal_summon_used=True)
    assert A.ACT_SUMMON + in_hand(duel, FLEUR) in duel.legal_actions()


def test_synchron_carrier_extra_summon_is_not_a_set_nor_for_a_non_synchron():
    # 4.1 Synchron Carrier (1) check: only for a "Synchron"; it is not a second Set.
    duel = pos(monsters=([CARRIER], []), hands=([FLEUR, L4], []), normal_summon_used=True)
    acts = duel.legal_actions()
    assert A.ACT_SET + in_hand(duel, FLEUR) not in acts
    assert A.ACT_SUMMON + in_hand(duel, L4) not in acts and A.ACT_SET + in_hand(duel, L4) not in acts


def test_synchron_carrier_grants_one_extra_summon_per_turn():
    duel = pos(monsters=([CARRIER], []), hands=([FLEUR, JUNK_SYNCHRON], []), normal_summon_used=True)
    duel.apply(A.ACT_SUMMON + in_hand(duel, FLEUR))
    assert settle(duel) == "main"
    assert FLEUR in [m["code"] for m in duel.monsters(0) if m]
    assert A.ACT_SUMMON + in_hand(duel, JUNK_SYNCHRON) not in duel.legal_actions()


def test_synchron_carrier_a_synchron_summoned_first_leaves_the_normal_summon():
    # "in addition to your Normal Summon": a Synchron summoned while both are left uses the
    # additional one, so a non-Synchron may still be Normal Summoned (or Set) after it (G01).
    duel = pos(monsters=([CARRIER], []), hands=([FLEUR, L4, L3], []))
    duel.apply(A.ACT_SUMMON + in_hand(duel, FLEUR))
    assert settle(duel) == "main"
    assert not duel.normal_summon_used()
    acts = duel.legal_actions()
    assert A.ACT_SUMMON + in_hand(duel, L4) in acts and A.ACT_SET + in_hand(duel, L3) in acts
    duel.apply(A.ACT_SUMMON + in_hand(duel, L4))
    assert settle(duel) == "main"
    assert duel.normal_summon_used()
    assert A.ACT_SUMMON + in_hand(duel, L3) not in duel.legal_actions()


def test_synchron_carrier_extra_summon_may_be_a_tribute_summon():
    # 4.1 Synchron Carrier (1) check: Tribute Summons of "Synchron" monsters can use it
    # (Quickdraw Synchron, Level 5, 1 Tribute: G07).
    duel = pos(monsters=([CARRIER, L1], []), hands=([QUICKDRAW], []), normal_summon_used=True)
    qd = in_hand(duel, QUICKDRAW)
    assert A.ACT_SUMMON + qd in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + qd)
    while duel.decision() in ("select", "tribute", "choose"):
        duel.apply(pick(duel, L1))
    settle(duel)
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([CARRIER, QUICKDRAW])
    assert L1 in codes(duel, 0, "gy")


def test_synchron_carrier_grants_nothing_face_down_or_to_the_opponent():
    # (1) is a Continuous Effect of a face-up card, for its controller ("your Normal Summon").
    duel = pos(monsters=([(CARRIER, "set")], []), hands=([FLEUR], []), normal_summon_used=True)
    assert A.ACT_SUMMON + in_hand(duel, FLEUR) not in duel.legal_actions()
    duel = pos(monsters=([], [CARRIER]), hands=([FLEUR], []), normal_summon_used=True)
    assert A.ACT_SUMMON + in_hand(duel, FLEUR) not in duel.legal_actions()


def test_synchron_carrier_summons_a_token_when_a_synchron_is_synchro_material_of_a_warrior():
    duel = pos(monsters=([CARRIER, JUNK_SYNCHRON, L2], []), extras=([JUNK_WARRIOR], []))
    synchro(duel, JUNK_WARRIOR, [JUNK_SYNCHRON, L2])
    answer(duel)
    settle(duel)
    assert len([m for m in duel.monsters(0) if m]) == 3
    assert SYNCHRON_TOKEN in [m["code"] for m in duel.monsters(0) if m]


def test_synchron_carrier_no_token_for_another_synchro_type_or_a_non_synchron_material():
    # 4.1 Synchron Carrier (2): only a Warrior or Machine Synchro Monster (a Spellcaster here) ...
    duel = pos(monsters=([CARRIER, JUNK_SYNCHRON, L4], []), extras=([CASTER_L7], []))
    synchro(duel, CASTER_L7, [JUNK_SYNCHRON, L4])
    assert settle(duel) == "main"  # (settle would answer yes to a question)
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([CARRIER, CASTER_L7])
    # ... and only for a "Synchron" material (a Warrior Synchro of two non-Synchron materials).
    duel = pos(monsters=([CARRIER, TUNER_L3_DARK, L4], []), extras=([GENERIC_L7], []))
    synchro(duel, GENERIC_L7, [TUNER_L3_DARK, L4])
    assert settle(duel) == "main"
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([CARRIER, GENERIC_L7])


def test_synchron_carrier_token_once_per_turn():
    duel = pos(monsters=([CARRIER, JUNK_SYNCHRON, L2, JUNK_SYNCHRON, L2B], []), extras=([JUNK_WARRIOR, JUNK_WARRIOR], []))
    synchro(duel, JUNK_WARRIOR, [JUNK_SYNCHRON, L2])
    answer(duel)
    assert settle(duel) == "main"
    synchro(duel, JUNK_WARRIOR, [JUNK_SYNCHRON, L2B])
    assert settle(duel) == "main"
    assert sorted(m["code"] for m in duel.monsters(0) if m) == sorted([CARRIER, JUNK_WARRIOR, JUNK_WARRIOR, SYNCHRON_TOKEN])


def test_limit_overdrive_returns_two_synchros_and_summons_one_of_their_combined_level():
    # 4.2 Limit Overdrive: cost, Accel Synchron (Tuner Synchro, 5) and Junk Warrior (non-Tuner
    # Synchro, 5) back to the Extra Deck; a Level 10 Synchro (Stardust Warrior) is summoned,
    # ignoring its conditions, not properly (H09: not Synchro Summoned).
    duel = pos(monsters=([ACCEL, JUNK_WARRIOR], []), extras=([STARDUST, NAMED_L7], []), hands=([LIMIT_OVERDRIVE], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE))
    assert duel.decision() == "cost" and offered(duel) == [ACCEL]  # the Tuner Synchro first
    duel.apply(pick(duel, ACCEL))
    assert duel.decision() == "cost" and offered(duel) == [JUNK_WARRIOR]
    duel.apply(pick(duel, JUNK_WARRIOR))
    assert duel.monsters(0) == [None] * 5 or not any(duel.monsters(0))
    pass_until(duel, "choose")
    assert offered(duel) == [STARDUST]  # Level 10 only
    duel.apply(pick(duel, STARDUST))
    assert settle(duel) == "main"
    assert [m["code"] for m in duel.monsters(0) if m] == [STARDUST]
    assert codes(duel, 0, "extra") == sorted([ACCEL, JUNK_WARRIOR, NAMED_L7])
    star = on_field(duel, STARDUST)
    from ygo_core import wide as W
    assert int(W.decode(duel.buffer)[W.card_word(star, L.CARD_SUMMON_KIND)]) != L.SUMMON_SYNCHRO


def test_limit_overdrive_needs_a_tuner_synchro_and_a_non_tuner_synchro():
    duel = pos(monsters=([JUNK_WARRIOR, JET_WARRIOR], []), extras=([STARDUST], []), hands=([LIMIT_OVERDRIVE], []))
    assert A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE) not in duel.legal_actions()
    duel = pos(monsters=([ACCEL, L5], []), extras=([STARDUST], []), hands=([LIMIT_OVERDRIVE], []))
    assert A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE) not in duel.legal_actions()
    duel = pos(monsters=([ACCEL, (JUNK_WARRIOR, "set")], []), extras=([STARDUST], []), hands=([LIMIT_OVERDRIVE], []))
    assert A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE) not in duel.legal_actions()


def test_limit_overdrive_only_one_per_turn():
    duel = pos(monsters=([ACCEL, JUNK_WARRIOR, ACCEL, JET_WARRIOR], []), extras=([STARDUST, STARDUST], []),
               hands=([LIMIT_OVERDRIVE, LIMIT_OVERDRIVE], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE))
    duel.apply(pick(duel, ACCEL))
    duel.apply(pick(duel, JUNK_WARRIOR) if JUNK_WARRIOR in offered(duel) else pick(duel, JET_WARRIOR))
    pass_until(duel, "choose")
    duel.apply(pick(duel, STARDUST))
    assert settle(duel) == "main"
    assert A.ACT_ACTIVATE + in_hand(duel, LIMIT_OVERDRIVE) not in duel.legal_actions()


def test_starlight_junktion_tributes_a_tuner_to_summon_a_synchron_of_another_level():
    # 4.2 Starlight Junktion (1): cost, Tribute Jet Synchron (Level 1); a "Synchron" of a Level
    # other than 1 from the Deck: Junk Synchron (3), not Turbo Synchron (1), not a vanilla.
    duel = pos(spells=([(STARLIGHT, "faceup")], []), monsters=([JET_SYNCHRON], []),
               decks=([TURBO_SYNCHRON, JUNK_SYNCHRON, L4], [L4]))
    field = next(z["card"] for z in duel.spells(0) if z and z["code"] == STARLIGHT)
    assert A.ACT_ACTIVATE + field in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + field)
    assert duel.decision() == "cost" and offered(duel) == [JET_SYNCHRON]
    duel.apply(pick(duel, JET_SYNCHRON))
    pass_until(duel, "choose")
    assert offered(duel) == [JUNK_SYNCHRON]
    duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert [m["code"] for m in duel.monsters(0) if m] == [JUNK_SYNCHRON]
    assert codes(duel, 0, "gy") == [JET_SYNCHRON]
    assert A.ACT_ACTIVATE + field not in duel.legal_actions()  # once per turn


def test_starlight_junktion_needs_a_tuner_to_tribute():
    duel = pos(spells=([(STARLIGHT, "faceup")], []), monsters=([L4], []), decks=([JUNK_SYNCHRON, L4], [L4]))
    field = next(z["card"] for z in duel.spells(0) if z and z["code"] == STARLIGHT)
    assert A.ACT_ACTIVATE + field not in duel.legal_actions()


def test_starlight_junktion_shuffles_a_card_when_you_synchro_summon_in_the_opponents_turn():
    duel = pos(turn_player=1, spells=([(STARLIGHT, "faceup")], []), monsters=([ACCEL, L2], [FOE]),
               extras=([GENERIC_L7], []))
    duel.apply(A.ACT_TO_BATTLE)
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    duel.apply(pick(duel, GENERIC_L7))
    duel.apply(pick(duel, L2))
    duel.apply(A.ACT_ATTACK_POSITION)
    keep_gy_order(duel)  # (the two materials reach the GY together: their order is asked first)
    assert duel.decision() in ("target", "choose")
    # 4.2 (2): the target, the opponent's monster, is shuffled into its owner's Deck.
    foe = next(c for c in duel.card_ids(1, "monsters"))
    duel.apply(A.ACT_SELECT + foe)
    settle(duel)
    assert not duel.card_ids(1, "monsters") and foe in duel.card_ids(1, "deck")
    assert GENERIC_L7 in [m["code"] for m in duel.monsters(0) if m]


def test_starlight_junktion_no_trigger_for_a_synchro_summon_in_your_own_turn():
    duel = pos(spells=([(STARLIGHT, "faceup")], []), monsters=([TUNER_L2, L2], [FOE]), extras=([SYNCHRO_L4], []))
    synchro(duel, SYNCHRO_L4, [TUNER_L2, L2])
    assert settle(duel) == "main"
    assert duel.card_ids(1, "monsters") and SYNCHRO_L4 in [m["code"] for m in duel.monsters(0) if m]


def test_unknown_synchron_once_per_duel_survives_the_turn():
    # 4.1 Unknown Synchron: once per Duel by this method. The first copy is summoned, then
    # destroyed by the opponent's attack in their turn; in the player's next turn, with again no
    # monster of theirs and one of the opponent's, the second copy is not offered.
    from tests.helpers import attack
    duel = pos(hands=([UNKNOWN, UNKNOWN], []), monsters=([], [FOE]), decks=(filler(), filler()))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, UNKNOWN))
    settle(duel, positions=A.ACT_ATTACK_POSITION)
    assert [m["code"] for m in duel.monsters(0) if m] == [UNKNOWN]
    duel.apply(A.ACT_TO_END)
    while not (duel.current_player() == 1 and duel.decision() == "main"):
        d = settle(duel)
        if d == "main" and duel.current_player() == 1:
            break
        if d in ("discard",):
            duel.apply(int(duel.legal_actions()[0]))
        elif d not in ("main",):
            duel.apply(int(duel.legal_actions()[0]))
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"
    foe_zone = next(i for i, m in enumerate(duel.monsters(1)) if m)
    my_zone = next(i for i, m in enumerate(duel.monsters(0)) if m)
    duel.apply(attack(foe_zone, my_zone))
    settle(duel)
    assert UNKNOWN in codes(duel, 0, "gy")
    while not (duel.current_player() == 0 and duel.decision() == "main"):
        d = settle(duel)
        if d == "main" and duel.current_player() == 0:
            break
        acts = [int(a) for a in duel.legal_actions()]
        duel.apply(A.ACT_TO_END if A.ACT_TO_END in acts else (A.ACT_END_BATTLE if A.ACT_END_BATTLE in acts else acts[0]))
    assert duel.card_ids(0, "monsters") == [] and duel.card_ids(1, "monsters") != []
    assert A.ACT_ACTIVATE + in_hand(duel, UNKNOWN) not in duel.legal_actions()


def test_quickdraw_synchron_can_still_be_normal_summoned_with_a_tribute():
    duel = pos(hands=([QUICKDRAW], []), monsters=([L4], []))
    assert A.ACT_SUMMON + in_hand(duel, QUICKDRAW) in duel.legal_actions()


# ---- Nobledragon Magician (2): Synchro material (its other clauses: tests/cards/test_mr3_pendulum.py)

def test_nobledragon_is_a_synchro_material_only_for_a_dragon():
    # Nobledragon (Tuner, Level 3) + a Level 4 = 7: Odd-Eyes Meteorburst Dragon (a Dragon, 1
    # Tuner + 1 or more non-Tuners) yes; the Level 7 Warrior Synchro (generic materials) no.
    duel = pos(monsters=([NOBLEDRAGON, L4], []), extras=([METEORBURST, GENERIC_L7], []))
    assert can_synchro(duel, METEORBURST)
    assert not can_synchro(duel, GENERIC_L7)


def test_nobledragon_goes_to_the_deck_bottom_with_a_non_odd_eyes_material():
    # With a material that is not "Odd-Eyes" (the vanilla Level 4), it is placed on the bottom
    # of the Deck instead of going to the GY or the Extra Deck (M07).
    duel = pos(monsters=([NOBLEDRAGON, L4], []), extras=([METEORBURST], []))
    synchro(duel, METEORBURST, [NOBLEDRAGON, L4])
    settle(duel)
    assert NOBLEDRAGON not in codes(duel, 0, "gy") and NOBLEDRAGON not in codes(duel, 0, "extra")
    assert duel.deck(0)[-1] == NOBLEDRAGON  # top card first
