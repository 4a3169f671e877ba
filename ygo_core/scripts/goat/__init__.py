"""The April 2005 "GOAT" format (list 2005.4.1), one module per family of cards, in the order of
../shared/decks/goat/README.md within each. ``CARDS`` is every scripted card of the format."""
from ygo_core.scripts.goat import (
    activated, battle, burn, chaos, fusion, locks, misc, scorpions, staples, summons, triggers,
)

MODULES = (staples, activated, battle, locks, summons, triggers, scorpions, misc, burn, fusion, chaos)

CARDS = [script for module in MODULES for script in module.CARDS]
