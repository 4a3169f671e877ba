"""What the learning environments share: deck inputs, spaces, and the option-index actions.

Actions in every environment are option indices: action ``k`` takes the ``k``-th row of the
observation's options (``ygo_core.observe``: one row per legal action, ascending, saying what
it does and which card it acts on). An index past the rows in use wraps around
(``k % min(count, OBS_OPTIONS)``), so every action of the space is playable; the
``action_mask`` marks the rows in use. Why indices and not the engine's action codes: a code
carries a per-duel card id, and ids follow the order of the deck list, so a learner that saw
the codes of many duels of the same lists could tell a face-down card by its id; the option
rows show exactly what the player may see.
"""
from __future__ import annotations

import numpy as np

from ygo_core import CardDB
from ygo_core import observe as O

DEFAULT_DECKS = ("starter-yugi", "starter-kaiba")


def resolve_deck(deck) -> list[int]:
    """A Main Deck's passcodes from a passcode list, a YDK path, a ``ydke://`` URL or a
    bundled deck name.

    Raises
    ------
    ValueError
        (``DeckError``) for a deck that cannot be read; FileNotFoundError for a missing file.
    """
    if isinstance(deck, (list, tuple, np.ndarray)):
        return [int(c) for c in deck]
    from pysim.cli import read_deck
    return list(read_deck(str(deck)).main)


def resolve_setup(deck0, deck1, cards):
    """``(cards, main0, main1)``: the bundled card data and Starter Decks by default."""
    cards = CardDB() if cards is None else cards
    deck0 = DEFAULT_DECKS[0] if deck0 is None else deck0
    deck1 = DEFAULT_DECKS[1] if deck1 is None else deck1
    return cards, resolve_deck(deck0), resolve_deck(deck1)


def option_mask(obs: np.ndarray) -> np.ndarray:
    """The int8 mask of the option rows in use, for one observation or a batch of them."""
    if obs.ndim == 1:
        mask = np.zeros(O.OBS_OPTIONS, dtype=np.int8)
        mask[:obs[O.OBS_OPTION_COUNT]] = 1
        return mask
    counts = np.minimum(obs[:, O.OBS_OPTION_COUNT], O.OBS_OPTIONS)
    return (np.arange(O.OBS_OPTIONS) < counts[:, None]).astype(np.int8)


def legal_option(legal: np.ndarray, index) -> int:
    """The action code of option ``index`` given the legal actions (the option rows are the
    first ``OBS_OPTIONS`` legal actions, in order; an index past them wraps around)."""
    return int(legal[int(index) % min(len(legal), O.OBS_OPTIONS)])


def option_action(obs: np.ndarray, index) -> np.ndarray:
    """The engine action codes of option indices (one observation and index, or a batch)."""
    counts = np.maximum(np.minimum(obs[..., O.OBS_OPTION_COUNT], O.OBS_OPTIONS), 1)
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
