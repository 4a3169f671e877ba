"""The shared battery for the Duel Masters engine: random duels between every pair of the bundled
decks end, conserve cards, never leave negative shields; same seed and actions give the same duel;
clone and from_buffer round-trip mid-duel."""
import itertools
import pickle

import numpy as np
import pytest

from dm_core import CardDataError, CardPool, DMDuel, StateError, dm01
from dm_core.cards import _read_csv
from dm_core import core as C
from dm_core import layout as L

from dm_helpers import check_invariants, decks

DECKS = decks()
PAIRS = list(itertools.product(sorted(DECKS), repeat=2))


def random_duel(d0, d1, seed, check_every=True):
    d = DMDuel(DECKS[d0], DECKS[d1], seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    while not d.is_terminal():
        legal = d.legal_actions()
        assert len(legal) > 0 and list(legal) == sorted(legal)
        d.apply(int(rng.choice(legal)))
        steps += 1
        if check_every:
            check_invariants(d)
        assert steps < 20_000
    return d


@pytest.mark.parametrize("d0,d1", PAIRS)
def test_random_duels_end_and_conserve_cards(d0, d1):
    for seed in range(6):
        d = random_duel(d0, d1, seed)
        assert d.winner() in (0, 1, -1)
        assert d.win_reason() in ("direct_attack", "deck_out", "turn_limit")
        assert d.legal_actions().size == 0


def test_many_core_playouts_end():
    names = sorted(DECKS)
    for seed in range(3000):
        d = DMDuel(DECKS[names[seed % 4]], DECKS[names[seed // 4 % 4]], seed=seed)
        assert d.playout(seed) in (0, 1, -1)
        check_invariants(d)


def test_same_seed_same_duel():
    a = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=7)
    b = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=7)
    assert a == b
    a.playout(11)
    b.playout(11)
    assert a == b and a.winner() == b.winner()


def test_clone_mid_duel_plays_the_same():
    d = DMDuel(DECKS["darkness-fire-removal"], DECKS["water-nature-ramp"], seed=3)
    rng = np.random.default_rng(0)
    for _ in range(40):
        if d.is_terminal():
            break
        d.apply(int(rng.choice(d.legal_actions())))
    c = d.clone()
    assert c == d
    assert c.playout(5) == d.clone().playout(5)
    d.playout(5)
    assert c == d


def _round_trip_every_state(n_duels, pickle_too):
    # Every state a random duel reaches, at every decision, is a valid saved state: from_buffer
    # (and unpickling) accept it and give the same duel.
    names = sorted(DECKS)
    states = 0
    for seed in range(n_duels):
        d = DMDuel(DECKS[names[seed % 4]], DECKS[names[seed // 4 % 4]], seed=seed)
        rng = np.random.default_rng(seed)
        while True:
            assert DMDuel.from_buffer(d.buffer) == d, (seed, states, d.decision())
            if pickle_too:
                assert pickle.loads(pickle.dumps(d)) == d, (seed, states, d.decision())
            states += 1
            if d.is_terminal():
                break
            d.apply(int(rng.choice(d.legal_actions())))
    return states


def test_from_buffer_and_pickle_round_trip_every_state():
    # 24 duels, every deck pair: about 3,500 states (seed 16 reaches a state between two
    # Shield Trigger declarations, C175.1, that the validator once refused).
    assert _round_trip_every_state(24, pickle_too=True) > 3000


@pytest.mark.slow
def test_from_buffer_round_trips_every_state_of_3000_duels():
    assert _round_trip_every_state(3000, pickle_too=False) > 400_000


class _Retagged:
    # Pickles as the reference to `pool` does, with another fingerprint.
    def __init__(self, pool, fingerprint):
        self.load, (_, self.source) = pool.__reduce__()
        self.fingerprint = fingerprint

    def __reduce__(self):
        return self.load, (self.fingerprint, self.source)


def test_a_duel_pickles_to_its_state_and_a_reference_to_its_pool():
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["darkness-fire-removal"], seed=9)
    rng = np.random.default_rng(9)
    for _ in range(60):
        d.apply(int(rng.choice(d.legal_actions())))
    data = pickle.dumps(d)
    assert len(data) < L.STATE_SIZE * 4 + 1_000
    again = pickle.loads(data)
    assert again == d and again.pool is d.pool
    assert len(pickle.dumps(dm01())) < 200 and pickle.loads(pickle.dumps(dm01())) is dm01()


def test_a_duel_of_another_pool_pickles_with_it():
    rows = [dict(r) for r in _read_csv()]
    next(r for r in rows if r["name"] == "Bolshack Dragon")["power"] = "7000"
    pool = CardPool(rows)
    assert pool.fingerprint != dm01().fingerprint
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=5, pool=pool)
    rng = np.random.default_rng(5)
    for _ in range(60):
        d.apply(int(rng.choice(d.legal_actions())))
    again = pickle.loads(pickle.dumps(d))
    assert again == d and again.pool.fingerprint == pool.fingerprint


def test_a_pool_reference_whose_fingerprint_differs_is_refused():
    with pytest.raises(CardDataError, match="the DM-01 pool does not match the fingerprint"):
        pickle.loads(pickle.dumps(_Retagged(dm01(), dm01().fingerprint ^ 1)))


def test_from_buffer_rejects_bad_type_and_size():
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["darkness-fire-removal"], seed=9)
    with pytest.raises(TypeError):
        DMDuel.from_buffer(d.buffer.astype(np.int64))
    with pytest.raises(TypeError):
        DMDuel.from_buffer(list(d.buffer))
    with pytest.raises(StateError):
        DMDuel.from_buffer(d.buffer[:-1].copy())
    b = d.buffer
    b[L.HDR_VERSION] = 99
    with pytest.raises(StateError, match="layout version"):
        DMDuel.from_buffer(b)


def _base_states():
    names = sorted(DECKS)
    out = []
    for seed in range(12):
        d = DMDuel(DECKS[names[seed % 4]], DECKS[names[(seed + 1) % 4]], seed=seed)
        rng = np.random.default_rng(seed)
        stop = int(rng.integers(5, 300))
        for _ in range(stop):
            if d.is_terminal():
                break
            d.apply(int(rng.choice(d.legal_actions())))
        out.append(d.buffer)
    return out


def test_from_buffer_fuzz_one_word_mutations():
    # Every accepted mutation must keep the invariants and play out to the end without error;
    # a rejected one raises StateError (never a crash or another exception).
    rng = np.random.default_rng(2026)
    values = (-1, 0, 1, 2, 5, 44, 45, 89, 90, 1000, 2 ** 31 - 1, -2 ** 31)
    accepted = rejected = 0
    for base in _base_states():
        for _ in range(300):
            b = base.copy()
            w = int(rng.integers(L.STATE_SIZE))
            b[w] = values[int(rng.integers(len(values)))] if rng.random() < 0.7 else b[w] + int(rng.integers(-3, 4))
            try:
                d = DMDuel.from_buffer(b)
            except StateError:
                rejected += 1
                continue
            accepted += 1
            check_invariants(d)
            d.playout(int(rng.integers(1000)))
            check_invariants(d)
            assert d.is_terminal()
    assert accepted > 0 and rejected > 0


def test_illegal_action_leaves_state_unchanged():
    from ygo_core import IllegalActionError
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=2)
    before = d.buffer
    illegal = next(a for a in range(C.N_ACTIONS) if a not in set(d.legal_actions()))
    with pytest.raises(IllegalActionError):
        d.apply(illegal)
    with pytest.raises(IllegalActionError):
        d.apply(True)
    with pytest.raises(IllegalActionError):
        d.apply(C.N_ACTIONS)
    assert np.array_equal(before, d.buffer)


def test_determinize_keeps_counts_and_public_cards():
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=4)
    rng = np.random.default_rng(3)
    for _ in range(60):
        d.apply(int(rng.choice(d.legal_actions())))
    e = d.clone().determinize(0, seed=5)
    for p in (0, 1):
        for z in ("deck", "hand", "shields", "battle", "mana", "graveyard"):
            assert len(e.zone(p, z)) == len(d.zone(p, z))
    for z in ("hand", "battle", "mana", "graveyard"):
        assert e.names(0, z) == d.names(0, z)
    for z in ("battle", "mana", "graveyard"):
        assert e.names(1, z) == d.names(1, z)
    hidden = lambda x: sorted(x.names(1, "hand") + x.names(1, "deck") + x.names(1, "shields"))
    assert hidden(e) == hidden(d)
    e.playout(2)
    assert e.is_terminal()


def test_observation_hides_hand_shields_and_deck():
    from dm_core.observe import OBS_HAND, OBS_SIZE
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=4)
    o0, o1 = d.observation(0), d.observation(1)
    assert o0.shape == (OBS_SIZE,)
    e = d.clone().determinize(0, seed=8)  # the opponent's hidden cards change ...
    assert np.array_equal(e.observation(0), o0)  # ... and player 0 sees no difference
    assert o0[OBS_HAND] != 0 and not np.array_equal(o0[OBS_HAND:], o1[OBS_HAND:])


def test_the_state_is_one_small_flat_buffer():
    # 2 x 45 card rows, 12 zone lists, the queue, the modifiers and the stack: under 8 KB.
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=1)
    assert d.buffer.dtype == np.int32 and d.buffer.shape == (L.STATE_SIZE,)
    assert L.STATE_SIZE * 4 == 6800 and L.STACK_BASE + L.CAP_STACK * L.FRAME_WIDTH == L.STATE_SIZE


def test_describe_and_decision_names():
    d = DMDuel(DECKS["fire-nature-rush"], DECKS["light-water-control"], seed=1)
    assert d.decision() == "charge" and d.current_player() == 0
    texts = [d.describe(int(a)) for a in d.legal_actions()]
    assert texts[0] == "pass" and all(t.startswith("charge ") for t in texts[1:])
    d.playout(0)
    assert d.decision() is None and d.current_player() == -1 and repr(d).startswith("<DMDuel over")
