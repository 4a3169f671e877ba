"""Xyz Materials (rules-mr3.md L03, L04, L06) and Xyz/Pendulum Monsters (N01): one test per item,
each setting up a position, acting, and asserting the exact outcome."""
from ygo_core import CardDB
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from tests.helpers import _synthetic_cards, filler, keep_gy_order, pass_until, vanilla
from tests.mr3_cards import (
    GEM_KNIGHT_PEARL, RANK3_XYZ, REAL, SANGAN, SCRIPTS, SHEEP_TOKEN, SYNTHETIC, mr3_position,
)
from tests.rules.test_kl_extra_summons import extra, on_field, summon

L4 = vanilla(1700, 1000, 4)
L4B = vanilla(1500, 1200, 4)
L3 = vanilla(1000, 1000, 3)
COMPULSORY_EVACUATION_DEVICE = 94192409  # Trap: target 1 monster on the field; return it to the hand
SOLEMN_WARNING = 84749824                # Counter Trap: 2000 LP; negate a summon, destroy that monster
XYZ_PENDULUM_R4 = 98_001_204             # synthetic Rank 4 Normal Xyz/Pendulum Monster


def field(duel, card, word):
    return int(W.decode(duel.buffer)[W.card_word(card, word)])


def test_l03_xyz_materials_cannot_be_targeted():
    # The opponent answers the Xyz Summon with a Trap that targets "1 monster on the field": the
    # Xyz Monster is a legal target, its two materials (not cards on the field) are not.
    duel = mr3_position(monsters=([L4, L4B], []), extras=([GEM_KNIGHT_PEARL], []),
                        spells=([], [COMPULSORY_EVACUATION_DEVICE]))
    mats = summon(duel, GEM_KNIGHT_PEARL, [L4, L4B])
    pearl = on_field(duel, GEM_KNIGHT_PEARL)
    pass_until(duel, "main")
    assert sorted(duel.materials(pearl)) == sorted(mats)
    duel.apply(A.ACT_TO_END)
    while not (duel.decision() == "main" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    device = duel.spells(1)[0]["card"]
    duel.apply(A.ACT_ACTIVATE + device)
    assert duel.decision() == "target"
    assert sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions()) == [pearl]
    for m in mats:
        assert field(duel, m, L.CARD_LOCATION) == L.LOC_OVERLAY


def test_l06_a_token_is_never_offered_as_an_xyz_material():
    # Two Level 3 monsters and a Level 3 Token: the summon is legal, but only the two monsters are
    # material choices, never the Token (with one Level 3 monster and Tokens, no Xyz Summon at all
    # is the other half, test_kl_extra_summons.test_l06_p05_tc039_...).
    duel = mr3_position(monsters=([L3, SHEEP_TOKEN, L3], []), extras=([RANK3_XYZ], []))
    token = next(c for c in duel.card_ids(0, "monsters") if duel.card_code(c) == SHEEP_TOKEN)
    duel.apply(A.ACT_SUMMON + extra(duel, RANK3_XYZ))
    assert duel.decision() == "material"
    offered = [int(a) - A.ACT_SELECT for a in duel.legal_actions()]
    assert token not in offered
    assert sorted(duel.card_code(c) for c in offered) == [L3, L3]
    first = offered[0]
    duel.apply(A.ACT_SELECT + first)
    assert duel.decision() == "material"
    assert [int(a) - A.ACT_SELECT for a in duel.legal_actions()] == [c for c in offered if c != first]


def test_l04_materials_attached_before_placing_and_a_negated_summon_sends_them_not_from_the_field():
    # Sangan as a material of a Rank 3 Xyz Summon negated by Solemn Warning: in the summon-negation
    # window the materials are already attached (LOC_OVERLAY) to the Xyz Monster being placed;
    # negated, they go to the GY with it, and that is not leaving the field: Sangan's "if this card
    # is sent from the field to the GY" does not activate (no search, hand unchanged).
    duel = mr3_position(monsters=([L3, SANGAN], []), extras=([RANK3_XYZ], []),
                        spells=([], [SOLEMN_WARNING]), decks=([L4] * 5, [L4] * 5))
    hand = len(duel.hand(0))
    mats = summon(duel, RANK3_XYZ, [L3, SANGAN])
    assert (duel.decision(), duel.current_player()) == ("response", 1)
    xyz = next(c for c in range(L.CAP_CARDS) if duel.card_code(c) == RANK3_XYZ)
    assert W.decode(duel.buffer)[L.HDR_SUMMONING] == xyz + 1
    for m in mats:
        assert field(duel, m, L.CARD_LOCATION) == L.LOC_OVERLAY
        assert field(duel, m, L.CARD_EQUIPPED_TO) == xyz
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    assert duel.lp(1) == 6000
    while duel.decision() != "main":
        keep_gy_order(duel)
        if duel.decision() == "main":
            break
        assert duel.decision() == "response", duel.decision()  # never Sangan's search
        duel.apply(A.ACT_PASS)
    assert duel.card_ids(0, "monsters") == []
    assert sorted(duel.graveyard(0)) == sorted([RANK3_XYZ, L3, SANGAN])
    assert len(duel.hand(0)) == hand


def xyz_pendulum_position(**kw) -> Duel:
    # The MR3 pool plus one Xyz/Pendulum Monster (Rank 4, stored in the `level` field like every
    # Xyz Monster's Rank; Scales 1/1 are irrelevant here).
    info = CardInfo(code=XYZ_PENDULUM_R4, alias=0, name="Test Xyz/Pendulum",
                    type=L.TYPE_MONSTER | L.TYPE_NORMAL | L.TYPE_XYZ | L.TYPE_PENDULUM,
                    level=4, attribute=0x1, race=0x1, atk=2000, defense=2000)
    db = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC + [info],
                scripts={**bundled_scripts(), **SCRIPTS})
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db, **kw)


def test_n01_an_xyz_pendulum_monster_starts_face_down_in_the_extra_deck_and_has_a_rank():
    # Face-down in the Extra Deck (not among the public face-up Pendulum Monsters, so no Pendulum
    # Summon of it); its Rank 4 is what two Level 4 monsters are overlaid for.
    duel = xyz_pendulum_position(monsters=([L4, L4B], []), extras=([XYZ_PENDULUM_R4], []))
    card = extra(duel, XYZ_PENDULUM_R4)
    assert duel.card_ids(0, "extra") == [card]
    assert duel.extra_faceup(0) == []
    assert not field(duel, card, L.CARD_FLAGS) & L.CF_FACEUP_EXTRA
    mats = summon(duel, XYZ_PENDULUM_R4, [L4, L4B])
    pass_until(duel, "main")
    xyz = on_field(duel, XYZ_PENDULUM_R4)
    assert xyz == card and sorted(duel.materials(xyz)) == sorted(mats)
    assert field(duel, xyz, L.CARD_SUMMON_KIND) == L.SUMMON_XYZ


def test_n01_an_xyz_pendulum_monster_has_no_level():
    # No Level: a Rank 4 Xyz/Pendulum Monster on the field is no Level 4 Xyz material for another
    # Rank 4 Xyz Monster (with a Level 4 monster beside it, no Gem-Knight Pearl).
    duel = xyz_pendulum_position(monsters=([L4, L4B, vanilla(1200, 1000, 4)], []),
                                 extras=([XYZ_PENDULUM_R4, GEM_KNIGHT_PEARL], []))
    summon(duel, XYZ_PENDULUM_R4, [L4, L4B])
    pass_until(duel, "main")
    assert A.ACT_SUMMON + extra(duel, GEM_KNIGHT_PEARL) not in duel.legal_actions()
