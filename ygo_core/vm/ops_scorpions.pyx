from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_YES, DEC_YESNO, request_decision
from ygo_core.vm.opcodes cimport APPLY_DIRECT_ATTACK, CTRL_SELF, INSN_A, INSN_B
from ygo_core.vm.filters cimport applier_covers
from ygo_core.proc.move cimport move_to_pile
from ygo_core.vm.ops_activated cimport to_deck_bottom


cdef inline int32_t deck_owner(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    # CTRL_SELF: the effect's player's Deck (T09); CTRL_FOE: the opponent's.
    return (<int16_t*>s)[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef int op_mill(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # Y: sent, not destroyed; one card at a time from the top (the last place of the pile), so
    # the GY receives them in Deck order (C10 orders cards sent together afterwards).
    cdef int32_t player = deck_owner(s, link, insn[INSN_A])
    cdef int32_t i, n
    cdef int rc
    for i in range(insn[INSN_B]):
        n = pile_count(s, player, PILE_DECK)
        if n == 0:
            return RC_OK
        rc = move_to_pile(s, db, pile_card(s, player, PILE_DECK, n - 1), PILE_GY)
        if rc < 0:
            return rc
    return RC_OK


cdef int op_deck_top_or_bottom(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil:
    # C15: only the effect's player sees the card ("your opponent does not look at it").
    cdef int32_t owner = deck_owner(s, link, insn[INSN_A])
    cdef int32_t n = pile_count(s, owner, PILE_DECK)
    cdef int32_t top
    if n == 0:
        return RC_OK
    top = pile_card(s, owner, PILE_DECK, n - 1)
    card_set(s, top, CARD_REVEALED, card_get(s, top, CARD_REVEALED) | (1 << (<int16_t*>s)[link + LINK_PLAYER]))
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_YESNO)


cdef int resume_deck_top_or_bottom(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil:
    # ACT_YES: to the bottom (the move hides it again); ACT_NO: it stays on top, still known
    # to the player who looked.
    cdef int32_t owner = deck_owner(s, link, insn[INSN_A])
    cdef int32_t n = pile_count(s, owner, PILE_DECK)
    if s[HDR_ACTION] == ACT_YES and n > 1:
        to_deck_bottom(s, db, pile_card(s, owner, PILE_DECK, n - 1))
    return RC_OK


cdef bint scorpions_op_acts(const int32_t* s, int32_t link, const int32_t* insn) noexcept nogil:
    return pile_count(s, deck_owner(s, link, insn[INSN_A]), PILE_DECK) > 0


cdef int32_t drop_names_summoned(const int32_t* s, const int32_t* db, int32_t* cards, int32_t n) noexcept nogil:
    # "You can only Special Summon up to 1 card with each card name": the summoned ones are
    # marked while the operation runs; their names are out.
    cdef int32_t i, j, p, m, k = 0
    cdef bint taken
    for i in range(n):
        taken = False
        for p in range(N_PLAYERS):
            for j in range(CAP_MZONE):
                m = zone_card(s, p, ZONE_MONSTER + j)
                taken = taken or (m != NO_CARD and card_get(s, m, CARD_FLAGS) & CF_SUMMONED_NOW
                                  and db_get(db, s, m, DB_CODE) == db_get(db, s, cards[i], DB_CODE))
        if not taken:
            cards[k] = cards[i]
            k += 1
    return k


cdef void mark_summoned_now(int32_t* s, int32_t card) noexcept nogil:
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_SUMMONED_NOW)


cdef void clear_summoned_now(int32_t* s) noexcept nogil:
    cdef int32_t i
    for i in range(s[HDR_N_CARDS]):
        card_set(s, i, CARD_FLAGS, card_get(s, i, CARD_FLAGS) & ~CF_SUMMONED_NOW)


cdef bint attacks_directly_anyway(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    if not applier_active(s, APPLY_DIRECT_ATTACK):  # free without one
        return False
    return applier_covers(s, db, APPLY_DIRECT_ATTACK, card)
