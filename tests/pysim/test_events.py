"""The event log (pysim/events.py): known positions give exactly the events a judge would
note, a recorded playout is the same game as Duel.playout, and every LP change is an event."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from pysim import events as E
from ygo_core import actions as A
from tests.helpers import attack, card_in_hand, go_to_battle, position, test_db, vanilla

MIRROR_FORCE = 44095762
MST = 5318639
M = vanilla(1000, 1000)
SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "events.schema.json"
NAMES = ("Ann", "Bob")


def recorder(duel):
    return E.EventRecorder(duel, test_db(), NAMES)


def drive(rec, actions):
    for a in actions:
        rec.apply(a)


def pass_all(rec, decision):
    # pass_until, through the recorder.
    while rec.duel.decision() in ("response", "gy_order") and rec.duel.decision() != decision:
        rec.apply(A.ACT_PASS if rec.duel.decision() == "response" else int(rec.duel.legal_actions()[0]))
    assert rec.duel.decision() == decision


def kinds(events, *wanted):
    return [e for e in events if e["kind"] in wanted]


def test_mirror_force_destroys_two_monsters_with_their_reason_and_no_damage():
    duel = position(monsters=([vanilla(2000, 1000), (vanilla(1500, 1000), "defense"),
                               vanilla(1800, 1000)], [M]), spells=([], [MIRROR_FORCE]))
    go_to_battle(duel)
    rec = recorder(duel)
    rec.apply(attack(0, 0))
    mirror = [s["card"] for s in duel.spells(1) if s][0]
    rec.apply(A.ACT_ACTIVATE + mirror)
    pass_all(rec, "battle")
    moves = kinds(rec.events, "move")
    assert [(m["card"]["name"], m["from_place"], m["to_place"], m["reason"], m["cause"])
            for m in moves] == [
        ("Vanilla L4 2000/1000", "monster", "gy", "destroyed_by_effect", "Mirror Force"),
        ("Vanilla L4 1800/1000", "monster", "gy", "destroyed_by_effect", "Mirror Force"),
        ("Mirror Force", "spell", "gy", "resolved", "Mirror Force")]
    assert kinds(rec.events, "lp") == []
    text = E.format_events(rec.events)
    assert "      Chain Link 1: Bob activates Mirror Force" in text
    assert "      Vanilla L4 2000/1000 (Ann) is destroyed by Mirror Force" in text
    assert "      Vanilla L4 1800/1000 (Ann) is destroyed by Mirror Force" in text
    # The Defense Position monster stays, on the board the last event carries.
    board = rec.events[-1]["board"]
    assert [m and m["name"] for m in board["players"][0]["monsters"]] == \
        [None, "Vanilla L4 1500/1000", None, None, None]
    assert board["lp"] == [8000, 8000]


def test_lp_win_shows_every_lp_change():
    duel = position(lp=(8000, 2500), monsters=([vanilla(2000, 1000), vanilla(1600, 1000)],
                                              [vanilla(1500, 1000)]))
    go_to_battle(duel)
    rec = recorder(duel)
    rec.apply(attack(0, 0))         # 2000 into 1500: 500 battle damage, destroyed by battle
    pass_all(rec, "battle")
    rec.apply(attack(1, A.ATTACK_DIRECT))  # 1600 direct: 2000 -> 400
    pass_all(rec, "battle")
    lp = [(e["player"], e["lp_before"], e["lp"], e["cause"]) for e in kinds(rec.events, "lp")]
    assert lp == [(1, 2500, 2000, "battle"), (1, 2000, 400, "battle")]
    assert [m["reason"] for m in kinds(rec.events, "move")] == ["destroyed_by_battle"]
    assert "      Bob takes 500 battle damage: LP 2500 -> 2000" in E.format_events(rec.events)
    # A third attack is not possible; play a duel to its LP end instead.
    duel = position(lp=(8000, 1000), monsters=([vanilla(2000, 1000)], []))
    go_to_battle(duel)
    rec = recorder(duel)
    rec.apply(attack(0, A.ATTACK_DIRECT))
    assert rec.duel.is_terminal()
    lp, win = kinds(rec.events, "lp"), kinds(rec.events, "win")
    assert [(e["lp_before"], e["lp"]) for e in lp] == [(1000, 0)]
    assert win[0]["winner"] == 0 and win[0]["reason"] == "lp"
    assert E.format_events(rec.events)[-1] == "  ** Ann wins: Bob's LP reached 0 (LP 8000 / 0) **"


def test_a_forced_target_is_shown():
    # The example: Mystical Space Typhoon's only target, chosen automatically before.
    duel = position(hands=([MST], []), spells=([], [MIRROR_FORCE]))
    rec = recorder(duel)
    rec.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    while not duel.decision() == "main":
        rec.apply(int(duel.legal_actions()[0]) if len(duel.legal_actions()) == 1 else A.ACT_PASS)
    text = E.format_events(rec.events)
    assert any(line.startswith("    Ann: Choose Mirror Force") and line.endswith("(forced)")
               for line in text)
    assert "      Mirror Force (Bob) is destroyed by Mystical Space Typhoon" in text


def _starter_duel(i):
    from pysim.cli import engine_matchup, load_cards, read_deck
    from pysim.runner import duel_seed, split_seed

    cards = load_cards(None)
    spec = engine_matchup(read_deck("starter-yugi"), read_deck("starter-kaiba"), cards,
                          cdb=None, rules="mr3", allow_unimplemented=True)
    engine_seed, playout_seed = split_seed(duel_seed(3, i))
    return spec.factory()(engine_seed, i % 2), playout_seed, cards


@pytest.mark.parametrize("i", range(6))
def test_record_playout_is_the_playout_game_and_notes_every_lp_change(i):
    duel, seed, cards = _starter_duel(i)
    ref = duel.clone()
    ref.playout(seed)
    recorded = E.record_playout(duel, cards, seed, names=("Yugi", "Kaiba"))
    assert recorded.error is None
    end = recorded.duel
    assert (end.winner(), end.win_reason(), end.turn(), end.decisions(), end.lp(0), end.lp(1)) \
        == (ref.winner(), ref.win_reason(), ref.turn(), ref.decisions(), ref.lp(0), ref.lp(1))
    assert duel.decisions() == 0 or not duel.is_terminal()  # the given duel is untouched
    evs = recorded.events
    for prev, ev in zip(evs, evs[1:]):
        if ev["board"]["lp"] != prev["board"]["lp"]:
            assert ev["kind"] == "lp", (prev["text"], ev["text"])
            assert ev["board"]["lp"][ev["player"]] == ev["lp"]
            assert prev["board"]["lp"][ev["player"]] == ev["lp_before"]
    assert evs[-1]["kind"] == "win"
    assert not any("card #" in line for line in E.format_events(evs))


def test_json_matches_the_documented_schema():
    jsonschema = pytest.importorskip("jsonschema", reason="the schema check needs jsonschema")
    duel, seed, cards = _starter_duel(1)
    data = E.to_json(E.record_playout(duel, cards, seed))
    data = json.loads(json.dumps(data))  # what --json writes
    schema = json.loads(SCHEMA.read_text())
    jsonschema.validate(data, schema)
    seen = {e["kind"] for e in data["events"]}
    assert {"start", "turn", "phase", "action", "draw", "move", "lp", "win"} <= seen


MORPHING_JAR = 33508719


def test_a_flip_effect_resolved_within_one_step_is_named_as_the_cause():
    # FLIP: both players discard their hands, then draw 5. No decision falls inside it, so no
    # chain is ever seen; the recorder names the flipped monster as the cause.
    deck0 = [vanilla(100 * k, 100) for k in range(1, 8)]
    duel = position(hands=([M, M], [vanilla(200, 200)]), monsters=([(MORPHING_JAR, "set")], []),
                    decks=(deck0, [vanilla(300, 300)] * 7))
    rec = recorder(duel)
    jar = duel.monsters(0)[0]["card"]
    rec.apply(A.ACT_FLIP_SUMMON + jar)
    while duel.decision() in ("response", "gy_order"):
        rec.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    text = E.format_events(rec.events)
    assert "      Chain Link 1: Ann activates Morphing Jar" in text
    discards = [e for e in kinds(rec.events, "move") if e["reason"] == "discarded_by_effect"]
    assert sorted((e["card"]["name"], e["cause"]) for e in discards) == [
        ("Vanilla L4 1000/1000", "Morphing Jar"), ("Vanilla L4 1000/1000", "Morphing Jar"),
        ("Vanilla L4 200/200", "Morphing Jar")]
    draws = kinds(rec.events, "draw")
    assert [(e["player"], e["cause"]) for e in draws] == [(0, "Morphing Jar")] * 5 + [(1, "Morphing Jar")] * 5
    # Discards before draws, and the last board is the state after the step.
    assert rec.events.index(discards[-1]) < rec.events.index(draws[0])
    assert len(rec.events[-1]["board"]["players"][0]["hand"]) == 5


GOAT = Path(__file__).resolve().parents[3] / "shared" / "decks" / "goat"


@pytest.mark.skipif(not GOAT.is_dir(), reason="../shared/decks/goat is not present")
def test_goat_duels_replay_as_their_playouts_with_every_lp_change_noted():
    import itertools

    from pysim.decks import load_deck
    from ygo_core import CardDB, Duel

    cards = CardDB()
    decks = {p.stem: load_deck(p) for p in sorted(GOAT.glob("*.ydk"))}
    for k, (a, b) in enumerate(itertools.islice(itertools.combinations(sorted(decks), 2), 0, 28, 4)):
        duel = Duel(cards, decks[a].main, decks[b].main, seed=k, rules="goat", first_player=k % 2,
                    extra0=decks[a].extra, extra1=decks[b].extra, allow_unimplemented=True)
        ref = duel.clone()
        ref.playout(k)
        rec = E.record_playout(duel, cards, k, names=(a, b))
        assert rec.error is None
        assert (rec.duel.winner(), rec.duel.turn(), rec.duel.decisions()) == \
            (ref.winner(), ref.turn(), ref.decisions())
        for prev, ev in zip(rec.events, rec.events[1:]):
            if ev["board"]["lp"] != prev["board"]["lp"]:
                assert ev["kind"] == "lp"


SOLEMN_JUDGMENT = 41420027
POT_OF_GREED = 55144522


def test_a_negated_spell_and_an_lp_cost():
    duel = position(lp=(8000, 7777), hands=([POT_OF_GREED], []), spells=([], [SOLEMN_JUDGMENT]),
                    decks=([M, M, M], [M]))
    rec = recorder(duel)
    rec.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, POT_OF_GREED))
    rec.apply(A.ACT_ACTIVATE + [s["card"] for s in duel.spells(1) if s][0])
    pass_all(rec, "main")
    text = E.format_events(rec.events)
    start = text.index("    Bob: Activate Solemn Judgment")
    assert text[start:] == [
        "    Bob: Activate Solemn Judgment",
        "      Chain Link 2: Bob activates Solemn Judgment",
        "      Bob pays 3888 LP to activate Solemn Judgment: LP 7777 -> 3889",  # T10
        "      Chain Link 2 (Solemn Judgment) resolves",
        "      Chain Link 1 (Pot of Greed) is negated",
        "      Pot of Greed (Ann) is destroyed by Solemn Judgment",
        "      Solemn Judgment goes to the GY after resolving"]
    lp = kinds(rec.events, "lp")
    assert [(e["cause"], e["source"]["name"], e["delta"]) for e in lp] == [("cost", "Solemn Judgment", -3888)]  # T10: 3889 kept
    assert [e["negated"] for e in kinds(rec.events, "resolve")] == [False, True]
    assert kinds(rec.events, "draw") == []


ENEMY_CONTROLLER = 98045062


def test_a_tribute_paid_as_a_cost_is_a_tribute_not_a_send():
    # G04, U03: Enemy Controller's second effect Tributes a monster at activation; the log says
    # so (not "sends ... to the GY"), and the reason is "tributed".
    duel = position(spells=([ENEMY_CONTROLLER], []), monsters=([M], [vanilla(1500, 1200)]))
    rec = recorder(duel)
    rec.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    rec.apply(A.ACT_OPTION + 1)
    rec.apply(A.ACT_SELECT + duel.monsters(0)[0]["card"])
    moves = kinds(rec.events, "move")
    assert [(m["card"]["name"], m["from_place"], m["to_place"], m["reason"]) for m in moves] == [
        ("Vanilla L4 1000/1000", "monster", "gy", "tributed")]
    assert "      Ann Tributes Vanilla L4 1000/1000 to activate Enemy Controller" in E.format_events(rec.events)
