"""GOAT summons family (ygo_core/scripts/goat/summons.py): one test or more per card, each in
a set-up position, citing the rules (rules-mr3.md) and the era's rulings it relies on."""
import pytest

from ygo_core import actions as A
from ygo_core import layout as L

from battery import seeds
from helpers import card_in_hand, monster_card, pass_until, position, vanilla
from invariants import check_invariants

PREMATURE_BURIAL = 70828912
CALL_OF_THE_HAUNTED = 97077563
SNATCH_STEAL = 45986603
SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052
FUSION_SAGE = 26902560
POLYMERIZATION = 24094654
MST = 5318639
BOOK_OF_MOON = 14087893
DARK_HOLE = 53129443
BIG = vanilla(1800, 1000)
M = vanilla(1000, 1000)
L5 = vanilla(2100, 1000, level=5)


def activate(duel, player, code, *targets):
    """Activate `code` from the hand (or its first copy Set on the field), choose targets, and
    pass until the chain is resolved."""
    ids = [c for c in duel.card_ids(player, "hand") if duel.card_code(c) == code]
    if not ids:
        ids = [s["card"] for s in duel.spells(player) if s and s["code"] == code]
    duel.apply(A.ACT_ACTIVATE + ids[0])
    for t in targets:
        duel.apply(A.ACT_SELECT + t)


def resolve(duel, decision="main"):
    pass_until(duel, decision)


def spell_codes(duel, player):
    return [s and s["code"] for s in duel.spells(player)][:5]


def monster_codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def end_turn(duel):
    """End the turn: pass every window up to the next player's Main Phase 1."""
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


# ---- Premature Burial ---------------------------------------------------------------------------

def test_premature_burial_pays_800_and_revives_in_attack_position_equipped():
    duel = position(hands=([PREMATURE_BURIAL], []), graveyards=([BIG, M], []))
    gy = duel.card_ids(0, "gy")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL))
    assert duel.lp(0) == 7200  # U03: the cost is paid on activation
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in gy)  # V01: a GY target
    duel.apply(A.ACT_SELECT + gy[0])
    resolve(duel)
    mon = duel.monsters(0)[0]
    assert (mon["code"], mon["position"]) == (BIG, "attack")
    assert spell_codes(duel, 0)[0] == PREMATURE_BURIAL  # it stays, equipped (R10)
    assert duel.graveyard(0) == [M]


def test_premature_burial_needs_800_lp_and_a_monster_in_the_gy():
    duel = position(hands=([PREMATURE_BURIAL], []), graveyards=([BIG], []), lp=(700, 8000))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL) not in duel.legal_actions()
    duel = position(hands=([PREMATURE_BURIAL], []), graveyards=([], [BIG]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL) not in duel.legal_actions()


def test_premature_burial_destroyed_destroys_the_equipped_monster():
    duel = position(hands=([PREMATURE_BURIAL, MST], []), graveyards=([BIG], []))
    activate(duel, 0, PREMATURE_BURIAL, duel.card_ids(0, "gy")[0])
    resolve(duel)
    burial = duel.spells(0)[0]["card"]
    activate(duel, 0, MST, burial)
    resolve(duel)
    assert monster_codes(duel, 0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([BIG, PREMATURE_BURIAL, MST])


def test_premature_burial_monster_turned_face_down_stays_and_the_card_falls():
    # R11 and the era's ruling: Book of Moon makes the Equip fall; the monster is no longer the
    # equipped one, so it is not destroyed.
    duel = position(hands=([PREMATURE_BURIAL, BOOK_OF_MOON], []), graveyards=([BIG], []))
    activate(duel, 0, PREMATURE_BURIAL, duel.card_ids(0, "gy")[0])
    resolve(duel)
    activate(duel, 0, BOOK_OF_MOON, monster_card(duel, 0, 0))
    resolve(duel)
    assert duel.monsters(0)[0]["position"] == "set"
    assert sorted(duel.graveyard(0)) == sorted([PREMATURE_BURIAL, BOOK_OF_MOON])


# ---- Call of the Haunted -------------------------------------------------------------------------

def haunted(extra_hand=(), **kw):
    duel = position(hands=(list(extra_hand), []), spells=([CALL_OF_THE_HAUNTED], []),
                    graveyards=([BIG], []), **kw)
    activate(duel, 0, CALL_OF_THE_HAUNTED, duel.card_ids(0, "gy")[0])
    resolve(duel)
    return duel


def test_call_of_the_haunted_revives_in_attack_position_and_stays():
    duel = haunted()
    mon = duel.monsters(0)[0]
    assert (mon["code"], mon["position"]) == (BIG, "attack")
    assert duel.spells(0)[0]["code"] == CALL_OF_THE_HAUNTED and duel.spells(0)[0]["position"] == "faceup"
    assert duel.graveyard(0) == []


def test_call_of_the_haunted_leaving_the_field_destroys_its_monster():
    duel = haunted([MST])
    activate(duel, 0, MST, duel.spells(0)[0]["card"])
    resolve(duel)
    assert monster_codes(duel, 0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([BIG, CALL_OF_THE_HAUNTED, MST])


def test_call_of_the_haunted_monster_destroyed_destroys_the_trap():
    duel = haunted([DARK_HOLE])
    activate(duel, 0, DARK_HOLE)
    resolve(duel)
    assert spell_codes(duel, 0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([BIG, CALL_OF_THE_HAUNTED, DARK_HOLE])


def test_call_of_the_haunted_stays_when_its_monster_is_tributed():
    # "When that target is destroyed": a Tribute is not destruction, so the Trap stays (Y).
    duel = haunted([L5])
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    resolve(duel)
    assert monster_codes(duel, 0)[0] == L5 and duel.graveyard(0) == [BIG]
    assert duel.spells(0)[0]["code"] == CALL_OF_THE_HAUNTED


def test_call_of_the_haunted_link_ends_when_its_monster_is_turned_face_down():
    # Ruling: a face-down monster is a new card, no longer the Trap's target; the Trap stays,
    # and later leaving the field it no longer destroys the monster.
    duel = haunted([BOOK_OF_MOON, MST])
    activate(duel, 0, BOOK_OF_MOON, monster_card(duel, 0, 0))
    resolve(duel)
    assert duel.spells(0)[0]["code"] == CALL_OF_THE_HAUNTED
    activate(duel, 0, MST, duel.spells(0)[0]["card"])
    resolve(duel)
    assert duel.monsters(0)[0]["code"] == BIG and duel.monsters(0)[0]["position"] == "set"


def test_call_of_the_haunted_destroyed_in_response_summons_nothing():
    # R09: a Continuous Trap that left the field before it resolved does nothing.
    duel = position(turn=3, turn_player=1, spells=([CALL_OF_THE_HAUNTED], [MST]),
                    graveyards=([BIG], []))
    duel.apply(A.ACT_TO_END)  # player 1 ends the turn; player 0 answers in the End Phase
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    activate(duel, 0, CALL_OF_THE_HAUNTED, duel.card_ids(0, "gy")[0])
    trap = duel.spells(0)[0]["card"]
    assert duel.current_player() == 1
    activate(duel, 1, MST, trap)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert monster_codes(duel, 0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([BIG, CALL_OF_THE_HAUNTED])


# ---- Snatch Steal -------------------------------------------------------------------------------

def stolen(extra_hand=(), **kw):
    duel = position(hands=([SNATCH_STEAL] + list(extra_hand), []), monsters=([], [BIG]), **kw)
    activate(duel, 0, SNATCH_STEAL, monster_card(duel, 1, 0))
    resolve(duel)
    return duel


def test_snatch_steal_takes_control_while_equipped():
    duel = stolen()
    assert monster_codes(duel, 0)[0] == BIG and monster_codes(duel, 1) == [None] * 5
    assert spell_codes(duel, 0)[0] == SNATCH_STEAL


def test_snatch_steal_targets_only_a_face_up_opposing_monster():
    duel = position(hands=([SNATCH_STEAL], []), monsters=([M], [(BIG, "set")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SNATCH_STEAL) not in duel.legal_actions()


def test_snatch_steal_control_lasts_past_the_end_of_the_turn_and_the_foe_gains_1000():
    duel = stolen()
    end_turn(duel)  # player 1's turn 3: their Standby Phase
    assert duel.turn_player() == 1 and duel.lp(1) == 9000
    assert monster_codes(duel, 0)[0] == BIG  # not "until the end of the turn" (unlike Y13)
    end_turn(duel)  # player 0's turn: no gain for player 1
    assert duel.lp(1) == 9000 and duel.lp(0) == 8000


def test_snatch_steal_leaving_the_field_returns_the_monster():
    duel = stolen([MST])
    activate(duel, 0, MST, duel.spells(0)[0]["card"])
    resolve(duel)
    assert monster_codes(duel, 0) == [None] * 5 and monster_codes(duel, 1)[0] == BIG


def test_snatch_steal_monster_tributed_goes_to_its_owners_gy():
    # Snatch Steal + Tribute: the stolen monster is the player's to Tribute (G10); it goes to
    # its owner's GY (C10) and Snatch Steal falls (R11).
    duel = stolen([L5])
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    resolve(duel)
    assert monster_codes(duel, 0)[0] == L5
    assert duel.graveyard(1) == [BIG] and duel.graveyard(0) == [SNATCH_STEAL]


# ---- Scapegoat ----------------------------------------------------------------------------------

def test_scapegoat_summons_four_sheep_tokens_in_defense_position():
    duel = position(hands=([SCAPEGOAT], []))
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    sheep = duel.monsters(0)[:4]
    assert all(m["code"] == SHEEP_TOKEN and m["position"] == "defense" for m in sheep)
    assert [(m["atk"], m["def"]) for m in sheep] == [(0, 0)] * 4
    assert duel.graveyard(0) == [SCAPEGOAT]


def test_scapegoat_forbids_summons_but_not_sets_that_turn():
    duel = position(hands=([SCAPEGOAT, M], []))
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    m = card_in_hand(duel, 0, M)
    assert A.ACT_SUMMON + m not in duel.legal_actions()
    assert A.ACT_SET + m in duel.legal_actions()


def test_scapegoat_needs_four_free_zones_and_no_summon_this_turn():
    duel = position(hands=([SCAPEGOAT], []), monsters=([M, M], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT) not in duel.legal_actions()
    duel = position(hands=([SCAPEGOAT, M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    resolve(duel)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT) not in duel.legal_actions()
    duel = position(hands=([SCAPEGOAT, M], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M))  # a Set is not a summon
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT) in duel.legal_actions()


def test_book_of_moon_cannot_target_a_sheep_token():
    # P03: Tokens are always face-up, so Book of Moon cannot target one; with only Sheep Tokens
    # face-up on the field it cannot be activated at all.
    duel = position(hands=([SCAPEGOAT, BOOK_OF_MOON], []), monsters=([], [(M, "set")]))
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    assert monster_codes(duel, 0)[:4] == [SHEEP_TOKEN] * 4
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON) not in duel.legal_actions()


def test_book_of_moon_beside_sheep_tokens_offers_only_the_other_monster():
    # P03: the Tokens are no targets; the face-up monster is.
    duel = position(hands=([SCAPEGOAT, BOOK_OF_MOON], []), monsters=([], [M]))
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 0)]


def test_sheep_tokens_cannot_be_tributed_for_a_tribute_summon():
    duel = position(turn=3, turn_player=1, spells=([SCAPEGOAT], []), hands=([L5], []))
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    activate(duel, 0, SCAPEGOAT)  # in player 1's turn, as they leave Main Phase 1 (E02)
    pass_until(duel, "main")
    end_turn(duel)  # player 0's turn 4: no lock any more
    assert duel.turn_player() == 0 and monster_codes(duel, 0)[:4] == [SHEEP_TOKEN] * 4
    assert A.ACT_SUMMON + card_in_hand(duel, 0, L5) not in duel.legal_actions()
    assert A.ACT_SET + card_in_hand(duel, 0, L5) not in duel.legal_actions()


def test_sheep_tokens_destroyed_vanish_and_their_rows_are_reused():
    # Tokens are never in a pile: destroyed, they cease to exist; a later Token takes a free row.
    duel = position(hands=([SCAPEGOAT, DARK_HOLE], []), spells=([SCAPEGOAT], []))
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    n_cards = duel.buffer[L.HDR_N_CARDS]
    activate(duel, 0, DARK_HOLE)
    resolve(duel)
    assert monster_codes(duel, 0) == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([SCAPEGOAT, DARK_HOLE])
    check_invariants(duel)
    end_turn(duel)
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    activate(duel, 0, SCAPEGOAT)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert monster_codes(duel, 0)[:4] == [SHEEP_TOKEN] * 4
    assert duel.buffer[L.HDR_N_CARDS] == n_cards
    check_invariants(duel)


# ---- Fusion Sage --------------------------------------------------------------------------------

def test_fusion_sage_adds_polymerization_from_the_deck():
    duel = position(hands=([FUSION_SAGE], []), decks=([M, POLYMERIZATION, M], [M]),
                    allow_unimplemented=True)
    activate(duel, 0, FUSION_SAGE)
    pass_until(duel, "choose")
    poly = [c for c in duel.card_ids(0, "deck") if duel.card_code(c) == POLYMERIZATION][0]
    assert list(duel.legal_actions()) == [A.ACT_SELECT + poly]
    duel.apply(A.ACT_SELECT + poly)
    resolve(duel)
    assert POLYMERIZATION in duel.hand(0) and POLYMERIZATION not in duel.deck(0)


def test_fusion_sage_needs_polymerization_in_the_deck():
    duel = position(hands=([FUSION_SAGE], []), decks=([M, M], [M]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, FUSION_SAGE) not in duel.legal_actions()


# ---- Random play with the family's cards ----------------------------------------------------------

SUMMONS_CARDS = [PREMATURE_BURIAL, PREMATURE_BURIAL, CALL_OF_THE_HAUNTED, CALL_OF_THE_HAUNTED,
                 SNATCH_STEAL, SNATCH_STEAL, SCAPEGOAT, SCAPEGOAT, SCAPEGOAT, DARK_HOLE]


def summons_decks():
    """The staples decks (tests/helpers.py) with 10 of their cards swapped for this family's."""
    from helpers import staples_decks
    yugi, kaiba = staples_decks()
    # Tsukuyomi x2, Book of Life, The Shallow Grave, Polymerization x2, Fusion Sage, and the
    # materials of Gaia the Dragon Champion.
    cards = SUMMONS_CARDS + [34853266, 34853266, 2204140, 43434803, 24094654, 24094654, 26902560,
                             6368038, 28279543]
    return yugi[:12] + cards + yugi[31:], kaiba[:12] + cards + kaiba[31:]


SUMMONS_EXTRA = [66889139, 66889139, 53539634]  # Gaia the Dragon Champion x2, Sanwitch


@pytest.mark.parametrize("rules", ["mr3", "tcg2002"])
def test_random_duels_with_the_summons_cards_keep_invariants(rules):
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = summons_decks()
    for seed in seeds(150):
        play_checked(test_db(), deck0, deck1, seed, rules, extra0=SUMMONS_EXTRA, extra1=SUMMONS_EXTRA)


def test_playouts_with_the_summons_cards_end_consistently():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = summons_decks()
    for seed in range(300):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2,
                    extra0=SUMMONS_EXTRA, extra1=SUMMONS_EXTRA)
        duel.playout(seed)
        assert duel.is_terminal()
        check_invariants(duel)


def test_scapegoat_chained_to_a_revival_stops_the_revival():
    # The lock applies as Scapegoat resolves; a Special Summon resolving after it in the same
    # chain (Monster Reborn, link 1) does not happen.
    reborn = 83764718
    duel = position(hands=([reborn, SCAPEGOAT], []), graveyards=([BIG], []))
    activate(duel, 0, reborn, duel.card_ids(0, "gy")[0])
    while not (duel.decision() == "response" and duel.current_player() == 0):
        duel.apply(A.ACT_PASS)
    activate(duel, 0, SCAPEGOAT)
    resolve(duel)
    assert monster_codes(duel, 0) == [SHEEP_TOKEN] * 4 + [None]
    assert BIG in duel.graveyard(0)


# ---- Tsukuyomi ----------------------------------------------------------------------------------

TSUKUYOMI = 34853266
MONSTER_REBORN = 83764718


def test_tsukuyomi_summoned_flips_a_face_up_monster_face_down():
    duel = position(hands=([TSUKUYOMI], []), monsters=([], [BIG]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TSUKUYOMI))
    pass_until(duel, "target")
    foe = monster_card(duel, 1, 0)
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + foe, A.ACT_SELECT + monster_card(duel, 0, 0)])
    duel.apply(A.ACT_SELECT + foe)
    resolve(duel)
    assert duel.monsters(1)[0]["position"] == "set"


def test_tsukuyomi_cannot_target_a_sheep_token():
    # P03: with only Sheep Tokens face-up beside it, it must turn itself face-down.
    duel = position(hands=([TSUKUYOMI], []), monsters=([], [SHEEP_TOKEN, SHEEP_TOKEN]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TSUKUYOMI))
    pass_until(duel, "target")
    tsukuyomi = monster_card(duel, 0, 0)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + tsukuyomi]
    duel.apply(A.ACT_SELECT + tsukuyomi)
    resolve(duel)
    assert duel.monsters(0)[0]["position"] == "set"
    assert [m["position"] for m in duel.monsters(1)[:2]] == ["attack", "attack"]


def test_tsukuyomi_returns_to_the_hand_in_the_end_phase_of_its_summon():
    duel = position(hands=([TSUKUYOMI], []), monsters=([], [BIG]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TSUKUYOMI))
    pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    resolve(duel)
    end_turn(duel)
    assert duel.turn_player() == 1 and TSUKUYOMI in duel.hand(0) and monster_codes(duel, 0) == [None] * 5


def test_tsukuyomi_on_the_field_since_an_earlier_turn_stays():
    duel = position(monsters=([TSUKUYOMI], []))
    end_turn(duel)
    assert monster_codes(duel, 0)[0] == TSUKUYOMI


def test_tsukuyomi_flipped_by_an_attack_returns_in_the_opponents_end_phase():
    # Spirit: "the End Phase of the turn it is flipped face-up", whoever's turn it is.
    from helpers import attack, go_to_battle
    duel = position(turn=3, turn_player=1, monsters=([(TSUKUYOMI, "set")], [M]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "target")  # its FLIP-like effect after damage calculation (Q08)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "battle")
    assert duel.monsters(1)[0]["position"] == "set" and duel.lp(1) == 7600  # 1400 DEF vs 1000 ATK
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    end_turn(duel)
    assert duel.turn_player() == 0 and TSUKUYOMI in duel.hand(0)


def test_tsukuyomi_cannot_be_special_summoned():
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([TSUKUYOMI], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN) not in duel.legal_actions()


# ---- Book of Life -------------------------------------------------------------------------------

BOOK_OF_LIFE = 2204140
ZOMBIE = 66672569  # Dragon Zombie


def test_book_of_life_summons_a_zombie_and_banishes_an_opposing_gy_monster():
    duel = position(hands=([BOOK_OF_LIFE], []), graveyards=([ZOMBIE, M], [BIG]))
    mine, theirs = duel.card_ids(0, "gy"), duel.card_ids(1, "gy")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_LIFE))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + mine[0]]  # a Zombie only
    duel.apply(A.ACT_SELECT + mine[0])
    assert list(duel.legal_actions()) == [A.ACT_SELECT + theirs[0]]  # the opponent's GY
    duel.apply(A.ACT_SELECT + theirs[0])
    pass_until(duel, "position")
    duel.apply(A.ACT_DEFENSE_POSITION)
    resolve(duel)
    assert duel.monsters(0)[0]["code"] == ZOMBIE and duel.monsters(0)[0]["position"] == "defense"
    assert duel.banished(1) == [BIG] and duel.graveyard(1) == []


def test_book_of_life_needs_both_targets():
    duel = position(hands=([BOOK_OF_LIFE], []), graveyards=([ZOMBIE], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_LIFE) not in duel.legal_actions()
    duel = position(hands=([BOOK_OF_LIFE], []), graveyards=([M], [BIG]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_LIFE) not in duel.legal_actions()


# ---- The Shallow Grave --------------------------------------------------------------------------

SHALLOW_GRAVE = 43434803


def test_the_shallow_grave_each_player_summons_face_down_from_their_own_gy():
    duel = position(hands=([SHALLOW_GRAVE], []), graveyards=([BIG, M], [L5]))
    mine, theirs = duel.card_ids(0, "gy"), duel.card_ids(1, "gy")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SHALLOW_GRAVE))
    pass_until(duel, "choose")
    assert duel.current_player() == 0
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in mine)  # required: no pass
    duel.apply(A.ACT_SELECT + mine[0])
    assert duel.decision() == "choose" and duel.current_player() == 1
    assert list(duel.legal_actions()) == [A.ACT_SELECT + theirs[0]]
    duel.apply(A.ACT_SELECT + theirs[0])
    resolve(duel)
    assert (duel.monsters(0)[0]["code"], duel.monsters(0)[0]["position"]) == (BIG, "set")
    assert (duel.monsters(1)[0]["code"], duel.monsters(1)[0]["position"]) == (L5, "set")


def test_the_shallow_grave_a_player_without_a_monster_skips():
    duel = position(hands=([SHALLOW_GRAVE], []), graveyards=([], [L5]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SHALLOW_GRAVE))
    pass_until(duel, "choose")
    assert duel.current_player() == 1
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    resolve(duel)
    assert monster_codes(duel, 0) == [None] * 5 and duel.monsters(1)[0]["position"] == "set"


def test_the_shallow_grave_needs_a_monster_in_a_gy():
    duel = position(hands=([SHALLOW_GRAVE], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SHALLOW_GRAVE) not in duel.legal_actions()


# ---- Polymerization and Fusion Monsters -----------------------------------------------------------

GAIA_KNIGHT = 6368038
CURSE_OF_DRAGON = 28279543
GAIA_CHAMPION = 66889139
SANWITCH = 53539634
SANGAN = 26202165
WITCH = 78010363


def test_polymerization_fuses_hand_and_field_materials_into_gaia_the_dragon_champion():
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []), monsters=([(CURSE_OF_DRAGON, "set")], []),
                    extras=([SANWITCH, GAIA_CHAMPION], []))
    champion = [c for c in duel.card_ids(0, "extra") if duel.card_code(c) == GAIA_CHAMPION][0]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))
    pass_until(duel, "choose")
    assert list(duel.legal_actions()) == [A.ACT_SELECT + champion]  # Sanwitch has no materials here
    duel.apply(A.ACT_SELECT + champion)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + card_in_hand(duel, 0, GAIA_KNIGHT)]
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, GAIA_KNIGHT))
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 0, 0)]  # a face-down one too
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    resolve(duel)
    assert duel.monsters(0)[0]["code"] == GAIA_CHAMPION and duel.monsters(0)[0]["atk"] == 2600
    assert sorted(duel.graveyard(0)) == sorted([GAIA_KNIGHT, CURSE_OF_DRAGON, POLYMERIZATION])
    assert duel.card_ids(0, "extra") == [c for c in duel.card_ids(0, "extra") if c != champion]


def test_polymerization_needs_every_material():
    duel = position(hands=([POLYMERIZATION, GAIA_KNIGHT], []), extras=([GAIA_CHAMPION], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION) not in duel.legal_actions()


def test_polymerization_makes_sanwitch_from_sangan_and_witch():
    duel = position(hands=([POLYMERIZATION, SANGAN, WITCH], []), extras=([SANWITCH], []),
                    allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))
    pass_until(duel, "choose")
    duel.apply(int(duel.legal_actions()[0]))
    duel.apply(int(duel.legal_actions()[0]))
    duel.apply(int(duel.legal_actions()[0]))
    duel.apply(A.ACT_DEFENSE_POSITION)
    resolve(duel)
    assert duel.monsters(0)[0]["code"] == SANWITCH and duel.monsters(0)[0]["position"] == "defense"


def test_a_fusion_monster_cannot_be_normal_summoned_from_the_extra_deck():
    duel = position(extras=([GAIA_CHAMPION], []))
    champion = duel.card_ids(0, "extra")[0]
    assert all(a - A.ACT_SUMMON != champion and a - A.ACT_SET != champion for a in duel.legal_actions())
