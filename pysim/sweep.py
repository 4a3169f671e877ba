"""Variant sweep: the same matchup for several versions of a deck, ranked by win rate.

Each variant plays each opponent ``n`` times through the runner, as deck A,
going first in the even-numbered duels. Every (variant, opponent) run uses the
same run seed: duel ``i`` against an opponent starts from the same seeds for
every variant (common random numbers), so what differs between variants is
mostly the cards, and a variant's *difference* from the base is estimated
from paired duels (:meth:`pysim.stats.Difference.paired`), with a tighter
interval than the two win rates' intervals suggest.

Variants are ranked by their win rate pooled over the opponents (each
opponent weighs ``n`` duels), with its 95% Wilson interval. With an output
folder each run is kept in ``variants/VARIANT/vs-OPPONENT`` (so a sweep
resumes like a matchup) and the ranking is saved as ``sweep.csv`` and
``sweep.json``.

:func:`swap_cards` and :func:`parse_swaps` build variants from a base deck
by replacing single copies of cards.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from pysim.gauntlet import check_names, folder_name
from pysim.runner import PlannedRun, run_matchups
from pysim.tables import nan_to_none, write_csv_json
from pysim.stats import Difference, SideSummary, format_rate

#: Files a sweep writes in its output folder.
CSV_FILE, JSON_FILE, PNG_FILE = "sweep.csv", "sweep.json", "sweep.png"
#: Subfolder of the output folder holding one folder per variant.
VARIANTS_DIR = "variants"

CSV_COLUMNS = ("rank", "variant", "duels", "wins", "losses", "draws", "errors", "win_rate",
               "ci_low", "ci_high", "diff_vs_base", "diff_low", "diff_high")


# --- building variants ---------------------------------------------------------------------

def parse_swaps(text: str) -> tuple[tuple[int, int], ...]:
    """parse_swaps("OUT:IN[,OUT:IN...]") -> ((out, in), ...)

    One variant's swaps: each ``OUT:IN`` replaces one copy of passcode OUT by
    passcode IN (repeat a pair to swap several copies).

    Raises
    ------
    ValueError
        On anything else, naming the bad part.
    """
    swaps = []
    for part in text.split(","):
        bits = part.strip().split(":")
        if len(bits) != 2 or not all(b.strip().isdigit() for b in bits):
            raise ValueError(f"a swap is OUT:IN (two passcodes), got {part.strip()!r} "
                             f"in {text!r}")
        swaps.append((int(bits[0]), int(bits[1])))
    return tuple(swaps)


def swap_cards(deck, swaps: Sequence[tuple[int, int]], name: str | None = None):
    """swap_cards(deck, swaps, name=None) -> Deck

    A copy of ``deck`` with, for each ``(out, in)`` in ``swaps``, the first
    remaining copy of ``out`` in the Main Deck (else the Extra Deck) replaced by
    ``in`` in the same place.

    Raises
    ------
    ValueError
        When the deck has no (more) copy of an ``out`` passcode.
    """
    main, extra = list(deck.main), list(deck.extra)
    for out, new in swaps:
        for section in (main, extra):
            if out in section:
                section[section.index(out)] = new
                break
        else:
            raise ValueError(f"cannot swap out {out:08d}: deck {deck.name!r} has no copy "
                             f"of it left")
    return replace(deck, main=tuple(main), extra=tuple(extra),
                   name=deck.name if name is None else name)


def swap_name(swaps: Sequence[tuple[int, int]], card_name: Callable[[int], str] | None = None
              ) -> str:
    """A variant's name from its swaps: ``-OUT +IN`` for each, by card name when given."""
    label = card_name or (lambda code: f"{code:08d}")
    return ", ".join(f"-{label(out)} +{label(new)}" for out, new in swaps)


# --- the sweep -----------------------------------------------------------------------------

@dataclass(frozen=True)
class VariantResult:
    """One variant's results: pooled, per opponent, and its paired difference from the base."""

    name: str
    overall: SideSummary
    by_opponent: dict[str, SideSummary]
    vs_base: Difference | None

    def to_dict(self) -> dict:
        return {"variant": self.name, **self.overall.to_dict(),
                "by_opponent": {k: v.to_dict() for k, v in self.by_opponent.items()},
                "vs_base": None if self.vs_base is None else _json_diff(self.vs_base)}


def _json_diff(d: Difference) -> dict:
    nan = d.mean != d.mean
    return {"n": d.n, "mean": None if nan else d.mean, "lo": d.lo, "hi": d.hi}


@dataclass(frozen=True)
class SweepResult:
    """Variants ranked by pooled win rate (best first)."""

    ranking: tuple[VariantResult, ...]
    opponents: tuple[str, ...]
    base: str | None
    n: int
    seed: int
    #: How the sweep was made (:class:`pysim.provenance.Provenance`), saved as "provenance".
    provenance: Any = None

    def format_table(self) -> str:
        """The ranking as text: win rate with 95% interval, per opponent, and vs the base."""
        head = ["#", "variant", "win rate (95% CI)"] + [f"vs {o}" for o in self.opponents]
        if self.base is not None:
            head.append(f"diff vs {self.base} (paired)")
        rows = [head]
        for rank, v in enumerate(self.ranking, 1):
            row = [str(rank), v.name, format_rate(v.overall.rate)]
            row += [format_rate(v.by_opponent[o].rate) for o in self.opponents]
            if self.base is not None:
                row.append("base" if v.name == self.base else str(v.vs_base))
            rows.append(row)
        widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
        lines = [f"Sweep: {len(self.ranking)} variants against {len(self.opponents)} "
                 f"opponent{'s' if len(self.opponents) > 1 else ''}, {self.n} duels each, "
                 f"seed {self.seed} (win rates with 95% Wilson intervals, differences in "
                 f"points)"]
        for r in rows:
            cells = [r[0].rjust(widths[0]), r[1].ljust(widths[1])]
            cells += [v.rjust(w) for v, w in zip(r[2:], widths[2:])]
            lines.append("  ".join(cells).rstrip())
        errors = sum(v.overall.errors for v in self.ranking)
        if errors:
            lines.append(f"failed duels: {errors} (left out of the rates)")
        return "\n".join(lines)

    def rows(self) -> list[dict]:
        """One dict per variant in rank order: the CSV rows."""
        out = []
        for rank, v in enumerate(self.ranking, 1):
            o, d = v.overall, v.vs_base
            out.append({"rank": rank, "variant": v.name, "duels": o.n, "wins": o.wins,
                        "losses": o.losses, "draws": o.draws, "errors": o.errors,
                        "win_rate": nan_to_none(o.rate.rate), "ci_low": nan_to_none(o.rate.lo),
                        "ci_high": nan_to_none(o.rate.hi),
                        "diff_vs_base": None if d is None else nan_to_none(d.mean),
                        "diff_low": None if d is None else d.lo,
                        "diff_high": None if d is None else d.hi})
        return out

    def to_dict(self) -> dict:
        """Everything as JSON-friendly data (the ``sweep.json`` content)."""
        return {"opponents": list(self.opponents), "base": self.base, "n": self.n,
                "seed": self.seed, "ranking": [v.to_dict() for v in self.ranking],
                "provenance": None if self.provenance is None else self.provenance.to_dict()}

    def write(self, out_dir: str | Path) -> list[Path]:
        """Write ``sweep.csv`` and ``sweep.json`` into ``out_dir``; return their paths."""
        return write_csv_json(out_dir, CSV_FILE, JSON_FILE, CSV_COLUMNS, self.rows(), self.to_dict())


def run_folder(out_dir: str | Path, variant: str, opponent: str) -> Path:
    """The run folder of one variant against one opponent."""
    return (Path(out_dir) / VARIANTS_DIR / folder_name(variant)
            / f"vs-{folder_name(opponent)}")


def _deck_spec(deck_a, deck_b):
    from pysim.runner import Matchup

    return Matchup(deck_a.main, deck_b.main, deck_a.extra, deck_b.extra)


def _named(decks) -> list[tuple[str, Any]]:
    # A deck with a .name, a {name: deck} mapping, or a sequence of decks / (name, deck).
    if isinstance(decks, Mapping):
        return list(decks.items())
    if hasattr(decks, "main"):
        return [(decks.name, decks)]
    return [d if isinstance(d, tuple) else (d.name, d) for d in decks]


def sweep(variants: Mapping[str, Any], opponents, n: int, *,
          make_spec: Callable[[Any, Any], Any] | None = None, base: str | None = None,
          seed: int = 0, out_dir: str | Path | None = None, resume: bool = False,
          provenance=None, **run_options) -> SweepResult:
    """sweep(variants, opponents, n, *, make_spec=None, base=None, seed=0, out_dir=None, ...)

    Play every variant against every opponent ``n`` times and rank the variants.

    Parameters
    ----------
    variants : mapping of str to deck
        The deck versions, by name (at least one).
    opponents : deck, mapping of str to deck, or sequence of decks / (name, deck)
        Who the variants play against; a bare :class:`~pysim.decks.Deck` goes by
        its ``name``.
    n : int
        Duels per variant and opponent.
    make_spec : callable, optional
        ``make_spec(variant, opponent)`` -> runner spec; by default a
        :class:`~pysim.runner.Matchup` of the two decks' Main and Extra Decks.
    base : str, optional
        The variant the others are compared with (paired differences).
    seed : int
        The run seed of every run.
    out_dir : path, optional
        Where to keep every run and the ranking files.
    resume : bool
        Continue the runs saved in ``out_dir``.
    provenance : pysim.provenance.Provenance, optional
        How the sweep is made: in each run's ``run.json`` and, with the whole sweep's wall
        time, in the result and ``sweep.json``.
    **run_options
        Passed to :func:`~pysim.runner.run_matchup` (``workers``, ``progress``, ...).

    Returns
    -------
    SweepResult
    """
    variants = dict(variants)
    opps = _named(opponents)
    if not variants:
        raise ValueError("a sweep needs at least one variant")
    if not opps:
        raise ValueError("a sweep needs at least one opponent")
    check_names(list(variants))
    check_names([name for name, _ in opps])
    if base is not None and base not in variants:
        raise ValueError(f"the base {base!r} is not one of the variants")
    make_spec = make_spec or _deck_spec
    runs = [(v, o) for v in variants for o, _ in opps]
    opp_decks = dict(opps)
    planned = {(v, o): PlannedRun(make_spec(variants[v], opp_decks[o]),
                                  run_folder(out_dir, v, o) if out_dir is not None else None,
                                  {"deck_a": v, "deck_b": o}, f"{v} vs {o}") for v, o in runs}
    records = run_matchups(planned, n, seed=seed, resume=resume, what="sweep",
                           provenance=provenance, **run_options)
    results = []
    for v in variants:
        by_opp = {o: SideSummary.from_records(records[v, o], "A") for o, _ in opps}
        diff = None
        if base is not None and v != base:
            diff = Difference.paired(*_paired_wins(records, v, base, [o for o, _ in opps]))
        results.append(VariantResult(v, SideSummary.combine(by_opp.values()), by_opp, diff))
    ranking = sorted(results, key=lambda r: -_num_or(r.overall.rate.rate))
    result = SweepResult(tuple(ranking), tuple(o for o, _ in opps), base, n, seed,
                         None if provenance is None else provenance.finished())
    if out_dir is not None:
        result.write(out_dir)
    return result


def _num_or(x: float, default: float = -1.0) -> float:
    return default if x != x else x


def _paired_wins(records, variant: str, base: str, opponents: list[str]):
    # Deck A's wins (1) and non-wins (0) in the duels both runs finished, paired by index.
    x, y = [], []
    for o in opponents:
        mine = {r["index"]: r for r in records[variant, o] if "error" not in r}
        theirs = {r["index"]: r for r in records[base, o] if "error" not in r}
        for i in sorted(mine.keys() & theirs.keys()):
            x.append(mine[i]["winner"] == "A")
            y.append(theirs[i]["winner"] == "A")
    return x, y
