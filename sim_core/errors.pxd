# Status codes returned by every core function: 0 ok, 1 waiting for a decision, < 0 an ERR_*
# whose detail (the offending action or index) is in s[HDR_ERR_ARG]. The edge (duel.pyx) raises.

cpdef enum:
    RC_OK = 0
    RC_DECIDE = 1
    # An action that is not among the legal actions of the pending decision.
    ERR_ILLEGAL_ACTION = -1
    # A fixed capacity of the state (cards, pile, stack, chain ...) would be exceeded.
    ERR_CAPACITY = -2
    # The state is not one the engine can continue from (corrupt or unknown procedure).
    ERR_BAD_STATE = -3
    # An action was given while the duel is over or no decision is pending.
    ERR_NO_DECISION = -4
