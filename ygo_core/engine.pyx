from libc.stdint cimport int32_t, uint32_t, uint64_t
from ygo_core.layout cimport *
from sim_core.errors cimport *
from ygo_core.actions cimport *
from ygo_core.stack cimport top_frame
from sim_core.rng cimport rng_below, rng_seed
from ygo_core.proc.ids cimport *
from ygo_core.proc.turn cimport turn_step
from ygo_core.proc.main_phase cimport main_phase_legal, main_phase_step
from ygo_core.proc.summon cimport summon_now_legal, summon_step, tribute_legal
from ygo_core.proc.battle_phase cimport battle_legal, battle_phase_step, replay_legal
from ygo_core.proc.damage_step cimport damage_step_step
from ygo_core.proc.hand_limit cimport discard_legal, hand_limit_step
from ygo_core.proc.window cimport response_legal, window_step, window_step_listing
from ygo_core.proc.activation cimport activate_step, cost_legal, option_legal, target_legal
from ygo_core.proc.resolve cimport resolve_step
from ygo_core.proc.triggers cimport order_legal, triggers_step, yesno_legal
from ygo_core.proc.continuous cimport apply_continuous, restat_changed
from libc.stdio cimport fprintf, stderr
from libc.stdlib cimport abort, free, malloc
from libc.string cimport memcpy
from ygo_core.proc.graveyard cimport close_gy_batches, drop_gy_batches, gy_order_legal, gy_order_step
from ygo_core.vm.operations cimport choose_legal, position_legal
from ygo_core.proc.maintenance cimport maintenance_step
from ygo_core.proc.draw_choice cimport draw_choice_step
from ygo_core.proc.special_summon cimport special_summon_step, summon_cost_legal
from ygo_core.proc.extra_summon cimport extra_summon_step, material_legal
from ygo_core.proc.pendulum cimport pendulum_legal, pendulum_step

# Dispatch tables, filled once at import: PROC_* -> step function, DEC_* -> legal generator.
cdef proc_fn PROCS[N_PROCS]
cdef legal_fn LEGAL[N_DECISIONS]

PROCS[PROC_NONE] = NULL
PROCS[PROC_TURN] = turn_step
PROCS[PROC_MAIN_PHASE] = main_phase_step
PROCS[PROC_SUMMON] = summon_step
PROCS[PROC_BATTLE_PHASE] = battle_phase_step
PROCS[PROC_DAMAGE_STEP] = damage_step_step
PROCS[PROC_HAND_LIMIT] = hand_limit_step
PROCS[PROC_WINDOW] = window_step
PROCS[PROC_ACTIVATE] = activate_step
PROCS[PROC_RESOLVE] = resolve_step
PROCS[PROC_TRIGGERS] = triggers_step
PROCS[PROC_GY_ORDER] = gy_order_step
PROCS[PROC_MAINTENANCE] = maintenance_step
PROCS[PROC_DRAW_CHOICE] = draw_choice_step
PROCS[PROC_SPECIAL_SUMMON] = special_summon_step
PROCS[PROC_EXTRA_SUMMON] = extra_summon_step  # MR3 (xyz)
PROCS[PROC_PENDULUM] = pendulum_step

LEGAL[DEC_NONE] = NULL
LEGAL[DEC_MAIN] = main_phase_legal
LEGAL[DEC_BATTLE] = battle_legal
LEGAL[DEC_TRIBUTE] = tribute_legal
LEGAL[DEC_DISCARD] = discard_legal
LEGAL[DEC_RESPONSE] = response_legal
LEGAL[DEC_TARGET] = target_legal
LEGAL[DEC_YESNO] = yesno_legal
LEGAL[DEC_CHOOSE] = choose_legal
LEGAL[DEC_SUMMON_NOW] = summon_now_legal
LEGAL[DEC_REPLAY] = replay_legal
LEGAL[DEC_POSITION] = position_legal
LEGAL[DEC_TRIGGER_ORDER] = order_legal
LEGAL[DEC_GY_ORDER] = gy_order_legal
LEGAL[DEC_COST] = cost_legal
LEGAL[DEC_OPTION] = option_legal
LEGAL[DEC_SUMMON_COST] = summon_cost_legal
LEGAL[DEC_ATTACK_OR_SET] = position_legal  # the same two actions; the Defense one is face-down
LEGAL[DEC_MATERIAL] = material_legal  # MR3 (xyz)
LEGAL[DEC_PENDULUM] = pendulum_legal


# A chosen action as the history keeps it (HIST_* of layout.pxd), noted before it is taken.
ctypedef struct ActionNote:
    int32_t player
    int32_t card
    int32_t target
    int32_t seen


cdef inline int32_t vocab_of(const int32_t* s, int32_t card) noexcept nogil:
    # A history entry's word for `card`: its card data row + 1, 0 for none.
    return 0 if card == NO_CARD else card_get(s, card, CARD_DB_ROW) + 1


cdef inline int32_t seen_by(const int32_t* s, int32_t card, int32_t chooser, bint choosing) noexcept nogil:
    # Bit p for each player p who sees `card` now (visible_to, its fields read once). While the
    # chooser chooses, they also see a card of their own Deck they pick (they look through it:
    # their option row shows it).
    cdef int32_t location, controller, position, revealed, flags, bits
    if card == NO_CARD:
        return 0
    location = card_get(s, card, CARD_LOCATION)
    controller = card_get(s, card, CARD_CONTROLLER)
    position = card_get(s, card, CARD_POSITION)
    revealed = card_get(s, card, CARD_REVEALED)
    flags = card_get(s, card, CARD_FLAGS)
    bits = seen_at(location, controller, position, revealed, flags, 0) | (
        seen_at(location, controller, position, revealed, flags, 1) << 1)
    if choosing and location == LOC_DECK and controller == chooser:
        bits |= 1 << chooser
    return bits


cdef inline int32_t seen_bits(const int32_t* s, const ActionNote* note, bint choosing) noexcept nogil:
    # The HIST_META seen bits (before HIST_SEEN_SHIFT): who sees the action's card and target.
    return (seen_by(s, note.card, note.player, choosing)
            | seen_by(s, note.target, note.player, False) << HIST_SEEN_TARGET)


cdef inline void note_action(int32_t* s, int32_t action, ActionNote* note) noexcept nogil:
    # Before the action is taken: who chooses it, its cards and who sees them; the action, the
    # turn and the cards' rows go to the next history entry at once (record_action completes it).
    cdef int32_t* entry = s + HDR_HISTORY + (s[HDR_HISTORY_COUNT] % HISTORY_LEN) * HIST_WIDTH
    note.player = s[HDR_DECIDER]
    action_cards(s, action, &note.card, &note.target)
    note.seen = seen_bits(s, note, True)
    entry[HIST_ACTION] = action
    entry[HIST_META] = (s[HDR_TURN] & HIST_TURN_MASK) | (note.player << HIST_PLAYER_BIT)
    entry[HIST_CARD] = vocab_of(s, note.card)
    entry[HIST_TARGET] = vocab_of(s, note.target)


cdef void record_action(int32_t* s, const ActionNote* note) noexcept nogil:
    # The noted action becomes the newest history entry; a player sees its cards if they did
    # when it was chosen or do once it is done (a Set card stays unseen by the opponent, an
    # activated one is seen).
    cdef int32_t* entry = s + HDR_HISTORY + (s[HDR_HISTORY_COUNT] % HISTORY_LEN) * HIST_WIDTH
    entry[HIST_META] |= (note.seen | seen_bits(s, note, False)) << HIST_SEEN_SHIFT
    s[HDR_HISTORY_COUNT] += 1


cdef int take_chosen(int32_t* s, const int32_t* db, int32_t action, int32_t* buf,
                     int32_t* n_listed) noexcept nogil:
    # A player's chosen (legal) action: taken, run on as run_listing does, and kept in the
    # history. An error records nothing.
    cdef ActionNote note
    cdef int rc
    note_action(s, action, &note)
    take(s, action)
    rc = run_listing(s, db, buf, n_listed)
    if rc >= 0:
        record_action(s, &note)
    return rc


cdef inline void take(int32_t* s, int32_t action) noexcept nogil:
    # Hands the action to the procedure that asked for it.
    s[HDR_ACTION] = action
    s[HDR_STATUS] = STATUS_RUNNING
    s[HDR_DECIDER] = NO_PLAYER
    s[HDR_DECISION] = DEC_NONE
    s[HDR_DECISIONS] += 1


cdef void reapply_continuous(int32_t* s, const int32_t* db) noexcept nogil:
    # The whole application, whatever the dirt says, leaving the state settled.
    s[HDR_DIRTY] = DIRTY_FULL
    apply_continuous(s, db)
    s[HDR_DIRTY] = DIRTY_NONE


cdef void check_card_local(const int32_t* s, const int32_t* db) noexcept nogil:
    # Debug builds: the one-card application (restat_changed) must leave exactly the state the
    # whole application would. Both run on copies; a difference aborts, naming the word.
    cdef size_t words = state_words(s)
    cdef int32_t* local = <int32_t*>malloc(words * sizeof(int32_t))
    cdef int32_t* full = <int32_t*>malloc(words * sizeof(int32_t))
    cdef size_t i
    if local == NULL or full == NULL:
        abort()
    memcpy(local, s, words * sizeof(int32_t))
    memcpy(full, s, words * sizeof(int32_t))
    restat_changed(local, db, s[HDR_DIRTY] - DIRTY_CARD)
    local[HDR_DIRTY] = DIRTY_NONE
    reapply_continuous(full, db)
    for i in range(words):
        if local[i] != full[i]:
            fprintf(stderr, b"ygo_core: the one-card application of card %d differs from the whole one at word %d\n",
                    s[HDR_DIRTY] - DIRTY_CARD, <int>i)
            abort()
    free(local)
    free(full)


cdef inline void settle(int32_t* s, const int32_t* db) noexcept nogil:
    # Q01-Q02: continuous effects are re-applied after every event, before anything reads a
    # stat, a position or an Equip; after a change of one card that the effects in force read
    # nothing of (DIRTY_CARD), only that card is (speed, issue 12).
    cdef int32_t dirt = s[HDR_DIRTY]
    if dirt:
        if s[HDR_HAS_EFFECTS]:
            if dirt >= DIRTY_CARD:
                if YGO_DEBUGGING:
                    check_card_local(s, db)
                restat_changed(s, db, dirt - DIRTY_CARD)
            else:
                apply_continuous(s, db)
        s[HDR_DIRTY] = DIRTY_NONE


cdef inline bint gy_batch_open(const int32_t* s) noexcept nogil:
    # C10: cards went to a GY in the step just run (or in the settling after it).
    return (s[HDR_GY_UNORDERED] | s[HDR_GY_UNORDERED + 1]) != 0  # one test for both (speed)


cdef void settle_at_decision(int32_t* s, const int32_t* db) noexcept nogil:
    settle(s, db)
    if gy_batch_open(s):
        drop_gy_batches(s)  # a decision is already pending: the arrival order stands


cdef int32_t legal_actions(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t kind = s[HDR_DECISION]
    if s[HDR_STATUS] != STATUS_DECISION or kind <= DEC_NONE or kind >= N_DECISIONS:
        return 0
    return LEGAL[kind](s, db, out)


cdef int run(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t n
    return run_listing(s, db, buf, &n)


cdef int run_listing(int32_t* s, const int32_t* db, int32_t* buf, int32_t* n_listed) noexcept nogil:
    # run, leaving in buf the legal actions of the decision it stops at when it had to list
    # them to see whether the decision is forced (*n_listed, 0 when it did not list them), so
    # that a caller about to pick one need not list them again.
    cdef int32_t proc, n, f
    cdef int rc
    n_listed[0] = 0
    while s[HDR_STATUS] != STATUS_OVER:
        if s[HDR_STACK_TOP] <= 0:
            s[HDR_ERR_ARG] = 0
            return ERR_BAD_STATE
        if s[HDR_DIRTY]:
            settle(s, db)
            if gy_batch_open(s):  # Equips that fell with their monster: a batch of their own
                rc = close_gy_batches(s, db)
                if rc < 0:
                    return rc
        f = top_frame(s)
        proc = s[f + FRAME_PROC]
        if <uint32_t>(proc - (PROC_NONE + 1)) >= <uint32_t>(N_PROCS - (PROC_NONE + 1)):
            s[HDR_ERR_ARG] = proc  # not a procedure: PROC_NONE or past the table
            return ERR_BAD_STATE
        n = 0
        if proc == PROC_WINDOW and s[HDR_AUTO_FORCED]:
            rc = window_step_listing(s, db, f, buf, &n)  # a response's actions, listed by its ask
        else:
            rc = PROCS[proc](s, db, f)
        if rc < 0:
            return rc
        if rc != RC_DECIDE:
            # C10: what one step sent to the GYs went together; its owners order it next.
            if gy_batch_open(s):
                rc = close_gy_batches(s, db)
                if rc < 0:
                    return rc
            continue
        if s[HDR_DIRTY] or gy_batch_open(s):
            n = 0  # the ask's listing came before the settling: listed again after it
        settle_at_decision(s, db)
        if not s[HDR_AUTO_FORCED]:
            return RC_DECIDE
        if n == 0:
            n = legal_actions(s, db, buf)
        if n == 0:
            s[HDR_ERR_ARG] = s[HDR_DECISION]  # a decision without options is an engine bug
            return ERR_BAD_STATE
        if n > 1:
            n_listed[0] = n
            return RC_DECIDE
        take(s, buf[0])
    return RC_OK


cdef int apply_action(int32_t* s, const int32_t* db, int32_t action) noexcept nogil:
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t n, i
    # Refusals write nothing, so a refused action leaves the state byte-identical.
    if s[HDR_STATUS] != STATUS_DECISION:
        return ERR_NO_DECISION
    n = legal_actions(s, db, buf)
    for i in range(n):
        if buf[i] == action:
            return take_chosen(s, db, action, buf, &n)
    return ERR_ILLEGAL_ACTION


cdef int apply_legal(int32_t* s, const int32_t* db, int32_t action) noexcept nogil:
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t n
    return take_chosen(s, db, action, buf, &n)


cdef int apply_legal_listing(int32_t* s, const int32_t* db, int32_t action, int32_t* buf,
                             int32_t* n_listed) noexcept nogil:
    return take_chosen(s, db, action, buf, n_listed)


cdef int playout(int32_t* s, const int32_t* db, uint64_t seed) noexcept nogil:
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t agent_rng[4]
    cdef int32_t n
    cdef int rc
    rng_seed(agent_rng, seed)
    n = 0
    while s[HDR_STATUS] == STATUS_DECISION:
        if n == 0:
            n = legal_actions(s, db, buf)
        if n == 0:
            s[HDR_ERR_ARG] = s[HDR_DECISION]
            return ERR_BAD_STATE
        # The next decision's actions come back in buf when the engine listed them.
        rc = take_chosen(s, db, buf[rng_below(agent_rng, <uint32_t>n)], buf, &n)
        if rc < 0:
            return rc
    return RC_OK if s[HDR_STATUS] == STATUS_OVER else ERR_BAD_STATE
