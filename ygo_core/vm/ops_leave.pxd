# MR3 leave family (opcodes.pxd "MR3 leave family"): "sent to the GY" from anywhere, "banish it
# when it leaves the field", summons with riders (Defense Position, effects negated), "Normal
# Summoned this turn", lasting group ATK changes and conditions checked after the cost.

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.vm.opcodes cimport LING_BATTLE_GRANTS

# OP_GROUP_LASTING_STATS: every card of filter A gets B ATK / C DEF while it stays face-up.
cdef int op_group_lasting_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                const int32_t* insn) noexcept nogil
# OP_STATS_IF_PAID_MATCHES: the effect's card, face-up in a Monster Zone, gains B ATK / C DEF
# (lasting) if the card its cost noted (LINK_CHOSEN) matches filter A.
cdef int op_stats_if_paid_matches(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil
# The RIDER_* bits of a summon by an effect, for the monster now on the field: lingering
# records keyed on its stint (LING_NEGATED, LING_BANISH_ON_LEAVE).
cdef int add_riders(int32_t* s, int32_t card, int32_t player, int32_t riders) noexcept nogil
# Is there a lingering record of this kind on the card in its current stint (any player)?
cdef bint linger_on_stint(const int32_t* s, int32_t kind, int32_t card) noexcept nogil
# LING_BANISH_ON_LEAVE: the card, leaving the field now, is banished instead; the record goes.
cdef bint banished_on_leaving(int32_t* s, int32_t card) noexcept nogil
# COND_NORMAL_SUMMONED_THIS_TURN, COND_AFTER_COST.
cdef bint leave_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                          int32_t player) noexcept nogil
# COND_AFTER_COST: does the count hold once `picks` more cost cards (and `excluded`) are paid?
cdef bint after_cost_holds(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                           int32_t player, int32_t excluded, int32_t picks) noexcept nogil
# OP_COST_CHOOSE: may `candidate` be paid now without breaking a COND_AFTER_COST of the link?
cdef bint cost_pick_keeps(const int32_t* s, const int32_t* db, int32_t link, const int32_t* cost,
                          int32_t chosen, int32_t candidate) noexcept nogil

# ---- MR3 battle helper: LING_BATTLE_GRANTS (Scrap Fist) ----
# OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END (Speed Warrior).
cdef int op_atk_times_original_until_battle_end(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                                const int32_t* insn) noexcept nogil
# The GRANT_* bits `card` holds in its current stint from grants whose "you" is `you` (NO_PLAYER:
# any); 0 with no lingering record at all (free in a duel without them).
cdef inline int32_t battle_grants(const int32_t* s, int32_t card, int32_t you) noexcept nogil:
    cdef int32_t i, r, bits = 0
    if card == NO_CARD or s[HDR_LINGER_LEN] == 0:
        return 0
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if (s[r + LINGER_KIND] == LING_BATTLE_GRANTS and s[r + LINGER_CARD] == card
                and s[r + LINGER_STINT] == card_get(s, card, CARD_STINT)
                and (you == NO_PLAYER or s[r + LINGER_PLAYER] == you)):
            bits |= s[r + LINGER_VALUE]
    return bits
# GRANT_FOE_NO_ACTIVATION: may `player` not activate cards or effects now, because a monster of
# the battle in progress (an attack on a monster, from its declaration to the end of the Damage
# Step) holds it for their opponent?
cdef bint battle_grant_locks(const int32_t* s, int32_t player) noexcept nogil
