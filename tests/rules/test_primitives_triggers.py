"""The triggers family's primitives (vocab.py "triggers family" section), each exercised with a
test-only card: Standby Phase triggers of face-up monsters, "sent to the GY" events of Spells,
draw_per, move_all, each_draw (A14), up_to_targets, FF_NOT_CODE and the DEF bounds (rules-mr3.md
Q04, E10, A11, A14, V01)."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, activate, destroy, draw_per, each_draw, gain_lp, modify_stats, monsters, move_all, trigger,
    up_to_targets,
)

from helpers import settle_to, table_db, table_position, card_in_hand, monster_card, vanilla

NORMAL_SPELL, QUICK_PLAY, CONTINUOUS_SPELL, EFFECT_MONSTER = 0x2, 0x10002, 0x20002, 0x21
DARK_HOLE = 53129443
M = vanilla(1000, 1000)

TEST_CARDS = {
    98100001: ("Test Standby Monster", EFFECT_MONSTER,
               trigger("standby_phase", gain_lp(300), of="self")),
    98100002: ("Test Spell To GY", NORMAL_SPELL, activate(),
               trigger("sent_to_gy_from_hand", gain_lp(700), of="self")),
    98100003: ("Test Draw Per", NORMAL_SPELL,
               activate(draw_per(monsters("self", face_up=True, code=M), base=1, extra=2))),
    98100004: ("Test Banish Hands", NORMAL_SPELL,
               activate(move_all(Filter(where=("hand",), controller="foe"), to="banished"))),
    98100005: ("Test Each Draw", NORMAL_SPELL, activate(each_draw(3))),
    98100006: ("Test Up To", NORMAL_SPELL,
               up_to_targets(activate(destroy(), target=monsters(), targets=3))),
    98100007: ("Test Not Code", NORMAL_SPELL,
               activate(destroy(), target=monsters(code=M, not_code=True))),
    98100008: ("Test Def Bounds", NORMAL_SPELL,
               activate(destroy(), target=monsters(atk_min=1500, def_bounds=True))),
    98100009: ("Test Shrink", QUICK_PLAY, activate(modify_stats(atk=-600), target=monsters())),
    98100010: ("Test Standby Spell", CONTINUOUS_SPELL, activate(),
               trigger("standby_phase", gain_lp(100), of="self")),
}
(STANDBY_MONSTER, SPELL_TO_GY, DRAW_PER, BANISH_HANDS, EACH_DRAW, UP_TO, NOT_CODE,
 DEF_BOUNDS, SHRINK, STANDBY_SPELL) = sorted(TEST_CARDS)
BOTTOMLESS = 29401950


def _info(code, name, kind, _):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x1, 1000, 1000)


def db():
    return table_db(TEST_CARDS, _info)


def position(**kw):
    return table_position(db(), [M] * 10, **kw)


def test_e10_a_face_up_monsters_standby_phase_trigger():
    duel = position(phase="standby", monsters=([STANDBY_MONSTER], [STANDBY_MONSTER]))
    settle_to(duel)
    assert (duel.lp(0), duel.lp(1)) == (8300, 8000)  # "your Standby Phase": its controller's only


def test_e10_a_face_down_monster_has_no_standby_trigger():
    duel = position(phase="standby", monsters=([(STANDBY_MONSTER, "set")], []))
    settle_to(duel)
    assert duel.lp(0) == 8000


def test_q04_a_card_sent_from_the_hand_to_the_gy_triggers_itself():
    # Discarded for the hand size limit (E17): its own trigger, for its owner, that End Phase.
    duel = position(phase="end", hands=([SPELL_TO_GY] + [M] * 6, []))
    settle_to(duel, "discard")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, SPELL_TO_GY))
    settle_to(duel, "main")
    assert duel.lp(0) == 8700


def test_draw_per_counts_matching_cards():
    duel = position(hands=([DRAW_PER], []), monsters=([M, M, vanilla(1100, 1000)], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DRAW_PER))
    settle_to(duel)
    assert len(duel.hand(0)) == 5  # 1 + 2 x 2


def test_move_all_banishes_every_card_that_fits():
    duel = position(hands=([BANISH_HANDS, M], [M, vanilla(1100, 1000)]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BANISH_HANDS))
    settle_to(duel)
    assert sorted(duel.banished(1)) == sorted([M, vanilla(1100, 1000)]) and duel.hand(0) == [M]


def test_a14_each_draw_short_for_both_is_a_draw():
    duel = position(hands=([EACH_DRAW], []), decks=([M] * 2, [M] * 2))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, EACH_DRAW))
    while not duel.is_terminal():
        duel.apply(duel.legal_actions()[0])
    assert duel.winner() == -1


def test_a11_each_draw_short_for_one_loses():
    duel = position(hands=([EACH_DRAW], []), decks=([M] * 5, [M] * 2))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, EACH_DRAW))
    while not duel.is_terminal():
        duel.apply(duel.legal_actions()[0])
    assert duel.winner() == 0


def test_v01_up_to_targets_needs_one_and_may_stop():
    duel = position(hands=([UP_TO], []), monsters=([], [M, vanilla(1100, 1000)]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, UP_TO))
    assert A.ACT_PASS not in duel.legal_actions()  # the first target is required
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    duel.apply(A.ACT_PASS)
    settle_to(duel)
    assert duel.graveyard(1) == [M]


def test_v01_up_to_targets_ends_when_no_target_is_left():
    duel = position(hands=([UP_TO], []), monsters=([], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, UP_TO))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle_to(duel)  # no lone ACT_PASS decision
    assert duel.graveyard(1) == [M]


def test_not_code_excludes_one_card_name():
    duel = position(hands=([NOT_CODE], []), monsters=([], [M, vanilla(1100, 1000)]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, NOT_CODE))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 1)]


def test_def_bounds_test_the_def():
    duel = position(hands=([DEF_BOUNDS], []), monsters=([], [vanilla(2000, 1000), vanilla(100, 1500)]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DEF_BOUNDS))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 1)]


def test_recheck_event_card_spares_a_monster_that_no_longer_fits():
    # Bottomless Trap Hole's "destroy that monster with 1500 or more ATK": its ATK lowered to
    # 900 in response, it stays.
    big = vanilla(1500, 100)
    duel = position(turn=3, turn_player=1, hands=([], [big, SHRINK]), spells=([BOTTOMLESS], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, big))
    duel.apply(A.ACT_PASS)  # the turn player's priority first (E03)
    duel.apply(A.ACT_ACTIVATE + [s["card"] for s in duel.spells(0) if s][0])
    assert duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, SHRINK))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle_to(duel)
    assert duel.monsters(1)[0]["code"] == big and duel.monsters(1)[0]["atk"] == 900
    assert duel.banished(1) == []


def test_e10_a_face_up_continuous_spells_standby_trigger_answers_once():
    # Each card answers the Standby Phase for itself: two monsters on the field do not queue
    # the Spell's trigger twice.
    duel = position(phase="standby", monsters=([M, M], []), spells=([(STANDBY_SPELL, "faceup")], []))
    settle_to(duel)
    assert duel.lp(0) == 8100
