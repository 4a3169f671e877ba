"""Rule items the sdmp family implements (../shared/rules/rules-mr3.md), each test citing its
ID: lingering marks on cards and their expiry (AJ01, E18), "cannot be targeted" at activation
(V04), "cannot be destroyed by card effects", exact-Level filters (O11, L01: an Xyz Monster has a
Rank, not a Level), a continuous Level change (APPLY_LEVEL: O11, L01), a cost noting the
original Level with a Deck summon of that Level destroyed in the End Phase (M07, U08), and the
"destroyed by battle, next Standby Phase" mark (E10)."""
from ygo_core import actions as A
from tests.helpers import card_in_hand, monster_card, pass_until, settle, vanilla
from tests.mr3_cards import mr3_position

FORBIDDEN_DRESS = 96864811
BOOK_OF_MOON = 14087893
DARK_HOLE = 53129443
SACRED_SWORD = 45725480
LYLA = 22624373
CASTLE_WALLS = 44209392
METAPHYS = 89189982          # Level 7 Normal Monster
ABSOLUTE = 16691074          # Rank 7 Xyz Monster
M2000 = vanilla(2000, 1000)
M1000 = vanilla(1000, 1000)


def _dress_own_monster(duel):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, FORBIDDEN_DRESS))
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")


def test_v04_an_untargetable_monster_cannot_be_chosen_as_a_target():
    # V04: with the dressed monster the only face-up one, Book of Moon has no target (U08).
    duel = mr3_position(hands=([FORBIDDEN_DRESS, BOOK_OF_MOON], []), monsters=([M2000, (M1000, "set")], []))
    _dress_own_monster(duel)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON) not in duel.legal_actions()


def test_aj01_e18_until_the_end_of_this_turn_lapses_after_the_end_phase():
    # AJ01/E18: the mark and the -600 end when the turn ends; the next turn the monster is a
    # target again and has its ATK back.
    duel = mr3_position(hands=([FORBIDDEN_DRESS], [BOOK_OF_MOON]), monsters=([M2000], []),
                        decks=([M1000] * 5, [M1000] * 5))
    _dress_own_monster(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    assert duel.monsters(0)[0]["atk"] == 2000
    assert A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON) in duel.legal_actions()


def test_cannot_be_destroyed_by_card_effects_this_turn():
    # Forbidden Dress's mark: a "destroy all" effect (Dark Hole) leaves the marked monster and
    # destroys the others.
    duel = mr3_position(hands=([FORBIDDEN_DRESS, DARK_HOLE], []), monsters=([M2000], [M1000]))
    _dress_own_monster(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == M2000 and duel.graveyard(1) == [M1000]


def test_ad01_a_mark_is_lost_with_the_cards_stint():
    # AD01: a monster turned face-down is a new card; the lingering lock on its earlier stint
    # no longer applies. Lyla locked in turn 3, turned face-down by Book of Moon in turn 4, may
    # be Flip Summoned in turn 5 (the lock alone would have lasted to the end of turn 5).
    duel = mr3_position(monsters=([LYLA], []), spells=([], [CASTLE_WALLS]), turn=3,
                        hands=([], [BOOK_OF_MOON]), decks=([M1000] * 20, [M1000] * 20))
    lyla = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + lyla)
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == 4
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + lyla)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "set"
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == 5
    # Face-down, a new stint: the lock is gone, it may be Flip Summoned.
    assert A.ACT_FLIP_SUMMON + lyla in duel.legal_actions()


def test_aj01_until_the_end_of_your_next_turn():
    # AJ01: Lyla's lock lasts through the opponent's turn and the player's next turn.
    duel = mr3_position(monsters=([LYLA], []), spells=([], [CASTLE_WALLS]), turn=3,
                        decks=([M1000] * 20, [M1000] * 20))
    lyla = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + lyla)
    if duel.decision() == "target":
        duel.apply(A.ACT_SELECT + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    for turn in (5, 7):
        for _ in range(2):
            duel.apply(A.ACT_TO_END)
            assert settle(duel) == "main"
        assert duel.turn() == turn
        assert (A.ACT_CHANGE_POSITION + lyla in duel.legal_actions()) == (turn == 7)


def test_o11_l01_exact_level_filter_skips_face_down_and_xyz_monsters():
    # O11: a face-down Level 7 is not known to be Level 7; L01: an Xyz Monster has a Rank.
    duel = mr3_position(hands=([SACRED_SWORD], []), monsters=([(METAPHYS, "set"), ABSOLUTE], []),
                        decks=([M1000] * 4, [M1000]), allow_unimplemented=True)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD) not in duel.legal_actions()
    duel = mr3_position(hands=([SACRED_SWORD], []), monsters=([METAPHYS, ABSOLUTE], []),
                        decks=([M1000] * 4, [M1000]), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    assert [duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()] == [METAPHYS]


def test_h04_procedure_or_normal_summon_choice_survives_a_saved_state():
    # The yes/no between a card's procedure (H04: no chain, no Normal Summon used) and a Normal
    # Summon is a decision of PROC_SPECIAL_SUMMON; a state saved there loads (state_check) and
    # plays on.
    from ygo_core import Duel
    from tests.mr3_cards import mr3_db
    jigabyte = 40894584
    duel = mr3_position(hands=([jigabyte, M1000], []), monsters=([LYLA], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, jigabyte))
    assert duel.decision() == "yesno"
    again = Duel.from_buffer(mr3_db(), duel.buffer)
    assert again.decision() == "yesno" and sorted(int(a) for a in again.legal_actions()) == [A.ACT_YES, A.ACT_NO]
    again.apply(A.ACT_YES)
    assert again.decision() == "position"


def test_g07_summon_without_tributes_choice_and_halved_mark_survive_a_saved_state():
    # G07: a Level 7 needs 2 Tributes; Fusilier Dragon's rule lets it go without them (yes) and
    # halves its original ATK/DEF (a LING_HALVED record). Both the decision and the record load.
    from ygo_core import Duel
    from tests.mr3_cards import mr3_db
    fusilier = 51632798
    duel = mr3_position(hands=([fusilier], []), monsters=([M1000, M2000], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, fusilier))
    assert duel.decision() == "yesno"
    again = Duel.from_buffer(mr3_db(), duel.buffer)
    again.apply(A.ACT_YES)
    pass_until(again, "main")
    again = Duel.from_buffer(mr3_db(), again.buffer)
    assert [m["atk"] for m in again.monsters(0) if m] == [1000, 2000, 1400]


def test_l08_detaching_is_a_cost_paid_at_activation():
    # L08: Odd-Eyes Absolute Dragon's material is detached to the GY as a cost, when the effect
    # is activated (U03); it is not "sent from the field" (L05). Then the attack is negated.
    from tests.cards.test_mr3_sdmp import ABSOLUTE as ABS, METAPHYS as MET, _absolute_on_field, _foes_turn_battle
    from tests.helpers import attack
    duel, absolute = _absolute_on_field(foe_monsters=[vanilla(3000, 1000)])
    _foes_turn_battle(duel)
    zone = next(i for i, m in enumerate(duel.monsters(0)) if m and m["card"] == absolute)
    duel.apply(attack(0, zone))
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    assert duel.graveyard(0) == [MET] and len(duel.materials(absolute)) == 1
    assert settle(duel) == "battle" and duel.lp(0) == 8000 and ABS in [m and m["code"] for m in duel.monsters(0)]


def test_l05_materials_go_to_the_gy_with_their_xyz_monster():
    # L05: destroyed, the Xyz Monster takes its 2 materials to the GY with it.
    from tests.cards.test_mr3_sdmp import ABSOLUTE as ABS, METAPHYS as MET, FISSURE, _absolute_on_field
    duel, absolute = _absolute_on_field(hands=([], [FISSURE]))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, FISSURE))
    assert settle(duel, yes=False) == "main"
    assert sorted(duel.graveyard(0)) == sorted([MET, MET, ABS])


# ---- APPLY_LEVEL (Powerful Rebirth), COSTF_ORIGINAL_LEVEL and SUMMON_CHOSEN_NOTED_LEVEL /
# DESTROY_AT_END (Pendulum Rising), MARK_BATTLE_DESTROYED (Inari Fire) ------------------------

POWERFUL_REBIRTH = 84298614
PENDULUM_RISING = 74926274
INARI = 62953041
SILVER_CLAW = 26270847       # Performapal Pendulum Monster, Level 4
PEARL = 71594310             # Rank 4 Xyz: 2 Level 4 monsters
M1700 = vanilla(1700, 1000)


def _saved(duel):
    from ygo_core import Duel
    from tests.mr3_cards import mr3_db
    return Duel.from_buffer(mr3_db(), duel.buffer)


def test_o11_a_continuous_level_change_is_lost_face_down():
    # O11: a face-down monster is not affected by the +1 Level (nor the +100 ATK); turned face-up
    # again (a new stint, AD01) it is no longer Powerful Rebirth's monster: Level 4 for L01.
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000], []), monsters=([M1700], []),
                        extras=([PEARL], []), hands=([BOOK_OF_MOON], []), decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    assert settle(duel) == "main"
    pearl = duel.card_ids(0, "extra")[0]
    assert A.ACT_SUMMON + pearl not in duel.legal_actions()   # Level 5 + Level 4
    duel = _saved(duel)   # the applier is found again from the field (no state of its own)
    assert A.ACT_SUMMON + pearl not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    revived = next(m["card"] for m in duel.monsters(0) if m and m["code"] == M1000)
    duel.apply(A.ACT_SELECT + revived)
    assert settle(duel) == "main"
    start = duel.turn()
    duel.apply(A.ACT_TO_END)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == start + 2
    duel.apply(A.ACT_FLIP_SUMMON + revived)
    assert settle(duel) == "main"
    assert A.ACT_SUMMON + pearl in duel.legal_actions()


def test_m07_u08_noted_original_level_summon_survives_a_saved_state_and_is_destroyed_at_the_end():
    # The cost's noted Level is in the chain link: a state saved between the cost and the choice
    # of the Deck monster loads and plays on; the End Phase record (destroy, not banish) loads
    # too, and the Pendulum Monster goes to the face-up Extra Deck (M07).
    duel = mr3_position(hands=([PENDULUM_RISING], []), monsters=([M1000], []),
                        decks=([SILVER_CLAW, M1000], [M1000] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    pass_until(duel, "choose")
    duel = _saved(duel)
    claw = next(int(a) for a in duel.legal_actions() if int(a) >= A.ACT_SELECT)
    assert duel.card_code(claw - A.ACT_SELECT) == SILVER_CLAW
    duel.apply(claw)
    assert settle(duel) == "main"
    duel = _saved(duel)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [SILVER_CLAW]
    assert sorted(duel.graveyard(0)) == sorted([M1000, PENDULUM_RISING])


def test_e10_battle_destroyed_mark_survives_a_saved_state():
    # The mark made as the monster is destroyed by battle loads with the state; the owner's next
    # Standby Phase trigger (E10, from the GY) then revives it.
    duel = mr3_position(turn_player=1, monsters=([INARI], [M2000]), decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_TO_BATTLE)
    settle(duel)
    from tests.helpers import attack
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.graveyard(0) == [INARI]
    duel = _saved(duel)
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 0
    assert [m and m["code"] for m in duel.monsters(0)][0] == INARI


def test_j10_type_material_level_remembered_survives_a_saved_state():
    # J10: the Fusion Summon notes its Type material's original Level for the monster (a
    # LING_MATERIAL_LEVEL record, its stint); a state saved after it loads (state_check) and
    # Rune-Eyes still attacks monsters twice (a Level 4 Spellcaster, Lyla).
    from tests.helpers import attack
    rune_eyes, polymerization, odd_eyes = 1516510, 24094654, 16178681
    duel = mr3_position(hands=([polymerization, odd_eyes, LYLA], []), extras=([rune_eyes], []),
                        monsters=([], [M1000, M2000]), allow_unimplemented=True)
    rune = duel.card_ids(0, "extra")[0]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, polymerization))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + rune)
    for code in (odd_eyes, LYLA):
        duel.apply(next(int(a) for a in duel.legal_actions()
                        if int(a) >= A.ACT_SELECT and duel.card_code(int(a) - A.ACT_SELECT) == code))
    if duel.decision() == "position":
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    duel = _saved(duel)
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"
    for zone in (0, 1):
        duel.apply(attack(0, zone))
        assert settle(duel) == "battle"
    assert sorted(duel.graveyard(1)) == sorted([M1000, M2000])
