"""The GOAT format's burn family: the drain-burn deck's cards (Tokens on the opponent's field,
counting Standby Phases, damage each Standby Phase, a monster that turns itself face-down, Trap
and Spell tricks: Fake Trap, Serial Spell, Big Shield Gardna, Injection Fairy Lily). Effects
are restated from the 2005 texts and the era's rulings (goatformat.com, yugipedia) in our own
words; where a ruling decided the behaviour, the comment says so."""
from ygo_core.scripts.vocab import (
    Filter, activate, and_if_you_do, attacked, boost_for_calculation, calculating_once_per_battle,
    cannot_attack, card, change_position, continuous, copies_normal_spell_below, cost_discard_hand,
    cost_self, count_at_least, counts_own_standby_phases, damage, damage_per_paid, destroyed_instead,
    flip_face_down, flip_up, free_zones, goes_with_linked, ignition, link_to_target, linked_card,
    monsters, negate_activation, position_lock, quick, spell_targets_only_this_face_down,
    summon_tokens, to_resolve, trigger, while_face_down, with_cost, with_cost_lp,
    would_destroy_own_trap,
)

OJAMA_TOKEN = 29843092
SELECTED = linked_card()
THIS_IN_FACE_UP_DEFENSE = Filter(where=("monster_zone",), kind=("monster",), only_self=True,
                                 positions=("defense",))

CARDS = [
    # Three Ojama Tokens (0/1000) in Defense Position on the opponent's field; they cannot be
    # Tributed for a Tribute Summon (other Tributes, as a cost, are allowed). It needs 3 free
    # Monster Zones there (U08). The damage is Ojama Trio's effect (P06), written as the Token's
    # trigger below; a negation of the Token's effects does not reach it.
    card(29843091, "Ojama Trio",
         activate(summon_tokens(OJAMA_TOKEN, 3, side="foe", position="defense", no_tribute_summon=True),
                  conditions=[free_zones(3, "foe")])),
    # Destroyed (by battle or by an effect; a Tribute or a cost is not destruction): 300
    # damage to the player who controlled it, a mandatory trigger on the Token that resolves
    # although the Token no longer exists (as Sangan's from the GY). It is Ojama Trio's effect
    # (P06): Dark Balter's negation of the monsters it destroys does not stop it.
    card(OJAMA_TOKEN, "Ojama Token",
         trigger("destroyed", damage(300, to="self"), of="self")),
    # A Continuous Spell that counts its controller's Standby Phases passed since it was
    # activated (a counter each, kept by the rules: no chain link); in its controller's Main
    # Phase (Spell Speed 1) they may send it to the GY (the cost) for 1000 damage per Standby
    # Phase counted (the counters it took along, damage_per_paid), 0 if none passed yet.
    card(38992735, "Wave-Motion Cannon",
         activate(),
         continuous(counts_own_standby_phases()),
         ignition(damage_per_paid(1000), cost=[cost_self("gy")])),
    # A Continuous Trap on a monster the opponent controls (the 2005 text: any, face-down too).
    # While it is the selected monster (same stint: turned face-down it no longer is), it
    # cannot attack nor change its position (no Flip Summon either); when it leaves the field
    # this card is destroyed. In each of its controller's Standby Phases, a mandatory trigger:
    # 500 damage to the opponent, only while the monster is on the field, at activation and at
    # resolution (Q14). A target gone when it resolves leaves the Trap on the field, selecting
    # nothing (a simplification).
    card(54704216, "Nightmare Wheel",
         activate(link_to_target(), target=monsters("foe")),
         continuous(cannot_attack(SELECTED), position_lock(SELECTED), goes_with_linked()),
         trigger("standby_phase", damage(500), of="self",
                 conditions=[to_resolve(count_at_least(SELECTED))])),
    # A Quick effect of the face-down monster, when a Spell Card is activated with it as its
    # only target: it turns face-up in Defense Position, and if it does, the Spell's activation
    # is negated (the Spell goes to the GY, S10). Optional. Attacked (face-down or not) and
    # still on the field in face-up Defense Position at the end of the Damage Step: it changes
    # to Attack Position (mandatory; an attacking Gardna stays as it is).
    card(65240384, "Big Shield Gardna",
         while_face_down(quick(flip_up("self_face_down", position="defense"), and_if_you_do(negate_activation()),
                               conditions=[spell_targets_only_this_face_down()])),
         trigger("damage_step_end", change_position("self"), of="self",
                 conditions=[attacked(), count_at_least(THIS_IN_FACE_UP_DEFENSE)])),
    # Once per turn (the engine's hard limit by card, AH02): it turns itself face-down (a new
    # stint; summoned or moved this turn, it cannot be Flip Summoned again until the next turn,
    # AD02). Flip Summoned (not merely flipped by an attack or an effect): 1000 damage to the
    # opponent, mandatory.
    card(3510565, "Stealth Bird",
         ignition(flip_face_down("self")).once(),
         trigger("flip_summoned", damage(1000), of="self")),
    # Attacking or attacked, in either player's turn: its controller may pay 2000 LP (the cost,
    # U03) once per battle for 3000 more ATK during that damage calculation only. A Quick effect
    # activated in the Damage Step's last window before damage calculation (the engine has no
    # separate "during damage calculation" window: other Spell Speed 2 effects may answer it).
    card(79575620, "Injection Fairy Lily",
         with_cost_lp(quick(boost_for_calculation(3000), damage_step=True,
                            conditions=[calculating_once_per_battle()]), 2000)),
    # A Normal Trap answering the opponent's Spell, Trap or monster effect that would destroy a
    # Trap Card its player controls (a target of it, or one its "destroy all" reaches): Fake
    # Trap is destroyed instead, and that effect destroys none of its player's Traps when it
    # resolves (their Spells still go: Heavy Storm). "When ... activates": the link directly
    # below only.
    card(3027001, "Fake Trap",
         activate(destroyed_instead(), conditions=[would_destroy_own_trap()])),
    # A Quick-Play Spell chained to its player's own Normal Spell Card: the cost is the whole
    # hand (at least one card: a cost must be paid), then it does what that Spell does, with its
    # own targets chosen now (and the Spell's conditions met: U08). The Normal Spell below
    # resolves on its own afterwards, even if this one is negated.
    card(49398568, "Serial Spell",
         copies_normal_spell_below(with_cost(activate(), cost_discard_hand()))),
]
