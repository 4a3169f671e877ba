"""The duel as an OpenSpiel Python game, registered as ``python_ygo_duel`` when this module is
imported (``pip install ".[rl]"``).

``pyspiel.load_game("python_ygo_duel", {"deck0": "starter-yugi", "deck1": "starter-kaiba",
"seed": 1})`` gives a sequential, imperfect-information, zero-sum game whose actions are the
engine's action codes (``ygo_core.actions``, ``N_ACTIONS`` distinct). Chance is sampled inside
the engine from the duel's own RNG (``SAMPLED_STOCHASTIC``: no chance nodes), so a state's
future is fixed by its seed; ``resample_from_infostate`` deals the hidden cards again
(:meth:`ygo_core.Duel.determinize`), which is what OpenSpiel's IS-MCTS bot calls.

Observation tensors are ``ygo_core.observe``'s vector as float32; the information state adds
the player's own past actions (its string form), so states a player cannot tell apart share it.
:class:`CorePlayoutEvaluator` is an MCTS evaluator whose rollouts run inside the core.

Examples
--------
>>> import pyspiel, pysim.envs.openspiel_game
>>> game = pyspiel.load_game("python_ygo_duel", {"seed": 3})
>>> state = game.new_initial_state()
>>> state.apply_action(state.legal_actions()[0])
"""
from __future__ import annotations

import numpy as np
import pyspiel

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import observe as O
from pysim.envs.common import duel_decks, resolve_setup

_DEFAULTS = {"deck0": "starter-yugi", "deck1": "starter-kaiba", "rules": "mr3", "seed": 0,
             "first_player": 0}
# Longest duel, in decisions, OpenSpiel is told of (the engine's turn limit is the real bound).
MAX_GAME_LENGTH = 100_000

_GAME_TYPE = pyspiel.GameType(
    short_name="python_ygo_duel",
    long_name="Yu-Gi-Oh! duel (ygo-sim)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS)
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=A.N_ACTIONS, max_chance_outcomes=0, num_players=2,
    min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=MAX_GAME_LENGTH)


class YgoDuelGame(pyspiel.Game):
    """The game: parameters ``deck0``, ``deck1`` (bundled names, YDK paths or ``ydke://``
    URLs; their Extra Decks are dealt too), ``rules``, ``seed`` (of the initial state's duel)
    and ``first_player``."""

    def __init__(self, params=None):
        super().__init__(_GAME_TYPE, _GAME_INFO, params or dict())
        params = {**_DEFAULTS, **(params or {})}
        self.cards, self.deck0, self.deck1 = resolve_setup(params["deck0"], params["deck1"], None)
        self.rules, self.seed, self.first_player = params["rules"], params["seed"], params["first_player"]

    def new_initial_state(self):
        deck0, deck1, extras = duel_decks(self.deck0, self.deck1)
        return YgoDuelState(self, Duel(self.cards, deck0, deck1, seed=self.seed, rules=self.rules,
                                       first_player=self.first_player, **extras))

    def make_py_observer(self, iig_obs_type=None, params=None):
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return DuelObserver(perfect_recall, params)


class YgoDuelState(pyspiel.State):
    """One duel (a :class:`ygo_core.Duel`) and each player's own action history."""

    def __init__(self, game, duel):
        super().__init__(game)
        self.duel = duel
        self.own_actions = ([], [])

    def current_player(self):
        if self.duel.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.duel.current_player()

    def _legal_actions(self, player):
        if player != self.duel.current_player():
            return []
        return [int(a) for a in self.duel.legal_actions()]

    def _apply_action(self, action):
        self.own_actions[self.duel.current_player()].append(int(action))
        self.duel.apply(int(action))

    def _action_to_string(self, player, action):
        return self.duel.describe(action)

    def is_terminal(self):
        return self.duel.is_terminal()

    def returns(self):
        return self.duel.returns()

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell from this one: the hidden cards dealt again
        (:meth:`Duel.determinize`, seeded from the sampler)."""
        other = self.__deepcopy__()
        seed = int(probability_sampler() * 2 ** 62) if callable(probability_sampler) else 0
        other.duel.determinize(player_id, seed=seed)
        return other

    def __deepcopy__(self, memo=None):
        other = YgoDuelState(self.get_game(), self.duel.clone())
        other.own_actions = (list(self.own_actions[0]), list(self.own_actions[1]))
        return other

    def __str__(self):
        return repr(self.duel)


class DuelObserver:
    """Observer (OpenSpiel's PyObserver interface): ``ygo_core.observe``'s vector as float32;
    with perfect recall the string also lists the player's own past actions."""

    def __init__(self, perfect_recall, params):
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(O.OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        self.tensor[:] = state.duel.observation(player)

    def string_from(self, state, player):
        obs = state.duel.observation(player)
        # The option rows past the ones in use are all empty: left out of the string.
        text = obs[:O.OBS_OPTION_ROWS + obs[O.OBS_OPTION_COUNT] * O.OPT_WIDTH].tobytes().hex()
        if self.perfect_recall:
            text += "|" + ",".join(map(str, state.own_actions[player]))
        return text


class CorePlayoutEvaluator:
    """An evaluator for OpenSpiel's MCTS bots: the returns of ``n_rollouts`` random playouts
    run inside the core (``Duel.playout``) from the state, instead of Python rollouts."""

    def __init__(self, n_rollouts=1, seed=0):
        self.n_rollouts = n_rollouts
        self.rng = np.random.default_rng(seed)

    def evaluate(self, state):
        total = np.zeros(2)
        for _ in range(self.n_rollouts):
            duel = state.duel.clone()
            duel.playout(int(self.rng.integers(2 ** 63)))
            total += duel.returns()
        return total / self.n_rollouts

    def prior(self, state):
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


pyspiel.register_game(_GAME_TYPE, YgoDuelGame)
