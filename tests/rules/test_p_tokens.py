"""Tokens (rules-mr3.md P): Scapegoat's Sheep Tokens, Ojama Trio's Ojama Tokens and the Synchron
Token, made by the cards or set up on the field. That a Token is never face-down is tested with
Book of Moon in tests/cards/test_goat_summons.py."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, monster_card, pass_until, position, settle, to_battle, vanilla

SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052         # Beast, Level 1, 0/0
OJAMA_TRIO = 29843091
OJAMA_TOKEN = 29843092         # Level 2, 0/1000
SYNCHRON_TOKEN = 62125439      # Machine, Level 2, 1000/0
DARK_HOLE = 53129443
COMPULSORY_EVACUATION = 94192409  # Trap: return a monster to the hand
ENEMY_CONTROLLER = 98045062    # Quick-Play; its second effect Tributes a monster (a cost)
PENDULUM_RISING = 74926274     # cost: send 1 monster you control to the GY (not a Tribute)
TRUMP_WITCH = 91584698         # a Level 1 Pendulum Monster, for Pendulum Rising
DARK_BALTER = 80071763         # monsters it destroys by battle have their effects negated
SKILL_DRAIN = 82732705
L1 = vanilla(300, 300, level=1)
L5 = vanilla(1900, 1000, level=5)
M = vanilla(1000, 1000)
BIG = vanilla(2000, 1000)


def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def piles(duel, player):
    return duel.hand(player), duel.graveyard(player), duel.banished(player), duel.deck(player)


def test_p01_ojama_trio_makes_three_tokens_on_the_opponents_field():
    # P01: "Special Summon 3 Tokens": they exist only as they are summoned, on the side the effect
    # names, face-up in Defense Position; no pile gave them.
    duel = position(spells=([OJAMA_TRIO], []))
    before = [len(p) for p in piles(duel, 1)]
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "main")
    assert codes(duel, 1)[:3] == [OJAMA_TOKEN] * 3 and codes(duel, 0) == [None] * 5
    assert [m["position"] for m in duel.monsters(1)[:3]] == ["defense"] * 3
    assert [len(p) for p in piles(duel, 1)] == before


def test_p02_a_token_destroyed_or_returned_to_the_hand_vanishes():
    # P02: destroyed by Dark Hole, or returned by Compulsory Evacuation Device: in no pile.
    duel = position(hands=([DARK_HOLE], []), monsters=([SHEEP_TOKEN, M], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    assert codes(duel, 0) == [None] * 5 and sorted(duel.graveyard(0)) == sorted([M, DARK_HOLE])
    duel = position(turn=3, turn_player=1, monsters=([SHEEP_TOKEN], []), spells=([], [COMPULSORY_EVACUATION]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert codes(duel, 0) == [None] * 5 and duel.hand(0) == [] and duel.graveyard(0) == []


def test_p04_a_token_cannot_be_sent_to_the_gy_for_a_cost():
    # P04: Pendulum Rising's cost sends a monster the player controls to the GY (not a Tribute): a
    # Level 1 Sheep Token cannot pay it, a Level 1 monster can (Trump Witch in the Deck is the
    # Level 1 Pendulum Monster its resolution needs).
    deck = [TRUMP_WITCH] + [M] * 5
    duel = position(hands=([PENDULUM_RISING], []), monsters=([SHEEP_TOKEN], []), decks=(deck, deck))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING) not in duel.legal_actions()
    duel = position(hands=([PENDULUM_RISING], []), monsters=([SHEEP_TOKEN, L1], []), decks=(deck, deck))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    assert duel.decision() == "cost"
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 0, 1)]


def test_p05_a_token_may_be_tributed_for_a_cost_and_vanishes():
    # P05: Enemy Controller's second effect Tributes a monster as its cost: a Sheep Token will do.
    duel = position(spells=([ENEMY_CONTROLLER], []), monsters=([SHEEP_TOKEN], [M]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_OPTION + 1)
    assert duel.decision() == "cost"
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert codes(duel, 0)[0] == M and duel.graveyard(0) == [ENEMY_CONTROLLER]


def test_p05_a_token_may_be_tributed_for_a_tribute_summon_and_vanishes():
    # P05: The Synchron Token has no "cannot be Tributed" clause (unlike Scapegoat's and Ojama Trio's).
    duel = position(hands=([L5], []), monsters=([SYNCHRON_TOKEN], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    assert duel.decision() == "tribute"
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    settle(duel)
    assert [c for c in codes(duel, 0) if c] == [L5] and duel.graveyard(0) == []


def test_p06_the_sheep_tokens_tribute_clause_is_scapegoats_and_skill_drain_leaves_it():
    # P06: "Cannot be Tributed for a Tribute Summon" is Scapegoat's effect, not the Tokens': Skill
    # Drain negating face-up monsters' effects does not lift it.
    duel = position(turn=3, turn_player=1, spells=([SCAPEGOAT, (SKILL_DRAIN, "faceup")], []),
                    hands=([L5], []))
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.turn_player() == 0 and codes(duel, 0)[:4] == [SHEEP_TOKEN] * 4
    assert A.ACT_SUMMON + card_in_hand(duel, 0, L5) not in duel.legal_actions()


def test_p06_the_ojama_tokens_damage_is_ojama_trios_and_dark_balter_does_not_negate_it():
    # P06: "Each time an Ojama Token is destroyed, its controller takes 300 damage" is Ojama Trio's
    # effect: Dark Balter negating the effects of the monsters it destroys by battle does not
    # stop it (a plain attacker of the same ATK is the contrast).
    for attacker in (BIG, DARK_BALTER):
        duel = position(monsters=([attacker], [(OJAMA_TOKEN, "defense")]))
        to_battle(duel)
        duel.apply(attack(0, 0))
        settle(duel)
        assert codes(duel, 1) == [None] * 5 and duel.lp(1) == 8000 - 300, attacker
