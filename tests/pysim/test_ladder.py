"""Ladder mode: the Bradley-Terry fit and its intervals, the schedule, the result files, and
``ygo-sim ladder`` end to end.

The fit tests check the estimate against closed forms and against data drawn from known
strengths; the schedule and file tests use a fake game in which an agent and a deck are
numbers (strengths), so they run without the engine; the CLI tests play the Starter Decks.
"""
import importlib.util
import json
import math
import random
from dataclasses import dataclass

import numpy as np
import pytest

from pysim import ladder as lad
from pysim import ratings
from pysim.ladder import RunKey, deck_pairings, run_ladder, schedule
from pysim.ratings import ELO_PER_NAT, elo_ratings, fit_bradley_terry

needs_choix = pytest.mark.skipif(importlib.util.find_spec("choix") is None,
                                 reason="choix is not installed (pip install 'ygo-sim[ratings]')")


# --- the fit -------------------------------------------------------------------------------

@needs_choix
@pytest.mark.parametrize("wins, n", [(70, 100), (12, 40), (50, 50 * 2)])
def test_two_players_closed_form(wins, n):
    """Two players, no prior: the ML log-odds are log(w / (n - w)) and the Fisher variance
    of that difference is 1 / (n p (1 - p))."""
    a, b = elo_ratings(["a", "b"], [[0, wins], [n - wins, 0]], anchor=1, prior_draws=0)
    p = wins / n
    assert a.elo == pytest.approx(400 * math.log10(wins / (n - wins)), abs=1e-6)
    assert a.se == pytest.approx(ELO_PER_NAT / math.sqrt(n * p * (1 - p)), rel=1e-6)
    assert a.hi - a.elo == pytest.approx(1.959963984540054 * a.se)
    assert (b.elo, b.lo, b.hi, b.se) == (0.0, 0.0, 0.0, 0.0)


@needs_choix
def test_prior_is_one_virtual_draw_per_pair():
    """With the prior, 10 wins of 10 rate as 10.5 points of 11 games: finite."""
    a, _ = elo_ratings(["a", "b"], [[0, 10], [0, 0]], anchor=1)
    assert a.elo == pytest.approx(400 * math.log10(10.5 / 0.5), abs=1e-6)
    assert a.se == pytest.approx(ELO_PER_NAT / math.sqrt(11 * (10.5 / 11) * (0.5 / 11)), rel=1e-6)
    with pytest.raises(ValueError, match="no finite Bradley-Terry fit"):
        fit_bradley_terry([[0, 10], [0, 0]], prior_draws=0)


@needs_choix
def test_fit_solves_the_likelihood_equations():
    """The ML estimate: each player's expected points equal its actual points."""
    rng = np.random.default_rng(5)
    scores = rng.integers(5, 60, size=(4, 4)).astype(float)
    np.fill_diagonal(scores, 0.0)
    theta = fit_bradley_terry(scores, prior_draws=0)
    p = 1 / (1 + np.exp(theta[None, :] - theta[:, None]))
    games = scores + scores.T
    assert (games * p).sum(axis=1) == pytest.approx(scores.sum(axis=1), abs=1e-6)


def _sample_scores(elo, games, rng, draw_rate=0.0):
    # Every pair plays `games` games; a game is drawn with draw_rate, else won by the model.
    k = len(elo)
    s = np.zeros((k, k))
    for i in range(k):
        for j in range(i + 1, k):
            p = ratings.expected_score(elo[i], elo[j])
            draws = rng.binomial(games, draw_rate)
            wins = rng.binomial(games - draws, p)
            s[i, j] = wins + 0.5 * draws
            s[j, i] = games - draws - wins + 0.5 * draws
    return s


@needs_choix
def test_fit_recovers_known_strengths():
    true = [0.0, 80.0, 200.0, -150.0]
    scores = _sample_scores(true, 2000, np.random.default_rng(14))
    fitted = elo_ratings(list("abcd"), scores)
    for r, t in zip(fitted[1:], true[1:]):
        assert r.lo <= t <= r.hi
        assert abs(r.elo - t) < 20  # se is about 6 Elo here
        assert 4 < r.se < 10


@needs_choix
def test_intervals_cover_about_95_percent():
    """Over 300 synthetic ladders of three players, each 95% interval holds the true rating
    in 90 to 99% of them."""
    true = [0.0, 120.0, -60.0]
    rng = np.random.default_rng(3)
    covered = np.zeros(2)
    trials = 300
    for _ in range(trials):
        fitted = elo_ratings(list("abc"), _sample_scores(true, 150, rng))
        covered += [r.lo <= t <= r.hi for r, t in zip(fitted[1:], true[1:])]
    assert np.all((0.90 <= covered / trials) & (covered / trials <= 0.99)), covered / trials


@needs_choix
def test_draws_count_half():
    """Only draws: both at 50%, equal ratings."""
    a, b = elo_ratings(["a", "b"], [[0, 5.0], [5.0, 0]], prior_draws=0)
    assert b.elo == pytest.approx(0.0, abs=1e-9) and b.lo < 0 < b.hi


def test_missing_library_is_named(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "choix", None)
    with pytest.raises(ImportError, match=r"pip install 'ygo-sim\[ratings\]'"):
        ratings.require_fitter()


# --- the schedule --------------------------------------------------------------------------

def test_deck_pairings():
    assert deck_pairings(2) == [(0, 0), (0, 1), (1, 1)]
    assert deck_pairings(2, "mirror") == [(0, 0), (1, 1)]
    assert deck_pairings(3, "cross") == [(0, 1), (0, 2), (1, 2)]
    assert deck_pairings(1) == [(0, 0)]
    with pytest.raises(ValueError, match="need at least two decks"):
        deck_pairings(1, "cross")
    with pytest.raises(ValueError, match="unknown pairings"):
        deck_pairings(2, "some")


def test_schedule_plays_each_pairing_in_both_seats():
    """Every agent pair, every deck pairing, each agent once on each side."""
    keys = schedule(3, 2)
    assert len(keys) == 3 * 3 * 2 and len(set(keys)) == len(keys)
    for x, y in ((0, 1), (0, 2), (1, 2)):
        for p, q in deck_pairings(2):
            assert RunKey(x, y, p, q) in keys and RunKey(y, x, p, q) in keys


# --- a fake game ---------------------------------------------------------------------------

#: Agent and deck strengths of the fake game: A wins with probability a / (a + b).
AGENT_STRENGTH = {"weak": 1.0, "even": 3.0, "strong": 9.0}
DECK_STRENGTH = {"d1": 1.0, "d2": 2.0}


class StrengthDuel:
    """A duel won by A with probability a / (a + b); one duel in 16 is a draw."""

    def __init__(self, engine_seed, a, b):
        self.engine_seed, self.a, self.b = engine_seed, a, b

    def playout(self, seed):
        rng = random.Random(self.engine_seed ^ seed)
        if rng.random() < 1 / 16:
            return -1
        return 0 if rng.random() < self.a / (self.a + self.b) else 1

    def win_reason(self):
        return "lp"

    def turn(self):
        return 5

    def decisions(self):
        return 10


@dataclass(frozen=True)
class Strength:
    a: float
    b: float

    def factory(self):
        return lambda engine_seed, first: StrengthDuel(engine_seed, self.a, self.b)

    def fingerprint(self):
        return {"a": self.a, "b": self.b}


def _spec(deck_a, deck_b, agents):
    return Strength(deck_a * AGENT_STRENGTH[agents[0]], deck_b * AGENT_STRENGTH[agents[1]])


def _ladder(n=60, **kw):
    kw.setdefault("workers", 1)
    return run_ladder(list(AGENT_STRENGTH), list(DECK_STRENGTH.items()), _spec, n, seed=7,
                      progress=False, **kw)


@needs_choix
def test_ladder_orders_agents_by_strength():
    result = _ladder()
    assert [result.agents[i] for i in result.ranking()] == ["strong", "even", "weak"]
    assert result.agents[result.anchor] == "weak"  # no random agent: the first is 0
    assert len(result.runs) == 3 * 3 * 2 and result.games()[0, 1] == 3 * 2 * 60
    # Log-odds 3:1 and 9:1 against weak are 191 and 382 Elo.
    elo = {a: r.elo for a, r in zip(result.agents, result.ratings)}
    assert 120 < elo["even"] < 260 and 300 < elo["strong"] < 480


@needs_choix
def test_workers_do_not_change_the_ladder():
    assert _ladder(workers=2, chunk_size=5).to_dict() == _ladder(workers=1).to_dict()


@needs_choix
def test_ladder_files_and_resume(tmp_path):
    out = tmp_path / "l"
    first = _ladder(n=10, out_dir=out)
    data = json.loads((out / lad.JSON_FILE).read_text())
    assert data == first.to_dict()
    runs = {(r["agent_a"], r["deck_a"], r["agent_b"], r["deck_b"]) for r in data["runs"]}
    assert ("weak", "d1", "strong", "d2") in runs and ("strong", "d1", "weak", "d2") in runs
    assert (out / lad.RUNS_DIR / "weak@d1-vs-strong@d2" / "duels.jsonl").exists()
    assert (out / lad.CSV_FILE).read_text().splitlines()[0].startswith("rank,agent,weights_hash")
    with pytest.raises(FileExistsError, match="resume the ladder"):
        _ladder(n=10, out_dir=out)
    assert _ladder(n=10, out_dir=out, resume=True).to_dict() == first.to_dict()
    assert _ladder(n=12, out_dir=out, resume=True).n == 12


@needs_choix
def test_weights_hash_names_a_trained_agent(monkeypatch):
    from pysim.agents import spec

    class Trained:
        weights_hash = "ab12cd34ef56aa77bb88"

    monkeypatch.setattr(spec, "make_agent", lambda name, seed: Trained())
    assert spec.weights_hash("anything") == Trained.weights_hash
    result = _ladder(n=4, weights=[None, Trained.weights_hash, None])
    text = result.format_table()
    assert "even (weights ab12cd34ef56)" in text
    assert result.to_dict()["agents"][1] == {"agent": "even",
                                             "weights_hash": Trained.weights_hash}
    assert result.rows()[[r["agent"] for r in result.rows()].index("even")]["weights_hash"] \
        == Trained.weights_hash
    from pysim import report
    if report.have_matplotlib():
        title = report.ratings_figure(result).axes[0].get_title()
        assert "even (weights ab12cd34ef56)" in title and "weak" in title


def test_bad_ladders_are_refused():
    with pytest.raises(ValueError, match="at least two agents"):
        run_ladder(["weak"], list(DECK_STRENGTH.items()), _spec, 2)
    with pytest.raises(ValueError, match="'weak' is given twice"):
        run_ladder(["weak", "weak"], list(DECK_STRENGTH.items()), _spec, 2)
    with pytest.raises(ValueError, match="at least one deck"):
        run_ladder(["weak", "even"], [], _spec, 2)


# --- the command line ----------------------------------------------------------------------

@pytest.fixture
def engine():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")


@needs_choix
def test_cli_ladder_end_to_end(engine, capsys, tmp_path):
    """random against greedy on the Starter Decks: every deck pairing in both seats, and the
    same seed gives the same JSON whatever the workers."""
    from pysim.cli import main

    argv = ["ladder", "--agents", "random,greedy", "--decks", "starter-yugi", "starter-kaiba",
            "-n", "2", "--seed", "4", "--no-progress"]
    assert main(argv + ["-w", "1", "--json", str(tmp_path / "a.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Ladder: Yu-Gi-Oh!, rules mr3"
    assert lines[1].split()[:3] == ["decks", "starter-yugi,", "starter-kaiba"]
    assert lines[2].split() == ["agents", "random,", "greedy"]
    assert "  seed     4" in lines
    data = json.loads((tmp_path / "a.json").read_text())
    assert data["agents"] == [{"agent": "random", "weights_hash": None},
                              {"agent": "greedy", "weights_hash": None}]
    assert (data["game"], data["rules"], data["n"], data["seed"]) == ("ygo", "mr3", 2, 4)
    seats = {(r["agent_a"], r["deck_a"], r["agent_b"], r["deck_b"]) for r in data["runs"]}
    for x, y in (("random", "greedy"), ("greedy", "random")):
        for p, q in (("starter-yugi", "starter-yugi"), ("starter-yugi", "starter-kaiba"),
                     ("starter-kaiba", "starter-kaiba")):
            assert (x, p, y, q) in seats
    assert len(data["runs"]) == 6 and all(r["n"] + r["errors"] == 2 for r in data["runs"])
    assert data["duels"] == 12
    by_agent = {r["agent"]: r for r in data["ratings"]}
    assert by_agent["random"]["elo"] == 0.0
    greedy = by_agent["greedy"]
    assert greedy["ci_low"] < greedy["elo"] < greedy["ci_high"]
    assert {(p["agent"], p["opponent"]) for p in data["pairwise"]} == {("random", "greedy"),
                                                                       ("greedy", "random")}
    assert main(argv + ["-w", "2", "--json", str(tmp_path / "b.json")]) == 0
    capsys.readouterr()
    assert (tmp_path / "b.json").read_text() == (tmp_path / "a.json").read_text()


@pytest.mark.parametrize("argv, words", [
    (["--agents", "random,nope"], "unknown agent 'nope'"),
    (["--agents", "random"], "at least two agents"),
    (["--agents", "random,random"], "'random' is given twice"),
    (["--agents", "random,greedy", "--decks", "starter-yugi", "nope.ydk"],
     "deck file not found: nope.ydk"),
    (["--agents", "random,greedy", "--decks", "starter-yugi", "--pairings", "cross"],
     "cross pairings need at least two decks"),
    (["--agents", "random,greedy", "--resume"], "--resume needs --out"),
    (["--agents", "random,greedy", "--game", "dm"], "agent 'greedy' cannot play Duel Masters"),
])
def test_cli_ladder_errors(engine, capsys, argv, words):
    """Bad input: one error line, exit 2, before any duel."""
    from pysim.cli import main

    if importlib.util.find_spec("choix") is None:
        pytest.skip("choix is not installed: the ladder refuses to start without it")
    assert main(["ladder"] + argv + ["-n", "1", "--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("ygo-sim: error: ") and words in err


@needs_choix
def test_cli_ladder_duel_masters(capsys, tmp_path):
    """The same command plays Duel Masters (--game dm), its game and rules in the JSON."""
    pytest.importorskip("dm_core")
    from pysim.cli import main

    argv = ["ladder", "--game", "dm", "--agents", "random,mc:1", "--decks", "fire-nature-rush",
            "-n", "1", "-w", "1", "--no-progress", "--json", str(tmp_path / "dm.json")]
    assert main(argv) == 0
    assert capsys.readouterr().out.startswith("Ladder: Duel Masters, rules dm01\n")
    data = json.loads((tmp_path / "dm.json").read_text())
    assert (data["game"], data["rules"], data["decks"]) == ("dm", "dm01", ["fire-nature-rush"])
    assert [(r["agent_a"], r["agent_b"]) for r in data["runs"]] == [("random", "mc:1"),
                                                                    ("mc:1", "random")]
