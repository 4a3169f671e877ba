"""The errors either engine's Python edge raises (ygo_core.Duel, dm_core.DMDuel)."""


class EngineError(RuntimeError):
    """The engine reached a state it cannot continue from (a bug; please report the seed)."""


class IllegalActionError(ValueError):
    """An action that is not legal in the current state. The state is left unchanged."""


class CapacityError(ValueError):
    """A fixed capacity of the state (cards, pile, stack ...) would be exceeded."""
