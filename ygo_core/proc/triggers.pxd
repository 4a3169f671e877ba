# Events and trigger effects (Q04-Q08, W07): an event records itself as the last thing that
# happened and queues the trigger effects answering it; PROC_TRIGGERS later puts them on the
# chain, mandatory before optional, the turn player's before the opponent's.

from libc.stdint cimport int32_t

cpdef enum:
    TR_SCAN = 0
    TR_ANSWER = 1
    TR_ORDER = 2

cpdef enum:
    # Frame words of PROC_TRIGGERS: ordering pass (0-3; 4 once all passes are done), queue index
    # (< HDR_TRIGGER_LEN: the entry being answered), links placed (<= HDR_TRIGGER_LEN), the player
    # who placed the last one, and 1 while the phase-timed entries are scanned (Q06: after the
    # others, one a chain). A PROC_TRIGGERS frame always sits directly on a PROC_WINDOW frame
    # (finish() hands priority to the window below).
    TR_F_PASS = 2
    TR_F_INDEX = 3
    TR_F_PLACED = 4
    TR_F_LAST = 5
    TR_F_PHASE = 6

# Records event `kind` about `subject` caused by `player`; queues answering triggers (their
# event card is `related` when given, else `subject`). Returns 0 or ERR_CAPACITY.
cdef int raise_event(int32_t* s, const int32_t* db, int32_t kind, int32_t subject, int32_t related,
                     int32_t player) noexcept nogil
# E15: the End Phase events of the face-up monsters (EV_END_PHASE for the turn player's,
# EV_END_PHASE_ANY for both players').
cdef int raise_end_phase(int32_t* s, const int32_t* db) noexcept nogil
# E10: the turn player's Standby Phase as an event, for their face-up monsters and GY cards.
cdef int raise_standby(int32_t* s, const int32_t* db) noexcept nogil
# (oddeyes) E15: "during your End Phase" triggers of the turn player's Pendulum Zones' cards.
cdef int raise_pendulum_end_phase(int32_t* s, const int32_t* db) noexcept nogil
# Is the card a Spell or Trap with a trigger effect (HDR_SPELL_TRIGGERS)?
cdef bint spell_trap_with_trigger(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef int triggers_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t yesno_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# DEC_TRIGGER_ORDER: the cards whose triggers may go on the chain next (ACT_SELECT).
cdef int32_t order_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
