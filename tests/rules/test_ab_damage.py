"""Section AB: damage and LP (rules-mr3.md AB03, AB05): a direct attack deals the full ATK,
piercing deals ATK - DEF, and piercing damage is battle damage for every effect about battle
damage (prevented by Waboku, doubled by Scrap Fist, answered by Drill Synchron)."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, monster_card, pass_until, position, set_ids, vanilla
from tests.mr3_cards import mr3_position

SPEAR_DRAGON = 31553716    # 1900 ATK, piercing
WABOKU = 12607053          # Normal Trap: no battle damage, no battle destruction this turn
SCRAP_FIST = 8529136       # Quick-Play: Junk Warrior pierces and doubles its battle damage
JUNK_WARRIOR = 60800381    # 2300 ATK Warrior Synchro
DRILL_SYNCHRON = 56286179  # Warriors pierce; "when" one pierces: draw 1
WALL = vanilla(100, 1000)


def test_ab05_a_direct_attack_deals_the_attackers_full_atk():
    """AB05: with no monster to battle, the attacker's whole ATK is battle damage."""
    duel = position(monsters=([SPEAR_DRAGON], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000 - 1900)


def test_ab05_piercing_deals_atk_minus_def_to_the_defender():
    """AB05: a piercing attacker on a Defense Position monster with less DEF inflicts the
    difference (1900 - 1000); the same attack without piercing inflicts nothing (F18)."""
    duel = position(monsters=([SPEAR_DRAGON, vanilla(1900, 1000)], [(WALL, "defense"), (WALL, "defense")]))
    go_to_battle(duel)
    duel.apply(attack(1, 1))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 900 and duel.graveyard(1) == [WALL, WALL]


def test_ab03_piercing_damage_is_battle_damage_that_waboku_prevents():
    """AB03: piercing damage is battle damage: after Waboku (no battle damage this turn), the
    piercing attack inflicts nothing, and the defender is not destroyed by battle either."""
    duel = position(monsters=([SPEAR_DRAGON], [(WALL, "defense")]), spells=([], [WABOKU]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.monsters(1)[0]["code"] == WALL


def test_ab03_piercing_damage_is_doubled_as_battle_damage():
    """AB03: Scrap Fist makes Junk Warrior pierce and doubles the battle damage the opponent
    takes: its piercing damage, (2300 - 1000) x 2."""
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], [(WALL, "defense")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCRAP_FIST))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2 * 1300


def test_ab03_piercing_damage_answers_a_battle_damage_trigger():
    """AB03: Drill Synchron's "when a Warrior you control inflicts piercing battle damage" sees
    the piercing damage of a Warrior (1300 - 1000): its controller may draw 1."""
    warrior = vanilla(1300, 1000)
    duel = mr3_position(monsters=([DRILL_SYNCHRON, warrior], [(WALL, "defense")]), decks=([WALL] * 3, [WALL] * 3))
    go_to_battle(duel)
    duel.apply(attack(1, 0))
    pass_until(duel, "yesno")
    duel.apply(A.ACT_YES)
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 300 and len(duel.hand(0)) == 1
