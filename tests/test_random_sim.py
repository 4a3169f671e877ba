"""The generic battery (OpenSpiel-style) over random duels on every rule preset and the bundled
vanilla decks: invariants after every step, legal actions always accepted, illegal ones always
refused with the state unchanged, every duel ends."""
import pytest

from ygo_core import RULESETS, Duel

from battery import seeds
from helpers import staples_decks, starter_decks, test_db, vanilla_decks
from invariants import check_invariants
from invariants import play_checked as play_random

DECKS = {"vanilla": vanilla_decks, "starter": starter_decks, "staples": staples_decks}


def play_checked(seed, rules, first_player, decks="vanilla"):
    deck0, deck1 = DECKS[decks]()
    return play_random(test_db(), deck0, deck1, seed, rules, first_player=first_player,
                       illegal_every=7)


@pytest.mark.parametrize("decks", sorted(DECKS))
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_random_duels_keep_invariants_step_by_step(rules, decks):
    for seed in seeds(250 if decks == "vanilla" else 150):
        duel = play_checked(seed, rules, seed % 2, decks)
        assert duel.winner() in (0, 1, -1)
        assert duel.win_reason() in ("lp", "deck_out", "turn_limit")


@pytest.mark.parametrize("decks", sorted(DECKS))
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_thousands_of_playouts_end_with_a_consistent_state(rules, decks):
    deck0, deck1 = DECKS[decks]()
    results = {0: 0, 1: 0, -1: 0}
    for seed in range(2000):
        duel = Duel(test_db(), deck0, deck1, seed=seed, rules=rules, first_player=seed % 2)
        winner = duel.playout(seed)
        results[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
        if duel.win_reason() == "lp" and winner != -1:
            assert duel.lp(1 - winner) == 0 and duel.lp(winner) > 0
        if seed % 50 == 0:
            check_invariants(duel)
    assert results[0] + results[1] + results[-1] == 2000
    assert results[0] > 0 and results[1] > 0


def test_every_action_in_legal_actions_is_accepted():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=3, auto_forced=False)
    for _ in range(200):
        if duel.is_terminal():
            break
        for action in duel.legal_actions():
            duel.clone().apply(int(action))  # raises if any legal action is refused
        duel.apply(int(duel.legal_actions()[-1]))


def test_turn_limit_is_decided_by_lp_switch_44():
    # Switch 44 (rules-legacy.md section 2, D2 section 7.2): from the end of the last turn on,
    # the first turn that ends with the LP apart decides; more LP wins, never a draw by time.
    from ygo_core import MR3
    deck0, deck1 = vanilla_decks()
    reasons = set()
    for seed in range(20):
        duel = Duel(test_db(), deck0, deck1, seed=seed, rules=MR3.with_(max_turns=3))
        winner = duel.playout(seed)
        reasons.add(duel.win_reason())
        if duel.win_reason() == "turn_limit":
            assert winner in (0, 1) and duel.turn() >= 3
            assert duel.lp(winner) > duel.lp(1 - winner)
    assert "turn_limit" in reasons


def test_a_chain_of_one_repeated_effect_stops_at_the_engines_capacity():
    # Regression (runner run seed 0, duel 21555): random play chained Ultimate Offering until
    # the chain section was full; responses now stop being offered at CAP_CHAIN links.
    from pysim.runner import split_seed
    from ygo_core import CardDB
    deck0, deck1 = starter_decks()
    engine_seed, playout_seed = split_seed(542289875662715173)
    duel = Duel(CardDB(), deck0, deck1, seed=engine_seed, first_player=1)
    assert duel.playout(playout_seed) in (0, 1, -1)
