"""Section D: card characteristics (rules-mr3.md D01, D02, D10-D15): kinds, Attributes, Level and
Rank, Normal and Effect Monsters, Tuners under negation, the descriptors the card data carries,
Spell and Trap subtypes, flavor text and material lines; each read through a scripted card."""
from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import ATTRIBUTES, MONSTER_KINDS

from helpers import card_in_hand, monster_card, offered, pass_until, pick, position, set_ids, settle, vanilla
from tests.mr3_cards import FLAMVELL_GUARD, GAIA_KNIGHT, GEM_KNIGHT_PEARL, mr3_position

LEVEL_LIMIT = 3136426      # Continuous Spell: Level 4 or higher monsters are in Defense Position
CEASEFIRE = 36468556       # Normal Trap: 500 damage for each Effect Monster on the field
SKILL_DRAIN = 82732705     # Continuous Trap: the effects of face-up monsters are negated
JUNK_SYNCHRON = 63977008   # Level 3 Tuner, Effect Monster
JUNK_WARRIOR = 60800381    # Level 5 Synchro: "Junk Synchron" + 1 or more non-Tuners
SUMMONERS_ART = 79816536   # add a Level 5 or higher Normal Monster from the Deck
DRAGONPIT = 51531505       # Level 7 Normal Pendulum Monster with a Pendulum Effect
FUSILIER = 51632798        # Level 7 Effect Monster
POLYMERIZATION = 24094654
GAIA_THE_FIERCE_KNIGHT = 6368038
CURSE_OF_DRAGON = 28279543
GAIA_CHAMPION = 66889139   # Fusion: Gaia the Fierce Knight + Curse of Dragon
M = vanilla(1000, 1000)


def test_d01_three_card_kinds_and_seven_attributes():
    """D01: every card is a Monster, a Spell or a Trap; the monster Attributes are the seven."""
    db = CardDB()
    assert [db[c].kind for c in (89631139, 55144522, 44095762)] == ["Monster", "Spell", "Trap"]
    assert sorted(ATTRIBUTES.values()) == sorted(["EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK", "DIVINE"])
    assert ATTRIBUTES[db[JUNK_WARRIOR].attribute] == "DARK"


def test_d02_an_xyz_monster_has_a_rank_and_no_level():
    """D02: Level Limit - Area B turns Level 4 or higher monsters to Defense Position; a Rank 4
    Xyz Monster has no Level, so it stays in Attack Position."""
    duel = mr3_position(monsters=([GEM_KNIGHT_PEARL, vanilla(1700, 1000, 4)], []),
                        spells=([(LEVEL_LIMIT, "faceup")], []), allow_unimplemented=True)
    assert [m["position"] for m in duel.monsters(0)[:2]] == ["attack", "defense"]


def test_d10_ceasefire_counts_effect_monsters_only():
    """D10: an effectless Synchro Monster (Gaia Knight) and a Tuner with no effect (Flamvell
    Guard) are not Effect Monsters; an Effect Synchro (Junk Warrior) and an Effect Tuner (Junk
    Synchron) are: Ceasefire inflicts 2 x 500."""
    duel = mr3_position(monsters=([JUNK_WARRIOR, GAIA_KNIGHT], [JUNK_SYNCHRON, FLAMVELL_GUARD]),
                        spells=([CEASEFIRE], []), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000 - 1000)


def test_d10_a_pendulum_monster_with_only_a_pendulum_effect_is_a_normal_monster():
    """D10: Summoner's Art adds a Level 5 or higher Normal Monster: Dragonpit Magician (a Normal
    Pendulum Monster, though it has a Pendulum Effect) is one, Fusilier Dragon is not."""
    duel = mr3_position(hands=([SUMMONERS_ART], []), decks=([DRAGONPIT, FUSILIER, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SUMMONERS_ART))
    pass_until(duel, "choose")
    assert offered(duel) == [DRAGONPIT]


def test_d11_a_negated_tuner_is_still_a_tuner():
    """D11: under Skill Drain, Junk Synchron's effects are negated but it is still a Tuner: Junk
    Warrior is Synchro Summoned with it and a Level 2 monster."""
    junk_l2 = vanilla(500, 500, 2)
    duel = mr3_position(monsters=([JUNK_SYNCHRON, junk_l2], []), spells=([], [(SKILL_DRAIN, "faceup")]),
                        extras=([JUNK_WARRIOR], []))
    warrior = duel.card_ids(0, "extra")[0]
    duel.apply(A.ACT_SUMMON + warrior)
    duel.apply(pick(duel, JUNK_SYNCHRON))
    duel.apply(pick(duel, junk_l2))
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel)
    assert duel.monsters(0)[0]["code"] == JUNK_WARRIOR
    assert sorted(duel.graveyard(0)) == sorted([JUNK_SYNCHRON, junk_l2])


def test_d12_the_card_data_carries_summon_method_ability_and_category():
    """D12: the descriptors are kept as the card data gives them: summon methods (Fusion, Ritual,
    Synchro, Xyz), abilities (Flip, Spirit) and categories (Tuner, Pendulum, Effect)."""
    db = CardDB()
    kinds = {db[c].name: set(db[c].kinds) for c in (GAIA_CHAMPION, 64631466, JUNK_WARRIOR, 54652250, 2134346,
                                                   JUNK_SYNCHRON, 16178681)}
    assert kinds == {
        "Gaia the Dragon Champion": {"Fusion"},
        "Relinquished": {"Ritual", "Effect"},
        "Junk Warrior": {"Synchro", "Effect"},
        "Man-Eater Bug": {"Flip", "Effect"},
        "Asura Priest": {"Spirit", "Effect"},
        "Junk Synchron": {"Tuner", "Effect"},
        "Odd-Eyes Pendulum Dragon": {"Pendulum", "Effect"},
    }
    assert {name for _, name in MONSTER_KINDS} >= {"Union", "Gemini", "Toon", "Xyz"}


def test_d13_spell_and_trap_subtypes():
    """D13: Normal, Ritual, Continuous, Equip, Field and Quick-Play Spells; Normal, Continuous and
    Counter Traps: each subtype as the card data marks it."""
    db = CardDB()
    subtypes = {L.TYPE_QUICKPLAY: "Quick-Play", L.TYPE_CONTINUOUS: "Continuous", L.TYPE_EQUIP: "Equip",
                L.TYPE_FIELD: "Field", L.TYPE_COUNTER: "Counter", L.TYPE_RITUAL: "Ritual"}

    def subtype(code):
        return " ".join([name for bit, name in subtypes.items() if db[code].type & bit] or ["Normal"])

    spells = {55144522: "Normal", 41426869: "Ritual", 44656491: "Continuous", 37120512: "Equip",
              59197169: "Field", 5318639: "Quick-Play"}
    traps = {4206964: "Normal", 97077563: "Continuous", 41420027: "Counter"}
    assert {c: subtype(c) for c in spells} == spells and {db[c].kind for c in spells} == {"Spell"}
    assert {c: subtype(c) for c in traps} == traps and {db[c].kind for c in traps} == {"Trap"}


def test_d14_a_normal_monster_plays_from_its_data_alone():
    """D14: a Normal Monster's flavor text has no game effect: it needs no script to play."""
    db = CardDB()
    assert db[CURSE_OF_DRAGON].is_normal_monster and db.is_playable(CURSE_OF_DRAGON)
    duel = position(hands=([CURSE_OF_DRAGON, M], []), monsters=([M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, CURSE_OF_DRAGON))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.monsters(0)[0]["code"] == CURSE_OF_DRAGON


def test_d15_a_fusion_monster_needs_the_materials_its_first_line_names():
    """D15: Gaia the Dragon Champion lists Gaia the Fierce Knight + Curse of Dragon: another
    Level 5 monster does not stand in for Curse of Dragon; the named pair does."""
    stand_in = vanilla(2000, 1500, 5)
    duel = position(hands=([POLYMERIZATION, GAIA_THE_FIERCE_KNIGHT, stand_in], []), extras=([GAIA_CHAMPION], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION) not in duel.legal_actions()
    duel = position(hands=([POLYMERIZATION, GAIA_THE_FIERCE_KNIGHT, CURSE_OF_DRAGON], []), extras=([GAIA_CHAMPION], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION) in duel.legal_actions()
