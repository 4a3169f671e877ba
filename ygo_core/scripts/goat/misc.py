"""The GOAT format's misc family: battle-related monsters (Newdoria, Reflect Bounder, Dark Flare
Knight), Spell Counters (Apprentice Magician), an Equip Spell that comes back (Butterfly Dagger -
Elma), and the Fusions that negate Spells and Traps for LP (Ryu Senshi, Dark Balter the
Terrible). Effects are restated from the 2005 texts in our own words; a comment says where a
ruling of the era decided the behaviour. Order: the format's priority (the deck lists first)."""
from ygo_core.scripts.vocab import (
    Filter, activate_equip, card, count_at_least, counter_holders, add_counter, damage_by_atk, destroy,
    destroyed_after_attacked, equip_stats, fusion_materials, monsters, negate_battle_victims,
    no_battle_damage_to_controller, return_to_hand,
    continuous, negate_effect, normal_card_activated, quick, spell_proof, summon_chosen, trigger,
    with_cost_lp,
)

BREAKER = 71413901
MIRAGE_KNIGHT = 49217579

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
    # When it is attacked in face-up Attack Position, before damage calculation: damage to the
    # opponent equal to the attacker's ATK (as it is when this resolves; mandatory, not
    # targeting). Then it is destroyed after damage calculation: a continuous effect that starts
    # no chain (as the OCG rulings treat it), so it happens even if the damage was negated; if
    # the battle destroys it, it is destroyed by battle instead; with no damage calculation
    # (the attacker gone) it stays.
    card(2851070, "Reflect Bounder",
         trigger("attacked_before_calc", damage_by_atk("attacker", to="foe"), of="self"),
         continuous(destroyed_after_attacked())),
    # Destroyed by battle and sent to the GY: it must target 1 monster on the field (either
    # side, the one that destroyed it too) and destroy it.
    card(4335645, "Newdoria",
         trigger("destroyed_by_battle", destroy(), of="self", target=monsters())),
    # +300 ATK to the equipped monster. If it is destroyed and sent to the GY while equipped
    # (its monster leaving the field destroys it too, R11), its owner can return it to the hand
    # (a trigger from the GY; no once-per-turn limit in 2005). Sent to the GY otherwise (a cost,
    # or never equipped: destroyed while its activation was on the chain), nothing happens.
    card(69243953, "Butterfly Dagger - Elma",
         activate_equip(monsters(face_up=True)),
         continuous(equip_stats(atk=300)),
         trigger("destroyed_while_equipped", return_to_hand("self_in_gy"), of="self", optional=True)),
    # Fusion (Possessed Dark Soul + Frontier Wiseman, not in the pool: Metamorphosis or a
    # position). When a Normal Spell Card is activated, its controller may pay 1000 LP to
    # negate its effect (the card still resolves as negated and goes to the GY). A monster it
    # destroys by battle has its effects negated: its FLIP and the triggers of its destruction
    # (Sangan, Mystic Tomato) do not activate; its later effects in the GY are not (simplified).
    card(80071763, "Dark Balter the Terrible",
         fusion_materials(52860176, 38742075),
         with_cost_lp(quick(negate_effect(), conditions=[normal_card_activated("spell")]), 1000),
         continuous(negate_battle_victims())),
    # Fusion (Dark Magician + Flame Swordsman). Battle damage to its controller from its
    # battles becomes 0. When destroyed by battle and sent to the GY, "Mirage Knight" is
    # Special Summoned from the hand or Deck (mandatory; the position is its controller's
    # choice). Mirage Knight is in the cdb but not in the bundled card data, so the summon
    # finds nothing unless a user's card data adds it (and it needs a script to be in a Deck).
    card(13722870, "Dark Flare Knight",
         fusion_materials(46986414, 45231177),
         continuous(no_battle_damage_to_controller()),
         trigger("destroyed_by_battle",
                 summon_chosen(Filter(where=("hand", "deck"), controller="self", code=MIRAGE_KNIGHT,
                                      summonable=True), 1),
                 of="self")),
]
