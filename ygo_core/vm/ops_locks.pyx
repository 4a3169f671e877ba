from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, effect_rows_bits, first_effect, fx_get
from ygo_core.vm.filters cimport CAP_APPLIERS, applier_covers, collect_appliers_of, filter_match
from ygo_core.vm.filters cimport filter_collect
from ygo_core.proc.move cimport move_to_pile, turn_face_up
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.continuous cimport add_linger
from ygo_core.proc.life cimport lose_life
from ygo_core.vm.ops_leave cimport linger_on_stint
from ygo_core.vm.ops_quick cimport negated_for_turn

cdef enum:
    # Negation appliers face-up at once (Skill Drain, Jinzo, Royal Decree, Imperial Order...).
    CAP_NEGATORS = 16
    # Rounds of the negation fixpoint: enough for a negator negated by one that is negated.
    NEGATION_ROUNDS = 3


cdef int32_t lock_bit(int32_t op) noexcept nogil:
    if op == APPLY_NEGATE:
        return LOCK_NEGATION
    if op == APPLY_NO_ACTIVATION:
        return LOCK_NO_ACTIVATION
    if op == APPLY_STANDBY_COST:
        return LOCK_STANDBY_COST
    if op == APPLY_SPELL_PROOF:
        return LOCK_SPELL_PROOF
    if op == APPLY_CANNOT_ATTACK_PAID:
        return LOCK_PAID_ATTACK
    return 0


cdef int32_t lock_bits_of_row(const int32_t* db, int32_t fx) noexcept nogil:
    cdef int32_t i, bits = 0
    cdef const int32_t* insn
    if fx_get(db, fx, FX_FLAGS) & FXF_NEGATES_SUMMON:
        bits |= LOCK_SUMMON_NEGATION
    if fx_get(db, fx, FX_FLAGS) & FXF_INSTEAD_OF_DRAW:
        bits |= LOCK_DRAW_REPLACE
    if fx_get(db, fx, FX_FLAGS) & FXF_ON_EQUIPPED:
        bits |= LOCK_ON_EQUIPPED
    if fx_get(db, fx, FX_KIND) == FXK_CONTINUOUS:
        for i in range(fx_get(db, fx, FX_N_OPS)):
            bits |= lock_bit(code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)[INSN_OP])
    else:
        for i in range(fx_get(db, fx, FX_N_OPS)):
            insn = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)
            if insn[INSN_OP] & INSN_OP_MASK == OP_SPECIAL_SUMMON and insn[INSN_C] & RIDER_NEGATED:
                bits |= LOCK_NEGATION  # (leave) a summon whose monster has its effects negated
            if insn[INSN_OP] & INSN_OP_MASK == OP_NEGATE_UNTIL_END:
                bits |= LOCK_NEGATION  # MR3 quick: a lingering negation (Effect Veiler)
    return bits


cdef void scan_locks(int32_t* s, const int32_t* db) noexcept nogil:
    s[HDR_LOCKS] = effect_rows_bits(s, db, lock_bits_of_row)


cdef int32_t collect_negators(const int32_t* s, const int32_t* db, int32_t* cards,
                              const int32_t** insns) noexcept nogil:
    # Every APPLY_NEGATE of a face-up card on the field, negated or not (filters.pyx's
    # collect_appliers leaves out negated sources; this is what decides which those are).
    cdef int32_t p, zone, card, k, fx, i, n = 0
    cdef const int32_t* insn
    for p in range(N_PLAYERS):
        for zone in range(ZONES_PER_PLAYER):
            card = zone_card(s, p, zone)
            if card == NO_CARD or not is_face_up(card_get(s, card, CARD_POSITION)):
                continue
            if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
                continue
            for k in range(effect_count(db, s, card)):
                fx = first_effect(db, s, card) + k
                if fx_get(db, fx, FX_KIND) != FXK_CONTINUOUS:
                    continue
                for i in range(fx_get(db, fx, FX_N_OPS)):
                    insn = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)
                    if insn[INSN_OP] == APPLY_NEGATE and n < CAP_NEGATORS:
                        cards[n] = card
                        insns[n] = insn
                        n += 1
    return n


cdef inline bint covers(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t source,
                        int32_t card) noexcept nogil:
    return filter_match(s, db, code_at(db, insn[INSN_A]), card, card_get(s, source, CARD_CONTROLLER), source)


cdef inline bint is_monster(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return db_get(db, s, card, DB_TYPE) & TYPE_MONSTER


cdef bint negates_source(const int32_t* s, const int32_t* db, const int32_t* cards,
                         const int32_t** insns, int32_t j, int32_t i) noexcept nogil:
    # Does negator j negate negator i? When each covers the other (Skill Drain and Jinzo), the
    # Spell/Trap wins: Jinzo face-up first keeps Skill Drain from being activated at all, so
    # both face-up means Skill Drain was there first and Jinzo's effect is negated (see
    # ygo_core/scripts/goat/locks.py). Two of one kind leave each other alone.
    if cards[j] == cards[i] or not covers(s, db, insns[j], cards[j], cards[i]):
        return False
    if covers(s, db, insns[i], cards[i], cards[j]):
        return is_monster(s, db, cards[i]) and not is_monster(s, db, cards[j])
    return True


cdef bint negation_lingers(const int32_t* s) noexcept nogil:
    # A lingering record that negates a card: LING_NEGATED (leave), LING_NEGATED_THIS_TURN (quick).
    cdef int32_t i, kind
    for i in range(s[HDR_LINGER_LEN]):
        kind = s[linger_offset(i) + LINGER_KIND]
        if kind == LING_NEGATED or kind == LING_NEGATED_THIS_TURN:
            return True
    return False


cdef bint refresh_negation(int32_t* s, const int32_t* db, int32_t n_all, const int32_t* all_cards,
                           const int32_t** all_insns) noexcept nogil:
    # The negators that are themselves negated are found first (a short fixpoint: Royal Decree
    # negates Imperial Order, Jinzo negates both), then every face-up card on the field covered
    # by a negator still in force is marked. The negators are the APPLY_NEGATE of walk_continuous'
    # list (n_all of them), or of a walk of their own when it did not fit (n_all < 0).
    cdef int32_t cards[CAP_NEGATORS]
    cdef const int32_t* insns[CAP_NEGATORS]
    cdef bint active[CAP_NEGATORS]
    cdef bint next_active[CAP_NEGATORS]
    cdef bint lingered[CAP_NEGATORS]
    cdef int32_t n = 0, i, j, r, p, zone, card
    cdef bint negated, is_source
    if not s[HDR_LOCKS] & LOCK_NEGATION:
        return False
    if n_all < 0:
        n = collect_negators(s, db, cards, insns)
    for i in range(n_all):
        if all_insns[i][INSN_OP] == APPLY_NEGATE and n < CAP_NEGATORS:
            cards[n] = all_cards[i]
            insns[n] = all_insns[i]
            n += 1
    if n == 0 and not negation_lingers(s):
        # No negator on the field and no lingering negation: nothing on the field is negated
        # (what the loop below finds then, at a look at the lingering records per card).
        for p in range(N_PLAYERS):
            for zone in range(ZONES_PER_PLAYER):
                card = zone_card(s, p, zone)
                if card != NO_CARD:
                    card_set(s, card, CARD_NEGATED, 0)
        return False
    for i in range(n):
        # MR3 quick: a negator negated until the end of the turn (Effect Veiler) is not in force.
        lingered[i] = s[HDR_LINGER_LEN] > 0 and negated_for_turn(s, cards[i])
        active[i] = not lingered[i]
    for r in range(NEGATION_ROUNDS):
        for i in range(n):
            next_active[i] = not lingered[i]
            for j in range(n):
                if active[j] and negates_source(s, db, cards, insns, j, i):
                    next_active[i] = False
        for i in range(n):
            active[i] = next_active[i]
    for p in range(N_PLAYERS):
        for zone in range(ZONES_PER_PLAYER):
            card = zone_card(s, p, zone)
            if card == NO_CARD:
                continue
            negated = False
            is_source = False
            if is_face_up(card_get(s, card, CARD_POSITION)):
                for i in range(n):
                    if cards[i] == card:
                        is_source = True
                        negated = negated or not active[i]
                if not is_source:
                    for j in range(n):
                        negated = negated or (active[j] and cards[j] != card
                                              and covers(s, db, insns[j], cards[j], card))
                # (leave) "its effects are negated" of the summon that put it there (LING_NEGATED)
                negated = negated or (s[HDR_LINGER_LEN] > 0 and linger_on_stint(s, LING_NEGATED, card))
                negated = negated or (s[HDR_LINGER_LEN] > 0 and negated_for_turn(s, card))
            card_set(s, card, CARD_NEGATED, card_get(s, card, CARD_STINT) + 1 if negated else 0)
    return True


cdef bint summoning_now(const int32_t* s) noexcept nogil:
    return s[HDR_SUMMONING] > 0 and s[HDR_CHAIN_LEN] == 0


cdef bint card_activation_below(const int32_t* s) noexcept nogil:
    # The link the new one would answer: a Spell or Trap Card's activation (W, S10).
    return s[HDR_CHAIN_LEN] > 0 and (<int16_t*>s)[link_offset(s[HDR_CHAIN_LEN] - 1) + LINK_FLAGS] & LF_CARD_ACTIVATION


cdef int op_negate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The monster never counts as summoned; HDR_SUMMONING turns negative so that the summon
    # procedure, once the window closes, knows not to make it an event (G06).
    cdef int32_t card = s[HDR_SUMMONING] - 1
    cdef int32_t i, other
    cdef bint flip
    if s[HDR_SUMMONING] <= 0:
        return RC_OK
    s[HDR_SUMMONING] = -s[HDR_SUMMONING]
    if card_get(s, card, CARD_FLAGS) & CF_PENDULUM_SUMMONING:
        # (pend) M11-M12: a Pendulum Summon is one summon: every monster it placed goes to the GY.
        for i in range(CAP_MZONE):
            other = zone_card(s, card_get(s, card, CARD_CONTROLLER), ZONE_MONSTER + i)
            if other != NO_CARD and other != card and card_get(s, other, CARD_FLAGS) & CF_PENDULUM_SUMMONING:
                move_to_pile(s, db, other, PILE_GY)
    if card_get(s, card, CARD_LOCATION) == LOC_MZONE:
        flip = card_get(s, card, CARD_SUMMON_KIND) == SUMMON_FLIP  # read before the move resets it
        move_to_pile(s, db, card, PILE_GY)
        if flip:
            # H11 (p.67): a monster whose Flip Summon is negated is no longer properly summoned.
            card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) & ~CF_PROPER)
    return RC_OK


cdef int op_negate_and_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # S10: the link directly below; its card is destroyed if it is still the one that was
    # activated (a card that left in the meantime is a new card, V03).
    cdef int32_t below = link - CHAIN_LINK_WIDTH
    cdef int32_t card
    if link <= CHAIN_BASE:
        return RC_OK
    (<int16_t*>s)[below + LINK_FLAGS] |= LF_NEGATED
    card = (<int16_t*>s)[below + LINK_CARD]
    if card_get(s, card, CARD_STINT) == (<int16_t*>s)[below + LINK_STINT] and (
            card_get(s, card, CARD_LOCATION) == LOC_SZONE or card_get(s, card, CARD_LOCATION) == LOC_FZONE):
        move_to_pile(s, db, card, PILE_GY)
    return RC_OK


cdef int op_flip_face_up(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # O05-O06: flipped face-up by an effect, not Flip Summoned: each one's FLIP effect triggers.
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int32_t i
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_POSITION) != POS_FACEDOWN_DEFENSE:
            continue
        turn_face_up(s, db, cards[i], POS_FACEUP_DEFENSE)
        rc = raise_event(s, db, EV_FLIPPED, cards[i], NO_CARD, (<int16_t*>s)[link + LINK_PLAYER])
        if rc < 0:
            return rc
    return RC_OK


cdef int op_destroy_later(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The opponent's turns alternate with the player's: the A-th from now ends 2A-1 turns on
    # (2A-2 when the current turn is already the opponent's and counts as the first).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t at
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT]:
        return RC_OK
    at = s[HDR_TURN] + 2 * insn[INSN_A] - (1 if s[HDR_TURN_PLAYER] == player else 2)
    return add_linger(s, LING_DOOM, card, player, at, 0, at, card)


cdef void destroy_doomed(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t i, r, card
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] != LING_DOOM or s[r + LINGER_VALUE] != s[HDR_TURN]:
            continue
        card = s[r + LINGER_CARD]
        if card_get(s, card, CARD_STINT) == s[r + LINGER_STINT] and (
                card_get(s, card, CARD_LOCATION) == LOC_SZONE or card_get(s, card, CARD_LOCATION) == LOC_FZONE):
            move_to_pile(s, db, card, PILE_GY)


cdef bint self_face_up(const int32_t* s, int32_t card) noexcept nogil:
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    return (location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE) and \
        is_face_up(card_get(s, card, CARD_POSITION))


cdef int32_t proof_kinds(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card kinds (TYPE_SPELL, TYPE_TRAP: the applier's A, Spells when 0) whose effects
    # that target this card it negates (Freed: Spells; Fiend Skull Dragon: Traps).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, kinds = 0
    if not applier_active(s, APPLY_SPELL_PROOF):
        return 0
    n = collect_appliers_of(s, db, APPLY_SPELL_PROOF, sources, insns)
    for i in range(n):
        if sources[i] == card:
            kinds |= insns[i][INSN_A] if insns[i][INSN_A] else TYPE_SPELL
    return kinds


cdef bint spell_proof(int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    # APPLY_SPELL_PROOF: a Spell (or, by its A, Trap) link about to resolve with a target that is such a card, still
    # the same card face-up in a Monster Zone, is negated and the Spell Card destroyed.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t kind = db_get(db, s, card, DB_TYPE) & (TYPE_SPELL | TYPE_TRAP)
    cdef int32_t i, target
    if not kind:
        return False
    for i in range((<int16_t*>s)[link + LINK_N_TARGETS]):
        target = (<int16_t*>s)[link + LINK_TARGETS + i]
        if card_get(s, target, CARD_STINT) != (<int16_t*>s)[link + LINK_TARGET_STINTS + i]:
            continue
        if card_get(s, target, CARD_LOCATION) != LOC_MZONE or not is_face_up(card_get(s, target, CARD_POSITION)):
            continue
        if proof_kinds(s, db, target) & kind:
            (<int16_t*>s)[link + LINK_FLAGS] |= LF_EFFECT_NEGATED
            if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and (
                    card_get(s, card, CARD_LOCATION) == LOC_SZONE or card_get(s, card, CARD_LOCATION) == LOC_FZONE):
                move_to_pile(s, db, card, PILE_GY)
            return True
    return False


cdef int equipped_triggers(int32_t* s, const int32_t* db, int32_t monster, int32_t equip) noexcept nogil:
    # Q04: the monster's "when an Equip Card is equipped to this card" triggers wait for the
    # chain to end (W06), like any trigger; the event card is the Equip Card.
    cdef int32_t k, fx, t
    if not db_get(db, s, monster, DB_FLAGS) & DBF_HAS_EFFECT:
        return RC_OK
    for k in range(effect_count(db, s, monster)):
        fx = first_effect(db, s, monster) + k
        if not fx_get(db, fx, FX_FLAGS) & FXF_ON_EQUIPPED:
            continue
        t = append_row(s, HDR_TRIGGER_LEN, CAP_TRIGGERS, TRIGGER_BASE, TRIGGER_WIDTH)
        if t < 0:
            return t
        (<int16_t*>s)[t + TRIG_EFFECT] = fx
        (<int16_t*>s)[t + TRIG_CARD] = monster
        (<int16_t*>s)[t + TRIG_PLAYER] = card_get(s, monster, CARD_CONTROLLER)
        (<int16_t*>s)[t + TRIG_EVENT_CARD] = equip
    return RC_OK


cdef int op_destroy_equips(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The Equip Cards equipped to this same monster now (R10-R11), all at once (Y).
    cdef int32_t monster = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t p, i, card
    if card_get(s, monster, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, monster, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    for p in range(N_PLAYERS):
        for i in range(CAP_SZONE):
            card = zone_card(s, p, ZONE_SPELL + i)
            if card != NO_CARD and card_get(s, card, CARD_EQUIPPED_TO) == monster \
                    and card_get(s, card, CARD_EQUIPPED_STINT) == card_get(s, monster, CARD_STINT):
                move_to_pile(s, db, card, PILE_GY)
    return RC_OK


cdef bint summon_negation_possible(const int32_t* s, const int32_t* db) noexcept nogil:
    # A card on the field with an effect that negates summons (a Set Solemn Judgment): without
    # one, the summon-negation window could only be passed, so it is not opened at all.
    cdef int32_t p, zone, card, k
    for p in range(N_PLAYERS):
        for zone in range(ZONES_PER_PLAYER):
            card = zone_card(s, p, zone)
            if card == NO_CARD or not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
                continue
            for k in range(effect_count(db, s, card)):
                if fx_get(db, first_effect(db, s, card) + k, FX_FLAGS) & FXF_NEGATES_SUMMON:
                    return True
    return False


cdef int32_t paid_record(const int32_t* s, int32_t card) noexcept nogil:
    # The LING_PAID record of the card in its current stint, or -1.
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_PAID and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return r
    return -1


cdef int add_paid(int32_t* s, int32_t card, int32_t player, int32_t amount) noexcept nogil:
    # U03: a cost, paid at activation (A10: paying down to 0 loses at once).
    cdef int32_t r = paid_record(s, card)
    lose_life(s, player, amount)
    if r >= 0:
        s[r + LINGER_VALUE] += amount
        return RC_OK
    return add_linger(s, LING_PAID, card, player, amount, 0, 0, card)


cdef bint paid_lock_covers(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, r
    if not applier_active(s, APPLY_CANNOT_ATTACK_PAID):
        return False
    n = collect_appliers_of(s, db, APPLY_CANNOT_ATTACK_PAID, sources, insns)
    for i in range(n):
        r = paid_record(s, sources[i])
        if r >= 0 and card_get(s, card, CARD_ATK) <= s[r + LINGER_VALUE] and filter_match(
                s, db, code_at(db, insns[i][INSN_A]), card, card_get(s, sources[i], CARD_CONTROLLER), sources[i]):
            return True
    return False
