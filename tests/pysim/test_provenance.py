"""Every result says how it was made: the provenance block of each command's JSON files, screen
summary and plot titles (pysim/provenance.py)."""
import json
from datetime import datetime

import pytest

from helpers import run_cli

#: The fields every result's provenance holds.
FIELDS = {"game", "rules", "seed", "format", "card_data", "banlist", "validated", "agents",
          "command", "version", "commit", "started", "wall_time"}


@pytest.fixture(autouse=True)
def engine():
    pytest.importorskip("ygo_core.engine", reason="ygo_core is not built")


def _matchup(out):
    return ["matchup", "vanilla-yugi", "vanilla-kaiba", "--out", str(out)], [out / "summary.json",
                                                                            out / "run.json"]


def _gauntlet(out):
    return (["gauntlet", "vanilla-yugi", "vanilla-kaiba", "--out", str(out)],
            [out / "matrix.json", out / "pairs" / "vanilla-yugi-vs-vanilla-kaiba" / "run.json"])


def _sweep(out):
    return (["sweep", "vanilla-yugi", "--swap", "46986414:89631139", "--against", "vanilla-kaiba",
             "--out", str(out)], [out / "sweep.json"])


def _hands(out):
    return ["hands", "starter-yugi", "--cards", "Dark Magician", "--trials", "500",
            "--json", str(out)], [out]


def _dm_matchup(out):
    pytest.importorskip("dm_core.duel", reason="dm_core is not built")
    return ["matchup", "--game", "dm", "--out", str(out)], [out / "summary.json", out / "run.json"]


@pytest.mark.parametrize("command, game, rules, agents", [
    (_matchup, "ygo", "mr3", 2), (_gauntlet, "ygo", "mr3", 2), (_sweep, "ygo", "mr3", 2),
    (_hands, "ygo", "mr3", 0), (_dm_matchup, "dm", "dm01", 2)],
    ids=["matchup", "gauntlet", "sweep", "hands", "dm-matchup"])
def test_every_json_file_says_how_its_result_was_made(capsys, tmp_path, command, game, rules,
                                                      agents):
    import pysim

    argv, files = command(tmp_path / "result")
    if argv[0] != "hands":
        argv += ["-n", "2", "-w", "1", "--no-progress"]
    code, text, err = run_cli(capsys, *argv, "--seed", "7")
    assert code == 0, err
    for path in files:
        made = json.loads(path.read_text())["provenance"]
        assert set(made) == FIELDS, path
        assert (made["game"], made["rules"], made["seed"], made["format"]) == (game, rules, 7, None)
        assert made["version"] == pysim.__version__
        assert made["command"].startswith(f"ygo-sim {argv[0]} ") and "--seed 7" in made["command"]
        assert datetime.fromisoformat(made["started"]).tzinfo is not None
        assert isinstance(made["wall_time"], float) and made["wall_time"] >= 0
        data = made["card_data"]
        assert data["path"].startswith("bundled") and len(data["fingerprint"]) in (8, 32)
        assert [a["spec"] for a in made["agents"]] == ["random"] * agents
        assert all(a["describe"] == "uniformly random legal actions" and a["weights"] is None
                   for a in made["agents"])
    # On screen: the summary's header lines.
    assert f"  made by                    ygo-sim {pysim.__version__}" in text
    assert ", seed 7, " in text and " s wall time" in text
    assert f"rules {rules}" in text


def test_a_fingerprint_tells_card_data_apart(tmp_path):
    from ygo_core.carddb import CardDB
    from helpers import effect_monster_cdb
    from pysim.provenance import card_data_of

    bundled = card_data_of(CardDB())
    cdb = effect_monster_cdb(tmp_path / "cards.cdb", 99999991)
    mine = card_data_of(CardDB.from_cdb(cdb), str(cdb))
    assert bundled["path"] == "bundled" and mine["path"] == str(cdb.resolve())
    assert bundled["fingerprint"] != mine["fingerprint"] and mine["cards"] == bundled["cards"] + 1


def test_an_agent_with_weights_records_their_hash(monkeypatch):
    from pysim.agents import spec
    from pysim.provenance import agent_of

    class Learned:
        weights_hash = "sha256:0f1e"

        def describe(self):
            return "a learned policy, version 3"

    assert agent_of("mc:4") == {"spec": "mc:4", "weights": None, "describe":
                                "flat Monte Carlo, 4 random playouts per legal action on "
                                "determinized copies"}
    monkeypatch.setattr(spec, "make_agent", lambda name, seed: Learned())
    assert agent_of("learned") == {"spec": "learned", "describe": "a learned policy, version 3",
                                   "weights": "sha256:0f1e"}


def test_plot_titles_say_how_the_result_was_made(tmp_path):
    report = pytest.importorskip("pysim.report")
    if not report.have_matplotlib():
        pytest.skip("matplotlib is not installed")
    from pysim.gauntlet import Matrix
    from pysim.provenance import Provenance

    made = Provenance(game="ygo", rules="goat", seed=3, banlist={"name": "2005.4.1"},
                      card_data={"fingerprint": "0b8a82215a4bef6d", "path": "x", "cards": 1},
                      started="2026-12-08T10:00:00+00:00", wall_time=12.5)
    records = [{"index": 0, "winner": "A", "first": 0}, {"index": 1, "winner": "B", "first": 1}]
    matrix = Matrix.from_pairs(["a", "b"], 2, 3, {(0, 1): records}, provenance=made)
    title = report.matrix_figure(matrix).axes[0].get_title().replace("\n", " ")
    assert (f"ygo-sim {made.version}, rules goat, banlist 2005.4.1, cards 0b8a8221, seed 3, "
            "2026-12-08, 12.5 s") in title
    assert matrix.to_dict()["provenance"]["wall_time"] == 12.5


def test_a_replays_events_file_says_how_it_was_made(capsys, tmp_path):
    out = tmp_path / "duel.json"
    code, _, err = run_cli(capsys, "replay", "--format", "tcg2002", "--seed", "4", "--first", "1",
                           "--json", str(out), "--quiet")
    assert code == 0, err
    made = json.loads(out.read_text())["meta"]["provenance"]
    assert set(made) == FIELDS
    assert (made["rules"], made["format"], made["seed"], made["validated"]) == ("tcg2002", "tcg2002",
                                                                               4, False)
    assert made["card_data"]["path"] == "bundled" and made["wall_time"] > 0
