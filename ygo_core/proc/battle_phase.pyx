from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.actions cimport (
    ACT_ATTACK, ACT_END_BATTLE, ATTACK_DIRECT, ATTACK_TARGETS, DEC_BATTLE, request_decision,
)
from ygo_core.stack cimport pop_frame, push_frame
from ygo_core.proc.ids cimport PROC_DAMAGE_STEP
from ygo_core.proc.move cimport count_monsters

cdef enum:
    # F04: attacks a monster may declare per turn unless an effect says otherwise.
    ATTACKS_PER_TURN = 1


cdef bint can_attack(const int32_t* s, int32_t card) noexcept nogil:
    # F03, F05: face-up Attack Position monsters only; F04: one attack per turn.
    if card_get(s, card, CARD_POSITION) != POS_FACEUP_ATTACK:
        return False
    return not (this_turn(s, card_get(s, card, CARD_ATTACK_TURN))
                and card_get(s, card, CARD_ATTACKS) >= ATTACKS_PER_TURN)


cdef int declare_attack(int32_t* s, int32_t action) noexcept nogil:
    # F03-F04: the attack is used up at declaration, whatever happens to it afterwards.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t slot = (action - ACT_ATTACK) % ATTACK_TARGETS
    cdef int32_t attacker = zone_card(s, player, ZONE_MONSTER + (action - ACT_ATTACK) // ATTACK_TARGETS)
    cdef int32_t g
    if not this_turn(s, card_get(s, attacker, CARD_ATTACK_TURN)):
        card_set(s, attacker, CARD_ATTACKS, 0)
    card_set(s, attacker, CARD_ATTACK_TURN, s[HDR_TURN])
    card_set(s, attacker, CARD_ATTACKS, card_get(s, attacker, CARD_ATTACKS) + 1)
    s[HDR_ATTACKER] = attacker
    s[HDR_ATTACK_TARGET] = NO_CARD if slot == ATTACK_DIRECT else zone_card(s, opponent(player), ZONE_MONSTER + slot)
    g = push_frame(s, PROC_DAMAGE_STEP, 0)
    return g if g < 0 else RC_OK


cdef int act(int32_t* s, int32_t f) noexcept nogil:
    if s[HDR_ACTION] != ACT_END_BATTLE:
        s[f + FRAME_STEP] = BP_ASK
        return declare_attack(s, s[HDR_ACTION])
    # F08, F26-F27: End Step, then on to Main Phase 2.
    s[HDR_BATTLE_STEP] = BSTEP_END
    s[HDR_BATTLE_STEP] = BSTEP_NONE
    pop_frame(s)
    return RC_OK


cdef int battle_phase_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == BP_START:
        s[HDR_BATTLE_STEP] = BSTEP_START  # F02
        s[f + FRAME_STEP] = BP_ASK
        return RC_OK
    if step == BP_ASK:
        s[HDR_BATTLE_STEP] = BSTEP_BATTLE
        s[f + FRAME_STEP] = BP_ACT
        return request_decision(s, s[HDR_TURN_PLAYER], DEC_BATTLE)
    return act(s, f)


cdef int32_t battle_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # F03: with monsters on the other side the attack must target one of them; else direct.
    cdef int32_t player = s[HDR_TURN_PLAYER]
    cdef int32_t foe = opponent(player)
    cdef bint direct = count_monsters(s, foe) == 0
    cdef int32_t n = 0, a, t, attacker
    out[n] = ACT_END_BATTLE; n += 1
    for a in range(CAP_MZONE):
        attacker = zone_card(s, player, ZONE_MONSTER + a)
        if attacker == NO_CARD or not can_attack(s, attacker):
            continue
        if direct:
            out[n] = ACT_ATTACK + a * ATTACK_TARGETS + ATTACK_DIRECT; n += 1
            continue
        for t in range(CAP_MZONE):
            if zone_card(s, foe, ZONE_MONSTER + t) != NO_CARD:
                out[n] = ACT_ATTACK + a * ATTACK_TARGETS + t; n += 1
    return n
