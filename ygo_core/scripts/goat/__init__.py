"""The April 2005 "GOAT" format (list 2005.4.1), one module per family of cards, in the order of
../shared/decks/goat/README.md within each. ``CARDS`` is every scripted card of the format."""
from ygo_core.scripts.goat import activated, battle, chaos, locks, staples, summons, triggers

MODULES = (staples, activated, battle, locks, summons, triggers, chaos)

CARDS = [script for module in MODULES for script in module.CARDS]
