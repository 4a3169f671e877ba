"""Plots that say what they show (issue 10): the sweep plots the paired differences from the
named base, the gauntlet heatmap has an "overall" column, and both name the agents."""
from __future__ import annotations

import pytest

from tests.pysim.test_gauntlet import _gauntlet
from tests.pysim.test_sweep import _sweep

pytest.importorskip("matplotlib", reason="the plots need the 'plot' extra (matplotlib)")
from pysim import report  # noqa: E402


def test_heatmap_has_an_overall_column_and_names_the_agents():
    matrix = _gauntlet(n=8)
    ax = report.matrix_figure(matrix, "mc:16 vs random").axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()] == list(matrix.decks) + ["overall"]
    assert "agents: mc:16 vs random" in ax.get_title()
    texts = {(round(t.get_position()[0]), round(t.get_position()[1])): t.get_text()
             for t in ax.texts}
    k = len(matrix.decks)
    for i in range(k):
        r = matrix.overall(i).rate
        assert texts[k, i].startswith(f"{100 * r.rate:.1f}%")


def test_sweep_plot_is_the_paired_differences_from_the_named_base():
    result = _sweep(n=20)
    names = [v.name for v in result.ranking]
    fig = report.differences_figure(names, [v.vs_base for v in result.ranking], result.base,
                                    "agents: random")
    ax = fig.axes[0]
    labels = [t.get_text() for t in ax.get_yticklabels()]
    assert labels == [f"{n} (base)" if n == "base" else n for n in names]  # first on top
    assert "minus base's" in ax.get_xlabel() and ax.get_title() == "agents: random"
    # Each variant's point sits at its paired difference, in points.
    points = {}
    for line in ax.lines:
        xs, ys = line.get_xdata(), line.get_ydata()
        if len(xs) == 1 and line.get_marker() in ("o", "D"):  # not the interval's caps
            points[round(float(ys[0]))] = float(xs[0])
    ys = list(range(len(names)))[::-1]
    for y, v in zip(ys, result.ranking):
        expected = 0.0 if v.name == "base" else 100 * v.vs_base.mean
        assert points[y] == pytest.approx(expected)


def test_the_cli_sweep_and_gauntlet_plots_name_the_agents(tmp_path, monkeypatch):
    from pysim.cli import main

    seen = {}
    monkeypatch.setattr(report, "plot_differences",
                        lambda names, diffs, base, path, title="": seen.setdefault("sweep", (base, title)) and path)
    monkeypatch.setattr(report, "plot_matrix",
                        lambda matrix, path, agents=None: seen.setdefault("gauntlet", agents) and path)
    assert main(["sweep", "vanilla-yugi", "--swap", "13429800:15025844", "--against",
                 "vanilla-kaiba", "-n", "4", "-w", "1", "--no-progress", "--out",
                 str(tmp_path / "s")]) == 0
    assert main(["gauntlet", "vanilla-yugi", "vanilla-kaiba", "-n", "4", "-w", "1",
                 "--no-progress", "--out", str(tmp_path / "g"), "--agents", "greedy,random"]) == 0
    assert seen["sweep"][0] == "vanilla-yugi" and "agents: random" in seen["sweep"][1]
    assert seen["gauntlet"] == "greedy vs random"
