# Continuous effects and lingering effects: re-applied after every event (Q01-Q02), so current
# ATK/DEF, position locks and Equip Cards always reflect what is face-up now.

from libc.stdint cimport int32_t

# R11, AA, APPLY_*: orphaned Equips are destroyed, stats recomputed from printed values plus
# every modifier in force, position locks enforced. Returns 0 or an ERR_*.
cdef int apply_continuous(int32_t* s, const int32_t* db) noexcept nogil
# Speed (issue 12): the application after a change of one card only (HDR_DIRTY's DIRTY_CARD).
cdef void restat_changed(int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# R11: Equip Cards whose monster left the field (or turned face-down) are destroyed now.
cdef void destroy_orphan_equips(int32_t* s, const int32_t* db) noexcept nogil
# APPLY_DEFENSE_LOCK: may this monster not change position (Dragon Capture Jar)?
cdef bint defense_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# APPLY_CANNOT_ATTACK: is this monster forbidden to declare attacks?
cdef bint cannot_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# (fusion family) The Monster Card the card's absorbing effect equipped to it, or NO_CARD;
# APPLY_POSITION_LOCK covers the card; APPLY_ABSORB destroys an absorbed card in its place.
cdef int32_t absorbed_card(const int32_t* s, int32_t card) noexcept nogil
cdef bint position_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint reflects_battle_damage(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint absorbs_for_battle(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# Battle family (APPLY_PIERCING, APPLY_BATTLE_INDESTRUCTIBLE, APPLY_NO_DIRECT_ATTACK,
# APPLY_DESTROYED_WHEN_TARGETED, APPLY_NOT_ATTACK_TARGET): does such an applier cover the card?
cdef bint must_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint pierces(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint battle_indestructible(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint no_direct_attack(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint destroyed_when_targeted(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef bint not_attack_target(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# AJ: records a lingering effect until the end of turn `until` (0: while `source` stays).
cdef int add_linger(int32_t* s, int32_t kind, int32_t card, int32_t player, int32_t value,
                    int32_t value2, int32_t until, int32_t source) noexcept nogil
# AA02: an activated "its ATK/DEF become" on a face-up monster (STAT_KEPT: a stat it leaves),
# overriding the modifiers applied before it; `kind` LING_BECOME (`until` 0: for the card's
# stint, or to the end of that turn) or LING_BATTLE_BECOME (to the end of the Battle Phase).
cdef int become_stats(int32_t* s, const int32_t* db, int32_t card, int32_t player, int32_t atk,
                      int32_t defense, int32_t kind, int32_t until) noexcept nogil
# Is a player-wide lingering effect of `kind` in force for `player` (NO_PLAYER: anyone)?
cdef bint linger_active(const int32_t* s, int32_t kind, int32_t player) noexcept nogil
# Is a card-bound lingering effect of `kind` in force on `card` for `player`?
cdef bint linger_on_card(const int32_t* s, int32_t kind, int32_t card, int32_t player) noexcept nogil
# (pclause) Is `card` unaffected by the card effects of `player` (APPLY_UNAFFECTED_BY_FOE with its
# LING_FUSED_WITH_PENDULUM: Rune-Eyes Pendulum Dragon)? Free without lingering records.
cdef bint unaffected_by(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# Drops from `cards` those unaffected by `player`'s effects, the others keeping their order.
cdef int32_t drop_unaffected(const int32_t* s, const int32_t* db, int32_t player, int32_t* cards,
                             int32_t n) noexcept nogil
# Is there a lingering record of `kind` for `player` whose value is `value`?
cdef bint linger_has_value(const int32_t* s, int32_t kind, int32_t player, int32_t value) noexcept nogil
# The lingering records of `kind` for `player` whose value is `value` go (AH04: a card
# activation's once-per-turn use, given back when that activation was negated).
cdef void drop_linger_value(int32_t* s, int32_t kind, int32_t player, int32_t value) noexcept nogil
# E18: at the end of the turn, effects "until the end of the turn" stop; control returns (Y13).
cdef int expire_lingering(int32_t* s, const int32_t* db) noexcept nogil
