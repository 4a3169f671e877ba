"""GOAT format, activated family (ygo_core/scripts/goat/activated.py): a test or more per card,
named after it, each in a set-up position, citing the rules (rules-mr3.md) and rulings it relies
on. Costs are paid at activation (U03), before the opponent can respond."""
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

GRACEFUL_CHARITY = 79571449
DELINQUENT_DUO = 44763025
NOBLEMAN = 71044499
BREAKER = 71413901
TIV = 33184167
THUNDER_DRAGON = 31786629
EXILED_FORCE = 74131780
MAN_EATER_BUG = 54652250      # a FLIP monster (SDY)
CASTLE_WALLS = 44209392       # a Normal Trap (SDY)
TRAP_HOLE = 4206964
M = vanilla(1000, 1000)
M2 = vanilla(1200, 1000)
M3 = vanilla(1300, 1000)
WARRIOR = 0                   # bit index of Warrior among the Types (vanilla monsters are Warriors)
AQUA = 6


def activate(duel, player, code):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, code))


def resolve(duel):
    pass_until(duel, "main")


def test_graceful_charity_draws_three_then_discards_two_of_your_choice():
    duel = position(hands=([GRACEFUL_CHARITY], []), decks=([M, M2, M3, M], []))
    activate(duel, 0, GRACEFUL_CHARITY)
    pass_until(duel, "choose")
    hand = duel.card_ids(0, "hand")
    assert sorted(duel.hand(0)) == sorted([M, M2, M3])   # drawn from the top (the end of the list)
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in hand)
    duel.apply(A.ACT_SELECT + hand[0])
    assert duel.decision() == "choose" and duel.current_player() == 0
    duel.apply(A.ACT_SELECT + hand[1])
    resolve(duel)
    assert duel.card_ids(0, "hand") == [hand[2]]
    assert sorted(duel.graveyard(0)) == sorted([GRACEFUL_CHARITY, duel.card_code(hand[0]), duel.card_code(hand[1])])


def test_graceful_charity_needs_three_cards_in_the_deck():
    # TC004, U08: the draw must be possible when it is activated.
    duel = position(hands=([GRACEFUL_CHARITY], []), decks=([M, M], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, GRACEFUL_CHARITY) not in duel.legal_actions()


def test_delinquent_duo_costs_1000_and_takes_a_random_and_a_chosen_card():
    duel = position(hands=([DELINQUENT_DUO], [M, M2, M3]))
    activate(duel, 0, DELINQUENT_DUO)
    assert duel.lp(0) == 7000                      # U03: the cost is paid at activation
    pass_until(duel, "choose")
    assert duel.current_player() == 1              # the opponent chooses their second discard
    left = duel.card_ids(1, "hand")
    assert len(left) == 2                          # one went at random already
    duel.apply(A.ACT_SELECT + left[0])
    resolve(duel)
    assert duel.card_ids(1, "hand") == [left[1]] and len(duel.graveyard(1)) == 2


def test_delinquent_duo_with_one_card_in_the_opponents_hand_takes_only_that_one():
    duel = position(hands=([DELINQUENT_DUO], [M]))
    activate(duel, 0, DELINQUENT_DUO)
    resolve(duel)
    assert duel.hand(1) == [] and duel.graveyard(1) == [M]


def test_delinquent_duo_needs_a_card_in_the_opponents_hand():
    duel = position(hands=([DELINQUENT_DUO], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DELINQUENT_DUO) not in duel.legal_actions()


def test_nobleman_of_crossout_banishes_a_flip_monster_and_its_namesakes_from_both_decks():
    duel = position(hands=([NOBLEMAN], []),
                    monsters=([], [(MAN_EATER_BUG, "set")]),
                    decks=([M, MAN_EATER_BUG, M], [MAN_EATER_BUG, M, MAN_EATER_BUG]))
    bug = monster_card(duel, 1, 0)
    activate(duel, 0, NOBLEMAN)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + bug]
    duel.apply(A.ACT_SELECT + bug)
    resolve(duel)
    assert duel.banished(1) == [MAN_EATER_BUG] * 3 and duel.banished(0) == [MAN_EATER_BUG]
    assert duel.deck(0) == [M, M] and duel.deck(1) == [M]
    assert duel.graveyard(1) == [] and duel.graveyard(0) == [NOBLEMAN]


def test_nobleman_of_crossout_on_a_non_flip_monster_leaves_the_decks_alone():
    duel = position(hands=([NOBLEMAN], []), monsters=([], [(M, "set")]), decks=([M], [M, M]))
    activate(duel, 0, NOBLEMAN)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.banished(1) == [M] and duel.deck(1) == [M, M]


def test_nobleman_of_crossout_targets_only_face_down_monsters():
    duel = position(hands=([NOBLEMAN], []), monsters=([], [(M, "attack")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEMAN) not in duel.legal_actions()


def test_nobleman_of_crossout_may_target_your_own_face_down_monster():
    # "1 face-down monster on the field": either side.
    duel = position(hands=([NOBLEMAN], []), monsters=([(M, "set")], [(M2, "set")]))
    activate(duel, 0, NOBLEMAN)
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + monster_card(duel, 0, 0),
                                                   A.ACT_SELECT + monster_card(duel, 1, 0)])


def normal_summon(duel, code, player=0):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, player, code))


def test_breaker_gets_a_spell_counter_when_normal_summoned_and_300_atk_for_it():
    duel = position(hands=([BREAKER], []))
    normal_summon(duel, BREAKER)
    resolve(duel)
    breaker = monster_card(duel, 0, 0)
    assert duel.counters(breaker) == 1 and duel.monsters(0)[0]["atk"] == 1900


def test_breaker_special_summoned_or_flipped_gets_no_counter():
    duel = position(monsters=([(BREAKER, "set")], []))
    breaker = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + breaker)
    resolve(duel)
    assert duel.counters(breaker) == 0 and duel.monsters(0)[0]["atk"] == 1600
    assert A.ACT_ACTIVATE + breaker not in duel.legal_actions()   # no counter: no cost to pay


def test_breaker_removes_its_counter_as_the_cost_to_destroy_a_spell_or_trap():
    duel = position(hands=([BREAKER], []), spells=([], [CASTLE_WALLS]))
    normal_summon(duel, BREAKER)
    resolve(duel)
    breaker = monster_card(duel, 0, 0)
    walls = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + breaker)
    assert duel.counters(breaker) == 0 and duel.monsters(0)[0]["atk"] == 1600   # the cost, at once
    assert list(duel.legal_actions()) == [A.ACT_SELECT + walls]
    duel.apply(A.ACT_SELECT + walls)
    resolve(duel)
    assert duel.graveyard(1) == [CASTLE_WALLS]
    assert A.ACT_ACTIVATE + breaker not in duel.legal_actions()   # no counter left


def test_breaker_leaving_the_field_loses_its_counter():
    # AD01: a card that leaves the field forgets what happened to it there.
    duel = position(hands=([BREAKER, EXILED_FORCE], []))
    normal_summon(duel, BREAKER)
    resolve(duel)
    breaker = monster_card(duel, 0, 0)
    assert duel.counters(breaker) == 1
    from ygo_core import layout as L
    buf = duel.buffer
    assert buf[L.CARD_BASE + breaker * L.CARD_WIDTH + L.CARD_COUNTERS] == 1


def test_tribe_infecting_virus_discards_declares_and_destroys_that_type():
    duel = position(monsters=([(TIV, "attack"), (M, "attack")], [(M2, "attack"), (M3, "set")]),
                    hands=([M], []))
    tiv = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + tiv)
    assert duel.decision() == "cost" and list(duel.legal_actions()) == [A.ACT_SELECT + duel.card_ids(0, "hand")[0]]
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "hand")[0])
    assert duel.decision() == "option" and len(duel.legal_actions()) == 20
    assert duel.describe(A.ACT_OPTION + WARRIOR) == "Declare the Type Warrior"
    duel.apply(A.ACT_OPTION + WARRIOR)
    resolve(duel)
    # Every face-up Warrior on the field goes, the player's own too; the face-down one stays.
    # The discarded card (the cost, paid at activation) is the lowest in the GY.
    assert duel.graveyard(0) == [M, M] and duel.graveyard(1) == [M2]
    assert duel.monsters(0)[0]["code"] == TIV and duel.monsters(1)[1]["code"] == M3


def test_tribe_infecting_virus_declaring_its_own_type_destroys_itself():
    duel = position(monsters=([(TIV, "attack")], [(M, "attack")]), hands=([M], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "hand")[0])
    duel.apply(A.ACT_OPTION + AQUA)
    resolve(duel)
    assert duel.monsters(0)[0] is None and duel.monsters(1)[0]["code"] == M


def test_tribe_infecting_virus_needs_a_card_to_discard():
    duel = position(monsters=([(TIV, "attack")], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_tribe_infecting_virus_is_an_ignition_effect_not_usable_in_the_opponents_turn():
    duel = position(turn=3, turn_player=1, monsters=([(TIV, "attack")], []), hands=([M], [M]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    assert duel.decision() != "response" or A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_thunder_dragon_discards_itself_to_add_two_from_the_deck():
    duel = position(hands=([THUNDER_DRAGON], []), decks=([THUNDER_DRAGON, M, THUNDER_DRAGON, M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, THUNDER_DRAGON))
    assert duel.graveyard(0) == [THUNDER_DRAGON]      # the cost
    pass_until(duel, "choose")
    first = duel.legal_actions()
    duel.apply(int(first[0]))
    assert A.ACT_PASS in duel.legal_actions()          # "up to 2": the second may be declined
    duel.apply(int([a for a in duel.legal_actions() if a != A.ACT_PASS][0]))
    resolve(duel)
    assert duel.hand(0) == [THUNDER_DRAGON, THUNDER_DRAGON] and sorted(duel.deck(0)) == [M, M]


def test_thunder_dragon_needs_a_copy_in_the_deck_and_works_only_from_the_hand():
    duel = position(hands=([THUNDER_DRAGON], []), decks=([M], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, THUNDER_DRAGON) not in duel.legal_actions()
    duel = position(monsters=([(THUNDER_DRAGON, "attack")], []), decks=([THUNDER_DRAGON], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_exiled_force_tributes_itself_to_destroy_a_monster():
    duel = position(monsters=([(EXILED_FORCE, "attack"), (M, "attack")], [(M2, "set")]))
    force = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + force)
    assert duel.graveyard(0) == [EXILED_FORCE]        # the Tribute is the cost
    # The target is chosen after the cost: any other monster on the field, either side.
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + monster_card(duel, 0, 1),
                                                   A.ACT_SELECT + monster_card(duel, 1, 0)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.graveyard(1) == [M2]


def test_exiled_force_face_down_cannot_use_its_effect():
    duel = position(monsters=([(EXILED_FORCE, "set")], [(M2, "attack")]))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
