# Procedure ids: the FRAME_PROC word of a continuation frame, the index into the driver's table.
# What each procedure's frame may hold (steps, words, the frames it pushes) is also a row of
# ygo_core/state_check.py PROCS, which checks saved states: add a row with a new procedure.

cpdef enum:
    PROC_NONE = 0
    PROC_TURN = 1
    PROC_MAIN_PHASE = 2
    PROC_SUMMON = 3
    PROC_BATTLE_PHASE = 4
    PROC_DAMAGE_STEP = 5
    PROC_HAND_LIMIT = 6
    # A response window: players activate by priority until both pass (E02-E04, W04).
    PROC_WINDOW = 7
    # Activating one card or effect: place it, pay, target, add the chain link (U, V01).
    PROC_ACTIVATE = 8
    # Resolving the chain last-in first-out (W05, W11).
    PROC_RESOLVE = 9
    # Putting pending triggers on the chain (W07).
    PROC_TRIGGERS = 10
    # The owner orders cards that went to their GY together (C10).
    PROC_GY_ORDER = 11
    # locks: Standby Phase costs to keep cards (Messenger of Peace, Imperial Order).
    PROC_MAINTENANCE = 12
    # locks: an effect activated instead of the normal draw, or the draw (Freed).
    PROC_DRAW_CHOICE = 13
    # A Special Summon by a card's own procedure from the hand: pay its cost (banish from the
    # GY), choose the position, summon (Black Luster Soldier, Chaos Sorcerer: proc/special_summon).
    PROC_SPECIAL_SUMMON = 14
    # (MR3, xyz) A Synchro or Xyz Summon: materials, position, placement, the summon-negation
    # window (proc/extra_summon).
    PROC_EXTRA_SUMMON = 15
    # (MR3, pend) The Pendulum Summon: choose the monsters one by one, place them, one
    # negation window, the summon (M10-M12: proc/pendulum).
    PROC_PENDULUM = 16
    N_PROCS = 17

# The signature every procedure step shares: state, card data, offset of its own frame.
# It returns RC_OK to let the driver continue, RC_DECIDE after request_decision, or an ERR_*.
from libc.stdint cimport int32_t
ctypedef int (*proc_fn)(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# A legal-action generator: writes ascending actions to `out`, returns their count.
ctypedef int32_t (*legal_fn)(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
