"""GOAT fusion family (ygo_core/scripts/goat/fusion.py): one test or more per card, each in a
set-up position, citing the rules (rules-mr3.md) and the era's rulings it relies on."""
import pytest

from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

METAMORPHOSIS = 46411259
SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052
THOUSAND_EYES_RESTRICT = 63519819
ST_JOAN = 21175632
SANWITCH = 53539634
GAIA_CHAMPION = 66889139
MST = 5318639
L4 = vanilla(1000, 1000)
L6 = vanilla(2000, 1000, level=6)
L7 = vanilla(2400, 1000, level=7)


def extra_card(duel, player, code):
    return [c for c in duel.card_ids(player, "extra") if duel.card_code(c) == code][0]


def monster_codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def end_turn(duel):
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


# ---- Metamorphosis ------------------------------------------------------------------------------

def test_metamorphosis_tributes_a_monster_for_a_fusion_of_its_level():
    # U03: the Tribute is the cost, paid at activation; the Fusion Monster of the same Level
    # comes from the Extra Deck at resolution, face-up in the position chosen (H03).
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4, (L6, "set")], []),
                    extras=([SANWITCH, GAIA_CHAMPION], []))
    tribute = monster_card(duel, 0, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    assert duel.decision() == "cost"
    assert list(duel.legal_actions()) == [A.ACT_SELECT + tribute]  # a face-down one too; not the L4
    duel.apply(A.ACT_SELECT + tribute)
    assert L6 in duel.graveyard(0)  # gone before anyone can respond
    pass_until(duel, "choose")
    sanwitch = extra_card(duel, 0, SANWITCH)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + sanwitch]  # Gaia is Level 7
    duel.apply(A.ACT_SELECT + sanwitch)
    assert duel.decision() == "position"
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0)[:2] == [L4, SANWITCH]
    assert duel.monsters(0)[1]["position"] == "defense"
    assert sorted(duel.graveyard(0)) == sorted([L6, METAMORPHOSIS])
    assert duel.card_ids(0, "extra") == [extra_card(duel, 0, GAIA_CHAMPION)]


def test_metamorphosis_needs_a_fusion_of_a_tributable_monsters_level():
    # Ruling: with no Fusion Monster of the Tributed monster's Level in the Extra Deck, it
    # cannot be activated (U08).
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4], []), extras=([SANWITCH], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()
    duel = position(hands=([METAMORPHOSIS], []), monsters=([], [L6]), extras=([SANWITCH], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()


def test_metamorphosis_frees_the_zone_it_needs():
    # Five monsters: the Tribute empties a Monster Zone, so no free zone is needed to activate.
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4, L4, L4, L4, L7], []),
                    extras=([GAIA_CHAMPION], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 4))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, GAIA_CHAMPION))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0) == [L4, L4, L4, L4, GAIA_CHAMPION]


def test_metamorphosis_summons_st_joan_whose_materials_are_not_in_the_pool():
    # St. Joan (Level 7) can only come from the Extra Deck by an effect here: its materials
    # are declared by passcode but are not among the format's cards.
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L7], []), extras=([ST_JOAN], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, ST_JOAN))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == ST_JOAN and duel.monsters(0)[0]["atk"] == 2800


def test_scapegoat_into_metamorphosis_makes_thousand_eyes_restrict():
    # The named interaction: a Sheep Token (Level 1) can be Tributed; it ceases to exist (a
    # Token is never in a pile). Scapegoat's lock forbids the summon the turn it resolves.
    duel = position(hands=([SCAPEGOAT, METAMORPHOSIS], []), extras=([THOUSAND_EYES_RESTRICT], []),
                    allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT))
    pass_until(duel, "main")
    assert monster_codes(duel, 0).count(SHEEP_TOKEN) == 4
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)
    sheep = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + sheep)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, THOUSAND_EYES_RESTRICT))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert THOUSAND_EYES_RESTRICT in monster_codes(duel, 0)
    assert monster_codes(duel, 0).count(SHEEP_TOKEN) == 3
    assert SHEEP_TOKEN not in duel.graveyard(0)
