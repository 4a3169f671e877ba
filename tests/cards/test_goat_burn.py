"""GOAT burn family (ygo_core/scripts/goat/burn.py): one test or more per card, each in a set-up
position, citing the rules (rules-mr3.md) and the era's rulings it relies on; then a random-play
battery of the family's cards."""
from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, go_to_battle, keep_gy_order, monster_card, pass_until, position, vanilla
from invariants import check_invariants

STEALTH_BIRD = 3510565
OJAMA_TRIO = 29843091
OJAMA_TOKEN = 29843092
WAVE_MOTION_CANNON = 38992735
BIG_SHIELD_GARDNA = 65240384
NOBLEMAN = 71044499
LILY = 79575620
FAKE_TRAP = 3027001
SERIAL_SPELL = 49398568
POT_OF_GREED = 55144522
MONSTER_REBORN = 83764718
MIRROR_FORCE = 44095762
NIGHTMARE_WHEEL = 54704216
DARK_HOLE = 53129443
ENEMY_CONTROLLER = 98045062
BIG = vanilla(1800, 1000)
M = vanilla(1000, 1000)


def resolve(duel, decision="main"):
    """Pass until `decision`; simultaneous triggers of one player (W07) go in the order offered,
    cards sent to a GY together keep their order (C10)."""
    while decision != duel.decision() in ("response", "gy_order", "trigger_order"):
        if duel.decision() == "trigger_order":
            duel.apply(int(duel.legal_actions()[0]))
        elif duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)
    assert duel.decision() == decision, f"expected a {decision!r} decision, got {duel.decision()!r}"


def end_turn(duel):
    """End the turn: pass every window up to the next player's Main Phase 1."""
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")


def activate(duel, player, code, *targets):
    """Activate `code` from the hand (or its first copy Set on the field) and choose targets."""
    ids = [c for c in duel.card_ids(player, "hand") if duel.card_code(c) == code]
    if not ids:
        ids = [s["card"] for s in duel.spells(player) if s and s["code"] == code]
    duel.apply(A.ACT_ACTIVATE + ids[0])
    for t in targets:
        duel.apply(A.ACT_SELECT + t)


# ---- Stealth Bird -------------------------------------------------------------------------------

def test_stealth_bird_flip_summoned_burns_1000():
    duel = position(monsters=([(STEALTH_BIRD, "set")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    resolve(duel)
    assert duel.lp(1) == 7000 and duel.lp(0) == 8000


def test_stealth_bird_flipped_by_an_attack_is_not_flip_summoned():
    # O05-O06: flipped face-up by an attack is not a Flip Summon: no damage.
    duel = position(monsters=([(BIG, "attack")], [(STEALTH_BIRD, "set")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(0) == 8000 and duel.lp(1) == 8000   # 1700 DEF against 1800 ATK: no damage
    assert duel.graveyard(1) == [STEALTH_BIRD]


def test_stealth_bird_turns_itself_face_down_once_per_turn_and_flip_summons_again():
    # It was on the field since before this turn: neither summoned nor moved this turn, so
    # turned face-down it may be Flip Summoned at once (AD02), and burns again.
    duel = position(monsters=([(STEALTH_BIRD, "attack")], []))
    bird = monster_card(duel, 0, 0)
    assert A.ACT_ACTIVATE + bird in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + bird)
    resolve(duel)
    assert duel.monsters(0)[0]["position"] == "set"
    duel.apply(A.ACT_FLIP_SUMMON + bird)
    resolve(duel)
    assert duel.lp(1) == 7000
    assert A.ACT_ACTIVATE + bird not in duel.legal_actions()   # once per turn
    end_turn(duel)
    end_turn(duel)
    assert A.ACT_ACTIVATE + bird in duel.legal_actions()
    check_invariants(duel)


def test_stealth_bird_normal_summoned_and_turned_face_down_cannot_flip_summon_that_turn():
    # AD02: summoned this turn, then turned face-down: no Flip Summon until the next turn.
    duel = position(hands=([STEALTH_BIRD], []))
    bird = card_in_hand(duel, 0, STEALTH_BIRD)
    duel.apply(A.ACT_SUMMON + bird)
    resolve(duel)
    duel.apply(A.ACT_ACTIVATE + bird)
    resolve(duel)
    assert duel.monsters(0)[0]["position"] == "set"
    assert A.ACT_FLIP_SUMMON + bird not in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)
    duel.apply(A.ACT_FLIP_SUMMON + bird)
    resolve(duel)
    assert duel.lp(1) == 7000


# ---- Ojama Trio ---------------------------------------------------------------------------------

def ojama_trio(duel):
    activate(duel, 0, OJAMA_TRIO)
    resolve(duel)


def test_ojama_trio_summons_three_tokens_in_defense_on_the_opponents_field():
    duel = position(spells=([OJAMA_TRIO], []))
    ojama_trio(duel)
    tokens = duel.monsters(1)[:3]
    assert all(m["code"] == OJAMA_TOKEN and m["position"] == "defense" for m in tokens)
    assert [(m["atk"], m["def"]) for m in tokens] == [(0, 1000)] * 3
    assert duel.monsters(0) == [None] * 5
    assert duel.graveyard(0) == [OJAMA_TRIO]
    check_invariants(duel)


def test_ojama_trio_needs_three_free_zones_on_the_opponents_field():
    # U08: with only 2 free Monster Zones on that side it cannot be activated.
    duel = position(spells=([OJAMA_TRIO], []), monsters=([], [M, M, M]))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] not in duel.legal_actions()
    duel = position(spells=([OJAMA_TRIO], []), monsters=([M, M, M], [M, M]))
    assert A.ACT_ACTIVATE + duel.spells(0)[0]["card"] in duel.legal_actions()


def test_ojama_tokens_destroyed_damage_their_controller_300_each():
    duel = position(spells=([OJAMA_TRIO], []), hands=([DARK_HOLE], []), monsters=([M], []))
    ojama_trio(duel)
    activate(duel, 0, DARK_HOLE)
    resolve(duel)
    assert duel.lp(1) == 8000 - 900 and duel.lp(0) == 8000   # 3 Tokens: 300 each to player 1
    assert duel.monsters(1) == [None] * 5 and duel.graveyard(1) == []   # Tokens vanish
    check_invariants(duel)


def test_ojama_token_destroyed_by_battle_damages_its_controller():
    duel = position(spells=([OJAMA_TRIO], []), monsters=([BIG], []))
    ojama_trio(duel)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert duel.lp(1) == 7700 and duel.lp(0) == 8000
    assert duel.monsters(1)[0] is None and duel.monsters(1)[1]["code"] == OJAMA_TOKEN


def test_ojama_tokens_cannot_be_tributed_for_a_tribute_summon():
    l5 = vanilla(2100, 1000, level=5)
    duel = position(spells=([OJAMA_TRIO], []), hands=([], [l5]))
    ojama_trio(duel)
    end_turn(duel)
    assert A.ACT_SUMMON + card_in_hand(duel, 1, l5) not in duel.legal_actions()
    assert A.ACT_SET + card_in_hand(duel, 1, l5) not in duel.legal_actions()


def test_ojama_token_tributed_as_a_cost_is_not_destroyed_no_damage():
    # Enemy Controller's cost Tributes the Token: it is not destroyed, so no 300 damage.
    duel = position(spells=([OJAMA_TRIO], []), hands=([BIG], [ENEMY_CONTROLLER]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, BIG))
    resolve(duel)
    ojama_trio(duel)
    end_turn(duel)
    ec = card_in_hand(duel, 1, ENEMY_CONTROLLER)
    duel.apply(A.ACT_ACTIVATE + ec)
    if duel.decision() == "option":
        duel.apply(A.ACT_OPTION + 1)   # the second effect: Tribute to take control
    token = monster_card(duel, 1, 0)
    duel.apply(A.ACT_SELECT + token)
    assert duel.monsters(1)[0] is None
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    resolve(duel)
    assert duel.lp(1) == 8000 and duel.lp(0) == 8000
    assert any(m and m["code"] == BIG for m in duel.monsters(1))   # the control was taken


# ---- Wave-Motion Cannon -------------------------------------------------------------------------

def cannon(duel, player=0):
    return next(s["card"] for s in duel.spells(player) if s and s["code"] == WAVE_MOTION_CANNON)


def test_wave_motion_cannon_counts_its_controllers_standby_phases_only():
    duel = position(hands=([WAVE_MOTION_CANNON], []))
    activate(duel, 0, WAVE_MOTION_CANNON)
    resolve(duel)
    wmc = cannon(duel)
    assert duel.counters(wmc) == 0
    end_turn(duel)
    assert duel.counters(wmc) == 0   # the opponent's Standby Phase does not count
    end_turn(duel)
    assert duel.counters(wmc) == 1
    end_turn(duel)
    end_turn(duel)
    assert duel.counters(wmc) == 2
    check_invariants(duel)


def test_wave_motion_cannon_sent_inflicts_1000_per_standby_phase_passed():
    duel = position(hands=([WAVE_MOTION_CANNON], []))
    activate(duel, 0, WAVE_MOTION_CANNON)
    resolve(duel)
    wmc = cannon(duel)
    for _ in range(4):
        end_turn(duel)
    duel.apply(A.ACT_ACTIVATE + wmc)
    assert duel.graveyard(0) == [WAVE_MOTION_CANNON]   # U03: sent as the cost, at activation
    resolve(duel)
    assert duel.lp(1) == 6000 and duel.lp(0) == 8000


def test_wave_motion_cannon_sent_at_once_inflicts_nothing():
    # No Standby Phase of its controller has passed since it was activated: 0 damage.
    duel = position(hands=([WAVE_MOTION_CANNON], []))
    activate(duel, 0, WAVE_MOTION_CANNON)
    resolve(duel)
    duel.apply(A.ACT_ACTIVATE + cannon(duel))
    resolve(duel)
    assert duel.lp(1) == 8000 and duel.graveyard(0) == [WAVE_MOTION_CANNON]


def test_wave_motion_cannon_only_in_its_controllers_main_phase():
    # Spell Speed 1 (W02): not in the Battle Phase, not in the opponent's turn.
    duel = position(spells=([(WAVE_MOTION_CANNON, "faceup")], []), monsters=([M], []))
    wmc = cannon(duel)
    assert A.ACT_ACTIVATE + wmc in duel.legal_actions()
    go_to_battle(duel)
    assert A.ACT_ACTIVATE + wmc not in duel.legal_actions()
    duel = position(spells=([(WAVE_MOTION_CANNON, "faceup")], []), turn_player=1, monsters=([], [M]))
    assert A.ACT_ACTIVATE + cannon(duel) not in duel.legal_actions()
    go_to_battle(duel)
    duel.apply(attack(0, None))
    while duel.decision() == "response" and duel.current_player() != 0:
        duel.apply(A.ACT_PASS)
    assert A.ACT_ACTIVATE + cannon(duel) not in duel.legal_actions()


# ---- Nightmare Wheel ----------------------------------------------------------------------------

def wheel_on(duel, target):
    activate(duel, 0, NIGHTMARE_WHEEL, target)
    resolve(duel)


def test_nightmare_wheel_target_cannot_attack_or_change_position():
    duel = position(spells=([NIGHTMARE_WHEEL], []), monsters=([], [(BIG, "attack"), (M, "attack")]))
    big = monster_card(duel, 1, 0)
    wheel_on(duel, big)
    assert duel.spells(0)[0]["code"] == NIGHTMARE_WHEEL   # a Continuous Trap stays
    end_turn(duel)
    assert A.ACT_CHANGE_POSITION + big not in duel.legal_actions()
    assert A.ACT_CHANGE_POSITION + monster_card(duel, 1, 1) in duel.legal_actions()
    go_to_battle(duel)
    actions = set(int(a) for a in duel.legal_actions())
    assert attack(0, None) not in actions and attack(1, None) in actions
    check_invariants(duel)


def test_nightmare_wheel_face_down_target_cannot_be_flip_summoned():
    duel = position(spells=([NIGHTMARE_WHEEL], []), monsters=([], [(M, "set")]))
    target = monster_card(duel, 1, 0)
    wheel_on(duel, target)
    end_turn(duel)
    assert A.ACT_FLIP_SUMMON + target not in duel.legal_actions()


def test_nightmare_wheel_burns_500_in_each_of_its_controllers_standby_phases():
    duel = position(spells=([NIGHTMARE_WHEEL], []), monsters=([], [BIG]))
    wheel_on(duel, monster_card(duel, 1, 0))
    end_turn(duel)
    assert duel.lp(0) == 8000 and duel.lp(1) == 8000   # not in the opponent's Standby Phase
    end_turn(duel)
    assert duel.lp(1) == 7500 and duel.lp(0) == 8000
    end_turn(duel)
    end_turn(duel)
    assert duel.lp(1) == 7000


def test_nightmare_wheel_is_destroyed_when_its_monster_leaves_the_field():
    duel = position(spells=([NIGHTMARE_WHEEL], []), hands=([DARK_HOLE], []), monsters=([], [BIG]))
    wheel_on(duel, monster_card(duel, 1, 0))
    activate(duel, 0, DARK_HOLE)
    resolve(duel)
    assert NIGHTMARE_WHEEL in duel.graveyard(0) and duel.spells(0)[0] is None
    check_invariants(duel)


def test_nightmare_wheel_needs_its_monster_to_burn():
    # "That monster must be on the field to activate and to resolve": flipped face-down (a new
    # stint, Book of Moon) it is no longer the selected monster: no damage, the Trap stays.
    book_of_moon = 14087893
    duel = position(spells=([NIGHTMARE_WHEEL, book_of_moon], []), monsters=([], [BIG]))
    big = monster_card(duel, 1, 0)
    wheel_on(duel, big)
    activate(duel, 0, book_of_moon, big)
    resolve(duel)
    assert duel.monsters(1)[0]["position"] == "set"
    end_turn(duel)
    end_turn(duel)
    assert duel.lp(1) == 8000
    assert duel.spells(0)[0]["code"] == NIGHTMARE_WHEEL


# ---- Random play --------------------------------------------------------------------------------

SCAPEGOAT = 73915051
BOOK_OF_MOON = 14087893
MST = 5318639
HEAVY_STORM = 19613556
BURN_CARDS = [OJAMA_TRIO, OJAMA_TRIO, WAVE_MOTION_CANNON, WAVE_MOTION_CANNON, NIGHTMARE_WHEEL,
              NIGHTMARE_WHEEL, STEALTH_BIRD, STEALTH_BIRD, STEALTH_BIRD, DARK_HOLE, ENEMY_CONTROLLER,
              SCAPEGOAT, BIG_SHIELD_GARDNA, BIG_SHIELD_GARDNA, NOBLEMAN, LILY, LILY,
              FAKE_TRAP, FAKE_TRAP, SERIAL_SPELL, SERIAL_SPELL]


def burn_decks():
    """Two 40-card Decks: the burn family's cards, the scripted staples and vanilla monsters."""
    from helpers import GOAT_STAPLES
    deck = BURN_CARDS + GOAT_STAPLES + [BIG, M] * 4 + [BIG]
    assert len(deck) == 40
    return deck, list(reversed(deck))


def test_burn_family_random_duels_keep_the_invariants_step_by_step():
    from ygo_core import RULESETS
    from helpers import test_db
    from invariants import play_checked
    deck0, deck1 = burn_decks()
    for rules in sorted(RULESETS):
        for seed in seeds(150 // len(RULESETS) + 1):
            play_checked(test_db(), deck0, deck1, seed, rules, illegal_every=11)


def test_burn_family_playouts_end_consistently():
    from ygo_core import Duel
    from helpers import test_db
    deck0, deck1 = burn_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(400):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed % 2)
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
    assert wins[0] > 0 and wins[1] > 0


def test_burn_states_are_accepted_as_saved_states():
    # The saved-state validator knows the family's words: a Nightmare Wheel linked to its
    # monster (kind 0), Wave-Motion Cannon's counters on a Spell, Ojama Tokens on the other side.
    from ygo_core import Duel
    from helpers import test_db
    duel = position(spells=([NIGHTMARE_WHEEL, OJAMA_TRIO], []), hands=([WAVE_MOTION_CANNON], []),
                    monsters=([], [BIG]))
    wheel_on(duel, monster_card(duel, 1, 0))
    activate(duel, 0, WAVE_MOTION_CANNON)
    resolve(duel)
    activate(duel, 0, OJAMA_TRIO)
    resolve(duel)
    end_turn(duel)
    end_turn(duel)
    assert duel.counters(cannon(duel)) == 1 and duel.lp(1) == 7500
    assert Duel.from_buffer(test_db(), duel.buffer) == duel


# ---- Big Shield Gardna ---------------------------------------------------------------------------



def respond_window_of(duel, player):
    while duel.decision() == "response" and duel.current_player() != player:
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response" and duel.current_player() == player


def test_big_shield_gardna_face_down_negates_a_spell_targeting_only_it():
    duel = position(hands=([NOBLEMAN], []), monsters=([], [(BIG_SHIELD_GARDNA, "set")]))
    gardna = monster_card(duel, 1, 0)
    activate(duel, 0, NOBLEMAN, gardna)
    respond_window_of(duel, 1)
    assert A.ACT_ACTIVATE + gardna in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + gardna)
    resolve(duel)
    view = duel.monsters(1)[0]
    assert (view["code"], view["position"]) == (BIG_SHIELD_GARDNA, "defense")   # face-up Defense
    assert duel.graveyard(0) == [NOBLEMAN] and duel.banished(1) == []   # negated (S10)
    check_invariants(duel)


def test_big_shield_gardna_face_up_or_not_the_target_cannot_negate():
    book = 14087893
    duel = position(hands=([book], []), monsters=([], [(BIG_SHIELD_GARDNA, "defense")]))
    gardna = monster_card(duel, 1, 0)
    activate(duel, 0, book, gardna)
    while duel.decision() == "response" and duel.current_player() != 1:
        duel.apply(A.ACT_PASS)
    assert A.ACT_ACTIVATE + gardna not in duel.legal_actions()   # face-up: no effect to use
    # A Spell that targets another monster.
    duel = position(hands=([NOBLEMAN], []), monsters=([], [(BIG_SHIELD_GARDNA, "set"), (M, "set")]))
    activate(duel, 0, NOBLEMAN, monster_card(duel, 1, 1))   # it targets the other monster
    while duel.decision() == "response" and duel.current_player() != 1:
        duel.apply(A.ACT_PASS)
    assert A.ACT_ACTIVATE + monster_card(duel, 1, 0) not in duel.legal_actions()


def test_big_shield_gardna_attacked_changes_to_attack_position_after_the_damage_step():
    duel = position(monsters=([BIG], [(BIG_SHIELD_GARDNA, "set")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    resolve(duel, "battle")
    assert duel.lp(0) == 8000 - 800   # 2600 DEF against 1800 ATK
    assert duel.monsters(1)[0]["position"] == "attack"


def test_big_shield_gardna_attacking_stays_as_it_is():
    duel = position(monsters=([(BIG_SHIELD_GARDNA, "attack")], [(M, "set")]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    resolve(duel, "battle")
    assert duel.lp(0) == 8000 - 900 and duel.monsters(0)[0]["position"] == "attack"
    assert duel.monsters(1)[0]["code"] == M and duel.monsters(1)[0]["position"] == "defense"


# ---- Injection Fairy Lily -----------------------------------------------------------------------



def until_activatable(duel, card, limit=12):
    """Pass windows until `card` can be activated (its controller's window)."""
    for _ in range(limit):
        if A.ACT_ACTIVATE + card in duel.legal_actions():
            return
        duel.apply(A.ACT_PASS)
    raise AssertionError("never activatable")


def test_injection_fairy_lily_attacking_pays_2000_for_3000_atk_during_calculation():
    duel = position(monsters=([(LILY, "attack")], [(BIG, "attack")]))
    lily = monster_card(duel, 0, 0)
    assert A.ACT_ACTIVATE + lily not in duel.legal_actions()   # not outside damage calculation
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    until_activatable(duel, lily)
    duel.apply(A.ACT_ACTIVATE + lily)
    assert duel.lp(0) == 6000   # the cost, at activation
    assert A.ACT_ACTIVATE + lily not in duel.legal_actions()   # once per battle
    resolve(duel, "battle")
    assert duel.lp(1) == 8000 - 1600 and duel.graveyard(1) == [BIG]
    assert duel.monsters(0)[0]["atk"] == 400   # that damage calculation only
    check_invariants(duel)


def test_injection_fairy_lily_attacked_in_the_opponents_turn():
    duel = position(monsters=([(BIG, "attack")], [(LILY, "attack")]))
    lily = monster_card(duel, 1, 0)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    until_activatable(duel, lily)
    duel.apply(A.ACT_ACTIVATE + lily)
    resolve(duel, "battle")
    assert duel.lp(1) == 6000 and duel.lp(0) == 8000 - 1600 and duel.graveyard(0) == [BIG]


def test_injection_fairy_lily_needs_2000_lp_and_may_decline():
    duel = position(monsters=([(LILY, "attack")], [(BIG, "attack")]), lp=(1999, 8000))
    lily = monster_card(duel, 0, 0)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    for _ in range(12):
        assert A.ACT_ACTIVATE + lily not in duel.legal_actions()
        if duel.decision() != "response":
            break
        duel.apply(A.ACT_PASS)
    assert duel.lp(0) == 1999 - 1400 and duel.graveyard(0) == [LILY]


# ---- Fake Trap ----------------------------------------------------------------------------------



def test_fake_trap_is_destroyed_instead_of_the_trap_a_spell_targets():
    duel = position(hands=([], [MST]), spells=([MIRROR_FORCE, FAKE_TRAP], []), turn_player=1)
    mirror, fake = duel.spells(0)[0]["card"], duel.spells(0)[1]["card"]
    activate(duel, 1, MST, mirror)
    respond_window_of(duel, 0)
    assert A.ACT_ACTIVATE + fake in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + fake)
    resolve(duel)
    assert duel.spells(0)[0]["code"] == MIRROR_FORCE and duel.spells(0)[1] is None
    assert duel.graveyard(0) == [FAKE_TRAP] and duel.graveyard(1) == [MST]
    check_invariants(duel)


def test_fake_trap_against_heavy_storm_spares_the_traps_not_the_spells():
    duel = position(hands=([], [HEAVY_STORM, MST]), spells=([MIRROR_FORCE, FAKE_TRAP, DARK_HOLE], [MST]),
                    turn_player=1)
    activate(duel, 1, HEAVY_STORM)
    respond_window_of(duel, 0)
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[1]["card"])
    resolve(duel)
    assert [c and c["code"] for c in duel.spells(0)][:3] == [MIRROR_FORCE, None, None]
    assert sorted(duel.graveyard(0)) == sorted([FAKE_TRAP, DARK_HOLE])
    assert duel.spells(1)[0] is None   # the opponent's own card is destroyed as usual
    assert HEAVY_STORM in duel.graveyard(1)
    # The sparing was for that chain only: a new chain's first link destroys the Trap.
    activate(duel, 1, MST, duel.spells(0)[0]["card"])
    resolve(duel)
    assert duel.spells(0)[0] is None and MIRROR_FORCE in duel.graveyard(0)


def never_offered(duel, player, card):
    """Pass the chain's windows to the end; `card` is never offered to `player`."""
    while duel.decision() == "response":
        if duel.current_player() == player:
            assert A.ACT_ACTIVATE + card not in duel.legal_actions()
        duel.apply(A.ACT_PASS)


def test_fake_trap_needs_a_trap_of_its_player_about_to_be_destroyed():
    # MST on a Spell: no; its player's own MST on their own Trap: no (the opponent's effect only).
    duel = position(hands=([], [MST]), spells=([DARK_HOLE, FAKE_TRAP], []), turn_player=1)
    fake = duel.spells(0)[1]["card"]
    activate(duel, 1, MST, duel.spells(0)[0]["card"])
    never_offered(duel, 0, fake)
    assert duel.graveyard(0) == [DARK_HOLE] and duel.spells(0)[1]["code"] == FAKE_TRAP
    duel = position(hands=([MST], []), spells=([MIRROR_FORCE, FAKE_TRAP], []))
    fake = duel.spells(0)[1]["card"]
    activate(duel, 0, MST, duel.spells(0)[0]["card"])
    never_offered(duel, 0, fake)
    assert sorted(duel.graveyard(0)) == sorted([MIRROR_FORCE, MST])
    # Not without a chain at all.
    duel = position(spells=([MIRROR_FORCE, FAKE_TRAP], []))
    assert A.ACT_ACTIVATE + duel.spells(0)[1]["card"] not in duel.legal_actions()


# ---- Serial Spell -------------------------------------------------------------------------------



def test_serial_spell_discards_the_hand_and_copies_pot_of_greed():
    duel = position(hands=([POT_OF_GREED, SERIAL_SPELL, M, BIG], []))
    activate(duel, 0, POT_OF_GREED)
    respond_window_of(duel, 0)
    serial = card_in_hand(duel, 0, SERIAL_SPELL)
    duel.apply(A.ACT_ACTIVATE + serial)
    assert len(duel.card_ids(0, "hand")) == 0   # U03: the whole hand, at activation
    resolve(duel)
    assert len(duel.card_ids(0, "hand")) == 4   # 2 for Serial Spell, then 2 for Pot of Greed
    assert sorted(duel.graveyard(0)) == sorted([M, BIG, SERIAL_SPELL, POT_OF_GREED])
    check_invariants(duel)


def test_serial_spell_copying_monster_reborn_chooses_its_own_target():
    duel = position(hands=([MONSTER_REBORN, SERIAL_SPELL, M], []), graveyards=([BIG, M], []))
    big, m = duel.card_ids(0, "gy")
    activate(duel, 0, MONSTER_REBORN, big)
    respond_window_of(duel, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SERIAL_SPELL))
    # Any monster of a GY, the one just discarded for the cost too (paid first, U03).
    assert sorted(int(a) for a in duel.legal_actions()) == sorted(A.ACT_SELECT + c for c in duel.card_ids(0, "gy"))
    assert len(duel.card_ids(0, "gy")) == 3
    duel.apply(A.ACT_SELECT + m)
    while duel.decision() != "main":
        if duel.decision() == "position":
            duel.apply(int(duel.legal_actions()[0]))
        else:
            duel.apply(A.ACT_PASS) if duel.decision() == "response" else keep_gy_order(duel)
    assert sorted(v["code"] for v in duel.monsters(0) if v) == sorted([BIG, M])


def test_serial_spell_only_for_its_players_own_normal_spell_with_a_hand_to_discard():
    # An empty hand besides itself: no cost to pay.
    duel = position(hands=([POT_OF_GREED, SERIAL_SPELL], []))
    activate(duel, 0, POT_OF_GREED)
    never_offered(duel, 0, card_in_hand(duel, 0, SERIAL_SPELL))
    # Not in answer to a Quick-Play Spell (Book of Moon), nor outside a chain.
    duel = position(hands=([BOOK_OF_MOON, SERIAL_SPELL, M], []), monsters=([], [BIG]))
    serial = card_in_hand(duel, 0, SERIAL_SPELL)
    assert A.ACT_ACTIVATE + serial not in duel.legal_actions()
    activate(duel, 0, BOOK_OF_MOON, monster_card(duel, 1, 0))
    never_offered(duel, 0, serial)


def test_the_drain_burn_list_plays_with_every_card_scripted():
    # ../shared/decks/goat/drain-burn.ydk: no dead card left, and checked random mirror duels.
    from pathlib import Path
    import pytest
    from ygo_core import CardDB, Duel
    from invariants import play_checked
    path = Path(__file__).resolve().parents[3] / "shared" / "decks" / "goat" / "drain-burn.ydk"
    if not path.is_file():
        pytest.skip("../shared/decks/goat is not present")
    from pysim.decks import load_deck
    deck = load_deck(path).main
    db = CardDB()
    Duel(db, deck, deck, seed=0)   # refuses a deck with an unimplemented card
    for seed in range(30):
        play_checked(db, deck, list(reversed(deck)), seed, "goat", illegal_every=7)
