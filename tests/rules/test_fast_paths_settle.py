"""Direct tests of one-card settling (speed, issue 12: ygo_core/proc/continuous.pyx
restat_changed, HDR_DIRTY's DIRTY_CARD) with the Starter Decks' and GOAT cards, beside
test_q_settle_one_card.py's test-only cards: after one card comes onto the field, turns face-up
or changes position, the continuous effects in force are re-applied to that card only, when
they read nothing else of it. Each test asserts the exact stats and positions the rules give
(Q01, Q02, AA, O11, R10, R11, R13) and that the state at the decision is the whole
application's (Duel.from_buffer re-applies every effect and compares: ygo_core.state_check).

Cards: Yami (Field Spell: face-up Fiends and Spellcasters +200 ATK/DEF, Fairies -200), Sword
of Dark Destruction (Equip, a DARK monster: +400 ATK, -200 DEF), Book of Secret Arts (Equip, a
Spellcaster: +300/+300), Level Limit - Area B (Continuous Spell: face-up Level 4 or higher
monsters are in Defense Position), Dragon Capture Jar (Continuous Trap: face-up Dragons are in
Defense Position), Book of Moon (Quick-Play: a face-up monster to face-down Defense Position)."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L

from helpers import attack, card_in_hand, monster_card, pass_until, position, test_db, vanilla

YAMI = 59197169
SWORD = 37120512
BOOK_OF_SECRET_ARTS = 91595718
LEVEL_LIMIT_B = 3136426
CAPTURE_JAR = 50045299
BOOK_OF_MOON = 14087893
MONSTER_REBORN = 83764718
MYSTICAL_ELF = 15025844     # LIGHT Spellcaster 800/2000, Level 4
FERAL_IMP = 41392891        # DARK Fiend 1300/1400, Level 4
KOUMORI = 67724379          # Koumori Dragon: DARK Dragon 1500/1200, Level 4
DOMA = 16972957             # Doma The Angel of Silence: DARK Fairy 1600/1400, Level 5
WARRIOR = vanilla(1000, 1000)            # a Warrior (the synthetic vanilla monsters' Type), Level 4
LOW_WARRIOR = vanilla(1000, 1000, level=3)
ATTACKER = vanilla(2100, 1000)


def settled(duel, decision="main"):
    """Pass the response windows up to `decision`; the state there is the whole application's."""
    pass_until(duel, decision)
    assert duel.buffer[L.HDR_DIRTY] == L.DIRTY_NONE
    assert Duel.from_buffer(test_db(), duel.buffer) == duel  # raises a StateError naming any other word
    return duel


def view(duel, player, zone):
    m = duel.monsters(player)[zone]
    return m and (m["code"], m["position"], m["atk"], m["def"])


def summon(duel, player, code):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, player, code))


# ---- a Field Spell boosting a Type --------------------------------------------------------------

def test_a_normal_summoned_monster_of_the_boosted_type_gets_the_field_spell_at_once():
    # Q01, R13: Yami applies the instant the Spellcaster is face-up; the Warrior beside it and
    # the Warrior summoned later are not of its Types.
    duel = position(hands=([MYSTICAL_ELF], []), monsters=([WARRIOR], []), spells=([(YAMI, "faceup")], []))
    summon(duel, 0, MYSTICAL_ELF)
    settled(duel)
    assert [view(duel, 0, z) for z in (0, 1)] == [(WARRIOR, "attack", 1000, 1000),
                                                  (MYSTICAL_ELF, "attack", 1000, 2200)]


def test_a_summoned_fairy_loses_what_the_field_spell_takes():
    duel = position(hands=([DOMA], []), monsters=([WARRIOR], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, DOMA))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))  # G09: Tribute the Warrior
    settled(duel)
    assert view(duel, 0, 0) == (DOMA, "attack", 1400, 1200)


def test_the_opponents_summoned_monster_gets_the_field_spell_too():
    # R13: a Field Spell's effect covers both sides unless it says otherwise.
    duel = position(turn=3, turn_player=1, hands=([], [FERAL_IMP]), spells=([(YAMI, "faceup")], []))
    summon(duel, 1, FERAL_IMP)
    settled(duel)
    assert view(duel, 1, 0) == (FERAL_IMP, "attack", 1500, 1600)


def test_a_set_monster_is_not_boosted_and_gets_the_boost_when_flip_summoned():
    # O11: a face-down monster is not affected; O04: Flip Summoned, it is face-up Attack.
    duel = position(hands=([MYSTICAL_ELF], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, MYSTICAL_ELF))
    settled(duel)
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "set", 800, 2000)
    duel = position(monsters=([(MYSTICAL_ELF, "set")], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settled(duel)
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "attack", 1000, 2200)


def test_a_set_monster_flipped_by_an_attack_defends_with_the_boost():
    # Q01: flipped face-up by the attack, the Spellcaster has Yami's +200 before damage
    # calculation: 2200 DEF against 2100 ATK, so it survives and the attacker's controller takes
    # 100 (F: a defending monster with more DEF). Without the boost it would have been destroyed.
    duel = position(monsters=([ATTACKER], [(MYSTICAL_ELF, "set")]), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    settled(duel, "battle")
    assert view(duel, 1, 0) == (MYSTICAL_ELF, "defense", 1000, 2200)
    assert (duel.lp(0), duel.lp(1), duel.graveyard(1)) == (7900, 8000, [])


def test_a_boosted_monster_changing_position_keeps_the_boost_both_ways():
    duel = position(monsters=([MYSTICAL_ELF], []), spells=([(YAMI, "faceup")], []))
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "attack", 1000, 2200)
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    settled(duel)
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "defense", 1000, 2200)
    duel = position(monsters=([(DOMA, "defense")], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    settled(duel)
    assert view(duel, 0, 0) == (DOMA, "attack", 1400, 1200)


def test_a_special_summoned_monster_gets_the_boost():
    # Monster Reborn (H03: the position chosen, here Defense): Feral Imp, a Fiend, +200.
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([FERAL_IMP], []), spells=([(YAMI, "faceup")], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_until(duel, "position")
    duel.apply(A.ACT_DEFENSE_POSITION)
    settled(duel)
    assert view(duel, 0, 0) == (FERAL_IMP, "defense", 1500, 1600)


# ---- position locks: the settling itself changes the position ---------------------------------

def test_a_level_4_monster_summoned_in_attack_is_put_in_defense_by_level_limit_area_b():
    # Q01: Area B applies the instant the monster is face-up; a Level 3 one stays in Attack.
    duel = position(hands=([WARRIOR], []), spells=([(LEVEL_LIMIT_B, "faceup")], []))
    summon(duel, 0, WARRIOR)
    settled(duel)
    assert view(duel, 0, 0) == (WARRIOR, "defense", 1000, 1000)
    duel = position(hands=([LOW_WARRIOR], []), spells=([(LEVEL_LIMIT_B, "faceup")], []))
    summon(duel, 0, LOW_WARRIOR)
    settled(duel)
    assert view(duel, 0, 0) == (LOW_WARRIOR, "attack", 1000, 1000)


def test_a_dragon_flip_summoned_under_dragon_capture_jar_ends_in_defense():
    duel = position(monsters=([(KOUMORI, "set"), (WARRIOR, "set")], []),
                    spells=([(CAPTURE_JAR, "faceup")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    settled(duel)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1))
    settled(duel)
    assert [view(duel, 0, z) for z in (0, 1)] == [(KOUMORI, "defense", 1500, 1200),
                                                  (WARRIOR, "attack", 1000, 1000)]


# ---- Equip Spells on a monster that changes position --------------------------------------------

def equip(duel, code, zone):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, code))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, zone))
    settled(duel)


def test_an_equipped_monster_changing_position_keeps_the_equip():
    # R10: the Equip applies to its monster whatever its battle position (it stays face-up).
    duel = position(hands=([SWORD], []), monsters=([FERAL_IMP], []))
    equip(duel, SWORD, 0)
    assert view(duel, 0, 0) == (FERAL_IMP, "attack", 1700, 1200)
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    settled(duel)
    assert view(duel, 0, 0) == (FERAL_IMP, "defense", 1700, 1200)
    assert duel.spells(0)[0]["equipped_to"] == monster_card(duel, 0, 0)


def test_an_equip_and_the_field_spell_together_through_a_position_change():
    # AA: the modifiers add up: Mystical Elf 800/2000 + Book of Secret Arts 300/300 + Yami 200/200.
    duel = position(hands=([BOOK_OF_SECRET_ARTS], []), monsters=([MYSTICAL_ELF], []),
                    spells=([(YAMI, "faceup")], []))
    equip(duel, BOOK_OF_SECRET_ARTS, 0)
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "attack", 1300, 2500)
    duel.apply(A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0))
    settled(duel)
    assert view(duel, 0, 0) == (MYSTICAL_ELF, "defense", 1300, 2500)


def test_an_equipped_monster_turned_face_down_loses_the_equip():
    # R11: the Equip is destroyed when its monster is turned face-down (Book of Moon, player 1's
    # Quick-Play answered after player 0's Equip resolved); O11: printed stats face-down.
    duel = position(hands=([SWORD, MONSTER_REBORN], []), monsters=([FERAL_IMP], []), spells=([], [BOOK_OF_MOON]),
                    graveyards=([WARRIOR], []))
    equip(duel, SWORD, 0)
    # Player 0 activates Monster Reborn; player 1 answers with Book of Moon on Feral Imp.
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + [s["card"] for s in duel.spells(1) if s][0])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    settled(duel)
    assert view(duel, 0, 0) == (FERAL_IMP, "set", 1300, 1400)
    assert view(duel, 0, 1) == (WARRIOR, "attack", 1000, 1000)
    assert SWORD in duel.graveyard(0) and all(s is None for s in duel.spells(0)[:5])
