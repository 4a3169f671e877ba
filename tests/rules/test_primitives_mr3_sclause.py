"""Third-round synchro primitives (issue 13, helper sclause), on test cards apart from the three
cards that use them (Stardust Warrior (3), Synchron Carrier (2), Starlight Junktion (2)):

* a Special Summon from the Extra Deck "treated as a Synchro Summon"
  (:func:`summon_from_extra_as_synchro`, EXTRAF_AS_SYNCHRO): the monster's proper summon (H09),
  so its "if Synchro Summoned" trigger sees it; an effect's plain summon from the Extra Deck is
  not one;
* conditions on a trigger's event, checked when the event happens (FXF_EVENT_FILTERED, Q04):
  the event's card (:func:`event_card_fits`), its related card (:func:`event_related_card_fits`:
  for "sent to the GY as Synchro Material", K04, the Synchro Monster) and the event card's summon
  kind (:func:`event_card_summoned_by`);
* the Field Zone is scanned for triggers like the other Spell & Trap Zones (Q04: a face-up Field
  Spell's trigger answers an event).
"""
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.carddb import CardInfo
from ygo_core.scripts.vocab import (
    Filter, card, event_card_fits, event_card_summoned_by, event_related_card_fits, gain_lp, ignition,
    summon_from_extra_as_synchro, summon_from_extra_deck, summoned_by, synchro_materials, trigger,
)
from tests.helpers import keep_gy_order, settle, vanilla
from tests.mr3_cards import TUNER_L2, mr3_db_with, mr3_position

AS_SYNCHRO = 98_004_001        # Ignition: Special Summon a Synchro from the Extra Deck as a Synchro Summon
PLAINLY = 98_004_002           # Ignition: Special Summon a Synchro from the Extra Deck (an effect's summon)
GREETED = 98_004_003           # Level 6 Warrior Synchro: if Synchro Summoned, gain 500 LP
WATCHER = 98_004_004           # trigger: TUNER_L2 sent as material of a Warrior Synchro -> gain 300 LP
WARRIOR_L4 = 98_004_005        # Level 4 Warrior Synchro (1 Tuner + non-Tuners)
CASTER_L4 = 98_004_006         # Level 4 Spellcaster Synchro (1 Tuner + non-Tuners)
FIELD = 98_004_007             # Field Spell: when a monster is Synchro Summoned, gain 100 LP
L2 = vanilla(500, 500, 2)

SYNCHRO_TYPE = L.TYPE_MONSTER | L.TYPE_EFFECT | L.TYPE_SYNCHRO
MINE = [
    CardInfo(code=AS_SYNCHRO, alias=0, name="Test As-Synchro Summoner", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
    CardInfo(code=PLAINLY, alias=0, name="Test Plain Extra Summoner", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
    CardInfo(code=GREETED, alias=0, name="Test Greeted Synchro", type=SYNCHRO_TYPE,
             level=6, attribute=0x20, race=0x1, atk=2200, defense=1000),
    CardInfo(code=WATCHER, alias=0, name="Test Material Watcher", type=L.TYPE_MONSTER | L.TYPE_EFFECT,
             level=4, attribute=0x20, race=0x1, atk=1000, defense=1000),
    CardInfo(code=WARRIOR_L4, alias=0, name="Test Warrior Synchro L4", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=4, attribute=0x20, race=0x1, atk=1800, defense=1800),
    CardInfo(code=CASTER_L4, alias=0, name="Test Spellcaster Synchro L4", type=L.TYPE_MONSTER | L.TYPE_SYNCHRO,
             level=4, attribute=0x20, race=0x2, atk=1800, defense=1800),
    CardInfo(code=FIELD, alias=0, name="Test Synchro Field", type=L.TYPE_SPELL | L.TYPE_FIELD,
             level=0, attribute=0, race=0, atk=0, defense=0),
]
SYNCHRO_IN_EXTRA = Filter(where=("extra",), controller="self", kind=("monster", "synchro"))
MY_SCRIPTS = {
    AS_SYNCHRO: card(AS_SYNCHRO, "Test As-Synchro Summoner", ignition(summon_from_extra_as_synchro(SYNCHRO_IN_EXTRA))),
    PLAINLY: card(PLAINLY, "Test Plain Extra Summoner", ignition(summon_from_extra_deck(SYNCHRO_IN_EXTRA))),
    GREETED: card(GREETED, "Test Greeted Synchro", synchro_materials(),
                  trigger("special_summoned", gain_lp(500), of="self", conditions=[summoned_by("synchro")])),
    WATCHER: card(WATCHER, "Test Material Watcher",
                  trigger("sent_as_synchro_material", gain_lp(300), of="other",
                          conditions=[event_card_fits(Filter(where=("gy",), controller="self", codes=(TUNER_L2,))),
                                      event_related_card_fits(Filter(where=("monster_zone",), races=("Warrior",)))])),
    WARRIOR_L4: card(WARRIOR_L4, "Test Warrior Synchro L4", synchro_materials()),
    CASTER_L4: card(CASTER_L4, "Test Spellcaster Synchro L4", synchro_materials()),
    FIELD: card(FIELD, "Test Synchro Field",
                trigger("special_summoned", gain_lp(100), conditions=[event_card_summoned_by("synchro")])),
}


def pos(**kw):
    return mr3_position(mr3_db_with(MINE, MY_SCRIPTS), **kw)


def mine(duel, code, where="monsters"):
    return next(c for c in duel.card_ids(0, where) if duel.card_code(c) == code)


def word(duel, card_id, w):
    return int(W.decode(duel.buffer)[W.card_word(card_id, w)])


def summon_from_extra_by(duel, summoner, code):
    """Activate `summoner`'s Ignition, pass, choose `code` in the Extra Deck, Attack Position."""
    duel.apply(A.ACT_ACTIVATE + mine(duel, summoner))
    assert settle(duel) == "choose"
    duel.apply(A.ACT_SELECT + mine(duel, code, "extra"))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    return settle(duel)


def synchro(duel, code, materials):
    duel.apply(A.ACT_SUMMON + mine(duel, code, "extra"))
    for m in materials:
        duel.apply(A.ACT_SELECT + mine(duel, m))
    assert duel.decision() == "position"
    duel.apply(A.ACT_ATTACK_POSITION)
    keep_gy_order(duel)
    return settle(duel)


def test_a_summon_treated_as_a_synchro_summon_is_the_monsters_proper_synchro_summon():
    # H09: "treated as a Synchro Summon" is a Synchro Summon: kind SUMMON_SYNCHRO, properly summoned
    # (CF_PROPER), and its own "if this card is Synchro Summoned" trigger resolves (+500 LP).
    duel = pos(monsters=([AS_SYNCHRO], []), extras=([GREETED], []))
    assert summon_from_extra_by(duel, AS_SYNCHRO, GREETED) == "main"
    greeted = mine(duel, GREETED)
    assert word(duel, greeted, L.CARD_SUMMON_KIND) == L.SUMMON_SYNCHRO
    assert word(duel, greeted, L.CARD_FLAGS) & L.CF_PROPER
    assert duel.lp(0) == 8500


def test_an_effects_summon_from_the_extra_deck_is_not_a_synchro_summon():
    # H09: summoned by an effect that does not say so, it is not properly summoned.
    duel = pos(monsters=([PLAINLY], []), extras=([GREETED], []))
    assert summon_from_extra_by(duel, PLAINLY, GREETED) == "main"
    greeted = mine(duel, GREETED)
    assert word(duel, greeted, L.CARD_SUMMON_KIND) == L.SUMMON_SPECIAL
    assert not word(duel, greeted, L.CARD_FLAGS) & L.CF_PROPER
    assert duel.lp(0) == 8000


def test_event_filters_take_the_fitting_material_of_a_fitting_synchro_only():
    # K04, Q04: TUNER_L2 and L2 are both sent as Synchro Material of a Warrior; only the Tuner's
    # event fits the watcher's filter, so its trigger resolves once (+300 LP, not +600).
    duel = pos(monsters=([WATCHER, TUNER_L2, L2], []), extras=([WARRIOR_L4], []))
    assert synchro(duel, WARRIOR_L4, [TUNER_L2, L2]) == "main"
    assert duel.lp(0) == 8300


def test_event_filter_on_the_related_card_refuses_another_synchro():
    # The same materials for a Spellcaster Synchro: the related card does not fit; no trigger.
    duel = pos(monsters=([WATCHER, TUNER_L2, L2], []), extras=([CASTER_L4], []))
    assert synchro(duel, CASTER_L4, [TUNER_L2, L2]) == "main"
    assert mine(duel, CASTER_L4) in duel.card_ids(0, "monsters")
    assert duel.lp(0) == 8000


def test_a_field_spell_trigger_answers_an_event_and_its_summon_kind_filter():
    # Q04: the face-up Field Spell's trigger answers a Synchro Summon (+100 LP) ...
    duel = pos(spells=([(FIELD, "faceup")], []), monsters=([TUNER_L2, L2], []), extras=([WARRIOR_L4], []))
    assert synchro(duel, WARRIOR_L4, [TUNER_L2, L2]) == "main"
    assert duel.lp(0) == 8100
    # ... and not an effect's Special Summon of a Synchro Monster (the event card's summon kind).
    duel = pos(spells=([(FIELD, "faceup")], []), monsters=([PLAINLY], []), extras=([WARRIOR_L4], []))
    assert summon_from_extra_by(duel, PLAINLY, WARRIOR_L4) == "main"
    assert mine(duel, WARRIOR_L4) in duel.card_ids(0, "monsters")
    assert duel.lp(0) == 8000
