"""Forbidden/Limited lists in YGOPro's ``lflist.conf`` syntax.

A file holds one or more named lists::

    #[2005.4.1][2005.4.1 W/O Exarion]   <- header comment naming the lists
    !2005.4.1                          <- starts the list "2005.4.1"
    #forbidden                         <- comments
    82301904 0 --Chaos Emperor Dragon  <- passcode, copies allowed, optional comment
    72989439 1

EDOPro's ``$whitelist`` line makes the current list a whitelist: a card it
does not name may not be used at all. Other ``$`` directives are ignored.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date as _date
from pathlib import Path

UNLIMITED = 3
# Passcodes are int32 in the engine's tables (as in pysim.decks).
MAX_PASSCODE = 2**31 - 1
_ENTRY = re.compile(r"([0-9]+)\s+(-?[0-9]+)(?:\s.*)?")
# A list named after the day it took effect: "2005.4.1", "2019.10 TCG", "2020.01.01 OCG".
_DATED_NAME = re.compile(r"\s*([0-9]{4})\.([0-9]{1,2})(?:\.([0-9]{1,2}))?(?![0-9])")


class BanlistError(ValueError):
    """An ``lflist.conf`` that cannot be read; the message names the line."""


@dataclass
class Banlist:
    """One Forbidden/Limited list.

    Attributes
    ----------
    name : str
        The list's name (the text after ``!``).
    limits : dict[int, int]
        Passcode -> copies allowed (0 Forbidden, 1 Limited, 2 Semi-Limited;
        3 only in whitelists). A card that is absent is unlimited (3).
    whitelist : bool
        When True (EDOPro ``$whitelist``), a card that is absent is Forbidden.
    """

    name: str
    limits: dict[int, int] = field(default_factory=dict)
    whitelist: bool = False

    def limit(self, code: int) -> int:
        """limit(code)

        The number of copies of ``code`` this list allows (0 to 3).
        """
        return self.limits.get(code, 0 if self.whitelist else UNLIMITED)

    def __contains__(self, code: object) -> bool:
        return code in self.limits

    @property
    def date(self) -> _date | None:
        """The day the list took effect, read from its name as YGOPro names lists
        (``2005.4.1``, ``2019.10 TCG``: year, month and maybe day first); None when the name
        does not start with a date."""
        match = _DATED_NAME.match(self.name)
        if match is None:
            return None
        year, month, day = int(match[1]), int(match[2]), int(match[3] or 1)
        try:
            return _date(year, month, day)
        except ValueError:  # a name like "2005.13" is no date
            return None


def parse_lflist(text: str, *, source: str = "<lflist>") -> dict[str, Banlist]:
    """parse_lflist(text, *, source="<lflist>")

    Read every list of an ``lflist.conf``.

    Parameters
    ----------
    text : str
        The file's contents (CRLF line endings are accepted).
    source : str, optional
        What to call the text in error messages (a file path).

    Returns
    -------
    dict[str, Banlist]
        The lists by name, in file order.

    Raises
    ------
    BanlistError
        On an entry before any ``!name`` line, a malformed entry, a count
        outside 0-3, an empty list name or a list name used twice.

    Examples
    --------
    >>> lists = parse_lflist("!2005.4.1\\n#limit\\n72989439 1 --BLS\\n")
    >>> lists["2005.4.1"].limit(72989439), lists["2005.4.1"].limit(89631139)
    (1, 3)
    """
    lists: dict[str, Banlist] = {}
    current: Banlist | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        where = f"{source}, line {number}"
        if line.startswith("!"):
            current = _start_list(line[1:].strip(), lists, where)
        elif line.startswith("$"):
            _directive(line, current, where)
        else:
            _add_entry(line, current, where)
    return lists


def _start_list(name: str, lists: dict[str, Banlist], where: str) -> Banlist:
    if not name:
        raise BanlistError(f"{where}: '!' must be followed by the list's name")
    if name in lists:
        raise BanlistError(f"{where}: list {name!r} is defined twice")
    lists[name] = Banlist(name)
    return lists[name]


def _directive(line: str, current: Banlist | None, where: str) -> None:
    if line.split()[0].lower() != "$whitelist":
        return
    if current is None:
        raise BanlistError(f"{where}: $whitelist before any '!name' line")
    current.whitelist = True


def _add_entry(line: str, current: Banlist | None, where: str) -> None:
    match = _ENTRY.fullmatch(line)
    if match is None:
        raise BanlistError(f"{where}: expected 'passcode count [comment]', got {line!r}")
    if current is None:
        raise BanlistError(f"{where}: entry {line!r} comes before any '!name' line")
    code, count = _bounded_int(match[1]), _bounded_int(match[2])
    if code is None or code > MAX_PASSCODE:
        raise BanlistError(f"{where}: {_clip(match[1])!r} is not a valid passcode "
                           f"(must be 0 to {MAX_PASSCODE})")
    if count is None or not 0 <= count <= UNLIMITED:
        raise BanlistError(f"{where}: passcode {code:08d} has count {_clip(match[2])}; "
                           f"it must be 0 to {UNLIMITED}")
    current.limits[code] = count


def _bounded_int(text: str) -> int | None:
    # The number, or None when it has more digits than any passcode: Python's int() refuses
    # more than 4,300 digits with a message that names neither the file nor the line.
    digits = text.lstrip("-").lstrip("0")
    if len(digits) > len(str(MAX_PASSCODE)):
        return None
    return -int(digits or "0") if text.startswith("-") else int(digits or "0")


def _clip(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[:width] + "..."


def load_lflist(path: str | Path) -> dict[str, Banlist]:
    """load_lflist(path)

    Read every list of an ``lflist.conf`` file (see :func:`parse_lflist`).

    Raises
    ------
    FileNotFoundError
        When ``path`` does not exist.
    BanlistError
        When the file is not UTF-8 text or holds a bad line.
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"banlist file not found: {path}")
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BanlistError(f"{path}: not a text lflist.conf ({exc.reason} "
                           f"at byte {exc.start})") from None
    return parse_lflist(text, source=str(path))
