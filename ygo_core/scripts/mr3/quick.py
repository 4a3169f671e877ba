"""MR3 cards of the "quick" family (docs/mr3-cards.md sections 4.1-4.3, 5.1, 5.3): hand Quick
effects, negating attacks and ending the Battle Phase, re-Setting a Trap after it resolved,
summon negation as an effect, chain limits on a target. Effects are restated from the rules
and the specs, not copied from card texts; tests in tests/cards/test_mr3_quick.py."""
from ygo_core.scripts.vocab import (
    Filter, activate, card, continuous, cost_discard, cost_self, destroy, direct_attack, end_battle_phase,
    foe_face_up_spell_effect_below, foe_hand_trigger, foe_main_phase, foe_summoned_monster_effect_below, last_event,
    monsters, negate_and_destroy_any, negate_attack, negate_effects_this_turn, negate_summon, negate_summon_card,
    no_banishing, no_target_response, quick_from_hand, repay_damage, set_again, special_summon, special_summon_below,
    spells_traps, summon_chosen, summon_with, then, trigger, double_for_calculation, own_battler_calculating,
    gy_ignition, gy_monsters, return_to_hand, cost_tribute, declare_spell_or_trap, destroy_declared_kind_of_foe,
    check_foe_draws, with_cost,
)
from ygo_core.scripts.mr3.synchron_extreme import SYNCHRONS

ANY_MONSTER = monsters()
SPEED_WARRIOR = 9365703
# "Warrior" Synchro Monsters of the pool (docs/mr3-cards.md: Junk Warrior, Jet Warrior, Stardust
# Warrior), spelled out: the data has no archetype column.
YOUR_WARRIOR_SYNCHRO = Filter(where=("monster_zone",), controller="self", kind=("monster", "synchro"),
                              codes=(60800381, 286392, 74892653))
# "Junk" monsters of the pool (as the synchro family's JUNKS: Junk Synchron, Junk Warrior).
JUNK_IN_YOUR_GY = Filter(where=("gy",), controller="self", kind=("monster",), owned=True,
                         codes=(63977008, 60800381))
YOUR_SPEED_WARRIOR = Filter(where=("hand", "deck", "gy"), controller="self", kind=("monster",), code=SPEED_WARRIOR)
# Eradicator Epidemic Virus's Tribute: a DARK monster with 2500 or more ATK you control.
YOUR_DARK_2500 = Filter(where=("monster_zone",), controller="self", kind=("monster",), attributes=("DARK",),
                        atk_min=2500)
FOE_FACE_UP_EFFECT_MONSTER = Filter(where=("monster_zone",), controller="foe", positions=("attack", "defense"),
                                    kind=("monster", "effect"))

CARDS = [
    # A Counter Trap with two uses, each costing 2000 LP: negate a Summon in its summon-negation
    # window (Normal, Flip, Synchro, Xyz, a whole Pendulum Summon: H17, M12) and destroy the
    # monster; or negate the activation of a card or effect that would Special Summon (the link
    # directly below, S10) and destroy that card (a monster on the field too).
    card(84749824, "Solemn Warning",
         negate_summon_card(negate_summon(), cost_lp=2000),
         activate(negate_and_destroy_any(), conditions=[special_summon_below()], cost_lp=2000)),
    # Quick effect from the hand, when an opponent's monster declares a direct attack:
    # discard it (the cost); negate the attack, then end the Battle Phase.
    card(18964575, "Swift Scarecrow",
         quick_from_hand(negate_attack(), then(end_battle_phase()), cost=[cost_self("gy")],
                         conditions=[last_event("attack_declared", by="foe"), direct_attack()])),
    # When an opponent's monster declares an attack: target it; negate the attack, then Set this
    # card face-down instead of sending it to the GY.
    card(98427577, "Scrap-Iron Scarecrow",
         activate(negate_attack(), then(set_again()), target_event=True,
                  conditions=[last_event("attack_declared", by="foe", card=ANY_MONSTER.target())])),
    # Quick effect from the hand, in the opponent's Main Phase: send it to the GY (the cost);
    # target a face-up Effect Monster the opponent controls: its effects are negated until the
    # end of this turn.
    card(97268402, "Effect Veiler",
         quick_from_hand(negate_effects_this_turn(), cost=[cost_self("gy")], conditions=[foe_main_phase()],
                         target=FOE_FACE_UP_EFFECT_MONSTER)),
    # Target a Set Spell/Trap the opponent controls; destroy it. The target cannot be activated
    # in response.
    card(89882100, "Night Beam",
         no_target_response(activate(destroy(), target=spells_traps("foe", face_up=False)))),
    # When the opponent activates the effect of a monster on their field that was Special
    # Summoned this turn: negate that effect, and if you do, destroy that monster.
    card(29616929, "Traptrix Trap Hole Nightmare",
         activate(negate_and_destroy_any(effect_only=True), conditions=[foe_summoned_monster_effect_below()])),
    # A Continuous Trap: while it is face-up, neither player can banish cards.
    card(30459350, "Imperial Iron Wall",
         activate(),
         continuous(no_banishing())),
    # From the hand, when the opponent Special Summons a monster: discard 1 card (the cost);
    # Special Summon this card. Face-up, the opponent cannot banish cards.
    card(97940434, "Chaos Hunter",
         foe_hand_trigger("special_summoned", special_summon("self_in_hand"), cost=[cost_discard(1)], when=True),
         continuous(no_banishing(foe_only=True))),
    # Once per turn (by name), from the hand, during damage calculation if your "Warrior"
    # Synchro Monster battles: send this card to the GY (the cost); that monster's ATK becomes
    # double its current ATK during that damage calculation only. Once per turn, in your Main
    # Phase from your GY: banish this card (the cost); target 1 "Synchron" monster in your GY;
    # add it to your hand.
    card(36736723, "Rush Warrior",
         quick_from_hand(double_for_calculation(), cost=[cost_self("gy")], damage_step=True,
                         conditions=[own_battler_calculating(YOUR_WARRIOR_SYNCHRO)]).once(),
         gy_ignition(return_to_hand(), cost=[cost_self("banished")], target=gy_monsters("self", codes=SYNCHRONS)).once()),
    # A Trap with no activation (no activate(): it cannot be activated, only Set). Mandatory,
    # when it is sent to the GY from anywhere (the field, Set or face-up; the hand; the Deck):
    # Special Summon 1 "Speed Warrior" from your hand, Deck or GY (the player picks the
    # position, H03).
    card(92450185, "Limiter Overload",
         trigger("sent_to_gy", summon_chosen(YOUR_SPEED_WARRIOR, 1), of="self")),
    # Once per turn (by name): when the opponent activates the effect of a face-up Spell/Trap
    # already on the field (not the activation of a card): destroy that card; then Set this
    # card face-down instead of sending it to the GY. Once per turn, if it is sent to the GY
    # (optional): target 1 "Junk" monster in your GY; Special Summon it in Defense Position.
    card(48497555, "Scrap-Iron Statue",
         activate(destroy("below_card"), then(set_again()), conditions=[foe_face_up_spell_effect_below()]).once(),
         trigger("sent_to_gy", summon_with(position="defense"), of="self", optional=True,
                 target=JUNK_IN_YOUR_GY).once()),
    # A Continuous Trap. Mandatory, each time the opponent inflicts effect damage to you with
    # the effect of a monster on their field: inflict the same damage to them.
    card(66395299, "Doppelganger",
         activate(),
         trigger("foe_monster_effect_damage", repay_damage())),
    # Cost: Tribute 1 DARK monster with 2500 or more ATK, and declare Spell or Trap. Look at the
    # opponent's hand and field and destroy every card of that kind there; then, for 3 of the
    # opponent's turns (this one, if theirs, counts), check every card they draw and destroy
    # those of that kind.
    card(54974237, "Eradicator Epidemic Virus",
         with_cost(activate(destroy_declared_kind_of_foe(), check_foe_draws()),
                   cost_tribute(YOUR_DARK_2500), declare_spell_or_trap())),
]
