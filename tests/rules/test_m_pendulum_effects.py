"""MR3 Pendulum Effects beyond the activated ones (rules-mr3.md M03, M06, M10, M14, E18): continuous
Pendulum Effects, scale changes and the Pendulum Summon's range, Pendulum Summon restrictions,
"the other Pendulum Zone holds X". Test-only cards (passcodes outside every real range) carry
each primitive alone; the real cards' tests are in tests/cards/test_mr3_pendulum.py."""
from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core import layout as LL
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    Filter, PendulumFilter, activate, card, continuous, draw, gy_monsters, monsters, no_activation_when,
    pendulum_effect, pendulum_summon_only, quick, return_to_hand, scale_unless, set_scale, stats_for,
    destroy, pzone_proof, trigger, add_different_names, distinct_names_at_least, no_pendulum_effect_this_turn,
    pzone_proof_until,
)
from ygo_core.state_check import check_state

from tests.helpers import _synthetic_cards, card_in_hand, filler, offered, vanilla
from tests.pendulum_cards import DRAWING_PENDULUM as DRAWING, EFFECT_PENDULUM, MANDRAGON, REAL, SCALE_1, SCALE_8, \
    SYNTHETIC, TEST_SCRIPTS

DARK, SPELLCASTER = 0x20, 0x2
GAZER = 99_100_201        # Scale 1: its Scale is 4 unless the other zone holds a Scale-8 test card
RESTRICTOR = 99_100_202   # Scale 8: its controller Pendulum Summons only Pendulum Monsters
BOOSTER = 99_100_203      # Scale 2: its controller's monsters gain 300 ATK (from the zone only)
SCALE_SETTER = 99_100_204  # a test Normal Spell: a card in your Pendulum Zone gets Scale 9 this turn
BACKER = 99_100_205        # a test Normal Spell: target 1 monster in your GY between your Scales
LOCKER = 99_100_206        # an Effect Monster: the opponent's monster effects are locked in the Battle Phase
GUARD = 99_100_207         # Scale 3: the opponent's monster effects are locked while its player's Pendulum battles
QUICKY = 99_100_208        # an Effect Monster with a Quick effect (also in the Damage Step): draw 1
WATCHER = 99_100_209       # an Effect Monster: when exactly 1 monster is returned to the hand, its player draws 1
BOUNCE_TWO = 99_100_210    # a test Normal Spell: return 2 cards on the field to the hand
SHIELD = 99_100_211        # Scale 5: the cards in its player's Pendulum Zones cannot be destroyed by card effects
SMASH = 99_100_212         # a test Normal Spell: destroy 1 card on the field
BOUNCE_ONE = 99_100_213    # a test Normal Spell: return 1 card on the field to the hand
CALLER = 99_100_214        # a test Normal Spell: add 2 Pendulum Monsters of different names from the Deck;
                           # not after a Pendulum Effect of the Test Gazer this turn; the player's
                           # Scale-1 test cards in the Pendulum Zones are indestructible to the end of the next turn
L3, L5, L7 = vanilla(300, 300, 3), vanilla(500, 500, 5), vanilla(700, 700, 7)
M = vanilla(1000, 1000)


def _info(code, name, scale, level=4):
    return CardInfo(code=code, alias=0, name=name, type=EFFECT_PENDULUM, level=level, attribute=DARK,
                    race=SPELLCASTER, atk=1000, defense=1000, left_scale=scale, right_scale=scale)


MINE = [_info(GAZER, "Test Gazer", 1, 5), _info(RESTRICTOR, "Test Restrictor", 8),
        _info(BOOSTER, "Test Booster", 2),
        CardInfo(code=SCALE_SETTER, alias=0, name="Test Scale Setter", type=0x2, level=0, attribute=0, race=0,
                 atk=0, defense=0),
        CardInfo(code=BACKER, alias=0, name="Test Backer", type=0x2, level=0, attribute=0, race=0,
                 atk=0, defense=0),
        CardInfo(code=LOCKER, alias=0, name="Test Locker", type=0x21, level=4, attribute=DARK, race=SPELLCASTER,
                 atk=1500, defense=1000),
        _info(GUARD, "Test Guard", 3),
        CardInfo(code=QUICKY, alias=0, name="Test Quicky", type=0x21, level=4, attribute=DARK, race=SPELLCASTER,
                 atk=500, defense=2500),
        CardInfo(code=WATCHER, alias=0, name="Test Watcher", type=0x21, level=4, attribute=DARK, race=SPELLCASTER,
                 atk=500, defense=500),
        CardInfo(code=BOUNCE_TWO, alias=0, name="Test Bounce Two", type=0x2, level=0, attribute=0, race=0,
                 atk=0, defense=0),
        _info(SHIELD, "Test Shield", 5),
        CardInfo(code=SMASH, alias=0, name="Test Smash", type=0x2, level=0, attribute=0, race=0, atk=0, defense=0),
        CardInfo(code=BOUNCE_ONE, alias=0, name="Test Bounce One", type=0x2, level=0, attribute=0, race=0,
                 atk=0, defense=0),
        CardInfo(code=CALLER, alias=0, name="Test Caller", type=0x2, level=0, attribute=0, race=0, atk=0, defense=0)]
FOE_MONSTERS = Filter(where=("hand", "monster_zone", "gy"), controller="foe", kind=("monster",))
SCRIPTS = {
    GAZER: card(GAZER, "Test Gazer", pendulum_effect(continuous(
        scale_unless(Filter(where=("pendulum_zone",), controller="self", code=SCALE_8), 4)))),
    RESTRICTOR: card(RESTRICTOR, "Test Restrictor", pendulum_effect(continuous(
        pendulum_summon_only(Filter(where=("hand", "extra"), kind=("monster", "pendulum")))))),
    BOOSTER: card(BOOSTER, "Test Booster", pendulum_effect(continuous(stats_for(monsters("self"), atk=300)))),
    SCALE_SETTER: card(SCALE_SETTER, "Test Scale Setter",
                       activate(set_scale(9), target=Filter(where=("pendulum_zone",), controller="self"))),
    BACKER: card(BACKER, "Test Backer",
                 activate(return_to_hand(), target=PendulumFilter(where=("gy",), controller="self", kind=("monster",),
                                                                   between_scales=True))),
    LOCKER: card(LOCKER, "Test Locker", continuous(no_activation_when(FOE_MONSTERS, "battle_phase"))),
    GUARD: card(GUARD, "Test Guard", pendulum_effect(continuous(no_activation_when(FOE_MONSTERS, "pendulum_battles")))),
    QUICKY: card(QUICKY, "Test Quicky", quick(draw(1), damage_step=True)),
    WATCHER: card(WATCHER, "Test Watcher", trigger("returned_one_to_hand", draw(1))),
    BOUNCE_TWO: card(BOUNCE_TWO, "Test Bounce Two", activate(return_to_hand(), target=Filter(), targets=2)),
    SHIELD: card(SHIELD, "Test Shield", pendulum_effect(continuous(pzone_proof(Filter(where=("pendulum_zone",),
                                                                                      controller="self"))))),
    SMASH: card(SMASH, "Test Smash", activate(destroy(), target=Filter())),
    BOUNCE_ONE: card(BOUNCE_ONE, "Test Bounce One", activate(return_to_hand(), target=Filter())),
    CALLER: card(CALLER, "Test Caller", activate(
        add_different_names(Filter(where=("deck",), controller="self", kind=("monster", "pendulum")), 2),
        pzone_proof_until(Filter(where=("pendulum_zone",), controller="self", code=SCALE_1), 1),
        conditions=[distinct_names_at_least(Filter(where=("deck",), controller="self", kind=("monster", "pendulum")), 2),
                    no_pendulum_effect_this_turn(Filter(where=("pendulum_zone", "hand", "gy", "extra"), code=DRAWING))])),
}
_DB = None


def db() -> CardDB:
    global _DB
    if _DB is None:
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC + MINE,
                     scripts={**bundled_scripts(), **TEST_SCRIPTS, **SCRIPTS})
    return _DB


db.__test__ = False


def position(**kw) -> Duel:
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db(), **kw)


def resolve(duel):
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


def pendulum_offered(duel):
    if A.ACT_PENDULUM_SUMMON not in duel.legal_actions():
        return None
    duel.apply(A.ACT_PENDULUM_SUMMON)
    return offered(duel)


def scales(duel, player=0):
    return [z and z["scale"] for z in duel.pendulum_zones(player)]


# ---- M06: continuous Pendulum Effects -------------------------------------------------------

def test_m06_continuous_pendulum_effect_applies_from_the_zone_only():
    # M06: a continuous Pendulum Effect applies while its card is in the Pendulum Zone; M03: the
    # same card in a Monster Zone applies no Pendulum Effect.
    duel = position(pendulums=([BOOSTER], []), monsters=([(M, "attack")], [(M, "attack")]))
    assert duel.monsters(0)[0]["atk"] == 1300 and duel.monsters(1)[0]["atk"] == 1000
    duel = position(monsters=([(BOOSTER, "attack"), (M, "attack")], []))
    assert [m["atk"] for m in duel.monsters(0)[:2]] == [1000, 1000]
    check_state(duel.buffer, db())


def test_m06_continuous_pendulum_effect_stops_when_its_card_leaves():
    # M06: destroyed (Mystical Space Typhoon), the boost is gone at once; the card goes face-up
    # to the Extra Deck (M07).
    mst = 5318639
    duel = position(pendulums=([BOOSTER], []), monsters=([(M, "attack")], []), hands=([], [mst]), turn_player=1)
    assert duel.monsters(0)[0]["atk"] == 1300
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, mst))
    duel.apply(A.ACT_SELECT + duel.pendulum_zones(0)[0]["card"])
    resolve(duel)
    assert duel.monsters(0)[0]["atk"] == 1000 and [duel.card_code(c) for c in duel.extra_faceup(0)] == [BOOSTER]


# ---- Scales: "the other Pendulum Zone holds X", scale changes, M10's range --------------------

def test_m10_scale_condition_on_the_other_zone_sets_the_range():
    # M06/M10: "if the other zone holds no X, this card's Scale becomes 4": beside Scale 8 (an X)
    # it is 1 and Levels 2-7 fit; beside Mandragon (Scale 2) it is 4 and only Level 3 fits.
    duel = position(pendulums=([GAZER, SCALE_8], []), hands=([L3, L5, L7], []))
    assert scales(duel) == [1, 8] and pendulum_offered(duel) == sorted([L3, L5, L7])
    duel = position(pendulums=([GAZER, MANDRAGON], []), hands=([L3, L5], []))
    assert scales(duel) == [4, 2] and pendulum_offered(duel) == [L3]
    duel = position(pendulums=([GAZER], []))
    assert scales(duel) == [4, None]  # the other zone empty: nothing there fits


def test_m10_scale_change_until_the_end_of_the_turn():
    # E18, M10: "its Scale becomes 9 until the end of this turn": the range is 1-9 this turn
    # (a Level 8 fits), the printed 2 again next turn; the record survives a saved state.
    l8 = vanilla(800, 800, 8)
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([SCALE_SETTER, l8], []),
                    decks=(filler(), filler()))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCALE_SETTER))
    duel.apply(A.ACT_SELECT + duel.pendulum_zones(0)[1]["card"])
    resolve(duel)
    assert scales(duel) == [1, 9]
    check_state(duel.buffer, db())
    again = Duel.from_buffer(db(), duel.buffer)
    assert scales(again) == [1, 9]
    assert pendulum_offered(duel) == [l8]
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([SCALE_SETTER], []), decks=(filler(), filler()))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCALE_SETTER))
    duel.apply(A.ACT_SELECT + duel.pendulum_zones(0)[1]["card"])
    resolve(duel)
    duel.apply(A.ACT_TO_END)
    while duel.decision() != "main":
        duel.apply(A.ACT_PASS if duel.decision() == "response" else duel.legal_actions()[0])
    assert scales(duel) == [1, 2]


def test_m10_m14_level_between_the_scales_filter():
    # M10's range as a filter (Pendulum Back): strictly between, in either order; M14: an Xyz
    # Monster (a Rank, no Level) is never between.
    gem_knight_pearl = 71594310  # Rank 4 Xyz (tests/mr3_cards.py facts), not in this pool: a Level 4 stands in
    duel = position(pendulums=([SCALE_8, SCALE_1], []), spells=([(BACKER, "set")], []),
                    graveyards=([L3, vanilla(100, 100, 1), vanilla(800, 800, 8)], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert offered(duel) == [L3]
    duel = position(pendulums=([SCALE_1], []), spells=([(BACKER, "set")], []), graveyards=([L3], []))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()  # one Scale: no range
    del gem_knight_pearl


# ---- M10: Pendulum Summon restrictions ------------------------------------------------------

def test_m10_pendulum_summon_restricted_to_a_filter():
    # A continuous Pendulum Effect "you cannot Pendulum Summon except X": only X is offered,
    # from the hand and the face-up Extra Deck; the opponent's copy does not restrict.
    lp = 99_100_005  # tests/pendulum_cards.py LEVEL_5_PENDULUM (Scales 4/4)
    duel = position(pendulums=([SCALE_1, RESTRICTOR], []), hands=([L5], []), extras_faceup=([lp], []))
    assert pendulum_offered(duel) == [lp]
    duel = position(pendulums=([SCALE_1, SCALE_8], [RESTRICTOR]), hands=([L5], []))
    assert pendulum_offered(duel) == [L5]
    duel = position(pendulums=([SCALE_1, RESTRICTOR], []), hands=([L5], []))
    assert pendulum_offered(duel) is None  # no candidate left: the summon is not offered


# ---- Activation locks by phase / by a battle of your Pendulum Monster ---------------------------

def quicky_offered_in(duel, quicky, until):
    """Walk the Battle Phase (player 0 attacks with its first monster the opponent's first),
    passing; whether the opponent was ever offered Quicky's effect in the Battle Phase."""
    from tests.helpers import attack
    duel.apply(A.ACT_TO_BATTLE)
    seen, attacked = False, False
    for _ in range(60):
        d = duel.decision()
        if d == "response":
            if (duel.current_player() == 1 and A.ACT_ACTIVATE + quicky in duel.legal_actions()
                    and duel.buffer[5] == LL.PHASE_BATTLE):  # HDR_PHASE (the window before it is Main Phase 1's)
                seen = True
            duel.apply(A.ACT_PASS)
        elif d == "battle" and not attacked:
            duel.apply(attack(0, 0))
            attacked = True
        elif d in ("battle", "main"):
            break
        else:
            duel.apply(duel.legal_actions()[0])
    return seen


def test_battle_phase_lock_on_the_opponents_monster_effects():
    # A continuous "your opponent cannot activate monster effects during the Battle Phase"
    # (Odd-Eyes Meteorburst Dragon, 5.4): with it, the opponent's Quick effect is never offered in
    # the Battle Phase; without it, it is.
    duel = position(monsters=([(LOCKER, "attack")], [(QUICKY, "defense")]), decks=(filler(), filler()))
    quicky = duel.monsters(1)[0]["card"]
    assert not quicky_offered_in(duel, quicky, "end")
    duel = position(monsters=([(M, "attack")], [(QUICKY, "defense")]), decks=(filler(), filler()))
    assert quicky_offered_in(duel, duel.monsters(1)[0]["card"], "end")


def test_pendulum_battles_lock_only_in_a_battle_of_a_pendulum_monster():
    # M06 (a continuous Pendulum Effect), "while your Pendulum Monster battles, your opponent
    # cannot activate ... until the end of the Damage Step" (Stargazer / Timegazer, 5.1): with a
    # Pendulum Monster attacking, the Quick effect is offered before the Damage Step (the attack
    # declaration) but not in it; with a non-Pendulum attacker it is offered in the Damage Step.
    def damage_step_offers(attacker):
        from tests.helpers import attack
        duel = position(pendulums=([GUARD], []), monsters=([(attacker, "attack")], [(QUICKY, "defense")]),
                        decks=(filler(), filler()))
        quicky = duel.monsters(1)[0]["card"]
        duel.apply(A.ACT_TO_BATTLE)
        offered_at = set()
        attacked = False
        for _ in range(60):
            d = duel.decision()
            if d == "response":
                if duel.current_player() == 1 and A.ACT_ACTIVATE + quicky in duel.legal_actions():
                    offered_at.add(duel.buffer[6])  # HDR_BATTLE_STEP
                duel.apply(A.ACT_PASS)
            elif d == "battle" and not attacked:
                duel.apply(attack(0, 0))
                attacked = True
            elif d in ("battle", "main"):
                break
            else:
                duel.apply(duel.legal_actions()[0])
        return offered_at
    with_pendulum = damage_step_offers(MANDRAGON)
    assert LL.BSTEP_DAMAGE not in with_pendulum and with_pendulum  # offered before, not in the Damage Step
    assert LL.BSTEP_DAMAGE in damage_step_offers(vanilla(2500, 1000, 4))


# ---- Events and protections of the Pendulum family's cards ----------------------------------

def _play(duel, player, code, *targets):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, code))
    for target in targets:
        duel.apply(A.ACT_SELECT + target)
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            from tests.helpers import keep_gy_order
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)


def test_returned_one_to_hand_event_exactly_one_monster():
    # Stargazer's event ("exactly 1 ... (and no other cards) is returned to your hand"): one
    # operation returning 1 monster raises it (the Watcher's player draws); 2 cards at once, or
    # a card from a Pendulum Zone (a Spell Card there, M03), do not.
    duel = position(monsters=([(WATCHER, "attack"), (M, "attack")], []), hands=([], [BOUNCE_ONE]),
                    turn=3, turn_player=1)
    _play(duel, 1, BOUNCE_ONE, duel.monsters(0)[1]["card"])
    assert sorted(duel.hand(0)) == sorted([M, filler()[0]])  # M, and the Watcher's draw
    duel = position(monsters=([(WATCHER, "attack"), (M, "attack")], [(L3, "attack")]), hands=([], [BOUNCE_TWO]),
                    turn=3, turn_player=1)
    _play(duel, 1, BOUNCE_TWO, duel.monsters(0)[1]["card"], duel.monsters(1)[0]["card"])
    assert duel.hand(0) == [M] and duel.hand(1) == [L3]  # 2 cards returned: no event, no draw
    duel = position(monsters=([(WATCHER, "attack")], []), pendulums=([SCALE_1], []), hands=([], [BOUNCE_ONE]),
                    turn=3, turn_player=1)
    _play(duel, 1, BOUNCE_ONE, duel.pendulum_zones(0)[0]["card"])
    assert duel.hand(0) == [SCALE_1]  # from a Pendulum Zone: no event
    check_state(duel.buffer, db())


def test_pzone_proof_stops_destruction_by_card_effects():
    # Timegazer's / Pendulum Call's protection: the cards in the Pendulum Zones of the player
    # cannot be destroyed by card effects (either player's), the other cards can.
    duel = position(pendulums=([SHIELD, SCALE_1], []), monsters=([(M, "attack")], []), hands=([], [SMASH, SMASH, SMASH]),
                    turn=3, turn_player=1)
    _play(duel, 1, SMASH, duel.pendulum_zones(0)[1]["card"])
    _play(duel, 1, SMASH, duel.pendulum_zones(0)[0]["card"])
    assert [z and z["code"] for z in duel.pendulum_zones(0)] == [SHIELD, SCALE_1]
    _play(duel, 1, SMASH, duel.monsters(0)[0]["card"])
    assert duel.monsters(0)[0] is None and duel.graveyard(0) == [M]
    check_state(duel.buffer, db())


def test_search_of_different_names_needs_them_and_does_not_stop():
    # "add 2 ... with different names": U08 needs 2 names in the Deck; at resolution 2 are
    # chosen, no stop after the first, the second of another name.
    deck = [SCALE_8, MANDRAGON, SCALE_8, L3]
    duel = position(hands=([CALLER], []), decks=([SCALE_8, SCALE_8, L3], filler()))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CALLER) not in duel.legal_actions()
    duel = position(hands=([CALLER], []), decks=(deck, filler()))
    _play(duel, 0, CALLER)
    assert offered(duel) == sorted([SCALE_8, MANDRAGON, SCALE_8])
    duel.apply(A.ACT_SELECT + next(c for c in duel.card_ids(0, "deck") if duel.card_code(c) == SCALE_8))
    assert offered(duel) == [MANDRAGON] and A.ACT_PASS not in duel.legal_actions()
    check_state(duel.buffer, db())


def test_pendulum_effect_history_bars_the_activation():
    # "not in a turn you activated X's Pendulum Effect": the history is the player's, of this
    # turn only (the Test Drawing Pendulum's draw, then the Caller is not offered).
    deck = [SCALE_8, MANDRAGON, L3, L3]
    duel = position(pendulums=([DRAWING], []), hands=([CALLER], []), decks=(deck, filler()))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CALLER) in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + duel.pendulum_zones(0)[0]["card"])
    resolve(duel)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CALLER) not in duel.legal_actions()
    check_state(duel.buffer, db())


def test_pendulum_zone_proof_until_the_end_of_the_next_turn():
    # "until the end of your opponent's next turn": the player's fitting cards in the Pendulum
    # Zones cannot be destroyed by card effects (the opponent's Test Smash), other cards can.
    duel = position(pendulums=([SCALE_1, MANDRAGON], []), hands=([CALLER], [SMASH, SMASH]),
                    decks=([SCALE_8, MANDRAGON, L3, L3, L3], filler()))
    _play(duel, 0, CALLER)
    for _ in range(2):
        duel.apply(duel.legal_actions()[-1] if duel.decision() == "choose" else A.ACT_PASS)
    resolve(duel)
    for _ in range(80):  # to player 1's turn 2
        if duel.decision() == "main" and duel.current_player() == 1:
            break
        duel.apply(A.ACT_PASS if duel.decision() == "response" else A.ACT_TO_END if duel.decision() in ("main", "battle")
                   else duel.legal_actions()[0])
    _play(duel, 1, SMASH, duel.pendulum_zones(0)[0]["card"])
    assert [z and z["code"] for z in duel.pendulum_zones(0)] == [SCALE_1, MANDRAGON]
    _play(duel, 1, SMASH, duel.pendulum_zones(0)[1]["card"])
    assert [z and z["code"] for z in duel.pendulum_zones(0)] == [SCALE_1, None]
    check_state(duel.buffer, db())
