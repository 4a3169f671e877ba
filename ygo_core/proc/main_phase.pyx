from libc.stdint cimport int32_t, uint8_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport *
from ygo_core.stack cimport FRAME_RESULT, pop_frame, push_frame, return_to_caller
from ygo_core.vm.opcodes cimport LING_SKIP_BATTLE
from ygo_core.proc.ids cimport PROC_SUMMON
from ygo_core.proc.turn cimport NEXT_BATTLE, NEXT_END
from ygo_core.proc.summon cimport (
    SUMMON_F_CARD, SUMMON_F_MODE, SUMMON_F_PLAYER, extra_normal_possible, extra_normal_summonable, halved_summonable,
)
from ygo_core.proc.tribute cimport (
    MAX_TRIBUTES, ST_HALVED, ST_NORMAL_PROC, ST_ONLY_BY_PROC, ST_PROC, ST_UNIQUE, forget_room, normal_summon_kind, summon_room,
    summon_traits, tributes_needed,
)
from ygo_core.proc.move cimport free_spell_zone
from ygo_core.proc.position cimport (
    can_change_position, can_flip_summon, change_position, flip_summon,
)
from ygo_core.proc.activation cimport CTX_OPEN_STATE, gen_activations, set_spell_trap
from ygo_core.proc.continuous cimport linger_active
from ygo_core.proc.window cimport WF_RETURN_AFTER_CHAIN, WINDOW_CHAINED, open_window, start_chain
from ygo_core.vm.ops_summons cimport normal_card_proc_of, summon_locked
from ygo_core.vm.ops_sdmp cimport unique_blocked
from ygo_core.proc.special_summon cimport proc_summonable, start_proc_summon
from ygo_core.proc.extra_summon cimport gen_extra_summons, start_extra_summon
from ygo_core.proc.pendulum cimport can_pendulum_summon, start_pendulum_summon

cdef int start_summon(int32_t* s, int32_t card, int32_t mode) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_SUMMON, 0)
    if g < 0:
        return g
    s[g + SUMMON_F_CARD] = card
    s[g + SUMMON_F_MODE] = mode
    s[g + SUMMON_F_PLAYER] = s[HDR_TURN_PLAYER]
    return RC_OK


cdef int leave(int32_t* s, int32_t f) noexcept nogil:
    # E02: the phase ends only when the opponent also passes; if they start a chain instead,
    # the turn player is back in the open state once it resolves.
    cdef int32_t g
    s[f + FRAME_STEP] = MAIN_LEAVE
    s[f + FRAME_RESULT] = 0
    g = open_window(s, opponent(s[HDR_TURN_PLAYER]), WF_RETURN_AFTER_CHAIN)
    return g if g < 0 else RC_OK


cdef int act(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t action = s[HDR_ACTION]
    cdef int32_t traits
    s[f + FRAME_STEP] = MAIN_ASK
    s[HDR_EVENT] = 0
    if action == ACT_TO_BATTLE or action == ACT_TO_END:
        s[f + MAIN_F_LEAVING] = NEXT_BATTLE if action == ACT_TO_BATTLE else NEXT_END
        return leave(s, f)
    if action == ACT_PENDULUM_SUMMON:
        return start_pendulum_summon(s, s[HDR_TURN_PLAYER])  # (pend) M10
    if action < ACT_SET:
        if card_get(s, action - ACT_SUMMON, CARD_LOCATION) == LOC_EXTRA:  # MR3 (xyz): K01, L01
            return start_extra_summon(s, db, action - ACT_SUMMON, s[HDR_TURN_PLAYER])
        traits = summon_traits(s, db, action - ACT_SUMMON)
        if traits & ST_ONLY_BY_PROC or (traits & ST_PROC and proc_summonable(s, db, action - ACT_SUMMON,
                                                                             s[HDR_TURN_PLAYER])):
            return start_proc_summon(s, db, action - ACT_SUMMON, s[HDR_TURN_PLAYER])
        return start_summon(s, action - ACT_SUMMON, SUMMON_NORMAL)
    if action < ACT_FLIP_SUMMON:
        if db_get(db, s, action - ACT_SET, DB_TYPE) & TYPE_MONSTER:
            return start_summon(s, action - ACT_SET, SUMMON_SET)
        set_spell_trap(s, db, action - ACT_SET)
        return RC_OK
    if action < ACT_CHANGE_POSITION:
        return flip_summon(s, db, action - ACT_FLIP_SUMMON)
    if action < ACT_SELECT:
        change_position(s, db, action - ACT_CHANGE_POSITION)
        return RC_OK
    if card_get(s, action - ACT_ACTIVATE, CARD_LOCATION) == LOC_HAND and normal_card_proc_of(s, db, action - ACT_ACTIVATE) >= 0 \
            and proc_summonable(s, db, action - ACT_ACTIVATE, s[HDR_TURN_PLAYER]):
        return start_proc_summon(s, db, action - ACT_ACTIVATE, s[HDR_TURN_PLAYER])  # MR3 synchro
    return start_chain(s, s[HDR_TURN_PLAYER], action - ACT_ACTIVATE, CTX_OPEN_STATE)


cdef int main_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == MAIN_ASK:
        s[f + FRAME_STEP] = MAIN_ACT
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_MAIN)
    if step == MAIN_LEAVE:
        if s[f + FRAME_RESULT] == WINDOW_CHAINED:
            s[f + FRAME_STEP] = MAIN_ASK
            return RC_OK
        return_to_caller(s, s[f + MAIN_F_LEAVING])
        pop_frame(s)
        return RC_OK
    return act(s, db, f)


cdef bint battle_allowed(const int32_t* s) noexcept nogil:
    # A06: no Battle Phase in the first turn of the duel; E13: only from Main Phase 1; an
    # effect may forbid it this turn (Soul Exchange).
    if s[HDR_PHASE] != PHASE_MAIN1:
        return False
    if s[HDR_HAS_EFFECTS] and s[HDR_LINGER_LEN] and linger_active(s, LING_SKIP_BATTLE, s[HDR_TURN_PLAYER]):
        return False
    return s[HDR_TURN] > 1 or s[HDR_RULE_FIRST_TURN_BATTLE]


cdef enum:
    # A MainFacts word not read yet (the others are 0 or 1).
    NOT_READ = -1


cdef struct MainFacts:
    # What every card's actions depend on, read once per listing (extra_normal and
    # spell_zone_free only when a card needs them).
    int32_t player
    bint locked  # Scapegoat: no summons, Sets allowed
    bint summon_used
    int32_t extra_normal
    int32_t spell_zone_free
    int32_t room[MAX_TRIBUTES + 1]  # summon_room's answers


cdef struct HandLater:
    # The hand's actions that come later in the list, each kept ascending: its Sets, and the
    # MR3 synchro procedures listed among the activations.
    int32_t sets[CAP_PILE]
    int32_t n_sets
    int32_t procs[CAP_PILE]
    int32_t n_procs


cdef int32_t main_phase_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef MainFacts facts
    cdef HandLater later
    cdef int32_t n = 0, i
    facts.player = s[HDR_TURN_PLAYER]
    facts.locked = summon_locked(s, facts.player)
    facts.summon_used = this_turn(s, s[HDR_NORMAL_SUMMON_TURN])
    facts.extra_normal = NOT_READ
    facts.spell_zone_free = NOT_READ
    forget_room(facts.room)
    if battle_allowed(s):
        out[n] = ACT_TO_BATTLE; n += 1
    out[n] = ACT_TO_END; n += 1
    if s[HDR_PENDULUM_CARDS] and not facts.locked and can_pendulum_summon(s, db, facts.player):
        out[n] = ACT_PENDULUM_SUMMON; n += 1  # (pend) M10
    n = list_hand(s, db, &facts, out, n, &later)
    if not facts.locked and s[HDR_EXTRA_MONSTERS] & (XS_SYNCHRO | XS_XYZ):
        # MR3 (xyz): a Synchro or Xyz Summon is ACT_SUMMON on the Extra Deck monster (K01, L01).
        n = gen_extra_summons(s, db, facts.player, out, n)
    for i in range(later.n_sets):
        out[n] = later.sets[i]; n += 1
    n = list_field(s, db, &facts, out, n)
    n += gen_activations(s, db, facts.player, CTX_OPEN_STATE, out + n)
    for i in range(later.n_procs):
        # MR3 synchro: the procedure of a card that can also be Normal Summoned (Quickdraw
        # Synchron) is ACT_ACTIVATE on it, among the activations (kept ascending).
        if not has_action(out, n, ACT_ACTIVATE + later.procs[i]):
            n = insert_sorted(out, n, ACT_ACTIVATE + later.procs[i])
    return n


cdef int32_t list_hand(const int32_t* s, const int32_t* db, MainFacts* facts, int32_t* out, int32_t n,
                       HandLater* later) noexcept nogil:
    # One walk over the hand in pile order: its summons go to out[n:], its Sets and synchro
    # procedures to `later`, each kept ascending by card id. Returns the new end of out.
    cdef int32_t count = pile_count(s, facts.player, PILE_HAND)
    cdef const uint8_t* cells = pile_cards(s, facts.player, PILE_HAND)
    cdef int32_t i, card, types, flags, traits, n_summons = 0
    cdef bint normal
    later.n_sets = 0
    later.n_procs = 0
    for i in range(count):
        card = cells[i]
        types = db_get(db, s, card, DB_TYPE)
        flags = db_get(db, s, card, DB_FLAGS)
        traits = summon_traits(s, db, card)
        # G01: a monster that can be Normal Summoned now can be Set the same way.
        normal = (types & TYPE_MONSTER and not facts.summon_used and normal_summon_kind(s, types, flags, traits)
                  and summon_room(s, facts.player, tributes_needed(db_get(db, s, card, DB_LEVEL)), facts.room))
        if normal or (not types & TYPE_MONSTER and settable_spell_trap(s, facts, types, flags)):
            later.n_sets = insert_sorted(later.sets, later.n_sets, ACT_SET + card)
        if facts.locked:
            continue
        if summon_listed(s, db, facts, card, types, traits, normal):
            # A Nomi monster's ACT_SUMMON is its procedure; the procedure of a card that can
            # also be Normal Summoned (MR3 synchro: Quickdraw Synchron) is its ACT_ACTIVATE.
            n_summons = insert_sorted(out + n, n_summons, ACT_SUMMON + card)
        if traits & ST_NORMAL_PROC and s[HDR_HAS_EFFECTS] and proc_summonable(s, db, card, facts.player):
            later.n_procs = insert_sorted(later.procs, later.n_procs, card)
    return n + n_summons


cdef inline bint summon_listed(const int32_t* s, const int32_t* db, MainFacts* facts, int32_t card,
                               int32_t types, int32_t traits, bint normal) noexcept nogil:
    # A Normal Summon (not of a second copy of a unique card), a summon by the card's own
    # procedure, (sdmp) one without Tributes at a cost, or (synchro) an additional Normal Summon
    # granted by Synchron Carrier.
    return ((normal and not (traits & ST_UNIQUE and unique_blocked(s, db, card, facts.player)))
            or (traits & ST_PROC and proc_summonable(s, db, card, facts.player))
            or (traits & ST_HALVED and not facts.summon_used and halved_summonable(s, db, card))
            or (not normal and types & TYPE_MONSTER and extra_normal(s, db, facts)
                and extra_normal_summonable(s, db, card)
                and not (traits & ST_UNIQUE and unique_blocked(s, db, card, facts.player))))


cdef inline bint extra_normal(const int32_t* s, const int32_t* db, MainFacts* facts) noexcept nogil:
    # (synchro) Synchron Carrier: only a face-up granter on the field makes a second one possible.
    if facts.extra_normal == NOT_READ:
        facts.extra_normal = (s[HDR_HAS_EFFECTS] and facts.summon_used and not facts.locked
                              and extra_normal_possible(s, db))
    return facts.extra_normal


cdef inline bint settable_spell_trap(const int32_t* s, MainFacts* facts, int32_t types, int32_t flags) noexcept nogil:
    # can_set_spell_trap (proc/activation.pyx), with the free zone read once.
    if not types & (TYPE_SPELL | TYPE_TRAP) or not flags & DBF_PLAYABLE:
        return False
    if (types & (TYPE_SPELL | TYPE_FIELD)) == (TYPE_SPELL | TYPE_FIELD):
        return True
    if facts.spell_zone_free == NOT_READ:
        facts.spell_zone_free = free_spell_zone(s, facts.player) >= 0
    return facts.spell_zone_free


cdef int32_t list_field(const int32_t* s, const int32_t* db, MainFacts* facts, int32_t* out,
                        int32_t n) noexcept nogil:
    # One walk over the Monster Zones: the Flip Summons, then the changes of position, each
    # ascending by card id.
    cdef int32_t changes[CAP_MZONE]
    cdef int32_t i, card, n_flips = 0, n_changes = 0
    for i in range(CAP_MZONE):
        card = zone_card(s, facts.player, ZONE_MONSTER + i)
        if card == NO_CARD:
            continue
        if not facts.locked and can_flip_summon(s, db, card):
            n_flips = insert_sorted(out + n, n_flips, ACT_FLIP_SUMMON + card)
        elif can_change_position(s, db, card):
            n_changes = insert_sorted(changes, n_changes, ACT_CHANGE_POSITION + card)
    n += n_flips
    for i in range(n_changes):
        out[n] = changes[i]; n += 1
    return n


cdef inline bint has_action(const int32_t* out, int32_t n, int32_t action) noexcept nogil:
    cdef int32_t i
    for i in range(n):
        if out[i] == action:
            return True
    return False
