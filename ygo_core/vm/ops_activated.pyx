from libc.stdint cimport int32_t, int64_t
from ygo_core.layout cimport *
from ygo_core.errors cimport ERR_BAD_STATE, RC_OK
from ygo_core.actions cimport ACT_OPTION, ACT_SELECT, DEC_CHOOSE, DEC_COST, DEC_OPTION, request_decision
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport filter_collect
from ygo_core.proc.move cimport move_to_pile
from ygo_core.proc.life cimport lose_life
from ygo_core.proc.resolve cimport RS_F_SUB

cdef enum:
    CAP_SELECTION = CAP_CARDS


cdef inline int32_t effect_player(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    return s[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent(s[link + LINK_PLAYER])


# ---- Costs (U03): paid at activation, before targets are chosen ------------------------------

cdef bint cost_insn_payable(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                            int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == OP_COST_CHOOSE:
        return filter_collect(s, db, code_at(db, insn[INSN_A]), player, card, NULL) >= insn[INSN_B]
    if op == OP_COST_COUNTERS:
        return card_get(s, card, CARD_COUNTERS) >= insn[INSN_A]
    return True  # OP_COST_SELF: the card is where its effect is activated from; a declaration


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


cdef int cost_run(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                  int32_t* sub) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t card = s[link + LINK_CARD]
    if op == OP_COST_SELF:
        move_to_pile(s, db, card, insn[INSN_A])
        s[link + LINK_PAID] += 1
        return RC_OK
    if op == OP_COST_COUNTERS:
        s[link + LINK_PAID] = card_get(s, card, CARD_COUNTERS)
        card_set(s, card, CARD_COUNTERS, card_get(s, card, CARD_COUNTERS) - insn[INSN_A])
        s[HDR_DIRTY] = 1  # Breaker's ATK falls at once (Q01)
        return RC_OK
    if op == OP_DECLARE_TYPE:
        return request_decision(s, s[link + LINK_PLAYER], DEC_OPTION)
    if op == OP_COST_CHOOSE and sub[0] < insn[INSN_B]:
        return request_decision(s, s[link + LINK_PLAYER], DEC_COST)
    return RC_OK


cdef int cost_take(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                   int32_t* sub) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == OP_DECLARE_TYPE:
        s[link + LINK_DECLARED] = s[HDR_ACTION] - ACT_OPTION
        return RC_OK
    move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, insn[INSN_C])
    s[link + LINK_PAID] += 1
    sub[0] += 1
    return cost_run(s, db, link, insn, sub)


cdef int32_t cost_choices(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                          int32_t* out) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n
    if insn[INSN_OP] & INSN_OP_MASK == OP_DECLARE_TYPE:
        for i in range(N_DECLARABLE_TYPES):
            out[i] = ACT_OPTION + i
        return N_DECLARABLE_TYPES
    n = filter_collect(s, db, code_at(db, insn[INSN_A]), s[link + LINK_PLAYER], s[link + LINK_CARD], cards)
    for i in range(n):
        out[i] = ACT_SELECT + cards[i]
    return n


# ---- Resolution --------------------------------------------------------------------------------

cdef bint takes_selection(int32_t op) noexcept nogil:
    return op == OP_ADD_COUNTER or op == OP_DESTROY_BANISH or op == OP_TO_DECK_TOP


cdef void add_counters(int32_t* s, const int32_t* cards, int32_t n, int32_t count, int32_t most) noexcept nogil:
    cdef int32_t i, k
    for i in range(n):
        k = card_get(s, cards[i], CARD_COUNTERS) + count
        card_set(s, cards[i], CARD_COUNTERS, min(k, most) if most > 0 else k)
    s[HDR_DIRTY] = 1


cdef void banish_namesakes(int32_t* s, const int32_t* db, int32_t link, int32_t type_bits) noexcept nogil:
    # Nobleman of Crossout: the card it was about, wherever it went; both Decks are searched.
    cdef int32_t card = s[link + LINK_TARGETS]
    cdef int32_t code, p, i
    if s[link + LINK_N_TARGETS] == 0 or db_get(db, s, card, DB_TYPE) & type_bits != type_bits:
        return
    code = db_get(db, s, card, DB_CODE)
    for p in range(N_PLAYERS):
        i = pile_count(s, p, PILE_DECK) - 1
        while i >= 0:
            if db_get(db, s, pile_card(s, p, PILE_DECK, i), DB_CODE) == code:
                move_to_pile(s, db, pile_card(s, p, PILE_DECK, i), PILE_BANISHED)
            i -= 1
        for i in range(pile_count(s, p, PILE_DECK)):
            card_set(s, pile_card(s, p, PILE_DECK, i), CARD_SEQUENCE, i)


cdef void move_all(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn, bint declared) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = filter_collect(s, db, code_at(db, insn[INSN_A]), s[link + LINK_PLAYER],
                                       s[link + LINK_CARD], cards)
    for i in range(n):
        if not declared or db_get(db, s, cards[i], DB_RACE) & (1 << s[link + LINK_DECLARED]):
            move_to_pile(s, db, cards[i], insn[INSN_B] if not declared else PILE_GY)


cdef int run_activated(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn,
                       const int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t i
    if op == OP_ADD_COUNTER:
        add_counters(s, cards, n, insn[INSN_B], insn[INSN_C])
    elif op == OP_DESTROY_BANISH:
        for i in range(n):
            move_to_pile(s, db, cards[i], PILE_BANISHED)
    elif op == OP_TO_DECK_TOP:
        for i in range(n):
            move_to_pile(s, db, cards[i], PILE_DECK)  # the top of a Deck is its last place
    elif op == OP_BANISH_NAMESAKES:
        banish_namesakes(s, db, link, insn[INSN_B])
    elif op == OP_MOVE_ALL:
        move_all(s, db, link, insn, False)
    elif op == OP_DESTROY_DECLARED:
        move_all(s, db, link, insn, True)
    elif op == OP_DAMAGE_PER_PAID:
        lose_life(s, effect_player(s, link, insn[INSN_A]), <int64_t>insn[INSN_B] * s[link + LINK_PAID])
    elif op == OP_DISCARD_CHOSEN:
        if pile_count(s, effect_player(s, link, insn[INSN_A]), PILE_HAND) > 0 and insn[INSN_B] > 0:
            return request_decision(s, effect_player(s, link, insn[INSN_A]), DEC_CHOOSE)
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
    if op == OP_MOVE_ALL:
        return filter_collect(s, db, code_at(db, insn[INSN_A]), s[link + LINK_PLAYER], s[link + LINK_CARD], NULL) > 0
    return True


cdef int resume_discard_chosen(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil:
    cdef int32_t player = effect_player(s, link, insn[INSN_A])
    move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, PILE_GY)
    s[f + RS_F_SUB] += 1
    if s[f + RS_F_SUB] < insn[INSN_B] and pile_count(s, player, PILE_HAND) > 0:
        return request_decision(s, player, DEC_CHOOSE)
    return RC_OK


cdef int32_t discard_choices(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                             int32_t* out) noexcept nogil:
    cdef int32_t player = effect_player(s, link, insn[INSN_A])
    cdef int32_t i, k = 0
    for i in range(pile_count(s, player, PILE_HAND)):
        k = insert_sorted(out, k, ACT_SELECT + pile_card(s, player, PILE_HAND, i))
    return k
