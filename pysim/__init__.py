"""ygo-sim's Python layer: decks, card data and banlists, the runner, statistics and the
``ygo-sim`` command line."""

#: The package version (pyproject.toml reads it from here).
__version__ = "0.1.0"
