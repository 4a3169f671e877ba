"""Rule sets: the switches that differ between eras, grouped into named presets.

A :class:`RuleSet` is copied into the state header (``HDR_RULE_*``) when a duel is
created, so a copied state carries its rules with it. Differences between eras
are switches here, never forks of the engine code (``rules-legacy.md`` section 2).
"""
from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class RuleSet:
    """The rule switches of one era.

    Attributes
    ----------
    name : str
        Preset name.
    start_lp : int
        Life points at the start (A01; switch 1).
    opening_hand : int
        Cards drawn before the first turn (A04; switch 2).
    first_player_draws : bool
        Whether the first player draws on turn 1 (A05; switch 3).
    first_turn_battle : bool
        Whether the first turn may have a Battle Phase (A06; switch 4).
    hand_limit : int
        Cards the turn player may keep at the end of the turn (E17; switch 5).
    field_shared : bool
        One Field Spell for both players (switch 7; used by the effect system).
    zero_atk_tie_destroys : bool
        Two 0-ATK Attack Position monsters destroy each other (switch 27; F19 says no).
    max_turns : int
        0 for no limit; otherwise the duel is a draw when it would go past this turn.
    """

    name: str = "mr3"
    start_lp: int = 8000
    opening_hand: int = 5
    first_player_draws: bool = False
    first_turn_battle: bool = False
    hand_limit: int = 6
    field_shared: bool = False
    zero_atk_tie_destroys: bool = False
    max_turns: int = 0

    def with_(self, **changes) -> "RuleSet":
        """A copy with some switches changed."""
        return replace(self, **changes)


#: Master Rule 3, the 2015 Perfect Rulebook (the default).
MR3 = RuleSet()
#: The ~2002 TCG rules of the Starter Decks: the first player draws on turn 1, one shared
#: Field Zone, and the literal tie rule destroys two 0-ATK monsters.
TCG2002 = RuleSet(name="tcg2002", first_player_draws=True, field_shared=True,
                  zero_atk_tie_destroys=True)

RULESETS = {r.name: r for r in (MR3, TCG2002)}


def resolve_rules(rules: str | RuleSet) -> RuleSet:
    """Return the :class:`RuleSet` for a preset name, or ``rules`` itself."""
    if isinstance(rules, RuleSet):
        return rules
    try:
        return RULESETS[rules]
    except KeyError:
        raise ValueError(f"unknown rule set {rules!r}; known: {', '.join(sorted(RULESETS))}") from None
