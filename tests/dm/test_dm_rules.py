"""Duel Masters rules, one test per rule ID of ../shared/rules/rules-dm.md (C001 ...)."""
import pickle

import pytest

from dm_core import DMDuel, DeckError, dm01, parse_deck
from ygo_core.duel import IllegalActionError
from dm_core import core as C
from dm_core import layout as L
from dm_core import vocab as V

from dm_helpers import attack_creature, attack_player, card_action, decks, mana, pick, play, pos, to_attack

DECKS = decks()
RUSH, CONTROL = DECKS["fire-nature-rush"], DECKS["light-water-control"]
LOK = "Lok, Vizier of Hunting"


# ---- deck construction and set-up --------------------------------------------------------

def test_c002_deck_has_exactly_40_cards():
    with pytest.raises(DeckError, match="39 cards"):
        parse_deck("".join(f"4 {n}\n" for n in ("Burning Mane", "Fear Fang", "Forest Hornet", LOK, "Lah, Purification Enforcer",
                                               "Iere, Vizier of Bullets", "Reusol, the Oracle", "Aqua Vehicle",
                                               "Writhing Bone Ghoul")) + "3 Skeleton Soldier, the Defiled\n")
    assert len(parse_deck("# a comment\n\n" + "".join(f"4 {n}\n" for n in (
        "Burning Mane", "Fear Fang", "Forest Hornet", LOK, "Lah, Purification Enforcer", "Iere, Vizier of Bullets",
        "Reusol, the Oracle", "Aqua Vehicle", "Skeleton Soldier, the Defiled", "Writhing Bone Ghoul")))) == 40


def test_c003_at_most_4_copies_of_a_name():
    with pytest.raises(DeckError, match="5 copies"):
        parse_deck("4 Burning Mane\n1 burning mane\n")


def test_deck_loader_errors_name_the_line():
    with pytest.raises(DeckError, match="line 2: unknown card name 'Blue-Eyes White Dragon'"):
        parse_deck("4 Burning Mane\n1 Blue-Eyes White Dragon\n")
    with pytest.raises(DeckError, match="line 1: expected 'count name'"):
        parse_deck("Burning Mane\n")
    with pytest.raises(DeckError, match="count 5"):
        parse_deck("5 Burning Mane\n")


def test_the_four_bundled_decks_are_legal():
    assert sorted(DECKS) == ["darkness-fire-removal", "fire-nature-rush", "light-water-control", "water-nature-ramp"]
    assert all(len(d) == 40 for d in DECKS.values())


def test_c009_setup_five_shields_five_cards_thirty_in_deck():
    d = DMDuel(RUSH, CONTROL, seed=1, auto_forced=False)
    for p in (0, 1):
        assert len(d.zone(p, "shields")) == 5
        assert len(d.zone(p, "hand")) == 5
        assert len(d.zone(p, "deck")) == 30


def test_c010_first_player_fixed_or_random():
    assert DMDuel(RUSH, CONTROL, seed=1, first_player=1).turn_player() == 1
    firsts = {DMDuel(RUSH, CONTROL, seed=s, first_player="random").first_player() for s in range(20)}
    assert firsts == {0, 1}


def test_c011_first_player_skips_first_draw_second_player_draws():
    d = DMDuel(RUSH, CONTROL, seed=1)
    assert d.turn() == 1 and d.decision() == "charge" and len(d.zone(0, "hand")) == 5
    d.apply(C.ACT_PASS)  # no charge
    while d.turn() == 1:
        d.apply(C.ACT_PASS)
    assert d.turn_player() == 1 and len(d.zone(1, "hand")) == 6 and len(d.zone(1, "deck")) == 29


# ---- victory and defeat --------------------------------------------------------------------

def test_c015_c172_direct_attack_with_no_shields_wins():
    d = pos(battle=(["Burning Mane"], []))
    to_attack(d)
    attack_player(d, "Burning Mane")
    assert d.is_terminal() and d.winner() == 0 and d.win_reason() == "direct_attack"


def test_c016_drawing_the_last_card_loses():
    d = pos(turn=3, turn_player=1, step="start", decks=([LOK] * 3, [LOK]))
    assert d.is_terminal() and d.winner() == 0 and d.win_reason() == "deck_out"


def test_c014_c016_deck_out_in_the_middle_of_an_effect():
    # Brain Serum draws the last card: the duel stops at once, the second draw is never offered.
    d = pos(hands=(["Brain Serum"], []), mana=(mana("Aqua Vehicle", 4), []), decks=([LOK], [LOK] * 5))
    play(d, "Brain Serum")
    assert d.decision() == "yesno"
    d.apply(C.ACT_YES)
    assert d.is_terminal() and d.winner() == 1 and d.win_reason() == "deck_out"


# ---- mana and playing cards ------------------------------------------------------------------

def test_c052_c151_charge_one_card_per_turn():
    d = pos(step="charge", hands=([LOK, "Lah, Purification Enforcer"], []))
    assert d.decision() == "charge"
    pick(d, 0, LOK, "hand")
    assert d.names(0, "mana") == [LOK] and d.decision() == "main"
    assert all(a == C.ACT_PASS for a in d.legal_actions())  # Lah costs more than one mana


VORG = "Immortal Baron, Vorg"  # Fire, cost 2


def test_c044_civilization_and_cost_are_required():
    # Two Nature mana are enough mana for Vorg but not its civilization; one Fire is too few.
    d = pos(hands=([VORG], []), mana=(mana("Forest Hornet", 2), []))
    assert list(d.legal_actions()) == [C.ACT_PASS]
    d = pos(hands=([VORG], []), mana=(mana("Brawler Zyler", 1), []))
    assert list(d.legal_actions()) == [C.ACT_PASS]
    d = pos(hands=([VORG], []), mana=(mana("Forest Hornet", 1) + mana("Brawler Zyler", 1), []))
    assert d.decision() == "main" and len(d.legal_actions()) == 2


def test_c043_c047_paying_taps_mana():
    d = pos(hands=([VORG], []), mana=(mana("Forest Hornet", 2) + mana("Brawler Zyler", 1), []))
    play(d, VORG)
    assert d.names(0, "battle") == [VORG]
    tapped = [d.card_name(c) for c in d.zone(0, "mana") if d.tapped(c)]
    assert sorted(tapped) == ["Brawler Zyler", "Forest Hornet"]  # the Fire one, and one more


HORNET, ZYLER, MANE = "Forest Hornet", "Brawler Zyler", "Burning Mane"  # Nature 4, Fire 2, Nature 2


def _mana_id(d, name, nth=0):
    return [c for c in d.zone(0, "mana") if d.card_name(c) == name][nth]


def test_c044_c057_the_player_taps_the_mana_cards_one_at_a_time():
    # C057: the declared card is pending while its cost is paid; C044: the player picks the mana
    # cards, one per decision; copies of one card are one choice (the lowest id).
    d = pos(hands=([VORG], []), mana=(mana(HORNET, 2) + mana(ZYLER, 1), []))
    vorg = d.find(0, VORG, "hand")
    d.apply(C.ACT_CARD + vorg)
    assert d.decision() == "pay" and d.current_player() == 0
    assert d.zone(0, "hand") == [] and d.zone(0, "battle") == []
    assert d.buffer[L.CARD_BASE + vorg * L.CARD_WIDTH + L.CARD_ZONE] == L.ZONE_PENDING
    assert list(d.legal_actions()) == [C.ACT_CARD + _mana_id(d, HORNET), C.ACT_CARD + _mana_id(d, ZYLER)]
    assert d.describe(C.ACT_CARD + _mana_id(d, ZYLER)) == "pay: tap Brawler Zyler"
    d.apply(C.ACT_CARD + _mana_id(d, ZYLER))  # the civilization first (C047) ...
    assert d.decision() == "pay" and list(d.legal_actions()) == [C.ACT_CARD + _mana_id(d, HORNET)]
    d.apply(C.ACT_CARD + _mana_id(d, HORNET))  # ... then the rest
    assert d.decision() == "main" and d.names(0, "battle") == [VORG]
    assert [d.tapped(c) for c in d.zone(0, "mana")] == [True, False, True]


def test_c044_c046_only_choices_that_keep_the_payment_completable():
    # After a Nature card, the last mana must be the Fire one: a second Nature card is illegal
    # (it would leave the civilization unpaid), and the illegal action changes nothing.
    d = pos(hands=([VORG], []), mana=(mana(HORNET, 2) + mana(ZYLER, 1), []))
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    d.apply(C.ACT_CARD + _mana_id(d, HORNET, 0))
    assert list(d.legal_actions()) == [C.ACT_CARD + _mana_id(d, ZYLER)]
    before = d.buffer.copy()
    with pytest.raises(IllegalActionError):
        d.apply(C.ACT_CARD + _mana_id(d, HORNET, 1))
    assert (d.buffer == before).all()
    d.apply(C.ACT_CARD + _mana_id(d, ZYLER))
    assert d.names(0, "battle") == [VORG] and not d.tapped(_mana_id(d, HORNET, 1))


def test_c044_the_choice_keeps_a_civilization_for_a_second_card():
    # Two Fire and two Nature mana, two Vorgs (Fire 2) in hand: paying the first with a Fire and a
    # Nature card keeps a Fire card for the second; paying with both Fire cards does not.
    base = dict(hands=([VORG, VORG], []), mana=(mana(ZYLER, 2) + mana(HORNET, 2), []))
    d = pos(**base)
    play(d, VORG, tap=[ZYLER, HORNET])
    assert C.ACT_CARD + d.find(0, VORG, "hand") in d.legal_actions()
    play(d, VORG)
    assert d.names(0, "battle") == [VORG, VORG] and all(d.tapped(c) for c in d.zone(0, "mana"))
    d = pos(**base)
    play(d, VORG, tap=[ZYLER, ZYLER])
    assert list(d.legal_actions()) == [C.ACT_PASS]


def test_c044_a_forced_payment_is_taken_automatically_with_auto_forced():
    # Exactly the cost in mana (or only copies of one card): one sensible payment. With auto_forced
    # on it is taken at once; with it off each tap is still asked, with one legal action.
    kw = dict(hands=([VORG], []), mana=(mana(ZYLER, 1) + mana(HORNET, 1), []))
    # (Nothing else is playable, so the turn runs on to the opponent's charge.)
    d = DMDuel.from_position(auto_forced=True, **kw)
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    assert d.decisions() == 1 and d.names(0, "battle") == [VORG] and d.turn_player() == 1
    assert all(d.tapped(c) for c in d.zone(0, "mana"))
    d = DMDuel.from_position(auto_forced=True, hands=([VORG], []), mana=(mana(ZYLER, 4), []))
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    assert d.decisions() == 1 and d.names(0, "battle") == [VORG]
    assert [d.tapped(c) for c in d.zone(0, "mana")] == [True, True, False, False]
    d = pos(**kw)
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    assert d.decision() == "pay" and len(d.legal_actions()) == 1
    d.apply(int(d.legal_actions()[0]))
    assert d.decision() == "pay" and len(d.legal_actions()) == 1
    d.apply(int(d.legal_actions()[0]))
    assert d.names(0, "battle") == [VORG]
    # With a real choice, auto_forced still asks.
    d = DMDuel.from_position(auto_forced=True, hands=([VORG], []), mana=(mana(ZYLER, 2) + mana(HORNET, 1), []))
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    assert d.decision() == "pay" and len(d.legal_actions()) == 2


def test_c044_c057_a_payment_in_progress_is_validated_by_from_buffer():
    from dm_core import core as CC
    d = pos(hands=([VORG], []), mana=(mana(HORNET, 2) + mana(ZYLER, 1), []))
    d.apply(C.ACT_CARD + d.find(0, VORG, "hand"))
    d.apply(C.ACT_CARD + _mana_id(d, HORNET, 0))
    assert DMDuel.from_buffer(d.buffer) == d
    f = L.STACK_BASE + (d.buffer[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH
    assert d.buffer[f] == CC.PROC_PAY and d.buffer[f + CC.FP_LEFT] == 1 and d.buffer[f + CC.FP_CIV_PAID] == 0
    for word, value, why in ((CC.FP_LEFT, 3, "cannot be paid"), (CC.FP_LEFT, 0, "FP"), (CC.FP_CIV_PAID, 2, ""),
                             (CC.FP_CARD, _mana_id(d, ZYLER), "pending"), (CC.FP_CIV_PAID + 1, 1, "unused")):
        b = d.buffer.copy()
        b[f + word] = value
        with pytest.raises(ValueError):
            DMDuel.from_buffer(b)
    b = d.buffer.copy()  # the Fire card tapped: the civilization can no longer be paid
    b[L.CARD_BASE + _mana_id(d, ZYLER) * L.CARD_WIDTH + L.CARD_TAPPED] = 1
    with pytest.raises(ValueError, match="cannot be paid"):
        DMDuel.from_buffer(b)
    b = d.buffer.copy()
    b[L.HDR_DECISION] = C.DEC_MAIN
    with pytest.raises(ValueError):
        DMDuel.from_buffer(b)


def test_c147_start_of_turn_untaps_creatures_and_mana():
    d = pos(step="start", battle=([("Burning Mane", {"tapped": True})], []), mana=(mana("Fear Fang", 2, True), []))
    assert not any(d.tapped(c) for c in d.zone(0, "battle") + d.zone(0, "mana"))


def test_c206_a_spell_goes_to_the_graveyard_after_resolving():
    d = pos(hands=(["Crimson Hammer"], []), mana=(mana("Brawler Zyler", 2), []), battle=([], ["Burning Mane"]))
    play(d, "Crimson Hammer")
    assert d.decision() == "choose"
    pick(d, 1, "Burning Mane")
    assert d.names(0, "graveyard") == ["Crimson Hammer"] and d.names(1, "graveyard") == ["Burning Mane"]


# ---- attacking -------------------------------------------------------------------------------

def test_c157_summoning_sickness():
    d = pos(hands=(["Burning Mane"], []), mana=(mana("Fear Fang", 2), []))
    play(d, "Burning Mane")
    assert d.decision() == "main"
    d.apply(C.ACT_PASS)
    assert d.decision() == "attack" and list(d.legal_actions()) == [C.ACT_PASS]


def test_c158_only_tapped_creatures_can_be_attacked():
    d = pos(battle=(["Burning Mane"], [LOK, ("Lah, Purification Enforcer", {"tapped": True})]))
    to_attack(d)
    kinds = [d.describe(a) for a in d.legal_actions()]
    assert "attack Lah, Purification Enforcer with Burning Mane" in kinds
    assert not any("attack Lok," in k for k in kinds)


def test_c159_attacking_taps_the_attacker():
    d = pos(battle=(["Burning Mane", "Fear Fang"], []), shields=([], [LOK] * 2))
    to_attack(d)
    attack_player(d, "Burning Mane")
    assert d.tapped(d.find(0, "Burning Mane")) and not d.tapped(d.find(0, "Fear Fang"))


def test_c170_higher_power_wins_and_a_tie_destroys_both():
    d = pos(battle=(["Fear Fang", "Burning Mane"], [("Burning Mane", {"tapped": True}), (VORG, {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Fear Fang", "Burning Mane")  # 3000 against 2000
    assert d.names(1, "graveyard") == ["Burning Mane"] and d.names(0, "battle") == ["Fear Fang", "Burning Mane"]
    attack_creature(d, "Burning Mane", VORG)  # 2000 against 2000
    assert d.names(0, "graveyard") == ["Burning Mane"] and d.names(1, "graveyard") == ["Burning Mane", VORG]


def test_c163_c235_blocker_taps_and_battles_instead():
    d = pos(battle=(["Fear Fang"], ["Emerald Grass"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, "Fear Fang")
    assert d.decision() == "block" and d.current_player() == 1
    pick(d, 1, "Emerald Grass")
    # 3000 against 3000: both are destroyed; no shield was broken.
    assert d.names(1, "graveyard") == ["Emerald Grass"] and d.names(0, "graveyard") == ["Fear Fang"]
    assert len(d.zone(1, "shields")) == 1


def test_c163_tapped_blocker_and_the_attacked_creature_cannot_block():
    d = pos(battle=(["Deadly Fighter Braid Claw"], [("Emerald Grass", {"tapped": True}), ("Ruby Grass", {"tapped": True})]),
            shields=([], [LOK]))
    to_attack(d)
    attack_creature(d, "Deadly Fighter Braid Claw", "Ruby Grass")
    assert d.decision() != "block"


def test_c173_c182_attacker_picks_the_shield_and_it_goes_to_hand():
    d = pos(battle=(["Fear Fang"], []), shields=([], [LOK, "Lah, Purification Enforcer"]))
    to_attack(d)
    attack_player(d, "Fear Fang")
    assert d.decision() == "shield" and d.current_player() == 0
    pick(d, 1, "Lah, Purification Enforcer", "shields")
    assert d.names(1, "hand") == ["Lah, Purification Enforcer"] and d.names(1, "shields") == [LOK]


def test_c172_double_breaker_breaks_two_shields():
    d = pos(battle=(["Bolshack Dragon"], []), shields=([], [LOK] * 3))
    to_attack(d)
    attack_player(d, "Bolshack Dragon")
    d.apply(d.legal_actions()[0])
    d.apply(d.legal_actions()[0])
    assert len(d.zone(1, "hand")) == 2 and len(d.zone(1, "shields")) == 1


def test_c184_shield_trigger_may_be_cast_free_or_kept():
    base = dict(battle=(["Fear Fang"], []), shields=([], ["Terror Pit"]))
    d = pos(**base)
    to_attack(d)
    attack_player(d, "Fear Fang")
    assert d.decision() == "shield_trigger" and d.current_player() == 1
    pick(d, 1, "Terror Pit", "hand")  # declared (C175.1); nothing else to declare, so it is used
    assert d.decision() == "choose" and d.current_player() == 1
    pick(d, 0, "Fear Fang")
    # Cast for free (no mana): Terror Pit destroys the only opposing creature.
    assert d.names(0, "graveyard") == ["Fear Fang"] and d.names(1, "graveyard") == ["Terror Pit"]
    d = pos(**base)
    to_attack(d)
    attack_player(d, "Fear Fang")
    d.apply(C.ACT_PASS)
    assert d.names(1, "hand") == ["Terror Pit"] and d.names(0, "battle") == ["Fear Fang"]


# ---- the pending-effect queue, continuous and replacement effects --------------------------

def test_c023_turn_player_orders_their_own_pending_effects():
    d = pos(battle=([("Frei, Vizier of Air", {"tapped": True}), ("Ruby Grass", {"tapped": True})], []))
    d.apply(C.ACT_PASS)  # main -> attack
    d.apply(C.ACT_PASS)  # attack -> end of turn
    assert d.decision() == "order" and d.current_player() == 0 and len(d.legal_actions()) == 2
    assert d.queue_size() == 2


def test_c105_replacement_instead_of_being_destroyed():
    d = pos(battle=(["Fear Fang"], [("Aqua Soldier", {"tapped": True}), ("Coiling Vines", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Fear Fang", "Aqua Soldier")
    assert d.names(1, "hand") == ["Aqua Soldier"] and d.names(1, "graveyard") == []


def test_c101_c104_granted_power_attacker_ends_with_the_turn():
    d = pos(hands=(["Burning Power"], []), mana=(mana("Brawler Zyler", 1), []), battle=(["Burning Mane"], []),
            shields=([], [LOK] * 3))
    play(d, "Burning Power")
    pick(d, 0, "Burning Mane")
    c = d.find(0, "Burning Mane")
    assert d.power(c) == 2000 and d.buffer[L.HDR_MOD_COUNT] == 1
    to_attack(d)
    attack_player(d, "Burning Mane")
    d.apply(d.legal_actions()[0])  # the shield
    d.apply(C.ACT_PASS)  # no more attacks
    assert d.turn_player() == 1
    assert d.buffer[L.HDR_MOD_COUNT] == 0 and d.power(c) == 2000


def test_c114_a_moved_card_is_a_new_object():
    d = pos(battle=(["Burning Mane"], []))
    c = d.find(0, "Burning Mane")
    g = d.buffer[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_GEN]
    d2 = pos(hands=(["Spiral Gate"], []), mana=(mana("Aqua Vehicle", 2), []), battle=(["Burning Mane"], []))
    play(d2, "Spiral Gate")
    pick(d2, 0, "Burning Mane")
    c2 = d2.find(0, "Burning Mane", "hand")
    assert d2.buffer[L.CARD_BASE + c2 * L.CARD_WIDTH + L.CARD_GEN] == g + 1


# ---- keywords --------------------------------------------------------------------------------

def test_c237_power_attacker_only_while_attacking():
    # Brawler Zyler is 1000, +2000 while attacking: it beats a 2000 it would lose to otherwise.
    d = pos(battle=(["Brawler Zyler"], [("Burning Mane", {"tapped": True})]))
    z = d.find(0, "Brawler Zyler")
    assert d.power(z) == 1000
    to_attack(d)
    attack_creature(d, "Brawler Zyler", "Burning Mane")
    assert d.names(1, "graveyard") == ["Burning Mane"] and d.names(0, "battle") == ["Brawler Zyler"]
    assert d.power(z) == 1000


def test_c238_slayer_destroys_what_it_lost_to():
    d = pos(battle=(["Bolshack Dragon"], [("Bone Assassin, the Ripper", {"tapped": True})]))
    to_attack(d)
    attack_creature(d, "Bolshack Dragon", "Bone Assassin, the Ripper")
    assert d.names(0, "graveyard") == ["Bolshack Dragon"] and d.names(1, "graveyard") == ["Bone Assassin, the Ripper"]


def test_c160_attacks_each_turn_if_able():
    d = pos(battle=(["Deadly Fighter Braid Claw"], []), shields=([], [LOK]))
    to_attack(d)
    assert C.ACT_PASS not in d.legal_actions()


def test_cannot_attack_and_cannot_attack_players():
    d = pos(battle=(["Bloody Squito", "Emerald Grass"], [(LOK, {"tapped": True})]))
    to_attack(d)
    texts = [d.describe(a) for a in d.legal_actions()]
    assert texts == ["pass", "attack Lok, Vizier of Hunting with Emerald Grass"]


def test_cannot_be_blocked():
    d = pos(battle=(["Candy Drop"], ["Emerald Grass"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, "Candy Drop")
    assert d.names(1, "hand") == [LOK]


def test_cannot_be_blocked_by_power_3000_or_less():
    d = pos(battle=(["Stampeding Longhorn"], ["Emerald Grass", "Dia Nork, Moonlight Guardian"]), shields=([], [LOK]))
    to_attack(d)
    attack_player(d, "Stampeding Longhorn")
    assert d.decision() == "block"
    blockers = [d.card_name(a - C.ACT_CARD) for a in d.legal_actions() if a >= C.ACT_CARD]
    assert blockers == ["Dia Nork, Moonlight Guardian"]


def test_can_attack_untapped_creatures():
    d = pos(battle=(["Nomad Hero Gigio"], [LOK]))
    to_attack(d)
    assert "attack Lok, Vizier of Hunting with Nomad Hero Gigio" in [d.describe(a) for a in d.legal_actions()]


def test_c196_only_a_blocker_blocks():
    d = pos(battle=(["Fear Fang"], [LOK]), shields=([], ["Lah, Purification Enforcer"]))
    to_attack(d)
    attack_player(d, "Fear Fang")
    assert d.names(1, "hand") == ["Lah, Purification Enforcer"]


def test_c023_turn_players_effects_then_the_other_players():
    # A state saved while the queue holds two effects of the turn player and one of the other
    # player (built by hand, accepted by from_buffer): the turn player orders theirs, then the
    # other player's resolves.
    pool = dm01()
    d = pos(battle=(["Aqua Hulcus", "King Ripped-Hide"], ["Aqua Hulcus"]))
    b = d.buffer
    on_enter = lambda name: int(pool.table[V.DB_HEAD + pool.code(name) * V.DB_WIDTH + V.DB_ON_ENTER])
    entries = [(0, d.find(0, "Aqua Hulcus"), on_enter("Aqua Hulcus")),
               (1, d.find(1, "Aqua Hulcus"), on_enter("Aqua Hulcus")),
               (0, d.find(0, "King Ripped-Hide"), on_enter("King Ripped-Hide"))]
    for i, (who, src, pc) in enumerate(entries):
        q = L.QUEUE_BASE + i * L.QUEUE_WIDTH
        b[q:q + 4] = [who, src, b[L.CARD_BASE + src * L.CARD_WIDTH + L.CARD_GEN], pc]
    b[L.HDR_QUEUE_COUNT] = 3
    f = L.STACK_BASE + b[L.HDR_STACK_TOP] * L.FRAME_WIDTH
    b[f] = C.PROC_QUEUE
    b[L.HDR_STACK_TOP] += 1
    b[L.HDR_DECISION] = C.DEC_ORDER
    e = DMDuel.from_buffer(b)
    assert e.decision() == "order" and e.current_player() == 0
    assert list(e.legal_actions()) == [C.ACT_ORDER + 0, C.ACT_ORDER + 2]
    e.apply(C.ACT_ORDER + 2)  # King Ripped-Hide first: up to 2 draws
    e.apply(C.ACT_PASS)
    assert e.decision() == "yesno" and e.current_player() == 0  # then player 0's Aqua Hulcus
    e.apply(C.ACT_YES)
    assert e.decision() == "yesno" and e.current_player() == 1  # and last, player 1's
    e.apply(C.ACT_YES)
    assert len(e.zone(0, "hand")) == 1 and len(e.zone(1, "hand")) == 1 and e.decision() == "main"
    b[L.HDR_DECIDER] = 1
    with pytest.raises(ValueError, match="orders their effects first"):
        DMDuel.from_buffer(b)


def _two_triggers():
    d = pos(battle=(["Bolshack Dragon", "Burning Mane"], []), shields=([], ["Solar Ray", "Spiral Gate", LOK]))
    to_attack(d)
    attack_player(d, "Bolshack Dragon")
    pick(d, 1, "Solar Ray", "shields")
    pick(d, 1, "Spiral Gate", "shields")
    return d


def test_c175_c184_shield_triggers_are_all_declared_first_then_used_in_the_owners_order():
    # C175 (1, 4), C184: "If several trigger, all are declared first and then executed one by one",
    # in any order the owner likes. (The engine used to decide each trigger after the previous
    # one had resolved.)
    d = _two_triggers()
    assert d.decision() == "shield_trigger"
    assert sorted(d.card_name(a - C.ACT_CARD) for a in d.legal_actions()[1:]) == ["Solar Ray", "Spiral Gate"]
    pick(d, 1, "Solar Ray", "hand")
    assert d.decision() == "shield_trigger"  # declaring goes on: Spiral Gate is still declarable
    assert [d.card_name(a - C.ACT_CARD) for a in d.legal_actions()[1:]] == ["Spiral Gate"]
    pick(d, 1, "Spiral Gate", "hand")  # nothing left to declare: declaring ends
    # Nothing has resolved yet; now the owner picks which declared trigger is used first.
    assert d.decision() == "shield_trigger_order" and d.current_player() == 1
    assert sorted(d.card_name(a - C.ACT_CARD) for a in d.legal_actions()) == ["Solar Ray", "Spiral Gate"]
    assert d.names(0, "battle") == ["Bolshack Dragon", "Burning Mane"]
    assert d.describe(card_action(d, 1, "Spiral Gate", "hand")) == "shield_trigger_order Spiral Gate"
    pick(d, 1, "Spiral Gate", "hand")
    pick(d, 0, "Burning Mane")  # Spiral Gate returns Burning Mane
    # Solar Ray, declared, is used next with no further question; it finds no untapped creature.
    assert d.decision() == "attack" and d.turn_player() == 0
    assert d.names(0, "hand") == ["Burning Mane"]
    assert sorted(d.names(1, "graveyard")) == ["Solar Ray", "Spiral Gate"]


def test_c184_the_other_order_solar_ray_first():
    d = _two_triggers()
    pick(d, 1, "Solar Ray", "hand")
    pick(d, 1, "Spiral Gate", "hand")
    pick(d, 1, "Solar Ray", "hand")
    pick(d, 0, "Burning Mane")  # Solar Ray taps Burning Mane
    assert d.tapped(d.find(0, "Burning Mane"))
    pick(d, 0, "Bolshack Dragon")  # then Spiral Gate returns Bolshack Dragon
    assert d.decision() == "attack" and d.names(0, "hand") == ["Bolshack Dragon"]
    assert sorted(d.names(1, "graveyard")) == ["Solar Ray", "Spiral Gate"]


def test_c175_a_trigger_not_declared_cannot_be_used_after_another_resolves():
    # C175.1: declaring ends before any trigger is used; the undeclared one stays in the hand.
    d = _two_triggers()
    pick(d, 1, "Spiral Gate", "hand")
    d.apply(C.ACT_PASS)  # Solar Ray is not declared
    pick(d, 0, "Burning Mane")
    assert d.decision() == "attack" and d.turn_player() == 0
    assert d.names(1, "hand") == ["Solar Ray"] and d.names(1, "shields") == [LOK]
    assert d.names(1, "graveyard") == ["Spiral Gate"]


def test_c175_c184_a_state_between_two_declarations_is_accepted_by_from_buffer():
    # C175.1, C184: all triggers are declared first, one card at a time, so while the owner is
    # still declaring (decision shield_trigger) one card is declared and another still usable.
    d = _two_triggers()
    pick(d, 1, "Solar Ray", "hand")
    assert d.decision() == "shield_trigger"
    e = DMDuel.from_buffer(d.buffer)
    assert e == d and pickle.loads(pickle.dumps(d)) == d
    pick(e, 1, "Spiral Gate", "hand")
    assert e.decision() == "shield_trigger_order"
    b = d.buffer.copy()  # a declared card is still in the owner's hand: one in the Deck is refused
    c = d.find(1, "Solar Ray", "hand")
    b[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_FLAGS] = 0
    deck_card = d.zone(1, "deck")[0]
    b[L.CARD_BASE + deck_card * L.CARD_WIDTH + L.CARD_FLAGS] = L.CF_DECLARED
    with pytest.raises(ValueError, match="declared Shield Trigger"):
        DMDuel.from_buffer(b)


def test_c175_c180_declared_trigger_flags_are_validated_by_from_buffer():
    d = _two_triggers()
    pick(d, 1, "Solar Ray", "hand")
    pick(d, 1, "Spiral Gate", "hand")
    assert DMDuel.from_buffer(d.buffer) == d
    b = d.buffer.copy()
    c = d.find(1, "Solar Ray", "hand")
    b[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_FLAGS] = L.CF_DECLARED | L.CF_TRIGGER
    with pytest.raises(ValueError, match="Shield Trigger flag"):
        DMDuel.from_buffer(b)
    b = d.buffer.copy()
    c = d.find(1, LOK, "shields")  # a shield not broken cannot be declared
    b[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_FLAGS] = L.CF_DECLARED
    with pytest.raises(ValueError, match="declared Shield Trigger"):
        DMDuel.from_buffer(b)
    b = d.buffer.copy()
    b[L.HDR_DECISION] = C.DEC_TRIGGER
    with pytest.raises(ValueError):
        DMDuel.from_buffer(b)


def test_turn_limit_ends_in_a_draw():
    d = DMDuel(RUSH, CONTROL, seed=3, turn_limit=2)
    d.playout(1)  # nobody can win in two turns (summoning sickness), nobody decks out
    assert d.is_terminal() and d.turn() == 2 and d.win_reason() == "turn_limit" and d.winner() == -1
