"""The deck validator per era (rules-legacy.md section 2): the Extra Deck's size (switch 16) and
kinds (switch 17), Pendulum Monsters (switch 42), the Attributes (switch 41), Extra Deck monsters
in the Main Deck and Main Deck monsters in the Extra Deck, and Link Monsters (refused under every
preset: Master Rule 4 and later are not supported). Every error names the card and the rule."""
import pytest

from pysim.decks import Deck, DeckError
from pysim.validate import DeckRules, validate_deck
from ygo_core import RULESETS
from ygo_core.carddb import (
    TYPE_EFFECT, TYPE_FUSION, TYPE_LINK, TYPE_MONSTER, TYPE_NORMAL, TYPE_PENDULUM, TYPE_SYNCHRO,
    TYPE_TUNER, TYPE_XYZ, CardDB, CardInfo,
)

NORMAL = TYPE_MONSTER | TYPE_NORMAL
FUSION = TYPE_MONSTER | TYPE_FUSION
SYNCHRO = TYPE_MONSTER | TYPE_SYNCHRO
XYZ = TYPE_MONSTER | TYPE_XYZ
XYZ_PENDULUM = TYPE_MONSTER | TYPE_XYZ | TYPE_PENDULUM | TYPE_EFFECT
PENDULUM = TYPE_MONSTER | TYPE_NORMAL | TYPE_PENDULUM
LINK = TYPE_MONSTER | TYPE_LINK | TYPE_EFFECT
TUNER = TYPE_MONSTER | TYPE_NORMAL | TYPE_TUNER

CARDS = {3001: ("Fused Beast", FUSION), 3101: ("Synchro Beast", SYNCHRO), 3201: ("Xyz Beast", XYZ),
         3301: ("Xyz Pendulum Beast", XYZ_PENDULUM), 3401: ("Pendulum Beast", PENDULUM),
         3501: ("Link Beast", LINK), 3601: ("Tuner Beast", TUNER)}
DIVINE_BEAST = 3701


def _card(code, name, type_, attribute=1):
    return CardInfo(code=code, alias=0, name=name, type=type_, level=4, attribute=attribute,
                    race=1, atk=1000, defense=1000)


POOL = CardDB([_card(c, f"Normal {c}", NORMAL) for c in range(1001, 1031)]
              + [_card(c, n, t) for c, (n, t) in CARDS.items()]
              + [_card(DIVINE_BEAST, "Divine Beast", NORMAL, attribute=0x40)]
              + [_card(c, f"Fusion {c}", FUSION) for c in range(4001, 4017)])
MAIN40 = tuple(c for c in range(1001, 1021) for _ in range(2))
MAIN39 = MAIN40[:-1]


def problems(deck, rules):
    with pytest.raises(DeckError) as err:
        validate_deck(deck, POOL, rules=rules)
    return err.value.problems


def legal(deck, rules):
    return validate_deck(deck, POOL, rules=rules)


# ---- Switch 16: the Extra Deck's size -----------------------------------------------------------

def test_switch16_an_extra_deck_of_15_under_mr3_and_tcg2010():
    extra15, extra16 = tuple(range(4001, 4016)), tuple(range(4001, 4017))
    for rules in ("mr3", "mr3_2014", "tcg2010"):
        assert legal(Deck(MAIN40, extra15), rules).extra == 15
        assert problems(Deck(MAIN40, extra16), rules) == ("Extra Deck has 16 cards; it may have at most 15",)
    for rules in ("goat", "tcg2002"):                         # the "Fusion Deck": no maximum
        assert legal(Deck(MAIN40, extra16), rules).extra == 16


# ---- Switch 17: the Extra Deck's kinds -----------------------------------------------------------

def test_switch17_mr3_extra_deck_holds_fusion_synchro_xyz_and_xyz_pendulum():
    # MR3 2015: Fusion, Synchro, Xyz and Xyz/Pendulum Monsters (section N).
    assert legal(Deck(MAIN40, (3001, 3101, 3201, 3301)), "mr3").extra == 4


def test_switch17_mr3_2014_has_no_xyz_pendulum_monsters():
    # D2 section 1.2.2 (2014): Fusion, Synchro and Xyz; the hybrids came with the 2015 book.
    assert legal(Deck(MAIN40, (3001, 3101, 3201)), "mr3_2014").extra == 3
    assert problems(Deck(MAIN40, (3301,)), "mr3_2014") == (
        "Xyz Pendulum Beast (00003301) in the Extra Deck is an Xyz/Pendulum Monster; the mr3_2014 "
        "rules have no Xyz/Pendulum Monsters (switch 17: the Extra Deck holds Fusion, Synchro, Xyz "
        "Monsters)",)


def test_switch17_tcg2010_extra_deck_holds_fusion_and_synchro_only():
    # D3: "Extra Deck 0-15, Synchro and Fusion Monsters only".
    assert legal(Deck(MAIN40, (3001, 3101)), "tcg2010").extra == 2
    assert problems(Deck(MAIN40, (3001, 3201)), "tcg2010") == (
        "Xyz Beast (00003201) in the Extra Deck is an Xyz Monster; the tcg2010 rules have no Xyz "
        "Monsters (switch 17: the Extra Deck holds Fusion, Synchro Monsters)",)


@pytest.mark.parametrize("rules", ["goat", "tcg2002"])
def test_switch17_goat_and_tcg2002_fusion_deck_holds_fusion_monsters_only(rules):
    assert legal(Deck(MAIN40, (3001,)), rules).extra == 1
    found = problems(Deck(MAIN40, (3101, 3201)), rules)
    assert found == (
        f"Synchro Beast (00003101) in the Extra Deck is a Synchro Monster; the {rules} rules have no "
        f"Synchro Monsters (switch 17: the Extra Deck holds Fusion Monsters)",
        f"Xyz Beast (00003201) in the Extra Deck is an Xyz Monster; the {rules} rules have no "
        f"Xyz Monsters (switch 17: the Extra Deck holds Fusion Monsters)")


# ---- Monsters in the wrong part of the deck ------------------------------------------------------

@pytest.mark.parametrize("code, label", [(3101, "Synchro Beast"), (3201, "Xyz Beast"),
                                         (3301, "Xyz Pendulum Beast")])
def test_an_extra_deck_monster_in_the_main_deck_is_refused(code, label):
    deck = Deck(MAIN39 + (code,))
    assert problems(deck, "mr3") == (
        f"{label} ({code:08d}) is an Extra Deck monster; it must go in the Extra Deck, not the Main Deck",)


def test_a_pendulum_or_tuner_main_deck_monster_in_the_extra_deck_is_refused():
    # M: a Pendulum Monster is a Main Deck monster; face-up ones join the Extra Deck only in a duel.
    assert problems(Deck(MAIN40, (3401, 3601)), "mr3") == (
        "Pendulum Beast (00003401) is not an Extra Deck monster; it cannot go in the Extra Deck "
        "(a Pendulum Monster is a Main Deck monster: it goes face-up to the Extra Deck only during a duel)",
        "Tuner Beast (00003601) is not an Extra Deck monster; it cannot go in the Extra Deck")


def test_a_pendulum_monster_and_a_tuner_play_in_the_main_deck_under_mr3():
    assert legal(Deck(MAIN39[:-1] + (3401, 3601)), "mr3").main == 40


# ---- Switch 42: Pendulum Monsters ----------------------------------------------------------------

@pytest.mark.parametrize("rules", ["tcg2010", "goat", "tcg2002"])
def test_switch42_no_pendulum_monsters_before_mr3(rules):
    assert problems(Deck(MAIN39 + (3401,)), rules) == (
        f"Pendulum Beast (00003401) in the Main Deck is a Pendulum Monster; the {rules} rules have "
        f"no Pendulum Monsters (switch 42)",)


def test_switch42_a_tuner_is_a_main_deck_monster_in_every_era():
    # Being a Tuner is not an effect (D2 section 3.2.1.4); the validator leaves it to the card data.
    for rules in RULESETS:
        assert legal(Deck(MAIN39 + (3601,)), rules).main == 40


# ---- Switch 41: the Attributes -------------------------------------------------------------------

def test_switch41_tcg2010_has_no_divine_attribute():
    # D3: 6 Attributes; MR3 and D2 section 3.1.1: 7, DIVINE included.
    assert problems(Deck(MAIN39 + (DIVINE_BEAST,)), "tcg2010") == (
        "Divine Beast (00003701) in the Main Deck is a DIVINE monster; the tcg2010 rules have 6 "
        "Attributes, without DIVINE (switch 41)",)
    for rules in ("mr3", "mr3_2014", "goat", "tcg2002"):
        assert legal(Deck(MAIN39 + (DIVINE_BEAST,)), rules).main == 40


# ---- Link Monsters: refused everywhere ------------------------------------------------------------

@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("part", ["main", "extra"])
def test_link_monsters_are_refused_under_every_preset(rules, part):
    deck = Deck(MAIN39 + (3501,)) if part == "main" else Deck(MAIN40, (3501,))
    where = "Main" if part == "main" else "Extra"
    assert problems(deck, rules) == (
        f"Link Beast (00003501) in the {where} Deck is a Link Monster; Link Monsters (Master Rule 4 "
        f"and later) are not supported under any rule set",)


def test_deck_rules_take_the_eras_kinds():
    assert DeckRules.of("tcg2010").extra_kinds == ("fusion", "synchro")
    assert (DeckRules.of("tcg2010").pendulum, DeckRules.of("tcg2010").attributes) == (False, 6)
    assert DeckRules.of("goat").extra_kinds == ("fusion",)
    assert DeckRules().extra_kinds == ("fusion", "synchro", "xyz", "xyz_pendulum") and DeckRules().era == "mr3"
