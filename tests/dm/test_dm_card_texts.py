"""The DM-01 effect cards tested from their texts (../shared/dm/dm01-cards.csv `ability`) and the
rules (rule IDs C001 ... of ../shared/rules/rules-dm.md), written apart from the card scripts.

Each test sets a position up, acts, and asserts the exact outcome. The rare parts of the texts are
tested on purpose: "may" (both answers), "up to N" (0, fewer, N), "other", both sides, "your
opponent picks", random, power at the boundary, conditions that must hold at resolution,
replacements ("instead"), effects that find nothing, Shield Trigger use, and grants that end with
the turn or apply only while attacking.
"""
import pytest

from dm_core import DMDuel, dm01
from dm_core import core as C
from dm_core import layout as L
from dm_core import vocab as V

from dm_helpers import attack_creature, attack_player, pick, play, pos, to_attack

POOL = dm01()
PASS, YES = C.ACT_PASS, C.ACT_YES

LOK = "Lok, Vizier of Hunting"            # Light 4000, vanilla
LAH = "Lah, Purification Enforcer"        # Light 5500, vanilla
IERE = "Iere, Vizier of Bullets"          # Light 3000, vanilla
REUSOL = "Reusol, the Oracle"             # Light 2000, vanilla
MANE = "Burning Mane"                     # Nature 2000, vanilla
FANG = "Fear Fang"                        # Nature 3000, vanilla
HORNET = "Forest Hornet"                  # Nature 4000, vanilla
SHEPHERD = "Tri-horn Shepherd"            # Nature 5000, vanilla
VEHICLE = "Aqua Vehicle"                  # Water 1000, vanilla
SKELETON = "Skeleton Soldier, the Defiled"  # Darkness 3000, vanilla
GHOUL = "Writhing Bone Ghoul"             # Darkness 2000, vanilla
VORG = "Immortal Baron, Vorg"             # Fire 2000, vanilla, a Human
ZYLER = "Brawler Zyler"                   # Fire 1000, a Human, Power Attacker +2000
EMERALD = "Emerald Grass"                 # Light 3000 Blocker
DIA_NORK = "Dia Nork, Moonlight Guardian"  # Light 5000 Blocker
GRAN_GURE = "Gran Gure, Space Guardian"   # Light 9000 Blocker
KING_CORAL = "King Coral"                 # Water 1000 Blocker
CHILIAS = "Chilias, the Oracle"           # Light 2500
IOCANT = "Iocant, the Oracle"
URTH = "Urth, Purifying Elemental"        # Angel Command
HANUSA = "Hanusa, Radiance Elemental"     # Angel Command
TROPICO = "Tropico"                       # Cyber Lord
URHERION = "Armored Walker Urherion"      # Armorloid
HORVATH = "Fatal Attacker Horvath"        # Human
ROTHUS = "Rothus, the Traveler"           # Armorloid

MANA = {"Light": IERE, "Water": VEHICLE, "Darkness": SKELETON, "Fire": VORG, "Nature": MANE}


def mana_for(name, n=None):
    """Untapped mana enough for `name`: its cost in cards of its civilization."""
    card = POOL[POOL.code(name)]
    return [MANA[card.civilization]] * (card.cost if n is None else n)


def offered(d):
    """(owner, name) of the cards the pending decision offers, sorted."""
    return sorted((int(a - C.ACT_CARD) // L.CAP_PER_PLAYER, d.card_name(int(a - C.ACT_CARD)))
                  for a in d.legal_actions() if C.ACT_CARD <= a < C.ACT_ATTACK_PLAYER)


def can_pass(d):
    return PASS in list(d.legal_actions())


def settle(d):
    """Take every decision with one option (effects, orders) until a real choice or a step."""
    while d.decision() in ("choose", "yesno", "order") and len(d.legal_actions()) == 1:
        d.apply(int(d.legal_actions()[0]))


def end_turn(d):
    """From the main step: no attack, to the end of the turn (its triggers are asked)."""
    assert d.decision() == "main", d.decision()
    d.apply(PASS)
    assert d.decision() == "attack", d.decision()
    d.apply(PASS)


def to_next_main(d):
    """Pass everything (no charge, no play, no attack) until the next turn's main step."""
    t = d.turn()
    while d.turn() == t or d.decision() != "main":
        assert d.decision() in ("charge", "main", "attack"), d.decision()
        d.apply(PASS)


def break_shield(d, attacker, shield):
    """The turn player attacks the opponent with `attacker` and breaks the shield `shield`;
    the opponent is then asked whether to use a Shield Trigger."""
    tp = d.turn_player()
    to_attack(d)
    attack_player(d, attacker)
    if d.decision() == "block":
        d.apply(PASS)
    if d.decision() == "shield":  # asked when there is a choice of shields (C173)
        pick(d, 1 - tp, shield, "shields")


def use_trigger(d, spell):
    """Declare the Shield Trigger `spell` (C175.1; declaring ends by itself when no other trigger
    is left to declare), or, once several are declared, use `spell` next (C175.4, C184)."""
    assert d.decision() in ("shield_trigger", "shield_trigger_order"), d.decision()
    pick(d, d.current_player(), spell, "hand")


def may(d, yes, player=None, name=None, zone="battle"):
    """Answer a "may" of `player`: a yes-no, or a pick of the one card it is about, or no."""
    assert d.decision() in ("yesno", "choose"), d.decision()
    if player is not None:
        assert d.current_player() == player
    assert can_pass(d)
    if not yes:
        d.apply(PASS)
    elif d.decision() == "yesno":
        d.apply(YES)
    else:
        pick(d, d.current_player() if player is None else player, name, zone)


def kw(d, player, name, bit, zone="battle"):
    return bool(d.keywords(d.find(player, name, zone)) & bit)


def attack_power(d, player, name, blocker):
    """`name` attacks the opponent, who has the Blocker `blocker`: its power read at the block
    decision (while it is attacking)."""
    to_attack(d)
    attack_player(d, name)
    assert d.decision() == "block", d.decision()
    return d.power(d.find(player, name))


# ============================ Light ==========================================================

def test_chilias_destroyed_in_battle_goes_to_hand_instead_c105_c170():
    d = pos(battle=([FANG], [(CHILIAS, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, FANG, CHILIAS)  # 3000 against 2500
    assert d.names(1, "hand") == [CHILIAS] and d.names(1, "graveyard") == []
    assert d.names(0, "battle") == [FANG]


def test_chilias_destroyed_by_a_spell_goes_to_hand_c105_c192():
    d = pos(hands=(["Terror Pit"], []), mana=(mana_for("Terror Pit"), []), battle=([], [CHILIAS]))
    play(d, "Terror Pit")
    pick(d, 1, CHILIAS)
    assert d.names(1, "hand") == [CHILIAS] and d.names(1, "graveyard") == []
    assert d.names(0, "graveyard") == ["Terror Pit"]


def test_chilias_attacking_and_losing_goes_to_its_owners_hand_c105():
    d = pos(battle=([CHILIAS], [(LOK, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, CHILIAS, LOK)
    assert d.names(0, "hand") == [CHILIAS] and d.names(0, "graveyard") == [] and d.names(1, "battle") == [LOK]


def _frei_like_end_of_turn(name):
    d = pos(battle=([name], []), shields=([], [LOK, LOK]))
    to_attack(d)
    attack_player(d, name)
    if d.decision() == "block":
        d.apply(PASS)
    while d.decision() == "shield":
        d.apply(int(d.legal_actions()[0]))
    settle(d)
    assert d.decision() == "attack" and d.tapped(d.find(0, name))
    d.apply(PASS)  # end of the turn: "you may untap it" (C154)
    return d


@pytest.mark.parametrize("name", ["Frei, Vizier of Air", URTH])
def test_frei_urth_may_untap_at_end_of_own_turn_yes_c154(name):
    d = _frei_like_end_of_turn(name)
    may(d, True, 0, name)
    assert d.turn_player() == 1 and not d.tapped(d.find(0, name))


@pytest.mark.parametrize("name", ["Frei, Vizier of Air", URTH])
def test_frei_urth_may_untap_at_end_of_own_turn_no_c154(name):
    d = _frei_like_end_of_turn(name)
    may(d, False, 0)
    assert d.turn_player() == 1 and d.tapped(d.find(0, name))


@pytest.mark.parametrize("name", ["Frei, Vizier of Air", "Ruby Grass", URTH])
def test_frei_ruby_grass_urth_do_not_trigger_at_the_end_of_the_opponents_turn_c154(name):
    d = pos(battle=([], [(name, {"tapped": True})]))
    end_turn(d)
    assert d.turn_player() == 1 and d.decision() == "charge" and d.queue_size() == 0


def test_ruby_grass_may_untap_at_end_of_own_turn_c154():
    for answer, tapped in ((YES, False), (PASS, True)):
        d = pos(battle=([("Ruby Grass", {"tapped": True})], []))
        end_turn(d)
        may(d, answer == YES, 0, "Ruby Grass")
        assert d.turn_player() == 1 and d.tapped(d.find(0, "Ruby Grass")) is tapped


def test_holy_awe_taps_every_opposing_creature_and_none_of_yours():
    d = pos(hands=(["Holy Awe"], []), mana=(mana_for("Holy Awe"), []),
            battle=([LOK], [FANG, (HORNET, {"tapped": True}), EMERALD]))
    play(d, "Holy Awe")
    assert all(d.tapped(c) for c in d.zone(1, "battle"))
    assert not d.tapped(d.find(0, LOK)) and d.names(0, "graveyard") == ["Holy Awe"]


def test_holy_awe_as_shield_trigger_taps_the_attackers_side_c184():
    d = pos(turn_player=1, battle=([], [FANG, HORNET, MANE]), shields=(["Holy Awe"], []))
    break_shield(d, FANG, "Holy Awe")
    use_trigger(d, "Holy Awe")
    assert all(d.tapped(c) for c in d.zone(1, "battle"))
    assert d.names(0, "graveyard") == ["Holy Awe"] and d.names(0, "mana") == []


def test_iocant_has_2000_more_only_while_you_have_an_angel_command():
    for own, opp, power in (([], [], 2000), ([URTH], [], 4000), ([HANUSA], [], 4000), ([], [URTH], 2000)):
        d = pos(battle=([IOCANT] + own, opp))
        assert d.power(d.find(0, IOCANT)) == power, (own, opp)


def test_iocant_bonus_applies_when_blocking_not_only_attacking_c100():
    d = pos(turn_player=1, battle=([IOCANT, URTH], [FANG]), shields=([LOK], []))
    to_attack(d)
    attack_player(d, FANG)
    assert d.decision() == "block"
    pick(d, 0, IOCANT)
    assert d.names(1, "graveyard") == [FANG] and IOCANT in d.names(0, "battle")  # 4000 beats 3000


def test_laser_wing_up_to_two_of_your_creatures_cannot_be_blocked_this_turn_c101():
    d = pos(hands=(["Laser Wing"], []), mana=(mana_for("Laser Wing"), []),
            battle=([FANG, HORNET, MANE], [EMERALD]), shields=([], [LOK, LOK, LOK]))
    play(d, "Laser Wing")
    assert d.decision() == "choose" and can_pass(d)
    assert offered(d) == sorted([(0, FANG), (0, HORNET), (0, MANE)])
    pick(d, 0, FANG)
    pick(d, 0, HORNET)  # the second pick ends the choice
    assert d.decision() == "main" and d.names(0, "graveyard") == ["Laser Wing"]
    to_attack(d)
    attack_player(d, FANG)
    assert d.decision() == "shield"  # no block decision
    d.apply(int(d.legal_actions()[0]))
    attack_player(d, MANE)  # not picked: it can be blocked
    assert d.decision() == "block"


def test_laser_wing_zero_or_one_pick():
    d = pos(hands=(["Laser Wing"], []), mana=(mana_for("Laser Wing"), []), battle=([FANG, HORNET], [EMERALD]),
            shields=([], [LOK, LOK]))
    play(d, "Laser Wing")
    d.apply(PASS)  # up to 2: none
    assert d.decision() == "main" and d.names(0, "graveyard") == ["Laser Wing"]
    assert not kw(d, 0, FANG, V.KW_UNBLOCKABLE) and not kw(d, 0, HORNET, V.KW_UNBLOCKABLE)
    d = pos(hands=(["Laser Wing"], []), mana=(mana_for("Laser Wing"), []), battle=([FANG, HORNET], [EMERALD]),
            shields=([], [LOK, LOK]))
    play(d, "Laser Wing")
    pick(d, 0, HORNET)
    d.apply(PASS)
    assert kw(d, 0, HORNET, V.KW_UNBLOCKABLE) and not kw(d, 0, FANG, V.KW_UNBLOCKABLE)


def test_laser_wing_and_sonic_wing_grants_end_with_the_turn_c104():
    for spell in ("Laser Wing", "Sonic Wing"):
        d = pos(hands=([spell], []), mana=(mana_for(spell), []), battle=([FANG], [EMERALD]), shields=([], [LOK]))
        play(d, spell)
        pick(d, 0, FANG)
        settle(d)
        assert kw(d, 0, FANG, V.KW_UNBLOCKABLE)
        to_next_main(d)  # the opponent's turn
        to_next_main(d)  # our next turn
        assert d.turn_player() == 0 and not kw(d, 0, FANG, V.KW_UNBLOCKABLE)
        to_attack(d)
        attack_player(d, FANG)
        assert d.decision() == "block", spell


def test_miele_may_tap_one_opposing_creature():
    base = dict(hands=(["Miele, Vizier of Lightning"], []), mana=(mana_for("Miele, Vizier of Lightning"), []),
                battle=([LOK], [FANG, HORNET]))
    d = pos(**base)
    play(d, "Miele, Vizier of Lightning")
    assert d.decision() == "choose" and can_pass(d) and offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, HORNET)
    assert d.tapped(d.find(1, HORNET)) and not d.tapped(d.find(1, FANG)) and d.decision() == "main"
    d = pos(**base)
    play(d, "Miele, Vizier of Lightning")
    d.apply(PASS)  # "may": no
    assert not any(d.tapped(c) for c in d.zone(1, "battle")) and d.decision() == "main"


def test_miele_with_no_opposing_creature_does_nothing_c139():
    d = pos(hands=(["Miele, Vizier of Lightning"], []), mana=(mana_for("Miele, Vizier of Lightning"), []),
            battle=([LOK], []))
    play(d, "Miele, Vizier of Lightning")
    assert d.decision() == "main" and not d.tapped(d.find(0, LOK))


def test_moonlight_flash_taps_up_to_two_opposing_creatures():
    def cast():
        d = pos(hands=(["Moonlight Flash"], []), mana=(mana_for("Moonlight Flash"), []),
                battle=([LOK], [FANG, HORNET, MANE]))
        play(d, "Moonlight Flash")
        assert d.decision() == "choose" and can_pass(d)
        assert offered(d) == sorted([(1, FANG), (1, HORNET), (1, MANE)])
        return d
    d = cast()
    pick(d, 1, FANG)
    pick(d, 1, MANE)
    assert d.decision() == "main"
    assert [d.tapped(c) for c in d.zone(1, "battle")] == [True, False, True]
    d = cast()
    pick(d, 1, HORNET)
    assert d.decision() == "choose" and can_pass(d) and (1, HORNET) not in offered(d)  # no card twice (C059)
    d.apply(PASS)
    assert [d.tapped(c) for c in d.zone(1, "battle")] == [False, True, False]
    d = cast()
    d.apply(PASS)
    assert not any(d.tapped(c) for c in d.zone(1, "battle")) and d.names(0, "graveyard") == ["Moonlight Flash"]


RAYLA = "Rayla, Truth Enforcer"


def test_rayla_may_take_a_spell_from_the_deck_then_shuffle_c195_c143():
    deck = [LOK, "Terror Pit", MANE, "Spiral Gate", FANG]
    d = pos(hands=([RAYLA], []), mana=(mana_for(RAYLA), []), decks=(deck, [MANE] * 5))
    play(d, RAYLA)
    assert d.decision() == "choose" and can_pass(d)
    assert offered(d) == [(0, "Spiral Gate"), (0, "Terror Pit")]  # spells only
    pick(d, 0, "Spiral Gate", "deck")
    assert d.names(0, "hand") == ["Spiral Gate"] and d.decision() == "main"
    assert sorted(d.names(0, "deck")) == sorted([LOK, "Terror Pit", MANE, FANG])


def test_rayla_may_decline_and_finds_nothing_without_spells():
    deck = [LOK, "Terror Pit", MANE]
    d = pos(hands=([RAYLA], []), mana=(mana_for(RAYLA), []), decks=(deck, [MANE] * 5))
    play(d, RAYLA)
    d.apply(PASS)
    assert d.names(0, "hand") == [] and sorted(d.names(0, "deck")) == sorted(deck)
    d = pos(hands=([RAYLA], []), mana=(mana_for(RAYLA), []), decks=([LOK, MANE], [MANE] * 5))
    play(d, RAYLA)
    settle(d)
    assert d.decision() == "main" and d.names(0, "hand") == [] and len(d.zone(0, "deck")) == 2


def test_solar_ray_taps_one_opposing_creature_it_must():
    d = pos(hands=(["Solar Ray"], []), mana=(mana_for("Solar Ray"), []), battle=([LOK], [FANG, HORNET]))
    play(d, "Solar Ray")
    assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, FANG)
    assert d.tapped(d.find(1, FANG)) and not d.tapped(d.find(1, HORNET)) and not d.tapped(d.find(0, LOK))
    assert d.names(0, "graveyard") == ["Solar Ray"]


def test_solar_ray_as_shield_trigger_c184():
    d = pos(turn_player=1, battle=([], [FANG, HORNET]), shields=(["Solar Ray"], []))
    break_shield(d, FANG, "Solar Ray")
    use_trigger(d, "Solar Ray")
    settle(d)  # the attacker is already tapped: Hornet is the one to tap
    assert d.tapped(d.find(1, HORNET)) and d.names(0, "graveyard") == ["Solar Ray"]


def test_sonic_wing_one_of_your_creatures_cannot_be_blocked():
    d = pos(hands=(["Sonic Wing"], []), mana=(mana_for("Sonic Wing"), []), battle=([FANG, HORNET], [EMERALD]),
            shields=([], [LOK, LOK]))
    play(d, "Sonic Wing")
    assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(0, FANG), (0, HORNET)]
    pick(d, 0, FANG)
    assert d.decision() == "main"
    to_attack(d)
    attack_player(d, FANG)
    assert d.decision() == "shield"
    d.apply(int(d.legal_actions()[0]))
    attack_player(d, HORNET)
    assert d.decision() == "block"


TOEL = "Toel, Vizier of Hope"


def test_toel_may_untap_all_of_your_creatures_at_end_of_turn():
    for answer, tapped in ((YES, False), (PASS, True)):
        d = pos(battle=([(TOEL, {"tapped": True}), (LOK, {"tapped": True}), FANG], [(HORNET, {"tapped": True})]))
        end_turn(d)
        assert d.decision() == "yesno" and d.current_player() == 0  # one yes-no for all
        d.apply(answer)
        assert d.turn_player() == 1
        assert d.tapped(d.find(0, TOEL)) is tapped and d.tapped(d.find(0, LOK)) is tapped
        assert not d.tapped(d.find(0, FANG))


def test_toel_does_not_trigger_at_the_end_of_the_opponents_turn():
    d = pos(battle=([], [(TOEL, {"tapped": True}), (LOK, {"tapped": True})]))
    end_turn(d)
    assert d.turn_player() == 1 and d.decision() == "charge"


# ============================ Water ==========================================================

def test_aqua_hulcus_may_draw_a_card():
    for yes, hand in ((True, [FANG]), (False, [])):
        d = pos(hands=(["Aqua Hulcus"], []), mana=(mana_for("Aqua Hulcus"), []), decks=([MANE, FANG], [MANE] * 5))
        play(d, "Aqua Hulcus")
        assert d.decision() == "yesno" and d.current_player() == 0
        d.apply(YES if yes else PASS)
        assert d.names(0, "hand") == hand and d.decision() == "main"


@pytest.mark.parametrize("name", ["Aqua Knight", "Aqua Soldier"])
def test_aqua_knight_soldier_return_to_hand_instead_of_being_destroyed_c105(name):
    d = pos(battle=([SHEPHERD], [(name, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, SHEPHERD, name)
    assert d.names(1, "hand") == [name] and d.names(1, "graveyard") == [] and d.names(1, "battle") == []
    d = pos(hands=(["Terror Pit"], []), mana=(mana_for("Terror Pit"), []), battle=([], [name]))
    play(d, "Terror Pit")
    pick(d, 1, name)
    assert d.names(1, "hand") == [name] and d.names(1, "graveyard") == []


def test_aqua_soldier_not_destroyed_but_put_into_mana_is_not_replaced_c105():
    d = pos(hands=(["Natural Snare"], []), mana=(mana_for("Natural Snare"), []), battle=([], ["Aqua Soldier"]))
    play(d, "Natural Snare")
    settle(d)
    assert d.names(1, "mana") == ["Aqua Soldier"] and d.names(1, "hand") == []


def _draws(d, answers):
    for a in answers:
        assert d.decision() == "yesno", d.decision()
        d.apply(a)


@pytest.mark.parametrize("answers,n", [((PASS,), 0), ((YES, PASS), 1), ((YES, YES), 2)])
def test_brain_serum_draws_up_to_two_c191(answers, n):
    deck = [LOK, FANG, HORNET]
    d = pos(hands=(["Brain Serum"], []), mana=(mana_for("Brain Serum"), []), decks=(deck, [MANE] * 5))
    play(d, "Brain Serum")
    _draws(d, answers)
    assert d.decision() == "main"
    assert d.names(0, "hand") == [HORNET, FANG][:n] and len(d.zone(0, "deck")) == 3 - n
    assert d.names(0, "graveyard") == ["Brain Serum"]


def test_brain_serum_as_shield_trigger_its_owner_draws_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=(["Brain Serum"], []), decks=([LOK, HORNET], [MANE] * 5))
    break_shield(d, FANG, "Brain Serum")
    use_trigger(d, "Brain Serum")
    assert d.current_player() == 0
    _draws(d, (YES, YES))
    assert sorted(d.names(0, "hand")) == sorted([LOK, HORNET]) and len(d.zone(1, "hand")) == 0


def test_crystal_memory_takes_any_card_from_the_deck_or_none_then_shuffles_c195():
    deck = [LOK, "Terror Pit", MANE]
    d = pos(hands=(["Crystal Memory"], []), mana=(mana_for("Crystal Memory"), []), decks=(deck, [MANE] * 5))
    play(d, "Crystal Memory")
    assert d.decision() == "choose" and can_pass(d)
    assert offered(d) == sorted([(0, LOK), (0, "Terror Pit"), (0, MANE)])  # any card, spells and creatures
    pick(d, 0, LOK, "deck")
    assert d.names(0, "hand") == [LOK] and sorted(d.names(0, "deck")) == sorted(["Terror Pit", MANE])
    assert d.names(0, "graveyard") == ["Crystal Memory"]
    d = pos(hands=(["Crystal Memory"], []), mana=(mana_for("Crystal Memory"), []), decks=(deck, [MANE] * 5))
    play(d, "Crystal Memory")
    d.apply(PASS)
    assert d.names(0, "hand") == [] and len(d.zone(0, "deck")) == 3


def test_crystal_memory_as_shield_trigger_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=(["Crystal Memory"], []), decks=([LOK, HORNET], [MANE] * 5))
    break_shield(d, FANG, "Crystal Memory")
    use_trigger(d, "Crystal Memory")
    assert d.decision() == "choose" and d.current_player() == 0
    assert offered(d) == [(0, HORNET), (0, LOK)]  # its owner's deck
    pick(d, 0, LOK, "deck")
    assert d.names(0, "hand") == [LOK]


MERFOLK = "Illusionary Merfolk"


@pytest.mark.parametrize("answers,n", [((PASS,), 0), ((YES, PASS), 1), ((YES, YES, YES), 3)])
def test_illusionary_merfolk_with_a_cyber_lord_draws_up_to_three(answers, n):
    d = pos(hands=([MERFOLK], []), mana=(mana_for(MERFOLK), []), battle=([TROPICO], []),
            decks=([LOK, FANG, HORNET, MANE], [MANE] * 5))
    play(d, MERFOLK)
    _draws(d, answers)
    assert d.decision() == "main" and len(d.zone(0, "hand")) == n


def test_illusionary_merfolk_without_your_own_cyber_lord_draws_nothing():
    for opp in ([], [TROPICO]):  # the opponent's Cyber Lord does not count
        d = pos(hands=([MERFOLK], []), mana=(mana_for(MERFOLK), []), battle=([LOK], opp))
        play(d, MERFOLK)
        settle(d)
        assert d.decision() == "main" and d.zone(0, "hand") == []


def _queued(battle, effects, deck=None):
    """A main-step position whose queue holds the "when put into the battle zone" effects of
    the named cards of player 0 in that order (built by hand, checked by from_buffer)."""
    d = pos(battle=(battle, []), decks=deck)
    b = d.buffer
    for i, name in enumerate(effects):
        src = d.find(0, name)
        prog = int(POOL.table[V.DB_HEAD + POOL.code(name) * V.DB_WIDTH + V.DB_ON_ENTER])
        q = L.QUEUE_BASE + i * L.QUEUE_WIDTH
        b[q:q + 4] = [0, src, b[L.CARD_BASE + src * L.CARD_WIDTH + L.CARD_GEN], prog]
    b[L.HDR_QUEUE_COUNT] = len(effects)
    f = L.STACK_BASE + b[L.HDR_STACK_TOP] * L.FRAME_WIDTH
    b[f] = C.PROC_QUEUE
    b[L.HDR_STACK_TOP] += 1
    b[L.HDR_DECISION] = C.DEC_ORDER
    return DMDuel.from_buffer(b)


def test_illusionary_merfolk_condition_is_read_when_it_resolves_c092():
    # Black Feather's effect resolves first and destroys the Cyber Lord: Merfolk draws nothing.
    d = _queued([TROPICO, MERFOLK, "Black Feather, Shadow of Rage"], [MERFOLK, "Black Feather, Shadow of Rage"])
    assert d.decision() == "order"
    d.apply(C.ACT_ORDER + 1)
    assert d.decision() == "choose"
    pick(d, 0, TROPICO)
    settle(d)
    assert d.names(0, "graveyard") == [TROPICO] and d.zone(0, "hand") == [] and d.decision() == "main"
    # The other order: Merfolk resolves while Tropico is there and draws.
    d = _queued([TROPICO, MERFOLK, "Black Feather, Shadow of Rage"], [MERFOLK, "Black Feather, Shadow of Rage"])
    d.apply(C.ACT_ORDER + 0)
    _draws(d, (YES, PASS))
    assert len(d.zone(0, "hand")) == 1


@pytest.mark.parametrize("answers,n", [((PASS,), 0), ((YES, PASS), 1), ((YES, YES), 2)])
def test_king_ripped_hide_draws_up_to_two(answers, n):
    name = "King Ripped-Hide"
    d = pos(hands=([name], []), mana=(mana_for(name), []), decks=([LOK, FANG, HORNET], [MANE] * 5))
    play(d, name)
    _draws(d, answers)
    assert d.decision() == "main" and len(d.zone(0, "hand")) == n and len(d.zone(0, "deck")) == 3 - n


SHARK = "Saucer-Head Shark"


def test_saucer_head_shark_returns_every_creature_of_power_2000_or_less_both_sides():
    d = pos(hands=([SHARK], []), mana=(mana_for(SHARK), []),
            battle=([REUSOL, LOK, IOCANT, (ZYLER, {"tapped": True})], [MANE, CHILIAS, VEHICLE, FANG]))
    play(d, SHARK)
    settle(d)
    # 2000 and less go (Power Attacker counts only while attacking); 2500 and more stay.
    assert sorted(d.names(0, "hand")) == sorted([REUSOL, IOCANT, ZYLER])
    assert sorted(d.names(1, "hand")) == sorted([MANE, VEHICLE])
    assert sorted(d.names(0, "battle")) == sorted([LOK, SHARK]) and sorted(d.names(1, "battle")) == sorted([CHILIAS, FANG])
    assert d.decision() == "main"


def test_saucer_head_shark_reads_the_current_power_iocant_with_an_angel_command_stays():
    d = pos(hands=([SHARK], []), mana=(mana_for(SHARK), []), battle=([IOCANT, URTH], [IOCANT]))
    play(d, SHARK)
    settle(d)
    assert d.names(0, "hand") == [] and d.names(1, "hand") == [IOCANT]  # 4000 / 2000


def test_spiral_gate_returns_one_creature_of_either_side_to_its_owners_hand():
    for who, name in ((1, FANG), (0, LOK)):
        d = pos(hands=(["Spiral Gate"], []), mana=(mana_for("Spiral Gate"), []), battle=([LOK], [FANG]))
        play(d, "Spiral Gate")
        assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(0, LOK), (1, FANG)]
        pick(d, who, name)
        assert d.names(who, "hand") == [name] and d.names(0, "graveyard") == ["Spiral Gate"]


def test_spiral_gate_with_no_creature_still_resolves_c139_c206():
    d = pos(hands=(["Spiral Gate"], []), mana=(mana_for("Spiral Gate"), []))
    play(d, "Spiral Gate")
    assert d.decision() == "main" and d.names(0, "graveyard") == ["Spiral Gate"]
    assert all(d.tapped(c) for c in d.zone(0, "mana"))


def test_spiral_gate_as_shield_trigger_returns_the_attacker_c184_c168():
    d = pos(turn_player=1, battle=([], [FANG, HORNET]), shields=(["Spiral Gate", LOK], []))
    break_shield(d, FANG, "Spiral Gate")
    use_trigger(d, "Spiral Gate")
    pick(d, 1, FANG)
    assert d.names(1, "hand") == [FANG] and d.decision() == "attack" and d.turn_player() == 1
    assert d.names(0, "shields") == [LOK]


def test_teleportation_returns_up_to_two_creatures_of_either_side():
    def cast():
        d = pos(hands=(["Teleportation"], []), mana=(mana_for("Teleportation"), []), battle=([LOK], [FANG, HORNET]))
        play(d, "Teleportation")
        assert d.decision() == "choose" and can_pass(d)
        assert offered(d) == [(0, LOK), (1, FANG), (1, HORNET)]
        return d
    d = cast()
    pick(d, 0, LOK)
    pick(d, 1, HORNET)
    assert d.decision() == "main" and d.names(0, "hand") == [LOK] and d.names(1, "hand") == [HORNET]
    d = cast()
    pick(d, 1, FANG)
    d.apply(PASS)
    assert d.names(1, "hand") == [FANG] and d.names(1, "battle") == [HORNET] and d.names(0, "battle") == [LOK]
    d = cast()
    d.apply(PASS)
    assert d.names(1, "hand") == [] and d.names(0, "hand") == [] and d.names(0, "graveyard") == ["Teleportation"]


def test_tropico_cannot_be_blocked_with_two_other_creatures_of_yours():
    d = pos(battle=([TROPICO, LOK, (FANG, {"tapped": True})], [EMERALD]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, TROPICO)
    assert d.decision() != "block" and d.names(1, "hand") == [LOK]


def test_tropico_can_be_blocked_with_one_other_creature_opponents_do_not_count():
    d = pos(battle=([TROPICO, LOK], [EMERALD, FANG, HORNET]), shields=([], [LOK]))
    assert d.power(d.find(0, TROPICO)) == 3000
    to_attack(d)
    attack_player(d, TROPICO)
    assert d.decision() == "block" and offered(d) == [(1, EMERALD)]


def test_tropico_condition_is_continuous_c100():
    # Two others, but one of them attacks first and is destroyed by a blocker: Tropico is then
    # blockable.
    d = pos(battle=([TROPICO, MANE, LOK], [DIA_NORK, EMERALD]), shields=([], [LOK, LOK]))
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, DIA_NORK)
    assert d.names(0, "graveyard") == [MANE]
    attack_player(d, TROPICO)
    assert d.decision() == "block" and offered(d) == [(1, EMERALD)]


UNICORN = "Unicorn Fish"


def test_unicorn_fish_may_return_one_creature_of_either_side():
    d = pos(hands=([UNICORN], []), mana=(mana_for(UNICORN), []), battle=([LOK], [FANG]))
    play(d, UNICORN)
    assert d.decision() == "choose" and can_pass(d)
    assert {(0, LOK), (1, FANG)} <= set(offered(d))
    pick(d, 1, FANG)
    assert d.names(1, "hand") == [FANG] and d.decision() == "main"
    d = pos(hands=([UNICORN], []), mana=(mana_for(UNICORN), []), battle=([LOK], [FANG]))
    play(d, UNICORN)
    d.apply(PASS)
    assert d.names(1, "battle") == [FANG] and d.names(0, "battle") == [LOK, UNICORN]
    d = pos(hands=([UNICORN], []), mana=(mana_for(UNICORN), []), battle=([LOK], [FANG]))
    play(d, UNICORN)
    pick(d, 0, LOK)
    assert d.names(0, "hand") == [LOK]


def test_virtual_tripwire_taps_one_opposing_creature_and_is_no_shield_trigger():
    d = pos(hands=(["Virtual Tripwire"], []), mana=(mana_for("Virtual Tripwire"), []), battle=([LOK], [FANG, HORNET]))
    play(d, "Virtual Tripwire")
    assert not can_pass(d) and offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, HORNET)
    assert d.tapped(d.find(1, HORNET)) and not d.tapped(d.find(1, FANG))
    d = pos(turn_player=1, battle=([], [FANG, HORNET]), shields=(["Virtual Tripwire"], []))
    break_shield(d, FANG, "Virtual Tripwire")
    assert d.decision() == "attack" and d.names(0, "hand") == ["Virtual Tripwire"]  # no Shield Trigger


SNIPER = "Aqua Sniper"


def test_aqua_sniper_returns_up_to_two_creatures_of_either_side():
    for picks in ([], [(1, FANG)], [(0, LOK), (1, HORNET)]):
        d = pos(hands=([SNIPER], []), mana=(mana_for(SNIPER), []), battle=([LOK], [FANG, HORNET]))
        play(d, SNIPER)
        assert d.decision() == "choose" and can_pass(d)
        assert {(0, LOK), (1, FANG), (1, HORNET)} <= set(offered(d))
        for who, name in picks:
            pick(d, who, name)
        if d.decision() == "choose":
            d.apply(PASS)
        assert d.decision() == "main"
        assert sorted((p, n) for p in (0, 1) for n in d.names(p, "hand")) == sorted(picks)


# ============================ Darkness =======================================================

FEATHER = "Black Feather, Shadow of Rage"
STINGER = "Stinger Worm"


@pytest.mark.parametrize("name", [FEATHER, STINGER])
def test_black_feather_stinger_worm_alone_must_destroy_themselves(name):
    d = pos(hands=([name], []), mana=(mana_for(name), []), battle=([], [FANG]))
    play(d, name)
    settle(d)  # the only own creature is itself: it must be picked
    assert d.names(0, "graveyard") == [name] and d.names(0, "battle") == [] and d.names(1, "battle") == [FANG]


@pytest.mark.parametrize("name", [FEATHER, STINGER])
def test_black_feather_stinger_worm_destroy_one_of_your_creatures_it_must(name):
    d = pos(hands=([name], []), mana=(mana_for(name), []), battle=([LOK], [FANG]))
    play(d, name)
    assert d.decision() == "choose" and not can_pass(d)
    assert offered(d) == sorted([(0, LOK), (0, name)])  # only yours, this one counts
    pick(d, 0, LOK)
    assert d.names(0, "graveyard") == [LOK] and d.names(0, "battle") == [name] and d.decision() == "main"


def test_black_feather_destroying_chilias_sends_it_to_hand_c105():
    d = pos(hands=([FEATHER], []), mana=(mana_for(FEATHER), []), battle=([CHILIAS], []))
    play(d, FEATHER)
    pick(d, 0, CHILIAS)
    assert d.names(0, "hand") == [CHILIAS] and d.names(0, "graveyard") == []


@pytest.mark.parametrize("name", ["Bloody Squito", "Dark Clown"])
def test_bloody_squito_dark_clown_are_destroyed_after_winning_a_battle_as_blockers(name):
    d = pos(turn_player=1, battle=([name], [FANG]), shields=([LOK], []))
    to_attack(d)
    attack_player(d, FANG)
    pick(d, 0, name)
    settle(d)
    assert d.names(1, "graveyard") == [FANG] and d.names(0, "graveyard") == [name]
    assert d.names(0, "shields") == [LOK]


def test_bloody_squito_losing_or_not_battling_is_not_destroyed_by_its_text():
    d = pos(turn_player=1, battle=(["Bloody Squito"], [FANG]), shields=([LOK], []))
    to_attack(d)
    attack_player(d, FANG)
    d.apply(PASS)  # no block: no battle
    settle(d)
    assert d.names(0, "battle") == ["Bloody Squito"]
    d = pos(turn_player=1, battle=(["Dark Clown"], ["Gigaberos"]), shields=([LOK], []))
    to_attack(d)
    attack_player(d, "Gigaberos")
    pick(d, 0, "Dark Clown")  # 6000 against 8000: the Clown loses (destroyed by the battle)
    settle(d)
    assert d.names(0, "graveyard") == ["Dark Clown"] and d.names(1, "battle") == ["Gigaberos"]


def test_bone_spider_is_destroyed_after_it_wins_attacking_or_attacked():
    d = pos(battle=(["Bone Spider"], [(LOK, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bone Spider", LOK)
    settle(d)
    assert d.names(1, "graveyard") == [LOK] and d.names(0, "graveyard") == ["Bone Spider"]
    d = pos(turn_player=1, battle=([("Bone Spider", {"tapped": True})], [FANG]))
    to_attack(d)
    attack_creature(d, FANG, "Bone Spider")
    settle(d)
    assert d.names(1, "graveyard") == [FANG] and d.names(0, "graveyard") == ["Bone Spider"]


def test_bone_spider_that_loses_to_a_slayer_and_wins_is_destroyed_once():
    # Bone Spider (5000) beats Bone Assassin (2000, Slayer): the Slayer destroys it; its own
    # "destroyed after it wins" then finds it gone. One Bone Spider in the graveyard.
    d = pos(battle=(["Bone Spider"], [("Bone Assassin, the Ripper", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bone Spider", "Bone Assassin, the Ripper")
    settle(d)
    assert d.names(0, "graveyard") == ["Bone Spider"] and d.names(1, "graveyard") == ["Bone Assassin, the Ripper"]


PLAGUE = "Creeping Plague"


def test_creeping_plague_a_blocked_creature_of_yours_gains_slayer_c238():
    d = pos(hands=([PLAGUE], []), mana=(mana_for(PLAGUE), []), battle=([MANE], [DIA_NORK]), shields=([], [LOK]))
    play(d, PLAGUE)
    assert d.names(0, "graveyard") == [PLAGUE]
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, DIA_NORK)
    settle(d)
    # Mane (2000) loses to Dia Nork (5000), and Slayer destroys Dia Nork.
    assert d.names(0, "graveyard") == [PLAGUE, MANE] and d.names(1, "graveyard") == [DIA_NORK]
    assert d.names(1, "shields") == [LOK]


def test_creeping_plague_an_unblocked_creature_gains_no_slayer():
    d = pos(hands=([PLAGUE], []), mana=(mana_for(PLAGUE), []), battle=([MANE], [(LOK, {"tapped": True})]))
    play(d, PLAGUE)
    to_attack(d)
    attack_creature(d, MANE, LOK)  # a battle, but no block
    settle(d)
    assert d.names(0, "graveyard") == [PLAGUE, MANE] and d.names(1, "battle") == [LOK]


def test_creeping_plague_ends_with_the_turn_c104():
    d = pos(hands=([PLAGUE], []), mana=(mana_for(PLAGUE), []), battle=([MANE], [DIA_NORK]), shields=([], [LOK]))
    play(d, PLAGUE)
    to_next_main(d)
    to_next_main(d)
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, DIA_NORK)
    settle(d)
    assert d.names(0, "graveyard") == [PLAGUE, MANE] and d.names(1, "battle") == [DIA_NORK]


def test_creeping_plague_covers_every_creature_of_yours_blocked_in_the_rest_of_the_turn():
    # "any of your creatures that becomes blocked": the second one blocked later gains it too.
    d = pos(hands=([PLAGUE], []), mana=(mana_for(PLAGUE), []), battle=([MANE, VEHICLE], [DIA_NORK, EMERALD]),
            shields=([], [LOK, LOK]))
    play(d, PLAGUE)
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, DIA_NORK)
    settle(d)
    attack_player(d, VEHICLE)
    pick(d, 1, EMERALD)
    settle(d)
    assert sorted(d.names(1, "graveyard")) == sorted([DIA_NORK, EMERALD])
    assert d.names(1, "shields") == [LOK, LOK]


REVERSAL = "Dark Reversal"


def test_dark_reversal_takes_a_creature_not_a_spell_from_your_graveyard():
    d = pos(hands=([REVERSAL], []), mana=(mana_for(REVERSAL), []), graveyards=([LOK, "Terror Pit", MANE], [FANG]))
    play(d, REVERSAL)
    assert d.decision() == "choose" and not can_pass(d)
    assert offered(d) == [(0, MANE), (0, LOK)]  # not the spell, not itself, not the opponent's
    pick(d, 0, LOK, "graveyard")
    assert d.names(0, "hand") == [LOK] and sorted(d.names(0, "graveyard")) == sorted(["Terror Pit", MANE, REVERSAL])


def test_dark_reversal_with_no_creature_in_the_graveyard_still_resolves():
    d = pos(hands=([REVERSAL], []), mana=(mana_for(REVERSAL), []), graveyards=(["Terror Pit"], [FANG]))
    play(d, REVERSAL)
    assert d.decision() == "main" and d.names(0, "hand") == []
    assert d.names(0, "graveyard") == ["Terror Pit", REVERSAL] and d.names(1, "graveyard") == [FANG]


def test_dark_reversal_as_shield_trigger_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=([REVERSAL], []), graveyards=([LOK], [HORNET]))
    break_shield(d, FANG, REVERSAL)
    use_trigger(d, REVERSAL)
    settle(d)
    assert d.names(0, "hand") == [LOK] and d.names(0, "graveyard") == [REVERSAL] and d.names(1, "graveyard") == [HORNET]


def test_death_smoke_destroys_one_untapped_opposing_creature():
    d = pos(hands=(["Death Smoke"], []), mana=(mana_for("Death Smoke"), []),
            battle=([LOK], [FANG, (HORNET, {"tapped": True}), SHEPHERD]))
    play(d, "Death Smoke")
    assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(1, FANG), (1, SHEPHERD)]
    pick(d, 1, SHEPHERD)
    assert d.names(1, "graveyard") == [SHEPHERD]
    d = pos(hands=(["Death Smoke"], []), mana=(mana_for("Death Smoke"), []), battle=([LOK], [(HORNET, {"tapped": True})]))
    play(d, "Death Smoke")
    assert d.decision() == "main" and d.names(1, "battle") == [HORNET] and d.names(0, "graveyard") == ["Death Smoke"]


@pytest.mark.parametrize("name", ["Ghost Touch", "Masked Horror, Shadow of Scorn"])
def test_ghost_touch_masked_horror_opponent_discards_one_at_random_c137(name):
    seen = set()
    for seed in range(12):
        d = pos(hands=([name], [LOK, FANG, HORNET]), mana=(mana_for(name), []), seed=seed)
        play(d, name)
        assert d.decision() == "main"  # nobody chooses
        assert len(d.zone(1, "hand")) == 2 and len(d.zone(1, "graveyard")) == 1
        assert sorted(d.names(1, "hand") + d.names(1, "graveyard")) == sorted([LOK, FANG, HORNET])
        seen.add(d.names(1, "graveyard")[0])
    assert len(seen) >= 2  # random, not always the same card


@pytest.mark.parametrize("name", ["Ghost Touch", "Masked Horror, Shadow of Scorn"])
def test_ghost_touch_masked_horror_with_an_empty_hand_do_nothing(name):
    d = pos(hands=([name], []), mana=(mana_for(name), []))
    play(d, name)
    assert d.decision() == "main" and d.zone(1, "graveyard") == [] and d.zone(0, "hand") == []


def test_ghost_touch_as_shield_trigger_the_attacker_discards_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=(["Ghost Touch"], []), hands=([LOK], [HORNET]))
    break_shield(d, FANG, "Ghost Touch")
    use_trigger(d, "Ghost Touch")
    assert d.names(1, "graveyard") == [HORNET] and d.names(1, "hand") == [] and d.names(0, "hand") == [LOK]


GIGABEROS = "Gigaberos"


def test_gigaberos_with_fewer_than_two_others_destroys_itself():
    for others in ([], [LOK]):
        d = pos(hands=([GIGABEROS], []), mana=(mana_for(GIGABEROS), []), battle=(others, [FANG, HORNET]))
        play(d, GIGABEROS)
        settle(d)
        assert d.decision() == "main"
        assert d.names(0, "graveyard") == [GIGABEROS] and d.names(0, "battle") == others
        assert d.names(1, "battle") == [FANG, HORNET]


def _gigaberos_options(d):
    """From Gigaberos's decision: the outcomes reachable (graveyard of player 0)."""
    results = set()

    def walk(e):
        settle(e)
        if e.decision() not in ("choose", "yesno"):
            results.add(tuple(sorted(e.names(0, "graveyard"))))
            return
        assert e.current_player() == 0
        for a in e.legal_actions():
            f = e.clone()
            f.apply(int(a))
            walk(f)
    walk(d)
    return results


def test_gigaberos_with_two_or_more_others_destroys_two_others_or_itself():
    # As the card data's text reads ("either ... or"). Doubt for the rules owner: the Japanese
    # card ("put 2 of your other creatures into your graveyard; if you don't, put this one") is
    # ruled mandatory (dmwiki: with 2 or more others you must destroy them), which would remove
    # the "itself" branch while 2 others exist.
    d = pos(hands=([GIGABEROS], []), mana=(mana_for(GIGABEROS), []), battle=([LOK, FANG, HORNET], [SHEPHERD]))
    play(d, GIGABEROS)
    outcomes = _gigaberos_options(d)
    assert outcomes == {(GIGABEROS,), tuple(sorted([LOK, FANG])), tuple(sorted([LOK, HORNET])),
                        tuple(sorted([FANG, HORNET]))}
    d = pos(hands=([GIGABEROS], []), mana=(mana_for(GIGABEROS), []), battle=([LOK, FANG], [SHEPHERD]))
    play(d, GIGABEROS)
    assert _gigaberos_options(d) == {(GIGABEROS,), tuple(sorted([LOK, FANG]))}


GIGARGON = "Gigargon"


@pytest.mark.parametrize("picks", [[], [LOK], [LOK, MANE]])
def test_gigargon_takes_up_to_two_creatures_from_your_graveyard(picks):
    d = pos(hands=([GIGARGON], []), mana=(mana_for(GIGARGON), []), graveyards=([LOK, "Terror Pit", MANE, FANG], [HORNET]))
    play(d, GIGARGON)
    assert d.decision() == "choose" and can_pass(d)
    assert offered(d) == [(0, MANE), (0, FANG), (0, LOK)]
    for name in picks:
        pick(d, 0, name, "graveyard")
    if d.decision() == "choose":
        d.apply(PASS)
    assert d.decision() == "main" and sorted(d.names(0, "hand")) == sorted(picks)
    assert d.names(1, "graveyard") == [HORNET]


SWAMP = "Swamp Worm"


def test_swamp_worm_the_opponent_picks_one_of_theirs_and_destroys_it():
    d = pos(hands=([SWAMP], []), mana=(mana_for(SWAMP), []), battle=([LOK], [FANG, HORNET]))
    play(d, SWAMP)
    assert d.decision() == "choose" and d.current_player() == 1 and not can_pass(d)
    assert offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, FANG)
    assert d.names(1, "graveyard") == [FANG] and d.names(0, "battle") == [LOK, SWAMP] and d.decision() == "main"


def test_swamp_worm_opponent_without_creatures_nothing_happens():
    d = pos(hands=([SWAMP], []), mana=(mana_for(SWAMP), []), battle=([LOK], []))
    play(d, SWAMP)
    assert d.decision() == "main" and d.names(0, "battle") == [LOK, SWAMP] and d.names(0, "graveyard") == []


def test_swamp_worm_destroying_aqua_knight_returns_it_c105():
    d = pos(hands=([SWAMP], []), mana=(mana_for(SWAMP), []), battle=([], ["Aqua Knight"]))
    play(d, SWAMP)
    settle(d)
    assert d.names(1, "hand") == ["Aqua Knight"] and d.names(1, "graveyard") == []


def test_terror_pit_destroys_one_opposing_creature_tapped_or_not():
    d = pos(hands=(["Terror Pit"], []), mana=(mana_for("Terror Pit"), []), battle=([LOK], [FANG, (GRAN_GURE, {"tapped": True})]))
    play(d, "Terror Pit")
    assert not can_pass(d) and offered(d) == [(1, FANG), (1, GRAN_GURE)]
    pick(d, 1, GRAN_GURE)
    assert d.names(1, "graveyard") == [GRAN_GURE]
    d = pos(hands=(["Terror Pit"], []), mana=(mana_for("Terror Pit"), []), battle=([LOK], []))
    play(d, "Terror Pit")
    assert d.decision() == "main" and d.names(0, "battle") == [LOK] and d.names(0, "graveyard") == ["Terror Pit"]


def test_terror_pit_as_shield_trigger_destroys_any_attacking_side_creature_c184():
    d = pos(turn_player=1, battle=([], [FANG, GRAN_GURE]), shields=(["Terror Pit"], []))
    break_shield(d, FANG, "Terror Pit")
    use_trigger(d, "Terror Pit")
    assert d.current_player() == 0 and offered(d) == [(1, FANG), (1, GRAN_GURE)]
    pick(d, 1, GRAN_GURE)
    assert d.names(1, "graveyard") == [GRAN_GURE] and d.names(0, "graveyard") == ["Terror Pit"]


SILPHY = "Vampire Silphy"


def test_vampire_silphy_destroys_every_creature_of_power_3000_or_less_both_sides():
    d = pos(hands=([SILPHY], []), mana=(mana_for(SILPHY), []),
            battle=([IERE, MANE, LOK, (ZYLER, {"tapped": True})], [FANG, CHILIAS, HORNET, "Coiling Vines", IOCANT, URTH]))
    play(d, SILPHY)
    settle(d)
    assert sorted(d.names(0, "graveyard")) == sorted([IERE, MANE, ZYLER])
    assert sorted(d.names(0, "battle")) == sorted([LOK, SILPHY])
    # Fang (3000) destroyed; Chilias to hand and Coiling Vines to mana instead; Iocant is 4000
    # with Urth; Hornet (4000) stays.
    assert d.names(1, "graveyard") == [FANG] and d.names(1, "hand") == [CHILIAS] and d.names(1, "mana") == ["Coiling Vines"]
    assert sorted(d.names(1, "battle")) == sorted([HORNET, IOCANT, URTH])


# ============================ Fire ===========================================================

def test_urherion_has_2000_more_while_attacking_with_a_human_of_yours():
    d = pos(battle=([URHERION, VORG], [EMERALD]), shields=([], [LOK]))
    assert d.power(d.find(0, URHERION)) == 3000  # not attacking
    assert attack_power(d, 0, URHERION, EMERALD) == 5000
    for own, opp in (([], []), ([], [VORG])):  # no Human, or only the opponent's
        d = pos(battle=([URHERION] + own, [EMERALD] + opp), shields=([], [LOK]))
        assert attack_power(d, 0, URHERION, EMERALD) == 3000


def test_urherion_with_a_human_beats_a_4000_it_attacks_c237():
    for own, won in (([VORG], True), ([], False)):
        d = pos(battle=([URHERION] + own, [(LOK, {"tapped": True})]))
        to_attack(d)
        attack_creature(d, URHERION, LOK)
        settle(d)
        assert (d.names(1, "graveyard") == [LOK]) is won and (d.names(0, "graveyard") == [URHERION]) is (not won)


def test_horvath_has_2000_more_while_attacking_with_an_armorloid_of_yours():
    d = pos(battle=([HORVATH, URHERION], [EMERALD]), shields=([], [LOK]))
    assert d.power(d.find(0, HORVATH)) == 2000
    assert attack_power(d, 0, HORVATH, EMERALD) == 4000
    d = pos(battle=([HORVATH, URHERION, ROTHUS], [EMERALD]), shields=([], [LOK]))
    assert attack_power(d, 0, HORVATH, EMERALD) == 4000  # "an Armorloid": once, not per Armorloid
    d = pos(battle=([HORVATH], [EMERALD, URHERION]), shields=([], [LOK]))
    assert attack_power(d, 0, HORVATH, EMERALD) == 2000


def test_horvath_and_urherion_help_each_other():
    d = pos(battle=([HORVATH, URHERION], [EMERALD]), shields=([], [LOK]))
    assert attack_power(d, 0, URHERION, EMERALD) == 5000


@pytest.mark.parametrize("name", ["Artisan Picora", "Onslaughter Triceps"])
def test_picora_triceps_put_one_of_your_mana_cards_into_the_graveyard_it_must(name):
    d = pos(hands=([name], []), mana=([VORG] * 3 + [MANE], [SKELETON]), battle=([], []))
    play(d, name)
    assert d.decision() == "choose" and d.current_player() == 0 and not can_pass(d)
    assert offered(d) == sorted([(0, VORG)] * 3 + [(0, MANE)])  # tapped ones too; only yours
    pick(d, 0, MANE, "mana")
    assert d.names(0, "graveyard") == [MANE] and d.names(0, "mana") == [VORG] * 3 and d.names(1, "mana") == [SKELETON]


def test_explosive_fighter_ucarn_puts_two_of_your_mana_cards_into_the_graveyard():
    name = "Explosive Fighter Ucarn"
    d = pos(hands=([name], []), mana=([VORG] * 5 + [MANE, FANG], []))
    play(d, name)
    assert d.decision() == "choose" and not can_pass(d) and len(offered(d)) == 7
    pick(d, 0, MANE, "mana")
    assert d.decision() == "choose" and not can_pass(d) and len(offered(d)) == 6
    pick(d, 0, FANG, "mana")
    assert d.decision() == "main" and sorted(d.names(0, "graveyard")) == sorted([MANE, FANG])
    assert d.names(0, "mana") == [VORG] * 5


BOLSHACK = "Bolshack Dragon"


def test_bolshack_dragon_has_1000_more_per_fire_card_in_your_graveyard_while_attacking():
    d = pos(battle=([BOLSHACK], [EMERALD]), shields=([], [LOK]),
            graveyards=([ZYLER, "Crimson Hammer", MANE, VORG], [VORG, "Tornado Flame"]))
    assert d.power(d.find(0, BOLSHACK)) == 6000
    assert attack_power(d, 0, BOLSHACK, EMERALD) == 9000  # 3 Fire cards (a spell counts), not Mane, not theirs
    d = pos(battle=([BOLSHACK], [EMERALD]), shields=([], [LOK]), graveyards=([MANE], [VORG]))
    assert attack_power(d, 0, BOLSHACK, EMERALD) == 6000


def test_bolshack_dragon_with_two_fire_cards_beats_an_8000():
    d = pos(battle=([BOLSHACK], [(GIGABEROS, {"tapped": True})]), graveyards=([VORG, ZYLER, "Crimson Hammer"], []))
    to_attack(d)
    attack_creature(d, BOLSHACK, GIGABEROS)
    settle(d)
    assert d.names(1, "graveyard") == [GIGABEROS] and d.names(0, "battle") == [BOLSHACK]


def test_burning_power_one_of_your_creatures_gains_power_attacker_2000_c237():
    d = pos(hands=(["Burning Power"], []), mana=(mana_for("Burning Power"), []),
            battle=([MANE, GHOUL], [(FANG, {"tapped": True}), (IERE, {"tapped": True})]))
    play(d, "Burning Power")
    assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(0, MANE), (0, GHOUL)]
    pick(d, 0, MANE)
    assert d.power(d.find(0, MANE)) == 2000  # only while attacking
    to_attack(d)
    attack_creature(d, MANE, FANG)  # 4000 against 3000
    settle(d)
    assert d.names(1, "graveyard") == [FANG]
    attack_creature(d, GHOUL, IERE)  # not picked: 2000 against 3000
    settle(d)
    assert d.names(0, "graveyard") == ["Burning Power", GHOUL]


CHAOS = "Chaos Strike"


def test_chaos_strike_your_creatures_may_attack_the_picked_untapped_creature():
    d = pos(hands=([CHAOS], []), mana=(mana_for(CHAOS), []), battle=([SHEPHERD, FANG], [LOK, LAH, (HORNET, {"tapped": True})]))
    play(d, CHAOS)
    assert d.decision() == "choose" and offered(d) == [(1, LAH), (1, LOK)]  # untapped opposing creatures
    pick(d, 1, LOK)
    assert d.decision() == "main"
    to_attack(d)
    texts = [d.describe(int(a)) for a in d.legal_actions()]
    for att in (SHEPHERD, FANG):
        assert f"attack {LOK} with {att}" in texts and f"attack {HORNET} with {att}" in texts
        assert f"attack {LAH} with {att}" not in texts
    attack_creature(d, SHEPHERD, LOK)
    settle(d)
    assert d.names(1, "graveyard") == [LOK]


def test_chaos_strike_ends_with_the_turn_c104():
    d = pos(hands=([CHAOS], []), mana=(mana_for(CHAOS), []), battle=([SHEPHERD], [LOK]))
    play(d, CHAOS)
    settle(d)
    to_next_main(d)
    to_next_main(d)
    to_attack(d)
    assert f"attack {LOK} with {SHEPHERD}" not in [d.describe(int(a)) for a in d.legal_actions()]


def test_chaos_strike_with_no_untapped_opposing_creature_still_resolves():
    d = pos(hands=([CHAOS], []), mana=(mana_for(CHAOS), []), battle=([SHEPHERD], [(LOK, {"tapped": True})]))
    play(d, CHAOS)
    assert d.decision() == "main" and d.names(0, "graveyard") == [CHAOS]


def test_crimson_hammer_destroys_one_opposing_creature_of_power_2000_or_less():
    d = pos(hands=(["Crimson Hammer"], []), mana=(mana_for("Crimson Hammer"), []),
            battle=([REUSOL], [MANE, CHILIAS, VEHICLE, FANG, (ZYLER, {"tapped": True})]))
    play(d, "Crimson Hammer")
    assert not can_pass(d) and offered(d) == sorted([(1, MANE), (1, VEHICLE), (1, ZYLER)])  # 2500 is too much
    pick(d, 1, MANE)
    assert d.names(1, "graveyard") == [MANE]
    d = pos(hands=(["Crimson Hammer"], []), mana=(mana_for("Crimson Hammer"), []), battle=([], [IOCANT, URTH, CHILIAS]))
    play(d, "Crimson Hammer")  # Iocant is 4000 with Urth: nothing to destroy
    assert d.decision() == "main" and d.names(1, "graveyard") == [] and d.names(0, "graveyard") == ["Crimson Hammer"]


MAGMA = "Magma Gazer"


def test_magma_gazer_power_attacker_4000_and_double_breaker_this_turn_c172():
    d = pos(hands=([MAGMA], []), mana=(mana_for(MAGMA), []), battle=([MANE, GHOUL], [EMERALD]), shields=([], [LOK, LAH, IERE]))
    play(d, MAGMA)
    assert d.decision() == "choose" and not can_pass(d) and offered(d) == [(0, MANE), (0, GHOUL)]
    pick(d, 0, MANE)
    assert kw(d, 0, MANE, V.KW_DOUBLE_BREAKER) and not kw(d, 0, GHOUL, V.KW_DOUBLE_BREAKER)
    assert d.power(d.find(0, MANE)) == 2000
    assert attack_power(d, 0, MANE, EMERALD) == 6000
    d.apply(PASS)  # no block
    assert d.decision() == "shield"
    pick(d, 1, LOK, "shields")
    assert d.decision() == "shield"
    pick(d, 1, LAH, "shields")
    settle(d)
    assert sorted(d.names(1, "hand")) == sorted([LOK, LAH]) and d.names(1, "shields") == [IERE]


def test_magma_gazer_grant_ends_with_the_turn_c104():
    d = pos(hands=([MAGMA], []), mana=(mana_for(MAGMA), []), battle=([MANE], [EMERALD]), shields=([], [LOK, LAH, IERE]))
    play(d, MAGMA)
    settle(d)
    to_next_main(d)
    to_next_main(d)
    assert not kw(d, 0, MANE, V.KW_DOUBLE_BREAKER)
    assert attack_power(d, 0, MANE, EMERALD) == 2000


METEOSAUR = "Meteosaur"


def test_meteosaur_may_destroy_one_opposing_creature_of_power_2000_or_less():
    base = dict(hands=([METEOSAUR], []), mana=(mana_for(METEOSAUR), []), battle=([REUSOL], [MANE, CHILIAS, VEHICLE, FANG]))
    d = pos(**base)
    play(d, METEOSAUR)
    assert d.decision() == "choose" and can_pass(d) and offered(d) == sorted([(1, MANE), (1, VEHICLE)])
    pick(d, 1, MANE)
    assert d.names(1, "graveyard") == [MANE] and d.decision() == "main"
    d = pos(**base)
    play(d, METEOSAUR)
    d.apply(PASS)
    assert d.names(1, "graveyard") == [] and len(d.zone(1, "battle")) == 4


def test_rothus_you_destroy_one_of_yours_then_the_opponent_one_of_theirs():
    d = pos(hands=([ROTHUS], []), mana=(mana_for(ROTHUS), []), battle=([LOK], [FANG, HORNET]))
    play(d, ROTHUS)
    assert d.decision() == "choose" and d.current_player() == 0 and not can_pass(d)
    assert offered(d) == sorted([(0, LOK), (0, ROTHUS)])
    pick(d, 0, LOK)
    assert d.decision() == "choose" and d.current_player() == 1 and not can_pass(d)
    assert offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, HORNET)
    assert d.names(0, "graveyard") == [LOK] and d.names(1, "graveyard") == [HORNET] and d.names(0, "battle") == [ROTHUS]


def test_rothus_alone_destroys_itself_and_the_opponent_still_destroys_one():
    d = pos(hands=([ROTHUS], []), mana=(mana_for(ROTHUS), []), battle=([], [FANG, HORNET]))
    play(d, ROTHUS)
    settle(d)
    assert d.names(0, "graveyard") == [ROTHUS]
    assert d.decision() == "choose" and d.current_player() == 1
    pick(d, 1, FANG)
    assert d.names(1, "graveyard") == [FANG] and d.names(1, "battle") == [HORNET]
    d = pos(hands=([ROTHUS], []), mana=(mana_for(ROTHUS), []), battle=([LOK], []))
    play(d, ROTHUS)
    pick(d, 0, ROTHUS)
    assert d.decision() == "main" and d.names(0, "battle") == [LOK]


def test_tornado_flame_destroys_one_opposing_creature_of_power_4000_or_less():
    d = pos(hands=(["Tornado Flame"], []), mana=(mana_for("Tornado Flame"), []),
            battle=([LOK], [HORNET, SHEPHERD, LAH, IOCANT]))
    play(d, "Tornado Flame")
    assert not can_pass(d) and offered(d) == [(1, HORNET), (1, IOCANT)]
    pick(d, 1, HORNET)
    assert d.names(1, "graveyard") == [HORNET]


def test_tornado_flame_as_shield_trigger_c184():
    d = pos(turn_player=1, battle=([], [SHEPHERD, HORNET]), shields=(["Tornado Flame"], []))
    break_shield(d, SHEPHERD, "Tornado Flame")
    use_trigger(d, "Tornado Flame")
    settle(d)  # only Hornet (4000) qualifies; the 5000 attacker does not
    assert d.names(1, "graveyard") == [HORNET] and d.names(1, "battle") == [SHEPHERD]


def test_scarlet_skyterror_destroys_every_blocker_on_both_sides():
    name = "Scarlet Skyterror"
    d = pos(hands=([name], []), mana=(mana_for(name), []),
            battle=([EMERALD, LOK], [DIA_NORK, KING_CORAL, "Bloody Squito", FANG]))
    play(d, name)
    settle(d)
    assert d.names(0, "graveyard") == [EMERALD] and sorted(d.names(0, "battle")) == sorted([LOK, name])
    assert sorted(d.names(1, "graveyard")) == sorted([DIA_NORK, KING_CORAL, "Bloody Squito"])
    assert d.names(1, "battle") == [FANG]


# ============================ Nature =========================================================

def test_aura_blast_every_creature_of_yours_gains_power_attacker_2000():
    d = pos(hands=(["Aura Blast"], []), mana=(mana_for("Aura Blast"), []),
            battle=([MANE, GHOUL], [(FANG, {"tapped": True}), (IERE, {"tapped": True})]))
    play(d, "Aura Blast")
    assert d.decision() == "main"
    assert d.power(d.find(0, MANE)) == 2000
    to_attack(d)
    attack_creature(d, MANE, FANG)
    settle(d)
    attack_creature(d, GHOUL, IERE)
    settle(d)
    assert sorted(d.names(1, "graveyard")) == sorted([FANG, IERE]) and d.names(0, "battle") == [MANE, GHOUL]


@pytest.mark.parametrize("spell", ["Aura Blast", "Burning Power"])
def test_aura_blast_burning_power_end_with_the_turn_c104(spell):
    d = pos(hands=([spell], []), mana=(mana_for(spell), []), battle=([MANE], [EMERALD]), shields=([], [LOK]))
    play(d, spell)
    settle(d)
    to_next_main(d)
    to_next_main(d)
    assert attack_power(d, 0, MANE, EMERALD) == 2000


BRONZE = "Bronze-Arm Tribe"


def test_bronze_arm_tribe_puts_the_top_card_of_your_deck_into_mana_untapped_c049():
    d = pos(hands=([BRONZE], []), mana=(mana_for(BRONZE), []), decks=([LOK, FANG], [MANE] * 5))
    play(d, BRONZE)
    assert d.names(0, "deck") == [LOK] and d.names(0, "mana").count(FANG) == 1
    assert not d.tapped(d.find(0, FANG, "mana")) and d.decision() == "main"


def test_bronze_arm_tribe_taking_the_last_card_of_the_deck_loses_c016():
    d = pos(hands=([BRONZE], []), mana=(mana_for(BRONZE), []), decks=([FANG], [MANE] * 5))
    play(d, BRONZE)
    assert d.is_terminal() and d.winner() == 1 and d.win_reason() == "deck_out"


@pytest.mark.parametrize("name", ["Coiling Vines", "Mighty Shouter", "Red-Eye Scorpion"])
def test_coiling_vines_shouter_scorpion_go_to_mana_instead_of_being_destroyed_c105(name):
    d = pos(battle=(["Gatling Skyterror"], [(name, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Gatling Skyterror", name)  # 7000
    settle(d)
    assert d.names(1, "mana") == [name] and d.names(1, "graveyard") == []
    d = pos(hands=(["Terror Pit"], []), mana=(mana_for("Terror Pit"), []), battle=([], [name]))
    play(d, "Terror Pit")
    settle(d)
    assert d.names(1, "mana") == [name] and d.names(1, "graveyard") == []


def test_coiling_vines_returned_to_hand_is_not_replaced():
    d = pos(hands=(["Spiral Gate"], []), mana=(mana_for("Spiral Gate"), []), battle=([], ["Coiling Vines"]))
    play(d, "Spiral Gate")
    settle(d)
    assert d.names(1, "hand") == ["Coiling Vines"] and d.names(1, "mana") == []


GATE = "Dimension Gate"


def test_dimension_gate_may_take_a_creature_from_your_deck():
    deck = [LOK, "Terror Pit", FANG]
    d = pos(hands=([GATE], []), mana=(mana_for(GATE), []), decks=(deck, [MANE] * 5))
    play(d, GATE)
    assert d.decision() == "choose" and can_pass(d) and offered(d) == [(0, FANG), (0, LOK)]  # creatures only
    pick(d, 0, LOK, "deck")
    assert d.names(0, "hand") == [LOK] and sorted(d.names(0, "deck")) == sorted(["Terror Pit", FANG])
    d = pos(hands=([GATE], []), mana=(mana_for(GATE), []), decks=(deck, [MANE] * 5))
    play(d, GATE)
    d.apply(PASS)
    assert d.names(0, "hand") == [] and len(d.zone(0, "deck")) == 3 and d.names(0, "graveyard") == [GATE]


def test_dimension_gate_as_shield_trigger_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=([GATE], []), decks=([LOK, "Terror Pit"], [MANE] * 5))
    break_shield(d, FANG, GATE)
    use_trigger(d, GATE)
    assert d.current_player() == 0 and offered(d) == [(0, LOK)]
    pick(d, 0, LOK, "deck")
    assert d.names(0, "hand") == [LOK]


def test_natural_snare_puts_one_opposing_creature_into_its_owners_mana():
    d = pos(hands=(["Natural Snare"], []), mana=(mana_for("Natural Snare"), []), battle=([LOK], [FANG, (HORNET, {"tapped": True})]))
    play(d, "Natural Snare")
    assert not can_pass(d) and offered(d) == [(1, FANG), (1, HORNET)]
    pick(d, 1, HORNET)
    assert d.names(1, "mana") == [HORNET] and not d.tapped(d.find(1, HORNET, "mana"))
    assert d.names(0, "graveyard") == ["Natural Snare"]


def test_natural_snare_as_shield_trigger_on_the_attacker_c184():
    d = pos(turn_player=1, battle=([], [FANG]), shields=(["Natural Snare", LOK], []))
    break_shield(d, FANG, "Natural Snare")
    use_trigger(d, "Natural Snare")
    settle(d)
    assert d.names(1, "mana") == [FANG] and d.names(1, "battle") == []


def test_pangaeas_song_moves_one_of_your_creatures_into_your_mana():
    d = pos(hands=(["Pangaea's Song"], []), mana=(mana_for("Pangaea's Song"), []), battle=([LOK, FANG], [HORNET]))
    play(d, "Pangaea's Song")
    assert not can_pass(d) and offered(d) == [(0, FANG), (0, LOK)]
    pick(d, 0, LOK)
    assert LOK in d.names(0, "mana") and d.names(0, "battle") == [FANG] and d.names(1, "battle") == [HORNET]
    d = pos(hands=(["Pangaea's Song"], []), mana=(mana_for("Pangaea's Song"), []), battle=([], [HORNET]))
    play(d, "Pangaea's Song")
    assert d.decision() == "main" and d.names(1, "battle") == [HORNET]


MUSHROOM = "Poisonous Mushroom"


def test_poisonous_mushroom_may_put_a_card_from_your_hand_into_mana():
    d = pos(hands=([MUSHROOM, LOK, "Terror Pit"], []), mana=(mana_for(MUSHROOM), []))
    play(d, MUSHROOM)
    assert d.decision() == "choose" and can_pass(d) and offered(d) == [(0, LOK), (0, "Terror Pit")]
    pick(d, 0, "Terror Pit", "hand")
    assert d.names(0, "hand") == [LOK] and "Terror Pit" in d.names(0, "mana")
    assert not d.tapped(d.find(0, "Terror Pit", "mana"))
    d = pos(hands=([MUSHROOM, LOK], []), mana=(mana_for(MUSHROOM), []))
    play(d, MUSHROOM)
    d.apply(PASS)
    assert d.names(0, "hand") == [LOK] and len(d.zone(0, "mana")) == 2
    d = pos(hands=([MUSHROOM], []), mana=(mana_for(MUSHROOM), []))
    play(d, MUSHROOM)
    assert d.decision() == "main" and len(d.zone(0, "mana")) == 2


STORM = "Storm Shell"


def test_storm_shell_the_opponent_puts_one_of_theirs_into_their_mana():
    d = pos(hands=([STORM], []), mana=(mana_for(STORM), []), battle=([LOK], [FANG, "Coiling Vines"]))
    play(d, STORM)
    assert d.decision() == "choose" and d.current_player() == 1 and not can_pass(d)
    assert offered(d) == [(1, "Coiling Vines"), (1, FANG)]
    pick(d, 1, FANG)
    assert d.names(1, "mana") == [FANG] and d.names(0, "battle") == [LOK, STORM]
    d = pos(hands=([STORM], []), mana=(mana_for(STORM), []), battle=([LOK], []))
    play(d, STORM)
    assert d.decision() == "main" and d.names(0, "battle") == [LOK, STORM]


MANDRA = "Thorny Mandra"


def test_thorny_mandra_may_move_a_creature_from_your_graveyard_into_mana():
    d = pos(hands=([MANDRA], []), mana=(mana_for(MANDRA), []), graveyards=([LOK, "Terror Pit"], [FANG]))
    play(d, MANDRA)
    assert d.decision() == "choose" and can_pass(d) and offered(d) == [(0, LOK)]
    pick(d, 0, LOK, "graveyard")
    assert LOK in d.names(0, "mana") and d.names(0, "graveyard") == ["Terror Pit"]
    d = pos(hands=([MANDRA], []), mana=(mana_for(MANDRA), []), graveyards=([LOK], []))
    play(d, MANDRA)
    d.apply(PASS)
    assert d.names(0, "graveyard") == [LOK] and len(d.zone(0, "mana")) == 5


def test_ultimate_force_puts_the_top_two_cards_of_your_deck_into_mana():
    d = pos(hands=(["Ultimate Force"], []), mana=(mana_for("Ultimate Force"), []), decks=([LOK, FANG, HORNET], [MANE] * 5))
    play(d, "Ultimate Force")
    assert d.names(0, "deck") == [LOK] and sorted(d.names(0, "mana")) == sorted(mana_for("Ultimate Force") + [FANG, HORNET])
    assert not d.tapped(d.find(0, FANG, "mana")) and not d.tapped(d.find(0, HORNET, "mana"))
    assert d.names(0, "graveyard") == ["Ultimate Force"]


def test_ultimate_force_emptying_the_deck_loses_c016_c014():
    d = pos(hands=(["Ultimate Force"], []), mana=(mana_for("Ultimate Force"), []), decks=([FANG, HORNET], [MANE] * 5))
    play(d, "Ultimate Force")
    assert d.is_terminal() and d.winner() == 1 and d.win_reason() == "deck_out"


# ============================ The rarer clauses, across cards ==================================

def test_aqua_hulcus_effect_resolves_after_its_source_has_left_c085():
    d = _queued([FEATHER, "Aqua Hulcus"], ["Aqua Hulcus", FEATHER], deck=([LOK, FANG], [MANE] * 5))
    d.apply(C.ACT_ORDER + 1)  # Black Feather's first: it destroys Aqua Hulcus
    pick(d, 0, "Aqua Hulcus")
    settle(d)
    assert d.names(0, "graveyard") == ["Aqua Hulcus"]
    assert d.decision() == "yesno"  # the pending "may draw" still resolves
    d.apply(YES)
    assert d.names(0, "hand") == [FANG]


def test_gigaberos_gone_before_its_effect_resolves_destroys_nothing_doc_doubt_7():
    d = _queued([GIGABEROS, FEATHER, LOK, FANG], [GIGABEROS, FEATHER])
    d.apply(C.ACT_ORDER + 1)
    pick(d, 0, GIGABEROS)
    settle(d)
    assert d.decision() == "main"
    assert d.names(0, "graveyard") == [GIGABEROS] and sorted(d.names(0, "battle")) == sorted([FEATHER, LOK, FANG])


def test_tornado_flame_trigger_reads_an_attacking_power_attacker_c237_c141():
    # Super Explosive Volcanodon is 2000 and 6000 while attacking: the Shield Trigger used during
    # its attack cannot pick it; Brawler Zyler (3000 while attacking) could be picked.
    volc = "Super Explosive Volcanodon"
    d = pos(turn_player=1, battle=([], [volc, ZYLER]), shields=(["Tornado Flame", LOK], []))
    break_shield(d, volc, "Tornado Flame")
    use_trigger(d, "Tornado Flame")
    assert offered(d) == [(1, ZYLER)] or (d.decision() != "choose" and d.names(1, "graveyard") == [ZYLER])
    settle(d)
    assert d.names(1, "battle") == [volc] and d.names(1, "graveyard") == [ZYLER]


def test_urherion_bonus_applies_in_a_battle_with_a_blocker():
    for own, urherion_lives in (([VORG], False), ([], False)):
        d = pos(battle=([URHERION] + own, [DIA_NORK]), shields=([], [LOK]))
        to_attack(d)
        attack_player(d, URHERION)
        pick(d, 1, DIA_NORK)
        settle(d)
        # with a Human: 5000 against 5000, both destroyed; without: 3000 loses
        assert (DIA_NORK in d.names(1, "graveyard")) is bool(own)
        assert d.names(0, "graveyard") == [URHERION]


def test_burning_power_applies_when_blocked_too_c237():
    d = pos(hands=(["Burning Power"], []), mana=(mana_for("Burning Power"), []), battle=([MANE], [EMERALD]),
            shields=([], [LOK]))
    play(d, "Burning Power")
    settle(d)
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, EMERALD)
    settle(d)
    assert d.names(1, "graveyard") == [EMERALD] and d.names(0, "battle") == [MANE]  # 4000 against 3000


def test_a_granted_keyword_does_not_follow_a_creature_that_left_c114():
    d = pos(hands=(["Sonic Wing", "Spiral Gate", FANG], []), mana=(mana_for("Sonic Wing", 3) + [VEHICLE] * 2 + [MANE] * 3, []),
            battle=([FANG], []))
    play(d, "Sonic Wing")
    settle(d)
    assert kw(d, 0, FANG, V.KW_UNBLOCKABLE)
    play(d, "Spiral Gate")
    settle(d)
    assert d.names(0, "hand").count(FANG) == 2
    play(d, FANG)
    assert not kw(d, 0, FANG, V.KW_UNBLOCKABLE)


def test_iocant_angel_command_in_mana_does_not_count():
    d = pos(battle=([IOCANT], []), mana=([URTH], []))
    assert d.power(d.find(0, IOCANT)) == 2000


@pytest.mark.parametrize("spell,deck", [(RAYLA, [LOK, FANG, HORNET, "Terror Pit", SHEPHERD, MANE]),
                                        ("Crystal Memory", [LOK, FANG, HORNET, "Terror Pit", SHEPHERD, MANE]),
                                        (GATE, [LOK, FANG, HORNET, "Terror Pit", SHEPHERD, MANE])])
def test_searches_shuffle_the_deck_also_when_nothing_is_taken_c143(spell, deck):
    orders = set()
    for seed in range(8):
        d = pos(hands=([spell], []), mana=(mana_for(spell), []), decks=(deck, [MANE] * 5), seed=seed)
        play(d, spell)
        assert d.decision() == "choose" and can_pass(d)
        d.apply(PASS)
        settle(d)
        assert sorted(d.names(0, "deck")) == sorted(deck)
        orders.add(tuple(d.names(0, "deck")))
    assert len(orders) > 1, "the deck is not shuffled after the search"


@pytest.mark.parametrize("spell,deck,take", [(RAYLA, [LOK, FANG, HORNET, "Terror Pit", SHEPHERD, MANE, IERE], "Terror Pit"),
                                             (GATE, [LOK, FANG, HORNET, "Terror Pit", SHEPHERD, MANE, IERE], LOK)])
def test_searches_shuffle_the_deck_after_taking_a_card_c143(spell, deck, take):
    orders = set()
    for seed in range(8):
        d = pos(hands=([spell], []), mana=(mana_for(spell), []), decks=(deck, [MANE] * 5), seed=seed)
        play(d, spell)
        pick(d, 0, take, "deck")
        settle(d)
        orders.add(tuple(d.names(0, "deck")))
    assert len(orders) > 1


def test_a_shield_trigger_is_cast_without_paying_mana_c184():
    d = pos(turn_player=1, battle=([], [FANG, HORNET]), shields=(["Solar Ray"], []), mana=(mana_for("Solar Ray"), []))
    break_shield(d, FANG, "Solar Ray")
    use_trigger(d, "Solar Ray")
    settle(d)
    assert not any(d.tapped(c) for c in d.zone(0, "mana")) and d.tapped(d.find(1, HORNET))


def test_a_shield_trigger_may_be_kept_in_hand_c184():
    d = pos(turn_player=1, battle=([], [FANG, HORNET]), shields=(["Holy Awe"], []))
    break_shield(d, FANG, "Holy Awe")
    assert d.decision() == "shield_trigger" and can_pass(d)
    d.apply(PASS)
    assert d.names(0, "hand") == ["Holy Awe"] and not d.tapped(d.find(1, HORNET))


def test_double_breaker_breaks_two_shield_triggers_both_usable_c172_c184():
    d = pos(turn_player=1, battle=([], [BOLSHACK, FANG, HORNET]), shields=(["Solar Ray", "Terror Pit", LOK], []))
    to_attack(d)
    attack_player(d, BOLSHACK)
    pick(d, 0, "Solar Ray", "shields")
    pick(d, 0, "Terror Pit", "shields")
    use_trigger(d, "Terror Pit")  # both are declared first (C175.1) ...
    use_trigger(d, "Solar Ray")
    use_trigger(d, "Terror Pit")  # ... then used in the owner's order (C175.4)
    pick(d, 1, HORNET)
    settle(d)
    assert d.names(1, "graveyard") == [HORNET] and d.tapped(d.find(1, FANG))
    assert sorted(d.names(0, "graveyard")) == ["Solar Ray", "Terror Pit"] and d.names(0, "shields") == [LOK]


def test_black_feather_destroying_coiling_vines_sends_it_to_mana_c105():
    d = pos(hands=([STINGER], []), mana=(mana_for(STINGER), []), battle=(["Coiling Vines"], []))
    play(d, STINGER)
    pick(d, 0, "Coiling Vines")
    assert "Coiling Vines" in d.names(0, "mana") and d.names(0, "graveyard") == []


def test_gigaberos_destroying_aqua_knights_returns_them_c105():
    d = pos(hands=([GIGABEROS], []), mana=(mana_for(GIGABEROS), []), battle=(["Aqua Knight", "Mighty Shouter"], []))
    play(d, GIGABEROS)
    assert d.decision() == "choose"
    # pick the branch that destroys the two others
    outcomes = {}
    for a in d.legal_actions():
        e = d.clone()
        e.apply(int(a))
        settle(e)
        while e.decision() == "choose":
            e.apply(int(e.legal_actions()[0]))
            settle(e)
        outcomes[int(a)] = (tuple(e.names(0, "graveyard")), tuple(e.names(0, "hand")), tuple(sorted(e.names(0, "mana"))))
    assert ((), ("Aqua Knight",), tuple(sorted(mana_for(GIGABEROS) + ["Mighty Shouter"]))) in outcomes.values()


def test_bloody_squito_blocking_a_slayer_is_destroyed_once():
    d = pos(turn_player=1, battle=(["Bloody Squito"], ["Bone Assassin, the Ripper"]), shields=([LOK], []))
    to_attack(d)
    attack_player(d, "Bone Assassin, the Ripper")
    pick(d, 0, "Bloody Squito")
    settle(d)
    assert d.names(0, "graveyard") == ["Bloody Squito"] and d.names(1, "graveyard") == ["Bone Assassin, the Ripper"]


def test_dark_clown_beating_chilias_is_destroyed_and_chilias_goes_to_hand():
    d = pos(turn_player=1, battle=(["Dark Clown"], [CHILIAS]), shields=([LOK], []))
    # Chilias cannot attack players? it can: it has no such keyword
    to_attack(d)
    attack_player(d, CHILIAS)
    pick(d, 0, "Dark Clown")
    settle(d)
    assert d.names(1, "hand") == [CHILIAS] and d.names(0, "graveyard") == ["Dark Clown"]


def test_frei_and_toel_both_trigger_and_the_turn_player_orders_them_c023():
    d = pos(battle=([("Frei, Vizier of Air", {"tapped": True}), (TOEL, {"tapped": True}), (LOK, {"tapped": True})], []))
    end_turn(d)
    assert d.decision() == "order" and d.current_player() == 0 and len(d.legal_actions()) == 2
    # Toel's first: untap all; then Frei's "may untap it" has nothing left to do or is declined.
    for a in d.legal_actions():
        e = d.clone()
        e.apply(int(a))
        while e.decision() in ("yesno", "choose", "order") and e.turn_player() == 0:
            if e.decision() == "yesno":
                e.apply(YES)
            elif e.decision() == "choose" and len(e.legal_actions()) > 1:
                e.apply(int(e.legal_actions()[-1]))
            else:
                e.apply(int(e.legal_actions()[0]))
        assert e.turn_player() == 1
        assert not any(e.tapped(c) for c in e.zone(0, "battle"))


SPELLS = sorted(c.name for c in POOL if c.card_type == "Spell")
TRIGGERS = sorted(c.name for c in POOL if c.card_type == "Spell" and "Shield Trigger" in c.keywords)


def test_the_spell_lists_match_the_card_data():
    assert len(SPELLS) == 25 and len(TRIGGERS) == 11


@pytest.mark.parametrize("spell", SPELLS)
def test_every_spell_with_nothing_to_act_on_still_resolves_c139_c206(spell):
    # No creature anywhere, empty graveyards and hands; the deck has only vanilla creatures (so a
    # search finds a card to take or not). The spell resolves and goes to the graveyard.
    d = pos(hands=([spell], []), mana=(mana_for(spell), []), decks=([MANE] * 6, [MANE] * 6))
    play(d, spell)
    while d.decision() in ("choose", "yesno"):
        d.apply(PASS if can_pass(d) else int(d.legal_actions()[0]))
    assert d.decision() == "main" and d.turn_player() == 0 and not d.is_terminal()
    assert d.names(0, "graveyard") == [spell] and d.zone(0, "battle") == [] and d.zone(1, "battle") == []


@pytest.mark.parametrize("spell", sorted(set(SPELLS) - set(TRIGGERS)))
def test_a_spell_without_shield_trigger_cannot_be_used_from_a_broken_shield_c184(spell):
    d = pos(turn_player=1, battle=([], [FANG]), shields=([spell], []), mana=(mana_for(spell), []))
    break_shield(d, FANG, spell)
    assert d.decision() == "attack" and d.names(0, "hand") == [spell] and d.names(0, "graveyard") == []


@pytest.mark.parametrize("spell", TRIGGERS)
def test_every_shield_trigger_spell_is_offered_and_goes_to_the_graveyard_c184_c206(spell):
    d = pos(turn_player=1, battle=([LOK], [FANG]), shields=([spell], []), graveyards=([HORNET], []),
            decks=([MANE] * 6, [MANE] * 6))
    break_shield(d, FANG, spell)
    assert d.decision() == "shield_trigger" and d.current_player() == 0
    assert offered(d) == [(0, spell)] and can_pass(d)
    use_trigger(d, spell)
    while d.decision() in ("choose", "yesno"):
        assert d.current_player() == 0
        d.apply(int(d.legal_actions()[-1]))
    assert d.names(0, "graveyard")[-1] == spell and d.turn_player() == 1


@pytest.mark.parametrize("spell", ["Teleportation", "Moonlight Flash", "Laser Wing"])
def test_up_to_two_never_picks_the_same_card_twice_c059(spell):
    d = pos(hands=([spell], []), mana=(mana_for(spell), []), battle=([LOK, FANG], [HORNET, SHEPHERD]))
    play(d, spell)
    first = offered(d)[0]
    pick(d, first[0], first[1])
    assert first not in offered(d)


def test_burning_power_stacks_with_itself_and_printed_power_attacker_c081_c237():
    d = pos(hands=(["Burning Power", "Burning Power"], []), mana=(mana_for("Burning Power", 2), []),
            battle=([MANE, ZYLER], [EMERALD]), shields=([], [LOK]))
    play(d, "Burning Power")
    pick(d, 0, MANE)
    play(d, "Burning Power")
    pick(d, 0, MANE)
    assert attack_power(d, 0, MANE, EMERALD) == 6000
    d = pos(hands=(["Burning Power"], []), mana=(mana_for("Burning Power"), []), battle=([ZYLER], [EMERALD]),
            shields=([], [LOK]))
    play(d, "Burning Power")
    settle(d)
    assert attack_power(d, 0, ZYLER, EMERALD) == 5000  # 1000 + 2000 printed + 2000 granted


def test_aura_blast_and_burning_power_add_up():
    d = pos(hands=(["Burning Power", "Aura Blast"], []), mana=(mana_for("Burning Power") + mana_for("Aura Blast"), []),
            battle=([MANE], [EMERALD]), shields=([], [LOK]))
    play(d, "Burning Power")
    settle(d)
    play(d, "Aura Blast")
    settle(d)
    assert attack_power(d, 0, MANE, EMERALD) == 6000


def test_miele_tapping_a_blocker_stops_it_from_blocking_c163():
    m = "Miele, Vizier of Lightning"
    d = pos(hands=([m], []), mana=(mana_for(m), []), battle=([FANG], [EMERALD]), shields=([], [LOK]))
    play(d, m)
    pick(d, 1, EMERALD)
    to_attack(d)
    attack_player(d, FANG)
    assert d.decision() != "block" and d.names(1, "hand") == [LOK]


def test_holy_awe_makes_the_opposing_creatures_attackable_c158():
    d = pos(hands=(["Holy Awe"], []), mana=(mana_for("Holy Awe"), []), battle=([SHEPHERD], [FANG]))
    play(d, "Holy Awe")
    to_attack(d)
    attack_creature(d, SHEPHERD, FANG)
    settle(d)
    assert d.names(1, "graveyard") == [FANG]


def test_toel_untaps_creatures_not_mana():
    d = pos(battle=([(TOEL, {"tapped": True})], []), mana=([(IERE, {"tapped": True})], []))
    end_turn(d)
    d.apply(YES)
    assert not d.tapped(d.find(0, TOEL)) and d.turn_player() == 1
    assert d.tapped(d.find(0, IERE, "mana"))


def test_ruby_grass_untapped_at_the_end_of_its_turn_blocks_on_the_next_c154_c235():
    d = pos(battle=(["Ruby Grass"], [(MANE, {"tapped": True}), FANG]), shields=([LOK], [LOK]))
    to_attack(d)
    attack_creature(d, "Ruby Grass", MANE)  # it cannot attack players; 3000 against 2000
    settle(d)
    assert d.names(1, "graveyard") == [MANE]
    d.apply(PASS)  # end of the turn
    may(d, True, 0, "Ruby Grass")
    assert d.turn_player() == 1
    assert d.decision() == "charge"
    d.apply(PASS)
    to_attack(d)
    attack_player(d, FANG)
    assert d.decision() == "block" and offered(d) == [(0, "Ruby Grass")]


def test_death_smoke_on_aqua_knight_returns_it_c105():
    d = pos(hands=(["Death Smoke"], []), mana=(mana_for("Death Smoke"), []), battle=([], ["Aqua Knight"]))
    play(d, "Death Smoke")
    settle(d)
    assert d.names(1, "hand") == ["Aqua Knight"] and d.names(1, "graveyard") == []


def test_moves_that_are_not_destruction_ignore_chilias_replacement_c105():
    d = pos(hands=(["Pangaea's Song"], []), mana=(mana_for("Pangaea's Song"), []), battle=([CHILIAS], []))
    play(d, "Pangaea's Song")
    settle(d)
    assert CHILIAS in d.names(0, "mana") and d.names(0, "hand") == []
    d = pos(hands=([STORM], []), mana=(mana_for(STORM), []), battle=([], [CHILIAS]))
    play(d, STORM)
    settle(d)
    assert d.names(1, "mana") == [CHILIAS] and d.names(1, "hand") == []


def test_ghost_touch_random_discard_is_determined_by_the_seed():
    def run(seed):
        d = pos(hands=(["Ghost Touch"], [LOK, FANG, HORNET, MANE]), mana=(mana_for("Ghost Touch"), []), seed=seed)
        play(d, "Ghost Touch")
        return d.names(1, "graveyard")
    assert all(run(s) == run(s) for s in range(5))


def test_paying_for_a_spell_can_keep_the_mana_another_card_needs_c044_c047():
    # One Fire and four Nature cards: Aura Blast (Nature 4) can legally be paid with the four
    # Nature cards, leaving the Fire card for Burning Power (Fire 1); both can be cast this turn.
    # (The player picks the mana cards to tap, C044: here the four Nature cards.)
    d = pos(hands=(["Burning Power", "Aura Blast"], []), mana=([VORG] + [MANE] * 4, []), battle=([MANE], []))
    play(d, "Aura Blast", tap=[MANE] * 4)
    assert d.decision() == "main" and C.ACT_CARD + d.find(0, "Burning Power", "hand") in d.legal_actions()


@pytest.mark.parametrize("name", [UNICORN, SNIPER])
def test_unicorn_fish_aqua_sniper_may_return_themselves_a_creature_in_the_battle_zone(name):
    d = pos(hands=([name], []), mana=(mana_for(name), []), battle=([], [FANG]))
    play(d, name)
    assert (0, name) in offered(d)
    pick(d, 0, name)
    settle(d)
    if d.decision() == "choose":
        d.apply(PASS)
    assert d.names(0, "hand") == [name] and d.decision() == "main"


def test_aqua_knight_destroyed_by_a_slayer_returns_to_hand_c105_c238():
    d = pos(battle=(["Bone Assassin, the Ripper"], [("Aqua Knight", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bone Assassin, the Ripper", "Aqua Knight")
    settle(d)
    assert d.names(0, "graveyard") == ["Bone Assassin, the Ripper"] and d.names(1, "hand") == ["Aqua Knight"]


def test_cards_put_into_mana_by_effects_enter_untapped_c049():
    d = pos(hands=([MANDRA], []), mana=(mana_for(MANDRA), []), graveyards=([LOK], []))
    play(d, MANDRA)
    pick(d, 0, LOK, "graveyard")
    assert not d.tapped(d.find(0, LOK, "mana"))
    d = pos(hands=([STORM], []), mana=(mana_for(STORM), []), battle=([], [FANG]))
    play(d, STORM)
    settle(d)
    assert not d.tapped(d.find(1, FANG, "mana"))
    d = pos(hands=(["Pangaea's Song"], []), mana=(mana_for("Pangaea's Song"), []), battle=([(LOK, {"tapped": True})], []))
    play(d, "Pangaea's Song")
    settle(d)
    assert not d.tapped(d.find(0, LOK, "mana"))
    d = pos(battle=(["Gatling Skyterror"], [("Coiling Vines", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Gatling Skyterror", "Coiling Vines")
    settle(d)
    assert not d.tapped(d.find(1, "Coiling Vines", "mana"))


def test_bone_spider_wins_against_a_creature_that_goes_to_mana_instead_c171_c105():
    d = pos(battle=(["Bone Spider"], [("Coiling Vines", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bone Spider", "Coiling Vines")
    settle(d)
    assert d.names(1, "mana") == ["Coiling Vines"] and d.names(0, "graveyard") == ["Bone Spider"]


def test_bone_spider_in_a_tie_does_not_win_both_are_destroyed_once_c170():
    d = pos(battle=(["Bone Spider"], [(SHEPHERD, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bone Spider", SHEPHERD)
    settle(d)
    assert d.names(0, "graveyard") == ["Bone Spider"] and d.names(1, "graveyard") == [SHEPHERD]
    assert d.decision() == "attack"


def test_paying_keeps_the_civilization_the_rest_of_the_hand_needs_c044():
    # One Nature and two Fire cards: Immortal Baron Vorg (Fire 2) can be paid with the two Fire
    # cards (the player's choice, C044), keeping the Nature card untapped.
    d = pos(hands=([VORG, MANE], []), mana=([MANE, VORG, VORG], []))
    play(d, VORG, tap=[VORG, VORG])
    assert not d.tapped(d.find(0, MANE, "mana"))
    assert C.ACT_CARD + d.find(0, MANE, "hand") not in d.legal_actions()  # 1 mana left: cost 2
    d = pos(hands=([VORG, "Burning Power"], []), mana=([MANE, VORG, VORG], []))
    play(d, VORG, tap=[MANE, VORG])
    assert C.ACT_CARD + d.find(0, "Burning Power", "hand") in d.legal_actions()
