"""Determinism: same seed and actions give the same duel bit for bit, in any process; clones
are independent and replay the original's future exactly."""
import multiprocessing as mp

import numpy as np

from ygo_core import Duel

from helpers import starter_decks, test_db, vanilla_decks


def fresh(seed=5, **kw):
    deck0, deck1 = vanilla_decks()
    return Duel(test_db(), deck0, deck1, seed=seed, **kw)


def record_random_game(duel, seed):
    rng = np.random.default_rng(seed)
    actions = []
    while not duel.is_terminal():
        a = int(rng.choice(duel.legal_actions()))
        actions.append(a)
        duel.apply(a)
    return actions


def test_same_seed_and_actions_give_identical_states():
    a, b = fresh(), fresh()
    assert np.array_equal(a.buffer, b.buffer)
    actions = record_random_game(a, 1)
    for action in actions:
        b.apply(action)
    assert np.array_equal(a.buffer, b.buffer)


def test_different_seeds_give_different_duels():
    assert not np.array_equal(fresh(seed=1).buffer, fresh(seed=2).buffer)


def test_clone_is_equal_and_independent():
    duel = fresh()
    copy = duel.clone()
    assert copy == duel
    before = duel.buffer
    copy.playout(9)
    assert copy.is_terminal()
    assert np.array_equal(before, duel.buffer) and not duel.is_terminal()


def test_clone_then_replay_reproduces_the_future():
    original = fresh(seed=8, auto_forced=False)
    actions = record_random_game(original.clone(), 4)
    half = len(actions) // 2
    for a in actions[:half]:
        original.apply(a)
    snapshot = original.clone()
    for a in actions[half:]:
        original.apply(a)
    for a in actions[half:]:
        snapshot.apply(a)
    assert np.array_equal(original.buffer, snapshot.buffer)
    assert original.is_terminal() and snapshot.winner() == original.winner()


def test_playout_is_a_function_of_state_and_seed():
    duel = fresh()
    a, b = duel.clone(), duel.clone()
    assert a.playout(123) == b.playout(123)
    assert np.array_equal(a.buffer, b.buffer)


def test_buffer_and_pickle_round_trip():
    import pickle
    duel = fresh()
    rebuilt = Duel.from_buffer(test_db(), duel.buffer)
    assert rebuilt == duel
    assert pickle.loads(pickle.dumps(duel)) == duel
    assert rebuilt.playout(3) == duel.clone().playout(3)


def _final_state_in_child(seed):
    duel = fresh(seed=seed)
    duel.playout(seed)
    return duel.buffer.tobytes()


def test_same_duel_in_another_process():
    ctx = mp.get_context("spawn")
    with ctx.Pool(1) as pool:
        child = pool.map(_final_state_in_child, [3, 4])
    assert child == [_final_state_in_child(3), _final_state_in_child(4)]


def test_clone_with_an_open_chain_replays_identically():
    # A clone taken while a chain is open (a response decision pending) resumes exactly.
    deck0, deck1 = starter_decks()
    found = 0
    for seed in range(40):
        duel = Duel(test_db(), deck0, deck1, seed=seed, auto_forced=False)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            if duel.chain():
                snapshot = duel.clone()
                actions = record_random_game(duel, seed)
                for a in actions:
                    snapshot.apply(a)
                assert np.array_equal(snapshot.buffer, duel.buffer)
                found += 1
                break
            duel.apply(int(rng.choice(duel.legal_actions())))
    assert found > 10


def test_playout_log_plays_the_same_game_as_playout():
    deck0, deck1 = starter_decks()
    for seed in range(5):
        fast = Duel(test_db(), deck0, deck1, seed=seed)
        slow = fast.clone()
        winner = fast.playout(seed)
        log = slow.playout_log(seed)
        assert np.array_equal(fast.buffer, slow.buffer) and slow.winner() == winner
        assert len(log) > 10 and all(isinstance(line[3], str) for line in log)
