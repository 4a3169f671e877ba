"""Structure Deck: Synchron Extreme (2015, pysim/data/decks/mr3/synchron-extreme.ydk): the cards
docs/mr3-cards.md section 4 rates difficulty 1 that the effect vocabulary already covers.
Effects are restated from the rules and the specs, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, add_to_hand_chosen, after_cost, card, cost_discard, count_at_least, destroy, gy_monsters,
    mill, return_to_hand, spells_traps, summon_chosen, then, with_cost,
)

# Every "Synchron" monster of the era's card pool (ygo_core/data/cards-mr3.csv): the data has
# no archetype column, so the archetype is spelled out (as "Gravekeeper's" in GOAT). Accel
# Synchron (a Synchro Tuner) never starts in a Main Deck but is a "Synchron" all the same.
SYNCHRONS = (9742784, 15310033, 19642774, 20932152, 36643046, 37675907, 56286179, 62125438,
             63977008, 67270095)
SYNCHRON_TUNER_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "tuner"),
                                codes=SYNCHRONS)
A_CARD_IN_DECK = Filter(where=("deck",), controller="self")
MONSTER_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",))
ONE_FOR_ONE_COST = cost_discard(1, MONSTER_IN_HAND)
LEVEL_1_TO_SUMMON = Filter(where=("hand", "deck"), controller="self", kind=("monster",), level_max=1,
                           summonable=True)

CARDS = [
    # Target a DARK monster with 1500 or less ATK in your GY; add it to your hand.
    card(674561, "Dark Eruption",
         activate(return_to_hand(), target=gy_monsters(attributes=("DARK",), atk_max=1500))),
    # Cost: send a monster from the hand to the GY (U03); Special Summon a Level 1 monster from
    # the hand or Deck (the player chooses its position, H03; a search, so the Deck is
    # shuffled). U08: a Level 1 must be there to summon once the cost is paid (after_cost, the
    # leave family): the only Level 1 cannot also be the one monster that pays the cost.
    card(2295440, "One for One",
         with_cost(activate(summon_chosen(LEVEL_1_TO_SUMMON, 1),
                            conditions=[after_cost(LEVEL_1_TO_SUMMON, 1, ONE_FOR_ONE_COST)]),
                   ONE_FOR_ONE_COST)),
    # Target a Warrior monster in your GY; add it to your hand.
    card(95281259, "The Warrior Returning Alive",
         activate(return_to_hand(), target=gy_monsters(races=("Warrior",)))),
    # Add a "Synchron" Tuner from the Deck to the hand, then send the top card of the Deck to the
    # GY ("then": only after the search happened, X03). docs/mr3-cards.md: it needs a card
    # left to send, so the Deck holds the Tuner and at least one more card.
    card(96363153, "Tuning",
         activate(add_to_hand_chosen(SYNCHRON_TUNER_IN_DECK), then(mill(1, who="self")),
                  conditions=[count_at_least(SYNCHRON_TUNER_IN_DECK), count_at_least(A_CARD_IN_DECK, 2)])),
    # A Quick-Play Spell with two target groups: a Spell/Trap you control (not itself) and one
    # your opponent controls; both are needed to activate it (V01), and each is destroyed if it
    # is still on the field (R09).
    card(75652080, "Double Cyclone",
         activate(destroy(), target=spells_traps("self", not_self=True),
                  target2=spells_traps("foe"))),
]
