"""The OpenSpiel game python_ygo_duel (issue 9): the API, OpenSpiel's random-simulation test,
and its own MCTS and IS-MCTS bots playing on it. Skipped without pyspiel (the rl extra)."""
import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the rl extra is not installed (pip install '.[rl]')")

import pysim.envs.openspiel_game  # noqa: E402,F401  (registers python_ygo_duel)
from pysim.envs.openspiel_game import CorePlayoutEvaluator  # noqa: E402
from ygo_core import CardDB, Duel  # noqa: E402
from ygo_core import observe as O  # noqa: E402

from helpers import SYNCHRO_DECK, ExtraSummoner, starter_decks  # noqa: E402


def game(**params):
    return pyspiel.load_game("python_ygo_duel", params)


def test_the_game_is_the_engines_duel():
    g = game(seed=3)
    state = g.new_initial_state()
    duel = Duel(CardDB(), *starter_decks(), seed=3)
    assert state.current_player() == duel.current_player()
    assert state.legal_actions() == [int(a) for a in duel.legal_actions()]
    a = state.legal_actions()[-1]
    assert state.action_to_string(state.current_player(), a) == duel.describe(a)
    copy = state.clone()
    state.apply_action(a)
    duel.apply(a)
    assert copy.duel != state.duel and state.duel == duel
    p = state.current_player()
    assert np.array_equal(np.array(state.observation_tensor(p)), duel.observation(p).astype(np.float32))
    assert len(state.information_state_tensor(p)) == O.OBS_SIZE
    assert state.information_state_string(p) != state.information_state_string(1 - p)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])


def test_resample_from_infostate_keeps_what_the_player_knows():
    state = game(seed=5).new_initial_state()
    p = state.current_player()
    other = state.resample_from_infostate(p, lambda: 0.25)
    assert other.information_state_string(p) == state.information_state_string(p)
    assert other.duel.hand(1 - p) != state.duel.hand(1 - p) or other.duel.deck(1 - p) != state.duel.deck(1 - p)
    assert other.duel.hand(p) == state.duel.hand(p)


def test_openspiel_random_sim_test_passes():
    pyspiel.random_sim_test(game(seed=1), num_sims=2, serialize=False, verbose=False)


def test_openspiel_mcts_and_ismcts_bots_play_on_it():
    from open_spiel.python.algorithms import ismcts, mcts
    g = game(seed=2)
    state = g.new_initial_state()
    evaluator = CorePlayoutEvaluator(n_rollouts=1, seed=1)
    bots = [mcts.MCTSBot(g, 1.4, 12, evaluator, random_state=np.random.RandomState(1)),
            ismcts.ISMCTSBot(g, evaluator, 1.4, 12, random_state=np.random.RandomState(2))]
    for _ in range(12):
        if state.is_terminal():
            break
        p = state.current_player()
        action = bots[p].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert state.duel.decisions() > 0


def test_the_game_deals_the_extra_decks_and_summons_from_them():
    state = game(deck0=SYNCHRO_DECK, deck1=SYNCHRO_DECK, seed=4).new_initial_state()
    obs = np.array(state.observation_tensor(0)).astype(np.int32)
    assert obs[O.OBS_MINE + O.OBS_S_EXTRA_COUNT] == obs[O.OBS_FOE + O.OBS_S_EXTRA_COUNT] == 4
    policies = [ExtraSummoner(0), ExtraSummoner(1)]
    for _ in range(5000):
        if state.is_terminal() or any(p.landed for p in policies):
            break
        p = state.current_player()
        obs = np.array(state.observation_tensor(p)).astype(np.int32)
        k = policies[p](obs)
        state.apply_action(int(obs[O.OBS_OPTION_ROWS + k * O.OPT_WIDTH + O.OPT_ACTION]))
    assert any(p.landed for p in policies)
