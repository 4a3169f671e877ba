from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport (
    ACT_ATTACK_POSITION, ACT_PASS, ACT_SELECT, DEC_PENDULUM, DEC_POSITION, request_decision,
)
from ygo_core.stack cimport pop_frame, push_frame, top_frame
from ygo_core.vm.opcodes cimport APPLY_PENDULUM_SUMMON_ONLY, EV_SPECIAL_SUMMONED, INSN_A
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers_of, current_scale, filter_match
from ygo_core.proc.ids cimport PROC_PENDULUM
from ygo_core.proc.move cimport free_monster_zone, move_to_pile, move_to_zone
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport (
    close_summon_negation, open_event_window, open_summon_negation, summon_negation_needed,
)
from ygo_core.vm.ops_summons cimport stamp_summon, summon_locked, summon_proc_of


cdef inline int32_t scale_of(const int32_t* s, const int32_t* db, int32_t player, int32_t i) noexcept nogil:
    # C09: the left zone's card gives its left Scale, the right zone's its right Scale, as they
    # are now (pendulum family: scale changes, vm/filters.pyx current_scale).
    return current_scale(s, db, zone_card(s, player, ZONE_PENDULUM + i), i)


cdef bint restricted(const int32_t* s, const int32_t* db, int32_t player, int32_t card) noexcept nogil:
    # (pendulum) APPLY_PENDULUM_SUMMON_ONLY of a card `player` controls: only monsters that fit
    # its filter (Performapal Skullcrobat Joker).
    cdef int32_t cards[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t i, n = collect_appliers_of(s, db, APPLY_PENDULUM_SUMMON_ONLY, cards, insns)
    for i in range(n):
        if card_get(s, cards[i], CARD_CONTROLLER) == player and not filter_match(
                s, db, code_at(db, insns[i][INSN_A]), card, player, cards[i]):
            return True
    return False


cdef bint summonable_level(const int32_t* s, const int32_t* db, int32_t player, int32_t card) noexcept nogil:
    # M10: a Level strictly between the two Scales, in either order (N03: an Xyz/Pendulum's Rank
    # is read as its Level; the card data keeps either in DB_LEVEL). M14: a monster with no
    # Level (0) never fits. A monster that cannot be Special Summoned, a Ritual Monster (its
    # Ritual Summon first) and one with its own summoning procedure (Nomi) are not candidates.
    cdef int32_t lo = scale_of(s, db, player, 0), hi = scale_of(s, db, player, 1), t
    cdef int32_t level = db_get(db, s, card, DB_LEVEL)
    if lo > hi:
        t = lo
        lo = hi
        hi = t
    if not db_get(db, s, card, DB_TYPE) & TYPE_MONSTER or db_get(db, s, card, DB_TYPE) & TYPE_RITUAL:
        return False
    if db_get(db, s, card, DB_FLAGS) & (DBF_NO_SPECIAL_SUMMON) or not db_get(db, s, card, DB_FLAGS) & DBF_PLAYABLE:
        return False
    if summon_proc_of(s, db, card) >= 0:
        return False
    return lo < level < hi


cdef bint candidate(const int32_t* s, const int32_t* db, int32_t player, int32_t card) noexcept nogil:
    # M10: from the hand, or a face-up Pendulum Monster of the Extra Deck; not one placed already.
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if location == LOC_EXTRA and not card_get(s, card, CARD_FLAGS) & CF_FACEUP_EXTRA:
        return False
    return summonable_level(s, db, player, card) and not restricted(s, db, player, card)


cdef int32_t candidates(const int32_t* s, const int32_t* db, int32_t player, int32_t* out) noexcept nogil:
    # Ascending card ids (so the actions come out sorted); `out` NULL: is there any.
    cdef int32_t n = 0, i, k, card, pile
    for k in range(2):
        pile = PILE_HAND if k == 0 else PILE_EXTRA
        for i in range(pile_count(s, player, pile)):
            card = pile_card(s, player, pile, i)
            if candidate(s, db, player, card):
                if out == NULL:
                    return 1
                n = insert_sorted(out, n, card)
    return n


cdef bint can_pendulum_summon(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # M10: cards in both Pendulum Zones, once per turn, a free Monster Zone, one candidate.
    if not s[HDR_PENDULUM_CARDS] or this_turn(s, s[HDR_PENDULUM_SUMMON_TURN]):
        return False
    if zone_card(s, player, ZONE_PENDULUM) == NO_CARD or zone_card(s, player, ZONE_PENDULUM + 1) == NO_CARD:
        return False
    if free_monster_zone(s, player) < 0 or summon_locked(s, player):
        return False
    return candidates(s, db, player, NULL) > 0


cdef int start_pendulum_summon(int32_t* s, int32_t player) noexcept nogil:
    # M10: the summon of the turn is used up once declared (as a Normal Summon is: G05).
    cdef int32_t g = push_frame(s, PROC_PENDULUM, PS_ASK)
    if g < 0:
        return g
    s[g + PS_F_PLAYER] = player
    s[g + PS_F_FIRST] = NO_CARD
    s[g + PS_F_CARD] = NO_CARD
    s[HDR_PENDULUM_SUMMON_TURN] = s[HDR_TURN]
    return RC_OK


cdef int place(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # M10: face-up Attack or face-up Defense, as chosen; on the field but not summoned until
    # the whole summon succeeds (M11).
    cdef int32_t card = s[f + PS_F_CARD]
    cdef int32_t player = s[f + PS_F_PLAYER]
    cdef int32_t position = POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE
    move_to_zone(s, db, card, player, ZONE_MONSTER + free_monster_zone(s, player), position)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_PENDULUM)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_PENDULUM_SUMMONING)
    if s[f + PS_F_PLACED] == 0:
        s[f + PS_F_FIRST] = card
    s[f + PS_F_PLACED] += 1
    s[f + PS_F_CARD] = NO_CARD
    s[f + FRAME_STEP] = PS_ASK
    return RC_OK


cdef int done(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # M11, H17-H18: one summon of all of them, with one negation window (Solemn Judgment).
    if summon_negation_needed(s, db):
        s[f + FRAME_STEP] = PS_SUCCEED
        return open_summon_negation(s, s[f + PS_F_FIRST])
    return succeed(s, db, f)


cdef int succeed(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # The monsters are Special Summoned (H, properly: by the rules' own procedure), each an
    # event to respond to, all in one window (G06).
    cdef int32_t player = s[f + PS_F_PLAYER]
    cdef int32_t i, card
    cdef int rc
    cdef bint negated = close_summon_negation(s)
    pop_frame(s)
    if negated:
        return RC_OK  # M12: they went to the GY; the Pendulum Summon of the turn stays used
    stamp_summon(s, player)
    for i in range(CAP_MZONE):
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card == NO_CARD or not card_get(s, card, CARD_FLAGS) & CF_PENDULUM_SUMMONING:
            continue
        card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) & ~CF_PENDULUM_SUMMONING)
        rc = raise_event(s, db, EV_SPECIAL_SUMMONED, card, NO_CARD, player)
        if rc < 0:
            return rc
    return open_event_window(s, 0)


cdef int pendulum_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t player = s[f + PS_F_PLAYER]
    if step == PS_ASK:
        if free_monster_zone(s, player) < 0 or candidates(s, db, player, NULL) == 0:
            s[f + FRAME_STEP] = PS_DONE  # nothing more can be chosen: the choosing is over
            return RC_OK
        s[f + FRAME_STEP] = PS_TAKE
        return request_decision(s, player, DEC_PENDULUM)
    if step == PS_TAKE:
        if s[HDR_ACTION] == ACT_PASS:
            s[f + FRAME_STEP] = PS_DONE
            return RC_OK
        s[f + PS_F_CARD] = s[HDR_ACTION] - ACT_SELECT
        s[f + FRAME_STEP] = PS_PLACE
        return request_decision(s, player, DEC_POSITION)
    if step == PS_PLACE:
        return place(s, db, f)
    if step == PS_DONE:
        return done(s, db, f)
    return succeed(s, db, f)


cdef int32_t pendulum_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # "Done" (ACT_PASS, sorted before every ACT_SELECT) once one monster is placed (M10: at
    # least one is summoned), then each candidate.
    cdef int32_t f = top_frame(s)
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t n = candidates(s, db, s[f + PS_F_PLAYER], cards)
    cdef int32_t i, k = 0
    if s[f + PS_F_PLACED] > 0:
        out[k] = ACT_PASS
        k += 1
    for i in range(n):
        out[k] = ACT_SELECT + cards[i]
        k += 1
    return k
