# MR3 sdmp family (docs/mr3-cards.md 5.1-5.4): lingering marks on cards (ops_sdmp.pxd). A mark
# is a LINGER_* record (LINGER_CARD, LINGER_STINT, LINGER_UNTIL_TURN): it lapses when its card
# leaves the field or turns face-down (a new stint), and expires with its turn (E18).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport (
    FX_KIND, FX_N_OPS, FX_OPS, FXK_RULE, INSN_OP, LING_EFFECT_PROOF, LING_POSITION_LOCK, OP_RULE_UNIQUE,
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
