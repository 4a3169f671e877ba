"""dm_core: the Duel Masters (DM-01) engine, a second game on ygo_core's machinery (the RNG, the
continuation stack, the decision protocol). See docs/dm.md.

Public API: :class:`DMDuel`, :func:`dm01` (the card pool), :mod:`dm_core.decks`.
"""
from dm_core.cards import CardDataError, CardPool, dm01
from dm_core.decks import DeckError, bundled_decks, load_bundled, load_deck, parse_deck
from dm_core.duel import DMDuel
from dm_core.state_check import StateError

__all__ = ["DMDuel", "CardPool", "CardDataError", "DeckError", "StateError", "dm01", "bundled_decks",
           "load_bundled", "load_deck", "parse_deck"]
