"""Statistics: Wilson intervals against known values, matchup summaries, opening hands."""
import json
import math

import pytest

from pysim.stats import (Distribution, MatchupSummary, Rate, cards_seen,
                         opening_hand_probability, sampled_opening_hand_probability,
                         wilson_interval)


@pytest.mark.parametrize("wins, n, expected", [
    (50, 100, (0.4038, 0.5962)),
    (0, 10, (0.0, 0.2775)),
    (10, 10, (0.7225, 1.0)),
    (1, 1, (0.2065, 1.0)),
    (81, 263, (0.2553, 0.3662)),   # Wilson's worked value (Newcombe 1998, method 3)
])
def test_wilson_known_values(wins, n, expected):
    lo, hi = wilson_interval(wins, n)
    assert (round(lo, 4), round(hi, 4)) == expected


def test_wilson_edges_are_exact_and_inside_unit_interval():
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)
    for n in (1, 7, 1000):
        for w in range(0, n + 1, max(1, n // 7)):
            lo, hi = wilson_interval(w, n)
            assert 0.0 <= lo <= w / n <= hi <= 1.0


def test_wilson_other_confidence_is_narrower():
    lo95, hi95 = wilson_interval(30, 100)
    lo90, hi90 = wilson_interval(30, 100, z=1.6448536269514722)
    assert lo95 < lo90 < hi90 < hi95


@pytest.mark.parametrize("wins, n", [(-1, 10), (11, 10), (0, -1)])
def test_wilson_rejects_bad_counts(wins, n):
    with pytest.raises(ValueError, match="0 <= wins <= n"):
        wilson_interval(wins, n)


def _record(i, winner, first, reason="lp", turns=5, decisions=40):
    return {"index": i, "seed": i, "first": first, "winner": winner, "reason": reason,
            "turns": turns, "decisions": decisions}


def test_summary_splits_by_first_and_counts_draws_and_errors():
    records = [
        _record(0, "A", 0, turns=3), _record(1, "A", 1, turns=5),
        _record(2, "B", 0, "deck_out", turns=7), _record(3, "draw", 1, "turn_limit", turns=9),
        _record(4, "A", 0, turns=11),
        {"index": 5, "seed": 5, "first": 1, "error": "RuntimeError: boom"},
    ]
    s = MatchupSummary.from_records(records)
    assert (s.n, s.errors) == (5, 1)
    assert (s.a.wins, s.b.wins, s.draws.wins) == (3, 1, 1)
    assert (s.a_first.wins, s.a_first.n) == (2, 3)
    assert (s.a_second.wins, s.a_second.n) == (1, 2)
    assert s.reasons == {"deck_out": 1, "lp": 3, "turn_limit": 1}
    assert s.turns.mean == 7 and s.turns.median == 7 and s.turns.min == 3
    assert s.a.lo == wilson_interval(3, 5)[0]


def test_summary_to_dict_is_json_and_table_is_readable():
    s = MatchupSummary.from_records([_record(0, "A", 0), _record(1, "B", 1)])
    d = json.loads(json.dumps(s.to_dict()))
    assert d["a"]["wins"] == 1 and d["a"]["n"] == 2
    assert d["a_second"]["rate"] == 0.0
    table = s.format_table("yugi", "kaiba")
    assert "yugi going first" in table and "50.0%" in table


def test_empty_summary():
    s = MatchupSummary.from_records([])
    assert s.n == 0 and s.turns is None
    d = json.loads(json.dumps(s.to_dict(), allow_nan=False))
    assert d["a"]["rate"] is None
    assert "n=0" in s.format_table()


def test_distribution_percentiles():
    d = Distribution.of(range(1, 102))
    assert (d.median, d.p10, d.p90, d.mean) == (51, 11, 91, 51)
    assert Distribution.of([]) is None


def test_rate_of_zero_is_nan():
    assert math.isnan(Rate.of(0, 0).rate)


def test_opening_hand_exact_values():
    # One of 3 copies in 5 cards from 40: 1 - C(37,5)/C(40,5).
    assert opening_hand_probability(40, 3, 5, 1) == pytest.approx(1 - 435897 / 658008)
    assert opening_hand_probability(40, 3, 5, 0) == 1.0
    assert opening_hand_probability(40, 3, 5, 4) == 0.0
    assert opening_hand_probability(40, 40, 5, 5) == 1.0
    # Two of a 6-card package in 6 cards (going second, turn 1) from 40.
    p = sum(math.comb(6, k) * math.comb(34, 6 - k) for k in range(2, 7)) / math.comb(40, 6)
    assert opening_hand_probability(40, 6, 6, 2) == pytest.approx(p)


def test_opening_hand_sampling_agrees_with_exact():
    exact = opening_hand_probability(40, 6, 6, 2)
    sampled = sampled_opening_hand_probability(40, 6, 6, 2, trials=40_000, seed=1)
    assert sampled.n == 40_000
    assert sampled.lo - 0.01 <= exact <= sampled.hi + 0.01
    again = sampled_opening_hand_probability(40, 6, 6, 2, trials=40_000, seed=1)
    assert again == sampled


@pytest.mark.parametrize("args", [(40, 41, 5, 1), (40, 3, 41, 1), (40, 3, 5, -1)])
def test_opening_hand_rejects_bad_counts(args):
    with pytest.raises(ValueError):
        opening_hand_probability(*args)


def test_cards_seen_by_turn():
    assert cards_seen(1, going_first=True) == 5
    assert cards_seen(1, going_first=False) == 6
    assert cards_seen(3, going_first=True) == 7
    assert cards_seen(1, going_first=True, first_turn_draw=True) == 6
    with pytest.raises(ValueError):
        cards_seen(0, going_first=True)


def test_side_summary_of_each_side():
    from pysim.stats import SideSummary

    records = [
        _record(0, "A", 0), _record(1, "A", 1), _record(2, "B", 0),
        _record(3, "draw", 1), _record(4, "B", 1), _record(5, "A", 0),
        {"index": 6, "seed": 6, "first": 0, "error": "RuntimeError: boom"},
    ]
    a = SideSummary.from_records(records, "A")
    b = SideSummary.from_records(records, "B")
    assert (a.n, a.errors, a.wins, a.losses, a.draws) == (6, 1, 3, 2, 1)
    assert (b.n, b.errors, b.wins, b.losses, b.draws) == (6, 1, 2, 3, 1)
    assert a.rate == Rate.of(3, 6) and b.rate == Rate.of(2, 6)
    # A went first in duels 0, 2, 5 (won 0 and 5); B went first in 1, 3, 4 (won 4).
    assert (a.first.wins, a.first.n, a.second.wins, a.second.n) == (2, 3, 1, 3)
    assert (b.first.wins, b.first.n, b.second.wins, b.second.n) == (1, 3, 1, 3)
    with pytest.raises(ValueError, match="side must be 'A' or 'B'"):
        SideSummary.from_records(records, "draw")


def test_side_summary_combine_pools_counts():
    from pysim.stats import SideSummary

    one = SideSummary.from_records([_record(0, "A", 0), _record(1, "B", 1)], "A")
    two = SideSummary.from_records([_record(0, "B", 0), _record(1, "B", 1),
                                    _record(2, "A", 0)], "B")
    both = SideSummary.combine([one, two])
    assert (both.n, both.wins, both.losses, both.draws, both.errors) == (5, 3, 2, 0, 0)
    assert both.rate == Rate.of(3, 5)
    # Going first: one's duel 0 (won) and two's duel 1 (won); second: the other three.
    assert (both.first.wins, both.first.n) == (2, 2)
    assert (both.second.wins, both.second.n) == (1, 3)
    empty = SideSummary.combine([])
    assert empty.n == 0 and math.isnan(empty.rate.rate)
    assert json.loads(json.dumps(empty.to_dict(), allow_nan=False))["rate"]["rate"] is None


def test_format_rate():
    from pysim.stats import format_rate

    assert format_rate(Rate.of(2, 4)) == "50.0% [15.0, 85.0]"
    assert format_rate(Rate.of(0, 0)) == "-"


def test_paired_difference_known_values():
    from pysim.stats import Z95, Difference

    # Differences 1, 0, 0, -1: mean 0, sample sd sqrt(2/3).
    d = Difference.paired([1, 1, 0, 0], [0, 1, 0, 1])
    half = Z95 * math.sqrt(2 / 3) / 2
    assert (d.n, d.mean) == (4, 0.0)
    assert d.lo == pytest.approx(-half) and d.hi == pytest.approx(half)
    assert str(d) == f"+0.0 [{-100 * half:+.1f}, {100 * half:+.1f}]" == "+0.0 [-80.0, +80.0]"
    # Identical outcomes: no difference, a zero-width interval.
    assert Difference.paired([1, 0, 1], [1, 0, 1]) == Difference(3, 0.0, 0.0, 0.0)
    # Clipped to [-1, 1]; too few pairs know nothing.
    clipped = Difference.paired([0, 0, 1], [1, 1, 0])  # -1, -1, +1
    half = Z95 * math.sqrt(4 / 3) / math.sqrt(3)
    assert clipped.lo == -1.0 and clipped.hi == pytest.approx(-1 / 3 + half)
    assert Difference.paired([1], [0]) == Difference(1, 1.0, -1.0, 1.0)
    empty = Difference.paired([], [])
    assert (empty.n, empty.lo, empty.hi) == (0, -1.0, 1.0) and math.isnan(empty.mean)
    assert str(empty) == "-"
    with pytest.raises(ValueError, match="differ in length"):
        Difference.paired([1, 0], [1])
