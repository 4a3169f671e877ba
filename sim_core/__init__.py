"""sim_core: the machinery both games share (Yu-Gi-Oh! in ``ygo_core``, Duel Masters in
``dm_core``).

- ``rng.pxd``: the duel's own xoshiro128** generator over four words of a state buffer.
- ``stack.pxd``: the continuation stack kept inside a state buffer (``stack_push``/``stack_pop``).
- ``errors.pxd``: the status codes every core function returns (``RC_*``, ``ERR_*``).
- ``exceptions``: what the Python edge of either engine raises for them.

The decision protocol (legal actions, apply, clone, playout, determinize, observation, buffer
validation) is the same for both duel classes, and the runner, statistics and command line in
``pysim`` drive either through it (``pysim/games.py``).
"""
