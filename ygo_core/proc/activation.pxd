# Activating cards and effects (R, S, U, V01, W01-W02): legality, placing the card, paying the
# cost, choosing targets, and adding the chain link. Also Setting Spells and Traps (R06, S06).

from libc.stdint cimport int32_t, uint32_t

cpdef enum:
    # Steps of PROC_ACTIVATE.
    AC_BEGIN = 0
    AC_TARGET = 1
    AC_TAKE_TARGET = 2
    # (activated family) Paying the cost program (FX_COST), one instruction at a time; and the
    # choice of which effect of a card to activate when several are legal ("choose one").
    AC_COST = 3
    AC_TAKE_COST = 4
    AC_PICK_EFFECT = 5
    # locks: another COST_LP_UNIT of a COST_LP_MULTIPLES cost, or not (a yes/no decision).
    AC_PAY_MORE = 6
    AC_PAID_MORE = 7
    # (scorpions family) The choice of a modal effect's mode (FXF_MODAL), at activation.
    AC_PICK_MODE = 8

cpdef enum:
    # Frame words of PROC_ACTIVATE: the card and the player activating it; the effect row
    # (AC_F_EFFECT -1: the card's first effect legal now, chosen at AC_BEGIN; from AC_TARGET on,
    # it is the effect of the top chain link); for a trigger, the card of its event (a card id;
    # 0 when not a trigger).
    AC_F_CARD = 2
    AC_F_PLAYER = 3
    AC_F_EFFECT = 4
    AC_F_EVENT_CARD = 5
    # The activation context (CTX_OPEN_STATE or the window's WF_* flags) that made it legal.
    AC_F_CTX = 6
    # (activated family) The cost instruction being paid and the cards it has taken so far.
    AC_F_COST_PC = 8
    AC_F_COST_SUB = 9

cpdef enum:
    # Activation context bit: the open game state of the player's own Main Phase (E05), where
    # Spell Speed 1 may start a chain. Window flags (WF_*) fill the low bits.
    CTX_OPEN_STATE = 256
    # (activated family) Switch 30: the turn player's first priority right after a summon or a
    # chain in their Main Phase; a Spell Speed 1 Ignition effect of a monster may start a chain.
    CTX_IGNITION_PRIORITY = 512

# Writes ACT_ACTIVATE actions (ascending) for what `player` may activate now; with `out` NULL,
# returns 1 as soon as there is any (0 when none).
cdef int32_t gen_activations(const int32_t* s, const int32_t* db, int32_t player, int32_t ctx,
                             int32_t* out) noexcept nogil
# gen_activations' walk over the candidate words (`shift`: DBF_FAST_SHIFT when only Spell Speed
# 2 or more may start or join a chain, else 0). Declared here for one reason: an exported
# function stays out of line, so gen_activations' early return (no candidate) saves none of
# this walk's registers.
cdef int32_t candidates_activations(const int32_t* s, const int32_t* db, int32_t player, int32_t ctx,
                                    int32_t* out, const uint32_t* words, int32_t shift) noexcept nogil
# Are targets and conditions of `fx` satisfiable for `player` (shared with triggers)?
cdef bint can_resolve(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                      int32_t player) noexcept nogil
# R06, S06: can this Spell/Trap be Set now, and Set it.
cdef bint can_set_spell_trap(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef void set_spell_trap(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef int activate_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t target_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# DEC_COST: the cards the pending cost may take; DEC_OPTION: a Type to declare, or which of the
# card's legal effects to activate.
cdef int32_t cost_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
cdef int32_t option_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# FXF_MODAL (scorpions family): the modes of head `fx` that `player` could activate now, as
# ACT_OPTION + the mode's index (ascending; `out` NULL only counts).
cdef int32_t legal_modes(const int32_t* s, const int32_t* db, int32_t fx, int32_t card, int32_t player,
                         int32_t* out) noexcept nogil
