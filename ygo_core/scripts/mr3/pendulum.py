"""Structure Deck: Master of Pendulum (2015, pysim/data/decks/mr3/master-of-pendulum.ydk): the
Pendulum family's cards (docs/mr3-cards.md sections 5.1-5.4): Pendulum Effects, scales, the
Pendulum Zones. Effects are restated from the rules and the specs, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, card, cost_discard, count_at_least, destroy, ignition, monsters, once_per_copy,
    pendulum_effect, spells_traps,
)

# The archetypes, spelled out from the era's pool (ygo_core/data/cards-mr3.csv has no archetype
# column): "Magician" = the Pendulum Magicians (docs/mr3-cards.md section 5), "Performapal",
# "Odd-Eyes".
MAGICIANS = (14920218, 15146890, 20409757, 51531505, 72714461, 88935103, 94415058)
PERFORMAPALS = (26270847, 40318957, 44364077, 91584698)
ODD_EYES = (16178681, 16691074, 80696379)

# "Your other Pendulum Zone holds a 'Magician' card" (the card itself excluded).
OTHER_MAGICIAN_SCALE = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS, not_self=True)
PENDULUM_IN_HAND = Filter(where=("hand",), controller="self", kind=("monster", "pendulum"))


def _magician_destroyer(target: Filter):
    # Dragonpulse / Dragonpit (5.1): once per turn (soft: per copy, AH05), while the other
    # Pendulum Zone holds a "Magician" (checked at activation, U08); cost: discard 1 Pendulum
    # Monster (to the GY: M07 is only for the field); destroy the target (V03: if still there).
    return pendulum_effect(once_per_copy(ignition(
        destroy(), cost=[cost_discard(1, PENDULUM_IN_HAND)], target=target,
        conditions=[count_at_least(OTHER_MAGICIAN_SCALE)])))


CARDS = [
    # Normal Pendulum Monster; Pendulum Effect: destroy 1 face-up monster on the field.
    card(15146890, "Dragonpulse Magician", _magician_destroyer(monsters(face_up=True))),
    # Normal Pendulum Monster; Pendulum Effect: destroy 1 Spell/Trap on the field.
    card(51531505, "Dragonpit Magician", _magician_destroyer(spells_traps())),
]
