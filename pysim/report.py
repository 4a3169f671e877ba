"""Plots of results: the gauntlet heatmap and the variant-sweep ranking.

matplotlib is an optional extra (``pip install ygo-sim[plot]``). It is
imported only when a plot is drawn, and figures are made with
``matplotlib.figure.Figure`` directly (not pyplot), so plotting needs no
display and leaves the caller's pyplot state and backend alone. Without
matplotlib the functions raise :class:`PlotUnavailable` (an ImportError) with
a one-line hint.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Sequence

#: The hint shown when matplotlib is missing.
INSTALL_HINT = "matplotlib is not installed (pip install 'ygo-sim[plot]')"


class PlotUnavailable(ImportError):
    """matplotlib cannot be imported."""


def have_matplotlib() -> bool:
    """Whether plots can be drawn."""
    try:
        _figure(1.0, 1.0)
    except PlotUnavailable:
        return False
    return True


def _figure(width: float, height: float):
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise PlotUnavailable(INSTALL_HINT) from None
    fig = Figure(figsize=(width, height))
    return fig, fig.add_subplot()


def plot_matrix(matrix, path: str | Path) -> Path:
    """plot_matrix(matrix, path) -> path

    Save a gauntlet :class:`~pysim.gauntlet.Matrix` as a heatmap PNG: cell
    ``(row, column)`` is the row deck's win rate against the column deck
    (red below 50%, green above), labelled with the rate and its 95% Wilson
    interval; the diagonal (a deck against itself, not played) is blank.
    """
    names, k = list(matrix.decks), len(matrix.decks)
    size = max(4.0, 1.3 * k + 2.5)
    fig, ax = _figure(size, size * 0.85)
    from matplotlib.colors import TwoSlopeNorm

    rates = [[math.nan if v is None else v for v in row] for row in matrix.grid("rate")]
    from matplotlib import colormaps

    cmap = colormaps["RdYlGn"].with_extremes(bad="#e0e0e0")  # bad: the diagonal
    image = ax.imshow(rates, cmap=cmap, norm=TwoSlopeNorm(0.5, 0.0, 1.0))
    for (i, j), cell in matrix.cells.items():
        if cell.n:
            r = cell.rate
            ax.text(j, i, f"{100 * r.rate:.1f}%\n[{100 * r.lo:.0f}-{100 * r.hi:.0f}]",
                    ha="center", va="center", fontsize=8)
    ax.set_xticks(range(k), names, rotation=35, ha="right")
    ax.set_yticks(range(k), names)
    ax.set_xlabel("opponent")
    ax.set_ylabel("deck")
    ax.set_title(f"Win rate of row deck vs column deck\n{matrix.n} duels per pair, "
                 f"seed {matrix.seed}, 95% Wilson intervals", fontsize=10)
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="win rate")
    fig.tight_layout()
    fig.savefig(Path(path), dpi=120)
    return Path(path)


def plot_ranking(names: Sequence[str], rates: Sequence, path: str | Path,
                 title: str = "") -> Path:
    """plot_ranking(names, rates, path, title="") -> path

    Save a ranking as a horizontal interval plot: one row per name (first on
    top) with its win rate (a :class:`~pysim.stats.Rate`) and 95% interval.
    """
    k = len(names)
    longest = max((len(str(n)) for n in names), default=0)
    fig, ax = _figure(5.0 + 0.07 * longest, max(2.0, 0.45 * k + 1.2))
    ys = list(range(k))[::-1]
    for y, r in zip(ys, rates):
        if r.n:
            ax.errorbar(r.rate, y, xerr=[[r.rate - r.lo], [r.hi - r.rate]], fmt="o",
                        color="tab:blue", capsize=3)
    ax.axvline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_yticks(ys, list(names))
    ax.set_xlim(0.0, 1.0)
    ax.set_xlabel("win rate (95% Wilson interval)")
    if title:
        ax.set_title(title, fontsize=9, wrap=True)
    fig.tight_layout()
    fig.savefig(Path(path), dpi=120, bbox_inches="tight")
    return Path(path)
