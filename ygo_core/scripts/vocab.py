"""The vocabulary cards are declared in.

A card is a :func:`card` with one or more effects; an effect says when it can be
used (kind, events, conditions), what it targets, and what it does (operations).
Filters describe sets of cards and compile to records the core evaluates over the
card table. See ``docs/effects.md`` for worked examples.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ygo_core import layout as L
from ygo_core.vm import opcodes as O

LOCATIONS = {"deck": L.LOC_DECK, "hand": L.LOC_HAND, "monster_zone": L.LOC_MZONE,
             "spell_zone": L.LOC_SZONE, "field_zone": L.LOC_FZONE, "gy": L.LOC_GY,
             "banished": L.LOC_BANISHED, "pendulum_zone": L.LOC_PZONE}
# C01: the field is the Monster, Spell & Trap, Field and (MR3) Pendulum Zones.
FIELD = ("monster_zone", "spell_zone", "field_zone", "pendulum_zone")
CONTROLLERS = {"self": O.CTRL_SELF, "foe": O.CTRL_FOE, "any": O.CTRL_ANY}
POSITIONS = {"attack": L.POS_FACEUP_ATTACK, "defense": L.POS_FACEUP_DEFENSE,
             "set": L.POS_FACEDOWN_DEFENSE, "facedown": L.POS_FACEDOWN, "faceup": L.POS_FACEUP}
FACE_UP = ("attack", "defense", "faceup")
FACE_DOWN = ("set", "facedown")
KINDS = {"monster": L.TYPE_MONSTER, "spell": L.TYPE_SPELL, "trap": L.TYPE_TRAP,
         "continuous": L.TYPE_CONTINUOUS, "equip": L.TYPE_EQUIP, "field": L.TYPE_FIELD,
         "quickplay": L.TYPE_QUICKPLAY, "counter": L.TYPE_COUNTER,
         "effect": L.TYPE_EFFECT, "flip": L.TYPE_FLIP}
# `datas.race` and `datas.attribute` bits of the YGOPro card data (facts of the format).
RACES = {"Warrior": 0x1, "Spellcaster": 0x2, "Fairy": 0x4, "Fiend": 0x8, "Zombie": 0x10,
         "Machine": 0x20, "Aqua": 0x40, "Pyro": 0x80, "Rock": 0x100, "Winged Beast": 0x200,
         "Plant": 0x400, "Insect": 0x800, "Thunder": 0x1000, "Dragon": 0x2000, "Beast": 0x4000,
         "Beast-Warrior": 0x8000, "Dinosaur": 0x10000, "Fish": 0x20000, "Sea Serpent": 0x40000,
         "Reptile": 0x80000}
ATTRIBUTES = {"EARTH": 0x1, "WATER": 0x2, "FIRE": 0x4, "WIND": 0x8, "LIGHT": 0x10, "DARK": 0x20}
EVENTS = {"normal_summoned": O.EV_NORMAL_SUMMONED, "flip_summoned": O.EV_FLIP_SUMMONED,
          "flipped": O.EV_FLIPPED, "special_summoned": O.EV_SPECIAL_SUMMONED,
          "attack_declared": O.EV_ATTACK_DECLARED, "end_phase": O.EV_END_PHASE,
          "attacked": O.EV_ATTACKED_AFTER_CALC,
          # battle family
          "destroyed_by_battle": O.EV_DESTROYED_BY_BATTLE, "battle_damage": O.EV_BATTLE_DAMAGE,
          "battled": O.EV_BATTLED, "damage_step_end": O.EV_DAMAGE_STEP_END}
SELECTIONS = {"targets": O.SEL_TARGETS, "event_card": O.SEL_EVENT_CARD, "self": O.SEL_SELF,
              "attacker": O.SEL_ATTACKER}
# MR3: the effect's own card in the hand (Chaos Hunter's, Genex Ally Birdman's self-summon).
SELECTIONS["self_in_hand"] = O.SEL_SELF_IN_HAND


def _bits(names, table, what):
    mask = 0
    for name in ([names] if isinstance(names, str) else names or ()):
        if name not in table:
            raise ValueError(f"unknown {what} {name!r}; known: {', '.join(table)}")
        mask |= table[name] if what != "location" else 1 << table[name]
    return mask


@dataclass(frozen=True)
class Filter:
    """A set of cards: where, whose, which position, which kind, which stats."""

    where: Sequence[str] = FIELD
    controller: str = "any"
    positions: Sequence[str] = ()
    kind: Sequence[str] = ()
    kind_any: Sequence[str] = ()
    races: Sequence[str] = ()
    attributes: Sequence[str] = ()
    atk_min: int = 0
    atk_max: int = -1
    code: int = 0
    targeting: bool = False
    not_self: bool = False
    summonable: bool = False
    hidden_kind: bool = False
    level_max: int = 0
    # Battle family: highest current DEF (-1: none); only the effect's own card ("this card").
    def_max: int = -1
    only_self: bool = False
    # locks: "Level N or higher" (it shares the Level word with level_max: one or the other).
    level_min: int = 0
    # The triggers family: atk_min/atk_max bound the DEF instead; `code` is the one name excluded.
    def_bounds: bool = False
    not_code: bool = False
    # The card is also owned by that controller ("from your GY").
    owned: bool = False
    # Any of these passcodes (an archetype spelled out: "Gravekeeper's"); not with `code`.
    codes: tuple = ()
    # misc family: (passcode, most counters) pairs of the cards that can hold a Spell Counter;
    # a card matches if it is one of them and holds fewer than its most (0: no maximum).
    counter_room: tuple = ()
    # The burn family: the card the effect's card selected (link_to_target).
    linked: bool = False
    # (turbo) ATK at most the battle damage of the Damage Step in progress (Turbo Synchron).
    atk_up_to_battle_damage: bool = False
    # P03: only a card that can be turned face-down (no Token). The compiler sets it on the
    # targets of an effect that turns them face-down.
    can_turn_face_down: bool = False

    def record(self) -> list[int]:
        """The FILTER_WIDTH words the core evaluates."""
        rec = [0] * O.FILTER_WIDTH
        rec[O.F_LOCATIONS] = _bits(self.where, LOCATIONS, "location")
        rec[O.F_CONTROLLER] = CONTROLLERS[self.controller]
        rec[O.F_POSITIONS] = sum(1 << POSITIONS[p] for p in self.positions)
        rec[O.F_TYPE_ALL] = _bits(self.kind, KINDS, "kind")
        rec[O.F_TYPE_ANY] = _bits(self.kind_any, KINDS, "kind")
        rec[O.F_RACES] = _bits(self.races, RACES, "race")
        rec[O.F_ATTRIBUTES] = _bits(self.attributes, ATTRIBUTES, "attribute")
        rec[O.F_ATK_MIN] = self.atk_min
        rec[O.F_ATK_MAX] = self.atk_max
        rec[O.F_CODE] = self.code
        rec[O.F_FLAGS] = ((O.FF_TARGET if self.targeting else 0) | (O.FF_NOT_SELF if self.not_self else 0)
                          | (O.FF_SUMMONABLE if self.summonable else 0)
                          | (O.FF_HIDDEN_KIND if self.hidden_kind else 0)
                          | (O.FF_ONLY_SELF if self.only_self else 0)
                          | (O.FF_DEF_BOUNDS if self.def_bounds else 0) | (O.FF_NOT_CODE if self.not_code else 0)
                          | (O.FF_OWNED if self.owned else 0) | (O.FF_LINKED if self.linked else 0)
                          | (O.FF_COUNTER_ROOM if self.counter_room else 0)
                          | (O.FF_ATK_UP_TO_BATTLE_DAMAGE if self.atk_up_to_battle_damage else 0)
                          | (O.FF_CAN_TURN_FACE_DOWN if self.can_turn_face_down else 0))
        rec[O.F_LEVEL_MAX] = self.level_max
        rec[O.F_DEF_MAX] = self.def_max
        if self.level_min:
            if self.level_max:
                raise ValueError("a filter takes level_min or level_max, not both")
            rec[O.F_LEVEL_MAX] = self.level_min
            rec[O.F_FLAGS] |= O.FF_LEVEL_MIN
        return rec

    def target(self) -> "Filter":
        """The same set, as targets: respecting "cannot be targeted" (V04)."""
        return _replace(self, targeting=True)


def _replace(f, **kw):
    from dataclasses import replace
    return replace(f, **kw)


def monsters(controller="any", *, where=("monster_zone",), face_up=None, **kw) -> Filter:
    """Monsters (on the field by default). ``face_up``: True, False or None (either)."""
    positions = FACE_UP[:2] if face_up else (("set",) if face_up is False else ())
    return Filter(where=where, controller=controller, positions=positions, kind=("monster",), **kw)


def spells_traps(controller="any", *, kind=(), kind_any=("spell", "trap"), face_up=None, **kw) -> Filter:
    """Spell and Trap cards on the field."""
    positions = ("faceup",) if face_up else (FACE_DOWN[1:] if face_up is False else ())
    # C01, M03: a Pendulum Monster card in a Pendulum Zone is a Spell Card on the field.
    return Filter(where=("spell_zone", "field_zone", "pendulum_zone"), controller=controller, positions=positions,
                  kind=kind, kind_any=kind_any, **kw)


@dataclass(frozen=True)
class Insn:
    """One compiled instruction: an opcode and up to five arguments; Filter args compile to offsets."""

    op: int
    args: tuple = ()
    if_done: bool = False
    # A condition checked again at resolution (see :func:`to_resolve`).
    recheck: bool = False


def and_if_you_do(insn: Insn) -> Insn:
    """The operation happens only if the one before it did something (T04, X02)."""
    from dataclasses import replace
    return replace(insn, if_done=True)


def then(insn: Insn) -> Insn:
    """Like :func:`and_if_you_do`, for parts written as happening one after the other (X03).
    The engine does not yet tell the two apart for missing the timing."""
    return and_if_you_do(insn)


def _sel(name):
    if name not in SELECTIONS:
        raise ValueError(f"unknown selection {name!r}; known: {', '.join(SELECTIONS)}")
    return SELECTIONS[name]


# ---- conditions -------------------------------------------------------------------------------

def count_at_least(f: Filter, n: int = 1) -> Insn:
    """At least n cards match (U08: the resolution must be possible)."""
    return Insn(O.COND_COUNT, (f, n))


def last_event(kinds, by="any", card: Filter | None = None) -> Insn:
    """The last thing that happened is one of these events, caused by that player."""
    return Insn(O.COND_EVENT, (_bits(kinds, EVENTS, "event"), CONTROLLERS[by], card))


def monster_went_to_gy_this_turn() -> Insn:
    return Insn(O.COND_MONSTER_TO_GY)


def main_phase_or_foe_battle() -> Insn:
    return Insn(O.COND_MAIN_OR_FOE_BATTLE)


def battle_phase_not_conducted() -> Insn:
    """The player has not conducted a Battle Phase this turn ("you cannot conduct your Battle
    Phase the turn you activate this card", AH10)."""
    return Insn(O.COND_NO_BATTLE_PHASE)


def to_resolve(cond: Insn) -> Insn:
    """A condition that must hold "to activate and to resolve" (Q14, X01): it is checked again
    when the effect resolves, and if it no longer holds the effect does nothing (its card
    still goes to the GY as usual). Without this, a condition is checked at activation only."""
    if cond.op == O.COND_EVENT:
        raise ValueError("last_event() is a timing, met at activation only; it cannot be checked at resolution")
    from dataclasses import replace
    return replace(cond, recheck=True)


# ---- operations -------------------------------------------------------------------------------

def destroy(sel="targets") -> Insn:
    return Insn(O.OP_DESTROY, (_sel(sel),))


def destroy_if(kind: str, sel="targets") -> Insn:
    """Destroy the selection if it is a card of `kind`; a face-down one is revealed first."""
    return Insn(O.OP_DESTROY_IF, (_sel(sel), KINDS[kind]))


def destroy_all(f: Filter) -> Insn:
    return Insn(O.OP_DESTROY_ALL, (f,))


def destroy_lowest_atk(f: Filter) -> Insn:
    return Insn(O.OP_DESTROY_LOWEST_ATK, (f,))


def return_to_hand(sel="targets") -> Insn:
    return Insn(O.OP_RETURN_TO_HAND, (_sel(sel),))


def damage(amount: int, to="foe", per: Filter | None = None) -> Insn:
    return Insn(O.OP_DAMAGE, (CONTROLLERS[to], amount, per))


def gain_lp(amount: int, who="self") -> Insn:
    return Insn(O.OP_GAIN_LP, (CONTROLLERS[who], amount))


def refresh_hands() -> Insn:
    return Insn(O.OP_REFRESH_HANDS)


def special_summon(sel="targets") -> Insn:
    return Insn(O.OP_SPECIAL_SUMMON, (_sel(sel),))


SUMMON_POSITIONS = {None: 0, "attack": L.POS_FACEUP_ATTACK, "defense": L.POS_FACEUP_DEFENSE,
                    "set": L.POS_FACEDOWN_DEFENSE}


def summon_chosen(f: Filter, up_to: int, position=None, optional=False) -> Insn:
    """Special Summon up to N cards matching the filter, chosen at resolution (T05).

    ``position``: ``None`` (the player chooses each, H03), ``"attack"`` (face-up Attack
    Position), ``"defense"`` or ``"set"`` (face-down Defense Position), as the text says.
    ``optional``: "you can also Special Summon any number": the player may choose none.
    """
    if position not in SUMMON_POSITIONS:
        raise ValueError(f"summon_chosen(position=...) is one of {list(SUMMON_POSITIONS)}")
    return Insn(O.OP_SUMMON_CHOSEN, (f, up_to, SUMMON_POSITIONS[position], 1 if optional else 0))


def take_control(sel="targets") -> Insn:
    return Insn(O.OP_TAKE_CONTROL, (_sel(sel),))


def modify_stats(atk=0, defense=0, sel="targets") -> Insn:
    return Insn(O.OP_MODIFY_STATS, (_sel(sel), atk, defense))


def equip(sel="targets") -> Insn:
    return Insn(O.OP_EQUIP, (_sel(sel),))


LINGERS = {"no_battle_damage": O.LING_NO_BATTLE_DAMAGE,
           "no_battle_destruction": O.LING_NO_BATTLE_DESTROY,
           "reverse_stat_changes": O.LING_REVERSE_STATS, "skip_battle_phase": O.LING_SKIP_BATTLE}


def this_turn(kind: str, who="self") -> Insn:
    """A player-wide effect lasting until the end of the turn (AJ)."""
    return Insn(O.OP_LINGER, (LINGERS[kind], CONTROLLERS[who]))


def allow_tribute(sel="targets", required=False) -> Insn:
    """The player may Tribute the selection this turn, as if they controlled it; ``required``:
    a Tribute they make this turn must include it (Soul Exchange)."""
    return Insn(O.OP_ALLOW_TRIBUTE, (_sel(sel), 1 if required else 0))


def reveal_face_down() -> Insn:
    return Insn(O.OP_REVEAL_FACE_DOWN)


def reveal_random_hand() -> Insn:
    return Insn(O.OP_REVEAL_RANDOM_HAND)


def reveal_deck_top(n: int) -> Insn:
    return Insn(O.OP_REVEAL_DECK_TOP, (n,))


def normal_summon_now() -> Insn:
    return Insn(O.OP_NORMAL_SUMMON_NOW)


def add_to_hand_chosen(f: Filter, up_to: int = 1) -> Insn:
    """Add up to N cards matching the filter to the hand, chosen at resolution (a search: the
    Deck is shuffled afterwards, C11)."""
    return Insn(O.OP_TO_HAND_CHOSEN, (f, up_to))


def damage_by_atk(sel="targets", to="foe") -> Insn:
    """Damage equal to the selected monster's ATK, to ``"self"``, ``"foe"`` or ``"both"`` (at once)."""
    mask = {"self": O.CTRL_SELF, "foe": O.CTRL_FOE, "both": O.CTRL_SELF | O.CTRL_FOE}[to]
    return Insn(O.OP_DAMAGE_BY_ATK, (_sel(sel), mask))


def negate_attack() -> Insn:
    """The attack in progress ends (it still counts as declared, F04). Nothing happens once the
    attack has stopped (F07: negated already, its monster turned face-down, gone or taken)."""
    return Insn(O.OP_NEGATE_ATTACK)


def send_to_gy(sel="targets") -> Insn:
    """To the owner's GY, not destroyed (Y)."""
    return Insn(O.OP_SEND_TO_GY, (_sel(sel),))


def banish(sel="targets") -> Insn:
    return Insn(O.OP_BANISH, (_sel(sel),))


def return_to_deck(sel="targets") -> Insn:
    """Shuffled into the owner's Deck (C11)."""
    return Insn(O.OP_RETURN_TO_DECK, (_sel(sel),))


def draw(n: int, who="self") -> Insn:
    return Insn(O.OP_DRAW, (CONTROLLERS[who], n))


def discard_random(n: int, who="foe") -> Insn:
    return Insn(O.OP_DISCARD_RANDOM, (CONTROLLERS[who], n))


def change_position(sel="targets") -> Insn:
    return Insn(O.OP_CHANGE_POSITION, (_sel(sel),))


def flip_face_down(sel="targets") -> Insn:
    return Insn(O.OP_FLIP_FACE_DOWN, (_sel(sel),))


def negate_activation() -> Insn:
    """Negate the activation of the chain link directly below (S10): a negated card goes to the GY."""
    return Insn(O.OP_NEGATE_ACTIVATION)


def negate_effect() -> Insn:
    """Negate only the effect of the link directly below; the activation stands (Z)."""
    return Insn(O.OP_NEGATE_EFFECT)


# ---- continuous appliers ----------------------------------------------------------------------

def stats_for(f: Filter, atk=0, defense=0) -> Insn:
    return Insn(O.APPLY_STATS, (f, atk, defense))


def level_for(f: Filter, levels: int) -> Insn:
    """Continuous: the face-up monsters of ``f`` gain ``levels`` Levels (signed) while this
    card applies it ("while this card is face-up, that monster gains 1 Level": Powerful Rebirth).
    ``f`` cannot bound a Level itself (a Level check reads this applier)."""
    if levels == 0:
        raise ValueError("level_for needs a non-zero change")
    if f.level_max or f.level_min:
        raise ValueError("level_for's filter cannot bound a Level")
    return Insn(O.APPLY_LEVEL, (f, levels))


def destroyed_by_battle_next_standby() -> Insn:
    """Condition: this card is in its owner's GY, destroyed by battle and sent there, and this
    is that owner's first Standby Phase since ("during your next Standby Phase after this card
    was destroyed by battle": Inari Fire)."""
    return Insn(O.COND_BATTLE_DESTROYED_STANDBY)


def cost_send_noting_original_level(f: Filter, to="gy") -> Insn:
    """Cost: send 1 chosen card matching `f` to a pile, noting its original (printed) Level for
    the resolution's :func:`summon_chosen_of_noted_level`; only a card that does go to that pile
    (not a Pendulum Monster from the field to the GY, M07) and whose Level the summon can match
    may be picked (U08): Pendulum Rising."""
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), 1, _pile(to), O.COSTF_ORIGINAL_LEVEL))


def summon_chosen_of_noted_level(f: Filter, position=None, destroy_at_end=False) -> Insn:
    """Special Summon 1 card matching `f` whose printed Level is the one the cost noted
    (:func:`cost_send_noting_original_level`); ``destroy_at_end``: it is destroyed in this
    turn's End Phase if still on the field in the same stint (Pendulum Rising)."""
    return Insn(O.OP_SUMMON_CHOSEN, (f, 1, SUMMON_POSITIONS[position], 0,
                                     O.SUMMON_CHOSEN_NOTED_LEVEL
                                     | (O.SUMMON_CHOSEN_DESTROY_AT_END if destroy_at_end else 0)))


def equip_stats(atk=0, defense=0) -> Insn:
    return Insn(O.APPLY_EQUIP_STATS, (atk, defense))


def untargetable(f: Filter) -> Insn:
    return Insn(O.APPLY_UNTARGETABLE, (f,))


def defense_lock(f: Filter) -> Insn:
    return Insn(O.APPLY_DEFENSE_LOCK, (f,))


def cannot_attack(f: Filter) -> Insn:
    return Insn(O.APPLY_CANNOT_ATTACK, (f,))


# ---- effects and cards ------------------------------------------------------------------------

@dataclass(frozen=True)
class Effect:
    kind: int
    resolve: tuple = ()
    conditions: tuple = ()
    target: Filter | None = None
    target_count: int = 0
    target2: Filter | None = None
    target2_count: int = 0
    events: int = 0
    mandatory: bool = True
    damage_step: bool = False
    equip: bool = False
    cost_lp: int = 0
    self_event: bool = False
    other_event: bool = False
    target_event: bool = False
    once_per_turn: bool = False
    when: bool = False
    # locks: may start a chain in the summon-negation window (FXF_NEGATES_SUMMON).
    negates_summon: bool = False
    # locks: a Normal Spell that remains on the field after its activation (FXF_STAYS).
    stays: bool = False
    # locks: activated instead of the normal draw (FXF_INSTEAD_OF_DRAW).
    instead_of_draw: bool = False
    # locks: a trigger answering an Equip Card equipped to this monster (FXF_ON_EQUIPPED).
    on_equipped: bool = False
    # (activated family) The cost program, paid at activation (U03), and "activated from the hand".
    costs: tuple = ()
    from_hand: bool = False
    # The triggers family: "up to N" targets (one is enough).
    up_to_targets: bool = False
    # The scorpions family: the modes of a modal effect ("activate 1 of these effects"), each an
    # Effect of kind FXK_MODE; the compiler lays them out as rows right after this one.
    modes: tuple = ()

    @property
    def modal(self) -> bool:
        return bool(self.modes)
    # The burn family: a Quick effect activated while the monster is face-down (FXF_FACE_DOWN);
    # an effect that becomes the one of its player's Normal Spell below (FXF_COPIES_BELOW).
    face_down: bool = False
    copies_below: bool = False
    # The chaos family: its once-per-turn limit is the previous effect's (FXF_SHARES_ONCE);
    # once per turn for each copy of the card (FXF_ONCE_PER_COPY).
    shares_once: bool = False
    once_per_copy: bool = False
    # MR3 (pendulum): a Pendulum Effect (FXF_PENDULUM, see pendulum_effect below); the rules'
    # placement of a Pendulum Monster card in a Pendulum Zone (FXF_PENDULUM_PLACE).
    pendulum: bool = False
    pendulum_place: bool = False
    # MR3 leave: an Ignition effect activated from the GY (FXF_FROM_GY, see gy_ignition).
    from_gy: bool = False
    # MR3 quick: its targets cannot be activated in response (FXF_NO_TARGET_RESPONSE).
    no_target_response: bool = False
    # MR3 sdmp: a summoning procedure of a card that may also be Normal Summoned (FXF_ALSO_NORMAL).
    also_normal: bool = False

    def once(self) -> "Effect":
        """The same effect, usable once per turn by each player (a hard limit, AH02)."""
        from dataclasses import replace
        return replace(self, once_per_turn=True)


def activate(*resolve: Insn, target: Filter | None = None, targets: int = 1,
             target2: Filter | None = None, targets2: int = 1, conditions=(),
             damage_step=False, target_event=False, cost_lp=0) -> Effect:
    """Activating the Spell/Trap card (U01). Its Spell Speed follows its kind (W01).

    ``target_event``: the target is the card of the last event (chosen by the rules, V01).
    ``cost_lp``: LP paid to activate it (U03; Skill Drain), or ``"half"`` (locks: half the
    LP, the LP left rounded up, T10; Solemn Judgment), or ``"multiples_of_1000"`` (locks:
    1000, then another 1000 as often as the player says yes and can pay; Wall of Revealing
    Light).
    """
    return Effect(O.FXK_CARD, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, _as_target(target2), targets2 if target2 else 0,
                  damage_step=damage_step, target_event=target_event,
                  cost_lp={"half": O.COST_HALF_LP, "multiples_of_1000": O.COST_LP_MULTIPLES}.get(cost_lp, cost_lp))


def activate_equip(f: Filter, *resolve: Insn) -> Effect:
    """An Equip Spell: target a monster that fits, equip it, apply its continuous effect (R10)."""
    return Effect(O.FXK_CARD, (equip(),) + tuple(resolve), (), _as_target(f), 1, equip=True)


def effect(*resolve: Insn, conditions=(), cost_lp=0, target=None, targets=1) -> Effect:
    """An activated effect of a face-up card (a Continuous Trap's, S08: Spell Speed 2)."""
    return Effect(O.FXK_EFFECT, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, cost_lp=cost_lp)


def trigger(on, *resolve: Insn, of="any", target=None, targets=1, optional=False, when=False,
            conditions=()) -> Effect:
    """A monster trigger effect (Q04), mandatory unless `optional`.

    ``of="self"``: only events about this card (it was flipped, it was attacked, its End Phase);
    ``of="other"``: only events about another card; ``of="any"``: both. ``when=True`` (optional
    triggers only): "when ... you can", which misses the timing unless its event was the last
    thing that happened (U10c); otherwise "if ... you can" (U10b).
    """
    if when and not optional:
        raise ValueError("only optional triggers can miss the timing (when=True needs optional=True)")
    if of not in ("any", "self", "other"):
        raise ValueError(f"trigger(of=...) is 'any', 'self' or 'other', not {of!r}")
    _check_self_only_events(on, of, when)
    return Effect(O.FXK_TRIGGER, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, events=_bits(on, EVENTS, "event"),
                  mandatory=not optional, damage_step=True, self_event=of == "self",
                  other_event=of == "other", when=when)


def flip(*resolve: Insn, target=None, targets=1) -> Effect:
    """FLIP: when this card is flipped face-up (O05-O06, Q08)."""
    return trigger("flipped", *resolve, of="self", target=target, targets=targets)


def continuous(*appliers: Insn) -> Effect:
    """Applies while the card is face-up on the field (Q01, R09, R13, S08)."""
    return Effect(O.FXK_CONTINUOUS, tuple(appliers))


def _as_target(f):
    return f.target() if f is not None else None


@dataclass(frozen=True)
class CardScript:
    code: int
    name: str
    effects: tuple = ()
    no_special_summon: bool = False


def card(code: int, name: str, *effects: Effect, no_special_summon=False) -> CardScript:
    """Declare a card. `name` is for readers and error messages; card data comes from CardDB."""
    return CardScript(code, name, tuple(effects), no_special_summon)


# ---- battle family: battle events' conditions and battle-related continuous effects ---------
# Events (trigger(on=...)): "destroyed_by_battle" (destroyed by battle and sent to the GY; the
# card answers from the GY), "battle_damage" (this card inflicted battle damage to its
# controller's opponent), "battled" (after damage calculation, this card battled; the event
# card is the other monster), "damage_step_end" (at the end of the Damage Step, this card
# battled and is still on the field).

def this_card() -> Filter:
    """The effect's own card on the field ("this card")."""
    return Filter(where=("monster_zone",), kind=("monster",), only_self=True)


def direct_attack() -> Insn:
    """The attack in progress is a direct attack ("by a direct attack", Spirit Reaper)."""
    return Insn(O.COND_DIRECT_ATTACK)


def destroyed_by_battle_now() -> Insn:
    """This card is decided destroyed by the battle in progress (F20: it stays on the field
    until the end of the Damage Step; "when this card is destroyed by battle", D.D. Assailant)."""
    return Insn(O.COND_BATTLE_DESTROYED)


# (turbo) "battle_damage_taken": after damage calculation, this card's controller took battle
# damage from this card's battle (with attacking(): "from this card's attack").
EVENTS["battle_damage_taken"] = O.EV_BATTLE_DAMAGE_TAKEN
# (turbo) The monster the attack in progress targets, still on the field ("that monster").
SELECTIONS["attack_target"] = O.SEL_ATTACK_TARGET


def target_in_attack() -> Insn:
    """This card is attacking a face-up Attack Position monster ("declares an attack on an
    Attack Position monster")."""
    return Insn(O.COND_TARGET_IN_ATTACK)


def attacking() -> Insn:
    """This card is the attacking monster ("if this card attacks")."""
    return Insn(O.COND_ATTACKING)


def battled_monster(f: Filter) -> Insn:
    """The monster this card battled is still on the field and matches ``f`` (Ryu Kokki)."""
    return Insn(O.COND_BATTLED_MATCHES, (f,))


def piercing(f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) inflict piercing battle damage: attacking a
    Defense Position monster with lower DEF, the difference is dealt as battle damage."""
    return Insn(O.APPLY_PIERCING, (f or this_card(),))


def battle_indestructible(f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) cannot be destroyed by battle (F20)."""
    return Insn(O.APPLY_BATTLE_INDESTRUCTIBLE, (f or this_card(),))


def not_attack_target(f: Filter | None = None, while_other_monster=False) -> Insn:
    """The opponent cannot target monsters matching ``f`` (default: this card) for attacks;
    ``while_other_monster``: only while this card's controller controls another monster."""
    return Insn(O.APPLY_NOT_ATTACK_TARGET, (f or this_card(), 1 if while_other_monster else 0))


def no_direct_attack(f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) cannot attack directly."""
    return Insn(O.APPLY_NO_DIRECT_ATTACK, (f or this_card(),))


def destroyed_when_targeted(f: Filter | None = None) -> Insn:
    """A face-up monster matching ``f`` (default: this card) is destroyed after a card effect
    that targets it resolves (Spirit Reaper)."""
    return Insn(O.APPLY_DESTROYED_WHEN_TARGETED, (f or this_card(),))


def destroyed_its_foe() -> Insn:
    """This card destroyed the monster it battled, by battle, in this battle ("if this card
    destroys a monster by battle"; for `damage_step_end` triggers)."""
    return Insn(O.COND_DESTROYED_ITS_FOE)


def lasting_stats(atk=0, defense=0) -> Insn:
    """This card gets ``atk``/``defense`` for as long as it stays face-up on the field (no end
    turn: "this card loses 200 ATK")."""
    return Insn(O.OP_LASTING_STATS, (0, atk, defense))


def stats_while_hand_at_most(n: int, atk=0, defense=0, f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) get ``atk``/``defense`` while this card's
    controller has ``n`` or fewer cards in the hand (Blade Knight)."""
    return Insn(O.APPLY_STATS_SMALL_HAND, (f or this_card(), atk, defense, n))


def negate_flip_victims(f: Filter | None = None) -> Insn:
    """FLIP effects of monsters destroyed by battle with a monster matching ``f`` (default:
    this card, attacking) are negated while its controller controls no other monster."""
    return Insn(O.APPLY_NEGATE_FLIP_VICTIMS, (f or this_card(),))


def target_in_defense() -> Insn:
    """This card is attacking a Defense Position monster (face-up or face-down)."""
    return Insn(O.COND_TARGET_IN_DEFENSE)


def pierce_this_turn() -> Insn:
    """This card inflicts piercing battle damage until the end of the turn."""
    return Insn(O.OP_PIERCE_THIS_TURN)


def must_attack(f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) that can attack must attack before their
    controller ends the Battle Step."""
    return Insn(O.APPLY_MUST_ATTACK, (f or this_card(),))


def destroyed_in_defense() -> Insn:
    """This card is destroyed while it is in face-up Defense Position (a continuous effect:
    no chain)."""
    return Insn(O.APPLY_DESTROYED_IN_DEFENSE, (this_card(),))


def destroyed_a_monster_this_turn() -> Insn:
    """This card destroyed a monster by battle this turn (since it last arrived on the field)."""
    return Insn(O.COND_KILLED_THIS_TURN)


def destroy_set_target(f: Filter | None = None) -> Insn:
    """Monsters matching ``f`` (default: this card) attacking a face-down Defense Position
    monster destroy it by this effect before it is flipped (no damage calculation)."""
    return Insn(O.APPLY_DESTROY_SET_TARGET, (f or this_card(),))
# ---- locks: effect negation as a continuous effect, prohibitions, negating summons ------------

def negate_effects(f: Filter) -> Insn:
    """Continuous: the effects of every face-up card on the field that matches are negated
    (Skill Drain, Jinzo, Royal Decree, Imperial Order). A negated card's continuous effects
    stop; its effects can still be activated, but do nothing if it is still face-up on the
    field when they resolve (a card that left the field, like Sangan in the GY, is not
    negated)."""
    return Insn(O.APPLY_NEGATE, (f,))


def cannot_activate(f: Filter) -> Insn:
    """Continuous: cards that match cannot be activated, nor their effects (Jinzo's Traps)."""
    return Insn(O.APPLY_NO_ACTIVATION, (f,))


def standby_cost(lp: int) -> Insn:
    """Continuous: during each of its controller's Standby Phases, pay ``lp`` LP or this card is
    destroyed (a cost to keep it, not a chain link; asked even while it is negated)."""
    return Insn(O.APPLY_STANDBY_COST, (lp,))


def summoning() -> Insn:
    """Condition: a monster is being summoned now ("when a monster would be Summoned")."""
    return Insn(O.COND_SUMMONING)


def card_activated() -> Insn:
    """Condition: the link this one answers is the activation of a Spell or Trap Card."""
    return Insn(O.COND_CARD_ACTIVATED)


def negate_summon() -> Insn:
    """Negate the summon in progress and destroy the monster."""
    return Insn(O.OP_NEGATE_SUMMON)


def negate_activation_and_destroy() -> Insn:
    """Negate the activation of the link directly below, and if you do, destroy that card."""
    return Insn(O.OP_NEGATE_AND_DESTROY)


def negate_summon_card(*resolve: Insn, conditions=(), cost_lp=0) -> Effect:
    """Activating a Counter Trap in the summon-negation window (Solemn Judgment's first use)."""
    from dataclasses import replace
    return replace(activate(*resolve, conditions=(summoning(),) + tuple(conditions), cost_lp=cost_lp),
                   negates_summon=True)


def flip_face_up(f: Filter) -> Insn:
    """Turn every face-down monster that matches face-up in Defense Position (not a Flip Summon);
    their FLIP effects trigger (O05-O06)."""
    return Insn(O.OP_FLIP_FACE_UP, (f,))


def destroy_in_foes_end_phase(turns: int) -> Insn:
    """This card, which stays on the field, is destroyed in the End Phase of the opponent's
    ``turns``-th turn (Swords of Revealing Light: 3)."""
    return Insn(O.OP_DESTROY_LATER, (turns,))


def remains(fx: Effect) -> Effect:
    """The card stays on the field after this activation resolves (a Normal Spell that says so)."""
    from dataclasses import replace
    return replace(fx, stays=True)


def spell_proof() -> Insn:
    """Continuous: a Spell effect that targets this face-up monster is negated when it resolves,
    and that Spell Card is destroyed (Freed the Matchless General)."""
    return Insn(O.APPLY_SPELL_PROOF)


def self_face_up() -> Insn:
    """Condition: this card is face-up on the field (wrap in :func:`to_resolve` for "to activate
    and to resolve")."""
    return Insn(O.COND_SELF_FACE_UP)


def instead_of_draw(*resolve: Insn, conditions=()) -> Effect:
    """An effect of a face-up monster its controller may activate at the start of their Draw
    Phase instead of the normal draw (Spell Speed 1, a chain link the opponent may answer)."""
    return Effect(O.FXK_TRIGGER, tuple(resolve), tuple(conditions), mandatory=False,
                  instead_of_draw=True)


def when_equipped(*resolve: Insn) -> Effect:
    """A mandatory trigger of this face-up monster: an Equip Card was equipped to it."""
    return Effect(O.FXK_TRIGGER, tuple(resolve), on_equipped=True, damage_step=True)


def destroy_equips() -> Insn:
    """Destroy every Equip Card equipped to this monster."""
    return Insn(O.OP_DESTROY_EQUIPS)


def cannot_attack_up_to_paid(f: Filter) -> Insn:
    """Continuous: monsters that match, with ATK at most the LP paid to activate this card
    (``cost_lp="multiples_of_1000"``), cannot attack (Wall of Revealing Light)."""
    return Insn(O.APPLY_CANNOT_ATTACK_PAID, (f,))
# ==== activated family (issue 8): Ignition and Quick effects, costs, counters, declarations ====

PILES = {"gy": L.PILE_GY, "banished": L.PILE_BANISHED, "hand": L.PILE_HAND, "deck": L.PILE_DECK}
HAND = ("hand",)


def _pile(name):
    if name not in PILES:
        raise ValueError(f"unknown pile {name!r}; known: {', '.join(PILES)}")
    return PILES[name]


def ignition(*resolve: Insn, cost=(), conditions=(), target=None, targets=1, from_hand=False) -> Effect:
    """A monster's Ignition effect ("you can ..."): Spell Speed 1, in its controller's Main Phase
    with the game state open (or, under switch 30, right after a summon or a chain); from the
    field while it is face-up, or ``from_hand=True`` from the hand (Thunder Dragon). ``cost``:
    the cost instructions, paid at activation before targets are chosen (U03)."""
    return Effect(O.FXK_IGNITION, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, costs=tuple(cost), from_hand=from_hand)


def quick(*resolve: Insn, cost=(), conditions=(), target=None, targets=1, damage_step=False) -> Effect:
    """A monster's Quick effect: Spell Speed 2, in either player's turn."""
    return Effect(O.FXK_QUICK, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, costs=tuple(cost), damage_step=damage_step)


def with_cost(fx: Effect, *cost: Insn) -> Effect:
    """The same effect with a cost program (a Spell or Trap card's "Discard 1 card; ...")."""
    from dataclasses import replace
    return replace(fx, costs=tuple(fx.costs) + tuple(cost))


# ---- costs ------------------------------------------------------------------------------------

def cost_self(to="gy") -> Insn:
    """The card itself is the cost: Tributed or sent to the GY from the field, or discarded from
    the hand (``to="gy"``), or banished."""
    return Insn(O.OP_COST_SELF, (_pile(to),))


def cost_discard(n: int = 1, f: Filter | None = None) -> Insn:
    """Discard n cards of the player's choice from the hand (not the card being activated)."""
    f = f or Filter(where=HAND, controller="self")
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), n, L.PILE_GY))


def cost_send(f: Filter, n: int = 1, to="gy") -> Insn:
    """Send n chosen cards matching the filter to a pile as the cost (Tribute another monster,
    banish from the GY)."""
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), n, _pile(to)))


def cost_tribute(f: Filter | None = None, n: int = 1, noting_level=False) -> Insn:
    """Cost: Tribute n monsters you control matching `f` (default: any, face-up or face-down),
    never this card ("Tribute 1 monster"; for "Tribute this card": :func:`cost_self`). U03: paid
    at activation; G04: the monsters are Tributed (sent to the GY, not destroyed). A monster
    that cannot be Tributed (Level Eater) is not offered. ``noting_level``: the Tributed
    monster's Level is noted for the resolution (Metamorphosis; n 1)."""
    f = monsters("self") if f is None else f
    if tuple(f.where) != ("monster_zone",) or f.controller != "self":
        raise ValueError("cost_tribute takes monsters you control: monsters(\"self\", ...)")
    if noting_level and n != 1:
        raise ValueError("cost_tribute notes the Level of 1 monster: n must be 1")
    flags = O.COSTF_TRIBUTE | (O.COSTF_TRIBUTE_NOTING_LEVEL if noting_level else 0)
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), n, L.PILE_GY, flags))


def cost_counters(n: int = 1) -> Insn:
    """Remove n counters from this card."""
    return Insn(O.OP_COST_COUNTERS, (n,))


def declare_type() -> Insn:
    """At activation, the player declares a monster Type (Tribe-Infecting Virus)."""
    return Insn(O.OP_DECLARE, (O.DECLARE_TYPE,))


# ---- operations ---------------------------------------------------------------------------

def add_counter(sel="self", n: int = 1, most: int = 0) -> Insn:
    """Put n counters on the selection; ``most``: its maximum (0: none)."""
    return Insn(O.OP_ADD_COUNTER, (_sel(sel), n, most))


def discard_chosen(n: int, who="self", chosen_by=None, to="gy") -> Insn:
    """That player discards n cards (all of them if they have fewer), chosen by themselves or,
    with ``chosen_by`` the other player (``"self"``/``"foe"`` as read from the effect's player),
    by their opponent (Dragged Down into the Grave). ``to="deck_bottom"``: the chosen cards go
    to the bottom of the owner's Deck instead (Good Goblin Housekeeping)."""
    other = chosen_by is not None and chosen_by != who
    if to not in ("gy", "deck_bottom"):
        raise ValueError(f"discard_chosen(to=...) is 'gy' or 'deck_bottom', not {to!r}")
    return Insn(O.OP_DISCARD_CHOSEN, (CONTROLLERS[who], n, O.CTRL_FOE if other else O.CTRL_SELF,
                                      1 if to == "deck_bottom" else 0))


def destroy_and_banish(sel="targets") -> Insn:
    """Destroy the selection; it is banished instead of going to the GY, so nothing "sent to the
    GY" happens (Nobleman of Crossout, Bottomless Trap Hole). The first card is noted for a later
    part (``"noted"``)."""
    return Insn(O.OP_DESTROY_BANISH, (_sel(sel),))


def move_all(f: Filter, to: str) -> Insn:
    """Every card that fits goes to its owner's ``to`` pile ("gy", "hand", "deck", "banished"),
    all at once; a Deck that got cards is shuffled (C11). Not destruction (Y). Giant Trunade,
    Morphing Jar, Fiber Jar."""
    return Insn(O.OP_MOVE_ALL, (f, _pile(to)))


def destroy_declared(f: Filter) -> Insn:
    """Destroy every card matching the filter whose Type is the one declared at activation."""
    return Insn(O.OP_MOVE_ALL, (f, L.PILE_GY, 1))


def damage_per_paid(amount: int, to="foe") -> Insn:
    """Damage for each card or counter paid as the cost."""
    return Insn(O.OP_DAMAGE_PER_PAID, (CONTROLLERS[to], amount))


def to_deck_top(sel="targets") -> Insn:
    """On top of the owner's Deck (not shuffled)."""
    return Insn(O.OP_TO_DECK_TOP, (_sel(sel),))


def count_counters(n: int = 1) -> Insn:
    """Condition: this card holds at least n counters."""
    return Insn(O.COND_COUNTERS, (n,))


def stats_per_counter(atk=0, defense=0) -> Insn:
    """Continuous: this card gets ATK/DEF for each counter on it (Breaker the Magical Warrior)."""
    return Insn(O.APPLY_STATS_PER_COUNTER, (atk, defense))


def flip_up(sel="targets", position="attack", flipped=True) -> Insn:
    """Turn a face-down monster face-up; ``flipped``: its FLIP effect activates (Book of Taiyou);
    ``flipped=False``: it does not (Ceasefire)."""
    return Insn(O.OP_FLIP_UP, (_sel(sel), POSITIONS[position], 1 if flipped else 0))


def flip_up_all(f: Filter, position="defense", flipped=False) -> Insn:
    return Insn(O.OP_FLIP_UP_ALL, (f, POSITIONS[position], 1 if flipped else 0))


def hand_to_deck_draw(who="self") -> Insn:
    """The hand is shuffled into the Deck, then as many cards are drawn (Reload)."""
    return Insn(O.OP_HAND_TO_DECK_DRAW, (CONTROLLERS[who],))


def destroy_highest_def(f: Filter) -> Insn:
    """Destroy the card with the highest DEF (a tie is chosen by the player)."""
    return Insn(O.OP_DESTROY_HIGHEST_DEF, (f,))


def declare_name() -> Insn:
    """At activation, the player declares a card name (any card of the duel)."""
    return Insn(O.OP_DECLARE, (O.DECLARE_NAME,))


def discard_declared_or_random(n: int = 1) -> Insn:
    """The opponent discards every card of the declared name in their hand; if none, the
    player discards n random cards (Mind Crush)."""
    return Insn(O.OP_DISCARD_DECLARED, (n,))


def may_set_from_hand(f: Filter | None = None) -> Insn:
    """The player may Set one Spell/Trap from the hand ("then you can Set")."""
    f = f or Filter(where=HAND, controller="self", kind_any=("spell", "trap"))
    return Insn(O.OP_SET_FROM_HAND, (f,))


def skip_draw_phases(n: int, who="self") -> Insn:
    """That player skips their next n Draw Phases (Reckless Greed)."""
    return Insn(O.OP_SKIP_DRAW_PHASES, (CONTROLLERS[who], n))


def draw_per(f: Filter, base: int = 0, extra: int = 1, who="self") -> Insn:
    """Draw ``base`` cards plus ``extra`` for each card matching the filter (Good Goblin
    Housekeeping, Dekoichi)."""
    return Insn(O.OP_DRAW_PER_COUNT, (CONTROLLERS[who], base, extra, f))


def swap_control() -> Insn:
    """Each player chooses a monster they control; the two switch control (not targeted), and
    cannot change their battle positions for the rest of the turn (Creature Swap)."""
    return Insn(O.OP_SWAP_CONTROL)
# ---- summons: Special Summon procedures, Tokens, links (ygo_core/vm/ops_summons.pyx) -----------

@dataclass(frozen=True)
class CardRow:
    """An instruction argument naming another card by passcode (a Token): compiled to its row
    of the card data."""

    code: int


SELECTIONS.update({"first_targets": O.SEL_FIRST_TARGETS, "second_targets": O.SEL_SECOND_TARGETS})

EVENTS["end_phase_any"] = O.EV_END_PHASE_ANY


def arrived_face_up_this_turn() -> Insn:
    """Condition: this card was Normal Summoned or flipped face-up this turn (Spirits)."""
    return Insn(O.COND_SELF_ARRIVED_FACE_UP)


REVIVE_POSITIONS = {"attack": L.POS_FACEUP_ATTACK, "defense": L.POS_FACEUP_DEFENSE,
                    "set": L.POS_FACEDOWN_DEFENSE}


def with_cost_lp(fx: Effect, lp: int) -> Effect:
    """The same effect, activated by paying `lp` LP (U03: a cost, paid at activation)."""
    from dataclasses import replace
    return replace(fx, cost_lp=lp)


def gy_monsters(controller="self", **kw) -> Filter:
    """Monsters in the GY that can be Special Summoned (revival targets)."""
    return Filter(where=("gy",), controller=controller, kind=("monster",), summonable=True, **kw)


def revive_linked(position="attack", sel="targets", destroy_when="leaves", monster_destroys=True,
                  equip=False) -> Insn:
    """Special Summon the selection in `position` and link it to this card while both stay on
    the field: ``destroy_when="leaves"`` destroys the monster when this card leaves the field
    (Call of the Haunted), ``"destroyed"`` only when this card goes to the GY (Premature Burial);
    ``monster_destroys``: this card is destroyed when the monster is (goes to the GY);
    ``equip``: this card (an Equip Spell) is equipped to it."""
    own = {"leaves": L.LINKK_DESTROY_ON_LEAVE, "destroyed": L.LINKK_DESTROY_ON_GY}[destroy_when]
    return Insn(O.OP_SUMMON_LINKED, (_sel(sel), REVIVE_POSITIONS[position], own,
                                     L.LINKK_DESTROY_ON_GY if monster_destroys else 0,
                                     1 if equip else 0))


def control_while_equipped(sel="targets") -> Insn:
    """Take control of the monster this Equip Card is equipped to, for as long as it is."""
    return Insn(O.OP_CONTROL_LINKED, (_sel(sel),))


def summon_tokens(token_code: int, n: int, side="self", position="defense",
                  no_tribute_summon=False) -> Insn:
    """Special Summon n Tokens (card data of `token_code`) on a side of the field; they vanish
    when they leave it. ``no_tribute_summon``: they cannot be Tributed for a Tribute Summon."""
    return Insn(O.OP_SUMMON_TOKENS, (CardRow(token_code), n, CONTROLLERS[side],
                                     REVIVE_POSITIONS[position],
                                     L.SR_NO_TRIBUTE_SUMMON if no_tribute_summon else 0))


def each_player_summons(f: Filter, position="set") -> Insn:
    """Each player in turn (the effect's player first) chooses 1 card of the filter, read from
    their own side ("self" is the chooser), and Special Summons it in `position`; a player with
    none, or no free zone, skips (The Shallow Grave)."""
    return Insn(O.OP_EACH_REVIVES, (f, REVIVE_POSITIONS[position]))


def fusion_summon() -> Insn:
    """Fusion Summon 1 Fusion Monster from the Extra Deck with materials from the hand or the
    field (Polymerization); the player's Monster Zones must have room before the materials go."""
    return Insn(O.OP_FUSION_SUMMON)


def type_material(*races: str) -> int:
    """(sdmp) A Fusion Material entry "1 monster of these Types" for :func:`fusion_materials`
    (Rune-Eyes: "+ 1 Spellcaster monster"); its original Level is remembered (J10)."""
    return -_bits(races, RACES, "race")


def monster_attacks_by_material_level(low: int, high: int) -> Insn:
    """(sdmp) Continuous: this card can attack monsters up to ``low`` times each Battle Phase
    if its Type Fusion Material (:func:`type_material`, remembered: J10) had an original Level
    of 4 or lower, ``high`` times if 5 or higher; attacks past the first only on monsters."""
    return Insn(O.APPLY_MONSTER_ATTACKS, (this_card(), low, high))


def fusion_materials(*codes: int) -> Effect:
    """A Fusion Monster's materials, by passcode (at most 3); a :func:`type_material` entry is
    any monster of those Types."""
    if not 1 <= len(codes) <= 3:
        raise ValueError("fusion_materials takes 1 to 3 passcodes")
    return Effect(O.FXK_FUSION_MATERIALS, (Insn(O.OP_MATERIALS, tuple(codes)),))


def no_summons_this_turn() -> Insn:
    """The player cannot Normal, Flip or Special Summon for the rest of the turn (Sets allowed)."""
    return Insn(O.OP_LOCK_SUMMONS)


def free_zones(n: int, side="self") -> Insn:
    """Condition: at least n free Monster Zones on that side (U08)."""
    return Insn(O.COND_FREE_ZONES, (n, CONTROLLERS[side]))


def not_summoned_this_turn() -> Insn:
    """Condition: the player has not summoned a monster this turn (a Set is not a summon)."""
    return Insn(O.COND_NOT_SUMMONED)


def foe_gains_lp_each_standby(amount: int) -> Insn:
    """Continuous: the controller's opponent gains `amount` LP in each of their Standby Phases."""
    return Insn(O.APPLY_FOE_STANDBY_LP, (amount,))


def summon_by_banishing(*costs) -> Effect:
    """The card's own Special Summon from the hand ("Nomi": it cannot be Normal Summoned or
    Set), not activated: banish from your GY the cards of each ``(filter, count)`` group, one
    group after the other (Chaos Sorcerer: 1 LIGHT and 1 DARK monster). At most two groups of
    four cards in all."""
    if not 1 <= len(costs) <= 2 or sum(n for _, n in costs) > 4:
        raise ValueError("summon_by_banishing takes one or two (filter, count) groups, 4 cards at most")
    (f1, n1), (f2, n2) = costs[0], (costs[1] if len(costs) > 1 else (None, 0))
    return Effect(O.FXK_SUMMON_PROC, target=f1, target_count=n1, target2=f2, target2_count=n2)
# ---- triggers family (GOAT): "sent to the GY", Tribute Summons, the Standby Phase -----------------

EVENTS.update({
    # Raised for the card itself (of="self"), face-up or face-down when it left (Sangan).
    "sent_to_gy_from_field": O.EV_SENT_FROM_FIELD_TO_GY,
    # Discarded or otherwise sent from the hand (Night Assailant), for the card itself.
    "sent_to_gy_from_hand": O.EV_SENT_FROM_HAND_TO_GY,
    # A Normal Summon with Tributes (the Monarchs); it is a "normal_summoned" event too (G04).
    "tribute_summoned": O.EV_TRIBUTE_SUMMONED,
    # The turn player's Standby Phase: their face-up monsters and the cards in their GY (E10).
    "standby_phase": O.EV_STANDBY_PHASE,
    # With "special_summoned", when the monster came from a GY (Card of Safe Return).
    "special_summoned_from_gy": O.EV_SPECIAL_SUMMONED_FROM_GY,
})
# Events only ever raised for the card they are about (no other card watches them yet), and
# never "the last thing that happened" for a "when ... you can" trigger of another kind.
_SELF_ONLY_EVENTS = O.EV_SENT_FROM_FIELD_TO_GY | O.EV_SENT_FROM_HAND_TO_GY
KINDS["flip"] = L.TYPE_FLIP
SELECTIONS.update({"self_in_gy": O.SEL_SELF_IN_GY, "noted": O.SEL_NOTED})
LINGERS["no_attack_declare"] = O.LING_NO_ATTACK_DECLARE
PILES = {"gy": L.PILE_GY, "hand": L.PILE_HAND, "deck": L.PILE_DECK, "banished": L.PILE_BANISHED}


def _check_self_only_events(on, of, when):
    mask = _bits(on, EVENTS, "event")
    if mask & _SELF_ONLY_EVENTS & ~_WATCHED_BY_OTHERS and of != "self":
        raise ValueError("a 'sent to the GY' trigger answers its own card only: of='self'")
    if mask & _SELF_ONLY_EVENTS and when:
        raise ValueError("a 'sent to the GY' event is not recorded as the last event: when=True cannot apply")


def each_draw(n: int) -> Insn:
    """Each player draws n cards, at once (A14: both short is a draw)."""
    return Insn(O.OP_EACH_DRAW, (n,))


def discard_random_noted(who="foe") -> Insn:
    """The player discards 1 random card of their hand; later parts can name it as ``"noted"``."""
    return Insn(O.OP_DISCARD_RANDOM_NOTED, (CONTROLLERS[who],))


def damage_by_level(per: int, sel="noted", to="foe") -> Insn:
    """If the selection is a Monster Card, ``per`` x its Level damage (Thestalos)."""
    return Insn(O.OP_DAMAGE_BY_LEVEL, (_sel(sel), per, CONTROLLERS[to]))


def choose_to_deck(f: Filter) -> Insn:
    """Look at the opponent's hand, choose 1 card that fits and shuffle it into its owner's Deck."""
    return Insn(O.OP_CHOOSE_TO_DECK, (f,))


def self_in(*where: str) -> Insn:
    """The effect's own card is in one of these places ("if this card is in your GY")."""
    return Insn(O.COND_SELF_IN, (_bits(where, LOCATIONS, "location"),))


def up_to_targets(fx: Effect) -> Effect:
    """The same effect with "up to N" targets (``targets=N``): one is enough to activate, and
    after the first the player may stop choosing (Mobius the Frost Monarch)."""
    from dataclasses import replace
    if fx.target_count < 2 or fx.target2 is not None:
        raise ValueError("up_to_targets needs one target group of 2 or more")
    return replace(fx, up_to_targets=True)


def banish_named_from_decks(kind: str, sel="noted") -> Insn:
    """If the selection is a card of ``kind``, every card of its name in both Decks is banished
    (Nobleman of Extermination)."""
    return Insn(O.OP_BANISH_NAMED_FROM_DECKS, (_sel(sel), KINDS[kind]))


def excavate_summon(n: int, level_max: int) -> Insn:
    """Each player reveals the top n cards of their Deck, Special Summons every revealed monster
    of Level ``level_max`` or lower (face-up Attack or face-down Defense, their choice) and adds
    the rest to the hand (Cyber Jar)."""
    return Insn(O.OP_EXCAVATE_SUMMON, (n, level_max))


def recheck_event_card(fx: Effect, f: Filter) -> Effect:
    """An effect on the event's card (``target_event=True``) whose text repeats the condition
    ("destroy that monster with 1500 or more ATK"): the card must still fit ``f`` when the
    effect resolves. Not a targeting check ("cannot be targeted" does not protect from it)."""
    from dataclasses import replace
    if not fx.target_event:
        raise ValueError("recheck_event_card needs an effect with target_event=True")
    return replace(fx, target=f, target_count=1)
# ---- scorpions family (GOAT): modal effects, the opponent's Deck top, direct attacks ------------

def choose_one(fx: Effect, *modes: Effect) -> Effect:
    """A modal effect: ``fx`` says when it is used (its kind, events, conditions, flags); each
    :func:`mode` says what one choice does. At activation the player picks one mode whose
    conditions and targets are met (U08; with one there is no choice), then its targets."""
    from dataclasses import replace
    if len(modes) < 2 or any(m.kind != O.FXK_MODE for m in modes):
        raise ValueError("choose_one takes an effect and two or more mode(...)s")
    if fx.resolve or fx.target is not None:
        raise ValueError("choose_one: operations and targets belong to the modes")
    return replace(fx, modes=tuple(modes))


def mode(*resolve: Insn, target: Filter | None = None, targets: int = 1, conditions=()) -> Effect:
    """One choice of a :func:`choose_one` effect: its operations, targets and own conditions."""
    return Effect(O.FXK_MODE, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0)


def mill(n: int, who="foe") -> Insn:
    """The top n cards of that player's Deck are sent to the GY (as many as there are)."""
    return Insn(O.OP_MILL, (CONTROLLERS[who], n))


def deck_top_or_bottom(who="foe") -> Insn:
    """The player looks at the top card of that player's Deck and leaves it on top or puts it at
    the bottom (a yes/no decision: yes is the bottom); the Deck's owner does not see it."""
    return Insn(O.OP_DECK_TOP_OR_BOTTOM, (CONTROLLERS[who],))


def summon_one_of_each_name(f: Filter, up_to: int) -> Insn:
    """Special Summon up to N cards that fit, chosen one at a time at resolution, each in the
    position the player chooses, never two with the same name (Mustering of the Dark Scorpions)."""
    return Insn(O.OP_SUMMON_CHOSEN, (f, up_to, 0, 0, O.SUMMON_CHOSEN_ONE_PER_NAME))


def direct_attack_anyway(f: Filter | None = None) -> Insn:
    """Continuous: monsters matching ``f`` (default: this card) may attack the opponent directly
    even while the opponent controls monsters (Reaper on the Nightmare)."""
    return Insn(O.APPLY_DIRECT_ATTACK, (f or this_card(),))


# ==== misc family (GOAT): Spell Counters, negating Fusions, battle-related monsters ==============

def counter_holders(holders: dict, **kw) -> Filter:
    """Face-up cards on the field "you can place a Spell Counter on": the passcodes of
    ``holders`` ({passcode: most counters, 0 for no maximum}) still below their maximum."""
    return Filter(counter_room=tuple(sorted(holders.items())), positions=FACE_UP, **kw)


# The subtype bits that make a Spell or Trap not a Normal one.
_SUBTYPES = (L.TYPE_QUICKPLAY | L.TYPE_CONTINUOUS | L.TYPE_EQUIP | L.TYPE_FIELD | L.TYPE_COUNTER
             | L.TYPE_RITUAL)


def normal_card_activated(kind: str) -> Insn:
    """Condition: the chain link this effect answers is the activation of a Normal ``kind``
    ("spell" or "trap") Card: "when a Normal Trap Card is activated" (Ryu Senshi)."""
    if kind not in ("spell", "trap"):
        raise ValueError("normal_card_activated takes 'spell' or 'trap'")
    return Insn(O.COND_CARD_BELOW_KIND, (KINDS[kind], _SUBTYPES))


EVENTS.update({
    # A face-up Attack Position monster is attacked: at the start of the Damage Step, before
    # damage calculation (the event card is the attacker).
    "attacked_before_calc": O.EV_ATTACKED_BEFORE_CALC,
    # An Equip Card equipped to a monster was destroyed and sent to the GY (it answers from the GY).
    "destroyed_while_equipped": O.EV_DESTROYED_WHILE_EQUIPPED,
})
_SELF_ONLY_EVENTS |= O.EV_DESTROYED_WHILE_EQUIPPED
# Triggers answering these come from the GY: a Continuous/Equip card's trigger of this kind does
# not need its card still on the field (compiler: no FXF_STAYS).
FROM_GY_EVENTS = O.EV_DESTROYED_WHILE_EQUIPPED
# (presets helper) A Field Spell destroyed by its replacement under switch 8 answers its own
# "destroyed" event from the GY too (proc/activation.pyx replace_field_spell).
FROM_GY_EVENTS |= O.EV_DESTROYED


def destroyed_after_attacked(f: Filter | None = None) -> Insn:
    """Continuous: a monster that fits (default: this card), attacked in face-up Attack
    Position, is destroyed right after damage calculation, with no chain (unless that battle
    destroys it; with no damage calculation it stays): Reflect Bounder."""
    return Insn(O.APPLY_DESTROYED_AFTER_ATTACKED, (f or this_card(),))


def negate_battle_victims(f: Filter | None = None) -> Insn:
    """Continuous: a monster destroyed by battle with a monster that fits (default: this card)
    has its effects negated: its FLIP and its "destroyed by battle" / "sent to the GY"
    triggers do not activate (Dark Balter the Terrible)."""
    return Insn(O.APPLY_NEGATE_BATTLE_VICTIMS, (f or this_card(),))


def no_battle_damage_to_controller(f: Filter | None = None) -> Insn:
    """Continuous: battle damage to the controller of a monster that fits (default: this card),
    from a battle it is in, becomes 0 (Dark Flare Knight)."""
    return Insn(O.APPLY_NO_BATTLE_DAMAGE_INVOLVING, (f or this_card(),))


# ==== burn family (GOAT, issue 8): Tokens that burn, counting Standby Phases, Trap tricks ====

# Raised for the monster itself (of="self"): destroyed in a Monster Zone (to the GY, or a Token
# that vanishes); not Tributed, sent, or used for a cost.
EVENTS["destroyed"] = O.EV_DESTROYED
_SELF_ONLY_EVENTS |= O.EV_DESTROYED


def counts_own_standby_phases() -> Insn:
    """Continuous: this card gets a counter in each of its controller's Standby Phases (a count
    kept by the rules, no chain link: Wave-Motion Cannon)."""
    return Insn(O.APPLY_COUNT_STANDBY)


def link_to_target(sel="targets") -> Insn:
    """This card (still face-up on the field) selects the target for as long as both stay:
    ``linked_card()`` finds it (Nightmare Wheel)."""
    return Insn(O.OP_LINK_TARGET, (_sel(sel),))


def linked_card() -> Filter:
    """The card this card selected with ``link_to_target`` (in the stint it was selected in)."""
    return Filter(where=("monster_zone",), controller="any", linked=True)


def position_lock(f: Filter) -> Insn:
    """Continuous: matching monsters cannot change their battle positions (manually, nor by a
    Flip Summon); effects may still change them (Nightmare Wheel, Thousand-Eyes Restrict)."""
    return Insn(O.APPLY_POSITION_LOCK, (f,))


def goes_with_linked() -> Insn:
    """Continuous: this card is destroyed when the card it selected leaves the field."""
    return Insn(O.APPLY_GOES_WITH_LINKED)


SELECTIONS["self_face_down"] = O.SEL_SELF_FACE_DOWN


def while_face_down(fx: Effect) -> Effect:
    """The same Quick effect, activated while this monster is face-down in Defense Position."""
    from dataclasses import replace
    return replace(fx, face_down=True)


def spell_targets_only_this_face_down() -> Insn:
    """Condition: the link below is a Spell Card's activation whose only target is this
    face-down card (Big Shield Gardna)."""
    return Insn(O.COND_SPELL_TARGETS_ONLY_SELF)


def attacked() -> Insn:
    """Condition: this card is the monster being attacked ("if this card is attacked")."""
    return Insn(O.COND_ATTACKED)


def calculating_once_per_battle() -> Insn:
    """Condition: this card battles and its damage calculation comes next ("during damage
    calculation", activated in the Damage Step's last window before it), and it has no boost
    for it yet, nor one on the chain ("once per battle")."""
    return Insn(O.COND_CALCULATING)


def boost_for_calculation(atk: int) -> Insn:
    """This card gains `atk` ATK during this damage calculation only."""
    return Insn(O.OP_BOOST_FOR_CALCULATION, (atk,))


def would_destroy_own_trap() -> Insn:
    """Condition: the link below is the opponent's and would destroy a Trap Card the player
    controls (its target, or one its "destroy all" matches now): Fake Trap."""
    return Insn(O.COND_WOULD_DESTROY_OWN_TRAP)


def destroyed_instead() -> Insn:
    """This card is destroyed, and the link below destroys none of the player's Trap Cards."""
    return Insn(O.OP_SPARE_TRAPS)


def copies_normal_spell_below(fx: Effect) -> Effect:
    """The card's activation, only in answer to its player's own Normal Spell Card (the link
    below); once its costs are paid its effect becomes that Spell's: targets, conditions and
    operations, not its costs (Serial Spell)."""
    from dataclasses import replace
    return replace(fx, copies_below=True)


def cost_discard_hand() -> Insn:
    """A cost: discard every card in the hand (there must be at least one)."""
    return Insn(O.OP_COST_DISCARD_HAND)


# ==== fusion family (GOAT, issue 8): Fusion Monsters, Metamorphosis, Ritual Summons ==========
# Core side: ygo_core/vm/ops_fusion.pyx; opcodes.pxd's "fusion family" section.

LOCATIONS["extra"] = L.LOC_EXTRA
KINDS["fusion"] = L.TYPE_FUSION


@dataclass(frozen=True)
class _FusionLevelFilter(Filter):
    """A filter that also asks for a Fusion Monster of the card's Level in the player's Extra
    Deck (FF_FUSION_LEVEL)."""

    def record(self) -> list[int]:
        rec = super().record()
        rec[O.F_FLAGS] |= O.FF_FUSION_LEVEL
        return rec


def tribute_for_fusion_of_its_level() -> Insn:
    """Cost: Tribute 1 monster you control (face-down ones and Tokens too) whose Level a Fusion
    Monster in your Extra Deck shares; its Level is noted for the resolution (Metamorphosis)."""
    return cost_tribute(_FusionLevelFilter(where=("monster_zone",), controller="self", kind=("monster",)),
                        noting_level=True)


def summon_fusion_of_noted_level() -> Insn:
    """Special Summon 1 Fusion Monster from your Extra Deck whose Level is the one the cost
    noted, face-up in the position you choose (Metamorphosis: not a Fusion Summon)."""
    return Insn(O.OP_SUMMON_FROM_EXTRA, (fusion_monsters_in_extra_deck(), O.EXTRAF_NOTED_LEVEL))


def fusion_monsters_in_extra_deck(**kw) -> Filter:
    """The Fusion Monsters of your Extra Deck (``level_max=`` and the like narrow it)."""
    return Filter(where=("extra",), controller="self", kind=("monster", "fusion"), **kw)


def summon_from_extra_for_the_turn(f: Filter) -> Insn:
    """Special Summon 1 card of the filter from your Extra Deck, face-up in the position you
    choose; it cannot attack directly and returns to the Extra Deck in this turn's End Phase
    (Magical Scientist)."""
    return Insn(O.OP_SUMMON_FROM_EXTRA, (f, O.EXTRAF_FOR_THE_TURN))


def can_absorb() -> Insn:
    """Condition: this card has no Monster Card equipped by its absorbing effect ("max. 1"),
    and its controller has a free Spell & Trap Zone."""
    return Insn(O.COND_CAN_ABSORB)


def absorb(sel="targets") -> Insn:
    """Equip the selected monster to this card as an Equip Card (Thousand-Eyes Restrict): it
    goes to its controller's Spell & Trap Zone, face-down if it was, and is destroyed when this
    card leaves the field (R11)."""
    return Insn(O.OP_ABSORB, (_sel(sel),))


def absorbs(f: Filter | None = None) -> Insn:
    """Continuous: this card's ATK/DEF become those of the Monster Card it absorbed (0 while
    that card is face-down), and if it would be destroyed by battle, that card is destroyed
    instead."""
    return Insn(O.APPLY_ABSORB, (f or this_card(),))


def ritual_summon(code: int) -> Insn:
    """A Ritual Summon of a card of that passcode from the hand: Tribute monsters from your
    hand or field whose Levels total its Level or more (at most 3), then summon it face-up in
    the position you choose (a Ritual Spell: Black Illusion Ritual)."""
    return Insn(O.OP_RITUAL_SUMMON, (code,))


def can_ritual_summon(code: int) -> Insn:
    """Condition: the player could Ritual Summon a card of that passcode now (U08)."""
    return Insn(O.COND_CAN_RITUAL, (code,))


def absorbs_reflecting_damage(f: Filter | None = None) -> Insn:
    """:func:`absorbs`, and while this card is equipped with its absorbed card, the battle
    damage its controller takes from its battles is dealt to the opponent too (Relinquished)."""
    return Insn(O.APPLY_ABSORB, (f or this_card(), 1))


def trap_proof() -> Insn:
    """Continuous: a Trap effect that targets this face-up monster is negated when it resolves
    and that Trap Card destroyed (Fiend Skull Dragon; :func:`spell_proof` for Spells)."""
    return Insn(O.APPLY_SPELL_PROOF, (L.TYPE_TRAP,))


def coin_destroy(coins: int, f: Filter) -> Insn:
    """Toss `coins` coins (at most 3) and destroy as many cards matching the filter as
    possible, but not more than the heads: chosen at resolution, destroyed together."""
    if not 1 <= coins <= 3:
        raise ValueError("coin_destroy tosses 1 to 3 coins")
    return Insn(O.OP_COIN_DESTROY, (coins, f))


def untargetable_by_foe(f: Filter) -> Insn:
    """Continuous: your opponent cannot target cards matching the filter (read from your side:
    ``monsters("any", ...)`` covers theirs too) with any effect (King Dragun)."""
    return Insn(O.APPLY_UNTARGETABLE_BY_FOE, (f,))
# ==== chaos family (GOAT): banishing, the banished zone, attacks of its monsters ====================

def cannot_attack_this_turn() -> Insn:
    """A cost instruction: this card cannot declare an attack for the rest of the turn ("this card
    cannot attack the turn you activate this effect"); paid at activation, so it holds even if
    the effect is negated."""
    return Insn(O.OP_NO_ATTACK_THIS_TURN)


def not_attacked_this_turn() -> Insn:
    """Condition: this card has not declared an attack this turn."""
    return Insn(O.COND_NOT_ATTACKED)


def attack_again() -> Insn:
    """This card (still face-up on the field) may declare one more attack this turn."""
    return Insn(O.OP_ATTACK_AGAIN)


def once_per_copy(fx: Effect) -> Effect:
    """The same effect, usable once per turn by each copy of the card while it stays where it is
    (the soft limit of the 2005 texts, AH05: two copies may each use it; one that leaves the
    field and comes back is a new card)."""
    from dataclasses import replace
    return replace(fx, once_per_copy=True)


def shares_once(fx: Effect, per_copy=False) -> Effect:
    """The effect shares the once-per-turn limit of the effect declared just before it ("once per
    turn, you can activate 1 of these effects"): using either uses both. ``per_copy``: that
    limit is the copy's (:func:`once_per_copy`), else the player's (``.once()``)."""
    from dataclasses import replace
    return replace(fx, once_per_turn=not per_copy, once_per_copy=per_copy, shares_once=True)


def cost_up_to(f: Filter, n: int, to="banished") -> Insn:
    """A cost of 1 to n chosen cards matching the filter, sent to a pile ("banish up to 3
    monsters from your GY"); after the first the player may stop (ACT_PASS)."""
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), n, _pile(to), O.COST_UP_TO))


def attacks_every_monster(f: Filter | None = None) -> Insn:
    """Continuous: monsters matching ``f`` (default: this card) can attack each monster the
    opponent controls once per Battle Phase; a direct attack only as their first attack."""
    return Insn(O.APPLY_ATTACK_ALL, (f or this_card(),))


def summon_banished_until_end_phase(f: Filter) -> Insn:
    """Special Summon as many cards matching ``f`` as possible (each in the position its player
    chooses); in this turn's End Phase, those still on the field are banished."""
    return Insn(O.OP_SUMMON_CHOSEN, (f, L.CAP_MZONE, 0, 0,
                                     O.SUMMON_CHOSEN_ALL | O.SUMMON_CHOSEN_BANISH_AT_END))


def stats_per_paid(atk=0, defense=0, until="foe_turn") -> Insn:
    """This card gets ``atk``/``defense`` for each card paid as the cost, until the end of the
    opponent's next turn (``until="foe_turn"``) or of this turn (``"turn"``)."""
    return Insn(O.OP_STATS_PER_PAID, (atk, defense, {"foe_turn": 1, "turn": 0}[until]))


def no_gy_banishing() -> Insn:
    """Continuous: this card's controller's opponent cannot banish cards from either GY (as a
    cost, by a summoning procedure, or by a banishing effect)."""
    return Insn(O.APPLY_NO_GY_BANISH)


EVENTS["end_phase_in_gy"] = O.EV_END_PHASE_IN_GY


def destroyed_this_turn() -> Insn:
    """Condition: this card is in the GY, destroyed on the field and sent there this turn (by
    battle or by a card effect; not a cost, a Tribute or a plain send)."""
    return Insn(O.COND_DESTROYED_THIS_TURN)


def stats_become(atk: int | None, defense: int | None) -> Insn:
    """This card, face-up in a Monster Zone, has that ATK and DEF ("its ATK and DEF become";
    None: that stat is left as it is) for as long as it stays there face-up. An activated
    "becomes": the modifiers applied before it no longer count (AA02), those applied after it
    add to it (AA03, AA07)."""
    for stat in (atk, defense):
        if stat is not None and not 0 <= stat <= L.STAT_MAX:
            raise ValueError(f"stats_become takes a stat from 0 to {L.STAT_MAX} or None, not {stat}")
    return Insn(O.OP_BECOME_STATS, (O.STAT_KEPT if atk is None else atk, O.STAT_KEPT if defense is None else defense))


def once_per_duel(fx: Effect) -> Effect:
    """The effect can be used once per Duel by each copy of the card: using it (paid at
    activation, so a negated use counts) marks the copy for the rest of the duel."""
    from dataclasses import replace
    return replace(fx, costs=tuple(fx.costs) + (Insn(O.OP_USE_ONCE_PER_DUEL),),
                   conditions=tuple(fx.conditions) + (Insn(O.COND_NOT_USED_IN_DUEL),))


def declare_card_kind() -> Insn:
    """At activation (a cost-program declaration), the player declares a kind of card: Monster,
    Spell or Trap ('option' 0, 1, 2)."""
    return Insn(O.OP_DECLARE, (O.DECLARE_CARD_KIND,))


def declare_spell_or_trap() -> Insn:
    """At activation (a cost-program declaration), the player declares Spell or Trap ('option'
    1 Spell, 2 Trap: the kinds of :func:`declare_card_kind`)."""
    return Insn(O.OP_DECLARE, (O.DECLARE_SPELL_OR_TRAP,))


def destroy_declared_kind_of_foe() -> Insn:
    """Look at the opponent's hand and the face-down cards they control; destroy every card of
    the declared kind in their hand and on their field."""
    return Insn(O.OP_DESTROY_DECLARED_KIND)


def check_foe_draws() -> Insn:
    """Until the end of the opponent's 3rd turn counted from now (this turn, if theirs, is the
    first), every card they draw is looked at and destroyed if of the declared kind."""
    return Insn(O.OP_DRAW_CHECK)


def foe_sends_declared_from_deck() -> Insn:
    """The opponent chooses 1 card of the declared kind in their Deck and sends it to the GY
    (their Deck is shuffled); with none, nothing happens."""
    return Insn(O.OP_FOE_SENDS_DECLARED)


def destroyed_by_foe_effect() -> Insn:
    """Condition: this card is in its owner's GY, destroyed by a card effect of the opponent
    while its owner controlled it, and this is that owner's first Standby Phase since."""
    return Insn(O.COND_DESTROYED_BY_FOE)


# ---- MR3 (xyz): Synchro and Xyz Summons, Xyz Materials --------------------------------------------
# A Synchro or Xyz Monster without a script plays by the rules' defaults (1 Tuner + 1 or more
# non-Tuners; 2 materials of its Rank's Level); these words say what its card adds.

KINDS["tuner"] = L.TYPE_TUNER
KINDS["synchro"] = L.TYPE_SYNCHRO
KINDS["xyz"] = L.TYPE_XYZ
SUMMON_KINDS = {"normal": L.SUMMON_NORMAL, "tribute": L.SUMMON_TRIBUTE, "special": L.SUMMON_SPECIAL,
                "synchro": L.SUMMON_SYNCHRO, "xyz": L.SUMMON_XYZ, "pendulum": L.SUMMON_PENDULUM}


def synchro_materials(tuner: Filter | None = None, non_tuner: Filter | None = None) -> Effect:
    """A Synchro Monster's material requirements (not an effect: they hold while it is negated,
    K07): the Tuner must match `tuner`, every non-Tuner `non_tuner` (K03: "1 Tuner + 1 or more
    LIGHT non-Tuner monsters" is ``non_tuner=Filter(attributes=("LIGHT",))``). The filters are
    checked on the summoner's face-up monsters (where="monster_zone" is implied)."""
    return Effect(O.FXK_EXTRA_MATERIALS, target=_on_field(tuner), target2=_on_field(non_tuner))


def xyz_materials(count: int = 2, material: Filter | None = None) -> Effect:
    """An Xyz Monster's material requirements: `count` monsters of its Rank's Level (2 to 5),
    each matching `material` ("2 Level 4 WARRIOR monsters")."""
    if not 2 <= count <= 5:
        raise ValueError("xyz_materials takes 2 to 5 materials")
    return Effect(O.FXK_EXTRA_MATERIALS, target_count=count, target2=_on_field(material))


def _on_field(f: Filter | None) -> Filter | None:
    from dataclasses import replace
    return None if f is None else replace(f, where=("monster_zone",))


def detach(n: int = 1) -> Insn:
    """Cost: detach n Xyz Materials from this card (they go to the GY: L08). The effect cannot
    be activated while the card has fewer (U08)."""
    if n < 1:
        raise ValueError("detach takes 1 or more materials")
    return Insn(O.OP_COST_DETACH, (n,))


def has_materials(n: int = 1) -> Insn:
    """Condition: this card has at least n Xyz Materials."""
    return Insn(O.COND_MATERIALS_AT_LEAST, (n,))


def summoned_by(kind: str) -> Insn:
    """Condition: this card, on the field, arrived by a summon of that kind ("if this card was
    Synchro Summoned": ``summoned_by("synchro")``; also "xyz", "normal", "special" ...)."""
    if kind not in SUMMON_KINDS:
        raise ValueError(f"unknown summon kind {kind!r}; known: {', '.join(SUMMON_KINDS)}")
    return Insn(O.COND_SUMMONED_BY, (SUMMON_KINDS[kind],))
# ---- MR3 (pendulum) ------------------------------------------------------------------------
# "pendulum_zone" (LOCATIONS above): the two Pendulum Zones (M); a Pendulum Monster card there
# is a Spell Card (spells_traps() sees it), in the hand, Deck and Monster Zone a monster.

def pendulum_effect(fx: Effect) -> Effect:
    """A Pendulum Effect (M03, M06): ``fx`` works only while its card is in a Pendulum Zone.

    Declare an activated one as ``pendulum_effect(ignition(...))`` (Spell Speed 1, activated by
    the card's controller in the open state of their Main Phase). A card's other effects are its
    monster effects, which do not work while it is in a Pendulum Zone.

    A trigger one (oddeyes: ``pendulum_effect(trigger("end_phase", ..., of="self"))``) answers
    only while its card is in a Pendulum Zone; of the events, the End Phase reaches a Pendulum
    Zone (proc/triggers.pyx raise_pendulum_end_phase).
    """
    from dataclasses import replace
    if fx.kind not in (O.FXK_IGNITION, O.FXK_CONTINUOUS, O.FXK_TRIGGER):  # (pendulum family: continuous; oddeyes: trigger)
        raise ValueError("pendulum_effect: only ignition, continuous and trigger Pendulum Effects are supported")
    if fx.kind == O.FXK_TRIGGER and fx.events & ~O.EV_END_PHASE:
        raise ValueError("pendulum_effect: a Pendulum trigger answers only the End Phase (no other event reaches a Pendulum Zone)")
    return replace(fx, pendulum=True)


def pendulum_placement() -> Effect:
    """The activation of a Pendulum Monster card from the hand as a Spell Card, placing it in a
    free Pendulum Zone of its controller (M02, M05). The card data adds this row to every
    Pendulum Monster card itself (carddb.py); a script never declares it."""
    return Effect(O.FXK_CARD, stays=True, pendulum_place=True)


# ---- MR3 leave family: "sent to the GY" from anywhere, leaving the field, summons with riders ----
# (ygo_core/vm/ops_leave.pyx; tests: tests/rules/test_rules_mr3_leave.py, tests/cards/test_mr3_leave.py)

# The card itself went to the GY from anywhere: the field, the hand, the Deck, the banished
# cards, a detached Xyz Material (Sonic Warrior). Raised with "sent_to_gy_from_field" /
# "sent_to_gy_from_hand"; like them, for the card itself only (of="self"), answered from the GY.
EVENTS["sent_to_gy"] = O.EV_SENT_TO_GY
_SELF_ONLY_EVENTS |= O.EV_SENT_TO_GY


def group_lasting_stats(f: Filter, atk=0, defense=0) -> Insn:
    """Every card matching ``f`` as the effect resolves gets ``atk``/``defense`` for as long as
    it stays face-up on the field (no end turn: "all Level 2 or lower monsters you control gain
    500 ATK"). A monster that arrives later gains nothing (AA)."""
    return Insn(O.OP_GROUP_LASTING_STATS, (f, atk, defense))


RIDERS = {"effects_negated": O.RIDER_NEGATED, "banish_when_leaves": O.RIDER_BANISH_ON_LEAVE}


def summon_with(sel="targets", position=None, effects_negated=False, banish_when_leaves=False) -> Insn:
    """Special Summon the selection (``special_summon``) with what the text adds: ``position``
    ``"defense"`` / ``"attack"`` when it names one (H03: otherwise the player chooses);
    ``effects_negated``: its effects are negated while it stays face-up on the field (Junk
    Synchron); ``banish_when_leaves``: if it leaves the field it is banished instead (Quillbolt
    Hedgehog). The riders hold for that monster's stay (its stint), whatever the summoning
    card does afterwards."""
    if position not in (None, "attack", "defense"):
        raise ValueError("summon_with(position=...) is None, 'attack' or 'defense'")
    riders = (O.RIDER_NEGATED if effects_negated else 0) | (O.RIDER_BANISH_ON_LEAVE if banish_when_leaves else 0)
    return Insn(O.OP_SPECIAL_SUMMON, (_sel(sel), SUMMON_POSITIONS[position], riders))


def gy_ignition(*resolve: Insn, cost=(), conditions=(), target=None, targets=1) -> Effect:
    """An Ignition effect activated while the card is in its owner's GY (Spell Speed 1, the open
    state of its controller's Main Phase): "you can Special Summon this card from your GY"."""
    from dataclasses import replace
    return replace(ignition(*resolve, cost=cost, conditions=conditions, target=target, targets=targets),
                   from_gy=True)


def normal_summoned_this_turn() -> Insn:
    """Condition: this card is on the field and was Normal (or Tribute) Summoned this turn, in
    its current stay (a Set monster flipped face-up, or one Special Summoned, was not)."""
    return Insn(O.COND_NORMAL_SUMMONED_THIS_TURN)


def extra_deck_fewer(n: int) -> Insn:
    """Condition: the player has at least ``n`` fewer cards in their Extra Deck than their
    opponent (Re-Cover)."""
    return Insn(O.COND_EXTRA_DECK_FEWER, (n,))


def after_cost(f: Filter, n: int, cost: Insn) -> Insn:
    """Condition: at least ``n`` cards match ``f`` once the cost ``cost`` (an ``OP_COST_CHOOSE``:
    ``cost_discard``, ``cost_send``) is paid ("must be able to" after the cost, U08: One for
    One's Level 1 monster cannot be the monster it sends). Checked at activation with the
    cheapest payment, and each cost card the player picks must keep it true."""
    if cost.op != O.OP_COST_CHOOSE:
        raise ValueError("after_cost: the cost is a chosen one (cost_discard, cost_send)")
    return Insn(O.COND_AFTER_COST, (f, n, cost.args[0], cost.args[1]))



def noting_paid(cost: Insn) -> Insn:
    """The same chosen cost (``cost_send``), the paid card noted for the resolution
    (:func:`stats_if_paid`)."""
    if cost.op != O.OP_COST_CHOOSE or len(cost.args) > 3:
        raise ValueError("noting_paid: a plain chosen cost (cost_send, cost_discard)")
    return Insn(O.OP_COST_CHOOSE, tuple(cost.args) + (O.COSTF_NOTE_PAID,))


def stats_if_paid(f: Filter, atk=0, defense=0) -> Insn:
    """This card, face-up in a Monster Zone, gets ``atk``/``defense`` for as long as it stays
    there if the card its cost paid (``noting_paid``) matches ``f`` (wherever it went: give
    ``f`` the places, e.g. ``("hand", "extra")``): Genex Ally Birdman's "if it was WIND"."""
    return Insn(O.OP_STATS_IF_PAID_MATCHES, (f, atk, defense))


def pierced(f: Filter) -> Insn:
    """Condition: in the battle in progress the player's attacker matches ``f`` and has more
    ATK than its Defense Position target's DEF: the damage it inflicts is piercing ("when a
    Warrior you control inflicts piercing battle damage", with a "battle_damage" trigger)."""
    return Insn(O.COND_PIERCED, (f,))


# ---- MR3 quick family: hand Quick effects, negating attacks and ending the Battle Phase,
# re-Setting a Trap, summon negation as an effect, chain limits (vm/ops_quick.pyx) -----------

def quick_from_hand(*resolve: Insn, cost=(), conditions=(), target=None, targets=1,
                    damage_step=False) -> Effect:
    """A monster's Quick effect activated from the hand (Q11, C14: Effect Veiler, Swift
    Scarecrow): Spell Speed 2, in either player's turn, while the card is in its player's
    hand; ``cost`` usually sends it away (``cost_self("gy")``: discarded / sent to the GY)."""
    from dataclasses import replace
    return replace(quick(*resolve, cost=cost, conditions=conditions, target=target, targets=targets,
                         damage_step=damage_step), from_hand=True)


def foe_main_phase() -> Insn:
    """Condition: it is the opponent's Main Phase (1 or 2): "during your opponent's Main Phase"."""
    return Insn(O.COND_FOE_MAIN_PHASE)


def special_summon_below() -> Insn:
    """Condition: the chain link directly below is the activation of a card or effect that
    would Special Summon (Solemn Warning's second use; H15-H16)."""
    return Insn(O.COND_SUMMONS_BELOW)


def end_battle_phase() -> Insn:
    """The Battle Phase of this turn ends: no further attack; the Battle Step goes on to the End
    Step (F08). Usually after ``negate_attack()``: ``then(end_battle_phase())``."""
    return Insn(O.OP_LINGER, (O.LING_END_BATTLE, O.CTRL_FOE))


def set_again() -> Insn:
    """This card (a Trap that resolved face-up in its zone) is Set face-down again instead of
    going to the GY; it is a new Set card, Set this turn. Usually ``then(set_again())``."""
    return Insn(O.OP_SET_AGAIN)


# Event (trigger(on=...)) "foe_monster_effect_damage": the card's controller lost LP to effect
# damage from the resolving effect of a monster on the opponent's field (EV_EFFECT_DAMAGE); each
# such trigger records the damage, which repay_damage() inflicts back.
EVENTS["foe_monster_effect_damage"] = O.EV_EFFECT_DAMAGE


def repay_damage() -> Insn:
    """Inflict to the opponent the effect damage this card's "foe_monster_effect_damage"
    trigger answered ("inflict the same damage to your opponent": Doppelganger); nothing if
    the card left the field or was turned face-down since."""
    return Insn(O.OP_REPAY_DAMAGE)


def negate_effects_this_turn(sel="targets") -> Insn:
    """The selected face-up monsters have their effects negated until the end of this turn
    (Effect Veiler); a target turned face-down or gone is not affected (V03)."""
    return Insn(O.OP_NEGATE_UNTIL_END, (_sel(sel),))


def negate_and_destroy_any(effect_only=False) -> Insn:
    """Negate the activation of the link directly below (S10) and destroy its card, a monster
    on the field included (Solemn Warning); ``effect_only``: negate only the effect, "negate
    that effect, and if you do, destroy that monster" (Traptrix Trap Hole Nightmare)."""
    return Insn(O.OP_NEGATE_AND_DESTROY_ANY, (1 if effect_only else 0,))


def foe_summoned_monster_effect_below() -> Insn:
    """Condition: the link directly below is the opponent's activation of the effect of a
    monster on their field that was Special Summoned this turn (Traptrix Trap Hole Nightmare)."""
    return Insn(O.COND_FOE_SUMMONED_EFFECT_BELOW)


def foe_face_up_spell_effect_below() -> Insn:
    """Condition: the link directly below is the opponent's activation of the effect of a
    face-up Spell/Trap already on the field, not a card activation (Scrap-Iron Statue)."""
    return Insn(O.COND_FOE_FACEUP_SPELL_EFFECT_BELOW)


def own_battler_calculating(f: Filter) -> Insn:
    """Condition: damage calculation comes next (activated in the Damage Step's last window
    before it) and the player's monster in that battle is face-up and fits the filter
    ("during damage calculation, if your ... battles": Rush Warrior)."""
    return Insn(O.COND_OWN_BATTLER_CALCULATING, (f,))


def double_for_calculation() -> Insn:
    """The player's monster in the battle in progress has its ATK doubled (it gains its current
    ATK) during that damage calculation only (Rush Warrior)."""
    return Insn(O.OP_DOUBLE_FOR_CALCULATION)


# Selection "below_card": the card of the link directly below, if still that card on the field
# ("destroy that card": destroy("below_card")).
SELECTIONS["below_card"] = O.SEL_BELOW_CARD


def no_target_response(fx: Effect) -> Effect:
    """The same effect; its targets cannot be activated in response (while its link is on the
    chain): Night Beam."""
    from dataclasses import replace
    return replace(fx, no_target_response=True)


def no_banishing(foe_only=False) -> Insn:
    """Continuous: cards cannot be banished (Imperial Iron Wall): costs that banish cannot be
    paid, procedures that banish are not available, banishing parts leave the cards (a
    "destroy and banish" sends to the GY). ``foe_only``: only the opponent of this card's
    controller (Chaos Hunter)."""
    return Insn(O.APPLY_NO_BANISH, (1 if foe_only else 0,))


def foe_hand_trigger(on, *resolve: Insn, cost=(), optional=True, when=False, conditions=()) -> Effect:
    """A trigger of a card in its owner's hand that answers only the opponent's events (Chaos
    Hunter: "when your opponent Special Summons a monster: you can discard 1 card; Special
    Summon this card from your hand": ``special_summon("self_in_hand")``). It can be activated
    while the card is still in the hand (Q05 does not apply to it)."""
    from dataclasses import replace
    fx = trigger(on, *resolve, optional=optional, when=when, conditions=conditions)
    return replace(fx, events=fx.events | O.EV_FOE_HAND, costs=tuple(cost), from_hand=True)


# ---- MR3 pendulum family -------------------------------------------------------------------
# "pendulum" as a kind (a Pendulum Monster card, TYPE_PENDULUM: in the hand, Deck, GY, Extra
# Deck or a Monster Zone; in a Pendulum Zone it is a Spell Card, M03).
KINDS["pendulum"] = L.TYPE_PENDULUM


@dataclass(frozen=True)
class PendulumFilter(Filter):
    """A filter with the Pendulum family's tests: ``faceup_extra`` (a card in the Extra Deck
    matches only face-up there, M07: FF_FACEUP_EXTRA), ``between_scales`` (a Level strictly
    between the player's two Pendulum Scales as they are now, M10's range: LEVEL_BETWEEN_SCALES;
    not with level_max/level_min)."""

    faceup_extra: bool = False
    between_scales: bool = False
    # A card in a Pendulum Zone whose Scales differ now from its printed ones (not with def_max).
    scale_changed: bool = False

    def record(self) -> list[int]:
        rec = super().record()
        if self.scale_changed:
            if self.def_max >= 0:
                raise ValueError("scale_changed takes no def_max")
            rec[O.F_DEF_MAX] = O.DEF_MAX_SCALE_CHANGED
        if self.faceup_extra:
            rec[O.F_FLAGS] |= O.FF_FACEUP_EXTRA
        if self.between_scales:
            if self.level_max or self.level_min:
                raise ValueError("between_scales takes no level_max or level_min")
            rec[O.F_LEVEL_MAX] = O.LEVEL_BETWEEN_SCALES
        return rec


def scale_unless(f: Filter, scale: int) -> Insn:
    """Continuous (a Pendulum Effect): while no card in its controller's other Pendulum Zone fits
    ``f``, this card's Pendulum Scales are ``scale`` (Stargazer Magician: 4)."""
    return Insn(O.APPLY_SCALE_UNLESS, (f, scale))


# "returned_one_to_hand": one operation returned exactly 1 card from the field to the hand, a
# monster from a Monster Zone (the event card, now in the hand; the event's player is the
# effect's). Watched by face-up monsters (Stargazer Magician).
EVENTS["returned_one_to_hand"] = O.EV_RETURNED_ONE_TO_HAND


def summon_event_name_from(f: Filter, position=None) -> Insn:
    """Special Summon 1 card of ``f`` with the name of the effect's event card, chosen at
    resolution ("Special Summon 1 monster with that name from your hand": Stargazer Magician)."""
    return Insn(O.OP_SUMMON_CHOSEN, (f, 1, SUMMON_POSITIONS[position], 0, O.SUMMON_CHOSEN_EVENT_NAME))


def pzone_proof(f: Filter, foe_only=False, once_per_turn=False) -> Insn:
    """Continuous: the cards in its controller's Pendulum Zones that fit ``f`` cannot be
    destroyed by card effects (``foe_only``: by the opponent's; ``once_per_turn``: only the
    first such destruction of each card each turn is stopped: Timegazer Magician)."""
    return Insn(O.APPLY_PZONE_PROOF, (f, (O.PROOF_FOE_ONLY if foe_only else 0)
                                      | (O.PROOF_ONCE_PER_TURN if once_per_turn else 0)))


def add_different_names(f: Filter, n: int = 2) -> Insn:
    """Add exactly n cards of ``f`` with different names to the hand, chosen one by one at
    resolution (a search: the Deck is shuffled, C11): Pendulum Call (n <= 2)."""
    if not 1 <= n <= 2:
        raise ValueError("add_different_names adds 1 or 2 cards")
    return Insn(O.OP_TO_HAND_CHOSEN, (f, n, O.TO_HAND_DIFFERENT_NAMES))


def distinct_names_at_least(f: Filter, n: int) -> Insn:
    """Condition: the cards of ``f`` have at least n different names (U08 for a search of n
    cards "with different names")."""
    return Insn(O.COND_DISTINCT_NAMES, (f, n))


def no_pendulum_effect_this_turn(f: Filter) -> Insn:
    """Condition: the player has activated no Pendulum Effect of a card fitting ``f`` this turn
    ("not in a turn you activated a 'Magician' Pendulum Effect"; ``f`` reads the card wherever
    it is now: give it every place)."""
    return Insn(O.COND_NO_PENDULUM_FX_OF, (f,))


def pzone_proof_until(f: Filter, turns: int) -> Insn:
    """Until the end of turn (this one + ``turns``), the player's cards in the Pendulum Zones
    fitting ``f`` cannot be destroyed by card effects (the cards there at any time in it):
    Pendulum Call, "until the end of your opponent's next turn" (turns=1)."""
    return Insn(O.OP_PZONE_PROOF_UNTIL, (f, turns))


def pendulum_activation_without_monsters() -> Effect:
    """Rule text: the card can be activated in a Pendulum Zone only while its player controls
    no monsters (Timegazer Magician); placing it there by an effect is not an activation."""
    return Effect(O.FXK_RULE, (Insn(O.OP_RULE_PZONE_NO_MONSTERS),))


def pendulum_summon_only(f: Filter) -> Insn:
    """Continuous (a Pendulum Effect): this card's controller can Pendulum Summon only monsters
    that fit ``f`` (Performapal Skullcrobat Joker)."""
    return Insn(O.APPLY_PENDULUM_SUMMON_ONLY, (f,))


def declare_scale() -> Insn:
    """Cost-time declaration: the player declares a Pendulum Scale from 1 to 10 (ACT_OPTION +
    the value), kept in the chain link (Pendulum Shift)."""
    return Insn(O.OP_DECLARE, (O.DECLARE_SCALE,))


def set_scale(value="declared", sel="targets") -> Insn:
    """The selected cards (in a Pendulum Zone) have Pendulum Scales ``value`` until the end of
    the turn: an int, ``"declared"`` (declare_scale) or ``"original"`` (the printed ones)."""
    v = {"declared": O.SCALE_DECLARED, "original": O.SCALE_ORIGINAL}.get(value, value)
    return Insn(O.OP_SET_SCALE, (_sel(sel), int(v)))


def no_activation_when(f: Filter, when: str) -> Insn:
    """Continuous: cards that fit ``f`` (read from this card's controller's side: ``"foe"`` is
    the opponent's) cannot be activated, nor their effects, while ``when`` holds:
    ``"battle_phase"`` (Odd-Eyes Meteorburst Dragon) or ``"pendulum_battles"`` (the Damage Step
    of a battle of its controller's Pendulum Monster: Stargazer / Timegazer Magician)."""
    kinds = {"battle_phase": O.WHEN_BATTLE_PHASE, "pendulum_battles": O.WHEN_PENDULUM_BATTLES}
    if when not in kinds:
        raise ValueError(f"no_activation_when: {when!r} is one of {', '.join(kinds)}")
    return Insn(O.APPLY_NO_ACTIVATION_WHEN, (f, kinds[when]))


def fusion_summon_from_field() -> Insn:
    """Fusion Summon 1 Fusion Monster from the Extra Deck using monsters you control as the
    materials (none from the hand: Performapal Trump Witch)."""
    return Insn(O.OP_FUSION_SUMMON, (O.FUSION_FIELD_ONLY,))


# "this card", still in its Pendulum Zone (destroy("self_scale"): Wisdom-Eye Magician).
SELECTIONS["self_scale"] = O.SEL_SELF_SCALE


def place_in_pendulum_zone(f: Filter, up_to: int = 1) -> Insn:
    """Place up to N cards of the filter, chosen at resolution, face-up in your free Pendulum
    Zones: not an activation (M02: no chain link); a searched Deck is shuffled (C11)."""
    return Insn(O.OP_PLACE_IN_PZONE, (f, up_to))


def boost_until_battle_end(f: Filter, atk: int) -> Insn:
    """Every monster that fits ``f`` (face-up ones: say so in the filter) gains ``atk`` ATK until
    the end of the Battle Phase (Performapal Silver Claw)."""
    return Insn(O.OP_BOOST_UNTIL_BATTLE_END, (f, atk))


# ---- MR3 sdmp family -------------------------------------------------------------------------
# Structure Deck: Master of Pendulum's own mechanisms (docs/mr3-cards.md 5.1-5.4); core in
# ygo_core/vm/ops_sdmp.pyx, numbers in opcodes.pxd's "MR3 sdmp family" section.

KINDS["normal"] = L.TYPE_NORMAL
KINDS.setdefault("pendulum", L.TYPE_PENDULUM)


@dataclass(frozen=True)
class _ExactLevelFilter(Filter):
    """A filter whose ``level_max`` is the one Level that matches (FF_LEVEL_EXACT)."""

    def record(self) -> list[int]:
        rec = super().record()
        rec[O.F_FLAGS] |= O.FF_LEVEL_EXACT
        return rec


def level_exactly(f: Filter, level: int) -> Filter:
    """The cards of ``f`` whose Level is exactly ``level`` ("1 Level 7 monster"); an Xyz Monster
    (a Rank, no Level) never matches, nor does a face-down card (O11)."""
    from dataclasses import fields
    if level < 1 or f.level_min or f.level_max:
        raise ValueError("level_exactly takes a Level of 1 or more, on a filter without Level bounds")
    kw = {fl.name: getattr(f, fl.name) for fl in fields(Filter)}
    kw["level_max"] = level
    return _ExactLevelFilter(**kw)


def _mark_until(sel, kind, turns) -> Insn:
    return Insn(O.OP_MARK_UNTIL, (_sel(sel), kind, turns))


def position_locked_until_your_next_turn(sel="self") -> Insn:
    """The selected monster cannot change its battle position (by hand, nor by a Flip Summon)
    until the end of its controller's next turn (activated in their own turn: Lyla)."""
    return _mark_until(sel, O.LING_POSITION_LOCK, 2)


def untargetable_this_turn(sel="targets") -> Insn:
    """Until the end of this turn the selected cards cannot be targeted by card effects (V04)."""
    return _mark_until(sel, O.LING_UNTARGETABLE, 0)


def effect_proof_this_turn(sel="targets") -> Insn:
    """Until the end of this turn the selected cards cannot be destroyed by card effects."""
    return _mark_until(sel, O.LING_EFFECT_PROOF, 0)


def summon_while_you_control(f: Filter) -> Effect:
    """The card's own Special Summon from the hand (a procedure, H04: not activated, no chain,
    it does not use the Normal Summon) while its player controls a card of ``f``; the card can
    still be Normal Summoned or Set. With both open, ``ACT_SUMMON`` asks yes (the procedure) or
    no (a Normal Summon). Inari Fire: ``summon_while_you_control(monsters("self", face_up=True,
    races=("Spellcaster",)))``."""
    return Effect(O.FXK_SUMMON_PROC, conditions=(count_at_least(f),), also_normal=True)


def unique_on_field() -> Effect:
    """Rule text (not an effect): its controller can control only 1 face-up card of its name. A
    second copy cannot be Normal, Flip or Special Summoned while one is face-up on their field
    (a face-down Set stays allowed)."""
    return Effect(O.FXK_RULE, (Insn(O.OP_RULE_UNIQUE),))


def tributed_only_for_tribute_summon() -> Effect:
    """Rule row: "this card cannot be Tributed, except for a Tribute Summon" (Level Eater). A cost
    that Tributes (a monster sent from a Monster Zone to the GY, :func:`cost_send`) never takes
    it; a Tribute Summon does."""
    return Effect(O.FXK_RULE, (Insn(O.OP_RULE_TRIBUTE_ONLY_FOR_SUMMON),))


def extra_normal_summon(f: Filter) -> Effect:
    """Continuous Effect: "you can Normal Summon 1 monster matching `f` in addition to your
    Normal Summon" (Synchron Carrier), once per turn while this card is face-up on its
    controller's field with its effects not negated; a Set is not granted, a Tribute Summon is."""
    return Effect(O.FXK_RULE, (Insn(O.OP_RULE_EXTRA_NORMAL_SUMMON, (f,)),))


def mark_resolved(sel="self_in_gy") -> Insn:
    """Resolution part: the selection (this card, in the GY after its cost) is marked, to the end
    of the turn and for its current stay, as having had this effect resolve."""
    return Insn(O.OP_MARK_RESOLVED, (_sel(sel),))


def resolved_this_turn() -> Insn:
    """Condition: this card's effect marked by :func:`mark_resolved` resolved this turn (the card
    has not moved since)."""
    return Insn(O.COND_RESOLVED_THIS_TURN)


def summon_without_tributes_halved() -> Effect:
    """Rule text: the card may be Normal Summoned (not Set) without Tributes; if it is, its
    original ATK and DEF are halved for as long as it stays face-up on the field (Fusilier
    Dragon). With Tributes also possible, ``ACT_SUMMON`` asks yes (none) or no (Tributes)."""
    return Effect(O.FXK_RULE, (Insn(O.OP_RULE_HALVED_NO_TRIBUTE),))


def foes_turn() -> Insn:
    """Condition: it is the opponent's turn ("during your opponent's End Phase")."""
    return Insn(O.COND_FOES_TURN)


def revive_linked_staying(position="attack", sel="targets") -> Insn:
    """Special Summon the selection in `position` and link it to this card: this card is
    destroyed when the monster goes to the GY, but the monster stays when this card leaves the
    field (Powerful Rebirth; Call of the Haunted's monster would go with it)."""
    return Insn(O.OP_SUMMON_LINKED, (_sel(sel), REVIVE_POSITIONS[position], 0, L.LINKK_DESTROY_ON_GY, 0))


def properly_summoned() -> Insn:
    """Condition: this card was summoned properly by its own method (H09: Xyz, Synchro, Fusion
    Summoned), as it is remembered in the GY: "if this Xyz Summoned card is sent to the GY"."""
    return Insn(O.COND_PROPERLY_SUMMONED)


def summon_from_extra_deck(f: Filter) -> Insn:
    """Special Summon 1 card of ``f`` from your Extra Deck (face-up Pendulum Monsters there
    too), face-up in the position you choose (an effect's summon, not a proper one)."""
    return Insn(O.OP_SUMMON_FROM_EXTRA, (f, 0))


def with_costs(fx: Effect, *costs: Insn) -> Effect:
    """The same effect (a trigger too) with a cost program paid at activation (U03): a trigger
    that detaches ``detach(1)`` (Odd-Eyes Absolute Dragon)."""
    from dataclasses import replace
    return replace(fx, costs=tuple(fx.costs) + tuple(costs))
# ---- MR3 synchro family ------------------------------------------------------------------------
# Synchro material rules of the material cards (FXK_MATERIAL_RULE), "sent to the GY as Synchro
# Material" (EV_SYNCHRO_MATERIAL), Level changes (LING_LEVEL), "you can only Synchro Summon X
# once per turn" (docs/mr3-cards.md 4.1, 4.4; rules-mr3.md K03, K04, K07).

# Raised for each material of a Synchro Summon that succeeded (K04), answered by the material
# itself from the GY (of="self"); the trigger's event card is the Synchro Monster.
EVENTS["sent_as_synchro_material"] = O.EV_SYNCHRO_MATERIAL
_SELF_ONLY_EVENTS |= O.EV_SYNCHRO_MATERIAL
LOCATIONS["extra"] = L.LOC_EXTRA


def substitute_tuner(*codes: int) -> Effect:
    """Rule text of a Tuner (K07: not an effect): it may stand in for any one of these named
    Tuners in a Synchro Monster's materials, and it cannot be a Synchro Material for a Synchro
    Monster whose materials name none of them (Quickdraw Synchron for the "Synchron" Tuners)."""
    if not codes:
        raise ValueError("substitute_tuner names the Tuners it stands in for")
    return Effect(O.FXK_MATERIAL_RULE, target=Filter(where=("monster_zone",), codes=tuple(codes)))


def synchro_level_may_be(level: int) -> Effect:
    """As a Synchro Material this card's Level may be treated as `level` instead (Tuningware:
    2); the summoner's choice, whichever makes the sum. An effect, not a rule: while the card's
    effects are negated (revived by Junk Synchron) only its own Level counts."""
    if not 1 <= level <= 12:
        raise ValueError("synchro_level_may_be takes a Level from 1 to 12")
    return Effect(O.FXK_MATERIAL_RULE, target_count=level)


def synchro_once_per_turn(fx: Effect) -> Effect:
    """A Synchro Monster's materials row (:func:`synchro_materials`) with "you can only Synchro
    Summon X once per turn" (the player's; the attempt counts even if negated)."""
    from dataclasses import replace
    if fx.kind != O.FXK_EXTRA_MATERIALS:
        raise ValueError("synchro_once_per_turn wraps synchro_materials(...)")
    return replace(fx, once_per_turn=True)


def change_level(delta: int, sel="targets") -> Insn:
    """The selected face-up monsters' Levels change by `delta` for as long as they stay face-up
    on the field (a change that would leave a Level under 1 does nothing)."""
    if delta == 0:
        raise ValueError("change_level needs a non-zero change")
    return Insn(O.OP_LEVEL_CHANGE, (_sel(sel), delta, 0))


def change_level_by_noted(sign: int, sel="self") -> Insn:
    """The selection's Level increases (``sign=1``) or decreases (``-1``) by the Level of the
    card its cost sent (:func:`cost_send_noting_level`)."""
    if sign not in (1, -1):
        raise ValueError("change_level_by_noted takes sign 1 or -1")
    return Insn(O.OP_LEVEL_CHANGE, (_sel(sel), sign, 1))


def cost_send_noting_level(f: Filter, to="gy") -> Insn:
    """Cost: send 1 chosen card matching `f` to a pile, noting its Level there (as it was where it
    came from) for the resolution."""
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), 1, _pile(to), O.COSTF_TRIBUTE_NOTING_LEVEL))


def gain_atk_of(f: Filter) -> Insn:
    """This card gains ATK equal to the total current ATK of the cards matching `f` at
    resolution, for as long as it stays face-up on the field (Junk Warrior)."""
    return Insn(O.OP_GAIN_ATK_OF, (f,))


class _NonTunerFilter(Filter):
    """A filter that also asks for a non-Tuner (FF_NOT_TUNER)."""

    def record(self) -> list[int]:
        rec = super().record()
        rec[O.F_FLAGS] |= O.FF_NOT_TUNER
        return rec


def non_tuner(f: Filter) -> Filter:
    """The same set without its Tuners ("1 non-Tuner Synchro Monster")."""
    from dataclasses import asdict
    return _NonTunerFilter(**{k: v for k, v in asdict(f).items()})


def cost_return_to_extra_noting_level(f: Filter, adding=False) -> Insn:
    """Cost: return 1 chosen monster matching `f` to the Extra Deck, noting its current Level
    (``adding``: added to the Level a cost before it noted)."""
    return Insn(O.OP_COST_CHOOSE, (_replace(f, not_self=True), 1, L.PILE_EXTRA,
                                   O.COSTF_ADDING_LEVEL if adding else O.COSTF_TRIBUTE_NOTING_LEVEL))


def summon_synchro_of_noted_level() -> Insn:
    """Special Summon 1 Synchro Monster from your Extra Deck whose Level is the one the costs
    noted, ignoring its Summoning conditions (not a Synchro Summon: it is not properly summoned,
    H09)."""
    return Insn(O.OP_SUMMON_FROM_EXTRA, (Filter(where=("extra",), controller="self", kind=("monster", "synchro")),
                                         O.EXTRAF_NOTED_LEVEL))


def summon_procedure(cost: Filter | None = None, n: int = 1, conditions=(), once_per_duel=False) -> Effect:
    """The Special Summon from the hand by its own procedure of a card that can also be Normal
    Summoned (not activated, no chain; offered as ACT_ACTIVATE on the card): ``cost``, n cards
    of the filter sent to the GY (from the hand: "by sending 1 other monster from your hand");
    ``conditions`` that must hold; ``once_per_duel``: once per Duel for the player by this
    procedure (Unknown Synchron)."""
    conds = tuple(conditions) + ((Insn(O.COND_PROC_ONCE_PER_DUEL),) if once_per_duel else ())
    f = None if cost is None else _replace(cost, not_self=True)
    return _NormalCardProcedure(O.FXK_SUMMON_PROC, conditions=conds, target=f,
                                target_count=n if cost is not None else 0)


@dataclass(frozen=True)
class _NormalCardProcedure(Effect):
    """An FXK_SUMMON_PROC row of a card that can also be Normal Summoned (the compiler sets
    FXF_NORMAL_SUMMONABLE_PROC for it)."""

    normal_summonable_proc: bool = True


def synchro_summon_with_self() -> Insn:
    """Synchro Summon 1 Synchro Monster using materials including this card (face-up on the
    field), during the effect's resolution; with :func:`can_synchro_summon_with_self` as a
    condition the activation needs one that could be (U08)."""
    return Insn(O.OP_SYNCHRO_WITH_SELF)


def can_synchro_summon_with_self() -> Insn:
    """Condition: this card, face-up on the field, could be a material of a Synchro Summon its
    controller could perform now."""
    return Insn(O.COND_SYNCHRO_WITH_SELF)


def foe_special_summoning() -> Insn:
    """Condition: the opponent is Special Summoning a monster now (its summon-negation window:
    an inherent summon, such as a Synchro Summon, not one by an effect in a chain)."""
    return Insn(O.COND_FOE_SPECIAL_SUMMONING)


def negates_summon(fx: Effect) -> Effect:
    """The same effect, which may start a chain in the summon-negation window (a monster's
    Quick effect that negates a summon: Stardust Warrior)."""
    from dataclasses import replace
    return replace(fx, negates_summon=True)


def summon_chosen_of_another_level(f: Filter, position=None) -> Insn:
    """Special Summon 1 card matching `f` whose Level differs from the Level its cost noted
    (:func:`cost_send_noting_level`): Starlight Junktion."""
    return Insn(O.OP_SUMMON_CHOSEN, (f, 1, SUMMON_POSITIONS[position], 0, O.SUMMON_CHOSEN_OTHER_LEVEL))


# ---- MR3 battle helper (the leave family's ranges): doubled battle damage, battle appliers
# granted for the turn (docs/effects.md "Battle grants"); core in proc/damage_step.pyx,
# vm/ops_leave.pyx.

GRANTS = {"pierce": O.GRANT_PIERCE, "double_damage": O.GRANT_DOUBLE_DAMAGE, "not_destroyed": O.GRANT_NOT_DESTROYED,
          "destroy_foe": O.GRANT_DESTROY_FOE, "foe_no_activation": O.GRANT_FOE_NO_ACTIVATION}


def double_battle_damage(f: Filter | None = None) -> Insn:
    """Continuous: battle damage a monster that fits (default: this card) inflicts on its
    controller's opponent by battling an opponent's monster is doubled (not by a direct attack;
    with two such effects it is doubled once)."""
    return Insn(O.APPLY_DOUBLE_BATTLE_DAMAGE, (f or this_card(),))


def battle_grants_this_turn(*grants: str, sel="targets") -> Insn:
    """This turn, the selected face-up monsters, in each battle with an opponent's monster:
    ``pierce`` inflict piercing damage; ``double_damage`` the battle damage your opponent takes
    is doubled; ``not_destroyed`` it is not destroyed by that battle; ``destroy_foe`` at the end
    of the Damage Step the opponent's monster it battled is destroyed; ``foe_no_activation``
    your opponent cannot activate cards or effects from the attack declaration to the end of
    the Damage Step (Scrap Fist). "You" is the player of the effect."""
    bits = 0
    for g in grants:
        if g not in GRANTS:
            raise ValueError(f"unknown battle grant {g!r}; known: {', '.join(GRANTS)}")
        bits |= GRANTS[g]
    if not bits:
        raise ValueError("battle_grants_this_turn needs at least one grant")
    return Insn(O.OP_BATTLE_GRANTS, (_sel(sel), bits))


def battle_step(no_chain=False) -> Insn:
    """Condition: it is the Battle Step (not the Start, Damage or End Step, F01); ``no_chain``:
    and no chain is open (Speed Warrior)."""
    return Insn(O.COND_BATTLE_STEP, (1 if no_chain else 0,))


def atk_becomes_original_times_until_battle_end(n: int = 2) -> Insn:
    """This card, face-up in a Monster Zone, has ``n`` times its original ATK until the end of
    the Battle Phase ("its ATK becomes double its original ATK"): an activated "becomes", so the
    modifiers applied before it do not count while it lasts (AA02); later ones add to it."""
    if n < 1:
        raise ValueError("atk_becomes_original_times_until_battle_end takes n >= 1")
    return Insn(O.OP_ATK_TIMES_ORIGINAL_UNTIL_BATTLE_END, (n,))


# ---- Third round (issue 13), sclause: event filters, "treated as a Synchro Summon" ----------
# "sent_as_synchro_material" may be watched by another face-up card (raise_event scans the
# field for it: Synchron Carrier's "when a 'Synchron' monster you control is sent ..."); it is
# still never "the last thing that happened" for a "when" trigger.
_WATCHED_BY_OTHERS = O.EV_SYNCHRO_MATERIAL

def event_card_fits(f: Filter) -> Insn:
    """Trigger condition, checked when the event happens: its card matches ``f`` ("when a
    'Synchron' monster you control is sent to the GY as Synchro Material": the material, in the
    GY by then)."""
    return Insn(O.COND_EVENT_CARD_FITS, (f,))


def event_related_card_fits(f: Filter) -> Insn:
    """Trigger condition, checked when the event happens: the event's related card matches ``f``
    (for "sent_as_synchro_material", the Synchro Monster that was summoned with it)."""
    return Insn(O.COND_EVENT_RELATED_FITS, (f,))


def event_card_summoned_by(kind: str) -> Insn:
    """Trigger condition, checked when the event happens: the event's card arrived by a summon of
    that kind ("when you Synchro Summon": ``event_card_summoned_by("synchro")`` on
    "special_summoned"; an effect's summon of a Synchro Monster is not one, H09)."""
    if kind not in SUMMON_KINDS:
        raise ValueError(f"unknown summon kind {kind!r}; known: {', '.join(SUMMON_KINDS)}")
    return Insn(O.COND_EVENT_CARD_SUMMONED_BY, (SUMMON_KINDS[kind],))


def summon_from_extra_as_synchro(f: Filter) -> Insn:
    """Special Summon 1 card of ``f`` from your Extra Deck, face-up in the position you choose;
    "it is treated as a Synchro Summon": its proper summon (H09), so its "if Synchro Summoned"
    effects apply and it can be revived later (Stardust Warrior (3))."""
    return Insn(O.OP_SUMMON_FROM_EXTRA, (f, O.EXTRAF_AS_SYNCHRO))


# ---- Third round (issue 13), pclause: Nobledragon Magician ----------------------------------

def destroyed_unless_other_pendulum(f: Filter) -> Insn:
    """Continuous (a Pendulum Effect): while no card in its controller's other Pendulum Zone fits
    ``f``, this card is destroyed (Nobledragon Magician: a "Magician" card); a state condition,
    applied with the continuous effects, no chain link."""
    return Insn(O.APPLY_DESTROYED_UNLESS, (f,))


def synchro_material_only_for(synchro: Filter, deck_bottom_unless: Filter | None = None) -> Effect:
    """Rule text (K07: not an effect, it holds while negated): this card can be a Synchro
    Material only for a Synchro Monster fitting ``synchro`` (read in the Extra Deck: Nobledragon,
    a Dragon); with ``deck_bottom_unless``, if any other material of that Synchro Summon does not
    fit it (read in the Monster Zone), this card is placed on the bottom of its owner's Deck
    instead of going anywhere else (Nobledragon: the others all "Odd-Eyes" monsters)."""
    resolve = () if deck_bottom_unless is None else (Insn(O.OP_MATERIAL_DECK_BOTTOM_UNLESS, (deck_bottom_unless,)),)
    return Effect(O.FXK_MATERIAL_RULE, target2=synchro, resolve=resolve)


# ---- Third round (issue 13), pclause: Rune-Eyes Pendulum Dragon ------------------------------

def unaffected_by_foe_the_turn_fused_with_pendulum() -> Insn:
    """Continuous: in the turn this card was Fusion Summoned using a Pendulum Summoned monster on
    the field as material (remembered by the summon, J10), it is unaffected by the opponent's
    card effects (Rune-Eyes Pendulum Dragon's (2)): their resolving effects do not act on it."""
    return Insn(O.APPLY_UNAFFECTED_BY_FOE, (this_card(),))


# ---- Third round (issue 13), oddeyes: Odd-Eyes Pendulum Dragon (vm/ops_oddeyes.pyx) -----------

def zero_battle_damage_choice(f: Filter) -> Insn:
    """Continuous: when this card's controller would take battle damage from an attack involving
    their monster matching `f` (read from their side), they may make it 0 (asked at damage
    calculation, not activated). Declare it ``.once()`` for "once per turn" (the card's name)."""
    return Insn(O.APPLY_ZERO_BATTLE_DAMAGE_CHOICE, (f,))
