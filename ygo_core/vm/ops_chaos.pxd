# The chaos family's mechanisms (opcodes.pxd, "The chaos family"): attacks an effect takes away
# or gives back, attacking every opposing monster once, monsters banished again in the End
# Phase, boosts paid for with banished cards. Every check is free in a duel whose cards do not
# use it (HDR_CHAOS bits, HDR_ACTIVE_APPLIERS).

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from ygo_core.stack cimport top_frame
from ygo_core.vm.opcodes cimport LING_MARK, MARK_DESTROYED, MARK_DESTROYED_BY_FOE
from ygo_core.proc.ids cimport PROC_ACTIVATE, PROC_RESOLVE
from ygo_core.proc.resolve cimport RS_F_LINK


cdef inline int add_mark(int32_t* s, int32_t card, int32_t kind, int32_t datum, int32_t until) noexcept nogil:
    # A LING_MARK row written here (not with proc/continuous.pyx's add_linger, which sits above
    # proc/move.pyx).
    cdef int32_t r = append_row(s, HDR_LINGER_LEN, CAP_LINGER, LINGER_BASE, LINGER_WIDTH)
    if r < 0:
        return r
    s[r + LINGER_KIND] = LING_MARK
    s[r + LINGER_CARD] = card
    s[r + LINGER_STINT] = card_get(s, card, CARD_STINT)
    s[r + LINGER_PLAYER] = card_get(s, card, CARD_OWNER)
    s[r + LINGER_VALUE] = kind
    s[r + LINGER_VALUE2] = datum
    s[r + LINGER_UNTIL_TURN] = until
    s[r + LINGER_SOURCE] = NO_CARD
    return 0


cdef inline int mark_destroyed(int32_t* s, int32_t card, int32_t controller) noexcept nogil:
    # Called by move_to_pile (proc/move.pyx) for a monster destroyed in a Monster Zone and sent
    # to the GY, in a duel whose cards read it (CHAOS_DESTROYED_MARKS). A move while an effect resolves
    # is that effect's destruction (its player recorded); one while a cost is paid is no
    # destruction; the others are by battle or a rule. Inline: move.pyx sits below this module.
    # MARK_DESTROYED_BY_FOE (CHAOS_FOE_DESTROYED_MARKS): the owner's opponent's effect, the
    # owner in control; it lasts to the owner's next Standby Phase (this turn's is over).
    cdef int32_t f = top_frame(s)
    cdef int32_t by = 0
    cdef int32_t owner = card_get(s, card, CARD_OWNER)
    cdef int rc
    if s[f + FRAME_PROC] == PROC_ACTIVATE:
        return 0
    if s[f + FRAME_PROC] == PROC_RESOLVE and s[f + RS_F_LINK] >= 0:  # -1: the chain is done
        by = (<int16_t*>s)[link_offset(s[f + RS_F_LINK]) + LINK_PLAYER] + 1
    rc = add_mark(s, card, MARK_DESTROYED, by, s[HDR_TURN])
    if rc < 0 or not s[HDR_CHAOS] & CHAOS_FOE_DESTROYED_MARKS or by != opponent(owner) + 1 or controller != owner:
        return rc
    return add_mark(s, card, MARK_DESTROYED_BY_FOE, by, s[HDR_TURN] + (2 if s[HDR_TURN_PLAYER] == owner else 1))


# At the start of the duel: the HDR_CHAOS bits of the mechanisms its cards use.
cdef void scan_chaos(int32_t* s, const int32_t* db) noexcept nogil
# The cost OP_NO_ATTACK_THIS_TURN: the link's own card cannot attack for the rest of the turn.
cdef int cost_no_attack(int32_t* s, int32_t link) noexcept nogil
# LING_SELF_NO_ATTACK: may this monster not declare an attack this turn?
cdef bint attack_barred(const int32_t* s, int32_t card) noexcept nogil
# APPLY_ATTACK_ALL: may this monster attack each opposing monster once?
cdef bint attacks_all(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# Has `attacker` (in its stint) attacked `target` (in its stint) this turn?
cdef bint attacked_by(const int32_t* s, int32_t target, int32_t attacker) noexcept nogil
# An attack of `attacker` on `target` was declared: remember it for APPLY_ATTACK_ALL.
cdef int note_attack_target(int32_t* s, const int32_t* db, int32_t attacker, int32_t target) noexcept nogil
# An attack of `attacker` is declared: other monsters' pending second attacks are lost.
cdef void forfeit_second_attacks(int32_t* s, int32_t attacker) noexcept nogil
# COND_NOT_ATTACKED (and the family's later conditions).
cdef bint chaos_condition(const int32_t* s, const int32_t* db, const int32_t* insn, int32_t card,
                          int32_t player) noexcept nogil
# LING_BANISH_AT_END: in the End Phase, the monsters still on the field are banished.
cdef void banish_at_end(int32_t* s, const int32_t* db) noexcept nogil
cdef int op_attack_again(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
cdef int op_stats_per_paid(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                           const int32_t* insn) noexcept nogil
# FXF_ONCE_PER_COPY: has this copy (in its stint) used effect `fx` this turn (MARK_COPY_USED)?
cdef bint copy_used(const int32_t* s, int32_t card, int32_t fx) noexcept nogil
# Is there a LING_MARK of `kind` with datum `datum` (-1: any) on the card (in its stint unless
# `any_stint`)? Its datum, or -1 when there is none.
cdef int32_t mark_of(const int32_t* s, int32_t card, int32_t kind, int32_t datum, bint any_stint) noexcept nogil
# EV_END_PHASE_IN_GY: queue the End Phase triggers of the cards in both GYs.
cdef int raise_gy_end_phase(int32_t* s, const int32_t* db) noexcept nogil
cdef int op_become_stats(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil
# The cost OP_USE_ONCE_PER_DUEL.
cdef int cost_once_per_duel(int32_t* s, int32_t link) noexcept nogil
# APPLY_NO_GY_BANISH (Kycoo): may this player not banish cards from the GYs now? Does a cost
# of filter `filter_at` (a code offset) to pile `pile` banish from a GY the player may not?
# And the selection of an OP_BANISH by the player without its GY cards (returns the count).
cdef bint gy_banish_locked(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
cdef bint banishes_from_gy(const int32_t* s, const int32_t* db, int32_t filter_at, int32_t pile,
                           int32_t player) noexcept nogil
cdef int32_t keep_gy_cards(const int32_t* s, const int32_t* db, int32_t player, int32_t* cards,
                           int32_t n) noexcept nogil
# OP_FOE_SENDS_DECLARED: the opponent's Deck cards of the declared kind (ascending ids).
cdef int32_t declared_kind_cards(const int32_t* s, const int32_t* db, int32_t link, int32_t* out) noexcept nogil
cdef int op_foe_sends_declared(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn) noexcept nogil
