"""The bundled Master Rule 3 products (pysim/data/decks/mr3/: Structure Deck: Synchron Extreme
against Structure Deck: Master of Pendulum) in random duels, with the bundled card data and
every scripted card of the era: invariants after every action (tests/invariants.py), the
saved-state check and buffer round trip along the way, and many whole duels in the core. The
cards not scripted yet play as dead cards (allow_unimplemented). This battery found a Normal
Summon offered without a Tribute for Quickdraw Synchron (tests/cards/test_mr3_synchro.py)."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core.carddb import CardDB
from ygo_core.state_check import check_state
from pysim.decks import load_deck

from invariants import play_checked

_DB = None


def db():
    global _DB
    if _DB is None:
        _DB = CardDB()
    return _DB


def decks():
    sdse, sdmp = load_deck("synchron-extreme"), load_deck("master-of-pendulum")
    return sdse, sdmp


@pytest.mark.parametrize("seed", range(60))
def test_bundled_mr3_decks_keep_invariants_at_every_step(seed):
    sdse, sdmp = decks()
    duel = play_checked(db(), list(sdse.main), list(sdmp.main), seed, extra0=list(sdse.extra),
                        extra1=list(sdmp.extra), allow_unimplemented=True, illegal_every=17)
    check_state(duel.buffer, db())
    assert np.array_equal(Duel.from_buffer(db(), duel.buffer).buffer, duel.buffer)


def test_bundled_mr3_decks_play_many_whole_duels_in_the_core():
    sdse, sdmp = decks()
    for seed in range(300):
        duel = Duel(db(), list(sdse.main), list(sdmp.main), seed=seed, first_player=seed % 2,
                    extra0=list(sdse.extra), extra1=list(sdmp.extra), allow_unimplemented=True)
        duel.playout(seed)  # raises EngineError on an engine failure
        assert duel.is_terminal() and duel.winner() in (0, 1, -1)
