"""Pendulum Monsters for the MR3 Pendulum tests (rules-mr3.md M, N), as CardInfo rows.

Real Normal Pendulum Monsters with no Pendulum Effect (the engine plays them from their data
alone; facts from the card database: passcode, Level, Scales, ATK/DEF, Attribute, Type):
Flash Knight (17390179: Level 4, Scales 7/7, 1800/600, LIGHT Warrior), Mandragon (19474136:
Level 5, Scales 2/2, 2500/1000, EARTH Plant).

Synthetic ones, for rule scenarios that need other Scales (rules-mr3.md TC042: Scales 1 and 8)
or a Pendulum Effect of a test-only script; their passcodes are outside every real range.
"""
from __future__ import annotations

from ygo_core import CardDB
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import card, draw, ignition, pendulum_effect

from helpers import _synthetic_cards

NORMAL_PENDULUM = 0x1000011  # TYPE_MONSTER | TYPE_NORMAL | TYPE_PENDULUM (YGOPro datas.type)
EFFECT_PENDULUM = 0x1000021  # TYPE_MONSTER | TYPE_EFFECT | TYPE_PENDULUM
LIGHT, EARTH, DARK = 0x10, 0x1, 0x20
WARRIOR, PLANT, SPELLCASTER = 0x1, 0x400, 0x2

FLASH_KNIGHT = 17390179
MANDRAGON = 19474136
# Synthetic: Scale 1 (Level 3) and Scale 8 (Level 6) Normal Pendulum Monsters; a Level 5 one
# with Scales 4/4; a Pendulum Monster whose Pendulum Effect draws a card (a test-only script).
SCALE_1 = 99_100_001
SCALE_8 = 99_100_008
LEVEL_5_PENDULUM = 99_100_005
DRAWING_PENDULUM = 99_100_100

REAL = [
    CardInfo(code=FLASH_KNIGHT, alias=0, name="Flash Knight", type=NORMAL_PENDULUM, level=4,
             attribute=LIGHT, race=WARRIOR, atk=1800, defense=600, left_scale=7, right_scale=7),
    CardInfo(code=MANDRAGON, alias=0, name="Mandragon", type=NORMAL_PENDULUM, level=5,
             attribute=EARTH, race=PLANT, atk=2500, defense=1000, left_scale=2, right_scale=2),
]
SYNTHETIC = [
    CardInfo(code=SCALE_1, alias=0, name="Test Pendulum Scale 1", type=NORMAL_PENDULUM, level=3,
             attribute=DARK, race=SPELLCASTER, atk=1000, defense=1000, left_scale=1, right_scale=1),
    CardInfo(code=SCALE_8, alias=0, name="Test Pendulum Scale 8", type=NORMAL_PENDULUM, level=6,
             attribute=DARK, race=SPELLCASTER, atk=2000, defense=1000, left_scale=8, right_scale=8),
    CardInfo(code=LEVEL_5_PENDULUM, alias=0, name="Test Pendulum Level 5", type=NORMAL_PENDULUM, level=5,
             attribute=DARK, race=SPELLCASTER, atk=2100, defense=1000, left_scale=4, right_scale=4),
    CardInfo(code=DRAWING_PENDULUM, alias=0, name="Test Drawing Pendulum", type=EFFECT_PENDULUM, level=4,
             attribute=DARK, race=SPELLCASTER, atk=1500, defense=1000, left_scale=5, right_scale=5),
]
# A test-only script, not a real card: its Pendulum Effect (M06: Spell Speed 1, from a Pendulum
# Zone only) draws 1 card.
TEST_SCRIPTS = {DRAWING_PENDULUM: card(DRAWING_PENDULUM, "Test Drawing Pendulum",
                                       pendulum_effect(ignition(draw(1))))}

_DB = None


def pendulum_db() -> CardDB:
    """The test pool (tests/helpers.py test_db) plus these Pendulum Monsters (built once)."""
    global _DB
    if _DB is None:
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC,
                     scripts={**bundled_scripts(), **TEST_SCRIPTS})
    return _DB
