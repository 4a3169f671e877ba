"""Gauntlet mode: every pair of decks, the matrix, its files, resume, and the CLI end to end.

Most tests use a fake game in which a deck is a number, its strength (so they
run without the extension); the CLI tests use the real engine and the bundled decks.
"""
import csv
import json
import random
from dataclasses import dataclass

import pytest

from helpers import after_provenance
from pysim import gauntlet, report
from pysim.gauntlet import Matrix, pair_folder, run_gauntlet
from pysim.runner import read_results, run_matchup
from pysim.stats import SideSummary, wilson_interval


class StrengthDuel:
    """A duel won by A with probability a / (a + b); one duel in 16 is a draw."""

    def __init__(self, engine_seed, first, a, b):
        self.engine_seed, self.first, self.a, self.b = engine_seed, first, a, b
        self._turn = 0

    def playout(self, seed):
        rng = random.Random(self.engine_seed ^ seed)
        self._turn = rng.randint(2, 40)
        if rng.random() < 1 / 16:
            return -1
        return 0 if rng.random() < self.a / (self.a + self.b) else 1

    def win_reason(self):
        return "lp"

    def turn(self):
        return self._turn

    def decisions(self):
        return 3 * self._turn


@dataclass(frozen=True)
class Strength:
    """A runner spec: deck A of strength ``a`` against deck B of strength ``b``."""

    a: int
    b: int

    def factory(self):
        return lambda engine_seed, first: StrengthDuel(engine_seed, first, self.a, self.b)

    def fingerprint(self):
        return {"a": self.a, "b": self.b}


DECKS = [("weak", 1), ("even", 3), ("strong", 9)]


def _gauntlet(n=40, **kw):
    kw.setdefault("workers", 1)
    return run_gauntlet(DECKS, Strength, n, progress=False, **kw)


def test_each_pair_is_the_matchup_run_seen_from_both_sides():
    matrix = _gauntlet(seed=4)
    assert matrix.decks == ("weak", "even", "strong")
    assert sorted(matrix.cells) == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]
    for (i, j) in [(0, 1), (0, 2), (1, 2)]:
        records = run_matchup(Strength(DECKS[i][1], DECKS[j][1]), 40, seed=4, workers=1,
                              progress=False)
        assert matrix.cells[i, j] == SideSummary.from_records(records, "A")
        assert matrix.cells[j, i] == SideSummary.from_records(records, "B")
        row, col = matrix.cells[i, j], matrix.cells[j, i]
        assert (row.wins, row.losses, row.draws) == (col.losses, col.wins, col.draws)
        assert row.n == col.n == 40
        # Each deck went first in half of the pair's duels.
        assert row.first.n == row.second.n == col.first.n == 20
    # The stronger deck wins more (9:1 odds over 40 duels).
    assert matrix.cells[2, 0].rate.rate > 0.7 > 0.3 > matrix.cells[0, 2].rate.rate


def test_overall_pools_a_row():
    matrix = _gauntlet()
    strong = matrix.overall(2)
    assert strong.n == 80
    assert strong.wins == matrix.cells[2, 0].wins + matrix.cells[2, 1].wins
    assert (strong.rate.lo, strong.rate.hi) == wilson_interval(strong.wins, 80)


def test_workers_do_not_change_the_matrix():
    assert _gauntlet(workers=2, chunk_size=3) == _gauntlet(workers=1)


def test_files_hold_the_matrix(tmp_path):
    matrix = _gauntlet(out_dir=tmp_path)
    with (tmp_path / "matrix.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["deck"], r["opponent"]) for r in rows] == [
        ("weak", "even"), ("weak", "strong"), ("even", "weak"), ("even", "strong"),
        ("strong", "weak"), ("strong", "even")]
    assert list(rows[0]) == list(gauntlet.CSV_COLUMNS)
    cell = matrix.cells[2, 0]
    assert rows[4]["wins"] == str(cell.wins) and rows[4]["duels"] == "40"
    assert float(rows[4]["win_rate"]) == cell.rate.rate
    assert float(rows[4]["ci_low"]) == cell.rate.lo
    data = json.loads((tmp_path / "matrix.json").read_text())
    assert data["decks"] == ["weak", "even", "strong"] and data["n"] == 40
    assert [data["win_rate"][i][i] for i in range(3)] == [None, None, None]
    assert data["win_rate"][2][0] == cell.rate.rate and data["ci_high"][2][0] == cell.rate.hi
    assert data["overall"][2]["wins"] == matrix.overall(2).wins
    assert data["cells"][4]["deck"] == "strong" and data["cells"][4]["wins"] == cell.wins
    # One run folder per pair, with its own manifest naming the decks.
    folder = pair_folder(tmp_path, "weak", "strong")
    assert folder == tmp_path / "pairs" / "weak-vs-strong"
    assert sorted(r["index"] for r in read_results(folder / "duels.jsonl")) == list(range(40))
    assert json.loads((folder / "run.json").read_text())["meta"] == {"deck_a": "weak",
                                                                   "deck_b": "strong"}


def test_resume_completes_pairs_and_refuses_to_overwrite(tmp_path):
    _gauntlet(n=10, out_dir=tmp_path)
    with pytest.raises(FileExistsError, match="resume the gauntlet"):
        _gauntlet(n=10, out_dir=tmp_path)
    # A pair lost half its lines (as if killed): resume plays only what is missing.
    path = pair_folder(tmp_path, "even", "strong") / "duels.jsonl"
    path.write_text("".join(path.read_text().splitlines(keepends=True)[:5]))
    resumed = _gauntlet(n=25, out_dir=tmp_path, resume=True)
    assert resumed == _gauntlet(n=25)
    for a, b in [("weak", "even"), ("weak", "strong"), ("even", "strong")]:
        indices = [r["index"] for r in read_results(pair_folder(tmp_path, a, b) / "duels.jsonl")]
        assert sorted(indices) == list(range(25))


def test_bad_deck_lists_are_refused():
    with pytest.raises(ValueError, match="at least two decks"):
        run_gauntlet([("one", 1)], Strength, 4, workers=1, progress=False)
    with pytest.raises(ValueError, match="'even' is given twice"):
        run_gauntlet([("even", 1), ("even", 2)], Strength, 4, workers=1, progress=False)
    with pytest.raises(ValueError, match="as 'a b' and 'a_b'"):
        run_gauntlet([("a b", 1), ("a_b", 2)], Strength, 4, workers=1, progress=False)


def _records(outcomes):
    # outcomes: list of (winner, first) for deck A.
    return [{"index": i, "seed": i, "first": f, "winner": w, "reason": "lp", "turns": 3,
             "decisions": 9} for i, (w, f) in enumerate(outcomes)]


def test_table_is_exact():
    pairs = {(0, 1): _records([("A", 0), ("A", 1), ("B", 0), ("draw", 1)])}
    matrix = Matrix.from_pairs(["x", "yy"], 4, 7, pairs)
    # x won 2 of 4 (Wilson [15.0%, 85.0%]); yy won 1 of 4 ([4.6%, 69.9%]); one draw.
    assert matrix.format_table().splitlines() == [
        "Gauntlet: 2 decks, 4 duels per pair, seed 7 (row deck's win rate against the column "
        "deck, 95% Wilson interval)",
        "                    x                  yy             overall",
        "x                   -  50.0% [15.0, 85.0]  50.0% [15.0, 85.0]",
        "yy  25.0% [4.6, 69.9]                   -   25.0% [4.6, 69.9]",
    ]
    errors = Matrix.from_pairs(["x", "yy"], 4, 7, {(0, 1): pairs[0, 1] + [
        {"index": 4, "seed": 4, "first": 0, "error": "RuntimeError: boom"}]})
    assert errors.errors == 1
    assert errors.format_table().splitlines()[-1] == "failed duels: 1 (left out of the rates)"


def test_heatmap_png(tmp_path):
    pytest.importorskip("matplotlib")
    path = report.plot_matrix(_gauntlet(n=8), tmp_path / "m.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # Drawn without pyplot: no figure is left open in the caller's pyplot.
    import sys
    assert "matplotlib.pyplot" not in sys.modules or \
        not sys.modules["matplotlib.pyplot"].get_fignums()


# --- the command line, on the real engine -----------------------------------------------------

@pytest.fixture
def engine():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")


def test_cli_gauntlet_end_to_end(engine, capsys, tmp_path, monkeypatch):
    from pysim.cli import main, read_deck
    from pysim.runner import Matchup

    out = tmp_path / "g"
    argv = ["gauntlet", "starter-yugi", "starter-kaiba", "vanilla-yugi", "-n", "6", "-w", "2",
            "--seed", "2", "--out", str(out), "--no-progress"]
    if not report.have_matplotlib():  # say so in one line and go on
        assert main(argv) == 0
        assert "matrix.png skipped: matplotlib is not installed" in capsys.readouterr().out
        return
    assert main(argv) == 0
    text = capsys.readouterr().out
    lines = text.splitlines()
    assert lines[0].startswith("Gauntlet: 3 decks, 6 duels per pair, seed 2")
    table = after_provenance(lines)  # the column heads, then one row per deck
    assert [line.split()[0] for line in table[1:4]] == ["starter-yugi", "starter-kaiba",
                                                        "vanilla-yugi"]
    assert f"plot: {out / 'matrix.png'}" in lines
    assert (out / "matrix.png").read_bytes()[:4] == b"\x89PNG"
    # The starter-yugi / starter-kaiba cell is that matchup's run with the same seed.
    yugi, kaiba = read_deck("starter-yugi"), read_deck("starter-kaiba")
    records = run_matchup(Matchup(yugi.main, kaiba.main), 6, seed=2, workers=1, progress=False)
    data = json.loads((out / "matrix.json").read_text())
    assert data["cells"][0]["wins"] == sum(r["winner"] == "A" for r in records)
    assert data["errors"] == 0
    # Without matplotlib: one line, no PNG, exit 0.
    monkeypatch.setattr(report, "_figure", _no_matplotlib)
    again = tmp_path / "g2"
    assert main(argv[:-2] + [str(again), "--no-progress"]) == 0
    assert ("matrix.png skipped: matplotlib is not installed (pip install 'ygo-sim[plot]')"
            in capsys.readouterr().out.splitlines())
    assert not (again / "matrix.png").exists() and (again / "matrix.csv").exists()


def _no_matplotlib(*args):
    raise report.PlotUnavailable(report.INSTALL_HINT)


@pytest.mark.parametrize("argv, words", [
    (["gauntlet", "starter-yugi"], "at least two decks"),
    (["gauntlet", "starter-yugi", "starter-yugi"], "'starter-yugi' is given twice"),
    (["gauntlet", "starter-yugi", "nope.ydk"], "deck file not found: nope.ydk"),
    (["gauntlet", "starter-yugi", "starter-kaiba", "--resume"], "--resume needs --out"),
])
def test_cli_gauntlet_errors(engine, capsys, argv, words):
    from pysim.cli import main

    assert main(argv + ["--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("ygo-sim: error: ") and words in err
