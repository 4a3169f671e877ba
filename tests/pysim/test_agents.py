"""Agents and determinization (tests/helpers: the synthetic vanilla card pool)."""
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helpers import attack, go_to_battle, position, starter_decks, test_db, vanilla, vanilla_decks  # noqa: E402
from pysim.agents import FlatMonteCarloAgent, GreedyAgent, ISMCTSAgent, RandomAgent, play  # noqa: E402
from ygo_core import Duel  # noqa: E402
from ygo_core import actions as A  # noqa: E402


def lethal_position():
    # Player 0's 2000-ATK monster can attack directly for exactly the opponent's 2000 LP.
    duel = position(lp=(8000, 2000), monsters=([vanilla(2000, 1000)], []))
    go_to_battle(duel)
    return duel


@pytest.mark.parametrize("agent", [GreedyAgent(seed=1), FlatMonteCarloAgent(rollouts=4, seed=1),
                                   ISMCTSAgent(rollouts=4, seed=1)])
def test_search_agents_take_the_lethal_attack(agent):
    duel = lethal_position()
    assert agent.act(duel) == attack(0, None)


def test_random_agents_play_a_whole_duel_deterministically():
    deck0, deck1 = starter_decks()
    results = []
    for _ in range(2):
        duel = Duel(test_db(), deck0, deck1, seed=5, auto_forced=False)
        winner = play(duel, [RandomAgent(seed=1), RandomAgent(seed=2)])
        results.append((winner, duel.buffer.tobytes()))
    assert results[0] == results[1] and results[0][0] in (0, 1, -1)


def test_greedy_beats_random_more_often_than_not():
    deck0, deck1 = vanilla_decks()
    wins = 0
    for i in range(12):
        duel = Duel(test_db(), deck0, deck1, seed=i, first_player=i % 2)
        wins += play(duel, [GreedyAgent(seed=i), RandomAgent(seed=i)]) == 0
    assert wins >= 9  # seeded: the exact count is fixed; greedy play wins most of these


def test_determinize_keeps_what_the_player_knows():
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=3, auto_forced=False)
    before = duel.clone()
    duel.determinize(0, seed=11)
    assert duel.hand(0) == before.hand(0)                      # own hand: known
    assert sorted(duel.deck(0)) == sorted(before.deck(0))      # own Deck: same cards ...
    assert duel.deck(0) != before.deck(0)                      # ... in a new order
    hidden_before = sorted(before.hand(1) + before.deck(1))
    assert sorted(duel.hand(1) + duel.deck(1)) == hidden_before  # the opponent's cards, re-dealt
    assert len(duel.hand(1)) == len(before.hand(1))
    assert (duel.hand(1), duel.deck(1)) != (before.hand(1), before.deck(1))
    assert np.array_equal(duel.observation(0)[:16], before.observation(0)[:16])
    assert duel.playout(1) in (0, 1, -1)


def test_flat_monte_carlo_is_deterministic_for_a_seed():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=2)
    duel.apply(A.ACT_TO_END)
    picks = {FlatMonteCarloAgent(rollouts=3, seed=9).act(duel) for _ in range(2)}
    assert len(picks) == 1


def test_flat_monte_carlo_plays_whole_starter_duels():
    # Regression: an action legal in the true state is applied before the hidden cards are
    # re-dealt (applying it after could refer to a card that became another one).
    deck0, deck1 = starter_decks()
    for seed in range(2):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed)
        assert play(duel, [FlatMonteCarloAgent(rollouts=2, seed=seed), RandomAgent(seed=seed)]) in (0, 1, -1)


def test_agent_duel_log_is_the_same_game_as_its_playout():
    from pysim.agents.spec import AgentDuel
    deck0, deck1 = vanilla_decks()
    a = AgentDuel(Duel(test_db(), deck0, deck1, seed=4), ("greedy", "random"))
    b = AgentDuel(Duel(test_db(), deck0, deck1, seed=4), ("greedy", "random"))
    winner = a.playout(7)
    log = b.playout_log(7)
    assert b.winner() == winner and np.array_equal(a.buffer, b.buffer) and len(log) > 10


def test_make_agent_rejects_unknown_specs():
    from pysim.agents.spec import make_agent
    assert isinstance(make_agent("mc:3", 0), FlatMonteCarloAgent) and make_agent("mc:3", 0).rollouts == 3
    assert isinstance(make_agent("ismcts:5", 0), ISMCTSAgent) and make_agent("ismcts:5", 0).rollouts == 5
    for bad in ("mc:0", "mc:x", "random:2", "alpha", "ismcts:0"):
        with pytest.raises(ValueError, match="unknown agent"):
            make_agent(bad, 0)


def test_cli_matchup_with_agents(capsys):
    from pysim.cli import main
    assert main(["matchup", "vanilla-yugi", "vanilla-kaiba", "-n", "4", "--workers", "1",
                 "--no-progress", "--agents", "greedy,random"]) == 0
    assert "4 duels" in capsys.readouterr().out
    assert main(["matchup", "-n", "2", "--agents", "alpha"]) == 2


def test_ismcts_is_deterministic_for_a_seed_and_plays_whole_starter_duels():
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=2)
    assert len({ISMCTSAgent(rollouts=2, seed=9).act(duel) for _ in range(2)}) == 1
    for seed in range(2):
        duel = Duel(test_db(), deck0, deck1, seed=seed, first_player=seed)
        assert play(duel, [ISMCTSAgent(rollouts=1, seed=seed), RandomAgent(seed=seed)]) in (0, 1, -1)


def test_ismcts_searches_only_deals_never_the_real_hidden_cards():
    # Every state the search plays on is a clone dealt again from the searching player's
    # point of view (determinize) before any action or playout: the real identity of player 1's
    # Set card and hand never reaches the tree.
    class Spy:
        def __init__(self, duel, log, dealt=True):
            self.duel, self.log, self.dealt = duel, log, dealt

        def clone(self):
            return Spy(self.duel.clone(), self.log, dealt=False)

        def determinize(self, player, seed):
            self.log.append(("deal", player))
            self.dealt = True
            self.duel.determinize(player, seed)

        def __getattr__(self, name):
            if name in ("apply", "playout", "legal_actions", "current_player") and not self.dealt:
                self.log.append(("undealt", name))
            return getattr(self.duel, name)

    duel = position(monsters=([vanilla(2000, 1000)], [(vanilla(500, 500), "set")]),
                    spells=([], [4206964]), hands=([], [12607053]),
                    decks=([vanilla(100, 100)] * 5, [vanilla(100, 100)] * 5))
    go_to_battle(duel)
    n = 3 * len(duel.legal_actions())
    log = []
    ISMCTSAgent(rollouts=3, seed=4, reuse=False).act(Spy(duel, log))
    assert log == [("deal", 0)] * n
    log = []
    ISMCTSAgent(rollouts=3, seed=4).act(Spy(duel, log))  # + one deal to foresee the next decision
    assert log == [("deal", 0)] * (n + 1)


def test_matchup_summary_names_the_agents_of_each_deck(capsys, tmp_path):
    import json
    from pysim.cli import main
    assert main(["matchup", "vanilla-yugi", "vanilla-kaiba", "-n", "2", "--workers", "1",
                 "--no-progress", "--agents", "greedy,random", "--out", str(tmp_path)]) == 0
    assert "played by                  vanilla-yugi: greedy, vanilla-kaiba: random" in capsys.readouterr().out
    data = json.loads((tmp_path / "summary.json").read_text())
    assert (data["agent_a"], data["agent_b"]) == ("greedy", "random")
    assert main(["gauntlet", "vanilla-yugi", "vanilla-kaiba", "starter-yugi", "-n", "2", "--workers", "1",
                 "--no-progress", "--agents", "greedy,random"]) == 0
    assert "played by                  in each pair, the deck given first greedy, the other random" \
        in capsys.readouterr().out



class _Recorder:
    # A stand-in duel that logs the calls FlatMonteCarloAgent makes on each clone.
    def __init__(self, log, legal=(7,)):
        self.log, self.legal = log, np.array(legal)

    def clone(self):
        self.log.append("clone")
        return _Recorder(self.log, self.legal)

    def determinize(self, player, seed):
        self.log.append("determinize")

    def legal_actions(self):
        return self.legal

    def apply(self, action):
        self.log.append(f"apply {action}")

    def is_terminal(self):
        return False

    def playout(self, seed):
        self.log.append("playout")

    def returns(self):
        return [1, -1]


def test_flat_monte_carlo_deals_the_hidden_cards_again_before_its_action():
    # O11, C13: an action whose outcome resolves at once (an attack on a face-down monster
    # the opponent cannot answer) must be played on a deal of what the player cannot see, not
    # on the true cards: determinize, then apply, then play out.
    log = []
    assert FlatMonteCarloAgent(rollouts=2, seed=1).value(_Recorder(log), 7, 0) == 1
    assert log == ["clone", "determinize", "apply 7", "playout"] * 2
    # An action not legal in the deal (its card id stands for another card there) is taken in
    # the true state, and the deal follows it.
    log.clear()
    FlatMonteCarloAgent(rollouts=1, seed=1).value(_Recorder(log, legal=(3,)), 7, 0)
    assert log == ["clone", "determinize", "clone", "apply 7", "determinize", "playout"]
    # mc-cheat searches the true state.
    log.clear()
    FlatMonteCarloAgent(rollouts=1, seed=1, cheat=True).value(_Recorder(log), 7, 0)
    assert log == ["clone", "apply 7", "playout"]


def mid_duel_decision(seed=3):
    # The first decision with at least four legal actions from turn 5 on, in a seeded duel.
    duel = Duel(test_db(), *starter_decks(), seed=seed)
    k = 0
    while not (duel.turn() >= 5 and len(duel.legal_actions()) >= 4):
        legal = duel.legal_actions()
        duel.apply(int(legal[k % len(legal)]))
        k += 1
    return duel


class PlayoutCounter:
    # A duel whose clones count their playouts (the budget of both search agents).
    def __init__(self, duel, counts):
        self.duel, self.counts = duel, counts

    def clone(self):
        return PlayoutCounter(self.duel.clone(), self.counts)

    def playout(self, seed=0):
        self.counts.append(seed)
        return self.duel.playout(seed)

    def __getattr__(self, name):
        return getattr(self.duel, name)


def test_ismcts_and_mc_spend_the_same_budget_per_decision():
    # issue 9: ismcts:N runs N iterations (one playout each) per legal action, as mc:N runs
    # N playouts per legal action; a single-option decision spends nothing in either.
    duel = mid_duel_decision()
    legal = len(duel.legal_actions())
    mc, ismcts = [], []
    FlatMonteCarloAgent(rollouts=3, seed=1).act(PlayoutCounter(duel, mc))
    agent = ISMCTSAgent(rollouts=3, seed=1)
    agent.act(PlayoutCounter(duel, ismcts))
    assert len(mc) == 3 * legal and agent.iterations == 3 * legal
    assert len(ismcts) == 3 * legal  # no iteration of this search reached the end of the duel
    forced = lethal_position()
    while len(forced.legal_actions()) > 1:
        forced.apply(int(forced.legal_actions()[0]))
    if not forced.is_terminal():
        agent = ISMCTSAgent(rollouts=3, seed=1)
        agent.act(forced)
        assert agent.iterations == 0


def test_ismcts_edges_keep_each_players_statistics_apart():
    # SO-ISMCTS: an edge is (mover, decision, action), so the opponent's "pass" in a deal where
    # they may respond never adds to the searching player's "pass" in another deal.
    duel = mid_duel_decision()
    agent = ISMCTSAgent(rollouts=4, seed=2, reuse=False)
    root = {}

    def capture(duel_, player, node, _orig=agent._iterate):
        root["node"] = node
        _orig(duel_, player, node)
    agent._iterate = capture
    agent.act(duel)
    player, decision = duel.current_player(), duel.decision()
    edges = set(root["node"].children)
    assert {(player, decision, int(a)) for a in duel.legal_actions()} <= edges
    assert all(len(e) == 3 and e[0] in (0, 1) for e in edges)
    assert sum(root["node"].visits.values()) == agent.iterations


def test_ismcts_reuses_its_subtree_within_a_turn_and_stays_deterministic():
    deck0, deck1 = starter_decks()
    results = []
    for _ in range(2):
        duel = Duel(test_db(), deck0, deck1, seed=1)
        agent = ISMCTSAgent(rollouts=2, seed=3)
        winner = play(duel, [agent, RandomAgent(seed=4)])
        results.append((winner, duel.buffer.tobytes(), agent.reused))
    assert results[0] == results[1] and results[0][2] > 0
    # The kept node is used only at the decision it was kept for: the same state asked again
    # (no action taken) starts a new tree.
    duel = mid_duel_decision()
    agent = ISMCTSAgent(rollouts=2, seed=3)
    agent.act(duel)
    agent.act(duel)
    assert agent.reused == 0


def test_ismcts_matchup_records_do_not_depend_on_workers():
    # issue 9: same seed, same result, any number of workers (the agents are seeded per duel,
    # and the kept subtree lives in the agent of one duel).
    from pysim.runner import Matchup, run_matchup
    deck0, deck1 = starter_decks()
    spec = Matchup(tuple(deck0), tuple(deck1), agents=("ismcts:1", "mc:1"))
    one = run_matchup(spec, 4, seed=3, workers=1, progress=False)
    two = run_matchup(spec, 4, seed=3, workers=2, progress=False)
    assert one == two and len(one) == 4
