# MR3 summons (xyz helper): the Synchro and Xyz Summons (extra_summon.pxd).
#
# A material set is found among the summoner's face-up monsters (at most CAP_MZONE of them), so
# the subset search below visits at most 2 ** CAP_MZONE sets; it runs only in a duel whose Extra
# Decks hold a Synchro or Xyz Monster (HDR_EXTRA_MONSTERS), for at most the 15 cards of one.

from libc.stdint cimport int32_t, uint64_t
from ygo_core.layout cimport *
from sim_core.errors cimport ERR_BAD_STATE, RC_OK
from ygo_core.actions cimport ACT_ATTACK_POSITION, ACT_SELECT, ACT_SUMMON, DEC_MATERIAL, DEC_POSITION, request_decision
from ygo_core.stack cimport pop_frame, push_frame, top_frame
from ygo_core.vm.opcodes cimport (
    DEFAULT_XYZ_MATERIALS, EV_SPECIAL_SUMMONED, F_CODE, FX_FLAGS, FX_KIND, FX_TARGET2_FILTER, FX_TARGET_COUNT,
    FX_TARGET_FILTER, FXF_ONCE_PER_TURN, FXK_EXTRA_MATERIALS, EV_SYNCHRO_MATERIAL, FXK_MATERIAL_RULE,
    LING_SYNCHRO_ONCE, FX_N_OPS, FX_OPS, INSN_A, INSN_OP, INSN_OP_MASK, OP_MATERIAL_DECK_BOTTOM_UNLESS,
)
from ygo_core.proc.continuous cimport add_linger, linger_has_value
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport monster_level, filter_match
from ygo_core.vm.ops_summons cimport stamp_summon
from ygo_core.vm.ops_activated cimport to_deck_bottom
from ygo_core.proc.ids cimport PROC_EXTRA_SUMMON
from ygo_core.proc.move cimport attach_material, free_monster_zone, move_to_zone, send_not_destroyed
from ygo_core.proc.triggers cimport raise_event
from ygo_core.proc.window cimport (
    close_summon_negation, open_event_window, open_summon_negation, summon_negation_needed,
)

cdef enum:
    # What a candidate monster can be for the summon in question.
    ROLE_TUNER = 1
    ROLE_NON_TUNER = 2
    ROLE_XYZ = 3


cdef int32_t materials_spec(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's FXK_EXTRA_MATERIALS row, or -1 (a Normal Synchro or Xyz Monster has none).
    cdef int32_t k, fx
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return -1
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_EXTRA_MATERIALS:
            return fx
    return -1


cdef int32_t material_rule(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # MR3 synchro: the card's own FXK_MATERIAL_RULE row (a substitute Tuner, an alternative
    # Level), or -1.
    cdef int32_t k, fx
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return -1
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_MATERIAL_RULE:
            return fx
    return -1


cdef bint names_one_of(const int32_t* db, int32_t wanted, int32_t offered) noexcept nogil:
    # Does the F_CODE `wanted` (one passcode, or a list) name a passcode of the F_CODE `offered`?
    cdef const int32_t* names
    cdef const int32_t* others
    cdef int32_t i, j
    if wanted == 0 or offered == 0:
        return False
    if offered > 0:
        if wanted > 0:
            return wanted == offered
        names = code_at(db, -wanted - 1)
        for i in range(names[0]):
            if names[1 + i] == offered:
                return True
        return False
    others = code_at(db, -offered - 1)
    for j in range(others[0]):
        if names_one_of(db, wanted, others[1 + j]):
            return True
    return False


cdef bint stands_in(const int32_t* db, int32_t spec, int32_t rule) noexcept nogil:
    # K07 (MR3 synchro, Quickdraw Synchron): a substitute Tuner is a material only for a Synchro
    # Monster whose Tuner is named, by one of the names it may stand in for.
    if spec < 0 or fx_get(db, spec, FX_TARGET_FILTER) < 0:
        return False
    return names_one_of(db, code_at(db, fx_get(db, spec, FX_TARGET_FILTER))[F_CODE],
                        code_at(db, fx_get(db, rule, FX_TARGET_FILTER))[F_CODE])


cdef inline bint passes(const int32_t* s, const int32_t* db, int32_t fx, int32_t word, int32_t card,
                        int32_t player, int32_t source) noexcept nogil:
    # K03, K07: a material restriction of the card (not an effect: it holds while negated).
    cdef int32_t at
    if fx < 0:
        return True
    at = fx_get(db, fx, word)
    return at < 0 or filter_match(s, db, code_at(db, at), card, player, source)


cdef inline int32_t level_of(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Rank is not Level (L): an Xyz Monster has no Level, so it is no Synchro or Xyz Material.
    if db_get(db, s, card, DB_TYPE) & TYPE_XYZ:
        return 0
    return monster_level(s, db, card)  # MR3 synchro: Level changes count (Level Eater)


cdef int32_t xyz_count(const int32_t* s, const int32_t* db, int32_t monster) noexcept nogil:
    cdef int32_t fx = materials_spec(s, db, monster)
    cdef int32_t n = fx_get(db, fx, FX_TARGET_COUNT) if fx >= 0 else 0
    if n <= 0:
        return DEFAULT_XYZ_MATERIALS
    return n if n <= ES_MAX_MATERIALS else ES_MAX_MATERIALS


cdef int32_t candidates(const int32_t* s, const int32_t* db, int32_t monster, int32_t player,
                        int32_t* cards, int32_t* roles, int32_t* levels, int32_t* alts) noexcept nogil:
    # K01, L01: face-up monsters the player controls, with a Level; for an Xyz Summon of the
    # monster's Rank and no Token (L06, P05); each passing the card's restrictions.
    cdef int32_t fx = materials_spec(s, db, monster)
    cdef bint xyz = db_get(db, s, monster, DB_TYPE) & TYPE_XYZ
    cdef int32_t target = db_get(db, s, monster, DB_LEVEL)
    cdef int32_t i, card, level, types, role, rule, n = 0
    for i in range(CAP_MZONE):
        card = zone_card(s, player, ZONE_MONSTER + i)
        if card == NO_CARD or not is_face_up(card_get(s, card, CARD_POSITION)):
            continue
        level = level_of(s, db, card)
        if level <= 0:
            continue
        types = db_get(db, s, card, DB_TYPE)
        rule = -1 if xyz else material_rule(s, db, card)
        if rule >= 0 and not passes(s, db, rule, FX_TARGET2_FILTER, monster, player, card):
            continue  # (pclause) a material only for some Synchro Monsters (Nobledragon: a Dragon)
        # MR3 synchro: an alternative Level is the card's effect (Tuningware): negated, it is gone.
        alts[n] = fx_get(db, rule, FX_TARGET_COUNT) if rule >= 0 and not effects_negated(s, card) else 0
        if rule >= 0 and fx_get(db, rule, FX_TARGET_FILTER) >= 0 and types & TYPE_TUNER:
            # MR3 synchro (K07): a substitute Tuner is the named Tuner, or no material at all.
            if not stands_in(db, fx, rule):
                continue
            role = ROLE_TUNER
        elif xyz:
            if level != target or types & TYPE_TOKEN or not passes(s, db, fx, FX_TARGET2_FILTER, card, player, monster):
                continue
            role = ROLE_XYZ
        elif types & TYPE_TUNER:
            if not passes(s, db, fx, FX_TARGET_FILTER, card, player, monster):
                continue
            role = ROLE_TUNER
        else:
            if not passes(s, db, fx, FX_TARGET2_FILTER, card, player, monster):
                continue
            role = ROLE_NON_TUNER
        cards[n] = card
        roles[n] = role
        levels[n] = level
        n += 1
    return n


cdef bint synchro_set(const int32_t* roles, const int32_t* levels, const int32_t* alts, int32_t n,
                      int32_t mask, int32_t target) noexcept nogil:
    # K01: exactly one Tuner, one or more non-Tuners, Levels adding up exactly. MR3 synchro: a
    # material with an alternative Level (Tuningware) adds either; `reach` holds the sums
    # possible (at most CAP_MZONE Levels of 12 or less: under 64).
    cdef int32_t i, tuners = 0, others = 0
    cdef uint64_t reach = 1
    for i in range(n):
        if (mask >> i) & 1:
            reach = (reach << levels[i]) | ((reach << alts[i]) if alts[i] > 0 else 0)
            if roles[i] == ROLE_TUNER:
                tuners += 1
            else:
                others += 1
    return tuners == 1 and others >= 1 and 0 < target < 64 and (reach >> target) & 1


cdef bint completable(const int32_t* s, const int32_t* db, int32_t monster, int32_t player,
                      const int32_t* chosen, int32_t n_chosen, int32_t extra) noexcept nogil:
    # Is there a complete set of materials holding the chosen ones (and `extra`, unless NO_CARD)?
    cdef int32_t cards[CAP_MZONE]
    cdef int32_t roles[CAP_MZONE]
    cdef int32_t levels[CAP_MZONE]
    cdef int32_t alts[CAP_MZONE]
    cdef int32_t n = candidates(s, db, monster, player, cards, roles, levels, alts)
    cdef int32_t need = 0, wanted = n_chosen + (1 if extra != NO_CARD else 0)
    cdef int32_t i, j, m
    for i in range(n):
        if cards[i] == extra:
            need |= 1 << i
        for j in range(n_chosen):
            if cards[i] == chosen[j]:
                need |= 1 << i
    m = 0
    for i in range(n):
        m += (need >> i) & 1
    if m != wanted:
        return False  # a chosen card is no longer a candidate
    if db_get(db, s, monster, DB_TYPE) & TYPE_XYZ:
        return wanted <= xyz_count(s, db, monster) <= n
    for m in range(1 << n):
        if m & need == need and synchro_set(roles, levels, alts, n, m, db_get(db, s, monster, DB_LEVEL)):
            return True
    return False


cdef bint complete(const int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # The chosen materials are a whole set (a Synchro set adds up; an Xyz set has its count).
    cdef int32_t monster = s[f + ES_F_CARD]
    cdef int32_t cards[CAP_MZONE]
    cdef int32_t roles[CAP_MZONE]
    cdef int32_t levels[CAP_MZONE]
    cdef int32_t alts[CAP_MZONE]
    cdef int32_t n, i, j, mask = 0
    if db_get(db, s, monster, DB_TYPE) & TYPE_XYZ:
        return s[f + ES_F_CHOSEN] >= xyz_count(s, db, monster)
    n = candidates(s, db, monster, s[f + ES_F_PLAYER], cards, roles, levels, alts)
    for i in range(n):
        for j in range(s[f + ES_F_CHOSEN]):
            if cards[i] == s[f + ES_F_MATERIALS + j]:
                mask |= 1 << i
    return synchro_set(roles, levels, alts, n, mask, db_get(db, s, monster, DB_LEVEL))


cdef bint synchro_once_used(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    # MR3 synchro: "you can only Synchro Summon X once per turn" (its materials row has
    # FXF_ONCE_PER_TURN) and the player has done so this turn (LING_SYNCHRO_ONCE).
    cdef int32_t fx = materials_spec(s, db, card)
    return (fx >= 0 and fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN and s[HDR_LINGER_LEN] > 0
            and linger_has_value(s, LING_SYNCHRO_ONCE, player, db_get(db, s, card, DB_CODE)))


cdef bint extra_summonable(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t types = db_get(db, s, card, DB_TYPE)
    if card_get(s, card, CARD_LOCATION) != LOC_EXTRA or card_get(s, card, CARD_OWNER) != player:
        return False
    if types & TYPE_SYNCHRO:
        if not s[HDR_RULE_EXTRA_SUMMONS] & RULE_SYNCHRO:
            return False
    elif types & TYPE_XYZ:
        if not s[HDR_RULE_EXTRA_SUMMONS] & RULE_XYZ:
            return False
    else:
        return False
    if db_get(db, s, card, DB_FLAGS) & DBF_NO_SPECIAL_SUMMON:
        return False
    if synchro_once_used(s, db, card, player):
        return False
    # Materials leave the field before the monster arrives, so a zone is always free (H02).
    return completable(s, db, card, player, NULL, 0, NO_CARD)


cdef bint synchro_summonable_with(const int32_t* s, const int32_t* db, int32_t card, int32_t player,
                                  int32_t material) noexcept nogil:
    if not db_get(db, s, card, DB_TYPE) & TYPE_SYNCHRO or not extra_summonable(s, db, card, player):
        return False
    return completable(s, db, card, player, &material, 1, NO_CARD)


cdef int32_t synchros_with(const int32_t* s, const int32_t* db, int32_t player, int32_t material,
                           int32_t* out) noexcept nogil:
    cdef int32_t i, card, n = 0
    if not s[HDR_EXTRA_MONSTERS] & XS_SYNCHRO:
        return 0
    for i in range(pile_count(s, player, PILE_EXTRA)):
        card = pile_card(s, player, PILE_EXTRA, i)
        if synchro_summonable_with(s, db, card, player, material):
            if out != NULL:
                n = insert_sorted(out, n, card)
            else:
                n += 1
    return n


cdef int start_synchro_with(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                            int32_t material) noexcept nogil:
    cdef int rc = start_extra_summon(s, db, card, player)
    cdef int32_t g
    if rc < 0:
        return rc
    g = top_frame(s)
    s[g + ES_F_MATERIALS] = material
    s[g + ES_F_CHOSEN] = 1
    return RC_OK


cdef int32_t gen_extra_summons(const int32_t* s, const int32_t* db, int32_t player, int32_t* out,
                               int32_t n) noexcept nogil:
    cdef int32_t i, card
    if not s[HDR_EXTRA_MONSTERS] & (XS_SYNCHRO | XS_XYZ):
        return n
    for i in range(pile_count(s, player, PILE_EXTRA)):
        card = pile_card(s, player, PILE_EXTRA, i)
        if extra_summonable(s, db, card, player):
            n = insert_sorted(out, n, ACT_SUMMON + card)
    return n


cdef int start_extra_summon(int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_EXTRA_SUMMON, ES_ASK_MATERIAL)
    if g < 0:
        return g
    s[g + ES_F_CARD] = card
    s[g + ES_F_PLAYER] = player
    return RC_OK


cdef int succeed(int32_t* s, const int32_t* db, int32_t card, int32_t player, const int32_t* mats,
                 int32_t n) noexcept nogil:
    # H03, H09: the summon succeeded; the monster is properly summoned. Its "when Special
    # Summoned" / "if this card was Synchro Summoned" triggers (COND_SUMMONED_BY) see it.
    # MR3 synchro (K04): only now are the materials Synchro Materials: each one still in the GY
    # answers "when sent to the GY as Synchro Material" from there (the same event window).
    cdef int rc
    cdef int32_t i
    card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_PROPER)
    stamp_summon(s, player)
    if db_get(db, s, card, DB_TYPE) & TYPE_SYNCHRO and s[HDR_TRIGGER_EVENTS] & EV_SYNCHRO_MATERIAL:
        for i in range(n):
            if card_get(s, mats[i], CARD_LOCATION) == LOC_GY:
                rc = raise_event(s, db, EV_SYNCHRO_MATERIAL, mats[i], card, player)
                if rc < 0:
                    return rc
    rc = raise_event(s, db, EV_SPECIAL_SUMMONED, card, NO_CARD, player)
    if rc < 0 or s[HDR_CHAIN_LEN] > 0:
        return rc  # MR3 synchro: by an effect, in a chain's resolution: its triggers wait for the end
    return open_event_window(s, 0)


cdef int32_t deck_bottom_materials(const int32_t* s, const int32_t* db, const int32_t* mats, int32_t n,
                                   int32_t player) noexcept nogil:
    # (pclause, Nobledragon Magician) The Synchro Materials that go to the bottom of the Deck
    # instead (OP_MATERIAL_DECK_BOTTOM_UNLESS of their material rule): another material does not
    # fit the rule's filter. A bit each; decided before any material leaves the field.
    cdef int32_t i, j, rule, bits = 0
    cdef const int32_t* insn
    for i in range(n):
        rule = material_rule(s, db, mats[i])
        if rule < 0 or fx_get(db, rule, FX_N_OPS) == 0:
            continue
        insn = code_at(db, fx_get(db, rule, FX_OPS))
        if insn[INSN_OP] & INSN_OP_MASK != OP_MATERIAL_DECK_BOTTOM_UNLESS:
            continue
        for j in range(n):
            if j != i and not filter_match(s, db, code_at(db, insn[INSN_A]), mats[j], player, mats[i]):
                bits |= 1 << i
                break
    return bits


cdef int place(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # K02, K04: the Synchro Materials are sent to the GY by the summon (not destroyed, not a
    # cost: H06), then the monster is placed; L01, L04: the Xyz Materials are attached first.
    cdef int32_t card = s[f + ES_F_CARD]
    cdef int32_t player = s[f + ES_F_PLAYER]
    cdef int32_t position = POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE
    cdef bint xyz = db_get(db, s, card, DB_TYPE) & TYPE_XYZ
    cdef int32_t n = s[f + ES_F_CHOSEN]
    cdef int32_t mats[ES_MAX_MATERIALS]
    cdef int32_t i, zone, bottom = 0
    cdef int rc
    for i in range(n):
        mats[i] = s[f + ES_F_MATERIALS + i]
    if not xyz:
        bottom = deck_bottom_materials(s, db, mats, n, player)
    for i in range(n):
        if (bottom >> i) & 1:
            to_deck_bottom(s, db, mats[i])
            continue
        rc = attach_material(s, db, mats[i], card) if xyz else send_not_destroyed(s, db, mats[i])
        if rc < 0:
            return rc
    zone = free_monster_zone(s, player)
    if zone < 0:
        s[HDR_ERR_ARG] = card
        return ERR_BAD_STATE  # the materials left the field: a zone is free
    move_to_zone(s, db, card, player, ZONE_MONSTER + zone, position)
    for i in range(n if xyz else 0):
        card_set(s, mats[i], CARD_EQUIPPED_STINT, card_get(s, card, CARD_STINT))  # its new stay
    card_set(s, card, CARD_SUMMON_KIND, SUMMON_XYZ if xyz else SUMMON_SYNCHRO)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    if not xyz and materials_spec(s, db, card) >= 0 and fx_get(db, materials_spec(s, db, card), FX_FLAGS) & FXF_ONCE_PER_TURN:
        # MR3 synchro: the attempt uses the once-per-turn Synchro Summon (negated or not).
        rc = add_linger(s, LING_SYNCHRO_ONCE, card, player, db_get(db, s, card, DB_CODE), 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    if summon_negation_needed(s, db):
        # H17: the summon may be negated (Solemn Judgment) before it succeeds; the materials
        # stay in the GY (K04) or go there with the monster (L04, move.pyx).
        s[f + FRAME_STEP] = ES_SUCCEED
        return open_summon_negation(s, card)
    pop_frame(s)
    return succeed(s, db, card, player, mats, n)


cdef int after_negation_window(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t card = s[f + ES_F_CARD]
    cdef int32_t player = s[f + ES_F_PLAYER]
    cdef bint negated = close_summon_negation(s)
    cdef int32_t mats[ES_MAX_MATERIALS]
    cdef int32_t i, n = s[f + ES_F_CHOSEN]
    for i in range(n):
        mats[i] = s[f + ES_F_MATERIALS + i]
    pop_frame(s)
    if negated or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK
    return succeed(s, db, card, player, mats, n)


cdef int extra_summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t n
    if step == ES_ASK_MATERIAL:
        s[f + FRAME_STEP] = ES_TAKE_MATERIAL
        return request_decision(s, s[f + ES_F_PLAYER], DEC_MATERIAL)
    if step == ES_TAKE_MATERIAL:
        n = s[f + ES_F_CHOSEN]
        if n >= ES_MAX_MATERIALS:
            s[HDR_ERR_ARG] = n
            return ERR_BAD_STATE
        s[f + ES_F_MATERIALS + n] = s[HDR_ACTION] - ACT_SELECT
        s[f + ES_F_CHOSEN] = n + 1
        s[f + FRAME_STEP] = ES_ASK_POSITION if complete(s, db, f) else ES_ASK_MATERIAL
        return RC_OK
    if step == ES_ASK_POSITION:
        s[f + FRAME_STEP] = ES_PLACE
        return request_decision(s, s[f + ES_F_PLAYER], DEC_POSITION)
    if step == ES_PLACE:
        return place(s, db, f)
    return after_negation_window(s, db, f)


cdef int32_t material_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # One material per decision, only those that keep a complete set reachable.
    cdef int32_t f = top_frame(s)
    cdef int32_t monster = s[f + ES_F_CARD]
    cdef int32_t player = s[f + ES_F_PLAYER]
    cdef int32_t chosen = s[f + ES_F_CHOSEN]
    cdef int32_t cards[CAP_MZONE]
    cdef int32_t roles[CAP_MZONE]
    cdef int32_t levels[CAP_MZONE]
    cdef int32_t alts[CAP_MZONE]
    cdef int32_t n = candidates(s, db, monster, player, cards, roles, levels, alts)
    cdef int32_t i, j, k = 0
    cdef bint taken
    for i in range(n):
        taken = False
        for j in range(chosen):
            taken = taken or s[f + ES_F_MATERIALS + j] == cards[i]
        if not taken and completable(s, db, monster, player, s + f + ES_F_MATERIALS, chosen, cards[i]):
            k = insert_sorted(out, k, ACT_SELECT + cards[i])
    return k
