"""The MR3 leave family (docs/mr3-cards.md sections 4.1, 5.1): the monsters of the two bundled
decks that need "sent to the GY" from anywhere, "banish it when it leaves the field", summons
from the GY or hand with riders (Defense Position, effects negated), self-summon procedures with
a banish cost and "Normal Summoned this turn". Effects are restated from the rules and the
specs, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, add_to_hand_chosen, card, change_position, continuous, cost_send, count_at_least, draw, extra_deck_fewer,
    gy_ignition, gy_monsters, group_lasting_stats, ignition, monsters, normal_summoned_this_turn, noting_paid,
    once_per_copy, pierced, piercing, stats_if_paid, summon_by_banishing, summon_chosen, summon_with, then, to_resolve,
    target_in_attack, trigger, with_cost_lp, attacking,
)
from ygo_core.scripts.mr3.synchron_extreme import SYNCHRONS

SONIC_WARRIOR = 17932494
QUILLBOLT_HEDGEHOG = 23571046
PLAGUESPREADER_ZOMBIE = 33420078
RE_COVER = 58695102
JUNK_SYNCHRON = 63977008
SYNCHRON_EXPLORER = 36643046
GOBLINDBERGH = 25259669
BLACK_DRAGON_COLLAPSERPENT = 61901281
WHITE_DRAGON_WYVERBURSTER = 99234526
GENEX_NEUTRON = 19182751
GENEX_ALLY_BIRDMAN = 64034255
DRILL_SYNCHRON = 56286179
TURBO_SYNCHRON = 67270095
YOUR_WARRIORS = monsters("self", face_up=True, races=("Warrior",))

YOUR_FACE_UP_TUNER = Filter(where=("monster_zone",), controller="self", positions=("attack", "defense"),
                            kind=("monster", "tuner"))
A_CARD_IN_HAND = Filter(where=("hand",), controller="self")
LEVEL_4_OR_LOWER_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",), level_max=4,
                                  summonable=True)
# Where a monster returned to the hand ends up: the hand, or the Extra Deck (L07).
RETURNED_WIND = Filter(where=("hand", "extra"), kind=("monster",), attributes=("WIND",))
# "1 monster from your hand with ATK less than or equal to the damage you took" (Turbo Synchron).
UP_TO_THE_DAMAGE_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster",), summonable=True,
                                  atk_up_to_battle_damage=True)
MACHINE_TUNER_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster", "tuner"), races=("Machine",))


def _in_deck(code):
    return Filter(where=("deck",), controller="self", code=code)


def _dragon(code, name, banished_attribute, partner):
    # Procedure (hand): banish 1 monster of that Attribute from your GY; once per turn by this
    # method (a hard limit for the name, AH02). "If" this card is sent from the field to the GY
    # (optional, so it does not miss the timing and works in the Damage Step): search its partner.
    return card(code, name,
                summon_by_banishing((gy_monsters("self", attributes=(banished_attribute,)), 1)).once(),
                trigger("sent_to_gy_from_field", add_to_hand_chosen(_in_deck(partner)), of="self", optional=True,
                        conditions=[count_at_least(_in_deck(partner))]))


CARDS = [
    # Mandatory, from anywhere (the field, the hand, the Deck): every Level 2 or lower monster its
    # controller has face-up on the field as it resolves gains 500 ATK for as long as it stays.
    card(SONIC_WARRIOR, "Sonic Warrior",
         trigger("sent_to_gy", group_lasting_stats(monsters("self", face_up=True, level_max=2), atk=500),
                 of="self")),
    # GY Ignition, no once-per-turn limit: while you control a face-up Tuner (to activate and to
    # resolve, Q14), Special Summon this card; it is banished when it leaves the field.
    card(QUILLBOLT_HEDGEHOG, "Quillbolt Hedgehog",
         gy_ignition(summon_with("self_in_gy", banish_when_leaves=True),
                     conditions=[to_resolve(count_at_least(YOUR_FACE_UP_TUNER))])),
    # GY Ignition: cost, put 1 card from your hand on top of your Deck (U03); Special Summon this
    # card; it is banished when it leaves the field.
    card(PLAGUESPREADER_ZOMBIE, "Plaguespreader Zombie",
         gy_ignition(summon_with("self_in_gy", banish_when_leaves=True),
                     cost=[cost_send(A_CARD_IN_HAND, 1, to="deck")])),
    # GY Ignition, once per turn: while you have 5 or more fewer cards in your Extra Deck than
    # your opponent, pay 2000 LP; Special Summon this card; banished when it leaves the field.
    # (docs/mr3-cards.md: the card's stats are a placeholder row.)
    card(RE_COVER, "Re-Cover",
         with_cost_lp(gy_ignition(summon_with("self_in_gy", banish_when_leaves=True),
                                  conditions=[extra_deck_fewer(5)]), 2000).once()),
    # "When" Normal Summoned (optional, misses the timing, U10c): target a Level 2 or lower
    # monster in your GY; Special Summon it in face-up Defense Position, its effects negated.
    card(JUNK_SYNCHRON, "Junk Synchron",
         trigger("normal_summoned", summon_with("targets", position="defense", effects_negated=True),
                 of="self", optional=True, when=True, target=gy_monsters("self", level_max=2))),
    # "When" Normal Summoned: target a "Synchron" monster in your GY; Special Summon it (its
    # position chosen, H03), its effects negated.
    card(SYNCHRON_EXPLORER, "Synchron Explorer",
         trigger("normal_summoned", summon_with("targets", effects_negated=True),
                 of="self", optional=True, when=True, target=gy_monsters("self", codes=SYNCHRONS))),
    # "When" Normal Summoned: Special Summon a Level 4 or lower monster from your hand; then
    # (only if it did) change this card to Defense Position.
    card(GOBLINDBERGH, "Goblindbergh",
         trigger("normal_summoned", summon_chosen(LEVEL_4_OR_LOWER_IN_HAND, 1), then(change_position("self")),
                 of="self", optional=True, when=True, conditions=[count_at_least(LEVEL_4_OR_LOWER_IN_HAND)])),
    _dragon(BLACK_DRAGON_COLLAPSERPENT, "Black Dragon Collapserpent", "LIGHT", WHITE_DRAGON_WYVERBURSTER),
    _dragon(WHITE_DRAGON_WYVERBURSTER, "White Dragon Wyverburster", "DARK", BLACK_DRAGON_COLLAPSERPENT),
    # Ignition (hand): cost, return 1 face-up monster you control to the hand (U03; an Extra Deck
    # monster goes to the Extra Deck, L07); Special Summon this card from the hand; if the
    # returned monster was WIND it gains 500 ATK. Summoned this way, it is banished when it
    # leaves the field.
    card(GENEX_ALLY_BIRDMAN, "Genex Ally Birdman",
         ignition(summon_with("self_in_hand", banish_when_leaves=True), then(stats_if_paid(RETURNED_WIND, atk=500)),
                  cost=[noting_paid(cost_send(monsters("self", face_up=True), 1, to="hand"))], from_hand=True)),
    # In the End Phase of the turn it was Normal Summoned, while it is on the field face-up:
    # add 1 Machine Tuner from your Deck to your hand.
    card(GENEX_NEUTRON, "Genex Neutron",
         trigger("end_phase", add_to_hand_chosen(MACHINE_TUNER_IN_DECK), of="self", optional=True,
                 conditions=[normal_summoned_this_turn(), count_at_least(MACHINE_TUNER_IN_DECK)])),
    # Continuous: Warriors you control inflict piercing battle damage. "When" a Warrior you
    # control inflicts piercing battle damage to the opponent (optional, once per turn for this
    # copy: the soft limit, AH05): draw 1.
    card(DRILL_SYNCHRON, "Drill Synchron",
         continuous(piercing(YOUR_WARRIORS)),
         once_per_copy(trigger("battle_damage", draw(1), optional=True, when=True,
                               conditions=[pierced(YOUR_WARRIORS)]))),
    # "When" this card declares an attack on an Attack Position monster (optional): change that
    # monster to Defense Position, if it is still in Attack Position as this resolves. "When"
    # you take battle damage from this card's attack (optional, F16.4): Special Summon 1
    # monster from your hand with ATK less than or equal to that damage.
    card(TURBO_SYNCHRON, "Turbo Synchron",
         trigger("attack_declared", change_position("attack_target"), of="self", optional=True, when=True,
                 conditions=[to_resolve(target_in_attack())]),
         trigger("battle_damage_taken", summon_chosen(UP_TO_THE_DAMAGE_IN_HAND, 1), of="self", optional=True,
                 when=True, conditions=[attacking(), count_at_least(UP_TO_THE_DAMAGE_IN_HAND)])),
]
