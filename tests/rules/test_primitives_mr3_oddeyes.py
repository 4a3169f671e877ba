"""The oddeyes helper's primitives (third round, issue 13; Odd-Eyes Pendulum Dragon,
docs/mr3-cards.md 5.4), each with a test-only Pendulum Monster card:

- a Pendulum Effect trigger (``pendulum_effect(trigger("end_phase", ...))``): it answers the End
  Phase from a Pendulum Zone only (M03, M06), in its controller's End Phase (E15); a monster
  trigger of a card in a Pendulum Zone does not (M03: no monster effects there);
- the "make that battle damage 0" answer (APPLY_ZERO_BATTLE_DAMAGE_CHOICE,
  ``zero_battle_damage_choice``): at damage calculation (F16.3) the player who would take battle
  damage (F23) from an attack involving their monster the applier covers is asked; yes: no
  battle damage (the destruction by battle stands, F20), once per turn (AH02); no: the damage
  is taken and the limit is not used.
"""
from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    Filter, card, continuous, draw, pendulum_effect, trigger, zero_battle_damage_choice,
)

from helpers import _synthetic_cards, attack, attack_settled, enter_battle, filler, settle_battle, vanilla
from pendulum_cards import EFFECT_PENDULUM, FLASH_KNIGHT, REAL, SYNTHETIC, TEST_SCRIPTS

DARK, SPELLCASTER = 0x20, 0x2
END_DRAWER = 99_200_001      # Pendulum Effect: optional, during your End Phase, draw 1
MONSTER_END_DRAWER = 99_200_002  # monster effect: optional, during your End Phase, draw 1
ZERO_SCALE = 99_200_003      # Pendulum Effect: once per turn, your Pendulum Monster's battle damage may be 0

OWN_PENDULUM_MONSTER = Filter(where=("monster_zone",), controller="self", kind=("monster", "pendulum"))
SCRIPTS = {
    END_DRAWER: card(END_DRAWER, "Test End Drawer",
                     pendulum_effect(trigger("end_phase", draw(1), of="self", optional=True))),
    MONSTER_END_DRAWER: card(MONSTER_END_DRAWER, "Test Monster End Drawer",
                             trigger("end_phase", draw(1), of="self", optional=True)),
    ZERO_SCALE: card(ZERO_SCALE, "Test Zero Scale",
                     pendulum_effect(continuous(zero_battle_damage_choice(OWN_PENDULUM_MONSTER))).once()),
}
INFOS = [CardInfo(code=code, alias=0, name=SCRIPTS[code].name, type=EFFECT_PENDULUM, level=4, attribute=DARK,
                  race=SPELLCASTER, atk=1200, defense=1000, left_scale=4, right_scale=4) for code in SCRIPTS]

_DB = None


def db():
    global _DB
    if _DB is None:
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + REAL + SYNTHETIC + INFOS,
                     scripts={**bundled_scripts(), **TEST_SCRIPTS, **SCRIPTS})
    return _DB


def position(**kw) -> Duel:
    kw.setdefault("decks", (filler(), filler()))
    kw.setdefault("auto_forced", False)
    return Duel.from_position(db(), **kw)


def to_end_phase(duel):
    """Play on, nobody acting, to the first yes/no question or the next turn's Main Phase 1;
    returns the number of yes/no questions met (each answered yes)."""
    turn = duel.turn()
    asked = 0
    for _ in range(40):
        d = duel.decision()
        if d == "yesno":
            return asked + 1
        if d == "main" and duel.turn() != turn:
            return asked
        duel.apply(A.ACT_TO_END if A.ACT_TO_END in duel.legal_actions() else A.ACT_PASS)
    raise AssertionError("the turn did not end")


# ---- A Pendulum Effect trigger (M03, M06, E15) -------------------------------------------------

def test_pendulum_trigger_answers_its_controllers_end_phase_from_a_pendulum_zone():
    # M06, E15: in a Pendulum Zone its End Phase trigger is offered; yes: it resolves (1 draw).
    duel = position(turn=1, pendulums=([END_DRAWER], []))
    hand = len(duel.hand(0))
    assert to_end_phase(duel) == 1 and duel.current_player() == 0
    duel.apply(A.ACT_YES)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert len(duel.hand(0)) == hand + 1


def test_pendulum_trigger_does_not_answer_from_a_monster_zone_nor_the_opponents_end_phase():
    # M03: in a Monster Zone the card uses its monster text only: its Pendulum trigger is not
    # offered; E15 "your End Phase": the opponent's End Phase does not offer it either.
    duel = position(turn=1, monsters=([(END_DRAWER, "attack")], []))
    assert to_end_phase(duel) == 0
    duel = position(turn=2, turn_player=1, pendulums=([END_DRAWER], []))
    assert to_end_phase(duel) == 0


def test_monster_trigger_does_not_answer_from_a_pendulum_zone():
    # M03: a card in a Pendulum Zone does not apply its monster effects: no End Phase trigger;
    # in a Monster Zone the same trigger is offered.
    duel = position(turn=1, pendulums=([MONSTER_END_DRAWER], []))
    assert to_end_phase(duel) == 0
    duel = position(turn=1, monsters=([(MONSTER_END_DRAWER, "attack")], []))
    assert to_end_phase(duel) == 1


# ---- The "make that battle damage 0" answer (F16.3, F23, AH02) ---------------------------------

def test_zero_answer_yes_makes_the_battle_damage_zero_and_the_destruction_stands():
    # F16.3, F23: the defending player's Pendulum Monster (Flash Knight 1800) is attacked by a
    # 2500: its controller, not the turn player, is asked; yes: no battle damage; F20: Flash
    # Knight is still destroyed by battle (M07: face-up to the Extra Deck).
    duel = position(turn=2, turn_player=1, pendulums=([ZERO_SCALE], []),
                    monsters=([(FLASH_KNIGHT, "attack")], [(vanilla(2500, 1000), "attack")]))
    enter_battle(duel)
    duel.apply(attack(0, 0))
    while duel.decision() != "yesno":
        duel.apply(A.ACT_PASS)
    assert duel.current_player() == 0
    duel.apply(A.ACT_YES)
    settle_battle(duel, A.ACT_NO)
    assert duel.lp(0) == 8000
    assert [duel.card_code(c) for c in duel.extra_faceup(0)] == [FLASH_KNIGHT]


def test_zero_answer_no_takes_the_damage_and_keeps_the_once_per_turn_use():
    # AH02: "no" does not use the once-per-turn limit: the next battle asks again; a "yes"
    # uses it: a third battle asks nothing. Three Flash Knights (1800) attack a 2500 ATK
    # monster in turn: 700 each, unless made 0.
    duel = position(pendulums=([ZERO_SCALE], []),
                    monsters=([(FLASH_KNIGHT, "attack")] * 3, [(vanilla(2500, 1000), "attack")]))
    enter_battle(duel)
    assert attack_settled(duel, 0, 0, A.ACT_NO) == 1
    assert duel.lp(0) == 8000 - 700
    assert attack_settled(duel, 1, 0, A.ACT_YES) == 1
    assert duel.lp(0) == 8000 - 700
    assert attack_settled(duel, 2, 0, A.ACT_YES) == 0
    assert duel.lp(0) == 8000 - 1400


def test_zero_answer_not_asked_without_damage_to_its_controller_nor_for_a_non_pendulum_battle():
    # "When you would take battle damage": your Pendulum Monster winning its battle (the
    # opponent takes 800) asks nothing; a Normal Monster's losing battle is not an attack
    # involving your Pendulum Monster: nothing asked, 700 taken.
    duel = position(pendulums=([ZERO_SCALE], []),
                    monsters=([(FLASH_KNIGHT, "attack"), (vanilla(1800, 100), "attack")],
                              [(vanilla(1000, 1000), "attack"), (vanilla(2500, 1000), "attack")]))
    enter_battle(duel)
    assert attack_settled(duel, 0, 0, A.ACT_YES) == 0
    assert duel.lp(1) == 8000 - 800
    assert attack_settled(duel, 1, 1, A.ACT_YES) == 0
    assert duel.lp(0) == 8000 - 700
