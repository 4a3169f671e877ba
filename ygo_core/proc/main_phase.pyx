from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport *
from ygo_core.stack cimport FRAME_RESULT, pop_frame, push_frame, return_to_caller
from ygo_core.vm.opcodes cimport LING_SKIP_BATTLE
from ygo_core.proc.ids cimport PROC_SUMMON
from ygo_core.proc.turn cimport NEXT_BATTLE, NEXT_END
from ygo_core.proc.move cimport sorted_cards
from ygo_core.proc.summon cimport (
    SUMMON_F_CARD, SUMMON_F_MODE, SUMMON_F_PLAYER, extra_normal_possible, extra_normal_summonable, halved_summonable,
)
from ygo_core.proc.tribute cimport summonable_now
from ygo_core.proc.move cimport free_spell_zone
from ygo_core.proc.position cimport (
    can_change_position, can_flip_summon, change_position, flip_summon,
)
from ygo_core.proc.activation cimport CTX_OPEN_STATE, can_set_spell_trap, gen_activations, set_spell_trap
from ygo_core.proc.continuous cimport linger_active
from ygo_core.proc.window cimport WF_RETURN_AFTER_CHAIN, WINDOW_CHAINED, open_window, start_chain
from ygo_core.vm.ops_summons cimport normal_card_proc_of, only_by_proc, summon_locked, summon_proc_of
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
        if only_by_proc(s, db, action - ACT_SUMMON) or (summon_proc_of(s, db, action - ACT_SUMMON) >= 0
                                                       and proc_summonable(s, db, action - ACT_SUMMON, s[HDR_TURN_PLAYER])):
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
    if s[HDR_HAS_EFFECTS] and linger_active(s, LING_SKIP_BATTLE, s[HDR_TURN_PLAYER]):
        return False
    return s[HDR_TURN] > 1 or s[HDR_RULE_FIRST_TURN_BATTLE]


cdef int32_t main_phase_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t hand[CAP_PILE]
    cdef bint normal[CAP_PILE]
    cdef int32_t field[CAP_MZONE]
    cdef int32_t n = 0, i, n_hand, n_field, card, types
    cdef bint locked = summon_locked(s, player)  # Scapegoat: no summons, Sets allowed
    cdef bint summon_used = this_turn(s, s[HDR_NORMAL_SUMMON_TURN])
    # (synchro) Synchron Carrier: only a face-up granter on the field makes a second one possible.
    cdef bint extra_normal = (s[HDR_HAS_EFFECTS] and summon_used and not locked
                              and extra_normal_possible(s, db))
    cdef int32_t spell_zone_free = -1  # free_spell_zone >= 0, read once (-1: not read yet)
    cdef bint with_effects
    if battle_allowed(s):
        out[n] = ACT_TO_BATTLE; n += 1
    out[n] = ACT_TO_END; n += 1
    if s[HDR_PENDULUM_CARDS] and not locked and can_pendulum_summon(s, db, player):
        out[n] = ACT_PENDULUM_SUMMON; n += 1  # (pend) M10
    n_hand = sorted_cards(s, player, False, hand)
    for i in range(n_hand):
        card = hand[i]
        types = db_get(db, s, card, DB_TYPE)
        # G01: a monster that can be Normal Summoned now can be Set the same way.
        normal[i] = types & TYPE_MONSTER and not summon_used and summonable_now(s, db, card, player)
        if locked:
            continue
        # A card without effects has no procedure, no halving rule and no uniqueness rule.
        with_effects = db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT
        if ((normal[i] and not (with_effects and unique_blocked(s, db, card, player)))
                or (with_effects and summon_proc_of(s, db, card) >= 0 and proc_summonable(s, db, card, player))
                or (with_effects and not summon_used and halved_summonable(s, db, card))
                or (extra_normal and not normal[i] and types & TYPE_MONSTER
                    and extra_normal_summonable(s, db, card) and not (with_effects and unique_blocked(s, db, card, player)))):
            # A Nomi monster's ACT_SUMMON is its procedure; the procedure of a card that can
            # also be Normal Summoned (MR3 synchro: Quickdraw Synchron) is its ACT_ACTIVATE.
            out[n] = ACT_SUMMON + card; n += 1
    if not locked and s[HDR_EXTRA_MONSTERS] & (XS_SYNCHRO | XS_XYZ):
        # MR3 (xyz): a Synchro or Xyz Summon is ACT_SUMMON on the Extra Deck monster (K01, L01).
        n = gen_extra_summons(s, db, player, out, n)
    for i in range(n_hand):
        card = hand[i]
        types = db_get(db, s, card, DB_TYPE)
        if types & TYPE_MONSTER:
            if normal[i]:
                out[n] = ACT_SET + card; n += 1
        elif types & (TYPE_SPELL | TYPE_TRAP) and db_get(db, s, card, DB_FLAGS) & DBF_PLAYABLE:
            # can_set_spell_trap, with the free zone read once
            if (types & (TYPE_SPELL | TYPE_FIELD)) == (TYPE_SPELL | TYPE_FIELD):
                out[n] = ACT_SET + card; n += 1
            else:
                if spell_zone_free < 0:
                    spell_zone_free = 1 if free_spell_zone(s, player) >= 0 else 0
                if spell_zone_free:
                    out[n] = ACT_SET + card; n += 1
    n_field = sorted_cards(s, player, True, field)
    for i in range(n_field if not locked else 0):
        if can_flip_summon(s, db, field[i]):
            out[n] = ACT_FLIP_SUMMON + field[i]; n += 1
    for i in range(n_field):
        if can_change_position(s, db, field[i]):
            out[n] = ACT_CHANGE_POSITION + field[i]; n += 1
    n += gen_activations(s, db, player, CTX_OPEN_STATE, out + n)
    for i in range(n_hand if s[HDR_HAS_EFFECTS] and not locked else 0):
        # MR3 synchro: the procedure of a card that can also be Normal Summoned (Quickdraw
        # Synchron) is ACT_ACTIVATE on it, among the activations (kept ascending).
        if normal_card_proc_of(s, db, hand[i]) >= 0 and proc_summonable(s, db, hand[i], player) \
                and not has_action(out, n, ACT_ACTIVATE + hand[i]):
            n = insert_sorted(out, n, ACT_ACTIVATE + hand[i])
    return n


cdef inline bint has_action(const int32_t* out, int32_t n, int32_t action) noexcept nogil:
    cdef int32_t i
    for i in range(n):
        if out[i] == action:
            return True
    return False
