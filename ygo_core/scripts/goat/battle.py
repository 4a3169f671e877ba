"""The GOAT format's battle family: monsters whose effects answer battles (destroyed by battle
and sent to the GY, inflicting battle damage, after damage calculation, the end of the Damage
Step) and battle-related continuous effects (piercing damage, "cannot be destroyed by
battle", attack-target restrictions). Effects are restated from the 2005 texts in our own
words; a comment says where a ruling of the era decided the behaviour. Order: the format's
priority (../shared/decks/goat/README.md)."""
from ygo_core.scripts.vocab import (
    Filter, attacking, banish, battle_indestructible, battled_monster, card, change_position,
    continuous, count_at_least, damage, destroy, destroyed_by_battle_now, destroyed_when_targeted,
    direct_attack, discard_random, draw, gain_lp, monsters, no_direct_attack, not_attack_target,
    piercing, stats_for, summon_chosen, trigger, destroyed_its_foe, lasting_stats,
    negate_flip_victims, stats_while_hand_at_most, and_if_you_do, destroyed_in_defense,
    modify_stats, must_attack, pierce_this_turn, target_in_defense, destroy_set_target,
    destroyed_a_monster_this_turn, send_to_gy,
)

MYSTIC_SWORDSMAN_LV4 = 74591968

GIANT_GERM = 95178994
NIMBLE_MOMONGA = 22567609


def _from_deck(**kw) -> Filter:
    return Filter(where=("deck",), controller="self", kind=("monster",), summonable=True, **kw)


def _floater(code, name, deck_filter, position=None):
    # "When this card is destroyed by battle and sent to the GY: you can Special Summon 1 ...
    # from your Deck" (the recruiters). U08: the Deck must hold such a monster to activate it.
    return card(code, name,
                trigger("destroyed_by_battle", summon_chosen(deck_filter, 1, position=position),
                        of="self", optional=True, when=True,
                        conditions=[count_at_least(deck_filter)]))


def _swarmer(code, name, first, position):
    # "When destroyed by battle and sent to the GY: <first>. You can also Special Summon any
    # number of copies from your Deck": the first part is mandatory, the summon may pick none.
    copies = _from_deck(code=code)
    return card(code, name,
                trigger("destroyed_by_battle", first,
                        summon_chosen(copies, 5, position=position, optional=True), of="self"))


CARDS = [
    # Cannot be destroyed by battle (it still battles: damage is dealt as usual). After a card
    # effect that targets it while face-up resolves, it is destroyed (a negated effect never
    # resolved; one that turned it face-down leaves it alone). A direct attack that deals
    # battle damage makes the opponent discard 1 random card.
    card(23205979, "Spirit Reaper",
         continuous(battle_indestructible(), destroyed_when_targeted()),
         trigger("battle_damage", discard_random(1, who="foe"), of="self", conditions=[direct_attack()])),
    # After damage calculation: banish the opponent's monster it battled and itself. GOAT
    # rulings: it works even when either monster was destroyed by that battle (both are still
    # on the field until the end of the Damage Step, F20); it does not target.
    card(7572887, "D.D. Warrior Lady",
         trigger("battled", banish("event_card"), banish("self"), of="self", optional=True, when=True)),
    _floater(83011277, "Mystic Tomato", _from_deck(attributes=("DARK",), atk_max=1500), position="attack"),
    # The text names no position: the player chooses (H03).
    _floater(77044671, "Pyramid Turtle", _from_deck(races=("Zombie",), def_max=2000)),
    card(18036057, "Airknight Parshath",
         continuous(piercing()),
         trigger("battle_damage", draw(1), of="self")),
    _swarmer(GIANT_GERM, "Giant Germ", damage(500), position="attack"),
    # After damage calculation, if it is destroyed by that battle: banish the opponent's
    # monster and itself (mandatory; it does not target).
    card(70074904, "D.D. Assailant",
         trigger("battled", banish("event_card"), banish("self"), of="self",
                 conditions=[destroyed_by_battle_now()])),
    card(2460565, "Marauding Captain",
         continuous(not_attack_target(monsters("self", face_up=True, races=("Warrior",), not_self=True))),
         trigger("normal_summoned",
                 summon_chosen(monsters("self", where=("hand",), level_max=4, summonable=True), 1),
                 of="self", optional=True, when=True,
                 conditions=[count_at_least(monsters("self", where=("hand",), level_max=4, summonable=True))])),
    _floater(97017120, "Giant Rat", _from_deck(attributes=("EARTH",), atk_max=1500), position="attack"),
    _floater(95956346, "Shining Angel", _from_deck(attributes=("LIGHT",), atk_max=1500), position="attack"),
    _swarmer(NIMBLE_MOMONGA, "Nimble Momonga", gain_lp(1000), position="set"),
    # At the end of the Damage Step, the Warrior or Spellcaster it battled (still on the
    # field) is destroyed; mandatory.
    card(57281778, "Ryu Kokki",
         trigger("damage_step_end", destroy("event_card"), of="self",
                 conditions=[battled_monster(monsters(races=("Warrior", "Spellcaster")))])),
    card(31553716, "Spear Dragon",
         continuous(piercing()),
         trigger("damage_step_end", change_position("self"), of="self", conditions=[attacking()])),
    # Its own boost applies to itself too (it is a Warrior); it cannot be attacked while its
    # controller has another monster.
    card(10375182, "Command Knight",
         continuous(stats_for(monsters("self", face_up=True, races=("Warrior",)), atk=400),
                    not_attack_target(while_other_monster=True))),
    # With 1 or fewer cards in its controller's hand it has +400 ATK. While it is its
    # controller's only monster, a FLIP monster it destroys by battle has its FLIP effect
    # negated (it does not activate; a FLIP monster attacking it is already face-up).
    card(39507162, "Blade Knight",
         continuous(stats_while_hand_at_most(1, atk=400), negate_flip_victims())),
    # It cannot attack directly; each time it destroys a monster by battle it loses 200 ATK
    # for as long as it stays face-up on the field.
    card(88472456, "Zombyra the Dark",
         continuous(no_direct_attack()),
         trigger("damage_step_end", lasting_stats(atk=-200), of="self", conditions=[destroyed_its_foe()])),
    # Destroyed while in face-up Defense Position; it must attack if able. Era ruling as in
    # YGOPro: the Battle Phase itself may be skipped, but once in the Battle Step it cannot end
    # while the Gorilla can still declare an attack.
    card(39168895, "Berserk Gorilla",
         continuous(destroyed_in_defense(), must_attack())),
    # When it attacks a Defense Position monster, its controller may make it lose 400 ATK, and
    # if they do, it inflicts piercing damage; both until the end of the turn. Modelled as an
    # optional trigger of its attack declaration (the Battle Step's window right after it).
    card(63749102, "Exarion Universe",
         trigger("attack_declared", modify_stats(atk=-400, sel="self"), and_if_you_do(pierce_this_turn()),
                 of="self", optional=True, conditions=[target_in_defense()])),
    # Attacking a face-down Defense Position monster, it destroys it by its effect at the start
    # of the Damage Step, before it is flipped: no FLIP, no damage calculation, and (GOAT
    # ruling) not destroyed by battle, so that kill does not allow the level-up. In the End
    # Phase of a turn it destroyed a monster by battle, its controller may send it to the GY to
    # Special Summon "Mystic Swordsman LV4" from the hand or Deck (the sending is written as
    # the first part, the summon depending on it).
    card(47507260, "Mystic Swordsman LV2",
         continuous(destroy_set_target()),
         trigger("end_phase", send_to_gy("self"),
                 and_if_you_do(summon_chosen(Filter(where=("hand", "deck"), controller="self",
                                                    code=MYSTIC_SWORDSMAN_LV4, summonable=True), 1)),
                 of="self", optional=True,
                 conditions=[destroyed_a_monster_this_turn(),
                             count_at_least(Filter(where=("hand", "deck"), controller="self",
                                                   code=MYSTIC_SWORDSMAN_LV4))])),
]
