from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_CAPACITY, RC_OK
from ygo_core.actions cimport ACT_NO, ACT_SELECT, ACT_YES, DEC_TRIGGER_ORDER, DEC_YESNO, request_decision
from ygo_core.stack cimport pop_frame, push_frame, top_frame
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport filter_match
from ygo_core.proc.ids cimport PROC_ACTIVATE
from ygo_core.proc.activation cimport AC_F_CARD, AC_F_EFFECT, AC_F_EVENT_CARD, AC_F_PLAYER, can_resolve
from ygo_core.proc.window cimport WIN_F_HOLDER, WIN_F_PASSES
from ygo_core.proc.self_events cimport pendulum_trigger_fits, queue_self_triggers, queue_trigger


cdef bint event_filters_hold(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                             int32_t subject, int32_t related) noexcept nogil:
    # FXF_EVENT_FILTERED (sclause): the trigger's conditions on its event, while the event's
    # card (`subject`) and its related card are known (only the first is kept: HDR_EVENT_CARD,
    # and the queued entry keeps the related one); its other conditions wait for activation.
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef int32_t player = card_get(s, card, CARD_CONTROLLER)
    cdef const int32_t* insn
    cdef int32_t i, op
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        insn = code_at(db, at + i * INSN_WIDTH)
        op = insn[INSN_OP] & INSN_OP_MASK
        if op == COND_EVENT_CARD_FITS:
            if subject == NO_CARD or not filter_match(s, db, code_at(db, insn[INSN_A]), subject, player, card):
                return False
        elif op == COND_EVENT_RELATED_FITS:
            if related == NO_CARD or not filter_match(s, db, code_at(db, insn[INSN_A]), related, player, card):
                return False
        elif op == COND_EVENT_CARD_SUMMONED_BY:
            if subject == NO_CARD or card_get(s, subject, CARD_SUMMON_KIND) != insn[INSN_A]:
                return False
    return True


cdef int queue_card(int32_t* s, const int32_t* db, int32_t card, int32_t kind, int32_t subject,
                    int32_t related) noexcept nogil:
    # Q04: the card's triggers that answer the event; "self" triggers only their own.
    cdef int32_t k, fx, rc
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return RC_OK
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) != FXK_TRIGGER or not fx_get(db, fx, FX_EVENTS) & kind:
            continue
        if fx_get(db, fx, FX_EVENTS) & EV_FOE_HAND:
            continue  # MR3 quick: a hand trigger answers from the hand only (queue_hand_triggers)
        if fx_get(db, fx, FX_FLAGS) & FXF_SELF_EVENT and card != subject:
            continue
        if fx_get(db, fx, FX_FLAGS) & FXF_OTHER_EVENT and card == subject:
            continue
        if fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM:
            continue  # M03: a Pendulum Effect does not answer from a Monster Zone
        if fx_get(db, fx, FX_FLAGS) & FXF_EVENT_FILTERED and not event_filters_hold(s, db, fx, card, subject, related):
            continue
        rc = queue_trigger(s, fx, card, card_get(s, card, CARD_CONTROLLER),
                           related if related != NO_CARD else subject)
        if rc < 0:
            return rc
    return RC_OK


cdef inline int32_t field_zones(const int32_t* s) noexcept nogil:
    # The zones of a player whose face-up cards answer events: the Monster Zones, and the Spell
    # & Trap and Field Zones (they follow) when the duel has Spell/Trap triggers.
    return CAP_MZONE + (CAP_SZONE + 1 if s[HDR_SPELL_TRIGGERS] else 0)


cdef int32_t answering_cards(const int32_t* s, const int32_t* db, int32_t kinds, int32_t* out) noexcept nogil:
    # The face-up cards where raise_event looks that have a trigger for one of the events
    # `kinds`, in the order it visits them.
    cdef int32_t p, i, card, n = 0
    for p in range(N_PLAYERS):
        for i in range(field_zones(s)):
            card = zone_card(s, p, ZONE_MONSTER + i)
            if card != NO_CARD and db_get(db, s, card, DB_TRIGGER_EVENTS) & kinds \
                    and is_face_up(card_get(s, card, CARD_POSITION)):
                out[n] = card
                n += 1
    return n


cdef int raise_event(int32_t* s, const int32_t* db, int32_t kind, int32_t subject, int32_t related,
                     int32_t player) noexcept nogil:
    return answer_event(s, db, kind, subject, related, player, NULL, 0)


cdef int answer_event(int32_t* s, const int32_t* db, int32_t kind, int32_t subject, int32_t related,
                      int32_t player, const int32_t* answering, int32_t n_answering) noexcept nogil:
    # Q04: face-up monsters whose trigger answers the event, and face-up Spells and Traps with
    # one when the duel has any (HDR_SPELL_TRIGGERS: Card of Safe Return); when the caller
    # already listed the cards that may answer (answering_cards), only those are visited.
    # A card the event moved off the field (destroyed by battle and sent to the GY) answers
    # its own events from there.
    cdef int32_t p, i, card, rc
    s[HDR_EVENT] = kind
    s[HDR_EVENT_CARD] = subject
    s[HDR_EVENT_PLAYER] = player
    if not s[HDR_TRIGGER_EVENTS] & kind:
        return RC_OK  # no card of the duel answers it
    if answering != NULL:
        for i in range(n_answering):
            if db_get(db, s, answering[i], DB_TRIGGER_EVENTS) & kind:
                rc = queue_card(s, db, answering[i], kind, subject, related)
                if rc < 0:
                    return rc
    else:
        for p in range(N_PLAYERS):
            for i in range(field_zones(s)):
                card = zone_card(s, p, ZONE_MONSTER + i)
                if card == NO_CARD or not db_get(db, s, card, DB_TRIGGER_EVENTS) & kind \
                        or not is_face_up(card_get(s, card, CARD_POSITION)):
                    continue
                rc = queue_card(s, db, card, kind, subject, related)
                if rc < 0:
                    return rc
    if s[HDR_TRIGGER_EVENTS] & EV_FOE_HAND:
        rc = queue_hand_triggers(s, db, kind, subject, related, player)
        if rc < 0:
            return rc
    if subject != NO_CARD and card_get(s, subject, CARD_LOCATION) == LOC_GY:
        return queue_self_only(s, db, subject, kind, related)
    return RC_OK


cdef int queue_hand_triggers(int32_t* s, const int32_t* db, int32_t kind, int32_t subject,
                             int32_t related, int32_t player) noexcept nogil:
    # MR3 quick (EV_FOE_HAND): the triggers of the cards in the hand of the opponent of the
    # event's `player` that answer it from there (Chaos Hunter: "when your opponent Special Summons").
    cdef int32_t i, k, card, fx, rc
    if player != 0 and player != 1:
        return RC_OK  # an event of no player (the rules')
    player = opponent(player)
    for i in range(pile_count(s, player, PILE_HAND)):
        card = pile_card(s, player, PILE_HAND, i)
        if not db_get(db, s, card, DB_TRIGGER_EVENTS) & kind or not db_get(db, s, card, DB_TRIGGER_EVENTS) & EV_FOE_HAND:
            continue
        for k in range(effect_count(db, s, card)):
            fx = first_effect(db, s, card) + k
            if fx_get(db, fx, FX_KIND) == FXK_TRIGGER and fx_get(db, fx, FX_EVENTS) & kind \
                    and fx_get(db, fx, FX_EVENTS) & EV_FOE_HAND:
                rc = queue_trigger(s, fx, card, player, related if related != NO_CARD else subject)
                if rc < 0:
                    return rc
    return RC_OK


cdef int queue_self_only(int32_t* s, const int32_t* db, int32_t card, int32_t kind,
                         int32_t related) noexcept nogil:
    # Only "this card" triggers answer from the GY (Q05: the GY is a public place).
    cdef int32_t k, fx, rc
    if not db_get(db, s, card, DB_TRIGGER_EVENTS) & kind:
        return RC_OK
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_TRIGGER and fx_get(db, fx, FX_EVENTS) & kind \
                and fx_get(db, fx, FX_FLAGS) & FXF_SELF_EVENT and not fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM \
                and (not fx_get(db, fx, FX_FLAGS) & FXF_EVENT_FILTERED or event_filters_hold(s, db, fx, card, card, related)):
            rc = queue_trigger(s, fx, card, card_get(s, card, CARD_CONTROLLER),
                               related if related != NO_CARD else card)
            if rc < 0:
                return rc
    return RC_OK


cdef bint spell_trap_with_trigger(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t k
    if not db_get(db, s, card, DB_TYPE) & (TYPE_SPELL | TYPE_TRAP):
        return False
    for k in range(effect_count(db, s, card)):
        if fx_get(db, first_effect(db, s, card) + k, FX_KIND) == FXK_TRIGGER:
            return True
    return False


cdef void note_last_end_phase_event(int32_t* s, int32_t kinds) noexcept nogil:
    # What raise_end_phase's events leave behind when no card answers them (speed, issue 12):
    # the event words of the last one raised (answer_event), the last face-up monster visited.
    cdef int32_t k, card
    for k in range(2 * CAP_MZONE - 1, -1, -1):  # the visiting order, backwards
        card = zone_card(s, s[HDR_TURN_PLAYER] if k < CAP_MZONE else opponent(s[HDR_TURN_PLAYER]),
                         ZONE_MONSTER + k % CAP_MZONE)
        if card != NO_CARD and is_face_up(card_get(s, card, CARD_POSITION)):
            s[HDR_EVENT] = kinds if k < CAP_MZONE else EV_END_PHASE_ANY
            s[HDR_EVENT_CARD] = card
            s[HDR_EVENT_PLAYER] = s[HDR_TURN_PLAYER]
            return


cdef int raise_end_phase(int32_t* s, const int32_t* db) noexcept nogil:
    # E15: "during your End Phase" (EV_END_PHASE) for each of the turn player's face-up
    # monsters, then "during each End Phase" (EV_END_PHASE_ANY) for the opponent's, each
    # monster the event's card. Queueing moves no card, so the cards that may answer are
    # listed once, not walked for every event (speed).
    cdef int32_t cards[N_PLAYERS * (CAP_MZONE + CAP_SZONE + 1)]
    cdef int32_t kinds = EV_END_PHASE | EV_END_PHASE_ANY
    cdef int32_t n = answering_cards(s, db, kinds, cards) if s[HDR_TRIGGER_EVENTS] & kinds else 0
    cdef int32_t k, p, card, rc
    if n == 0 and not s[HDR_TRIGGER_EVENTS] & EV_FOE_HAND:
        note_last_end_phase_event(s, kinds)  # no card answers: only the event words change
        return RC_OK
    for k in range(2 * CAP_MZONE):  # the turn player's monsters, then the opponent's
        p = s[HDR_TURN_PLAYER] if k < CAP_MZONE else opponent(s[HDR_TURN_PLAYER])
        card = zone_card(s, p, ZONE_MONSTER + k % CAP_MZONE)
        if card != NO_CARD and is_face_up(card_get(s, card, CARD_POSITION)):
            rc = answer_event(s, db, kinds if k < CAP_MZONE else EV_END_PHASE_ANY, card, NO_CARD,
                              s[HDR_TURN_PLAYER], cards, n)
            if rc < 0:
                return rc
    return RC_OK


cdef int raise_pendulum_end_phase(int32_t* s, const int32_t* db) noexcept nogil:
    # (oddeyes) E15, M03: "during your End Phase" Pendulum Effects of the cards in the turn
    # player's Pendulum Zones (Odd-Eyes Pendulum Dragon); each card answers for itself.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t i, card
    cdef int rc
    if not s[HDR_TRIGGER_EVENTS] & EV_END_PHASE:
        return RC_OK
    for i in range(CAP_PZONE):
        card = zone_card(s, player, ZONE_PENDULUM + i)
        if card != NO_CARD:
            rc = queue_self_triggers(s, db, card, EV_END_PHASE, player)
            if rc < 0:
                return rc
    return RC_OK


cdef int raise_standby(int32_t* s, const int32_t* db) noexcept nogil:
    # E10: "during your Standby Phase" effects of the turn player's cards: face-up on the field
    # (Monster Zones, and Spell & Trap Zones when the duel has Spell/Trap triggers) and in the
    # GY (Sinister Serpent). One event; each card answers for itself, so a card's trigger is
    # queued once however many cards there are.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t i, card
    cdef int rc
    s[HDR_EVENT] = EV_STANDBY_PHASE
    s[HDR_EVENT_CARD] = NO_CARD
    s[HDR_EVENT_PLAYER] = player
    if not s[HDR_TRIGGER_EVENTS] & EV_STANDBY_PHASE:
        return RC_OK  # no card of the duel answers it
    for i in range(field_zones(s)):
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card != NO_CARD and is_face_up(card_get(s, card, CARD_POSITION)):
            rc = queue_self_triggers(s, db, card, EV_STANDBY_PHASE, player)
            if rc < 0:
                return rc
    for i in range(pile_count(s, player, PILE_GY)):
        rc = queue_self_triggers(s, db, pile_card(s, player, PILE_GY, i), EV_STANDBY_PHASE, player)
        if rc < 0:
            return rc
    return RC_OK


cdef enum:
    # Q06, E10, E15: the events of phase-timed triggers ("during the Standby Phase", "during
    # the End Phase", in either GY too). Such triggers are not simultaneous with each other:
    # each is activated and resolved in a chain of its own, turn player first.
    PHASE_EVENTS = EV_STANDBY_PHASE | EV_END_PHASE | EV_END_PHASE_ANY | EV_END_PHASE_IN_GY


cdef inline bint phase_timed(const int32_t* s, const int32_t* db, int32_t t) noexcept nogil:
    return (fx_get(db, (<int16_t*>s)[t + TRIG_EFFECT], FX_EVENTS) & PHASE_EVENTS) != 0


cdef bint in_pass(const int32_t* s, const int32_t* db, int32_t f, int32_t t) noexcept nogil:
    # W07: pass 0/1 mandatory (turn player, then opponent), pass 2/3 optional likewise. Entries
    # already handled have TRIG_EFFECT -1. Q06: the phase-timed entries wait for a scan of
    # their own (TR_F_PHASE), after the others' chain.
    cdef bint mandatory
    cdef int32_t pass_ = s[f + TR_F_PASS]
    cdef int32_t who = s[HDR_TURN_PLAYER] if pass_ % 2 == 0 else opponent(s[HDR_TURN_PLAYER])
    if (<int16_t*>s)[t + TRIG_EFFECT] < 0 or (<int16_t*>s)[t + TRIG_PLAYER] != who:
        return False
    mandatory = fx_get(db, (<int16_t*>s)[t + TRIG_EFFECT], FX_FLAGS) & FXF_MANDATORY
    return mandatory == (pass_ < 2) and phase_timed(s, db, t) == (s[f + TR_F_PHASE] != 0)


cdef bint still_live(const int32_t* s, const int32_t* db, int32_t t) noexcept nogil:
    # Q05: not from a hidden place; U08: its targets must exist; U10c: an optional "when"
    # trigger misses the timing when something else happened after its event.
    cdef int32_t card = (<int16_t*>s)[t + TRIG_CARD]
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    cdef int32_t fx = (<int16_t*>s)[t + TRIG_EFFECT]
    if fx_get(db, fx, FX_EVENTS) & EV_FOE_HAND:
        if location != LOC_HAND:
            return False  # MR3 quick: a hand trigger whose card left the hand
    elif location == LOC_HAND or location == LOC_DECK:
        return False
    if fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM and location != LOC_PZONE:
        return False  # (oddeyes) M03: a Pendulum Effect's card left its Pendulum Zone
    if fx_get(db, fx, FX_FLAGS) & FXF_WHEN and not s[HDR_EVENT] & fx_get(db, fx, FX_EVENTS):
        return False
    return can_resolve(s, db, (<int16_t*>s)[t + TRIG_EFFECT], card, (<int16_t*>s)[t + TRIG_PLAYER])


cdef int32_t candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t* out) noexcept nogil:
    # Live entries of the frame's ordering pass, as queue indices.
    cdef int32_t i, t, n = 0
    for i in range(s[HDR_TRIGGER_LEN]):
        t = trigger_offset(i)
        if in_pass(s, db, f, t) and still_live(s, db, t):
            if out != NULL:
                out[n] = i
            n += 1
    return n


cdef bint phase_entries_left(const int32_t* s, const int32_t* db) noexcept nogil:
    # Q06: a phase-timed entry not yet handled.
    cdef int32_t i
    if not s[HDR_TRIGGER_EVENTS] & PHASE_EVENTS:
        return False  # no card of the duel has a phase-timed trigger
    for i in range(s[HDR_TRIGGER_LEN]):
        if (<int16_t*>s)[trigger_offset(i) + TRIG_EFFECT] >= 0 and phase_timed(s, db, trigger_offset(i)):
            return True
    return False


cdef int place(int32_t* s, int32_t f, int32_t t) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_ACTIVATE, 0)
    if g < 0:
        return g
    s[g + AC_F_CARD] = (<int16_t*>s)[t + TRIG_CARD]
    s[g + AC_F_PLAYER] = (<int16_t*>s)[t + TRIG_PLAYER]
    s[g + AC_F_EFFECT] = (<int16_t*>s)[t + TRIG_EFFECT]
    s[g + AC_F_EVENT_CARD] = (<int16_t*>s)[t + TRIG_EVENT_CARD]
    (<int16_t*>s)[t + TRIG_EFFECT] = -1
    s[f + TR_F_PLACED] += 1
    s[f + TR_F_LAST] = (<int16_t*>s)[t + TRIG_PLAYER]
    return RC_OK


cdef void finish(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # W04: after the last link placed, the other player holds priority in the window below.
    # Q06: once a link is placed, the phase-timed entries not yet handled stay queued for the
    # chains after this one (resolve.pyx puts them on when it ends); the rest is dropped.
    cdef int32_t w = f - FRAME_WIDTH
    cdef int32_t i, k, t, kept = 0
    if s[f + TR_F_PLACED] > 0:
        s[w + WIN_F_HOLDER] = opponent(s[f + TR_F_LAST])
        s[w + WIN_F_PASSES] = 0
        for i in range(s[HDR_TRIGGER_LEN] if s[HDR_TRIGGER_EVENTS] & PHASE_EVENTS else 0):
            t = trigger_offset(i)
            if (<int16_t*>s)[t + TRIG_EFFECT] >= 0 and phase_timed(s, db, t):
                for k in range(TRIGGER_WIDTH):
                    (<int16_t*>s)[trigger_offset(kept) + k] = (<int16_t*>s)[t + k]
                kept += 1
    for i in range(kept, s[HDR_TRIGGER_LEN]):
        for k in range(TRIGGER_WIDTH):
            (<int16_t*>s)[trigger_offset(i) + k] = 0
    s[HDR_TRIGGER_LEN] = kept
    pop_frame(s)


cdef int handle(int32_t* s, const int32_t* db, int32_t f, int32_t i) noexcept nogil:
    # U09: a mandatory trigger goes on the chain; an optional one asks its controller.
    cdef int32_t t = trigger_offset(i)
    if fx_get(db, (<int16_t*>s)[t + TRIG_EFFECT], FX_FLAGS) & FXF_MANDATORY:
        return place(s, f, t)
    s[f + TR_F_INDEX] = i
    s[f + FRAME_STEP] = TR_ANSWER
    return request_decision(s, (<int16_t*>s)[t + TRIG_PLAYER], DEC_YESNO)


cdef int32_t chosen_entry(const int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t live[CAP_TRIGGERS]
    cdef int32_t n = candidates(s, db, f, live)
    cdef int32_t i
    for i in range(n):
        if (<int16_t*>s)[trigger_offset(live[i]) + TRIG_CARD] == s[HDR_ACTION] - ACT_SELECT:
            return live[i]
    return live[0]


cdef int triggers_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t live[CAP_TRIGGERS]
    cdef int32_t t, n
    if s[f + FRAME_STEP] == TR_ANSWER:
        s[f + FRAME_STEP] = TR_SCAN
        t = trigger_offset(s[f + TR_F_INDEX])
        if s[HDR_ACTION] == ACT_YES:
            return place(s, f, t)
        (<int16_t*>s)[t + TRIG_EFFECT] = -1
        return RC_OK
    if s[f + FRAME_STEP] == TR_ORDER:
        s[f + FRAME_STEP] = TR_SCAN
        return handle(s, db, f, chosen_entry(s, db, f))
    if s[f + TR_F_PHASE] and s[f + TR_F_PLACED] > 0:
        finish(s, db, f)  # Q06: one phase-timed trigger a chain
        return RC_OK
    while True:
        while s[f + TR_F_PASS] < 4:
            n = candidates(s, db, f, live)
            if n == 0:
                s[f + TR_F_PASS] += 1
                continue
            if n == 1:
                return handle(s, db, f, live[0])
            # W10: the player orders their own simultaneous triggers of one class.
            s[f + FRAME_STEP] = TR_ORDER
            return request_decision(s, (<int16_t*>s)[trigger_offset(live[0]) + TRIG_PLAYER], DEC_TRIGGER_ORDER)
        if s[f + TR_F_PHASE] or s[f + TR_F_PLACED] > 0 or not phase_entries_left(s, db):
            break
        # Q06: nothing else went on a chain; the phase-timed entries are scanned now.
        s[f + TR_F_PHASE] = 1
        s[f + TR_F_PASS] = 0
    finish(s, db, f)
    return RC_OK


cdef int32_t yesno_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    out[0] = ACT_YES
    out[1] = ACT_NO
    return 2


cdef int32_t order_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    cdef int32_t live[CAP_TRIGGERS]
    cdef int32_t n = candidates(s, db, f, live)
    cdef int32_t i, j, k = 0, action
    cdef bint seen
    for i in range(n):
        action = ACT_SELECT + (<int16_t*>s)[trigger_offset(live[i]) + TRIG_CARD]
        seen = False
        for j in range(k):
            seen = seen or out[j] == action  # two triggers of one card: one action
        if not seen:
            k = insert_sorted(out, k, action)
    return k
