"""The battle family's primitives (docs/effects.md, "Battle family"), each exercised with a
test-only card declared in the vocabulary: the battle events (F16.4-F16.5, F20), piercing
damage, "cannot be destroyed by battle", attack-target and direct-attack restrictions (F03),
destruction after being targeted, a fixed-position or optional summon, the DEF filter."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, battle_indestructible, continuous, destroyed_when_targeted, gain_lp, monsters,
    no_direct_attack, not_attack_target, piercing, summon_chosen, trigger, destroyed_its_foe, lasting_stats,
    must_attack, stats_while_hand_at_most,
)

from helpers import table_db, table_position, attack, keep_gy_order, monster_card, vanilla

NORMAL_SPELL, CONTINUOUS_TRAP, EFFECT_MONSTER, NORMAL_MONSTER = 0x2, 0x20004, 0x21, 0x11
ZOMBIE = 0x10

TEST_CARDS = {
    98100001: ("Test Piercing", CONTINUOUS_TRAP, None, activate(), continuous(piercing(monsters("self")))),
    98100002: ("Test Shield", CONTINUOUS_TRAP, None, activate(), continuous(battle_indestructible(monsters("self")))),
    98100003: ("Test No Direct", EFFECT_MONSTER, (1000, 1000), continuous(no_direct_attack())),
    98100004: ("Test From The Grave", EFFECT_MONSTER, (1000, 1000),
               trigger("destroyed_by_battle", gain_lp(300), of="self")),
    98100005: ("Test Damage Dealer", EFFECT_MONSTER, (1000, 1000),
               trigger("battle_damage", gain_lp(100), of="self")),
    98100006: ("Test Tall Zombie", NORMAL_MONSTER, (1000, 2100)),
    98100007: ("Test Veil", CONTINUOUS_TRAP, None, activate(),
               continuous(not_attack_target(monsters("self", face_up=True, atk_max=1000)))),
    98100008: ("Test Fragile", CONTINUOUS_TRAP, None, activate(),
               continuous(destroyed_when_targeted(monsters("foe", face_up=True)))),
    98100009: ("Test Pointer", NORMAL_SPELL, None, activate(gain_lp(100), target=monsters())),
    98100010: ("Test Recruiter", EFFECT_MONSTER, (1000, 1000),
               trigger("destroyed_by_battle",
                       summon_chosen(Filter(where=("deck",), controller="self", kind=("monster",),
                                            races=("Zombie",), def_max=2000), 2,
                                     position="set", optional=True), of="self")),
    98100011: ("Test Battler", EFFECT_MONSTER, (1000, 1000),
               trigger("battled", gain_lp(10), of="self"),
               trigger("damage_step_end", gain_lp(1), of="self")),
    98100012: ("Test Veteran", EFFECT_MONSTER, (1000, 1000),
               trigger("damage_step_end", lasting_stats(atk=100), of="self", conditions=[destroyed_its_foe()])),
    98100013: ("Test Frenzy", CONTINUOUS_TRAP, None, activate(), continuous(must_attack(monsters("self")))),
    98100014: ("Test Lean Hand", EFFECT_MONSTER, (1000, 1000), continuous(stats_while_hand_at_most(0, atk=500))),
}
(PIERCING, SHIELD, NO_DIRECT, FROM_GRAVE, DAMAGE_DEALER, TALL_ZOMBIE, VEIL, FRAGILE, POINTER,
 RECRUITER, BATTLER, VETERAN, FRENZY, LEAN_HAND) = sorted(TEST_CARDS)
DRAGON_ZOMBIE = 66672569      # DARK Zombie 1600/0
M1000 = vanilla(1000, 1000)
M2000 = vanilla(2000, 1000)


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, ZOMBIE, *(stats or (0, 0)))


def db():
    return table_db(TEST_CARDS, _info, stats_column=True, script_all=False)


def position(**kw):
    return table_position(db(), [M1000] * 10, **kw)


def settle(duel):
    while duel.decision() in ("response", "gy_order", "position"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        elif duel.decision() == "position":
            duel.apply(A.ACT_ATTACK_POSITION)
        else:
            duel.apply(A.ACT_PASS)
    return duel.decision()


def to_battle(duel):
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"


def trap(duel, player=0, zone=0):
    """Activate a Set Continuous Trap of the turn player and let it resolve."""
    duel.apply(A.ACT_ACTIVATE + duel.spells(player)[zone]["card"])
    settle(duel)


def targets_of(duel, zone):
    return sorted((int(a) - A.ACT_ATTACK) % A.ATTACK_TARGETS for a in duel.legal_actions()
                  if int(a) >= A.ACT_ATTACK and (int(a) - A.ACT_ATTACK) // A.ATTACK_TARGETS == zone)


def test_piercing_deals_the_difference_over_def():
    duel = position(spells=([PIERCING], []), monsters=([M2000], [(M1000, "defense")]))
    trap(duel)
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(1) == 7000


def test_cannot_be_destroyed_by_battle_keeps_the_monster_and_the_damage():
    duel = position(turn=3, turn_player=1, spells=([], [SHIELD]), monsters=([M2000], [M1000]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    settle(duel)
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    # Player 1's shielded 1000 attacks the 2000: player 1 takes 1000, the attacker stays.
    assert duel.lp(1) == 7000 and duel.graveyard(1) == [] and duel.monsters(1)[0]["code"] == M1000
    duel = position(spells=([SHIELD], []), monsters=([M1000], [M2000]))
    trap(duel)
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 7000 and duel.graveyard(0) == [] and duel.monsters(0)[0]["code"] == M1000


def test_no_direct_attack():
    duel = position(monsters=([NO_DIRECT, M1000], []))
    to_battle(duel)
    assert targets_of(duel, 0) == [] and targets_of(duel, 1) == [A.ATTACK_DIRECT]


def test_destroyed_by_battle_triggers_from_the_gy():
    duel = position(monsters=([M2000], [FROM_GRAVE]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.graveyard(1) == [FROM_GRAVE] and duel.lp(1) == 8000 - 1000 + 300


def test_battle_damage_triggers_for_the_monster_that_inflicted_it():
    duel = position(monsters=([DAMAGE_DEALER], [(vanilla(500, 500), "attack")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 8100 and duel.lp(1) == 7500
    # In Defense Position with the higher DEF, the defender inflicted the damage.
    duel = position(turn=3, turn_player=1, monsters=([(DAMAGE_DEALER, "defense")], [vanilla(500, 500)]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(1) == 7500 and duel.lp(0) == 8100


def test_def_filter_and_a_set_optional_summon():
    duel = position(monsters=([M2000], [RECRUITER]),
                    decks=([M1000] * 5, [TALL_ZOMBIE, DRAGON_ZOMBIE, DRAGON_ZOMBIE]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose"
    offered = {duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions() if int(a) != A.ACT_PASS}
    assert offered == {DRAGON_ZOMBIE} and A.ACT_PASS in duel.legal_actions()
    duel.apply(next(int(a) for a in duel.legal_actions() if int(a) != A.ACT_PASS))
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert [m and m["position"] for m in duel.monsters(1)][0] == "set"


def test_not_attack_target_shields_the_matching_monsters():
    # F03: the Veil's controller's monsters with 1000 or less ATK cannot be attack targets.
    duel = position(spells=([], [VEIL]), monsters=([M2000], [M1000, M2000]))
    veil = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_TO_BATTLE)
    while duel.decision() == "response":
        if duel.current_player() == 1 and A.ACT_ACTIVATE + veil in duel.legal_actions():
            duel.apply(A.ACT_ACTIVATE + veil)
        else:
            duel.apply(A.ACT_PASS)
    if duel.decision() == "main":    # E02: a chain in answer to leaving the Main Phase keeps it
        to_battle(duel)
    assert duel.decision() == "battle" and duel.spells(1)[0]["position"] == "faceup"
    assert targets_of(duel, 0) == [1]


def test_destroyed_after_being_targeted():
    duel = position(spells=([FRAGILE], []), hands=([POINTER], []), monsters=([], [M1000]))
    trap(duel)
    duel.apply(A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.lp(0) == 8100 and duel.graveyard(1) == [M1000]


def test_battled_and_damage_step_end_events():
    duel = position(monsters=([BATTLER], [(vanilla(500, 500), "defense")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.lp(0) == 8011
    duel = position(monsters=([BATTLER], []))
    to_battle(duel)
    duel.apply(attack(0, None))
    settle(duel)
    assert duel.lp(0) == 8000     # a direct attack battles no monster


def test_lasting_stats_after_destroying_a_monster_by_battle():
    duel = position(monsters=([VETERAN], [vanilla(500, 500), (vanilla(500, 2000), "defense")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.monsters(0)[0]["atk"] == 1100


def test_must_attack_keeps_the_battle_step_open():
    duel = position(spells=([FRENZY], []), monsters=([M1000], [M2000]))
    trap(duel)
    to_battle(duel)
    assert A.ACT_END_BATTLE not in duel.legal_actions()


def test_stats_while_the_hand_is_small():
    assert position(monsters=([LEAN_HAND], [])).monsters(0)[0]["atk"] == 1500
    assert position(monsters=([LEAN_HAND], []), hands=([M1000], [])).monsters(0)[0]["atk"] == 1000
