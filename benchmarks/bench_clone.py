"""clone() of a mid-duel state. Target (issue 12): under 0.25 µs on one core; the state's bytes
(``state_bytes``: the fixed sections and the duel's card rows, layout version 5) are reported."""
from ygo_core import Duel

from helpers import test_db, vanilla_decks


def midgame():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=42, auto_forced=False)
    import numpy as np
    rng = np.random.default_rng(0)
    for _ in range(60):
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert not duel.is_terminal()
    return duel


def test_clone_midgame(benchmark):
    benchmark.group = "clone"
    duel = midgame()
    benchmark.extra_info["state_bytes"] = int(duel.buffer.nbytes)
    copy = benchmark(duel.clone)
    assert copy == duel


def test_clone_midgame_goat(benchmark):
    """Issue 12: clone() of a mid-duel GOAT state (goat-control vs chaos-turbo) under 0.25 µs; the
    state is sized by its cards (HDR_CARD_ROWS: 90 dealt + 10 Token rows, 7,768 bytes)."""
    from pathlib import Path

    import numpy as np
    import pytest
    from ygo_core import CardDB

    from pysim.decks import load_deck
    goat = Path(__file__).resolve().parents[2] / "shared" / "decks" / "goat"
    if not goat.is_dir():
        pytest.skip("../shared/decks/goat is not present")
    a, b = (load_deck(str(goat / f"{name}.ydk")) for name in ("goat-control", "chaos-turbo"))
    duel = Duel(CardDB(), a.main, b.main, seed=3, extra0=a.extra, extra1=b.extra, rules="goat",
                auto_forced=False)
    rng = np.random.default_rng(0)
    for _ in range(80):
        if duel.is_terminal():
            break
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert not duel.is_terminal()
    benchmark.group = "clone"
    benchmark.extra_info["state_bytes"] = int(duel.buffer.nbytes)
    copy = benchmark(duel.clone)
    assert copy == duel
