"""Random duels with Normal Pendulum Monsters (rules-mr3.md M): after every action the
invariants hold (every card in exactly one place, the Pendulum Zones hold only Pendulum
Monsters, the face-up Extra Deck only Pendulum Monsters), the state passes state_check, a clone
and a buffer round trip are the same duel, and the same seed and actions give the same duel."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.state_check import check_state

from battery import seeds
from helpers import vanilla
from invariants import MAX_DECISIONS, check_invariants
from pendulum_cards import FLASH_KNIGHT, MANDRAGON, pendulum_db

# Scales 2 (Mandragon) and 7 (Flash Knight) bound Levels 3 to 6.
DECK_A = ([FLASH_KNIGHT] * 3 + [MANDRAGON] * 3 + [vanilla(1200, 1000, 3)] * 6 + [vanilla(1600, 1200, 4)] * 12
          + [vanilla(2000, 1500, 5)] * 8 + [vanilla(2300, 1800, 6)] * 8)
DECK_B = ([FLASH_KNIGHT] * 2 + [MANDRAGON] * 2 + [vanilla(1000, 1000, 3)] * 8 + [vanilla(1800, 800, 4)] * 14
          + [vanilla(2100, 1300, 5)] * 8 + [vanilla(2500, 2000, 7)] * 6)


def check_pendulum_places(duel):
    buf = W.decode(duel.buffer)
    db = pendulum_db()
    for player in range(L.N_PLAYERS):
        for i in range(L.CAP_PZONE):
            card = buf[W.ZONE_BASE + player * L.ZONES_PER_PLAYER + L.ZONE_PENDULUM + i]
            if card != L.NO_CARD:
                assert db[duel.card_code(card)].type & L.TYPE_PENDULUM, "a Pendulum Zone holds a non-Pendulum"
                assert buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_LOCATION] == L.LOC_PZONE
        for card in duel.extra_faceup(player):
            assert db[duel.card_code(card)].type & L.TYPE_PENDULUM, "a face-up Extra Deck card is no Pendulum"


def play(seed, rules="mr3"):
    """One seeded random duel, checked after every action; returns it and its actions."""
    db = pendulum_db()
    duel = Duel(db, DECK_A, DECK_B, seed=seed, rules=rules, first_player=seed % 2, auto_forced=seed % 2 == 0)
    rng = np.random.default_rng(seed)
    actions = []
    while not duel.is_terminal():
        check_invariants(duel)
        check_pendulum_places(duel)
        legal = duel.legal_actions()
        if len(actions) % 25 == 0:
            check_state(duel.buffer, db)
            again = Duel.from_buffer(db, duel.buffer)
            assert np.array_equal(again.buffer, duel.buffer)
            assert np.array_equal(duel.clone().legal_actions(), legal)
        a = int(rng.choice(legal))
        actions.append(a)
        duel.apply(a)
        assert len(actions) < MAX_DECISIONS
    check_invariants(duel)
    check_state(duel.buffer, db)
    return duel, actions


def test_random_pendulum_duels_keep_invariants():
    pendulum_summons = to_extra = 0
    for seed in seeds(60, at_least=15):  # enough duels for the counts below
        duel, actions = play(seed)
        assert duel.winner() in (0, 1, -1)
        pendulum_summons += actions.count(A.ACT_PENDULUM_SUMMON)
        to_extra += len(duel.extra_faceup(0)) + len(duel.extra_faceup(1))
    # The battery is only worth something if the mechanisms happen.
    assert pendulum_summons > 20 and to_extra > 20


def test_random_pendulum_duels_are_deterministic():
    for seed in (3, 17):
        first, actions = play(seed)
        db = pendulum_db()
        again = Duel(db, DECK_A, DECK_B, seed=seed, first_player=seed % 2, auto_forced=seed % 2 == 0)
        for a in actions:
            again.apply(a)
        assert np.array_equal(again.buffer, first.buffer)


@pytest.mark.parametrize("rules", ["goat", "tcg2002"])
def test_before_mr3_pendulum_monsters_are_only_monsters(rules):
    # Switch 42: no Pendulum Zones, no Pendulum Summon, no face-up Extra Deck.
    for seed in seeds(15, at_least=3):
        duel, actions = play(seed, rules)
        assert A.ACT_PENDULUM_SUMMON not in actions
        assert duel.extra_faceup(0) == [] and duel.extra_faceup(1) == []
