"""Structure Deck: Master of Pendulum (2015, pysim/data/decks/mr3/master-of-pendulum.ydk): the
Pendulum family's cards (docs/mr3-cards.md sections 5.1-5.4): Pendulum Effects, scales, the
Pendulum Zones. Effects are restated from the rules and the specs, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, PendulumFilter, activate, add_to_hand_chosen, card, continuous, cost_discard,
    count_at_least, declare_scale, destroy, gy_monsters, ignition, monsters, once_per_copy,
    pendulum_effect, pendulum_summon_only, return_to_hand, scale_unless, set_scale, spells_traps,
    and_if_you_do, boost_until_battle_end, cannot_attack_this_turn, place_in_pendulum_zone, stats_for, cost_self, untargetable_by_foe, fusion_summon_from_field, no_activation_when, special_summon, trigger, with_cost,
    last_event, pendulum_activation_without_monsters, pzone_proof, summon_event_name_from,
    add_different_names, distinct_names_at_least, no_pendulum_effect_this_turn, pzone_proof_until,
)

# The archetypes, spelled out from the era's pool (ygo_core/data/cards-mr3.csv has no archetype
# column): "Magician" = the Pendulum Magicians (docs/mr3-cards.md section 5), "Performapal",
# "Odd-Eyes".
MAGICIANS = (14920218, 15146890, 20409757, 51531505, 72714461, 88935103, 94415058)
PERFORMAPALS = (26270847, 40318957, 44364077, 91584698)
ODD_EYES = (16178681, 16691074, 80696379)

# "Your other Pendulum Zone holds a 'Magician' card" (the card itself excluded).
OTHER_MAGICIAN_SCALE = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS, not_self=True)
PENDULUM_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster", "pendulum"))
OAFDRAGON, SKULLCROBAT = 14920218, 40318957
# Oafdragon 1: a face-up "Magician" or "Odd-Eyes" Pendulum Monster of the Extra Deck, not itself.
OAF_FROM_EXTRA = PendulumFilter(where=("extra",), controller="self", kind=("monster", "pendulum"),
                                codes=tuple(c for c in MAGICIANS + ODD_EYES if c != OAFDRAGON),
                                faceup_extra=True)
# Oafdragon 2: a "Magician" Pendulum Monster or an "Odd-Eyes" monster in the GY, not Oafdragon.
OAF_FROM_GY = gy_monsters(codes=tuple(c for c in MAGICIANS + ODD_EYES if c != OAFDRAGON))
# Skullcrobat Joker 1: the Pendulum Summon's allowed monsters (all the Magicians are Pendulums).
SKULLCROBAT_KIN = Filter(where=("hand", "extra"), kind=("monster",), codes=PERFORMAPALS + MAGICIANS + ODD_EYES)
# Skullcrobat Joker 2: the search, not itself.
SKULLCROBAT_SEARCH = Filter(where=("deck",), controller="self", kind=("monster",),
                            codes=tuple(c for c in PERFORMAPALS + MAGICIANS + ODD_EYES if c != SKULLCROBAT))
# Stargazer / Timegazer: "a 'Magician' or 'Odd-Eyes' card" in the other Pendulum Zone.
MAGICIAN_OR_ODD_EYES_SCALE = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS + ODD_EYES)
# Pendulum Back: 2 monsters in your GY, Levels strictly between your two Scales (M10's range).
BETWEEN_SCALES_IN_GY = PendulumFilter(where=("gy",), controller="self", kind=("monster",), between_scales=True)
BOTH_SCALES = Filter(where=("pendulum_zone",), controller="self")
# Wisdom-Eye: a "Magician" or "Performapal" card in the other zone; a "Magician" Pendulum
# Monster (not Wisdom-Eye) in the Deck; a card in your Pendulum Zone whose Scale was changed.
WISDOM_EYE = 72714461
OTHER_MAGICIAN_OR_PERFORMAPAL_SCALE = Filter(where=("pendulum_zone",), controller="self",
                                             codes=MAGICIANS + PERFORMAPALS, not_self=True)
MAGICIAN_TO_PLACE = Filter(where=("deck",), controller="self", kind=("monster", "pendulum"),
                           codes=tuple(c for c in MAGICIANS if c != WISDOM_EYE))
CHANGED_SCALE = PendulumFilter(where=("pendulum_zone",), controller="self", scale_changed=True)
# Silver Claw: your face-up "Performapal" monsters.
OWN_PERFORMAPALS = monsters("self", face_up=True, codes=PERFORMAPALS)
# Sky Iris: the archetypes' cards in your Pendulum Zones; another face-up card you control; an
# "Odd-Eyes" card in your Deck.
IRIS_PROTECTED = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS + PERFORMAPALS + ODD_EYES)
OTHER_FACE_UP_OWN = Filter(where=("monster_zone", "spell_zone", "field_zone", "pendulum_zone"), controller="self",
                           positions=("attack", "defense", "faceup"), not_self=True)
ODD_EYES_IN_DECK = Filter(where=("deck",), controller="self", codes=ODD_EYES)
POLYMERIZATION_TO_ADD = Filter(where=("deck", "gy"), controller="self", code=24094654)
# Meteorburst 1: a card in your Pendulum Zone that can be Special Summoned.
OWN_SCALE_TO_SUMMON = Filter(where=("pendulum_zone",), controller="self", summonable=True)
# Meteorburst 2: the opponent's monsters' effects (wherever the monster is).
FOE_MONSTER_EFFECTS = Filter(where=("hand", "monster_zone", "gy", "banished", "deck", "extra"), controller="foe",
                             kind=("monster",))
ANY_SCALE = Filter(where=("pendulum_zone",))


def _magician_destroyer(target: Filter):
    # Dragonpulse / Dragonpit (5.1): once per turn (soft: per copy, AH05), while the other
    # Pendulum Zone holds a "Magician" (checked at activation, U08); cost: discard 1 Pendulum
    # Monster (to the GY: M07 is only for the field); destroy the target (V03: if still there).
    return pendulum_effect(once_per_copy(ignition(
        destroy(), cost=[cost_discard(1, PENDULUM_IN_HAND)], target=target,
        conditions=[count_at_least(OTHER_MAGICIAN_SCALE)])))


CARDS = [
    # Normal Pendulum Monster; Pendulum Effect: destroy 1 face-up monster on the field.
    card(15146890, "Dragonpulse Magician", _magician_destroyer(monsters(face_up=True))),
    # Normal Pendulum Monster; Pendulum Effect: destroy 1 Spell/Trap on the field.
    card(51531505, "Dragonpit Magician", _magician_destroyer(spells_traps())),
    # Pendulum Effect (OPT, AH02): with a "Magician" in the other zone, add 1 face-up
    # "Magician"/"Odd-Eyes" Pendulum Monster (not Oafdragon) from the Extra Deck to the hand.
    # Monster effect (OPT, "if": it does not miss the timing): if Normal or Special Summoned,
    # target such a monster in the GY; add it to the hand.
    card(OAFDRAGON, "Oafdragon Magician",
         pendulum_effect(ignition(add_to_hand_chosen(OAF_FROM_EXTRA),
                                  conditions=[count_at_least(OTHER_MAGICIAN_SCALE), count_at_least(OAF_FROM_EXTRA)]).once()),
         trigger(("normal_summoned", "special_summoned"), return_to_hand(), of="self", optional=True,
                 target=OAF_FROM_GY).once()),
    # Continuous Pendulum Effect: its controller can Pendulum Summon only "Performapal",
    # "Magician" Pendulum and "Odd-Eyes" monsters ("cannot be negated": no card of the pool
    # negates a Pendulum Effect). Monster effect ("when", optional): when Normal Summoned, add
    # such a monster (not Skullcrobat Joker) from the Deck to the hand.
    card(SKULLCROBAT, "Performapal Skullcrobat Joker",
         pendulum_effect(continuous(pendulum_summon_only(SKULLCROBAT_KIN))),
         trigger("normal_summoned", add_to_hand_chosen(SKULLCROBAT_SEARCH), of="self", optional=True,
                 when=True, conditions=[count_at_least(SKULLCROBAT_SEARCH)])),
    # Pendulum Effect: with a "Magician"/"Performapal" card in the other zone (U08), destroy this
    # card, and if you do, place 1 "Magician" Pendulum Monster (not Wisdom-Eye) from the Deck in
    # your Pendulum Zone (not an activation, M02). Monster effect (Ignition, from the hand): cost:
    # discard this card; target 1 card in your Pendulum Zone whose Scale differs from its
    # original; its Scales are the original ones until the end of the turn.
    card(WISDOM_EYE, "Wisdom-Eye Magician",
         pendulum_effect(ignition(destroy("self_scale"), and_if_you_do(place_in_pendulum_zone(MAGICIAN_TO_PLACE)),
                                  conditions=[count_at_least(OTHER_MAGICIAN_OR_PERFORMAPAL_SCALE),
                                              count_at_least(MAGICIAN_TO_PLACE)])),
         ignition(set_scale("original"), cost=[cost_self()], target=CHANGED_SCALE, from_hand=True)),
    # Continuous Pendulum Effect: "Performapal" monsters you control gain 300 ATK. Monster
    # effect (mandatory trigger): when this card declares an attack, the "Performapal" monsters
    # you control gain 300 ATK until the end of the Battle Phase.
    card(26270847, "Performapal Silver Claw",
         pendulum_effect(continuous(stats_for(OWN_PERFORMAPALS, atk=300))),
         trigger("attack_declared", boost_until_battle_end(OWN_PERFORMAPALS, 300), of="self")),
    # Quick-Play Spell: target 1 card in either player's Pendulum Zone, declare a Scale from 1
    # to 10 (at activation); its Scales become that until the end of the turn.
    card(69982329, "Pendulum Shift",
         with_cost(activate(set_scale("declared"), target=ANY_SCALE), declare_scale())),
    # Normal Trap: with cards in both of your Pendulum Zones, target 2 monsters in your GY whose
    # Levels are strictly between your Scales; add them to the hand (V03: each if still fitting).
    card(76660409, "Pendulum Back",
         activate(return_to_hand(), target=BETWEEN_SCALES_IN_GY, targets=2,
                  conditions=[count_at_least(BOTH_SCALES, 2)])),
    # Pendulum Effect (once per turn, soft): Fusion Summon 1 Fusion Monster from the Extra Deck
    # using monsters you control. Monster effect (Ignition): cost: Tribute this card (from the
    # field it goes face-up to the Extra Deck, M07); add 1 "Polymerization" from the Deck or GY.
    card(91584698, "Performapal Trump Witch",
         pendulum_effect(once_per_copy(ignition(fusion_summon_from_field()))),
         ignition(add_to_hand_chosen(POLYMERIZATION_TO_ADD), cost=[cost_self()],
                  conditions=[count_at_least(POLYMERIZATION_TO_ADD)])),
    # Field Spell. Continuous: your "Magician", "Performapal" and "Odd-Eyes" cards in your
    # Pendulum Zones cannot be targeted by the opponent's card effects (V04). Ignition (OPT):
    # target 1 other face-up card you control; destroy it, and if you do, add 1 "Odd-Eyes" card
    # from the Deck to the hand (U08: one must be there).
    card(27813661, "Sky Iris",
         activate(),
         continuous(untargetable_by_foe(IRIS_PROTECTED)),
         ignition(destroy(), and_if_you_do(add_to_hand_chosen(ODD_EYES_IN_DECK)), target=OTHER_FACE_UP_OWN,
                  conditions=[count_at_least(ODD_EYES_IN_DECK)]).once()),
    # Synchro (1 Tuner + 1 or more non-Tuners: the rules' procedure). OPT, "when" (it can miss
    # the timing, U10c): when Special Summoned, target 1 card in your Pendulum Zone; Special
    # Summon it; this card cannot attack this turn (independent of the summon). Continuous:
    # your opponent cannot activate monster effects during the Battle Phase.
    card(80696379, "Odd-Eyes Meteorburst Dragon",
         trigger("special_summoned", special_summon(), cannot_attack_this_turn(), of="self", optional=True,
                 when=True, target=OWN_SCALE_TO_SUMMON).once(),
         continuous(no_activation_when(FOE_MONSTER_EFFECTS, "battle_phase"))),
]

# Stargazer / Timegazer Magician's "Scale becomes 4 without a 'Magician'/'Odd-Eyes' beside it".
GAZER_SCALE = pendulum_effect(continuous(scale_unless(MAGICIAN_OR_ODD_EYES_SCALE, 4)))
# "While your Pendulum Monster battles, your opponent cannot activate Spell (Trap) Cards until
# the end of the Damage Step" (card activations: from the hand or Set on the field).
FOE_SPELL_CARDS = Filter(where=("hand", "spell_zone", "field_zone"), controller="foe", kind=("spell",))
FOE_TRAP_CARDS = Filter(where=("hand", "spell_zone"), controller="foe", kind=("trap",))
# Stargazer 3: the returned card, now in your hand, a Pendulum Monster; a monster of your hand.
RETURNED_PENDULUM = Filter(where=("hand",), controller="self", kind=("monster", "pendulum"))
MONSTER_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",))
# Timegazer 4: the cards in your Pendulum Zones.
OWN_SCALES = Filter(where=("pendulum_zone",), controller="self")
# Pendulum Call: "Magician" Pendulum Monsters in the Deck; "Magician" cards in your Pendulum
# Zones; a "Magician" card wherever it is now (the history of the turn's Pendulum Effects).
MAGICIAN_PENDULUM_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "pendulum"), codes=MAGICIANS)
MAGICIAN_SCALES = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS)
ANY_MAGICIAN = Filter(where=("deck", "hand", "monster_zone", "spell_zone", "field_zone", "gy", "banished",
                             "pendulum_zone", "extra"), codes=MAGICIANS)

CARDS += [
    # Pendulum Effects: the battle lock on the opponent's Spell Cards; Scale 4 without a
    # "Magician"/"Odd-Eyes" card in the other zone. Monster effect (optional, "when", once per
    # turn: soft, AH05): when exactly 1 Pendulum Monster you control (and no other card) is
    # returned to your hand by an opponent's card effect, Special Summon 1 monster with that
    # name from your hand (the returned card or another copy). Not modelled: "except during the
    # Damage Step" (no card of the pool returns a monster to the hand in the Damage Step).
    card(94415058, "Stargazer Magician",
         pendulum_effect(continuous(no_activation_when(FOE_SPELL_CARDS, "pendulum_battles"))),
         GAZER_SCALE,
         once_per_copy(trigger("returned_one_to_hand", summon_event_name_from(MONSTER_IN_HAND), optional=True,
                               when=True, conditions=[last_event("returned_one_to_hand", by="foe",
                                                                 card=RETURNED_PENDULUM)]))),
    # Rule (the 2014 text): activated in a Pendulum Zone only while you control no monsters.
    # Pendulum Effects: the battle lock on the opponent's Trap Cards; Scale 4 without a
    # "Magician"/"Odd-Eyes" card in the other zone. Monster effect (Continuous): once per turn,
    # each card in your Pendulum Zones cannot be destroyed by the opponent's card effects.
    card(20409757, "Timegazer Magician",
         pendulum_activation_without_monsters(),
         pendulum_effect(continuous(no_activation_when(FOE_TRAP_CARDS, "pendulum_battles"))),
         GAZER_SCALE,
         continuous(pzone_proof(OWN_SCALES, foe_only=True, once_per_turn=True))),
    # Normal Spell, once per turn (AH02), not in a turn its player activated a "Magician"
    # Pendulum Effect (U08, checked at activation). Cost: discard 1 card. Add 2 "Magician"
    # Pendulum Monsters with different names from the Deck (both needed to activate); also,
    # until the end of the opponent's next turn, the "Magician" cards in your Pendulum Zones
    # cannot be destroyed by card effects.
    card(53208660, "Pendulum Call",
         with_cost(activate(add_different_names(MAGICIAN_PENDULUM_IN_DECK, 2), pzone_proof_until(MAGICIAN_SCALES, 1),
                            conditions=[distinct_names_at_least(MAGICIAN_PENDULUM_IN_DECK, 2),
                                        no_pendulum_effect_this_turn(ANY_MAGICIAN)]),
                   cost_discard(1)).once()),
]

# Nobledragon Magician (synchro helper, second round; pclause, third round; docs/mr3-cards.md
# 5.1). (1) P-Continuous: destroyed while its controller's other Pendulum Zone holds no
# "Magician" card. (2) Rule text: a Synchro Material only for a Dragon Synchro Monster, placed
# on the bottom of the Deck instead of going anywhere else if any other material is not an
# "Odd-Eyes" monster. (3) Ignition from the hand or the GY: target 1 face-up Level 7 or higher
# "Odd-Eyes" monster you control; reduce its Level by 3, then Special Summon this card (not if
# the Level was not reduced).
from ygo_core.scripts.vocab import (  # noqa: E402
    change_level, destroyed_unless_other_pendulum, gy_ignition, summon_with, synchro_material_only_for, then,
)

ODD_EYES_LEVEL_7_OR_HIGHER = monsters("self", face_up=True, level_min=7, codes=ODD_EYES)
DRAGON_SYNCHRO = Filter(where=("extra",), controller="self", kind=("monster", "synchro"), races=("Dragon",))
ODD_EYES_MATERIAL = Filter(where=("monster_zone",), controller="self", codes=ODD_EYES)
CARDS.append(card(88935103, "Nobledragon Magician",
                  pendulum_effect(continuous(destroyed_unless_other_pendulum(MAGICIAN_SCALES))),
                  synchro_material_only_for(DRAGON_SYNCHRO, deck_bottom_unless=ODD_EYES_MATERIAL),
                  ignition(change_level(-3), then(summon_with("self_in_hand")), target=ODD_EYES_LEVEL_7_OR_HIGHER,
                           from_hand=True),
                  gy_ignition(change_level(-3), then(summon_with("self_in_gy")), target=ODD_EYES_LEVEL_7_OR_HIGHER)))


# Odd-Eyes Pendulum Dragon (oddeyes, third round; docs/mr3-cards.md 5.4).
from ygo_core.scripts.vocab import double_battle_damage, zero_battle_damage_choice  # noqa: E402

ODD_EYES_PENDULUM_DRAGON = 16178681
# (1): "your Pendulum Monster" in the battle (read from the Odd-Eyes controller's side).
OWN_PENDULUM_MONSTER = Filter(where=("monster_zone",), controller="self", kind=("monster", "pendulum"))
# (2): a Pendulum Monster with 1500 or less ATK in your Deck.
LOW_ATK_PENDULUM_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "pendulum"), atk_max=1500)

CARDS.append(card(ODD_EYES_PENDULUM_DRAGON, "Odd-Eyes Pendulum Dragon",
                  # Pendulum Effect (1), once per turn (name): when you would take battle damage
                  # from an attack involving your Pendulum Monster, you can make it 0 (asked at
                  # damage calculation; not activated, no chain).
                  pendulum_effect(continuous(zero_battle_damage_choice(OWN_PENDULUM_MONSTER))).once(),
                  # Pendulum Effect (2), optional, once per turn (name), during your End Phase:
                  # destroy this card (M07: face-up to the Extra Deck), and if you do, add 1
                  # Pendulum Monster with 1500 or less ATK from your Deck to your hand (U08: one
                  # must be there to activate).
                  pendulum_effect(trigger("end_phase", destroy("self_scale"),
                                          and_if_you_do(add_to_hand_chosen(LOW_ATK_PENDULUM_IN_DECK)),
                                          of="self", optional=True,
                                          conditions=[count_at_least(LOW_ATK_PENDULUM_IN_DECK)])).once(),
                  # Monster effect (3), Continuous: battle damage this card inflicts to your
                  # opponent by battling their monster is doubled (not a direct attack).
                  continuous(double_battle_damage())))
