"""Deck inputs: YDK files, ``ydke://`` URLs and the bundled decks (:func:`load_deck` takes
all three).

A :class:`Deck` is three tuples of passcodes (Main, Extra and Side Deck, in
file order) and a name. It carries no card data: checking a deck against the
card pool and a banlist is :func:`pysim.validate.validate_deck`'s job.

The YDK format (YGOPro, EDOPro) is one passcode per line under section
markers::

    #created by someone        <- any other '#' line is a comment
    #main
    06368038                   <- leading zeros are allowed
    #extra
    !side

Blank lines, surrounding whitespace, CRLF line endings and a UTF-8 byte order
mark are accepted. Lines before the first marker belong to the Main Deck.

A ``ydke://`` URL holds the same three lists as standard base64 of
little-endian unsigned 32-bit passcodes: ``ydke://MAIN!EXTRA!SIDE!``.
"""
from __future__ import annotations

import base64
import binascii
import re
import struct
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Mapping

YDKE_PREFIX = "ydke://"
# Passcodes are stored as uint32 in ydke URLs and as int32 in the engine's tables.
MAX_PASSCODE = 2**31 - 1

_SECTIONS = {"#main": "main", "#extra": "extra", "!side": "side"}
_PASSCODE = re.compile(r"[0-9]+")


class DeckError(ValueError):
    """A deck that cannot be read or is not legal.

    ``problems`` holds each problem as its own string; the message lists them
    one per line.
    """

    def __init__(self, message: str, problems: tuple[str, ...] | list[str] = ()):
        super().__init__(message)
        self.problems = tuple(problems) or (message,)


@dataclass(frozen=True)
class Deck:
    """A deck list: passcodes of the Main, Extra and Side Deck, in file order.

    Alternate artworks keep their own passcode here; validation maps them to
    the card they print.
    """

    main: tuple[int, ...]
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()
    name: str = ""

    def __post_init__(self):
        for field in ("main", "extra", "side"):
            object.__setattr__(self, field, tuple(int(c) for c in getattr(self, field)))


# ---------------------------------------------------------------------------- YDK

def parse_ydk(text: str, name: str = "", *, source: str | None = None) -> Deck:
    """parse_ydk(text, name="", *, source=None)

    Read a deck from the text of a YDK file.

    Parameters
    ----------
    text : str
        The file's contents.
    name : str, optional
        The deck's name (stored in :attr:`Deck.name`).
    source : str, optional
        What to call the text in error messages (a file path); defaults to
        ``name``, or ``"<ydk>"`` when that is empty too.

    Returns
    -------
    Deck

    Raises
    ------
    DeckError
        On a line that is neither a passcode, a section marker, a comment nor
        blank; the message names the source, the line number and the text.

    Examples
    --------
    >>> parse_ydk("#main\\r\\n06368038\\r\\n#extra\\r\\n!side\\r\\n").main
    (6368038,)
    """
    where = source or name or "<ydk>"
    sections: dict[str, list[int]] = {"main": [], "extra": [], "side": []}
    current = "main"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff").strip()
        if not line:
            continue
        marker = _SECTIONS.get(line.lower())
        if marker is not None:
            current = marker
        elif line.startswith("#"):
            continue
        else:
            sections[current].append(_read_passcode(line, where, number))
    return Deck(tuple(sections["main"]), tuple(sections["extra"]),
                tuple(sections["side"]), name)


def _read_passcode(line: str, where: str, number: int) -> int:
    if not _PASSCODE.fullmatch(line):
        raise DeckError(f"{where}, line {number}: expected a passcode, a section marker "
                        f"(#main, #extra, !side) or a '#' comment, got {line!r}")
    # Too many digits is out of range before int() is tried: Python refuses to convert more
    # than 4,300 digits, with a message that names neither the file nor the line.
    digits = line.lstrip("0")
    code = int(digits or "0") if len(digits) <= len(str(MAX_PASSCODE)) else MAX_PASSCODE + 1
    if code == 0 or code > MAX_PASSCODE:
        raise DeckError(f"{where}, line {number}: {_clip(line)!r} is not a valid passcode "
                        f"(must be 1 to {MAX_PASSCODE})")
    return code


def load_ydk(path: str | Path) -> Deck:
    """load_ydk(path)

    Read a deck from a YDK file; its name is the file name without ``.ydk``.

    Parameters
    ----------
    path : str or Path

    Returns
    -------
    Deck

    Raises
    ------
    FileNotFoundError
        When ``path`` does not exist.
    DeckError
        When the file is not UTF-8 text or holds a bad line (see :func:`parse_ydk`).
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"deck file not found: {path}")
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckError(f"{path}: not a text YDK file ({exc.reason} at byte {exc.start})") from None
    return parse_ydk(text, name=path.stem, source=str(path))


def to_ydk(deck: Deck) -> str:
    """to_ydk(deck)

    Write a deck as YDK text (8-digit passcodes, ``\\n`` line endings).

    ``parse_ydk(to_ydk(deck), deck.name) == deck`` for every deck.
    """
    lines = [f"#created by ygo-sim{': ' + deck.name if deck.name else ''}", "#main"]
    lines += [f"{code:08d}" for code in deck.main]
    lines.append("#extra")
    lines += [f"{code:08d}" for code in deck.extra]
    lines.append("!side")
    lines += [f"{code:08d}" for code in deck.side]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- ydke

def parse_ydke(url: str, name: str = "") -> Deck:
    """parse_ydke(url, name="")

    Read a deck from a ``ydke://`` URL.

    Parameters
    ----------
    url : str
        ``ydke://`` followed by three base64 sections (Main, Extra, Side),
        each ended by ``!``; each decodes to little-endian uint32 passcodes.
        Surrounding whitespace and missing base64 padding are accepted; a
        missing final ``!`` is not (it is how a truncated URL shows).
    name : str, optional
        The deck's name.

    Returns
    -------
    Deck

    Raises
    ------
    DeckError
        When the prefix is missing, the URL does not have three sections each
        ended by ``!``, a section is not base64 or not a whole number of
        4-byte passcodes, or a passcode is 0 or above 2**31 - 1.

    Examples
    --------
    >>> parse_ydke("ydke://JithAA==!!!").main
    (6368038,)
    """
    url = url.strip()
    if not url.startswith(YDKE_PREFIX):
        raise DeckError(f"not a ydke URL (must start with {YDKE_PREFIX!r}): {_clip(url)!r}")
    parts = url[len(YDKE_PREFIX):].split("!")
    if len(parts) != 4 or parts[3]:
        raise DeckError(f"malformed ydke URL: expected 3 sections each ended by '!' "
                        f"(main!extra!side!), found {len(parts) - 1} '!': {_clip(url)!r}")
    main, extra, side = (_decode_section(p, label) for p, label
                         in zip(parts, ("Main Deck", "Extra Deck", "Side Deck")))
    return Deck(main, extra, side, name)


def _decode_section(text: str, label: str) -> tuple[int, ...]:
    padded = text + "=" * (-len(text) % 4)
    try:
        data = base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        raise DeckError(f"malformed ydke URL: the {label} section is not base64: "
                        f"{_clip(text)!r}") from None
    if len(data) % 4:
        raise DeckError(f"malformed ydke URL: the {label} section decodes to {len(data)} "
                        f"bytes, not a whole number of 4-byte passcodes")
    codes = struct.unpack(f"<{len(data) // 4}I", data)
    for i, code in enumerate(codes, start=1):
        if code == 0 or code > MAX_PASSCODE:
            raise DeckError(f"malformed ydke URL: {label} card {i} has passcode {code}, "
                            f"which is not valid (must be 1 to {MAX_PASSCODE})")
    return codes


def to_ydke(deck: Deck) -> str:
    """to_ydke(deck)

    Write a deck as a ``ydke://`` URL.

    ``parse_ydke(to_ydke(deck)) == deck`` for every deck with an empty name.
    """
    sections = (deck.main, deck.extra, deck.side)
    encoded = [base64.b64encode(struct.pack(f"<{len(s)}I", *s)).decode("ascii")
               for s in sections]
    return YDKE_PREFIX + "".join(e + "!" for e in encoded)


def _clip(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[:width] + "..."


# ------------------------------------------------------------------------ loading

# Subfolders of pysim/data/decks holding the decks of one format, played under its rules
# (``mr3``: the Master Rule 3 products of docs/mr3-cards.md; ``goat``: the eight April 2005 lists,
# see pysim.formats). Their decks are named by their file's stem like the others, so the stems
# are unique across folders. The top folder ("") holds the 2002 Starter Decks.
BUNDLED_ERA_FOLDERS = ("mr3", "goat")


def _bundled_files(folders=None) -> dict:
    # stem -> the bundled deck's resource, of the given folders ("" the top one; default all).
    from importlib import resources

    top = resources.files("pysim.data").joinpath("decks")
    files = {}
    for era in ("", *BUNDLED_ERA_FOLDERS) if folders is None else folders:
        for p in (top.joinpath(era) if era else top).iterdir():
            if p.name.endswith(".ydk"):
                files[p.name[:-4]] = p
    return files


def bundled_deck_names(*folders: str) -> list[str]:
    """The names of the decks shipped in ``pysim/data/decks`` and its era folders
    (``starter-yugi`` ..., ``synchron-extreme``, ``goat-control``); with folder names, only
    theirs (``""`` is the top folder: the Starter Decks)."""
    return sorted(_bundled_files(folders or None))


def load_bundled_deck(name: str) -> Deck:
    """load_bundled_deck(name)

    A deck shipped with ygo-sim, by name (``starter-yugi`` or ``starter-yugi.ydk``).

    Raises
    ------
    FileNotFoundError
        For another name, with the closest bundled names ("did you mean") and the list.
    """
    stem = name[:-4] if name.endswith(".ydk") else name
    files = _bundled_files()
    if stem not in files:
        raise FileNotFoundError(f"no bundled deck named {name!r}{_suggest(stem)}")
    text = files[stem].read_text("utf-8-sig")
    return parse_ydk(text, name=stem, source=f"bundled deck {stem}.ydk")


def _suggest(stem: str) -> str:
    import difflib

    names = bundled_deck_names()
    close = difflib.get_close_matches(stem, names, n=2, cutoff=0.6)
    hint = f" (did you mean {' or '.join(close)}?)" if close else ""
    return f"{hint}; the bundled decks are {', '.join(names)}"


def load_deck(source: str | Path) -> Deck:
    """load_deck(source)

    Read a deck from a YDK file path, a ``ydke://`` URL, or the name of a bundled deck
    (``starter-yugi``, see :func:`bundled_deck_names`).

    Parameters
    ----------
    source : str or Path
        A string starting with ``ydke://`` is parsed as a URL; an existing file is read as
        YDK; otherwise a bare name (no folder) is a bundled deck's.

    Returns
    -------
    Deck

    Raises
    ------
    DeckError, FileNotFoundError
        As :func:`parse_ydke` and :func:`load_ydk`; for a name that is neither a file nor a
        bundled deck, the message offers the closest bundled names and lists them all.
    """
    if isinstance(source, str) and source.strip().startswith(YDKE_PREFIX):
        return parse_ydke(source)
    path = Path(source)
    if path.exists() or len(path.parts) != 1:
        return load_ydk(path)
    stem = path.name[:-4] if path.name.endswith(".ydk") else path.name
    if stem in bundled_deck_names():
        return load_bundled_deck(stem)
    raise FileNotFoundError(f"deck file not found: {source}; not a bundled deck either"
                            f"{_suggest(stem)}")


def place_extra_by_type(deck: Deck, cards: Mapping) -> Deck:
    """place_extra_by_type(deck, cards)

    Move Extra Deck monsters (Fusion, Synchro, Xyz, Link) listed in the Main
    Deck to the end of the Extra Deck, as YGOPro does when it loads a deck.

    Parameters
    ----------
    deck : Deck
    cards : CardDB
        Card data: anything supporting ``code in cards`` and ``cards[code]``
        with an ``is_extra_deck`` attribute. Passcodes it does not know stay
        where they are (validation reports them).

    Returns
    -------
    Deck
        A new deck; the order of the other cards is kept.
    """
    moved = [c for c in deck.main if c in cards and cards[c].is_extra_deck]
    if not moved:
        return deck
    kept = tuple(c for c in deck.main if not (c in cards and cards[c].is_extra_deck))
    return replace(deck, main=kept, extra=deck.extra + tuple(moved))
