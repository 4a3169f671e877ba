from libc.stdint cimport int32_t, int64_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_CAPACITY, RC_OK
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport (
    CAP_APPLIERS, CAP_CONTINUOUS, applier_covers, collect_appliers_of, filter_match, keep_appliers,
    kept_appliers, narrow_to_appliers, other_scale_fits, walk_appliers, walk_continuous,
)
from ygo_core.proc.move cimport change_control, count_monsters, move_to_pile
from ygo_core.vm.ops_locks cimport paid_lock_covers, refresh_negation
from ygo_core.vm.ops_burn cimport destroy_unlinked
from ygo_core.vm.ops_sdmp cimport marked
from ygo_core.vm.ops_leave cimport battle_grants


cdef bint equip_holds(const int32_t* s, int32_t equip) noexcept nogil:
    # R11: an Equip stays while its monster is face-up on the field in the same stint.
    cdef int32_t target = card_get(s, equip, CARD_EQUIPPED_TO)
    return (card_get(s, target, CARD_LOCATION) == LOC_MZONE
            and is_face_up(card_get(s, target, CARD_POSITION))
            and card_get(s, target, CARD_STINT) == card_get(s, equip, CARD_EQUIPPED_STINT))


cdef void destroy_orphan_equips(int32_t* s, const int32_t* db) noexcept nogil:
    # R11: destroyed, not by an effect, when the equipped monster leaves or turns face-down.
    cdef int32_t p, i, card
    for p in range(N_PLAYERS):
        for i in range(CAP_SZONE):
            card = zone_card(s, p, ZONE_SPELL + i)
            if card != NO_CARD and card_get(s, card, CARD_EQUIPPED_TO) != NO_CARD and not equip_holds(s, card):
                move_to_pile(s, db, card, PILE_GY)  # still marked equipped: it was (Elma, misc)


cdef void linger_stats(const int32_t* s, int32_t card, int32_t* datk, int32_t* ddef, int32_t atk_from,
                       int32_t def_from) noexcept nogil:
    # The activated modifiers on the card; those recorded at or before index `atk_from`
    # (`def_from`) are overridden by a later "becomes" of its ATK (DEF), AA02 (-1: none).
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if ((s[r + LINGER_KIND] == LING_STATS or s[r + LINGER_KIND] == LING_CALC_STATS
                or s[r + LINGER_KIND] == LING_BATTLE_STATS) and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            if i > atk_from:
                datk[0] += s[r + LINGER_VALUE]
            if i > def_from:
                ddef[0] += s[r + LINGER_VALUE2]


cdef inline bint is_become(int32_t kind) noexcept nogil:
    return kind == LING_BECOME or kind == LING_BATTLE_BECOME


cdef bint latest_becomes(const int32_t* s, int32_t card, int32_t* atk, int32_t* defense, int32_t* atk_at,
                         int32_t* def_at) noexcept nogil:
    # AA02: the values of the latest activated "becomes" of the card's ATK and of its DEF in its
    # stint, and the indexes of their records (left as they are for a stat none sets). Returns
    # whether there is one. "Latest" is the order of the records: every removal of a lingering
    # record shifts the later ones down, so they keep the order they were made in.
    cdef int32_t i, r
    cdef bint found = False
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (is_become(s[r + LINGER_KIND]) and s[r + LINGER_SOURCE] == NO_CARD and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            found = True
            if s[r + LINGER_VALUE] != STAT_KEPT:
                atk[0] = s[r + LINGER_VALUE]
                atk_at[0] = i
            if s[r + LINGER_VALUE2] != STAT_KEPT:
                defense[0] = s[r + LINGER_VALUE2]
                def_at[0] = i
    return found


cdef int32_t overridden(const int32_t* s, int32_t card, int32_t source) noexcept nogil:
    # AA02, p.139: the stats (BECOME_*) for which an activated "becomes" on the card overrode the
    # continuous modifiers of `source` in its current stint (they applied before it).
    cdef int32_t i, r, bits = 0
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (is_become(s[r + LINGER_KIND]) and s[r + LINGER_SOURCE] == source and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)
                and s[r + LINGER_VALUE] == card_get(s, source, CARD_STINT)):
            bits |= s[r + LINGER_VALUE2]
    return bits


cdef inline bint is_stats_record(int32_t kind) noexcept nogil:
    return kind == LING_STATS or kind == LING_CALC_STATS or kind == LING_BATTLE_STATS


cdef void remove_linger(int32_t* s, int32_t i) noexcept nogil:
    # Lingering record i goes; those after it move down one, keeping their order.
    cdef int32_t j, k
    for j in range(i, s[HDR_LINGER_LEN] - 1):
        for k in range(LINGER_WIDTH):
            s[linger_offset(j) + k] = s[linger_offset(j + 1) + k]
    for k in range(LINGER_WIDTH):
        s[linger_offset(s[HDR_LINGER_LEN] - 1) + k] = 0
    s[HDR_LINGER_LEN] -= 1


cdef inline bint own_stats_record(const int32_t* s, int32_t r, int32_t card) noexcept nogil:
    # A record of ATK/DEF the card gave itself by its own activated effect: a modifier whose
    # source is the card, or an activated "becomes" with the records of the modifiers it
    # overrides (every activated "becomes" of the pool is the card's own: Twin-Headed Behemoth,
    # Speed Warrior; one changing another card would need its effect's card recorded).
    cdef int32_t kind = s[r + LINGER_KIND]
    return (is_stats_record(kind) and s[r + LINGER_SOURCE] == card) or is_become(kind)


cdef void drop_negated_self_stats(int32_t* s) noexcept nogil:
    # AA12 (p.134), Z06: ATK/DEF a monster gave itself by its own activated effect are no longer
    # applied once its effects are negated, and not again when the negation ends: the record
    # goes. What it gave other cards stays.
    cdef int32_t i, r, card
    for i in range(s[HDR_LINGER_LEN] - 1, -1, -1):
        r = linger_offset(i)
        card = s[r + LINGER_CARD]
        if (card != NO_CARD and own_stats_record(s, r, card)
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT) and effects_negated(s, card)):
            remove_linger(s, i)


cdef void drop_linger_value(int32_t* s, int32_t kind, int32_t player, int32_t value) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN] - 1, -1, -1):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind and s[r + LINGER_PLAYER] == player and s[r + LINGER_VALUE] == value:
            remove_linger(s, i)


cdef inline int32_t saturated_stat(int64_t printed, int64_t change) noexcept nogil:
    # T11: never below 0; and never past STAT_MAX (a user's card data may print up to the
    # int32 maximum), summed in int64 so that a boost cannot wrap around.
    cdef int64_t value = printed + change
    return 0 if value < 0 else (STAT_MAX if value > STAT_MAX else <int32_t>value)


cdef int32_t absorbed_card(const int32_t* s, int32_t card) noexcept nogil:
    # The Monster Card the card's absorbing effect equipped to it (still there), or NO_CARD.
    cdef int32_t i, equip
    for i in range(CAP_SZONE):
        equip = zone_card(s, card_get(s, card, CARD_CONTROLLER), ZONE_SPELL + i)
        if equip != NO_CARD and card_get(s, equip, CARD_FLAGS) & CF_ABSORBED \
                and card_get(s, equip, CARD_EQUIPPED_TO) == card and equip_holds(s, equip):
            return equip
    return NO_CARD


cdef void absorbed_stats(const int32_t* s, const int32_t* db, int32_t card, int32_t* atk,
                         int32_t* defense) noexcept nogil:
    # APPLY_ABSORB: "this card's ATK/DEF become" the equipped Monster Card's printed ones (the
    # era's ruling: 0 while that card is face-down); modifiers then count from there (AA).
    cdef int32_t equip = absorbed_card(s, card)
    if equip == NO_CARD:
        return
    atk[0] = db_get(db, s, equip, DB_ATK) if is_face_up(card_get(s, equip, CARD_POSITION)) else 0
    defense[0] = db_get(db, s, equip, DB_DEF) if is_face_up(card_get(s, equip, CARD_POSITION)) else 0


cdef bint position_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_POSITION_LOCK, card)


cdef bint absorbs_for_battle(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # APPLY_ABSORB's second part: it has an absorbed card to be destroyed in its place.
    return applier_covers(s, db, APPLY_ABSORB, card) and absorbed_card(s, card) != NO_CARD


cdef bint reflects_battle_damage(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # APPLY_ABSORB with B = 1 (Relinquished): while the card is equipped with its absorbed
    # card, battle damage its controller takes from its battles is dealt to the opponent too.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i
    if card == NO_CARD or not applier_active(s, APPLY_ABSORB) or absorbed_card(s, card) == NO_CARD:
        return False
    n = collect_appliers_of(s, db, APPLY_ABSORB, sources, insns)
    for i in range(n):
        if sources[i] == card and insns[i][INSN_B]:
            return True
    return False


cdef inline bint affects_stats(int32_t op) noexcept nogil:
    # The applier kinds restat reads (the others leave stats and positions alone).
    return (op == APPLY_STATS or op == APPLY_EQUIP_STATS or op == APPLY_STATS_SMALL_HAND
            or op == APPLY_STATS_PER_COUNTER or op == APPLY_ABSORB or op == APPLY_DEFENSE_LOCK)


cdef inline bint stat_appliers_active(const int32_t* s) noexcept nogil:
    # Is an applier of a kind restat reads (affects_stats) in force, as of the last application?
    return (applier_active(s, APPLY_STATS) or applier_active(s, APPLY_EQUIP_STATS)
            or applier_active(s, APPLY_STATS_SMALL_HAND) or applier_active(s, APPLY_STATS_PER_COUNTER)
            or applier_active(s, APPLY_ABSORB) or applier_active(s, APPLY_DEFENSE_LOCK))


cdef inline int32_t halved(int32_t value) noexcept nogil:
    # T10 (p.105): a halved ATK or DEF with a fraction is rounded up.
    return value - value // 2


cdef enum:
    # linger_kinds bits: a LING_STATS / LING_CALC_STATS / LING_BATTLE_STATS record; a
    # LING_REVERSE_STATS one; a LING_HALVED one (so that restat asks marked only then); a
    # LING_BECOME / LING_BATTLE_BECOME one (so that restat looks for a "becomes" only then).
    LINGERS_STATS = 1
    LINGERS_REVERSE = 2
    LINGERS_HALVED = 4
    LINGERS_BECOME = 8


cdef inline bint stat_change(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t source,
                             int32_t card, int32_t* datk, int32_t* ddef, int32_t* base_atk,
                             int32_t* base_def) noexcept nogil:
    # One stat applier (affects_stats, not APPLY_DEFENSE_LOCK) on a face-up monster: adds its
    # change, or sets the base (APPLY_ABSORB's "become"); returns whether it applies to the card.
    cdef int32_t op = insn[INSN_OP]
    if op == APPLY_STATS:
        if not filter_match(s, db, code_at(db, insn[INSN_A]), card, card_get(s, source, CARD_CONTROLLER), source):
            return False
        datk[0] += insn[INSN_B]
        ddef[0] += insn[INSN_C]
    elif op == APPLY_EQUIP_STATS:
        if card_get(s, source, CARD_EQUIPPED_TO) != card or not equip_holds(s, source):
            return False
        datk[0] += insn[INSN_A]
        ddef[0] += insn[INSN_B]
    elif op == APPLY_STATS_SMALL_HAND:
        if pile_count(s, card_get(s, source, CARD_CONTROLLER), PILE_HAND) > insn[INSN_D] or not filter_match(
                s, db, code_at(db, insn[INSN_A]), card, card_get(s, source, CARD_CONTROLLER), source):
            return False
        datk[0] += insn[INSN_B]
        ddef[0] += insn[INSN_C]
    elif op == APPLY_STATS_PER_COUNTER:
        if source != card:
            return False
        datk[0] += insn[INSN_A] * card_get(s, card, CARD_COUNTERS)
        ddef[0] += insn[INSN_B] * card_get(s, card, CARD_COUNTERS)
    elif op == APPLY_ABSORB:
        if source != card:
            return False
        absorbed_stats(s, db, card, base_atk, base_def)
    else:
        return False
    return True


cdef void restat(int32_t* s, const int32_t* db, int32_t card, int32_t n, const int32_t* sources,
                 const int32_t** insns, bint reverse, int32_t lingers) noexcept nogil:
    # AA: current = printed + every modifier in force, never below 0 (T11); face-down monsters
    # are not affected (O11). Reverse Trap turns increases into decreases and back. An
    # activated "becomes" sets a stat: the modifiers applied before it no longer count (AA02),
    # those applied after it add to it (AA03, AA07).
    cdef int32_t datk = 0, ddef = 0, i, skip, da, dd, ba, bd
    cdef int32_t base_atk = db_get(db, s, card, DB_ATK), base_def = db_get(db, s, card, DB_DEF)
    cdef int32_t become_atk = STAT_KEPT, become_def = STAT_KEPT, atk_from = -1, def_from = -1
    cdef bint becomes = False
    cdef const int32_t* insn
    if lingers & LINGERS_HALVED and marked(s, LING_HALVED, card):
        base_atk = halved(base_atk)  # (sdmp) its original ATK/DEF are halved (Fusilier Dragon)
        base_def = halved(base_def)
    if is_face_up(card_get(s, card, CARD_POSITION)):
        if lingers & LINGERS_BECOME:
            becomes = latest_becomes(s, card, &become_atk, &become_def, &atk_from, &def_from)
        for i in range(n):
            insn = insns[i]
            if insn[INSN_OP] == APPLY_DEFENSE_LOCK:
                if card_get(s, card, CARD_POSITION) == POS_FACEUP_ATTACK and filter_match(
                        s, db, code_at(db, insn[INSN_A]), card, card_get(s, sources[i], CARD_CONTROLLER), sources[i]):
                    card_set(s, card, CARD_POSITION, POS_FACEUP_DEFENSE)
                continue
            skip = overridden(s, card, sources[i]) if becomes else 0
            if skip == 0:
                stat_change(s, db, insn, sources[i], card, &datk, &ddef, &base_atk, &base_def)
                continue
            da = dd = 0
            ba = base_atk
            bd = base_def
            stat_change(s, db, insn, sources[i], card, &da, &dd, &ba, &bd)
            if not skip & BECOME_ATK:
                datk += da
                base_atk = ba
            if not skip & BECOME_DEF:
                ddef += dd
                base_def = bd
        if lingers & LINGERS_STATS:
            linger_stats(s, card, &datk, &ddef, atk_from, def_from)
        if reverse:
            datk = -datk
            ddef = -ddef
        if become_atk != STAT_KEPT:
            base_atk = become_atk
        if become_def != STAT_KEPT:
            base_def = become_def
    card_set(s, card, CARD_ATK, saturated_stat(base_atk, datk))
    card_set(s, card, CARD_DEF, saturated_stat(base_def, ddef))


cdef inline void restat_card(int32_t* s, const int32_t* db, int32_t card, int32_t n, const int32_t* sources,
                             const int32_t** insns, bint reverse, int32_t lingers) noexcept nogil:
    # restat, without its call when no modifier is in force (no stat applier, no lingering
    # record restat reads): the printed stats, as restat would leave them (speed, issue 12).
    if n == 0 and lingers == 0:
        card_set(s, card, CARD_ATK, saturated_stat(db_get(db, s, card, DB_ATK), 0))
        card_set(s, card, CARD_DEF, saturated_stat(db_get(db, s, card, DB_DEF), 0))
    else:
        restat(s, db, card, n, sources, insns, reverse, lingers)


cdef inline int32_t linger_kinds(const int32_t* s) noexcept nogil:
    # One pass over the lingering records for what restat reads of them (so that a monster's
    # restat walks them only when some stat modifier lingers).
    cdef int32_t i, kind, bits = 0
    for i in range(s[HDR_LINGER_LEN]):
        kind = s[linger_offset(i) + LINGER_KIND]
        if kind == LING_STATS or kind == LING_CALC_STATS or kind == LING_BATTLE_STATS:
            bits |= LINGERS_STATS  # every kind linger_stats below reads
        elif kind == LING_REVERSE_STATS:
            bits |= LINGERS_REVERSE
        elif kind == LING_HALVED:
            bits |= LINGERS_HALVED
        elif is_become(kind):
            bits |= LINGERS_BECOME
    return bits


cdef enum:
    # At most this many control links (Snatch Steal) on the field: one per Spell & Trap Zone.
    CAP_CONTROL_LINKS = N_PLAYERS * CAP_SZONE


cdef int32_t control_links(const int32_t* s, int32_t* equips, bint* negated) noexcept nogil:
    # The Equip Cards holding a control link (LINKK_CONTROL: Snatch Steal) and whether each one's
    # effects are negated, as the last application left them.
    cdef int32_t p, i, card, n = 0
    for p in range(N_PLAYERS):
        for i in range(CAP_SZONE):
            card = zone_card(s, p, ZONE_SPELL + i)
            if card != NO_CARD and card_get(s, card, CARD_LINK_KIND) & LINKK_CONTROL \
                    and card_get(s, card, CARD_LINKED) != NO_CARD:
                equips[n] = card
                negated[n] = effects_negated(s, card)
                n += 1
    return n


cdef bint control_follows_negation(int32_t* s, const int32_t* db, int32_t n, const int32_t* equips,
                                   const bint* was_negated) noexcept nogil:
    # A control link is its Equip Card's continuous effect: negated (Imperial Order), the monster
    # goes back to its owner while the Equip stays equipped (AC03); no longer negated, the Equip's
    # controller takes it again. Only a change of negation moves it, so a later change of control
    # by another effect stands. Returns whether a monster changed control (or was destroyed, Y14).
    cdef int32_t i, equip, monster, player
    cdef bint negated, moved = False
    for i in range(n):
        equip = equips[i]
        negated = effects_negated(s, equip)
        if negated == was_negated[i] or card_get(s, equip, CARD_LOCATION) != LOC_SZONE \
                or card_get(s, equip, CARD_EQUIPPED_TO) != card_get(s, equip, CARD_LINKED) or not equip_holds(s, equip):
            continue
        monster = card_get(s, equip, CARD_LINKED)
        player = card_get(s, monster, CARD_OWNER) if negated else card_get(s, equip, CARD_CONTROLLER)
        if card_get(s, monster, CARD_CONTROLLER) != player:
            change_control(s, db, monster, player)
            moved = True
    return moved


cdef bint destroy_absorbed_of_negated(int32_t* s, const int32_t* db) noexcept nogil:
    # AC02: a monster whose effects are negated loses the Monster Cards it equipped to itself by
    # its own effect (CF_ABSORBED: Thousand-Eyes Restrict, Relinquished): they are destroyed.
    # Returns whether one was.
    cdef int32_t p, i, card
    cdef bint moved = False
    for p in range(N_PLAYERS):
        for i in range(CAP_SZONE):
            card = zone_card(s, p, ZONE_SPELL + i)
            if card != NO_CARD and card_get(s, card, CARD_FLAGS) & CF_ABSORBED and equip_holds(s, card) \
                    and effects_negated(s, card_get(s, card, CARD_EQUIPPED_TO)):
                move_to_pile(s, db, card, PILE_GY)
                moved = True
    return moved


cdef int32_t refresh_negation_moving(int32_t* s, const int32_t* db, int32_t* sources,
                                     const int32_t** insns, bint* negation) noexcept nogil:
    # The locks' part of the application: negation is decided first (refresh_negation), then
    # what it does beyond switching continuous effects off (AC02, control links), after which
    # negation is decided again on the field as it is now. Returns walk_continuous' list, the
    # negated cards' appliers still in it (-1 when it did not fit).
    cdef int32_t equips[CAP_CONTROL_LINKS]
    cdef bint was_negated[CAP_CONTROL_LINKS]
    cdef int32_t links = control_links(s, equips, was_negated)
    cdef int32_t n = walk_continuous(s, db, sources, insns, CAP_CONTINUOUS)
    negation[0] = refresh_negation(s, db, n, sources, insns)
    if destroy_absorbed_of_negated(s, db) | control_follows_negation(s, db, links, equips, was_negated):
        destroy_orphan_equips(s, db)
        n = walk_continuous(s, db, sources, insns, CAP_CONTINUOUS)
        negation[0] = refresh_negation(s, db, n, sources, insns)
    return n


cdef int apply_continuous(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t sources[CAP_CONTINUOUS]
    cdef const int32_t* insns[CAP_CONTINUOUS]
    cdef int32_t stat_sources[CAP_APPLIERS]
    cdef const int32_t* stat_insns[CAP_APPLIERS]
    cdef int32_t n, m = 0, p, i, card, lingers
    cdef bint reverse, negation = False
    destroy_orphan_equips(s, db)
    destroy_unlinked(s, db)  # burn: Nightmare Wheel whose monster left
    if s[HDR_LOCKS] & LOCK_NEGATION:
        # One walk: negation is decided first, then negated cards' appliers are left out.
        n = refresh_negation_moving(s, db, sources, insns, &negation)
        if negation and s[HDR_LINGER_LEN] > 0:
            drop_negated_self_stats(s)  # Z06, AA12
        n = narrow_to_appliers(s, db, n, sources, insns) if n >= 0 else walk_appliers(s, db, -1, sources, insns)
    else:
        n = walk_appliers(s, db, -1, sources, insns)
    if destroy_unstable(s, db, n, sources, insns):
        destroy_orphan_equips(s, db)
        n = walk_appliers(s, db, -1, sources, insns)
    keep_appliers(s, db, n, sources, insns)
    for i in range(N_APPLIER_WORDS):
        s[HDR_ACTIVE_APPLIERS + i] = 0
    for i in range(n):
        mark_applier_active(s, insns[i][INSN_OP])  # (a kind past the words' bits has none: layout.pxd)
        if affects_stats(insns[i][INSN_OP]):
            stat_sources[m] = sources[i]
            stat_insns[m] = insns[i]
            m += 1
    if negation:
        # APPLY_NEGATE's bit: negation may apply (a negator face-up, even one negated itself, or
        # a lingering negation); change_is_local reads it (speed, issue 12).
        mark_applier_active(s, APPLY_NEGATE)
    lingers = linger_kinds(s)
    reverse = (lingers & LINGERS_REVERSE) != 0
    for p in range(N_PLAYERS):
        for i in range(CAP_MZONE):
            card = zone_card(s, p, ZONE_MONSTER + i)
            if card != NO_CARD:
                restat_card(s, db, card, m, stat_sources, stat_insns, reverse, lingers)
    return RC_OK


cdef void restat_changed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The application after a change of this card alone that change_is_local allowed
    # (HDR_DIRTY's DIRTY_CARD): the appliers in force are the kept ones, every other card's
    # stats stand, so only this card is restated, if it is in a Monster Zone.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, m = 0, lingers
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    if s[HDR_LOCKS] & LOCK_NEGATION and (location == LOC_MZONE or location == LOC_SZONE
                                         or location == LOC_FZONE or location == LOC_PZONE):
        card_set(s, card, CARD_NEGATED, 0)  # no negation may apply: refresh_negation clears it
    if location != LOC_MZONE:
        return
    if stat_appliers_active(s):  # else none of the kept appliers is one restat reads
        n = kept_appliers(s, db, -1, sources, insns)
        for i in range(n):
            if affects_stats(insns[i][INSN_OP]):
                sources[m] = sources[i]
                insns[m] = insns[i]
                m += 1
    lingers = linger_kinds(s)
    restat_card(s, db, card, m, sources, insns, (lingers & LINGERS_REVERSE) != 0, lingers)


cdef bint defense_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_DEFENSE_LOCK, card)


cdef bint cannot_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    if s[HDR_LOCKS] & LOCK_PAID_ATTACK and paid_lock_covers(s, db, card):
        return True  # locks: Wall of Revealing Light
    return applier_covers(s, db, APPLY_CANNOT_ATTACK, card)


# ---- battle family: continuous effects on battles (free when none is in force) ------------------

cdef bint pierces(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_PIERCING, card) or linger_on_card(
        s, LING_PIERCING, card, card_get(s, card, CARD_CONTROLLER)) or (
        battle_grants(s, card, NO_PLAYER) & GRANT_PIERCE) != 0  # (MR3 battle) Scrap Fist


cdef bint must_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_MUST_ATTACK, card)


cdef bint destroy_unstable(int32_t* s, const int32_t* db, int32_t n, const int32_t* sources,
                           const int32_t** insns) noexcept nogil:
    # APPLY_DESTROYED_IN_DEFENSE (Berserk Gorilla): destroyed as soon as it is in face-up
    # Defense Position. Returns whether a card left, so the appliers are collected again.
    # APPLY_DESTROYED_UNLESS (pclause, Nobledragon Magician): destroyed in a Pendulum Zone as
    # soon as the other Pendulum Zone holds no card that fits (M07 sends it to the Extra Deck).
    cdef int32_t i, card
    cdef bint moved = False
    for i in range(n):
        if insns[i][INSN_OP] == APPLY_DESTROYED_UNLESS:
            card = sources[i]
            if card_get(s, card, CARD_LOCATION) == LOC_PZONE \
                    and not other_scale_fits(s, db, code_at(db, insns[i][INSN_A]), card):
                move_to_pile(s, db, card, PILE_GY)
                moved = True
            continue
        if insns[i][INSN_OP] != APPLY_DESTROYED_IN_DEFENSE:
            continue
        card = sources[i]
        if card_get(s, card, CARD_LOCATION) == LOC_MZONE and card_get(s, card, CARD_POSITION) == POS_FACEUP_DEFENSE \
                and filter_match(s, db, code_at(db, insns[i][INSN_A]), card, card_get(s, card, CARD_CONTROLLER), card):
            move_to_pile(s, db, card, PILE_GY)
            moved = True
    return moved


cdef bint battle_indestructible(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_BATTLE_INDESTRUCTIBLE, card)


cdef bint no_direct_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    if s[HDR_LINGER_LEN] > 0 and linger_on_card(s, LING_FROM_EXTRA_FOR_TURN, card, card_get(s, card, CARD_OWNER)):
        return True  # fusion family: Magical Scientist's Fusion Monster
    return applier_covers(s, db, APPLY_NO_DIRECT_ATTACK, card)



cdef bint destroyed_when_targeted(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_DESTROYED_WHEN_TARGETED, card)


cdef bint not_attack_target(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # F03: the attacker's controller cannot choose this monster as the target of an attack
    # (Marauding Captain's Warriors; Command Knight only while its controller has another
    # monster: applier word B).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, owner
    if not applier_active(s, APPLY_NOT_ATTACK_TARGET):
        return False
    n = collect_appliers_of(s, db, APPLY_NOT_ATTACK_TARGET, sources, insns)
    for i in range(n):
        owner = card_get(s, sources[i], CARD_CONTROLLER)
        if insns[i][INSN_B] and count_monsters(s, owner) < 2:
            continue
        if filter_match(s, db, code_at(db, insns[i][INSN_A]), card, owner, sources[i]):
            return True
    return False


cdef int add_linger(int32_t* s, int32_t kind, int32_t card, int32_t player, int32_t value,
                    int32_t value2, int32_t until, int32_t source) noexcept nogil:
    cdef int32_t r = append_row(s, HDR_LINGER_LEN, CAP_LINGER, LINGER_BASE, LINGER_WIDTH)
    if r < 0:
        return r
    s[r + LINGER_KIND] = kind
    s[r + LINGER_CARD] = card
    s[r + LINGER_STINT] = card_get(s, card, CARD_STINT) if card != NO_CARD else 0
    s[r + LINGER_PLAYER] = player
    s[r + LINGER_VALUE] = value
    s[r + LINGER_VALUE2] = value2
    s[r + LINGER_UNTIL_TURN] = until
    s[r + LINGER_SOURCE] = source
    s[HDR_DIRTY] = 1
    return RC_OK


cdef int become_stats(int32_t* s, const int32_t* db, int32_t card, int32_t player, int32_t atk,
                      int32_t defense, int32_t kind, int32_t until) noexcept nogil:
    # AA02: the card's ATK/DEF become `atk`/`defense` (STAT_KEPT: not that one) by an activated
    # effect: the values' record, then one record per continuous modifier applying to the card
    # now, which no longer counts for those stats (p.137, p.139); the activated ones recorded
    # before are passed over by restat. `kind`: LING_BECOME or LING_BATTLE_BECOME.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t recorded[CAP_APPLIERS]
    cdef int32_t n, i, j, m = 0, da = 0, dd = 0, ba = 0, bd = 0
    cdef int32_t stats = (BECOME_ATK if atk != STAT_KEPT else 0) | (BECOME_DEF if defense != STAT_KEPT else 0)
    cdef bint seen
    cdef int rc = add_linger(s, kind, card, player, atk, defense, until, NO_CARD)
    if rc < 0 or not is_face_up(card_get(s, card, CARD_POSITION)):
        return rc
    n = walk_appliers(s, db, -1, sources, insns)
    for i in range(n):
        if not affects_stats(insns[i][INSN_OP]) or not stat_change(s, db, insns[i], sources[i], card,
                                                                   &da, &dd, &ba, &bd):
            continue
        seen = False
        for j in range(m):
            seen = seen or recorded[j] == sources[i]
        if seen:
            continue  # one record per source (a card may have several stat appliers)
        recorded[m] = sources[i]
        m += 1
        rc = add_linger(s, kind, card, player, card_get(s, sources[i], CARD_STINT), stats, until, sources[i])
        if rc < 0:
            return rc
    return RC_OK


cdef bint linger_active(const int32_t* s, int32_t kind, int32_t player) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind and (player == NO_PLAYER or s[r + LINGER_PLAYER] == player):
            return True
    return False


cdef bint linger_has_value(const int32_t* s, int32_t kind, int32_t player, int32_t value) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind and s[r + LINGER_PLAYER] == player and s[r + LINGER_VALUE] == value:
            return True
    return False


cdef bint linger_on_card(const int32_t* s, int32_t kind, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (s[r + LINGER_KIND] == kind and s[r + LINGER_CARD] == card and s[r + LINGER_PLAYER] == player
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            return True
    return False


cdef bint unaffected_by(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # Rune-Eyes' (2): only the opponent's effects, only in the turn (the record lapses with it)
    # and the stint of its Fusion Summon with a Pendulum Summoned material.
    cdef int32_t controller
    if s[HDR_LINGER_LEN] == 0 or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return False
    controller = card_get(s, card, CARD_CONTROLLER)
    return (controller != player and linger_on_card(s, LING_FUSED_WITH_PENDULUM, card, controller)
            and applier_covers(s, db, APPLY_UNAFFECTED_BY_FOE, card))


cdef int32_t drop_unaffected(const int32_t* s, const int32_t* db, int32_t player, int32_t* cards,
                             int32_t n) noexcept nogil:
    cdef int32_t i, k = 0
    if s[HDR_LINGER_LEN] == 0:
        return n
    for i in range(n):
        if not unaffected_by(s, db, cards[i], player):
            cards[k] = cards[i]
            k += 1
    return k


cdef void return_control(int32_t* s, const int32_t* db, int32_t r) noexcept nogil:
    # Y13-Y14: a monster whose control was taken goes back to its owner (destroyed when the
    # owner has no free Monster Zone), if it is still the same monster on the field.
    cdef int32_t card = s[r + LINGER_CARD]
    if card_get(s, card, CARD_STINT) == s[r + LINGER_STINT]:
        change_control(s, db, card, card_get(s, card, CARD_OWNER))


cdef inline bint lasting_lapsed(const int32_t* s, int32_t r) noexcept nogil:
    cdef int32_t card = s[r + LINGER_CARD]
    return (s[r + LINGER_UNTIL_TURN] == 0 and card != NO_CARD
            and (s[r + LINGER_KIND] == LING_STATS or s[r + LINGER_KIND] == LING_NEGATED
                 or s[r + LINGER_KIND] == LING_BANISH_ON_LEAVE  # (leave) the summon riders
                 or s[r + LINGER_KIND] == LING_HALVED  # (sdmp) Fusilier Dragon's halved stats
                 or s[r + LINGER_KIND] == LING_BECOME  # an activated "becomes" (AA02)
                 or s[r + LINGER_KIND] == LING_LEVEL)  # (synchro) a changed Level
            and card_get(s, card, CARD_STINT) != s[r + LINGER_STINT])


cdef int expire_lingering(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t i, r, w = 0, k
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if lasting_lapsed(s, r):
            continue  # a lasting modifier of a card that left or turned face-down (OP_LASTING_STATS)
        if s[r + LINGER_UNTIL_TURN] != 0 and s[r + LINGER_UNTIL_TURN] <= s[HDR_TURN]:
            if s[r + LINGER_KIND] == LING_CONTROL:
                return_control(s, db, r)
            continue
        if w != i:
            for k in range(LINGER_WIDTH):
                s[linger_offset(w) + k] = s[r + k]
        w += 1
    if w == s[HDR_LINGER_LEN]:
        return RC_OK  # nothing lapsed: the records, and so the settled state, stand (speed)
    for i in range(w, s[HDR_LINGER_LEN]):
        for k in range(LINGER_WIDTH):
            s[linger_offset(i) + k] = 0
    s[HDR_LINGER_LEN] = w
    s[HDR_DIRTY] = DIRTY_FULL
    return RC_OK
