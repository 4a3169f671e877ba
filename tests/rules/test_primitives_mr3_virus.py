"""The MR3 quick family's third-round primitives (ygo_core/scripts/vocab.py, "virus"; vm/ops_virus.pyx):
declaring Spell or Trap (a kind of card, described as such), looking at the opponent's hand and
field and destroying the declared kind there (C15, Y), and the check of the opponent's draws for
3 of their turns (E06, Y01), a lingering record validated in saved states. Test-only cards
carry each primitive alone; Vampire Lord's kind declaration shares the description."""
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.scripts.vocab import (
    O, activate, check_foe_draws, declare_spell_or_trap, destroy_declared_kind_of_foe, with_cost,
)
from ygo_core.state_check import StateError

from helpers import attack, filler, pass_until, set_ids, table_db, table_position, to_battle, to_turn, vanilla
from pendulum_cards import REAL as PENDULUMS, SCALE_1, SYNTHETIC as TEST_PENDULUMS

NORMAL_SPELL, NORMAL_TRAP = 0x2, 0x4
TEST_CARDS = {
    98400001: ("Test Look And Destroy", NORMAL_TRAP,
               with_cost(activate(destroy_declared_kind_of_foe()), declare_spell_or_trap())),
    98400002: ("Test Draw Check", NORMAL_TRAP, with_cost(activate(check_foe_draws()), declare_spell_or_trap())),
}
LOOK_AND_DESTROY, DRAW_CHECK = sorted(TEST_CARDS)
POT_OF_GREED = 55144522
CASTLE_WALLS = 44209392   # a Normal Trap
VAMPIRE_LORD = 53839837
M = vanilla(1000, 1000)


def db():
    return table_db(TEST_CARDS, extra=PENDULUMS + TEST_PENDULUMS)


def pos(**kw):
    return table_position(db(), filler(), **kw)


def declare(duel, player_card, kind):
    duel.apply(A.ACT_ACTIVATE + player_card)
    assert duel.decision() == "option"
    options = {duel.describe(int(a)): int(a) for a in duel.legal_actions()}
    assert options == {"Declare Spell": A.ACT_OPTION + 1, "Declare Trap": A.ACT_OPTION + 2}
    duel.apply(options["Declare " + kind])


def linger_rows(duel, kind):
    buf = W.decode(duel.buffer)
    rows = [W.LINGER_BASE + i * L.LINGER_WIDTH for i in range(buf[L.HDR_LINGER_LEN])]
    return buf, [r for r in rows if buf[r + L.LINGER_KIND] == kind]


def test_declared_spell_destroys_the_foes_spells_in_hand_and_on_the_field_only():
    # Y: every card of the declared kind in the opponent's hand and on their field is destroyed
    # at once; the Traps and monsters stay. C15: the player has looked at the hand and the
    # face-down card (they stay shown to them only).
    duel = pos(spells=([LOOK_AND_DESTROY], [POT_OF_GREED, CASTLE_WALLS]), monsters=([], [M]),
               hands=([], [POT_OF_GREED, CASTLE_WALLS, M]), turn=3)
    declare(duel, set_ids(duel, 0)[0], "Spell")
    pass_until(duel, "main")
    assert sorted(duel.graveyard(1)) == [POT_OF_GREED, POT_OF_GREED]
    assert sorted(duel.hand(1)) == sorted([CASTLE_WALLS, M])
    assert [duel.card_code(c) for c in set_ids(duel, 1)] == [CASTLE_WALLS]
    shown = duel.card_ids(1, "hand") + set_ids(duel, 1)
    assert len(shown) == 3 and set(shown) <= set(duel.revealed_to(0))
    assert not set(shown) & set(duel.revealed_to(1))


def test_m03_a_pendulum_monster_in_a_pendulum_zone_is_a_spell_card_there():
    # M03: declared Spell, the Pendulum Monster in the opponent's Pendulum Zone is destroyed;
    # the same card in their hand is a monster and stays.
    duel = pos(spells=([LOOK_AND_DESTROY], []), pendulums=((), (SCALE_1,)), hands=([], [SCALE_1]), turn=3)
    declare(duel, set_ids(duel, 0)[0], "Spell")
    pass_until(duel, "main")
    assert duel.hand(1) == [SCALE_1]
    # (destroyed, it goes face-up to the Extra Deck instead of the GY, M07)
    assert duel.pendulum_zones(1) == [None, None]
    assert [duel.card_code(c) for c in duel.card_ids(1, "extra")] == [SCALE_1]


def test_declared_trap_destroys_the_foes_traps():
    duel = pos(spells=([LOOK_AND_DESTROY], [POT_OF_GREED, CASTLE_WALLS]), hands=([], [CASTLE_WALLS, M]), turn=3)
    declare(duel, set_ids(duel, 0)[0], "Trap")
    pass_until(duel, "main")
    assert duel.graveyard(1) == [CASTLE_WALLS, CASTLE_WALLS]
    assert duel.hand(1) == [M] and [duel.card_code(c) for c in set_ids(duel, 1)] == [POT_OF_GREED]


def test_e06_the_draw_check_counts_3_of_the_foes_turns_from_the_next_one():
    # E06 "3 of their turns", activated in the player's own turn 3: turns 4, 6, 8 are checked
    # (the record lasts to the end of turn 8), a Spell drawn then destroyed; turn 10 is not.
    duel = pos(spells=([DRAW_CHECK], []), turn=3,
               decks=([vanilla(100, 100)] * 10, [POT_OF_GREED] * 4 + [vanilla(100, 100)] * 6))
    declare(duel, set_ids(duel, 0)[0], "Spell")
    pass_until(duel, "main")
    buf, rows = linger_rows(duel, O.LING_DRAW_CHECK)
    assert [(buf[r + L.LINGER_PLAYER], buf[r + L.LINGER_VALUE], buf[r + L.LINGER_UNTIL_TURN]) for r in rows] \
        == [(1, L.TYPE_SPELL, 8)]
    for turn, destroyed in ((4, 1), (6, 2), (8, 3), (10, 3)):
        to_turn(duel, turn)
        assert duel.graveyard(1) == [POT_OF_GREED] * destroyed
    assert duel.hand(1) == [POT_OF_GREED]
    assert linger_rows(duel, O.LING_DRAW_CHECK)[1] == []


def test_e06_the_draw_check_activated_in_the_foes_turn_counts_that_turn():
    # E06: activated during the opponent's turn 4 (after their draw), that turn is the first of
    # the 3: turns 6 and 8 are checked, turn 10 is not.
    duel = pos(spells=([DRAW_CHECK], []), turn=4, turn_player=1,
               decks=([vanilla(100, 100)] * 10, [POT_OF_GREED] * 4 + [vanilla(100, 100)] * 6))
    duel.apply(A.ACT_TO_END)
    while duel.decision() != "response" or duel.current_player() != 0:
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    declare(duel, set_ids(duel, 0)[0], "Spell")
    buf, rows = linger_rows(duel, O.LING_DRAW_CHECK)
    while not rows:
        duel.apply(A.ACT_PASS)
        buf, rows = linger_rows(duel, O.LING_DRAW_CHECK)
    assert [buf[r + L.LINGER_UNTIL_TURN] for r in rows] == [8]
    for turn, destroyed in ((6, 1), (8, 2), (10, 2)):
        to_turn(duel, turn)
        assert duel.graveyard(1) == [POT_OF_GREED] * destroyed


def test_the_draw_check_is_a_checked_saved_state():
    # docs/saved-states.md: the LING_DRAW_CHECK record loads back as the same duel; a record
    # checking monsters, or lasting past the opponent's 3rd turn, is refused.
    duel = pos(spells=([DRAW_CHECK], []), turn=3)
    declare(duel, set_ids(duel, 0)[0], "Trap")
    pass_until(duel, "main")
    buf, rows = linger_rows(duel, O.LING_DRAW_CHECK)
    assert len(rows) == 1
    again = Duel.from_buffer(db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)
    for word, bad in ((L.LINGER_VALUE, L.TYPE_MONSTER), (L.LINGER_UNTIL_TURN, 3 + 6)):
        broken = buf.copy()
        broken[rows[0] + word] = bad
        with pytest.raises(StateError) as info:
            Duel.from_buffer(db(), W.encode(broken))
        assert info.value.section == "lingering"


def test_vampire_lords_declaration_is_described_as_kinds_of_card():
    # (Duel.describe) A declared kind of card is named as such, not as a monster Type.
    duel = pos(monsters=([VAMPIRE_LORD], []))
    to_battle(duel)
    duel.apply(attack(0, None))
    while duel.decision() != "option":
        duel.apply(A.ACT_PASS if duel.decision() == "response" else int(duel.legal_actions()[0]))
    assert [duel.describe(A.ACT_OPTION + k) for k in range(3)] == ["Declare Monster", "Declare Spell", "Declare Trap"]
