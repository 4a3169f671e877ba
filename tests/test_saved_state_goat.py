"""Saved states of the GOAT lists (../shared/decks/goat/, the `goat` preset, as
tests/test_goat_lists.py plays them) that the saved-state check once refused although the engine
reaches them: each is accepted, and a copy with one word out of what the engine writes there is
refused by name (ygo_core/state_check.py)."""
import itertools
from pathlib import Path

import numpy as np
import pytest

from ygo_core import CardDB, Duel
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.state_check import StateError
from pysim.decks import load_deck

GOAT_DECKS = Path(__file__).resolve().parents[2] / "shared" / "decks" / "goat"
LISTS = sorted(p.stem for p in GOAT_DECKS.glob("*.ydk"))
PAIRS = list(itertools.combinations(LISTS, 2))

pytestmark = pytest.mark.skipif(len(LISTS) != 8, reason="../shared/decks/goat is not present")


@pytest.fixture(scope="module")
def cards():
    return CardDB()


def _duel(cards, seed):
    # The sweep's duel of seed `seed`: the pairs of lists in turn.
    a, b = (load_deck(str(GOAT_DECKS / f"{name}.ydk")) for name in PAIRS[seed % len(PAIRS)])
    return Duel(cards, list(a.main), list(b.main), seed=seed, rules="goat", first_player=seed % 2,
                extra0=list(a.extra), extra1=list(b.extra), allow_unimplemented=True,
                auto_forced=seed % 2 == 0)


def _rows(buf):
    return W.CARD_BASE + np.arange(buf[L.HDR_N_CARDS]) * W.CARD_WIDTH


def _absorbed(buf):
    rows = _rows(buf)
    return [int(c) for c in np.flatnonzero((buf[rows + L.CARD_FLAGS] & L.CF_ABSORBED != 0)
                                           & (buf[rows + L.CARD_LOCATION] == L.LOC_SZONE))]


@pytest.fixture(scope="module")
def absorbed_state(cards):
    # Thousand-Eyes Restrict (goat-control) absorbs a monster: seed 9, dark-scorpion vs goat-control.
    duel = _duel(cards, 9)
    rng = np.random.default_rng(9)
    while not duel.is_terminal():
        buf = W.decode(duel.buffer)
        if _absorbed(buf):
            return duel, buf
        duel.apply(int(rng.choice(duel.legal_actions())))
    raise AssertionError("no monster absorbed in the seeded duel")


def _refused(cards, buf, section, word):
    with pytest.raises(StateError) as info:
        Duel.from_buffer(cards, W.encode(buf))
    assert info.value.section == section and word in info.value.word, str(info.value)
    return info.value


def _row(card):
    return W.CARD_BASE + card * W.CARD_WIDTH


def test_a_monster_absorbed_as_an_equip_card_is_accepted(cards, absorbed_state):
    # A monster equipped by an effect (Thousand-Eyes Restrict: "equip that target to this card")
    # is a Monster Card in a Spell & Trap Zone (CF_ABSORBED); the sweep refused it.
    duel, buf = absorbed_state
    card = _absorbed(buf)[0]
    assert buf[_row(card) + L.CARD_EQUIPPED_TO] != L.NO_CARD
    again = Duel.from_buffer(cards, duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    assert list(again.legal_actions()) == list(duel.legal_actions())


def test_a_monster_card_in_a_spell_and_trap_zone_not_absorbed_is_refused(cards, absorbed_state):
    _, buf = absorbed_state
    buf = buf.copy()
    buf[_row(_absorbed(buf)[0]) + L.CARD_FLAGS] &= ~L.CF_ABSORBED
    assert "a Spell or Trap, in LOC_SZONE" in str(_refused(cards, buf, "card", "CARD_DB_ROW"))


def test_an_absorbed_monster_equipped_to_nothing_is_refused(cards, absorbed_state):
    _, buf = absorbed_state
    buf = buf.copy()
    row = _row(_absorbed(buf)[0])
    buf[row + L.CARD_EQUIPPED_TO] = L.NO_CARD
    buf[row + L.CARD_EQUIPPED_STINT] = 0
    assert "CF_ABSORBED only" in str(_refused(cards, buf, "card", "CARD_FLAGS"))


def test_absorbed_flag_on_a_monster_in_a_monster_zone_is_refused(cards, absorbed_state):
    _, buf = absorbed_state
    rows = _rows(buf)
    on_field = [int(c) for c in np.flatnonzero(buf[rows + L.CARD_LOCATION] == L.LOC_MZONE)]
    buf = buf.copy()
    buf[_row(on_field[0]) + L.CARD_FLAGS] |= L.CF_ABSORBED
    assert "CF_ABSORBED only" in str(_refused(cards, buf, "card", "CARD_FLAGS"))


# ---- Ritual Summon and Gatling Dragon's coins, half-way through their resolution ---------------

from ygo_core import actions as A
from ygo_core.proc import resolve as RS
from helpers import card_in_hand, monster_card, pass_until, position, test_db, vanilla

BLACK_ILLUSION_RITUAL, RELINQUISHED, GATLING_DRAGON = 41426869, 64631466, 87751584
L1, L4, BIG = vanilla(300, 500, level=1), vanilla(1000, 1000), vanilla(2000, 1000)


def _top(buf):
    return W.STACK_BASE + (buf[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH


def _ritual_states():
    # Black Illusion Ritual resolving: Relinquished chosen, then its Tribute, then its position.
    duel = position(hands=([BLACK_ILLUSION_RITUAL, RELINQUISHED, L4], []), monsters=([(L1, "set")], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL))
    pass_until(duel, "choose")
    states = [duel.clone()]
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    states.append(duel.clone())
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    assert duel.decision() == "position"
    return states + [duel]


def _gatling_state():
    # Gatling Dragon resolving: heads tossed, fewer than the monsters, the first one being picked.
    for seed in range(40):
        duel = position(monsters=([GATLING_DRAGON], [BIG] * 4), seed=seed)
        duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
        while duel.decision() == "response":
            duel.apply(A.ACT_PASS)
        if duel.decision() == "choose" and W.decode(duel.buffer)[_top(W.decode(duel.buffer)) + RS.RS_F_CHOSEN] >= 2:
            return duel
    raise AssertionError("no 2 or 3 heads in the seeds")


def test_a_ritual_summon_half_way_is_accepted_at_each_of_its_decisions():
    for duel in _ritual_states():
        again = Duel.from_buffer(test_db(), duel.buffer)
        assert list(again.legal_actions()) == list(duel.legal_actions())


def test_a_ritual_summon_asking_the_position_with_other_picks_is_refused():
    buf = W.decode(_ritual_states()[2].buffer)
    buf[_top(buf) + RS.RS_F_SUB] = 1
    _refused(test_db(), buf, "stack frame", "RS_F_SUB")


def test_a_ritual_summon_of_a_ritual_monster_not_in_the_hand_is_refused():
    duel = _ritual_states()[1]
    buf = W.decode(duel.buffer)
    buf[_top(buf) + RS.RS_F_CHOSEN] = monster_card(duel, 0, 0)
    assert "Ritual Monster" in str(_refused(test_db(), buf, "stack frame", "RS_F_CHOSEN"))


def test_gatling_dragons_picks_are_accepted():
    duel = _gatling_state()
    again = Duel.from_buffer(test_db(), duel.buffer)
    assert list(again.legal_actions()) == list(duel.legal_actions())
    duel.apply(list(duel.legal_actions())[0])
    assert duel.decision() == "choose"  # the second pick
    Duel.from_buffer(test_db(), duel.buffer)


@pytest.mark.parametrize("heads", [0, 4])
def test_gatling_dragons_heads_beyond_its_coins_are_refused(heads):
    buf = W.decode(_gatling_state().buffer)
    buf[_top(buf) + RS.RS_F_CHOSEN] = heads
    assert "heads" in str(_refused(test_db(), buf, "stack frame", "RS_F_CHOSEN"))


def test_gatling_dragons_picks_as_many_as_the_heads_are_refused():
    buf = W.decode(_gatling_state().buffer)
    buf[_top(buf) + RS.RS_F_SUB] = buf[_top(buf) + RS.RS_F_CHOSEN]
    _refused(test_db(), buf, "stack frame", "RS_F_SUB")


# ---- A discarded card's trigger at the end of the End Phase -----------------------------------

from ygo_core.proc import ids as P
from ygo_core.proc import turn as TU


@pytest.fixture(scope="module")
def end_phase_window_state(cards):
    # E17: the hand size limit's discard (chaos-turbo vs warrior, seed 369) sends Night Assailant
    # to the GY; its trigger gets a window directly above the turn, once the limit is done.
    duel = _duel(cards, 369)
    rng = np.random.default_rng(369)
    while not duel.is_terminal():
        buf = W.decode(duel.buffer)
        if buf[L.HDR_STACK_TOP] >= 2 and buf[W.STACK_BASE + L.FRAME_STEP] == TU.TURN_CLEANUP \
                and buf[W.STACK_BASE + L.FRAME_WIDTH + L.FRAME_PROC] == P.PROC_WINDOW:
            return duel, buf
        duel.apply(int(rng.choice(duel.legal_actions())))
    raise AssertionError("no window above the End Phase's cleanup in the seeded duel")


def test_a_window_after_the_hand_size_limit_is_accepted(cards, end_phase_window_state):
    duel, _ = end_phase_window_state
    again = Duel.from_buffer(cards, duel.buffer)
    assert list(again.legal_actions()) == list(duel.legal_actions())


def test_a_window_above_the_end_phase_cleanup_outside_the_end_phase_is_refused(cards, end_phase_window_state):
    _, buf = end_phase_window_state
    buf = buf.copy()
    buf[L.HDR_PHASE] = L.PHASE_MAIN2
    _refused(cards, buf, "header", "HDR_PHASE")


def test_a_window_directly_above_the_turn_at_the_end_step_is_refused(cards, end_phase_window_state):
    # At TURN_END the turn waits for its Main Phase 2, no window.
    _, buf = end_phase_window_state
    buf = buf.copy()
    buf[W.STACK_BASE + L.FRAME_STEP] = TU.TURN_END
    assert "PROC_WINDOW" in str(_refused(cards, buf, "stack frame", "FRAME_STEP"))


# ---- Header words derived from the duel's cards ------------------------------------------------

# Words the engine sets when the duel starts from the mechanisms its cards use (deal.pyx
# scan_duel_cards) and reads to skip a check a duel without them never needs: a copy with one of
# them out of what the cards give plays differently from the original, so it is refused.
@pytest.fixture(scope="module")
def started_states(cards):
    # Seed 1 (chaos-turbo vs drain-burn: HDR_CHAOS 5, a Spell/Trap with a trigger) and seed 17
    # (drain-burn vs zombie: HDR_CHAOS 45), 30 random actions in.
    out = []
    for seed in (1, 17):
        duel = _duel(cards, seed)
        rng = np.random.default_rng(seed)
        for _ in range(30):
            duel.apply(int(rng.choice(duel.legal_actions())))
        out.append(duel)
    return out


def test_states_with_their_derived_words_are_accepted(cards, started_states):
    for duel in started_states:
        buf = W.decode(duel.buffer)
        assert buf[L.HDR_CHAOS] and buf[L.HDR_SPELL_TRIGGERS] and buf[L.HDR_EXTRA_MONSTERS]
        assert bytes(Duel.from_buffer(cards, duel.buffer).buffer) == bytes(duel.buffer)


@pytest.mark.parametrize("word,value", [
    ("HDR_CHAOS", 0),  # the family's checks skipped: the copy played differently in 115 of 200 duels
    ("HDR_CHAOS", L.CHAOS_NO_ATTACK),  # one mechanism of the duel's cards dropped
    ("HDR_CHAOS", L.CHAOS_NO_ATTACK | L.CHAOS_ATTACK_AGAIN | L.CHAOS_GY_END_PHASE),  # one no card uses
    ("HDR_SPELL_TRIGGERS", 0),  # Spell & Trap Zones no longer looked at for triggers
    ("HDR_EXTRA_MONSTERS", 0),  # the Extra Deck rules (H07, H09-H10) off
    ("HDR_EXTRA_MONSTERS", L.XS_EXTRA_DECK_RULES | L.XS_XYZ),  # Xyz Summons offered under goat
])
def test_a_derived_word_out_of_what_the_cards_give_is_refused(cards, started_states, word, value):
    for duel in started_states:
        buf = W.decode(duel.buffer)
        if buf[getattr(L, word)] == value:
            continue
        buf[getattr(L, word)] = value
        error = _refused(cards, buf, "header", word)
        assert "the duel's cards" in str(error), str(error)
