"""Rule sets: the switches that differ between eras, grouped into named presets.

A :class:`RuleSet` is copied into the state header (``HDR_RULE_*``) when a duel is
created, so a copied state carries its rules with it. Differences between eras
are switches here, never forks of the engine code (``rules-legacy.md`` section 2;
the switch numbers below are that table's rows). The deck-construction switches are
read by the deck validator (:func:`pysim.validate.validate_deck`), not by the engine.

The presets (``RULESETS``) and the documents they come from (``rules-legacy.md``: D2 the 2014
OCG rulebook, D3 the Synchro-era TCG rulebook, D4 the ~2002 TCG rules):

- ``mr3``: the 2015 Perfect Rulebook, the default.
- ``mr3_2014``: D2, the 2014 book (Chinese seed); differs in switches 17 (no Xyz/Pendulum
  Monsters yet), 37 and 39.
- ``tcg2010``: D3, the Synchro era (Master Rule 1); differs in 3, 7, 8 (a new Field Spell
  destroys the old one), 11-12, 17, 30, 37, 39, 41, 42.
- ``goat``: the April 2005 TCG (own knowledge); differs in 3, 7, 15-18, 30, 37, 39, 42.
- ``tcg2002``: D4, the ~2002 TCG rules; differs in 3, 7, 15-18, 21, 27, 37, 39, 42.

Switches 11-12 (Pendulum Zones, one Pendulum Summon a turn) follow from ``pendulum`` (switch 42);
switch 40 (no Token as Xyz material) holds in every era that has Xyz and is no switch here.
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
#: The Extra Deck kinds of switch 17 (``RuleSet.extra_deck_kinds``), with the card type bits each
#: is: an Xyz/Pendulum Monster (MR3 2015, section N) is its own kind.
EXTRA_DECK_KINDS = {"fusion": L.TYPE_FUSION, "synchro": L.TYPE_SYNCHRO, "xyz": L.TYPE_XYZ,
                    "xyz_pendulum": L.TYPE_XYZ | L.TYPE_PENDULUM}


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
    field_replace_destroys : bool
        Activating a Field Spell *destroys* the face-up one it replaces (switch 8; D3, the
        Synchro-era rulebook: "the previous active Field Spell Card is destroyed automatically"),
        so its "when destroyed" effects see it. Off, the old one is sent to the GY, not
        destroyed (C07; D2 section 3.3.3.5; D4 too). With ``field_shared`` the face-up Field
        Spell of either player is the one replaced; a face-down card of one's own Field Zone
        that makes room is sent to the GY (it is not the "active" one).
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
    extra_deck_kinds : tuple of str
        The monsters an Extra Deck may hold (switch 17), as the validator checks them:
        ``"fusion"``, ``"synchro"``, ``"xyz"``, ``"xyz_pendulum"`` (the Xyz/Pendulum Monsters of
        the 2015 book, section N; the 2014 book, D2, predates them: "Fusion, Synchro and Xyz").
        Face-up Pendulum Monsters join the Extra Deck only during a duel (M). Link Monsters are
        refused under every preset: Master Rule 4 and later are not supported.
    attributes : int
        How many Attributes the era has (switch 41, data validation): 7 (DIVINE included,
        MR3 and D2 section 3.1.1) or 6 (D3, the Synchro-era rulebook: no DIVINE). The validator
        refuses a DIVINE monster under a 6-Attribute rule set.
    synchro, xyz, pendulum : bool
        The summon mechanisms of the era (switch 42: all three under MR3; Synchro only under the
        ~2010 TCG rules; none before). A mechanism switched off is never offered. Without
        ``pendulum`` there are no Pendulum Zones (switch 11) and no Pendulum Summon (switch 12).
    lp_cost_may_reach_zero : bool
        A player may pay an LP cost equal to all their remaining LP (switch 36: MR3 p.39 says so
        explicitly, A10). D2 section 1.4.1 forbids only paying *more* than the remaining LP, so
        the 2014 book agrees and every preset has it on; off, an LP cost must be less than the
        player's LP (a variant: ``MR3.with_(lp_cost_may_reach_zero=False)``). GOAT's LP costs
        (Solemn Judgment's half, Skill Drain's 1000, Wall of Revealing Light's multiples) show it.
    cannot_be_used_blocks_effect_ss : bool
        A card that "cannot be used" (Prohibition) cannot be Special Summoned by other effects
        either (switch 37: MR3 2015's updated rule; D2 section 4.3.3.14, 2014: another card's
        effect may still Special Summon it). Recorded only: no card of the pool declares a card
        that "cannot be used" yet, so no card exercises it.
    replay_when_target_unattackable : bool
        A replay also happens when the attack target can no longer be attacked (switch 39: MR3
        2015 adds it, Ghostrick Mansion + Book of Moon; D2 section 6.3.4.2.1 lists only a change
        in the opponent's monsters). Recorded only: the engine replays on a change of the
        opponent's monsters under every preset (F09) and no card of the pool makes a target
        unattackable with the monsters unchanged, so no card exercises it yet.
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
    field_replace_destroys: bool = False
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
    extra_deck_kinds: tuple = ("fusion", "synchro", "xyz", "xyz_pendulum")
    attributes: int = 7
    lp_cost_may_reach_zero: bool = True
    cannot_be_used_blocks_effect_ss: bool = True
    replay_when_target_unattackable: bool = True

    def __post_init__(self):
        object.__setattr__(self, "quickplay_hand_phases", tuple(self.quickplay_hand_phases))
        unknown = [p for p in self.quickplay_hand_phases if p not in PHASE_BITS]
        if unknown:
            raise ValueError(f"quickplay_hand_phases: unknown phase(s) {', '.join(map(repr, unknown))}; "
                             f"phases are {', '.join(ALL_PHASES)}")
        object.__setattr__(self, "extra_deck_kinds", tuple(self.extra_deck_kinds))
        unknown = [k for k in self.extra_deck_kinds if k not in EXTRA_DECK_KINDS]
        if unknown:
            raise ValueError(f"extra_deck_kinds: unknown kind(s) {', '.join(map(repr, unknown))}; "
                             f"kinds are {', '.join(EXTRA_DECK_KINDS)}")
        if self.attributes not in (6, 7):
            raise ValueError(f"attributes: {self.attributes!r}; an era has 6 Attributes (no DIVINE) or 7")

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

    @property
    def more_mask(self) -> int:
        """The switches kept in the header word ``HDR_RULE_MORE`` (``RULEX_*`` bits): each bit
        set is a departure from ``mr3``, so a duel under ``mr3``, ``goat`` or ``tcg2002`` has 0."""
        return ((L.RULEX_FIELD_REPLACE_DESTROYS if self.field_replace_destroys else 0)
                | (0 if self.lp_cost_may_reach_zero else L.RULEX_LP_COST_BELOW_LP))

    def with_(self, **changes) -> "RuleSet":
        """A copy with some switches changed."""
        return replace(self, **changes)


#: Master Rule 3, the 2015 Perfect Rulebook (the default).
MR3 = RuleSet()
#: Master Rule 3 as the 2014 OCG rulebook has it (D2, the Chinese seed): as ``mr3`` but for
#: "cannot be used" letting other effects Special Summon the card (switch 37), no replay when the
#: target only became unattackable (switch 39), and Extra Decks of Fusion, Synchro and Xyz
#: Monsters (switch 17; the Xyz/Pendulum hybrids came in 2015). Switch 36 agrees with ``mr3``:
#: D2 forbids only paying more LP than one has.
MR3_2014 = RuleSet(name="mr3_2014", cannot_be_used_blocks_effect_ss=False,
                   replay_when_target_unattackable=False,
                   extra_deck_kinds=("fusion", "synchro", "xyz"))
#: The Synchro-era TCG rules (D3, the rulebook posted in December 2010; Master Rule 1): the
#: first player draws on turn 1 (switch 3; D3 states no exception), one face-up Field Spell on
#: the whole field (switch 7) whose replacement destroys the previous one (switch 8), Synchro
#: Summons but no Xyz, no Pendulum (switches 11, 12, 42), an Extra Deck of 0-15 Fusion and
#: Synchro Monsters (switches 16-17), 6 Attributes (switch 41), the turn player's Ignition
#: priority after a summon or a chain (switch 30: the TCG until April 2012, own knowledge; D3's
#: pages on chains are not in the seed), deck sizes 40-60 / 0-15 / 3 copies (switches 15, 18,
#: 19) and Quick-Play Spells in any phase of one's turn (switch 21) as D3 states them. Switches
#: D3 is silent on (27, 36, 37, 39) take the value of the rulebooks around it: 0-ATK monsters do
#: not destroy each other, LP may be paid to 0, the pre-2015 "cannot be used", no replay for an
#: unattackable target.
TCG2010 = RuleSet(name="tcg2010", first_player_draws=True, field_shared=True,
                  field_replace_destroys=True, ignition_priority=True,
                  extra_deck_kinds=("fusion", "synchro"), attributes=6,
                  xyz=False, pendulum=False, cannot_be_used_blocks_effect_ss=False,
                  replay_when_target_unattackable=False)
#: The ~2002 TCG rules of the Starter Decks: the first player draws on turn 1, one shared
#: Field Zone, the literal tie rule destroys two 0-ATK monsters, a Quick-Play Spell from the
#: hand only in the Main and Battle Phases, and the deck rules before August 2008 (no Main or
#: Extra Deck maximum; a Side Deck of 0 or 15), a Fusion Deck of Fusion Monsters only (switch 17),
#: and the pre-2015 readings of switches 37 and 39 (D4 is silent on them).
TCG2002 = RuleSet(name="tcg2002", first_player_draws=True, field_shared=True,
                  zero_atk_tie_destroys=True, quickplay_hand_phases=("main1", "battle", "main2"),
                  main_deck_max=None, extra_deck_max=None, side_deck_sizes=(0, 15),
                  synchro=False, xyz=False, pendulum=False, extra_deck_kinds=("fusion",),
                  cannot_be_used_blocks_effect_ss=False, replay_when_target_unattackable=False)

#: The April 2005 TCG ("GOAT" format, list 2005.4.1; rules-legacy.md section 2, the
#: `goat_2005` column of own knowledge, and the format's community rules page): the first
#: player draws on turn 1 but cannot battle (switches 3-4), one face-up Field Spell on the whole
#: field (switch 7), the Fusion Deck without a size limit (switch 16), a Main Deck of 40 or
#: more (switch 15), a Side Deck of 0 or 15 (switch 18), three copies (switch 19; the
#: Forbidden/Limited list 2005.4.1 is loaded separately), the turn player's priority for
#: Ignition effects right after a summon or a chain (switch 30), and simultaneous triggers
#: chained as today (SEGOC, switch 29, as the format is played). A Quick-Play Spell from the
#: hand in any phase of your turn and two 0-ATK monsters not destroying each other (switches
#: 21, 27) are as under mr3: the 2004-2005 rulebooks already read so. The Fusion Deck holds
#: Fusion Monsters only (switch 17); switches 37 and 39 take their pre-2015 readings.
GOAT = RuleSet(name="goat", first_player_draws=True, field_shared=True, main_deck_max=None,
               extra_deck_max=None, side_deck_sizes=(0, 15), ignition_priority=True,
               synchro=False, xyz=False, pendulum=False, extra_deck_kinds=("fusion",),
               cannot_be_used_blocks_effect_ss=False, replay_when_target_unattackable=False)

#: The presets by name. Every switch of every preset is checked against rules-legacy.md section 2
#: in tests/rules/test_presets.py.
RULESETS = {r.name: r for r in (MR3, MR3_2014, TCG2010, GOAT, TCG2002)}


def resolve_rules(rules: str | RuleSet) -> RuleSet:
    """Return the :class:`RuleSet` for a preset name, or ``rules`` itself."""
    if isinstance(rules, RuleSet):
        return rules
    try:
        return RULESETS[rules]
    except KeyError:
        raise ValueError(f"unknown rule set {rules!r}; known: {', '.join(sorted(RULESETS))}") from None
