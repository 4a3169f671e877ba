"""MR3 summons (xyz helper): a card pool for the Synchro and Xyz tests, the bundled and synthetic
cards of tests/helpers.py plus real Normal Tuner, Synchro and Xyz Monsters (facts: passcode,
Level/Rank, Attribute, Type, ATK/DEF) and a few scripted test monsters for material
restrictions, detach costs and "if this card was Synchro Summoned"."""
from __future__ import annotations

from ygo_core import CardDB, Duel
from ygo_core import layout as L
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    Filter, card, detach, draw, ignition, summoned_by, synchro_materials, trigger, xyz_materials,
)

from tests.helpers import _synthetic_cards, filler

MONSTER, NORMAL, EFFECT = L.TYPE_MONSTER, L.TYPE_NORMAL, L.TYPE_EFFECT
EARTH, WATER, FIRE, WIND, LIGHT, DARK = 0x1, 0x2, 0x4, 0x8, 0x10, 0x20
WARRIOR, DRAGON, ROCK, BEAST = 0x1, 0x2000, 0x100, 0x4000

# Real cards.
FLAMVELL_GUARD = 21615956     # Level 1 FIRE Dragon Tuner/Normal 100/2000
GAIA_KNIGHT = 97204936        # Gaia Knight, the Force of Earth: Level 6 EARTH Warrior Synchro 2600/800
GEM_KNIGHT_PEARL = 71594310   # Rank 4 EARTH Rock Xyz 2600/1900, 2 Level 4 monsters
SANGAN = 26202165             # Level 3 DARK Fiend, scripted (GOAT): "sent from the field to the GY"
SOLEMN_JUDGMENT = 41420027
MONSTER_REBORN = 83764718
CHANGE_OF_HEART = 4031928
SHEEP_TOKEN = 73915052
# Synthetic test cards (codes outside the real range).
TUNER_L2 = 98_000_102         # Level 2 DARK Normal Tuner 800/800
TUNER_L3_DARK = 98_000_103    # Level 3 DARK Normal Tuner 1000/1000
LIGHT_L3 = 98_000_203         # Level 3 LIGHT Normal 1200/1200
DARK_L3 = 98_000_303          # Level 3 DARK Normal 1300/1300
PARSHATH_LIKE = 98_001_006    # Level 6 LIGHT Synchro: 1 Tuner + 1 or more LIGHT non-Tuners
DRAW_SYNCHRO = 98_001_005     # Level 5 Synchro: if Synchro Summoned, draw 1 (trigger)
DETACH_XYZ = 98_001_104       # Rank 4 Xyz: 3 materials; detach 1: draw 1 (ignition)
RANK3_XYZ = 98_001_103        # Rank 3 Normal Xyz 1900/1900 (2 materials)
SYNCHRO_L4 = 98_001_004       # Level 4 Normal Synchro 1800/1800

REAL = [
    CardInfo(code=FLAMVELL_GUARD, alias=0, name="Flamvell Guard", type=MONSTER | NORMAL | L.TYPE_TUNER,
             level=1, attribute=FIRE, race=DRAGON, atk=100, defense=2000),
    CardInfo(code=GAIA_KNIGHT, alias=0, name="Gaia Knight, the Force of Earth", type=MONSTER | L.TYPE_SYNCHRO,
             level=6, attribute=EARTH, race=WARRIOR, atk=2600, defense=800),
    CardInfo(code=GEM_KNIGHT_PEARL, alias=0, name="Gem-Knight Pearl", type=MONSTER | L.TYPE_XYZ,
             level=4, attribute=EARTH, race=ROCK, atk=2600, defense=1900),
]
SYNTHETIC = [
    CardInfo(code=TUNER_L2, alias=0, name="Test Tuner L2", type=MONSTER | NORMAL | L.TYPE_TUNER, level=2,
             attribute=DARK, race=WARRIOR, atk=800, defense=800),
    CardInfo(code=TUNER_L3_DARK, alias=0, name="Test DARK Tuner L3", type=MONSTER | NORMAL | L.TYPE_TUNER,
             level=3, attribute=DARK, race=WARRIOR, atk=1000, defense=1000),
    CardInfo(code=LIGHT_L3, alias=0, name="Test LIGHT L3", type=MONSTER | NORMAL, level=3, attribute=LIGHT,
             race=WARRIOR, atk=1200, defense=1200),
    CardInfo(code=DARK_L3, alias=0, name="Test DARK L3", type=MONSTER | NORMAL, level=3, attribute=DARK,
             race=WARRIOR, atk=1300, defense=1300),
    CardInfo(code=PARSHATH_LIKE, alias=0, name="Test LIGHT Synchro", type=MONSTER | EFFECT | L.TYPE_SYNCHRO,
             level=6, attribute=LIGHT, race=WARRIOR, atk=2600, defense=2100),
    CardInfo(code=DRAW_SYNCHRO, alias=0, name="Test Drawing Synchro", type=MONSTER | EFFECT | L.TYPE_SYNCHRO,
             level=5, attribute=WIND, race=WARRIOR, atk=2000, defense=1000),
    CardInfo(code=DETACH_XYZ, alias=0, name="Test Detaching Xyz", type=MONSTER | EFFECT | L.TYPE_XYZ,
             level=4, attribute=WATER, race=BEAST, atk=2000, defense=2000),
    CardInfo(code=RANK3_XYZ, alias=0, name="Test Rank 3 Xyz", type=MONSTER | L.TYPE_XYZ,
             level=3, attribute=WATER, race=BEAST, atk=1900, defense=1900),
    CardInfo(code=SYNCHRO_L4, alias=0, name="Test Level 4 Synchro", type=MONSTER | L.TYPE_SYNCHRO,
             level=4, attribute=WIND, race=WARRIOR, atk=1800, defense=1800),
]
SCRIPTS = {
    PARSHATH_LIKE: card(PARSHATH_LIKE, "Test LIGHT Synchro",
                        synchro_materials(non_tuner=Filter(attributes=("LIGHT",)))),
    DRAW_SYNCHRO: card(DRAW_SYNCHRO, "Test Drawing Synchro",
                       trigger("special_summoned", draw(1), of="self", conditions=[summoned_by("synchro")])),
    DETACH_XYZ: card(DETACH_XYZ, "Test Detaching Xyz", xyz_materials(3),
                     ignition(draw(1), cost=[detach(1)])),
}

_DB = None


def mr3_db() -> CardDB:
    """The test pool with the MR3 cards (built once)."""
    global _DB
    if _DB is None:
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC,
                     scripts={**bundled_scripts(), **SCRIPTS})
    return _DB


mr3_db.__test__ = False


_DBS_WITH = {}


def mr3_db_with(cards: list[CardInfo], scripts: dict) -> CardDB:
    """The MR3 pool plus one test module's own cards and their scripts (built once per list of
    cards; the list is kept with its pool, so its id names no other list)."""
    key = id(cards)
    if key not in _DBS_WITH:
        _DBS_WITH[key] = (cards, CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC + cards,
                                        scripts={**bundled_scripts(), **SCRIPTS, **scripts}))
    return _DBS_WITH[key][1]


def mr3_position(db: CardDB | None = None, **kw) -> Duel:
    """Duel.from_position on the MR3 pool (or `db`, such as a :func:`mr3_db_with` pool), step
    by step, MR3 rules, filler Decks unless given."""
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(mr3_db() if db is None else db, **kw)
