# Third round (issue 13), oddeyes: Odd-Eyes Pendulum Dragon's (1), "once per turn, when you would
# take battle damage from an attack involving your Pendulum Monster, you can make it 0". Not an
# activated effect (no chain): its controller is asked at damage calculation (DS_ZERO_ANSWER).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.proc.continuous cimport add_linger, linger_has_value
from ygo_core.vm.opcodes cimport (
    APPLY_ZERO_BATTLE_DAMAGE_CHOICE, FX_FLAGS, FX_KIND, FX_N_OPS, FX_OPS, FXF_ONCE_PER_TURN, FXK_CONTINUOUS,
    INSN_A, INSN_WIDTH, LING_ONCE_USED,
)
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get
from ygo_core.vm.filters cimport CAP_APPLIERS, collect_appliers_of, filter_match


cdef int32_t effect_of(const int32_t* db, const int32_t* s, int32_t card, const int32_t* insn) noexcept nogil:
    # The continuous effect row of `card` whose instructions hold `insn`.
    cdef int32_t k, fx
    cdef const int32_t* first
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) != FXK_CONTINUOUS:
            continue
        first = code_at(db, fx_get(db, fx, FX_OPS))
        if first <= insn < first + fx_get(db, fx, FX_N_OPS) * INSN_WIDTH:
            return fx
    return -1


cdef bint involves(const int32_t* s, const int32_t* db, const int32_t* f, int32_t player,
                   int32_t source) noexcept nogil:
    # "An attack involving your Pendulum Monster": the attacker or the attack target matches.
    cdef int32_t attacker = s[HDR_ATTACKER]
    cdef int32_t target = s[HDR_ATTACK_TARGET]
    if attacker != NO_CARD and filter_match(s, db, f, attacker, player, source):
        return True
    return target != NO_CARD and filter_match(s, db, f, target, player, source)


cdef int32_t zero_damage_offer(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, fx
    n = collect_appliers_of(s, db, APPLY_ZERO_BATTLE_DAMAGE_CHOICE, sources, insns)
    for i in range(n):
        if card_get(s, sources[i], CARD_CONTROLLER) != player:
            continue
        if not involves(s, db, code_at(db, insns[i][INSN_A]), player, sources[i]):
            continue
        fx = effect_of(db, s, sources[i], insns[i])
        if fx < 0:
            continue
        if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN and linger_has_value(s, LING_ONCE_USED, player, fx):
            continue  # AH02: used this turn (by this copy or another of the name)
        return fx
    return -1


cdef int use_zero_damage(int32_t* s, const int32_t* db, int32_t player, int32_t fx) noexcept nogil:
    if fx_get(db, fx, FX_FLAGS) & FXF_ONCE_PER_TURN:
        return add_linger(s, LING_ONCE_USED, NO_CARD, player, fx, 0, s[HDR_TURN], NO_CARD)
    return RC_OK
