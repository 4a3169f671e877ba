from libc.stdint cimport int16_t, int32_t, int64_t, uint32_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_BAD_STATE, RC_DECIDE, RC_OK
from ygo_core.actions cimport (
    ACT_ATTACK_POSITION, ACT_DEFENSE_POSITION, ACT_PASS, ACT_SELECT, ACT_SET, ACT_SUMMON, DEC_CHOOSE, DEC_POSITION,
    DEC_SUMMON_NOW, request_decision,
)
from ygo_core.stack cimport push_frame, top_frame
from sim_core.rng cimport rng_below, rng_shuffle
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.vm.filters cimport filter_at_least, filter_collect, filter_match
from ygo_core.proc.ids cimport PROC_SUMMON
from ygo_core.proc.resolve cimport RS_F_CHOSEN, RS_F_DONE, RS_F_LINK, RS_F_PC, RS_F_SUB
from ygo_core.proc.summon cimport SF_EXTRA, SUMMON_F_CARD, SUMMON_F_FLAGS, SUMMON_F_MODE, SUMMON_F_PLAYER
from ygo_core.proc.move cimport (
    change_control, dirty_card, free_monster_zone, move_to_pile, move_to_zone, send_not_destroyed, turn_face_up,
)
from ygo_core.proc.life cimport draw_cards, end_duel, gain_life, lose_life, lose_life_both
from ygo_core.proc.continuous cimport add_linger, drop_unaffected
from ygo_core.proc.triggers cimport raise_event
from ygo_core.vm.ops_battle cimport op_lasting_stats, op_pierce_this_turn
from ygo_core.vm.ops_leave cimport (
    add_riders, op_atk_times_original_until_battle_end, op_group_lasting_stats, op_stats_if_paid_matches,
)
from ygo_core.vm.ops_chaos cimport (
    declared_kind_cards, keep_gy_cards, op_attack_again, op_become_stats, op_foe_sends_declared, op_stats_per_paid,
)
from ygo_core.vm.ops_virus cimport look_for_declared_kind, op_draw_check
from ygo_core.vm.ops_locks cimport (
    equipped_triggers, op_destroy_equips, op_destroy_later, op_flip_face_up, op_negate_and_destroy, op_negate_summon,
)
from ygo_core.vm.ops_activated cimport (
    activated_acts, discard_choices, resume_discard_chosen, run_activated, takes_selection,
)
from ygo_core.vm.ops_summons cimport (
    each_revives_candidates, fusion_candidates, op_fusion_summon, resume_fusion_summon,
    op_control_linked, op_each_revives, op_lock_summons, op_summon_linked,
    op_summon_tokens, resume_each_revives, stamp_summon, summon_locked, summons_op_acts,
)
from ygo_core.vm.ops_scorpions cimport (
    clear_summoned_now, drop_names_summoned, mark_summoned_now, op_deck_top_or_bottom, op_mill,
    resume_deck_top_or_bottom, scorpions_op_acts,
)
from ygo_core.vm.ops_burn cimport boost_for_calculation, drop_spared, link_to_target, spare_traps
from ygo_core.vm.ops_sdmp cimport drop_effect_proof
from ygo_core.vm.ops_triggers cimport (
    banish_named_from_decks, damage_by_level, destroy_banish, op_choose_to_deck, op_discard_random_noted, op_draw_per, op_each_draw, op_excavate_summon,
    op_move_all, resume_choose_to_deck, resume_excavate_summon,
)
from ygo_core.vm.ops_quick cimport (
    banish_forbidden, below_card, effect_damage_dealt, negate_until_end, op_double_for_calculation,
    op_negate_and_destroy_any, op_repay_damage, op_set_again,
)
from ygo_core.vm.ops_pendulum cimport (
    boost_until_battle_end, drop_pzone_proof, pzone_proof_until, self_no_attack, set_scale,
)
from ygo_core.proc.pendulum cimport free_pendulum_zone
from ygo_core.proc.battle_phase cimport attack_goes_on
from ygo_core.vm.ops_synchro cimport (
    op_gain_atk_of, op_level_change, op_mark_resolved, op_synchro_with_self, resume_synchro_with_self, synchro_with_self_candidates,
)
from ygo_core.vm.ops_fusion cimport (
    absorb, coin_destroy_candidates, extra_summon_candidates, op_coin_destroy, op_ritual_summon, resume_coin_destroy, op_summon_from_extra, resume_ritual_summon,
    resume_summon_from_extra, ritual_candidates,
)

cdef enum:
    # Cards one operation can act on at once.
    CAP_SELECTION = CAP_CARDS
    BOTH_PLAYERS_SEE = 3


cdef inline int32_t player_of(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    # CTRL_SELF: the effect's player (T09); CTRL_FOE: the other.
    return (<int16_t*>s)[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef bint target_still_valid(const int32_t* s, const int32_t* db, int32_t link, int32_t i) noexcept nogil:
    # V03: a target that left (a new stint) or no longer fits its filter is not affected.
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    cdef int32_t card = (<int16_t*>s)[link + LINK_TARGETS + i]
    cdef int32_t flt
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_TARGET_STINTS + i]:
        return False
    if fx_get(db, fx, FX_FLAGS) & FXF_TARGET_EVENT:
        # A filter with it: the event's card must still fit at resolution ("destroy that monster
        # with 1500 or more ATK": Bottomless Trap Hole, vocab recheck_event_card).
        flt = fx_get(db, fx, FX_TARGET_FILTER)
        return card_get(s, card, CARD_LOCATION) == LOC_MZONE and is_face_up(card_get(s, card, CARD_POSITION)) \
            and (flt < 0 or filter_match(s, db, code_at(db, flt), card, (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD]))
    flt = fx_get(db, fx, FX_TARGET_FILTER) if i < fx_get(db, fx, FX_TARGET_COUNT) else fx_get(db, fx, FX_TARGET2_FILTER)
    return filter_match(s, db, code_at(db, flt), card, (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD])


cdef int32_t selection(const int32_t* s, const int32_t* db, int32_t link, int32_t sel, int32_t* out) noexcept nogil:
    # The cards the operation acts on, less those unaffected by its player's effects (pclause:
    # Rune-Eyes' (2); a target stays chosen, it is only not acted on).
    cdef int32_t n = selected_cards(s, db, link, sel, out)
    if s[HDR_LINGER_LEN] == 0 or n == 0:
        return n
    return drop_unaffected(s, db, (<int16_t*>s)[link + LINK_PLAYER], out, n)


cdef int32_t selected_cards(const int32_t* s, const int32_t* db, int32_t link, int32_t sel, int32_t* out) noexcept nogil:
    cdef int32_t i, n = 0, card
    if sel == SEL_TARGETS or sel == SEL_FIRST_TARGETS or sel == SEL_SECOND_TARGETS:
        for i in range((<int16_t*>s)[link + LINK_N_TARGETS]):
            if sel != SEL_TARGETS and (i < fx_get(db, (<int16_t*>s)[link + LINK_EFFECT], FX_TARGET_COUNT)) != (sel == SEL_FIRST_TARGETS):
                continue  # the other group's target
            if target_still_valid(s, db, link, i):
                out[n] = (<int16_t*>s)[link + LINK_TARGETS + i]
                n += 1
        return n
    if sel == SEL_SELF:
        card = (<int16_t*>s)[link + LINK_CARD]
        if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE \
                and is_face_up(card_get(s, card, CARD_POSITION)):
            out[0] = card
            return 1
        return 0
    if sel == SEL_SELF_IN_HAND:  # MR3: Chaos Hunter, Genex Ally Birdman summon themselves from the hand
        card = (<int16_t*>s)[link + LINK_CARD]
        if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_HAND:
            out[0] = card
            return 1
        return 0
    if sel == SEL_SELF_SCALE:  # (pendulum) the card itself, still in its Pendulum Zone
        card = (<int16_t*>s)[link + LINK_CARD]
        if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_PZONE:
            out[0] = card
            return 1
        return 0
    if sel == SEL_SELF_IN_GY or sel == SEL_NOTED:
        return selection_triggers(s, link, sel, out)
    if sel == SEL_BELOW_CARD:  # MR3 quick: Scrap-Iron Statue's "destroy that card"
        return below_card(s, link, out)
    if sel == SEL_SELF_FACE_DOWN:
        card = (<int16_t*>s)[link + LINK_CARD]
        if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE \
                and card_get(s, card, CARD_POSITION) == POS_FACEDOWN_DEFENSE:
            out[0] = card
            return 1
        return 0
    if sel == SEL_ATTACK_TARGET:  # (turbo) Turbo Synchron's "that monster"
        card = s[HDR_ATTACK_TARGET]
        if card != NO_CARD and card_get(s, card, CARD_LOCATION) == LOC_MZONE \
                and card_get(s, card, CARD_CONTROLLER) != s[HDR_TURN_PLAYER]:
            out[0] = card
            return 1
        return 0
    if sel == SEL_ATTACKER:
        # "The attacking monster", as it is now: none once the attack has stopped (F07), nor
        # one decided destroyed by battle (F20: it goes to the GY at the end of the step).
        card = s[HDR_ATTACKER]
        if attack_goes_on(s) and not card_get(s, card, CARD_FLAGS) & CF_BATTLE_DESTROYED:
            out[0] = card
            return 1
        return 0
    card = (<int16_t*>s)[link + LINK_EVENT_CARD]  # SEL_EVENT_CARD
    if card != NO_CARD and card_get(s, card, CARD_LOCATION) == LOC_MZONE:
        out[0] = card
        return 1
    return 0


cdef int32_t selection_triggers(const int32_t* s, int32_t link, int32_t sel, int32_t* out) noexcept nogil:
    # The triggers family's selections: its own card still in its owner's GY; the noted card.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if sel == SEL_SELF_IN_GY:
        if card_get(s, card, CARD_LOCATION) != LOC_GY:
            return 0
        out[0] = card
        return 1
    if (<int16_t*>s)[link + LINK_N_CHOSEN] == 0:
        return 0
    out[0] = (<int16_t*>s)[link + LINK_CHOSEN]
    return 1


cdef void destroy_cards(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n) noexcept nogil:
    # Y: destroyed cards go to their owners' GYs, all at once.
    cdef int32_t i
    for i in range(n):
        move_to_pile(s, db, cards[i], PILE_GY)


cdef void special_summon(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                         int32_t position) noexcept nogil:
    # H03: into a free Monster Zone of the effect's player, face-up in the chosen position.
    cdef int32_t zone = free_monster_zone(s, player)
    cdef int32_t from_gy = EV_SPECIAL_SUMMONED_FROM_GY if card_get(s, card, CARD_LOCATION) == LOC_GY else 0
    if zone < 0 or summon_locked(s, player):
        return
    move_to_zone(s, db, card, player, ZONE_MONSTER + zone, position)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_SPECIAL)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    stamp_summon(s, player)
    raise_event(s, db, EV_SPECIAL_SUMMONED | from_gy, card, NO_CARD, player)


cdef int refresh_hands(int32_t* s, const int32_t* db) noexcept nogil:
    # T06: the turn player discards, then the opponent; then each draws as many. A player who
    # must draw from too small a Deck loses (A11, A13); both at once is a draw (A14).
    cdef int32_t counts[N_PLAYERS]
    cdef int32_t lacking[N_PLAYERS]
    cdef int32_t k, p
    for k in range(N_PLAYERS):
        p = s[HDR_TURN_PLAYER] if k == 0 else opponent(s[HDR_TURN_PLAYER])
        counts[p] = pile_count(s, p, PILE_HAND)
        while pile_count(s, p, PILE_HAND) > 0:
            move_to_pile(s, db, pile_card(s, p, PILE_HAND, 0), PILE_GY)
    for k in range(N_PLAYERS):
        p = s[HDR_TURN_PLAYER] if k == 0 else opponent(s[HDR_TURN_PLAYER])
        lacking[p] = draw_cards(s, db, p, counts[p])
    if lacking[0] and lacking[1]:
        end_duel(s, DRAW_RESULT, WIN_DECK_OUT)
    elif lacking[0] or lacking[1]:
        end_duel(s, 1 if lacking[0] else 0, WIN_DECK_OUT)
    return RC_OK


cdef void take_control(int32_t* s, const int32_t* db, int32_t link, int32_t card) noexcept nogil:
    # Y13: control moves to the effect's player until the end of the turn; Y14: if their
    # Monster Zones filled up before the resolution, the monster is destroyed instead.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    if change_control(s, db, card, player):
        add_linger(s, LING_CONTROL, card, player, 0, 0, s[HDR_TURN], NO_CARD)


cdef void reveal(int32_t* s, int32_t card, int32_t to_mask) noexcept nogil:
    # C15: the card is shown; observation() keeps showing it until it moves or turns.
    card_set(s, card, CARD_REVEALED, card_get(s, card, CARD_REVEALED) | to_mask)


cdef void reveal_face_down(int32_t* s) noexcept nogil:
    cdef int32_t p, zone, card
    for p in range(N_PLAYERS):
        for zone in range(ZONES_PER_PLAYER):
            card = zone_card(s, p, zone)
            if card != NO_CARD and not is_face_up(card_get(s, card, CARD_POSITION)):
                reveal(s, card, BOTH_PLAYERS_SEE)


cdef void reveal_random_hand(int32_t* s, int32_t player) noexcept nogil:
    # Y04: a random pick draws from the duel's RNG.
    cdef int32_t foe = opponent(player)
    cdef int32_t n = pile_count(s, foe, PILE_HAND)
    if n > 0:
        reveal(s, pile_card(s, foe, PILE_HAND, <int32_t>rng_below(s + HDR_RNG, <uint32_t>n)), 1 << player)


cdef void reveal_deck_top(int32_t* s, int32_t player, int32_t count) noexcept nogil:
    cdef int32_t foe = opponent(player)
    cdef int32_t n = pile_count(s, foe, PILE_DECK)
    cdef int32_t i
    for i in range(min(count, n)):
        reveal(s, pile_card(s, foe, PILE_DECK, n - 1 - i), 1 << player)


cdef void modify_stats(int32_t* s, int32_t link, const int32_t* cards, int32_t n, int32_t atk,
                       int32_t defense) noexcept nogil:
    cdef int32_t i
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) == LOC_MZONE and is_face_up(card_get(s, cards[i], CARD_POSITION)):
            # The source is the effect's card: a monster's change to itself is its own (AA12).
            add_linger(s, LING_STATS, cards[i], (<int16_t*>s)[link + LINK_PLAYER], atk, defense, s[HDR_TURN],
                       (<int16_t*>s)[link + LINK_CARD])


cdef void equip(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    # R10: the Equip Spell attaches to its target if both are still there.
    cdef int32_t equip_card = (<int16_t*>s)[link + LINK_CARD]
    if n == 0 or card_get(s, equip_card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] \
            or card_get(s, equip_card, CARD_POSITION) != POS_FACEUP:
        return
    card_set(s, equip_card, CARD_EQUIPPED_TO, cards[0])
    card_set(s, equip_card, CARD_EQUIPPED_STINT, card_get(s, cards[0], CARD_STINT))
    s[HDR_DIRTY] = 1


cdef int linger_for(int32_t* s, int32_t link, int32_t kind, int32_t ctrl) noexcept nogil:
    return add_linger(s, kind, NO_CARD, player_of(s, link, ctrl), 0, 0, s[HDR_TURN], NO_CARD)


cdef int32_t lowest_atk_candidates(const int32_t* s, const int32_t* db, int32_t link,
                                   const int32_t* insn, int32_t* out) noexcept nogil:
    cdef int32_t all_[CAP_SELECTION]
    cdef int32_t n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER],
                                    (<int16_t*>s)[link + LINK_CARD], all_)
    cdef int32_t i, k = 0, low = -1
    for i in range(n):
        if low < 0 or card_get(s, all_[i], CARD_ATK) < low:
            low = card_get(s, all_[i], CARD_ATK)
    for i in range(n):
        if card_get(s, all_[i], CARD_ATK) == low:
            out[k] = all_[i]
            k += 1
    return k


cdef int32_t summon_candidates(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                               int32_t* out) noexcept nogil:
    # The cards an "up to N" choice may pick; a summon also needs a free Monster Zone.
    cdef int32_t n
    if insn[INSN_OP] & INSN_OP_MASK == OP_PLACE_IN_PZONE and free_pendulum_zone(s, (<int16_t*>s)[link + LINK_PLAYER]) < 0:
        return 0  # (pendulum) no free Pendulum Zone: nothing can be placed
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and (free_monster_zone(s, (<int16_t*>s)[link + LINK_PLAYER]) < 0
                                                           or summon_locked(s, (<int16_t*>s)[link + LINK_PLAYER])):
        return 0
    n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], out)
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_ONE_PER_NAME:
        return drop_names_summoned(s, db, out, n)  # scorpions: "up to 1 of each card name"
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_OTHER_LEVEL:
        return drop_noted_level(s, db, link, out, n)  # MR3 synchro: Starlight Junktion
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_EVENT_NAME:
        return keep_event_name(s, db, link, out, n)  # MR3 pendulum: Stargazer Magician
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_NOTED_LEVEL:
        return keep_level(s, db, (<int16_t*>s)[link + LINK_DECLARED], out, n)  # (sdmp) Pendulum Rising
    return n


cdef int32_t drop_name_added(const int32_t* s, const int32_t* db, int32_t f, const int32_t* insn,
                             int32_t* out, int32_t n) noexcept nogil:
    # MR3 pendulum (TO_HAND_DIFFERENT_NAMES): not the name of the card this operation added.
    cdef int32_t i, k = 0
    if not (insn[INSN_OP] & INSN_OP_MASK == OP_TO_HAND_CHOSEN and insn[INSN_C] & TO_HAND_DIFFERENT_NAMES) \
            or s[f + RS_F_SUB] == 0:
        return n
    for i in range(n):
        if db_get(db, s, out[i], DB_CODE) != db_get(db, s, s[f + RS_F_CHOSEN], DB_CODE):
            out[k] = out[i]
            k += 1
    return k


cdef int32_t keep_event_name(const int32_t* s, const int32_t* db, int32_t link, int32_t* out, int32_t n) noexcept nogil:
    # MR3 pendulum: only the cards with the name of the link's event card ("with that name").
    cdef int32_t i, k = 0
    cdef int32_t event_card = (<int16_t*>s)[link + LINK_EVENT_CARD]
    if event_card == NO_CARD:
        return 0
    for i in range(n):
        if db_get(db, s, out[i], DB_CODE) == db_get(db, s, event_card, DB_CODE):
            out[k] = out[i]
            k += 1
    return k


cdef int32_t keep_level(const int32_t* s, const int32_t* db, int32_t level, int32_t* out, int32_t n) noexcept nogil:
    # (sdmp) only the cards of this printed Level (an Xyz Monster has none).
    cdef int32_t i, k = 0
    for i in range(n):
        if level > 0 and db_get(db, s, out[i], DB_LEVEL) == level and not db_get(db, s, out[i], DB_TYPE) & TYPE_XYZ:
            out[k] = out[i]
            k += 1
    return k


cdef int32_t drop_noted_level(const int32_t* s, const int32_t* db, int32_t link, int32_t* out, int32_t n) noexcept nogil:
    # MR3 synchro: only the cards whose Level differs from the one the cost noted.
    cdef int32_t i, k = 0
    for i in range(n):
        if db_get(db, s, out[i], DB_LEVEL) != (<int16_t*>s)[link + LINK_DECLARED]:
            out[k] = out[i]
            k += 1
    return k


cdef int summon_chosen_step(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                            const int32_t* insn) noexcept nogil:
    # T05: "up to N": the first choice is required when one exists; later ones may stop.
    cdef int32_t cands[CAP_SELECTION]
    if s[f + RS_F_SUB] < insn[INSN_B] and drop_name_added(s, db, f, insn, cands, summon_candidates(s, db, link, insn, cands)) > 0:
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)
    if code_at(db, insn[INSN_A])[F_LOCATIONS] & (1 << LOC_DECK):
        shuffle_deck(s, (<int16_t*>s)[link + LINK_PLAYER])
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_E] & SUMMON_CHOSEN_ONE_PER_NAME:
        clear_summoned_now(s)
    return RC_OK


cdef void shuffle_deck(int32_t* s, int32_t player) noexcept nogil:
    # C11: a searched Deck is shuffled (chance from the duel's RNG).
    cdef int32_t i
    rng_shuffle(s + HDR_RNG, pile_cards(s, player, PILE_DECK), pile_count(s, player, PILE_DECK))
    for i in range(pile_count(s, player, PILE_DECK)):
        card_set(s, pile_card(s, player, PILE_DECK, i), CARD_SEQUENCE, i)


cdef void flip_face_down(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # AD01-AD03: a new stint (its Equips fall, its lingering changes lapse); O03: one that was
    # summoned, changed position or attacked this turn cannot be Flip Summoned this turn.
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE or db_get(db, s, card, DB_TYPE) & TYPE_TOKEN:
        return  # a Token is always face-up: it cannot be turned face-down
    if this_turn(s, card_get(s, card, CARD_SUMMON_TURN)) or this_turn(s, card_get(s, card, CARD_POS_CHANGE_TURN)) \
            or this_turn(s, card_get(s, card, CARD_ATTACK_TURN)):
        card_set(s, card, CARD_POS_CHANGE_TURN, s[HDR_TURN])
    card_set(s, card, CARD_POSITION, POS_FACEDOWN_DEFENSE)
    card_set(s, card, CARD_STINT, card_get(s, card, CARD_STINT) + 1)
    card_set(s, card, CARD_LINKED, NO_CARD)  # a new card: no longer Call of the Haunted's target
    card_set(s, card, CARD_COUNTERS, 0)  # AE02: turned face-down, it loses its counters
    reveal(s, card, BOTH_PLAYERS_SEE)  # both players saw it face-up: it stays known (C15)
    s[HDR_DIRTY] = 1


cdef void change_position(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # O10: Attack <-> Defense; face-down Defense becomes face-up Attack (an effect's change does
    # not use the monster's manual change, O07).
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return
    card_set(s, card, CARD_POSITION, POS_FACEUP_DEFENSE if position == POS_FACEUP_ATTACK else POS_FACEUP_ATTACK)
    dirty_card(s, db, card)


cdef void discard_random(int32_t* s, const int32_t* db, int32_t player, int32_t count) noexcept nogil:
    cdef int32_t i, n
    for i in range(count):
        n = pile_count(s, player, PILE_HAND)
        if n == 0:
            return
        move_to_pile(s, db, pile_card(s, player, PILE_HAND, <int32_t>rng_below(s + HDR_RNG, <uint32_t>n)), PILE_GY)


cdef void negate_below(int32_t* s, int32_t link, int32_t flag) noexcept nogil:
    # S10: a negation reaches the link directly below its own.
    if link > CHAIN_BASE:
        (<int16_t*>s)[link - CHAIN_LINK_WIDTH + LINK_FLAGS] |= flag


cdef int move_selection(int32_t* s, const int32_t* db, int32_t op, const int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t i, owner
    cdef int32_t shuffled[N_PLAYERS]
    shuffled[0] = 0
    shuffled[1] = 0
    for i in range(n):
        owner = card_get(s, cards[i], CARD_OWNER)
        if op == OP_SEND_TO_GY:
            send_not_destroyed(s, db, cards[i])
        elif op == OP_BANISH:
            move_to_pile(s, db, cards[i], PILE_BANISHED)
        else:
            move_to_pile(s, db, cards[i], PILE_DECK)
            shuffled[owner] = 1
    for i in range(N_PLAYERS):
        if shuffled[i]:
            shuffle_deck(s, i)
    return RC_OK


cdef bint operation_acts(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                        int32_t op) noexcept nogil:
    # Whether the operation will do something (decided before it runs, as its inputs are now).
    cdef int32_t cards[CAP_SELECTION]
    if op == OP_DESTROY or op == OP_DESTROY_IF or op == OP_RETURN_TO_HAND or op == OP_SPECIAL_SUMMON \
            or op == OP_TAKE_CONTROL or op == OP_MODIFY_STATS or op == OP_EQUIP or op == OP_ALLOW_TRIBUTE \
            or op == OP_SEND_TO_GY or op == OP_BANISH or op == OP_RETURN_TO_DECK \
            or op == OP_CHANGE_POSITION or op == OP_FLIP_FACE_DOWN or op == OP_DESTROY_BANISH \
            or op == OP_LINK_TARGET or op == OP_SET_SCALE or op == OP_LEVEL_CHANGE:
        return selection(s, db, link, insn[INSN_A], cards) > 0
    if op == OP_DESTROY_ALL or op == OP_DESTROY_LOWEST_ATK:
        return filter_at_least(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], 1)
    if op == OP_SUMMON_CHOSEN or op == OP_TO_HAND_CHOSEN or op == OP_PLACE_IN_PZONE:
        return summon_candidates(s, db, link, insn, cards) > 0
    if op == OP_DAMAGE_BY_ATK:
        return selection(s, db, link, insn[INSN_A], cards) > 0
    if op == OP_NEGATE_ATTACK:
        return attack_goes_on(s)
    if 60 <= op < 80:  # the activated family's range (opcodes.pxd)
        return activated_acts(s, db, link, insn, selection(s, db, link, insn[INSN_A], cards)
                              if takes_selection(op) else -1)
    if op == OP_DISCARD_RANDOM:
        return pile_count(s, player_of(s, link, insn[INSN_A]), PILE_HAND) > 0
    if op == OP_MILL or op == OP_DECK_TOP_OR_BOTTOM:
        return scorpions_op_acts(s, link, insn)
    if op == OP_ABSORB:
        return selection(s, db, link, insn[INSN_A], cards) > 0
    if op >= OP_SUMMON_LINKED and op <= OP_FUSION_SUMMON:
        return summons_op_acts(s, db, link, insn, cards, selection(s, db, link, insn[INSN_A], cards)
                               if op <= OP_CONTROL_LINKED else 0)
    return True


cdef int ask_position(int32_t* s, int32_t f, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    # H03: each monster Special Summoned by the effect, one at a time, in a chosen position.
    if n == 0 or free_monster_zone(s, (<int16_t*>s)[link + LINK_PLAYER]) < 0 or summon_locked(s, (<int16_t*>s)[link + LINK_PLAYER]):
        return RC_OK  # a summon lock applied in the same chain (Scapegoat) stops it too
    s[f + RS_F_CHOSEN] = cards[0]
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_POSITION)


cdef inline int32_t chosen_position(const int32_t* s) noexcept nogil:
    return POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE


# ---- One function per opcode, dispatched through OPS (STYLE.md: a table, not a switch) -------

ctypedef int (*op_fn)(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                      const int32_t* insn) noexcept nogil

cdef enum:
    N_OPS = OP_CAPACITY


cdef inline int32_t not_spared(int32_t* s, const int32_t* db, int32_t link, int32_t* cards,
                               int32_t n) noexcept nogil:
    # (pendulum) the Pendulum Zones' cards that cannot be destroyed by card effects
    # (APPLY_PZONE_PROOF: Timegazer Magician); a once-per-turn protection is used here.
    if applier_active(s, APPLY_PZONE_PROOF) or (s[HDR_LINGER_LEN] and s[HDR_PENDULUM_CARDS]):
        n = drop_pzone_proof(s, db, link, cards, n)  # (and Pendulum Call's LING_PZONE_PROOF)
    # burn: the Traps a Fake Trap keeps this link from destroying (LING_TRAPS_SPARED).
    if not s[HDR_LINGER_LEN]:
        return n
    # (sdmp) cards that cannot be destroyed by card effects this turn (LING_EFFECT_PROOF).
    return drop_effect_proof(s, cards, drop_spared(s, db, link, cards, n))


cdef int op_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    destroy_cards(s, db, cards, not_spared(s, db, link, cards, selection(s, db, link, insn[INSN_A], cards)))
    return RC_OK


cdef int op_destroy_if(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # De-Spell, Trap Master: a face-down card is revealed; it is destroyed if of the kind.
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    for i in range(n):
        if not is_face_up(card_get(s, cards[i], CARD_POSITION)):
            reveal(s, cards[i], BOTH_PLAYERS_SEE)
        if db_get(db, s, cards[i], DB_TYPE) & insn[INSN_B] and not_spared(s, db, link, cards + i, 1):
            move_to_pile(s, db, cards[i], PILE_GY)
    return RC_OK


cdef int op_destroy_all(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER],
                                    (<int16_t*>s)[link + LINK_CARD], cards)
    n = drop_unaffected(s, db, (<int16_t*>s)[link + LINK_PLAYER], cards, n)  # (pclause) Rune-Eyes' (2)
    destroy_cards(s, db, cards, not_spared(s, db, link, cards, n))
    return RC_OK


cdef int op_destroy_lowest_atk(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = lowest_atk_candidates(s, db, link, insn, cards)
    if n == 1:
        destroy_cards(s, db, cards, 1)
    elif n > 1:
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)  # a tie: the player picks
    return RC_OK


cdef int op_return_to_hand(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, was, n = selection(s, db, link, insn[INSN_A], cards)
    cdef int32_t returned = 0, one = NO_CARD
    for i in range(n):
        was = card_get(s, cards[i], CARD_LOCATION)
        move_to_pile(s, db, cards[i], PILE_HAND)
        if (was == LOC_MZONE or was == LOC_SZONE or was == LOC_FZONE or was == LOC_PZONE) \
                and card_get(s, cards[i], CARD_LOCATION) == LOC_HAND:
            returned += 1
            one = cards[i] if was == LOC_MZONE else NO_CARD
    if returned == 1 and one != NO_CARD and s[HDR_TRIGGER_EVENTS] & EV_RETURNED_ONE_TO_HAND:
        # (pendulum) exactly 1 card, a monster, from the field to the hand (Stargazer Magician).
        return raise_event(s, db, EV_RETURNED_ONE_TO_HAND, one, NO_CARD, (<int16_t*>s)[link + LINK_PLAYER])
    return RC_OK


cdef int op_damage(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t n = 1 if insn[INSN_C] < 0 else filter_collect(
        s, db, code_at(db, insn[INSN_C]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], NULL)
    cdef int32_t player = player_of(s, link, insn[INSN_A])
    cdef int32_t before = s[HDR_LP + player]
    lose_life(s, player, <int64_t>insn[INSN_B] * n)  # in int64: no overflow
    return effect_damage_dealt(s, db, link, player, before)  # MR3 quick: Doppelganger


cdef int op_gain_lp(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    gain_life(s, player_of(s, link, insn[INSN_A]), insn[INSN_B])
    return RC_OK


cdef int op_refresh_hands(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return refresh_hands(s, db)


cdef int op_special_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    cdef int rc
    if insn[INSN_B] != POS_NONE:
        # (leave) The text names the position ("in Defense Position"): no choice (H03).
        for i in range(n):
            special_summon(s, db, cards[i], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B])
            rc = add_riders(s, cards[i], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_C])
            if rc < 0:
                return rc
        return RC_OK
    return ask_position(s, f, link, cards, n)


cdef int op_summon_chosen(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return summon_chosen_step(s, db, f, link, insn)


cdef int op_take_control(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    for i in range(n):
        take_control(s, db, link, cards[i])
    return RC_OK


cdef int op_modify_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    modify_stats(s, link, cards, selection(s, db, link, insn[INSN_A], cards), insn[INSN_B], insn[INSN_C])
    return RC_OK


cdef int op_equip(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t equip_card = (<int16_t*>s)[link + LINK_CARD]
    equip(s, link, cards, selection(s, db, link, insn[INSN_A], cards))
    if s[HDR_LOCKS] & LOCK_ON_EQUIPPED and card_get(s, equip_card, CARD_EQUIPPED_TO) != NO_CARD:
        return equipped_triggers(s, db, card_get(s, equip_card, CARD_EQUIPPED_TO), equip_card)  # Gearfried
    return RC_OK


cdef int op_linger(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return linger_for(s, link, insn[INSN_A], insn[INSN_B])


cdef int op_allow_tribute(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    cdef int rc
    for i in range(n):
        rc = add_linger(s, LING_MAY_TRIBUTE, cards[i], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B], 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK


cdef int op_reveal_face_down(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    reveal_face_down(s)
    return RC_OK


cdef int op_reveal_random_hand(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    reveal_random_hand(s, (<int16_t*>s)[link + LINK_PLAYER])
    return RC_OK


cdef int op_reveal_deck_top(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    reveal_deck_top(s, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_A])
    return RC_OK


cdef int op_normal_summon_now(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_SUMMON_NOW)


cdef int op_move(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = selection(s, db, link, insn[INSN_A], cards)
    if insn[INSN_OP] & INSN_OP_MASK == OP_BANISH and applier_active(s, APPLY_NO_GY_BANISH):
        n = keep_gy_cards(s, db, (<int16_t*>s)[link + LINK_PLAYER], cards, n)  # chaos: Kycoo the Ghost Destroyer
    if insn[INSN_OP] & INSN_OP_MASK == OP_BANISH and applier_active(s, APPLY_NO_BANISH) \
            and banish_forbidden(s, db, (<int16_t*>s)[link + LINK_PLAYER]):
        return RC_OK  # MR3 quick: Imperial Iron Wall, the cards stay
    return move_selection(s, db, insn[INSN_OP] & INSN_OP_MASK, cards, n)


cdef int op_change_position(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    for i in range(n):
        change_position(s, db, cards[i])
    return RC_OK


cdef int op_flip_face_down(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    for i in range(n):
        flip_face_down(s, db, cards[i])
    return RC_OK


cdef int op_draw(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t player = player_of(s, link, insn[INSN_A])
    if draw_cards(s, db, player, insn[INSN_B]):
        end_duel(s, opponent(player), WIN_DECK_OUT)  # A11, A13
    return RC_OK


cdef int op_discard_random(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    discard_random(s, db, player_of(s, link, insn[INSN_A]), insn[INSN_B])
    return RC_OK


cdef int op_negate(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    negate_below(s, link, LF_NEGATED if insn[INSN_OP] & INSN_OP_MASK == OP_NEGATE_ACTIVATION else LF_EFFECT_NEGATED)
    return RC_OK


cdef int op_damage_by_atk(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The ATK as it is now, on the field (the card may be destroyed by a later part).
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t amount, mine, theirs
    if selection(s, db, link, insn[INSN_A], cards) == 0:
        return RC_OK
    amount = card_get(s, cards[0], CARD_ATK)
    mine = amount if insn[INSN_B] & CTRL_SELF else 0
    theirs = amount if insn[INSN_B] & CTRL_FOE else 0
    cdef int32_t before0 = s[HDR_LP], before1 = s[HDR_LP + 1]
    cdef int rc
    if (<int16_t*>s)[link + LINK_PLAYER] == 0:
        lose_life_both(s, mine, theirs)
    else:
        lose_life_both(s, theirs, mine)
    rc = effect_damage_dealt(s, db, link, 0, before0)  # MR3 quick: Doppelganger
    if rc < 0:
        return rc
    return effect_damage_dealt(s, db, link, 1, before1)


cdef int op_negate_attack(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # Only an attack that goes on can be negated: not one already negated, nor one whose
    # monster was turned face-down or left the field (F07: it stopped by itself).
    if attack_goes_on(s):
        s[HDR_ATTACK_NEGATED] = 1
    return RC_OK


cdef int op_activated(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The activated family's operations (vm/ops_activated.pyx), given their selection.
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = selection(s, db, link, insn[INSN_A], cards) if takes_selection(insn[INSN_OP] & INSN_OP_MASK) else -1
    return run_activated(s, db, f, link, insn, cards, n)


cdef int op_summons_selected(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The summons family's operations on a selection (vm/ops_summons.pyx).
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n = selection(s, db, link, insn[INSN_A], cards)
    if insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_LINKED:
        return op_summon_linked(s, db, f, link, insn, cards, n)
    return op_control_linked(s, db, f, link, insn, cards, n)


cdef int op_link_target(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The burn family (vm/ops_burn.pyx), given its selection.
    cdef int32_t cards[CAP_SELECTION]
    return link_to_target(s, link, cards, selection(s, db, link, insn[INSN_A], cards))


cdef int op_boost_for_calculation(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    return boost_for_calculation(s, link, cards, selection(s, db, link, SEL_SELF, cards), insn[INSN_A])


cdef int op_spare_traps(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return spare_traps(s, db, link)


cdef int op_negate_until_end(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # MR3 quick family (vm/ops_quick.pyx), given its selection.
    cdef int32_t cards[CAP_SELECTION]
    return negate_until_end(s, link, cards, selection(s, db, link, insn[INSN_A], cards))


cdef int op_set_scale(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # The MR3 pendulum family (vm/ops_pendulum.pyx), given its selection.
    cdef int32_t cards[CAP_SELECTION]
    return set_scale(s, db, link, cards, selection(s, db, link, insn[INSN_A], cards), insn[INSN_B])


cdef int op_pzone_proof_until(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return pzone_proof_until(s, link, insn)


cdef int op_boost_until_battle_end(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return boost_until_battle_end(s, db, link, insn)


cdef int op_self_no_attack(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return self_no_attack(s, link)


cdef op_fn OPS[N_OPS]
OPS[0] = NULL
OPS[OP_DESTROY] = op_destroy
OPS[OP_DESTROY_IF] = op_destroy_if
OPS[OP_DESTROY_ALL] = op_destroy_all
OPS[OP_DESTROY_LOWEST_ATK] = op_destroy_lowest_atk
OPS[OP_RETURN_TO_HAND] = op_return_to_hand
OPS[OP_DAMAGE] = op_damage
OPS[OP_GAIN_LP] = op_gain_lp
OPS[OP_REFRESH_HANDS] = op_refresh_hands
OPS[OP_SPECIAL_SUMMON] = op_special_summon
OPS[OP_SUMMON_CHOSEN] = op_summon_chosen
OPS[OP_TAKE_CONTROL] = op_take_control
OPS[OP_MODIFY_STATS] = op_modify_stats
OPS[OP_EQUIP] = op_equip
OPS[OP_LINGER] = op_linger
OPS[OP_ALLOW_TRIBUTE] = op_allow_tribute
OPS[OP_REVEAL_FACE_DOWN] = op_reveal_face_down
OPS[OP_REVEAL_RANDOM_HAND] = op_reveal_random_hand
OPS[OP_REVEAL_DECK_TOP] = op_reveal_deck_top
OPS[OP_NORMAL_SUMMON_NOW] = op_normal_summon_now
OPS[OP_SEND_TO_GY] = op_move
OPS[OP_BANISH] = op_move
OPS[OP_RETURN_TO_DECK] = op_move
OPS[OP_DRAW] = op_draw
OPS[OP_DISCARD_RANDOM] = op_discard_random
OPS[OP_CHANGE_POSITION] = op_change_position
OPS[OP_FLIP_FACE_DOWN] = op_flip_face_down
OPS[OP_NEGATE_ACTIVATION] = op_negate
OPS[OP_NEGATE_EFFECT] = op_negate
OPS[OP_TO_HAND_CHOSEN] = op_summon_chosen
OPS[OP_DAMAGE_BY_ATK] = op_damage_by_atk
OPS[OP_NEGATE_ATTACK] = op_negate_attack
# battle family (vm/ops_battle.pyx)
OPS[OP_LASTING_STATS] = op_lasting_stats
OPS[OP_PIERCE_THIS_TURN] = op_pierce_this_turn
# locks
OPS[OP_NEGATE_SUMMON] = op_negate_summon
OPS[OP_NEGATE_AND_DESTROY] = op_negate_and_destroy
OPS[OP_FLIP_FACE_UP] = op_flip_face_up
OPS[OP_DESTROY_LATER] = op_destroy_later
OPS[OP_DESTROY_EQUIPS] = op_destroy_equips
# Activated family (opcodes 60-79).
OPS[OP_ADD_COUNTER] = op_activated
OPS[OP_DISCARD_CHOSEN] = op_activated
OPS[OP_SKIP_DRAW_PHASES] = op_activated
OPS[OP_DAMAGE_PER_PAID] = op_activated
OPS[OP_TO_DECK_TOP] = op_activated
OPS[OP_FLIP_UP] = op_activated
OPS[OP_FLIP_UP_ALL] = op_activated
OPS[OP_HAND_TO_DECK_DRAW] = op_activated
OPS[OP_DESTROY_HIGHEST_DEF] = op_activated
OPS[OP_DISCARD_DECLARED] = op_activated
OPS[OP_SET_FROM_HAND] = op_activated
OPS[OP_SWAP_CONTROL] = op_activated
# Summons family (vm/ops_summons.pyx).
OPS[OP_SUMMON_LINKED] = op_summons_selected
OPS[OP_CONTROL_LINKED] = op_summons_selected
OPS[OP_SUMMON_TOKENS] = op_summon_tokens
OPS[OP_LOCK_SUMMONS] = op_lock_summons
OPS[OP_EACH_REVIVES] = op_each_revives
OPS[OP_FUSION_SUMMON] = op_fusion_summon
# MR3 sdmp family (vm/ops_sdmp.pyx).
OPS[OP_MARK_UNTIL] = op_mark_until


cdef int op_mark_until(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # (sdmp) OP_MARK_UNTIL: a lingering mark on each selected card, for its current stint, until
    # the end of the turn HDR_TURN + C (Lyla's position lock, Forbidden Dress's protections).
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    cdef int rc
    for i in range(n):
        rc = add_linger(s, insn[INSN_B], cards[i], (<int16_t*>s)[link + LINK_PLAYER], 0, 0,
                        s[HDR_TURN] + insn[INSN_C], (<int16_t*>s)[link + LINK_CARD])
        if rc < 0:
            return rc
    return RC_OK


# The triggers family (vm/ops_triggers.pyx): the ones on a selection get it here.
cdef int op_destroy_banish(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    if applier_active(s, APPLY_NO_BANISH) and banish_forbidden(s, db, (<int16_t*>s)[link + LINK_PLAYER]):
        # MR3 quick: Imperial Iron Wall: destroyed, the cards go to the GY, not banished.
        destroy_cards(s, db, cards, not_spared(s, db, link, cards, selection(s, db, link, insn[INSN_A], cards)))
        return RC_OK
    return destroy_banish(s, db, link, cards, not_spared(s, db, link, cards, selection(s, db, link, insn[INSN_A], cards)))


cdef int op_banish_named_from_decks(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    return banish_named_from_decks(s, db, cards, selection(s, db, link, insn[INSN_A], cards), insn[INSN_B])


cdef int op_damage_by_level(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t player = player_of(s, link, insn[INSN_C])
    cdef int32_t before = s[HDR_LP + player]
    cdef int rc = damage_by_level(s, db, cards, selection(s, db, link, insn[INSN_A], cards), insn[INSN_B], player)
    if rc < 0:
        return rc
    return effect_damage_dealt(s, db, link, player, before)  # MR3 quick: Doppelganger


OPS[OP_DESTROY_BANISH] = op_destroy_banish
OPS[OP_MOVE_ALL] = op_move_all
OPS[OP_EACH_DRAW] = op_each_draw
OPS[OP_DISCARD_RANDOM_NOTED] = op_discard_random_noted
OPS[OP_DAMAGE_BY_LEVEL] = op_damage_by_level
OPS[OP_CHOOSE_TO_DECK] = op_choose_to_deck
OPS[OP_DRAW_PER_COUNT] = op_draw_per
OPS[OP_BANISH_NAMED_FROM_DECKS] = op_banish_named_from_decks
OPS[OP_EXCAVATE_SUMMON] = op_excavate_summon
# The scorpions family (vm/ops_scorpions.pyx).
OPS[OP_MILL] = op_mill
OPS[OP_DECK_TOP_OR_BOTTOM] = op_deck_top_or_bottom
# The burn family (vm/ops_burn.pyx).
OPS[OP_LINK_TARGET] = op_link_target
OPS[OP_BOOST_FOR_CALCULATION] = op_boost_for_calculation
OPS[OP_SPARE_TRAPS] = op_spare_traps
cdef int op_absorb(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    if selection(s, db, link, insn[INSN_A], cards) == 0:
        return RC_OK
    return absorb(s, db, link, cards[0])


# The fusion family (vm/ops_fusion.pyx).
OPS[OP_SUMMON_FROM_EXTRA] = op_summon_from_extra
OPS[OP_ABSORB] = op_absorb
OPS[OP_RITUAL_SUMMON] = op_ritual_summon
OPS[OP_COIN_DESTROY] = op_coin_destroy
# The chaos family (vm/ops_chaos.pyx); OP_NO_ATTACK_THIS_TURN is a cost instruction only.
OPS[OP_ATTACK_AGAIN] = op_attack_again
OPS[OP_STATS_PER_PAID] = op_stats_per_paid
OPS[OP_BECOME_STATS] = op_become_stats
OPS[OP_FOE_SENDS_DECLARED] = op_foe_sends_declared
# The MR3 leave family (vm/ops_leave.pyx).
OPS[OP_GROUP_LASTING_STATS] = op_group_lasting_stats
OPS[OP_STATS_IF_PAID_MATCHES] = op_stats_if_paid_matches
OPS[OP_BATTLE_GRANTS] = op_battle_grants
OPS[OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END] = op_atk_times_original_until_battle_end
# The MR3 quick family, third round (vm/ops_virus.pyx): Eradicator Epidemic Virus.
OPS[OP_DESTROY_DECLARED_KIND] = op_destroy_declared_kind
OPS[OP_DRAW_CHECK] = op_draw_check


cdef int op_destroy_declared_kind(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    destroy_cards(s, db, cards, not_spared(s, db, link, cards, look_for_declared_kind(s, db, link, cards)))
    return RC_OK


cdef int op_battle_grants(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # (MR3 battle) OP_BATTLE_GRANTS: the GRANT_* bits B on each selected monster still face-up
    # on the field, for its current stint, until the end of this turn (Scrap Fist).
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t i, n = selection(s, db, link, insn[INSN_A], cards)
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_MZONE or not is_face_up(card_get(s, cards[i], CARD_POSITION)):
            continue
        rc = add_linger(s, LING_BATTLE_GRANTS, cards[i], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B], 0,
                        s[HDR_TURN], (<int16_t*>s)[link + LINK_CARD])
        if rc < 0:
            return rc
    return RC_OK
# MR3 quick family (vm/ops_quick.pyx).
OPS[OP_SET_AGAIN] = op_set_again
OPS[OP_NEGATE_UNTIL_END] = op_negate_until_end
OPS[OP_NEGATE_AND_DESTROY_ANY] = op_negate_and_destroy_any
OPS[OP_REPAY_DAMAGE] = op_repay_damage
OPS[OP_DOUBLE_FOR_CALCULATION] = op_double_for_calculation
# The MR3 pendulum family (vm/ops_pendulum.pyx).
OPS[OP_SET_SCALE] = op_set_scale
OPS[OP_PLACE_IN_PZONE] = op_summon_chosen  # the "up to N chosen at resolution" steps
OPS[OP_BOOST_UNTIL_BATTLE_END] = op_boost_until_battle_end
OPS[OP_PZONE_PROOF_UNTIL] = op_pzone_proof_until
OPS[OP_NO_ATTACK_THIS_TURN] = op_self_no_attack  # the chaos family's cost word, as a resolution part

# ---- MR3 synchro family (vm/ops_synchro.pyx) ----
cdef int op_level_change_sel(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    return op_level_change(s, db, link, insn, cards, selection(s, db, link, insn[INSN_A], cards))


cdef int op_gain_atk_of_sel(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    return op_gain_atk_of(s, db, link, insn)


cdef int op_synchro_with_self_sel(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    return op_synchro_with_self(s, db, link, cards[0] if selection(s, db, link, SEL_SELF, cards) > 0 else NO_CARD)


OPS[OP_SYNCHRO_WITH_SELF] = op_synchro_with_self_sel
OPS[OP_LEVEL_CHANGE] = op_level_change_sel


cdef int op_mark_resolved_sel(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_SELECTION]
    return op_mark_resolved(s, db, link, cards, selection(s, db, link, insn[INSN_A], cards))


OPS[OP_MARK_RESOLVED] = op_mark_resolved_sel
OPS[OP_GAIN_ATK_OF] = op_gain_atk_of_sel


cdef int run_op(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    # Every operation that acts sets RS_F_DONE, so a following "if you do" part can depend on it.
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op <= 0 or op >= N_OPS or OPS[op] == NULL:
        s[HDR_ERR_ARG] = op
        return ERR_BAD_STATE
    s[f + RS_F_DONE] = 1 if operation_acts(s, db, link, insn, op) else 0
    return OPS[op](s, db, f, link, insn)


# ---- Resuming the operations that asked for a decision ----------------------------------------

cdef inline void note_summoned(int32_t* s, const int32_t* insn, int32_t card) noexcept nogil:
    # "Up to 1 of each card name" (SUMMON_CHOSEN_ONE_PER_NAME): the name is taken once the card
    # is on the field.
    if insn[INSN_E] & SUMMON_CHOSEN_ONE_PER_NAME and card_get(s, card, CARD_LOCATION) == LOC_MZONE:
        mark_summoned_now(s, card)


cdef int summon_one_chosen(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                           int32_t card, int32_t position) noexcept nogil:
    # chaos: SUMMON_CHOSEN_BANISH_AT_END (Return from the Different Dimension) marks the
    # monster that arrived for the End Phase.
    special_summon(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], position)
    if insn[INSN_E] & (SUMMON_CHOSEN_BANISH_AT_END | SUMMON_CHOSEN_DESTROY_AT_END) \
            and card_get(s, card, CARD_LOCATION) == LOC_MZONE:
        # (sdmp) SUMMON_CHOSEN_DESTROY_AT_END: destroyed then, not banished (Pendulum Rising)
        return add_linger(s, LING_BANISH_AT_END, card, (<int16_t*>s)[link + LINK_PLAYER],
                          1 if insn[INSN_E] & SUMMON_CHOSEN_DESTROY_AT_END else 0, 0, s[HDR_TURN], NO_CARD)
    return RC_OK


cdef int resume_summon_chosen(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil:
    # A card chosen -> ask its position (or, for the hand, add it); a position -> summon it;
    # ACT_PASS -> stop (T05).
    cdef int32_t action = s[HDR_ACTION]
    cdef int rc
    if insn[INSN_OP] & INSN_OP_MASK == OP_TO_HAND_CHOSEN and action != ACT_PASS:
        move_to_pile(s, db, action - ACT_SELECT, PILE_HAND)
        if insn[INSN_C] & TO_HAND_DIFFERENT_NAMES:
            s[f + RS_F_CHOSEN] = action - ACT_SELECT  # (pendulum) its name is not offered again
        s[f + RS_F_SUB] += 1
    elif insn[INSN_OP] & INSN_OP_MASK == OP_PLACE_IN_PZONE and action != ACT_PASS:
        # (pendulum) M02: placed, not activated (no chain link)
        move_to_zone(s, db, action - ACT_SELECT, (<int16_t*>s)[link + LINK_PLAYER],
                     ZONE_PENDULUM + free_pendulum_zone(s, (<int16_t*>s)[link + LINK_PLAYER]), POS_FACEUP)
        s[f + RS_F_SUB] += 1
    elif action == ACT_ATTACK_POSITION or action == ACT_DEFENSE_POSITION:
        rc = summon_one_chosen(s, db, link, insn, s[f + RS_F_CHOSEN], chosen_position(s))
        if rc < 0:
            return rc
        note_summoned(s, insn, s[f + RS_F_CHOSEN])
        s[f + RS_F_SUB] += 1
    elif action == ACT_PASS:
        s[f + RS_F_SUB] = insn[INSN_B]
    elif insn[INSN_C] != POS_NONE:
        # The text names the position (Mystic Tomato: face-up Attack Position): no choice.
        rc = summon_one_chosen(s, db, link, insn, action - ACT_SELECT, insn[INSN_C])
        if rc < 0:
            return rc
        note_summoned(s, insn, action - ACT_SELECT)
        s[f + RS_F_SUB] += 1
    else:
        s[f + RS_F_CHOSEN] = action - ACT_SELECT
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_POSITION)
    return summon_chosen_step(s, db, f, link, insn)


cdef int resume_normal_summon_now(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil:
    # Ultimate Offering: the chosen summon runs as its own procedure, without a window (T07).
    cdef int32_t action = s[HDR_ACTION]
    cdef int32_t g
    if action == ACT_PASS:
        return RC_OK
    g = push_frame(s, PROC_SUMMON, 0)
    if g < 0:
        return g
    s[g + SUMMON_F_CARD] = (action - ACT_SUMMON) if action < ACT_SET else (action - ACT_SET)
    s[g + SUMMON_F_MODE] = SUMMON_NORMAL if action < ACT_SET else SUMMON_SET
    s[g + SUMMON_F_FLAGS] = SF_EXTRA
    s[g + SUMMON_F_PLAYER] = (<int16_t*>s)[link + LINK_PLAYER]
    return OP_FRAME_PUSHED


cdef int resume_op(int32_t* s, const int32_t* db, int32_t f, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    cdef int32_t cards[CAP_SELECTION]
    cdef int rc
    if op == OP_DESTROY_LOWEST_ATK:
        move_to_pile(s, db, s[HDR_ACTION] - ACT_SELECT, PILE_GY)
        return RC_OK
    if op == OP_SPECIAL_SUMMON:
        special_summon(s, db, s[f + RS_F_CHOSEN], (<int16_t*>s)[link + LINK_PLAYER], chosen_position(s))
        if insn[INSN_C]:
            rc = add_riders(s, s[f + RS_F_CHOSEN], (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_C])  # (leave)
            if rc < 0:
                return rc
        return ask_position(s, f, link, cards, selection(s, db, link, insn[INSN_A], cards))
    if op == OP_SUMMON_CHOSEN or op == OP_TO_HAND_CHOSEN or op == OP_PLACE_IN_PZONE:
        return resume_summon_chosen(s, db, f, link, insn)
    if op == OP_NORMAL_SUMMON_NOW:
        return resume_normal_summon_now(s, db, f, link, insn)
    if op == OP_DISCARD_CHOSEN or op == OP_DESTROY_HIGHEST_DEF or op == OP_SET_FROM_HAND or op == OP_SWAP_CONTROL:
        return resume_discard_chosen(s, db, f, link, insn)
    if op == OP_EACH_REVIVES:
        return resume_each_revives(s, db, f, link, insn)
    if op == OP_FUSION_SUMMON:
        return resume_fusion_summon(s, db, f, link, insn)
    if op == OP_CHOOSE_TO_DECK:
        return resume_choose_to_deck(s, db, f, link, insn)
    if op == OP_EXCAVATE_SUMMON:
        return resume_excavate_summon(s, db, f, link, insn)
    if op == OP_DECK_TOP_OR_BOTTOM:
        return resume_deck_top_or_bottom(s, db, f, link, insn)
    if op == OP_SUMMON_FROM_EXTRA:
        return resume_summon_from_extra(s, db, f, link, insn)
    if op == OP_RITUAL_SUMMON:
        return resume_ritual_summon(s, db, f, link, insn)
    if op == OP_COIN_DESTROY:
        return resume_coin_destroy(s, db, f, link, insn)
    if op == OP_SYNCHRO_WITH_SELF:  # MR3 synchro: the chosen Synchro Monster's summon
        rc = resume_synchro_with_self(s, db, link)
        return rc if rc < 0 else OP_FRAME_PUSHED
    if op == OP_FOE_SENDS_DECLARED:
        # chaos (Vampire Lord): the opponent's pick goes to the GY; their Deck is shuffled (C11).
        send_not_destroyed(s, db, s[HDR_ACTION] - ACT_SELECT)
        shuffle_deck(s, opponent((<int16_t*>s)[link + LINK_PLAYER]))
        return RC_OK
    s[HDR_ERR_ARG] = op
    return ERR_BAD_STATE


cdef int32_t position_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    out[0] = ACT_ATTACK_POSITION
    out[1] = ACT_DEFENSE_POSITION
    return 2


cdef int32_t choose_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    cdef int32_t f = top_frame(s)
    cdef int32_t link = CHAIN_BASE + s[f + RS_F_LINK] * CHAIN_LINK_WIDTH
    cdef int32_t fx = (<int16_t*>s)[link + LINK_EFFECT]
    cdef const int32_t* insn = code_at(db, fx_get(db, fx, FX_OPS) + s[f + RS_F_PC] * INSN_WIDTH)
    cdef int32_t cards[CAP_SELECTION]
    cdef int32_t n, i, k = 0
    if insn[INSN_OP] & INSN_OP_MASK in (OP_DISCARD_CHOSEN, OP_DESTROY_HIGHEST_DEF, OP_SET_FROM_HAND, OP_SWAP_CONTROL):
        return discard_choices(s, db, f, link, insn, out)
    if insn[INSN_OP] & INSN_OP_MASK == OP_DESTROY_LOWEST_ATK:
        n = lowest_atk_candidates(s, db, link, insn, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_EACH_REVIVES:
        n = each_revives_candidates(s, db, f, link, insn, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_FUSION_SUMMON:
        n = fusion_candidates(s, db, f, link, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_FROM_EXTRA:
        n = extra_summon_candidates(s, db, link, insn, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_RITUAL_SUMMON:
        n = ritual_candidates(s, db, f, link, insn, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_COIN_DESTROY:
        n = coin_destroy_candidates(s, db, f, link, insn, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_FOE_SENDS_DECLARED:
        n = declared_kind_cards(s, db, link, cards)
    elif insn[INSN_OP] & INSN_OP_MASK == OP_SYNCHRO_WITH_SELF:
        n = synchro_with_self_candidates(s, db, link, cards)
    else:
        n = drop_name_added(s, db, f, insn, cards, summon_candidates(s, db, link, insn, cards))
        # T05: after the first pick the player may stop; an optional summon ("you can also
        # Special Summon any number") may stop before it.
        # chaos: "as many as possible" (SUMMON_CHOSEN_ALL) never stops while one can come.
        # MR3 pendulum: "add 2 ... with different names" (TO_HAND_DIFFERENT_NAMES) neither.
        if (s[f + RS_F_SUB] > 0 and not (insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN
                                         and insn[INSN_E] & SUMMON_CHOSEN_ALL)
                and not (insn[INSN_OP] & INSN_OP_MASK == OP_TO_HAND_CHOSEN and insn[INSN_C] & TO_HAND_DIFFERENT_NAMES)) \
                or (insn[INSN_OP] & INSN_OP_MASK == OP_SUMMON_CHOSEN and insn[INSN_D]):
            out[k] = ACT_PASS
            k += 1
    for i in range(n):
        out[k] = ACT_SELECT + cards[i]
        k += 1
    return k
