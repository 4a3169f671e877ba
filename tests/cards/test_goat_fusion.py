"""GOAT fusion family (ygo_core/scripts/goat/fusion.py): one test or more per card, each in a
set-up position, citing the rules (rules-mr3.md) and the era's rulings it relies on."""
import pytest

from ygo_core import actions as A

from battery import seeds
from invariants import check_invariants
from helpers import attack, card_in_hand, monster_card, pass_until, position, vanilla

METAMORPHOSIS = 46411259
SCAPEGOAT = 73915051
SHEEP_TOKEN = 73915052
THOUSAND_EYES_RESTRICT = 63519819
ST_JOAN = 21175632
SANWITCH = 53539634
GAIA_CHAMPION = 66889139
MST = 5318639
L4 = vanilla(1000, 1000)
L6 = vanilla(2000, 1000, level=6)
L7 = vanilla(2400, 1000, level=7)
BIG = vanilla(1800, 1200)
HUGE = vanilla(2400, 2000, level=6)
DARK_HOLE = 53129443
SANGAN = 26202165
TER = THOUSAND_EYES_RESTRICT


def extra_card(duel, player, code):
    return [c for c in duel.card_ids(player, "extra") if duel.card_code(c) == code][0]


def monster_codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def end_turn(duel):
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


# ---- Metamorphosis ------------------------------------------------------------------------------

def test_metamorphosis_tributes_a_monster_for_a_fusion_of_its_level():
    # U03: the Tribute is the cost, paid at activation; the Fusion Monster of the same Level
    # comes from the Extra Deck at resolution, face-up in the position chosen (H03).
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4, (L6, "set")], []),
                    extras=([SANWITCH, GAIA_CHAMPION], []))
    tribute = monster_card(duel, 0, 1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    assert duel.decision() == "cost"
    assert list(duel.legal_actions()) == [A.ACT_SELECT + tribute]  # a face-down one too; not the L4
    duel.apply(A.ACT_SELECT + tribute)
    assert L6 in duel.graveyard(0)  # gone before anyone can respond
    pass_until(duel, "choose")
    sanwitch = extra_card(duel, 0, SANWITCH)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + sanwitch]  # Gaia is Level 7
    duel.apply(A.ACT_SELECT + sanwitch)
    assert duel.decision() == "position"
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0)[:2] == [L4, SANWITCH]
    assert duel.monsters(0)[1]["position"] == "defense"
    assert sorted(duel.graveyard(0)) == sorted([L6, METAMORPHOSIS])
    assert duel.card_ids(0, "extra") == [extra_card(duel, 0, GAIA_CHAMPION)]


def test_metamorphosis_needs_a_fusion_of_a_tributable_monsters_level():
    # Ruling: with no Fusion Monster of the Tributed monster's Level in the Extra Deck, it
    # cannot be activated (U08).
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4], []), extras=([SANWITCH], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()
    duel = position(hands=([METAMORPHOSIS], []), monsters=([], [L6]), extras=([SANWITCH], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()


def test_metamorphosis_frees_the_zone_it_needs():
    # Five monsters: the Tribute empties a Monster Zone, so no free zone is needed to activate.
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L4, L4, L4, L4, L7], []),
                    extras=([GAIA_CHAMPION], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 4))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, GAIA_CHAMPION))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0) == [L4, L4, L4, L4, GAIA_CHAMPION]


def test_metamorphosis_summons_st_joan_whose_materials_are_not_in_the_pool():
    # St. Joan (Level 7) can only come from the Extra Deck by an effect here: its materials
    # are declared by passcode but are not among the format's cards.
    duel = position(hands=([METAMORPHOSIS], []), monsters=([L7], []), extras=([ST_JOAN], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, ST_JOAN))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == ST_JOAN and duel.monsters(0)[0]["atk"] == 2800


def test_scapegoat_into_metamorphosis_makes_thousand_eyes_restrict():
    # The named interaction: a Sheep Token (Level 1) can be Tributed; it ceases to exist (a
    # Token is never in a pile). Scapegoat's lock forbids the summon the turn it resolves.
    duel = position(hands=([SCAPEGOAT, METAMORPHOSIS], []), extras=([THOUSAND_EYES_RESTRICT], []),
                    allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT))
    pass_until(duel, "main")
    assert monster_codes(duel, 0).count(SHEEP_TOKEN) == 4
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS) not in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)
    sheep = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, METAMORPHOSIS))
    duel.apply(A.ACT_SELECT + sheep)
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, THOUSAND_EYES_RESTRICT))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert THOUSAND_EYES_RESTRICT in monster_codes(duel, 0)
    assert monster_codes(duel, 0).count(SHEEP_TOKEN) == 3
    assert SHEEP_TOKEN not in duel.graveyard(0)


# ---- Thousand-Eyes Restrict -------------------------------------------------------------------

def absorb(duel, ter, target):
    duel.apply(A.ACT_ACTIVATE + ter)
    duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")


def test_thousand_eyes_restrict_stops_other_monsters_attacking_and_changing_positions():
    # Its continuous effect covers both sides, Flip Summons too; it attacks itself (F03).
    duel = position(monsters=([TER, L4, (L4, "set")], [BIG]))
    ter, up, down = (monster_card(duel, 0, i) for i in range(3))
    legal = duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + up not in legal and A.ACT_FLIP_SUMMON + down not in legal
    assert A.ACT_CHANGE_POSITION + ter in legal
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    legal = duel.legal_actions()
    assert attack(0, 0) in legal and attack(1, 0) not in legal
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    end_turn(duel)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    assert not [a for a in duel.legal_actions() if a >= A.ACT_ATTACK and a < A.ACT_OPTION]


def test_without_thousand_eyes_restrict_the_monsters_move_freely():
    duel = position(monsters=([L4, (L4, "set")], [BIG]))
    legal = duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0) in legal
    assert A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1) in legal


def test_thousand_eyes_restrict_absorbs_a_monster_and_takes_its_stats_once_per_turn():
    duel = position(monsters=([TER], [BIG, HUGE]))
    ter, big = monster_card(duel, 0, 0), monster_card(duel, 1, 0)
    absorb(duel, ter, big)
    assert duel.monsters(1)[0] is None
    equip = duel.spells(0)[0]
    assert equip["code"] == BIG and equip["equipped_to"] == ter and equip["position"] == "faceup"
    assert duel.monsters(0)[0]["atk"] == 1800 and duel.monsters(0)[0]["def"] == 1200
    # Once per turn, and max. 1 equipped by its effect (COND_CAN_ABSORB).
    assert A.ACT_ACTIVATE + ter not in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)
    assert A.ACT_ACTIVATE + ter not in duel.legal_actions()


def test_thousand_eyes_restrict_takes_a_face_down_monster_with_0_atk():
    # The era's ruling: equipped with a face-down Monster Card, its ATK and DEF are 0.
    duel = position(monsters=([TER], [(HUGE, "set")]))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    assert duel.spells(0)[0]["code"] == HUGE and duel.spells(0)[0]["position"] == "facedown"
    assert duel.monsters(0)[0]["atk"] == 0


def test_thousand_eyes_restrict_loses_the_absorbed_monster_instead_of_itself_in_battle():
    # "If this card would be destroyed by battle, destroy that equipped monster instead": the
    # damage is still dealt (F18); the monster goes to its owner's GY.
    duel = position(monsters=([TER], [BIG, (HUGE, "attack")]))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 1))
    pass_until(duel, "battle")
    assert duel.lp(0) == 8000 - 600
    assert duel.monsters(0)[0]["code"] == TER and duel.monsters(0)[0]["atk"] == 0
    assert duel.spells(0)[0] is None and BIG in duel.graveyard(1)
    assert duel.monsters(1)[1]["code"] == HUGE


def test_thousand_eyes_restrict_cannot_equip_a_token():
    # A Token cannot be an Equip Card: targeted, it leaves the field and ceases to exist; the
    # Restrict stays at 0 ATK and may try again next turn.
    duel = position(hands=([], [SCAPEGOAT]), monsters=([TER], []), turn=3, turn_player=1)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, SCAPEGOAT))
    pass_until(duel, "main")
    end_turn(duel)
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    assert monster_codes(duel, 1).count(SHEEP_TOKEN) == 3 and duel.spells(0)[0] is None
    assert duel.monsters(0)[0]["atk"] == 0 and SHEEP_TOKEN not in duel.graveyard(1)


def test_the_absorbed_monster_is_an_equip_spell_and_goes_with_thousand_eyes_restrict():
    # MST destroys it as a Spell Card (its ATK falls back to 0); Dark Hole destroys the Restrict,
    # and the Equip Card with no monster goes to its owner's GY (R11). An absorbed Sangan does
    # not activate: it left the field as an Equip Card.
    duel = position(hands=([MST], []), monsters=([TER], [SANGAN]))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    equip = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    assert A.ACT_SELECT + equip in duel.legal_actions()
    duel.apply(A.ACT_SELECT + equip)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 0 and SANGAN in duel.graveyard(1)
    duel = position(hands=([DARK_HOLE], []), monsters=([TER], [BIG]))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    assert TER in duel.graveyard(0) and BIG in duel.graveyard(1)
    assert duel.spells(0)[0] is None



# ---- Black Illusion Ritual and Relinquished -----------------------------------------------------

BLACK_ILLUSION_RITUAL = 41426869
RELINQUISHED = 64631466


def test_black_illusion_ritual_summons_relinquished_with_a_tribute_from_hand_or_field():
    # A Ritual Summon: the Ritual Monster from the hand, Tributes whose Levels total its Level
    # (1) or more from the hand or the field, sent to the GY together (not destroyed).
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED, L4], []), monsters=([(L1, "set")], []))
    relinquished = card_in_hand(duel, 0, RELINQUISHED)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL))
    pass_until(duel, "choose")
    assert list(duel.legal_actions()) == [A.ACT_SELECT + relinquished]
    duel.apply(A.ACT_SELECT + relinquished)
    l1 = monster_card(duel, 0, 0)
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + card_in_hand(duel, 0, L4), A.ACT_SELECT + l1])
    duel.apply(A.ACT_SELECT + l1)
    assert duel.decision() == "position"  # one Tribute of Level 1 is enough: no more asked
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == RELINQUISHED and duel.monsters(0)[0]["position"] == "defense"
    assert sorted(duel.graveyard(0)) == sorted([L1, BLACK_ILLUSION_RITUAL])
    assert L4 in duel.hand(0)


def test_black_illusion_ritual_needs_relinquished_and_a_tribute():
    for hand, field in (([BLACK_ILLUSION_RITUAL, RELINQUISHED], []), ([BLACK_ILLUSION_RITUAL, L4], [L4])):
        duel = position(hands=(hand, []), monsters=(field, []))
        assert A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL) not in duel.legal_actions()


def test_relinquished_cannot_be_normal_summoned_or_set():
    # A Ritual Monster comes to the field by its Ritual Spell (G01 does not apply to it).
    duel = position(hands=([RELINQUISHED], []))
    relinquished = card_in_hand(duel, 0, RELINQUISHED)
    assert A.ACT_SUMMON + relinquished not in duel.legal_actions()
    assert A.ACT_SET + relinquished not in duel.legal_actions()


def test_relinquished_absorbs_and_its_battle_damage_hits_both_players():
    # Its absorbed card takes its place in battle; while equipped, the battle damage its
    # controller takes from its battles is dealt to the opponent too (effect damage, A14).
    duel = position(monsters=([RELINQUISHED], [BIG, HUGE]))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    assert duel.monsters(0)[0]["atk"] == 1800
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 1))
    pass_until(duel, "battle")
    assert duel.lp(0) == 8000 - 600 and duel.lp(1) == 8000 - 600
    assert duel.monsters(0)[0]["code"] == RELINQUISHED and BIG in duel.graveyard(1)


def test_relinquished_does_not_stop_other_monsters():
    # Unlike Thousand-Eyes Restrict it has no lock on attacks or positions.
    duel = position(monsters=([RELINQUISHED, L4], []))
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 0, 1) in duel.legal_actions()



# ---- Fiend Skull Dragon -----------------------------------------------------------------------

FIEND_SKULL_DRAGON = 66235877
MAN_EATER_BUG = 54652250
COMPULSORY_EVACUATION = 94192409
BOOK_OF_MOON = 14087893


def test_fiend_skull_dragon_negates_a_trap_that_targets_it_and_destroys_the_trap():
    # Compulsory Evacuation Device targets it: negated when it resolves, the Trap destroyed.
    duel = position(turn=3, turn_player=1, monsters=([FIEND_SKULL_DRAGON], []),
                    spells=([], [COMPULSORY_EVACUATION]))
    trap = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + trap)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == FIEND_SKULL_DRAGON
    assert COMPULSORY_EVACUATION in duel.graveyard(1)


def test_fiend_skull_dragon_does_not_stop_a_spell():
    duel = position(turn=3, turn_player=1, hands=([], [BOOK_OF_MOON]), monsters=([FIEND_SKULL_DRAGON], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "set"


def test_fiend_skull_dragon_negates_flip_effects():
    # A Flip Effect Monster's effect is negated while it is face-up on the field: Man-Eater Bug
    # flipped face-up activates, and destroys nothing (its own side's too).
    duel = position(monsters=([FIEND_SKULL_DRAGON, (MAN_EATER_BUG, "set")], [BIG]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1))
    pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.monsters(1)[0]["code"] == BIG and duel.monsters(0)[0]["code"] == FIEND_SKULL_DRAGON


def test_man_eater_bug_destroys_without_fiend_skull_dragon():
    duel = position(monsters=([(MAN_EATER_BUG, "set")], [BIG]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_until(duel, "target")
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    assert duel.monsters(1)[0] is None



# ---- Gatling Dragon ---------------------------------------------------------------------------

GATLING_DRAGON = 87751584


def gatling(seed, foes):
    """Activate Gatling Dragon with `foes` monsters opposite; pick the opponent's monsters
    while the player must choose. Returns the duel and how many picks were asked."""
    duel = position(monsters=([GATLING_DRAGON], [BIG] * foes), seed=seed)
    gatling_dragon = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + gatling_dragon)
    chosen = []
    while True:
        while duel.decision() == "response":
            duel.apply(A.ACT_PASS)
        if duel.decision() != "choose":
            break
        legal = list(duel.legal_actions())
        assert A.ACT_SELECT + gatling_dragon in legal  # Gatling Dragon itself may be chosen
        assert all(duel.monsters(1)[i] for i in range(foes))  # nothing destroyed before the last pick
        pick = next(a for a in legal if a != A.ACT_SELECT + gatling_dragon)
        chosen.append(pick)
        duel.apply(pick)
    assert duel.decision() == "main"
    return duel, len(chosen)


def test_gatling_dragon_destroys_as_many_monsters_as_heads():
    # Three coins; as many monsters as heads, chosen at resolution (not targeted), destroyed
    # together. Over seeds every count 0-3 happens (the buffer's RNG).
    seen = set()
    for seed in range(40):
        duel, picks = gatling(seed, 4)
        on_field = 1 + 4 - sum(1 for m in duel.monsters(0) + duel.monsters(1) if m)
        assert on_field == picks
        seen.add(picks)
        assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()  # once per turn
    assert seen == {0, 1, 2, 3}


def test_gatling_dragon_destroys_every_monster_when_heads_outnumber_them():
    # "As many as possible, but not more than the heads": with 3 heads and 2 monsters (itself
    # and one), both go without a choice.
    for seed in range(40):
        _, heads = gatling(seed, 4)
        duel, picks = gatling(seed, 1)
        assert picks == (heads if heads < 2 else 0)
        alive = sum(1 for m in duel.monsters(0) + duel.monsters(1) if m)
        assert alive == 2 - min(heads, 2)



# ---- Magical Scientist ----------------------------------------------------------------------

MAGICAL_SCIENTIST = 34206604


def scientist_summons(duel, code, position=A.ACT_ATTACK_POSITION):
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, code))
    duel.apply(position)
    pass_until(duel, "main")


def test_magical_scientist_pays_1000_for_a_level_6_or_lower_fusion_again_and_again():
    duel = position(monsters=([MAGICAL_SCIENTIST], []),
                    extras=([SANWITCH, GAIA_CHAMPION, FIEND_SKULL_DRAGON], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    assert duel.lp(0) == 7000  # the cost, paid at activation (U03)
    pass_until(duel, "choose")
    assert sorted(duel.legal_actions()) == sorted(
        [A.ACT_SELECT + extra_card(duel, 0, SANWITCH), A.ACT_SELECT + extra_card(duel, 0, FIEND_SKULL_DRAGON)])
    duel.apply(A.ACT_SELECT + extra_card(duel, 0, FIEND_SKULL_DRAGON))
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0)[:2] == [MAGICAL_SCIENTIST, FIEND_SKULL_DRAGON]
    assert duel.monsters(0)[1]["position"] == "defense"
    scientist_summons(duel, SANWITCH)  # not once per turn
    assert duel.lp(0) == 6000 and SANWITCH in monster_codes(duel, 0)
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()  # Gaia is Level 7


def test_magical_scientist_needs_1000_lp():
    # A10: no more than the player has (all of it is allowed, and loses).
    duel = position(monsters=([MAGICAL_SCIENTIST], []), extras=([SANWITCH], []), lp=(900, 8000))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    duel = position(monsters=([MAGICAL_SCIENTIST], []), extras=([], [SANWITCH]))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()  # none of its own


def test_magical_scientists_fusion_cannot_attack_directly_and_returns_at_the_end_of_the_turn():
    duel = position(monsters=([MAGICAL_SCIENTIST], []), extras=([SANWITCH], []))
    scientist_summons(duel, SANWITCH)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    legal = duel.legal_actions()
    assert attack(0, None) in legal and attack(1, None) not in legal
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")  # the opponent's turn
    assert SANWITCH not in monster_codes(duel, 0)
    assert [duel.card_code(c) for c in duel.card_ids(0, "extra")] == [SANWITCH]


def test_magical_scientists_fusion_can_attack_a_monster():
    duel = position(monsters=([MAGICAL_SCIENTIST], [L4]), extras=([SANWITCH], []))
    scientist_summons(duel, SANWITCH)
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(1, 0))
    pass_until(duel, "battle")
    assert duel.monsters(1)[0] is None and duel.lp(1) == 8000 - 1100



# ---- King Dragun ------------------------------------------------------------------------------

KING_DRAGUN = 13756293
BLUE_EYES = 89631139  # a Dragon-Type Normal Monster


def test_king_dragun_keeps_the_opponent_from_targeting_dragons():
    # Any Dragon on the field, the opponent's own too (V04); the opponent can still target
    # the rest, and King Dragun's controller targets freely.
    duel = position(turn=3, turn_player=1, hands=([], [BOOK_OF_MOON]),
                    monsters=([KING_DRAGUN, BLUE_EYES, L4], [BLUE_EYES, L4]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    assert sorted(duel.legal_actions()) == sorted([A.ACT_SELECT + monster_card(duel, 0, 2),
                                                   A.ACT_SELECT + monster_card(duel, 1, 1)])
    duel = position(hands=([BOOK_OF_MOON], []), monsters=([KING_DRAGUN, BLUE_EYES], [BLUE_EYES]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    assert sorted(duel.legal_actions()) == sorted(
        [A.ACT_SELECT + monster_card(duel, 0, 0), A.ACT_SELECT + monster_card(duel, 0, 1),
         A.ACT_SELECT + monster_card(duel, 1, 0)])


def test_king_dragun_summons_a_dragon_from_the_hand_once_per_turn():
    duel = position(hands=([BLUE_EYES, BLUE_EYES, L4], []), monsters=([KING_DRAGUN], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "choose")
    eyes = [c for c in duel.card_ids(0, "hand") if duel.card_code(c) == BLUE_EYES]
    assert sorted(duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in eyes)  # not the L4
    duel.apply(A.ACT_SELECT + eyes[0])
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert monster_codes(duel, 0)[:2] == [KING_DRAGUN, BLUE_EYES]
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


# ---- Random play with the family's cards -----------------------------------------------------------

L1 = vanilla(300, 500, level=1)
L5 = vanilla(1900, 1000, level=5)
L8 = vanilla(2800, 1000, level=8)
# ... Fiend Skull Dragon, Gatling Dragon
FUSION_EXTRA = [TER, TER, SANWITCH, GAIA_CHAMPION, ST_JOAN, 66235877, 87751584, 13756293]  # ... King Dragun


def fusion_decks():
    """Two 40-card Decks: Metamorphosis and what it turns into a Fusion Monster (Sheep Tokens,
    Level 1, 6 and 7 monsters), Black Illusion Ritual and Relinquished, the scripted staples."""
    from helpers import GOAT_STAPLES
    deck = ([METAMORPHOSIS] * 3 + [SCAPEGOAT] * 2 + [SANGAN] * 2 + [L1] * 2 + [34206604] * 2 + [L6] * 3 + [L7] * 2
            + [DARK_HOLE] + GOAT_STAPLES + [L4] * 2 + [L5] * 2 + [54652250] * 2 + [BIG, 89631139, L8]
            + [BLACK_ILLUSION_RITUAL, RELINQUISHED] * 2)
    assert len(deck) == 40
    return deck, list(reversed(deck))


def test_fusion_family_random_duels_keep_the_invariants_step_by_step():
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = fusion_decks()
    for rules in ("mr3", "goat"):
        for seed in seeds(75):
            play_checked(test_db(), deck0, deck1, seed, rules, extra0=FUSION_EXTRA, extra1=FUSION_EXTRA)


def test_fusion_family_playouts_end_consistently():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = fusion_decks()
    for seed in range(300):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2,
                    extra0=FUSION_EXTRA, extra1=FUSION_EXTRA)
        duel.playout(seed)
        assert duel.is_terminal()
        check_invariants(duel)
