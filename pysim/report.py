"""Plots of results: the gauntlet heatmap and the variant sweep (paired differences from the
base, or the win rates when there is no base), the ladder's ratings.

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


def plot_matrix(matrix, path: str | Path, agents: str | None = None) -> Path:
    """plot_matrix(matrix, path, agents=None) -> path

    Save a gauntlet :class:`~pysim.gauntlet.Matrix` as a heatmap PNG: cell
    ``(row, column)`` is the row deck's win rate against the column deck
    (red below 50%, green above), labelled with the rate and its 95% Wilson
    interval; the diagonal (a deck against itself, not played) is blank; the last
    column, "overall", is each deck's win rate against the whole field. ``agents``
    (e.g. ``"random vs random"``) is named in the title, and how the matrix was made (its
    ``provenance``: version, rules, banlist, card data, seed, date) under it.
    """
    fig = matrix_figure(matrix, agents)
    fig.savefig(Path(path), dpi=120, bbox_inches="tight")  # the title may be wider than the matrix
    return Path(path)


def matrix_figure(matrix, agents: str | None = None):
    """The figure :func:`plot_matrix` saves (a ``matplotlib.figure.Figure``)."""
    names, k = list(matrix.decks), len(matrix.decks)
    size = max(4.0, 1.3 * (k + 1) + 2.5)
    fig, ax = _figure(size, size * 0.8)
    from matplotlib.colors import TwoSlopeNorm

    rates = [[math.nan if v is None else v for v in row] for row in matrix.grid("rate")]
    overall = [matrix.overall(i).rate for i in range(k)]
    for row, r in zip(rates, overall):
        row.append(r.rate if r.n else math.nan)
    from matplotlib import colormaps

    cmap = colormaps["RdYlGn"].with_extremes(bad="#e0e0e0")  # bad: the diagonal
    image = ax.imshow(rates, cmap=cmap, norm=TwoSlopeNorm(0.5, 0.0, 1.0))
    labelled = [((i, j), cell.rate) for (i, j), cell in matrix.cells.items() if cell.n]
    labelled += [((i, k), r) for i, r in enumerate(overall) if r.n]
    for (i, j), r in labelled:
        ax.text(j, i, f"{100 * r.rate:.1f}%\n[{100 * r.lo:.0f}-{100 * r.hi:.0f}]",
                ha="center", va="center", fontsize=8, fontweight="bold" if j == k else None)
    ax.axvline(k - 0.5, color="black", lw=1.5)
    ax.set_xticks(range(k + 1), names + ["overall"], rotation=35, ha="right")
    ax.set_yticks(range(k), names)
    ax.set_xlabel("opponent")
    ax.set_ylabel("deck")
    played = f", agents: {agents}" if agents else ""
    made = getattr(matrix, "provenance", None)
    # With its provenance, the seed is named on the last line with the rest of how it was made.
    how = (f"{played}, 95% Wilson intervals\n{_wrap(made.title(), size)}" if made is not None
           else f", seed {matrix.seed}{played}, 95% Wilson intervals")
    ax.set_title(f"Win rate of row deck vs column deck\n{matrix.n} duels per pair{how}",
                 fontsize=10)
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="win rate")
    fig.tight_layout()
    return fig


def _wrap(text: str, width_inches: float) -> str:
    # A title line broken to fit a figure of that width (10-point text: about 9 characters an
    # inch, leaving room for the colour bar).
    import textwrap
    return textwrap.fill(text, width=max(40, int(9 * width_inches)), break_on_hyphens=False)


def plot_differences(names: Sequence[str], diffs: Sequence, base: str, path: str | Path,
                     title: str = "") -> Path:
    """plot_differences(names, diffs, base, path, title="") -> path

    Save a sweep's paired differences from the base as a horizontal interval plot: one row
    per variant (first on top) with its mean difference in win rate from ``base`` (a
    :class:`~pysim.stats.Difference`, in percentage points) and 95% interval; the base is
    named on the zero line.
    """
    fig = differences_figure(names, diffs, base, title)
    fig.savefig(Path(path), dpi=120, bbox_inches="tight")
    return Path(path)


def differences_figure(names: Sequence[str], diffs: Sequence, base: str, title: str = ""):
    """The figure :func:`plot_differences` saves."""
    k = len(names)
    longest = max((len(str(n)) for n in names), default=0)
    fig, ax = _figure(5.5 + 0.07 * longest, max(2.0, 0.45 * k + 1.4))
    ys = list(range(k))[::-1]
    for y, name, d in zip(ys, names, diffs):
        if name == base:
            ax.plot(0.0, y, "D", color="tab:grey")
        elif d is not None and d.n and d.mean == d.mean:
            ax.errorbar(100 * d.mean, y, xerr=[[100 * (d.mean - d.lo)], [100 * (d.hi - d.mean)]],
                        fmt="o", color="tab:blue", capsize=3)
    ax.axvline(0.0, color="grey", lw=0.8, ls="--")
    ax.set_yticks(ys, [f"{n} (base)" if n == base else str(n) for n in names])
    ax.set_xlabel(f"win rate minus {base}'s, percentage points (paired duels, 95% interval)")
    if title:
        ax.set_title(title, fontsize=9, wrap=True)
    fig.tight_layout()
    return fig


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


def plot_ratings(ladder, path: str | Path) -> Path:
    """plot_ratings(ladder, path) -> path

    Save a :class:`~pysim.ladder.Ladder`'s ratings as a horizontal interval plot: one row per
    agent (best on top, named by its spec and, if trained, its weights' hash) with its Elo
    rating and 95% interval; the anchor on the zero line. The title names the game, decks,
    duels and seed.
    """
    fig = ratings_figure(ladder)
    fig.savefig(Path(path), dpi=120, bbox_inches="tight")
    return Path(path)


def ratings_figure(ladder):
    """The figure :func:`plot_ratings` saves."""
    order = ladder.ranking()
    names = [ladder.labels[i] for i in order]
    longest = max(len(n) for n in names)
    fig, ax = _figure(6.0 + 0.07 * longest, max(2.2, 0.45 * len(order) + 1.8))
    ys = list(range(len(order)))[::-1]
    for y, i in zip(ys, order):
        r = ladder.ratings[i]
        if i == ladder.anchor:
            ax.plot(0.0, y, "D", color="tab:grey")
        else:
            ax.errorbar(r.elo, y, xerr=[[r.elo - r.lo], [r.hi - r.elo]], fmt="o",
                        color="tab:blue", capsize=3)
    ax.axvline(0.0, color="grey", lw=0.8, ls="--")
    anchor = ladder.agents[ladder.anchor]
    ax.set_yticks(ys, [f"{n} (anchor)" if i == ladder.anchor else n for n, i in zip(names, order)])
    ax.set_xlabel(f"Elo rating, {anchor} = 0 (Bradley-Terry, 95% interval)")
    game = f"{ladder.game_label}: " if ladder.game_label else ""
    ax.set_ylim(-0.6, len(order) - 0.4)
    ax.set_title(f"{game}agents {', '.join(ladder.labels)}\ndecks {', '.join(ladder.decks)} "
                 f"({ladder.pairings}); {ladder.n} duels per agent per seat of each pairing, "
                 f"seed {ladder.seed}", fontsize=9, wrap=True)
    fig.tight_layout()
    return fig
