from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.vm.filters cimport filter_at_least, filter_collect, filter_match
from ygo_core.proc.continuous cimport add_linger, become_stats


cdef int op_group_lasting_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                const int32_t* insn) noexcept nogil:
    # AA: one modifier with no end turn per card the filter finds now (the monsters on the field
    # as the effect resolves: one summoned later gains nothing); each lapses when its card
    # leaves the field or turns face-down (a new stint, AD01: expire_lingering).
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t i, n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER],
                                       (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_MZONE or not is_face_up(card_get(s, cards[i], CARD_POSITION)):
            continue
        rc = add_linger(s, LING_STATS, cards[i], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B], insn[INSN_C], 0,
                        (<int16_t*>s)[link + LINK_CARD])
        if rc < 0:
            return rc
    return RC_OK


cdef int op_stats_if_paid_matches(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil:
    # The noted card is read where it went (the hand, the Extra Deck: L07); its printed
    # Attribute is the one it had when it was paid, as nothing changes it there.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t paid = (<int16_t*>s)[link + LINK_CHOSEN]
    if not (<int16_t*>s)[link + LINK_N_CHOSEN] or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return RC_OK
    if not filter_match(s, db, code_at(db, insn[INSN_A]), paid, (<int16_t*>s)[link + LINK_PLAYER], card):
        return RC_OK
    return add_linger(s, LING_STATS, card, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B], insn[INSN_C], 0, card)


cdef int add_riders(int32_t* s, int32_t card, int32_t player, int32_t riders) noexcept nogil:
    cdef int rc
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK  # not summoned (no free zone, a summon lock)
    if riders & RIDER_NEGATED:
        rc = add_linger(s, LING_NEGATED, card, player, 0, 0, 0, NO_CARD)
        if rc < 0:
            return rc
    if riders & RIDER_BANISH_ON_LEAVE:
        rc = add_linger(s, LING_BANISH_ON_LEAVE, card, player, 0, 0, 0, NO_CARD)
        if rc < 0:
            return rc
    return RC_OK


cdef bint linger_on_stint(const int32_t* s, int32_t kind, int32_t card) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False


cdef bint banished_on_leaving(int32_t* s, int32_t card) noexcept nogil:
    # The replacement is used up with the move (the record is dropped: a later stint is a new
    # card, AD01, and the record would only wait for expire_lingering).
    cdef int32_t i, r, k, w, last
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_BANISH_ON_LEAVE and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            last = s[HDR_LINGER_LEN] - 1
            for k in range(i, last):
                for w in range(LINGER_WIDTH):
                    s[linger_offset(k) + w] = s[linger_offset(k + 1) + w]
            for w in range(LINGER_WIDTH):
                s[linger_offset(last) + w] = 0
            s[HDR_LINGER_LEN] = last
            return True
    return False


cdef bint leave_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                          int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t kind
    if op == COND_NORMAL_SUMMONED_THIS_TURN:
        # The summon's stamps are of the current stint (reset_field_state clears them as the
        # card leaves); a Set monster flipped up was not Normal Summoned.
        kind = card_get(s, card, CARD_SUMMON_KIND)
        return (card_get(s, card, CARD_LOCATION) == LOC_MZONE and (kind == SUMMON_NORMAL or kind == SUMMON_TRIBUTE)
                and this_turn(s, card_get(s, card, CARD_SUMMON_TURN)))
    if op == COND_AFTER_COST:
        return after_cost_holds(s, db, insn, card, player, NO_CARD, insn[INSN_D])
    if op == COND_PIERCED:
        return pierced(s, db, insn, card, player)
    if op == COND_BATTLE_STEP:  # (MR3 battle) Speed Warrior
        return s[HDR_BATTLE_STEP] == BSTEP_BATTLE and (insn[INSN_A] == 0 or s[HDR_CHAIN_LEN] == 0)
    if op == COND_EXTRA_DECK_FEWER:
        return pile_count(s, opponent(player), PILE_EXTRA) - pile_count(s, player, PILE_EXTRA) >= insn[INSN_A]
    return False


cdef bint pierced(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                  int32_t player) noexcept nogil:
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if attacker == NO_CARD or target == NO_CARD or card_get(s, attacker, CARD_CONTROLLER) != player:
        return False
    if card_get(s, target, CARD_POSITION) == POS_FACEUP_ATTACK:
        return False
    return (card_get(s, attacker, CARD_ATK) > card_get(s, target, CARD_DEF)
            and filter_match(s, db, code_at(db, insn[INSN_A]), attacker, player, card))


cdef bint after_cost_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                           int32_t player, int32_t excluded, int32_t picks) noexcept nogil:
    # COND_AFTER_COST (A: the filter counted, B: how many, C: the cost's filter, D: its count).
    # The player pays `picks` more cost cards (`excluded`, a card about to be paid, counted out)
    # and takes first those the count does not need: the condition holds after the cost if
    # even then at least B are left (U08: One for One needs a Level 1 monster besides the one
    # it sends).
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t i, both = 0, spare
    cdef const int32_t* counted = code_at(db, insn[INSN_A])
    cdef int32_t total = filter_collect(s, db, counted, player, card, NULL)
    cdef int32_t payable = filter_collect(s, db, code_at(db, insn[INSN_C]), player, card, cards)
    for i in range(payable):
        if cards[i] == excluded:
            continue
        if filter_match(s, db, counted, cards[i], player, card):
            both += 1
    if excluded != NO_CARD:
        payable -= 1
        if filter_match(s, db, counted, excluded, player, card):
            total -= 1
    if payable < picks:
        return False
    spare = payable - both  # cost cards the count does not need
    return total - (picks - spare if picks > spare else 0) >= insn[INSN_B]


cdef bint cost_pick_keeps(const int32_t* s, const int32_t* db, int32_t link, const int32_t* cost,
                          int32_t chosen, int32_t candidate) noexcept nogil:
    # Every COND_AFTER_COST of the link's effect must still be reachable once `candidate` is
    # paid with the rest of the cost still to choose (OP_COST_CHOOSE: B cards, `chosen` so far).
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef const int32_t* insn
    cdef int32_t i
    if at < 0:
        return True
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        insn = code_at(db, at + i * INSN_WIDTH)
        if insn[INSN_OP] & INSN_OP_MASK == COND_AFTER_COST and not after_cost_holds(
                s, db, insn, (<int16_t*>s)[link + LINK_CARD], (<int16_t*>s)[link + LINK_PLAYER], candidate,
                cost[INSN_B] - chosen - 1):
            return False
    return True


cdef bint battle_grant_locks(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if s[HDR_LINGER_LEN] == 0 or attacker == NO_CARD or target == NO_CARD:
        return False  # no battle, or a direct attack (not a battle with an opponent's monster)
    return ((battle_grants(s, attacker, opponent(player)) & GRANT_FOE_NO_ACTIVATION) != 0
            or (battle_grants(s, target, opponent(player)) & GRANT_FOE_NO_ACTIVATION) != 0)


cdef int op_atk_times_original_until_battle_end(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                                const int32_t* insn) noexcept nogil:
    # The card must still be the face-up monster that activated it (V03, AD01: a new stint gets
    # nothing); an activated "becomes" (AA02) whose records go as the turn leaves the Battle
    # Phase (drop_battle_stats).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return RC_OK
    return become_stats(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_A] * db_get(db, s, card, DB_ATK),
                        STAT_KEPT, LING_BATTLE_BECOME, s[HDR_TURN])
