"""The GOAT format's burn family: the drain-burn deck's cards (Tokens on the opponent's field,
counting Standby Phases, damage each Standby Phase, a monster that turns itself face-down). Effects
are restated from the 2005 texts and the era's rulings (goatformat.com, yugipedia) in our own
words; where a ruling decided the behaviour, the comment says so."""
from ygo_core.scripts.vocab import (
    card, damage, flip_face_down, ignition, trigger,
)

CARDS = [
    # Once per turn (the engine's hard limit by card, AH02): it turns itself face-down (a new
    # stint: it cannot be Flip Summoned again this turn). Flip Summoned (not merely flipped by
    # an attack or an effect): 1000 damage to the opponent, mandatory.
    card(3510565, "Stealth Bird",
         ignition(flip_face_down("self")).once(),
         trigger("flip_summoned", damage(1000), of="self")),
]
