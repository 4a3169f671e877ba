import importlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import battery  # noqa: E402  (tests/ is on the path from here on)

# The shared test modules are imported as `helpers` by some files and `tests.helpers` by others:
# one module object under both names, so that what they build once (card data, decks) is built
# once per process, not once per name. In import order: each imports the ones before it.
for _name in ("helpers", "invariants", "mr3_cards", "pendulum_cards", "saved_state_fuzz"):
    sys.modules[f"tests.{_name}"] = importlib.import_module(_name)

# Tests too long for the default run, by node id (a prefix names a whole file or every
# parametrization of a test); they run in the full run (YGO_FULL_TESTS=1, CI), like any test
# decorated with @pytest.mark.slow. One list here rather than decorators in each file.
SLOW = (
    # OpenSpiel's own battery on the game (minutes: it explores every action of every state).
    "tests/pysim/test_openspiel.py::test_openspiel_random_sim_test_passes",
    # MCTS and IS-MCTS bots of OpenSpiel stepping through a duel (seconds per move).
    "tests/pysim/test_openspiel.py::test_openspiel_mcts_and_ismcts_bots_play_on_it",
)


def pytest_terminal_summary(terminalreporter):
    # Said after every run (also under -q), so that a default run is not taken for the full one.
    if battery.FULL:
        line = "full run (YGO_FULL_TESTS=1): every random battery whole, slow tests included"
    else:
        line = (f"default run: random batteries at 1/{battery.DEFAULT_SHARE} of their seeds, slow tests "
                "skipped; YGO_FULL_TESTS=1 runs everything (as CI does)")
    terminalreporter.write_line(f"ygo-sim tests: {line}")


def pytest_collection_modifyitems(config, items):
    skip = pytest.mark.skip(reason="slow: runs with YGO_FULL_TESTS=1 (as CI does)")
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)
        if not battery.FULL and item.get_closest_marker("slow"):
            item.add_marker(skip)
