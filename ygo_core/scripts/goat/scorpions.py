"""The GOAT format's scorpions family: "when this card inflicts battle damage" triggers with a
choice of effects (the Dark Scorpions, Don Zaloog), the Fusion Monsters that answer battle
damage or attack directly, and Hand of Nephthys. Effects are restated from the 2005 texts in
our own words; where a ruling or a later (PSCT) text settled what the 2005 wording leaves open,
the comment says so."""
from ygo_core.scripts.vocab import (
    Filter, activate, add_to_hand_chosen, banish, battle_indestructible, card, choose_one, continuous,
    cost_self, cost_tribute, count_at_least, deck_top_or_bottom, destroy, destroyed_when_targeted, direct_attack,
    direct_attack_anyway, discard_random, fusion_materials, ignition, mill, mode, monsters, return_to_hand,
    spells_traps, summon_chosen, summon_one_of_each_name, to_deck_top, trigger, up_to_targets,
)

DON_ZALOOG = 76922029
CLIFF = 6967870
SPIRIT_REAPER = 23205979
REAPER_ON_THE_NIGHTMARE = 85684223
NIGHTMARE_HORSE = 59290628       # not in the bundled pool: a material by passcode
DARK_BLADE = 11321183            # not in the bundled pool
PITCH_DARK_DRAGON = 47415292     # not in the bundled pool
SACRED_PHOENIX = 61441708        # not in the bundled pool: summoned when the card pool has it
# Every card whose name includes "Dark Scorpion" (Cliff the Trap Remover is one of them under
# its later name): the goat-en.cdb's "Dark Scorpion" set, setcode 0x1a.
DARK_SCORPIONS = (CLIFF, 20858318, 40933924, 48768179, 61587183, 68191243, 74153887)

FOE_HAND = Filter(where=("hand",), controller="foe")
FOE_DECK = Filter(where=("deck",), controller="foe")
SCORPION_IN_DECK = Filter(where=("deck",), controller="self", codes=DARK_SCORPIONS)
SCORPION_IN_GY = Filter(where=("gy",), controller="self", codes=DARK_SCORPIONS)
SCORPION_MONSTER_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",),
                                  codes=DARK_SCORPIONS, summonable=True)
ANY_CARD_ON_FIELD = Filter(controller="any")
FOE_MONSTER = monsters("foe")
FOE_GY_MONSTER = Filter(where=("gy",), controller="foe", kind=("monster",))
OTHER_OWN_MONSTER = monsters("self", not_self=True)
PHOENIX_TO_SUMMON = Filter(where=("hand", "deck"), controller="self", code=SACRED_PHOENIX, summonable=True)


def _on_battle_damage(*modes):
    # "When this card inflicts battle damage to your opponent, you can activate 1 of these
    # effects": optional, "when" (it misses the timing if something else happened after the
    # damage, U10c); the mode is chosen at activation, each mode's targets then (V01).
    return choose_one(trigger("battle_damage", of="self", optional=True, when=True), *modes)


def _mill_mode(n):
    # U08: the opponent's Deck must hold the n cards to choose it.
    return mode(mill(n, "foe"), conditions=[count_at_least(FOE_DECK, n)])


CARDS = [
    # A random card of the opponent's hand (they must have one), or their top 2 cards to the GY.
    card(DON_ZALOOG, "Don Zaloog",
         _on_battle_damage(mode(discard_random(1, "foe"), conditions=[count_at_least(FOE_HAND)]),
                           _mill_mode(2))),
    # A "Dark Scorpion" card from the Deck (a search, chosen at resolution; the Deck is
    # shuffled), or one from the GY: the later text makes that a target, chosen at activation.
    card(74153887, "Dark Scorpion - Meanae the Thorn",
         _on_battle_damage(mode(add_to_hand_chosen(SCORPION_IN_DECK), conditions=[count_at_least(SCORPION_IN_DECK)]),
                           mode(return_to_hand(), target=SCORPION_IN_GY))),
    # One card on the field back to its owner's hand ("select": a target), or a look at the
    # opponent's top card, which the player leaves there or puts at the bottom.
    card(61587183, "Dark Scorpion - Chick the Yellow",
         _on_battle_damage(mode(return_to_hand(), target=ANY_CARD_ON_FIELD),
                           mode(deck_top_or_bottom("foe"), conditions=[count_at_least(FOE_DECK)]))),
    # A targeted Spell/Trap on the field is destroyed, or the opponent's top 2 cards go to the GY.
    card(CLIFF, "Dark Scorpion - Cliff the Trap Remover",
         _on_battle_damage(mode(destroy(), target=spells_traps()), _mill_mode(2))),
    # A targeted monster of the opponent goes on top of its owner's Deck, or their top card to
    # the GY.
    card(48768179, "Dark Scorpion - Gorg the Strong",
         _on_battle_damage(mode(to_deck_top(), target=FOE_MONSTER), _mill_mode(1))),
    # A Normal Spell, only while its player controls a face-up "Don Zaloog" (at activation:
    # the text asks nothing at resolution). It Special Summons from the hand any number of
    # "Dark Scorpion" monsters, one at a time in the position the player chooses, never two of
    # one name; U08: at least one must be in the hand. (The Spell itself, Mustering, is a
    # "Dark Scorpion" card but not a monster: it is not summoned.)
    card(68191243, "Mustering of the Dark Scorpions",
         activate(summon_one_of_each_name(SCORPION_MONSTER_IN_HAND, 5),
                  conditions=[count_at_least(monsters("self", face_up=True, code=DON_ZALOOG)),
                              count_at_least(SCORPION_MONSTER_IN_HAND)])),
    # Fusion: "Spirit Reaper" + "Nightmare Horse" (the Horse is not in the bundled pool; the
    # materials are declared by passcode). It is not destroyed by battle; once an effect that
    # targeted it resolves, it is destroyed (as Spirit Reaper: a negated effect never resolved);
    # it may attack directly while the opponent controls monsters, and a direct attack that
    # inflicts battle damage makes the opponent discard 1 random card (mandatory).
    card(REAPER_ON_THE_NIGHTMARE, "Reaper on the Nightmare",
         fusion_materials(SPIRIT_REAPER, NIGHTMARE_HORSE),
         continuous(battle_indestructible(), destroyed_when_targeted(), direct_attack_anyway()),
         trigger("battle_damage", discard_random(1, "foe"), of="self", conditions=[direct_attack()])),
    # Fusion: "Dark Blade" + "Pitch-Dark Dragon" (neither is in the bundled pool). "Each time"
    # it inflicts battle damage (an "if": it does not miss the timing), its controller can
    # target up to 3 monsters in the opponent's GY ("select": targets, V01; one is enough) and
    # banish them.
    card(86805855, "Dark Blade the Dragon Knight",
         fusion_materials(DARK_BLADE, PITCH_DARK_DRAGON),
         up_to_targets(trigger("battle_damage", banish(), of="self", optional=True,
                               target=FOE_GY_MONSTER, targets=3))),
    # Ignition: Tributing itself and 1 other monster its player controls (the cost, at
    # activation: U03), it Special Summons "Sacred Phoenix of Nephthys" from the hand or Deck
    # (the player chooses its position, H03; a searched Deck is shuffled). U08: a Phoenix must be
    # there to activate it. The Phoenix is not in the bundled pool: with it missing, the effect
    # never activates. Its own Tribute frees a Monster Zone, so five monsters on the field do
    # not stop it (U08; the compiler's _frees_own_zone).
    card(98446407, "Hand of Nephthys",
         ignition(summon_chosen(PHOENIX_TO_SUMMON, 1), cost=[cost_self("gy"), cost_tribute(OTHER_OWN_MONSTER)],
                  conditions=[count_at_least(PHOENIX_TO_SUMMON)])),
]
