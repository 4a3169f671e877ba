"""The `goat` rule set (ygo_core.rules.GOAT): the April 2005 TCG, per rules-legacy.md section 2
(the switch numbers below are that table's rows). Every switch in which it differs from `mr3` is
tested here; the deck-construction switches as the validator applies them."""
import pytest

from pysim.validate import DeckRules, validate_deck
from pysim.decks import Deck
from ygo_core import GOAT, MR3, RULESETS, Duel
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, test_db, vanilla, vanilla_decks

TIV = 33184167
EXILED_FORCE = 74131780
TRAP_HOLE = 4206964           # "when your opponent Normal Summons a 1000+ ATK monster"
SOGEN = 86318356
YAMI = 59197169
M = vanilla(1000, 1000)


def test_goat_is_a_named_preset():
    assert RULESETS["goat"] is GOAT and GOAT.name == "goat"


def test_switch3_goat_first_player_draws_on_turn_one():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=3, rules="goat", auto_forced=False)
    assert len(duel.hand(0)) == 6 and len(duel.deck(0)) == 34
    # Switch 4: still no Battle Phase on the first turn.
    assert A.ACT_TO_BATTLE not in duel.legal_actions()


def test_switches_1_2_5_goat_keeps_8000_lp_five_cards_and_the_hand_limit_of_six():
    assert (GOAT.start_lp, GOAT.opening_hand, GOAT.hand_limit) == (8000, 5, 6)


def test_switch7_goat_one_face_up_field_spell_on_the_whole_field():
    duel = position(hands=([SOGEN], []), spells=([], [(YAMI, "faceup")]), rules="goat")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SOGEN))
    pass_until(duel, "main")
    assert duel.graveyard(1) == [YAMI]
    same = position(hands=([SOGEN], []), spells=([], [(YAMI, "faceup")]), rules="mr3")
    same.apply(A.ACT_ACTIVATE + card_in_hand(same, 0, SOGEN))
    pass_until(same, "main")
    assert same.graveyard(1) == []


def summon_trap_hole_bait(rules):
    # P0 Normal Summons Tribe-Infecting Virus (1600 ATK) with a card to discard in hand; P1 has
    # a Set Trap Hole ready for it.
    duel = position(hands=([TIV, M], []), spells=([], [TRAP_HOLE]), rules=rules)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TIV))
    return duel


def test_switch30_goat_turn_player_may_use_an_ignition_effect_right_after_the_summon():
    # Switch 30 (the TCG until April 2012): holding priority first after their summon, the turn
    # player may activate an Ignition effect before the opponent can answer the summon. The
    # summon is still the last thing that happened (U10), so the opponent answers it as Chain
    # Link 2 (tests/rules/test_goat_priority.py cites the era's rulings).
    duel = summon_trap_hole_bait("goat")
    tiv = monster_card(duel, 0, 0)
    assert duel.decision() == "response" and duel.current_player() == 0
    assert A.ACT_ACTIVATE + tiv in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + tiv)
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "hand")[0])      # discard M as the cost
    duel.apply(A.ACT_OPTION + 0)                                  # declare Warrior
    assert duel.current_player() == 1 and A.ACT_ACTIVATE + duel.spells(1)[0]["card"] in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    # Trap Hole (Chain Link 2) destroyed the Virus before its effect resolved.
    assert duel.monsters(0)[0] is None and duel.graveyard(0) == [M, TIV]
    assert duel.graveyard(1) == [TRAP_HOLE]


def test_switch30_mr3_the_opponent_answers_the_summon_first():
    # D2 section 6.2: an Ignition effect needs the open game state; after the summon the turn
    # player may only pass (or use Spell Speed 2), and the opponent then gets Trap Hole.
    duel = summon_trap_hole_bait("mr3")
    # Nothing legal for the turn player: their priority passes without asking.
    assert duel.current_player() == 1 and A.ACT_ACTIVATE + duel.spells(1)[0]["card"] in duel.legal_actions()


def test_switch30_goat_once_the_turn_player_passes_the_opponent_answers_the_summon():
    duel = summon_trap_hole_bait("goat")
    duel.apply(A.ACT_PASS)
    assert duel.current_player() == 1 and A.ACT_ACTIVATE + duel.spells(1)[0]["card"] in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [TIV]


def test_switch30_goat_applies_only_to_ignition_effects_not_to_spells():
    # A Normal Spell still needs the open game state.
    from helpers import filler
    duel = position(hands=([TIV, 79571449], []), spells=([], [TRAP_HOLE]), rules="goat",
                    decks=(filler(), filler()))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TIV))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, 79571449) not in duel.legal_actions()


def test_switch30_goat_not_in_the_opponents_turn():
    duel = position(turn=3, turn_player=1, hands=([M], [M]), monsters=([(EXILED_FORCE, "attack")], []),
                    spells=([TRAP_HOLE], []), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    # P1 (the turn player) holds priority first; P0's Exiled Force is never offered.
    while duel.decision() == "response":
        assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
        duel.apply(A.ACT_PASS)


def test_switches_15_16_18_19_goat_deck_construction():
    # Switch 15: a Main Deck of 40 or more (no maximum before August 2008); 16: no Fusion Deck
    # limit; 18: a Side Deck of exactly 0 or 15; 19: three copies.
    assert DeckRules.of("goat") == DeckRules(main_min=40, main_max=None, extra_max=None,
                                             side_max=15, max_copies=3, side_sizes=(0, 15))
    assert (GOAT.main_deck_max, GOAT.extra_deck_max, tuple(GOAT.side_deck_sizes), GOAT.max_copies) == \
        (None, None, (0, 15), 3)


def test_goat_leaves_the_mr3_switches_it_shares():
    # Switches 21 (Quick-Play from the hand in any phase of your turn) and 27 (two 0-ATK
    # monsters do not destroy each other) read as today's in the 2004-2005 rulebooks.
    assert GOAT.quickplay_hand_phases == MR3.quickplay_hand_phases
    assert GOAT.zero_atk_tie_destroys is False and MR3.ignition_priority is False


BREAKER = 71413901
CASTLE_WALLS = 44209392


def test_switch30_goat_after_a_chain_the_turn_player_may_use_an_ignition_effect_first():
    # Breaker's summon trigger (its Spell Counter) resolves as a chain; holding priority first
    # afterwards, the turn player may remove the counter at once.
    duel = position(hands=([BREAKER], []), spells=([], [CASTLE_WALLS]), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, BREAKER))
    while duel.decision() == "response" and duel.current_player() == 1:
        duel.apply(A.ACT_PASS)
    breaker = monster_card(duel, 0, 0)
    assert duel.decision() == "response" and duel.current_player() == 0 and duel.chain() == []
    assert duel.counters(breaker) == 1
    assert A.ACT_ACTIVATE + breaker in duel.legal_actions()


def test_switch30_mr3_after_the_chain_the_ignition_effect_waits_for_the_open_state():
    duel = position(hands=([BREAKER], []), spells=([], [CASTLE_WALLS]), rules="mr3")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, BREAKER))
    breaker = monster_card(duel, 0, 0)
    while duel.decision() == "response":
        assert A.ACT_ACTIVATE + breaker not in duel.legal_actions()
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "main" and A.ACT_ACTIVATE + breaker in duel.legal_actions()
