from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.vm.filters cimport filter_at_least, filter_collect, filter_match
from ygo_core.proc.move cimport free_monster_zone
from ygo_core.proc.tribute cimport summonable_in_hand
from ygo_core.vm.ops_locks cimport card_activation_below, self_face_up, summoning_now
from ygo_core.vm.ops_summons cimport summons_condition
from ygo_core.vm.ops_misc cimport card_below_of_kind
from ygo_core.vm.ops_burn cimport burn_condition
from ygo_core.vm.ops_fusion cimport can_absorb, can_ritual_summon
from ygo_core.vm.ops_chaos cimport chaos_condition
from ygo_core.vm.ops_xyz cimport xyz_condition
from ygo_core.vm.ops_leave cimport leave_condition
from ygo_core.vm.ops_quick cimport quick_condition
from ygo_core.proc.continuous cimport linger_has_value
from ygo_core.vm.ops_synchro cimport synchro_condition
from ygo_core.vm.ops_pendulum cimport pendulum_condition
from ygo_core.vm.ops_sdmp cimport battle_destroyed_until_now


cdef bint event_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                      int32_t player) noexcept nogil:
    # U10: the event must be the last thing that happened; its card must still qualify.
    cdef int32_t event_card = s[HDR_EVENT_CARD]
    cdef int32_t by = insn[INSN_B]
    if not event_raised(s, insn) or event_card == NO_CARD:
        return False
    if not by & (CTRL_SELF if s[HDR_EVENT_PLAYER] == player else CTRL_FOE):
        return False
    return insn[INSN_C] < 0 or filter_match(s, db, code_at(db, insn[INSN_C]), event_card, player, card)


cdef bint grants_normal_summon(const int32_t* db, int32_t fx) noexcept nogil:
    # Does the effect's resolution give an extra Normal Summon or Set (OP_NORMAL_SUMMON_NOW)?
    cdef int32_t i
    for i in range(fx_get(db, fx, FX_N_OPS)):
        if code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == OP_NORMAL_SUMMON_NOW:
            return True
    return False


cdef bint hand_has_summon_left(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # U08: an extra Normal Summon needs a monster the player could summon now. Each of their
    # links already on the chain that grants one will use one, so there must be one more than
    # those (Ultimate Offering may go on one chain as often as the hand has summonable
    # monsters: the OCG rulings cited in tests/cards/test_sdy.py).
    cdef int32_t waiting = 0, i, link
    for i in range(s[HDR_CHAIN_LEN]):
        link = link_offset(i)
        if (<int16_t*>s)[link + LINK_PLAYER] == player and grants_normal_summon(db, (<int16_t*>s)[link + LINK_EFFECT]):
            waiting += 1
    return summonable_in_hand(s, db, player) > waiting


cdef bint one_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                    int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == COND_COUNT:
        return filter_at_least(s, db, code_at(db, insn[INSN_A]), player, card, insn[INSN_B])
    if op == COND_EVENT:
        return event_holds(s, db, insn, card, player)
    if op == COND_MONSTER_TO_GY:
        return this_turn(s, s[HDR_MONSTER_TO_GY_TURN + player])
    if op == COND_MAIN_OR_FOE_BATTLE:
        if s[HDR_TURN_PLAYER] == player:
            return s[HDR_PHASE] == PHASE_MAIN1 or s[HDR_PHASE] == PHASE_MAIN2
        return s[HDR_PHASE] == PHASE_BATTLE
    if op == COND_FREE_MONSTER_ZONE:
        return free_monster_zone(s, player) >= 0
    if op == COND_SUMMONABLE_IN_HAND:
        return hand_has_summon_left(s, db, player)
    if op == COND_NO_BATTLE_PHASE:
        return not this_turn(s, s[HDR_BATTLE_PHASE_TURN + player])
    if op >= COND_DIRECT_ATTACK and op <= COND_KILLED_THIS_TURN:
        return battle_holds(s, db, insn, op, card, player)
    if op == COND_SUMMONING:
        return summoning_now(s)
    if op == COND_CARD_ACTIVATED:
        return card_activation_below(s)
    if op == COND_SELF_FACE_UP:
        return self_face_up(s, card)
    if op == COND_COUNTERS:
        return card_get(s, card, CARD_COUNTERS) >= insn[INSN_A]
    if op >= COND_FREE_ZONES and op <= COND_CAN_FUSE:
        return summons_condition(s, db, insn, card, player)
    if op >= COND_SPELL_TARGETS_ONLY_SELF and op <= COND_WOULD_DESTROY_OWN_TRAP:  # the burn family's
        return burn_condition(s, db, op, card)
    if op == COND_CAN_ABSORB:
        return can_absorb(s, card)
    if op == COND_CAN_RITUAL:
        return can_ritual_summon(s, db, player, insn[INSN_A])
    if COND_NOT_ATTACKED <= op <= COND_DESTROYED_BY_FOE:  # the chaos family's (8-12)
        return chaos_condition(s, db, insn, card, player)
    if op == COND_MATERIALS_AT_LEAST or op == COND_SUMMONED_BY:  # MR3 (xyz)
        return xyz_condition(s, db, insn, card)
    if op == COND_SELF_IN:
        return (insn[INSN_A] >> card_get(s, card, CARD_LOCATION)) & 1
    if op == COND_CARD_BELOW_KIND:
        return card_below_of_kind(s, db, insn)
    if COND_NORMAL_SUMMONED_THIS_TURN <= op <= COND_BATTLE_STEP:  # MR3 leave (85-89; 89 the battle helper's)
        return leave_condition(s, db, insn, card, player)
    if COND_FOE_MAIN_PHASE <= op <= COND_OWN_BATTLER_CALCULATING:  # MR3 quick family (90-94)
        return quick_condition(s, db, insn, player)
    if op == COND_DISTINCT_NAMES or op == COND_NO_PENDULUM_FX_OF:  # MR3 pendulum (Pendulum Call)
        return pendulum_condition(s, db, insn, card, player)
    if op == COND_FOES_TURN:  # (sdmp) "during your opponent's End Phase": Nefarious Archfiend
        return s[HDR_TURN_PLAYER] != player
    if op == COND_BATTLE_DESTROYED_STANDBY:  # (sdmp) Inari Fire
        return battle_destroyed_until_now(s, card)
    if op == COND_PROPERLY_SUMMONED:  # (sdmp) Odd-Eyes Absolute Dragon, in the GY
        return card_get(s, card, CARD_FLAGS) & CF_PROPER != 0
    if op == COND_SYNCHRO_WITH_SELF or op == COND_FOE_SPECIAL_SUMMONING or op == COND_RESOLVED_THIS_TURN:  # MR3 synchro
        return synchro_condition(s, db, insn, card, player)
    if COND_EVENT_CARD_FITS <= op <= COND_EVENT_CARD_SUMMONED_BY:
        return True  # sclause: checked when the event was raised (FXF_EVENT_FILTERED, proc/triggers.pyx)
    if op == COND_PROC_ONCE_PER_DUEL:  # MR3 synchro (Unknown Synchron)
        return not (s[HDR_LINGER_LEN] > 0 and linger_has_value(s, LING_PROC_ONCE, player, db_get(db, s, card, DB_CODE)))
    if op == COND_TARGET_IN_ATTACK:  # (turbo) Turbo Synchron
        return attacking_an_attack_position(s, card)
    return False


cdef inline bint attacking_an_attack_position(const int32_t* s, int32_t card) noexcept nogil:
    # COND_TARGET_IN_ATTACK: the card is the attacker and its target is on the field in face-up
    # Attack Position (a direct attack, or a target in Defense Position, does not count).
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    return (card != NO_CARD and card == s[HDR_ATTACKER] and target != NO_CARD
            and card_get(s, target, CARD_LOCATION) == LOC_MZONE
            and card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK)


cdef bint battle_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t op,
                       int32_t card, int32_t player) noexcept nogil:
    # The battle family's conditions, read from the battle in progress (HDR_ATTACKER and
    # HDR_ATTACK_TARGET stay set until the end of the Damage Step).
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t other
    if op == COND_KILLED_THIS_TURN:
        return this_turn(s, card_get(s, card, CARD_BATTLE_KILL_TURN))
    if attacker == NO_CARD:
        return False
    if op == COND_DIRECT_ATTACK:
        return s[HDR_ATTACK_TARGET] == NO_CARD
    if op == COND_BATTLE_DESTROYED:
        return card_get(s, card, CARD_LOCATION) == LOC_MZONE and card_get(s, card, CARD_FLAGS) & CF_BATTLE_DESTROYED
    if op == COND_ATTACKING:
        return card == attacker
    if op == COND_TARGET_IN_DEFENSE:
        return (card == attacker and s[HDR_ATTACK_TARGET] != NO_CARD
                and card_get(s, s[HDR_ATTACK_TARGET], CARD_POSITION) != POS_FACEUP_ATTACK)
    other = s[HDR_ATTACK_TARGET] if card == attacker else (attacker if card == s[HDR_ATTACK_TARGET] else NO_CARD)
    if op == COND_DESTROYED_ITS_FOE:
        return (other != NO_CARD and this_turn(s, card_get(s, card, CARD_BATTLE_KILL_TURN))
                and card_get(s, other, CARD_LOCATION) != LOC_MZONE)
    return (other != NO_CARD and card_get(s, other, CARD_LOCATION) == LOC_MZONE
            and filter_match(s, db, code_at(db, insn[INSN_A]), other, player, card))


cdef bint conditions_still_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                int32_t player) noexcept nogil:
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef const int32_t* insn
    cdef int32_t i
    if at < 0:
        return True
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        insn = code_at(db, at + i * INSN_WIDTH)
        if insn[INSN_OP] & INSN_TO_RESOLVE and not one_holds(s, db, insn, card, player):
            return False
    return True
