"""The GOAT format's summons family: revival linked to the card that made it (Premature Burial,
Call of the Haunted), control linked to an Equip Card (Snatch Steal), Tokens (Scapegoat), and
the Fusion Deck's helpers. Effects are restated from the rules, not copied from card texts;
where a 2005 ruling decided the behaviour, the comment says so."""
from dataclasses import replace

from ygo_core.scripts.vocab import (
    Filter, activate, activate_equip, add_to_hand_chosen, continuous, control_while_equipped,
    count_at_least, foe_gains_lp_each_standby, free_zones, gy_monsters, monsters,
    no_summons_this_turn, not_summoned_this_turn, revive_linked, summon_tokens, with_cost_lp,
)

POLYMERIZATION = 24094654
SHEEP_TOKEN = 73915052
POLYMERIZATION_IN_DECK = Filter(where=("deck",), controller="self", code=POLYMERIZATION)

CARDS = [
    # Pay 800 LP (a cost), target a monster in your GY: it comes back in face-up Attack
    # Position with this card equipped. "When this card is destroyed, destroy the equipped
    # monster": the link acts when this card goes to the GY. If the monster leaves or is turned
    # face-down (Book of Moon), the card is destroyed as an Equip that lost its monster (R11),
    # and the monster (no longer the equipped one) stays: the era's ruling.
    card_ := None,
]
CARDS = [
    replace(with_cost_lp(
        activate(revive_linked("attack", destroy_when="destroyed", monster_destroys=False, equip=True),
                 target=gy_monsters()), 800), equip=True),
]
