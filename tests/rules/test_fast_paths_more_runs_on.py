"""Direct tests of runs_on (speed, issue 12: ygo_core/stack.pxd, used by turn.pyx, resolve.pyx
and damage_step.pyx): a procedure whose next step the driver would dispatch at once continues
in place. Its effect is only on speed; what it must not change is the order of what happens and
of the decisions asked. These tests drive a chain of 3 links, a whole turn's phases and a Damage
Step, and assert the exact decisions asked, in order, and the final LP, fields and GYs, from the
rules (rules-mr3.md W04, W05, W06, E01-E03, F01, F06, F14, F16, F18, F20) and the card texts:
- Dark Hole (Normal Spell): destroy all monsters on the field;
- Scapegoat (Quick-Play Spell): Special Summon 4 Sheep Tokens (0/0) in Defense Position
  (needs 4 free Monster Zones); Tokens destroyed leave no card in the GY;
- Waboku (Normal Trap): no battle damage and no destruction by battle this turn (Spell Speed 2,
  not allowed in the Damage Step, F14);
- Newdoria (1200/800): when destroyed by battle and sent to the GY: target 1 monster on the
  field; destroy that target."""
from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, card_in_hand, monster_card, pass_until, position, vanilla

DARK_HOLE = 53129443
SCAPEGOAT = 73915051
WABOKU = 12607053
NEWDORIA = 4335645
M = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)


def set_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def asked(duel):
    """(decision, player to move, legal actions)."""
    return duel.decision(), duel.current_player(), [int(a) for a in duel.legal_actions()]


def field(duel, player):
    return [m["code"] if m else None for m in duel.monsters(player)]


# ---- a chain of 3 links (resolve.pyx) -------------------------------------------------------

def test_three_links_resolve_last_in_first_out():
    # W05: link 3 (player 0's Scapegoat) and link 2 (player 1's) resolve before link 1 (Dark
    # Hole): 4 Sheep Tokens on each side, then Dark Hole destroys them with both monsters.
    # Resolved first-in first-out, the 8 Tokens would stay. W04: after each link the other
    # player is asked; after link 3 player 1 has nothing left and is not asked. W06: nothing is
    # asked while the chain resolves.
    duel = position(hands=([DARK_HOLE], []), monsters=([M], [M]), spells=([SCAPEGOAT], [SCAPEGOAT]))
    goat0, goat1 = set_card(duel, 0, SCAPEGOAT), set_card(duel, 1, SCAPEGOAT)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + goat1])
    duel.apply(A.ACT_ACTIVATE + goat1)
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + goat0])
    assert [(link["code"], link["player"]) for link in duel.chain()] == [(DARK_HOLE, 0), (SCAPEGOAT, 1)]
    duel.apply(A.ACT_ACTIVATE + goat0)
    assert duel.decision() in ("gy_order", "main")  # no response window: W04, W06
    pass_until(duel, "main")
    assert field(duel, 0) == [None] * 5 and field(duel, 1) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([M, DARK_HOLE, SCAPEGOAT])
    assert sorted(duel.graveyard(1)) == sorted([M, SCAPEGOAT])
    assert (duel.lp(0), duel.lp(1), duel.chain()) == (8000, 8000, [])
    assert (duel.decision(), duel.current_player(), duel.phase()) == ("main", 0, "main1")


def test_two_links_the_quick_play_on_top_resolves_first_and_its_tokens_are_destroyed_too():
    # W05 with the Scapegoat of player 1 only: their 4 Tokens are summoned, then destroyed
    # with every monster by Dark Hole; player 0 is not asked after link 2 (nothing to chain).
    duel = position(hands=([DARK_HOLE], []), monsters=([M], [M]), spells=([], [SCAPEGOAT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SCAPEGOAT))
    pass_until(duel, "main")
    assert field(duel, 0) == [None] * 5 and field(duel, 1) == [None] * 5
    assert sorted(duel.graveyard(1)) == sorted([M, SCAPEGOAT])


# ---- the turn's phases (turn.pyx) -------------------------------------------------------------

def walk(duel, stop):
    """Pass every window until `stop(duel)`; (turn, phase, battle step, player asked, whether
    their Set Scapegoat is offered) at each window."""
    seen = []
    while not stop(duel):
        assert duel.decision() == "response", duel.decision()
        p = duel.current_player()
        seen.append((duel.turn(), duel.phase(), int(duel.observation(0)[2]), p,
                     A.ACT_ACTIVATE + set_card(duel, p, SCAPEGOAT) in duel.legal_actions()))
        duel.apply(A.ACT_PASS)
    return seen


def test_the_phases_pass_in_order_with_a_window_at_each_change():
    # E01: Main 1 -> Battle (Start, Battle, End Steps: F01) -> Main 2 -> End -> the next turn's
    # Draw and Standby Phases. E02: each phase or step ends when both players pass; E03: the
    # turn player first at the start of each phase or step, the opponent first when the turn
    # player's move to the next phase is their pass. Both players hold a Scapegoat Set before
    # this turn (R14), offered in every window.
    duel = position(monsters=([M], [M]), spells=([SCAPEGOAT], [SCAPEGOAT]))
    B, S, E, N = L.BSTEP_BATTLE, L.BSTEP_START, L.BSTEP_END, L.BSTEP_NONE
    duel.apply(A.ACT_TO_BATTLE)
    assert walk(duel, lambda d: d.decision() == "battle") == [
        (2, "main1", N, 1, True), (2, "main1", N, 0, True),
        (2, "battle", S, 0, True), (2, "battle", S, 1, True)]
    duel.apply(A.ACT_END_BATTLE)
    assert walk(duel, lambda d: d.decision() == "main") == [
        (2, "battle", B, 1, True), (2, "battle", B, 0, True),
        (2, "battle", E, 0, True), (2, "battle", E, 1, True)]
    assert duel.phase() == "main2"
    duel.apply(A.ACT_TO_END)
    assert walk(duel, lambda d: d.decision() == "main") == [
        (2, "main2", N, 1, True), (2, "main2", N, 0, True),
        (2, "end", N, 0, True), (2, "end", N, 1, True),
        (3, "draw", N, 1, True), (3, "draw", N, 0, True),
        (3, "standby", N, 1, True), (3, "standby", N, 0, True)]
    assert (duel.turn(), duel.turn_player(), duel.phase()) == (3, 1, "main1")
    assert len(duel.hand(1)) == 1  # E07: the turn player's draw


def test_without_any_card_to_activate_the_turn_passes_straight_to_the_next_main_phase():
    # W04: nobody can act, so no window asks anyone: from player 0's Main 1 to player 1's
    # Main 1 of turn 3, Draw Phase draw done.
    duel = position(monsters=([M], [M]))
    duel.apply(A.ACT_TO_END)
    assert (duel.decision(), duel.turn(), duel.turn_player(), duel.phase()) == ("main", 3, 1, "main1")
    assert (len(duel.hand(0)), len(duel.hand(1)), len(duel.deck(1))) == (0, 1, 9)


# ---- the Damage Step (damage_step.pyx) --------------------------------------------------------

def test_damage_step_with_a_destroyed_by_battle_trigger():
    # F06: after the attack declaration the turn player is asked first, then the opponent
    # (both hold a Waboku Set before this turn). F14: Waboku cannot be activated in the Damage
    # Step, so nobody is asked there. F18: 1500 vs 1200 in Attack Position: Newdoria destroyed,
    # 300 battle damage to player 1. F16 (5), F20: it is sent to the GY at the end of the
    # Damage Step, and its trigger asks player 1 for a target: both of player 0's monsters are
    # offered; the attacker chosen is destroyed. Then the Battle Step again (F25).
    duel = position(monsters=([M1500, M], [NEWDORIA]), spells=([WABOKU], [WABOKU]))
    attacker, other = monster_card(duel, 0, 0), monster_card(duel, 0, 1)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 0, WABOKU)])
    assert duel.observation(0)[2] == L.BSTEP_BATTLE
    duel.apply(A.ACT_PASS)
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 1, WABOKU)])
    duel.apply(A.ACT_PASS)
    assert asked(duel) == ("target", 1, sorted([A.ACT_SELECT + attacker, A.ACT_SELECT + other]))
    assert duel.observation(0)[2] == L.BSTEP_DAMAGE
    assert [link["code"] for link in duel.chain()] == [NEWDORIA]
    assert (duel.lp(0), duel.lp(1), duel.graveyard(1)) == (8000, 7700, [NEWDORIA])
    duel.apply(A.ACT_SELECT + attacker)
    # The chain resolves (no Spell Speed 2 in the Damage Step: nobody asked).
    assert (duel.decision(), duel.current_player(), duel.observation(0)[2]) == ("battle", 0, L.BSTEP_BATTLE)
    assert field(duel, 0) == [None, M, None, None, None] and field(duel, 1) == [None] * 5
    assert (duel.graveyard(0), duel.graveyard(1)) == ([M1500], [NEWDORIA])
    assert (duel.lp(0), duel.lp(1)) == (8000, 7700)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, A.ACT_ACTIVATE + set_card(duel, 0, WABOKU),
                                          attack(1, None)]


def test_damage_step_the_defenders_trigger_on_the_other_monster():
    # The same battle, player 1 choosing player 0's other monster: the attacker stays and may
    # not attack again (F04), the other one, destroyed, cannot attack either.
    duel = position(monsters=([M1500, M], [NEWDORIA]))
    other = monster_card(duel, 0, 1)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    assert duel.decision() == "target"  # nobody holds a card: straight to the trigger's target
    duel.apply(A.ACT_SELECT + other)
    assert (duel.decision(), duel.current_player()) == ("battle", 0)
    assert field(duel, 0) == [M1500, None, None, None, None]
    assert (duel.graveyard(0), duel.graveyard(1), duel.lp(1)) == ([M], [NEWDORIA], 7700)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]
