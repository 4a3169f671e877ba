"""Cost primitives (third round, debts): the "up to N" cost (:func:`cost_up_to`, OP_COST_CHOOSE
word D COST_UP_TO) has a bit of its own, so it neither notes a Level nor is mistaken for a
Level-noting cost (:func:`cost_send_noting_level`, COSTF_TRIBUTE_NOTING_LEVEL); and the named
Tribute cost (:func:`cost_tribute`, COSTF_TRIBUTE): "Tribute N monsters" as a cost (U03: paid at
activation; G04: a Tributed monster is sent to the GY, not destroyed), on test cards."""
import pytest

from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, card, cost_send_noting_level, cost_tribute, cost_up_to, draw, ignition, monsters,
    summon_synchro_of_noted_level,
)
from ygo_core.vm import opcodes as O
from tests.helpers import offered, pick, settle, vanilla
from tests.mr3_cards import SYNCHRO_L4, mr3_db_with, mr3_position

UP_TO_NOTER = 98_004_001   # Ignition: cost, send a monster from the hand (its Level noted) and
#                            banish up to 2 monsters from the GY; summon a Synchro of the noted Level
UP_TO_ALONE = 98_004_002   # Ignition: cost, banish up to 2 monsters from the GY; draw 1
TRIBUTER = 98_004_003      # Ignition: cost, Tribute 1 other monster; draw 1
TRIBUTER_2 = 98_004_004    # Ignition: cost, Tribute 2 other Level 4 or lower monsters; draw 1
SYNCHRO_L7 = 98_004_007    # a Level 7 Synchro Monster with no effect
L4 = vanilla(1700, 1000, 4)
L7 = vanilla(2400, 2000, 7)
L6 = vanilla(2300, 1500, 6)

_EFFECT = L.TYPE_MONSTER | L.TYPE_EFFECT
MINE = [
    CardInfo(code=UP_TO_NOTER, alias=0, name="Test Up-To Noter", type=_EFFECT, level=4, attribute=0x20,
             race=0x1, atk=1000, defense=1000),
    CardInfo(code=UP_TO_ALONE, alias=0, name="Test Up-To Banisher", type=_EFFECT, level=4, attribute=0x20,
             race=0x1, atk=1000, defense=1000),
    CardInfo(code=TRIBUTER, alias=0, name="Test Cost Tributer", type=_EFFECT, level=4, attribute=0x20,
             race=0x1, atk=1000, defense=1000),
    CardInfo(code=TRIBUTER_2, alias=0, name="Test Double Tributer", type=_EFFECT, level=4, attribute=0x20,
             race=0x1, atk=1000, defense=1000),
    CardInfo(code=SYNCHRO_L7, alias=0, name="Test Costs Synchro L7", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x1, atk=2500, defense=2000),
]
_YOUR_GY_MONSTERS = Filter(where=("gy",), controller="self", kind=("monster",))
_HAND_MONSTER = Filter(where=("hand",), controller="self", kind=("monster",))
MY_SCRIPTS = {
    UP_TO_NOTER: card(UP_TO_NOTER, "Test Up-To Noter",
                      ignition(summon_synchro_of_noted_level(),
                               cost=[cost_send_noting_level(_HAND_MONSTER), cost_up_to(_YOUR_GY_MONSTERS, 2)])),
    UP_TO_ALONE: card(UP_TO_ALONE, "Test Up-To Banisher", ignition(draw(1), cost=[cost_up_to(_YOUR_GY_MONSTERS, 2)])),
    TRIBUTER: card(TRIBUTER, "Test Cost Tributer", ignition(draw(1), cost=[cost_tribute()])),
    TRIBUTER_2: card(TRIBUTER_2, "Test Double Tributer",
                     ignition(draw(1), cost=[cost_tribute(monsters("self", level_max=4), 2)])),
}


def pos(**kw):
    kw.setdefault("allow_unimplemented", True)
    return mr3_position(mr3_db_with(MINE, MY_SCRIPTS), **kw)


def on_field(duel, code, player=0):
    return next(c for c in duel.card_ids(player, "monsters") if duel.card_code(c) == code)


def codes(duel, player, where):
    return sorted(duel.card_code(c) for c in duel.card_ids(player, where))


# ---- COST_UP_TO has its own bit ----------------------------------------------------------------

def test_the_cost_flags_of_a_chosen_cost_are_distinct_bits():
    # OP_COST_CHOOSE's word D holds several of them at once: no two may share a bit.
    flags = [O.COST_UP_TO, O.COSTF_TRIBUTE_NOTING_LEVEL, O.COSTF_NOTE_PAID, O.COSTF_ADDING_LEVEL,
             O.COSTF_ORIGINAL_LEVEL, O.COSTF_TRIBUTE]
    assert all(f > 0 and f & (f - 1) == 0 for f in flags)
    assert len(set(flags)) == len(flags)


def test_an_up_to_cost_does_not_overwrite_the_level_a_cost_before_it_noted():
    # The first cost notes Level 4 (the monster sent from the hand); the "up to" cost then banishes
    # a Level 7 from the GY, noting nothing: the resolution summons the Level 4 Synchro Monster.
    duel = pos(monsters=([UP_TO_NOTER], []), hands=([L4], []), graveyards=([L7], []),
               extras=([SYNCHRO_L4, SYNCHRO_L7], []))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, UP_TO_NOTER))
    assert duel.decision() == "cost" and offered(duel) == [L4]
    duel.apply(pick(duel, L4))
    assert duel.decision() == "cost" and offered(duel) == sorted([L4, L7])  # the L4 is in the GY now
    duel.apply(pick(duel, L7))
    duel.apply(A.ACT_PASS)  # one is enough
    assert settle(duel) == "choose" and offered(duel) == [SYNCHRO_L4]  # not the Level 7 banished
    duel.apply(pick(duel, SYNCHRO_L4))
    assert settle(duel) == "main"
    assert codes(duel, 0, "banished") == [L7] and codes(duel, 0, "gy") == [L4]
    assert codes(duel, 0, "monsters") == sorted([UP_TO_NOTER, SYNCHRO_L4])
    assert codes(duel, 0, "extra") == [SYNCHRO_L7]


def test_an_up_to_cost_lets_the_player_stop_after_the_first_card():
    duel = pos(monsters=([UP_TO_ALONE], []), graveyards=([L4, L7, L6], []))
    hand = len(duel.hand(0))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, UP_TO_ALONE))
    assert duel.decision() == "cost" and A.ACT_PASS not in duel.legal_actions()
    assert offered(duel) == sorted([L4, L7, L6])
    duel.apply(pick(duel, L7))
    assert duel.decision() == "cost" and A.ACT_PASS in duel.legal_actions()
    duel.apply(A.ACT_PASS)
    assert settle(duel) == "main"
    assert codes(duel, 0, "banished") == [L7] and codes(duel, 0, "gy") == sorted([L4, L6])
    assert len(duel.hand(0)) == hand + 1


def test_an_up_to_cost_takes_at_most_n_cards():
    duel = pos(monsters=([UP_TO_ALONE], []), graveyards=([L4, L7, L6], []))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, UP_TO_ALONE))
    duel.apply(pick(duel, L7))
    duel.apply(pick(duel, L6))
    assert settle(duel) == "main"
    assert codes(duel, 0, "banished") == sorted([L7, L6]) and codes(duel, 0, "gy") == [L4]


def test_an_up_to_cost_with_one_card_is_payable():
    duel = pos(monsters=([UP_TO_ALONE], []), graveyards=([L4], []))
    assert A.ACT_ACTIVATE + on_field(duel, UP_TO_ALONE) in duel.legal_actions()
    duel = pos(monsters=([UP_TO_ALONE], []))
    assert A.ACT_ACTIVATE + on_field(duel, UP_TO_ALONE) not in duel.legal_actions()


# ---- cost_tribute: "Tribute N monsters" as a cost -------------------------------------------

def test_cost_tribute_compiles_to_a_chosen_cost_marked_as_a_tribute():
    insn = cost_tribute()
    assert insn.op == O.OP_COST_CHOOSE
    f, n, pile, flags = insn.args
    assert f.where == ("monster_zone",) and f.controller == "self" and f.not_self
    assert n == 1 and pile == L.PILE_GY and flags == O.COSTF_TRIBUTE
    assert cost_tribute(noting_level=True).args[3] == O.COSTF_TRIBUTE | O.COSTF_TRIBUTE_NOTING_LEVEL


def test_cost_tribute_rejects_a_filter_off_your_field():
    with pytest.raises(ValueError):
        cost_tribute(Filter(where=("hand",), controller="self", kind=("monster",)))
    with pytest.raises(ValueError):
        cost_tribute(monsters("foe"))


def test_a_tribute_cost_offers_your_other_monsters_face_up_or_face_down():
    # U03: the cost is paid at activation; face-down monsters can be Tributed too; this card
    # is not among them ("Tribute 1 other monster" is how the effect reads).
    duel = pos(monsters=([TRIBUTER, L4, (L7, "set")], [L6]))
    hand = len(duel.hand(0))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, TRIBUTER))
    assert duel.decision() == "cost" and offered(duel) == sorted([L4, L7])
    duel.apply(pick(duel, L7))
    assert codes(duel, 0, "gy") == [L7]  # paid before the chain resolves (U03)
    assert settle(duel) == "main"
    assert codes(duel, 0, "monsters") == sorted([TRIBUTER, L4]) and len(duel.hand(0)) == hand + 1


def test_a_tribute_cost_needs_enough_monsters_to_tribute():
    duel = pos(monsters=([TRIBUTER], [L4]))
    assert A.ACT_ACTIVATE + on_field(duel, TRIBUTER) not in duel.legal_actions()
    duel = pos(monsters=([TRIBUTER_2, L4, L7], []))  # only 1 of Level 4 or lower besides itself
    assert A.ACT_ACTIVATE + on_field(duel, TRIBUTER_2) not in duel.legal_actions()
    duel = pos(monsters=([TRIBUTER_2, L4, L4], []))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, TRIBUTER_2))
    duel.apply(pick(duel, L4))
    assert duel.decision() == "cost" and A.ACT_PASS not in duel.legal_actions()  # not "up to"
    duel.apply(pick(duel, L4))
    assert settle(duel) == "main"
    assert codes(duel, 0, "gy") == [L4, L4] and codes(duel, 0, "monsters") == [TRIBUTER_2]
