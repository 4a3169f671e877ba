"""Section A: duel set-up, victory and defeat (rules-mr3.md; scenarios TC001, TC002)."""
from ygo_core import Duel
from ygo_core import actions as A

from helpers import attack, filler, go_to_battle, position, test_db, vanilla, vanilla_decks


def new_duel(**kw):
    deck0, deck1 = vanilla_decks()
    return Duel(test_db(), deck0, deck1, seed=kw.pop("seed", 11), auto_forced=False, **kw)


def test_a01_a04_tc001_opening_state():
    # A01: 8000 LP each; A04: five-card opening hands; A05: no draw for the first player.
    duel = new_duel()
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert (len(duel.hand(0)), len(duel.hand(1))) == (5, 5)
    assert (len(duel.deck(0)), len(duel.deck(1))) == (35, 35)
    assert (duel.turn(), duel.turn_player(), duel.phase()) == (1, 0, "main1")


def test_a05_first_player_skips_first_draw_and_second_draws():
    duel = new_duel()
    assert len(duel.hand(0)) == 5
    duel.apply(A.ACT_TO_END)
    assert (duel.turn(), duel.turn_player(), duel.phase()) == (2, 1, "main1")
    assert len(duel.hand(1)) == 6 and len(duel.deck(1)) == 34


def test_a05_tcg2002_first_player_draws_on_turn_one():
    # rules-legacy.md switch 3: the 2002 rules let the first player draw on turn 1.
    duel = new_duel(rules="tcg2002")
    assert len(duel.hand(0)) == 6 and len(duel.deck(0)) == 34


def test_a06_tc001_no_battle_phase_on_turn_one():
    """A06: no Battle Phase in the duel's first turn."""
    duel = new_duel()
    assert A.ACT_TO_BATTLE not in duel.legal_actions()
    assert list(duel.legal_actions())[0] == A.ACT_TO_END


def test_a06_battle_phase_allowed_from_turn_two():
    duel = new_duel()
    duel.apply(A.ACT_TO_END)
    assert A.ACT_TO_BATTLE in duel.legal_actions()


def test_a02_decks_are_shuffled_by_the_seed():
    """A02: each Main Deck is shuffled once, with the duel's RNG, before the opening hands."""
    deck0, deck1 = vanilla_decks()
    a = Duel(test_db(), deck0, deck1, seed=1)
    b = Duel(test_db(), deck0, deck1, seed=2)
    c = Duel(test_db(), deck0, deck1, seed=1)
    assert a.deck(0) != b.deck(0)
    assert a.deck(0) == c.deck(0) and a.hand(1) == c.hand(1)
    assert sorted(a.deck(0) + a.hand(0)) == sorted(deck0)


def test_a07_a09_lp_zero_by_battle_ends_the_duel_at_once():
    # A direct attack for exactly the remaining LP: the duel ends in the Damage Step.
    duel = position(lp=(8000, 1500), monsters=([vanilla(1500, 100)], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert duel.is_terminal()
    assert (duel.winner(), duel.win_reason(), duel.lp(1)) == (0, "lp", 0)
    assert duel.current_player() == -1 and len(duel.legal_actions()) == 0


def test_a08_lp_never_go_below_zero():
    duel = position(lp=(8000, 100), monsters=([vanilla(3000, 100)], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert duel.lp(1) == 0 and duel.winner() == 0


def test_a07_attacking_player_can_lose_by_battle_damage():
    # F18 Attack vs Defense, DEF higher: the attacking player takes the difference.
    duel = position(lp=(500, 8000), monsters=([vanilla(1000, 100)], [(vanilla(100, 2000), "defense")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.winner(), duel.win_reason(), duel.lp(0)) == (1, "lp", 0)


def test_a11_tc002_deck_out_on_the_normal_draw():
    duel = position(turn=2, turn_player=1, phase="draw", decks=(filler(), []))
    assert duel.is_terminal()
    assert (duel.winner(), duel.win_reason()) == (0, "deck_out")


def test_a11_last_card_can_still_be_drawn():
    duel = position(turn=2, turn_player=1, phase="draw", decks=(filler(), [vanilla(100, 100)]))
    assert not duel.is_terminal()
    assert len(duel.hand(1)) == 1 and duel.deck(1) == []


def test_a11_turn_one_player_does_not_deck_out_without_a_draw():
    # A05: the first player makes no draw on turn 1, so an empty Deck does not lose yet.
    duel = position(turn=1, turn_player=0, phase="draw", decks=([], filler()))
    assert not duel.is_terminal() and duel.phase() == "main1"


def test_a06_switch_first_turn_battle_allows_a_turn_one_battle_phase():
    # rules-legacy.md switch 4: a rule set may allow the Battle Phase on turn 1.
    from ygo_core import MR3
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=11, auto_forced=False,
                rules=MR3.with_(first_turn_battle=True))
    assert duel.turn() == 1 and A.ACT_TO_BATTLE in duel.legal_actions()


def test_a01_a04_switches_start_lp_and_opening_hand():
    from ygo_core import MR3
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=11, rules=MR3.with_(start_lp=4000, opening_hand=4))
    assert (duel.lp(0), duel.lp(1), len(duel.hand(0)), len(duel.hand(1))) == (4000, 4000, 4, 4)


def test_a03_the_player_chosen_to_go_first_takes_turn_one():
    """A03: the decision of who goes first is an input of the duel (the match's choice); that
    player takes turn 1 without its draw (A05), the other draws on turn 2. The Monte Carlo runner
    alternates it, so each deck goes first in half of the duels."""
    from pysim.runner import first_player
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=11, first_player=1, auto_forced=False)
    assert (duel.turn(), duel.turn_player(), duel.first_player()) == (1, 1, 1)
    assert (len(duel.hand(0)), len(duel.hand(1))) == (5, 5)
    duel.apply(A.ACT_TO_END)
    assert (duel.turn(), duel.turn_player(), len(duel.hand(0))) == (2, 0, 6)
    assert [first_player(i) for i in range(4)] == [0, 1, 0, 1]
