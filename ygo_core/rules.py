"""Rule sets: the switches that differ between eras, grouped into named presets.

A :class:`RuleSet` is copied into the state header (``HDR_RULE_*``) when a duel is
created, so a copied state carries its rules with it. Differences between eras
are switches here, never forks of the engine code (``rules-legacy.md`` section 2;
the switch numbers below are that table's rows). The deck-construction switches are
read by the deck validator (:func:`pysim.validate.validate_deck`), not by the engine.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ygo_core import layout as L

#: Phase names of ``quickplay_hand_phases`` (the names ``Duel.phase()`` returns), with the bit
#: each one has in the header word ``HDR_RULE_QUICKPLAY_HAND_PHASES``.
PHASE_BITS = {"draw": 1 << L.PHASE_DRAW, "standby": 1 << L.PHASE_STANDBY,
              "main1": 1 << L.PHASE_MAIN1, "battle": 1 << L.PHASE_BATTLE,
              "main2": 1 << L.PHASE_MAIN2, "end": 1 << L.PHASE_END}
ALL_PHASES = tuple(PHASE_BITS)


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
        0 for no limit. Otherwise a simulator's time limit (switch 44; D2 section 7.2: after the
        extra turns "higher LP wins; equal LP -> sudden death, judged at the end of any turn in
        which LP changed"): at the end of turn ``max_turns`` the player with more LP wins
        (reason ``"turn_limit"``); with equal LP the duel plays on, and the first later turn
        that ends with the LP apart decides it the same way. A turn in which LP did not change
        leaves them equal, so judging at the end of every turn is the same rule.
    quickplay_hand_phases : tuple of str
        Phases of your own turn in which a Quick-Play Spell may be activated from the hand
        (switch 21; R14: any phase of your own turn; the ~2002 rules, D4: the Main and
        Battle Phases only). Names as ``Duel.phase()`` returns them. A Set Quick-Play is not
        affected.
    main_deck_min, main_deck_max : int, int or None
        Main Deck size (switch 15: 40-60; before August 2008 no upper limit, None). Whatever
        the rules allow, the engine holds at most ``CAP_PILE`` (80) cards in one pile: a larger
        Deck is refused when the duel is created (``CapacityError``), not by the validator.
    extra_deck_max : int or None
        Largest Extra (Fusion) Deck (switch 16: 15; the 2002 "Fusion Deck" had no cap, None).
    side_deck_sizes : range or tuple of int
        Allowed Side Deck sizes (switch 18: 0-15; before August 2008 exactly 0 or 15).
    max_copies : int
        Copies of one card across Main, Extra and Side Deck (switch 19).
    synchro, xyz, pendulum : bool
        The summon mechanisms of the era (switch 42: all three under MR3; Synchro only under the
        ~2010 TCG rules; none before). A mechanism switched off is never offered.
    ignition_priority : bool
        After a summon, or once a chain has resolved, the turn player holds priority first and
        may use a Spell Speed 1 Ignition effect of a monster right then, before the opponent
        can answer the summon (switch 30: the TCG until April 2012; MR3 needs the open state,
        D2 section 6.2).
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
    quickplay_hand_phases: tuple = ALL_PHASES
    main_deck_min: int = 40
    main_deck_max: int | None = 60
    extra_deck_max: int | None = 15
    side_deck_sizes: range | tuple = range(0, 16)
    max_copies: int = 3
    ignition_priority: bool = False
    synchro: bool = True
    xyz: bool = True
    pendulum: bool = True

    def __post_init__(self):
        object.__setattr__(self, "quickplay_hand_phases", tuple(self.quickplay_hand_phases))
        unknown = [p for p in self.quickplay_hand_phases if p not in PHASE_BITS]
        if unknown:
            raise ValueError(f"quickplay_hand_phases: unknown phase(s) {', '.join(map(repr, unknown))}; "
                             f"phases are {', '.join(ALL_PHASES)}")

    @property
    def quickplay_hand_mask(self) -> int:
        """``quickplay_hand_phases`` as the header word's bit mask (``1 << PHASE_*``)."""
        mask = 0
        for phase in self.quickplay_hand_phases:
            mask |= PHASE_BITS[phase]
        return mask

    @property
    def extra_summons_mask(self) -> int:
        """Switch 42 as the header word's bits (``RULE_SYNCHRO | RULE_XYZ | RULE_PENDULUM``)."""
        return ((L.RULE_SYNCHRO if self.synchro else 0) | (L.RULE_XYZ if self.xyz else 0)
                | (L.RULE_PENDULUM if self.pendulum else 0))

    def with_(self, **changes) -> "RuleSet":
        """A copy with some switches changed."""
        return replace(self, **changes)


#: Master Rule 3, the 2015 Perfect Rulebook (the default).
MR3 = RuleSet()
#: The ~2002 TCG rules of the Starter Decks: the first player draws on turn 1, one shared
#: Field Zone, the literal tie rule destroys two 0-ATK monsters, a Quick-Play Spell from the
#: hand only in the Main and Battle Phases, and the deck rules before August 2008 (no Main or
#: Extra Deck maximum; a Side Deck of 0 or 15).
TCG2002 = RuleSet(name="tcg2002", first_player_draws=True, field_shared=True,
                  zero_atk_tie_destroys=True, quickplay_hand_phases=("main1", "battle", "main2"),
                  main_deck_max=None, extra_deck_max=None, side_deck_sizes=(0, 15),
                  synchro=False, xyz=False, pendulum=False)

#: The April 2005 TCG ("GOAT" format, list 2005.4.1; rules-legacy.md section 2, the
#: `goat_2005` column of own knowledge, and the format's community rules page): the first
#: player draws on turn 1 but cannot battle (switches 3-4), one face-up Field Spell on the whole
#: field (switch 7), the Fusion Deck without a size limit (switch 16), a Main Deck of 40 or
#: more (switch 15), a Side Deck of 0 or 15 (switch 18), three copies (switch 19; the
#: Forbidden/Limited list 2005.4.1 is loaded separately), the turn player's priority for
#: Ignition effects right after a summon or a chain (switch 30), and simultaneous triggers
#: chained as today (SEGOC, switch 29, as the format is played). A Quick-Play Spell from the
#: hand in any phase of your turn and two 0-ATK monsters not destroying each other (switches
#: 21, 27) are as under mr3: the 2004-2005 rulebooks already read so.
GOAT = RuleSet(name="goat", first_player_draws=True, field_shared=True, main_deck_max=None,
               extra_deck_max=None, side_deck_sizes=(0, 15), ignition_priority=True,
               synchro=False, xyz=False, pendulum=False)

RULESETS = {r.name: r for r in (MR3, TCG2002, GOAT)}


def resolve_rules(rules: str | RuleSet) -> RuleSet:
    """Return the :class:`RuleSet` for a preset name, or ``rules`` itself."""
    if isinstance(rules, RuleSet):
        return rules
    try:
        return RULESETS[rules]
    except KeyError:
        raise ValueError(f"unknown rule set {rules!r}; known: {', '.join(sorted(RULESETS))}") from None
