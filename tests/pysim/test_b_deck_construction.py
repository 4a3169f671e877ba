"""Section B: deck construction (rules-mr3.md B01, B03-B07, B09): deck sizes, the copy limit
across Main, Extra and Side Deck, what counts as the same card name; read through the deck
validator (pysim/validate.py) and, for a declared name, a duel."""
import pytest

from pysim.decks import Deck, DeckError
from pysim.validate import validate_deck
from ygo_core import actions as A
from ygo_core.carddb import TYPE_EFFECT, TYPE_FUSION, TYPE_MONSTER, TYPE_NORMAL, CardDB, CardInfo

from helpers import position, vanilla

NORMAL = TYPE_MONSTER | TYPE_NORMAL
FUSION = TYPE_MONSTER | TYPE_FUSION
JINZO, JINZO_ART = 77585513, 77585514
HARPIE_LADY, HARPIE_LADY_1, CYBER_HARPIE = 76812113, 91932350, 80316585


def _card(code, name, kind=NORMAL, alias=0):
    return CardInfo(code=code, alias=alias, name=name, type=kind, level=4, attribute=1, race=1,
                    atk=1000, defense=1000)


# Normal Monsters 1001-1030, a Fusion Monster, and two cards whose names differ in the Deck:
# one that is only renamed by its own effect on the field (it carries no alias).
POOL = CardDB([_card(c, f"Normal {c}") for c in range(1001, 1031)] + [
    _card(3001, "Fused Beast", FUSION),
    _card(7001, "Dragon"), _card(7002, "Proto Dragon", TYPE_MONSTER | TYPE_EFFECT),
])
MAIN40 = tuple(c for c in range(1001, 1021) for _ in range(2))


def problems(deck, cards=POOL, **kw):
    with pytest.raises(DeckError) as err:
        validate_deck(deck, cards, **kw)
    return err.value.problems


@pytest.mark.parametrize("size", [40, 60])
def test_b01_a_main_deck_of_40_to_60_cards_is_legal(size):
    """B01: 40 to 60 cards, both bounds included."""
    main = tuple(c for c in range(1001, 1031) for _ in range(2))[:size]
    assert validate_deck(Deck(main), POOL).main == size


@pytest.mark.parametrize("size", [39, 61])
def test_b01_a_main_deck_outside_40_to_60_is_refused(size):
    main = (tuple(c for c in range(1001, 1031) for _ in range(3)))[:size]
    assert problems(Deck(main)) == (f"Main Deck has {size} cards; it must have 40 to 60",)


def test_b03_the_side_deck_holds_up_to_15_cards_extra_deck_monsters_included():
    """B03: a Side Deck of 15, a Fusion Monster among them, is legal; 16 is not."""
    side = (3001,) + tuple(range(1021, 1031)) + (1021, 1022, 1023, 1024)
    assert validate_deck(Deck(MAIN40, (), side), POOL).side == 15
    assert problems(Deck(MAIN40, (), side + (1025,))) == ("Side Deck has 16 cards; it may have at most 15",)


def test_b04_three_copies_are_counted_across_main_extra_and_side():
    """B04: 2 in the Main Deck and 1 in the Side are legal; a 4th anywhere is not (a Fusion
    Monster: 2 in the Extra Deck and 2 in the Side)."""
    assert validate_deck(Deck(MAIN40, (), (1001,)), POOL).side == 1
    assert problems(Deck(MAIN40, (3001, 3001), (3001, 3001))) == (
        "Fused Beast (00003001): the deck has 4 copies; the limit is 3 per card",)


def test_b05_alternate_artworks_are_the_same_card(goat_db):
    """B05: the name counts, not the artwork: Jinzo under its two passcodes, 4 in all, is refused."""
    filler = tuple(c for c in range(1001, 1019) for _ in range(2))
    cards = CardDB(list(POOL) + [goat_db[JINZO], goat_db[JINZO_ART]])
    assert problems(Deck(filler + (JINZO, JINZO, JINZO_ART, JINZO_ART)), cards) == (
        "Jinzo (77585513): the deck has 4 copies (counting alternate artworks 77585514); the limit is 3 per card",)


def test_b06_cards_always_treated_as_one_name_share_its_three_copies(goat_db):
    """B06: Harpie Lady 1 and Cyber Harpie Lady are always named "Harpie Lady": with Harpie
    Lady, 3 in all are legal, a 4th of any of them is not."""
    filler = tuple(c for c in range(1001, 1019) for _ in range(2))
    cards = CardDB(list(POOL) + [goat_db[c] for c in (HARPIE_LADY, HARPIE_LADY_1, CYBER_HARPIE)])
    three = (HARPIE_LADY, HARPIE_LADY_1, CYBER_HARPIE)
    assert validate_deck(Deck(filler + three + (1019,)), cards).main == 40
    assert problems(Deck(filler + three + (HARPIE_LADY_1,)), cards) == (
        "4 cards of the deck are named 'Harpie Lady' (Harpie Lady (76812113) x1, Cyber Harpie Lady "
        "(80316585) x1, Harpie Lady 1 (91932350) x2); the limit is 3 per name",)


def test_b07_a_card_renamed_only_by_its_effect_keeps_its_own_three():
    """B07: a card that only becomes another name through an effect (no "always treated as":
    no alias in the card data) is counted apart: 3 of each are legal."""
    main = MAIN40[:34] + (7001,) * 3 + (7002,) * 3
    assert validate_deck(Deck(main), POOL).main == 40


def test_b09_a_declared_name_is_one_of_the_duels_cards():
    """B09: Mind Crush declares a card name: only the names of cards in the duel are offered,
    never a card outside it."""
    mind_crush, blue_eyes = 15800838, 89631139
    deck = [vanilla(1000, 1000)] * 3
    duel = position(spells=([mind_crush], []), hands=([vanilla(1300, 1000)], [vanilla(1500, 1000)]),
                    decks=(deck, deck))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.decision() == "cost"
    named = {duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()}
    assert named == {mind_crush, vanilla(1300, 1000), vanilla(1500, 1000), vanilla(1000, 1000)}
    assert blue_eyes not in named
