"""Direct tests of activatable's order of refusals (speed, issue 12: ygo_core/proc/activation.pyx):
the card's place (a Trap must be Set, and not in this turn) is checked before the effect's
first condition (the event it answers); both only refuse. Each test sets up a Trap whose event
did happen, on either side of the place test, and asserts the exact actions offered, from the
rules (rules-mr3.md R06, S01, U10) and the card texts:
- Torrential Tribute (Normal Trap): when a monster(s) is Summoned: destroy all monsters on the
  field (either player's Summon: the turn player's own Trap may answer their own summon);
- Trap Hole (Normal Trap): when your opponent Normal or Flip Summons a monster with 1000 or
  more ATK: target that monster; destroy it;
- Waboku (Normal Trap): no condition, a witness that the window is opened and who is asked."""
from ygo_core import actions as A

from helpers import card_in_hand, pass_until, position, to_turn, vanilla

TORRENTIAL = 53582587
TRAP_HOLE = 4206964
WABOKU = 12607053
M1500 = vanilla(1500, 1000)


def set_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def asked(duel):
    """(decision, player to move, legal actions)."""
    return duel.decision(), duel.current_player(), [int(a) for a in duel.legal_actions()]


def test_a_trap_set_this_turn_is_refused_though_its_event_happened():
    # S01: not in the turn it was Set. Player 0 Sets Torrential Tribute, then Normal Summons:
    # the summon is the event Torrential answers, but only the Waboku Set before this turn is
    # offered (R06: a Set card is placed face-down and waits).
    duel = position(hands=([M1500, TORRENTIAL], []), spells=([WABOKU], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, TORRENTIAL))
    assert duel.decision() == "main"
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 0, WABOKU)])


def test_a_trap_set_this_turn_alone_opens_no_window():
    # S01, W04: with only the Torrential Set this turn, nobody can answer the summon and the
    # next decision is player 0's Main Phase with the monster on the field.
    duel = position(hands=([M1500, TORRENTIAL], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, TORRENTIAL))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert asked(duel)[:2] == ("main", 0)
    assert duel.monsters(0)[0]["code"] == M1500


def test_a_trap_set_before_this_turn_is_offered_for_the_summon():
    # S01, U10: Set earlier, Torrential answers the summon; activated, it destroys the monster.
    duel = position(hands=([M1500], []), spells=([WABOKU, TORRENTIAL], []))
    torrential, waboku = set_card(duel, 0, TORRENTIAL), set_card(duel, 0, WABOKU)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert asked(duel) == ("response", 0, sorted([A.ACT_PASS, A.ACT_ACTIVATE + torrential,
                                                  A.ACT_ACTIVATE + waboku]))
    duel.apply(A.ACT_ACTIVATE + torrential)
    pass_until(duel, "main")
    assert duel.monsters(0)[0] is None
    assert sorted(duel.graveyard(0)) == sorted([M1500, TORRENTIAL])


def test_a_trap_set_in_an_earlier_turn_by_play_is_offered_two_turns_later():
    # S01: Set in turn 2, refused then; in player 0's turn 4 it answers their summon.
    duel = position(hands=([M1500, TORRENTIAL], []), spells=([WABOKU], []))
    torrential = card_in_hand(duel, 0, TORRENTIAL)
    duel.apply(A.ACT_SET + torrential)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    waboku = set_card(duel, 0, WABOKU)
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])
    duel.apply(A.ACT_PASS)
    pass_until(duel, "main")
    to_turn(duel, 4)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(100, 100)))  # a drawn filler card
    assert asked(duel) == ("response", 0, sorted([A.ACT_PASS, A.ACT_ACTIVATE + torrential,
                                                  A.ACT_ACTIVATE + waboku]))


def test_a_trap_in_the_hand_is_refused_for_its_event():
    # S01: Traps must be Set first: Trap Hole in player 1's hand does not answer player 0's
    # summon; the one Set before this turn does.
    duel = position(hands=([M1500], [TRAP_HOLE]), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 1, TRAP_HOLE)])
