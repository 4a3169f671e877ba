# MR3 quick family: the core of the family's words (ops_quick.pxd, opcodes.pxd).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.proc.move cimport move_to_pile
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers, filter_match
from ygo_core.proc.continuous cimport add_linger, linger_active
from ygo_core.proc.life cimport lose_life
from ygo_core.proc.self_events cimport queue_trigger
from ygo_core.vm.access cimport effect_count, first_effect

cdef enum:
    # CARD_REVEALED: both players' bits (C15), as vm/operations.pyx's reveal.
    SEEN_BY_BOTH = 3


cdef bint summons_in(const int32_t* db, int32_t fx) noexcept nogil:
    # H16: does the effect's resolution Special Summon? The compiler gives every such effect
    # COND_CAN_SPECIAL_SUMMON (U08); OP_EACH_REVIVES and OP_EXCAVATE_SUMMON summon too.
    cdef int32_t i, op
    for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
        if code_at(db, fx_get(db, fx, FX_CONDITION) + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == COND_CAN_SPECIAL_SUMMON:
            return True
    for i in range(fx_get(db, fx, FX_N_OPS)):
        op = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK
        if op == OP_EACH_REVIVES or op == OP_EXCAVATE_SUMMON:
            return True
    return False


cdef bint quick_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t card
    if op == COND_FOE_MAIN_PHASE:
        return s[HDR_TURN_PLAYER] != player and (s[HDR_PHASE] == PHASE_MAIN1 or s[HDR_PHASE] == PHASE_MAIN2)
    if op == COND_SUMMONS_BELOW:
        return s[HDR_CHAIN_LEN] > 0 and summons_in(
            db, (<int16_t*>s)[link_offset(s[HDR_CHAIN_LEN] - 1) + LINK_EFFECT])
    if op == COND_FOE_SUMMONED_EFFECT_BELOW:
        return s[HDR_CHAIN_LEN] > 0 and foe_summoned_effect(s, db, link_offset(s[HDR_CHAIN_LEN] - 1), player)
    if op == COND_OWN_BATTLER_CALCULATING:
        card = own_battler(s, player)
        return card != NO_CARD and not s[HDR_DAMAGE_CALCULATED] \
            and filter_match(s, db, code_at(db, insn[INSN_A]), card, player, NO_CARD)
    if op == COND_FOE_FACEUP_SPELL_EFFECT_BELOW:
        return s[HDR_CHAIN_LEN] > 0 and foe_spell_effect(s, link_offset(s[HDR_CHAIN_LEN] - 1), player)
    return False


cdef int32_t own_battler(const int32_t* s, int32_t player) noexcept nogil:
    # The player's monster in the battle in progress, in the Damage Step, face-up on the field
    # (the attacker or the attack target), or NO_CARD.
    cdef int32_t card = s[HDR_ATTACKER]
    if s[HDR_BATTLE_STEP] != BSTEP_DAMAGE or card == NO_CARD:
        return NO_CARD
    if card_get(s, card, CARD_CONTROLLER) != player:
        card = s[HDR_ATTACK_TARGET]
    if card == NO_CARD or card_get(s, card, CARD_LOCATION) != LOC_MZONE or card_get(s, card, CARD_CONTROLLER) != player \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return NO_CARD
    return card


cdef int op_double_for_calculation(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil:
    # Rush Warrior: "that monster's ATK becomes double its current ATK during that damage
    # calculation only": it gains its current ATK until the calculation is over.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t card = own_battler(s, player)
    if card == NO_CARD or s[HDR_DAMAGE_CALCULATED]:
        return RC_OK
    return add_linger(s, LING_CALC_STATS, card, player, card_get(s, card, CARD_ATK), 0, s[HDR_TURN], NO_CARD)


cdef bint foe_spell_effect(const int32_t* s, int32_t link, int32_t player) noexcept nogil:
    # Scrap-Iron Statue: the opponent activated the effect of a face-up Spell/Trap on the field
    # (U01: not a card activation; a Continuous or Field card's effect, S08), still that card.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if (<int16_t*>s)[link + LINK_PLAYER] == player or (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION:
        return False
    if location != LOC_SZONE and location != LOC_FZONE and location != LOC_PZONE:
        return False
    return card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] \
        and is_face_up(card_get(s, card, CARD_POSITION))


cdef int32_t below_card(const int32_t* s, int32_t link, int32_t* out) noexcept nogil:
    # SEL_BELOW_CARD: the card of the link directly below, still that card on the field.
    cdef int32_t below = link - CHAIN_LINK_WIDTH
    cdef int32_t card, location
    if link <= CHAIN_BASE:
        return 0
    card = (<int16_t*>s)[below + LINK_CARD]
    location = card_get(s, card, CARD_LOCATION)
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[below + LINK_STINT] or not (
            location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE or location == LOC_PZONE):
        return 0
    out[0] = card
    return 1


cdef bint foe_summoned_effect(const int32_t* s, const int32_t* db, int32_t link, int32_t player) noexcept nogil:
    # The opponent activated the effect of a monster on their field (U01: not a card
    # activation) that was Special Summoned this turn (H: by any method, Synchro, Xyz and
    # Pendulum included) and is still that monster.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t kind = card_get(s, card, CARD_SUMMON_KIND)
    if (<int16_t*>s)[link + LINK_PLAYER] == player or (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION:
        return False
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or card_get(s, card, CARD_CONTROLLER) == player:
        return False
    return this_turn(s, card_get(s, card, CARD_SUMMON_TURN)) and (
        kind == SUMMON_SPECIAL or kind == SUMMON_SYNCHRO or kind == SUMMON_XYZ or kind == SUMMON_PENDULUM)


cdef int op_set_again(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # "Set this card face-down instead of sending it to the GY": the card stays in its zone as
    # a new Set card (a new stint, AD01; Set this turn, so not activatable again this turn,
    # S01); both players saw it, so it stays known to both (C15). W11 leaves a face-down card.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, card, CARD_LOCATION) != LOC_SZONE \
            or card_get(s, card, CARD_POSITION) != POS_FACEUP:
        return RC_OK
    card_set(s, card, CARD_POSITION, POS_FACEDOWN)
    card_set(s, card, CARD_STINT, card_get(s, card, CARD_STINT) + 1)
    card_set(s, card, CARD_SET_TURN, s[HDR_TURN])
    card_set(s, card, CARD_REVEALED, card_get(s, card, CARD_REVEALED) | SEEN_BY_BOTH)
    s[HDR_DIRTY] = 1
    return RC_OK


cdef int negate_until_end(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    # Effect Veiler: each face-up monster selected (the target still valid: V03) is negated
    # until the end of this turn (AJ); its continuous effects stop at the next application,
    # its activated effects do nothing if it is still face-up when they resolve (Q01).
    cdef int32_t i
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_MZONE or not is_face_up(card_get(s, cards[i], CARD_POSITION)):
            continue
        rc = add_linger(s, LING_NEGATED_THIS_TURN, cards[i], (<int16_t*>s)[link + LINK_PLAYER], 0, 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK


cdef int op_negate_and_destroy_any(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                   const int32_t* insn) noexcept nogil:
    # S10: the link directly below; its card is destroyed if it is still the card that was
    # activated, on the field (a monster whose effect it was, a Spell/Trap), V03.
    cdef int32_t below = link - CHAIN_LINK_WIDTH
    cdef int32_t card, location
    if link <= CHAIN_BASE:
        return RC_OK
    (<int16_t*>s)[below + LINK_FLAGS] |= LF_EFFECT_NEGATED if insn[INSN_A] == 1 else LF_NEGATED
    card = (<int16_t*>s)[below + LINK_CARD]
    location = card_get(s, card, CARD_LOCATION)
    if card_get(s, card, CARD_STINT) == (<int16_t*>s)[below + LINK_STINT] and (
            location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE or location == LOC_PZONE):
        move_to_pile(s, db, card, PILE_GY)
    return RC_OK


cdef bint negated_for_turn(const int32_t* s, int32_t card) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_NEGATED_THIS_TURN and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False


cdef bint chain_limited(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Night Beam: "the targeted card cannot be activated in response": while such a link is on
    # the chain, its targets (the same cards: their stint) cannot be activated.
    cdef int32_t i, k, link
    for i in range(s[HDR_CHAIN_LEN]):
        link = link_offset(i)
        if not fx_get(db, (<int16_t*>s)[link + LINK_EFFECT], FX_FLAGS) & FXF_NO_TARGET_RESPONSE:
            continue
        for k in range((<int16_t*>s)[link + LINK_N_TARGETS]):
            if (<int16_t*>s)[link + LINK_TARGETS + k] == card \
                    and (<int16_t*>s)[link + LINK_TARGET_STINTS + k] == card_get(s, card, CARD_STINT):
                return True
    return False


cdef bint battle_phase_ended(const int32_t* s) noexcept nogil:
    return s[HDR_LINGER_LEN] > 0 and linger_active(s, LING_END_BATTLE, NO_PLAYER)


cdef bint banish_forbidden(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # APPLY_NO_BANISH of a face-up card whose effects apply (collect_appliers leaves negated
    # sources out): for both players (A = 0), or for its controller's opponent (A = 1).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i
    if not applier_active(s, APPLY_NO_BANISH):
        return False
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        if insns[i][INSN_OP] == APPLY_NO_BANISH and (
                insns[i][INSN_A] == 0 or card_get(s, sources[i], CARD_CONTROLLER) != player):
            return True
    return False


cdef int effect_damage_dealt(int32_t* s, const int32_t* db, int32_t link, int32_t player,
                             int32_t lp_before) noexcept nogil:
    # Doppelganger: "each time your opponent inflicts effect damage to you with the effect of
    # a monster on their field". The damage is the LP lost (A08: LP stop at 0); the source is
    # the resolving link's card, a monster in its controller's Monster Zone as the damage is
    # dealt, and that controller is the link's player, the damaged player's opponent.
    cdef int32_t amount = lp_before - s[HDR_LP + player]
    cdef int32_t source = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t i, k, card, fx, rc
    if amount <= 0 or not s[HDR_TRIGGER_EVENTS] & EV_EFFECT_DAMAGE or s[HDR_STATUS] == STATUS_OVER:
        return RC_OK
    if (<int16_t*>s)[link + LINK_PLAYER] == player or card_get(s, source, CARD_LOCATION) != LOC_MZONE \
            or card_get(s, source, CARD_CONTROLLER) != opponent(player) \
            or not db_get(db, s, source, DB_TYPE) & TYPE_MONSTER:
        return RC_OK
    s[HDR_EVENT] = EV_EFFECT_DAMAGE
    s[HDR_EVENT_CARD] = source
    s[HDR_EVENT_PLAYER] = opponent(player)
    for i in range(CAP_MZONE + CAP_SZONE):  # the S/T Zones follow the Monster Zones
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card == NO_CARD or not db_get(db, s, card, DB_TRIGGER_EVENTS) & EV_EFFECT_DAMAGE \
                or not is_face_up(card_get(s, card, CARD_POSITION)):
            continue
        for k in range(effect_count(db, s, card)):
            fx = first_effect(db, s, card) + k
            if fx_get(db, fx, FX_KIND) != FXK_TRIGGER or not fx_get(db, fx, FX_EVENTS) & EV_EFFECT_DAMAGE:
                continue
            rc = queue_trigger(s, fx, card, player, source)
            if rc < 0:
                return rc
            rc = add_linger(s, LING_DAMAGE_TO_REPAY, card, player, amount, 0, s[HDR_TURN], NO_CARD)
            if rc < 0:
                return rc
    return RC_OK


cdef int op_repay_damage(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The oldest record of this card in its stint: the triggers resolve in the order they were
    # queued for one card's events (each event queues one), so each repays its own damage.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t i, j, k, r, amount
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] != LING_DAMAGE_TO_REPAY or s[r + LINGER_CARD] != card:
            continue
        amount = s[r + LINGER_VALUE]
        if s[r + LINGER_STINT] != card_get(s, card, CARD_STINT) \
                or card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT]:
            continue  # a record of an earlier stint (it lapses at the end of its turn)
        for j in range(i + 1, s[HDR_LINGER_LEN]):
            for k in range(LINGER_WIDTH):
                s[linger_offset(j - 1) + k] = s[linger_offset(j) + k]
        for k in range(LINGER_WIDTH):
            s[linger_offset(s[HDR_LINGER_LEN] - 1) + k] = 0
        s[HDR_LINGER_LEN] -= 1
        s[HDR_DIRTY] = 1
        lose_life(s, opponent(player), amount)
        return RC_OK
    return RC_OK
