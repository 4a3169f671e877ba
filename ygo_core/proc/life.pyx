from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.proc.move cimport move_to_pile


cdef void end_duel(int32_t* s, int32_t winner, int32_t reason) noexcept nogil:
    s[HDR_WINNER] = winner
    s[HDR_WIN_REASON] = reason
    s[HDR_STATUS] = STATUS_OVER
    s[HDR_DECIDER] = NO_PLAYER


cdef void lose_life(int32_t* s, int32_t player, int32_t amount) noexcept nogil:
    cdef int32_t lp = s[HDR_LP + player] - amount
    if lp < 0:
        lp = 0
    s[HDR_LP + player] = lp
    if lp > 0 or s[HDR_STATUS] == STATUS_OVER:
        return
    if s[HDR_LP + opponent(player)] == 0:
        end_duel(s, DRAW_RESULT, WIN_LP)
    else:
        end_duel(s, opponent(player), WIN_LP)


cdef int draw_cards(int32_t* s, const int32_t* db, int32_t player, int32_t n) noexcept nogil:
    cdef int32_t i, deck, count
    for i in range(n):
        count = pile_count(s, player, PILE_DECK)
        if count == 0:
            return 1
        deck = pile_card(s, player, PILE_DECK, count - 1)  # the top card is the last one
        move_to_pile(s, db, deck, PILE_HAND)
    return 0
