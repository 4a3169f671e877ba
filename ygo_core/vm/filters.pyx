from libc.stdint cimport int32_t, uint8_t, uint32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.ops_sdmp cimport marked, unique_blocked
from ygo_core.vm.ops_synchro_level cimport current_level
from ygo_core.proc.ids cimport PROC_DAMAGE_STEP
from ygo_core.proc.damage_step cimport DS_F_DAMAGE

cdef extern from *:
    int count_trailing_zeros "__builtin_ctz"(unsigned int x) noexcept nogil


cdef inline bint on_field(int32_t location) noexcept nogil:
    # (A Pendulum Zone's card is always face-up, M04: never hidden, so it needs no place here.)
    return location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE


cdef enum:
    # The filter flags filter_match reads in rare_clauses_match (before the kind and stats) and
    # late_clauses_match (after them): most filters have none, so one test passes them over.
    FF_RARE_EARLY = FF_OWNED | FF_NOT_SELF | FF_ONLY_SELF | FF_LINKED | FF_NOT_TUNER | FF_SUMMONABLE | FF_CAN_TURN_FACE_DOWN
    FF_RARE_LATE = FF_ATK_UP_TO_BATTLE_DAMAGE | FF_FUSION_LEVEL | FF_FACEUP_EXTRA | FF_TARGET
    # The LOC_* bits of the piles (collect_up_to walks them after the zone cells).
    PILE_LOCATIONS = (1 << LOC_DECK) | (1 << LOC_HAND) | (1 << LOC_GY) | (1 << LOC_BANISHED) | (1 << LOC_EXTRA)


cdef bint kind_matches(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                       bint hidden) noexcept nogil:
    # R07: a face-down card's kind is unknown, so FF_HIDDEN_KIND lets it pass.
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    if types & TYPE_MONSTER and card_get(s, card, CARD_LOCATION) == LOC_SZONE:
        types = TYPE_SPELL | TYPE_EQUIP  # an absorbed Monster Card is an Equip Spell Card there
    elif s[HDR_PENDULUM_CARDS] and card_get(s, card, CARD_LOCATION) == LOC_PZONE:
        types = TYPE_SPELL  # (pend) M03: a Pendulum Monster card there is a Spell Card, of no subtype
    if hidden and f[F_FLAGS] & FF_HIDDEN_KIND:
        return True
    if types & f[F_TYPE_ALL] != f[F_TYPE_ALL]:
        return False
    return f[F_TYPE_ANY] == 0 or (types & f[F_TYPE_ANY]) != 0


cdef bint code_matches(const int32_t* db, int32_t wanted, int32_t code) noexcept nogil:
    # F_CODE: one passcode, or (negative) a list of them in the code pool.
    cdef const int32_t* names
    cdef int32_t i
    if wanted > 0:
        return code == wanted
    names = code_at(db, -wanted - 1)
    for i in range(names[0]):
        if names[1 + i] == code:
            return True
    return False


cdef inline bint printed_fit(const int32_t* s, const int32_t* db, const int32_t* f,
                             int32_t card) noexcept nogil:
    # The refusals of filter_match that a card in a pile or a face-up monster meets most,
    # decided before the whole match from its printed data alone: its kind (kind_matches reads
    # the printed one of a card there: never hidden, nor absorbed, nor in a Pendulum Zone), its
    # Type, Attribute and name (stats_match reads them printed everywhere).
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    if types & f[F_TYPE_ALL] != f[F_TYPE_ALL] or (f[F_TYPE_ANY] != 0 and (types & f[F_TYPE_ANY]) == 0):
        return False
    if f[F_RACES] and not (db_get(db, s, card, DB_RACE) & f[F_RACES]):
        return False
    if f[F_ATTRIBUTES] and not (db_get(db, s, card, DB_ATTRIBUTE) & f[F_ATTRIBUTES]):
        return False
    return not f[F_CODE] or code_matches(db, f[F_CODE], db_get(db, s, card, DB_CODE)) != ((f[F_FLAGS] & FF_NOT_CODE) != 0)


cdef inline bint placed_fit_on_field(const int32_t* s, const int32_t* db, const int32_t* f,
                                     int32_t card) noexcept nogil:
    # The refusals of filter_match that a card in a zone cell meets most, decided before the
    # whole match: its location (a cell of a zone range the filter does not name), its
    # position, and for a filter with a stats clause a face-up monster's printed data
    # (printed_fit; without one, the kind alone is not worth reading twice).
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    if not (f[F_LOCATIONS] >> location) & 1 or (f[F_POSITIONS] != 0 and not (f[F_POSITIONS] >> position) & 1):
        return False
    return (not f[F_FLAGS] & FF_STATS or location != LOC_MZONE or not is_face_up(position)
            or printed_fit(s, db, f, card))


cdef bint counter_room(const int32_t* s, const int32_t* db, int32_t wanted, int32_t card) noexcept nogil:
    # FF_COUNTER_ROOM (misc): the card's most counters follow the passcodes of the F_CODE list.
    cdef const int32_t* names = code_at(db, -wanted - 1)
    cdef int32_t i, code = db_get(db, s, card, DB_CODE)
    for i in range(names[0]):
        if names[1 + i] == code:
            return names[1 + names[0] + i] == 0 or card_get(s, card, CARD_COUNTERS) < names[1 + names[0] + i]
    return False


cdef bint stats_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                      bint hidden) noexcept nogil:
    # O11-O13: a face-down card cannot be picked by its properties.
    cdef int32_t atk, defense
    if f[F_RACES] or f[F_ATTRIBUTES] or f[F_ATK_MIN] > 0 or f[F_ATK_MAX] >= 0 or f[F_CODE] or f[F_LEVEL_MAX] \
            or f[F_DEF_MAX] >= 0:
        if hidden:
            return False
    if f[F_LEVEL_MAX] and f[F_LEVEL_MAX] != LEVEL_BETWEEN_SCALES:  # (pendulum) filter_match reads that one
        if db_get(db, s, card, DB_TYPE) & TYPE_XYZ:
            return False  # MR3 (xyz): Rank is not Level, an Xyz Monster has none (L)
        # MR3 synchro: the current Level (Level Eater, Accel Synchron change it on the field).
        if f[F_FLAGS] & FF_LEVEL_EXACT:
            if monster_level(s, db, card) != f[F_LEVEL_MAX]:
                return False  # (sdmp) "1 Level 7 monster": Sacred Sword of Seven Stars
        elif f[F_FLAGS] & FF_LEVEL_MIN:
            if monster_level(s, db, card) < f[F_LEVEL_MAX]:
                return False  # "Level 4 or higher" (locks: Gravity Bind)
        elif monster_level(s, db, card) > f[F_LEVEL_MAX]:
            return False
    if f[F_RACES] and not (db_get(db, s, card, DB_RACE) & f[F_RACES]):
        return False
    if f[F_ATTRIBUTES] and not (db_get(db, s, card, DB_ATTRIBUTE) & f[F_ATTRIBUTES]):
        return False
    if f[F_CODE] and code_matches(db, f[F_CODE], db_get(db, s, card, DB_CODE)) == ((f[F_FLAGS] & FF_NOT_CODE) != 0):
        return False  # FF_NOT_CODE: "except" that card name
    if f[F_FLAGS] & FF_COUNTER_ROOM and not counter_room(s, db, f[F_CODE], card):
        return False
    if f[F_DEF_MAX] >= 0:
        defense = card_get(s, card, CARD_DEF) if card_get(s, card, CARD_LOCATION) == LOC_MZONE else db_get(db, s, card, DB_DEF)
        if defense > f[F_DEF_MAX]:
            return False
    if f[F_FLAGS] & FF_DEF_BOUNDS:  # the bounds are on the DEF
        atk = card_get(s, card, CARD_DEF) if card_get(s, card, CARD_LOCATION) == LOC_MZONE else db_get(db, s, card, DB_DEF)
    else:
        atk = card_get(s, card, CARD_ATK) if card_get(s, card, CARD_LOCATION) == LOC_MZONE else db_get(db, s, card, DB_ATK)
    if atk < f[F_ATK_MIN]:
        return False
    return f[F_ATK_MAX] < 0 or atk <= f[F_ATK_MAX]


cdef int32_t battle_damage_dealt(const int32_t* s) noexcept nogil:
    # (turbo) DS_F_DAMAGE of the Damage Step in progress (the topmost such frame: its chains'
    # windows and links are pushed above it), -1 outside a Damage Step.
    cdef int32_t depth, f
    for depth in range(s[HDR_STACK_TOP] - 1, -1, -1):
        f = frame_offset(depth)
        if s[f + FRAME_PROC] == PROC_DAMAGE_STEP:
            return s[f + DS_F_DAMAGE]
    return -1


cdef bint within_battle_damage(const int32_t* s, const int32_t* db, int32_t card, bint hidden) noexcept nogil:
    # FF_ATK_UP_TO_BATTLE_DAMAGE: the ATK (the current one on the field, the printed one
    # elsewhere) is at most the battle damage dealt; a face-down card's ATK is unknown (O11).
    cdef int32_t atk = card_get(s, card, CARD_ATK) if card_get(s, card, CARD_LOCATION) == LOC_MZONE else db_get(db, s, card, DB_ATK)
    return not hidden and atk <= battle_damage_dealt(s)


cdef inline bint linked_to(const int32_t* s, int32_t source, int32_t card) noexcept nogil:
    # FF_LINKED: the burn family's link from a card to its target (OP_LINK_TARGET).
    return (source != NO_CARD and card_get(s, source, CARD_LINKED) == card
            and card_get(s, card, CARD_STINT) == card_get(s, source, CARD_LINKED_STINT))
cdef bint extra_deck_has_level(const int32_t* s, const int32_t* db, int32_t player, int32_t level) noexcept nogil:
    # FF_FUSION_LEVEL (fusion family): a Fusion Monster of that Level is in the player's Extra Deck.
    cdef int32_t i, card
    for i in range(pile_count(s, player, PILE_EXTRA)):
        card = pile_card(s, player, PILE_EXTRA, i)
        if db_get(db, s, card, DB_TYPE) & TYPE_FUSION and db_get(db, s, card, DB_LEVEL) == level:
            return True
    return False


cdef inline bint proper_enough(const int32_t* s, const int32_t* db, int32_t card,
                               int32_t location) noexcept nogil:
    # H07, H09: a Special Summon monster (a Fusion, Synchro, Xyz or Ritual Monster, a Nomi:
    # DBF_PROPER_SUMMON) may be Special Summoned by an effect (Monster Reborn, Mystic Tomato)
    # from the GY or banished only once it was properly summoned (CF_PROPER), and never from
    # the hand or the Deck (H10: the status is lost there). An Extra Deck monster may be from
    # the Extra Deck (H09).
    if not (location == LOC_GY or location == LOC_BANISHED or location == LOC_HAND or location == LOC_DECK) \
            or not s[HDR_EXTRA_MONSTERS] & XS_EXTRA_DECK_RULES:
        return True
    return not db_get(db, s, card, DB_FLAGS) & DBF_PROPER_SUMMON or card_get(s, card, CARD_FLAGS) & CF_PROPER


# ---- MR3 pendulum family: Pendulum Scales as they are now ----
cdef bint other_scale_fits(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card) noexcept nogil:
    # APPLY_SCALE_UNLESS: the card in the controller's other Pendulum Zone fits `f`.
    cdef int32_t player = card_get(s, card, CARD_CONTROLLER), i, other
    for i in range(CAP_PZONE):
        other = zone_card(s, player, ZONE_PENDULUM + i)
        if other != NO_CARD and other != card and filter_match(s, db, f, other, player, card):
            return True
    return False


cdef int32_t current_scale(const int32_t* s, const int32_t* db, int32_t card, int32_t side) noexcept nogil:
    cdef int32_t scales = db_get(db, s, card, DB_SCALES)
    cdef int32_t value = scales >> 8 if side == 0 else scales & 0xFF
    cdef int32_t cards[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t i, n, r
    if card_get(s, card, CARD_LOCATION) != LOC_PZONE:
        return value
    n = collect_appliers_of(s, db, APPLY_SCALE_UNLESS, cards, insns)
    for i in range(n):
        if cards[i] == card and not other_scale_fits(s, db, code_at(db, insns[i][INSN_A]), card):
            value = insns[i][INSN_B]
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (s[r + LINGER_KIND] == LING_SCALE and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            value = s[r + LINGER_VALUE] >> 8 if side == 0 else s[r + LINGER_VALUE] & 0xFF
    return value


cdef bint scale_changed(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # DEF_MAX_SCALE_CHANGED: in a Pendulum Zone, a Scale other than the printed one.
    cdef int32_t scales = db_get(db, s, card, DB_SCALES)
    return card_get(s, card, CARD_LOCATION) == LOC_PZONE and (
        current_scale(s, db, card, 0) != scales >> 8 or current_scale(s, db, card, 1) != scales & 0xFF)


cdef bint level_between_scales(const int32_t* s, const int32_t* db, int32_t player, int32_t card) noexcept nogil:
    # LEVEL_BETWEEN_SCALES: M10's range, in either order; an Xyz Monster has no Level (M14).
    cdef int32_t left = zone_card(s, player, ZONE_PENDULUM), right = zone_card(s, player, ZONE_PENDULUM + 1)
    cdef int32_t lo, hi, level = db_get(db, s, card, DB_LEVEL)
    if left == NO_CARD or right == NO_CARD or db_get(db, s, card, DB_TYPE) & TYPE_XYZ:
        return False
    lo = current_scale(s, db, left, 0)
    hi = current_scale(s, db, right, 1)
    if lo > hi:
        lo, hi = hi, lo
    return lo < level < hi


cdef bint filter_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                       int32_t player, int32_t source) noexcept nogil:
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    cdef int32_t position = card_get(s, card, CARD_POSITION)
    cdef bint hidden = on_field(location) and not is_face_up(position)
    if not (f[F_LOCATIONS] >> location) & 1:
        return False
    if not f[F_CONTROLLER] & (CTRL_SELF if card_get(s, card, CARD_CONTROLLER) == player else CTRL_FOE):
        return False
    if f[F_POSITIONS] and not (f[F_POSITIONS] >> position) & 1:
        return False
    if f[F_FLAGS] & FF_RARE_EARLY and not rare_clauses_match(s, db, f, card, player, source, location):
        return False
    if not kind_matches(s, db, f, card, hidden) or (f[F_FLAGS] & FF_STATS and not stats_match(s, db, f, card, hidden)):
        return False
    if f[F_FLAGS] & FF_RARE_LATE and not late_clauses_match(s, db, f, card, player, location, hidden):
        return False
    if f[F_LEVEL_MAX] == LEVEL_BETWEEN_SCALES and not level_between_scales(s, db, player, card):
        return False  # (pendulum) M10's range
    if f[F_DEF_MAX] == DEF_MAX_SCALE_CHANGED and not scale_changed(s, db, card):
        return False  # (pendulum) a Scale that differs from the printed one
    return True


cdef bint rare_clauses_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                             int32_t player, int32_t source, int32_t location) noexcept nogil:
    # filter_match's FF_RARE_EARLY clauses: few filters have any, so one test skips them all.
    if f[F_FLAGS] & FF_OWNED and not f[F_CONTROLLER] & (CTRL_SELF if card_get(s, card, CARD_OWNER) == player else CTRL_FOE):
        return False
    if f[F_FLAGS] & FF_NOT_SELF and card == source:
        return False
    if f[F_FLAGS] & FF_ONLY_SELF and card != source:
        return False
    if f[F_FLAGS] & FF_LINKED and not linked_to(s, source, card):
        return False
    if f[F_FLAGS] & FF_NOT_TUNER and db_get(db, s, card, DB_TYPE) & TYPE_TUNER:
        return False  # MR3 synchro: a non-Tuner
    if f[F_FLAGS] & FF_CAN_TURN_FACE_DOWN and db_get(db, s, card, DB_TYPE) & TYPE_TOKEN:
        return False  # P03: a Token is always face-up
    if f[F_FLAGS] & FF_SUMMONABLE and (db_get(db, s, card, DB_FLAGS) & DBF_NO_SPECIAL_SUMMON
                                       or not proper_enough(s, db, card, location)
                                       or unique_blocked(s, db, card, player)):  # (sdmp) FXK_UNIQUE
        return False
    return True


cdef bint late_clauses_match(const int32_t* s, const int32_t* db, const int32_t* f, int32_t card,
                             int32_t player, int32_t location, bint hidden) noexcept nogil:
    # filter_match's FF_RARE_LATE clauses, read after the kind and stats (they cost more).
    if f[F_FLAGS] & FF_ATK_UP_TO_BATTLE_DAMAGE and not within_battle_damage(s, db, card, hidden):
        return False  # (turbo) Turbo Synchron
    if f[F_FLAGS] & FF_FUSION_LEVEL and not extra_deck_has_level(s, db, player, db_get(db, s, card, DB_LEVEL)):
        return False
    if f[F_FLAGS] & FF_FACEUP_EXTRA and location == LOC_EXTRA and not card_get(s, card, CARD_FLAGS) & CF_FACEUP_EXTRA:
        return False  # (pendulum) M07: only a face-up one
    if f[F_FLAGS] & FF_TARGET:
        if card_get(s, card, CARD_FLAGS) & CF_BATTLE_DESTROYED or untargetable(s, db, card):
            return False
        if s[HDR_LINGER_LEN] and marked(s, LING_UNTARGETABLE, card):
            return False  # (sdmp) Forbidden Dress
        if applier_active(s, APPLY_UNTARGETABLE_BY_FOE) and untargetable_by(s, db, card, player):
            return False
    return True


cdef inline bint being_summoned(const int32_t* s, int32_t card) noexcept nogil:
    # H17, locks: in its summon-negation window a monster is on the field but not yet summoned;
    # its continuous effects apply once the summon succeeds (Jinzo does not stop the Solemn
    # Judgment that answers its own summon). A Pendulum Summon's monsters all wait (M11).
    return s[HDR_SUMMONING] > 0 and (card == s[HDR_SUMMONING] - 1
                                     or card_get(s, card, CARD_FLAGS) & CF_PENDULUM_SUMMONING != 0)


cdef int32_t walk_appliers(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                           const int32_t** insns) noexcept nogil:
    # Q01, R09, R13: continuous effects apply while their card is face-up on the field. The
    # field walked; `kind` < 0 keeps every applier, else only those of that APPLY_* kind (of
    # the first CAP_APPLIERS in all, as the whole list would hold them).
    cdef int32_t p, zone, card, fx, k, i, n = 0, total = 0
    cdef const int32_t* insn
    for p in range(N_PLAYERS):
        # (pend) the Pendulum Zones only in a duel with Pendulums: there a card applies only its
        # continuous Pendulum Effects, elsewhere only its other ones (M03, M06).
        for zone in range(ZONES_PER_PLAYER if s[HDR_PENDULUM_CARDS] else ZONE_PENDULUM):
            card = zone_card(s, p, zone)
            if card == NO_CARD or not db_get(db, s, card, DB_FLAGS) & DBF_CONTINUOUS:
                continue  # no continuous effect to read (asked first: most cards have none)
            if not is_face_up(card_get(s, card, CARD_POSITION)):
                continue
            if ZONE_SPELL <= zone < ZONE_PENDULUM and db_get(db, s, card, DB_TYPE) & TYPE_MONSTER:
                continue  # an absorbed Monster Card (an Equip Card) applies no effect of its own
            if being_summoned(s, card):
                continue
            if s[HDR_LOCKS] & LOCK_NEGATION and effects_negated(s, card):
                continue  # APPLY_NEGATE (locks): a negated card's continuous effects stop
            for k in range(effect_count(db, s, card)):
                fx = first_effect(db, s, card) + k
                if fx_get(db, fx, FX_KIND) != FXK_CONTINUOUS:
                    continue
                if ((fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM) != 0) != (zone >= ZONE_PENDULUM):
                    continue  # (pend) M03, M06
                for i in range(fx_get(db, fx, FX_N_OPS)):
                    if total < CAP_APPLIERS:
                        total += 1
                        insn = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)
                        if kind < 0 or insn[INSN_OP] == kind:
                            cards[n] = card
                            insns[n] = insn
                            n += 1
    return n


cdef int32_t walk_continuous(const int32_t* s, const int32_t* db, int32_t* cards,
                             const int32_t** insns, int32_t cap) noexcept nogil:
    # Every continuous instruction of a face-up card on the field, in walk_appliers' order, a
    # negated card's and an absorbed Monster Card's too (what negation is decided from, locks),
    # not a monster's still being summoned; -1 when they are more than `cap`.
    cdef int32_t p, zone, card, fx, k, i, n = 0
    for p in range(N_PLAYERS):
        for zone in range(ZONES_PER_PLAYER if s[HDR_PENDULUM_CARDS] else ZONE_PENDULUM):  # (pend) as walk_appliers
            card = zone_card(s, p, zone)
            if card == NO_CARD or not db_get(db, s, card, DB_FLAGS) & DBF_CONTINUOUS:
                continue  # no continuous effect to read (asked first: most cards have none)
            if not is_face_up(card_get(s, card, CARD_POSITION)) or being_summoned(s, card):
                continue
            for k in range(effect_count(db, s, card)):
                fx = first_effect(db, s, card) + k
                if fx_get(db, fx, FX_KIND) != FXK_CONTINUOUS:
                    continue
                if ((fx_get(db, fx, FX_FLAGS) & FXF_PENDULUM) != 0) != (zone >= ZONE_PENDULUM):
                    continue  # (pend) M03, M06
                for i in range(fx_get(db, fx, FX_N_OPS)):
                    if n == cap:
                        return -1
                    cards[n] = card
                    insns[n] = code_at(db, fx_get(db, fx, FX_OPS) + i * INSN_WIDTH)
                    n += 1
    return n


cdef int32_t narrow_to_appliers(const int32_t* s, const int32_t* db, int32_t n, int32_t* cards,
                                const int32_t** insns) noexcept nogil:
    # walk_continuous' list narrowed in place to walk_appliers' once negation is refreshed: an
    # absorbed Monster Card's instructions and a negated card's go; at most CAP_APPLIERS stay.
    cdef int32_t i, card, kept = 0
    for i in range(n):
        card = cards[i]
        if (card_get(s, card, CARD_LOCATION) != LOC_MZONE and card_get(s, card, CARD_LOCATION) != LOC_PZONE
                and db_get(db, s, card, DB_TYPE) & TYPE_MONSTER):
            continue  # (pend) a Pendulum Zone's card keeps its continuous Pendulum Effects
        if s[HDR_LOCKS] & LOCK_NEGATION and effects_negated(s, card):
            continue
        if kept < CAP_APPLIERS:
            cards[kept] = card
            insns[kept] = insns[i]
            kept += 1
    return kept


cdef inline bint appliers_kept(const int32_t* s) noexcept nogil:
    # HDR_APPLIERS still lists the appliers in force: nothing moved, turned or changed position
    # since the last application but cards that apply no effect (each other such write sets
    # DIRTY_FULL), and they were few enough.
    return s[HDR_DIRTY] != DIRTY_FULL and s[HDR_APPLIERS_LEN] >= 0


cdef inline bint filter_reads_only_its_card(const int32_t* f) noexcept nogil:
    # Whether the filter's answer for a card depends on that card and the applier's source
    # alone (their places, positions, printed data, Levels), not on other cards, the piles or
    # the battle, nor on the card's current ATK/DEF (which the application itself writes).
    return (not f[F_FLAGS] & (FF_LINKED | FF_SUMMONABLE | FF_RARE_LATE) and f[F_ATK_MIN] <= 0
            and f[F_ATK_MAX] < 0 and f[F_DEF_MAX] < 0 and f[F_LEVEL_MAX] != LEVEL_BETWEEN_SCALES)


cdef bint change_is_local(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Speed (issue 12): after the card moved, turned or changed position, would applying the
    # continuous effects (Q01) change nothing but that card's own stats? So when the card applies
    # no effect itself (not face-up on the field with one), no negation may apply (no negator
    # face-up, no lingering negation: else each application decides it anew; without, the
    # card's CARD_NEGATED is just 0), the duel has no Pendulums, and every applier in force
    # that feeds the application (stats, Levels, positions, self-destruction) reads only the
    # card it covers. The appliers kept by the last application must still hold (the caller
    # asks only while the state is settled or changed in this card alone).
    cdef const int32_t* code = code_at(db, 0)
    cdef const int32_t* insn
    cdef int32_t i, op
    if s[HDR_APPLIERS_LEN] < 0 or s[HDR_PENDULUM_CARDS]:
        return False
    if s[HDR_LOCKS] & LOCK_NEGATION and applier_active(s, APPLY_NEGATE):
        return False  # a negator is face-up or a negation lingers: each application decides anew
    if (db_get(db, s, card, DB_FLAGS) & DBF_CONTINUOUS and on_field(card_get(s, card, CARD_LOCATION))
            and is_face_up(card_get(s, card, CARD_POSITION))):
        return False
    for i in range(s[HDR_APPLIERS_LEN]):
        insn = code + (s[HDR_APPLIERS + i] >> APPLIER_CARD_BITS)
        op = insn[INSN_OP]
        if op == APPLY_STATS_SMALL_HAND or op == APPLY_DESTROYED_UNLESS:
            return False  # they read the hand and the other Pendulum Zone
        if (op == APPLY_STATS or op == APPLY_DEFENSE_LOCK or op == APPLY_LEVEL
                or op == APPLY_DESTROYED_IN_DEFENSE) and not filter_reads_only_its_card(code_at(db, insn[INSN_A])):
            return False
    return True


cdef int32_t kept_appliers(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                           const int32_t** insns) noexcept nogil:
    # The appliers of HDR_APPLIERS (`kind` < 0: all, else those of that kind), in their order.
    cdef const int32_t* code = code_at(db, 0)
    cdef const int32_t* insn
    cdef int32_t i, entry, n = 0
    for i in range(s[HDR_APPLIERS_LEN]):
        entry = s[HDR_APPLIERS + i]
        insn = code + (entry >> APPLIER_CARD_BITS)
        if kind < 0 or insn[INSN_OP] == kind:
            cards[n] = entry & ((1 << APPLIER_CARD_BITS) - 1)
            insns[n] = insn
            n += 1
    return n


cdef int32_t collect_appliers(const int32_t* s, const int32_t* db, int32_t* cards,
                              const int32_t** insns) noexcept nogil:
    if appliers_kept(s):
        return kept_appliers(s, db, -1, cards, insns)
    return walk_appliers(s, db, -1, cards, insns)


cdef int32_t collect_appliers_of(const int32_t* s, const int32_t* db, int32_t kind, int32_t* cards,
                                 const int32_t** insns) noexcept nogil:
    if appliers_kept(s):
        return kept_appliers(s, db, kind, cards, insns)
    return walk_appliers(s, db, kind, cards, insns)


cdef void keep_appliers(int32_t* s, const int32_t* db, int32_t n, const int32_t* cards,
                        const int32_t** insns) noexcept nogil:
    # HDR_APPLIERS: the application's list, for the checks until something changes (-1 and
    # no entries when it does not fit).
    cdef const int32_t* code = code_at(db, 0)
    cdef int32_t i, offset, was = s[HDR_APPLIERS_LEN]
    if n > CAP_APPLIER_CACHE:
        n = -1
    for i in range(n):
        offset = <int32_t>(insns[i] - code)
        if offset >= (1 << (31 - APPLIER_CARD_BITS)):
            n = -1
            break
        s[HDR_APPLIERS + i] = cards[i] | (offset << APPLIER_CARD_BITS)
    for i in range(n if n > 0 else 0, was if 0 <= was <= CAP_APPLIER_CACHE else CAP_APPLIER_CACHE):
        s[HDR_APPLIERS + i] = 0
    s[HDR_APPLIERS_LEN] = n


cdef bint applier_in_force_covers(const int32_t* s, const int32_t* db, int32_t applier,
                                  int32_t card) noexcept nogil:
    # Does a continuous applier of kind `applier` (its filter in the first argument) cover the
    # card? (applier_covers asks only when one of that kind is in force.) The kept list is read
    # in place.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef const int32_t* code
    cdef const int32_t* insn
    cdef int32_t n, i, entry, source
    if appliers_kept(s):
        code = code_at(db, 0)
        for i in range(s[HDR_APPLIERS_LEN]):
            entry = s[HDR_APPLIERS + i]
            insn = code + (entry >> APPLIER_CARD_BITS)
            if insn[INSN_OP] == applier:
                source = entry & ((1 << APPLIER_CARD_BITS) - 1)
                if filter_match(s, db, code_at(db, insn[INSN_A]), card, card_get(s, source, CARD_CONTROLLER), source):
                    return True
        return False
    n = walk_appliers(s, db, applier, sources, insns)
    for i in range(n):
        if filter_match(s, db, code_at(db, insns[i][INSN_A]), card, card_get(s, sources[i], CARD_CONTROLLER),
                        sources[i]):
            return True
    return False


cdef bint untargetable_by(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # APPLY_UNTARGETABLE_BY_FOE (fusion family): only the player facing such a card is kept
    # from targeting what it covers.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i
    if not applier_active(s, APPLY_UNTARGETABLE_BY_FOE):
        return False
    n = collect_appliers_of(s, db, APPLY_UNTARGETABLE_BY_FOE, sources, insns)
    for i in range(n):
        if card_get(s, sources[i], CARD_CONTROLLER) != player and filter_match(
                s, db, code_at(db, insns[i][INSN_A]), card, card_get(s, sources[i], CARD_CONTROLLER), sources[i]):
            return True
    return False


cdef inline int32_t keep(int32_t* out, int32_t n, int32_t card) noexcept nogil:
    # Ascending order: callers turn the cards into sorted actions. `out` NULL only counts.
    return insert_sorted(out, n, card) if out != NULL else n + 1


cdef int32_t collect_up_to(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                           int32_t source, int32_t* out, int32_t limit) noexcept nogil:
    # Only the places the filter names are visited: the zone cells and piles of the players it
    # names, not the whole table; the walk ends once `limit` cards matched.
    cdef int32_t locations = f[F_LOCATIONS]
    cdef int32_t n = 0, p, i, pile, count, card
    cdef uint32_t piles
    cdef const uint8_t* cells
    cdef int32_t first_zone = (ZONE_MONSTER if locations & (1 << LOC_MZONE) else
                               ZONE_SPELL if locations & (1 << LOC_SZONE) else ZONE_FIELD)
    # (pend) the Pendulum Zones follow the Field Zone; walked only in a duel with Pendulums.
    cdef int32_t end_zone = (ZONES_PER_PLAYER if locations & (1 << LOC_PZONE) and s[HDR_PENDULUM_CARDS] else
                             ZONE_FIELD + 1 if locations & (1 << LOC_FZONE) else
                             ZONE_FIELD if locations & (1 << LOC_SZONE) else
                             ZONE_SPELL if locations & (1 << LOC_MZONE) else 0)
    if limit <= 0:
        return 0
    for p in range(N_PLAYERS):
        if not f[F_CONTROLLER] & (CTRL_SELF if p == player else CTRL_FOE):
            continue  # what is in a player's zones and piles, that player controls
        for i in range(first_zone, end_zone):
            card = zone_card(s, p, i)
            if card != NO_CARD and placed_fit_on_field(s, db, f, card) and filter_match(s, db, f, card, player, source):
                n = keep(out, n, card)
                if n >= limit:
                    return n
        piles = <uint32_t>(locations & PILE_LOCATIONS)  # the piles it names, in LOC_* order
        while piles:
            pile = pile_of_location(count_trailing_zeros(piles))
            piles &= piles - 1
            cells = pile_cards(s, p, pile)
            count = pile_count(s, p, pile)
            for i in range(count):
                card = cells[i]
                if not printed_fit(s, db, f, card):
                    continue  # the common refusals, decided before the whole match
                if filter_match(s, db, f, card, player, source):
                    n = keep(out, n, card)
                    if n >= limit:
                        return n
    return n


# ---- MR3 sdmp family ----
cdef int32_t monster_level(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's Level now: current_level (printed and its stint's LING_LEVEL changes), plus
    # every APPLY_LEVEL in force covering it while it is face-up on the field ("while this card
    # is face-up, that monster gains 1 Level": Powerful Rebirth); never below 1. The applier
    # filters have no Level bound (the vocabulary refuses one), so this does not recurse.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t level = current_level(s, db, card), n, i, delta = 0
    if level <= 0 or card_get(s, card, CARD_LOCATION) != LOC_MZONE \
            or not is_face_up(card_get(s, card, CARD_POSITION)):
        return level
    n = collect_appliers_of(s, db, APPLY_LEVEL, sources, insns)
    for i in range(n):
        if filter_match(s, db, code_at(db, insns[i][INSN_A]), card, card_get(s, sources[i], CARD_CONTROLLER),
                        sources[i]):
            delta += insns[i][INSN_B]
    if delta == 0:
        return level
    return level + delta if level + delta >= 1 else 1
