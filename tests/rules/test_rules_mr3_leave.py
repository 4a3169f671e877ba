"""The MR3 leave family's rule items (rules-mr3.md), each through a card that uses it:
U08 checked after the cost (One for One), H03 a summon whose text names the position, Y09 the
"banish it when it leaves the field" replacement from every way of leaving, Z the negation a
summon rider puts on its monster (it ends with the monster's stay, AD01), AA a lasting group ATK
change, AH06 a procedure limited to once per turn by the name, Y08 "sent to the GY" from the
Deck, and the GY as a place Ignition effects are activated from."""
from ygo_core import actions as A

from tests.cards.test_mr3_leave import (
    DARK_HOLE, GAINER_L2, JUNK_SYNCHRON, L1, L2, L5, M, ONE_FOR_ONE, PLAGUESPREADER, QUILLBOLT, SONIC_WARRIOR,
    field, gy_card, leave_position, normal_summon, offered, pick,
)
from tests.helpers import card_in_hand, pass_until, settle
from tests.mr3_cards import TUNER_L2, mr3_position

MONSTER_REBORN = 83764718


def test_u08_one_for_one_cost_choices_keep_a_level_1_to_summon():
    # U08 after the cost: with a Level 1 and another monster in hand and no Level 1 in the Deck,
    # only the other monster may pay; the Level 1 is then summoned.
    duel = mr3_position(hands=([ONE_FOR_ONE, L1, M], []), decks=([M, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    assert offered(duel) == [M]
    duel.apply(pick(duel, M))
    pass_until(duel, "choose")
    assert offered(duel) == [L1]


def test_u08_one_for_one_may_send_the_level_1_when_another_remains():
    # A Level 1 left in the Deck: the hand's Level 1 may pay the cost (the other one is summoned).
    duel = mr3_position(hands=([ONE_FOR_ONE, L1], []), decks=([L1, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    assert offered(duel) == [L1]


def test_h03_a_named_position_is_not_asked():
    # Junk Synchron's summon is "in Defense Position": no position decision follows the target.
    duel = leave_position(hands=([JUNK_SYNCHRON], []), graveyards=([L2], []))
    normal_summon(duel, JUNK_SYNCHRON)
    duel.apply(A.ACT_YES)
    duel.apply(pick(duel, L2))
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "main"
    assert field(duel)[L2] == ("defense", 500)


def test_z_a_summon_rider_negation_ends_with_the_monsters_stay():
    # Z, AD01: the negation belongs to the summoned monster's stay on the field; destroyed and
    # revived (a new card), its effect applies again (600 + 700).
    duel = leave_position(hands=([JUNK_SYNCHRON, DARK_HOLE, MONSTER_REBORN], []), graveyards=([GAINER_L2], []))
    normal_summon(duel, JUNK_SYNCHRON)
    duel.apply(A.ACT_YES)
    duel.apply(pick(duel, GAINER_L2))
    settle(duel)
    assert field(duel)[GAINER_L2] == ("defense", 600)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(pick(duel, GAINER_L2))
    settle(duel)
    assert field(duel) == {GAINER_L2: ("attack", 1300)}


def test_y09_banished_when_it_leaves_the_field_by_destruction():
    duel = mr3_position(hands=([DARK_HOLE], []), monsters=([TUNER_L2], []), graveyards=([QUILLBOLT], []))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, QUILLBOLT))
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    assert duel.banished(0) == [QUILLBOLT]
    assert sorted(duel.graveyard(0)) == sorted([TUNER_L2, DARK_HOLE])


def test_y09_banished_when_tributed():
    # Tributed for a Tribute Summon (G, a move to the GY that is not destruction): banished.
    duel = mr3_position(hands=([M, L5], []), graveyards=([PLAGUESPREADER], []))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, PLAGUESPREADER))
    duel.apply(pick(duel, M))
    settle(duel)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(pick(duel, PLAGUESPREADER))
    settle(duel)
    assert duel.banished(0) == [PLAGUESPREADER] and duel.graveyard(0) == []


def test_y08_sonic_warrior_sent_from_the_deck_triggers():
    # Sent to the GY from the Deck (Y08: a mill by an effect) is "sent to the GY" too.
    from tests.cards.test_mr3_synchron_extreme import TUNING
    duel = mr3_position(hands=([TUNING], []), monsters=([L2], []), decks=([JUNK_SYNCHRON, SONIC_WARRIOR][::-1], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING))
    pass_until(duel, "choose")
    duel.apply(pick(duel, JUNK_SYNCHRON))
    settle(duel)
    assert SONIC_WARRIOR in duel.graveyard(0)
    assert field(duel)[L2] == ("attack", 1000)
