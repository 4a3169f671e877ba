"""MR3 summons (xyz helper): random duels with Normal Tuners, Synchro and Xyz Monsters (and a
few staples that revive, take control, negate summons and trigger on the GY), checked after
every action: every card in exactly one place (an Xyz Material under a face-up Xyz Monster on
the field), the saved-state check and the buffer round trip, clones that play on identically,
and determinism."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.state_check import check_state

from battery import seeds
from invariants import check_invariants, play_checked
from mr3_cards import (
    CHANGE_OF_HEART, FLAMVELL_GUARD, GAIA_KNIGHT, GEM_KNIGHT_PEARL, MONSTER_REBORN, SANGAN,
    SOLEMN_JUDGMENT, mr3_db,
)

# Real Normal Monsters of the bundled card data.
RUDE_KAISER, ANSATSU, CURSE_OF_DRAGON = 26378150, 48365709, 28279543        # Level 5
BATTLE_OX, KOJIKOCY, URABY, SKULL_RED_BIRD = 5053103, 1184620, 1784619, 10202894  # Level 4
GIANT_SOLDIER, RYU_KISHIN, MAMMOTH_GRAVEYARD = 13039848, 15303296, 40374923  # Level 3

SYNCHRO_DECK = ([FLAMVELL_GUARD] * 3 + [RUDE_KAISER, ANSATSU, CURSE_OF_DRAGON] * 3
                + [BATTLE_OX, KOJIKOCY, URABY, SKULL_RED_BIRD] * 3 + [GIANT_SOLDIER, RYU_KISHIN] * 3
                + [MONSTER_REBORN, CHANGE_OF_HEART, SANGAN, SANGAN])
XYZ_DECK = ([FLAMVELL_GUARD] * 3 + [BATTLE_OX, KOJIKOCY, URABY, SKULL_RED_BIRD] * 3
            + [GIANT_SOLDIER, RYU_KISHIN, MAMMOTH_GRAVEYARD] * 3 + [RUDE_KAISER, ANSATSU] * 3
            + [SOLEMN_JUDGMENT, SANGAN, MONSTER_REBORN])
SYNCHRO_EXTRA = [GAIA_KNIGHT] * 3 + [GEM_KNIGHT_PEARL] * 2
XYZ_EXTRA = [GEM_KNIGHT_PEARL] * 3 + [GAIA_KNIGHT] * 2


def new_duel(seed, rules="mr3", **kw):
    kw.setdefault("first_player", seed % 2)
    return Duel(mr3_db(), SYNCHRO_DECK, XYZ_DECK, seed=seed, rules=rules, extra0=SYNCHRO_EXTRA,
                extra1=XYZ_EXTRA, **kw)


def extra_summoned(duel):
    """How many monsters on the field arrived by a Synchro / Xyz Summon, and the materials."""
    buf = W.decode(duel.buffer)
    rows = W.CARD_BASE + np.arange(buf[L.HDR_N_CARDS]) * W.CARD_WIDTH
    kinds = buf[rows + L.CARD_SUMMON_KIND]
    return (int((kinds == L.SUMMON_SYNCHRO).sum()), int((kinds == L.SUMMON_XYZ).sum()),
            int((buf[rows + L.CARD_LOCATION] == L.LOC_OVERLAY).sum()))


def test_the_decks_play_synchro_and_xyz_monsters_with_no_script():
    db = mr3_db()
    for code in (GAIA_KNIGHT, GEM_KNIGHT_PEARL, FLAMVELL_GUARD):
        assert db.is_playable(code)


def test_random_mr3_duels_keep_invariants_and_round_trip_at_every_step():
    seen = np.zeros(3, dtype=np.int64)
    for seed in seeds(40):
        duel = new_duel(seed, auto_forced=seed % 2 == 0)
        rng = np.random.default_rng(seed)
        steps = 0
        while not duel.is_terminal():
            check_invariants(duel)
            if steps % 5 == 0:
                check_state(duel.buffer, mr3_db())
                again = Duel.from_buffer(mr3_db(), duel.buffer)
                assert np.array_equal(again.buffer, duel.buffer)
            seen += extra_summoned(duel)
            duel.apply(int(rng.choice(duel.legal_actions())))
            steps += 1
            assert steps < 5000
        check_invariants(duel)
    synchro, xyz, materials = seen
    assert synchro > 0 and xyz > 0 and materials > 0, "the battery never saw a Synchro/Xyz Summon"


def test_random_mr3_duels_refuse_illegal_actions():
    for seed in seeds(30):
        duel = play_checked(mr3_db(), SYNCHRO_DECK, XYZ_DECK, seed, "mr3", illegal_every=5,
                            extra0=SYNCHRO_EXTRA, extra1=XYZ_EXTRA)
        assert duel.winner() in (0, 1, -1)


def test_same_seed_same_duel_and_clones_play_on_identically():
    for seed in range(10):
        a, b = new_duel(seed, auto_forced=False), new_duel(seed, auto_forced=False)
        rng_a, rng_b = np.random.default_rng(seed), np.random.default_rng(seed)
        fork = None
        while not a.is_terminal():
            assert np.array_equal(a.buffer, b.buffer)
            if fork is None and extra_summoned(a)[2] > 0:
                fork = (a.clone(), np.random.default_rng(seed + 1000))  # a state with Xyz Materials
            a.apply(int(rng_a.choice(a.legal_actions())))
            b.apply(int(rng_b.choice(b.legal_actions())))
        assert b.is_terminal() and a.winner() == b.winner()
        if fork is not None:
            c, rng = fork
            d = c.clone()
            rng2 = np.random.default_rng(seed + 1000)
            while not c.is_terminal():
                act = int(rng.choice(c.legal_actions()))
                assert act == int(rng2.choice(d.legal_actions()))
                c.apply(act)
                d.apply(act)
            assert np.array_equal(c.buffer, d.buffer)


def test_thousand_mr3_playouts_end_consistently():
    results = {0: 0, 1: 0, -1: 0}
    for seed in range(1000):
        duel = new_duel(seed)
        winner = duel.playout(seed)
        results[winner] += 1
        assert duel.is_terminal()
        if seed % 50 == 0:
            check_invariants(duel)
    assert results[0] > 0 and results[1] > 0


def test_goat_rules_never_synchro_or_xyz_summon_switch_42():
    for seed in range(15):
        duel = new_duel(seed, rules="goat")
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            assert extra_summoned(duel) == (0, 0, 0)
            duel.apply(int(rng.choice(duel.legal_actions())))
