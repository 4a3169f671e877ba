"""The summons family's primitives that no scripted card uses yet, with test-only cards: a
monster Special Summoned by its own procedure, banishing from the GY (FXK_SUMMON_PROC, the
"Nomi" rule of Black Luster Soldier - Envoy of the Beginning and Chaos Sorcerer)."""
from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import Filter, card, summon_by_banishing

from helpers import table_position, _synthetic_cards, card_in_hand, pass_until, vanilla

EFFECT_MONSTER, NORMAL_MONSTER = 0x21, 0x11
LIGHT, DARK = 0x10, 0x20
ENVOY = 98100001
LIGHT_ONE = 98100002
DARK_ONE = 98100003
SCAPEGOAT = 73915051
TORRENTIAL_TRIBUTE = 53582587
M = vanilla(1000, 1000)


def gy_monster(attribute):
    return Filter(where=("gy",), controller="self", kind=("monster",), attributes=(attribute,))


TEST_CARDS = {
    ENVOY: CardInfo(ENVOY, 0, "Test Envoy", EFFECT_MONSTER, 8, LIGHT, 0x1, 3000, 2500),
    LIGHT_ONE: CardInfo(LIGHT_ONE, 0, "Test Light", NORMAL_MONSTER, 4, LIGHT, 0x1, 1000, 1000),
    DARK_ONE: CardInfo(DARK_ONE, 0, "Test Dark", NORMAL_MONSTER, 4, DARK, 0x1, 1000, 1000),
}

_DB = None


def db():
    global _DB
    if _DB is None:
        scripts = dict(bundled_scripts())
        scripts[ENVOY] = card(ENVOY, "Test Envoy",
                              summon_by_banishing((gy_monster("LIGHT"), 1), (gy_monster("DARK"), 1)))
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + list(TEST_CARDS.values()), scripts=scripts)
    return _DB


def pos(**kw):
    return table_position(db(), [M] * 10, **kw)


def test_a_nomi_monster_is_summoned_only_by_its_procedure():
    duel = pos(hands=([ENVOY], []), graveyards=([LIGHT_ONE, DARK_ONE, M], []))
    envoy = card_in_hand(duel, 0, ENVOY)
    legal = list(duel.legal_actions())
    assert A.ACT_SUMMON + envoy in legal and A.ACT_SET + envoy not in legal  # never Set
    assert duel.describe(A.ACT_SUMMON + envoy).startswith("Special Summon")


def test_the_banish_cost_needs_both_attributes():
    # Chaos Sorcerer: 1 LIGHT and 1 DARK; two LIGHT monsters do not pay it.
    duel = pos(hands=([ENVOY], []), graveyards=([LIGHT_ONE, LIGHT_ONE, M], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, ENVOY) not in duel.legal_actions()
    duel = pos(hands=([ENVOY], []), graveyards=([], [LIGHT_ONE, DARK_ONE]))  # the opponent's GY
    assert A.ACT_SUMMON + card_in_hand(duel, 0, ENVOY) not in duel.legal_actions()


def test_the_procedure_banishes_one_of_each_then_summons_in_the_chosen_position():
    duel = pos(hands=([ENVOY], []), graveyards=([LIGHT_ONE, DARK_ONE, LIGHT_ONE, M], []),
               spells=([], [TORRENTIAL_TRIBUTE]))
    gy = duel.card_ids(0, "gy")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, ENVOY))
    assert duel.decision() == "summon_cost"
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + gy[0], A.ACT_SELECT + gy[2]])  # LIGHT ones
    duel.apply(A.ACT_SELECT + gy[2])
    assert list(duel.legal_actions()) == [A.ACT_SELECT + gy[1]]  # then the DARK one
    duel.apply(A.ACT_SELECT + gy[1])
    assert duel.decision() == "position"  # H03
    assert sorted(duel.banished(0)) == sorted([LIGHT_ONE, DARK_ONE])  # the cost is paid first
    duel.apply(A.ACT_DEFENSE_POSITION)
    assert duel.monsters(0)[0]["code"] == ENVOY and duel.monsters(0)[0]["position"] == "defense"
    # G06-like: the summon succeeded, the opponent may answer it (Torrential Tribute).
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + duel.spells(1)[0]["card"] in duel.legal_actions()
    pass_until(duel, "main")
    assert not duel.normal_summon_used()  # it is not the turn's Normal Summon
    assert duel.graveyard(0) == [LIGHT_ONE, M]


def test_a_summon_lock_forbids_the_procedure():
    duel = pos(hands=([ENVOY, SCAPEGOAT], []), graveyards=([LIGHT_ONE, DARK_ONE], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT))
    pass_until(duel, "main")
    assert A.ACT_SUMMON + card_in_hand(duel, 0, ENVOY) not in duel.legal_actions()
