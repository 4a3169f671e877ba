"""Saved states of Master Rule 3 duels (issue 13): a state with Xyz Materials, Pendulum Zones and
a face-up Extra Deck loads back as the same duel, and each kind of corruption of the new places
is refused by name before the core touches it (ygo_core/state_check.py)."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.state_check import StateError

from mr3_cards import mr3_db
from pendulum_cards import pendulum_db
from test_random_mr3 import new_duel
from test_random_pendulum import DECK_A, DECK_B


def _first_state(make, wanted, seeds=200):
    # A decision of a seeded random duel at which wanted(wide buffer) holds.
    for seed in range(seeds):
        duel = make(seed)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            buf = W.decode(duel.buffer)
            if wanted(buf):
                return duel, buf
            duel.apply(int(rng.choice(duel.legal_actions())))
    raise AssertionError("no such state in the random duels")


def _rows(buf):
    return W.CARD_BASE + np.arange(buf[L.HDR_N_CARDS]) * W.CARD_WIDTH


def _materials(buf):
    rows = _rows(buf)
    return [int(c) for c in np.flatnonzero(buf[rows + L.CARD_LOCATION] == L.LOC_OVERLAY)]


def _faceup_extra(buf):
    rows = _rows(buf)
    located = buf[rows + L.CARD_LOCATION] == L.LOC_EXTRA
    return [int(c) for c in np.flatnonzero(located & (buf[rows + L.CARD_FLAGS] & L.CF_FACEUP_EXTRA != 0))]


def _pendulum_duel(seed):
    return Duel(pendulum_db(), DECK_A, DECK_B, seed=seed, rules="mr3", first_player=seed % 2)


@pytest.fixture(scope="module")
def xyz_state():
    return _first_state(new_duel, lambda buf: bool(_materials(buf)))


@pytest.fixture(scope="module")
def pendulum_state():
    return _first_state(_pendulum_duel, lambda buf: bool(_faceup_extra(buf)))


def _refused(db, buf, section, word):
    with pytest.raises(StateError) as info:
        Duel.from_buffer(db, W.encode(buf))
    assert info.value.section == section and word in info.value.word, str(info.value)
    return info.value


def test_a_state_with_xyz_materials_loads_back_as_the_same_duel(xyz_state):
    duel, buf = xyz_state
    again = Duel.from_buffer(mr3_db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    assert again.playout(5) == duel.clone().playout(5)


def test_an_xyz_material_under_a_card_that_is_no_xyz_monster_is_refused(xyz_state):
    # L01: a material is attached to a face-up Xyz Monster on the field.
    _, buf = xyz_state
    material = _materials(buf)[0]
    buf = buf.copy()
    buf[W.CARD_BASE + material * W.CARD_WIDTH + L.CARD_EQUIPPED_TO] = material
    _refused(mr3_db(), buf, "card", "CARD_EQUIPPED_TO")


def test_an_xyz_material_of_an_earlier_stay_of_its_monster_is_refused(xyz_state):
    # L05: the materials leave with their Xyz Monster, so none can belong to an earlier stint.
    _, buf = xyz_state
    material = _materials(buf)[0]
    buf = buf.copy()
    buf[W.CARD_BASE + material * W.CARD_WIDTH + L.CARD_EQUIPPED_STINT] -= 1
    _refused(mr3_db(), buf, "card", "CARD_EQUIPPED_STINT")


def test_a_state_with_a_face_up_extra_deck_loads_back_as_the_same_duel(pendulum_state):
    duel, buf = pendulum_state
    again = Duel.from_buffer(pendulum_db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    assert again.extra_faceup(0) == duel.extra_faceup(0) and again.extra_faceup(1) == duel.extra_faceup(1)


def test_a_face_up_extra_deck_card_under_rules_without_pendulums_is_refused(pendulum_state):
    # M07 exists only with Pendulums (switch 42).
    _, buf = pendulum_state
    buf = buf.copy()
    buf[L.HDR_RULE_EXTRA_SUMMONS] &= ~L.RULE_PENDULUM
    _refused(pendulum_db(), buf, "card", "CARD_FLAGS")


def test_an_unknown_summon_mechanism_bit_is_refused(pendulum_state):
    _, buf = pendulum_state
    buf = buf.copy()
    buf[L.HDR_RULE_EXTRA_SUMMONS] |= 1 << 5
    _refused(pendulum_db(), buf, "header", "HDR_RULE_EXTRA_SUMMONS")
