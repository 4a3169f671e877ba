"""Direct tests of the response windows' fast paths (speed, issue 12):

- ygo_core/proc/window.pyx may_respond: where only Spell Speed 2 or more may start or join a
  chain (W02), a player none of whose cards has such an effect passes without being asked;
- window_step_listing (engine.pyx run_listing): with auto_forced, a window's ask that stops at
  a response lists that response's legal actions there, and the driver keeps that listing
  (DuelBatch's masks come from it).

Each test sets up the window and asserts who is asked and the exact legal actions, from the
rules (rules-mr3.md E03, W02, W04, W12, R14, S01; rules-legacy.md switch 30) and the card
texts."""
import numpy as np
import pytest

from ygo_core import DuelBatch
from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, set_ids, test_db, vanilla

DIAN_KETO = 84257639        # Normal Spell (Spell Speed 1): gain 1000 LP
DARK_HOLE = 53129443        # Normal Spell (Spell Speed 1): destroy all monsters
SCAPEGOAT = 73915051        # Quick-Play Spell (Spell Speed 2): 4 Sheep Tokens
WABOKU = 12607053           # Normal Trap (Spell Speed 2), no condition
TRAP_HOLE = 4206964         # Normal Trap: when the opponent Normal or Flip Summons a 1000+ ATK monster
SOLEMN_JUDGMENT = 41420027  # Counter Trap (Spell Speed 3)
TIV = 33184167              # Tribe-Infecting Virus: an Ignition effect (Spell Speed 1)
YAMI = 59197169             # Field Spell: Fiends and Spellcasters +200 ATK/DEF, Fairies -200
MYSTICAL_ELF = 15025844     # LIGHT Spellcaster 800/2000, a Normal Monster
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)


def asked(duel):
    """(decision, player to move, legal actions)."""
    return duel.decision(), duel.current_player(), [int(a) for a in duel.legal_actions()]


# ---- may_respond: only Spell Speed 2+ may answer (W02) -----------------------------------------

def test_a_player_with_only_set_normal_spells_is_not_asked():
    # W02: Spell Speed 1 can never respond. Player 1's Set Dark Hole and Dian Keto cannot answer
    # player 0's Dian Keto, so player 1 passes unasked (W04) and the Spell resolves.
    duel = position(hands=([DIAN_KETO], []), monsters=([M1000], []), spells=([], [DARK_HOLE, DIAN_KETO]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel)[:2] == ("main", 0) and duel.lp(0) == 9000


def test_a_player_with_a_set_trap_beside_set_normal_spells_is_asked_for_the_trap_only():
    duel = position(hands=([DIAN_KETO], []), monsters=([M1000], []),
                    spells=([], [DARK_HOLE, DIAN_KETO, WABOKU]))
    waboku = set_ids(duel, 1)[2]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])


def test_a_player_with_a_set_quick_play_spell_is_asked():
    # R14: a Set Quick-Play Spell (Set before this turn) answers on either player's turn.
    duel = position(hands=([DIAN_KETO], []), spells=([], [DARK_HOLE, SCAPEGOAT]))
    goat = set_ids(duel, 1)[1]
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + goat])


def test_a_quick_play_spell_in_hand_on_the_opponents_turn_does_not_ask():
    # R14: from the hand only during your own turn.
    duel = position(hands=([DIAN_KETO], [SCAPEGOAT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel)[:2] == ("main", 0) and duel.lp(0) == 9000


def test_the_turn_player_with_a_quick_play_spell_in_hand_is_asked_after_the_opponents_link():
    # W04: after player 1 chains Waboku, priority is player 0's; R14: their Quick-Play Spell
    # may be activated from the hand in their own turn.
    duel = position(hands=([DIAN_KETO, SCAPEGOAT], []), spells=([], [WABOKU]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT)])


def test_a_quick_play_spell_set_this_turn_does_not_ask():
    # R14: a Set Quick-Play Spell cannot be activated in the turn it was Set: after player 1's
    # Waboku, player 0 is not asked; player 1 has nothing more, and the chain resolves.
    duel = position(hands=([DIAN_KETO, SCAPEGOAT], []), spells=([], [WABOKU]))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, SCAPEGOAT))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    assert asked(duel)[:2] == ("main", 0)
    assert duel.lp(0) == 9000 and sorted(duel.graveyard(0) + duel.graveyard(1)) == sorted([DIAN_KETO, WABOKU])


def test_a_trap_set_this_turn_does_not_ask_one_set_before_does():
    # S01: not in the turn it was Set. Player 0 activates Dian Keto; player 1 has nothing; the
    # turn player's own Waboku may answer only if it was Set before this turn.
    duel = position(hands=([DIAN_KETO, WABOKU], []))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, WABOKU))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel)[:2] == ("main", 0) and duel.lp(0) == 9000
    duel = position(hands=([DIAN_KETO], []), spells=([WABOKU], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + set_ids(duel, 0)[0]])


def test_spell_speed_2_cannot_answer_a_counter_trap_spell_speed_3_can():
    # W02, W12: on top of Solemn Judgment (Spell Speed 3) player 0's Waboku cannot be added,
    # so player 0 is not asked and the chain resolves: Dian Keto negated, player 1 paid half.
    duel = position(hands=([DIAN_KETO], []), spells=([WABOKU], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    assert asked(duel)[:2] == ("main", 0) and (duel.lp(0), duel.lp(1)) == (8000, 4000)
    # With a Solemn Judgment of their own, player 0 is asked for it alone (W04: after player
    # 1's link, priority is player 0's).
    duel = position(hands=([DIAN_KETO], []), spells=([WABOKU, SOLEMN_JUDGMENT], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + set_ids(duel, 1)[0]])
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + set_ids(duel, 0)[1]])


def test_goat_switch_30_asks_the_turn_player_with_an_ignition_effect_after_the_summon():
    # Switch 30 (rules-legacy.md; the TCG until April 2012): holding priority first after their
    # summon, the turn player may start a chain with a Spell Speed 1 Ignition effect, so a
    # player with only such a candidate is asked in that window (E03: the turn player first).
    duel = position(hands=([TIV, M1000], []), spells=([], [TRAP_HOLE]), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, TIV))
    assert asked(duel) == ("response", 0, [A.ACT_PASS, A.ACT_ACTIVATE + monster_card(duel, 0, 0)])


def test_goat_switch_30_does_not_ask_for_a_normal_spell():
    # Switch 30 covers Ignition effects only: a Normal Spell in hand still needs the open game
    # state, so player 0 passes unasked and player 1 is asked for Trap Hole.
    duel = position(hands=([M1500, DIAN_KETO], []), spells=([], [TRAP_HOLE]), rules="goat")
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + set_ids(duel, 1)[0]])


# ---- window_step_listing: the response's legal actions listed by the ask ------------------------

@pytest.mark.parametrize("auto_forced", [True, False])
def test_two_set_traps_only_one_can_answer_a_spell_and_each_action_applies(auto_forced):
    # U10: Trap Hole waits for a summon; Waboku answers anything (W02). For each legal action at
    # player 1's response to Dian Keto, applying it works and gives the rules' outcome.
    def start():
        duel = position(hands=([DIAN_KETO], []), spells=([], [TRAP_HOLE, WABOKU]), auto_forced=auto_forced)
        duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DIAN_KETO))
        return duel
    duel = start()
    waboku = set_ids(duel, 1)[1]
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + waboku])
    duel.apply(A.ACT_PASS)
    assert asked(duel)[:2] == ("main", 0) and duel.lp(0) == 9000 and duel.graveyard(1) == []
    duel = start()
    duel.apply(A.ACT_ACTIVATE + waboku)
    # W04: player 0 then has nothing to chain, nor player 1 (Trap Hole still waits for a
    # summon): both pass unasked and the chain resolves.
    assert asked(duel)[:2] == ("main", 0)
    assert duel.lp(0) == 9000 and duel.graveyard(1) == [WABOKU]
    assert duel.spells(1)[0]["code"] == TRAP_HOLE and duel.spells(1)[0]["position"] == "facedown"


@pytest.mark.parametrize("auto_forced", [True, False])
def test_two_set_traps_both_answer_a_summon_and_each_action_applies(auto_forced):
    def start():
        duel = position(hands=([M1500], []), spells=([], [TRAP_HOLE, WABOKU]), auto_forced=auto_forced)
        duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
        return duel
    duel = start()
    hole, waboku = set_ids(duel, 1)
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + hole, A.ACT_ACTIVATE + waboku])
    duel.apply(A.ACT_PASS)
    assert asked(duel)[:2] == ("main", 0) and duel.monsters(0)[0]["code"] == M1500
    duel = start()
    duel.apply(A.ACT_ACTIVATE + hole)
    pass_until(duel, "main")
    assert duel.graveyard(0) == [M1500] and duel.graveyard(1) == [TRAP_HOLE]
    duel = start()
    duel.apply(A.ACT_ACTIVATE + waboku)
    # W04: after Waboku, Trap Hole may still be chained (the summon is still the last event
    # before this chain).
    assert asked(duel) == ("response", 1, [A.ACT_PASS, A.ACT_ACTIVATE + hole])
    duel.apply(A.ACT_PASS)
    assert duel.monsters(0)[0]["code"] == M1500 and duel.graveyard(1) == [WABOKU]


@pytest.mark.parametrize("auto_forced", [True, False])
@pytest.mark.parametrize("summoned, field_spell, answered", [
    (MYSTICAL_ELF, [(YAMI, "faceup")], True),   # a Spellcaster under Yami: 800 + 200
    (MYSTICAL_ELF, [], False),                  # 800 ATK
    (vanilla(900, 1000), [(YAMI, "faceup")], False),  # a Warrior: Yami does not boost it
])
def test_the_response_listing_reads_the_settled_atk(auto_forced, summoned, field_spell, answered):
    # Q01, Q02: the summoned monster's ATK with the Field Spell applied the instant it is
    # face-up is what Trap Hole ("1000 or more ATK") reads in the window after the summon.
    duel = position(hands=([summoned], []), spells=(field_spell, [TRAP_HOLE, WABOKU]), auto_forced=auto_forced)
    hole, waboku = set_ids(duel, 1)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, summoned))
    expected = [A.ACT_PASS] + ([A.ACT_ACTIVATE + hole] if answered else []) + [A.ACT_ACTIVATE + waboku]
    assert asked(duel) == ("response", 1, expected)


# ---- run_listing's own listing: DuelBatch keeps it as the masks ---------------------------------

def batch_to_response(auto_forced, monster, spell):
    """A DuelBatch duel played to player 1's response to `spell`: player 0's Deck holds only
    `monster` and `spell`, player 1's only Trap Hole and Waboku. Turn 1: player 0 ends; turn 2:
    player 1 Sets one Trap Hole and one Waboku and ends; turn 3: player 0 activates `spell`.
    Returns (batch, Trap Hole id, Waboku id, step: one action played)."""
    deck0 = [monster, spell] * 20
    deck1 = [TRAP_HOLE, WABOKU] * 20
    batch = DuelBatch(test_db(), deck0, deck1, n=1, seed=5, first_player=0, auto_forced=auto_forced)

    def step(action):
        batch.step(np.array([action], dtype=np.int32))

    def first(player, code):
        return card_in_hand(batch.duel(0), player, code)

    step(A.ACT_TO_END)
    while batch.duel(0).decision() != "main":
        step(int(batch.duel(0).legal_actions()[0]))
    assert batch.duel(0).turn_player() == 1
    hole, waboku = first(1, TRAP_HOLE), first(1, WABOKU)
    step(A.ACT_SET + hole)
    step(A.ACT_SET + waboku)
    step(A.ACT_TO_END)
    while not (batch.duel(0).decision() == "main" and batch.duel(0).turn_player() == 0):
        step(int(batch.duel(0).legal_actions()[0]))
    step(A.ACT_ACTIVATE + first(0, spell))
    return batch, hole, waboku, step


def masked(batch):
    """The actions DuelBatch's mask allows (from the engine's own listing when it made one)."""
    return [int(a) for a in np.flatnonzero(batch.masks()[0])]


@pytest.mark.parametrize("auto_forced", [True, False])
def test_duel_batch_masks_at_a_response_are_the_rules_legal_actions(auto_forced):
    batch, hole, waboku, step = batch_to_response(auto_forced, M1500, DIAN_KETO)
    expected = [A.ACT_PASS, A.ACT_ACTIVATE + waboku]
    assert asked(batch.duel(0)) == ("response", 1, expected) and masked(batch) == expected
    step(A.ACT_PASS)
    duel = batch.duel(0)
    assert (duel.decision(), duel.current_player(), duel.lp(0)) == ("main", 0, 9000)
    step(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    expected = sorted([A.ACT_PASS, A.ACT_ACTIVATE + hole, A.ACT_ACTIVATE + waboku])
    assert asked(batch.duel(0)) == ("response", 1, expected) and masked(batch) == expected
    step(A.ACT_ACTIVATE + hole)
    expected = [A.ACT_PASS, A.ACT_ACTIVATE + waboku]
    assert asked(batch.duel(0)) == ("response", 1, expected) and masked(batch) == expected


@pytest.mark.parametrize("auto_forced", [True, False])
@pytest.mark.parametrize("spell, answered", [(YAMI, True), (DIAN_KETO, False)])
def test_duel_batch_masks_read_the_settled_atk(auto_forced, spell, answered):
    # Q01, Q02: under Yami, Mystical Elf (800 ATK) has 1000 ATK the instant it is summoned, so
    # Trap Hole may answer it; after Dian Keto instead it has 800 and Trap Hole may not.
    batch, hole, waboku, step = batch_to_response(auto_forced, MYSTICAL_ELF, spell)
    expected = [A.ACT_PASS, A.ACT_ACTIVATE + waboku]
    assert asked(batch.duel(0)) == ("response", 1, expected) and masked(batch) == expected
    step(A.ACT_PASS)
    step(A.ACT_SUMMON + card_in_hand(batch.duel(0), 0, MYSTICAL_ELF))
    expected = sorted([A.ACT_PASS, A.ACT_ACTIVATE + waboku] + ([A.ACT_ACTIVATE + hole] if answered else []))
    assert asked(batch.duel(0)) == ("response", 1, expected) and masked(batch) == expected
    assert batch.duel(0).monsters(0)[0]["atk"] == (1000 if answered else 800)
