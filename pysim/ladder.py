"""Ladder: several agents play each other over a set of decks; Bradley-Terry ratings.

The schedule, for agents ``a0 .. ak-1`` and decks ``d0 .. dm-1`` in the given order: every
unordered pair of agents ``X, Y`` meets on every *deck pairing* ``{dp, dq}`` with ``p <= q``
(``pairings="all"``: each deck against itself, a mirror, and against each other deck;
``"mirror"``: mirrors only; ``"cross"``: different decks only) in two runs of ``n`` duels:

- ``X`` playing ``dp`` as deck A against ``Y`` playing ``dq`` as deck B, and
- ``Y`` playing ``dp`` as deck A against ``X`` playing ``dq`` as deck B.

So in each deck pairing each agent plays each side (each seat of a mirror), and within a run
each deck goes first in half the duels (:mod:`pysim.runner`). Every run uses the same run
seed: duel ``i`` of the two runs of a deck pairing starts from the same shuffles, the agents
swapped (a paired comparison, as in duplicate bridge), and any run is ``ygo-sim matchup dp dq
--agents X,Y --seed S``. Draws count half a win.

The ratings are the Bradley-Terry fit of every agent's score against every other
(:mod:`pysim.ratings`), in Elo points anchored at ``random`` when it plays (else at the first
agent), with 95% intervals; the pairwise scores come with 95% Wilson intervals. Agents are
named by their spec and, for a trained one, the hash of its weights.

With an output folder each run is kept in ``runs/AGENT_A@DECK_A-vs-AGENT_B@DECK_B`` (so an
interrupted ladder resumes run by run and duel by duel) and the result in ``ladder.json``
and ``ladder.csv`` (one row per agent). Nothing here knows the game: decks are opaque objects
turned into runner specs by ``make_spec(deck_a, deck_b, (agent_a, agent_b))``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from pysim.gauntlet import check_names, folder_name
from pysim.ratings import PRIOR_DRAWS, Rating, elo_ratings
from pysim.runner import PlannedRun, run_matchups
from pysim.stats import Rate, SideSummary, format_rate
from pysim.tables import nan_to_none, write_csv_json

#: Which deck pairings a ladder plays (see the module docstring).
PAIRINGS = ("all", "mirror", "cross")
#: The agent the ratings are anchored at (0 Elo) when it plays.
ANCHOR_AGENT = "random"
#: Files a ladder writes in its output folder, and the folder of its runs.
CSV_FILE, JSON_FILE, PNG_FILE, RUNS_DIR = "ladder.csv", "ladder.json", "ladder.png", "runs"
#: How many hex digits of a weights hash the table and plot show (the JSON keeps it whole).
SHORT_HASH = 12

CSV_COLUMNS = ("rank", "agent", "weights_hash", "elo", "ci_low", "ci_high", "se", "duels", "score",
               "score_low", "score_high")


@dataclass(frozen=True)
class RunKey:
    """One run of the schedule: agent ``a`` (index) on deck ``p`` as deck A against agent
    ``b`` on deck ``q`` as deck B."""

    a: int
    b: int
    p: int
    q: int


def deck_pairings(k: int, pairings: str = "all") -> list[tuple[int, int]]:
    """The deck pairings ``(p, q)``, ``p <= q``, of ``k`` decks (see the module docstring)."""
    if pairings not in PAIRINGS:
        raise ValueError(f"unknown pairings {pairings!r} (known: {', '.join(PAIRINGS)})")
    pairs = [(p, q) for p in range(k) for q in range(p, k)
             if pairings == "all" or (p == q) == (pairings == "mirror")]
    if not pairs:
        raise ValueError(f"pairings {pairings!r} of {k} deck{'s' if k != 1 else ''} plays "
                         f"nothing: cross pairings need at least two decks")
    return pairs


def schedule(k_agents: int, k_decks: int, pairings: str = "all") -> list[RunKey]:
    """Every run of a ladder, agent pair by agent pair, deck pairing by deck pairing."""
    return [RunKey(a, b, p, q)
            for x in range(k_agents) for y in range(x + 1, k_agents)
            for p, q in deck_pairings(k_decks, pairings)
            for a, b in ((x, y), (y, x))]


def agent_label(spec: str, weights_hash: str | None) -> str:
    """An agent as summaries and plots name it: its spec, and its weights' hash if trained."""
    return spec if weights_hash is None else f"{spec} (weights {weights_hash[:SHORT_HASH]})"


def header(*, game: str, decks: Sequence[str], agents: Sequence[str], n: int, runs: int,
           seed: int, pairings: str) -> str:
    """The lines naming what a ladder played: game and rules, decks, agents, duels, seed."""
    per_pair = 2 * len(deck_pairings(len(decks), pairings)) * n
    which = {"all": "mirrors and cross pairings", "mirror": "mirrors only",
             "cross": "cross pairings only"}[pairings]
    return "\n".join([
        f"Ladder: {game}" if game else "Ladder",
        f"  decks    {', '.join(decks)} ({which})",
        f"  agents   {', '.join(agents)}",
        f"  duels    {n} per agent per seat of each deck pairing: {per_pair} per agent pair, "
        f"{runs * n} in all",
        f"  seed     {seed}"])


@dataclass(frozen=True)
class Ladder:
    """The results of a ladder: every run's summary, the pairwise scores and the ratings.

    Attributes
    ----------
    agents : tuple of str
        Agent specs, in the given order.
    weights : tuple of (str or None)
        Each agent's weights hash (None for an agent without trained weights).
    decks : tuple of str
        Deck names.
    n, seed : int
        Duels per run, and the run seed of every run.
    pairings : str
        One of :data:`PAIRINGS`.
    runs : dict
        ``runs[RunKey]``: deck A's :class:`~pysim.stats.SideSummary` in that run.
    game, rules, game_label : str
        The game's short name, its rules, and both as a header names them.
    prior_draws : float
        Virtual draws per agent pair in the fit (:mod:`pysim.ratings`).
    """

    agents: tuple[str, ...]
    weights: tuple[str | None, ...]
    decks: tuple[str, ...]
    n: int
    seed: int
    pairings: str
    runs: dict[RunKey, SideSummary]
    game: str = ""
    rules: str = ""
    game_label: str = ""
    prior_draws: float = PRIOR_DRAWS
    ratings: tuple[Rating, ...] = field(init=False)
    _scores: np.ndarray = field(init=False, repr=False, compare=False)
    _games: np.ndarray = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        k = len(self.agents)
        scores, games = np.zeros((k, k)), np.zeros((k, k), dtype=np.int64)
        for key, side in self.runs.items():
            scores[key.a, key.b] += side.wins + 0.5 * side.draws
            scores[key.b, key.a] += side.losses + 0.5 * side.draws
            games[key.a, key.b] += side.n
            games[key.b, key.a] += side.n
        object.__setattr__(self, "_scores", scores)
        object.__setattr__(self, "_games", games)
        fitted = elo_ratings(self.agents, scores, self.anchor, self.prior_draws)
        object.__setattr__(self, "ratings", tuple(fitted))

    @property
    def anchor(self) -> int:
        """The index of the agent rated 0: ``random`` when it plays, else the first."""
        return self.agents.index(ANCHOR_AGENT) if ANCHOR_AGENT in self.agents else 0

    @property
    def labels(self) -> list[str]:
        """The agents as summaries name them (:func:`agent_label`)."""
        return [agent_label(a, w) for a, w in zip(self.agents, self.weights)]

    def scores(self) -> np.ndarray:
        """``scores[i, j]``: agent ``i``'s points against ``j`` (wins, plus half the draws)."""
        return self._scores.copy()

    def games(self) -> np.ndarray:
        """``games[i, j]``: finished duels between agents ``i`` and ``j``."""
        return self._games.copy()

    def pairwise(self, i: int, j: int) -> Rate:
        """Agent ``i``'s score rate against ``j`` (draws half) with its Wilson interval."""
        return Rate.of(float(self._scores[i, j]), int(self._games[i, j]))

    def overall(self, i: int) -> Rate:
        """Agent ``i``'s score rate against every other agent together."""
        return Rate.of(float(self._scores[i].sum()), int(self._games[i].sum()))

    @property
    def errors(self) -> int:
        """Duels that raised, over all runs."""
        return sum(side.errors for side in self.runs.values())

    def ranking(self) -> list[int]:
        """Agent indices, best rating first (ties in the given order)."""
        return sorted(range(len(self.agents)), key=lambda i: -self.ratings[i].elo)

    def header(self) -> str:
        """The lines naming what the ladder played (:func:`header`)."""
        return header(game=self.game_label, decks=self.decks, agents=self.labels, n=self.n,
                      runs=len(self.runs), seed=self.seed, pairings=self.pairings)

    def format_table(self) -> str:
        """The header, the ratings (best first) and the pairwise score table, as text."""
        anchor = self.agents[self.anchor]
        rows = [("rank", "agent", "elo", "95% interval", "score (95% Wilson)", "duels")]
        for rank, i in enumerate(self.ranking(), 1):
            r, total = self.ratings[i], self.overall(i)
            if i == self.anchor:
                elo, interval = "0", "(anchor)"
            else:
                elo, interval = f"{r.elo:+.0f}", f"[{r.lo:+.0f}, {r.hi:+.0f}]"
            rows.append((str(rank), self.labels[i], elo, interval,
                         format_rate(total), str(total.n)))
        lines = [self.header(),
                 f"Ratings: Bradley-Terry maximum likelihood in Elo points, {anchor} = 0, 95% "
                 f"intervals\n  (prior: {self.prior_draws:g} virtual "
                 f"draw{'s' if self.prior_draws != 1 else ''} per agent pair; draws count half)"]
        lines += _align(rows, right=(2, 5))
        k = len(self.agents)
        grid = [[""] + list(self.agents)]
        for i in range(k):
            grid.append([self.agents[i]] + [format_rate(self.pairwise(i, j)) if i != j else "-"
                                            for j in range(k)])
        lines.append("Score of the row agent against the column agent (wins + half the draws, "
                     "95% Wilson interval)")
        lines += _align(grid, right=tuple(range(1, k + 1)))
        if self.errors:
            lines.append(f"failed duels: {self.errors} (left out of the scores and ratings)")
        return "\n".join(lines)

    def rows(self) -> list[dict]:
        """One dict per agent, best first: the CSV rows."""
        out = []
        for rank, i in enumerate(self.ranking(), 1):
            r, total = self.ratings[i], self.overall(i)
            out.append({"rank": rank, "agent": self.agents[i], "weights_hash": self.weights[i],
                        "elo": r.elo, "ci_low": r.lo, "ci_high": r.hi, "se": r.se,
                        "duels": total.n,
                        "score": nan_to_none(total.rate), "score_low": total.lo,
                        "score_high": total.hi})
        return out

    def to_dict(self) -> dict:
        """Everything as JSON-friendly data (the ``ladder.json`` content)."""
        k = len(self.agents)
        return {
            "command": "ladder", "game": self.game, "rules": self.rules,
            "decks": list(self.decks), "pairings": self.pairings,
            "agents": [{"agent": a, "weights_hash": w} for a, w in zip(self.agents, self.weights)],
            "n": self.n, "seed": self.seed, "duels": sum(s.n for s in self.runs.values()),
            "errors": self.errors,
            "method": {"model": "Bradley-Terry, maximum likelihood (choix ILSR)",
                       "scale": "Elo: 400 * log10(odds)", "anchor": self.agents[self.anchor],
                       "interval": "95% Wald, inverse Fisher information",
                       "draws": "half a win", "prior_draws_per_pair": self.prior_draws},
            "ratings": self.rows(),
            "pairwise": [self._pair_dict(i, j) for i in range(k) for j in range(k) if i != j],
            "runs": [{"agent_a": self.agents[key.a], "agent_b": self.agents[key.b],
                      "deck_a": self.decks[key.p], "deck_b": self.decks[key.q],
                      **side.to_dict()} for key, side in self.runs.items()],
        }

    def _pair_dict(self, i: int, j: int) -> dict:
        rate = self.pairwise(i, j)
        return {"agent": self.agents[i], "opponent": self.agents[j], "duels": rate.n,
                "score": rate.wins, "score_rate": nan_to_none(rate.rate), "ci_low": rate.lo,
                "ci_high": rate.hi}

    def write(self, out_dir: str | Path) -> list[Path]:
        """Write ``ladder.csv`` and ``ladder.json`` into ``out_dir``; return their paths."""
        return write_csv_json(out_dir, CSV_FILE, JSON_FILE, CSV_COLUMNS, self.rows(),
                              self.to_dict())


def _align(rows: list, right: tuple[int, ...] = ()) -> list[str]:
    # Columns padded to their widest cell; the ``right`` ones right-aligned.
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    return ["  " + "  ".join(v.rjust(w) if c in right else v.ljust(w)
                             for c, (v, w) in enumerate(zip(r, widths))).rstrip() for r in rows]


def run_folder(out_dir: str | Path, agent_a: str, deck_a: str, agent_b: str, deck_b: str) -> Path:
    """The folder of the run of ``agent_a`` on ``deck_a`` (deck A) against ``agent_b`` on
    ``deck_b``."""
    a, b = (f"{folder_name(agent)}@{folder_name(deck)}"
            for agent, deck in ((agent_a, deck_a), (agent_b, deck_b)))
    return Path(out_dir) / RUNS_DIR / f"{a}-vs-{b}"


def run_ladder(agents: Sequence[str], decks: Sequence[tuple[str, Any]],
               make_spec: Callable[[Any, Any, tuple[str, str]], Any], n: int, *,
               seed: int = 0, pairings: str = "all", weights: Sequence[str | None] | None = None,
               out_dir: str | Path | None = None, resume: bool = False, game: str = "",
               rules: str = "", game_label: str = "", prior_draws: float = PRIOR_DRAWS,
               **run_options) -> Ladder:
    """run_ladder(agents, decks, make_spec, n, *, seed=0, pairings="all", weights=None, ...)

    Play the ladder's schedule (see the module docstring), ``n`` duels per run, and rate
    the agents.

    Parameters
    ----------
    agents : sequence of str
        At least two different agent specs.
    decks : sequence of (str, object)
        At least one named deck (two for ``pairings="cross"``); names must differ.
    make_spec : callable
        ``make_spec(deck_a, deck_b, (agent_a, agent_b))`` -> a runner spec.
    weights : sequence, optional
        Each agent's weights hash (None for an untrained agent; all None by default).
    out_dir : path, optional
        Where to keep each run (``runs/...``) and ``ladder.csv``, ``ladder.json``.
    resume : bool
        Continue the runs saved in ``out_dir``, playing only missing duels.
    game, rules, game_label : str
        What the result files and the header name as the game.
    **run_options
        Passed to :func:`~pysim.runner.run_matchup` (``workers``, ``progress``, ...).
    """
    agents = [str(a) for a in agents]
    if len(agents) < 2:
        raise ValueError(f"a ladder needs at least two agents, got {len(agents)}: "
                         f"{', '.join(agents) or 'none'}")
    if len(set(agents)) != len(agents):
        twice = sorted({a for a in agents if agents.count(a) > 1})
        raise ValueError(f"agent {', '.join(map(repr, twice))} is given twice")
    check_names(agents)
    if not decks:
        raise ValueError("a ladder needs at least one deck")
    names = [name for name, _ in decks]
    check_names(names)
    weights = tuple(weights) if weights is not None else (None,) * len(agents)
    if len(weights) != len(agents):
        raise ValueError(f"{len(weights)} weights hashes for {len(agents)} agents")
    keys = schedule(len(agents), len(decks), pairings)
    planned = {}
    for number, key in enumerate(keys, 1):
        pair = (agents[key.a], agents[key.b])
        meta = {"agent_a": pair[0], "agent_b": pair[1], "deck_a": names[key.p],
                "deck_b": names[key.q]}
        folder = (run_folder(out_dir, pair[0], names[key.p], pair[1], names[key.q])
                  if out_dir is not None else None)
        label = f"[{number}/{len(keys)}] {pair[0]} ({names[key.p]}) vs {pair[1]} ({names[key.q]})"
        planned[key] = PlannedRun(make_spec(decks[key.p][1], decks[key.q][1], pair), folder,
                                  meta, label)
    records = run_matchups(planned, n, seed=seed, resume=resume, what="ladder", **run_options)
    ladder = Ladder(tuple(agents), weights, tuple(names), n, seed, pairings,
                    {key: SideSummary.from_records(records[key], "A") for key in keys},
                    game=game, rules=rules, game_label=game_label, prior_draws=prior_draws)
    if out_dir is not None:
        ladder.write(out_dir)
    return ladder
