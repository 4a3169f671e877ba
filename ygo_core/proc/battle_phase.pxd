# The Battle Phase (F01-F13, F25-F26): Start Step, the Battle Step (the turn player declares
# attacks or, holding priority, activates: E03), attack declarations and their response window,
# replays and the Battle Step window after them, the Damage Step for each attack, End Step.

from libc.stdint cimport int32_t

cpdef enum:
    BP_START = 0
    BP_ASK = 1
    BP_ACT = 2
    BP_DECLARED = 3
    BP_REPLAY = 4
    BP_LEAVE = 5
    BP_END_STEP = 6

cpdef enum:
    # Frame words of PROC_BATTLE_PHASE: the defending side's Monster Zones when the attack
    # was declared (F09 replay check), five words: card ids or NO_CARD (0 before the first
    # attack). FRAME_RESULT: the result of the window it opened (0 or WINDOW_CHAINED).
    BP_F_SNAPSHOT = 2

cdef int battle_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t battle_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
cdef int32_t replay_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
