"""Quick-Play Spells (R14) and Spell Speed 2 chaining (W02), with a test-only Quick-Play card
(no Starter Deck card is one)."""
import pytest

from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import activate, card, gain_lp

from helpers import _synthetic_cards, card_in_hand, pass_until, vanilla

QUICK_PLAY = 0x10002
QUICK = 98100001
OOKAZI = 19523799
_DB = None


def db():
    global _DB
    if _DB is None:
        scripts = dict(bundled_scripts())
        scripts[QUICK] = card(QUICK, "Test Quick Heal", activate(gain_lp(300)))
        _DB = CardDB(_read_bundled() + list(_synthetic_cards())
                     + [CardInfo(QUICK, 0, "Test Quick Heal", QUICK_PLAY, 0, 0, 0, 0, 0)], scripts=scripts)
    return _DB


def at(**kw):
    kw.setdefault("decks", ([vanilla(100, 100)] * 10,) * 2)
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db(), **kw)


def test_r14_quick_play_from_the_hand_in_your_own_turn():
    duel = at(hands=([QUICK], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, QUICK))
    assert duel.lp(0) == 8300 and duel.graveyard(0) == [QUICK]


def test_r14_quick_play_from_the_hand_cannot_respond_in_the_opponents_turn():
    # Player 1 (turn player) activates Ookazi; player 0 holds the Quick-Play in hand: no window.
    duel = at(turn=3, turn_player=1, hands=([QUICK], [OOKAZI]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, OOKAZI))
    assert duel.lp(0) == 7200 and duel.decision() == "main" and duel.current_player() == 1


def test_r14_set_quick_play_can_respond_in_the_opponents_turn():
    duel = at(turn=3, turn_player=1, hands=([], [OOKAZI]), spells=([QUICK], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, OOKAZI))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    quick = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + quick)
    # W05: the Quick-Play (link 2) resolves first: 8000 + 300, then Ookazi's 800.
    assert duel.chain() == [] and duel.lp(0) == 8000 + 300 - 800
    assert duel.graveyard(0) == [QUICK] and duel.graveyard(1) == [OOKAZI]


def test_r14_a_set_quick_play_cannot_be_activated_the_turn_it_was_set():
    duel = at(hands=([QUICK], []))
    quick = card_in_hand(duel, 0, QUICK)
    duel.apply(A.ACT_SET + quick)
    assert A.ACT_ACTIVATE + quick not in duel.legal_actions()


# ---- Switch 21 (rules-legacy.md section 2): the phases of a Quick-Play from the hand ----------

def first_offer(rules, phase):
    # Where player 0 is first asked something, and whether the Quick-Play in hand is offered.
    duel = at(rules=rules, phase=phase, hands=([QUICK], []))
    quick = card_in_hand(duel, 0, QUICK)
    return duel.phase(), duel.current_player(), A.ACT_ACTIVATE + quick in duel.legal_actions()


@pytest.mark.parametrize("phase", ["draw", "standby", "main1", "battle", "main2", "end"])
def test_r14_switch21_mr3_quick_play_from_the_hand_in_any_phase_of_your_turn(phase):
    # R14 (p.97): from the hand whenever you hold priority in your own turn.
    assert first_offer("mr3", phase) == (phase, 0, True)


@pytest.mark.parametrize("phase, offered", [
    ("draw", ("main1", 0, True)),       # the Draw and Standby Phase windows offer nothing
    ("standby", ("main1", 0, True)),
    ("main1", ("main1", 0, True)),
    ("battle", ("battle", 0, True)),    # the Start Step window
    ("main2", ("main2", 0, True)),
    ("end", ("main1", 1, False)),       # no End Phase window: the opponent's turn begins
])
def test_switch21_tcg2002_quick_play_from_the_hand_only_in_main_and_battle_phases(phase, offered):
    # Switch 21, D4 (~2002): a Quick-Play Spell from the hand in the Main or Battle Phase only.
    assert first_offer("tcg2002", phase) == offered


def test_switch21_tcg2002_set_quick_play_is_not_limited_to_those_phases():
    # The switch is about the hand: a Quick-Play Set on an earlier turn answers in the Standby Phase.
    duel = at(rules="tcg2002", phase="standby", spells=([QUICK], []))
    quick = duel.spells(0)[0]["card"]
    assert (duel.phase(), duel.decision()) == ("standby", "response")
    duel.apply(A.ACT_ACTIVATE + quick)
    assert duel.lp(0) == 8300


def test_switch21_is_a_rule_set_switch():
    from ygo_core import MR3, TCG2002
    assert TCG2002.quickplay_hand_phases == ("main1", "battle", "main2")
    assert MR3.quickplay_hand_phases == ("draw", "standby", "main1", "battle", "main2", "end")
    assert first_offer(MR3.with_(quickplay_hand_phases=["end"]), "main1") == ("main1", 0, False)
    with pytest.raises(ValueError, match="unknown phase"):
        MR3.with_(quickplay_hand_phases=("main3",))


def test_e03_e04_r14_a_quick_play_from_the_hand_in_your_own_battle_step():
    # E03-E04: in the Battle Step the turn player holds priority before declaring an attack
    # and may activate a Quick-Play Spell from the hand (R14: in their own turn).
    duel = at(hands=([QUICK], []), monsters=([vanilla(1000, 1000)], []))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")   # the Start Step's window (F02) offers it too
    quick = card_in_hand(duel, 0, QUICK)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, A.ACT_ACTIVATE + quick, A.ACT_ATTACK + A.ATTACK_DIRECT]
    duel.apply(A.ACT_ACTIVATE + quick)
    assert duel.lp(0) == 8300 and duel.graveyard(0) == [QUICK]
    assert (duel.phase(), duel.decision()) == ("battle", "battle")
