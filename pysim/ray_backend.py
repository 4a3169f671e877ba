"""The Ray backend of the runner: the same duels on a Ray cluster (optional extra ``cluster``).

``run_matchup(spec, n, ..., backend="ray")`` plays the run's chunks on Ray
actors instead of local worker processes; everything else (seeds, results
file, resume, failure records, summary) is the runner's own, so a run gives
the same per-duel records with either backend and can be resumed with the
other. Install with ``pip install 'ygo-sim[cluster]'``; ``pysim`` and the
``ygo_core`` extension must be importable on every node of the cluster.

- **Connecting.** When Ray is not initialised yet, :func:`connect` calls
  ``ray.init(address=...)``: no address starts a local Ray instance (or joins
  the cluster named by the ``RAY_ADDRESS`` environment variable), ``"auto"``
  joins the cluster this machine belongs to, ``"ray://host:10001"`` a remote
  one. A Ray session the caller started is used as it is, and it is left
  running after the run (Ray shuts it down at exit).
- **Workers.** One actor per worker, each reserving one CPU and calling the
  spec's ``factory()`` once, as a worker process does. The default is the
  cluster's CPU count; a larger request is capped to it (actors that cannot be
  placed would wait forever). Each actor has at most two chunks in flight, so
  it never waits for the driver between chunks.
- **Logging.** An actor's log records (the same filtering levels as in the
  driver) are returned with each chunk's results and handed to the driver's
  loggers of the same names, so worker warnings reach the caller's handlers
  as with local workers, instead of only Ray's forwarded stderr.
- **Failures.** A duel that raises is a record, as everywhere; a spec whose
  ``factory()`` fails stops the run with :class:`~pysim.runner.WorkerSetupError`.
  When the run ends or is interrupted, the actors are killed.
"""
from __future__ import annotations

import functools
import logging
from typing import Iterator

from pysim.runner import WorkerSetupError, _logger_levels, format_lines, play_chunk

#: The message of the ImportError raised when ray is not installed.
INSTALL_HINT = "the Ray backend needs ray: pip install 'ygo-sim[cluster]'"
#: Chunks in flight per actor: one playing, one queued behind it.
IN_FLIGHT = 2

log = logging.getLogger(__name__)


def _ray():
    try:
        import ray
    except ImportError:
        raise ImportError(INSTALL_HINT) from None
    return ray


def connect(address: str | None = None) -> int:
    """connect(address=None) -> CPUs

    Start or join Ray unless it is initialised already; return the number of
    CPUs of the cluster (at least 1).
    """
    ray = _ray()
    if not ray.is_initialized():
        options = {"address": address}
        if address is None:  # a new local instance: no dashboard to start
            options["include_dashboard"] = False
        ray.init(**options)
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


class _Relay(logging.Handler):
    """Keeps an actor's log records, made picklable, until the next chunk's results."""

    def __init__(self):
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        self.records.append(record)

    def drain(self) -> list[logging.LogRecord]:
        records, self.records = self.records, []
        return records


class DuelActor:
    """One Ray worker: the spec's ``make_duel``, playing chunks of a run."""

    def __init__(self, spec, log_levels: dict[str, int]):
        self._relay = _Relay()
        logging.getLogger().handlers[:] = [self._relay]  # the actor's process is ours
        for name, level in log_levels.items():
            logging.getLogger(name or None).setLevel(level)
        self._make_duel, self._error = None, None
        try:
            self._make_duel = spec.factory()
        except Exception as exc:  # noqa: BLE001 - reported by the driver, which stops the run
            self._error = f"{type(exc).__name__}: {exc}"

    def play(self, run_seed: int, indices: list[int]):
        """(records, lines, log records, setup error or None) of one chunk."""
        if self._error is not None:
            return None, None, self._relay.drain(), self._error
        records = play_chunk(self._make_duel, run_seed, indices)
        return records, format_lines(records), self._relay.drain(), None


@functools.lru_cache(maxsize=4)
def _actor_class(ray):
    return ray.remote(DuelActor)


def _hand_over(records: list[logging.LogRecord]) -> None:
    for record in records:
        logging.getLogger(record.name).handle(record)


def play_in_ray(spec, run_seed: int, chunks: list[list[int]], workers: int | None,
                address: str | None = None) -> Iterator[tuple[list[dict], str]]:
    """play_in_ray(spec, run_seed, chunks, workers, address=None)

    Play the chunks of a run on Ray actors; yield ``(records, lines)`` per
    chunk as they finish (the runner's batch format). See the module docstring.
    """
    if not chunks:
        return
    ray = _ray()
    cpus = connect(address)
    if workers is not None and workers > cpus:
        log.warning("%d Ray workers requested, the cluster has %d CPUs: using %d",
                    workers, cpus, cpus)
    count = max(1, min(workers or cpus, cpus, len(chunks)))
    actor_class = _actor_class(ray)
    levels = _logger_levels()
    actors = [actor_class.options(num_cpus=1).remote(spec, levels) for _ in range(count)]
    todo = iter(chunks)
    pending: dict = {}
    try:
        for _ in range(IN_FLIGHT):
            for actor in actors:
                chunk = next(todo, None)
                if chunk is not None:
                    pending[actor.play.remote(run_seed, chunk)] = actor
        while pending:
            (ref,), _ = ray.wait(list(pending), num_returns=1)
            actor = pending.pop(ref)
            records, lines, log_records, error = ray.get(ref)
            _hand_over(log_records)
            if error is not None:
                raise WorkerSetupError(f"worker setup failed: {error}")
            chunk = next(todo, None)
            if chunk is not None:
                pending[actor.play.remote(run_seed, chunk)] = actor
            yield records, lines
    finally:
        for actor in actors:
            ray.kill(actor)
