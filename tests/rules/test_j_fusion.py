"""Fusion Summons (rules-mr3.md J01-J05, J07), played with Polymerization and Gaia the Dragon
Champion (Gaia The Fierce Knight + Curse of Dragon), and with a test-only Fusion Monster whose
second material is "1 Beast monster" where a Token must be the material. The items and parts no
card of the pool reaches are listed in docs/rules-coverage.md."""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import card, fusion_materials, type_material

from helpers import card_in_hand, monster_card, pass_until, pass_windows_offering, position, vanilla
from mr3_cards import mr3_db_with, mr3_position

POLYMERIZATION = 24094654
GAIA_CHAMPION = 66889139       # Level 7 Fusion 2600/2100: Gaia The Fierce Knight + Curse of Dragon
GAIA_KNIGHT = 6368038
CURSE_OF_DRAGON = 28279543
SOLEMN_JUDGMENT = 41420027
SOLEMN_WARNING = 84749824
BOTTOMLESS_TRAP_HOLE = 29401950
SHEEP_TOKEN = 73915052         # Beast, Level 1
M = vanilla(1000, 1000)

# A test Fusion Monster: the vanilla M + 1 Beast monster.
BEAST_FUSION = 98_300_001
TEST_CARDS = [CardInfo(BEAST_FUSION, 0, "Test Beast Fusion", L.TYPE_MONSTER | L.TYPE_FUSION, 5, 0x1,
                       0x4000, 2000, 2000)]
TEST_SCRIPTS = {BEAST_FUSION: card(BEAST_FUSION, "Test Beast Fusion", fusion_materials(M, type_material("Beast")))}


def extra_card(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "extra") if duel.card_code(c) == code)


def chosen_ids(duel):
    return sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())


def polymerization(duel):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))


def fuse(duel, fusion, materials, position=A.ACT_ATTACK_POSITION):
    """Polymerization's resolution: the Fusion Monster, its materials (card ids), a position."""
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, fusion))
    for m in materials:
        assert duel.decision() == "choose"
        duel.apply(A.ACT_SELECT + m)
    assert duel.decision() == "position"
    duel.apply(position)


def test_j01_polymerization_needs_a_fusion_monster_and_its_materials_and_starts_a_chain():
    # J01: The materials without their Fusion Monster in the Extra Deck, or the Fusion Monster with a
    # material missing: not activatable.
    for hand, extras in (([POLYMERIZATION, GAIA_KNIGHT, CURSE_OF_DRAGON], []),
                         ([POLYMERIZATION, GAIA_KNIGHT], [GAIA_CHAMPION])):
        duel = position(hands=(hand, []), extras=(extras, []))
        assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION) not in duel.legal_actions()
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT, CURSE_OF_DRAGON], []), extras=([GAIA_CHAMPION], []),
                    spells=([], [SOLEMN_JUDGMENT]))
    polymerization(duel)
    assert [link["code"] for link in duel.chain()] == [POLYMERIZATION]
    assert (duel.decision(), duel.current_player()) == ("response", 1)


def test_j02_materials_to_the_gy_the_fusion_monster_face_up_and_the_spell_to_the_gy():
    # J02: Gaia The Fierce Knight from the hand, Curse of Dragon from the field.
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []), monsters=([CURSE_OF_DRAGON], []),
                    extras=([GAIA_CHAMPION], []))
    polymerization(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, GAIA_CHAMPION))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, GAIA_KNIGHT))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    # Face-up Attack or Defense Position only: never Set.
    assert sorted(duel.legal_actions()) == sorted([A.ACT_ATTACK_POSITION, A.ACT_DEFENSE_POSITION])
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == GAIA_CHAMPION and duel.monsters(0)[0]["position"] == "defense"
    assert sorted(duel.graveyard(0)) == sorted([GAIA_KNIGHT, CURSE_OF_DRAGON, POLYMERIZATION])
    assert duel.card_ids(0, "extra") == []


def test_j03_nothing_can_negate_the_fusion_summon_made_in_the_resolution():
    # J03: Solemn Judgment and Solemn Warning answer the activation of Polymerization; after the
    # Fusion Summon only "when summoned" effects may answer (Bottomless Trap Hole: 2600 ATK).
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT, CURSE_OF_DRAGON], []), extras=([GAIA_CHAMPION], []),
                    spells=([], [SOLEMN_JUDGMENT, SOLEMN_WARNING, BOTTOMLESS_TRAP_HOLE]))
    judgment, warning, bottomless = (s["card"] for s in duel.spells(1)[:3])
    polymerization(duel)
    assert {A.ACT_ACTIVATE + judgment, A.ACT_ACTIVATE + warning} <= set(duel.legal_actions())
    fuse(duel, GAIA_CHAMPION, [card_in_hand(duel, 0, GAIA_KNIGHT), card_in_hand(duel, 0, CURSE_OF_DRAGON)])
    windows = pass_windows_offering(duel, 1, offered=[bottomless], refused=[judgment, warning])
    assert windows >= 1 and duel.monsters(0)[0]["code"] == GAIA_CHAMPION


def test_j04_a_negated_polymerization_sends_no_materials():
    # J04: Solemn Judgment negates Polymerization: the materials stay where they are.
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []), monsters=([CURSE_OF_DRAGON], []),
                    extras=([GAIA_CHAMPION], []), spells=([], [SOLEMN_JUDGMENT]))
    polymerization(duel)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    assert duel.hand(0) == [GAIA_KNIGHT] and duel.monsters(0)[0]["code"] == CURSE_OF_DRAGON
    assert duel.graveyard(0) == [POLYMERIZATION]
    assert [duel.card_code(c) for c in duel.card_ids(0, "extra")] == [GAIA_CHAMPION]


def test_j05_only_your_own_monsters_are_materials_face_down_ones_too():
    # J05: The opponent's Curse of Dragon is no material: Polymerization cannot be activated; the
    # player's own face-down one is offered.
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []), monsters=([], [CURSE_OF_DRAGON]),
                    extras=([GAIA_CHAMPION], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION) not in duel.legal_actions()
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []),
                    monsters=([(CURSE_OF_DRAGON, "set")], [CURSE_OF_DRAGON]), extras=([GAIA_CHAMPION], []))
    polymerization(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, GAIA_CHAMPION))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, GAIA_KNIGHT))
    assert chosen_ids(duel) == [monster_card(duel, 0, 0)]


def test_j07_p05_a_token_used_as_a_fusion_material_vanishes():
    # J07, P05: a Sheep Token as the Beast material leaves no card in any pile.
    duel = mr3_position(mr3_db_with(TEST_CARDS, TEST_SCRIPTS), hands=([POLYMERIZATION, M], []),
                        monsters=([SHEEP_TOKEN], []), extras=([BEAST_FUSION], []))
    polymerization(duel)
    fuse(duel, BEAST_FUSION, [card_in_hand(duel, 0, M), monster_card(duel, 0, 0)])
    pass_until(duel, "main")
    assert [m["code"] for m in duel.monsters(0) if m] == [BEAST_FUSION]
    assert sorted(duel.graveyard(0)) == sorted([M, POLYMERIZATION])  # the Token is in no pile
