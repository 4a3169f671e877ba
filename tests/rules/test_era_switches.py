"""Era switches of the rule set (rules-legacy.md section 2): the turn limit decided by LP
(switch 44) and the engine's pile capacity under a rule set without a Main Deck maximum
(switch 15). Switch 21 (Quick-Play phases) is in test_r_quickplay.py; the deck-size switches
15, 16 and 18 as the validator applies them are in tests/pysim/test_validate.py."""
import pytest

from ygo_core import MR3, TCG2002, CapacityError, Duel
from ygo_core import actions as A

from helpers import attack, go_to_battle, position, test_db, vanilla

M = vanilla(1000, 1000)
LIMIT3 = MR3.with_(max_turns=3)


def end_turn(duel):
    duel.apply(A.ACT_TO_END)


@pytest.mark.parametrize("lp, winner", [((8000, 7000), 0), ((2000, 7000), 1)])
def test_switch44_at_the_end_of_the_last_turn_more_lp_wins(lp, winner):
    # Switch 44 (D2 section 7.2): when the turns run out, the player with more LP wins.
    duel = position(turn=3, turn_player=0, lp=lp, rules=LIMIT3)
    end_turn(duel)
    assert duel.is_terminal()
    assert (duel.winner(), duel.win_reason(), duel.turn()) == (winner, "turn_limit", 3)
    assert duel.returns()[winner] == 1.0


def test_switch44_the_limit_is_not_judged_before_the_last_turn_ends():
    duel = position(turn=2, turn_player=1, lp=(8000, 7000), rules=LIMIT3)
    end_turn(duel)
    assert not duel.is_terminal() and (duel.turn(), duel.turn_player()) == (3, 0)


def test_switch44_equal_lp_plays_on_until_a_turn_ends_with_the_lp_apart():
    # Switch 44: equal LP -> sudden death, judged at the end of any turn in which LP changed.
    duel = position(turn=3, turn_player=0, monsters=([], [M]), rules=LIMIT3)
    end_turn(duel)
    assert not duel.is_terminal() and (duel.turn(), duel.turn_player()) == (4, 1)
    end_turn(duel)                                   # turn 4: no LP change, still equal
    assert not duel.is_terminal() and (duel.turn(), duel.turn_player()) == (5, 0)
    end_turn(duel)
    assert (duel.turn(), duel.turn_player()) == (6, 1)
    go_to_battle(duel)
    duel.apply(attack(0, None))                      # 1000 damage: 7000 / 8000
    assert duel.lp(0) == 7000 and not duel.is_terminal()   # decided at the end of the turn
    duel.apply(A.ACT_END_BATTLE)
    end_turn(duel)
    assert (duel.winner(), duel.win_reason(), duel.turn()) == (1, "turn_limit", 6)


def test_switch15_a_main_deck_over_the_engines_pile_capacity_is_a_capacity_error():
    # tcg2002 has no Main Deck maximum (switch 15), but one pile holds at most CAP_PILE cards.
    from ygo_core import layout as L
    assert TCG2002.main_deck_max is None
    deck = [M] * (L.CAP_PILE + 1)
    with pytest.raises(CapacityError, match=f"deck0 has {L.CAP_PILE + 1} cards; the engine holds at most {L.CAP_PILE}"):
        Duel(test_db(), deck, [M] * 40, rules="tcg2002")
    duel = Duel(test_db(), [M] * L.CAP_PILE, [M] * 40, rules="tcg2002")   # 80 is fine
    assert len(duel.deck(0)) + len(duel.hand(0)) == L.CAP_PILE
