"""Direct tests of activatable's early refusal (speed, issue 12: ygo_core/proc/activation.pyx
first_condition_fails / early_condition). An effect whose first condition is an event other
than the last one raised, or a cheap condition (the phase, a monster of yours sent to the GY
this turn, the summon in progress, the link below being a card activation, free Monster Zones)
that does not hold, is refused before the rest of its tests. Each test sets up the situation
on both sides of such a condition and asserts the exact actions offered; the expected outcome
comes from the rules (rules-mr3.md U08, U10, W02) and the card texts, not from the code."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, pass_until, position, set_ids, vanilla

TRAP_HOLE = 4206964         # Normal Trap: when the opponent Normal or Flip Summons a 1000+ ATK monster
WABOKU = 12607053           # Normal Trap, no condition
DIAN_KETO = 84257639        # Normal Spell: gain 1000 LP
MONSTER_REBORN = 83764718   # Normal Spell: Special Summon a monster from either GY
LAST_WILL = 85602018        # Normal Spell: if a monster of yours went to the GY this turn
SCAPEGOAT = 73915051        # Quick-Play Spell: 4 Sheep Tokens; needs 4 free Monster Zones
OJAMA_TRIO = 29843091       # Normal Trap: 3 Ojama Tokens on the opponent's field; needs 3 free there
SOLEMN_JUDGMENT = 41420027  # Counter Trap: negate a summon, or a Spell/Trap Card's activation
# Continuous Trap: pay 500 LP for an extra Normal Summon/Set, in your Main Phase or your
# opponent's Battle Phase.
ULTIMATE_OFFERING = 80604091
PUPPETEER = 54098121        # Mysterious Puppeteer: when a monster is Normal or Flip Summoned, gain 500 LP
M900 = vanilla(900, 1000)
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)
LOW = vanilla(1200, 1000)   # a Last Will target (1500 ATK or less)


def activations(duel):
    """The passcodes of the cards the legal actions would activate, sorted."""
    return sorted(duel.card_code(int(a) - A.ACT_ACTIVATE) for a in duel.legal_actions()
                  if A.ACT_ACTIVATE <= int(a) < A.ACT_ACTIVATE + 160)


def response(duel):
    """(decision, player to move, legal actions) at a response window."""
    return duel.decision(), duel.current_player(), [int(a) for a in duel.legal_actions()]


# ---- COND_EVENT: an event other than the last one raised --------------------------------------

def test_trap_hole_offered_right_after_a_normal_summon_of_1000_atk_or_more():
    # U10: "when your opponent Normal Summons a monster with 1000 or more ATK": the summon is
    # the last thing that happened. Player 0 has nothing to activate and is not asked (W04:
    # their pass changes nothing); player 1 may activate either Trap.
    duel = position(hands=([M1500], []), spells=([], [TRAP_HOLE, WABOKU]))
    hole, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + hole, A.ACT_ACTIVATE + waboku])
    duel.apply(A.ACT_ACTIVATE + hole)  # its target is the summoned monster (no choice)
    # W04: player 0 has nothing to chain; player 1 may still chain Waboku, and passes.
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [M1500] and duel.graveyard(1) == [TRAP_HOLE]


def test_trap_hole_refused_after_a_spell_activation():
    # U10, U08: the last event is a Spell's activation, not a summon: only Waboku may answer it
    # (W02: a Normal Trap is Spell Speed 2, Dian Keto Spell Speed 1).
    duel = position(hands=([DIAN_KETO], []), spells=([], [TRAP_HOLE, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


def test_trap_hole_alone_after_a_spell_activation_leaves_its_player_unasked():
    # W04: player 1's only card cannot answer the Spell, so nobody is asked and Dian Keto
    # resolves: the next decision is player 0's Main Phase, with 9000 LP.
    duel = position(hands=([DIAN_KETO], []), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert (duel.decision(), duel.current_player(), duel.lp(0)) == ("main", 0, 9000)


def test_trap_hole_refused_after_a_set_and_after_a_summon_under_1000_atk():
    # A Set is not a summon (G01); a 900 ATK monster fails the card's ATK condition.
    duel = position(hands=([M1000], []), spells=([], [TRAP_HOLE, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M1000))
    assert duel.decision() == "main"  # no window opens for a Set (nothing happened to answer)
    duel = position(hands=([M900], []), spells=([], [TRAP_HOLE, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M900))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


def test_trap_hole_may_join_the_chain_of_a_trigger_answering_the_summon():
    # W09 (Bottomless Trap Hole on top of the Atlantean triggers): the triggers started a chain
    # at the summon's timing, so Trap Hole may still be chained to Mysterious Puppeteer's.
    duel = position(hands=([M1500], []), monsters=([PUPPETEER], []), spells=([], [TRAP_HOLE, WABOKU]))
    hole, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert [link["code"] for link in duel.chain()] == [PUPPETEER]
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + hole, A.ACT_ACTIVATE + waboku])


def test_trap_hole_refused_once_the_summon_is_no_longer_the_last_thing_that_happened():
    # U10c: after Puppeteer's link resolved (500 LP gained), the summon's timing has passed:
    # in the next window (Dian Keto's) only Waboku may answer.
    duel = position(hands=([M1500, DIAN_KETO], []), monsters=([PUPPETEER], []),
                    spells=([], [TRAP_HOLE, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    pass_until(duel, "main")
    assert duel.lp(0) == 8500 and duel.chain() == []
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


# ---- COND_FREE_MONSTER_ZONE (added by the compiler to a Special Summon) -------------------------

def test_monster_reborn_refused_with_all_five_monster_zones_full():
    # U08, H02: its Special Summon could not be performed at all.
    duel = position(hands=([MONSTER_REBORN], []), monsters=([M1000] * 5, []), graveyards=([M2000], []))
    assert activations(duel) == []


def test_monster_reborn_offered_with_one_zone_free():
    duel = position(hands=([MONSTER_REBORN], []), monsters=([M1000] * 4, []), graveyards=([M2000], []))
    assert activations(duel) == [MONSTER_REBORN]


# ---- COND_FREE_ZONES: a number of free Monster Zones on a side -------------------------------

def test_scapegoat_refused_in_a_response_window_without_four_free_zones():
    # U08: Scapegoat needs 4 free Monster Zones; player 1 has 2 monsters (3 free), so only
    # Waboku may answer Dian Keto.
    duel = position(hands=([DIAN_KETO], []), monsters=([], [M1000, M1000]),
                    spells=([], [SCAPEGOAT, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


def test_scapegoat_offered_in_a_response_window_with_four_free_zones():
    # R14: a Set Quick-Play Spell (not Set this turn) answers on the opponent's turn.
    duel = position(hands=([DIAN_KETO], []), monsters=([], [M1000]), spells=([], [SCAPEGOAT, WABOKU]))
    goat, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + goat, A.ACT_ACTIVATE + waboku])


def test_ojama_trio_needs_three_free_zones_on_the_opponents_side():
    # U08: the Tokens go to the opponent's field (player 0's): 3 monsters there (2 free) refuse
    # it, 2 monsters (3 free) allow it; player 1's own zones do not count.
    duel = position(hands=([DIAN_KETO], []), monsters=([M1000] * 3, []), spells=([], [OJAMA_TRIO, WABOKU]))
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])
    duel = position(hands=([DIAN_KETO], []), monsters=([M1000] * 2, [M1000] * 5),
                    spells=([], [OJAMA_TRIO, WABOKU]))
    trio, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + trio, A.ACT_ACTIVATE + waboku])


# ---- COND_MONSTER_TO_GY: a monster of yours sent to the GY this turn -------------------------

def test_last_will_refused_before_and_offered_after_a_monster_of_yours_went_to_the_gy():
    # Card text; U08. Before the battle no monster of player 0 went to the GY: refused. Their
    # 1000 ATK monster is destroyed attacking a 2000 ATK one (Y05: sent to the GY); in Main
    # Phase 2 Last Will is offered.
    duel = position(hands=([LAST_WILL], []), monsters=([M1000], [M2000]), decks=([LOW] * 3, [M1000] * 3))
    assert activations(duel) == []
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.graveyard(0) == [M1000]
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert duel.phase() == "main2" and activations(duel) == [LAST_WILL]


# ---- COND_SUMMONING and COND_CARD_ACTIVATED: Solemn Judgment's two uses -----------------------

def test_solemn_judgment_offered_while_a_monster_is_being_summoned():
    # S09: a Counter Trap in the summon-negation window (its first use's condition holds).
    duel = position(hands=([M1000], []), spells=([], [SOLEMN_JUDGMENT]))
    solemn, = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1000))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + solemn])


def test_solemn_judgment_refused_once_the_summon_has_succeeded():
    # S09: the summon can be negated only while it is being made. In the summon-negation
    # window player 1 may use Solemn Judgment (Trap Hole waits for the summon to succeed); once
    # it succeeded, only Trap Hole may answer it (U10).
    duel = position(hands=([M1500], []), spells=([], [SOLEMN_JUDGMENT, TRAP_HOLE]))
    solemn, hole = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + solemn])
    duel.apply(A.ACT_PASS)
    assert duel.monsters(0)[0]["code"] == M1500
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + hole])


def test_solemn_judgment_offered_against_a_spell_card_activation():
    # S09, U01: its second use negates the activation of a Spell/Trap Card (the link below).
    duel = position(hands=([DIAN_KETO], []), spells=([], [SOLEMN_JUDGMENT]))
    solemn, = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + solemn])


def test_solemn_judgment_refused_against_an_effect_activation():
    # U01: Ultimate Offering's effect is an effect activation of a face-up Trap, not a card
    # activation, and no summon is in progress: neither use's first condition holds; Waboku
    # (Spell Speed 2, W02) may still answer.
    duel = position(hands=([M1000], []), spells=([(ULTIMATE_OFFERING, "faceup")], [SOLEMN_JUDGMENT, WABOKU]))
    offering, = set_ids(duel, 0)
    _, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_ACTIVATE + offering)
    assert [link["code"] for link in duel.chain()] == [ULTIMATE_OFFERING]
    assert response(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


# ---- COND_MAIN_OR_FOE_BATTLE: Ultimate Offering's phases --------------------------------------

def test_ultimate_offering_offered_in_its_controllers_main_phase():
    duel = position(hands=([M1000], []), spells=([(ULTIMATE_OFFERING, "faceup")], []))
    assert activations(duel) == [ULTIMATE_OFFERING]


def test_ultimate_offering_refused_in_its_controllers_battle_phase():
    # Card text: not in your own Battle Phase. At the Battle Step decision it is not offered,
    # and after player 0's direct attack nobody is asked (player 1 has no card): the attack is
    # resolved (F) straight back to the Battle Step.
    duel = position(hands=([M1000], []), monsters=([M1500], []), spells=([(ULTIMATE_OFFERING, "faceup")], []))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    assert activations(duel) == []
    duel.apply(attack(0, None))
    assert (duel.decision(), duel.current_player(), duel.lp(1)) == ("battle", 0, 6500)
    assert activations(duel) == []


def test_ultimate_offering_refused_in_the_opponents_main_phase_offered_in_their_battle_phase():
    # Card text: "during your Main Phase or your opponent's Battle Phase". Player 1 (the turn
    # player) activates Dian Keto in Main Phase 1: player 0, whose only card is the Offering,
    # is not asked. At player 1's attack declaration player 0 may use it.
    duel = position(turn=3, turn_player=1, hands=([M1000], [DIAN_KETO]), monsters=([], [M1500]),
                    spells=([(ULTIMATE_OFFERING, "faceup")], []))
    offering, = set_ids(duel, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, DIAN_KETO))
    assert (duel.decision(), duel.current_player(), duel.lp(1)) == ("main", 1, 9000)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, None))
    assert response(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + offering])
