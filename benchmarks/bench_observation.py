"""observation(player) in a Starter Deck duel (what a learning agent reads every step)."""
from ygo_core import Duel
from ygo_core.duel import OBS_SIZE

from helpers import starter_decks, test_db


def test_observation_starter(benchmark):
    benchmark.group = "observation"
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=3)
    obs = benchmark(duel.observation, 0)
    assert obs.shape == (OBS_SIZE,)
