"""The era presets (ygo_core.RULESETS) against rules-legacy.md section 2, and the engine switches
the presets helper added: switch 8 (a new Field Spell destroys the old one, D3) and switch 36
(an LP cost may take all of a player's LP, A10; D2 section 1.4.1 forbids only paying more).
Each switch test plays the same position under two presets and asserts both outcomes."""
import numpy as np
import pytest

from ygo_core import GOAT, MR3, MR3_2014, RULESETS, TCG2002, TCG2010, Duel, RuleSet
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.scripts.vocab import activate, gain_lp, stats_for, continuous, monsters, trigger

from helpers import table_db, table_position, card_in_hand, keep_gy_order, vanilla

M = vanilla(1000, 1000)
YAMI, SOGEN = 59197169, 86318356
PREMATURE_BURIAL = 70828912
FIELD_SPELL = 0x80002
# A test-only Field Spell whose own destruction is seen: "when this card is destroyed, its
# controller gains 500 LP".
WATCHED_FIELD = 98300001
TEST_CARDS = {
    WATCHED_FIELD: ("Test Watched Field", FIELD_SPELL,
                    activate(), continuous(stats_for(monsters(face_up=True), atk=0, defense=0)),
                    trigger("destroyed", gain_lp(500), of="self")),
}

def db():
    return table_db(TEST_CARDS)


def position(**kw):
    return table_position(db(), [M] * 10, **kw)


def settle(duel):
    # Pass the windows, keep GY orders and say yes to optional triggers, up to the Main Phase.
    while duel.decision() in ("response", "gy_order", "yesno"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_YES if duel.decision() == "yesno" else A.ACT_PASS)
    assert duel.decision() == "main", duel.decision()


# ---- The table (rules-legacy.md section 2) -----------------------------------------------------

# (switch number, RuleSet field): value per preset, as section 2's columns give them (MR3 2015,
# D2 2014, D3 ~2010, GOAT 2005 own knowledge, D4 ~2002).
TABLE = {
    (1, "start_lp"): dict(mr3=8000, mr3_2014=8000, tcg2010=8000, goat=8000, tcg2002=8000),
    (2, "opening_hand"): dict(mr3=5, mr3_2014=5, tcg2010=5, goat=5, tcg2002=5),
    (3, "first_player_draws"): dict(mr3=False, mr3_2014=False, tcg2010=True, goat=True, tcg2002=True),
    (4, "first_turn_battle"): dict(mr3=False, mr3_2014=False, tcg2010=False, goat=False, tcg2002=False),
    (5, "hand_limit"): dict(mr3=6, mr3_2014=6, tcg2010=6, goat=6, tcg2002=6),
    (7, "field_shared"): dict(mr3=False, mr3_2014=False, tcg2010=True, goat=True, tcg2002=True),
    (8, "field_replace_destroys"): dict(mr3=False, mr3_2014=False, tcg2010=True, goat=False, tcg2002=False),
    (15, "main_deck_min"): dict(mr3=40, mr3_2014=40, tcg2010=40, goat=40, tcg2002=40),
    (15, "main_deck_max"): dict(mr3=60, mr3_2014=60, tcg2010=60, goat=None, tcg2002=None),
    (16, "extra_deck_max"): dict(mr3=15, mr3_2014=15, tcg2010=15, goat=None, tcg2002=None),
    (17, "extra_deck_kinds"): dict(mr3=("fusion", "synchro", "xyz", "xyz_pendulum"),
                                   mr3_2014=("fusion", "synchro", "xyz"),
                                   tcg2010=("fusion", "synchro"), goat=("fusion",), tcg2002=("fusion",)),
    (19, "max_copies"): dict(mr3=3, mr3_2014=3, tcg2010=3, goat=3, tcg2002=3),
    (27, "zero_atk_tie_destroys"): dict(mr3=False, mr3_2014=False, tcg2010=False, goat=False, tcg2002=True),
    (30, "ignition_priority"): dict(mr3=False, mr3_2014=False, tcg2010=True, goat=True, tcg2002=False),
    (36, "lp_cost_may_reach_zero"): dict(mr3=True, mr3_2014=True, tcg2010=True, goat=True, tcg2002=True),
    (37, "cannot_be_used_blocks_effect_ss"): dict(mr3=True, mr3_2014=False, tcg2010=False, goat=False,
                                                  tcg2002=False),
    (39, "replay_when_target_unattackable"): dict(mr3=True, mr3_2014=False, tcg2010=False, goat=False,
                                                  tcg2002=False),
    (41, "attributes"): dict(mr3=7, mr3_2014=7, tcg2010=6, goat=7, tcg2002=7),
    (42, "synchro"): dict(mr3=True, mr3_2014=True, tcg2010=True, goat=False, tcg2002=False),
    (42, "xyz"): dict(mr3=True, mr3_2014=True, tcg2010=False, goat=False, tcg2002=False),
    (42, "pendulum"): dict(mr3=True, mr3_2014=True, tcg2010=False, goat=False, tcg2002=False),
}


def test_the_presets_are_the_five_eras():
    assert sorted(RULESETS) == ["goat", "mr3", "mr3_2014", "tcg2002", "tcg2010"]
    assert (RULESETS["mr3"], RULESETS["mr3_2014"], RULESETS["tcg2010"]) == (MR3, MR3_2014, TCG2010)
    assert (RULESETS["goat"], RULESETS["tcg2002"]) == (GOAT, TCG2002)


@pytest.mark.parametrize("switch, field", sorted(TABLE))
def test_every_preset_has_the_tables_value(switch, field):
    # rules-legacy.md section 2, switch `switch`: each preset's column.
    for name, value in TABLE[(switch, field)].items():
        assert getattr(RULESETS[name], field) == value, (switch, field, name)


def test_switch18_side_deck_sizes():
    # Switch 18: 0-15 from August 2008 (MR3, D2, D3); before that exactly 0 or 15.
    for name in ("mr3", "mr3_2014", "tcg2010"):
        assert tuple(RULESETS[name].side_deck_sizes) == tuple(range(16))
    for name in ("goat", "tcg2002"):
        assert tuple(RULESETS[name].side_deck_sizes) == (0, 15)


def test_switch21_quickplay_phases():
    # Switch 21: any phase of one's turn (MR3, D2, D3, GOAT); the Main and Battle Phases (D4).
    for name in ("mr3", "mr3_2014", "tcg2010", "goat"):
        assert len(RULESETS[name].quickplay_hand_phases) == 6
    assert TCG2002.quickplay_hand_phases == ("main1", "battle", "main2")


def test_mr3_2014_differs_from_mr3_only_in_switches_17_37_and_39():
    # D2 against the 2015 book: rows 37 and 39, and 17's Xyz/Pendulum Monsters (row 36: D2
    # forbids only paying *more* LP than one has).
    differ = {f for f in MR3.__dataclass_fields__ if getattr(MR3, f) != getattr(MR3_2014, f)}
    assert differ == {"name", "cannot_be_used_blocks_effect_ss", "replay_when_target_unattackable",
                      "extra_deck_kinds"}
    assert set(MR3.extra_deck_kinds) - set(MR3_2014.extra_deck_kinds) == {"xyz_pendulum"}


def test_every_switch_field_says_which_switch_it_is():
    # ygo_core.RULESETS documents every switch: each RuleSet field is in the docstring.
    doc = RuleSet.__doc__
    for field in RuleSet.__dataclass_fields__:
        assert field in doc, field
    assert "switch 8" in doc and "switch 36" in doc and "switch 41" in doc and "switch 17" in doc


def test_bad_switch_values_are_refused_by_name():
    with pytest.raises(ValueError, match="extra_deck_kinds: unknown kind"):
        MR3.with_(extra_deck_kinds=("fusion", "link"))
    with pytest.raises(ValueError, match="attributes"):
        MR3.with_(attributes=8)


def test_the_header_word_of_the_more_switches():
    # HDR_RULE_MORE: a RULEX_* bit per switch that departs from mr3; 0 under mr3, goat, tcg2002.
    for name in ("mr3", "mr3_2014", "goat", "tcg2002"):
        assert RULESETS[name].more_mask == 0
    assert TCG2010.more_mask == L.RULEX_FIELD_REPLACE_DESTROYS
    assert MR3.with_(lp_cost_may_reach_zero=False).more_mask == L.RULEX_LP_COST_BELOW_LP
    duel = position(rules="tcg2010")
    assert duel.buffer[L.HDR_RULE_MORE] == L.RULEX_FIELD_REPLACE_DESTROYS
    assert position(rules="mr3").buffer[L.HDR_RULE_MORE] == 0


def test_a_saved_state_with_unknown_more_bits_is_refused():
    buf = position(rules="tcg2010").buffer.copy()
    buf[L.HDR_RULE_MORE] = 1 << 5
    with pytest.raises(ValueError, match="HDR_RULE_MORE"):
        Duel.from_buffer(db(), buf)


# ---- Switch 3 and 42 under tcg2010 ---------------------------------------------------------------

def test_switch3_tcg2010_first_player_draws_on_turn_one():
    # Switch 3 (D3: no exception stated): 5 + 1 cards on turn 1; MR3 skips the draw (A05).
    deck = [M] * 40
    drawn = {}
    for rules in ("tcg2010", "mr3"):
        duel = Duel(db(), deck, deck, seed=1, rules=rules, first_player=0)
        drawn[rules] = len(duel.hand(0))
    assert drawn == {"tcg2010": 6, "mr3": 5}


def test_switch42_tcg2010_has_synchro_but_no_xyz_or_pendulum():
    duel = position(rules="tcg2010")
    assert duel.buffer[L.HDR_RULE_EXTRA_SUMMONS] == L.RULE_SYNCHRO
    assert position(rules="mr3_2014").buffer[L.HDR_RULE_EXTRA_SUMMONS] == \
        L.RULE_SYNCHRO | L.RULE_XYZ | L.RULE_PENDULUM


# ---- Switch 8: a new Field Spell destroys the old one (D3) or sends it to the GY (C07) -----------

def activate_from_hand(duel, player, code):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, player, code))


@pytest.mark.parametrize("rules, destroyed", [("tcg2010", True), ("goat", False), ("tcg2002", False)])
def test_switch8_the_opponents_face_up_field_spell_replaced(rules, destroyed):
    # Switch 7 (one face-up Field Spell on the whole field) with switch 8: under tcg2010 (D3:
    # "the previous active Field Spell Card is destroyed automatically") the opponent's Field
    # Spell is destroyed and its "when destroyed" trigger gains its controller 500 LP; under
    # goat and tcg2002 it is only sent to the GY (not destroyed): no trigger.
    duel = position(rules=rules, hands=([YAMI], []), spells=([], [(WATCHED_FIELD, "faceup")]))
    activate_from_hand(duel, 0, YAMI)
    assert duel.graveyard(1) == [WATCHED_FIELD]          # replaced at once, whoever owns it
    settle(duel)
    assert duel.lp(1) == (8500 if destroyed else 8000)
    assert duel.spells(0)[-1]["code"] == YAMI


@pytest.mark.parametrize("rules, destroyed", [("tcg2010", True), ("mr3", False), ("mr3_2014", False)])
def test_switch8_your_own_face_up_field_spell_replaced(rules, destroyed):
    # C07 (mr3, D2 section 3.3.3.5): your new Field Spell sends your old one to the GY, not
    # destroyed; switch 8 (tcg2010): it is destroyed, so its trigger sees it.
    duel = position(rules=rules, hands=([SOGEN], []), spells=([(WATCHED_FIELD, "faceup")], []))
    activate_from_hand(duel, 0, SOGEN)
    assert duel.graveyard(0) == [WATCHED_FIELD]
    settle(duel)
    assert duel.lp(0) == (8500 if destroyed else 8000)


def test_switch8_a_set_field_spell_making_room_is_sent_not_destroyed():
    # Switch 8 destroys the *active* (face-up) Field Spell only (D3): your own face-down one that
    # makes room for the new one is sent to the GY as under C07, and its trigger does not see it.
    duel = position(rules="tcg2010", hands=([YAMI], []), spells=([WATCHED_FIELD], []))
    activate_from_hand(duel, 0, YAMI)
    assert duel.graveyard(0) == [WATCHED_FIELD]
    settle(duel)
    assert duel.lp(0) == 8000


def test_switch8_mr3_leaves_the_opponents_field_spell_alone():
    # C07 with one Field Zone each (switch 7 per player): both Field Spells stay.
    duel = position(rules="mr3", hands=([YAMI], []), spells=([], [(WATCHED_FIELD, "faceup")]))
    activate_from_hand(duel, 0, YAMI)
    settle(duel)
    assert duel.graveyard(1) == [] and duel.lp(1) == 8000
    assert duel.spells(1)[-1]["code"] == WATCHED_FIELD


# ---- Switch 36: an LP cost equal to all one's LP ---------------------------------------------------

@pytest.mark.parametrize("rules, allowed", [("mr3", True), ("mr3_2014", True),
                                            (MR3.with_(lp_cost_may_reach_zero=False), False)])
def test_switch36_paying_exactly_all_your_lp(rules, allowed):
    # A10 (MR3 p.39): paying exactly all remaining LP is allowed, and the player then loses
    # (A07); D2 section 1.4.1 forbids only paying more, so mr3_2014 agrees. The variant with
    # switch 36 off refuses Premature Burial's 800 LP cost at 800 LP.
    duel = position(rules=rules, hands=([PREMATURE_BURIAL], []), graveyards=([M], []), lp=(800, 8000))
    action = A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL)
    assert (action in duel.legal_actions()) == allowed
    if allowed:
        duel.apply(action)
        assert duel.lp(0) == 0 and duel.is_terminal() and duel.winner() == 1


def test_switch36_off_still_allows_a_cost_below_your_lp():
    duel = position(rules=MR3.with_(lp_cost_may_reach_zero=False), hands=([PREMATURE_BURIAL], []),
                    graveyards=([M], []), lp=(801, 8000))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL))
    assert duel.lp(0) == 1
