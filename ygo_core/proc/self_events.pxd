# Trigger effects a card has about itself where no field scan finds it (the triggers family):
# a card sent to the GY from the field or from the hand (Sangan, Night Assailant) and a card in
# the GY at its owner's Standby Phase (Sinister Serpent). Kept apart from proc/triggers.pyx so
# that the card mover (proc/move.pyx) can raise them without a cimport cycle.

from libc.stdint cimport int32_t

# Appends one pending trigger entry (Q05: the chain is built later, PROC_TRIGGERS). Returns 0
# or ERR_CAPACITY.
cdef int queue_trigger(int32_t* s, int32_t fx, int32_t card, int32_t player,
                       int32_t event_card) noexcept nogil
# Queues the card's own trigger effects that answer event `kind` (EV_* bits), for `player`.
# Free when the duel has no card with effects or this card has none.
cdef int queue_self_triggers(int32_t* s, const int32_t* db, int32_t card, int32_t kind,
                             int32_t player) noexcept nogil
# (oddeyes) M03, M06: a trigger row answers where its card is: a Pendulum Effect's (FXF_PENDULUM)
# only from a Pendulum Zone, the others only from elsewhere.
cdef bint pendulum_trigger_fits(const int32_t* s, const int32_t* db, int32_t fx, int32_t card) noexcept nogil
