"""A user's cards.cdb of today (issue 13): EDOPro's schema with its extra columns loads, with
Pendulum Scales packed in `level`, Ranks, Tuners, Link Monsters (loaded, never playable: Master
Rule 4 and later are not supported), Level/Rank/Scale 13, and the monster kinds beyond the 2005
pool. Normal Monsters, Normal Pendulum Monsters and effect-less Synchro and Xyz Monsters play
without a script. Also: the bundled card data is every ygo_core/data/cards*.csv, in name order."""
import sqlite3

import pytest

from ygo_core import CardDB, Duel
from ygo_core import carddb as C
from ygo_core.carddb import CardDataError, read_cdb

# EDOPro's cards.cdb schema: every datas column, texts with str1..str16.
DATAS = ("CREATE TABLE datas(id integer primary key, ot integer, alias integer, setcode integer, "
         "type integer, atk integer, def integer, level integer, race integer, attribute integer, "
         "category integer)")
TEXTS = ("CREATE TABLE texts(id integer primary key, name text, desc text, "
         + ", ".join(f"str{i} text" for i in range(1, 17)) + ")")

MONSTER, NORMAL, EFFECT = 0x1, 0x10, 0x20


def packed(level, left=0, right=0):
    """`datas.level` as YGOPro packs it: left scale in bits 24-31, right in 16-23."""
    return (left << 24) | (right << 16) | level


# passcode: (name, type, atk, def, packed level)
CARDS = {
    71000001: ("Test Normal Pendulum", MONSTER | NORMAL | C.TYPE_PENDULUM, 1500, 1300, packed(4, 4, 4)),
    71000002: ("Test Scale 13 Pendulum", MONSTER | EFFECT | C.TYPE_PENDULUM, 2500, 2000, packed(8, 13, 13)),
    71000003: ("Test Plain Synchro", MONSTER | C.TYPE_SYNCHRO, 2500, 2000, packed(8)),
    71000004: ("Test Plain Xyz", MONSTER | C.TYPE_XYZ, 2000, 1500, packed(4)),
    71000005: ("Test Effect Xyz", MONSTER | EFFECT | C.TYPE_XYZ, 2500, 2000, packed(4)),
    71000006: ("Test Normal Tuner", MONSTER | NORMAL | C.TYPE_TUNER, 500, 500, packed(3)),
    71000007: ("Test Link", MONSTER | EFFECT | C.TYPE_LINK, 1500, 0x28, packed(2)),
    71000008: ("Test Rank 13", MONSTER | EFFECT | C.TYPE_XYZ, 5000, 5000, packed(13)),
    71000009: ("Test Spirit", MONSTER | EFFECT | C.TYPE_SPIRIT, 1000, 1000, packed(4)),
    71000010: ("Test Union", MONSTER | EFFECT | C.TYPE_UNION, 1000, 1000, packed(4)),
    71000011: ("Test Gemini", MONSTER | EFFECT | C.TYPE_GEMINI, 1000, 1000, packed(4)),
    71000012: ("Test Toon", MONSTER | EFFECT | C.TYPE_TOON, 1000, 1000, packed(4)),
    71000013: ("Test Flip", MONSTER | EFFECT | C.TYPE_FLIP, 1000, 1000, packed(4)),
    71000014: ("Test Synchro Tuner", MONSTER | EFFECT | C.TYPE_SYNCHRO | C.TYPE_TUNER, 2000, 1000, packed(6)),
    71000015: ("Test Normal", MONSTER | NORMAL, 1000, 1000, packed(4)),
}
(NORMAL_PENDULUM, SCALE13, PLAIN_SYNCHRO, PLAIN_XYZ, EFFECT_XYZ, NORMAL_TUNER, LINK, RANK13,
 SPIRIT, UNION, GEMINI, TOON, FLIP, SYNCHRO_TUNER, PLAIN) = sorted(CARDS)


def write_modern_cdb(path, cards=CARDS):
    con = sqlite3.connect(path)
    con.execute(DATAS)
    con.execute(TEXTS)
    for code, (name, kind, atk, defense, level) in cards.items():
        # EDOPro's extra columns hold real-looking values: ot 3 (OCG/TCG), a setcode, a category.
        con.execute("INSERT INTO datas VALUES (?, 3, 0, ?, ?, ?, ?, ?, 1, 16, ?)",
                    (code, 0x1234_0056, kind, atk, defense, level, 0x10000))
        con.execute("INSERT INTO texts VALUES (?, ?, 'Text.'" + ", 'hint'" * 16 + ")", (code, name))
    con.commit()
    con.close()
    return path


@pytest.fixture(scope="module")
def modern(tmp_path_factory):
    return CardDB.from_cdb(write_modern_cdb(tmp_path_factory.mktemp("cdb") / "cards.cdb"))


def test_a_modern_cdb_with_every_edopro_column_loads(modern):
    for code, (name, kind, *_ignored) in CARDS.items():
        assert modern[code].name == name and modern[code].type == kind
    assert len(modern) == len(CardDB()) + len(CARDS)       # merged over the bundled pool


def test_pendulum_scales_come_from_the_high_bytes_of_level(modern):
    # M: the Level is the low byte, the scales above it (13 where a card has it).
    card = modern[NORMAL_PENDULUM]
    assert (card.level, card.left_scale, card.right_scale) == (4, 4, 4)
    card = modern[SCALE13]
    assert (card.level, card.left_scale, card.right_scale) == (8, 13, 13)
    assert "Scales 13/13" in card.describe()


def test_rank_13_loads_and_is_shown_as_a_rank(modern):
    assert modern[RANK13].level == 13
    assert modern[RANK13].describe() == ("Test Rank 13 (71000008): Rank 13 LIGHT Xyz Monster, "
                                         "ATK 5000 / DEF 5000")


def test_a_link_monster_loads_with_its_arrows_and_no_def(modern):
    # A Link Monster: level = Link Rating, def = its Link Arrows (it has no DEF).
    card = modern[LINK]
    assert (card.level, card.atk, card.defense, card.link_markers) == (2, 1500, 0, 0x28)
    assert card.is_link and not card.def_unknown
    assert card.describe() == "Test Link (71000007): Link-2 LIGHT Link Monster, ATK 1500"


def test_a_link_monster_is_never_playable_and_says_why(modern):
    assert not modern.is_playable(LINK)
    assert modern.unplayable_reason(LINK) == "a Link Monster: Master Rule 4 and later are not supported"
    with pytest.raises(ValueError, match=r"Test Link \(71000007\) \[a Link Monster: Master Rule 4 "):
        Duel(modern, [PLAIN] * 39 + [LINK], [PLAIN] * 40)   # the validator refuses it first (test_validate_eras)


@pytest.mark.parametrize("code", [PLAIN, NORMAL_PENDULUM, NORMAL_TUNER, PLAIN_SYNCHRO, PLAIN_XYZ])
def test_normal_normal_pendulum_and_effectless_synchro_and_xyz_play_without_a_script(modern, code):
    # A Normal Monster (a Tuner or a Normal Pendulum too) and an effect-less Synchro or Xyz
    # Monster (no TYPE_EFFECT) need no script.
    assert modern.is_playable(code) and modern.unplayable_reason(code) is None


@pytest.mark.parametrize("code", [SCALE13, EFFECT_XYZ, RANK13, SPIRIT, UNION, GEMINI, TOON, FLIP,
                                  SYNCHRO_TUNER])
def test_effect_monsters_of_every_kind_need_a_script(modern, code):
    assert not modern.is_playable(code)
    assert modern.unplayable_reason(code) == "no script implements it yet"


def test_the_kinds_beyond_the_2005_pool_are_named(modern):
    assert modern[SPIRIT].kinds == ("Spirit", "Effect")
    assert modern[UNION].kinds == ("Union", "Effect")
    assert modern[GEMINI].kinds == ("Gemini", "Effect")
    assert modern[TOON].kinds == ("Toon", "Effect")
    assert modern[FLIP].kinds == ("Flip", "Effect")
    assert modern[SYNCHRO_TUNER].kinds == ("Synchro", "Tuner", "Effect")
    assert modern[NORMAL_PENDULUM].kinds == ("Pendulum", "Normal")
    assert modern[LINK].kinds == ("Link", "Effect")


def test_a_duel_plays_normal_pendulum_and_tuner_monsters_from_a_modern_cdb(modern):
    deck = [NORMAL_PENDULUM] * 20 + [NORMAL_TUNER] * 20
    duel = Duel(modern, deck, [PLAIN] * 40, seed=3, extra0=[PLAIN_SYNCHRO, PLAIN_XYZ])
    duel.playout(seed=1)
    assert duel.is_terminal()


def test_a_level_over_13_is_refused(tmp_path):
    path = write_modern_cdb(tmp_path / "bad.cdb", {71000099: ("Too High", MONSTER | NORMAL, 0, 0, packed(14))})
    with pytest.raises(CardDataError, match="card 71000099, column level: Level 14 .* is outside 0-13"):
        read_cdb(path)


def test_a_pendulum_scale_over_13_is_refused(tmp_path):
    cards = {71000098: ("Wide Scale", MONSTER | NORMAL | C.TYPE_PENDULUM, 0, 0, packed(4, 14, 1))}
    with pytest.raises(CardDataError, match=r"card 71000098, column level: Pendulum Scales 14/1 .* outside 0-13"):
        read_cdb(write_modern_cdb(tmp_path / "bad.cdb", cards))


# ---- The bundled data: every cards*.csv in name order ---------------------------------------------

def test_the_bundled_loader_reads_every_cards_csv_in_name_order(tmp_path):
    bundled = C.bundled_files()
    assert [f.name for f in bundled] == sorted(f.name for f in bundled) and "cards.csv" in [f.name for f in bundled]
    header = "code,alias,type,level,attribute,race,atk,def,name\n"
    (tmp_path / "cards.csv").write_text(header + "1,0,17,4,1,1,1000,1000,One\n2,0,17,4,1,1,1000,1000,Two\n")
    (tmp_path / "cards-mr3.csv").write_text(
        header + f"3,0,{MONSTER | EFFECT | C.TYPE_LINK},2,32,1,1500,40,Linked\n"
        f"4,0,{MONSTER | NORMAL | C.TYPE_PENDULUM},{packed(4, 2, 2)},1,1,1000,1000,Pend\n")
    (tmp_path / "cards-zz.csv").write_text(header + "2,0,17,4,1,1,2000,2000,Two Again\n")
    (tmp_path / "other.csv").write_text(header + "5,0,17,4,1,1,0,0,Not Read\n")
    assert [f.name for f in C.bundled_files(tmp_path)] == ["cards-mr3.csv", "cards-zz.csv", "cards.csv"]
    cards = {c.code: c for c in C._read_bundled(tmp_path)}
    assert sorted(cards) == [1, 2, 3, 4]                     # other.csv is not card data
    assert cards[2].name == "Two"                             # cards.csv comes last by name
    assert (cards[3].defense, cards[3].link_markers) == (0, 40)
    assert (cards[4].left_scale, cards[4].right_scale, cards[4].level) == (2, 2, 4)


def test_the_bundled_pool_is_as_before():
    # CardDB() holds every card of cards.csv (the Starter/GOAT pool) with the same facts; with
    # cards.csv alone, the same 243 rows and the same fingerprint as before the loader read
    # every cards*.csv.
    import csv
    db = CardDB()
    rows = list(csv.DictReader(C.bundled_files()[-1].read_text(encoding="utf-8").splitlines()))
    assert C.bundled_files()[-1].name == "cards.csv" and len(rows) == 243
    assert all(db[int(r["code"])].name == r["name"] and db[int(r["code"])].atk == int(r["atk"]) for r in rows)
    if [f.name for f in C.bundled_files()] == ["cards.csv"]:
        assert len(db) == 243
        assert db.fingerprint == (-1299716200, -2117069066, 1540106861, 391309545)


def test_ygo_sim_cards_says_why_a_link_monster_does_not_play(capsys, tmp_path):
    from pysim.cli import main
    cdb = write_modern_cdb(tmp_path / "cards.cdb")
    deck = tmp_path / "modern.ydk"
    deck.write_text("#main\n" + f"{PLAIN}\n" * 40 + "#extra\n" + f"{LINK}\n{EFFECT_XYZ}\n")
    assert main(["cards", str(deck), "--cdb", str(cdb)]) == 1
    out = capsys.readouterr().out
    assert f"  {LINK:08d} Test Link x1 (a Link Monster: Master Rule 4 and later are not supported)" in out
    assert f"  {EFFECT_XYZ:08d} Test Effect Xyz x1\n" in out


def test_a_normal_pendulum_monster_with_a_pendulum_effect_needs_a_script(tmp_path):
    # M03: a Pendulum Effect is an effect even on a Normal Pendulum Monster (Dragonpit
    # Magician): without a script the engine would play the card without it, so it is not
    # playable; the same card without one in its text plays from its data alone.
    with_effect = 71000016
    path = write_modern_cdb(tmp_path / "cards.cdb", {with_effect: CARDS[NORMAL_PENDULUM][:1] + CARDS[NORMAL_PENDULUM][1:]})
    con = sqlite3.connect(path)
    con.execute("UPDATE texts SET desc = ? WHERE id = ?",
                ("[ Pendulum Effect ]\nOnce per turn: something.\n[ Flavor Text ]\nA dragon.", with_effect))
    con.commit()
    con.close()
    db = CardDB.from_cdb(path)
    assert db[with_effect].pendulum_effect and not db.is_playable(with_effect)
    assert C.unplayable_reason(db[with_effect]) == "no script implements it yet"


def test_the_bundled_normal_pendulum_magicians_play_by_their_pendulum_effect_scripts(modern):
    # A Normal Pendulum Monster with a Pendulum Effect needs a script for it (the pendulum
    # family's, ygo_core/scripts/mr3/pendulum.py); one without plays with none.
    dragonpit, dragonpulse = 51531505, 15146890
    for code in (dragonpit, dragonpulse):
        assert CardDB()[code].pendulum_effect and CardDB().is_playable(code)
    assert not modern[NORMAL_PENDULUM].pendulum_effect and modern.is_playable(NORMAL_PENDULUM)
