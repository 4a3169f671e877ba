"""The Master Rule 3 era (2014-2016): the bundled decks' cards (pysim/data/decks/mr3/), one
module per family of mechanisms (docs/mr3-cards.md section 7), as the GOAT cards are grouped.
``CARDS`` is every scripted card of the era."""
from ygo_core.scripts.mr3 import battle, leave, pendulum, quick, sdmp, synchro, synchron_extreme

MODULES = (synchron_extreme, synchro, leave, quick, pendulum, sdmp, battle)

CARDS = [script for module in MODULES for script in module.CARDS]
