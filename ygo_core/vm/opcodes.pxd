# The compiled card-effect format: effect rows, filters, conditions and operations. The Python
# vocabulary (ygo_core/scripts/vocab.py) compiles card declarations to these; the core
# interprets them (vm/filters.pyx, vm/conditions.pyx, vm/operations.pyx). `cpdef enum` makes
# every constant importable by the compiler, so the format is declared only here.
#
# Number ranges, so that families of mechanisms added side by side never share a value:
#   OP_*     1-39 the 2002 sets and first staples | 40-59 triggers | 60-79 activated effects
#            and costs | 80-99 battle | 100-119 negation and locks | 120-159 summons, Extra Deck
#   COND_*   1-19 | 20-29 triggers | 30-39 activated | 40-49 battle | 50-59 locks | 60-69 summons
#   APPLY_*  1-9 | 10-19 battle | 20-29 locks | 30-39 summons | 40-44 activated
#   LING_*   1-19 | 20-24 triggers | 25-29 activated | 30-34 battle | 35-39 locks | 40-44 summons
#   EV_* bits (1 << n): n 0-6 | 7-13 triggers | 14-17 battle | 18-20 summons | 21-22 activated
#   FXF_* bits (1 << n): n 0-10 | 11-13 triggers | 14-17 activated | 18-20 battle | 21-23 locks
#            | 24-27 summons
#   FXK_*    1-4 | 5-6 activated | 7-8 summons
#   SEL_*    1-9 | 10-14 triggers | 15-19 activated | 20-24 battle | 25-29 summons
#   F_*/FF_* filter words and flags: FF bits n 0-3 | 4-6 triggers | 7-9 activated | 10-12 battle
#            | 13-15 locks | 16-19 summons; new filter words only at the end of the record, by one
#            family at a time (say so in the commit)

# ---- Effect rows (FX_WIDTH words each) -------------------------------------------------------
cpdef enum:
    # Card data row of the card the effect belongs to.
    FX_CARD_ROW = 0
    # FXK_* kind.
    FX_KIND = 1
    # Spell Speed (W01).
    FX_SPEED = 2
    # FXF_* flags.
    FX_FLAGS = 3
    # EV_* bit mask of the events a trigger answers.
    FX_EVENTS = 4
    # Code offsets (relative to the code pool), -1 for none.
    FX_CONDITION = 5
    FX_TARGET_FILTER = 6
    FX_TARGET_COUNT = 7
    # A second target group (Two-Pronged Attack: 2 of yours and 1 of theirs).
    FX_TARGET2_FILTER = 8
    FX_TARGET2_COUNT = 9
    # Resolution (or, for continuous effects, the applier) and its number of instructions.
    FX_OPS = 10
    FX_N_OPS = 11
    # LP paid as the cost (U03).
    FX_COST_LP = 12
    # Number of conditions at FX_CONDITION.
    FX_N_CONDITIONS = 13
    FX_WIDTH = 16

cpdef enum:
    # Activating the Spell/Trap card itself (U01).
    FXK_CARD = 1
    # An activated effect of a face-up card (a Continuous Trap's effect, R09, S08).
    FXK_EFFECT = 2
    # A monster trigger effect (Q04), FLIP effects included (EV_FLIPPED).
    FXK_TRIGGER = 3
    # Applies while face-up on the field, never activated (Q01, U02).
    FXK_CONTINUOUS = 4

cpdef enum:
    # Mandatory (U09); otherwise the controller is asked.
    FXF_MANDATORY = 1
    # Activatable in the Damage Step up to damage calculation (F14-F15).
    FXF_DAMAGE_STEP = 2
    # The card stays on the field after resolving (Continuous, Equip, Field: R05, S05).
    FXF_STAYS = 4
    # (8 is free: a Quick-Play Spell's own-turn rule from the hand, R14, follows from its
    # Spell Speed and location in proc/activation.pyx.)
    # Only in the opponent's Battle Phase or the player's own Main Phase (Ultimate Offering).
    FXF_MAIN_OR_FOE_BATTLE = 16
    # An Equip Spell: its resolution equips the target (R10).
    FXF_EQUIP = 32
    # A trigger that answers only events about its own card (FLIP, "if this card is attacked").
    FXF_SELF_EVENT = 64
    # Its target is the card of the last event (Trap Hole targets the summoned monster).
    FXF_TARGET_EVENT = 128
    # A trigger that answers only events about another card ("if another monster is summoned").
    FXF_OTHER_EVENT = 256
    # Once per turn for each player (a hard limit by card name, AH02-AH04).
    FXF_ONCE_PER_TURN = 512
    # An optional "when ... you can" trigger: it misses the timing unless its event was the
    # last thing that happened (U10c).
    FXF_WHEN = 1024

cpdef enum:
    # Event bits (FX_EVENTS, HDR_EVENT holds one of them).
    EV_NORMAL_SUMMONED = 1
    EV_FLIP_SUMMONED = 2
    EV_FLIPPED = 4
    EV_SPECIAL_SUMMONED = 8
    EV_ATTACK_DECLARED = 16
    EV_END_PHASE = 32
    # The card was attacked and damage calculation happened (Wall of Illusion).
    EV_ATTACKED_AFTER_CALC = 64

# ---- Filters (FILTER_WIDTH words in the code pool) ------------------------------------------
cpdef enum:
    # Bit mask over LOC_* (1 << LOC_MZONE ...).
    F_LOCATIONS = 0
    # 1: the effect's player, 2: the opponent, 3: either.
    F_CONTROLLER = 1
    # Bit mask over POS_* (0: any).
    F_POSITIONS = 2
    # DB_TYPE bits that must all be set, and bits of which one must be set (0: none needed).
    F_TYPE_ALL = 3
    F_TYPE_ANY = 4
    # DB_RACE / DB_ATTRIBUTE bit masks (0: any).
    F_RACES = 5
    F_ATTRIBUTES = 6
    # Current ATK bounds (F_ATK_MAX -1: none).
    F_ATK_MIN = 7
    F_ATK_MAX = 8
    # Passcode (0: any). Negative: -(offset + 1) of a list in the code pool, its length first,
    # then the passcodes, any of which matches (an archetype: "Gravekeeper's"; the triggers
    # family's encoding, so that no filter word is added).
    F_CODE = 9
    # FF_* flags.
    F_FLAGS = 10
    # Highest Level (0: any).
    F_LEVEL_MAX = 11
    FILTER_WIDTH = 12

cpdef enum:
    # Respect "cannot be targeted" protections (V04).
    FF_TARGET = 1
    # Not the effect's own card.
    FF_NOT_SELF = 2
    # Can be Special Summoned (not DBF_NO_SPECIAL_SUMMON).
    FF_SUMMONABLE = 4
    # A face-down card passes the kind test: the player cannot tell what it is (De-Spell, R07).
    FF_HIDDEN_KIND = 8

cpdef enum:
    CTRL_SELF = 1
    CTRL_FOE = 2
    CTRL_ANY = 3

# ---- Instructions (INSN_WIDTH words: opcode, five arguments) -----------------------------------
cpdef enum:
    # The opcode word: the opcode in the low 16 bits, INSN_IF_DONE set for an operation that
    # happens only if the one before it did something ("and if you do" / "then", T04, X04).
    INSN_OP_MASK = 0xFFFF
    INSN_IF_DONE = 0x10000
    # On a condition: it must hold to activate and still hold when the effect resolves ("must
    # be on the field to activate and to resolve this effect", Q14, X01); otherwise the
    # effect does nothing.
    INSN_TO_RESOLVE = 0x20000

cpdef enum:
    INSN_OP = 0
    INSN_A = 1
    INSN_B = 2
    INSN_C = 3
    INSN_D = 4
    INSN_E = 5
    INSN_WIDTH = 6

cpdef enum:
    # Conditions (a list of them, all must hold; U08 and activation conditions).
    # COND_COUNT: at least B cards match filter A.
    COND_COUNT = 1
    # COND_EVENT: the last event is one of mask A, caused by B (CTRL_*), its card matching filter C.
    COND_EVENT = 2
    # COND_MONSTER_TO_GY: a monster the player controlled went to the GY this turn.
    COND_MONSTER_TO_GY = 3
    # COND_BATTLE_PHASE_FOE: it is the opponent's Battle Phase, or the player's Main Phase.
    COND_MAIN_OR_FOE_BATTLE = 4
    # COND_FREE_MONSTER_ZONE: the player has a free Monster Zone (added by the compiler to
    # effects that summon or take control: U08).
    COND_FREE_MONSTER_ZONE = 5
    # COND_SUMMONABLE_IN_HAND: the player's hand holds a monster they could Normal Summon or Set
    # now (Tributes counted) for this effect and for each of their chain links already waiting
    # to use one (added by the compiler to OP_NORMAL_SUMMON_NOW: U08, TC086).
    COND_SUMMONABLE_IN_HAND = 6
    # COND_NO_BATTLE_PHASE: the player has not conducted a Battle Phase this turn (AH10).
    COND_NO_BATTLE_PHASE = 7

cpdef enum:
    # Size of the operation table (vm/operations.pyx): every OP_* is below it.
    OP_CAPACITY = 160

cpdef enum:
    # Operations (resolution). Selections (SEL_*) name which cards an operation acts on.
    OP_DESTROY = 1
    # OP_DESTROY_IF: destroy selection A if its type has bit B (a face-down card is revealed).
    OP_DESTROY_IF = 2
    # OP_DESTROY_ALL: destroy every card matching filter A.
    OP_DESTROY_ALL = 3
    # OP_DESTROY_LOWEST_ATK: destroy the card matching filter A with the lowest ATK (a tie is chosen).
    OP_DESTROY_LOWEST_ATK = 4
    OP_RETURN_TO_HAND = 5
    # OP_DAMAGE: B damage to player A (CTRL_*), times the count of filter C when C >= 0.
    OP_DAMAGE = 6
    OP_GAIN_LP = 7
    # OP_REFRESH_HANDS: each player discards the hand, then draws as many (turn player first, T06).
    OP_REFRESH_HANDS = 8
    OP_SPECIAL_SUMMON = 9
    # OP_SUMMON_CHOSEN: Special Summon up to B cards matching filter A, chosen at resolution.
    OP_SUMMON_CHOSEN = 10
    # OP_TAKE_CONTROL: take control of selection A until the end of the turn.
    OP_TAKE_CONTROL = 11
    # OP_MODIFY_STATS: selection A gets B ATK and C DEF until the end of the turn.
    OP_MODIFY_STATS = 12
    OP_EQUIP = 13
    # OP_LINGER: a player-wide lingering effect of kind A for the player (B: CTRL_*) this turn.
    OP_LINGER = 14
    # OP_ALLOW_TRIBUTE: selection A may be Tributed by the player this turn; B 1: a Tribute the
    # player makes this turn must include it (Soul Exchange).
    OP_ALLOW_TRIBUTE = 15
    # OP_REVEAL_FACE_DOWN: every face-down card on the field is shown to both players.
    OP_REVEAL_FACE_DOWN = 16
    # OP_REVEAL_RANDOM_HAND: one random card of the opponent's hand is shown to the player.
    OP_REVEAL_RANDOM_HAND = 17
    # OP_REVEAL_DECK_TOP: the top A cards of the opponent's Deck are shown to the player.
    OP_REVEAL_DECK_TOP = 18
    # OP_NORMAL_SUMMON_NOW: the player may Normal Summon or Set one monster now (extra).
    OP_NORMAL_SUMMON_NOW = 19
    # Moves of selection A: to the owner's GY (not destroyed), banished face-up, shuffled into
    # the owner's Deck (Y).
    OP_SEND_TO_GY = 20
    OP_BANISH = 21
    OP_RETURN_TO_DECK = 22
    # OP_DRAW: player A (CTRL_*) draws B cards (A11: a required draw from too small a Deck loses).
    OP_DRAW = 23
    # OP_DISCARD_RANDOM: player A discards B random cards (Y04: chance from the duel's RNG).
    OP_DISCARD_RANDOM = 24
    # OP_CHANGE_POSITION: Attack <-> Defense, face-down Defense -> face-up Attack (O10).
    OP_CHANGE_POSITION = 25
    # OP_FLIP_FACE_DOWN: to face-down Defense Position, a new stint (AD01-AD03).
    OP_FLIP_FACE_DOWN = 26
    # Negate the activation / the effect of the chain link directly below (S10, Z).
    OP_NEGATE_ACTIVATION = 27
    OP_NEGATE_EFFECT = 28
    # OP_TO_HAND_CHOSEN: add up to B cards matching filter A to the hand, chosen at resolution
    # (a searched Deck is shuffled, C11).
    OP_TO_HAND_CHOSEN = 29
    # OP_DAMAGE_BY_ATK: damage equal to the ATK of selection A, to the players in mask B
    # (CTRL_SELF | CTRL_FOE), both at once (A14).
    OP_DAMAGE_BY_ATK = 30
    # OP_NEGATE_ATTACK: the attack in progress ends; it still used the attack (F04).
    OP_NEGATE_ATTACK = 31

cpdef enum:
    # Selections.
    SEL_TARGETS = 1
    SEL_EVENT_CARD = 2
    SEL_SELF = 3
    # The monster attacking the effect's card (Wall of Illusion).
    SEL_ATTACKER = 4

cpdef enum:
    # Continuous appliers (FXK_CONTINUOUS ops).
    # APPLY_STATS: face-up monsters matching filter A get B ATK and C DEF.
    APPLY_STATS = 1
    # APPLY_EQUIP_STATS: the equipped monster gets A ATK and B DEF.
    APPLY_EQUIP_STATS = 2
    # APPLY_UNTARGETABLE: monsters matching filter A cannot be targeted by card effects.
    APPLY_UNTARGETABLE = 3
    # APPLY_DEFENSE_LOCK: face-up monsters matching filter A are in Defense Position and stay there.
    APPLY_DEFENSE_LOCK = 4
    # APPLY_CANNOT_ATTACK: monsters matching filter A cannot declare an attack.
    APPLY_CANNOT_ATTACK = 5

cpdef enum:
    # Lingering effect kinds (LINGER_KIND).
    LING_STATS = 1
    LING_CONTROL = 2
    LING_NO_BATTLE_DAMAGE = 3
    LING_NO_BATTLE_DESTROY = 4
    LING_REVERSE_STATS = 5
    LING_SKIP_BATTLE = 6
    # The player may Tribute LINGER_CARD; LINGER_VALUE TRIBUTE_REQUIRED (proc/tribute.pxd):
    # a Tribute they make must include it.
    LING_MAY_TRIBUTE = 7
    # The player used the once-per-turn effect in LINGER_VALUE (an effect row) this turn.
    LING_ONCE_USED = 8

# ---- The triggers family (GOAT format): events, selections, operations ------------------------
cpdef enum:
    # A card of the field went to the GY (by any means: destroyed, Tributed, sent, as a cost):
    # "when this card is sent from the field to the GY" (Sangan). Raised for the card itself
    # only, face-down or face-up (a GY trigger is not a FLIP effect), by proc/self_events.pyx.
    EV_SENT_FROM_FIELD_TO_GY = 128
    # A card of the hand went to the GY (discarded, for a cost or by an effect or the hand size
    # limit): "when this card is sent from the hand to the GY" (Night Assailant).
    EV_SENT_FROM_HAND_TO_GY = 256
    # A Normal Summon that used Tributes (G04), raised together with EV_NORMAL_SUMMONED (the
    # Monarchs: "when this card is Tribute Summoned").
    EV_TRIBUTE_SUMMONED = 512
    # The turn player's Standby Phase (E10): raised for their face-up monsters and for the cards
    # in their GY ("during your Standby Phase, if this card is in your GY": Sinister Serpent).
    EV_STANDBY_PHASE = 1024
    # A Special Summon of a card that was in a GY (raised with EV_SPECIAL_SUMMONED): "when a
    # monster is Special Summoned from your GY" (Card of Safe Return).
    EV_SPECIAL_SUMMONED_FROM_GY = 2048

cpdef enum:
    # COND_SELF_IN: the effect's own card is in one of the locations of mask A (1 << LOC_*): a
    # Standby Phase trigger that works only from the GY (Sinister Serpent).
    COND_SELF_IN = 20

cpdef enum:
    # The effect's own card if it is in its owner's GY (a trigger that returns itself from there).
    SEL_SELF_IN_GY = 10
    # The card an earlier operation of the same resolution acted on and noted (LINK_CHOSEN):
    # the card Thestalos discarded. Wherever it is now.
    SEL_NOTED = 11

cpdef enum:
    # Filter flags: the ATK bounds (F_ATK_MIN, F_ATK_MAX) test the DEF instead (Witch of the
    # Black Forest: "a monster with 1500 or less DEF").
    FF_DEF_BOUNDS = 16
    # F_CODE names the one card name that does NOT match ("except this card": Night Assailant).
    FF_NOT_CODE = 32
    # The card is also owned by the player F_CONTROLLER names (a monster from "your" GY).
    FF_OWNED = 64

cpdef enum:
    # OP_DESTROY_BANISH: destroy selection A and banish it instead of sending it to the GY
    # (Bottomless Trap Hole: it never reaches the GY, so nothing "sent to the GY" happens); the
    # first card is noted for SEL_NOTED.
    OP_DESTROY_BANISH = 40
    # OP_MOVE_ALL: every card matching filter A goes to its owner's pile B (PILE_*), all at once;
    # a Deck that got cards is shuffled (C11). Morphing Jar's discards, Fiber Jar's return.
    OP_MOVE_ALL = 41
    # OP_EACH_DRAW: each player draws A cards, the turn player first; a player who cannot draw
    # them all loses, both at once a draw (A11, A14).
    OP_EACH_DRAW = 42
    # OP_DISCARD_RANDOM_NOTED: player A (CTRL_*) discards one random card of their hand, noted
    # for SEL_NOTED (Thestalos).
    OP_DISCARD_RANDOM_NOTED = 43
    # OP_DAMAGE_BY_LEVEL: if selection A is a monster card, B x its Level damage to player C
    # (CTRL_*).
    OP_DAMAGE_BY_LEVEL = 44
    # OP_CHOOSE_TO_DECK: the player looks at the cards matching filter A (a hand: they are shown
    # to them) and chooses one to shuffle into its owner's Deck (Trap Dustshoot, The Forceful
    # Sentry). With none, nothing happens.
    OP_CHOOSE_TO_DECK = 45
    # OP_DRAW_PER: player A draws B cards plus C more for each card matching filter D (Dekoichi).
    OP_DRAW_PER = 46
    # OP_BANISH_NAMED_FROM_DECKS: if selection A's type has bit B, every card of its name in
    # both Decks is banished (Nobleman of Extermination: "if it was a Trap Card").
    OP_BANISH_NAMED_FROM_DECKS = 47
    # OP_EXCAVATE_SUMMON: each player, the turn player first, reveals the top A cards of their
    # Deck (as many as there are), Special Summons every revealed monster of Level B or lower
    # that can be (face-up Attack or face-down Defense, their choice: DEC_ATTACK_OR_SET), and
    # adds the rest to the hand (Cyber Jar).
    OP_EXCAVATE_SUMMON = 48

cpdef enum:
    # The player (LINGER_PLAYER) cannot declare an attack this turn (Threatening Roar).
    LING_NO_ATTACK_DECLARE = 20

cpdef enum:
    # FXF_UP_TO_TARGETS: "up to N" targets (Mobius): one is enough to activate; after the first
    # the player may stop choosing (ACT_PASS in DEC_TARGET).
    FXF_UP_TO_TARGETS = 2048
