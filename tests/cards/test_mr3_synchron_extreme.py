"""Structure Deck: Synchron Extreme (docs/mr3-cards.md section 4): the difficulty-1 Spells --
Dark Eruption, One for One, The Warrior Returning Alive, Tuning, Double Cyclone. Each test sets
up the position, acts and asserts the outcome; rule IDs are rules-mr3.md's and rules.md's (U08
"must be able to" at activation, V01 targets chosen at activation, R09/X02 a target gone by the
resolution, C11 a searched Deck is shuffled)."""

from ygo_core import actions as A
from tests.helpers import card_in_hand, pass_until, pick, set_ids, settle, vanilla
from tests.mr3_cards import DARK_L3, SYNCHRO_L4, TUNER_L2, TUNER_L3_DARK, mr3_position
from tests.rules.test_kl_extra_summons import summon

DARK_ERUPTION = 674561
ONE_FOR_ONE = 2295440
WARRIOR_RETURNING = 95281259
TUNING = 96363153
DOUBLE_CYCLONE = 75652080
MST = 5318639
CALL_OF_THE_HAUNTED = 97077563
CASTLE_WALLS = 44209392  # Castle Walls: a Normal Trap, here only a Set card to destroy
JUNK_SYNCHRON = 63977008     # Level 3 DARK Warrior Tuner, a "Synchron"
TURBO_SYNCHRON = 67270095    # Level 1 WIND Machine Tuner, a "Synchron"
SYNCHRON_EXPLORER = 36643046  # a "Synchron" that is not a Tuner
SPEED_WARRIOR = 9365703      # Level 2 WIND Warrior (not a Tuner, not a "Synchron")
M = vanilla(1000, 1000)      # Vanilla monsters are EARTH Warriors
DARK_1500 = 47060154         # Mystic Clown: DARK Normal 1500/1000
DARK_1600 = 13723605         # Man-Eating Treasure Chest: DARK Normal 1600/1000
L1 = vanilla(300, 200, level=1)
L1B = vanilla(100, 100, level=1)


def offered(duel):
    return sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())


def resolve(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


# ---- Dark Eruption ------------------------------------------------------------------------------

def test_dark_eruption_targets_a_dark_monster_with_1500_or_less_atk_in_your_gy():
    # V01: only DARK monsters with 1500 or less ATK in the player's own GY are targets.
    big_dark = DARK_1600  # DARK, but 1600 ATK
    duel = mr3_position(hands=([DARK_ERUPTION], []),
                        graveyards=([DARK_L3, M, big_dark], [TUNER_L3_DARK]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION))
    assert offered(duel) == [DARK_L3]
    duel.apply(pick(duel, DARK_L3))
    pass_until(duel, "main")
    assert duel.hand(0) == [DARK_L3]
    assert sorted(duel.graveyard(0)) == sorted([M, big_dark, DARK_ERUPTION])


def test_dark_eruption_atk_bound_is_inclusive_and_needs_a_target():
    # U08: with only a non-DARK monster in its player's GY (a DARK one in the opponent's) it
    # cannot be activated; a DARK monster with exactly 1500 ATK is a target.
    duel = mr3_position(hands=([DARK_ERUPTION], []), graveyards=([DARK_1500], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION) in duel.legal_actions()
    duel = mr3_position(hands=([DARK_ERUPTION], []), graveyards=([M], [DARK_L3]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION) not in duel.legal_actions()
    duel = mr3_position(hands=([DARK_ERUPTION], []), graveyards=([DARK_1600], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION) not in duel.legal_actions()


def test_dark_eruption_does_nothing_if_the_target_left_the_gy():
    # R09/V01: the player chains Call of the Haunted on the same target; it is on the field when
    # Dark Eruption resolves, so nothing is added (and the monster stays where it is).
    duel = mr3_position(hands=([DARK_ERUPTION], []), graveyards=([DARK_L3], []),
                        spells=([CALL_OF_THE_HAUNTED], []))
    target, call = duel.card_ids(0, "gy")[0], duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION))
    duel.apply(A.ACT_SELECT + target)
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + call)
    duel.apply(A.ACT_SELECT + target)
    assert settle(duel) == "main"
    assert duel.hand(0) == [] and duel.graveyard(0) == [DARK_ERUPTION]
    assert duel.monsters(0)[0]["code"] == DARK_L3


def test_dark_eruption_chooses_among_several_targets():
    duel = mr3_position(hands=([DARK_ERUPTION], []), graveyards=([DARK_L3, TUNER_L3_DARK], []))
    gy = duel.card_ids(0, "gy")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ERUPTION))
    assert offered(duel) == sorted([DARK_L3, TUNER_L3_DARK])
    duel.apply(A.ACT_SELECT + gy[1])
    pass_until(duel, "main")
    assert duel.hand(0) == [TUNER_L3_DARK] and duel.graveyard(0) == [DARK_L3, DARK_ERUPTION]


# ---- The Warrior Returning Alive ----------------------------------------------------------------

def test_the_warrior_returning_alive_adds_a_warrior_from_your_gy():
    duel = mr3_position(hands=([WARRIOR_RETURNING], []), graveyards=([M, TURBO_SYNCHRON], [M]),
                        allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, WARRIOR_RETURNING))
    assert offered(duel) == [M]  # Turbo Synchron is a Machine; the opponent's GY is not offered
    duel.apply(pick(duel, M))
    pass_until(duel, "main")
    assert duel.hand(0) == [M] and sorted(duel.graveyard(0)) == sorted([TURBO_SYNCHRON, WARRIOR_RETURNING])


def test_the_warrior_returning_alive_needs_a_warrior_in_your_gy():
    duel = mr3_position(hands=([WARRIOR_RETURNING], []), graveyards=([TURBO_SYNCHRON], [M]),
                        allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, WARRIOR_RETURNING) not in duel.legal_actions()


# ---- Tuning -------------------------------------------------------------------------------------

def test_tuning_adds_a_synchron_tuner_then_mills_the_top_card():
    # Only "Synchron" Tuners: not a Tuner outside the archetype, not a "Synchron" non-Tuner.
    duel = mr3_position(hands=([TUNING], []),
                        decks=([M, TUNER_L2, SYNCHRON_EXPLORER, JUNK_SYNCHRON, M], [M] * 5),
                        allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING))
    pass_until(duel, "choose")
    assert offered(duel) == [JUNK_SYNCHRON]
    duel.apply(pick(duel, JUNK_SYNCHRON))
    pass_until(duel, "main")
    assert duel.hand(0) == [JUNK_SYNCHRON]
    assert len(duel.deck(0)) == 3 and len(duel.graveyard(0)) == 2  # the milled card + Tuning
    milled = [c for c in duel.graveyard(0) if c != TUNING]
    assert len(milled) == 1 and milled[0] in (M, TUNER_L2, SYNCHRON_EXPLORER)
    assert TUNING in duel.graveyard(0)


def test_tuning_needs_a_synchron_tuner_in_the_deck():
    duel = mr3_position(hands=([TUNING], []), decks=([M, TUNER_L2, SYNCHRON_EXPLORER], [M]),
                        allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING) not in duel.legal_actions()


def test_tuning_needs_a_card_left_to_mill():
    # docs/mr3-cards.md: it cannot be activated with no card left to send after the search.
    duel = mr3_position(hands=([TUNING], []), decks=([JUNK_SYNCHRON], [M]), allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING) not in duel.legal_actions()
    duel = mr3_position(hands=([TUNING], []), decks=([JUNK_SYNCHRON, M], [M]), allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING) in duel.legal_actions()


def test_tuning_mills_from_its_own_players_deck_only():
    duel = mr3_position(hands=([TUNING], []), decks=([JUNK_SYNCHRON, L1], [M, M]),
                        allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING))
    pass_until(duel, "choose")
    duel.apply(pick(duel, JUNK_SYNCHRON))
    pass_until(duel, "main")
    assert duel.deck(0) == [] and sorted(duel.graveyard(0)) == sorted([L1, TUNING])
    assert duel.deck(1) == [M, M] and duel.graveyard(1) == []


# ---- One for One --------------------------------------------------------------------------------

def test_one_for_one_sends_a_monster_and_summons_a_level_1_from_the_deck():
    duel = mr3_position(hands=([ONE_FOR_ONE, M], []), decks=([M, L1, M], [M] * 3))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    # U03: the cost, a monster from the hand, is paid at activation.
    assert duel.decision() == "cost" and offered(duel) == [M]
    duel.apply(pick(duel, M))
    assert duel.graveyard(0) == [M] and duel.hand(0) == []
    pass_until(duel, "choose")
    assert offered(duel) == [L1]  # only a Level 1
    duel.apply(pick(duel, L1))
    if duel.decision() == "position":
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == L1
    assert sorted(duel.graveyard(0)) == sorted([M, ONE_FOR_ONE]) and sorted(duel.deck(0)) == [M, M]


def test_one_for_one_can_summon_a_level_1_from_the_hand():
    duel = mr3_position(hands=([ONE_FOR_ONE, M, L1], []), decks=([M] * 3, [M] * 3))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    duel.apply(pick(duel, M))
    pass_until(duel, "choose")
    assert offered(duel) == [L1]
    duel.apply(pick(duel, L1))
    if duel.decision() == "position":
        duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == L1 and duel.hand(0) == []


def test_one_for_one_needs_a_monster_to_discard():
    # The cost: no monster in the hand (a Spell does not do), no activation (U03).
    duel = mr3_position(hands=([ONE_FOR_ONE, DARK_ERUPTION], []), decks=([L1, M], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE) not in duel.legal_actions()


def test_one_for_one_needs_a_level_1_in_the_hand_or_deck():
    # U08: the Special Summon must be possible; Level 2 is not Level 1.
    duel = mr3_position(hands=([ONE_FOR_ONE, M], []), decks=([vanilla(500, 500, level=2), M], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE) not in duel.legal_actions()


def test_one_for_one_needs_a_free_monster_zone():
    # U08: a summon needs a free Monster Zone.
    duel = mr3_position(hands=([ONE_FOR_ONE, M], []), decks=([L1, M], [M]), monsters=([M] * 5, []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE) not in duel.legal_actions()


def test_one_for_one_the_discarded_level_1_is_not_the_summoned_one():
    # The cost monster is gone before the resolution: with a Level 1 discarded and another in
    # the Deck, only the Deck's one is summoned.
    duel = mr3_position(hands=([ONE_FOR_ONE, L1], []), decks=([L1B, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    duel.apply(pick(duel, L1))
    pass_until(duel, "choose")
    assert offered(duel) == [L1B]
    duel.apply(pick(duel, L1B))
    if duel.decision() == "position":
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == L1B and L1 in duel.graveyard(0)


def test_one_for_one_refused_when_the_only_level_1_is_the_only_monster_to_discard():
    # U08 "must be able to": the one monster in the hand is the one Level 1; after paying the
    # cost no Level 1 is left, so it cannot be activated.
    duel = mr3_position(hands=([ONE_FOR_ONE, L1], []), decks=([M, M], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE) not in duel.legal_actions()


# ---- Double Cyclone -----------------------------------------------------------------------------


def test_double_cyclone_destroys_one_of_yours_and_one_of_theirs():
    duel = mr3_position(hands=([DOUBLE_CYCLONE], []), spells=([CASTLE_WALLS], [CASTLE_WALLS, MST]))
    mine, theirs = set_ids(duel, 0), set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DOUBLE_CYCLONE))
    # V01: first a Spell/Trap of the player's own (not Double Cyclone itself) ...
    assert sorted(duel.legal_actions()) == [A.ACT_SELECT + mine[0]]
    duel.apply(A.ACT_SELECT + mine[0])
    # ... then one of the opponent's.
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in theirs)
    duel.apply(A.ACT_SELECT + theirs[1])
    resolve(duel)
    pass_until(duel, "main")
    assert sorted(duel.graveyard(0)) == sorted([CASTLE_WALLS, DOUBLE_CYCLONE])
    assert duel.graveyard(1) == [MST] and duel.spells(1)[0]["code"] == CASTLE_WALLS


def test_double_cyclone_needs_both_targets():
    duel = mr3_position(hands=([DOUBLE_CYCLONE], []), spells=([], [CASTLE_WALLS]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DOUBLE_CYCLONE) not in duel.legal_actions()
    duel = mr3_position(hands=([DOUBLE_CYCLONE], []), spells=([CASTLE_WALLS], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DOUBLE_CYCLONE) not in duel.legal_actions()


def test_double_cyclone_can_be_activated_in_the_opponents_turn_from_the_field():
    # A Quick-Play Spell Set on the field (W02, R14): Spell Speed 2 in the opponent's turn.
    duel = mr3_position(turn=3, turn_player=1, hands=([], [MST]),
                        spells=([DOUBLE_CYCLONE, CASTLE_WALLS], [CASTLE_WALLS]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, MST))
    duel.apply(A.ACT_SELECT + set_ids(duel, 0)[1])  # MST targets our Castle Walls
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    cyclone = set_ids(duel, 0)[0]
    assert A.ACT_ACTIVATE + cyclone in duel.legal_actions()


def test_double_cyclone_destroys_the_target_still_there_when_the_other_is_gone():
    # R09: each target is destroyed if it is still on the field; the opponent answers by
    # destroying our target with MST, and their own target is still destroyed.
    duel = mr3_position(hands=([DOUBLE_CYCLONE], []), spells=([CASTLE_WALLS], [CASTLE_WALLS, MST]))
    mine, theirs = set_ids(duel, 0), set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DOUBLE_CYCLONE))
    duel.apply(A.ACT_SELECT + mine[0])
    duel.apply(A.ACT_SELECT + theirs[0])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + theirs[1])  # MST
    duel.apply(A.ACT_SELECT + mine[0])      # on our Castle Walls
    resolve(duel)
    pass_until(duel, "main")
    assert sorted(duel.graveyard(0)) == sorted([CASTLE_WALLS, DOUBLE_CYCLONE])
    assert sorted(duel.graveyard(1)) == sorted([MST, CASTLE_WALLS])
    assert all(s is None for s in duel.spells(0) + duel.spells(1))


# ---- Sonic Warrior (scripted by the leave family: ygo_core/scripts/mr3/leave.py) ---------------------
# Its primitives: a "sent to the GY from anywhere" event (EV_SENT_TO_GY, the Deck too: Tuning's
# mill) and a lasting ATK change applied to every card of a group (OP_GROUP_LASTING_STATS: "all
# Level 2 or lower monsters you control gain 500 ATK").

SONIC_WARRIOR = 17932494
L2 = vanilla(500, 500, level=2)
L3 = vanilla(1000, 1000, level=3)


def test_sonic_warrior_as_synchro_material_raises_your_level_2_or_lower_monsters():
    # Sent to the GY as Synchro Material (K): it triggers; the Level 4 Synchro gains nothing,
    # the player's Level 2 gains 500, a Level 3 and the opponent's Level 2 gain nothing.
    duel = mr3_position(monsters=([TUNER_L2, SONIC_WARRIOR, L2, L3], [L2]), extras=([SYNCHRO_L4], []),
                        allow_unimplemented=True)
    summon(duel, SYNCHRO_L4, [TUNER_L2, SONIC_WARRIOR])
    settle(duel)
    atk = {m["code"]: m["atk"] for m in duel.monsters(0) if m}
    assert atk == {SYNCHRO_L4: 1800, L2: 1000, L3: 1000}
    assert [m["atk"] for m in duel.monsters(1) if m] == [500]


def test_sonic_warrior_discarded_from_the_hand_triggers_too():
    # "Sent to the GY" from anywhere: discarded for One for One's cost it still triggers.
    duel = mr3_position(hands=([ONE_FOR_ONE, SONIC_WARRIOR], []), monsters=([L2], []),
                        decks=([L1, M], [M]), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    duel.apply(pick(duel, SONIC_WARRIOR))
    pass_until(duel, "choose")
    duel.apply(pick(duel, L1))
    settle(duel)
    assert {m["code"]: m["atk"] for m in duel.monsters(0) if m} == {L2: 1000, L1: 800}
