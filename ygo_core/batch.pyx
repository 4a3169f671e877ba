# cython: binding=True
"""Many duels stepped together in the core: :class:`DuelBatch`, for learning."""
from libc.stdint cimport int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free
from libc.string cimport memcpy, memset

cimport cython
import numpy as np
cimport numpy as cnp

from ygo_core.layout cimport *
from sim_core.errors cimport *
from ygo_core.actions cimport N_ACTIONS
from ygo_core.engine cimport apply_legal_listing, legal_actions
from sim_core.rng cimport rng_below, rng_seed
from ygo_core.deal cimport deal_and_start
from ygo_core.observe cimport OBS_SIZE, ObsExtents, extents_new_duel, extents_unknown, write_observation_over

from ygo_core.duel import Duel, IllegalActionError, _check_seed, _raise_for

cnp.import_array()

cdef uint64_t _OPPONENT_MIX = 0xD1B54A32D192ED03ULL
# Mixed into an episode's seed to pick its deck pair (so that the choice does not follow the
# duel's own RNG stream).
cdef uint64_t _PAIR_MIX = 0x9FB21C651E98DF25ULL
# n_legal[i] when duel i's legal actions are not listed yet.
cdef int32_t NOT_LISTED = -1


cdef inline uint64_t splitmix64(uint64_t x) noexcept nogil:
    # One step of SplitMix64's output function (a bijective 64-bit mixer).
    x = (x + 0x9E3779B97F4A7C15ULL)
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL
    return x ^ (x >> 31)


cdef inline uint64_t episode_seed_of(uint64_t seed, uint64_t index, uint64_t episode) noexcept nogil:
    # The seed of episode `episode` of duel `index`: depends on nothing else (not on n).
    return splitmix64(splitmix64(splitmix64(seed) ^ index) ^ episode)


cdef inline int32_t pair_of(uint64_t episode_seed, int32_t n_pairs) noexcept nogil:
    # The deck pair an episode plays, from its seed only (the same for every n); 0 when the
    # batch has one pair, whose seeds are then those of a batch without pairs.
    if n_pairs == 1:
        return 0
    return <int32_t>(splitmix64(episode_seed ^ _PAIR_MIX) % <uint64_t>n_pairs)


def _deck_pairs(deck0, deck1, extra0, extra1, pairs):
    # The batch's deck pairs as (deck0, deck1, extra0, extra1) tuples.
    if pairs is None:
        return [(deck0, deck1, extra0, extra1)]
    if deck0 is not None or deck1 is not None or len(extra0) or len(extra1):
        raise ValueError("give either deck0 and deck1 (and extra0, extra1) or pairs, not both")
    out = []
    for k, pair in enumerate(pairs):
        pair = tuple(pair)
        if len(pair) not in (2, 4):
            raise ValueError(f"pairs[{k}] must be (deck0, deck1) or (deck0, deck1, extra0, extra1), "
                             f"got {len(pair)} items")
        out.append(pair if len(pair) == 4 else pair + ((), ()))
    if not out:
        raise ValueError("pairs must hold at least one deck pair")
    return out


# Final: its cdef methods are called directly (no virtual table), so the C compiler can inline
# the small ones into step()'s loop.
@cython.final
cdef class DuelBatch:
    """DuelBatch(cards, deck0, deck1, n, seed=0, rules="mr3", first_player=0, *, extra0=(), extra1=(), pairs=None, opponent=None, learner=0, auto_forced=True, allow_unimplemented=False)

    ``n`` duels of the same two Decks (or of deck pairs drawn per episode), stepped together
    inside the core with the GIL released.

    Every duel waits at a decision. :meth:`step` takes one action code per duel (the player to
    move in that duel plays it), runs each duel to its next decision, and returns the
    observations of the players to move, their legal-action masks, the rewards and the done
    flags. A duel that ends is reset at once: its next episode starts and the observation
    returned for it is the new episode's first one (its reward and done flag are the ended
    episode's).

    Episode ``e`` of duel ``i`` is ``Duel(cards, deck0, deck1, seed=batch.episode_seed(i, e),
    first_player=batch.episode_first_player(i, e), rules=rules, extra0=extra0, extra1=extra1)``
    (the decks of pair ``batch.episode_pair(i, e)`` when ``pairs`` is given), bit for bit: the
    seeds and the pair come from the batch seed, the duel's index and the episode number only,
    so the same seed and actions give the same observations whatever ``n`` is.

    Parameters
    ----------
    cards : CardDB
    deck0, deck1 : sequence of int, or None with ``pairs``
        Main Decks (passcodes) of player 0 and player 1.
    extra0, extra1 : sequence of int
        Their Extra Decks (Fusion Decks), as ``Duel`` takes them.
    pairs : sequence of deck pairs, optional
        Decks drawn per episode: each item ``(deck0, deck1)`` or ``(deck0, deck1, extra0,
        extra1)``; every episode plays one, drawn from the episode's seed (uniformly;
        :meth:`episode_pair`), so the same seed gives the same sequence of pairs.
    n : int
        Number of duels (1 or more).
    seed : int
        Batch seed, in ``[0, 2**64)``.
    rules : str or RuleSet
    first_player : 0, 1 or "alternate"
        Who goes first; ``"alternate"``: player ``(i + e) % 2`` in episode ``e`` of duel ``i``.
    opponent : None, "random" or callable
        ``None``: both players' decisions are returned to the caller. ``"random"``: the player
        other than ``learner`` plays uniformly random legal actions inside the core (from a
        generator seeded from the episode seed), so every returned decision is the learner's.
        A callable (self-play): ``opponent(observations, masks) -> actions`` plays the other
        player's decisions, batched: it gets the observations (k, OBS_SIZE) and legal-action
        masks (k, N_ACTIONS) of the k duels where that player is to move (ascending duel
        index) and returns k action codes; it is called again until no duel waits for that
        player (a step and a reset call it as often as the opponent has decisions in a row).
    learner : int
        The player the caller plays for when ``opponent`` is set.

    Attributes
    ----------
    n : int
    obs_size, num_actions : int
        ``OBS_SIZE`` (ygo_core.observe) and ``N_ACTIONS``.

    Notes
    -----
    The arrays :meth:`step`, :meth:`observations` and :meth:`masks` return are the batch's own
    buffers, overwritten by the next call: copy them to keep them, and do not write into them.
    A step rewrites only the cells of an observation or a mask that can have changed (the list
    cells its last write used, the mask entries it set), so a value written there by the caller
    could stay; :meth:`reset` rewrites every cell.
    """

    cdef int32_t* states
    # One undealt state per deck pair, `stride` words apart, template_words[k] words each.
    cdef int32_t* template
    cdef int32_t* template_words
    cdef int32_t n_pairs
    # Words of one state slot: the largest state_words of the templates (a duel's own state is
    # a prefix of its slot: state_words of its buffer).
    cdef size_t stride
    cdef int32_t* opp_rng
    # The legal actions of each duel's pending decision, ascending (CAP_ACTIONS words per duel,
    # the first n_legal[i] in use), private: step() checks actions against these, never against
    # the mask array the caller holds, and writes the mask and option rows from them.
    cdef int32_t* listing
    cdef int32_t* n_legal
    # Per duel, what its observation row holds in its lists (write_observation_over rewrites
    # only the cells in use), and its mask row: exactly the bits of listing[0:n_legal] (a step
    # clears those, not the whole row).
    cdef ObsExtents* extents
    cdef const int32_t* db
    cdef object cards
    cdef object _table
    cdef readonly int n
    cdef uint64_t seed
    cdef int first_mode
    cdef int opponent_random
    # The opponent's policy (a callable) or None.
    cdef object _policy
    cdef readonly int learner
    cdef object _obs, _masks, _rewards, _dones, _players, _winners, _episodes, _pairs
    # Their data, for the nogil loops (the arrays live as long as the batch).
    cdef int32_t* obs_p
    cdef uint8_t* masks_p
    cdef int32_t* players_p
    cdef float* rewards_p
    cdef uint8_t* dones_p
    cdef int32_t* winners_p
    cdef int64_t* episodes_p
    cdef int32_t* pairs_p

    def __cinit__(self):
        self.states = NULL
        self.template = NULL
        self.template_words = NULL
        self.opp_rng = NULL
        self.listing = NULL
        self.n_legal = NULL
        self.extents = NULL

    def __dealloc__(self):
        free(self.states)
        free(self.template)
        free(self.template_words)
        free(self.opp_rng)
        free(self.listing)
        free(self.n_legal)
        free(self.extents)

    def __init__(self, cards, deck0, deck1, n, seed=0, rules="mr3", first_player=0, *,
                 extra0=(), extra1=(), pairs=None, opponent=None, learner=0, auto_forced=True,
                 allow_unimplemented=False):
        if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
            raise ValueError(f"n must be a positive integer, got {n!r}")
        if first_player not in (0, 1, "alternate"):
            raise ValueError(f"first_player must be 0, 1 or 'alternate', got {first_player!r}")
        if not (opponent is None or callable(opponent) or opponent == "random"):
            raise ValueError(f"opponent must be None, 'random' or a callable, got {opponent!r}")
        if learner not in (0, 1):
            raise ValueError(f"learner must be 0 or 1, got {learner!r}")
        undealt = [Duel._undealt(cards, d0, d1, rules, 0, auto_forced=auto_forced, extra0=x0, extra1=x1,
                                 allow_unimplemented=allow_unimplemented)
                   for d0, d1, x0, x1 in _deck_pairs(deck0, deck1, extra0, extra1, pairs)]
        self.n = n
        self.seed = _check_seed(seed)
        self.first_mode = 2 if first_player == "alternate" else first_player
        self.opponent_random = isinstance(opponent, str)
        self._policy = opponent if callable(opponent) else None
        self.learner = learner
        self.cards = cards
        self._table = cards.block
        cdef const int32_t[::1] block = cards.block
        self.db = &block[0]
        cdef cnp.ndarray[int32_t, ndim=1] data
        cdef int32_t k
        self.n_pairs = len(undealt)
        self.stride = max(len(u) for u in undealt)
        self.template = <int32_t*>calloc(<size_t>self.n_pairs * self.stride, sizeof(int32_t))
        self.template_words = <int32_t*>calloc(<size_t>self.n_pairs, sizeof(int32_t))
        self.states = <int32_t*>calloc(<size_t>n * self.stride, sizeof(int32_t))
        self.opp_rng = <int32_t*>calloc(<size_t>n * 4, sizeof(int32_t))
        self.listing = <int32_t*>calloc(<size_t>n * CAP_ACTIONS, sizeof(int32_t))
        self.n_legal = <int32_t*>calloc(<size_t>n, sizeof(int32_t))
        self.extents = <ObsExtents*>calloc(<size_t>n, sizeof(ObsExtents))
        if (self.template == NULL or self.template_words == NULL or self.states == NULL
                or self.opp_rng == NULL or self.listing == NULL or self.n_legal == NULL
                or self.extents == NULL):
            raise MemoryError(f"cannot allocate {n} duel states")
        for k in range(self.n_pairs):
            data = undealt[k]
            self.template_words[k] = data.shape[0]
            memcpy(self.template + <size_t>k * self.stride, data.data, data.shape[0] * sizeof(int32_t))
        self._obs = np.zeros((n, OBS_SIZE), dtype=np.int32)
        self._masks = np.zeros((n, N_ACTIONS), dtype=bool)
        self._rewards = np.zeros((n, N_PLAYERS), dtype=np.float32)
        self._dones = np.zeros(n, dtype=bool)
        self._players = np.zeros(n, dtype=np.int32)
        self._winners = np.full(n, NO_PLAYER - 1, dtype=np.int32)
        self._episodes = np.zeros(n, dtype=np.int64)
        self._pairs = np.zeros(n, dtype=np.int32)
        self.obs_p = <int32_t*>cnp.PyArray_DATA(self._obs)
        self.masks_p = <uint8_t*>cnp.PyArray_DATA(self._masks)
        self.players_p = <int32_t*>cnp.PyArray_DATA(self._players)
        self.rewards_p = <float*>cnp.PyArray_DATA(self._rewards)
        self.dones_p = <uint8_t*>cnp.PyArray_DATA(self._dones)
        self.winners_p = <int32_t*>cnp.PyArray_DATA(self._winners)
        self.episodes_p = <int64_t*>cnp.PyArray_DATA(self._episodes)
        self.pairs_p = <int32_t*>cnp.PyArray_DATA(self._pairs)
        self.reset()

    @property
    def obs_size(self):
        return OBS_SIZE

    @property
    def num_actions(self):
        return N_ACTIONS

    def episode_seed(self, index, episode):
        """The seed of episode ``episode`` of duel ``index`` (a :class:`Duel` with it is that duel)."""
        return episode_seed_of(self.seed, <uint64_t>index, <uint64_t>episode)

    def episode_first_player(self, index, episode):
        """Who goes first in episode ``episode`` of duel ``index``."""
        return (index + episode) % 2 if self.first_mode == 2 else self.first_mode

    def episode_pair(self, index, episode):
        """The index in ``pairs`` of the deck pair episode ``episode`` of duel ``index`` plays
        (0 without ``pairs``)."""
        return pair_of(episode_seed_of(self.seed, <uint64_t>index, <uint64_t>episode), self.n_pairs)

    def pairs(self):
        """Per duel, the deck pair its current episode plays (:meth:`episode_pair`)."""
        return self._pairs

    def reset(self, seed=None):
        """Start every duel again at episode 0 (with a new batch seed if given); returns
        ``(observations, masks)``."""
        cdef int i, rc = 0, bad = -1
        if seed is not None:
            self.seed = _check_seed(seed)
        self._episodes[:] = 0
        self._rewards[:] = 0
        self._dones[:] = False
        self._winners[:] = NO_PLAYER - 1
        # Every cell written again: whatever the arrays hold now (steps write only what changed).
        self._masks[:] = False
        with nogil:
            for i in range(self.n):
                extents_unknown(self.extents + i)
                rc = self._start_episode(i, 0)
                if rc < 0:
                    bad = i
                    break
                self._write(i)
        if bad >= 0:
            _raise_for(rc, self.states[<size_t>bad * self.stride + HDR_ERR_ARG], f" (duel {bad})")
        if self._policy is not None:
            self._play_policy()
        return self._obs, self._masks

    cdef int _start_episode(self, int i, uint64_t episode) noexcept nogil:
        # Deals episode `episode` of duel i (its deck pair's template) and plays the random
        # opponent up to the learner.
        cdef int32_t* s = self.states + <size_t>i * self.stride
        cdef uint64_t seed = episode_seed_of(self.seed, i, episode)
        cdef int32_t first = (i + episode) % 2 if self.first_mode == 2 else self.first_mode
        cdef int32_t pair = pair_of(seed, self.n_pairs)
        cdef int rc
        self.pairs_p[i] = pair
        extents_new_duel(self.extents + i)  # its card ids name other cards (another deck pair)
        memcpy(s, self.template + <size_t>pair * self.stride, self.template_words[pair] * sizeof(int32_t))
        s[HDR_FIRST_PLAYER] = first
        s[HDR_TURN_PLAYER] = first
        rng_seed(s + HDR_RNG, seed)
        self.n_legal[i] = NOT_LISTED
        rc = deal_and_start(s, self.db)
        if rc < 0:
            return rc
        rng_seed(self.opp_rng + 4 * i, seed ^ _OPPONENT_MIX)
        return self._play_opponent(i)

    cdef inline int32_t _listed(self, int i) noexcept nogil:
        # Duel i's legal actions (in its listing row), listed now unless the engine already did.
        cdef int32_t* s = self.states + <size_t>i * self.stride
        if self.n_legal[i] == NOT_LISTED:
            self.n_legal[i] = legal_actions(s, self.db, self.listing + <size_t>i * CAP_ACTIONS)
        return self.n_legal[i]

    cdef int _take(self, int i, int32_t action) noexcept nogil:
        # Plays a legal action in duel i and runs it to its next decision, keeping its listing.
        cdef int32_t n = 0
        cdef int rc = apply_legal_listing(self.states + <size_t>i * self.stride, self.db, action,
                                   self.listing + <size_t>i * CAP_ACTIONS, &n)
        self.n_legal[i] = n if n > 0 else NOT_LISTED
        return rc

    cdef int _play_opponent(self, int i) noexcept nogil:
        # The random opponent's decisions, inside the core, until the learner's or the end.
        cdef int32_t* s = self.states + <size_t>i * self.stride
        cdef int32_t n
        cdef int rc
        if not self.opponent_random:
            return 0
        while s[HDR_STATUS] == STATUS_DECISION and s[HDR_DECIDER] != self.learner:
            n = self._listed(i)
            if n == 0:
                s[HDR_ERR_ARG] = s[HDR_DECISION]
                return ERR_BAD_STATE
            rc = self._take(i, self.listing[<size_t>i * CAP_ACTIONS + rng_below(self.opp_rng + 4 * i, <uint32_t>n)])
            if rc < 0:
                return rc
        return 0

    cdef bint _is_legal(self, int i, int32_t action) noexcept nogil:
        # Whether `action` is in duel i's listing (a few entries: a scan beats a mask lookup
        # that would have to be cleared every step).
        cdef const int32_t* legal = self.listing + <size_t>i * CAP_ACTIONS
        cdef int32_t k
        if self.n_legal[i] == NOT_LISTED:
            return False
        for k in range(self.n_legal[i]):
            if legal[k] == action:
                return True
        return False

    cdef void _clear_mask(self, int i) noexcept nogil:
        # Duel i's mask row back to all False: it holds the bits of its listing (see _write),
        # which its next action is about to replace.
        cdef const int32_t* legal = self.listing + <size_t>i * CAP_ACTIONS
        cdef uint8_t* mask = self.masks_p + <size_t>i * N_ACTIONS
        cdef int32_t k
        for k in range(self.n_legal[i]):
            mask[legal[k]] = 0

    cdef void _write(self, int i) noexcept nogil:
        # The observation and mask of duel i's player to move (all -1 / False when none); its
        # mask row is all False (reset, _clear_mask).
        cdef int32_t* s = self.states + <size_t>i * self.stride
        cdef int32_t n = 0, k, player = s[HDR_DECIDER]
        cdef const int32_t* legal = self.listing + <size_t>i * CAP_ACTIONS
        cdef uint8_t* mask = self.masks_p + <size_t>i * N_ACTIONS
        self.players_p[i] = player
        if s[HDR_STATUS] == STATUS_DECISION:
            n = self._listed(i)
            for k in range(n):
                mask[legal[k]] = 1
        else:
            self.n_legal[i] = 0
        write_observation_over(s, self.db, player if player >= 0 else 0, legal, n,
                               self.obs_p + <size_t>i * OBS_SIZE, self.extents + i)

    def step(self, actions):
        """step(actions)

        Play ``actions[i]`` in duel ``i`` for every ``i``, run each duel to its next decision
        (resetting the duels that end) and return ``(observations, masks, rewards, dones)``.

        Parameters
        ----------
        actions : array of n ints
            One legal action code per duel (for the player to move there: :meth:`players`).

        Returns
        -------
        observations : int32 array (n, OBS_SIZE)
            Each duel's observation for its player to move (after a reset: the new episode's).
        masks : bool array (n, N_ACTIONS)
            Their legal actions.
        rewards : float32 array (n, 2)
            Per player: +1 win, -1 loss, 0 draw, for duels whose episode ended in this step; 0
            elsewhere.
        dones : bool array (n,)
            True where an episode ended in this step (:meth:`winners` says who won).

        Raises
        ------
        IllegalActionError
            (a ``ValueError``) naming the first duel whose action is not legal; no duel is
            stepped.
        """
        cdef cnp.ndarray[int32_t, ndim=1] acts
        cdef int i, rc = 0, bad = -1
        arr = np.asarray(actions)
        if arr.shape != (self.n,):
            raise ValueError(f"actions must have shape ({self.n},), got {arr.shape}")
        if arr.dtype.kind not in "iu":
            raise IllegalActionError(f"actions must be integers, got dtype {arr.dtype}")
        if arr.size and (arr.min() < 0 or arr.max() >= N_ACTIONS):
            i = int(np.flatnonzero((arr < 0) | (arr >= N_ACTIONS))[0])
            raise IllegalActionError(f"duel {i}: action {int(arr[i])} is not an action code (0..{N_ACTIONS - 1})")
        acts = np.ascontiguousarray(arr, dtype=np.int32)
        with nogil:
            # Legality first, for every duel, before any state is written.
            for i in range(self.n):
                if not self._is_legal(i, acts[i]):
                    bad = i
                    break
            if bad < 0:
                for i in range(self.n):
                    self.rewards_p[2 * i] = 0
                    self.rewards_p[2 * i + 1] = 0
                    self.dones_p[i] = False
                    rc = self._advance(i, acts[i])  # checked against the listing above
                    if rc < 0:
                        bad = i
                        break
        if bad >= 0 and rc >= 0:
            raise IllegalActionError(f"duel {bad}: illegal action {int(acts[bad])} for its player to move; "
                                     "no duel was stepped")
        if bad >= 0:
            _raise_for(rc, self.states[<size_t>bad * self.stride + HDR_ERR_ARG], f" (duel {bad})")
        if self._policy is not None:
            self._play_policy()
        return self._obs, self._masks, self._rewards, self._dones

    cdef int _advance(self, int i, int32_t action) noexcept nogil:
        # Plays a legal action in duel i (and the random opponent's answers), ends its episode
        # if the duel is over (reward, done flag, the next episode dealt) and writes its
        # observation and mask for the player to move.
        cdef int32_t* s = self.states + <size_t>i * self.stride
        cdef int32_t w
        cdef int rc
        self._clear_mask(i)
        rc = self._take(i, action)
        if rc >= 0 and self.opponent_random:
            rc = self._play_opponent(i)
        if rc < 0:
            return rc
        if s[HDR_STATUS] == STATUS_OVER:
            self.dones_p[i] = True
            w = s[HDR_WINNER]
            self.winners_p[i] = -1 if w == DRAW_RESULT else w
            # An episode that ends during the opponent's first moves of the next one (a policy
            # opponent, in the same step) leaves the later result.
            self.rewards_p[2 * i] = 0
            self.rewards_p[2 * i + 1] = 0
            if w == 0 or w == 1:
                self.rewards_p[2 * i + w] = 1
                self.rewards_p[2 * i + 1 - w] = -1
            self.episodes_p[i] += 1
            rc = self._start_episode(i, self.episodes_p[i])
            if rc < 0:
                return rc
        self._write(i)
        return 0

    def _play_policy(self):
        # The policy opponent's decisions, one batched call per round, until every duel waits
        # for the learner: the duels where the other player is to move get their observations
        # and masks (their rows as _write left them) and play the actions returned.
        cdef cnp.ndarray[cnp.intp_t, ndim=1] waiting
        cdef cnp.ndarray[int32_t, ndim=1] acts
        cdef int i, k, rc = 0, bad = -1
        cdef int32_t other = 1 - self.learner
        while True:
            waiting = np.flatnonzero(self._players == other)
            if waiting.shape[0] == 0:
                return
            arr = np.asarray(self._policy(self._obs[waiting], self._masks[waiting]))
            if arr.shape != (waiting.shape[0],) or arr.dtype.kind not in "iu":
                raise IllegalActionError(f"the opponent policy must return {waiting.shape[0]} integer action codes "
                                         f"(one per duel it was given), got shape {arr.shape}, dtype {arr.dtype}")
            if arr.size and (arr.min() < 0 or arr.max() >= N_ACTIONS):
                k = int(np.flatnonzero((arr < 0) | (arr >= N_ACTIONS))[0])
                raise IllegalActionError(f"duel {int(waiting[k])}: the opponent policy returned {int(arr[k])}, "
                                         f"not an action code (0..{N_ACTIONS - 1})")
            acts = np.ascontiguousarray(arr, dtype=np.int32)
            with nogil:
                for k in range(waiting.shape[0]):
                    if not self._is_legal(<int>waiting[k], acts[k]):
                        bad = k
                        break
                if bad < 0:
                    for k in range(waiting.shape[0]):
                        i = <int>waiting[k]
                        rc = self._advance(i, acts[k])
                        if rc < 0:
                            bad = k
                            break
            if bad >= 0 and rc >= 0:
                raise IllegalActionError(f"duel {int(waiting[bad])}: the opponent policy returned the illegal "
                                         f"action {int(acts[bad])}; none of its actions of this call was played")
            if bad >= 0:
                i = <int>waiting[bad]
                _raise_for(rc, self.states[<size_t>i * self.stride + HDR_ERR_ARG], f" (duel {i})")

    def observations(self):
        """The current observations (n, OBS_SIZE), each for its duel's player to move."""
        return self._obs

    def masks(self):
        """The current legal-action masks (n, N_ACTIONS)."""
        return self._masks

    def players(self):
        """Who is to move in each duel (n,)."""
        return self._players

    def winners(self):
        """Per duel, the winner of its last finished episode: 0, 1, -1 for a draw, -2 before any."""
        return self._winners

    def episodes(self):
        """Per duel, the number of finished episodes (the current episode's number)."""
        return self._episodes

    def duel(self, int index):
        """A :class:`Duel` holding a copy of duel ``index``'s current state."""
        cdef cnp.ndarray[int32_t, ndim=1] out
        if not 0 <= index < self.n:
            raise IndexError(f"duel index {index} out of range 0..{self.n - 1}")
        cdef const int32_t* s = self.states + <size_t>index * self.stride
        out = np.empty(state_words(s), dtype=np.int32)
        memcpy(out.data, s, state_words(s) * sizeof(int32_t))
        return Duel.from_buffer(self.cards, out)
