"""Pickling a duel (for the parallel runner, Ray, multiprocessing): a Duel pickles to its state
and a reference to its card data (the data's fingerprint and where to find it again: the bundled
data, or the cards.cdb path), not the card data itself; a reference whose card data no longer
matches its fingerprint is refused on load. A DMDuel pickles the same way with its card pool.
Pickle is never for untrusted bytes (docs/saved-states.md): Duel.from_buffer is."""
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ygo_core import CardDB, Duel
from ygo_core.carddb import CardDataError

from helpers import starter_decks
from test_cdb import card, write_cdb

ROOT = Path(__file__).resolve().parents[1]
# A Duel's state is 7-10 KB (docs/saved-states.md); its pickle holds little more.
PICKLE_MAX = 20_000


def _mid_duel(cards, deck0, deck1, steps=30, seed=4):
    duel = Duel(cards, deck0, deck1, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        duel.apply(int(rng.choice(duel.legal_actions())))
    return duel


class _Retagged:
    # Pickles as the card data reference of `cards` does, with another fingerprint.
    def __init__(self, cards, fingerprint):
        self.load, (_, self.source) = cards.__reduce__()
        self.fingerprint = fingerprint

    def __reduce__(self):
        return self.load, (self.fingerprint, self.source)


class _DuelWith:
    # Pickles as `duel` does, with `cards` for its card data.
    def __init__(self, duel, cards):
        self.rebuild, (_, self.buffer) = duel.__reduce__()
        self.cards = cards

    def __reduce__(self):
        return self.rebuild, (self.cards, self.buffer)


def test_a_duel_pickles_to_its_state_and_a_card_data_reference():
    cards = CardDB()
    duel = _mid_duel(cards, *starter_decks())
    data = pickle.dumps(duel)
    assert len(data) < PICKLE_MAX, len(data)
    again = pickle.loads(data)
    assert again == duel and again.__reduce__()[1][0] is cards  # this process's card data is reused
    assert again.playout(5) == duel.clone().playout(5)
    assert len(pickle.dumps(cards)) < 1_000 and pickle.loads(pickle.dumps(cards)) is cards


def test_a_duel_of_a_cdb_pickles_its_path(tmp_path):
    path = write_cdb(tmp_path / "cards.cdb", [card(70000001, "Pickled Monster", atk=1800)])
    cards = CardDB.from_cdb(path)
    deck = [70000001] * 40
    duel = _mid_duel(cards, deck, deck)
    data = pickle.dumps(duel)
    assert len(data) < PICKLE_MAX and str(path.resolve()).encode() in data
    assert pickle.loads(data) == duel


def test_a_card_data_reference_whose_fingerprint_differs_is_refused():
    cards = CardDB()
    duel = _mid_duel(cards, *starter_decks())
    other = tuple(w ^ 1 for w in cards.fingerprint)
    with pytest.raises(CardDataError, match="the bundled card data does not match the fingerprint"):
        pickle.loads(pickle.dumps(_DuelWith(duel, _Retagged(cards, other))))


_CHILD = """
import pickle, sys
from ygo_core.carddb import CardDataError
duel = pickle.loads(open(sys.argv[1], "rb").read())
print("bundled", duel.turn(), len(duel.legal_actions()) > 0)
try:
    pickle.loads(open(sys.argv[2], "rb").read())
except CardDataError as exc:
    print("refused", exc)
"""


def test_pickles_load_in_another_process_and_a_changed_cdb_is_refused(tmp_path):
    # The bundled data is rebuilt there; the cards.cdb is read again, and it was changed since.
    duel = _mid_duel(CardDB(), *starter_decks())
    (tmp_path / "bundled.pkl").write_bytes(pickle.dumps(duel))
    path = write_cdb(tmp_path / "cards.cdb", [card(70000001, "Pickled Monster", atk=1800)])
    (tmp_path / "cdb.pkl").write_bytes(pickle.dumps(_mid_duel(CardDB.from_cdb(path), [70000001] * 40,
                                                              [70000001] * 40)))
    path.unlink()
    write_cdb(path, [card(70000001, "Pickled Monster", atk=1900)])
    out = subprocess.run([sys.executable, "-c", _CHILD, str(tmp_path / "bundled.pkl"), str(tmp_path / "cdb.pkl")],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == f"bundled {duel.turn()} True"
    assert lines[1].startswith("refused ") and str(path.resolve()) in lines[1] and "does not match" in lines[1], lines[1]
