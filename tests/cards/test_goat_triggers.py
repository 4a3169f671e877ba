"""GOAT-format cards of the triggers family (ygo_core/scripts/goat/triggers.py): "sent to the GY"
triggers, FLIP effects, Tribute Summon triggers, Standby Phase triggers from the GY, and Traps
that answer summons. One test or more per card, named after it, citing rules-mr3.md."""
from ygo_core import actions as A

from helpers import (
    attack, card_in_hand, go_to_battle, keep_gy_order, monster_card, position, vanilla,
)
from helpers import set_ids, settle_to as settle

SANGAN = 26202165
WITCH = 78010363
MAGICIAN_OF_FAITH = 31560081
MASK_OF_DARKNESS = 28933734
OLD_VINDICTIVE = 45141844
GRAVEKEEPERS_GUARD = 37101832
SINISTER_SERPENT = 8131171
ZABORG = 51945556
GRANMARG = 60229110
MOBIUS = 4929256
THESTALOS = 26205777
MORPHING_JAR = 33508719
FIBER_JAR = 78706415
NIGHT_ASSAILANT = 16226786
CED = 94192409
BOTTOMLESS = 29401950
THREATENING_ROAR = 36361633
TRAP_DUSTSHOOT = 64697231
FORCEFUL_SENTRY = 42829885
POT_OF_GREED = 55144522
MST = 5318639
HEAVY_STORM = 19613556
MIRROR_FORCE = 44095762
TRAP_HOLE = 4206964
DARK_HOLE = 53129443
M = vanilla(1000, 1000)
BIG = vanilla(2000, 1000)


def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def activate_set(duel, player, i=0):
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, player)[i])


def choose_code(duel, code):
    """In a DEC_CHOOSE decision, pick the first offered card with passcode `code`."""
    for a in duel.legal_actions():
        if a >= A.ACT_SELECT and a < A.ACT_ACTIVATE and duel.card_code(a - A.ACT_SELECT) == code:
            duel.apply(a)
            return
    raise AssertionError(f"{code} not offered")


# ---- Sangan, Witch of the Black Forest: "when this card is sent from the field to the GY" ----

def test_sangan_destroyed_by_a_spell_searches_a_monster_of_1500_or_less_atk():
    # Q04: a trigger of the card in the GY; the search is chosen at resolution and the Deck is
    # shuffled (C11). A 1600 ATK monster is not offered.
    duel = position(hands=([DARK_HOLE], []), monsters=([SANGAN], []),
                    decks=([vanilla(1600, 100), vanilla(1500, 100), M], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel, "choose")
    offered = sorted(duel.card_code(a - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == sorted([vanilla(1500, 100), M])
    choose_code(duel, vanilla(1500, 100))
    settle(duel)
    assert duel.hand(0) == [vanilla(1500, 100)] and SANGAN in duel.graveyard(0)
    assert sorted(duel.deck(0)) == sorted([vanilla(1600, 100), M])


def test_sangan_destroyed_face_down_still_searches():
    # Its effect is not a FLIP effect: it starts in the GY, whatever its position was.
    duel = position(hands=([DARK_HOLE], []), monsters=([(SANGAN, "set")], []),
                    decks=([M, M], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel, "choose")
    choose_code(duel, M)
    settle(duel)
    assert duel.hand(0) == [M]


def test_sangan_destroyed_by_battle_searches():
    duel = position(turn=3, turn_player=1, monsters=([SANGAN], [BIG]), decks=([M, M], [M] * 5))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel, "choose")
    assert duel.current_player() == 0  # its controller's effect
    choose_code(duel, M)
    settle(duel, "battle")
    assert duel.hand(0) == [M] and duel.graveyard(0) == [SANGAN]


def test_sangan_tributed_for_a_tribute_summon_searches():
    duel = position(hands=([vanilla(2400, 1000, 5)], []), monsters=([SANGAN], []),
                    decks=([M, M], [M] * 5))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(2400, 1000, 5)))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel, "choose")
    choose_code(duel, M)
    settle(duel)
    assert duel.hand(0) == [M] and codes(duel, 0)[0] == vanilla(2400, 1000, 5)


def test_sangan_with_no_fitting_monster_in_the_deck_does_nothing():
    duel = position(hands=([DARK_HOLE], []), monsters=([SANGAN], []),
                    decks=([BIG, BIG], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    assert duel.hand(0) == [] and len(duel.deck(0)) == 2


def test_sangan_returned_to_the_hand_does_not_search():
    # Only "sent from the field to the GY": bounced by Compulsory Evacuation Device, nothing.
    duel = position(monsters=([SANGAN], []), spells=([CED], []), decks=([M, M], [M] * 5))
    activate_set(duel, 0)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.hand(0) == [SANGAN] and len(duel.deck(0)) == 2


def test_sangan_discarded_from_the_hand_does_not_search():
    duel = position(hands=([SANGAN, M], [M]), monsters=([(MORPHING_JAR, "set")], []),
                    decks=([M] * 10, [M] * 10))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert SANGAN in duel.graveyard(0) and len(duel.hand(0)) == 5 and SANGAN not in duel.hand(0)


def test_witch_of_the_black_forest_searches_by_def():
    # "a monster with 1500 or less DEF": a 2000 ATK / 1500 DEF monster fits, 100 ATK / 1600 DEF not.
    duel = position(hands=([DARK_HOLE], []), monsters=([WITCH], []),
                    decks=([vanilla(2000, 1500), vanilla(100, 1600)], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel, "choose")
    offered = [duel.card_code(a - A.ACT_SELECT) for a in duel.legal_actions()]
    assert offered == [vanilla(2000, 1500)]
    choose_code(duel, vanilla(2000, 1500))
    settle(duel)
    assert duel.hand(0) == [vanilla(2000, 1500)]


# ---- FLIP effects that choose a target -----------------------------------------------------

def test_magician_of_faith_returns_a_spell_from_the_gy():
    duel = position(monsters=([(MAGICIAN_OF_FAITH, "set")], []),
                    graveyards=([POT_OF_GREED, MIRROR_FORCE], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    assert duel.decision() == "target"
    pot = [c for c in duel.card_ids(0, "gy") if duel.card_code(c) == POT_OF_GREED][0]
    assert list(duel.legal_actions()) == [A.ACT_SELECT + pot]  # a Spell only, not the Trap
    duel.apply(A.ACT_SELECT + pot)
    settle(duel)
    assert duel.hand(0) == [POT_OF_GREED] and duel.graveyard(0) == [MIRROR_FORCE]


def test_magician_of_faith_with_no_spell_in_the_gy_has_no_effect():
    # U08, V01: without a target the FLIP effect is not activated.
    duel = position(monsters=([(MAGICIAN_OF_FAITH, "set")], []), graveyards=([MIRROR_FORCE], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.hand(0) == []


def test_mask_of_darkness_returns_a_trap_from_the_gy():
    duel = position(monsters=([(MASK_OF_DARKNESS, "set")], []),
                    graveyards=([POT_OF_GREED, MIRROR_FORCE], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    mf = [c for c in duel.card_ids(0, "gy") if duel.card_code(c) == MIRROR_FORCE][0]
    assert list(duel.legal_actions()) == [A.ACT_SELECT + mf]
    duel.apply(A.ACT_SELECT + mf)
    settle(duel)
    assert duel.hand(0) == [MIRROR_FORCE]


def test_old_vindictive_magician_destroys_an_opponents_monster_when_flipped_by_an_attack():
    # Q08: flipped face-up by the attack, its FLIP effect destroys one of the opponent's monsters.
    duel = position(turn=3, turn_player=1, monsters=([(OLD_VINDICTIVE, "set")], [vanilla(1200, 100), vanilla(500, 100)]))
    go_to_battle(duel)
    duel.apply(attack(1, 0))
    settle(duel, "target")
    targets = sorted(a - A.ACT_SELECT for a in duel.legal_actions())
    assert targets == sorted(monster_card(duel, 1, i) for i in (0, 1))  # not itself
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel, "battle")
    assert codes(duel, 1)[0] is None and codes(duel, 0)[0] == OLD_VINDICTIVE


def test_gravekeepers_guard_returns_an_opponents_monster_to_the_hand():
    duel = position(monsters=([(GRAVEKEEPERS_GUARD, "set")], [BIG]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.hand(1) == [BIG] and codes(duel, 1)[0] is None


# ---- Sinister Serpent: "during your Standby Phase, if this card is in your GY" -------------

def test_sinister_serpent_returns_to_the_hand_in_its_owners_standby_phase():
    duel = position(phase="standby", graveyards=([SINISTER_SERPENT], []))
    assert duel.decision() == "yesno" and duel.current_player() == 0  # "you can"
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.hand(0) == [SINISTER_SERPENT] and duel.graveyard(0) == []


def test_sinister_serpent_may_stay_in_the_gy():
    duel = position(phase="standby", graveyards=([SINISTER_SERPENT], []))
    duel.apply(A.ACT_NO)
    settle(duel)
    assert duel.graveyard(0) == [SINISTER_SERPENT]


def test_sinister_serpent_not_in_the_opponents_standby_phase():
    duel = position(phase="standby", turn=3, turn_player=1, graveyards=([SINISTER_SERPENT], []))
    settle(duel)
    assert duel.graveyard(0) == [SINISTER_SERPENT]


def test_sinister_serpent_on_the_field_does_nothing_in_the_standby_phase():
    duel = position(phase="standby", monsters=([SINISTER_SERPENT], []))
    settle(duel)
    assert codes(duel, 0)[0] == SINISTER_SERPENT


# ---- The Monarchs: "when this card is Tribute Summoned" -------------------------------------

def tribute_summon(duel, code):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))


def test_zaborg_destroys_a_monster_when_tribute_summoned():
    duel = position(hands=([ZABORG], []), monsters=([M], [BIG]))
    tribute_summon(duel, ZABORG)
    settle(duel, "target")
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert codes(duel, 1)[0] is None and codes(duel, 0)[0] == ZABORG


def test_zaborg_alone_must_destroy_itself():
    # Mandatory: with no other monster on the field, Zaborg is its only target.
    duel = position(hands=([ZABORG], []), monsters=([M], []))
    tribute_summon(duel, ZABORG)
    settle(duel, "target")
    zaborg = monster_card(duel, 0, 0)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + zaborg]
    duel.apply(A.ACT_SELECT + zaborg)
    settle(duel)
    assert ZABORG in duel.graveyard(0)


def test_zaborg_special_summoned_or_normal_summoned_without_tributes_does_nothing():
    # Only a Tribute Summon: a Set Zaborg flipped up by a Flip Summon is not one.
    duel = position(monsters=([(ZABORG, "set")], [BIG]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert codes(duel, 1)[0] == BIG


def test_granmarg_destroys_a_face_down_card():
    duel = position(hands=([GRANMARG], []), monsters=([M], [(M, "set"), BIG]), spells=([], [MST]))
    tribute_summon(duel, GRANMARG)
    settle(duel, "target")
    offered = sorted(a - A.ACT_SELECT for a in duel.legal_actions())
    assert offered == sorted([monster_card(duel, 1, 0), set_ids(duel, 1)[0]])  # face-down only
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    settle(duel)
    assert duel.graveyard(1) == [MST]


def test_thestalos_discards_at_random_and_burns_a_monster_by_its_level():
    duel = position(hands=([THESTALOS], [vanilla(1000, 1000, 3)]), monsters=([M], []))
    tribute_summon(duel, THESTALOS)
    settle(duel)
    assert duel.graveyard(1) == [vanilla(1000, 1000, 3)] and duel.lp(1) == 8000 - 300


def test_thestalos_discarding_a_spell_deals_no_damage():
    duel = position(hands=([THESTALOS], [POT_OF_GREED]), monsters=([M], []))
    tribute_summon(duel, THESTALOS)
    settle(duel)
    assert duel.graveyard(1) == [POT_OF_GREED] and duel.lp(1) == 8000


def test_mobius_destroys_up_to_two_spells_or_traps():
    duel = position(hands=([MOBIUS], []), monsters=([M], []), spells=([], [MST, MIRROR_FORCE, TRAP_HOLE]))
    tribute_summon(duel, MOBIUS)
    settle(duel, "yesno")
    duel.apply(A.ACT_YES)
    ids = set_ids(duel, 1)
    duel.apply(A.ACT_SELECT + ids[0])
    duel.apply(A.ACT_SELECT + ids[1])
    settle(duel)
    assert sorted(duel.graveyard(1)) == sorted([MST, MIRROR_FORCE])


def test_mobius_may_target_just_one():
    duel = position(hands=([MOBIUS], []), monsters=([M], []), spells=([], [MIRROR_FORCE]))
    tribute_summon(duel, MOBIUS)
    settle(duel, "yesno")
    duel.apply(A.ACT_YES)
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    settle(duel)
    assert duel.graveyard(1) == [MIRROR_FORCE]


def test_mobius_stops_after_one_target_by_choice():
    duel = position(hands=([MOBIUS], []), monsters=([M], []), spells=([], [MST, MIRROR_FORCE]))
    tribute_summon(duel, MOBIUS)
    settle(duel, "yesno")
    duel.apply(A.ACT_YES)
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[1])
    assert A.ACT_PASS in duel.legal_actions()
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert duel.graveyard(1) == [MIRROR_FORCE]


# ---- Jars -----------------------------------------------------------------------------------

def test_morphing_jar_both_discard_their_hands_and_draw_five():
    duel = position(hands=([M], [POT_OF_GREED, M]), monsters=([(MORPHING_JAR, "set")], []),
                    decks=([BIG] * 6, [BIG] * 6))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.graveyard(0) == [M] and sorted(duel.graveyard(1)) == sorted([POT_OF_GREED, M])
    assert duel.hand(0) == [BIG] * 5 and duel.hand(1) == [BIG] * 5


def test_morphing_jar_a_player_without_five_cards_loses():
    # A11: a required draw from too small a Deck loses.
    duel = position(monsters=([(MORPHING_JAR, "set")], []), decks=([BIG] * 6, [BIG] * 4))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    while not duel.is_terminal():
        duel.apply(duel.legal_actions()[0])
    assert duel.winner() == 0


def test_fiber_jar_returns_hands_fields_and_gys_and_each_draws_five():
    duel = position(hands=([POT_OF_GREED], [M]), monsters=([(FIBER_JAR, "set")], [BIG]),
                    spells=([], [MST]), graveyards=([M], [BIG]), decks=([M] * 3, [M] * 3))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert len(duel.hand(0)) == 5 and len(duel.hand(1)) == 5
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []
    assert all(m is None for m in duel.monsters(0) + duel.monsters(1))
    assert all(s is None for s in duel.spells(0) + duel.spells(1))
    # Fiber Jar went back too: 3 + Pot + Fiber Jar + M = 6 cards, 5 drawn; 3 + 4 for player 1.
    assert len(duel.deck(0)) == 1 and len(duel.deck(1)) == 2
    assert sorted(duel.hand(0) + duel.deck(0)) == sorted([M] * 4 + [POT_OF_GREED, FIBER_JAR])


# ---- Night Assailant ------------------------------------------------------------------------

def test_night_assailant_flip_destroys_an_opponents_monster():
    duel = position(monsters=([(NIGHT_ASSAILANT, "set")], [BIG]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.graveyard(1) == [BIG]


def test_night_assailant_discarded_returns_another_flip_monster():
    # Sent from the hand to the GY (Morphing Jar's discard): target a Flip Effect Monster in the
    # GY other than a Night Assailant; Morphing Jar itself is on the field, so the GY's Magician
    # of Faith is the only choice.
    duel = position(hands=([NIGHT_ASSAILANT], []), monsters=([(MORPHING_JAR, "set")], []),
                    graveyards=([MAGICIAN_OF_FAITH, NIGHT_ASSAILANT, M], []),
                    decks=([M] * 10, [M] * 10))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel, "target")
    mof = [c for c in duel.card_ids(0, "gy") if duel.card_code(c) == MAGICIAN_OF_FAITH][0]
    assert list(duel.legal_actions()) == [A.ACT_SELECT + mof]
    duel.apply(A.ACT_SELECT + mof)
    settle(duel)
    assert MAGICIAN_OF_FAITH in duel.hand(0) and len(duel.hand(0)) == 6


# ---- Traps ----------------------------------------------------------------------------------

def summon_into_response(duel, code):
    """Player 1 Normal Summons `code`; player 0 holds priority in the window after it."""
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, code))
    assert (duel.decision(), duel.current_player()) == ("response", 0)


def test_compulsory_evacuation_device_returns_a_monster_to_the_hand():
    duel = position(turn=3, turn_player=1, hands=([], [BIG]), spells=([CED], []))
    summon_into_response(duel, BIG)
    activate_set(duel, 0)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.hand(1) == [BIG] and codes(duel, 1)[0] is None


def test_bottomless_trap_hole_destroys_and_banishes_a_summoned_1500_atk_monster():
    duel = position(turn=3, turn_player=1, hands=([], [vanilla(1500, 100)]), spells=([BOTTOMLESS], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, vanilla(1500, 100)))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    activate_set(duel, 0)
    settle(duel)
    assert duel.banished(1) == [vanilla(1500, 100)] and duel.graveyard(1) == []


def test_bottomless_trap_hole_not_for_a_monster_under_1500_atk():
    duel = position(turn=3, turn_player=1, hands=([], [vanilla(1400, 100)]), spells=([BOTTOMLESS], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, vanilla(1400, 100)))
    assert duel.decision() == "main"  # no window opened for player 0: nothing to activate


def test_threatening_roar_stops_attack_declarations_for_the_turn():
    duel = position(turn=3, turn_player=1, hands=([], [BIG]), spells=([THREATENING_ROAR], []),
                    monsters=([], [M]))
    summon_into_response(duel, BIG)
    activate_set(duel, 0)
    settle(duel)
    duel.apply(A.ACT_TO_BATTLE)
    settle(duel, "battle")
    assert not any(a >= A.ACT_ATTACK for a in duel.legal_actions())


def test_threatening_roar_lasts_only_this_turn():
    duel = position(turn=3, turn_player=1, hands=([], [BIG]), spells=([THREATENING_ROAR], []))
    summon_into_response(duel, BIG)
    activate_set(duel, 0)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    while not (duel.turn() == 5 and duel.decision() == "main"):
        a = duel.legal_actions()
        duel.apply(A.ACT_PASS if A.ACT_PASS in a else (A.ACT_TO_END if A.ACT_TO_END in a else a[0]))
    duel.apply(A.ACT_TO_BATTLE)
    settle(duel, "battle")
    assert any(a >= A.ACT_ATTACK for a in duel.legal_actions())


def test_trap_dustshoot_returns_a_chosen_monster_from_the_opponents_hand():
    duel = position(turn=3, turn_player=1, hands=([], [M, BIG, POT_OF_GREED, M, MIRROR_FORCE]),
                    spells=([TRAP_DUSTSHOOT], []), decks=([M] * 5, [M] * 5))
    summon_into_response(duel, M)
    activate_set(duel, 0)
    settle(duel, "choose")
    offered = sorted(duel.card_code(a - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == sorted([BIG, M])  # Monster Cards only
    assert sorted(duel.revealed_to(0)) == sorted(duel.card_ids(1, "hand"))  # the whole hand seen
    choose_code(duel, BIG)
    settle(duel)
    assert sorted(duel.hand(1)) == sorted([POT_OF_GREED, M, MIRROR_FORCE]) and BIG in duel.deck(1)


def test_trap_dustshoot_needs_four_cards_in_the_opponents_hand():
    duel = position(turn=3, turn_player=1, hands=([], [M, BIG, POT_OF_GREED, M]),
                    spells=([TRAP_DUSTSHOOT], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    assert duel.decision() == "main"  # 3 cards left: no window for player 0 opens


def test_forceful_sentry_returns_any_card_from_the_opponents_hand():
    duel = position(hands=([FORCEFUL_SENTRY], [POT_OF_GREED, M]), decks=([M] * 5, [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, FORCEFUL_SENTRY))
    settle(duel, "choose")
    choose_code(duel, POT_OF_GREED)
    settle(duel)
    assert duel.hand(1) == [M] and POT_OF_GREED in duel.deck(1)


def test_sangan_tributed_for_a_tribute_set_searches():
    # A Set opens no window of its own (G06), but the Tribute's trigger goes on a chain.
    duel = position(hands=([vanilla(2400, 1000, 5)], []), monsters=([SANGAN], []),
                    decks=([M, M], [M] * 5))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, vanilla(2400, 1000, 5)))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel, "choose")
    choose_code(duel, M)
    settle(duel)
    assert duel.hand(0) == [M]


def test_night_assailant_discarded_for_the_hand_size_limit_returns_a_flip_monster():
    # E17: discarded at the end of the End Phase, its trigger activates then, in that turn.
    duel = position(phase="end", hands=([NIGHT_ASSAILANT] + [M] * 6, []),
                    graveyards=([MAGICIAN_OF_FAITH], []), decks=([M] * 5, [M] * 5))
    settle(duel, "discard")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, NIGHT_ASSAILANT))
    settle(duel, "target")
    assert duel.turn() == 2
    duel.apply(duel.legal_actions()[0])
    settle(duel, "main")
    assert duel.turn() == 3 and MAGICIAN_OF_FAITH in duel.hand(0)


# ---- Card of Safe Return --------------------------------------------------------------------
CARD_OF_SAFE_RETURN = 57953380
MONSTER_REBORN = 83764718


def test_card_of_safe_return_draws_when_a_monster_is_special_summoned_from_your_gy():
    duel = position(hands=([MONSTER_REBORN], []), spells=([(CARD_OF_SAFE_RETURN, "faceup")], []),
                    graveyards=([BIG], []), decks=([M, M], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    settle(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel, "yesno")
    assert duel.current_player() == 0
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.hand(0) == [M] and codes(duel, 0)[0] == BIG


def test_card_of_safe_return_not_for_the_opponents_gy():
    # "From your GY": reviving the opponent's monster draws nothing.
    duel = position(hands=([MONSTER_REBORN], []), spells=([(CARD_OF_SAFE_RETURN, "faceup")], []),
                    graveyards=([], [BIG]), decks=([M, M], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    settle(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel)
    assert duel.hand(0) == []


def test_card_of_safe_return_set_face_down_does_nothing():
    duel = position(hands=([MONSTER_REBORN], []), spells=([CARD_OF_SAFE_RETURN], []),
                    graveyards=([BIG], []), decks=([M, M], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    settle(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel)
    assert duel.hand(0) == []


# ---- Dekoichi the Battlechanted Locomotive --------------------------------------------------
DEKOICHI = 87621407
BOKOICHI = 8715625  # a Normal Monster not bundled: added to a pool of this test's own


def dekoichi_position(**kw):
    from ygo_core import CardDB, Duel
    from ygo_core.carddb import CardInfo, _read_bundled
    from helpers import _synthetic_cards
    bokoichi = CardInfo(BOKOICHI, 0, "Bokoichi the Freightening Car", 0x11, 2, 0x20, 0x20, 500, 500)
    kw.setdefault("auto_forced", False)
    return Duel.from_position(CardDB(_read_bundled() + list(_synthetic_cards()) + [bokoichi]), **kw)


def test_dekoichi_draws_one():
    duel = position(monsters=([(DEKOICHI, "set")], []), decks=([M, BIG, M], [M] * 5))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.hand(0) == [M]


def test_dekoichi_draws_one_more_per_face_up_bokoichi():
    duel = dekoichi_position(monsters=([(DEKOICHI, "set"), BOKOICHI, BOKOICHI, (BOKOICHI, "set")], []),
                             decks=([M] * 5, [M] * 5))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert len(duel.hand(0)) == 3  # 1 + 2 face-up Bokoichi (the Set one does not count)


# ---- Nobleman of Extermination --------------------------------------------------------------
NOBLEMAN_OF_EXTERMINATION = 17449108


def test_nobleman_of_extermination_banishes_a_set_trap_and_its_copies_in_both_decks():
    duel = position(hands=([NOBLEMAN_OF_EXTERMINATION], []), spells=([], [MIRROR_FORCE]),
                    decks=([MIRROR_FORCE, M], [M, MIRROR_FORCE, MIRROR_FORCE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEMAN_OF_EXTERMINATION))
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    settle(duel)
    assert duel.banished(1) == [MIRROR_FORCE] * 3 and duel.banished(0) == [MIRROR_FORCE]
    assert duel.deck(0) == [M] and duel.deck(1) == [M] and duel.graveyard(1) == []


def test_nobleman_of_extermination_on_a_spell_banishes_only_it():
    duel = position(hands=([NOBLEMAN_OF_EXTERMINATION], []), spells=([], [MST]),
                    decks=([M], [MST, M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEMAN_OF_EXTERMINATION))
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    settle(duel)
    assert duel.banished(1) == [MST] and sorted(duel.deck(1)) == sorted([MST, M])


def test_nobleman_of_extermination_targets_face_down_cards_only():
    duel = position(hands=([NOBLEMAN_OF_EXTERMINATION], []), spells=([], [(4206964, "faceup")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEMAN_OF_EXTERMINATION) not in duel.legal_actions()


# ---- Cyber Jar ------------------------------------------------------------------------------
CYBER_JAR = 34124316


def test_cyber_jar_destroys_all_monsters_and_each_player_summons_from_their_top_five():
    l5 = vanilla(1900, 1000, 5)
    duel = position(monsters=([(CYBER_JAR, "set"), M], [BIG]),
                    decks=([M, BIG, l5, POT_OF_GREED, vanilla(1200, 100), M], [vanilla(300, 300), MST, POT_OF_GREED]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    positions = []
    while duel.decision() != "main":
        if duel.decision() == "attack_or_set":
            who = duel.current_player()
            choice = A.ACT_ATTACK_POSITION if len(positions) % 2 == 0 else A.ACT_DEFENSE_POSITION
            positions.append((who, choice))
            duel.apply(choice)
        elif duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)
    # The turn player's first: M, BIG, vanilla(1200, 100) (the Level 5 and the Spell go to the
    # hand); then the opponent's one monster.
    assert [p for p, _ in positions] == [0, 0, 0, 1]
    assert sorted(duel.hand(0)) == sorted([l5, POT_OF_GREED]) and duel.deck(0) == [M]
    assert sorted(duel.hand(1)) == sorted([MST, POT_OF_GREED]) and duel.deck(1) == []
    mine = [m for m in duel.monsters(0) if m]
    assert sorted(m["code"] for m in mine) == sorted([M, BIG, vanilla(1200, 100)])
    assert [m["position"] for m in mine] == ["attack", "set", "attack"]
    assert [m["code"] for m in duel.monsters(1) if m] == [vanilla(300, 300)]
    assert sorted(duel.graveyard(0)) == sorted([CYBER_JAR, M]) and duel.graveyard(1) == [BIG]


def test_nobleman_of_extermination_set_cannot_target_itself():
    # Set, it is face-down until activated; it turns face-up, so it is never its own target.
    duel = position(spells=([NOBLEMAN_OF_EXTERMINATION], []))
    assert A.ACT_ACTIVATE + set_ids(duel, 0)[0] not in duel.legal_actions()


# ---- Gravekeeper's Spy ----------------------------------------------------------------------
GRAVEKEEPERS_SPY = 24317029


def test_gravekeepers_spy_special_summons_a_gravekeepers_monster_from_the_deck():
    # Only a "Gravekeeper's" monster of 1500 or less ATK: Guard (1000), not a 1000 ATK Normal.
    duel = position(monsters=([(GRAVEKEEPERS_SPY, "set")], []),
                    decks=([M, GRAVEKEEPERS_GUARD, BIG], [M] * 5))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel, "choose")
    offered = [duel.card_code(a - A.ACT_SELECT) for a in duel.legal_actions()]
    assert offered == [GRAVEKEEPERS_GUARD]
    choose_code(duel, GRAVEKEEPERS_GUARD)
    duel.apply(A.ACT_DEFENSE_POSITION)
    settle(duel)
    assert codes(duel, 0)[:2] == [GRAVEKEEPERS_SPY, GRAVEKEEPERS_GUARD]
    assert duel.monsters(0)[1]["position"] == "defense" and sorted(duel.deck(0)) == sorted([M, BIG])


# ---- Dark Mimic LV1 -------------------------------------------------------------------------
DARK_MIMIC_LV1 = 74713516
DARK_MIMIC_LV3 = 1102515  # not bundled: a pool of this test's own, with LV3 as a scripted card


def mimic_position(**kw):
    from ygo_core import CardDB, Duel
    from ygo_core.carddb import CardInfo, _read_bundled
    from ygo_core.scripts.compiler import bundled_scripts
    from ygo_core.scripts.vocab import card, draw, trigger
    from helpers import _synthetic_cards
    lv3 = CardInfo(DARK_MIMIC_LV3, 0, "Dark Mimic LV3", 0x21, 3, 0x20, 0x8, 1000, 1000)
    scripts = dict(bundled_scripts())
    # A stand-in effect for LV3 (its own is not this test's subject).
    scripts[DARK_MIMIC_LV3] = card(DARK_MIMIC_LV3, "Dark Mimic LV3", trigger("end_phase", draw(0), of="self"))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(CardDB(_read_bundled() + list(_synthetic_cards()) + [lv3], scripts=scripts), **kw)


def test_dark_mimic_lv1_flip_draws_one():
    duel = position(monsters=([(DARK_MIMIC_LV1, "set")], []), decks=([BIG, M], [M] * 5))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel)
    assert duel.hand(0) == [BIG]


def test_dark_mimic_lv1_levels_up_in_the_standby_phase():
    duel = mimic_position(phase="standby", monsters=([DARK_MIMIC_LV1], []),
                          decks=([M, DARK_MIMIC_LV3, M], [M] * 5))
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    settle(duel, "choose")
    choose_code(duel, DARK_MIMIC_LV3)
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel)
    assert codes(duel, 0)[0] == DARK_MIMIC_LV3 and duel.graveyard(0) == [DARK_MIMIC_LV1]


def test_dark_mimic_lv1_without_lv3_has_no_standby_effect():
    duel = position(phase="standby", monsters=([DARK_MIMIC_LV1], []))
    settle(duel)
    assert codes(duel, 0)[0] == DARK_MIMIC_LV1


# ---- Interactions ---------------------------------------------------------------------------
CHANGE_OF_HEART = 4031928


def test_sangan_taken_with_change_of_heart_and_tributed_searches_for_its_controller():
    # Its trigger belongs to the player who controlled it when it left the field, and "your
    # Deck" is theirs; the card itself goes to its owner's GY (C10).
    duel = position(hands=([CHANGE_OF_HEART, vanilla(2400, 1000, 5)], []), monsters=([], [SANGAN]),
                    decks=([M, BIG], [vanilla(1100, 100)] * 3))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(2400, 1000, 5)))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel, "choose")
    assert duel.current_player() == 0
    choose_code(duel, M)
    settle(duel)
    assert duel.hand(0) == [M] and duel.graveyard(1) == [SANGAN]


def test_sangan_and_witch_destroyed_together_their_controller_orders_the_triggers():
    # W10: two mandatory triggers of one player at once; they choose the chain order.
    duel = position(hands=([DARK_HOLE], []), monsters=([SANGAN, WITCH], []),
                    decks=([M, vanilla(2000, 1500)], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel, "trigger_order")
    witch = [c for c in duel.card_ids(0, "gy") if duel.card_code(c) == WITCH][0]
    duel.apply(A.ACT_SELECT + witch)  # Witch is chain link 1: Sangan's search resolves first
    settle(duel, "choose")
    choose_code(duel, M)
    settle(duel, "choose")
    choose_code(duel, vanilla(2000, 1500))
    settle(duel)
    assert sorted(duel.hand(0)) == sorted([M, vanilla(2000, 1500)])


def test_cyber_jar_position_decision_describes_the_face_down_choice():
    duel = position(monsters=([(CYBER_JAR, "set")], []), decks=([M], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settle(duel, "attack_or_set")
    assert [duel.describe(int(a)) for a in duel.legal_actions()] == [
        "Face-up Attack Position", "Face-down Defense Position"]
