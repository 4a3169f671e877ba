"""ygo_core: the duel engine, a typed Cython core over one flat int32 state.

Public API: :class:`CardDB` (card data), :class:`Duel` (one duel state and its
decision protocol), :data:`RULESETS` (named rule presets).
"""
from ygo_core.carddb import CardDB, CardInfo

__all__ = ["CardDB", "CardInfo"]
