"""Section S: Trap Cards (rules-mr3.md S02-S06): their Spell Speeds, activation face-up in the
zone, a negated Trap going to the GY, and Setting one. Each test sets up a position with scripted
cards, acts through the public protocol and asserts the outcome."""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import observe as O

from helpers import card_in_hand, pass_until, position, set_ids, vanilla

DUST_TORNADO = 60082869      # Normal Trap: destroy 1 Spell/Trap the opponent controls
SOLEMN_JUDGMENT = 41420027   # Counter Trap: negate a Spell/Trap activation (half the LP)
CALL_OF_THE_HAUNTED = 97077563   # Continuous Trap
DARK_HOLE = 53129443         # Normal Spell
CASTLE_WALLS = 44209392      # Normal Trap, here a Set card to aim at
M = vanilla(1000, 1000)
GRAVE = vanilla(1800, 1000)


def activate_set(duel, player, code):
    """Activate the player's first Set card of this passcode."""
    card = next(c for c in set_ids(duel, player) if duel.card_code(c) == code)
    duel.apply(A.ACT_ACTIVATE + card)
    return card


def offered_to_activate(duel):
    """The passcodes of the cards the acting player may activate now."""
    return sorted(duel.card_code(int(a) - A.ACT_ACTIVATE) for a in duel.legal_actions()
                  if A.ACT_ACTIVATE <= int(a) < A.ACT_ACTIVATE + L.CAP_CARDS)


def test_s02_a_counter_trap_can_be_chained_only_by_spell_speed_3():
    """S02: a Trap is Spell Speed 2, a Counter Trap 3; a Counter Trap's link is answered only by
    another Counter Trap, so a Set Normal Trap is no longer offered (W02)."""
    duel = position(hands=([DARK_HOLE], []), monsters=([M], [M]),
                    spells=([SOLEMN_JUDGMENT, DUST_TORNADO], [SOLEMN_JUDGMENT, DUST_TORNADO]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    assert offered_to_activate(duel) == sorted([SOLEMN_JUDGMENT, DUST_TORNADO])
    activate_set(duel, 1, SOLEMN_JUDGMENT)
    assert [link["speed"] for link in duel.chain()] == [1, 3]
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert offered_to_activate(duel) == [SOLEMN_JUDGMENT]


def test_s02_a_trap_link_is_answered_by_traps_and_counter_traps():
    """S02: a Normal Trap's link is Spell Speed 2: the opponent may chain a Trap (2) or a Counter
    Trap (3) to it."""
    duel = position(hands=([DARK_HOLE], []), monsters=([M], [M]),
                    spells=([SOLEMN_JUDGMENT, DUST_TORNADO], [CASTLE_WALLS, DUST_TORNADO]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    activate_set(duel, 1, DUST_TORNADO)
    duel.apply(A.ACT_SELECT + set_ids(duel, 0)[1])
    assert duel.chain()[-1]["speed"] == 2
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert offered_to_activate(duel) == sorted([SOLEMN_JUDGMENT, DUST_TORNADO])


def test_s03_an_activated_trap_turns_face_up_in_its_zone_and_starts_a_chain():
    """S03: activating a Set Trap turns it face-up where it is and makes link 1 of a chain, which
    the opponent may answer (here with a Counter Trap)."""
    duel = position(spells=([SOLEMN_JUDGMENT], [CASTLE_WALLS, DUST_TORNADO]), turn=3, turn_player=1)
    zone = [s and s["code"] for s in duel.spells(1)].index(DUST_TORNADO)
    dust = activate_set(duel, 1, DUST_TORNADO)
    duel.apply(A.ACT_SELECT + set_ids(duel, 0)[0])
    assert duel.spells(1)[zone] == {"card": dust, "code": DUST_TORNADO, "position": "faceup",
                                    "equipped_to": -1}
    assert [(link["card"], link["player"]) for link in duel.chain()] == [(dust, 1)]
    assert (duel.decision(), duel.current_player()) == ("response", 0)
    assert offered_to_activate(duel) == [SOLEMN_JUDGMENT]


def test_s04_a_negated_trap_goes_to_the_gy_and_does_nothing():
    """S04: Dust Tornado's activation negated by Solemn Judgment: it goes to the GY, its target
    stays."""
    duel = position(spells=([SOLEMN_JUDGMENT, CASTLE_WALLS], [DUST_TORNADO]), turn=3, turn_player=1)
    activate_set(duel, 1, DUST_TORNADO)
    walls = set_ids(duel, 0)[1]
    duel.apply(A.ACT_SELECT + walls)
    activate_set(duel, 0, SOLEMN_JUDGMENT)
    pass_until(duel, "main")
    assert duel.graveyard(1) == [DUST_TORNADO] and set_ids(duel, 1) == []
    assert set_ids(duel, 0) == [walls] and duel.graveyard(0) == [SOLEMN_JUDGMENT]


def test_s04_a_negated_continuous_trap_goes_to_the_gy_instead_of_staying():
    """S04 (with S08): a negated Continuous Trap does not stay face-up on the field; Call of the
    Haunted's monster is not summoned."""
    duel = position(spells=([SOLEMN_JUDGMENT], [CALL_OF_THE_HAUNTED]), graveyards=([], [GRAVE]),
                    turn=3, turn_player=1)
    activate_set(duel, 1, CALL_OF_THE_HAUNTED)
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    activate_set(duel, 0, SOLEMN_JUDGMENT)
    pass_until(duel, "main")
    assert all(s is None for s in duel.spells(1))
    assert sorted(duel.graveyard(1)) == sorted([CALL_OF_THE_HAUNTED, GRAVE])
    assert duel.card_ids(1, "monsters") == []


def test_s06_a_trap_is_set_in_the_main_phase_face_down_and_hidden_from_the_opponent():
    """S06: Set from the hand in the Main Phase (the open state) into a Spell & Trap Zone; it is
    face-down and the opponent sees neither its name nor its kind."""
    duel = position(hands=([DUST_TORNADO], []))
    dust = card_in_hand(duel, 0, DUST_TORNADO)
    assert A.ACT_SET + dust in duel.legal_actions()
    duel.apply(A.ACT_SET + dust)
    assert duel.spells(0)[0] == {"card": dust, "code": DUST_TORNADO, "position": "facedown",
                                 "equipped_to": -1}
    seen = duel.observation(1)[O.OBS_FOE + O.OBS_S_SPELLS:][:2]
    assert list(seen) == [O.OBS_HIDDEN, L.POS_FACEDOWN]


def test_s06_no_trap_is_set_outside_the_main_phase():
    """S06: the Battle Phase offers no Set (only the Main Phase's open state does)."""
    duel = position(hands=([DUST_TORNADO], []), monsters=([M], []))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    assert A.ACT_SET + card_in_hand(duel, 0, DUST_TORNADO) not in duel.legal_actions()


def test_s06_no_trap_is_set_without_a_free_spell_and_trap_zone():
    """S06: five occupied Spell & Trap Zones: no Set is offered (the Field Zone is not one)."""
    duel = position(hands=([DUST_TORNADO], []), spells=([CASTLE_WALLS] * 5, []))
    assert A.ACT_SET + card_in_hand(duel, 0, DUST_TORNADO) not in duel.legal_actions()
