"""Links of a negated Continuous or Equip card (GOAT, `--rules goat`): Call of the Haunted's,
Premature Burial's and Snatch Steal's links are those cards' own effects, so they do nothing
while the card's effects are negated (Jinzo, Royal Decree, Imperial Order), and act again once
it is not. Rulings of the era:

- Jinzo revived by Call of the Haunted: "Call of the Haunted's continuous effect is then negated,
  making it sit there uselessly. Even if it is subsequently destroyed or removed, Jinzo will not
  be affected" (card review of 2004-09-01, eternity.mancubus.net, citing the ruling of the time).
- Premature Burial (the old TCG rulings, yugioh.fandom.com "Card Rulings: Premature Burial",
  previously official): Imperial Order activated after it is on the field negates it; destroyed
  while Order is active, the monster remains on the field; the monster destroyed, Premature
  Burial is destroyed too, still equipped to it (R11).
- Snatch Steal negated by Imperial Order: control returns to the owner while Order is in force
  and comes back to the Snatch Steal player once Order leaves (its "take control" is a
  continuous effect of the Equip, AC03: negated, it stays equipped with its effect off).
"""
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

CALL_OF_THE_HAUNTED = 97077563
PREMATURE_BURIAL = 70828912
SNATCH_STEAL = 45986603
JINZO = 77585513
ROYAL_DECREE = 51452091
IMPERIAL_ORDER = 61740673
RAIGEKI_BREAK = 4178474   # a Trap: Imperial Order does not negate it
MST = 5318639
DARK_HOLE = 53129443
BIG = vanilla(1800, 1000)
M = vanilla(1000, 1000)


def activate(duel, player, code, *targets):
    """Activate `code` from the hand or its first Set copy, discarding M for a cost, choosing
    the targets, then passing until the chain has resolved."""
    ids = [c for c in duel.card_ids(player, "hand") if duel.card_code(c) == code]
    if not ids:
        ids = [s["card"] for s in duel.spells(player) if s and s["code"] == code and s["position"] == "facedown"]
    duel.apply(A.ACT_ACTIVATE + ids[0])
    if duel.decision() == "cost":
        duel.apply(A.ACT_SELECT + card_in_hand(duel, player, M))
    for t in targets:
        duel.apply(A.ACT_SELECT + t)
    pass_until(duel, "main")


def spell_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def spell_codes(duel, player):
    return [s["code"] for s in duel.spells(player) if s]


def monster_codes(duel, player):
    return [m["code"] for m in duel.monsters(player) if m]


def end_turn(duel):
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


# ---- Call of the Haunted ------------------------------------------------------------------------

def haunted(gy, hand=(), spells=()):
    duel = position(rules="goat", hands=(list(hand), []), spells=([CALL_OF_THE_HAUNTED, *spells], []),
                    graveyards=(list(gy), []))
    activate(duel, 0, CALL_OF_THE_HAUNTED, duel.card_ids(0, "gy")[0])
    return duel


def test_jinzo_revived_by_call_of_the_haunted_stays_when_the_trap_is_destroyed():
    duel = haunted([JINZO], hand=[MST])
    assert monster_codes(duel, 0) == [JINZO]
    activate(duel, 0, MST, spell_card(duel, 0, CALL_OF_THE_HAUNTED))
    assert monster_codes(duel, 0) == [JINZO]
    assert sorted(duel.graveyard(0)) == sorted([CALL_OF_THE_HAUNTED, MST])


def test_jinzo_revived_by_call_of_the_haunted_destroyed_leaves_the_trap_on_the_field():
    # "When that monster is destroyed, destroy this card" is the negated Trap's effect too.
    duel = haunted([JINZO], hand=[DARK_HOLE])
    activate(duel, 0, DARK_HOLE)
    assert monster_codes(duel, 0) == []
    assert spell_codes(duel, 0) == [CALL_OF_THE_HAUNTED]
    assert sorted(duel.graveyard(0)) == sorted([JINZO, DARK_HOLE])


def test_call_of_the_haunted_negated_by_a_later_royal_decree_leaves_its_monster():
    duel = haunted([BIG], hand=[MST], spells=[ROYAL_DECREE])
    activate(duel, 0, ROYAL_DECREE)
    activate(duel, 0, MST, spell_card(duel, 0, CALL_OF_THE_HAUNTED))
    assert monster_codes(duel, 0) == [BIG]
    assert spell_codes(duel, 0) == [ROYAL_DECREE]
    assert sorted(duel.graveyard(0)) == sorted([CALL_OF_THE_HAUNTED, MST])


def test_call_of_the_haunted_acts_again_once_royal_decree_is_gone():
    # The link is not broken by the negation: with Royal Decree destroyed first, the Trap
    # leaving the field destroys its monster again.
    duel = haunted([BIG], hand=[MST, MST], spells=[ROYAL_DECREE])
    activate(duel, 0, ROYAL_DECREE)
    activate(duel, 0, MST, spell_card(duel, 0, ROYAL_DECREE))
    activate(duel, 0, MST, spell_card(duel, 0, CALL_OF_THE_HAUNTED))
    assert monster_codes(duel, 0) == []
    assert sorted(duel.graveyard(0)) == sorted([BIG, CALL_OF_THE_HAUNTED, ROYAL_DECREE, MST, MST])


# ---- Premature Burial ---------------------------------------------------------------------------

def test_premature_burial_negated_by_imperial_order_destroyed_leaves_its_monster():
    duel = position(rules="goat", hands=([PREMATURE_BURIAL, M], []), graveyards=([BIG], []),
                    spells=([IMPERIAL_ORDER, RAIGEKI_BREAK], []))
    activate(duel, 0, PREMATURE_BURIAL, duel.card_ids(0, "gy")[0])
    activate(duel, 0, IMPERIAL_ORDER)
    activate(duel, 0, RAIGEKI_BREAK, spell_card(duel, 0, PREMATURE_BURIAL))
    assert monster_codes(duel, 0) == [BIG]
    assert sorted(duel.graveyard(0)) == sorted([PREMATURE_BURIAL, RAIGEKI_BREAK, M])
    assert duel.lp(0) == 8000 - 800


def test_premature_burial_negated_still_falls_with_its_monster():
    # R11: an Equip Card whose monster leaves is destroyed by the rules, negated or not.
    duel = position(rules="goat", hands=([PREMATURE_BURIAL, M], []), graveyards=([BIG], []),
                    spells=([IMPERIAL_ORDER, RAIGEKI_BREAK], []))
    activate(duel, 0, PREMATURE_BURIAL, duel.card_ids(0, "gy")[0])
    activate(duel, 0, IMPERIAL_ORDER)
    activate(duel, 0, RAIGEKI_BREAK, monster_card(duel, 0, 0))
    assert monster_codes(duel, 0) == []
    assert spell_codes(duel, 0) == [IMPERIAL_ORDER]
    assert sorted(duel.graveyard(0)) == sorted([BIG, PREMATURE_BURIAL, RAIGEKI_BREAK, M])


# ---- Snatch Steal -------------------------------------------------------------------------------

def test_snatch_steal_negated_by_imperial_order_returns_control_until_order_leaves():
    duel = position(rules="goat", hands=([SNATCH_STEAL], [M]), monsters=([], [BIG]),
                    spells=([], [IMPERIAL_ORDER, RAIGEKI_BREAK]))
    big = monster_card(duel, 1, 0)
    activate(duel, 0, SNATCH_STEAL, big)
    assert monster_codes(duel, 0) == [BIG] and monster_codes(duel, 1) == []
    end_turn(duel)
    assert duel.turn_player() == 1 and duel.lp(1) == 9000  # Snatch Steal still applies
    activate(duel, 1, IMPERIAL_ORDER)
    # Negated: the monster is its owner's again, Snatch Steal stays equipped to it (AC03).
    assert monster_codes(duel, 0) == [] and monster_codes(duel, 1) == [BIG]
    steal = spell_card(duel, 0, SNATCH_STEAL)
    assert next(s for s in duel.spells(0) if s)["equipped_to"] == big
    activate(duel, 1, RAIGEKI_BREAK, spell_card(duel, 1, IMPERIAL_ORDER))
    # Imperial Order gone: Snatch Steal applies again and takes the monster back.
    assert monster_codes(duel, 0) == [BIG] and monster_codes(duel, 1) == []
    assert spell_card(duel, 0, SNATCH_STEAL) == steal
    assert sorted(duel.graveyard(1)) == sorted([IMPERIAL_ORDER, RAIGEKI_BREAK, M])


def test_snatch_steal_destroyed_while_negated_leaves_the_monster_with_its_owner():
    duel = position(rules="goat", hands=([SNATCH_STEAL], [M, MST]), monsters=([], [BIG]),
                    spells=([], [IMPERIAL_ORDER, RAIGEKI_BREAK]))
    activate(duel, 0, SNATCH_STEAL, monster_card(duel, 1, 0))
    end_turn(duel)
    activate(duel, 1, IMPERIAL_ORDER)
    activate(duel, 1, RAIGEKI_BREAK, spell_card(duel, 0, SNATCH_STEAL))
    assert monster_codes(duel, 0) == [] and monster_codes(duel, 1) == [BIG]
    assert duel.graveyard(0) == [SNATCH_STEAL]
