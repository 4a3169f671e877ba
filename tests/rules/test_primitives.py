"""General effect primitives no Starter Deck card uses yet, exercised with test-only cards
declared in the card vocabulary (rules-mr3.md Y, O10, AD01, S10, W02, Z, A11)."""
import pytest

from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    Filter, activate, banish, battle_phase_not_conducted, cannot_attack, card, change_position, continuous,
    count_at_least, discard_random, draw, effect, flip_face_down, gain_lp, monsters, negate_activation,
    negate_effect, normal_summon_now, return_to_deck, send_to_gy, to_resolve,
)

from helpers import table_db, _synthetic_cards, card_in_hand, go_to_battle, keep_gy_order, monster_card, pass_until, vanilla

NORMAL_SPELL, NORMAL_TRAP, CONTINUOUS_TRAP, COUNTER_TRAP = 0x2, 0x4, 0x20004, 0x100004
OOKAZI = 19523799
JUST_DESSERTS = 24068492
SWORD = 37120512
FERAL_IMP = 41392891

TEST_CARDS = {
    98000001: ("Test Banish", NORMAL_SPELL, activate(banish(), target=monsters())),
    98000002: ("Test Send", NORMAL_SPELL, activate(send_to_gy(), target=monsters())),
    98000003: ("Test Shuffle", NORMAL_SPELL, activate(return_to_deck(), target=monsters())),
    98000004: ("Test Draw", NORMAL_SPELL, activate(draw(2))),
    98000005: ("Test Discard", NORMAL_SPELL, activate(discard_random(1),
                                                      conditions=[])),
    98000006: ("Test Position", NORMAL_TRAP, activate(change_position(), target=monsters())),
    98000007: ("Test Face-down", NORMAL_TRAP, activate(flip_face_down(), target=monsters(face_up=True))),
    98000008: ("Test Negate", COUNTER_TRAP, activate(negate_activation())),
    98000009: ("Test Negate Effect", COUNTER_TRAP, activate(negate_effect())),
    98000010: ("Test No Attacks", CONTINUOUS_TRAP, activate(),
               continuous(cannot_attack(monsters("foe")))),
    98000011: ("Test Once", CONTINUOUS_TRAP, activate(), effect(gain_lp(100)).once()),
    98000012: ("Test Still Holds", NORMAL_TRAP,
               activate(gain_lp(500), conditions=[to_resolve(count_at_least(monsters("self", face_up=True)))])),
    98000013: ("Test Checked Once", NORMAL_TRAP,
               activate(gain_lp(500), conditions=[count_at_least(monsters("self", face_up=True))])),
    98000014: ("Test Before Battle", NORMAL_SPELL, activate(gain_lp(100), conditions=[battle_phase_not_conducted()])),
    98000015: ("Test Extra Summon", NORMAL_SPELL, activate(normal_summon_now())),
}
(BANISH, SEND, SHUFFLE, DRAW, DISCARD, POSITION, FACE_DOWN, NEGATE, NEGATE_EFFECT,
 NO_ATTACKS, ONCE, STILL_HOLDS, CHECKED_ONCE, BEFORE_BATTLE, EXTRA_SUMMON) = sorted(TEST_CARDS)
BOOK_OF_MOON = 14087893

def db():
    return table_db(TEST_CARDS)


def at(**kw):
    from ygo_core import Duel
    kw.setdefault("decks", ([vanilla(100, 100)] * 10,) * 2)
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db(), **kw)


def cast(duel, code, *targets):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, code))
    for t in targets:
        duel.apply(A.ACT_SELECT + t)


def set_cards(duel, player):
    return [s["card"] for s in duel.spells(player) if s]


M = vanilla(1000, 1000)


def test_y_banish_sends_face_up_to_the_banished_zone():
    duel = at(hands=([BANISH], []), monsters=([], [M]))
    cast(duel, BANISH, monster_card(duel, 1, 0))
    assert duel.banished(1) == [M] and duel.graveyard(1) == []


def test_y_send_to_gy_is_not_destruction_but_lands_in_the_gy():
    duel = at(hands=([SEND], []), monsters=([], [M]))
    cast(duel, SEND, monster_card(duel, 1, 0))
    assert duel.graveyard(1) == [M] and duel.card_ids(1, "monsters") == []


def test_c11_return_to_deck_shuffles_into_the_owners_deck():
    duel = at(hands=([SHUFFLE], []), monsters=([], [M]))
    cast(duel, SHUFFLE, monster_card(duel, 1, 0))
    assert sorted(duel.deck(1)) == sorted([vanilla(100, 100)] * 10 + [M])


def test_y01_draw_two():
    duel = at(hands=([DRAW], []))
    cast(duel, DRAW)
    assert len(duel.hand(0)) == 2 and len(duel.deck(0)) == 8


def test_y03_tc004_a_draw_cannot_be_activated_without_the_cards_in_the_deck():
    duel = at(hands=([DRAW], []), decks=([M], [M] * 5))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DRAW) not in duel.legal_actions()


CARD_DESTRUCTION = 72892473


def test_a11_a13_a_required_draw_from_a_short_deck_loses():
    # Card Destruction: player 0 discards 3 and must draw 3 from a 1-card Deck.
    duel = at(hands=([CARD_DESTRUCTION, M, M, M], [M]), decks=([M], [M] * 5))
    cast(duel, CARD_DESTRUCTION)
    assert duel.is_terminal() and (duel.winner(), duel.win_reason()) == (1, "deck_out")


def test_a14_tc006_both_forced_to_draw_from_short_decks_is_a_draw():
    duel = at(hands=([CARD_DESTRUCTION, M], [M, M]), decks=([], [M]))
    cast(duel, CARD_DESTRUCTION)
    assert duel.is_terminal() and (duel.winner(), duel.win_reason()) == (-1, "deck_out")


def test_y04_random_discard_from_the_opponents_hand():
    duel = at(hands=([DISCARD], [M, vanilla(1100, 1000)]))
    cast(duel, DISCARD)
    assert len(duel.hand(1)) == 1 and len(duel.graveyard(1)) == 1
    assert sorted(duel.hand(1) + duel.graveyard(1)) == sorted([M, vanilla(1100, 1000)])


def test_o10_effect_position_change_does_not_use_the_manual_change():
    duel = at(turn=3, spells=([POSITION], []), monsters=([M], []))
    trap = set_cards(duel, 0)[0]
    mon = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + trap)
    duel.apply(A.ACT_SELECT + mon)
    assert duel.monsters(0)[0]["position"] == "defense"
    assert A.ACT_CHANGE_POSITION + mon in duel.legal_actions()  # O07: effects do not count


def test_ad01_flipped_face_down_loses_its_equip_and_cannot_flip_summon_this_turn():
    duel = at(turn=3, hands=([SWORD], []), spells=([FACE_DOWN], []), monsters=([FERAL_IMP], []))
    imp = monster_card(duel, 0, 0)
    cast(duel, SWORD, imp)
    pass_until(duel, "main")  # W04: P0 could chain its own Trap; it passes
    assert duel.monsters(0)[0]["atk"] == 1700
    trap = [c for c in set_cards(duel, 0) if duel.card_code(c) == FACE_DOWN][0]
    duel.apply(A.ACT_ACTIVATE + trap)
    duel.apply(A.ACT_SELECT + imp)
    assert duel.monsters(0)[0]["position"] == "set" and duel.monsters(0)[0]["atk"] == 1300
    assert SWORD in duel.graveyard(0)  # R11: the Equip is destroyed when its monster turns face-down
    assert A.ACT_FLIP_SUMMON + imp in duel.legal_actions()  # placed last turn, not acted this turn


def test_s10_negated_activation_does_nothing_and_the_card_goes_to_the_gy():
    duel = at(hands=([OOKAZI], []), spells=([], [NEGATE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    duel.apply(A.ACT_ACTIVATE + set_cards(duel, 1)[0])
    assert duel.lp(1) == 8000 and duel.graveyard(0) == [OOKAZI] and duel.graveyard(1) == [NEGATE]


def test_w02_a_trap_cannot_respond_to_a_counter_trap():
    duel = at(hands=([OOKAZI], []), spells=([JUST_DESSERTS], [NEGATE]), monsters=([], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    duel.apply(A.ACT_ACTIVATE + set_cards(duel, 1)[0])
    # Just Desserts is Spell Speed 2: it cannot go on top of the Counter Trap (Spell Speed 3).
    assert duel.chain() == [] and duel.lp(1) == 8000
    assert duel.spells(0)[0]["position"] == "facedown"


def test_z_negated_effect_the_activation_still_happened():
    duel = at(hands=([OOKAZI], []), spells=([], [NEGATE_EFFECT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    duel.apply(A.ACT_ACTIVATE + set_cards(duel, 1)[0])
    assert duel.lp(1) == 8000 and duel.graveyard(0) == [OOKAZI]


def test_continuous_cannot_attack_restriction():
    duel = at(turn=3, turn_player=1, spells=([(NO_ATTACKS, "faceup")], []), monsters=([], [M]))
    go_to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_ah02_a_once_per_turn_effect_is_used_once_each_turn():
    duel = at(turn=3, spells=([(ONCE, "faceup")], []))
    once = set_cards(duel, 0)[0]
    duel.apply(A.ACT_ACTIVATE + once)
    assert duel.lp(0) == 8100
    assert A.ACT_ACTIVATE + once not in duel.legal_actions()
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)   # player 1's turn 4 ends
    pass_until(duel, "main")
    assert duel.turn() == 5 and A.ACT_ACTIVATE + once in duel.legal_actions()


def test_t04_x04_a_dependent_part_needs_the_part_before_it():
    # "Destroy the target, and if you do, gain 500 LP": with the target gone at resolution
    # (V03), the LP part does not happen; a plain second part (Waboku-style "and") would.
    from ygo_core.scripts.vocab import and_if_you_do, destroy, gain_lp
    scripts = dict(bundled_scripts())
    dependent, independent = 98200001, 98200002
    scripts[dependent] = card(dependent, "Test Dependent",
                              activate(destroy(), and_if_you_do(gain_lp(500)), target=monsters()))
    scripts[independent] = card(independent, "Test Independent",
                                activate(destroy(), gain_lp(500), target=monsters()))
    infos = [CardInfo(c, 0, n, NORMAL_TRAP, 0, 0, 0, 0, 0)
             for c, n in ((dependent, "Test Dependent"), (independent, "Test Independent"))]
    cards = CardDB(_read_bundled() + list(_synthetic_cards()) + infos, scripts=scripts)
    from ygo_core import Duel
    for code, lp in ((dependent, 8000), (independent, 8500)):
        # Player 0 targets player 1's monster; player 1 chains Two-Pronged Attack destroying it.
        duel = Duel.from_position(cards, turn=3, auto_forced=False, spells=([code], [83887306]),
                                  monsters=([M], [M, vanilla(1200, 1000)]),
                                  decks=([vanilla(100, 100)] * 5,) * 2)
        trap = [s["card"] for s in duel.spells(0) if s][0]
        duel.apply(A.ACT_ACTIVATE + trap)
        target = monster_card(duel, 1, 0)
        duel.apply(A.ACT_SELECT + target)
        duel.apply(A.ACT_ACTIVATE + [s["card"] for s in duel.spells(1) if s][0])
        duel.apply(A.ACT_SELECT + target)
        duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
        duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
        pass_until(duel, "main")
        assert duel.lp(0) == lp, code


def _timing_duel(when):
    """Player 0 controls a test monster with an optional trigger "(when|if) another monster is
    Special Summoned: you can gain 300 LP", a Set test Trap that Special Summons from the GY,
    and Ookazi in hand."""
    from ygo_core import Duel
    from ygo_core.scripts.vocab import gain_lp, special_summon, trigger
    watcher, revive = 98300001, 98300002
    scripts = dict(bundled_scripts())
    scripts[watcher] = card(watcher, "Test Watcher",
                            trigger("special_summoned", gain_lp(300), of="other", optional=True, when=when))
    scripts[revive] = card(revive, "Test Revive", activate(special_summon(), target=monsters(where=("gy",))))
    infos = [CardInfo(watcher, 0, "Test Watcher", 0x21, 4, 1, 1, 1000, 1000),
             CardInfo(revive, 0, "Test Revive", NORMAL_TRAP, 0, 0, 0, 0, 0)]
    cards = CardDB(_read_bundled() + list(_synthetic_cards()) + infos, scripts=scripts)
    return Duel.from_position(cards, turn=3, auto_forced=False, hands=([OOKAZI], []),
                              monsters=([watcher], []), spells=([revive], []), graveyards=([M], []),
                              decks=([vanilla(100, 100)] * 5,) * 2)


def _revive(duel):
    duel.apply(A.ACT_ACTIVATE + [s["card"] for s in duel.spells(0) if s][0])
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])


@pytest.mark.parametrize("when", [True, False])
def test_u10_an_optional_trigger_whose_event_was_the_last_thing(when):
    duel = _timing_duel(when)
    duel.apply(A.ACT_TO_END)          # player 0 tries to leave Main Phase 1 ...
    _revive(duel)                     # ... and instead flips the Trap in the window (chain link 1)
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    assert duel.decision() == "yesno"  # the summon was the last thing: both wordings may activate
    duel.apply(A.ACT_YES)
    pass_until(duel, "main")
    assert duel.lp(0) == 8300


@pytest.mark.parametrize("when,asked", [(True, False), (False, True)])
def test_u10c_when_misses_the_timing_if_does_not(when, asked):
    # CL1 Ookazi, CL2 the Trap: the Special Summon (CL2) is followed by Ookazi's damage (CL1).
    duel = _timing_duel(when)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    _revive(duel)
    duel.apply(A.ACT_ATTACK_POSITION)
    assert duel.lp(1) == 7200
    keep_gy_order(duel)  # C10: Ookazi and the Trap leave the chain together
    assert (duel.decision() == "yesno") == asked


@pytest.mark.parametrize("code,lp", [(STILL_HOLDS, 8000), (CHECKED_ONCE, 8500)])
def test_q14_x01_a_condition_to_activate_and_to_resolve_is_checked_again(code, lp):
    # "You control a face-up monster" holds at activation; player 1 turns that monster face-down
    # in response. Marked to_resolve (Q14), the condition fails at resolution and the effect does
    # nothing (X01); unmarked, it was checked at activation only. The Trap goes to the GY either
    # way (W11).
    duel = at(turn=3, monsters=([M], []), spells=([code], [BOOK_OF_MOON]))
    duel.apply(A.ACT_ACTIVATE + set_cards(duel, 0)[0])
    duel.apply(A.ACT_ACTIVATE + set_cards(duel, 1)[0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "set"
    assert duel.lp(0) == lp and duel.graveyard(0) == [code] and duel.graveyard(1) == [BOOK_OF_MOON]


def test_to_resolve_refuses_a_timing():
    from ygo_core.scripts.vocab import last_event
    with pytest.raises(ValueError, match="timing"):
        to_resolve(last_event("attack_declared"))


def test_ah10_battle_phase_not_conducted_this_turn():
    # Legal in Main Phase 1 and in the opponent's next turn; not in Main Phase 2 after a Battle
    # Phase (E01: Main Phase 2 only comes after one).
    duel = at(turn=3, hands=([BEFORE_BATTLE, BEFORE_BATTLE], [BEFORE_BATTLE]), monsters=([M], []))
    spell = A.ACT_ACTIVATE + card_in_hand(duel, 0, BEFORE_BATTLE)
    assert spell in duel.legal_actions()
    go_to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert duel.phase() == "main2" and spell not in duel.legal_actions()
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 1
    assert A.ACT_ACTIVATE + card_in_hand(duel, 1, BEFORE_BATTLE) in duel.legal_actions()


def test_e01_a_position_set_up_in_main_phase_2_had_a_battle_phase():
    duel = at(turn=3, phase="main2", hands=([BEFORE_BATTLE], []))
    assert duel.decision() == "main"
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BEFORE_BATTLE) not in duel.legal_actions()


@pytest.mark.parametrize("hand,monsters_,legal", [
    ([], [], False),                                  # U08: nothing to summon
    ([SWORD], [], False),                             # only a Spell
    ([vanilla(2500, 2000, 7)], [M], False),           # a Level 7 and one monster to Tribute
    ([vanilla(2500, 2000, 7)], [M, M], True),         # G07: two Tributes available
    ([vanilla(2000, 1000, 5)], [M], True),            # G07: one Tribute for a Level 5
    ([M], [M] * 5, False),                            # no free zone and no Tribute needed
])
def test_u08_tc086_an_extra_normal_summon_needs_a_summonable_monster(hand, monsters_, legal):
    duel = at(hands=([EXTRA_SUMMON] + hand, []), monsters=(monsters_, []), normal_summon_used=True)
    assert (A.ACT_ACTIVATE + card_in_hand(duel, 0, EXTRA_SUMMON) in duel.legal_actions()) is legal
