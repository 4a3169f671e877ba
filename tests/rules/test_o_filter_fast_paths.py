"""O11, O13, V01 through the filter walks' fast paths (speed, issue 12): a filter without a stats
clause (no FF_STATS, derived by the compiler) matches without stats_match, so a face-down card
matches it; one with a stats clause still refuses a face-down card (it has no properties). A
zone cell's card of a position the filter does not name is refused before the whole match."""
from ygo_core import actions as A
from ygo_core.scripts.compiler import Compiled, _filter
from ygo_core.scripts.vocab import Filter, monsters
from ygo_core.vm import opcodes as O

from helpers import card_in_hand, monster_card, position, vanilla

CHANGE_OF_HEART = 4031928   # Normal Spell: target 1 monster the opponent controls (no stats clause)
JUST_DESSERTS = 24068492    # Normal Trap: needs a monster the opponent controls (no stats clause)
LORD_OF_D = 17985575        # Lord of D.: Dragons cannot be targeted (a stats clause: the Type)
KOUMORI = 67724379          # Koumori Dragon, DARK Dragon 1500/1200
REMOVE_TRAP = 51482758      # Normal Spell: target a face-up Trap (no stats clause, a position)
TRAP_HOLE = 4206964         # Normal Trap
CAPTURE_JAR = 50045299      # Dragon Capture Jar (Continuous Trap)
M1000 = vanilla(1000, 1000)


def flags_of(f: Filter) -> int:
    out = Compiled()
    return out.code[_filter(out, f) + O.F_FLAGS]


def test_the_compiler_marks_exactly_the_filters_with_a_stats_clause():
    assert not flags_of(monsters("foe")) & O.FF_STATS
    assert not flags_of(monsters(face_up=True, atk_min=0)) & O.FF_STATS  # ATK is never below 0
    for stats in (dict(races=("Fiend",)), dict(attributes=("DARK",)), dict(atk_min=1), dict(atk_max=1500),
                  dict(code=KOUMORI), dict(level_max=4), dict(def_max=0), dict(level_min=4)):
        assert flags_of(monsters(**stats)) & O.FF_STATS, stats


def test_a_face_down_monster_is_a_target_of_a_filter_without_stats():
    # O11, V01: Change of Heart's target has no property to read: the Set monster is one.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([], [(M1000, "set")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    assert sorted(a - A.ACT_SELECT for a in duel.legal_actions()) == [monster_card(duel, 1, 0)]


def test_a_face_down_monster_counts_for_a_condition_without_stats():
    # O11, U08: Just Desserts needs a monster the opponent controls, face-down or not.
    duel = position(spells=([JUST_DESSERTS], []), monsters=([], [(M1000, "set")]))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] in duel.legal_actions()
    empty = position(spells=([JUST_DESSERTS], []))
    assert A.ACT_ACTIVATE + empty.spells(0)[0]["card"] not in empty.legal_actions()


def test_a_face_down_dragon_is_not_covered_by_a_filter_with_stats():
    # O13, V04: Lord of D.'s protection names a Type (a stats clause); a Set Dragon has none, so
    # Change of Heart may target it, and not the face-up one.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([LORD_OF_D], [KOUMORI, (KOUMORI, "set")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    assert sorted(a - A.ACT_SELECT for a in duel.legal_actions()) == [monster_card(duel, 1, 1)]


def test_a_set_trap_is_no_target_of_a_face_up_filter():
    # R07, V01: Remove Trap targets the face-up Trap only; the Set one is refused by position.
    duel = position(hands=([REMOVE_TRAP], []), spells=([], [TRAP_HOLE, (CAPTURE_JAR, "faceup")]))
    jar = [s["card"] for s in duel.spells(1) if s and s["code"] == CAPTURE_JAR]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, REMOVE_TRAP))
    assert sorted(a - A.ACT_SELECT for a in duel.legal_actions()) == jar
