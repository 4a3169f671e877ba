"""A stable card vocabulary for embeddings: passcode -> dense index over the card data in use."""
from __future__ import annotations

import numpy as np


class CardVocabulary:
    """Dense indices for the passcodes of one card data set (:meth:`CardDB.vocabulary`).

    Index ``0`` means "no card or a hidden card" (the observation's ``-1`` and ``0``); the
    cards get ``1 .. len(vocab) - 1`` in ascending passcode order. The indices are the card
    data's rows plus 1, the same numbers the observation's ``*_vocab`` words carry, so they
    depend only on which passcodes the card data holds, not on the order it was loaded in.

    Examples
    --------
    >>> from ygo_core import CardDB
    >>> vocab = CardDB().vocabulary()
    >>> vocab.index([89631139, 0, -1])[1:]
    array([0, 0], dtype=int32)
    >>> vocab.code(vocab.index([89631139])[0])
    89631139
    """

    def __init__(self, codes):
        codes = np.asarray(codes, dtype=np.int64)
        if codes.ndim != 1 or np.any(np.diff(codes) <= 0):
            raise ValueError("vocabulary codes must be a 1-D array of ascending, distinct passcodes")
        if codes.size and codes[0] <= 0:
            raise ValueError(f"passcodes are positive; got {int(codes[0])}")
        self.codes = codes

    def __len__(self) -> int:
        """The embedding table's size: the cards plus the 0 index."""
        return int(self.codes.size) + 1

    def index(self, codes) -> np.ndarray:
        """Indices of passcodes (any shape): 0 for ``0``, ``-1`` (hidden, empty).

        Raises
        ------
        KeyError
            For a positive passcode that is not in the card data.
        """
        codes = np.asarray(codes, dtype=np.int64)
        at = np.searchsorted(self.codes, codes)
        real = codes > 0
        found = np.zeros(codes.shape, dtype=bool)
        inside = at < self.codes.size
        found[inside] = self.codes[at[inside]] == codes[inside]
        missing = real & ~found
        if missing.any():
            raise KeyError(f"unknown card: passcode {int(codes[missing].flat[0]):08d} is not in the vocabulary")
        return np.where(real, at + 1, 0).astype(np.int32)

    def code(self, index: int) -> int:
        """The passcode of a positive index."""
        if not 1 <= index <= self.codes.size:
            raise IndexError(f"vocabulary index {index} out of range 1..{self.codes.size}")
        return int(self.codes[index - 1])
