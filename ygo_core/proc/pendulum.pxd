# MR3 Pendulum (rules-mr3.md M, N): the Pendulum Zones and Scales, the placement of a Pendulum
# Monster card in a Pendulum Zone (an activation, proc/activation.pyx), and the Pendulum Summon.

from libc.stdint cimport int32_t
from ygo_core.layout cimport *

cpdef enum:
    # Steps of PROC_PENDULUM.
    PS_ASK = 0
    PS_TAKE = 1
    PS_PLACE = 2
    PS_DONE = 3
    # After the summon-negation window (Solemn Judgment): the summon succeeds or not (M11-M12).
    PS_SUCCEED = 4

cpdef enum:
    # Frame words of PROC_PENDULUM: the summoning player; the monsters placed so far; the one
    # chosen, waiting for its position; the first placed (HDR_SUMMONING names it in the window).
    # FRAME_RESULT (word 7) is left to the window.
    PS_F_PLAYER = 2
    PS_F_PLACED = 3
    PS_F_CARD = 4
    PS_F_FIRST = 5

# (Inline, so that the activation and move code use them without importing this module.)
cdef inline int32_t free_pendulum_zone(const int32_t* s, int32_t player) noexcept nogil:
    # The lowest free Pendulum Zone of `player` (0 left, 1 right), or -1: none free, or no
    # Pendulum Zones in this era (switch 42: RULE_PENDULUM clear before MR3).
    cdef int32_t i
    if not s[HDR_PENDULUM_CARDS]:
        return -1  # (HDR_PENDULUM_CARDS: RULE_PENDULUM, and a Pendulum card in the duel)
    for i in range(CAP_PZONE):
        if zone_card(s, player, ZONE_PENDULUM + i) == NO_CARD:
            return i
    return -1


cdef inline bint pendulum_placeable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # M02, M04: `player` may activate this card from the hand into an empty Pendulum Zone (it
    # is never Set there).
    return (card_get(s, card, CARD_LOCATION) == LOC_HAND and card_get(s, card, CARD_CONTROLLER) == player
            and db_get(db, s, card, DB_TYPE) & TYPE_PENDULUM and free_pendulum_zone(s, player) >= 0)

# M10: can the turn player Pendulum Summon now (with at least one monster)?
cdef bint can_pendulum_summon(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
cdef int start_pendulum_summon(int32_t* s, int32_t player) noexcept nogil
cdef int pendulum_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# DEC_PENDULUM: the next monster to Pendulum Summon (ACT_SELECT + card), or ACT_PASS once one is.
cdef int32_t pendulum_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
