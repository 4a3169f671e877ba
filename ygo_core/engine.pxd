# The driver: runs procedure frames from the continuation stack through a table of function
# pointers until a player must decide or the duel ends; validates and applies actions; plays
# random duels to the end without leaving C.

from libc.stdint cimport int32_t, uint64_t

from ygo_core.layout cimport (
    CAP_CARDS, FRAME_PROC, FRAME_STEP, HDR_DECISION, HDR_STACK_TOP, HDR_TURN_PLAYER, NO_CARD,
    ZONE_MONSTER, frame_offset, opponent, zone_card,
)
from ygo_core.actions cimport (
    ACT_ATTACK, ACT_OPTION, ACT_SUMMON, ATTACK_DIRECT, ATTACK_TARGETS, DEC_OPTION,
)
from ygo_core.proc.ids cimport PROC_ACTIVATE
from ygo_core.proc.activation cimport AC_F_CARD, AC_PICK_EFFECT

# Runs until a decision (RC_DECIDE), the end (RC_OK with STATUS_OVER) or an error (< 0).
cdef int run(int32_t* s, const int32_t* db) noexcept nogil
# run, also handing back the legal actions of the decision it stopped at (n_listed[0] of them
# in buf) when it listed them to see whether that decision was forced; n_listed[0] = 0 when not.
cdef int run_listing(int32_t* s, const int32_t* db, int32_t* buf, int32_t* n_listed) noexcept nogil
# Continuous effects applied at a pending decision (Q01), as before one is asked; a batch of GY
# arrivals this opens is left in arrival order (C10: no decision can come before the pending one).
cdef void settle_at_decision(int32_t* s, const int32_t* db) noexcept nogil
# Every continuous effect applied again from scratch (HDR_DIRTY left DIRTY_NONE): a settled
# state is left as it is, which is how a loaded state's derived words are checked.
cdef void reapply_continuous(int32_t* s, const int32_t* db) noexcept nogil
# Legal actions of the pending decision, ascending; 0 when none is pending.
cdef int32_t legal_actions(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# Checks `action` against the legal actions (ERR_ILLEGAL_ACTION or ERR_NO_DECISION, with the
# state untouched), then takes it and runs on.
cdef int apply_action(int32_t* s, const int32_t* db, int32_t action) noexcept nogil
# Takes `action`, which the caller has already checked is legal now (DuelBatch checks its masks),
# and runs on: apply_action without the second legal_actions pass.
cdef int apply_legal(int32_t* s, const int32_t* db, int32_t action) noexcept nogil
# apply_legal that also hands back the next decision's legal actions when the engine lists them
# anyway (run_listing's buf and n_listed): DuelBatch's masks need no second listing pass.
cdef int apply_legal_listing(int32_t* s, const int32_t* db, int32_t action, int32_t* buf,
                             int32_t* n_listed) noexcept nogil
# Plays uniformly random legal actions, drawn from a generator seeded with `seed` (not the
# duel's own RNG), until the duel ends. Returns RC_OK or an ERR_*.
cdef int playout(int32_t* s, const int32_t* db, uint64_t seed) noexcept nogil

# The card action `action` acts with or on (card[0]) and, for an attack, the attacked monster
# (target[0]), NO_CARD each for none, as the pending decision names them: a card action's card
# id, an attack's attacker and target zones, the card whose effect an option of DEC_OPTION picks.
cdef inline void action_cards(const int32_t* s, int32_t action, int32_t* card, int32_t* target) noexcept nogil:
    cdef int32_t f, player, slot
    card[0] = NO_CARD
    target[0] = NO_CARD
    if action < ACT_SUMMON:
        return
    if action < ACT_ATTACK:
        card[0] = (action - ACT_SUMMON) % CAP_CARDS
    elif action < ACT_OPTION:
        player = s[HDR_TURN_PLAYER]
        card[0] = zone_card(s, player, ZONE_MONSTER + (action - ACT_ATTACK) // ATTACK_TARGETS)
        slot = (action - ACT_ATTACK) % ATTACK_TARGETS
        if slot != ATTACK_DIRECT:
            target[0] = zone_card(s, opponent(player), ZONE_MONSTER + slot)
    elif s[HDR_DECISION] == DEC_OPTION and s[HDR_STACK_TOP] > 0:
        f = frame_offset(s[HDR_STACK_TOP] - 1)
        if s[f + FRAME_PROC] == PROC_ACTIVATE and s[f + FRAME_STEP] == AC_PICK_EFFECT:
            card[0] = s[f + AC_F_CARD]
