# MR3 sdmp family (docs/mr3-cards.md 5.1-5.4): lingering marks on cards (ops_sdmp.pxd). A mark
# is a LINGER_* record (LINGER_CARD, LINGER_STINT, LINGER_UNTIL_TURN): it lapses when its card
# leaves the field or turns face-down (a new stint), and expires with its turn (E18).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport (
    FX_KIND, FX_N_OPS, FX_OPS, FXK_RULE, INSN_OP, LING_EFFECT_PROOF, LING_POSITION_LOCK, OP_RULE_UNIQUE,
    COND_BATTLE_DESTROYED_STANDBY, FX_CONDITION, FX_N_CONDITIONS, INSN_OP_MASK, INSN_WIDTH, LING_MARK,
    MARK_BATTLE_DESTROYED,
)
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get


cdef bint marked(const int32_t* s, int32_t kind, int32_t card) noexcept nogil:
    cdef int32_t i, r
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (s[r + LINGER_KIND] == kind and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)):
            return True
    return False


cdef int32_t drop_effect_proof(const int32_t* s, int32_t* cards, int32_t n) noexcept nogil:
    cdef int32_t i, w = 0
    for i in range(n):
        if not marked(s, LING_EFFECT_PROOF, cards[i]):
            cards[w] = cards[i]
            w += 1
    return w


cdef bint position_marked(const int32_t* s, int32_t card) noexcept nogil:
    return s[HDR_LINGER_LEN] > 0 and marked(s, LING_POSITION_LOCK, card)


cdef bint has_rule(const int32_t* s, const int32_t* db, int32_t card, int32_t op) noexcept nogil:
    cdef int32_t k, fx
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return False
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_RULE and fx_get(db, fx, FX_N_OPS) > 0 \
                and code_at(db, fx_get(db, fx, FX_OPS))[INSN_OP] == op:
            return True
    return False


cdef bint unique_blocked(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil:
    cdef int32_t i, other
    if not has_rule(s, db, card, OP_RULE_UNIQUE):
        return False
    for i in range(CAP_MZONE):
        other = zone_card(s, player, ZONE_MONSTER + i)
        if other != NO_CARD and other != card and is_face_up(card_get(s, other, CARD_POSITION)) \
                and db_get(db, s, other, DB_CODE) == db_get(db, s, card, DB_CODE):
            return True
    return False


cdef bint reads_battle_destruction(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # Has one of the card's effects the condition COND_BATTLE_DESTROYED_STANDBY?
    cdef int32_t k, i, fx, at
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return False
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        at = fx_get(db, fx, FX_CONDITION)
        if at < 0:
            continue
        for i in range(fx_get(db, fx, FX_N_CONDITIONS)):
            if code_at(db, at + i * INSN_WIDTH)[INSN_OP] & INSN_OP_MASK == COND_BATTLE_DESTROYED_STANDBY:
                return True
    return False


cdef int note_battle_destroyed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # A LING_MARK MARK_BATTLE_DESTROYED on the card now in the GY, lasting to the turn of its
    # owner's next Standby Phase (this turn's is over), only for a card that reads it.
    cdef int32_t r, owner = card_get(s, card, CARD_OWNER)
    if card_get(s, card, CARD_LOCATION) != LOC_GY or not reads_battle_destruction(s, db, card):
        return 0
    r = append_row(s, HDR_LINGER_LEN, CAP_LINGER, LINGER_BASE, LINGER_WIDTH)
    if r < 0:
        return r
    s[r + LINGER_KIND] = LING_MARK
    s[r + LINGER_CARD] = card
    s[r + LINGER_STINT] = card_get(s, card, CARD_STINT)
    s[r + LINGER_PLAYER] = owner
    s[r + LINGER_VALUE] = MARK_BATTLE_DESTROYED
    s[r + LINGER_VALUE2] = 0
    s[r + LINGER_UNTIL_TURN] = s[HDR_TURN] + (2 if s[HDR_TURN_PLAYER] == owner else 1)
    s[r + LINGER_SOURCE] = NO_CARD
    return 0


cdef bint battle_destroyed_until_now(const int32_t* s, int32_t card) noexcept nogil:
    cdef int32_t i, r
    if card_get(s, card, CARD_LOCATION) != LOC_GY:
        return False
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] == LING_MARK and s[r + LINGER_CARD] == card \
                and s[r + LINGER_VALUE] == MARK_BATTLE_DESTROYED and s[r + LINGER_UNTIL_TURN] == s[HDR_TURN] \
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT):
            return True
    return False
