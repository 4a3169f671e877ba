"""A test per DM-01 card with an effect, written from its ability text (the CSV's paraphrase):
each sets up the situation, plays or triggers the card, and asserts the exact outcome."""
import pytest

from dm_core import dm01
from dm_core import core as C
from dm_core import layout as L
from dm_core import vocab as V

from dm_helpers import attack_creature, attack_player, mana, pick, play, pos, to_attack

POOL = dm01()
VANILLA = {"Light": "Reusol, the Oracle", "Water": "Aqua Vehicle", "Darkness": "Writhing Bone Ghoul",
           "Fire": "Immortal Baron, Vorg", "Nature": "Burning Mane"}
LOK = "Lok, Vizier of Hunting"        # Light 4000
MANE = "Burning Mane"                 # Nature 2000
FANG = "Fear Fang"                    # Nature 3000
HORNET = "Forest Hornet"              # Nature 4000
VEHICLE = "Aqua Vehicle"              # Water 1000
GHOUL = "Writhing Bone Ghoul"         # Darkness 2000


def with_card(name, *, hands=((), ()), battle=((), ()), graveyards=((), ()), decks=None, shields=((), ()),
              extra_mana=()):
    """Player 0 in their main step with `name` in hand and exactly enough mana of its civilization."""
    card = POOL.by_name(name)
    return pos(hands=([name] + list(hands[0]), list(hands[1])), battle=battle, graveyards=graveyards,
               mana=(mana(VANILLA[card.civilization], card.cost) + list(extra_mana), []), decks=decks,
               shields=shields)


def cast(name, **kw):
    d = with_card(name, **kw)
    play(d, name)
    return d


def legal_cards(d):
    return sorted(d.card_name(a - C.ACT_CARD) for a in d.legal_actions() if C.ACT_CARD <= a < C.ACT_ATTACK_PLAYER)


def end_turn(d):
    # Main -> attack -> end (asks every decision: auto_forced is off in these positions).
    if d.decision() == "main":
        d.apply(C.ACT_PASS)
    if d.decision() == "attack":
        d.apply(C.ACT_PASS)


# ---- when put into the battle zone: drawing ------------------------------------------------

def test_aqua_hulcus_may_draw_a_card():
    d = cast("Aqua Hulcus")
    assert d.decision() == "yesno"
    d.apply(C.ACT_YES)
    assert len(d.zone(0, "hand")) == 1 and d.decision() == "main"
    d = cast("Aqua Hulcus")
    d.apply(C.ACT_PASS)
    assert len(d.zone(0, "hand")) == 0


def test_king_ripped_hide_draws_up_to_two():
    d = cast("King Ripped-Hide")
    d.apply(C.ACT_YES)
    d.apply(C.ACT_YES)
    assert len(d.zone(0, "hand")) == 2 and d.decision() == "main"  # a third is never offered
    d = cast("King Ripped-Hide")
    d.apply(C.ACT_YES)
    d.apply(C.ACT_PASS)
    assert len(d.zone(0, "hand")) == 1


def test_illusionary_merfolk_draws_up_to_three_only_with_a_cyber_lord():
    d = cast("Illusionary Merfolk", battle=(["Tropico"], []))
    for _ in range(3):
        assert d.decision() == "yesno"
        d.apply(C.ACT_YES)
    assert len(d.zone(0, "hand")) == 3 and d.decision() == "main"
    d = cast("Illusionary Merfolk", battle=([VEHICLE], []))
    assert d.decision() == "main" and len(d.zone(0, "hand")) == 0


# ---- bouncing --------------------------------------------------------------------------------

def test_aqua_sniper_returns_up_to_two_creatures_of_either_side():
    d = cast("Aqua Sniper", battle=([MANE], [FANG, LOK]))
    assert C.ACT_PASS in d.legal_actions() and legal_cards(d) == ["Aqua Sniper", MANE, FANG, LOK]
    pick(d, 1, FANG)
    pick(d, 0, MANE)
    assert d.names(1, "hand") == [FANG] and d.names(0, "hand") == [MANE] and d.decision() == "main"


def test_unicorn_fish_may_return_one_creature():
    d = cast("Unicorn Fish", battle=([], [LOK]))
    d.apply(C.ACT_PASS)
    assert d.names(1, "battle") == [LOK]
    d = cast("Unicorn Fish", battle=([], [LOK]))
    pick(d, 1, LOK)
    assert d.names(1, "hand") == [LOK]


def test_saucer_head_shark_returns_every_creature_of_power_2000_or_less():
    d = cast("Saucer-Head Shark", battle=([MANE, FANG], [GHOUL, VEHICLE, LOK]))
    assert d.names(0, "hand") == [MANE] and sorted(d.names(1, "hand")) == [VEHICLE, GHOUL]
    assert d.names(0, "battle") == [FANG, "Saucer-Head Shark"] and d.names(1, "battle") == [LOK]


def test_spiral_gate_returns_one_creature_of_either_side():
    d = cast("Spiral Gate", battle=([MANE], [LOK]))
    assert legal_cards(d) == [MANE, LOK] and C.ACT_PASS not in d.legal_actions()
    pick(d, 1, LOK)
    assert d.names(1, "hand") == [LOK] and d.names(0, "graveyard") == ["Spiral Gate"]


def test_teleportation_returns_up_to_two_creatures():
    d = cast("Teleportation", battle=([MANE], [LOK, FANG]))
    pick(d, 1, LOK)
    pick(d, 1, FANG)
    assert sorted(d.names(1, "hand")) == [FANG, LOK] and d.names(0, "battle") == [MANE]


# ---- tapping ---------------------------------------------------------------------------------

def test_miele_may_tap_one_opposing_creature():
    d = cast("Miele, Vizier of Lightning", battle=([], [LOK, (FANG, {"tapped": True})]))
    assert legal_cards(d) == [LOK]  # the untapped one
    pick(d, 1, LOK)
    assert d.tapped(d.find(1, LOK))


def test_holy_awe_taps_every_opposing_creature():
    d = cast("Holy Awe", battle=([MANE], [LOK, FANG]))
    assert all(d.tapped(c) for c in d.zone(1, "battle")) and not d.tapped(d.find(0, MANE))


@pytest.mark.parametrize("name", ["Solar Ray", "Virtual Tripwire"])
def test_solar_ray_and_virtual_tripwire_tap_one_opposing_creature(name):
    d = cast(name, battle=([MANE], [LOK, FANG]))
    assert legal_cards(d) == [FANG, LOK]
    pick(d, 1, FANG)
    assert d.tapped(d.find(1, FANG)) and not d.tapped(d.find(1, LOK))


def test_moonlight_flash_taps_up_to_two():
    d = cast("Moonlight Flash", battle=([], [LOK, FANG, MANE]))
    pick(d, 1, LOK)
    pick(d, 1, MANE)
    assert [d.tapped(c) for c in d.zone(1, "battle")] == [True, False, True] and d.decision() == "main"


# ---- destroying ------------------------------------------------------------------------------

def test_meteosaur_may_destroy_an_opposing_creature_of_power_2000_or_less():
    d = cast("Meteosaur", battle=([], [MANE, LOK]))
    assert legal_cards(d) == [MANE] and C.ACT_PASS in d.legal_actions()
    pick(d, 1, MANE)
    assert d.names(1, "graveyard") == [MANE]


def test_vampire_silphy_destroys_every_creature_of_power_3000_or_less():
    d = cast("Vampire Silphy", battle=([FANG, HORNET], [MANE, LOK]))
    assert d.names(0, "graveyard") == [FANG] and d.names(1, "graveyard") == [MANE]
    assert d.names(0, "battle") == [HORNET, "Vampire Silphy"] and d.names(1, "battle") == [LOK]


def test_scarlet_skyterror_destroys_every_blocker():
    d = cast("Scarlet Skyterror", battle=(["King Coral"], ["Emerald Grass", LOK]))
    assert d.names(0, "graveyard") == ["King Coral"] and d.names(1, "graveyard") == ["Emerald Grass"]


@pytest.mark.parametrize("name", ["Black Feather, Shadow of Rage", "Stinger Worm"])
def test_black_feather_and_stinger_worm_destroy_one_of_your_creatures(name):
    d = cast(name, battle=([GHOUL], [LOK]))
    assert legal_cards(d) == sorted([name, GHOUL])  # this one counts; the opponent's do not
    pick(d, 0, GHOUL)
    assert d.names(0, "graveyard") == [GHOUL] and d.names(0, "battle") == [name]
    d = cast(name)
    assert legal_cards(d) == [name]
    pick(d, 0, name)
    assert d.names(0, "graveyard") == [name]


def test_gigaberos_destroys_two_others_or_itself():
    d = cast("Gigaberos", battle=([GHOUL, FANG, MANE], []))
    assert d.decision() == "choose" and legal_cards(d) == ["Gigaberos"]  # itself, or pass
    d.apply(C.ACT_PASS)
    pick(d, 0, GHOUL)
    pick(d, 0, MANE)
    assert sorted(d.names(0, "graveyard")) == [MANE, GHOUL] and d.names(0, "battle") == [FANG, "Gigaberos"]
    d = cast("Gigaberos", battle=([GHOUL, FANG], []))
    pick(d, 0, "Gigaberos")
    assert d.names(0, "graveyard") == ["Gigaberos"] and d.names(0, "battle") == [GHOUL, FANG]
    d = cast("Gigaberos", battle=([GHOUL], []))  # fewer than 2 others: itself
    assert d.names(0, "graveyard") == ["Gigaberos"] and d.names(0, "battle") == [GHOUL]


def test_rothus_each_player_destroys_one_of_their_own():
    d = cast("Rothus, the Traveler", battle=([MANE], [LOK, FANG]))
    assert d.current_player() == 0 and legal_cards(d) == [MANE, "Rothus, the Traveler"]
    pick(d, 0, MANE)
    assert d.current_player() == 1 and legal_cards(d) == [FANG, LOK]
    pick(d, 1, FANG)
    assert d.names(0, "graveyard") == [MANE] and d.names(1, "graveyard") == [FANG]


def test_swamp_worm_opponent_destroys_one_of_their_creatures():
    d = cast("Swamp Worm", battle=([MANE], [LOK, FANG]))
    assert d.current_player() == 1 and legal_cards(d) == [FANG, LOK]
    pick(d, 1, LOK)
    assert d.names(1, "graveyard") == [LOK] and d.names(0, "battle") == [MANE, "Swamp Worm"]


def test_terror_pit_destroys_one_opposing_creature():
    d = cast("Terror Pit", battle=([MANE], [LOK]))
    assert legal_cards(d) == [LOK]
    pick(d, 1, LOK)
    assert d.names(1, "graveyard") == [LOK]


def test_death_smoke_destroys_an_untapped_opposing_creature():
    d = cast("Death Smoke", battle=([], [LOK, (FANG, {"tapped": True})]))
    assert legal_cards(d) == [LOK]
    pick(d, 1, LOK)
    assert d.names(1, "graveyard") == [LOK]


@pytest.mark.parametrize("name,cap", [("Crimson Hammer", 2000), ("Tornado Flame", 4000)])
def test_crimson_hammer_and_tornado_flame_destroy_by_power(name, cap):
    d = cast(name, battle=([], [MANE, FANG, LOK, "Lah, Purification Enforcer"]))
    expected = sorted(n for n in (MANE, FANG, LOK, "Lah, Purification Enforcer") if POOL.by_name(n).power <= cap)
    assert legal_cards(d) == expected
    pick(d, 1, expected[0])
    assert d.names(1, "graveyard") == [expected[0]]


# ---- hands and graveyards --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Masked Horror, Shadow of Scorn", "Ghost Touch"])
def test_masked_horror_and_ghost_touch_discard_at_random(name):
    hands = [MANE, FANG, LOK]
    seen = set()
    for seed in range(12):
        d = pos(hands=([name], hands), mana=(mana(VANILLA[POOL.by_name(name).civilization], POOL.by_name(name).cost), []),
                seed=seed)
        play(d, name)
        assert len(d.zone(1, "hand")) == 2 and len(d.zone(1, "graveyard")) == 1
        seen.add(d.names(1, "graveyard")[0])
    assert seen == set(hands)  # the buffer's RNG picks, any of them


def test_gigargon_returns_up_to_two_creatures_from_your_graveyard():
    d = cast("Gigargon", graveyards=([MANE, "Terror Pit", FANG, LOK], []))
    assert legal_cards(d) == [MANE, FANG, LOK]  # not the spell
    pick(d, 0, FANG, "graveyard")
    pick(d, 0, LOK, "graveyard")
    assert d.names(0, "hand") == [FANG, LOK] and d.decision() == "main"


def test_dark_reversal_returns_a_creature_from_your_graveyard():
    d = cast("Dark Reversal", graveyards=(["Terror Pit", FANG], []))
    assert legal_cards(d) == [FANG]
    pick(d, 0, FANG, "graveyard")
    assert d.names(0, "hand") == [FANG]


def test_rayla_may_find_a_spell_in_your_deck():
    d = cast("Rayla, Truth Enforcer", decks=([MANE, "Terror Pit", FANG, "Holy Awe"], [MANE] * 5))
    assert legal_cards(d) == ["Holy Awe", "Terror Pit"] and C.ACT_PASS in d.legal_actions()
    pick(d, 0, "Holy Awe", "deck")
    assert d.names(0, "hand") == ["Holy Awe"] and sorted(d.names(0, "deck")) == sorted([MANE, "Terror Pit", FANG])


def test_crystal_memory_may_take_any_card_from_your_deck():
    d = cast("Crystal Memory", decks=([MANE, "Terror Pit"], [MANE] * 5))
    assert legal_cards(d) == [MANE, "Terror Pit"]
    pick(d, 0, MANE, "deck")
    assert d.names(0, "hand") == [MANE] and d.names(0, "deck") == ["Terror Pit"]


def test_dimension_gate_may_take_a_creature_from_your_deck():
    d = cast("Dimension Gate", decks=([MANE, "Terror Pit", LOK], [MANE] * 5))
    assert legal_cards(d) == [MANE, LOK]
    d.apply(C.ACT_PASS)
    assert d.names(0, "hand") == [] and len(d.zone(0, "deck")) == 3


def test_brain_serum_draws_up_to_two():
    d = cast("Brain Serum")
    d.apply(C.ACT_YES)
    d.apply(C.ACT_YES)
    assert len(d.zone(0, "hand")) == 2 and d.decision() == "main"


# ---- mana ------------------------------------------------------------------------------------

@pytest.mark.parametrize("name,n", [("Artisan Picora", 1), ("Onslaughter Triceps", 1), ("Explosive Fighter Ucarn", 2)])
def test_picora_triceps_ucarn_put_mana_into_the_graveyard(name, n):
    d = cast(name)
    before = len(d.zone(0, "mana"))
    for _ in range(n):
        assert d.decision() == "choose"
        d.apply(d.legal_actions()[0])
    assert len(d.zone(0, "mana")) == before - n and len(d.zone(0, "graveyard")) == n and d.decision() == "main"


def test_bronze_arm_tribe_puts_the_top_card_of_your_deck_into_mana():
    d = cast("Bronze-Arm Tribe", decks=([MANE, LOK], [MANE] * 5))
    assert d.names(0, "mana")[-1] == LOK and d.names(0, "deck") == [MANE]


def test_ultimate_force_puts_the_top_two_cards_into_mana():
    d = cast("Ultimate Force", decks=([MANE, FANG, LOK], [MANE] * 5))
    assert d.names(0, "mana")[-2:] == [LOK, FANG] and d.names(0, "deck") == [MANE]


def test_poisonous_mushroom_may_put_a_card_from_hand_into_mana():
    d = cast("Poisonous Mushroom", hands=([LOK], []))
    pick(d, 0, LOK, "hand")
    assert d.names(0, "mana")[-1] == LOK and d.names(0, "hand") == []


def test_storm_shell_opponent_puts_one_of_their_creatures_into_mana():
    d = cast("Storm Shell", battle=([], [LOK, FANG]))
    assert d.current_player() == 1
    pick(d, 1, FANG)
    assert d.names(1, "mana") == [FANG] and d.names(1, "battle") == [LOK]


def test_thorny_mandra_may_put_a_creature_from_your_graveyard_into_mana():
    d = cast("Thorny Mandra", graveyards=(["Terror Pit", LOK], []))
    assert legal_cards(d) == [LOK]
    pick(d, 0, LOK, "graveyard")
    assert d.names(0, "mana")[-1] == LOK


def test_natural_snare_puts_an_opposing_creature_into_its_owners_mana():
    d = cast("Natural Snare", battle=([MANE], [LOK]))
    pick(d, 1, LOK)
    assert d.names(1, "mana") == [LOK]


def test_pangaeas_song_puts_one_of_your_creatures_into_mana():
    d = cast("Pangaea's Song", battle=([FANG], [LOK]))
    assert legal_cards(d) == [FANG]
    pick(d, 0, FANG)
    assert d.names(0, "mana")[-1] == FANG


# ---- end of turn and battle triggers ---------------------------------------------------------

@pytest.mark.parametrize("name", ["Frei, Vizier of Air", "Ruby Grass", "Urth, Purifying Elemental"])
def test_frei_ruby_grass_urth_may_untap_at_the_end_of_your_turn(name):
    d = pos(battle=([(name, {"tapped": True}), ("Reusol, the Oracle", {"tapped": True})], []))
    end_turn(d)
    assert d.decision() == "choose" and legal_cards(d) == [name]
    pick(d, 0, name)
    assert not d.tapped(d.find(0, name)) and d.tapped(d.find(0, "Reusol, the Oracle"))
    assert d.turn_player() == 1


def test_toel_may_untap_all_your_creatures_at_the_end_of_your_turn():
    tapped = [("Toel, Vizier of Hope", {"tapped": True}), (LOK, {"tapped": True})]
    d = pos(battle=(tapped, []))
    end_turn(d)
    assert d.decision() == "yesno"
    d.apply(C.ACT_YES)
    assert not any(d.tapped(c) for c in d.zone(0, "battle")) and d.turn_player() == 1
    d = pos(battle=(tapped, []))
    end_turn(d)
    d.apply(C.ACT_PASS)
    assert all(d.tapped(c) for c in d.zone(0, "battle"))


@pytest.mark.parametrize("name", ["Bloody Squito", "Bone Spider", "Dark Clown"])
def test_squito_bone_spider_dark_clown_are_destroyed_after_winning_a_battle(name):
    if name == "Bone Spider":  # it attacks
        d = pos(battle=([name], [(MANE, {"tapped": True})]))
        to_attack(d)
        attack_creature(d, name, MANE)
        mine = 0
    else:  # blockers that cannot attack: they win by blocking
        d = pos(turn_player=0, battle=([MANE], [name]), shields=([], [LOK]))
        to_attack(d)
        attack_player(d, MANE)
        pick(d, 1, name)
        mine = 1
    assert d.names(1 - mine, "graveyard") == [MANE] and d.names(mine, "graveyard") == [name]


# ---- statics ---------------------------------------------------------------------------------

def test_iocant_has_2000_more_power_with_an_angel_command():
    d = pos(battle=(["Iocant, the Oracle"], []))
    assert d.power(d.find(0, "Iocant, the Oracle")) == 2000
    d = pos(battle=(["Iocant, the Oracle", "Urth, Purifying Elemental"], []))
    assert d.power(d.find(0, "Iocant, the Oracle")) == 4000


@pytest.mark.parametrize("name,ally", [("Armored Walker Urherion", "Fatal Attacker Horvath"),
                                       ("Fatal Attacker Horvath", "Armored Walker Urherion")])
def test_urherion_and_horvath_gain_2000_while_attacking_with_the_other_race(name, ally):
    base = POOL.by_name(name).power
    target = LOK if base == 3000 else FANG  # 4000 / 3000: beaten only with the bonus
    tpow = POOL.by_name(target).power
    d = pos(battle=([name, ally], [(target, {"tapped": True})]))
    assert d.power(d.find(0, name)) == base  # not while not attacking
    to_attack(d)
    attack_creature(d, name, target)
    won = base + 2000 > tpow
    assert (target in d.names(1, "graveyard")) == won and won
    d = pos(battle=([name], [(target, {"tapped": True})]))  # without the ally it loses or ties
    to_attack(d)
    attack_creature(d, name, target)
    assert name in d.names(0, "graveyard")


def test_bolshack_dragon_gains_1000_per_fire_card_in_your_graveyard_while_attacking():
    d = pos(battle=(["Bolshack Dragon"], [("Gran Gure, Space Guardian", {"tapped": True})]),
            graveyards=(["Crimson Hammer", "Brawler Zyler", "Tornado Flame", MANE], []))
    b = d.find(0, "Bolshack Dragon")
    assert d.power(b) == 6000
    to_attack(d)
    attack_creature(d, "Bolshack Dragon", "Gran Gure, Space Guardian")  # 6000 + 3000 = 9000 ties 9000
    assert d.names(1, "graveyard") == ["Gran Gure, Space Guardian"] and "Bolshack Dragon" in d.names(0, "graveyard")


def test_tropico_cannot_be_blocked_with_two_other_creatures():
    d = pos(battle=(["Tropico", MANE], ["Emerald Grass"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, "Tropico")
    assert d.decision() == "block"
    d = pos(battle=(["Tropico", MANE, FANG], ["Emerald Grass"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, "Tropico")
    assert d.names(1, "hand") == [LOK]


# ---- replacement -----------------------------------------------------------------------------

@pytest.mark.parametrize("name,zone", [("Chilias, the Oracle", "hand"), ("Aqua Knight", "hand"), ("Aqua Soldier", "hand"),
                                       ("Coiling Vines", "mana"), ("Mighty Shouter", "mana"),
                                       ("Red-Eye Scorpion", "mana")])
def test_destroy_replacements(name, zone):
    d = cast("Terror Pit", battle=([], [name]))
    pick(d, 1, name)
    assert d.names(1, zone) == [name] and d.names(1, "graveyard") == []


# ---- grants until end of turn ----------------------------------------------------------------

def test_burning_power_gives_power_attacker_2000_to_one_creature():
    d = cast("Burning Power", battle=([MANE, FANG], [("Lah, Purification Enforcer", {"tapped": True})]))
    pick(d, 0, FANG)
    to_attack(d)
    attack_creature(d, FANG, "Lah, Purification Enforcer")  # 5000 against 5500: still loses
    assert d.names(0, "graveyard") == ["Burning Power", FANG]
    d = cast("Burning Power", battle=([HORNET], [("Lah, Purification Enforcer", {"tapped": True})]))
    pick(d, 0, HORNET)
    to_attack(d)
    attack_creature(d, HORNET, "Lah, Purification Enforcer")  # 6000 against 5500
    assert d.names(1, "graveyard") == ["Lah, Purification Enforcer"]


def test_aura_blast_gives_power_attacker_2000_to_all_your_creatures():
    d = cast("Aura Blast", battle=([MANE, FANG], []))
    to_attack(d)
    attack_player(d, MANE)
    assert d.power(d.find(0, MANE)) == 4000 and d.buffer[L.HDR_MOD_COUNT] == 2


def test_magma_gazer_gives_power_attacker_4000_and_double_breaker():
    d = cast("Magma Gazer", battle=([MANE], []), shields=([], [LOK, LOK, LOK]))
    pick(d, 0, MANE)
    to_attack(d)
    attack_player(d, MANE)
    assert d.power(d.find(0, MANE)) == 6000
    d.apply(d.legal_actions()[0])
    d.apply(d.legal_actions()[0])
    assert len(d.zone(1, "hand")) == 2


@pytest.mark.parametrize("name,count", [("Sonic Wing", 1), ("Laser Wing", 2)])
def test_sonic_wing_and_laser_wing_make_creatures_unblockable(name, count):
    d = cast(name, battle=([MANE, FANG], ["Emerald Grass"]), shields=([], [LOK] * 3))
    pick(d, 0, MANE)
    if count == 2:
        pick(d, 0, FANG)
    to_attack(d)
    attack_player(d, MANE)
    assert d.decision() == "shield"  # no block was offered
    d.apply(d.legal_actions()[0])
    attack_player(d, FANG)
    assert (d.decision() == "block") == (count == 1)


def test_creeping_plague_your_blocked_creatures_gain_slayer():
    d = cast("Creeping Plague", battle=([MANE], ["Gran Gure, Space Guardian"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, MANE)
    pick(d, 1, "Gran Gure, Space Guardian")
    assert d.names(0, "graveyard")[-1] == MANE and d.names(1, "graveyard") == ["Gran Gure, Space Guardian"]


def test_chaos_strike_lets_your_creatures_attack_an_untapped_creature():
    d = cast("Chaos Strike", battle=([HORNET], [MANE, FANG]))
    assert legal_cards(d) == [MANE, FANG] or legal_cards(d) == sorted([MANE, FANG])
    pick(d, 1, MANE)
    to_attack(d)
    texts = [d.describe(a) for a in d.legal_actions()]
    assert f"attack {MANE} with {HORNET}" in texts and f"attack {FANG} with {HORNET}" not in texts
    attack_creature(d, HORNET, MANE)
    assert d.names(1, "graveyard") == [MANE]


def test_every_effect_card_is_compiled():
    scripted = [c for c in POOL.cards if c.effects]
    assert len(scripted) == 68
    row = lambda c: POOL.table[V.DB_HEAD + c.code * V.DB_WIDTH: V.DB_HEAD + (c.code + 1) * V.DB_WIDTH]
    for c in scripted:
        r = row(c)
        assert (r[V.DB_ON_ENTER] >= 0 or r[V.DB_ON_END_OF_TURN] >= 0 or r[V.DB_ON_WIN_BATTLE] >= 0
                or r[V.DB_ON_CAST] >= 0 or r[V.DB_STATIC] or r[V.DB_REPLACE]), c.name
