"""Q06, E10, E15 (rules-mr3.md; p.87, p.161, p.173; TC143): effects that trigger "during the
Standby Phase" or "during the End Phase" are not simultaneous with each other. Each is activated
and resolved in a chain of its own, the turn player first, the turn player choosing which of
their own goes first; the others wait in the queue for the chains after it (proc/triggers.pyx,
TR_F_PHASE). Cards, from their texts:
- Sinister Serpent: during your Standby Phase, if it is in your GY, you can add it to your hand;
- Lyla, Lightsworn Sorceress: during your End Phase, send the top 3 cards of your Deck to the GY;
- The Wicked Worm Beast: during your End Phase, return it to the hand."""
from ygo_core import actions as A

from helpers import position, vanilla

SERPENT = 8131171
LYLA = 22624373
WORM_BEAST = 6285791
WABOKU = 12607053
FILLER = vanilla(100, 100)  # helpers.filler's card: the Decks' 10 cards


def play_until_main(duel, pick_first):
    """Plays until the next Main Phase decision: windows passed, optional triggers used, each
    trigger order answered with `pick_first` (a passcode). Returns the events seen, in order:
    ("order", passcodes offered), ("yes", passcode asked about) and ("chain", links) with a
    chain's links as (passcode, player) tuples, each chain once."""
    seen = []
    while duel.decision() != "main":
        chain = tuple((link["code"], link["player"]) for link in duel.chain())
        if chain and ("chain", chain) not in seen[-1:]:
            seen.append(("chain", chain))
        decision = duel.decision()
        if decision == "trigger_order":
            offered = [int(a) for a in duel.legal_actions()]
            codes = [duel.card_code(a - A.ACT_SELECT) for a in offered]
            seen.append(("order", sorted(codes)))
            duel.apply(offered[codes.index(pick_first)])
        elif decision == "yesno":
            seen.append(("yes", None))
            duel.apply(A.ACT_YES)
        else:
            assert decision in ("response", "gy_order"), decision
            duel.apply(int(duel.legal_actions()[0]))  # ACT_PASS (the lowest action)
    return seen


def test_two_standby_phase_triggers_resolve_one_at_a_time():
    # TC143: two Sinister Serpents in the turn player's GY. The player picks one (W10's order
    # decision, among their own), uses it in a chain of its own (asked yes/no: it is optional),
    # and only after that chain resolved is the second one used, in a second chain. Never one
    # chain of two links.
    duel = position(phase="standby", graveyards=([SERPENT, SERPENT], []),
                    spells=([WABOKU], [WABOKU]))  # a Set card each: every link opens a window that asks
    seen = play_until_main(duel, SERPENT)
    chains = [links for kind, links in seen if kind == "chain"]
    assert chains == [((SERPENT, 0),), ((SERPENT, 0),)]
    assert seen[0] == ("order", [SERPENT, SERPENT])
    assert [kind for kind, _ in seen].count("yes") == 2
    assert sorted(duel.hand(0)) == [SERPENT, SERPENT] and duel.graveyard(0) == []


def test_the_turn_player_chooses_which_end_phase_trigger_goes_first():
    # E15, Q06: Lyla and The Wicked Worm Beast face-up in the turn player's End Phase. The
    # player is offered both; the one picked (Worm Beast) resolves alone and returns to the
    # hand before Lyla's effect is activated, also alone, and mills 3.
    duel = position(phase="main2", monsters=([LYLA, WORM_BEAST], []), spells=([WABOKU], [WABOKU]))
    duel.apply(A.ACT_TO_END)
    seen = play_until_main(duel, WORM_BEAST)
    assert seen[0] == ("order", sorted([LYLA, WORM_BEAST]))
    assert [links for kind, links in seen if kind == "chain"] == [((WORM_BEAST, 0),), ((LYLA, 0),)]
    assert duel.hand(0) == [WORM_BEAST]
    assert duel.graveyard(0) == [FILLER] * 3 and len(duel.deck(0)) == 7
    assert duel.turn_player() == 1


def test_the_other_order_gives_the_same_two_chains_reversed():
    # The same End Phase with Lyla picked first: Lyla's chain, then Worm Beast's.
    duel = position(phase="main2", monsters=([LYLA, WORM_BEAST], []), spells=([WABOKU], [WABOKU]))
    duel.apply(A.ACT_TO_END)
    seen = play_until_main(duel, LYLA)
    assert [links for kind, links in seen if kind == "chain"] == [((LYLA, 0),), ((WORM_BEAST, 0),)]
    assert duel.hand(0) == [WORM_BEAST] and len(duel.deck(0)) == 7
