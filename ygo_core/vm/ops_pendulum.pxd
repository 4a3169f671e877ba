# The MR3 pendulum family's operations (opcodes.pxd, "MR3 pendulum family"): scale changes.
# (Scales as they are now: vm/filters.pyx current_scale; the Pendulum Summon restriction:
# proc/pendulum.pyx.)

from libc.stdint cimport int32_t

# OP_SET_SCALE on its selection: each card still in a Pendulum Zone gets a LING_SCALE record
# (value B, SCALE_DECLARED or SCALE_ORIGINAL) until the end of the turn.
cdef int set_scale(int32_t* s, const int32_t* db, int32_t link, const int32_t* cards, int32_t n,
                   int32_t value) noexcept nogil
# APPLY_NO_ACTIVATION_WHEN: may this card (or its effects) not be activated now? (Checked in
# the Battle Phase of an MR3 duel only: proc/activation.pyx.)
cdef bint battle_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# OP_NO_ATTACK_THIS_TURN as a resolution part: this card (still the same one on the field)
# cannot attack for the rest of the turn (LING_SELF_NO_ATTACK, the chaos family's record).
cdef int self_no_attack(int32_t* s, int32_t link) noexcept nogil
# OP_BOOST_UNTIL_BATTLE_END: a LING_BATTLE_STATS record on each card that fits; and the end of
# the Battle Phase dropping them (proc/turn.pyx, when Main Phase 2 or the End Phase begins).
cdef int boost_until_battle_end(int32_t* s, const int32_t* db, int32_t link, const int32_t* insn) noexcept nogil
cdef void drop_battle_stats(int32_t* s) noexcept nogil
# APPLY_PZONE_PROOF: the cards of `cards` the link may destroy (those in a Pendulum Zone such
# an effect protects are dropped; a once-per-turn protection used marks its card,
# LING_PROOF_USED). Returns the new count.
cdef int32_t drop_pzone_proof(int32_t* s, const int32_t* db, int32_t link, int32_t* cards, int32_t n) noexcept nogil
# COND_DISTINCT_NAMES, COND_NO_PENDULUM_FX_OF (Pendulum Call).
cdef bint pendulum_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                             int32_t player) noexcept nogil
# LING_PFX_ACTIVATED: `player` activates a Pendulum Effect of `card` (proc/activation.pyx).
cdef int note_pendulum_effect(int32_t* s, int32_t card, int32_t player) noexcept nogil
# OP_PZONE_PROOF_UNTIL: a LING_PZONE_PROOF record for the link's player.
cdef int pzone_proof_until(int32_t* s, int32_t link, const int32_t* insn) noexcept nogil
