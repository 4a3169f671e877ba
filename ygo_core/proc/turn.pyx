from libc.stdint cimport int32_t
from ygo_core.vm.ops_pendulum cimport drop_battle_stats
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_CAPACITY, RC_OK
from ygo_core.stack cimport FRAME_RESULT, push_frame, runs_on
from ygo_core.proc.ids cimport (
    PROC_BATTLE_PHASE, PROC_DRAW_CHOICE, PROC_HAND_LIMIT, PROC_MAIN_PHASE, PROC_MAINTENANCE, PROC_TURN,
)
from ygo_core.proc.draw_choice cimport draw_replacement_offered
from ygo_core.proc.life cimport draw_cards, end_duel
from ygo_core.proc.continuous cimport expire_lingering
from ygo_core.proc.triggers cimport raise_end_phase, raise_pendulum_end_phase, raise_standby
from ygo_core.proc.window cimport open_event_window
from ygo_core.vm.ops_locks cimport destroy_doomed
from ygo_core.vm.ops_fusion cimport return_for_the_turn
from ygo_core.vm.ops_chaos cimport banish_at_end, raise_gy_end_phase
from ygo_core.vm.ops_summons cimport standby_lp_gains
from ygo_core.vm.ops_burn cimport standby_counters


cdef int begin_turn(int32_t* s, int32_t f) noexcept nogil:
    # A new turn: the turn counter moves on. Switch 44 (D2 section 7.2): once the last turn of
    # the turn limit has ended, more LP wins; with equal LP the duel plays on in sudden death,
    # decided at the end of the first turn that leaves the LP apart.
    if s[HDR_RULE_MAX_TURNS] > 0 and s[HDR_TURN] >= s[HDR_RULE_MAX_TURNS] and s[HDR_LP] != s[HDR_LP + 1]:
        end_duel(s, 0 if s[HDR_LP] > s[HDR_LP + 1] else 1, WIN_TURN_LIMIT)
        return RC_OK
    if s[HDR_TURN] >= CAP_TURNS:
        # Turn stamps are int16 in the card table (layout.pxd): a duel this long is a capacity error.
        s[HDR_ERR_ARG] = CAP_TURNS
        return ERR_CAPACITY
    s[HDR_TURN] += 1
    s[f + FRAME_STEP] = TURN_DRAW
    return RC_OK


cdef int draw_phase(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # E07: the normal draw, skipped by the first player on turn 1 (A05) unless the rule set says
    # otherwise; a player who must draw from an empty Deck loses (A11).
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int rc
    cdef int32_t shift = 8 * player
    s[HDR_PHASE] = PHASE_DRAW
    s[f + FRAME_STEP] = TURN_STANDBY
    if (s[HDR_SKIP_DRAW_PHASES] >> shift) & 0xFF:
        s[HDR_SKIP_DRAW_PHASES] -= 1 << shift  # Reckless Greed: the whole phase is skipped
        return RC_OK
    if not (s[HDR_TURN] == 1 and not s[HDR_RULE_FIRST_PLAYER_DRAWS]):
        if s[HDR_LOCKS] & LOCK_DRAW_REPLACE and draw_replacement_offered(s, db, player):
            rc = push_frame(s, PROC_DRAW_CHOICE, 0)  # locks: Freed's search instead of the draw
            return rc if rc < 0 else RC_OK
        if draw_cards(s, db, player, 1):
            end_duel(s, opponent(player), WIN_DECK_OUT)
            return RC_OK
    return open_event_window(s, 0)  # E08: after the draw, the turn player has priority


cdef int enter_main(int32_t* s, int32_t f, int32_t phase, int32_t next_step) noexcept nogil:
    cdef int32_t rc
    s[HDR_PHASE] = phase
    s[f + FRAME_STEP] = next_step
    s[f + FRAME_RESULT] = 0
    rc = push_frame(s, PROC_MAIN_PHASE, 0)
    return rc if rc < 0 else RC_OK


cdef int after_main1(int32_t* s, int32_t f) noexcept nogil:
    # E01: Main Phase 2 exists only after a Battle Phase; otherwise Main 1 goes to the End Phase.
    if s[f + FRAME_RESULT] == NEXT_BATTLE:
        s[f + FRAME_STEP] = TURN_BATTLE
    else:
        s[f + FRAME_STEP] = TURN_END
    return RC_OK


cdef int battle_phase(int32_t* s, int32_t f) noexcept nogil:
    # AH10: the turn player has conducted a Battle Phase this turn (Soul Exchange reads it).
    cdef int32_t rc
    s[HDR_PHASE] = PHASE_BATTLE
    s[HDR_BATTLE_PHASE_TURN + s[HDR_TURN_PLAYER]] = s[HDR_TURN]
    s[f + FRAME_STEP] = TURN_MAIN2
    rc = push_frame(s, PROC_BATTLE_PHASE, 0)
    return rc if rc < 0 else RC_OK


cdef int standby_phase(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # E10: the Standby Phase, turn player first. Costs to keep cards (locks: Messenger of
    # Peace) are paid before anything else happens in it: they are not chain links.
    cdef int rc
    s[HDR_PHASE] = PHASE_STANDBY
    s[f + FRAME_STEP] = TURN_MAIN1
    if s[HDR_HAS_EFFECTS]:
        standby_lp_gains(s, db)  # Snatch Steal
        standby_counters(s, db)  # Wave-Motion Cannon
    rc = raise_standby(s, db)
    if rc < 0:
        return rc
    rc = open_event_window(s, 0)
    if rc < 0 or not s[HDR_LOCKS] & LOCK_STANDBY_COST:
        return rc
    rc = push_frame(s, PROC_MAINTENANCE, 0)
    return rc if rc < 0 else RC_OK


cdef int end_phase(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # E15-E16: "during your End Phase" effects of the turn player's monsters, then a window;
    # E17: the hand size limit is applied at the end of the End Phase.
    cdef int32_t rc
    s[HDR_PHASE] = PHASE_END
    s[f + FRAME_STEP] = TURN_CLEANUP
    rc = push_frame(s, PROC_HAND_LIMIT, 0)
    if rc < 0:
        return rc
    if s[HDR_LINGER_LEN] > 0:
        destroy_doomed(s, db)  # locks: "destroy it during the End Phase of ..." (Swords)
        return_for_the_turn(s, db)  # fusion family: Magical Scientist's Fusion Monster
        banish_at_end(s, db)  # chaos: Return from the Different Dimension's monsters
    if s[HDR_HAS_EFFECTS]:
        rc = raise_end_phase(s, db)
        if rc < 0:
            return rc
        if s[HDR_CHAOS]:
            rc = raise_gy_end_phase(s, db)  # chaos: Twin-Headed Behemoth
            if rc < 0:
                return rc
        if s[HDR_PENDULUM_CARDS]:
            rc = raise_pendulum_end_phase(s, db)  # (oddeyes) Odd-Eyes Pendulum Dragon
            if rc < 0:
                return rc
    return open_event_window(s, 0)


cdef int cleanup(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # E18: "until the end of the turn" effects stop once the End Phase is over (control taken
    # for the turn returns); then the other player's turn.
    cdef int rc = expire_lingering(s, db) if s[HDR_LINGER_LEN] > 0 else RC_OK
    s[HDR_TURN_PLAYER] = opponent(s[HDR_TURN_PLAYER])
    s[f + FRAME_STEP] = TURN_BEGIN
    return rc


cdef int turn_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # The phases follow one another in place while nothing waits for the driver (runs_on):
    # the Draw Phase right after the new turn begins, the next phase after Main Phase 1.
    cdef int rc = phase_step(s, db, f)
    while rc == RC_OK and runs_on(s, f, PROC_TURN):
        rc = phase_step(s, db, f)
    return rc


cdef inline int phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == TURN_BEGIN:
        return begin_turn(s, f)
    if step == TURN_DRAW:
        return draw_phase(s, db, f)
    if step == TURN_STANDBY:
        return standby_phase(s, db, f)
    if step == TURN_MAIN1:
        return enter_main(s, f, PHASE_MAIN1, TURN_AFTER_MAIN1)
    if step == TURN_AFTER_MAIN1:
        return after_main1(s, f)
    if step == TURN_BATTLE:
        return battle_phase(s, f)
    if step == TURN_MAIN2:
        drop_battle_stats(s)  # (pendulum) "until the end of the Battle Phase" (Silver Claw)
        return enter_main(s, f, PHASE_MAIN2, TURN_END)
    if step == TURN_END:
        drop_battle_stats(s)
        return end_phase(s, db, f)
    return cleanup(s, db, f)
