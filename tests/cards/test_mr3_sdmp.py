"""Structure Deck: Master of Pendulum, the sdmp family's cards (docs/mr3-cards.md sections
5.1-5.4): each test sets up a position, acts through the public protocol and asserts the exact
outcome. Written from the specs and the rulebook (rule IDs of ../shared/rules/rules-mr3.md),
before the scripts."""
import pytest

from ygo_core import actions as A
from tests.helpers import (
    attack, card_in_hand, monster_card, offered, pass_until, pendulum_summon, pick, settle, vanilla,
)
from tests.mr3_cards import mr3_position

SALUTIGER = 44364077
SILVER_CLAW = 26270847     # Performapal Pendulum Monster, Level 4 1800/700
TRUMP_WITCH = 91584698     # Performapal Pendulum Monster, Level 1 100/100
SKULLCROBAT = 40318957     # Performapal Pendulum Monster
FERRET = 97396380
AIRBELLUM = 90508760
MAGNA_DRAGO = 36750412
SUMMONERS_ART = 79816536
TERRAFORMING = 73628505
SACRED_SWORD = 45725480
METAPHYS = 89189982        # Normal Monster, Level 7 LIGHT Dragon 2800/1000
DRAGONPIT = 51531505       # Normal Pendulum Monster, Level 7
FUSILIER = 51632798        # Effect Monster, Level 7
ABSOLUTE = 16691074        # Xyz Monster, Rank 7
LYLA = 22624373
FORBIDDEN_DRESS = 96864811
YAMI = 59197169            # Field Spell
SOGEN = 86318356           # Field Spell
MST = 5318639              # Quick-Play Spell
BOOK_OF_MOON = 14087893
DARK_HOLE = 53129443
FISSURE = 66788016
CASTLE_WALLS = 44209392    # a Normal Trap, here only a Set card

M1000 = vanilla(1000, 1000)   # EARTH Warrior Normal Monsters
M1700 = vanilla(1700, 1000)
M2000 = vanilla(2000, 1000)
L5 = vanilla(1000, 1000, level=5)
L6 = vanilla(1200, 1000, level=6)
L8 = vanilla(1500, 1000, level=8)


def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def fight(duel, attacker_zone, target_zone, **kw):
    duel.apply(attack(attacker_zone, target_zone))
    return settle(duel, **kw)


def to_battle(duel):
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"


def faceup_extra(duel, player):
    # extra_faceup gives card ids; the codes of the face-up Pendulum Monsters there (M07).
    return [duel.card_code(c) for c in duel.extra_faceup(player)]


def activatable(duel, player, code):
    return A.ACT_ACTIVATE + card_in_hand(duel, player, code) in duel.legal_actions()


# ---- Summoner's Art (5.2) ---------------------------------------------------------------------

def test_summoners_art_adds_a_level_5_or_higher_normal_monster_from_the_deck():
    # Only Normal Monsters of Level 5 or more: Dragonpit (a Normal Pendulum Monster, spec 5.1),
    # Metaphys, a Level 5 vanilla (the bound is inclusive); not a Level 4 vanilla, not the
    # Level 7 Effect Monster Fusilier Dragon. C11: a searched Deck is shuffled.
    duel = mr3_position(hands=([SUMMONERS_ART], []),
                        decks=([M1000, FUSILIER, METAPHYS, DRAGONPIT, L5], [M1000] * 3),
                        allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SUMMONERS_ART))
    pass_until(duel, "choose")
    assert offered(duel) == sorted([METAPHYS, DRAGONPIT, L5])
    duel.apply(pick(duel, METAPHYS))
    pass_until(duel, "main")
    assert duel.hand(0) == [METAPHYS]
    assert sorted(duel.deck(0)) == sorted([M1000, FUSILIER, DRAGONPIT, L5])
    assert duel.graveyard(0) == [SUMMONERS_ART]


def test_summoners_art_needs_such_a_monster_in_the_deck():
    # U08: nothing to add, no activation (a Level 7 Effect Monster and a Level 4 Normal do not do).
    duel = mr3_position(hands=([SUMMONERS_ART], []), decks=([M1000, FUSILIER], [M1000]),
                        allow_unimplemented=True)
    assert not activatable(duel, 0, SUMMONERS_ART)


# ---- Terraforming (5.2) -----------------------------------------------------------------------

def test_terraforming_adds_a_field_spell_from_the_deck():
    duel = mr3_position(hands=([TERRAFORMING], []), decks=([M1000, MST, YAMI, SOGEN], [M1000]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, TERRAFORMING))
    pass_until(duel, "choose")
    assert offered(duel) == sorted([YAMI, SOGEN])   # not the Quick-Play Spell, not a monster
    duel.apply(pick(duel, SOGEN))
    pass_until(duel, "main")
    assert duel.hand(0) == [SOGEN] and duel.graveyard(0) == [TERRAFORMING]
    assert sorted(duel.deck(0)) == sorted([M1000, MST, YAMI])


def test_terraforming_needs_a_field_spell_in_the_deck():
    duel = mr3_position(hands=([TERRAFORMING], []), decks=([M1000, MST], [M1000]))
    assert not activatable(duel, 0, TERRAFORMING)


# ---- Sacred Sword of Seven Stars (5.2) --------------------------------------------------------

def test_sacred_sword_banishes_a_level_7_from_the_hand_and_draws_2():
    # U03: the banish is a cost, paid at activation; then 2 cards are drawn.
    duel = mr3_position(hands=([SACRED_SWORD, METAPHYS, L6], []),
                        decks=([M1000, L5, M2000], [M1000]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    assert duel.decision() == "cost" and offered(duel) == [METAPHYS]   # Level 6 is not Level 7
    duel.apply(pick(duel, METAPHYS))
    assert duel.banished(0) == [METAPHYS]
    pass_until(duel, "main")
    assert sorted(duel.hand(0)) == sorted([L6, M1000, L5]) and duel.deck(0) == [M2000]
    assert duel.graveyard(0) == [SACRED_SWORD]


def test_sacred_sword_can_banish_a_face_up_level_7_on_the_field():
    duel = mr3_position(hands=([SACRED_SWORD], []), monsters=([(METAPHYS, "attack")], []),
                        decks=([M1000, L5, M2000], [M1000]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    assert offered(duel) == [METAPHYS]
    duel.apply(pick(duel, METAPHYS))
    pass_until(duel, "main")
    assert duel.banished(0) == [METAPHYS] and codes(duel, 0)[0] is None
    assert sorted(duel.hand(0)) == sorted([M1000, L5])


def test_sacred_sword_refuses_other_levels_face_down_and_rank_7():
    # Level 8 is not Level 7; a face-down Level 7 is not "face-up"; an Xyz Monster has a Rank,
    # not a Level (L); the opponent's Level 7 is not yours.
    duel = mr3_position(hands=([SACRED_SWORD, L8, L6], []),
                        monsters=([(METAPHYS, "set"), (ABSOLUTE, "attack")], [(METAPHYS, "attack")]),
                        decks=([M1000] * 4, [M1000]), allow_unimplemented=True)
    assert not activatable(duel, 0, SACRED_SWORD)


def test_sacred_sword_needs_2_cards_to_draw():
    duel = mr3_position(hands=([SACRED_SWORD, METAPHYS], []), decks=([M1000], [M1000]))
    assert not activatable(duel, 0, SACRED_SWORD)


def test_sacred_sword_only_once_per_turn():
    # "You can only activate 1 ... per turn" (AH02): the second copy is refused after the first.
    duel = mr3_position(hands=([SACRED_SWORD, SACRED_SWORD, METAPHYS, METAPHYS], []),
                        decks=([M1000] * 6, [M1000]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    duel.apply(pick(duel, METAPHYS))
    pass_until(duel, "main")
    assert len(duel.hand(0)) == 4
    assert not activatable(duel, 0, SACRED_SWORD)


# ---- Fencing Fire Ferret (5.1) ----------------------------------------------------------------

def test_fencing_fire_ferret_destroyed_by_battle_destroys_a_foe_monster_and_burns_500():
    # Mandatory trigger when destroyed and sent to the GY: target 1 face-up monster the
    # opponent controls, destroy it, and if you do, 500 damage (X02).
    duel = mr3_position(monsters=([FERRET], [M2000, (M1000, "set")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    d = settle(duel)
    if d == "target":
        assert offered(duel) == [M2000]   # only the face-up one
        duel.apply(pick(duel, M2000))
        d = settle(duel)
    assert d == "battle"
    assert duel.graveyard(0) == [FERRET] and duel.graveyard(1) == [M2000]
    assert duel.lp(0) == 8000 - 300 and duel.lp(1) == 8000 - 500
    assert codes(duel, 1)[1] == M1000


def test_fencing_fire_ferret_destroyed_by_a_card_effect_triggers_too():
    # The opponent's Fissure destroys it (its lowest-ATK face-up monster): it triggers for its
    # controller, who destroys the opponent's face-up monster.
    duel = mr3_position(turn_player=1, hands=([], [FISSURE]), monsters=([FERRET], [M2000]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, FISSURE))
    d = settle(duel)
    if d == "target":
        duel.apply(pick(duel, M2000))
        d = settle(duel)
    assert d == "main"
    assert duel.graveyard(0) == [FERRET] and sorted(duel.graveyard(1)) == sorted([FISSURE, M2000])
    assert duel.lp(1) == 8000 - 500


def test_fencing_fire_ferret_with_no_face_up_foe_monster_does_nothing():
    # Both destroyed in the battle: no face-up monster of the opponent to target (U08), no
    # damage.
    duel = mr3_position(monsters=([FERRET], [M1700]))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.graveyard(0) == [FERRET] and duel.graveyard(1) == [M1700]
    assert duel.lp(0) == 8000 and duel.lp(1) == 8000


def test_fencing_fire_ferret_tributed_is_not_destroyed():
    # A Tribute is not a destruction: no trigger.
    duel = mr3_position(hands=([L5], []), monsters=([FERRET], [M2000]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    d = settle(duel)
    if d == "tribute":
        duel.apply(pick(duel, FERRET))
        d = settle(duel)
    assert d == "main"
    assert duel.graveyard(0) == [FERRET] and codes(duel, 1)[0] == M2000 and duel.lp(1) == 8000


# ---- X-Saber Airbellum (5.1) ------------------------------------------------------------------

def test_x_saber_airbellum_direct_attack_makes_the_foe_discard_a_random_card():
    duel = mr3_position(monsters=([AIRBELLUM], []), hands=([], [M1000, L5, M2000]))
    to_battle(duel)
    assert fight(duel, 0, None) == "battle"
    assert duel.lp(1) == 8000 - 1600
    assert len(duel.hand(1)) == 2 and len(duel.graveyard(1)) == 1
    assert duel.graveyard(1)[0] in (M1000, L5, M2000)


def test_x_saber_airbellum_battle_damage_against_a_monster_discards_nothing():
    duel = mr3_position(monsters=([AIRBELLUM], [M1000]), hands=([], [L5]))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.lp(1) == 8000 - 600 and duel.hand(1) == [L5] and duel.graveyard(1) == [M1000]


# ---- Magna Drago (5.1) ------------------------------------------------------------------------

def test_magna_drago_gains_200_atk_when_it_inflicts_battle_damage():
    duel = mr3_position(monsters=([MAGNA_DRAGO], []))
    to_battle(duel)
    assert fight(duel, 0, None) == "battle"
    assert duel.lp(1) == 8000 - 1400 and duel.monsters(0)[0]["atk"] == 1600
    # It lasts while it stays face-up: still 1600 in Main Phase 2.
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    assert duel.monsters(0)[0]["atk"] == 1600


def test_magna_drago_without_battle_damage_gains_nothing():
    duel = mr3_position(monsters=([MAGNA_DRAGO], [(M2000, "defense")]))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.monsters(0)[0]["atk"] == 1400 and duel.lp(1) == 8000 and duel.lp(0) == 8000


# ---- Performapal Salutiger (5.1) --------------------------------------------------------------

def test_salutiger_destroying_a_monster_by_battle_searches_a_performapal_pendulum():
    # Optional trigger: only "Performapal" Pendulum Monsters (not Salutiger itself, not a
    # non-Performapal card).
    duel = mr3_position(monsters=([SALUTIGER], [M1000]),
                        decks=([M1000, SALUTIGER, SILVER_CLAW, TRUMP_WITCH], [M1000] * 3),
                        allow_unimplemented=True)
    to_battle(duel)
    duel.apply(attack(0, 0))
    d = settle(duel)
    assert d == "choose" and offered(duel) == sorted([SILVER_CLAW, TRUMP_WITCH])
    duel.apply(pick(duel, TRUMP_WITCH))
    assert settle(duel) == "battle"
    assert duel.hand(0) == [TRUMP_WITCH] and duel.graveyard(1) == [M1000]


def test_salutiger_the_search_is_optional():
    duel = mr3_position(monsters=([SALUTIGER], [M1000]), decks=([SILVER_CLAW, M1000], [M1000] * 3),
                        allow_unimplemented=True)
    to_battle(duel)
    assert fight(duel, 0, 0, yes=False) == "battle"
    assert duel.hand(0) == [] and duel.graveyard(1) == [M1000]


def test_salutiger_also_triggers_when_it_destroys_an_attacker():
    # "destroys an opponent's monster by battle": on the opponent's turn too.
    duel = mr3_position(turn_player=1, monsters=([SALUTIGER], [M1000]),
                        decks=([SILVER_CLAW, M1000], [M1000] * 3), allow_unimplemented=True)
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose"
    duel.apply(pick(duel, SILVER_CLAW))
    settle(duel)
    assert duel.hand(0) == [SILVER_CLAW] and duel.graveyard(1) == [M1000]


def test_salutiger_a_pendulum_monster_destroyed_goes_to_the_extra_deck_no_trigger():
    # M07: the destroyed Pendulum Monster goes face-up to the Extra Deck, not to the GY: it was
    # not "sent to the GY".
    duel = mr3_position(monsters=([SALUTIGER], [TRUMP_WITCH]), decks=([SILVER_CLAW, M1000], [M1000] * 3),
                        allow_unimplemented=True)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.hand(0) == [] and duel.graveyard(1) == []


def test_salutiger_destroyed_in_the_same_battle_does_not_trigger():
    duel = mr3_position(monsters=([SALUTIGER], [M1700]), decks=([SILVER_CLAW, M1000], [M1000] * 3),
                        allow_unimplemented=True)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.hand(0) == [] and duel.graveyard(0) == [SALUTIGER]


def test_salutiger_not_when_another_monster_destroys():
    # Another of the player's monsters destroying a monster by battle is not "this card".
    duel = mr3_position(monsters=([M2000, SALUTIGER], [M1000]), decks=([SILVER_CLAW, M1000], [M1000] * 3),
                        allow_unimplemented=True)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.hand(0) == [] and duel.graveyard(1) == [M1000]


def test_salutiger_needs_a_performapal_pendulum_in_the_deck():
    duel = mr3_position(monsters=([SALUTIGER], [M1000]), decks=([SALUTIGER, M1000], [M1000] * 3))
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.hand(0) == []


# ---- Lyla, Lightsworn Sorceress (5.1) ---------------------------------------------------------

def test_lyla_mills_3_in_your_end_phase():
    # Mandatory trigger during its controller's End Phase.
    duel = mr3_position(monsters=([LYLA], []), decks=([M1000, L5, M2000, L6, L8], [M1000] * 5))
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert sorted(duel.graveyard(0)) == sorted([M1000, L5, M2000])
    assert duel.deck(0) == [L6, L8]


def test_lyla_does_not_mill_in_the_opponents_end_phase():
    duel = mr3_position(turn_player=1, monsters=([LYLA], []), decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 0   # turn 3: player 0 drew 1
    assert duel.graveyard(0) == [] and len(duel.deck(0)) == 4


def test_lyla_changes_to_defense_then_destroys_a_foe_spell_trap():
    duel = mr3_position(monsters=([LYLA], []), spells=([], [CASTLE_WALLS]))
    lyla = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + lyla)
    if duel.decision() == "target":
        duel.apply(pick(duel, CASTLE_WALLS))
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["position"] == "defense"
    assert duel.graveyard(1) == [CASTLE_WALLS]


def test_lyla_needs_attack_position_and_a_foe_spell_trap():
    duel = mr3_position(monsters=([(LYLA, "defense")], []), spells=([], [CASTLE_WALLS]))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    duel = mr3_position(monsters=([LYLA], []), spells=([CASTLE_WALLS], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_lyla_position_cannot_be_changed_until_the_end_of_your_next_turn():
    duel = mr3_position(monsters=([LYLA], []), spells=([], [CASTLE_WALLS]), turn=3,
                        decks=([M1000] * 20, [M1000] * 20))
    lyla = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + lyla)
    if duel.decision() == "target":
        duel.apply(pick(duel, CASTLE_WALLS))
    pass_until(duel, "main")
    assert A.ACT_CHANGE_POSITION + lyla not in duel.legal_actions()
    # The opponent's turn 4, then the player's turn 5: still locked in its Main Phase.
    for _ in range(2):
        duel.apply(A.ACT_TO_END)
        assert settle(duel) == "main"
    assert duel.turn() == 5 and duel.monsters(0)[0]["card"] == lyla
    assert A.ACT_CHANGE_POSITION + lyla not in duel.legal_actions()
    # Turn 7: the lock ended with turn 5; the position may change again.
    for _ in range(2):
        duel.apply(A.ACT_TO_END)
        assert settle(duel) == "main"
    assert duel.turn() == 7 and A.ACT_CHANGE_POSITION + lyla in duel.legal_actions()


def test_lyla_position_change_by_hand_is_allowed_without_the_effect():
    # Control for the test above: a Lyla that did not use its effect may change position.
    duel = mr3_position(monsters=([LYLA], []), turn=3, decks=([M1000] * 10, [M1000] * 10))
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 0, 0) in duel.legal_actions()


# ---- Forbidden Dress (5.2) --------------------------------------------------------------------

def _dress(duel, player, target_code, target_player=0):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, FORBIDDEN_DRESS))
    if duel.decision() == "target":
        target = next(m["card"] for m in duel.monsters(target_player) if m and m["code"] == target_code)
        duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")


def test_forbidden_dress_minus_600_and_no_targeting_this_turn():
    # The target loses 600 ATK; until the end of the turn it cannot be targeted by card effects
    # (V04): Book of Moon, with it as the only face-up monster, cannot be activated.
    duel = mr3_position(hands=([FORBIDDEN_DRESS, BOOK_OF_MOON], []), monsters=([M2000], []))
    _dress(duel, 0, M2000)
    assert duel.monsters(0)[0]["atk"] == 1400 and duel.graveyard(0) == [FORBIDDEN_DRESS]
    assert not activatable(duel, 0, BOOK_OF_MOON)


def test_forbidden_dress_its_target_survives_dark_hole():
    # "cannot be destroyed by card effects": Dark Hole destroys every other monster.
    duel = mr3_position(hands=([FORBIDDEN_DRESS, DARK_HOLE], []), monsters=([M2000, M1000], [M1700]))
    _dress(duel, 0, M2000)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    assert codes(duel, 0)[0] == M2000 and codes(duel, 0)[1] is None and codes(duel, 1)[0] is None
    assert duel.graveyard(1) == [M1700]


def test_forbidden_dress_can_dress_an_opponents_monster_and_it_still_battles():
    # A face-up monster of either side; the protection is not against battle (M2000 at 1400 ATK
    # is destroyed by the 1700 attacker).
    duel = mr3_position(hands=([FORBIDDEN_DRESS], []), monsters=([M1700], [M2000]))
    _dress(duel, 0, M2000, target_player=1)
    assert duel.monsters(1)[0]["atk"] == 1400
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert duel.graveyard(1) == [M2000] and duel.lp(1) == 8000 - 300


def test_forbidden_dress_lasts_until_the_end_of_the_turn():
    duel = mr3_position(hands=([FORBIDDEN_DRESS], [BOOK_OF_MOON]), monsters=([M2000], []),
                        decks=([M1000] * 5, [M1000] * 5))
    _dress(duel, 0, M2000)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    assert duel.monsters(0)[0]["atk"] == 2000
    assert activatable(duel, 1, BOOK_OF_MOON)   # a target again


def test_forbidden_dress_needs_a_face_up_monster():
    duel = mr3_position(hands=([FORBIDDEN_DRESS], []), monsters=([(M2000, "set")], [(M1000, "set")]))
    assert not activatable(duel, 0, FORBIDDEN_DRESS)


# ---- Inari Fire, Nefarious Archfiend Eater of Nefariousness, Jigabyte (5.1) -------------------
# Shared: "You can only control 1 face-up" (unique on the field) and a Special Summon from the
# hand by the card's own procedure while its controller controls a face-up Spellcaster (H04: not
# an activation, no chain; it does not use the Normal Summon). They can also be Normal Summoned.

INARI = 62953041
NEFARIOUS = 60666820
JIGABYTE = 40894584
MONSTER_REBORN = 83764718
M1500 = vanilla(1500, 1000)
SPELLCASTER_PROCEDURE = [INARI, NEFARIOUS, JIGABYTE]


@pytest.mark.parametrize("code", SPELLCASTER_PROCEDURE)
def test_procedure_summons_it_while_you_control_a_face_up_spellcaster(code):
    duel = mr3_position(hands=([code], []), monsters=([LYLA], []), normal_summon_used=True)
    me = card_in_hand(duel, 0, code)
    assert A.ACT_SUMMON + me in duel.legal_actions()
    duel.apply(A.ACT_SUMMON + me)
    assert duel.decision() == "position"
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[1] == {"card": me, "code": code, "position": "defense", "atk": 1500, "def": 200}


@pytest.mark.parametrize("code", SPELLCASTER_PROCEDURE)
def test_procedure_needs_a_face_up_spellcaster(code):
    # A face-down Spellcaster (O11) or a face-up non-Spellcaster does not do.
    duel = mr3_position(hands=([code], []), monsters=([(LYLA, "set"), M1000], []), normal_summon_used=True)
    assert A.ACT_SUMMON + card_in_hand(duel, 0, code) not in duel.legal_actions()


def test_procedure_does_not_use_the_normal_summon_and_the_player_chooses():
    # With both possible, ACT_SUMMON asks which (yes: the procedure); after it the Normal Summon
    # of the turn is still there (H04).
    duel = mr3_position(hands=([JIGABYTE, M1000], []), monsters=([LYLA], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JIGABYTE))
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_YES)
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert codes(duel, 0)[:2] == [LYLA, JIGABYTE] and not duel.normal_summon_used()
    assert A.ACT_SUMMON + card_in_hand(duel, 0, M1000) in duel.legal_actions()


def test_procedure_card_can_be_normal_summoned_instead():
    duel = mr3_position(hands=([JIGABYTE], []), monsters=([LYLA], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JIGABYTE))
    assert duel.decision() == "yesno"
    duel.apply(A.ACT_NO)
    pass_until(duel, "main")
    assert codes(duel, 0)[:2] == [LYLA, JIGABYTE] and duel.normal_summon_used()


def test_procedure_card_without_a_spellcaster_is_a_plain_normal_summon():
    duel = mr3_position(hands=([JIGABYTE], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, JIGABYTE))
    pass_until(duel, "main")
    assert codes(duel, 0)[0] == JIGABYTE and duel.normal_summon_used()


@pytest.mark.parametrize("code", SPELLCASTER_PROCEDURE)
def test_unique_on_field_no_second_face_up_copy(code):
    # "You can only control 1 face-up": neither summon of a second copy is offered; a Set (face-
    # down) is.
    duel = mr3_position(hands=([code], []), monsters=([LYLA, code], []))
    me = card_in_hand(duel, 0, code)
    assert A.ACT_SUMMON + me not in duel.legal_actions()
    assert A.ACT_SET + me in duel.legal_actions()


def test_unique_on_field_blocks_a_special_summon_by_an_effect():
    # Monster Reborn cannot target a second Jigabyte while one is face-up on the field (U08).
    duel = mr3_position(hands=([MONSTER_REBORN], []), monsters=([JIGABYTE], []),
                        graveyards=([JIGABYTE, M1000], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    assert offered(duel) == [M1000]


def test_unique_on_field_counts_only_your_own_face_up_copy():
    # The opponent's face-up copy does not stop yours.
    duel = mr3_position(hands=([JIGABYTE], []), monsters=([LYLA], [JIGABYTE]), normal_summon_used=True)
    assert A.ACT_SUMMON + card_in_hand(duel, 0, JIGABYTE) in duel.legal_actions()


def test_jigabyte_destroyed_summons_a_1500_200_monster_from_the_deck():
    # Optional: a monster with 1500 ATK and 200 DEF, not Jigabyte (Inari and Nefarious are).
    duel = mr3_position(monsters=([JIGABYTE], [M2000]),
                        decks=([JIGABYTE, INARI, NEFARIOUS, M1500, vanilla(1600, 200)], [M1000] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose"
    assert offered(duel) == sorted([INARI, NEFARIOUS])
    duel.apply(pick(duel, NEFARIOUS))
    assert settle(duel) == "battle"
    assert codes(duel, 0)[0] == NEFARIOUS and duel.graveyard(0) == [JIGABYTE]


def test_jigabyte_tributed_summons_nothing():
    duel = mr3_position(hands=([L5], []), monsters=([JIGABYTE], []), decks=([INARI, M1000], [M1000]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    d = settle(duel)
    if d == "tribute":
        duel.apply(pick(duel, JIGABYTE))
        d = settle(duel)
    assert d == "main" and codes(duel, 0)[0] == L5 and duel.deck(0) == [INARI, M1000]


def test_nefarious_in_the_gy_in_the_opponents_end_phase_destroys_and_comes_back():
    # Optional, in its owner's GY during the opponent's End Phase: target 1 face-up monster you
    # control; destroy it, and if you do, Special Summon this card.
    duel = mr3_position(turn_player=1, monsters=([M1000], []), graveyards=([NEFARIOUS], []),
                        decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_TO_END)
    d = settle(duel)
    if d == "target":
        duel.apply(A.ACT_SELECT + next(m["card"] for m in duel.monsters(0) if m))
        d = settle(duel)
    assert d == "main" and duel.turn() == 3
    assert codes(duel, 0)[0] == NEFARIOUS and duel.graveyard(0) == [M1000]


def test_nefarious_not_in_your_own_end_phase():
    duel = mr3_position(monsters=([M1000], []), graveyards=([NEFARIOUS], []), decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == 3
    assert codes(duel, 0)[0] == M1000 and duel.graveyard(0) == [NEFARIOUS]


def test_nefarious_needs_a_face_up_monster_of_yours():
    duel = mr3_position(turn_player=1, monsters=([(M1000, "set")], [M2000]), graveyards=([NEFARIOUS], []),
                        decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.graveyard(0) == [NEFARIOUS]


def test_inari_fire_destroyed_by_battle_comes_back_in_your_next_standby_phase():
    duel = mr3_position(turn_player=1, monsters=([INARI], [M2000]), decks=([M1000] * 5, [M1000] * 5))
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.graveyard(0) == [INARI]
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == 3
    assert codes(duel, 0)[0] == INARI and duel.graveyard(0) == []


def test_inari_fire_destroyed_by_battle_in_your_own_turn_waits_for_your_next_standby_phase():
    # Destroyed attacking in its owner's turn: that turn's Standby Phase is over; the opponent's
    # Standby Phase is not "your" one; it comes back in its owner's next turn.
    duel = mr3_position(monsters=([INARI], [M2000]), decks=([M1000] * 5, [M1000] * 5))
    start = duel.turn()
    to_battle(duel)
    duel.apply(attack(0, 0))
    settle(duel)
    assert duel.graveyard(0) == [INARI]
    duel.apply(A.ACT_END_BATTLE)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == start + 1 and duel.graveyard(0) == [INARI]
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == start + 2 and duel.turn_player() == 0
    assert codes(duel, 0)[0] == INARI and duel.graveyard(0) == []


def test_inari_fire_destroyed_by_a_card_effect_stays_in_the_gy():
    # Only "destroyed by battle": Fissure (a card effect) destroys it, and it stays.
    duel = mr3_position(turn_player=1, monsters=([INARI], []), hands=([], [FISSURE]),
                        decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, FISSURE))
    assert settle(duel) == "main" and duel.graveyard(0) == [INARI]
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn() == 3
    assert codes(duel, 0)[0] is None and duel.graveyard(0) == [INARI]


def test_inari_fire_tributed_stays_in_the_gy():
    # Sent to the GY as a Tribute (not destroyed by battle): no revival in the next Standby Phase.
    duel = mr3_position(hands=([L5], []), monsters=([INARI], []), decks=([M1000] * 5, [M1000] * 5))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, L5))
    d = settle(duel)
    if d == "tribute":
        duel.apply(pick(duel, INARI))
        d = settle(duel)
    assert d == "main" and duel.graveyard(0) == [INARI]
    start = duel.turn()
    for turn in (start + 1, start + 2):
        duel.apply(A.ACT_TO_END)
        assert settle(duel) == "main" and duel.turn() == turn
    assert duel.turn_player() == 0 and duel.graveyard(0) == [INARI]


# ---- Powerful Rebirth (5.3) -------------------------------------------------------------------

POWERFUL_REBIRTH = 84298614


def _rebirth(duel, code):
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert duel.decision() == "target"
    assert offered(duel) == [code] or code in offered(duel)
    duel.apply(pick(duel, code))
    d = settle(duel)
    assert d == "main"


def test_powerful_rebirth_revives_a_level_4_or_lower_with_100_more_atk_and_def():
    # Target: a Level 4 or lower monster in your GY (a Level 5 is not offered); while the Trap
    # is face-up the monster has +100 ATK/DEF.
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000, L5], [M1000]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    assert offered(duel) == [M1000]
    duel.apply(pick(duel, M1000))
    assert settle(duel) == "main"
    assert duel.monsters(0)[0]["code"] == M1000
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (1100, 1100)
    assert duel.spells(0)[0]["code"] == POWERFUL_REBIRTH and duel.graveyard(0) == [L5]


def test_powerful_rebirth_leaving_the_field_does_not_take_the_monster():
    # Unlike Call of the Haunted: the Trap destroyed, the monster stays (its boost ends).
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000], []), hands=([], [MST]))
    _rebirth(duel, M1000)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, MST))
    duel.apply(A.ACT_SELECT + duel.spells(0)[0]["card"])
    assert settle(duel) == "main"
    assert duel.graveyard(0) == [POWERFUL_REBIRTH]
    assert duel.monsters(0)[0]["code"] == M1000 and duel.monsters(0)[0]["atk"] == 1000


def test_powerful_rebirth_is_destroyed_when_the_monster_is_destroyed():
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000], []), hands=([], [FISSURE]))
    _rebirth(duel, M1000)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, FISSURE))
    assert settle(duel) == "main"
    assert sorted(duel.graveyard(0)) == sorted([M1000, POWERFUL_REBIRTH])


def test_powerful_rebirth_gives_1_level():
    # The revived Level 4 is Level 5 while the Trap is face-up, so it and another Level 4 are
    # no longer 2 Level 4 monsters for a Rank 4 Xyz Summon (L01).
    from tests.mr3_cards import GEM_KNIGHT_PEARL
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000], []), monsters=([M1700], []),
                        extras=([GEM_KNIGHT_PEARL], []))
    _rebirth(duel, M1000)
    pearl = duel.card_ids(0, "extra")[0]
    assert A.ACT_SUMMON + pearl not in duel.legal_actions()


def test_powerful_rebirth_level_lasts_only_while_the_trap_is_face_up():
    # "While this card is face-up": once the Trap is destroyed the monster is Level 4 again, and
    # with the other Level 4 it makes the Rank 4 Xyz Summon (L01).
    from tests.mr3_cards import GEM_KNIGHT_PEARL
    duel = mr3_position(spells=([POWERFUL_REBIRTH], []), graveyards=([M1000], []), monsters=([M1700], []),
                        extras=([GEM_KNIGHT_PEARL], []), hands=([MST], []))
    _rebirth(duel, M1000)
    pearl = duel.card_ids(0, "extra")[0]
    assert A.ACT_SUMMON + pearl not in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(pick(duel, POWERFUL_REBIRTH))
    assert settle(duel) == "main" and POWERFUL_REBIRTH in duel.graveyard(0)
    assert A.ACT_SUMMON + pearl in duel.legal_actions()


# ---- Fusilier Dragon, the Dual-Mode Beast (5.1) -----------------------------------------------
# "You can Normal Summon this card without Tributing; if you do, its original ATK and DEF are
# halved" (a Level 7: 2 Tributes otherwise, G07).

def test_fusilier_normal_summoned_without_tributes_has_halved_stats():
    duel = mr3_position(hands=([FUSILIER], []))
    me = card_in_hand(duel, 0, FUSILIER)
    assert A.ACT_SUMMON + me in duel.legal_actions()
    assert A.ACT_SET + me not in duel.legal_actions()   # a Set still needs 2 Tributes
    duel.apply(A.ACT_SUMMON + me)
    pass_until(duel, "main")
    m = duel.monsters(0)[0]
    assert (m["code"], m["position"], m["atk"], m["def"]) == (FUSILIER, "attack", 1400, 1000)
    assert duel.normal_summon_used()


def test_fusilier_with_2_tributes_the_player_chooses_and_keeps_full_stats():
    duel = mr3_position(hands=([FUSILIER], []), monsters=([M1000, M1700], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FUSILIER))
    assert duel.decision() == "yesno"   # yes: without Tributes
    duel.apply(A.ACT_NO)
    for _ in range(2):
        assert duel.decision() == "tribute"
        duel.apply(int(duel.legal_actions()[0]))
    pass_until(duel, "main")
    m = next(m for m in duel.monsters(0) if m)
    assert (m["code"], m["atk"], m["def"]) == (FUSILIER, 2800, 2000)
    assert sorted(duel.graveyard(0)) == sorted([M1000, M1700])


def test_fusilier_halved_even_when_tributes_were_possible():
    duel = mr3_position(hands=([FUSILIER], []), monsters=([M1000, M1700], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FUSILIER))
    duel.apply(A.ACT_YES)
    pass_until(duel, "main")
    assert codes(duel, 0)[:3] == [M1000, M1700, FUSILIER] and duel.monsters(0)[2]["atk"] == 1400


def test_fusilier_with_every_monster_zone_taken_is_tributed_for():
    # G09: with all five Monster Zones taken only Tributes make room, so no "without Tributes"
    # question is asked (found by the bundled decks' random battery: a summon placed nowhere).
    duel = mr3_position(hands=([FUSILIER], []), monsters=([M1000, M1700, M1000, M1700, M1000], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FUSILIER))
    for _ in range(2):
        assert duel.decision() == "tribute"
        duel.apply(int(duel.legal_actions()[0]))
    pass_until(duel, "main")
    assert [m["code"] for m in duel.monsters(0) if m].count(FUSILIER) == 1
    fusilier = next(m for m in duel.monsters(0) if m and m["code"] == FUSILIER)
    assert (fusilier["atk"], fusilier["def"]) == (2800, 2000)


def test_fusilier_halved_original_stats_count_modifiers_from_there():
    # AA: modifiers apply to the halved original ATK: Forbidden Dress makes it 1400 - 600 = 800.
    duel = mr3_position(hands=([FUSILIER, FORBIDDEN_DRESS], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FUSILIER))
    pass_until(duel, "main")
    _dress(duel, 0, FUSILIER)
    assert duel.monsters(0)[0]["atk"] == 800


def test_fusilier_special_summoned_has_full_stats():
    duel = mr3_position(hands=([MONSTER_REBORN], []), graveyards=([FUSILIER], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(pick(duel, FUSILIER))
    settle(duel)
    assert duel.monsters(0)[0]["atk"] == 2800


# ---- Odd-Eyes Absolute Dragon (5.4) -----------------------------------------------------------
# Rank 7 Xyz: 2 Level 7 monsters (L01). Effect 1: when a monster declares an attack: detach 1
# material (a cost, L08); negate the attack, then you can Special Summon 1 "Odd-Eyes" monster
# from your hand or GY; once per turn. Effect 2: if this Xyz Summoned card is sent from the field
# to the GY: Special Summon 1 "Odd-Eyes" monster, not Absolute Dragon, from your Extra Deck.

ODD_EYES = 16178681           # Odd-Eyes Pendulum Dragon (a Pendulum Monster, Level 7)
METEORBURST = 80696379        # Odd-Eyes Meteorburst Dragon (Synchro)


def _absolute_on_field(**kw):
    from tests.rules.test_kl_extra_summons import summon
    kw.setdefault("decks", ([M1000] * 10, [M1000] * 10))
    duel = mr3_position(monsters=([METAPHYS, METAPHYS], kw.pop("foe_monsters", [])), extras=([ABSOLUTE], []),
                        allow_unimplemented=True, **kw)
    summon(duel, ABSOLUTE, [METAPHYS, METAPHYS])
    pass_until(duel, "main")
    absolute = next(m["card"] for m in duel.monsters(0) if m and m["code"] == ABSOLUTE)
    assert len(duel.materials(absolute)) == 2
    return duel, absolute


def _foes_turn_battle(duel):
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    to_battle(duel)


def test_absolute_negates_an_attack_by_detaching_and_summons_an_odd_eyes_from_the_hand():
    duel, absolute = _absolute_on_field(hands=([ODD_EYES], []), foe_monsters=[vanilla(3000, 1000)])
    _foes_turn_battle(duel)
    duel.apply(attack(0, next(i for i, m in enumerate(duel.monsters(0)) if m and m["card"] == absolute)))
    d = settle(duel, yes=True)
    if d == "choose":
        duel.apply(pick(duel, ODD_EYES))
        d = settle(duel)
    assert d == "battle"
    assert len(duel.materials(absolute)) == 1 and duel.graveyard(0) == [METAPHYS]   # L08
    assert ODD_EYES in codes(duel, 0) and duel.hand(0) == []
    assert duel.lp(0) == 8000 and codes(duel, 0).count(ABSOLUTE) == 1   # the attack was negated


def test_absolute_the_negation_is_optional_and_once_per_turn():
    duel, absolute = _absolute_on_field(foe_monsters=[vanilla(1000, 1000), vanilla(1100, 1000)])
    _foes_turn_battle(duel)
    zone = next(i for i, m in enumerate(duel.monsters(0)) if m and m["card"] == absolute)
    duel.apply(attack(0, zone))
    assert settle(duel, yes=True) == "battle"    # negated (no Odd-Eyes to summon)
    assert len(duel.materials(absolute)) == 1 and duel.lp(1) == 8000
    duel.apply(attack(1, zone))
    assert settle(duel, yes=True) == "battle"    # once per turn: the attack goes on
    assert len(duel.materials(absolute)) == 1 and duel.lp(1) == 8000 - 1700


def test_absolute_sent_from_the_field_summons_an_odd_eyes_from_the_extra_deck():
    # L05: its materials go to the GY with it; effect 2 summons a face-up Odd-Eyes Pendulum
    # Monster (or the Synchro) from the Extra Deck.
    duel, absolute = _absolute_on_field(hands=([], [FISSURE]), extras_faceup=([ODD_EYES], []))
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 1
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, FISSURE))
    d = settle(duel, yes=True)
    if d == "choose":
        duel.apply(pick(duel, ODD_EYES))
        d = settle(duel)
    assert d == "main"
    assert sorted(duel.graveyard(0)) == sorted([METAPHYS, METAPHYS, ABSOLUTE])
    assert ODD_EYES in codes(duel, 0)


# ---- Rune-Eyes Pendulum Dragon (5.4) ----------------------------------------------------------

RUNE_EYES = 1516510
POLYMERIZATION = 24094654


def _fuse_rune_eyes(duel, spellcaster):
    rune = [c for c in duel.card_ids(0, "extra") if duel.card_code(c) == RUNE_EYES][0]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + rune)
    for code in (ODD_EYES, spellcaster):
        duel.apply(pick(duel, code))
    if duel.decision() == "position":
        duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    return rune


def test_rune_eyes_with_a_level_4_spellcaster_attacks_monsters_twice():
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, LYLA], []), extras=([RUNE_EYES], []),
                        monsters=([], [M1000, M1700]), allow_unimplemented=True)
    _fuse_rune_eyes(duel, LYLA)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert fight(duel, 0, 1) == "battle"
    assert duel.graveyard(1) == [M1000, M1700]


def _attacks_from(duel, zone):
    return [a for a in duel.legal_actions()
            if A.ACT_ATTACK + zone * A.ATTACK_TARGETS <= int(a) < A.ACT_ATTACK + (zone + 1) * A.ATTACK_TARGETS]


def test_rune_eyes_with_a_level_4_spellcaster_has_no_third_attack():
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, LYLA], []), extras=([RUNE_EYES], []),
                        monsters=([], [M1000, M1700, M2000]), allow_unimplemented=True)
    _fuse_rune_eyes(duel, LYLA)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle" and fight(duel, 0, 1) == "battle"
    assert _attacks_from(duel, 0) == [] and duel.graveyard(1) == [M1000, M1700]


def test_rune_eyes_with_a_level_5_or_higher_spellcaster_attacks_monsters_three_times():
    # Dragonpit Magician: a Level 7 Spellcaster (a Normal Pendulum Monster, used from the hand).
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, DRAGONPIT], []), extras=([RUNE_EYES], []),
                        monsters=([], [M1000, M1700, M2000]), allow_unimplemented=True)
    _fuse_rune_eyes(duel, DRAGONPIT)
    to_battle(duel)
    for zone in range(3):
        assert fight(duel, 0, zone) == "battle"
    assert sorted(duel.graveyard(1)) == sorted([M1000, M1700, M2000]) and _attacks_from(duel, 0) == []


def test_rune_eyes_further_attacks_are_on_monsters_only():
    # "Can attack monsters up to twice": with the opponent's field empty after the first attack
    # there is no second, direct one.
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, LYLA], []), extras=([RUNE_EYES], []),
                        monsters=([], [M1000]), allow_unimplemented=True)
    _fuse_rune_eyes(duel, LYLA)
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle" and duel.graveyard(1) == [M1000]
    assert _attacks_from(duel, 0) == [] and duel.lp(1) == 8000 - 2000


def test_rune_eyes_needs_a_spellcaster_and_odd_eyes():
    # The materials: Odd-Eyes Pendulum Dragon + 1 Spellcaster monster (a Warrior is none).
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, M1000], []), extras=([RUNE_EYES], []),
                        allow_unimplemented=True)
    assert not activatable(duel, 0, POLYMERIZATION)


def test_rune_eyes_remembers_its_materials_only_in_the_stint_of_its_fusion_summon():
    # J10: the materials are those of its Fusion Summon, for that stint: turned face-down (a
    # new card, AD01) and Flip Summoned again it remembers none and attacks once.
    duel = mr3_position(hands=([POLYMERIZATION, ODD_EYES, LYLA, BOOK_OF_MOON], []), extras=([RUNE_EYES], []),
                        monsters=([], [M1000, M1700]), decks=([M1000] * 5, [M1000] * 5), allow_unimplemented=True)
    rune = _fuse_rune_eyes(duel, LYLA)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + rune)
    assert settle(duel) == "main"
    duel.apply(A.ACT_TO_END)
    settle(duel)
    duel.apply(A.ACT_TO_END)
    assert settle(duel) == "main" and duel.turn_player() == 0
    duel.apply(A.ACT_FLIP_SUMMON + rune)
    assert settle(duel) == "main"
    to_battle(duel)
    assert fight(duel, 0, 0) == "battle"
    assert _attacks_from(duel, 0) == []


# Rune-Eyes (2): in the turn it is Fusion Summoned using a Pendulum Summoned monster on the field
# as material, it is unaffected by the opponent's card effects. The Pendulum Summon is made from
# Dragonpulse (scale 1) and Dragonpit (scale 8); the Spellcaster is Wisdom-Eye Magician (Level 4,
# its own effects unused); Odd-Eyes Pendulum Dragon is only a material from the hand here.
WISDOM_EYE = 72714461
DRAGONPULSE = 15146890
CED = 94192409  # Compulsory Evacuation Device (Normal Trap): return 1 monster on the field to the hand


def _rune_eyes_duel(spellcaster_on_field_by_pendulum=True, **kw):
    hand = [POLYMERIZATION, ODD_EYES] + ([WISDOM_EYE] if spellcaster_on_field_by_pendulum else [])
    kw.setdefault("monsters", ([] if spellcaster_on_field_by_pendulum else [WISDOM_EYE], []))
    duel = mr3_position(pendulums=([DRAGONPULSE, DRAGONPIT], []), hands=(hand, []), extras=([RUNE_EYES], []),
                        spells=([], [(CED, "set")]), allow_unimplemented=True, **kw)
    if spellcaster_on_field_by_pendulum:
        pendulum_summon(duel, [card_in_hand(duel, 0, WISDOM_EYE)])  # Odd-Eyes (Level 7) stays in the hand
        pass_until(duel, "main")
    rune = [c for c in duel.card_ids(0, "extra") if duel.card_code(c) == RUNE_EYES][0]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POLYMERIZATION))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + rune)
    for code in (ODD_EYES, WISDOM_EYE):
        duel.apply(pick(duel, code))
    duel.apply(A.ACT_ATTACK_POSITION)
    return duel, rune


def _foe_bounces(duel, rune):
    """In the response window after the Fusion Summon, the opponent activates their Set CED on
    Rune-Eyes (still a legal target: unaffected is not untargetable), and it resolves."""
    ced = next(z["card"] for z in duel.spells(1) if z and duel.card_code(z["card"]) == CED)
    assert duel.decision() == "response" and A.ACT_ACTIVATE + ced in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + ced)
    assert duel.decision() == "target"
    duel.apply(A.ACT_SELECT + rune)
    pass_until(duel, "main")


def test_rune_eyes_fused_with_a_pendulum_summoned_monster_is_unaffected_by_the_foes_effects():
    duel, rune = _rune_eyes_duel()
    _foe_bounces(duel, rune)
    assert [c for c in codes(duel, 0) if c] == [RUNE_EYES] and duel.graveyard(1) == [CED]


def test_rune_eyes_fused_with_a_monster_not_pendulum_summoned_is_affected():
    # The same Wisdom-Eye on the field, but not Pendulum Summoned (set up there): CED returns
    # Rune-Eyes (a Fusion Monster: to the Extra Deck).
    duel, rune = _rune_eyes_duel(spellcaster_on_field_by_pendulum=False)
    _foe_bounces(duel, rune)
    assert not any(codes(duel, 0)) and RUNE_EYES in [duel.card_code(c) for c in duel.card_ids(0, "extra")]


def test_rune_eyes_unaffected_only_by_the_opponents_effects():
    # Its own controller's Book of Moon still turns it face-down.
    duel = mr3_position(pendulums=([DRAGONPULSE, DRAGONPIT], []), allow_unimplemented=True,
                        hands=([POLYMERIZATION, ODD_EYES, WISDOM_EYE, BOOK_OF_MOON], []), extras=([RUNE_EYES], []))
    pendulum_summon(duel, [card_in_hand(duel, 0, WISDOM_EYE)])
    pass_until(duel, "main")
    rune = _fuse_rune_eyes(duel, WISDOM_EYE)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + rune)
    assert settle(duel) == "main"
    assert duel.card_ids(0, "monsters") == [rune] and duel.monsters(0)[0]["position"] == "set"


# ---- Pendulum Rising (5.2) --------------------------------------------------------------------

PENDULUM_RISING = 74926274


def test_pendulum_rising_summons_a_pendulum_of_the_sent_monsters_level_destroyed_at_the_end_phase():
    duel = mr3_position(hands=([PENDULUM_RISING], []), monsters=([M1000], []),
                        decks=([SILVER_CLAW, TRUMP_WITCH, M1000], [M1000] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    assert duel.decision() == "cost" and offered(duel) == [M1000]
    duel.apply(pick(duel, M1000))
    pass_until(duel, "choose")
    assert offered(duel) == [SILVER_CLAW]   # the Level 4 one (the sent monster's original Level)
    duel.apply(pick(duel, SILVER_CLAW))
    settle(duel)
    assert SILVER_CLAW in codes(duel, 0)
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert SILVER_CLAW not in codes(duel, 0) and faceup_extra(duel, 0) == [SILVER_CLAW]   # M07


def test_pendulum_rising_a_pendulum_monster_cannot_be_the_cost():
    # M07: a Pendulum Monster leaving the field goes to the Extra Deck, not the GY, so it cannot
    # be sent as this cost (JW); a Level 5 with no Level 5 Pendulum in the Deck cannot either
    # (U08: the summon must be possible).
    duel = mr3_position(hands=([PENDULUM_RISING], []), monsters=([SILVER_CLAW, L5, M1000], []),
                        decks=([SILVER_CLAW, TRUMP_WITCH, M1000], [M1000] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    assert duel.decision() == "cost" and offered(duel) == [M1000]


def test_pendulum_rising_needs_a_pendulum_of_a_matching_level_in_the_deck():
    # U08: with no Pendulum Monster of the Level of any monster it could send, it cannot be
    # activated (Trump Witch is Level 1, the monster Level 4).
    duel = mr3_position(hands=([PENDULUM_RISING], []), monsters=([M1000], []),
                        decks=([TRUMP_WITCH, M1000], [M1000] * 5), allow_unimplemented=True)
    assert not activatable(duel, 0, PENDULUM_RISING)


def test_pendulum_rising_reads_the_original_level():
    # The sent monster's original Level: a Level 4 made Level 5 by Powerful Rebirth still
    # calls a Level 4 Pendulum Monster.
    duel = mr3_position(hands=([PENDULUM_RISING], []), spells=([POWERFUL_REBIRTH], []),
                        graveyards=([M1000], []), decks=([SILVER_CLAW, DRAGONPIT, M1000], [M1000] * 5),
                        allow_unimplemented=True)
    _rebirth(duel, M1000)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    assert duel.decision() == "cost" and offered(duel) == [M1000]
    duel.apply(pick(duel, M1000))
    pass_until(duel, "choose")
    assert offered(duel) == [SILVER_CLAW]


def test_pendulum_rising_only_once_per_turn():
    duel = mr3_position(hands=([PENDULUM_RISING, PENDULUM_RISING], []), monsters=([M1000, M1000], []),
                        decks=([SILVER_CLAW, SILVER_CLAW, M1000], [M1000] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    duel.apply(pick(duel, M1000))
    pass_until(duel, "choose")
    duel.apply(pick(duel, SILVER_CLAW))
    assert settle(duel) == "main" and SILVER_CLAW in codes(duel, 0)
    assert not activatable(duel, 0, PENDULUM_RISING)


def test_pendulum_rising_the_monster_gone_and_back_is_not_destroyed():
    # The End Phase destruction is for the summoned monster in that stint (AD01): one that left
    # the field (Book of Moon turns it face-down: a new stint) stays.
    duel = mr3_position(hands=([PENDULUM_RISING, BOOK_OF_MOON], []), monsters=([M1000], []),
                        decks=([SILVER_CLAW, M1000], [M1000] * 5), allow_unimplemented=True)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PENDULUM_RISING))
    duel.apply(pick(duel, M1000))
    pass_until(duel, "choose")
    duel.apply(pick(duel, SILVER_CLAW))
    assert settle(duel) == "main"
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    duel.apply(pick(duel, SILVER_CLAW))
    assert settle(duel) == "main" and duel.monsters(0)[0]["position"] == "set"
    duel.apply(A.ACT_TO_END)
    settle(duel)
    assert SILVER_CLAW in codes(duel, 0) and faceup_extra(duel, 0) == []
