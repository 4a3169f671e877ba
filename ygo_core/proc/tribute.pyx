from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport LING_MAY_TRIBUTE
from ygo_core.proc.move cimport free_monster_zone, sorted_cards
from ygo_core.proc.continuous cimport linger_on_card

cdef inline bint may_tribute(const int32_t* s, int32_t card) noexcept nogil:
    # Sheep and Ojama Tokens "cannot be Tributed for a Tribute Summon".
    return not card_get(s, card, CARD_SUMMON_RULES) & SR_NO_TRIBUTE_SUMMON


cdef int32_t tribute_sources(const int32_t* s, int32_t player, int32_t* out) noexcept nogil:
    # G10: the player's own monsters, face-down included, and opposing monsters an effect lets
    # them Tribute this turn (Soul Exchange). Ascending card ids.
    cdef int32_t n = sorted_cards(s, player, True, out)
    cdef int32_t foe[CAP_MZONE]
    cdef int32_t i, m, k = 0
    for i in range(n):
        if may_tribute(s, out[i]):
            out[k] = out[i]
            k += 1
    n = k
    if s[HDR_LINGER_LEN] == 0:
        return n
    m = sorted_cards(s, opponent(player), True, foe)
    for i in range(m):
        if linger_on_card(s, LING_MAY_TRIBUTE, foe[i], player) and may_tribute(s, foe[i]):
            n = insert_sorted(out, n, foe[i])
    return n


cdef int32_t own_tributes(const int32_t* s, int32_t player) noexcept nogil:
    # How many of tribute_sources are the player's own monsters (all of them while no lingering
    # effect lets them Tribute an opposing one): no order needed to count them.
    cdef int32_t i, card, n = 0
    for i in range(CAP_MZONE):
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card != NO_CARD and may_tribute(s, card):
            n += 1
    return n


cdef int32_t required_tributes(const int32_t* s, int32_t player, int32_t* out) noexcept nogil:
    # Soul Exchange: monsters still on the field in the stint they were targeted in, which a
    # Tribute by `player` this turn must include.
    cdef int32_t i, r, card, n = 0
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        card = s[r + LINGER_CARD]
        if (s[r + LINGER_KIND] == LING_MAY_TRIBUTE and s[r + LINGER_PLAYER] == player
                and s[r + LINGER_VALUE] == TRIBUTE_REQUIRED and card != NO_CARD
                and card_get(s, card, CARD_LOCATION) == LOC_MZONE
                and card_get(s, card, CARD_STINT) == s[r + LINGER_STINT]):
            out[n] = card
            n += 1
    return n


cdef bint tributes_valid(const int32_t* s, int32_t player, const int32_t* tributes, int32_t n,
                         const int32_t* required, int32_t n_required) noexcept nogil:
    # A complete set of Tributes: the summoned monster gets a zone once they are gone (G02: an
    # opposing Tribute frees none of the player's), and it holds as many of the required
    # Tributes as it has room for ("you must Tribute that target").
    cdef bint frees = free_monster_zone(s, player) >= 0
    cdef int32_t i, j, hits = 0
    for i in range(n):
        frees = frees or card_get(s, tributes[i], CARD_CONTROLLER) == player
        for j in range(n_required):
            if required[j] == tributes[i]:
                hits += 1
    return frees and hits >= min(n, n_required)


cdef bint completable(const int32_t* s, int32_t player, int32_t needed, int32_t* chosen, int32_t n,
                      const int32_t* sources, int32_t m, const int32_t* required,
                      int32_t n_required) noexcept nogil:
    # Can chosen[0:n] be completed to `needed` legal Tributes? (G07: at most two, so this
    # search over the sources stays tiny.)
    cdef int32_t i, k
    cdef bint taken
    if n == needed:
        return tributes_valid(s, player, chosen, n, required, n_required)
    for i in range(m):
        taken = False
        for k in range(n):
            taken = taken or chosen[k] == sources[i]
        if taken:
            continue
        chosen[n] = sources[i]
        if completable(s, player, needed, chosen, n + 1, sources, m, required, n_required):
            return True
    return False


cdef bint tribute_choice_legal(const int32_t* s, int32_t player, int32_t needed, const int32_t* chosen,
                               int32_t n_chosen, int32_t candidate) noexcept nogil:
    cdef int32_t sources[CAP_TRIBUTE_SOURCES]
    cdef int32_t required[CAP_LINGER]
    cdef int32_t picked[MAX_TRIBUTES]
    cdef int32_t m = tribute_sources(s, player, sources)
    cdef int32_t n_required = required_tributes(s, player, required) if s[HDR_LINGER_LEN] > 0 else 0
    cdef int32_t k
    if needed > MAX_TRIBUTES or n_chosen >= needed:
        return False
    for k in range(n_chosen):
        if chosen[k] == candidate:
            return False
        picked[k] = chosen[k]
    picked[n_chosen] = candidate
    return completable(s, player, needed, picked, n_chosen + 1, sources, m, required, n_required)


cdef bint room_for_summon(const int32_t* s, int32_t player, int32_t needed) noexcept nogil:
    cdef int32_t sources[CAP_TRIBUTE_SOURCES]
    cdef int32_t required[CAP_LINGER]
    cdef int32_t picked[MAX_TRIBUTES]
    cdef int32_t m, n_required
    if needed == 0:
        return free_monster_zone(s, player) >= 0
    if s[HDR_LINGER_LEN] == 0:
        # Only the player's own monsters: a Tribute always frees one of their zones.
        return own_tributes(s, player) >= needed
    m = tribute_sources(s, player, sources)
    n_required = required_tributes(s, player, required)
    return m >= needed and completable(s, player, needed, picked, 0, sources, m, required, n_required)


cdef inline bint summonable_kept(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                                 int32_t* known) noexcept nogil:
    # G02, G07: a card of a kind that may be Normal Summoned, and room for it now (summon_room,
    # its answers kept in `known`).
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    cdef int32_t flags = db_get(db, s, card, DB_FLAGS)
    if not (types & TYPE_MONSTER and flags & DBF_PLAYABLE):
        return False
    return (normal_summon_kind(s, types, flags, summon_traits(s, db, card))
            and summon_room(s, player, tributes_needed(db_get(db, s, card, DB_LEVEL)), known))


cdef bint summonable_now(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t known[MAX_TRIBUTES + 1]
    forget_room(known)
    return summonable_kept(s, db, card, player, known)


cdef int32_t summonable_in_hand(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    cdef int32_t known[MAX_TRIBUTES + 1]
    cdef int32_t i, n = 0
    forget_room(known)
    for i in range(pile_count(s, player, PILE_HAND)):
        if summonable_kept(s, db, pile_card(s, player, PILE_HAND, i), player, known):
            n += 1
    return n
