"""Deck inputs: YDK text and files, ydke:// URLs, Extra Deck placement, the real deck files."""
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from pysim.decks import (
    Deck, DeckError, load_deck, load_ydk, parse_ydk, parse_ydke, place_extra_by_type,
    to_ydk, to_ydke,
)
from ygo_core.carddb import TYPE_EFFECT, TYPE_FUSION, TYPE_MONSTER, TYPE_SPELL, CardInfo

BUNDLED_DECKS = Path(__file__).resolve().parents[2] / "pysim" / "data" / "decks"

GAIA, DARK_MAGICIAN, POT = 6368038, 46986414, 55144522
THOUSAND_EYES = 63519819


# ----------------------------------------------------------------------- Deck

def test_deck_stores_lists_as_tuples_of_int():
    deck = Deck([GAIA, "46986414"], [THOUSAND_EYES], [], name="x")
    assert deck == Deck((GAIA, DARK_MAGICIAN), (THOUSAND_EYES,), (), "x")


def test_deck_is_frozen():
    deck = Deck((GAIA,))
    with pytest.raises(FrozenInstanceError):
        deck.main = ()


# ------------------------------------------------------------------ parse_ydk

def test_parse_ydk_reads_the_three_sections():
    text = "#main\n06368038\n46986414\n#extra\n63519819\n!side\n55144522\n"
    assert parse_ydk(text, name="d") == Deck((GAIA, DARK_MAGICIAN), (THOUSAND_EYES,), (POT,), "d")


def test_parse_ydk_accepts_crlf_line_endings():
    text = "#created by x\r\n#main\r\n06368038\r\n#extra\r\n63519819\r\n!side\r\n55144522\r\n"
    assert parse_ydk(text) == Deck((GAIA,), (THOUSAND_EYES,), (POT,))


def test_parse_ydk_skips_comments_and_blank_lines():
    text = ("#created by Starter Deck: Yugi (2002), 50 cards\n\n#main\n# a note\n06368038\n"
            "\n   \n#another comment\n46986414\n#extra\n!side\n")
    assert parse_ydk(text) == Deck((GAIA, DARK_MAGICIAN), (), ())


def test_parse_ydk_strips_leading_zeros():
    assert parse_ydk("#main\n06368038\n00000001\n").main == (GAIA, 1)


def test_parse_ydk_strips_surrounding_whitespace():
    assert parse_ydk("  #main \n\t06368038  \n #extra\n 63519819\t\n").main == (GAIA,)
    assert parse_ydk("  #main \n\t06368038  \n #extra\n 63519819\t\n").extra == (THOUSAND_EYES,)


def test_parse_ydk_reads_the_side_deck_after_bang_side():
    deck = parse_ydk("#main\n06368038\n#extra\n!side\n55144522\n55144522\n")
    assert (deck.main, deck.extra, deck.side) == ((GAIA,), (), (POT, POT))


def test_parse_ydk_section_markers_ignore_case():
    deck = parse_ydk("#MAIN\n06368038\n#Extra\n63519819\n!Side\n55144522\n")
    assert deck == Deck((GAIA,), (THOUSAND_EYES,), (POT,))


def test_parse_ydk_sections_may_be_empty_or_missing():
    assert parse_ydk("#main\n#extra\n!side\n") == Deck((), (), ())
    assert parse_ydk("") == Deck((), (), ())
    assert parse_ydk("#main\n06368038\n") == Deck((GAIA,), (), ())


def test_parse_ydk_lines_before_any_marker_are_main_deck():
    assert parse_ydk("06368038\n#extra\n63519819\n") == Deck((GAIA,), (THOUSAND_EYES,), ())


def test_parse_ydk_sections_may_repeat_and_come_in_any_order():
    deck = parse_ydk("!side\n55144522\n#main\n06368038\n#extra\n63519819\n#main\n46986414\n")
    assert deck == Deck((GAIA, DARK_MAGICIAN), (THOUSAND_EYES,), (POT,))


def test_parse_ydk_ignores_a_byte_order_mark():
    assert parse_ydk("\ufeff#main\n06368038\n").main == (GAIA,)


def test_parse_ydk_keeps_the_last_line_without_newline():
    assert parse_ydk("#main\n06368038").main == (GAIA,)


def test_parse_ydk_garbage_line_names_source_line_and_text():
    with pytest.raises(DeckError) as err:
        parse_ydk("#main\n06368038\nDark Magician\n", name="yugi")
    assert str(err.value) == ("yugi, line 3: expected a passcode, a section marker "
                              "(#main, #extra, !side) or a '#' comment, got 'Dark Magician'")


def test_parse_ydk_garbage_line_prefers_source_over_name():
    with pytest.raises(DeckError, match=r"^decks/a\.ydk, line 1: .* got '12ab'$"):
        parse_ydk("12ab\n", name="a", source="decks/a.ydk")


def test_parse_ydk_garbage_line_without_name_says_ydk():
    with pytest.raises(DeckError, match=r"^<ydk>, line 2: .* got '-5'$"):
        parse_ydk("#main\n-5\n")


def test_parse_ydk_unknown_bang_marker_is_an_error():
    with pytest.raises(DeckError, match=r"^<ydk>, line 1: .* got '!extra'$"):
        parse_ydk("!extra\n")


def test_parse_ydk_passcode_with_trailing_text_is_an_error():
    with pytest.raises(DeckError, match=r"line 2: .* got '06368038 Gaia'$"):
        parse_ydk("#main\n06368038 Gaia\n")


def test_parse_ydk_passcode_zero_is_an_error():
    with pytest.raises(DeckError) as err:
        parse_ydk("#main\n00000000\n")
    assert str(err.value) == ("<ydk>, line 2: '00000000' is not a valid passcode "
                              "(must be 1 to 2147483647)")


def test_parse_ydk_passcode_too_large_is_an_error():
    with pytest.raises(DeckError, match=r"line 1: '2147483648' is not a valid passcode"):
        parse_ydk("2147483648\n")


def test_parse_ydk_passcode_of_5000_digits_names_the_line():
    # Input: a 5,000-digit passcode, past Python's 4,300-digit int() limit (whose ValueError
    # names neither file nor line): the usual message, with the number clipped.
    with pytest.raises(DeckError) as err:
        parse_ydk("#main\n06368038\n" + "9" * 5000 + "\n", source="huge.ydk")
    assert str(err.value) == (f"huge.ydk, line 3: '{'9' * 60}...' is not a valid passcode "
                              "(must be 1 to 2147483647)")


def test_parse_ydk_passcode_with_5000_leading_zeros_is_read():
    # Input: a passcode padded with 5,000 zeros: leading zeros are allowed, whatever their number.
    assert parse_ydk("0" * 5000 + "6368038\n").main == (GAIA,)


def test_load_ydk_passcode_of_5000_digits_names_the_file(tmp_path):
    path = tmp_path / "huge.ydk"
    path.write_text("#main\n" + "1" * 4301 + "\n")
    with pytest.raises(DeckError, match=rf"^{path}, line 2: '1{{60}}\.\.\.' is not a valid passcode"):
        load_ydk(path)


def test_parse_ydk_rejects_non_ascii_digits():
    with pytest.raises(DeckError, match=r"got '١٢٣'$"):
        parse_ydk("١٢٣\n")


def test_deck_error_is_a_value_error_with_its_problem():
    with pytest.raises(ValueError) as err:
        parse_ydk("x\n")
    assert err.value.problems == (str(err.value),)


# ------------------------------------------------------------------- load_ydk

def test_load_ydk_names_the_deck_after_the_file(tmp_path):
    path = tmp_path / "my-deck.ydk"
    path.write_bytes(b"#created by me\r\n#main\r\n06368038\r\n#extra\r\n!side\r\n")
    assert load_ydk(path) == Deck((GAIA,), (), (), "my-deck")


def test_load_ydk_accepts_a_str_path_and_a_bom(tmp_path):
    path = tmp_path / "bom.ydk"
    path.write_bytes(b"\xef\xbb\xbf#main\n06368038\n")
    assert load_ydk(str(path)) == Deck((GAIA,), (), (), "bom")


def test_load_ydk_garbage_line_names_the_file(tmp_path):
    path = tmp_path / "bad.ydk"
    path.write_text("#main\n06368038\n\n06368O38\n")
    with pytest.raises(DeckError) as err:
        load_ydk(path)
    assert str(err.value) == (f"{path}, line 4: expected a passcode, a section marker "
                              "(#main, #extra, !side) or a '#' comment, got '06368O38'")


def test_load_ydk_missing_file(tmp_path):
    with pytest.raises(FileNotFoundError, match="deck file not found: .*nope.ydk"):
        load_ydk(tmp_path / "nope.ydk")


def test_load_ydk_binary_file_is_a_deck_error(tmp_path):
    path = tmp_path / "cards.ydk"
    path.write_bytes(b"#main\n\xff\xfe\x00")
    message = r"cards\.ydk: not a text YDK file \(invalid start byte at byte 6\)"
    with pytest.raises(DeckError, match=message):
        load_ydk(path)


# ---------------------------------------------------------------------- to_ydk

def test_to_ydk_writes_eight_digit_passcodes():
    text = to_ydk(Deck((GAIA, DARK_MAGICIAN), (THOUSAND_EYES,), (POT,), "d"))
    assert text == ("#created by ygo-sim: d\n#main\n06368038\n46986414\n#extra\n63519819\n"
                    "!side\n55144522\n")


def test_to_ydk_of_an_empty_unnamed_deck():
    assert to_ydk(Deck(())) == "#created by ygo-sim\n#main\n#extra\n!side\n"


def test_ydk_round_trip():
    deck = Deck((GAIA, GAIA, 1, 123456789), (THOUSAND_EYES,), (POT, GAIA), "round")
    assert parse_ydk(to_ydk(deck), name="round") == deck


# ------------------------------------------------------------------------ ydke

def test_parse_ydke_decodes_little_endian_passcodes():
    deck = parse_ydke("ydke://JithAK70zAIBAAAA!SzzJAw==!SnBJAw==!")
    assert deck == Deck((GAIA, DARK_MAGICIAN, 1), (THOUSAND_EYES,), (POT,))


def test_parse_ydke_empty_deck():
    assert parse_ydke("ydke://!!!") == Deck((), (), ())


def test_parse_ydke_takes_a_name():
    assert parse_ydke("ydke://JithAA==!!!", name="g") == Deck((GAIA,), (), (), "g")


def test_parse_ydke_accepts_whitespace_and_missing_padding():
    deck = parse_ydke("  ydke://JithAA!SzzJAw==!SnBJAw!  \n")
    assert deck == Deck((GAIA,), (THOUSAND_EYES,), (POT,))


def test_to_ydke_encodes_each_section():
    assert to_ydke(Deck((GAIA, DARK_MAGICIAN, 1), (THOUSAND_EYES,), (POT,))) == \
        "ydke://JithAK70zAIBAAAA!SzzJAw==!SnBJAw==!"
    assert to_ydke(Deck(())) == "ydke://!!!"


def test_ydke_round_trip():
    deck = Deck((GAIA,) * 3 + (DARK_MAGICIAN, 2147483647), (THOUSAND_EYES,) * 2, (POT,))
    assert parse_ydke(to_ydke(deck)) == deck


@pytest.mark.parametrize("url, message", [
    ("https://JithAA==!!!", "not a ydke URL (must start with 'ydke://'): 'https://JithAA==!!!'"),
    ("ydke://JithAA==!!", "malformed ydke URL: expected 3 sections each ended by '!' "
                          "(main!extra!side!), found 2 '!': 'ydke://JithAA==!!'"),
    ("ydke://JithAA==!SzzJAw==!SnBJAw==", "malformed ydke URL: expected 3 sections each ended "
                                          "by '!' (main!extra!side!), found 2 '!': "
                                          "'ydke://JithAA==!SzzJAw==!SnBJAw=='"),
    ("ydke://!!!!", "malformed ydke URL: expected 3 sections each ended by '!' "
                    "(main!extra!side!), found 4 '!': 'ydke://!!!!'"),
    ("ydke://", "malformed ydke URL: expected 3 sections each ended by '!' "
                "(main!extra!side!), found 0 '!': 'ydke://'"),
    ("ydke://!Jit*AA==!!", "malformed ydke URL: the Extra Deck section is not base64: 'Jit*AA=='"),
    ("ydke://JithA!!!", "malformed ydke URL: the Main Deck section is not base64: 'JithA'"),
    ("ydke://!!Jith!", "malformed ydke URL: the Side Deck section decodes to 3 bytes, "
                       "not a whole number of 4-byte passcodes"),
    ("ydke://AAAAAA==!!!", "malformed ydke URL: Main Deck card 1 has passcode 0, "
                           "which is not valid (must be 1 to 2147483647)"),
    ("ydke://JithAP////8=!!!", "malformed ydke URL: Main Deck card 2 has passcode 4294967295, "
                                "which is not valid (must be 1 to 2147483647)"),
])
def test_parse_ydke_malformed(url, message):
    with pytest.raises(DeckError) as err:
        parse_ydke(url)
    assert str(err.value) == message


def test_parse_ydke_clips_long_urls_in_messages():
    with pytest.raises(DeckError) as err:
        parse_ydke("deck://" + "A" * 100)
    assert str(err.value) == ("not a ydke URL (must start with 'ydke://'): '"
                              + "deck://" + "A" * 53 + "...'")


# ------------------------------------------------------------------ load_deck

def test_load_deck_dispatches_on_the_ydke_prefix(tmp_path):
    path = tmp_path / "g.ydk"
    path.write_text("#main\n06368038\n")
    assert load_deck("ydke://JithAA==!!!") == Deck((GAIA,))
    assert load_deck(" ydke://JithAA==!!!") == Deck((GAIA,))
    assert load_deck(str(path)) == Deck((GAIA,), name="g")
    assert load_deck(path) == Deck((GAIA,), name="g")


def test_load_deck_of_a_missing_path(tmp_path):
    with pytest.raises(FileNotFoundError):
        load_deck(str(tmp_path / "ydke.ydk"))


# --------------------------------------------------------- place_extra_by_type

def _card(code, type_):
    return CardInfo(code=code, alias=0, name=str(code), type=type_, level=4,
                    attribute=1, race=1, atk=0, defense=0)


FUSION = TYPE_MONSTER | TYPE_FUSION | TYPE_EFFECT
SMALL_POOL = {1: _card(1, TYPE_MONSTER | TYPE_EFFECT), 2: _card(2, FUSION),
              3: _card(3, TYPE_SPELL), 4: _card(4, FUSION)}


def test_place_extra_by_type_moves_extra_deck_monsters_to_the_end_of_extra():
    deck = Deck((1, 2, 3, 4, 2, 99), (4,), (2,), "n")
    assert place_extra_by_type(deck, SMALL_POOL) == Deck((1, 3, 99), (4, 2, 4, 2), (2,), "n")


def test_place_extra_by_type_returns_the_same_deck_when_nothing_moves():
    deck = Deck((1, 3), (2,))
    assert place_extra_by_type(deck, SMALL_POOL) is deck


def test_place_extra_by_type_with_the_goat_card_data(goat_db):
    deck = Deck((26202165, THOUSAND_EYES, 55144522), ())
    assert place_extra_by_type(deck, goat_db) == Deck((26202165, 55144522), (THOUSAND_EYES,))


# ------------------------------------------------------------ real deck files

REAL_DECKS = {  # path under ../shared/decks: (main, extra, side, first Main Deck card)
    "starter-yugi.ydk": (50, 0, 0, 15025844),
    "starter-kaiba.ydk": (50, 0, 0, 89631139),
    "vanilla-yugi.ydk": (40, 0, 0, GAIA),
    "vanilla-kaiba.ydk": (40, 0, 0, 89631139),
    "goat/goat-control.ydk": (41, 9, 0, 8131171),
    "goat/chaos-turbo.ydk": (40, 0, 0, 72989439),
    "goat/warrior.ydk": (40, 0, 0, 72989439),
    "goat/zombie.ydk": (40, 0, 0, 57281778),
    "goat/empty-jar.ydk": (40, 0, 0, 31786629),
    "goat/drain-burn.ydk": (40, 0, 0, 26202165),
    "goat/dark-scorpion.ydk": (40, 0, 0, 76922029),
    "goat/monarch.ydk": (40, 0, 0, 51945556),
}


@pytest.mark.parametrize("name", sorted(REAL_DECKS))
def test_real_deck_files_parse(shared_file, name):
    deck = load_ydk(shared_file("decks", name))
    main, extra, side, first = REAL_DECKS[name]
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (main, extra, side)
    assert deck.main[0] == first
    assert deck.name == Path(name).stem


def test_real_deck_folder_holds_exactly_the_known_files(shared_file):
    root = shared_file("decks")
    found = {str(p.relative_to(root)) for p in root.rglob("*.ydk")}
    assert found == set(REAL_DECKS)


def test_goat_control_fusion_deck(shared_file):
    deck = load_ydk(shared_file("decks", "goat", "goat-control.ydk"))
    assert deck.extra == (63519819, 63519819, 63519819, 66235877, 85684223, 49868263,
                          53539634, 21175632, 87751584)


@pytest.mark.parametrize("name", sorted(REAL_DECKS))
def test_real_decks_survive_ydk_and_ydke_round_trips(shared_file, name):
    deck = load_ydk(shared_file("decks", name))
    assert parse_ydk(to_ydk(deck), name=deck.name) == deck
    assert parse_ydke(to_ydke(deck), name=deck.name) == deck


@pytest.mark.parametrize("name", ["starter-yugi", "starter-kaiba", "vanilla-yugi", "vanilla-kaiba"])
def test_bundled_decks_match_the_shared_copies(shared_file, name):
    bundled = load_ydk(BUNDLED_DECKS / f"{name}.ydk")
    assert bundled == load_ydk(shared_file("decks", f"{name}.ydk"))
