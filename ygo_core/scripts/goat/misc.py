"""The GOAT format's misc family: battle-related monsters (Newdoria, Reflect Bounder, Dark Flare
Knight), Spell Counters (Apprentice Magician), an Equip Spell that comes back (Butterfly Dagger -
Elma), and the Fusions that negate Spells and Traps for LP (Ryu Senshi, Dark Balter the
Terrible). Effects are restated from the 2005 texts in our own words; a comment says where a
ruling of the era decided the behaviour. Order: the format's priority (the deck lists first)."""
from ygo_core.scripts.vocab import (
    Filter, card, count_at_least, counter_holders, add_counter, destroy, fusion_materials, monsters,
    continuous, negate_effect, normal_card_activated, quick, spell_proof, summon_chosen, trigger,
    with_cost_lp,
)

BREAKER = 71413901

# The cards of the pool that can hold a Spell Counter, with the most each can hold (0: no
# maximum). Wave-Motion Cannon (burn family) belongs here once it is scripted: (38992735, 0).
SPELL_COUNTER_HOLDERS = {BREAKER: 1}


def _deck_spellcasters():
    return Filter(where=("deck",), controller="self", kind=("monster",), races=("Spellcaster",),
                  level_max=2, summonable=True)


CARDS = [
    # "When this card is Summoned" (Normal, Flip or Special): a mandatory trigger that targets a
    # face-up card that can take a Spell Counter (either side), and puts one on it; with no
    # such card it does not activate. When destroyed by battle (GOAT ruling: destroyed by
    # battle is enough; it goes off when the monsters destroyed by battle are sent, F20), its
    # controller can Special Summon a Level 2 or lower Spellcaster from the Deck in face-down
    # Defense Position (U08: the Deck must hold one; "when ... you can" can miss the timing).
    card(9156135, "Apprentice Magician",
         trigger(("normal_summoned", "flip_summoned", "special_summoned"), add_counter("targets", 1),
                 of="self", target=counter_holders(SPELL_COUNTER_HOLDERS)),
         trigger("destroyed_by_battle", summon_chosen(_deck_spellcasters(), 1, position="set"),
                 of="self", optional=True, when=True, conditions=[count_at_least(_deck_spellcasters())])),
    # Fusion (Warrior Dai Grepher + Spirit Ryu; neither is in the GOAT pool, so it is reached by
    # Metamorphosis or placed by a position). While face-up: when a Normal Trap Card is
    # activated, its controller may pay 1000 LP (a cost) to negate that Trap's effect (a Quick
    # effect answering the activation: Spell Speed 2, either turn, as often as they pay). A
    # Spell that targets it is negated when it resolves, and destroyed (as Freed). The 2005
    # text is followed: that second part costs nothing (the later "discard 1 card" is the
    # reprint's). "Only with the above materials" (no Fusion Substitute) is the fusion family's.
    card(49868263, "Ryu Senshi",
         fusion_materials(75953262, 67957315),
         with_cost_lp(quick(negate_effect(), conditions=[normal_card_activated("trap")]), 1000),
         continuous(spell_proof())),
    # Destroyed by battle and sent to the GY: it must target 1 monster on the field (either
    # side, the one that destroyed it too) and destroy it.
    card(4335645, "Newdoria",
         trigger("destroyed_by_battle", destroy(), of="self", target=monsters())),
    # Fusion (Possessed Dark Soul + Frontier Wiseman, not in the pool: Metamorphosis or a
    # position). When a Normal Spell Card is activated, its controller may pay 1000 LP to
    # negate its effect (the card still resolves as negated and goes to the GY).
    card(80071763, "Dark Balter the Terrible",
         fusion_materials(52860176, 38742075),
         with_cost_lp(quick(negate_effect(), conditions=[normal_card_activated("spell")]), 1000)),
]
