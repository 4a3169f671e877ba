"""Formats by name (``--format goat``): the rules, banlist, card data and bundled decks of an era
set together; a banlist of another era than the rules played is warned about; the bundled GOAT
card facts are the 2005 pool's, without card texts."""
import csv
import json
from pathlib import Path

import pytest

from conftest import GOAT_CDB, GOAT_DECKS, require
from helpers import error_line, run_cli
from pysim.banlist import Banlist
from pysim.formats import FORMATS, banlist_era_warning, get_format

GOAT = FORMATS["goat"]
#: The eight GOAT lists (../shared/decks/goat/), bundled by name.
GOAT_LISTS = ["chaos-turbo", "dark-scorpion", "drain-burn", "empty-jar", "goat-control",
              "monarch", "warrior", "zombie"]


@pytest.fixture(autouse=True)
def engine():
    pytest.importorskip("ygo_core.engine", reason="ygo_core is not built")


def _hex(fingerprint) -> str:
    import struct
    return struct.pack("<4i", *fingerprint).hex()


# --- --format goat ---------------------------------------------------------------------------

def test_format_goat_plays_bundled_lists_by_name_and_says_how(capsys, tmp_path):
    from ygo_core.carddb import CardDB
    import pysim

    out = tmp_path / "run"
    code, text, err = run_cli(capsys, "matchup", "goat-control", "chaos-turbo", "--format", "goat",
                              "-n", "2", "-w", "1", "--seed", "5", "--out", str(out),
                              "--no-progress")
    assert code == 0, err
    assert err == ""  # rules, banlist and card data agree: nothing to warn about
    assert "goat-control vs chaos-turbo: 2 duels" in text
    assert "  game                       Yu-Gi-Oh!, rules goat, format goat" in text
    assert "  banlist                    2005.4.1 (2005-04-01) of goat-lflist.conf (bundled)" in text
    summary = json.loads((out / "summary.json").read_text())
    assert summary["errors"] == 0 and summary["rules"] == "goat"
    made = summary["provenance"]
    assert (made["game"], made["rules"], made["format"], made["seed"]) == ("ygo", "goat", "goat", 5)
    assert made["banlist"]["name"] == "2005.4.1" and made["banlist"]["date"] == "2005-04-01"
    assert made["card_data"]["path"] == str(Path(GOAT.cards_path()).resolve())
    assert made["card_data"]["fingerprint"] == _hex(CardDB.from_csv(GOAT.cards_path()).fingerprint)
    assert [a["spec"] for a in made["agents"]] == ["random", "random"]
    assert made["version"] == pysim.__version__ and made["validated"] is True
    assert made["started"][:2] == "20" and made["wall_time"] > 0
    # The run folder's manifest says the same.
    run = json.loads((out / "run.json").read_text())
    assert run["spec"]["rules"] == "goat" and run["provenance"]["card_data"] == made["card_data"]


def test_format_without_decks_plays_its_own_pair(capsys):
    code, text, err = run_cli(capsys, "matchup", "--format", "tcg2002", "-n", "2", "-w", "1",
                              "--no-progress")
    assert code == 0, err
    assert "starter-yugi vs starter-kaiba: 2 duels" in text and "rules tcg2002" in text
    assert "  card data                  bundled, " in text


def test_options_given_with_a_format_replace_its_choices(capsys, tmp_path):
    cdb = require(GOAT_CDB)
    out = tmp_path / "run"
    code, _, err = run_cli(capsys, "matchup", "warrior", "zombie", "--format", "goat",
                           "--rules", "mr3", "--banlist", "2005.4.1 W/O Exarion", "--cdb", str(cdb),
                           "-n", "2", "-w", "1", "--out", str(out), "--no-progress")
    assert code == 0, err
    made = json.loads((out / "summary.json").read_text())["provenance"]
    assert made["rules"] == "mr3" and made["banlist"]["name"] == "2005.4.1 W/O Exarion"
    assert made["card_data"]["path"] == str(cdb.resolve())
    # A 2005 list under Master Rule 3: the era does not fit.
    assert "banlist '2005.4.1 W/O Exarion' dates from 2005-04-01, but --rules mr3 plays" in err


def test_a_format_of_another_game_is_refused(capsys):
    code, _, err = run_cli(capsys, "matchup", "--format", "dm", "--game", "ygo", "-n", "2")
    assert code == 2
    assert "--format dm is a Duel Masters format; it cannot play --game ygo" in error_line(err)


# --- errors and warnings ----------------------------------------------------------------------

def test_an_unknown_format_is_refused_listing_the_formats_and_their_decks(capsys):
    code, _, err = run_cli(capsys, "matchup", "--format", "got", "-n", "2")
    assert code == 2
    line = error_line(err)
    assert "unknown format 'got' (did you mean goat?); the formats are: goat (" in line
    for name in ("tcg2002 (", "mr3 (", "dm (", *GOAT_LISTS, "starter-yugi", "synchron-extreme",
                 "fire-nature-rush"):
        assert name in line
    with pytest.raises(ValueError, match="unknown format 'modern'"):
        get_format("modern")


def test_an_unknown_deck_name_lists_the_bundled_decks(capsys):
    code, _, err = run_cli(capsys, "matchup", "goat-contrl", "chaos-turbo", "--format", "goat",
                           "-n", "2")
    assert code == 2
    line = error_line(err)
    assert "goat-contrl; not a bundled deck either (did you mean goat-control?)" in line
    assert all(name in line for name in GOAT_LISTS)


def test_a_2005_banlist_under_the_default_rules_warns(capsys):
    # Without --rules the 2005 list used to play Master Rule 3 silently.
    code, text, err = run_cli(capsys, "matchup", "goat-control", "chaos-turbo", "--lflist",
                              GOAT.banlist_path(), "-n", "2", "-w", "1", "--no-progress")
    assert code == 0
    assert ("ygo-sim: warning: banlist '2005.4.1' dates from 2005-04-01, but --rules mr3 (the "
            "default) plays the rules of 2014-2017: give --rules goat (or --format goat)") in err
    # ... and the bundled GOAT lists say which format they are of.
    assert ("ygo-sim: warning: goat-control is a bundled deck of the goat format, played here "
            "under --rules mr3 (the default): --format goat plays it") in err
    assert "rules mr3" in text


@pytest.mark.parametrize("name, rules, fits", [
    ("2005.4.1", "goat", True), ("2005.4.1", "mr3", False), ("2005.4.1", "tcg2002", False),
    ("2016.4 TCG", "mr3", True), ("2016.4 TCG", "goat", False), ("2009.3", "tcg2010", True),
    ("2013.3", "mr3", False), ("my list", "mr3", True)])
def test_banlist_era_fits_the_rules_in_force_that_day(name, rules, fits):
    warning = banlist_era_warning(Banlist(name), rules)
    assert (warning is None) == fits
    if name == "2013.3":  # Master Rule 2: no preset is of that year
        assert warning.endswith("no rule preset is of its era")


# --- the bundled data --------------------------------------------------------------------------

def test_bundled_goat_lists_are_the_shared_lists():
    from pysim.decks import bundled_deck_names, load_bundled_deck, load_ydk

    assert GOAT.decks() == bundled_deck_names("goat") == GOAT_LISTS
    for name in GOAT_LISTS:
        assert load_bundled_deck(name).main == load_ydk(require(GOAT_DECKS / f"{name}.ydk")).main


def test_goat_card_facts_are_the_2005_pools_without_texts():
    from ygo_core.carddb import CSV_COLUMNS, CardDB
    from pysim.decks import load_bundled_deck

    facts = Path(GOAT.cards_path())
    with facts.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0]) == CSV_COLUMNS  # facts only: no card text column
    assert facts.stat().st_size < 150_000
    # The same card data, field by field, as reading the source cdb.
    db = CardDB.from_csv(facts)
    assert db.fingerprint == CardDB.from_cdb(require(GOAT_CDB)).fingerprint
    assert db[14291024].describe() == "Gradius' Option (14291024): Level 1 LIGHT Monster, ATK ? / DEF ?"
    # Every card of the eight lists and of more-cards.md.
    more = require(GOAT_DECKS / "more-cards.md").read_text()
    wanted = {int(line.split("|")[1]) for line in more.splitlines()
              if line.startswith("| ") and line.split("|")[1].strip().isdigit()}
    assert len(wanted) == 47
    for name in GOAT_LISTS:
        deck = load_bundled_deck(name)
        wanted |= set(deck.main + deck.extra)
    assert wanted <= {int(r["code"]) for r in rows}


def test_goat_card_data_pickles_by_reference_to_its_file():
    import pickle

    from ygo_core import Duel
    from ygo_core.carddb import CardDB
    from pysim.decks import load_bundled_deck

    db = CardDB.from_csv(GOAT.cards_path())
    control, turbo = load_bundled_deck("goat-control"), load_bundled_deck("chaos-turbo")
    duel = Duel(db, list(control.main), list(turbo.main), seed=1, rules="goat",
                extra0=list(control.extra))
    copy = pickle.loads(pickle.dumps(duel))
    assert copy.legal_actions().tolist() == duel.legal_actions().tolist()
    assert db.__reduce__()[1][1][0] == "csv"


def test_the_generator_writes_the_bundled_file(tmp_path):
    from pysim.data import make_goat_cards

    out = tmp_path / "goat-cards.csv"
    assert make_goat_cards.main([str(require(GOAT_CDB)), "--out", str(out)]) == 0
    assert out.read_text() == Path(GOAT.cards_path()).read_text()
