"""Formats: the rules, banlist, card data and decks of one era, named together.

``--format goat`` stands for ``--rules goat``, the 2005.4.1 Forbidden/Limited list and the April
2005 card pool, and makes the eight GOAT lists playable by name
(``ygo-sim matchup goat-control chaos-turbo --format goat``). Everything a format names is
bundled (``pysim/data``: decks in ``decks/``, banlists in ``banlists/``, card facts in ``cards/``,
written by :mod:`pysim.data.make_goat_cards`); ``--rules``, ``--cdb``, ``--lflist`` and
``--banlist`` given with a format replace its choice.

A banlist is of its day's rules: :func:`banlist_era_warning` says when a list's date (read from
its name, :attr:`pysim.banlist.Banlist.date`) falls outside the years the rule preset played was
in force (:data:`RULES_IN_FORCE`), as a 2005 list under Master Rule 3 does.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import date
from importlib import resources
from pathlib import Path

#: The TCG years each rule preset's rules were in force, (first day, last day). The edges are
#: approximate: the check catches a banlist of another era (a 2005 list under Master Rule 3), not
#: the month a rule changed. From rules-legacy.md: the 2002 rules (D4) until the 2004 rulebooks
#: (which read switches 21 and 27 as `goat` does); the deck rules of August 2008 end `goat` and
#: start `tcg2010` (switches 15, 18); the TCG dropped the turn player's Ignition priority in April
#: 2012 (switch 30), ending `tcg2010`; Master Rule 3 from 2014 (D2) until Master Rule 4 (Link
#: Monsters, spring 2017). 2012-2013 (Master Rule 2) has no preset.
RULES_IN_FORCE = {
    "tcg2002": (date(2002, 3, 1), date(2003, 12, 31)),
    "goat": (date(2004, 1, 1), date(2008, 7, 31)),
    "tcg2010": (date(2008, 8, 1), date(2012, 3, 31)),
    "mr3_2014": (date(2014, 1, 1), date(2015, 12, 31)),
    "mr3": (date(2014, 1, 1), date(2017, 3, 31)),
}


@dataclass(frozen=True)
class Format:
    """One format: what ``--format NAME`` sets.

    Attributes
    ----------
    name, title : str
        ``--format`` value and what it is.
    game : str
        ``ygo`` or ``dm`` (``--game``).
    rules : str
        The rule preset (``--rules``).
    deck_folders : tuple of str
        The folders of ``pysim/data/decks`` holding its bundled decks (``""``: the top folder).
    default_decks : (str, str)
        What a bare ``matchup``, ``bench`` or ``replay`` plays.
    banlist_file, banlist_name : str, optional
        Its Forbidden/Limited list: a file of ``pysim/data/banlists`` and the list's name in it.
    cards_file : str, optional
        Its card facts in ``pysim/data/cards``, merged over the engine's bundled data; None
        plays the bundled data alone.
    """

    name: str
    title: str
    rules: str
    default_decks: tuple[str, str]
    game: str = "ygo"
    deck_folders: tuple[str, ...] = ()
    banlist_file: str | None = None
    banlist_name: str | None = None
    cards_file: str | None = None

    def decks(self) -> list[str]:
        """The names of its bundled decks."""
        if self.game == "dm":
            from pysim.games import dm_bundled_names
            return dm_bundled_names()
        from pysim.decks import bundled_deck_names
        return bundled_deck_names(*self.deck_folders)

    def banlist_path(self) -> str | None:
        """The path of its bundled ``lflist.conf`` (None without a banlist)."""
        return _data_path("banlists", self.banlist_file) if self.banlist_file else None

    def cards_path(self) -> str | None:
        """The path of its bundled card facts (None: the engine's bundled data)."""
        return _data_path("cards", self.cards_file) if self.cards_file else None


def _data_path(folder: str, name: str) -> str:
    return str(resources.files("pysim.data").joinpath(folder, name))


FORMATS = {f.name: f for f in (
    Format("goat", "the April 2005 TCG: rules goat, banlist 2005.4.1, the 2005 card pool",
           rules="goat", default_decks=("goat-control", "chaos-turbo"), deck_folders=("goat",),
           banlist_file="goat-lflist.conf", banlist_name="2005.4.1",
           cards_file="goat-cards.csv"),
    Format("tcg2002", "the 2002 TCG: rules tcg2002", rules="tcg2002",
           default_decks=("starter-yugi", "starter-kaiba"), deck_folders=("",)),
    Format("mr3", "Master Rule 3 (2015): rules mr3",
           rules="mr3", default_decks=("synchron-extreme", "master-of-pendulum"),
           deck_folders=("mr3", "")),
    Format("dm", "Duel Masters DM-01: rules dm01", game="dm", rules="dm01",
           default_decks=("fire-nature-rush", "light-water-control")),
)}


def get_format(name: str) -> Format:
    """The format called ``name``.

    Raises
    ------
    ValueError
        For another name, listing the formats (with the closest one).
    """
    if name in FORMATS:
        return FORMATS[name]
    close = difflib.get_close_matches(name, list(FORMATS), n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]}?)" if close else ""
    raise ValueError(f"unknown format {name!r}{hint}; the formats are: " + "; ".join(
        f"{f.name} ({', '.join(f.decks())})" for f in FORMATS.values()))


def deck_formats(deck: str) -> list[Format]:
    """The Yu-Gi-Oh! formats whose bundled decks include ``deck`` (a name, not a file)."""
    stem = deck[:-4] if deck.endswith(".ydk") else deck
    if Path(deck).exists() or len(Path(deck).parts) != 1:
        return []
    return [f for f in FORMATS.values() if f.game == "ygo" and stem in f.decks()]


def presets_of(day: date) -> list[str]:
    """The rule presets in force on ``day`` (:data:`RULES_IN_FORCE`)."""
    return [name for name, (first, last) in RULES_IN_FORCE.items() if first <= day <= last]


def banlist_era_warning(banlist, rules: str, rules_given: bool = True) -> str | None:
    """A warning when ``banlist``'s date is outside the years ``rules`` were in force (None
    when it fits, or when the list's name or the preset has no date)."""
    day, years = banlist.date, RULES_IN_FORCE.get(rules)
    if day is None or years is None or years[0] <= day <= years[1]:
        return None
    fitting = presets_of(day)
    formats = [f.name for f in FORMATS.values() if f.rules in fitting and f.banlist_file]
    advice = (f"give --rules {' or --rules '.join(fitting)}"
              + (f" (or --format {formats[0]})" if formats else "")) if fitting \
        else "no rule preset is of its era"
    played = f"--rules {rules}" + ("" if rules_given else " (the default)")
    return (f"banlist {banlist.name!r} dates from {day.isoformat()}, but {played} plays the "
            f"rules of {years[0].year}-{years[1].year}: {advice}")
