"""The bundled Master Rule 3 products (pysim/data/decks/mr3/: Structure Deck: Synchron Extreme
against Structure Deck: Master of Pendulum) in random duels, with the bundled card data and
every scripted card of the era: invariants after every action (tests/invariants.py), the
saved-state check and buffer round trip along the way, many whole duels in the core, and
determinism (same seed and actions, a clone taken mid-duel, any number of workers). Every card
of the two decks is scripted, so none plays as a dead card (the Duels refuse an unimplemented
one). This battery found a Normal Summon offered without a Tribute for Quickdraw Synchron
(tests/cards/test_mr3_synchro.py)."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core.carddb import CardDB
from ygo_core.state_check import check_state
from pysim.decks import load_deck

from invariants import play_checked

_DB = None


def db():
    global _DB
    if _DB is None:
        _DB = CardDB()
    return _DB


def decks():
    sdse, sdmp = load_deck("synchron-extreme"), load_deck("master-of-pendulum")
    return sdse, sdmp


@pytest.mark.parametrize("seed", range(60))
def test_bundled_mr3_decks_keep_invariants_at_every_step(seed):
    sdse, sdmp = decks()
    duel = play_checked(db(), list(sdse.main), list(sdmp.main), seed, extra0=list(sdse.extra),
                        extra1=list(sdmp.extra), illegal_every=17)
    check_state(duel.buffer, db())
    assert np.array_equal(Duel.from_buffer(db(), duel.buffer).buffer, duel.buffer)


def test_bundled_mr3_decks_play_many_whole_duels_in_the_core():
    for seed in range(300):
        duel = _duel(seed)
        duel.playout(seed)  # raises EngineError on an engine failure
        assert duel.is_terminal() and duel.winner() in (0, 1, -1)


def _duel(seed):
    sdse, sdmp = decks()
    return Duel(db(), list(sdse.main), list(sdmp.main), seed=seed, first_player=seed % 2,
                extra0=list(sdse.extra), extra1=list(sdmp.extra))


@pytest.mark.parametrize("seed", range(6))
def test_bundled_mr3_duels_replay_identically_from_the_start_and_from_a_mid_duel_clone(seed):
    # Determinism: the same seed and the same actions give the same duel, step by step; a clone
    # taken halfway (Pendulum Zones, Extra Decks, Xyz Materials and all) replays the rest the same.
    duel, rng, actions = _duel(seed), np.random.default_rng(seed), []
    while not duel.is_terminal():
        actions.append(int(rng.choice(duel.legal_actions())))
        duel.apply(actions[-1])
    replay, half = _duel(seed), len(actions) // 2
    for action in actions[:half]:
        replay.apply(action)
    clone = replay.clone()
    for action in actions[half:]:
        replay.apply(action)
        clone.apply(action)
    assert np.array_equal(replay.buffer, duel.buffer) and np.array_equal(clone.buffer, duel.buffer)


def test_a_bundled_mr3_matchup_gives_the_same_records_for_one_and_two_workers():
    from pysim import runner
    from pysim.cli import engine_matchup, load_cards, read_deck
    spec = engine_matchup(read_deck("synchron-extreme"), read_deck("master-of-pendulum"), load_cards(None),
                          cdb=None, rules="mr3", allow_unimplemented=False)
    one = runner.run_matchup(spec, 24, seed=5, workers=1, progress=False)
    two = runner.run_matchup(spec, 24, seed=5, workers=2, progress=False)
    assert len(one) == 24 and one == two
