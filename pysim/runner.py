"""Play many duels over worker processes, reproducibly, with results written as they arrive.

Duel ``i`` of a run depends only on the run seed and ``i``: its seed is
derived from the run seed (through :class:`numpy.random.SeedSequence`) and
``i`` by :func:`duel_seed`, and deck A
takes the first turn when ``i`` is even. So the per-duel records do not
depend on the number of workers nor on the chunking: the same run with 1 or 2
workers gives identical records.

Each finished duel becomes one JSON line in ``out_dir/duels.jsonl``; a run
stopped at any point (Ctrl-C, kill) is resumed with ``resume=True``, which
plays only the indices missing from the file, so every index is recorded
exactly once. A duel that raises is recorded with its seed and the error,
and the run goes on.

The runner sees the game only through a *spec*: a picklable object with
``factory()`` (called once per worker process; returns
``make_duel(engine_seed, first_player)``, whose result has ``playout(seed)``,
``win_reason()``, ``turn()`` and ``decisions()``) and ``fingerprint()`` (a
JSON-friendly description checked on resume). :class:`Matchup` is the spec
for two decks on the ``ygo_core`` engine, :class:`pysim.games.DMMatchup` for two
Duel Masters decks on ``dm_core``.

Duels are played in this process (one worker), in local worker processes, or
with ``backend="ray"`` on Ray actors (:mod:`pysim.ray_backend`); the records
are the same either way.

Worker logging: the records of every worker process reach the caller's
loggers (and so its handlers) in the parent through one
:class:`multiprocessing.Queue`, with the standard library's ``QueueHandler``
in the workers and a ``QueueListener`` in the parent, for every start method
(fork, spawn, forkserver). The ``multiprocessing-logging`` package is not
used, not even where the start method is fork, because on that path it does
not work cleanly (checked with version 0.3.4):

- its ``install_mp_handler()`` checks ``multiprocessing.get_start_method()``,
  which *fixes* the process-wide start method as a side effect, so the
  caller can no longer call ``multiprocessing.set_start_method``; and it
  refuses to run (AssertionError) whenever the global default is not fork,
  even for a pool made from an explicit fork context (the default becomes
  forkserver on Linux from Python 3.14);
- it starts its receiving thread when installed, before the pool forks, so
  workers are forked from a multi-threaded parent (the deadlock risk that
  Python 3.12 warns about); the runner starts its listener only after the
  pool has forked;
- it rewraps the root logger's handlers in place: handlers added afterwards
  (pytest's ``caplog``, a handler a user adds during a run) receive nothing
  from workers, and ``uninstall_mp_handler()`` reorders the handlers and
  leaves the receiving thread and its queue running (one leaked thread per
  run, per gauntlet pair).
"""
from __future__ import annotations

import functools
import json
import logging
import logging.handlers
import multiprocessing
import os
import signal
import sys
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import numpy as np

from pysim.agents.spec import RANDOM_PLAY, AgentDuel
from pysim.tables import write_text, writing

log = logging.getLogger(__name__)

#: Name of the per-duel results file inside a run's output folder.
RESULTS_FILE = "duels.jsonl"
#: Name of the run description file, checked on resume.
MANIFEST_FILE = "run.json"
#: Where the duels are played: local worker processes, or Ray actors (:mod:`pysim.ray_backend`).
BACKENDS = ("process", "ray")

_WINNER = {0: "A", 1: "B", -1: "draw"}
_MASK64 = (1 << 64) - 1


# --- seeds ---------------------------------------------------------------------------------
#
# The run seed goes through SeedSequence once (so nearby run seeds give unrelated runs); duel i's
# seed is then output i+1 of a splitmix64 generator keyed by it, and a duel seed splits into the
# engine's and the playout's seeds as outputs 1 and 2 of splitmix64 seeded with it. splitmix64 is
# a bijective mix of a counter, so every index gets its own seed; unlike one SeedSequence per
# duel (about 7 us each) it is computed for a whole chunk at once, in well under 1 us a duel.

_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def _mix64(z: int) -> int:
    # splitmix64's finaliser on a Python int.
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
    return z ^ (z >> 31)


def _mix64_array(z: np.ndarray) -> np.ndarray:
    # The same on a uint64 array (numpy wraps uint64 arithmetic modulo 2**64).
    z = (z ^ (z >> np.uint64(30))) * np.uint64(_MIX1)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(_MIX2)
    return z ^ (z >> np.uint64(31))


def run_key(run_seed: int) -> int:
    """The 64-bit key of a run: ``SeedSequence(run_seed)``'s first word."""
    if run_seed < 0:
        raise ValueError(f"the run seed must be >= 0, got {run_seed}")
    return int(np.random.SeedSequence(run_seed).generate_state(1, np.uint64)[0])


def duel_seed(run_seed: int, index: int) -> int:
    """duel_seed(run_seed, index)

    The 64-bit seed of duel ``index`` of the run seeded ``run_seed``.

    It is recorded with the duel; :func:`split_seed` turns it into the
    engine's and the playout's seeds, so one number replays a duel.
    """
    if index < 0:
        raise ValueError(f"the duel index must be >= 0, got {index}")
    return _mix64((run_key(run_seed) + (index + 1) * _GOLDEN) & _MASK64)


def split_seed(seed: int) -> tuple[int, int]:
    """split_seed(seed) -> (engine_seed, playout_seed)

    The two 64-bit seeds of one duel: the engine's (deck shuffles) and the
    random playout's.
    """
    seed &= _MASK64
    return (_mix64((seed + _GOLDEN) & _MASK64), _mix64((seed + 2 * _GOLDEN) & _MASK64))


def chunk_seeds(run_seed: int, indices: list[int]) -> np.ndarray:
    """chunk_seeds(run_seed, indices) -> uint64 array of shape (len(indices), 3)

    Rows of ``(duel_seed, engine_seed, playout_seed)`` for many duels at once,
    equal to :func:`duel_seed` and :func:`split_seed` one by one.
    """
    idx = np.asarray(indices, dtype=np.uint64)
    seeds = _mix64_array(np.uint64(run_key(run_seed)) + (idx + np.uint64(1)) * np.uint64(_GOLDEN))
    engine = _mix64_array(seeds + np.uint64(_GOLDEN))
    playout = _mix64_array(seeds + np.uint64(2 * _GOLDEN & _MASK64))
    return np.stack([seeds, engine, playout], axis=1)


def first_player(index: int) -> int:
    """Who takes the first turn in duel ``index``: 0 (deck A) when even, 1 (deck B) when odd."""
    return index % 2


# --- the engine spec -----------------------------------------------------------------------

@dataclass(frozen=True)
class Matchup:
    """Deck A (player 0) against deck B (player 1) on the ``ygo_core`` engine.

    Parameters
    ----------
    deck_a, deck_b : tuple of int
        Main Deck passcodes.
    extra_a, extra_b : tuple of int
        Extra Deck passcodes.
    cdb : str, optional
        A user's ``cards.cdb``, or a card facts CSV (a format's), merged over the bundled card
        data (``CardDB.from_file``).
    rules : str
        A rule preset name (``"mr3"``).
    allow_unimplemented : bool
        Keep cards the engine does not implement yet as dead cards instead of
        failing every duel.
    agents : (str, str)
        The agents of A and B (:func:`pysim.agents.spec.make_agent`); random play
        by default, which runs entirely inside the core.
    """

    deck_a: tuple[int, ...]
    deck_b: tuple[int, ...]
    extra_a: tuple[int, ...] = ()
    extra_b: tuple[int, ...] = ()
    cdb: str | None = None
    rules: str = "mr3"
    allow_unimplemented: bool = False
    agents: tuple[str, str] = ("random", "random")

    def __post_init__(self):
        check_capacity({"deck A": (self.deck_a, self.extra_a), "deck B": (self.deck_b, self.extra_b)})

    def factory(self) -> Callable[[int, int], object]:
        """Load the card data once and return ``make_duel(engine_seed, first_player)``."""
        from ygo_core import CardDB, Duel

        db = CardDB.from_file(self.cdb) if self.cdb else CardDB()
        deck0, deck1 = list(self.deck_a), list(self.deck_b)
        options = {"rules": self.rules, "allow_unimplemented": self.allow_unimplemented,
                   "extra0": list(self.extra_a), "extra1": list(self.extra_b)}

        agents = tuple(self.agents)

        def make_duel(engine_seed: int, first: int):
            duel = Duel(db, deck0, deck1, seed=engine_seed, first_player=first, **options)
            return duel if agents == RANDOM_PLAY else AgentDuel(duel, agents)

        return make_duel

    def fingerprint(self) -> dict:
        """What a resumed run must share with the original one."""
        return {"deck_a": list(self.deck_a), "deck_b": list(self.deck_b),
                "extra_a": list(self.extra_a), "extra_b": list(self.extra_b), "cdb": self.cdb,
                "rules": self.rules, "allow_unimplemented": self.allow_unimplemented,
                "agents": list(self.agents)}

    @classmethod
    def from_fingerprint(cls, data: dict) -> "Matchup":
        """The matchup a :meth:`fingerprint` (as saved in ``run.json``) describes."""
        lists = ("deck_a", "deck_b", "extra_a", "extra_b")
        try:
            piles = [tuple(int(c) for c in data[k]) for k in lists]
            options = {"cdb": data["cdb"], "rules": data["rules"],
                       "allow_unimplemented": data["allow_unimplemented"],
                       "agents": tuple(data.get("agents", RANDOM_PLAY))}
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a matchup description: {exc!r}") from None
        return cls(*piles, **options)


def check_capacity(decks: dict) -> None:
    """check_capacity({name: (main, extra), ...})

    Refuse decks the engine cannot hold, before any duel (with validation skipped, or a rule
    set without a Main Deck limit, every duel would fail the same way).

    Raises
    ------
    ValueError
        Naming the deck and pile over ``CAP_PILE`` cards, a deck whose Main and Extra Deck
        together are, or the total over ``CAP_CARDS``.
    """
    from ygo_core.layout import CAP_CARDS, CAP_PILE

    total = 0
    for name, piles in decks.items():
        for pile, cards in zip(("Main Deck", "Extra Deck"), piles):
            if len(cards) > CAP_PILE:
                raise ValueError(f"{name}: its {pile} has {len(cards)} cards; the engine holds "
                                 f"at most {CAP_PILE} cards in one pile")
            total += len(cards)
        # A player's five piles share CAP_PILE cells (layout.pxd).
        owned = sum(len(cards) for cards in piles)
        if owned > CAP_PILE:
            raise ValueError(f"{name}: its Main and Extra Decks hold {owned} cards; the engine holds "
                             f"at most {CAP_PILE} cards of one player")
    if total > CAP_CARDS:
        raise ValueError(f"{' and '.join(decks)} hold {total} cards in all; the engine holds "
                         f"at most {CAP_CARDS} cards in one duel")


# --- one duel ------------------------------------------------------------------------------

def play_duel(make_duel: Callable[[int, int], object], run_seed: int, index: int) -> dict:
    """play_duel(make_duel, run_seed, index) -> record

    Play duel ``index`` of the run to the end and return its record. An
    exception becomes an ``error`` field of the record (and a log warning).
    """
    return play_chunk(make_duel, run_seed, [index])[0]


def play_chunk(make_duel: Callable[[int, int], object], run_seed: int,
               indices: list[int]) -> list[dict]:
    """play_chunk(make_duel, run_seed, indices) -> records

    Play the duels ``indices`` of the run, one record each (see :func:`play_duel`).
    """
    records = []
    for index, (seed, engine_seed, playout_seed) in zip(
            indices, chunk_seeds(run_seed, indices).tolist()):
        first = index & 1
        try:
            duel = make_duel(engine_seed, first)
            record = {"index": index, "seed": seed, "first": first,
                      "winner": _WINNER[duel.playout(playout_seed)],
                      "reason": duel.win_reason(), "turns": duel.turn(),
                      "decisions": duel.decisions()}
        except Exception as exc:  # noqa: BLE001 - a failing duel is data, the run goes on
            record = {"index": index, "seed": seed, "first": first,
                      "error": f"{type(exc).__name__}: {exc}"}
            _log_failure(record)
        records.append(record)
    return records


@dataclass(frozen=True)
class Replay:
    """One duel played again from its seed: its record, its log and the finished duel.

    ``record`` has the fields of a results line except ``index`` (for a duel
    that raises: ``seed``, ``first`` and ``error``, as the runner records it);
    ``log`` is the engine's ``playout_log``: one ``(turn, player, decision,
    description)`` tuple per action chosen (forced actions are not listed).
    """

    record: dict
    log: list
    duel: object


def replay_duel(spec, seed: int, first: int) -> Replay:
    """replay_duel(spec, seed, first) -> Replay

    Play again the duel recorded with ``seed`` (its ``duel_seed``) and
    ``first`` (who took the first turn), with the engine's ``playout_log``: the
    same game as the runner's ``playout``, with a readable log.
    """
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1, got {first}")
    engine_seed, playout_seed = split_seed(seed)
    duel = spec.factory()(engine_seed, first)
    try:
        log = list(duel.playout_log(playout_seed))
    except Exception as exc:  # noqa: BLE001 - a failing duel replays as its failure
        # The record a run keeps for it; the moves up to the error only if the engine
        # attaches them to the exception (as ``log``).
        error = {"seed": seed, "first": first, "error": f"{type(exc).__name__}: {exc}"}
        return Replay(error, list(getattr(exc, "log", None) or []), duel)
    record = {"seed": seed, "first": first, "winner": _WINNER[duel.winner()],
              "reason": duel.win_reason(), "turns": duel.turn(), "decisions": duel.decisions()}
    return Replay(record, log, duel)


_failures_logged = 0
#: Failed duels logged per process; later ones are only recorded (and counted in the summary).
MAX_LOGGED_FAILURES = 10


def _log_failure(record: dict) -> None:
    global _failures_logged
    _failures_logged += 1
    if _failures_logged <= MAX_LOGGED_FAILURES:
        log.warning("duel %d (seed %d) failed: %s", record["index"], record["seed"],
                    record["error"])
    if _failures_logged == MAX_LOGGED_FAILURES:
        log.warning("further failed duels in this process are recorded but not logged")


# --- worker processes ----------------------------------------------------------------------

_make_duel: Callable[[int, int], object] | None = None
_setup_error: BaseException | None = None


class WorkerSetupError(RuntimeError):
    """A worker could not set up its duels (card data, engine import): the run stops."""


def _init_worker(spec, log_queue, log_levels: dict[str, int]) -> None:
    global _make_duel, _setup_error
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    logging.getLogger().handlers[:] = [logging.handlers.QueueHandler(log_queue)]
    for name, level in log_levels.items():
        logging.getLogger(name or None).setLevel(level)
    try:
        _make_duel = spec.factory()
    except Exception as exc:  # noqa: BLE001 - an initializer that raises respawns forever
        _setup_error = exc


def _logger_levels() -> dict[str, int]:
    # The parent's logger levels, so that spawned workers filter records as the parent would.
    levels = {"": logging.getLogger().level}
    for name, logger in logging.Logger.manager.loggerDict.items():
        if isinstance(logger, logging.Logger) and logger.level != logging.NOTSET:
            levels[name] = logger.level
    return levels


def _play_chunk(task: tuple[int, list[int]]) -> tuple[list[dict], str]:
    if _setup_error is not None:
        raise WorkerSetupError(f"worker setup failed: {type(_setup_error).__name__}: "
                               f"{_setup_error}")
    run_seed, indices = task
    records = play_chunk(_make_duel, run_seed, indices)
    return records, format_lines(records)  # formatted here, in parallel


class _Redispatch(logging.Handler):
    """Hands a worker's log record to the parent's logger of the same name."""

    def emit(self, record: logging.LogRecord) -> None:
        logging.getLogger(record.name).handle(record)


class _LogRelay:
    """Worker logging to one place: a queue read by a listener thread in the parent.

    Works with every start method, leaves the caller's handlers untouched, and
    drains the queue on exit, so no record is lost at the end of a run (why not
    ``multiprocessing-logging``: see the module docstring).
    """

    def __init__(self, ctx):
        self.queue = ctx.Queue()
        self.listener = logging.handlers.QueueListener(self.queue, _Redispatch())

    def __enter__(self) -> "_LogRelay":
        self.listener.start()
        return self

    def __exit__(self, *exc) -> None:
        self.listener.stop()
        self.queue.close()
        self.queue.join_thread()


# --- results file --------------------------------------------------------------------------

def read_results(path: str | Path) -> list[dict]:
    """read_results(path) -> records

    Read a ``duels.jsonl`` file. A truncated last line (a run killed while
    writing) is ignored; a bad line anywhere else raises ValueError.
    """
    records = []
    lines = Path(path).read_bytes().split(b"\n")
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except ValueError:
            if number == len(lines):
                break
            raise ValueError(f"{path}:{number}: not a duel record: {line[:80]!r}") from None
    return records


def _complete_prefix(path: Path) -> None:
    # Cut a partly written last line so that appended records start on a fresh line.
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1
    if end != len(data):
        with path.open("r+b") as f:
            f.truncate(end)


# Manifest keys a resumed run may change: the duel count, the free-form labels and how the
# run was made (its date, the tool version).
_NOT_CHECKED = ("n", "meta", "provenance")


def read_manifest(out_dir: str | Path) -> dict:
    """read_manifest(out_dir) -> dict

    The ``run.json`` of a run folder: ``seed``, ``n``, ``spec`` (the spec's
    fingerprint) and ``meta`` (labels given to :func:`run_matchup`, or ``{}``).
    """
    path = Path(out_dir) / MANIFEST_FILE
    if not path.exists():
        raise FileNotFoundError(f"not a run folder (no {MANIFEST_FILE}): {out_dir}")
    try:
        manifest = json.loads(path.read_text())
    except ValueError:
        raise ValueError(f"{path}: not a run description") from None
    manifest.setdefault("meta", {})
    return manifest


def _prepare_out(out_dir: Path, manifest: dict, resume: bool) -> dict[int, dict]:
    with writing(out_dir):
        out_dir.mkdir(parents=True, exist_ok=True)
    results, man_path = out_dir / RESULTS_FILE, out_dir / MANIFEST_FILE
    done: dict[int, dict] = {}
    if results.exists() and results.stat().st_size and not resume:
        raise FileExistsError(f"{results} already holds results: resume the run or "
                              f"choose another output folder")
    if resume and man_path.exists():
        old = json.loads(man_path.read_text())
        if {k: v for k, v in old.items() if k not in _NOT_CHECKED} != \
                {k: v for k, v in manifest.items() if k not in _NOT_CHECKED}:
            raise ValueError(f"cannot resume {out_dir}: it holds a run with other "
                             f"decks, rules or seed (see {man_path})")
    if resume and results.exists():
        for record in read_results(results):
            done.setdefault(record["index"], record)
        with writing(results):
            _complete_prefix(results)
    write_text(man_path, json.dumps(manifest, indent=1) + "\n")
    return done


# --- the run -------------------------------------------------------------------------------

def _chunks(indices: list[int], size: int) -> Iterator[list[int]]:
    for k in range(0, len(indices), size):
        yield indices[k:k + size]


def _default_chunk_size(todo: int, workers: int) -> int:
    # About 16 chunks per worker for load balance, at most 256 duels each for progress/resume.
    return max(1, min(256, todo // (workers * 16)))


def _slow_duels(spec) -> bool:
    # Duels played by agents in Python (search, greedy) take milliseconds to seconds each: one
    # duel per task, so the progress bar and duels.jsonl move with every duel.
    return tuple(getattr(spec, "agents", RANDOM_PLAY)) != tuple(RANDOM_PLAY)


def _play_in_process(spec, run_seed: int,
                     chunks: list[list[int]]) -> Iterator[tuple[list[dict], str]]:
    make_duel = spec.factory()
    for chunk in chunks:
        records = play_chunk(make_duel, run_seed, chunk)
        yield records, format_lines(records)


def _play_in_pool(spec, run_seed: int, chunks: list[list[int]], workers: int,
                  ctx) -> Iterator[tuple[list[dict], str]]:
    relay = _LogRelay(ctx)
    # The pool forks before the listener thread starts: no thread is copied into a worker.
    pool = ctx.Pool(workers, initializer=_init_worker,
                    initargs=(spec, relay.queue, _logger_levels()))
    with relay:
        try:
            yield from pool.imap_unordered(_play_chunk, [(run_seed, c) for c in chunks])
            pool.close()
        except BaseException:
            pool.terminate()
            raise
        finally:
            pool.join()


def run_matchup(spec, n: int, seed: int = 0, workers: int | None = None,
                out_dir: str | Path | None = None, resume: bool = False,
                progress: bool = True, chunk_size: int | None = None,
                start_method: str | None = None, meta: dict | None = None,
                label: str | None = None, backend: str = "process",
                ray_address: str | None = None, provenance=None) -> list[dict]:
    """run_matchup(spec, n, seed=0, workers=None, out_dir=None, resume=False, ...)

    Play duels ``0 .. n-1`` of the run seeded ``seed``.

    Parameters
    ----------
    spec : Matchup or spec-like
        What to play (see the module docstring).
    n : int
        Number of duels.
    seed : int
        The run seed (``>= 0``).
    workers : int, optional
        Worker processes (default: ``os.cpu_count()``); 1 plays in this process.
    out_dir : path, optional
        Folder for ``duels.jsonl`` and ``run.json``; without it nothing is written.
    resume : bool
        Keep the records already in ``out_dir`` and play only the missing indices.
    progress : bool
        Show a progress bar on stderr (duels/s, ETA).
    chunk_size : int, optional
        Duels per task sent to a worker (default: about 16 tasks per worker, at most 256;
        one with agents other than random play, whose duels are slow, so that the progress
        bar moves with every duel).
    start_method : str, optional
        ``"fork"``, ``"spawn"`` or ``"forkserver"`` (default: the platform's).
    meta : dict, optional
        JSON-friendly labels saved in ``run.json`` (deck names, ...); not
        checked on resume.
    label : str, optional
        A name shown in front of the progress bar.
    backend : str
        ``"process"`` (local worker processes) or ``"ray"`` (Ray actors, see
        :mod:`pysim.ray_backend`; ``workers`` then defaults to the cluster's CPUs).
    ray_address : str, optional
        With ``backend="ray"``: the cluster to join when Ray is not initialised
        (None starts a local instance, ``"auto"`` joins this machine's cluster).
    provenance : pysim.provenance.Provenance, optional
        How the run is made: saved in ``run.json`` as ``"provenance"``, dated from the run's
        start and, once every duel is played, with its wall time.

    Returns
    -------
    list of dict
        Every record of indices ``0 .. n-1`` (earlier ones included on resume),
        sorted by index.

    Raises
    ------
    FileExistsError
        When ``out_dir`` already holds results and ``resume`` is False.
    ValueError
        On bad arguments, or when resuming a run of other decks, rules or seed.
    pysim.tables.OutputError
        (an ``OSError``) When a file of ``out_dir`` cannot be written (a full disk); the
        message names the file. The records written before stay valid for ``resume``.
    """
    if n < 0 or seed < 0:
        raise ValueError(f"n and seed must be >= 0, got n={n}, seed={seed}")
    if resume and out_dir is None:
        raise ValueError("resume needs an output folder")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    if backend == "ray":
        from pysim import ray_backend

        cpus = ray_backend.connect(ray_address)  # fails here, before any file is touched
        workers = min(workers, cpus) if workers else cpus
    workers = max(1, workers or os.cpu_count() or 1)
    done: dict[int, dict] = {}
    sink = None
    if out_dir is not None:
        out_dir = Path(out_dir)
        manifest = {"seed": seed, "n": n, "spec": spec.fingerprint(), "meta": dict(meta or {})}
        if provenance is not None:
            provenance = provenance.restarted()
            manifest["provenance"] = provenance.to_dict()
        done = _prepare_out(out_dir, manifest, resume)
        sink = _ResultsSink(out_dir / RESULTS_FILE)
    todo = [i for i in range(n) if i not in done]
    size = chunk_size or (1 if _slow_duels(spec) else _default_chunk_size(len(todo), workers))
    chunks = list(_chunks(todo, size))
    workers = min(workers, max(1, len(chunks)))
    if backend == "ray":
        batches = ray_backend.play_in_ray(spec, seed, chunks, workers, ray_address)
    elif workers == 1:
        batches = _play_in_process(spec, seed, chunks)
    else:
        batches = _play_in_pool(spec, seed, chunks, workers, _context(start_method))
    try:
        _collect(batches, done, sink, _progress_bar(n, n - len(todo), progress, label))
    finally:
        if sink is not None:
            sink.close()
    if out_dir is not None and provenance is not None:
        manifest["provenance"] = provenance.finished().to_dict()
        write_text(out_dir / MANIFEST_FILE, json.dumps(manifest, indent=1) + "\n")
    return [done[i] for i in sorted(done) if i < n]


@dataclass(frozen=True)
class PlannedRun:
    """One run of a batch played by :func:`run_matchups`: its spec, its folder (or None), the
    labels saved in its ``run.json`` and the name in front of its progress bar."""

    spec: object
    folder: Path | None = None
    meta: dict | None = None
    label: str | None = None


def run_matchups(runs: dict, n: int, *, seed: int = 0, resume: bool = False,
                 what: str = "run", **run_options) -> dict:
    """run_matchups(runs, n, *, seed=0, resume=False, what="run", **run_options) -> {key: records}

    Play several runs one after another (the loop of gauntlets, sweeps and ladders), ``n``
    duels each, all with the run seed ``seed``.

    Parameters
    ----------
    runs : dict
        ``{key: PlannedRun}``, played in the dict's order.
    what : str
        What the batch is (``"gauntlet"``), named in the error below.
    **run_options
        Passed to :func:`run_matchup` (``workers``, ``progress``, ``backend``, ...).

    Raises
    ------
    FileExistsError
        Before any duel, when ``resume`` is False and a run's folder already holds results.
    """
    if not resume:
        for run in runs.values():
            results = run.folder / RESULTS_FILE if run.folder is not None else None
            if results is not None and results.exists() and results.stat().st_size:
                raise FileExistsError(f"{results} already holds results: resume the {what} "
                                      f"or choose another output folder")
    return {key: run_matchup(run.spec, n, seed=seed, out_dir=run.folder, resume=resume,
                             meta=run.meta, label=run.label, **run_options)
            for key, run in runs.items()}


class _ResultsSink:
    """``duels.jsonl`` opened for appending; any failure to write it (a full disk) is an
    :class:`~pysim.tables.OutputError` that names the file."""

    def __init__(self, path: Path):
        self.path = path
        with writing(path):
            self.file = path.open("a", encoding="utf-8")

    def write(self, lines: str) -> None:
        with writing(self.path):
            self.file.write(lines)
            self.file.flush()

    def close(self) -> None:
        with writing(self.path):
            self.file.close()


def _context(start_method: str | None):
    # The named start method, else the one the caller set, else the platform's default, by
    # name: multiprocessing.get_context(None) would fix the process-wide start method.
    method = (start_method or multiprocessing.get_start_method(allow_none=True)
              or multiprocessing.get_all_start_methods()[0])
    return multiprocessing.get_context(method)


def _collect(batches, done, sink, bar) -> None:
    # Write and keep each batch of records as it arrives, whatever produced it.
    failed = 0
    with bar, closing(batches):
        for batch, lines in batches:
            if sink is not None:
                sink.write(lines)
            for record in batch:
                done[record["index"]] = record
            errors = sum("error" in r for r in batch)
            if errors:
                failed += errors
                bar.set_postfix(failed=failed, refresh=False)
            bar.update(len(batch))


def format_lines(records: list[dict]) -> str:
    """format_lines(records) -> str

    The records as JSON lines, each ending with a newline (the ``duels.jsonl`` format).
    """
    return "".join(_line(r) for r in records)


def _line(r: dict) -> str:
    # A finished duel's line is formatted directly (json.dumps costs ~3% of a vanilla duel).
    if "error" in r or len(r) != 7:
        return json.dumps(r, separators=(",", ":")) + "\n"
    return (f'{{"index":{r["index"]:d},"seed":{r["seed"]:d},"first":{r["first"]:d},'
            f'"winner":{_json_str(r["winner"])},"reason":{_json_str(r["reason"])},'
            f'"turns":{r["turns"]:d},"decisions":{r["decisions"]:d}}}\n')


@functools.lru_cache(maxsize=64)
def _json_str(text: str | None) -> str:
    return json.dumps(text)


def _progress_bar(total: int, initial: int, enabled: bool, label: str | None = None):
    from tqdm import std, tqdm

    # tqdm's first bar makes a multiprocessing RLock from the default context, which fixes the
    # process-wide start method; give it the same lock from a context chosen by name instead.
    if not hasattr(std.TqdmDefaultWriteLock, "mp_lock"):
        std.TqdmDefaultWriteLock.mp_lock = _context(None).RLock()

    # Redrawn often on a terminal; in a log file (no tty) one line every 30 s is enough.
    interval = 0.2 if sys.stderr.isatty() else 30.0
    return tqdm(total=total, initial=initial, disable=not enabled, file=sys.stderr, desc=label,
                unit="duel", smoothing=0.05, dynamic_ncols=True, mininterval=interval)
