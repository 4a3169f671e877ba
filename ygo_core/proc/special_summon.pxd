# A Special Summon by a card's own procedure (FXK_SUMMON_PROC, vm/opcodes.pxd): the main
# phase offers it as ACT_SUMMON on the card; it is not activated and starts no chain (it is a
# summon, which may be negated while it happens and answered when it succeeds, like a Normal
# Summon: H17, G06).

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_SPECIAL_SUMMON.
    SP_BEGIN = 0
    SP_ASK_COST = 1
    SP_TAKE_COST = 2
    SP_ASK_POSITION = 3
    SP_PLACE = 4
    # (sdmp) FXF_ALSO_NORMAL: the procedure or a Normal Summon (DEC_YESNO).
    SP_ASK_WHICH = 5
    # locks: after the summon-negation window (Solemn Judgment), the summon succeeds or not.
    SP_SUCCEED = 6

cpdef enum:
    # Frame words: the card, its player, the effect row, costs chosen so far, then the costs
    # (at SP_SUCCEED the costs are paid and read no more: the window's result overlays one).
    SP_F_CARD = 2
    SP_F_PLAYER = 3
    SP_F_EFFECT = 4
    SP_F_CHOSEN = 5
    SP_F_COSTS = 6
    # At most this many cost cards (frame words 6..9).
    SP_MAX_COSTS = 4

# Can `player` summon this hand card by its procedure now (zone, cost, no summon lock)?
cdef bint proc_summonable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# Pushes PROC_SPECIAL_SUMMON for the card. Returns RC_OK or an ERR_*.
cdef int start_proc_summon(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
cdef int special_summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# DEC_SUMMON_COST: the cards the next cost may be paid with.
cdef int32_t summon_cost_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
