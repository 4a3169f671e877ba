"""The Master Rule 3 era (2014-2016): the bundled decks' cards, one module per deck
(pysim/data/decks/mr3/). ``CARDS`` is every scripted card of the era."""
from ygo_core.scripts.mr3 import synchro, synchron_extreme

MODULES = (synchron_extreme, synchro)

CARDS = [script for module in MODULES for script in module.CARDS]
