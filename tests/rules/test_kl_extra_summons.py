"""Synchro Summons (rules-mr3.md K), Xyz Summons and Xyz Materials (L), and the Extra Deck parts
of B, H and P they touch (MR3 summons, xyz helper)."""
import pytest

from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from tests.helpers import keep_gy_order, pass_until, vanilla
from tests.mr3_cards import (
    CHANGE_OF_HEART, DARK_L3, DETACH_XYZ, DRAW_SYNCHRO, FLAMVELL_GUARD, GAIA_KNIGHT,
    GEM_KNIGHT_PEARL, LIGHT_L3, MONSTER_REBORN, PARSHATH_LIKE, RANK3_XYZ, SANGAN, SHEEP_TOKEN,
    SOLEMN_JUDGMENT, SYNCHRO_L4, TUNER_L2, TUNER_L3_DARK, mr3_position,
)

L5 = vanilla(1800, 1600, 5)
L4 = vanilla(1700, 1000, 4)
L4B = vanilla(1500, 1200, 4)
L3 = vanilla(1000, 1000, 3)
L2 = vanilla(500, 500, 2)
STRONG = vanilla(3000, 2500, 8)


def field(duel, card, word):
    return int(W.decode(duel.buffer)[W.card_word(card, word)])


def extra(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "extra") if duel.card_code(c) == code)


def on_field(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "monsters") if duel.card_code(c) == code)


def materials_offered(duel):
    assert duel.decision() == "material"
    return sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())


def summon(duel, code, materials, position=A.ACT_ATTACK_POSITION):
    """Declares the Synchro/Xyz Summon of `code` and picks the materials (passcodes, in order)."""
    duel.apply(A.ACT_SUMMON + extra(duel, code))
    ids = {}
    for code_ in materials:
        choice = next(int(a) for a in duel.legal_actions()
                      if duel.card_code(int(a) - A.ACT_SELECT) == code_ and int(a) - A.ACT_SELECT not in ids)
        ids[choice - A.ACT_SELECT] = code_
        duel.apply(choice)
    assert duel.decision() == "position"
    duel.apply(position)
    keep_gy_order(duel)
    return list(ids)


# ---- K: Synchro Summon ------------------------------------------------------------------------

def test_k01_synchro_summon_is_offered_for_a_tuner_and_non_tuners_of_the_exact_level():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []))
    assert A.ACT_SUMMON + extra(duel, GAIA_KNIGHT) in duel.legal_actions()


@pytest.mark.parametrize("monsters", [
    [FLAMVELL_GUARD, L4],                      # 1 + 4 = 5, not 6
    [L5, vanilla(100, 100, 1)],                # no Tuner
    [FLAMVELL_GUARD, TUNER_L2, L3],            # two Tuners are needed to make 6
    [FLAMVELL_GUARD],                          # no non-Tuner
])
def test_k01_no_synchro_summon_without_an_exact_set(monsters):
    duel = mr3_position(monsters=(monsters, []), extras=([GAIA_KNIGHT], []))
    assert A.ACT_SUMMON + extra(duel, GAIA_KNIGHT) not in duel.legal_actions()


def test_k01_materials_must_be_face_up():
    duel = mr3_position(monsters=([(FLAMVELL_GUARD, "set"), L5], []), extras=([GAIA_KNIGHT], []))
    assert A.ACT_SUMMON + extra(duel, GAIA_KNIGHT) not in duel.legal_actions()


def test_k01_each_material_choice_keeps_the_set_completable():
    # Tuner 1 + 5, or Tuner 1 + 2 + 3: every monster starts a set; after the Level 5, only the
    # Tuner completes it.
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5, L2, L3], []), extras=([GAIA_KNIGHT], []))
    duel.apply(A.ACT_SUMMON + extra(duel, GAIA_KNIGHT))
    assert materials_offered(duel) == sorted([FLAMVELL_GUARD, L5, L2, L3])
    duel.apply(A.ACT_SELECT + on_field(duel, L5))
    assert materials_offered(duel) == [FLAMVELL_GUARD]


def test_k01_a_two_non_tuner_set_is_chosen_one_by_one():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5, L2, L3], []), extras=([GAIA_KNIGHT], []))
    duel.apply(A.ACT_SUMMON + extra(duel, GAIA_KNIGHT))
    duel.apply(A.ACT_SELECT + on_field(duel, L2))
    assert materials_offered(duel) == sorted([FLAMVELL_GUARD, L3])
    duel.apply(A.ACT_SELECT + on_field(duel, L3))
    assert materials_offered(duel) == [FLAMVELL_GUARD]
    duel.apply(A.ACT_SELECT + on_field(duel, FLAMVELL_GUARD))
    assert duel.decision() == "position"


def test_k02_materials_go_to_the_gy_then_the_synchro_monster_is_placed_face_up():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5], A.ACT_DEFENSE_POSITION)
    gaia = on_field(duel, GAIA_KNIGHT)
    assert sorted(duel.graveyard(0)) == sorted([FLAMVELL_GUARD, L5])
    assert duel.monsters(0)[0]["position"] == "defense"
    assert field(duel, gaia, L.CARD_SUMMON_KIND) == L.SUMMON_SYNCHRO
    assert duel.card_ids(0, "extra") == []


def test_k01_synchro_summon_is_not_the_normal_summon_and_not_limited():
    # H01: no limit on Special Summons; the Normal Summon of the turn stays available.
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []),
                        hands=([L4], []))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    pass_until(duel, "main")
    assert A.ACT_SUMMON + duel.card_ids(0, "hand")[0] in duel.legal_actions()


def test_k03_tc036_non_tuner_restriction_applies_to_every_non_tuner():
    # 1 Tuner + 1 or more LIGHT non-Tuners: DARK Tuner + LIGHT non-Tuner is legal, a set with
    # the DARK non-Tuner is not.
    duel = mr3_position(monsters=([TUNER_L3_DARK, LIGHT_L3, DARK_L3], []), extras=([PARSHATH_LIKE], []))
    duel.apply(A.ACT_SUMMON + extra(duel, PARSHATH_LIKE))
    assert materials_offered(duel) == sorted([TUNER_L3_DARK, LIGHT_L3])
    duel = mr3_position(monsters=([TUNER_L3_DARK, DARK_L3], []), extras=([PARSHATH_LIKE], []))
    assert A.ACT_SUMMON + extra(duel, PARSHATH_LIKE) not in duel.legal_actions()


def test_k03_k02_a_restricted_synchro_summon_with_a_dark_tuner_succeeds():
    duel = mr3_position(monsters=([TUNER_L3_DARK, LIGHT_L3], []), extras=([PARSHATH_LIKE], []))
    summon(duel, PARSHATH_LIKE, [TUNER_L3_DARK, LIGHT_L3])
    assert [duel.card_code(c) for c in duel.card_ids(0, "monsters")] == [PARSHATH_LIKE]
    assert sorted(duel.graveyard(0)) == sorted([TUNER_L3_DARK, LIGHT_L3])


def test_switch_42_no_synchro_or_xyz_summon_when_the_era_has_none():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5, L4, L4B], []), extras=([GAIA_KNIGHT, GEM_KNIGHT_PEARL], []),
                        rules="goat")
    assert not any(A.ACT_SUMMON <= a < A.ACT_SET and duel.card_ids(0, "extra").count(a - A.ACT_SUMMON)
                   for a in duel.legal_actions())


def test_rank_is_not_level_an_xyz_monster_is_no_synchro_material():
    # L: Gem-Knight Pearl (Rank 4) + a Level 2 Tuner would add up to 6 if Rank were a Level.
    duel = mr3_position(monsters=([TUNER_L2, L4, L4B], []), extras=([GEM_KNIGHT_PEARL, GAIA_KNIGHT], []))
    summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pass_until(duel, "main")
    assert A.ACT_SUMMON + extra(duel, GAIA_KNIGHT) not in duel.legal_actions()


def test_p05_tc039_a_token_is_a_synchro_material_and_vanishes():
    duel = mr3_position(monsters=([TUNER_L3_DARK, SHEEP_TOKEN], []), extras=([SYNCHRO_L4], []))
    summon(duel, SYNCHRO_L4, [TUNER_L3_DARK, SHEEP_TOKEN])
    assert duel.graveyard(0) == [TUNER_L3_DARK]
    assert [duel.card_code(c) for c in duel.card_ids(0, "monsters")] == [SYNCHRO_L4]


def test_h06_k02_synchro_materials_are_sent_from_the_field_not_destroyed():
    # Sangan's "if sent from the field to the GY" (a mandatory "if" trigger: H06 makes only
    # optional "when" triggers miss the timing) activates: the materials were sent from the field.
    duel = mr3_position(monsters=([FLAMVELL_GUARD, vanilla(1000, 1000, 2), SANGAN], []),
                        extras=([GAIA_KNIGHT], []), decks=([L3] * 5, [L3] * 5))
    hand = len(duel.hand(0))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, vanilla(1000, 1000, 2), SANGAN])
    assert sorted(duel.graveyard(0)) == sorted([FLAMVELL_GUARD, vanilla(1000, 1000, 2), SANGAN])
    while duel.decision() != "main":
        duel.apply(int(duel.legal_actions()[0]) if duel.decision() != "response" else A.ACT_PASS)
    assert duel.hand(0).count(L3) == 1 and len(duel.hand(0)) == hand + 1


def test_synchro_summoned_trigger_sees_the_summon():
    # "If this card was Synchro Summoned: draw 1" (COND_SUMMONED_BY on the special_summoned event).
    duel = mr3_position(monsters=([TUNER_L2, L3], []), extras=([DRAW_SYNCHRO], []), decks=([L4] * 5, [L4] * 5))
    hand = len(duel.hand(0))
    summon(duel, DRAW_SYNCHRO, [TUNER_L2, L3])
    pass_until(duel, "main")
    assert len(duel.hand(0)) == hand + 1


def test_h17_k04_a_negated_synchro_summon_leaves_the_materials_in_the_gy():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []),
                        spells=([], [SOLEMN_JUDGMENT]))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    assert duel.decision() == "response"
    gaia = next(c for c in range(L.CAP_CARDS) if duel.card_code(c) == GAIA_KNIGHT)
    assert field(duel, gaia, L.CARD_LOCATION) == L.LOC_MZONE
    assert W.decode(duel.buffer)[L.HDR_SUMMONING] == gaia + 1  # H17: not yet summoned
    assert duel.current_player() == 1
    solemn = duel.spells(1)[0]["card"]
    assert A.ACT_ACTIVATE + solemn in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + solemn)
    while duel.decision() != "main":
        keep_gy_order(duel)
        if duel.decision() == "main":
            break
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    assert GAIA_KNIGHT in duel.graveyard(0) and FLAMVELL_GUARD in duel.graveyard(0) and L5 in duel.graveyard(0)
    # K04 / H09: a negated summon is no proper summon: Monster Reborn cannot revive it.
    assert not field(duel, gaia, L.CARD_FLAGS) & L.CF_PROPER


# ---- L: Xyz Summon and Xyz Materials ---------------------------------------------------------

def test_l01_xyz_summon_overlays_two_monsters_of_its_rank():
    duel = mr3_position(monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []))
    mats = summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pearl = on_field(duel, GEM_KNIGHT_PEARL)
    assert sorted(duel.materials(pearl)) == sorted(mats)
    assert duel.graveyard(0) == [] and duel.card_ids(0, "monsters") == [pearl]
    assert field(duel, pearl, L.CARD_SUMMON_KIND) == L.SUMMON_XYZ
    for m in mats:
        assert field(duel, m, L.CARD_LOCATION) == L.LOC_OVERLAY


@pytest.mark.parametrize("monsters", [[L4, L5], [L4], [(L4, "set"), L4B], [L3, L3]])
def test_l01_no_xyz_summon_without_enough_face_up_monsters_of_the_rank(monsters):
    duel = mr3_position(monsters=(monsters, []), extras=([GEM_KNIGHT_PEARL], []))
    assert A.ACT_SUMMON + extra(duel, GEM_KNIGHT_PEARL) not in duel.legal_actions()


def test_l01_an_xyz_monster_with_three_materials_takes_three():
    duel = mr3_position(monsters=([L4, L4B, L4], []), extras=([DETACH_XYZ], []))
    mats = summon(duel, DETACH_XYZ, [L4, L4B, L4])
    assert len(duel.materials(on_field(duel, DETACH_XYZ))) == 3 == len(mats)
    duel = mr3_position(monsters=([L4, L4B], []), extras=([DETACH_XYZ], []))
    assert A.ACT_SUMMON + extra(duel, DETACH_XYZ) not in duel.legal_actions()


def test_l06_p05_tc039_tokens_cannot_be_xyz_materials():
    duel = mr3_position(monsters=([SHEEP_TOKEN, SHEEP_TOKEN, L3], []), extras=([RANK3_XYZ], []))
    assert A.ACT_SUMMON + extra(duel, RANK3_XYZ) not in duel.legal_actions()


def test_l05_tc038_materials_go_to_the_gy_when_the_xyz_monster_leaves_not_from_the_field():
    # Sangan as a material: it reaches the GY with the destroyed Xyz Monster but was not "sent
    # from the field", so its trigger does not activate (no draw decision, no chain).
    duel = mr3_position(monsters=([vanilla(1000, 1000, 3), SANGAN], [STRONG]), extras=([RANK3_XYZ], []),
                        decks=([L4] * 5, [L4] * 5))
    summon(duel, RANK3_XYZ, [vanilla(1000, 1000, 3), SANGAN])
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    while duel.decision() != "main" or duel.current_player() != 1:
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(A.ACT_ATTACK + 0 * A.ATTACK_TARGETS + 0)
    while duel.decision() not in ("battle", "main"):
        keep_gy_order(duel)
        if duel.decision() in ("battle", "main"):
            break
        assert duel.decision() == "response", duel.decision()  # never Sangan's search
        duel.apply(A.ACT_PASS)
    assert sorted(duel.graveyard(0)) == sorted([RANK3_XYZ, vanilla(1000, 1000, 3), SANGAN])


def test_l03_materials_are_not_on_the_field_and_are_not_counted():
    duel = mr3_position(monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []))
    mats = summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    monsters = duel.card_ids(0, "monsters")
    assert not set(mats) & set(monsters)
    for where in ("hand", "gy", "banished", "extra", "deck"):
        assert not set(mats) & set(duel.card_ids(0, where))


def test_l_materials_stay_with_the_xyz_monster_when_control_changes():
    duel = mr3_position(turn=3, monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []),
                        hands=([], [CHANGE_OF_HEART]))
    mats = summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pearl = on_field(duel, GEM_KNIGHT_PEARL)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "main" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    heart = next(c for c in duel.card_ids(1, "hand") if duel.card_code(c) == CHANGE_OF_HEART)
    duel.apply(A.ACT_ACTIVATE + heart)
    while duel.decision() != "main":
        if duel.decision() == "target":
            duel.apply(A.ACT_SELECT + pearl)
        else:
            duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    assert pearl in duel.card_ids(1, "monsters")
    assert sorted(duel.materials(pearl)) == sorted(mats)


def test_l08_detaching_is_a_cost_and_the_material_goes_to_the_gy():
    duel = mr3_position(monsters=([L4, L4B, vanilla(1200, 1000, 4)], []), extras=([DETACH_XYZ], []),
                        decks=([L3] * 5, [L3] * 5))
    mats = summon(duel, DETACH_XYZ, [L4, L4B, vanilla(1200, 1000, 4)])
    pass_until(duel, "main")
    xyz = on_field(duel, DETACH_XYZ)
    hand = len(duel.hand(0))
    assert A.ACT_ACTIVATE + xyz in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + xyz)
    assert len(duel.materials(xyz)) == 2  # paid at activation (U03), before the resolution
    assert duel.graveyard(0) == [duel.card_code(min(mats))]
    pass_until(duel, "main")
    assert len(duel.hand(0)) == hand + 1


def test_l08_no_detach_cost_no_activation():
    duel = mr3_position(monsters=([L4, L4B, vanilla(1200, 1000, 4)], []), extras=([DETACH_XYZ], []),
                        decks=([L3] * 9, [L3] * 9))
    summon(duel, DETACH_XYZ, [L4, L4B, vanilla(1200, 1000, 4)])
    xyz = on_field(duel, DETACH_XYZ)
    for _ in range(3):
        pass_until(duel, "main")
        duel.apply(A.ACT_ACTIVATE + xyz)
        pass_until(duel, "main")
    assert duel.materials(xyz) == []
    assert A.ACT_ACTIVATE + xyz not in duel.legal_actions()


def test_h17_l04_a_negated_xyz_summon_sends_the_materials_to_the_gy():
    duel = mr3_position(monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []), spells=([], [SOLEMN_JUDGMENT]))
    summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    while duel.decision() != "main":
        keep_gy_order(duel)
        if duel.decision() == "main":
            break
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    assert sorted(duel.graveyard(0)) == sorted([GEM_KNIGHT_PEARL, L4, L4B])


# ---- H: proper summons, the Extra Deck ----------------------------------------------------------

def test_h09_tc029_an_extra_deck_monster_never_properly_summoned_cannot_be_revived():
    duel = mr3_position(graveyards=([GAIA_KNIGHT, L4], []), hands=([MONSTER_REBORN], []))
    reborn = duel.card_ids(0, "hand")[0]
    duel.apply(A.ACT_ACTIVATE + reborn)
    assert duel.decision() == "target"
    assert [duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()] == [L4]


def test_h09_a_properly_synchro_summoned_monster_can_be_revived():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], [STRONG]), extras=([GAIA_KNIGHT], []),
                        hands=([MONSTER_REBORN], []), decks=([L4] * 5, [L4] * 5))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    pass_until(duel, "main")
    gaia = on_field(duel, GAIA_KNIGHT)
    assert field(duel, gaia, L.CARD_FLAGS) & L.CF_PROPER
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "main" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(A.ACT_ATTACK + 0 * A.ATTACK_TARGETS + 0)
    while duel.decision() not in ("battle",):
        keep_gy_order(duel)
        if duel.decision() == "battle":
            break
        duel.apply(A.ACT_PASS)
    assert GAIA_KNIGHT in duel.graveyard(0)
    assert field(duel, gaia, L.CARD_FLAGS) == L.CF_PROPER  # H09: kept in the GY, nothing else
    duel.apply(A.ACT_END_BATTLE)
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "main" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    reborn = next(c for c in duel.card_ids(0, "hand") if duel.card_code(c) == MONSTER_REBORN)
    duel.apply(A.ACT_ACTIVATE + reborn)
    assert A.ACT_SELECT + gaia in duel.legal_actions()


BOOK_OF_MOON = 14087893
DARK_HOLE = 53129443


def h11_gaia_flip_summoned(negated):
    # Gaia Knight Synchro Summoned (properly, H09), turned face-down by Book of Moon, Flip
    # Summoned two turns later into the opponent's Solemn Judgment (used or not), then Monster
    # Reborn activated: the duel at its target choice.
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], [STRONG]), extras=([GAIA_KNIGHT], []),
                        hands=([BOOK_OF_MOON, MONSTER_REBORN], [DARK_HOLE]), spells=([], [SOLEMN_JUDGMENT]),
                        decks=([L4] * 5, [L4] * 5))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    pass_until(duel, "main")
    gaia = on_field(duel, GAIA_KNIGHT)
    duel.apply(A.ACT_ACTIVATE + next(c for c in duel.card_ids(0, "hand") if duel.card_code(c) == BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + gaia)
    pass_until(duel, "main")
    assert duel.monsters(0)[field(duel, gaia, L.CARD_SEQUENCE)]["position"] == "set"
    for _ in range(2):
        duel.apply(A.ACT_TO_END)
        pass_until(duel, "main")
    duel.apply(A.ACT_FLIP_SUMMON + gaia)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    if negated:
        duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    else:
        duel.apply(A.ACT_PASS)
        pass_until(duel, "main")
        duel.apply(A.ACT_TO_END)  # the opponent's Dark Hole sends it to the GY
        pass_until(duel, "main")
        duel.apply(A.ACT_ACTIVATE + duel.card_ids(1, "hand")[0])
        pass_until(duel, "main")
        duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 0 and GAIA_KNIGHT in duel.graveyard(0)
    duel.apply(A.ACT_ACTIVATE + next(c for c in duel.card_ids(0, "hand") if duel.card_code(c) == MONSTER_REBORN))
    assert duel.decision() == "target"
    return duel, gaia


def test_h11_p67_a_negated_flip_summon_loses_the_proper_summon():
    # H11 (p.67): a properly summoned monster flipped face-down (Book of Moon) whose Flip Summon
    # is negated is no longer properly summoned: Monster Reborn may not revive it (only the
    # two materials in the GY are offered).
    duel, gaia = h11_gaia_flip_summoned(negated=True)
    assert sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()) == sorted([FLAMVELL_GUARD, L5])
    assert not field(duel, gaia, L.CARD_FLAGS) & L.CF_PROPER


def test_h11_a_flip_summon_that_succeeds_keeps_the_proper_summon():
    # The control of H11: the same Gaia Knight Flip Summoned without negation and later
    # destroyed (Dark Hole) is still properly summoned (H09): Monster Reborn offers it.
    duel, gaia = h11_gaia_flip_summoned(negated=False)
    assert A.ACT_SELECT + gaia in duel.legal_actions()


def test_h07_an_extra_deck_monster_is_never_normal_summoned():
    duel = mr3_position(extras=([GAIA_KNIGHT, GEM_KNIGHT_PEARL], []))
    assert all(not (A.ACT_SUMMON <= a < A.ACT_FLIP_SUMMON) for a in duel.legal_actions())


COMPULSORY_EVACUATION_DEVICE = 94192409


def play_device(duel, target):
    # The opponent answers the summon's response window with the Trap, targeting `target`.
    device = duel.spells(1)[0]["card"]
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + device)
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")


def test_l07_h10_tc041_a_synchro_monster_returned_to_the_hand_goes_to_the_extra_deck_unproper():
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []),
                        spells=([], [COMPULSORY_EVACUATION_DEVICE]))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    gaia = on_field(duel, GAIA_KNIGHT)
    assert field(duel, gaia, L.CARD_FLAGS) & L.CF_PROPER
    play_device(duel, gaia)
    assert duel.card_ids(0, "extra") == [gaia] and duel.hand(0) == []
    assert field(duel, gaia, L.CARD_FLAGS) == 0  # H10: the proper summon is forgotten


def test_l07_xyz_monster_returned_to_the_hand_goes_to_the_extra_deck_and_its_materials_to_the_gy():
    duel = mr3_position(monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []),
                        spells=([], [COMPULSORY_EVACUATION_DEVICE]))
    summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pearl = on_field(duel, GEM_KNIGHT_PEARL)
    play_device(duel, pearl)
    assert duel.card_ids(0, "extra") == [pearl]
    assert sorted(duel.graveyard(0)) == sorted([L4, L4B])  # L05


def test_h09_holds_under_goat_a_fusion_monster_never_fusion_summoned_is_not_revived():
    # H09 in the 2005 rules too: a Fusion Monster in the GY that was never properly summoned
    # (sent there from the Fusion Deck, or summoned by Metamorphosis) is no Monster Reborn
    # target: with no other monster in either GY, Monster Reborn cannot be activated.
    thousand_eyes_restrict = 63519819
    duel = mr3_position(graveyards=([thousand_eyes_restrict], []), hands=([MONSTER_REBORN], []), rules="goat")
    assert W.decode(duel.buffer)[L.HDR_EXTRA_MONSTERS] == L.XS_EXTRA_DECK_RULES
    assert A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0] not in duel.legal_actions()


def test_rank_is_not_level_gravity_bind_does_not_see_an_xyz_monster():
    # "Level 4 or higher monsters cannot attack" (Gravity Bind, a Level filter): a Rank 4 Xyz
    # Monster has no Level, so it still attacks; the Level 4 monster beside it does not.
    gravity_bind = 85742772
    duel = mr3_position(turn=3, monsters=([L4, L4B, vanilla(1000, 1000, 4)], []), extras=([GEM_KNIGHT_PEARL], []),
                        spells=([(gravity_bind, "faceup")], []))
    summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    pearl_zone = next(i for i, m in enumerate(duel.monsters(0)) if m and m["code"] == GEM_KNIGHT_PEARL)
    other_zone = next(i for i, m in enumerate(duel.monsters(0)) if m and m["code"] != GEM_KNIGHT_PEARL)
    attacks = [a for a in duel.legal_actions() if A.ACT_ATTACK <= a < A.ACT_OPTION]
    assert A.ACT_ATTACK + pearl_zone * A.ATTACK_TARGETS + A.ATTACK_DIRECT in attacks
    assert not any((a - A.ACT_ATTACK) // A.ATTACK_TARGETS == other_zone for a in attacks)
