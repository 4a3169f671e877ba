"""Structure Deck: Master of Pendulum (2015, pysim/data/decks/mr3/master-of-pendulum.ydk): the
Pendulum family's cards (docs/mr3-cards.md sections 5.1-5.4): Pendulum Effects, scales, the
Pendulum Zones. Effects are restated from the rules and the specs, not copied from card texts."""
from ygo_core.scripts.vocab import (
    Filter, PendulumFilter, activate, add_to_hand_chosen, card, continuous, cost_discard,
    count_at_least, declare_scale, destroy, gy_monsters, ignition, monsters, once_per_copy,
    pendulum_effect, pendulum_summon_only, return_to_hand, scale_unless, set_scale, spells_traps,
    trigger, with_cost,
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
OAFDRAGON, SKULLCROBAT = 14920218, 40318957
# Oafdragon 1: a face-up "Magician" or "Odd-Eyes" Pendulum Monster of the Extra Deck, not itself.
OAF_FROM_EXTRA = PendulumFilter(where=("extra",), controller="self", kind=("monster", "pendulum"),
                                codes=tuple(c for c in MAGICIANS + ODD_EYES if c != OAFDRAGON),
                                faceup_extra=True)
# Oafdragon 2: a "Magician" Pendulum Monster or an "Odd-Eyes" monster in the GY, not Oafdragon.
OAF_FROM_GY = gy_monsters(codes=tuple(c for c in MAGICIANS + ODD_EYES if c != OAFDRAGON))
# Skullcrobat Joker 1: the Pendulum Summon's allowed monsters (all the Magicians are Pendulums).
SKULLCROBAT_KIN = Filter(where=("hand", "extra"), kind=("monster",), codes=PERFORMAPALS + MAGICIANS + ODD_EYES)
# Skullcrobat Joker 2: the search, not itself.
SKULLCROBAT_SEARCH = Filter(where=("deck",), controller="self", kind=("monster",),
                            codes=tuple(c for c in PERFORMAPALS + MAGICIANS + ODD_EYES if c != SKULLCROBAT))
# Stargazer / Timegazer: "a 'Magician' or 'Odd-Eyes' card" in the other Pendulum Zone.
MAGICIAN_OR_ODD_EYES_SCALE = Filter(where=("pendulum_zone",), controller="self", codes=MAGICIANS + ODD_EYES)
# Pendulum Back: 2 monsters in your GY, Levels strictly between your two Scales (M10's range).
BETWEEN_SCALES_IN_GY = PendulumFilter(where=("gy",), controller="self", kind=("monster",), between_scales=True)
BOTH_SCALES = Filter(where=("pendulum_zone",), controller="self")
ANY_SCALE = Filter(where=("pendulum_zone",))


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
    # Pendulum Effect (OPT, AH02): with a "Magician" in the other zone, add 1 face-up
    # "Magician"/"Odd-Eyes" Pendulum Monster (not Oafdragon) from the Extra Deck to the hand.
    # Monster effect (OPT, "if": it does not miss the timing): if Normal or Special Summoned,
    # target such a monster in the GY; add it to the hand.
    card(OAFDRAGON, "Oafdragon Magician",
         pendulum_effect(ignition(add_to_hand_chosen(OAF_FROM_EXTRA),
                                  conditions=[count_at_least(OTHER_MAGICIAN_SCALE), count_at_least(OAF_FROM_EXTRA)]).once()),
         trigger(("normal_summoned", "special_summoned"), return_to_hand(), of="self", optional=True,
                 target=OAF_FROM_GY).once()),
    # Continuous Pendulum Effect: its controller can Pendulum Summon only "Performapal",
    # "Magician" Pendulum and "Odd-Eyes" monsters ("cannot be negated": no card of the pool
    # negates a Pendulum Effect). Monster effect ("when", optional): when Normal Summoned, add
    # such a monster (not Skullcrobat Joker) from the Deck to the hand.
    card(SKULLCROBAT, "Performapal Skullcrobat Joker",
         pendulum_effect(continuous(pendulum_summon_only(SKULLCROBAT_KIN))),
         trigger("normal_summoned", add_to_hand_chosen(SKULLCROBAT_SEARCH), of="self", optional=True,
                 when=True, conditions=[count_at_least(SKULLCROBAT_SEARCH)])),
    # Quick-Play Spell: target 1 card in either player's Pendulum Zone, declare a Scale from 1
    # to 10 (at activation); its Scales become that until the end of the turn.
    card(69982329, "Pendulum Shift",
         with_cost(activate(set_scale("declared"), target=ANY_SCALE), declare_scale())),
    # Normal Trap: with cards in both of your Pendulum Zones, target 2 monsters in your GY whose
    # Levels are strictly between your Scales; add them to the hand (V03: each if still fitting).
    card(76660409, "Pendulum Back",
         activate(return_to_hand(), target=BETWEEN_SCALES_IN_GY, targets=2,
                  conditions=[count_at_least(BOTH_SCALES, 2)])),
]

# Partly scripted (docs/mr3-cards.md 5.1; the rest of each card is not built, see the report):
# Stargazer / Timegazer Magician's "Scale becomes 4 without a 'Magician'/'Odd-Eyes' beside it".
GAZER_SCALE = pendulum_effect(continuous(scale_unless(MAGICIAN_OR_ODD_EYES_SCALE, 4)))
