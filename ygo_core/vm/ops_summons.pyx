# The summons family's operations (opcodes.pxd, "Summons family"). Each acts on cards its
# caller in vm/operations.pyx selected (the targets, rechecked: V03).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_ATTACK_POSITION, ACT_SELECT, DEC_CHOOSE, DEC_POSITION, request_decision
from ygo_core.vm.access cimport effect_count, first_effect, fx_get
from ygo_core.proc.move cimport send_not_destroyed
from ygo_core.proc.resolve cimport RS_F_CHOSEN
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport filter_collect
from ygo_core.proc.resolve cimport RS_F_PC, RS_F_SUB
from ygo_core.vm.opcodes cimport *
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers
from ygo_core.proc.move cimport change_control, free_monster_zone, move_to_zone, new_card
from ygo_core.proc.life cimport gain_life
from ygo_core.proc.continuous cimport add_linger
from ygo_core.proc.triggers cimport raise_event


cdef inline int32_t side_of(const int32_t* s, int32_t link, int32_t ctrl) noexcept nogil:
    return (<int16_t*>s)[link + LINK_PLAYER] if ctrl == CTRL_SELF else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef int32_t free_zones(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i, n = 0
    for i in range(CAP_MZONE):
        if zone_card(s, player, ZONE_MONSTER + i) == NO_CARD:
            n += 1
    return n


cdef bint source_on_field(const int32_t* s, int32_t link) noexcept nogil:
    # The effect's card is still the face-up card that activated (R09: it did not leave).
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    return (card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT]
            and (card_get(s, card, CARD_LOCATION) == LOC_SZONE or card_get(s, card, CARD_LOCATION) == LOC_MZONE)
            and is_face_up(card_get(s, card, CARD_POSITION)))


cdef void link_cards(int32_t* s, int32_t card, int32_t other, int32_t kind) noexcept nogil:
    # CARD_LINKED: what `card` leaving the field does to `other` (move.pyx follow_link).
    card_set(s, card, CARD_LINKED, other)
    card_set(s, card, CARD_LINKED_STINT, card_get(s, other, CARD_STINT))
    card_set(s, card, CARD_LINK_KIND, kind)


cdef int summon_to(int32_t* s, const int32_t* db, int32_t card, int32_t summoner, int32_t side,
                   int32_t position) noexcept nogil:
    # H03: into a free Monster Zone of `side`, summoned by `summoner` (Ojama Trio summons onto
    # the opponent's field). Returns 1 when it arrived, 0 when it could not, or an ERR_*.
    return summon_to_as(s, db, card, summoner, side, position, SUMMON_SPECIAL)


cdef int summon_to_as(int32_t* s, const int32_t* db, int32_t card, int32_t summoner, int32_t side,
                      int32_t position, int32_t kind) noexcept nogil:
    # summon_to, the summon being of `kind`: SUMMON_SPECIAL (an effect's summon), or a proper
    # summon an effect makes ("it is treated as a Synchro Summon": SUMMON_SYNCHRO, H09), marked
    # CF_PROPER before the event, so the monster's "if Synchro Summoned" triggers see it.
    cdef int32_t zone = free_monster_zone(s, side)
    cdef int rc
    if zone < 0 or summon_locked(s, summoner):
        return 0
    move_to_zone(s, db, card, side, ZONE_MONSTER + zone, position)
    card_set(s, card, CARD_SUMMON_KIND, kind)
    card_set(s, card, CARD_SUMMON_TURN, s[HDR_TURN])
    if kind != SUMMON_SPECIAL:
        card_set(s, card, CARD_FLAGS, card_get(s, card, CARD_FLAGS) | CF_PROPER)
    stamp_summon(s, summoner)
    rc = raise_event(s, db, EV_SPECIAL_SUMMONED, card, NO_CARD, summoner)
    return rc if rc < 0 else 1


cdef int summon_by_effect(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                          int32_t position) noexcept nogil:
    return summon_to(s, db, card, player, player, position)


cdef bint summons_condition(const int32_t* s, const int32_t* db, const int32_t* insn,
                            int32_t card, int32_t player) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == COND_FREE_ZONES:
        return free_zones(s, player if insn[INSN_B] != CTRL_FOE else opponent(player)) >= insn[INSN_A]
    if op == COND_NOT_SUMMONED:
        return not this_turn(s, s[HDR_SUMMONED_TURN + player])
    if op == COND_CAN_SPECIAL_SUMMON:
        return not summon_locked(s, player)
    if op == COND_SELF_ARRIVED_FACE_UP:
        return card_get(s, card, CARD_LOCATION) == LOC_MZONE and (
            this_turn(s, card_get(s, card, CARD_FLIPPED_TURN))
            or (this_turn(s, card_get(s, card, CARD_SUMMON_TURN))
                and (card_get(s, card, CARD_SUMMON_KIND) == SUMMON_NORMAL
                     or card_get(s, card, CARD_SUMMON_KIND) == SUMMON_TRIBUTE)))
    if op == COND_CAN_FUSE:
        return any_fusion(s, db, player, insn[INSN_A] == FUSION_FIELD_ONLY)
    return False


cdef bint summons_op_acts(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                          const int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t op = insn[INSN_OP] & INSN_OP_MASK
    if op == OP_SUMMON_LINKED or op == OP_CONTROL_LINKED:
        return n > 0
    if op == OP_SUMMON_TOKENS:
        return free_monster_zone(s, side_of(s, link, insn[INSN_C])) >= 0
    return True


cdef int op_summon_linked(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn, const int32_t* cards, int32_t n) noexcept nogil:
    # Premature Burial, Call of the Haunted: the target comes back in the stated position (no
    # choice), and the card that brought it is linked to it while both stay.
    cdef int32_t source = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t card
    cdef int rc
    if n == 0:
        return RC_OK
    card = cards[0]
    rc = summon_by_effect(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_B])
    if rc <= 0 or not source_on_field(s, link):
        return rc if rc < 0 else RC_OK
    link_cards(s, source, card, insn[INSN_C])
    if insn[INSN_D]:
        link_cards(s, card, source, insn[INSN_D])
    if insn[INSN_E]:
        card_set(s, source, CARD_EQUIPPED_TO, card)
        card_set(s, source, CARD_EQUIPPED_STINT, card_get(s, card, CARD_STINT))
    s[HDR_DIRTY] = 1
    return RC_OK


cdef int op_control_linked(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                           const int32_t* insn, const int32_t* cards, int32_t n) noexcept nogil:
    # Snatch Steal: control follows the Equip Card, not the turn (no LING_CONTROL): it returns
    # when the card leaves the field or falls off (move.pyx, LINKK_CONTROL; R11).
    cdef int32_t source = (<int16_t*>s)[link + LINK_CARD]
    if n == 0 or not source_on_field(s, link) or card_get(s, source, CARD_EQUIPPED_TO) != cards[0]:
        return RC_OK
    if change_control(s, db, cards[0], (<int16_t*>s)[link + LINK_PLAYER]):
        link_cards(s, source, cards[0], LINKK_CONTROL)
    return RC_OK


cdef int32_t token_card(int32_t* s, const int32_t* db, int32_t row, int32_t owner) noexcept nogil:
    # A Token row: one that left the field before is reused (it exists nowhere, LOC_NONE), so
    # the CAP_CARDS slots past the Decks are enough for every Token the field can hold at once.
    cdef int32_t card
    s[HDR_TRIGGER_EVENTS] |= db[BLK_HEADER + row * DB_WIDTH + DB_TRIGGER_EVENTS]  # its triggers count now
    for card in range(s[HDR_N_CARDS]):
        if card_get(s, card, CARD_LOCATION) == LOC_NONE and db_get(db, s, card, DB_TYPE) & TYPE_TOKEN:
            card_set(s, card, CARD_DB_ROW, row)
            card_set(s, card, CARD_OWNER, owner)
            card_set(s, card, CARD_CONTROLLER, owner)
            return card
    return new_card(s, row, owner)


cdef int op_summon_tokens(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil:
    # A Token belongs to the player whose field it is summoned on (Ojama Trio's are the
    # opponent's); the rules word keeps "cannot be Tributed for a Tribute Summon".
    cdef int32_t side = side_of(s, link, insn[INSN_C])
    cdef int32_t i, card
    cdef int rc
    for i in range(insn[INSN_B]):
        if free_monster_zone(s, side) < 0:
            return RC_OK
        card = token_card(s, db, insn[INSN_A], side)
        if card < 0:
            return card
        rc = summon_to(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], side, insn[INSN_D])
        if rc < 0:
            return rc
        if rc == 0:
            return RC_OK  # locked: no Token arrives, the row stays free (LOC_NONE)
        card_set(s, card, CARD_SUMMON_RULES, insn[INSN_E])
    return RC_OK


cdef int op_lock_summons(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil:
    return add_linger(s, LING_NO_SUMMON, NO_CARD, (<int16_t*>s)[link + LINK_PLAYER], 0, 0, s[HDR_TURN], NO_CARD)


cdef inline int32_t chooser(const int32_t* s, int32_t f, int32_t link) noexcept nogil:
    return (<int16_t*>s)[link + LINK_PLAYER] if s[f + RS_F_SUB] == 0 else opponent((<int16_t*>s)[link + LINK_PLAYER])


cdef int32_t each_revives_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil:
    cdef int32_t player = chooser(s, f, link)
    if free_monster_zone(s, player) < 0 or summon_locked(s, player):
        return 0
    return filter_collect(s, db, code_at(db, insn[INSN_A]), player, (<int16_t*>s)[link + LINK_CARD], out)


cdef int op_each_revives(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil:
    # "Each player selects 1 monster in their GY": required when one is there (T05 for one).
    while s[f + RS_F_SUB] < N_PLAYERS:
        if each_revives_candidates(s, db, f, link, insn, NULL) > 0:
            return request_decision(s, chooser(s, f, link), DEC_CHOOSE)
        s[f + RS_F_SUB] += 1
    return RC_OK


cdef int resume_each_revives(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil:
    cdef int32_t player = chooser(s, f, link)
    cdef int rc = summon_to(s, db, s[HDR_ACTION] - ACT_SELECT, player, player, insn[INSN_B])
    if rc < 0:
        return rc
    s[f + RS_F_SUB] += 1
    return op_each_revives(s, db, f, link, insn)


# ---- Fusion Summon (Polymerization) ----------------------------------------------------------

cdef enum:
    # Words of the resolution frame past proc/resolve.pxd's, for the materials chosen so far
    # (FRAME_ARG5..ARG7), and the RS_F_SUB value of the position step.
    FUSION_F_MATERIALS = 7
    MAX_MATERIALS = 3
    FUSION_SUB_POSITION = 99
    # (pclause) the position step of a Fusion Summon that used a Pendulum Summoned monster on
    # the field as material (LING_FUSED_WITH_PENDULUM once it is summoned).
    FUSION_SUB_POSITION_PENDULUM = 98


cdef int32_t materials_of(const int32_t* s, const int32_t* db, int32_t card, int32_t* codes) noexcept nogil:
    # The passcodes of a Fusion Monster's materials (its FXK_FUSION_MATERIALS row), or 0.
    cdef int32_t k, fx, i, n = 0
    cdef const int32_t* insn
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return 0
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_FUSION_MATERIALS:
            insn = code_at(db, fx_get(db, fx, FX_OPS))
            for i in range(MAX_MATERIALS):
                if insn[INSN_A + i] != 0:
                    codes[n] = insn[INSN_A + i]
                    n += 1
            return n
    return 0


cdef int32_t material_cards(const int32_t* s, const int32_t* db, int32_t player, int32_t code,
                            const int32_t* taken, int32_t n_taken, int32_t* out, bint field_only) noexcept nogil:
    # The player's cards of that passcode in the hand or Monster Zones (face-down ones too),
    # not already taken, ascending.
    cdef int32_t i, j, card, n = 0
    cdef bint used
    # (pendulum) field_only, FUSION_FIELD_ONLY: "using monsters you control" (Trump Witch).
    for i in range(0 if not field_only else pile_count(s, player, PILE_HAND), pile_count(s, player, PILE_HAND) + CAP_MZONE):
        card = pile_card(s, player, PILE_HAND, i) if i < pile_count(s, player, PILE_HAND) \
            else zone_card(s, player, ZONE_MONSTER + i - pile_count(s, player, PILE_HAND))
        if card == NO_CARD or (db_get(db, s, card, DB_CODE) != code if code > 0 else not (
                db_get(db, s, card, DB_TYPE) & TYPE_MONSTER and db_get(db, s, card, DB_RACE) & -code)):
            continue  # (sdmp) code < 0: any monster of those Types
        used = False
        for j in range(n_taken):
            used = used or taken[j] == card
        if not used:
            if out != NULL:
                n = insert_sorted(out, n, card)
            else:
                n += 1
    return n


cdef bint fusion_possible(const int32_t* s, const int32_t* db, int32_t player, int32_t fusion,
                          bint field_only) noexcept nogil:
    # Each material passcode has as many cards available as it appears in the list.
    cdef int32_t codes[MAX_MATERIALS]
    cdef int32_t n = materials_of(s, db, fusion, codes)
    cdef int32_t i, j, need
    if n == 0 or card_get(s, fusion, CARD_LOCATION) != LOC_EXTRA:
        return False
    for i in range(n):
        need = 0
        for j in range(n):
            need += 1 if codes[j] == codes[i] else 0
        if material_cards(s, db, player, codes[i], NULL, 0, NULL, field_only) < need:
            return False
    return True


cdef bint any_fusion(const int32_t* s, const int32_t* db, int32_t player, bint field_only) noexcept nogil:
    cdef int32_t i
    for i in range(pile_count(s, player, PILE_EXTRA)):
        if fusion_possible(s, db, player, pile_card(s, player, PILE_EXTRA, i), field_only):
            return True
    return False


cdef int32_t fusion_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               int32_t* out) noexcept nogil:
    # Step 0: the Fusion Monsters that can be made; step k: the cards for material k.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t codes[MAX_MATERIALS]
    cdef int32_t i, card, n = 0
    # (pendulum) the resolving instruction's A: FUSION_FIELD_ONLY (Trump Witch)
    cdef const int32_t* insn = code_at(db, fx_get(db, (<int16_t*>s)[link + LINK_EFFECT], FX_OPS) + s[f + RS_F_PC] * INSN_WIDTH)
    cdef bint field_only = insn[INSN_A] == FUSION_FIELD_ONLY
    if s[f + RS_F_SUB] == 0:
        if free_monster_zone(s, player) < 0 or summon_locked(s, player):
            return 0
        for i in range(pile_count(s, player, PILE_EXTRA)):
            card = pile_card(s, player, PILE_EXTRA, i)
            if fusion_possible(s, db, player, card, field_only):
                n = insert_sorted(out, n, card) if out != NULL else n + 1
        return n
    materials_of(s, db, s[f + RS_F_CHOSEN], codes)
    return material_cards(s, db, player, codes[s[f + RS_F_SUB] - 1], s + f + FUSION_F_MATERIALS,
                          s[f + RS_F_SUB] - 1, out, field_only)


cdef int op_fusion_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil:
    if fusion_candidates(s, db, f, link, NULL) == 0:
        return RC_OK
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)


cdef int resume_fusion_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil:
    # The Fusion Monster, then each material, then (materials gone to the GY together) its
    # position: H03, face-up Attack or Defense.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t codes[MAX_MATERIALS]
    cdef int32_t sub = s[f + RS_F_SUB]
    cdef int32_t i, n, card
    cdef int rc
    if sub == FUSION_SUB_POSITION or sub == FUSION_SUB_POSITION_PENDULUM:
        rc = summon_to(s, db, s[f + RS_F_CHOSEN], player, player,
                       POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE)
        if rc == 1:  # MR3 (xyz), H09, H14: a Fusion Summon is its monster's proper summon
            card_set(s, s[f + RS_F_CHOSEN], CARD_FLAGS, card_get(s, s[f + RS_F_CHOSEN], CARD_FLAGS) | CF_PROPER)
            n = materials_of(s, db, s[f + RS_F_CHOSEN], codes)
            for i in range(n):
                if codes[i] < 0:  # (sdmp) J10: the Type material's original Level remembered
                    rc = add_linger(s, LING_MATERIAL_LEVEL, s[f + RS_F_CHOSEN], player,
                                    db_get(db, s, s[f + FUSION_F_MATERIALS + i], DB_LEVEL), 0, 0,
                                    s[f + RS_F_CHOSEN])
                    if rc < 0:
                        return rc
            if sub == FUSION_SUB_POSITION_PENDULUM:
                rc = add_linger(s, LING_FUSED_WITH_PENDULUM, s[f + RS_F_CHOSEN], player, 0, 0, s[HDR_TURN],
                                s[f + RS_F_CHOSEN])
        return rc if rc < 0 else RC_OK
    if sub == 0:
        s[f + RS_F_CHOSEN] = s[HDR_ACTION] - ACT_SELECT
    else:
        s[f + FUSION_F_MATERIALS + sub - 1] = s[HDR_ACTION] - ACT_SELECT
    s[f + RS_F_SUB] = sub + 1
    n = materials_of(s, db, s[f + RS_F_CHOSEN], codes)
    if sub < n:
        return request_decision(s, player, DEC_CHOOSE)
    s[f + RS_F_SUB] = FUSION_SUB_POSITION
    for i in range(n):
        card = s[f + FUSION_F_MATERIALS + i]
        if card_get(s, card, CARD_LOCATION) == LOC_MZONE and card_get(s, card, CARD_SUMMON_KIND) == SUMMON_PENDULUM:
            s[f + RS_F_SUB] = FUSION_SUB_POSITION_PENDULUM  # (pclause) Rune-Eyes' (2), read before they leave
    for i in range(n):
        send_not_destroyed(s, db, s[f + FUSION_F_MATERIALS + i])  # materials are not destroyed
    if free_monster_zone(s, player) < 0:
        return RC_OK
    return request_decision(s, player, DEC_POSITION)


cdef void standby_lp_gains(int32_t* s, const int32_t* db) noexcept nogil:
    # Snatch Steal: "increase your opponent's Life Points by 1000 during each of their Standby
    # Phases", once per such card face-up at the start of the phase.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i
    if not applier_active(s, APPLY_FOE_STANDBY_LP):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        if insns[i][INSN_OP] == APPLY_FOE_STANDBY_LP \
                and opponent(card_get(s, sources[i], CARD_CONTROLLER)) == s[HDR_TURN_PLAYER]:
            gain_life(s, s[HDR_TURN_PLAYER], insns[i][INSN_A])
