# The Damage Step (F14-F20): a face-down target is flipped face-up, ATK/DEF effects may be used
# before damage calculation, damage is calculated and dealt, FLIP and "after damage calculation"
# effects activate, and monsters destroyed by battle are sent to the GY at the end of the step.

from libc.stdint cimport int32_t

cpdef enum:
    DS_START = 0
    DS_BEFORE_CALC = 1
    DS_CALC = 2
    DS_AFTER_CALC = 3
    DS_END = 4
    # After the end-of-step triggers' chain (if any): back to the Battle Step.
    DS_CLOSE = 5
    # (oddeyes) At damage calculation, the player who would take the battle damage answered
    # whether an APPLY_ZERO_BATTLE_DAMAGE_CHOICE makes it 0 (DEC_YESNO); then DS_CALC again.
    DS_ZERO_ANSWER = 6

cpdef enum:
    # Frame words of PROC_DAMAGE_STEP: battle destruction is decided at damage calculation
    # and carried out at the end of the step (F20); whether damage calculation happened (F21).
    # Each 0 or 1. FRAME_RESULT: the result of the window it opened (0 or WINDOW_CHAINED).
    DS_F_ATTACKER_DESTROYED = 2
    DS_F_TARGET_DESTROYED = 3
    DS_F_CALCULATED = 4
    # Which monster inflicted battle damage at damage calculation (DMG_BY_*), for the
    # "when this card inflicts battle damage" events.
    DS_F_DAMAGE_BY = 5
    # (turbo) The battle damage dealt at damage calculation (after doubling; 0 for none), for
    # "with ATK less than or equal to the damage you took" (FF_ATK_UP_TO_BATTLE_DAMAGE).
    DS_F_DAMAGE = 6
    # (oddeyes) The "make that battle damage 0" question of this damage calculation (ZERO_*),
    # and the player it was put to (meaningful once it was put).
    DS_F_ZERO_ASKED = 8
    DS_F_ZERO_PLAYER = 9

cpdef enum:
    ZERO_NOT_ASKED = 0
    # Asked (the answer is awaited, or was no).
    ZERO_ASKED = 1
    # The answer was yes: that player takes no battle damage from this damage calculation.
    ZERO_TAKEN = 2

cpdef enum:
    DMG_BY_NONE = 0
    DMG_BY_ATTACKER = 1
    DMG_BY_TARGET = 2

cdef int damage_step_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
