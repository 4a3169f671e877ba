"""GOAT format, the activated family: Ignition and Quick effects of monsters, costs, "choose
one" effects, declarations and counters, in the order of the issue's list. Effects are restated
from the 2005 texts and their rulings in our own words; a comment says when a ruling decided the
behaviour."""
from dataclasses import replace

from ygo_core.scripts.vocab import (
    Filter, activate, add_counter, add_to_hand_chosen, banish_namesakes_from_decks, card, continuous,
    cost_counters, cost_discard, cost_self, count_at_least, declare_type, destroy, destroy_all,
    destroy_and_banish, destroy_declared, discard_chosen, discard_random, draw, gain_lp, ignition,
    monsters, spells_traps, stats_per_counter, then, trigger,
)

FOE_HAND = Filter(where=("hand",), controller="foe")
THUNDER_DRAGON = 31786629
THUNDER_DRAGON_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), code=THUNDER_DRAGON)


def paying(fx, lp):
    """The effect with an LP cost (U03; A10: paying down to exactly 0 is allowed)."""
    return replace(fx, cost_lp=lp)


CARDS = [
    # Draw 3, then discard 2 of your choice (a discard at resolution, not a cost: the Deck must
    # hold 3 cards to activate it, TC004).
    card(79571449, "Graceful Charity",
         activate(draw(3), then(discard_chosen(2)))),
    # Cost 1000 LP. The opponent discards 1 at random, then 1 more of their own choice if any
    # remain. It needs a card in the opponent's hand to be activated (U08).
    card(44763025, "Delinquent Duo",
         paying(activate(discard_random(1, "foe"), discard_chosen(1, "foe"),
                         conditions=[count_at_least(FOE_HAND)]), 1000)),
    # Targets a face-down monster; it is banished instead of going to the GY, and only then, if
    # it was a FLIP monster, every card of its name leaves both Decks (the banishing of the
    # namesakes depends on the first part happening).
    card(71044499, "Nobleman of Crossout",
         activate(destroy_and_banish(), then(banish_namesakes_from_decks("flip")),
                  target=monsters(face_up=False))),
    # The Spell Counter comes only from a Normal Summon (a mandatory trigger), at most 1; each
    # counter is worth 300 ATK; removing it is the cost of the Ignition effect, so the ATK drops
    # before anyone can respond, and the target (any Spell/Trap, face-down too) is chosen after.
    card(71413901, "Breaker the Magical Warrior",
         trigger("normal_summoned", add_counter("self", 1, most=1), of="self"),
         continuous(stats_per_counter(atk=300)),
         ignition(destroy(), cost=[cost_counters(1)], target=spells_traps())),
    # Cost: discard 1 card; the Type is declared as the effect is activated (the 2005 text:
    # "discard 1 card and declare 1 Type"), so the opponent knows it when responding.
    card(33184167, "Tribe-Infecting Virus",
         ignition(destroy_declared(monsters(face_up=True)), cost=[cost_discard(1), declare_type()])),
    # From the hand: discarding itself is the cost; up to 2 copies from the Deck (it needs at
    # least one there, U08); the Deck is shuffled (C11).
    card(THUNDER_DRAGON, "Thunder Dragon",
         ignition(add_to_hand_chosen(THUNDER_DRAGON_IN_DECK, 2), cost=[cost_self("gy")], from_hand=True,
                  conditions=[count_at_least(THUNDER_DRAGON_IN_DECK)])),
    # Tributing itself is the cost; the target is then any other monster on the field.
    card(74131780, "Exiled Force",
         ignition(destroy(), cost=[cost_self("gy")], target=monsters(not_self=True))),
]
