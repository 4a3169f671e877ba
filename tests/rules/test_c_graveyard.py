"""The Graveyard's order (rules-mr3.md C10, p.41): when several cards go to the GY together,
their owner chooses the order of their own cards, whoever's effect sent them (DEC_GY_ORDER:
one card at a time, bottom first; the turn player is asked first). No choice is asked when
the order cannot matter: one card, or copies of one card."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, go_to_battle, monster_card, pass_until, position, vanilla

DARK_HOLE = 53129443
DIAN_KETO = 84257639
WABOKU = 12607053
CARD_DESTRUCTION = 72892473
CHANGE_OF_HEART = 4031928
A1, A2, B1, B2 = vanilla(1000, 1000), vanilla(1100, 1000), vanilla(1200, 1000), vanilla(1300, 1000)
L7 = vanilla(2500, 2000, level=7)


def pick(duel, card):
    assert duel.decision() == "gy_order"
    duel.apply(A.ACT_SELECT + card)


def offered(duel):
    return sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())


def test_c10_dark_hole_each_owner_orders_their_own_destroyed_monsters():
    duel = position(hands=([DARK_HOLE], []), monsters=([A1, A2], [B1, B2, B2]))
    a1, a2 = duel.card_ids(0, "monsters")
    b1, b2, b2_copy = duel.card_ids(1, "monsters")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "gy_order")
    # The turn player first (their cards only), then the opponent.
    assert duel.current_player() == 0 and offered(duel) == [a1, a2]
    pick(duel, a2)                            # the last one has only one place left
    assert duel.current_player() == 1
    assert offered(duel) == [b1, min(b2, b2_copy)]   # copies of one card are one choice
    pick(duel, min(b2, b2_copy))
    assert offered(duel) == [b1, max(b2, b2_copy)]
    pick(duel, b1)
    assert duel.decision() == "main"          # Dark Hole alone after the chain: nothing to order
    assert duel.graveyard(0) == [A2, A1, DARK_HOLE]
    assert duel.graveyard(1) == [B2, B1, B2]
    assert duel.card_ids(1, "gy") == [min(b2, b2_copy), b1, max(b2, b2_copy)]


def test_c10_no_choice_for_one_card_each_or_copies_of_one_card():
    duel = position(hands=([DARK_HOLE], []), monsters=([A1], [B2, B2]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    assert duel.graveyard(0) == [A1, DARK_HOLE] and duel.graveyard(1) == [B2, B2]


def test_c10_w11_the_chains_spells_and_traps_go_to_the_gy_in_the_owners_order():
    # W11: after the chain its Normal Spell and Normal Trap go to the GY together.
    duel = position(hands=([DIAN_KETO], []), spells=([WABOKU], []))
    keto = card_in_hand(duel, 0, DIAN_KETO)
    waboku = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + keto)
    assert (duel.decision(), duel.current_player()) == ("response", 0)   # P1 had nothing
    duel.apply(A.ACT_ACTIVATE + waboku)
    pass_until(duel, "gy_order")
    assert duel.current_player() == 0 and offered(duel) == sorted([keto, waboku])
    pick(duel, waboku)
    assert duel.decision() == "main" and duel.graveyard(0) == [WABOKU, DIAN_KETO] and duel.lp(0) == 9000


def test_c10_g09_the_tributes_go_to_the_gy_in_the_order_their_owner_chooses():
    duel = position(hands=([L7], []), monsters=([A1, A2], []))
    a1, a2 = duel.card_ids(0, "monsters")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L7))
    duel.apply(A.ACT_SELECT + a1)
    duel.apply(A.ACT_SELECT + a2)
    assert offered(duel) == [a1, a2] and duel.card_ids(0, "monsters") == []   # sent before the summon
    pick(duel, a2)
    assert duel.graveyard(0) == [A2, A1] and duel.monsters(0)[0]["code"] == L7


def test_c10_the_owner_not_the_controller_orders_monsters_destroyed_by_battle():
    # F20: both monsters of an equal-ATK battle go at the end of the Damage Step; the taken
    # one is P1's, like its opponent: P1 orders both (C10: the owner chooses).
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([], [B1, vanilla(1200, 900)]))
    taken, other = duel.card_ids(1, "monsters")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    duel.apply(A.ACT_SELECT + taken)
    pass_until(duel, "main")
    go_to_battle(duel)
    duel.apply(attack(0, 1))
    pass_until(duel, "gy_order")
    assert duel.current_player() == 1 and offered(duel) == sorted([taken, other])
    pick(duel, other)
    assert duel.card_ids(1, "gy") == [other, taken] and duel.decision() == "battle"


def test_c10_card_destruction_both_players_order_their_discarded_hands():
    duel = position(hands=([CARD_DESTRUCTION, A1, A2], [B1, B2]),
                    decks=([vanilla(100, 100)] * 5, [vanilla(200, 100)] * 5))
    a1, a2 = card_in_hand(duel, 0, A1), card_in_hand(duel, 0, A2)
    b1, b2 = card_in_hand(duel, 1, B1), card_in_hand(duel, 1, B2)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CARD_DESTRUCTION))
    pass_until(duel, "gy_order")
    assert duel.current_player() == 0 and offered(duel) == [a1, a2]
    pick(duel, a2)
    assert duel.current_player() == 1 and offered(duel) == [b1, b2]
    pick(duel, b2)
    assert duel.decision() == "main"
    assert duel.graveyard(0) == [A2, A1, CARD_DESTRUCTION] and duel.graveyard(1) == [B2, B1]
    assert duel.hand(0) == [vanilla(100, 100)] * 2 and duel.hand(1) == [vanilla(200, 100)] * 2


def test_c10_a_gy_order_decision_is_a_complete_state():
    # The batch being ordered lives in the buffer: a clone and an unpickled copy taken halfway
    # resume exactly like the original.
    import pickle
    duel = position(hands=([DARK_HOLE], []), monsters=([A1, A2, B1], [B1, B2]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "gy_order")
    pick(duel, duel.card_ids(0, "gy")[1])
    copies = [duel.clone(), pickle.loads(pickle.dumps(duel))]
    for d in [duel] + copies:
        while d.decision() == "gy_order":
            d.apply(int(d.legal_actions()[-1]))
    assert all(d == duel for d in copies)
    assert duel.graveyard(0) == [A2, B1, A1, DARK_HOLE]


def test_c10_r11_equips_that_fall_with_their_monster_are_a_batch_of_their_own():
    # R11: the Equips are destroyed after their monster left, so they go on top of the batch
    # Dark Hole sent, as a second batch their owner orders too.
    dark_magician, sword, book = 46986414, 37120512, 91595718
    duel = position(hands=([sword, book, DARK_HOLE], []), monsters=([dark_magician, A1], []))
    magician, a1 = duel.card_ids(0, "monsters")
    for equip in (sword, book):
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, equip))
        duel.apply(A.ACT_SELECT + magician)
        pass_until(duel, "main")
    sword_id, book_id = [s["card"] for s in duel.spells(0) if s]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "gy_order")
    assert offered(duel) == sorted([sword_id, book_id])
    pick(duel, book_id)
    assert offered(duel) == sorted([magician, a1])
    pick(duel, a1)
    assert duel.decision() == "main"
    assert duel.graveyard(0) == [A1, dark_magician, book, sword, DARK_HOLE]
