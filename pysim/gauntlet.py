"""Gauntlet (matchup matrix): every pair of several decks, each deck going first half the time.

For decks ``d0 .. dk-1`` in the given order, each pair ``i < j`` is one
matchup run (:func:`pysim.runner.run_matchup`) with ``di`` as deck A and
``dj`` as deck B: duel ``m`` of the pair has A going first when ``m`` is even,
so each deck takes each seat (first and second) in half of the pair's duels.
Every pair uses the same run seed, so a pair's duels are exactly those of
``ygo-sim matchup di dj --seed S`` and any cell can be reproduced, extended or
replayed on its own. Cell ``(i, j)`` of the matrix is deck ``i``'s win rate
against deck ``j``; cell ``(j, i)`` comes from the same duels seen from the
other side. Decks are not played against themselves.

With an output folder, pair ``(i, j)`` keeps its run in its own subfolder
(``pairs/NAME_I-vs-NAME_J``), so an interrupted gauntlet resumes pair by pair
and duel by duel. Nothing here knows the game: decks are opaque objects turned
into runner specs by ``make_spec(deck_a, deck_b)``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from pysim.runner import PlannedRun, run_matchups
from pysim.tables import nan_to_none, write_csv_json
from pysim.stats import Rate, SideSummary, format_rate

#: Files a gauntlet writes in its output folder.
CSV_FILE, JSON_FILE, PNG_FILE = "matrix.csv", "matrix.json", "matrix.png"
#: Subfolder of the output folder holding one run folder per pair.
PAIRS_DIR = "pairs"

CSV_COLUMNS = ("deck", "opponent", "duels", "wins", "losses", "draws", "errors", "win_rate",
               "ci_low", "ci_high", "win_rate_first", "win_rate_second")


@dataclass(frozen=True)
class Matrix:
    """Win rates of every deck against every other, from a gauntlet.

    Attributes
    ----------
    decks : tuple of str
        Deck names, in row/column order.
    n : int
        Duels per pair.
    seed : int
        The run seed of every pair.
    cells : dict
        ``cells[i, j]``: deck ``i``'s :class:`~pysim.stats.SideSummary`
        against deck ``j`` (``i != j``).
    labels : dict
        JSON-friendly facts of the run saved with the matrix (the game, the rules, the
        agents), as the caller names them.
    provenance : pysim.provenance.Provenance, optional
        How the gauntlet was made (saved as ``"provenance"``).
    """

    decks: tuple[str, ...]
    n: int
    seed: int
    cells: dict[tuple[int, int], SideSummary]
    labels: dict = field(default_factory=dict)
    provenance: Any = None

    @classmethod
    def from_pairs(cls, decks: Sequence[str], n: int, seed: int,
                   pair_records: dict[tuple[int, int], list[dict]],
                   labels: dict | None = None, provenance=None) -> "Matrix":
        """Build the matrix from the records of each pair ``(i, j)``, deck ``i`` being A."""
        cells = {}
        for (i, j), records in pair_records.items():
            cells[i, j] = SideSummary.from_records(records, "A")
            cells[j, i] = SideSummary.from_records(records, "B")
        return cls(tuple(decks), n, seed, cells, dict(labels or {}), provenance)

    def overall(self, i: int) -> SideSummary:
        """Deck ``i``'s results pooled over all its opponents."""
        return SideSummary.combine(self.cells[i, j] for j in range(len(self.decks))
                                   if (i, j) in self.cells)

    @property
    def errors(self) -> int:
        """Duels that raised, over all pairs."""
        return sum(c.errors for (i, j), c in self.cells.items() if i < j)

    def format_table(self) -> str:
        """The matrix as text: row deck's win rate against the column deck, with intervals."""
        k = len(self.decks)
        head = [""] + list(self.decks) + ["overall"]
        rows = [head]
        for i, name in enumerate(self.decks):
            row = [name]
            for j in range(k):
                row.append(format_rate(self.cells[i, j].rate) if (i, j) in self.cells else "-")
            row.append(format_rate(self.overall(i).rate))
            rows.append(row)
        widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
        lines = [f"Gauntlet: {k} decks, {self.n} duels per pair, seed {self.seed} "
                 f"(row deck's win rate against the column deck, 95% Wilson interval)"]
        for r in rows:
            cells = [r[0].ljust(widths[0])] + [v.rjust(w) for v, w in zip(r[1:], widths[1:])]
            lines.append("  ".join(cells).rstrip())
        if self.errors:
            lines.append(f"failed duels: {self.errors} (left out of the rates)")
        return "\n".join(lines)

    def rows(self) -> list[dict]:
        """One dict per (deck, opponent) cell, in row-major order: the CSV rows."""
        out = []
        for (i, j) in sorted(self.cells):
            c = self.cells[i, j]
            out.append({"deck": self.decks[i], "opponent": self.decks[j], "duels": c.n,
                        "wins": c.wins, "losses": c.losses, "draws": c.draws,
                        "errors": c.errors, "win_rate": nan_to_none(c.rate.rate),
                        "ci_low": nan_to_none(c.rate.lo), "ci_high": nan_to_none(c.rate.hi),
                        "win_rate_first": nan_to_none(c.first.rate),
                        "win_rate_second": nan_to_none(c.second.rate)})
        return out

    def grid(self, attr: str = "rate") -> list[list[float | None]]:
        """A k x k list of lists of ``rate``, ``lo`` or ``hi`` (None on the diagonal)."""
        k = len(self.decks)
        return [[nan_to_none(getattr(self.cells[i, j].rate, attr)) if (i, j) in self.cells else None
                 for j in range(k)] for i in range(k)]

    def to_dict(self) -> dict:
        """Everything as JSON-friendly data (the ``matrix.json`` content)."""
        return {"decks": list(self.decks), "n": self.n, "seed": self.seed, **self.labels,
                "win_rate": self.grid("rate"), "ci_low": self.grid("lo"),
                "ci_high": self.grid("hi"),
                "overall": [{"deck": d, **self.overall(i).to_dict()}
                            for i, d in enumerate(self.decks)],
                "cells": [{"deck": self.decks[i], "opponent": self.decks[j],
                           **self.cells[i, j].to_dict()} for i, j in sorted(self.cells)],
                "errors": self.errors,
                "provenance": None if self.provenance is None else self.provenance.to_dict()}

    def write(self, out_dir: str | Path) -> list[Path]:
        """Write ``matrix.csv`` and ``matrix.json`` into ``out_dir``; return their paths."""
        return write_csv_json(out_dir, CSV_FILE, JSON_FILE, CSV_COLUMNS, self.rows(), self.to_dict())


def folder_name(name: str) -> str:
    """A deck name made safe as part of a folder name."""
    return re.sub(r"[^A-Za-z0-9._+-]+", "_", name).strip("._").lstrip("-") or "deck"


def pair_folder(out_dir: str | Path, name_a: str, name_b: str) -> Path:
    """The run folder of the pair ``name_a`` (deck A) against ``name_b`` (deck B)."""
    return Path(out_dir) / PAIRS_DIR / f"{folder_name(name_a)}-vs-{folder_name(name_b)}"


def check_names(names: Sequence[str]) -> None:
    """Refuse duplicate deck names (they would share folders and rows)."""
    seen: dict[str, str] = {}
    for name in names:
        key = folder_name(name).lower()
        if key in seen:
            same = "twice" if seen[key] == name else f"as {seen[key]!r} and {name!r}"
            raise ValueError(f"deck name {name!r} is given {same}: every deck needs its own "
                             f"name (rename a file)")
        seen[key] = name


def run_gauntlet(decks: Sequence[tuple[str, Any]], make_spec: Callable[[Any, Any], Any],
                 n: int, *, seed: int = 0, out_dir: str | Path | None = None,
                 resume: bool = False, labels: dict | None = None, provenance=None,
                 **run_options) -> Matrix:
    """run_gauntlet(decks, make_spec, n, *, seed=0, out_dir=None, resume=False, labels=None, ...)

    Play every pair of ``decks`` (``(name, deck)`` tuples) ``n`` times.

    Parameters
    ----------
    decks : sequence of (str, object)
        At least two named decks; names must differ.
    make_spec : callable
        ``make_spec(deck_a, deck_b)`` -> a runner spec (e.g. a :class:`~pysim.runner.Matchup`).
    n : int
        Duels per pair.
    seed : int
        The run seed of every pair.
    out_dir : path, optional
        Where to keep each pair's run (``pairs/A-vs-B/``) and the matrix files.
    resume : bool
        Continue the pairs saved in ``out_dir``, playing only missing duels.
    labels : dict, optional
        Facts of the run kept in the matrix and ``matrix.json`` (game, rules, agents).
    provenance : pysim.provenance.Provenance, optional
        How the gauntlet is made: in each pair's ``run.json`` and, with the whole gauntlet's
        wall time, in the matrix and ``matrix.json``.
    **run_options
        Passed to :func:`~pysim.runner.run_matchup` (``workers``, ``progress``,
        ``chunk_size``, ``start_method``, ``backend``, ...).

    Returns
    -------
    Matrix
        Also written to ``out_dir`` as ``matrix.csv`` and ``matrix.json``.
    """
    names = [name for name, _ in decks]
    if len(decks) < 2:
        raise ValueError(f"a gauntlet needs at least two decks, got {len(decks)}")
    check_names(names)
    pairs = [(i, j) for i in range(len(decks)) for j in range(i + 1, len(decks))]
    runs = {(i, j): PlannedRun(make_spec(decks[i][1], decks[j][1]),
                               pair_folder(out_dir, names[i], names[j]) if out_dir is not None
                               else None,
                               {"deck_a": names[i], "deck_b": names[j]},
                               f"{names[i]} vs {names[j]}") for i, j in pairs}
    records = run_matchups(runs, n, seed=seed, resume=resume, what="gauntlet",
                           provenance=provenance, **run_options)
    matrix = Matrix.from_pairs(names, n, seed, records, labels,
                               None if provenance is None else provenance.finished())
    if out_dir is not None:
        matrix.write(out_dir)
    return matrix
