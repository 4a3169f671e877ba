"""Ritual Summons (rules-mr3.md I01-I08), played with the format's Ritual pair, Black Illusion Ritual
and Relinquished (a Level 1 Ritual Monster: one Tribute of any Level completes it), and with the
Level 4 test-only Ritual pair of tests/rules/test_primitives_fusion.py where the Levels matter.
The items and parts no card of the pool reaches are listed in docs/rules-coverage.md."""
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, pass_windows_offering, position, vanilla
from tests.rules.test_primitives_fusion import TEST_RITUAL, TEST_RITUAL_SPELL, pos

BLACK_ILLUSION_RITUAL = 41426869
RELINQUISHED = 64631466        # Level 1 Ritual Monster, 0/0
SOLEMN_JUDGMENT = 41420027     # negates a summon, or a Spell/Trap Card's activation
SOLEMN_WARNING = 84749824      # negates a summon, or the activation of what would Special Summon
BOTTOMLESS_TRAP_HOLE = 29401950  # answers a summon of a 1500+ ATK monster
SHEEP_TOKEN = 73915052
LEVEL_EATER = 57421866         # Level 1; cannot be Tributed except for a Tribute Summon
L2 = vanilla(500, 500, level=2)
L4 = vanilla(1000, 1000)
L5 = vanilla(1900, 1000, level=5)


def activate_ritual(duel, spell=BLACK_ILLUSION_RITUAL):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, spell))


def chosen_ids(duel):
    return sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())


def test_i01_the_ritual_spell_needs_its_monster_in_hand_and_a_tribute_and_starts_a_chain():
    # I01: Without Relinquished in the hand, or without a monster to Tribute, it cannot be activated.
    for hand, field in (([BLACK_ILLUSION_RITUAL], [L4]), ([BLACK_ILLUSION_RITUAL, RELINQUISHED], []),
                        ([BLACK_ILLUSION_RITUAL], [RELINQUISHED])):
        duel = position(hands=(hand, []), monsters=(field, []))
        assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL) not in duel.legal_actions()
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([L4], []),
                    spells=([], [SOLEMN_JUDGMENT]))
    activate_ritual(duel)
    # The activation is chain link 1, and the opponent may respond to it (with a Set Counter Trap).
    assert [link["code"] for link in duel.chain()] == [BLACK_ILLUSION_RITUAL]
    assert (duel.decision(), duel.current_player()) == ("response", 1)


def test_i02_tributes_from_hand_or_face_down_field_then_face_up_summon_and_the_spell_to_the_gy():
    # I02: the Tributes come from the hand and the field, a face-down monster too.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED, L4], []), monsters=([(L2, "set")], []))
    relinquished, in_hand, face_down = card_in_hand(duel, 0, RELINQUISHED), card_in_hand(duel, 0, L4), \
        monster_card(duel, 0, 0)
    activate_ritual(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + relinquished)
    assert chosen_ids(duel) == sorted([in_hand, face_down])  # the hand and the field, face-down too
    duel.apply(A.ACT_SELECT + face_down)
    # Face-up Attack or Defense Position only: never Set.
    assert sorted(duel.legal_actions()) == sorted([A.ACT_ATTACK_POSITION, A.ACT_DEFENSE_POSITION])
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == RELINQUISHED and duel.monsters(0)[0]["position"] == "defense"
    assert sorted(duel.graveyard(0)) == sorted([L2, BLACK_ILLUSION_RITUAL])
    assert duel.hand(0) == [L4]


def test_i03_nothing_can_negate_the_ritual_summon_made_in_the_resolution():
    # I03: The opponent's Solemn Judgment and Solemn Warning could answer the Ritual Spell's
    # activation, but not the summon: once it is made, the only window is for "when summoned"
    # effects (Bottomless Trap Hole, for a 2000 ATK Ritual Monster).
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L5], []),
               spells=([], [SOLEMN_JUDGMENT, SOLEMN_WARNING, BOTTOMLESS_TRAP_HOLE]))
    judgment, warning, bottomless = (s["card"] for s in duel.spells(1)[:3])
    activate_ritual(duel, TEST_RITUAL_SPELL)
    assert {A.ACT_ACTIVATE + judgment, A.ACT_ACTIVATE + warning} <= set(duel.legal_actions())
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, TEST_RITUAL))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, L5))
    duel.apply(A.ACT_ATTACK_POSITION)
    windows = pass_windows_offering(duel, 1, offered=[bottomless], refused=[judgment, warning])
    assert windows >= 1 and duel.monsters(0)[0]["code"] == TEST_RITUAL


def test_i04_a_negated_ritual_spell_takes_no_tributes():
    # I04: Solemn Judgment negates the activation: Relinquished stays in the hand, the monster meant
    # for the Tribute stays on the field, only the Ritual Spell goes to the GY.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([L4], []),
                    spells=([], [SOLEMN_JUDGMENT]))
    activate_ritual(duel)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    pass_until(duel, "main")
    assert duel.hand(0) == [RELINQUISHED] and duel.monsters(0)[0]["code"] == L4
    assert duel.graveyard(0) == [BLACK_ILLUSION_RITUAL]


def test_i05_only_your_own_monsters_are_tributes():
    # I05: The opponent's monsters are no Tributes: with none of its own the player cannot activate,
    # with one of its own only that one is offered.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([], [L4, L2]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL) not in duel.legal_actions()
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([L2], [L4]))
    activate_ritual(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    assert chosen_ids(duel) == [monster_card(duel, 0, 0)]


def test_i06_one_tribute_may_exceed_the_level_and_no_second_is_taken():
    # I06: "Level 1 or more": a Level 4 alone completes Relinquished's Tributes; the Level 2 that was
    # also offered is not asked for (it would be superfluous).
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED, L4, L2], []))
    activate_ritual(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, L4))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert duel.hand(0) == [L2] and L4 in duel.graveyard(0)


def test_i06_tc033_no_superfluous_tribute_after_a_smaller_one():
    # I06, TC033: A Level 4 Ritual Monster: a Level 2 Tributed first, a Level 5 next would make {L2, L5},
    # whose L5 alone meets the requirement: illegal. Only the second Level 2 completes it.
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L2, L5], []), monsters=([L2], []))
    activate_ritual(duel, TEST_RITUAL_SPELL)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, TEST_RITUAL))
    assert chosen_ids(duel) == sorted([card_in_hand(duel, 0, L2), card_in_hand(duel, 0, L5),
                                       monster_card(duel, 0, 0)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert chosen_ids(duel) == [card_in_hand(duel, 0, L2)]


def test_i06_a_first_tribute_that_leaves_no_legal_completion_is_not_offered():
    # I06: A Level 4 Ritual Monster with a Level 2 and a Level 5 only: the Level 2 first could only be
    # completed by the Level 5, which alone would do: the Level 2 is not offered at all.
    duel = pos(hands=([TEST_RITUAL_SPELL, TEST_RITUAL, L2, L5], []))
    activate_ritual(duel, TEST_RITUAL_SPELL)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, TEST_RITUAL))
    assert chosen_ids(duel) == [card_in_hand(duel, 0, L5)]


def test_i07_a_token_tributed_for_a_ritual_summon_vanishes():
    # I07: a Sheep Token Tributed for the Ritual Summon leaves no card in any pile.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([SHEEP_TOKEN], []))
    activate_ritual(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert [m["code"] for m in duel.monsters(0) if m] == [RELINQUISHED]
    assert duel.graveyard(0) == [BLACK_ILLUSION_RITUAL]  # the Token is in no pile


def test_i08_a_monster_that_cannot_be_tributed_is_no_ritual_tribute():
    # I08: Tributing for a Ritual Summon is forbidden for Level Eater (face-up: "cannot be Tributed,
    # except for a Tribute Summon"): as the only monster it leaves the Ritual Spell unactivatable,
    # beside another it is not offered.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([LEVEL_EATER], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL) not in duel.legal_actions()
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), monsters=([LEVEL_EATER, L4], []))
    activate_ritual(duel)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    assert chosen_ids(duel) == [monster_card(duel, 0, 1)]
