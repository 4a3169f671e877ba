from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.stack cimport pop_frame, runs_on
from ygo_core.proc.ids cimport PROC_DAMAGE_STEP
from ygo_core.proc.battle_phase cimport attacker_stays
from ygo_core.vm.opcodes cimport (
    EV_ATTACKED_AFTER_CALC, EV_BATTLE_DAMAGE, EV_BATTLED, EV_DAMAGE_STEP_END, EV_DESTROYED_BY_BATTLE,
    EV_FLIPPED, LING_NO_BATTLE_DAMAGE, LING_NO_BATTLE_DESTROY, EV_BATTLE_DAMAGE_TAKEN,
)
from ygo_core.proc.life cimport lose_life
from ygo_core.proc.move cimport move_to_pile, turn_face_up
from ygo_core.proc.continuous cimport (
    absorbed_card, absorbs_for_battle, battle_indestructible, destroy_orphan_equips, linger_active, pierces,
    reflects_battle_damage,
)
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.move cimport count_monsters
from ygo_core.vm.filters cimport applier_covers
from ygo_core.vm.opcodes cimport APPLY_DESTROY_SET_TARGET, APPLY_NEGATE_FLIP_VICTIMS
from ygo_core.proc.window cimport WF_AFTER_CALC, WF_DAMAGE_STEP, open_event_window
from ygo_core.vm.ops_misc cimport after_calc, attacked_before_calc, battle_damage_zeroed, forget_triggers
from ygo_core.vm.ops_burn cimport end_calculation_boosts
from ygo_core.vm.ops_leave cimport battle_grants
from ygo_core.vm.opcodes cimport APPLY_DOUBLE_BATTLE_DAMAGE, GRANT_DESTROY_FOE, GRANT_DOUBLE_DAMAGE, GRANT_NOT_DESTROYED
from ygo_core.vm.ops_sdmp cimport note_battle_destroyed
from ygo_core.vm.ops_oddeyes cimport use_zero_damage, zero_damage_offer
from ygo_core.actions cimport ACT_YES, DEC_YESNO, request_decision


cdef void destroy_set_target(int32_t* s, const int32_t* db) noexcept nogil:
    # APPLY_DESTROY_SET_TARGET (Mystic Swordsman LV2): the face-down target is destroyed by the
    # effect before F16.2 flips it, so no FLIP, no damage calculation (F13), no battle destruction.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target == NO_CARD or card_get(s, target, CARD_LOCATION) != LOC_MZONE \
            or card_get(s, target, CARD_POSITION) != POS_FACEDOWN_DEFENSE:
        return
    if battle_still_on(s) and applier_covers(s, db, APPLY_DESTROY_SET_TARGET, s[HDR_ATTACKER]):
        move_to_pile(s, db, target, PILE_GY)


cdef void flip_target(int32_t* s, const int32_t* db) noexcept nogil:
    # F16.2: a face-down attack target is turned face-up in Defense Position before damage
    # calculation (flipped face-up, not Flip Summoned: O06); its FLIP waits (Q08).
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target != NO_CARD and card_get(s, target, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
        turn_face_up(s, db, target, POS_FACEUP_DEFENSE)
        card_set(s, target, CARD_FLAGS, card_get(s, target, CARD_FLAGS) | CF_FLIPPED_BY_ATTACK)
        card_set(s, target, CARD_FLIPPED_TURN, s[HDR_TURN])


cdef void battle_damage(int32_t* s, const int32_t* db, int32_t f, int32_t player, int32_t amount) noexcept nogil:
    # F23: battle damage, unless an effect says that player takes none this turn (Waboku). The
    # monster of the other player in the battle inflicted it ("when this card inflicts battle
    # damage": the attacker, or a target whose ATK or DEF was higher), noted for the events.
    if s[HDR_HAS_EFFECTS] and linger_active(s, LING_NO_BATTLE_DAMAGE, player):
        return
    if s[HDR_MISC] and battle_damage_zeroed(s, db, player):
        return  # (misc) Dark Flare Knight: no battle damage to its controller from its battles
    if s[f + DS_F_ZERO_ASKED] == ZERO_TAKEN and s[f + DS_F_ZERO_PLAYER] == player:
        return  # (oddeyes) its player made it 0 (DS_ZERO_ANSWER)
    if amount > 0:
        s[f + DS_F_DAMAGE_BY] = DMG_BY_TARGET if player == s[HDR_TURN_PLAYER] else DMG_BY_ATTACKER
        if s[HDR_HAS_EFFECTS] and damage_doubled(s, db, player):
            amount *= 2
        s[f + DS_F_DAMAGE] = amount
    lose_life(s, player, amount)
    if amount > 0:
        # Relinquished: the same amount as effect damage to the opponent, at the same time
        # (damage before destruction below, so "while equipped" still holds; A14).
        if reflects_battle_damage(s, db, s[HDR_ATTACKER] if player == s[HDR_TURN_PLAYER] else s[HDR_ATTACK_TARGET]):
            lose_life(s, opponent(player), amount)


cdef bint damage_doubled(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # (MR3 battle) the monster inflicting the damage (the other player's, in a battle of two
    # monsters: not a direct attack) doubles it: APPLY_DOUBLE_BATTLE_DAMAGE (Odd-Eyes Pendulum
    # Dragon), or a Scrap Fist grant whose "you" is the damaged player's opponent. Once: two
    # doublings are x2, not x4.
    cdef int32_t by = s[HDR_ATTACK_TARGET] if player == s[HDR_TURN_PLAYER] else s[HDR_ATTACKER]
    if s[HDR_ATTACK_TARGET] == NO_CARD or card_get(s, by, CARD_LOCATION) != LOC_MZONE:
        return False
    if battle_grants(s, by, opponent(player)) & GRANT_DOUBLE_DAMAGE:
        return True
    return card_get(s, by, CARD_CONTROLLER) == opponent(player) and applier_covers(s, db, APPLY_DOUBLE_BATTLE_DAMAGE, by)


cdef void decide_destroyed(int32_t* s, const int32_t* db, int32_t f, int32_t word, int32_t card) noexcept nogil:
    # F20: decided now, sent at the end of the step; an effect may keep the controller's
    # monsters from being destroyed by battle this turn (Waboku), or the monster itself
    # (Spirit Reaper: it still takes part in damage calculation, only the destruction is off).
    if s[HDR_HAS_EFFECTS] and linger_active(s, LING_NO_BATTLE_DESTROY, card_get(s, card, CARD_CONTROLLER)):
        return
    if s[HDR_HAS_EFFECTS] and battle_indestructible(s, db, card):
        return
    if battle_grants(s, card, NO_PLAYER) & GRANT_NOT_DESTROYED:
        return  # (MR3 battle) Scrap Fist: not destroyed by its battles this turn
    if s[HDR_HAS_EFFECTS] and absorbs_for_battle(s, db, card):
        # Thousand-Eyes Restrict: the absorbed card is destroyed in its place, at once (its
        # ATK/DEF fall back after this damage calculation).
        move_to_pile(s, db, absorbed_card(s, card), PILE_GY)
        return
    s[f + word] = 1
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_BATTLE_DESTROYED)


cdef void attack_vs_attack(int32_t* s, const int32_t* db, int32_t f, int32_t atk, int32_t foe_atk) noexcept nogil:
    # F18: the lower ATK is destroyed and its controller takes the difference; equal ATK
    # destroys both with no damage, except that two 0-ATK monsters survive (F19) unless the
    # rule set follows the 2002 literal tie rule.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    # The damage is dealt before the destruction is decided: a monster destroyed in another's
    # place (Relinquished's absorbed card) still counts as equipped for the damage.
    if atk > foe_atk:
        battle_damage(s, db, f, opponent(player), atk - foe_atk)
        decide_destroyed(s, db, f, DS_F_TARGET_DESTROYED, s[HDR_ATTACK_TARGET])
    elif atk < foe_atk:
        battle_damage(s, db, f, player, foe_atk - atk)
        decide_destroyed(s, db, f, DS_F_ATTACKER_DESTROYED, s[HDR_ATTACKER])
    elif atk > 0 or s[HDR_RULE_ZERO_ATK_TIE_DESTROYS]:
        decide_destroyed(s, db, f, DS_F_ATTACKER_DESTROYED, s[HDR_ATTACKER])
        decide_destroyed(s, db, f, DS_F_TARGET_DESTROYED, s[HDR_ATTACK_TARGET])


cdef bint battle_still_on(const int32_t* s) noexcept nogil:
    # F13, F21: if either monster left the field (or the attacker's controller changed), or the
    # attack was negated, no damage calculation happens.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if s[HDR_ATTACK_NEGATED] or not attacker_stays(s, s[HDR_ATTACKER]):
        return False
    return target == NO_CARD or (card_get(s, target, CARD_LOCATION) == LOC_MZONE
                                 and card_get(s, target, CARD_CONTROLLER) != s[HDR_TURN_PLAYER])


cdef int32_t damage_taker(const int32_t* s, const int32_t* db) noexcept nogil:
    # The player damage_calculation would inflict battle damage on (F18, piercing), NO_PLAYER
    # for none: before the damage is dealt, for "when you would take battle damage".
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t atk = card_get(s, attacker, CARD_ATK)
    cdef int32_t other, taker = NO_PLAYER
    if target == NO_CARD:
        if atk > 0:
            taker = opponent(player)
    else:
        other = card_get(s, target, CARD_ATK if card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK else CARD_DEF)
        if atk < other:
            taker = player
        elif atk > other and (card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK or pierces(s, db, attacker)):
            taker = opponent(player)
    if taker != NO_PLAYER and (linger_active(s, LING_NO_BATTLE_DAMAGE, taker)
                               or (s[HDR_MISC] and battle_damage_zeroed(s, db, taker))):
        return NO_PLAYER  # it takes none anyway (Waboku, Dark Flare Knight)
    return taker


cdef int ask_zero_damage(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # (oddeyes) APPLY_ZERO_BATTLE_DAMAGE_CHOICE: once per damage calculation, the player who
    # would take battle damage from an attack involving their monster the applier covers may
    # make it 0 (Odd-Eyes Pendulum Dragon). RC_OK when there is no question to put.
    cdef int32_t taker
    if s[f + DS_F_ZERO_ASKED] != ZERO_NOT_ASKED:
        return RC_OK
    taker = damage_taker(s, db)
    if taker == NO_PLAYER or zero_damage_offer(s, db, taker) < 0:
        return RC_OK
    s[f + DS_F_ZERO_ASKED] = ZERO_ASKED
    s[f + DS_F_ZERO_PLAYER] = taker
    s[f + FRAME_STEP] = DS_ZERO_ANSWER
    return request_decision(s, taker, DEC_YESNO)


cdef int zero_damage_answer(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # DS_ZERO_ANSWER: yes uses the effect's once-per-turn limit; damage calculation follows.
    cdef int32_t player = s[f + DS_F_ZERO_PLAYER]
    cdef int32_t fx
    s[f + FRAME_STEP] = DS_CALC
    if s[HDR_ACTION] != ACT_YES:
        return RC_OK
    fx = zero_damage_offer(s, db, player)
    if fx < 0:
        return RC_OK
    s[f + DS_F_ZERO_ASKED] = ZERO_TAKEN
    return use_zero_damage(s, db, player, fx)


cdef void damage_calculation(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F18: the attacker uses ATK; an Attack Position target ATK, a Defense Position one DEF.
    # Piercing (APPLY_PIERCING): an attacker with more ATK than the DEF inflicts the difference.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t atk = card_get(s, attacker, CARD_ATK)
    cdef int32_t defense
    s[f + DS_F_CALCULATED] = 1
    if target == NO_CARD:
        battle_damage(s, db, f, opponent(player), atk)
    elif card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK:
        attack_vs_attack(s, db, f, atk, card_get(s, target, CARD_ATK))
    else:
        defense = card_get(s, target, CARD_DEF)
        if atk > defense:
            if s[HDR_HAS_EFFECTS] and pierces(s, db, attacker):
                battle_damage(s, db, f, opponent(player), atk - defense)
            decide_destroyed(s, db, f, DS_F_TARGET_DESTROYED, target)
        elif atk < defense:
            battle_damage(s, db, f, player, defense - atk)


cdef int battle_events(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.4: "when this card inflicts battle damage" and "after damage calculation, when this
    # card battles" effects trigger now, with the FLIP and "if attacked" ones. The events
    # happened at once: the last-event word keeps them all (U10c: none misses the timing).
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t kinds = s[HDR_EVENT]
    cdef int rc = RC_OK
    if s[f + DS_F_DAMAGE_BY] == DMG_BY_ATTACKER and card_get(s, attacker, CARD_LOCATION) == LOC_MZONE:
        rc = raise_event(s, db, EV_BATTLE_DAMAGE, attacker, target, s[HDR_TURN_PLAYER])
        kinds |= EV_BATTLE_DAMAGE
    elif s[f + DS_F_DAMAGE_BY] == DMG_BY_TARGET and card_get(s, target, CARD_LOCATION) == LOC_MZONE:
        rc = raise_event(s, db, EV_BATTLE_DAMAGE, target, attacker, opponent(s[HDR_TURN_PLAYER]))
        kinds |= EV_BATTLE_DAMAGE
    if rc == RC_OK and s[f + DS_F_DAMAGE_BY] != DMG_BY_NONE and s[HDR_TRIGGER_EVENTS] & EV_BATTLE_DAMAGE_TAKEN:
        rc = damage_taken_event(s, db, f)
        kinds |= EV_BATTLE_DAMAGE_TAKEN
    if rc == RC_OK and target != NO_CARD and both_on_field(s, attacker, target):
        rc = raise_event(s, db, EV_BATTLED, attacker, target, s[HDR_TURN_PLAYER])
        if rc == RC_OK:
            rc = raise_event(s, db, EV_BATTLED, target, attacker, opponent(s[HDR_TURN_PLAYER]))
        kinds |= EV_BATTLED
    s[HDR_EVENT] = kinds
    return rc


cdef int damage_taken_event(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # (turbo) EV_BATTLE_DAMAGE_TAKEN: for the monster of the player who took the battle damage
    # (the attacker when the target inflicted it, the target when the attacker did), while it is
    # still on the field; none for a direct attack's defender, who has no monster in the battle.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t own = s[HDR_ATTACKER]
    if s[f + DS_F_DAMAGE_BY] == DMG_BY_ATTACKER:
        own = s[HDR_ATTACK_TARGET]
        player = opponent(player)
    if own == NO_CARD or card_get(s, own, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    return raise_event(s, db, EV_BATTLE_DAMAGE_TAKEN, own, NO_CARD, player)


cdef inline bint both_on_field(const int32_t* s, int32_t a, int32_t b) noexcept nogil:
    return card_get(s, a, CARD_LOCATION) == LOC_MZONE and card_get(s, b, CARD_LOCATION) == LOC_MZONE


cdef bint flip_negated(const int32_t* s, const int32_t* db, int32_t target) noexcept nogil:
    # APPLY_NEGATE_FLIP_VICTIMS (Blade Knight): a FLIP monster destroyed by battle with such an
    # attacker, whose controller has no other monster, has its FLIP effect negated.
    cdef int32_t attacker = s[HDR_ATTACKER]
    if not (s[HDR_HAS_EFFECTS] and card_get(s, target, CARD_FLAGS) & CF_BATTLE_DESTROYED):
        return False
    if card_get(s, target, CARD_FLAGS) & CF_BATTLE_NEGATED:
        return True  # (misc) Dark Balter: every effect of its victim
    return (count_monsters(s, card_get(s, attacker, CARD_CONTROLLER)) == 1
            and applier_covers(s, db, APPLY_NEGATE_FLIP_VICTIMS, attacker))


cdef int after_calculation(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.4, Q08: FLIP effects of a monster flipped by the attack, and "if this card is
    # attacked" effects, activate now, in one chain.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int rc = RC_OK
    if s[HDR_HAS_EFFECTS] and s[f + DS_F_CALCULATED]:
        rc = after_calc(s, db)  # (misc) Reflect Bounder's destruction, Dark Balter's victims
        if rc < 0:
            return rc
    if target != NO_CARD and card_get(s, target, CARD_LOCATION) == LOC_MZONE and is_face_up(card_get(s, target, CARD_POSITION)):
        if card_get(s, target, CARD_FLAGS) & CF_FLIPPED_BY_ATTACK and not flip_negated(s, db, target):
            rc = raise_event(s, db, EV_FLIPPED, target, NO_CARD, opponent(s[HDR_TURN_PLAYER]))
        if rc == RC_OK and s[f + DS_F_CALCULATED]:
            rc = raise_event(s, db, EV_ATTACKED_AFTER_CALC, target, s[HDR_ATTACKER], s[HDR_TURN_PLAYER])
    if rc == RC_OK and s[f + DS_F_CALCULATED] and s[HDR_HAS_EFFECTS]:
        rc = battle_events(s, db, f)
    if rc < 0:
        return rc
    return open_event_window(s, WF_DAMAGE_STEP | WF_AFTER_CALC)


cdef int send_destroyed(int32_t* s, const int32_t* db, int32_t f, int32_t card, int32_t other,
                        int32_t word) noexcept nogil:
    # F20: a monster destroyed by battle goes to its owner's GY; "when this card is destroyed by
    # battle and sent to the GY" (Mystic Tomato) triggers from there.
    cdef int32_t player = card_get(s, card, CARD_CONTROLLER)
    cdef int32_t queued = s[HDR_TRIGGER_LEN]
    cdef bint negated = card_get(s, card, CARD_FLAGS) & CF_BATTLE_NEGATED
    cdef int rc
    if not (s[f + word] and card_get(s, card, CARD_FLAGS) & CF_BATTLE_DESTROYED):
        return RC_OK
    move_to_pile(s, db, card, PILE_GY)
    if s[HDR_HAS_EFFECTS]:
        rc = note_battle_destroyed(s, db, card)  # (sdmp) Inari Fire
        if rc < 0:
            return rc
    if other != NO_CARD and card_get(s, other, CARD_LOCATION) == LOC_MZONE:
        card_set(s, other, CARD_BATTLE_KILL_TURN, s[HDR_TURN])  # "if this card destroys a monster by battle"
    if negated:
        forget_triggers(s, card, queued)  # (misc) Dark Balter: its "sent to the GY" triggers too
        return RC_OK
    if s[HDR_HAS_EFFECTS] and card_get(s, card, CARD_LOCATION) == LOC_GY:
        return raise_event(s, db, EV_DESTROYED_BY_BATTLE, card, other, player)
    return RC_OK


cdef int destroy_granted_foes(int32_t* s, const int32_t* db, int32_t attacker, int32_t target) noexcept nogil:
    # (MR3 battle) GRANT_DESTROY_FOE (Scrap Fist): at the end of the Damage Step the opponent's
    # monster the granted one battled is destroyed (by the effect, no chain), if it is still on
    # the field (one the battle destroyed went to the GY already).
    cdef int rc = RC_OK
    if card_get(s, attacker, CARD_LOCATION) == LOC_MZONE and card_get(s, target, CARD_LOCATION) == LOC_MZONE \
            and battle_grants(s, attacker, card_get(s, attacker, CARD_CONTROLLER)) & GRANT_DESTROY_FOE:
        rc = move_to_pile(s, db, target, PILE_GY)
    if rc == RC_OK and card_get(s, attacker, CARD_LOCATION) == LOC_MZONE and card_get(s, target, CARD_LOCATION) == LOC_MZONE \
            and battle_grants(s, target, card_get(s, target, CARD_CONTROLLER)) & GRANT_DESTROY_FOE:
        rc = move_to_pile(s, db, attacker, PILE_GY)
    return rc


cdef int end_of_damage_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F16.5, F20: monsters destroyed by battle go to their owners' GYs now; "at the end of the
    # Damage Step" effects of the monsters still there trigger; their chain, if any, is built
    # in this step's window.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int rc = send_destroyed(s, db, f, attacker, target, DS_F_ATTACKER_DESTROYED)
    if rc == RC_OK and target != NO_CARD:
        rc = send_destroyed(s, db, f, target, attacker, DS_F_TARGET_DESTROYED)
    if rc == RC_OK and s[HDR_LINGER_LEN] and s[f + DS_F_CALCULATED] and target != NO_CARD:
        rc = destroy_granted_foes(s, db, attacker, target)
    if rc == RC_OK and s[HDR_HAS_EFFECTS] and s[f + DS_F_CALCULATED] and target != NO_CARD:
        rc = step_end_events(s, db, attacker, target)
    if rc < 0:
        return rc
    if s[HDR_HAS_EFFECTS]:
        destroy_orphan_equips(s, db)  # R11: with their monsters, so their triggers join this chain (Elma)
    s[f + FRAME_STEP] = DS_CLOSE
    if s[HDR_TRIGGER_LEN] > 0:
        return open_event_window(s, WF_DAMAGE_STEP)
    return RC_OK


cdef int step_end_events(int32_t* s, const int32_t* db, int32_t attacker, int32_t target) noexcept nogil:
    # EV_DAMAGE_STEP_END for each monster of the battle still on the field (Spear Dragon,
    # Ryu Kokki); the events of the step's end happened at once (U10c).
    cdef int32_t kinds = s[HDR_EVENT]
    cdef int rc = RC_OK
    if card_get(s, attacker, CARD_LOCATION) == LOC_MZONE:
        rc = raise_event(s, db, EV_DAMAGE_STEP_END, attacker, target, s[HDR_TURN_PLAYER])
    if rc == RC_OK and card_get(s, target, CARD_LOCATION) == LOC_MZONE:
        rc = raise_event(s, db, EV_DAMAGE_STEP_END, target, attacker, opponent(s[HDR_TURN_PLAYER]))
    s[HDR_EVENT] = kinds | EV_DAMAGE_STEP_END
    return rc


cdef void close_damage_step(int32_t* s) noexcept nogil:
    # F25: back to the Battle Step.
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int32_t attacker = s[HDR_ATTACKER]
    if target != NO_CARD:
        card_set(s, target, CARD_FLAGS, card_get(s, target, CARD_FLAGS)
                 & ~(CF_FLIPPED_BY_ATTACK | CF_DESTROY_AFTER_CALC | CF_BATTLE_NEGATED))
    if attacker != NO_CARD:  # (misc) marks that last for this battle only
        card_set(s, attacker, CARD_FLAGS, card_get(s, attacker, CARD_FLAGS) & ~(CF_DESTROY_AFTER_CALC | CF_BATTLE_NEGATED))
    s[HDR_ATTACKER] = NO_CARD
    s[HDR_ATTACK_TARGET] = NO_CARD
    s[HDR_ATTACK_NEGATED] = 0
    s[HDR_DAMAGE_CALCULATED] = 0
    s[HDR_BATTLE_STEP] = BSTEP_BATTLE
    pop_frame(s)


cdef int damage_step_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # The Damage Step's parts follow one another in place while nothing waits for the driver (runs_on).
    cdef int rc = damage_substep(s, db, f)
    while rc == RC_OK and runs_on(s, f, PROC_DAMAGE_STEP):
        rc = damage_substep(s, db, f)
    return rc


cdef int damage_substep(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int rc
    if step == DS_START:
        s[HDR_BATTLE_STEP] = BSTEP_DAMAGE
        s[HDR_DAMAGE_CALCULATED] = 0
        s[f + FRAME_STEP] = DS_BEFORE_CALC
        if s[HDR_HAS_EFFECTS]:
            destroy_set_target(s, db)
    elif step == DS_BEFORE_CALC:
        if s[HDR_MISC] and battle_still_on(s):
            rc = attacked_before_calc(s, db)  # (misc) Reflect Bounder
            if rc < 0:
                return rc
        flip_target(s, db)
        s[f + FRAME_STEP] = DS_CALC
        return open_event_window(s, WF_DAMAGE_STEP)  # F15: ATK/DEF effects up to now
    elif step == DS_CALC:
        if battle_still_on(s):
            if s[HDR_PENDULUM_CARDS] and s[HDR_HAS_EFFECTS]:
                rc = ask_zero_damage(s, db, f)
                if rc != RC_OK:
                    return rc  # (oddeyes) DS_ZERO_ANSWER
            damage_calculation(s, db, f)
        s[HDR_DAMAGE_CALCULATED] = 1
        if s[HDR_LINGER_LEN]:
            end_calculation_boosts(s)  # burn: "during that damage calculation only"
        s[f + FRAME_STEP] = DS_AFTER_CALC
    elif step == DS_AFTER_CALC:
        s[f + FRAME_STEP] = DS_END
        return after_calculation(s, db, f)
    elif step == DS_END:
        return end_of_damage_step(s, db, f)
    elif step == DS_ZERO_ANSWER:
        return zero_damage_answer(s, db, f)
    else:
        close_damage_step(s)
    return RC_OK
