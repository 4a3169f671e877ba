"""The fusion family's primitives with test-only cards, in uses its scripted cards do not cover:
a Ritual Summon needing several Tributes, a coin toss that destroys Spells and Traps, a position
lock on one side only (ygo_core/scripts/vocab.py, fusion section; vm/ops_fusion.pyx)."""
from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    activate, can_ritual_summon, card, coin_destroy, continuous, ignition, monsters, position_lock, ritual_summon,
    spells_traps,
)

from helpers import table_position, _synthetic_cards, card_in_hand, monster_card, pass_until, vanilla

RITUAL_MONSTER, RITUAL_SPELL, EFFECT_MONSTER = 0x81, 0x82, 0x21
TEST_RITUAL = 98200001
TEST_RITUAL_SPELL = 98200002
TEST_GUNNER = 98200003
TEST_WARDEN = 98200004
MST = 5318639
L2 = vanilla(500, 500, level=2)
L3 = vanilla(600, 600, level=3)
L5 = vanilla(1900, 1000, level=5)
M = vanilla(1000, 1000)

TEST_CARDS = [
    CardInfo(TEST_RITUAL, 0, "Test Ritual Monster", RITUAL_MONSTER, 4, 0x20, 0x2, 2000, 2000),
    CardInfo(TEST_RITUAL_SPELL, 0, "Test Ritual Spell", RITUAL_SPELL, 0, 0, 0, 0, 0),
    CardInfo(TEST_GUNNER, 0, "Test Gunner", EFFECT_MONSTER, 4, 0x20, 0x20, 1000, 1000),
    CardInfo(TEST_WARDEN, 0, "Test Warden", EFFECT_MONSTER, 4, 0x20, 0x20, 1000, 1000),
]
_DB = None


def db():
    global _DB
    if _DB is None:
        scripts = dict(bundled_scripts())
        scripts[TEST_RITUAL_SPELL] = card(TEST_RITUAL_SPELL, "Test Ritual Spell",
                                          activate(ritual_summon(TEST_RITUAL), conditions=[can_ritual_summon(TEST_RITUAL)]))
        scripts[TEST_RITUAL] = card(TEST_RITUAL, "Test Ritual Monster")  # no effect of its own
        scripts[TEST_GUNNER] = card(TEST_GUNNER, "Test Gunner", ignition(coin_destroy(2, spells_traps())))
        scripts[TEST_WARDEN] = card(TEST_WARDEN, "Test Warden", continuous(position_lock(monsters("foe"))))
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + TEST_CARDS, scripts=scripts)
    return _DB


def pos(**kw):
    return table_position(db(), [M] * 10, **kw)


def ritual(duel, *tributes):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TEST_RITUAL_SPELL))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, TEST_RITUAL))
    for t in tributes:
        assert duel.decision() == "choose"
        duel.apply(A.ACT_SELECT + t)
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")


def test_a_ritual_summon_asks_tributes_until_their_levels_reach_the_monsters():
    # Level 4: a Level 2 is not enough, a second Level 2 (from the hand) completes it.
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L2, L5], []), monsters=([L2], []))
    ritual(duel, monster_card(duel, 0, 0), card_in_hand(duel, 0, L2))
    assert duel.monsters(0)[0]["code"] == TEST_RITUAL
    assert sorted(duel.graveyard(0)) == sorted([L2, L2, TEST_RITUAL_SPELL]) and L5 in duel.hand(0)


def test_a_ritual_summon_takes_more_levels_than_needed_in_one_tribute():
    # "Equal to or more than": one Level 5 is enough, and no second Tribute is asked.
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L5, L2], []))
    ritual(duel, card_in_hand(duel, 0, L5))
    assert duel.monsters(0)[0]["code"] == TEST_RITUAL and L2 in duel.hand(0)


def test_a_ritual_summon_needs_enough_levels():
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L3], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TEST_RITUAL_SPELL) not in duel.legal_actions()
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L3], []), monsters=([L2], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TEST_RITUAL_SPELL) in duel.legal_actions()


def test_coin_destroy_takes_the_filter_it_is_given_and_no_more_than_the_coins():
    # Two coins over Spells and Traps: the monsters stay; at most 2 of the 3 cards go.
    counts = set()
    for seed in range(24):
        duel = pos(monsters=([TEST_GUNNER], [M]), spells=([MST], [MST, MST]), seed=seed)
        duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
        while duel.decision() != "main":
            duel.apply(A.ACT_PASS if duel.decision() == "response" else duel.legal_actions()[0])
        left = sum(1 for p in (0, 1) for c in duel.spells(p) if c)
        counts.add(3 - left)
        assert duel.monsters(0)[0] and duel.monsters(1)[0]
    assert counts == {0, 1, 2}


def test_a_position_lock_covers_only_what_its_filter_names():
    duel = pos(monsters=([TEST_WARDEN, M], []), turn=3, turn_player=0)
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 0, 1) in duel.legal_actions()
    duel = pos(monsters=([M, (M, "set")], [TEST_WARDEN]), turn=3, turn_player=0)
    legal = duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0) not in legal
    assert A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1) not in legal
