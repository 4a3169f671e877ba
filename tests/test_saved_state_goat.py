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
