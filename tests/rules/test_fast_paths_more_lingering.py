"""Direct tests of expire_lingering's fast path (speed, issue 12: ygo_core/proc/continuous.pyx):
at the end of a turn a full re-application of the continuous effects is marked only when a
lingering record actually lapsed. These tests put "until the end of the turn" records (which
lapse) and longer records (which do not) on the field, play over the turn's end, and assert the
stats and the lock on both turns, from the rules (rules-mr3.md E18, AJ) and the card texts:
- Reinforcements (Normal Trap): target 1 face-up monster; it gains 500 ATK until the end of
  this turn;
- Lyla, Lightsworn Sorceress (1700/200, LIGHT Spellcaster): Ignition, while in Attack Position:
  target 1 Spell/Trap your opponent controls; change this card to Defense Position, and if you
  do, destroy that target; it cannot change its battle position until the end of your next
  turn. Mandatory: during your End Phase, send the top 3 cards of your Deck to the GY;
- Yami (Field Spell): Fiends and Spellcasters gain 200 ATK/DEF (a continuous effect, applied
  again only when something changes);
- Swords of Revealing Light: flips the opponent's face-down monsters; they cannot declare an
  attack; destroyed during the opponent's 3rd End Phase after activation.
Every state reached is also loaded back through Duel.from_buffer, whose check re-applies every
continuous effect from scratch and compares (ygo_core.state_check): the fast path must leave
exactly what a full re-application gives."""
from ygo_core import Duel
from ygo_core import actions as A

from helpers import attack, filler, monster_card, pass_until, position, set_ids, test_db, to_turn, vanilla

REINFORCEMENTS = 17814387
LYLA = 22624373
YAMI = 59197169
WABOKU = 12607053
SWORDS = 72302403
M = vanilla(1000, 1000)


def whole(duel):
    """The state equals what a full re-application of every continuous effect gives."""
    assert Duel.from_buffer(test_db(), duel.buffer) == duel
    return True


def reinforce(duel, player, zone):
    """Activate the player's Set Reinforcements (Set before this turn) on their monster in
    `zone`; every window passed."""
    reinf = next(s["card"] for s in duel.spells(player) if s and s["code"] == REINFORCEMENTS)
    duel.apply(A.ACT_ACTIVATE + reinf)
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + monster_card(duel, player, zone))
    pass_until(duel, "main")


def timeline(duel, stop_turn):
    """End the turn from Main Phase 1 and pass every window up to Main Phase 1 of
    `stop_turn`; returns (turn, phase, player asked, ATK of player 0's zone 0) at each window."""
    seen = []
    duel.apply(A.ACT_TO_END)
    while not (duel.turn() == stop_turn and duel.decision() == "main"):
        seen.append((duel.turn(), duel.phase(), duel.current_player(), duel.monsters(0)[0]["atk"]))
        assert duel.decision() == "response", duel.decision()
        duel.apply(A.ACT_PASS)
    return seen


def test_until_end_of_turn_boost_lasts_through_the_end_phase_and_ends_with_the_turn():
    # E18, AJ, TC141: +500 ATK until the end of the turn: still 1500 in the End Phase's window,
    # 1000 from the next turn's Draw Phase on. Player 1's Set Waboku opens a window at each
    # phase change (E02); player 0 has nothing to activate and is never asked.
    duel = position(monsters=([M], [M]), spells=([REINFORCEMENTS], [WABOKU]))
    reinforce(duel, 0, 0)
    assert duel.monsters(0)[0]["atk"] == 1500 and whole(duel)
    assert timeline(duel, 3) == [(2, "main1", 1, 1500), (2, "end", 1, 1500),
                                 (3, "draw", 1, 1000), (3, "standby", 1, 1000)]
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1000, 1000)
    assert duel.monsters(1)[0]["atk"] == 1000 and whole(duel)


def test_boost_on_the_opponents_turn_ends_with_that_turn():
    # AJ: "this turn" is the turn of activation, whoever's it is: player 1 boosts their own
    # monster in turn 3; 1500 there, 1000 in turn 4.
    duel = position(monsters=([M], [M]), spells=([WABOKU], [REINFORCEMENTS]))
    to_turn(duel, 3)
    reinforce(duel, 1, 0)
    assert duel.monsters(1)[0]["atk"] == 1500 and whole(duel)
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "response")
    while duel.turn() == 3:
        assert duel.monsters(1)[0]["atk"] == 1500
        duel.apply(A.ACT_PASS)
    assert duel.monsters(1)[0]["atk"] == 1000 and whole(duel)


def lyla_locks_itself(duel):
    """Player 0's Lyla (zone 0, Attack Position) destroys player 1's first Set card."""
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "defense"


def position_changes(duel):
    """The card ids the legal actions would change the battle position of."""
    return sorted(int(a) - A.ACT_CHANGE_POSITION for a in duel.legal_actions()
                  if A.ACT_CHANGE_POSITION <= int(a) < A.ACT_CHANGE_POSITION + 160)


def test_a_lock_lasting_to_your_next_turn_survives_two_turn_ends_with_stats_kept():
    # AJ: "until the end of your next turn": activated in turn 2, the lock holds in turn 4
    # (no record lapses at the end of turns 2 and 3: nothing is re-applied there) and is gone
    # in turn 6. Yami's +200 keeps applying to Lyla (1900/400) on every turn, and player 1's
    # Spellcaster-less monster stays 1000/1000.
    duel = position(monsters=([LYLA], [M]), spells=([(YAMI, "faceup")], [WABOKU, WABOKU]),
                    decks=(filler(20), filler(20)))
    lyla = monster_card(duel, 0, 0)
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1900, 400)
    lyla_locks_itself(duel)
    for turn in (3, 4):
        to_turn(duel, turn)
        assert duel.monsters(0)[0]["card"] == lyla
        assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1900, 400), turn
        assert (duel.monsters(1)[0]["atk"], duel.monsters(1)[0]["def"]) == (1000, 1000), turn
        assert whole(duel)
    assert lyla not in position_changes(duel)  # turn 4: still locked
    to_turn(duel, 6)
    assert duel.monsters(0)[0]["position"] == "defense"
    assert lyla in position_changes(duel)  # the lock ended with turn 4
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1900, 400) and whole(duel)


def test_a_lapsing_boost_and_a_lasting_lock_together():
    # E18, AJ: at the end of turn 2 the boost lapses (a full re-application) while the lock
    # stays: Lyla 1900 + 500 = 2400 in turn 2, 1900 in turn 3, still locked in turn 4.
    duel = position(monsters=([LYLA], [M]), spells=([(YAMI, "faceup"), REINFORCEMENTS], [WABOKU, WABOKU]),
                    decks=(filler(20), filler(20)))
    lyla = monster_card(duel, 0, 0)
    lyla_locks_itself(duel)
    reinforce(duel, 0, 0)
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (2400, 400) and whole(duel)
    to_turn(duel, 3)
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1900, 400) and whole(duel)
    to_turn(duel, 4)
    assert lyla not in position_changes(duel)


def attacks(duel):
    return sorted(int(a) for a in duel.legal_actions()
                  if A.ACT_ATTACK <= int(a) < A.ACT_ATTACK + 5 * A.ATTACK_TARGETS)


def test_swords_of_revealing_light_keeps_applying_over_the_turns_it_lasts():
    # AJ: Swords lasts over several turns: player 1's monsters cannot declare an attack in
    # turns 3, 5 and 7 (nothing of it lapses at those turn ends), and it is destroyed in player
    # 1's 3rd End Phase (turn 7): in turn 9 player 1's face-up Attack Position monster may
    # attack directly again (the flipped one is in Defense Position).
    duel = position(hands=([SWORDS], []), monsters=([], [M, (M, "set")]), decks=(filler(20), filler(20)))
    duel.apply(A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0])
    pass_until(duel, "main")
    assert duel.monsters(1)[1]["position"] == "defense"  # flipped face-up
    assert [s["code"] for s in duel.spells(0) if s] == [SWORDS]
    for turn in (3, 5, 7):
        to_turn(duel, turn)
        assert [s["code"] for s in duel.spells(0) if s] == [SWORDS], turn
        duel.apply(A.ACT_TO_BATTLE)
        pass_until(duel, "battle")
        assert attacks(duel) == [], turn
        duel.apply(A.ACT_END_BATTLE)
        pass_until(duel, "main")
        assert whole(duel)
    to_turn(duel, 8)
    assert [s for s in duel.spells(0) if s] == [] and duel.graveyard(0) == [SWORDS]
    to_turn(duel, 9)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    assert attacks(duel) == [attack(0, None)]
