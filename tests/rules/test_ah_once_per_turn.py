"""Section AH: text that is not an effect, and once-per-turn usage (rules-mr3.md AH01, AH03, AH04,
AH08): a material designation under Skill Drain, a negated activation that still uses a
monster's limit, a negated card activation that leaves the card's limit unused, and two
separately limited effects of one card."""
from ygo_core import Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import Filter, card, synchro_materials

from helpers import attack_settled, card_in_hand, enter_battle, filler, offered, pass_until, pick, set_ids, vanilla
from tests.mr3_cards import mr3_db_with, mr3_position
from tests.pendulum_cards import FLASH_KNIGHT, SCALE_1, pendulum_db

SKILL_DRAIN = 82732705
QUICKDRAW = 20932152       # Level 5 Tuner: may stand in for a "Synchron" Tuner a Synchro names, else no material
JUNK_SYNCHRON = 63977008
JET_SYNCHRON = 9742784     # GY Ignition, once per turn: send 1 card from the hand; Special Summon this card
SOLEMN_WARNING = 84749824  # Counter Trap (2000 LP): negates a summon, or an activation that would Special Summon
SOLEMN_JUDGMENT = 41420027  # Counter Trap (half the LP): negates a summon or a Spell/Trap activation
SACRED_SWORD = 45725480    # Normal Spell, only 1 per turn: banish a Level 7 monster; draw 2
METAPHYS = 89189982        # Level 7 Normal Monster
ODD_EYES = 16178681        # Odd-Eyes Pendulum Dragon: two Pendulum Effects, each once per turn
L2 = vanilla(500, 500, 2)
M = vanilla(1000, 1000)

# Test Synchro Monsters of Level 7: one whose materials name "Junk Synchron" (Quickdraw Synchron
# may stand in for it), one with generic materials (Quickdraw Synchron is no material for it).
NAMED_L7 = 98_003_007
GENERIC_L7 = 98_003_107
SYNCHROS = [
    CardInfo(code=NAMED_L7, alias=0, name="Test Junk Synchro L7", type=L.TYPE_MONSTER | L.TYPE_EFFECT | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x1, atk=2500, defense=2000),
    CardInfo(code=GENERIC_L7, alias=0, name="Test Synchro L7", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=7, attribute=0x20, race=0x1, atk=2400, defense=2000),
]
SYNCHRO_SCRIPTS = {
    NAMED_L7: card(NAMED_L7, "Test Junk Synchro L7", synchro_materials(tuner=Filter(codes=(JUNK_SYNCHRON,)))),
}


def can_synchro(duel, code):
    extra = next(c for c in duel.card_ids(0, "extra") if duel.card_code(c) == code)
    return A.ACT_SUMMON + extra in duel.legal_actions()


def test_ah01_a_material_designation_applies_under_skill_drain():
    """AH01: Quickdraw Synchron's "substitute for a Synchron Tuner, and no material otherwise" is
    a material designation, not an effect: with its effects negated by Skill Drain it still
    stands in for Junk Synchron, and still is no material for a generic Synchro Monster."""
    duel = mr3_position(mr3_db_with(SYNCHROS, SYNCHRO_SCRIPTS), monsters=([QUICKDRAW, L2], []),
                        spells=([], [(SKILL_DRAIN, "faceup")]), extras=([NAMED_L7, GENERIC_L7], []),
                        allow_unimplemented=True)
    assert can_synchro(duel, NAMED_L7)
    assert not can_synchro(duel, GENERIC_L7)


def test_ah03_a_negated_activation_uses_up_a_monsters_once_per_turn():
    """AH03: Jet Synchron's GY effect (once per turn by name) is negated by Solemn Warning: the
    use counts, so neither copy in the GY may activate it again this turn."""
    duel = mr3_position(hands=([M, M], []), graveyards=([JET_SYNCHRON, JET_SYNCHRON], []),
                        spells=([], [SOLEMN_WARNING]))
    jets = duel.card_ids(0, "gy")
    duel.apply(A.ACT_ACTIVATE + jets[0])
    duel.apply(pick(duel, M))  # the cost: a card from the hand to the GY
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.lp(1) == 8000 - 2000 and duel.card_ids(0, "monsters") == []
    assert duel.card_code(jets[0]) == JET_SYNCHRON and jets[0] in duel.card_ids(0, "gy")
    assert all(A.ACT_ACTIVATE + jet not in duel.legal_actions() for jet in jets)


def test_ah04_a_negated_card_activation_does_not_use_its_one_per_turn():
    """AH04: "you can only activate 1 Sacred Sword of Seven Stars per turn": the first one's
    activation negated (Solemn Judgment), another copy may be activated that turn."""
    duel = mr3_position(hands=([SACRED_SWORD, SACRED_SWORD, METAPHYS, METAPHYS], []), spells=([], [SOLEMN_JUDGMENT]),
                        decks=([M] * 6, [M]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    duel.apply(pick(duel, METAPHYS))
    duel.apply(A.ACT_ACTIVATE + set_ids(duel, 1)[0])
    pass_until(duel, "main")
    assert duel.graveyard(0) == [SACRED_SWORD] and sorted(duel.hand(0)) == sorted([SACRED_SWORD, METAPHYS])
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, SACRED_SWORD))
    duel.apply(pick(duel, METAPHYS))
    pass_until(duel, "main")
    assert len(duel.hand(0)) == 2 and duel.graveyard(0) == [SACRED_SWORD, SACRED_SWORD]


def test_ah08_a_once_per_turn_effect_limits_only_itself():
    """AH08: Odd-Eyes Pendulum Dragon's first Pendulum Effect (battle damage to 0, once per turn)
    used in the Battle Phase leaves its second (End Phase search, once per turn) usable the same
    turn."""
    duel = Duel.from_position(pendulum_db(), pendulums=([ODD_EYES], []),
                              monsters=([FLASH_KNIGHT], [vanilla(2500, 1000)]),
                              decks=([SCALE_1] + filler(), filler()), auto_forced=False)
    enter_battle(duel)
    assert attack_settled(duel, 0, 0, A.ACT_YES) == 1
    assert duel.lp(0) == 8000
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "yesno")  # the End Phase effect, optional
    duel.apply(A.ACT_YES)
    pass_until(duel, "choose")
    assert offered(duel) == [SCALE_1]
