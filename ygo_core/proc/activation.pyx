from libc.stdint cimport int16_t, int32_t, uint32_t, uint64_t
from ygo_core.vm.ops_pendulum cimport battle_locked
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_BAD_STATE, ERR_CAPACITY, RC_OK
from ygo_core.actions cimport (
    ACT_ACTIVATE, ACT_OPTION, ACT_PASS, N_OPTIONS, ACT_SELECT, ACT_YES, DEC_OPTION, DEC_TARGET, DEC_YESNO, request_decision,
)
from ygo_core.stack cimport pop_frame, top_frame
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get, mode_head, once_key
from ygo_core.vm.filters cimport filter_at_least, filter_collect, filter_match
from ygo_core.vm.conditions cimport conditions_hold, event_raised, one_holds
from ygo_core.proc.move cimport (
    free_spell_zone, move_to_pile, move_to_zone, send_not_destroyed, sorted_cards, turn_face_up,
)
from ygo_core.proc.self_events cimport queue_self_triggers
from ygo_core.proc.window cimport WF_AFTER_CALC, WF_DAMAGE_STEP, WF_SUMMONING
from ygo_core.vm.ops_locks cimport activation_forbidden, add_paid
from ygo_core.vm.ops_leave cimport battle_grant_locks
from ygo_core.proc.life cimport can_pay_lp, half_lp_cost, lose_life
from ygo_core.proc.continuous cimport add_linger, linger_has_value
from ygo_core.vm.ops_activated cimport cost_choices, cost_run, cost_take, costs_payable
from ygo_core.vm.ops_chaos cimport copy_used
from ygo_core.proc.pendulum cimport free_pendulum_zone, pendulum_placeable
from ygo_core.vm.ops_quick cimport chain_limited
from ygo_core.vm.ops_sdmp cimport has_rule
from ygo_core.vm.ops_pendulum cimport note_pendulum_effect


cdef inline bint controls_a_monster(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i
    for i in range(CAP_MZONE):
        if zone_card(s, player, ZONE_MONSTER + i) != NO_CARD:
            return True
    return False


cdef bint is_field_spell(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return (db_get(db, s, card, DB_TYPE) & (TYPE_SPELL | TYPE_FIELD)) == (TYPE_SPELL | TYPE_FIELD)


cdef inline bint enough(const int32_t* s, const int32_t* db, int32_t off, int32_t player, int32_t card,
                        int32_t needed) noexcept nogil:
    return filter_at_least(s, db, code_at(db, off), player, card, needed)


cdef inline int32_t targets_needed(const int32_t* db, int32_t fx) noexcept nogil:
    # FXF_UP_TO_TARGETS: "up to N" targets need one.
    return 1 if fx_get(db, fx, FX_FLAGS) & FXF_UP_TO_TARGETS else fx_get(db, fx, FX_TARGET_COUNT)


cdef bint can_resolve(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                      int32_t player) noexcept nogil:
    # U08: the conditions hold and there are enough legal targets (V01); AH: a once-per-turn
    # effect the player already used this turn cannot be used again.
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN and linger_has_value(s, LING_ONCE_USED, player, once_key(db, fx)):
        return False
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_COPY and copy_used(s, card, once_key(db, fx)):
        return False  # chaos: "once per turn" of this copy (AH05)
    if fx_get(db, fx, FX_FLAGS) & FXF_MODAL:
        return legal_modes(s, db, fx, card, player, NULL) > 0  # U08: one of its modes is possible
    if not can_do(s, db, fx, card, player):
        return False
    if fx_get(db, fx, FX_COST) >= 0 and not costs_payable(s, db, fx, card, player):
        return False  # (read here: most effects have no cost program, and need no call)
    if fx_get(db, fx, FX_COST_LP) == COST_LP_MULTIPLES:
        return can_pay_lp(s, player, COST_LP_UNIT)
    if fx_get(db, fx, FX_COST_LP) == COST_HALF_LP:
        return True  # half, the larger half kept: never all of them (T10)
    return can_pay_lp(s, player, fx_get(db, fx, FX_COST_LP))  # A10: down to 0 (switch 36)


cdef inline bint can_do(const int32_t* s, const int32_t* db, int32_t fx, int32_t card, int32_t player) noexcept nogil:
    # U08 without the costs: the conditions and the targets.
    if fx_get(db, fx, FX_CONDITION) >= 0 and not conditions_hold(s, db, fx, card, player):
        return False
    if fx_get(db, fx, FX_TARGET_COUNT) > 0 and not enough(
            s, db, fx_get(db, fx, FX_TARGET_FILTER), player, card, targets_needed(db, fx)):
        return False
    if fx_get(db, fx, FX_TARGET2_COUNT) > 0 and not enough(
            s, db, fx_get(db, fx, FX_TARGET2_FILTER), player, card, fx_get(db, fx, FX_TARGET2_COUNT)):
        return False
    return True


cdef int32_t normal_spell_below(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # FXF_COPIES_BELOW: the effect of the player's own Normal Spell Card activation directly
    # below, or -1.
    cdef int32_t link, types
    if s[HDR_CHAIN_LEN] == 0:
        return -1
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    types = db_get(db, s, (<int16_t*>s)[link + LINK_CARD], DB_TYPE)
    if not (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION or (<int16_t*>s)[link + LINK_PLAYER] != player or not types & TYPE_SPELL \
            or types & (TYPE_QUICKPLAY | TYPE_CONTINUOUS | TYPE_EQUIP | TYPE_FIELD | TYPE_RITUAL):
        return -1
    return (<int16_t*>s)[link + LINK_EFFECT]


cdef int32_t legal_modes(const int32_t* s, const int32_t* db, int32_t fx, int32_t card, int32_t player,
                         int32_t* out) noexcept nogil:
    # The FXK_MODE rows right after the head, each with its own conditions and targets (U08).
    cdef int32_t last = first_effect(db, s, card) + effect_count(db, s, card)
    cdef int32_t m = fx + 1, n = 0
    while m < last and fx_get(db, m, FX_KIND) == FXK_MODE:
        if can_resolve(s, db, m, card, player):
            if out != NULL:
                out[n] = ACT_OPTION + m - fx - 1
            n += 1
        m += 1
    return n


cdef int pick_mode(int32_t* s, const int32_t* db, int32_t f, int32_t fx) noexcept nogil:
    # "Activate 1 of these effects": the player picks a legal mode now, before costs and
    # targets; with one legal mode there is nothing to ask.
    cdef int32_t modes[N_OPTIONS]
    cdef int32_t n = legal_modes(s, db, fx, s[f + AC_F_CARD], s[f + AC_F_PLAYER], modes)
    if s[f + AC_F_EFFECT] < 0:
        s[f + AC_F_EVENT_CARD] = s[HDR_EVENT_CARD]  # as for a picked effect (AC_PICK_EFFECT)
    s[f + AC_F_EFFECT] = fx
    if n == 1:
        s[f + AC_F_EFFECT] = fx + 1 + modes[0] - ACT_OPTION
        return RC_OK
    s[f + FRAME_STEP] = AC_PICK_MODE
    return request_decision(s, s[f + AC_F_PLAYER], DEC_OPTION)


cdef bint card_can_start(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                         int32_t speed) noexcept nogil:
    # R01-R02, R06, R14, S01: where a Spell/Trap card may be activated from, and when.
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    cdef bint own_turn = s[HDR_TURN_PLAYER] == player
    if card_get(s, card, CARD_CONTROLLER) != player:
        return False
    if location == LOC_HAND:
        if types & TYPE_MONSTER:
            # (pend) M02: a Monster Card's only card activation, FXF_PENDULUM_PLACE
            if has_rule(s, db, card, OP_RULE_PZONE_NO_MONSTERS) and controls_a_monster(s, player):
                return False  # (pendulum) Timegazer Magician: only while its player controls no monsters
            return pendulum_placeable(s, db, card, player)
        if types & TYPE_TRAP:
            return False
        if speed >= 2 and not own_turn:
            return False
        if types & TYPE_QUICKPLAY and not s[HDR_RULE_QUICKPLAY_HAND_PHASES] & (1 << s[HDR_PHASE]):
            return False  # R14; switch 21: under tcg2002 only in the Main and Battle Phases
        return is_field_spell(s, db, card) or free_spell_zone(s, player) >= 0
    if location == LOC_SZONE or location == LOC_FZONE:
        if card_get(s, card, CARD_POSITION) != POS_FACEDOWN:
            return False
        return speed == 1 or not this_turn(s, card_get(s, card, CARD_SET_TURN))
    return False


cdef bint monster_effect_can_start(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                   int32_t player) noexcept nogil:
    # Ignition and Quick effects of a monster: its controller activates them while it is face-up
    # in a Monster Zone, or from the hand when the effect says so (Thunder Dragon). A face-up
    # Continuous Spell's Spell Speed 1 effect is activated the same way (Wave-Motion Cannon).
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if card_get(s, card, CARD_CONTROLLER) != player:
        return False
    if fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM:
        return location == LOC_PZONE  # (pend) M03, M06: a Pendulum Effect, from a Pendulum Zone only
    if fx_get(db, fx, FX_FLAGS) & FXF_FROM_HAND:
        return location == LOC_HAND
    if fx_get(db, fx, FX_FLAGS) & FXF_FROM_GY:
        return location == LOC_GY  # (leave) Quillbolt Hedgehog
    if location == LOC_MZONE and fx_get(db, fx, FX_FLAGS) & FXF_FACE_DOWN \
            and card_get(s, card, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
        return True  # burn: Big Shield Gardna answers a Spell while face-down
    # A face-up Field Spell's Ignition effect too (MR3: Sky Iris, Starlight Junktion).
    return (location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE) \
        and is_face_up(card_get(s, card, CARD_POSITION))


cdef inline bint early_condition(int32_t op) noexcept nogil:
    # The conditions that read only the turn's words or a zone or two (the phase, the monsters
    # sent to the GY this turn, the summon in progress, the link below, the free Monster
    # Zones): as an effect's first condition, first_condition_fails reads them before the rest
    # of activatable. (Each below 64.)
    return op < 64 and ((<uint64_t>1 << op) & (
        (<uint64_t>1 << COND_MAIN_OR_FOE_BATTLE) | (<uint64_t>1 << COND_MONSTER_TO_GY)
        | (<uint64_t>1 << COND_SUMMONING) | (<uint64_t>1 << COND_CARD_ACTIVATED)
        | (<uint64_t>1 << COND_FREE_ZONES) | (<uint64_t>1 << COND_FREE_MONSTER_ZONE))) != 0


cdef inline bint first_condition_fails(const int32_t* s, const int32_t* db, int32_t fx, int32_t card,
                                       int32_t player) noexcept nogil:
    # The effect's first condition is one of the cheap ones (an event other than the last one
    # raised, an early_condition) and does not hold: conditions_hold would refuse the effect on
    # it, so activatable refuses it before reading the locks and the rest of its conditions
    # (after the card's place: most effects read here are of cards that cannot start from
    # where they are).
    cdef int32_t at = fx_get(db, fx, FX_CONDITION)
    cdef const int32_t* insn
    cdef int32_t op
    if at < 0 or fx_get(db, fx, FX_N_CONDITIONS) == 0:
        return False
    insn = code_at(db, at)
    op = insn[INSN_OP] & INSN_OP_MASK
    if op == COND_EVENT:
        return not event_raised(s, insn)
    return early_condition(op) and not one_holds(s, db, insn, card, player)


cdef inline bint activatable(const int32_t* s, const int32_t* db, int32_t fx, int32_t card, int32_t player,
                             int32_t ctx) noexcept nogil:
    # Can this effect of this card be activated by `player` now (U08)? Every test below only
    # rejects (none writes), so they run cheapest first: the effect row's own words and the
    # chain, the card's place, its first condition (first_condition_fails), the locks, and last
    # the conditions, targets and costs (can_resolve).
    cdef int32_t kind = fx_get(db, fx, FX_KIND)
    cdef int32_t speed = fx_get(db, fx, FX_SPEED)
    cdef int32_t flags = fx_get(db, fx, FX_FLAGS)
    cdef int32_t chain_len = s[HDR_CHAIN_LEN]
    cdef int32_t top
    if kind != FXK_CARD and kind != FXK_EFFECT and kind != FXK_IGNITION and kind != FXK_QUICK:
        return False  # triggers go through the trigger queue; continuous effects never activate
    if chain_len >= CAP_CHAIN:
        return False  # the engine's capacity (layout.pxd), not a rule
    # W02: Spell Speed 1 only starts a chain in the open state; responses need 2+ and at least
    # the Spell Speed of the link below. Switch 30: right after a summon or a chain the turn
    # player may still start one with an Ignition effect.
    if chain_len == 0:
        if speed == 1 and not (ctx & CTX_OPEN_STATE or (ctx & CTX_IGNITION_PRIORITY and kind == FXK_IGNITION)):
            return False
        if ctx & WF_SUMMONING and not flags & FXF_NEGATES_SUMMON:
            return False  # locks: only a summon negation may start a chain while a monster is summoned
    else:
        top = (<int16_t*>s)[link_offset(chain_len - 1) + LINK_SPEED]
        if speed < 2 or speed < top:
            return False
    if ctx & WF_DAMAGE_STEP and not flags & FXF_DAMAGE_STEP:
        return False  # F14
    if ctx & WF_AFTER_CALC and speed < 3:
        return False  # F15: ATK/DEF changes only up to damage calculation
    if kind == FXK_CARD:
        if not card_can_start(s, db, card, player, speed):
            return False
    elif kind == FXK_EFFECT:
        if (card_get(s, card, CARD_CONTROLLER) != player or card_get(s, card, CARD_POSITION) != POS_FACEUP
                or card_get(s, card, CARD_LOCATION) == LOC_HAND):
            return False
    elif not monster_effect_can_start(s, db, fx, card, player):  # FXK_IGNITION, FXK_QUICK
        return False
    if not flags & FXF_MODAL and first_condition_fails(s, db, fx, card, player):
        return False  # U08, U10, read now: most responses wait for an event that did not happen
    if s[HDR_LOCKS] & LOCK_NO_ACTIVATION and activation_forbidden(s, db, card):
        return False  # APPLY_NO_ACTIVATION (Jinzo)
    if s[HDR_PHASE] == PHASE_BATTLE and s[HDR_LINGER_LEN] and battle_grant_locks(s, player):
        return False  # (MR3 battle) Scrap Fist: the opponent cannot activate during its battles
    if chain_len > 0 and chain_limited(s, db, card):
        return False  # MR3 quick: a target of Night Beam cannot answer it (FXF_NO_TARGET_RESPONSE)
    if s[HDR_PHASE] == PHASE_BATTLE and s[HDR_RULE_EXTRA_SUMMONS] & RULE_PENDULUM and battle_locked(s, db, card):
        return False  # (pendulum) APPLY_NO_ACTIVATION_WHEN (Odd-Eyes Meteorburst Dragon, Stargazer Magician)
    if flags & FXF_COPIES_BELOW and (
            normal_spell_below(s, db, player) < 0 or not can_do(s, db, normal_spell_below(s, db, player), card, player)):
        return False  # burn: Serial Spell needs the Normal Spell below, and what it needs
    return can_resolve(s, db, fx, card, player)


cdef int32_t first_activatable(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                               int32_t ctx) noexcept nogil:
    cdef int32_t fx, first, last
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return -1
    first = first_effect(db, s, card)
    last = first + effect_count(db, s, card)
    for fx in range(first, last):
        if activatable(s, db, fx, card, player, ctx):
            return fx
    return -1


cdef extern from *:
    int count_trailing_zeros "__builtin_ctz"(unsigned int x) noexcept nogil


cdef inline int32_t activation_place(const int32_t* s, int32_t card) noexcept nogil:
    # The DBF_ACT_* bit of where the card is now (a Pendulum Zone counts as face-up and Set).
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if location == LOC_HAND:
        return DBF_ACT_HAND
    if location == LOC_PZONE:
        return DBF_ACT_FACE_UP | DBF_ACT_SET
    if location == LOC_GY:
        return DBF_ACT_FACE_UP  # (leave) an FXF_FROM_GY Ignition effect counts as face-up
    return DBF_ACT_FACE_UP if is_face_up(card_get(s, card, CARD_POSITION)) else DBF_ACT_SET


cdef inline bint no_candidate(const uint32_t* words) noexcept nogil:
    # One OR of the player's candidate words, written out for the ACTIVATOR_WORDS (5) of
    # CAP_CARDS 160 (as a loop the C compiler turns it into longer vector code). With fewer
    # words it reads a word or two past them (still in the state): a bit there only sends the
    # walk on, which finds the truth.
    cdef uint32_t bits = words[0] | words[1] | words[2] | words[3] | words[4]
    cdef size_t w
    for w in range(5, ACTIVATOR_WORDS):
        bits |= words[w]
    return bits == 0


cdef int32_t gen_activations(const int32_t* s, const int32_t* db, int32_t player, int32_t ctx,
                             int32_t* out) noexcept nogil:
    # Candidates: the player's cards with effects in the hand, the Monster Zones (Ignition and
    # Quick effects) and the Spell & Trap / Field Zones (HDR_ACTIVATORS; HDR_FAST_ACTIVATORS
    # where only Spell Speed 2 or more may), in ascending card id order. With `out` NULL: is
    # there any.
    cdef int32_t shift = 0
    cdef const uint32_t* words = <const uint32_t*>s + HDR_ACTIVATORS + player * ACTIVATOR_WORDS
    if not s[HDR_HAS_EFFECTS]:
        return 0
    if s[HDR_CHAIN_LEN] > 0 or not ctx & (CTX_OPEN_STATE | CTX_IGNITION_PRIORITY):
        # W02: here only Spell Speed 2 or more can start or join a chain, so only the cards that
        # have one are candidates
        shift = DBF_FAST_SHIFT
        words = <const uint32_t*>s + HDR_FAST_ACTIVATORS + player * ACTIVATOR_WORDS
    if no_candidate(words):
        return 0  # many response windows: then candidates_activations' registers are not saved
    return candidates_activations(s, db, player, ctx, out, words, shift)


cdef int32_t candidates_activations(const int32_t* s, const int32_t* db, int32_t player, int32_t ctx,
                                    int32_t* out, const uint32_t* words, int32_t shift) noexcept nogil:
    # gen_activations over the candidate words: a card none of whose effects can start from
    # where it is (DBF_ACT_*, DBF_FAST_* when only Spell Speed 2 or more may) is passed over
    # unread.
    cdef int32_t card, k = 0
    cdef size_t w  # an index of pointer width: the walk over the words needs no widening
    cdef uint32_t bits
    for w in range(ACTIVATOR_WORDS):
        bits = words[w]
        while bits:
            card = <int32_t>(w << 5) + count_trailing_zeros(bits)
            bits &= bits - 1
            if not db_get(db, s, card, DB_FLAGS) & (activation_place(s, card) << shift) \
                    or first_activatable(s, db, card, player, ctx) < 0:
                continue
            if out == NULL:
                return 1  # the caller only asks whether there is any
            out[k] = ACT_ACTIVATE + card
            k += 1
    return k


cdef bint can_set_spell_trap(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    if not types & (TYPE_SPELL | TYPE_TRAP) or not db_get(db, s, card, DB_FLAGS) & DBF_PLAYABLE:
        return False
    return is_field_spell(s, db, card) or free_spell_zone(s, s[HDR_TURN_PLAYER]) >= 0


cdef void replace_field_spell(int32_t* s, const int32_t* db, int32_t old, int32_t position) noexcept nogil:
    # C07: the replaced Field Spell is sent to the GY, not destroyed. Switch 8 (presets helper;
    # D3, tcg2010): a Field Spell activated face-up destroys the face-up one it replaces, so
    # that card's own "when destroyed" triggers see it (EV_DESTROYED, raised here for a Field
    # Spell; a monster's is raised by the move).
    cdef int32_t controller = card_get(s, old, CARD_CONTROLLER)
    if not (s[HDR_RULE_MORE] & RULEX_FIELD_REPLACE_DESTROYS and position == POS_FACEUP
            and is_face_up(card_get(s, old, CARD_POSITION))):
        send_not_destroyed(s, db, old)
    elif move_to_pile(s, db, old, PILE_GY) == RC_OK:
        queue_self_triggers(s, db, old, EV_DESTROYED, controller)


cdef void place_field_spell(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                            int32_t position) noexcept nogil:
    # C07: a new Field Spell replaces the old one of the player's Field Zone. With one shared
    # Field Zone (switch 7: the 2002 and 2010 rules), the opponent's face-up one goes too.
    cdef int32_t old = zone_card(s, player, ZONE_FIELD)
    if old != NO_CARD and old != card:
        replace_field_spell(s, db, old, position)
    old = zone_card(s, opponent(player), ZONE_FIELD)
    if s[HDR_RULE_FIELD_SHARED] and position == POS_FACEUP and old != NO_CARD and is_face_up(card_get(s, old, CARD_POSITION)):
        replace_field_spell(s, db, old, position)
    move_to_zone(s, db, card, player, ZONE_FIELD, position)


cdef void set_spell_trap(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t player = s[HDR_TURN_PLAYER]
    if is_field_spell(s, db, card):
        place_field_spell(s, db, card, player, POS_FACEDOWN)
    else:
        move_to_zone(s, db, card, player, ZONE_SPELL + free_spell_zone(s, player), POS_FACEDOWN)
    card_set(s, card, CARD_SET_TURN, s[HDR_TURN])


cdef void place_activated_card(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # R02, S03: from the hand into a free zone face-up; a Set card is turned face-up in place.
    # (pend) M02: a Monster Card activated from the hand is a Pendulum Monster card placed in a
    # Pendulum Zone (the only card activation a Monster Card has).
    if card_get(s, card, CARD_LOCATION) == LOC_HAND and db_get(db, s, card, DB_TYPE) & TYPE_MONSTER:
        move_to_zone(s, db, card, player, ZONE_PENDULUM + free_pendulum_zone(s, player), POS_FACEUP)
        return
    if card_get(s, card, CARD_LOCATION) != LOC_HAND:
        if card_get(s, card, CARD_LOCATION) == LOC_FZONE and s[HDR_RULE_FIELD_SHARED]:
            place_field_spell(s, db, card, player, POS_FACEUP)
        turn_face_up(s, db, card, POS_FACEUP)
    elif is_field_spell(s, db, card):
        place_field_spell(s, db, card, player, POS_FACEUP)
    else:
        move_to_zone(s, db, card, player, ZONE_SPELL + free_spell_zone(s, player), POS_FACEUP)


cdef int begin(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t card = s[f + AC_F_CARD]
    cdef int32_t player = s[f + AC_F_PLAYER]
    cdef int32_t fx = s[f + AC_F_EFFECT]
    cdef int32_t link, event, kind
    cdef int rc
    if fx < 0:
        fx = first_activatable(s, db, card, player, s[f + AC_F_CTX])
        if fx < 0:
            s[HDR_ERR_ARG] = card
            return ERR_BAD_STATE
        if activatable_after(s, db, fx, card, player, s[f + AC_F_CTX]):
            s[f + FRAME_STEP] = AC_PICK_EFFECT  # "choose one": the player picks the effect
            return request_decision(s, player, DEC_OPTION)
    if fx_get(db, fx, FX_FLAGS) & FXF_MODAL:
        return pick_mode(s, db, f, fx)
    link = append_row(s, HDR_CHAIN_LEN, CAP_CHAIN, CHAIN_BASE, CHAIN_LINK_WIDTH)  # before any move
    if link < 0:
        return link
    kind = fx_get(db, mode_head(db, fx), FX_KIND)  # a mode is activated as its modal effect is
    if kind == FXK_CARD:
        place_activated_card(s, db, card, player)
    if fx_get(db, fx, FX_COST_LP) > 0:
        lose_life(s, player, fx_get(db, fx, FX_COST_LP))  # U03 at activation; A10: down to 0 loses
    elif fx_get(db, fx, FX_COST_LP) == COST_HALF_LP:
        lose_life(s, player, half_lp_cost(s[HDR_LP + player]))
    elif fx_get(db, fx, FX_COST_LP) == COST_LP_MULTIPLES:
        rc = add_paid(s, card, player, COST_LP_UNIT)  # the first unit is required
        if rc < 0:
            return rc
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN:
        rc = add_linger(s, LING_ONCE_USED, NO_CARD, player, once_key(db, fx), 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_COPY:
        rc = add_linger(s, LING_MARK, card, player, MARK_COPY_USED, once_key(db, fx), s[HDR_TURN], card)
        if rc < 0:
            return rc
    if fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM and kind != FXK_CARD and s[HDR_PENDULUM_CARDS]:
        rc = note_pendulum_effect(s, card, player)  # (pendulum) the turn's history (Pendulum Call)
        if rc < 0:
            return rc
    (<int16_t*>s)[link + LINK_EFFECT] = fx
    (<int16_t*>s)[link + LINK_CARD] = card
    (<int16_t*>s)[link + LINK_STINT] = card_get(s, card, CARD_STINT)
    (<int16_t*>s)[link + LINK_PLAYER] = player
    (<int16_t*>s)[link + LINK_SPEED] = fx_get(db, fx, FX_SPEED)
    (<int16_t*>s)[link + LINK_FLAGS] = LF_CARD_ACTIVATION if kind == FXK_CARD else 0
    (<int16_t*>s)[link + LINK_EVENT_CARD] = s[f + AC_F_EVENT_CARD] if s[f + AC_F_EFFECT] >= 0 else s[HDR_EVENT_CARD]
    if fx_get(db, fx, FX_FLAGS) & FXF_TARGET_EVENT:
        event = s[HDR_EVENT_CARD]
        (<int16_t*>s)[link + LINK_TARGETS] = event
        (<int16_t*>s)[link + LINK_TARGET_STINTS] = card_get(s, event, CARD_STINT)
        (<int16_t*>s)[link + LINK_N_TARGETS] = 1
    s[f + AC_F_EFFECT] = fx
    s[f + AC_F_COST_PC] = 0
    s[f + AC_F_COST_SUB] = 0
    s[f + FRAME_STEP] = AC_COST
    return RC_OK


cdef bint activatable_after(const int32_t* s, const int32_t* db, int32_t fx, int32_t card, int32_t player,
                           int32_t ctx) noexcept nogil:
    # Is an effect of the card after `fx` (its first activatable one) activatable too: are
    # there two or more to choose from? Stops at the first.
    cdef int32_t k
    for k in range(fx + 1, first_effect(db, s, card) + effect_count(db, s, card)):
        if activatable(s, db, k, card, player, ctx):
            return True
    return False


cdef int pay_costs(int32_t* s, const int32_t* db, int32_t f, bint answered) noexcept nogil:
    # U03: each cost instruction in order; a choice stops here until it is answered.
    cdef int32_t link = link_offset(s[HDR_CHAIN_LEN] - 1)
    cdef int32_t fx = s[f + AC_F_EFFECT]
    cdef int32_t at = fx_get(db, fx, FX_COST)
    cdef const int32_t* insn
    cdef int rc
    while at >= 0 and s[f + AC_F_COST_PC] < fx_get(db, fx, FX_N_COSTS):
        insn = code_at(db, at + s[f + AC_F_COST_PC] * INSN_WIDTH)
        if answered:
            rc = cost_take(s, db, link, insn, &s[f + AC_F_COST_SUB])
            answered = False
        else:
            rc = cost_run(s, db, link, insn, &s[f + AC_F_COST_SUB])
        if rc != RC_OK:
            s[f + FRAME_STEP] = AC_TAKE_COST
            return rc
        s[f + AC_F_COST_PC] += 1
        s[f + AC_F_COST_SUB] = 0
    if fx_get(db, fx, FX_FLAGS) & FXF_COPIES_BELOW:
        # burn: the costs are paid; the effect becomes the Normal Spell's below (its targets next).
        fx = (<int16_t*>s)[link_offset(s[HDR_CHAIN_LEN] - 2) + LINK_EFFECT]
        s[f + AC_F_EFFECT] = fx
        (<int16_t*>s)[link + LINK_EFFECT] = fx
    s[f + FRAME_STEP] = AC_TARGET
    if fx_get(db, fx, FX_COST_LP) == COST_LP_MULTIPLES and can_pay_lp(s, s[f + AC_F_PLAYER], COST_LP_UNIT):
        s[f + FRAME_STEP] = AC_PAY_MORE  # locks: then further units, one yes/no at a time
    return RC_OK


cdef int pay_more(int32_t* s, int32_t f) noexcept nogil:
    # COST_LP_MULTIPLES: one more unit, for as long as the player says yes and can pay.
    cdef int32_t player = s[f + AC_F_PLAYER]
    cdef int rc
    if s[f + FRAME_STEP] == AC_PAY_MORE:
        s[f + FRAME_STEP] = AC_PAID_MORE
        return request_decision(s, player, DEC_YESNO)
    s[f + FRAME_STEP] = AC_TARGET
    if s[HDR_ACTION] != ACT_YES:
        return RC_OK
    rc = add_paid(s, s[f + AC_F_CARD], player, COST_LP_UNIT)
    if rc < 0:
        return rc
    if can_pay_lp(s, player, COST_LP_UNIT):
        s[f + FRAME_STEP] = AC_PAY_MORE
    return RC_OK


cdef int32_t wanted_filter(const int32_t* s, const int32_t* db, int32_t fx, int32_t chosen) noexcept nogil:
    # The filter of the next target to choose, -1 when all are chosen.
    if chosen < fx_get(db, fx, FX_TARGET_COUNT):
        return fx_get(db, fx, FX_TARGET_FILTER)
    if chosen < fx_get(db, fx, FX_TARGET_COUNT) + fx_get(db, fx, FX_TARGET2_COUNT):
        return fx_get(db, fx, FX_TARGET2_FILTER)
    return -1


cdef bint no_more_up_to(const int32_t* s, const int32_t* db, int32_t f, int32_t n) noexcept nogil:
    # "Up to N" targets with none left to add: the choosing is over (no decision of one option).
    cdef int32_t buf[CAP_CARDS + 1]
    if not fx_get(db, s[f + AC_F_EFFECT], FX_FLAGS) & FXF_UP_TO_TARGETS or n == 0:
        return False
    return target_legal(s, db, buf) <= 1


cdef int activate_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t link, n, target
    if step == AC_BEGIN:
        return begin(s, db, f)
    if step == AC_PAY_MORE or step == AC_PAID_MORE:
        return pay_more(s, f)
    if step == AC_PICK_EFFECT:
        s[f + AC_F_EFFECT] = first_effect(db, s, s[f + AC_F_CARD]) + s[HDR_ACTION] - ACT_OPTION
        s[f + AC_F_EVENT_CARD] = s[HDR_EVENT_CARD]
        s[f + FRAME_STEP] = AC_BEGIN
        return RC_OK
    if step == AC_PICK_MODE:
        s[f + AC_F_EFFECT] += 1 + s[HDR_ACTION] - ACT_OPTION
        s[f + FRAME_STEP] = AC_BEGIN
        return RC_OK
    if step == AC_COST or step == AC_TAKE_COST:
        return pay_costs(s, db, f, step == AC_TAKE_COST)
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    n = (<int16_t*>s)[link + LINK_N_TARGETS]
    if step == AC_TAKE_TARGET and s[HDR_ACTION] == ACT_PASS:
        pop_frame(s)  # "up to N": the player stops choosing
        return RC_OK
    if step == AC_TAKE_TARGET:
        target = s[HDR_ACTION] - ACT_SELECT
        (<int16_t*>s)[link + LINK_TARGETS + n] = target
        (<int16_t*>s)[link + LINK_TARGET_STINTS + n] = card_get(s, target, CARD_STINT)
        (<int16_t*>s)[link + LINK_N_TARGETS] = n + 1
        n += 1
    if not fx_get(db, s[f + AC_F_EFFECT], FX_FLAGS) & FXF_TARGET_EVENT and \
            wanted_filter(s, db, s[f + AC_F_EFFECT], n) >= 0 and not no_more_up_to(s, db, f, n):
        s[f + FRAME_STEP] = AC_TAKE_TARGET
        return request_decision(s, s[f + AC_F_PLAYER], DEC_TARGET)
    pop_frame(s)
    return RC_OK


cdef int32_t target_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # V01: legal targets of the next group, each card once.
    cdef int32_t f = top_frame(s)
    cdef int32_t link = link_offset(s[HDR_CHAIN_LEN] - 1)
    cdef int32_t n = (<int16_t*>s)[link + LINK_N_TARGETS]
    cdef int32_t player = s[f + AC_F_PLAYER]
    cdef int32_t card = s[f + AC_F_CARD]
    cdef const int32_t* flt = code_at(db, wanted_filter(s, db, s[f + AC_F_EFFECT], n))
    cdef int32_t cands[CAP_CARDS]
    cdef int32_t m = filter_collect(s, db, flt, player, card, cands)
    cdef int32_t c, i, j, k = 0
    cdef bint taken
    if fx_get(db, s[f + AC_F_EFFECT], FX_FLAGS) & FXF_UP_TO_TARGETS and n >= 1:
        out[k] = ACT_PASS  # ACT_PASS sorts before every ACT_SELECT
        k += 1
    for j in range(m):
        c = cands[j]
        taken = False
        for i in range(n):
            taken = taken or (<int16_t*>s)[link + LINK_TARGETS + i] == c
        if not taken:
            out[k] = ACT_SELECT + c
            k += 1
    return k


cdef inline const int32_t* pending_cost(const int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    return code_at(db, fx_get(db, s[f + AC_F_EFFECT], FX_COST) + s[f + AC_F_COST_PC] * INSN_WIDTH)


cdef int32_t cost_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    return cost_choices(s, db, link_offset(s[HDR_CHAIN_LEN] - 1), pending_cost(s, db, f), s[f + AC_F_COST_SUB], out)


cdef int32_t option_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    cdef int32_t card = s[f + AC_F_CARD]
    cdef int32_t k, n = 0
    if s[f + FRAME_STEP] == AC_PICK_MODE:
        return legal_modes(s, db, s[f + AC_F_EFFECT], card, s[f + AC_F_PLAYER], out)
    if s[f + FRAME_STEP] != AC_PICK_EFFECT:
        return cost_legal(s, db, out)  # a declaration in the cost program
    for k in range(effect_count(db, s, card)):
        if activatable(s, db, first_effect(db, s, card) + k, card, s[f + AC_F_PLAYER], s[f + AC_F_CTX]):
            out[n] = ACT_OPTION + k
            n += 1
    return n
