from libc.stdint cimport int32_t, uint8_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_SELECT, DEC_GY_ORDER, request_decision
from ygo_core.stack cimport pop_frame, push_frame, top_frame
from ygo_core.proc.ids cimport PROC_GY_ORDER


cdef bint order_matters(const int32_t* s, int32_t player, int32_t first, int32_t end) noexcept nogil:
    # Two cards of different kinds among GY places [first, end): copies of one card are alike.
    cdef int32_t row, i
    if end - first < 2:
        return False
    row = card_get(s, pile_card(s, player, PILE_GY, first), CARD_DB_ROW)
    for i in range(first + 1, end):
        if card_get(s, pile_card(s, player, PILE_GY, i), CARD_DB_ROW) != row:
            return True
    return False


cdef int close_gy_batches(int32_t* s, const int32_t* db) noexcept nogil:
    # C10: the owner orders their own cards; the turn player is asked first (E03), so their
    # frame is pushed last. A finished duel asks nothing.
    cdef int32_t k, p, n, start, g
    for k in range(N_PLAYERS):
        p = opponent(s[HDR_TURN_PLAYER]) if k == 0 else s[HDR_TURN_PLAYER]
        n = s[HDR_GY_UNORDERED + p]
        s[HDR_GY_UNORDERED + p] = 0
        start = pile_count(s, p, PILE_GY) - n
        if s[HDR_STATUS] == STATUS_OVER or not order_matters(s, p, start, start + n):
            continue
        g = push_frame(s, PROC_GY_ORDER, GO_ASK)
        if g < 0:
            return g
        s[g + GO_F_PLAYER] = p
        s[g + GO_F_START] = start
        s[g + GO_F_COUNT] = n
    return RC_OK


cdef void drop_gy_batches(int32_t* s) noexcept nogil:
    s[HDR_GY_UNORDERED] = 0
    s[HDR_GY_UNORDERED + 1] = 0


cdef void put_next(int32_t* s, int32_t f, int32_t card) noexcept nogil:
    # The chosen card takes the lowest unplaced place; the cards it passes move up one.
    cdef int32_t player = s[f + GO_F_PLAYER]
    cdef uint8_t* gy = pile_cards(s, player, PILE_GY)
    cdef int32_t place = s[f + GO_F_START] + s[f + GO_F_PLACED]
    cdef int32_t i = card_get(s, card, CARD_SEQUENCE)
    while i > place:
        gy[i] = gy[i - 1]
        card_set(s, gy[i], CARD_SEQUENCE, i)
        i -= 1
    gy[place] = <uint8_t>card
    card_set(s, card, CARD_SEQUENCE, place)
    s[f + GO_F_PLACED] += 1


cdef int gy_order_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t player = s[f + GO_F_PLAYER]
    cdef int32_t end = s[f + GO_F_START] + s[f + GO_F_COUNT]
    if s[f + FRAME_STEP] == GO_TAKE:
        put_next(s, f, s[HDR_ACTION] - ACT_SELECT)
    if not order_matters(s, player, s[f + GO_F_START] + s[f + GO_F_PLACED], end):
        pop_frame(s)  # the rest can only go in one way
        return RC_OK
    s[f + FRAME_STEP] = GO_TAKE
    return request_decision(s, player, DEC_GY_ORDER)


cdef int32_t gy_order_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    cdef int32_t player = s[f + GO_F_PLAYER]
    cdef int32_t end = s[f + GO_F_START] + s[f + GO_F_COUNT]
    cdef int32_t i, j, k = 0, card, row
    cdef bint dup
    for i in range(s[f + GO_F_START] + s[f + GO_F_PLACED], end):
        card = pile_card(s, player, PILE_GY, i)
        row = card_get(s, card, CARD_DB_ROW)
        dup = False
        for j in range(k):
            if card_get(s, out[j] - ACT_SELECT, CARD_DB_ROW) == row:
                dup = True
                if card < out[j] - ACT_SELECT:
                    out[j] = ACT_SELECT + card  # keep the lowest id of each kind
                break
        if not dup:
            out[k] = ACT_SELECT + card
            k += 1
    # Ascending action order (a small insertion sort: a batch holds a few cards).
    for i in range(1, k):
        card = out[i]
        j = i
        while j > 0 and out[j - 1] > card:
            out[j] = out[j - 1]
            j -= 1
        out[j] = card
    return k
