"""Direct tests of the End Phase events (speed, issue 12: ygo_core/proc/triggers.pyx
raise_end_phase, answering_cards). The End Phase raises one event per face-up monster; the
face-up cards that may answer are listed once, and when none does, nothing is queued. These
tests set up End Phases where no face-up card answers and where some do, and assert which
triggers go on a chain, for which player, and how often (once per End Phase: E15, Q04, Q06),
from the card texts:
- Lyla, Lightsworn Sorceress: "During your End Phase: send the top 3 cards of your Deck to the
  GY" (mandatory; it stays on the field, so a second activation would show in the Deck);
- The Wicked Worm Beast: during your End Phase, return it to the hand (mandatory);
- Tsukuyomi (Spirit): during the End Phase of the turn it was Normal Summoned or flipped
  face-up, return it to the hand, whoever's turn it is;
- Mysterious Puppeteer: answers summons only, never the End Phase.
Both players hold a Set Waboku, so that each chain link opens a window that asks a player and
the chain can be read there."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, monster_card, pass_until, position, vanilla

LYLA = 22624373
WORM_BEAST = 6285791
TSUKUYOMI = 34853266
PUPPETEER = 54098121
WABOKU = 12607053
M = vanilla(1000, 1000)
FILLER = vanilla(100, 100)  # helpers.filler's card: the Decks' 10 cards


def duel_with(**kw):
    kw.setdefault("spells", ([WABOKU], [WABOKU]))
    return position(**kw)


def end_turn(duel):
    """The turn player goes on to their Main Phase (passing the Draw and Standby Phase
    windows) and ends the turn from there; every window is passed, each trigger-order decision
    answered with its first card. Returns the chains seen while the turn ended, as tuples of
    (passcode, player) per link, each once, in the order seen."""
    pass_until(duel, "main")
    turn, seen = duel.turn(), []
    duel.apply(A.ACT_TO_END)
    while duel.turn() == turn:
        chain = tuple((link["code"], link["player"]) for link in duel.chain())
        if chain and (not seen or seen[-1] != chain):
            seen.append(chain)
        if duel.decision() == "main":
            duel.apply(A.ACT_TO_END)
        else:
            duel.apply(int(duel.legal_actions()[0]))  # ACT_PASS at a window (the lowest action)
    return seen


def test_no_face_up_card_answers_the_end_phase():
    # Q04: Puppeteer's trigger is not an End Phase one; Lyla is Set (a face-down monster's
    # effects are not activated). No chain forms; the Decks lose nothing but player 1's
    # normal draw of turn 3 (E07).
    duel = duel_with(monsters=([PUPPETEER, M], [(LYLA, "set"), M]))
    assert end_turn(duel) == []
    assert (duel.turn(), duel.turn_player()) == (3, 1)
    assert (len(duel.deck(0)), len(duel.deck(1))) == (10, 9)
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []


def test_the_turn_players_end_phase_trigger_goes_on_the_chain_once_with_many_face_up_monsters():
    # E15, Q04: one End Phase, one activation of Lyla's effect, however many face-up monsters
    # the field holds (the End Phase is one timing, not one per monster): 3 cards milled.
    duel = duel_with(monsters=([M, LYLA, M], [M, M, M]))
    assert end_turn(duel) == [((LYLA, 0),)]
    assert len(duel.deck(0)) == 7 and duel.graveyard(0) == [FILLER] * 3
    assert (len(duel.deck(1)), duel.graveyard(1)) == (9, [])


def test_the_opponents_your_end_phase_trigger_waits_for_its_controllers_end_phase():
    # "During your End Phase": player 1's Lyla does not answer player 0's End Phase; in player
    # 1's own End Phase (turn 3) it goes on the chain once, as player 1's.
    duel = duel_with(monsters=([M], [LYLA, M]))
    assert end_turn(duel) == []
    assert (len(duel.deck(1)), duel.graveyard(1)) == (9, [])
    assert end_turn(duel) == [((LYLA, 1),)]
    assert (len(duel.deck(1)), duel.graveyard(1)) == (6, [FILLER] * 3)
    assert len(duel.deck(0)) == 9  # player 0's turn-4 draw only


def test_a_spirit_summoned_this_turn_returns_in_its_controllers_end_phase():
    # Tsukuyomi Normal Summoned by player 0: its summon trigger turns player 1's monster
    # face-down (the only other face-up monster, chosen as the target); in the End Phase it
    # returns to player 0's hand, once.
    duel = duel_with(hands=([TSUKUYOMI], []), monsters=([], [M]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TSUKUYOMI))
    while duel.decision() != "main":
        if duel.decision() == "target":
            duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
        else:
            duel.apply(A.ACT_PASS)
    assert duel.monsters(1)[0]["position"] == "set"
    assert end_turn(duel) == [((TSUKUYOMI, 0),)]
    assert duel.hand(0) == [TSUKUYOMI] and duel.monsters(0) == [None] * 5


def test_the_non_turn_players_spirit_flipped_this_turn_returns_in_this_end_phase():
    # "Each End Phase" (EV_END_PHASE_ANY) for a monster of the player whose turn it is not:
    # player 0 attacks player 1's Set Tsukuyomi (1100/1400) with a 1000 ATK monster; it is
    # flipped face-up (its FLIP-like trigger turns the attacker face-down, chosen as the
    # target) and survives. In player 0's End Phase it returns to player 1's hand, as player
    # 1's trigger, once.
    duel = duel_with(monsters=([M], [(TSUKUYOMI, "set")]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    while duel.decision() != "battle":
        if duel.decision() == "target":
            duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
        else:
            duel.apply(A.ACT_PASS)
    assert duel.lp(0) == 7600 and duel.monsters(0)[0]["position"] == "set"
    assert duel.monsters(1)[0]["position"] == "defense"
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert end_turn(duel) == [((TSUKUYOMI, 1),)]
    assert duel.monsters(1) == [None] * 5
    assert sorted(duel.hand(1)) == sorted([TSUKUYOMI, FILLER])  # and the turn-3 draw


def test_each_players_end_phase_trigger_on_the_matching_turn_only():
    # Both players have a Lyla: in player 0's End Phase only player 0's answers, in player 1's
    # only player 1's; each mills 3 exactly once over the two turns.
    duel = duel_with(monsters=([LYLA], [LYLA]))
    assert end_turn(duel) == [((LYLA, 0),)]
    assert (len(duel.deck(0)), len(duel.deck(1))) == (7, 9)
    assert end_turn(duel) == [((LYLA, 1),)]
    assert (len(duel.deck(0)), len(duel.deck(1))) == (6, 6)


def test_two_end_phase_triggers_of_one_player_are_activated_one_at_a_time():
    # Q06, E10 (p.87): phase-timed triggers are not simultaneous: each is activated and
    # resolved in a chain of its own (tests/rules/test_q06_phase_triggers.py has more).
    duel = duel_with(monsters=([LYLA, WORM_BEAST], []))
    seen = end_turn(duel)
    assert all(len(chain) == 1 for chain in seen), seen
    assert sorted(seen) == [((WORM_BEAST, 0),), ((LYLA, 0),)]
