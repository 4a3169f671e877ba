from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport EV_FLIP_SUMMONED, EV_FLIPPED
from ygo_core.proc.move cimport dirty_card, turn_face_up
from ygo_core.proc.continuous cimport defense_locked, position_locked
from ygo_core.vm.ops_sdmp cimport position_marked, unique_blocked
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport open_event_window, open_summon_negation, summon_negation_needed
from ygo_core.stack cimport push_frame
from ygo_core.proc.ids cimport PROC_SUMMON
from ygo_core.proc.summon cimport SUMMON_F_CARD, SUMMON_F_MODE, SUMMON_F_PLAYER, SUMMON_SUCCEED
from ygo_core.vm.ops_summons cimport stamp_summon


cdef bint flip_summon_forbidden(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return (position_locked(s, db, card) or position_marked(s, card)
            or unique_blocked(s, db, card, card_get(s, card, CARD_CONTROLLER)))


cdef bint position_change_forbidden(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return defense_locked(s, db, card) or position_locked(s, db, card) or position_marked(s, card)


cdef int flip_summon(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # O02: face-down Defense -> face-up Attack; it counts as this turn's position change and
    # arrival, so the monster cannot change position again this turn (O09). O05: it was flipped,
    # so its FLIP effect triggers; the summon opens a response window (O04).
    cdef int rc
    turn_face_up(s, db, card, POS_FACEUP_ATTACK)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_FLIP)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    card_set(s, card, CARD_POS_CHANGE_TURN, s[HDR_TURN])
    card_set(s, card, CARD_FLIPPED_TURN, s[HDR_TURN])
    if summon_negation_needed(s, db):
        return flip_summon_negation_window(s, card)  # succeed() stamps the summon
    stamp_summon(s, s[HDR_TURN_PLAYER])
    rc = raise_event(s, db, EV_FLIP_SUMMONED | EV_FLIPPED, card, NO_CARD, s[HDR_TURN_PLAYER])
    if rc < 0:
        return rc
    return open_event_window(s, 0)


cdef int flip_summon_negation_window(int32_t* s, int32_t card) noexcept nogil:
    # locks: a Flip Summon can be negated like a Normal Summon (Solemn Judgment): the summon
    # procedure's last step waits for the summon-negation window, then makes it an event.
    cdef int32_t g = push_frame(s, PROC_SUMMON, SUMMON_SUCCEED)
    if g < 0:
        return g
    s[g + SUMMON_F_CARD] = card
    s[g + SUMMON_F_MODE] = SUMMON_FLIP
    s[g + SUMMON_F_PLAYER] = s[HDR_TURN_PLAYER]
    return open_summon_negation(s, card)


cdef void change_position(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    card_set(s, card, CARD_POSITION,
             POS_FACEUP_DEFENSE if position == POS_FACEUP_ATTACK else POS_FACEUP_ATTACK)
    card_set(s, card, CARD_POS_CHANGE_TURN, s[HDR_TURN])
    dirty_card(s, db, card)
