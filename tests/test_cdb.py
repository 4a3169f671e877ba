"""A user's cards.cdb is untrusted input (issue 7, items 11 and 12): every test writes a small
YGOPro card database with sqlite3 and checks what loading it does. Each test names the input it
guards: a "?" ATK/DEF (-2), an impossible value, NULL or text in an integer column, a file name
with URI characters, a file that is no card database."""
import sqlite3

import pytest

from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core.carddb import CardDataError, read_cdb

# The schema of YGOPro's cards.cdb (the columns the engine reads, and a few it does not).
DATAS = ("CREATE TABLE datas(id integer primary key, ot integer, alias integer, setcode integer, "
         "type integer, atk integer, def integer, level integer, race integer, attribute integer, "
         "category integer)")
TEXTS = "CREATE TABLE texts(id integer primary key, name text, desc text)"
NORMAL = 0x11  # Monster | Normal
BLUE_EYES = 89631139


def card(code, name="Test Monster", *, type=NORMAL, atk=1000, defense=1000, level=4, alias=0,
         race=0x1, attribute=0x1):
    """One card's columns, as YGOPro writes them."""
    return {"id": code, "alias": alias, "type": type, "atk": atk, "def": defense, "level": level,
            "race": race, "attribute": attribute, "name": name}


def write_cdb(path, cards, *, datas=DATAS, texts=TEXTS):
    con = sqlite3.connect(path)
    con.execute(datas)
    if texts:
        con.execute(texts)
    for c in cards:
        con.execute("INSERT INTO datas (id, ot, alias, setcode, type, atk, def, level, race, "
                    "attribute, category) VALUES (?, 3, ?, 0, ?, ?, ?, ?, ?, ?, 0)",
                    (c["id"], c["alias"], c["type"], c["atk"], c["def"], c["level"], c["race"],
                     c["attribute"]))
        if texts:
            con.execute("INSERT INTO texts (id, name, desc) VALUES (?, ?, '')", (c["id"], c["name"]))
    con.commit()
    con.close()
    return path


def one_line(exc_info) -> str:
    text = str(exc_info.value)
    assert "\n" not in text and "Traceback" not in text
    return text


# ---- "?" ATK/DEF ---------------------------------------------------------------------------

def test_question_mark_atk_and_def_play_as_zero_and_show_as_question_marks(tmp_path):
    # Input: atk = -2 and def = -2, YGOPro's "?" (Gradius' Option, Waltz Token).
    path = write_cdb(tmp_path / "cards.cdb", [card(70000001, "Unknown Stats", atk=-2, defense=-2),
                                               card(70000002, "Half Known", atk=1200, defense=-2)])
    db = CardDB.from_cdb(path)
    unknown, half = db[70000001], db[70000002]
    assert (unknown.atk, unknown.defense, unknown.atk_unknown, unknown.def_unknown) == (0, 0, True, True)
    assert (unknown.atk_text, unknown.def_text) == ("?", "?")
    assert unknown.describe() == "Unknown Stats (70000001): Level 4 EARTH Monster, ATK ? / DEF ?"
    assert half.describe().endswith("ATK 1200 / DEF ?")
    from ygo_core.layout import DB_ATK, DB_DEF
    assert db.table[db.row(70000001), DB_ATK] == 0 and db.table[db.row(70000001), DB_DEF] == 0


def test_question_mark_atk_monster_fights_with_zero_atk(tmp_path):
    # Input: atk = -2. In play it is 0 (the card data's "?"), so attacking a 1000-DEF monster
    # costs its controller 1000 LP (F18) instead of a negative or garbage amount.
    path = write_cdb(tmp_path / "cards.cdb", [card(70000001, "Unknown Stats", atk=-2, defense=-2),
                                               card(70000003, "Wall", atk=0, defense=1000)])
    db = CardDB.from_cdb(path)
    duel = Duel.from_position(db, turn=3, turn_player=0, phase="main1",
                              monsters=([70000001], [(70000003, "defense")]),
                              decks=([BLUE_EYES] * 5, [BLUE_EYES] * 5))
    assert duel.monsters(0)[0]["atk"] == 0 and duel.monsters(0)[0]["def"] == 0
    duel.apply(A.ACT_TO_BATTLE)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ATTACK + 0 * A.ATTACK_TARGETS + 0)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.lp(0) == 7000 and duel.lp(1) == 8000


def test_the_real_pool_loads_its_question_mark_cards_as_zero(shared_cdb):
    # Input: the GOAT pool (goat-en.cdb), which marks "?" ATK/DEF as -2.
    db = CardDB.from_cdb(shared_cdb)
    unknown = [c for c in db if c.atk_unknown or c.def_unknown]
    assert unknown and all(c.atk >= 0 and c.defense >= 0 for c in db)
    assert "?" in db[14291024].describe()  # Gradius' Option: ATK ? / DEF ?


# ---- impossible values ---------------------------------------------------------------------

@pytest.mark.parametrize("column, value, message", [
    ("atk", -1, "column atk: -1 is not a valid ATK"),
    ("atk", -3, "column atk: -3 is not a valid ATK"),
    ("defense", -500, "column def: -500 is not a valid DEF"),
    ("level", 14, "column level: Level 14 (the low byte of 14) is outside 0-13"),  # 13: EDOPro (issue 13)
    ("level", 0x0101FF, "column level: Level 255"),
    ("level", -1, "column level: -1 is negative"),
    ("atk", 2**31, "column atk: 2147483648 is outside the int32 range"),
    ("defense", -2**31 - 1, "column def: -2147483649 is outside the int32 range"),
    ("type", 2**40, "column type: 1099511627776 is outside the int32 range"),
    ("race", -4, "column race: -4 is negative"),
    ("alias", -1, "column alias: -1 is negative"),
])
def test_impossible_values_name_the_file_the_passcode_and_the_column(tmp_path, column, value, message):
    # Input: one impossible value in a datas column (negative ATK/DEF other than -2, a Level
    # outside 0-12 after decoding the low byte, a value over the int32 range, a negative kind).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001), card(70000005, **{column: value})])
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) .startswith(f"{path}: card 70000005, {message}")


def test_pendulum_scales_in_the_high_bytes_do_not_change_the_level(tmp_path):
    # Input: level = 0x04040007, YGOPro's packing of scales 4/4 over Level 7: the Level is the
    # low byte (7), and that is what is checked against 0-12.
    path = write_cdb(tmp_path / "pendulum.cdb", [card(70000006, level=0x04040007)])
    assert CardDB.from_cdb(path)[70000006].level == 7


def test_int32_extremes_are_accepted(tmp_path):
    # Input: ATK and DEF of 2**31 - 1, the largest value the engine's tables hold.
    path = write_cdb(tmp_path / "big.cdb", [card(70000007, atk=2**31 - 1, defense=2**31 - 1)])
    assert CardDB.from_cdb(path)[70000007].atk == 2**31 - 1


@pytest.mark.parametrize("column, sql_value, message", [
    ("atk", "NULL", "column atk: NULL where a number belongs"),
    ("level", "NULL", "column level: NULL where a number belongs"),
    ("alias", "NULL", "column alias: NULL where a number belongs"),
    ("def", "'lots'", "column def: 'lots' is not a whole number"),
    ("type", "'0x11'", "column type: '0x11' is not a whole number"),
    ("atk", "1500.5", "column atk: 1500.5 is not a whole number"),
    ("race", "x'00ff'", "column race: b'\\x00\\xff' is not a whole number"),
])
def test_null_or_text_in_an_integer_column_is_a_one_line_error(tmp_path, column, sql_value, message):
    # Input: NULL, text, a fraction or a blob where YGOPro stores an integer.
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001), card(70000008)])
    con = sqlite3.connect(path)
    con.execute(f"UPDATE datas SET {column} = {sql_value} WHERE id = 70000008")
    con.commit()
    con.close()
    with pytest.raises(CardDataError) as info:
        read_cdb(path)
    assert one_line(info) == f"{path}: card 70000008, {message}"


def test_a_whole_number_stored_as_real_is_read(tmp_path):
    # Input: atk stored as the REAL 1500.0 in a column without integer affinity.
    datas = DATAS.replace("atk integer", "atk")
    path = write_cdb(tmp_path / "real.cdb", [card(70000009)], datas=datas)
    con = sqlite3.connect(path)
    con.execute("UPDATE datas SET atk = 1500.0 WHERE id = 70000009")
    con.commit()
    con.close()
    assert read_cdb(path)[0].atk == 1500


def test_a_bad_passcode_is_named_by_its_row(tmp_path):
    # Input: a datas table whose id is not a primary key, holding text in the id column.
    datas = DATAS.replace("id integer primary key", "id integer")
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001)], datas=datas, texts=TEXTS)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO datas (id, alias, type, atk, def, level, race, attribute) "
                "VALUES ('abc', 0, 17, 0, 0, 4, 1, 1)")
    con.commit()
    con.close()
    with pytest.raises(CardDataError) as info:
        read_cdb(path)
    assert one_line(info) == f"{path}: row 2, column id: 'abc' is not a whole number"


def test_cli_prints_the_card_data_error_on_one_line_and_exits_non_zero(tmp_path, capsys):
    # Input: --cdb with a negative ATK: one "ygo-sim: error:" line, exit 2, no traceback.
    from pysim.cli import main
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, atk=-7)])
    assert main(["matchup", "-n", "1", "--cdb", str(path), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err == f"ygo-sim: error: {path}: card 70000005, column atk: -7 is not a valid ATK " \
                  f"(0 or more, or -2 for \"?\")\n"


# ---- values that load but make no card -----------------------------------------------------

def _refused(path, message):
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"{path}: {message}"


def test_a_card_with_no_kind_is_refused(tmp_path):
    # Input: type = 0, no Monster, Spell or Trap bit (it loaded and played as a typeless card).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001), card(70000005, type=0)])
    _refused(path, "card 70000005, column type: 0x0 has no card kind (Monster 0x1, Spell 0x2 or Trap 0x4)")


def test_a_card_of_two_kinds_is_refused(tmp_path):
    # Input: type = Monster | Spell.
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, type=0x3)])
    _refused(path, "card 70000005, column type: 0x3 is more than one card kind (Monster 0x1, Spell 0x2 or Trap 0x4)")


@pytest.mark.parametrize("bits", [0x8, 0x8000, 0x8000000, 0x40000000])
def test_unknown_type_bits_are_refused(tmp_path, bits):
    # Input: a type bit YGOPro's format does not define (0x8, 0x8000, past TYPE_LINK 0x4000000).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, type=NORMAL | bits)])
    _refused(path, f"card 70000005, column type: {NORMAL | bits:#x} has bits no card type uses ({bits:#x})")


def test_a_passcode_in_two_rows_is_refused(tmp_path):
    # Input: a datas table without its primary key holding one passcode twice (the last row
    # used to win silently).
    datas = DATAS.replace("id integer primary key", "id integer")
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001), card(70000005, atk=1000)], datas=datas)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO datas (id, alias, type, atk, def, level, race, attribute) "
                "VALUES (70000005, 0, 17, 3000, 0, 4, 1, 1)")
    con.commit()
    con.close()
    _refused(path, "card 70000005, column id: the passcode is in 2 rows of table 'datas'")


def test_a_name_in_two_rows_is_refused(tmp_path):
    # Input: a texts table without its primary key naming one card twice.
    texts = TEXTS.replace("id integer primary key", "id integer")
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, "First Name")], texts=texts)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO texts (id, name, desc) VALUES (70000005, 'Second Name', '')")
    con.commit()
    con.close()
    _refused(path, "card 70000005, column id: the passcode is in 2 rows of table 'texts'")


def test_a_null_name_is_refused(tmp_path):
    # Input: a texts row whose name is NULL (a missing texts row still reads as "": see below).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005)])
    con = sqlite3.connect(path)
    con.execute("UPDATE texts SET name = NULL WHERE id = 70000005")
    con.commit()
    con.close()
    _refused(path, "card 70000005, column name: NULL where a name belongs")


def test_passcode_0_is_refused(tmp_path):
    # Input: id = 0, which no card has (the engine's decks and tables use it for none).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000001), card(0)])
    _refused(path, "card 00000000, column id: 0 is not a passcode")


def test_an_alias_to_itself_is_refused(tmp_path):
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, alias=70000005)])
    _refused(path, "card 70000005, column alias: 70000005 is the card's own passcode")


def test_an_alias_to_a_missing_card_is_refused(tmp_path):
    # Input: an alias naming a card in neither this file nor the bundled data.
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, alias=70000003)])
    _refused(path, "card 70000005, column alias: 70000003 is not a card of this file or of the bundled data")


def test_an_alias_to_a_bundled_card_is_accepted(tmp_path):
    # An alternate artwork of a card the bundled data has (Blue-Eyes White Dragon).
    path = write_cdb(tmp_path / "alt.cdb", [card(BLUE_EYES + 1, "Blue-Eyes White Dragon", alias=BLUE_EYES)])
    assert CardDB.from_cdb(path)[BLUE_EYES + 1].base_code == BLUE_EYES


def test_a_name_of_10000_characters_is_refused(tmp_path):
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, "Long " * 2000)])
    _refused(path, "card 70000005, column name: 10000 characters (at most 200)")


def test_a_name_with_a_newline_is_refused(tmp_path):
    # Input: a name with a line break (a one-line report or a deck file would be cut by it).
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, "Two\nLines")])
    _refused(path, "card 70000005, column name: control character U+000A")


def test_a_long_name_with_newlines_is_refused(tmp_path):
    path = write_cdb(tmp_path / "bad.cdb", [card(70000005, "Line\n" * 2000)])
    _refused(path, "card 70000005, column name: 10000 characters (at most 200)")


def test_the_real_pool_passes_every_check(shared_cdb):
    # goat-en.cdb: one kind per card, known type bits, passcodes once, names, aliases to its cards.
    db = CardDB.from_cdb(shared_cdb)
    assert len(db) >= 1893 and all(c.name for c in db)


# ---- opening the file ----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["cards#1.cdb", "what?.cdb", "100%.cdb", "a%20b.cdb",
                                  "both#?%.cdb", "dir#x/cards.cdb"])
def test_a_path_with_uri_characters_is_opened_as_a_path(tmp_path, name):
    # Input: a file name holding '#', '?' or '%' (a raw "file:" URI read them as a fragment,
    # a query or an escape: "no such table: datas").
    path = tmp_path / name
    path.parent.mkdir(exist_ok=True)
    write_cdb(path, [card(70000010, "Odd Name Monster")])
    assert CardDB.from_cdb(path)[70000010].name == "Odd Name Monster"
    assert CardDB.from_cdb(str(path))[70000010].name == "Odd Name Monster"


def test_a_relative_path_with_uri_characters_is_opened(tmp_path, monkeypatch):
    # Input: a relative path with '#' (resolved against the working folder).
    monkeypatch.chdir(tmp_path)
    write_cdb(tmp_path / "my#cards.cdb", [card(70000011)])
    assert 70000011 in CardDB.from_cdb("my#cards.cdb")


def test_opening_read_only_does_not_create_or_change_the_file(tmp_path):
    # Input: a cdb; loading it leaves the bytes as they were (mode=ro).
    path = write_cdb(tmp_path / "cards.cdb", [card(70000012)])
    before = path.read_bytes()
    CardDB.from_cdb(path)
    assert path.read_bytes() == before


def test_a_missing_file_is_a_clear_error(tmp_path):
    # Input: a path that does not exist (nothing is created there either).
    path = tmp_path / "missing#.cdb"
    with pytest.raises(FileNotFoundError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"card database not found: {path}"
    assert not path.exists()


def test_a_folder_is_a_clear_error(tmp_path):
    # Input: --cdb pointing at a folder.
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(tmp_path)
    assert one_line(info) == f"{tmp_path}: a folder, not a card database"


def test_a_file_that_is_not_sqlite_is_a_clear_error(tmp_path):
    # Input: a text file named .cdb.
    path = tmp_path / "notes.cdb"
    path.write_text("these are not cards\n" * 100)
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"{path}: not a YGOPro card database (not an SQLite file)"


def test_an_empty_file_is_a_clear_error(tmp_path):
    # Input: a zero-byte file (SQLite reads it as an empty database: no tables).
    path = tmp_path / "empty.cdb"
    path.write_bytes(b"")
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"{path}: not a YGOPro card database (it has no table 'datas')"


def test_a_missing_table_is_named(tmp_path):
    # Input: a database with datas but no texts table.
    path = write_cdb(tmp_path / "notexts.cdb", [card(70000013)], texts=None)
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"{path}: not a YGOPro card database (it has no table 'texts')"


def test_a_missing_column_is_named(tmp_path):
    # Input: a datas table without the def column.
    datas = DATAS.replace(" def integer,", "")
    path = tmp_path / "nodef.cdb"
    con = sqlite3.connect(path)
    con.execute(datas)
    con.execute(TEXTS)
    con.commit()
    con.close()
    with pytest.raises(CardDataError) as info:
        CardDB.from_cdb(path)
    assert one_line(info) == f"{path}: not a YGOPro card database (table 'datas' has no column 'def')"


def test_a_card_without_a_name_row_reads_with_an_empty_name(tmp_path):
    # Input: a datas row with no texts row (the LEFT JOIN gives NULL): kept, named "".
    path = write_cdb(tmp_path / "cards.cdb", [card(70000014)])
    con = sqlite3.connect(path)
    con.execute("DELETE FROM texts")
    con.commit()
    con.close()
    assert read_cdb(path)[0].name == ""


@pytest.fixture
def shared_cdb():
    from helpers import SHARED
    path = SHARED / "cards" / "goat-en.cdb"
    if not path.exists():
        pytest.skip(f"{path} not present")
    return path
