"""The GOAT format's cards of the triggers family: "sent to the GY" triggers (from the field,
from the hand), FLIP effects that choose, Tribute Summon triggers (the Monarchs), Standby Phase
triggers from the GY, and Traps that answer summons. Effects are restated from the rules and the
era's rulings (goatformat.com, yugipedia), never copied from card texts; where a ruling decided
the behaviour, the comment says so."""
from ygo_core.scripts.vocab import (
    FIELD, Filter, activate, add_to_hand_chosen, and_if_you_do, banish_named_from_decks, choose_to_deck, count_at_least, damage_by_level,
    card, destroy, destroy_all, destroy_and_banish, discard_random_noted, draw, draw_per, each_draw, excavate_summon, flip, last_event, monsters,
    move_all, recheck_event_card, return_to_hand, self_in, send_to_gy, summon_chosen, spells_traps, this_turn, trigger, up_to_targets,
)

NIGHT_ASSAILANT = 16226786
BOKOICHI = 8715625

ANY_MONSTER = monsters()
FOE_MONSTER = monsters("foe")
FACE_DOWN_CARD = Filter(where=FIELD, positions=("set", "facedown"))
SPELL_IN_YOUR_GY = Filter(where=("gy",), controller="self", kind=("spell",))
TRAP_IN_YOUR_GY = Filter(where=("gy",), controller="self", kind=("trap",))
LOW_ATK_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), atk_max=1500)
LOW_DEF_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), atk_max=1500,
                         def_bounds=True)
OTHER_FLIP_IN_YOUR_GY = Filter(where=("gy",), controller="self", kind=("monster", "flip"),
                               code=NIGHT_ASSAILANT, not_code=True)
HANDS = Filter(where=("hand",), controller="any")
HANDS_FIELDS_GYS = Filter(where=FIELD + ("hand", "gy"), controller="any")
FOE_HAND = Filter(where=("hand",), controller="foe")
FOE_HAND_MONSTER = Filter(where=("hand",), controller="foe", kind=("monster",))
YOUR_MONSTER_FROM_YOUR_GY = Filter(where=("monster_zone",), controller="self", owned=True,
                                  kind=("monster",))
# Every "Gravekeeper's" monster of the format's card pool (goat-en.cdb, setcode 0x2e); the ATK
# bound does the rest.
GRAVEKEEPERS = (16762927, 24317029, 25262697, 26084285, 37101832, 50712728, 62473983, 63695531,
                99690140, 99877698)
LOW_GRAVEKEEPER_IN_DECK = Filter(where=("deck",), controller="self", kind=("monster",), atk_max=1500,
                                 codes=GRAVEKEEPERS, summonable=True)
DARK_MIMIC_LV3 = 1102515  # not in the format's lists: summoned when the card pool has it
DARK_MIMIC_LV3_TO_SUMMON = Filter(where=("hand", "deck"), controller="self", kind=("monster",),
                                  code=DARK_MIMIC_LV3, summonable=True)
ATK_1500_OR_MORE = monsters(face_up=True, atk_min=1500)
SUMMONS = ("normal_summoned", "flip_summoned", "special_summoned")

CARDS = [
    # Mandatory, "when ... sent from the field to the GY": whatever sent it (destruction, battle,
    # a Tribute, a cost), face-up or face-down; not from the hand. The search is chosen at
    # resolution (not a target) and the Deck is shuffled. The player who controlled it on the
    # field resolves it. (Showing the card to the opponent is not modelled: it is in the hand.)
    card(26202165, "Sangan",
         trigger("sent_to_gy_from_field", add_to_hand_chosen(LOW_ATK_IN_DECK), of="self")),
    # FLIP, mandatory, a target: with no Spell in the GY it does not activate (U08).
    card(31560081, "Magician of Faith",
         flip(return_to_hand(), target=SPELL_IN_YOUR_GY)),
    # Optional, from the GY in its owner's Standby Phase only (COND_SELF_IN: a face-up one on
    # the field has nothing to do). Not once per turn in its 2005 text: each copy may.
    card(8131171, "Sinister Serpent",
         trigger("standby_phase", return_to_hand("self_in_gy"), of="self", optional=True,
                 conditions=[self_in("gy")])),
    # FLIP: a "Gravekeeper's" monster with 1500 or less ATK from the Deck (its position chosen,
    # H03). Mandatory; with none in the Deck (or no free zone) nothing happens.
    card(24317029, "Gravekeeper's Spy",
         flip(summon_chosen(LOW_GRAVEKEEPER_IN_DECK, 1))),
    # FLIP: every monster on the field is destroyed (Cyber Jar too), then each player reveals
    # the top 5 of their Deck (as many as there are), Special Summons the Level 4 or lower
    # monsters among them, each face-up Attack or face-down Defense, and adds the rest to the
    # hand. Mandatory; "then": the reveal happens even if no monster was destroyed.
    card(34124316, "Cyber Jar",
         flip(destroy_all(ANY_MONSTER), excavate_summon(5, 4))),
    # FLIP: both players discard their whole hands (a "sent from the hand" event for each
    # card), then each draws 5, both at once (A14).
    card(33508719, "Morphing Jar",
         flip(move_all(HANDS, to="gy"), each_draw(5))),
    card(78010363, "Witch of the Black Forest",
         trigger("sent_to_gy_from_field", add_to_hand_chosen(LOW_DEF_IN_DECK), of="self")),
    # Optional ("you can"), "when": "up to 2" Spell/Trap Cards on the field, targeted at
    # activation (V01); one is enough.
    card(4929256, "Mobius the Frost Monarch",
         up_to_targets(trigger("tribute_summoned", destroy(), of="self", optional=True, when=True,
                               target=spells_traps(), targets=2))),
    # Mandatory and targeting: alone on the field, Zaborg must target itself (goatformat
    # rulings: "if Zaborg is the only monster, it destroys itself").
    card(51945556, "Zaborg the Thunder Monarch",
         trigger("tribute_summoned", destroy(), of="self", target=ANY_MONSTER)),
    # Mandatory: a random card of the opponent's hand; a Monster Card burns Level x 100.
    card(26205777, "Thestalos the Firestorm Monarch",
         trigger("tribute_summoned", discard_random_noted("foe"), damage_by_level(100), of="self")),
    # Mandatory and targeting (2005 rulings: it targets), any face-down card on the field.
    card(60229110, "Granmarg the Rock Monarch",
         trigger("tribute_summoned", destroy(), of="self", target=FACE_DOWN_CARD)),
    # FLIP: a target the opponent controls. Sent from the hand to the GY (discarded, for a
    # cost or by an effect): a Flip Effect Monster in its owner's GY other than a Night
    # Assailant returns to the hand (mandatory; with none, nothing starts).
    card(NIGHT_ASSAILANT, "Night Assailant",
         flip(destroy(), target=FOE_MONSTER),
         trigger("sent_to_gy_from_hand", return_to_hand(), of="self", target=OTHER_FLIP_IN_YOUR_GY)),
    # FLIP: draw 1. In its controller's Standby Phase, face-up: they can send it to the GY to
    # Special Summon a "Dark Mimic LV3" from the hand or Deck. The sending is a cost in the text;
    # here it is the first part, and the summon depends on it ("and if you do"): the same unless
    # the effect is negated (then the cost would still have been paid).
    card(74713516, "Dark Mimic LV1",
         flip(draw(1)),
         trigger("standby_phase", send_to_gy("self"), and_if_you_do(summon_chosen(DARK_MIMIC_LV3_TO_SUMMON, 1)),
                 of="self", optional=True, conditions=[count_at_least(DARK_MIMIC_LV3_TO_SUMMON)])),
    # The 2005 text: "select 1 monster on your opponent's side of the field" -- a target.
    card(37101832, "Gravekeeper's Guard",
         flip(return_to_hand(), target=FOE_MONSTER)),
    card(45141844, "Old Vindictive Magician",
         flip(destroy(), target=FOE_MONSTER)),
    card(28933734, "Mask of Darkness",
         flip(return_to_hand(), target=TRAP_IN_YOUR_GY)),
    # FLIP: draw 1, and 1 more per face-up "Bokoichi the Freightening Car" its player controls.
    card(87621407, "Dekoichi the Battlechanted Locomotive",
         flip(draw_per(monsters("self", face_up=True, code=BOKOICHI), base=1, extra=1))),
    # FLIP: every card of both hands, fields and GYs (itself too) is shuffled into its
    # owner's Deck; then each player draws 5.
    card(78706415, "Fiber Jar",
         flip(move_all(HANDS_FIELDS_GYS, to="deck"), each_draw(5))),
    # "When your opponent summons a monster with 1500 or more ATK": destroyed and banished
    # (never in the GY). The summoned monster is its event card (V01, as Trap Hole).
    # The text repeats "with 1500 or more ATK": a monster whose ATK fell below by the
    # resolution is not destroyed (recheck_event_card).
    card(29401950, "Bottomless Trap Hole",
         recheck_event_card(activate(destroy_and_banish(), target_event=True,
                                     conditions=[last_event(SUMMONS, by="foe", card=ATK_1500_OR_MORE)]),
                            ATK_1500_OR_MORE)),
    # "When a monster is Special Summoned from your GY to your side of the field, you can draw
    # 1 card" (the 2005 text): optional and "when", so it misses the timing when the summon was
    # not the last thing that happened (the goatformat ruling with Premature Burial).
    card(57953380, "Card of Safe Return",
         activate(),
         trigger("special_summoned_from_gy", draw(1), optional=True, when=True,
                 conditions=[last_event("special_summoned_from_gy", card=YOUR_MONSTER_FROM_YOUR_GY)])),
    # Targets a face-down Spell/Trap; destroyed and banished; if it was a Trap, every copy in
    # both Decks is banished too.
    card(17449108, "Nobleman of Extermination",
         activate(destroy_and_banish(), banish_named_from_decks("trap"),
                  target=spells_traps(face_up=False, hidden_kind=True, not_self=True))),
    card(94192409, "Compulsory Evacuation Device",
         activate(return_to_hand(), target=ANY_MONSTER)),
    # Only attack declarations after it resolves: an attack already declared goes on.
    card(36361633, "Threatening Roar",
         activate(this_turn("no_attack_declare", who="foe"))),
    # "Activate only if your opponent has 4 or more cards in their hand" (at activation).
    card(64697231, "Trap Dustshoot",
         activate(choose_to_deck(FOE_HAND_MONSTER), conditions=[count_at_least(FOE_HAND, 4)])),
    card(42829885, "The Forceful Sentry",
         activate(choose_to_deck(FOE_HAND), conditions=[count_at_least(FOE_HAND, 1)])),
]
