"""The GOAT format's fusion family: Fusion Monsters and their effects, Metamorphosis, Ritual
Summons, monsters that absorb others. Effects are restated from the rules, not copied from card
texts; where a ruling of the era decided the behaviour, the comment says so."""
from ygo_core.scripts.vocab import (
    Filter, absorb, absorbs, absorbs_reflecting_damage, activate, can_absorb, can_ritual_summon,
    cannot_attack, card, coin_destroy, continuous, count_at_least, fusion_materials,
    fusion_monsters_in_extra_deck, ignition, monsters, negate_effects, position_lock, ritual_summon,
    summon_chosen, summon_fusion_of_noted_level, summon_from_extra_for_the_turn, trap_proof,
    tribute_for_fusion_of_its_level, untargetable_by_foe, with_cost, with_cost_lp,
)

THE_FORGIVING_MAIDEN = 84080938
DARKLORD_MARIE = 57579381
RELINQUISHED = 64631466
CAVE_DRAGON = 93220472
LESSER_FIEND = 16475472
BARREL_DRAGON = 81480460
BLOWBACK_DRAGON = 25551951
LEVEL_6_OR_LOWER_FUSIONS = fusion_monsters_in_extra_deck(level_max=6)
LORD_OF_D = 17985575
DIVINE_DRAGON_RAGNAROK = 62113340
DRAGONS_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",), races=("Dragon",),
                         summonable=True)
FLIP_EFFECT_MONSTERS = Filter(where=("monster_zone",), kind=("monster", "flip"))
THOUSAND_EYES_IDOL = 27125110
OTHER_MONSTERS = monsters("any", not_self=True)

ABSORB = ignition(absorb(), target=monsters("foe"), conditions=[can_absorb()]).once()

CARDS = [
    # Normal Spell. Cost: Tribute 1 monster you control (face-down ones and Tokens too: a
    # Sheep Token becomes Thousand-Eyes Restrict); only a monster whose Level a Fusion Monster
    # in your Extra Deck shares (rulings: no such Fusion Monster, no activation). Effect:
    # Special Summon 1 Fusion Monster of that Level from the Extra Deck (not a Fusion Summon).
    # The Tribute frees the Monster Zone the summon needs. Ruling of the era: the monster is
    # not properly summoned (a later revival is not allowed: H09, CF_PROPER stays clear).
    card(46411259, "Metamorphosis",
         with_cost(activate(summon_fusion_of_noted_level()), tribute_for_fusion_of_its_level())),
    # Continuous: every other monster on the field (both sides) cannot attack nor change its
    # battle position (manual changes and Flip Summons; effects still can: ruling); two of them
    # stop every monster. Ignition, once per turn: target a monster the opponent controls
    # (face-down too) and equip it to this card, max. 1 at a time. Continuous: this card's
    # ATK/DEF become the equipped card's (the era's ruling: 0 while it is face-down), and if
    # this card would be destroyed by battle, the equipped card is destroyed instead. Its
    # materials: Relinquished and Thousand-Eyes Idol (the Idol is in the cdb but not in the
    # format's bundled cards; in practice it comes by Metamorphosis).
    card(63519819, "Thousand-Eyes Restrict",
         fusion_materials(RELINQUISHED, THOUSAND_EYES_IDOL),
         continuous(cannot_attack(OTHER_MONSTERS), position_lock(OTHER_MONSTERS), absorbs()),
         ABSORB),
    # A Fusion Monster with no effect. Its materials are not among the format's bundled cards
    # (ygo_core/data/cards.csv): The Forgiving Maiden is in the cdb, Darklord Marie (Marie the
    # Fallen One) is not even there, its passcode is declared from the printed card. So in
    # practice it arrives only by Metamorphosis (Level 7).
    card(21175632, "St. Joan", fusion_materials(THE_FORGIVING_MAIDEN, DARKLORD_MARIE)),
    # Ritual Spell: Ritual Summon Relinquished from the hand, Tributing monsters from the hand
    # or field whose Levels total 1 or more (one monster; a Token too). Simplified: a free
    # Monster Zone is needed before the Tributes leave.
    card(41426869, "Black Illusion Ritual",
         activate(ritual_summon(RELINQUISHED), conditions=[can_ritual_summon(RELINQUISHED)])),
    # Ritual Monster (never Normal Summoned or Set). The same absorbing effect as Thousand-Eyes
    # Restrict's, without its lock; while it is equipped with the absorbed card, battle damage
    # its controller takes from its battles is also dealt to the opponent (effect damage, at
    # the same time). Not modelled: "properly Ritual Summoned" before a revival.
    card(64631466, "Relinquished", continuous(absorbs_reflecting_damage()), ABSORB),
    # Fusion: Cave Dragon + Lesser Fiend (no substitute: the engine has none). Continuous: the
    # effects of Flip Effect Monsters are negated (on the field, both sides: a FLIP effect
    # still activates and does nothing); a Trap effect that targets this card on the field is
    # negated when it resolves, and that Trap Card destroyed. "Always treated as an Archfiend
    # card": no card of the format asks.
    card(66235877, "Fiend Skull Dragon",
         fusion_materials(CAVE_DRAGON, LESSER_FIEND),
         continuous(negate_effects(FLIP_EFFECT_MONSTERS), trap_proof())),
    # Fusion: Barrel Dragon + Blowback Dragon. Ignition, once per turn: toss a coin 3 times;
    # destroy as many monsters on the field as possible, up to the number of heads (itself
    # included), chosen when it resolves (not targeted); with no heads, nothing.
    card(87751584, "Gatling Dragon",
         fusion_materials(BARREL_DRAGON, BLOWBACK_DRAGON),
         ignition(coin_destroy(3, monsters())).once()),
    # Ignition, as often as it can be paid (no "once per turn"): pay 1000 LP (a cost) to
    # Special Summon a Level 6 or lower Fusion Monster from the Extra Deck, face-up in the
    # position chosen. That monster cannot attack directly and goes back to the Extra Deck in
    # this turn's End Phase (not a chain link). Simplification: one turned face-down in the
    # meantime is a new card (AD01) and stays.
    card(34206604, "Magical Scientist",
         with_cost_lp(ignition(summon_from_extra_for_the_turn(LEVEL_6_OR_LOWER_FUSIONS),
                               conditions=[count_at_least(LEVEL_6_OR_LOWER_FUSIONS)]), 1000)),
    # Fusion: Lord of D. + Divine Dragon Ragnarok. Continuous: the opponent cannot target any
    # Dragon-Type monster on the field (theirs too) with any effect. Ignition, once per turn:
    # Special Summon 1 Dragon-Type monster from the hand (position chosen, H03).
    card(13756293, "King Dragun",
         fusion_materials(LORD_OF_D, DIVINE_DRAGON_RAGNAROK),
         continuous(untargetable_by_foe(monsters("any", races=("Dragon",)))),
         ignition(summon_chosen(DRAGONS_IN_HAND, 1), conditions=[count_at_least(DRAGONS_IN_HAND)]).once()),
]
