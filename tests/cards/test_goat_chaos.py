"""GOAT chaos family (ygo_core/scripts/goat/chaos.py): one test or more per card, each in a
set-up position, citing the rules (rules-mr3.md) and the era's rulings it relies on."""
from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, monster_card, pass_until, position, vanilla
from helpers import settle, to_battle

BLS = 72989439
CHAOS_SORCERER = 9596126
ASURA_PRIEST = 2134346
RETURN_FROM_DD = 27174286
BAZOO = 40133511
TSUKUYOMI = 34853266
SKILL_DRAIN = 82732705
MONSTER_REBORN = 83764718
BOOK_OF_MOON = 14087893
SANGAN = 26202165             # DARK
MAGICIAN_OF_FAITH = 31560081  # LIGHT
DD_WARRIOR_LADY = 7572887     # LIGHT
M = vanilla(1000, 1000)
M2 = vanilla(1200, 1000)
BIG = vanilla(2500, 1000)
DARK_HOLE = 53129443
MST = 5318639


# ---- helpers ---------------------------------------------------------------------------------

def attacks_of(duel, zone):
    """The attack actions of the monster in that zone, as target zones (None: direct)."""
    out = []
    for a in duel.legal_actions():
        a = int(a)
        if A.ACT_ATTACK <= a < A.ACT_OPTION and (a - A.ACT_ATTACK) // A.ATTACK_TARGETS == zone:
            slot = (a - A.ACT_ATTACK) % A.ATTACK_TARGETS
            out.append(None if slot == A.ATTACK_DIRECT else slot)
    return sorted(out, key=lambda s: -1 if s is None else s)


def monster_codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def end_turn(duel):
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


def summon_by_banishing(duel, code, light, dark):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    assert duel.decision() == "summon_cost"
    duel.apply(A.ACT_SELECT + light)
    duel.apply(A.ACT_SELECT + dark)
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")


# ---- Chaos Sorcerer --------------------------------------------------------------------------

def test_chaos_sorcerer_needs_one_light_and_one_dark_monster_to_banish():
    # The named interaction: two LIGHT monsters do not pay the cost; one of each does.
    duel = position(hands=([CHAOS_SORCERER], []), graveyards=([MAGICIAN_OF_FAITH, DD_WARRIOR_LADY], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) not in duel.legal_actions()
    duel = position(hands=([CHAOS_SORCERER], []), graveyards=([MAGICIAN_OF_FAITH, SANGAN, M], []))
    sorcerer = card_in_hand(duel, 0, CHAOS_SORCERER)
    assert A.ACT_SET + sorcerer not in duel.legal_actions()  # Nomi: never Normal Summoned or Set
    light, dark, _ = duel.card_ids(0, "gy")
    summon_by_banishing(duel, CHAOS_SORCERER, light, dark)
    assert monster_codes(duel, 0)[0] == CHAOS_SORCERER
    assert sorted(duel.banished(0)) == sorted([MAGICIAN_OF_FAITH, SANGAN]) and duel.graveyard(0) == [M]
    assert not duel.normal_summon_used()


def test_chaos_sorcerer_banishes_a_face_up_monster_and_cannot_attack_that_turn():
    duel = position(monsters=([CHAOS_SORCERER], [M, (M2, "set")]))
    sorcerer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + sorcerer)
    # A target: face-up monsters only (either side: itself too), not the face-down one.
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + sorcerer, A.ACT_SELECT + monster_card(duel, 1, 0)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.banished(1) == [M] and monster_codes(duel, 1)[0] is None
    to_battle(duel)
    assert attacks_of(duel, 0) == []  # "this card cannot attack the turn you activate this effect"


def test_chaos_sorcerer_once_per_turn():
    duel = position(monsters=([CHAOS_SORCERER], [M, M2]))
    sorcerer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + sorcerer)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert A.ACT_ACTIVATE + sorcerer not in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)  # its controller's next turn: usable again
    assert A.ACT_ACTIVATE + sorcerer in duel.legal_actions()


def test_chaos_sorcerer_cannot_use_its_effect_after_it_attacked():
    # GOAT ruling: the effect cannot be activated once it attacked this turn (Main Phase 2).
    duel = position(monsters=([CHAOS_SORCERER], [M, M2]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_chaos_sorcerer_negated_by_skill_drain_still_cannot_attack():
    # GOAT ruling: the attack restriction comes with the activation; Skill Drain negates the
    # banishing (the card is face-up on the field at resolution), not the restriction.
    duel = position(monsters=([CHAOS_SORCERER], [M]), spells=([], [(SKILL_DRAIN, "faceup")]))
    sorcerer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + sorcerer)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert monster_codes(duel, 1)[0] == M and duel.banished(1) == []
    to_battle(duel)
    assert attacks_of(duel, 0) == []


# ---- Black Luster Soldier - Envoy of the Beginning ---------------------------------------------

def test_bls_is_summoned_by_banishing_a_light_and_a_dark_monster():
    duel = position(hands=([BLS], []), graveyards=([SANGAN, SANGAN], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, BLS) not in duel.legal_actions()  # two DARK
    duel = position(hands=([BLS], []), graveyards=([SANGAN, DD_WARRIOR_LADY], []))
    dark, light = duel.card_ids(0, "gy")
    summon_by_banishing(duel, BLS, light, dark)
    assert monster_codes(duel, 0)[0] == BLS and duel.graveyard(0) == []


def test_bls_banishes_any_monster_even_face_down_and_then_cannot_attack():
    duel = position(monsters=([BLS], [(M2, "set"), M]))
    bls = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + bls)
    targets = {A.ACT_SELECT + bls, A.ACT_SELECT + monster_card(duel, 1, 0), A.ACT_SELECT + monster_card(duel, 1, 1)}
    assert set(duel.legal_actions()) == targets  # "1 monster on the field": face-down too
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.banished(1) == [M2]
    assert A.ACT_ACTIVATE + bls not in duel.legal_actions()  # once per turn
    to_battle(duel)
    assert attacks_of(duel, 0) == []


def test_bls_destroying_a_monster_by_battle_may_attack_again_in_a_row():
    duel = position(monsters=([BLS], [M, M2]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=True) == "battle"  # the optional second-attack effect: yes
    assert duel.graveyard(1) == [M] and duel.lp(1) == 8000 - 2000
    assert attacks_of(duel, 0) == [1]
    duel.apply(attack(0, 1))
    assert settle(duel) == "battle"
    assert duel.graveyard(1) == [M, M2] and duel.lp(1) == 8000 - 2000 - 1800
    assert attacks_of(duel, 0) == []  # two attacks at most: the effect is once per turn


def test_bls_second_attack_may_go_direct_and_is_optional():
    duel = position(monsters=([BLS], [M]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=True) == "battle"
    assert attacks_of(duel, 0) == [None]  # its opponent has no monster left: directly
    duel = position(monsters=([BLS], [M]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=False) == "battle"
    assert attacks_of(duel, 0) == []


def test_bls_second_attack_is_lost_once_another_monster_attacks():
    # "In a row": the second attack must follow the first (the era's rulings).
    duel = position(monsters=([BLS, M], [M2, M]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=True) == "battle"
    duel.apply(attack(1, 1))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == []


def test_bls_no_second_attack_without_destroying_the_monster():
    duel = position(monsters=([BLS], [(vanilla(1000, 3000), "defense")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"  # no yes/no asked: the effect did not trigger
    assert attacks_of(duel, 0) == []


# ---- Asura Priest ----------------------------------------------------------------------------

def test_asura_priest_attacks_each_opposing_monster_once():
    duel = position(monsters=([ASURA_PRIEST], [M, M2, (M, "set")]))
    to_battle(duel)
    assert attacks_of(duel, 0) == [0, 1, 2]
    duel.apply(attack(0, 1))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == [0, 2]
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == [2]
    duel.apply(attack(0, 2))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == []  # every monster destroyed: still no direct attack
    assert duel.graveyard(1) == [M2, M, M] or sorted(duel.graveyard(1)) == sorted([M2, M, M])


def test_asura_priest_attacks_a_surviving_monster_only_once():
    duel = position(monsters=([ASURA_PRIEST], [(vanilla(1000, 2000), "defense"), M]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == [1]  # the one it attacked is still there: not again


def test_asura_priest_with_no_opposing_monster_attacks_directly_once():
    duel = position(monsters=([ASURA_PRIEST], []))
    to_battle(duel)
    assert attacks_of(duel, 0) == [None]
    duel.apply(attack(0, None))
    assert settle(duel) == "battle"
    assert duel.lp(1) == 8000 - 1700 and attacks_of(duel, 0) == []


def test_asura_priest_cannot_be_special_summoned():
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([ASURA_PRIEST], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN) not in duel.legal_actions()


def test_asura_priest_and_tsukuyomi_return_to_the_hand_in_the_end_phase():
    # The named interaction: the Spirits summoned or flipped face-up this turn return.
    duel = position(hands=([ASURA_PRIEST], []), monsters=([(TSUKUYOMI, "set")], [M]), turn=4)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, ASURA_PRIEST))
    pass_until(duel, "main")
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))  # Tsukuyomi turns the foe's monster down
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "trigger_order")  # both return at once: their controller orders the chain
    duel.apply(int(min(duel.legal_actions())))
    pass_until(duel, "main")
    assert duel.turn_player() == 1
    assert sorted(duel.hand(0)) == sorted([ASURA_PRIEST, TSUKUYOMI]) and monster_codes(duel, 0) == [None] * 5


def test_asura_priest_on_the_field_since_an_earlier_turn_stays():
    duel = position(monsters=([ASURA_PRIEST], []))
    end_turn(duel)
    assert monster_codes(duel, 0)[0] == ASURA_PRIEST


def test_asura_priest_under_skill_drain_attacks_once():
    duel = position(monsters=([ASURA_PRIEST], [M, M2]), spells=([], [(SKILL_DRAIN, "faceup")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert attacks_of(duel, 0) == []


# ---- Vampire Lord ---------------------------------------------------------------------------------

VAMPIRE_LORD = 53839837
MIRROR_FORCE = 44095762
HEAVY_STORM = 19613556


def test_vampire_lord_battle_damage_the_opponent_sends_a_card_of_the_declared_kind():
    duel = position(monsters=([VAMPIRE_LORD], []), decks=([M] * 5, [M, MST, MIRROR_FORCE, HEAVY_STORM, M2]))
    to_battle(duel)
    duel.apply(attack(0, None))
    assert settle(duel) == "option"  # declared as the effect is activated
    assert sorted(duel.legal_actions()) == [A.ACT_OPTION + k for k in range(3)]
    assert duel.current_player() == 0
    duel.apply(A.ACT_OPTION + 1)  # Spell
    assert settle(duel) == "choose"
    assert duel.current_player() == 1  # the opponent picks, among their Spells only
    spells = sorted(c for c in duel.card_ids(1, "deck") if duel.card_code(c) in (MST, HEAVY_STORM))
    assert sorted(duel.legal_actions()) == [A.ACT_SELECT + c for c in spells]
    duel.apply(A.ACT_SELECT + spells[0])
    assert settle(duel) == "battle"
    assert duel.lp(1) == 8000 - 2000 and len(duel.graveyard(1)) == 1 and duel.graveyard(1)[0] in (MST, HEAVY_STORM)
    assert len(duel.card_ids(1, "deck")) == 4


def test_vampire_lord_declared_kind_missing_from_the_deck_does_nothing():
    duel = position(monsters=([VAMPIRE_LORD], []), decks=([M] * 5, [M, M2, MST]))
    to_battle(duel)
    duel.apply(attack(0, None))
    assert settle(duel) == "option"
    duel.apply(A.ACT_OPTION + 2)  # Trap: none there
    assert settle(duel) == "battle" and duel.graveyard(1) == [] and len(duel.card_ids(1, "deck")) == 3


def test_vampire_lord_destroyed_by_the_opponents_effect_returns_in_its_owners_next_standby():
    duel = position(hands=([], [DARK_HOLE]), monsters=([VAMPIRE_LORD], []), turn=3, turn_player=1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, DARK_HOLE))
    pass_until(duel, "main")
    assert duel.graveyard(0) == [VAMPIRE_LORD]
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main"  # its owner's turn: the Standby Phase brought it back
    assert duel.turn_player() == 0 and monster_codes(duel, 0)[0] == VAMPIRE_LORD and duel.graveyard(0) == []


def test_vampire_lord_destroyed_in_its_owners_turn_waits_for_the_next_own_standby():
    duel = position(monsters=([VAMPIRE_LORD], [M]), spells=([], [MIRROR_FORCE]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    while duel.decision() == "response" and duel.current_player() == 0:
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])  # Mirror Force
    assert settle(duel) == "battle" and duel.graveyard(0) == [VAMPIRE_LORD]
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    end_turn(duel)  # the opponent's Standby Phase: not its owner's
    assert duel.turn_player() == 1 and duel.graveyard(0) == [VAMPIRE_LORD]
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and monster_codes(duel, 0)[0] == VAMPIRE_LORD


def test_vampire_lord_destroyed_by_battle_or_its_owners_effect_stays():
    duel = position(monsters=([BIG], [VAMPIRE_LORD]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1 and duel.graveyard(1) == [VAMPIRE_LORD]
    duel = position(hands=([], [DARK_HOLE]), monsters=([], [VAMPIRE_LORD]), turn=3, turn_player=1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, DARK_HOLE))
    pass_until(duel, "main")
    end_turn(duel)
    end_turn(duel)
    assert VAMPIRE_LORD in duel.graveyard(1) and monster_codes(duel, 1) == [None] * 5


# ---- Return from the Different Dimension -------------------------------------------------------

def rftdd(**kw):
    kw.setdefault("banished", ([M, M2, BIG], [M]))
    return position(spells=([RETURN_FROM_DD], []), **kw)


def activate_rftdd(duel, n):
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "choose")
    for k in range(n):
        # "As many as possible": the player cannot stop while one can still come.
        assert A.ACT_PASS not in duel.legal_actions()
        assert len(duel.legal_actions()) == 3 - k  # the player's own banished monsters only
        duel.apply(int(min(duel.legal_actions())))
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")


def test_return_from_the_different_dimension_summons_as_many_as_possible_then_banishes_them():
    duel = rftdd(lp=(7999, 8000))
    activate_rftdd(duel, 3)
    assert duel.lp(0) == 4000  # T10 (p.105): half of 7999 rounded up is left (3999 paid as the cost)
    assert sorted(c for c in monster_codes(duel, 0) if c) == sorted([M, M2, BIG]) and duel.banished(0) == []
    assert duel.banished(1) == [M]
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 1
    assert monster_codes(duel, 0) == [None] * 5 and sorted(duel.banished(0)) == sorted([M, M2, BIG])


def test_return_from_the_different_dimension_fills_the_free_zones_only():
    duel = rftdd(monsters=([M, M, M, M], []))
    activate_rftdd(duel, 1)
    assert len([c for c in monster_codes(duel, 0) if c]) == 5 and len(duel.banished(0)) == 2
    end_turn(duel)
    assert monster_codes(duel, 0) == [M, M, M, M, None] and len(duel.banished(0)) == 3


def test_return_from_the_different_dimension_leaves_a_monster_that_left_the_field():
    # Only the summoned monsters still on the field are banished; one destroyed stays in the GY,
    # one turned face-down (Book of Moon) is a new card (AD01) and stays.
    duel = rftdd(hands=([BOOK_OF_MOON], []), banished=([M, M2], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "choose")
    for _ in range(2):
        duel.apply(int(min(duel.legal_actions())))
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    pass_until(duel, "main")
    end_turn(duel)
    assert monster_codes(duel, 0)[1] == M2 and duel.monsters(0)[1]["position"] == "set"
    assert duel.banished(0) == [M]


def test_return_from_the_different_dimension_needs_a_banished_monster_and_a_zone():
    duel = rftdd(banished=([], [M]))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()
    duel = rftdd(monsters=([M] * 5, []))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()


# ---- Bazoo the Soul-Eater ----------------------------------------------------------------------

def test_bazoo_banishes_up_to_three_gy_monsters_for_300_atk_each():
    duel = position(monsters=([BAZOO], []), graveyards=([M, M2, BIG, SANGAN], [M]))
    bazoo = monster_card(duel, 0, 0)
    gy = duel.card_ids(0, "gy")
    duel.apply(A.ACT_ACTIVATE + bazoo)
    assert duel.decision() == "cost"
    assert A.ACT_PASS not in duel.legal_actions()  # at least one
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in gy)  # your own GY
    duel.apply(A.ACT_SELECT + gy[0])
    assert A.ACT_PASS in duel.legal_actions()  # "up to 3"
    duel.apply(A.ACT_SELECT + gy[1])
    duel.apply(A.ACT_PASS)
    assert sorted(duel.banished(0)) == sorted([M, M2])  # the cost is paid at activation
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 1600 + 600
    assert A.ACT_ACTIVATE + bazoo not in duel.legal_actions()  # once per turn


def test_bazoo_stops_at_three_and_keeps_the_boost_through_the_opponents_turn():
    duel = position(monsters=([BAZOO], []), graveyards=([M, M2, BIG, SANGAN], []))
    bazoo = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + bazoo)
    for _ in range(3):
        duel.apply(int(max(duel.legal_actions())))
    assert duel.decision() != "cost" and len(duel.banished(0)) == 3
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 1600 + 900
    end_turn(duel)
    assert duel.turn_player() == 1 and duel.monsters(0)[0]["atk"] == 2500  # the opponent's turn
    end_turn(duel)
    assert duel.turn_player() == 0 and duel.monsters(0)[0]["atk"] == 1600
    assert A.ACT_ACTIVATE + bazoo in duel.legal_actions()


def test_bazoo_needs_a_monster_in_the_gy():
    duel = position(monsters=([BAZOO], []), graveyards=([], [M]))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_two_chaos_sorcerers_each_use_their_effect():
    # Once per turn for each copy (the 2005 soft limit, AH05).
    duel = position(monsters=([CHAOS_SORCERER, CHAOS_SORCERER], [M, M2]))
    for zone in (0, 1):
        sorcerer = monster_card(duel, 0, zone)
        assert A.ACT_ACTIVATE + sorcerer in duel.legal_actions()
        duel.apply(A.ACT_ACTIVATE + sorcerer)
        duel.apply(A.ACT_SELECT + next(c["card"] for c in duel.monsters(1) if c))
        pass_until(duel, "main")
    assert sorted(duel.banished(1)) == sorted([M, M2])


# ---- Kycoo the Ghost Destroyer -------------------------------------------------------------------

KYCOO = 88240808
BOOK_OF_LIFE = 2204140
ZOMBIE = 66672569  # Dragon Zombie


def test_kycoo_banishes_up_to_two_monsters_of_the_opponents_gy_after_battle_damage():
    duel = position(monsters=([KYCOO], []), graveyards=([M], [M, M2, BIG]))
    theirs = duel.card_ids(1, "gy")
    to_battle(duel)
    duel.apply(attack(0, None))
    assert settle(duel) == "target"  # optional: answered yes, then the targets
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in theirs)  # theirs only
    duel.apply(A.ACT_SELECT + theirs[0])
    duel.apply(A.ACT_SELECT + theirs[2])
    assert settle(duel) == "battle"
    assert duel.lp(1) == 8000 - 1800 and sorted(duel.banished(1)) == sorted([M, BIG]) and duel.graveyard(1) == [M2]


def test_kycoo_one_target_is_enough_and_it_is_optional():
    duel = position(monsters=([KYCOO], []), graveyards=([], [M, M2]))
    to_battle(duel)
    duel.apply(attack(0, None))
    assert settle(duel, yes=False) == "battle"
    assert duel.banished(1) == []
    duel = position(monsters=([KYCOO], []), graveyards=([], [M]))
    to_battle(duel)
    duel.apply(attack(0, None))
    assert settle(duel) == "target"
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    assert settle(duel) == "battle" and duel.banished(1) == [M]


def test_kycoo_stops_the_opponents_chaos_summons_and_gy_costs():
    # The opponent of Kycoo's controller cannot banish from either GY: no Chaos Sorcerer summon,
    # no Bazoo cost. Kycoo's own controller still may.
    gy = [MAGICIAN_OF_FAITH, SANGAN]
    duel = position(hands=([CHAOS_SORCERER], []), graveyards=(gy, []), monsters=([BAZOO], [KYCOO]))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) not in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(hands=([CHAOS_SORCERER], []), graveyards=(gy, []), monsters=([BAZOO, KYCOO], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) in duel.legal_actions()
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in duel.legal_actions()


def test_kycoo_stops_the_banishing_part_of_the_opponents_effect():
    # Book of Life: the Zombie comes back, the opposing GY monster stays where it is.
    duel = position(hands=([BOOK_OF_LIFE], []), graveyards=([ZOMBIE], [M]), monsters=([], [KYCOO]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_LIFE))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    assert settle(duel) == "main"
    assert monster_codes(duel, 0)[0] == ZOMBIE and duel.graveyard(1) == [M] and duel.banished(1) == []


def test_kycoo_negated_by_skill_drain_no_longer_locks():
    duel = position(hands=([CHAOS_SORCERER], []), graveyards=([MAGICIAN_OF_FAITH, SANGAN], []),
                    monsters=([], [KYCOO]), spells=([(SKILL_DRAIN, "faceup")], []))
    assert A.ACT_SUMMON + card_in_hand(duel, 0, CHAOS_SORCERER) in duel.legal_actions()


# ---- Twin-Headed Behemoth -----------------------------------------------------------------------

BEHEMOTH = 43586926
ENEMY_CONTROLLER = 98045062


def test_behemoth_destroyed_by_battle_returns_in_the_end_phase_as_1000_1000():
    duel = position(monsters=([BIG], [BEHEMOTH]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle" and duel.graveyard(1) == [BEHEMOTH]
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)  # the opponent's End Phase counts ("during the End Phase")
    assert settle(duel, positions=A.ACT_DEFENSE_POSITION) == "main"
    beh = duel.monsters(1)[0]
    assert (beh["code"], beh["atk"], beh["def"], beh["position"]) == (BEHEMOTH, 1000, 1000, "defense")
    assert duel.turn_player() == 1


def test_behemoth_destroyed_by_an_effect_returns_once_per_duel():
    duel = position(hands=([DARK_HOLE, DARK_HOLE], []), monsters=([], [BEHEMOTH]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and monster_codes(duel, 1)[0] == BEHEMOTH
    end_turn(duel)  # the opponent's turn, then back
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main"  # no yes/no: once per Duel
    assert duel.graveyard(1) == [BEHEMOTH] and monster_codes(duel, 1)[0] is None


def test_behemoth_is_optional():
    duel = position(hands=([DARK_HOLE], []), monsters=([], [BEHEMOTH]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel, yes=False) == "main" and duel.graveyard(1) == [BEHEMOTH]


def test_behemoth_not_destroyed_or_not_this_turn_stays_in_the_gy():
    # In the GY since an earlier turn: nothing. Tributed as a cost (Enemy Controller): not
    # destroyed, nothing.
    duel = position(graveyards=([], [BEHEMOTH]))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.graveyard(1) == [BEHEMOTH]
    duel = position(hands=([ENEMY_CONTROLLER], []), monsters=([BEHEMOTH], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ENEMY_CONTROLLER))
    if duel.decision() == "option":
        duel.apply(A.ACT_OPTION + 1)  # the Tribute to take control
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    foe = monster_card(duel, 1, 0)
    assert settle(duel) == "target"
    duel.apply(A.ACT_SELECT + foe)
    assert settle(duel) == "main" and BEHEMOTH in duel.graveyard(0)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and BEHEMOTH in duel.graveyard(0)
    assert monster_codes(duel, 0) == [None] * 5


# ---- random play ---------------------------------------------------------------------------------

WITCH = 78010363      # DARK
AIRKNIGHT = 18036057  # LIGHT
MYSTIC_TOMATO = 83011277  # DARK
CHAOS_CARDS = [BLS, CHAOS_SORCERER, VAMPIRE_LORD, RETURN_FROM_DD, RETURN_FROM_DD, ASURA_PRIEST,
               ASURA_PRIEST, BAZOO, KYCOO, TSUKUYOMI]
PROPS = [SANGAN, SANGAN, MAGICIAN_OF_FAITH, DD_WARRIOR_LADY, DD_WARRIOR_LADY, WITCH, AIRKNIGHT,
         MYSTIC_TOMATO, SKILL_DRAIN, BOOK_OF_MOON, MONSTER_REBORN, M, M2, BIG, M, M2, vanilla(1800, 1000),
         vanilla(1500, 1200), BEHEMOTH, BEHEMOTH]


def chaos_decks():
    """Two 40-card Decks: the chaos family's cards, the scripted staples, LIGHT and DARK monsters
    to banish and plain monsters to attack."""
    from helpers import GOAT_STAPLES
    deck = CHAOS_CARDS + GOAT_STAPLES + PROPS
    assert len(deck) == 40
    return deck, list(reversed(deck))


def test_chaos_family_random_duels_keep_the_invariants_step_by_step():
    from ygo_core import RULESETS
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = chaos_decks()
    rule_sets = sorted(RULESETS)
    for seed in seeds(150):
        play_checked(test_db(), deck0, deck1, seed, rule_sets[seed % len(rule_sets)], illegal_every=11)


def test_chaos_family_playouts_end_consistently():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = chaos_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(400):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
    assert wins[0] > 0 and wins[1] > 0
