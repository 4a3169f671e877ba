"""The locks family's primitives (ygo_core/scripts/vocab.py, locks section), each exercised with a
test-only card: negate_effects, cannot_activate, standby_cost, level_min, negate_summon_card,
negate_activation_and_destroy (rules-mr3.md G05, S10, U03, W02, W11)."""
from ygo_core import actions as A
from ygo_core.scripts.vocab import (
    Filter, activate, cannot_activate, card_activated, continuous, defense_lock, monsters,
    negate_activation_and_destroy, negate_effects, negate_summon, negate_summon_card, spells_traps,
    standby_cost,
)

from helpers import table_db, table_position, card_in_hand, go_to_battle, pass_until, vanilla, attack

NORMAL_SPELL, CONTINUOUS_SPELL, CONTINUOUS_TRAP, COUNTER_TRAP = 0x2, 0x20002, 0x20004, 0x100004
TEST_CARDS = {
    98100001: ("Test Negate Foe Monsters", CONTINUOUS_TRAP, activate(),
               continuous(negate_effects(monsters("foe", face_up=True)))),
    98100002: ("Test No Spells From Hand", CONTINUOUS_TRAP, activate(),
               continuous(cannot_activate(Filter(where=("hand",), kind=("spell",))))),
    98100003: ("Test Upkeep", CONTINUOUS_SPELL, activate(), continuous(standby_cost(300))),
    98100004: ("Test High Levels Defend", CONTINUOUS_SPELL, activate(),
               continuous(defense_lock(monsters(face_up=True, level_min=7)))),
    98100005: ("Test Summon Negation", COUNTER_TRAP, negate_summon_card(negate_summon())),
    98100006: ("Test Card Negation", COUNTER_TRAP,
               activate(negate_activation_and_destroy(), conditions=[card_activated()])),
    98100007: ("Test Negate Other Traps", CONTINUOUS_TRAP, activate(),
               continuous(negate_effects(spells_traps(kind=("trap",), not_self=True)))),
}
(NEGATE_FOE, NO_SPELLS, UPKEEP, HIGH_DEFEND, SUMMON_NEGATION, CARD_NEGATION,
 NEGATE_OTHER_TRAPS) = sorted(TEST_CARDS)
LORD_OF_D = 17985575
BLUE_EYES = 89631139
BOOK_OF_MOON = 14087893
POT_OF_GREED = 55144522
MIRROR_FORCE = 44095762
ULTIMATE_OFFERING = 80604091
DRAGON_CAPTURE_JAR = 50045299
M = vanilla(1000, 1000)

def db():
    return table_db(TEST_CARDS)


def pos(**kw):
    return table_position(db(), [vanilla(100, 100)] * 10, **kw)


def spell_ids(duel, player):
    return [s["card"] for s in duel.spells(player) if s]


def test_negate_effects_follows_its_filter():
    # The filter reads "foe" from the negating card's controller: player 0's card negates player
    # 1's Lord of D., so Book of Moon may target player 1's Dragon; the same card on player 1's
    # side leaves its own Lord alone.
    for owner, targetable in ((0, True), (1, False)):
        spells = ([(NEGATE_FOE, "faceup")], []) if owner == 0 else ([], [(NEGATE_FOE, "faceup")])
        duel = pos(hands=([BOOK_OF_MOON], []), spells=spells, monsters=([], [LORD_OF_D, BLUE_EYES]))
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
        assert (A.ACT_SELECT + duel.monsters(1)[1]["card"] in duel.legal_actions()) == targetable


def test_negation_ends_when_the_negating_card_leaves():
    # Q01: re-applied after every event; with the negator gone, the Jar locks the Dragon again.
    duel = pos(hands=([], []), monsters=([(BLUE_EYES, "attack")], []),
               spells=([(NEGATE_OTHER_TRAPS, "faceup")], [(DRAGON_CAPTURE_JAR, "faceup"), 5318639]))
    assert duel.monsters(0)[0]["position"] == "attack"
    duel2 = pos(turn=3, turn_player=1, monsters=([(BLUE_EYES, "attack")], []),
                spells=([(NEGATE_OTHER_TRAPS, "faceup")], [(DRAGON_CAPTURE_JAR, "faceup")]),
                hands=([], [5318639]))
    duel2.apply(A.ACT_ACTIVATE + card_in_hand(duel2, 1, 5318639))  # Mystical Space Typhoon
    duel2.apply(A.ACT_SELECT + spell_ids(duel2, 0)[0])
    pass_until(duel2, "main")
    assert duel2.monsters(0)[0]["position"] == "defense"


def test_two_mutual_negators_of_one_kind_both_stay():
    # Two "negate other Traps" cards negate each other's kind; neither negates the other (the
    # engine's rule for a mutual pair of one kind), and other Traps stay negated.
    duel = pos(monsters=([(BLUE_EYES, "attack")], []),
               spells=([(NEGATE_OTHER_TRAPS, "faceup")], [(NEGATE_OTHER_TRAPS, "faceup"), (DRAGON_CAPTURE_JAR, "faceup")]))
    assert duel.monsters(0)[0]["position"] == "attack"


def test_cannot_activate_follows_its_filter():
    duel = pos(hands=([POT_OF_GREED], []), spells=([], [(NO_SPELLS, "faceup")]), decks=([M] * 5, [M] * 5))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED) not in duel.legal_actions()
    free = pos(hands=([POT_OF_GREED], []), decks=([M] * 5, [M] * 5))
    assert A.ACT_ACTIVATE + card_in_hand(free, 0, POT_OF_GREED) in free.legal_actions()


def test_standby_cost_is_asked_in_each_of_its_controllers_standby_phases():
    duel = pos(phase="draw", spells=([(UPKEEP, "faceup")], []))
    pass_until(duel, "yesno")
    duel.apply(A.ACT_YES)
    pass_until(duel, "main")
    assert duel.lp(0) == 7700
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")  # player 1's turn: nothing asked
    assert duel.current_player() == 1 and duel.lp(0) == 7700
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "yesno")
    duel.apply(A.ACT_NO)
    pass_until(duel, "main")
    assert duel.lp(0) == 7700 and UPKEEP in duel.graveyard(0)


def test_level_min_filter():
    duel = pos(monsters=([vanilla(2500, 2000, level=7), vanilla(2400, 2000, level=6)], []),
               spells=([(HIGH_DEFEND, "faceup")], []))
    assert [m["position"] for m in duel.monsters(0)[:2]] == ["defense", "attack"]


def test_summon_negation_window_negates_a_tribute_summon():
    # G05, G09: the Tribute is paid and the Normal Summon used even though the summon is negated.
    duel = pos(hands=([vanilla(2400, 1000, level=6)], []), monsters=([M], []),
               spells=([], [SUMMON_NEGATION]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, vanilla(2400, 1000, level=6)))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert sorted(duel.graveyard(0)) == sorted([M, vanilla(2400, 1000, level=6)])
    assert all(m is None for m in duel.monsters(0))


def test_only_summon_negation_starts_a_chain_in_the_summon_window():
    # Mirror Force and a card negation cannot answer "a monster is being summoned".
    duel = pos(hands=([M], []), spells=([], [MIRROR_FORCE, CARD_NEGATION, SUMMON_NEGATION]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    assert duel.decision() == "response"
    summon_negation = next(s["card"] for s in duel.spells(1) if s and s["code"] == SUMMON_NEGATION)
    assert sorted(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + summon_negation]


def test_card_negation_answers_card_activations_not_effects():
    # Ultimate Offering's effect (an effect of a face-up Trap) is not a card activation.
    duel = pos(turn=3, turn_player=1, hands=([], [M]), spells=([CARD_NEGATION], [(ULTIMATE_OFFERING, "faceup")]))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert duel.decision() != "response" or duel.current_player() != 0
    duel = pos(turn=3, turn_player=1, hands=([], [POT_OF_GREED]), spells=([CARD_NEGATION], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, POT_OF_GREED))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_until(duel, "main")
    assert POT_OF_GREED in duel.graveyard(1) and duel.hand(1) == []
