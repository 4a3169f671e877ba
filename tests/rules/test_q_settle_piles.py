"""Q01-Q02 after moves between piles (speed, issue 12): a move that only touches the Deck, the
hand or the GY leaves the state settled when no continuous effect is in force (nothing the
application reads changed), and re-applies the continuous effects when one is (an applier may
read a pile: "while you have N or fewer cards in your hand")."""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import continuous, stats_while_hand_at_most

from helpers import table_db, table_position, vanilla

EFFECT_MONSTER = 0x21

TEST_CARDS = {
    98120001: ("Test Lean Hand Q", EFFECT_MONSTER, (1000, 1000), continuous(stats_while_hand_at_most(0, atk=500))),
}
(LEAN_HAND,) = sorted(TEST_CARDS)
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x10, *(stats or (0, 0)))


def position(**kw):
    return table_position(table_db(TEST_CARDS, _info, stats_column=True, script_all=False), [M1000] * 10, **kw)


def pass_responses(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    return duel.decision()


def to_next_main(duel):
    """End the turn; the next turn player draws (Deck to hand) and reaches the Main Phase."""
    duel.apply(A.ACT_TO_END)
    assert pass_responses(duel) == "main"


def test_a_draw_re_applies_a_continuous_effect_that_reads_the_hand():
    # Q01: the draw moves a card Deck -> hand only; the applier "while its controller has 0
    # cards in the hand" stops at once, so the ATK falls back to the printed 1000.
    duel = position(turn=2, turn_player=1, monsters=([LEAN_HAND], []))
    assert duel.monsters(0)[0]["atk"] == 1500
    to_next_main(duel)
    assert duel.turn_player() == 0 and len(duel.hand(0)) == 1
    assert duel.monsters(0)[0]["atk"] == 1000


def test_a_draw_with_no_continuous_effect_leaves_the_state_settled():
    # Nothing applies: the draw changes no stat, and the state at the decision is settled
    # (HDR_DIRTY 0) with an empty list of appliers, as a full re-application would leave it.
    duel = position(turn=2, turn_player=1, monsters=([M1500], [M1000]))
    to_next_main(duel)
    s = duel.buffer
    assert len(duel.hand(0)) == 1
    assert s[L.HDR_DIRTY] == 0 and s[L.HDR_APPLIERS_LEN] == 0
    assert duel.monsters(0)[0]["atk"] == 1500 and duel.monsters(1)[0]["atk"] == 1000
    # A continuous effect coming into force afterwards is applied as before (Q01).
    duel = position(turn=2, turn_player=1, monsters=([M1500], []), hands=([], [LEAN_HAND]))
    duel.apply(A.ACT_SUMMON + duel.card_ids(1, "hand")[0])
    assert pass_responses(duel) == "main"
    assert duel.monsters(1)[0]["atk"] == 1500  # its controller's hand is empty now
    to_next_main(duel)
    assert duel.monsters(1)[0]["atk"] == 1500  # player 0 drew: player 1's hand is still empty
