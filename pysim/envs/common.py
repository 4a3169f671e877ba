"""What the learning environments share: deck inputs, spaces, and the option-index actions.

Actions in every environment are option indices: action ``k`` takes the ``k``-th row of the
observation's options (``ygo_core.observe``: one row per legal action, every legal action
has one, ascending, saying what it does and which card it acts on). An index past the rows in
use wraps around (``k % count``), so every action of the space is playable; the
``action_mask`` marks the rows in use. Why indices and not the engine's action codes: a code
carries a per-duel card id, and ids follow the order of the deck list, so a learner that saw
the codes of many duels of the same lists could tell a face-down card by its id; the option
rows show exactly what the player may see.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ygo_core import CardDB
from ygo_core import observe as O

DEFAULT_DECKS = ("starter-yugi", "starter-kaiba")


class DeckLists(NamedTuple):
    """One player's deck as the engine deals it: Main Deck and Extra (Fusion) Deck passcodes."""
    main: list[int]
    extra: list[int]


def _is_passcodes(deck) -> bool:
    return all(isinstance(c, (int, np.integer)) for c in deck)


def resolve_deck(deck) -> DeckLists:
    """A deck's Main and Extra Deck passcodes from a passcode list (a Main Deck alone), a
    ``(main, extra)`` pair of passcode lists, a :class:`pysim.decks.Deck`, a YDK path, a
    ``ydke://`` URL or a bundled deck name.

    Raises
    ------
    ValueError
        (``DeckError``) for a deck that cannot be read; FileNotFoundError for a missing file.
    """
    from pysim.decks import Deck
    if isinstance(deck, Deck):
        return DeckLists(list(deck.main), list(deck.extra))
    if isinstance(deck, (list, tuple, np.ndarray)):
        if _is_passcodes(deck):
            return DeckLists([int(c) for c in deck], [])
        if len(deck) == 2 and all(_is_passcodes(part) for part in deck):
            return DeckLists([int(c) for c in deck[0]], [int(c) for c in deck[1]])
        raise ValueError("a deck given as a sequence must be passcodes (a Main Deck) or a "
                         "(main, extra) pair of passcode lists")
    from pysim.cli import read_deck
    read = read_deck(str(deck))
    return DeckLists(list(read.main), list(read.extra))


def resolve_setup(deck0, deck1, cards):
    """``(cards, lists0, lists1)`` (:class:`DeckLists`): the bundled card data and Starter
    Decks by default."""
    cards = CardDB() if cards is None else cards
    deck0 = DEFAULT_DECKS[0] if deck0 is None else deck0
    deck1 = DEFAULT_DECKS[1] if deck1 is None else deck1
    return cards, resolve_deck(deck0), resolve_deck(deck1)


def duel_decks(lists0: DeckLists, lists1: DeckLists) -> tuple[list[int], list[int], dict]:
    """``(deck0, deck1, {"extra0": .., "extra1": ..})``: the arguments ``Duel`` and
    ``DuelBatch`` take for two players' decks, Extra Decks included."""
    return lists0.main, lists1.main, {"extra0": lists0.extra, "extra1": lists1.extra}


def option_mask(obs: np.ndarray) -> np.ndarray:
    """The int8 mask of the option rows in use, for one observation or a batch of them."""
    if obs.ndim == 1:
        mask = np.zeros(O.OBS_OPTIONS, dtype=np.int8)
        mask[:obs[O.OBS_OPTION_COUNT]] = 1
        return mask
    return (np.arange(O.OBS_OPTIONS) < obs[:, O.OBS_OPTION_COUNT, None]).astype(np.int8)


def legal_option(legal: np.ndarray, index) -> int:
    """The action code of option ``index`` given the legal actions (the option rows are the
    legal actions, in order; an index past them wraps around)."""
    return int(legal[int(index) % len(legal)])


def option_action(obs: np.ndarray, index) -> np.ndarray:
    """The engine action codes of option indices (one observation and index, or a batch)."""
    counts = np.maximum(obs[..., O.OBS_OPTION_COUNT], 1)
    k = np.asarray(index, dtype=np.int64) % counts
    at = O.OBS_OPTION_ROWS + k * O.OPT_WIDTH + O.OPT_ACTION
    if obs.ndim == 1:
        return obs[at]
    return obs[np.arange(len(obs)), at]


def spaces():
    """``(observation_space, action_space)`` of one player (Gymnasium spaces)."""
    from gymnasium import spaces as S
    top = np.iinfo(np.int32).max
    observation = S.Dict({
        "observation": S.Box(low=-1, high=top, shape=(O.OBS_SIZE,), dtype=np.int32),
        "action_mask": S.Box(low=0, high=1, shape=(O.OBS_OPTIONS,), dtype=np.int8),
    })
    return observation, S.Discrete(O.OBS_OPTIONS)
