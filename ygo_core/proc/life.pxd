# Life points and the end of the duel (A07-A14).

from libc.stdint cimport int32_t, int64_t
from ygo_core.layout cimport HDR_LP, HDR_RULE_MORE, RULEX_LP_COST_BELOW_LP

# LP after adding `change` (negative for damage): saturated to 0..LP_MAX, never overflowing.
cdef int32_t saturated_lp(int64_t lp, int64_t change) noexcept nogil
# Takes `amount` LP from `player` (damage or loss): LP stop at 0 (A08) and a player at 0 LP
# loses at once (A07, A09); both at 0 together is a draw (A14).
cdef void lose_life(int32_t* s, int32_t player, int64_t amount) noexcept nogil
# Takes LP from both players at once: both at 0 is a draw (A14), one at 0 loses (A09).
cdef void lose_life_both(int32_t* s, int64_t amount0, int64_t amount1) noexcept nogil
# Gives `player` `amount` LP; LP stop at LP_MAX instead of overflowing.
cdef void gain_life(int32_t* s, int32_t player, int64_t amount) noexcept nogil
# Ends the duel: `winner` is 0, 1 or DRAW_RESULT; `reason` a WIN_*.
cdef void end_duel(int32_t* s, int32_t winner, int32_t reason) noexcept nogil
# Draws `n` cards for `player`; returns 0, or 1 when the Deck ran out (the caller decides
# whether that loses: A11 for required draws, A12 for searches).
cdef int draw_cards(int32_t* s, const int32_t* db, int32_t player, int32_t n) noexcept nogil

# ---- Rule switches, more (presets helper)
# U06, A10: `player` can pay `amount` LP as a cost: never more than they have; all of it unless
# switch 36 is off (RULEX_LP_COST_BELOW_LP: the cost must leave them some LP).
cdef inline bint can_pay_lp(const int32_t* s, int32_t player, int32_t amount) noexcept nogil:
    return s[HDR_LP + player] >= amount + (1 if s[HDR_RULE_MORE] & RULEX_LP_COST_BELOW_LP else 0)

# T10 (p.105): halving LP rounds the LP left up, so a "pay half your LP" cost is rounded down
# (525 LP pay 262 and keep 263).
cdef inline int32_t half_lp_cost(int32_t lp) noexcept nogil:
    return lp // 2
