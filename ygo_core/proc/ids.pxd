# Procedure ids: the FRAME_PROC word of a continuation frame, the index into the driver's table.

cpdef enum:
    PROC_NONE = 0
    PROC_TURN = 1
    PROC_MAIN_PHASE = 2
    PROC_SUMMON = 3
    PROC_BATTLE_PHASE = 4
    PROC_DAMAGE_STEP = 5
    PROC_HAND_LIMIT = 6
    N_PROCS = 7

# The signature every procedure step shares: state, card data, offset of its own frame.
# It returns RC_OK to let the driver continue, RC_DECIDE after request_decision, or an ERR_*.
from libc.stdint cimport int32_t
ctypedef int (*proc_fn)(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# A legal-action generator: writes ascending actions to `out`, returns their count.
ctypedef int32_t (*legal_fn)(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
