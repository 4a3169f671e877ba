"""The scorpions family's primitives (docs/effects.md, "Scorpions family"), each exercised with
a test-only card declared in the vocabulary: modal effects (`choose_one` / `mode`: the mode is
chosen at activation among those possible, U08, before its targets, V01), sending the top of a
Deck to the GY, a look at the top card that may go to the bottom, "one of each card name"
summons, and direct attacks past the opponent's monsters (F03)."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, choose_one, continuous, count_at_least, damage, deck_top_or_bottom, destroy,
    direct_attack_anyway, gain_lp, ignition, mill, mode, monsters, summon_one_of_each_name,
)

from helpers import table_db, table_position, attack, keep_gy_order, monster_card, vanilla

NORMAL_SPELL, CONTINUOUS_TRAP, EFFECT_MONSTER = 0x2, 0x20004, 0x21

TEST_CARDS = {
    # Two modes, the second only while the opponent controls a monster; the first needs none.
    98300001: ("Test Either", NORMAL_SPELL, None,
               choose_one(activate(), mode(gain_lp(500)),
                          mode(destroy(), target=monsters("foe")))),
    98300002: ("Test Mill", NORMAL_SPELL, None, activate(mill(3, "self"))),
    98300003: ("Test Peek", NORMAL_SPELL, None, activate(deck_top_or_bottom("self"))),
    98300004: ("Test Muster", NORMAL_SPELL, None,
               activate(summon_one_of_each_name(Filter(where=("hand",), controller="self", kind=("monster",),
                                                       summonable=True), 3))),
    98300005: ("Test Phantom Road", CONTINUOUS_TRAP, None, activate(),
               continuous(direct_attack_anyway(monsters("self", face_up=True, atk_max=1000)))),
    # A modal Ignition effect, once per turn: the limit is the modal effect's, whichever mode.
    98300006: ("Test Switch", EFFECT_MONSTER, (1000, 1000),
               choose_one(ignition(), mode(gain_lp(100)), mode(damage(100))).once()),
    # Neither mode possible without a monster on the opponent's side.
    98300007: ("Test Both Need", NORMAL_SPELL, None,
               choose_one(activate(conditions=[count_at_least(monsters("foe"))]), mode(gain_lp(1)),
                          mode(damage(1)))),
}
EITHER, MILL, PEEK, MUSTER, PHANTOM_ROAD, SWITCH, BOTH_NEED = sorted(TEST_CARDS)
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)
DECK = [M1000, M1500, M2000, M1000, M1500]


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x1, *(stats or (0, 0)))


def db():
    return table_db(TEST_CARDS, _info, stats_column=True)


def position(**kw):
    return table_position(db(), DECK, **kw)


def settle(duel):
    while duel.decision() in ("response", "gy_order", "position"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        elif duel.decision() == "position":
            duel.apply(A.ACT_ATTACK_POSITION)
        else:
            duel.apply(A.ACT_PASS)
    return duel.decision()


def in_hand(duel, code):
    return next(c for c in duel.card_ids(0, "hand") if duel.card_code(c) == code)


def legal(duel):
    return [int(a) for a in duel.legal_actions()]


# ---- modal effects ---------------------------------------------------------------------------

def test_a_modal_spell_asks_for_a_mode_then_that_modes_target():
    duel = position(hands=([EITHER], []), monsters=([], [M1000]))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, EITHER))
    assert duel.decision() == "option" and legal(duel) == [A.ACT_OPTION, A.ACT_OPTION + 1]
    assert duel.describe(A.ACT_OPTION + 1) == "Activate mode 2 of Test Either"
    duel.apply(A.ACT_OPTION + 1)
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.graveyard(1) == [M1000] and duel.lp(0) == 8000
    assert duel.graveyard(0) == [EITHER]  # activated as a Spell Card: it goes to the GY (W11)


def test_a_modal_spell_runs_only_the_chosen_mode():
    duel = position(hands=([EITHER], []), monsters=([], [M1000]))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, EITHER))
    duel.apply(A.ACT_OPTION)
    assert settle(duel) == "main"
    assert duel.lp(0) == 8500 and duel.graveyard(1) == [] and duel.graveyard(0) == [EITHER]


def test_a_mode_that_is_not_possible_is_not_offered():
    # U08: no monster to target, so only the first mode; a single mode is taken without asking.
    duel = position(hands=([EITHER], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, EITHER))
    assert settle(duel) == "main" and duel.lp(0) == 8500


def test_a_modal_effect_with_no_possible_mode_cannot_be_activated():
    duel = position(hands=([BOTH_NEED], []))
    assert A.ACT_ACTIVATE + in_hand(duel, BOTH_NEED) not in legal(duel)
    duel = position(hands=([BOTH_NEED], []), monsters=([], [M1000]))
    assert A.ACT_ACTIVATE + in_hand(duel, BOTH_NEED) in legal(duel)


def test_a_once_per_turn_modal_effect_counts_once_whichever_mode():
    duel = position(monsters=([SWITCH], []))
    switch = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + switch)
    duel.apply(A.ACT_OPTION + 1)
    settle(duel)
    assert duel.lp(1) == 7900
    assert A.ACT_ACTIVATE + switch not in legal(duel)


# ---- the top of a Deck -------------------------------------------------------------------------

def test_mill_sends_the_top_cards_in_order():
    duel = position(hands=([MILL], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, MILL))
    settle(duel)
    assert duel.deck(0) == DECK[3:] and sorted(duel.graveyard(0)) == sorted(DECK[:3] + [MILL])


def test_mill_from_a_short_deck_sends_what_there_is():
    duel = position(hands=([MILL], []), decks=([M2000], list(DECK)))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, MILL))
    settle(duel)
    assert duel.deck(0) == [] and M2000 in duel.graveyard(0) and duel.winner() is None


def test_deck_top_or_bottom_yes_puts_it_at_the_bottom():
    duel = position(hands=([PEEK], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, PEEK))
    assert settle(duel) == "yesno"
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.deck(0) == DECK[1:] + DECK[:1]


def test_deck_top_or_bottom_no_leaves_it_on_top_shown_to_the_player():
    duel = position(hands=([PEEK], []))
    top = duel.card_ids(0, "deck")[0]
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, PEEK))
    settle(duel)
    duel.apply(A.ACT_NO)
    settle(duel)
    assert duel.deck(0) == DECK and top in duel.revealed_to(0) and top not in duel.revealed_to(1)


# ---- one of each name ------------------------------------------------------------------------

def test_summon_one_of_each_name_skips_names_already_summoned():
    duel = position(hands=([MUSTER, M1000, M1000, M1500], []))
    duel.apply(A.ACT_ACTIVATE + in_hand(duel, MUSTER))
    assert settle(duel) == "choose"
    duel.apply(A.ACT_SELECT + in_hand(duel, M1000))
    assert settle(duel) == "choose"
    names = [duel.card_code(a - A.ACT_SELECT) for a in legal(duel) if a >= A.ACT_SELECT]
    assert names == [M1500]
    duel.apply(A.ACT_SELECT + in_hand(duel, M1500))
    settle(duel)
    assert duel.hand(0) == [M1000]
    # The marks are gone once the operation ended: nothing keeps a card flagged.
    assert all(m is None or m["code"] in (M1000, M1500) for m in duel.monsters(0))


# ---- direct attacks past monsters -------------------------------------------------------------

def attack_slots(duel, zone):
    return [None if (a - A.ACT_ATTACK) % A.ATTACK_TARGETS == A.ATTACK_DIRECT else (a - A.ACT_ATTACK) % A.ATTACK_TARGETS
            for a in legal(duel) if A.ACT_ATTACK <= a < A.ACT_OPTION and (a - A.ACT_ATTACK) // A.ATTACK_TARGETS == zone]


def test_direct_attack_anyway_covers_only_the_monsters_of_its_filter():
    duel = position(spells=([(PHANTOM_ROAD, "faceup")], []), monsters=([M1000, M2000], [M1500]))
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"
    assert attack_slots(duel, 0) == [0, None] and attack_slots(duel, 1) == [0]
    duel.apply(attack(0, None))
    settle(duel)
    assert duel.lp(1) == 7000 and duel.monsters(1)[0]["code"] == M1500


def test_without_the_applier_a_monster_cannot_attack_directly_past_monsters():
    duel = position(monsters=([M1000], [M1500]))
    duel.apply(A.ACT_TO_BATTLE)
    settle(duel)
    assert attack_slots(duel, 0) == [0]
