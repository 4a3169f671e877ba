"""The GOAT format's chaos family: monsters summoned by banishing LIGHT and DARK monsters from the
GY (Black Luster Soldier - Envoy of the Beginning, Chaos Sorcerer) and their banishing Ignition
effects, the banished zone (Return from the Different Dimension), the Spirit Asura Priest and its
attacks. Effects are restated from the 2005 texts and the era's rulings in our own words; a
comment says where a ruling decided the behaviour."""
from ygo_core.scripts.vocab import (
    Filter, activate, arrived_face_up_this_turn, attack_again, attacking, attacks_every_monster,
    and_if_you_do, banish, cannot_attack_this_turn, card, continuous, cost_up_to, count_at_least,
    declare_card_kind, destroyed_by_foe_effect, destroyed_its_foe, destroyed_this_turn,
    foe_sends_declared_from_deck, once_per_duel, special_summon, stats_become, with_cost,
    ignition, monsters, no_gy_banishing, not_attacked_this_turn, once_per_copy, return_to_hand,
    shares_once, stats_per_paid, summon_banished_until_end_phase, summon_by_banishing, trigger,
    up_to_targets,
)


def _in_your_gy(attribute):
    return Filter(where=("gy",), controller="self", kind=("monster",), attributes=(attribute,))


LIGHT_AND_DARK = ((_in_your_gy("LIGHT"), 1), (_in_your_gy("DARK"), 1))
YOUR_GY_MONSTERS = Filter(where=("gy",), controller="self", kind=("monster",))
FOE_GY_MONSTERS = Filter(where=("gy",), controller="foe", kind=("monster",))
YOUR_BANISHED_MONSTERS = Filter(where=("banished",), controller="self", kind=("monster",), summonable=True)


def _banisher(target):
    # "Remove from play 1 monster ...; this card cannot attack the turn you activate this": a
    # target (the GOAT rulings treat the 2005 "remove 1 monster" as targeting). The attack
    # restriction comes with the activation (under Skill Drain the monster still cannot attack),
    # and the effect cannot be activated once the monster attacked this turn. Once per turn for
    # each copy (the 2005 texts' soft limit, AH05).
    return once_per_copy(ignition(banish(), target=target, cost=[cannot_attack_this_turn()],
                                  conditions=[not_attacked_this_turn()]))


CARDS = [
    # Nomi: only by its own procedure, banishing 1 LIGHT and 1 DARK monster from your GY.
    # "Once during each of your turns, activate 1 of these effects": the banishing (any monster,
    # face-down too), or, when its attack destroyed the opponent's monster by battle, a second
    # attack, which must come right after the first (lost once another monster attacks) and may
    # be direct; it is optional, and shares the one use per turn (two attacks at most).
    card(72989439, "Black Luster Soldier - Envoy of the Beginning",
         summon_by_banishing(*LIGHT_AND_DARK),
         _banisher(monsters()),
         shares_once(trigger("damage_step_end", attack_again(), of="self", optional=True,
                             conditions=[attacking(), destroyed_its_foe()]), per_copy=True)),
    # Nomi like BLS; its banishing targets a face-up monster.
    card(9596126, "Chaos Sorcerer",
         summon_by_banishing(*LIGHT_AND_DARK),
         _banisher(monsters(face_up=True))),
    # "When this card inflicts battle damage to your opponent" (mandatory): the player declares
    # Monster, Spell or Trap as the effect is activated (the modern ruling: a declaration, known
    # to the opponent when responding); the opponent chooses a card of that kind in their Deck
    # and sends it to the GY (the Deck is shuffled; with none, nothing). "During your next
    # Standby Phase after this card in your possession was destroyed and sent to your GY by an
    # opponent's card effect": it is Special Summoned from the GY (mandatory, position chosen,
    # H03); by battle or by its owner's own effect, it stays. Once per turn (each copy).
    card(53839837, "Vampire Lord",
         with_cost(trigger("battle_damage", foe_sends_declared_from_deck(), of="self"), declare_card_kind()),
         once_per_copy(trigger("standby_phase", special_summon("self_in_gy"), of="self",
                               conditions=[destroyed_by_foe_effect()]))),
    # Pay half your LP (a cost; the LP left rounded up, T10); Special Summon as many of your
    # banished monsters as possible (the player may not stop while a zone and a monster
    # remain; each in the position chosen, H03). In the End Phase, those still on the field in the same stint are banished
    # (one turned face-down or that left and came back is a new card, AD01). Simplified: the
    # End Phase banishing is applied without a chain link.
    card(27174286, "Return from the Different Dimension",
         activate(summon_banished_until_end_phase(YOUR_BANISHED_MONSTERS), cost_lp="half",
                  conditions=[count_at_least(YOUR_BANISHED_MONSTERS)])),
    # Spirit: cannot be Special Summoned; returns to its owner's hand in the End Phase of the
    # turn it was Normal Summoned or flipped face-up (as Tsukuyomi). It can attack each monster
    # the opponent controls once; with no monster there, it attacks directly, and only as its
    # first attack (a direct attack after attacking monsters is not one of "all monsters").
    card(2134346, "Asura Priest",
         trigger("end_phase_any", return_to_hand("self"), of="self", conditions=[arrived_face_up_this_turn()]),
         continuous(attacks_every_monster()),
         no_special_summon=True),
    # Once per turn (each copy): banish 1 to 3 monsters from your GY as the cost; it gains 300
    # ATK for each until the end of the opponent's next turn (it lapses if it leaves the field or
    # turns face-down, AD01).
    card(40133511, "Bazoo the Soul-Eater",
         once_per_copy(ignition(stats_per_paid(atk=300), cost=[cost_up_to(YOUR_GY_MONSTERS, 3)]))),
    # "When this card inflicts battle damage to your opponent, you can" banish up to 2 monsters
    # in their GY: optional, "when" (it can miss the timing, U10c), targeted as in the modern
    # text (one target is enough). Continuous: its controller's opponent cannot banish cards from
    # either GY: not for a cost (Chaos Sorcerer's and BLS's summons, Bazoo) nor by an effect
    # (the banishing part does nothing to GY cards).
    card(88240808, "Kycoo the Ghost Destroyer",
         up_to_targets(trigger("battle_damage", banish(), of="self", optional=True, when=True,
                               target=FOE_GY_MONSTERS, targets=2)),
         continuous(no_gy_banishing())),
    # "During the End Phase" (either player's), if it is in the GY because it was destroyed on
    # the field (by battle or by a card effect; not Tributed, sent or paid as a cost) and sent
    # there this turn, its owner can Special Summon it (position chosen, H03); its ATK and DEF
    # become 1000 while it stays face-up on the field. Once per Duel for each copy (the 2005
    # text: "this effect can only be used once per Duel"), counted at activation.
    card(43586926, "Twin-Headed Behemoth",
         once_per_duel(trigger("end_phase_in_gy", special_summon("self_in_gy"),
                               and_if_you_do(stats_become(1000, 1000)), of="self", optional=True,
                               conditions=[destroyed_this_turn()]))),
]
