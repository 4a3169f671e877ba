# The Battle Phase (F01-F13, F25-F26): Start Step, the Battle Step (the turn player declares
# attacks or, holding priority, activates: E03), attack declarations and their response window,
# replays and the Battle Step window after them, the Damage Step for each attack, End Step.

from libc.stdint cimport int32_t
from ygo_core.layout cimport *

cpdef enum:
    BP_START = 0
    BP_ASK = 1
    BP_ACT = 2
    BP_DECLARED = 3
    BP_REPLAY = 4
    BP_LEAVE = 5
    BP_END_STEP = 6

cpdef enum:
    # Frame words of PROC_BATTLE_PHASE: the defending side's Monster Zones when the attack
    # was declared (F09 replay check), five words: card ids or NO_CARD (0 before the first
    # attack). FRAME_RESULT: the result of the window it opened (0 or WINDOW_CHAINED).
    BP_F_SNAPSHOT = 2

cdef int battle_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t battle_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
cdef int32_t replay_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil


cdef inline bint attacker_stays(const int32_t* s, int32_t attacker) noexcept nogil:
    # F13, F21: the attacker is still on the turn player's field in the stay it declared the
    # attack in. Leaving the field clears its attack stamp (AD01, move.pyx reset_field_state),
    # so a monster back on the field is a new one, no attacker.
    return (card_get(s, attacker, CARD_LOCATION) == LOC_MZONE
            and card_get(s, attacker, CARD_CONTROLLER) == s[HDR_TURN_PLAYER]
            and this_turn(s, card_get(s, attacker, CARD_ATTACK_TURN)))


cdef inline bint attack_goes_on(const int32_t* s) noexcept nogil:
    # F07: the attack in progress goes on while it is not negated and its monster stays, face-up
    # in Attack Position. Only then is that monster "the attacking monster" (SEL_ATTACKER) and
    # is there an attack to negate: one turned face-down or to Defense Position, gone, taken
    # by the opponent or whose attack was negated is not.
    cdef int32_t attacker = s[HDR_ATTACKER]
    return (attacker != NO_CARD and not s[HDR_ATTACK_NEGATED] and attacker_stays(s, attacker)
            and card_get(s, attacker, CARD_POSITION) == POS_FACEUP_ATTACK)
