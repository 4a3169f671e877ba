"""GOAT format, activated family (ygo_core/scripts/goat/activated.py): a test or more per card,
named after it, each in a set-up position, citing the rules (rules-mr3.md) and rulings it relies
on. Costs are paid at activation (U03), before the opponent can respond."""
from ygo_core import actions as A

from battery import seeds
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
    # AD01: a card that leaves the field forgets what happened to it there (its counter too).
    duel = position(hands=([BREAKER], []), monsters=([(EXILED_FORCE, "attack")], []))
    normal_summon(duel, BREAKER)
    resolve(duel)
    breaker = monster_card(duel, 0, 1)
    assert duel.counters(breaker) == 1
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + breaker)
    resolve(duel)
    assert duel.graveyard(0) == [EXILED_FORCE, BREAKER] and duel.counters(breaker) == 0


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


# ---- Spells and Traps with costs and the rest of the list ---------------------------------------

BOOK_OF_TAIYOU = 38699854
GIANT_TRUNADE = 42703248
UPSTART_GOBLIN = 70368879
BRAIN_CONTROL = 87910978
LIGHTNING_VORTEX = 69162969
RAIGEKI_BREAK = 4178474
PHOENIX_WING = 63356631
JAR_OF_GREED = 83968380
SECRET_BARREL = 27053506
FEATHER = 49140998
SPELL_REPRODUCTION = 29228529
SMASHING_GROUND = 97169186
CEASEFIRE = 36468556
DUST_TORNADO = 60082869
DRAGGED_DOWN = 16435215
RELOAD = 22589918
MIND_CRUSH = 15800838
ENEMY_CONTROLLER = 98045062
ABYSS_SOLDIER = 18318842
POT_OF_GREED = 55144522
MST = 5318639
SOGEN = 86318356


def test_book_of_taiyou_flips_a_monster_and_its_flip_effect_activates():
    # O05: flipped face-up by an effect, Man-Eater Bug's FLIP effect activates (it targets).
    duel = position(hands=([BOOK_OF_TAIYOU], []), monsters=([], [(MAN_EATER_BUG, "set"), (M, "attack")]))
    bug = monster_card(duel, 1, 0)
    activate(duel, 0, BOOK_OF_TAIYOU)
    duel.apply(A.ACT_SELECT + bug)
    while duel.decision() in ("response", "gy_order"):
        duel.apply(A.ACT_PASS)
    assert duel.monsters(1)[0]["position"] == "attack"
    assert duel.decision() == "target" and duel.current_player() == 1   # the Bug's controller targets


def test_giant_trunade_returns_every_other_spell_and_trap_to_the_hand():
    duel = position(hands=([GIANT_TRUNADE], []), spells=([CASTLE_WALLS], [MST, (SOGEN, "faceup")]))
    activate(duel, 0, GIANT_TRUNADE)
    resolve(duel)
    assert duel.hand(0) == [CASTLE_WALLS] and sorted(duel.hand(1)) == sorted([MST, SOGEN])
    assert duel.graveyard(0) == [GIANT_TRUNADE]


def test_upstart_goblin_draws_one_and_the_opponent_gains_1000():
    duel = position(hands=([UPSTART_GOBLIN], []), decks=([M2], []))
    activate(duel, 0, UPSTART_GOBLIN)
    resolve(duel)
    assert duel.hand(0) == [M2] and duel.lp(1) == 9000


def test_brain_control_pays_800_and_takes_a_face_up_monster_for_the_turn():
    duel = position(hands=([BRAIN_CONTROL], []), monsters=([], [(M2, "attack"), (M3, "set")]))
    activate(duel, 0, BRAIN_CONTROL)
    assert duel.lp(0) == 7200
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 0)]   # face-up only
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.monsters(0)[0]["code"] == M2
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["code"] == M2            # back at the end of the turn (Y13)


def test_lightning_vortex_discards_one_to_destroy_the_opponents_face_up_monsters():
    duel = position(hands=([LIGHTNING_VORTEX, M], []),
                    monsters=([(M, "attack")], [(M2, "attack"), (M3, "set")]))
    activate(duel, 0, LIGHTNING_VORTEX)
    assert duel.decision() == "cost"
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M))
    resolve(duel)
    assert duel.graveyard(1) == [M2] and duel.monsters(1)[1]["code"] == M3 and duel.monsters(0)[0]["code"] == M
    assert sorted(duel.graveyard(0)) == sorted([M, LIGHTNING_VORTEX])


def test_lightning_vortex_needs_a_card_to_discard_besides_itself():
    duel = position(hands=([LIGHTNING_VORTEX], []), monsters=([], [(M2, "attack")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LIGHTNING_VORTEX) not in duel.legal_actions()


def test_raigeki_break_discards_then_destroys_any_other_card_on_the_field():
    duel = position(monsters=([], [(M2, "set")]), spells=([RAIGEKI_BREAK], [CASTLE_WALLS]), hands=([M], []))
    rb = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + rb)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M))
    targets = set(int(a) - A.ACT_SELECT for a in duel.legal_actions())
    assert targets == {monster_card(duel, 1, 0), duel.spells(1)[0]["card"]}   # not itself
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.graveyard(1) == [M2]


def test_phoenix_wing_wind_blast_puts_an_opponents_card_on_top_of_the_deck():
    # A Normal Trap.
    duel = position(spells=([PHOENIX_WING], []), hands=([M], []), monsters=([], [(M2, "attack")]),
                    decks=([M], [M, M3]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.deck(1) == [M2, M, M3]            # on top (decks read top first)


def test_jar_of_greed_draws_one():
    duel = position(spells=([JAR_OF_GREED], []), decks=([M2], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    resolve(duel)
    assert duel.hand(0) == [M2]


def test_secret_barrel_counts_the_opponents_hand_and_field():
    duel = position(spells=([SECRET_BARREL], [CASTLE_WALLS]), hands=([], [M, M]),
                    monsters=([(M, "attack")], [(M2, "attack")]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    resolve(duel)
    assert duel.lp(1) == 8000 - 4 * 200 and duel.lp(0) == 8000


def test_a_feather_of_the_phoenix_may_return_the_card_it_discarded():
    # The cost is paid first, so the discarded card is a legal target.
    duel = position(hands=([FEATHER, M2], []), graveyards=([M3], []), decks=([M], []))
    activate(duel, 0, FEATHER)
    discarded = card_in_hand(duel, 0, M2)
    duel.apply(A.ACT_SELECT + discarded)
    assert A.ACT_SELECT + discarded in duel.legal_actions()
    duel.apply(A.ACT_SELECT + discarded)
    resolve(duel)
    assert duel.deck(0) == [M2, M] and duel.graveyard(0) == [M3, FEATHER]


def test_spell_reproduction_sends_two_spells_and_returns_one_from_the_gy():
    duel = position(hands=([SPELL_REPRODUCTION, POT_OF_GREED, MST, M], []), graveyards=([GIANT_TRUNADE], []))
    activate(duel, 0, SPELL_REPRODUCTION)
    assert sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions()) == sorted(
        [card_in_hand(duel, 0, POT_OF_GREED), card_in_hand(duel, 0, MST)])       # Spells only
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, POT_OF_GREED))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, MST))
    trunade = [c for c in duel.card_ids(0, "gy") if duel.card_code(c) == GIANT_TRUNADE][0]
    duel.apply(A.ACT_SELECT + trunade)
    resolve(duel)
    assert sorted(duel.hand(0)) == sorted([M, GIANT_TRUNADE])


def test_spell_reproduction_needs_two_other_spells_in_the_hand():
    duel = position(hands=([SPELL_REPRODUCTION, POT_OF_GREED, M], []), graveyards=([GIANT_TRUNADE], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SPELL_REPRODUCTION) not in duel.legal_actions()


def test_smashing_ground_destroys_the_highest_def_and_a_tie_is_chosen():
    duel = position(hands=([SMASHING_GROUND], []),
                    monsters=([], [(vanilla(500, 2000), "attack"), (vanilla(2500, 1500), "attack"), (M, "set")]))
    activate(duel, 0, SMASHING_GROUND)
    resolve(duel)
    assert duel.graveyard(1) == [vanilla(500, 2000)]
    tie = position(hands=([SMASHING_GROUND], []), monsters=([], [(M, "attack"), (M2, "attack")]))
    activate(tie, 0, SMASHING_GROUND)
    pass_until(tie, "choose")
    assert sorted(tie.legal_actions()) == sorted([A.ACT_SELECT + monster_card(tie, 1, 0),
                                                  A.ACT_SELECT + monster_card(tie, 1, 1)])
    tie.apply(A.ACT_SELECT + monster_card(tie, 1, 1))
    resolve(tie)
    assert tie.graveyard(1) == [M2]


def test_ceasefire_turns_face_down_monsters_up_without_flip_effects_and_burns_per_effect_monster():
    duel = position(spells=([CEASEFIRE], []),
                    monsters=([(MAN_EATER_BUG, "set")], [(TIV, "attack"), (M, "set")]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    resolve(duel)                                   # no FLIP effect: no target to choose
    assert duel.monsters(0)[0]["position"] == "defense" and duel.monsters(1)[1]["position"] == "defense"
    assert duel.lp(1) == 8000 - 2 * 500             # Man-Eater Bug and the Virus


def test_dust_tornado_destroys_then_you_can_set_a_spell_or_trap():
    duel = position(spells=([DUST_TORNADO], [CASTLE_WALLS]), hands=([MST, M], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + duel.spells(1)[0]["card"])
    pass_until(duel, "choose")
    mst = card_in_hand(duel, 0, MST)
    assert sorted(duel.legal_actions()) == [A.ACT_PASS, A.ACT_SELECT + mst]   # the monster cannot be Set
    duel.apply(A.ACT_SELECT + mst)
    resolve(duel)
    assert duel.graveyard(1) == [CASTLE_WALLS]
    assert [s["code"] for s in duel.spells(0) if s] == [MST]
    assert A.ACT_ACTIVATE + mst not in duel.legal_actions()    # Set this turn: not this turn (R14)


def test_dust_tornado_targets_only_the_opponents_spells_and_traps():
    duel = position(spells=([DUST_TORNADO, CASTLE_WALLS], []))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()


def test_dragged_down_into_the_grave_each_discards_from_the_other_then_draws():
    duel = position(hands=([DRAGGED_DOWN, M, M2], [M3, POT_OF_GREED]), decks=([M], [M]))
    activate(duel, 0, DRAGGED_DOWN)
    pass_until(duel, "choose")
    assert duel.current_player() == 0                # P0 picks from P1's hand
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 1, POT_OF_GREED))
    assert duel.decision() == "choose" and duel.current_player() == 1
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M2))
    resolve(duel)
    assert sorted(duel.hand(0)) == sorted([M, M]) and sorted(duel.hand(1)) == sorted([M3, M])
    assert duel.graveyard(1) == [POT_OF_GREED]


def test_reload_shuffles_the_hand_in_and_draws_as_many():
    duel = position(hands=([RELOAD, M2, M3], []), decks=([M] * 5, []))
    activate(duel, 0, RELOAD)
    resolve(duel)
    assert len(duel.hand(0)) == 2 and len(duel.deck(0)) == 5
    assert sorted(duel.hand(0) + duel.deck(0)) == sorted([M2, M3] + [M] * 5)


def test_mind_crush_hit_discards_every_copy_miss_discards_one_of_yours_at_random():
    # A Normal Trap: Set, activated in a later turn.
    duel = position(spells=([MIND_CRUSH], []), hands=([M3], [M2, M2, M]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.decision() == "cost"
    named = min(c for c in range(200) if _code_or_none(duel, c) == M2)
    duel.apply(A.ACT_SELECT + named)
    resolve(duel)
    assert duel.hand(1) == [M] and duel.graveyard(1) == [M2, M2] and duel.hand(0) == [M3]
    miss = position(spells=([MIND_CRUSH], []), hands=([M3], [M2]))
    miss.apply(A.ACT_ACTIVATE + miss.spells(0)[0]["card"])
    miss.apply(A.ACT_SELECT + min(c for c in range(200) if _code_or_none(miss, c) == M3))
    resolve(miss)
    assert miss.hand(1) == [M2] and miss.hand(0) == [] and M3 in miss.graveyard(0)


def _code_or_none(duel, card):
    try:
        return duel.card_code(card)
    except ValueError:
        return None


def test_enemy_controller_asks_which_effect_and_the_second_tributes_for_control():
    duel = position(spells=([ENEMY_CONTROLLER], []), monsters=([(M, "attack")], [(M2, "attack")]))
    ec = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + ec)
    assert duel.decision() == "option" and sorted(duel.legal_actions()) == [A.ACT_OPTION, A.ACT_OPTION + 1]
    duel.apply(A.ACT_OPTION + 1)
    assert duel.decision() == "cost"
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))          # Tribute M
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.graveyard(0) == [M, ENEMY_CONTROLLER] and duel.monsters(0)[0]["code"] == M2


def test_enemy_controller_takes_control_with_five_monsters_of_your_own():
    # U03: the Tribute is paid at activation, so it frees the Monster Zone the taken monster
    # needs (U08 asks for a free zone only where the cost leaves none).
    duel = position(spells=([ENEMY_CONTROLLER], []),
                    monsters=([(M, "attack")] * 5, [(M2, "attack")]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.decision() == "option" and sorted(duel.legal_actions()) == [A.ACT_OPTION, A.ACT_OPTION + 1]
    duel.apply(A.ACT_OPTION + 1)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))          # Tribute one M
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert sorted(m["code"] for m in duel.monsters(0)) == sorted([M] * 4 + [M2])
    assert not any(duel.monsters(1))


def test_enemy_controller_first_effect_changes_a_position():
    duel = position(spells=([ENEMY_CONTROLLER], []), monsters=([], [(M2, "attack")]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    # Without a monster to Tribute only the first effect is legal: no choice to make.
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.monsters(1)[0]["position"] == "defense"


def test_abyss_soldier_discards_a_water_monster_to_bounce_a_card_once_per_turn():
    # Abyss Soldier is WATER itself; the hand holds a second copy to discard and a third.
    duel = position(monsters=([(ABYSS_SOLDIER, "attack")], [(M2, "attack")]),
                    hands=([ABYSS_SOLDIER, M], []), spells=([], [CASTLE_WALLS]))
    soldier = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + soldier)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + card_in_hand(duel, 0, ABYSS_SOLDIER)]   # WATER only
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, ABYSS_SOLDIER))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    assert duel.hand(1) == [M2]
    assert A.ACT_ACTIVATE + soldier not in duel.legal_actions()          # once per turn


# ---- A random-play battery over this family's cards ------------------------------------------

import pytest

from ygo_core import Duel
from ygo_core.scripts.goat.activated import CARDS as ACTIVATED_CARDS

from helpers import staples_decks, test_db
from invariants import play_checked


def activated_decks():
    """The Starter Decks with this family's cards (and the staples) in place of their last cards:
    every scripted card of the family at least once, Thunder Dragon three times."""
    mine = [c.code for c in ACTIVATED_CARDS] + [THUNDER_DRAGON, THUNDER_DRAGON]
    yugi, kaiba = staples_decks()
    return yugi[:50 - len(mine)] + mine, kaiba[:50 - len(mine)] + mine[::-1]


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_random_duels_with_the_activated_cards_keep_invariants(rules):
    deck0, deck1 = activated_decks()
    for seed in seeds(120):
        play_checked(test_db(), deck0, deck1, seed, rules)


@pytest.mark.parametrize("rules", ["goat", "mr3"])
def test_playouts_with_the_activated_cards_end(rules):
    deck0, deck1 = activated_decks()
    for seed in range(600):
        duel = Duel(test_db(), deck0, deck1, seed=seed, rules=rules, first_player=seed % 2)
        assert duel.playout(seed) in (0, 1, -1) and duel.is_terminal()


RECKLESS_GREED = 37576645
GOBLIN_HOUSEKEEPING = 9744376


def test_reckless_greed_draws_two_and_skips_the_next_two_draw_phases():
    duel = position(spells=([RECKLESS_GREED], []), decks=([M2, M3, M, M, M, M], [M] * 6))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    resolve(duel)
    assert sorted(duel.hand(0)) == sorted([M2, M3])
    for turn in range(4):                       # P0's next two turns draw nothing; P1 draws
        hand_before = [len(duel.hand(0)), len(duel.hand(1))]
        duel.apply(A.ACT_TO_END)
        pass_until(duel, "main")
        player = duel.turn_player()
        drawn = len(duel.hand(player)) - hand_before[player]
        assert drawn == (1 if player == 1 else 0)
    for _ in range(2):
        duel.apply(A.ACT_TO_END)
        pass_until(duel, "main")
    assert duel.turn_player() == 0 and len(duel.hand(0)) == 3   # the third turn draws again


def test_reckless_greed_twice_skips_four():
    duel = position(spells=([RECKLESS_GREED, RECKLESS_GREED], []), decks=([M] * 10, [M] * 10))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    resolve(duel)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[1]["card"])
    resolve(duel)
    from ygo_core import layout as L
    assert duel.buffer[L.HDR_SKIP_DRAW_PHASES] & 0xFF == 4


def test_good_goblin_housekeeping_draws_one_per_copy_in_the_gy_plus_one_then_bottoms_one():
    # A Normal Trap.
    duel = position(spells=([GOBLIN_HOUSEKEEPING], []), graveyards=([GOBLIN_HOUSEKEEPING, GOBLIN_HOUSEKEEPING], []),
                    decks=([M2, M3, vanilla(1400, 1000), M], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "choose")
    assert sorted(duel.hand(0)) == sorted([M2, M3, vanilla(1400, 1000)])
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, M2))
    resolve(duel)
    assert duel.deck(0) == [M, M2]               # M2 on the bottom (decks read top first)
    assert sorted(duel.hand(0)) == sorted([M3, vanilla(1400, 1000)])


CREATURE_SWAP = 31036355


def test_creature_swap_each_player_chooses_and_control_switches_for_good():
    duel = position(hands=([CREATURE_SWAP], []),
                    monsters=([(M, "attack"), (M2, "attack")], [(M3, "set")]))
    activate(duel, 0, CREATURE_SWAP)
    pass_until(duel, "choose")
    assert duel.current_player() == 0
    mine = monster_card(duel, 0, 1)
    theirs = monster_card(duel, 1, 0)
    duel.apply(A.ACT_SELECT + mine)
    assert duel.decision() == "choose" and duel.current_player() == 1
    assert list(duel.legal_actions()) == [A.ACT_SELECT + theirs]   # face-down too: not a target
    duel.apply(A.ACT_SELECT + theirs)
    resolve(duel)
    assert duel.monsters(0)[1]["card"] == theirs and duel.monsters(1)[0]["card"] == mine
    assert duel.monsters(0)[1]["position"] == "set"
    # Neither may change its battle position this turn (a Flip Summon included).
    assert A.ACT_FLIP_SUMMON + theirs not in duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + theirs not in duel.legal_actions()
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.monsters(0)[1]["card"] == theirs and duel.monsters(1)[0]["card"] == mine   # for good


def test_creature_swap_needs_a_monster_on_each_side():
    duel = position(hands=([CREATURE_SWAP], []), monsters=([(M, "attack")], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CREATURE_SWAP) not in duel.legal_actions()
