"""Card scripts: the cards that need effects, declared with the vocabulary of
:mod:`ygo_core.scripts.vocab` and compiled to flat int arrays by
:mod:`ygo_core.scripts.compiler`. One module per set (``sdy``, ``sdk``)."""
