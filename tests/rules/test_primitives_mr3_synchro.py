"""The synchro family's second-round primitives (docs/mr3-cards.md section 7, item 12):
"cannot be Tributed, except for a Tribute Summon" (:func:`tributed_only_for_tribute_summon`,
OP_RULE_TRIBUTE_ONLY_FOR_SUMMON), on test cards apart from Level Eater: a Tribute cost never takes
the card while it is face-up (a Continuous Effect), a Tribute Summon does (G07, G10); an
additional Normal Summon (:func:`extra_normal_summon`, OP_RULE_EXTRA_NORMAL_SUMMON; G01, G05)."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, card, cost_send, draw, extra_normal_summon, gain_lp, ignition, mark_resolved, monsters, resolved_this_turn,
    tributed_only_for_tribute_summon,
)
from tests.helpers import filler, settle, vanilla
from tests.mr3_cards import mr3_db_with, mr3_position

PROTECTED = 98_003_001   # Level 1 Effect Monster: cannot be Tributed except for a Tribute Summon
TRIBUTER = 98_003_002    # Level 4 Effect Monster: Ignition, cost: Tribute 1 other monster; draw 1
GRANTER = 98_003_003     # Level 4 Effect Monster: 1 extra Normal Summon of M1000
MARKER = 98_003_004      # Ignition: draw 1 (marked resolved); Ignition, if that resolved this turn: gain 500 LP
M1000 = vanilla(1000, 1000)
M1200 = vanilla(1200, 1200)
L5 = vanilla(1800, 1600, 5)

MINE = [
    CardInfo(code=PROTECTED, alias=0, name="Test Untributable", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=1, attribute=0x20, race=0x1, atk=100, defense=100),
    CardInfo(code=TRIBUTER, alias=0, name="Test Tributer", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
    CardInfo(code=GRANTER, alias=0, name="Test Granter", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
    CardInfo(code=MARKER, alias=0, name="Test Marker", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
]
MY_SCRIPTS = {
    PROTECTED: card(PROTECTED, "Test Untributable", tributed_only_for_tribute_summon()),
    TRIBUTER: card(TRIBUTER, "Test Tributer", ignition(draw(1), cost=[cost_send(monsters("self"))])),
    GRANTER: card(GRANTER, "Test Granter",
                  extra_normal_summon(Filter(where=("hand",), controller="self", kind=("monster",), codes=(M1000,)))),
    MARKER: card(MARKER, "Test Marker", ignition(draw(1), mark_resolved("self")).once(),
                 ignition(gain_lp(500), conditions=[resolved_this_turn()]).once()),
}


def pos(**kw):
    return mr3_position(mr3_db_with(MINE, MY_SCRIPTS), **kw)


def field_card(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "monsters") if duel.card_code(c) == code)


def test_a_tribute_cost_it_alone_could_pay_is_not_payable():
    duel = pos(monsters=([TRIBUTER, PROTECTED], []))
    assert A.ACT_ACTIVATE + field_card(duel, TRIBUTER) not in duel.legal_actions()


def test_a_tribute_cost_offers_the_other_monsters_only():
    duel = pos(monsters=([TRIBUTER, PROTECTED, M1000], []))
    duel.apply(A.ACT_ACTIVATE + field_card(duel, TRIBUTER))
    assert duel.decision() == "cost"
    assert sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()) == [M1000]
    duel.apply(A.ACT_SELECT + field_card(duel, M1000))
    assert settle(duel) == "main"
    assert duel.graveyard(0) == [M1000]


def test_face_down_it_may_be_tributed_for_a_cost():
    # A Continuous Effect applies only while the card is face-up.
    duel = pos(monsters=([TRIBUTER, (PROTECTED, "set")], []))
    assert A.ACT_ACTIVATE + field_card(duel, TRIBUTER) in duel.legal_actions()


def test_g07_it_may_be_tributed_for_a_tribute_summon():
    duel = pos(hands=([L5], []), monsters=([PROTECTED], []))
    duel.apply(A.ACT_SUMMON + next(c for c in duel.card_ids(0, "hand") if duel.card_code(c) == L5))
    while duel.decision() in ("select", "tribute", "choose"):
        duel.apply(A.ACT_SELECT + field_card(duel, PROTECTED))
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [L5]
    assert duel.graveyard(0) == [PROTECTED]


def hand_card(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "hand") if duel.card_code(c) == code)


def test_g01_an_extra_normal_summon_once_per_turn_for_the_named_monsters_only():
    duel = pos(monsters=([GRANTER], []), hands=([M1000, M1000, M1200], []), normal_summon_used=True)
    acts = duel.legal_actions()
    first = hand_card(duel, M1000)
    assert A.ACT_SUMMON + first in acts and A.ACT_SET + first not in acts
    assert A.ACT_SUMMON + hand_card(duel, M1200) not in acts
    duel.apply(A.ACT_SUMMON + first)
    assert settle(duel) == "main"
    assert A.ACT_SUMMON + hand_card(duel, M1000) not in duel.legal_actions()


def test_g05_the_extra_summon_is_used_first_and_lapses_with_the_turn():
    duel = pos(monsters=([GRANTER], []), hands=([M1000, M1000, M1200], []),
               decks=(filler(), filler()))
    duel.apply(A.ACT_SUMMON + hand_card(duel, M1000))
    assert settle(duel) == "main" and not duel.normal_summon_used()
    duel.apply(A.ACT_SET + hand_card(duel, M1200))
    assert settle(duel) == "main" and duel.normal_summon_used()
    assert A.ACT_SUMMON + hand_card(duel, M1000) not in duel.legal_actions()


def test_saved_state_accepts_the_extra_normal_summon_record():
    # LING_EXTRA_NORMAL_USED (player-wide, to the end of the turn) passes the saved-state check,
    # mid-summon (the Tribute asked) and after; the buffer round-trips.
    from ygo_core.state_check import check_state
    duel = pos(monsters=([GRANTER, M1200], []), hands=([L5], []), normal_summon_used=True)
    granted = pos(monsters=([GRANTER, M1200], []), hands=([M1000, L5], []), normal_summon_used=True)
    granted.apply(A.ACT_SUMMON + hand_card(granted, M1000))
    settle(granted)
    check_state(granted.buffer, mr3_db_with(MINE, MY_SCRIPTS))
    assert Duel.from_buffer(mr3_db_with(MINE, MY_SCRIPTS), granted.buffer) == granted
    assert A.ACT_SUMMON + hand_card(duel, L5) not in duel.legal_actions()  # not granted to a vanilla L5


def test_saved_state_accepts_a_refused_tribute_cost_decision():
    from ygo_core.state_check import check_state
    duel = pos(monsters=([TRIBUTER, PROTECTED, M1000], []))
    duel.apply(A.ACT_ACTIVATE + field_card(duel, TRIBUTER))
    check_state(duel.buffer, mr3_db_with(MINE, MY_SCRIPTS))
    assert Duel.from_buffer(mr3_db_with(MINE, MY_SCRIPTS), duel.buffer) == duel


def test_mark_resolved_holds_for_the_turn_only():
    # The second effect needs the first to have resolved this turn: not before, once after, and
    # not in the player's next turn (the mark lapses with the turn).
    duel = pos(monsters=([MARKER], []), decks=(filler(), filler()))
    marker = field_card(duel, MARKER)
    duel.apply(A.ACT_ACTIVATE + marker)
    assert duel.decision() != "option"  # only the first effect is activatable
    assert settle(duel) == "main" and len(duel.hand(0)) == 1
    duel.apply(A.ACT_ACTIVATE + marker)  # the first is used (once per turn): the second now
    assert settle(duel) == "main" and duel.lp(0) == 8500
    nxt = duel.turn() + 2
    duel.apply(A.ACT_TO_END)
    while True:
        d = settle(duel)
        if d == "main" and duel.turn() == nxt:
            break
        acts = [int(a) for a in duel.legal_actions()]
        duel.apply(A.ACT_TO_END if A.ACT_TO_END in acts else acts[0])
    duel.apply(A.ACT_ACTIVATE + marker)
    assert duel.decision() != "option"
