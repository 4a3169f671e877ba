from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport (
    ACT_ATTACK_POSITION, ACT_NO, ACT_SELECT, DEC_POSITION, DEC_SUMMON_COST, DEC_YESNO, request_decision,
)
from ygo_core.stack cimport pop_frame, push_frame, top_frame
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport filter_collect, filter_match
from ygo_core.vm.ops_summons cimport normal_card_proc_of, stamp_summon, summon_locked, summon_proc_of
from ygo_core.vm.conditions cimport conditions_hold
from ygo_core.proc.continuous cimport add_linger
from ygo_core.vm.ops_chaos cimport banishes_from_gy
from ygo_core.proc.ids cimport PROC_SPECIAL_SUMMON
from ygo_core.proc.move cimport free_monster_zone, move_to_pile, move_to_zone
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport (
    close_summon_negation, open_event_window, open_summon_negation, summon_negation_needed,
)
from ygo_core.proc.continuous cimport add_linger, linger_has_value
from ygo_core.vm.conditions cimport conditions_hold
from ygo_core.vm.ops_sdmp cimport unique_blocked
from ygo_core.proc.summon cimport SUMMON_F_CARD, SUMMON_F_MODE, SUMMON_F_PLAYER, can_normal_summon
from ygo_core.proc.ids cimport PROC_SUMMON


cdef bint normal_summon_too(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (sdmp) FXF_ALSO_NORMAL: the card could be Normal Summoned now instead (G01, FXK_UNIQUE).
    return can_normal_summon(s, db, card) and not unique_blocked(s, db, card, s[HDR_TURN_PLAYER])


cdef inline int32_t total_costs(const int32_t* db, int32_t fx) noexcept nogil:
    return fx_get(db, fx, FX_TARGET_COUNT) + fx_get(db, fx, FX_TARGET2_COUNT)


cdef inline int32_t cost_filter(const int32_t* db, int32_t fx, int32_t i) noexcept nogil:
    # The filter of cost number i: the first group, then the second.
    return fx_get(db, fx, FX_TARGET_FILTER) if i < fx_get(db, fx, FX_TARGET_COUNT) else fx_get(db, fx, FX_TARGET2_FILTER)


cdef inline int32_t proc_row(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's procedure: a Nomi card's, or (MR3 synchro) a Normal-Summonable card's.
    cdef int32_t fx = summon_proc_of(s, db, card)
    return fx if fx >= 0 else normal_card_proc_of(s, db, card)


cdef bint once_per_duel_proc(const int32_t* db, int32_t fx) noexcept nogil:
    # MR3 synchro: the procedure's conditions hold COND_PROC_ONCE_PER_DUEL.
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef int32_t i
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        if code_at(db, at + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == COND_PROC_ONCE_PER_DUEL:
            return True
    return False


cdef bint proc_summonable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # U08-like: the whole cost must be payable (one LIGHT and one DARK for Chaos Sorcerer: the
    # two groups have no card in common), a zone free, no summon lock (Scapegoat).
    cdef int32_t fx = proc_row(s, db, card)
    if fx < 0 or card_get(s, card, CARD_LOCATION) != LOC_HAND or free_monster_zone(s, player) < 0:
        return False
    if fx_get(db, fx, FX_N_CONDITIONS) > 0 and not conditions_hold(s, db, fx, card, player):
        return False  # MR3 synchro: Unknown Synchron's field condition, once per Duel
    if summon_locked(s, player):
        return False
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN and linger_has_value(s, LING_ONCE_USED, player, fx):
        return False  # (leave) "once per turn by this method" (AH02: Black Dragon Collapserpent)
    if fx_get(db, fx, FX_FLAGS) & FXF_ALSO_NORMAL and (unique_blocked(s, db, card, player)
                                                     or not conditions_hold(s, db, fx, card, player)):
        return False  # (sdmp) "while you control a face-up Spellcaster"; FXK_UNIQUE
    if banishes_from_gy(s, db, fx_get(db, fx, FX_TARGET_FILTER), PILE_BANISHED, player):
        return False  # chaos: Kycoo the Ghost Destroyer
    if fx_get(db, fx, FX_TARGET_COUNT) > 0 and filter_collect(
            s, db, code_at(db, fx_get(db, fx, FX_TARGET_FILTER)), player, card, NULL) < fx_get(db, fx, FX_TARGET_COUNT):
        return False
    return fx_get(db, fx, FX_TARGET2_COUNT) == 0 or filter_collect(
        s, db, code_at(db, fx_get(db, fx, FX_TARGET2_FILTER)), player, card, NULL) >= fx_get(db, fx, FX_TARGET2_COUNT)


cdef int start_proc_summon(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_SPECIAL_SUMMON, 0)
    if g < 0:
        return g
    s[g + SP_F_CARD] = card
    s[g + SP_F_PLAYER] = player
    s[g + SP_F_EFFECT] = proc_row(s, db, card)
    s[g + SP_F_CHOSEN] = 0
    return RC_OK


cdef int place(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # The cost is paid (banished together) before the monster arrives; H03: face-up in the
    # chosen position. The attempt uses the procedure's limits, negated or not. H17: a summon
    # that starts no chain may be negated (Solemn Judgment) before it succeeds.
    cdef int32_t card = s[f + SP_F_CARD]
    cdef int32_t player = s[f + SP_F_PLAYER]
    cdef int32_t fx = s[f + SP_F_EFFECT]
    cdef int32_t position = POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE
    cdef int rc
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN:
        rc = add_linger(s, LING_ONCE_USED, NO_CARD, player, fx, 0, s[HDR_TURN], NO_CARD)  # (leave)
        if rc < 0:
            return rc
    move_to_zone(s, db, card, player, ZONE_MONSTER + free_monster_zone(s, player), position)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_SPECIAL)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    if fx_get(db, fx, FX_FLAGS) & FXF_NORMAL_SUMMONABLE_PROC and once_per_duel_proc(db, fx):
        rc = add_linger(s, LING_PROC_ONCE, NO_CARD, player, db_get(db, s, card, DB_CODE), 0, 0, NO_CARD)
        if rc < 0:
            return rc
    if summon_negation_needed(s, db):
        s[f + FRAME_STEP] = SP_SUCCEED
        return open_summon_negation(s, card)
    pop_frame(s)
    return succeed(s, db, card, player)


cdef int succeed(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # G06: the summon succeeds as an event the opponent may answer. H09: a Nomi's own procedure
    # is its proper summon, once it succeeded (H05: a negated one leaves the flag clear).
    cdef int rc
    if db_get(db, s, card, DB_FLAGS) & DBF_PROPER_SUMMON:
        card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_PROPER)
    stamp_summon(s, player)
    rc = raise_event(s, db, EV_SPECIAL_SUMMONED, card, NO_CARD, player)
    if rc < 0:
        return rc
    return open_event_window(s, 0)


cdef int after_negation_window(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # A negated summon never happened as an event (the monster went to the GY).
    cdef int32_t card = s[f + SP_F_CARD]
    cdef int32_t player = s[f + SP_F_PLAYER]
    cdef bint negated = close_summon_negation(s)
    pop_frame(s)
    if negated or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    return succeed(s, db, card, player)


cdef int special_summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t i, n, card
    if step == SP_SUCCEED:
        return after_negation_window(s, db, f)
    if step == SP_BEGIN and fx_get(db, s[f + SP_F_EFFECT], FX_FLAGS) & FXF_ALSO_NORMAL \
            and normal_summon_too(s, db, s[f + SP_F_CARD]):
        s[f + FRAME_STEP] = SP_ASK_WHICH  # (sdmp) yes: by the procedure, no: a Normal Summon
        return request_decision(s, s[f + SP_F_PLAYER], DEC_YESNO)
    if step == SP_ASK_WHICH:
        if s[HDR_ACTION] == ACT_NO:
            card = s[f + SP_F_CARD]
            pop_frame(s)
            f = push_frame(s, PROC_SUMMON, 0)  # as the main phase starts a Normal Summon
            if f < 0:
                return f
            s[f + SUMMON_F_CARD] = card
            s[f + SUMMON_F_MODE] = SUMMON_NORMAL
            s[f + SUMMON_F_PLAYER] = s[HDR_TURN_PLAYER]
            return RC_OK
        s[f + FRAME_STEP] = SP_ASK_COST
        return RC_OK
    if step == SP_BEGIN or step == SP_ASK_COST:
        if s[f + SP_F_CHOSEN] < total_costs(db, s[f + SP_F_EFFECT]):
            s[f + FRAME_STEP] = SP_TAKE_COST
            return request_decision(s, s[f + SP_F_PLAYER], DEC_SUMMON_COST)
        s[f + FRAME_STEP] = SP_ASK_POSITION
        return RC_OK
    if step == SP_TAKE_COST:
        n = s[f + SP_F_CHOSEN]
        s[f + SP_F_COSTS + n] = s[HDR_ACTION] - ACT_SELECT
        s[f + SP_F_CHOSEN] = n + 1
        s[f + FRAME_STEP] = SP_ASK_COST
        return RC_OK
    if step == SP_ASK_POSITION:
        for i in range(s[f + SP_F_CHOSEN]):
            # MR3 synchro: a hand card paid for a procedure goes to the GY (Quickdraw Synchron).
            move_to_pile(s, db, s[f + SP_F_COSTS + i],
                         PILE_GY if card_get(s, s[f + SP_F_COSTS + i], CARD_LOCATION) == LOC_HAND else PILE_BANISHED)
        s[f + FRAME_STEP] = SP_PLACE
        return request_decision(s, s[f + SP_F_PLAYER], DEC_POSITION)
    return place(s, db, f)


cdef int32_t summon_cost_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # The next cost card: of its group's filter, not chosen already.
    cdef int32_t f = top_frame(s)
    cdef int32_t n = s[f + SP_F_CHOSEN]
    cdef int32_t cands[CAP_CARDS]
    cdef int32_t m = filter_collect(s, db, code_at(db, cost_filter(db, s[f + SP_F_EFFECT], n)),
                                    s[f + SP_F_PLAYER], s[f + SP_F_CARD], cands)
    cdef int32_t i, j, k = 0
    cdef bint taken
    for i in range(m):
        taken = False
        for j in range(n):
            taken = taken or s[f + SP_F_COSTS + j] == cands[i]
        if not taken:
            out[k] = ACT_SELECT + cands[i]
            k += 1
    return k
