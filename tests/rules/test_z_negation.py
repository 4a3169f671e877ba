"""Negation (rules-mr3.md Z01-Z06): negating an activation (Solemn Judgment, Solemn Warning), an
effect (Effect Veiler, Ryu Senshi), and what a negated monster keeps (Zombyra the Dark, Twin-Headed
Behemoth)."""
from ygo_core import actions as A

from helpers import attack, card_in_hand, monster_card, pass_until, position, settle, to_battle, vanilla

SOLEMN_JUDGMENT = 41420027     # negates a Spell/Trap Card's activation (or a summon)
SOLEMN_WARNING = 84749824      # negates the activation of a card or effect that would Special Summon
EFFECT_VEILER = 97268402       # from the hand, in the opponent's Main Phase: negate a monster's effects
RYU_SENSHI = 49868263          # pay 1000 LP: negate the effect of an activated Normal Trap
POT_OF_GREED = 55144522
MONSTER_REBORN = 83764718
CALL_OF_THE_HAUNTED = 97077563
BOOK_OF_MOON = 14087893
TRAP_HOLE = 4206964
ULTIMATE_OFFERING = 80604091   # Continuous Trap: its effect grants a Normal Summon (not a card activation)
THOUSAND_EYES_RESTRICT = 63519819  # Ignition, once per turn: equip an opponent's monster to it
KING_DRAGUN = 13756293         # Ignition, once per turn: Special Summon a Dragon from the hand
BLUE_EYES = 89631139           # a Dragon
LEVEL_EATER = 57421866         # GY Ignition: a Level 5+ monster you control loses 1 Level, summon this
JET_WARRIOR = 286392           # GY Ignition, once per turn: Tribute a Level 2 or lower; summon this
BEHEMOTH = 43586926            # revived by its own effect as 1000/1000 (printed 1500/1200)
SKILL_DRAIN = 82732705
DARK_HOLE = 53129443
ZOMBYRA = 88472456             # 2100 ATK; loses 200 ATK each time it destroys a monster by battle
BREAKER = 71413901
M = vanilla(1000, 1000)
L2 = vanilla(500, 500, level=2)
L6 = vanilla(2000, 1000, level=6)


def set_card(duel, player, code):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == code)


def gy_card(duel, player, code):
    return next(c for c in duel.card_ids(player, "gy") if duel.card_code(c) == code)


def may_activate(duel, player, card):
    """Whether `player` is asked to respond now and may activate `card` (a window nobody could
    use is skipped, so no window for them means no)."""
    return (duel.decision(), duel.current_player()) == ("response", player) and \
        A.ACT_ACTIVATE + card in duel.legal_actions()


def opponent_responds(duel):
    """Pass the turn player's own windows until the opponent (player 1) may respond."""
    while not (duel.decision() == "response" and duel.current_player() == 1):
        assert duel.decision() == "response"
        duel.apply(A.ACT_PASS)


def test_z01_a_negated_card_activation_sends_the_card_to_the_gy_and_it_never_applies():
    # Z01: Call of the Haunted's activation negated by Solemn Judgment: the Trap goes to the GY, the
    # monster it targeted stays there.
    duel = position(spells=([CALL_OF_THE_HAUNTED], [SOLEMN_JUDGMENT]), graveyards=([M], []))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 0, CALL_OF_THE_HAUNTED))
    duel.apply(A.ACT_SELECT + gy_card(duel, 0, M))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SOLEMN_JUDGMENT))
    pass_until(duel, "main")
    assert duel.monsters(0) == [None] * 5 and duel.spells(0)[:5] == [None] * 5
    assert sorted(duel.graveyard(0)) == sorted([M, CALL_OF_THE_HAUNTED])


def test_z01_a_negated_effect_activation_leaves_the_card_where_it_is():
    # Z01: Level Eater's effect activated from the GY, negated by Solemn Warning ("and destroy" reaches
    # only the field): Level Eater stays in the GY, nothing is summoned.
    duel = position(monsters=([L6], []), graveyards=([LEVEL_EATER], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + gy_card(duel, 0, LEVEL_EATER))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SOLEMN_WARNING))
    pass_until(duel, "main")
    assert [m and m["code"] for m in duel.monsters(0)] == [L6, None, None, None, None]
    assert duel.graveyard(0) == [LEVEL_EATER] and duel.graveyard(1) == [SOLEMN_WARNING]


def test_z02_a_card_activation_negator_answers_no_effect_activation():
    # Z02: Solemn Judgment may answer Pot of Greed's activation, not the activation of King Dragun's
    # effect nor of a face-up Ultimate Offering's.
    duel = position(hands=([POT_OF_GREED], []), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    assert may_activate(duel, 1, set_card(duel, 1, SOLEMN_JUDGMENT))
    duel = position(hands=([BLUE_EYES], []), monsters=([KING_DRAGUN], []), spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert not may_activate(duel, 1, set_card(duel, 1, SOLEMN_JUDGMENT))
    duel = position(turn=3, turn_player=1, hands=([], [M]),
                    spells=([SOLEMN_JUDGMENT], [(ULTIMATE_OFFERING, "faceup")]))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, ULTIMATE_OFFERING))
    assert duel.lp(1) == 7500  # the effect's cost: it was activated
    assert not may_activate(duel, 0, set_card(duel, 0, SOLEMN_JUDGMENT))


def test_z02_a_card_activation_negator_must_answer_it_directly():
    # Z02: Pot of Greed is link 1; the opponent chains Book of Moon (link 2, a card activation) or
    # Effect Veiler (link 2, an effect): Solemn Judgment may answer Book of Moon, and nothing while
    # Effect Veiler is the link below, although Pot of Greed is on the chain.
    for answer, negatable in ((BOOK_OF_MOON, True), (EFFECT_VEILER, False)):
        duel = position(hands=([POT_OF_GREED], [EFFECT_VEILER]), monsters=([BREAKER], []),
                        spells=([SOLEMN_JUDGMENT], [BOOK_OF_MOON]))
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
        duel.apply(A.ACT_ACTIVATE + (set_card(duel, 1, BOOK_OF_MOON) if answer == BOOK_OF_MOON
                                     else card_in_hand(duel, 1, EFFECT_VEILER)))
        duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
        assert may_activate(duel, 0, set_card(duel, 0, SOLEMN_JUDGMENT)) == negatable


def test_z03_an_activation_negator_answers_cards_and_effects_from_the_hand_field_or_gy():
    # Z03: Solemn Warning ("the activation of a card or effect that would Special Summon") answers
    # Monster Reborn activated from the hand and King Dragun's effect on the field (destroyed: it is
    # on the field); Level Eater's effect in the GY is the Z01 test's.
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([M], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + gy_card(duel, 0, M))
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SOLEMN_WARNING))
    pass_until(duel, "main")
    assert duel.monsters(0) == [None] * 5 and sorted(duel.graveyard(0)) == sorted([M, MONSTER_REBORN])
    duel = position(hands=([BLUE_EYES], []), monsters=([KING_DRAGUN], []), spells=([], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SOLEMN_WARNING))
    pass_until(duel, "main")
    assert duel.monsters(0) == [None] * 5 and duel.graveyard(0) == [KING_DRAGUN]
    assert duel.hand(0) == [BLUE_EYES]


def test_z03_an_activation_negator_must_answer_it_directly():
    # Z03: Monster Reborn is link 1; its player chains Book of Moon (link 2, no summon): Solemn
    # Warning cannot answer Book of Moon, nor reach Monster Reborn below it.
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([M], []), monsters=([], [M]),
                    spells=([BOOK_OF_MOON], [SOLEMN_WARNING]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + gy_card(duel, 0, M))
    assert may_activate(duel, 1, set_card(duel, 1, SOLEMN_WARNING))
    duel.apply(A.ACT_PASS)
    assert may_activate(duel, 0, set_card(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert [link["code"] for link in duel.chain()] == [MONSTER_REBORN, BOOK_OF_MOON]
    assert not may_activate(duel, 1, set_card(duel, 1, SOLEMN_WARNING))


def test_z04_an_effect_negated_leaves_its_card_activated_doing_nothing():
    # Z04: Ryu Senshi negates the effect of Trap Hole (not its activation): Trap Hole resolves with no
    # effect and goes to the GY like any resolved Normal Trap; the summoned monster stays.
    big = vanilla(1500, 1000)
    duel = position(hands=([big], []), monsters=([RYU_SENSHI], []), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, big))
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, TRAP_HOLE))
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.lp(0) == 7000 and duel.monsters(0)[1]["code"] == big
    assert duel.graveyard(1) == [TRAP_HOLE] and duel.monsters(0)[0]["code"] == RYU_SENSHI


def test_z04_a_monster_effect_negated_in_the_chain_resolves_doing_nothing_and_used_its_once_per_turn():
    # Z04: Effect Veiler chained to Thousand-Eyes Restrict's absorbing effect negates the Restrict's
    # effects: the effect was activated and resolves doing nothing (the target stays), and its
    # once per turn is used.
    duel = position(hands=([], [EFFECT_VEILER]), monsters=([THOUSAND_EYES_RESTRICT], [M]))
    restrict = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + restrict)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert may_activate(duel, 1, card_in_hand(duel, 1, EFFECT_VEILER))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, EFFECT_VEILER))
    duel.apply(A.ACT_SELECT + restrict)
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["code"] == M and duel.spells(0)[:5] == [None] * 5
    assert A.ACT_ACTIVATE + restrict not in duel.legal_actions()


def test_z05_a_once_per_turn_monster_effect_whose_activation_is_negated_is_used():
    # Z05: Jet Warrior's GY effect (Tribute a Level 2 or lower monster; Special Summon it), negated by
    # Solemn Warning: Jet Warrior stays in the GY, and although another Level 2 monster could pay
    # again, the effect cannot be activated again this turn.
    duel = position(monsters=([L2, L2], []), graveyards=([JET_WARRIOR], []), spells=([], [SOLEMN_WARNING]))
    jet = gy_card(duel, 0, JET_WARRIOR)
    duel.apply(A.ACT_ACTIVATE + jet)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1, SOLEMN_WARNING))
    pass_until(duel, "main")
    assert JET_WARRIOR in duel.graveyard(0) and duel.monsters(0)[1]["code"] == L2
    assert A.ACT_ACTIVATE + jet not in duel.legal_actions()


def test_z06_negating_a_monster_ends_the_stat_change_its_own_trigger_gave_it():
    # Z06: Zombyra loses 200 ATK by its own trigger when it destroys a monster by battle; Effect Veiler
    # negating its effects ends that change: 2100 again.
    duel = position(monsters=([ZOMBYRA], [(M, "attack")]), hands=([], [EFFECT_VEILER]))
    zombyra = monster_card(duel, 0, 0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.monsters(0)[0]["atk"] == 1900
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    opponent_responds(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, EFFECT_VEILER))
    duel.apply(A.ACT_SELECT + zombyra)
    while duel.decision() == "response" and duel.phase() == "main2":
        duel.apply(A.ACT_PASS)
    assert duel.monsters(0)[0]["atk"] == 2100


def test_z06_under_skill_drain_behemoths_own_1000_1000_end():
    # Z06: Twin-Headed Behemoth revives from the GY (its effect is not negated there) and its
    # ATK/DEF become 1000 by its own effect; face-up under Skill Drain, that change ends: 1500/1200.
    duel = position(hands=([DARK_HOLE], []), monsters=([], [BEHEMOTH]), spells=([(SKILL_DRAIN, "faceup")], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main"  # the revival answered yes, its position Attack
    assert duel.monsters(1)[0]["code"] == BEHEMOTH
    assert (duel.monsters(1)[0]["atk"], duel.monsters(1)[0]["def"]) == (1500, 1200)
