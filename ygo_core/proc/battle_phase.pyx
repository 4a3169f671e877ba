from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport (
    ACT_ACTIVATE, ACT_ATTACK, ACT_END_BATTLE, ACT_PASS, ATTACK_DIRECT, ATTACK_TARGETS, DEC_BATTLE,
    DEC_REPLAY, request_decision,
)
from ygo_core.stack cimport FRAME_RESULT, pop_frame, push_frame
from ygo_core.vm.opcodes cimport EV_ATTACK_DECLARED
from ygo_core.proc.ids cimport PROC_DAMAGE_STEP
from ygo_core.proc.move cimport count_monsters
from ygo_core.proc.continuous cimport cannot_attack, must_attack, no_direct_attack, not_attack_target
from ygo_core.proc.continuous cimport linger_active
from ygo_core.vm.ops_scorpions cimport attacks_directly_anyway
from ygo_core.vm.opcodes cimport LING_NO_ATTACK_DECLARE
from ygo_core.vm.opcodes cimport APPLY_MONSTER_ATTACKS, INSN_B, INSN_C, LING_MATERIAL_LEVEL
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers_of
from ygo_core.proc.triggers cimport raise_event
from ygo_core.vm.ops_chaos cimport (
    attack_barred, attacked_by, attacks_all, forfeit_second_attacks, note_attack_target,
)
from ygo_core.proc.activation cimport gen_activations
from ygo_core.vm.ops_quick cimport battle_phase_ended
from ygo_core.proc.window cimport (
    WF_RETURN_AFTER_CHAIN, WINDOW_CHAINED, open_event_window, open_window, start_chain,
)

cdef enum:
    # E03-E04: the turn player's activations in the Battle Step, with no attack in progress:
    # a plain priority context (no open game state, so Spell Speed 2 and up only: E05).
    CTX_BATTLE_STEP = 0

cdef enum:
    # F04: attacks a monster may declare per turn unless an effect says otherwise.
    ATTACKS_PER_TURN = 1


cdef int32_t monster_attacks(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # (sdmp) APPLY_MONSTER_ATTACKS of the card itself: its attacks on monsters per Battle Phase
    # from the Level its Fusion remembered (LING_MATERIAL_LEVEL, J10); 1 without either.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, r, level = 0
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_MATERIAL_LEVEL and s[r + LINGER_CARD] == card \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            level = s[r + LINGER_VALUE]
    if level <= 0:
        return ATTACKS_PER_TURN
    n = collect_appliers_of(s, db, APPLY_MONSTER_ATTACKS, sources, insns)
    for i in range(n):
        if sources[i] == card:
            return insns[i][INSN_B] if level <= 4 else insns[i][INSN_C]
    return ATTACKS_PER_TURN


cdef bint can_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # F03, F05: face-up Attack Position monsters only; F04: one attack per turn; an effect may
    # forbid it (APPLY_CANNOT_ATTACK).
    if card_get(s, card, CARD_POSITION) != POS_FACEUP_ATTACK:
        return False
    if s[HDR_HAS_EFFECTS] and (cannot_attack(s, db, card) or linger_active(
            s, LING_NO_ATTACK_DECLARE, card_get(s, card, CARD_CONTROLLER))):
        return False  # Threatening Roar: the player cannot declare an attack this turn
    if s[HDR_CHAOS] and attack_barred(s, card):
        return False  # chaos: "this card cannot attack the turn you activate this effect"
    if this_turn(s, card_get(s, card, CARD_ATTACK_TURN)) and card_get(s, card, CARD_ATTACKS) >= ATTACKS_PER_TURN:
        if s[HDR_HAS_EFFECTS] and s[HDR_LINGER_LEN] > 0 and count_monsters(s, opponent(card_get(s, card, CARD_CONTROLLER))) > 0 \
                and card_get(s, card, CARD_ATTACKS) < monster_attacks(s, db, card):
            return True  # (sdmp) Rune-Eyes: more attacks, on monsters only (attacks_of)
        return attacks_all(s, db, card)  # Asura Priest: attacks_of leaves out the ones attacked
    return True


cdef void snapshot_defenders(int32_t* s, int32_t f) noexcept nogil:
    cdef int32_t i
    for i in range(CAP_MZONE):
        s[f + BP_F_SNAPSHOT + i] = zone_card(s, opponent(s[HDR_TURN_PLAYER]), ZONE_MONSTER + i)


cdef bint defenders_changed(const int32_t* s, int32_t f) noexcept nogil:
    # F09(a)-(c): only the defending side's monsters count, an exchange included.
    cdef int32_t i
    for i in range(CAP_MZONE):
        if s[f + BP_F_SNAPSHOT + i] != zone_card(s, opponent(s[HDR_TURN_PLAYER]), ZONE_MONSTER + i):
            return True
    return False


cdef int declare_attack(int32_t* s, const int32_t* db, int32_t f, int32_t action) noexcept nogil:
    # F03-F04: the attack is used up at declaration, whatever happens to it afterwards; F06:
    # the declaration opens a response window.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t slot = (action - ACT_ATTACK) % ATTACK_TARGETS
    cdef int32_t attacker = zone_card(s, player, ZONE_MONSTER + (action - ACT_ATTACK) // ATTACK_TARGETS)
    cdef int rc
    if s[HDR_CHAOS]:
        forfeit_second_attacks(s, attacker)  # Black Luster Soldier: "in a row"
    if not this_turn(s, card_get(s, attacker, CARD_ATTACK_TURN)):
        card_set(s, attacker, CARD_ATTACKS, 0)
    card_set(s, attacker, CARD_ATTACK_TURN, s[HDR_TURN])
    card_set(s, attacker, CARD_ATTACKS, card_get(s, attacker, CARD_ATTACKS) + 1)
    s[HDR_ATTACKER] = attacker
    s[HDR_ATTACK_TARGET] = NO_CARD if slot == ATTACK_DIRECT else zone_card(s, opponent(player), ZONE_MONSTER + slot)
    snapshot_defenders(s, f)
    s[f + FRAME_STEP] = BP_DECLARED
    rc = note_attack_target(s, db, attacker, s[HDR_ATTACK_TARGET])
    if rc < 0:
        return rc
    rc = raise_event(s, db, EV_ATTACK_DECLARED, attacker, NO_CARD, player)
    return rc if rc < 0 else open_event_window(s, 0)


cdef int start_damage_step(int32_t* s) noexcept nogil:
    cdef int32_t g = push_frame(s, PROC_DAMAGE_STEP, 0)
    return g if g < 0 else RC_OK


cdef int after_declaration(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F07: no Damage Step once the attack has stopped (negated, the attacker gone, turned
    # face-down or to Defense Position); F09: a replay when the defending side's monsters changed.
    s[f + FRAME_STEP] = BP_ASK
    if not attack_goes_on(s):
        s[HDR_ATTACKER] = NO_CARD
        s[HDR_ATTACK_TARGET] = NO_CARD
        s[HDR_ATTACK_NEGATED] = 0
        return RC_OK
    if defenders_changed(s, f):
        s[f + FRAME_STEP] = BP_REPLAY
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_REPLAY)
    return start_damage_step(s)


cdef int replay(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # F09(d)-(f): a new target, a direct attack, or no attack (which still used the attack).
    # Choosing the new target is not an attack declaration: play stays in the Battle Step and
    # both players get priority again, turn player first (p.164), but "when an attack is
    # declared" cards are shut out (the last event is not the declaration). Once both pass,
    # the replay check runs again against the new target.
    cdef int32_t action = s[HDR_ACTION]
    cdef int32_t slot
    cdef int rc
    s[f + FRAME_STEP] = BP_ASK
    if action == ACT_PASS:
        s[HDR_ATTACKER] = NO_CARD
        s[HDR_ATTACK_TARGET] = NO_CARD
        return RC_OK
    slot = (action - ACT_ATTACK) % ATTACK_TARGETS
    s[HDR_ATTACK_TARGET] = NO_CARD if slot == ATTACK_DIRECT else zone_card(s, opponent(s[HDR_TURN_PLAYER]), ZONE_MONSTER + slot)
    snapshot_defenders(s, f)
    rc = note_attack_target(s, db, s[HDR_ATTACKER], s[HDR_ATTACK_TARGET])
    if rc < 0:
        return rc
    s[HDR_EVENT] = 0
    s[f + FRAME_STEP] = BP_DECLARED
    return open_event_window(s, 0)


cdef int act(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t action = s[HDR_ACTION]
    cdef int32_t g
    s[HDR_EVENT] = 0
    if action >= ACT_ATTACK:
        return declare_attack(s, db, f, action)
    if action != ACT_END_BATTLE:
        # E03: the turn player holds priority before declaring; once the chain has resolved,
        # they are back in the Battle Step.
        s[f + FRAME_STEP] = BP_ASK
        return start_chain(s, s[HDR_TURN_PLAYER], action - ACT_ACTIVATE, CTX_BATTLE_STEP)
    # E02: the opponent may still respond before the Battle Step ends.
    s[f + FRAME_STEP] = BP_LEAVE
    s[f + FRAME_RESULT] = 0
    g = open_window(s, opponent(s[HDR_TURN_PLAYER]), WF_RETURN_AFTER_CHAIN)
    return g if g < 0 else RC_OK


cdef int battle_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == BP_START:
        s[HDR_BATTLE_STEP] = BSTEP_START  # F02: the Start Step has its own window
        s[f + FRAME_STEP] = BP_ASK
        return open_event_window(s, 0)
    if step == BP_ASK and battle_phase_ended(s):
        # MR3 quick (LING_END_BATTLE, Swift Scarecrow): "end the Battle Phase": no further
        # attack, on to the End Step (F08).
        s[HDR_BATTLE_STEP] = BSTEP_END
        s[f + FRAME_STEP] = BP_END_STEP
        return open_event_window(s, 0)
    if step == BP_ASK:
        s[HDR_BATTLE_STEP] = BSTEP_BATTLE
        s[f + FRAME_STEP] = BP_ACT
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_BATTLE)
    if step == BP_ACT:
        return act(s, db, f)
    if step == BP_DECLARED:
        return after_declaration(s, db, f)
    if step == BP_REPLAY:
        return replay(s, db, f)
    if step == BP_LEAVE:
        if s[f + FRAME_RESULT] == WINDOW_CHAINED:
            s[f + FRAME_STEP] = BP_ASK
            return RC_OK
        # F08, F26: the End Step and its window, then on to Main Phase 2.
        s[HDR_BATTLE_STEP] = BSTEP_END
        s[f + FRAME_STEP] = BP_END_STEP
        return open_event_window(s, 0)
    s[HDR_BATTLE_STEP] = BSTEP_NONE
    pop_frame(s)
    return RC_OK


cdef int32_t attacks_of(const int32_t* s, const int32_t* db, int32_t a, int32_t* out, int32_t n) noexcept nogil:
    # F03: with monsters on the other side the attack must target one of them; else direct.
    # Continuous effects may shut out a target (Command Knight) or the direct attack (Zombyra),
    # or allow a direct attack past the opponent's monsters (APPLY_DIRECT_ATTACK).
    # Asura Priest (APPLY_ATTACK_ALL): each opposing monster once; directly only as its first.
    cdef int32_t foe = opponent(s[HDR_TURN_PLAYER])
    cdef int32_t attacker = zone_card(s, s[HDR_TURN_PLAYER], ZONE_MONSTER + a)
    cdef int32_t t, card
    cdef bint each_once = s[HDR_HAS_EFFECTS] and attacks_all(s, db, attacker)
    if count_monsters(s, foe) == 0:
        if each_once and this_turn(s, card_get(s, attacker, CARD_ATTACK_TURN)) \
                and card_get(s, attacker, CARD_ATTACKS) > (1 if s[HDR_ATTACKER] == attacker else 0):
            return n  # a replay (F09) of its first attack may still go direct
        if s[HDR_HAS_EFFECTS] and s[HDR_LINGER_LEN] > 0 and this_turn(s, card_get(s, attacker, CARD_ATTACK_TURN)) \
                and card_get(s, attacker, CARD_ATTACKS) > (1 if s[HDR_ATTACKER] == attacker else 0) \
                and monster_attacks(s, db, attacker) > ATTACKS_PER_TURN:
            return n  # (sdmp) Rune-Eyes: its further attacks are on monsters only
        if not (s[HDR_HAS_EFFECTS] and no_direct_attack(s, db, attacker)):
            out[n] = ACT_ATTACK + a * ATTACK_TARGETS + ATTACK_DIRECT
            n += 1
        return n
    for t in range(CAP_MZONE):
        card = zone_card(s, foe, ZONE_MONSTER + t)
        if card != NO_CARD and each_once and attacked_by(s, card, attacker):
            continue
        if card != NO_CARD and not (s[HDR_HAS_EFFECTS] and not_attack_target(s, db, card)):
            out[n] = ACT_ATTACK + a * ATTACK_TARGETS + t
            n += 1
    if attacks_directly_anyway(s, db, zone_card(s, s[HDR_TURN_PLAYER], ZONE_MONSTER + a)):
        out[n] = ACT_ATTACK + a * ATTACK_TARGETS + ATTACK_DIRECT  # Reaper on the Nightmare
        n += 1
    return n


cdef int32_t battle_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # F03, F08: declare an attack or end the Battle Step; E03-E04: with priority, the turn
    # player may first activate what is legal outside the open game state (Quick-Play Spells,
    # Traps, Quick effects). ACT_ACTIVATE codes lie between ACT_END_BATTLE and the attacks.
    # APPLY_MUST_ATTACK (Berserk Gorilla): the Battle Step cannot end while such a monster can
    # still declare an attack.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t n = 0, a, attacker, before
    cdef bint forced = False
    out[n] = ACT_END_BATTLE; n += 1
    n += gen_activations(s, db, player, CTX_BATTLE_STEP, out + n)
    for a in range(CAP_MZONE):
        attacker = zone_card(s, player, ZONE_MONSTER + a)
        if attacker != NO_CARD and can_attack(s, db, attacker):
            before = n
            n = attacks_of(s, db, a, out, n)
            forced = forced or (n > before and s[HDR_HAS_EFFECTS] and must_attack(s, db, attacker))
    if forced:
        for a in range(n - 1):
            out[a] = out[a + 1]  # ACT_END_BATTLE is the lowest code: the rest stays sorted
        n -= 1
    return n


cdef int32_t replay_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    out[0] = ACT_PASS
    return attacks_of(s, db, card_get(s, s[HDR_ATTACKER], CARD_SEQUENCE), out, 1)
