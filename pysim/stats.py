"""Statistics over duel results: win rates with intervals, splits, lengths, opening hands.

Everything here is plain Python over plain data (the per-duel records the
runner writes), so it knows nothing of Yu-Gi-Oh! beyond the record fields and
works for any two-player game played through the same runner.

A per-duel record is a dict with the keys ``index``, ``seed``, ``first``
(``0`` when deck A took the first turn, ``1`` when deck B did), ``winner``
(``"A"``, ``"B"`` or ``"draw"``), ``reason``, ``turns`` and ``decisions``; a
duel that raised has an ``error`` key instead of the outcome keys.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Iterable, Mapping

import numpy as np

#: The two-sided 95% normal quantile, the default ``z`` of :func:`wilson_interval`.
Z95 = 1.959963984540054


def wilson_interval(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """wilson_interval(wins, n, z=1.959963984540054)

    The Wilson score interval of a binomial proportion.

    Parameters
    ----------
    wins : int
        Number of successes, ``0 <= wins <= n``.
    n : int
        Number of trials, ``n >= 0``.
    z : float, optional
        Normal quantile of the confidence level (default: 95%).

    Returns
    -------
    (lo, hi) : tuple of float
        The interval, within ``[0, 1]``. With ``n == 0`` nothing is known and
        the interval is ``(0.0, 1.0)``.

    Raises
    ------
    ValueError
        When ``n < 0`` or ``wins`` is not in ``[0, n]``.

    Examples
    --------
    >>> [round(x, 4) for x in wilson_interval(50, 100)]
    [0.4038, 0.5962]
    """
    if n < 0 or not 0 <= wins <= n:
        raise ValueError(f"wilson_interval needs 0 <= wins <= n, got wins={wins}, n={n}")
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    z2 = z * z
    denom = 1.0 + z2 / n
    center = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    lo = 0.0 if wins == 0 else max(0.0, center - half)
    hi = 1.0 if wins == n else min(1.0, center + half)
    return (lo, hi)


@dataclass(frozen=True)
class Rate:
    """A proportion with its count and 95% Wilson interval."""

    wins: int
    n: int
    rate: float
    lo: float
    hi: float

    @classmethod
    def of(cls, wins: int, n: int) -> "Rate":
        """The rate of ``wins`` out of ``n`` (``nan`` when ``n == 0``)."""
        lo, hi = wilson_interval(wins, n)
        return cls(wins, n, wins / n if n else math.nan, lo, hi)

    def __str__(self) -> str:
        if not self.n:
            return "-  (n=0)"
        return (f"{100 * self.rate:5.1f}%  [{100 * self.lo:5.1f}%, {100 * self.hi:5.1f}%]"
                f"  n={self.n}")


@dataclass(frozen=True)
class Distribution:
    """Summary of a sample of lengths: mean, median, 10th and 90th percentiles, range."""

    n: int
    mean: float
    median: float
    p10: float
    p90: float
    min: float
    max: float

    @classmethod
    def of(cls, values: Iterable[float]) -> "Distribution | None":
        """The distribution of ``values``, or None when there are none."""
        a = np.asarray(list(values), dtype=np.float64)
        if a.size == 0:
            return None
        p10, median, p90 = np.percentile(a, [10, 50, 90])
        return cls(int(a.size), float(a.mean()), float(median), float(p10), float(p90),
                   float(a.min()), float(a.max()))

    def __str__(self) -> str:
        return (f"mean {self.mean:.1f}  median {self.median:g}  "
                f"p10 {self.p10:g}  p90 {self.p90:g}  (min {self.min:g}, max {self.max:g})")


@dataclass(frozen=True)
class MatchupSummary:
    """Deck A against deck B, summarised from per-duel records.

    Win rates are deck A's, over the duels that finished (draws included in
    the count, so A's rate, B's rate and the draw rate add up to one); duels
    that raised are counted in ``errors`` and left out of everything else.

    Attributes
    ----------
    n : int
        Finished duels.
    errors : int
        Duels that raised.
    a, b, draws : Rate
        Wins of A, wins of B, draws, each over ``n``.
    a_first, a_second : Rate
        A's wins when A took the first turn / the second turn.
    reasons : dict
        Count of each win reason (``"lp"``, ``"deck_out"``, ...).
    turns, decisions : Distribution or None
        Duel length distributions (None when ``n == 0``).
    """

    n: int
    errors: int
    a: Rate
    b: Rate
    draws: Rate
    a_first: Rate
    a_second: Rate
    reasons: dict[str, int] = field(default_factory=dict)
    turns: Distribution | None = None
    decisions: Distribution | None = None

    @classmethod
    def from_records(cls, records: Iterable[Mapping]) -> "MatchupSummary":
        """Build the summary from per-duel records (see the module docstring)."""
        done, errors = _split_failed(records)
        winners = Counter(r["winner"] for r in done)
        n = len(done)
        return cls(
            n=n, errors=errors,
            a=Rate.of(winners["A"], n), b=Rate.of(winners["B"], n),
            draws=Rate.of(winners["draw"], n),
            a_first=_a_rate(r for r in done if r["first"] == 0),
            a_second=_a_rate(r for r in done if r["first"] == 1),
            reasons=dict(sorted(Counter(r["reason"] for r in done).items())),
            turns=Distribution.of(r["turns"] for r in done),
            decisions=Distribution.of(r["decisions"] for r in done),
        )

    def to_dict(self) -> dict:
        """A JSON-friendly dict (NaN rates become None)."""
        return _json_safe(asdict(self))

    def format_table(self, name_a: str = "A", name_b: str = "B") -> str:
        """A readable multi-line table of the summary."""
        rows = [
            (f"{name_a} wins", str(self.a)),
            (f"{name_b} wins", str(self.b)),
            ("draws", str(self.draws)),
            (f"{name_a} going first", str(self.a_first)),
            (f"{name_a} going second", str(self.a_second)),
            ("win reasons", ", ".join(f"{k} {v}" for k, v in self.reasons.items()) or "-"),
            ("turns", str(self.turns) if self.turns else "-"),
            ("decisions", str(self.decisions) if self.decisions else "-"),
            ("failed duels", str(self.errors)),
        ]
        width = max(len(k) for k, _ in rows)
        head = f"{name_a} vs {name_b}: {self.n} duels (95% Wilson intervals)"
        return "\n".join([head] + [f"  {k:<{width}}  {v}" for k, v in rows])


_OTHER = {"A": "B", "B": "A"}
_SEAT = {"A": 0, "B": 1}


@dataclass(frozen=True)
class SideSummary:
    """One side's results in a set of duels: deck A's (``side="A"``) or deck B's.

    The building block of matchup matrices and variant sweeps, where a deck is
    deck A in some runs and deck B in others. Rates are over finished duels
    (draws count as not won); duels that raised are only counted in ``errors``.

    Attributes
    ----------
    n, errors : int
        Finished duels, and duels that raised.
    wins, losses, draws : int
        This side's outcomes among the ``n`` finished duels.
    rate : Rate
        ``wins`` out of ``n`` with its 95% Wilson interval.
    first, second : Rate
        The win rate when this side took the first turn / the second turn.
    """

    n: int
    errors: int
    wins: int
    losses: int
    draws: int
    rate: Rate
    first: Rate
    second: Rate

    @classmethod
    def from_records(cls, records: Iterable[Mapping], side: str = "A") -> "SideSummary":
        """Side ``"A"`` or ``"B"`` of per-duel records (see the module docstring)."""
        if side not in _SEAT:
            raise ValueError(f"side must be 'A' or 'B', got {side!r}")
        done, errors = _split_failed(records)
        winners = Counter(r["winner"] for r in done)
        seat = _SEAT[side]
        first = [r for r in done if r["first"] == seat]
        second = [r for r in done if r["first"] != seat]
        return cls(len(done), errors, winners[side], winners[_OTHER[side]], winners["draw"],
                   Rate.of(winners[side], len(done)),
                   Rate.of(sum(r["winner"] == side for r in first), len(first)),
                   Rate.of(sum(r["winner"] == side for r in second), len(second)))

    @classmethod
    def combine(cls, parts: Iterable["SideSummary"]) -> "SideSummary":
        """The pooled results of several summaries (a deck against several opponents)."""
        parts = list(parts)
        total = {k: sum(getattr(p, k) for p in parts)
                 for k in ("n", "errors", "wins", "losses", "draws")}
        pooled = {k: Rate.of(sum(getattr(p, k).wins for p in parts),
                             sum(getattr(p, k).n for p in parts)) for k in ("first", "second")}
        return cls(**total, rate=Rate.of(total["wins"], total["n"]), **pooled)

    def to_dict(self) -> dict:
        """A JSON-friendly dict (NaN rates become None)."""
        return _json_safe(asdict(self))


@dataclass(frozen=True)
class Difference:
    """A mean paired difference with its 95% interval (normal approximation).

    Built by :meth:`paired` from two outcome sequences over the same duels
    (same seeds, e.g. a deck variant and its base against one opponent), so
    the duel-to-duel noise the two share cancels out. ``lo``/``hi`` are
    clipped to ``[-1, 1]``; with fewer than two pairs nothing is known and the
    interval is ``(-1, 1)``. Reliable from about a hundred pairs on.
    """

    n: int
    mean: float
    lo: float
    hi: float

    @classmethod
    def paired(cls, x: Iterable[float], y: Iterable[float], z: float = Z95) -> "Difference":
        """The mean of ``x[i] - y[i]`` (e.g. wins as 1, others 0) and its interval."""
        a, b = np.asarray(list(x), dtype=np.float64), np.asarray(list(y), dtype=np.float64)
        if a.shape != b.shape:
            raise ValueError(f"paired samples differ in length: {a.size} and {b.size}")
        d = a - b
        n = int(d.size)
        if n == 0:
            return cls(0, math.nan, -1.0, 1.0)
        mean = float(d.mean())
        if n < 2:
            return cls(n, mean, -1.0, 1.0)
        half = z * float(d.std(ddof=1)) / math.sqrt(n)
        return cls(n, mean, max(-1.0, mean - half), min(1.0, mean + half))

    def __str__(self) -> str:
        if not self.n:
            return "-"
        return f"{100 * self.mean:+.1f} [{100 * self.lo:+.1f}, {100 * self.hi:+.1f}]"


def format_rate(rate: Rate) -> str:
    """``"45.3% [43.1, 47.5]"``: a rate and its interval in percent, or ``"-"`` when n is 0."""
    if not rate.n:
        return "-"
    return f"{100 * rate.rate:.1f}% [{100 * rate.lo:.1f}, {100 * rate.hi:.1f}]"


def _a_rate(records: Iterable[Mapping]) -> Rate:
    rs = list(records)
    return Rate.of(sum(r["winner"] == "A" for r in rs), len(rs))


def _json_safe(obj):
    if isinstance(obj, float) and math.isnan(obj):
        return None
    if isinstance(obj, dict):
        return {k: _json_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_json_safe(v) for v in obj]
    return obj


# --- opening hands -------------------------------------------------------------------------

def cards_seen(turn: int, going_first: bool, hand_size: int = 5,
               first_turn_draw: bool = False) -> int:
    """cards_seen(turn, going_first, hand_size=5, first_turn_draw=False)

    How many cards a player has drawn by the start of their own ``turn``-th turn
    (after its Draw Phase).

    Parameters
    ----------
    turn : int
        The player's own turn count, from 1.
    going_first : bool
        Whether the player takes the duel's first turn.
    hand_size : int, optional
        Opening hand size (5).
    first_turn_draw : bool, optional
        Whether the player going first draws on turn 1 (False since Master Rule 3).

    Returns
    -------
    int
    """
    if turn < 1:
        raise ValueError(f"turn must be at least 1, got {turn}")
    skipped = 1 if going_first and not first_turn_draw else 0
    return hand_size + turn - skipped


def opening_hand_probability(deck_size: int, copies: int, hand_size: int,
                             at_least: int) -> float:
    """opening_hand_probability(deck_size, copies, hand_size, at_least)

    Exact probability that ``hand_size`` cards drawn from a shuffled deck hold
    at least ``at_least`` of ``copies`` target cards (hypergeometric tail).

    Parameters
    ----------
    deck_size : int
        Cards in the deck.
    copies : int
        Target cards in the deck (all copies of all wanted cards).
    hand_size : int
        Cards drawn (see :func:`cards_seen` for "by turn t").
    at_least : int
        Minimum number of target cards wanted.

    Returns
    -------
    float

    Raises
    ------
    ValueError
        When the counts are inconsistent (negative, or more than the deck holds).

    Examples
    --------
    >>> round(opening_hand_probability(40, 3, 5, 1), 4)
    0.3376
    """
    _check_hand_args(deck_size, copies, hand_size, at_least)
    total = math.comb(deck_size, hand_size)
    hits = sum(math.comb(copies, k) * math.comb(deck_size - copies, hand_size - k)
               for k in range(at_least, min(copies, hand_size) + 1))
    return hits / total


def sampled_opening_hand_probability(deck_size: int, copies: int, hand_size: int,
                                     at_least: int, trials: int = 100_000,
                                     seed: int = 0) -> Rate:
    """sampled_opening_hand_probability(deck_size, copies, hand_size, at_least, trials, seed)

    The same probability as :func:`opening_hand_probability`, estimated by
    shuffling the deck ``trials`` times.

    Returns
    -------
    Rate
        Hits out of ``trials`` with the 95% Wilson interval.
    """
    _check_hand_args(deck_size, copies, hand_size, at_least)
    if trials < 1:
        raise ValueError(f"trials must be at least 1, got {trials}")
    rng = np.random.default_rng(seed)
    deck = np.zeros(deck_size, dtype=np.int8)
    deck[:copies] = 1
    hits, left = 0, trials
    while left:
        batch = min(left, 20_000)
        shuffled = rng.permuted(np.broadcast_to(deck, (batch, deck_size)), axis=1)
        hits += int(np.count_nonzero(shuffled[:, :hand_size].sum(axis=1) >= at_least))
        left -= batch
    return Rate.of(hits, trials)


def _check_hand_args(deck_size: int, copies: int, hand_size: int, at_least: int) -> None:
    if deck_size < 0 or not 0 <= copies <= deck_size:
        raise ValueError(f"need 0 <= copies <= deck_size, got copies={copies}, "
                         f"deck_size={deck_size}")
    if not 0 <= hand_size <= deck_size:
        raise ValueError(f"cannot draw {hand_size} cards from a deck of {deck_size}")
    if at_least < 0:
        raise ValueError(f"at_least must be >= 0, got {at_least}")


def _split_failed(records: Iterable[Mapping]) -> tuple[list, int]:
    """The finished duels' records, and how many duels failed (records with an ``error``)."""
    done, errors = [], 0
    for r in records:
        if "error" in r:
            errors += 1
        else:
            done.append(r)
    return done, errors


def combo_probability(deck_size: int, groups: list[int], hand_size: int) -> float:
    """combo_probability(deck_size, groups, hand_size)

    Exact probability that ``hand_size`` cards drawn from a shuffled deck hold at least one
    card of every group ("A and B by turn t"), where ``groups`` are the copies of each group's
    cards in the deck (the groups share no card). Inclusion-exclusion over the groups missed.

    Examples
    --------
    >>> round(combo_probability(40, [3, 3], 6), 4)
    0.139
    """
    if deck_size < 0 or any(c < 0 for c in groups) or sum(groups) > deck_size:
        raise ValueError(f"inconsistent counts: groups {groups} in a deck of {deck_size}")
    if not 0 <= hand_size <= deck_size:
        raise ValueError(f"hand size {hand_size} outside 0..{deck_size}")
    total = math.comb(deck_size, hand_size)
    p = 0
    k = len(groups)
    for mask in range(1 << k):
        missed = sum(groups[i] for i in range(k) if mask >> i & 1)
        sign = -1 if bin(mask).count("1") % 2 else 1
        p += sign * math.comb(deck_size - missed, hand_size)
    return p / total


def sampled_combo_probability(deck_size: int, groups: list[int], hand_size: int,
                              trials: int = 100_000, seed: int = 0) -> Rate:
    """sampled_combo_probability(deck_size, groups, hand_size, trials, seed) -> Rate

    The same probability as :func:`combo_probability`, estimated by shuffling the deck
    ``trials`` times.
    """
    combo_probability(deck_size, groups, hand_size)  # checks the counts
    if trials < 1:
        raise ValueError(f"trials must be at least 1, got {trials}")
    rng = np.random.default_rng(seed)
    deck = np.zeros(deck_size, dtype=np.int8)  # 0: other cards, g + 1: group g
    at = 0
    for g, copies in enumerate(groups):
        deck[at:at + copies] = g + 1
        at += copies
    hits, left = 0, trials
    while left:
        batch = min(left, 20_000)
        hand = rng.permuted(np.broadcast_to(deck, (batch, deck_size)), axis=1)[:, :hand_size]
        ok = np.ones(batch, dtype=bool)
        for g in range(len(groups)):
            ok &= (hand == g + 1).any(axis=1)
        hits += int(np.count_nonzero(ok))
        left -= batch
    return Rate.of(hits, trials)
