"""A whole random duel inside the core: vanilla-yugi vs vanilla-kaiba.
Target (issue 2): under 200 µs a duel (over 5,000 duels/s) on one core."""
from ygo_core import Duel

from helpers import test_db, vanilla_decks


def test_playout_vanilla(benchmark):
    benchmark.group = "playout"
    deck0, deck1 = vanilla_decks()
    start = Duel(test_db(), deck0, deck1, seed=1)
    seeds = iter(range(10**9))

    def one_duel():
        return start.clone().playout(next(seeds))

    winner = benchmark(one_duel)
    assert winner in (0, 1, -1)
    record_length(benchmark, start)


def test_new_duel_and_playout_vanilla(benchmark):
    # Includes building the duel in Python (shuffle, opening hands) for each game.
    benchmark.group = "playout"
    deck0, deck1 = vanilla_decks()
    db = test_db()
    seeds = iter(range(10**9))

    def one_duel():
        seed = next(seeds)
        return Duel(db, deck0, deck1, seed=seed, first_player=seed % 2).playout(seed)

    assert benchmark(one_duel) in (0, 1, -1)


def test_playout_starter(benchmark):
    # Issue 3 target: over 3,000 random Starter Deck duels (Yugi vs Kaiba) a second.
    from helpers import starter_decks
    benchmark.group = "playout"
    deck0, deck1 = starter_decks()
    start = Duel(test_db(), deck0, deck1, seed=1)
    seeds = iter(range(10**9))

    def one_duel():
        return start.clone().playout(next(seeds))

    assert benchmark(one_duel) in (0, 1, -1)
    record_length(benchmark, start)


def record_length(benchmark, start, duels=500):
    # Duels/s only compare across versions at equal game length (a rules fix can lengthen
    # random games), so each playout benchmark also records turns and decisions per duel.
    turns = decisions = 0
    for seed in range(duels):
        duel = start.clone()
        duel.playout(seed)
        turns += duel.turn()
        decisions += duel.decisions()
    benchmark.extra_info["turns_per_duel"] = round(turns / duels, 2)
    benchmark.extra_info["decisions_per_duel"] = round(decisions / duels, 1)
