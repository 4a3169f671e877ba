"""GOAT-format staples (ygo_core/scripts/goat/): one test or more per card, each in a set-up
position, citing the rules it relies on (rules-mr3.md)."""
import pytest

from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, monster_card, pass_until, position, set_ids, vanilla

POT_OF_GREED = 55144522
MST = 5318639
HEAVY_STORM = 19613556
MIRROR_FORCE = 44095762
BOOK_OF_MOON = 14087893
SAKURETSU_ARMOR = 56120475
TORRENTIAL_TRIBUTE = 53582587
OOKAZI = 19523799
CASTLE_WALLS = 44209392
M = vanilla(1000, 1000)


def test_pot_of_greed_draws_two():
    duel = position(hands=([POT_OF_GREED], []), decks=([M, vanilla(1100, 1000), M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    assert duel.hand(0) == [M, vanilla(1100, 1000)] and duel.graveyard(0) == [POT_OF_GREED]


def test_pot_of_greed_needs_two_cards_in_the_deck():
    # Y03, TC004 variant A: with 1 card in the Deck it cannot be activated.
    duel = position(hands=([POT_OF_GREED], []), decks=([M], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED) not in duel.legal_actions()


def test_mystical_space_typhoon_destroys_a_set_card():
    duel = position(hands=([MST], []), spells=([], [CASTLE_WALLS]))
    mst = card_in_hand(duel, 0, MST)
    walls = set_ids(duel, 1)[0]
    duel.apply(A.ACT_ACTIVATE + mst)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + walls]  # V01: not itself
    duel.apply(A.ACT_SELECT + walls)
    pass_until(duel, "main")
    assert duel.graveyard(1) == [CASTLE_WALLS] and duel.graveyard(0) == [MST]


def test_mystical_space_typhoon_answers_an_activation():
    # R14, W02: a Set Quick-Play Spell (Spell Speed 2) may respond in the opponent's turn.
    duel = position(turn=3, turn_player=1, hands=([], [OOKAZI]), spells=([MST], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, OOKAZI))
    assert (duel.decision(), duel.current_player()) == ("response", 0)


def test_heavy_storm_destroys_every_other_spell_and_trap():
    duel = position(hands=([HEAVY_STORM], []), spells=([CASTLE_WALLS], [CASTLE_WALLS, MST]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, HEAVY_STORM))
    pass_until(duel, "main")
    assert sorted(duel.graveyard(0)) == sorted([CASTLE_WALLS, HEAVY_STORM])
    assert sorted(duel.graveyard(1)) == sorted([CASTLE_WALLS, MST])
    assert all(s is None for s in duel.spells(0) + duel.spells(1))


def test_heavy_storm_needs_another_spell_or_trap():
    duel = position(hands=([HEAVY_STORM], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, HEAVY_STORM) not in duel.legal_actions()


def test_mirror_force_destroys_the_attackers_attack_position_monsters():
    duel = position(monsters=([vanilla(2000, 1000), (vanilla(1500, 1000), "defense"), M], [M]),
                    spells=([], [MIRROR_FORCE]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "battle")
    assert [m and m["code"] for m in duel.monsters(0)] == [None, vanilla(1500, 1000), None, None, None]
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)  # F07: the attacker is gone, no damage


def test_mirror_force_only_answers_an_attack():
    duel = position(turn=3, turn_player=1, hands=([], [OOKAZI]), spells=([MIRROR_FORCE], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, OOKAZI))
    assert duel.lp(0) == 7200 and duel.decision() == "main"  # no window: Mirror Force not legal


def test_book_of_moon_flips_a_monster_face_down():
    # AD01-AD03: it turns face-down Defense; its attack this Battle Phase is over.
    duel = position(hands=([BOOK_OF_MOON], []), monsters=([], [vanilla(2500, 1000)]))
    target = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["position"] == "set" and duel.graveyard(0) == [BOOK_OF_MOON]


def test_book_of_moon_stops_an_attack():
    # F07: an attacker turned face-down in the Battle Step does not reach the Damage Step.
    duel = position(monsters=([vanilla(2500, 1000)], []), spells=([], [BOOK_OF_MOON]))
    go_to_battle(duel)
    attacker = monster_card(duel, 0, 0)
    duel.apply(attack(0, None))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    duel.apply(A.ACT_SELECT + attacker)
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 and duel.monsters(0)[0]["position"] == "set"


def test_sakuretsu_armor_destroys_the_attacking_monster():
    duel = position(monsters=([vanilla(2500, 1000), M], [M]), spells=([], [SAKURETSU_ARMOR]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "battle")
    assert duel.graveyard(0) == [vanilla(2500, 1000)] and duel.monsters(1)[0]["code"] == M
    assert duel.lp(1) == 8000


def test_torrential_tribute_answers_a_summon_and_destroys_every_monster():
    duel = position(hands=([vanilla(1600, 1000)], []), monsters=([M], [M]),
                    spells=([], [TORRENTIAL_TRIBUTE]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(1600, 1000)))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == [] and duel.card_ids(1, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([M, vanilla(1600, 1000)])


def test_torrential_tribute_cannot_answer_a_set():
    # G06: a Set is not a summon event.
    duel = position(hands=([M], []), monsters=([], [M]), spells=([], [TORRENTIAL_TRIBUTE]))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M))
    assert duel.decision() == "main" and duel.current_player() == 0

REINFORCEMENT = 32807846
MAGIC_CYLINDER = 62279055
RING = 83555666


def test_reinforcement_of_the_army_adds_a_level_4_or_lower_warrior():
    # C11: the searched Deck is shuffled; only Level 4 or lower Warriors are offered.
    low, high = vanilla(1500, 1000, level=4), vanilla(2000, 1000, level=5)
    duel = position(hands=([REINFORCEMENT], []), decks=([high, low, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, REINFORCEMENT))
    assert duel.decision() == "choose"
    offered = [duel.card_code(a - A.ACT_SELECT) for a in duel.legal_actions()]
    assert sorted(offered) == sorted([low, M])
    choice = [a for a in duel.legal_actions() if duel.card_code(a - A.ACT_SELECT) == low][0]
    duel.apply(choice)
    assert duel.hand(0) == [low] and sorted(duel.deck(0)) == sorted([high, M])


def test_reinforcement_of_the_army_needs_a_warrior_in_the_deck():
    duel = position(hands=([REINFORCEMENT], []), decks=([vanilla(2000, 1000, level=5)], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, REINFORCEMENT) not in duel.legal_actions()


def test_magic_cylinder_negates_the_attack_and_deals_its_atk():
    duel = position(monsters=([vanilla(2300, 1000)], []), spells=([], [MAGIC_CYLINDER]))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (5700, 8000)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]  # F04: the attack was used


def test_ring_of_destruction_destroys_and_both_take_its_atk():
    duel = position(hands=([], []), monsters=([], [vanilla(1800, 1000)]), spells=([RING], []),
                    turn=3)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (6200, 6200) and duel.graveyard(1) == [vanilla(1800, 1000)]


def test_ring_of_destruction_taking_both_to_zero_is_a_draw():
    # A14: both players reach 0 LP at the same time.
    duel = position(lp=(1000, 1000), monsters=([], [vanilla(1800, 1000)]), spells=([RING], []),
                    turn=3)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert duel.is_terminal() and (duel.winner(), duel.win_reason()) == (-1, "lp")


# ---- "The attacking monster", rechecked as the chain resolves ------------------------------------
# A monster turned face-down, gone from the field (or back as a new monster), taken by the
# opponent, or whose attack was negated is no longer the attacking monster: the effects
# about it act on nothing.
#  - Book of Moon chained to Sakuretsu Armor (OCG ruling, yugioh.fandom.com/wiki/Card_Rulings:
#    Sakuretsu_Armor): the monster is not destroyed.
#  - Book of Moon chained to Magic Cylinder (yugipedia.com/wiki/Card_Rulings:Magic_Cylinder):
#    its effect disappears; and (the 2005 TCG FAQ) if an effect chained to it destroys the
#    attacking monster or removes it from its controller's field, no damage is inflicted.
#  - An attack already negated: the monster is no longer an attacking monster (OCG Q&A
#    2014-06-28: Sakuretsu Armor and Magic Cylinder cannot answer an attack that is negated);
#    a second Magic Cylinder cannot negate it again, so it inflicts nothing (its damage depends
#    on the negation).

ATTACKER = vanilla(1800, 1000)


def _declare_and_answer(duel, defender_traps, attacker_book=False):
    """Player 0's ATTACKER (zone 0) attacks directly; player 1 activates its Set traps, in
    order, each chained to the one before; player 0 then chains Book of Moon on the attacker
    if told. Passes until the Battle Step is back."""
    go_to_battle(duel)
    attacker = monster_card(duel, 0, 0)
    duel.apply(attack(0, None))
    for card in defender_traps:
        while duel.current_player() != 1:
            duel.apply(A.ACT_PASS)  # the turn player lets player 1 respond
        duel.apply(A.ACT_ACTIVATE + card)
    if attacker_book:
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
        duel.apply(A.ACT_SELECT + attacker)
    pass_until(duel, "battle")
    return attacker


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_book_of_moon_chained_to_sakuretsu_armor_saves_the_attacker(rules):
    duel = position(rules=rules, hands=([BOOK_OF_MOON], []), monsters=([ATTACKER], []),
                    spells=([], [SAKURETSU_ARMOR]))
    attacker = _declare_and_answer(duel, set_ids(duel, 1), attacker_book=True)
    assert duel.monsters(0)[0]["card"] == attacker and duel.monsters(0)[0]["position"] == "set"
    assert duel.graveyard(0) == [BOOK_OF_MOON] and duel.graveyard(1) == [SAKURETSU_ARMOR]
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)  # F07: the attack stopped


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_book_of_moon_chained_to_magic_cylinder_leaves_it_nothing_to_do(rules):
    duel = position(rules=rules, hands=([BOOK_OF_MOON], []), monsters=([ATTACKER], []),
                    spells=([], [MAGIC_CYLINDER]))
    _declare_and_answer(duel, set_ids(duel, 1), attacker_book=True)
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.monsters(0)[0]["position"] == "set" and duel.graveyard(1) == [MAGIC_CYLINDER]


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_sakuretsu_armor_after_magic_cylinder_negated_the_attack_destroys_nothing(rules):
    # Chain: Sakuretsu Armor (1), Magic Cylinder (2). The Cylinder negates the attack and
    # inflicts 1800; the monster is no longer attacking when the Armor resolves.
    duel = position(rules=rules, monsters=([ATTACKER], []), spells=([], [SAKURETSU_ARMOR, MAGIC_CYLINDER]))
    attacker = _declare_and_answer(duel, set_ids(duel, 1))
    assert (duel.lp(0), duel.lp(1)) == (6200, 8000)
    assert duel.monsters(0)[0]["card"] == attacker and duel.monsters(0)[0]["position"] == "attack"
    assert duel.graveyard(0) == [] and sorted(duel.graveyard(1)) == sorted([SAKURETSU_ARMOR, MAGIC_CYLINDER])
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]  # F04: the attack was used


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_magic_cylinder_after_sakuretsu_armor_destroyed_the_attacker_inflicts_nothing(rules):
    # Chain: Magic Cylinder (1), Sakuretsu Armor (2): the attacking monster is gone.
    duel = position(rules=rules, monsters=([ATTACKER], []), spells=([], [MAGIC_CYLINDER, SAKURETSU_ARMOR]))
    _declare_and_answer(duel, set_ids(duel, 1))
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.graveyard(0) == [ATTACKER] and duel.card_ids(0, "monsters") == []


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_a_second_magic_cylinder_cannot_negate_the_negated_attack_and_inflicts_nothing(rules):
    # Chain: Magic Cylinder (1), Magic Cylinder (2): only link 2 negates and inflicts 1800.
    duel = position(rules=rules, monsters=([ATTACKER], []), spells=([], [MAGIC_CYLINDER, MAGIC_CYLINDER]))
    attacker = _declare_and_answer(duel, set_ids(duel, 1))
    assert (duel.lp(0), duel.lp(1)) == (6200, 8000)
    assert duel.monsters(0)[0]["card"] == attacker and duel.graveyard(1) == [MAGIC_CYLINDER] * 2


def test_book_of_moon_chained_to_mirror_force_saves_the_monster_it_turns_face_down():
    # Mirror Force destroys the Attack Position monsters it finds as it resolves (yugiohrulings
    # wikia, Book of Moon: "chain Book of Moon to Mirror Force ... not destroyed").
    other = vanilla(1200, 1000)
    duel = position(hands=([BOOK_OF_MOON], []), monsters=([ATTACKER, other], []), spells=([], [MIRROR_FORCE]))
    attacker = _declare_and_answer(duel, set_ids(duel, 1), attacker_book=True)
    assert duel.monsters(0)[0]["card"] == attacker and duel.monsters(0)[0]["position"] == "set"
    assert sorted(duel.graveyard(0)) == sorted([BOOK_OF_MOON, other]) and (duel.lp(0), duel.lp(1)) == (8000, 8000)
