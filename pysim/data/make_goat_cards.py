"""Write the GOAT format's card facts file, ``pysim/data/cards/goat-cards.csv``, from a cdb.

The GOAT format (``--format goat``) plays the April 2005 TCG card pool. Its card data ships as
facts only: passcode, alias, card type bits, Level, Attribute, Type (race), ATK, DEF and name:
the columns of ``ygo_core.carddb.CSV_COLUMNS``, what :class:`ygo_core.CardDB` plays from. Card
texts are never copied. Usage, from the repository root::

    python3 -m pysim.data.make_goat_cards ../shared/cards/goat-en.cdb

reads every card of the cdb (checked as ``CardDB.from_cdb`` checks a user's file: one bad
value is an error naming the passcode and column), refuses a pool that misses a card of the
bundled GOAT lists (``pysim/data/decks/goat/``), and writes the file sorted by passcode. Run it
again when the source cdb changes; ``tests/pysim/test_formats.py`` checks the file covers the
bundled lists and plays.
"""
from __future__ import annotations

import argparse
import csv
import io
import sys
from pathlib import Path

#: Where the GOAT format's card facts are kept (pysim.formats reads them from there).
OUTPUT = Path(__file__).resolve().parent / "cards" / "goat-cards.csv"


def card_rows(cdb: str | Path) -> list[dict]:
    """Every card of ``cdb`` as a facts row (``ygo_core.carddb.csv_row``), by passcode."""
    from ygo_core.carddb import read_cdb, csv_row

    return [csv_row(info) for info in sorted(read_cdb(cdb), key=lambda c: c.code)]


def missing_deck_cards(codes: set[int]) -> list[int]:
    """The passcodes of the bundled GOAT lists that ``codes`` lacks."""
    from pysim.decks import bundled_deck_names, load_bundled_deck

    wanted = set()
    for name in bundled_deck_names("goat"):
        deck = load_bundled_deck(name)
        wanted |= set(deck.main + deck.extra + deck.side)
    return sorted(wanted - codes)


def render(rows: list[dict]) -> str:
    """The rows as CSV text with the header of ``CSV_COLUMNS`` (``\\n`` line endings)."""
    from ygo_core.carddb import CSV_COLUMNS

    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cdb", help="the April 2005 pool as a YGOPro cards.cdb (goat-en.cdb)")
    parser.add_argument("--out", default=str(OUTPUT), help=f"where to write (default {OUTPUT})")
    args = parser.parse_args(argv)
    rows = card_rows(args.cdb)
    missing = missing_deck_cards({row["code"] for row in rows})
    if missing:
        print(f"{args.cdb} lacks cards of the bundled GOAT lists: "
              + ", ".join(f"{c:08d}" for c in missing), file=sys.stderr)
        return 1
    Path(args.out).write_text(render(rows), encoding="utf-8")
    print(f"{args.out}: {len(rows)} cards")
    return 0


if __name__ == "__main__":
    sys.exit(main())
