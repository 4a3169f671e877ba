"""The Ray backend: the same records as local workers, resume, failures and logging.

With ``ray`` installed, the backend runs on a local Ray instance (2 CPUs).
Without it, those tests are skipped ("ray not installed"), and the backend's
own logic (scheduling, log hand-over, setup failures, cleanup) is still
exercised through a small synchronous stand-in for the five Ray calls it
uses (``is_initialized``, ``init``, ``cluster_resources``, ``remote``,
``wait``/``get``/``kill``), which pickles everything crossing the "process"
boundary as Ray would.
"""
import importlib.util
import logging
import os
import pickle
import sys
import types
from pathlib import Path

import pytest

from pysim import ray_backend, runner
from pysim.runner import WorkerSetupError, duel_seed, read_results, run_matchup, split_seed
from test_runner import BrokenSpec, FakeSpec

HAVE_RAY = importlib.util.find_spec("ray") is not None
HERE = Path(__file__).resolve().parent


# --- a local Ray instance --------------------------------------------------------------------

@pytest.fixture(scope="module")
def local_ray():
    if not HAVE_RAY:
        pytest.skip("ray not installed")
    import ray

    path = os.pathsep.join([str(HERE.parents[1]), str(HERE), os.environ.get("PYTHONPATH", "")])
    ray.init(num_cpus=2, include_dashboard=False,
             runtime_env={"env_vars": {"PYTHONPATH": path}})
    yield ray
    ray.shutdown()


def test_ray_gives_the_records_of_local_workers(local_ray, tmp_path):
    local = run_matchup(FakeSpec(), 40, seed=5, workers=2, progress=False)
    on_ray = run_matchup(FakeSpec(), 40, seed=5, workers=2, chunk_size=3, progress=False,
                         backend="ray", out_dir=tmp_path)
    assert on_ray == local
    assert sorted(r["index"] for r in read_results(tmp_path / "duels.jsonl")) == list(range(40))


def test_ray_resumes_a_local_run(local_ray, tmp_path):
    run_matchup(FakeSpec(), 10, seed=2, workers=2, out_dir=tmp_path, progress=False)
    resumed = run_matchup(FakeSpec(), 30, seed=2, out_dir=tmp_path, resume=True,
                          progress=False, backend="ray")
    assert resumed == run_matchup(FakeSpec(), 30, seed=2, workers=1, progress=False)


def test_ray_failures_are_recorded_and_logged(local_ray, caplog):
    failing = {i for i in range(24) if split_seed(duel_seed(0, i))[0] % 3 == 0}
    with caplog.at_level(logging.WARNING, logger="pysim.runner"):
        records = run_matchup(FakeSpec(fail_every=3), 24, workers=2, progress=False,
                              backend="ray")
    assert {r["index"] for r in records if "error" in r} == failing
    assert sum("failed:" in r.getMessage() for r in caplog.records) == len(failing)


def test_ray_setup_failure_stops_the_run(local_ray):
    with pytest.raises(WorkerSetupError, match="cannot import name 'Duel'"):
        run_matchup(BrokenSpec(), 10, workers=2, chunk_size=2, progress=False, backend="ray")


def test_missing_ray_is_one_clear_error(tmp_path):
    if HAVE_RAY:
        pytest.skip("ray is installed")
    with pytest.raises(ImportError, match=r"needs ray: pip install 'ygo-sim\[cluster\]'"):
        run_matchup(FakeSpec(), 4, backend="ray", out_dir=tmp_path / "run", progress=False)
    assert not (tmp_path / "run").exists()  # nothing written


def test_unknown_backend():
    with pytest.raises(ValueError, match="unknown backend 'dask'"):
        run_matchup(FakeSpec(), 4, backend="dask", progress=False)


# --- the backend's logic on a synchronous stand-in for Ray ---------------------------------

def _crossing(value):
    # What crosses a process boundary in Ray is pickled.
    return pickle.loads(pickle.dumps(value))


class _Ref:
    def __init__(self, call):
        try:
            self.value, self.error = _crossing(call()), None
        except Exception as exc:  # noqa: BLE001
            self.value, self.error = None, exc


class _Handle:
    """An actor "in another process": its own root logging handlers while it runs."""

    def __init__(self, fake, cls, args):
        self.fake, self.killed = fake, False
        with self._own_logging(init=True):
            self.obj = cls(*_crossing(args))

    def _own_logging(self, init=False):
        handle = self

        class Swap:
            def __enter__(self):
                root = logging.getLogger()
                self.saved = root.handlers[:]
                if not init:
                    root.handlers[:] = handle.handlers

            def __exit__(self, *exc):
                root = logging.getLogger()
                if init:
                    handle.handlers = root.handlers[:]
                root.handlers[:] = self.saved

        return Swap()

    def __getattr__(self, name):
        handle = self

        class Method:
            def remote(self, *args):
                assert not handle.killed
                handle.fake.calls.append(name)

                def call():
                    with handle._own_logging():
                        return getattr(handle.obj, name)(*_crossing(args))
                return _Ref(call)
        return Method()


class FakeRay(types.ModuleType):
    def __init__(self, cpus=2):
        super().__init__("ray")
        self.cpus, self.initialized, self.init_args = cpus, False, None
        self.calls, self.actors = [], []

    def is_initialized(self):
        return self.initialized

    def init(self, **kwargs):
        self.initialized, self.init_args = True, kwargs

    def cluster_resources(self):
        return {"CPU": float(self.cpus), "memory": 1e9}

    def remote(self, cls):
        fake = self

        class ActorClass:
            def options(self, num_cpus):
                assert num_cpus == 1
                return self

            def remote(self, *args):
                handle = _Handle(fake, cls, args)
                fake.actors.append(handle)
                return handle
        return ActorClass()

    def wait(self, refs, num_returns=1):
        assert num_returns == 1 and refs
        return refs[:1], refs[1:]

    def get(self, ref):
        if ref.error is not None:
            raise ref.error
        return ref.value

    def kill(self, actor):
        actor.killed = True


@pytest.fixture
def fake_ray(monkeypatch):
    fake = FakeRay()
    monkeypatch.setitem(sys.modules, "ray", fake)
    ray_backend._actor_class.cache_clear()
    yield fake
    ray_backend._actor_class.cache_clear()


def test_backend_logic_gives_the_same_records(fake_ray, tmp_path):
    records = run_matchup(FakeSpec(), 50, seed=7, chunk_size=4, progress=False, backend="ray",
                          out_dir=tmp_path, ray_address="ray://head:10001")
    assert records == run_matchup(FakeSpec(), 50, seed=7, workers=1, progress=False)
    assert fake_ray.init_args == {"address": "ray://head:10001"}  # no local-only options
    assert len(fake_ray.actors) == 2 and all(a.killed for a in fake_ray.actors)
    assert fake_ray.calls.count("play") == 13  # ceil(50 / 4) chunks
    assert sorted(r["index"] for r in read_results(tmp_path / "duels.jsonl")) == list(range(50))


def test_backend_logic_starts_a_local_instance_and_caps_workers(fake_ray, caplog):
    with caplog.at_level(logging.WARNING, logger="pysim.ray_backend"):
        records = run_matchup(FakeSpec(), 12, seed=1, workers=5, chunk_size=1,
                              progress=False, backend="ray")
    assert records == run_matchup(FakeSpec(), 12, seed=1, workers=1, progress=False)
    assert fake_ray.init_args == {"address": None, "include_dashboard": False}
    assert len(fake_ray.actors) == 2
    # run_matchup caps the request to the cluster before play_in_ray sees it.
    assert [r.getMessage() for r in caplog.records] == []
    with caplog.at_level(logging.WARNING, logger="pysim.ray_backend"):
        batches = list(ray_backend.play_in_ray(FakeSpec(), 1, [[0], [1], [2]], 5))
    assert [r["index"] for batch, _ in batches for r in batch] == [0, 1, 2]
    assert caplog.records[-1].getMessage() == ("5 Ray workers requested, the cluster has 2 "
                                              "CPUs: using 2")


def test_backend_logic_hands_worker_logs_to_the_caller(fake_ray, caplog, monkeypatch):
    monkeypatch.setattr(runner, "_failures_logged", 0)
    failing = {i for i in range(24) if split_seed(duel_seed(0, i))[0] % 3 == 0}
    with caplog.at_level(logging.INFO):
        records = run_matchup(FakeSpec(fail_every=3), 24, chunk_size=5, progress=False,
                              backend="ray")
    assert {r["index"] for r in records if "error" in r} == failing
    messages = [r.getMessage() for r in caplog.records]
    assert sum("failed:" in m for m in messages) == len(failing)
    assert sum("ready" in m for m in messages) == 2  # one per actor, from factory()
    warned = next(r for r in caplog.records if "failed:" in r.getMessage())
    assert warned.name == "pysim.runner" and warned.levelno == logging.WARNING


def test_backend_logic_setup_failure_and_nothing_to_play(fake_ray):
    with pytest.raises(WorkerSetupError, match="worker setup failed: ImportError: cannot "
                                               "import name 'Duel'"):
        run_matchup(BrokenSpec(), 10, chunk_size=2, progress=False, backend="ray")
    assert fake_ray.actors and all(a.killed for a in fake_ray.actors)
    assert list(ray_backend.play_in_ray(FakeSpec(), 0, [], 2)) == []


def test_backend_logic_interrupted_run_kills_its_actors(fake_ray):
    batches = ray_backend.play_in_ray(FakeSpec(), 3, [[0, 1], [2, 3], [4, 5], [6, 7]], 2)
    first, _ = next(batches)
    assert [r["index"] for r in first] == [0, 1]
    batches.close()  # what the runner does on Ctrl-C or an error
    assert len(fake_ray.actors) == 2 and all(a.killed for a in fake_ray.actors)
