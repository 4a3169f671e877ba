# MR3 leave family (opcodes.pxd "MR3 leave family"): "sent to the GY" from anywhere, "banish it
# when it leaves the field", summons with riders (Defense Position, effects negated), "Normal
# Summoned this turn", lasting group ATK changes and conditions checked after the cost.

from libc.stdint cimport int32_t

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
