from libc.stdint cimport int16_t, int32_t, int64_t, uint8_t, uint32_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_BAD_STATE, RC_OK
from ygo_core.actions cimport ACT_OPTION, ACT_PASS, ACT_SELECT, DEC_CHOOSE, DEC_COST, DEC_OPTION, request_decision
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport monster_level, filter_at_least, filter_collect
from ygo_core.proc.move cimport move_to_pile, send_not_destroyed
from ygo_core.proc.life cimport draw_cards, end_duel, lose_life
from ygo_core.proc.resolve cimport RS_F_CHOSEN, RS_F_SUB
from ygo_core.proc.move cimport count_monsters, free_spell_zone, move_to_zone, sorted_cards, turn_face_up
from ygo_core.proc.triggers cimport raise_event
from sim_core.rng cimport rng_below, rng_shuffle
from ygo_core.vm.ops_chaos cimport banishes_from_gy, cost_no_attack, cost_once_per_duel
from ygo_core.vm.ops_quick cimport banish_forbidden, effect_damage_dealt
from ygo_core.vm.ops_xyz cimport can_detach, detach_materials
from ygo_core.vm.ops_leave cimport cost_pick_keeps
from ygo_core.vm.ops_synchro_level cimport tribute_forbidden

cdef enum:
    CAP_SELECTION = CAP_CARDS


cdef inline int32_t effect_player(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    return (<int16_t*>s)[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent((<int16_t*>s)[link + LINK_PLAYER])


# ---- Costs (U03): paid at activation, before targets are chosen ------------------------------

cdef inline bint token_sent_for_cost(const int32_t* s, const int32_t* db, const int32_t* insn,
                                     int32_t card) noexcept nogil:
    # P04: a cost that sends a monster to the GY cannot take a Token (it would never get there);
    # a Tribute (COSTF_TRIBUTE) may (P05).
    return (insn[INSN_C] == PILE_GY and not insn[INSN_D] & COSTF_TRIBUTE
            and db_get(db, s, card, DB_TYPE) & TYPE_TOKEN)


cdef bint tributable_at_least(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                              int32_t player, int32_t n) noexcept nogil:
    # A cost sending cards to the GY: at least n of its candidates may be sent (a monster with
    # OP_RULE_TRIBUTE_ONLY_FOR_SUMMON is not Tributed for it, a Token is not sent: P04).
    cdef int32_t cards[CAP_SELECTION]
    cdef const int32_t* f = code_at(db, insn[INSN_A])
    cdef int32_t i, k = 0, m
    if not filter_at_least(s, db, f, player, card, n):
        return False
    if not f[F_LOCATIONS] & (1 << LOC_MZONE):
        return True  # no Tribute among them
    m = filter_collect(s, db, f, player, card, cards)
    for i in range(m):
        if not tribute_forbidden(s, db, cards[i], PILE_GY) and not token_sent_for_cost(s, db, insn, cards[i]):
            k += 1
            if k >= n:
                return True
    return n <= 0


cdef bint cost_insn_payable(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                            int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == OP_COST_CHOOSE and banishes_from_gy(s, db, insn[INSN_A], insn[INSN_C], player):
        return False  # chaos: Kycoo the Ghost Destroyer
    if op == OP_COST_CHOOSE and insn[INSN_D] & COSTF_ORIGINAL_LEVEL:
        return original_level_payable(s, db, insn, card, player)  # (sdmp) Pendulum Rising: a send, no Tribute
    if op == OP_COST_CHOOSE and insn[INSN_C] == PILE_GY:  # synchro: Level Eater is never Tributed
        return tributable_at_least(s, db, insn, card, player, 1 if insn[INSN_D] & COST_UP_TO else insn[INSN_B])
    if op == OP_COST_CHOOSE:  # D COST_UP_TO (chaos): one is enough
        return filter_at_least(s, db, code_at(db, insn[INSN_A]), player, card,
                               1 if insn[INSN_D] & COST_UP_TO else insn[INSN_B])
    if op == OP_COST_COUNTERS:
        return card_get(s, card, CARD_COUNTERS) >= insn[INSN_A]
    if op == OP_COST_DETACH:  # MR3 (xyz)
        return can_detach(s, card, insn[INSN_A])
    if op == OP_COST_DISCARD_HAND:  # burn: another card than the one being activated
        return pile_count(s, player, PILE_HAND) > (1 if card_get(s, card, CARD_LOCATION) == LOC_HAND else 0)
    if op == OP_COST_SELF and insn[INSN_A] == PILE_BANISHED and banish_forbidden(s, db, player):
        return False  # MR3 quick: Imperial Iron Wall
    return True  # OP_COST_SELF: the card is where its effect is activated from; a declaration


cdef const int32_t* noted_level_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (sdmp) The card's resolution instruction OP_SUMMON_CHOSEN with SUMMON_CHOSEN_NOTED_LEVEL
    # (the first of its effects that has one), or NULL.
    cdef int32_t k, i, fx, at
    cdef const int32_t* insn
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        at = fx_get(db, fx, FX_OPS)
        if at < 0:
            continue
        for i in range(fx_get(db, fx, FX_N_OPS)):
            insn = code_at(db, at + i * INSN_WIDTH)
            if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_NOTED_LEVEL:
                return insn
    return NULL


cdef inline int32_t original_level(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (sdmp) COSTF_ORIGINAL_LEVEL: the printed Level (an Xyz Monster has a Rank, no Level: 0).
    return 0 if db_get(db, s, card, DB_TYPE) & TYPE_XYZ else db_get(db, s, card, DB_LEVEL)


cdef bint original_level_pick_ok(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t source,
                                 int32_t player, int32_t pick) noexcept nogil:
    # (sdmp) COSTF_ORIGINAL_LEVEL: the pick does go to the pile named (M07: a Pendulum Monster
    # leaving the field goes to the Extra Deck, not the GY), and the resolution's summon of the
    # noted Level has a card to summon (U08).
    cdef int32_t cards[CAP_SELECTION]
    cdef const int32_t* summon = noted_level_summon(s, db, source)
    cdef int32_t i, n, level = original_level(s, db, pick)
    if token_sent_for_cost(s, db, insn, pick):
        return False
    if insn[INSN_C] == PILE_GY and db_get(db, s, pick, DB_TYPE) & TYPE_PENDULUM and (
            card_get(s, pick, CARD_LOCATION) == LOC_MZONE or card_get(s, pick, CARD_LOCATION) == LOC_SZONE
            or card_get(s, pick, CARD_LOCATION) == LOC_PZONE):
        return False
    if summon == NULL:
        return True
    n = filter_collect(s, db, code_at(db, summon[INSN_A]), player, source, cards)
    for i in range(n):
        if cards[i] != pick and level > 0 and original_level(s, db, cards[i]) == level:
            return True
    return False


cdef bint original_level_payable(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t source,
                                 int32_t player) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = filter_collect(s, db, code_at(db, insn[INSN_A]), player, source, cards)
    for i in range(n):
        if original_level_pick_ok(s, db, insn, source, player, cards[i]):
            return True
    return False


cdef bint costs_payable(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                        int32_t player) noexcept nogil:
    cdef int32_t at = db[db[BLK_EFFECTS_AT] + fx * FX_WIDTH + FX_COST]
    cdef int32_t i
    if at < 0:
        return True
    for i in range(db[db[BLK_EFFECTS_AT] + fx * FX_WIDTH + FX_N_COSTS]):
        if not cost_insn_payable(s, db, code_at(db, at + i * INSN_WIDTH), card, player):
            return False
    return True


cdef int pay_by_moving(int32_t* s, const int32_t* db, int32_t card, int32_t pile) noexcept nogil:
    # A card sent to the GY as a cost is Tributed or sent, never destroyed ("when destroyed"
    # links and the Ojama Token's damage do not apply).
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if pile == PILE_GY and (location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE):
        return send_not_destroyed(s, db, card)
    return move_to_pile(s, db, card, pile)


cdef int cost_run(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                  int32_t* sub) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int rc
    if op == OP_COST_SELF:
        (<int16_t*>s)[link + LINK_PAID] += card_get(s, card, CARD_COUNTERS)  # the counters it takes along
        return pay_by_moving(s, db, card, insn[INSN_A])
    if op == OP_COST_DISCARD_HAND:  # burn: Serial Spell
        while pile_count(s, (<int16_t*>s)[link + LINK_PLAYER], PILE_HAND) > 0:
            (<int16_t*>s)[link + LINK_PAID] += 1
            move_to_pile(s, db, pile_card(s, (<int16_t*>s)[link + LINK_PLAYER], PILE_HAND, 0), PILE_GY)
        return RC_OK
    if op == OP_COST_COUNTERS:
        (<int16_t*>s)[link + LINK_PAID] += insn[INSN_A]
        card_set(s, card, CARD_COUNTERS, card_get(s, card, CARD_COUNTERS) - insn[INSN_A])
        s[HDR_DIRTY] = 1  # Breaker's ATK falls at once (Q01)
        return RC_OK
    if op == OP_DECLARE:
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_COST if insn[INSN_A] == DECLARE_NAME else DEC_OPTION)
    if op == OP_COST_DETACH:  # MR3 (xyz): L08
        rc = detach_materials(s, db, card, insn[INSN_A])
        if rc < 0:
            return rc
        (<int16_t*>s)[link + LINK_PAID] += rc
        return RC_OK
    if op == OP_NO_ATTACK_THIS_TURN:
        return cost_no_attack(s, link)  # chaos family
    if op == OP_USE_ONCE_PER_DUEL:
        return cost_once_per_duel(s, link)  # chaos family
    if op == OP_COST_CHOOSE and sub[0] < insn[INSN_B]:
        if insn[INSN_D] & COST_UP_TO and sub[0] > 0 and filter_collect(
                s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], card, NULL) == 0:
            return RC_OK  # "up to N": none left to choose
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_COST)
    return RC_OK


cdef int cost_take(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                   int32_t* sub) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int rc
    if op == OP_DECLARE:
        (<int16_t*>s)[link + LINK_DECLARED] = s[HDR_ACTION] - (ACT_SELECT if insn[INSN_A] == DECLARE_NAME else ACT_OPTION)
        return RC_OK
    if s[HDR_ACTION] == ACT_PASS:
        return RC_OK  # COST_UP_TO: the player stops after the first
    if insn[INSN_D] & COSTF_TRIBUTE_NOTING_LEVEL:
        # Metamorphosis: the Level as it was on the field, for the resolution (a Token's row
        # may be reused once it has ceased to exist). MR3 synchro: its current Level.
        (<int16_t*>s)[link + LINK_DECLARED] = monster_level(s, db, s[HDR_ACTION] - ACT_SELECT)
    elif insn[INSN_D] & COSTF_ADDING_LEVEL:
        (<int16_t*>s)[link + LINK_DECLARED] += monster_level(s, db, s[HDR_ACTION] - ACT_SELECT)
    elif insn[INSN_D] & COSTF_ORIGINAL_LEVEL:
        (<int16_t*>s)[link + LINK_DECLARED] = original_level(s, db, s[HDR_ACTION] - ACT_SELECT)  # (sdmp)
    if insn[INSN_D] & COSTF_NOTE_PAID:
        # (leave) the paid card, for the resolution (Genex Ally Birdman reads its Attribute)
        (<int16_t*>s)[link + LINK_CHOSEN] = s[HDR_ACTION] - ACT_SELECT
        (<int16_t*>s)[link + LINK_N_CHOSEN] = 1
    rc = pay_by_moving(s, db, s[HDR_ACTION] - ACT_SELECT, insn[INSN_C])  # a Tribute: not destroyed
    if rc < 0:
        return rc
    (<int16_t*>s)[link + LINK_PAID] += 1
    sub[0] += 1
    return cost_run(s, db, link, insn, sub)


cdef int32_t cost_choices(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                          int32_t chosen, int32_t* out) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n, k = 0
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE and insn[INSN_A] == DECLARE_CARD_KIND:
        for i in range(N_DECLARABLE_KINDS):  # chaos: Monster, Spell or Trap (Vampire Lord)
            out[i] = ACT_OPTION + i
        return N_DECLARABLE_KINDS
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE and insn[INSN_A] == DECLARE_SPELL_OR_TRAP:
        out[0] = ACT_OPTION + 1  # (virus) Spell or Trap: DECLARE_CARD_KIND's options 1 and 2
        out[1] = ACT_OPTION + 2
        return 2
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE and insn[INSN_A] == DECLARE_SCALE:
        for i in range(10):  # (pendulum) a Pendulum Scale from 1 to 10 (Pendulum Shift)
            out[i] = ACT_OPTION + 1 + i
        return 10
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE and insn[INSN_A] == DECLARE_TYPE:
        for i in range(N_DECLARABLE_TYPES):
            out[i] = ACT_OPTION + i
        return N_DECLARABLE_TYPES
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE:
        return name_choices(s, db, out)
    if insn[INSN_D] & COST_UP_TO and chosen > 0:
        out[0] = ACT_PASS  # "up to N" (chaos: Bazoo): stop after the first
        k = 1
    n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], cards)
    for i in range(n):
        if insn[INSN_OP] & INSN_OP_MASK == OP_COST_CHOOSE and not cost_pick_keeps(s, db, link, insn, chosen, cards[i]):
            continue  # (leave) COND_AFTER_COST: this payment would leave the effect unable to act
        if insn[INSN_OP] & INSN_OP_MASK == OP_COST_CHOOSE and insn[INSN_D] & COSTF_ORIGINAL_LEVEL:
            if not original_level_pick_ok(s, db, insn, (<int16_t*>s)[link + LINK_CARD],
                                          (<int16_t*>s)[link + LINK_PLAYER], cards[i]):
                continue  # (sdmp) Pendulum Rising (a send to the GY, not a Tribute)
        elif insn[INSN_OP] & INSN_OP_MASK == OP_COST_CHOOSE and (tribute_forbidden(s, db, cards[i], insn[INSN_C])
                                                                 or token_sent_for_cost(s, db, insn, cards[i])):
            continue  # (synchro) Level Eater: not Tributed except for a Tribute Summon; P04: a Token
        out[k] = ACT_SELECT + cards[i]
        k += 1
    return k


cdef int32_t name_choices(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # Every name among the duel's cards, each once, as its lowest card id (ascending): naming a
    # card that is in no Deck plays the same as naming one not in the opponent's hand.
    cdef int32_t c, k, n = 0
    cdef bint seen
    for c in range(s[HDR_N_CARDS]):
        seen = False
        for k in range(n):
            if db_get(db, s, out[k] - ACT_SELECT, DB_CODE) == db_get(db, s, c, DB_CODE):
                seen = True
                break
        if not seen:
            out[n] = ACT_SELECT + c
            n += 1
    return n


# ---- Resolution --------------------------------------------------------------------------------

cdef bint takes_selection(int32_t op) noexcept nogil:
    return op == OP_ADD_COUNTER or op == OP_TO_DECK_TOP or op == OP_FLIP_UP


cdef int flip_up(int32_t* s, const int32_t* db, int32_t link, int32_t card, const int32_t* insn) noexcept nogil:
    # O10-style: a face-down monster turned face-up by an effect; with C, a FLIP effect activates.
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE or is_face_up(card_get(s, card, CARD_POSITION)):
        return RC_OK
    turn_face_up(s, db, card, insn[INSN_B])
    s[HDR_DIRTY] = 1
    if insn[INSN_C]:
        return raise_event(s, db, EV_FLIPPED, card, NO_CARD, (<int16_t*>s)[link + LINK_PLAYER])
    return RC_OK


cdef int flip_up_all(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER],
                                       (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int rc
    for i in range(n):
        rc = flip_up(s, db, link, cards[i], insn)
        if rc < 0:
            return rc
    return RC_OK


cdef void hand_to_deck_draw(int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # Reload: the hand goes into the Deck, which is shuffled (C11); as many are drawn again.
    cdef int32_t n = pile_count(s, player, PILE_HAND)
    cdef int32_t i
    while pile_count(s, player, PILE_HAND) > 0:
        move_to_pile(s, db, pile_card(s, player, PILE_HAND, 0), PILE_DECK)
    rng_shuffle(s + HDR_RNG, pile_cards(s, player, PILE_DECK), pile_count(s, player, PILE_DECK))
    for i in range(pile_count(s, player, PILE_DECK)):
        card_set(s, pile_card(s, player, PILE_DECK, i), CARD_SEQUENCE, i)
    for i in range(n):
        move_to_pile(s, db, pile_card(s, player, PILE_DECK, pile_count(s, player, PILE_DECK) - 1), PILE_HAND)


cdef int32_t highest_def_candidates(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                                    int32_t* out) noexcept nogil:
    cdef int32_t all_[CAP_SELECTION]
    cdef int32_t n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], all_)
    cdef int32_t i, k = 0, high = -1
    for i in range(n):
        high = max(high, card_get(s, all_[i], CARD_DEF))
    for i in range(n):
        if card_get(s, all_[i], CARD_DEF) == high:
            out[k] = all_[i]
            k += 1
    return k


cdef void discard_declared(int32_t* s, const int32_t* db, int32_t link, int32_t random_count) noexcept nogil:
    # Mind Crush: every copy of the declared name in the opponent's hand, else random discards.
    cdef int32_t foe = opponent((<int16_t*>s)[link + LINK_PLAYER])
    cdef int32_t code = db_get(db, s, (<int16_t*>s)[link + LINK_DECLARED], DB_CODE)
    cdef int32_t i = pile_count(s, foe, PILE_HAND) - 1, found = 0, n
    while i >= 0:
        if db_get(db, s, pile_card(s, foe, PILE_HAND, i), DB_CODE) == code:
            move_to_pile(s, db, pile_card(s, foe, PILE_HAND, i), PILE_GY)
            found += 1
        i -= 1
    for i in range(random_count if found == 0 else 0):
        n = pile_count(s, (<int16_t*>s)[link + LINK_PLAYER], PILE_HAND)
        if n > 0:
            move_to_pile(s, db, pile_card(s, (<int16_t*>s)[link + LINK_PLAYER], PILE_HAND,
                                          <int32_t>rng_below(s + HDR_RNG, <uint32_t>n)), PILE_GY)


cdef bint settable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # A Field Spell is Set in an empty Field Zone, any other Spell/Trap in a free Spell & Trap Zone.
    if db_get(db, s, card, DB_TYPE) & TYPE_FIELD:
        return zone_card(s, player, ZONE_FIELD) == NO_CARD
    return free_spell_zone(s, player) >= 0


cdef int32_t set_choices(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                         int32_t* out) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t i, k = 0, n = filter_collect(s, db, code_at(db, insn[INSN_A]), player, (<int16_t*>s)[link + LINK_CARD], cards)
    for i in range(n):
        if settable(s, db, cards[i], player):
            out[k] = ACT_SELECT + cards[i]
            k += 1
    return k


cdef void set_from_hand(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    if db_get(db, s, card, DB_TYPE) & TYPE_FIELD:
        move_to_zone(s, db, card, player, ZONE_FIELD, POS_FACEDOWN)
    else:
        move_to_zone(s, db, card, player, ZONE_SPELL + free_spell_zone(s, player), POS_FACEDOWN)
    card_set(s, card, CARD_SET_TURN, s[HDR_TURN])  # R14, S01: not activatable this turn


cdef void add_counters(int32_t* s, const int32_t* cards, int32_t n, int32_t count, int32_t most) noexcept nogil:
    cdef int32_t i, k
    for i in range(n):
        k = card_get(s, cards[i], CARD_COUNTERS) + count
        card_set(s, cards[i], CARD_COUNTERS, min(k, most) if most > 0 else k)
    s[HDR_DIRTY] = 1


cdef int run_activated(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn,
                       const int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t i, before
    cdef int32_t scratch[CAP_SELECTION + 1]
    if op == OP_ADD_COUNTER:
        add_counters(s, cards, n, insn[INSN_B], insn[INSN_C])
    elif op == OP_TO_DECK_TOP:
        for i in range(n):
            move_to_pile(s, db, cards[i], PILE_DECK)  # the top of a Deck is its last place
    elif op == OP_SKIP_DRAW_PHASES:
        skip_draw_phases(s, effect_player(s, link, insn[INSN_A]), insn[INSN_B])
    elif op == OP_DAMAGE_PER_PAID:
        before = s[HDR_LP + effect_player(s, link, insn[INSN_A])]
        lose_life(s, effect_player(s, link, insn[INSN_A]), <int64_t>insn[INSN_B] * (<int16_t*>s)[link + LINK_PAID])
        return effect_damage_dealt(s, db, link, effect_player(s, link, insn[INSN_A]), before)  # MR3 quick
    elif op == OP_DISCARD_CHOSEN:
        if pile_count(s, effect_player(s, link, insn[INSN_A]), PILE_HAND) > 0 and insn[INSN_B] > 0:
            return request_decision(s, discard_chooser(s, link, insn), DEC_CHOOSE)
    elif op == OP_FLIP_UP:
        for i in range(n):
            if flip_up(s, db, link, cards[i], insn) < 0:
                return ERR_BAD_STATE
    elif op == OP_FLIP_UP_ALL:
        return flip_up_all(s, db, link, insn)
    elif op == OP_HAND_TO_DECK_DRAW:
        hand_to_deck_draw(s, db, effect_player(s, link, insn[INSN_A]))
    elif op == OP_DESTROY_HIGHEST_DEF:
        return destroy_highest_def(s, db, link, insn)
    elif op == OP_DISCARD_DECLARED:
        discard_declared(s, db, link, insn[INSN_A])
    elif op == OP_SWAP_CONTROL:
        # Both must still control a monster as it resolves; otherwise nothing switches.
        if count_monsters(s, (<int16_t*>s)[link + LINK_PLAYER]) > 0 and count_monsters(s, opponent((<int16_t*>s)[link + LINK_PLAYER])) > 0:
            return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)
    elif op == OP_SET_FROM_HAND:
        if set_choices(s, db, link, insn, scratch) > 0:
            return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)
    else:
        s[HDR_ERR_ARG] = op
        return ERR_BAD_STATE
    return RC_OK


cdef bint activated_acts(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                         int32_t n) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if takes_selection(op):
        return n > 0
    if op == OP_DISCARD_CHOSEN:
        return pile_count(s, effect_player(s, link, insn[INSN_A]), PILE_HAND) > 0
    if op == OP_MOVE_ALL or op == OP_FLIP_UP_ALL:
        return filter_at_least(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], 1)
    return True


cdef void skip_draw_phases(int32_t* s, int32_t player, int32_t n) noexcept nogil:
    cdef int32_t shift = 8 * player
    cdef int32_t now = (s[HDR_SKIP_DRAW_PHASES] >> shift) & 0xFF
    cdef int32_t later = min(now + n, 0xFF)
    s[HDR_SKIP_DRAW_PHASES] += (later - now) << shift


cdef void to_deck_bottom(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Onto the Deck (its top is the last place), then moved down to the first place.
    cdef int32_t owner = card_get(s, card, CARD_OWNER)
    cdef uint8_t* deck
    cdef int32_t n, i
    move_to_pile(s, db, card, PILE_DECK)
    deck = pile_cards(s, owner, PILE_DECK)
    n = pile_count(s, owner, PILE_DECK)
    for i in range(n - 1, 0, -1):
        deck[i] = deck[i - 1]
    deck[0] = <uint8_t>card
    for i in range(n):
        card_set(s, deck[i], CARD_SEQUENCE, i)


cdef void swap_control(int32_t* s, const int32_t* db, int32_t a, int32_t b) noexcept nogil:
    # The two monsters trade places and controllers without leaving the field (a control change
    # keeps the stint, Y13); neither may change its battle position for the rest of the turn.
    cdef int32_t pa = card_get(s, a, CARD_CONTROLLER), pb = card_get(s, b, CARD_CONTROLLER)
    cdef int32_t za = card_get(s, a, CARD_SEQUENCE), zb = card_get(s, b, CARD_SEQUENCE)
    if card_get(s, a, CARD_LOCATION) != LOC_MZONE or card_get(s, b, CARD_LOCATION) != LOC_MZONE or pa == pb:
        return
    (<int16_t*>s)[zone_offset(pb, ZONE_MONSTER + zb)] = a
    (<int16_t*>s)[zone_offset(pa, ZONE_MONSTER + za)] = b
    card_set(s, a, CARD_CONTROLLER, pb)
    card_set(s, a, CARD_SEQUENCE, zb)
    card_set(s, b, CARD_CONTROLLER, pa)
    card_set(s, b, CARD_SEQUENCE, za)
    card_set(s, a, CARD_POS_CHANGE_TURN, s[HDR_TURN])
    card_set(s, b, CARD_POS_CHANGE_TURN, s[HDR_TURN])
    note_activator(s, db, a)
    note_activator(s, db, b)
    s[HDR_DIRTY] = 1


cdef inline int32_t swap_chooser(const int32_t* s, int32_t f, int32_t link) noexcept nogil:
    return (<int16_t*>s)[link + LINK_PLAYER] if s[f + RS_F_SUB] == 0 else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef inline int32_t discard_chooser(const int32_t* s, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t owner = effect_player(s, link, insn[INSN_A])
    return opponent(owner) if insn[INSN_C] == CTRL_FOE else owner


cdef int destroy_highest_def(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = highest_def_candidates(s, db, link, insn, cards)
    if n == 1:
        move_to_pile(s, db, cards[0], PILE_GY)
    elif n > 1:
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)  # a tie: the player picks
    return RC_OK


cdef int resume_discard_chosen(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil:
    # The resumption of every choosing operation of this family (DEC_CHOOSE).
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t player = effect_player(s, link, insn[INSN_A])
    if op == OP_DESTROY_HIGHEST_DEF:
        move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, PILE_GY)
        return RC_OK
    if op == OP_SWAP_CONTROL:
        if s[f + RS_F_SUB] == 0:
            s[f + RS_F_CHOSEN] = s[HDR_ACTION] - ACT_SELECT
            s[f + RS_F_SUB] = 1
            return request_decision(s, opponent((<int16_t*>s)[link + LINK_PLAYER]), DEC_CHOOSE)
        swap_control(s, db, s[f + RS_F_CHOSEN], s[HDR_ACTION] - ACT_SELECT)
        return RC_OK
    if op == OP_SET_FROM_HAND:
        if s[HDR_ACTION] != ACT_PASS:
            set_from_hand(s, db, s[HDR_ACTION] - ACT_SELECT, (<int16_t*>s)[link + LINK_PLAYER])
        return RC_OK
    if insn[INSN_D] == 1:
        to_deck_bottom(s, db, s[HDR_ACTION] - ACT_SELECT)
    else:
        move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, PILE_GY)
    s[f + RS_F_SUB] += 1
    if s[f + RS_F_SUB] < insn[INSN_B] and pile_count(s, player, PILE_HAND) > 0:
        return request_decision(s, discard_chooser(s, link, insn), DEC_CHOOSE)
    return RC_OK


cdef int32_t discard_choices(const int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn,
                             int32_t* out) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t player = effect_player(s, link, insn[INSN_A])
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n, k = 0
    if op == OP_DESTROY_HIGHEST_DEF:
        n = highest_def_candidates(s, db, link, insn, cards)
        for i in range(n):
            out[i] = ACT_SELECT + cards[i]
        return n
    if op == OP_SWAP_CONTROL:
        n = sorted_cards(s, swap_chooser(s, f, link), True, cards)
        for i in range(n):
            out[i] = ACT_SELECT + cards[i]
        return n
    if op == OP_SET_FROM_HAND:
        out[0] = ACT_PASS  # "you can"
        return 1 + set_choices(s, db, link, insn, out + 1)
    for i in range(pile_count(s, player, PILE_HAND)):
        k = insert_sorted(out, k, ACT_SELECT + pile_card(s, player, PILE_HAND, i))
    return k
