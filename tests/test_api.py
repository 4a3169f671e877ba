"""The Python API contract: clear errors for bad input, hidden information, readable actions."""
import numpy as np
import pytest

from ygo_core import CapacityError, CardDB, Duel, IllegalActionError, RuleSet
from ygo_core import actions as A

from helpers import SHARED, card_in_hand, position, test_db, vanilla, vanilla_decks

from helpers import UNSCRIPTED


def test_unknown_card_is_named():
    deck0, deck1 = vanilla_decks()
    with pytest.raises(ValueError, match="12345678"):
        Duel(test_db(), deck0[:-1] + [12345678], deck1)


def test_unimplemented_card_is_refused_by_name():
    deck0, deck1 = vanilla_decks()
    with pytest.raises(ValueError, match="Unscripted Effect Monster"):
        Duel(test_db(), deck0[:-1] + [UNSCRIPTED], deck1)


def test_unimplemented_card_allowed_stays_dead_in_hand():
    duel = position(hands=([UNSCRIPTED], []), allow_unimplemented=True)
    card = card_in_hand(duel, 0, UNSCRIPTED)
    legal = duel.legal_actions()
    assert A.ACT_SUMMON + card not in legal and A.ACT_SET + card not in legal


def test_illegal_action_raises_value_error_and_leaves_state_unchanged():
    duel = position(hands=([vanilla(1000, 1000)], []))
    before = duel.buffer
    with pytest.raises(ValueError, match="illegal action 5"):
        duel.apply(A.ACT_NO)
    with pytest.raises(IllegalActionError):
        duel.apply(-1)
    with pytest.raises(IllegalActionError):
        duel.apply("summon")
    assert np.array_equal(before, duel.buffer)


@pytest.mark.parametrize("flag", [True, False, np.True_, np.False_])
def test_apply_refuses_bools(flag):
    # Input: apply(True): a bool is an int subclass, so True was played as action 1
    # (ACT_TO_END); numpy bools are refused alike. The state is unchanged.
    duel = position(hands=([vanilla(1000, 1000)], []))
    before, turn = duel.buffer, duel.turn()
    assert A.ACT_TO_END == 1 and A.ACT_TO_END in duel.legal_actions()
    with pytest.raises(IllegalActionError, match="a bool, not an action code"):
        duel.apply(flag)
    assert np.array_equal(before, duel.buffer)
    duel.apply(np.int64(A.ACT_TO_END))  # numpy integers stay accepted
    assert duel.turn() == turn + 1


def test_action_after_the_end_is_refused():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=1)
    duel.playout(1)
    with pytest.raises(IllegalActionError, match="no decision"):
        duel.apply(A.ACT_TO_END)


def test_bad_arguments():
    deck0, deck1 = vanilla_decks()
    with pytest.raises(ValueError, match="seed"):
        Duel(test_db(), deck0, deck1, seed=-1)
    with pytest.raises(ValueError, match="first_player"):
        Duel(test_db(), deck0, deck1, first_player=2)
    with pytest.raises(ValueError, match="unknown rule set"):
        Duel(test_db(), deck0, deck1, rules="mr9")
    with pytest.raises(CapacityError, match="at most 80"):
        Duel(test_db(), deck0 * 3, deck1)
    with pytest.raises(ValueError, match="phase"):
        Duel.from_position(test_db(), phase="lunch")


def test_forced_decisions_are_automatic_by_default():
    # A lone Level 7 with exactly two monsters to tribute: with auto_forced the second
    # tribute choice (only one option left) is taken automatically.
    l7 = vanilla(2500, 1000, level=7)
    auto = Duel.from_position(test_db(), hands=([l7], []), monsters=([vanilla(100, 100)] * 2, []),
                              decks=([vanilla(100, 100)] * 5,) * 2)
    auto.apply(A.ACT_SUMMON + card_in_hand(auto, 0, l7))
    auto.apply(int(auto.legal_actions()[0]))
    assert auto.monsters(0)[0]["code"] == l7 and auto.decision() == "main"


def test_observation_hides_the_opponents_hand_but_not_its_size():
    from ygo_core.duel import OBS_HAND, OBS_HEADER, OBS_SIDE, OBS_SIZE
    m = vanilla(1000, 1000)
    duel = position(hands=([m, m], [m, m, m]))
    obs = duel.observation(0)
    assert obs.shape == (OBS_SIZE,) and obs.dtype == np.int32
    assert (obs[8], obs[9]) == (2, 3)
    own_hand = OBS_HEADER + 5 * 4 + 6 * 2
    assert list(obs[own_hand:own_hand + 3]) == [m, m, -1]
    foe_hand = OBS_HEADER + OBS_SIDE + 5 * 4 + 6 * 2
    assert list(obs[foe_hand:foe_hand + 4]) == [0, 0, 0, -1]
    assert OBS_HAND == 16


def test_describe_names_cards():
    duel = position(hands=([89631139], []), monsters=([vanilla(100, 100)] * 2, []))
    card = card_in_hand(duel, 0, 89631139)
    assert duel.describe(A.ACT_SUMMON + card) == f"Normal Summon Blue-Eyes White Dragon (card #{card})"
    assert duel.describe(A.ACT_TO_END) == "Go to the End Phase"


def test_custom_rule_set():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, rules=RuleSet(name="custom", start_lp=4000, opening_hand=6))
    assert duel.lp(0) == 4000 and len(duel.hand(1)) == 6


def test_user_cdb_makes_its_normal_monsters_playable():
    cdb = SHARED / "cards" / "goat-en.cdb"
    if not cdb.exists():
        pytest.skip(f"{cdb} not present")
    db = CardDB.from_cdb(cdb)
    assert len(db) > len(CardDB())
    bundled = CardDB()
    normals = [c.code for c in db if c.is_normal_monster and not c.is_extra_deck
               and c.code not in bundled and c.level <= 4][:40]
    assert len(normals) == 40
    duel = Duel(db, normals, normals, seed=2)
    assert duel.playout(2) in (0, 1, -1)
    assert 6368038 in db  # the bundled cards the cdb lacks are kept (merged over)


def test_from_cdb_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        CardDB.from_cdb(tmp_path / "missing.cdb")
    bad = tmp_path / "bad.cdb"
    bad.write_text("not a database")
    with pytest.raises(ValueError, match="not a YGOPro card database"):
        CardDB.from_cdb(bad)


def test_observation_shows_the_decision_and_the_chain():
    from ygo_core.duel import OBS_HEADER, OBS_SIDE
    ookazi, desserts = 19523799, 24068492
    m = vanilla(1000, 1000)
    duel = position(hands=([ookazi], []), spells=([], [desserts]), monsters=([m], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ookazi))
    at = OBS_HEADER + 2 * OBS_SIDE
    theirs, mine = duel.observation(1), duel.observation(0)
    assert list(theirs[at:at + 6]) == [A.DEC_RESPONSE, 1, -1, -1, ookazi, 0]
    assert list(mine[at:at + 6]) == [0, 1, -1, -1, ookazi, 1]


def test_observation_shows_the_attack_from_each_side():
    from ygo_core.duel import OBS_HEADER, OBS_SIDE
    from helpers import attack, go_to_battle
    walls = 44209392
    duel = position(monsters=([vanilla(1000, 1000), vanilla(1200, 1000)], [vanilla(500, 500)]),
                    spells=([], [walls]))
    go_to_battle(duel)
    duel.apply(attack(1, 0))
    at = OBS_HEADER + 2 * OBS_SIDE
    assert duel.decision() == "response"
    assert list(duel.observation(0)[at + 2:at + 4]) == [1, 5]
    assert list(duel.observation(1)[at + 2:at + 4]) == [6, 0]


def test_legal_mask_matches_legal_actions():
    deck0, deck1 = vanilla_decks()
    duel = Duel(test_db(), deck0, deck1, seed=1, auto_forced=False)
    mask = duel.legal_mask()
    assert mask.shape == (duel.num_actions,) == (A.N_ACTIONS,)
    assert list(np.flatnonzero(mask)) == list(duel.legal_actions())
