"""Starter Deck: Yugi: one or more tests per scripted card (ygo_core/scripts/sdy.py), named
after the card, plus interaction tests for the cards with timing windows, durations or
control changes. Rule IDs refer to ../shared/rules/rules-mr3.md; the card list is
rules-legacy.md section 5.1. Card behaviour is described in our own words."""
import pytest

from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, card_in_hand, keep_gy_order, monster_card, position, vanilla

# ---- cards of the deck ---------------------------------------------------------------------
SWORD = 37120512            # Sword of Dark Destruction (Equip Spell)
BOOK = 91595718             # Book of Secret Arts (Equip Spell)
DARK_HOLE = 53129443        # Normal Spell
DIAN_KETO = 84257639        # Dian Keto the Cure Master (Normal Spell)
FISSURE = 66788016          # Normal Spell
TRAP_HOLE = 4206964         # Normal Trap
TWO_PRONGED = 83887306      # Two-Pronged Attack (Normal Trap)
DE_SPELL = 19159413         # Normal Spell
REBORN = 83764718           # Monster Reborn (Normal Spell)
REINFORCEMENTS = 17814387   # Normal Trap
CHANGE_OF_HEART = 4031928   # Normal Spell
STERN_MYSTIC = 87557188     # Flip, LIGHT Spellcaster 1500/1200
WALL = 13945283             # Wall of Illusion, DARK Fiend 1000/1850
LAST_WILL = 85602018        # Normal Spell
WABOKU = 12607053           # Normal Trap
SOUL_EXCHANGE = 68005187    # Normal Spell
CARD_DESTRUCTION = 72892473  # Normal Spell
TRAP_MASTER = 46461247      # Flip, EARTH Warrior 500/1100
CAPTURE_JAR = 50045299      # Dragon Capture Jar (Continuous Trap)
YAMI = 59197169             # Field Spell
MAN_EATER = 54652250        # Man-Eater Bug, Flip, EARTH Insect 450/600
REVERSE_TRAP = 77622396     # Normal Trap (per the card data)
REMOVE_TRAP = 51482758      # Normal Spell
CASTLE_WALLS = 44209392     # Normal Trap
OFFERING = 80604091         # Ultimate Offering (Continuous Trap)

# ---- Normal Monsters used as props ---------------------------------------------------------
BLUE_EYES = 89631139        # LIGHT Dragon 3000/2500, Level 8
DARK_MAGICIAN = 46986414    # DARK Spellcaster 2500/2100, Level 7
FERAL_IMP = 41392891        # DARK Fiend 1300/1400
MYSTICAL_ELF = 15025844     # LIGHT Spellcaster 800/2000
KOUMORI = 67724379          # Koumori Dragon, DARK Dragon 1500/1200
DOMA = 16972957             # DARK Fairy 1600/1400, Level 5
DRAGON_ZOMBIE = 66672569    # DARK Zombie 1600/0, Level 3
CELTIC = 91152256           # Celtic Guardian, EARTH Warrior 1400/1200
SKULL = 70781052            # Summoned Skull, DARK Fiend 2500/1200, Level 6

M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)


# ---- small helpers -------------------------------------------------------------------------

def spell_ids(duel, player):
    """Card ids in the player's Spell & Trap Zones and Field Zone, zone order."""
    return [s["card"] for s in duel.spells(player) if s]


def spell_codes(duel, player):
    return [s and s["code"] for s in duel.spells(player)]


def mcodes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def stats(duel, player, zone):
    m = duel.monsters(player)[zone]
    return (m["atk"], m["def"])


def pass_all(duel):
    """Both players pass every response window until something else is asked (E02, W04). A
    monster Special Summoned on the way is put in face-up Attack Position (H03: the player's
    choice; the position tests ask for it explicitly)."""
    while duel.decision() in ("response", "position", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)  # C10: the order they arrived in (tests/rules/test_c_graveyard.py)
        else:
            duel.apply(A.ACT_PASS if duel.decision() == "response" else A.ACT_ATTACK_POSITION)


def activate(duel, card, *targets):
    duel.apply(A.ACT_ACTIVATE + card)
    for t in targets:
        assert duel.decision() == "target", duel.decision()
        duel.apply(A.ACT_SELECT + t)


def play_from_hand(duel, player, code, *targets):
    """Activate a card from the hand with its targets, then let both players pass."""
    activate(duel, card_in_hand(duel, player, code), *targets)
    pass_all(duel)


def to_battle(duel):
    duel.apply(A.ACT_TO_BATTLE)
    pass_all(duel)
    assert duel.decision() == "battle"


def in_damage_step(duel):
    return duel.phase() == "battle" and duel.observation(0)[2] == L.BSTEP_DAMAGE


def targets(duel):
    return sorted(a - A.ACT_SELECT for a in duel.legal_actions())


def end_turn(duel):
    """End the current turn from its Main Phase or Battle Step, passing every window, and stop
    at the next turn's first decision that is not a response window."""
    turn = duel.turn()
    while duel.turn() == turn:
        d = duel.decision()
        if d == "response":
            duel.apply(A.ACT_PASS)
        elif d == "battle":
            duel.apply(A.ACT_END_BATTLE)
        elif d == "main":
            duel.apply(A.ACT_TO_END)
        elif d == "discard":
            duel.apply(int(duel.legal_actions()[0]))
        else:
            raise AssertionError(f"unexpected decision {d!r} while ending the turn")
    pass_all(duel)


# ---- Sword of Dark Destruction ----------------------------------------------------------------

def test_sword_of_dark_destruction_gives_a_dark_monster_400_atk_and_minus_200_def():
    # R10: an Equip Spell targets a face-up monster that fits and stays equipped to it.
    duel = position(hands=([SWORD], []), monsters=([FERAL_IMP], []))
    imp = monster_card(duel, 0, 0)
    play_from_hand(duel, 0, SWORD, imp)
    assert stats(duel, 0, 0) == (1700, 1200)
    assert duel.spells(0)[0]["code"] == SWORD and duel.spells(0)[0]["position"] == "faceup"
    assert duel.spells(0)[0]["equipped_to"] == imp
    assert duel.graveyard(0) == []


def test_sword_of_dark_destruction_targets_only_face_up_dark_monsters_on_either_side():
    # R10: any face-up monster that meets the condition, the opponent's included; O13: a
    # face-down monster cannot be targeted by a "[property] monster" effect.
    duel = position(hands=([SWORD], []),
                    monsters=([FERAL_IMP, MYSTICAL_ELF, (KOUMORI, "set")], [DOMA, CELTIC]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORD))
    assert duel.decision() == "target"
    assert targets(duel) == sorted([monster_card(duel, 0, 0), monster_card(duel, 1, 0)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_all(duel)
    assert stats(duel, 1, 0) == (2000, 1200)


def test_sword_of_dark_destruction_cannot_be_activated_without_a_dark_monster():
    # U08: no legal target, no activation.
    duel = position(hands=([SWORD], []), monsters=([MYSTICAL_ELF, (FERAL_IMP, "set")], [CELTIC]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORD) not in duel.legal_actions()


def test_sword_of_dark_destruction_whose_target_is_gone_goes_to_the_gy():
    # V03, R10: player 1 answers with Two-Pronged Attack and destroys the target; the Sword has
    # nothing to equip and is sent to the GY once the chain is over (W11).
    duel = position(hands=([SWORD], []), monsters=([M1000], [FERAL_IMP, CELTIC]),
                    spells=([], [TWO_PRONGED]))
    imp = monster_card(duel, 1, 0)
    activate(duel, card_in_hand(duel, 0, SWORD), imp)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    activate(duel, spell_ids(duel, 1)[0], imp, monster_card(duel, 1, 1), monster_card(duel, 0, 0))
    pass_all(duel)
    assert spell_ids(duel, 0) == [] and duel.graveyard(0) == [M1000, SWORD]
    assert sorted(duel.graveyard(1)) == sorted([FERAL_IMP, CELTIC, TWO_PRONGED])


def test_sword_of_dark_destruction_def_does_not_drop_below_zero():
    # T11, AA10: Dragon Zombie's DEF 0 minus 200 stays 0.
    duel = position(hands=([SWORD], []), monsters=([DRAGON_ZOMBIE], []))
    play_from_hand(duel, 0, SWORD, monster_card(duel, 0, 0))
    assert stats(duel, 0, 0) == (2000, 0)


def test_sword_of_dark_destruction_goes_to_the_gy_when_its_monster_is_destroyed_by_battle():
    # R11: the Equip is destroyed when the equipped monster leaves the field.
    duel = position(hands=([SWORD], []), monsters=([FERAL_IMP], [vanilla(2000, 100)]))
    play_from_hand(duel, 0, SWORD, monster_card(duel, 0, 0))
    to_battle(duel)
    duel.apply(attack(0, 0))       # 1700 into 2000
    pass_all(duel)
    assert duel.lp(0) == 7700
    assert duel.monsters(0)[0] is None and spell_ids(duel, 0) == []
    assert sorted(duel.graveyard(0)) == sorted([FERAL_IMP, SWORD])


# ---- Book of Secret Arts ----------------------------------------------------------------------

def test_book_of_secret_arts_gives_a_spellcaster_300_atk_and_def():
    duel = position(hands=([BOOK], []), monsters=([MYSTICAL_ELF, FERAL_IMP], []))
    elf = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK))
    assert targets(duel) == [elf]  # R10: only a face-up Spellcaster
    duel.apply(A.ACT_SELECT + elf)
    pass_all(duel)
    assert stats(duel, 0, 0) == (1100, 2300) and stats(duel, 0, 1) == (1300, 1400)
    assert duel.spells(0)[0]["equipped_to"] == elf


def test_book_of_secret_arts_cannot_be_activated_without_a_spellcaster():
    # R10, U08: no face-up Spellcaster to equip (O13: the Set Mystical Elf does not count).
    duel = position(hands=([BOOK], []), monsters=([FERAL_IMP, (MYSTICAL_ELF, "set")], [CELTIC]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK) not in duel.legal_actions()


def test_book_of_secret_arts_bonus_decides_a_battle():
    # F18 with the Equip's bonus: Dark Magician at 2800 attacks a 2700 monster and wins.
    duel = position(hands=([BOOK], []), monsters=([DARK_MAGICIAN], [vanilla(2700, 100)]))
    play_from_hand(duel, 0, BOOK, monster_card(duel, 0, 0))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 7900)
    assert duel.graveyard(1) == [vanilla(2700, 100)]


# ---- Dark Hole --------------------------------------------------------------------------------

def test_dark_hole_destroys_every_monster():
    # Every monster on both sides, face-down ones included; Spells and Traps stay (Y05).
    duel = position(hands=([DARK_HOLE], []),
                    monsters=([M1000, (M1500, "set")], [(M2000, "defense"), (CELTIC, "set"), FERAL_IMP]),
                    spells=([], [TRAP_HOLE]))
    play_from_hand(duel, 0, DARK_HOLE)
    assert duel.card_ids(0, "monsters") == [] and duel.card_ids(1, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([M1000, M1500, DARK_HOLE])
    assert sorted(duel.graveyard(1)) == sorted([M2000, CELTIC, FERAL_IMP])
    assert spell_codes(duel, 1)[0] == TRAP_HOLE


def test_dark_hole_also_sends_the_equips_of_the_destroyed_monsters():
    # R11: an Equip goes when its monster leaves the field.
    duel = position(hands=([SWORD, DARK_HOLE], []), monsters=([FERAL_IMP], [MYSTICAL_ELF]))
    play_from_hand(duel, 0, SWORD, monster_card(duel, 0, 0))
    play_from_hand(duel, 0, DARK_HOLE)
    assert spell_ids(duel, 0) == []
    assert sorted(duel.graveyard(0)) == sorted([FERAL_IMP, SWORD, DARK_HOLE])
    assert duel.graveyard(1) == [MYSTICAL_ELF]


def test_dark_hole_cannot_be_activated_with_no_monster_on_the_field():
    # U08: its resolution could do nothing at all.
    duel = position(hands=([DARK_HOLE], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE) not in duel.legal_actions()
    duel = position(hands=([DARK_HOLE], []), monsters=([], [(M1000, "set")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE) in duel.legal_actions()


# ---- Dian Keto the Cure Master ----------------------------------------------------------------

def test_dian_keto_the_cure_master_gains_1000_lp():
    duel = position(lp=(3000, 8000), hands=([DIAN_KETO], []))
    play_from_hand(duel, 0, DIAN_KETO)
    assert (duel.lp(0), duel.lp(1)) == (4000, 8000)
    assert duel.graveyard(0) == [DIAN_KETO]  # R05


def test_dian_keto_the_cure_master_can_go_above_the_starting_lp():
    # A01 sets the starting LP only; nothing caps LP.
    duel = position(hands=([DIAN_KETO], []))
    play_from_hand(duel, 0, DIAN_KETO)
    assert duel.lp(0) == 9000


# ---- Fissure ----------------------------------------------------------------------------------

def test_fissure_destroys_the_opponents_face_up_monster_with_the_lowest_atk():
    # Not targeting (V05); face-down monsters are not looked at (O11); own monsters untouched.
    duel = position(hands=([FISSURE], []),
                    monsters=([vanilla(100, 100)], [M2000, (vanilla(1200, 1800), "defense"),
                                                    (vanilla(300, 300), "set"), M1500]))
    play_from_hand(duel, 0, FISSURE)
    assert duel.graveyard(1) == [vanilla(1200, 1800)]
    assert mcodes(duel, 1) == [M2000, None, vanilla(300, 300), M1500, None]
    assert mcodes(duel, 0)[0] == vanilla(100, 100)


def test_fissure_lets_its_player_choose_between_tied_monsters():
    # V05: the card picks at resolution; with a tie the activating player chooses (T09).
    duel = position(hands=([FISSURE], []), monsters=([], [M2000, M1000, vanilla(1000, 2000)]))
    tied = [monster_card(duel, 1, 1), monster_card(duel, 1, 2)]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, FISSURE))
    pass_all(duel)
    assert (duel.decision(), duel.current_player()) == ("choose", 0)
    assert targets(duel) == sorted(tied)
    duel.apply(A.ACT_SELECT + tied[1])
    pass_all(duel)
    assert duel.graveyard(1) == [vanilla(1000, 2000)]
    assert mcodes(duel, 1)[:3] == [M2000, M1000, None]


def test_fissure_reads_the_current_atk():
    # AA01, Q02: Yami lowers the Fairy Doma to 1400, under the 1500 of a Warrior.
    duel = position(hands=([FISSURE], []), monsters=([], [M1500, DOMA]), spells=([(YAMI, "faceup")], []))
    assert stats(duel, 1, 1) == (1400, 1200)
    play_from_hand(duel, 0, FISSURE)
    assert duel.graveyard(1) == [DOMA]


def test_fissure_cannot_be_activated_against_only_face_down_monsters():
    # U08 (the Smashing Ground example): it needs a face-up opposing monster.
    duel = position(hands=([FISSURE], []), monsters=([M1000], [(M1500, "set")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, FISSURE) not in duel.legal_actions()


# ---- Trap Hole --------------------------------------------------------------------------------

def summon(duel, code, *tributes):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, duel.turn_player(), code))
    for t in tributes:
        duel.apply(A.ACT_SELECT + t)
    keep_gy_order(duel)  # C10: the Tributes go in the order they were chosen


def test_trap_hole_destroys_a_1000_atk_or_more_monster_just_normal_summoned_by_the_opponent():
    # G06/H17: the successful Normal Summon opens a window; the opponent may answer it (S01:
    # the Trap was Set on an earlier turn).
    duel = position(hands=([M1500], []), spells=([], [TRAP_HOLE]))
    hole = spell_ids(duel, 1)[0]
    summon(duel, M1500)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + hole]
    duel.apply(A.ACT_ACTIVATE + hole)  # no one can respond: the chain resolves at once
    pass_all(duel)
    assert duel.card_ids(0, "monsters") == [] and duel.graveyard(0) == [M1500]
    assert duel.graveyard(1) == [TRAP_HOLE] and spell_ids(duel, 1) == []
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert duel.normal_summon_used()  # G05: the summon was still used


def test_trap_hole_works_at_exactly_1000_atk():
    # G06, U10: "1000 or more" includes 1000.
    duel = position(hands=([M1000], []), spells=([], [TRAP_HOLE]))
    summon(duel, M1000)
    assert A.ACT_ACTIVATE + spell_ids(duel, 1)[0] in duel.legal_actions()


def test_trap_hole_cannot_answer_a_monster_under_1000_atk():
    # U08: the activation condition is not met for 900 ATK.
    duel = position(hands=([vanilla(900, 2000)], []), spells=([], [TRAP_HOLE]))
    summon(duel, vanilla(900, 2000))
    # No legal response: the window is passed without asking player 1.
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert mcodes(duel, 0)[0] == vanilla(900, 2000)


def test_trap_hole_sees_the_atk_with_continuous_effects_applied():
    # Q02: Mystical Elf (800) is a Spellcaster; under Yami it has 1000 ATK when its summon
    # succeeds, so Trap Hole can answer it.
    duel = position(hands=([MYSTICAL_ELF], []), spells=([(YAMI, "faceup")], [TRAP_HOLE]))
    summon(duel, MYSTICAL_ELF)
    assert stats(duel, 0, 0) == (1000, 2200)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.graveyard(0) == [MYSTICAL_ELF]


def test_trap_hole_answers_a_flip_summon():
    # O04: a Flip Summon opens the same kind of window.
    duel = position(monsters=([(M1500, "set")], []), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.graveyard(0) == [M1500]


def test_trap_hole_answers_a_tribute_summon():
    # G05, H17: a Tribute Summon is a Normal Summon.
    duel = position(hands=([DARK_MAGICIAN], []), monsters=([M1000, M1500], []), spells=([], [TRAP_HOLE]))
    summon(duel, DARK_MAGICIAN, monster_card(duel, 0, 0), monster_card(duel, 0, 1))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.card_ids(0, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([M1000, M1500, DARK_MAGICIAN])


def test_trap_hole_cannot_answer_a_set():
    # G06: a Set is not a Normal Summon; no window, and the chance does not come back later.
    duel = position(hands=([M1500], []), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M1500))
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    duel.apply(A.ACT_TO_BATTLE)  # E02: player 1 may act before the phase ends, but not with Trap Hole
    assert duel.decision() == "battle" and spell_codes(duel, 1)[0] == TRAP_HOLE


def test_trap_hole_cannot_answer_its_own_controllers_summon():
    # T09: only the opponent's summon meets its condition.
    duel = position(hands=([M1500], []), spells=([TRAP_HOLE], []))
    summon(duel, M1500)
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert A.ACT_ACTIVATE + spell_ids(duel, 0)[0] not in duel.legal_actions()


def test_trap_hole_cannot_answer_a_special_summon():
    # H03, H15: a Special Summon is not a Normal or Flip Summon.
    # Monster Reborn Special Summons; Trap Hole answers Normal and Flip Summons only.
    duel = position(hands=([REBORN], []), graveyards=([M2000], []), spells=([], [TRAP_HOLE]))
    play_from_hand(duel, 0, REBORN, duel.card_ids(0, "gy")[0])
    assert mcodes(duel, 0)[0] == M2000 and spell_codes(duel, 1)[0] == TRAP_HOLE
    assert (duel.decision(), duel.current_player()) == ("main", 0)


def test_trap_hole_window_closes_once_something_else_happens():
    # U10(c): the summon must be the last thing that happened. Player 1 passes, player 0
    # activates Dian Keto: Trap Hole cannot be chained to it.
    duel = position(hands=([M1500, DIAN_KETO], []), spells=([], [TRAP_HOLE]))
    summon(duel, M1500)
    duel.apply(A.ACT_PASS)
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    # Player 1 has no legal response now, so is not asked; the chain resolves at once.
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert duel.lp(0) == 9000 and mcodes(duel, 0)[0] == M1500 and spell_codes(duel, 1)[0] == TRAP_HOLE


def test_trap_hole_chained_to_a_flip_effect_of_the_flip_summoned_monster():
    # W09: The Stern Mystic's FLIP trigger goes on the chain first; Trap Hole may still answer
    # the Flip Summon on top of it. T03: the FLIP effect resolves though its monster is gone.
    duel = position(monsters=([(STERN_MYSTIC, "set")], []), spells=([], [TRAP_HOLE, CASTLE_WALLS]))
    mystic = monster_card(duel, 0, 0)
    hole, walls = spell_ids(duel, 1)
    duel.apply(A.ACT_FLIP_SUMMON + mystic)
    assert [link["code"] for link in duel.chain()] == [STERN_MYSTIC]
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + hole)
    pass_all(duel)
    assert duel.graveyard(0) == [STERN_MYSTIC]
    assert walls in duel.revealed_to(0)


# ---- Two-Pronged Attack -----------------------------------------------------------------------

def test_two_pronged_attack_destroys_two_of_yours_and_one_of_theirs():
    # V01: two of the activating player's monsters, then one of the opponent's, chosen at
    # activation; face-down ones are fine (the targets have no property).
    duel = position(monsters=([M1000, (M1500, "set"), CELTIC], [M2000, (FERAL_IMP, "set")]),
                    spells=([TWO_PRONGED], []))
    mine = [monster_card(duel, 0, i) for i in range(3)]
    theirs = [monster_card(duel, 1, i) for i in range(2)]
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    assert targets(duel) == sorted(mine)
    duel.apply(A.ACT_SELECT + mine[0])
    assert targets(duel) == sorted(mine[1:])
    duel.apply(A.ACT_SELECT + mine[1])
    assert targets(duel) == sorted(theirs)
    duel.apply(A.ACT_SELECT + theirs[1])
    pass_all(duel)
    assert mcodes(duel, 0) == [None, None, CELTIC, None, None]
    assert mcodes(duel, 1) == [M2000, None, None, None, None]
    assert sorted(duel.graveyard(0)) == sorted([M1000, M1500, TWO_PRONGED])
    assert duel.graveyard(1) == [FERAL_IMP]


def test_two_pronged_attack_needs_two_monsters_of_yours():
    # U08, V01: every target group must be fillable at activation.
    duel = position(monsters=([M1000], [M2000, M1500]), spells=([TWO_PRONGED], []))
    assert A.ACT_ACTIVATE + spell_ids(duel, 0)[0] not in duel.legal_actions()


def test_two_pronged_attack_in_the_opponents_attack_declaration_window():
    # F06: answer an attack; the attacker is destroyed, so no Damage Step (F07).
    duel = position(monsters=([M2000], [M1000, M1500]), spells=([], [TWO_PRONGED]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    activate(duel, spell_ids(duel, 1)[0], monster_card(duel, 1, 0), monster_card(duel, 1, 1),
             monster_card(duel, 0, 0))
    pass_all(duel)
    assert duel.card_ids(0, "monsters") == [] and duel.card_ids(1, "monsters") == []
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.decision() == "battle"


# ---- De-Spell ---------------------------------------------------------------------------------

def test_de_spell_destroys_a_face_up_spell():
    duel = position(hands=([DE_SPELL], []), monsters=([], [FERAL_IMP]), spells=([], [(YAMI, "faceup")]))
    yami = spell_ids(duel, 1)[0]
    assert stats(duel, 1, 0) == (1500, 1600)
    play_from_hand(duel, 0, DE_SPELL, yami)
    assert duel.graveyard(1) == [YAMI] and spell_ids(duel, 1) == []
    assert stats(duel, 1, 0) == (1300, 1400)  # R13: the Field Spell's effect stops with it
    assert duel.graveyard(0) == [DE_SPELL]


def test_de_spell_destroys_an_equip_spell():
    # R10-R11: the Equip leaves, its bonus with it. Player 1 equips on turn 2, player 0
    # answers on turn 3.
    duel = position(hands=([DE_SPELL], [SWORD]), monsters=([], [FERAL_IMP]), turn_player=1)
    play_from_hand(duel, 1, SWORD, monster_card(duel, 1, 0))
    assert stats(duel, 1, 0) == (1700, 1200)
    end_turn(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DE_SPELL))
    duel.apply(A.ACT_SELECT + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.graveyard(1) == [SWORD] and stats(duel, 1, 0) == (1300, 1400)


def test_de_spell_on_a_set_spell_reveals_and_destroys_it():
    # R07: a Set card's kind is hidden, so it may be targeted; it is a Spell, so it is
    # destroyed (Y05).
    duel = position(hands=([DE_SPELL], []), spells=([], [DARK_HOLE]))
    hidden = spell_ids(duel, 1)[0]
    play_from_hand(duel, 0, DE_SPELL, hidden)
    assert duel.graveyard(1) == [DARK_HOLE]


def test_de_spell_on_a_set_trap_reveals_it_and_leaves_it():
    # R07: the kind of a Set card is hidden, so it can be targeted; it is shown, and stays.
    duel = position(hands=([DE_SPELL], []), spells=([], [TRAP_HOLE]))
    hidden = spell_ids(duel, 1)[0]
    play_from_hand(duel, 0, DE_SPELL, hidden)
    assert duel.spells(1)[0]["code"] == TRAP_HOLE and duel.spells(1)[0]["position"] == "facedown"
    assert hidden in duel.revealed_to(0)
    assert duel.graveyard(1) == [] and duel.graveyard(0) == [DE_SPELL]


def test_de_spell_cannot_target_a_face_up_trap():
    # U08, V01: a face-up Trap is known not to be a Spell: no target.
    duel = position(hands=([DE_SPELL], []), spells=([], [(CAPTURE_JAR, "faceup")]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DE_SPELL) not in duel.legal_actions()


# ---- Monster Reborn ---------------------------------------------------------------------------

def test_monster_reborn_revives_from_your_own_graveyard():
    # H01, H03: Special Summoned face-up with its printed stats (D08); R05: the Spell goes.
    duel = position(hands=([REBORN], []), graveyards=([DARK_MAGICIAN], []))
    play_from_hand(duel, 0, REBORN, duel.card_ids(0, "gy")[0])
    assert mcodes(duel, 0)[0] == DARK_MAGICIAN and stats(duel, 0, 0) == (2500, 2100)
    assert duel.graveyard(0) == [REBORN]


def test_monster_reborn_takes_from_the_opponents_graveyard_and_the_owner_gets_it_back():
    # Y13: the revived monster is the summoner's to use; when it leaves the field it goes to
    # its owner's GY (C10).
    duel = position(hands=([REBORN, DARK_HOLE], []), graveyards=([M1000], [SKULL]))
    gy = duel.card_ids(0, "gy") + duel.card_ids(1, "gy")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, REBORN))
    assert targets(duel) == sorted(gy)  # either GY
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    pass_all(duel)
    assert mcodes(duel, 0)[0] == SKULL and duel.graveyard(1) == []
    to_battle(duel)
    duel.apply(attack(0, None))  # it can attack: it is player 0's monster now
    pass_all(duel)
    assert duel.lp(1) == 5500


def test_monster_reborn_revived_monster_goes_to_its_owners_graveyard():
    # Y13, C10: it leaves to its owner's GY, whoever controls it.
    duel = position(hands=([REBORN, DARK_HOLE], []), graveyards=([], [SKULL]))
    play_from_hand(duel, 0, REBORN, duel.card_ids(1, "gy")[0])
    play_from_hand(duel, 0, DARK_HOLE)
    assert duel.graveyard(1) == [SKULL]
    assert sorted(duel.graveyard(0)) == sorted([REBORN, DARK_HOLE])


def test_monster_reborn_needs_a_monster_in_a_graveyard():
    # U08, V01: no monster in either GY, nothing to target.
    duel = position(hands=([REBORN], []), graveyards=([DARK_HOLE], [TRAP_HOLE]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, REBORN) not in duel.legal_actions()


def test_monster_reborn_cannot_revive_a_monster_that_cannot_be_special_summoned():
    # H12: The Wicked Worm Beast (Starter Deck: Kaiba) cannot be Special Summoned.
    worm = 6285791
    duel = position(hands=([REBORN], []), graveyards=([worm], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, REBORN) not in duel.legal_actions()
    duel = position(hands=([REBORN], []), graveyards=([worm, M1000], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, REBORN))
    assert targets(duel) == [duel.card_ids(0, "gy")[1]]


def test_monster_reborn_cannot_be_activated_with_no_free_monster_zone():
    # H02: a Special Summon needs a free zone; U08: an activation whose resolution could not be
    # performed at all is not allowed.
    duel = position(hands=([REBORN], []), graveyards=([SKULL], []), monsters=([M1000] * 5, []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, REBORN) not in duel.legal_actions()


# ---- Reinforcements ---------------------------------------------------------------------------

def test_reinforcements_gives_500_atk_until_the_end_of_the_turn():
    # AJ01, E18: the bonus lasts until the end of the turn.
    duel = position(monsters=([FERAL_IMP], []), spells=([REINFORCEMENTS], []))
    play = spell_ids(duel, 0)[0]
    activate(duel, play, monster_card(duel, 0, 0))
    pass_all(duel)
    assert stats(duel, 0, 0) == (1800, 1400) and duel.graveyard(0) == [REINFORCEMENTS]
    end_turn(duel)
    assert stats(duel, 0, 0) == (1300, 1400)


def test_reinforcements_before_damage_calculation_turns_the_battle():
    # F14-F16: an ATK-changing Trap may be activated in the Damage Step, before damage
    # calculation. The defender's 1300 Feral Imp becomes 1800 and wins against 1500.
    duel = position(monsters=([M1500], [FERAL_IMP]), spells=([], [REINFORCEMENTS]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_PASS)      # declaration window: pass
    assert (duel.decision(), duel.current_player()) == ("response", 1) and in_damage_step(duel)
    activate(duel, spell_ids(duel, 1)[0], monster_card(duel, 1, 0))
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (7700, 8000)
    assert duel.graveyard(0) == [M1500] and mcodes(duel, 1)[0] == FERAL_IMP


def test_reinforcements_cannot_be_activated_after_damage_calculation():
    # F15: ATK/DEF-changing cards only up to "before damage calculation", not after it. The
    # defender passes both earlier windows; once damage is dealt, Reinforcements is no longer
    # legal, so player 1 is not asked again in this Damage Step.
    duel = position(monsters=([M2000], [M1500]), spells=([], [REINFORCEMENTS]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_PASS)                 # attack declaration window
    assert in_damage_step(duel) and duel.lp(1) == 8000
    duel.apply(A.ACT_PASS)                 # before damage calculation
    assert duel.lp(1) == 7500              # damage calculation has happened
    assert duel.decision() == "battle"     # no window offering Reinforcements


def test_reinforcements_needs_a_face_up_monster():
    # O13, U08: face-down monsters cannot be its target.
    duel = position(monsters=([(M1000, "set")], [(M1500, "set")]), spells=([REINFORCEMENTS], []))
    assert A.ACT_ACTIVATE + spell_ids(duel, 0)[0] not in duel.legal_actions()


# ---- Change of Heart --------------------------------------------------------------------------

def test_change_of_heart_takes_an_opposing_monster_for_the_turn():
    # Y13: the taken monster is the new controller's: it can attack for them.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([], [SKULL, (M1500, "set")]))
    skull = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    assert targets(duel) == sorted(duel.card_ids(1, "monsters"))  # face-down ones too
    duel.apply(A.ACT_SELECT + skull)
    pass_all(duel)
    assert duel.card_ids(0, "monsters") == [skull] and duel.monsters(0)[0]["position"] == "attack"
    assert mcodes(duel, 1) == [None, M1500, None, None, None]
    assert duel.graveyard(0) == [CHANGE_OF_HEART]
    to_battle(duel)
    duel.apply(attack(0, 1))    # 2500 into the face-down 1500/1000
    pass_all(duel)
    assert duel.graveyard(1) == [M1500]


def test_change_of_heart_monster_returns_at_the_end_of_the_turn():
    # AJ01/E19: control goes back to the owner when the turn ends; position is kept.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([M1000], [(FERAL_IMP, "defense")]))
    imp = monster_card(duel, 1, 0)
    play_from_hand(duel, 0, CHANGE_OF_HEART, imp)
    assert duel.card_ids(0, "monsters") == [monster_card(duel, 0, 0), imp]
    end_turn(duel)
    assert duel.turn_player() == 1
    assert duel.card_ids(1, "monsters") == [imp] and duel.monsters(1)[0]["position"] == "defense"
    assert mcodes(duel, 0)[:2] == [M1000, None]


def test_change_of_heart_monster_can_be_tributed_and_goes_to_its_owners_graveyard():
    # Y13: it can pay its new controller's Tribute; it goes to its owner's GY (C10).
    duel = position(hands=([CHANGE_OF_HEART, SKULL], []), monsters=([], [FERAL_IMP]))
    play_from_hand(duel, 0, CHANGE_OF_HEART, monster_card(duel, 1, 0))
    summon(duel, SKULL, monster_card(duel, 0, 0))
    pass_all(duel)
    assert mcodes(duel, 0)[0] == SKULL and duel.graveyard(1) == [FERAL_IMP]
    end_turn(duel)
    assert duel.card_ids(1, "monsters") == []


def test_change_of_heart_monster_destroyed_while_taken_goes_to_its_owners_graveyard():
    # F18, Y13, C10: destroyed by battle while taken, it goes to its owner's GY.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([M1000], [M1500, vanilla(1800, 1000)]))
    play_from_hand(duel, 0, CHANGE_OF_HEART, monster_card(duel, 1, 0))
    to_battle(duel)
    duel.apply(attack(1, 1))    # the taken 1500 into the owner's 1800
    pass_all(duel)
    assert duel.lp(0) == 7700
    assert duel.graveyard(1) == [M1500] and duel.graveyard(0) == [CHANGE_OF_HEART]


def test_change_of_heart_needs_an_opposing_monster():
    # U08, V01: no target.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([M1000], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART) not in duel.legal_actions()


def test_change_of_heart_cannot_be_activated_with_no_free_monster_zone():
    # Y14: with 5 Monster Zones filled you cannot activate an effect that takes control.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([M1000] * 5, [M2000]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART) not in duel.legal_actions()


# ---- The Stern Mystic -------------------------------------------------------------------------

def test_the_stern_mystic_shows_every_face_down_card_to_both_players():
    # O05: a Flip Summon flips it face-up and its FLIP effect resolves: every face-down card on
    # the field is shown, then stays face-down; no effect of a shown card is activated.
    duel = position(monsters=([(STERN_MYSTIC, "set"), (M1000, "set")], [(MAN_EATER, "set"), M1500]),
                    spells=([DARK_HOLE], [TRAP_HOLE, (YAMI, "set")]))
    mystic = monster_card(duel, 0, 0)
    mine = [monster_card(duel, 0, 1)] + spell_ids(duel, 0)
    bug = monster_card(duel, 1, 0)
    theirs = [bug] + spell_ids(duel, 1)
    duel.apply(A.ACT_FLIP_SUMMON + mystic)
    pass_all(duel)
    assert duel.monsters(0)[0]["position"] == "attack"
    assert all(c in duel.revealed_to(0) for c in theirs)
    assert all(c in duel.revealed_to(1) for c in mine)
    assert mystic not in duel.revealed_to(1) and monster_card(duel, 1, 1) not in duel.revealed_to(0)
    assert duel.monsters(1)[0]["position"] == "set" and duel.monsters(0)[1]["position"] == "set"
    assert [s["position"] for s in duel.spells(1) if s] == ["facedown", "facedown"]
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []  # Man-Eater Bug did nothing
    from ygo_core.duel import OBS_HEADER, OBS_SIDE
    assert duel.observation(0)[OBS_HEADER + OBS_SIDE] == MAN_EATER  # C15: player 0 sees it


def test_the_stern_mystic_attacked_face_down_shows_the_cards_after_damage_calculation():
    # F16.2, Q08: flipped by the attack before damage calculation (O06: not a Flip Summon); its
    # FLIP effect resolves after damage calculation.
    duel = position(monsters=([M1000], [(STERN_MYSTIC, "set")]), spells=([WABOKU], []))
    waboku = spell_ids(duel, 0)[0]
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.lp(0) == 7800    # DEF 1200 vs ATK 1000
    assert waboku in duel.revealed_to(1) and duel.spells(0)[0]["position"] == "facedown"
    assert duel.monsters(1)[0]["position"] == "defense"


# ---- Wall of Illusion -------------------------------------------------------------------------

def test_wall_of_illusion_returns_its_attacker_to_the_hand_after_damage_calculation():
    # F16.4: "if this card is attacked" effects act after damage calculation, so the damage
    # (DEF 1850 vs ATK 1500) is dealt first (F18), then the attacker goes to the hand.
    duel = position(monsters=([M1500], [(WALL, "defense")]))
    attacker = monster_card(duel, 0, 0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.lp(0) == 7650
    assert duel.card_ids(0, "monsters") == [] and attacker in duel.card_ids(0, "hand")
    assert duel.graveyard(0) == [] and mcodes(duel, 1)[0] == WALL
    assert duel.decision() == "battle"


def test_wall_of_illusion_still_returns_the_attacker_when_it_is_destroyed():
    # F20: a monster destroyed by battle is sent only at the end of the Damage Step, so the
    # Wall is still there after damage calculation and its effect acts.
    duel = position(monsters=([M2000], [WALL]))
    attacker = monster_card(duel, 0, 0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.lp(1) == 7000 and duel.graveyard(1) == [WALL]
    assert attacker in duel.card_ids(0, "hand") and duel.card_ids(0, "monsters") == []


def test_wall_of_illusion_set_and_attacked_is_flipped_and_still_returns_the_attacker():
    # F16.2: the face-down target is flipped face-up before damage calculation.
    duel = position(monsters=([M1500], [(WALL, "set")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.monsters(1)[0]["position"] == "defense" and duel.lp(0) == 7650
    assert duel.hand(0) == [M1500]


def test_wall_of_illusion_sends_a_borrowed_attacker_to_its_owners_hand():
    # Y12-Y13: a monster taken by Change of Heart is returned to its owner's hand.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([], [(WALL, "defense"), M1500]))
    taken = monster_card(duel, 1, 1)
    play_from_hand(duel, 0, CHANGE_OF_HEART, taken)
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert taken in duel.card_ids(1, "hand") and duel.card_ids(0, "monsters") == []
    assert duel.lp(0) == 7650


def test_wall_of_illusion_bounce_destroys_the_attackers_equip():
    # R11: the Equip goes to the GY when its monster leaves the field.
    duel = position(hands=([SWORD], []), monsters=([FERAL_IMP], [(WALL, "defense")]))
    play_from_hand(duel, 0, SWORD, monster_card(duel, 0, 0))
    to_battle(duel)
    duel.apply(attack(0, 0))    # 1700 vs DEF 1850
    pass_all(duel)
    assert duel.lp(0) == 7850
    assert duel.hand(0) == [FERAL_IMP] and duel.graveyard(0) == [SWORD] and spell_ids(duel, 0) == []


def test_wall_of_illusion_does_nothing_when_it_attacks():
    # F16.4: its effect is about being attacked; attacking with it is an ordinary battle (F18).
    duel = position(monsters=([WALL], [(vanilla(100, 900), "defense")]), turn_player=0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.graveyard(1) == [vanilla(100, 900)] and duel.hand(1) == []
    assert mcodes(duel, 0)[0] == WALL


# ---- Last Will --------------------------------------------------------------------------------

LOW = vanilla(1500, 500)        # the highest ATK Last Will accepts
LOWER = vanilla(600, 600)
HIGH = vanilla(1600, 500)


def test_last_will_cannot_be_activated_before_a_monster_of_yours_went_to_the_gy():
    # U08: its condition (a monster of yours went to the GY this turn) is not met.
    duel = position(hands=([LAST_WILL], []), monsters=([M1000], [M2000]),
                    decks=([LOW, HIGH] * 3, [M1000] * 5))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) not in duel.legal_actions()


def test_last_will_special_summons_a_1500_atk_or_less_monster_from_the_deck():
    # After player 0's monster is destroyed by battle (Y05: destroyed cards are sent to the GY).
    # V05: chosen at resolution from the Deck; T05: the choice cannot be skipped when one exists;
    # C11: the Deck is shuffled afterwards.
    deck = [HIGH, LOW, LOWER, HIGH, DARK_HOLE]
    duel = position(hands=([LAST_WILL], []), monsters=([M1000], [M2000]), decks=(deck, [M1000] * 5))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.graveyard(0) == [M1000]
    duel.apply(A.ACT_END_BATTLE)
    pass_all(duel)
    assert duel.phase() == "main2"
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL))
    pass_all(duel)
    assert (duel.decision(), duel.current_player()) == ("choose", 0)
    deck_ids = duel.card_ids(0, "deck")
    allowed = sorted(c for c in deck_ids if duel.card_code(c) in (LOW, LOWER))
    assert targets(duel) == allowed
    duel.apply(A.ACT_SELECT + allowed[0])
    pass_all(duel)
    assert mcodes(duel, 0)[0] in (LOW, LOWER) and duel.monsters(0)[0]["card"] == allowed[0]
    assert sorted(duel.deck(0)) == sorted(c for c in deck if c != duel.card_code(allowed[0]))
    assert sorted(duel.graveyard(0)) == sorted([M1000, LAST_WILL])


def test_last_will_after_a_tribute():
    # A Tribute goes to the GY from the field (G09, U04): that is enough.
    duel = position(hands=([LAST_WILL, DOMA], []), monsters=([M1000], []), decks=([LOW], []))
    summon(duel, DOMA, monster_card(duel, 0, 0))
    pass_all(duel)
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) in duel.legal_actions()
    play_from_hand(duel, 0, LAST_WILL)
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "deck")[0])
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [DOMA, LOW]


def test_last_will_does_not_count_the_opponents_monsters():
    # Y05: Dark Hole sends only player 1's monster to the GY; player 0 lost none.
    duel = position(hands=([LAST_WILL, DARK_HOLE], []), monsters=([], [M1000]), decks=([LOW], []))
    play_from_hand(duel, 0, DARK_HOLE)
    assert duel.graveyard(1) == [M1000]
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) not in duel.legal_actions()


def test_last_will_does_not_count_monsters_discarded_from_the_hand():
    # Y07: Card Destruction sends a monster from the hand to the GY, not from the field; Last
    # Will is drawn in its place (Y01).
    duel = position(hands=([CARD_DESTRUCTION, M1000], [M1500]),
                    decks=([LAST_WILL, LOW, LOW], [M1000, M1000]))
    play_from_hand(duel, 0, CARD_DESTRUCTION)
    assert sorted(duel.graveyard(0)) == sorted([M1000, CARD_DESTRUCTION])
    assert duel.hand(0) == [LAST_WILL]
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) not in duel.legal_actions()


def test_last_will_needs_a_free_monster_zone():
    # H02, U08: its Special Summon could not be performed at all with 5 monsters.
    duel = position(hands=([LAST_WILL, SKULL], []), monsters=([M1000] * 5, []), decks=([LOW], []))
    summon(duel, SKULL, monster_card(duel, 0, 0))
    pass_all(duel)
    assert duel.graveyard(0) == [M1000] and len(duel.card_ids(0, "monsters")) == 5
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) not in duel.legal_actions()


def test_last_will_counts_only_this_turn():
    # E06, AJ01: "this turn" is the current turn only.
    # The monster went to the GY during the opponent's turn: not "this turn" on player 0's turn.
    duel = position(turn=3, turn_player=1, hands=([LAST_WILL], []), monsters=([M1000], [M2000]),
                    decks=([LOW] * 3, [M1000] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.graveyard(0) == [M1000]
    end_turn(duel)
    assert duel.turn_player() == 0
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, LAST_WILL) not in duel.legal_actions()


# ---- Waboku -----------------------------------------------------------------------------------

def test_waboku_in_the_attack_declaration_window_saves_monster_and_lp():
    # F06: answered at the attack declaration; AJ01: for the rest of the turn its controller
    # takes no battle damage and their monsters are not destroyed by battle.
    duel = position(monsters=([M2000, vanilla(1800, 1000)], [M1000]), spells=([], [WABOKU]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert mcodes(duel, 1)[0] == M1000 and duel.graveyard(1) == [WABOKU]
    duel.apply(attack(1, 0))    # a second attack the same turn: still protected
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000) and mcodes(duel, 1)[0] == M1000


def test_waboku_protects_only_its_controller():
    # T09, F18: the effect is its controller's; the attacker's side is unprotected.
    # The attacker weaker than the Waboku player's monster is still destroyed, with damage.
    duel = position(monsters=([M1000], [M2000]), spells=([], [WABOKU]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (7000, 8000) and duel.graveyard(0) == [M1000]


def test_waboku_cannot_be_activated_in_the_damage_step():
    # F14: it neither changes ATK/DEF nor negates anything.
    duel = position(monsters=([M2000], [M1000]), spells=([], [WABOKU, CASTLE_WALLS]))
    waboku, walls = spell_ids(duel, 1)
    to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_PASS)
    assert in_damage_step(duel) and duel.current_player() == 1
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + walls]


def test_waboku_ends_with_the_turn():
    # AJ01, E18: activated in player 0's turn (as player 0 moves to the End Phase), it no longer
    # protects player 1 in their own next turn.
    duel = position(monsters=([M2000], [M1000]), spells=([], [WABOKU]))
    duel.apply(A.ACT_TO_END)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.graveyard(1) == [WABOKU]
    end_turn(duel)
    assert duel.turn_player() == 1
    to_battle(duel)
    duel.apply(attack(0, 0))    # player 1's 1000 into player 0's 2000
    pass_all(duel)
    assert duel.lp(1) == 7000 and duel.graveyard(1) == [WABOKU, M1000]


# ---- Soul Exchange ----------------------------------------------------------------------------

def test_soul_exchange_lets_you_tribute_the_opponents_monster():
    # G10 (own monsters only) is overridden for the targeted monster; it goes to its owner's
    # GY (C10).
    duel = position(hands=([SOUL_EXCHANGE, SKULL], []), monsters=([], [(FERAL_IMP, "set"), M1500]))
    imp = monster_card(duel, 1, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SOUL_EXCHANGE))
    assert targets(duel) == sorted(duel.card_ids(1, "monsters"))
    duel.apply(A.ACT_SELECT + imp)
    pass_all(duel)
    assert A.ACT_SUMMON + card_in_hand(duel, 0, SKULL) in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, SKULL))
    assert duel.decision() == "tribute" and targets(duel) == [imp]
    duel.apply(A.ACT_SELECT + imp)
    pass_all(duel)
    assert mcodes(duel, 0)[0] == SKULL and duel.graveyard(1) == [FERAL_IMP]
    assert mcodes(duel, 1) == [None, M1500, None, None, None]
    assert duel.graveyard(0) == [SOUL_EXCHANGE]


def test_soul_exchange_tribute_can_join_one_of_your_own():
    # G07, G09: two Tributes for a Level 7, one of them the opponent's; each goes to its
    # owner's GY (C10).
    duel = position(hands=([SOUL_EXCHANGE, DARK_MAGICIAN], []), monsters=([M1000], [M1500]))
    mine, theirs = monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    play_from_hand(duel, 0, SOUL_EXCHANGE, theirs)
    summon(duel, DARK_MAGICIAN, theirs, mine)
    pass_all(duel)
    assert mcodes(duel, 0)[0] == DARK_MAGICIAN
    assert duel.graveyard(0) == [SOUL_EXCHANGE, M1000] and duel.graveyard(1) == [M1500]


def test_soul_exchange_means_no_battle_phase_this_turn():
    # E13, AJ01: no Battle Phase for its player this turn; the opponent's next turn is free.
    duel = position(hands=([SOUL_EXCHANGE], []), monsters=([M2000], [M1500]))
    assert A.ACT_TO_BATTLE in duel.legal_actions()
    play_from_hand(duel, 0, SOUL_EXCHANGE, monster_card(duel, 1, 0))
    assert duel.decision() == "main" and A.ACT_TO_BATTLE not in duel.legal_actions()
    end_turn(duel)
    assert duel.turn_player() == 1 and A.ACT_TO_BATTLE in duel.legal_actions()


def test_soul_exchange_permission_ends_with_the_turn():
    # AJ01: "this turn". Two turns later the opposing monster is no Tribute for the Skull.
    duel = position(hands=([SOUL_EXCHANGE], []), monsters=([], [M1500]), decks=([SKULL] * 3, [M1000] * 3))
    play_from_hand(duel, 0, SOUL_EXCHANGE, monster_card(duel, 1, 0))
    end_turn(duel)   # player 1's turn
    end_turn(duel)   # player 0's turn again: the Skull is drawn
    assert duel.turn_player() == 0 and duel.hand(0) == [SKULL]
    assert A.ACT_SUMMON + card_in_hand(duel, 0, SKULL) not in duel.legal_actions()


def test_soul_exchange_cannot_be_activated_after_a_battle_phase():
    # AH10 (p.17): "you cannot conduct your Battle Phase the turn you activate this card" is
    # also a requirement: once the Battle Phase was conducted, Main Phase 2 is too late.
    duel = position(turn=3, hands=([SOUL_EXCHANGE], []), monsters=([M2000], [M1500]))
    soul = A.ACT_ACTIVATE + card_in_hand(duel, 0, SOUL_EXCHANGE)
    assert soul in duel.legal_actions()
    to_battle(duel)
    duel.apply(A.ACT_END_BATTLE)
    pass_all(duel)
    assert duel.phase() == "main2" and duel.decision() == "main"
    assert soul not in duel.legal_actions()


@pytest.mark.parametrize("mode", [A.ACT_SUMMON, A.ACT_SET], ids=["summon", "set"])
def test_soul_exchange_a_tribute_must_include_the_target(mode):
    # "If you Tribute a monster, you must Tribute that target": with a monster of your own
    # available, the one-Tribute Summoned Skull (or its Tribute Set) may only use the target.
    duel = position(hands=([SOUL_EXCHANGE, SKULL], []), monsters=([M1000], [M1500, M2000]))
    mine, target = monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    play_from_hand(duel, 0, SOUL_EXCHANGE, target)
    duel.apply(mode + card_in_hand(duel, 0, SKULL))
    assert duel.decision() == "tribute" and targets(duel) == [target]
    duel.apply(A.ACT_SELECT + target)
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [M1000, SKULL] and duel.graveyard(1) == [M1500]
    assert mine in duel.card_ids(0, "monsters")


def test_soul_exchange_two_tributes_one_of_them_the_target():
    # G07: a Level 7 takes two Tributes; whichever comes first, the target must be one of them.
    duel = position(hands=([SOUL_EXCHANGE, DARK_MAGICIAN], []), monsters=([M1000, M1500], [M2000]))
    a, b, target = monster_card(duel, 0, 0), monster_card(duel, 0, 1), monster_card(duel, 1, 0)
    play_from_hand(duel, 0, SOUL_EXCHANGE, target)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, DARK_MAGICIAN))
    assert targets(duel) == sorted([a, b, target])
    duel.apply(A.ACT_SELECT + a)
    assert targets(duel) == [target]      # not b: the target would be left out
    duel.apply(A.ACT_SELECT + target)
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [DARK_MAGICIAN, M1500] and duel.graveyard(1) == [M2000]


def test_soul_exchange_with_full_zones_the_target_alone_leaves_no_room():
    # G02 + the must-Tribute: with five monsters of your own, a one-Tribute monster would have
    # to Tribute the target and find no zone, so it cannot be summoned; a Level 7 Tributes the
    # target and one of yours.
    duel = position(hands=([SOUL_EXCHANGE, SKULL, DARK_MAGICIAN], []), monsters=([M1000] * 5, [M2000]))
    target = monster_card(duel, 1, 0)
    play_from_hand(duel, 0, SOUL_EXCHANGE, target)
    legal = duel.legal_actions()
    assert A.ACT_SUMMON + card_in_hand(duel, 0, SKULL) not in legal
    assert A.ACT_SET + card_in_hand(duel, 0, SKULL) not in legal
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, DARK_MAGICIAN))
    duel.apply(A.ACT_SELECT + target)
    assert targets(duel) == sorted(duel.card_ids(0, "monsters"))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 2))
    pass_all(duel)
    assert mcodes(duel, 0)[2] == DARK_MAGICIAN and duel.graveyard(1) == [M2000]


def test_soul_exchange_target_gone_frees_your_own_tributes():
    # The requirement lasts only while the target can still be Tributed: destroyed by Fissure,
    # it no longer binds the Tribute Summon.
    duel = position(hands=([SOUL_EXCHANGE, FISSURE, SKULL], []), monsters=([M1000], [M1500]))
    mine, target = monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    play_from_hand(duel, 0, SOUL_EXCHANGE, target)
    play_from_hand(duel, 0, FISSURE)
    assert duel.graveyard(1) == [M1500]
    summon(duel, SKULL)
    assert targets(duel) == [mine]
    duel.apply(A.ACT_SELECT + mine)
    pass_all(duel)
    assert mcodes(duel, 0)[0] == SKULL


def test_soul_exchange_does_not_bind_a_summon_without_tributes():
    # "If you Tribute a monster": a Level 4 Normal Summon needs none and leaves the target be.
    duel = position(hands=([SOUL_EXCHANGE, M1000], []), monsters=([], [M1500]))
    play_from_hand(duel, 0, SOUL_EXCHANGE, monster_card(duel, 1, 0))
    summon(duel, M1000)
    pass_all(duel)
    assert mcodes(duel, 0)[0] == M1000 and mcodes(duel, 1)[0] == M1500


# ---- Card Destruction -------------------------------------------------------------------------

def test_card_destruction_both_players_discard_and_draw_as_many():
    # T06: the turn player discards, then the opponent; then each draws the same number (Y01,
    # Y07). W11: the Spell itself reaches the GY after the chain, after the discards.
    a, b = vanilla(100, 200), vanilla(100, 300)
    x, y, z = vanilla(200, 100), vanilla(300, 100), vanilla(400, 100)
    d0 = [vanilla(500, 100), vanilla(600, 100), vanilla(700, 100)]
    d1 = [vanilla(800, 100), vanilla(900, 100), vanilla(1000, 100), vanilla(1100, 100)]
    duel = position(hands=([CARD_DESTRUCTION, a, b], [x, y, z]), decks=(d0, d1))
    play_from_hand(duel, 0, CARD_DESTRUCTION)
    assert duel.graveyard(0) == [a, b, CARD_DESTRUCTION]
    assert duel.graveyard(1) == [x, y, z]
    assert sorted(duel.hand(0)) == sorted(d0[:2]) and duel.deck(0) == d0[2:]
    assert sorted(duel.hand(1)) == sorted(d1[:3]) and duel.deck(1) == d1[3:]


def test_card_destruction_with_an_empty_opponent_hand():
    # T06, Y01: a player with no hand discards and draws nothing.
    duel = position(hands=([CARD_DESTRUCTION, M1000], []), decks=([M1500, M2000], [M1000]))
    play_from_hand(duel, 0, CARD_DESTRUCTION)
    assert duel.hand(0) == [M1500] and duel.hand(1) == [] and duel.deck(1) == [M1000]


def test_card_destruction_player_who_cannot_draw_enough_loses():
    # A11, A13: a mandatory draw from a too-small Deck loses the duel.
    duel = position(hands=([CARD_DESTRUCTION, M1000], [M1000, M1000, M1000]),
                    decks=([M1500] * 5, [M2000, M2000]))
    play_from_hand(duel, 0, CARD_DESTRUCTION)
    assert duel.is_terminal() and (duel.winner(), duel.win_reason()) == (0, "deck_out")


def test_card_destruction_cannot_be_activated_with_no_other_card_in_either_hand():
    # U08: with no other card in either hand its resolution would do nothing at all.
    duel = position(hands=([CARD_DESTRUCTION], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CARD_DESTRUCTION) not in duel.legal_actions()


def test_card_destruction_with_only_the_opponent_holding_cards():
    # U08: the opponent's hand gives the resolution something to do; T06.
    duel = position(hands=([CARD_DESTRUCTION], [M1000, M1500]), decks=([M1000], [DARK_HOLE, FISSURE]))
    play_from_hand(duel, 0, CARD_DESTRUCTION)
    assert duel.hand(0) == [] and sorted(duel.hand(1)) == sorted([DARK_HOLE, FISSURE])
    assert duel.graveyard(1) == [M1000, M1500] and duel.deck(0) == [M1000]


# ---- Trap Master ------------------------------------------------------------------------------

def test_trap_master_flip_summoned_destroys_a_set_trap():
    # O05: the Flip Summon flips it face-up; its FLIP effect targets a Trap (a Set card's kind
    # is hidden, R07) and destroys it. A face-up Spell is not a legal target.
    duel = position(monsters=([(TRAP_MASTER, "set")], []),
                    spells=([(YAMI, "faceup")], [TRAP_HOLE, (CAPTURE_JAR, "faceup")]))
    hole, jar = spell_ids(duel, 1)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    assert (duel.decision(), duel.current_player()) == ("target", 0)
    assert targets(duel) == sorted([hole, jar])
    duel.apply(A.ACT_SELECT + hole)
    pass_all(duel)
    assert duel.graveyard(1) == [TRAP_HOLE] and spell_codes(duel, 1)[1] == CAPTURE_JAR
    assert duel.monsters(0)[0]["position"] == "attack"


def test_trap_master_on_a_set_spell_reveals_it_and_leaves_it():
    # R07: a Set card may be targeted as a possible Trap; it is shown and, being a Spell, stays.
    duel = position(monsters=([(TRAP_MASTER, "set")], []), spells=([], [DARK_HOLE]))
    hidden = spell_ids(duel, 1)[0]
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + hidden)
    pass_all(duel)
    assert duel.spells(1)[0]["code"] == DARK_HOLE and duel.spells(1)[0]["position"] == "facedown"
    assert hidden in duel.revealed_to(0) and duel.graveyard(1) == []


def test_trap_master_destroys_a_face_up_continuous_trap():
    # S08: a face-up Continuous Trap is a Trap on the field like a Set one.
    duel = position(monsters=([(TRAP_MASTER, "set")], [(KOUMORI, "defense")]),
                    spells=([], [(CAPTURE_JAR, "faceup")]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert duel.graveyard(1) == [CAPTURE_JAR]


def test_trap_master_attacked_face_down_destroys_a_trap_after_damage_calculation():
    # Q08: a FLIP effect caused by an attack activates after damage calculation (Q07: FLIP
    # effects may activate in the Damage Step).
    duel = position(monsters=([M1000], [(TRAP_MASTER, "set")]), spells=([(OFFERING, "faceup")], []))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    # DEF 1100 vs ATK 1000: player 0 takes 100; then the FLIP targets the only Trap.
    assert duel.lp(0) == 7900
    assert (duel.decision(), duel.current_player()) == ("target", 1)
    assert targets(duel) == spell_ids(duel, 0)
    duel.apply(A.ACT_SELECT + spell_ids(duel, 0)[0])
    pass_all(duel)
    assert duel.lp(0) == 7900 and duel.graveyard(0) == [OFFERING]
    assert duel.monsters(1)[0]["position"] == "defense"


def test_trap_master_with_no_trap_on_the_field_does_nothing():
    # Q04, U08: a trigger whose target cannot be chosen does not activate.
    duel = position(monsters=([(TRAP_MASTER, "set")], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_all(duel)
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert spell_codes(duel, 0)[5] == YAMI and duel.graveyard(0) == []


# ---- Dragon Capture Jar -----------------------------------------------------------------------

def test_dragon_capture_jar_turns_face_up_dragons_to_defense():
    # S08, Q01: while face-up it applies to every face-up Dragon, on both sides; face-down
    # monsters are not affected (O11).
    duel = position(monsters=([KOUMORI, CELTIC], [BLUE_EYES, (KOUMORI, "set")]),
                    spells=([CAPTURE_JAR], []))
    play = spell_ids(duel, 0)[0]
    duel.apply(A.ACT_ACTIVATE + play)
    pass_all(duel)
    assert duel.spells(0)[0]["position"] == "faceup" and duel.graveyard(0) == []  # S05
    assert [m["position"] for m in duel.monsters(0) if m] == ["defense", "attack"]
    assert [m["position"] for m in duel.monsters(1) if m] == ["defense", "set"]


def test_dragon_capture_jar_dragons_cannot_change_position():
    # O07: no manual change for the Jar's Dragons; F05: a Defense Position monster cannot
    # attack.
    duel = position(monsters=([KOUMORI, CELTIC], []), spells=([(CAPTURE_JAR, "faceup")], []))
    koumori, celtic = duel.card_ids(0, "monsters")
    assert duel.monsters(0)[0]["position"] == "defense"
    legal = duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + koumori not in legal and A.ACT_CHANGE_POSITION + celtic in legal
    to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(1, None)]


def test_dragon_capture_jar_catches_a_dragon_summoned_later():
    # Q01: continuous effects apply the instant a monster becomes face-up.
    duel = position(hands=([KOUMORI], []), monsters=([], [M1000]), spells=([], [(CAPTURE_JAR, "faceup")]))
    summon(duel, KOUMORI)
    pass_all(duel)
    assert duel.monsters(0)[0]["position"] == "defense"
    assert A.ACT_TO_BATTLE in duel.legal_actions()
    to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE]


def test_dragon_capture_jar_flip_summoned_dragon_ends_in_defense():
    # O02: the Flip Summon puts it in Attack Position; the Jar turns it to Defense at once (Q01).
    duel = position(monsters=([(KOUMORI, "set")], []), spells=([(CAPTURE_JAR, "faceup")], []))
    koumori = monster_card(duel, 0, 0)
    assert A.ACT_FLIP_SUMMON + koumori in duel.legal_actions()
    duel.apply(A.ACT_FLIP_SUMMON + koumori)
    pass_all(duel)
    assert duel.monsters(0)[0]["position"] == "defense"


def test_dragon_capture_jar_released_dragon_may_change_position():
    # O07: a change made by an effect does not use the monster's manual change of the turn;
    # Remove Trap destroys the Jar, so the Dragon may go back to Attack Position.
    duel = position(hands=([REMOVE_TRAP], []), monsters=([KOUMORI], []),
                    spells=([], [(CAPTURE_JAR, "faceup")]))
    koumori = monster_card(duel, 0, 0)
    assert A.ACT_CHANGE_POSITION + koumori not in duel.legal_actions()
    play_from_hand(duel, 0, REMOVE_TRAP, spell_ids(duel, 1)[0])
    assert duel.graveyard(1) == [CAPTURE_JAR] and duel.monsters(0)[0]["position"] == "defense"
    duel.apply(A.ACT_CHANGE_POSITION + koumori)
    assert duel.monsters(0)[0]["position"] == "attack"


# ---- Yami -------------------------------------------------------------------------------------

def test_yami_powers_fiends_and_spellcasters_and_weakens_fairies():
    # R13: a Field Spell applies while face-up in the Field Zone, to both players' monsters.
    duel = position(hands=([YAMI], []),
                    monsters=([FERAL_IMP, DARK_MAGICIAN, CELTIC],
                              [DOMA, MYSTICAL_ELF, KOUMORI, (SKULL, "set")]))
    play_from_hand(duel, 0, YAMI)
    assert duel.spells(0)[5]["code"] == YAMI and duel.spells(0)[5]["position"] == "faceup"
    assert [stats(duel, 0, i) for i in range(3)] == [(1500, 1600), (2700, 2300), (1400, 1200)]
    assert [stats(duel, 1, i) for i in range(3)] == [(1400, 1200), (1000, 2200), (1500, 1200)]
    # AA11: the face-down Skull is not affected (its stats read as printed).
    assert stats(duel, 1, 3) == (2500, 1200)


def test_yami_applies_to_monsters_that_arrive_later_and_stops_when_it_leaves():
    # Q01-Q02: applied the instant a monster is face-up; R13: it stops when Yami leaves.
    duel = position(hands=([FERAL_IMP, DE_SPELL], []), spells=([(YAMI, "faceup")], []))
    summon(duel, FERAL_IMP)
    pass_all(duel)
    assert stats(duel, 0, 0) == (1500, 1600)
    play_from_hand(duel, 0, DE_SPELL, spell_ids(duel, 0)[0])
    assert duel.graveyard(0) == [YAMI, DE_SPELL]  # W11: De-Spell goes after its chain
    assert stats(duel, 0, 0) == (1300, 1400)


def test_yami_bonus_counts_in_battle():
    # F18 with current stats: Feral Imp 1500 beats a 1400 Warrior.
    duel = position(monsters=([FERAL_IMP], [CELTIC]), spells=([], [(YAMI, "faceup")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert duel.lp(1) == 7900 and duel.graveyard(1) == [CELTIC]


# ---- Man-Eater Bug ----------------------------------------------------------------------------

def test_man_eater_bug_flip_summoned_destroys_a_monster():
    # O05, V01: its FLIP targets any monster on the field, face-down ones included.
    duel = position(monsters=([(MAN_EATER, "set"), M1000], [SKULL, (M1500, "set")]))
    bug = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + bug)
    assert (duel.decision(), duel.current_player()) == ("target", 0)
    assert targets(duel) == sorted(duel.card_ids(0, "monsters") + duel.card_ids(1, "monsters"))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_all(duel)
    assert duel.graveyard(1) == [SKULL] and mcodes(duel, 0)[:2] == [MAN_EATER, M1000]


def test_man_eater_bug_alone_must_destroy_itself():
    # U09: the FLIP effect is mandatory; the only monster it can target is itself.
    duel = position(monsters=([(MAN_EATER, "set")], []))
    bug = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + bug)
    assert targets(duel) == [bug]
    duel.apply(A.ACT_SELECT + bug)
    pass_all(duel)
    assert duel.graveyard(0) == [MAN_EATER]


def test_man_eater_bug_attacked_face_down_destroys_the_attacker():
    # F16.2: flipped face-up before damage calculation; F18: 2000 beats its 600 DEF, so it is
    # destroyed by battle. Q08: its FLIP still activates after damage calculation; V07: it cannot
    # target itself (already decided destroyed), so it takes the attacker.
    duel = position(monsters=([M2000, M1000], [(MAN_EATER, "set")]))
    attacker = monster_card(duel, 0, 0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_all(duel)
    assert (duel.decision(), duel.current_player()) == ("target", 1)
    assert targets(duel) == sorted(duel.card_ids(0, "monsters"))
    duel.apply(A.ACT_SELECT + attacker)
    pass_all(duel)
    assert duel.graveyard(0) == [M2000] and duel.graveyard(1) == [MAN_EATER]
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.decision() == "battle"


def test_man_eater_bug_special_summoned_face_up_is_not_flipped():
    # O05-O06: FLIP effects answer being flipped face-up; Monster Reborn summons it face-up
    # (H03), so nothing is destroyed.
    duel = position(hands=([REBORN], []), graveyards=([MAN_EATER], []), monsters=([], [M1000]))
    play_from_hand(duel, 0, REBORN, duel.card_ids(0, "gy")[0])
    assert (duel.decision(), duel.current_player()) == ("main", 0)
    assert mcodes(duel, 0)[0] == MAN_EATER and mcodes(duel, 1)[0] == M1000


# ---- Remove Trap ------------------------------------------------------------------------------

def test_remove_trap_destroys_a_face_up_trap():
    # V01, Y05: a face-up Trap on either side; Set cards are not known to be Traps (R07).
    duel = position(hands=([REMOVE_TRAP], []),
                    spells=([(OFFERING, "faceup")], [TRAP_HOLE, (CAPTURE_JAR, "faceup")]))
    jar = spell_ids(duel, 1)[1]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, REMOVE_TRAP))
    assert targets(duel) == sorted([spell_ids(duel, 0)[0], jar])  # face-up Traps only, either side
    duel.apply(A.ACT_SELECT + jar)
    pass_all(duel)
    assert duel.graveyard(1) == [CAPTURE_JAR] and spell_codes(duel, 1)[0] == TRAP_HOLE


def test_remove_trap_cannot_hit_set_cards_or_spells():
    # U08, R07: no face-up Trap, no target.
    duel = position(hands=([REMOVE_TRAP], []), spells=([(YAMI, "faceup")], [TRAP_HOLE, WABOKU]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, REMOVE_TRAP) not in duel.legal_actions()


# ---- Castle Walls -----------------------------------------------------------------------------

def test_castle_walls_gives_500_def_until_the_end_of_the_turn():
    # AJ01: a one-shot bonus "until the end of the turn".
    duel = position(monsters=([(CELTIC, "defense")], []), spells=([CASTLE_WALLS], []))
    activate(duel, spell_ids(duel, 0)[0], monster_card(duel, 0, 0))
    pass_all(duel)
    assert stats(duel, 0, 0) == (1400, 1700) and duel.graveyard(0) == [CASTLE_WALLS]
    end_turn(duel)
    assert stats(duel, 0, 0) == (1400, 1200)  # E18


def test_castle_walls_in_the_damage_step_stops_the_destruction():
    # F14-F16: before damage calculation; DEF 1200 + 500 = 1700 against ATK 1500.
    duel = position(monsters=([M1500], [(CELTIC, "defense")]), spells=([], [CASTLE_WALLS]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    duel.apply(A.ACT_PASS)
    assert in_damage_step(duel) and duel.current_player() == 1
    activate(duel, spell_ids(duel, 1)[0], monster_card(duel, 1, 0))
    pass_all(duel)
    assert duel.lp(0) == 7800 and mcodes(duel, 1)[0] == CELTIC and duel.graveyard(1) == [CASTLE_WALLS]


def test_castle_walls_reaches_a_face_down_defender_once_it_is_flipped():
    # O13: a face-down monster cannot be targeted by "target a face-up monster"; in the Damage
    # Step the attack target is flipped face-up first (F16.2) and can then be chosen.
    duel = position(monsters=([M1500], [(CELTIC, "set")]), spells=([], [CASTLE_WALLS]))
    walls, attacker, celtic = spell_ids(duel, 1)[0], monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1) and not in_damage_step(duel)
    probe = duel.clone()
    probe.apply(A.ACT_ACTIVATE + walls)
    assert targets(probe) == [attacker]   # only the face-up attacker for now
    duel.apply(A.ACT_PASS)
    assert in_damage_step(duel) and (duel.decision(), duel.current_player()) == ("response", 1)
    assert duel.monsters(1)[0]["position"] == "defense"
    duel.apply(A.ACT_ACTIVATE + walls)
    assert targets(duel) == sorted([attacker, celtic])
    duel.apply(A.ACT_SELECT + celtic)
    pass_all(duel)
    assert duel.lp(0) == 7800 and mcodes(duel, 1)[0] == CELTIC


# ---- Reverse Trap -----------------------------------------------------------------------------

def test_reverse_trap_reverses_yamis_changes_for_the_turn():
    # AA01: increases and decreases stack on the printed value; Reverse Trap turns every one
    # into its opposite until the end of the turn (E18).
    duel = position(monsters=([FERAL_IMP, CELTIC], [DOMA]), spells=([REVERSE_TRAP, (YAMI, "faceup")], []))

    def imp_celtic_doma():
        return [stats(duel, 0, 0), stats(duel, 0, 1), stats(duel, 1, 0)]

    assert imp_celtic_doma() == [(1500, 1600), (1400, 1200), (1400, 1200)]
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    assert imp_celtic_doma() == [(1100, 1200), (1400, 1200), (1800, 1600)]
    assert duel.graveyard(0) == [REVERSE_TRAP]
    end_turn(duel)
    assert [stats(duel, 0, 0), stats(duel, 1, 0)] == [(1500, 1600), (1400, 1200)]


def test_reverse_trap_reverses_an_equip():
    # R10, AA01: Sword of Dark Destruction's +400/-200 becomes -400/+200.
    duel = position(hands=([SWORD], []), monsters=([FERAL_IMP], []), spells=([REVERSE_TRAP], []))
    play_from_hand(duel, 0, SWORD, monster_card(duel, 0, 0))
    assert stats(duel, 0, 0) == (1700, 1200)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    assert stats(duel, 0, 0) == (900, 1600)


def test_reverse_trap_reverses_reinforcements():
    # AA01: Reinforcements' +500 (resolved earlier) becomes -500; E18: both end with the turn.
    duel = position(monsters=([FERAL_IMP], []), spells=([REINFORCEMENTS, REVERSE_TRAP], []))
    reinforcements, reverse = spell_ids(duel, 0)
    activate(duel, reinforcements, monster_card(duel, 0, 0))
    pass_all(duel)
    assert stats(duel, 0, 0) == (1800, 1400)
    duel.apply(A.ACT_ACTIVATE + reverse)
    pass_all(duel)
    assert stats(duel, 0, 0) == (800, 1400)
    end_turn(duel)
    assert stats(duel, 0, 0) == (1300, 1400)


def test_reverse_trap_decreases_floor_at_zero():
    # T11: a 300 ATK monster given +500 by Reinforcements, reversed: 300 - 500 reads 0.
    weak = vanilla(300, 300)
    duel = position(monsters=([weak], []), spells=([REINFORCEMENTS, REVERSE_TRAP], []))
    reinforcements, reverse = spell_ids(duel, 0)
    activate(duel, reinforcements, monster_card(duel, 0, 0))
    pass_all(duel)
    assert stats(duel, 0, 0) == (800, 300)
    duel.apply(A.ACT_ACTIVATE + reverse)
    pass_all(duel)
    assert stats(duel, 0, 0) == (0, 300)
    end_turn(duel)
    assert stats(duel, 0, 0) == (300, 300)


def test_reverse_trap_answers_an_attack():
    # F06: in the attack declaration window the defender reverses Yami's bonus on the attacking
    # Feral Imp (1500 -> 1100), which then loses to Celtic Guardian's 1400 (F18).
    duel = position(monsters=([FERAL_IMP], [CELTIC]), spells=([(YAMI, "faceup")], [REVERSE_TRAP]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_all(duel)
    assert (duel.lp(0), duel.lp(1)) == (7700, 8000) and duel.graveyard(0) == [FERAL_IMP]


# ---- Ultimate Offering ------------------------------------------------------------------------

def offering_duel(**kw):
    kw.setdefault("spells", ([(OFFERING, "faceup")], []))
    return position(**kw)


def test_ultimate_offering_pays_500_for_an_extra_summon_in_your_main_phase():
    # S08: an activated effect of a face-up Continuous Trap; U03: the LP cost is paid at
    # activation. The extra summon comes on top of the turn's Normal Summon (G01).
    duel = offering_duel(hands=([M1000, M1500], []))
    offering = spell_ids(duel, 0)[0]
    summon(duel, M1000)
    pass_all(duel)
    assert A.ACT_SUMMON + card_in_hand(duel, 0, M1500) not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + offering)
    pass_all(duel)
    assert (duel.decision(), duel.current_player()) == ("summon_now", 0)
    assert duel.lp(0) == 7500
    m = card_in_hand(duel, 0, M1500)
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_SUMMON + m, A.ACT_SET + m]
    duel.apply(A.ACT_SUMMON + m)
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [M1000, M1500] and duel.monsters(0)[1]["position"] == "attack"
    assert spell_codes(duel, 0)[0] == OFFERING and duel.spells(0)[0]["position"] == "faceup"
    assert duel.decision() == "main"


def test_ultimate_offering_does_not_use_up_the_normal_summon():
    # G01: used first, the extra Set leaves the turn's Normal Summon available.
    duel = offering_duel(hands=([M1000, M1500], []))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M1000))
    pass_all(duel)
    assert duel.monsters(0)[0]["position"] == "set" and not duel.normal_summon_used()
    summon(duel, M1500)
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [M1000, M1500] and duel.lp(0) == 7500


def test_ultimate_offering_can_be_used_again_for_another_500():
    # S08, U03: no per-turn limit; each use pays 500 LP again.
    duel = offering_duel(hands=([M1000, M1500, M2000], []), normal_summon_used=True)
    offering = spell_ids(duel, 0)[0]
    for code in (M1000, M1500, M2000):
        duel.apply(A.ACT_ACTIVATE + offering)
        pass_all(duel)
        summon(duel, code)
        pass_all(duel)
    assert duel.lp(0) == 6500 and mcodes(duel, 0)[:3] == [M1000, M1500, M2000]


def test_ultimate_offering_extra_summon_can_be_a_tribute_summon():
    # G07, G09: the extra Normal Summon may need a Tribute like any other.
    duel = offering_duel(hands=([DOMA], []), monsters=([M1000], []), normal_summon_used=True)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    summon(duel, DOMA, monster_card(duel, 0, 0))
    pass_all(duel)
    assert mcodes(duel, 0)[0] == DOMA and duel.graveyard(0) == [M1000] and duel.lp(0) == 7500


def test_ultimate_offering_may_summon_nothing_and_the_lp_stay_paid():
    # U03: a cost is never refunded.
    duel = offering_duel(hands=([M1000], []), normal_summon_used=True)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    duel.apply(A.ACT_PASS)
    pass_all(duel)
    assert duel.lp(0) == 7500 and duel.hand(0) == [M1000] and duel.decision() == "main"


@pytest.mark.parametrize("hand,mine,legal", [
    ([], [], False),                      # nothing in the hand
    ([DARK_HOLE, SWORD], [], False),      # only Spells
    ([DARK_MAGICIAN], [M1000], False),    # a Level 7 and one monster to Tribute
    ([DARK_MAGICIAN], [M1000, M1500], True),
    ([DOMA], [M1000], True),              # a Level 5 and its one Tribute
    ([DOMA], [], False),                  # a Level 5 and nothing to Tribute
    ([M1000], [], True),
])
def test_ultimate_offering_needs_a_monster_it_could_summon(hand, mine, legal):
    """U08, TC086 (p.111): the effect cannot be activated when its resolution could do
    nothing at all, so 500 LP are paid only with a monster in the hand that could be Normal
    Summoned or Set right then, Tributes counted. The OCG rulings say the same of this card
    (https://mciii.jp/card/ultimate-offering: with no monster in the hand, or only monsters
    needing Tributes and none on your field, the activation would be empty, so it is not
    allowed)."""
    duel = offering_duel(hands=(hand, []), monsters=(mine, []), normal_summon_used=True)
    assert (A.ACT_ACTIVATE + spell_ids(duel, 0)[0] in duel.legal_actions()) is legal


def test_ultimate_offering_not_in_the_opponents_battle_phase_with_nothing_to_summon():
    # U08 in the opponent's Battle Phase too: no window is offered to player 0 at all.
    duel = offering_duel(turn=3, turn_player=1, hands=([DARK_HOLE], []), monsters=([], [M1500]))
    duel.apply(A.ACT_TO_BATTLE)
    assert duel.decision() == "battle" and duel.current_player() == 1
    duel.apply(attack(0, None))
    assert duel.decision() == "battle" and duel.lp(0) == 6500


def test_ultimate_offering_chains_its_own_effect_once_per_summonable_monster():
    """The same face-up copy may activate its effect again on the chain its effect is already
    on, but only as many times in that chain as the hand holds monsters that could be Normal
    Summoned at that moment: each link will summon one. Rulings followed:
    https://mciii.jp/card/ultimate-offering (an activated copy can use the effect X times in one
    chain, X being the summonable monsters in the hand; its example, two low-Level monsters and
    one high-Level monster in the hand and no monster on your field, allows two) and
    http://kiros.seesaa.net/category/24111-1.html (several activations in one chain are
    allowed, but never more LP payments than Normal-Summonable monsters in the hand). The
    rulebook sets no per-effect limit on a chain either (W02, W04: only Spell Speeds). So the
    rule is U08 counted over the chain, not a "once per chain" limit; this is that example."""
    low_a, low_b = vanilla(1000, 1000), vanilla(1200, 1000)
    duel = offering_duel(hands=([low_a, low_b, DARK_MAGICIAN], []), normal_summon_used=True)
    offering = A.ACT_ACTIVATE + spell_ids(duel, 0)[0]
    duel.apply(offering)                          # chain link 1 (player 1 has nothing to chain)
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert offering in duel.legal_actions()
    duel.apply(offering)                          # chain link 2
    assert len(duel.chain()) == 2 and duel.lp(0) == 7000
    # A third link would find no third summonable monster (Dark Magician needs two Tributes):
    # player 0 is not asked again and the chain resolves, link 2 first.
    assert (duel.decision(), duel.current_player()) == ("summon_now", 0)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, low_a))
    assert duel.decision() == "summon_now"
    assert A.ACT_SUMMON + card_in_hand(duel, 0, DARK_MAGICIAN) not in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, low_b))
    pass_all(duel)
    assert mcodes(duel, 0)[:2] == [low_a, low_b] and duel.lp(0) == 7000
    assert duel.hand(0) == [DARK_MAGICIAN]


def test_ultimate_offering_set_is_flipped_up_for_free():
    # S08: a Continuous Trap with no requirement may be activated at any legal time; the cost
    # belongs to its effect, not to the card's activation.
    duel = position(hands=([M1000], []), spells=([OFFERING], []))
    offering = spell_ids(duel, 0)[0]
    duel.apply(A.ACT_ACTIVATE + offering)
    assert duel.spells(0)[0]["position"] == "faceup" and duel.lp(0) == 8000
    assert duel.chain()[0]["code"] == OFFERING


def test_trap_hole_answers_a_summon_made_with_ultimate_offering():
    # U10(c): the summon is the last thing that happened when the chain ends, so a "when the
    # opponent Normal Summons" Trap can still answer it (as H15 keeps "when Special Summoned"
    # answers open after a summon made at resolution).
    duel = offering_duel(hands=([M1500], []), normal_summon_used=True,
                         spells=([(OFFERING, "faceup")], [TRAP_HOLE]))
    hole = spell_ids(duel, 1)[0]
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    summon(duel, M1500)
    while duel.decision() == "response" and duel.current_player() == 0:
        duel.apply(A.ACT_PASS)
    if duel.decision() == "main":
        duel.apply(A.ACT_TO_BATTLE)        # the turn player passes priority without acting
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    assert A.ACT_ACTIVATE + hole in duel.legal_actions()


def test_ultimate_offering_not_in_your_own_battle_phase():
    duel = offering_duel(hands=([M1000], []), monsters=([M1500], []))
    duel.apply(A.ACT_TO_BATTLE)
    # E02: before Main Phase 1 ends player 0 may still use it (it is still their Main Phase).
    assert (duel.decision(), duel.current_player(), duel.phase()) == ("response", 0, "main1")
    duel.apply(A.ACT_PASS)
    assert duel.decision() == "battle"     # player 0 is not asked in the Start Step
    duel.apply(attack(0, None))
    assert duel.decision() == "battle" and duel.lp(1) == 6500


def test_ultimate_offering_not_in_the_opponents_main_phase_nor_end_phase():
    # E02, E15: player 1 ends the turn from Main Phase 1: player 0 has windows as player 1
    # leaves the Main Phase and in the End Phase, but Ultimate Offering is legal in neither, so
    # player 0 is next asked in their own Main Phase 1.
    duel = offering_duel(turn=3, turn_player=1, hands=([M1000], []), monsters=([], [M1500]))
    assert (duel.decision(), duel.current_player()) == ("main", 1)
    duel.apply(A.ACT_TO_END)
    assert (duel.turn(), duel.phase(), duel.decision(), duel.current_player()) == (4, "main1", "main", 0)
    assert duel.lp(0) == 8000


def test_ultimate_offering_summons_in_the_opponents_battle_phase_and_causes_a_replay():
    # Player 1 attacks directly; player 0 answers the declaration by summoning a monster: the
    # defending side changed in the Battle Step, so the attack is replayed (F09).
    duel = offering_duel(turn=3, turn_player=1, hands=([M2000], []), monsters=([], [M1500]))
    duel.apply(A.ACT_TO_BATTLE)
    # F02: the Start Step window: player 0 may act, and passes.
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_PASS)
    assert duel.decision() == "battle"
    duel.apply(attack(0, None))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_all(duel)
    assert duel.decision() == "summon_now" and duel.lp(0) == 7500
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M2000))
    pass_all(duel)
    assert mcodes(duel, 0)[0] == M2000 and duel.monsters(0)[0]["position"] == "attack"
    assert (duel.decision(), duel.current_player()) == ("replay", 1)
    assert list(duel.legal_actions()) == [A.ACT_PASS, attack(0, 0)]
    duel.apply(A.ACT_PASS)
    assert duel.decision() == "battle" and duel.lp(0) == 7500


def test_ultimate_offering_not_in_the_damage_step():
    # F14: no summoning in the Damage Step.
    duel = offering_duel(turn=3, turn_player=1, hands=([M2000], []), monsters=([M1000], [M1500]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_all(duel)
    duel.apply(attack(0, 0))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_PASS)
    # The Damage Step windows offer player 0 nothing: the battle is resolved without asking.
    assert duel.decision() == "battle" and duel.lp(0) == 7500 and duel.graveyard(0) == [M1000]


def test_monster_reborn_summons_in_the_position_the_player_chooses():
    # H03: a Special Summon by an effect is face-up Attack or face-up Defense, as chosen.
    duel = position(hands=([REBORN], []), graveyards=([vanilla(1500, 2000)], []))
    activate(duel, card_in_hand(duel, 0, REBORN), duel.card_ids(0, "gy")[0])
    assert duel.decision() == "position"
    assert list(duel.legal_actions()) == [A.ACT_ATTACK_POSITION, A.ACT_DEFENSE_POSITION]
    duel.apply(A.ACT_DEFENSE_POSITION)
    assert duel.monsters(0)[0]["position"] == "defense" and duel.monsters(0)[0]["def"] == 2000
