"""`ygo-sim cards` (what the engine implements, and what each deck is missing) and the
gauntlet's report of every invalid deck at once (issue 8, "Also")."""
from pathlib import Path

import pytest

from helpers import effect_monster_cdb
from helpers import run_cli

REPO = Path(__file__).resolve().parents[2]
VANILLA = REPO / "pysim/data/decks/vanilla-yugi.ydk"
DEAD = 99_999_101


def _deck_with_dead_cards(path: Path, copies: int) -> str:
    # The vanilla deck with its first `copies` Main Deck cards swapped for the dead card.
    lines = VANILLA.read_text().splitlines()
    swapped = 0
    for i, line in enumerate(lines):
        if line.strip().isdigit() and swapped < copies:
            lines[i] = str(DEAD)
            swapped += 1
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_cards_counts_what_the_engine_implements_by_kind(capsys):
    code, out, _ = run_cli(capsys, "cards")
    assert code == 0
    assert "cards the engine implements, of" in out
    for kind in ("Normal Monsters", "Effect Monsters", "Spells", "Traps"):
        assert f"  {kind}: " in out


def test_cards_all_lists_playable_cards_and_leaves_out_unscripted_ones(capsys, tmp_path):
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", DEAD, 'Unscripted Test Monster'))
    code, out, _ = run_cli(capsys, "cards", "--all", "--cdb", cdb)
    assert code == 0
    assert "    55144522 Pot of Greed" in out           # a scripted Spell
    assert "    89631139 Blue-Eyes White Dragon" in out  # a Normal Monster needs no script
    assert "Unscripted Test Monster" not in out


def test_cards_of_a_deck_lists_its_unimplemented_cards_and_exits_non_zero(capsys, tmp_path):
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", DEAD, 'Unscripted Test Monster'))
    deck = _deck_with_dead_cards(tmp_path / "dead.ydk", 3)
    code, out, _ = run_cli(capsys, "cards", deck, "starter-yugi", "--cdb", cdb)
    assert code == 1
    assert "dead: 1 cards (3 copies) not implemented yet:" in out
    assert f"  {DEAD:08d} Unscripted Test Monster x3" in out
    assert "starter-yugi: every card is implemented" in out


def test_cards_of_implemented_decks_exits_zero(capsys):
    code, out, _ = run_cli(capsys, "cards", "starter-yugi", "starter-kaiba")
    assert code == 0
    assert out.count("every card is implemented") == 2


def test_the_bundled_mr3_decks_have_every_card_implemented(capsys):
    # Issue 13: the two decks of the era play as they are (no --no-validate, no dead card).
    code, out, _ = run_cli(capsys, "cards", "synchron-extreme", "master-of-pendulum")
    assert code == 0
    assert out.count("every card is implemented") == 2


def test_cards_names_unknown_passcodes(capsys, tmp_path):
    deck = tmp_path / "unknown.ydk"
    deck.write_text("#main\n12345678\n")
    code, out, _ = run_cli(capsys, "cards", str(deck))
    assert code == 1
    assert "unknown passcodes 12345678" in out


def test_gauntlet_reports_every_invalid_deck_at_once(capsys, tmp_path):
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", DEAD, 'Unscripted Test Monster'))
    one = _deck_with_dead_cards(tmp_path / "one.ydk", 1)
    two = _deck_with_dead_cards(tmp_path / "two.ydk", 2)
    code, _, err = run_cli(capsys, "gauntlet", one, "vanilla-kaiba", two, "--cdb", cdb, "-n", "2")
    assert code == 2
    assert "2 of 3 decks are invalid" in err
    assert "deck 'one': 1 card the engine does not implement yet" in err
    assert "deck 'two': 1 card the engine does not implement yet" in err


def test_a_single_invalid_deck_keeps_the_one_line_error(capsys, tmp_path):
    cdb = str(effect_monster_cdb(tmp_path / "cards.cdb", DEAD, 'Unscripted Test Monster'))
    one = _deck_with_dead_cards(tmp_path / "one.ydk", 1)
    code, _, err = run_cli(capsys, "gauntlet", one, "vanilla-kaiba", "--cdb", cdb, "-n", "2")
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "deck 'one'" in err
