"""Duel.determinize(p): the opponent's hidden cards (hand, Deck and face-down field cards) are
dealt again, keeping what p knows (issue 7, item 9): a Set card in the Spell & Trap Zone stays a
Spell or Trap, one in the Field Zone a Field Spell, a face-down monster a Main Deck monster, and
every card revealed to p (C15) keeps its identity."""
from collections import Counter

import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W

from helpers import card_in_hand, monster_card, pass_until, position, staples_decks, test_db, vanilla
from invariants import check_invariants

TRAP_HOLE = 4206964
WABOKU = 12607053
REINFORCEMENTS = 17814387
CASTLE_WALLS = 44209392
DARK_HOLE = 53129443
OOKAZI = 19523799
YAMI = 59197169
SOGEN = 86318356
BOOK_OF_MOON = 14087893
M1, M2, M3 = vanilla(1200, 700), vanilla(1500, 1100), vanilla(1800, 300)
SET_MONSTER = vanilla(400, 2000)

# Player 1's hidden cards: 5 non-Field Spells/Traps, 2 Field Spells, 4 Main Deck monsters.
SPELL_TRAPS = {TRAP_HOLE, WABOKU, REINFORCEMENTS, CASTLE_WALLS, DARK_HOLE}
FIELD_SPELLS = {YAMI, SOGEN}
MONSTERS = {M1, M2, M3, SET_MONSTER}


def scene(**kw):
    # Player 0 to act; player 1 has two Set Spells/Traps, a Set Field Spell and a Set monster.
    kw.setdefault("hands", ([OOKAZI, M1], [TRAP_HOLE, M1, SOGEN]))
    kw.setdefault("decks", ([M2, M3, M1, WABOKU, M2], [DARK_HOLE, M2, WABOKU, M3, M1, M2]))
    kw.setdefault("spells", ([WABOKU], [REINFORCEMENTS, CASTLE_WALLS, YAMI]))
    kw.setdefault("monsters", ([(M3, "set"), M2], [(SET_MONSTER, "set"), M1]))
    return position(**kw)


def foe_places(duel):
    # Passcodes of player 1's hidden places, by place.
    spells = duel.spells(1)
    monsters = duel.monsters(1)
    return {"hand": duel.hand(1), "deck": duel.deck(1),
            "st": [spells[i]["code"] for i in range(2)], "field": spells[5]["code"],
            "set_monster": monsters[0]["code"]}


def hidden_multiset(duel):
    places = foe_places(duel)
    return Counter(places["hand"] + places["deck"] + places["st"] + [places["field"], places["set_monster"]])


def test_set_cards_are_dealt_again_but_stay_spells_or_traps():
    before = scene()
    seen_st, seen_field, seen_monster = Counter(), Counter(), Counter()
    for seed in range(200):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        places = foe_places(duel)
        assert set(places["st"]) <= SPELL_TRAPS
        assert places["field"] in FIELD_SPELLS
        assert places["set_monster"] in MONSTERS
        seen_st.update(places["st"])
        seen_field[places["field"]] += 1
        seen_monster[places["set_monster"]] += 1
    # Every card of the fitting kind, wherever it really is, shows up in the Set places.
    assert set(seen_st) == SPELL_TRAPS and set(seen_field) == FIELD_SPELLS
    assert set(seen_monster) == MONSTERS


def test_set_cards_are_dealt_uniformly_from_the_fitting_cards():
    # 5 non-Field Spells/Traps for the first Spell & Trap Zone: each about 1/5 of 1000 deals.
    before = scene()
    counts = Counter()
    for seed in range(1000):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        counts[foe_places(duel)["st"][0]] += 1
    assert set(counts) == SPELL_TRAPS
    assert all(140 <= n <= 260 for n in counts.values()), counts


def test_hidden_cards_keep_their_multiset_and_every_place_its_count():
    before = scene()
    for seed in range(50):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        assert hidden_multiset(duel) == hidden_multiset(before)
        assert len(duel.hand(1)) == len(before.hand(1)) and len(duel.deck(1)) == len(before.deck(1))
        # Public facts stay: the face-up monster, positions, the GY.
        assert duel.monsters(1)[1] == before.monsters(1)[1]
        assert [m and m["position"] for m in duel.monsters(1)] == [m and m["position"] for m in before.monsters(1)]
        assert [s and s["position"] for s in duel.spells(1)] == [s and s["position"] for s in before.spells(1)]


def test_the_players_own_cards_are_untouched_and_their_deck_reshuffled():
    before = scene()
    orders = set()
    for seed in range(20):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        assert duel.hand(0) == before.hand(0)
        assert duel.monsters(0) == before.monsters(0) and duel.spells(0) == before.spells(0)
        assert sorted(duel.deck(0)) == sorted(before.deck(0))
        orders.add(tuple(duel.deck(0)))
    assert len(orders) > 1


def test_what_the_player_sees_is_the_same_after_the_deal():
    # observation(p) is exactly what p can see: a deal consistent with it leaves it unchanged.
    before = scene()
    for seed in range(20):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        assert np.array_equal(duel.observation(0), before.observation(0))


def test_redealt_cards_are_consistent_in_the_card_table():
    # Every word the engine derives from a card's data row follows its new identity.
    db = test_db()
    before = scene()
    for seed in range(30):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        buf = W.decode(duel.buffer)
        for card in range(buf[L.HDR_N_CARDS]):
            row = W.CARD_BASE + card * W.CARD_WIDTH
            info = db[duel.card_code(card)]
            if buf[row + L.CARD_LOCATION] in (L.LOC_HAND, L.LOC_DECK) or \
                    buf[row + L.CARD_POSITION] == L.POS_FACEDOWN_DEFENSE:
                assert (buf[row + L.CARD_ATK], buf[row + L.CARD_DEF]) == (info.atk, info.defense)
        check_invariants(duel)


def test_determinize_is_deterministic_for_a_seed():
    before = scene()
    a, b, c = before.clone(), before.clone(), before.clone()
    a.determinize(0, seed=5)
    b.determinize(0, seed=5)
    c.determinize(0, seed=6)
    assert a == b and a != c


def _reveal(duel, card, player):
    # A reveal to `player` (C15), written into the state as an effect would leave it.
    buf = W.decode(duel.buffer)
    buf[W.card_word(card, L.CARD_REVEALED)] |= 1 << player
    return Duel.from_buffer(test_db(), W.encode(buf, len(duel.buffer)))


def test_cards_revealed_to_the_player_keep_their_identity():
    base = scene()
    set_card = base.spells(1)[1]["card"]
    hand_card = card_in_hand(base, 1, SOGEN)
    before = _reveal(_reveal(base, set_card, 0), hand_card, 0)
    for seed in range(100):
        duel = before.clone()
        duel.determinize(0, seed=seed)
        assert duel.card_code(set_card) == CASTLE_WALLS
        assert duel.card_code(hand_card) == SOGEN
    # Revealed to the other player only: it is dealt again for player 0.
    other = _reveal(base, set_card, 1)
    codes = set()
    for seed in range(50):
        duel = other.clone()
        duel.determinize(0, seed=seed)
        codes.add(duel.card_code(set_card))
    assert len(codes) > 1


def test_a_monster_turned_face_down_after_both_players_saw_it_stays_known():
    # Book of Moon (AD01) turns a face-up monster face-down: both players saw what it is.
    duel = position(hands=([BOOK_OF_MOON], [M1, M2, M3]), monsters=([], [vanilla(2500, 1000)]),
                    decks=([M1] * 5, [M2, M3, SET_MONSTER, M1, M2]))
    target = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["position"] == "set"
    assert target in duel.revealed_to(0) and target in duel.revealed_to(1)
    for seed in range(50):
        copy = duel.clone()
        copy.determinize(0, seed=seed)
        assert copy.card_code(target) == vanilla(2500, 1000)


def test_a_card_on_the_chain_keeps_its_identity():
    # Player 1 answers Ookazi with a Set Waboku: the chain link's card is public and keeps its
    # effect; player 1's other Set card is still dealt again. Player 0 may answer again.
    duel = position(hands=([OOKAZI], []), spells=([WABOKU], [WABOKU, REINFORCEMENTS]),
                    decks=([M1] * 5, [DARK_HOLE, TRAP_HOLE, M2, M3]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, OOKAZI))
    waboku, other = duel.spells(1)[0]["card"], duel.spells(1)[1]["card"]
    duel.apply(A.ACT_ACTIVATE + waboku)
    assert [link["card"] for link in duel.chain()][-1] == waboku and duel.current_player() == 0
    codes = set()
    for seed in range(60):
        copy = duel.clone()
        copy.determinize(duel.current_player(), seed=seed)
        assert copy.card_code(waboku) == WABOKU
        codes.add(copy.card_code(other))
        assert copy.playout(seed) in (0, 1, -1)
    assert codes <= {REINFORCEMENTS, DARK_HOLE, TRAP_HOLE} and len(codes) > 1


def test_the_monster_being_summoned_keeps_its_identity():
    # Found by the saved-state check: at player 1's pending Tribute Summon (G07, G09) the
    # monster is still in their hand, hidden from player 0; dealt again, it could become a
    # Spell placed in a Monster Zone. The summon's monster stays; the rest of the hand is dealt.
    big = vanilla(2000, 1000, level=5)
    duel = position(turn_player=1, hands=([], [big, DARK_HOLE, WABOKU, TRAP_HOLE]),
                    monsters=([], [M1]), decks=([M2] * 5, [REINFORCEMENTS, WABOKU, DARK_HOLE] * 3))
    card = card_in_hand(duel, 1, big)
    duel.apply(A.ACT_SUMMON + card)
    assert duel.decision() == "tribute" and duel.current_player() == 1
    others = set()
    for seed in range(30):
        copy = duel.clone()
        copy.determinize(0, seed=seed)
        assert copy.card_code(card) == big
        Duel.from_buffer(test_db(), copy.buffer)  # a valid saved state
        others.update(copy.hand(1))
        copy.apply(int(copy.legal_actions()[0]))
        assert copy.monsters(1)[0]["code"] == big or copy.monsters(1)[1]["code"] == big
    assert others > {big, DARK_HOLE, WABOKU, TRAP_HOLE}  # the other hand cards were dealt again


def _face_down_codes(duel, player):
    cells = [m for m in duel.monsters(player) if m] + [s for s in duel.spells(player) if s]
    return [(c["card"], c["code"]) for c in cells if c["position"] in ("set", "facedown")]


@pytest.mark.parametrize("first", [0, 1])
def test_determinized_states_play_out_without_error(first):
    # Random duels with the GOAT staples (Set Traps, Book of Moon, Heavy Storm ...) and the
    # Starter Decks' Field Spells: at every decision both players' views are determinized,
    # checked and played out to the end.
    deck0, deck1 = staples_decks()
    changed = 0
    for seed in range(8):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=first)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            for viewer in (0, 1):
                copy = duel.clone()
                copy.determinize(viewer, seed=int(rng.integers(2 ** 63)))
                check_invariants(copy)
                changed += _face_down_codes(copy, 1 - viewer) != _face_down_codes(duel, 1 - viewer)
                assert copy.playout(int(rng.integers(2 ** 63))) in (0, 1, -1)
                check_invariants(copy)
            legal = duel.legal_actions()
            duel.apply(int(legal[rng.integers(len(legal))]))
    assert changed > 1000  # the face-down cards were really dealt again, many times


def test_a_deal_leaves_the_pending_decision_a_legal_action():
    # A state the battle family's random battery reaches: player 0 chooses a monster of their
    # hand to Special Summon during a resolution (OP_SUMMON_CHOSEN, two candidates). Player 1
    # cannot see that hand, but sees that player 0 is asked: a deal with no candidate left
    # contradicts it, and determinize deals again (before, a guess could have no legal action,
    # which Duel.from_buffer refuses).
    from cards.test_goat_battle import battle_decks
    deck0, deck1 = battle_decks()
    duel = Duel(test_db(), deck0, deck1, seed=10, rules="goat", first_player=0, auto_forced=True)
    rng = np.random.default_rng(10)
    while duel.decisions() < 175:
        rng.integers(2)
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert duel.decision() == "choose" and duel.current_player() == 0
    hand = set(duel.card_ids(0, "hand"))
    picks = [a - A.ACT_SELECT for a in duel.legal_actions() if A.ACT_SELECT <= a < A.ACT_SELECT + L.CAP_CARDS]
    assert picks and set(picks) <= hand
    for seed in range(20):
        guess = duel.clone()
        guess.determinize(1, seed)
        assert len(guess.legal_actions()) > 0
        assert Duel.from_buffer(test_db(), guess.buffer) == guess
