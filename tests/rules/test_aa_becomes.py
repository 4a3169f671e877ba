"""ATK/DEF layers (rules-mr3.md AA01-AA07, book pp.135-140) and halving (T10, p.105), on
test-only cards shaped like the book's examples: a 2500 ATK monster whose own effect makes its
ATK "become" 1600 (Wattaildragon halved by Blackwing - Gale the Whirlwind), a +700 until the
end of the turn (Rush Recklessly), a +1000 Equip Spell and a +200 Continuous Spell (the
continuous boosts of Megamorph and Gravekeeper's Priestess), and the pool's activated
"becomes" cards: Twin-Headed Behemoth (its ATK/DEF become 1000) and Speed Warrior (its ATK
becomes double its original ATK until the end of the Battle Phase)."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    activate, activate_equip, card, continuous, equip_stats, ignition, modify_stats, monsters, stats_become,
    stats_for, summon_without_tributes_halved,
)

from helpers import card_in_hand, monster_card, pass_until, settle, table_db, table_position, to_battle, vanilla

EFFECT_MONSTER, QUICK_PLAY, EQUIP_SPELL, CONTINUOUS_SPELL = 0x21, 0x10002, 0x40002, 0x20002
FACE_UP = monsters(face_up=True)
TEST_CARDS = {
    98_930_001: ("Test Becomer 1600", EFFECT_MONSTER, (2500, 2100), ignition(stats_become(1600, None))),
    98_930_002: ("Test Rush", QUICK_PLAY, None, activate(modify_stats(atk=700), target=FACE_UP)),
    98_930_003: ("Test Axe", EQUIP_SPELL, None, activate_equip(FACE_UP), continuous(equip_stats(atk=1000))),
    98_930_004: ("Test Banner", CONTINUOUS_SPELL, None, activate(), continuous(stats_for(FACE_UP, atk=200))),
    98_930_005: ("Test Odd Halved", EFFECT_MONSTER, (2805, 1995), summon_without_tributes_halved()),
}
BECOMER, RUSH, AXE, BANNER, ODD_HALVED = sorted(TEST_CARDS)
MST = 5318639
DARK_HOLE = 53129443
BEHEMOTH = 43586926
SPEED_WARRIOR = 9365703
M = vanilla(1000, 1000)


def _info(code, name, kind, stats):
    level = 7 if code == ODD_HALVED else 4
    return CardInfo(code, 0, name, kind, level, 0x20, 0x1, *(stats or (0, 0)))


def db():
    return table_db(TEST_CARDS, _info, stats_column=True)


def position(**kw):
    return table_position(db(), [M] * 10, **kw)


def reloaded(duel):
    """The duel saved and loaded again (its lingering records pass the saved-state checks)."""
    return Duel.from_buffer(db(), duel.buffer)


def atk_def(duel, player=0, zone=0):
    m = duel.monsters(player)[zone]
    return m["atk"], m["def"]


def play(duel, code, target=None, player=0):
    """Activates the Spell `code` from the hand, on `target` (a card id) if it asks one."""
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, code))
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")


def become(duel, becomer):
    duel.apply(A.ACT_ACTIVATE + becomer)
    pass_until(duel, "main")


def destroy_with_mst(duel, spell_code, player=0):
    target = next(s["card"] for p in (0, 1) for s in duel.spells(p) if s and s["code"] == spell_code)
    play(duel, MST, target, player)


# ---- AA02: an activated "becomes" replaces every earlier modifier ------------------------------

def test_aa02_p135_becomes_after_an_activated_boost_replaces_it():
    # p.135: Wattaildragon at 3200 by Rush Recklessly (+700), then Gale's "becomes": 1600, the
    # +700 is not re-added (not 2300).
    duel = position(monsters=([BECOMER], []), hands=([RUSH], []))
    becomer = monster_card(duel, 0, 0)
    play(duel, RUSH, becomer)
    assert atk_def(duel) == (3200, 2100)
    become(duel, becomer)
    assert atk_def(duel) == (1600, 2100)  # only the ATK becomes: the DEF is untouched


def test_aa02_p139_becomes_over_a_continuous_boost_stays_after_the_boost_leaves():
    # p.139 (TC109): Megamorph's boost, then Gale: the "becomes" value, and it stays when the
    # Equip Spell is destroyed afterwards.
    duel = position(monsters=([BECOMER], []), hands=([AXE, MST], []))
    becomer = monster_card(duel, 0, 0)
    play(duel, AXE, becomer)
    assert atk_def(duel) == (3500, 2100)
    become(duel, becomer)
    assert atk_def(duel) == (1600, 2100)
    destroy_with_mst(duel, AXE)
    assert AXE in duel.graveyard(0) and atk_def(duel) == (1600, 2100)


def test_aa02_p137_becomes_over_a_continuous_field_boost():
    # p.137 (TC111): Gravekeeper's Priestess at 1200 by its own +200, then Gale: 600, the +200
    # is not recalculated; here the +200 of a Continuous Spell, then "becomes 1600".
    duel = position(monsters=([BECOMER], []), spells=([(BANNER, "faceup")], []))
    becomer = monster_card(duel, 0, 0)
    assert atk_def(duel) == (2700, 2100)
    become(duel, becomer)
    assert atk_def(duel) == (1600, 2100)


# ---- AA03, AA07: modifiers applied after a "becomes" add to it ---------------------------------

def test_aa03_p139_an_activated_boost_after_becomes_adds_to_it():
    # p.139: Armored Bee's halving, then Rush Recklessly: the +700 adds to the new value.
    duel = position(monsters=([BECOMER], []), hands=([RUSH], []))
    becomer = monster_card(duel, 0, 0)
    become(duel, becomer)
    play(duel, RUSH, becomer)
    assert atk_def(duel) == (2300, 2100)


def test_aa07_p136_a_continuous_boost_after_becomes_adds_and_leaves_with_its_card():
    # p.136: modifiers applied after a "becomes" apply normally; the Equip Spell's +1000 goes
    # when it is destroyed, back to the "becomes" value.
    duel = position(monsters=([BECOMER], []), hands=([AXE, MST], []))
    becomer = monster_card(duel, 0, 0)
    become(duel, becomer)
    play(duel, AXE, becomer)
    assert atk_def(duel) == (2600, 2100)
    destroy_with_mst(duel, AXE)
    assert atk_def(duel) == (1600, 2100)


def test_aa02_aa07_a_boost_before_and_one_after():
    # The +700 before the "becomes" is gone, the +1000 after it adds: 2600.
    duel = position(monsters=([BECOMER], []), hands=([RUSH, AXE], []))
    becomer = monster_card(duel, 0, 0)
    play(duel, RUSH, becomer)
    become(duel, becomer)
    play(duel, AXE, becomer)
    assert atk_def(duel) == (2600, 2100)


def test_aa11_ad01_turned_face_down_the_becomes_is_gone():
    # AA11/AD01: a monster turned face-down forgets every modifier, its "becomes" too: Flip
    # Summoned again, it has its printed ATK.
    book_of_moon = 14087893
    duel = position(monsters=([BECOMER], []), hands=([book_of_moon], []))
    becomer = monster_card(duel, 0, 0)
    become(duel, becomer)
    play(duel, book_of_moon, becomer)
    for _ in range(2):
        duel.apply(A.ACT_TO_END)
        assert settle(duel) == "main"
    duel.apply(A.ACT_FLIP_SUMMON + becomer)
    assert settle(duel) == "main"
    assert atk_def(duel) == (2500, 2100)


# ---- The pool's activated "becomes" cards --------------------------------------------------------

def test_aa02_twin_headed_behemoth_revived_under_a_continuous_boost_is_1000():
    # Its ATK/DEF "become 1000" as it is summoned (an activated effect): the +200 of a
    # Continuous Spell already applying is overridden (AA02, p.137), a second +200 activated
    # afterwards adds (AA07), and destroying the first changes nothing (p.139).
    duel = position(hands=([DARK_HOLE], [BANNER, MST]), monsters=([], [BEHEMOTH]),
                    spells=([], [(BANNER, "faceup")]), rules="goat")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    assert duel.monsters(1)[0]["code"] == BEHEMOTH and atk_def(duel, 1) == (1000, 1000)
    duel = reloaded(duel)
    play(duel, BANNER, player=1)
    assert atk_def(duel, 1) == (1200, 1000)
    first = next(s["card"] for s in duel.spells(1) if s and s["code"] == BANNER)
    play(duel, MST, first, player=1)
    assert first in duel.card_ids(1, "gy") and atk_def(duel, 1) == (1200, 1000)


def test_aa02_speed_warrior_doubles_over_an_activated_boost_until_the_battle_phase_ends():
    # Speed Warrior (900) at 1600 by Rush Recklessly (+700 until the end of the turn); its
    # effect makes its ATK become 1800 (double the original), the +700 not re-added (AA02).
    # When the Battle Phase ends, so does the "becomes": the +700, still lasting, is back.
    duel = position(hands=([SPEED_WARRIOR, RUSH], []), rules="mr3")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, SPEED_WARRIOR))
    pass_until(duel, "main")
    warrior = monster_card(duel, 0, 0)
    play(duel, RUSH, warrior)
    assert atk_def(duel)[0] == 1600
    to_battle(duel)
    duel.apply(A.ACT_ACTIVATE + warrior)
    assert settle(duel) == "battle"
    assert atk_def(duel)[0] == 1800
    duel = reloaded(duel)
    assert atk_def(duel)[0] == 1800
    duel.apply(A.ACT_END_BATTLE)
    assert settle(duel) == "main"
    assert atk_def(duel)[0] == 1600


# ---- T10: halving rounds up ----------------------------------------------------------------------

def test_t10_p105_halved_original_stats_round_up():
    # T10 (p.105): a halved value with a fraction is rounded up: the original 2805/1995 of a
    # monster Normal Summoned without Tributes (Fusilier Dragon's rule) become 1403/998.
    duel = position(hands=([ODD_HALVED], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, ODD_HALVED))  # no monster to Tribute: no choice
    assert settle(duel) == "main"
    assert atk_def(duel) == (1403, 998)
