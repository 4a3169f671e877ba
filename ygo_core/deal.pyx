# Bodies of deal.pxd.
from libc.stdint cimport int32_t

import numpy as np

from ygo_core.layout cimport *
from ygo_core.stack cimport push_frame
from sim_core.rng cimport rng_shuffle
from ygo_core.engine cimport run
from ygo_core.proc.ids cimport PROC_TURN
from ygo_core.proc.life cimport draw_cards
from ygo_core.proc.turn cimport TURN_BEGIN
from ygo_core.proc.triggers cimport spell_trap_with_trigger
from ygo_core.vm.ops_locks cimport scan_locks
from ygo_core.vm.ops_misc cimport scan_misc
from ygo_core.vm.ops_chaos cimport scan_chaos


cdef int deal_and_start(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t p, i, rc
    for p in range(N_PLAYERS):
        # A02: each Deck is shuffled once with the duel's RNG (chance drawn from the buffer).
        rng_shuffle(s + HDR_RNG, pile_cards(s, p, PILE_DECK), pile_count(s, p, PILE_DECK))
        for i in range(pile_count(s, p, PILE_DECK)):
            # Each card's sequence word follows its new place.
            card_set(s, pile_card(s, p, PILE_DECK, i), CARD_SEQUENCE, i)
    for p in range(N_PLAYERS):
        rc = draw_cards(s, db, p, s[HDR_RULE_OPENING_HAND])  # A04
        if rc < 0:
            return rc
    return start_at(s, db, TURN_BEGIN)


cdef void scan_extra_monsters(int32_t* s, const int32_t* db) noexcept nogil:
    # MR3 summons (xyz helper): HDR_EXTRA_MONSTERS, the Synchro / Xyz mechanisms this duel's
    # Extra Decks need under its era's rules (switch 42); 0 costs the other duels nothing.
    cdef int32_t card, types, bits = 0
    for card in range(s[HDR_N_CARDS]):
        types = db_get(db, s, card, DB_TYPE)
        if types & TYPE_SYNCHRO and s[HDR_RULE_EXTRA_SUMMONS] & RULE_SYNCHRO:
            bits |= XS_SYNCHRO
        if types & TYPE_XYZ and s[HDR_RULE_EXTRA_SUMMONS] & RULE_XYZ:
            bits |= XS_XYZ
    # H07, H09-H10, L07 hold in every era of the pool: the 2005 rules already kept a Fusion
    # Monster that was not Fusion Summoned from being revived (Metamorphosis's Thousand-Eyes
    # Restrict) and sent a bounced one back to the Fusion Deck.
    bits |= XS_EXTRA_DECK_RULES
    s[HDR_EXTRA_MONSTERS] = bits


cdef void scan_duel_cards(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t card
    for card in range(s[HDR_N_CARDS]):
        s[HDR_TRIGGER_EVENTS] |= db_get(db, s, card, DB_TRIGGER_EVENTS)
        if db[BLK_HEADER + card_get(s, card, CARD_DB_ROW) * DB_WIDTH + DB_FLAGS] & DBF_HAS_EFFECT:
            s[HDR_HAS_EFFECTS] = 1
            if spell_trap_with_trigger(s, db, card):
                s[HDR_SPELL_TRIGGERS] = 1
        if db_get(db, s, card, DB_TYPE) & TYPE_PENDULUM and s[HDR_RULE_EXTRA_SUMMONS] & RULE_PENDULUM:
            s[HDR_PENDULUM_CARDS] = 1  # (pend)
    scan_locks(s, db)
    scan_misc(s, db)
    scan_chaos(s, db)
    scan_extra_monsters(s, db)


# The header words scan_duel_cards derives (it ORs into the first four, so they start at 0).
DERIVED_WORDS = (HDR_TRIGGER_EVENTS, HDR_HAS_EFFECTS, HDR_SPELL_TRIGGERS, HDR_PENDULUM_CARDS,
                 HDR_LOCKS, HDR_MISC, HDR_CHAOS, HDR_EXTRA_MONSTERS)


def derived_words(state, const int32_t[::1] block):
    """{header word: value} as the engine derives it from the duel's cards when it starts
    (scan_duel_cards, on a copy of the packed ``state``): for the saved-state check, which must
    have checked the card table (card count, card data rows) against ``block`` first."""
    cdef int32_t[::1] copy = np.array(state, dtype=np.int32)
    for w in DERIVED_WORDS:
        copy[w] = 0
    with nogil:
        scan_duel_cards(&copy[0], &block[0])
    return {w: copy[w] for w in DERIVED_WORDS}


cdef int start_at(int32_t* s, const int32_t* db, int32_t step) noexcept nogil:
    cdef int32_t rc
    scan_duel_cards(s, db)
    s[HDR_DIRTY] = 1
    rc = push_frame(s, PROC_TURN, step)
    if rc < 0:
        return rc
    return run(s, db)
