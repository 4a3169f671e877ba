"""The Main Phase listing (E05, G01-G02, G07, O02-O03, O07-O09): one walk over the hand and one
over the Monster Zones, each kind of action kept ascending by card id whatever the order of the
hand pile or of the zones, and the room for a summon (free zone, Tributes) read once for all
the monsters that need as many Tributes."""
from ygo_core import actions as A

from helpers import position, vanilla

L4 = vanilla(1000, 1000, level=4)
L5 = vanilla(2000, 1000, level=5)
L6 = vanilla(2200, 1000, level=6)
L8 = vanilla(3000, 1000, level=8)


def test_e05_main_phase_actions_ascend_by_kind_and_card():
    # The set Monster's zone comes before the face-up ones' but its id is the lowest.
    duel = position(turn=3, hands=([L6, L4, L5, L8], []), monsters=(
        [{"code": L4, "position": "set", "zone": 3}, (L4, "attack"), (L4, "defense")], []))
    duel.apply(A.ACT_TO_END)
    duel.apply(A.ACT_TO_END)  # back to player 0, who draws a card of a lower id than their hand's
    hand = duel.card_ids(0, "hand")
    assert hand[-1] < min(hand[:-1])
    face_down = duel.monsters(0)[3]["card"]
    face_up = sorted(duel.monsters(0)[z]["card"] for z in (1, 2))
    # G07: three monsters to Tribute, so even the Level 8 can be summoned; O02-O03, O07.
    assert list(duel.legal_actions()) == (
        [A.ACT_TO_BATTLE, A.ACT_TO_END]
        + [A.ACT_SUMMON + c for c in sorted(hand)]
        + [A.ACT_SET + c for c in sorted(hand)]
        + [A.ACT_FLIP_SUMMON + face_down]
        + [A.ACT_CHANGE_POSITION + c for c in face_up])


def test_g07_the_tributes_one_monster_offers_serve_every_level_5_and_6():
    duel = position(hands=([L6, L8, L5, L4], []), monsters=([L4], []))
    hand = dict(zip([L6, L8, L5, L4], duel.card_ids(0, "hand")))
    summons = [a - A.ACT_SUMMON for a in duel.legal_actions() if A.ACT_SUMMON <= a < A.ACT_SET]
    sets = [a - A.ACT_SET for a in duel.legal_actions() if A.ACT_SET <= a < A.ACT_FLIP_SUMMON]
    assert summons == sets == sorted([hand[L6], hand[L5], hand[L4]])
