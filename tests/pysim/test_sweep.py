"""Variant sweeps: building variants by swaps, ranking with intervals, paired differences, CLI."""
import csv
import json

import pytest

from pysim import sweep as sw
from pysim.decks import Deck, to_ydk
from pysim.runner import read_results, run_matchup
from pysim.stats import Difference, SideSummary
from helpers import after_provenance
from test_gauntlet import Strength


# --- building variants ---------------------------------------------------------------------

def test_parse_swaps():
    assert sw.parse_swaps("46986414:70781052") == ((46986414, 70781052),)
    assert sw.parse_swaps(" 1:2, 1:3 ") == ((1, 2), (1, 3))
    for bad in ("1-2", "1:2:3", "1:x", "1:2,", ":2"):
        with pytest.raises(ValueError, match="a swap is OUT:IN"):
            sw.parse_swaps(bad)


def test_swap_cards_replaces_one_copy_in_place():
    deck = Deck((1, 2, 1, 3), (7, 8), (9,), name="base")
    one = sw.swap_cards(deck, [(1, 5)], name="v")
    assert one == Deck((5, 2, 1, 3), (7, 8), (9,), name="v")
    two = sw.swap_cards(deck, [(1, 5), (1, 6), (8, 4)])
    assert two == Deck((5, 2, 6, 3), (7, 4), (9,), name="base")
    assert deck.main == (1, 2, 1, 3)  # the base is unchanged
    with pytest.raises(ValueError, match="cannot swap out 00000001: deck 'base' has no copy"):
        sw.swap_cards(deck, [(1, 5), (1, 5), (1, 5)])
    with pytest.raises(ValueError, match="cannot swap out 00000009"):
        sw.swap_cards(deck, [(9, 5)])  # Side Deck cards are not played


def test_swap_name():
    assert sw.swap_name([(1, 22)]) == "-00000001 +00000022"
    names = {1: "Dark Magician", 22: "Summoned Skull", 3: "Trap Hole"}
    assert sw.swap_name([(1, 22), (3, 22)], names.get) == \
        "-Dark Magician +Summoned Skull, -Trap Hole +Summoned Skull"


# --- the sweep, on the fake game -----------------------------------------------------------

VARIANTS = {"base": 3, "stronger": 9, "weaker": 1}
OPPONENTS = [("o1", 3), ("o2", 5)]


def _sweep(n=60, **kw):
    kw.setdefault("workers", 1)
    return sw.sweep(VARIANTS, OPPONENTS, n, make_spec=Strength, base="base", progress=False,
                    **kw)


def test_ranking_pools_opponents_and_compares_paired_duels():
    result = _sweep(seed=3)
    assert [v.name for v in result.ranking] == ["stronger", "base", "weaker"]
    assert result.opponents == ("o1", "o2") and result.base == "base"
    runs = {(v, o): run_matchup(Strength(s, t), 60, seed=3, workers=1, progress=False)
            for v, s in VARIANTS.items() for o, t in OPPONENTS}
    for v in result.ranking:
        per_opp = {o: SideSummary.from_records(runs[v.name, o], "A") for o, _ in OPPONENTS}
        assert v.by_opponent == per_opp
        assert v.overall == SideSummary.combine(per_opp.values())
        assert v.overall.n == 120
    by_name = {v.name: v for v in result.ranking}
    assert by_name["base"].vs_base is None
    wins = {k: [r["winner"] == "A" for r in recs] for k, recs in runs.items()}
    expected = Difference.paired(wins["stronger", "o1"] + wins["stronger", "o2"],
                                 wins["base", "o1"] + wins["base", "o2"])
    assert by_name["stronger"].vs_base == expected and expected.n == 120
    assert expected.mean == (by_name["stronger"].overall.wins - by_name["base"].overall.wins) / 120


def test_table_and_files(tmp_path):
    result = _sweep(out_dir=tmp_path)
    lines = result.format_table().splitlines()
    assert lines[0] == ("Sweep: 3 variants against 2 opponents, 60 duels each, seed 0 (win "
                        "rates with 95% Wilson intervals, differences in points)")
    assert lines[1].split() == ["#", "variant", "win", "rate", "(95%", "CI)", "vs", "o1", "vs",
                                "o2", "diff", "vs", "base", "(paired)"]
    assert [line.split()[:2] for line in lines[2:]] == [["1", "stronger"], ["2", "base"],
                                                        ["3", "weaker"]]
    assert lines[3].endswith(" base")
    assert lines[2].endswith(str(result.ranking[0].vs_base))
    with (tmp_path / "sweep.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == list(sw.CSV_COLUMNS)
    assert [(r["rank"], r["variant"]) for r in rows] == [("1", "stronger"), ("2", "base"),
                                                         ("3", "weaker")]
    top = result.ranking[0]
    assert rows[0]["wins"] == str(top.overall.wins) and rows[0]["duels"] == "120"
    assert float(rows[0]["diff_vs_base"]) == top.vs_base.mean
    assert rows[1]["diff_vs_base"] == ""
    data = json.loads((tmp_path / "sweep.json").read_text())
    assert data["base"] == "base" and data["opponents"] == ["o1", "o2"]
    assert data["ranking"][0]["by_opponent"]["o2"]["wins"] == top.by_opponent["o2"].wins
    assert data["ranking"][0]["vs_base"]["lo"] == top.vs_base.lo
    folder = sw.run_folder(tmp_path, "weaker", "o2")
    assert folder == tmp_path / "variants" / "weaker" / "vs-o2"
    assert sorted(r["index"] for r in read_results(folder / "duels.jsonl")) == list(range(60))


def test_resume_and_refusal_to_overwrite(tmp_path):
    _sweep(n=10, out_dir=tmp_path)
    with pytest.raises(FileExistsError, match="resume the sweep"):
        _sweep(n=10, out_dir=tmp_path)
    assert _sweep(n=30, out_dir=tmp_path, resume=True) == _sweep(n=30)


def test_bad_sweeps_are_refused():
    with pytest.raises(ValueError, match="at least one variant"):
        sw.sweep({}, OPPONENTS, 4, make_spec=Strength)
    with pytest.raises(ValueError, match="at least one opponent"):
        sw.sweep(VARIANTS, [], 4, make_spec=Strength)
    with pytest.raises(ValueError, match="the base 'nope' is not one of the variants"):
        sw.sweep(VARIANTS, OPPONENTS, 4, make_spec=Strength, base="nope")
    with pytest.raises(ValueError, match="'o1' is given twice"):
        sw.sweep(VARIANTS, [("o1", 1), ("o1", 2)], 4, make_spec=Strength)


def test_ranking_plot(tmp_path):
    pytest.importorskip("matplotlib")
    from pysim import report

    result = _sweep(n=8)
    path = report.plot_ranking([v.name for v in result.ranking],
                               [v.overall.rate for v in result.ranking], tmp_path / "s.png",
                               "title")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# --- real decks ----------------------------------------------------------------------------

@pytest.fixture
def engine():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")


DARK_MAGICIAN, SUMMONED_SKULL = 46986414, 70781052


def test_sweep_of_decks_with_the_default_spec(engine):
    from pysim.cli import read_deck
    from pysim.runner import Matchup

    yugi, kaiba = read_deck("starter-yugi"), read_deck("starter-kaiba")
    skull = sw.swap_cards(yugi, [(DARK_MAGICIAN, SUMMONED_SKULL)], name="skull")
    result = sw.sweep({"yugi": yugi, "skull": skull}, kaiba, 6, workers=1, progress=False)
    assert result.opponents == ("starter-kaiba",) and result.base is None
    by_name = {v.name: v for v in result.ranking}
    records = run_matchup(Matchup(skull.main, kaiba.main), 6, seed=0, workers=1, progress=False)
    assert by_name["skull"].overall == SideSummary.from_records(records, "A")
    assert by_name["skull"].overall.errors == 0


def test_cli_sweep_swaps_and_variant_files(engine, capsys, tmp_path):
    from pysim.cli import main, read_deck

    folder = tmp_path / "variants"
    folder.mkdir()
    yugi = read_deck("starter-yugi")
    (folder / "two-skulls.ydk").write_text(to_ydk(sw.swap_cards(
        yugi, [(DARK_MAGICIAN, SUMMONED_SKULL)])))
    out = tmp_path / "out"
    code = main(["sweep", "starter-yugi", "--swap", f"{DARK_MAGICIAN}:{SUMMONED_SKULL}",
                 "--variants", str(folder), "--against", "starter-kaiba", "vanilla-kaiba",
                 "-n", "4", "-w", "2", "--out", str(out), "--no-progress"])
    text = capsys.readouterr().out
    assert code == 0, text
    lines = text.splitlines()
    assert lines[0].startswith("Sweep: 3 variants against 2 opponents, 4 duels each, seed 0")
    table = after_provenance(lines)  # the column heads, then one row per variant
    names = {line[3:].split("  ")[0] for line in table[1:4]}
    assert names == {"starter-yugi", "-Dark Magician +Summoned Skull", "two-skulls"}
    data = json.loads((out / "sweep.json").read_text())
    ranked = {v["variant"]: v for v in data["ranking"]}
    # The swap variant and the file variant are the same deck: the same duels.
    assert ranked["two-skulls"]["by_opponent"] == \
        ranked["-Dark Magician +Summoned Skull"]["by_opponent"]
    assert ranked["two-skulls"]["vs_base"] == ranked["-Dark Magician +Summoned Skull"]["vs_base"]
    assert ranked["starter-yugi"]["vs_base"] is None
    assert ranked["starter-yugi"]["n"] == 8
    assert (out / "variants" / "Dark_Magician_+Summoned_Skull" / "vs-vanilla-kaiba"
            / "duels.jsonl").exists()


@pytest.mark.parametrize("argv, words", [
    (["sweep", "--against", "starter-kaiba"], "needs a base deck (with --swap) or --variants"),
    (["sweep", "--variants", "VARS", "--swap", "1:2", "--against", "starter-kaiba"],
     "--swap needs the base deck"),
    (["sweep", "starter-yugi", "--swap", "46986414:70781052"], "at least one opponent"),
    (["sweep", "starter-yugi", "--swap", "4698641470781052", "--against", "starter-kaiba"],
     "a swap is OUT:IN"),
    (["sweep", "starter-yugi", "--swap", "89631139:70781052", "--against", "starter-kaiba"],
     "cannot swap out 89631139: deck 'starter-yugi' has no copy of it left"),
    (["sweep", "starter-yugi", "--swap", "46986414:70781052", "--swap", "46986414:70781052",
      "--against", "starter-kaiba"], "is given twice"),
    (["sweep", "starter-yugi", "--swap", "46986414:12345678", "--against", "starter-kaiba"],
     "12345678"),
    (["sweep", "--variants", "nowhere", "--against", "starter-kaiba"], "not a folder"),
    (["sweep", "--variants", "VARS", "--against", "starter-kaiba"], "no .ydk files"),
])
def test_cli_sweep_errors(engine, capsys, tmp_path, argv, words):
    from pysim.cli import main

    argv = [str(tmp_path) if a == "VARS" else a for a in argv]
    assert main(argv + ["-n", "2", "-w", "1", "--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("ygo-sim: error: ") and words in err
    if "12345678" not in words:  # the validator lists a deck's problems on their own lines
        assert err.count("\n") == 1, err
