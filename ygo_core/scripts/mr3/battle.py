"""MR3 cards of the battle helper (docs/mr3-cards.md 4.1-4.2): battle appliers granted for the turn,
an ATK change for the Battle Phase.
Effects are restated from the specs, not copied from card texts; tests in the families' card
files (tests/cards/test_mr3_quick.py) and tests/rules/test_primitives_mr3_battle.py."""
from ygo_core.scripts.vocab import (
    activate, atk_becomes_original_times_until_battle_end, battle_grants_this_turn, battle_step, card, monsters,
    normal_summoned_this_turn, quick,
)

JUNK_WARRIOR = 60800381
SCRAP_FIST = 8529136
SPEED_WARRIOR = 9365703

CARDS = [
    # Quick-Play Spell: target 1 "Junk Warrior" you control; this turn, when it battles an
    # opponent's monster: your opponent cannot activate cards or effects until the end of the
    # Damage Step, it inflicts piercing damage, the battle damage your opponent takes is
    # doubled, it is not destroyed by that battle, and at the end of the Damage Step the
    # opponent's monster it battled is destroyed (the JW text: no phase limit, no once per turn).
    card(SCRAP_FIST, "Scrap Fist",
         activate(battle_grants_this_turn("foe_no_activation", "pierce", "double_damage", "not_destroyed",
                                          "destroy_foe"),
                  target=monsters("self", face_up=True, codes=(JUNK_WARRIOR,)))),
    # Quick effect, once per turn, in the Battle Step of the turn it was Normal Summoned (no
    # chain open): its ATK becomes double its original ATK until the end of the Battle Phase.
    card(SPEED_WARRIOR, "Speed Warrior",
         quick(atk_becomes_original_times_until_battle_end(2),
               conditions=[normal_summoned_this_turn(), battle_step(no_chain=True)]).once()),
]
