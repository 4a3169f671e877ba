"""MR3 cards of the "quick" family (docs/mr3-cards.md sections 4.1-4.3, 5.1, 5.3): hand Quick
effects and hand triggers, negating attacks and ending the Battle Phase, re-Setting a Trap after
it resolved, summon negation as an effect, chain limits on a target, "cannot banish".

Each test sets up the position from the spec, acts through the public protocol (legal actions /
apply) and asserts the outcome. Rule IDs are rules-mr3.md's (../shared/rules/rules-mr3.md);
"spec" is the card's entry in docs/mr3-cards.md."""
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from tests.helpers import (
    attack, card_in_hand, filler, go_to_battle, monster_card, pass_until, set_ids, to_turn, vanilla,
)
from tests.mr3_cards import DARK_L3, FLAMVELL_GUARD, GAIA_KNIGHT, LIGHT_L3, MONSTER_REBORN, mr3_position
from tests.pendulum_cards import LEVEL_5_PENDULUM, SCALE_1, SCALE_8, pendulum_db
from tests.rules.test_kl_extra_summons import summon

EFFECT_VEILER = 97268402
SWIFT_SCARECROW = 18964575
RUSH_WARRIOR = 36736723
CHAOS_HUNTER = 97940434
SCRAP_IRON_SCARECROW = 98427577
SCRAP_IRON_STATUE = 48497555
SOLEMN_WARNING = 84749824
NIGHT_BEAM = 89882100
SCRAP_FIST = 8529136
LIMITER_OVERLOAD = 92450185
IMPERIAL_IRON_WALL = 30459350
DOPPELGANGER = 66395299
TRAPTRIX_NIGHTMARE = 29616929
ERADICATOR = 54974237

SOLEMN_JUDGMENT = 41420027
ULTIMATE_OFFERING = 80604091
MST = 5318639
SPEED_WARRIOR = 9365703
STEALTH_BIRD = 3510565      # Flip Summoned: 1000 damage to the opponent
JUNK_WARRIOR = 60800381
JUNK_SYNCHRON = 63977008
POT_OF_GREED = 55144522
DUST_TORNADO = 60082869
COMMAND_KNIGHT = 10375182   # continuous: its controller's face-up Warriors +400 ATK (1200 printed)
CASTLE_WALLS = 44209392     # a Normal Trap, here only a Set card
M = vanilla(1000, 1000)
M2 = vanilla(1500, 1200)
L5 = vanilla(1800, 1600, 5)
L2, L7 = vanilla(200, 200, 2), vanilla(700, 700, 7)


def resolve(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


# ---- Solemn Warning (spec 4.3) ------------------------------------------------------------------

def test_solemn_warning_negates_a_normal_summon_for_2000_lp():
    # H17: it answers in the summon-negation window; the cost is 2000 LP (U03); the monster is
    # destroyed and never counts as summoned (G05).
    duel = mr3_position(hands=([M2], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M2))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    warning = set_ids(duel, 1)[0]
    assert A.ACT_ACTIVATE + warning in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + warning)
    assert duel.lp(1) == 6000
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == [] and duel.graveyard(0) == [M2]
    assert duel.graveyard(1) == [SOLEMN_WARNING]


def test_solemn_warning_needs_2000_lp():
    # U03, U08: a cost that cannot be paid in full: not activatable.
    duel = mr3_position(hands=([M2], []), spells=([], [SOLEMN_WARNING]), lp=(8000, 1999))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M2))
    assert duel.decision() != "response" or A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


def test_solemn_warning_negates_a_synchro_summon():
    # H17, K04: a Synchro Summon has a summon-negation window; the materials stay in the GY.
    duel = mr3_position(monsters=([FLAMVELL_GUARD, L5], []), extras=([GAIA_KNIGHT], []),
                        spells=([], [SOLEMN_WARNING]))
    summon(duel, GAIA_KNIGHT, [FLAMVELL_GUARD, L5])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([FLAMVELL_GUARD, L5, GAIA_KNIGHT])
    assert duel.lp(1) == 6000


def test_solemn_warning_negates_a_whole_pendulum_summon():
    # M12, H18: a Pendulum Summon is one summon; negated, all of its monsters go.
    duel = Duel.from_position(pendulum_db(), decks=(filler(), filler()), auto_forced=False,
                              pendulums=([SCALE_1, SCALE_8], []), hands=([L2, L7], []),
                              extras_faceup=([LEVEL_5_PENDULUM], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_PENDULUM_SUMMON)
    for card in [card_in_hand(duel, 0, L2), duel.extra_faceup(0)[0], card_in_hand(duel, 0, L7)]:
        duel.apply(A.ACT_SELECT + card)
        duel.apply(A.ACT_ATTACK_POSITION)
    if duel.decision() == "pendulum":
        duel.apply(A.ACT_PASS)  # "done" (no other monster to choose: not asked)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    resolve(duel)
    assert duel.monsters(0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([L2, LEVEL_5_PENDULUM, L7])
    assert duel.lp(1) == 6000


def test_solemn_warning_negates_a_summon_by_the_cards_own_procedure():
    # H17: a Special Summon that starts no chain (Chaos Sorcerer's procedure) has a
    # summon-negation window like a Normal Summon's; negated, the monster is destroyed and the
    # banished cost stays paid.
    duel = mr3_position(hands=([CHAOS_SORCERER], []), graveyards=([LIGHT_L3, DARK_L3], []),
                        spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER))
    for code in (LIGHT_L3, DARK_L3):
        duel.apply(A.ACT_SELECT + next(c for c in duel.card_ids(0, "gy") if duel.card_code(c) == code))
    duel.apply(A.ACT_ATTACK_POSITION)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == [] and duel.graveyard(0) == [CHAOS_SORCERER]
    assert sorted(duel.banished(0)) == sorted([LIGHT_L3, DARK_L3])
    assert duel.lp(1) == 6000


def test_solemn_warning_negates_an_activation_that_special_summons_and_destroys_the_card():
    # S10: chained directly to Monster Reborn (a card whose activation includes a Special
    # Summon); the activation is negated and the card destroyed (R04): no summon.
    duel = mr3_position(hands=([MONSTER_REBORN], []), graveyards=([M2], []),
                        spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(0, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([M2, MONSTER_REBORN])
    assert duel.lp(1) == 6000


def test_solemn_warning_cannot_answer_a_card_that_does_not_summon():
    # U08: Pot of Greed includes no Special Summon; Solemn Warning has nothing to negate.
    duel = mr3_position(hands=([POT_OF_GREED], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    assert duel.decision() != "response" or A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


# ---- Swift Scarecrow (spec 4.1) -----------------------------------------------------------------

def test_swift_scarecrow_negates_a_direct_attack_and_ends_the_battle_phase():
    # Q11, C14: a Quick effect from the hand; discarding it is the cost (U05); the attack is
    # negated (F04: it was still declared) and the Battle Phase ends: the second monster cannot
    # attack, play goes on to Main Phase 2 (F08).
    duel = mr3_position(monsters=([M, M2], []), hands=([], [SWIFT_SCARECROW]))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    scarecrow = card_in_hand(duel, 1, SWIFT_SCARECROW)
    assert A.ACT_ACTIVATE + scarecrow in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + scarecrow)
    assert duel.graveyard(1) == [SWIFT_SCARECROW]
    pass_until(duel, "main")
    assert duel.phase() == "main2"
    assert duel.lp(1) == 8000


def test_swift_scarecrow_does_not_answer_an_attack_on_a_monster():
    # spec: only a direct attack.
    duel = mr3_position(monsters=([M2], [M]), hands=([], [SWIFT_SCARECROW]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() != "response" or \
        A.ACT_ACTIVATE + card_in_hand(duel, 1, SWIFT_SCARECROW) not in duel.legal_actions()


def test_swift_scarecrow_is_not_for_your_own_attack():
    # spec: "an opponent's monster" declares the attack.
    duel = mr3_position(monsters=([M2], []), hands=([SWIFT_SCARECROW], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert duel.decision() != "response" or duel.current_player() != 0 or \
        A.ACT_ACTIVATE + card_in_hand(duel, 0, SWIFT_SCARECROW) not in duel.legal_actions()


# ---- Scrap-Iron Scarecrow (spec 4.3) ------------------------------------------------------------

def test_scrap_iron_scarecrow_negates_the_attack_and_is_set_again():
    # F04: the attack is negated (the monster has attacked); then the card is Set face-down
    # instead of going to the GY (W11 does not send it): it stays in its zone, face-down.
    duel = mr3_position(monsters=([M2, M], [M]), spells=([], [SCRAP_IRON_SCARECROW]))
    scarecrow = set_ids(duel, 1)[0]
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert A.ACT_ACTIVATE + scarecrow in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + scarecrow)
    pass_until(duel, "battle")
    assert duel.graveyard(1) == [] and duel.graveyard(0) == []
    assert [(s["code"], s["position"]) for s in duel.spells(1) if s] == [(SCRAP_IRON_SCARECROW, "facedown")]
    assert duel.lp(1) == 8000 and duel.monsters(1)[0]["code"] == M
    # The Battle Phase goes on: the other monster may still attack; the re-Set Trap cannot be
    # activated in the turn it was Set (S01).
    duel.apply(attack(1, 0))
    assert duel.decision() != "response" or duel.current_player() != 1 or \
        A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


def test_scrap_iron_scarecrow_negated_goes_to_the_gy():
    # R04, X02: its activation negated (Solemn Judgment), nothing resolves: it is not Set
    # again and goes to the GY; the attack goes on.
    duel = mr3_position(monsters=([M2], [M]), spells=([SOLEMN_JUDGMENT], [SCRAP_IRON_SCARECROW]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    pass_until(duel, "battle")
    assert SCRAP_IRON_SCARECROW in duel.graveyard(1)
    assert set_ids(duel, 1) == []
    assert M in duel.graveyard(1)  # the attack went on: 1500 against 1000


# ---- Effect Veiler (spec 4.1) -------------------------------------------------------------------

def _veiler_duel(**kw):
    # Player 1's turn; player 1 Normal Summons, so player 0 gets a response window in the
    # opponent's Main Phase.
    kw.setdefault("monsters", ([], [COMMAND_KNIGHT]))
    kw.setdefault("hands", ([EFFECT_VEILER], [M]))
    return mr3_position(turn=3, turn_player=1, **kw)


def test_effect_veiler_negates_a_face_up_effect_monster_until_the_end_of_the_turn():
    duel = _veiler_duel()
    assert duel.monsters(1)[0]["atk"] == 1600  # Command Knight's own boost
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    veiler = card_in_hand(duel, 0, EFFECT_VEILER)
    assert A.ACT_ACTIVATE + veiler in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + veiler)
    assert duel.graveyard(0) == [EFFECT_VEILER]  # the cost (U06)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["atk"] == 1200
    assert duel.monsters(1)[1]["atk"] == 1000  # the summoned Warrior gets no boost either
    # AJ: "until the end of this turn": in the next turn its effect applies again.
    duel.apply(A.ACT_TO_END)
    while duel.turn_player() != 0 or duel.phase() != "main1":
        duel.apply(int(duel.legal_actions()[0]) if duel.decision() != "response" else A.ACT_PASS)
    assert duel.monsters(1)[0]["atk"] == 1600


def test_effect_veiler_only_in_the_opponents_main_phase():
    # spec: not in its own player's turn.
    duel = mr3_position(monsters=([], [COMMAND_KNIGHT]), hands=([EFFECT_VEILER], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, EFFECT_VEILER) not in duel.legal_actions()
    # nor in the opponent's Battle Phase (their monster attacks)
    duel = _veiler_duel(hands=([EFFECT_VEILER], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert duel.decision() != "response" or duel.current_player() != 0 or \
        A.ACT_ACTIVATE + card_in_hand(duel, 0, EFFECT_VEILER) not in duel.legal_actions()


def test_effect_veiler_needs_a_face_up_effect_monster():
    # V01: a Normal Monster or a face-down monster is no target.
    duel = _veiler_duel(monsters=([], [M, (COMMAND_KNIGHT, "set")]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, M))
    assert duel.decision() != "response" or duel.current_player() != 0 or \
        A.ACT_ACTIVATE + card_in_hand(duel, 0, EFFECT_VEILER) not in duel.legal_actions()


# ---- Night Beam (spec 4.2) ----------------------------------------------------------------------

def test_night_beam_destroys_a_set_spell_trap_and_the_target_cannot_answer():
    # The targeted card cannot be activated in response; another Set card can (spec).
    duel = mr3_position(hands=([NIGHT_BEAM], []), spells=([], [DUST_TORNADO, DUST_TORNADO]),
                        allow_unimplemented=True)
    target, other = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NIGHT_BEAM))
    duel.apply(A.ACT_SELECT + target)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + target not in duel.legal_actions()
    assert A.ACT_ACTIVATE + other in duel.legal_actions()
    pass_until(duel, "main")
    assert duel.graveyard(1) == [DUST_TORNADO] and set_ids(duel, 1) == [other]


def test_night_beam_targets_only_set_cards_of_the_opponent():
    # V01: a face-up Spell/Trap, or one of its player's own, is no target.
    duel = mr3_position(hands=([NIGHT_BEAM], []), spells=([CASTLE_WALLS], [(IMPERIAL_IRON_WALL, "faceup")]),
                        allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, NIGHT_BEAM) not in duel.legal_actions()


# ---- Cards waiting for primitives (strict xfails name what is missing) --------------------------

def _activatable(duel, card):
    return A.ACT_ACTIVATE + card in duel.legal_actions()


def test_rush_warrior_doubles_a_warrior_synchros_atk_in_damage_calculation():
    # spec 2.x (Rush Warrior 1): a "Warrior" Synchro Monster (Junk Warrior; the test first had
    # Gaia Knight, the Force of Earth, which is no "Warrior" by name: the spec's archetype is
    # Junk Warrior, Jet Warrior, Stardust Warrior) battles; from the hand in the Damage Step's
    # last window before damage calculation (F16), the cost sends Rush Warrior to the GY.
    duel = mr3_position(monsters=([JUNK_WARRIOR], [vanilla(3000, 1000)]), hands=([RUSH_WARRIOR], []),
                        allow_unimplemented=True)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    # F16: the windows of the Damage Step, up to damage calculation
    while duel.decision() == "response" and not (
            duel.current_player() == 0 and _activatable(duel, card_in_hand(duel, 0, RUSH_WARRIOR))):
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response" and _activatable(duel, card_in_hand(duel, 0, RUSH_WARRIOR))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, RUSH_WARRIOR))
    pass_until(duel, "battle")
    # Junk Warrior's 2300 doubled to 4600 for that calculation: 1600 damage, the 3000 destroyed;
    # afterwards its ATK is 2300 again
    assert duel.lp(1) == 8000 - 1600 and duel.monsters(0)[0]["atk"] == 2300
    assert duel.graveyard(0) == [RUSH_WARRIOR] and duel.card_ids(1, "monsters") == []


def test_rush_warrior_not_for_a_synchro_that_is_no_warrior_by_name():
    # spec (Rush Warrior 1): Gaia Knight, the Force of Earth is a Warrior-Type Synchro Monster but
    # no "Warrior": Rush Warrior is never offered in its battle.
    duel = mr3_position(monsters=([GAIA_KNIGHT], [vanilla(3000, 1000)]), hands=([RUSH_WARRIOR], []),
                        allow_unimplemented=True)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    while duel.decision() == "response":
        assert not _activatable(duel, card_in_hand(duel, 0, RUSH_WARRIOR))
        duel.apply(A.ACT_PASS)
    assert duel.lp(0) == 8000 - 400 and duel.hand(0) == [RUSH_WARRIOR]


def test_rush_warrior_banished_from_the_gy_adds_a_synchron():
    # spec (Rush Warrior 2): a GY Ignition; cost: banish this card; target a "Synchron" in your
    # GY and add it to your hand.
    duel = mr3_position(graveyards=([RUSH_WARRIOR, JUNK_SYNCHRON, M], []), allow_unimplemented=True)
    rush = next(c for c in duel.card_ids(0, "gy") if duel.card_code(c) == RUSH_WARRIOR)
    assert _activatable(duel, rush)
    duel.apply(A.ACT_ACTIVATE + rush)
    if duel.decision() == "target":
        picks = [int(a) for a in duel.legal_actions()]
        assert [duel.card_code(a - A.ACT_SELECT) for a in picks] == [JUNK_SYNCHRON]
        duel.apply(picks[0])
    pass_until(duel, "main")
    assert duel.hand(0) == [JUNK_SYNCHRON] and duel.banished(0) == [RUSH_WARRIOR] and duel.graveyard(0) == [M]


def test_rush_warrior_cannot_banish_itself_while_imperial_iron_wall_is_face_up():
    # spec 4.3 (Imperial Iron Wall's check): the cost that banishes Rush Warrior cannot be paid.
    duel = mr3_position(graveyards=([RUSH_WARRIOR, JUNK_SYNCHRON], []), spells=([], [(IMPERIAL_IRON_WALL, "faceup")]),
                        allow_unimplemented=True)
    rush = next(c for c in duel.card_ids(0, "gy") if duel.card_code(c) == RUSH_WARRIOR)
    assert not _activatable(duel, rush)


def _reborn(duel):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_until(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)


def test_chaos_hunter_summons_itself_from_the_hand_when_the_opponent_special_summons():
    # spec 5.1: a trigger from the hand (optional: its controller is asked, U09); the cost is
    # a discard (U05), then it is Special Summoned (H03: position chosen).
    duel = mr3_position(hands=([MONSTER_REBORN], [CHAOS_HUNTER, M]), graveyards=([M2], []))
    _reborn(duel)
    assert (duel.decision(), duel.current_player()) == ("yesno", 1)
    duel.apply(A.ACT_YES)
    assert duel.decision() == "cost"
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 1, M))
    assert duel.graveyard(1) == [M]
    pass_until(duel, "position")
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert [(m["code"], m["position"]) for m in duel.monsters(1) if m] == [(CHAOS_HUNTER, "defense")]
    assert duel.hand(1) == []


def test_chaos_hunter_answers_only_the_opponent_and_needs_a_discard():
    # spec 5.1: not its own player's summon; no other card in the hand: the cost cannot be paid.
    duel = mr3_position(hands=([MONSTER_REBORN, CHAOS_HUNTER, M], []), graveyards=([M2], []))
    _reborn(duel)
    assert duel.decision() == "main"
    duel = mr3_position(hands=([MONSTER_REBORN], [CHAOS_HUNTER]), graveyards=([M2], []))
    _reborn(duel)
    assert duel.decision() == "main"
    assert duel.hand(1) == [CHAOS_HUNTER]


def test_chaos_hunter_face_up_the_opponent_cannot_banish():
    # spec 5.1: "your opponent cannot banish cards": one-sided (its controller still can).
    duel = mr3_position(hands=([CHAOS_SORCERER], [CHAOS_SORCERER]), monsters=([], [CHAOS_HUNTER]),
                        graveyards=([LIGHT_L3, DARK_L3], [LIGHT_L3, DARK_L3]))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) not in duel.legal_actions()
    duel = mr3_position(hands=([CHAOS_SORCERER], []), monsters=([CHAOS_HUNTER], []),
                        graveyards=([LIGHT_L3, DARK_L3], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) in duel.legal_actions()


CHAOS_SORCERER = 9596126      # procedure: banish 1 LIGHT and 1 DARK monster from your GY
BAZOO = 40133511               # Ignition: cost, banish up to 3 monsters from your GY
NOBLEMAN_OF_CROSSOUT = 71044499  # destroy a face-down monster and banish it


@pytest.mark.parametrize("wall_side", [0, 1])
def test_imperial_iron_wall_banishing_costs_cannot_be_paid(wall_side):
    # spec 4.3, U03/U08: neither player can banish: a summon procedure (H04) or an effect whose
    # cost banishes is not available while it is face-up, whoever controls it.
    spells = ([], [])
    spells[wall_side].append((IMPERIAL_IRON_WALL, "faceup"))
    duel = mr3_position(hands=([CHAOS_SORCERER], []), graveyards=([LIGHT_L3, DARK_L3, M], []),
                        monsters=([BAZOO], []), spells=spells)
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) not in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    # without it, both are
    duel = mr3_position(hands=([CHAOS_SORCERER], []), graveyards=([LIGHT_L3, DARK_L3, M], []),
                        monsters=([BAZOO], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in duel.legal_actions()


def test_imperial_iron_wall_an_effect_that_banishes_leaves_the_card_where_it_went():
    # spec 4.3: Nobleman of Crossout still destroys the face-down monster; it goes to the GY
    # (where destruction sends it), not banished.
    duel = mr3_position(hands=([NOBLEMAN_OF_CROSSOUT], []), monsters=([], [(M, "set")]),
                        spells=([(IMPERIAL_IRON_WALL, "faceup")], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NOBLEMAN_OF_CROSSOUT))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.graveyard(1) == [M] and duel.banished(1) == []


def test_imperial_iron_wall_is_activated_as_a_continuous_trap():
    # R09/S08: activated, it stays face-up and its prohibition applies.
    duel = mr3_position(spells=([IMPERIAL_IRON_WALL], []), hands=([CHAOS_SORCERER], []),
                        graveyards=([LIGHT_L3, DARK_L3], []), turn=3)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    pass_until(duel, "main")
    assert [(s["code"], s["position"]) for s in duel.spells(0) if s] == [(IMPERIAL_IRON_WALL, "faceup")]
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) not in duel.legal_actions()


def test_scrap_iron_statue_destroys_a_face_up_card_whose_effect_is_activated_and_is_set_again():
    # spec 4.3: the opponent activates Ultimate Offering's effect (a face-up Continuous Trap's,
    # S08); Scrap-Iron Statue destroys Ultimate Offering, then is Set again.
    duel = mr3_position(hands=([M2], []), spells=([(ULTIMATE_OFFERING, "faceup")], [SCRAP_IRON_STATUE]),
                        normal_summon_used=True, allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    statue = set_ids(duel, 1)[0]
    assert A.ACT_ACTIVATE + statue in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + statue)
    pass_until(duel, "main")
    assert ULTIMATE_OFFERING in duel.graveyard(0)
    assert [(s["code"], s["position"]) for s in duel.spells(1) if s] == [(SCRAP_IRON_STATUE, "facedown")]


def test_scrap_iron_statue_does_not_answer_the_activation_of_a_card():
    # spec 4.3: "not the activation of a card": a Spell Card activated (MST) is no answer.
    duel = mr3_position(hands=([MST], []), spells=([CASTLE_WALLS], [SCRAP_IRON_STATUE]), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + set_ids(duel, 0)[0])
    assert duel.decision() != "response" or A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


def test_scrap_iron_statue_does_not_answer_its_controllers_own_card_effect():
    # spec 4.3: "when your opponent activates": its controller's own Ultimate Offering is no answer.
    duel = mr3_position(hands=([M2], []), spells=([(ULTIMATE_OFFERING, "faceup"), SCRAP_IRON_STATUE], []),
                        normal_summon_used=True, turn=3, allow_unimplemented=True)
    offering, statue = set_ids(duel, 0)
    duel.apply(A.ACT_ACTIVATE + offering)
    while duel.decision() == "response" and duel.current_player() == 1:
        duel.apply(A.ACT_PASS)
    assert duel.decision() != "response" or A.ACT_ACTIVATE + statue not in duel.legal_actions()


def test_scrap_iron_statue_sent_to_the_gy_summons_a_junk_monster_in_defense_position():
    # spec 4.3 effect 2 (optional "if" trigger, Q04): destroyed while Set (MST), it targets Junk
    # Synchron in its controller's GY and Special Summons it in Defense Position.
    duel = mr3_position(hands=([MST], []), spells=([], [SCRAP_IRON_STATUE]), graveyards=([], [JUNK_SYNCHRON]),
                        allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    while duel.decision() in ("response", "gy_order"):
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    assert (duel.decision(), duel.current_player()) == ("yesno", 1)
    duel.apply(A.ACT_YES)
    while duel.decision() != "main":
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    assert [(m["code"], m["position"]) for m in duel.monsters(1) if m] == [(JUNK_SYNCHRON, "defense")]
    assert duel.graveyard(1) == [SCRAP_IRON_STATUE]


def test_limiter_overload_summons_speed_warrior_when_sent_to_the_gy():
    # spec 4.3: it cannot be activated; destroyed while Set (Mystical Space Typhoon) it goes to
    # the GY and its trigger Special Summons Speed Warrior from its owner's Deck.
    duel = mr3_position(hands=([MST], []), spells=([], [LIMITER_OVERLOAD]),
                        decks=(filler(), [SPEED_WARRIOR] + filler()), allow_unimplemented=True)
    limiter = set_ids(duel, 1)[0]
    assert A.ACT_ACTIVATE + limiter not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + limiter)
    assert duel.decision() != "response" or A.ACT_ACTIVATE + limiter not in duel.legal_actions()
    _summon_speed_warrior(duel, 1)
    assert SPEED_WARRIOR in [m["code"] for m in duel.monsters(1) if m]
    assert LIMITER_OVERLOAD in duel.graveyard(1) and SPEED_WARRIOR not in duel.deck(1)


def _summon_speed_warrior(duel, player):
    # Limiter Overload's mandatory trigger resolves: its controller picks the Speed Warrior (T05)
    # and its position (H03, face-up Attack here); then back to the Main Phase.
    pass_until(duel, "choose")
    assert duel.current_player() == player
    picks = [int(a) for a in duel.legal_actions()]
    assert [duel.card_code(a - A.ACT_SELECT) for a in picks] == [SPEED_WARRIOR]
    duel.apply(picks[0])
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")


def test_limiter_overload_summons_speed_warrior_from_the_gy_when_discarded_from_the_hand():
    # spec 4.3 (from anywhere: here the hand, discarded as a cost, Q04 trigger "if this card is
    # sent to the GY"); Speed Warrior comes from its controller's GY.
    duel = mr3_position(monsters=([TRIBE_INFECTING_VIRUS], []), hands=([LIMITER_OVERLOAD], []),
                        graveyards=([SPEED_WARRIOR], []), allow_unimplemented=True)
    _virus_effect(duel)
    _summon_speed_warrior(duel, 0)
    assert [m["code"] for m in duel.monsters(0) if m] == [TRIBE_INFECTING_VIRUS, SPEED_WARRIOR]
    assert duel.graveyard(0) == [LIMITER_OVERLOAD]


def test_limiter_overload_with_no_speed_warrior_to_summon_does_nothing():
    # spec 4.3: the trigger is mandatory; with no "Speed Warrior" in the hand, Deck or GY its
    # resolution summons nothing (no choice is asked).
    duel = mr3_position(hands=([MST], []), spells=([], [LIMITER_OVERLOAD]), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.card_ids(1, "monsters") == [] and duel.graveyard(1) == [LIMITER_OVERLOAD]


def test_doppelganger_reflects_effect_damage_from_a_monster():
    # spec 4.3: the opponent's Stealth Bird, Flip Summoned, deals 1000 effect damage to the
    # Doppelganger's controller, who deals the same 1000 to them.
    duel = mr3_position(monsters=([(STEALTH_BIRD, "set")], []), spells=([], [(DOPPELGANGER, "faceup")]),
                        allow_unimplemented=True)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (7000, 7000)


OOKAZI = 19523799  # a Normal Spell: 800 damage to the opponent
GIANT_GERM = 95178994  # destroyed by battle, in the GY: 500 damage to the opponent


def test_doppelganger_not_for_effect_damage_of_a_spell():
    # spec 4.3: only the effect of a monster on the opponent's field; a Spell's damage stays.
    duel = mr3_position(hands=([OOKAZI], []), spells=([], [(DOPPELGANGER, "faceup")]), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (8000, 7200)


def test_doppelganger_not_for_a_monster_no_longer_on_the_field():
    # spec 4.3 ("a monster on their field"): Giant Germ deals its damage from the GY.
    duel = mr3_position(monsters=([vanilla(2000, 1000)], [(GIANT_GERM, "attack")]),
                        spells=([(DOPPELGANGER, "faceup")], []), allow_unimplemented=True)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    while duel.decision() not in ("main", "battle"):
        duel.apply(int(duel.legal_actions()[0]) if duel.decision() != "response" else A.ACT_PASS)
    assert GIANT_GERM in duel.graveyard(1)
    assert duel.lp(1) == 8000 - 1000 and duel.lp(0) == 8000 - 500


def test_doppelganger_set_face_down_does_not_answer():
    # spec 4.3: a Continuous Trap's trigger applies from the face-up card only (R09).
    duel = mr3_position(monsters=([(STEALTH_BIRD, "set")], []), spells=([], [DOPPELGANGER]),
                        allow_unimplemented=True)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert (duel.lp(0), duel.lp(1)) == (8000, 7000)


TRIBE_INFECTING_VIRUS = 33184167  # Ignition: discard 1, declare a Type; destroy face-up monsters of it


def _virus_effect(duel):
    # Player 0 activates Tribe-Infecting Virus's effect: discard a card, declare Warrior.
    duel.apply(A.ACT_ACTIVATE + next(c for c in duel.card_ids(0, "monsters")
                                     if duel.card_code(c) == TRIBE_INFECTING_VIRUS))
    while duel.decision() in ("cost", "option"):
        acts = [int(a) for a in duel.legal_actions()]
        duel.apply(acts[0] if duel.decision() == "cost" else A.ACT_OPTION)  # Warrior: the Type bit 0


def test_traptrix_trap_hole_nightmare_negates_and_destroys_a_monster_special_summoned_this_turn():
    # spec 5.3: the effect of a monster on the opponent's field Special Summoned this turn
    # (Monster Reborn) is negated, and then the monster destroyed; the Warrior stays.
    duel = mr3_position(hands=([MONSTER_REBORN, M2], []), graveyards=([TRIBE_INFECTING_VIRUS], []),
                        monsters=([], [M]), spells=([], [TRAPTRIX_NIGHTMARE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_until(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    _virus_effect(duel)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    trap = set_ids(duel, 1)[0]
    assert A.ACT_ACTIVATE + trap in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + trap)
    pass_until(duel, "main")
    assert TRIBE_INFECTING_VIRUS in duel.graveyard(0) and duel.card_ids(0, "monsters") == []
    assert duel.monsters(1)[0]["code"] == M and duel.graveyard(1) == [TRAPTRIX_NIGHTMARE]


def test_traptrix_trap_hole_nightmare_not_for_a_monster_not_special_summoned_this_turn():
    # spec 5.3: a monster already on the field (not Special Summoned this turn) is no answer.
    duel = mr3_position(hands=([M2], []), monsters=([TRIBE_INFECTING_VIRUS], [M]),
                        spells=([], [TRAPTRIX_NIGHTMARE]))
    _virus_effect(duel)
    assert duel.decision() != "response" or duel.current_player() != 1 or \
        A.ACT_ACTIVATE + set_ids(duel, 1)[0] not in duel.legal_actions()


def test_eradicator_epidemic_virus_destroys_the_declared_type():
    # spec 5.3: Tribute a DARK monster with 2500+ ATK (Chaos Hunter), declare Trap: the
    # opponent's Traps on the field and in the hand are destroyed, their Spells stay.
    duel = mr3_position(monsters=([CHAOS_HUNTER], []), spells=([ERADICATOR], [CASTLE_WALLS, NIGHT_BEAM]),
                        hands=([], [CASTLE_WALLS, POT_OF_GREED]), turn=3, allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    while duel.decision() in ("cost", "option"):
        duel.apply(int(duel.legal_actions()[-1]))
    pass_until(duel, "main")
    assert CHAOS_HUNTER in duel.graveyard(0)
    assert sorted(duel.graveyard(1)) == sorted([CASTLE_WALLS, CASTLE_WALLS])
    assert duel.hand(1) == [POT_OF_GREED]


def _activate_virus(duel, declared):
    # Cost (U06): Tribute the DARK 2500+ monster, declare `declared` ("Spell" or "Trap"); the
    # declaration's two options are named as the kinds they are.
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 0)[0])
    while duel.decision() == "cost":
        duel.apply(int(duel.legal_actions()[0]))
    assert duel.decision() == "option"
    options = {duel.describe(int(a)): int(a) for a in duel.legal_actions()}
    assert sorted(options) == ["Declare Spell", "Declare Trap"]
    duel.apply(options["Declare " + declared])
    pass_until(duel, "main")


def test_eradicator_epidemic_virus_needs_a_dark_monster_with_2500_atk_to_tribute():
    # spec 5.3 cost: a 2600 ATK EARTH monster or a 1300 ATK DARK one cannot be Tributed for it
    # (U08: no cost, no activation).
    duel = mr3_position(monsters=([GAIA_KNIGHT, DARK_L3], []), spells=([ERADICATOR], [CASTLE_WALLS]), turn=3)
    assert A.ACT_ACTIVATE + set_ids(duel, 0)[0] not in duel.legal_actions()


def test_eradicator_epidemic_virus_checks_the_foes_draws_for_3_of_their_turns():
    # spec 5.3: declared Spell in turn 3 (the activator's): the opponent's turns 4, 6 and 8 are
    # the 3 counted (E06: only their turns). A Spell drawn then is destroyed, a Trap drawn is
    # kept; the draw of turn 10 is no longer checked; the activator's own draws never are.
    foe_deck = [POT_OF_GREED, CASTLE_WALLS, POT_OF_GREED, POT_OF_GREED] + filler()
    duel = mr3_position(monsters=([CHAOS_HUNTER], []), spells=([ERADICATOR], []), turn=3,
                        decks=([POT_OF_GREED] + filler(), foe_deck))
    _activate_virus(duel, "Spell")
    assert CHAOS_HUNTER in duel.graveyard(0)
    to_turn(duel, 4)
    assert duel.graveyard(1) == [POT_OF_GREED] and duel.hand(1) == []
    to_turn(duel, 5)
    assert duel.hand(0) == [POT_OF_GREED]
    to_turn(duel, 6)
    assert duel.hand(1) == [CASTLE_WALLS] and duel.graveyard(1) == [POT_OF_GREED]
    to_turn(duel, 8)
    assert duel.graveyard(1) == [POT_OF_GREED, POT_OF_GREED] and POT_OF_GREED not in duel.hand(1)
    to_turn(duel, 10)
    assert duel.graveyard(1) == [POT_OF_GREED, POT_OF_GREED] and POT_OF_GREED in duel.hand(1)


def test_eradicator_epidemic_virus_checks_every_card_of_an_effects_draw():
    # spec 5.3 "every card they draw": Pot of Greed's two cards (Y01: one draw) are both
    # looked at; the Trap among them is destroyed, the monster kept.
    foe_deck = [POT_OF_GREED, CASTLE_WALLS, M] + filler()
    duel = mr3_position(monsters=([CHAOS_HUNTER], []), spells=([ERADICATOR], []), turn=3,
                        decks=(filler(), foe_deck), hands=([], [POT_OF_GREED]))
    _activate_virus(duel, "Trap")
    to_turn(duel, 4)
    assert duel.hand(1) == [POT_OF_GREED, POT_OF_GREED]  # a Spell: declared Trap, kept
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, POT_OF_GREED))
    pass_until(duel, "main")
    assert CASTLE_WALLS in duel.graveyard(1) and M in duel.hand(1)


def _scrap_fist_on_junk_warrior(duel):
    # Activated in the Battle Step (a Quick-Play, W01 Spell Speed 2), targeting Junk Warrior.
    go_to_battle(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCRAP_FIST))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "battle")


def test_scrap_fist_makes_junk_warrior_pierce_for_double_and_destroy_its_foe():
    # spec 4.2: Junk Warrior (2300) attacks a 1000 DEF Defense Position monster: piercing,
    # doubled (2600); at the end of the Damage Step the monster it battled is destroyed.
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], [(vanilla(500, 1000), "defense")]))
    _scrap_fist_on_junk_warrior(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2600
    assert duel.monsters(1)[0] is None and duel.graveyard(1) == [vanilla(500, 1000)]
    assert duel.graveyard(0) == [SCRAP_FIST]


def test_scrap_fist_doubles_damage_against_an_attack_position_monster():
    # spec 4.2 "the battle damage your opponent takes is doubled": 2300 - 1000 = 1300, x2.
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], [vanilla(1000, 0)]))
    _scrap_fist_on_junk_warrior(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2600 and duel.graveyard(1) == [vanilla(1000, 0)]


def test_scrap_fist_junk_warrior_survives_a_stronger_foe_which_is_destroyed_at_the_end():
    # spec 4.2 "it cannot be destroyed by that battle" (F20) and "at the end of the Damage Step
    # the opponent's monster it battled is destroyed"; the damage Scrap Fist's player takes
    # (3000 - 2300 = 700) is not doubled: only the opponent's is.
    strong = vanilla(3000, 100)
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], [strong]))
    _scrap_fist_on_junk_warrior(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(0) == 8000 - 700 and duel.lp(1) == 8000
    assert duel.monsters(0)[0]["code"] == JUNK_WARRIOR
    assert duel.monsters(1)[0] is None and duel.graveyard(1) == [strong]


def test_scrap_fist_lasts_the_turn_for_each_battle():
    # spec 4.2 "this turn, when that monster battles": activated in Main Phase 1, it still
    # applies in the Battle Phase (no phase limit in the JW text).
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], [(vanilla(500, 1000), "defense")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCRAP_FIST))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2600


def test_scrap_fist_does_not_touch_a_direct_attack():
    # spec 4.2: only battles with an opponent's monster: a direct attack deals 2300, not doubled.
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([JUNK_WARRIOR], []))
    _scrap_fist_on_junk_warrior(duel)
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2300


def test_scrap_fist_targets_only_a_junk_warrior_you_control():
    # spec 4.2 "target 1 'Junk Warrior' you control" (V01): with another monster only, or the
    # opponent's Junk Warrior, it cannot be activated.
    duel = mr3_position(hands=([SCRAP_FIST], []), monsters=([M], [JUNK_WARRIOR]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SCRAP_FIST) not in duel.legal_actions()


def test_scrap_fist_opponent_cannot_activate_during_junk_warriors_battle():
    # spec 4.2 "your opponent cannot activate cards or effects until the end of the Damage
    # Step": the opponent's Set Castle Walls, activatable at the attack declaration without
    # Scrap Fist (the control duel), is not offered once Junk Warrior attacks their monster.
    def at_declaration(with_fist):
        duel = mr3_position(hands=([SCRAP_FIST] if with_fist else [], []), monsters=([JUNK_WARRIOR], [M]),
                            spells=([], [CASTLE_WALLS]))
        if with_fist:
            _scrap_fist_on_junk_warrior(duel)
        else:
            go_to_battle(duel)
        duel.apply(attack(0, 0))
        walls = set_ids(duel, 1)[0]
        offered_to_foe = []
        while duel.decision() == "response":
            if duel.current_player() == 1:
                offered_to_foe.append(A.ACT_ACTIVATE + walls in duel.legal_actions())
            duel.apply(A.ACT_PASS)
        return duel, offered_to_foe
    _, control = at_declaration(False)
    assert any(control)
    duel, offered_to_foe = at_declaration(True)
    assert not any(offered_to_foe)  # never offered (a player with nothing to activate passes)
    assert duel.lp(1) == 8000 - 2600 and CASTLE_WALLS in [s["code"] for s in duel.spells(1) if s]
