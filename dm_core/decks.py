"""Duel Masters deck files: one ``count name`` line per card (count 1-4), ``#`` comments, blank
lines ignored; a deck is exactly 40 cards (C002) with at most 4 of a name (C003).

The four decks of ../shared/dm/decks are bundled: ``bundled_decks()``, ``load_bundled(name)``.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from dm_core.cards import CardDataError, dm01

DECK_SIZE = 40
MAX_COPIES = 4
# The first matchup of the README of ../shared/dm: rush against control.
DEFAULT_MATCHUP = ("fire-nature-rush", "light-water-control")


class DeckError(CardDataError):
    """A deck file that is not a legal DM-01 deck (the message names the line)."""


def parse_deck(text, pool=None, *, where="deck"):
    """The card codes of a deck written in the deck-file format, validated.

    Raises
    ------
    DeckError
        For a malformed line, an unknown card name, a count outside 1-4, more than 4 copies of
        a name, or a total other than 40.
    """
    pool = pool or dm01()
    codes, copies = [], {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        count, _, name = line.partition(" ")
        if not count.isdigit() or not name.strip():
            raise DeckError(f"{where} line {number}: expected 'count name', got {raw!r}")
        n = int(count)
        if not 1 <= n <= MAX_COPIES:
            raise DeckError(f"{where} line {number}: count {n} is not 1-{MAX_COPIES}")
        try:
            card = pool.by_name(name)
        except CardDataError as exc:
            raise DeckError(f"{where} line {number}: {exc}") from None
        copies[card.name] = copies.get(card.name, 0) + n
        if copies[card.name] > MAX_COPIES:
            raise DeckError(f"{where} line {number}: {copies[card.name]} copies of {card.name!r} (at most {MAX_COPIES}, C003)")
        codes += [card.code] * n
    if len(codes) != DECK_SIZE:
        raise DeckError(f"{where}: {len(codes)} cards, a deck has exactly {DECK_SIZE} (C002)")
    return codes


def load_deck(path, pool=None):
    """Read and validate a deck file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(f"cannot read deck {path}: {exc}") from None
    return parse_deck(text, pool, where=str(path))


def bundled_decks():
    """The names of the bundled decks."""
    folder = resources.files("dm_core").joinpath("data/decks")
    return sorted(p.name[:-4] for p in folder.iterdir() if p.name.endswith(".txt"))


def load_bundled(name, pool=None):
    text = resources.files("dm_core").joinpath(f"data/decks/{name}.txt").read_text(encoding="utf-8")
    return parse_deck(text, pool, where=name)
