"""ygo_core: the duel engine, a typed Cython core over one flat int32 state.

Public API: :class:`CardDB` (card data), :class:`Duel` (one duel state and its
decision protocol), :class:`DuelBatch` (many duels stepped together, for learning),
:func:`card_features` (the card feature table a policy embeds cards with), :data:`RULESETS`
and :class:`RuleSet` (rule presets).
"""
from ygo_core.carddb import CardDataError, CardDB, CardInfo
from ygo_core.duel import CapacityError, Duel, EngineError, IllegalActionError
from ygo_core.batch import DuelBatch
from ygo_core.features import CardFeatures, card_features
from ygo_core.rules import GOAT, MR3, MR3_2014, RULESETS, TCG2002, TCG2010, RuleSet

__all__ = ["CardDB", "CardInfo", "CardDataError", "Duel", "DuelBatch", "CardFeatures", "card_features", "RuleSet", "RULESETS", "MR3", "MR3_2014", "TCG2010", "TCG2002", "GOAT",
           "IllegalActionError", "CapacityError", "EngineError"]
