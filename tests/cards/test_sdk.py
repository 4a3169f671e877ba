"""Starter Deck: Kaiba: one or more tests per card scripted in ygo_core/scripts/sdk.py, and the
interactions between them (rules-mr3.md IDs in each test; the card list is rules-legacy.md 5.2).

Each test sets up a position, acts through the public API and checks the exact outcome."""
import pytest

from ygo_core import actions as A
from ygo_core.duel import OBS_DECK_TOP, OBS_HAND, OBS_HEADER, OBS_MONSTER_FIELDS, OBS_SIDE
from ygo_core.observe import OBS_S_DECK_TOP

from helpers import attack, card_in_hand, filler, go_to_battle, keep_gy_order, monster_card, position, vanilla

# ---- the cards ---------------------------------------------------------------------------------

DARK_ENERGY = 4614116
INVIGORATION = 98374133
OOKAZI = 19523799
INEXPERIENCED_SPY = 81820689
ANCIENT_TELESCOPE = 17092736
JUST_DESSERTS = 24068492
LORD_OF_D = 17985575
FLUTE = 43973174
PUPPETEER = 54098121
SOGEN = 86318356
HANE_HANE = 7089711
WORM_BEAST = 6285791

# Vanilla and supporting cards (real passcodes).
BLUE_EYES = 89631139        # LIGHT Dragon 3000/2500, Level 8
KOUMORI = 67724379          # DARK Dragon 1500/1200
CURSE_OF_DRAGON = 28279543  # DARK Dragon 2000/1500, Level 5
FERAL_IMP = 41392891        # DARK Fiend 1300/1400
RYU_KISHIN = 15303296       # DARK Fiend 1000/500
BATTLE_OX = 5053103         # EARTH Beast-Warrior 1700/1000
CELTIC = 91152256           # EARTH Warrior 1400/1200
YAMI = 59197169             # Field Spell: Fiend/Spellcaster +200, Fairy -200
MONSTER_REBORN = 83764718
CHANGE_OF_HEART = 4031928
FISSURE = 66788016
DARK_HOLE = 53129443
DE_SPELL = 19159413
TRAP_HOLE = 4206964
TWO_PRONGED = 83887306
SWORD_OF_DARK_DESTRUCTION = 37120512  # Equip Spell: a DARK monster +400 ATK / -200 DEF
BOOK_OF_MOON = 14087893     # Quick-Play Spell: a face-up monster to face-down Defense Position

FILLER = vanilla(100, 100)  # EARTH Warrior 100/100

# Observation offsets inside one side's block (see Duel.observation; named in ygo_core.observe):
# 5 monster cells, then 6 Spell/Trap/Field cells of 2 words, then the hand, ..., the top of the
# Deck (since issue 13 followed by the Pendulum Zones and the Extra Deck).
OWN, FOE = OBS_HEADER, OBS_HEADER + OBS_SIDE
HAND_AT = 5 * OBS_MONSTER_FIELDS + 6 * 2
DECK_TOP_AT = OBS_S_DECK_TOP


# ---- small helpers -----------------------------------------------------------------------------

def pass_responses(duel):
    """Both players pass every response window until a non-response decision comes up. A
    monster Special Summoned on the way is put in face-up Attack Position (H03: the player's
    choice; the position tests ask for it explicitly)."""
    while duel.decision() in ("response", "position", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)  # C10: the order they arrived in (tests/rules/test_c_graveyard.py)
        else:
            duel.apply(A.ACT_PASS if duel.decision() == "response" else A.ACT_ATTACK_POSITION)


def activate_from_hand(duel, player, code):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, code))


def selects(*cards):
    return sorted(A.ACT_SELECT + c for c in cards)


def stats(duel, player):
    """(code, position, ATK, DEF) per Monster Zone."""
    return [m and (m["code"], m["position"], m["atk"], m["def"]) for m in duel.monsters(player)]


def spell_cells(duel, player):
    """(code, position) per Spell & Trap Zone, the Field Zone last."""
    return [s and (s["code"], s["position"]) for s in duel.spells(player)]


def set_card(duel, player, zone=0):
    return duel.spells(player)[zone]["card"]


def field_card(duel, player):
    return duel.spells(player)[5]["card"]


def end_turn(duel):
    """The turn player goes to the End Phase; play runs on, passing every window, into the
    next turn's first open decision."""
    turn = duel.turn()
    duel.apply(A.ACT_TO_END)
    while duel.turn() == turn:
        assert duel.decision() == "response", duel.decision()
        duel.apply(A.ACT_PASS)


# ---- Ookazi ------------------------------------------------------------------------------------

def test_ookazi_deals_800():
    # AB01: effect damage lowers the opponent's LP; R05: the Normal Spell then goes to the GY.
    duel = position(hands=([OOKAZI], []))
    activate_from_hand(duel, 0, OOKAZI)
    assert (duel.lp(0), duel.lp(1)) == (8000, 7200)
    assert duel.graveyard(0) == [OOKAZI] and duel.hand(0) == []
    assert spell_cells(duel, 0) == [None] * 6
    assert duel.decision() == "main"


def test_ookazi_reducing_lp_to_zero_wins_at_once():
    # A07, A08, A09: damage past 0 leaves exactly 0 and the duel ends immediately.
    duel = position(hands=([OOKAZI], []), lp=(8000, 500))
    activate_from_hand(duel, 0, OOKAZI)
    assert duel.lp(1) == 0
    assert duel.is_terminal() and duel.winner() == 0 and duel.win_reason() == "lp"


def test_ookazi_set_this_turn_can_be_activated_this_turn():
    # R06: a Set (non-Quick-Play) Spell may be activated in the turn it was Set.
    duel = position(spells=([{"code": OOKAZI, "set_this_turn": True}], []))
    ookazi = set_card(duel, 0)
    assert A.ACT_ACTIVATE + ookazi in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + ookazi)
    assert duel.lp(1) == 7200 and duel.graveyard(0) == [OOKAZI]


def test_ookazi_cannot_be_activated_on_the_opponents_turn():
    # R01: a Normal Spell is used only in its controller's own Main Phase; the Set Trap can be.
    duel = position(turn=3, turn_player=1, spells=([OOKAZI, JUST_DESSERTS], []),
                    monsters=([], [FILLER]))
    duel.apply(A.ACT_TO_BATTLE)
    assert duel.decision() == "response" and duel.current_player() == 0
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 0, 1)]


# ---- Just Desserts -----------------------------------------------------------------------------

def test_just_desserts_deals_500_per_opponent_monster():
    # S01: a Trap Set on an earlier turn is usable on the opponent's turn. Every monster the
    # opponent controls counts, whatever its position (face-up Attack, face-down, face-up Defense).
    duel = position(turn=3, turn_player=1, spells=([JUST_DESSERTS], []),
                    monsters=([FILLER], [FERAL_IMP, (BATTLE_OX, "set"), (CELTIC, "defense")]))
    duel.apply(A.ACT_TO_BATTLE)
    assert duel.decision() == "response" and duel.current_player() == 0
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 0))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 6500)
    assert duel.graveyard(0) == [JUST_DESSERTS] and spell_cells(duel, 0) == [None] * 6


def test_just_desserts_cannot_be_activated_the_turn_it_was_set():
    # S01: not in the turn it was Set.
    duel = position(spells=([{"code": JUST_DESSERTS, "set_this_turn": True}], []),
                    monsters=([], [FERAL_IMP]))
    assert A.ACT_ACTIVATE + set_card(duel, 0) not in duel.legal_actions()
    duel.apply(A.ACT_TO_BATTLE)  # no window opens: nobody can activate anything
    assert duel.decision() == "battle"


def test_just_desserts_needs_an_opponent_monster():
    # U08: with nothing to count, the resolution could do nothing, so it cannot be activated.
    duel = position(spells=([JUST_DESSERTS], []), monsters=([FERAL_IMP], []))
    assert A.ACT_ACTIVATE + set_card(duel, 0) not in duel.legal_actions()


def test_just_desserts_chained_to_ookazi_resolves_first():
    # W02: a Spell Speed 2 Trap may respond to a Spell Speed 1 Spell; W05: last in, first out.
    # Player 0's own Set Just Desserts keeps a window open for it after link 2, so the chain shows.
    duel = position(hands=([OOKAZI], []), monsters=([FILLER, FILLER], [FILLER]),
                    spells=([JUST_DESSERTS], [JUST_DESSERTS]))
    activate_from_hand(duel, 0, OOKAZI)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    assert duel.decision() == "response" and duel.current_player() == 0
    assert [(link["code"], link["player"]) for link in duel.chain()] == [(OOKAZI, 0), (JUST_DESSERTS, 1)]
    duel.apply(A.ACT_PASS)
    pass_responses(duel)
    assert duel.chain() == []
    assert (duel.lp(0), duel.lp(1)) == (7000, 7200)
    assert duel.graveyard(0) == [OOKAZI] and duel.graveyard(1) == [JUST_DESSERTS]
    assert spell_cells(duel, 0)[0] == (JUST_DESSERTS, "facedown")


def test_just_desserts_counts_the_monsters_when_it_resolves():
    # W05: Two-Pronged Attack (chain link 2) destroys 2 of the turn player's 3 monsters first,
    # so Just Desserts (link 1) counts the 1 monster left: 500.
    duel = position(monsters=([FILLER, FILLER, FILLER], [FILLER]), spells=([TWO_PRONGED], [JUST_DESSERTS]))
    duel.apply(A.ACT_TO_BATTLE)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    assert duel.current_player() == 0
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 0))
    mine = duel.card_ids(0, "monsters")
    duel.apply(A.ACT_SELECT + mine[0])
    duel.apply(A.ACT_SELECT + mine[1])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (7500, 8000)
    assert duel.card_ids(0, "monsters") == [mine[2]] and duel.card_ids(1, "monsters") == []


def test_just_desserts_cannot_be_activated_in_the_damage_step():
    # F06: it can answer the attack declaration; F14: not in the Damage Step, so once passed the
    # battle runs to the end with no further window for it (500 damage, F18).
    duel = position(turn=3, turn_player=1, monsters=([vanilla(500, 500)], [vanilla(1000, 1000)]),
                    spells=([JUST_DESSERTS], []))
    duel.apply(A.ACT_TO_BATTLE)
    pass_responses(duel)
    duel.apply(attack(0, 0))
    assert duel.decision() == "response" and duel.current_player() == 0
    assert list(duel.legal_actions()) == [A.ACT_PASS, A.ACT_ACTIVATE + set_card(duel, 0)]
    duel.apply(A.ACT_PASS)
    assert duel.decision() == "battle" and duel.current_player() == 1
    assert duel.lp(0) == 7500 and duel.monsters(0) == [None] * 5
    assert spell_cells(duel, 0)[0] == (JUST_DESSERTS, "facedown")


# ---- The Inexperienced Spy ---------------------------------------------------------------------

def test_inexperienced_spy_reveals_one_opponent_hand_card_to_its_player_only():
    # Y04: a random card of the opponent's hand; C13: hands are hidden, so only the activating
    # player is shown it (observation and revealed_to), and the card stays in that hand.
    foe_codes = [vanilla(100, 200), vanilla(100, 300), vanilla(100, 400)]
    duel = position(hands=([INEXPERIENCED_SPY, FILLER], foe_codes))
    foe_hand = duel.card_ids(1, "hand")
    assert list(duel.observation(0)[FOE + HAND_AT:FOE + HAND_AT + OBS_HAND]) == [0, 0, 0] + [-1] * 13
    activate_from_hand(duel, 0, INEXPERIENCED_SPY)
    shown = duel.revealed_to(0)
    assert len(shown) == 1 and shown[0] in foe_hand
    assert duel.revealed_to(1) == []
    assert duel.card_ids(1, "hand") == foe_hand
    assert duel.graveyard(0) == [INEXPERIENCED_SPY]
    slot = foe_hand.index(shown[0])
    expected = [0, 0, 0]
    expected[slot] = foe_codes[slot]
    assert list(duel.observation(0)[FOE + HAND_AT:FOE + HAND_AT + 3]) == expected
    # The opponent learns nothing new: its own hand as before, the spy's hand still hidden.
    theirs = duel.observation(1)
    assert list(theirs[OWN + HAND_AT:OWN + HAND_AT + 4]) == foe_codes + [-1]
    assert list(theirs[FOE + HAND_AT:FOE + HAND_AT + 2]) == [0, -1]


def test_inexperienced_spy_pick_is_random():
    # Y04: the pick comes from the duel's RNG; over 30 seeds every card of a 3-card hand is shown.
    seen = set()
    for seed in range(30):
        duel = position(hands=([INEXPERIENCED_SPY], [vanilla(100, 200), vanilla(100, 300), vanilla(100, 400)]),
                        seed=seed)
        foe_hand = duel.card_ids(1, "hand")
        activate_from_hand(duel, 0, INEXPERIENCED_SPY)
        seen.add(foe_hand.index(duel.revealed_to(0)[0]))
    assert seen == {0, 1, 2}


def test_inexperienced_spy_needs_a_card_in_the_opponents_hand():
    # U08.
    duel = position(hands=([INEXPERIENCED_SPY], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, INEXPERIENCED_SPY) not in duel.legal_actions()


# ---- Ancient Telescope -------------------------------------------------------------------------

def test_ancient_telescope_shows_the_top_5_of_the_opponents_deck_to_its_player_only():
    # C11: Deck contents are hidden from both players; the effect shows the activating player
    # the opponent's top 5 (in order) and changes nothing else.
    foe_deck = [vanilla(200 * i, 100) for i in range(1, 8)]
    duel = position(hands=([ANCIENT_TELESCOPE], []), decks=(filler(), foe_deck))
    deck_ids = duel.card_ids(1, "deck")
    activate_from_hand(duel, 0, ANCIENT_TELESCOPE)
    assert sorted(duel.revealed_to(0)) == sorted(deck_ids[:5])
    assert duel.revealed_to(1) == []
    assert duel.card_ids(1, "deck") == deck_ids and duel.deck(1) == foe_deck
    assert duel.graveyard(0) == [ANCIENT_TELESCOPE]
    assert list(duel.observation(0)[FOE + DECK_TOP_AT:FOE + DECK_TOP_AT + OBS_DECK_TOP]) == foe_deck[:5]
    # The Deck's owner has not seen them, nor does the activator see its own Deck.
    assert list(duel.observation(1)[OWN + DECK_TOP_AT:OWN + DECK_TOP_AT + OBS_DECK_TOP]) == [0] * 5
    assert list(duel.observation(0)[OWN + DECK_TOP_AT:OWN + DECK_TOP_AT + OBS_DECK_TOP]) == [0] * 5


def test_ancient_telescope_activated_by_the_second_player():
    # The effect's player (T09) is the one shown the cards, whoever that is.
    my_deck = [vanilla(200 * i, 200) for i in range(1, 7)]
    duel = position(turn=3, turn_player=1, hands=([], [ANCIENT_TELESCOPE]), decks=(my_deck, filler()))
    activate_from_hand(duel, 1, ANCIENT_TELESCOPE)
    assert sorted(duel.revealed_to(1)) == sorted(duel.card_ids(0, "deck")[:5])
    assert duel.revealed_to(0) == []
    assert list(duel.observation(1)[FOE + DECK_TOP_AT:FOE + DECK_TOP_AT + OBS_DECK_TOP]) == my_deck[:5]
    assert list(duel.observation(0)[OWN + DECK_TOP_AT:OWN + DECK_TOP_AT + OBS_DECK_TOP]) == [0] * 5


def test_ancient_telescope_with_a_short_deck_shows_what_there_is():
    # A12: an effect on a short Deck does what it can.
    foe_deck = [vanilla(200, 100), vanilla(400, 100), vanilla(600, 100)]
    duel = position(hands=([ANCIENT_TELESCOPE], []), decks=(filler(), foe_deck))
    activate_from_hand(duel, 0, ANCIENT_TELESCOPE)
    assert sorted(duel.revealed_to(0)) == sorted(duel.card_ids(1, "deck"))
    assert list(duel.observation(0)[FOE + DECK_TOP_AT:FOE + DECK_TOP_AT + OBS_DECK_TOP]) == foe_deck + [-1, -1]


def test_ancient_telescope_needs_an_opponent_deck():
    # U08.
    duel = position(hands=([ANCIENT_TELESCOPE], []), decks=(filler(), []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, ANCIENT_TELESCOPE) not in duel.legal_actions()


def test_inexperienced_spy_and_ancient_telescope_reveals_end_when_the_cards_are_hidden_again():
    # C15: a shown card stays visible to the activating player only until it is hidden again:
    # the drawn top card and the Set monster are unknown again; the other 4 Deck cards stay shown.
    foe_deck = [vanilla(200 * i, 100) for i in range(1, 8)]
    monster = vanilla(1000, 1000)
    duel = position(hands=([INEXPERIENCED_SPY, ANCIENT_TELESCOPE], [monster]), decks=(filler(), foe_deck))
    activate_from_hand(duel, 0, INEXPERIENCED_SPY)
    activate_from_hand(duel, 0, ANCIENT_TELESCOPE)
    deck_ids = duel.card_ids(1, "deck")
    [hand_card] = duel.card_ids(1, "hand")
    assert sorted(duel.revealed_to(0)) == sorted(deck_ids[:5] + [hand_card])
    end_turn(duel)  # player 1 draws the top card in turn 3
    assert duel.turn() == 3 and duel.hand(1) == [monster, foe_deck[0]]
    assert sorted(duel.revealed_to(0)) == sorted(deck_ids[1:5] + [hand_card])
    obs = duel.observation(0)
    assert list(obs[FOE + DECK_TOP_AT:FOE + DECK_TOP_AT + OBS_DECK_TOP]) == foe_deck[1:5] + [0]
    assert list(obs[FOE + HAND_AT:FOE + HAND_AT + 3]) == [monster, 0, -1]
    duel.apply(A.ACT_SET + hand_card)
    assert sorted(duel.revealed_to(0)) == sorted(deck_ids[1:5])
    obs = duel.observation(0)
    assert list(obs[FOE:FOE + OBS_MONSTER_FIELDS]) == [0, obs[FOE + 1], 0, 0]
    assert list(obs[FOE + HAND_AT:FOE + HAND_AT + 2]) == [0, -1]


# ---- Dark Energy -------------------------------------------------------------------------------

def test_dark_energy_gives_a_face_up_fiend_300_atk_and_def():
    # R10: the Equip Spell targets a face-up monster that fits (either side); AA01: +300/+300.
    duel = position(hands=([DARK_ENERGY], []),
                    monsters=([FERAL_IMP, BATTLE_OX, (RYU_KISHIN, "set")], [RYU_KISHIN, CELTIC]))
    activate_from_hand(duel, 0, DARK_ENERGY)
    assert duel.decision() == "target"
    assert list(duel.legal_actions()) == selects(monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    target = monster_card(duel, 1, 0)
    duel.apply(A.ACT_SELECT + target)
    pass_responses(duel)
    assert stats(duel, 1)[0] == (RYU_KISHIN, "attack", 1300, 800)
    assert stats(duel, 0)[:3] == [(FERAL_IMP, "attack", 1300, 1400), (BATTLE_OX, "attack", 1700, 1000),
                                  (RYU_KISHIN, "set", 1000, 500)]
    cell = duel.spells(0)[0]
    assert (cell["code"], cell["position"], cell["equipped_to"]) == (DARK_ENERGY, "faceup", target)


def test_dark_energy_needs_a_face_up_fiend():
    # U08: no face-up Fiend (a Set one does not count, O11).
    duel = position(hands=([DARK_ENERGY], []), monsters=([BATTLE_OX, (FERAL_IMP, "set")], [CELTIC]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_ENERGY) not in duel.legal_actions()


def test_dark_energy_goes_to_the_gy_when_its_monster_is_destroyed_by_battle():
    # The boosted Feral Imp (1600) loses to 1700 ATK: 100 damage (F18). R11: the Equip then goes
    # to its controller's GY, the monster to its owner's.
    duel = position(hands=([DARK_ENERGY], []), monsters=([vanilla(1700, 1000)], [FERAL_IMP]))
    activate_from_hand(duel, 0, DARK_ENERGY)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert stats(duel, 1)[0] == (FERAL_IMP, "attack", 1600, 1700)
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 7900)
    assert duel.graveyard(0) == [DARK_ENERGY] and duel.graveyard(1) == [FERAL_IMP]
    assert spell_cells(duel, 0) == [None] * 6 and duel.monsters(1) == [None] * 5


def test_dark_energy_stacks_with_yami():
    # AA01: increases stack: 1300/1400 + 200 (Yami) + 300 (Dark Energy).
    duel = position(hands=([DARK_ENERGY], []), monsters=([FERAL_IMP], []), spells=([(YAMI, "faceup")], []))
    assert stats(duel, 0)[0] == (FERAL_IMP, "attack", 1500, 1600)
    activate_from_hand(duel, 0, DARK_ENERGY)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert stats(duel, 0)[0] == (FERAL_IMP, "attack", 1800, 1900)


def test_dark_energy_whose_target_left_before_resolution_goes_to_the_gy():
    # V03, X01: the target is gone, so nothing is equipped; R10: an unequipped Equip Spell does
    # not stay on the field. Two-Pronged Attack (chain link 2) destroys the targeted Feral Imp.
    duel = position(hands=([DARK_ENERGY], []), monsters=([FILLER], [FERAL_IMP, vanilla(200, 200)]),
                    spells=([], [TWO_PRONGED]))
    activate_from_hand(duel, 0, DARK_ENERGY)
    imp = monster_card(duel, 1, 0)
    duel.apply(A.ACT_SELECT + imp)
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    duel.apply(A.ACT_SELECT + imp)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_responses(duel)
    assert spell_cells(duel, 0) == [None] * 6
    assert duel.graveyard(0) == [FILLER, DARK_ENERGY]
    assert sorted(duel.graveyard(1)) == sorted([FERAL_IMP, vanilla(200, 200), TWO_PRONGED])


# ---- Invigoration ------------------------------------------------------------------------------

def test_invigoration_gives_an_earth_monster_400_atk_and_minus_200_def():
    # R10: only face-up EARTH monsters (either side) are targets; AA01.
    duel = position(hands=([INVIGORATION], []),
                    monsters=([FERAL_IMP, BATTLE_OX, (CELTIC, "set")], [CELTIC, KOUMORI]))
    activate_from_hand(duel, 0, INVIGORATION)
    assert list(duel.legal_actions()) == selects(monster_card(duel, 0, 1), monster_card(duel, 1, 0))
    ox = monster_card(duel, 0, 1)
    duel.apply(A.ACT_SELECT + ox)
    pass_responses(duel)
    assert stats(duel, 0)[1] == (BATTLE_OX, "attack", 2100, 800)
    assert stats(duel, 1)[0] == (CELTIC, "attack", 1400, 1200)
    cell = duel.spells(0)[0]
    assert (cell["code"], cell["equipped_to"]) == (INVIGORATION, ox)


def test_invigoration_def_stops_at_zero_and_sogen_adds_on_the_sum():
    # T11, AA10: 100 - 200 gives 0, not -100. AA (engine model): all modifiers are summed,
    # then clamped, so Sogen's +200 on top gives 100 - 200 + 200 = 100.
    monster = vanilla(500, 100)
    duel = position(hands=([INVIGORATION, SOGEN], []), monsters=([monster], []))
    activate_from_hand(duel, 0, INVIGORATION)
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert stats(duel, 0)[0] == (monster, "attack", 900, 0)
    activate_from_hand(duel, 0, SOGEN)
    assert stats(duel, 0)[0] == (monster, "attack", 1100, 100)


def test_invigoration_goes_to_the_gy_when_its_monster_returns_to_the_hand():
    # R11: the equipped monster leaves the field (Hane-Hane's FLIP), so the Equip goes to the GY.
    duel = position(hands=([INVIGORATION], []), monsters=([BATTLE_OX, (HANE_HANE, "set")], []))
    activate_from_hand(duel, 0, INVIGORATION)
    ox = monster_card(duel, 0, 0)
    duel.apply(A.ACT_SELECT + ox)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1))
    duel.apply(A.ACT_SELECT + ox)
    pass_responses(duel)
    assert duel.hand(0) == [BATTLE_OX] and duel.graveyard(0) == [INVIGORATION]
    assert spell_cells(duel, 0) == [None] * 6
    assert stats(duel, 0)[:2] == [None, (HANE_HANE, "attack", 450, 500)]


# ---- Sogen and the Field Zone ------------------------------------------------------------------

def test_sogen_gives_face_up_warriors_and_beast_warriors_200():
    # R13: a face-up Field Spell applies to both sides; O11: a face-down monster is not affected.
    duel = position(hands=([SOGEN], []),
                    monsters=([CELTIC, FERAL_IMP, (CELTIC, "set"), HANE_HANE], [BATTLE_OX, FILLER]))
    activate_from_hand(duel, 0, SOGEN)
    assert spell_cells(duel, 0) == [None] * 5 + [(SOGEN, "faceup")]
    assert stats(duel, 0)[:4] == [(CELTIC, "attack", 1600, 1400), (FERAL_IMP, "attack", 1300, 1400),
                                  (CELTIC, "set", 1400, 1200), (HANE_HANE, "attack", 450, 500)]
    assert stats(duel, 1)[:2] == [(BATTLE_OX, "attack", 1900, 1200), (FILLER, "attack", 300, 300)]
    assert duel.hand(0) == [] and duel.graveyard(0) == []


def test_sogen_applies_to_a_monster_the_moment_it_is_flipped_face_up():
    # Q01: continuous effects apply as soon as the monster is face-up.
    duel = position(monsters=([(CELTIC, "set")], []), spells=([(SOGEN, "faceup")], []))
    assert stats(duel, 0)[0] == (CELTIC, "set", 1400, 1200)
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    assert stats(duel, 0)[0] == (CELTIC, "attack", 1600, 1400)


def test_sogen_applies_to_a_monster_flipped_face_up_by_an_attack():
    # F16: the attacked Set Celtic Guardian is flipped face-up before damage calculation; Q01:
    # Sogen applies at once, so its DEF is 1400 against Feral Imp's 1300 ATK (F18: 100 damage
    # to the attacking player, nothing destroyed).
    duel = position(turn=3, turn_player=1, monsters=([(CELTIC, "set")], [FERAL_IMP]),
                    spells=([(SOGEN, "faceup")], []))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (8000, 7900)
    assert stats(duel, 0)[0] == (CELTIC, "defense", 1600, 1400)
    assert duel.graveyard(0) == [] and duel.graveyard(1) == []


def test_sogen_set_face_down_applies_only_once_activated():
    # R13: a Field Spell applies while face-up; R06: the Set one may be activated.
    duel = position(monsters=([CELTIC], []), spells=([(SOGEN, "set")], []))
    assert stats(duel, 0)[0] == (CELTIC, "attack", 1400, 1200)
    duel.apply(A.ACT_ACTIVATE + field_card(duel, 0))
    assert stats(duel, 0)[0] == (CELTIC, "attack", 1600, 1400)
    assert spell_cells(duel, 0)[5] == (SOGEN, "faceup")


def test_sogen_bonus_ends_when_it_is_destroyed():
    # R13: its effects stop when it leaves the field (De-Spell destroys it).
    duel = position(hands=([DE_SPELL], []), monsters=([CELTIC], [BATTLE_OX]), spells=([], [(SOGEN, "faceup")]))
    assert stats(duel, 0)[0][2:] == (1600, 1400) and stats(duel, 1)[0][2:] == (1900, 1200)
    activate_from_hand(duel, 0, DE_SPELL)
    duel.apply(A.ACT_SELECT + field_card(duel, 1))
    pass_responses(duel)
    assert stats(duel, 0)[0] == (CELTIC, "attack", 1400, 1200)
    assert stats(duel, 1)[0] == (BATTLE_OX, "attack", 1700, 1000)
    assert duel.graveyard(1) == [SOGEN] and duel.graveyard(0) == [DE_SPELL]
    assert spell_cells(duel, 1) == [None] * 6


def test_sogen_replaces_its_controllers_own_field_spell():
    # C07, R13: a new Field Spell sends your old one to the GY; the old bonus ends.
    duel = position(hands=([SOGEN], []), monsters=([FERAL_IMP, CELTIC], []), spells=([(YAMI, "faceup")], []))
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1500, 1600), (CELTIC, "attack", 1400, 1200)]
    activate_from_hand(duel, 0, SOGEN)
    assert spell_cells(duel, 0)[5] == (SOGEN, "faceup") and duel.graveyard(0) == [YAMI]
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1300, 1400), (CELTIC, "attack", 1600, 1400)]


def test_sogen_mr3_both_field_spells_stay():
    # C06 (rules-legacy.md switch 7, per_player): each player has a Field Zone; both apply.
    duel = position(hands=([SOGEN], []), monsters=([FERAL_IMP, CELTIC], []), spells=([], [(YAMI, "faceup")]))
    activate_from_hand(duel, 0, SOGEN)
    assert spell_cells(duel, 0)[5] == (SOGEN, "faceup") and spell_cells(duel, 1)[5] == (YAMI, "faceup")
    assert duel.graveyard(1) == []
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1500, 1600), (CELTIC, "attack", 1600, 1400)]


def test_sogen_tcg2002_shared_field_zone_sends_the_opponents_field_spell():
    # rules-legacy.md switches 7-8 (tcg2002): one face-up Field Spell for both players; the
    # previous one goes to its owner's GY and its bonus ends.
    duel = position(hands=([SOGEN], []), monsters=([FERAL_IMP, CELTIC], []), spells=([], [(YAMI, "faceup")]),
                    rules="tcg2002")
    activate_from_hand(duel, 0, SOGEN)
    assert spell_cells(duel, 0)[5] == (SOGEN, "faceup") and spell_cells(duel, 1) == [None] * 6
    assert duel.graveyard(1) == [YAMI] and duel.graveyard(0) == []
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1300, 1400), (CELTIC, "attack", 1600, 1400)]


def test_sogen_tcg2002_set_field_spell_replaces_only_when_activated():
    # rules-legacy.md scenario 11 and switch 9: a Set Field card is inactive and leaves the face-up
    # one alone; activating it sends the opponent's face-up Field Spell to the GY.
    duel = position(hands=([SOGEN], []), monsters=([FERAL_IMP, CELTIC], []), spells=([], [(YAMI, "faceup")]),
                    rules="tcg2002")
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, SOGEN))
    assert spell_cells(duel, 0)[5] == (SOGEN, "facedown") and spell_cells(duel, 1)[5] == (YAMI, "faceup")
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1500, 1600), (CELTIC, "attack", 1400, 1200)]
    duel.apply(A.ACT_ACTIVATE + field_card(duel, 0))
    assert spell_cells(duel, 1) == [None] * 6 and duel.graveyard(1) == [YAMI]
    assert stats(duel, 0)[:2] == [(FERAL_IMP, "attack", 1300, 1400), (CELTIC, "attack", 1600, 1400)]


def test_sogen_tcg2002_leaves_a_set_field_spell_alone_and_is_replaced_by_it_later():
    # rules-legacy.md scenario 11: only the face-up Field Spell is replaced; the opponent's Set
    # Yami stays, and when it is activated on its owner's turn Sogen goes to its owner's GY.
    duel = position(hands=([SOGEN], []), monsters=([CELTIC], []), spells=([], [(YAMI, "set")]), rules="tcg2002")
    activate_from_hand(duel, 0, SOGEN)
    assert spell_cells(duel, 0)[5] == (SOGEN, "faceup") and spell_cells(duel, 1)[5] == (YAMI, "facedown")
    assert duel.graveyard(1) == []
    end_turn(duel)
    duel.apply(A.ACT_ACTIVATE + field_card(duel, 1))
    assert spell_cells(duel, 0) == [None] * 6 and spell_cells(duel, 1)[5] == (YAMI, "faceup")
    assert duel.graveyard(0) == [SOGEN]
    assert stats(duel, 0)[0] == (CELTIC, "attack", 1400, 1200)


# ---- Lord of D. --------------------------------------------------------------------------------

def test_lord_of_d_dragons_on_the_field_cannot_be_targeted():
    # V04: face-up Dragons on both sides are not targets while Lord of D. is face-up (in either
    # position); O11/O13: a face-down Dragon has no Type, so it can be targeted.
    duel = position(monsters=([(HANE_HANE, "set"), KOUMORI, (LORD_OF_D, "defense")],
                              [BLUE_EYES, FILLER, (CURSE_OF_DRAGON, "set")]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    assert duel.decision() == "target"
    assert list(duel.legal_actions()) == selects(monster_card(duel, 0, 0), monster_card(duel, 0, 2),
                                                 monster_card(duel, 1, 1), monster_card(duel, 1, 2))


def test_lord_of_d_blocks_an_effect_whose_only_targets_are_dragons():
    # V04 + U08: Change of Heart has no legal target, so it cannot be activated.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([LORD_OF_D], [KOUMORI, BLUE_EYES]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART) not in duel.legal_actions()


def test_lord_of_d_face_down_protects_nothing():
    # Q01: a monster's continuous effect applies only while it is face-up.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([(LORD_OF_D, "set")], [KOUMORI]))
    activate_from_hand(duel, 0, CHANGE_OF_HEART)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 0)]


def test_lord_of_d_does_not_protect_dragons_in_the_gy():
    # The protection covers Dragons on the field (C01); Monster Reborn targets one in the GY.
    duel = position(hands=([MONSTER_REBORN], []), monsters=([LORD_OF_D], [KOUMORI]), graveyards=([], [KOUMORI]))
    activate_from_hand(duel, 0, MONSTER_REBORN)
    gy_dragon = duel.card_ids(1, "gy")[0]
    assert list(duel.legal_actions()) == [A.ACT_SELECT + gy_dragon]
    duel.apply(A.ACT_SELECT + gy_dragon)
    pass_responses(duel)
    assert stats(duel, 0)[1] == (KOUMORI, "attack", 1500, 1200) and duel.graveyard(1) == []


def test_lord_of_d_protection_ends_when_it_leaves_the_field():
    # Q01: Fissure destroys Lord of D. (the lowest ATK), then the Dragon can be targeted.
    duel = position(hands=([FISSURE, CHANGE_OF_HEART], []), monsters=([], [KOUMORI, LORD_OF_D]))
    activate_from_hand(duel, 0, FISSURE)
    pass_responses(duel)
    assert duel.graveyard(1) == [LORD_OF_D]
    activate_from_hand(duel, 0, CHANGE_OF_HEART)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 1, 0)]


def test_lord_of_d_does_not_stop_effects_that_do_not_target():
    # V05: Dark Hole affects everything in its scope without targeting.
    duel = position(hands=([DARK_HOLE], []), monsters=([LORD_OF_D], [KOUMORI, BLUE_EYES]))
    activate_from_hand(duel, 0, DARK_HOLE)
    pass_responses(duel)
    assert duel.monsters(0) == [None] * 5 and duel.monsters(1) == [None] * 5
    assert duel.graveyard(0) == [LORD_OF_D, DARK_HOLE]
    assert sorted(duel.graveyard(1)) == sorted([KOUMORI, BLUE_EYES])


def test_lord_of_d_protects_dragons_from_equip_spells():
    # V06: an Equip Spell targets the monster it equips; the DARK Dragons are not targets, the
    # DARK Spellcaster Lord of D. is.
    duel = position(hands=([SWORD_OF_DARK_DESTRUCTION], []), monsters=([LORD_OF_D, KOUMORI], [KOUMORI]))
    activate_from_hand(duel, 0, SWORD_OF_DARK_DESTRUCTION)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + monster_card(duel, 0, 0)]


def test_lord_of_d_summoned_later_does_not_unequip_a_dragon():
    # V04: protection gained after the targeting does not undo it; the Equip stays (R11 lists the
    # only reasons it would leave).
    duel = position(hands=([SWORD_OF_DARK_DESTRUCTION, LORD_OF_D], []), monsters=([KOUMORI], []))
    activate_from_hand(duel, 0, SWORD_OF_DARK_DESTRUCTION)
    dragon = monster_card(duel, 0, 0)
    duel.apply(A.ACT_SELECT + dragon)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, LORD_OF_D))
    pass_responses(duel)
    assert stats(duel, 0)[:2] == [(KOUMORI, "attack", 1900, 1000), (LORD_OF_D, "attack", 1200, 1100)]
    assert duel.spells(0)[0]["equipped_to"] == dragon and duel.graveyard(0) == []


def test_lord_of_d_dragons_can_still_be_attacked():
    # F03: choosing an attack target is not a card effect.
    duel = position(monsters=([vanilla(2000, 100)], [LORD_OF_D, KOUMORI]))
    go_to_battle(duel)
    assert list(duel.legal_actions()) == [A.ACT_END_BATTLE, attack(0, 0), attack(0, 1)]
    duel.apply(attack(0, 1))
    pass_responses(duel)
    assert duel.graveyard(1) == [KOUMORI] and duel.lp(1) == 7500


# ---- The Flute of Summoning Dragon -------------------------------------------------------------

def test_flute_of_summoning_dragon_summons_two_dragons():
    # H01, H03: Special Summons from the hand, no Tributes for the Level 8; only Dragons are
    # offered; T05: the "up to 2" cannot stop at 0 while a Dragon can be chosen.
    duel = position(hands=([FLUTE, BLUE_EYES, KOUMORI, CURSE_OF_DRAGON, FILLER], []), monsters=([LORD_OF_D], []))
    activate_from_hand(duel, 0, FLUTE)
    assert duel.decision() == "choose"
    blue_eyes, koumori = card_in_hand(duel, 0, BLUE_EYES), card_in_hand(duel, 0, KOUMORI)
    curse = card_in_hand(duel, 0, CURSE_OF_DRAGON)
    assert list(duel.legal_actions()) == selects(blue_eyes, koumori, curse)
    duel.apply(A.ACT_SELECT + blue_eyes)
    # H03: each Special Summoned monster's position is the player's choice.
    assert duel.decision() == "position"
    assert list(duel.legal_actions()) == [A.ACT_ATTACK_POSITION, A.ACT_DEFENSE_POSITION]
    duel.apply(A.ACT_ATTACK_POSITION)
    assert list(duel.legal_actions()) == [A.ACT_PASS] + selects(koumori, curse)
    duel.apply(A.ACT_SELECT + koumori)
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_responses(duel)
    assert duel.decision() == "main"
    assert stats(duel, 0)[:3] == [(LORD_OF_D, "attack", 1200, 1100), (BLUE_EYES, "attack", 3000, 2500),
                                  (KOUMORI, "defense", 1500, 1200)]
    assert duel.hand(0) == [CURSE_OF_DRAGON, FILLER] and duel.graveyard(0) == [FLUTE]
    # H01: the Normal Summon of the turn is still available.
    assert not duel.normal_summon_used()
    assert A.ACT_SUMMON + curse in duel.legal_actions()


def test_flute_of_summoning_dragon_may_stop_after_one():
    duel = position(hands=([FLUTE, BLUE_EYES, KOUMORI], []), monsters=([LORD_OF_D], []))
    activate_from_hand(duel, 0, FLUTE)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, BLUE_EYES))
    duel.apply(A.ACT_ATTACK_POSITION)
    duel.apply(A.ACT_PASS)
    pass_responses(duel)
    assert stats(duel, 0)[:2] == [(LORD_OF_D, "attack", 1200, 1100), (BLUE_EYES, "attack", 3000, 2500)]
    assert duel.monsters(0)[2] is None
    assert duel.hand(0) == [KOUMORI] and duel.graveyard(0) == [FLUTE]


@pytest.mark.parametrize("mine,theirs,legal", [
    ([], [], False),                         # no Lord of D.
    ([(LORD_OF_D, "set")], [], False),       # a face-down Lord of D. does not count
    ([], [LORD_OF_D], True),                 # C01: "on the field" covers the opponent's side
    ([(LORD_OF_D, "defense")], [], True),
])
def test_flute_of_summoning_dragon_needs_a_face_up_lord_of_d(mine, theirs, legal):
    duel = position(hands=([FLUTE, BLUE_EYES], []), monsters=(mine, theirs))
    assert (A.ACT_ACTIVATE + card_in_hand(duel, 0, FLUTE) in duel.legal_actions()) is legal


def test_flute_of_summoning_dragon_needs_a_dragon_in_hand():
    # U08: a Dragon in the GY or on the field does not count.
    duel = position(hands=([FLUTE, FILLER], []), monsters=([LORD_OF_D, KOUMORI], []), graveyards=([BLUE_EYES], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, FLUTE) not in duel.legal_actions()


def test_flute_of_summoning_dragon_with_one_free_zone_summons_one():
    # H02: one free Monster Zone, so the choice ends after the first Dragon.
    duel = position(hands=([FLUTE, BLUE_EYES, KOUMORI], []), monsters=([LORD_OF_D] + [FILLER] * 3, []))
    activate_from_hand(duel, 0, FLUTE)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, BLUE_EYES))
    pass_responses(duel)
    assert duel.decision() == "main"
    assert stats(duel, 0)[4] == (BLUE_EYES, "attack", 3000, 2500)
    assert duel.hand(0) == [KOUMORI] and duel.graveyard(0) == [FLUTE]


def test_flute_of_summoning_dragon_needs_a_free_monster_zone():
    # U08 + H02: with all 5 Monster Zones full no Special Summon can be performed.
    duel = position(hands=([FLUTE, BLUE_EYES], []), monsters=([LORD_OF_D] + [FILLER] * 4, []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, FLUTE) not in duel.legal_actions()


def _flute_answered(response):
    """Player 0 controls Lord of D. and a face-up Feral Imp and activates the Flute with two
    Dragons in hand; player 1 answers with a Set card that hits one monster."""
    duel = position(hands=([FLUTE, BLUE_EYES, CURSE_OF_DRAGON], []),
                    monsters=([LORD_OF_D, FERAL_IMP], [FILLER, FILLER]),
                    spells=([], [response]))
    activate_from_hand(duel, 0, FLUTE)
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    duel.apply(A.ACT_ACTIVATE + [c["card"] for c in duel.spells(1) if c][0])
    return duel


@pytest.mark.parametrize("response,hit_lord", [
    (TWO_PRONGED, True),    # Lord of D. destroyed in response (with two of player 1's monsters)
    (BOOK_OF_MOON, True),   # Lord of D. turned face-down in response: no longer "Lord of D."
    (BOOK_OF_MOON, False),  # control: the response hits Feral Imp; Lord of D. stays
])
def test_flute_of_summoning_dragon_lord_of_d_must_still_be_there_to_resolve(response, hit_lord):
    # Q14, X01 (the book's Zombie Master example, p.86-87, p.120): the card reads "Lord of D."
    # must be on the field to activate and to resolve. Gone at resolution, the Flute summons
    # nothing, and as a resolved Normal Spell it still goes to the GY (W11).
    duel = _flute_answered(response)
    lord, imp = monster_card(duel, 0, 0), monster_card(duel, 0, 1)
    if response == TWO_PRONGED:
        duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
        duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + (lord if hit_lord else imp))
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    if hit_lord:
        assert duel.decision() == "main" and duel.current_player() == 0
        assert sorted(duel.hand(0)) == sorted([BLUE_EYES, CURSE_OF_DRAGON])
        assert [m and m["code"] for m in duel.monsters(0)][2:] == [None, None, None]
        assert duel.graveyard(0)[-1] == FLUTE
    else:
        assert duel.decision() == "choose"   # Lord of D. is still face-up: the Flute resolves
        duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, BLUE_EYES))
        duel.apply(A.ACT_ATTACK_POSITION)
        duel.apply(A.ACT_PASS)
        pass_responses(duel)
        assert duel.monsters(0)[2]["code"] == BLUE_EYES and duel.graveyard(0) == [FLUTE]


# ---- Mysterious Puppeteer ----------------------------------------------------------------------

def test_mysterious_puppeteer_gains_500_for_a_normal_summon():
    # Q04: a mandatory trigger on a Normal Summon.
    duel = position(hands=([FILLER], []), monsters=([PUPPETEER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FILLER))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (8500, 8000)
    assert duel.decision() == "main"


def test_mysterious_puppeteer_gains_500_for_the_opponents_normal_summon():
    # Q04: any monster's summon, either player's; the LP go to the Puppeteer's controller.
    duel = position(turn=3, turn_player=1, hands=([], [FILLER]), monsters=([PUPPETEER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, FILLER))
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (8500, 8000)


def test_mysterious_puppeteer_gains_500_for_a_flip_summon():
    # O02, O05: a Flip Summon is its own kind of summon, which the Puppeteer counts.
    duel = position(monsters=([PUPPETEER, (FILLER, "set")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1))
    pass_responses(duel)
    assert duel.lp(0) == 8500


def test_mysterious_puppeteer_ignores_a_set():
    # G03: a Set is not a Normal Summon.
    duel = position(hands=([FILLER], []), monsters=([PUPPETEER], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, FILLER))
    pass_responses(duel)
    assert duel.lp(0) == 8000 and stats(duel, 0)[1] == (FILLER, "set", 100, 100)


def test_mysterious_puppeteer_ignores_special_summons():
    # H01: The Flute's and Monster Reborn's summons are Special Summons.
    duel = position(hands=([FLUTE, BLUE_EYES, MONSTER_REBORN], []), monsters=([PUPPETEER, LORD_OF_D], []),
                    graveyards=([CELTIC], []))
    activate_from_hand(duel, 0, FLUTE)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, BLUE_EYES))
    pass_responses(duel)
    activate_from_hand(duel, 0, MONSTER_REBORN)
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_responses(duel)
    assert [m and m["code"] for m in duel.monsters(0)] == [PUPPETEER, LORD_OF_D, BLUE_EYES, CELTIC, None]
    assert duel.lp(0) == 8000


def test_mysterious_puppeteer_tribute_summon():
    # G07: a Tribute Summon is a Normal Summon, so it counts (+500); Q01/Q04: a Puppeteer used as
    # the Tribute is gone when the summon succeeds and gains nothing.
    level5 = vanilla(2000, 1000, level=5)
    duel = position(hands=([level5], []), monsters=([PUPPETEER, FILLER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, level5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    pass_responses(duel)
    assert duel.lp(0) == 8500 and duel.graveyard(0) == [FILLER]
    duel = position(hands=([level5], []), monsters=([PUPPETEER, FILLER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, level5))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    pass_responses(duel)
    assert duel.lp(0) == 8000 and duel.graveyard(0) == [PUPPETEER]


def test_mysterious_puppeteer_face_down_does_nothing():
    # O11, Q04: a face-down monster's effects do not activate.
    duel = position(hands=([FILLER], []), monsters=([(PUPPETEER, "set")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FILLER))
    pass_responses(duel)
    assert duel.lp(0) == 8000


def test_mysterious_puppeteer_every_copy_triggers():
    # W07: all mandatory triggers on the same summon go on the chain, both players'.
    duel = position(hands=([FILLER], []), monsters=([PUPPETEER, PUPPETEER], [PUPPETEER]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, FILLER))
    # W10: player 0 orders their own two simultaneous triggers.
    first, second = duel.card_ids(0, "monsters")[:2]
    assert duel.decision() == "trigger_order"
    assert list(duel.legal_actions()) == selects(first, second)
    duel.apply(A.ACT_SELECT + second)
    pass_responses(duel)
    assert (duel.lp(0), duel.lp(1)) == (9000, 8500)


def test_mysterious_puppeteer_and_trap_hole_on_the_same_summon():
    # W07, W09: the Puppeteer's mandatory trigger is chain link 1 and the opponent may still chain
    # Trap Hole on the summon; both resolve (the summon succeeded before Trap Hole destroyed it).
    summoned = vanilla(1500, 1000)
    duel = position(hands=([summoned], []), monsters=([PUPPETEER], []), spells=([], [TRAP_HOLE]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, summoned))
    assert duel.decision() == "response" and duel.current_player() == 1
    assert [link["code"] for link in duel.chain()] == [PUPPETEER]
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    pass_responses(duel)
    assert duel.lp(0) == 8500
    assert duel.graveyard(0) == [summoned] and duel.graveyard(1) == [TRAP_HOLE]
    assert [m and m["code"] for m in duel.monsters(0)] == [PUPPETEER, None, None, None, None]


def test_mysterious_puppeteer_own_normal_summon_gains_nothing():
    # Q04: the trigger event is another monster being Normal or Flip Summoned (the current card
    # text says "another"; its own summon does not activate it).
    duel = position(hands=([PUPPETEER], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, PUPPETEER))
    pass_responses(duel)
    assert duel.lp(0) == 8000


def test_mysterious_puppeteer_own_flip_summon_gains_nothing():
    duel = position(monsters=([(PUPPETEER, "set")], []))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    pass_responses(duel)
    assert duel.lp(0) == 8000


# ---- Hane-Hane ---------------------------------------------------------------------------------

def test_hane_hane_flip_summon_returns_a_monster_to_the_hand():
    # O05: a Flip Summon flips it face-up, so the FLIP effect triggers; it targets any monster.
    duel = position(monsters=([(HANE_HANE, "set"), FILLER], [BATTLE_OX, CELTIC]))
    hane = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + hane)
    assert duel.decision() == "target" and duel.current_player() == 0
    assert [link["code"] for link in duel.chain()] == [HANE_HANE]
    assert list(duel.legal_actions()) == selects(hane, monster_card(duel, 0, 1), monster_card(duel, 1, 0),
                                                 monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    assert duel.hand(1) == [BATTLE_OX]
    assert stats(duel, 1)[:2] == [None, (CELTIC, "attack", 1400, 1200)]
    assert stats(duel, 0)[:2] == [(HANE_HANE, "attack", 450, 500), (FILLER, "attack", 100, 100)]
    assert duel.chain() == [] and duel.decision() == "main"


def test_hane_hane_may_return_itself():
    duel = position(monsters=([(HANE_HANE, "set")], [BATTLE_OX]))
    hane = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + hane)
    duel.apply(A.ACT_SELECT + hane)
    pass_responses(duel)
    assert duel.hand(0) == [HANE_HANE] and duel.monsters(0) == [None] * 5
    assert stats(duel, 1)[0] == (BATTLE_OX, "attack", 1700, 1000)


def test_hane_hane_flipped_by_an_attack_activates_after_damage_calculation():
    # F16, Q08: the attacked face-down Hane-Hane is flipped to face-up Defense before damage
    # calculation, the 100 damage (DEF 500 vs ATK 400, F18) is dealt, and only then does the FLIP
    # effect activate; it returns the attacker to its owner's hand.
    attacker = vanilla(400, 1500)
    duel = position(turn=3, turn_player=1, monsters=([(HANE_HANE, "set"), FILLER], [attacker, CELTIC]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_responses(duel)
    assert duel.decision() == "target" and duel.current_player() == 0
    assert duel.phase() == "battle"
    assert duel.lp(1) == 7900
    assert stats(duel, 0)[0] == (HANE_HANE, "defense", 450, 500)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    assert duel.hand(1) == [attacker]
    assert stats(duel, 1)[:2] == [None, (CELTIC, "attack", 1400, 1200)]
    assert stats(duel, 0)[:2] == [(HANE_HANE, "defense", 450, 500), (FILLER, "attack", 100, 100)]
    assert (duel.lp(0), duel.lp(1)) == (8000, 7900)
    assert duel.decision() == "battle" and duel.current_player() == 1


def test_hane_hane_destroyed_by_the_attack_still_returns_the_attacker():
    # Q08, F16: the FLIP activates after damage calculation, before Hane-Hane is sent to the GY;
    # V07: being decided as destroyed, it cannot target itself.
    attacker = vanilla(1000, 1500)
    duel = position(turn=3, turn_player=1, monsters=([(HANE_HANE, "set"), FILLER], [attacker]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_responses(duel)
    assert duel.decision() == "target"
    assert list(duel.legal_actions()) == selects(monster_card(duel, 0, 1), monster_card(duel, 1, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    assert duel.hand(1) == [attacker] and duel.graveyard(0) == [HANE_HANE]
    assert duel.monsters(1) == [None] * 5
    assert stats(duel, 0)[:2] == [None, (FILLER, "attack", 100, 100)]
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)


def test_hane_hane_flip_still_resolves_after_hane_hane_is_destroyed():
    # Q04, T03: the opponent chains Two-Pronged Attack, destroying two of its own monsters and
    # Hane-Hane; the FLIP effect still resolves and returns its target.
    target, other, third = vanilla(1000, 1000), vanilla(1100, 1000), vanilla(1200, 1000)
    duel = position(monsters=([(HANE_HANE, "set")], [target, other, third]), spells=([], [TWO_PRONGED]))
    hane = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + hane)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 2))
    duel.apply(A.ACT_SELECT + hane)
    pass_responses(duel)
    assert duel.hand(1) == [target] and duel.monsters(1) == [None] * 5
    assert duel.graveyard(0) == [HANE_HANE] and duel.monsters(0) == [None] * 5
    assert sorted(duel.graveyard(1)) == sorted([other, third, TWO_PRONGED])


def test_hane_hane_whose_target_is_gone_returns_nothing():
    # V03: Two-Pronged Attack destroys Hane-Hane's target first; nothing else is returned.
    target, other, third = vanilla(1000, 1000), vanilla(1100, 1000), vanilla(1200, 1000)
    duel = position(monsters=([(HANE_HANE, "set")], [target, other, third]), spells=([], [TWO_PRONGED]))
    hane = monster_card(duel, 0, 0)
    duel.apply(A.ACT_FLIP_SUMMON + hane)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    duel.apply(A.ACT_ACTIVATE + set_card(duel, 1))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 2))
    duel.apply(A.ACT_SELECT + hane)
    pass_responses(duel)
    assert duel.hand(1) == [] and duel.hand(0) == []
    assert stats(duel, 1)[:3] == [None, (other, "attack", 1100, 1000), None]
    assert duel.graveyard(0) == [HANE_HANE]
    assert sorted(duel.graveyard(1)) == sorted([target, third, TWO_PRONGED])


def test_hane_hane_returns_a_taken_monster_to_its_owners_hand():
    # Y12, Y13: a monster whose control changed goes back to its owner's hand.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([(HANE_HANE, "set")], [CELTIC]))
    activate_from_hand(duel, 0, CHANGE_OF_HEART)
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    taken = monster_card(duel, 0, 1)
    assert duel.card_code(taken) == CELTIC
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + taken)
    pass_responses(duel)
    assert duel.hand(1) == [CELTIC] and duel.hand(0) == []
    assert duel.monsters(1) == [None] * 5
    assert stats(duel, 0)[:2] == [(HANE_HANE, "attack", 450, 500), None]


def test_hane_hane_flip_summon_with_mysterious_puppeteer():
    # W07: the FLIP effect and the Puppeteer both trigger on the Flip Summon and both resolve.
    duel = position(monsters=([(HANE_HANE, "set"), PUPPETEER], [BATTLE_OX]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    # W10: two mandatory triggers of player 0; the FLIP effect goes on the chain first.
    assert duel.decision() == "trigger_order"
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_responses(duel)
    assert duel.lp(0) == 8500 and duel.hand(1) == [BATTLE_OX]
    assert duel.monsters(1) == [None] * 5 and duel.chain() == []


def test_hane_hane_returning_the_puppeteer_still_lets_its_trigger_resolve():
    # W07: both triggers are on the chain; Q04: the Puppeteer's trigger resolves even though
    # Hane-Hane's FLIP returned the Puppeteer to the hand.
    duel = position(monsters=([(HANE_HANE, "set"), PUPPETEER], [BATTLE_OX]))
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 0))
    # W10: two mandatory triggers of player 0; the FLIP effect goes on the chain first.
    assert duel.decision() == "trigger_order"
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    pass_responses(duel)
    assert duel.lp(0) == 8500 and duel.hand(0) == [PUPPETEER]
    assert stats(duel, 0)[:2] == [(HANE_HANE, "attack", 450, 500), None]


# ---- The Wicked Worm Beast ---------------------------------------------------------------------

def test_wicked_worm_beast_returns_to_the_hand_in_its_controllers_end_phase():
    # E15, E16: a mandatory End Phase effect; only the face-up one (O11), the Set one stays.
    duel = position(monsters=([WORM_BEAST, (WORM_BEAST, "set")], []))
    end_turn(duel)
    assert duel.turn() == 3
    assert duel.hand(0) == [WORM_BEAST]
    assert stats(duel, 0)[:2] == [None, (WORM_BEAST, "set", 1400, 700)]


def test_wicked_worm_beast_stays_through_the_opponents_end_phase():
    # Its effect is for its controller's End Phase only: it stays during turn 2 (player 0's),
    # and returns during turn 3 (player 1's).
    duel = position(monsters=([], [WORM_BEAST]))
    end_turn(duel)
    assert duel.turn() == 3 and duel.turn_player() == 1
    assert stats(duel, 1)[0] == (WORM_BEAST, "attack", 1400, 700)
    assert duel.hand(1) == [FILLER]  # the turn-3 draw
    end_turn(duel)
    assert duel.turn() == 4
    assert duel.monsters(1) == [None] * 5 and duel.hand(1) == [FILLER, WORM_BEAST]


def test_wicked_worm_beast_normal_summoned_returns_the_same_turn():
    duel = position(hands=([WORM_BEAST], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, WORM_BEAST))
    assert stats(duel, 0)[0] == (WORM_BEAST, "attack", 1400, 700)
    end_turn(duel)
    assert duel.monsters(0) == [None] * 5 and duel.hand(0) == [WORM_BEAST]


def test_wicked_worm_beast_return_counts_for_the_hand_size_limit():
    # E17: the hand size is checked after the End Phase effects: 6 + the returned Worm Beast = 7.
    duel = position(hands=([FILLER] * 6, []), monsters=([WORM_BEAST], []))
    duel.apply(A.ACT_TO_END)
    pass_responses(duel)
    assert duel.decision() == "discard" and duel.phase() == "end"
    assert duel.hand(0) == [FILLER] * 6 + [WORM_BEAST]
    worm = card_in_hand(duel, 0, WORM_BEAST)
    assert A.ACT_SELECT + worm in duel.legal_actions()
    duel.apply(A.ACT_SELECT + worm)
    pass_responses(duel)
    assert duel.turn() == 3 and duel.graveyard(0) == [WORM_BEAST]


def test_wicked_worm_beast_cannot_be_special_summoned():
    # H12: a card that cannot be Special Summoned is not a legal Monster Reborn target; with no
    # other target, Monster Reborn cannot be activated (U08).
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([WORM_BEAST], [WORM_BEAST]))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN) not in duel.legal_actions()
    duel = position(hands=([MONSTER_REBORN], []), graveyards=([WORM_BEAST, CELTIC], []))
    activate_from_hand(duel, 0, MONSTER_REBORN)
    assert list(duel.legal_actions()) == [A.ACT_SELECT + duel.card_ids(0, "gy")[1]]
