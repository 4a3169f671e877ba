# Response windows (E02-E04, W04): starting with one player, each player holding priority
# activates something or passes; two passes in a row with an empty chain close the window, with a
# chain they resolve it. A player with nothing legal to activate passes without being asked.

from libc.stdint cimport int32_t

cpdef enum:
    WIN_ASK = 0
    WIN_ACT = 1
    WIN_AFTER_ACTIVATE = 2
    WIN_AFTER_CHAIN = 3

cpdef enum:
    # Frame words of PROC_WINDOW: the player holding priority; passes in a row (0-1, and 2 while
    # the chain they ended resolves, WIN_AFTER_CHAIN); WF_* flags. FRAME_RESULT: 0, or
    # WINDOW_CHAINED once a chain resolved in it.
    WIN_F_HOLDER = 2
    WIN_F_PASSES = 3
    WIN_F_FLAGS = 4

cpdef enum:
    # Close once one chain has resolved: the open game state resumes (E05).
    WF_RETURN_AFTER_CHAIN = 1
    # A Damage Step window: only effects allowed there (F14-F15).
    WF_DAMAGE_STEP = 2
    # After damage calculation: ATK/DEF cards are no longer allowed (F15); only triggers and
    # Counter Traps.
    WF_AFTER_CALC = 4
    # locks: the summon-negation window of a monster being summoned (HDR_SUMMONING): a chain
    # may start only with an effect that negates summons (FXF_NEGATES_SUMMON).
    WF_SUMMONING = 8

cpdef enum:
    # The result a window hands to its caller (FRAME_RESULT): a chain resolved in it.
    WINDOW_CHAINED = 1

# Pushes a window with `first` holding priority; returns the frame offset, ERR_CAPACITY, or 0
# without pushing when no card of the duel has effects.
cdef int32_t open_window(int32_t* s, int32_t first, int32_t flags) noexcept nogil
# Pushes a window and, above it, the placing of pending triggers (after an event).
cdef int open_event_window(int32_t* s, int32_t flags) noexcept nogil
# H17, locks: the summon-negation window of a summon that starts no chain (Normal, Tribute and
# Flip Summons, a card's own Special Summon procedure, Synchro, Xyz and Pendulum Summons).
# summon_negation_needed: some card could negate it now (not during a resolution, T07).
# open_summon_negation: `card` is placed but not yet summoned (HDR_SUMMONING; its continuous
# effects wait, vm/filters.pyx being_summoned), and the window opens with the turn player first;
# the summon procedure waits at its succeed step. close_summon_negation, at that step: whether
# the summon was negated; if not, the monster's continuous effects apply from now on.
cdef bint summon_negation_needed(const int32_t* s, const int32_t* db) noexcept nogil
cdef int open_summon_negation(int32_t* s, int32_t card) noexcept nogil
cdef bint close_summon_negation(int32_t* s) noexcept nogil
# R01, W04, E03: `player`, holding priority in an open state (Main Phase, Battle Step),
# activates `card`: it becomes chain link 1, the opponent may respond, and the open state
# resumes once the chain has resolved. `ctx` is the activation context that made it legal.
cdef int start_chain(int32_t* s, int32_t player, int32_t card, int32_t ctx) noexcept nogil
cdef int window_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
# window_step that, when it stops at a response decision, leaves that decision's legal actions
# (response_legal's) in `out`, n_listed[0] of them; n_listed[0] is left alone otherwise.
cdef int window_step_listing(int32_t* s, const int32_t* db, int32_t f, int32_t* out,
                             int32_t* n_listed) noexcept nogil
cdef int32_t response_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
