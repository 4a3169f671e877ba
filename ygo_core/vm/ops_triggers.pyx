from libc.stdint cimport int16_t, int32_t, int64_t, uint32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_ATTACK_POSITION, ACT_SELECT, DEC_ATTACK_OR_SET, DEC_CHOOSE, request_decision
from sim_core.rng cimport rng_below, rng_shuffle
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport filter_at_least, filter_collect
from ygo_core.proc.move cimport free_monster_zone, move_to_pile, move_to_zone
from ygo_core.proc.resolve cimport RS_F_CHOSEN, RS_F_SUB
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.life cimport draw_cards, end_duel, lose_life

cdef enum:
    CAP_MOVED = CAP_CARDS


cdef inline int32_t player_of(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    # CTRL_SELF: the effect's player (T09); CTRL_FOE: the other.
    return (<int16_t*>s)[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef void shuffle_deck(int32_t* s, int32_t player) noexcept nogil:
    # C11: a Deck cards were shuffled into is shuffled (chance from the duel's RNG).
    cdef int32_t i
    rng_shuffle(s + HDR_RNG, pile_cards(s, player, PILE_DECK), pile_count(s, player, PILE_DECK))
    for i in range(pile_count(s, player, PILE_DECK)):
        card_set(s, pile_card(s, player, PILE_DECK, i), CARD_SEQUENCE, i)


cdef int destroy_banish(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t i
    cdef int rc
    (<int16_t*>s)[link + LINK_N_CHOSEN] = 1 if n > 0 else 0
    (<int16_t*>s)[link + LINK_CHOSEN] = cards[0] if n > 0 else NO_CARD
    for i in range(n):
        rc = move_to_pile(s, db, cards[i], PILE_BANISHED)
        if rc < 0:
            return rc
    return RC_OK


cdef int banish_named_from_decks(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n,
                                 int32_t kind) noexcept nogil:
    # The card was revealed by its destruction; the copies leave the Decks, which are not
    # otherwise reordered (the rest keep their order).
    cdef int32_t code, p, i, card
    cdef int rc
    if n == 0 or not db_get(db, s, cards[0], DB_TYPE) & kind:
        return RC_OK
    code = db_get(db, s, cards[0], DB_CODE)
    for p in range(N_PLAYERS):
        i = pile_count(s, p, PILE_DECK) - 1
        while i >= 0:
            card = pile_card(s, p, PILE_DECK, i)
            if db_get(db, s, card, DB_CODE) == code:
                rc = move_to_pile(s, db, card, PILE_BANISHED)
                if rc < 0:
                    return rc
            i -= 1
    return RC_OK


cdef int damage_by_level(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n, int32_t per,
                         int32_t player) noexcept nogil:
    if n > 0 and db_get(db, s, cards[0], DB_TYPE) & TYPE_MONSTER:
        lose_life(s, player, <int64_t>per * db_get(db, s, cards[0], DB_LEVEL))
    return RC_OK


cdef int op_move_all(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # All at once: the cards are collected first, then moved (a moved card cannot change the set).
    cdef int32_t cards[CAP_MOVED]
    cdef int32_t n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER],
                                    (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int32_t i, p
    cdef bint declared_only = insn[INSN_C] == 1
    cdef bint to_deck[N_PLAYERS]
    cdef int rc
    to_deck[0] = False
    to_deck[1] = False
    for i in range(n):
        if declared_only and not db_get(db, s, cards[i], DB_RACE) & (1 << (<int16_t*>s)[link + LINK_DECLARED]):
            continue
        if insn[INSN_B] == PILE_DECK:
            to_deck[card_get(s, cards[i], CARD_OWNER)] = True
        rc = move_to_pile(s, db, cards[i], insn[INSN_B])
        if rc < 0:
            return rc
    for p in range(N_PLAYERS):
        if to_deck[p]:
            shuffle_deck(s, p)
    return RC_OK


cdef int op_each_draw(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # A14: both players short of cards at once is a draw; one of them: that one loses (A11).
    cdef int32_t first = s[HDR_TURN_PLAYER]
    cdef bint lacking_first = draw_cards(s, db, first, insn[INSN_A]) != 0
    cdef bint lacking_second = draw_cards(s, db, opponent(first), insn[INSN_A]) != 0
    if lacking_first and lacking_second:
        end_duel(s, DRAW_RESULT, WIN_DECK_OUT)
    elif lacking_first or lacking_second:
        end_duel(s, opponent(first) if lacking_first else first, WIN_DECK_OUT)
    return RC_OK


cdef int op_discard_random_noted(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                 const int32_t* insn) noexcept nogil:
    # Y04: a random pick draws from the duel's RNG; the card is noted for SEL_NOTED.
    cdef int32_t player = player_of(s, link, insn[INSN_A])
    cdef int32_t n = pile_count(s, player, PILE_HAND)
    cdef int32_t card
    (<int16_t*>s)[link + LINK_N_CHOSEN] = 0
    if n == 0:
        return RC_OK
    card = pile_card(s, player, PILE_HAND, <int32_t>rng_below(s + HDR_RNG, <uint32_t>n))
    (<int16_t*>s)[link + LINK_CHOSEN] = card
    (<int16_t*>s)[link + LINK_N_CHOSEN] = 1
    return move_to_pile(s, db, card, PILE_GY)


cdef int op_choose_to_deck(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The player looks at the opponent's hand (C15: shown to them), then picks among the cards
    # that fit; none fitting: nothing more happens.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t foe = opponent(player)
    cdef int32_t i, card
    for i in range(pile_count(s, foe, PILE_HAND)):
        card = pile_card(s, foe, PILE_HAND, i)
        card_set(s, card, CARD_REVEALED, card_get(s, card, CARD_REVEALED) | (1 << player))
    if not filter_at_least(s, db, code_at(db, insn[INSN_A]), player, (<int16_t*>s)[link + LINK_CARD], 1):
        return RC_OK
    return request_decision(s, player, DEC_CHOOSE)


cdef int resume_choose_to_deck(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil:
    cdef int32_t card = s[HDR_ACTION] - ACT_SELECT
    cdef int32_t owner = card_get(s, card, CARD_OWNER)
    cdef int rc = move_to_pile(s, db, card, PILE_DECK)
    if rc < 0:
        return rc
    shuffle_deck(s, owner)
    return RC_OK


cdef int op_draw_per(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t player = player_of(s, link, insn[INSN_A])
    cdef int32_t extra = filter_collect(s, db, code_at(db, insn[INSN_D]), (<int16_t*>s)[link + LINK_PLAYER],
                                        (<int16_t*>s)[link + LINK_CARD], NULL)
    if draw_cards(s, db, player, insn[INSN_B] + insn[INSN_C] * extra):
        end_duel(s, opponent(player), WIN_DECK_OUT)  # A11, A13
    return RC_OK


cdef inline int32_t excavating_player(const int32_t* s, int32_t sub, int32_t count) noexcept nogil:
    # RS_F_SUB counts the revealed cards dealt with: the turn player's first, then the other's.
    return s[HDR_TURN_PLAYER] if sub < count else opponent(s[HDR_TURN_PLAYER])


cdef bint summonable_revealed(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                              int32_t level_max) noexcept nogil:
    return (db_get(db, s, card, DB_TYPE) & TYPE_MONSTER and db_get(db, s, card, DB_LEVEL) <= level_max
            and not db_get(db, s, card, DB_FLAGS) & DBF_NO_SPECIAL_SUMMON and free_monster_zone(s, player) >= 0)


cdef int op_excavate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # One revealed card at a time from the top (all are shown to both players, C15): a fitting
    # monster waits on the Deck for its position, the rest go to the hand.
    cdef int32_t count = insn[INSN_A]
    cdef int32_t sub, player, card, n
    cdef int rc
    while s[f + RS_F_SUB] < 2 * count:
        sub = s[f + RS_F_SUB]
        player = excavating_player(s, sub, count)
        n = pile_count(s, player, PILE_DECK)
        if n == 0:
            s[f + RS_F_SUB] = count if sub < count else 2 * count  # as many as there are
            continue
        card = pile_card(s, player, PILE_DECK, n - 1)
        card_set(s, card, CARD_REVEALED, 3)
        if summonable_revealed(s, db, card, player, insn[INSN_B]):
            s[f + RS_F_CHOSEN] = card
            return request_decision(s, player, DEC_ATTACK_OR_SET)
        rc = move_to_pile(s, db, card, PILE_HAND)
        if rc < 0:
            return rc
        s[f + RS_F_SUB] = sub + 1
    return RC_OK


cdef int resume_excavate_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                const int32_t* insn) noexcept nogil:
    # H03 with the text's two positions; a Special Summon (an event for Trap Hole's kind).
    cdef int32_t card = s[f + RS_F_CHOSEN]
    cdef int32_t player = excavating_player(s, s[f + RS_F_SUB], insn[INSN_A])
    cdef int32_t position = POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEDOWN_DEFENSE
    cdef int rc
    move_to_zone(s, db, card, player, ZONE_MONSTER + free_monster_zone(s, player), position)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_SPECIAL)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    rc = raise_event(s, db, EV_SPECIAL_SUMMONED, card, NO_CARD, player)
    if rc < 0:
        return rc
    s[f + RS_F_SUB] += 1
    return op_excavate_summon(s, db, f, link, insn)
