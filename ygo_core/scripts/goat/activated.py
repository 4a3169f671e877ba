"""GOAT format, the activated family: Ignition and Quick effects of monsters, costs, "choose
one" effects, declarations and counters, in the order of the issue's list. Effects are restated
from the 2005 texts and their rulings in our own words; a comment says when a ruling decided the
behaviour."""
from dataclasses import replace

from ygo_core.scripts.vocab import (
    FIELD, Filter, activate, add_counter, add_to_hand_chosen, banish_named_from_decks, card,
    change_position, continuous, cost_counters, cost_discard, cost_self, cost_tribute, count_at_least,
    damage, declare_name, declare_type, destroy, destroy_all, destroy_and_banish, destroy_declared,
    destroy_highest_def, discard_chosen, discard_declared_or_random, discard_random, draw, flip_up,
    flip_up_all, gain_lp, hand_to_deck_draw, ignition, may_set_from_hand, monsters, move_all,
    return_to_hand, skip_draw_phases, spells_traps, stats_per_counter, take_control, then,
    to_deck_top, trigger, with_cost, draw_per, swap_control,
)

FOE_HAND = Filter(where=("hand",), controller="foe")
THUNDER_DRAGON = 31786629
GOBLIN_HOUSEKEEPING = 9744376
OWN_HAND = Filter(where=("hand",), controller="self")
OTHER_SPELLS_TRAPS = spells_traps(not_self=True)
FOE_FACE_UP = monsters("foe", face_up=True)
FACE_DOWN_DEFENSE = monsters(face_up=False)
EFFECT_MONSTERS = Filter(where=("monster_zone",), kind=("monster", "effect"))
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
         activate(destroy_and_banish(), then(banish_named_from_decks("flip")),
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
    # Flips a face-down monster face-up: it is flipped, so its FLIP effect activates (O05).
    card(38699854, "Book of Taiyou",
         activate(flip_up(position="attack"), target=FACE_DOWN_DEFENSE)),
    # Every Spell and Trap on the field but itself goes back to its owner's hand.
    card(42703248, "Giant Trunade",
         activate(move_all(OTHER_SPELLS_TRAPS, "hand"), conditions=[count_at_least(OTHER_SPELLS_TRAPS)])),
    # Draw 1, then the opponent gains 1000 LP.
    card(70368879, "Upstart Goblin",
         activate(draw(1), then(gain_lp(1000, "foe")))),
    # Cost 800 LP; a face-up monster of the opponent's, until the end of the turn (Y13-Y14).
    card(87910978, "Brain Control",
         paying(activate(take_control(), target=FOE_FACE_UP), 800)),
    # Cost: discard 1. Needs a face-up monster of the opponent's to destroy (U08).
    card(69162969, "Lightning Vortex",
         with_cost(activate(destroy_all(FOE_FACE_UP), conditions=[count_at_least(FOE_FACE_UP)]),
                   cost_discard(1))),
    # Cost: discard 1; then any other card on the field.
    card(4178474, "Raigeki Break",
         with_cost(activate(destroy(), target=Filter(where=FIELD, not_self=True)), cost_discard(1))),
    # Cost: discard 1; a card the opponent controls goes on top of its owner's Deck.
    card(63356631, "Phoenix Wing Wind Blast",
         with_cost(activate(to_deck_top(), target=Filter(where=FIELD, controller="foe")), cost_discard(1))),
    card(83968380, "Jar of Greed",
         activate(draw(1))),
    # 200 damage for each card in the opponent's hand and on their field, counted as it resolves.
    card(27053506, "Secret Barrel",
         activate(damage(200, "foe", per=Filter(where=("hand",) + FIELD, controller="foe")))),
    # Cost: discard 1; the 2005 "select" is a target (a card in your own GY, the discarded one
    # included, as the cost is paid first).
    card(49140998, "A Feather of the Phoenix",
         with_cost(activate(to_deck_top(), target=Filter(where=("gy",), controller="self")), cost_discard(1))),
    # Cost: send 2 Spells from the hand; then target a Spell in your GY (the engine requires one
    # there before the cost is paid: see docs/effects.md, known simplifications).
    card(29228529, "Spell Reproduction",
         with_cost(activate(return_to_hand(), target=Filter(where=("gy",), controller="self", kind=("spell",))),
                   cost_discard(2, Filter(where=("hand",), controller="self", kind=("spell",))))),
    # The one face-up monster of the opponent's with the highest DEF (a tie: the player picks).
    card(97169186, "Smashing Ground",
         activate(destroy_highest_def(FOE_FACE_UP), conditions=[count_at_least(FOE_FACE_UP)])),
    # Face-down Defense monsters turn face-up without being flipped (no FLIP effects), then 500
    # damage for each Effect Monster on the field (all face-up by then). It needs a monster on
    # the field to do anything (U08).
    card(36468556, "Ceasefire",
         activate(flip_up_all(FACE_DOWN_DEFENSE, position="defense", flipped=False),
                  damage(500, "foe", per=EFFECT_MONSTERS),
                  conditions=[count_at_least(monsters())])),
    # Destroy a Spell/Trap the opponent controls; only if that happened, the player may Set a
    # Spell/Trap from the hand.
    card(60082869, "Dust Tornado",
         activate(destroy(), then(may_set_from_hand()), target=spells_traps("foe"))),
    # Each player discards 1 card of the other's hand, chosen by the other, then each draws 1
    # (each Deck must hold a card, TC004). The hands being shown to each other is not modelled
    # (each chooser sees the hand in the choice offered).
    card(16435215, "Dragged Down into the Grave",
         activate(discard_chosen(1, "foe", chosen_by="self"), discard_chosen(1, "self", chosen_by="foe"),
                  draw(1, "self"), draw(1, "foe"),
                  conditions=[count_at_least(FOE_HAND)])),
    # The hand goes into the Deck, shuffled, and as many are drawn.
    card(22589918, "Reload",
         activate(hand_to_deck_draw(), conditions=[count_at_least(Filter(where=("hand",), controller="self", not_self=True))])),
    # The name is declared as the card is activated (the 2005 ruling), from the duel's names.
    card(15800838, "Mind Crush",
         with_cost(activate(discard_declared_or_random(1)), declare_name())),
    # Choose one, as the card is activated (DEC_OPTION): change the position of a face-up monster
    # of the opponent's; or Tribute a monster of your own (the cost) to take control of one of
    # theirs until the End Phase.
    card(98045062, "Enemy Controller",
         activate(change_position(), target=FOE_FACE_UP),
         with_cost(activate(take_control(), target=FOE_FACE_UP),
                   cost_tribute())),
    # Once per turn (by card, AH02); cost: discard a WATER monster; any card on the field back to
    # its owner's hand.
    card(18318842, "Abyss Soldier",
         ignition(return_to_hand(), target=Filter(where=FIELD),
                  cost=[cost_discard(1, Filter(where=("hand",), controller="self", kind=("monster",),
                                               attributes=("WATER",)))]).once()),
    # Draw 2; its player then skips their next 2 Draw Phases (the whole phase, E07).
    card(37576645, "Reckless Greed",
         activate(draw(2), skip_draw_phases(2))),
    # Draw 1 + the copies in your GY (this one is still on the field as it resolves), then put a
    # card of your choice from the hand on the bottom of the Deck. The Deck must hold at least
    # the one card (TC004); a larger shortfall loses at resolution (A11).
    card(GOBLIN_HOUSEKEEPING, "Good Goblin Housekeeping",
         activate(draw_per(Filter(where=("gy",), controller="self", code=GOBLIN_HOUSEKEEPING), base=1),
                  then(discard_chosen(1, to="deck_bottom")),
                  conditions=[count_at_least(Filter(where=("deck",), controller="self"))])),
    # Each player chooses one of their own monsters (not a target: face-down ones too); they
    # switch control for good, and neither may change its position this turn. Both players need
    # a monster (U08).
    card(31036355, "Creature Swap",
         activate(swap_control(), conditions=[count_at_least(monsters("self")), count_at_least(monsters("foe"))])),
]
