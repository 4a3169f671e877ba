# The compiled card-effect format: effect rows, filters, conditions and operations. The Python
# vocabulary (ygo_core/scripts/vocab.py) compiles card declarations to these; the core
# interprets them (vm/filters.pyx, vm/conditions.pyx, vm/operations.pyx). `cpdef enum` makes
# every constant importable by the compiler, so the format is declared only here.
#
# Number ranges, so that families of mechanisms added side by side never share a value:
#   OP_*     1-39 the 2002 sets and first staples | 40-48 triggers | 49-59 scorpions | 60-79
#            activated effects and costs | 80-99 battle | 100-119 negation and locks | 120-159
#            summons, Extra Deck
#   COND_*   1-19 | 20-29 triggers | 30-39 activated | 40-49 battle | 50-59 locks | 60-69 summons
#   APPLY_*  1-9 | 10-19 battle | 20-29 locks | 30-39 summons | 40 activated | 41-44 scorpions
#   LING_*   1-19 | 20-24 triggers | 25-29 activated | 30-34 battle | 35-39 locks | 40-44 summons
#   EV_* bits (1 << n): n 0-6 | 7-13 triggers | 14-17 battle | 18-20 summons | 21-22 activated
#   FXF_* bits (1 << n): n 0-10 | 11-13 triggers | 14-16 activated | 17-18 scorpions (second
#            round; battle's 18-20 hold none) | 21-23 locks | 24-27 summons
#            | 29-30 MR3 pendulum
#   FXK_*    1-4 | 5-6 activated | 7-8 summons | 12 scorpions | 13 MR3 (xyz)
#   MR3 summons (xyz helper): COND_* 70-79, OP_* 140-149
#   MR3 card families (docs/mr3-cards.md section 7), one range per family:
#     family     | OP_*    | COND_*  | APPLY_* | LING_* | SEL_* | EV bit | FXF bit | FF bit | FXK
#     synchro    | 150-164 | 80-84   | 50-54   | 50-54  | 30-31 | 12     | 24      | 9      | 14
#     leave      | 165-179 | 85-89   | 55-59   | 55-59  | 32-33 | 13     | 25      | 11     | 15
#     quick      | 180-194 | 90-94   | 60-64   | 60-64  | 34-35 | 20     | 26      | 15     | 16
#     pendulum   | 195-209 | 95-99   | 65-69   | 65-69  | 36-37 | 21     | 27      | 16     | 17
#     sdmp       | 210-224 | 100-104 | 70-74   | 70-74  | 38-39 | 22     | 28      | 17     | 18
#   Second round of the MR3 families (issue 13, the 17 cards left): each family keeps its range
#   above and may take, beyond it, one more bit of each kind:
#     family     | FXF bit | EV bit | FF bit
#     leave      | 15      | 21     | 18
#     synchro    | 16      | 22     | 19
#     quick      | 18      | 23     | 20
#     pendulum   | 27      | 24     | 21
#     sdmp       | 3       | 26     | 22
#   and OP_* 225-230 leave, 231-236 synchro, 237-242 quick, 243-248 pendulum, 249-254 sdmp
#   when its own OP_* range is full.
#   Third round (issue 13): virus OP 273-274, LING 79, DECLARE 40 (ygo_core/vm/ops_virus.pyx)
#   Third round (issue 13): sclause OP 281-288, COND 114-116 (event filters), FXF bit 27
#     (FXF_EVENT_FILTERED), EXTRAF_AS_SYNCHRO (next free EXTRAF_ value).
#   Third round (issue 13): debts OP 297-300, COND 120 (none used); OP_COST_CHOOSE word D bits
#   (COSTF_*, COST_UP_TO) are flags that combine: each takes a bit of its own (1 << n: n 0-2
#   and 6 before; debts 7 COST_UP_TO, 8 COSTF_TRIBUTE).
#   Third round (issue 13): pclause OP 289-296, COND 117-119, APPLY 83-84, LING 83-84, SEL 44,
#     EV bit 30, FXF bit 18, FF bit 7 (Nobledragon Magician, Rune-Eyes Pendulum Dragon).
#   Third round (issue 13): oddeyes APPLY 77 (of its 77-78; OP 265-272, COND 108-110, LING
#            77-78, SEL 41, EV bit 24, FXF bit 3, FF bit 19 left unused), Damage Step frame words 8-9.
#   Third round (issue 13): turbo OP 257-264, COND 105-107, APPLY/LING 75-76, SEL 40, EV bit 22,
#   FF bit 18 (Turbo Synchron).
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
    # ---- battle family (bits 14-17) ----
    # The card was destroyed by battle and sent to the GY (raised at the end of the Damage
    # Step, F20, for the card in the GY; the related card is the monster it battled).
    EV_DESTROYED_BY_BATTLE = 1 << 14
    # The card inflicted battle damage to its controller's opponent (raised after damage
    # calculation, F16.4; the related card is the monster it battled, NO_CARD for a direct attack).
    EV_BATTLE_DAMAGE = 1 << 15
    # After damage calculation, the card battled (each of the two monsters, attacker and
    # target; the related card is the other one).
    EV_BATTLED = 1 << 16
    # At the end of the Damage Step, the card battled (each of the two monsters still on the
    # field once the ones destroyed by battle are sent, F16.5; related: the other one).
    EV_DAMAGE_STEP_END = 1 << 17

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
    # Highest current DEF (-1: none). Added by the battle family (Pyramid Turtle).
    F_DEF_MAX = 12
    FILTER_WIDTH = 13

cpdef enum:
    # Respect "cannot be targeted" protections (V04).
    FF_TARGET = 1
    # Not the effect's own card.
    FF_NOT_SELF = 2
    # Can be Special Summoned (not DBF_NO_SPECIAL_SUMMON).
    FF_SUMMONABLE = 4
    # A face-down card passes the kind test: the player cannot tell what it is (De-Spell, R07).
    FF_HIDDEN_KIND = 8
    # ---- battle family (bits 10-12) ----
    # Only the effect's own card ("this card": Airknight Parshath's piercing damage).
    FF_ONLY_SELF = 1 << 10

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
    # ---- battle family (40-49) ----
    # COND_DIRECT_ATTACK: the attack in progress is a direct attack (Spirit Reaper).
    COND_DIRECT_ATTACK = 40
    # COND_BATTLE_DESTROYED: the effect's card is decided destroyed by battle (F20: it is still
    # on the field until the end of the Damage Step; D.D. Assailant).
    COND_BATTLE_DESTROYED = 41
    # COND_ATTACKING: the effect's card is the attacking monster (Spear Dragon).
    COND_ATTACKING = 42
    # COND_BATTLED_MATCHES: the monster the effect's card battled (the related card of its
    # event) is still on the field and matches filter A (Ryu Kokki).
    COND_BATTLED_MATCHES = 43
    # COND_DESTROYED_ITS_FOE: the effect's card destroyed the monster it battled, by battle,
    # in the battle in progress (CARD_BATTLE_KILL_TURN; Zombyra the Dark).
    COND_DESTROYED_ITS_FOE = 44
    # COND_TARGET_IN_DEFENSE: the effect's card is attacking a monster in Defense Position
    # (face-up or face-down: "if this card attacks a Defense Position monster").
    COND_TARGET_IN_DEFENSE = 45
    # COND_KILLED_THIS_TURN: the effect's card destroyed a monster by battle this
    # turn, in its current stint (Mystic Swordsman LV2's level-up).
    COND_KILLED_THIS_TURN = 46

cpdef enum:
    # Size of the operation table (vm/operations.pyx): every OP_* is below it (the third
    # round's ranges, issue 13, reach 300).
    OP_CAPACITY = 320

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
    # ---- battle family (80-99): vm/ops_battle.pyx ----
    # OP_LASTING_STATS: the effect's own card gets B ATK and C DEF while it stays face-up on
    # the field (no end turn); A is unused (always the card itself).
    OP_LASTING_STATS = 80
    # OP_PIERCE_THIS_TURN: the effect's own card inflicts piercing battle damage until the end
    # of the turn (Exarion Universe); it lapses if the card leaves or turns face-down.
    OP_PIERCE_THIS_TURN = 81

cpdef enum:
    # Selections.
    SEL_TARGETS = 1
    SEL_EVENT_CARD = 2
    SEL_SELF = 3
    # "The attacking monster": the monster of the attack in progress while that attack goes on
    # (proc/battle_phase.pxd attack_goes_on), as it is when the effect resolves (Sakuretsu
    # Armor, Wall of Illusion, Reflect Bounder).
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
    # ---- battle family (10-19) ----
    # APPLY_PIERCING: monsters matching filter A attacking a Defense Position monster with
    # lower DEF inflict the difference as battle damage.
    APPLY_PIERCING = 10
    # APPLY_BATTLE_INDESTRUCTIBLE: monsters matching filter A cannot be destroyed by battle.
    APPLY_BATTLE_INDESTRUCTIBLE = 11
    # APPLY_NOT_ATTACK_TARGET: the opponent cannot target monsters matching filter A for
    # attacks; B 1: only while the applier's controller controls another monster.
    APPLY_NOT_ATTACK_TARGET = 12
    # APPLY_NO_DIRECT_ATTACK: monsters matching filter A cannot attack directly.
    APPLY_NO_DIRECT_ATTACK = 13
    # APPLY_DESTROYED_WHEN_TARGETED: a face-up monster matching filter A is destroyed after a
    # chain link that targeted it resolves (Spirit Reaper).
    APPLY_DESTROYED_WHEN_TARGETED = 14
    # APPLY_STATS_SMALL_HAND: face-up monsters matching filter A get B ATK and C DEF while the
    # applier's controller has D or fewer cards in the hand (Blade Knight).
    APPLY_STATS_SMALL_HAND = 15
    # APPLY_NEGATE_FLIP_VICTIMS: FLIP effects of monsters destroyed by battle with a monster
    # matching filter A are negated (they do not activate), while A's controller controls no
    # other monster (Blade Knight).
    APPLY_NEGATE_FLIP_VICTIMS = 16
    # APPLY_MUST_ATTACK: a monster matching filter A that can attack must do so before its
    # controller ends the Battle Step (Berserk Gorilla).
    APPLY_MUST_ATTACK = 17
    # APPLY_DESTROYED_IN_DEFENSE: a monster matching filter A is destroyed while it is in
    # face-up Defense Position (not an activated effect: it starts no chain).
    APPLY_DESTROYED_IN_DEFENSE = 18
    # APPLY_DESTROY_SET_TARGET: a monster matching filter A that attacks a face-down Defense
    # Position monster destroys it by this effect at the start of the Damage Step, before it
    # is flipped: no damage calculation, not destroyed by battle (Mystic Swordsman LV2).
    APPLY_DESTROY_SET_TARGET = 19

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
    # ---- battle family (30-34) ----
    # LINGER_CARD inflicts piercing battle damage this turn (OP_PIERCE_THIS_TURN).
    LING_PIERCING = 30

# ---- locks: effect negation as a continuous effect, prohibitions, negating summons ----------
cpdef enum:
    # APPLY_NEGATE: the effects of every face-up card on the field matching filter A are
    # negated (Skill Drain, Jinzo, Royal Decree, Imperial Order): its continuous effects stop
    # and its activated effects do nothing when they resolve while it is still face-up there.
    APPLY_NEGATE = 20
    # APPLY_NO_ACTIVATION: cards matching filter A cannot be activated, nor their effects (Jinzo).
    APPLY_NO_ACTIVATION = 21
    # APPLY_STANDBY_COST: in each of its controller's Standby Phases, pay A LP or the card is
    # destroyed (a cost to keep it, not a chain link: Messenger of Peace, Imperial Order).
    APPLY_STANDBY_COST = 22
    # APPLY_SPELL_PROOF: a Spell effect that targets this face-up card is negated when it
    # resolves, and that Spell Card destroyed (Freed the Matchless General); with A =
    # TYPE_TRAP, a Trap's instead (fusion family: Fiend Skull Dragon).
    APPLY_SPELL_PROOF = 23
    # APPLY_CANNOT_ATTACK_PAID: monsters matching filter A whose ATK is at most the LP paid to
    # activate this card (LING_PAID) cannot attack (Wall of Revealing Light).
    APPLY_CANNOT_ATTACK_PAID = 24

cpdef enum:
    # FF_LEVEL_MIN: F_LEVEL_MAX is read as the lowest Level ("Level 4 or higher").
    FF_LEVEL_MIN = 1 << 13

cpdef enum:
    # FXF_NEGATES_SUMMON: the effect may start a chain while a monster is being summoned (the
    # summon-negation window: only such effects, then Counter Traps, may be activated there).
    FXF_NEGATES_SUMMON = 1 << 21
    # FXF_INSTEAD_OF_DRAW: at the start of its controller's Draw Phase, while this card is
    # face-up on the field, they may activate this effect instead of the normal draw (Freed).
    FXF_INSTEAD_OF_DRAW = 1 << 22
    # FXF_ON_EQUIPPED: a trigger of a face-up monster that answers an Equip Card being equipped
    # to it (Gearfried the Iron Knight); queued by the equip itself (vm/ops_locks.pyx).
    FXF_ON_EQUIPPED = 1 << 23

cpdef enum:
    # FX_COST_LP value: pay half the Life Points (Solemn Judgment): the LP left are half
    # rounded up, so the payment is rounded down (T10, p.105: 525 LP pay 262 and keep 263).
    COST_HALF_LP = -1
    # FX_COST_LP value: pay any multiple of COST_LP_UNIT, at least one (Wall of Revealing
    # Light); the player says yes or no to each further unit. The total is kept as a LING_PAID
    # record on the card.
    COST_LP_MULTIPLES = -2
    COST_LP_UNIT = 1000

cpdef enum:
    # COND_SUMMONING: a monster is being summoned now (HDR_SUMMONING) and no chain has started.
    COND_SUMMONING = 50
    # COND_CARD_ACTIVATED: the chain link directly below is the activation of a Spell or Trap
    # Card (not an effect of a card already face-up).
    COND_CARD_ACTIVATED = 51
    # COND_SELF_FACE_UP: the effect's own card is face-up on the field ("this card must be
    # face-up on the field to activate and to resolve this effect", with to_resolve).
    COND_SELF_FACE_UP = 52

cpdef enum:
    # OP_NEGATE_SUMMON: the summon in progress is negated and the monster destroyed (it never
    # counts as summoned: no "summoned" event).
    OP_NEGATE_SUMMON = 100
    # OP_NEGATE_AND_DESTROY: negate the activation of the link directly below, and if you do,
    # destroy that card.
    OP_NEGATE_AND_DESTROY = 101
    # OP_FLIP_FACE_UP: every face-down monster matching filter A is turned face-up in Defense
    # Position (not Flip Summoned: O06); its FLIP effect triggers (O05).
    OP_FLIP_FACE_UP = 102
    # OP_DESTROY_LATER: the effect's card (staying on the field) is destroyed in the End Phase
    # of its controller's opponent's A-th turn from now, counting the current turn if it is the
    # opponent's (Swords of Revealing Light).
    OP_DESTROY_LATER = 103
    # OP_DESTROY_EQUIPS: destroy every Equip Card equipped to the effect's own monster.
    OP_DESTROY_EQUIPS = 104

cpdef enum:
    # LING_DOOM: LINGER_CARD (in its LINGER_STINT) is destroyed in the End Phase of turn
    # LINGER_VALUE (OP_DESTROY_LATER); the record expires with that turn.
    LING_DOOM = 35
    # LING_PAID: LINGER_VALUE LP were paid to activate LINGER_CARD (COST_LP_MULTIPLES), for as
    # long as it stays in that stint.
    LING_PAID = 36

# ---- Activated family (issue 8): Ignition and Quick effects, costs, counters, declarations ----
cpdef enum:
    # The cost program of an effect (code offset, -1 none) and its number of instructions: paid
    # when the effect is activated, before targets are chosen (U03); a cost that cannot be paid
    # in full makes the effect not activatable.
    FX_COST = 14
    FX_N_COSTS = 15

cpdef enum:
    # A monster's Ignition effect (Spell Speed 1, the open state of its controller's Main Phase),
    # or, with FXF_FROM_HAND, an effect activated from the hand.
    FXK_IGNITION = 5
    # A monster's Quick effect (Spell Speed 2).
    FXK_QUICK = 6

cpdef enum:
    # The effect is activated from the hand, not the field (Thunder Dragon).
    FXF_FROM_HAND = 16384

cpdef enum:
    # COND_COUNTERS: the effect's card holds at least A counters.
    COND_COUNTERS = 30

cpdef enum:
    # Costs (FX_COST programs), paid at activation.
    # OP_COST_SELF: the effect's own card goes to pile A of its owner (a Tribute or a discard of
    # itself, sending itself to the GY); the counters it held are counted as paid (LINK_PAID:
    # Wave-Motion Cannon's turn count).
    OP_COST_SELF = 60
    # OP_COST_CHOOSE: the player chooses B cards matching filter A, one at a time; they go to
    # pile C of their owners (a discard, a Tribute, banishing from the GY).
    OP_COST_CHOOSE = 61
    # OP_COST_COUNTERS: remove A counters from the effect's card (counted as paid, LINK_PAID).
    OP_COST_COUNTERS = 62
    # OP_DECLARE: at activation the player declares, A DECLARE_TYPE: a monster Type (DEC_OPTION,
    # ACT_OPTION + its bit index), A DECLARE_NAME: a card name (DEC_COST, ACT_SELECT + the lowest
    # card id of that name in the duel); kept in the link (LINK_DECLARED).
    OP_DECLARE = 63
    # Operations (resolution).
    # OP_ADD_COUNTER: selection A gets B counters, at most C on it (0: no maximum).
    OP_ADD_COUNTER = 64
    # OP_DISCARD_CHOSEN: player A (CTRL_*) discards B cards of their choice (all if fewer);
    # C CTRL_FOE: the other player chooses them (Dragged Down into the Grave), else A does;
    # D 1: the cards go to the bottom of the owner's Deck instead of the GY (Good Goblin
    # Housekeeping).
    OP_DISCARD_CHOSEN = 65
    # OP_DESTROY_BANISH: destroy selection A; it is banished instead of going to the GY, so
    # nothing "sent to the GY" happens (Nobleman of Crossout, Bottomless Trap Hole). The first
    # card is noted for SEL_NOTED.
    OP_DESTROY_BANISH = 66
    # (67 is free.)
    # OP_MOVE_ALL: every card matching filter A goes to its owner's pile B (PILE_*), all at
    # once; a Deck that got cards is shuffled (C11). C 1: only those of the Type declared at
    # activation (Tribe-Infecting Virus). Giant Trunade, Morphing Jar, Fiber Jar.
    OP_MOVE_ALL = 68
    # OP_SKIP_DRAW_PHASES: player A (CTRL_*) skips their next B Draw Phases (Reckless Greed;
    # HDR_SKIP_DRAW_PHASES).
    OP_SKIP_DRAW_PHASES = 69
    # OP_DAMAGE_PER_PAID: B damage to player A (CTRL_*) for each card chosen or counter removed
    # (or carried away by the card itself) as the cost: LINK_PAID.
    OP_DAMAGE_PER_PAID = 70
    # OP_TO_DECK_TOP: selection A goes on top of its owner's Deck (not shuffled).
    OP_TO_DECK_TOP = 71
    # OP_FLIP_UP: face-down selection A turns face-up in position B (POS_*); C 1: it is flipped,
    # so its FLIP effect activates (Book of Taiyou), 0: it is not (Ceasefire).
    OP_FLIP_UP = 72
    # OP_FLIP_UP_ALL: the same for every card matching filter A.
    OP_FLIP_UP_ALL = 73
    # OP_HAND_TO_DECK_DRAW: player A (CTRL_*) shuffles the hand into the Deck, then draws as many.
    OP_HAND_TO_DECK_DRAW = 74
    # OP_DESTROY_HIGHEST_DEF: destroy the card matching filter A with the highest DEF (a tie is
    # chosen by the player).
    OP_DESTROY_HIGHEST_DEF = 75
    # OP_SWAP_CONTROL: each player chooses a monster they control (the effect's player first);
    # the two switch control, and cannot change their battle positions this turn (Creature Swap).
    OP_SWAP_CONTROL = 76
    # OP_DISCARD_DECLARED: the opponent discards every card of the declared name in their hand;
    # if there is none, the player discards A random cards (Mind Crush).
    OP_DISCARD_DECLARED = 77
    # OP_SET_FROM_HAND: the player may Set one Spell/Trap matching filter A from the hand (or
    # not: ACT_PASS).
    OP_SET_FROM_HAND = 78
    # OP_DRAW_PER_COUNT: player A (CTRL_*) draws B cards plus C more for each card matching
    # filter D (Good Goblin Housekeeping, Dekoichi).
    OP_DRAW_PER_COUNT = 79

cpdef enum:
    # Continuous appliers. APPLY_STATS_PER_COUNTER: the card itself gets A ATK and B DEF per
    # counter on it (Breaker the Magical Warrior).
    APPLY_STATS_PER_COUNTER = 40

cpdef enum:
    # An option chosen from a short list (ACT_OPTION + index, DEC_OPTION): a declared Type is its
    # bit index in DB_RACE.
    N_DECLARABLE_TYPES = 20
    DECLARE_TYPE = 0
    DECLARE_NAME = 1

# ---- Summons family: Special Summon procedures, Tokens, links (ygo_core/vm/ops_summons.pyx) ----
cpdef enum:
    # FXK_SUMMON_PROC: the card's own Special Summon from the hand (never activated, no chain),
    # paid by banishing from the player's GY FX_TARGET_COUNT cards of filter FX_TARGET_FILTER and
    # FX_TARGET2_COUNT of FX_TARGET2_FILTER; a card with one cannot be Normal Summoned or Set
    # ("Nomi": Black Luster Soldier - Envoy of the Beginning, Chaos Sorcerer).
    FXK_SUMMON_PROC = 7
    # FXK_FUSION_MATERIALS: a Fusion Monster's materials, never activated: its one instruction
    # (OP_MATERIALS) lists the passcodes, one per material.
    FXK_FUSION_MATERIALS = 8

cpdef enum:
    # COND_FREE_ZONES: the player on side B (CTRL_SELF / CTRL_FOE) has at least A free Monster
    # Zones (U08: Scapegoat needs room for its 4 Tokens).
    COND_FREE_ZONES = 60
    # COND_NOT_SUMMONED: the player has not summoned a monster this turn (Scapegoat: "you
    # cannot Summon other monsters the turn you activate this card").
    COND_NOT_SUMMONED = 61
    # COND_CAN_SPECIAL_SUMMON: no effect forbids the player to Special Summon this turn (added
    # by the compiler to every effect that Special Summons: U08).
    COND_CAN_SPECIAL_SUMMON = 62
    # COND_SELF_ARRIVED_FACE_UP: the effect's card was Normal (or Tribute) Summoned or flipped
    # face-up this turn (Spirit monsters: Tsukuyomi, Asura Priest).
    COND_SELF_ARRIVED_FACE_UP = 63
    # COND_CAN_FUSE: a Fusion Monster of the player's Extra Deck has all its materials in their
    # hand or on their field (U08: Polymerization).
    COND_CAN_FUSE = 64

cpdef enum:
    # EV_END_PHASE_ANY: the End Phase, for every face-up monster of both players (EV_END_PHASE
    # is "during your End Phase", the turn player's only): a Spirit returns in either.
    EV_END_PHASE_ANY = 1 << 18

cpdef enum:
    # OP_SUMMON_LINKED: Special Summon selection A in position B (POS_*) for the effect's
    # player; if it arrived and the effect's card is still on the field, link the two: C
    # LINKK_* bits on the effect's card (what its leaving does to the monster), D on the
    # monster (what its leaving does to the card); E 1: equip the card to it (Premature Burial).
    OP_SUMMON_LINKED = 120
    # OP_CONTROL_LINKED: the effect's Equip Card, if equipped to selection A, takes control of
    # it for as long as it stays equipped (Snatch Steal).
    OP_CONTROL_LINKED = 121
    # OP_SUMMON_TOKENS: Special Summon B Tokens of card row A on side C (CTRL_*) in position D,
    # with SR_* summoning rules E (Scapegoat, Ojama Trio).
    OP_SUMMON_TOKENS = 122
    # OP_LOCK_SUMMONS: the effect's player cannot Normal, Flip or Special Summon for the rest of
    # the turn; Sets stay allowed (Scapegoat).
    OP_LOCK_SUMMONS = 123
    # OP_EACH_REVIVES: each player in turn, the effect's player first, chooses 1 card of
    # filter A (read from that player's side: "self" is the chooser) and Special Summons it in
    # position B (The Shallow Grave: a monster from their own GY, face-down Defense).
    OP_EACH_REVIVES = 124
    # OP_FUSION_SUMMON: choose a Fusion Monster in the player's Extra Deck whose materials are
    # in their hand or on their field, choose the materials one by one, send them to the GY
    # together, Special Summon the Fusion Monster in the chosen position (Polymerization).
    OP_FUSION_SUMMON = 125
    # OP_MATERIALS: the passcodes A..E of a Fusion Monster's materials (0: none); data only.
    OP_MATERIALS = 126

cpdef enum:
    # The targets of the first group only, of the second group only (Book of Life: summon the
    # first target, banish the second).
    SEL_FIRST_TARGETS = 25
    SEL_SECOND_TARGETS = 26

cpdef enum:
    # APPLY_FOE_STANDBY_LP: the opponent of the card's controller gains A LP in each of their
    # Standby Phases (Snatch Steal).
    APPLY_FOE_STANDBY_LP = 30

cpdef enum:
    # LING_NO_SUMMON: the player cannot Normal, Flip or Special Summon this turn (Sets allowed).
    LING_NO_SUMMON = 40

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
    # (40 and 41 are free: destroy-and-banish and move-all are the activated family's 66, 68.)
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
    # (46 is free: draw-per-count is the activated family's 79.)
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

# ---- The scorpions family (GOAT format): modal effects, Deck-top operations, direct attacks ----
# (vm/ops_scorpions.pyx; numbers: OP 49-59, APPLY 41-44, FXF bits 17-18, FXK 12, FF bit 11)
cpdef enum:
    # FXK_MODE: one mode of the modal effect in the row above it (its head, FXF_MODAL: "activate
    # 1 of these effects"). A mode row is never queued or activated by itself: the head's
    # activation chooses one of its legal modes, and the chain link then holds the mode's row
    # (its conditions, targets and operations). The compiler copies the head's speed, flags and
    # conditions into each of its modes.
    FXK_MODE = 12

cpdef enum:
    # FXF_MODAL: the effect is a choice of modes, the FXK_MODE rows right after it; it can be
    # activated while one of them could be (U08), and its player picks one at activation
    # (DEC_OPTION, ACT_OPTION + the mode's index), before its targets are chosen.
    FXF_MODAL = 1 << 17

cpdef enum:
    # OP_MILL: player A (CTRL_*) sends the top B cards of their Deck to the GY (as many as
    # there are): "send the top 2 cards of your opponent's Deck to the Graveyard".
    OP_MILL = 49
    # OP_DECK_TOP_OR_BOTTOM: the effect's player looks at the top card of player A's Deck
    # (CTRL_*) and leaves it there (ACT_NO) or puts it at the bottom (ACT_YES), DEC_YESNO
    # (Dark Scorpion - Chick the Yellow). The opponent does not see it.
    OP_DECK_TOP_OR_BOTTOM = 50

cpdef enum:
    # APPLY_DIRECT_ATTACK: monsters matching filter A may attack the opponent directly even
    # while the opponent controls monsters (Reaper on the Nightmare).
    APPLY_DIRECT_ATTACK = 41
# ---- misc family (GOAT): Spell Counters, negating Fusions, battle-related monsters -------------
cpdef enum:
    # FF_COUNTER_ROOM: the F_CODE list holds, after its passcodes, each card's most counters (0:
    # no maximum); a card matches if it holds fewer than that ("a card you can place a Spell
    # Counter on": Apprentice Magician).
    FF_COUNTER_ROOM = 1 << 14

cpdef enum:
    # COND_CARD_BELOW_KIND: the chain link directly below is the activation of a Spell/Trap
    # Card whose type has every bit of A and none of B ("when a Normal Trap Card is activated":
    # A TYPE_TRAP, B its subtypes; Ryu Senshi, Dark Balter the Terrible).
    COND_CARD_BELOW_KIND = 47

cpdef enum:
    # EV_ATTACKED_BEFORE_CALC: a face-up Attack Position monster is attacked: raised for it at the
    # start of the Damage Step, before damage calculation (Reflect Bounder); the related card
    # is the attacker.
    EV_ATTACKED_BEFORE_CALC = 1 << 27
    # EV_DESTROYED_WHILE_EQUIPPED: an Equip Card that was equipped to a monster was destroyed
    # and sent from the field to the GY (not sent by a cost or "send"): raised for the card in
    # the GY (Butterfly Dagger - Elma).
    EV_DESTROYED_WHILE_EQUIPPED = 1 << 28

cpdef enum:
    # APPLY_NEGATE_BATTLE_VICTIMS: a monster destroyed by battle with a monster matching filter A
    # has its effects negated: its FLIP and the triggers of its destruction (destroyed by
    # battle, sent to the GY) do not activate (Dark Balter the Terrible).
    APPLY_NEGATE_BATTLE_VICTIMS = 45
    # APPLY_NO_BATTLE_DAMAGE_INVOLVING: battle damage to the controller of a monster matching
    # filter A, from a battle it is in, becomes 0 (Dark Flare Knight).
    APPLY_NO_BATTLE_DAMAGE_INVOLVING = 46
    # APPLY_DESTROYED_AFTER_ATTACKED: a monster matching filter A attacked in face-up Attack
    # Position is destroyed right after damage calculation (CF_DESTROY_AFTER_CALC; no chain);
    # one destroyed by that battle goes as that; with no damage calculation it stays
    # (Reflect Bounder).
    APPLY_DESTROYED_AFTER_ATTACKED = 47
# ---- The burn family (GOAT format): Tokens that burn, counting Standby Phases -----------------
# Ranges: OP 91-99 and 32-35, COND 53-56, APPLY 25-29, LING 37-39, EV bits 25-26, FXF bits
# 19-20, FXK 13, SEL 15-17, FF bit 12.
cpdef enum:
    # A monster was destroyed in a Monster Zone: it went to the GY by destruction (not Tributed,
    # sent, or used as a cost or a material: SR_NOT_DESTROYED), or it was a Token destroyed
    # there (it vanishes, never reaching the GY). Raised for the card itself only, for the
    # player who controlled it (the Ojama Token damages its controller), by proc/move.pyx.
    EV_DESTROYED = 1 << 25

cpdef enum:
    # APPLY_COUNT_STANDBY: in each of its controller's Standby Phases this card gets a counter
    # (CARD_COUNTERS), at the start of the phase: a count kept by the rules, not an effect
    # activated (Wave-Motion Cannon counts the Standby Phases since it was activated).
    APPLY_COUNT_STANDBY = 25
    # APPLY_POSITION_LOCK: monsters of filter A cannot change their battle position, by hand or
    # by a Flip Summon (Nightmare Wheel's monster).
    APPLY_POSITION_LOCK = 26
    # APPLY_GOES_WITH_LINKED: this card is destroyed once the card it is linked to (CARD_LINKED,
    # set by OP_LINK_TARGET) has left the field (Nightmare Wheel: "when it leaves the field").
    APPLY_GOES_WITH_LINKED = 27

cpdef enum:
    # OP_LINK_TARGET: if the effect's card is still face-up on the field, it is linked to
    # selection A (its first card) for as long as that card stays in the same stint: FF_LINKED
    # finds it. Nothing happens to the target when the card leaves (CARD_LINK_KIND 0).
    OP_LINK_TARGET = 91

cpdef enum:
    # Filter flag: the card the effect's card is linked to (OP_LINK_TARGET), in the stint it was
    # linked in (a monster turned face-down since is no longer the selected one).
    FF_LINKED = 1 << 12

cpdef enum:
    # FXF_FACE_DOWN: a Quick effect its controller may activate while this monster is face-down
    # in Defense Position (Big Shield Gardna).
    FXF_FACE_DOWN = 1 << 19

cpdef enum:
    # COND_SPELL_TARGETS_ONLY_SELF: the link directly below is a Spell Card's activation whose
    # one and only target is this card, face-down (Big Shield Gardna).
    COND_SPELL_TARGETS_ONLY_SELF = 53
    # COND_ATTACKED: this card is the monster being attacked (the battle in progress; the
    # attack target stays known up to the end of the Damage Step).
    COND_ATTACKED = 54

cpdef enum:
    # SEL_SELF_FACE_DOWN: the effect's card, still the one that activated, face-down in a
    # Monster Zone (Big Shield Gardna turns itself face-up).
    SEL_SELF_FACE_DOWN = 15

cpdef enum:
    # COND_CALCULATING: this card is in the battle in progress (attacker or attack target), its
    # damage calculation comes next (the Damage Step before calculation, HDR_DAMAGE_CALCULATED 0:
    # "during damage calculation" effects are activated in that last window), and it has no
    # boost for it yet, nor one waiting on the chain ("once per battle": Injection Fairy Lily).
    COND_CALCULATING = 55
    # COND_WOULD_DESTROY_OWN_TRAP: the link directly below is the opponent's, and its resolution
    # would destroy a Trap Card the player controls (a target, or one a "destroy all" filter
    # matches now): Fake Trap.
    COND_WOULD_DESTROY_OWN_TRAP = 56

cpdef enum:
    # OP_BOOST_FOR_CALCULATION: this card, face-up in a Monster Zone, gains A ATK for the next
    # damage calculation only (LING_CALC_STATS, removed right after it).
    OP_BOOST_FOR_CALCULATION = 92

cpdef enum:
    # LING_CALC_STATS: like LING_STATS (VALUE, VALUE2 on LINGER_CARD), until the end of the
    # damage calculation in progress (proc/damage_step.pyx removes it there).
    LING_CALC_STATS = 37

cpdef enum:
    # LING_TRAPS_SPARED: the Trap Cards LINGER_PLAYER controls are not destroyed by the chain
    # link of index LINGER_VALUE (Fake Trap: "destroy this card instead"); cleared when the chain
    # is done.
    LING_TRAPS_SPARED = 38

cpdef enum:
    # OP_SPARE_TRAPS: this card (a Trap) is destroyed, and the link directly below it destroys no
    # Trap Card of the effect's player when it resolves (LING_TRAPS_SPARED). Fake Trap.
    OP_SPARE_TRAPS = 93

cpdef enum:
    # FXF_COPIES_BELOW: a Spell activated only in answer to its player's own Normal Spell Card
    # (the link directly below); once its costs are paid its effect becomes that Spell's (its
    # targets, conditions and operations; not its costs): Serial Spell.
    FXF_COPIES_BELOW = 1 << 20

cpdef enum:
    # OP_COST_DISCARD_HAND: a cost: the player discards every card in their hand (at least one).
    OP_COST_DISCARD_HAND = 94
# ---- The fusion family (GOAT, issue 8): Fusion Monsters, Metamorphosis, Ritual Summons -------
# Its ranges: OP_* 127-139, COND_* 65-69, APPLY_* 31-35, LING_* 41-44, EV bit 24, FXF bits
# 15-16, FXK 10-11, SEL_* 27-29, FF bits 8-9.

cpdef enum:
    # FF_FUSION_LEVEL: a monster whose Level a Fusion Monster in the filter's player's Extra
    # Deck shares (Metamorphosis: only such a monster can be Tributed, U08).
    FF_FUSION_LEVEL = 1 << 8

cpdef enum:
    # OP_SUMMON_FROM_EXTRA: the effect's player chooses a card of filter A in their Extra Deck
    # and Special Summons it face-up in the position they choose (not a Fusion Summon). B:
    # EXTRAF_* bits.
    OP_SUMMON_FROM_EXTRA = 127
    # EXTRAF_NOTED_LEVEL: only one of the Level the cost noted (LINK_DECLARED: Metamorphosis).
    EXTRAF_NOTED_LEVEL = 1
    # EXTRAF_FOR_THE_TURN: it cannot attack directly and goes back to the Extra Deck in this
    # turn's End Phase (LING_FROM_EXTRA_FOR_TURN: Magical Scientist).
    EXTRAF_FOR_THE_TURN = 2
    # EXTRAF_AS_SYNCHRO: "it is treated as a Synchro Summon" (Stardust Warrior (3)): the summon
    # is the monster's proper summon (CF_PROPER, H09) of kind SUMMON_SYNCHRO, so its "if Synchro
    # Summoned" effects see it and it can be revived later (sclause).
    EXTRAF_AS_SYNCHRO = 4

cpdef enum:
    # LING_FROM_EXTRA_FOR_TURN: LINGER_CARD (in its stint) cannot attack directly and is returned
    # to its owner's Extra Deck in the End Phase of the turn it lasts to.
    LING_FROM_EXTRA_FOR_TURN = 41

cpdef enum:
    # OP_COST_CHOOSE's D word: the chosen card is Tributed (sent to the GY, not destroyed) and
    # its Level noted in the link (LINK_DECLARED) for the resolution.
    COSTF_TRIBUTE_NOTING_LEVEL = 1

cpdef enum:
    # APPLY_ABSORB: this card's ATK and DEF become the printed ATK and DEF of the Monster Card
    # its absorbing effect equipped to it (0 while that card is face-down), and if it would be
    # destroyed by battle, that card is destroyed instead (Thousand-Eyes Restrict).
    APPLY_ABSORB = 31
    # (32 is free: the position lock is the burn family's APPLY_POSITION_LOCK, 26.)

cpdef enum:
    # COND_CAN_ABSORB: the effect's card has no Monster Card equipped by its absorbing effect
    # ("max. 1") and its controller has a free Spell & Trap Zone.
    COND_CAN_ABSORB = 65

cpdef enum:
    # OP_ABSORB: the target monster becomes an Equip Card equipped to the effect's card, in a
    # Spell & Trap Zone of that card's controller (face-down if it was); it is a new card there
    # (AD01), owned as before (Thousand-Eyes Restrict, Relinquished).
    OP_ABSORB = 128

cpdef enum:
    # COND_CAN_RITUAL: the player can Ritual Summon a card of passcode A from their hand now
    # (OP_RITUAL_SUMMON's requirements: Tributes enough, a free zone, no summon lock).
    COND_CAN_RITUAL = 66

cpdef enum:
    # OP_RITUAL_SUMMON: a Ritual Summon of a card of passcode A from the player's hand: choose
    # it, then Tributes from their hand or field one by one until their Levels total its Level
    # or more (at most 3), sent to the GY together (not destroyed); it comes face-up in the
    # position chosen (Black Illusion Ritual).
    OP_RITUAL_SUMMON = 129

cpdef enum:
    # OP_COIN_DESTROY: toss A coins (the buffer's RNG) and destroy as many cards matching
    # filter B as possible, at most one per heads: all of them when they are no more than the
    # heads, else the effect's player chooses that many (not targeted); destroyed together
    # (Gatling Dragon). A is at most 3.
    OP_COIN_DESTROY = 130

cpdef enum:
    # APPLY_UNTARGETABLE_BY_FOE: the opponent of this card's controller cannot target cards
    # matching filter A (read from this card's controller's side) with any effect (King Dragun).
    APPLY_UNTARGETABLE_BY_FOE = 33
# ---- The chaos family (GOAT format): banishing, the banished zone, attacks of its monsters ----
# (vm/ops_chaos.pyx; numbers: OP 82-90, COND 8-12, APPLY 6-9, LING 9-12, FXF bits 12-13)
cpdef enum:
    # FXF_SHARES_ONCE: the effect's once-per-turn limit is the one of the effect row just
    # before it ("once per turn, you can activate 1 of these effects": Black Luster Soldier).
    FXF_SHARES_ONCE = 4096
    # FXF_ONCE_PER_COPY: once per turn for this copy of the card, in its stint (AH05: a soft
    # limit; another copy may use its own; LING_MARK MARK_COPY_USED).
    FXF_ONCE_PER_COPY = 8192

cpdef enum:
    # OP_NO_ATTACK_THIS_TURN (a cost instruction): the effect's own card cannot declare an
    # attack for the rest of the turn ("this card cannot attack the turn you activate this
    # effect": Chaos Sorcerer). Paid at activation, so a negated effect still costs the attack.
    OP_NO_ATTACK_THIS_TURN = 82
    # OP_ATTACK_AGAIN: the effect's own card, face-up on the field in the same stint, may
    # declare one more attack this turn (Black Luster Soldier's second attack).
    OP_ATTACK_AGAIN = 83
    # OP_STATS_PER_PAID: the effect's own card gets A ATK and B DEF for each card paid as the
    # cost (LINK_PAID), until the end of the opponent's next turn (C 1) or of this turn (C 0).
    OP_STATS_PER_PAID = 84

cpdef enum:
    # COND_NOT_ATTACKED: the effect's own card has not declared an attack this turn.
    COND_NOT_ATTACKED = 8

cpdef enum:
    # APPLY_ATTACK_ALL: monsters matching filter A may attack each of the opponent's monsters
    # once per turn (a direct attack only as their first attack: Asura Priest).
    APPLY_ATTACK_ALL = 6
    # APPLY_NO_GY_BANISH: the opponent of the applier's controller cannot banish cards from
    # either GY (Kycoo the Ghost Destroyer): not as a cost (a summoning procedure, OP_COST_CHOOSE
    # to the banished pile) nor by OP_BANISH.
    APPLY_NO_GY_BANISH = 7

cpdef enum:
    # LING_SELF_NO_ATTACK: LINGER_CARD (in its stint) cannot declare an attack this turn.
    LING_SELF_NO_ATTACK = 9
    # LING_ATTACKED_BY: LINGER_CARD (in its stint) was attacked this turn by the monster
    # LINGER_VALUE, in that monster's stint LINGER_VALUE2 (APPLY_ATTACK_ALL: once each).
    LING_ATTACKED_BY = 10
    # LING_BANISH_AT_END: LINGER_CARD (in its stint, on the field) is banished in the End
    # Phase of this turn (Return from the Different Dimension).
    LING_BANISH_AT_END = 11
    # LING_MARK: LINGER_CARD (in its stint) is marked: LINGER_VALUE a MARK_* kind, LINGER_VALUE2
    # its datum. Until the end of LINGER_UNTIL_TURN, or for the whole duel (0: MARK_DUEL_USED).
    LING_MARK = 12

cpdef enum:
    # LING_MARK kinds. MARK_COPY_USED: it used effect row VALUE2 this turn (FXF_ONCE_PER_COPY).
    # MARK_DESTROYED: destroyed on the field and sent to the GY this turn, VALUE2 the player
    # whose card effect destroyed it plus 1 (0: by battle or a rule). MARK_DUEL_USED: its effect
    # row VALUE2 was used, once per Duel (any later stint too).
    MARK_COPY_USED = 1
    MARK_DESTROYED = 2
    MARK_DUEL_USED = 3
    # MARK_DESTROYED_BY_FOE: destroyed by an effect of its owner's opponent while its owner
    # controlled it; lasts until the turn of its owner's next Standby Phase (Vampire Lord).
    MARK_DESTROYED_BY_FOE = 4

# ---- ATK/DEF layers (AA): an activated "its ATK/DEF become" (proc/continuous.pyx become_stats) --
cpdef enum:
    # LING_BECOME: an activated "its ATK/DEF become" on LINGER_CARD (AA02), for its stint
    # (LINGER_UNTIL_TURN 0) or to the end of turn LINGER_UNTIL_TURN; one record for the values
    # and one per continuous modifier it overrode. The values' record (LINGER_SOURCE NO_CARD):
    # LINGER_VALUE the ATK, LINGER_VALUE2 the DEF it becomes (STAT_KEPT: that stat is not set);
    # for a stat it sets, the stat records (LING_STATS, ...) before it no longer count. An
    # overridden modifier's record: the stat appliers of LINGER_SOURCE, in its stint
    # LINGER_VALUE, no longer count on LINGER_CARD for the stats of LINGER_VALUE2 (BECOME_ATK,
    # BECOME_DEF), even once that source leaves (p.139); back in a new stint it counts again.
    LING_BECOME = 90
    # LING_BATTLE_BECOME: the same, until the end of the Battle Phase (Speed Warrior; dropped
    # with LING_BATTLE_STATS).
    LING_BATTLE_BECOME = 91
    # A stat a "becomes" leaves as it is.
    STAT_KEPT = -1
    # The stats an overridden modifier's record covers.
    BECOME_ATK = 1
    BECOME_DEF = 2

cpdef enum:
    # EV_END_PHASE_IN_GY: the End Phase, for every card in either GY ("during the End Phase, if
    # this card is in the GY": Twin-Headed Behemoth); raised only in a duel with such a trigger.
    EV_END_PHASE_IN_GY = 1 << 19

cpdef enum:
    # COND_DESTROYED_THIS_TURN: the effect's card is in the GY, destroyed on the field and sent
    # there this turn (MARK_DESTROYED). COND_NOT_USED_IN_DUEL: this copy has not used this
    # effect in the duel (MARK_DUEL_USED).
    COND_DESTROYED_THIS_TURN = 9
    COND_NOT_USED_IN_DUEL = 10

cpdef enum:
    # OP_BECOME_STATS: the effect's card, face-up in a Monster Zone, has ATK A and DEF B
    # (STAT_KEPT: that one is not changed) for as long as it stays there face-up: an activated
    # "becomes" (LING_BECOME), overriding the modifiers applied before it (AA02); later ones
    # add to it (AA03, AA07).
    OP_BECOME_STATS = 85
    # OP_USE_ONCE_PER_DUEL (a cost instruction): mark the effect as used by this copy for the
    # rest of the duel (MARK_DUEL_USED).
    OP_USE_ONCE_PER_DUEL = 86
    # OP_FOE_SENDS_DECLARED: the opponent chooses 1 card of the kind declared at activation
    # (DECLARE_CARD_KIND) in their Deck and sends it to the GY (not destroyed); the Deck is
    # shuffled (C11). With none, nothing happens (Vampire Lord).
    OP_FOE_SENDS_DECLARED = 87

cpdef enum:
    # OP_DECLARE's kind A: a kind of card, Monster, Spell or Trap (DEC_OPTION, ACT_OPTION + 0..2).
    DECLARE_CARD_KIND = 2
    N_DECLARABLE_KINDS = 3

cpdef enum:
    # COND_DESTROYED_BY_FOE: the effect's card is in its owner's GY, destroyed there by a card
    # effect of the opponent while its owner controlled it, and this is that owner's first
    # Standby Phase since (MARK_DESTROYED_BY_FOE, which lasts until that turn).
    COND_DESTROYED_BY_FOE = 11

cpdef enum:
    # OP_SUMMON_CHOSEN's word E (SUMMON_CHOSEN_* bits): "as many as possible" (the player may
    # not stop while one can still be summoned); each summoned card is banished in the End
    # Phase (LING_BANISH_AT_END); never two cards of one name (scorpions: CF_SUMMONED_NOW).
    SUMMON_CHOSEN_ALL = 1
    SUMMON_CHOSEN_BANISH_AT_END = 2
    SUMMON_CHOSEN_ONE_PER_NAME = 4

cpdef enum:
    # OP_COST_CHOOSE's word D bit: "up to B" cards (one is enough; after it the player may stop).
    # A bit of its own (debts): at 1 it was COSTF_TRIBUTE_NOTING_LEVEL too, so an "up to" cost
    # noted the Level of each card it took (over the Level a cost before it had noted).
    COST_UP_TO = 1 << 7
    # OP_COST_CHOOSE's word D bit (debts, vocab cost_tribute): the cost is a Tribute of monsters
    # the player controls (G04: "Tributed", sent to the GY, not destroyed). Paid as any move of
    # a monster from the field to the GY; the bit names it so for the log (pysim/events.py).
    COSTF_TRIBUTE = 1 << 8


# ---- MR3 summons (xyz helper): Synchro and Xyz Summons, Xyz Materials (proc/extra_summon.pyx,
# vm/ops_xyz.pyx) ------------------------------------------------------------------------------
cpdef enum:
    # FXK_EXTRA_MATERIALS: a Synchro or Xyz Monster's material requirements, never activated
    # (K03, K07: not an effect, not negated). Synchro: FX_TARGET_FILTER the Tuner must match,
    # FX_TARGET2_FILTER every non-Tuner must (-1: any). Xyz: FX_TARGET2_FILTER every material
    # must match (-1: any), FX_TARGET_COUNT materials (0: 2). Without one: 1 Tuner + 1 or more
    # non-Tuners, or 2 materials.
    FXK_EXTRA_MATERIALS = 13
    # Xyz Materials an Xyz Monster takes when its card says nothing (L01).
    DEFAULT_XYZ_MATERIALS = 2

cpdef enum:
    # COND_MATERIALS_AT_LEAST: the effect's card has at least A Xyz Materials (U08: a detach
    # cost must be payable).
    COND_MATERIALS_AT_LEAST = 70
    # COND_SUMMONED_BY: the effect's card arrived on the field by a summon of kind A
    # (SUMMON_SYNCHRO, SUMMON_XYZ ...): "if this card was Synchro Summoned".
    COND_SUMMONED_BY = 71

cpdef enum:
    # OP_COST_DETACH (a cost instruction): detach A Xyz Materials from the effect's card; they
    # go to the GY (L08), the lowest card ids first.
    OP_COST_DETACH = 140
# ---- MR3 Pendulum (pend helper) ----------------------------------------------------------------
cpdef enum:
    # FXF_PENDULUM: a Pendulum Effect (M03, M06): it works only while its card is in a Pendulum
    # Zone, where the card's monster effects do not; an activated one is Spell Speed 1 and does
    # not resolve if its card left the zone in response.
    FXF_PENDULUM = 1 << 29
    # FXF_PENDULUM_PLACE: the rules' own activation of a Pendulum Monster card from the hand as a
    # Spell Card, placing it in a free Pendulum Zone (M02, M05: no Pendulum Effect activates
    # with it). The card data gives every Pendulum Monster card this row first (carddb.py).
    FXF_PENDULUM_PLACE = 1 << 30
# ---- MR3 leave family (docs/mr3-cards.md section 7: 1, 6, 8, 9; vm/ops_leave.pyx) ---------------
cpdef enum:
    # EV_SENT_TO_GY: the card itself went to the GY from anywhere (the field, the hand, the Deck,
    # the banished cards), raised with the "from the field"/"from the hand" events (Sonic Warrior).
    EV_SENT_TO_GY = 1 << 13
    # FXF_FROM_GY: an Ignition effect activated while its card is in its owner's GY (Quillbolt
    # Hedgehog); the card data marks such a card DBF_GY_EFFECT so its GY stay is an activator.
    FXF_FROM_GY = 1 << 25

cpdef enum:
    # OP_GROUP_LASTING_STATS: every card matching filter A gets B ATK and C DEF for as long as it
    # stays face-up on the field (a LING_STATS with no end turn each; Sonic Warrior).
    OP_GROUP_LASTING_STATS = 165
    # OP_SPECIAL_SUMMON's word B: the position the text names (POS_NONE: the player chooses,
    # H03); word C: RIDER_* bits the summoned monster gets (below).
    RIDER_NEGATED = 1
    RIDER_BANISH_ON_LEAVE = 2
    # OP_STATS_IF_PAID_MATCHES: the effect's own card, face-up in a Monster Zone, gets B ATK and
    # C DEF for as long as it stays there if the card its cost noted (COSTF_NOTE_PAID: LINK_CHOSEN)
    # matches filter A (Genex Ally Birdman: +500 if the monster it returned was WIND).
    OP_STATS_IF_PAID_MATCHES = 166
    # OP_COST_CHOOSE's word D bit: the chosen card is noted in the link (LINK_CHOSEN).
    COSTF_NOTE_PAID = 2
    # SEL_SELF_IN_HAND: the effect's own card if it is still in its owner's hand.
    SEL_SELF_IN_HAND = 32

cpdef enum:
    # LING_NEGATED: the card's effects are negated while it stays face-up on the field in this
    # stint (Junk Synchron's "its effects are negated"; read by the locks' refresh_negation).
    LING_NEGATED = 55
    # LING_BANISH_ON_LEAVE: the card is banished instead of going anywhere else when it leaves
    # the field in this stint (proc/move.pyx; Quillbolt Hedgehog, Plaguespreader Zombie).
    LING_BANISH_ON_LEAVE = 56

cpdef enum:
    # COND_NORMAL_SUMMONED_THIS_TURN: the effect's card is on the field, Normal (or Tribute)
    # Summoned this turn in its current stint (Genex Neutron, Speed Warrior).
    COND_NORMAL_SUMMONED_THIS_TURN = 85
    # COND_AFTER_COST: the count of filter A is at least B once the cost program's chosen
    # cards are paid (U08 "must be able to" after the cost: One for One); checked at activation
    # against the cheapest payment, and each cost choice must keep it true.
    COND_AFTER_COST = 86
    # COND_EXTRA_DECK_FEWER: the player has at least A fewer cards in their Extra Deck than
    # their opponent (Re-Cover).
    COND_EXTRA_DECK_FEWER = 87
    # COND_PIERCED: in the battle in progress the player's attacker, matching filter A, has
    # more ATK than its Defense Position target's DEF: the battle damage it inflicts is piercing
    # (for a "battle_damage" trigger: Drill Synchron).
    COND_PIERCED = 88

# ---- MR3 battle helper (the leave family's ranges; vm/ops_leave.pyx): battle damage doubled,
# battle appliers granted to a monster for the turn (Scrap Fist, Odd-Eyes Pendulum Dragon) ------
cpdef enum:
    # APPLY_DOUBLE_BATTLE_DAMAGE: battle damage a monster matching filter A inflicts on its
    # controller's opponent by battling an opponent's monster is doubled (not a direct attack;
    # two doublings do not multiply: x2 once). Odd-Eyes Pendulum Dragon.
    APPLY_DOUBLE_BATTLE_DAMAGE = 55
    # OP_BATTLE_GRANTS: each card of selection A (SEL_*) still face-up in a Monster Zone gets the
    # GRANT_* bits B until the end of this turn (LING_BATTLE_GRANTS, for its stint), each read
    # in a battle of that monster with an opponent's monster (Scrap Fist).
    OP_BATTLE_GRANTS = 167
    # LING_BATTLE_GRANTS: LINGER_VALUE GRANT_* bits on LINGER_CARD; LINGER_PLAYER is "you" (the
    # player of the effect that granted them).
    LING_BATTLE_GRANTS = 57
    # GRANT_* bits: it inflicts piercing damage; the battle damage the opponent of LINGER_PLAYER
    # takes from its battles is doubled; it is not destroyed by those battles; at the end of the
    # Damage Step the opponent's monster it battled is destroyed; the opponent of LINGER_PLAYER
    # cannot activate cards or effects from its attack declaration to the end of the Damage
    # Step of its battle with an opponent's monster.
    GRANT_PIERCE = 1
    GRANT_DOUBLE_DAMAGE = 2
    GRANT_NOT_DESTROYED = 4
    GRANT_DESTROY_FOE = 8
    GRANT_FOE_NO_ACTIVATION = 16
    GRANT_ALL = 31
    # COND_BATTLE_STEP: it is the Battle Step (not the Start, Damage or End Step: F01); A 1: and
    # no chain is open (Speed Warrior).
    COND_BATTLE_STEP = 89
    # OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END: the effect's own card, face-up in a Monster Zone,
    # has A times its original ATK until the end of the Battle Phase ("its ATK becomes double its
    # original ATK": an activated "becomes", LING_BATTLE_BECOME, as OP_BECOME_STATS: AA02).
    OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END = 168
# ---- MR3 quick family (vm/ops_quick.pyx): hand Quick effects, negating attacks and ending the
# Battle Phase, re-Setting a Trap, summon negation as an effect, chain limits on a target ------
cpdef enum:
    # COND_FOE_MAIN_PHASE: it is the opponent's Main Phase 1 or 2 (Effect Veiler).
    COND_FOE_MAIN_PHASE = 90
    # COND_SUMMONS_BELOW: the chain link directly below is the activation of a card or effect
    # whose resolution includes a Special Summon (H15-H16; Solemn Warning): its effect carries
    # the compiler's COND_CAN_SPECIAL_SUMMON, or summons for each player / from an excavation.
    COND_SUMMONS_BELOW = 91
    # COND_FOE_SUMMONED_EFFECT_BELOW: the link directly below is the opponent's activation of
    # the effect of a monster on their field (not a card activation) that was Special Summoned
    # this turn, still that monster (Traptrix Trap Hole Nightmare).
    COND_FOE_SUMMONED_EFFECT_BELOW = 92
    # COND_FOE_FACEUP_SPELL_EFFECT_BELOW: the link directly below is the opponent's activation
    # of the effect of a face-up Spell/Trap already on the field (a Spell & Trap, Field or
    # Pendulum Zone card; not the activation of a card, U01), still that card (Scrap-Iron Statue).
    COND_FOE_FACEUP_SPELL_EFFECT_BELOW = 93
    # COND_OWN_BATTLER_CALCULATING: in the Damage Step, damage calculation comes next (the
    # last window before it), and the player's monster in the battle in progress (attacker or
    # attack target) is face-up on the field and fits filter A ("during damage calculation, if
    # your ... battles": Rush Warrior).
    COND_OWN_BATTLER_CALCULATING = 94
    # SEL_BELOW_CARD: the card of the link directly below, if it is still that card (its stint)
    # on the field ("destroy that card": Scrap-Iron Statue).
    SEL_BELOW_CARD = 34

cpdef enum:
    # OP_SET_AGAIN: the effect's own card, still the face-up card that was activated in its
    # Spell & Trap Zone, is Set face-down there instead of going to the GY (W11 leaves it; a
    # new stint, Set this turn: S01). Scrap-Iron Scarecrow, Scrap-Iron Statue.
    OP_SET_AGAIN = 180
    # OP_NEGATE_UNTIL_END: each selected face-up monster (still the one targeted) has its
    # effects negated until the end of this turn (LING_NEGATED_THIS_TURN; Effect Veiler). The duel's
    # HDR_LOCKS gets LOCK_NEGATION for it (vm/ops_locks.pyx lock_bits_of_row).
    OP_NEGATE_UNTIL_END = 181
    # OP_NEGATE_AND_DESTROY_ANY: negate the activation of the link directly below (S10) and
    # destroy its card wherever it is on the field (a monster too: Solemn Warning, Traptrix);
    # A = 1: negate only the effect (LF_EFFECT_NEGATED: "negate that effect").
    OP_NEGATE_AND_DESTROY_ANY = 182
    # OP_REPAY_DAMAGE: inflict to the opponent of the effect's controller the effect damage
    # recorded for this card (its oldest LING_DAMAGE_TO_REPAY record, for its stint: a
    # Continuous Trap no longer face-up on the field does nothing), and drop the record
    # (Doppelganger: "inflict the same damage to your opponent").
    OP_REPAY_DAMAGE = 183
    # OP_DOUBLE_FOR_CALCULATION: the player's monster in the battle in progress, face-up on the
    # field, gains its current ATK (its ATK becomes double) for that damage calculation only
    # (LING_CALC_STATS, as OP_BOOST_FOR_CALCULATION; Rush Warrior).
    OP_DOUBLE_FOR_CALCULATION = 184

cpdef enum:
    # LING_END_BATTLE: the Battle Phase of this turn ends: the Battle Step goes on to the End
    # Step (F08) at its next decision (Swift Scarecrow). No card, no value.
    LING_END_BATTLE = 60
    # LING_NEGATED_THIS_TURN: LINGER_CARD (in its stint LINGER_STINT) has its effects negated
    # until the end of the turn (OP_NEGATE_UNTIL_END; the leave family's LING_NEGATED lasts its
    # stint instead).
    LING_NEGATED_THIS_TURN = 61
    # LING_DAMAGE_TO_REPAY: LINGER_CARD (in its stint LINGER_STINT), whose EV_EFFECT_DAMAGE
    # trigger was queued, is to repay LINGER_VALUE effect damage (OP_REPAY_DAMAGE); until the
    # end of the turn at most.
    LING_DAMAGE_TO_REPAY = 62

cpdef enum:
    # EV_FOE_HAND: a marker in a trigger's FX_EVENTS (never raised): it answers its events from
    # its owner's hand, and only events of the opponent (HDR_EVENT_PLAYER): Chaos Hunter. In the
    # duel's HDR_TRIGGER_EVENTS it says the hands are to be looked at (proc/triggers.pyx).
    EV_FOE_HAND = 1 << 20
    # EV_EFFECT_DAMAGE (second round): the card's controller took effect damage (LP lost) from
    # the resolving effect of a monster on their opponent's field, that opponent's effect
    # (Doppelganger). Answered by face-up cards on the damaged player's field; each trigger
    # queued records the damage (LING_DAMAGE_TO_REPAY). The event card is the monster.
    EV_EFFECT_DAMAGE = 1 << 23
    # (SEL_SELF_IN_HAND, the effect's own card still in its hand, is the leave family's 32.)

cpdef enum:
    # APPLY_NO_BANISH (continuous): cards cannot be banished: costs that banish cannot be paid,
    # summoning procedures that banish are not available, and banishing parts of effects leave
    # the cards (a "destroy and banish" sends to the GY). A = 0: neither player (Imperial Iron
    # Wall); A = 1: only the opponent of the card's controller (Chaos Hunter).
    APPLY_NO_BANISH = 60

cpdef enum:
    # FXF_NO_TARGET_RESPONSE: the cards this effect targets cannot be activated (nor their
    # effects) while its link is on the chain (Night Beam: "cannot be activated in response").
    FXF_NO_TARGET_RESPONSE = 1 << 26

# ---- MR3 pendulum family (docs/mr3-cards.md 5.1-5.4; the "pendulum" row of the table above) --
cpdef enum:
    # OP_SET_SCALE: the Pendulum Scales of the selection A (cards in a Pendulum Zone) become B
    # until the end of the turn (LING_SCALE); B SCALE_DECLARED: the value the player declared at
    # activation (DECLARE_SCALE, LINK_DECLARED); B SCALE_ORIGINAL: the card's printed Scales.
    OP_SET_SCALE = 195
    # APPLY_SCALE_UNLESS (a continuous Pendulum Effect): this card's Pendulum Scales are B
    # while no card in its controller's other Pendulum Zone fits filter A (Stargazer Magician).
    APPLY_SCALE_UNLESS = 65
    # APPLY_PENDULUM_SUMMON_ONLY (a continuous Pendulum Effect): this card's controller can
    # Pendulum Summon only monsters that fit filter A (Performapal Skullcrobat Joker).
    APPLY_PENDULUM_SUMMON_ONLY = 66
    # LING_SCALE: the card's Pendulum Scales (left << 8 | right) in LINGER_VALUE, in its
    # current stint, until the end of the turn; the latest record wins.
    LING_SCALE = 65
    # OP_DECLARE's A: a Pendulum Scale from 1 to 10 (ACT_OPTION + the value; Pendulum Shift).
    DECLARE_SCALE = 36
    SCALE_DECLARED = -1
    SCALE_ORIGINAL = -2
    # F_LEVEL_MAX value (FF_LEVEL_MIN clear): a Level strictly between the Pendulum Scales of the
    # two cards in the player's Pendulum Zones (M10's range: Pendulum Back); none without both.
    LEVEL_BETWEEN_SCALES = 99
    # FF_FACEUP_EXTRA: a card in the Extra Deck matches only face-up there (M07: "a face-up
    # Pendulum Monster in your Extra Deck").
    FF_FACEUP_EXTRA = 1 << 16
    # APPLY_NO_ACTIVATION_WHEN: cards that fit filter A (read from this card's controller's side)
    # cannot be activated, nor their effects, while B holds: WHEN_BATTLE_PHASE (the Battle
    # Phase: Odd-Eyes Meteorburst Dragon), WHEN_PENDULUM_BATTLES (the Damage Step of a battle of
    # a Pendulum Monster this card's controller controls: Stargazer / Timegazer Magician).
    APPLY_NO_ACTIVATION_WHEN = 67
    WHEN_BATTLE_PHASE = 1
    WHEN_PENDULUM_BATTLES = 2
    # OP_FUSION_SUMMON's (and COND_CAN_FUSE's) A: the materials only from the player's Monster
    # Zones ("using monsters you control": Performapal Trump Witch); 0: hand and field.
    FUSION_FIELD_ONLY = 1
    # OP_PLACE_IN_PZONE: up to B cards of filter A, chosen at resolution (DEC_CHOOSE), each placed
    # face-up in a free Pendulum Zone of the player: not an activation (M02: no chain link; a
    # searched Deck is shuffled, C11). Wisdom-Eye Magician.
    OP_PLACE_IN_PZONE = 196
    # SEL_SELF_SCALE: the effect's own card, still in its Pendulum Zone (the same stint, AD01).
    SEL_SELF_SCALE = 36
    # F_DEF_MAX value: a card in a Pendulum Zone whose Scales differ now from its printed ones
    # (Wisdom-Eye Magician); the DEF bound itself needs F_DEF_MAX >= 0.
    DEF_MAX_SCALE_CHANGED = -2
    # OP_BOOST_UNTIL_BATTLE_END: every face-up monster of filter A gains B ATK until the end of
    # the Battle Phase (LING_BATTLE_STATS, dropped as the turn leaves the Battle Phase: Silver Claw).
    OP_BOOST_UNTIL_BATTLE_END = 197
    # LING_BATTLE_STATS: as LING_STATS (LINGER_VALUE ATK, LINGER_VALUE2 DEF), until the Battle
    # Phase ends.
    LING_BATTLE_STATS = 66
    # EV_RETURNED_ONE_TO_HAND: one operation returned exactly 1 card from the field to the hand,
    # and that card was in a Monster Zone (the event card; HDR_EVENT_PLAYER: the effect's
    # player). Raised for every face-up monster watching it (Stargazer Magician: "exactly 1
    # Pendulum Monster you control (and no other cards) is returned to your hand").
    EV_RETURNED_ONE_TO_HAND = 1 << 21
    # OP_SUMMON_CHOSEN's E flag: only cards whose name (DB_CODE) is the name of the link's event
    # card ("Special Summon 1 monster with that name": Stargazer Magician).
    SUMMON_CHOSEN_EVENT_NAME = 16
    # OP_RULE_PZONE_NO_MONSTERS (FXK_RULE): the card can be activated in a Pendulum Zone only
    # while its player controls no monsters (Timegazer Magician); placed there by an effect
    # (not an activation, M02) it may be.
    OP_RULE_PZONE_NO_MONSTERS = 198
    # APPLY_PZONE_PROOF: the cards in a Pendulum Zone that fit filter A (read from this card's
    # controller's side) cannot be destroyed by card effects; B: PROOF_* flags. With
    # PROOF_FOE_ONLY only the effects of the opponent of that controller; with
    # PROOF_ONCE_PER_TURN only the first such destruction of each card each turn is stopped
    # (LING_PROOF_USED marks the card): Timegazer Magician.
    APPLY_PZONE_PROOF = 68
    PROOF_FOE_ONLY = 1
    PROOF_ONCE_PER_TURN = 2
    # LING_PROOF_USED: LINGER_CARD's once-per-turn protection (APPLY_PZONE_PROOF) was used this
    # turn, in its current stint.
    LING_PROOF_USED = 67
    # COND_DISTINCT_NAMES: the cards of filter A have at least B different names (DB_CODE): U08
    # for "add 2 ... with different names" (Pendulum Call).
    COND_DISTINCT_NAMES = 95
    # COND_NO_PENDULUM_FX_OF: the player has activated no Pendulum Effect of a card fitting filter
    # A this turn (LING_PFX_ACTIVATED: "not in a turn you activated a 'Magician' Pendulum
    # Effect", Pendulum Call).
    COND_NO_PENDULUM_FX_OF = 96
    # LING_PFX_ACTIVATED: LINGER_PLAYER activated a Pendulum Effect of LINGER_CARD this turn (one
    # record per player and card; kept in MR3 duels with Pendulum cards only).
    LING_PFX_ACTIVATED = 68
    # OP_TO_HAND_CHOSEN's C: TO_HAND_DIFFERENT_NAMES: exactly B cards (no stop before), each of a
    # name this operation has not added yet (B <= 2: RS_F_CHOSEN keeps the card added first).
    TO_HAND_DIFFERENT_NAMES = 1
    # OP_PZONE_PROOF_UNTIL: until the end of turn HDR_TURN + B, the player's cards in the
    # Pendulum Zones that fit filter A cannot be destroyed by card effects (LING_PZONE_PROOF, the
    # filter's code offset in LINGER_VALUE): Pendulum Call, "until the end of your opponent's
    # next turn" (B = 1).
    OP_PZONE_PROOF_UNTIL = 199
    LING_PZONE_PROOF = 69
# ---- MR3 sdmp family (docs/mr3-cards.md 5.1-5.4; ops in vm/ops_sdmp.pyx) ----------------------
cpdef enum:
    # OP_MARK_UNTIL: each card of selection A (SEL_*) still there gets the lingering mark B
    # (one of the LING_* below), kept while it stays in the same stint (AD01) until the end of
    # the turn HDR_TURN + C ("until the end of this turn": 0; "of your next turn": 2).
    OP_MARK_UNTIL = 210
    # LING_POSITION_LOCK: LINGER_CARD cannot change its battle position by hand nor be Flip
    # Summoned (Lyla, Lightsworn Sorceress).
    LING_POSITION_LOCK = 70
    # LING_UNTARGETABLE: LINGER_CARD cannot be targeted by card effects (V04; Forbidden Dress).
    LING_UNTARGETABLE = 71
    # LING_EFFECT_PROOF: LINGER_CARD cannot be destroyed by card effects (Forbidden Dress).
    LING_EFFECT_PROOF = 72
    # FF_LEVEL_EXACT: F_LEVEL_MAX is the one Level that matches ("1 Level 7 monster"); an Xyz
    # Monster has no Level and never matches.
    FF_LEVEL_EXACT = 1 << 17

cpdef enum:
    # FXF_ALSO_NORMAL: on a FXK_SUMMON_PROC row, the card may also be Normal Summoned or Set (the
    # procedure is one more way to summon it, not its only one: Jigabyte); the procedure's
    # FX_CONDITION must hold (U08-like), and with both possible ACT_SUMMON asks yes (procedure) or
    # no (Normal Summon).
    FXF_ALSO_NORMAL = 1 << 28
    # FXK_RULE: rule text of the card, not an effect (it holds while the card is negated,
    # K07-like), read wherever it matters; its one instruction (FX_OPS) says which: OP_RULE_*.
    FXK_RULE = 18
    # OP_RULE_UNIQUE: its controller can control only 1 face-up card of its name. A second copy
    # cannot be Normal, Flip or Special Summoned while one is face-up on their field (a Set
    # stays allowed).
    OP_RULE_UNIQUE = 211
    # OP_RULE_HALVED_NO_TRIBUTE: the card may be Normal Summoned (not Set) without Tributes; if
    # so its original ATK and DEF are halved (LING_HALVED) while it stays face-up on the field.
    OP_RULE_HALVED_NO_TRIBUTE = 212
    # LING_HALVED: LINGER_CARD's original ATK/DEF are halved for its stint (no end turn).
    LING_HALVED = 73
    # COND_FOES_TURN: it is the opponent's turn (of the effect's player).
    COND_FOES_TURN = 100
    # COND_PROPERLY_SUMMONED: the effect's card was summoned properly by its own method (CF_PROPER,
    # H09), kept while it is in the GY or banished: "if this Xyz Summoned card is sent to the GY".
    COND_PROPERLY_SUMMONED = 101
    # APPLY_LEVEL: face-up monsters matching filter A (no Level bound in it) gain B Levels
    # (signed) while the applier is in force (vm/filters.pyx monster_level: Powerful Rebirth).
    APPLY_LEVEL = 70
    # COND_BATTLE_DESTROYED_STANDBY: the effect's card is in the GY, destroyed by battle and sent
    # there (a face-up monster), and this is the turn of its owner's next Standby Phase since
    # (MARK_BATTLE_DESTROYED, made only for a card with this condition): Inari Fire.
    COND_BATTLE_DESTROYED_STANDBY = 102
    # LING_MARK kind (sdmp): destroyed by battle and sent to the GY; LINGER_UNTIL_TURN is the
    # turn of its owner's next Standby Phase.
    MARK_BATTLE_DESTROYED = 10
    # OP_COST_CHOOSE's word D bit (sdmp): the chosen card's original (printed) Level is noted in
    # the link (LINK_DECLARED; 0 for a card without a Level) for the resolution: Pendulum Rising.
    # With it the cost may pick only a card that does go to the pile named (not a Pendulum
    # Monster leaving the field for the GY, M07) and whose noted Level some card of the
    # resolution's SUMMON_CHOSEN_NOTED_LEVEL summon has (U08: the effect must be able to act).
    COSTF_ORIGINAL_LEVEL = 1 << 6
    # OP_SUMMON_CHOSEN's word E bits (sdmp): only cards whose printed Level is the one the cost
    # noted (LINK_DECLARED); each summoned card is destroyed in the End Phase of this turn
    # (LING_BANISH_AT_END with LINGER_VALUE 1: to the GY as a destruction, M07 for a Pendulum).
    SUMMON_CHOSEN_NOTED_LEVEL = 1 << 8
    SUMMON_CHOSEN_DESTROY_AT_END = 1 << 9
    # OP_MATERIALS entry (sdmp): a negative one is "1 monster of these Types" (minus the RACE_*
    # bits), not a passcode (Rune-Eyes Pendulum Dragon: "+ 1 Spellcaster monster").
    # LING_MATERIAL_LEVEL: LINGER_CARD, Fusion Summoned in its stint, had as its Type material
    # a monster of original Level LINGER_VALUE (J10: materials remembered; no end turn).
    LING_MATERIAL_LEVEL = 74
    # APPLY_MONSTER_ATTACKS: the source card (filter A: itself) can attack monsters up to B
    # times each Battle Phase if its LING_MATERIAL_LEVEL is 1 to 4, C times if 5 or more (none:
    # 1 attack); attacks past the first only on monsters, never directly (Rune-Eyes).
    APPLY_MONSTER_ATTACKS = 71
# ---- MR3 synchro family (docs/mr3-cards.md 4.1, 4.4; rules-mr3.md K): Synchro material rules,
# "sent to the GY as Synchro Material", Level modification (vm/ops_synchro.pyx) ----------------
cpdef enum:
    # EV_SYNCHRO_MATERIAL: a monster was sent to the GY as Synchro Material of a Synchro Summon
    # that succeeded (K04: not when the summon is negated); raised for each material (its "this
    # card" triggers answer from the GY), the related card being the Synchro Monster.
    EV_SYNCHRO_MATERIAL = 1 << 12
    # FXK_MATERIAL_RULE: a monster's own rule as a Synchro Material (K07: not an effect, it holds
    # while negated). FX_TARGET_FILTER (>= 0): a substitute Tuner (Quickdraw Synchron): it may
    # stand in for a Tuner of the filter's passcodes named by a Synchro Monster's materials, and
    # is no material for a Synchro Monster naming none of them. FX_TARGET_COUNT (> 0): as a
    # Synchro Material its Level may be treated as this one instead (Tuningware); that part is
    # an effect, so it is gone while the card's effects are negated.
    FXK_MATERIAL_RULE = 14
    # LING_LEVEL: the card's Level changes by LINGER_VALUE (signed) for as long as it stays face-up
    # on the field (its stint: a new stint drops it, as for LING_STATS).
    LING_LEVEL = 50
    # LING_SYNCHRO_ONCE: the player Synchro Summoned a monster of passcode LINGER_VALUE this turn
    # (a Synchro Monster whose materials row has FXF_ONCE_PER_TURN: "you can only Synchro Summon
    # X once per turn").
    LING_SYNCHRO_ONCE = 51

cpdef enum:
    # OP_LEVEL_CHANGE: the selection A (face-up monsters) changes Level by B (signed). With B 0:
    # by the Level noted by the cost (LINK_DECLARED, COSTF_TRIBUTE_NOTING_LEVEL), its player
    # choosing to increase (ACT_OPTION + 0) or decrease (ACT_OPTION + 1) at resolution; a
    # decrease to below Level 1 is not offered.
    OP_LEVEL_CHANGE = 150
    # OP_GAIN_ATK_OF: the effect's own card (still face-up there) gains ATK equal to the total
    # current ATK of the cards matching filter A, for as long as it stays face-up (LING_STATS).
    OP_GAIN_ATK_OF = 151

cpdef enum:
    # FF_NOT_TUNER (filter flag, bit 9): the card is not a Tuner ("1 non-Tuner Synchro Monster").
    FF_NOT_TUNER = 1 << 9
    # OP_COST_CHOOSE's word D: like COSTF_TRIBUTE_NOTING_LEVEL, the chosen card's current Level
    # is noted, but added to the Level noted already (Limit Overdrive: the two Levels combined).
    COSTF_ADDING_LEVEL = 4

cpdef enum:
    # FXF_NORMAL_SUMMONABLE_PROC (FXF bit 24) on an FXK_SUMMON_PROC row: the card may also be
    # Normal Summoned or Set; its procedure is ACT_ACTIVATE on it in the hand (ACT_SUMMON on it
    # is the Normal Summon), its conditions (FX_CONDITION) must hold, and a cost group of hand
    # cards is sent to the GY, not banished (Quickdraw Synchron, Unknown Synchron).
    FXF_NORMAL_SUMMONABLE_PROC = 1 << 24
    # COND_PROC_ONCE_PER_DUEL: the player has not yet Special Summoned a card of this name by its
    # procedure in the duel (LING_PROC_ONCE, recorded when such a procedure places the card).
    COND_PROC_ONCE_PER_DUEL = 80
    LING_PROC_ONCE = 52

cpdef enum:
    # OP_SYNCHRO_WITH_SELF: its player Synchro Summons 1 Synchro Monster of their choice
    # (DEC_CHOOSE) with materials including the effect's own card (still face-up there): the
    # Synchro Summon procedure runs with that card chosen first (Accel Synchron). Performed
    # during the chain's resolution, it opens no window (no summon negation, H17; its triggers
    # wait for the chain's end). Nothing happens without such a monster.
    OP_SYNCHRO_WITH_SELF = 152
    # (81: unused; "during the opponent's Main Phase" is the quick family's COND_FOE_MAIN_PHASE.)
    # COND_SYNCHRO_WITH_SELF: the effect's card, face-up in a Monster Zone, could be a material
    # of a Synchro Summon its controller could perform now (U08 for OP_SYNCHRO_WITH_SELF).
    COND_SYNCHRO_WITH_SELF = 82

cpdef enum:
    # COND_FOE_SPECIAL_SUMMONING: the opponent is Special Summoning a monster now, in the
    # summon-negation window (H17: an inherent summon, not in a chain): Stardust Warrior.
    COND_FOE_SPECIAL_SUMMONING = 83

cpdef enum:
    # OP_SUMMON_CHOSEN's word E (a SUMMON_CHOSEN_* bit): only cards whose Level differs from the
    # Level the cost noted (LINK_DECLARED): Starlight Junktion.
    SUMMON_CHOSEN_OTHER_LEVEL = 8

cpdef enum:
    # OP_RULE_TRIBUTE_ONLY_FOR_SUMMON (an FXK_RULE row; synchro, second round): the card cannot be
    # Tributed except for a Tribute Summon (Level Eater). It is never a choice of a cost that
    # Tributes (OP_COST_CHOOSE sending a monster from a Monster Zone to the GY: Jet Warrior,
    # Starlight Junktion, Enemy Controller), so such a cost it alone could pay is not payable;
    # the Tributes of a Tribute Summon (proc/tribute.pyx) still take it.
    OP_RULE_TRIBUTE_ONLY_FOR_SUMMON = 153
    # OP_RULE_EXTRA_NORMAL_SUMMON (an FXK_RULE row; synchro, second round): while this card is
    # face-up in its controller's Monster Zone with its effects not negated, that player may
    # Normal Summon (not Set) 1 monster matching filter A in addition to their Normal Summon, once
    # per turn (Synchron Carrier: a "Synchron"; a Tribute Summon too). A summon it allows uses the
    # extra one first (LING_EXTRA_NORMAL_USED), leaving the turn's own Normal Summon, which allows
    # everything it does and a Set too.
    OP_RULE_EXTRA_NORMAL_SUMMON = 154
    # LING_EXTRA_NORMAL_USED: the player used such an additional Normal Summon this turn.
    LING_EXTRA_NORMAL_USED = 53
    # OP_MARK_RESOLVED: each card of selection A (SEL_*) gets LING_RESOLVED_THIS_TURN for its
    # current stint, to the end of this turn: the effect resolved (Stardust Warrior's (1), whose
    # card is in the GY by then: SEL_SELF_IN_GY). COND_RESOLVED_THIS_TURN: the effect's card has
    # that mark (its (2): "during the End Phase, if (1) was activated this turn").
    OP_MARK_RESOLVED = 155
    COND_RESOLVED_THIS_TURN = 84
    LING_RESOLVED_THIS_TURN = 54

# ---- MR3 quick family, third round (virus): Eradicator Epidemic Virus (ygo_core/vm/ops_virus.pyx)
cpdef enum:
    # OP_DECLARE's kind A: Spell or Trap (DEC_OPTION, ACT_OPTION + 1 Spell, ACT_OPTION + 2 Trap:
    # the indices of DECLARE_CARD_KIND, so LINK_DECLARED reads the same for both kinds).
    DECLARE_SPELL_OR_TRAP = 40
    # OP_DESTROY_DECLARED_KIND: the effect's player looks at the opponent's hand and their
    # face-down cards on the field (revealed to them, C15); every card there of the kind declared
    # at activation (LINK_DECLARED 1 Spell, 2 Trap) is destroyed, all at once.
    OP_DESTROY_DECLARED_KIND = 273
    # OP_DRAW_CHECK: until the end of the opponent's 3rd turn counted from now (the current
    # turn counts if it is theirs), every card they draw is looked at and destroyed if it is of
    # the declared kind (LING_DRAW_CHECK; the check is in proc/life.pyx draw_cards).
    OP_DRAW_CHECK = 274
    # LING_DRAW_CHECK: the cards LINGER_PLAYER draws are destroyed if of card type LINGER_VALUE
    # (TYPE_SPELL or TYPE_TRAP); LINGER_UNTIL_TURN is the last turn it checks (no card).
    LING_DRAW_CHECK = 79
    # The opponent's turns a draw check lasts.
    DRAW_CHECK_FOE_TURNS = 3

# ---- Third round (issue 13), sclause: event filters of a trigger --------------------------
cpdef enum:
    # FXF_EVENT_FILTERED: the trigger has conditions on its event (COND_EVENT_CARD_FITS ...
    # COND_EVENT_CARD_SUMMONED_BY), checked when the event is raised (proc/triggers.pyx
    # event_filters_hold), where the event's card and its related card are known: it is queued
    # only if they hold. The compiler sets it for a trigger that has such a condition; later
    # (activation, resolution) they hold by definition.
    FXF_EVENT_FILTERED = 1 << 27
    # COND_EVENT_CARD_FITS: the event's card matches filter A (seen from the trigger's card and
    # its controller): "when a 'Synchron' monster you control is sent ..." (Synchron Carrier).
    COND_EVENT_CARD_FITS = 114
    # COND_EVENT_RELATED_FITS: the event's related card matches filter A (for "sent to the GY as
    # Synchro Material", the Synchro Monster summoned: "... of a Warrior or Machine Synchro").
    COND_EVENT_RELATED_FITS = 115
    # COND_EVENT_CARD_SUMMONED_BY: the event's card arrived by a summon of kind A (SUMMON_*):
    # "when you Synchro Summon" (Starlight Junktion), not a Synchro Monster an effect summoned.
    COND_EVENT_CARD_SUMMONED_BY = 116

# ---- Third round (issue 13), pclause: Nobledragon Magician's (1) and (2) ------------------------
cpdef enum:
    # APPLY_DESTROYED_UNLESS (a continuous Pendulum Effect): this card, in a Pendulum Zone, is
    # destroyed as soon as no card in its controller's other Pendulum Zone fits filter A (a state
    # condition checked with the continuous effects, no chain link: Nobledragon Magician).
    APPLY_DESTROYED_UNLESS = 83
    # OP_MATERIAL_DECK_BOTTOM_UNLESS (in the FX_OPS of an FXK_MATERIAL_RULE row): used as Synchro
    # Material, this card is placed on the bottom of its owner's Deck instead of going anywhere
    # else if any other material of that summon does not fit filter A (Nobledragon: an
    # "Odd-Eyes" monster). The row's FX_TARGET2_FILTER (>= 0) is the Synchro Monsters this card
    # may be a Synchro Material for at all (Nobledragon: a Dragon), read on the Synchro Monster.
    OP_MATERIAL_DECK_BOTTOM_UNLESS = 289

# ---- Third round (issue 13), pclause: Rune-Eyes Pendulum Dragon's (2) --------------------------
cpdef enum:
    # LING_FUSED_WITH_PENDULUM: LINGER_CARD was Fusion Summoned this turn (LINGER_UNTIL_TURN), in
    # its stint, with a Pendulum Summoned monster on the field among its materials (J10: the
    # materials are remembered by the summon; LINGER_PLAYER the summoner).
    LING_FUSED_WITH_PENDULUM = 83
    # APPLY_UNAFFECTED_BY_FOE: the source card (filter A: itself), while it has
    # LING_FUSED_WITH_PENDULUM, is unaffected by the card effects of its controller's opponent:
    # their resolving effects leave it out of what they act on (vm/operations.pyx selection and
    # the "all cards of a filter" destructions), it stays a legal target (Rune-Eyes' (2)).
    APPLY_UNAFFECTED_BY_FOE = 84

# ---- Third round (issue 13), oddeyes: Odd-Eyes Pendulum Dragon (vm/ops_oddeyes.pyx) -------------
cpdef enum:
    # APPLY_ZERO_BATTLE_DAMAGE_CHOICE: once per turn (the effect row's FXF_ONCE_PER_TURN, counted
    # as LING_ONCE_USED of its controller), when its controller would take battle damage from an
    # attack involving a monster matching filter A (read from the controller's side: "your
    # Pendulum Monster"), that player is asked at damage calculation whether the damage becomes
    # 0 (not activated: no chain; proc/damage_step.pyx DS_ZERO_ANSWER). A Pendulum Effect (its
    # card in a Pendulum Zone) in Odd-Eyes Pendulum Dragon's case.
    APPLY_ZERO_BATTLE_DAMAGE_CHOICE = 77
cpdef enum:
    # (third round, turbo) EV_BATTLE_DAMAGE_TAKEN: after damage calculation (F16.4), its
    # controller took battle damage from this card's battle (Turbo Synchron: "when you take battle
    # damage from this card's attack", with COND_ATTACKING). Raised for the monster of the
    # damaged player while it is on the field; the amount is the Damage Step frame's DS_F_DAMAGE.
    EV_BATTLE_DAMAGE_TAKEN = 1 << 22
    # FF_ATK_UP_TO_BATTLE_DAMAGE: the card's ATK is at most the battle damage of the Damage Step
    # in progress (DS_F_DAMAGE); outside a Damage Step nothing matches ("with ATK less than or
    # equal to the damage you took", Turbo Synchron).
    FF_ATK_UP_TO_BATTLE_DAMAGE = 1 << 18
    # Derived by the compiler (scripts/compiler.py), not a clause: the filter has a stats clause
    # (Type, Attribute, name, ATK/DEF bounds, Level, counters). Without one, a card's stats
    # cannot refuse it, face-down or not (an ATK is never below the bound 0), so filter_match
    # does not ask stats_match (speed, issue 12).
    FF_STATS = 1 << 19
    # FF_CAN_TURN_FACE_DOWN: a card that can be turned face-down: no Token (P03). The compiler
    # adds it to the target filter of an effect that turns its targets face-down (Book of Moon).
    FF_CAN_TURN_FACE_DOWN = 1 << 20
    # SEL_ATTACK_TARGET: the monster the attack in progress targets, still on the field under the
    # turn player's opponent ("change that monster to Defense Position", Turbo Synchron).
    SEL_ATTACK_TARGET = 40
    # COND_TARGET_IN_ATTACK: the effect's card is attacking a face-up Attack Position monster
    # (Turbo Synchron's "when this card declares an attack on an Attack Position monster").
    COND_TARGET_IN_ATTACK = 105
