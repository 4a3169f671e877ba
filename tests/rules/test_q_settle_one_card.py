"""Q01-Q02 after a change of one card (speed, issue 12): when the continuous effects in force
read nothing of the card that changed but the card itself (a filter on its own place, position
and kind), settling re-applies them to that card only; when one reads more (a hand size, or the
card is itself a continuous applier), everything is re-applied. Either way the state at the next
decision is exactly what a whole re-application gives: each test loads it back through
Duel.from_buffer, whose check re-applies every effect and compares (ygo_core.state_check)."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import continuous, monsters, stats_for, stats_while_hand_at_most

from helpers import table_db, table_position, vanilla

EFFECT_MONSTER = 0x21

TEST_CARDS = {
    98120011: ("Test Banner Q", EFFECT_MONSTER, (1000, 1000),
               continuous(stats_for(monsters("self", face_up=True), atk=400, defense=400))),
    98120012: ("Test Lean Hand Q", EFFECT_MONSTER, (1000, 1000), continuous(stats_while_hand_at_most(0, atk=500))),
}
BANNER, LEAN_HAND = sorted(TEST_CARDS)
M1000 = vanilla(1000, 1000)


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x10, *stats)


def db():
    # Built at the first test, once (table_db), not when the module is collected.
    return table_db(TEST_CARDS, _info, stats_column=True, script_all=False)


def position(**kw):
    return table_position(db(), [M1000] * 10, **kw)


def settled(duel):
    """Pass the response windows; the state at the decision is the whole application's."""
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.buffer[L.HDR_DIRTY] == L.DIRTY_NONE
    assert Duel.from_buffer(db(), duel.buffer) == duel  # raises a StateError naming any other word
    return duel


def stats(duel, player):
    return sorted((m["atk"], m["def"]) for m in duel.monsters(player) if m)


def monster(duel, player, position=None, code=None):
    """The one monster of `player` in `position` (or of passcode `code`)."""
    (found,) = [m for m in duel.monsters(player)
                if m and (position is None or m["position"] == position) and (code is None or m["code"] == code)]
    return found


def test_a_summoned_monster_gets_the_boost_in_force_and_the_booster_keeps_its_own():
    # Q01: the Normal Summon changes one card (hand -> Monster Zone); the Banner's filter reads
    # only that card's place and position, so it alone is re-applied: 1000 + 400.
    duel = position(monsters=([BANNER], []), hands=([M1000], []))
    assert stats(duel, 0) == [(1400, 1400)]
    duel.apply(A.ACT_SUMMON + duel.card_ids(0, "hand")[0])
    assert stats(settled(duel), 0) == [(1400, 1400), (1400, 1400)]


def test_a_set_monster_is_not_boosted_until_it_is_flip_summoned():
    duel = position(monsters=([BANNER, (M1000, "set")], []))
    assert stats(duel, 0) == [(1000, 1000), (1400, 1400)]
    duel.apply(A.ACT_FLIP_SUMMON + monster(duel, 0, "set")["card"])
    assert stats(settled(duel), 0) == [(1400, 1400), (1400, 1400)]


def test_a_booster_flipped_face_up_raises_the_others():
    # The changed card is itself a continuous applier: everything is re-applied.
    duel = position(monsters=([M1000, (BANNER, "set")], []))
    assert stats(duel, 0) == [(1000, 1000), (1000, 1000)]
    duel.apply(A.ACT_FLIP_SUMMON + monster(duel, 0, "set")["card"])
    assert stats(settled(duel), 0) == [(1400, 1400), (1400, 1400)]


def test_a_summon_that_empties_the_hand_turns_on_an_effect_that_reads_the_hand():
    # "While you have 0 cards in your hand": the summon's card leaves the hand, which the
    # applier reads, so it is not a change of one card only.
    duel = position(monsters=([LEAN_HAND], []), hands=([M1000], []))
    assert stats(duel, 0) == [(1000, 1000)]
    duel.apply(A.ACT_SUMMON + duel.card_ids(0, "hand")[0])
    assert stats(settled(duel), 0) == [(1000, 1000), (1500, 1000)]


def test_a_boosted_monster_changed_to_defense_keeps_its_boost():
    duel = position(monsters=([BANNER, M1000], []))
    duel.apply(A.ACT_CHANGE_POSITION + monster(duel, 0, code=M1000)["card"])
    changed = monster(settled(duel), 0, code=M1000)
    assert (changed["position"], changed["atk"], changed["def"]) == ("defense", 1400, 1400)


# A card that leaves the field (speed, issue 12): when it applied nothing itself, no Equip was
# equipped to it and the effects in force read only the card they cover, only that card is
# settled; a booster that leaves takes everything back with it (the whole application).

L5 = vanilla(1500, 1000, level=5)


def test_a_monster_tributed_under_a_boost_leaves_the_others_boosted():
    # Q01: the Tribute leaves for the GY; the Banner and the Tribute Summoned monster are boosted.
    duel = position(monsters=([BANNER, M1000], []), hands=([L5], []))
    duel.apply(A.ACT_SUMMON + duel.card_ids(0, "hand")[0])
    assert duel.decision() == "tribute"
    duel.apply(A.ACT_SELECT + monster(duel, 0, code=M1000)["card"])
    assert duel.graveyard(0) == [M1000]
    assert stats(settled(duel), 0) == [(1400, 1400), (1900, 1400)]


def test_the_booster_tributed_takes_its_boost_with_it():
    # The card that leaves is the continuous applier itself: everything is re-applied.
    duel = position(monsters=([BANNER, M1000], []), hands=([L5], []))
    duel.apply(A.ACT_SUMMON + duel.card_ids(0, "hand")[0])
    duel.apply(A.ACT_SELECT + monster(duel, 0, code=BANNER)["card"])
    assert duel.graveyard(0) == [BANNER]
    assert stats(settled(duel), 0) == [(1000, 1000), (1500, 1000)]


def test_a_monster_that_leaves_while_an_effect_reads_the_hand_is_settled_in_full():
    # "While you have 0 cards in your hand": the Tribute Summon empties the hand, so the
    # Tribute's leaving is not a change of one card only.
    duel = position(monsters=([LEAN_HAND, M1000], []), hands=([L5], []))
    duel.apply(A.ACT_SUMMON + duel.card_ids(0, "hand")[0])
    duel.apply(A.ACT_SELECT + monster(duel, 0, code=M1000)["card"])
    assert stats(settled(duel), 0) == [(1500, 1000), (1500, 1000)]
