"""Starter Deck: Yugi (2002): every card that needs a script, and the cards it shares with
Starter Deck: Kaiba. Effects are restated from the rules, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, activate, activate_equip, allow_tribute, battle_phase_not_conducted, card, continuous,
    count_at_least, damage, defense_lock, destroy, destroy_all, destroy_if, destroy_lowest_atk,
    effect, equip_stats, flip, gain_lp, last_event, main_phase_or_foe_battle, modify_stats,
    monster_went_to_gy_this_turn, monsters, normal_summon_now, refresh_hands, return_to_hand,
    reveal_face_down, special_summon, spells_traps, stats_for, summon_chosen, take_control,
    this_turn, trigger,
)

ANY_MONSTER = monsters()
FACE_UP_MONSTER = monsters(face_up=True)

CARDS = [
    card(37120512, "Sword of Dark Destruction",
         activate_equip(monsters(face_up=True, attributes=("DARK",))),
         continuous(equip_stats(atk=400, defense=-200))),
    card(91595718, "Book of Secret Arts",
         activate_equip(monsters(face_up=True, races=("Spellcaster",))),
         continuous(equip_stats(atk=300, defense=300))),
    card(53129443, "Dark Hole",
         activate(destroy_all(ANY_MONSTER), conditions=[count_at_least(ANY_MONSTER)])),
    card(84257639, "Dian Keto the Cure Master",
         activate(gain_lp(1000))),
    card(66788016, "Fissure",
         activate(destroy_lowest_atk(monsters("foe", face_up=True)),
                  conditions=[count_at_least(monsters("foe", face_up=True))])),
    card(4206964, "Trap Hole",
         activate(destroy(), target_event=True,
                  conditions=[last_event(("normal_summoned", "flip_summoned"), by="foe",
                                         card=monsters(face_up=True, atk_min=1000).target())])),
    card(83887306, "Two-Pronged Attack",
         activate(destroy(), target=monsters("self"), targets=2, target2=monsters("foe"), targets2=1)),
    card(19159413, "De-Spell",
         activate(destroy_if("spell"), target=spells_traps(kind=("spell",), kind_any=(), hidden_kind=True,
                                                            not_self=True))),
    card(83764718, "Monster Reborn",
         activate(special_summon(), target=monsters(where=("gy",), summonable=True))),
    card(17814387, "Reinforcements",
         activate(modify_stats(atk=500), target=FACE_UP_MONSTER, damage_step=True)),
    card(4031928, "Change of Heart",
         activate(take_control(), target=monsters("foe"))),
    card(87557188, "The Stern Mystic",
         flip(reveal_face_down())),
    card(13945283, "Wall of Illusion",
         trigger("attacked", return_to_hand("attacker"), of="self")),
    card(85602018, "Last Will",
         activate(summon_chosen(monsters("self", where=("deck",), atk_max=1500, summonable=True), 1),
                  conditions=[monster_went_to_gy_this_turn()])),
    card(12607053, "Waboku",
         activate(this_turn("no_battle_damage"), this_turn("no_battle_destruction"))),
    # A Tribute made this turn must include the target; the card cannot be activated after a
    # Battle Phase, and none may follow it (AH10).
    card(68005187, "Soul Exchange",
         activate(allow_tribute(required=True), this_turn("skip_battle_phase"), target=monsters("foe"),
                  conditions=[battle_phase_not_conducted()])),
    card(72892473, "Card Destruction",
         activate(refresh_hands(), conditions=[count_at_least(Filter(where=("hand",), not_self=True))])),
    card(46461247, "Trap Master",
         flip(destroy_if("trap"), target=spells_traps(kind=("trap",), kind_any=(), hidden_kind=True))),
    card(50045299, "Dragon Capture Jar",
         activate(),
         continuous(defense_lock(monsters(face_up=True, races=("Dragon",))))),
    card(59197169, "Yami",
         activate(),
         continuous(stats_for(monsters(face_up=True, races=("Fiend", "Spellcaster")), 200, 200),
                    stats_for(monsters(face_up=True, races=("Fairy",)), -200, -200))),
    card(54652250, "Man-Eater Bug",
         flip(destroy(), target=ANY_MONSTER)),
    card(77622396, "Reverse Trap",
         activate(this_turn("reverse_stat_changes"), damage_step=True)),
    card(51482758, "Remove Trap",
         activate(destroy(), target=spells_traps(face_up=True, kind=("trap",), kind_any=()))),
    card(44209392, "Castle Walls",
         activate(modify_stats(defense=500), target=FACE_UP_MONSTER, damage_step=True)),
    # Its effect needs a monster in the hand that could be Normal Summoned or Set right then
    # (U08, TC086: the compiler adds that check to normal_summon_now). The same face-up copy may
    # activate it again while it is already on the chain, as often in one chain as the hand has
    # such monsters (the OCG rulings at https://mciii.jp/card/ultimate-offering and
    # http://kiros.seesaa.net/category/24111-1.html: no more activations in one chain than
    # Normal-Summonable monsters in the hand); the check counts the links already waiting.
    card(80604091, "Ultimate Offering",
         activate(),
         effect(normal_summon_now(), cost_lp=500, conditions=[main_phase_or_foe_battle()])),
]
