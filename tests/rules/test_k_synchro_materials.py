"""Synchro material rules (rules-mr3.md K) that the synchro family's cards touch: material
triggers only for a Synchro Summon that succeeded (K04), named Tuners and the other materials'
requirements (K03), material rules that are not effects (K07), alternative material Levels and
changed Levels in the Level sum (K01), "Synchro Summon X only once per turn". Cards from
docs/mr3-cards.md 4.1, 4.4 (MR3 synchro family)."""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from tests.helpers import keep_gy_order, settle
from tests.mr3_cards import FLAMVELL_GUARD, SOLEMN_JUDGMENT, SYNCHRO_L4, TUNER_L2, TUNER_L3_DARK
from tests.cards.test_mr3_synchro import (
    ACCEL, FLEUR, GENERIC_L7, JET_SYNCHRON, JET_WARRIOR, JUNK_SYNCHRON, JUNK_WARRIOR, L1, L2, L3, L4,
    NAMED_L7, QUICKDRAW, STARDUST, TUNINGWARE, can_synchro, codes, extra, on_field, pick, pos, synchro,
)


def test_k04_material_trigger_answers_from_the_gy_after_a_successful_synchro_summon():
    # Tuningware's draw (mandatory) is on the chain once the Synchro Monster is on the field.
    duel = pos(monsters=([TUNER_L2, TUNINGWARE], []), extras=([SYNCHRO_L4], []), decks=([L3, L4], [L4]))
    synchro(duel, SYNCHRO_L4, [TUNER_L2, TUNINGWARE])
    assert [m["code"] for m in duel.monsters(0) if m] == [SYNCHRO_L4]
    assert settle(duel) == "main"
    assert codes(duel, 0, "hand") == [L3]


def test_k04_tc037_no_material_trigger_when_the_synchro_summon_is_negated():
    # The materials stay in the GY but are no Synchro Materials: Tuningware does not draw.
    duel = pos(monsters=([TUNER_L2, TUNINGWARE], []), extras=([SYNCHRO_L4], []), decks=([L3, L4], [L4]),
               spells=([], [SOLEMN_JUDGMENT]))
    synchro(duel, SYNCHRO_L4, [TUNER_L2, TUNINGWARE])
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    while duel.decision() != "main":
        keep_gy_order(duel)
        if duel.decision() == "main":
            break
        duel.apply(A.ACT_PASS if A.ACT_PASS in duel.legal_actions() else int(duel.legal_actions()[0]))
    assert SYNCHRO_L4 in codes(duel, 0, "gy") and TUNINGWARE in codes(duel, 0, "gy")
    assert codes(duel, 0, "hand") == []
    assert len(duel.deck(0)) == 2


def test_k04_a_material_trigger_is_optional_when_the_card_says_you_can():
    duel = pos(monsters=([FLEUR, L2], []), extras=([SYNCHRO_L4], []), hands=([L1], []))
    synchro(duel, SYNCHRO_L4, [FLEUR, L2])
    assert settle(duel, yes=False) == "main"
    assert codes(duel, 0, "hand") == [L1]


def test_k03_a_named_tuner_is_required_and_other_tuners_are_not_offered():
    # Junk Warrior: "Junk Synchron" + 1 or more non-Tuners. With both Tuners on the field, only
    # Junk Synchron is offered as its Tuner.
    duel = pos(monsters=([JUNK_SYNCHRON, TUNER_L2, L2], []), extras=([JUNK_WARRIOR], []))
    duel.apply(A.ACT_SUMMON + extra(duel, JUNK_WARRIOR))
    assert sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()) == sorted([JUNK_SYNCHRON, L2])
    duel = pos(monsters=([JET_SYNCHRON, L4], []), extras=([JUNK_WARRIOR, JET_WARRIOR], []))
    assert can_synchro(duel, JET_WARRIOR) and not can_synchro(duel, JUNK_WARRIOR)


def test_k03_synchro_only_materials():
    # Stardust Warrior: 1 Tuner Synchro Monster + 1 or more non-Tuner Synchro Monsters.
    duel = pos(monsters=([ACCEL, JUNK_WARRIOR], []), extras=([STARDUST], []))
    assert can_synchro(duel, STARDUST)
    synchro(duel, STARDUST, [ACCEL, JUNK_WARRIOR])
    assert settle(duel) == "main"
    assert [m["code"] for m in duel.monsters(0) if m] == [STARDUST]
    duel = pos(monsters=([ACCEL, L4, FLAMVELL_GUARD], []), extras=([STARDUST], []))
    assert not can_synchro(duel, STARDUST)


def test_k07_a_substitute_tuner_stands_in_only_for_a_named_tuner():
    # Quickdraw Synchron (rule text, not an effect): the Tuner of a Synchro naming a "Synchron"
    # Tuner, never a material for one that names none (not even as a non-Tuner).
    duel = pos(monsters=([QUICKDRAW, L2], []), extras=([NAMED_L7, GENERIC_L7], []))
    assert can_synchro(duel, NAMED_L7) and not can_synchro(duel, GENERIC_L7)
    duel = pos(monsters=([QUICKDRAW, FLAMVELL_GUARD, L1], []), extras=([GENERIC_L7], []))
    assert not can_synchro(duel, GENERIC_L7)


def test_k01_an_alternative_material_level_is_the_summoners_choice():
    # Tuningware as 1 or 2: a Level 2 Tuner + Tuningware = 4 (as 2); a Level 3 Tuner + it = 4 (as 1).
    duel = pos(monsters=([TUNER_L2, TUNINGWARE], []), extras=([SYNCHRO_L4], []))
    assert can_synchro(duel, SYNCHRO_L4)
    duel = pos(monsters=([TUNER_L3_DARK, TUNINGWARE], []), extras=([SYNCHRO_L4], []))
    assert can_synchro(duel, SYNCHRO_L4)


def test_k01_a_changed_level_counts_in_the_level_sum():
    # Accel Synchron lowered by 3 (Junk Synchron sent from the Deck) is Level 2: 2 + 2 = 4.
    duel = pos(monsters=([ACCEL, L2], []), extras=([SYNCHRO_L4], []), decks=([JUNK_SYNCHRON, L3], [L4]))
    assert not can_synchro(duel, SYNCHRO_L4)
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    duel.apply(A.ACT_OPTION + 1)
    duel.apply(pick(duel, JUNK_SYNCHRON))
    assert settle(duel) == "main"
    assert can_synchro(duel, SYNCHRO_L4)
    accel = on_field(duel, ACCEL)
    synchro(duel, SYNCHRO_L4, [ACCEL, L2])
    assert settle(duel) == "main"
    # In the GY the change is gone with its stint (its record lapses at the end of the turn).
    assert int(W.decode(duel.buffer)[W.card_word(accel, L.CARD_LOCATION)]) == L.LOC_GY


def test_synchro_summon_of_a_name_only_once_per_turn():
    # Accel Synchron: "You can only Synchro Summon Accel Synchron once per turn".
    duel = pos(monsters=([TUNER_L2, L3, FLAMVELL_GUARD, L4], []), extras=([ACCEL, ACCEL], []))
    synchro(duel, ACCEL, [TUNER_L2, L3])
    assert settle(duel) == "main"
    assert not any(A.ACT_SUMMON + c in duel.legal_actions() for c in duel.card_ids(0, "extra"))


def test_synchro_summon_by_an_effect_opens_no_summon_negation_window():
    # Accel Synchron (2): the Synchro Summon happens during the resolution (K01, K02 with the
    # effect's card as a material); H17's window is not opened mid-chain, so the opponent's
    # Solemn Judgment has no chance; the monster is properly Synchro Summoned (H09).
    duel = pos(turn_player=1, monsters=([ACCEL, L2], []), extras=([GENERIC_L7], []),
               spells=([], [SOLEMN_JUDGMENT]))
    duel.apply(A.ACT_TO_BATTLE)
    accel = on_field(duel, ACCEL)
    duel.apply(A.ACT_ACTIVATE + accel)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    duel.apply(pick(duel, GENERIC_L7))
    duel.apply(pick(duel, L2))
    duel.apply(A.ACT_ATTACK_POSITION)
    assert duel.decision() != "response" or duel.current_player() != 1 or \
        A.ACT_ACTIVATE + duel.spells(1)[0]["card"] not in duel.legal_actions()
    settle(duel)
    g7 = on_field(duel, GENERIC_L7)
    assert int(W.decode(duel.buffer)[W.card_word(g7, L.CARD_SUMMON_KIND)]) == L.SUMMON_SYNCHRO
    assert duel.spells(1)[0]["code"] == SOLEMN_JUDGMENT  # still Set


def test_a_synchro_summon_by_an_effect_has_its_triggers_after_the_chain():
    # The player lowers Accel Synchron to Level 4 in their turn (Turbo Synchron, Level 1, sent
    # from the Deck); in the opponent's Main Phase its Quick effect Synchro Summons the Level 5
    # "if Synchro Summoned: draw 1" test monster with a Level 1; that trigger activates once the
    # chain has resolved (the summon is a proper Synchro Summon, H09).
    from tests.mr3_cards import DRAW_SYNCHRO
    from tests.cards.test_mr3_synchro import TURBO_SYNCHRON, in_hand
    duel = pos(monsters=([ACCEL, L1], []), extras=([DRAW_SYNCHRO], []),
               decks=([TURBO_SYNCHRON, L3, L4, L4], [L4, L4, L4]))
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    duel.apply(A.ACT_OPTION + 1)
    duel.apply(pick(duel, TURBO_SYNCHRON))
    assert settle(duel) == "main"
    duel.apply(A.ACT_TO_END)
    while not (duel.current_player() == 1 and duel.decision() == "main"):
        if settle(duel) == "main" and duel.current_player() == 1:
            break
        duel.apply(int(duel.legal_actions()[0]))
    hand_before = len(duel.card_ids(0, "hand"))
    duel.apply(A.ACT_TO_BATTLE)
    assert duel.decision() == "response" and duel.current_player() == 0
    duel.apply(A.ACT_ACTIVATE + on_field(duel, ACCEL))
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    duel.apply(pick(duel, DRAW_SYNCHRO))
    duel.apply(pick(duel, L1))
    duel.apply(A.ACT_ATTACK_POSITION)
    settle(duel)
    assert [m["code"] for m in duel.monsters(0) if m] == [DRAW_SYNCHRO]
    assert len(duel.card_ids(0, "hand")) == hand_before + 1
