from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_DECIDE, RC_OK
from ygo_core.stack cimport pop_frame, push_frame, runs_on
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get, mode_head, once_key
from ygo_core.vm.conditions cimport conditions_still_hold
from ygo_core.vm.operations cimport OP_FRAME_PUSHED, resume_op, run_op
from ygo_core.proc.ids cimport PROC_RESOLVE, PROC_TRIGGERS
from ygo_core.proc.move cimport move_to_pile
from ygo_core.vm.ops_burn cimport end_chain_spares
from ygo_core.proc.continuous cimport destroyed_when_targeted, drop_linger_value
from ygo_core.vm.ops_locks cimport spell_proof


cdef bint source_still_there(const int32_t* s, int32_t link) noexcept nogil:
    # R09, R12-R13, S08: an effect of a face-up Continuous/Equip/Field card, or such a card's
    # activation, does nothing if the card left the field (or turned face-down) in response.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return (card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT]
            and (card_get(s, card, CARD_LOCATION) == LOC_SZONE or card_get(s, card, CARD_LOCATION) == LOC_FZONE
                 or card_get(s, card, CARD_LOCATION) == LOC_PZONE)
            and card_get(s, card, CARD_POSITION) == POS_FACEUP)


cdef bint link_resolves(const int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    # X01: a negated link, or one whose "to activate and to resolve" condition no longer holds
    # (Q14), does nothing; its card still leaves the field as usual once the chain is done (W11).
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    if (<int16_t*>s)[link + LINK_FLAGS] & (LF_NEGATED | LF_EFFECT_NEGATED):
        return False
    if not conditions_still_hold(s, db, fx, (<int16_t*>s)[link + LINK_CARD], (<int16_t*>s)[link + LINK_PLAYER]):
        return False
    if s[HDR_LOCKS] & LOCK_NEGATION and effects_negated(s, (<int16_t*>s)[link + LINK_CARD]) \
            and card_get(s, (<int16_t*>s)[link + LINK_CARD], CARD_STINT) == (<int16_t*>s)[link + LINK_STINT]:
        return False  # APPLY_NEGATE: its card is face-up on the field and negated (Skill Drain)
    # FXF_STAYS: the activation of a Continuous/Equip/Field card, or a trigger of one (Card of
    # Safe Return), which likewise needs its card still face-up there.
    # (pend) M06: a Pendulum Effect does not resolve once its card left the Pendulum Zone.
    if fx_get(db, mode_head(db, fx), FX_KIND) == FXK_EFFECT or fx_get(db, fx, FX_FLAGS) & (FXF_STAYS | FXF_PENDULUM):
        return source_still_there(s, link)
    return True


cdef void give_back_card_once(int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    # AH04 (p.155): "you can only activate 1 [name] per turn" does not count a Spell/Trap Card's
    # activation that was negated: another copy may be activated this turn. A negated effect
    # (LF_EFFECT_NEGATED) or an effect's negated activation still counts (AH02-AH03, AH07).
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    if ((<int16_t*>s)[link + LINK_FLAGS] & LF_NEGATED and fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN
            and fx_get(db, mode_head(db, fx), FX_KIND) == FXK_CARD):
        drop_linger_value(s, LING_ONCE_USED, (<int16_t*>s)[link + LINK_PLAYER], once_key(db, fx))


cdef int next_link(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t i = s[f + RS_F_LINK]
    if i < 0:
        s[f + FRAME_STEP] = RS_END
        return RC_OK
    s[HDR_EVENT] = 0  # the resolution becomes the last thing that happened (U10)
    s[f + RS_F_PC] = 0
    s[f + RS_F_SUB] = 0
    s[f + RS_F_DONE] = 1
    give_back_card_once(s, db, link_offset(i))
    if link_resolves(s, db, link_offset(i)) and not (
            s[HDR_LOCKS] & LOCK_SPELL_PROOF and spell_proof(s, db, link_offset(i))):
        s[f + FRAME_STEP] = RS_OP
    else:
        s[f + RS_F_LINK] = i - 1
    return RC_OK


cdef int after_op(int32_t* s, int32_t f, int rc) noexcept nogil:
    if rc == RC_DECIDE:
        s[f + FRAME_STEP] = RS_RESUME
        return rc
    if rc < 0:
        return rc
    s[f + FRAME_STEP] = RS_OP
    s[f + RS_F_PC] += 1
    s[f + RS_F_SUB] = 0
    return RC_OK  # OP_FRAME_PUSHED: the pushed procedure runs first, then the next instruction


cdef void destroy_targeted(int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    # APPLY_DESTROYED_WHEN_TARGETED (Spirit Reaper): once a link that targeted such a monster
    # has resolved, the monster is destroyed if it is still that face-up card (a new stint or
    # a face-down card is not; a negated link never resolved, so it does not count).
    cdef int32_t i, card
    for i in range((<int16_t*>s)[link + LINK_N_TARGETS]):
        card = (<int16_t*>s)[link + LINK_TARGETS + i]
        if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_TARGET_STINTS + i] \
                and card_get(s, card, CARD_LOCATION) == LOC_MZONE \
                and is_face_up(card_get(s, card, CARD_POSITION)) and destroyed_when_targeted(s, db, card):
            move_to_pile(s, db, card, PILE_GY)


cdef int step_op(int32_t* s, const int32_t* db, int32_t f, bint resume) noexcept nogil:
    cdef int32_t link = link_offset(s[f + RS_F_LINK])
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    cdef const int32_t* insn
    if s[f + RS_F_PC] >= fx_get(db, fx, FX_N_OPS):
        if applier_active(s, APPLY_DESTROYED_WHEN_TARGETED):
            destroy_targeted(s, db, link)
        s[f + RS_F_LINK] -= 1
        s[f + FRAME_STEP] = RS_LINK
        return RC_OK
    insn = code_at(db, fx_get(db, fx, FX_OPS) + s[f + RS_F_PC] * INSN_WIDTH)
    if resume:
        return after_op(s, f, resume_op(s, db, f, link, insn))
    if insn[INSN_OP] & INSN_IF_DONE and not s[f + RS_F_DONE]:
        return after_op(s, f, RC_OK)  # T04: the part it depends on did not happen
    s[f + RS_F_DONE] = 0
    return after_op(s, f, run_op(s, db, f, link, insn))


cdef void clear_chain(int32_t* s, const int32_t* db) noexcept nogil:
    # W11: Spells and Traps that do not stay go to the GY together once the chain is done; an
    # Equip Spell that never got equipped goes too (R10).
    cdef int32_t i, k, link, card, fx
    for i in range(s[HDR_CHAIN_LEN]):
        link = link_offset(i)
        card = (<int16_t*>s)[link + LINK_CARD]
        fx = (<int16_t*>s)[link + LINK_EFFECT]
        if (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION and card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] \
                and card_get(s, card, CARD_POSITION) == POS_FACEUP:
            # R04, S04: a card whose activation was negated goes to the GY even if it would stay.
            if not fx_get(db, fx, FX_FLAGS) & FXF_STAYS or (<int16_t*>s)[link + LINK_FLAGS] & LF_NEGATED or (
                    fx_get(db, fx, FX_FLAGS) & FXF_EQUIP and card_get(s, card, CARD_EQUIPPED_TO) == NO_CARD):
                move_to_pile(s, db, card, PILE_GY)
    for i in range(s[HDR_CHAIN_LEN] * CHAIN_LINK_WIDTH):
        (<int16_t*>s)[CHAIN_BASE + i] = 0
    s[HDR_CHAIN_LEN] = 0
    if s[HDR_LINGER_LEN]:
        end_chain_spares(s)  # burn: Fake Trap's sparing was for this chain's links


cdef int resolve_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # A link's operations follow one another in place while nothing waits for the driver (runs_on).
    cdef int rc = resolve_once(s, db, f)
    while rc == RC_OK and runs_on(s, f, PROC_RESOLVE):
        rc = resolve_once(s, db, f)
    return rc


cdef int resolve_once(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t g
    if step == RS_LINK:
        return next_link(s, db, f)
    if step == RS_OP:
        return step_op(s, db, f, False)
    if step == RS_RESUME:
        return step_op(s, db, f, True)
    clear_chain(s, db)
    pop_frame(s)
    if s[HDR_TRIGGER_LEN] > 0:  # W06: triggers that happened during the chain go on now
        g = push_frame(s, PROC_TRIGGERS, 0)
        if g < 0:
            return g
    return RC_OK
