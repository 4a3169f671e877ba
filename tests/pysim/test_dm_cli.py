"""``ygo-sim ... --game dm``: Duel Masters through the runner, the statistics and every command.

The Yu-Gi-Oh! behaviour of the same commands is tested in test_cli.py and the others; here the
second game: its decks, its runs (seeds, workers, resume), its summaries (game, rules, agents),
its replay log, its errors.
"""
import json
from math import comb
from pathlib import Path

import pytest

from helpers import run_cli, error_line

pytest.importorskip("dm_core.duel", reason="dm_core is not built")

from pysim.games import DMMatchup, read_dm_deck, spec_from_fingerprint  # noqa: E402
from pysim.runner import read_results, run_matchup  # noqa: E402

DECKS = ("fire-nature-rush", "light-water-control", "water-nature-ramp", "darkness-fire-removal")


def _spec(a="fire-nature-rush", b="light-water-control", **kw):
    return DMMatchup(read_dm_deck(a).main, read_dm_deck(b).main, **kw)


def _deck_file(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


# --- matchup and the runner ----------------------------------------------------------------

def test_matchup_game_dm_plays_the_two_bundled_decks(capsys, tmp_path):
    out = tmp_path / "run"
    code, text, _ = run_cli(capsys, "matchup", "--game", "dm", "-n", "8", "--workers", "2",
                         "--seed", "3", "--out", str(out), "--no-progress")
    assert code == 0
    assert "fire-nature-rush vs light-water-control: 8 duels (95% Wilson intervals)" in text
    assert "fire-nature-rush going first" in text and "fire-nature-rush going second" in text
    assert "game                       Duel Masters, rules dm01" in text
    assert "played by                  fire-nature-rush: random, light-water-control: random" in text
    records = read_results(out / "duels.jsonl")
    assert sorted(records, key=lambda r: r["index"]) == run_matchup(_spec(), 8, seed=3, workers=1,
                                                                    progress=False)
    assert all("error" not in r for r in records)
    summary = json.loads((out / "summary.json").read_text())
    assert (summary["game"], summary["rules"], summary["agent_a"], summary["agent_b"]) == \
        ("dm", "dm01", "random", "random")
    assert summary["n"] == 8 and summary["errors"] == 0
    assert summary["a"]["n"] + 0 == 8 and "lo" in summary["a"] and "hi" in summary["a"]
    assert summary["dead_cards"] == {"A": {"count": 0, "cards": []}, "B": {"count": 0, "cards": []}}
    manifest = json.loads((out / "run.json").read_text())
    assert manifest["spec"]["game"] == "dm" and manifest["spec"]["rules"] == "dm01"


def test_dm_records_do_not_depend_on_workers_or_chunking():
    spec = _spec("water-nature-ramp", "darkness-fire-removal")
    one = run_matchup(spec, 40, seed=11, workers=1, progress=False)
    two = run_matchup(spec, 40, seed=11, workers=2, chunk_size=3, progress=False)
    assert one == two
    assert [r["first"] for r in one] == [i % 2 for i in range(40)]
    assert len({r["seed"] for r in one}) == 40
    assert all("error" not in r for r in one)


def test_dm_resume_plays_only_the_missing_duels(capsys, tmp_path):
    out = tmp_path / "run"
    full = run_matchup(_spec(), 12, seed=5, workers=1, progress=False)
    assert run_cli(capsys, "matchup", "--game", "dm", "-n", "12", "--seed", "5", "--workers", "1",
                "--out", str(out), "--no-progress")[0] == 0
    lines = (out / "duels.jsonl").read_text().splitlines(keepends=True)
    # Interrupted: five records kept and a half-written sixth.
    (out / "duels.jsonl").write_text("".join(lines[:5]) + lines[5][:10])
    code, text, _ = run_cli(capsys, "matchup", "--game", "dm", "-n", "12", "--seed", "5",
                         "--workers", "2", "--out", str(out), "--resume", "--no-progress")
    assert code == 0 and "12 duels" in text
    records = read_results(out / "duels.jsonl")
    assert sorted(r["index"] for r in records) == list(range(12))
    assert sorted(records, key=lambda r: r["index"]) == full
    # Other decks cannot resume that folder.
    code, _, err = run_cli(capsys, "matchup", "--game", "dm", "water-nature-ramp", "light-water-control",
                        "-n", "12", "--seed", "5", "--out", str(out), "--resume", "--no-progress")
    assert code == 2 and "cannot resume" in error_line(err)


def test_dm_fingerprint_round_trips_and_ygo_fingerprints_stay_ygo():
    spec = _spec(agents=("mc:2", "random"))
    assert spec_from_fingerprint(json.loads(json.dumps(spec.fingerprint()))) == spec
    from pysim.runner import Matchup
    ygo = Matchup((1, 2), (3, 4))
    assert "game" not in ygo.fingerprint()  # runs saved before the second game resume as before
    assert spec_from_fingerprint(ygo.fingerprint()) == ygo


@pytest.mark.parametrize("agents", ["mc:1,random", "random,ismcts:1"])
def test_search_agents_play_dm(agents):
    spec = _spec(agents=tuple(agents.split(",")))
    records = run_matchup(spec, 2, seed=1, workers=1, progress=False)
    assert [r.get("error") for r in records] == [None, None]
    assert all(r["winner"] in ("A", "B", "draw") for r in records)


def test_greedy_agent_is_refused_for_dm(capsys):
    code, _, err = run_cli(capsys, "matchup", "--game", "dm", "--agents", "greedy,random", "-n", "2")
    assert code == 2
    assert "agent 'greedy' cannot play Duel Masters" in error_line(err)


# --- gauntlet, sweep, hands, bench ---------------------------------------------------------

def test_gauntlet_game_dm_names_game_rules_and_agents(capsys, tmp_path):
    out = tmp_path / "g"
    code, text, _ = run_cli(capsys, "gauntlet", "--game", "dm", *DECKS[:3], "-n", "6", "--workers", "2",
                         "--out", str(out), "--no-progress")
    assert code == 0
    assert "Gauntlet: 3 decks, 6 duels per pair" in text
    assert "  played by                  every deck random" in text
    assert "  game                       Duel Masters, rules dm01" in text
    data = json.loads((out / "matrix.json").read_text())
    assert (data["game"], data["rules"], data["agents"]) == ("dm", "dm01", ["random", "random"])
    assert data["decks"] == list(DECKS[:3]) and data["errors"] == 0
    # A pair is exactly the matchup of its two decks with the run seed.
    pair = read_results(out / "pairs" / f"{DECKS[0]}-vs-{DECKS[1]}" / "duels.jsonl")
    assert sorted(pair, key=lambda r: r["index"]) == run_matchup(_spec(), 6, seed=0, workers=1,
                                                                 progress=False)


def test_sweep_game_dm_swaps_cards_by_name(capsys, tmp_path):
    variants = tmp_path / "variants"
    variants.mkdir()
    base = (Path(__file__).resolve().parents[2] / "dm_core" / "data" / "decks"
            / "fire-nature-rush.txt").read_text()
    (variants / "more-dragons.txt").write_text(base.replace("2 Burning Mane", "2 Bolshack Dragon"))
    code, text, err = run_cli(capsys, "sweep", "--game", "dm", "fire-nature-rush",
                           "--swap", "Brawler Zyler:Bolshack Dragon;Crimson Hammer:Aura Blast",
                           "--variants", str(variants), "--against", "light-water-control",
                           "-n", "4", "--workers", "1", "--no-progress")
    assert code == 0, err
    assert "-Brawler Zyler +Bolshack Dragon" in text and "more-dragons" in text
    assert "  game                       Duel Masters, rules dm01" in text
    assert "  played by                  every deck random" in text
    # A swap that breaks C003 is refused before any duel.
    code, _, err = run_cli(capsys, "sweep", "--game", "dm", "fire-nature-rush",
                        "--swap", "Brawler Zyler:Crimson Hammer", "--against", "light-water-control",
                        "-n", "2")
    assert code == 2 and "5 copies of 'Crimson Hammer'" in error_line(err)


def test_hands_game_dm_uses_the_dm_opening(capsys):
    # 5 cards in hand (the shields are set aside unseen), no draw on the first player's turn 1.
    code, text, _ = run_cli(capsys, "hands", "--game", "dm", "fire-nature-rush",
                         "--cards", "Brawler Zyler", "--turn", "1", "--trials", "1000")
    assert code == 0
    assert "fire-nature-rush: 40 cards, 4 of Brawler Zyler; at least 1 by your turn 1 (dm01" in text
    first = 1 - comb(36, 5) / comb(40, 5)
    second = 1 - comb(36, 6) / comb(40, 6)
    assert f" 5 cards seen: exact {100 * first:6.2f}%" in text
    assert f" 6 cards seen: exact {100 * second:6.2f}%" in text


def test_bench_game_dm(capsys):
    code, text, _ = run_cli(capsys, "bench", "--game", "dm", "--seconds", "0.2")
    assert code == 0
    assert text.startswith("playout, fire-nature-rush vs light-water-control: ") and "duels/s" in text


def test_cards_game_dm_lists_the_pool_and_checks_decks(capsys, tmp_path):
    code, text, _ = run_cli(capsys, "cards", "--game", "dm")
    assert code == 0
    assert text.splitlines()[:3] == ["120 cards the engine implements, of 120 in the DM-01 pool:",
                                     "  Creatures: 95", "  Spells: 25"]
    code, text, _ = run_cli(capsys, "cards", "--game", "dm", "--all")
    assert "    Bolshack Dragon (Fire, cost 6)" in text
    code, text, _ = run_cli(capsys, "cards", "--game", "dm", "fire-nature-rush")
    assert code == 0 and text == "fire-nature-rush: every card is implemented\n"
    bad = _deck_file(tmp_path, "bad.txt", "4 Brawler Zyler\n")
    code, _, err = run_cli(capsys, "cards", "--game", "dm", bad)
    assert code == 2 and "4 cards, a deck has exactly 40 (C002)" in error_line(err)


# --- replay ----------------------------------------------------------------------------------

def test_replay_game_dm_matches_the_run_record(capsys, tmp_path):
    out = tmp_path / "run"
    assert run_cli(capsys, "matchup", "--game", "dm", "-n", "6", "--workers", "1", "--out", str(out),
                "--no-progress")[0] == 0
    code, text, _ = run_cli(capsys, "replay", "--run", str(out), "--index", "3")
    assert code == 0
    lines = text.splitlines()
    assert lines[0].startswith("fire-nature-rush (player 0) vs light-water-control (player 1), duel seed ")
    assert "== Turn 1: light-water-control ==" in text  # duel 3: deck B goes first
    assert "  -- Charge step --" in text and "  -- Main step --" in text
    assert lines[-1] == f"matches duel 3 of {out}"
    assert "(shields " in lines[-2]
    # The same duel from its seed, without the run folder.
    record = [r for r in read_results(out / "duels.jsonl") if r["index"] == 3][0]
    code, again, _ = run_cli(capsys, "replay", "--game", "dm", "--seed", str(record["seed"]),
                          "--first", "1")
    assert code == 0
    assert again.splitlines()[1:] == lines[1:-1] and again.splitlines()[0] == lines[0]
    # A Duel Masters run is not replayed as Yu-Gi-Oh!.
    code, _, err = run_cli(capsys, "replay", "--run", str(out), "--index", "3", "--game", "ygo")
    assert code == 2 and "holds a --game dm run" in error_line(err)


def test_replay_of_a_dm_run_with_search_agents(capsys, tmp_path):
    out = tmp_path / "run"
    assert run_cli(capsys, "matchup", "--game", "dm", "-n", "2", "--agents", "mc:1,random",
                "--workers", "1", "--out", str(out), "--no-progress")[0] == 0
    code, text, _ = run_cli(capsys, "replay", "--run", str(out), "--index", "1")
    assert code == 0
    assert "Turn 1: light-water-control" in text and "attack the player with" in text
    assert text.splitlines()[-1] == f"matches duel 1 of {out}"


def test_dm_event_replay_is_the_runner_duel():
    # The recorded game is the one playout plays: same winner, reason, turns and decisions.
    from pysim import dm_events

    for a, b in ((DECKS[0], DECKS[1]), (DECKS[2], DECKS[3]), (DECKS[3], DECKS[0])):
        spec = _spec(a, b)
        for r in run_matchup(spec, 25, seed=2, workers=1, progress=False):
            record, _ = dm_events.replay_events(spec, r["seed"], r["first"], boards=False)
            assert record == {k: v for k, v in r.items() if k != "index"}


def test_dm_replay_log_reads_like_a_judges_notes():
    # Over a few duels the log shows every kind of event the brief names.
    from pysim import dm_events
    from pysim.events import format_events

    spec = _spec("darkness-fire-removal", "light-water-control")
    kinds, text = set(), []
    for r in run_matchup(spec, 30, seed=4, workers=1, progress=False):
        _, recorded = dm_events.replay_events(spec, r["seed"], r["first"], names=("A", "B"),
                                              boards=False)
        kinds |= {e["kind"] for e in recorded.events}
        text += format_events(recorded.events)
    log = "\n".join(text)
    assert {"turn", "phase", "action", "draw", "summon", "battle", "break", "destroy", "mana",
            "win"} <= kinds
    for phrase in (" charges ", " summons ", " casts ", " attacks the player with ",
                   " blocks with ", "'s shield is broken: ", "declares the Shield Trigger of ",
                   "for free (Shield Trigger)", " is destroyed", " wins by ", " taps ",
                   " (forced)", "battle: "):
        assert phrase in log, phrase


def test_replay_game_dm_json_has_events_and_boards(capsys, tmp_path):
    path = tmp_path / "d.json"
    code, _, _ = run_cli(capsys, "replay", "--game", "dm", "--seed", "5", "--first", "0", "--json",
                      str(path), "--quiet")
    assert code == 0
    data = json.loads(path.read_text())
    assert [e["i"] for e in data["events"]] == list(range(len(data["events"])))
    assert {e["step"] for e in data["events"]} >= {None, "charge", "main", "attack"}
    assert data["players"] == ["fire-nature-rush", "light-water-control"]
    assert data["meta"]["rules"] == "dm01" and data["events"][-1]["kind"] == "win"
    board = data["events"][-1]["board"]
    assert set(board["players"][0]) == {"hand", "mana", "shields", "battle", "graveyard", "deck"}
    total = sum(len(board["players"][0][z]) for z in ("hand", "mana", "shields", "battle",
                                                      "graveyard")) + board["players"][0]["deck"]
    assert total == 40
    code, _, err = run_cli(capsys, "replay", "--game", "dm", "--seed", "5", "--first", "0", "--html",
                        str(tmp_path / "d.html"))
    assert code == 2 and "--html draws a Yu-Gi-Oh! board" in error_line(err)


# --- bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ("4 Brawler Zyler\nfour Crimson Hammer\n", "line 2: expected 'count name', got 'four Crimson Hammer'"),
    ("4 Brawler Zyler\n4 Nonexistent Card\n", "line 2: unknown card name 'Nonexistent Card' (not in DM-01)"),
    ("# a comment\n5 Brawler Zyler\n", "line 2: count 5 is not 1-4"),
    ("3 Brawler Zyler\n2 brawler zyler\n", "line 2: 5 copies of 'Brawler Zyler' (at most 4, C003)"),
    ("4 Brawler Zyler\n", ": 4 cards, a deck has exactly 40 (C002)"),
])
def test_bad_dm_deck_files_are_one_error_line(capsys, tmp_path, text, message):
    path = _deck_file(tmp_path, "bad.txt", text)
    code, out, err = run_cli(capsys, "matchup", "--game", "dm", path, "fire-nature-rush", "-n", "2")
    assert code == 2 and out == ""
    assert error_line(err) == f"ygo-sim: error: {path}{'' if message.startswith(':') else ' '}{message}"


def test_every_bad_dm_deck_is_reported_at_once(capsys, tmp_path):
    a = _deck_file(tmp_path, "a.txt", "5 Brawler Zyler\n")
    b = _deck_file(tmp_path, "b.txt", "4 Brawler Zyler\n")
    code, _, err = run_cli(capsys, "gauntlet", "--game", "dm", a, b, "fire-nature-rush", "-n", "2")
    assert code == 2
    assert err.splitlines() == ["ygo-sim: error: 2 of 3 decks are invalid:",
                                f"  {a} line 1: count 5 is not 1-4",
                                f"  {b}: 4 cards, a deck has exactly 40 (C002)"]


def test_unknown_dm_deck_name_suggests_the_bundled_ones(capsys):
    code, _, err = run_cli(capsys, "matchup", "--game", "dm", "fire-nature-rsh", "light-water-control")
    line = error_line(err)
    assert code == 2
    assert "not a bundled deck either; did you mean fire-nature-rush" in line
    assert "(bundled: darkness-fire-removal, fire-nature-rush, light-water-control, water-nature-ramp)" in line


@pytest.mark.parametrize("option", [["--cdb", "x.cdb"], ["--lflist", "x.conf"], ["--no-validate"],
                                    ["--rules", "mr3"]])
def test_yugioh_only_options_are_refused_for_dm(capsys, option):
    code, _, err = run_cli(capsys, "matchup", "--game", "dm", *option, "-n", "2")
    assert code == 2
    assert ("is for Yu-Gi-Oh! card data" in error_line(err)
            or "plays one rule set, 'dm01'" in error_line(err))


def test_yugioh_stays_the_default(capsys, tmp_path):
    out = tmp_path / "run"
    code, text, _ = run_cli(capsys, "matchup", "-n", "4", "--workers", "1", "--out", str(out),
                         "--no-progress")
    assert code == 0 and "starter-yugi vs starter-kaiba: 4 duels" in text
    # The Yu-Gi-Oh! summary names its game and rules too.
    assert "  game                       Yu-Gi-Oh!, rules mr3" in text
    summary = json.loads((out / "summary.json").read_text())
    assert (summary["game"], summary["rules"]) == ("ygo", "mr3")
    assert "game" not in json.loads((out / "run.json").read_text())["spec"]
