# The summons family's operations and conditions (opcodes.pxd, "Summons family"): Special
# Summons that link two cards, Tokens, the summon lock, and the summon stamps they read.

from libc.stdint cimport int32_t
from ygo_core.layout cimport DB_FLAGS, DBF_HAS_EFFECT, HDR_LINGER_LEN, HDR_SUMMONED_TURN, HDR_TURN, db_get
from ygo_core.vm.opcodes cimport (
    FX_FLAGS, FX_KIND, FXF_ALSO_NORMAL, FXF_NORMAL_SUMMONABLE_PROC, FXK_SUMMON_PROC, LING_NO_SUMMON,
)
from ygo_core.vm.access cimport effect_count, first_effect, fx_get
from ygo_core.proc.continuous cimport linger_active


cdef inline int32_t summon_proc_of(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The card's own summoning procedure (FXK_SUMMON_PROC effect row), or -1: such a card
    # cannot be Normal Summoned or Set.
    cdef int32_t k, fx
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return -1
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_SUMMON_PROC and not fx_get(db, fx, FX_FLAGS) & FXF_NORMAL_SUMMONABLE_PROC:
            return fx  # (MR3 synchro: a Normal-Summonable card's procedure is not this one)
    return -1


cdef inline int32_t normal_card_proc_of(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # MR3 synchro: the summoning procedure of a card that can also be Normal Summoned
    # (FXF_NORMAL_SUMMONABLE_PROC), or -1.
    cdef int32_t k, fx
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return -1
    for k in range(effect_count(db, s, card)):
        fx = first_effect(db, s, card) + k
        if fx_get(db, fx, FX_KIND) == FXK_SUMMON_PROC and fx_get(db, fx, FX_FLAGS) & FXF_NORMAL_SUMMONABLE_PROC:
            return fx
    return -1


cdef inline bint only_by_proc(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # A Nomi card: its procedure is its only summon (no Normal Summon or Set); (sdmp)
    # FXF_ALSO_NORMAL: one more way for a card that may also be Normal Summoned (Jigabyte).
    cdef int32_t fx = summon_proc_of(s, db, card)
    return fx >= 0 and not fx_get(db, fx, FX_FLAGS) & FXF_ALSO_NORMAL


cdef inline bint summon_locked(const int32_t* s, int32_t player) noexcept nogil:
    # LING_NO_SUMMON (Scapegoat): free while no lingering effect is in force.
    return s[HDR_LINGER_LEN] > 0 and linger_active(s, LING_NO_SUMMON, player)


cdef inline void stamp_summon(int32_t* s, int32_t player) noexcept nogil:
    # HDR_SUMMONED_TURN: the player summoned a monster this turn (not a Set).
    s[HDR_SUMMONED_TURN + player] = s[HDR_TURN]


# A face-up Special Summon by an effect of `player` (H03), unless a lock forbids it: the summon
# stamp and the special_summoned event. Returns 1 when the card arrived.
cdef int summon_by_effect(int32_t* s, const int32_t* db, int32_t card, int32_t player,
                          int32_t position) noexcept nogil
# The same, the summon being of kind `kind` (layout SUMMON_*): one other than SUMMON_SPECIAL is a
# proper summon an effect makes ("treated as a Synchro Summon", EXTRAF_AS_SYNCHRO).
cdef int summon_to_as(int32_t* s, const int32_t* db, int32_t card, int32_t summoner, int32_t side,
                      int32_t position, int32_t kind) noexcept nogil
# COND_FREE_ZONES, COND_NOT_SUMMONED, COND_CAN_SPECIAL_SUMMON.
cdef bint summons_condition(const int32_t* s, const int32_t* db, const int32_t* insn,
                            int32_t card, int32_t player) noexcept nogil
# Does the family's operation act (for "and if you do")?
cdef bint summons_op_acts(const int32_t* s, const int32_t* db, int32_t link, const int32_t* insn,
                          const int32_t* cards, int32_t n) noexcept nogil
cdef int op_summon_linked(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn, const int32_t* cards, int32_t n) noexcept nogil
cdef int op_control_linked(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                           const int32_t* insn, const int32_t* cards, int32_t n) noexcept nogil
cdef int op_summon_tokens(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil
cdef int op_lock_summons(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
# OP_EACH_REVIVES: ask the next player who can choose (RS_F_SUB counts the players done);
# resume with the chosen card; the cards the current chooser may pick.
cdef int op_each_revives(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
cdef int resume_each_revives(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil
cdef int32_t each_revives_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil
# OP_FUSION_SUMMON: the first step, its resumption, and the choices of its current step.
cdef int op_fusion_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil
cdef int resume_fusion_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil
cdef int32_t fusion_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               int32_t* out) noexcept nogil
# APPLY_FOE_STANDBY_LP at the start of a Standby Phase (proc/turn.pyx).
cdef void standby_lp_gains(int32_t* s, const int32_t* db) noexcept nogil
