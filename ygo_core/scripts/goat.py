"""The April 2005 "GOAT" format: its staples, in the order of
../shared/decks/goat/README.md (the cards most decks play first). A start: the cards the effect
vocabulary already covers. Effects are restated from the rules, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, card, count_at_least, destroy, destroy_all, draw, flip_face_down,
    last_event, monsters, spells_traps,
)

ANY_MONSTER = monsters()
OTHER_SPELLS_TRAPS = spells_traps(not_self=True)
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
    card(56120475, "Sakuretsu Armor",
         activate(destroy(), target_event=True,
                  conditions=[last_event("attack_declared", by="foe", card=ANY_MONSTER.target())])),
    card(53582587, "Torrential Tribute",
         activate(destroy_all(ANY_MONSTER),
                  conditions=[last_event(("normal_summoned", "flip_summoned", "special_summoned"))])),
]
