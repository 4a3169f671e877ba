"""Compile card scripts to the flat arrays the core interprets.

The output is an effect table (``FX_WIDTH`` words a row) and a code pool of filters,
conditions and instructions, both int32; :class:`ygo_core.CardDB` lays them into its
read-only card data block after the card rows.
"""
from __future__ import annotations

from importlib import import_module

import numpy as np

from ygo_core import layout as L
from ygo_core.scripts.vocab import FROM_GY_EVENTS, CardRow, CardScript, Effect, Filter, Insn
from ygo_core.vm import opcodes as O

SET_MODULES = ("sdy", "sdk", "goat", "mr3")

# Spell Speeds by card kind (W01).
SPEED_SPELL = 1
SPEED_QUICK = 2
SPEED_TRAP = 2
SPEED_COUNTER = 3
SPEED_TRIGGER = 1


def bundled_scripts() -> dict[int, CardScript]:
    """Every card script of the bundled sets, by passcode."""
    scripts: dict[int, CardScript] = {}
    for name in SET_MODULES:
        for script in import_module(f"ygo_core.scripts.{name}").CARDS:
            if script.code in scripts:
                raise ValueError(f"card {script.code:08d} ({script.name}) is scripted twice")
            scripts[script.code] = script
    return scripts


class Compiled:
    """The compiled effects: ``effects`` (n x FX_WIDTH), ``code`` (1-D), and per card code its
    first effect row and count."""

    def __init__(self):
        self.rows: list[list[int]] = []
        self.code: list[int] = []
        self.by_card: dict[int, tuple[int, int]] = {}
        # The card data row of a passcode (for operations that name another card: a Token).
        self.card_row = None
        self._effects = None

    @property
    def effects(self) -> np.ndarray:
        """The effect rows as one read-only (rows, FX_WIDTH) array, built once per row count
        (rows are only appended): the card data reads it per card."""
        if self._effects is None or len(self._effects) != len(self.rows):
            self._effects = np.array(self.rows, dtype=np.int32).reshape(len(self.rows), O.FX_WIDTH)
            self._effects.flags.writeable = False
        return self._effects

    def emit(self, words) -> int:
        at = len(self.code)
        self.code.extend(int(w) for w in words)
        return at


def compile_scripts(scripts: dict[int, CardScript], card_type, card_row) -> Compiled:
    """Compile scripts; `card_type(code)` gives a card's type bits, `card_row(code)` its row."""
    out = Compiled()
    out.card_row = card_row
    for code in sorted(scripts):
        script = scripts[code]
        first = len(out.rows)
        for fx in script.effects:
            out.rows.append(_effect_row(out, fx, card_type(code), card_row(code)))
            for m in fx.modes:  # FXF_MODAL: its FXK_MODE rows follow it
                out.rows.append(_mode_row(out, fx, m, card_type(code), card_row(code)))
        out.by_card[code] = (first, len(out.rows) - first)
    return out


# Operations that put a monster on the player's side: U08 needs a free Monster Zone to activate.
_NEEDS_MONSTER_ZONE = {O.OP_SPECIAL_SUMMON, O.OP_SUMMON_CHOSEN, O.OP_TAKE_CONTROL,
                       O.OP_SUMMON_LINKED, O.OP_CONTROL_LINKED, O.OP_FUSION_SUMMON}
# Operations that Special Summon: U08, a summon lock (Scapegoat) forbids activating them.
_SPECIAL_SUMMONS = {O.OP_SPECIAL_SUMMON, O.OP_SUMMON_CHOSEN, O.OP_SUMMON_LINKED, O.OP_SUMMON_TOKENS,
                    O.OP_FUSION_SUMMON, O.OP_SUMMON_FROM_EXTRA, O.OP_RITUAL_SUMMON}
# (OP_EACH_REVIVES is left out: the opponent may summon even when the player cannot.)


def _optional_summon(insn: Insn) -> bool:
    # "You can also Special Summon any number" (Giant Germ): a part that may summon none does
    # not need a free zone for the rest of the effect to be activated.
    return insn.op == O.OP_SUMMON_CHOSEN and len(insn.args) > 3 and insn.args[3] == 1


def _tributes_own_monster(cost: Insn) -> bool:
    # cost_tribute: OP_COST_CHOOSE whose 4th argument carries COSTF_TRIBUTE.
    return cost.op == O.OP_COST_CHOOSE and len(cost.args) > 3 and bool(cost.args[3] & O.COSTF_TRIBUTE)


def _frees_own_zone(fx: Effect) -> bool:
    # A cost that empties one of the player's Monster Zones: the zone is free before the effect
    # resolves (U03: the cost is paid at activation), so U08 needs no other free zone. Either a
    # monster's Ignition effect paid by Tributing (or sending) the monster itself (Hand of
    # Nephthys with five monsters on the field), or any effect whose cost Tributes a monster the
    # player controls (Enemy Controller's take-control mode, Jet Warrior's GY effect).
    if any(_tributes_own_monster(c) for c in fx.costs):
        return True
    return fx.kind == O.FXK_IGNITION and not fx.from_hand and not fx.from_gy \
        and any(c.op == O.OP_COST_SELF for c in fx.costs)


def _implicit_conditions(fx: Effect) -> tuple:
    # U08: an effect must be able to do what it says. Y03, TC004: a draw needs the cards in the
    # Deck when it is activated. TC086: an extra Normal Summon needs a monster in the hand that
    # could be summoned now.
    found = []
    if fx.kind == O.FXK_CONTINUOUS:
        return ()  # appliers, not operations (APPLY_* and OP_* numbers overlap)
    if any(insn.op in _NEEDS_MONSTER_ZONE and not _optional_summon(insn) for insn in fx.resolve) \
            and not _frees_own_zone(fx):
        found.append(Insn(O.COND_FREE_MONSTER_ZONE))
    if any(insn.op in _SPECIAL_SUMMONS for insn in fx.resolve):
        found.append(Insn(O.COND_CAN_SPECIAL_SUMMON))
    for insn in fx.resolve:
        if insn.op == O.OP_FUSION_SUMMON:  # (pendulum) with its FUSION_FIELD_ONLY, if any
            found.append(Insn(O.COND_CAN_FUSE, tuple(insn.args)))
            break
    if any(insn.op == O.OP_NORMAL_SUMMON_NOW for insn in fx.resolve):
        found.append(Insn(O.COND_SUMMONABLE_IN_HAND))
    for insn in fx.resolve:
        if insn.op == O.OP_DRAW:
            who = "self" if insn.args[0] == O.CTRL_SELF else "foe"
            found.append(Insn(O.COND_COUNT, (Filter(where=("deck",), controller=who), insn.args[1])))
    return tuple(found)


# Operations whose selection must be able to be turned face-down (P03: no Token).
_TURNS_FACE_DOWN = {O.OP_FLIP_FACE_DOWN}


def _implied_target(fx: Effect, target: Filter | None, group: int) -> Filter | None:
    # A target must be something the effect can do its part to (U08, V): the targets of an
    # operation that turns them face-down exclude Tokens (P03). `group`: SEL_FIRST_TARGETS for
    # the first group of targets, SEL_SECOND_TARGETS for the second.
    if target is None or fx.kind == O.FXK_CONTINUOUS:
        return target
    if any(insn.op in _TURNS_FACE_DOWN and insn.args and insn.args[0] in (O.SEL_TARGETS, group)
           for insn in fx.resolve):
        from dataclasses import replace
        return replace(target, can_turn_face_down=True)
    return target


def _effect_row(out: Compiled, fx: Effect, type_bits: int, row: int) -> list[int]:
    rec = [0] * O.FX_WIDTH
    conditions = tuple(fx.conditions) + _implicit_conditions(fx)
    rec[O.FX_CARD_ROW] = row
    rec[O.FX_KIND] = fx.kind
    rec[O.FX_SPEED] = _speed(fx, type_bits)
    rec[O.FX_FLAGS] = _flags(fx, type_bits)
    rec[O.FX_EVENTS] = fx.events
    rec[O.FX_CONDITION] = _program(out, conditions)
    rec[O.FX_N_CONDITIONS] = len(conditions)
    rec[O.FX_TARGET_FILTER] = _filter(out, _implied_target(fx, fx.target, O.SEL_FIRST_TARGETS))
    rec[O.FX_TARGET_COUNT] = fx.target_count
    rec[O.FX_TARGET2_FILTER] = _filter(out, _implied_target(fx, fx.target2, O.SEL_SECOND_TARGETS))
    rec[O.FX_TARGET2_COUNT] = fx.target2_count
    rec[O.FX_OPS] = _program(out, fx.resolve)
    rec[O.FX_N_OPS] = len(fx.resolve)
    rec[O.FX_COST_LP] = fx.cost_lp
    rec[O.FX_COST] = _program(out, fx.costs)
    rec[O.FX_N_COSTS] = len(fx.costs)
    return rec


def _mode_row(out: Compiled, head: Effect, m: Effect, type_bits: int, row: int) -> list[int]:
    # A mode is activated as its head is (same Spell Speed, flags, costs), with the head's
    # conditions and its own; it answers no event by itself (FX_EVENTS 0, kind FXK_MODE).
    from dataclasses import replace
    merged = replace(head, kind=O.FXK_MODE, resolve=m.resolve, conditions=head.conditions + m.conditions,
                     target=m.target, target_count=m.target_count, target2=m.target2,
                     target2_count=m.target2_count, events=0, modes=())
    rec = _effect_row(out, merged, type_bits, row)
    rec[O.FX_SPEED] = _speed(head, type_bits)
    return rec


def _speed(fx: Effect, type_bits: int) -> int:
    if fx.kind == O.FXK_TRIGGER or fx.kind == O.FXK_IGNITION:
        return SPEED_TRIGGER
    if fx.kind == O.FXK_QUICK:
        return SPEED_QUICK
    if type_bits & L.TYPE_TRAP:
        return SPEED_COUNTER if type_bits & L.TYPE_COUNTER else SPEED_TRAP
    if fx.kind == O.FXK_CARD and type_bits & L.TYPE_QUICKPLAY:
        return SPEED_QUICK
    return SPEED_SPELL


# Effect fields that map one to one onto FXF_* flags.
_FLAG_FIELDS = (("damage_step", O.FXF_DAMAGE_STEP), ("equip", O.FXF_EQUIP),
                ("self_event", O.FXF_SELF_EVENT), ("other_event", O.FXF_OTHER_EVENT),
                ("target_event", O.FXF_TARGET_EVENT), ("once_per_turn", O.FXF_ONCE_PER_TURN),
                ("when", O.FXF_WHEN), ("negates_summon", O.FXF_NEGATES_SUMMON),
                ("instead_of_draw", O.FXF_INSTEAD_OF_DRAW), ("on_equipped", O.FXF_ON_EQUIPPED),
                ("from_hand", O.FXF_FROM_HAND),
                ("up_to_targets", O.FXF_UP_TO_TARGETS), ("modal", O.FXF_MODAL),
                ("face_down", O.FXF_FACE_DOWN), ("copies_below", O.FXF_COPIES_BELOW),
                ("shares_once", O.FXF_SHARES_ONCE), ("once_per_copy", O.FXF_ONCE_PER_COPY),
                ("pendulum", O.FXF_PENDULUM), ("pendulum_place", O.FXF_PENDULUM_PLACE),
                ("from_gy", O.FXF_FROM_GY), ("no_target_response", O.FXF_NO_TARGET_RESPONSE),
                ("also_normal", O.FXF_ALSO_NORMAL))


# Conditions on a trigger's event, checked when it is raised (FXF_EVENT_FILTERED).
_EVENT_FILTERS = {O.COND_EVENT_CARD_FITS, O.COND_EVENT_RELATED_FITS, O.COND_EVENT_CARD_SUMMONED_BY}


def _flags(fx: Effect, type_bits: int) -> int:
    flags = O.FXF_MANDATORY if fx.mandatory else 0
    for name, bit in _FLAG_FIELDS:
        if getattr(fx, name):
            flags |= bit
    if getattr(fx, "normal_summonable_proc", False):  # MR3 synchro (vocab.summon_procedure)
        flags |= O.FXF_NORMAL_SUMMONABLE_PROC
    if any(c.op in _EVENT_FILTERS for c in fx.conditions):  # sclause: checked at the event
        if fx.kind != O.FXK_TRIGGER:
            raise ValueError("an event filter (event_card_fits ...) is a condition of a trigger only")
        flags |= O.FXF_EVENT_FILTERED
    from_gy = fx.kind == O.FXK_TRIGGER and fx.events and not fx.events & ~FROM_GY_EVENTS
    # An effect whose cost sends its own card away (Wave-Motion Cannon) resolves without it.
    sends_itself = any(c.op == O.OP_COST_SELF for c in fx.costs)
    if (type_bits & (L.TYPE_CONTINUOUS | L.TYPE_EQUIP | L.TYPE_FIELD) and not from_gy and not sends_itself) \
            or fx.stays:
        flags |= O.FXF_STAYS
    return flags


def _filter(out: Compiled, f: Filter | None) -> int:
    if f is None:
        return -1
    rec = f.record()
    if f.codes:
        # F_CODE names a list of passcodes in the code pool: -(offset + 1), length first.
        if f.code:
            raise ValueError("a filter has either code= or codes=, not both")
        rec[O.F_CODE] = -(out.emit([len(f.codes), *f.codes]) + 1)
    if f.counter_room:
        # misc family: the same list, then each card's most counters after the passcodes.
        if f.code or f.codes:
            raise ValueError("a counter_room filter names its cards itself")
        names, most = zip(*f.counter_room)
        rec[O.F_CODE] = -(out.emit([len(names), *names, *most]) + 1)
    if _has_stats_clause(rec):
        rec[O.F_FLAGS] |= O.FF_STATS
    return out.emit(rec)


def _has_stats_clause(rec: list[int]) -> bool:
    """Does the filter record ask anything of a card's stats (what stats_match reads)? A Level
    word (a bound, LEVEL_BETWEEN_SCALES) and any DEF word but "none" count."""
    return bool(rec[O.F_RACES] or rec[O.F_ATTRIBUTES] or rec[O.F_CODE] or rec[O.F_LEVEL_MAX]
                or rec[O.F_ATK_MIN] or rec[O.F_ATK_MAX] >= 0 or rec[O.F_DEF_MAX] != -1
                or rec[O.F_FLAGS] & (O.FF_COUNTER_ROOM | O.FF_DEF_BOUNDS))


def _program(out: Compiled, insns) -> int:
    if not insns:
        return -1
    # Filters named by instructions are emitted first; the instructions then follow contiguously.
    encoded = []
    for insn in insns:
        if not isinstance(insn, Insn):
            raise TypeError(f"expected an instruction, got {insn!r}")
        args = [_filter(out, a) if isinstance(a, Filter) else
                out.card_row(a.code) if isinstance(a, CardRow) else (-1 if a is None else int(a))
                for a in insn.args]
        if len(args) > O.INSN_WIDTH - 1:
            raise ValueError(f"instruction {insn.op} has too many arguments")
        op = insn.op | (O.INSN_IF_DONE if insn.if_done else 0)
        op |= O.INSN_TO_RESOLVE if insn.recheck else 0
        encoded.append([op] + args + [0] * (O.INSN_WIDTH - 1 - len(args)))
    at = len(out.code)
    for words in encoded:
        out.emit(words)
    return at
