"""The games the runner and the command line play: one small record per game.

The runner (:mod:`pysim.runner`), the statistics and the gauntlet and sweep drivers see a game
only through a *spec* (``factory()``, ``fingerprint()``, ``agents``); what differs between the
games is how a deck is read, which spec two decks make, the opening-hand rules and how a duel is
replayed with its events. Each game states that once, as a :class:`Game`:

- ``ygo``: Yu-Gi-Oh! on ``ygo_core`` (YDK / ``ydke://`` decks, ``cards.cdb`` data, rule
  presets); its spec is :class:`pysim.runner.Matchup`. The command line's Yu-Gi-Oh! paths
  (validation, banlists, dead cards) are its own.
- ``dm``: Duel Masters on ``dm_core`` (deck files of ``count name`` lines, the DM-01 pool, the
  four bundled decks); its spec is :class:`DMMatchup`.

A run folder's ``run.json`` holds its spec's fingerprint; :func:`spec_from_fingerprint` gives the
spec back for either game (a fingerprint without a ``game`` key is a Yu-Gi-Oh! one, as every run
saved before the second game).
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, ClassVar

from pysim.agents.spec import RANDOM_PLAY, AgentDuel

#: The game a command plays when ``--game`` is not given.
DEFAULT_GAME = "ygo"


# --- Duel Masters --------------------------------------------------------------------------

#: The rules of a Duel Masters duel: the Comprehensive Rules (1.52) as DM-01 needs them.
DM_RULES = "dm01"
#: Agents that read a Yu-Gi-Oh! board (LP, monsters) and so cannot play Duel Masters.
DM_UNSUPPORTED_AGENTS = {"greedy": "its score reads Life Points and Monster Zones, which a Duel "
                         "Masters duel does not have"}


@dataclass(frozen=True)
class DMMatchup:
    """Deck A (player 0) against deck B (player 1) on the ``dm_core`` engine (DM-01).

    Parameters
    ----------
    deck_a, deck_b : tuple of int
        Card codes of the DM-01 pool (``dm_core.dm01()``), 40 each.
    agents : (str, str)
        The agents of A and B (:func:`pysim.agents.spec.make_agent`); random play by default,
        inside the core.
    turn_limit : int
        The engine's safety net: a duel still going at the end of this turn is a draw.
    """

    deck_a: tuple[int, ...]
    deck_b: tuple[int, ...]
    agents: tuple[str, str] = RANDOM_PLAY
    turn_limit: int = 200
    #: The game and rules every DM spec plays (not fields: there is one of each).
    game: ClassVar[str] = "dm"
    rules: ClassVar[str] = DM_RULES

    def __post_init__(self):
        for name in ("deck_a", "deck_b"):
            object.__setattr__(self, name, tuple(int(c) for c in getattr(self, name)))
        object.__setattr__(self, "agents", tuple(self.agents))

    def factory(self) -> Callable[[int, int], object]:
        """Build the card pool once and return ``make_duel(engine_seed, first_player)``."""
        from dm_core import DMDuel, dm01

        pool = dm01()
        deck0, deck1, agents, limit = list(self.deck_a), list(self.deck_b), self.agents, self.turn_limit

        def make_duel(engine_seed: int, first: int):
            duel = DMDuel(deck0, deck1, seed=engine_seed, first_player=first, pool=pool,
                          turn_limit=limit)
            return duel if agents == RANDOM_PLAY else AgentDuel(duel, agents)

        return make_duel

    def fingerprint(self) -> dict:
        """What a resumed run must share with the original one."""
        return {"game": self.game, "rules": self.rules, "deck_a": list(self.deck_a),
                "deck_b": list(self.deck_b), "agents": list(self.agents),
                "turn_limit": self.turn_limit}

    @classmethod
    def from_fingerprint(cls, data: dict) -> "DMMatchup":
        """The matchup a :meth:`fingerprint` (as saved in ``run.json``) describes."""
        try:
            return cls(tuple(int(c) for c in data["deck_a"]), tuple(int(c) for c in data["deck_b"]),
                       agents=tuple(data.get("agents", RANDOM_PLAY)),
                       turn_limit=int(data.get("turn_limit", 200)))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Duel Masters matchup description: {exc!r}") from None


class DMCards:
    """The DM-01 pool as the command line reads card data: ``code in cards``, ``cards[code]``
    (with ``.name`` and ``.code``), iteration over the cards."""

    def __init__(self, pool=None):
        from dm_core import dm01

        self.pool = pool or dm01()

    def __iter__(self):
        return iter(self.pool.cards)

    def __len__(self):
        return len(self.pool)

    def __contains__(self, code) -> bool:
        return isinstance(code, int) and 0 <= code < len(self.pool)

    def __getitem__(self, code):
        return self.pool[code]

    def code(self, text: str) -> int:
        """A card code from a name (case-insensitive) or a code; ValueError naming the
        closest names otherwise."""
        text = text.strip()
        if text.isdigit() and int(text) in self:
            return int(text)
        try:
            return self.pool.code(text)
        except ValueError:
            close = difflib.get_close_matches(text.lower(), [c.name.lower() for c in self.pool.cards],
                                              n=3, cutoff=0.7)
            names = {c.name.lower(): c.name for c in self.pool.cards}
            hint = f" (did you mean {' or '.join(repr(names[c]) for c in close)}?)" if close else ""
            raise ValueError(f"unknown DM-01 card {text!r}{hint}") from None


def dm_bundled_names() -> list[str]:
    """The bundled Duel Masters decks (``fire-nature-rush`` ...)."""
    from dm_core import bundled_decks

    return bundled_decks()


def read_dm_deck(arg: str):
    """read_dm_deck(arg) -> pysim.decks.Deck

    A Duel Masters deck from a deck file (``count name`` per line, ``#`` comments) or the name
    of a bundled deck (``fire-nature-rush`` or ``fire-nature-rush.txt``) when no such file
    exists. The deck's ``main`` holds the card codes; its name is the file's stem.

    Raises
    ------
    dm_core.DeckError
        (a ValueError) For an illegal deck, naming the file and line.
    FileNotFoundError
        For a name that is neither a file nor a bundled deck (with "did you mean").
    """
    from dm_core import load_bundled, load_deck
    from pysim.decks import Deck

    path = Path(arg)
    stem = path.name[:-4] if path.name.endswith(".txt") else path.name
    if path.exists() and not path.is_dir():
        return Deck(main=tuple(load_deck(path)), name=stem)
    names = dm_bundled_names()
    if len(path.parts) == 1 and stem in names:
        return Deck(main=tuple(load_bundled(stem)), name=stem)
    close = difflib.get_close_matches(stem, names, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    raise FileNotFoundError(f"Duel Masters deck file not found: {arg}; not a bundled deck "
                            f"either{hint} (bundled: {', '.join(names)})")


def check_dm_deck(deck) -> None:
    """Refuse a deck that breaks C002 (40 cards) or C003 (at most 4 copies of a card): a variant
    made by swapping cards may."""
    from collections import Counter

    from dm_core import DeckError, dm01

    if len(deck.main) != 40:
        raise DeckError(f"deck {deck.name!r}: {len(deck.main)} cards, a deck has exactly 40 (C002)")
    for code, n in Counter(deck.main).items():
        if n > 4:
            raise DeckError(f"deck {deck.name!r}: {n} copies of {dm01()[code].name!r} (at most 4, C003)")


def parse_dm_swaps(text: str, cards: DMCards) -> tuple[tuple[int, int], ...]:
    """parse_dm_swaps("OUT:IN[;OUT:IN...]", cards) -> ((out, in), ...)

    One variant's swaps by card name (DM-01 names hold commas, so pairs are separated by ``;``).
    """
    swaps = []
    for part in text.split(";"):
        bits = part.split(":")
        if len(bits) != 2 or not all(b.strip() for b in bits):
            raise ValueError(f"a Duel Masters swap is OUT:IN (two card names), got {part.strip()!r} "
                             f"in {text!r}")
        swaps.append((cards.code(bits[0]), cards.code(bits[1])))
    return tuple(swaps)


# --- the records -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Game:
    """What the command line needs to know of one game.

    Attributes
    ----------
    name, title : str
        ``--game`` value and the name shown to players.
    rules : str
        The default rule set (``--rules``).
    default_decks : (str, str)
        What a bare ``matchup``, ``bench`` or ``replay`` plays.
    deck_suffix : str
        The deck files' extension (``sweep --variants DIR`` reads those).
    bundled_names : callable
        ``() -> [name, ...]``, the bundled decks.
    hand_size, first_player_draws : int, bool
        The opening hand and whether the first player draws on turn 1 (``hands``).
    read_deck : callable
        ``(arg) -> pysim.decks.Deck``: a deck file or bundled name.
    replay_events : callable
        ``(spec, seed, first, names) -> (record, RecordedDuel)``: a run's duel played again
        with its events (:func:`pysim.events.replay_events`, :func:`pysim.dm_events.replay_events`).
    card_data : bool
        Whether ``--cdb``, ``--lflist``, ``--banlist`` and ``--no-validate`` apply.
    unsupported_agents : dict
        Agent names this game cannot use, with why.
    """

    name: str
    title: str
    rules: str
    default_decks: tuple[str, str]
    deck_suffix: str
    bundled_names: Callable[[], list[str]]
    read_deck: Callable[[str], object]
    replay_events: Callable[..., tuple]
    hand_size: int = 5
    first_player_draws: bool = False
    card_data: bool = True
    unsupported_agents: dict = field(default_factory=dict)

    def label(self, rules: str | None = None) -> str:
        """``'Duel Masters, rules dm01'``: the game and rules a summary names."""
        return f"{self.title}, rules {rules or self.rules}"


def _ygo_bundled() -> list[str]:
    from pysim.decks import bundled_deck_names

    return bundled_deck_names()


def _ygo_read_deck(arg: str):
    from pysim.decks import load_deck

    return load_deck(arg)


def _ygo_replay_events(*args, **kwargs):
    from pysim import events

    return events.replay_events(*args, **kwargs)


def _dm_replay_events(*args, **kwargs):
    from pysim import dm_events

    return dm_events.replay_events(*args, **kwargs)


GAMES = {
    "ygo": Game("ygo", "Yu-Gi-Oh!", "mr3", ("starter-yugi.ydk", "starter-kaiba.ydk"), ".ydk",
                _ygo_bundled, _ygo_read_deck, _ygo_replay_events),
    "dm": Game("dm", "Duel Masters", DM_RULES, ("fire-nature-rush", "light-water-control"), ".txt",
               dm_bundled_names, read_dm_deck, _dm_replay_events, hand_size=5,
               first_player_draws=False, card_data=False, unsupported_agents=DM_UNSUPPORTED_AGENTS),
}


def get_game(name: str | None) -> Game:
    """The game called ``name`` (``ygo`` or ``dm``; None for the default)."""
    name = name or DEFAULT_GAME
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r} (known: {', '.join(GAMES)})")
    return GAMES[name]


def game_of_spec(spec) -> Game:
    """The game a runner spec plays (a spec without a ``game`` attribute is Yu-Gi-Oh!'s)."""
    return get_game(getattr(spec, "game", "ygo"))


def spec_from_fingerprint(data: dict):
    """The runner spec a saved fingerprint describes, for either game."""
    game = data.get("game", "ygo") if isinstance(data, dict) else None
    if game == "dm":
        return DMMatchup.from_fingerprint(data)
    if game == "ygo":
        from pysim.runner import Matchup

        return Matchup.from_fingerprint(data)
    raise ValueError(f"not a matchup description (game {game!r})")
