"""The GOAT format's locks (ygo_core/scripts/goat/locks.py): one test or more per card, each in a
set-up position, citing the rules and rulings it relies on (rules-mr3.md; the 2005 rulings the
script comments name)."""
import pytest

from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, filler, go_to_battle, pass_until, position, set_ids, vanilla

JINZO = 77585513
SKILL_DRAIN = 82732705
ROYAL_DECREE = 51452091
IMPERIAL_ORDER = 61740673
GRAVITY_BIND = 85742772
LEVEL_LIMIT_B = 3136426
MESSENGER_OF_PEACE = 44656491
SOLEMN_JUDGMENT = 41420027

MIRROR_FORCE = 44095762
POT_OF_GREED = 55144522
BOOK_OF_MOON = 14087893
DRAGON_CAPTURE_JAR = 50045299
MAN_EATER_BUG = 54652250
LORD_OF_D = 17985575
BLUE_EYES = 89631139
M = vanilla(1000, 1000)
BIG = vanilla(2000, 1000)


def spell_ids(duel, player):
    return [s["card"] for s in duel.spells(player) if s]


def code_of(duel, card):
    return duel.card_code(card)


def find_spell(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def monster_codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def positions(duel, player):
    return [m and m["position"] for m in duel.monsters(player)]


# ---- Jinzo -----------------------------------------------------------------------------------

def test_jinzo_no_trap_can_be_activated():
    # Jinzo: a Set Trap cannot answer the attack (W02 would allow it otherwise: the contrast
    # duel with a vanilla monster of the same ATK).
    plain = position(monsters=([vanilla(2400, 1500)], []), spells=([], [MIRROR_FORCE]))
    go_to_battle(plain)
    plain.apply(attack(0, None))
    assert (plain.decision(), plain.current_player()) == ("response", 1)

    duel = position(monsters=([JINZO], []), spells=([], [MIRROR_FORCE, SKILL_DRAIN]))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert duel.lp(1) == 8000 - 2400
    assert sorted(s["code"] for s in duel.spells(1) if s) == sorted([MIRROR_FORCE, SKILL_DRAIN])


def test_jinzo_negates_a_face_up_continuous_trap():
    # Dragon Capture Jar's lock (a continuous Trap effect on the field) stops while Jinzo is
    # face-up (Q01: re-applied after every event).
    jarred = position(monsters=([(BLUE_EYES, "attack")], []), spells=([], [(DRAGON_CAPTURE_JAR, "faceup")]))
    assert positions(jarred, 0)[0] == "defense"
    duel = position(monsters=([(BLUE_EYES, "attack"), JINZO], []),
                    spells=([], [(DRAGON_CAPTURE_JAR, "faceup")]))
    assert positions(duel, 0)[0] == "attack"


def test_jinzo_summoned_lifts_a_face_up_trap_at_once():
    # The Jar locks the Dragon; once Jinzo is Normal Summoned (Tributing the vanilla), the Jar
    # is negated and the Dragon may change to Attack Position.
    duel = position(monsters=([(BLUE_EYES, "attack"), M], []), hands=([JINZO], []),
                    spells=([], [(DRAGON_CAPTURE_JAR, "faceup")]))
    blue_eyes = duel.monsters(0)[0]["card"]
    assert positions(duel, 0)[0] == "defense"
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JINZO))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[1]["card"])
    pass_until(duel, "main")
    assert JINZO in monster_codes(duel, 0)
    assert A.ACT_CHANGE_POSITION + blue_eyes in duel.legal_actions()


# ---- Skill Drain -----------------------------------------------------------------------------

def test_skill_drain_costs_1000_lp_and_stays():
    duel = position(spells=([SKILL_DRAIN], []))
    drain = spell_ids(duel, 0)[0]
    duel.apply(A.ACT_ACTIVATE + drain)
    assert duel.lp(0) == 7000  # U03: the cost is paid at activation
    pass_until(duel, "main")
    assert duel.spells(0)[0]["code"] == SKILL_DRAIN and duel.spells(0)[0]["position"] == "faceup"


def test_skill_drain_negates_a_continuous_monster_effect():
    # Lord of D.'s protection (a continuous effect of a face-up monster) stops: Book of Moon may
    # then target the Dragon.
    lorded = position(hands=([BOOK_OF_MOON], []), monsters=([], [(LORD_OF_D, "attack"), (BLUE_EYES, "attack")]))
    lorded.apply(A.ACT_ACTIVATE + card_in_hand(lorded, 0, BOOK_OF_MOON))
    blue_eyes = lorded.monsters(1)[1]["card"]
    assert A.ACT_SELECT + blue_eyes not in lorded.legal_actions()

    duel = position(hands=([BOOK_OF_MOON], []), monsters=([], [(LORD_OF_D, "attack"), (BLUE_EYES, "attack")]),
                    spells=([], [(SKILL_DRAIN, "faceup")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    assert A.ACT_SELECT + duel.monsters(1)[1]["card"] in duel.legal_actions()


def flip_bug_by_attack(attacker, drained):
    # Player 0 attacks player 1's face-down Man-Eater Bug; player 1 has a second monster the
    # Bug's FLIP effect may target besides the attacker.
    spells = ([], [(SKILL_DRAIN, "faceup")]) if drained else ((), ())
    duel = position(monsters=([attacker, M], [(MAN_EATER_BUG, "set")]), spells=spells)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    attacker_card = duel.monsters(0)[0]["card"]
    while duel.decision() != "target":
        assert duel.decision() in ("response", "gy_order"), duel.decision()
        pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + attacker_card)
    pass_until(duel, "battle")
    return duel


def test_skill_drain_negates_a_flip_effect_resolving_on_the_field():
    # The Bug survives the attack (DEF 600 against 500 ATK) and is face-up on the field when
    # its FLIP effect resolves: the effect was activated (the text lets it) and does nothing.
    duel = flip_bug_by_attack(vanilla(500, 1000), drained=True)
    assert monster_codes(duel, 0)[0] == vanilla(500, 1000)
    assert monster_codes(duel, 1)[0] == MAN_EATER_BUG
    undrained = flip_bug_by_attack(vanilla(500, 1000), drained=False)
    assert monster_codes(undrained, 0)[0] is None  # the contrast: without Skill Drain it destroys


RING_OF_DESTRUCTION = 83555666


def flip_summon_bug(answer_with_ring):
    # Player 0 Flip Summons Man-Eater Bug under player 1's Skill Drain; its FLIP effect targets
    # player 1's monster. Player 1 may answer with Ring of Destruction on the Bug.
    duel = position(monsters=([(MAN_EATER_BUG, "set")], [M]),
                    spells=([], [(SKILL_DRAIN, "faceup"), RING_OF_DESTRUCTION]))
    bug = duel.monsters(0)[0]["card"]
    duel.apply(A.ACT_FLIP_SUMMON + bug)
    pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + duel.monsters(1)[0]["card"])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    if answer_with_ring:
        duel.apply(A.ACT_ACTIVATE + find_spell(duel, 1, RING_OF_DESTRUCTION))
        duel.apply(A.ACT_SELECT + bug)
    pass_until(duel, "main")
    return duel


def test_skill_drain_on_an_effect_from_the_graveyard():
    # Skill Drain on Sangan (the interaction): an effect that resolves after its monster
    # left the field is not negated (Skill Drain reaches face-up monsters on the field only).
    # Sangan's "sent to the GY" event is the triggers family's; this is the same shape: the
    # Bug's FLIP effect resolves with the Bug already in the GY, and destroys its target.
    duel = flip_summon_bug(answer_with_ring=True)
    assert MAN_EATER_BUG in duel.graveyard(0)
    assert monster_codes(duel, 1)[0] is None and M in duel.graveyard(1)
    # The contrast: the Bug still face-up on the field when its effect resolves: negated.
    kept = flip_summon_bug(answer_with_ring=False)
    assert monster_codes(kept, 1)[0] == M and monster_codes(kept, 0)[0] == MAN_EATER_BUG


def test_skill_drain_negates_a_flip_effect_of_a_monster_destroyed_by_battle():
    # Q08, F20: a monster destroyed by the attack that flipped it is still face-up on the field
    # (sent at the end of the Damage Step) when its FLIP effect resolves: negated.
    duel = flip_bug_by_attack(BIG, drained=True)
    assert MAN_EATER_BUG in duel.graveyard(1)
    assert monster_codes(duel, 0)[0] == BIG


def test_skill_drain_face_up_first_negates_jinzo():
    # Skill Drain face-up, then Jinzo: Jinzo's effect is negated, so Traps can be activated.
    duel = position(monsters=([JINZO], []), spells=([], [(SKILL_DRAIN, "faceup"), MIRROR_FORCE]))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + find_spell(duel, 1, MIRROR_FORCE))
    pass_until(duel, "battle")
    assert JINZO in duel.graveyard(0)


# ---- Royal Decree ----------------------------------------------------------------------------

def test_royal_decree_negates_other_face_up_traps():
    duel = position(monsters=([(BLUE_EYES, "attack")], []),
                    spells=([], [(DRAGON_CAPTURE_JAR, "faceup"), (ROYAL_DECREE, "faceup")]))
    assert positions(duel, 0)[0] == "attack"


def test_royal_decree_lets_traps_be_activated_and_negates_them():
    # Mirror Force can still be activated (only Jinzo forbids that); it resolves face-up on the
    # field and does nothing, then goes to the GY (W11).
    duel = position(monsters=([BIG], []), spells=([(ROYAL_DECREE, "faceup")], [MIRROR_FORCE]))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_until(duel, "battle")
    assert monster_codes(duel, 0)[0] == BIG and MIRROR_FORCE in duel.graveyard(1)


def test_royal_decree_negates_skill_drain_but_not_itself():
    # Royal Decree is not "another" Trap for itself, so it stays in force and negates Skill
    # Drain: Lord of D.'s protection applies again.
    duel = position(hands=([BOOK_OF_MOON], []),
                    monsters=([], [(LORD_OF_D, "attack"), (BLUE_EYES, "attack")]),
                    spells=([], [(SKILL_DRAIN, "faceup"), (ROYAL_DECREE, "faceup")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    # Royal Decree negates Skill Drain: Lord of D. protects the Dragon again.
    assert A.ACT_SELECT + duel.monsters(1)[1]["card"] not in duel.legal_actions()


# ---- Imperial Order --------------------------------------------------------------------------

def test_imperial_order_negates_an_activated_spell():
    # 2005 ruling: Spells can still be activated under Imperial Order; their effects are negated.
    duel = position(hands=([POT_OF_GREED], []), spells=([], [(IMPERIAL_ORDER, "faceup")]),
                    decks=([M, M, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    pass_until(duel, "main")
    assert duel.hand(0) == [] and duel.graveyard(0) == [POT_OF_GREED]


def test_imperial_order_is_negated_by_jinzo():
    duel = position(hands=([POT_OF_GREED], []), monsters=([JINZO], []),
                    spells=([], [(IMPERIAL_ORDER, "faceup")]), decks=([M, M, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    pass_until(duel, "main")
    assert len(duel.hand(0)) == 2


def standby_with(code, lp=8000, answer=None):
    # Player 0's turn from the Draw Phase with the card face-up: its cost is asked first thing
    # in the Standby Phase.
    duel = position(phase="draw", lp=(lp, 8000), spells=([(code, "faceup")], []))
    pass_until(duel, "yesno") if answer is not None else None
    if answer is not None:
        duel.apply(A.ACT_YES if answer else A.ACT_NO)
    pass_until(duel, "main")
    return duel


def test_imperial_order_costs_700_each_standby_phase():
    paid = standby_with(IMPERIAL_ORDER, answer=True)
    assert paid.lp(0) == 7300 and paid.spells(0)[0]["code"] == IMPERIAL_ORDER
    kept_lp = standby_with(IMPERIAL_ORDER, answer=False)
    assert kept_lp.lp(0) == 8000 and IMPERIAL_ORDER in kept_lp.graveyard(0)
    cannot = standby_with(IMPERIAL_ORDER, lp=600)  # not asked: it cannot be paid
    assert cannot.lp(0) == 600 and IMPERIAL_ORDER in cannot.graveyard(0)


def test_imperial_order_cost_only_in_its_controllers_standby_phase():
    duel = position(phase="draw", spells=([], [(IMPERIAL_ORDER, "faceup")]))
    pass_until(duel, "main")
    assert duel.lp(1) == 8000 and duel.spells(1)[0]["code"] == IMPERIAL_ORDER


# ---- Gravity Bind, Level Limit - Area B, Messenger of Peace -----------------------------------

def attackers(duel):
    return sorted({(a - A.ACT_ATTACK) // A.ATTACK_TARGETS for a in duel.legal_actions() if a >= A.ACT_ATTACK})


def test_gravity_bind_level_4_or_higher_cannot_attack():
    duel = position(monsters=([vanilla(1800, 1000, level=4), vanilla(1200, 1000, level=3),
                               vanilla(2500, 1000, level=7)], []),
                    spells=([], [(GRAVITY_BIND, "faceup")]))
    go_to_battle(duel)
    assert attackers(duel) == [1]


def test_level_limit_area_b_puts_level_4_or_higher_in_defense():
    duel = position(monsters=([vanilla(1800, 1000, level=4), vanilla(1200, 1000, level=3)], []),
                    spells=([], [(LEVEL_LIMIT_B, "faceup")]))
    assert positions(duel, 0)[:2] == ["defense", "attack"]
    low, high = duel.monsters(0)[1]["card"], duel.monsters(0)[0]["card"]
    assert A.ACT_CHANGE_POSITION + high not in duel.legal_actions()  # it stays in Defense
    assert A.ACT_CHANGE_POSITION + low in duel.legal_actions()


def test_level_limit_area_b_leaves_face_down_monsters():
    duel = position(monsters=([(vanilla(1800, 1000, level=4), "set")], []),
                    spells=([], [(LEVEL_LIMIT_B, "faceup")]))
    assert positions(duel, 0)[0] == "set"


def test_messenger_of_peace_1500_or_more_atk_cannot_attack():
    duel = position(monsters=([vanilla(1500, 1000), vanilla(1400, 1000)], []),
                    spells=([], [(MESSENGER_OF_PEACE, "faceup")]))
    go_to_battle(duel)
    assert attackers(duel) == [1]


def test_messenger_of_peace_costs_100_each_standby_phase():
    paid = standby_with(MESSENGER_OF_PEACE, answer=True)
    assert paid.lp(0) == 7900 and paid.spells(0)[0]["code"] == MESSENGER_OF_PEACE
    dropped = standby_with(MESSENGER_OF_PEACE, answer=False)
    assert MESSENGER_OF_PEACE in dropped.graveyard(0)


# ---- Solemn Judgment -------------------------------------------------------------------------

def test_solemn_judgment_negates_a_summon_paying_half_rounded_up():
    duel = position(lp=(8000, 5001), hands=([M], []), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert duel.lp(1) == 2501  # T10: the LP left are half of 5001 rounded up (2500 paid)
    pass_until(duel, "main")
    assert monster_codes(duel, 0) == [None] * 5 and duel.graveyard(0) == [M]
    assert A.ACT_SUMMON + 0 not in duel.legal_actions()  # G05: the Normal Summon is used


def test_solemn_judgment_negates_a_spell_and_destroys_it():
    duel = position(lp=(8000, 7777), hands=([POT_OF_GREED], []), spells=([], [SOLEMN_JUDGMENT]),
                    decks=([M, M, M], [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert duel.lp(1) == 3889  # T10: 7777 halved, rounded up
    pass_until(duel, "main")
    assert duel.hand(0) == [] and duel.graveyard(0) == [POT_OF_GREED]


@pytest.mark.parametrize("rules", ["mr3", "goat"])
def test_t10_p105_solemn_judgment_paid_at_525_lp_leaves_263(rules):
    # T10 (p.105): "If you have 525 LP and you activate Solemn Judgment by paying half your LP,
    # your remaining LP becomes 263": 262 are paid. The same in the 2005 rules.
    duel = position(lp=(8000, 525), hands=([M], []), spells=([], [SOLEMN_JUDGMENT]), rules=rules)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert duel.lp(1) == 263
    pass_until(duel, "main")
    assert duel.graveyard(0) == [M] and duel.lp(1) == 263



def test_solemn_judgment_only_answers_a_summon_while_it_happens():
    # Once the summon has succeeded, Solemn Judgment cannot negate it (the summon window is
    # over); with a Set monster there is no summon at all.
    duel = position(hands=([M], []), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, M))
    assert duel.decision() == "main"


def test_solemn_judgment_answered_by_solemn_judgment():
    # Counter Traps chain in the summon window (W02): the second Solemn negates the first, and
    # the summon succeeds.
    duel = position(hands=([M], []), spells=([SOLEMN_JUDGMENT], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M))
    assert (duel.decision(), duel.current_player()) == ("response", 0)  # E03: turn player first
    duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 0)[0])
    pass_until(duel, "main")
    assert monster_codes(duel, 0)[0] == M
    assert (duel.lp(0), duel.lp(1)) == (4000, 4000)


def test_solemn_judgment_negates_a_flip_summon():
    # "When a monster would be Summoned": a Flip Summon too. Negated, the monster is destroyed
    # and its FLIP effect never happens (it was never flipped as a summon's event).
    duel = position(monsters=([(MAN_EATER_BUG, "set")], [M]), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_FLIP_SUMMON + duel.monsters(0)[0]["card"])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [MAN_EATER_BUG] and monster_codes(duel, 1)[0] == M
    assert duel.lp(1) == 4000


BLS = 72989439
CHAOS_SORCERER = 9596126
TORRENTIAL = 53582587
SANGAN = 26202165             # DARK
DD_WARRIOR_LADY = 7572887     # LIGHT


@pytest.mark.parametrize("code", [BLS, CHAOS_SORCERER])
def test_solemn_judgment_negates_a_summon_by_the_cards_own_procedure(code):
    # "When a monster would be Summoned": a Special Summon by the card's own procedure starts no
    # chain, so it has the summon-negation window a Normal Summon has (H17; the era's "inherent"
    # Special Summons; duelsociety.blogspot.com 2007, "Rulings on Solemn Judgement": Chaos
    # Sorcerer's summon can be negated). Negated, the monster is destroyed, the banished cost
    # stays paid and no summon happened for Torrential Tribute to answer.
    duel = position(hands=([code], []), graveyards=([SANGAN, DD_WARRIOR_LADY], []),
                    spells=([], [SOLEMN_JUDGMENT, TORRENTIAL]), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    dark, light = duel.card_ids(0, "gy")
    duel.apply(A.ACT_SELECT + light)
    duel.apply(A.ACT_SELECT + dark)
    duel.apply(A.ACT_ATTACK_POSITION)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    solemn = find_spell(duel, 1, SOLEMN_JUDGMENT)
    torrential = find_spell(duel, 1, TORRENTIAL)
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + solemn]  # not Torrential yet
    duel.apply(A.ACT_ACTIVATE + solemn)
    assert duel.lp(1) == 4000
    assert duel.decision() == "main"  # Torrential Tribute was never offered: no summon
    assert monster_codes(duel, 0) == [None] * 5 and duel.graveyard(0) == [code]
    assert sorted(duel.banished(0)) == sorted([SANGAN, DD_WARRIOR_LADY])
    assert duel.graveyard(1) == [SOLEMN_JUDGMENT] and set_ids(duel, 1) == [torrential]


def test_solemn_judgment_negates_jinzos_tribute_summon():
    # Jinzo's lock applies once its summon has succeeded; while it would be summoned Solemn
    # Judgment can still be activated (the 2005 summon walk-through of oocities.org/rocketiger:
    # the summon-negation step comes first, "in the case of Jinzo, no trap cards may be
    # activated from this point on" only after it).
    duel = position(hands=([JINZO], []), monsters=([M], []), spells=([], [SOLEMN_JUDGMENT]), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JINZO))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.lp(1) == 4000
    assert monster_codes(duel, 0) == [None] * 5 and sorted(duel.graveyard(0)) == sorted([M, JINZO])
    assert duel.graveyard(1) == [SOLEMN_JUDGMENT]


def test_jinzo_summon_not_negated_locks_traps_at_once():
    # Solemn Judgment passed up in the summon-negation window: the summon succeeds, Jinzo's lock
    # applies, and the Trap that would answer the summon (Torrential Tribute) cannot be activated.
    duel = position(hands=([JINZO], []), monsters=([M], []), spells=([], [SOLEMN_JUDGMENT, TORRENTIAL]),
                    rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JINZO))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_PASS)
    assert duel.decision() == "main"  # nothing could answer the summon
    assert monster_codes(duel, 0)[0] == JINZO and len(set_ids(duel, 1)) == 2


# ---- Swords of Revealing Light ---------------------------------------------------------------

SWORDS = 72302403


def test_swords_flips_the_opponents_face_down_monsters_and_stays():
    duel = position(hands=([SWORDS], []), monsters=([], [(M, "set"), (BIG, "attack")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORDS))
    pass_until(duel, "main")
    assert positions(duel, 1)[:2] == ["defense", "attack"]  # O06: face-up Defense, not summoned
    assert duel.spells(0)[0]["code"] == SWORDS and duel.spells(0)[0]["position"] == "faceup"


def test_swords_opponents_monsters_cannot_attack():
    duel = position(turn=3, turn_player=1, monsters=([M], [BIG, vanilla(500, 500)]),
                    spells=([(SWORDS, "faceup")], []))
    go_to_battle(duel)
    assert attackers(duel) == []
    mine = position(monsters=([M], [BIG]), spells=([(SWORDS, "faceup")], []))
    go_to_battle(mine)
    assert attackers(mine) == [0]  # its controller's monsters still attack


def test_swords_flip_effects_trigger():
    # Swords into a face-down FLIP monster: its FLIP effect triggers for its controller (O05).
    duel = position(hands=([SWORDS], []), monsters=([M], [(MAN_EATER_BUG, "set")]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORDS))
    pass_until(duel, "target")
    assert duel.current_player() == 1
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [M]


def test_swords_destroyed_in_the_end_phase_of_the_opponents_third_turn():
    # Activated in turn 2 (player 0's): the opponent's turns 3, 5 and 7; it goes in the End
    # Phase of turn 7, and its lock ends with it.
    duel = position(hands=([SWORDS], []), decks=(filler(20), filler(20)))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SWORDS))
    pass_until(duel, "main")
    seen = {}
    while duel.turn() <= 7:
        seen[duel.turn()] = SWORDS in [s and s["code"] for s in duel.spells(0)]
        duel.apply(A.ACT_TO_END)
        while duel.decision() != "main":
            if duel.decision() == "discard":
                duel.apply(duel.legal_actions()[0])
            else:
                pass_until(duel, "main")
    assert seen == {2: True, 3: True, 4: True, 5: True, 6: True, 7: True}
    assert duel.turn() == 8 and SWORDS in duel.graveyard(0)


# ---- Freed the Matchless General -------------------------------------------------------------

FREED = 49681811
INVIGORATION = 98374133


def test_freed_negates_an_equip_spell_that_targets_it_and_destroys_it():
    duel = position(hands=([INVIGORATION], []), monsters=([FREED], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, INVIGORATION))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [INVIGORATION] and duel.monsters(0)[0]["atk"] == 2300
    plain = position(hands=([INVIGORATION], []), monsters=([vanilla(2300, 1700)], []))
    plain.apply(A.ACT_ACTIVATE + card_in_hand(plain, 0, INVIGORATION))
    plain.apply(A.ACT_SELECT + plain.monsters(0)[0]["card"])
    pass_until(plain, "main")
    assert plain.monsters(0)[0]["atk"] == 2700  # the contrast: Invigoration equips a vanilla


def test_freed_negates_book_of_moon():
    duel = position(turn=3, turn_player=1, hands=([], [BOOK_OF_MOON]), monsters=([FREED], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    pass_until(duel, "main")
    assert positions(duel, 0)[0] == "attack" and BOOK_OF_MOON in duel.graveyard(1)


def freed_draw_phase(answer, drained=False):
    spells = ([], [(SKILL_DRAIN, "faceup")]) if drained else ((), ())
    duel = position(phase="draw", monsters=([FREED], []), spells=spells,
                    decks=([BLUE_EYES] * 5 + [M], filler()))
    pass_until(duel, "yesno")
    duel.apply(A.ACT_YES if answer else A.ACT_NO)
    if answer:
        pass_until(duel, "choose")
        duel.apply(A.ACT_SELECT + next(c for c in duel.card_ids(0, "deck") if duel.card_code(c) == M))
    pass_until(duel, "main")
    return duel


def test_freed_searches_a_warrior_instead_of_drawing():
    duel = freed_draw_phase(answer=True)
    assert duel.hand(0) == [M] and sorted(duel.deck(0)) == [BLUE_EYES] * 5


def test_freed_its_controller_may_draw_instead():
    duel = freed_draw_phase(answer=False)
    assert len(duel.hand(0)) == 1 and len(duel.deck(0)) == 5


def test_freed_search_negated_by_skill_drain():
    # The effect can be activated under Skill Drain (no draw), and does nothing: Freed is
    # face-up on the field when it resolves.
    duel = position(phase="draw", monsters=([FREED], []), spells=([], [(SKILL_DRAIN, "faceup")]),
                    decks=([BLUE_EYES] * 5 + [M], filler()))
    pass_until(duel, "yesno")
    duel.apply(A.ACT_YES)
    pass_until(duel, "main")
    assert duel.hand(0) == [] and len(duel.deck(0)) == 6


def test_freed_no_search_offered_without_a_warrior():
    duel = position(phase="draw", monsters=([FREED], []), decks=([BLUE_EYES] * 5, filler()))
    pass_until(duel, "main")
    assert duel.hand(0) == [BLUE_EYES]


# ---- Gearfried the Iron Knight --------------------------------------------------------------

GEARFRIED = 423705


def equip_gearfried(drained):
    spells = ([], [(SKILL_DRAIN, "faceup")]) if drained else ((), ())
    duel = position(hands=([INVIGORATION], []), monsters=([GEARFRIED], []), spells=spells)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, INVIGORATION))
    duel.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    pass_until(duel, "main")
    return duel


def test_gearfried_destroys_an_equip_card_equipped_to_it():
    # The trigger goes on a chain of its own once the equip has resolved (W06).
    duel = equip_gearfried(drained=False)
    assert duel.graveyard(0) == [INVIGORATION] and duel.monsters(0)[0]["atk"] == 1800


def test_gearfried_under_skill_drain_keeps_the_equip():
    duel = equip_gearfried(drained=True)
    assert duel.spells(0)[0]["code"] == INVIGORATION and duel.monsters(0)[0]["atk"] == 2200


# ---- Wall of Revealing Light -----------------------------------------------------------------

WALL = 17078030


def activate_wall(lp, more):
    # Player 1 activates a Set Wall as player 0 leaves the Main Phase (E02), paying 1000 and
    # then `more` times another 1000 (U03: a cost, paid at activation); then player 0 goes to
    # battle.
    duel = position(lp=(8000, lp), monsters=([vanilla(2000, 1000), vanilla(2100, 1000)], []),
                    spells=([], [WALL]))
    duel.apply(A.ACT_TO_BATTLE)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    for _ in range(more):
        assert duel.decision() == "yesno"
        duel.apply(A.ACT_YES)
    if duel.decision() == "yesno":
        duel.apply(A.ACT_NO)
    pass_until(duel, "main")
    go_to_battle(duel)
    return duel


def test_wall_of_revealing_light_pays_multiples_of_1000():
    duel = activate_wall(8000, more=1)
    assert duel.lp(1) == 6000
    assert attackers(duel) == [1]  # 2000 ATK cannot attack, 2100 can
    low = activate_wall(8000, more=0)
    assert low.lp(1) == 7000 and attackers(low) == [0, 1]


def test_wall_of_revealing_light_asks_only_what_can_be_paid():
    duel = activate_wall(2500, more=1)  # 1000, 1000 more, then 500 left: not asked again
    assert duel.lp(1) == 500 and attackers(duel) == [1]


def test_wall_of_revealing_light_negated_by_royal_decree():
    duel = position(monsters=([vanilla(1000, 1000)], []), spells=([(ROYAL_DECREE, "faceup")], [WALL]))
    duel.apply(A.ACT_TO_BATTLE)
    duel.apply(A.ACT_ACTIVATE + spell_ids(duel, 1)[0])
    duel.apply(A.ACT_NO)
    pass_until(duel, "main")
    go_to_battle(duel)
    assert duel.lp(1) == 7000 and attackers(duel) == [0]


# ---- Random play with the locks cards --------------------------------------------------------

LOCKS_CARDS = [SWORDS, JINZO, FREED, GEARFRIED, WALL, SKILL_DRAIN, ROYAL_DECREE, IMPERIAL_ORDER, GRAVITY_BIND,
               LEVEL_LIMIT_B, MESSENGER_OF_PEACE, SOLEMN_JUDGMENT]


def locks_decks():
    """The staples Decks (tests/helpers.py) with their first 10 cards swapped for the locks cards."""
    from helpers import staples_decks
    yugi, kaiba = staples_decks()
    return LOCKS_CARDS + yugi[10:], LOCKS_CARDS + kaiba[10:]


def test_random_duels_with_the_locks_cards_keep_invariants():
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = locks_decks()
    for seed in seeds(300):
        play_checked(test_db(), deck0, deck1, seed)


def test_playouts_with_the_locks_cards_end():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = locks_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(1000):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        wins[duel.playout(seed)] += 1
        assert duel.is_terminal()
    assert wins[0] > 0 and wins[1] > 0
