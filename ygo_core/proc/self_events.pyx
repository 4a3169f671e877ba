from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport FX_EVENTS, FX_FLAGS, FX_KIND, FXF_PENDULUM, FXK_TRIGGER
from ygo_core.vm.access cimport effect_count, first_effect, fx_get


cdef int queue_trigger(int32_t* s, int32_t fx, int32_t card, int32_t player,
                       int32_t event_card) noexcept nogil:
    cdef int32_t t = append_row(s, HDR_TRIGGER_LEN, CAP_TRIGGERS, TRIGGER_BASE, TRIGGER_WIDTH)
    if t < 0:
        return t
    (<int16_t*>s)[t + TRIG_EFFECT] = fx
    (<int16_t*>s)[t + TRIG_CARD] = card
    (<int16_t*>s)[t + TRIG_PLAYER] = player
    (<int16_t*>s)[t + TRIG_EVENT_CARD] = event_card
    return RC_OK


cdef bint pendulum_trigger_fits(const int32_t* s, const int32_t* db, int32_t fx, int32_t card) noexcept nogil:
    # (oddeyes) M03, M06: a Pendulum Effect's trigger answers only while its card is in a
    # Pendulum Zone, the card's monster triggers only elsewhere.
    return ((fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM) != 0) == (card_get(s, card, CARD_LOCATION) == LOC_PZONE)


cdef int queue_self_triggers(int32_t* s, const int32_t* db, int32_t card, int32_t kind,
                             int32_t player) noexcept nogil:
    cdef int32_t k, fx
    cdef int rc
    if not s[HDR_HAS_EFFECTS] or not db_get(db, s, card, DB_TRIGGER_EVENTS) & kind:
        return RC_OK  # none of its triggers answers the event
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_TRIGGER and fx_get(db, fx, FX_EVENTS) & kind \
                and pendulum_trigger_fits(s, db, fx, card):
            rc = queue_trigger(s, fx, card, player, card)
            if rc < 0:
                return rc
    return RC_OK
