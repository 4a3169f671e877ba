from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, effect_rows_bits, first_effect, fx_get
from ygo_core.vm.filters cimport applier_covers
from ygo_core.proc.move cimport move_to_pile
from ygo_core.proc.triggers cimport raise_event


cdef bint card_below_of_kind(const int32_t* s, const int32_t* db, const int32_t* insn) noexcept nogil:
    # W, Z: the link the new one answers is the activation of a Spell/Trap Card (not an effect
    # of a face-up card) with all type bits A and none of B (a Normal Trap: no subtype bit).
    cdef int32_t link, types
    if s[HDR_CHAIN_LEN] <= 0:
        return False
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    if not (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION:
        return False
    types = db_get(db, s, (<int16_t*>s)[link + LINK_CARD], DB_TYPE)
    if types & TYPE_MONSTER:
        types = TYPE_SPELL  # (pend) M02: a Pendulum Monster card placed in a Pendulum Zone is activated as a Spell Card
    return types & insn[INSN_A] == insn[INSN_A] and not types & insn[INSN_B]


cdef int32_t misc_bit(int32_t op) noexcept nogil:
    if op == APPLY_NEGATE_BATTLE_VICTIMS:
        return MISC_NEGATE_VICTIMS
    if op == APPLY_NO_BATTLE_DAMAGE_INVOLVING:
        return MISC_NO_BATTLE_DAMAGE
    if op == APPLY_DESTROYED_AFTER_ATTACKED:
        return MISC_DESTROYED_AFTER_ATTACKED
    return 0


cdef int32_t misc_bits_of_row(const int32_t* db, int32_t fx) noexcept nogil:
    cdef int32_t i, bits = 0
    if fx_get(db, fx, FX_KIND) == FXK_TRIGGER and fx_get(db, fx, FX_EVENTS) & EV_ATTACKED_BEFORE_CALC:
        bits |= MISC_BEFORE_CALC_EVENT
    if fx_get(db, fx, FX_KIND) == FXK_CONTINUOUS:
        for i in range(fx_get(db, fx, FX_N_OPS)):
            bits |= misc_bit(code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)[INSN_OP])
    return bits


cdef void scan_misc(int32_t* s, const int32_t* db) noexcept nogil:
    # Only the mechanisms some card of this duel uses cost anything in a battle.
    s[HDR_MISC] = effect_rows_bits(s, db, misc_bits_of_row)


cdef int attacked_before_calc(int32_t* s, const int32_t* db) noexcept nogil:
    # "When this face-up Attack Position card is attacked ..., before damage calculation".
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if target == NO_CARD or card_get(s, target, CARD_LOCATION) != LOC_MZONE \
            or card_get(s, target, CARD_POSITION) != POS_FACEUP_ATTACK:
        return RC_OK
    if s[HDR_MISC] & MISC_DESTROYED_AFTER_ATTACKED and applier_covers(s, db, APPLY_DESTROYED_AFTER_ATTACKED, target):
        card_set(s, target, CARD_FLAGS, card_get(s, target, CARD_FLAGS) | CF_DESTROY_AFTER_CALC)
    if not s[HDR_MISC] & MISC_BEFORE_CALC_EVENT:
        return RC_OK  # no card of the duel answers it: no scan
    return raise_event(s, db, EV_ATTACKED_BEFORE_CALC, target, s[HDR_ATTACKER], opponent(s[HDR_TURN_PLAYER]))


cdef void mark_victim(int32_t* s, const int32_t* db, int32_t victim, int32_t winner) noexcept nogil:
    # F20: both are still on the field; the winner's effect negates the destroyed one's. A Token
    # has no effect of its own to negate: what is written for it is its creator's (P06: Ojama
    # Trio's 300 damage when an Ojama Token is destroyed).
    if victim != NO_CARD and winner != NO_CARD and card_get(s, victim, CARD_FLAGS) & CF_BATTLE_DESTROYED \
            and not db_get(db, s, victim, DB_TYPE) & TYPE_TOKEN \
            and card_get(s, winner, CARD_LOCATION) == LOC_MZONE \
            and applier_covers(s, db, APPLY_NEGATE_BATTLE_VICTIMS, winner):
        card_set(s, victim, CARD_FLAGS, card_get(s, victim, CARD_FLAGS) | CF_BATTLE_NEGATED)


cdef int destroy_marked(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # CF_DESTROY_AFTER_CALC: destroyed by its own effect now, unless the battle destroys it.
    cdef int32_t flags
    if card == NO_CARD or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    flags = card_get(s, card, CARD_FLAGS)
    if not flags & CF_DESTROY_AFTER_CALC:
        return RC_OK
    card_set(s, card, CARD_FLAGS, flags & ~CF_DESTROY_AFTER_CALC)
    if flags & CF_BATTLE_DESTROYED:
        return RC_OK
    return move_to_pile(s, db, card, PILE_GY)


cdef int after_calc(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    cdef int rc
    if s[HDR_MISC] & MISC_NEGATE_VICTIMS:
        mark_victim(s, db, target, attacker)
        mark_victim(s, db, attacker, target)
    rc = destroy_marked(s, db, target)
    if rc == RC_OK:
        rc = destroy_marked(s, db, attacker)
    return rc


cdef bint battle_damage_zeroed(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # The damaged player's own monster in this battle: the attacker for the turn player, else
    # the attack target (none for a direct attack).
    cdef int32_t mine = s[HDR_ATTACKER] if player == s[HDR_TURN_PLAYER] else s[HDR_ATTACK_TARGET]
    return (s[HDR_MISC] & MISC_NO_BATTLE_DAMAGE and mine != NO_CARD
            and card_get(s, mine, CARD_LOCATION) == LOC_MZONE
            and applier_covers(s, db, APPLY_NO_BATTLE_DAMAGE_INVOLVING, mine))


cdef void forget_triggers(int32_t* s, int32_t card, int32_t first) noexcept nogil:
    cdef int32_t i, j, kept = first
    for i in range(first, s[HDR_TRIGGER_LEN]):
        if (<int16_t*>s)[trigger_offset(i) + TRIG_CARD] == card:
            continue
        if kept != i:
            for j in range(TRIGGER_WIDTH):
                (<int16_t*>s)[trigger_offset(kept) + j] = (<int16_t*>s)[trigger_offset(i) + j]
        kept += 1
    for i in range(kept, s[HDR_TRIGGER_LEN]):
        for j in range(TRIGGER_WIDTH):
            (<int16_t*>s)[trigger_offset(i) + j] = 0
    s[HDR_TRIGGER_LEN] = kept
