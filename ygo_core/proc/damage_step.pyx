from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.stack cimport pop_frame
from ygo_core.proc.life cimport lose_life
from ygo_core.proc.move cimport move_to_pile, turn_face_up


cdef void flip_target(int32_t* s) noexcept nogil:
    # F16.2: a face-down attack target is turned face-up in Defense Position before damage
    # calculation (flipped face-up, not Flip Summoned: O06).
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target != NO_CARD and card_get(s, target, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
        turn_face_up(s, target, POS_FACEUP_DEFENSE)


cdef void attack_vs_attack(int32_t* s, int32_t f, int32_t atk, int32_t foe_atk) noexcept nogil:
    # F18: the lower ATK is destroyed and its controller takes the difference; equal ATK
    # destroys both with no damage, except that two 0-ATK monsters survive (F19) unless the
    # rule set follows the 2002 literal tie rule.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    if atk > foe_atk:
        s[f + DS_F_TARGET_DESTROYED] = 1
        lose_life(s, opponent(player), atk - foe_atk)
    elif atk < foe_atk:
        s[f + DS_F_ATTACKER_DESTROYED] = 1
        lose_life(s, player, foe_atk - atk)
    elif atk > 0 or s[HDR_RULE_ZERO_ATK_TIE_DESTROYS]:
        s[f + DS_F_ATTACKER_DESTROYED] = 1
        s[f + DS_F_TARGET_DESTROYED] = 1


cdef void damage_calculation(int32_t* s, int32_t f) noexcept nogil:
    # F18: the attacker uses ATK; an Attack Position target ATK, a Defense Position one DEF.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t atk = card_get(s, attacker, CARD_ATK)
    cdef int32_t defense
    if target == NO_CARD:
        lose_life(s, opponent(player), atk)
    elif card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK:
        attack_vs_attack(s, f, atk, card_get(s, target, CARD_ATK))
    else:
        defense = card_get(s, target, CARD_DEF)
        if atk > defense:
            s[f + DS_F_TARGET_DESTROYED] = 1
        elif atk < defense:
            lose_life(s, player, defense - atk)


cdef void end_of_damage_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.5, F20: monsters destroyed by battle go to their owners' GYs now; then back to the
    # Battle Step (F25).
    if s[f + DS_F_ATTACKER_DESTROYED]:
        move_to_pile(s, db, s[HDR_ATTACKER], PILE_GY)
    if s[f + DS_F_TARGET_DESTROYED]:
        move_to_pile(s, db, s[HDR_ATTACK_TARGET], PILE_GY)
    s[HDR_ATTACKER] = NO_CARD
    s[HDR_ATTACK_TARGET] = NO_CARD
    s[HDR_BATTLE_STEP] = BSTEP_BATTLE
    pop_frame(s)


cdef int damage_step_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == DS_START:
        s[HDR_BATTLE_STEP] = BSTEP_DAMAGE
        s[f + FRAME_STEP] = DS_BEFORE_CALC
    elif step == DS_BEFORE_CALC:
        flip_target(s)
        s[f + FRAME_STEP] = DS_CALC
    elif step == DS_CALC:
        damage_calculation(s, f)
        s[f + FRAME_STEP] = DS_END
    else:
        end_of_damage_step(s, db, f)
    return RC_OK
