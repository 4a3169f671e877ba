# The card table and the effect vocabulary: what dm_core/cards.py compiles and core.pyx reads.
#
# The card table is one int32 array: DB_HEAD header words, one DB_WIDTH row per card, then the
# programs (each a run of OP_WIDTH-word instructions ending with OP_END).

cpdef enum:
    # Header: number of cards, offset of the first program word, total length, fingerprint.
    DB_N = 0
    DB_PROGRAMS = 1
    DB_LENGTH = 2
    DB_HASH = 3
    DB_HEAD = 4

    # ---- a card row ----
    # CIV_* (DM-01 cards have one civilization each).
    DB_CIV = 0
    # TYPE_*.
    DB_TYPE = 1
    DB_COST = 2
    # Printed power (creatures).
    DB_POWER = 3
    # Race id (index into cards.RACES), -1 for spells.
    DB_RACE = 4
    # KW_* bits printed on the card.
    DB_KEYWORDS = 5
    # Power Attacker +N (C237), 0 none.
    DB_POWER_ATTACKER = 6
    # "Cannot be blocked by creatures of power N or less", 0 none.
    DB_UNBLOCKABLE_LE = 7
    # STATIC_* conditional static ability, its argument (race id or civilization) and amount.
    DB_STATIC = 8
    DB_STATIC_ARG = 9
    DB_STATIC_AMOUNT = 10
    # REPLACE_* "if it would be destroyed ... instead" (C105).
    DB_REPLACE = 11
    # Program offsets, -1 none: when put into the battle zone, at the end of its owner's turn,
    # when it wins a battle, and a spell's effect.
    DB_ON_ENTER = 12
    DB_ON_END_OF_TURN = 13
    DB_ON_WIN_BATTLE = 14
    DB_ON_CAST = 15
    DB_WIDTH = 16

    N_CIVS = 5
    CIV_LIGHT = 0
    CIV_WATER = 1
    CIV_DARKNESS = 2
    CIV_FIRE = 3
    CIV_NATURE = 4
    TYPE_CREATURE = 1
    TYPE_SPELL = 2

    # Keyword bits (printed or granted until end of turn).
    KW_BLOCKER = 1
    KW_DOUBLE_BREAKER = 2
    KW_SHIELD_TRIGGER = 4
    KW_CANNOT_ATTACK = 8
    KW_CANNOT_ATTACK_PLAYERS = 16
    KW_SLAYER = 32
    KW_UNBLOCKABLE = 64
    KW_ATTACKS_EACH_TURN = 128
    KW_ATTACKS_UNTAPPED = 256
    # Granted to an opponent's creature: it may be attacked while untapped (Chaos Strike).
    KW_ATTACKABLE_UNTAPPED = 512
    KW_ALL = 1023

    STATIC_NONE = 0
    # +amount power while its owner has another creature of race arg in the battle zone.
    STATIC_POWER_IF_RACE = 1
    # The same, only while it attacks.
    STATIC_ATTACK_POWER_IF_RACE = 2
    # +amount power per card of civilization arg in its owner's graveyard, while it attacks.
    STATIC_ATTACK_POWER_PER_GRAVEYARD_CIV = 3
    # Cannot be blocked while its owner has at least amount other creatures.
    STATIC_UNBLOCKABLE_IF_OTHERS = 4
    N_STATICS = 5

    REPLACE_NONE = 0
    REPLACE_TO_HAND = 1
    REPLACE_TO_MANA = 2

    # ---- an instruction ----
    I_OP = 0
    # SIDE_*: whose cards, relative to the effect's controller.
    I_SIDE = 1
    # ZONE_* the cards are picked from.
    I_ZONE = 2
    # F_* bits every picked card must match.
    I_FILTER = 3
    # The power cap of F_POWER_LE, or the race of F_RACE.
    I_PARAM = 4
    I_COUNT = 5
    # MODE_*.
    I_MODE = 6
    # DO_* done to each picked card; for OP_SKIP_IF_FEWER the instructions skipped.
    I_DO = 7
    # CHOOSER_*: who picks.
    I_CHOOSER = 8
    # For DO_GRANT: KW_* bits and Power Attacker +N; for OP_PLAYER_MOD the MOD_* kind.
    I_GRANT = 9
    I_GRANT_POWER = 10
    OP_WIDTH = 11

    OP_END = 0
    # Pick cards by side, zone and filter (MODE_*), then do DO_* to each.
    OP_SELECT = 1
    # Draw I_COUNT cards (MODE_EXACT) or up to I_COUNT, one yes/no at a time (MODE_UP_TO).
    OP_DRAW = 2
    # The top I_COUNT cards of the controller's deck into their mana zone.
    OP_DECK_TO_MANA = 3
    OP_SHUFFLE = 4
    # Skip the next I_DO instructions when fewer than I_COUNT cards match.
    OP_SKIP_IF_FEWER = 5
    # Skip the next I_DO instructions when at least I_COUNT cards match.
    OP_SKIP_IF_AT_LEAST = 6
    # A player-wide effect until end of turn (I_GRANT is its MOD_* kind).
    OP_PLAYER_MOD = 7
    N_OPS = 8

    SIDE_OWN = 0
    SIDE_OPPONENT = 1
    SIDE_BOTH = 2

    F_CREATURE = 1
    F_SPELL = 2
    F_UNTAPPED = 4
    F_POWER_LE = 8
    F_BLOCKER = 16
    # Not the source card.
    F_OTHER = 32
    # Only the source card, and only the same object (C085, C114).
    F_SOURCE = 64
    F_RACE = 128
    F_ALL = 255

    # As many as possible up to I_COUNT (C139), one chosen at a time.
    MODE_EXACT = 0
    # Up to I_COUNT: the chooser may stop ("may", "up to").
    MODE_UP_TO = 1
    # Every matching card, nobody chooses.
    MODE_ALL = 2
    # I_COUNT cards at random (the buffer's RNG).
    MODE_RANDOM = 3
    # One yes/no, then every matching card ("you may untap all").
    MODE_MAY_ALL = 4
    N_MODES = 5

    DO_DESTROY = 0
    DO_TAP = 1
    DO_UNTAP = 2
    DO_TO_HAND = 3
    DO_TO_MANA = 4
    DO_TO_GRAVEYARD = 5
    DO_GRANT = 6
    N_DOS = 7

    CHOOSER_CONTROLLER = 0
    CHOOSER_OPPONENT = 1
