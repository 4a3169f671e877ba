"""The parallel runner: reproducibility across workers, resume after a kill, failing duels.

The runner is tested against a small fake engine with the same interface as
``ygo_core.Duel`` (so these tests do not need the extension built), and once
against the real engine when it is importable.
"""
import json
import logging
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from pysim import runner
from pysim.runner import (Matchup, chunk_seeds, duel_seed, first_player, play_duel, read_results,
                          run_matchup, split_seed)

HERE = Path(__file__).resolve()
REPO = HERE.parents[2]


class FakeDuel:
    """A stand-in for ygo_core.Duel: a coin-flip duel whose outcome follows from its seeds."""

    def __init__(self, engine_seed, first, delay, fail_every):
        self.engine_seed, self.first = engine_seed, first
        self.delay, self.fail_every = delay, fail_every
        self._turn = self._decisions = 0
        self._reason = None

    def playout(self, seed):
        if self.fail_every and self.engine_seed % self.fail_every == 0:
            raise RuntimeError("capacity exceeded: chain")
        if self.delay:
            time.sleep(self.delay)
        rng = random.Random(self.engine_seed * 31 + seed)
        self._turn = rng.randint(2, 30)
        self._decisions = self._turn * rng.randint(3, 9)
        self._reason = rng.choice(["lp", "lp", "deck_out"])
        self._winner = rng.choice([0, 0, 1, 1, -1]) if self._turn < 30 else -1
        return self._winner

    def playout_log(self, seed):
        # The same game as playout, with a log of one made-up move per turn.
        self.playout(seed)
        return [(t, (t + self.first + 1) % 2, "main", f"move {t}") for t in range(1, self._turn)]

    def winner(self):
        return self._winner

    def win_reason(self):
        return self._reason if self._turn < 30 else "turn_limit"

    def turn(self):
        return self._turn

    def decisions(self):
        return self._decisions


@dataclass(frozen=True)
class FakeSpec:
    """A runner spec over FakeDuel; ``delay`` seconds per duel, one in ``fail_every`` raises."""

    delay: float = 0.0
    fail_every: int = 0
    tag: str = "fake"

    def factory(self):
        logging.getLogger("pysim.test").info("worker %d ready", os.getpid())
        return lambda engine_seed, first: FakeDuel(engine_seed, first, self.delay,
                                                   self.fail_every)

    def fingerprint(self):
        return {"tag": self.tag}


def test_seeds_are_fixed_functions_of_run_seed_and_index():
    assert duel_seed(7, 3) == duel_seed(7, 3)
    assert len({duel_seed(7, i) for i in range(1000)}) == 1000
    assert duel_seed(7, 3) != duel_seed(8, 3)
    engine, playout = split_seed(duel_seed(7, 3))
    assert engine != playout and 0 <= engine < 2**64 and 0 <= playout < 2**64
    assert [first_player(i) for i in range(4)] == [0, 1, 0, 1]
    # Pinned values: a change here changes every recorded run.
    assert duel_seed(0, 0) == 429404410292939812
    assert split_seed(429404410292939812) == (13274101383140110461, 9391218986716319030)


def test_chunk_seeds_match_one_by_one():
    indices = [0, 1, 2, 17, 999_999, 2**40]
    rows = chunk_seeds(123, indices).tolist()
    assert rows == [[duel_seed(123, i), *split_seed(duel_seed(123, i))] for i in indices]
    assert chunk_seeds(123, []).shape == (0, 3)


def test_records_do_not_depend_on_workers_or_chunks(tmp_path):
    one = run_matchup(FakeSpec(), 60, seed=5, workers=1, progress=False)
    two = run_matchup(FakeSpec(), 60, seed=5, workers=2, chunk_size=7, progress=False,
                      out_dir=tmp_path)
    assert one == two
    assert [r["index"] for r in one] == list(range(60))
    assert sorted(r["index"] for r in read_results(tmp_path / "duels.jsonl")) == list(range(60))
    assert {r["first"] for r in one if r["index"] % 2 == 0} == {0}
    assert {r["first"] for r in one if r["index"] % 2 == 1} == {1}


def test_spawned_workers_give_the_same_records(caplog):
    with caplog.at_level(logging.INFO, logger="pysim.test"):
        spawned = run_matchup(FakeSpec(), 12, seed=5, workers=2, chunk_size=3,
                              progress=False, start_method="spawn")
    assert spawned == run_matchup(FakeSpec(), 12, seed=5, workers=1, progress=False)
    assert sum("ready" in r.getMessage() for r in caplog.records) >= 2  # logged in workers


def test_play_duel_is_one_record_of_the_run():
    make_duel = FakeSpec().factory()
    assert play_duel(make_duel, 5, 3) == run_matchup(FakeSpec(), 4, seed=5, workers=1,
                                                     progress=False)[3]


def test_other_run_seed_gives_other_duels():
    a = run_matchup(FakeSpec(), 20, seed=1, workers=1, progress=False)
    b = run_matchup(FakeSpec(), 20, seed=2, workers=1, progress=False)
    assert [r["seed"] for r in a] != [r["seed"] for r in b]


def test_raising_duel_is_recorded_and_run_goes_on(tmp_path, caplog):
    spec = FakeSpec(fail_every=3)
    failing = {i for i in range(24) if split_seed(duel_seed(0, i))[0] % 3 == 0}
    assert 0 < len(failing) <= runner.MAX_LOGGED_FAILURES
    with caplog.at_level(logging.WARNING, logger="pysim.runner"):
        records = run_matchup(spec, 24, seed=0, workers=2, out_dir=tmp_path, progress=False)
    assert {r["index"] for r in records if "error" in r} == failing
    bad = next(r for r in records if "error" in r)
    assert bad["seed"] == duel_seed(0, bad["index"])
    assert bad["error"] == "RuntimeError: capacity exceeded: chain"
    assert len(records) == 24
    # The workers' warnings reached the parent's handler.
    warned = [r for r in caplog.records if "failed:" in r.getMessage()]
    assert len(warned) == len(failing)
    assert all(r.processName != "MainProcess" for r in warned)


def test_failure_logging_is_capped(caplog, monkeypatch):
    monkeypatch.setattr(runner, "_failures_logged", 0)
    with caplog.at_level(logging.WARNING, logger="pysim.runner"):
        records = run_matchup(FakeSpec(fail_every=1), 30, workers=1, progress=False)
    assert all("error" in r for r in records)
    messages = [r.getMessage() for r in caplog.records]
    assert sum("failed:" in m for m in messages) == runner.MAX_LOGGED_FAILURES
    assert any("recorded but not logged" in m for m in messages)


@dataclass(frozen=True)
class BrokenSpec(FakeSpec):
    """A spec whose worker setup fails (as when the engine cannot be imported)."""

    def factory(self):
        raise ImportError("cannot import name 'Duel'")


@pytest.mark.parametrize("workers", [1, 2])
def test_worker_setup_failure_stops_the_run(workers):
    with pytest.raises((ImportError, runner.WorkerSetupError), match="cannot import name"):
        run_matchup(BrokenSpec(), 10, workers=workers, chunk_size=2, progress=False)


def test_existing_results_need_resume(tmp_path):
    run_matchup(FakeSpec(), 4, workers=1, out_dir=tmp_path, progress=False)
    with pytest.raises(FileExistsError):
        run_matchup(FakeSpec(), 4, workers=1, out_dir=tmp_path, progress=False)


def test_resume_refuses_another_run(tmp_path):
    run_matchup(FakeSpec(), 4, seed=1, workers=1, out_dir=tmp_path, progress=False)
    with pytest.raises(ValueError, match="cannot resume"):
        run_matchup(FakeSpec(), 4, seed=2, workers=1, out_dir=tmp_path, resume=True,
                    progress=False)
    with pytest.raises(ValueError, match="cannot resume"):
        run_matchup(FakeSpec(tag="other"), 4, seed=1, workers=1, out_dir=tmp_path,
                    resume=True, progress=False)


def test_resume_ignores_truncated_last_line_and_extends_run(tmp_path):
    full = run_matchup(FakeSpec(), 30, seed=3, workers=1, progress=False)
    run_matchup(FakeSpec(), 10, seed=3, workers=1, out_dir=tmp_path, progress=False)
    path = tmp_path / "duels.jsonl"
    with path.open("ab") as f:
        f.write(json.dumps(full[10]).encode()[:25])  # a kill in the middle of a write
    records = run_matchup(FakeSpec(), 30, seed=3, workers=2, out_dir=tmp_path, resume=True,
                          progress=False)
    assert records == full
    on_disk = read_results(path)
    assert sorted(r["index"] for r in on_disk) == list(range(30))


def test_lines_are_json_of_the_records():
    records = run_matchup(FakeSpec(fail_every=4), 30, seed=2, workers=1, progress=False)
    assert any("error" in r for r in records)
    lines = runner.format_lines(records).splitlines()
    assert [json.loads(line) for line in lines] == records
    odd = {"index": 0, "seed": 1, "first": 0, "winner": "A", "reason": 'q"\\', "turns": 1,
           "decisions": 2}
    assert json.loads(runner.format_lines([odd])) == odd


def test_read_results_rejects_corruption_inside(tmp_path):
    path = tmp_path / "duels.jsonl"
    path.write_text('{"index": 0}\nnot json\n{"index": 1}\n')
    with pytest.raises(ValueError, match=":2: not a duel record"):
        read_results(path)


def _child(out_dir: str) -> None:
    # Run in a subprocess by test_resume_after_kill; killed while it plays.
    run_matchup(FakeSpec(delay=0.01), 400, seed=11, workers=2, chunk_size=5,
                out_dir=out_dir, progress=False)


def test_resume_after_kill(tmp_path):
    out = tmp_path / "run"
    proc = subprocess.Popen([sys.executable, str(HERE), str(out)], cwd=REPO,
                            env={**os.environ, "PYTHONPATH": str(REPO)},
                            start_new_session=True)
    try:
        path = out / "duels.jsonl"
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if path.exists() and path.stat().st_size > 2000:
                break
            time.sleep(0.02)
        assert proc.poll() is None, "the run ended before it could be killed"
    finally:
        os.killpg(proc.pid, signal.SIGKILL)  # the run and its workers
        proc.wait()
    before = {r["index"] for r in read_results(out / "duels.jsonl")}
    assert 0 < len(before) < 400
    records = run_matchup(FakeSpec(delay=0.0), 400, seed=11, workers=2, out_dir=out,
                          resume=True, progress=False)
    indices = [r["index"] for r in read_results(out / "duels.jsonl")]
    assert sorted(indices) == list(range(400))  # every index exactly once
    assert records == run_matchup(FakeSpec(), 400, seed=11, workers=1, progress=False)


def test_play_duel_with_real_engine():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")
    deck_a, deck_b = _vanilla_decks()
    spec = Matchup(tuple(deck_a), tuple(deck_b))
    one = run_matchup(spec, 6, seed=1, workers=1, progress=False)
    two = run_matchup(spec, 6, seed=1, workers=2, chunk_size=1, progress=False)
    assert one == two
    assert all("error" not in r for r in one), one
    assert {r["winner"] for r in one} <= {"A", "B", "draw"}


def test_replay_duel_is_the_recorded_duel():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")
    from pysim.cli import read_deck

    yugi, kaiba = read_deck("starter-yugi"), read_deck("starter-kaiba")
    spec = Matchup(yugi.main, kaiba.main, yugi.extra, kaiba.extra)
    records = run_matchup(spec, 10, seed=21, workers=1, progress=False)
    assert {r["winner"] for r in records} == {"A", "B"}  # both winners are replayed
    for record in records:
        replay = runner.replay_duel(spec, record["seed"], record["first"])
        assert replay.record == {k: v for k, v in record.items() if k != "index"}
        assert replay.log and all(len(entry) == 4 for entry in replay.log)
        assert len(replay.log) <= record["decisions"]
        assert replay.duel.winner() == {"A": 0, "B": 1, "draw": -1}[record["winner"]]
    with pytest.raises(ValueError, match="first must be 0 or 1"):
        runner.replay_duel(spec, 1, 2)


def test_replay_duel_of_fake_duels_including_failing_ones():
    spec = FakeSpec(fail_every=3)
    records = run_matchup(spec, 20, seed=8, workers=1, progress=False)
    assert 0 < sum("error" in r for r in records) < 20
    for record in records:
        replay = runner.replay_duel(spec, record["seed"], record["first"])
        assert replay.record == {k: v for k, v in record.items() if k != "index"}
        if "error" in record:
            assert replay.log == []
        else:
            assert len(replay.log) == record["turns"] - 1


def test_matchup_fingerprint_round_trip():
    spec = Matchup((1, 2, 3), (4, 5), (6,), (), cdb="/x/cards.cdb", rules="mr3",
                   allow_unimplemented=True)
    saved = json.loads(json.dumps(spec.fingerprint()))
    assert Matchup.from_fingerprint(saved) == spec
    with pytest.raises(ValueError, match="not a matchup description"):
        Matchup.from_fingerprint({"deck_a": [1]})


def test_manifest_keeps_meta_that_resume_does_not_check(tmp_path):
    run_matchup(FakeSpec(), 4, seed=1, workers=1, out_dir=tmp_path, progress=False,
                meta={"deck_a": "one"})
    assert runner.read_manifest(tmp_path) == {"seed": 1, "n": 4, "spec": {"tag": "fake"},
                                              "meta": {"deck_a": "one"}}
    records = run_matchup(FakeSpec(), 6, seed=1, workers=1, out_dir=tmp_path, resume=True,
                          progress=False, meta={"deck_a": "renamed"})
    assert len(records) == 6
    assert runner.read_manifest(tmp_path)["meta"] == {"deck_a": "renamed"}
    with pytest.raises(FileNotFoundError, match="not a run folder"):
        runner.read_manifest(tmp_path / "nowhere")


_START_METHOD_PROBE = """
import multiprocessing, sys, threading
sys.path[:0] = [{repo!r}, {here!r}]
from pysim.runner import run_matchup
from test_runner import FakeSpec
for progress in (False, True):
    records = run_matchup(FakeSpec(), 8, workers=2, chunk_size=2, progress=progress)
    assert len(records) == 8
assert multiprocessing.get_start_method(allow_none=True) is None, "start method was fixed"
multiprocessing.set_start_method("spawn")  # still the caller's to choose
print(sorted(t.name for t in threading.enumerate() if t.name != "tqdm_monitor"))
"""


def test_runner_leaves_the_start_method_and_no_thread_behind():
    code = _START_METHOD_PROBE.format(repo=str(REPO), here=str(HERE.parent))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "['MainThread']"


def _vanilla_decks():
    from importlib import resources

    def main_deck(name):
        text = resources.files("pysim.data").joinpath(f"decks/{name}").read_text()
        lines = text.split("#extra")[0].splitlines()
        return [int(x) for x in lines if x.strip().isdigit()]

    return main_deck("vanilla-yugi.ydk"), main_deck("vanilla-kaiba.ydk")


if __name__ == "__main__":
    _child(sys.argv[1])
