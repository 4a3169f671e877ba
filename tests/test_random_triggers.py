"""A random-play battery for the triggers family's GOAT cards (ygo_core/scripts/goat/triggers.py):
seeded random duels between Starter Decks with those cards swapped in, the invariant checks after
every step (tests/invariants.py), every duel ending without an engine error."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core.scripts.goat import triggers

from battery import seeds
from helpers import GOAT_STAPLES, starter_decks, test_db
from invariants import play_checked

TRIGGER_CARDS = [script.code for script in triggers.CARDS]


def triggers_decks():
    """Starter Decks whose last cards are the triggers family's cards (one each) and the staples."""
    yugi, kaiba = starter_decks()
    mine = TRIGGER_CARDS + GOAT_STAPLES
    return yugi[:-len(mine)] + mine, kaiba[:-len(mine)] + mine


@pytest.mark.parametrize("rules", ["mr3", "tcg2002"])
def test_random_duels_with_the_trigger_cards_keep_invariants(rules):
    deck0, deck1 = triggers_decks()
    for seed in seeds(150):
        play_checked(test_db(), deck0, deck1, seed, rules)


def test_thousands_of_core_playouts_with_the_trigger_cards_end():
    # Random play in the core (no Python per step): every duel ends with a winner or a draw.
    deck0, deck1 = triggers_decks()
    for seed in range(2000):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        duel.playout(seed=seed)
        assert duel.is_terminal() and duel.winner() in (0, 1, -1)


def test_the_same_seed_plays_the_same_duel_with_the_trigger_cards():
    deck0, deck1 = triggers_decks()
    for seed in range(50):
        a = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        b = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        a.playout(seed=seed)
        b.playout(seed=seed)
        assert np.array_equal(a.buffer, b.buffer)
