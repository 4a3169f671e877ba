from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_ACTIVATE, ACT_PASS, DEC_RESPONSE, request_decision
from ygo_core.stack cimport FRAME_RESULT, pop_frame, push_frame, return_to_caller, top_frame
from ygo_core.proc.ids cimport PROC_ACTIVATE, PROC_RESOLVE, PROC_TRIGGERS, PROC_WINDOW
from ygo_core.proc.activation cimport (
    AC_F_CARD, AC_F_CTX, AC_F_EFFECT, AC_F_PLAYER, CTX_IGNITION_PRIORITY, CTX_OPEN_STATE, gen_activations,
)
from ygo_core.proc.resolve cimport RS_F_LINK
from ygo_core.vm.ops_locks cimport summon_negation_possible


cdef int32_t open_window(int32_t* s, int32_t first, int32_t flags) noexcept nogil:
    # A duel without any card that has effects can never use a window: none is opened.
    cdef int32_t f
    if not s[HDR_HAS_EFFECTS]:
        return RC_OK
    f = push_frame(s, PROC_WINDOW, WIN_ASK)
    if f >= 0:
        s[f + WIN_F_HOLDER] = first
        s[f + WIN_F_FLAGS] = flags
    return f


cdef int open_event_window(int32_t* s, int32_t flags) noexcept nogil:
    # E03: the turn player gets priority first; pending triggers go on the chain before that.
    cdef int32_t f = open_window(s, s[HDR_TURN_PLAYER], flags)
    if f < 0 or not s[HDR_HAS_EFFECTS]:
        return f
    if s[HDR_TRIGGER_LEN] > 0:
        f = push_frame(s, PROC_TRIGGERS, 0)
        if f < 0:
            return f
    return RC_OK


cdef bint summon_negation_needed(const int32_t* s, const int32_t* db) noexcept nogil:
    # Only a duel with summon negation (HDR_LOCKS) and a card on the field that could use it;
    # a summon during a resolution cannot be answered this way (T07).
    return (s[HDR_LOCKS] & LOCK_SUMMON_NEGATION and s[HDR_CHAIN_LEN] == 0
            and summon_negation_possible(s, db))


cdef int open_summon_negation(int32_t* s, int32_t card) noexcept nogil:
    # "When a monster would be Summoned" (Solemn Judgment): only an effect that negates summons
    # may start this window's chain (WF_SUMMONING), then Counter Traps answer it (W02).
    cdef int32_t g
    s[HDR_SUMMONING] = card + 1
    g = open_window(s, s[HDR_TURN_PLAYER], WF_SUMMONING | WF_RETURN_AFTER_CHAIN)
    return g if g < 0 else RC_OK


cdef bint close_summon_negation(int32_t* s) noexcept nogil:
    # A negated summon (HDR_SUMMONING turned negative, OP_NEGATE_SUMMON) never happened; one
    # that was not now succeeds, and the monster's continuous effects (Jinzo's) apply (Q01).
    cdef bint negated = s[HDR_SUMMONING] < 0
    s[HDR_SUMMONING] = 0
    s[HDR_DIRTY] = DIRTY_FULL
    return negated


cdef int start_chain(int32_t* s, int32_t player, int32_t card, int32_t ctx) noexcept nogil:
    cdef int32_t g = open_window(s, opponent(player), WF_RETURN_AFTER_CHAIN)
    if g < 0:
        return g
    g = push_frame(s, PROC_ACTIVATE, 0)
    if g < 0:
        return g
    s[g + AC_F_CARD] = card
    s[g + AC_F_PLAYER] = player
    s[g + AC_F_EFFECT] = -1
    s[g + AC_F_CTX] = ctx
    return RC_OK


cdef inline int32_t context(const int32_t* s, int32_t f) noexcept nogil:
    # Switch 30 (the 2005 TCG): holding priority first after a summon or a chain in their own
    # Main Phase, the turn player may still start a chain with an Ignition effect. The summon
    # stays the last thing that happened (HDR_EVENT), so the opponent may still answer it as
    # Chain Link 2 (Bottomless Trap Hole, Torrential Tribute).
    cdef int32_t flags = s[f + WIN_F_FLAGS]
    if (s[HDR_RULE_IGNITION_PRIORITY] and s[HDR_CHAIN_LEN] == 0 and s[f + WIN_F_PASSES] == 0
            and s[f + WIN_F_HOLDER] == s[HDR_TURN_PLAYER]
            and (s[HDR_PHASE] == PHASE_MAIN1 or s[HDR_PHASE] == PHASE_MAIN2)
            and not flags & (WF_DAMAGE_STEP | WF_AFTER_CALC)):
        return flags | CTX_IGNITION_PRIORITY
    return flags


cdef inline int pass_priority(int32_t* s, int32_t f) noexcept nogil:
    # W04: two passes in a row end the chain building; with a chain, it resolves.
    cdef int32_t g
    s[f + WIN_F_PASSES] += 1
    if s[f + WIN_F_PASSES] < 2:
        s[f + WIN_F_HOLDER] = opponent(s[f + WIN_F_HOLDER])
        s[f + FRAME_STEP] = WIN_ASK
        return RC_OK
    if s[HDR_CHAIN_LEN] == 0:
        s[HDR_PRIORITY] = NO_PLAYER
        s[HDR_EVENT] = 0
        return_to_caller(s, s[f + FRAME_RESULT])
        pop_frame(s)
        return RC_OK
    s[f + FRAME_STEP] = WIN_AFTER_CHAIN
    g = push_frame(s, PROC_RESOLVE, 0)
    if g < 0:
        return g
    s[g + RS_F_LINK] = s[HDR_CHAIN_LEN] - 1
    return RC_OK


cdef int after_chain(int32_t* s, int32_t f) noexcept nogil:
    # E02: after a chain resolves the turn player has priority again, unless new triggers
    # started a chain (the triggers step set the holder), or the open state resumes.
    s[f + FRAME_RESULT] = WINDOW_CHAINED
    s[f + WIN_F_PASSES] = 0
    s[f + FRAME_STEP] = WIN_ASK
    if s[HDR_CHAIN_LEN] > 0:
        return RC_OK
    # U10: when the chain's last act was an event (a summon during its resolution), players
    # may still answer it, so the window goes on instead of returning to the open state.
    if s[f + WIN_F_FLAGS] & WF_RETURN_AFTER_CHAIN and s[HDR_EVENT] == 0:
        s[HDR_PRIORITY] = NO_PLAYER
        return_to_caller(s, WINDOW_CHAINED)
        pop_frame(s)
        return RC_OK
    s[f + WIN_F_HOLDER] = s[HDR_TURN_PLAYER]
    return RC_OK


cdef inline bint may_respond(const int32_t* s, int32_t holder, int32_t ctx) noexcept nogil:
    # W02: where only Spell Speed 2 or more may start or join a chain, a holder none of whose
    # cards has such an effect (HDR_FAST_ACTIVATORS, the cards gen_activations visits there)
    # has nothing to activate, and the search is not run (speed: most windows of a duel).
    cdef int32_t w, any_card = 0
    cdef int32_t words = HDR_FAST_ACTIVATORS + holder * ACTIVATOR_WORDS
    if s[HDR_CHAIN_LEN] == 0 and ctx & (CTX_OPEN_STATE | CTX_IGNITION_PRIORITY):
        return True
    for w in range(ACTIVATOR_WORDS):
        any_card |= s[words + w]  # the words or-ed, not a branch each (speed)
    return any_card != 0


cdef int ask(int32_t* s, const int32_t* db, int32_t f, int32_t* out, int32_t* n_listed) noexcept nogil:
    # W04: the holder responds or passes; a holder with nothing to activate passes at once. The
    # first pass of a window hands priority over, and the other player is asked in the same
    # step: a pass changes nothing the driver looks at between steps (speed: one step fewer).
    # With `out`, a holder who may respond has the response's legal actions listed there
    # (n_listed[0] of them, as response_legal lists them), so that they are not searched twice.
    cdef int32_t holder, ctx, n
    while True:
        holder = s[f + WIN_F_HOLDER]
        s[HDR_PRIORITY] = holder
        ctx = context(s, f)
        if may_respond(s, holder, ctx):
            n = gen_activations(s, db, holder, ctx, NULL if out == NULL else out + 1)
            if n != 0:
                if out != NULL:
                    out[0] = ACT_PASS
                    n_listed[0] = 1 + n
                s[f + FRAME_STEP] = WIN_ACT
                return request_decision(s, holder, DEC_RESPONSE)
        if s[f + WIN_F_PASSES] != 0:
            return pass_priority(s, f)  # the second pass in a row: the window closes or the chain resolves
        # The first pass (pass_priority's first case, in place): the other player holds
        # priority, and the step stays WIN_ASK.
        s[f + WIN_F_PASSES] = 1
        s[f + WIN_F_HOLDER] = opponent(holder)


cdef int window_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    return window_step_listing(s, db, f, NULL, NULL)


cdef int window_step_listing(int32_t* s, const int32_t* db, int32_t f, int32_t* out,
                             int32_t* n_listed) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t holder = s[f + WIN_F_HOLDER]
    cdef int32_t g
    if step == WIN_ASK:
        return ask(s, db, f, out, n_listed)
    if step == WIN_ACT:
        if s[HDR_ACTION] == ACT_PASS:
            return pass_priority(s, f)
        s[f + FRAME_STEP] = WIN_AFTER_ACTIVATE
        g = push_frame(s, PROC_ACTIVATE, 0)
        if g < 0:
            return g
        s[g + AC_F_CARD] = s[HDR_ACTION] - ACT_ACTIVATE
        s[g + AC_F_PLAYER] = holder
        s[g + AC_F_EFFECT] = -1
        s[g + AC_F_CTX] = context(s, f)
        return RC_OK
    if step == WIN_AFTER_ACTIVATE:
        # W04: after each link, priority goes to the other player.
        s[f + WIN_F_HOLDER] = opponent(holder)
        s[f + WIN_F_PASSES] = 0
        s[f + FRAME_STEP] = WIN_ASK
        return RC_OK
    return after_chain(s, f)


cdef int32_t response_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    out[0] = ACT_PASS
    return 1 + gen_activations(s, db, s[f + WIN_F_HOLDER], context(s, f), out + 1)
