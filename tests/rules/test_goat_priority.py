"""Switch 30 under `goat` (rules-legacy.md, the TCG until April 2012): the turn player's Ignition
priority right after a summon does not take the opponent's answer to the summon away. The
summon is still the last thing that happened when the Ignition effect becomes Chain Link 1, so
the opponent may chain Bottomless Trap Hole or Torrential Tribute to it as Chain Link 2 (the
community's rules pages of the era's formats: "Ignition Effect Priority", e.g. mikamika.de's
Tengu rules, example 1: Black Luster Soldier's effect activated first, "then, Bottomless can be
activated as CL2"; the 2005-era summon walk-through of oocities.org/rocketiger, step 4: a Trap
Hole becomes chain link 2 when the summoned monster's effect was activated first). The chain
then resolves last-in first-out (W04): the answer to the summon resolves first."""
import pytest

from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

BLS = 72989439
CHAOS_SORCERER = 9596126
TIV = 33184167
EXILED_FORCE = 74131780
BOTTOMLESS = 29401950
TORRENTIAL = 53582587
SANGAN = 26202165             # DARK
DD_WARRIOR_LADY = 7572887     # LIGHT
M = vanilla(1000, 1000)
FOE = vanilla(1200, 1000)


def set_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def summon_by_banishing(duel, code):
    # The card's own procedure from the hand: banish the LIGHT and the DARK monster of the GY.
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    dark, light = duel.card_ids(0, "gy")
    duel.apply(A.ACT_SELECT + light)
    duel.apply(A.ACT_SELECT + dark)
    duel.apply(A.ACT_ATTACK_POSITION)


def bls_with_bottomless(rules="goat"):
    # P0 summons Black Luster Soldier (3000 ATK) by its procedure; P1 has a monster and a Set
    # Bottomless Trap Hole.
    duel = position(hands=([BLS], []), graveyards=([SANGAN, DD_WARRIOR_LADY], []),
                    monsters=([], [FOE]), spells=([], [BOTTOMLESS]), rules=rules)
    summon_by_banishing(duel, BLS)
    return duel


def test_switch30_bls_effect_with_priority_then_bottomless_as_chain_link_2():
    duel = bls_with_bottomless()
    bls, foe = monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    # P0 holds priority first and starts the chain with the Ignition effect.
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + bls)
    duel.apply(A.ACT_SELECT + foe)
    # The summon is still the last thing that happened: Bottomless Trap Hole is offered.
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert [link["card"] for link in duel.chain()] == [bls]
    bottomless = set_card(duel, 1, BOTTOMLESS)
    assert A.ACT_ACTIVATE + bottomless in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + bottomless)
    pass_until(duel, "main")
    # Chain Link 2 first: BLS is destroyed and banished; then its effect (Chain Link 1, an
    # Ignition effect resolves though its monster left the field) banishes its target.
    assert duel.monsters(0) == [None] * 5 and duel.monsters(1) == [None] * 5
    assert sorted(duel.banished(0)) == sorted([BLS, SANGAN, DD_WARRIOR_LADY])
    assert duel.banished(1) == [FOE] and duel.graveyard(1) == [BOTTOMLESS]


def test_switch30_once_the_chain_resolved_the_summon_can_no_longer_be_answered():
    # U10: the chain's resolution is now the last thing that happened; Bottomless passed up as
    # Chain Link 2 is not offered after it.
    duel = bls_with_bottomless()
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_PASS)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == BLS and duel.banished(1) == [FOE]
    assert duel.spells(1)[0]["code"] == BOTTOMLESS and duel.spells(1)[0]["position"] == "facedown"


def activate_with_priority(duel, code):
    # The turn player's Ignition effect, activated while holding priority after the summon,
    # with its cost and target: P1's monster (Tribe-Infecting Virus declares Warrior, the
    # vanilla monsters' Type, and discards the hand card).
    card = monster_card(duel, 0, 0)
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + card)
    while duel.current_player() == 0 and duel.decision() != "response":
        if duel.decision() == "option":
            duel.apply(A.ACT_OPTION + 0)
        else:
            duel.apply(A.ACT_SELECT + (duel.card_ids(0, "hand")[0] if duel.decision() == "cost"
                                       else monster_card(duel, 1, 0)))
    return card


@pytest.mark.parametrize("code", [BLS, CHAOS_SORCERER, TIV, EXILED_FORCE])
def test_switch30_torrential_tribute_chains_to_the_ignition_effect(code):
    hand = [code, M] if code == TIV else [code]
    duel = position(hands=(hand, []), graveyards=([SANGAN, DD_WARRIOR_LADY], []),
                    monsters=([], [FOE]), spells=([], [TORRENTIAL]), rules="goat")
    if code in (BLS, CHAOS_SORCERER):
        summon_by_banishing(duel, code)
    else:
        duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    card = activate_with_priority(duel, code)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert [link["card"] for link in duel.chain()] == [card]
    torrential = set_card(duel, 1, TORRENTIAL)
    assert A.ACT_ACTIVATE + torrential in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + torrential)
    pass_until(duel, "main")
    # Torrential Tribute resolves first: every monster on the field is destroyed; the Ignition
    # effect then finds its target gone (resolved first, it would have banished or destroyed it
    # while Torrential Tribute was still on the chain).
    assert duel.monsters(0) == [None] * 5 and duel.monsters(1) == [None] * 5
    assert code in duel.graveyard(0) and FOE in duel.graveyard(1)
    assert duel.banished(1) == []


def test_switch30_mr3_has_no_ignition_priority_the_opponent_answers_the_summon():
    # The contrast (switch 30 false): the turn player cannot use the Ignition effect before the
    # opponent answers the summon.
    duel = bls_with_bottomless("mr3")
    bls = monster_card(duel, 0, 0)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + bls not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, BOTTOMLESS))
    pass_until(duel, "main")
    assert duel.monsters(0) == [None] * 5 and BLS in duel.banished(0)
