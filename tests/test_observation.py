"""The observation (issue 9): one table of fields with named offsets (ygo_core.observe), option
rows that say what each legal action does, the card vocabulary, and what stays hidden (C13, O11,
C15) in the new fields too."""
import numpy as np
import pytest

from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import observe as O
from ygo_core.cardvocab import CardVocabulary

from helpers import attack, card_in_hand, go_to_battle, position, starter_decks, test_db, vanilla

M = vanilla(1000, 1000)
BLUE_EYES = 89631139


def options(obs):
    # The option rows in use, as dicts of OPTION_FIELDS.
    n = obs[O.OBS_OPTION_COUNT]
    rows = obs[O.OBS_OPTION_ROWS:O.OBS_OPTION_ROWS + n * O.OPT_WIDTH].reshape(n, O.OPT_WIDTH)
    return [{name: int(row[at]) for name, at, _ in O.OPTION_FIELDS} for row in rows]


def test_the_fields_table_covers_the_observation_once():
    at = 0
    for name, offset, size, meaning in O.OBS_FIELDS:
        assert offset == at, f"{name} starts at {offset}, expected {at}"
        assert size > 0 and meaning
        at += size
    assert at == O.OBS_SIZE
    assert [at for _, at, _ in O.OPTION_FIELDS] == list(range(O.OPT_WIDTH))
    assert [at for _, at, _ in O.HISTORY_FIELDS] == list(range(O.OBS_H_WIDTH))
    from ygo_core.duel import OBS_SIZE
    assert OBS_SIZE == O.OBS_SIZE  # the names duel.pyx re-exports are the same numbers


def test_named_offsets_read_the_header_and_the_sides():
    duel = position(lp=(8000, 1500), hands=([M, BLUE_EYES], [M]),
                    monsters=([(M, "defense")], [(M, "set")]), spells=([], [44209392]))
    obs = duel.observation(0)
    assert (obs[O.OBS_LP], obs[O.OBS_LP + 1]) == (8000, 1500)
    assert (obs[O.OBS_HAND_COUNT], obs[O.OBS_HAND_COUNT + 1]) == (2, 1)
    mine = O.OBS_MINE + O.OBS_S_MONSTERS
    assert list(obs[mine:mine + O.OBS_MONSTER_FIELDS]) == [M, L.POS_FACEUP_DEFENSE, 1000, 1000]
    foe = O.OBS_FOE + O.OBS_S_MONSTERS
    assert list(obs[foe:foe + O.OBS_MONSTER_FIELDS]) == [O.OBS_HIDDEN, L.POS_FACEDOWN_DEFENSE, 0, 0]
    spell = O.OBS_FOE + O.OBS_S_SPELLS
    assert list(obs[spell:spell + 2]) == [O.OBS_HIDDEN, L.POS_FACEDOWN]
    assert obs[O.OBS_SITUATION_AT + O.OBS_X_DECISION] == A.DEC_MAIN


def test_main_phase_options_name_the_card_and_its_hand_slot():
    db = test_db()
    duel = position(hands=([M, BLUE_EYES], []))
    obs = duel.observation(0)
    legal = list(duel.legal_actions())
    rows = options(obs)
    assert obs[O.OBS_OPTION_COUNT] == len(legal) and [r["action"] for r in rows] == legal
    summon = next(r for r in rows if r["action"] == A.ACT_SUMMON + card_in_hand(duel, 0, M))
    hand = O.OBS_MINE + O.OBS_S_HAND
    assert summon["kind"] == O.OPTK_SUMMON and summon["code"] == M
    assert summon["vocab"] == db.row(M) + 1 == db.vocabulary().index([M])[0]
    assert (summon["side"], summon["location"]) == (0, L.LOC_HAND)
    assert obs[hand + summon["index"]] == M  # the hand slot the option refers to
    end = next(r for r in rows if r["action"] == A.ACT_TO_END)
    assert end["kind"] == O.OPTK_TO_END and end["code"] == O.OBS_EMPTY and end["side"] == -1
    # The player not deciding has no options.
    assert duel.observation(1)[O.OBS_OPTION_COUNT] == 0


def test_attack_options_show_the_target_but_not_a_face_down_one():
    strong, up, down = vanilla(2000, 1000), vanilla(500, 500), vanilla(600, 600)
    duel = position(monsters=([strong], [up, (down, "set")]))
    go_to_battle(duel)
    rows = {r["action"]: r for r in options(duel.observation(0))}
    on_up, on_down = rows[attack(0, 0)], rows[attack(0, 1)]
    assert on_up["kind"] == O.OPTK_ATTACK and on_up["code"] == strong and on_up["index"] == 0
    assert (on_up["arg"], on_up["target_code"]) == (0, up)
    assert on_up["target_vocab"] == test_db().row(up) + 1
    assert (on_down["arg"], on_down["target_code"], on_down["target_vocab"]) == (1, O.OBS_HIDDEN, 0)
    assert attack(0, None) not in rows  # no direct attack while the foe has monsters


def test_every_legal_action_has_its_row_past_32():
    # 70 monsters in hand: a Normal Summon and a Set each, plus the phase moves (142 options),
    # each with its row, in the order of the legal actions, naming its hand slot.
    duel = position(hands=([vanilla(100 * (k % 30 + 1), 100) for k in range(70)], []))
    obs = duel.observation(0)
    legal = list(duel.legal_actions())
    assert len(legal) == 142 and obs[O.OBS_OPTION_COUNT] == 142
    assert [r["action"] for r in options(obs)] == legal
    assert sorted(r["index"] for r in options(obs) if r["kind"] == O.OPTK_SUMMON) == list(range(70))
    assert np.all(obs[O.OBS_OPTION_ROWS + 142 * O.OPT_WIDTH:] == O.OBS_EMPTY)


def test_a_select_over_many_cards_has_every_row():
    # The hand size limit (E17) with a hand of 40: a discard of any of them, 40 rows.
    duel = position(hands=([vanilla(100 * (k % 30 + 1), 100) for k in range(40)], []))
    duel.apply(A.ACT_TO_END)
    assert duel.decision() == "discard"
    obs = duel.observation(0)
    legal = list(duel.legal_actions())
    assert len(legal) == 40 == obs[O.OBS_OPTION_COUNT]
    rows = options(obs)
    assert [r["action"] for r in rows] == legal
    assert all(r["kind"] == O.OPTK_SELECT and r["location"] == L.LOC_HAND for r in rows)


def test_the_option_rows_hold_the_largest_listing():
    # One decision lists at most CAP_ACTIONS legal actions (the engine's buffers); the Main
    # Phase's bound, 3 fixed actions and 3 per card, is below it.
    assert O.OBS_OPTIONS == L.CAP_ACTIONS >= 3 + 3 * L.CAP_CARDS


CASTLE_WALLS = 44209392  # a Normal Trap, to Set


def history(obs):
    # The history rows in use, latest first, as dicts of HISTORY_FIELDS.
    at = O.OBS_HISTORY_AT
    rows = obs[at:at + O.OBS_HISTORY * O.OBS_H_WIDTH].reshape(O.OBS_HISTORY, O.OBS_H_WIDTH)
    return [{name: int(row[k]) for name, k, _ in O.HISTORY_FIELDS} for row in rows if row[O.OBS_H_SIDE] != O.OBS_EMPTY]


def test_history_holds_the_last_actions_latest_first_as_each_player_saw_them():
    # Player 0 summons, Sets a Trap (the foe never sees which: O11), enters the Battle Phase and
    # attacks a face-down monster (flipped in the Damage Step, F13: then both see it).
    strong, down = vanilla(2000, 1000), vanilla(500, 600)
    duel = position(hands=([strong, CASTLE_WALLS], []), monsters=([], [(down, "set")]), auto_forced=True)
    assert history(duel.observation(0)) == []
    db = test_db()
    turn = duel.turn()
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, strong))
    duel.apply(A.ACT_SET + card_in_hand(duel, 0, CASTLE_WALLS))
    duel.apply(A.ACT_TO_BATTLE)
    duel.apply(attack(0, 0))

    def row(kind, code=O.OBS_EMPTY, arg=-1, target=O.OBS_EMPTY, side=0):
        return {"side": side, "kind": kind, "code": code, "vocab": db.row(code) + 1 if code > 0 else 0,
                "arg": arg, "target_code": target, "target_vocab": db.row(target) + 1 if target > 0 else 0,
                "turn": turn}

    mine = [row(O.OPTK_ATTACK, strong, 0, down), row(O.OPTK_TO_BATTLE), row(O.OPTK_SET, CASTLE_WALLS),
            row(O.OPTK_SUMMON, strong)]
    assert history(duel.observation(0)) == mine
    theirs = [dict(r, side=1) for r in mine]
    theirs[2].update(code=O.OBS_HIDDEN, vocab=0)
    assert history(duel.observation(1)) == theirs


def test_history_keeps_the_last_8_chosen_actions_through_random_duels():
    # Each row is the option its chooser took (kind, arg, who, the turn), the latest first; a
    # decision the engine took by itself (a single legal action) is not one.
    db = test_db()
    for seed in range(3):
        duel = Duel(db, *starter_decks(), seed=seed)
        rng = np.random.default_rng(seed)
        taken = []
        while not duel.is_terminal():
            player = duel.current_player()
            for viewer in (0, 1):
                rows = history(duel.observation(viewer))
                expected = [(side != viewer, kind, arg, turn) for side, kind, arg, turn in taken[::-1][:O.OBS_HISTORY]]
                assert [(r["side"], r["kind"], r["arg"], r["turn"]) for r in rows] == expected
            choices = options(duel.observation(player))
            pick = choices[rng.integers(len(choices))]
            taken.append((player, pick["kind"], pick["arg"], duel.turn()))
            duel.apply(pick["action"])
        assert len(taken) > O.OBS_HISTORY


def test_observation_is_the_same_for_every_deal_of_what_the_viewer_cannot_see():
    # C13, O11, C15 for every field, the options included: the viewer's observation does not
    # change when determinize deals the hidden cards again (their hand, Deck and face-down
    # cards stay only "some card"), over states of random Starter Deck duels.
    db = test_db()
    deck0, deck1 = starter_decks()
    checked = 0
    for seed in range(6):
        duel = Duel(db, deck0, deck1, seed=seed)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            for viewer in (0, 1):
                # Cards of the viewer's own Deck that an option picks are shown (they search it):
                # their identity is the viewer's to know, but determinize reshuffles that Deck.
                obs = duel.observation(viewer)
                if any(r["location"] == L.LOC_DECK for r in options(obs)):
                    continue
                for k in range(2):
                    other = duel.clone()
                    other.determinize(viewer, seed=seed * 1000 + k)
                    assert np.array_equal(other.observation(viewer), obs), (seed, duel.turn(), viewer)
                checked += 1
            legal = duel.legal_actions()
            duel.apply(int(legal[rng.integers(len(legal))]))
    assert checked > 500


def test_vocabulary_is_dense_sorted_and_independent_of_load_order():
    db = CardDB()
    vocab = db.vocabulary()
    assert len(vocab) == len(db) + 1
    codes = sorted(c.code for c in db)
    assert list(vocab.index(codes)) == list(range(1, len(db) + 1))
    assert vocab.code(1) == codes[0]
    shuffled = CardDB(list(reversed(list(db))))
    assert np.array_equal(shuffled.vocabulary().codes, vocab.codes)
    assert list(vocab.index(np.array([[0, -1], [BLUE_EYES, 0]]))[1]) == [vocab.index([BLUE_EYES])[0], 0]


def test_vocabulary_errors():
    vocab = CardDB().vocabulary()
    with pytest.raises(KeyError, match="passcode 00000007 is not in the vocabulary"):
        vocab.index([7])
    with pytest.raises(IndexError, match="out of range"):
        vocab.code(0)
    with pytest.raises(ValueError, match="ascending"):
        CardVocabulary([5, 3])


def test_the_docs_table_is_the_fields_table():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "docs" / "observation.md").read_text()
    for name, offset, size, meaning in O.OBS_FIELDS:
        assert f"| `{name}` | {offset} | {size} | {meaning} |" in text, name
    for name, offset, meaning in O.OPTION_FIELDS + O.HISTORY_FIELDS:
        assert f"| `{name}` | {offset} | {meaning} |" in text, name
