"""The GOAT format's locks: effect negation as a continuous effect, prohibitions of attacks and
summons, negating summons and activations. Effects are restated from the rules in our own
words, never copied from card texts; where a 2005 ruling decided the behaviour, the comment
says so."""
from ygo_core.scripts.vocab import (
    Filter, activate, add_to_hand_chosen, cannot_activate, cannot_attack, card, card_activated,
    cannot_attack_up_to_paid, continuous, count_at_least, destroy_equips, instead_of_draw, self_face_up, spell_proof,
    to_resolve, when_equipped,
    defense_lock, destroy_in_foes_end_phase, flip_face_up, monsters, negate_activation_and_destroy,
    negate_effects, negate_summon, negate_summon_card, remains, spells_traps, standby_cost,
)

# Trap Cards in the hand or Set: what "cannot be activated" has to cover (the rules know a
# face-down card's kind, though the opponent does not).
TRAPS_TO_ACTIVATE = Filter(where=("hand", "spell_zone"), kind=("trap",))
TRAPS_ON_FIELD = spells_traps(kind=("trap",))
SPELLS_ON_FIELD = spells_traps(kind=("spell",))
LOW_LEVEL_WARRIOR_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",),
                                   races=("Warrior",), level_max=4)

CARDS = [
    # No Trap Card can be activated, nor a face-up Trap's effect, and every Trap effect on the
    # field is negated: a Trap face-up on the field when it resolves does nothing. With Skill
    # Drain face-up, Jinzo's effect is negated and Traps can be activated. (Our reading of the
    # texts, not a ruling we found: Jinzo face-up first keeps Skill Drain from being activated,
    # so the two face-up together means Skill Drain came first and negated Jinzo.)
    card(77585513, "Jinzo",
         continuous(cannot_activate(TRAPS_TO_ACTIVATE), negate_effects(TRAPS_ON_FIELD))),
    # Costs 1000 LP to activate. Face-up monsters on the field have their effects negated; their
    # effects can still be activated (the text says so), and do nothing if the monster is still
    # face-up on the field when they resolve. An effect that resolves after its monster left the
    # field (Sangan's, a FLIP monster destroyed by the attack that flipped it) is not negated.
    card(82732705, "Skill Drain",
         activate(cost_lp=1000),
         continuous(negate_effects(monsters(face_up=True)))),
    # Every other Trap effect on the field is negated (Traps can still be activated: they do
    # nothing when they resolve face-up on the field).
    card(51452091, "Royal Decree",
         activate(),
         continuous(negate_effects(spells_traps(kind=("trap",), not_self=True)))),
    # Spell Cards on the field have their effects negated; Spells can still be activated and
    # do nothing (the 2005 ruling, since changed). 700 LP each of its controller's Standby
    # Phases, or it is destroyed: a cost to keep it, not an effect, so Jinzo does not stop it.
    card(61740673, "Imperial Order",
         activate(),
         continuous(negate_effects(SPELLS_ON_FIELD), standby_cost(700))),
    # Level 4 or higher monsters (either side) cannot attack.
    card(85742772, "Gravity Bind",
         activate(),
         continuous(cannot_attack(monsters(level_min=4)))),
    # Face-up Level 4 or higher monsters are in Defense Position, and stay there while it is
    # face-up (a continuous effect, not a one-time change).
    card(3136426, "Level Limit - Area B",
         activate(),
         continuous(defense_lock(monsters(face_up=True, level_min=4)))),
    # Monsters with 1500 or more ATK (their current ATK) cannot declare an attack; 100 LP each of
    # its controller's Standby Phases, or it is destroyed.
    card(44656491, "Messenger of Peace",
         activate(),
         continuous(cannot_attack(monsters(atk_min=1500)), standby_cost(100))),
    # A Counter Trap with two uses, each paying half the LP as its cost (the LP left rounded
    # up, T10): negate a monster's summon while it is being summoned (the summon-negation
    # window) and destroy it, or negate a Spell/Trap Card's activation and destroy that card.
    card(41420027, "Solemn Judgment",
         negate_summon_card(negate_summon(), cost_lp="half"),
         activate(negate_activation_and_destroy(), conditions=[card_activated()], cost_lp="half")),
    # A Normal Spell that remains on the field: when it resolves, the opponent's face-down
    # monsters are turned face-up (their FLIP effects trigger: the famous Swords into Magician of
    # Faith), and it is destroyed in the End Phase of the opponent's 3rd turn. While it is
    # face-up, the opponent's monsters cannot declare an attack.
    card(72302403, "Swords of Revealing Light",
         remains(activate(flip_face_up(monsters("foe", face_up=False)), destroy_in_foes_end_phase(3))),
         continuous(cannot_attack(monsters("foe")))),
    # A Spell effect that targets it (face-up) is negated when it resolves and that Spell Card
    # destroyed (not a chain link). Instead of the normal draw, its controller may activate its
    # effect (Spell Speed 1: the opponent may answer) to add a Level 4 or lower Warrior from the
    # Deck to the hand; it must be face-up on the field to activate and to resolve.
    card(49681811, "Freed the Matchless General",
         continuous(spell_proof()),
         instead_of_draw(add_to_hand_chosen(LOW_LEVEL_WARRIOR_IN_DECK),
                         conditions=[to_resolve(self_face_up()), count_at_least(LOW_LEVEL_WARRIOR_IN_DECK)])),
    # When an Equip Card is equipped to it, that Equip Card is destroyed: a mandatory trigger
    # (it goes on the chain after the equip resolves, W06; under Skill Drain it does nothing).
    card(423705, "Gearfried the Iron Knight",
         when_equipped(destroy_equips())),
    # Its cost is any multiple of 1000 LP, chosen as it is activated (1000, then yes/no to each
    # further 1000 the player can pay). The opponent's monsters whose ATK is at most the LP paid
    # cannot attack (their current ATK: a boost past it frees them).
    card(17078030, "Wall of Revealing Light",
         activate(cost_lp="multiples_of_1000"),
         continuous(cannot_attack_up_to_paid(monsters("foe")))),
]
