# The Duel Masters core: set-up, the driver, legal actions and apply, all nogil over the
# state buffer `s` (layout.pxd) and the card table `db` (vocab.pxd).

from libc.stdint cimport int32_t, uint64_t
from dm_core.layout cimport CAP_CARDS, CAP_PER_PLAYER, CAP_QUEUE

cpdef enum:
    # Decisions (HDR_DECISION).
    DEC_NONE = 0
    # Charge one card from hand as mana, or not (C151, C052).
    DEC_CHARGE = 1
    # Summon or cast a card from hand, or go to the attack step (C152).
    DEC_MAIN = 2
    # Declare an attack, or end the attack step (C153).
    DEC_ATTACK = 3
    # The defender blocks with a Blocker, or not (C163, C235).
    DEC_BLOCK = 4
    # The attacker picks a shield to break (C173).
    DEC_SHIELD = 5
    # The shields' owner declares one more Shield Trigger to use, or stops declaring (C175, C184).
    DEC_TRIGGER = 6
    # The player picks which of their pending effects resolves next (C023).
    DEC_ORDER = 7
    # An effect's chooser picks a card, or stops when allowed.
    DEC_CHOOSE = 8
    # An effect's "may": yes or no.
    DEC_YESNO = 9
    # The shields' owner picks which declared Shield Trigger is used next (C175.4, C184).
    DEC_TRIGGER_ORDER = 10
    # The player paying for a card taps one more untapped mana card (C044, C046, C047, C057.3).
    DEC_PAY = 11
    N_DECISIONS = 12

    # Action codes, dense and ascending by kind.
    ACT_PASS = 0
    ACT_YES = 1
    # + card id: the card charged, played, blocking, broken, triggered or picked.
    ACT_CARD = 2
    # + the attacker's index among its owner's cards.
    ACT_ATTACK_PLAYER = ACT_CARD + CAP_CARDS
    # + attacker index * CAP_PER_PLAYER + the attacked creature's index among its owner's cards.
    ACT_ATTACK_CREATURE = ACT_ATTACK_PLAYER + CAP_PER_PLAYER
    # + queue entry.
    ACT_ORDER = ACT_ATTACK_CREATURE + CAP_PER_PLAYER * CAP_PER_PLAYER
    N_ACTIONS = ACT_ORDER + CAP_QUEUE
    CAP_ACTIONS = 2 + CAP_CARDS + CAP_PER_PLAYER * (CAP_PER_PLAYER + 1) + CAP_QUEUE

    # Procedures and their steps.
    PROC_TURN = 1
    PROC_ATTACK = 2
    PROC_CAST = 3
    PROC_QUEUE = 4
    PROC_SCRIPT = 5
    PROC_PAY = 6
    N_PROCS = 7

    # PROC_TURN steps (C145).
    T_START = 0
    T_DRAW = 1
    T_CHARGE = 2
    T_MAIN = 3
    T_ATTACK = 4
    T_END = 5
    T_CLEANUP = 6
    N_TURN_STEPS = 7

    # PROC_ATTACK steps and arguments (C153).
    A_DECLARE = 0
    A_BLOCK = 1
    A_BATTLE = 2
    A_BREAK = 3
    A_TRIGGERS = 4
    A_USE = 5
    A_RESOLVE = 6
    A_END = 7
    N_ATTACK_STEPS = 8
    # Frame words: attacker and its generation, target (-1 the player) and its generation,
    # shields picked so far, shields to break.
    FA_ATTACKER = 2
    FA_ATTACKER_GEN = 3
    FA_TARGET = 4
    FA_TARGET_GEN = 5
    FA_PICKED = 6
    FA_BREAKS = 7

    # PROC_CAST: the spell and its caster.
    FC_CARD = 2
    FC_PLAYER = 3
    N_CAST_STEPS = 3

    # PROC_PAY (one step): the card being paid for (pending, C057.2), the mana still to tap, and 1
    # once a mana card of the card's civilization is tapped (C044).
    FP_CARD = 2
    FP_LEFT = 3
    FP_CIV_PAID = 4
    N_PAY_STEPS = 1

    # PROC_SCRIPT: program counter, source and its generation, controller, cards picked by the
    # current instruction, and 1 once a MODE_MAY_ALL was answered yes.
    FS_PC = 2
    FS_SOURCE = 3
    FS_GEN = 4
    FS_CONTROLLER = 5
    FS_PICKED = 6
    FS_YES = 7

cdef int32_t start_duel(int32_t* s, const int32_t* db, uint64_t seed) noexcept nogil
cdef int32_t run(int32_t* s, const int32_t* db) noexcept nogil
cdef int32_t legal_actions(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
cdef int32_t apply_action(int32_t* s, const int32_t* db, int32_t action) noexcept nogil
cdef int32_t playout(int32_t* s, const int32_t* db, uint64_t agent_seed) noexcept nogil
cdef int32_t power_of(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil
cdef int32_t keywords_of(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil
cdef void move_card(int32_t* s, int32_t c, int32_t zone) noexcept nogil
