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


# ---- Mid-resolution states of the bundled MR3 decks (the sweep's false refusals) ---------------
# Seeded random duels of Synchron Extreme against Master of Pendulum (as /work/wt/sweep.py plays
# them) that reach an effect's Extra Deck summon half-way: each state is accepted, and a copy with
# one word out of what the engine writes there is refused by name.

from ygo_core import actions as A
from ygo_core.carddb import CardDB
from ygo_core.proc import extra_summon as ES
from ygo_core.proc import ids as P
from ygo_core.proc import resolve as RS
from ygo_core.vm import opcodes as O
from pysim.decks import load_deck

_BUNDLED = {}


def _bundled_db():
    if "db" not in _BUNDLED:
        _BUNDLED["db"] = CardDB()
    return _BUNDLED["db"]


def _bundled_duel(seed):
    a, b = load_deck("synchron-extreme"), load_deck("master-of-pendulum")
    return Duel(_bundled_db(), list(a.main), list(b.main), seed=seed, first_player=seed % 2,
                extra0=list(a.extra), extra1=list(b.extra), allow_unimplemented=True,
                auto_forced=seed % 2 == 0)


def _seeded_state(seeds, wanted):
    # The first decision of the seeded duels (in the sweep's order) at which wanted(buf) holds.
    for seed in seeds:
        duel = _bundled_duel(seed)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            buf = W.decode(duel.buffer)
            if wanted(buf):
                return duel, buf
            duel.apply(int(rng.choice(duel.legal_actions())))
    raise AssertionError("no such state in the seeded duels")


def _frame(buf, depth):
    return W.STACK_BASE + depth * L.FRAME_WIDTH


def _top(buf):
    return _frame(buf, buf[L.HDR_STACK_TOP] - 1)


def _resolving_insn(buf, f, pc_offset=0):
    # The opcode at RS_F_PC + pc_offset of the link the PROC_RESOLVE frame at f resolves.
    db = _bundled_db()
    link = W.CHAIN_BASE + buf[f + RS.RS_F_LINK] * L.CHAIN_LINK_WIDTH
    fx = int(db.block[int(db.block[L.BLK_EFFECTS_AT]) + buf[link + L.LINK_EFFECT] * O.FX_WIDTH + O.FX_OPS])
    at = int(db.block[L.BLK_CODE_AT]) + fx + (buf[f + RS.RS_F_PC] + pc_offset) * O.INSN_WIDTH + O.INSN_OP
    return int(db.block[at]) & O.INSN_OP_MASK


def _extra_position_asked(buf):
    # Limit Overdrive: the Synchro Monster chosen, its position asked (RS_RESUME, DEC_POSITION).
    f = _top(buf)
    return (buf[L.HDR_STATUS] == L.STATUS_DECISION and buf[L.HDR_DECISION] == A.DEC_POSITION
            and buf[f + L.FRAME_PROC] == P.PROC_RESOLVE and buf[f + L.FRAME_STEP] == RS.RS_RESUME
            and _resolving_insn(buf, f) == O.OP_SUMMON_FROM_EXTRA)


def _synchro_by_effect(buf):
    # Accel Synchron: PROC_EXTRA_SUMMON above the PROC_RESOLVE whose OP_SYNCHRO_WITH_SELF pushed it.
    top = buf[L.HDR_STACK_TOP]
    return (top >= 2 and buf[_top(buf) + L.FRAME_PROC] == P.PROC_EXTRA_SUMMON
            and buf[_frame(buf, top - 2) + L.FRAME_PROC] == P.PROC_RESOLVE
            and buf[_top(buf) + L.FRAME_STEP] != ES.ES_SUCCEED)


# The seeds searched in order for each state (the sweep found them at seeds 16, 54 and 51; which
# seed reaches a state changes whenever a card of the two decks gets its script).
SEARCHED_SEEDS = range(300)


@pytest.fixture(scope="module")
def extra_position_state():
    return _seeded_state(SEARCHED_SEEDS, _extra_position_asked)


@pytest.fixture(scope="module")
def synchro_by_effect_state():
    return _seeded_state(SEARCHED_SEEDS, _synchro_by_effect)


def test_an_effects_extra_deck_summon_asking_the_position_is_accepted(extra_position_state):
    # H03: the monster chosen (RS_F_SUB 1, RS_F_CHOSEN it, still in the Extra Deck), then its
    # face-up position; the sweep refused it (seeds 16, 54).
    duel, buf = extra_position_state
    again = Duel.from_buffer(_bundled_db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    assert list(again.legal_actions()) == list(duel.legal_actions())


@pytest.mark.parametrize("sub", [0, 2])
def test_an_effects_extra_deck_summon_asking_the_position_with_other_picks_is_refused(extra_position_state, sub):
    _, buf = extra_position_state
    buf = buf.copy()
    buf[_top(buf) + RS.RS_F_SUB] = sub
    error = _refused(_bundled_db(), buf, "stack frame", "RS_F_SUB")
    assert "the choices made so far" in str(error)


def test_an_effects_extra_deck_summon_of_a_card_not_in_the_extra_deck_is_refused(extra_position_state):
    _, buf = extra_position_state
    f = _top(buf)
    player = buf[W.CHAIN_BASE + buf[f + RS.RS_F_LINK] * L.CHAIN_LINK_WIDTH + L.LINK_PLAYER]
    rows = _rows(buf)
    outside = [int(c) for c in np.flatnonzero((buf[rows + L.CARD_LOCATION] != L.LOC_EXTRA)
                                              & (buf[rows + L.CARD_OWNER] == player))]
    buf = buf.copy()
    buf[f + RS.RS_F_CHOSEN] = outside[0]
    error = _refused(_bundled_db(), buf, "stack frame", "RS_F_CHOSEN")
    assert "Extra Deck" in str(error)


def test_a_synchro_summon_by_an_effect_above_its_resolution_is_accepted(synchro_by_effect_state):
    # U08 (MR3 synchro, Accel Synchron): OP_SYNCHRO_WITH_SELF pushed PROC_EXTRA_SUMMON, RS_F_PC is
    # past it; the link's card is the first material; the sweep refused it (seed 51).
    duel, buf = synchro_by_effect_state
    f = _frame(buf, buf[L.HDR_STACK_TOP] - 2)
    assert _resolving_insn(buf, f, -1) == O.OP_SYNCHRO_WITH_SELF
    again = Duel.from_buffer(_bundled_db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    assert list(again.legal_actions()) == list(duel.legal_actions())


@pytest.mark.parametrize("shift", [-1, 1])
def test_a_synchro_summon_by_an_effect_not_just_past_its_instruction_is_refused(synchro_by_effect_state, shift):
    _, buf = synchro_by_effect_state
    buf = buf.copy()
    buf[_frame(buf, buf[L.HDR_STACK_TOP] - 2) + RS.RS_F_PC] += shift
    error = _refused(_bundled_db(), buf, "stack frame", "RS_F_PC")
    assert "OP_SYNCHRO_WITH_SELF" in str(error) or "an instruction of the link's effect" in str(error)


def test_a_synchro_summon_by_an_effect_without_the_effects_card_as_material_is_refused(synchro_by_effect_state):
    _, buf = synchro_by_effect_state
    f = _frame(buf, buf[L.HDR_STACK_TOP] - 2)
    card = buf[W.CHAIN_BASE + buf[f + RS.RS_F_LINK] * L.CHAIN_LINK_WIDTH + L.LINK_CARD]
    buf = buf.copy()
    buf[_top(buf) + ES.ES_F_MATERIALS] = buf[_top(buf) + ES.ES_F_CARD]  # a card id, not the link's card
    assert buf[_top(buf) + ES.ES_F_MATERIALS] != card
    error = _refused(_bundled_db(), buf, "stack frame", "ES_F_MATERIALS+0")
    assert "the card of the link" in str(error)
