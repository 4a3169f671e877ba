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
             "banished": L.LOC_BANISHED}
FIELD = ("monster_zone", "spell_zone", "field_zone")
CONTROLLERS = {"self": O.CTRL_SELF, "foe": O.CTRL_FOE, "any": O.CTRL_ANY}
POSITIONS = {"attack": L.POS_FACEUP_ATTACK, "defense": L.POS_FACEUP_DEFENSE,
             "set": L.POS_FACEDOWN_DEFENSE, "facedown": L.POS_FACEDOWN, "faceup": L.POS_FACEUP}
FACE_UP = ("attack", "defense", "faceup")
FACE_DOWN = ("set", "facedown")
KINDS = {"monster": L.TYPE_MONSTER, "spell": L.TYPE_SPELL, "trap": L.TYPE_TRAP,
         "continuous": L.TYPE_CONTINUOUS, "equip": L.TYPE_EQUIP, "field": L.TYPE_FIELD,
         "quickplay": L.TYPE_QUICKPLAY, "counter": L.TYPE_COUNTER}
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
          "attacked": O.EV_ATTACKED_AFTER_CALC}
SELECTIONS = {"targets": O.SEL_TARGETS, "event_card": O.SEL_EVENT_CARD, "self": O.SEL_SELF,
              "attacker": O.SEL_ATTACKER}


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
    # The triggers family: atk_min/atk_max bound the DEF instead; `code` is the one name excluded.
    def_bounds: bool = False
    not_code: bool = False
    # The card is also owned by that controller ("from your GY").
    owned: bool = False
    # Any of these passcodes (an archetype spelled out: "Gravekeeper's"); not with `code`.
    codes: tuple = ()

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
                          | (O.FF_DEF_BOUNDS if self.def_bounds else 0) | (O.FF_NOT_CODE if self.not_code else 0)
                          | (O.FF_OWNED if self.owned else 0))
        rec[O.F_LEVEL_MAX] = self.level_max
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
    return Filter(where=("spell_zone", "field_zone"), controller=controller, positions=positions,
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


def summon_chosen(f: Filter, up_to: int) -> Insn:
    return Insn(O.OP_SUMMON_CHOSEN, (f, up_to))


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
    """The attack in progress ends (it still counts as declared, F04)."""
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
    # The triggers family: "up to N" targets (one is enough).
    up_to_targets: bool = False

    def once(self) -> "Effect":
        """The same effect, usable once per turn by each player (a hard limit, AH02)."""
        from dataclasses import replace
        return replace(self, once_per_turn=True)


def activate(*resolve: Insn, target: Filter | None = None, targets: int = 1,
             target2: Filter | None = None, targets2: int = 1, conditions=(),
             damage_step=False, target_event=False) -> Effect:
    """Activating the Spell/Trap card (U01). Its Spell Speed follows its kind (W01).

    ``target_event``: the target is the card of the last event (chosen by the rules, V01).
    """
    return Effect(O.FXK_CARD, tuple(resolve), tuple(conditions), _as_target(target),
                  targets if target else 0, _as_target(target2), targets2 if target2 else 0,
                  damage_step=damage_step, target_event=target_event)


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
    if mask & _SELF_ONLY_EVENTS and of != "self":
        raise ValueError("a 'sent to the GY' trigger answers its own card only: of='self'")
    if mask & _SELF_ONLY_EVENTS and when:
        raise ValueError("a 'sent to the GY' event is not recorded as the last event: when=True cannot apply")


def destroy_and_banish(sel="targets") -> Insn:
    """Destroy the selection and banish it instead of sending it to the GY (Bottomless Trap Hole)."""
    return Insn(O.OP_DESTROY_BANISH, (_sel(sel),))


def move_all(f: Filter, to: str) -> Insn:
    """Every card that fits goes to its owner's ``to`` pile ("gy", "hand", "deck", "banished"),
    all at once; a Deck that got cards is shuffled (C11). Not destruction (Y)."""
    return Insn(O.OP_MOVE_ALL, (f, PILES[to]))


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


def draw_per(n: int, extra: int, per: Filter, who="self") -> Insn:
    """Draw n cards, plus ``extra`` for each card matching ``per`` (Dekoichi)."""
    return Insn(O.OP_DRAW_PER, (CONTROLLERS[who], n, extra, per))


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
