"""The GOAT format's fusion family: Fusion Monsters and their effects, Metamorphosis, Ritual
Summons, monsters that absorb others. Effects are restated from the rules, not copied from card
texts; where a ruling of the era decided the behaviour, the comment says so."""
from ygo_core.scripts.vocab import (
    activate, card, fusion_materials, summon_fusion_of_noted_level, tribute_for_fusion_of_its_level,
    with_cost,
)

THE_FORGIVING_MAIDEN = 84080938
DARKLORD_MARIE = 57579381

CARDS = [
    # Normal Spell. Cost: Tribute 1 monster you control (face-down ones and Tokens too: a
    # Sheep Token becomes Thousand-Eyes Restrict); only a monster whose Level a Fusion Monster
    # in your Extra Deck shares (rulings: no such Fusion Monster, no activation). Effect:
    # Special Summon 1 Fusion Monster of that Level from the Extra Deck (not a Fusion Summon).
    # The Tribute frees the Monster Zone the summon needs. Ruling of the era: the monster is
    # not properly summoned (a later revival is not allowed); the engine does not model that.
    card(46411259, "Metamorphosis",
         with_cost(activate(summon_fusion_of_noted_level()), tribute_for_fusion_of_its_level())),
    # A Fusion Monster with no effect. Its materials, The Forgiving Maiden and Darklord Marie,
    # are not among the format's cards (nor in the cdb): they are declared by passcode, so in
    # practice it arrives only by Metamorphosis (Level 7).
    card(21175632, "St. Joan", fusion_materials(THE_FORGIVING_MAIDEN, DARKLORD_MARIE)),
]
