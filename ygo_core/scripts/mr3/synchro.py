"""Structure Deck: Synchron Extreme (2015), the synchro family's cards (docs/mr3-cards.md 4.1,
4.4): Synchro material rules, "sent to the GY as Synchro Material" triggers, Level changes.
Effects are restated from the specs and rulings, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, extra_normal_summon, mark_resolved, resolved_this_turn, add_to_hand_chosen, can_synchro_summon_with_self, card, change_level_by_noted, choose_one,
    cost_return_to_extra_noting_level, cost_self, cost_send, cost_send_noting_level, cost_tribute, count_at_least, draw, foe_main_phase,
    foe_special_summoning, free_zones, gain_atk_of, gy_ignition, ignition, mode, monsters, negate_summon, negates_summon,
    non_tuner, once_per_copy, quick, return_to_hand, shares_once, summon_with, then, change_level, substitute_tuner, summon_chosen, summon_procedure,
    summon_chosen_of_another_level, summon_synchro_of_noted_level, summoned_by, synchro_level_may_be, synchro_materials, synchro_once_per_turn,
    synchro_summon_with_self, trigger, tributed_only_for_tribute_summon, with_cost,
    event_card_fits, event_card_summoned_by, event_related_card_fits, foes_turn, return_to_deck,
    summon_from_extra_as_synchro, summon_tokens,
)
from ygo_core.scripts.mr3.synchron_extreme import SYNCHRONS

JET_SYNCHRON = 9742784
JUNK_SYNCHRON = 63977008
JUNK_WARRIOR = 60800381
# The "Synchron" Tuners of the era's pool that a Synchro Monster's materials may name (Quickdraw
# Synchron stands in for any of them; docs/mr3-cards.md 4.1).
SYNCHRON_TUNERS = (9742784, 15310033, 19642774, 56286179, 63977008, 67270095)
# "Junk" monsters of the pool (Junk Synchron; Junk Warrior lives in the Extra Deck).
JUNKS = (JUNK_SYNCHRON, JUNK_WARRIOR)

LOW_LEVEL_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",), level_max=2, summonable=True)
JUNK_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), codes=JUNKS)
SYNCHRON_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), codes=SYNCHRONS)
SENT_AS_MATERIAL = "sent_as_synchro_material"
A_CARD_IN_HAND = Filter(where=("hand",), controller="self")
LOW_LEVEL_YOU_CONTROL = monsters("self", level_max=2)
FACE_UP_LEVEL_5_OR_HIGHER = monsters("self", face_up=True, level_min=5)
SYNCHRON_TO_SUMMON = Filter(where=("deck",), controller="self", kind=("monster",), codes=SYNCHRONS, summonable=True)
TUNER_YOU_CONTROL = Filter(where=("monster_zone",), controller="self", positions=("attack", "defense"),
                           kind=("monster", "tuner"))
TUNER_SYNCHRO = Filter(where=("monster_zone",), controller="self", positions=("attack", "defense"),
                       kind=("monster", "synchro", "tuner"))
# Stardust Warrior (3): a Level 8 or lower "Warrior" Synchro Monster in your Extra Deck.
WARRIOR_SYNCHRO_UP_TO_8 = Filter(where=("extra",), controller="self", kind=("monster", "synchro"),
                                 races=("Warrior",), level_max=8)
# Synchron Carrier (2): the material, a "Synchron" monster you controlled (in the GY by the
# event), and the Synchro Monster it was material for, a Warrior or a Machine.
SYNCHRON_TOKEN = 62125439
SYNCHRON_MATERIAL = Filter(where=("gy",), controller="self", kind=("monster",), codes=SYNCHRONS)
WARRIOR_OR_MACHINE_SYNCHRO = Filter(where=("monster_zone",), kind=("monster", "synchro"),
                                    races=("Warrior", "Machine"))
# Starlight Junktion (2): the monster you Synchro Summoned.
YOUR_SYNCHRO = Filter(where=("monster_zone",), controller="self", kind=("monster", "synchro"))
NON_TUNER_SYNCHRO = non_tuner(Filter(where=("monster_zone",), controller="self", positions=("attack", "defense"),
                                     kind=("monster", "synchro")))

CARDS = [
    # Fleur Synchron: sent to the GY as Synchro Material -> you may Special Summon a Level 2 or
    # lower monster from your hand (K04: only for a summon that succeeded).
    card(19642774, "Fleur Synchron",
         trigger(SENT_AS_MATERIAL, summon_chosen(LOW_LEVEL_IN_HAND, 1), of="self", optional=True)),
    # Tuningware: Level 1 or 2 as a Synchro Material (an effect: Level 1 only while negated);
    # mandatory draw when sent as one.
    card(92676637, "Tuningware",
         synchro_level_may_be(2),
         trigger(SENT_AS_MATERIAL, draw(1), of="self")),
    # Jet Synchron: (1) "if" sent to the GY as Synchro Material, you may add a "Junk" monster from
    # the Deck to the hand; (2) GY Ignition: cost, send 1 card from your hand to the GY; Special
    # Summon this card; it is banished when it leaves the field. One of the two per turn (a
    # shared hard limit, AH02).
    card(JET_SYNCHRON, "Jet Synchron",
         trigger(SENT_AS_MATERIAL, add_to_hand_chosen(JUNK_IN_DECK), of="self", optional=True).once(),
         shares_once(gy_ignition(summon_with("self_in_gy", banish_when_leaves=True),
                                 cost=[cost_send(A_CARD_IN_HAND, 1)]))),
    # Quickdraw Synchron: a substitute for a named "Synchron" Tuner and no material otherwise;
    # its procedure: Special Summon it from the hand by sending another monster from the hand to
    # the GY (a cost of the procedure, not an effect: no chain).
    card(20932152, "Quickdraw Synchron", substitute_tuner(*SYNCHRON_TUNERS),
         summon_procedure(cost=Filter(where=("hand",), controller="self", kind=("monster",)))),
    # Unknown Synchron: Special Summoned from the hand by its procedure if the opponent controls
    # a monster and you control none; once per Duel by this method.
    card(15310033, "Unknown Synchron",
         summon_procedure(conditions=[count_at_least(monsters("foe")), free_zones(5)], once_per_duel=True)),
    # Junk Warrior: "Junk Synchron" + 1 or more non-Tuners; Synchro Summoned -> it gains the
    # total ATK of the Level 2 or lower face-up monsters you control (at resolution).
    card(JUNK_WARRIOR, "Junk Warrior",
         synchro_materials(tuner=Filter(codes=(JUNK_SYNCHRON,))),
         trigger("special_summoned", gain_atk_of(monsters("self", face_up=True, level_max=2)),
                 of="self", conditions=[summoned_by("synchro")])),
    # Jet Warrior: "Jet Synchron" + 1 or more non-Tuners; (1) if Synchro Summoned you may target a
    # card your opponent controls and return it to the hand; (2) GY Ignition: cost, Tribute 1
    # Level 2 or lower monster; Special Summon this card in Defense Position; it is banished when
    # it leaves the field. Each once per turn (AH02).
    card(286392, "Jet Warrior",
         synchro_materials(tuner=Filter(codes=(JET_SYNCHRON,))),
         trigger("special_summoned", return_to_hand(), of="self", optional=True,
                 target=Filter(controller="foe"), conditions=[summoned_by("synchro")]).once(),
         gy_ignition(summon_with("self_in_gy", position="defense", banish_when_leaves=True),
                     cost=[cost_tribute(LOW_LEVEL_YOU_CONTROL)]).once()),
    # Stardust Warrior: 1 Tuner Synchro Monster + 1 or more non-Tuner Synchro Monsters (K03);
    # (1) Quick, when the opponent would Special Summon (the summon-negation window): cost,
    # Tribute this card; negate the summon and destroy the monster.
    card(74892653, "Stardust Warrior",
         synchro_materials(tuner=Filter(kind=("synchro",)), non_tuner=Filter(kind=("synchro",))),
         negates_summon(quick(negate_summon(), mark_resolved(), cost=[cost_self("gy")],
                              conditions=[foe_special_summoning()])),
         # (2) during the End Phase, if (1) resolved this turn: you may Special Summon this card
         # from the GY (it has not left the GY since).
         trigger("end_phase_in_gy", summon_with("self_in_gy"), of="self", optional=True,
                 conditions=[resolved_this_turn()]),
         # (3) destroyed by battle: you may Special Summon a Level 8 or lower "Warrior" Synchro
         # Monster from the Extra Deck, treated as a Synchro Summon (its proper summon, H09).
         # Not built: "or leaves the field because of an opponent's card effect".
         trigger("destroyed_by_battle", summon_from_extra_as_synchro(WARRIOR_SYNCHRO_UP_TO_8),
                 of="self", optional=True)),
    # Level Eater: (1) GY Ignition, target 1 face-up Level 5 or higher monster you control; its
    # Level is reduced by 1 (for as long as it stays face-up), then this card is Special Summoned
    # from the GY (not if the Level was not reduced: the target gone, face-down, or a Level under
    # 1); no banish clause. (2) It cannot be Tributed except for a Tribute Summon.
    card(57421866, "Level Eater",
         gy_ignition(change_level(-1), then(summon_with("self_in_gy")), target=FACE_UP_LEVEL_5_OR_HIGHER),
         tributed_only_for_tribute_summon()),
    # Synchron Carrier: (1) you can Normal Summon 1 "Synchron" monster in addition to your Normal
    # Summon (not a Set; a Tribute Summon too). (2) once per turn, when a "Synchron" monster you
    # control is sent to the GY as Synchro Material of a Warrior or Machine Synchro Monster: you
    # may Special Summon 1 Synchron Token (in Defense Position: a simplification, the card lets
    # its player choose the face-up position).
    card(62125438, "Synchron Carrier",
         extra_normal_summon(Filter(where=("hand",), controller="self", kind=("monster",), codes=SYNCHRONS)),
         trigger(SENT_AS_MATERIAL, summon_tokens(SYNCHRON_TOKEN, 1), of="other", optional=True,
                 conditions=[event_card_fits(SYNCHRON_MATERIAL),
                             event_related_card_fits(WARRIOR_OR_MACHINE_SYNCHRO)]).once()),
    # Accel Synchron: generic materials, Synchro Summoned once per turn; (1) once per turn (soft),
    # cost: send a "Synchron" monster from the Deck to the GY; this card's Level increases or
    # decreases (chosen at activation) by that monster's Level.
    card(37675907, "Accel Synchron",
         synchro_once_per_turn(synchro_materials()),
         once_per_copy(choose_one(ignition(cost=[cost_send_noting_level(SYNCHRON_IN_DECK)]),
                                  mode(change_level_by_noted(1)), mode(change_level_by_noted(-1)))),
         # (2) Quick, in the opponent's Main Phase: Synchro Summon using this card as a material.
         quick(synchro_summon_with_self(), conditions=[foe_main_phase(), can_synchro_summon_with_self()])),
    # Limit Overdrive (Quick-Play, only 1 per turn): cost, return a face-up Tuner Synchro Monster
    # and a face-up non-Tuner Synchro Monster you control to the Extra Deck (their current
    # Levels noted, combined); Special Summon a Synchro Monster of that Level from the Extra
    # Deck ignoring its Summoning conditions (not properly summoned, H09). Not modelled: the
    # activation is not refused when no Synchro Monster of a reachable combined Level is there.
    card(35014241, "Limit Overdrive",
         with_cost(activate(summon_synchro_of_noted_level(),
                            conditions=[count_at_least(TUNER_SYNCHRO), count_at_least(NON_TUNER_SYNCHRO)]),
                   cost_return_to_extra_noting_level(TUNER_SYNCHRO),
                   cost_return_to_extra_noting_level(NON_TUNER_SYNCHRO, adding=True)).once()),
    # Starlight Junktion (Field Spell): (1) once per turn, cost: Tribute a face-up Tuner you
    # control (its Level noted); Special Summon a "Synchron" monster from the Deck with a Level
    # other than that one. (2) mandatory, once per turn: during the opponent's turn, when you
    # Synchro Summon: target 1 card on the field; shuffle it into the Deck.
    card(1003840, "Starlight Junktion",
         ignition(summon_chosen_of_another_level(SYNCHRON_TO_SUMMON),
                  cost=[cost_tribute(TUNER_YOU_CONTROL, noting_level=True)],
                  conditions=[count_at_least(SYNCHRON_TO_SUMMON)]).once(),
         trigger("special_summoned", return_to_deck(), target=Filter(),
                 conditions=[foes_turn(), event_card_fits(YOUR_SYNCHRO), event_card_summoned_by("synchro")]).once()),
]
