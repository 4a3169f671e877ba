"""Deck validation: every error, copy counting with alternate artworks, banlists, reports."""
from pathlib import Path

import pytest

from pysim.banlist import Banlist
from pysim.decks import Deck, DeckError, load_ydk, place_extra_by_type
from pysim.validate import (
    DeckRules, ValidationReport, card_key, format_report, validate_deck,
)
from ygo_core import MR3, TCG2002
from ygo_core.carddb import (
    TYPE_EFFECT, TYPE_FUSION, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL, TYPE_TOKEN, CardDB,
    CardInfo,
)

BUNDLED_DECKS = Path(__file__).resolve().parents[2] / "pysim" / "data" / "decks"
GOAT_DECKS = ["goat-control", "chaos-turbo", "warrior", "zombie", "empty-jar", "drain-burn",
              "dark-scorpion", "monarch"]

NORMAL = TYPE_MONSTER | TYPE_NORMAL
EFFECT = TYPE_MONSTER | TYPE_EFFECT
FUSION = TYPE_MONSTER | TYPE_FUSION


def _card(code, name, type_, alias=0):
    return CardInfo(code=code, alias=alias, name=name, type=type_, level=4, attribute=1,
                    race=1, atk=1000, defense=1000)


# A small pool: Normal Monsters 1001-1030, one of each other kind, and a card with
# an alternate artwork (6002, alias within 10) and a namesake (6050, alias far away).
POOL = CardDB([_card(c, f"Normal {c}", NORMAL) for c in range(1001, 1031)] + [
    _card(2001, "Effect Beast", EFFECT),
    _card(3001, "Fused Beast", FUSION),
    *[_card(c, f"Fusion {c}", FUSION) for c in range(3002, 3006)],
    _card(4001, "Some Spell", TYPE_SPELL),
    _card(5001, "Beast Token", NORMAL | TYPE_TOKEN),
    _card(6001, "Harpie", NORMAL),
    _card(6002, "Harpie", NORMAL, alias=6001),
    _card(6050, "Harpie 1", NORMAL, alias=6001),
])
MAIN40 = tuple(c for c in range(1001, 1021) for _ in range(2))   # 20 cards x 2


def _problems(deck, cards=POOL, banlist=None, **kw):
    with pytest.raises(DeckError) as err:
        validate_deck(deck, cards, banlist, **kw)
    return err.value.problems


# ------------------------------------------------------------------ legal decks

def test_legal_deck_gets_a_report():
    report = validate_deck(Deck(MAIN40, (3001,), (1021,), "ok"), POOL)
    assert report == ValidationReport("ok", 40, 1, 1, [3001], [])


@pytest.mark.parametrize("size", [40, 41, 59, 60])
def test_main_deck_sizes_40_to_60_are_legal(size):
    main = tuple(c for c in range(1001, 1031) for _ in range(2))[:size]
    assert validate_deck(Deck(main), POOL).main == size


def test_extra_and_side_may_hold_fifteen():
    extra = tuple(range(3001, 3006)) * 3
    side = tuple(range(1021, 1031)) + (2001,) * 3 + (4001,) * 2
    report = validate_deck(Deck(MAIN40, extra, side), POOL)
    assert (report.extra, report.side) == (15, 15)


# ------------------------------------------------------------------- each error

def test_main_deck_too_small():
    assert _problems(Deck(MAIN40[:39])) == ("Main Deck has 39 cards; it must have 40 to 60",)


def test_main_deck_too_large():
    main = tuple(c for c in range(1001, 1031) for _ in range(2)) + (1001,)
    assert _problems(Deck(main)) == ("Main Deck has 61 cards; it must have 40 to 60",)


def test_empty_main_deck():
    assert _problems(Deck(())) == ("Main Deck has 0 cards; it must have 40 to 60",)


def test_extra_deck_over_fifteen():
    deck = Deck(MAIN40, (3001,) * 16)
    assert _problems(deck) == (
        "Extra Deck has 16 cards; it may have at most 15",
        "Fused Beast (00003001): the deck has 16 copies; the limit is 3 per card",
    )


def test_side_deck_over_fifteen():
    deck = Deck(MAIN40, (), tuple(range(1021, 1031)) + (2001,) * 3 + (4001,) * 3)
    assert len(deck.side) == 16
    assert _problems(deck) == ("Side Deck has 16 cards; it may have at most 15",)


def test_extra_deck_monster_in_main_deck():
    deck = Deck(MAIN40[:39] + (3001,))
    assert _problems(deck) == ("Fused Beast (00003001) is an Extra Deck monster; "
                               "it must go in the Extra Deck, not the Main Deck",)


def test_main_deck_cards_in_extra_deck():
    deck = Deck(MAIN40, (1021, 4001, 2001, 4001))
    assert _problems(deck) == (
        "Normal 1021 (00001021) is not an Extra Deck monster; it cannot go in the Extra Deck",
        "Some Spell (00004001) is not an Extra Deck monster; it cannot go in the Extra Deck",
        "Effect Beast (00002001) is not an Extra Deck monster; it cannot go in the Extra Deck",
    )


def test_extra_deck_monster_in_side_deck_is_legal():
    assert validate_deck(Deck(MAIN40, (), (3001,)), POOL).side == 1


def test_unknown_passcodes_name_each_part_once():
    deck = Deck(MAIN40[:38] + (9999999, 9999999), (), (9999999, 12345))
    assert _problems(deck) == (
        "unknown passcode 09999999 in the Main and Side Deck: it is not in the card data",
        "unknown passcode 00012345 in the Side Deck: it is not in the card data",
    )


def test_tokens_cannot_be_in_a_deck():
    deck = Deck(MAIN40[:39] + (5001,), (), (5001,))
    assert _problems(deck) == (
        "Beast Token (00005001) in the Main Deck is a Token; Tokens cannot be put in a deck",
        "Beast Token (00005001) in the Side Deck is a Token; Tokens cannot be put in a deck",
    )


def test_more_than_three_copies_across_main_extra_and_side():
    deck = Deck(MAIN40, (), (1001, 1001, 1002))
    assert _problems(deck) == (
        "Normal 1001 (00001001): the deck has 4 copies; the limit is 3 per card",
    )


def test_three_copies_across_main_and_side_are_legal():
    assert validate_deck(Deck(MAIN40, (), (1001,)), POOL).side == 1


# ------------------------------------------------------------------- card_key

def test_card_key_maps_only_alternate_artworks_to_their_alias():
    assert [card_key(POOL[c]) for c in (6001, 6002, 6050, 1001)] == [6001, 6001, 6050, 1001]


def test_alternate_artworks_count_as_one_card():
    deck = Deck(MAIN40[:36] + (6001, 6001, 6002, 6002))
    assert _problems(deck) == (
        "Harpie (00006001): the deck has 4 copies (counting alternate artworks 00006002); "
        "the limit is 3 per card",
    )


def test_alternate_artworks_alone_are_named_by_their_base_card():
    deck = Deck(MAIN40[:36] + (6002,) * 4)
    assert _problems(deck) == (
        "Harpie (00006001): the deck has 4 copies (counting alternate artworks 00006002); "
        "the limit is 3 per card",
    )


def test_cards_always_named_alike_share_the_copy_limit():
    # B06: "Harpie 1" is always named "Harpie" (its alias): 6 cards of that name are refused
    # (each card alone keeps within 3), 3 in all are legal.
    deck = Deck(MAIN40[:34] + (6001, 6001, 6002, 6050, 6050, 6050))
    assert _problems(deck) == (
        "6 cards of the deck are named 'Harpie' (Harpie (00006001) x3, Harpie 1 (00006050) x3); "
        "the limit is 3 per name",
    )
    assert validate_deck(Deck(MAIN40[:37] + (6001, 6002, 6050)), POOL).main == 40


# ------------------------------------------------------------------- banlists

def test_limited_card_over_its_limit():
    banlist = Banlist("May", {1001: 1})
    assert _problems(Deck(MAIN40), banlist=banlist) == (
        "Normal 1001 (00001001) is Limited on banlist 'May' (at most 1) but the deck has 2 copies",
    )


def test_forbidden_and_semi_limited_cards():
    banlist = Banlist("May", {1001: 0, 1002: 2, 1003: 2})
    deck = Deck(MAIN40, (), (1002,))
    assert _problems(deck, banlist=banlist) == (
        "Normal 1001 (00001001) is Forbidden on banlist 'May' (at most 0) "
        "but the deck has 2 copies",
        "Normal 1002 (00001002) is Semi-Limited on banlist 'May' (at most 2) "
        "but the deck has 3 copies",
    )


def test_side_deck_copies_count_against_the_banlist():
    banlist = Banlist("May", {1021: 1})
    assert _problems(Deck(MAIN40, (), (1021, 1021)), banlist=banlist) == (
        "Normal 1021 (00001021) is Limited on banlist 'May' (at most 1) but the deck has 2 copies",
    )


def test_banlist_is_looked_up_by_base_code_for_alternate_artworks():
    banlist = Banlist("May", {6001: 1})
    assert validate_deck(Deck(MAIN40[:39] + (6002,)), POOL, banlist).main == 40
    assert _problems(Deck(MAIN40[:38] + (6001, 6002)), banlist=banlist) == (
        "Harpie (00006001) is Limited on banlist 'May' (at most 1) but the deck has 2 copies "
        "(counting alternate artworks 00006002)",
    )


def test_banlist_entry_under_an_alternate_artwork_limits_the_card():
    banlist = Banlist("May", {6002: 1})
    assert _problems(Deck(MAIN40[:38] + (6001, 6002)), banlist=banlist) == (
        "Harpie (00006001) is Limited on banlist 'May' (at most 1) but the deck has 2 copies "
        "(counting alternate artworks 00006002)",
    )


def test_banlist_of_a_base_card_does_not_limit_its_namesake():
    banlist = Banlist("May", {6001: 1})
    assert validate_deck(Deck(MAIN40[:37] + (6050,) * 3), POOL, banlist).main == 40


def test_banlist_error_replaces_the_copy_limit_error():
    banlist = Banlist("May", {1001: 1})
    assert _problems(Deck(MAIN40, (), (1001, 1001)), banlist=banlist) == (
        "Normal 1001 (00001001) is Limited on banlist 'May' (at most 1) but the deck has 4 copies",
    )


def test_whitelist_forbids_unlisted_cards():
    banlist = Banlist("Goat", {c: 3 for c in range(1001, 1020)}, whitelist=True)
    assert _problems(Deck(MAIN40), banlist=banlist) == (
        "Normal 1020 (00001020) is Forbidden on banlist 'Goat' (at most 0) "
        "but the deck has 2 copies",
    )


def test_whitelist_entry_of_three_keeps_the_copy_limit():
    banlist = Banlist("Goat", {c: 3 for c in range(1001, 1021)}, whitelist=True)
    assert _problems(Deck(MAIN40, (), (1001, 1001)), banlist=banlist) == (
        "Normal 1001 (00001001): the deck has 4 copies; the limit is 3 per card",
    )


# ------------------------------------------------------------------ DeckRules

def test_deck_rules_defaults():
    assert DeckRules() == DeckRules(main_min=40, main_max=60, extra_max=15, side_max=15,
                                    max_copies=3)


def test_other_rules_change_every_limit():
    rules = DeckRules(main_min=20, main_max=30, extra_max=1, side_max=0, max_copies=1)
    assert validate_deck(Deck(tuple(range(1001, 1021)), (3001,)), POOL, rules=rules).main == 20
    deck = Deck(MAIN40, (3001, 3001), (1021,))
    assert _problems(deck, rules=rules) == (
        "Main Deck has 40 cards; it must have 20 to 30",
        "Extra Deck has 2 cards; it may have at most 1",
        "Side Deck has 1 card; it may have at most 0",
    ) + tuple(f"Normal {c} ({c:08d}): the deck has 2 copies; the limit is 1 per card"
              for c in range(1001, 1021)) + (
        "Fused Beast (00003001): the deck has 2 copies; the limit is 1 per card",
    )


# ------------------------------------------------------- one error, every problem

def test_every_problem_is_listed_in_one_error():
    deck = Deck(MAIN40[:30] + (3001, 777, 1001, 1001), (4001,), (), "messy")
    with pytest.raises(DeckError) as err:
        validate_deck(deck, POOL, Banlist("May", {1002: 1}))
    assert str(err.value) == (
        "deck 'messy' is not legal (6 problems):\n"
        "- Main Deck has 34 cards; it must have 40 to 60\n"
        "- unknown passcode 00000777 in the Main Deck: it is not in the card data\n"
        "- Fused Beast (00003001) is an Extra Deck monster; it must go in the Extra Deck, "
        "not the Main Deck\n"
        "- Some Spell (00004001) is not an Extra Deck monster; it cannot go in the Extra Deck\n"
        "- Normal 1001 (00001001): the deck has 4 copies; the limit is 3 per card\n"
        "- Normal 1002 (00001002) is Limited on banlist 'May' (at most 1) but the deck has 2 copies"
    )
    assert len(err.value.problems) == 6


def test_error_of_an_unnamed_deck_with_one_problem():
    with pytest.raises(DeckError) as err:
        validate_deck(Deck(MAIN40[:39]), POOL)
    assert str(err.value) == ("deck is not legal (1 problem):\n"
                              "- Main Deck has 39 cards; it must have 40 to 60")


def test_deck_error_is_a_value_error():
    with pytest.raises(ValueError):
        validate_deck(Deck(()), POOL)


# ----------------------------------------------------------- unimplemented cards

def test_report_lists_unimplemented_main_and_extra_cards_once_in_deck_order():
    deck = Deck(MAIN40[:35] + (4001, 2001, 4001, 2001, 6001), (3001, 3001), (), "fx")
    report = validate_deck(deck, POOL)
    assert report.unimplemented == [4001, 2001, 3001]
    assert report.warnings == []
    assert report.playable is False


def test_report_warns_about_unimplemented_side_deck_cards():
    report = validate_deck(Deck(MAIN40, (), (2001, 1021, 4001, 2001)), POOL)
    assert report.unimplemented == []
    assert report.playable is True
    assert report.warnings == ["Side Deck cards not implemented: Effect Beast (00002001), "
                               "Some Spell (00004001)"]


def test_side_deck_warning_skips_cards_already_reported():
    report = validate_deck(Deck(MAIN40[:39] + (2001,), (), (2001, 4001)), POOL)
    assert (report.unimplemented, report.warnings) == (
        [2001], ["Side Deck cards not implemented: Some Spell (00004001)"])


def test_format_report_lists_unimplemented_card_names():
    deck = Deck(MAIN40[:38] + (4001, 2001), (3001,), (2001, 4001), "fx")
    text = format_report(validate_deck(deck, POOL), POOL)
    assert text == ("fx: Main Deck 40, Extra Deck 1, Side Deck 2.\n"
                    "3 cards not implemented:\n"
                    "  Some Spell (00004001)\n"
                    "  Effect Beast (00002001)\n"
                    "  Fused Beast (00003001)")


def test_format_report_of_a_playable_deck_with_a_warning():
    report = ValidationReport("", 40, 0, 1, [], ["Side Deck cards not implemented: X"])
    assert format_report(report, POOL) == ("deck: Main Deck 40, Extra Deck 0, Side Deck 1.\n"
                                           "Every card is implemented.\n"
                                           "Warning: Side Deck cards not implemented: X")


def test_format_report_of_one_card_and_an_unknown_passcode():
    report = ValidationReport("d", 40, 0, 0, [2001, 424242], [])
    assert format_report(report, POOL) == ("d: Main Deck 40, Extra Deck 0, Side Deck 0.\n"
                                           "2 cards not implemented:\n"
                                           "  Effect Beast (00002001)\n"
                                           "  unknown card (00424242)")
    one = ValidationReport("d", 40, 0, 0, [2001], [])
    assert format_report(one, POOL).splitlines()[1] == "1 card not implemented:"


# ------------------------------------------------------- bundled and real decks

@pytest.mark.parametrize("name", ["vanilla-yugi", "vanilla-kaiba"])
def test_vanilla_decks_are_legal_and_fully_playable(name):
    report = validate_deck(load_ydk(BUNDLED_DECKS / f"{name}.ydk"), CardDB())
    assert report == ValidationReport(name, 40, 0, 0, [], [])


@pytest.mark.parametrize("name", ["starter-yugi", "starter-kaiba"])
def test_starter_decks_are_legal_and_report_their_effect_cards(name):
    db = CardDB()
    deck = load_ydk(BUNDLED_DECKS / f"{name}.ydk")
    report = validate_deck(deck, db)
    assert (report.main, report.extra, report.side, report.warnings) == (50, 0, 0, [])
    assert report.unimplemented == [c for c in deck.main if not db.is_playable(c)]
    assert not any(db[c].is_normal_monster for c in report.unimplemented)


@pytest.mark.parametrize("name", GOAT_DECKS)
def test_goat_decks_are_legal_under_2005_4_1(shared_file, goat_db, goat_lists, name):
    deck = load_ydk(shared_file("decks", "goat", f"{name}.ydk"))
    report = validate_deck(deck, goat_db, goat_lists["2005.4.1"])
    expected_extra = 9 if name == "goat-control" else 0
    assert (report.name, report.extra, report.side) == (name, expected_extra, 0)
    assert report.warnings == []
    assert report.main == (41 if name == "goat-control" else 40)
    assert report.unimplemented == [c for c in dict.fromkeys(deck.main + deck.extra)
                                    if not goat_db.is_playable(c)]


@pytest.mark.parametrize("name", ["starter-yugi", "starter-kaiba", "vanilla-yugi", "vanilla-kaiba"])
def test_starter_decks_are_legal_with_the_goat_card_data(shared_file, goat_db, name):
    deck = load_ydk(shared_file("decks", f"{name}.ydk"))
    assert validate_deck(deck, goat_db).main == len(deck.main)


def test_goat_jinzo_alternate_artwork_counts_against_its_limit(goat_db, goat_lists):
    filler = load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk").main[:38]
    deck = Deck(filler + (77585513, 77585514), name="jinzo")
    assert goat_db[77585514].alias == 77585513
    assert _problems(deck, goat_db, goat_lists["2005.4.1"]) == (
        "Jinzo (77585513) is Limited on banlist '2005.4.1' (at most 1) but the deck has 2 copies "
        "(counting alternate artworks 77585514)",
    )


def test_goat_jinzo_alternate_artworks_count_toward_three(goat_db):
    filler = load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk").main[:36]
    deck = Deck(filler + (77585513, 77585514, 77585514, 77585513))
    assert _problems(deck, goat_db) == (
        "Jinzo (77585513): the deck has 4 copies (counting alternate artworks 77585514); "
        "the limit is 3 per card",
    )


def test_goat_harpie_lady_1_counts_as_harpie_lady(goat_db):
    # B06: Harpie Lady 1 is always named "Harpie Lady" (its alias in the cdb).
    filler = load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk").main[:34]
    assert goat_db[91932350].alias == 76812113
    deck = Deck(filler + (76812113,) * 3 + (91932350,) * 3)
    assert _problems(deck, goat_db) == (
        "6 cards of the deck are named 'Harpie Lady' (Harpie Lady (76812113) x3, "
        "Harpie Lady 1 (91932350) x3); the limit is 3 per name",
    )


def test_goat_fusion_in_main_deck_until_placed(goat_db, goat_lists):
    filler = load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk").main
    deck = Deck(filler + (63519819,))
    assert _problems(deck, goat_db) == (
        "Thousand-Eyes Restrict (63519819) is an Extra Deck monster; "
        "it must go in the Extra Deck, not the Main Deck",
    )
    placed = place_extra_by_type(deck, goat_db)
    assert validate_deck(placed, goat_db, goat_lists["2005.4.1"]).extra == 1


def test_goat_forbidden_card(goat_db, goat_lists):
    filler = load_ydk(BUNDLED_DECKS / "vanilla-yugi.ydk").main[:39]
    assert _problems(Deck(filler + (82301904,)), goat_db, goat_lists["2005.4.1"]) == (
        "Chaos Emperor Dragon - Envoy of the End (82301904) is Forbidden on banlist '2005.4.1' "
        "(at most 0) but the deck has 1 copy",
    )


# ------------------------------------------- deck sizes from the rule set (switches 15, 16, 18)

MAIN90 = tuple(c for c in range(1001, 1031) for _ in range(3))   # 30 cards x 3


def test_deck_rules_of_mr3_are_the_defaults_switches_15_16_18():
    # rules-legacy.md section 2: Main 40-60 (15), Extra at most 15 (16), Side 0-15 (18), 3 copies (19).
    assert DeckRules.of("mr3") == DeckRules() == DeckRules.of(MR3)
    assert DeckRules.of("tcg2002") == DeckRules(main_min=40, main_max=None, extra_max=None,
                                                side_max=15, max_copies=3, side_sizes=(0, 15))


@pytest.mark.parametrize("size", [61, 80, 90])
def test_switch15_tcg2002_has_no_main_deck_maximum(size):
    deck = Deck(MAIN90[:size])
    assert validate_deck(deck, POOL, rules="tcg2002").main == size
    assert validate_deck(deck, POOL, rules=TCG2002).main == size
    assert _problems(deck, rules="mr3") == (f"Main Deck has {size} cards; it must have 40 to 60",)


def test_switch15_tcg2002_still_needs_40_main_deck_cards():
    assert _problems(Deck(MAIN90[:39]), rules="tcg2002") == (
        "Main Deck has 39 cards; it must have at least 40",)


def test_switch16_tcg2002_has_no_fusion_deck_maximum():
    pool = CardDB(list(POOL) + [_card(c, f"Fusion {c}", FUSION) for c in range(3006, 3012)])
    big = Deck(MAIN40, tuple(c for c in range(3001, 3012) for _ in range(2)))   # 22 cards
    assert validate_deck(big, pool, rules="tcg2002").extra == 22
    assert _problems(big, pool, rules="mr3") == ("Extra Deck has 22 cards; it may have at most 15",)


@pytest.mark.parametrize("side, problems", [
    (0, ()), (15, ()),
    (5, ("Side Deck has 5 cards; it must have 0 or 15",)),
    (16, ("Side Deck has 16 cards; it may have at most 15",)),
])
def test_switch18_tcg2002_side_deck_is_0_or_15(side, problems):
    main = tuple(c for c in range(1001, 1031) for _ in range(2))[:40]
    deck = Deck(main, (), tuple(c for c in range(1021, 1031) for _ in range(2))[:side])
    if problems:
        assert _problems(deck, rules="tcg2002") == problems
    else:
        assert validate_deck(deck, POOL, rules="tcg2002").side == side
    if side == 5:
        assert validate_deck(deck, POOL, rules="mr3").side == 5   # any size up to 15 under MR3


def test_cli_validates_with_the_presets_deck_sizes():
    from pysim.cli import check_deck
    deck = Deck(MAIN90[:61], (), (), "big")
    check_deck(deck, POOL, None, "tcg2002")
    with pytest.raises(DeckError, match="it must have 40 to 60"):
        check_deck(deck, POOL, None, "mr3")
