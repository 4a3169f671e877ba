"""The GOAT format's summons family: revival linked to the card that made it (Premature Burial,
Call of the Haunted), control linked to an Equip Card (Snatch Steal), Tokens (Scapegoat), and
the Fusion Deck's helpers. Effects are restated from the rules, not copied from card texts;
where a ruling of the era decided the behaviour, the comment says so."""
from dataclasses import replace

from ygo_core.scripts.vocab import (
    Filter, activate, activate_equip, add_to_hand_chosen, arrived_face_up_this_turn, banish, card,
    continuous, control_while_equipped, count_at_least, each_player_summons, flip_face_down, foe_gains_lp_each_standby,
    free_zones, fusion_materials, fusion_summon, gy_monsters, monsters, no_summons_this_turn, not_summoned_this_turn, return_to_hand,
    revive_linked, special_summon, summon_tokens, trigger, with_cost_lp,
)

POLYMERIZATION = 24094654
SHEEP_TOKEN = 73915052
POLYMERIZATION_IN_DECK = Filter(where=("deck",), controller="self", code=POLYMERIZATION)


def _equip_spell(fx):
    # An Equip Spell that never got equipped goes to the GY after the chain (R10).
    return replace(fx, equip=True)


CARDS = [
    # Pay 800 LP (a cost), target a monster in your GY: it comes back in face-up Attack
    # Position with this card equipped. "When this card is destroyed, destroy the equipped
    # monster": the link acts when this card goes to the GY (a bounce leaves the monster). If
    # the monster leaves or is turned face-down (Book of Moon), this card is destroyed as an
    # Equip that lost its monster (R11) and the monster, no longer the equipped one, stays.
    card(70828912, "Premature Burial",
         _equip_spell(with_cost_lp(
             activate(revive_linked("attack", destroy_when="destroyed", monster_destroys=False,
                                    equip=True),
                      target=gy_monsters()), 800))),
    # Target a monster in your GY; Special Summon it in Attack Position. This card leaving the
    # field (by any means) destroys it; it being destroyed destroys this card. Ruling: a monster
    # turned face-down is no longer this card's target, so neither affects the other any more.
    # If this card is destroyed in response, the monster is not summoned (R09: it must still be
    # on the field when it resolves); if the target left, this card stays on the field, empty.
    card(97077563, "Call of the Haunted",
         activate(revive_linked("attack", destroy_when="leaves", monster_destroys=True),
                  target=gy_monsters())),
    # An Equip Spell for an opponent's face-up monster: control while it stays equipped (not
    # until the end of the turn), so Tributing the monster is allowed and it goes to its
    # owner's GY; if this card leaves the field, the monster goes back. The opponent gains
    # 1000 LP in each of their Standby Phases while this card is face-up.
    card(45986603, "Snatch Steal",
         activate_equip(monsters("foe", face_up=True), control_while_equipped()),
         continuous(foe_gains_lp_each_standby(1000))),
    # Four Sheep Tokens in face-up Defense Position, which cannot be Tributed for a Tribute
    # Summon; the player cannot Summon other monsters this turn (Sets allowed). Rulings: it
    # cannot be activated after the player summoned this turn, nor without 4 free Monster
    # Zones (U08); the lock is applied as it resolves.
    card(73915051, "Scapegoat",
         activate(summon_tokens(SHEEP_TOKEN, 4, position="defense", no_tribute_summon=True),
                  no_summons_this_turn(),
                  conditions=[free_zones(4), not_summoned_this_turn()])),
    # A search: "Polymerization" from the Deck to the hand (the Deck is shuffled, C11).
    card(26902560, "Fusion Sage",
         activate(add_to_hand_chosen(POLYMERIZATION_IN_DECK),
                  conditions=[count_at_least(POLYMERIZATION_IN_DECK)])),
    # Spirit: cannot be Special Summoned. When Normal Summoned or flipped face-up, it must flip
    # 1 face-up monster on the field face-down (targeted; itself when it is the only one). In
    # the End Phase of the turn it was Normal Summoned or flipped face-up, it returns to its
    # owner's hand (whoever's turn it is: flipped by an attack in the opponent's turn, it goes
    # back in that End Phase).
    card(34853266, "Tsukuyomi",
         trigger(("normal_summoned", "flipped"), flip_face_down(), of="self", target=monsters(face_up=True)),
         trigger("end_phase_any", return_to_hand("self"), of="self", conditions=[arrived_face_up_this_turn()]),
         no_special_summon=True),
    # Two targets: a Zombie in your GY, a monster in the opponent's GY. Summon the first (in
    # the position you choose, H03), "also" banish the second: independent parts (X04), so
    # each happens even if the other's target is gone.
    card(2204140, "Book of Life",
         activate(special_summon("first_targets"), banish("second_targets"),
                  target=gy_monsters(races=("Zombie",)),
                  target2=Filter(where=("gy",), controller="foe", kind=("monster",)))),
    # Each player (the activating player first) selects a monster in their own GY and Special
    # Summons it in face-down Defense Position; one with no monster or no free zone skips it.
    # It can be activated while either GY holds a monster that can be Special Summoned.
    card(43434803, "The Shallow Grave",
         activate(each_player_summons(gy_monsters(), position="set"),
                  conditions=[count_at_least(gy_monsters("any"))])),
    # Fusion Summon from the Extra Deck with materials from the hand or the field (sent to the
    # GY together); the Fusion Monster comes face-up in the position chosen (H03). Simplified:
    # the player needs a free Monster Zone before the materials leave.
    card(24094654, "Polymerization", activate(fusion_summon())),
    # Fusion Monsters with no effect: their materials (the Fusion Summon procedure is theirs).
    card(53539634, "Sanwitch", fusion_materials(26202165, 78010363)),  # Sangan + Witch of the Black Forest
    card(66889139, "Gaia the Dragon Champion", fusion_materials(6368038, 28279543)),  # Gaia The Fierce Knight + Curse of Dragon
]
