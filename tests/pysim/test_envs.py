"""The learning environments (issue 9): PettingZoo's api_test, Gymnasium's check_env, the vector
env over DuelBatch, and the option-index actions. Skipped without the rl extra."""
import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra is not installed (pip install '.[rl]')")
pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install '.[rl]')")

from ygo_core import Duel
from ygo_core import layout as L
from ygo_core import observe as O

import pysim.envs  # noqa: F401  (registers ygo_sim/Duel-v0)
from pysim.envs.common import option_action, option_mask, resolve_deck
from pysim.envs.gym_env import DuelEnv
from pysim.envs.pettingzoo_env import env as aec_env
from pysim.envs.vector import DuelVectorEnv

from helpers import SYNCHRO_DECK, ExtraSummoner, starter_decks


# api_test only warns that a Dict observation (observation + action_mask) is not a Box.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test
    api_test(aec_env(seed=1), num_cycles=300)


def test_pettingzoo_plays_whole_duels_with_rewards():
    e = aec_env(seed=3)
    for episode in range(3):
        e.reset(seed=episode)
        total = {a: 0.0 for a in e.possible_agents}
        for agent in e.agent_iter(max_iter=100_000):
            obs, reward, term, trunc, info = e.last()
            total[agent] += reward
            if term or trunc:
                e.step(None)
                continue
            assert obs["action_mask"].any()
            e.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        assert sorted(total.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_gymnasium_check_env_passes_and_make_works():
    from gymnasium.utils.env_checker import check_env
    check_env(DuelEnv(), skip_render_check=True)
    env = gymnasium.make("ygo_sim/Duel-v0", opponent="greedy", player=1)
    obs, info = env.reset(seed=4)
    done, steps = False, 0
    while not done:
        obs, reward, done, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert reward in (-1.0, 0.0, 1.0) and info["winner"] in (0, 1, -1) and steps > 5


def test_gym_env_is_deterministic_for_a_seed():
    def run(seed):
        env = DuelEnv(opponent="random")
        obs, _ = env.reset(seed=seed)
        seen = [obs["observation"].copy()]
        for k in range(60):
            obs, r, done, _, _ = env.step(k)
            seen.append(obs["observation"].copy())
            if done:
                break
        return seen
    a, b = run(7), run(7)
    assert len(a) == len(b) and all(np.array_equal(x, y) for x, y in zip(a, b))


def test_option_index_takes_that_row_and_wraps_past_the_rows_in_use():
    duel = Duel(pysim_cards(), *starter_decks(), seed=2)
    obs = duel.observation(duel.current_player())
    legal = list(duel.legal_actions())
    n = min(len(legal), O.OBS_OPTIONS)
    assert list(option_mask(obs)) == [1] * n + [0] * (O.OBS_OPTIONS - n)
    assert [int(option_action(obs, k)) for k in range(n)] == legal[:n]
    assert int(option_action(obs, n)) == legal[0]


def pysim_cards():
    from ygo_core import CardDB
    return CardDB()


def test_decks_are_passcodes_paths_urls_or_bundled_names(tmp_path):
    yugi, extra = resolve_deck("starter-yugi")
    assert yugi == starter_decks()[0] and extra == []
    path = tmp_path / "d.ydk"
    path.write_text("#main\n" + "\n".join(str(c) for c in yugi) + "\n")
    assert resolve_deck(str(path)).main == yugi == resolve_deck(yugi).main
    from pysim.decks import Deck, to_ydke
    assert resolve_deck(to_ydke(Deck(main=tuple(yugi), extra=(), side=(), name="x"))).main == yugi
    with pytest.raises(FileNotFoundError):
        resolve_deck("no-such-deck")


def test_vector_env_steps_the_batch_against_random_play():
    envs = DuelVectorEnv(num_envs=8, seed=5)
    obs, _ = envs.reset(seed=5)
    assert obs["observation"].shape == (8, O.OBS_SIZE) and obs["action_mask"].shape == (8, O.OBS_OPTIONS)
    assert envs.observation_space.contains(obs)
    ended = 0
    for _ in range(3000):
        obs, rewards, term, trunc, infos = envs.step(envs.action_space.sample())
        assert np.all(obs["observation"][:, O.OBS_MY_DECISION] == 1)
        assert np.all(rewards[~term] == 0) and set(rewards[term]) <= {-1.0, 0.0, 1.0}
        ended += int(term.sum())
        assert np.array_equal(infos["_winner"], term)
    assert ended > 8
    # Same seed, same actions: same observations.
    a, b = DuelVectorEnv(num_envs=3, seed=9), DuelVectorEnv(num_envs=3, seed=9)
    a.reset(seed=9), b.reset(seed=9)
    for k in range(200):
        acts = np.full(3, k % 7)
        oa, ob = a.step(acts)[0], b.step(acts)[0]
        assert np.array_equal(oa["observation"], ob["observation"])


def test_pettingzoo_step_plays_the_same_option_with_or_without_observing():
    # step() takes the option codes from the decider's last observe() (no second listing);
    # without one, and after the caller wrote into the observation, it plays the same rows.
    from pysim.envs.pettingzoo_env import raw_env
    watched, blind = raw_env(seed=4), raw_env(seed=4)
    watched.reset(seed=4)
    blind.reset(seed=4)
    for k in range(300):
        if watched.terminations[watched.agent_selection]:
            break
        obs = watched.observe(watched.agent_selection)
        obs["observation"][:] = 0  # the caller's copy: the env must not read it back
        index = 7 * k + 3  # past the rows in use too: wraps around
        watched.step(index)
        blind.step(index)
        assert watched.duel == blind.duel
    assert k > 50


# ---- Extra Decks: every environment deals them ----------------------------------------------

def assert_extra_deck_dealt(obs, extra_size):
    assert obs[O.OBS_MINE + O.OBS_S_EXTRA_COUNT] == extra_size
    assert obs[O.OBS_FOE + O.OBS_S_EXTRA_COUNT] == extra_size


def test_resolve_deck_keeps_the_extra_deck():
    lists = resolve_deck(SYNCHRO_DECK)
    assert len(lists.main) == 40 and len(lists.extra) == 4
    assert resolve_deck((lists.main, lists.extra)) == lists
    from pysim.decks import Deck
    assert resolve_deck(Deck(main=tuple(lists.main), extra=tuple(lists.extra))) == lists


def test_gym_env_deals_the_extra_deck_and_summons_from_it():
    env = DuelEnv(deck0=SYNCHRO_DECK, deck1=SYNCHRO_DECK, opponent="random")
    policy = ExtraSummoner(1)
    obs, _ = env.reset(seed=1)
    assert_extra_deck_dealt(obs["observation"], 4)
    for _ in range(3000):
        obs, _, done, _, _ = env.step(policy(obs["observation"]))
        if policy.landed or done:
            break
    assert policy.landed


def test_vector_env_deals_the_extra_deck_and_summons_from_it():
    envs = DuelVectorEnv(num_envs=2, deck0=SYNCHRO_DECK, deck1=SYNCHRO_DECK, seed=1)
    obs, _ = envs.reset(seed=1)
    for row in obs["observation"]:
        assert_extra_deck_dealt(row, 4)
    policies = [ExtraSummoner(1), ExtraSummoner(2)]
    for _ in range(3000):
        obs, *_ = envs.step([p(row) for p, row in zip(policies, obs["observation"])])
        if all(p.landed for p in policies):
            break
    assert all(p.landed for p in policies)


def test_pettingzoo_deals_the_extra_deck_and_summons_from_it():
    e = aec_env(deck0=SYNCHRO_DECK, deck1=SYNCHRO_DECK, seed=2)
    e.reset(seed=2)
    policies = {a: ExtraSummoner(k) for k, a in enumerate(e.possible_agents)}
    assert_extra_deck_dealt(e.last()[0]["observation"], 4)
    for agent in e.agent_iter(max_iter=5000):
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            break
        e.step(policies[agent](obs["observation"]))
        if all(p.landed for p in policies.values()):
            break
    assert any(p.landed for p in policies.values())


def test_vector_env_self_play_opponent_plays_the_option_rows_it_returns():
    # The opponent policy sees the option rows as the agent does and returns option indices:
    # always row 0, the first legal action, so the duels are those of a DuelBatch whose
    # opponent plays the first legal action code.
    from ygo_core import DuelBatch
    seen = []

    def first_row(observations, action_mask):
        assert np.all(observations[:, O.OBS_MY_DECISION] == 1) and action_mask.shape == (len(observations), O.OBS_OPTIONS)
        seen.append(len(observations))
        return np.zeros(len(observations), dtype=np.int64)

    envs = DuelVectorEnv(num_envs=4, seed=3, opponent=first_row)
    batch = DuelBatch(pysim_cards(), *starter_decks(), n=4, seed=3, first_player="alternate", learner=0,
                      opponent=lambda obs, masks: masks.argmax(axis=1).astype(np.int32))
    obs, _ = envs.reset(seed=3)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(1500):
        assert np.array_equal(obs["observation"], batch.observations())
        actions = rng.integers(O.OBS_OPTIONS, size=4)
        obs, rewards, term, _, _ = envs.step(actions)
        batch.step(option_action(batch.observations().copy(), actions))
        ended += int(term.sum())
    assert ended >= 4 and sum(seen) > 1000


def test_vector_env_draws_a_deck_pair_per_episode():
    pairs = [("starter-yugi", "starter-kaiba"), (SYNCHRO_DECK, SYNCHRO_DECK)]
    envs = DuelVectorEnv(num_envs=4, seed=2, deck_pairs=pairs)
    obs, infos = envs.reset(seed=2)
    seen = set(infos["pair"])
    for _ in range(2000):
        obs, _, _, _, infos = envs.step(envs.action_space.sample())
        seen.update(infos["pair"])
        # The Synchron deck's 4 Extra Deck cards are dealt in its episodes only.
        extra = obs["observation"][:, O.OBS_FOE + O.OBS_S_EXTRA_COUNT]
        assert np.all(extra[infos["pair"] == 0] == 0)
    assert seen == {0, 1}
    with pytest.raises(ValueError, match="not both"):
        DuelVectorEnv(num_envs=1, deck0="starter-yugi", deck_pairs=pairs)
