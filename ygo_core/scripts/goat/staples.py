"""The April 2005 "GOAT" format: its staples, in the order of
../shared/decks/goat/README.md (the cards most decks play first). A start: the cards the effect
vocabulary already covers. Effects are restated from the rules, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, add_to_hand_chosen, and_if_you_do, card, count_at_least, damage_by_atk,
    destroy, destroy_all, draw, flip_face_down, last_event, monsters, negate_attack, spells_traps,
)

ANY_MONSTER = monsters()
OTHER_SPELLS_TRAPS = spells_traps(not_self=True)
LOW_LEVEL_WARRIOR_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",),
                                   races=("Warrior",), level_max=4)
FOE_ATTACK_POSITION = Filter(where=("monster_zone",), controller="foe", positions=("attack",),
                             kind=("monster",))

CARDS = [
    card(55144522, "Pot of Greed",
         activate(draw(2))),
    card(5318639, "Mystical Space Typhoon",
         activate(destroy(), target=OTHER_SPELLS_TRAPS)),
    card(19613556, "Heavy Storm",
         activate(destroy_all(OTHER_SPELLS_TRAPS), conditions=[count_at_least(OTHER_SPELLS_TRAPS)])),
    card(44095762, "Mirror Force",
         activate(destroy_all(FOE_ATTACK_POSITION),
                  conditions=[last_event("attack_declared", by="foe")])),
    card(14087893, "Book of Moon",
         activate(flip_face_down(), target=monsters(face_up=True))),
    # It targets the attacking monster and destroys it only while it is still attacking: not
    # once it is turned face-down (Book of Moon), gone or its attack negated (F07).
    card(56120475, "Sakuretsu Armor",
         activate(destroy("attacker"), target_event=True,
                  conditions=[last_event("attack_declared", by="foe", card=ANY_MONSTER.target())])),
    card(32807846, "Reinforcement of the Army",
         activate(add_to_hand_chosen(LOW_LEVEL_WARRIOR_IN_DECK),
                  conditions=[count_at_least(LOW_LEVEL_WARRIOR_IN_DECK)])),
    # Nothing to negate once the attack has stopped (the attacker turned face-down, gone, or
    # its attack already negated): then no damage either.
    card(62279055, "Magic Cylinder",
         activate(negate_attack(), and_if_you_do(damage_by_atk(to="foe")), target_event=True,
                  conditions=[last_event("attack_declared", by="foe", card=ANY_MONSTER.target())])),
    # The 2005 text: any face-up monster, both players take its ATK as damage.
    card(83555666, "Ring of Destruction",
         activate(damage_by_atk(to="both"), destroy(), target=monsters(face_up=True))),
    card(53582587, "Torrential Tribute",
         activate(destroy_all(ANY_MONSTER),
                  conditions=[last_event(("normal_summoned", "flip_summoned", "special_summoned"))])),
]
