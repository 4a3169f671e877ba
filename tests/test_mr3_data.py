"""The card facts and deck lists of the two bundled Master Rule 3 products (issue 13, "Cards and
decks"): Structure Deck: Synchron Extreme (SDSE, 2015: Synchro) and Structure Deck: Master of
Pendulum (SDMP, 2015: Pendulum, with an Xyz, a Synchro and a Fusion Monster in its Extra Deck).

The csv is read directly with ``csv`` (the loader that picks up ``ygo_core/data/cards*.csv``
lands separately), so these tests check the data files themselves: every row parses and is
well formed, every passcode of the two YDK files has a row, the deck sizes are legal (rules-mr3
B: Main Deck 40-60, Extra Deck at most 15), and a handful of facts checked against public
card databases (docs/mr3-cards.md names the source of each).
"""
import csv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "ygo_core" / "data"
DECKS = REPO / "pysim" / "data" / "decks" / "mr3"
COLUMNS = ["code", "alias", "type", "level", "attribute", "race", "atk", "def", "name"]

# YGOPro datas.type bits (the csv's encoding, as in cards.csv).
MONSTER, SPELL, TRAP = 0x1, 0x2, 0x4
NORMAL, EFFECT, FUSION, TUNER, SYNCHRO = 0x10, 0x20, 0x40, 0x1000, 0x2000
QUICKPLAY, CONTINUOUS, FIELD, COUNTER = 0x10000, 0x20000, 0x80000, 0x100000
XYZ, PENDULUM, SPECIAL_SUMMON_ONLY = 0x800000, 0x1000000, 0x2000000
TOKEN = 0x4000  # a Token's row (Synchron Token: Synchron Carrier (2))
EXTRA_DECK_KINDS = FUSION | SYNCHRO | XYZ
KNOWN_TYPE_BITS = (MONSTER | SPELL | TRAP | NORMAL | EFFECT | FUSION | TUNER | SYNCHRO | QUICKPLAY
                   | CONTINUOUS | FIELD | COUNTER | XYZ | PENDULUM | SPECIAL_SUMMON_ONLY | TOKEN)
# YGOPro attribute and race bits.
EARTH, WATER, FIRE, WIND, LIGHT, DARK = 0x01, 0x02, 0x04, 0x08, 0x10, 0x20
WARRIOR, SPELLCASTER, FIEND, MACHINE, DRAGON, BEAST, BEAST_WARRIOR, REPTILE = (
    0x1, 0x2, 0x8, 0x20, 0x2000, 0x4000, 0x8000, 0x80000)
# `level` packs a Pendulum Monster's scales: left << 24 | right << 16 | Level.
LEVEL_MASK = 0xFF
MAIN_MIN, MAIN_MAX, EXTRA_MAX = 40, 60, 15  # rules-mr3 B (deck construction)
PRODUCTS = {"synchron-extreme": (40, 4), "master-of-pendulum": (40, 3)}


def read_rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        # The cdb's columns; cards-mr3.csv adds `pendulum_effect` (1: the card text has one, M03).
        assert reader.fieldnames[:len(COLUMNS)] == COLUMNS, path.name
        assert reader.fieldnames[len(COLUMNS):] in ([], ["pendulum_effect"]), path.name
        return list(reader)


def read_ydk(path):
    """The passcodes of a YDK file's #main, #extra and !side sections (comments skipped)."""
    sections = {"main": [], "extra": [], "side": []}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line == "#main":
            current = "main"
        elif line == "#extra":
            current = "extra"
        elif line == "!side":
            current = "side"
        elif line and not line.startswith("#"):
            assert current is not None, f"{path.name}: a passcode before #main"
            sections[current].append(int(line))
    return sections


@pytest.fixture(scope="module")
def mr3():
    return {int(r["code"]): r for r in read_rows(DATA / "cards-mr3.csv")}


@pytest.fixture(scope="module")
def base():
    return {int(r["code"]): r for r in read_rows(DATA / "cards.csv")}


def test_every_row_of_cards_mr3_parses_and_is_well_formed(mr3):
    for code, r in mr3.items():
        kind = int(r["type"])
        assert 0 < code < 100_000_000 and int(r["alias"]) == 0, r
        assert kind & ~KNOWN_TYPE_BITS == 0, r
        assert bin(kind & (MONSTER | SPELL | TRAP)).count("1") == 1, r
        assert r["name"].strip() == r["name"] and r["name"], r
        if kind & MONSTER:
            level = int(r["level"])
            assert 1 <= level & LEVEL_MASK <= 12, r
            assert int(r["attribute"]) in (EARTH, WATER, FIRE, WIND, LIGHT, DARK), r
            assert bin(int(r["race"])).count("1") == 1, r
            assert int(r["atk"]) >= 0 and int(r["def"]) >= 0, r
            scales = level >> 16
            if kind & PENDULUM:
                assert scales & 0xFF == scales >> 8 and 0 <= scales & 0xFF <= 13, r
            else:
                assert scales == 0, r
        else:
            assert (int(r["level"]), int(r["attribute"]), int(r["race"])) == (0, 0, 0), r


def test_cards_mr3_adds_only_cards_not_already_in_cards_csv(mr3, base):
    assert not set(mr3) & set(base)
    assert not {r["name"] for r in mr3.values()} & {r["name"] for r in base.values()}
    assert len({r["name"] for r in mr3.values()}) == len(mr3)


@pytest.mark.parametrize("product", sorted(PRODUCTS))
def test_every_passcode_of_the_product_has_card_data(product, mr3, base):
    deck = read_ydk(DECKS / f"{product}.ydk")
    known = set(mr3) | set(base)
    missing = {c for part in deck.values() for c in part} - known
    assert not missing, f"{product}: no card data for {sorted(missing)}"


@pytest.mark.parametrize("product", sorted(PRODUCTS))
def test_deck_sizes_are_the_products_and_legal_B(product, mr3, base):
    """rules-mr3 B: a Main Deck of 40 to 60 cards, an Extra Deck of at most 15, at most 3 copies
    of a card; Fusion, Synchro and Xyz Monsters live in the Extra Deck, nothing else does."""
    deck = read_ydk(DECKS / f"{product}.ydk")
    rows = {**base, **mr3}
    assert (len(deck["main"]), len(deck["extra"])) == PRODUCTS[product]
    assert MAIN_MIN <= len(deck["main"]) <= MAIN_MAX and len(deck["extra"]) <= EXTRA_MAX
    assert deck["side"] == []
    for part in ("main", "extra"):
        for code in set(deck[part]):
            assert deck["main"].count(code) + deck["extra"].count(code) <= 3
            in_extra = bool(int(rows[code]["type"]) & EXTRA_DECK_KINDS)
            assert in_extra == (part == "extra"), (product, code, rows[code]["name"])


def test_the_products_cover_synchro_xyz_and_pendulum(mr3):
    kinds = 0
    for product in PRODUCTS:
        deck = read_ydk(DECKS / f"{product}.ydk")
        for code in deck["main"] + deck["extra"]:
            if code in mr3:
                kinds |= int(mr3[code]["type"])
    assert kinds & SYNCHRO and kinds & XYZ and kinds & PENDULUM and kinds & TUNER


def test_synchron_extreme_spot_facts(mr3):
    """Checked against two generated card headers of public YGOPro script repositories and the
    YGOPRODeck set record SDSE-EN004 (docs/mr3-cards.md, sources)."""
    junk = mr3[63977008]
    assert junk["name"] == "Junk Synchron"
    assert int(junk["type"]) == MONSTER | EFFECT | TUNER
    assert (int(junk["level"]), int(junk["attribute"]), int(junk["race"])) == (3, DARK, WARRIOR)
    assert (int(junk["atk"]), int(junk["def"])) == (1300, 500)
    quickdraw = mr3[20932152]
    assert (int(quickdraw["level"]), int(quickdraw["attribute"]), int(quickdraw["race"])) == (
        5, WIND, MACHINE)
    assert (int(quickdraw["atk"]), int(quickdraw["def"])) == (700, 1400)
    stardust = mr3[74892653]
    assert int(stardust["type"]) == MONSTER | EFFECT | SYNCHRO and int(stardust["level"]) == 10
    assert (int(stardust["atk"]), int(stardust["def"])) == (3000, 2500)
    accel = mr3[37675907]  # a Synchro Tuner: both bits
    assert int(accel["type"]) == MONSTER | EFFECT | SYNCHRO | TUNER
    assert (int(accel["atk"]), int(accel["def"])) == (500, 2100)
    birdman = mr3[64034255]  # a DARK Tuner
    assert int(birdman["type"]) == MONSTER | EFFECT | TUNER and int(birdman["attribute"]) == DARK
    collapserpent = mr3[61901281]  # "cannot be Normal Summoned/Set": the special-summon-only bit
    assert int(collapserpent["type"]) & SPECIAL_SUMMON_ONLY
    assert int(mr3[35014241]["type"]) == SPELL | QUICKPLAY  # Limit Overdrive
    assert int(mr3[1003840]["type"]) == SPELL | FIELD  # Starlight Junktion
    assert int(mr3[8529136]["type"]) == SPELL | QUICKPLAY  # Scrap Fist
    assert int(mr3[84749824]["type"]) == TRAP | COUNTER  # Solemn Warning


def test_master_of_pendulum_spot_facts(mr3):
    """Checked against generated card headers, a cards.cdb row quoted in a public project log, and
    yugioh-wiki.net (docs/mr3-cards.md, sources)."""
    dragonpit = mr3[51531505]  # a Normal Pendulum Monster (no monster effect): scale 8, Level 7
    assert int(dragonpit["type"]) == MONSTER | NORMAL | PENDULUM
    assert int(dragonpit["level"]) == 8 << 24 | 8 << 16 | 7
    assert (int(dragonpit["attribute"]), int(dragonpit["race"])) == (WATER, SPELLCASTER)
    assert (int(dragonpit["atk"]), int(dragonpit["def"])) == (900, 2700)
    dragonpulse = mr3[15146890]
    assert int(dragonpulse["level"]) == 1 << 24 | 1 << 16 | 4
    assert (int(dragonpulse["atk"]), int(dragonpulse["def"])) == (1800, 900)
    stargazer = mr3[94415058]
    assert int(stargazer["level"]) == 1 << 24 | 1 << 16 | 5
    assert (int(stargazer["atk"]), int(stargazer["def"])) == (1200, 2400)
    trump_witch = mr3[91584698]  # cdb row: type 0x1000021, level 0x04040001
    assert (int(trump_witch["type"]), int(trump_witch["level"])) == (0x1000021, 0x04040001)
    nobledragon = mr3[88935103]  # a Pendulum Tuner, scale 5 (not 2)
    assert int(nobledragon["type"]) == MONSTER | EFFECT | TUNER | PENDULUM
    assert int(nobledragon["level"]) == 5 << 24 | 5 << 16 | 3
    salutiger = mr3[44364077]
    assert (int(salutiger["race"]), int(salutiger["atk"]), int(salutiger["def"])) == (
        BEAST_WARRIOR, 1700, 500)
    jigabyte = mr3[40894584]
    assert (int(jigabyte["attribute"]), int(jigabyte["race"]), int(jigabyte["level"])) == (
        WATER, REPTILE, 4)
    nefarious = mr3[60666820]  # an EARTH Beast, whatever its name says
    assert (int(nefarious["attribute"]), int(nefarious["race"])) == (EARTH, BEAST)
    assert (int(nefarious["atk"]), int(nefarious["def"])) == (1500, 200)
    ferret = mr3[97396380]
    assert (int(ferret["level"]), int(ferret["atk"]), int(ferret["def"])) == (4, 1700, 600)
    assert int(mr3[16691074]["type"]) & XYZ and int(mr3[16691074]["level"]) == 7  # Rank 7
    meteorburst = mr3[80696379]  # a FIRE Synchro, the Xyz Absolute Dragon is WATER
    assert int(meteorburst["type"]) & SYNCHRO and int(meteorburst["attribute"]) == FIRE
    assert int(mr3[16691074]["attribute"]) == WATER
    timegazer = mr3[20409757]  # Level 3 1200/600 under a scale 8
    assert int(timegazer["level"]) == 8 << 24 | 8 << 16 | 3
    assert (int(timegazer["atk"]), int(timegazer["def"])) == (1200, 600)
    rune_eyes = mr3[1516510]  # a Dragon, not a Spellcaster
    assert (int(rune_eyes["attribute"]), int(rune_eyes["race"])) == (DARK, DRAGON)
    odd_eyes = mr3[16178681]
    assert int(odd_eyes["level"]) == 4 << 24 | 4 << 16 | 7
    assert (int(odd_eyes["attribute"]), int(odd_eyes["race"])) == (DARK, DRAGON)
    assert int(mr3[1516510]["type"]) & FUSION
    assert int(mr3[27813661]["type"]) == SPELL | FIELD  # Sky Iris


def test_the_decks_use_cards_of_cards_csv_by_their_own_rows(base):
    """The cards both products share with the 2002/GOAT data keep their existing rows."""
    for code, name in [(5318639, "Mystical Space Typhoon"), (97077563, "Call of the Haunted"),
                       (32807846, "Reinforcement of the Army"), (53582587, "Torrential Tribute"),
                       (73915051, "Scapegoat"), (24094654, "Polymerization")]:
        assert base[code]["name"] == name
