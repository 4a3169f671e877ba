"""GOAT format, battle family (ygo_core/scripts/goat/battle.py): one test or more per card,
named after it, written from its 2005 text and the era's rulings. Rule IDs refer to
../shared/rules/rules-mr3.md (F: battle, Q: triggers, U10: timing, V: targets)."""

from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, monster_card, position, settle, to_battle, vanilla

SPIRIT_REAPER = 23205979
DD_WARRIOR_LADY = 7572887
MYSTIC_TOMATO = 83011277
PYRAMID_TURTLE = 77044671
AIRKNIGHT = 18036057
GIANT_GERM = 95178994
DD_ASSAILANT = 70074904
MARAUDING_CAPTAIN = 2460565
GIANT_RAT = 97017120
SHINING_ANGEL = 95956346
NIMBLE_MOMONGA = 22567609
RYU_KOKKI = 57281778
SPEAR_DRAGON = 31553716
COMMAND_KNIGHT = 10375182

BOOK_OF_MOON = 14087893
MST = 5318639
RING = 83555666               # Ring of Destruction
FERAL_IMP = 41392891          # DARK Fiend 1300/1400
KOUMORI = 67724379            # DARK Dragon 1500/1200
SKULL = 70781052              # Summoned Skull, DARK Fiend 2500/1200
MYSTICAL_ELF = 15025844       # LIGHT Spellcaster 800/2000
DRAGON_ZOMBIE = 66672569      # DARK Zombie 1600/0
DARK_MAGICIAN = 46986414      # DARK Spellcaster 2500/2100
BLUE_EYES = 89631139          # LIGHT Dragon 3000/2500
CELTIC = 91152256             # Celtic Guardian, EARTH Warrior 1400/1200
M1000 = vanilla(1000, 1000)   # EARTH Warrior vanillas
M1500 = vanilla(1500, 1000)
M1600 = vanilla(1600, 1000)
M2000 = vanilla(2000, 1000)
M3000 = vanilla(3000, 1000)
W500 = vanilla(500, 500)


# ---- helpers ---------------------------------------------------------------------------------



def fight(duel, attacker_zone, target_zone, **kw):
    """Declare an attack and play the battle through, answering as `settle` does."""
    duel.apply(attack(attacker_zone, target_zone))
    return settle(duel, **kw)


def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def attack_targets(duel, attacker_zone):
    """Zones (None: direct) the monster in `attacker_zone` may attack now."""
    out = []
    for a in duel.legal_actions():
        a = int(a)
        if a >= A.ACT_ATTACK and (a - A.ACT_ATTACK) // A.ATTACK_TARGETS == attacker_zone:
            slot = (a - A.ACT_ATTACK) % A.ATTACK_TARGETS
            out.append(None if slot == A.ATTACK_DIRECT else slot)
    return out


def choose(duel, code):
    """At a 'choose' decision, pick the first offered card with this passcode."""
    assert duel.decision() == "choose", duel.decision()
    for a in duel.legal_actions():
        a = int(a)
        if a >= A.ACT_SELECT and duel.card_code(a - A.ACT_SELECT) == code:
            duel.apply(a)
            return
    raise AssertionError(f"{code} not offered")


# ---- Spirit Reaper ---------------------------------------------------------------------------

def test_spirit_reaper_cannot_be_destroyed_by_battle_but_damage_is_dealt():
    # F18, F20: the battle happens as usual (its controller takes 1700); only the destruction is off.
    duel = position(monsters=([M2000], [SPIRIT_REAPER]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert codes(duel, 1)[0] == SPIRIT_REAPER and duel.graveyard(1) == []
    assert duel.lp(1) == 8000 - 1700


def test_spirit_reaper_set_and_attacked_is_flipped_and_survives():
    # F16.2: flipped face-up before damage calculation, its continuous effect applies then.
    duel = position(monsters=([M2000], [(SPIRIT_REAPER, "set")]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert codes(duel, 1)[0] == SPIRIT_REAPER and duel.monsters(1)[0]["position"] == "defense"
    assert duel.graveyard(1) == [] and duel.lp(1) == 8000


def test_spirit_reaper_attacking_a_stronger_monster_survives():
    duel = position(monsters=([SPIRIT_REAPER], [M1000]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert codes(duel, 0)[0] == SPIRIT_REAPER and duel.lp(0) == 8000 - 700


def test_spirit_reaper_direct_attack_discards_a_random_card():
    duel = position(monsters=([SPIRIT_REAPER], []), hands=([], [M1000, M1500, M2000]))
    to_battle(duel)
    fight(duel, 0, None)
    assert duel.lp(1) == 8000 - 300
    assert len(duel.hand(1)) == 2 and len(duel.graveyard(1)) == 1


def test_spirit_reaper_battle_damage_in_a_battle_with_a_monster_discards_nothing():
    # "by a direct attack": a battle with a weaker monster deals damage but discards nothing.
    duel = position(monsters=([SPIRIT_REAPER], [(vanilla(0, 0), "attack")]), hands=([], [M1000]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000 - 300 and duel.hand(1) == [M1000] and duel.graveyard(1) == [vanilla(0, 0)]


def test_spirit_reaper_is_destroyed_after_an_effect_targeting_it_resolves():
    # The targeting effect resolves first (Ring of Destruction's damage is dealt from its ATK).
    duel = position(spells=([RING], []), monsters=([], [SPIRIT_REAPER]))
    reaper = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + reaper)
    settle(duel)
    assert duel.graveyard(1) == [SPIRIT_REAPER] and duel.lp(0) == 7700 and duel.lp(1) == 7700


def test_spirit_reaper_taken_by_change_of_heart_is_destroyed_after_the_resolution():
    # The targeting effect resolves (control changes), then Spirit Reaper is destroyed: it goes
    # to its owner's GY (C10).
    duel = position(hands=([4031928], []), monsters=([], [SPIRIT_REAPER]))
    reaper = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, 4031928))
    duel.apply(A.ACT_SELECT + reaper)
    settle(duel)
    assert duel.graveyard(1) == [SPIRIT_REAPER] and codes(duel, 0) == [None] * 5


def test_spirit_reaper_turned_face_down_by_book_of_moon_is_not_destroyed():
    # "this face-up card": after Book of Moon it is face-down, so it stays.
    duel = position(hands=([BOOK_OF_MOON], []), monsters=([], [SPIRIT_REAPER]))
    reaper = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + reaper)
    settle(duel)
    assert codes(duel, 1)[0] == SPIRIT_REAPER and duel.monsters(1)[0]["position"] == "set"
    assert duel.graveyard(1) == []


# ---- D.D. Warrior Lady -----------------------------------------------------------------------

def test_dd_warrior_lady_banishes_the_monster_it_battled_and_itself():
    duel = position(monsters=([M1000], [(DD_WARRIOR_LADY, "defense")]))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.banished(0) == [M1000] and duel.banished(1) == [DD_WARRIOR_LADY]
    assert duel.lp(0) == 8000 - 600   # F18: damage calculation came first (DEF 1600)


def test_dd_warrior_lady_works_even_when_destroyed_by_that_battle():
    # GOAT ruling: destroyed by battle, she is still on the field after damage calculation (F20).
    duel = position(monsters=([M3000], [DD_WARRIOR_LADY]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.banished(0) == [M3000] and duel.banished(1) == [DD_WARRIOR_LADY]
    assert duel.graveyard(1) == [] and duel.lp(1) == 8000 - 1500


def test_dd_warrior_lady_is_optional():
    duel = position(monsters=([DD_WARRIOR_LADY], [M1000]))
    to_battle(duel)
    fight(duel, 0, 0, yes=False)
    assert duel.banished(0) == [] and duel.banished(1) == [] and duel.graveyard(1) == [M1000]


def test_dd_warrior_lady_direct_attack_has_nothing_to_banish():
    duel = position(monsters=([DD_WARRIOR_LADY], []))
    to_battle(duel)
    assert fight(duel, 0, None) == "battle"
    assert duel.banished(0) == [] and duel.lp(1) == 6500


# ---- Mystic Tomato ---------------------------------------------------------------------------

def test_mystic_tomato_summons_a_dark_monster_from_the_deck_in_attack_position():
    duel = position(monsters=([M2000], [MYSTIC_TOMATO]),
                    decks=([M1000] * 5, [M1000, SKULL, FERAL_IMP, KOUMORI, M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    d = settle(duel)
    assert d == "choose"
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == sorted([FERAL_IMP, KOUMORI])   # DARK, ATK 1500 or less; not Skull
    choose(duel, KOUMORI)
    assert settle(duel) == "battle"                  # no position choice: face-up Attack
    assert codes(duel, 1)[0] == KOUMORI and duel.monsters(1)[0]["position"] == "attack"
    assert duel.graveyard(1) == [MYSTIC_TOMATO] and len(duel.card_ids(1, "deck")) == 4


def test_mystic_tomato_destroyed_by_an_effect_does_not_trigger():
    duel = position(spells=([RING], []), monsters=([], [MYSTIC_TOMATO]), decks=([M1000] * 5, [FERAL_IMP] * 5))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert settle(duel) == "main"
    assert codes(duel, 1) == [None] * 5


def test_mystic_tomato_with_no_dark_monster_in_the_deck_cannot_activate():
    duel = position(monsters=([M2000], [MYSTIC_TOMATO]), decks=([M1000] * 5, [M1000] * 5))
    to_battle(duel)
    duel.apply(attack(0, 0))
    while duel.decision() in ("response", "gy_order"):
        assert duel.decision() != "yesno"
        settle(duel)
    assert duel.decision() == "battle" and codes(duel, 1) == [None] * 5


def test_mystic_tomato_attacking_and_destroyed_summons_on_its_own_turn():
    duel = position(monsters=([MYSTIC_TOMATO], [M2000]), decks=([FERAL_IMP] * 5, [M1000] * 5))
    to_battle(duel)
    fight(duel, 0, 0)
    choose(duel, FERAL_IMP)
    settle(duel)
    assert codes(duel, 0)[0] == FERAL_IMP and duel.lp(0) == 8000 - 600


def test_mystic_tomato_and_shining_angel_destroyed_together_both_recruit():
    # F19-F20: equal ATK, both destroyed and sent at once; W07: the turn player's trigger is
    # chain link 1, the opponent's link 2 (resolving first). Both summon.
    duel = position(monsters=([MYSTIC_TOMATO], [SHINING_ANGEL]),
                    decks=([FERAL_IMP] * 4, [MYSTICAL_ELF] * 4))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose" and duel.current_player() == 1   # link 2 resolves first
    choose(duel, MYSTICAL_ELF)
    assert settle(duel) == "choose" and duel.current_player() == 0
    choose(duel, FERAL_IMP)
    assert settle(duel) == "battle"
    assert codes(duel, 0)[0] == FERAL_IMP and codes(duel, 1)[0] == MYSTICAL_ELF


# ---- Pyramid Turtle --------------------------------------------------------------------------

def test_pyramid_turtle_summons_a_zombie_with_2000_or_less_def_in_a_chosen_position():
    duel = position(monsters=([M2000], [PYRAMID_TURTLE]),
                    decks=([M1000] * 5, [M1000, DRAGON_ZOMBIE, FERAL_IMP, M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == [DRAGON_ZOMBIE]
    choose(duel, DRAGON_ZOMBIE)
    assert duel.decision() == "position"     # H03: the text names no position
    duel.apply(A.ACT_DEFENSE_POSITION)
    settle(duel)
    assert codes(duel, 1)[0] == DRAGON_ZOMBIE and duel.monsters(1)[0]["position"] == "defense"


# ---- Airknight Parshath ----------------------------------------------------------------------

def test_airknight_parshath_inflicts_piercing_damage_and_draws():
    duel = position(monsters=([AIRKNIGHT], [(M1000, "defense")]), decks=([M1500] * 5, [M1000] * 5))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000 - 900 and duel.graveyard(1) == [M1000]
    assert duel.hand(0) == [M1500]


def test_airknight_parshath_piercing_a_set_monster():
    duel = position(monsters=([AIRKNIGHT], [(W500, "set")]), decks=([M1500] * 5, [M1000] * 5))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000 - 1400 and duel.hand(0) == [M1500]


def test_airknight_parshath_no_battle_damage_no_draw():
    duel = position(monsters=([AIRKNIGHT], [(vanilla(1000, 1900), "defense")]), decks=([M1500] * 5, [M1000] * 5))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000 and duel.lp(0) == 8000 and duel.hand(0) == []


def test_a_monster_without_piercing_deals_no_damage_to_defense_position():
    duel = position(monsters=([M2000], [(M1000, "defense")]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000


# ---- Giant Germ ------------------------------------------------------------------------------

def test_giant_germ_deals_500_and_may_summon_its_copies_from_the_deck():
    duel = position(monsters=([M2000], [GIANT_GERM]),
                    decks=([M1000] * 5, [GIANT_GERM, M1000, GIANT_GERM, M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 8000 - 500 and duel.lp(1) == 8000 - 1000
    assert A.ACT_PASS in duel.legal_actions()      # "you can also": none is allowed
    choose(duel, GIANT_GERM)
    choose(duel, GIANT_GERM)
    settle(duel)
    assert codes(duel, 1)[:2] == [GIANT_GERM, GIANT_GERM]
    assert all(m["position"] == "attack" for m in duel.monsters(1)[:2])


def test_giant_germ_deals_its_damage_with_no_copy_left():
    duel = position(monsters=([M2000], [GIANT_GERM]), decks=([M1000] * 5, [M1000] * 3))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(0) == 7500 and codes(duel, 1) == [None] * 5


def test_giant_germ_summons_none_when_the_player_stops():
    duel = position(monsters=([M2000], [GIANT_GERM]), decks=([M1000] * 5, [GIANT_GERM] * 2))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert codes(duel, 1) == [None] * 5 and duel.lp(0) == 7500


# ---- D.D. Assailant --------------------------------------------------------------------------

def test_dd_assailant_destroyed_by_battle_banishes_the_attacker_and_itself():
    duel = position(monsters=([M2000], [DD_ASSAILANT]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.banished(0) == [M2000] and duel.banished(1) == [DD_ASSAILANT]
    assert duel.graveyard(1) == [] and duel.lp(1) == 7700


def test_dd_assailant_not_destroyed_does_nothing():
    duel = position(monsters=([M1500], [DD_ASSAILANT]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.banished(0) == [] and duel.graveyard(0) == [M1500]


# ---- Marauding Captain -----------------------------------------------------------------------

def test_marauding_captain_protects_the_other_warriors_from_attacks():
    duel = position(turn=3, turn_player=1, monsters=([MARAUDING_CAPTAIN, CELTIC, FERAL_IMP], [M2000]))
    to_battle(duel)
    assert attack_targets(duel, 0) == [0, 2]   # not Celtic Guardian (a Warrior); the Captain and Imp


def test_two_marauding_captains_cannot_be_attacked():
    duel = position(turn=3, turn_player=1, monsters=([MARAUDING_CAPTAIN, MARAUDING_CAPTAIN], [M2000]))
    to_battle(duel)
    assert attack_targets(duel, 0) == []       # F03: no direct attack while they are there


def test_marauding_captain_summoned_special_summons_a_level_4_from_the_hand():
    duel = position(hands=([MARAUDING_CAPTAIN, SKULL, CELTIC], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, MARAUDING_CAPTAIN))
    assert settle(duel) == "choose"           # after answering yes to the optional trigger
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == [CELTIC]                 # Level 4 or lower: not Summoned Skull
    choose(duel, CELTIC)
    settle(duel)
    assert codes(duel, 0)[:2] == [MARAUDING_CAPTAIN, CELTIC]


# ---- Giant Rat, Shining Angel ----------------------------------------------------------------

def test_giant_rat_summons_an_earth_monster_with_1500_or_less_atk():
    duel = position(monsters=([M2000], [GIANT_RAT]), decks=([M1000] * 5, [M1600, FERAL_IMP, M1500]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == [M1500]
    choose(duel, M1500)
    settle(duel)
    assert codes(duel, 1)[0] == M1500 and duel.monsters(1)[0]["position"] == "attack"


def test_shining_angel_summons_a_light_monster_with_1500_or_less_atk():
    duel = position(monsters=([M2000], [SHINING_ANGEL]), decks=([M1000] * 5, [M1500, MYSTICAL_ELF]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == [MYSTICAL_ELF]
    choose(duel, MYSTICAL_ELF)
    settle(duel)
    assert codes(duel, 1)[0] == MYSTICAL_ELF and duel.monsters(1)[0]["position"] == "attack"


# ---- Nimble Momonga --------------------------------------------------------------------------

def test_nimble_momonga_gains_1000_and_may_set_its_copies():
    duel = position(monsters=([M2000], [NIMBLE_MOMONGA]),
                    decks=([M1000] * 5, [NIMBLE_MOMONGA, NIMBLE_MOMONGA, M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(1) == 8000 - 1000 + 1000
    choose(duel, NIMBLE_MOMONGA)
    choose(duel, NIMBLE_MOMONGA)
    settle(duel)
    assert codes(duel, 1)[:2] == [NIMBLE_MOMONGA] * 2
    assert [m["position"] for m in duel.monsters(1)[:2]] == ["set", "set"]


# ---- Ryu Kokki --------------------------------------------------------------------------------

def test_ryu_kokki_destroys_a_spellcaster_it_battled_at_the_end_of_the_damage_step():
    duel = position(monsters=([DARK_MAGICIAN], [(RYU_KOKKI, "defense")]))
    to_battle(duel)
    fight(duel, 0, 0)          # ATK 2500 vs DEF 2000: Ryu Kokki is destroyed, no trigger
    assert duel.graveyard(1) == [RYU_KOKKI] and codes(duel, 0)[0] == DARK_MAGICIAN
    duel = position(monsters=([DARK_MAGICIAN], [RYU_KOKKI]))
    to_battle(duel)
    fight(duel, 0, 0)          # 2500 vs 2400 in Attack: Ryu Kokki destroyed, DM survives
    assert codes(duel, 0)[0] == DARK_MAGICIAN
    duel = position(monsters=([(DARK_MAGICIAN, "defense")], [RYU_KOKKI]), turn=3, turn_player=1)
    to_battle(duel)
    fight(duel, 0, 0)          # 2400 vs DEF 2100: DM destroyed by battle anyway
    assert duel.graveyard(0) == [DARK_MAGICIAN]


def test_ryu_kokki_destroys_a_surviving_warrior():
    duel = position(monsters=([(vanilla(1000, 2500), "defense")], [RYU_KOKKI]), turn=3, turn_player=1)
    to_battle(duel)
    fight(duel, 0, 0)          # 2400 vs DEF 2500: the Warrior survives the battle, then is destroyed
    assert duel.graveyard(0) == [vanilla(1000, 2500)] and duel.lp(1) == 7900


def test_ryu_kokki_leaves_other_types_alone():
    # Blue-Eyes (a Dragon) in Defense Position survives the battle (DEF 2500) and stays.
    duel = position(monsters=([RYU_KOKKI], [(BLUE_EYES, "defense")]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert codes(duel, 1)[0] == BLUE_EYES and duel.lp(0) == 7900


# ---- Spear Dragon ----------------------------------------------------------------------------

def test_spear_dragon_pierces_and_turns_to_defense_after_attacking():
    duel = position(monsters=([SPEAR_DRAGON], [(M1000, "defense")]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.lp(1) == 8000 - 900
    assert duel.monsters(0)[0]["position"] == "defense"


def test_spear_dragon_attacked_stays_in_attack_position():
    duel = position(monsters=([(M1000, "attack")], [SPEAR_DRAGON]), turn=3, turn_player=1)
    duel = position(monsters=([SPEAR_DRAGON], [M1000]), turn=3, turn_player=1)
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.graveyard(1) == [M1000] and duel.monsters(0)[0]["position"] == "attack"


# ---- Command Knight --------------------------------------------------------------------------

def test_command_knight_gives_warriors_400_atk_itself_included():
    duel = position(monsters=([COMMAND_KNIGHT, CELTIC, FERAL_IMP], []))
    atks = [m and m["atk"] for m in duel.monsters(0)]
    assert atks[:3] == [1600, 1800, 1300]


def test_command_knight_cannot_be_attacked_while_another_monster_is_there():
    duel = position(turn=3, turn_player=1, monsters=([COMMAND_KNIGHT, FERAL_IMP], [M2000]))
    to_battle(duel)
    assert attack_targets(duel, 0) == [1]
    duel = position(turn=3, turn_player=1, monsters=([COMMAND_KNIGHT], [M2000]))
    to_battle(duel)
    assert attack_targets(duel, 0) == [0]


# ---- Blade Knight ----------------------------------------------------------------------------

BLADE_KNIGHT = 39507162
ZOMBYRA = 88472456
MAN_EATER = 54652250          # Man-Eater Bug, FLIP: destroy 1 monster


def test_blade_knight_gains_400_atk_with_one_or_fewer_cards_in_hand():
    duel = position(monsters=([BLADE_KNIGHT], []), hands=([M1000, M1000], []))
    assert duel.monsters(0)[0]["atk"] == 1600
    duel = position(monsters=([BLADE_KNIGHT], []), hands=([M1000], []))
    assert duel.monsters(0)[0]["atk"] == 2000
    duel = position(monsters=([BLADE_KNIGHT], []), hands=([], [M1000]))
    assert duel.monsters(0)[0]["atk"] == 2000   # its controller's hand counts, not the foe's


def test_blade_knight_alone_negates_the_flip_of_a_monster_it_destroys():
    duel = position(monsters=([BLADE_KNIGHT], [(MAN_EATER, "set"), M1000]), hands=([M1000, M1000], []))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"          # no target choice for Man-Eater Bug
    assert duel.graveyard(1) == [MAN_EATER] and codes(duel, 0)[0] == BLADE_KNIGHT


def test_blade_knight_with_another_monster_does_not_negate_flips():
    duel = position(monsters=([BLADE_KNIGHT, M1000], [(MAN_EATER, "set")]), hands=([M1000, M1000], []))
    to_battle(duel)
    assert fight(duel, 0, 0) == "target"          # Man-Eater Bug's FLIP activates
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel)
    assert BLADE_KNIGHT in duel.graveyard(0)


# ---- Zombyra the Dark -------------------------------------------------------------------------

def test_zombyra_cannot_attack_directly():
    duel = position(monsters=([ZOMBYRA, M1000], []))
    to_battle(duel)
    assert attack_targets(duel, 0) == [] and attack_targets(duel, 1) == [None]


def test_zombyra_loses_200_atk_each_time_it_destroys_a_monster_by_battle():
    duel = position(monsters=([ZOMBYRA], [M1000, M1000]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.monsters(0)[0]["atk"] == 1900
    duel.apply(A.ACT_END_BATTLE)
    for _ in range(60):                        # on to the next own turn; the loss stays
        if duel.turn() == 4 and duel.decision() == "main":
            break
        d = duel.decision()
        duel.apply(A.ACT_PASS if d == "response" else (A.ACT_TO_END if d == "main" else
                   (A.ACT_END_BATTLE if d == "battle" else int(duel.legal_actions()[0]))))
    assert duel.turn() == 4 and duel.monsters(0)[0]["atk"] == 1900
    to_battle(duel)
    fight(duel, 0, 1)
    assert duel.monsters(0)[0]["atk"] == 1700


def test_zombyra_not_destroying_keeps_its_atk():
    duel = position(monsters=([ZOMBYRA], [(vanilla(1000, 2500), "defense")]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert duel.monsters(0)[0]["atk"] == 2100


# ---- Berserk Gorilla -------------------------------------------------------------------------

BERSERK_GORILLA = 39168895
EXARION = 63749102
BOOK_OF_MOON = 14087893


def test_berserk_gorilla_must_attack_before_the_battle_step_ends():
    duel = position(monsters=([BERSERK_GORILLA], [M3000]))
    to_battle(duel)
    assert A.ACT_END_BATTLE not in duel.legal_actions()
    assert attack_targets(duel, 0) == [0]
    fight(duel, 0, 0)
    assert duel.graveyard(0) == [BERSERK_GORILLA]


def test_berserk_gorilla_that_attacked_lets_the_battle_step_end():
    duel = position(monsters=([BERSERK_GORILLA], [M1000]))
    to_battle(duel)
    fight(duel, 0, 0)
    assert A.ACT_END_BATTLE in duel.legal_actions()


def test_berserk_gorilla_in_face_up_defense_position_is_destroyed():
    duel = position(monsters=([(BERSERK_GORILLA, "defense")], []))
    duel.apply(A.ACT_TO_BATTLE)     # any step re-applies the continuous effects (Q01)
    settle(duel)
    assert duel.graveyard(0) == [BERSERK_GORILLA]


def test_berserk_gorilla_set_face_down_stays():
    duel = position(monsters=([(BERSERK_GORILLA, "set")], []))
    duel.apply(A.ACT_TO_BATTLE)
    settle(duel)
    assert codes(duel, 0)[0] == BERSERK_GORILLA


# ---- Exarion Universe ------------------------------------------------------------------------

def test_exarion_universe_loses_400_atk_to_pierce_a_defense_position_monster():
    duel = position(monsters=([EXARION], [(M1000, "defense")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=True) == "battle"
    assert duel.lp(1) == 8000 - (1400 - 1000)
    assert duel.monsters(0)[0]["atk"] == 1400


def test_exarion_universe_declined_deals_no_piercing_damage():
    duel = position(monsters=([EXARION], [(M1000, "set")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel, yes=False)
    assert duel.lp(1) == 8000 and duel.monsters(0)[0]["atk"] == 1800


def test_exarion_universe_attacking_an_attack_position_monster_cannot_use_it():
    duel = position(monsters=([EXARION], [M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() != "yesno"
    settle(duel)
    assert duel.lp(1) == 7200


# ---- Mystic Swordsman LV2 ----------------------------------------------------------------------

SWORDSMAN_LV2 = 47507260
SWORDSMAN_LV4 = 74591968
_LV_DB = None


def lv_position(**kw):
    """A position on the test pool plus the facts of Mystic Swordsman LV4 (not bundled; its own
    effect is not scripted, so it plays as a dead card here)."""
    global _LV_DB
    from ygo_core import CardDB, Duel
    from ygo_core.carddb import CardInfo, _read_bundled
    from helpers import _synthetic_cards
    if _LV_DB is None:
        lv4 = CardInfo(SWORDSMAN_LV4, 0, "Mystic Swordsman LV4", 0x21, 4, 0x1, 0x1, 1900, 1600)
        _LV_DB = CardDB(_read_bundled() + list(_synthetic_cards()) + [lv4])
    kw.setdefault("decks", ([M1000] * 10, [M1000] * 10))
    return Duel.from_position(_LV_DB, auto_forced=False, allow_unimplemented=True, **kw)


def test_mystic_swordsman_lv2_destroys_a_set_monster_without_flipping_it():
    duel = position(monsters=([SWORDSMAN_LV2], [(MAN_EATER, "set")]))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"      # Man-Eater Bug never flips: no FLIP target choice
    assert duel.graveyard(1) == [MAN_EATER] and duel.lp(0) == 8000 and codes(duel, 0)[0] == SWORDSMAN_LV2


def test_mystic_swordsman_lv2_set_monster_is_not_destroyed_by_battle():
    # Mystic Tomato destroyed by the effect does not trigger ("destroyed by battle").
    duel = position(monsters=([SWORDSMAN_LV2], [(MYSTIC_TOMATO, "set")]), decks=([M1000] * 5, [FERAL_IMP] * 5))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.graveyard(1) == [MYSTIC_TOMATO] and codes(duel, 1) == [None] * 5


def test_mystic_swordsman_lv2_levels_up_after_destroying_a_monster_by_battle():
    duel = lv_position(monsters=([SWORDSMAN_LV2], [vanilla(500, 500)]), hands=([SWORDSMAN_LV4], []))
    to_battle(duel)
    fight(duel, 0, 0)
    duel.apply(A.ACT_END_BATTLE)
    d = settle(duel)
    while d == "main":
        duel.apply(A.ACT_TO_END)
        d = settle(duel)
    assert d == "choose", d
    choose(duel, SWORDSMAN_LV4)
    settle(duel)
    assert codes(duel, 0)[0] == SWORDSMAN_LV4 and SWORDSMAN_LV2 in duel.graveyard(0)


def test_mystic_swordsman_lv2_no_level_up_after_its_effect_kill():
    duel = lv_position(monsters=([SWORDSMAN_LV2], [(vanilla(500, 500), "set")]), hands=([SWORDSMAN_LV4], []))
    to_battle(duel)
    fight(duel, 0, 0)
    duel.apply(A.ACT_END_BATTLE)
    d = settle(duel)
    while d == "main":
        duel.apply(A.ACT_TO_END)
        d = settle(duel)
    assert duel.turn() == 3 or d != "choose"
    assert SWORDSMAN_LV4 in duel.hand(0)


# ---- random-play battery over the battle family's cards ----------------------------------------

BATTLE_CARDS = [SPIRIT_REAPER, DD_WARRIOR_LADY, MYSTIC_TOMATO, MYSTIC_TOMATO, PYRAMID_TURTLE,
                AIRKNIGHT, GIANT_GERM, GIANT_GERM, GIANT_GERM, DD_ASSAILANT, MARAUDING_CAPTAIN,
                MARAUDING_CAPTAIN, GIANT_RAT, GIANT_RAT, SHINING_ANGEL, SHINING_ANGEL,
                NIMBLE_MOMONGA, NIMBLE_MOMONGA, RYU_KOKKI, SPEAR_DRAGON,
                COMMAND_KNIGHT, BLADE_KNIGHT, ZOMBYRA]
PROPS = [SWORDSMAN_LV2, KOUMORI, DRAGON_ZOMBIE, MYSTICAL_ELF, BERSERK_GORILLA, MAN_EATER, EXARION]


def battle_decks():
    """Two 40-card Decks: the battle family's cards, the scripted staples and targets for the
    recruiters (DARK, EARTH, LIGHT, Zombie monsters)."""
    from helpers import GOAT_STAPLES
    deck = BATTLE_CARDS + GOAT_STAPLES + PROPS
    assert len(deck) == 40
    return deck, list(reversed(deck))


def test_battle_family_random_duels_keep_the_invariants_step_by_step():
    from ygo_core import RULESETS
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = battle_decks()
    for rules in sorted(RULESETS):
        for seed in seeds(120):
            play_checked(test_db(), deck0, deck1, seed, rules, illegal_every=11)


def test_battle_family_playouts_end_consistently():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = battle_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(1000):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
    assert wins[0] > 0 and wins[1] > 0
