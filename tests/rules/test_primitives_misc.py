"""The misc family's primitives (docs/effects.md, "Misc family"), each exercised with a
test-only card declared in the vocabulary: a filter of the cards that can take a counter, a
condition on the kind of card activated below (W, Z), the "attacked, before damage
calculation" event and a destruction after damage calculation (F16), an Equip Card's "destroyed
while equipped" event (R11), negating the effects of battle victims, no battle damage from a
monster's battles (F23)."""
from ygo_core import actions as A
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    activate_equip, add_counter, continuous, counter_holders, destroyed_after_attacked, draw, gain_lp,
    monsters, negate_battle_victims, no_battle_damage_to_controller, normal_card_activated, quick, trigger,
)

from helpers import table_db, table_position, attack, card_in_hand, keep_gy_order, monster_card, vanilla

EFFECT_MONSTER, NORMAL_MONSTER, EQUIP_SPELL = 0x21, 0x11, 0x40002
HOLDER_2, HOLDER_ANY = 98700002, 98700003

TEST_CARDS = {
    98700001: ("Test Counter Giver", EFFECT_MONSTER, (1000, 1000),
               trigger(("normal_summoned", "flip_summoned"), add_counter("targets", 1), of="self",
                       target=counter_holders({HOLDER_2: 2, HOLDER_ANY: 0}))),
    HOLDER_2: ("Test Holder Of Two", NORMAL_MONSTER, (1000, 1000)),
    HOLDER_ANY: ("Test Holder Of Any", NORMAL_MONSTER, (1000, 1000)),
    98700004: ("Test Trap Answerer", EFFECT_MONSTER, (1000, 1000),
               quick(gain_lp(100), conditions=[normal_card_activated("trap")])),
    98700005: ("Test Bouncer", EFFECT_MONSTER, (1000, 1000),
               trigger("attacked_before_calc", gain_lp(500), of="self"),
               continuous(destroyed_after_attacked())),
    98700006: ("Test Returning Equip", EQUIP_SPELL, None,
               activate_equip(monsters(face_up=True)),
               trigger("destroyed_while_equipped", draw(1), of="self")),
    98700007: ("Test Victor", EFFECT_MONSTER, (2000, 1000), continuous(negate_battle_victims())),
    98700008: ("Test Shielded", EFFECT_MONSTER, (1000, 1000), continuous(no_battle_damage_to_controller())),
    98700009: ("Test Grave Gainer", EFFECT_MONSTER, (1000, 1000),
               trigger("destroyed_by_battle", gain_lp(300), of="self")),
}
GIVER, _, _, ANSWERER, BOUNCER, EQUIP, VICTOR, SHIELDED, GAINER = sorted(TEST_CARDS)
TRAP_HOLE = 4206964
CALL_OF_THE_HAUNTED = 97077563
MST = 5318639
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)
M3000 = vanilla(3000, 1000)


def _info(code, name, kind, stats):
    return CardInfo(code, 0, name, kind, 4, 0x20, 0x1, *(stats or (0, 0)))


def db():
    return table_db(TEST_CARDS, _info, stats_column=True, script_all=False)


def position(**kw):
    return table_position(db(), [M1000] * 10, **kw)


def settle(duel):
    while duel.decision() in ("response", "gy_order", "position", "yesno"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        elif duel.decision() == "position":
            duel.apply(A.ACT_ATTACK_POSITION)
        elif duel.decision() == "yesno":
            duel.apply(A.ACT_YES)
        else:
            duel.apply(A.ACT_PASS)
    return duel.decision()


def fight(duel):
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"
    duel.apply(attack(0, 0))
    return settle(duel)


def test_counter_holders_match_cards_below_their_most_counters():
    duel = position(hands=([GIVER], []),
                    monsters=([HOLDER_2, HOLDER_ANY, (GIVER, "set"), (GIVER, "set")], [M1000]))
    two, anything = monster_card(duel, 0, 0), monster_card(duel, 0, 1)
    summons = [A.ACT_SUMMON + card_in_hand(duel, 0, GIVER),
               A.ACT_FLIP_SUMMON + monster_card(duel, 0, 2), A.ACT_FLIP_SUMMON + monster_card(duel, 0, 3)]
    for placed, summon in enumerate(summons):
        duel.apply(summon)
        assert settle(duel) == "target"
        offered = sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())
        assert offered == ([two, anything] if placed < 2 else [anything])   # never the vanilla
        duel.apply(A.ACT_SELECT + (two if placed < 2 else anything))
        assert settle(duel) == "main"
    assert duel.counters(two) == 2 and duel.counters(anything) == 1


def test_normal_card_activated_answers_only_that_kind():
    duel = position(hands=([M1500], []), monsters=([ANSWERER], []), spells=([], [TRAP_HOLE]))
    answerer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    while not (duel.decision() == "response" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    assert duel.current_player() == 0 and A.ACT_ACTIVATE + answerer in duel.legal_actions()
    duel = position(monsters=([ANSWERER], []), spells=([], [CALL_OF_THE_HAUNTED]),
                    graveyards=([], [M2000]), turn_player=1)
    answerer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    while duel.decision() == "response":
        assert not (duel.current_player() == 0 and A.ACT_ACTIVATE + answerer in duel.legal_actions())
        duel.apply(A.ACT_PASS)


def test_attacked_before_calc_and_destroyed_after_attacked():
    duel = position(monsters=([M1000], [BOUNCER]))
    assert fight(duel) == "battle"
    assert duel.lp(1) == 8500 and duel.graveyard(1) == [BOUNCER]   # a tie would destroy both:
    assert duel.graveyard(0) == [M1000]                             # 1000 vs 1000 (F18)
    duel = position(monsters=([vanilla(500, 500)], [BOUNCER]))
    assert fight(duel) == "battle"
    assert duel.lp(1) == 8500 and duel.graveyard(1) == [BOUNCER]   # survived the battle: its effect
    assert duel.lp(0) == 7500


def test_destroyed_while_equipped_triggers_from_the_gy():
    duel = position(hands=([EQUIP, MST], []), monsters=([M1000], []), decks=([M2000] * 5, [M1000] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, EQUIP))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel)
    equip = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + equip)
    settle(duel)
    assert duel.graveyard(0) == [MST, EQUIP] or sorted(duel.graveyard(0)) == sorted([MST, EQUIP])
    assert duel.hand(0) == [M2000]                # its trigger (from the GY) drew 1


def test_negate_battle_victims_and_no_battle_damage_to_controller():
    duel = position(monsters=([VICTOR], [GAINER]))
    assert fight(duel) == "battle"
    assert duel.lp(1) == 7000 and duel.graveyard(1) == [GAINER]      # no 300 gained
    duel = position(monsters=([M2000], [GAINER]))
    assert fight(duel) == "battle"
    assert duel.lp(1) == 7300                                        # the control: +300
    duel = position(monsters=([M3000], [SHIELDED]))
    assert fight(duel) == "battle"
    assert duel.lp(1) == 8000 and duel.graveyard(1) == [SHIELDED]
