"""The MR3 leave family's cards (docs/mr3-cards.md sections 4.1 and 5.1): Sonic Warrior,
Quillbolt Hedgehog, Plaguespreader Zombie, Re-Cover, Junk Synchron, Synchron Explorer,
Goblindbergh, Black Dragon Collapserpent, White Dragon Wyverburster, Genex Neutron. Each test sets
up the position, acts through the public protocol and asserts the outcome; rule IDs are
rules-mr3.md's (H03 positions, H04 procedures, U03 costs, U08 "must be able to", U10 missing the
timing, Y09 banishing, AA ATK layering, AH06 hard once per turn)."""
import pytest

from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import card, continuous, stats_for, this_card
from ygo_core import Duel

from tests.helpers import (
    _synthetic_cards, card_in_hand, filler, keep_gy_order, offered, pass_until, pick, settle, vanilla,
)
from tests.mr3_cards import LIGHT_L3, DARK_L3, REAL, SCRIPTS, SYNCHRO_L4, SYNTHETIC, TUNER_L2, TUNER_L3_DARK, mr3_position
from tests.rules.test_kl_extra_summons import summon

SONIC_WARRIOR = 17932494
QUILLBOLT = 23571046
PLAGUESPREADER = 33420078
RE_COVER = 58695102
JUNK_SYNCHRON = 63977008
SYNCHRON_EXPLORER = 36643046
TURBO_SYNCHRON = 67270095
GOBLINDBERGH = 25259669
COLLAPSERPENT = 61901281
WYVERBURSTER = 99234526
GENEX_NEUTRON = 19182751
GENEX_ALLY_BIRDMAN = 64034255
SPEED_WARRIOR = 9365703
ONE_FOR_ONE = 2295440
DARK_HOLE = 53129443
MONSTER_REBORN = 83764718
RING_OF_DESTRUCTION = 83555666
M = vanilla(1000, 1000)           # EARTH Warrior Normal, Level 4
L2 = vanilla(500, 500, level=2)
L3 = vanilla(1000, 1000, level=3)
L1 = vanilla(300, 200, level=1)
L5 = vanilla(2000, 1000, level=5)

# A test-only Level 2 Effect Monster whose effect shows while it applies: it gains 700 ATK.
GAINER_L2 = 98_020_002
_DB = None


def leave_db():
    global _DB
    if _DB is None:
        gainer = CardInfo(code=GAINER_L2, alias=0, name="Test Gainer L2", type=0x21, level=2, attribute=0x1,
                          race=0x1, atk=600, defense=600)
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC + [gainer],
                     scripts={**bundled_scripts(), **SCRIPTS,
                              GAINER_L2: card(GAINER_L2, "Test Gainer L2", continuous(stats_for(this_card(), atk=700)))})
    return _DB


def leave_position(**kw):
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(leave_db(), **kw)


def gy_card(duel, player, code):
    return next(c for c in duel.card_ids(player, "gy") if duel.card_code(c) == code)


def field(duel, player=0):
    return {m["code"]: (m["position"], m["atk"]) for m in duel.monsters(player) if m}


def normal_summon(duel, code):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    pass_until_not_response(duel)


def pass_until_not_response(duel):
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)


# ---- Sonic Warrior (4.1) ------------------------------------------------------------------------

def test_sonic_warrior_tributed_raises_your_level_2_or_lower_monsters():
    # "Sent to the GY" (from the field, as a Tribute here): mandatory; the player's face-up
    # Level 2 or lower monsters gain 500 (L1 300 -> 800, L2 500 -> 1000); the Level 5 it was
    # Tributed for and the opponent's Level 2 do not.
    duel = mr3_position(hands=([L5], []), monsters=([SONIC_WARRIOR, L2, L1], [L2]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(pick(duel, SONIC_WARRIOR))
    settle(duel)
    assert SONIC_WARRIOR in duel.graveyard(0)
    assert field(duel) == {L5: ("attack", 2000), L2: ("attack", 1000), L1: ("attack", 800)}
    assert field(duel, 1) == {L2: ("attack", 500)}


def test_sonic_warrior_gain_applies_to_monsters_on_the_field_at_resolution_only():
    # Milled from the Deck (Y08: sent from anywhere): it triggers; the Level 2 on the field gains
    # 500 and keeps it in the opponent's turn (no end turn, AA); one summoned later gains nothing.
    from tests.cards.test_mr3_synchron_extreme import TUNING
    duel = mr3_position(hands=([TUNING, L1], []), monsters=([L2, L3], [L2]),
                        decks=([M, M, JUNK_SYNCHRON, SONIC_WARRIOR][::-1], [M] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TUNING))
    pass_until(duel, "choose")
    duel.apply(pick(duel, JUNK_SYNCHRON))
    settle(duel)
    assert SONIC_WARRIOR in duel.graveyard(0)
    assert field(duel) == {L2: ("attack", 1000), L3: ("attack", 1000)}
    assert field(duel, 1) == {L2: ("attack", 500)}
    normal_summon(duel, L1)
    assert field(duel)[L1] == ("attack", 300)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert field(duel)[L2] == ("attack", 1000)


# ---- Quillbolt Hedgehog (4.1) -------------------------------------------------------------------

def test_quillbolt_summons_itself_from_the_gy_while_you_control_a_face_up_tuner():
    duel = mr3_position(monsters=([TUNER_L2], []), graveyards=([QUILLBOLT], []))
    q = gy_card(duel, 0, QUILLBOLT)
    assert A.ACT_ACTIVATE + q in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + q)
    settle(duel, positions=A.ACT_DEFENSE_POSITION)  # H03: its position is chosen
    assert field(duel) == {TUNER_L2: ("attack", 800), QUILLBOLT: ("defense", 800)}
    assert duel.graveyard(0) == []


def test_quillbolt_needs_a_face_up_tuner():
    duel = mr3_position(monsters=([(TUNER_L2, "set"), M], []), graveyards=([QUILLBOLT], []))
    assert A.ACT_ACTIVATE + gy_card(duel, 0, QUILLBOLT) not in duel.legal_actions()
    duel = mr3_position(monsters=([], [TUNER_L2]), graveyards=([QUILLBOLT], []))
    assert A.ACT_ACTIVATE + gy_card(duel, 0, QUILLBOLT) not in duel.legal_actions()


def test_quillbolt_does_nothing_if_the_tuner_is_gone_when_it_resolves():
    # Q14 "to activate and to resolve": the opponent chains Ring of Destruction on the Tuner;
    # Quillbolt Hedgehog stays in the GY.
    duel = mr3_position(monsters=([TUNER_L2], []), graveyards=([QUILLBOLT], []), spells=([], [RING_OF_DESTRUCTION]))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, QUILLBOLT))
    while duel.current_player() != 1:
        duel.apply(A.ACT_PASS)
    ring = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + ring)
    duel.apply(pick(duel, TUNER_L2))
    settle(duel)
    assert duel.monsters(0) == [None] * 5
    assert QUILLBOLT in duel.graveyard(0) and TUNER_L2 in duel.graveyard(0)


def test_quillbolt_used_as_synchro_material_is_banished_not_sent_to_the_gy():
    # Y09: "banish it when it leaves the field" replaces the move to the GY as a material.
    duel = mr3_position(monsters=([TUNER_L2], []), graveyards=([QUILLBOLT], []), extras=([SYNCHRO_L4], []))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, QUILLBOLT))
    settle(duel)
    summon(duel, SYNCHRO_L4, [TUNER_L2, QUILLBOLT])
    settle(duel)
    assert duel.banished(0) == [QUILLBOLT]
    assert duel.graveyard(0) == [TUNER_L2]


# ---- Plaguespreader Zombie (4.1) ----------------------------------------------------------------

def test_plaguespreader_puts_a_hand_card_on_top_of_the_deck_then_summons_itself():
    duel = mr3_position(hands=([L5], []), graveyards=([PLAGUESPREADER], []), decks=([M, M], [M]))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, PLAGUESPREADER))
    assert offered(duel) == [L5]  # U03: the cost, a card from the hand
    duel.apply(pick(duel, L5))
    settle(duel)
    assert field(duel) == {PLAGUESPREADER: ("attack", 400)}
    assert duel.hand(0) == [] and duel.deck(0) == [L5, M, M]  # on top (drawn next), not shuffled in


def test_plaguespreader_needs_a_card_in_hand_and_is_banished_when_it_leaves():
    duel = mr3_position(graveyards=([PLAGUESPREADER], []))
    assert A.ACT_ACTIVATE + gy_card(duel, 0, PLAGUESPREADER) not in duel.legal_actions()
    duel = mr3_position(hands=([M, DARK_HOLE], []), graveyards=([PLAGUESPREADER], []))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, PLAGUESPREADER))
    duel.apply(pick(duel, M))
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    assert duel.banished(0) == [PLAGUESPREADER] and duel.graveyard(0) == [DARK_HOLE]


# ---- Re-Cover (5.1) -----------------------------------------------------------------------------

def test_re_cover_needs_five_fewer_extra_deck_cards_and_pays_2000():
    duel = mr3_position(graveyards=([RE_COVER], []), extras=([], [SYNCHRO_L4] * 4))
    assert A.ACT_ACTIVATE + gy_card(duel, 0, RE_COVER) not in duel.legal_actions()
    duel = mr3_position(graveyards=([RE_COVER], []), extras=([SYNCHRO_L4], [SYNCHRO_L4] * 6))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, RE_COVER))
    settle(duel)
    assert duel.lp(0) == 6000 and RE_COVER in field(duel)


# ---- Junk Synchron (4.1) ------------------------------------------------------------------------

def test_junk_synchron_revives_a_level_2_or_lower_in_defense_with_its_effects_negated():
    duel = leave_position(hands=([JUNK_SYNCHRON], []), graveyards=([GAINER_L2, L3, L1], [L2]))
    normal_summon(duel, JUNK_SYNCHRON)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    assert offered(duel) == sorted([GAINER_L2, L1])  # Level 2 or lower, in the player's GY
    duel.apply(pick(duel, GAINER_L2))
    assert settle(duel) == "main"  # H03: the text names the position, nothing is asked
    # Negated: its continuous +700 does not apply (600, not 1300).
    assert field(duel) == {JUNK_SYNCHRON: ("attack", 1300), GAINER_L2: ("defense", 600)}


def test_junk_synchron_negation_stays_after_junk_synchron_leaves():
    # The negation is the summoned monster's, not a continuous effect of Junk Synchron: Junk
    # returned to the hand (Genex Ally Birdman's cost), the Level 2 stays negated.
    duel = leave_position(hands=([JUNK_SYNCHRON, GENEX_ALLY_BIRDMAN], []), graveyards=([GAINER_L2], []))
    normal_summon(duel, JUNK_SYNCHRON)
    duel.apply(A.ACT_YES)
    duel.apply(pick(duel, GAINER_L2))
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GENEX_ALLY_BIRDMAN))
    duel.apply(pick(duel, JUNK_SYNCHRON))
    settle(duel)
    assert JUNK_SYNCHRON in duel.hand(0)
    assert field(duel) == {GAINER_L2: ("defense", 600), GENEX_ALLY_BIRDMAN: ("attack", 1400)}


def test_the_gainer_applies_when_not_negated():
    # The control for the test above: revived by Monster Reborn, its effect applies.
    duel = leave_position(hands=([MONSTER_REBORN], []), graveyards=([GAINER_L2], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(pick(duel, GAINER_L2))
    settle(duel)
    assert field(duel) == {GAINER_L2: ("attack", 1300)}


def test_junk_synchron_special_summoned_does_not_trigger():
    duel = mr3_position(hands=([MONSTER_REBORN], []), graveyards=([JUNK_SYNCHRON, L1], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert field(duel) == {JUNK_SYNCHRON: ("attack", 1300)}


# ---- Synchron Explorer (4.1) --------------------------------------------------------------------

def test_synchron_explorer_revives_a_synchron_only():
    duel = mr3_position(hands=([SYNCHRON_EXPLORER], []), graveyards=([TURBO_SYNCHRON, L1, SPEED_WARRIOR], []))
    normal_summon(duel, SYNCHRON_EXPLORER)
    duel.apply(A.ACT_YES)
    assert offered(duel) == [TURBO_SYNCHRON]
    duel.apply(pick(duel, TURBO_SYNCHRON))
    settle(duel, positions=A.ACT_DEFENSE_POSITION)
    assert field(duel) == {SYNCHRON_EXPLORER: ("attack", 0), TURBO_SYNCHRON: ("defense", 100)}


# ---- Goblindbergh (5.1) -------------------------------------------------------------------------

def test_goblindbergh_summons_a_level_4_or_lower_from_the_hand_then_goes_to_defense():
    duel = mr3_position(hands=([GOBLINDBERGH, M, L5], []))
    normal_summon(duel, GOBLINDBERGH)
    duel.apply(A.ACT_YES)
    assert offered(duel) == [M]  # a Level 5 is not offered
    duel.apply(pick(duel, M))
    settle(duel)
    assert field(duel) == {GOBLINDBERGH: ("defense", 1400), M: ("attack", 1000)}


def test_goblindbergh_without_a_level_4_in_hand_cannot_activate():
    # U08: nothing to summon, so it is not activated and stays in Attack Position.
    duel = mr3_position(hands=([GOBLINDBERGH, L5], []))
    normal_summon(duel, GOBLINDBERGH)
    assert duel.decision() == "main"
    assert field(duel) == {GOBLINDBERGH: ("attack", 1400)}


# ---- Black Dragon Collapserpent / White Dragon Wyverburster (4.1) -------------------------------

def test_collapserpent_summons_itself_by_banishing_a_light_monster_once_per_turn():
    duel = mr3_position(hands=([COLLAPSERPENT, COLLAPSERPENT], []), graveyards=([LIGHT_L3, LIGHT_L3, DARK_L3], []))
    first = duel.card_ids(0, "hand")[0]
    assert A.ACT_SUMMON + first in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + first)
    assert offered(duel) == [LIGHT_L3, LIGHT_L3]  # only LIGHT monsters of the player's GY
    duel.apply(pick(duel, LIGHT_L3))
    settle(duel)
    assert COLLAPSERPENT in field(duel) and duel.banished(0) == [LIGHT_L3]
    # AH06: once per turn by this method (the name), though a LIGHT monster is left.
    second = duel.card_ids(0, "hand")[0]
    assert A.ACT_SUMMON + second not in duel.legal_actions()


def test_collapserpent_needs_a_light_monster_and_cannot_be_normal_summoned():
    duel = mr3_position(hands=([COLLAPSERPENT], []), graveyards=([DARK_L3], [LIGHT_L3]))
    c = duel.card_ids(0, "hand")[0]
    assert A.ACT_SUMMON + c not in duel.legal_actions() and A.ACT_SET + c not in duel.legal_actions()


def test_collapserpent_sent_from_the_field_searches_wyverburster():
    duel = mr3_position(hands=([DARK_HOLE], []), monsters=([COLLAPSERPENT], [M]),
                        decks=([M, WYVERBURSTER, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until_not_response(duel)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    settle(duel)
    if duel.decision() == "choose":
        duel.apply(pick(duel, WYVERBURSTER))
        settle(duel)
    assert duel.hand(0) == [WYVERBURSTER]


def test_collapserpent_discarded_from_the_hand_does_not_search():
    # "Sent from the field" only: One for One's cost sends it from the hand.
    duel = mr3_position(hands=([ONE_FOR_ONE, COLLAPSERPENT], []), decks=([WYVERBURSTER, L1], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ONE_FOR_ONE))
    duel.apply(pick(duel, COLLAPSERPENT))
    pass_until(duel, "choose")
    duel.apply(pick(duel, L1))
    assert settle(duel, positions=A.ACT_ATTACK_POSITION) == "main"
    assert duel.hand(0) == [] and WYVERBURSTER in duel.deck(0)


def test_wyverburster_banishes_a_dark_monster_and_searches_collapserpent():
    duel = mr3_position(hands=([WYVERBURSTER, DARK_HOLE], []), graveyards=([LIGHT_L3, DARK_L3], []),
                        decks=([COLLAPSERPENT, M], [M]))
    w = card_in_hand(duel, 0, WYVERBURSTER)
    duel.apply(A.ACT_SUMMON + w)
    assert offered(duel) == [DARK_L3]
    duel.apply(pick(duel, DARK_L3))
    settle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    if duel.decision() == "choose":
        duel.apply(pick(duel, COLLAPSERPENT))
        settle(duel)
    assert duel.hand(0) == [COLLAPSERPENT]


# ---- Genex Neutron (4.1) ------------------------------------------------------------------------

def test_genex_neutron_normal_summoned_searches_a_machine_tuner_in_the_end_phase():
    duel = mr3_position(hands=([GENEX_NEUTRON], []), decks=([M, JUNK_SYNCHRON, TURBO_SYNCHRON, M], [M] * 5),
                        allow_unimplemented=True)
    normal_summon(duel, GENEX_NEUTRON)
    duel.apply(A.ACT_TO_END)
    pass_until_not_response(duel)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    pass_until_not_response(duel)
    if duel.decision() == "choose":
        assert offered(duel) == [TURBO_SYNCHRON]  # a Machine Tuner (Junk Synchron is a Warrior)
        duel.apply(pick(duel, TURBO_SYNCHRON))
    settle(duel)
    assert TURBO_SYNCHRON in duel.hand(0) and JUNK_SYNCHRON not in duel.hand(0)


def test_genex_neutron_not_normal_summoned_this_turn_does_nothing():
    # On the field but not Normal Summoned this turn (placed, as if Special Summoned).
    duel = mr3_position(monsters=([GENEX_NEUTRON], []), decks=([M, TURBO_SYNCHRON, M], [M] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert TURBO_SYNCHRON in duel.deck(0) and duel.turn() == 3


# ---- Genex Ally Birdman (4.1) -------------------------------------------------------------------

def test_birdman_returns_a_wind_monster_and_gains_500():
    # The WIND Level 4 Synchro returned goes to the Extra Deck (L07); Birdman arrives from the
    # hand (its position chosen, H03) with 1400 + 500 ATK.
    duel = mr3_position(hands=([GENEX_ALLY_BIRDMAN], []), monsters=([SYNCHRO_L4, M], []))
    b = card_in_hand(duel, 0, GENEX_ALLY_BIRDMAN)
    duel.apply(A.ACT_ACTIVATE + b)
    assert offered(duel) == sorted([SYNCHRO_L4, M])  # U03: a face-up monster you control
    duel.apply(pick(duel, SYNCHRO_L4))
    settle(duel)
    assert field(duel) == {M: ("attack", 1000), GENEX_ALLY_BIRDMAN: ("attack", 1900)}
    assert SYNCHRO_L4 in [duel.card_code(c) for c in duel.card_ids(0, "extra")]


def test_birdman_returning_a_non_wind_monster_gains_nothing_and_is_banished_on_leaving():
    duel = mr3_position(hands=([GENEX_ALLY_BIRDMAN, DARK_HOLE], []), monsters=([M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GENEX_ALLY_BIRDMAN))
    duel.apply(pick(duel, M))
    settle(duel)
    assert field(duel) == {GENEX_ALLY_BIRDMAN: ("attack", 1400)} and M in duel.hand(0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    assert duel.banished(0) == [GENEX_ALLY_BIRDMAN]


def test_birdman_needs_a_face_up_monster_to_return():
    duel = mr3_position(hands=([GENEX_ALLY_BIRDMAN], []), monsters=([(M, "set")], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, GENEX_ALLY_BIRDMAN) not in duel.legal_actions()


def test_birdman_is_a_tuner_for_a_synchro_summon():
    # Level 3 Tuner + a Level 1 = the Level 4 Synchro.
    duel = mr3_position(hands=([GENEX_ALLY_BIRDMAN], []), monsters=([L1, M], []), extras=([SYNCHRO_L4], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GENEX_ALLY_BIRDMAN))
    duel.apply(pick(duel, M))
    settle(duel)
    summon(duel, SYNCHRO_L4, [GENEX_ALLY_BIRDMAN, L1])
    settle(duel)
    assert SYNCHRO_L4 in field(duel) and duel.banished(0) == [GENEX_ALLY_BIRDMAN]


# ---- Drill Synchron (4.1) -----------------------------------------------------------------------

DRILL_SYNCHRON = 56286179
WALL = vanilla(100, 500)  # a Defense Position target with 500 DEF


def test_drill_synchron_gives_your_warriors_piercing_and_draws_when_they_pierce():
    from tests.helpers import attack, to_battle
    duel = mr3_position(monsters=([DRILL_SYNCHRON, M], [(WALL, "defense")]), decks=([M, M, M], [M] * 3))
    to_battle(duel)
    duel.apply(attack(1, 0))  # the Warrior (1000 ATK) attacks the 500 DEF monster
    settle(duel)
    assert duel.lp(1) == 8000 - 500  # piercing
    assert duel.hand(0) == [M]       # the draw


def test_drill_synchron_itself_is_no_warrior_and_does_not_pierce():
    from tests.helpers import attack, to_battle
    duel = mr3_position(monsters=([DRILL_SYNCHRON], [(vanilla(100, 300), "defense")]), decks=([M, M, M], [M] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))  # Drill Synchron (a Machine, 800 ATK) on 300 DEF
    settle(duel)
    assert duel.lp(1) == 8000 and duel.hand(0) == []


def test_drill_synchron_draws_once_per_turn():
    # Soft once per turn (AH05): the second Warrior's piercing damage draws nothing.
    from tests.helpers import attack, to_battle
    duel = mr3_position(monsters=([DRILL_SYNCHRON, M, M], [(WALL, "defense"), (WALL, "defense")]),
                        decks=([M, M, M], [M] * 3))
    to_battle(duel)
    duel.apply(attack(1, 0))
    settle(duel)
    duel.apply(attack(2, 1))
    settle(duel)
    assert duel.lp(1) == 8000 - 1000 and duel.hand(0) == [M]


# ---- Speed Warrior (4.1: scripts/mr3/battle.py), Turbo Synchron (4.1: not scripted yet) ----------------------------------------


def test_speed_warrior_doubles_its_original_atk_in_the_battle_step_of_its_normal_summon_turn():
    from tests.helpers import to_battle
    duel = mr3_position(hands=([SPEED_WARRIOR], []))
    normal_summon(duel, SPEED_WARRIOR)
    to_battle(duel)
    sw = next(m["card"] for m in duel.monsters(0) if m)
    duel.apply(A.ACT_ACTIVATE + sw)
    settle(duel)
    assert field(duel)[SPEED_WARRIOR] == ("attack", 1800)
    duel.apply(A.ACT_END_BATTLE)  # to Main Phase 2: the Battle Phase is over, so is the change
    settle(duel)
    assert field(duel)[SPEED_WARRIOR] == ("attack", 900)


def test_speed_warrior_special_summoned_cannot_double():
    from tests.helpers import to_battle
    duel = mr3_position(monsters=([SPEED_WARRIOR], []))
    to_battle(duel)
    sw = next(m["card"] for m in duel.monsters(0) if m)
    assert A.ACT_ACTIVATE + sw not in duel.legal_actions()
    assert field(duel)[SPEED_WARRIOR] == ("attack", 900)


def test_speed_warrior_only_in_the_battle_step():
    # 4.1 "during the Battle Step" (F01): not in Main Phase 1 of its summon turn.
    duel = mr3_position(hands=([SPEED_WARRIOR], []))
    normal_summon(duel, SPEED_WARRIOR)
    sw = next(m["card"] for m in duel.monsters(0) if m)
    assert A.ACT_ACTIVATE + sw not in duel.legal_actions()


def test_speed_warrior_once_per_turn_and_attacks_with_the_doubled_atk():
    # 4.1 once per turn: no second activation; F18/F23: the direct attack deals 1800.
    from tests.helpers import attack, to_battle
    duel = mr3_position(hands=([SPEED_WARRIOR], []))
    normal_summon(duel, SPEED_WARRIOR)
    to_battle(duel)
    sw = next(m["card"] for m in duel.monsters(0) if m)
    duel.apply(A.ACT_ACTIVATE + sw)
    settle(duel)
    assert A.ACT_ACTIVATE + sw not in duel.legal_actions()
    duel.apply(attack(0, None))
    settle(duel)
    assert duel.lp(1) == 8000 - 1800


def test_speed_warrior_not_in_a_later_turn():
    # 4.1 "the turn this card was Normal Summoned": on the field from an earlier turn (placed, not
    # summoned this turn), nothing in the Battle Step.
    from tests.helpers import to_battle
    duel = mr3_position(monsters=([SPEED_WARRIOR], []), turn=3)
    to_battle(duel)
    sw = next(m["card"] for m in duel.monsters(0) if m)
    assert A.ACT_ACTIVATE + sw not in duel.legal_actions()


def test_speed_warrior_doubles_its_original_atk_over_a_boost():
    # 4.1 "double its original ATK": the original is 900 (not the boosted ATK). Its ATK
    # "becomes" 1800 by an activated effect, so Command Knight's +400, a continuous effect
    # applied before it, is not recalculated (AA02, p.137): 1800, not 2200; back to 1300 when
    # the "becomes" ends with the Battle Phase.
    from tests.helpers import to_battle
    command_knight = 10375182
    duel = mr3_position(hands=([SPEED_WARRIOR], []), monsters=([command_knight], []))
    normal_summon(duel, SPEED_WARRIOR)
    to_battle(duel)
    assert field(duel)[SPEED_WARRIOR] == ("attack", 1300)
    sw = next(m["card"] for m in duel.monsters(0) if m and m["code"] == SPEED_WARRIOR)
    duel.apply(A.ACT_ACTIVATE + sw)
    settle(duel)
    assert field(duel)[SPEED_WARRIOR] == ("attack", 1800)
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    assert field(duel)[SPEED_WARRIOR] == ("attack", 1300)


def test_turbo_synchron_changes_an_attack_position_target_to_defense():
    # 4.1 (1): the 1000 ATK target goes to Defense Position before damage calculation: Turbo
    # Synchron's 100 ATK meets its 100 DEF (no destruction, no damage) instead of taking 900.
    # (The set-up had DEF 0, which the 100 ATK attacker would destroy, leaving no monster to check.)
    from tests.helpers import attack, to_battle
    duel = mr3_position(monsters=([TURBO_SYNCHRON], [vanilla(1000, 100)]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.monsters(1)[0]["position"] == "defense" and duel.lp(0) == 8000


def test_turbo_synchron_summons_from_the_hand_up_to_the_damage_taken():
    # 4.1 (2): 1100 battle damage taken: the 1000 ATK monster in the hand fits, the 1500 one not.
    from tests.helpers import attack, to_battle
    duel = mr3_position(hands=([vanilla(1000, 100), vanilla(1500, 100)], []), monsters=([TURBO_SYNCHRON], [vanilla(1200, 2000)]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_NO)  # no change of position: 100 vs 1200 ATK, 1100 damage
    settle(duel, yes=True)
    assert duel.lp(0) == 8000 - 1100
    assert offered(duel) == [vanilla(1000, 100)]


# ---- Random play with the family's cards ------------------------------------------------------------

def test_random_duels_with_the_leave_cards_keep_the_saved_state_valid():
    # The family's cards in random duels: the saved-state check (LING_NEGATED and
    # LING_BANISH_ON_LEAVE records, GY activators, HDR_LOCKS from a negating summon) and the
    # buffer round trip hold after every few steps; every card stays in exactly one place.
    import numpy as np
    from ygo_core.state_check import check_state
    from tests.invariants import check_invariants
    from battery import seeds
    cards = [SONIC_WARRIOR, QUILLBOLT, PLAGUESPREADER, RE_COVER, JUNK_SYNCHRON, SYNCHRON_EXPLORER, GOBLINDBERGH,
             COLLAPSERPENT, WYVERBURSTER, GENEX_NEUTRON, GENEX_ALLY_BIRDMAN, DRILL_SYNCHRON, ONE_FOR_ONE]
    deck = cards * 2 + [L1, L2, L3, M, LIGHT_L3, DARK_L3, TUNER_L2, TUNER_L3_DARK] * 2
    db = leave_db()
    for seed in seeds(12):
        duel = Duel(db, deck, deck, seed=seed, rules="mr3", first_player=seed % 2, auto_forced=seed % 2 == 0,
                    extra0=[SYNCHRO_L4] * 3, extra1=[SYNCHRO_L4] * 3)
        rng = np.random.default_rng(seed)
        steps = 0
        while not duel.is_terminal():
            check_invariants(duel)
            if steps % 4 == 0:
                check_state(duel.buffer, db)
                assert Duel.from_buffer(db, duel.buffer) == duel
            duel.apply(int(rng.choice(duel.legal_actions())))
            steps += 1
            assert steps < 5000
        check_invariants(duel)


def test_collapserpent_destroyed_by_battle_searches_in_the_damage_step():
    # "If" (optional, does not miss the timing): destroyed by battle, sent from the field to the GY
    # at the end of the Damage Step, it searches there (F16.5 window).
    from tests.helpers import attack, to_battle
    duel = mr3_position(monsters=([COLLAPSERPENT], [vanilla(2000, 100)]), decks=([M, WYVERBURSTER, M], [M] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    if duel.decision() == "choose":
        duel.apply(pick(duel, WYVERBURSTER))
        settle(duel)
    assert COLLAPSERPENT in duel.graveyard(0) and duel.hand(0) == [WYVERBURSTER]


def test_genex_neutron_gone_from_the_field_by_the_end_phase_does_nothing():
    # Its trigger is an effect of the face-up card on the field: destroyed after its Normal
    # Summon, it searches nothing in the End Phase.
    duel = mr3_position(hands=([GENEX_NEUTRON, DARK_HOLE], []), decks=([M, TURBO_SYNCHRON, M], [M] * 5),
                        allow_unimplemented=True)
    normal_summon(duel, GENEX_NEUTRON)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    settle(duel)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert TURBO_SYNCHRON in duel.deck(0) and duel.turn() == 3
