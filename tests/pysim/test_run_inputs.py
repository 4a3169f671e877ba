"""Runs that cannot go well (issue 7, items 13 and 14): decks over the engine's capacity, runs in
which every duel fails, dead cards in play, result files that cannot be written. Each test names
the input it guards."""
import errno
import json
import re
from pathlib import Path

import pytest

from pysim import runner
from helpers import effect_monster_cdb
from helpers import run_cli
from pysim.runner import Matchup, check_capacity, run_matchup
from pysim.tables import OutputError, write_csv_json

REPO = Path(__file__).resolve().parents[2]
BLUE_EYES = 89631139
FULL = Path("/dev/full")  # every write fails with ENOSPC (Linux)


@pytest.fixture(autouse=True)
def engine(monkeypatch):
    try:
        from ygo_core import Duel  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"ygo_core is not built: {exc}")
    # Failing duels played in this process count towards its logging cap, which forked workers
    # of later tests inherit: keep the count as it was.
    monkeypatch.setattr(runner, "_failures_logged", runner._failures_logged)


def _ydk(path: Path, main_deck, extra=()) -> str:
    path.write_text("#main\n" + "".join(f"{c}\n" for c in main_deck)
                    + "#extra\n" + "".join(f"{c}\n" for c in extra))
    return str(path)


# ---- decks over the engine's capacity ------------------------------------------------------

def test_no_validate_main_deck_over_cap_pile_is_an_error_before_any_duel(capsys, tmp_path):
    # Input: --no-validate with an 81-card Main Deck (CAP_PILE is 80): one error line, exit 2,
    # and no duel played (before: every duel failed, "0 duels", exit 0).
    big = _ydk(tmp_path / "big.ydk", [BLUE_EYES] * 81)
    out = tmp_path / "run"
    code, text, err = run_cli(capsys, "matchup", big, "vanilla-kaiba", "-n", "4", "-w", "1",
                           "--no-validate", "--no-progress", "--out", str(out))
    assert code == 2 and text == ""
    assert err == ("ygo-sim: error: deck 'big': its Main Deck has 81 cards; the engine holds "
                   "at most 80 cards in one pile\n")
    assert not out.exists()


def test_no_validate_80_card_main_deck_plays(capsys, tmp_path):
    # Input: exactly CAP_PILE (80) Main Deck cards: the engine holds them, the duels play.
    deck = _ydk(tmp_path / "eighty.ydk", [BLUE_EYES] * 80)
    code, text, _ = run_cli(capsys, "matchup", deck, "vanilla-kaiba", "-n", "2", "-w", "1",
                         "--no-validate", "--no-progress")
    assert code == 0 and "eighty vs vanilla-kaiba: 2 duels" in text


def test_cards_over_cap_cards_in_all_is_an_error(capsys, tmp_path):
    # Input: two 80-card Main Decks and a 1-card Extra Deck: 161 cards, over CAP_CARDS (160).
    # A player's piles share CAP_PILE (80) cells (layout 5), so deck 'a' is refused first.
    a = _ydk(tmp_path / "a.ydk", [BLUE_EYES] * 80, extra=[BLUE_EYES])
    b = _ydk(tmp_path / "b.ydk", [BLUE_EYES] * 80)
    code, _, err = run_cli(capsys, "gauntlet", a, b, "-n", "2", "-w", "1", "--no-validate",
                        "--no-progress")
    assert code == 2
    assert err == ("ygo-sim: error: deck 'a': its Main and Extra Decks hold 81 cards; the engine "
                   "holds at most 80 cards of one player\n")


def test_matchup_spec_refuses_decks_over_capacity():
    # Input: the Python API (Matchup), a Main Deck of 81 or an Extra Deck of 81 cards.
    with pytest.raises(ValueError, match="^deck A: its Main Deck has 81 cards"):
        Matchup((BLUE_EYES,) * 81, (BLUE_EYES,) * 40)
    with pytest.raises(ValueError, match="^deck B: its Extra Deck has 81 cards"):
        Matchup((BLUE_EYES,) * 40, (BLUE_EYES,) * 40, (), (BLUE_EYES,) * 81)
    # A player's piles share CAP_PILE (80) cells (layout 5): 161 cards in all fail on deck A's 81.
    with pytest.raises(ValueError, match="^deck A: its Main and Extra Decks hold 81 cards"):
        Matchup((BLUE_EYES,) * 80, (BLUE_EYES,) * 80, (BLUE_EYES,))
    with pytest.raises(ValueError, match="^x: its Main and Extra Decks hold 160 cards"):
        check_capacity({"x": ((BLUE_EYES,) * 80, (BLUE_EYES,) * 80)})
    check_capacity({"x": ((BLUE_EYES,) * 65, (BLUE_EYES,) * 15), "y": ((BLUE_EYES,) * 80, ())})  # 80 each: fits


def test_saved_run_with_decks_over_capacity_says_so():
    # Input: a run.json describing an 81-card deck: the capacity message, not "not a matchup".
    data = Matchup((BLUE_EYES,) * 40, (BLUE_EYES,) * 40).fingerprint()
    data["deck_a"] = [BLUE_EYES] * 81
    with pytest.raises(ValueError, match="^deck A: its Main Deck has 81 cards"):
        Matchup.from_fingerprint(data)


# ---- every duel failed ---------------------------------------------------------------------

def _failing_factory(self):
    def make_duel(engine_seed, first):
        raise RuntimeError("the engine broke")
    return make_duel


def test_a_matchup_where_every_duel_failed_exits_1(capsys, tmp_path, monkeypatch):
    # Input: a run whose every duel raises: the summary, then one error line, exit 1 (was 0).
    monkeypatch.setattr(Matchup, "factory", _failing_factory)
    out = tmp_path / "run"
    code, text, err = run_cli(capsys, "matchup", "vanilla-yugi", "vanilla-kaiba", "-n", "3",
                           "-w", "1", "--no-progress", "--out", str(out))
    assert code == 1
    assert "vanilla-yugi vs vanilla-kaiba: 0 duels" in text and re.search(r"failed duels +3$", text, re.M)
    assert err.strip().splitlines()[-1] == (
        "ygo-sim: error: vanilla-yugi vs vanilla-kaiba: every duel failed (3 of 3); the first: "
        "RuntimeError: the engine broke")
    assert json.loads((out / "summary.json").read_text())["errors"] == 3


def test_a_matchup_where_some_duels_failed_exits_0(capsys, monkeypatch):
    # Input: a run where one duel of three raises: the rest count, exit 0.
    real = Matchup.factory

    def some_fail(self):
        make = real(self)
        calls = []

        def make_duel(engine_seed, first):
            calls.append(1)
            if len(calls) == 2:
                raise RuntimeError("one bad duel")
            return make(engine_seed, first)
        return make_duel
    monkeypatch.setattr(Matchup, "factory", some_fail)
    code, text, _ = run_cli(capsys, "matchup", "vanilla-yugi", "vanilla-kaiba", "-n", "3",
                         "-w", "1", "--no-progress")
    assert code == 0 and ": 2 duels" in text and re.search(r"failed duels +1$", text, re.M)


def test_a_gauntlet_pair_where_every_duel_failed_exits_1(capsys, monkeypatch):
    # Input: a gauntlet whose duels all raise: each pair is named on stderr, exit 1.
    monkeypatch.setattr(Matchup, "factory", _failing_factory)
    code, _, err = run_cli(capsys, "gauntlet", "vanilla-yugi", "vanilla-kaiba", "-n", "2", "-w", "1",
                        "--no-progress")
    assert code == 1
    assert "ygo-sim: error: vanilla-yugi vs vanilla-kaiba: every duel failed (2 of 2)" in err


def test_a_sweep_run_where_every_duel_failed_exits_1(capsys, monkeypatch):
    # Input: a sweep whose duels all raise: exit 1, the variant and opponent named.
    monkeypatch.setattr(Matchup, "factory", _failing_factory)
    code, _, err = run_cli(capsys, "sweep", "vanilla-yugi", "--against", "vanilla-kaiba", "-n", "2",
                        "-w", "1", "--no-progress")
    assert code == 1
    assert "ygo-sim: error: vanilla-yugi vs vanilla-kaiba: every duel failed (2 of 2)" in err


# ---- dead cards ----------------------------------------------------------------------------


def test_dead_cards_are_counted_and_named_on_screen_and_in_summary_json(capsys, tmp_path):
    # Input: --no-validate with 3 copies of an unimplemented card in deck A: the summary says
    # A played 3 dead cards and names them; summary.json holds the same.
    code = 99_999_001
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", code))
    lines = (REPO / "pysim/data/decks/vanilla-yugi.ydk").read_text().splitlines()
    lines[2:5] = [str(code)] * 3
    deck = tmp_path / "effect.ydk"
    deck.write_text("\n".join(lines) + "\n")
    out = tmp_path / "run"
    exit_code, text, _ = run_cli(capsys, "matchup", str(deck), "vanilla-kaiba", "-n", "2", "-w", "1",
                              "--cdb", cdb, "--no-validate", "--no-progress", "--out", str(out))
    assert exit_code == 0
    assert ("  effect played 3 dead cards (not implemented yet): Test Effect Monster (99999001) x3"
            in text.splitlines())
    assert "vanilla-kaiba played" not in text
    dead = json.loads((out / "summary.json").read_text())["dead_cards"]
    assert dead == {"A": {"count": 3, "cards": [{"code": code, "name": "Test Effect Monster",
                                                   "copies": 3}]},
                    "B": {"count": 0, "cards": []}}


def test_no_dead_cards_no_dead_card_line(capsys, tmp_path):
    # Input: two fully implemented decks: no dead-card line, zero counts in summary.json.
    out = tmp_path / "run"
    code, text, _ = run_cli(capsys, "matchup", "-n", "2", "-w", "1", "--no-progress", "--out", str(out))
    assert code == 0 and "dead card" not in text
    dead = json.loads((out / "summary.json").read_text())["dead_cards"]
    assert dead["A"]["count"] == dead["B"]["count"] == 0


def test_gauntlet_names_its_dead_cards(capsys, tmp_path):
    # Input: a gauntlet with --no-validate and a deck with one dead card.
    code = 99_999_001
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", code))
    lines = (REPO / "pysim/data/decks/vanilla-yugi.ydk").read_text().splitlines()
    lines[2] = str(code)
    deck = tmp_path / "effect.ydk"
    deck.write_text("\n".join(lines) + "\n")
    exit_code, text, _ = run_cli(capsys, "gauntlet", str(deck), "vanilla-kaiba", "-n", "2", "-w", "1",
                              "--cdb", cdb, "--no-validate", "--no-progress")
    assert exit_code == 0
    assert "  effect played 1 dead card (not implemented yet): Test Effect Monster (99999001) x1" in text


# ---- result files that cannot be written ---------------------------------------------------

needs_dev_full = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (Linux)")


@needs_dev_full
def test_full_disk_while_writing_duels_jsonl_names_the_file(capsys, tmp_path):
    # Input: duels.jsonl on a full disk (a link to /dev/full: every write is ENOSPC).
    out = tmp_path / "run"
    out.mkdir()
    (out / "duels.jsonl").symlink_to(FULL)
    code, _, err = run_cli(capsys, "matchup", "-n", "2", "-w", "1", "--no-progress", "--out", str(out))
    assert code == 2
    assert err == f"ygo-sim: error: cannot write {out / 'duels.jsonl'}: No space left on device\n"


@needs_dev_full
def test_full_disk_while_writing_summary_json_names_the_file(capsys, tmp_path):
    # Input: summary.json on a full disk.
    out = tmp_path / "run"
    out.mkdir()
    (out / "summary.json").symlink_to(FULL)
    code, _, err = run_cli(capsys, "matchup", "-n", "2", "-w", "1", "--no-progress", "--out", str(out))
    assert code == 2
    assert err == f"ygo-sim: error: cannot write {out / 'summary.json'}: No space left on device\n"


@needs_dev_full
def test_full_disk_while_writing_the_manifest_names_the_file(tmp_path):
    # Input: run.json on a full disk (the API: an OutputError, an OSError with errno ENOSPC).
    out = tmp_path / "run"
    out.mkdir()
    (out / "run.json").symlink_to(FULL)
    spec = Matchup((BLUE_EYES,) * 40, (BLUE_EYES,) * 40)
    with pytest.raises(OutputError) as info:
        run_matchup(spec, 1, workers=1, out_dir=out, progress=False)
    assert str(info.value) == f"cannot write {out / 'run.json'}: No space left on device"
    assert info.value.errno == errno.ENOSPC and info.value.filename == str(out / "run.json")
    assert isinstance(info.value, OSError)


@needs_dev_full
def test_full_disk_while_writing_matrix_files_names_the_file(tmp_path):
    # Input: matrix.csv (then matrix.json) on a full disk.
    (tmp_path / "m.csv").symlink_to(FULL)
    with pytest.raises(OutputError, match=rf"^cannot write {tmp_path / 'm.csv'}: No space"):
        write_csv_json(tmp_path, "m.csv", "m.json", ["a"], [{"a": 1}], {"a": 1})
    (tmp_path / "n.json").symlink_to(FULL)
    with pytest.raises(OutputError, match=rf"^cannot write {tmp_path / 'n.json'}: No space"):
        write_csv_json(tmp_path, "n.csv", "n.json", ["a"], [{"a": 1}], {"a": 1})


def test_any_os_error_while_writing_results_names_the_file(tmp_path, monkeypatch):
    # Input: an OSError other than ENOSPC (EIO here, by monkeypatching the sink's write).
    class Broken:
        def __init__(self, *a, **k):
            pass

        def write(self, text):
            raise OSError(errno.EIO, "Input/output error")

        def flush(self):
            pass

        def close(self):
            pass

    spec = Matchup((BLUE_EYES,) * 40, (BLUE_EYES,) * 40)
    out = tmp_path / "run"
    real_open = Path.open

    def fake_open(self, mode="r", *args, **kwargs):
        if self.name == runner.RESULTS_FILE and "a" in mode:
            return Broken()
        return real_open(self, mode, *args, **kwargs)
    monkeypatch.setattr(Path, "open", fake_open)
    with pytest.raises(OutputError) as info:
        run_matchup(spec, 2, workers=1, out_dir=out, progress=False)
    assert str(info.value) == f"cannot write {out / runner.RESULTS_FILE}: Input/output error"


def test_an_output_folder_that_cannot_be_made_names_it(capsys, tmp_path):
    # Input: --out under a regular file (mkdir fails with ENOTDIR / EEXIST).
    blocker = tmp_path / "file"
    blocker.write_text("x")
    out = blocker / "run"
    code, _, err = run_cli(capsys, "matchup", "-n", "1", "-w", "1", "--no-progress", "--out", str(out))
    assert code == 2
    assert err.startswith(f"ygo-sim: error: cannot write {out}: ")
