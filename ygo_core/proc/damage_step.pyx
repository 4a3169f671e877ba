from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.stack cimport pop_frame
from ygo_core.vm.opcodes cimport (
    EV_ATTACKED_AFTER_CALC, EV_FLIPPED, LING_NO_BATTLE_DAMAGE, LING_NO_BATTLE_DESTROY,
)
from ygo_core.proc.life cimport lose_life
from ygo_core.proc.move cimport move_to_pile, turn_face_up
from ygo_core.proc.continuous cimport linger_active
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport WF_AFTER_CALC, WF_DAMAGE_STEP, open_event_window


cdef void flip_target(int32_t* s) noexcept nogil:
    # F16.2: a face-down attack target is turned face-up in Defense Position before damage
    # calculation (flipped face-up, not Flip Summoned: O06); its FLIP waits (Q08).
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target != NO_CARD and card_get(s, target, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
        turn_face_up(s, target, POS_FACEUP_DEFENSE)
        card_set(s, target, CARD_FLAGS, card_get(s, target, CARD_FLAGS) | CF_FLIPPED_BY_ATTACK)


cdef void battle_damage(int32_t* s, int32_t player, int32_t amount) noexcept nogil:
    # F23: battle damage, unless an effect says that player takes none this turn (Waboku).
    if s[HDR_HAS_EFFECTS] and linger_active(s, LING_NO_BATTLE_DAMAGE, player):
        return
    lose_life(s, player, amount)


cdef void decide_destroyed(int32_t* s, int32_t f, int32_t word, int32_t card) noexcept nogil:
    # F20: decided now, sent at the end of the step; an effect may keep the controller's
    # monsters from being destroyed by battle this turn (Waboku).
    if s[HDR_HAS_EFFECTS] and linger_active(s, LING_NO_BATTLE_DESTROY, card_get(s, card, CARD_CONTROLLER)):
        return
    s[f + word] = 1
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_BATTLE_DESTROYED)


cdef void attack_vs_attack(int32_t* s, int32_t f, int32_t atk, int32_t foe_atk) noexcept nogil:
    # F18: the lower ATK is destroyed and its controller takes the difference; equal ATK
    # destroys both with no damage, except that two 0-ATK monsters survive (F19) unless the
    # rule set follows the 2002 literal tie rule.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    if atk > foe_atk:
        decide_destroyed(s, f, DS_F_TARGET_DESTROYED, s[HDR_ATTACK_TARGET])
        battle_damage(s, opponent(player), atk - foe_atk)
    elif atk < foe_atk:
        decide_destroyed(s, f, DS_F_ATTACKER_DESTROYED, s[HDR_ATTACKER])
        battle_damage(s, player, foe_atk - atk)
    elif atk > 0 or s[HDR_RULE_ZERO_ATK_TIE_DESTROYS]:
        decide_destroyed(s, f, DS_F_ATTACKER_DESTROYED, s[HDR_ATTACKER])
        decide_destroyed(s, f, DS_F_TARGET_DESTROYED, s[HDR_ATTACK_TARGET])


cdef bint battle_still_on(const int32_t* s) noexcept nogil:
    # F13, F21: if either monster left the field (or the attacker's controller changed), or the
    # attack was negated, no damage calculation happens.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if s[HDR_ATTACK_NEGATED]:
        return False
    if card_get(s, attacker, CARD_LOCATION) != LOC_MZONE or card_get(s, attacker, CARD_CONTROLLER) != s[HDR_TURN_PLAYER]:
        return False
    return target == NO_CARD or (card_get(s, target, CARD_LOCATION) == LOC_MZONE
                                 and card_get(s, target, CARD_CONTROLLER) != s[HDR_TURN_PLAYER])


cdef void damage_calculation(int32_t* s, int32_t f) noexcept nogil:
    # F18: the attacker uses ATK; an Attack Position target ATK, a Defense Position one DEF.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t atk = card_get(s, attacker, CARD_ATK)
    cdef int32_t defense
    s[f + DS_F_CALCULATED] = 1
    if target == NO_CARD:
        battle_damage(s, opponent(player), atk)
    elif card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK:
        attack_vs_attack(s, f, atk, card_get(s, target, CARD_ATK))
    else:
        defense = card_get(s, target, CARD_DEF)
        if atk > defense:
            decide_destroyed(s, f, DS_F_TARGET_DESTROYED, target)
        elif atk < defense:
            battle_damage(s, player, defense - atk)


cdef int after_calculation(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.4, Q08: FLIP effects of a monster flipped by the attack, and "if this card is
    # attacked" effects, activate now, in one chain.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int rc = RC_OK
    if target != NO_CARD and card_get(s, target, CARD_LOCATION) == LOC_MZONE and is_face_up(card_get(s, target, CARD_POSITION)):
        if card_get(s, target, CARD_FLAGS) & CF_FLIPPED_BY_ATTACK:
            rc = raise_event(s, db, EV_FLIPPED, target, NO_CARD, opponent(s[HDR_TURN_PLAYER]))
        if rc == RC_OK and s[f + DS_F_CALCULATED]:
            rc = raise_event(s, db, EV_ATTACKED_AFTER_CALC, target, s[HDR_ATTACKER], s[HDR_TURN_PLAYER])
    if rc < 0:
        return rc
    return open_event_window(s, WF_DAMAGE_STEP | WF_AFTER_CALC)


cdef int end_of_damage_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.5, F20: monsters destroyed by battle go to their owners' GYs now; the triggers that
    # starts (Sangan: "sent from the field to the GY") form a chain in the Damage Step.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    s[f + FRAME_STEP] = DS_LEAVE
    if s[f + DS_F_ATTACKER_DESTROYED] and card_get(s, attacker, CARD_FLAGS) & CF_BATTLE_DESTROYED:
        move_to_pile(s, db, attacker, PILE_GY)
    if s[f + DS_F_TARGET_DESTROYED] and card_get(s, target, CARD_FLAGS) & CF_BATTLE_DESTROYED:
        move_to_pile(s, db, target, PILE_GY)
    if s[HDR_TRIGGER_LEN] > 0:
        return open_event_window(s, WF_DAMAGE_STEP)
    return RC_OK


cdef void leave_damage_step(int32_t* s, int32_t f) noexcept nogil:
    # F25: back to the Battle Step.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target != NO_CARD:
        card_set(s, target, CARD_FLAGS, card_get(s, target, CARD_FLAGS) & ~CF_FLIPPED_BY_ATTACK)
    s[HDR_ATTACKER] = NO_CARD
    s[HDR_ATTACK_TARGET] = NO_CARD
    s[HDR_ATTACK_NEGATED] = 0
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
        return open_event_window(s, WF_DAMAGE_STEP)  # F15: ATK/DEF effects up to now
    elif step == DS_CALC:
        if battle_still_on(s):
            damage_calculation(s, f)
        s[f + FRAME_STEP] = DS_AFTER_CALC
    elif step == DS_AFTER_CALC:
        s[f + FRAME_STEP] = DS_END
        return after_calculation(s, db, f)
    elif step == DS_END:
        return end_of_damage_step(s, db, f)
    else:
        leave_damage_step(s, f)
    return RC_OK
