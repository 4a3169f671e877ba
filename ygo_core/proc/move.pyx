from libc.stdint cimport int16_t, int32_t, uint8_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_CAPACITY, RC_OK
from ygo_core.vm.opcodes cimport (
    APPLY_GOES_WITH_LINKED, EV_DESTROYED, EV_DESTROYED_WHILE_EQUIPPED, EV_SENT_FROM_FIELD_TO_GY, EV_SENT_FROM_HAND_TO_GY, EV_SENT_TO_GY,
)
from ygo_core.vm.ops_leave cimport banished_on_leaving
from ygo_core.proc.self_events cimport queue_self_triggers
from ygo_core.vm.ops_chaos cimport mark_destroyed
from ygo_core.vm.filters cimport change_is_local


cdef int32_t new_card(int32_t* s, int32_t row, int32_t owner) noexcept nogil:
    cdef int32_t card = s[HDR_N_CARDS]
    if card >= s[HDR_CARD_ROWS]:
        s[HDR_ERR_ARG] = s[HDR_CARD_ROWS]
        return ERR_CAPACITY
    s[HDR_N_CARDS] = card + 1
    card_set(s, card, CARD_DB_ROW, row)
    card_set(s, card, CARD_OWNER, owner)
    card_set(s, card, CARD_CONTROLLER, owner)
    card_set(s, card, CARD_LOCATION, LOC_NONE)
    card_set(s, card, CARD_EQUIPPED_TO, NO_CARD)
    card_set(s, card, CARD_LINKED, NO_CARD)
    return card


cdef inline int32_t location_of_pile(int32_t pile) noexcept nogil:
    if pile == PILE_DECK:
        return LOC_DECK
    if pile == PILE_HAND:
        return LOC_HAND
    if pile == PILE_GY:
        return LOC_GY
    if pile == PILE_BANISHED:
        return LOC_BANISHED
    return LOC_EXTRA


cdef inline bint on_field(int32_t location) noexcept nogil:
    return location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE or location == LOC_PZONE


cdef void detach(int32_t* s, int32_t card) noexcept nogil:
    # Takes a card out of wherever it is; later cards of a pile move down one place.
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    cdef int32_t player = card_get(s, card, CARD_CONTROLLER)
    cdef int32_t seq = card_get(s, card, CARD_SEQUENCE)
    cdef int32_t pile = pile_of_location(location)
    cdef int32_t n, i
    if pile >= 0:
        n = pile_count(s, player, pile)
        if pile == PILE_GY and seq >= n - s[HDR_GY_UNORDERED + player]:
            s[HDR_GY_UNORDERED + player] -= 1  # it leaves before its order was chosen (C10)
        pile_remove(s, player, pile, seq)
        for i in range(seq, n - 1):
            card_set(s, pile_card(s, player, pile, i), CARD_SEQUENCE, i)
    elif location == LOC_MZONE:
        (<int16_t*>s)[zone_offset(player, ZONE_MONSTER + seq)] = NO_CARD
    elif location == LOC_SZONE:
        (<int16_t*>s)[zone_offset(player, ZONE_SPELL + seq)] = NO_CARD
    elif location == LOC_FZONE:
        (<int16_t*>s)[zone_offset(player, ZONE_FIELD)] = NO_CARD
    elif location == LOC_PZONE:
        (<int16_t*>s)[zone_offset(player, ZONE_PENDULUM + seq)] = NO_CARD
    if location == LOC_EXTRA:
        # (pend) face-up in the Extra Deck only while it stays there (M07)
        card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) & ~CF_FACEUP_EXTRA)
    card_set(s, card, CARD_LOCATION, LOC_NONE)


cdef void reset_field_state(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # A card that leaves the field forgets everything that happened to it there (AD01):
    # stats revert to the printed ones and its per-stint turn stamps clear.
    card_set(s, card, CARD_ATK, db_get(db, s, card, DB_ATK))
    card_set(s, card, CARD_DEF, db_get(db, s, card, DB_DEF))
    card_set(s, card, CARD_POSITION, POS_NONE)
    card_set(s, card, CARD_SUMMON_TURN, 0)
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_NONE)
    card_set(s, card, CARD_POS_CHANGE_TURN, 0)
    card_set(s, card, CARD_ATTACK_TURN, 0)
    card_set(s, card, CARD_ATTACKS, 0)
    card_set(s, card, CARD_REVEALED, 0)
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) & CF_PROPER)  # H09: kept (MR3, xyz)
    card_set(s, card, CARD_SET_TURN, 0)
    card_set(s, card, CARD_EQUIPPED_TO, NO_CARD)
    card_set(s, card, CARD_EQUIPPED_STINT, 0)
    card_set(s, card, CARD_BATTLE_KILL_TURN, 0)
    card_set(s, card, CARD_COUNTERS, 0)
    card_set(s, card, CARD_LINKED, NO_CARD)
    card_set(s, card, CARD_LINKED_STINT, 0)
    card_set(s, card, CARD_LINK_KIND, 0)
    card_set(s, card, CARD_SUMMON_RULES, 0)
    card_set(s, card, CARD_FLIPPED_TURN, 0)


cdef inline bint link_negated(const int32_t* s, int32_t card, int32_t was, int32_t linked) noexcept nogil:
    # A link is its Spell/Trap Card's effect ("when this card leaves the field, destroy that
    # monster", "when that monster is destroyed, destroy this card": Call of the Haunted,
    # Premature Burial, Snatch Steal), whichever of the two leaves: it does nothing while that
    # card's effects are negated (Jinzo, Royal Decree, Imperial Order). Read before `card`,
    # which was at `was`, leaves the field.
    return linked != NO_CARD and s[HDR_LOCKS] & LOCK_NEGATION and effects_negated(s, card if was == LOC_SZONE else linked)


cdef void follow_link(int32_t* s, const int32_t* db, int32_t other, int32_t stint, int32_t kind,
                      int32_t pile) noexcept nogil:
    # A card linked to another one left the field (CARD_LINK_KIND, layout.pxd). The other card
    # is affected only while it is still the card that was linked (same stint, on the field):
    # Call of the Haunted's monster is destroyed when the Trap leaves, the Trap when the monster
    # is destroyed; Snatch Steal's monster goes back to its owner. The other card's own link
    # back to this one finds this one gone, so the chain stops there.
    cdef int32_t location = card_get(s, other, CARD_LOCATION)
    if location != LOC_MZONE and location != LOC_SZONE and location != LOC_FZONE:
        return
    if kind & LINKK_CONTROL:
        # The monster goes back even if it turned face-down meanwhile (a new stint, same card).
        change_control(s, db, other, card_get(s, other, CARD_OWNER))
        return
    if card_get(s, other, CARD_STINT) != stint:
        return  # face-down since (Book of Moon): no longer the linked card
    if kind & LINKK_DESTROY_ON_LEAVE or (kind & LINKK_DESTROY_ON_GY and pile == PILE_GY):
        move_to_pile(s, db, other, PILE_GY)


cdef int vanish(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # A Token that leaves the field ceases to exist (rules-mr3.md Tokens; it is never in a
    # pile): its row stays, nowhere (LOC_NONE), free for the next Token (ops_summons.pyx).
    detach(s, card)
    reset_field_state(s, db, card)
    card_set(s, card, CARD_CONTROLLER, card_get(s, card, CARD_OWNER))
    note_activator(s, db, card)
    s[HDR_DIRTY] = 1
    return RC_OK


# ---- MR3 summons (xyz helper): Xyz Materials follow their Xyz Monster (L03-L05) --------------

cdef int32_t xyz_materials(const int32_t* s, int32_t xyz, int32_t* out) noexcept nogil:
    # The cards attached to `xyz` (LOC_OVERLAY, CARD_EQUIPPED_TO), ascending: no array holds
    # them, the card table is walked (only for an Xyz Monster, in a duel that has one).
    cdef int32_t card, n = 0
    for card in range(s[HDR_N_CARDS]):
        if card_get(s, card, CARD_LOCATION) == LOC_OVERLAY and card_get(s, card, CARD_EQUIPPED_TO) == xyz:
            if out != NULL:
                out[n] = card
            n += 1
    return n


cdef int release_materials(int32_t* s, const int32_t* db, int32_t xyz) noexcept nogil:
    # L05: an Xyz Monster that leaves the field takes its materials with it: they go to their
    # owners' GYs (C10) together with it, and never count as sent from the field.
    cdef int32_t mats[CAP_MZONE * 4]
    cdef int32_t i, n
    cdef int rc
    if not s[HDR_EXTRA_MONSTERS] & XS_XYZ or not db_get(db, s, xyz, DB_TYPE) & TYPE_XYZ:
        return RC_OK
    n = xyz_materials(s, xyz, NULL)
    if n > CAP_MZONE * 4:
        s[HDR_ERR_ARG] = n
        return ERR_CAPACITY
    xyz_materials(s, xyz, mats)
    for i in range(n):
        rc = move_to_pile(s, db, mats[i], PILE_GY)
        if rc < 0:
            return rc
    return RC_OK


cdef int attach_material(int32_t* s, const int32_t* db, int32_t card, int32_t xyz) noexcept nogil:
    # L01, L04: the card becomes an Xyz Material of `xyz` (a card off the field: it keeps no
    # field state, AD01, and is under no one's control but its owner's: L03). One that was an
    # Xyz Monster itself leaves its own materials to the GY (L05).
    cdef int32_t was = card_get(s, card, CARD_LOCATION)
    cdef int32_t linked = card_get(s, card, CARD_LINKED)
    cdef int32_t linked_stint = card_get(s, card, CARD_LINKED_STINT)
    cdef int32_t link_kind = card_get(s, card, CARD_LINK_KIND)
    cdef bint link_off = link_negated(s, card, was, linked)
    cdef int rc = RC_OK
    detach(s, card)
    if on_field(was):
        reset_field_state(s, db, card)
    card_set(s, card, CARD_LOCATION, LOC_OVERLAY)
    card_set(s, card, CARD_SEQUENCE, 0)
    card_set(s, card, CARD_CONTROLLER, card_get(s, card, CARD_OWNER))
    card_set(s, card, CARD_EQUIPPED_TO, xyz)
    card_set(s, card, CARD_EQUIPPED_STINT, card_get(s, xyz, CARD_STINT))
    note_activator(s, db, card)
    s[HDR_DIRTY] = 1
    if was == LOC_MZONE:
        rc = release_materials(s, db, card)
    if linked != NO_CARD and on_field(was) and not link_off:
        follow_link(s, db, linked, linked_stint, link_kind, -1)  # it left, not to the GY
    return rc


cdef inline int32_t extra_deck_instead(const int32_t* s, const int32_t* db, int32_t card,
                                       int32_t pile) noexcept nogil:
    # L07: a Fusion, Synchro or Xyz Monster that would go to the hand or the Deck goes to the
    # Extra Deck instead.
    if (pile == PILE_HAND or pile == PILE_DECK) and s[HDR_EXTRA_MONSTERS] & XS_EXTRA_DECK_RULES \
            and db_get(db, s, card, DB_TYPE) & TYPES_EXTRA_DECK:
        return PILE_EXTRA
    return pile


# ---- MR3 Pendulum (pend helper) ----
cdef bint activation_negated(const int32_t* s, int32_t card) noexcept nogil:
    # M02: the card's own activation (placing it in a Pendulum Zone) is on the chain, negated.
    cdef int32_t i, link
    for i in range(s[HDR_CHAIN_LEN]):
        link = link_offset(i)
        if (<int16_t*>s)[link + LINK_CARD] == card and (<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION \
                and (<int16_t*>s)[link + LINK_FLAGS] & LF_NEGATED and (<int16_t*>s)[link + LINK_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False


cdef inline bint to_extra_instead(const int32_t* s, const int32_t* db, int32_t card, int32_t was,
                                  int32_t pile) noexcept nogil:
    # M07, N02: a Pendulum Monster card that would go from the field (a Monster Zone, a Spell &
    # Trap Zone, a Pendulum Zone) to the GY goes face-up to its owner's Extra Deck instead; not
    # when its summon was negated (H05, M12: it never counted as on the field), nor when its
    # activation in a Pendulum Zone was (M02).
    cdef int32_t kind
    if pile != PILE_GY or not s[HDR_PENDULUM_CARDS] or not db_get(db, s, card, DB_TYPE) & TYPE_PENDULUM:
        return False
    if not (was == LOC_MZONE or was == LOC_SZONE or was == LOC_PZONE):
        return False
    if card_get(s, card, CARD_FLAGS) & CF_PENDULUM_SUMMONING:
        return False  # M12: a negated Pendulum Summon
    kind = card_get(s, card, CARD_SUMMON_KIND)
    if s[HDR_SUMMONING] == -(card + 1) and kind != SUMMON_SET and kind != SUMMON_PLACED:
        return False  # H05: a negated Normal/Tribute Summon (a negated Flip Summon's card was on the field)
    return not (was == LOC_PZONE and activation_negated(s, card))


cdef void dirty_card(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Speed (issue 12): the card came onto the field from off it, turned face-up or changed
    # position. When nothing else waits to be applied and the effects in force read nothing of
    # it but its own stats (change_is_local), the settling restats it alone (DIRTY_CARD);
    # otherwise everything is applied again.
    if (s[HDR_DIRTY] == DIRTY_NONE or s[HDR_DIRTY] == DIRTY_CARD + card) and change_is_local(s, db, card):
        s[HDR_DIRTY] = DIRTY_CARD + card
    else:
        s[HDR_DIRTY] = DIRTY_FULL


cdef inline bint piles_only_clean(const int32_t* s, const int32_t* db, int32_t card, int32_t was) noexcept nogil:
    # Speed (issue 12): a move between piles (Deck, hand, GY, banished, Extra Deck) changes
    # nothing that applying the continuous effects reads (Q01: walk_appliers and restat read
    # the field and the lingering records) when the appliers in force read nothing but the
    # card they cover (change_is_local: not the hand, as APPLY_STATS_SMALL_HAND does, nor the
    # Extra Deck) and nothing is negated: the application would rewrite the same values, so
    # HDR_DIRTY and the kept appliers list stay as they are.
    return s[HDR_DIRTY] != DIRTY_FULL and pile_of_location(was) >= 0 and change_is_local(s, db, card)


cdef bint leaves_alone(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Speed (issue 12): the card, still on the field, is about to leave it for a pile. Applying
    # the continuous effects afterwards (Q01) changes nothing but that card when nothing else
    # waits to be applied and the effects in force read nothing of it (change_is_local: it
    # applies no effect itself, nothing is negated, every applier reads only the card it
    # covers), no Equip Card is equipped to it and it is equipped to nothing (R11: no Equip is
    # destroyed, no equipped monster restated), it is linked to nothing and no applier
    # destroys a card whose linked card left (Nightmare Wheel). The settling then restats it
    # alone (DIRTY_CARD), which off the field is nothing to do.
    cdef int32_t p, i, equip
    if s[HDR_DIRTY] != DIRTY_NONE and s[HDR_DIRTY] != DIRTY_CARD + card:
        return False
    if card_get(s, card, CARD_EQUIPPED_TO) != NO_CARD or card_get(s, card, CARD_LINKED) != NO_CARD:
        return False
    if applier_active(s, APPLY_GOES_WITH_LINKED):
        return False
    for p in range(N_PLAYERS):
        for i in range(CAP_SZONE):
            equip = zone_card(s, p, ZONE_SPELL + i)
            if equip != NO_CARD and card_get(s, equip, CARD_EQUIPPED_TO) == card:
                return False
    return change_is_local(s, db, card)


cdef int move_to_pile(int32_t* s, const int32_t* db, int32_t card, int32_t pile) noexcept nogil:
    cdef int32_t owner = card_get(s, card, CARD_OWNER)
    cdef int32_t was = card_get(s, card, CARD_LOCATION)
    if pile != PILE_BANISHED and s[HDR_LINGER_LEN] and on_field(was) and banished_on_leaving(s, card):
        pile = PILE_BANISHED  # (leave) "banish it when it leaves the field" (LING_BANISH_ON_LEAVE)
    # (pend) M07: to the face-up Extra Deck instead of the GY; it was still destroyed (links
    # acting "when destroyed" act, and its "when destroyed" triggers).
    cdef bint to_extra = to_extra_instead(s, db, card, was, pile)
    cdef int32_t n
    cdef int32_t controller = card_get(s, card, CARD_CONTROLLER)
    cdef int32_t linked = card_get(s, card, CARD_LINKED)
    cdef int32_t linked_stint = card_get(s, card, CARD_LINKED_STINT)
    cdef int32_t link_kind = card_get(s, card, CARD_LINK_KIND)
    cdef bint link_off = link_negated(s, card, was, linked)
    # "When destroyed" links (LINKK_DESTROY_ON_GY) see a Tribute or a plain send as no GY move.
    cdef int32_t rules = card_get(s, card, CARD_SUMMON_RULES)
    cdef int32_t how = -1 if rules & SR_NOT_DESTROYED else pile
    cdef int32_t link_how = how
    # (misc) An Equip Card destroyed while equipped (Butterfly Dagger - Elma): known before the reset.
    cdef bint equipped = how == PILE_GY and card_get(s, card, CARD_EQUIPPED_TO) != NO_CARD
    cdef int rc
    pile = extra_deck_instead(s, db, card, pile)
    if to_extra:
        pile = PILE_EXTRA
        how = PILE_EXTRA
        equipped = False
    n = pile_count(s, owner, pile)
    card_set(s, card, CARD_SUMMON_RULES, rules & ~SR_NOT_DESTROYED)  # read once, for this move only
    if on_field(was) and db_get(db, s, card, DB_TYPE) & TYPE_TOKEN:
        rc = vanish(s, db, card)
        if linked != NO_CARD and not link_off:
            follow_link(s, db, linked, linked_stint, link_kind, how)
        if rc == RC_OK and was == LOC_MZONE and how == PILE_GY and s[HDR_HAS_EFFECTS]:
            rc = queue_self_triggers(s, db, card, EV_DESTROYED, controller)  # a Token destroyed
        return rc
    if n >= CAP_PILE or (pile_total(s, owner) >= CAP_PILE and pile_of_location(was) < 0):
        s[HDR_ERR_ARG] = CAP_PILE
        return ERR_CAPACITY
    cdef bint alone = on_field(was) and leaves_alone(s, db, card)  # read before it leaves
    if was == LOC_MZONE and pile == PILE_GY:
        s[HDR_MONSTER_TO_GY_TURN + card_get(s, card, CARD_CONTROLLER)] = s[HDR_TURN]  # Last Will
    if was != LOC_NONE:
        detach(s, card)
    if on_field(was) or was == LOC_NONE or was == LOC_OVERLAY:
        reset_field_state(s, db, card)
    if pile != PILE_GY and pile != PILE_BANISHED:
        card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) & ~CF_PROPER)  # H10
    if alone:
        s[HDR_DIRTY] = DIRTY_CARD + card
    elif not piles_only_clean(s, db, card, was):
        s[HDR_DIRTY] = DIRTY_FULL
    n = pile_count(s, owner, pile)
    pile_insert(s, owner, pile, n, card)
    card_set(s, card, CARD_CONTROLLER, owner)
    card_set(s, card, CARD_LOCATION, location_of_pile(pile))
    card_set(s, card, CARD_SEQUENCE, n)
    if to_extra:
        card_set(s, card, CARD_FLAGS, CF_FACEUP_EXTRA)  # the flags were reset as it left the field
    note_activator(s, db, card)
    if pile == PILE_GY and was != LOC_NONE:
        s[HDR_GY_UNORDERED + owner] += 1  # C10: its owner orders the batch (proc/graveyard.pyx)
    if pile == PILE_DECK or pile == PILE_HAND:
        card_set(s, card, CARD_REVEALED, 0)  # C15: a reveal ends when the card is hidden again
    if how == PILE_GY and was == LOC_MZONE and s[HDR_CHAOS] & CHAOS_DESTROYED_MARKS:
        rc = mark_destroyed(s, card, controller)  # chaos: Twin-Headed Behemoth, Vampire Lord
        if rc < 0:
            return rc
    if linked != NO_CARD and on_field(was) and not link_off:
        follow_link(s, db, linked, linked_stint, link_kind, link_how)
    if was == LOC_MZONE and s[HDR_EXTRA_MONSTERS] & XS_XYZ:
        rc = release_materials(s, db, card)  # MR3 (xyz): L05
        if rc < 0:
            return rc
    if to_extra and was == LOC_MZONE and link_how == PILE_GY and s[HDR_HAS_EFFECTS]:
        return queue_self_triggers(s, db, card, EV_DESTROYED, controller)
    if pile == PILE_GY and s[HDR_HAS_EFFECTS]:
        rc = sent_to_gy(s, db, card, was, controller, equipped)
        if rc == RC_OK and was == LOC_MZONE and how == PILE_GY:
            rc = queue_self_triggers(s, db, card, EV_DESTROYED, controller)
        return rc
    return RC_OK


cdef int sent_to_gy(int32_t* s, const int32_t* db, int32_t card, int32_t was,
                    int32_t controller, bint equipped) noexcept nogil:
    # Q04: "when this card is sent from the field / from the hand to the GY" triggers of the
    # card itself. Its effect is the player's who controlled it there (the Sangan an opponent
    # took and lost is theirs to resolve: the card's controller when the event happened).
    if on_field(was) and not (was == LOC_SZONE and db_get(db, s, card, DB_TYPE) & TYPE_MONSTER):
        # (an absorbed Monster Card leaves as an Equip Card: no monster effect of its own)
        return queue_self_triggers(s, db, card, EV_SENT_FROM_FIELD_TO_GY | EV_SENT_TO_GY
                                   | (EV_DESTROYED_WHILE_EQUIPPED if equipped else 0), controller)
    if was == LOC_HAND:
        return queue_self_triggers(s, db, card, EV_SENT_FROM_HAND_TO_GY | EV_SENT_TO_GY, controller)
    if was != LOC_NONE and not on_field(was):
        # (leave) from anywhere else: the Deck (a mill), the banished cards, a detached Xyz
        # Material (Sonic Warrior)
        return queue_self_triggers(s, db, card, EV_SENT_TO_GY, controller)
    return RC_OK


cdef int send_not_destroyed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    card_set(s, card, CARD_SUMMON_RULES, card_get(s, card, CARD_SUMMON_RULES) | SR_NOT_DESTROYED)
    return move_to_pile(s, db, card, PILE_GY)


cdef int move_to_zone(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                      int32_t zone, int32_t position) noexcept nogil:
    cdef int32_t was = card_get(s, card, CARD_LOCATION)
    cdef int rc
    if was == LOC_MZONE and zone >= ZONE_SPELL and s[HDR_EXTRA_MONSTERS] & XS_XYZ:
        rc = release_materials(s, db, card)  # MR3 (xyz): an Xyz Monster absorbed as an Equip (L05)
        if rc < 0:
            return rc
    if was != LOC_NONE:
        detach(s, card)
    if not on_field(was):
        reset_field_state(s, db, card)
        card_set(s, card, CARD_STINT, card_get(s, card, CARD_STINT) + 1)
    (<int16_t*>s)[zone_offset(player, zone)] = card
    card_set(s, card, CARD_CONTROLLER, player)
    card_set(s, card, CARD_POSITION, position)
    if zone < ZONE_SPELL:
        card_set(s, card, CARD_LOCATION, LOC_MZONE)
        card_set(s, card, CARD_SEQUENCE, zone - ZONE_MONSTER)
    elif zone < ZONE_FIELD:
        card_set(s, card, CARD_LOCATION, LOC_SZONE)
        card_set(s, card, CARD_SEQUENCE, zone - ZONE_SPELL)
    elif zone >= ZONE_PENDULUM:
        card_set(s, card, CARD_LOCATION, LOC_PZONE)
        card_set(s, card, CARD_SEQUENCE, zone - ZONE_PENDULUM)
    else:
        card_set(s, card, CARD_LOCATION, LOC_FZONE)
        card_set(s, card, CARD_SEQUENCE, 0)
    if on_field(was) or was == LOC_OVERLAY:
        s[HDR_DIRTY] = DIRTY_FULL  # it left a place the effects in force may read
    else:
        dirty_card(s, db, card)
    note_activator(s, db, card)
    return RC_OK


cdef int change_control(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t zone
    if card_get(s, card, CARD_LOCATION) != LOC_MZONE or card_get(s, card, CARD_CONTROLLER) == player:
        return 0
    zone = free_monster_zone(s, player)
    if zone < 0:
        move_to_pile(s, db, card, PILE_GY)
        return 0
    move_to_zone(s, db, card, player, ZONE_MONSTER + zone, card_get(s, card, CARD_POSITION))
    return 1


cdef int32_t free_monster_zone(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i
    for i in range(CAP_MZONE):
        if zone_card(s, player, ZONE_MONSTER + i) == NO_CARD:
            return i
    return -1


cdef int32_t count_monsters(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i, n = 0
    for i in range(CAP_MZONE):
        if zone_card(s, player, ZONE_MONSTER + i) != NO_CARD:
            n += 1
    return n


cdef void turn_face_up(int32_t* s, const int32_t* db, int32_t card, int32_t position) noexcept nogil:
    card_set(s, card, CARD_POSITION, position)
    card_set(s, card, CARD_REVEALED, 0)
    dirty_card(s, db, card)


cdef int32_t free_spell_zone(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i
    for i in range(CAP_SZONE):
        if zone_card(s, player, ZONE_SPELL + i) == NO_CARD:
            return i
    return -1


cdef int32_t sorted_cards(const int32_t* s, int32_t player, bint monsters, int32_t* ids) noexcept nogil:
    # The player's hand (or Monster Zones) as ascending card ids, so actions come out sorted.
    # Each read straight from its cells: a pile's bytes, the Monster Zones' int16 row.
    cdef int32_t n = 0, i, card, count
    cdef const uint8_t* cells
    cdef const int16_t* zones
    if monsters:
        zones = (<const int16_t*>s) + zone_offset(player, ZONE_MONSTER)
        for i in range(CAP_MZONE):
            card = zones[i]
            if card != NO_CARD:
                n = insert_sorted(ids, n, card)
        return n
    count = pile_count(s, player, PILE_HAND)
    cells = pile_cards(s, player, PILE_HAND)
    for i in range(count):
        n = insert_sorted(ids, n, cells[i])  # a pile cell always holds a card
    return n
