from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport DEC_CHOOSE, request_decision
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, effect_rows_bits, first_effect, fx_get
from ygo_core.vm.filters cimport CAP_APPLIERS, applier_covers, collect_appliers
from ygo_core.proc.continuous cimport add_linger, become_stats
from ygo_core.vm.ops_quick cimport banish_forbidden
from ygo_core.proc.move cimport move_to_pile
from ygo_core.vm.filters cimport filter_collect
from ygo_core.proc.self_events cimport queue_self_triggers


cdef int32_t program_bits(const int32_t* db, int32_t at, int32_t n) noexcept nogil:
    # The HDR_CHAOS bits one cost or resolution program needs.
    cdef int32_t i, bits = 0
    cdef const int32_t* insn
    if at < 0:
        return 0
    for i in range(n):
        insn = code_at(db, at + i * INSN_WIDTH)
        if insn[INSN_OP] & INSN_OP_MASK == OP_NO_ATTACK_THIS_TURN:
            bits |= CHAOS_NO_ATTACK
        elif insn[INSN_OP] & INSN_OP_MASK == OP_ATTACK_AGAIN:
            bits |= CHAOS_ATTACK_AGAIN
        elif insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & (SUMMON_CHOSEN_BANISH_AT_END
                                                                                | SUMMON_CHOSEN_DESTROY_AT_END):
            bits |= CHAOS_BANISH_AT_END
    return bits


cdef bint has_condition(const int32_t* db, int32_t fx, int32_t cond) noexcept nogil:
    # (Condition and operation numbers overlap: a condition program is read on its own.)
    cdef int32_t i, at = fx_get(db, fx, FX_CONDITION)
    if at < 0:
        return False
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        if code_at(db, at + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == cond:
            return True
    return False


cdef int32_t chaos_bits_of_row(const int32_t* db, int32_t fx) noexcept nogil:
    cdef int32_t bits = 0
    if fx_get(db, fx, FX_KIND) == FXK_CONTINUOUS or fx_get(db, fx, FX_KIND) >= FXK_SUMMON_PROC:
        return 0  # no instructions of this family (a procedure's words are filters)
    bits |= program_bits(db, fx_get(db, fx, FX_COST), fx_get(db, fx, FX_N_COSTS))
    bits |= program_bits(db, fx_get(db, fx, FX_OPS), fx_get(db, fx, FX_N_OPS))
    if has_condition(db, fx, COND_DESTROYED_THIS_TURN):
        bits |= CHAOS_DESTROYED_MARKS
    if has_condition(db, fx, COND_DESTROYED_BY_FOE):
        bits |= CHAOS_DESTROYED_MARKS | CHAOS_FOE_DESTROYED_MARKS
    if fx_get(db, fx, FX_KIND) == FXK_TRIGGER and fx_get(db, fx, FX_EVENTS) & EV_END_PHASE_IN_GY:
        bits |= CHAOS_GY_END_PHASE
    return bits


cdef void scan_chaos(int32_t* s, const int32_t* db) noexcept nogil:
    s[HDR_CHAOS] = effect_rows_bits(s, db, chaos_bits_of_row)


cdef bint card_lingers(const int32_t* s, int32_t kind, int32_t card) noexcept nogil:
    # A card-bound record of `kind` on the card in its current stint, whoever made it (control
    # may have changed since: the restriction stays with the monster).
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False


cdef inline bint own_card_there(const int32_t* s, int32_t link) noexcept nogil:
    # The effect's own card is still the face-up monster that activated it (V03, AD01).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return (card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE
            and is_face_up(card_get(s, card, CARD_POSITION)))


cdef int cost_no_attack(int32_t* s, int32_t link) noexcept nogil:
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return add_linger(s, LING_SELF_NO_ATTACK, card, (<int16_t*>s)[link + LINK_PLAYER], 0, 0, s[HDR_TURN], card)


cdef bint attack_barred(const int32_t* s, int32_t card) noexcept nogil:
    return s[HDR_CHAOS] & CHAOS_NO_ATTACK and s[HDR_LINGER_LEN] > 0 and card_lingers(s, LING_SELF_NO_ATTACK, card)


cdef bint attacks_all(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_active(s, APPLY_ATTACK_ALL) and applier_covers(s, db, APPLY_ATTACK_ALL, card)


cdef bint attacked_by(const int32_t* s, int32_t target, int32_t attacker) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_ATTACKED_BY and s[r + LINGER_CARD] == target \
                and s[r + LINGER_STINT] == card_get(s, target, CARD_STINT) and s[r + LINGER_VALUE] == attacker \
                and s[r + LINGER_VALUE2] == card_get(s, attacker, CARD_STINT):
            return True
    return False


cdef int note_attack_target(int32_t* s, const int32_t* db, int32_t attacker, int32_t target) noexcept nogil:
    if target == NO_CARD or not attacks_all(s, db, attacker):
        return RC_OK
    return add_linger(s, LING_ATTACKED_BY, target, card_get(s, attacker, CARD_CONTROLLER), attacker,
                      card_get(s, attacker, CARD_STINT), s[HDR_TURN], attacker)


cdef bint chaos_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                          int32_t player) noexcept nogil:
    # COND_NOT_ATTACKED: "cannot attack the turn you activate this" also means it cannot be
    # activated once the monster attacked (the GOAT rulings of Chaos Sorcerer and BLS).
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == COND_DESTROYED_THIS_TURN:
        return destroyed_this_turn(s, card)
    if op == COND_NOT_USED_IN_DUEL:
        return mark_of(s, card, MARK_DUEL_USED, -1, True) < 0
    if op == COND_DESTROYED_BY_FOE:
        return card_get(s, card, CARD_LOCATION) == LOC_GY and destroyed_by_foe_until_now(s, card)
    return not this_turn(s, card_get(s, card, CARD_ATTACK_TURN))


cdef void banish_at_end(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t i, r, card
    if not s[HDR_CHAOS] & CHAOS_BANISH_AT_END:
        return
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] != LING_BANISH_AT_END:
            continue
        card = s[r + LINGER_CARD]
        if card_get(s, card, CARD_STINT) == s[r + LINGER_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE:
            # (sdmp) LINGER_VALUE 1: destroyed instead (Pendulum Rising; M07 for a Pendulum)
            move_to_pile(s, db, card, PILE_GY if s[r + LINGER_VALUE] else PILE_BANISHED)


cdef int op_attack_again(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil:
    # F04: one attack per turn, counted in CARD_ATTACKS; giving one back lets it declare again.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if own_card_there(s, link) and this_turn(s, card_get(s, card, CARD_ATTACK_TURN)) \
            and card_get(s, card, CARD_ATTACKS) > 0:
        card_set(s, card, CARD_ATTACKS, card_get(s, card, CARD_ATTACKS) - 1)
    return RC_OK


cdef int op_stats_per_paid(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                           const int32_t* insn) noexcept nogil:
    # "Until the end of your opponent's turn": the opponent's next turn is the next one when the
    # effect resolves in its player's own turn (an Ignition effect), else the current one.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t until = s[HDR_TURN]
    if not own_card_there(s, link) or (<int16_t*>s)[link + LINK_PAID] == 0:
        return RC_OK
    if insn[INSN_C] and s[HDR_TURN_PLAYER] == (<int16_t*>s)[link + LINK_PLAYER]:
        until += 1
    return add_linger(s, LING_STATS, card, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_A] * (<int16_t*>s)[link + LINK_PAID],
                      insn[INSN_B] * (<int16_t*>s)[link + LINK_PAID], until, card)  # its own (AA12)


cdef void forfeit_second_attacks(int32_t* s, int32_t attacker) noexcept nogil:
    # "It can attack again in a row": the second attack must follow the first; once another
    # monster of the player declares an attack, a pending second attack is gone. Pending means
    # it attacked this turn and has an attack given back (OP_ATTACK_AGAIN).
    cdef int32_t i, card
    if not s[HDR_CHAOS] & CHAOS_ATTACK_AGAIN:
        return
    for i in range(CAP_MZONE):
        card = zone_card(s, s[HDR_TURN_PLAYER], ZONE_MONSTER + i)
        if card != NO_CARD and card != attacker and this_turn(s, card_get(s, card, CARD_ATTACK_TURN)) \
                and card_get(s, card, CARD_ATTACKS) == 0:
            card_set(s, card, CARD_ATTACKS, 1)


cdef int32_t mark_of(const int32_t* s, int32_t card, int32_t kind, int32_t datum, bint any_stint) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_MARK and s[r + LINGER_CARD] == card and s[r + LINGER_VALUE] == kind \
                and (datum < 0 or s[r + LINGER_VALUE2] == datum) \
                and (any_stint or s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            return s[r + LINGER_VALUE2]
    return -1


cdef bint copy_used(const int32_t* s, int32_t card, int32_t fx) noexcept nogil:
    return mark_of(s, card, MARK_COPY_USED, fx, False) >= 0


cdef int raise_gy_end_phase(int32_t* s, const int32_t* db) noexcept nogil:
    # The turn player's GY first; each card's own trigger, resolved by its owner.
    cdef int32_t k, i, p
    cdef int rc
    if not s[HDR_CHAOS] & CHAOS_GY_END_PHASE:
        return RC_OK
    for k in range(N_PLAYERS):
        p = s[HDR_TURN_PLAYER] if k == 0 else opponent(s[HDR_TURN_PLAYER])
        for i in range(pile_count(s, p, PILE_GY)):
            rc = queue_self_triggers(s, db, pile_card(s, p, PILE_GY, i), EV_END_PHASE_IN_GY, p)
            if rc < 0:
                return rc
    return RC_OK


cdef int op_become_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil:
    # "Its ATK and DEF become": an activated "becomes" for the card's stint (dropped when it
    # leaves or turns face-down, AD01), overriding the modifiers applied before it (AA02). The
    # card may have just arrived (a new stint).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE or not is_face_up(card_get(s, card, CARD_POSITION)):
        return RC_OK
    return become_stats(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_A], insn[INSN_B], LING_BECOME, 0)


cdef int cost_once_per_duel(int32_t* s, int32_t link) noexcept nogil:
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return add_linger(s, LING_MARK, card, (<int16_t*>s)[link + LINK_PLAYER], MARK_DUEL_USED, (<int16_t*>s)[link + LINK_EFFECT], 0, card)


cdef bint destroyed_this_turn(const int32_t* s, int32_t card) noexcept nogil:
    return card_get(s, card, CARD_LOCATION) == LOC_GY and mark_of(s, card, MARK_DESTROYED, -1, False) >= 0


cdef bint gy_banish_locked(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # APPLY_NO_GY_BANISH of a face-up card the player's opponent controls (its effects not
    # negated: collect_appliers leaves negated sources out).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i
    if not applier_active(s, APPLY_NO_GY_BANISH):
        return False
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        if insns[i][INSN_OP] == APPLY_NO_GY_BANISH and card_get(s, sources[i], CARD_CONTROLLER) != player:
            return True
    return False


cdef bint banishes_from_gy(const int32_t* s, const int32_t* db, int32_t filter_at, int32_t pile,
                           int32_t player) noexcept nogil:
    # A cost of cards of that filter sent to that pile banishes from a GY the player may not.
    # MR3 quick: nor may they banish at all under APPLY_NO_BANISH (Imperial Iron Wall).
    if pile == PILE_BANISHED and banish_forbidden(s, db, player):
        return True
    return (pile == PILE_BANISHED and filter_at >= 0 and code_at(db, filter_at)[F_LOCATIONS] & (1 << LOC_GY)
            and gy_banish_locked(s, db, player))


cdef int32_t keep_gy_cards(const int32_t* s, const int32_t* db, int32_t player, int32_t* cards,
                           int32_t n) noexcept nogil:
    # OP_BANISH by a locked player: the cards in a GY stay; returns how many are left to banish.
    cdef int32_t i, k = 0
    if not gy_banish_locked(s, db, player):
        return n
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_GY:
            cards[k] = cards[i]
            k += 1
    return k


cdef bint destroyed_by_foe_until_now(const int32_t* s, int32_t card) noexcept nogil:
    # The mark made for this turn's Standby Phase of the owner (an earlier one has expired).
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_MARK and s[r + LINGER_CARD] == card \
                and s[r + LINGER_VALUE] == MARK_DESTROYED_BY_FOE and s[r + LINGER_UNTIL_TURN] == s[HDR_TURN] \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False


cdef int32_t declared_kind_cards(const int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil:
    # Option 0, 1, 2: a Monster, Spell or Trap Card.
    cdef int32_t foe = opponent((<int16_t*>s)[link + LINK_PLAYER])
    cdef int32_t declared = (<int16_t*>s)[link + LINK_DECLARED]
    cdef int32_t kind = TYPE_MONSTER if declared == 0 else (TYPE_SPELL if declared == 1 else TYPE_TRAP)
    cdef int32_t i, card, n = 0
    for i in range(pile_count(s, foe, PILE_DECK)):
        card = pile_card(s, foe, PILE_DECK, i)
        if db_get(db, s, card, DB_TYPE) & kind:
            n = insert_sorted(out, n, card)
    return n


cdef int op_foe_sends_declared(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_CARDS]
    if declared_kind_cards(s, db, link, cards) == 0:
        return RC_OK
    return request_decision(s, opponent((<int16_t*>s)[link + LINK_PLAYER]), DEC_CHOOSE)
