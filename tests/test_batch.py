"""ygo_core.DuelBatch (issue 9): n duels stepped in one call inside the core, each the same duel
as a single Duel with its episode seed, deterministic whatever n and whatever the other duels do,
reset automatically when they end."""
import numpy as np
import pytest

from pysim.decks import load_deck
from ygo_core import CardDB, Duel, DuelBatch, IllegalActionError
from ygo_core import actions as A
from ygo_core import observe as O

from helpers import SHARED, SYNCHRO_DECK, ExtraSummoner, starter_decks, test_db, vanilla_decks


def random_actions(masks, rng):
    # One uniformly random legal action per row of the masks.
    return np.array([rng.choice(np.flatnonzero(row)) for row in masks], dtype=np.int32)


def option_actions(obs, rng):
    # A random option row per duel, read from the observation (what a learner sees).
    counts = np.minimum(obs[:, O.OBS_OPTION_COUNT], O.OBS_OPTIONS)
    idx = (rng.random(len(obs)) * counts).astype(np.int64)
    return obs[np.arange(len(obs)), O.OBS_OPTION_ROWS + idx * O.OPT_WIDTH + O.OPT_ACTION]


def episode_duel(db, deck0, deck1, batch, i, episode):
    """The single Duel that episode `episode` of batch duel `i` is, bit for bit."""
    return Duel(db, deck0, deck1, seed=batch.episode_seed(i, episode),
                first_player=batch.episode_first_player(i, episode))


def test_every_duel_is_the_single_duel_of_its_episode_seed():
    db = test_db()
    deck0, deck1 = vanilla_decks()
    batch = DuelBatch(db, deck0, deck1, n=3, seed=11, first_player="alternate")
    episode = [0, 0, 0]

    def single(i):
        return episode_duel(db, deck0, deck1, batch, i, episode[i])

    refs = [single(i) for i in range(3)]
    rng = np.random.default_rng(0)
    obs, masks = batch.observations(), batch.masks()
    finished = 0
    for _ in range(1500):
        for i, ref in enumerate(refs):
            p = ref.current_player()
            assert batch.players()[i] == p
            assert np.array_equal(obs[i], ref.observation(p))
            assert np.array_equal(masks[i], ref.legal_mask())
        actions = random_actions(masks, rng)
        obs, masks, rewards, dones = batch.step(actions)
        for i in range(3):
            refs[i].apply(int(actions[i]))
            assert dones[i] == refs[i].is_terminal()
            if dones[i]:
                assert list(rewards[i]) == refs[i].returns()
                assert batch.winners()[i] == refs[i].winner()
                episode[i] += 1
                refs[i] = single(i)
                finished += 1
            else:
                assert list(rewards[i]) == [0.0, 0.0]
    assert finished >= 3 and list(batch.episodes()) == episode
    assert batch.duel(1) == refs[1]


def trajectory(n, seed, steps, other_seed):
    # Duel 0's observations when it is driven by one generator and the others by another.
    db = test_db()
    batch = DuelBatch(db, *vanilla_decks(), n=n, seed=seed)
    mine, others = np.random.default_rng(5), np.random.default_rng(other_seed)
    seen = [batch.observations()[0].copy()]
    for _ in range(steps):
        obs = batch.observations()
        actions = option_actions(obs, others)
        actions[0] = option_actions(obs[:1], mine)[0]
        obs, _, rewards, dones = batch.step(actions)
        seen.append((obs[0].copy(), rewards[0].copy(), bool(dones[0])))
    return seen


def _same(a, b):
    assert np.array_equal(a[0], b[0])
    for x, y in zip(a[1:], b[1:]):
        assert np.array_equal(x[0], y[0]) and np.array_equal(x[1], y[1]) and x[2] == y[2]


def test_determinism_whatever_n_and_whatever_the_other_duels_do():
    base = trajectory(1, 3, 700, other_seed=1)
    _same(base, trajectory(4, 3, 700, other_seed=2))
    _same(base, trajectory(9, 3, 700, other_seed=3))
    assert any(done for _, _, done in base[1:])  # the run crossed an automatic reset
    other = trajectory(1, 4, 50, other_seed=1)
    assert not all(np.array_equal(x[0], y[0]) for x, y in zip(base[1:51], other[1:]))


def test_illegal_action_steps_no_duel():
    batch = DuelBatch(test_db(), *vanilla_decks(), n=3, seed=2)
    before = [batch.duel(i) for i in range(3)]
    masks = batch.masks()
    actions = random_actions(masks, np.random.default_rng(1))
    bad = int(np.flatnonzero(~masks[1])[0])
    actions[1] = bad
    with pytest.raises(IllegalActionError, match=f"duel 1: illegal action {bad}"):
        batch.step(actions)
    assert [batch.duel(i) for i in range(3)] == before
    # A mask the caller scribbles on does not make an action legal.
    masks[1, bad] = True
    with pytest.raises(IllegalActionError, match="duel 1"):
        batch.step(actions)
    assert batch.duel(1) == before[1]


def test_step_refuses_bad_input():
    batch = DuelBatch(test_db(), *vanilla_decks(), n=2)
    with pytest.raises(ValueError, match=r"shape \(2,\)"):
        batch.step(np.zeros(3, dtype=np.int32))
    with pytest.raises(IllegalActionError, match="integers"):
        batch.step(np.array([True, False]))
    with pytest.raises(IllegalActionError, match=f"not an action code \\(0..{A.N_ACTIONS - 1}\\)"):
        batch.step(np.array([0, A.N_ACTIONS]))
    for kw, msg in (({"n": 0}, "n must be a positive integer"), ({"n": 2, "first_player": 2}, "first_player"),
                    ({"n": 2, "opponent": "greedy"}, "opponent"), ({"n": 2, "learner": 3}, "learner")):
        with pytest.raises(ValueError, match=msg):
            DuelBatch(test_db(), *vanilla_decks(), **kw)


def test_random_opponent_plays_inside_the_core():
    db = test_db()
    batch = DuelBatch(db, *starter_decks(), n=8, seed=4, opponent="random", learner=1,
                      first_player="alternate")
    rng = np.random.default_rng(0)
    wins = 0
    for _ in range(2000):
        assert np.all(batch.players() == 1)
        obs, masks, rewards, dones = batch.step(option_actions(batch.observations(), rng))
        assert np.all(obs[:, O.OBS_MY_DECISION] == 1)
        wins += int((rewards[dones, 1] > 0).sum())
    assert batch.episodes().sum() > 8 and wins > 0
    # The same seed replays the same games.
    again = DuelBatch(db, *starter_decks(), n=8, seed=4, opponent="random", learner=1,
                      first_player="alternate")
    assert again.duel(3) == DuelBatch(db, *starter_decks(), n=8, seed=4, opponent="random",
                                      learner=1, first_player="alternate").duel(3)


def test_reset_starts_episode_zero_again():
    batch = DuelBatch(test_db(), *vanilla_decks(), n=2, seed=9)
    first = batch.observations().copy()
    rng = np.random.default_rng(0)
    for _ in range(20):
        batch.step(random_actions(batch.masks(), rng))
    obs, masks = batch.reset()
    assert np.array_equal(obs, first) and list(batch.episodes()) == [0, 0]
    obs, _ = batch.reset(seed=10)
    assert not np.array_equal(obs, first)


@pytest.mark.parametrize("auto_forced", [True, False])
def test_batch_matches_single_duels_with_and_without_forced_moves(auto_forced):
    # The batch keeps the legal actions the engine listed at each decision (to see whether it
    # was forced) instead of listing them again; without auto_forced the engine lists nothing
    # and the batch lists them itself. Both ways: the single Duel's observations and masks.
    db = test_db()
    deck0, deck1 = starter_decks()
    batch = DuelBatch(db, deck0, deck1, n=2, seed=21, auto_forced=auto_forced)
    refs = [Duel(db, deck0, deck1, seed=batch.episode_seed(i, 0), auto_forced=auto_forced)
            for i in range(2)]
    rng = np.random.default_rng(3)
    obs, masks = batch.observations(), batch.masks()
    for checked in range(300):
        if batch.episodes().any():
            break
        for i, ref in enumerate(refs):
            assert np.array_equal(obs[i], ref.observation(ref.current_player()))
            assert np.array_equal(masks[i], ref.legal_mask())
        actions = option_actions(obs, rng)
        obs, masks, _, _ = batch.step(actions)
        for i in range(2):
            refs[i].apply(int(actions[i]))
    assert checked >= 100


def test_cached_lists_match_single_duels_through_whole_starter_duels():
    # A step rewrites a GY or banished list only from its first card that changed
    # (observe.pxd ObsExtents.gy_ids): the words must stay the single Duel's whether a list grew
    # at its top, lost a card anywhere (Monster Reborn), moved to the other block (the player to
    # move changed) or belongs to a new episode.
    db = test_db()
    deck0, deck1 = starter_decks()
    batch = DuelBatch(db, deck0, deck1, n=4, seed=5, first_player="alternate")
    episode = [0] * 4

    def single(i):
        return episode_duel(db, deck0, deck1, batch, i, episode[i])

    refs = [single(i) for i in range(4)]
    rng = np.random.default_rng(8)
    obs, masks = batch.observations(), batch.masks()
    shrank = flipped = 0

    def gy_count(row, viewer, player):
        return row[O.OBS_GY_COUNT + (player != viewer)]

    for _ in range(1200):
        before = obs.copy()
        players = batch.players().copy()
        for i, ref in enumerate(refs):
            assert np.array_equal(obs[i], ref.observation(ref.current_player()))
        actions = option_actions(obs, rng)
        obs, masks, _, dones = batch.step(actions)
        for i in range(4):
            refs[i].apply(int(actions[i]))
            if dones[i]:
                episode[i] += 1
                refs[i] = single(i)
                continue
            flipped += batch.players()[i] != players[i]
            shrank += any(gy_count(obs[i], batch.players()[i], p) < gy_count(before[i], players[i], p)
                          for p in (0, 1))
    assert sum(episode) >= 4 and flipped > 100 and shrank > 0


def test_extra_decks_are_dealt_and_summoned_from():
    # The batch's duels are the single Duels with the Extra Decks, and a Synchro Monster of the
    # Extra Deck reaches the field through the batch's option rows.
    db = CardDB()
    deck = load_deck(SYNCHRO_DECK)
    batch = DuelBatch(db, deck.main, deck.main, n=2, seed=3, extra0=deck.extra, extra1=deck.extra)
    for i in range(2):
        single = Duel(db, deck.main, deck.main, seed=batch.episode_seed(i, 0), extra0=deck.extra,
                      extra1=deck.extra)
        assert batch.duel(i) == single
        assert sorted(single.card_code(c) for c in batch.duel(i).card_ids(0, "extra")) == sorted(deck.extra)
    assert np.all(batch.observations()[:, O.OBS_MINE + O.OBS_S_EXTRA_COUNT] == len(deck.extra))
    policies = [ExtraSummoner(i) for i in range(2)]
    for _ in range(3000):
        obs = batch.observations()
        picks = [policies[i](obs[i]) for i in range(2)]
        batch.step(obs[np.arange(2), O.OBS_OPTION_ROWS + np.array(picks) * O.OPT_WIDTH + O.OPT_ACTION])
        if all(p.landed for p in policies):
            break
    assert all(p.landed for p in policies)


GOAT_CONTROL = SHARED / "decks" / "goat" / "goat-control.ydk"
THOUSAND_EYES_RESTRICT = 63519819


@pytest.mark.skipif(not GOAT_CONTROL.exists(), reason="../shared/decks/goat is not present")
def test_goat_control_keeps_its_fusion_deck():
    deck = load_deck(GOAT_CONTROL)
    batch = DuelBatch(CardDB(), deck.main, deck.main, n=1, seed=1, rules="goat", extra0=deck.extra,
                      extra1=deck.extra)
    duel = batch.duel(0)
    for p in (0, 1):
        codes = [duel.card_code(c) for c in duel.card_ids(p, "extra")]
        assert codes.count(THOUSAND_EYES_RESTRICT) == 3 and len(codes) == len(deck.extra)


# ---- A policy opponent (self-play) ------------------------------------------------------------

def last_legal(masks):
    # The highest legal action code of each mask row.
    return (masks.shape[1] - 1 - masks[:, ::-1].argmax(axis=1)).astype(np.int32)


def play_last_legal(duel, player):
    # `player`'s decisions in a single Duel, each its last legal action, up to the other
    # player's or the end; returns how many.
    played = 0
    while not duel.is_terminal() and duel.current_player() == player:
        duel.apply(int(duel.legal_actions()[-1]))
        played += 1
    return played


def test_policy_opponent_plays_the_actions_it_returns():
    # The hook gets the opponent's observations and masks, batched, and each duel is the single
    # Duel in which the opponent played exactly what the hook returned (its last legal action).
    db = test_db()
    deck0, deck1 = starter_decks()
    handed = []

    def opponent(obs, masks):
        assert obs.shape == (len(masks), O.OBS_SIZE) and np.all(obs[:, O.OBS_MY_DECISION] == 1)
        handed.append(len(obs))
        return last_legal(masks)

    batch = DuelBatch(db, deck0, deck1, n=3, seed=6, first_player="alternate", opponent=opponent, learner=0)
    episode, opponent_decisions = [0] * 3, 0

    def single(i):
        nonlocal opponent_decisions
        duel = episode_duel(db, deck0, deck1, batch, i, episode[i])
        opponent_decisions += play_last_legal(duel, 1)
        return duel

    refs = [single(i) for i in range(3)]
    assert sum(handed) == opponent_decisions > 0  # the opponent opens duel 1 (first_player alternate)
    rng = np.random.default_rng(2)
    for step in range(1500):
        assert np.all(batch.players() == 0)
        for i, ref in enumerate(refs):
            assert np.array_equal(batch.observations()[i], ref.observation(0))
        actions = option_actions(batch.observations(), rng)
        obs, masks, rewards, dones = batch.step(actions)
        for i in range(3):
            refs[i].apply(int(actions[i]))
            opponent_decisions += play_last_legal(refs[i], 1)
            assert dones[i] == refs[i].is_terminal()
            if dones[i]:
                assert list(rewards[i]) == refs[i].returns()
                episode[i] += 1
                refs[i] = single(i)
    assert sum(episode) >= 3 and list(batch.episodes()) == episode
    assert sum(handed) == opponent_decisions and batch.duel(2) == refs[2]


def test_policy_opponent_errors_name_the_duel():
    db = test_db()
    with pytest.raises(IllegalActionError, match="must return 2 integer action codes"):
        DuelBatch(db, *vanilla_decks(), n=2, seed=1, first_player=1, opponent=lambda o, m: [0])
    with pytest.raises(IllegalActionError, match="duel 0: the opponent policy returned the illegal action"):
        DuelBatch(db, *vanilla_decks(), n=2, seed=1, first_player=1,
                  opponent=lambda o, m: (~m).argmax(axis=1))


# ---- Deck pairs drawn per episode -------------------------------------------------------------

def test_deck_pairs_are_drawn_per_episode_from_the_seed():
    # Two pairs of different sizes (the Synchron deck has an Extra Deck): every episode is the
    # single Duel of its drawn pair and seed, both pairs come up, and the same seed draws the
    # same pairs whatever n is.
    db = CardDB()
    synchro = load_deck(SYNCHRO_DECK)
    pairs = [vanilla_decks(), (synchro.main, synchro.main, synchro.extra, synchro.extra)]
    full = [(*vanilla_decks(), (), ()), pairs[1]]  # a pair of two lists: no Extra Decks

    def single(batch, i, episode):
        d0, d1, x0, x1 = full[batch.episode_pair(i, episode)]
        return Duel(db, d0, d1, seed=batch.episode_seed(i, episode), extra0=x0, extra1=x1,
                    first_player=batch.episode_first_player(i, episode))

    batch = DuelBatch(db, None, None, n=4, seed=8, pairs=pairs, first_player="alternate")
    rng = np.random.default_rng(1)
    seen = set()
    refs = [single(batch, i, 0) for i in range(4)]
    for _ in range(2500):
        for i in range(4):
            assert batch.pairs()[i] == batch.episode_pair(i, batch.episodes()[i])
            # The observation too: a new pair's card ids name other cards than the last one's.
            assert np.array_equal(batch.observations()[i], refs[i].observation(refs[i].current_player()))
        seen.update(int(p) for p in batch.pairs())
        actions = option_actions(batch.observations(), rng)
        _, _, _, dones = batch.step(actions)
        for i in range(4):
            refs[i].apply(int(actions[i]))
            if dones[i]:
                refs[i] = single(batch, i, batch.episodes()[i])
                assert batch.duel(i) == refs[i]
    assert seen == {0, 1} and batch.episodes().sum() >= 8
    drawn = [[batch.episode_pair(i, e) for e in range(20)] for i in range(4)]
    assert {p for row in drawn for p in row} == {0, 1}
    again = DuelBatch(db, None, None, n=9, seed=8, pairs=pairs, first_player="alternate")
    assert [[again.episode_pair(i, e) for e in range(20)] for i in range(4)] == drawn


def test_deck_pairs_errors():
    db = test_db()
    with pytest.raises(ValueError, match="not both"):
        DuelBatch(db, *vanilla_decks(), n=1, pairs=[vanilla_decks()])
    with pytest.raises(ValueError, match=r"pairs\[0\] must be"):
        DuelBatch(db, None, None, n=1, pairs=[vanilla_decks()[:1]])
    with pytest.raises(ValueError, match="at least one"):
        DuelBatch(db, None, None, n=1, pairs=[])
