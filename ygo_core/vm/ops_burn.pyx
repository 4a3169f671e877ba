# The burn family's mechanisms (opcodes.pxd, "The burn family"): Standby Phase counts, a
# Continuous Trap linked to its target monster (Nightmare Wheel).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport (
    APPLY_COUNT_STANDBY, APPLY_GOES_WITH_LINKED, COND_ATTACKED, COND_CALCULATING,
    COND_WOULD_DESTROY_OWN_TRAP, FX_N_OPS, FX_OPS, INSN_A, INSN_B, INSN_OP, INSN_OP_MASK, INSN_WIDTH,
    LING_CALC_STATS, LING_TRAPS_SPARED, OP_BOOST_FOR_CALCULATION, OP_DESTROY, OP_DESTROY_ALL, OP_DESTROY_IF,
    OP_DESTROY_BANISH, SEL_TARGETS,
)
from ygo_core.vm.filters cimport filter_collect
from ygo_core.vm.access cimport code_at, fx_get
from ygo_core.proc.continuous cimport add_linger, linger_on_card
from ygo_core.vm.filters cimport CAP_APPLIERS, applier_covers, collect_appliers
from ygo_core.proc.move cimport move_to_pile


cdef void standby_counters(int32_t* s, const int32_t* db) noexcept nogil:
    # Wave-Motion Cannon: one counter for each of its controller's Standby Phases that passes
    # while it is face-up; nothing to respond to (no chain link).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, card
    if not applier_active(s, APPLY_COUNT_STANDBY):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        card = sources[i]
        if insns[i][INSN_OP] == APPLY_COUNT_STANDBY and card_get(s, card, CARD_CONTROLLER) == s[HDR_TURN_PLAYER]:
            card_set(s, card, CARD_COUNTERS, card_get(s, card, CARD_COUNTERS) + 1)




cdef inline bint on_field(int32_t location) noexcept nogil:
    return location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE


cdef void destroy_unlinked(int32_t* s, const int32_t* db) noexcept nogil:
    # Nightmare Wheel: its monster left the field (not merely turned face-down), so it is
    # destroyed. Looked at only while such a card was face-up at the last application.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, card, other
    if not applier_active(s, APPLY_GOES_WITH_LINKED):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        card = sources[i]
        other = card_get(s, card, CARD_LINKED)
        if insns[i][INSN_OP] == APPLY_GOES_WITH_LINKED and other != NO_CARD \
                and not on_field(card_get(s, other, CARD_LOCATION)) and on_field(card_get(s, card, CARD_LOCATION)):
            move_to_pile(s, db, card, PILE_GY)


cdef int link_to_target(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    # OP_LINK_TARGET: the card, still the face-up one that activated (R09), selects its target
    # for as long as both stay; a target gone at resolution leaves it linked to nothing.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if n == 0 or card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or not on_field(card_get(s, card, CARD_LOCATION)):
        return RC_OK
    card_set(s, card, CARD_LINKED, cards[0])
    card_set(s, card, CARD_LINKED_STINT, card_get(s, cards[0], CARD_STINT))
    card_set(s, card, CARD_LINK_KIND, 0)
    s[HDR_DIRTY] = 1
    return RC_OK


cdef bint boost_on_chain(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # "Once per battle": a boost of this card already waits on the chain.
    cdef int32_t i, k, fx
    for i in range(s[HDR_CHAIN_LEN]):
        if (<int16_t*>s)[link_offset(i) + LINK_CARD] != card:
            continue
        fx = (<int16_t*>s)[link_offset(i) + LINK_EFFECT]
        for k in range(fx_get(db, fx, FX_N_OPS)):
            if code_at(db, fx_get(db, fx, FX_OPS) + k * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == OP_BOOST_FOR_CALCULATION:
                return True
    return False


cdef bint burn_condition(const int32_t* s, const int32_t* db, int32_t op, int32_t card) noexcept nogil:
    cdef int32_t link
    if op == COND_ATTACKED:
        return s[HDR_ATTACKER] != NO_CARD and s[HDR_ATTACK_TARGET] == card
    if op == COND_CALCULATING:
        return (s[HDR_BATTLE_STEP] == BSTEP_DAMAGE and not s[HDR_DAMAGE_CALCULATED] and s[HDR_ATTACKER] != NO_CARD
                and (s[HDR_ATTACKER] == card or s[HDR_ATTACK_TARGET] == card)
                and not (s[HDR_LINGER_LEN] and linger_on_card(s, LING_CALC_STATS, card, card_get(s, card, CARD_CONTROLLER)))
                and not boost_on_chain(s, db, card))
    if op == COND_WOULD_DESTROY_OWN_TRAP:
        return would_destroy_own_trap(s, db, card_get(s, card, CARD_CONTROLLER))
    # COND_SPELL_TARGETS_ONLY_SELF: a Spell Card's activation (not an effect of a face-up
    # Spell), one target, this face-down card in the stint it was targeted in.
    if s[HDR_CHAIN_LEN] == 0 or card_get(s, card, CARD_POSITION) != POS_FACEDOWN_DEFENSE:
        return False
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    return ((<int16_t*>s)[link + LINK_FLAGS] & LF_CARD_ACTIVATION
            and db_get(db, s, (<int16_t*>s)[link + LINK_CARD], DB_TYPE) & TYPE_SPELL
            and (<int16_t*>s)[link + LINK_N_TARGETS] == 1 and (<int16_t*>s)[link + LINK_TARGETS] == card
            and (<int16_t*>s)[link + LINK_TARGET_STINTS] == card_get(s, card, CARD_STINT))


cdef int boost_for_calculation(int32_t* s, int32_t link, const int32_t* cards, int32_t n,
                               int32_t atk) noexcept nogil:
    # OP_BOOST_FOR_CALCULATION on this card (SEL_SELF: face-up, the same stint).
    if n == 0:
        return RC_OK
    return add_linger(s, LING_CALC_STATS, cards[0], (<int16_t*>s)[link + LINK_PLAYER], atk, 0, s[HDR_TURN], NO_CARD)


cdef void drop_lingering(int32_t* s, int32_t kind) noexcept nogil:
    # Removes every lingering record of one kind, the others keeping their order.
    cdef int32_t i, r, w = 0, k, n = s[HDR_LINGER_LEN]
    for i in range(n):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == kind:
            continue
        if w != i:
            for k in range(LINGER_WIDTH):
                s[linger_offset(w) + k] = s[r + k]
        w += 1
    for i in range(w, n):
        for k in range(LINGER_WIDTH):
            s[linger_offset(i) + k] = 0
    s[HDR_LINGER_LEN] = w
    if w != n:
        s[HDR_DIRTY] = 1


cdef void end_calculation_boosts(int32_t* s) noexcept nogil:
    # The damage calculation is over: its boosts lapse (the stats are re-applied, HDR_DIRTY).
    drop_lingering(s, LING_CALC_STATS)


cdef inline bint own_trap(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t location = card_get(s, card, CARD_LOCATION)
    return ((location == LOC_SZONE or location == LOC_FZONE) and card_get(s, card, CARD_CONTROLLER) == player
            and db_get(db, s, card, DB_TYPE) & TYPE_TRAP)


cdef inline bint destroys(int32_t op) noexcept nogil:
    return op == OP_DESTROY or op == OP_DESTROY_IF or op == OP_DESTROY_BANISH or op == OP_DESTROY_ALL


cdef bint would_destroy_own_trap(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # COND_WOULD_DESTROY_OWN_TRAP: read from the link below's operations and targets as they
    # are now (a face-down card's kind is known to its controller).
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t link, fx, k, i, n, op
    cdef const int32_t* insn
    if s[HDR_CHAIN_LEN] == 0:
        return False
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    if (<int16_t*>s)[link + LINK_PLAYER] == player:
        return False
    fx = (<int16_t*>s)[link + LINK_EFFECT]
    for k in range(fx_get(db, fx, FX_N_OPS)):
        insn = code_at(db, fx_get(db, fx, FX_OPS) + k * INSN_WIDTH)
        op = insn[INSN_OP] & INSN_OP_MASK
        if not destroys(op):
            continue
        if op == OP_DESTROY_ALL:
            n = filter_collect(s, db, code_at(db, insn[INSN_A]), (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_CARD], cards)
            for i in range(n):
                if own_trap(s, db, cards[i], player):
                    return True
        elif insn[INSN_A] == SEL_TARGETS and (op != OP_DESTROY_IF or insn[INSN_B] & TYPE_TRAP):
            for i in range((<int16_t*>s)[link + LINK_N_TARGETS]):
                if own_trap(s, db, (<int16_t*>s)[link + LINK_TARGETS + i], player) \
                        and card_get(s, (<int16_t*>s)[link + LINK_TARGETS + i], CARD_STINT) == (<int16_t*>s)[link + LINK_TARGET_STINTS + i]:
                    return True
    return False


cdef int spare_traps(int32_t* s, const int32_t* db, int32_t link) noexcept nogil:
    # OP_SPARE_TRAPS: "destroy this card instead" -- this card goes (a Trap resolving, still on
    # the field) and the link below spares the player's Traps.
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t index = (link - CHAIN_BASE) // CHAIN_LINK_WIDTH
    cdef int rc
    if index == 0:
        return RC_OK
    if card_get(s, card, CARD_STINT) == (<int16_t*>s)[link + LINK_STINT] and card_get(s, card, CARD_LOCATION) == LOC_SZONE:
        rc = move_to_pile(s, db, card, PILE_GY)
        if rc < 0:
            return rc
    return add_linger(s, LING_TRAPS_SPARED, NO_CARD, (<int16_t*>s)[link + LINK_PLAYER], index - 1, 0, s[HDR_TURN], NO_CARD)


cdef int32_t drop_spared(const int32_t* s, const int32_t* db, int32_t link, int32_t* cards, int32_t n) noexcept nogil:
    # The cards this link destroys, less the Traps a Fake Trap spares from it.
    cdef int32_t index = (link - CHAIN_BASE) // CHAIN_LINK_WIDTH
    cdef int32_t i, r, w = 0, p
    cdef bint spared[2]
    spared[0] = False
    spared[1] = False
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_TRAPS_SPARED and s[r + LINGER_VALUE] == index:
            spared[s[r + LINGER_PLAYER]] = True
    if not spared[0] and not spared[1]:
        return n
    for i in range(n):
        p = card_get(s, cards[i], CARD_CONTROLLER)
        if spared[p] and own_trap(s, db, cards[i], p):
            continue
        cards[w] = cards[i]
        w += 1
    return w


cdef void end_chain_spares(int32_t* s) noexcept nogil:
    # The chain is done: Fake Trap's sparing lapses (a later chain reuses the link indices).
    drop_lingering(s, LING_TRAPS_SPARED)
