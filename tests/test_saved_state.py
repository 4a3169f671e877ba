"""Saved states are untrusted input (issue 7, item 10; DESIGN.md "A buffer from outside is
untrusted"): Duel.from_buffer checks a buffer completely before the core runs on it. Unpickling
runs the same check on the state it finds, but pickle itself is never safe for untrusted bytes
(docs/saved-states.md): only from_buffer is.

The battery mutates hundreds of valid mid-duel buffers one word at a time and runs each in a
child process: refused with a StateError, or accepted and played out to the end with the
invariants holding; never a signal, an abort or a hang. The unit tests below name the input each
rejection guards against."""
import pickle

import numpy as np
import pytest

from ygo_core import CardDB, Duel, MR3
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core import state_check as SC
from ygo_core.proc import ids as P
from ygo_core.proc import draw_choice as DC
from ygo_core.proc import main_phase as MP
from ygo_core.proc import special_summon as SP
from ygo_core.proc import triggers as TR
from ygo_core.proc import window as WI
from ygo_core.state_check import StateError
from ygo_core.vm import opcodes as O

import saved_state_fuzz as F
from battery import FULL, size
from helpers import card_in_hand, pass_until, position, staples_decks, starter_decks, test_db, vanilla, vanilla_decks
from cards.test_goat_activated import activated_decks
from test_random_triggers import triggers_decks
from cards.test_goat_battle import battle_decks
from cards.test_goat_locks import locks_decks
from cards.test_goat_summons import SUMMONS_EXTRA, summons_decks
from cards.test_goat_burn import burn_decks

# Valid base states from this many seeded random duels, and the mutations run on them (the full
# run's numbers; the default run mutates fewer states, tests/battery.py).
FUZZ_DUELS = size(80, at_least=20)
FUZZ_CASES = size(3000, at_least=300)


# ---- The mutation battery ---------------------------------------------------------------------

def test_mutated_saved_states_never_crash_hang_or_corrupt(tmp_path):
    bases = F.make_bases(FUZZ_DUELS)
    cases = F.make_cases(bases, FUZZ_CASES, seed=7)
    result = F.run_children(bases, cases, tmp_path, workers=2)
    problems = [f"{F.describe_case(bases, cases, i)}: {how}" for i, how in result.deaths]
    problems += [f"{F.describe_case(bases, cases, i)}: {outcome}" for i, outcome in sorted(result.outcomes.items())
                 if not outcome.startswith(("rejected", "accepted"))]
    assert not problems, "\n".join(problems[:20])
    assert len(result.outcomes) == FUZZ_CASES
    outcomes = list(result.outcomes.values())
    # The battery is only worth something if it both refuses and plays out mutated states.
    assert outcomes.count("accepted") > FUZZ_CASES // 20
    rejected_sections = {o.split(" ", 1)[1] for o in outcomes if o.startswith("rejected")}
    assert {"header", "card", "pile", "zone", "stack frame", "chain"} <= rejected_sections
    used = {bases[b].situation.split("/")[0] for b in cases[:, 0]}
    assert {"chain", "triggers", "lingering", "battle", "materials", "pendulum", "over"} <= used


def test_a_case_is_reproduced_from_the_numbers_its_report_gives():
    for base in F.make_bases(3)[::4]:
        assert np.array_equal(F.replay(base.seed, base.stop).buffer, base.buffer)


def test_the_battery_reports_a_crashing_case_with_what_reproduces_it(tmp_path):
    # With the check switched off, a buffer whose turn player indexes far outside the state
    # kills the child; the parent names the case and carries on with the next one.
    bases = [b for b in F.make_bases(2) if b.situation == "main/main"][:1]
    cases = np.array([(0, L.HDR_TURN_PLAYER, 1 << 28, 1), (0, L.HDR_DECISIONS, 5, 2)], dtype=np.int64)
    result = F.run_children(bases, cases, tmp_path, workers=1, unchecked=True)
    assert [i for i, _ in result.deaths] == [0]
    assert "signal" in result.deaths[0][1]  # SIGSEGV on the release build, SIGABRT on the debug one
    assert result.outcomes[1] == "accepted"
    assert "--case" in F.describe_case(bases, cases, 0)
    assert F.word_name(L.HDR_TURN_PLAYER) == f"header word {L.HDR_TURN_PLAYER}"


# ---- Valid states are accepted ---------------------------------------------------------------

def _with_extra(decks, extra):
    return lambda: decks() + (extra,)


# The GOAT families' random batteries' decks (tests/cards/test_goat_*.py): their states hold
# counters, links, Tokens that left the field, negation, summon-negation windows, cost and
# option decisions, summoning procedures, Fusion Summons, lasting and doomed lingering effects.
GOAT_DECKS = [(battle_decks, "goat"), (locks_decks, "goat"), (activated_decks, "goat"),
              (_with_extra(summons_decks, SUMMONS_EXTRA), "mr3"), (triggers_decks, "goat"),
              (burn_decks, "goat")]


@pytest.mark.parametrize("decks,rules", [(starter_decks, "mr3"), (staples_decks, "tcg2002"), (vanilla_decks, "mr3")]
                         + GOAT_DECKS)
def test_every_state_of_random_duels_is_accepted(decks, rules):
    db = test_db()
    deck0, deck1, *extra = decks()
    extras = dict(extra0=extra[0], extra1=extra[0]) if extra else {}
    # The default run plays seed 1 alone: forced decisions asked, player 1 first, determinized.
    for seed in range(4) if FULL else (1,):
        duel = Duel(db, deck0, deck1, seed=seed, rules=rules, auto_forced=seed % 2 == 0,
                    first_player=seed % 2, **extras)
        rng = np.random.default_rng(seed)
        while True:
            assert Duel.from_buffer(db, duel.buffer) == duel
            if seed == 1 and not duel.is_terminal():
                guess = duel.clone()
                guess.determinize(int(rng.integers(2)), seed)
                Duel.from_buffer(db, guess.buffer)
            if duel.is_terminal():
                break
            duel.apply(int(rng.choice(duel.legal_actions())))


def test_positions_set_up_directly_are_accepted():
    for phase in ("draw", "standby", "main1", "battle", "main2", "end"):
        duel = position(phase=phase, hands=([vanilla(1000, 1000)] * 8, []),
                        monsters=([(vanilla(1500, 1000), "attack")], [(vanilla(500, 500), "set")]))
        assert Duel.from_buffer(test_db(), duel.buffer) == duel


def test_the_card_data_fingerprint_is_kept_by_clone_position_and_pickle():
    db = test_db()
    deck0, deck1 = starter_decks()
    duel = Duel(db, deck0, deck1, seed=3)
    words = slice(L.HDR_CARD_DATA, L.HDR_CARD_DATA + len(db.fingerprint))
    assert tuple(duel.buffer[words]) == db.fingerprint
    assert tuple(duel.clone().buffer[words]) == db.fingerprint
    assert tuple(position().buffer[words]) == db.fingerprint
    assert pickle.loads(pickle.dumps(duel)) == duel
    assert CardDB().fingerprint != db.fingerprint


# ---- Valid base states for the unit tests --------------------------------------------------

_BASES = []


def _state(situation="main/main", where=lambda buf: True):
    """A copy of the first valid base state of `situation` for which `where(buffer)` holds
    (seeded random duels, searched in order)."""
    while True:
        for base in _BASES:
            if base.situation == situation and where(W.decode(base.buffer)):
                return W.decode(base.buffer)
        searched = _BASES[-1].seed + 1 if _BASES else 0
        assert searched < 400, f"no {situation} state in 400 duels"
        _BASES.extend(F.make_bases(20, first_seed=searched))


def _raw_state(situation="main/main"):
    """The packed buffer of the first base state of `situation` (for the array checks)."""
    return _packed(_state(situation))


def _packed(buf):
    # A wide form (ygo_core.wide: one int64 word per field, as the tests edit it) packed back
    # into the buffer Duel.from_buffer reads; a buffer as it is.
    return W.encode(buf) if buf.dtype == np.int64 and len(buf) == W.SIZE else buf


def _procs(buf):
    return [buf[W.STACK_BASE + d * L.FRAME_WIDTH + L.FRAME_PROC] for d in range(buf[L.HDR_STACK_TOP])]


# ---- Refused inputs: the array --------------------------------------------------------------

@pytest.mark.parametrize("make", [lambda b: b.tolist(), lambda b: b.tobytes(), lambda b: b.astype(np.float64),
                                  lambda b: b.astype(np.int64), lambda b: b.astype(np.uint32),
                                  lambda b: b.astype(">i4"), lambda b: b.astype(bool)],
                         ids=["list", "bytes", "float64", "int64", "uint32", "big-endian", "bool"])
def test_a_buffer_that_is_not_a_native_int32_array_is_refused_not_cast(make):
    with pytest.raises(TypeError, match="int32"):
        Duel.from_buffer(test_db(), make(_raw_state()))


def test_a_buffer_of_the_wrong_shape_or_length_is_refused():
    buf = _raw_state()
    with pytest.raises(ValueError, match="1-D"):
        Duel.from_buffer(test_db(), np.stack([buf, buf]))
    with pytest.raises(ValueError, match="words"):
        Duel.from_buffer(test_db(), buf[:-1])
    with pytest.raises(ValueError, match="words"):
        Duel.from_buffer(test_db(), np.concatenate([buf, buf[:1]]))


def test_a_state_made_with_other_card_data_is_refused():
    deck0, deck1 = starter_decks()
    buf = Duel(CardDB(), deck0, deck1, seed=1).buffer
    with pytest.raises(StateError, match="other card data") as info:
        Duel.from_buffer(test_db(), _packed(buf))
    assert info.value.section == "card data"


# ---- Refused inputs: the content ------------------------------------------------------------

def _refused(buf, section, word, value=None):
    with pytest.raises(StateError) as info:
        Duel.from_buffer(test_db(), _packed(buf))
    err = info.value
    assert err.section == section and word in err.word, str(err)
    if value is not None:
        assert err.value == value, str(err)
    assert section in str(err) and word.split(" ")[0] in str(err)
    return err


def test_an_other_layout_version_is_refused():
    buf = _state()
    buf[L.HDR_VERSION] = L.LAYOUT_VERSION - 1
    _refused(buf, "header", "HDR_VERSION", L.LAYOUT_VERSION - 1)


def test_a_state_saved_while_the_engine_runs_is_refused():
    buf = _state()
    buf[L.HDR_STATUS] = L.STATUS_RUNNING
    _refused(buf, "header", "HDR_STATUS")


@pytest.mark.parametrize("word,value", [(L.HDR_N_CARDS, L.CAP_CARDS + 1), (L.HDR_STACK_TOP, L.CAP_STACK + 1),
                                        (L.HDR_CHAIN_LEN, L.CAP_CHAIN + 1), (L.HDR_TRIGGER_LEN, -1),
                                        (L.HDR_LINGER_LEN, L.CAP_LINGER + 1), (L.HDR_TURN_PLAYER, 2),
                                        (L.HDR_PHASE, 7), (L.HDR_BATTLE_STEP, -1), (L.HDR_LP + 1, -5),
                                        (L.HDR_TURN, 0), (L.HDR_RULE_HAND_LIMIT, -1), (L.HDR_DECIDER, 5)])
def test_a_header_count_or_enumeration_out_of_range_is_refused(word, value):
    buf = _state()
    buf[word] = value
    err = _refused(buf, "header", "HDR_", value)
    assert err.index == word


def test_an_undescribed_header_word_must_be_zero():
    buf = _state()
    covered = {w + i for w, (_, n, _) in SC.HEADER.items() for i in range(n)}
    undescribed = set(range(L.HDR_SIZE)) - covered  # reserved words no row describes yet
    if not undescribed:
        pytest.skip("every header word is described (layout 6): no reserved word to test the zero rule on")
    word = max(undescribed)
    buf[word] = 3
    _refused(buf, "header", f"word {word}", 3)


def test_a_stat_other_than_what_the_effects_give_is_refused():
    # Q01: a state at a decision is settled, so a face-up monster's ATK is what its printed ATK
    # and the effects in force make it; the engine re-applies only what a change touches, so a
    # stat off by one would otherwise stay wrong for the rest of the duel.
    duel = position(phase="main1", monsters=([(vanilla(1500, 1000), "attack")], []))
    buf = W.decode(duel.buffer)
    card = next(c for c in range(buf[L.HDR_N_CARDS]) if buf[W.card_word(c, L.CARD_LOCATION)] == L.LOC_MZONE)
    assert buf[W.card_word(card, L.CARD_ATK)] == 1500
    buf[W.card_word(card, L.CARD_ATK)] = 1499
    err = _refused(buf, "card", "CARD_ATK", 1499)
    assert err.index == card and "1500" in str(err)


def test_an_applier_kind_in_force_that_no_card_applies_is_refused():
    # The case the battery found (seed 50 after 77 actions): HDR_ACTIVE_APPLIERS claims kinds of
    # continuous effect no face-up card applies.
    buf = F.replay(50, 77).buffer.copy()
    assert buf[L.HDR_ACTIVE_APPLIERS] == 0
    buf[L.HDR_ACTIVE_APPLIERS] = 24
    with pytest.raises(StateError, match="what the continuous effects in force give") as info:
        Duel.from_buffer(F.card_data(50), buf)
    assert info.value.section == "header" and info.value.word == "HDR_ACTIVE_APPLIERS"


def test_an_rng_stuck_at_zero_is_refused():
    # xoshiro's all-zero state only yields zeros: rng_below would spin forever.
    buf = _state()
    buf[L.HDR_RNG:L.HDR_RNG + 4] = 0
    _refused(buf, "header", "HDR_RNG")


def test_a_card_in_two_places_is_refused():
    # A hand card's id written into the GY as well (the count grown to hold it).
    buf = _state()
    hand = W.PILE_BASE + L.PILE_HAND * W.PILE_WIDTH
    gy = W.PILE_BASE + L.PILE_GY * W.PILE_WIDTH
    card = buf[hand + 1]
    buf[gy + 1 + buf[gy]] = card
    buf[gy] += 1
    err = _refused(buf, "pile", "cell", card)
    assert "LOC_GY" in str(err) and "LOC_HAND" in str(err)


def test_a_card_that_is_nowhere_is_refused():
    # The last card of the Deck taken off the pile but left in the table.
    buf = _state()
    deck = W.PILE_BASE + L.PILE_DECK * W.PILE_WIDTH
    card = buf[deck + buf[deck]]
    buf[deck + buf[deck]] = 0
    buf[deck] -= 1
    err = _refused(buf, "card", "CARD_LOCATION")
    assert err.index == card


def test_a_pile_over_capacity_is_refused():
    # A player's piles share CAP_PILE cells: a count past them, or a pile starting past the next.
    buf = _raw_state()
    W.pile_blocks(buf)[0, L.N_PILES] = L.CAP_PILE + 1
    _refused(buf, "pile", "count", L.CAP_PILE + 1)
    buf = _raw_state()
    blocks = W.pile_blocks(buf)
    blocks[0, L.PILE_HAND] = blocks[0, L.PILE_GY] + 1
    _refused(buf, "pile", "start", int(blocks[0, L.PILE_HAND]))
    buf = _raw_state()
    W.pile_blocks(buf)[1, L.PILE_STRIDE - 1] = 3  # a cell past the cards
    _refused(buf, "pile", "cell", 3)


def test_a_zone_card_controlled_by_the_other_player_is_refused():
    buf = _state("battle/battle")
    cells = buf[W.ZONE_BASE:W.ZONE_BASE + L.N_PLAYERS * L.ZONES_PER_PLAYER]
    cell = int(np.nonzero(cells != L.NO_CARD)[0][0])
    card, player = cells[cell], cell // L.ZONES_PER_PLAYER
    buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_CONTROLLER] = 1 - player
    err = _refused(buf, "zone", "card", card)
    assert f"player {player}" in err.index


def test_a_zone_holding_a_card_id_past_the_table_is_refused():
    buf = _state()
    buf[W.ZONE_BASE + L.ZONE_SPELL] = buf[L.HDR_N_CARDS]
    _refused(buf, "zone", "card", buf[L.HDR_N_CARDS])


@pytest.mark.parametrize("field,value", [(L.CARD_DB_ROW, -1), (L.CARD_SUMMON_KIND, 15), (L.CARD_LOCATION, L.LOC_NONE),
                                         (L.CARD_LOCATION, 15), (L.CARD_POSITION, 6), (L.CARD_SUMMON_TURN, 30000),
                                         (L.CARD_EQUIPPED_TO, L.CAP_CARDS),
                                         (L.CARD_FLAGS, 1 << 9)])
def test_a_card_table_word_out_of_range_is_refused(field, value):
    buf = _state()
    buf[W.CARD_BASE + field] = value
    err = _refused(buf, "card", SC.CARD_FIELDS[field][0], value)
    assert err.index == 0


def test_a_card_row_of_the_card_data_that_does_not_exist_is_refused():
    buf = _state()
    buf[W.CARD_BASE + L.CARD_DB_ROW] = len(test_db())
    _refused(buf, "card", "CARD_DB_ROW", len(test_db()))


def test_field_state_on_a_card_off_the_field_is_refused():
    # AD01: a card in the hand in Attack Position.
    buf = _state()
    card = buf[W.PILE_BASE + L.PILE_HAND * W.PILE_WIDTH + 1]
    buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_POSITION] = L.POS_FACEUP_ATTACK
    _refused(buf, "card", "CARD_POSITION", L.POS_FACEUP_ATTACK)


def test_an_unknown_procedure_on_the_stack_is_refused():
    buf = _state()
    top = W.STACK_BASE + (buf[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH
    buf[top + L.FRAME_PROC] = P.N_PROCS
    _refused(buf, "stack frame", "FRAME_PROC", P.N_PROCS)


def test_a_step_the_procedure_does_not_have_is_refused():
    buf = _state()
    top = W.STACK_BASE + (buf[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH
    buf[top + L.FRAME_STEP] = 99
    _refused(buf, "stack frame", "FRAME_STEP", 99)


def test_window_passes_that_would_spin_the_window_are_refused():
    # W04: a window counts passes up to 2; a very negative count would pass ~2**31 times.
    buf = _state("main/response")
    top = W.STACK_BASE + (buf[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH
    assert buf[top + L.FRAME_PROC] == P.PROC_WINDOW
    buf[top + WI.WIN_F_PASSES] = -2 ** 31
    _refused(buf, "stack frame", "WIN_F_PASSES", -2 ** 31)


def test_a_frame_below_the_top_that_does_not_wait_for_it_is_refused():
    # The Main Phase below a window, as if it were still asking its own decision.
    buf = _state("main/response", where=lambda b: P.PROC_MAIN_PHASE in _procs(b))
    depth = _procs(buf).index(P.PROC_MAIN_PHASE)
    buf[W.STACK_BASE + depth * L.FRAME_WIDTH + L.FRAME_STEP] = MP.MAIN_ACT
    err = _refused(buf, "stack frame", "FRAME_STEP", MP.MAIN_ACT)
    assert err.index == depth and "waits" in str(err)


def test_a_trigger_frame_not_above_a_window_is_refused():
    # finish() writes the window below it: a PROC_TRIGGERS frame must sit on one, here it sits
    # on the Main Phase (at a step where the Main Phase does wait, for a summon or a window).
    buf = _state()
    top = buf[L.HDR_STACK_TOP]
    main = W.STACK_BASE + (top - 1) * L.FRAME_WIDTH
    assert buf[main + L.FRAME_PROC] == P.PROC_MAIN_PHASE
    buf[main + L.FRAME_STEP] = MP.MAIN_ASK
    frame = main + L.FRAME_WIDTH
    buf[frame + L.FRAME_PROC] = P.PROC_TRIGGERS
    buf[frame + L.FRAME_STEP] = TR.TR_ORDER
    buf[L.HDR_STACK_TOP] = top + 1
    err = _refused(buf, "stack frame", "FRAME_STEP", MP.MAIN_ASK)
    assert err.index == top - 1 and "PROC_TRIGGERS" in str(err)


def test_a_decision_its_top_frame_does_not_ask_is_refused():
    buf = _state()
    buf[L.HDR_DECISION] = A.DEC_BATTLE
    _refused(buf, "stack frame", "FRAME_STEP")


def test_a_decision_asked_of_the_wrong_player_is_refused():
    buf = _state()
    buf[L.HDR_DECIDER] = 1 - buf[L.HDR_DECIDER]
    _refused(buf, "header", "HDR_DECIDER")


def test_a_pending_decision_without_a_legal_action_is_refused():
    # E17: the hand size limit asks a discard; the hand is then emptied into the GY.
    duel = position(phase="end", hands=([vanilla(100, 100)] * 8, []), rules=MR3.with_(hand_limit=6))
    assert duel.decision() == "discard"
    buf = W.decode(duel.buffer)
    for card in duel.card_ids(0, "hand"):
        _move_hand_card_to_gy(buf, card)
    err = _refused(buf, "decision", "DEC_DISCARD")
    assert "legal action" in str(err)


def _move_hand_card_to_gy(buf, card):
    hand = W.PILE_BASE + L.PILE_HAND * W.PILE_WIDTH
    gy = W.PILE_BASE + L.PILE_GY * W.PILE_WIDTH
    cells = [c for c in buf[hand + 1:hand + 1 + buf[hand]] if c != card]
    buf[hand + 1:hand + 1 + L.CAP_PILE] = 0
    buf[hand + 1:hand + 1 + len(cells)] = cells
    buf[hand] = len(cells)
    for i, c in enumerate(cells):
        buf[W.CARD_BASE + c * W.CARD_WIDTH + L.CARD_SEQUENCE] = i
    buf[gy + 1 + buf[gy]] = card
    buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_LOCATION] = L.LOC_GY
    buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_SEQUENCE] = buf[gy]
    buf[gy] += 1


@pytest.mark.parametrize("word,value,name", [(L.LINK_EFFECT, 30000, "LINK_EFFECT"), (L.LINK_CARD, -1, "LINK_CARD"),
                                             (L.LINK_PLAYER, 2, "LINK_PLAYER"), (L.LINK_SPEED, 4, "LINK_SPEED"),
                                             (L.LINK_FLAGS, 64, "LINK_FLAGS"), (L.LINK_N_TARGETS, 4, "LINK_N_TARGETS"),
                                             (L.LINK_TARGETS + 2, 5, "LINK_TARGETS"),
                                             (L.LINK_N_CHOSEN, 2, "LINK_N_CHOSEN"),
                                             (L.LINK_DECLARED, -1, "LINK_DECLARED"), (L.LINK_PAID, -1, "LINK_PAID")])
def test_a_corrupted_chain_link_is_refused(word, value, name):
    buf = _state("chain/response")
    buf[W.CHAIN_BASE + word] = value
    _refused(buf, "chain", name, value)


def test_a_chain_link_past_the_chain_length_must_be_zero():
    buf = _state("chain/response")
    buf[W.CHAIN_BASE + buf[L.HDR_CHAIN_LEN] * L.CHAIN_LINK_WIDTH + L.LINK_CARD] = 1
    _refused(buf, "chain", "word", 1)


def test_a_lingering_record_of_an_unknown_kind_is_refused():
    buf = _state("lingering/main")
    buf[W.LINGER_BASE + L.LINGER_KIND] = max(SC.LINGER_KINDS) + 1
    _refused(buf, "lingering", "LINGER_KIND")


def test_a_lingering_record_on_a_card_that_does_not_exist_is_refused():
    buf = _state("lingering/main")
    kind = buf[W.LINGER_BASE + L.LINGER_KIND]
    buf[W.LINGER_BASE + L.LINGER_CARD] = buf[L.HDR_N_CARDS] + 3
    _refused(buf, "lingering", "LINGER_CARD", buf[L.HDR_N_CARDS] + 3)
    assert kind in SC.LINGER_KINDS


def test_a_pending_trigger_that_is_not_a_trigger_effect_is_refused():
    # Q04: only trigger effects wait in the queue (a Spell's activation would be placed as one).
    buf = _state("triggers/target")
    block = test_db().block
    kinds = [block[block[L.BLK_EFFECTS_AT] + i * O.FX_WIDTH + O.FX_KIND] for i in range(block[L.BLK_N_EFFECTS])]
    fx = kinds.index(O.FXK_CARD)
    buf[W.TRIGGER_BASE + L.TRIG_EFFECT] = fx
    _refused(buf, "trigger", "TRIG_EFFECT", fx)


def test_an_attacker_outside_an_attack_is_refused():
    # F03-F21: HDR_ATTACKER names a monster only from the declaration to the end of the Damage Step.
    buf = _state()
    buf[L.HDR_ATTACKER] = 0
    _refused(buf, "header", "HDR_ATTACKER", 0)


def test_an_event_pending_at_the_open_game_state_is_refused():
    # E05: found by the battery (HDR_EVENT 0 -> 1 at the open game state). The Main Phase
    # listed an activation whose condition reads the event, then cleared the event when the
    # player acted, and the activation found nothing to activate.
    buf = _state("main/main", where=lambda b: b[L.HDR_HAS_EFFECTS] == 1)
    buf[L.HDR_EVENT] = O.EV_NORMAL_SUMMONED
    buf[L.HDR_EVENT_CARD] = 0
    _refused(buf, "header", "HDR_EVENT", O.EV_NORMAL_SUMMONED)


def test_a_duel_with_effects_that_says_it_has_none_is_refused():
    buf = _state()
    buf[L.HDR_HAS_EFFECTS] = 0
    _refused(buf, "header", "HDR_HAS_EFFECTS", 0)


class _Tampered:
    # Pickles as a Duel does (Duel.__reduce__ -> _rebuild), with a changed buffer.
    def __init__(self, duel, word, value):
        self.rebuild, (self.cards, self.buf) = duel.__reduce__()
        self.buf[word] = value

    def __reduce__(self):
        return self.rebuild, (self.cards, self.buf)


def test_unpickling_a_tampered_state_is_refused():
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=2)
    assert pickle.loads(pickle.dumps(_Tampered(duel, L.HDR_DECISIONS, 7))).decisions() == 7
    with pytest.raises(StateError, match="HDR_STACK_TOP"):
        pickle.loads(pickle.dumps(_Tampered(duel, L.HDR_STACK_TOP, 0)))


def test_a_rule_set_out_of_range_is_refused_when_the_duel_is_created():
    # What a duel is created with, a saved state may hold: a round trip never fails.
    deck0, deck1 = vanilla_decks()
    with pytest.raises(ValueError, match="HDR_RULE_HAND_LIMIT"):
        Duel(test_db(), deck0, deck1, rules=MR3.with_(hand_limit=-1))
    with pytest.raises(ValueError, match="HDR_RULE_START_LP"):
        Duel(test_db(), deck0, deck1, rules=MR3.with_(start_lp=SC.LP_MAX + 1))


def test_a_position_out_of_the_saved_state_ranges_is_refused_when_set_up():
    with pytest.raises(ValueError, match="LP must be"):
        position(lp=(SC.LP_MAX + 1, 8000))
    with pytest.raises(ValueError, match="turn must be"):
        position(turn=SC.TURN_MAX // 2 + 1)
    duel = position(lp=(SC.LP_MAX, 1), turn=SC.TURN_MAX // 2)
    assert Duel.from_buffer(test_db(), duel.buffer).lp(0) == SC.LP_MAX


# ---- The tables cover the engine (guards for whoever adds a word, proc or decision) -------------

def test_every_header_word_of_the_layout_has_a_row():
    # A HDR_* word of layout.pxd without a row: add it to state_check.HEADER (words no name
    # describes, the reserved ones, must be 0 until then).
    names = {n for n in dir(L) if n.startswith("HDR_") and n != "HDR_SIZE"}
    described = {name for name, _, _ in SC.HEADER.values()}
    assert names <= described, f"add rows to state_check.HEADER for {sorted(names - described)}"
    assert all(SC.HEADER[getattr(L, n)][0] == n for n in names), "a HEADER row is keyed by another word than its name"
    rules = {n for n in names if n.startswith("HDR_RULE_")}
    missing = sorted(rules - {name for name, _ in SC.RULE_SWITCHES.values()})
    assert not missing, f"add rule switches to state_check.RULE_SWITCHES for {missing}"


def test_every_card_field_has_a_row():
    # A CARD_* word of layout.pxd without a row: add it to state_check.CARD_FIELDS. Words no
    # name describes (19..23, reserved) must be 0 until their row is added.
    fields = {n: getattr(L, n) for n in dir(L) if n.startswith("CARD_") and n not in ("CARD_N_FIELDS", "CARD_ROW_BYTES", "CARD_ROW_WORDS", "CARD_AT", "CARD_BASE")}
    missing = sorted(n for n, w in fields.items() if SC.CARD_FIELDS.get(w, (None,))[0] != n)
    assert not missing, f"add rows to state_check.CARD_FIELDS for {missing}"
    assert set(SC.CARD_FIELDS) == set(fields.values()), "a CARD_FIELDS row names a word layout.pxd does not"
    assert set(SC.UNDESCRIBED_CARD_WORDS) == set(range(W.CARD_WIDTH)) - set(fields.values())


def test_an_undescribed_card_word_must_be_zero():
    # A reserved field (word 20) has no storage in the packed row; what no field uses there,
    # the top bit of its CR_BITS word, must be 0 (equal states are byte-equal).
    assert SC.UNDESCRIBED_CARD_WORDS == (20,) and 20 not in W.STORED_FIELDS
    buf = _raw_state()
    word = L.CARD_BASE + L.CR_BITS // 4
    buf[word] |= np.int32(-2 ** 31)
    err = _refused(buf, "card", "packed row", int(buf[word]))
    assert err.index == 0 and "bits no field" in str(err)


def test_every_procedure_decision_and_lingering_kind_has_a_row():
    for names, table, what in ((SC.PROC_IDS, SC.PROCS, "a Proc row to state_check.PROCS"),
                               (SC.DECISION_KINDS, SC.DECISIONS, "a Decision row to state_check.DECISIONS"),
                               (SC.LINGER_KIND_NAMES, SC.LINGER_KINDS, "a row to state_check.LINGER_KINDS")):
        missing = sorted(names[k] for k in set(names) - set(table))
        assert not missing, f"add {what} for {missing}"
        assert set(table) <= set(names), f"{what.split(' to ')[1]} names a value the engine does not declare"


def test_every_frame_word_of_a_procedure_has_a_domain():
    for proc_id, proc in SC.PROCS.items():
        described = {name.split("+")[0] for name, _ in proc.offsets.values()}
        missing = set(proc.frame_word_names()) - described
        assert not missing, f"{SC.PROC_IDS[proc_id]}: give {sorted(missing)} a domain in state_check.PROCS"
        assert all(L.FRAME_ARG0 <= at < L.FRAME_WIDTH for at in proc.offsets)


def test_the_tables_name_steps_and_procedures_that_exist():
    for proc in SC.PROCS.values():
        for step, children in proc.waits.items():
            assert step in proc.steps and all(child in SC.PROCS for child in children)
    for decision in SC.DECISIONS.values():
        assert decision.step in SC.PROCS[decision.proc].steps
    assert [p for p, proc in SC.PROCS.items() if proc.bottom] == [P.PROC_TURN]


# ---- The GOAT families' procedures ----------------------------------------------------------

def _top_frame(buf):
    return W.STACK_BASE + (int(buf[L.HDR_STACK_TOP]) - 1) * L.FRAME_WIDTH


def test_freeds_draw_choice_is_accepted_and_its_frame_checked():
    # E07 (locks: PROC_DRAW_CHOICE): the turn player is asked whether to use Freed's effect
    # instead of the normal draw; the frame names the monster and its effect.
    from cards.test_goat_locks import BLUE_EYES, FREED, M
    duel = position(phase="draw", monsters=([FREED], []), decks=([BLUE_EYES] * 5 + [M], []))
    pass_until(duel, "yesno")
    buf = W.decode(duel.buffer)
    f = _top_frame(buf)
    assert buf[f + L.FRAME_PROC] == P.PROC_DRAW_CHOICE and Duel.from_buffer(test_db(), _packed(buf)) == duel
    buf[f + DC.DC_F_EFFECT] = 0  # not an effect of Freed's
    _refused(buf, "stack frame", "DC_F_EFFECT")
    buf = W.decode(duel.buffer)
    buf[L.HDR_DECIDER] = 1
    _refused(buf, "header", "HDR_DECIDER")


def test_a_summoning_procedure_in_progress_is_accepted_and_its_costs_checked():
    # summons (PROC_SPECIAL_SUMMON): the costs are chosen one at a time (DEC_SUMMON_COST),
    # then the position (DEC_POSITION, H03); the monster waits in the hand.
    from rules.test_primitives_summons import DARK_ONE, ENVOY, LIGHT_ONE, M, db, pos
    duel = pos(hands=([ENVOY], []), graveyards=([LIGHT_ONE, DARK_ONE, M], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, ENVOY))
    assert duel.decision() == "summon_cost"
    buf = W.decode(duel.buffer)
    f = _top_frame(buf)
    assert Duel.from_buffer(db(), _packed(buf)) == duel
    buf[f + SP.SP_F_CHOSEN] = 2  # every cost chosen, yet one is asked
    with pytest.raises(StateError, match="SP_F_CHOSEN"):
        Duel.from_buffer(db(), _packed(buf))
    duel.apply(int(duel.legal_actions()[0]))
    duel.apply(int(duel.legal_actions()[0]))
    assert duel.decision() == "position"
    buf = W.decode(duel.buffer)
    assert Duel.from_buffer(db(), _packed(buf)) == duel
    buf[f + SP.SP_F_COSTS + 1] = buf[f + SP.SP_F_COSTS]  # the same card twice
    with pytest.raises(StateError, match="SP_F_COSTS"):
        Duel.from_buffer(db(), _packed(buf))
    duel.apply(A.ACT_DEFENSE_POSITION)
    assert Duel.from_buffer(db(), duel.buffer) == duel


def test_a_token_that_left_the_field_is_nowhere_and_only_a_token_may_be():
    # Tokens (rules-mr3.md): a Token that leaves the field ceases to exist; its row stays at
    # LOC_NONE, in no pile, for the next Token. Any other card must be somewhere.
    from cards.test_goat_summons import DARK_HOLE, SCAPEGOAT
    duel = position(hands=([SCAPEGOAT, DARK_HOLE], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SCAPEGOAT))
    pass_until(duel, "main")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")
    buf = W.decode(duel.buffer)
    nowhere = [c for c in range(buf[L.HDR_N_CARDS])
               if buf[W.CARD_BASE + c * W.CARD_WIDTH + L.CARD_LOCATION] == L.LOC_NONE]
    assert len(nowhere) == 4 and Duel.from_buffer(test_db(), _packed(buf)) == duel
    token = W.CARD_BASE + nowhere[0] * W.CARD_WIDTH
    buf[token + L.CARD_COUNTERS] = 1  # field state on a card that is nowhere
    _refused(buf, "card", "CARD_COUNTERS", 1)
    buf = W.decode(duel.buffer)
    gy = W.PILE_BASE + L.PILE_GY * W.PILE_WIDTH
    card = buf[gy + 1]  # Scapegoat leaves its GY without going anywhere
    buf[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_LOCATION] = L.LOC_NONE
    buf[gy + 1:gy + 1 + buf[gy]] = np.append(buf[gy + 2:gy + 1 + buf[gy]], 0)
    buf[gy] -= 1
    _refused(buf, "card", "CARD_LOCATION", L.LOC_NONE)


def test_the_summon_negation_window_names_the_monster_being_summoned():
    # locks (HDR_SUMMONING, SUMMON_SUCCEED): while the summon waits for its negation window
    # the header names the monster; outside it the word is 0.
    buf = _state("main/main")
    buf[L.HDR_SUMMONING] = 1
    _refused(buf, "header", "HDR_SUMMONING", 1)


def test_lock_mechanisms_the_cards_do_not_use_are_refused():
    # locks (HDR_LOCKS): set when the duel starts from its cards' effects (scan_locks); a bit
    # no card uses, or a missing one, is not a state the engine reaches.
    buf = _state("main/main")
    buf[L.HDR_LOCKS] ^= L.LOCK_NEGATION
    _refused(buf, "header", "HDR_LOCKS")


def test_a_cost_choice_is_asked_by_its_cost_instruction():
    # U03 (activated family, AC_TAKE_COST): the pending cost instruction decides what is asked;
    # the same frame claiming a Type declaration (DEC_OPTION) is refused.
    db = test_db()
    deck0, deck1 = activated_decks()
    for seed in range(8):
        duel = Duel(db, deck0, deck1, seed=seed, rules="goat", first_player=seed % 2)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal() and duel.decision() != "cost":
            duel.apply(int(rng.choice(duel.legal_actions())))
        if not duel.is_terminal():
            break
    assert duel.decision() == "cost"
    buf = W.decode(duel.buffer)
    assert Duel.from_buffer(db, _packed(buf)) == duel
    buf[L.HDR_DECISION] = A.DEC_OPTION
    _refused(buf, "stack frame", "AC_F_COST_PC")


def test_every_applier_kind_has_a_bit_in_the_applier_mask():
    # HDR_ACTIVE_APPLIERS holds N_APPLIER_WORDS words of APPLIER_BITS_PER_WORD bits: a new
    # APPLY_* kind past them would be silently never "in force" (applier_active). The MR3
    # families' ranges (opcodes.pxd: 50-74, and the third round's 75-84) go past them: such a kind has no bit, and
    # applier_active answers "maybe" for it (layout.pxd), so the kinds of GOAT and before keep
    # their bits and an MR3 kind past them is always looked up.
    kinds = [getattr(O, n) for n in dir(O) if n.startswith("APPLY_")]
    assert max(k for k in kinds if k < 50) < L.N_APPLIER_WORDS * L.APPLIER_BITS_PER_WORD
    assert max(kinds) <= 84  # the last family's range (opcodes.pxd; third round, issue 13: 75-84)


@pytest.mark.parametrize("word", [L.HDR_ACTIVATORS, L.HDR_FAST_ACTIVATORS])
def test_activation_candidates_that_differ_from_the_card_table_are_refused(word):
    # HDR_ACTIVATORS and its Spell Speed 2 subset HDR_FAST_ACTIVATORS (speed, issue 12) are
    # recomputed from the card table: a bit the moves would not have left is refused.
    buf = _state()
    assert all(buf[L.HDR_FAST_ACTIVATORS + k] & ~buf[L.HDR_ACTIVATORS + k] == 0
               for k in range(L.N_PLAYERS * L.ACTIVATOR_WORDS))
    free = next(k for k in range(L.N_PLAYERS * L.ACTIVATOR_WORDS)
                if buf[word + k] & 1 == 0 and k % L.ACTIVATOR_WORDS == 0)
    buf[word + free] |= 1  # card 0 marked for a player whose candidate it is not
    _refused(buf, "header", "HDR_FAST_ACTIVATORS" if word == L.HDR_FAST_ACTIVATORS else "HDR_ACTIVATORS")
