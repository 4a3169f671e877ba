"""MR3 Pendulum (rules-mr3.md section M, the Pendulum parts of N, B, C, H): the Pendulum Zones,
the placement of a Pendulum Monster card in them as a Spell Card activation, the Pendulum
Summon, the face-up Extra Deck. Each test sets up a position, acts, and checks the outcome."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import observe as O
from ygo_core.state_check import check_state
from ygo_core.vm import opcodes as OP

from helpers import card_in_hand, filler, go_to_battle, attack, pass_until, pendulum_summon, vanilla
from pendulum_cards import (
    DRAWING_PENDULUM, FLASH_KNIGHT, LEVEL_5_PENDULUM, MANDRAGON, SCALE_1, SCALE_8, pendulum_db,
)

SOLEMN_JUDGMENT = 41420027
HEAVY_STORM = 19613556
MYSTICAL_SPACE_TYPHOON = 5318639
L1, L2, L7, L8 = vanilla(100, 100, 1), vanilla(200, 200, 2), vanilla(700, 700, 7), vanilla(800, 800, 8)
M = vanilla(1000, 1000)
BIG = vanilla(3000, 3000, 4)


def position(**kw) -> Duel:
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(pendulum_db(), **kw)


def settle(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


def zone_codes(duel, player):
    return [z and z["code"] for z in duel.pendulum_zones(player)]


# ---- Zones and placement (C09, M02-M05) -----------------------------------------------------

def test_two_pendulum_zones_after_the_field_zone():
    # C09: two Pendulum Zones per player, apart from the Spell & Trap Zones.
    assert (L.ZONE_PENDULUM, L.CAP_PZONE, L.ZONES_PER_PLAYER) == (L.ZONE_FIELD + 1, 2, L.ZONE_FIELD + 3)


def test_placing_is_activating_a_spell_card_left_then_right():
    # M02: from the hand in the open state of the Main Phase, an activation (a chain link), into
    # the left zone then the right one; with both full, no more. M05: no Pendulum Effect with it.
    duel = position(hands=([FLASH_KNIGHT, MANDRAGON, SCALE_1], []))
    fk, md, s1 = (card_in_hand(duel, 0, c) for c in (FLASH_KNIGHT, MANDRAGON, SCALE_1))
    assert {A.ACT_ACTIVATE + c for c in (fk, md, s1)} <= set(duel.legal_actions())
    duel.apply(A.ACT_ACTIVATE + fk)  # a chain link: answered in the next test; here nobody can
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + md)
    settle(duel)
    assert zone_codes(duel, 0) == [FLASH_KNIGHT, MANDRAGON]
    assert [z["scale"] for z in duel.pendulum_zones(0)] == [7, 2]
    assert A.ACT_ACTIVATE + s1 not in duel.legal_actions()
    assert duel.spells(0) == [None] * (L.CAP_SZONE + 1)  # M03: not in a Spell & Trap Zone
    check_state(duel.buffer, pendulum_db())


def test_placement_negated_goes_to_the_gy():
    # M02, TC048: a negated placement (Solemn Judgment negates a Spell Card's activation) sends
    # the card to the GY, not the Extra Deck: it never counted as on the field.
    duel = position(hands=([FLASH_KNIGHT], []), spells=([], [SOLEMN_JUDGMENT]))
    fk = card_in_hand(duel, 0, FLASH_KNIGHT)
    solemn = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + fk)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + solemn)
    settle(duel)
    assert zone_codes(duel, 0) == [None, None]
    assert duel.graveyard(0) == [FLASH_KNIGHT] and duel.extra_faceup(0) == []


def test_cannot_be_set_in_a_pendulum_zone():
    # M04: its Set is a monster Set (face-down Defense in a Monster Zone), never a Pendulum Zone.
    duel = position(hands=([FLASH_KNIGHT], []))
    fk = card_in_hand(duel, 0, FLASH_KNIGHT)
    duel.apply(A.ACT_SET + fk)
    assert duel.monsters(0)[0]["position"] == "set" and zone_codes(duel, 0) == [None, None]


def test_a_pendulum_monster_is_a_monster_in_hand_and_monster_zone():
    # M01, B08: Normal Summoned like any monster (it is in the Main Deck).
    duel = position(hands=([FLASH_KNIGHT], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FLASH_KNIGHT))
    settle(duel)
    assert duel.monsters(0)[0]["code"] == FLASH_KNIGHT and duel.monsters(0)[0]["atk"] == 1800


def test_no_pendulum_zones_before_mr3():
    # Switch 42 (rules-legacy.md section 2): under goat a Pendulum Monster is only a monster.
    duel = position(hands=([FLASH_KNIGHT], []), rules="goat")
    fk = card_in_hand(duel, 0, FLASH_KNIGHT)
    assert A.ACT_ACTIVATE + fk not in duel.legal_actions()
    assert A.ACT_SUMMON + fk in duel.legal_actions()
    with pytest.raises(ValueError, match="no Pendulum Zones"):
        position(pendulums=([FLASH_KNIGHT, MANDRAGON], []), rules="goat")


def test_in_a_pendulum_zone_it_is_a_spell_card():
    # M03, C01, TC049: "Spell Card on the field" effects see it: Mystical Space Typhoon may
    # target it; Heavy Storm destroys both scales, which go face-up to the Extra Deck (M07).
    duel = position(pendulums=([FLASH_KNIGHT, MANDRAGON], []), hands=([], [MYSTICAL_SPACE_TYPHOON]),
                    spells=([], [HEAVY_STORM]), turn_player=1)
    mst = card_in_hand(duel, 1, MYSTICAL_SPACE_TYPHOON)
    duel.apply(A.ACT_ACTIVATE + mst)
    assert duel.decision() == "target"
    scales = {z["card"] for z in duel.pendulum_zones(0)}
    assert scales <= {a - A.ACT_SELECT for a in duel.legal_actions()}
    duel.apply(A.ACT_SELECT + duel.pendulum_zones(0)[0]["card"])
    settle(duel)
    assert zone_codes(duel, 0) == [None, MANDRAGON]
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [FLASH_KNIGHT]
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    settle(duel)
    assert zone_codes(duel, 0) == [None, None] and duel.graveyard(0) == []
    assert sorted(duel.card_code(c) for c in duel.extra_faceup(0)) == sorted([FLASH_KNIGHT, MANDRAGON])
    check_state(duel.buffer, pendulum_db())


def test_in_a_pendulum_zone_it_is_no_monster():
    # M03, TC049: "destroy a monster" effects do not see it (Smashing Ground, with no monster
    # on the foe's field, cannot be activated), nor is it a card in a Spell & Trap Zone.
    smashing_ground = 97169186
    duel = position(pendulums=([], [FLASH_KNIGHT, MANDRAGON]), hands=([smashing_ground], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, smashing_ground) not in duel.legal_actions()
    assert duel.monsters(1) == [None] * 5 and duel.spells(1) == [None] * (L.CAP_SZONE + 1)
    control = position(monsters=([], [(FLASH_KNIGHT, "attack")]), hands=([smashing_ground], []))
    assert A.ACT_ACTIVATE + card_in_hand(control, 0, smashing_ground) in control.legal_actions()


# ---- The Pendulum Summon (M10-M14, H01, H17-H18, N03) -----------------------------------------

def test_pendulum_summon_range_and_once_per_turn():
    # TC042, M10: Scales 1 and 8; the hand's Level 2 and 7 and the face-up Extra Deck's Level 5
    # are candidates, Levels 1 and 8 are not; all placed in one summon, face-up in the chosen
    # position; a second Pendulum Summon this turn is illegal (H01).
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L1, L2, L7, L8], []),
                    extras_faceup=([LEVEL_5_PENDULUM], []))
    assert A.ACT_PENDULUM_SUMMON in duel.legal_actions()
    duel.apply(A.ACT_PENDULUM_SUMMON)
    l2, l7 = card_in_hand(duel, 0, L2), card_in_hand(duel, 0, L7)
    ed = duel.extra_faceup(0)[0]
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in (l2, l7, ed))  # no "done" yet
    duel.apply(A.ACT_SELECT + ed)
    duel.apply(A.ACT_DEFENSE_POSITION)
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_SELECT + min(l2, l7), A.ACT_SELECT + max(l2, l7)]
    duel.apply(A.ACT_SELECT + l2)
    duel.apply(A.ACT_ATTACK_POSITION)
    duel.apply(A.ACT_PASS)
    settle(duel)
    mons = [m for m in duel.monsters(0) if m]
    assert [(m["code"], m["position"]) for m in mons] == [(LEVEL_5_PENDULUM, "defense"), (L2, "attack")]
    assert A.ACT_PENDULUM_SUMMON not in duel.legal_actions()
    check_state(duel.buffer, pendulum_db())


def test_pendulum_summoned_monsters_are_special_summoned_by_the_pendulum_summon():
    # M11, H: the summon kind is SUMMON_PENDULUM, summoned this turn (a Special Summon: the
    # Normal Summon is still there).
    from ygo_core import wide as W
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2, M], []))
    pendulum_summon(duel, [card_in_hand(duel, 0, L2)])
    settle(duel)
    card = duel.monsters(0)[0]["card"]
    buf = W.decode(duel.buffer)
    row = W.CARD_BASE + card * W.CARD_WIDTH
    assert buf[row + L.CARD_SUMMON_KIND] == L.SUMMON_PENDULUM
    assert buf[row + L.CARD_SUMMON_TURN] == buf[L.HDR_TURN]
    assert buf[L.HDR_SUMMONED_TURN] == buf[L.HDR_TURN]
    assert A.ACT_SUMMON + card_in_hand(duel, 0, M) in duel.legal_actions()


def test_scale_order_does_not_matter():
    # M10: a Scale 8 on the left and a Scale 1 on the right bound the same Levels.
    duel = position(pendulums=([SCALE_8, SCALE_1], []), hands=([L1, L7], []))
    duel.apply(A.ACT_PENDULUM_SUMMON)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + card_in_hand(duel, 0, L7)]


def test_pendulum_summon_needs_both_zones_and_a_candidate():
    # M10: cards in both Pendulum Zones; M13: the two need not be set the same turn.
    one = position(pendulums=([SCALE_1, None], []), hands=([L2], []))
    assert A.ACT_PENDULUM_SUMMON not in one.legal_actions()
    none_fits = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L8, L1], []))
    assert A.ACT_PENDULUM_SUMMON not in none_fits.legal_actions()
    used = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2], []), pendulum_summon_used=True)
    assert A.ACT_PENDULUM_SUMMON not in used.legal_actions()


def test_limited_by_free_monster_zones():
    # M10: at most as many monsters as free Monster Zones: with one free, the choosing ends after it.
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2, L7], []), monsters=([M] * 4, []))
    pendulum_summon(duel, [card_in_hand(duel, 0, L2)])
    settle(duel)
    assert duel.decision() == "main" and sum(1 for m in duel.monsters(0) if m) == 5
    assert L7 in duel.hand(0)


def test_next_turn_pendulum_summon_again_from_the_extra_deck():
    # M10 once per turn, N03: a face-up Pendulum Monster of the Extra Deck (back there after it
    # was destroyed) may be Pendulum Summoned again on a later turn.
    duel = position(pendulums=([SCALE_1, SCALE_8], []), extras_faceup=([LEVEL_5_PENDULUM], []),
                    pendulum_summon_used=True)
    assert A.ACT_PENDULUM_SUMMON not in duel.legal_actions()
    duel = position(pendulums=([SCALE_1, SCALE_8], []), extras_faceup=([LEVEL_5_PENDULUM], []), turn=4)
    pendulum_summon(duel, duel.extra_faceup(0))
    settle(duel)
    assert duel.monsters(0)[0]["code"] == LEVEL_5_PENDULUM and duel.extra_faceup(0) == []


def test_solemn_judgment_negates_the_whole_pendulum_summon():
    # M11-M12, H17-H18: one summon, one negation window; negated, every monster goes to the GY
    # (a Pendulum Monster too: not counted as leaving the field), the summon stays used.
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2, L7], []),
                    extras_faceup=([LEVEL_5_PENDULUM], []), spells=([], [SOLEMN_JUDGMENT]))
    solemn = duel.spells(1)[0]["card"]
    pendulum_summon(duel, [card_in_hand(duel, 0, L2), duel.extra_faceup(0)[0], card_in_hand(duel, 0, L7)])
    # the turn player, first (E03), has nothing to activate: the window is the opponent's
    assert duel.decision() == "response" and duel.current_player() == 1
    assert sum(1 for m in duel.monsters(0) if m) == 3  # on the field, not yet summoned
    assert A.ACT_ACTIVATE + solemn in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + solemn)
    settle(duel)
    assert duel.monsters(0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([L2, LEVEL_5_PENDULUM, L7])
    assert duel.extra_faceup(0) == []
    assert A.ACT_PENDULUM_SUMMON not in duel.legal_actions()
    check_state(duel.buffer, pendulum_db())


def test_negated_normal_summon_of_a_pendulum_goes_to_the_gy():
    # M07, H05: from the hand (a negated Normal Summon) it goes to the GY as usual.
    duel = position(hands=([FLASH_KNIGHT], []), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FLASH_KNIGHT))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    settle(duel)
    assert duel.graveyard(0) == [FLASH_KNIGHT] and duel.extra_faceup(0) == []


# ---- The face-up Extra Deck (M07, N02, B02, C12) ---------------------------------------------

def test_destroyed_by_battle_goes_face_up_to_the_extra_deck():
    # M07: from a Monster Zone to the GY -> face-up to its owner's Extra Deck instead.
    duel = position(turn=3, monsters=([BIG], [(FLASH_KNIGHT, "attack")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.graveyard(1) == [] and [duel.card_code(c) for c in duel.extra_faceup(1)] == [FLASH_KNIGHT]
    check_state(duel.buffer, pendulum_db())


def test_tributed_goes_face_up_to_the_extra_deck_and_discarded_to_the_gy():
    # M07: Tributed from the field (G09) -> Extra Deck; from the hand -> GY (a discard).
    duel = position(hands=([vanilla(2000, 1000, 5)], []), monsters=([(FLASH_KNIGHT, "attack")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(2000, 1000, 5)))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    settle(duel)
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [FLASH_KNIGHT] and duel.graveyard(0) == []
    # E17: a discard for the hand size limit goes to the GY.
    duel = position(hands=([FLASH_KNIGHT] + [M] * 6, []), phase="end")
    assert duel.decision() == "discard"
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, FLASH_KNIGHT))
    assert duel.graveyard(0) == [FLASH_KNIGHT] and duel.extra_faceup(0) == []


def test_extra_deck_may_exceed_fifteen():
    # B02 limits the Extra Deck at deck construction; face-up Pendulum Monsters join it later.
    extra = [FLASH_KNIGHT] * 15
    duel = position(turn=3, monsters=([BIG], [(MANDRAGON, "attack")]), extras=([], extra))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert len(duel.card_ids(1, "extra")) == 16 and len(duel.extra_faceup(1)) == 1


def test_face_up_extra_deck_is_public_face_down_is_hidden():
    # C12, M07: the count of both Extra Decks and face-up Pendulum Monsters are public; the
    # Pendulum Zones are face-up (M03); face-down Extra Deck cards are not shown to the foe.
    duel = position(pendulums=([], [FLASH_KNIGHT, MANDRAGON]), extras=([], [SCALE_1]),
                    extras_faceup=([], [LEVEL_5_PENDULUM]))
    obs = duel.observation(0)
    foe = O.OBS_FOE
    assert list(obs[foe + O.OBS_S_PZONES:foe + O.OBS_S_PZONES + 2]) == [FLASH_KNIGHT, MANDRAGON]
    assert obs[foe + O.OBS_S_EXTRA_COUNT] == 2
    faceup = list(obs[foe + O.OBS_S_EXTRA_FACEUP:foe + O.OBS_S_EXTRA_FACEUP + O.OBS_EXTRA_FACEUP])
    assert faceup == [LEVEL_5_PENDULUM] + [O.OBS_EMPTY] * (O.OBS_EXTRA_FACEUP - 1)
    assert SCALE_1 not in obs  # face-down in the foe's Extra Deck: never shown
    mine = duel.observation(1)
    assert mine[O.OBS_MINE + O.OBS_S_EXTRA_COUNT] == 2


def test_pendulum_summon_option_kind():
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2], []))
    obs = duel.observation(0)
    rows = obs[O.OBS_OPTION_ROWS:O.OBS_OPTION_ROWS + obs[O.OBS_OPTION_COUNT] * O.OPT_WIDTH].reshape(-1, O.OPT_WIDTH)
    kinds = {int(r[O.OPT_ACTION]): int(r[O.OPT_KIND]) for r in rows}
    assert kinds[A.ACT_PENDULUM_SUMMON] == O.OPTK_PENDULUM_SUMMON


# ---- Pendulum Effects (M03, M05, M06) ----------------------------------------------------------

def test_pendulum_effect_works_only_from_a_pendulum_zone():
    # M06: a Pendulum Effect (a test-only script: draw 1) is activated from a Pendulum Zone,
    # Spell Speed 1; M03: the same card in a Monster Zone has no such effect; M05: placing the
    # card does not activate it.
    duel = position(hands=([DRAWING_PENDULUM], []), decks=([M] * 5, filler()))
    card = card_in_hand(duel, 0, DRAWING_PENDULUM)
    duel.apply(A.ACT_ACTIVATE + card)
    settle(duel)
    assert zone_codes(duel, 0) == [DRAWING_PENDULUM, None] and duel.hand(0) == []  # M05
    assert A.ACT_ACTIVATE + card in duel.legal_actions()
    db = pendulum_db()
    first = int(db.table[db.row(DRAWING_PENDULUM), L.DB_FX_FIRST])
    effects = db.compiled.effects[first:first + int(db.table[db.row(DRAWING_PENDULUM), L.DB_FX_COUNT])]
    assert effects[1, OP.FX_SPEED] == 1 and effects[1, OP.FX_FLAGS] & OP.FXF_PENDULUM
    assert effects[0, OP.FX_FLAGS] & OP.FXF_PENDULUM_PLACE  # the rules' placement row comes first
    duel.apply(A.ACT_ACTIVATE + card)
    settle(duel)
    assert duel.hand(0) == [M]
    in_zone = position(monsters=([(DRAWING_PENDULUM, "attack")], []))
    assert A.ACT_ACTIVATE + in_zone.monsters(0)[0]["card"] not in in_zone.legal_actions()


def test_pendulum_effect_does_not_resolve_once_its_card_left():
    # M06: destroyed in response (Mystical Space Typhoon), the Pendulum Effect does nothing.
    duel = position(pendulums=([DRAWING_PENDULUM], []), spells=([], [MYSTICAL_SPACE_TYPHOON]),
                    decks=([M] * 5, filler()))
    card = duel.pendulum_zones(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + card)
    assert duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + card)
    settle(duel)
    assert duel.hand(0) == [] and [duel.card_code(c) for c in duel.extra_faceup(0)] == [DRAWING_PENDULUM]


# ---- Saved states -----------------------------------------------------------------------------

def test_a_pendulum_position_round_trips_through_its_buffer():
    duel = position(pendulums=([SCALE_1, SCALE_8], []), hands=([L2, L7], []), extras_faceup=([LEVEL_5_PENDULUM], []))
    duel.apply(A.ACT_PENDULUM_SUMMON)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, L2))
    duel.apply(A.ACT_ATTACK_POSITION)
    again = Duel.from_buffer(pendulum_db(), duel.buffer)
    assert np.array_equal(again.buffer, duel.buffer) and again.legal_actions().tolist() == duel.legal_actions().tolist()
    check_state(duel.buffer, pendulum_db())
