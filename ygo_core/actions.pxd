# The one decision protocol: decision kinds (DEC_*) and the dense action space (ACT_*).
#
# Every choice in the game is an int action. Card choices carry a card id (a row of the card
# table) added to a block base; attacks carry attacker zone x target slot. Legal actions are
# generated in ascending order by the procedure that asked for the decision.

from libc.stdint cimport int32_t
from ygo_core.layout cimport (
    CAP_CARDS, CAP_MZONE, HDR_DECIDER, HDR_DECISION, HDR_STATUS, STATUS_DECISION,
)
from sim_core.errors cimport RC_DECIDE

cpdef enum:
    DEC_NONE = 0
    # Open game state of the Main Phase (E05): summon, Set, Flip Summon, change position,
    # enter the Battle Phase, end the turn.
    DEC_MAIN = 1
    # Battle Step (F03): declare an attack, end the Battle Phase, or activate with priority (E03).
    DEC_BATTLE = 2
    # Choose one Tribute for a Tribute Summon or Set (G07, G10).
    DEC_TRIBUTE = 3
    # Choose one card to discard for the hand size limit (E17).
    DEC_DISCARD = 4
    # A response window: activate a card or effect, or pass priority (E03, W04).
    DEC_RESPONSE = 5
    # Choose a target for the effect being activated (V01).
    DEC_TARGET = 6
    # Use an optional trigger effect or not (U09).
    DEC_YESNO = 7
    # Choose a card during a resolution (V05); ACT_PASS stops an "up to" choice.
    DEC_CHOOSE = 8
    # Normal Summon or Set a monster during a resolution (Ultimate Offering), or pass.
    DEC_SUMMON_NOW = 9
    # A replay (F09): attack another target, directly, or not at all (ACT_PASS).
    DEC_REPLAY = 10
    # The battle position of a monster Special Summoned by an effect (H03).
    DEC_POSITION = 11
    # Which of the player's simultaneous triggers goes on the chain next (W10).
    DEC_TRIGGER_ORDER = 12
    # Which of the player's cards that went to their GY together goes in next, bottom first (C10).
    DEC_GY_ORDER = 13
    # (activated family) Choose a card to pay an effect's cost with, at activation (U03).
    DEC_COST = 14
    # (activated family) Choose one option of a short list (ACT_OPTION + index): a Type to
    # declare, or which effect of a card to activate ("choose one").
    DEC_OPTION = 15
    # Choose a card to pay a summoning procedure's cost with (banished from the GY: Chaos
    # Sorcerer), one at a time.
    DEC_SUMMON_COST = 16
    # A monster an effect Special Summons "in face-up Attack Position or face-down Defense
    # Position" (Cyber Jar): ACT_ATTACK_POSITION, or ACT_DEFENSE_POSITION for face-down Defense.
    DEC_ATTACK_OR_SET = 17
    # (MR3, xyz) Choose one material for a Synchro or Xyz Summon (K01, L01), one at a time.
    DEC_MATERIAL = 18
    # (MR3, pend) The next monster of a Pendulum Summon (ACT_SELECT + card), or ACT_PASS:
    # done (M10), once at least one is chosen.
    DEC_PENDULUM = 19
    N_DECISIONS = 20

cpdef enum:
    # Main Phase 1 -> Battle Phase (E13).
    ACT_TO_BATTLE = 0
    # Main Phase 1 or 2 -> End Phase (E01, E13).
    ACT_TO_END = 1
    # Battle Step -> End Step -> Main Phase 2 (F08).
    ACT_END_BATTLE = 2
    # Pass priority, stop a choice, decline a replay; answers to a yes/no prompt.
    ACT_PASS = 3
    ACT_YES = 4
    ACT_NO = 5
    # Face-up Attack or face-up Defense Position (DEC_POSITION).
    ACT_ATTACK_POSITION = 6
    ACT_DEFENSE_POSITION = 7
    # (MR3, pend) Main Phase: declare the Pendulum Summon of the turn (M10).
    ACT_PENDULUM_SUMMON = 8
    # Blocks of CAP_CARDS actions, one per card id.
    ACT_SUMMON = 16
    ACT_SET = ACT_SUMMON + CAP_CARDS
    ACT_FLIP_SUMMON = ACT_SET + CAP_CARDS
    ACT_CHANGE_POSITION = ACT_FLIP_SUMMON + CAP_CARDS
    # Choose a card for the pending selection (a Tribute, a discard, later a target).
    ACT_SELECT = ACT_CHANGE_POSITION + CAP_CARDS
    # Activate a card or an effect of it (the first of its effects that is legal now).
    ACT_ACTIVATE = ACT_SELECT + CAP_CARDS
    # Attacks: attacker Monster Zone index * ATTACK_TARGETS + target zone index, or + DIRECT.
    ACT_ATTACK = ACT_ACTIVATE + CAP_CARDS
    ATTACK_TARGETS = CAP_MZONE + 1
    ATTACK_DIRECT = CAP_MZONE
    # (activated family) Options of DEC_OPTION: a declared Type (its bit index in the card
    # data's race word), or the index of one of a card's effects.
    ACT_OPTION = ACT_ATTACK + CAP_MZONE * ATTACK_TARGETS
    N_OPTIONS = 32
    N_ACTIONS = ACT_OPTION + N_OPTIONS

cdef inline int request_decision(int32_t* s, int32_t player, int32_t kind) noexcept nogil:
    # Stops the engine until `player` answers a decision of `kind`.
    s[HDR_DECIDER] = player
    s[HDR_DECISION] = kind
    s[HDR_STATUS] = STATUS_DECISION
    return RC_DECIDE
