from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_SELECT, DEC_TRIBUTE, request_decision
from ygo_core.stack cimport pop_frame, top_frame
from ygo_core.proc.move cimport (
    count_monsters, free_monster_zone, move_to_pile, move_to_zone, sorted_cards,
)

cdef enum:
    # G07: Level 5-6 need one Tribute, Level 7 and up need two.
    FIRST_TRIBUTE_LEVEL = 5
    SECOND_TRIBUTE_LEVEL = 7


cdef int32_t tributes_needed(int32_t level) noexcept nogil:
    if level >= SECOND_TRIBUTE_LEVEL:
        return 2
    if level >= FIRST_TRIBUTE_LEVEL:
        return 1
    return 0


cdef bint can_normal_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t needed
    if this_turn(s, s[HDR_NORMAL_SUMMON_TURN]):
        return False
    if not (db_get(db, s, card, DB_TYPE) & TYPE_MONSTER) or not (db_get(db, s, card, DB_FLAGS) & DBF_PLAYABLE):
        return False
    needed = tributes_needed(db_get(db, s, card, DB_LEVEL))
    if needed == 0:
        return free_monster_zone(s, player) >= 0  # G02
    return count_monsters(s, player) >= needed  # G02, G10: a Tribute frees its own zone


cdef int begin(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # G05: the Normal Summon of the turn is used up as soon as the summon is declared.
    cdef int32_t card = s[f + SUMMON_F_CARD]
    s[HDR_NORMAL_SUMMON_TURN] = s[HDR_TURN]
    s[f + SUMMON_F_NEEDED] = tributes_needed(db_get(db, s, card, DB_LEVEL))
    s[f + FRAME_STEP] = SUMMON_ASK_TRIBUTE if s[f + SUMMON_F_NEEDED] > 0 else SUMMON_PLACE
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
        move_to_pile(s, db, s[f + SUMMON_F_TRIBUTES + i], PILE_GY)
    s[f + FRAME_STEP] = SUMMON_PLACE
    return RC_OK


cdef int place(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # G03: a Normal Summon is face-up Attack, a Set face-down Defense.
    cdef int32_t card = s[f + SUMMON_F_CARD]
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t set_ = s[f + SUMMON_F_MODE] == SUMMON_SET
    cdef int32_t kind
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
    pop_frame(s)
    return RC_OK


cdef int summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == SUMMON_BEGIN:
        return begin(s, db, f)
    if step == SUMMON_ASK_TRIBUTE:
        s[f + FRAME_STEP] = SUMMON_TAKE_TRIBUTE
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_TRIBUTE)
    if step == SUMMON_TAKE_TRIBUTE:
        return take_tribute(s, db, f)
    return place(s, db, f)


cdef int32_t tribute_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # G10: any monster the summoning player controls, face-down ones included, once each.
    cdef int32_t f = top_frame(s)
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t chosen = s[f + SUMMON_F_CHOSEN]
    cdef int32_t zones[CAP_MZONE]
    cdef int32_t n = sorted_cards(s, player, True, zones)
    cdef int32_t i, k = 0
    for i in range(n):
        if chosen > 0 and zones[i] == s[f + SUMMON_F_TRIBUTES]:
            continue
        out[k] = ACT_SELECT + zones[i]
        k += 1
    return k
