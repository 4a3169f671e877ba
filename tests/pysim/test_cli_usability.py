"""The command line without dead ends (issue 10): --cdb for bench and hands, card names and
combos in hands, "did you mean" for bundled deck names, load_deck for every deck source,
-n 0 refused, and an unknown flag answered with the subcommand's usage."""
from __future__ import annotations

import math
import re

import pytest

from helpers import after_provenance, effect_monster_cdb, run_cli
from pysim import stats
from pysim.cli import main
from pysim.decks import Deck, bundled_deck_names, load_deck


def test_load_deck_takes_a_file_a_ydke_url_or_a_bundled_name(tmp_path):
    path = tmp_path / "g.ydk"
    path.write_text("#main\n46986414\n")
    assert load_deck(path) == Deck((46986414,), name="g")
    assert load_deck("ydke://JithAA==!!!") == Deck((6368038,))
    yugi = load_deck("starter-yugi")
    assert yugi.name == "starter-yugi" and len(yugi.main) == 50
    assert load_deck("starter-yugi.ydk") == yugi
    assert bundled_deck_names() == ["chaos-turbo", "dark-scorpion", "drain-burn", "empty-jar",
                                    "goat-control", "master-of-pendulum", "monarch",
                                    "starter-kaiba", "starter-yugi", "synchron-extreme",
                                    "vanilla-kaiba", "vanilla-yugi", "warrior", "zombie"]
    # The Master Rule 3 products (pysim/data/decks/mr3/) load by name too.
    sdse = load_deck("synchron-extreme")
    assert sdse.name == "synchron-extreme" and (len(sdse.main), len(sdse.extra)) == (40, 4)


def test_a_bundled_name_with_a_typo_gets_did_you_mean_and_the_list():
    with pytest.raises(FileNotFoundError) as exc:
        load_deck("startr-yugi")
    assert str(exc.value) == (
        "deck file not found: startr-yugi; not a bundled deck either (did you mean starter-yugi "
        "or starter-kaiba?); the bundled decks are chaos-turbo, dark-scorpion, drain-burn, "
        "empty-jar, goat-control, master-of-pendulum, monarch, starter-kaiba, starter-yugi, "
        "synchron-extreme, vanilla-kaiba, vanilla-yugi, warrior, zombie")
    with pytest.raises(FileNotFoundError, match=r"^deck file not found: some/where\.ydk$"):
        load_deck("some/where.ydk")  # a path: no bundled names offered


def test_the_command_line_offers_the_bundled_names(capsys):
    code, out, err = run_cli(capsys, "matchup", "vanila-kaiba", "starter-yugi", "--no-progress")
    assert code == 2 and out == ""
    assert "did you mean vanilla-kaiba" in err and "the bundled decks are" in err


@pytest.mark.parametrize("command", [["matchup"], ["gauntlet", "a", "b"], ["sweep", "a"]])
def test_zero_duels_is_an_error(capsys, command):
    with pytest.raises(SystemExit) as exc:
        main(command + ["-n", "0"])
    assert exc.value.code == 2
    assert "argument -n: must be at least 1, got 0" in capsys.readouterr().err


def test_an_unknown_flag_prints_the_subcommands_usage(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["hands", "starter-yugi", "--cards", "1", "--frobnicate"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ygo-sim hands ")
    assert err.rstrip().endswith("ygo-sim hands: error: unrecognized arguments: --frobnicate")


def test_bench_takes_cdb(capsys, tmp_path):
    cdb = effect_monster_cdb(tmp_path / "cards.cdb", 99999001)
    deck = tmp_path / "effect.ydk"
    deck.write_text("#main\n" + "99999001\n" * 3 + "\n".join(["6368038"] * 37) + "\n")
    code, _, err = run_cli(capsys, "bench", str(deck), "vanilla-kaiba", "--seconds", "0.1")
    assert code == 2 and "unknown card passcode(s) 99999001 (give their cards.cdb with --cdb)" in err
    code, out, _ = run_cli(capsys, "bench", str(deck), "vanilla-kaiba", "--seconds", "0.1",
                        "--cdb", str(cdb))
    assert code == 0 and out.startswith("playout, effect vs vanilla-kaiba: ")


def test_hands_takes_names_and_prints_them(capsys):
    # vanilla-yugi: 2 x Great White (13429800), 2 x Mystical Elf (15025844) of 40.
    code, by_name, _ = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "great white,Mystical Elf",
                            "--trials", "2000")
    code2, by_code, _ = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "13429800,15025844",
                             "--trials", "2000")
    # The results agree; the provenance lines above them differ in their date and wall time.
    assert code == code2 == 0
    assert after_provenance(by_name.splitlines()) == after_provenance(by_code.splitlines())
    assert "4 of Great White (13429800) or Mystical Elf (15025844)" in by_name
    code, _, err = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "Mystical Elff")
    assert code == 2 and "'Mystical Elff' is neither (did you mean 'Mystical Elf'?)" in err


def test_hands_name_with_a_comma(capsys):
    code, out, _ = run_cli(capsys, "hands", "starter-yugi", "--cards",
                        "Winged Dragon, Guardian of the Fortress #1,Dark Magician", "--trials", "100")
    assert code == 0
    assert "Winged Dragon, Guardian of the Fortress #1 (87796900)" in out and "Dark Magician (46986414)" in out


def test_hands_answers_a_combo(capsys):
    code, out, _ = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "Great White",
                        "--cards", "Mystical Elf", "--turn", "1", "--trials", "20000")
    assert code == 0
    assert "2 of Great White (13429800) and 2 of Mystical Elf (15025844); one of each by your turn 1" in out
    # Both groups in 5 (going first) and 6 cards of 40, by inclusion-exclusion.
    for seen, label in ((5, "going first"), (6, "going second")):
        exact = 1 - 2 * math.comb(38, seen) / math.comb(40, seen) + math.comb(36, seen) / math.comb(40, seen)
        assert re.search(rf"{label} +{seen} cards seen: exact +{100 * exact:.2f}%", out)
    code, _, err = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "Great White",
                        "--cards", "Great White")
    assert code == 2 and "a card is in two --cards groups: Great White (13429800)" in err
    code, _, err = run_cli(capsys, "hands", "vanilla-yugi", "--cards", "Great White",
                        "--cards", "Mystical Elf", "--at-least", "2")
    assert code == 2 and "--at-least counts copies of one --cards group" in err


def test_combo_probability_matches_sampling_and_the_one_group_case():
    assert stats.combo_probability(40, [3], 5) == pytest.approx(
        stats.opening_hand_probability(40, 3, 5, 1))
    exact = stats.combo_probability(40, [3, 2, 4], 10)
    sampled = stats.sampled_combo_probability(40, [3, 2, 4], 10, trials=40_000, seed=1)
    assert sampled.lo <= exact <= sampled.hi
    assert stats.combo_probability(40, [3, 0], 10) == 0
    with pytest.raises(ValueError):
        stats.combo_probability(5, [3, 3], 2)


class _Bar:
    # A progress bar that notes its updates.
    def __init__(self):
        self.updates = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def update(self, k):
        self.updates.append(k)

    def set_postfix(self, **kw):
        pass


@pytest.mark.parametrize("agents, n, per_update", [(("greedy", "random"), 3, [1, 1, 1]),
                                                   (("random", "random"), 64, [4] * 16)])
def test_progress_moves_per_duel_with_search_agents(monkeypatch, agents, n, per_update):
    # Random play keeps its chunks (64 duels, one worker: 4 a chunk).
    from pysim import runner
    from pysim.cli import engine_matchup, load_cards, read_deck

    bars = []
    monkeypatch.setattr(runner, "_progress_bar",
                        lambda *a, **kw: bars.append(_Bar()) or bars[-1])
    cards = load_cards(None)
    spec = engine_matchup(read_deck("vanilla-yugi"), read_deck("vanilla-kaiba"), cards, cdb=None,
                          rules="mr3", allow_unimplemented=False, agents=agents)
    records = runner.run_matchup(spec, n, seed=1, workers=1)
    assert len(records) == n and bars[0].updates == per_update
