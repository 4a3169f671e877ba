"""Proper summons of the main Deck's Special Summon monsters (H07-H10, p.56, p.67): a monster
that cannot be Normal Summoned and must first be Special Summoned by its own procedure (a
"Nomi": Black Luster Soldier - Envoy of the Beginning, Chaos Sorcerer), and every Ritual
Monster (Relinquished), may be Special Summoned from the GY by other effects (Monster Reborn,
Premature Burial, Call of the Haunted) only once it was properly summoned (H09); the status
is kept in the GY and lost in the hand or the Deck (H10). The same held in 2005: the `goat`
preset plays it too (Chaos decks discard these monsters every game). The Extra Deck's side of
H09 is tested in test_kl_extra_summons.py."""
import numpy as np
import pytest

from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.state_check import StateError

from helpers import card_in_hand, monster_card, pass_until, position, test_db, vanilla

BLS = 72989439
CHAOS_SORCERER = 9596126
RELINQUISHED = 64631466
BLACK_ILLUSION_RITUAL = 41426869
COLLAPSERPENT = 61901281      # MR3: "cannot be Normal Summoned/Set", by banishing a LIGHT monster
MONSTER_REBORN = 83764718
PREMATURE_BURIAL = 70828912
CALL_OF_THE_HAUNTED = 97077563
GRACEFUL_CHARITY = 79571449
ABYSS_SOLDIER = 18318842      # WATER; discard a WATER monster: a card on the field to the hand
DARK_HOLE = 53129443
MST = 5318639
THOUSAND_EYES_RESTRICT = 63519819
MAGICIAN_OF_FAITH = 31560081  # LIGHT
SANGAN = 26202165             # DARK
M = vanilla(1000, 1000)
L1 = vanilla(100, 100, level=1)
REVIVERS = [MONSTER_REBORN, PREMATURE_BURIAL, CALL_OF_THE_HAUNTED]


def revival_targets(duel, reviver):
    """The passcodes Monster Reborn, Premature Burial or Call of the Haunted may target now
    (its activation started, then taken back on a copy)."""
    trial = duel.clone()
    ids = [c for c in trial.card_ids(0, "hand") if trial.card_code(c) == reviver]
    ids = ids or [s["card"] for s in trial.spells(0) if s and s["code"] == reviver]
    if A.ACT_ACTIVATE + ids[0] not in trial.legal_actions():
        return []
    trial.apply(A.ACT_ACTIVATE + ids[0])
    return sorted(trial.card_code(int(a) - A.ACT_SELECT) for a in trial.legal_actions() if int(a) >= A.ACT_SELECT)


def reviving(reviver, gy, rules="goat", **kw):
    hand = [reviver] if reviver != CALL_OF_THE_HAUNTED else []
    spells = [CALL_OF_THE_HAUNTED] if reviver == CALL_OF_THE_HAUNTED else []
    extra_hand = kw.pop("hand", [])
    return position(rules=rules, hands=(hand + extra_hand, []), spells=(spells, []),
                    graveyards=(list(gy), []), **kw)


def summon_by_banishing(duel, code):
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, code))
    for banished in (MAGICIAN_OF_FAITH, SANGAN):
        duel.apply(A.ACT_SELECT + next(c for c in duel.card_ids(0, "gy") if duel.card_code(c) == banished))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")


def destroy_all_monsters(duel):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    pass_until(duel, "main")


@pytest.mark.parametrize("reviver", REVIVERS)
@pytest.mark.parametrize("nomi", [BLS, CHAOS_SORCERER])
def test_h09_a_nomi_never_summoned_cannot_be_revived(nomi, reviver):
    duel = reviving(reviver, [nomi, M])
    assert revival_targets(duel, reviver) == [M]


@pytest.mark.parametrize("reviver", REVIVERS)
def test_h09_a_nomi_summoned_by_its_procedure_then_destroyed_can_be_revived(reviver):
    duel = reviving(reviver, [MAGICIAN_OF_FAITH, SANGAN], hand=[BLS, DARK_HOLE])
    summon_by_banishing(duel, BLS)
    destroy_all_monsters(duel)
    assert duel.graveyard(0) == [BLS, DARK_HOLE]
    assert revival_targets(duel, reviver) == [BLS]


def test_h09_monster_reborn_revives_a_properly_summoned_chaos_sorcerer():
    duel = reviving(MONSTER_REBORN, [MAGICIAN_OF_FAITH, SANGAN], hand=[CHAOS_SORCERER, DARK_HOLE])
    summon_by_banishing(duel, CHAOS_SORCERER)
    destroy_all_monsters(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_until(duel, "position")
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    assert [m["code"] for m in duel.monsters(0) if m] == [CHAOS_SORCERER]


def test_h09_a_nomi_discarded_for_graceful_charity_cannot_be_revived():
    # Chaos decks' daily case: the monster goes from the hand to the GY, never summoned.
    duel = reviving(MONSTER_REBORN, [], hand=[GRACEFUL_CHARITY, BLS, CHAOS_SORCERER])
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GRACEFUL_CHARITY))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, BLS))
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, CHAOS_SORCERER))
    pass_until(duel, "main")
    assert sorted(duel.graveyard(0)) == sorted([GRACEFUL_CHARITY, BLS, CHAOS_SORCERER])
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MONSTER_REBORN) not in duel.legal_actions()


def test_h10_the_proper_status_is_lost_in_the_hand():
    # BLS properly summoned, returned to the hand (Abyss Soldier), then discarded: not revived.
    duel = reviving(MONSTER_REBORN, [MAGICIAN_OF_FAITH, SANGAN], hand=[BLS, ABYSS_SOLDIER, GRACEFUL_CHARITY],
                    monsters=([ABYSS_SOLDIER], []))
    summon_by_banishing(duel, BLS)
    bls = monster_card(duel, 0, 1)
    assert duel.card_code(bls) == BLS
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    pass_until(duel, "cost")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, ABYSS_SOLDIER))
    duel.apply(A.ACT_SELECT + bls)
    pass_until(duel, "main")
    assert bls in duel.card_ids(0, "hand")
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, GRACEFUL_CHARITY))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + bls)
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, vanilla(100, 100)))  # a card drawn from the filler Deck
    pass_until(duel, "main")
    assert BLS in duel.graveyard(0)
    assert BLS not in revival_targets(duel, MONSTER_REBORN)


def test_h10_the_proper_status_stays_while_absorbed_as_an_equip_card():
    # H10 loses it only in the Deck, the hand or another hidden place: a properly summoned Black
    # Luster Soldier absorbed face-up by Thousand-Eyes Restrict, then destroyed, can be revived.
    duel = position(rules="goat", turn=3, turn_player=1, hands=([MONSTER_REBORN, MST], [BLS]),
                    graveyards=([], [MAGICIAN_OF_FAITH, SANGAN]), monsters=([THOUSAND_EYES_RESTRICT], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 1, BLS))
    for banished in duel.card_ids(1, "gy"):
        duel.apply(A.ACT_SELECT + banished)
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    pass_until(duel, "main")
    absorbed = next(s["card"] for s in duel.spells(0) if s)
    assert duel.card_code(absorbed) == BLS
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MST))
    duel.apply(A.ACT_SELECT + absorbed)
    pass_until(duel, "main")
    assert duel.graveyard(1) == [BLS]
    assert revival_targets(duel, MONSTER_REBORN) == [BLS]


def test_h09_a_ritual_monster_never_ritual_summoned_cannot_be_revived():
    duel = reviving(MONSTER_REBORN, [RELINQUISHED, M])
    assert revival_targets(duel, MONSTER_REBORN) == [M]


def test_h09_a_ritual_monster_ritual_summoned_then_destroyed_can_be_revived():
    duel = reviving(MONSTER_REBORN, [], hand=[BLACK_ILLUSION_RITUAL, RELINQUISHED, DARK_HOLE],
                    monsters=([L1], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BLACK_ILLUSION_RITUAL))
    pass_until(duel, "choose")
    duel.apply(A.ACT_SELECT + card_in_hand(duel, 0, RELINQUISHED))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 0))
    duel.apply(A.ACT_ATTACK_POSITION)
    pass_until(duel, "main")
    destroy_all_monsters(duel)
    assert RELINQUISHED in duel.graveyard(0)
    assert revival_targets(duel, MONSTER_REBORN) == sorted([L1, RELINQUISHED])


def test_h09_mr3_a_nomi_never_summoned_cannot_be_revived():
    duel = reviving(MONSTER_REBORN, [COLLAPSERPENT, M], rules="mr3")
    assert revival_targets(duel, MONSTER_REBORN) == [M]


# ---- the saved-state check (docs/saved-states.md) -------------------------------------------

def _row(card):
    return W.CARD_BASE + card * W.CARD_WIDTH


def test_h09_a_saved_state_with_a_properly_summoned_nomi_in_the_gy_loads_back():
    duel = reviving(MONSTER_REBORN, [MAGICIAN_OF_FAITH, SANGAN], hand=[BLS, DARK_HOLE])
    summon_by_banishing(duel, BLS)
    destroy_all_monsters(duel)
    bls = duel.card_ids(0, "gy")[0]
    buf = W.decode(duel.buffer)
    assert buf[_row(bls) + L.CARD_FLAGS] == L.CF_PROPER
    again = Duel.from_buffer(test_db(), duel.buffer)
    assert bytes(again.buffer) == bytes(duel.buffer)


@pytest.mark.parametrize("where", ["gy", "hand"])
def test_h09_h10_the_proper_status_where_it_cannot_be_is_refused(where):
    # CF_PROPER on a monster that needs no proper summon (a Normal Monster in the GY), and on a
    # Nomi in the hand (H10: lost there), are states the engine never writes.
    duel = position(rules="goat", hands=([BLS], []), graveyards=([M], []))
    card = duel.card_ids(0, where)[0]
    buf = np.array(W.decode(duel.buffer))
    buf[_row(card) + L.CARD_FLAGS] |= L.CF_PROPER
    with pytest.raises(StateError) as info:
        Duel.from_buffer(test_db(), W.encode(buf))
    assert info.value.section == "card" and "CARD_FLAGS" in info.value.word
