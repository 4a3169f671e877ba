from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_PASS, ACT_SELECT, ACT_SET, ACT_SUMMON, ACT_YES, DEC_TRIBUTE, DEC_YESNO, request_decision
from ygo_core.stack cimport pop_frame, top_frame
from ygo_core.vm.opcodes cimport EV_FLIP_SUMMONED, EV_FLIPPED, EV_NORMAL_SUMMONED, EV_TRIBUTE_SUMMONED, LING_HALVED, OP_RULE_HALVED_NO_TRIBUTE
from ygo_core.vm.opcodes cimport FX_KIND, FX_N_OPS, FX_OPS, FXK_RULE, INSN_A, INSN_OP, LING_EXTRA_NORMAL_USED, OP_RULE_EXTRA_NORMAL_SUMMON
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport filter_match
from ygo_core.proc.continuous cimport linger_active
from ygo_core.vm.ops_sdmp cimport has_rule, unique_blocked
from ygo_core.proc.continuous cimport add_linger
from ygo_core.proc.move cimport free_monster_zone, move_to_pile, move_to_zone, send_not_destroyed, sorted_cards
from ygo_core.proc.tribute cimport (
    CAP_TRIBUTE_SOURCES, summonable_now, tribute_choice_legal, tribute_sources, tributes_needed,
)
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport (
    close_summon_negation, open_event_window, open_summon_negation, summon_negation_needed,
)
from ygo_core.vm.ops_summons cimport stamp_summon, summon_locked


cdef bint can_normal_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # G01: once per turn.
    if this_turn(s, s[HDR_NORMAL_SUMMON_TURN]):
        return False
    return summonable_now(s, db, card, s[HDR_TURN_PLAYER])


cdef bint extra_normal_granted(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (synchro) OP_RULE_EXTRA_NORMAL_SUMMON: a face-up, unnegated card of the turn player grants
    # an additional Normal Summon of `card` (its filter matches), not used yet this turn; of
    # any card when `card` is NO_CARD.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t i, k, g, fx, first
    cdef const int32_t* insn
    if not s[HDR_HAS_EFFECTS] or (s[HDR_LINGER_LEN] and linger_active(s, LING_EXTRA_NORMAL_USED, player)):
        return False
    for i in range(CAP_MZONE):
        g = zone_card(s, player, ZONE_MONSTER + i)
        if g == NO_CARD or not db_get(db, s, g, DB_FLAGS) & DBF_HAS_EFFECT \
                or not is_face_up(card_get(s, g, CARD_POSITION)) or effects_negated(s, g):
            continue
        first = first_effect(db, s, g)
        for k in range(effect_count(db, s, g)):
            fx = first + k
            if fx_get(db, fx, FX_KIND) != FXK_RULE or fx_get(db, fx, FX_N_OPS) == 0:
                continue
            insn = code_at(db, fx_get(db, fx, FX_OPS))
            if insn[INSN_OP] == OP_RULE_EXTRA_NORMAL_SUMMON and (
                    card == NO_CARD or filter_match(s, db, code_at(db, insn[INSN_A]), card, player, g)):
                return True
    return False


cdef bint extra_normal_possible(const int32_t* s, const int32_t* db) noexcept nogil:
    # Is an additional Normal Summon granted to some card (extra_normal_granted without the
    # granter's filter)? Without one, no card of the hand need be asked (main_phase_legal).
    return extra_normal_granted(s, db, NO_CARD)


cdef bint extra_normal_summonable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (synchro) With the turn's Normal Summon used: may `card` be Normal Summoned (not Set) by an
    # additional Normal Summon (Synchron Carrier) now?
    return (this_turn(s, s[HDR_NORMAL_SUMMON_TURN]) and extra_normal_granted(s, db, card)
            and summonable_now(s, db, card, s[HDR_TURN_PLAYER]))


cdef bint halved_summonable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return (not this_turn(s, s[HDR_NORMAL_SUMMON_TURN]) and card_get(s, card, CARD_LOCATION) == LOC_HAND
            and db_get(db, s, card, DB_FLAGS) & DBF_PLAYABLE
            and has_rule(s, db, card, OP_RULE_HALVED_NO_TRIBUTE)
            and free_monster_zone(s, s[HDR_TURN_PLAYER]) >= 0
            and not unique_blocked(s, db, card, s[HDR_TURN_PLAYER]))


cdef int begin(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # G05: the Normal Summon of the turn is used up as soon as the summon is declared.
    cdef int32_t card = s[f + SUMMON_F_CARD]
    cdef int rc
    if s[f + SUMMON_F_FLAGS] & SF_EXTRA:
        pass
    elif s[f + SUMMON_F_MODE] == SUMMON_NORMAL and extra_normal_granted(s, db, card):
        # (synchro) the additional Normal Summon first: the turn's own one may still Set.
        rc = add_linger(s, LING_EXTRA_NORMAL_USED, NO_CARD, s[f + SUMMON_F_PLAYER], 1, 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    else:
        s[HDR_NORMAL_SUMMON_TURN] = s[HDR_TURN]
    s[f + SUMMON_F_NEEDED] = tributes_needed(db_get(db, s, card, DB_LEVEL))
    s[f + FRAME_STEP] = SUMMON_ASK_TRIBUTE if s[f + SUMMON_F_NEEDED] > 0 else SUMMON_PLACE
    if s[f + SUMMON_F_NEEDED] > 0 and s[f + SUMMON_F_MODE] == SUMMON_NORMAL and not s[f + SUMMON_F_FLAGS] & SF_EXTRA \
            and s[HDR_HAS_EFFECTS] and has_rule(s, db, card, OP_RULE_HALVED_NO_TRIBUTE):
        # (sdmp) Fusilier Dragon: without Tributes if the player says so, or if they are not there.
        # With every Monster Zone taken, only Tributes make room (G09): nothing to ask.
        if summonable_now(s, db, card, s[f + SUMMON_F_PLAYER]):
            if free_monster_zone(s, s[f + SUMMON_F_PLAYER]) < 0:
                return RC_OK
            s[f + FRAME_STEP] = SUMMON_ASK_HALVED
            return request_decision(s, s[f + SUMMON_F_PLAYER], DEC_YESNO)
        s[f + SUMMON_F_NEEDED] = 0
        s[f + SUMMON_F_FLAGS] |= SF_HALVED
        s[f + FRAME_STEP] = SUMMON_PLACE
    return RC_OK


cdef int take_tribute(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # G09: Tributes are chosen one by one, then sent together before the monster is placed.
    cdef int32_t chosen = s[f + SUMMON_F_CHOSEN]
    cdef int32_t i
    s[f + SUMMON_F_TRIBUTES + chosen] = s[HDR_ACTION] - ACT_SELECT
    s[f + SUMMON_F_CHOSEN] = chosen + 1
    if chosen + 1 < s[f + SUMMON_F_NEEDED]:
        s[f + FRAME_STEP] = SUMMON_ASK_TRIBUTE
        return RC_OK
    for i in range(chosen + 1):
        send_not_destroyed(s, db, s[f + SUMMON_F_TRIBUTES + i])
    s[f + FRAME_STEP] = SUMMON_PLACE
    return RC_OK


cdef int place(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # G03: a Normal Summon is face-up Attack, a Set face-down Defense. G06: a summon (not a Set)
    # succeeds as an event the opponent may respond to (Trap Hole); a summon made during a
    # resolution waits for the chain to end (T07).
    cdef int32_t card = s[f + SUMMON_F_CARD]
    cdef int32_t player = s[f + SUMMON_F_PLAYER]
    cdef bint set_ = s[f + SUMMON_F_MODE] == SUMMON_SET
    cdef bint extra = s[f + SUMMON_F_FLAGS] & SF_EXTRA
    cdef int32_t kind
    cdef int rc = RC_OK
    move_to_zone(s, db, card, player, ZONE_MONSTER + free_monster_zone(s, player),
                 POS_FACEDOWN_DEFENSE if set_ else POS_FACEUP_ATTACK)
    if set_:
        kind = SUMMON_SET
    elif s[f + SUMMON_F_NEEDED] > 0:
        kind = SUMMON_TRIBUTE
    else:
        kind = SUMMON_NORMAL
    card_set(s, card, CARD_SUMMON_KIND, kind)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    if s[f + SUMMON_F_FLAGS] & SF_HALVED:
        rc = add_linger(s, LING_HALVED, card, player, 0, 0, 0, card)  # (sdmp) for its stint
        if rc < 0:
            return rc
    if not set_ and not extra and summon_negation_needed(s, db):
        # locks: "when a monster would be Summoned" (Solemn Judgment): the monster is on the
        # field but not yet summoned. A summon during a resolution cannot be answered this way (T07).
        s[f + FRAME_STEP] = SUMMON_SUCCEED
        return open_summon_negation(s, card)
    pop_frame(s)
    if set_:
        # A Set is no event to respond to (G06), but a Tribute's "sent to the GY" trigger
        # (Sangan) goes on a chain now.
        return open_event_window(s, 0) if s[HDR_TRIGGER_LEN] > 0 and not extra else RC_OK
    # A Tribute Summon is a Normal Summon too (G04): one event with both kinds.
    return succeed(s, db, card, player, extra,
                   EV_NORMAL_SUMMONED | (EV_TRIBUTE_SUMMONED if kind == SUMMON_TRIBUTE else 0))


cdef int succeed(int32_t* s, const int32_t* db, int32_t card, int32_t player, bint extra,
                 int32_t kind) noexcept nogil:
    cdef int rc
    stamp_summon(s, player)
    rc = raise_event(s, db, kind, card, NO_CARD, player)
    if rc < 0 or extra:
        return rc
    return open_event_window(s, 0)


cdef int after_negation_window(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # A negated summon (HDR_SUMMONING turned negative) never happened as an event; the Normal
    # Summon of the turn stays used (G05). (The window wrote its result into FRAME_RESULT, the
    # second SUMMON_F_TRIBUTES word: no longer read once the Tributes are gone.)
    cdef int32_t card = s[f + SUMMON_F_CARD]
    cdef int32_t player = s[f + SUMMON_F_PLAYER]
    cdef bint negated = close_summon_negation(s)
    cdef int32_t kind = EV_FLIP_SUMMONED | EV_FLIPPED if s[f + SUMMON_F_MODE] == SUMMON_FLIP else EV_NORMAL_SUMMONED
    if s[f + SUMMON_F_MODE] != SUMMON_FLIP and s[f + SUMMON_F_NEEDED] > 0:
        kind |= EV_TRIBUTE_SUMMONED  # a Tribute Summon is a Normal Summon too (G04)
    pop_frame(s)
    if negated or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    return succeed(s, db, card, player, False, kind)


cdef int summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == SUMMON_BEGIN:
        return begin(s, db, f)
    if step == SUMMON_ASK_TRIBUTE:
        s[f + FRAME_STEP] = SUMMON_TAKE_TRIBUTE
        return request_decision(s, s[f + SUMMON_F_PLAYER], DEC_TRIBUTE)
    if step == SUMMON_TAKE_TRIBUTE:
        return take_tribute(s, db, f)
    if step == SUMMON_SUCCEED:
        return after_negation_window(s, db, f)
    if step == SUMMON_ASK_HALVED:
        if s[HDR_ACTION] == ACT_YES:
            s[f + SUMMON_F_NEEDED] = 0
            s[f + SUMMON_F_FLAGS] |= SF_HALVED
            s[f + FRAME_STEP] = SUMMON_PLACE
        else:
            s[f + FRAME_STEP] = SUMMON_ASK_TRIBUTE
        return RC_OK
    return place(s, db, f)


cdef int32_t tribute_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # G10: any monster the player may Tribute, face-down ones included, once each, as long as
    # the Tributes can still be completed: the summoned monster needs a zone (with all of the
    # player's zones full, one of their own must go), and a Tribute that an effect requires
    # (Soul Exchange's target) must be among them.
    cdef int32_t f = top_frame(s)
    cdef int32_t player = s[f + SUMMON_F_PLAYER]
    cdef int32_t sources[CAP_TRIBUTE_SOURCES]
    cdef int32_t n = tribute_sources(s, player, sources)
    cdef int32_t i, k = 0
    for i in range(n):
        if tribute_choice_legal(s, player, s[f + SUMMON_F_NEEDED], s + f + SUMMON_F_TRIBUTES,
                                s[f + SUMMON_F_CHOSEN], sources[i]):
            out[k] = ACT_SELECT + sources[i]
            k += 1
    return k


cdef int32_t summon_now_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # Ultimate Offering: Normal Summon or Set one more monster now, or not.
    cdef int32_t hand[CAP_PILE]
    cdef int32_t player = s[HDR_DECIDER]
    cdef int32_t n = sorted_cards(s, player, False, hand)
    cdef int32_t i, k = 0
    out[k] = ACT_PASS
    k += 1
    for i in range(n):
        if summonable_now(s, db, hand[i], player) and not summon_locked(s, player):
            out[k] = ACT_SUMMON + hand[i]
            k += 1
    for i in range(n):
        if summonable_now(s, db, hand[i], player):
            out[k] = ACT_SET + hand[i]
            k += 1
    return k
