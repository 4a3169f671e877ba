# The MR3 pendulum family's operations (docs/mr3-cards.md 5.1-5.4).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.proc.continuous cimport add_linger
from ygo_core.vm.opcodes cimport (
    APPLY_NO_ACTIVATION_WHEN, APPLY_PZONE_PROOF, COND_DISTINCT_NAMES, INSN_A, INSN_B, INSN_OP, INSN_OP_MASK, LING_PFX_ACTIVATED, LING_PZONE_PROOF, LING_PROOF_USED, PROOF_FOE_ONLY, PROOF_ONCE_PER_TURN, LING_BATTLE_STATS, LING_BATTLE_BECOME, LING_SCALE, LING_SELF_NO_ATTACK, SCALE_DECLARED, SCALE_ORIGINAL,
    WHEN_PENDULUM_BATTLES,
)
from ygo_core.vm.access cimport code_at
from ygo_core.vm.ops_sdmp cimport marked
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers_of, filter_collect, filter_match
from ygo_core.proc.continuous cimport linger_on_card


cdef int set_scale(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n,
                   int32_t value) noexcept nogil:
    # Pendulum Shift (the declared value), Wisdom-Eye Magician (the original): "until the end
    # of this turn" (E18), for the card as it is now (a new stint leaves it, AD01).
    cdef int32_t i, v, packed
    cdef int rc
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_PZONE:
            continue
        if value == SCALE_ORIGINAL:
            packed = db_get(db, s, cards[i], DB_SCALES)
        else:
            v = (<int16_t*>s)[link + LINK_DECLARED] if value == SCALE_DECLARED else value
            packed = (v << 8) | v
        rc = add_linger(s, LING_SCALE, cards[i], (<int16_t*>s)[link + LINK_PLAYER], packed, 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK


cdef bint pendulum_battling(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # "While your Pendulum Monster battles": the Damage Step of an attack whose attacker or
    # target is a Pendulum Monster `player` controls.
    cdef int32_t k, card
    if s[HDR_BATTLE_STEP] != BSTEP_DAMAGE:
        return False
    for k in range(2):
        card = s[HDR_ATTACKER] if k == 0 else s[HDR_ATTACK_TARGET]
        if (card != NO_CARD and card_get(s, card, CARD_LOCATION) == LOC_MZONE
                and card_get(s, card, CARD_CONTROLLER) == player and db_get(db, s, card, DB_TYPE) & TYPE_PENDULUM):
            return True
    return False


cdef bint battle_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t i, owner, n = collect_appliers_of(s, db, APPLY_NO_ACTIVATION_WHEN, sources, insns)
    for i in range(n):
        owner = card_get(s, sources[i], CARD_CONTROLLER)
        if insns[i][INSN_B] == WHEN_PENDULUM_BATTLES and not pendulum_battling(s, db, owner):
            continue
        if filter_match(s, db, code_at(db, insns[i][INSN_A]), card, owner, sources[i]):
            return True
    return False


cdef int self_no_attack(int32_t* s, int32_t link) noexcept nogil:
    cdef int32_t card = (<int16_t*>s)[link + LINK_CARD]
    if card_get(s, card, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, card, CARD_LOCATION) != LOC_MZONE:
        return RC_OK  # it left (or is a new card, AD01): nothing to bar
    return add_linger(s, LING_SELF_NO_ATTACK, card, (<int16_t*>s)[link + LINK_PLAYER], 0, 0, s[HDR_TURN], card)


cdef int boost_until_battle_end(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t i, n = filter_collect(s, db, code_at(db, insn[INSN_A]), player, (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int rc
    for i in range(n):
        rc = add_linger(s, LING_BATTLE_STATS, cards[i], player, insn[INSN_B], 0, s[HDR_TURN], NO_CARD)
        if rc < 0:
            return rc
    return RC_OK


cdef void drop_battle_stats(int32_t* s) noexcept nogil:
    # The records of the Battle Phase's "until the end of the Battle Phase" changes go, the
    # others keeping their order.
    cdef int32_t i, r, w = 0, k, n = s[HDR_LINGER_LEN]
    for i in range(n):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_BATTLE_STATS or s[r + LINGER_KIND] == LING_BATTLE_BECOME:
            continue
        if w != i:
            for k in range(LINGER_WIDTH):
                s[linger_offset(w) + k] = s[r + k]
        w += 1
    if w == n:
        return
    for i in range(w, n):
        for k in range(LINGER_WIDTH):
            s[linger_offset(i) + k] = 0
    s[HDR_LINGER_LEN] = w
    s[HDR_DIRTY] = 1


cdef bint pzone_protected(int32_t* s, const int32_t* db, int32_t card, int32_t by, const int32_t* sources,
                          const int32_t** insns, int32_t m) noexcept nogil:
    # Timegazer Magician: "once per turn, each card in your Pendulum Zones cannot be destroyed
    # by your opponent's card effects": the first such destruction of each card each turn.
    cdef int32_t k, owner, flags
    for k in range(m):
        owner = card_get(s, sources[k], CARD_CONTROLLER)
        flags = insns[k][INSN_B]
        if card_get(s, card, CARD_CONTROLLER) != owner or (flags & PROOF_FOE_ONLY and by == owner):
            continue
        if not filter_match(s, db, code_at(db, insns[k][INSN_A]), card, owner, sources[k]):
            continue
        if flags & PROOF_ONCE_PER_TURN:
            if marked(s, LING_PROOF_USED, card):
                continue
            if add_linger(s, LING_PROOF_USED, card, owner, 0, 0, s[HDR_TURN], NO_CARD) < 0:
                return False  # no room to remember the use: the card is destroyed
        return True
    return False


cdef bint pzone_proof_lingers(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Pendulum Call: LING_PZONE_PROOF of the card's controller, the card fitting its filter.
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_PZONE_PROOF and s[r + LINGER_PLAYER] == card_get(s, card, CARD_CONTROLLER) \
                and filter_match(s, db, code_at(db, s[r + LINGER_VALUE]), card, s[r + LINGER_PLAYER], card):
            return True
    return False


cdef int32_t drop_pzone_proof(int32_t* s, const int32_t* db, int32_t link, int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t i, w = 0, m = -1
    cdef int32_t by = (<int16_t*>s)[link + LINK_PLAYER]
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) == LOC_PZONE:
            if s[HDR_LINGER_LEN] and pzone_proof_lingers(s, db, cards[i]):
                continue
            if m < 0:
                m = collect_appliers_of(s, db, APPLY_PZONE_PROOF, sources, insns) if applier_active(s, APPLY_PZONE_PROOF) else 0
            if m and pzone_protected(s, db, cards[i], by, sources, insns, m):
                continue
        cards[w] = cards[i]
        w += 1
    return w


cdef bint pendulum_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                             int32_t player) noexcept nogil:
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t i, j, r, names = 0, n
    if insn[INSN_OP] & INSN_OP_MASK == COND_DISTINCT_NAMES:
        n = filter_collect(s, db, code_at(db, insn[INSN_A]), player, card, cards)
        for i in range(n):
            for j in range(i):
                if db_get(db, s, cards[j], DB_CODE) == db_get(db, s, cards[i], DB_CODE):
                    break
            else:
                names += 1
        return names >= insn[INSN_B]
    for i in range(s[HDR_LINGER_LEN]):  # COND_NO_PENDULUM_FX_OF
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_PFX_ACTIVATED and s[r + LINGER_PLAYER] == player \
                and filter_match(s, db, code_at(db, insn[INSN_A]), s[r + LINGER_CARD], player, card):
            return False
    return True


cdef int note_pendulum_effect(int32_t* s, int32_t card, int32_t player) noexcept nogil:
    if linger_on_card(s, LING_PFX_ACTIVATED, card, player):
        return RC_OK  # one record per player and card
    return add_linger(s, LING_PFX_ACTIVATED, card, player, 0, 0, s[HDR_TURN], NO_CARD)


cdef int pzone_proof_until(int32_t* s, int32_t link, const int32_t* insn) noexcept nogil:
    return add_linger(s, LING_PZONE_PROOF, NO_CARD, (<int16_t*>s)[link + LINK_PLAYER], insn[INSN_A], 0,
                      s[HDR_TURN] + insn[INSN_B], NO_CARD)
