"""More direct tests of raise_end_phase's fast path (speed, issue 12: ygo_core/proc/triggers.pyx):
when no card can answer the End Phase events, only the event words the per-monster loop would
have left are written (HDR_EVENT, HDR_EVENT_CARD, HDR_EVENT_PLAYER: those of the last face-up
monster visited, the turn player's zones 0-4, then the opponent's), without visiting each
monster.

What the rules let a player see of this: a "when ..." card answers only the last thing that
happened (U10, U10c): in the End Phase's window, after face-up monsters raised their End Phase
events and none answered, a Trap Hole (when your opponent Normal or Flip Summons a 1000+ ATK
monster) is refused though a summon happened earlier in the turn, and the End Phase's own
triggers still go on a chain when a card answers (E15, Q04). No card of the pools reads the
End Phase event's card when none answers, so the event words themselves are not observable
through the public API's views; they are read here from the buffer's header (the header words
sit at the same offsets in Duel.buffer and in ygo_core.wide's decoded form) and asserted to be
what the per-monster loop leaves, in both the fast case (nobody answers) and the slow one
(Lyla answers)."""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.vm import opcodes as O

from helpers import card_in_hand, monster_card, position, vanilla

TRAP_HOLE = 4206964
WABOKU = 12607053
LYLA = 22624373             # mandatory: during your End Phase, mill 3
M = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
FILLER = vanilla(100, 100)


def set_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def event_words(duel):
    w = W.decode(duel.buffer)
    return int(w[L.HDR_EVENT]), int(w[L.HDR_EVENT_CARD]), int(w[L.HDR_EVENT_PLAYER])


def end_windows(duel):
    """End player 0's turn 2 from Main Phase 1 after a summon; at each window up to turn 3's
    Main Phase 1: (turn, phase, player asked, legal actions, chain codes); and the event words
    at the first End Phase window."""
    seen, words = [], None
    duel.apply(A.ACT_TO_END)
    while not (duel.turn() == 3 and duel.decision() == "main"):
        assert duel.decision() == "response", duel.decision()
        if duel.phase() == "end" and words is None:
            words = event_words(duel)
        seen.append((duel.turn(), duel.phase(), duel.current_player(),
                     [int(a) for a in duel.legal_actions()], [l["code"] for l in duel.chain()]))
        duel.apply(A.ACT_PASS)
    return seen, words


def summoned(**kw):
    """Player 0 Normal Summons a 1500 ATK monster (player 1 passes their Trap Hole)."""
    duel = position(hands=([M1500], []), **kw)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    hole = set_card(duel, 1, TRAP_HOLE)
    assert A.ACT_ACTIVATE + hole in duel.legal_actions()  # U10: the summon is the last event
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "main"
    return duel


def test_trap_hole_refused_in_the_end_phase_after_face_up_monsters_none_answering():
    # U10, U10c: the summon's timing passed long ago; in every later window (Main 1's end, the
    # End Phase, turn 3's Draw and Standby Phases) player 1 is offered Waboku only.
    duel = summoned(monsters=([M], [M, (M, "set"), M]), spells=([], [TRAP_HOLE, WABOKU]))
    waboku = set_card(duel, 1, WABOKU)
    only_waboku = [A.ACT_PASS, A.ACT_ACTIVATE + waboku]
    seen, _ = end_windows(duel)
    assert seen == [(2, "main1", 1, only_waboku, []), (2, "end", 1, only_waboku, []),
                    (3, "draw", 1, only_waboku, []), (3, "standby", 1, only_waboku, [])]
    assert len(duel.deck(0)) == 10 and len(duel.deck(1)) == 9 and duel.graveyard(0) == []


def test_only_a_trap_hole_and_nobody_answering_the_end_phase_asks_nobody():
    # W04: player 1's Trap Hole can answer neither the phase changes nor the End Phase: from
    # player 0's Main 1 the game goes straight to player 1's Main 1 of turn 3.
    duel = summoned(monsters=([M], [M, M]), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_TO_END)
    assert (duel.decision(), duel.turn(), duel.current_player(), duel.phase()) == ("main", 3, 1, "main1")
    assert duel.monsters(0)[1]["code"] == M1500 and duel.graveyard(1) == []


def test_the_end_phase_event_words_when_nobody_answers_name_the_opponents_last_face_up_monster():
    # The per-monster loop visits player 0's face-up monsters (zones 0, 1: "during your End
    # Phase" and "each End Phase"), then player 1's (zones 0 and 2 face-up, zone 1 Set: "each
    # End Phase"): the last event is "each End Phase" for player 1's zone-2 monster, raised in
    # player 0's turn.
    duel = summoned(monsters=([M], [M, (M, "set"), M]), spells=([], [TRAP_HOLE, WABOKU]))
    last = monster_card(duel, 1, 2)
    _, words = end_windows(duel)
    assert words == (O.EV_END_PHASE_ANY, last, 0)


def test_the_end_phase_event_words_with_no_face_up_opponent_monster():
    # Player 1's only monster is Set: the last face-up monster visited is player 0's zone-1
    # monster (the summoned one), with both End Phase kinds (its controller's End Phase).
    duel = summoned(monsters=([M], [(M, "set")]), spells=([], [TRAP_HOLE, WABOKU]))
    last = monster_card(duel, 0, 1)
    _, words = end_windows(duel)
    assert words == (O.EV_END_PHASE | O.EV_END_PHASE_ANY, last, 0)


def test_an_answering_lyla_among_silent_monsters_goes_on_the_chain_once_and_leaves_the_same_words():
    # E15, Q04: Lyla's End Phase trigger is activated once (a chain of 1 link, player 1 asked
    # for Waboku on top of it, Trap Hole refused: the last event is Lyla's activation); it mills
    # 3. The event words at that window are the ones the loop leaves, as in the fast case.
    duel = summoned(monsters=([M, LYLA], [M, (M, "set"), M]), spells=([], [TRAP_HOLE, WABOKU]))
    waboku = set_card(duel, 1, WABOKU)
    last = monster_card(duel, 1, 2)
    only_waboku = [A.ACT_PASS, A.ACT_ACTIVATE + waboku]
    seen, words = end_windows(duel)
    assert seen == [(2, "main1", 1, only_waboku, []), (2, "end", 1, only_waboku, [LYLA]),
                    (2, "end", 1, only_waboku, []),
                    (3, "draw", 1, only_waboku, []), (3, "standby", 1, only_waboku, [])]
    assert words == (O.EV_END_PHASE_ANY, last, 0)
    assert len(duel.deck(0)) == 7 and duel.graveyard(0) == [FILLER] * 3


def test_the_opponents_face_up_monsters_alone_do_not_answer_your_end_phase():
    # Lyla controlled by player 1 ("during your End Phase"): in player 0's End Phase nobody
    # answers; no chain, no mill, and the words name player 1's last face-up monster (Lyla).
    duel = summoned(monsters=([M], [M, LYLA]), spells=([], [TRAP_HOLE, WABOKU]))
    lyla = monster_card(duel, 1, 1)
    seen, words = end_windows(duel)
    assert all(chain == [] for *_, chain in seen)
    assert words == (O.EV_END_PHASE_ANY, lyla, 0)
    assert (len(duel.deck(0)), len(duel.deck(1)), duel.graveyard(1)) == (10, 9, [])
