"""The ``ygo-sim`` command line end to end on small runs, and its error exits."""
import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import effect_monster_cdb, run_cli, error_line
from pysim.cli import main

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def engine():
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")


def _starter_matchup():
    from pysim.cli import read_deck
    from pysim.runner import Matchup

    yugi, kaiba = read_deck("starter-yugi"), read_deck("starter-kaiba")
    return Matchup(yugi.main, kaiba.main, yugi.extra, kaiba.extra)


def test_matchup_without_decks_plays_the_starter_decks(capsys, tmp_path):
    from pysim.runner import run_matchup

    out = tmp_path / "run"
    code, text, _ = run_cli(capsys, "matchup", "-n", "8", "--workers", "2", "--seed", "3",
                         "--out", str(out), "--no-progress")
    assert code == 0
    assert "starter-yugi vs starter-kaiba: 8 duels" in text
    assert "starter-yugi going first" in text
    records = [json.loads(line) for line in (out / "duels.jsonl").read_text().splitlines()]
    # Exactly the duels of the Starter Deck matchup with that seed.
    expected = run_matchup(_starter_matchup(), 8, seed=3, workers=1, progress=False)
    assert sorted(records, key=lambda r: r["index"]) == expected
    assert all("error" not in r for r in expected)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["n"] == 8 and summary["deck_a"] == "starter-yugi"
    assert summary["deck_b"] == "starter-kaiba"
    assert summary["a"]["wins"] == sum(r["winner"] == "A" for r in expected)
    assert summary["a"]["wins"] + summary["b"]["wins"] + summary["draws"]["wins"] == 8


def test_vanilla_decks_stay_reachable_by_name(capsys):
    code, text, _ = run_cli(capsys, "matchup", "vanilla-yugi", "vanilla-kaiba.ydk", "-n", "4",
                         "-w", "1", "--no-progress")
    assert code == 0
    assert "vanilla-yugi vs vanilla-kaiba: 4 duels" in text
    assert re.search(r"failed duels +0$", text, re.M)


def test_matchup_resume_extends_the_run(capsys, tmp_path):
    out = str(tmp_path / "run")
    assert run_cli(capsys, "matchup", "-n", "4", "-w", "1", "--out", out, "--no-progress")[0] == 0
    code, _, err = run_cli(capsys, "matchup", "-n", "4", "-w", "1", "--out", out,
                        "--no-progress")
    assert code == 2 and "resume" in error_line(err)
    code, text, _ = run_cli(capsys, "matchup", "-n", "6", "-w", "2", "--out", out, "--resume",
                         "--no-progress")
    assert code == 0 and ": 6 duels" in text
    lines = (tmp_path / "run" / "duels.jsonl").read_text().splitlines()
    assert sorted(json.loads(line)["index"] for line in lines) == list(range(6))
    # The same run in one go, 2 workers: identical records.
    fresh = tmp_path / "fresh"
    run_cli(capsys, "matchup", "-n", "6", "-w", "2", "--out", str(fresh), "--no-progress")
    key = lambda line: json.loads(line)["index"]  # noqa: E731
    assert sorted(lines, key=key) == sorted(
        (fresh / "duels.jsonl").read_text().splitlines(), key=key)


def test_matchup_with_deck_files_and_ydke(capsys, tmp_path):
    from pysim.cli import read_deck
    from pysim.decks import to_ydke

    deck_b = to_ydke(read_deck("vanilla-kaiba"))
    path = tmp_path / "mine.ydk"
    path.write_text((REPO / "pysim/data/decks/vanilla-yugi.ydk").read_text().replace("\n", "\r\n"))
    code, text, _ = run_cli(capsys, "matchup", str(path), deck_b, "-n", "2", "-w", "1",
                         "--no-progress")
    assert code == 0 and "mine vs " in text


def test_unimplemented_cards_are_refused_unless_no_validate(capsys, tmp_path):
    code = 99_999_001
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", code))
    deck = tmp_path / "effect.ydk"
    lines = (REPO / "pysim/data/decks/vanilla-yugi.ydk").read_text().splitlines()
    lines[2] = str(code)  # the first Main Deck card
    deck.write_text("\n".join(lines) + "\n")
    argv = ["matchup", str(deck), "vanilla-kaiba", "-n", "2", "-w", "1", "--cdb", cdb,
            "--no-progress"]
    exit_code, _, err = run_cli(capsys, *argv)
    line = error_line(err)
    assert exit_code == 2 and "1 card the engine does not implement yet" in line
    assert "Test Effect Monster (99999001)" in line and "--no-validate" in line
    exit_code, text, _ = run_cli(capsys, *argv, "--no-validate")
    assert exit_code == 0 and "effect vs vanilla-kaiba: 2 duels" in text
    assert re.search(r"failed duels +0$", text, re.M)


@pytest.mark.parametrize("argv, words", [
    (["matchup", "missing-a.ydk", "missing-b.ydk"], "deck file not found: missing-a.ydk"),
    (["matchup", "one.ydk"], "two decks"),
    (["matchup", "--resume"], "--resume needs --out"),
    (["matchup", "--rules", "mr9"], "unknown rule set 'mr9'"),
    (["matchup", "--cdb", "nowhere.cdb"], "card database not found"),
    (["matchup", "--lflist", "nowhere.conf"], "banlist file not found"),
    (["hands", "vanilla-yugi", "--cards", "12,x"], "--cards takes passcodes"),
    (["replay", "nope.ydk", "vanilla-kaiba", "--seed", "1", "--first", "0"], "not found"),
])
def test_errors_are_one_line_and_exit_2(capsys, argv, words):
    code, out, err = run_cli(capsys, *argv, *([] if argv[0] != "matchup" else ["--no-progress"]))
    assert code == 2
    assert words in error_line(err)
    assert out == ""


def test_bad_and_illegal_deck_files(capsys, tmp_path):
    bad = tmp_path / "bad.ydk"
    bad.write_text("#main\nnot-a-card\n")
    code, _, err = run_cli(capsys, "matchup", str(bad), "vanilla-kaiba", "--no-progress")
    assert code == 2 and "bad.ydk, line 2" in error_line(err)
    unknown = tmp_path / "unknown.ydk"
    unknown.write_text("#main\n" + "12345678\n" * 40)
    code, _, err = run_cli(capsys, "matchup", str(unknown), "vanilla-kaiba", "--no-progress")
    assert code == 2 and "12345678" in err and "not legal" in err
    code, _, err = run_cli(capsys, "matchup", str(unknown), "vanilla-kaiba", "--no-validate",
                        "--no-progress")
    assert code == 2 and "unknown card passcode(s) 12345678" in error_line(err)


def test_argparse_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["matchup", "-n", "-5"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["frobnicate"])
    assert exc.value.code == 2


@pytest.mark.parametrize("command", ["matchup", "gauntlet", "sweep", "bench", "hands", "replay"])
def test_help_documents_each_command(capsys, command):
    with pytest.raises(SystemExit) as exc:
        main([command, "--help"])
    assert exc.value.code == 0
    text = capsys.readouterr().out
    assert "usage: ygo-sim " + command in text
    assert "%%" not in text  # descriptions are not %-formatted by argparse


def test_hands_exact_and_sampled(capsys):
    # vanilla-yugi holds 2 x 13429800 and 2 x 15025844: 4 of 40.
    code, text, _ = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "13429800,15025844",
                         "--at-least", "1", "--turn", "1", "--trials", "20000")
    assert code == 0
    assert "4 of Great White (13429800) or Mystical Elf (15025844)" in text
    assert re.search(r"going first +5 cards seen: exact +42\.71%", text)
    assert re.search(r"going second +6 cards seen: exact +49\.25%", text)


def _records(out: Path) -> list[dict]:
    lines = (out / "duels.jsonl").read_text().splitlines()
    return sorted((json.loads(line) for line in lines), key=lambda r: r["index"])


def _result_line(record: dict, names=("starter-yugi", "starter-kaiba")) -> str:
    winner = {"A": f"{names[0]} wins", "B": f"{names[1]} wins", "draw": "draw"}[record["winner"]]
    return (f"seed {record['seed']}, {names[record['first']]} first: {winner} by "
            f"{record['reason']} on turn {record['turns']} after {record['decisions']} decisions")


def test_replay_of_a_run_matches_every_recorded_duel(capsys, tmp_path):
    out = tmp_path / "run"
    run_cli(capsys, "matchup", "-n", "6", "-w", "2", "--seed", "9", "--out", str(out),
         "--no-progress")
    records = _records(out)
    assert {r["first"] for r in records} == {0, 1}
    for record in records:
        code, text, err = run_cli(capsys, "replay", "--run", str(out), "--index",
                               str(record["index"]))
        assert (code, err) == (0, "")
        lines = text.splitlines()
        assert lines[0].startswith("starter-yugi (player 0) vs starter-kaiba (player 1), "
                                   f"duel seed {record['seed']}: ")
        assert lines[-2].startswith(_result_line(record) + " (LP ")
        assert lines[-1] == f"matches duel {record['index']} of {out}"


def test_replay_prints_the_event_log_turn_by_turn(capsys, tmp_path):
    from pysim.runner import split_seed

    out = tmp_path / "run"
    run_cli(capsys, "matchup", "-n", "2", "-w", "1", "--seed", "4", "--out", str(out),
         "--no-progress")
    record = _records(out)[1]  # starter-kaiba went first
    code, text, _ = run_cli(capsys, "replay", "starter-yugi", "starter-kaiba",
                         "--seed", str(record["seed"]), "--first", str(record["first"]))
    assert code == 0
    engine_seed, playout_seed = split_seed(record["seed"])
    log = _starter_matchup().factory()(engine_seed, 1).playout_log(playout_seed)
    lines = text.splitlines()
    # Every chosen action of the engine's own log, in order, by its player, without card ids;
    # the forced ones marked as such in between.
    chosen = [line for line in lines if line.startswith("    ") and not line.startswith("     ")
              and not line.endswith("(forced)")]
    assert len(chosen) == len(log) > 0
    for line, (turn, player, decision, description) in zip(chosen, log):
        name = ("starter-yugi", "starter-kaiba")[player]
        assert line == f"    {name}: " + re.sub(r" \(card #\d+\)", "", description)
    assert not any("card #" in line for line in lines)
    headings = [line for line in lines if line.startswith("== Turn ")]
    assert headings == [f"== Turn {t}: " + ("starter-kaiba" if t % 2 else "starter-yugi") + " =="
                        for t in range(1, record["turns"] + 1)]
    assert any(line.startswith("  -- Main Phase 1 --") for line in lines)
    assert any(re.fullmatch(r"      .* draws .*", line) for line in lines)
    assert _result_line(record) in lines[-1]
    # The decks default to the Starter Decks.
    code, again, _ = run_cli(capsys, "replay", "--seed", str(record["seed"]), "--first", "1")
    assert code == 0 and again == text


def test_replay_writes_json_and_html_together(capsys, tmp_path):
    code, text, err = run_cli(capsys, "replay", "--seed", "3", "--first", "0", "--json",
                           str(tmp_path / "d.json"), "--html", str(tmp_path / "d.html"), "-q")
    assert (code, err) == (0, "")
    lines = text.splitlines()
    assert lines == [f"events: {tmp_path / 'd.json'}", f"viewer: {tmp_path / 'd.html'}"]
    data = json.loads((tmp_path / "d.json").read_text())
    assert data["schema"] == 1 and data["players"] == ["starter-yugi", "starter-kaiba"]
    assert data["meta"]["seed"] == 3 and data["events"][-1]["kind"] == "win"
    page = (tmp_path / "d.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and data["events"][-1]["text"] in page


def test_replay_reports_a_duel_that_differs_from_its_record(capsys, tmp_path):
    out = tmp_path / "run"
    run_cli(capsys, "matchup", "-n", "1", "-w", "1", "--out", str(out), "--no-progress")
    record = _records(out)[0]
    record["turns"] += 1
    (out / "duels.jsonl").write_text(json.dumps(record) + "\n")
    code, text, err = run_cli(capsys, "replay", "--run", str(out), "--index", "0")
    assert code == 1
    assert "the replay differs from the recorded duel" in error_line(err)
    assert f"turns {record['turns']}" in err
    assert "matches" not in text


@pytest.mark.parametrize("argv, words", [
    (["replay", "--seed", "1"], "replay needs --seed and --first"),
    (["replay", "--index", "0", "--seed", "1", "--first", "0"], "--index needs --run"),
    (["replay", "starter-yugi", "--seed", "1", "--first", "0"], "two decks"),
    (["replay", "--run", "RUN", "--index", "0", "--seed", "3"], "give only --index"),
    (["replay", "--run", "RUN"], "needs --index"),
    (["replay", "--run", "RUN", "--index", "5"], "duel 5 is not in"),
    (["replay", "--run", "nowhere", "--index", "0"], "not a run folder"),
])
def test_replay_usage_errors(capsys, tmp_path, argv, words):
    out = tmp_path / "run"
    run_cli(capsys, "matchup", "-n", "2", "-w", "1", "--out", str(out), "--no-progress")
    argv = [str(out) if a == "RUN" else a for a in argv]
    code, text, err = run_cli(capsys, *argv)
    assert code == 2 and text == ""
    assert words in error_line(err)


def test_bench_runs_on_the_starter_decks_or_given_ones(capsys):
    code, text, _ = run_cli(capsys, "bench", "--seconds", "0.2")
    assert code == 0 and re.match(r"playout, starter-yugi vs starter-kaiba: \d+ duels in", text)
    code, text, _ = run_cli(capsys, "bench", "vanilla-yugi", "vanilla-kaiba", "--seconds", "0.1")
    assert code == 0 and text.startswith("playout, vanilla-yugi vs vanilla-kaiba: ")
    code, _, err = run_cli(capsys, "bench", "vanilla-yugi")
    assert code == 2 and "bench takes two decks" in error_line(err)


def test_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "pysim.cli", "matchup", "nowhere.ydk",
                           "x.ydk"], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("ygo-sim: error: deck file not found: nowhere.ydk; not a "
                                   "bundled deck either; the bundled decks are chaos-turbo, "
                                   "dark-scorpion, drain-burn, empty-jar, goat-control, "
                                   "master-of-pendulum, monarch, "
                                   "starter-kaiba, starter-yugi, synchron-extreme, vanilla-kaiba, "
                                   "vanilla-yugi, warrior, zombie")


def test_ctrl_c_saves_finished_duels_and_resume_completes(capsys, tmp_path):
    out = tmp_path / "run"
    proc = subprocess.Popen([sys.executable, "-m", "pysim.cli", "matchup", "-n", "1000000",
                             "-w", "2", "--out", str(out), "--no-progress"],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    results = out / "duels.jsonl"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and proc.poll() is None:
        if results.exists() and results.stat().st_size > 20_000:
            break
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)  # Ctrl-C, to the command only
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "ygo-sim: interrupted" in err and "--resume" in err
    before = [json.loads(line)["index"] for line in results.read_text().splitlines()]
    assert len(before) == len(set(before)) > 0
    n = str(max(before) + 50)
    code, text, _ = run_cli(capsys, "matchup", "-n", n, "-w", "2", "--out", str(out), "--resume",
                         "--no-progress")
    assert code == 0 and f": {n} duels" in text
    after = [json.loads(line)["index"] for line in results.read_text().splitlines()]
    assert sorted(after) == list(range(int(n)))  # every index exactly once


def test_backend_options(capsys):
    import importlib.util

    code, _, err = run_cli(capsys, "matchup", "-n", "2", "--ray-address", "auto", "--no-progress")
    assert code == 2 and "--ray-address needs --backend ray" in error_line(err)
    if importlib.util.find_spec("ray") is None:
        code, _, err = run_cli(capsys, "matchup", "-n", "2", "--backend", "ray", "--no-progress")
        assert code == 2
        assert error_line(err) == ("ygo-sim: error: the Ray backend needs ray: pip install "
                                    "'ygo-sim[cluster]'")
