"""AC02 (p.144): if the effects of a monster that equipped cards to itself through its own effect
are negated, those Equip Cards are destroyed (Inzektor Hornet under Skill Drain). Thousand-Eyes
Restrict and Relinquished are such monsters. The TCG ruling of the following years agrees
("If Relinquished's effects become negated, the equipped monster is sent to the GY, and its ATK
becomes 0": edisonformat.net's revised rulings, 2010); no ruling of 2005 says otherwise, so the
`goat` preset plays it the same (no era switch). An Equip Card equipped by another card's
effect stays (AC03, R11)."""
import pytest

from ygo_core import actions as A

from helpers import card_in_hand, monster_card, pass_until, position, vanilla

THOUSAND_EYES_RESTRICT = 63519819
RELINQUISHED = 64631466
SKILL_DRAIN = 82732705
PREMATURE_BURIAL = 70828912
BIG = vanilla(1800, 1200)


def absorb(duel, absorber, target):
    duel.apply(A.ACT_ACTIVATE + absorber)
    duel.apply(A.ACT_SELECT + target)
    pass_until(duel, "main")


def activate_set(duel, player, code):
    card = next(s["card"] for s in duel.spells(player) if s and s["code"] == code)
    duel.apply(A.ACT_ACTIVATE + card)
    pass_until(duel, "main")


@pytest.mark.parametrize("rules", ["mr3", "goat"])
@pytest.mark.parametrize("absorber", [THOUSAND_EYES_RESTRICT, RELINQUISHED])
def test_ac02_the_absorbed_monster_is_destroyed_when_its_absorber_is_negated(rules, absorber):
    duel = position(rules=rules, monsters=([absorber], [BIG]), spells=([SKILL_DRAIN], []))
    absorb(duel, monster_card(duel, 0, 0), monster_card(duel, 1, 0))
    assert [s["code"] for s in duel.spells(0) if s] == [SKILL_DRAIN, BIG] and duel.monsters(0)[0]["atk"] == 1800
    activate_set(duel, 0, SKILL_DRAIN)
    assert [s["code"] for s in duel.spells(0) if s] == [SKILL_DRAIN]
    assert duel.graveyard(1) == [BIG] and duel.graveyard(0) == []
    assert duel.monsters(0)[0]["code"] == absorber and duel.monsters(0)[0]["atk"] == 0
    assert duel.lp(0) == 8000 - 1000


@pytest.mark.parametrize("rules", ["mr3", "goat"])
def test_ac02_an_equip_of_another_cards_effect_stays_on_a_negated_monster(rules):
    # Premature Burial equipped itself (its own effect, not the monster's): Skill Drain negating
    # the monster leaves it equipped.
    duel = position(rules=rules, hands=([PREMATURE_BURIAL], []), graveyards=([BIG], []),
                    spells=([SKILL_DRAIN], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, PREMATURE_BURIAL))
    duel.apply(A.ACT_SELECT + duel.card_ids(0, "gy")[0])
    pass_until(duel, "main")
    activate_set(duel, 0, SKILL_DRAIN)
    assert [m["code"] for m in duel.monsters(0) if m] == [BIG]
    assert sorted(s["code"] for s in duel.spells(0) if s) == sorted([PREMATURE_BURIAL, SKILL_DRAIN])
