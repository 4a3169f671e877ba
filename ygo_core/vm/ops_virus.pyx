# MR3 quick family, third round (opcodes.pxd "virus"): Eradicator Epidemic Virus. The draw
# check itself runs where cards are drawn (proc/life.pyx draw_cards), from LING_DRAW_CHECK.

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.proc.continuous cimport add_linger


cdef int32_t declared_type_bit(int32_t declared) noexcept nogil:
    if declared == 1:
        return TYPE_SPELL
    if declared == 2:
        return TYPE_TRAP
    return TYPE_MONSTER


cdef inline bint is_of_kind(const int32_t* s, const int32_t* db, int32_t card, int32_t type_bit) noexcept nogil:
    # M03: a Pendulum Monster in a Pendulum Zone is a Spell Card there.
    return (db_get(db, s, card, DB_TYPE) & type_bit) != 0 or \
        (type_bit == TYPE_SPELL and card_get(s, card, CARD_LOCATION) == LOC_PZONE)


cdef inline void show_to(int32_t* s, int32_t card, int32_t player) noexcept nogil:
    # C15: the player looks at the card (observation() shows it until it moves or turns).
    card_set(s, card, CARD_REVEALED, card_get(s, card, CARD_REVEALED) | (1 << player))


cdef int32_t look_for_declared_kind(int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil:
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t foe = opponent(player)
    cdef int32_t type_bit = declared_type_bit((<int16_t*>s)[link + LINK_DECLARED])
    cdef int32_t i, zone, card, n = 0
    for i in range(pile_count(s, foe, PILE_HAND)):
        card = pile_card(s, foe, PILE_HAND, i)
        show_to(s, card, player)
        if is_of_kind(s, db, card, type_bit):
            n = insert_sorted(out, n, card)
    for zone in range(ZONES_PER_PLAYER):
        card = zone_card(s, foe, zone)
        if card == NO_CARD:
            continue
        if not is_face_up(card_get(s, card, CARD_POSITION)):
            show_to(s, card, player)
        if is_of_kind(s, db, card, type_bit):
            n = insert_sorted(out, n, card)
    return n


cdef int op_draw_check(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # E06, "3 of their turns": their turns alternate with the player's; the first one counted
    # is this turn if it is theirs (the check then lasts to the end of this turn + 4), else the
    # next (YGOPro's RESET_OPPO_TURN count of 3 reads the same).
    cdef int32_t foe = opponent((<int16_t*>s)[link + LINK_PLAYER])
    cdef int32_t first = s[HDR_TURN] if s[HDR_TURN_PLAYER] == foe else s[HDR_TURN] + 1
    return add_linger(s, LING_DRAW_CHECK, NO_CARD, foe,
                      declared_type_bit((<int16_t*>s)[link + LINK_DECLARED]), 0,
                      first + 2 * (DRAW_CHECK_FOE_TURNS - 1), NO_CARD)
