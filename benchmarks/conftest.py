import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))


def pytest_terminal_summary(terminalreporter, config):
    # The benchmarks' extra_info (state bytes of a clone, turns and decisions per duel) under
    # the timing table.
    session = getattr(config, "_benchmarksession", None)
    rows = [(bench.name, bench.extra_info) for bench in getattr(session, "benchmarks", None) or ()
            if getattr(bench, "extra_info", None)]
    if rows:
        terminalreporter.write_sep("-", "extra_info")
        for name, info in rows:
            terminalreporter.write_line(f"{name}: {info}")
