from libc.stdint cimport int32_t, int64_t
from ygo_core.layout cimport *
from ygo_core.proc.move cimport move_to_pile
from ygo_core.vm.opcodes cimport LING_DRAW_CHECK


cdef void end_duel(int32_t* s, int32_t winner, int32_t reason) noexcept nogil:
    s[HDR_WINNER] = winner
    s[HDR_WIN_REASON] = reason
    s[HDR_STATUS] = STATUS_OVER
    s[HDR_DECIDER] = NO_PLAYER


cdef int32_t saturated_lp(int64_t lp, int64_t change) noexcept nogil:
    # A08: LP stop at 0; a gain stops at LP_MAX. `change` is bounded by the callers (an int32
    # times a card count at most), so the int64 sum itself cannot overflow.
    lp += change
    if lp < 0:
        return 0
    if lp > LP_MAX:
        return LP_MAX
    return <int32_t>lp


cdef void lose_life(int32_t* s, int32_t player, int64_t amount) noexcept nogil:
    cdef int32_t lp = saturated_lp(s[HDR_LP + player], -amount)
    s[HDR_LP + player] = lp
    if lp > 0 or s[HDR_STATUS] == STATUS_OVER:
        return
    if s[HDR_LP + opponent(player)] == 0:
        end_duel(s, DRAW_RESULT, WIN_LP)
    else:
        end_duel(s, opponent(player), WIN_LP)


cdef void lose_life_both(int32_t* s, int64_t amount0, int64_t amount1) noexcept nogil:
    cdef int32_t p
    cdef int64_t amounts[N_PLAYERS]
    amounts[0] = amount0
    amounts[1] = amount1
    for p in range(N_PLAYERS):
        s[HDR_LP + p] = saturated_lp(s[HDR_LP + p], -amounts[p])
    if s[HDR_STATUS] == STATUS_OVER:
        return
    if s[HDR_LP] == 0 and s[HDR_LP + 1] == 0:
        end_duel(s, DRAW_RESULT, WIN_LP)
    elif s[HDR_LP] == 0 or s[HDR_LP + 1] == 0:
        end_duel(s, 1 if s[HDR_LP] == 0 else 0, WIN_LP)


cdef void gain_life(int32_t* s, int32_t player, int64_t amount) noexcept nogil:
    s[HDR_LP + player] = saturated_lp(s[HDR_LP + player], amount)


cdef int draw_cards(int32_t* s, const int32_t* db, int32_t player, int32_t n) noexcept nogil:
    cdef int32_t i, deck, count
    cdef int32_t held = pile_count(s, player, PILE_HAND)
    cdef int lacking = 0
    for i in range(n):
        count = pile_count(s, player, PILE_DECK)
        if count == 0:
            lacking = 1
            break
        deck = pile_card(s, player, PILE_DECK, count - 1)  # the top card is the last one
        move_to_pile(s, db, deck, PILE_HAND)
    if s[HDR_LINGER_LEN] and held < pile_count(s, player, PILE_HAND):
        check_draws(s, db, player, held)
    return lacking


cdef int32_t draw_check_types(const int32_t* s, int32_t player) noexcept nogil:
    # The card types (TYPE_*) whose cards `player` draws are destroyed now (LING_DRAW_CHECK).
    cdef int32_t i, r, types = 0
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_DRAW_CHECK and s[r + LINGER_PLAYER] == player:
            types |= s[r + LINGER_VALUE]
    return types


cdef void check_draws(int32_t* s, const int32_t* db, int32_t player, int32_t held) noexcept nogil:
    # Eradicator Epidemic Virus (MR3 quick, ops_virus.pyx): the opponent looks at the cards
    # just drawn (hand positions from `held` on, Y01: one draw) and those of a checked type are
    # destroyed, all at once.
    cdef int32_t types = draw_check_types(s, player)
    cdef int32_t drawn[CAP_PILE]
    cdef int32_t i, card, n = 0
    if types == 0:
        return
    for i in range(held, pile_count(s, player, PILE_HAND)):
        card = pile_card(s, player, PILE_HAND, i)
        card_set(s, card, CARD_REVEALED, card_get(s, card, CARD_REVEALED) | (1 << opponent(player)))
        if db_get(db, s, card, DB_TYPE) & types:
            drawn[n] = card
            n += 1
    for i in range(n):
        move_to_pile(s, db, drawn[i], PILE_GY)
