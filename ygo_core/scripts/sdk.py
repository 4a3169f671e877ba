"""Starter Deck: Kaiba (2002): the cards that need a script and are not in Starter Deck: Yugi
(the shared ones are declared in sdy.py)."""
from ygo_core.scripts.vocab import (
    Filter, activate, activate_equip, card, continuous, count_at_least, damage, equip_stats, flip,
    gain_lp, monsters, return_to_hand, reveal_deck_top, reveal_random_hand, stats_for,
    summon_chosen, to_resolve, trigger, untargetable,
)

LORD_OF_D = 17985575
FOE_MONSTER = monsters("foe")

CARDS = [
    card(4614116, "Dark Energy",
         activate_equip(monsters(face_up=True, races=("Fiend",))),
         continuous(equip_stats(atk=300, defense=300))),
    card(98374133, "Invigoration",
         activate_equip(monsters(face_up=True, attributes=("EARTH",))),
         continuous(equip_stats(atk=400, defense=-200))),
    card(19523799, "Ookazi",
         activate(damage(800))),
    card(81820689, "The Inexperienced Spy",
         activate(reveal_random_hand(), conditions=[count_at_least(Filter(where=("hand",), controller="foe"))])),
    card(17092736, "Ancient Telescope",
         activate(reveal_deck_top(5), conditions=[count_at_least(Filter(where=("deck",), controller="foe"))])),
    card(24068492, "Just Desserts",
         activate(damage(500, per=FOE_MONSTER), conditions=[count_at_least(FOE_MONSTER)])),
    card(LORD_OF_D, "Lord of D.",
         continuous(untargetable(monsters(races=("Dragon",))))),
    # Lord of D. must be on the field "to activate and to resolve" (Q14, X01).
    card(43973174, "The Flute of Summoning Dragon",
         activate(summon_chosen(monsters("self", where=("hand",), races=("Dragon",), summonable=True), 2),
                  conditions=[to_resolve(count_at_least(monsters(face_up=True, code=LORD_OF_D))),
                              count_at_least(monsters("self", where=("hand",), races=("Dragon",)))])),
    card(54098121, "Mysterious Puppeteer",
         trigger(("normal_summoned", "flip_summoned"), gain_lp(500), of="other")),
    card(86318356, "Sogen",
         activate(),
         continuous(stats_for(monsters(face_up=True, races=("Warrior", "Beast-Warrior")), 200, 200))),
    card(7089711, "Hane-Hane",
         flip(return_to_hand(), target=monsters())),
    card(6285791, "The Wicked Worm Beast",
         trigger("end_phase", return_to_hand("self"), of="self"),
         no_special_summon=True),
]
