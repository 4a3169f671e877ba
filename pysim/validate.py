"""Deck validation: is a deck legal, and which of its cards can the engine play?

:func:`validate_deck` checks a :class:`~pysim.decks.Deck` against the card
data, the deck-size rules of a :class:`DeckRules` record and, optionally, a
:class:`~pysim.banlist.Banlist`. Every problem found goes into one
:class:`~pysim.decks.DeckError`, one line each, so a user fixes a list in one
pass. A legal deck gets a :class:`ValidationReport` that names the cards the
engine does not implement yet.

Copies are counted per card, not per passcode: an alternate artwork (a
passcode whose ``alias`` is within :data:`ARTWORK_OFFSET` of its own, the
YGOPro/EDOPro convention) counts as the card it prints, for the copy limit and
the banlist. Other aliases (Harpie Lady 1 -> Harpie Lady, Fusion Substitute ->
Polymerization) mark a different card whose name is always the alias's: the
banlist limits it on its own, but the copy limit counts the name, so together
with the card it is named after it may have 3 copies in all (rules-mr3.md B06).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from pysim.banlist import UNLIMITED, Banlist
from pysim.decks import Deck, DeckError
# ARTWORK_OFFSET: an alias closer than this to the passcode marks an alternate artwork.
from ygo_core.carddb import (  # noqa: F401
    ARTWORK_OFFSET, ATTRIBUTE_DIVINE, TYPE_FUSION, TYPE_LINK, TYPE_PENDULUM, TYPE_SYNCHRO, TYPE_TOKEN,
    TYPE_XYZ, CardDB, CardInfo,
)
from ygo_core.rules import EXTRA_DECK_KINDS, RuleSet, resolve_rules

_LIMIT_NAMES = {0: "Forbidden", 1: "Limited", 2: "Semi-Limited"}


@dataclass(frozen=True)
class DeckRules:
    """Deck-construction limits; the defaults are those of Master Rule 3 (the ``mr3`` preset).

    The numbers belong to the rule set (:class:`ygo_core.rules.RuleSet`, switches 15, 16, 18
    and 19 of ``rules-legacy.md`` section 2); :meth:`of` takes them from a preset.

    Attributes
    ----------
    main_min : int
        Smallest Main Deck.
    main_max, extra_max : int or None
        Largest Main and Extra (Fusion) Deck; None for no maximum.
    side_max : int
        Largest Side Deck.
    max_copies : int
        Copies of one card allowed across Main, Extra and Side Deck.
    side_sizes : tuple of int, optional
        When given, the only Side Deck sizes allowed (before August 2008: 0 or 15);
        ``side_max`` is then their largest.
    extra_kinds : tuple of str
        The Extra Deck monster kinds of the era (switch 17: ``"fusion"``, ``"synchro"``,
        ``"xyz"``, ``"xyz_pendulum"``); a monster of another kind is refused wherever it is.
    pendulum : bool
        Whether the era has Pendulum Monsters (switch 42); without, one is refused.
    attributes : int
        7, or 6 for an era without DIVINE (switch 41): a DIVINE monster is refused.
    era : str
        The rule set's name, for the messages.

    The era's kinds do not take part in comparisons: two records with the same numbers are equal.
    Link Monsters are refused under every rule set (Master Rule 4 and later are not supported).
    """

    main_min: int = 40
    main_max: int | None = 60
    extra_max: int | None = 15
    side_max: int = 15
    max_copies: int = UNLIMITED
    side_sizes: tuple[int, ...] | None = None
    extra_kinds: tuple[str, ...] = field(default=("fusion", "synchro", "xyz", "xyz_pendulum"),
                                         compare=False)
    pendulum: bool = field(default=True, compare=False)
    attributes: int = field(default=7, compare=False)
    era: str = field(default="mr3", compare=False)

    @classmethod
    def of(cls, rules: RuleSet | str) -> "DeckRules":
        """of(rules)

        The deck limits of a rule set or preset name (``"mr3"``, ``"tcg2002"``).

        Examples
        --------
        >>> DeckRules.of("tcg2002").main_max is None
        True
        """
        rules = resolve_rules(rules)
        sizes = rules.side_deck_sizes
        contiguous = isinstance(sizes, range) and sizes.step == 1 and sizes.start == 0
        return cls(main_min=rules.main_deck_min, main_max=rules.main_deck_max,
                   extra_max=rules.extra_deck_max, side_max=max(sizes),
                   max_copies=rules.max_copies,
                   side_sizes=None if contiguous else tuple(sorted(sizes)),
                   extra_kinds=tuple(rules.extra_deck_kinds), pendulum=rules.pendulum,
                   attributes=rules.attributes, era=rules.name)


@dataclass
class ValidationReport:
    """What :func:`validate_deck` found in a legal deck.

    Attributes
    ----------
    name : str
        The deck's name.
    main, extra, side : int
        The number of cards in each part of the deck.
    unimplemented : list[int]
        Distinct passcodes of the Main and Extra Deck the engine cannot play
        yet, in deck order.
    warnings : list[str]
        Things worth knowing that do not make the deck illegal.
    """

    name: str
    main: int
    extra: int
    side: int
    unimplemented: list[int] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def playable(self) -> bool:
        """True when the engine implements every Main and Extra Deck card."""
        return not self.unimplemented


def card_key(info: CardInfo) -> int:
    """card_key(info)

    The passcode copies of a card are counted under: the alias of an
    alternate artwork, otherwise the card's own passcode.
    """
    return info.base_code


def validate_deck(deck: Deck, cards: CardDB, banlist: Banlist | None = None, *,
                  rules: DeckRules | RuleSet | str | None = None) -> ValidationReport:
    """validate_deck(deck, cards, banlist=None, *, rules=None)

    Check that a deck is legal and report which of its cards are not implemented.

    Parameters
    ----------
    deck : Deck
    cards : CardDB
        The card pool; every passcode of the deck must be in it.
    banlist : Banlist, optional
        A Forbidden/Limited list; ``None`` applies only ``rules.max_copies``.
    rules : DeckRules, RuleSet or str, optional
        Deck sizes and the copy limit: a :class:`DeckRules`, or the rule set (or preset
        name) whose numbers apply (:meth:`DeckRules.of`); defaults to ``DeckRules()``, the
        ``mr3`` numbers. The engine's own capacity (``CAP_PILE`` cards per pile) is not a
        rule: a larger Deck passes here and is refused when the duel is created.

    Returns
    -------
    ValidationReport

    Raises
    ------
    DeckError
        Listing, one per line, every problem: a Main Deck size outside
        ``main_min``-``main_max``, an Extra or Side Deck over its maximum (or a Side Deck
        of a size ``side_sizes`` does not allow),
        unknown passcodes, Tokens, Extra Deck monsters in the Main Deck and
        other cards in the Extra Deck (a Pendulum Monster included), monsters the era does
        not have (an Extra Deck kind outside ``extra_kinds``, switch 17; a Pendulum Monster
        without ``pendulum``, switch 42; a DIVINE monster with 6 ``attributes``, switch 41),
        Link Monsters (under every rule set: Master Rule 4 and later are not supported),
        more than ``max_copies`` copies of a card, and banlist limits exceeded.

    Examples
    --------
    >>> from importlib import resources
    >>> from pysim.decks import load_ydk
    >>> deck = load_ydk(resources.files("pysim") / "data/decks/vanilla-yugi.ydk")
    >>> validate_deck(deck, CardDB())
    ValidationReport(name='vanilla-yugi', main=40, extra=0, side=0, unimplemented=[], warnings=[])
    """
    if rules is None:
        rules = DeckRules()
    elif not isinstance(rules, DeckRules):
        rules = DeckRules.of(rules)
    problems = _size_problems(deck, rules) + _unknown_problems(deck, cards)
    problems += _type_problems(deck, cards, rules)
    problems += _copy_problems(deck, cards, banlist, rules)
    problems += _name_problems(deck, cards, rules)
    if problems:
        label = f"deck {deck.name!r}" if deck.name else "deck"
        raise DeckError(f"{label} is not legal ({_plural(len(problems), 'problem')}):\n"
                        + "\n".join(f"- {p}" for p in problems), problems)
    return _report(deck, cards)


def _plural(n: int, noun: str) -> str:
    plural = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


def _describe(cards: CardDB, code: int) -> str:
    return f"{cards[code].name} ({code:08d})"


def _size_problems(deck: Deck, rules: DeckRules) -> list[str]:
    problems = []
    main = len(deck.main)
    if rules.main_max is None and main < rules.main_min:
        problems.append(f"Main Deck has {_plural(main, 'card')}; it must have at least "
                        f"{rules.main_min}")
    elif rules.main_max is not None and not rules.main_min <= main <= rules.main_max:
        problems.append(f"Main Deck has {_plural(main, 'card')}; it must have "
                        f"{rules.main_min} to {rules.main_max}")
    for part, codes, most in (("Extra", deck.extra, rules.extra_max),
                              ("Side", deck.side, rules.side_max)):
        if most is not None and len(codes) > most:
            problems.append(f"{part} Deck has {_plural(len(codes), 'card')}; "
                            f"it may have at most {most}")
    if rules.side_sizes is not None and len(deck.side) not in rules.side_sizes \
            and len(deck.side) <= rules.side_max:
        allowed = " or ".join(str(n) for n in rules.side_sizes)
        problems.append(f"Side Deck has {_plural(len(deck.side), 'card')}; it must have "
                        f"{allowed}")
    return problems


def _sections(deck: Deck) -> Iterable[tuple[str, tuple[int, ...]]]:
    return (("Main", deck.main), ("Extra", deck.extra), ("Side", deck.side))


def _unknown_problems(deck: Deck, cards: CardDB) -> list[str]:
    where: dict[int, list[str]] = {}
    for part, codes in _sections(deck):
        for code in codes:
            if code not in cards and part not in where.setdefault(code, []):
                where[code].append(part)
    return [f"unknown passcode {code:08d} in the {' and '.join(parts)} Deck: "
            f"it is not in the card data" for code, parts in where.items()]


# The Extra Deck kinds by type bit, in the order a card's kind is named (an Xyz/Pendulum
# Monster is an Xyz Monster for switch 17).
_KIND_NAMES = ((TYPE_LINK, "link", "Link Monster"),
               (TYPE_XYZ | TYPE_PENDULUM, "xyz_pendulum", "Xyz/Pendulum Monster"),
               (TYPE_XYZ, "xyz", "Xyz Monster"),
               (TYPE_SYNCHRO, "synchro", "Synchro Monster"), (TYPE_FUSION, "fusion", "Fusion Monster"))
_KIND_LABELS = {"fusion": "Fusion", "synchro": "Synchro", "xyz": "Xyz", "xyz_pendulum": "Xyz/Pendulum"}


def _era_problem(info: CardInfo, rules: DeckRules) -> str | None:
    # Switches 17, 41, 42 and the Link Monsters no preset supports: what the era refuses.
    for bits, kind, label in _KIND_NAMES:
        if info.type & bits == bits:
            if kind == "link":
                return ("is a Link Monster; Link Monsters (Master Rule 4 and later) are not "
                        "supported under any rule set")
            if kind not in rules.extra_kinds:
                allowed = ", ".join(_KIND_LABELS[k] for k in rules.extra_kinds) or "no"
                article = "an" if kind.startswith("xyz") else "a"
                return (f"is {article} {label}; the {rules.era} rules have no {label}s (switch 17: the "
                        f"Extra Deck holds {allowed} Monsters)")
            break
    if info.type & TYPE_PENDULUM and not rules.pendulum and not info.type & TYPE_XYZ:
        return f"is a Pendulum Monster; the {rules.era} rules have no Pendulum Monsters (switch 42)"
    if info.is_monster and info.attribute == ATTRIBUTE_DIVINE and rules.attributes < 7:
        return (f"is a DIVINE monster; the {rules.era} rules have {rules.attributes} Attributes, "
                f"without DIVINE (switch 41)")
    return None


def _type_problems(deck: Deck, cards: CardDB, rules: DeckRules) -> list[str]:
    problems = []
    for part, codes in _sections(deck):
        for code in dict.fromkeys(c for c in codes if c in cards):
            info = cards[code]
            era = _era_problem(info, rules)
            if info.type & TYPE_TOKEN:
                problems.append(f"{_describe(cards, code)} in the {part} Deck is a Token; "
                                f"Tokens cannot be put in a deck")
            elif era is not None:
                problems.append(f"{_describe(cards, code)} in the {part} Deck {era}")
            elif part == "Main" and info.is_extra_deck:
                problems.append(f"{_describe(cards, code)} is an Extra Deck monster; "
                                f"it must go in the Extra Deck, not the Main Deck")
            elif part == "Extra" and not info.is_extra_deck:
                pendulum = (" (a Pendulum Monster is a Main Deck monster: it goes face-up to the "
                            "Extra Deck only during a duel)" if info.type & TYPE_PENDULUM else "")
                problems.append(f"{_describe(cards, code)} is not an Extra Deck monster; "
                                f"it cannot go in the Extra Deck{pendulum}")
    return problems


def _copy_problems(deck: Deck, cards: CardDB, banlist: Banlist | None,
                   rules: DeckRules) -> list[str]:
    groups: dict[int, Counter] = {}
    for code in deck.main + deck.extra + deck.side:
        if code in cards:
            groups.setdefault(card_key(cards[code]), Counter())[code] += 1
    problems = []
    for key, counts in groups.items():
        copies = sum(counts.values())
        limit = UNLIMITED if banlist is None else _group_limit(banlist, key, counts)
        if copies <= min(limit, rules.max_copies):
            continue
        name = f"{cards[key if key in cards else next(iter(counts))].name} ({key:08d})"
        copies_text = _plural(copies, "copy")
        alternates = ", ".join(f"{c:08d}" for c in sorted(counts) if c != key)
        if alternates:
            copies_text += f" (counting alternate artworks {alternates})"
        if limit < rules.max_copies:
            problems.append(f"{name} is {_LIMIT_NAMES.get(limit, f'limited to {limit}')} "
                            f"on banlist {banlist.name!r} (at most {limit}) but the deck "
                            f"has {copies_text}")
        else:
            problems.append(f"{name}: the deck has {copies_text}; "
                            f"the limit is {rules.max_copies} per card")
    return problems


def name_key(cards: CardDB, code: int) -> int:
    """name_key(cards, code)

    The passcode of the name a card is always treated as (B06): its alias, followed to the
    card that has none (Harpie Lady 1 -> Harpie Lady), or its own passcode.
    """
    seen = set()
    while code not in seen and code in cards and cards[code].alias:
        seen.add(code)
        code = cards[code].alias
    return code


def _name_problems(deck: Deck, cards: CardDB, rules: DeckRules) -> list[str]:
    # B06: distinct cards always treated as one name share that name's copy limit (a name
    # held by one card alone is _copy_problems' business).
    names: dict[int, Counter] = {}
    for code in deck.main + deck.extra + deck.side:
        if code in cards:
            names.setdefault(name_key(cards, code), Counter())[card_key(cards[code])] += 1
    problems = []
    for key, counts in names.items():
        copies = sum(counts.values())
        if len(counts) < 2 or copies <= rules.max_copies:
            continue
        name = cards[key].name if key in cards else f"{key:08d}"
        members = ", ".join(f"{_describe(cards, c)} x{n}" for c, n in sorted(counts.items()))
        problems.append(f"{copies} cards of the deck are named {name!r} ({members}); "
                        f"the limit is {rules.max_copies} per name")
    return problems


def _group_limit(banlist: Banlist, key: int, counts: Counter) -> int:
    # A card's entry may be under its base passcode or under one of its artworks.
    listed = [banlist.limits[c] for c in {key, *counts} if c in banlist.limits]
    return min(listed) if listed else banlist.limit(key)


def _report(deck: Deck, cards: CardDB) -> ValidationReport:
    unimplemented = [c for c in dict.fromkeys(deck.main + deck.extra)
                     if not cards.is_playable(c)]
    side_only = [c for c in dict.fromkeys(deck.side)
                 if not cards.is_playable(c) and c not in unimplemented]
    warnings = []
    if side_only:
        warnings.append("Side Deck cards not implemented: "
                        + ", ".join(_describe(cards, c) for c in side_only))
    return ValidationReport(deck.name, len(deck.main), len(deck.extra), len(deck.side),
                            unimplemented, warnings)


def format_report(report: ValidationReport, cards: CardDB) -> str:
    """format_report(report, cards)

    Readable text of a :class:`ValidationReport`: the deck's size, then one
    line per card the engine does not implement, then the warnings.

    Examples
    --------
    >>> print(format_report(ValidationReport("demo", 40, 0, 0), CardDB()))
    demo: Main Deck 40, Extra Deck 0, Side Deck 0.
    Every card is implemented.
    """
    lines = [f"{report.name or 'deck'}: Main Deck {report.main}, "
             f"Extra Deck {report.extra}, Side Deck {report.side}."]
    if report.unimplemented:
        lines.append(f"{_plural(len(report.unimplemented), 'card')} not implemented:")
        lines += [f"  {cards[c].name if c in cards else 'unknown card'} ({c:08d})"
                  for c in report.unimplemented]
    else:
        lines.append("Every card is implemented.")
    lines += [f"Warning: {w}" for w in report.warnings]
    return "\n".join(lines)
