# The burn family's mechanisms (opcodes.pxd, "The burn family"): Standby Phase counts, a
# Continuous Trap linked to its target monster (Nightmare Wheel).

from libc.stdint cimport int32_t
from ygo_core.layout cimport *
from ygo_core.errors cimport RC_OK
from ygo_core.vm.opcodes cimport (
    APPLY_COUNT_STANDBY, APPLY_GOES_WITH_LINKED, APPLY_POSITION_LOCK, COND_ATTACKED, INSN_OP,
)
from ygo_core.vm.filters cimport CAP_APPLIERS, applier_covers, collect_appliers
from ygo_core.proc.move cimport move_to_pile


cdef void standby_counters(int32_t* s, const int32_t* db) noexcept nogil:
    # Wave-Motion Cannon: one counter for each of its controller's Standby Phases that passes
    # while it is face-up; nothing to respond to (no chain link).
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, card
    if not s[HDR_ACTIVE_APPLIERS] & (1 << APPLY_COUNT_STANDBY):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        card = sources[i]
        if insns[i][INSN_OP] == APPLY_COUNT_STANDBY and card_get(s, card, CARD_CONTROLLER) == s[HDR_TURN_PLAYER]:
            card_set(s, card, CARD_COUNTERS, card_get(s, card, CARD_COUNTERS) + 1)


cdef bint position_locked(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    return applier_covers(s, db, APPLY_POSITION_LOCK, card)


cdef inline bint on_field(int32_t location) noexcept nogil:
    return location == LOC_MZONE or location == LOC_SZONE or location == LOC_FZONE


cdef void destroy_unlinked(int32_t* s, const int32_t* db) noexcept nogil:
    # Nightmare Wheel: its monster left the field (not merely turned face-down), so it is
    # destroyed. Looked at only while such a card was face-up at the last application.
    cdef int32_t sources[CAP_APPLIERS]
    cdef const int32_t* insns[CAP_APPLIERS]
    cdef int32_t n, i, card, other
    if not s[HDR_ACTIVE_APPLIERS] & (1 << APPLY_GOES_WITH_LINKED):
        return
    n = collect_appliers(s, db, sources, insns)
    for i in range(n):
        card = sources[i]
        other = card_get(s, card, CARD_LINKED)
        if insns[i][INSN_OP] == APPLY_GOES_WITH_LINKED and other != NO_CARD \
                and not on_field(card_get(s, other, CARD_LOCATION)) and on_field(card_get(s, card, CARD_LOCATION)):
            move_to_pile(s, db, card, PILE_GY)


cdef int link_to_target(int32_t* s, int32_t link, const int32_t* cards, int32_t n) noexcept nogil:
    # OP_LINK_TARGET: the card, still the face-up one that activated (R09), selects its target
    # for as long as both stay; a target gone at resolution leaves it linked to nothing.
    cdef int32_t card = s[link + LINK_CARD]
    if n == 0 or card_get(s, card, CARD_STINT) != s[link + LINK_STINT] or not on_field(card_get(s, card, CARD_LOCATION)):
        return RC_OK
    card_set(s, card, CARD_LINKED, cards[0])
    card_set(s, card, CARD_LINKED_STINT, card_get(s, cards[0], CARD_STINT))
    card_set(s, card, CARD_LINK_KIND, 0)
    s[HDR_DIRTY] = 1
    return RC_OK


cdef bint burn_condition(const int32_t* s, const int32_t* db, int32_t op, int32_t card) noexcept nogil:
    cdef int32_t link
    if op == COND_ATTACKED:
        return s[HDR_ATTACKER] != NO_CARD and s[HDR_ATTACK_TARGET] == card
    # COND_SPELL_TARGETS_ONLY_SELF: a Spell Card's activation (not an effect of a face-up
    # Spell), one target, this face-down card in the stint it was targeted in.
    if s[HDR_CHAIN_LEN] == 0 or card_get(s, card, CARD_POSITION) != POS_FACEDOWN_DEFENSE:
        return False
    link = link_offset(s[HDR_CHAIN_LEN] - 1)
    return (s[link + LINK_FLAGS] & LF_CARD_ACTIVATION
            and db_get(db, s, s[link + LINK_CARD], DB_TYPE) & TYPE_SPELL
            and s[link + LINK_N_TARGETS] == 1 and s[link + LINK_TARGETS] == card
            and s[link + LINK_TARGET_STINTS] == card_get(s, card, CARD_STINT))
