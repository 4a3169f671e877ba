"""Structure Deck: Master of Pendulum (2015, pysim/data/decks/mr3/master-of-pendulum.ydk), the
sdmp family's cards (docs/mr3-cards.md sections 5.1-5.4). Effects are restated from the specs
and the rules in our own words, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, add_to_hand_chosen, and_if_you_do, card, change_position, cost_send,
    count_at_least, damage, destroy, destroyed_its_foe, direct_attack, discard_random, draw,
    effect_proof_this_turn, ignition, lasting_stats, level_exactly, mill, modify_stats, monsters,
    position_locked_until_your_next_turn, spells_traps, then, trigger, untargetable_this_turn, with_cost,
    foes_turn, once_per_copy, summon_without_tributes_halved, detach, has_materials, negate_attack,
    properly_summoned, summon_from_extra_deck, with_costs, continuous, gy_monsters, linked_card, level_for, fusion_materials, type_material, monster_attacks_by_material_level, destroyed_by_battle_next_standby, cost_send_noting_original_level, summon_chosen_of_noted_level, revive_linked_staying, stats_for, special_summon, summon_chosen, summon_while_you_control, unique_on_field,
    unaffected_by_foe_the_turn_fused_with_pendulum,
)

# "Performapal" cards of the era's pool (ygo_core/data/cards-mr3.csv; the data has no archetype
# column, so the archetype is spelled out as "Gravekeeper's" in GOAT): Silver Claw, Skullcrobat
# Joker, Trump Witch (Pendulum Monsters) and Salutiger.
PERFORMAPALS = (26270847, 40318957, 91584698, 44364077)
PERFORMAPAL_PENDULUM_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "pendulum"),
                                      codes=PERFORMAPALS)
HIGH_NORMAL_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "normal"), level_min=5)
FIELD_SPELL_IN_DECK = Filter(where=("deck",), controller="self", kind=("spell", "field"))
A_CARD_IN_DECK = Filter(where=("deck",), controller="self")
# "1 Level 7 monster from your hand or face-up field" (a face-down card never matches by its
# Level, O11; an Xyz Monster has a Rank, not a Level).
LEVEL_7_TO_BANISH = level_exactly(Filter(where=("hand", "monster_zone"), controller="self", kind=("monster",)), 7)
# The Spellcaster procedure of Inari Fire, Nefarious Archfiend and Jigabyte.
FACE_UP_SPELLCASTER = monsters("self", face_up=True, races=("Spellcaster",))
# Jigabyte: "1 monster with 1500 ATK and 200 DEF" except Jigabyte. Simplification: the filter
# has one DEF bound (def_max), so "200 DEF" reads "200 or less" (no card of the era pool has
# 1500 ATK and less than 200 DEF).
JIGABYTE = 40894584
JIGABYTE_FLOAT = Filter(where=("deck",), controller="self", kind=("monster",), atk_min=1500, atk_max=1500,
                        def_max=200, code=JIGABYTE, not_code=True, summonable=True)
# "Odd-Eyes" monsters of the era's pool: Odd-Eyes Pendulum Dragon, Meteorburst, Absolute.
ODD_EYES_ABSOLUTE = 16691074
ODD_EYES_CODES = (16178681, 80696379, ODD_EYES_ABSOLUTE)
ODD_EYES_HAND_GY = Filter(where=("hand", "gy"), controller="self", kind=("monster",), codes=ODD_EYES_CODES,
                          summonable=True)
ODD_EYES_EXTRA = Filter(where=("extra",), controller="self", kind=("monster",), codes=ODD_EYES_CODES[:2])
# Pendulum Rising: "1 Pendulum Monster from your Deck" (its Level matched at resolution).
PENDULUM_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "pendulum"), summonable=True)
ODD_EYES_PENDULUM = 16178681
LYLA_IN_ATTACK = Filter(where=("monster_zone",), controller="self", positions=("attack",), only_self=True)

CARDS = [
    # Add 1 Level 5 or higher Normal Monster from the Deck to the hand (U08: one must be there).
    card(79816536, "Summoner's Art",
         activate(add_to_hand_chosen(HIGH_NORMAL_IN_DECK), conditions=[count_at_least(HIGH_NORMAL_IN_DECK)])),
    # Add 1 Field Spell from the Deck to the hand.
    card(73628505, "Terraforming",
         activate(add_to_hand_chosen(FIELD_SPELL_IN_DECK), conditions=[count_at_least(FIELD_SPELL_IN_DECK)])),
    # Only 1 per turn (the hard limit, AH02). Cost: banish 1 Level 7 monster from the hand or the
    # face-up field (U03); draw 2 (the Deck must hold 2: the compiler adds it, U08).
    card(45725480, "Sacred Sword of Seven Stars",
         with_cost(activate(draw(2)), cost_send(LEVEL_7_TO_BANISH, 1, to="banished")).once()),
    # Mandatory, when destroyed (by battle or by a card effect) and sent to the GY: target 1
    # face-up monster the opponent controls; destroy it, and if you do, 500 damage (X02).
    card(97396380, "Fencing Fire Ferret",
         trigger("destroyed", destroy(), and_if_you_do(damage(500)), of="self",
                 target=monsters("foe", face_up=True))),
    # Mandatory, when it inflicts battle damage by a direct attack: the opponent discards 1
    # random card.
    card(90508760, "X-Saber Airbellum",
         trigger("battle_damage", discard_random(1, who="foe"), of="self", conditions=[direct_attack()])),
    # Mandatory, when it inflicts battle damage to the opponent: it gains 200 ATK for as long as
    # it stays face-up on the field.
    card(36750412, "Magna Drago",
         trigger("battle_damage", lasting_stats(atk=200), of="self")),
    # Optional "when" (it can miss the timing, U10c), once per turn: when it destroys the
    # opponent's monster by battle and that monster is sent to the GY (the event is raised only
    # for a monster that reached the GY: a Pendulum Monster goes to the Extra Deck, M07), add 1
    # "Performapal" Pendulum Monster from the Deck to the hand. It must still be on the field
    # (its trigger is a field one: destroyed in the same battle, it does not activate).
    card(44364077, "Performapal Salutiger",
         trigger("destroyed_by_battle", add_to_hand_chosen(PERFORMAPAL_PENDULUM_IN_DECK), of="other",
                 optional=True, when=True,
                 conditions=[destroyed_its_foe(), count_at_least(PERFORMAPAL_PENDULUM_IN_DECK)]).once()),
    # Ignition, while in face-up Attack Position: target 1 Spell/Trap the opponent controls;
    # change this card to Defense Position, then destroy the target (X03); its position cannot
    # be changed until the end of its controller's next turn.
    card(22624373, "Lyla, Lightsworn Sorceress",
         ignition(change_position("self"), then(destroy()), position_locked_until_your_next_turn(),
                  target=spells_traps("foe"), conditions=[count_at_least(LYLA_IN_ATTACK)]),
         # Mandatory, during its controller's End Phase: the top 3 cards of their Deck to the GY.
         trigger("end_phase", mill(3, who="self"), of="self")),
    # Quick-Play, also in the Damage Step: target 1 face-up monster; until the end of this turn it
    # loses 600 ATK and cannot be targeted or destroyed by card effects. (The untargetable mark
    # goes last: once it is on, the card is no longer a valid target of this effect, V03.)
    card(96864811, "Forbidden Dress",
         activate(modify_stats(atk=-600), effect_proof_this_turn(), untargetable_this_turn(),
                  target=monsters(face_up=True), damage_step=True)),
    # Only 1 face-up on its controller's field; its procedure; mandatory, during its owner's
    # next Standby Phase after it was destroyed by battle and sent to the GY (by battle only:
    # not by a card effect; the mark lapses if it leaves the GY, AD01): Special Summon it from
    # the GY (position chosen, H03; a Standby Phase trigger of a card in the GY, E10).
    card(62953041, "Inari Fire",
         unique_on_field(), summon_while_you_control(FACE_UP_SPELLCASTER),
         trigger("standby_phase", special_summon("self_in_gy"), of="self",
                 conditions=[destroyed_by_battle_next_standby()])),
    # Only 1 face-up; its procedure; optional, in its owner's GY during the opponent's End Phase,
    # once per turn for each copy (soft, AH05): target 1 face-up monster you control; destroy it,
    # and if you do, Special Summon this card (from the GY, X02).
    card(60666820, "Nefarious Archfiend Eater of Nefariousness",
         unique_on_field(), summon_while_you_control(FACE_UP_SPELLCASTER),
         once_per_copy(trigger("end_phase_in_gy", destroy(), and_if_you_do(special_summon("self_in_gy")),
                               of="self", optional=True, target=monsters("self", face_up=True),
                               conditions=[foes_turn()]))),
    # Only 1 face-up; its procedure; optional, "if" destroyed (by battle or by a card effect) and
    # sent to the GY: Special Summon 1 monster with 1500 ATK and 200 DEF, not Jigabyte, from the
    # Deck (U08: one must be there).
    card(JIGABYTE, "Jigabyte",
         unique_on_field(), summon_while_you_control(FACE_UP_SPELLCASTER),
         trigger("destroyed", summon_chosen(JIGABYTE_FLOAT, 1), of="self", optional=True,
                 conditions=[count_at_least(JIGABYTE_FLOAT)])),
    # A Continuous Trap: target 1 Level 4 or lower monster in your GY; Special Summon it (in
    # Attack Position: the link operation takes a fixed position, a simplification of H03); while
    # this card is face-up the monster has 1 more Level and 100 more ATK and DEF (a continuous
    # effect: it ends as this card leaves the field or is negated); when the monster goes to the
    # GY this card is destroyed; this card leaving does not take the monster.
    card(84298614, "Powerful Rebirth",
         activate(revive_linked_staying("attack"), target=gy_monsters(level_max=4)),
         continuous(stats_for(linked_card(), atk=100, defense=100), level_for(linked_card(), 1))),
    # Only 1 per turn (the hard limit, AH02). Cost: send 1 monster you control to the GY, its
    # original Level noted (a Pendulum Monster cannot be the cost: it would go to the Extra Deck,
    # M07; and U08: the Deck must hold a Pendulum Monster of that Level); Special Summon 1
    # Pendulum Monster of that Level from the Deck (position chosen, H03; its effects are not
    # negated); it is destroyed in this turn's End Phase (M07: to the face-up Extra Deck).
    # Simplified: the End Phase destruction is applied without a chain link.
    card(74926274, "Pendulum Rising",
         with_cost(activate(summon_chosen_of_noted_level(PENDULUM_IN_DECK, destroy_at_end=True)),
                   cost_send_noting_original_level(monsters("self"))).once()),
    # It may be Normal Summoned without Tributes (not Set); then its original ATK and DEF are
    # halved (1400/1000) for as long as it stays face-up on the field.
    card(51632798, "Fusilier Dragon, the Dual-Mode Beast", summon_without_tributes_halved()),
    # Rank 7 (2 Level 7 monsters: the rules' default, L01). Optional "when" a monster (either
    # player's) declares an attack, once per turn: cost: detach 1 material (L08); negate the
    # attack, then the player may Special Summon 1 "Odd-Eyes" monster from the hand or GY.
    # Optional "if", once per turn: this card, Xyz Summoned (remembered in the GY, H09), is sent
    # from the field to the GY: Special Summon 1 "Odd-Eyes" monster, not this one, from the Extra
    # Deck (a face-up Odd-Eyes Pendulum Dragon, or Meteorburst).
    card(ODD_EYES_ABSOLUTE,
         "Odd-Eyes Absolute Dragon",
         with_costs(trigger("attack_declared", negate_attack(), then(summon_chosen(ODD_EYES_HAND_GY, 1, optional=True)),
                            optional=True, when=True, conditions=[has_materials(1)]), detach(1)).once(),
         trigger("sent_to_gy_from_field", summon_from_extra_deck(ODD_EYES_EXTRA), of="self", optional=True,
                 conditions=[properly_summoned(), count_at_least(ODD_EYES_EXTRA)]).once()),
    # "Odd-Eyes Pendulum Dragon" + 1 Spellcaster monster (a Type material). From the materials
    # (J10, remembered for its stint by the Fusion Summon only): the Spellcaster's original
    # Level 4 or lower: it can attack monsters up to twice each Battle Phase; 5 or higher, up to
    # three times (attacks past the first on monsters only). Its (2) (pclause): unaffected by
    # the opponent's card effects the turn it is Fusion Summoned with a Pendulum Summoned field
    # material (their resolving effects leave it out; continuous ones are not filtered).
    card(1516510, "Rune-Eyes Pendulum Dragon",
         fusion_materials(ODD_EYES_PENDULUM, type_material("Spellcaster")),
         continuous(monster_attacks_by_material_level(2, 3), unaffected_by_foe_the_turn_fused_with_pendulum())),
]
