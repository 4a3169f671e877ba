"""Learning and search environments over the engine (``pip install ".[rl]"``).

- :mod:`pysim.envs.pettingzoo_env`: a PettingZoo AEC environment (``env()``, ``raw_env``).
- ``gymnasium.make("ygo_sim/Duel-v0", ...)``: one agent against an opponent
  (:class:`pysim.envs.gym_env.DuelEnv`), registered when this package is imported.
- :class:`pysim.envs.vector.DuelVectorEnv`: Gymnasium's vector API over ``ygo_core.DuelBatch``.
- :mod:`pysim.envs.openspiel_game`: the OpenSpiel game ``python_ygo_duel`` (import it to register).

Observations are ``ygo_core.observe``'s vector plus a mask over its option rows; actions are
option indices (:mod:`pysim.envs.common` says why).
"""
try:
    import gymnasium as _gym
except ImportError:  # the rl extra is not installed: the Gymnasium id is not registered
    _gym = None

if _gym is not None and "ygo_sim/Duel-v0" not in _gym.registry:
    _gym.register(id="ygo_sim/Duel-v0", entry_point="pysim.envs.gym_env:DuelEnv")
