"""lflist.conf parsing: syntax edge cases, errors, and the real April 2005 list."""
from collections import Counter

import pytest

from pysim.banlist import Banlist, BanlistError, load_lflist, parse_lflist

EXAMPLE = """#[List A][List B]
!List A
#forbidden
82301904 0 --Chaos Emperor Dragon - Envoy of the End
#limit
72989439 1
#semi-limit
18318842   2\t--Marshmallon

!List B
05318639 1
"""


def test_banlist_limit_defaults_to_three():
    banlist = Banlist("x", {1: 0, 2: 1, 3: 2})
    assert [banlist.limit(code) for code in (1, 2, 3, 4)] == [0, 1, 2, 3]
    assert (1 in banlist, 4 in banlist) == (True, False)


def test_whitelist_banlist_forbids_absent_cards():
    banlist = Banlist("x", {1: 3, 2: 1}, whitelist=True)
    assert [banlist.limit(code) for code in (1, 2, 4)] == [3, 1, 0]


def test_parse_lflist_reads_every_list_in_order():
    lists = parse_lflist(EXAMPLE)
    assert list(lists) == ["List A", "List B"]
    assert lists["List A"] == Banlist("List A", {82301904: 0, 72989439: 1, 18318842: 2})
    assert lists["List B"] == Banlist("List B", {5318639: 1})


def test_parse_lflist_accepts_crlf_and_a_bom():
    lists = parse_lflist("\ufeff#[A]\r\n!A\r\n72989439 1 --BLS\r\n\r\n")
    assert lists == {"A": Banlist("A", {72989439: 1})}


def test_parse_lflist_list_names_keep_inner_spaces():
    assert list(parse_lflist("!  2005.4.1 W/O Exarion  \n")) == ["2005.4.1 W/O Exarion"]


def test_parse_lflist_empty_text_and_empty_list():
    assert parse_lflist("") == {}
    assert parse_lflist("#[A]\n!A\n#forbidden\n") == {"A": Banlist("A", {})}


def test_parse_lflist_later_entry_for_a_passcode_wins():
    assert parse_lflist("!A\n72989439 0\n72989439 1\n")["A"].limits == {72989439: 1}


def test_parse_lflist_whitelist_directive():
    lists = parse_lflist("!Goat\n$whitelist\n55144522 1\n26202165 3\n!Other\n$other directive\n")
    assert lists["Goat"] == Banlist("Goat", {55144522: 1, 26202165: 3}, whitelist=True)
    assert lists["Other"].whitelist is False
    assert lists["Goat"].limit(1) == 0


@pytest.mark.parametrize("text, message", [
    ("72989439 1\n", "<lflist>, line 1: entry '72989439 1' comes before any '!name' line"),
    ("!A\nBLS 1\n", "<lflist>, line 2: expected 'passcode count [comment]', got 'BLS 1'"),
    ("!A\n72989439\n", "<lflist>, line 2: expected 'passcode count [comment]', got '72989439'"),
    ("!A\n72989439 one\n", "<lflist>, line 2: expected 'passcode count [comment]', "
                           "got '72989439 one'"),
    ("!A\n72989439 4\n", "<lflist>, line 2: passcode 72989439 has count 4; it must be 0 to 3"),
    ("!A\n\n5318639 -1\n", "<lflist>, line 3: passcode 05318639 has count -1; it must be 0 to 3"),
    ("#[]\n!\n", "<lflist>, line 2: '!' must be followed by the list's name"),
    ("!A\n!B\n!A\n", "<lflist>, line 3: list 'A' is defined twice"),
    ("$whitelist\n!A\n", "<lflist>, line 1: $whitelist before any '!name' line"),
])
def test_parse_lflist_errors_name_the_line(text, message):
    with pytest.raises(BanlistError) as err:
        parse_lflist(text)
    assert str(err.value) == message


@pytest.mark.parametrize("text, message", [
    ("!A\n" + "9" * 5000 + " 1\n",
     f"<lflist>, line 2: '{'9' * 60}...' is not a valid passcode (must be 0 to 2147483647)"),
    ("!A\n72989439 " + "9" * 5000 + "\n",
     f"<lflist>, line 2: passcode 72989439 has count {'9' * 60}...; it must be 0 to 3"),
    ("!A\n72989439 -" + "9" * 5000 + "\n",
     f"<lflist>, line 2: passcode 72989439 has count -{'9' * 59}...; it must be 0 to 3"),
    ("!A\n2147483648 1\n",
     "<lflist>, line 2: '2147483648' is not a valid passcode (must be 0 to 2147483647)"),
])
def test_parse_lflist_numbers_of_4300_digits_or_more_name_the_line(text, message):
    # Input: a passcode or count past Python's 4,300-digit int() limit (its ValueError names
    # neither file nor line), or a passcode past the int32 range of the engine's tables.
    with pytest.raises(BanlistError) as err:
        parse_lflist(text)
    assert str(err.value) == message


def test_parse_lflist_leading_zeros_of_any_length_are_read():
    # Input: 5,000 leading zeros on a passcode and on a count.
    lists = parse_lflist("!A\n" + "0" * 5000 + "72989439 " + "0" * 5000 + "1\n")
    assert lists["A"].limits == {72989439: 1}


def test_load_lflist_huge_count_names_the_file(tmp_path):
    path = tmp_path / "lflist.conf"
    path.write_text("!A\n72989439 " + "1" * 4400 + "\n")
    with pytest.raises(BanlistError, match=rf"^{path}, line 2: passcode 72989439 has count 1{{60}}"):
        load_lflist(path)


def test_parse_lflist_errors_name_the_source():
    with pytest.raises(BanlistError, match=r"^my\.conf, line 1: "):
        parse_lflist("1 1\n", source="my.conf")


def test_banlist_error_is_a_value_error():
    assert issubclass(BanlistError, ValueError)


def test_load_lflist_reads_a_file(tmp_path):
    path = tmp_path / "lflist.conf"
    path.write_bytes(EXAMPLE.replace("\n", "\r\n").encode())
    assert load_lflist(path) == parse_lflist(EXAMPLE)


def test_load_lflist_errors_name_the_file(tmp_path):
    path = tmp_path / "bad.conf"
    path.write_text("!A\nx\n")
    with pytest.raises(BanlistError) as err:
        load_lflist(path)
    assert str(err.value) == f"{path}, line 2: expected 'passcode count [comment]', got 'x'"


def test_load_lflist_missing_file(tmp_path):
    with pytest.raises(FileNotFoundError, match="banlist file not found: .*none.conf"):
        load_lflist(tmp_path / "none.conf")


def test_load_lflist_binary_file(tmp_path):
    path = tmp_path / "bin.conf"
    path.write_bytes(b"!A\n\x80")
    with pytest.raises(BanlistError, match=r"bin\.conf: not a text lflist\.conf"):
        load_lflist(path)


# ------------------------------------------------------- the real April 2005 list

def test_goat_lflist_holds_both_lists(goat_lists):
    assert list(goat_lists) == ["2005.4.1", "2005.4.1 W/O Exarion"]
    assert not any(b.whitelist for b in goat_lists.values())


def test_goat_lflist_counts_by_status(goat_lists):
    assert Counter(goat_lists["2005.4.1"].limits.values()) == {0: 17, 1: 41, 2: 15}
    assert Counter(goat_lists["2005.4.1 W/O Exarion"].limits.values()) == {0: 22, 1: 41, 2: 15}


def test_goat_lflist_known_entries(goat_lists):
    april = goat_lists["2005.4.1"]
    assert april.limit(82301904) == 0   # Chaos Emperor Dragon - Envoy of the End: first line
    assert april.limit(3078576) == 0    # listed as 03078576
    assert april.limit(72989439) == 1   # Black Luster Soldier - Envoy of the Beginning
    assert april.limit(77585513) == 1   # Jinzo
    assert april.limit(18318842) == 2   # first Semi-Limited entry
    assert april.limit(28566710) == 2   # Last Turn: last entry, before the blank line
    assert april.limit(63749102) == 3   # Exarion Universe: unlimited here
    assert april.limit(89631139) == 3   # Blue-Eyes White Dragon: not listed


def test_goat_lflist_without_exarion(goat_lists):
    other = goat_lists["2005.4.1 W/O Exarion"]
    assert [other.limit(c) for c in (63749102, 14898066, 38033121, 30860696, 42035044)] \
        == [0, 0, 0, 0, 0]
    assert other.limit(28566710) == 2   # last line of the file, no final newline
    assert other.limit(72989439) == 1


@pytest.mark.parametrize("name, day", [
    ("2005.4.1", "2005-04-01"), ("2005.4.1 W/O Exarion", "2005-04-01"),
    ("2019.10 TCG", "2019-10-01"), ("2020.01.01 OCG", "2020-01-01"),
    ("List A", None), ("2005.13", None), ("20051", None)])
def test_a_list_named_after_its_day_has_that_date(name, day):
    # YGOPro names each list after the day it took effect; the date checks a list against the
    # rules played (pysim.formats.banlist_era_warning).
    found = Banlist(name).date
    assert (found.isoformat() if found else None) == day
