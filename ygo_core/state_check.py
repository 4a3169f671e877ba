"""Saved states are untrusted input: the complete check a buffer passes before the core runs on it.

``Duel.from_buffer`` and unpickling (``Duel.__reduce__`` -> ``_rebuild``) call :func:`check_array`
and :func:`check_state`, then ask the core for the pending decision's legal actions (a decision
must have one). A buffer that fails raises :class:`StateError` (a ``ValueError``) naming the
section, the index, the word and the value that is wrong. After that, the core may trust the
state (DESIGN.md, "A buffer from outside is untrusted"): every count and index is within its
capacity, every card is in exactly one place and says where, every frame of the continuation
stack is one its procedure can be in, so no step indexes out of bounds, loops forever, or asks
a decision without a legal action.

What is checked, section by section (every rule is a row of a table below):

- the array: a 1-D native ``int32`` numpy array of ``CARD_BASE`` words and ``HDR_CARD_ROWS``
  card rows (at most ``STATE_SIZE`` words), nothing else (no cast);
- the packing (layout.pxd): each player's pile block is well formed, and no bit is set that no
  field uses; the rest of the check reads the state decoded by :mod:`ygo_core.wide`, one word
  per field at the wide form's offsets (``W.CARD_BASE``, ``W.PILE_BASE`` ...);
- the header (``HEADER``): layout version, the card data fingerprint (``HDR_CARD_DATA``, a hash
  of ``CardDB.block``: a state made with other card data is refused), every word's range
  (enumerations, players, counts against their capacities, turn stamps, LP, rule switches, the
  RNG not stuck at zero), and every word no row describes is 0;
- the card table (``CARD_FIELDS``): each row in use (``HDR_N_CARDS``) has a card data row, an
  owner and controller, a location and a position for it, turn stamps not in the future, field
  state cleared off the field, Equips only in the Spell & Trap Zones; rows past it are 0;
- piles and zones: each pile holds at most ``CAP_PILE`` cards, each of which says it is in that
  pile at that index and belongs to that player; each zone cell's card says it is in that zone at
  that sequence, controlled by that player; each card of the table is in exactly one place;
- the continuation stack (``PROCS``): a procedure at the bottom that may be there, each frame's
  step one its procedure has, each frame word in its documented domain (the procedure's .pxd),
  each frame below the top waiting at a step where it pushes the frame above it, the top frame
  asking the pending decision (``DECISIONS``), frames past the top 0;
- the chain (``LINK_*``): effect rows of the card data that can be on a chain, card ids, players,
  Spell Speeds, flags, targets with their stints;
- pending triggers and lingering effects (``LINGER_KINDS``);
- what ties sections together: the attack in progress, the Battle Phase step, the phase, windows
  and chains only in duels with effects, continuous effects applied at a decision, no event
  pending at the open game state.

Extending (what to update when the engine grows; tests/test_saved_state.py's guard tests fail,
naming what is missing, until it is done):

- a new header word (``HDR_*`` in layout.pxd): a row in ``HEADER`` (its width and domain);
  a word without a row must be 0.
- a new rule switch (``HDR_RULE_*``): a row in ``RULE_SWITCHES`` (``Duel()`` checks a RuleSet
  against it too).
- a new procedure (``PROC_*`` in proc/ids.pxd): a ``Proc`` row in ``PROCS`` (its module, whose
  ``<PREFIX>_*`` constants are its steps and ``<PREFIX>_F_*`` its frame words; a domain for each
  frame word; ``waits``: the steps at which it has pushed another frame, and which ones), and
  the new procedure added to the ``waits`` of every procedure that pushes it.
- a new step: it is a step as soon as the .pxd declares it (``<PREFIX>_NAME``); add it to
  ``waits`` if the procedure pushes a frame there, to a ``Decision`` if it asks one there, and to
  the proc's ``check`` if frame words mean something particular at it. A frame word a
  procedure's helpers keep past its .pxd's is given with its offset, ``(width, domain, at)``.
- a new decision kind (``DEC_*`` in actions.pxd): a ``Decision`` row in ``DECISIONS`` (the
  procedure and step that ask it, who decides); a kind asked at more than one place (DEC_YESNO,
  DEC_POSITION, DEC_OPTION) lists the others in its ``also``.
- a new card-table field (field 20 is reserved: it has no storage yet): a row in
  ``CARD_FIELDS`` (its domain, and its value off the field), and its place in the packed row
  (layout.pxd ``CR_*``/``CB_*``, ``card_get``/``card_set``; ygo_core/wide.py).
- a procedure that can be below a GY order (``PROC_GY_ORDER``, pushed by the driver above any
  frame whose step sent 2+ different cards to one GY): nothing, unless a step that reads a
  decision's answer could be left there (``ANSWER_STEPS`` refuses that).
- a new lingering kind (``LING_*``): a row in ``LINGER_KINDS``; a new operation that asks a
  decision (``resume_op``): ``DECISION_OPS``; a new card-table, chain-link, trigger or lingering
  word: its row in ``CARD_FIELDS`` or the section's check.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W
from ygo_core.carddb import FINGERPRINT_WORDS
from ygo_core.deal import derived_words
from ygo_core.proc import activation as AC
from ygo_core.proc import battle_phase as BP
from ygo_core.proc import damage_step as DS
from ygo_core.proc import draw_choice as DC
from ygo_core.proc import graveyard as GO
from ygo_core.proc import hand_limit as HL
from ygo_core.proc import ids as P
from ygo_core.proc import main_phase as MP
from ygo_core.proc import maintenance as MT
from ygo_core.proc import pendulum as PS
from ygo_core.proc import resolve as RS
from ygo_core.proc import special_summon as SP
from ygo_core.proc import extra_summon as ES
from ygo_core.proc import summon as SU
from ygo_core.proc import tribute as TB
from ygo_core.proc import triggers as TR
from ygo_core.proc import turn as TU
from ygo_core.proc import window as WI
from ygo_core.stack import FRAME_RESULT
from ygo_core.vm import filters as FI
from ygo_core.vm import opcodes as O

INT32_MAX = 2 ** 31 - 1
# The turn counter stops at CAP_TURNS (proc/turn.pyx: turn stamps are int16 in the card table).
TURN_MAX = L.CAP_TURNS
# A turn a lingering record (an int32 word) lasts to: a few turns past the current one at most.
UNTIL_MAX = 1 << 24
# A lingering ATK/DEF change; 32 of them summed stay far inside int32.
STAT_DELTA_MAX = 1 << 20
# Attacks one monster declared this turn, stints of one card: far beyond any duel.
COUNT_MAX = 1 << 20
# The decision counter: far beyond any duel. LP saturate at the engine's LP_MAX (proc/life.pyx), so every LP it can reach reloads.
LP_MAX = L.LP_MAX
DECISIONS_MAX = 1 << 30


class StateError(ValueError):
    """A saved state that the engine cannot run on: which section, index, word and value.

    Attributes
    ----------
    section : str
        ``"header"``, ``"card"``, ``"pile"``, ``"zone"``, ``"stack frame"``, ``"chain"``,
        ``"trigger"``, ``"lingering"``, ``"decision"``, ``"card data"`` or ``"state"`` (a word of the
        wide form, :mod:`ygo_core.wide`).
    index : int, str or None
        The card id, frame depth, link, entry or header word; for a pile or a zone, which one
        (``"player 0 PILE_GY"``).
    word : str
        The name of the word (``CARD_LOCATION``, ``WIN_F_PASSES`` ...).
    value : int or None
        The value found.
    """

    def __init__(self, section, index, word, value, expected):
        self.section, self.index, self.word, self.value = section, index, word, value
        where = section if index is None else f"{section} {index}"
        found = "" if value is None else f" = {value}"
        super().__init__(f"invalid saved state: {where}, {word}{found}: {expected}")


# ---- Domains: the values one word may hold ------------------------------------------------------

@dataclass(frozen=True)
class Dom:
    """The values a word may hold: ``ok(value, ctx)``, and what to say when it does not."""
    desc: str
    ok: Callable


def _names(module, prefix, exclude=()):
    # An enumeration of a module's constants (cpdef enum): value -> name.
    return {getattr(module, n): n for n in sorted(dir(module))
            if n.startswith(prefix) and n not in exclude and isinstance(getattr(module, n), int)}


def _mask(names):
    out = 0
    for value in names:
        out |= value
    return out


def between(lo, hi):
    return Dom(f"{lo}..{hi}", lambda v, c: lo <= v <= hi)


def one_of(names):
    return Dom("one of " + ", ".join(f"{n} ({v})" for v, n in sorted(names.items())),
               lambda v, c: v in names)


def flags(names):
    mask = _mask(names)
    return Dom("a combination of " + " | ".join(sorted(names.values())) + f" (within {mask:#x})",
               lambda v, c: v >= 0 and v & ~mask == 0)


ANY = Dom("any value", lambda v, c: True)
ZERO = Dom("0 (a word nothing uses)", lambda v, c: v == 0)
BOOL = Dom("0 or 1", lambda v, c: v in (0, 1))
PLAYER = Dom("a player (0 or 1)", lambda v, c: v in (0, 1))
PLAYER_OR_NONE = Dom("a player (0 or 1) or NO_PLAYER (-1)", lambda v, c: v in (0, 1, L.NO_PLAYER))
CARD = Dom("a card id (0 <= id < HDR_N_CARDS)", lambda v, c: 0 <= v < c.n_cards)
CARD_OR_NONE = Dom("a card id (< HDR_N_CARDS) or NO_CARD (-1)",
                   lambda v, c: v == L.NO_CARD or 0 <= v < c.n_cards)
# A frame word holding a card id once set, 0 before (push_frame zeroes a frame).
CARD_OR_UNSET = Dom("a card id (< HDR_N_CARDS), NO_CARD or 0 (not set yet)",
                    lambda v, c: v in (L.NO_CARD, 0) or 0 <= v < c.n_cards)
STAMP = Dom("a turn stamp (0 <= stamp <= HDR_TURN)", lambda v, c: 0 <= v <= c.turn)
EFFECT = Dom("an effect row of the card data (0 <= row < BLK_N_EFFECTS)",
             lambda v, c: 0 <= v < c.n_effects)
EFFECT_OR_UNSET = Dom("an effect row of the card data or -1",
                      lambda v, c: v == -1 or 0 <= v < c.n_effects)
COUNT = between(0, COUNT_MAX)
DIRT = Dom("DIRTY_NONE, DIRTY_FULL or DIRTY_CARD + a card id (< HDR_N_CARDS)",
           lambda v, c: v in (L.DIRTY_NONE, L.DIRTY_FULL) or 0 <= v - L.DIRTY_CARD < c.n_cards)
# A duel runs by the card data it was made with: the fingerprint must be this CardDB's.
FINGERPRINT = Dom("the fingerprint of this card data (CardDB.fingerprint)",
                  lambda v, c: True)

LOCATIONS = _names(L, "LOC_")
PLACED_LOCATIONS = {v: n for v, n in LOCATIONS.items() if v != L.LOC_NONE}
POSITIONS = _names(L, "POS_")
SUMMON_KINDS = _names(L, "SUMMON_")
PHASES = _names(L, "PHASE_")
PHASE_BITS = {1 << v: f"1 << {n}" for v, n in PHASES.items()}
RULE_BITS = _names(L, "RULE_")
# HDR_RULE_MORE's bits (presets helper): switches 8 and 36.
RULEX_BITS = _names(L, "RULEX_")
BATTLE_STEPS = _names(L, "BSTEP_")
WIN_REASONS = _names(L, "WIN_", exclude=("WIN_NONE",))
DECISION_KINDS = _names(A, "DEC_", exclude=("DEC_NONE",))
PROC_IDS = _names(P, "PROC_", exclude=("PROC_NONE",))
LINGER_KIND_NAMES = _names(O, "LING_")
EVENTS = _names(O, "EV_")
# HDR_ACTIVE_APPLIERS: word k has bit (kind % APPLIER_BITS_PER_WORD) for each applier kind of
# that word (kind // APPLIER_BITS_PER_WORD == k).
APPLIER_WORDS = [{1 << (v % L.APPLIER_BITS_PER_WORD): n for v, n in _names(O, "APPLY_").items()
                  if v // L.APPLIER_BITS_PER_WORD == k} for k in range(L.N_APPLIER_WORDS)]
CARD_FLAGS = _names(L, "CF_")
LINK_FLAGS = _names(L, "LF_")
WINDOW_FLAGS = _names(WI, "WF_")
# The activation context: CTX_OPEN_STATE or a window's WF_* flags (activation.pxd).
CONTEXT_FLAGS = {**WINDOW_FLAGS, AC.CTX_OPEN_STATE: "CTX_OPEN_STATE",
                 AC.CTX_IGNITION_PRIORITY: "CTX_IGNITION_PRIORITY"}
LOCK_BITS = _names(L, "LOCK_")
MISC_BITS = _names(L, "MISC_")
CHAOS_BITS = _names(L, "CHAOS_")
LINK_KINDS = _names(L, "LINKK_")
SUMMON_RULES = _names(L, "SR_", exclude=("SR_NOT_DESTROYED",))
SUMMON_FLAGS = _names(SU, "SF_")
LINK_FLAGS_DOM = flags(LINK_FLAGS)
# Chain links come from activations: never a continuous effect, a summoning procedure or a
# Fusion Monster's materials. Ignition and Quick Effects: the activated family.
CHAIN_EFFECT_KINDS = (O.FXK_CARD, O.FXK_EFFECT, O.FXK_TRIGGER, O.FXK_IGNITION, O.FXK_QUICK, O.FXK_MODE)
# Spell Speeds (W01).
SPEEDS = (1, 2, 3)
ON_FIELD = (L.LOC_MZONE, L.LOC_SZONE, L.LOC_FZONE, L.LOC_PZONE)
PILE_LOCATIONS = {L.PILE_DECK: L.LOC_DECK, L.PILE_HAND: L.LOC_HAND, L.PILE_GY: L.LOC_GY,
                  L.PILE_BANISHED: L.LOC_BANISHED, L.PILE_EXTRA: L.LOC_EXTRA}
PILE_NAMES = _names(L, "PILE_", exclude=("PILE_BASE", "PILE_AT", "PILE_CELLS", "PILE_STRIDE", "PILE_WORDS"))
PILE_OF_LOCATION = {loc: pile for pile, loc in PILE_LOCATIONS.items()}
# The positions a card may have in each place (O01): off the field it has none.
ZONE_POSITIONS = {L.LOC_MZONE: (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE, L.POS_FACEDOWN_DEFENSE),
                  L.LOC_SZONE: (L.POS_FACEDOWN, L.POS_FACEUP),
                  L.LOC_FZONE: (L.POS_FACEDOWN, L.POS_FACEUP),
                  L.LOC_PZONE: (L.POS_FACEUP,)}  # (pend) M04: never Set there
SPELL_OR_TRAP = L.TYPE_SPELL | L.TYPE_TRAP
FACE_UP = (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE, L.POS_FACEUP)


# ---- Header ---------------------------------------------------------------------------------------

# Rule switches (the rule-set record, ygo_core/rules.py), checked when a duel is created too.
RULE_SWITCHES = {
    L.HDR_RULE_START_LP: ("HDR_RULE_START_LP", between(0, LP_MAX)),
    L.HDR_RULE_OPENING_HAND: ("HDR_RULE_OPENING_HAND", between(0, L.CAP_PILE)),
    L.HDR_RULE_FIRST_PLAYER_DRAWS: ("HDR_RULE_FIRST_PLAYER_DRAWS", BOOL),
    L.HDR_RULE_FIRST_TURN_BATTLE: ("HDR_RULE_FIRST_TURN_BATTLE", BOOL),
    # A negative limit would ask a discard of an empty hand (E17).
    L.HDR_RULE_HAND_LIMIT: ("HDR_RULE_HAND_LIMIT", between(0, INT32_MAX)),
    L.HDR_RULE_FIELD_SHARED: ("HDR_RULE_FIELD_SHARED", BOOL),
    L.HDR_RULE_ZERO_ATK_TIE_DESTROYS: ("HDR_RULE_ZERO_ATK_TIE_DESTROYS", BOOL),
    L.HDR_RULE_MAX_TURNS: ("HDR_RULE_MAX_TURNS", between(0, TURN_MAX)),
    # R14, switch 21: a bit (1 << PHASE_*) per phase; activation.pyx shifts by HDR_PHASE.
    L.HDR_RULE_QUICKPLAY_HAND_PHASES: ("HDR_RULE_QUICKPLAY_HAND_PHASES", flags(PHASE_BITS)),
    # Switch 30 (activated family): the turn player's Ignition priority after a summon or chain.
    L.HDR_RULE_IGNITION_PRIORITY: ("HDR_RULE_IGNITION_PRIORITY", BOOL),
    # Switch 42: the era's summon mechanisms, a RULE_* bit each.
    L.HDR_RULE_EXTRA_SUMMONS: ("HDR_RULE_EXTRA_SUMMONS", flags(RULE_BITS)),
    # ---- Rule switches, more (presets helper): switches 8 and 36, a RULEX_* bit each.
    L.HDR_RULE_MORE: ("HDR_RULE_MORE", flags(RULEX_BITS)),
}

STATUS = Dom("STATUS_DECISION (1) or STATUS_OVER (2): a state is saved at a decision or at the end",
             lambda v, c: v in (L.STATUS_DECISION, L.STATUS_OVER))
DECIDER = Dom("a player while a decision is pending, NO_PLAYER (-1) otherwise",
              lambda v, c: v in (0, 1) if c.deciding else v == L.NO_PLAYER)
DECISION = Dom("a DEC_* kind while a decision is pending, DEC_NONE (0) otherwise",
               lambda v, c: v in DECISION_KINDS if c.deciding else v == A.DEC_NONE)
WINNER = Dom("0, 1 or DRAW_RESULT (2) once the duel is over, NO_PLAYER (-1) before",
             lambda v, c: v in (0, 1, L.DRAW_RESULT) if c.over else v == L.NO_PLAYER)
WIN_REASON = Dom("a WIN_* reason once the duel is over, WIN_NONE (0) before",
                 lambda v, c: v in WIN_REASONS if c.over else v == L.WIN_NONE)
# LP are never negative (A08).
LP = between(0, LP_MAX)
TURN = between(1, TURN_MAX)

# Word -> (name, width, domain). Every header word is here or must be 0.
HEADER = {
    L.HDR_VERSION: ("HDR_VERSION", 1, one_of({L.LAYOUT_VERSION: "LAYOUT_VERSION"})),
    L.HDR_STATUS: ("HDR_STATUS", 1, STATUS),
    L.HDR_TURN: ("HDR_TURN", 1, TURN),
    L.HDR_TURN_PLAYER: ("HDR_TURN_PLAYER", 1, PLAYER),
    L.HDR_FIRST_PLAYER: ("HDR_FIRST_PLAYER", 1, PLAYER),
    L.HDR_PHASE: ("HDR_PHASE", 1, one_of(PHASES)),
    L.HDR_BATTLE_STEP: ("HDR_BATTLE_STEP", 1, one_of(BATTLE_STEPS)),
    L.HDR_LP: ("HDR_LP", L.N_PLAYERS, LP),
    L.HDR_NORMAL_SUMMON_TURN: ("HDR_NORMAL_SUMMON_TURN", 1, STAMP),
    # (pend) M10: the turn player's Pendulum Summon of the turn.
    L.HDR_PENDULUM_SUMMON_TURN: ("HDR_PENDULUM_SUMMON_TURN", 1, STAMP),
    L.HDR_WINNER: ("HDR_WINNER", 1, WINNER),
    L.HDR_WIN_REASON: ("HDR_WIN_REASON", 1, WIN_REASON),
    # Any bit pattern, but not all four words 0 (xoshiro's fixed point: rng_below would spin).
    L.HDR_RNG: ("HDR_RNG", 4, ANY),
    L.HDR_ERR_ARG: ("HDR_ERR_ARG", 1, ANY),
    L.HDR_DECIDER: ("HDR_DECIDER", 1, DECIDER),
    L.HDR_DECISION: ("HDR_DECISION", 1, DECISION),
    # The last action taken: the next take() overwrites it before anything reads it.
    L.HDR_ACTION: ("HDR_ACTION", 1, ANY),
    L.HDR_N_CARDS: ("HDR_N_CARDS", 1, between(0, L.CAP_CARDS)),
    # The rows the buffer holds (check_array: its length): the cards in use, and Token rows.
    L.HDR_CARD_ROWS: ("HDR_CARD_ROWS", 1, Dom("HDR_N_CARDS .. CAP_CARDS", lambda v, c: c.n_cards <= v <= L.CAP_CARDS)),
    L.HDR_DECISIONS: ("HDR_DECISIONS", 1, between(0, DECISIONS_MAX)),
    L.HDR_AUTO_FORCED: ("HDR_AUTO_FORCED", 1, BOOL),
    L.HDR_ATTACKER: ("HDR_ATTACKER", 1, CARD_OR_NONE),
    L.HDR_ATTACK_TARGET: ("HDR_ATTACK_TARGET", 1, CARD_OR_NONE),
    L.HDR_STACK_TOP: ("HDR_STACK_TOP", 1, between(1, L.CAP_STACK)),
    L.HDR_CHAIN_LEN: ("HDR_CHAIN_LEN", 1, between(0, L.CAP_CHAIN)),
    L.HDR_TRIGGER_LEN: ("HDR_TRIGGER_LEN", 1, between(0, L.CAP_TRIGGERS)),
    L.HDR_LINGER_LEN: ("HDR_LINGER_LEN", 1, between(0, L.CAP_LINGER)),
    **{word: (name, 1, dom) for word, (name, dom) in RULE_SWITCHES.items()},
    L.HDR_PRIORITY: ("HDR_PRIORITY", 1, PLAYER_OR_NONE),
    L.HDR_EVENT: ("HDR_EVENT", 1, flags(EVENTS)),
    L.HDR_EVENT_CARD: ("HDR_EVENT_CARD", 1, CARD_OR_NONE),
    L.HDR_EVENT_PLAYER: ("HDR_EVENT_PLAYER", 1, PLAYER_OR_NONE),
    L.HDR_MONSTER_TO_GY_TURN: ("HDR_MONSTER_TO_GY_TURN", L.N_PLAYERS, STAMP),
    L.HDR_DIRTY: ("HDR_DIRTY", 1, DIRT),
    L.HDR_HAS_EFFECTS: ("HDR_HAS_EFFECTS", 1, BOOL),
    # The events the duel's cards (and the Tokens it made) have triggers for: _check_context.
    L.HDR_TRIGGER_EVENTS: ("HDR_TRIGGER_EVENTS", 1, ANY),
    # One row per word (each word's own kinds): the first is named as the constant.
    **{L.HDR_ACTIVE_APPLIERS + k: ("HDR_ACTIVE_APPLIERS" + (f"+{k}" if k else ""), 1, flags(APPLIER_WORDS[k]))
       for k in range(L.N_APPLIER_WORDS)},
    L.HDR_ATTACK_NEGATED: ("HDR_ATTACK_NEGATED", 1, BOOL),
    # The appliers of the last application (checked against the field in _check_appliers).
    L.HDR_APPLIERS_LEN: ("HDR_APPLIERS_LEN", 1, between(-1, L.CAP_APPLIER_CACHE)),
    L.HDR_APPLIERS: ("HDR_APPLIERS", L.CAP_APPLIER_CACHE, ANY),
    # triggers family: 1 when a Spell/Trap with a trigger is in the duel (set at its start).
    L.HDR_SPELL_TRIGGERS: ("HDR_SPELL_TRIGGERS", 1, BOOL),
    # (pend) RULE_PENDULUM and a Pendulum Monster card in the duel (deal.pyx start_at).
    L.HDR_PENDULUM_CARDS: ("HDR_PENDULUM_CARDS", 1, BOOL),
    L.HDR_CARD_DATA: ("HDR_CARD_DATA", FINGERPRINT_WORDS, FINGERPRINT),
    # AH10: per player, the turn they last entered the Battle Phase (checked in _check_context).
    L.HDR_BATTLE_PHASE_TURN: ("HDR_BATTLE_PHASE_TURN", L.N_PLAYERS, STAMP),
    # C10: the driver closes every batch of GY arrivals (proc/graveyard.pyx) before a decision
    # is asked and before the duel ends; a saved state has none open.
    L.HDR_GY_UNORDERED: ("HDR_GY_UNORDERED", L.N_PLAYERS,
                         Dom("0 (batches of GY arrivals are closed before a decision, C10)", lambda v, c: v == 0)),
    # Draw Phases still to skip (Reckless Greed): a byte count per player, player 0 in bits 0-7.
    L.HDR_SKIP_DRAW_PHASES: ("HDR_SKIP_DRAW_PHASES", 1,
                             Dom("two byte counts (player 0 bits 0-7, player 1 bits 8-15)",
                                 lambda v, c: 0 <= v <= 0xFFFF)),
    # The monster being summoned + 1 while its summon-negation window runs, negative once the
    # summon was negated, 0 otherwise (checked against the summon frame in _check_context).
    L.HDR_SUMMONING: ("HDR_SUMMONING", 1, Dom("0, or +-(a card id + 1)",
                                               lambda v, c: v == 0 or 1 <= abs(v) <= c.n_cards)),
    # The lock mechanisms the duel's cards use (set at the start): any combination costs only time.
    L.HDR_LOCKS: ("HDR_LOCKS", 1, flags(LOCK_BITS)),
    L.HDR_SUMMONED_TURN: ("HDR_SUMMONED_TURN", L.N_PLAYERS, STAMP),
    # misc family: the battle mechanisms the duel's cards use (set at the start, scan_misc).
    L.HDR_MISC: ("HDR_MISC", 1, flags(MISC_BITS)),
    # burn: the damage calculation of the Damage Step in progress is done.
    L.HDR_DAMAGE_CALCULATED: ("HDR_DAMAGE_CALCULATED", 1, BOOL),
    # chaos: the family's mechanisms the duel's cards use (set when it starts).
    L.HDR_CHAOS: ("HDR_CHAOS", 1, flags(CHAOS_BITS)),
    # The activation candidates (a bit per card id, per player): recomputed from the card table
    # and compared in _check_context.
    L.HDR_ACTIVATORS: ("HDR_ACTIVATORS", L.N_PLAYERS * L.ACTIVATOR_WORDS, ANY),
    # Those of them with an effect of Spell Speed 2 or more (a DBF_FAST_* bit): the same check.
    L.HDR_FAST_ACTIVATORS: ("HDR_FAST_ACTIVATORS", L.N_PLAYERS * L.ACTIVATOR_WORDS, ANY),
    # The actions chosen so far (at most the decisions taken) and the last HISTORY_LEN of them:
    # any entry words do, as the observation only copies them out (nothing in play reads them).
    L.HDR_HISTORY_COUNT: ("HDR_HISTORY_COUNT", 1, between(0, DECISIONS_MAX)),
    L.HDR_HISTORY: ("HDR_HISTORY", L.HISTORY_LEN * L.HIST_WIDTH, ANY),
    # MR3 summons (xyz helper): the Synchro / Xyz mechanisms the duel's Extra Decks need (set
    # when it starts, deal.pyx scan_extra_monsters).
    L.HDR_EXTRA_MONSTERS: ("HDR_EXTRA_MONSTERS", 1, flags(_names(L, "XS_"))),
}


# ---- Card table ---------------------------------------------------------------------------------

# Field -> (name, domain, value off the field). Off the field (Deck, hand, GY, banished, Extra
# Deck) a card keeps nothing of its time there (AD01: move.pyx reset_field_state).
CARD_FIELDS = {
    L.CARD_DB_ROW: ("CARD_DB_ROW", Dom("a card data row (0 <= row < BLK_N_ROWS)",
                                       lambda v, c: 0 <= v < c.n_rows), None),
    L.CARD_OWNER: ("CARD_OWNER", PLAYER, None),
    L.CARD_CONTROLLER: ("CARD_CONTROLLER", PLAYER, None),
    # LOC_NONE only for a Token that left the field (it exists nowhere until its row is reused).
    L.CARD_LOCATION: ("CARD_LOCATION", Dom(one_of(PLACED_LOCATIONS).desc + ", or LOC_NONE for a Token row",
                                           lambda v, c: v in PLACED_LOCATIONS or v == L.LOC_NONE), None),
    L.CARD_SEQUENCE: ("CARD_SEQUENCE", between(0, L.CAP_PILE - 1), None),
    L.CARD_POSITION: ("CARD_POSITION", one_of(POSITIONS), L.POS_NONE),
    # Checked against the printed values below.
    L.CARD_ATK: ("CARD_ATK", ANY, None),
    L.CARD_DEF: ("CARD_DEF", ANY, None),
    L.CARD_SUMMON_TURN: ("CARD_SUMMON_TURN", STAMP, 0),
    L.CARD_SUMMON_KIND: ("CARD_SUMMON_KIND", one_of(SUMMON_KINDS), L.SUMMON_NONE),
    L.CARD_POS_CHANGE_TURN: ("CARD_POS_CHANGE_TURN", STAMP, 0),
    L.CARD_ATTACK_TURN: ("CARD_ATTACK_TURN", STAMP, 0),
    L.CARD_ATTACKS: ("CARD_ATTACKS", COUNT, 0),
    L.CARD_REVEALED: ("CARD_REVEALED", between(0, (1 << L.N_PLAYERS) - 1), None),
    L.CARD_STINT: ("CARD_STINT", COUNT, None),
    L.CARD_FLAGS: ("CARD_FLAGS", flags(CARD_FLAGS), 0),
    L.CARD_SET_TURN: ("CARD_SET_TURN", STAMP, 0),
    L.CARD_EQUIPPED_TO: ("CARD_EQUIPPED_TO", CARD_OR_NONE, L.NO_CARD),
    L.CARD_EQUIPPED_STINT: ("CARD_EQUIPPED_STINT", COUNT, 0),
    L.CARD_COUNTERS: ("CARD_COUNTERS", COUNT, 0),
    # The turn it destroyed a monster by battle (battle family); cleared off the field.
    L.CARD_BATTLE_KILL_TURN: ("CARD_BATTLE_KILL_TURN", STAMP, 0),
    # Its stint + 1 while negated, else 0 (a stale stint never matches); recomputed with the
    # continuous effects, so off the field it may still hold one (checked against the stint).
    L.CARD_NEGATED: ("CARD_NEGATED", between(0, COUNT_MAX + 1), None),
    L.CARD_LINKED: ("CARD_LINKED", CARD_OR_NONE, L.NO_CARD),
    L.CARD_LINKED_STINT: ("CARD_LINKED_STINT", COUNT, 0),
    L.CARD_LINK_KIND: ("CARD_LINK_KIND", flags(LINK_KINDS), 0),
    # SR_NOT_DESTROYED lives only inside one move (move.pyx send_not_destroyed sets it,
    # move_to_pile reads and clears it), so a saved state never holds it.
    L.CARD_SUMMON_RULES: ("CARD_SUMMON_RULES", flags(SUMMON_RULES), None),
    L.CARD_FLIPPED_TURN: ("CARD_FLIPPED_TURN", STAMP, 0),
}
# Words of a card row no CARD_FIELDS row describes (20, reserved for the GOAT mechanisms)
# must be 0, like undescribed header words.


UNDESCRIBED_CARD_WORDS = tuple(w for w in range(W.CARD_WIDTH) if w not in CARD_FIELDS)


def card_word_name(word):
    # The name of a card-table word, for messages.
    return CARD_FIELDS[word][0] if word in CARD_FIELDS else f"word {word} (no CARD_FIELDS row describes it)"



# ---- Lingering effects ----------------------------------------------------------------------------

@dataclass(frozen=True)
class LingerKind:
    """One LING_* kind: whether its record names a card (LINGER_CARD), and its value words."""
    on_card: bool
    value: Dom = ZERO
    value2: Dom = ZERO
    # LINGER_UNTIL_TURN: the turn it lasts to (0: while its card stays face-up, LING_STATS).
    until: Dom = STAMP


STAT_DELTA = between(-STAT_DELTA_MAX, STAT_DELTA_MAX)
LINGER_KINDS = {
    O.LING_STATS: LingerKind(True, STAT_DELTA, STAT_DELTA),
    O.LING_CONTROL: LingerKind(True),
    O.LING_NO_BATTLE_DAMAGE: LingerKind(False),
    O.LING_NO_BATTLE_DESTROY: LingerKind(False),
    O.LING_REVERSE_STATS: LingerKind(False),
    O.LING_SKIP_BATTLE: LingerKind(False),
    # LINGER_VALUE: 0, or TRIBUTE_REQUIRED (a Tribute the player makes must include it: Soul Exchange).
    O.LING_MAY_TRIBUTE: LingerKind(True, one_of({0: "0", TB.TRIBUTE_REQUIRED: "TRIBUTE_REQUIRED"})),
    O.LING_ONCE_USED: LingerKind(False, EFFECT),
    # triggers family: no attack declarations this turn (Threatening Roar).
    O.LING_NO_ATTACK_DECLARE: LingerKind(False),
    # battle: LINGER_CARD inflicts piercing damage this turn.
    O.LING_PIERCING: LingerKind(True),
    # locks: LINGER_CARD is destroyed in the End Phase of turn LINGER_VALUE (a later turn:
    # Swords of Revealing Light), the turn the record lasts to.
    O.LING_DOOM: LingerKind(True, between(1, UNTIL_MAX), until=between(1, UNTIL_MAX)),
    # locks: the LP paid to activate LINGER_CARD (COST_LP_MULTIPLES), for its stint.
    O.LING_PAID: LingerKind(True, between(0, INT32_MAX)),
    # summons: the player cannot Normal, Flip or Special Summon this turn.
    O.LING_NO_SUMMON: LingerKind(False),
    # burn: a boost for the damage calculation in progress (Injection Fairy Lily).
    O.LING_CALC_STATS: LingerKind(True, STAT_DELTA, STAT_DELTA),
    # burn: Fake Trap spares its player's Traps from the chain link of index VALUE.
    O.LING_TRAPS_SPARED: LingerKind(False, between(0, L.CAP_CHAIN - 1)),
    # fusion family: LINGER_CARD cannot attack directly, and goes back to the Extra Deck in this
    # turn's End Phase (Magical Scientist).
    O.LING_FROM_EXTRA_FOR_TURN: LingerKind(True),
    # chaos: LINGER_CARD cannot attack this turn (Chaos Sorcerer's cost); was attacked this turn
    # by the monster LINGER_VALUE in its stint LINGER_VALUE2 (Asura Priest); is banished in this
    # End Phase (Return from the Different Dimension), or (sdmp, LINGER_VALUE 1) destroyed then
    # (Pendulum Rising).
    O.LING_SELF_NO_ATTACK: LingerKind(True),
    O.LING_ATTACKED_BY: LingerKind(True, CARD, between(0, INT32_MAX)),
    O.LING_BANISH_AT_END: LingerKind(True, between(0, 1)),
    # sdmp: the original Level of LINGER_CARD's Type Fusion Material (Rune-Eyes), for its stint.
    O.LING_MATERIAL_LEVEL: LingerKind(True, between(0, 13), until=between(0, 0)),
    O.LING_FUSED_WITH_PENDULUM: LingerKind(True),  # (pclause) Rune-Eyes' (2), for the turn
    # MR3 quick: this turn's Battle Phase ends (Swift Scarecrow); LINGER_CARD has its effects
    # negated until the end of the turn (Effect Veiler).
    O.LING_END_BATTLE: LingerKind(False),
    O.LING_NEGATED_THIS_TURN: LingerKind(True),
    # MR3 quick: LINGER_CARD's queued EV_EFFECT_DAMAGE trigger repays LINGER_VALUE damage
    # (Doppelganger, OP_REPAY_DAMAGE), this turn.
    O.LING_DAMAGE_TO_REPAY: LingerKind(True, between(1, INT32_MAX)),
    # chaos: a mark on LINGER_CARD (MARK_*: an effect row used this turn or in the duel, its
    # destruction this turn by the player LINGER_VALUE2 - 1, or none); MARK_DUEL_USED lasts the
    # duel (LINGER_UNTIL_TURN 0).
    O.LING_MARK: LingerKind(True, one_of(_names(O, "MARK_")), between(0, INT32_MAX),
                            until=between(0, UNTIL_MAX)),
    # MR3 leave: LINGER_CARD's effects are negated / it is banished when it leaves the field,
    # for its stint (the riders of the summon that put it there; LINGER_UNTIL_TURN 0).
    O.LING_NEGATED: LingerKind(True, until=ZERO),
    O.LING_BANISH_ON_LEAVE: LingerKind(True, until=ZERO),
    # ---- MR3 pendulum family: a card's Pendulum Scales (left << 8 | right, each 0-13) until
    # the end of the turn (OP_SET_SCALE).
    O.LING_SCALE: LingerKind(True, Dom("Pendulum Scales (left << 8 | right, 0-13 each)",
                                       lambda v, c: 0 <= v >> 8 <= 13 and 0 <= v & 0xFF <= 13 and v < 1 << 16)),
    # A change of ATK (LINGER_VALUE) until the end of the Battle Phase (Silver Claw).
    O.LING_BATTLE_STATS: LingerKind(True, STAT_DELTA, STAT_DELTA),
    # (pendulum) Timegazer Magician's once-per-turn protection used by the card this turn.
    O.LING_PROOF_USED: LingerKind(True),
    # (pendulum) a Pendulum Effect of LINGER_CARD its player activated this turn (Pendulum Call's
    # history); Pendulum Call's protection of the Pendulum Zones (a filter's code offset).
    O.LING_PFX_ACTIVATED: LingerKind(True),
    O.LING_PZONE_PROOF: LingerKind(False, Dom("a filter's code offset", lambda v, c: 0 <= v < int(c.block[L.BLK_CODE_LEN])),
                                   until=between(1, UNTIL_MAX)),
    # MR3 sdmp family (OP_MARK_UNTIL): LINGER_CARD cannot change its battle position (Lyla, to
    # the end of a later turn), cannot be targeted, cannot be destroyed by card effects
    # (Forbidden Dress, this turn).
    O.LING_POSITION_LOCK: LingerKind(True, until=between(1, UNTIL_MAX)),
    O.LING_UNTARGETABLE: LingerKind(True, until=between(1, UNTIL_MAX)),
    O.LING_EFFECT_PROOF: LingerKind(True, until=between(1, UNTIL_MAX)),
    # sdmp: LINGER_CARD was Normal Summoned without Tributes: its original ATK/DEF are halved
    # for its stint (no end turn: Fusilier Dragon).
    O.LING_HALVED: LingerKind(True, until=ZERO),
}
# ---- ATK/DEF layers (AA02): an activated "becomes" on LINGER_CARD, for its stint or to the end
# of a turn (LING_BECOME), or of the Battle Phase (LING_BATTLE_BECOME): with LINGER_SOURCE
# NO_CARD the ATK and DEF it becomes (STAT_KEPT: not set), else the stint of the source whose
# continuous modifiers it overrode and the BECOME_* stats they no longer count for.
BECOME_VALUE = between(O.STAT_KEPT, INT32_MAX)
LINGER_KINDS[O.LING_BECOME] = LingerKind(True, BECOME_VALUE, BECOME_VALUE, until=between(0, UNTIL_MAX))
LINGER_KINDS[O.LING_BATTLE_BECOME] = LingerKind(True, BECOME_VALUE, BECOME_VALUE, until=between(1, UNTIL_MAX))
# ---- MR3 synchro family
# LINGER_CARD's Level changes by LINGER_VALUE while it stays face-up (no end turn, as LING_STATS).
LINGER_KINDS[O.LING_LEVEL] = LingerKind(True, between(-12, 12), until=between(0, 0))
# The player Synchro Summoned a monster of passcode LINGER_VALUE this turn (LINGER_CARD).
LINGER_KINDS[O.LING_SYNCHRO_ONCE] = LingerKind(True, between(1, INT32_MAX), until=between(1, UNTIL_MAX))
# The player Special Summoned a card of passcode LINGER_VALUE by its once-per-Duel procedure.
LINGER_KINDS[O.LING_PROC_ONCE] = LingerKind(False, between(1, INT32_MAX), until=between(0, 0))
# ---- MR3 battle helper (the leave family's numbers): the GRANT_* bits LINGER_CARD holds this
# turn in its battles with an opponent's monster, LINGER_PLAYER being "you" (Scrap Fist).
LINGER_KINDS[O.LING_BATTLE_GRANTS] = LingerKind(True, between(1, O.GRANT_ALL), until=between(1, UNTIL_MAX))
# LINGER_CARD's effect marked by OP_MARK_RESOLVED resolved this turn (its stint then: Stardust Warrior).
LINGER_KINDS[O.LING_RESOLVED_THIS_TURN] = LingerKind(True, until=between(1, UNTIL_MAX))
# The player used the additional Normal Summon of OP_RULE_EXTRA_NORMAL_SUMMON this turn.
LINGER_KINDS[O.LING_EXTRA_NORMAL_USED] = LingerKind(False, between(1, 1), until=between(1, UNTIL_MAX))
# ---- MR3 quick family, third round (virus): the cards LINGER_PLAYER draws are destroyed if of
# card type LINGER_VALUE (Spell or Trap), up to the end of turn LINGER_UNTIL_TURN, the last of
# their 3 turns counted (this turn to 2 x 3 - 1 turns on: Eradicator Epidemic Virus).
LINGER_KINDS[O.LING_DRAW_CHECK] = LingerKind(
    False, one_of({L.TYPE_SPELL: "TYPE_SPELL", L.TYPE_TRAP: "TYPE_TRAP"}),
    until=Dom(f"a turn from this one to {2 * O.DRAW_CHECK_FOE_TURNS - 1} turns on",
              lambda v, c: int(c.s[L.HDR_TURN]) <= v <= int(c.s[L.HDR_TURN]) + 2 * O.DRAW_CHECK_FOE_TURNS - 1))


# ---- The continuation stack -----------------------------------------------------------------------

@dataclass(frozen=True)
class Proc:
    """How a procedure's frames may look (its .pxd documents the words).

    ``module`` declares the steps (``<prefix>_*``) and frame words (``<prefix>_F_*``);
    ``words`` gives each frame word's domain by name (a word nothing writes must be 0);
    ``waits`` maps each step at which the procedure has pushed another frame above its own to
    the procedures it pushes there; ``bottom`` marks the procedure at depth 0; ``check`` adds
    rules between words, ``(ctx, depth, f, child)`` with ``f`` the frame's offset.
    """
    module: object
    prefix: str
    words: dict
    waits: dict = field(default_factory=dict)
    bottom: bool = False
    check: Callable | None = None
    # Derived from the module once: step value -> name, frame offset -> (name, domain).
    steps: dict = field(init=False, repr=False)
    offsets: dict = field(init=False, repr=False)

    def __post_init__(self):
        word_names = tuple(n for n in dir(self.module) if n.startswith(self.prefix + "_F_"))
        object.__setattr__(self, "steps", _names(self.module, self.prefix + "_", exclude=word_names))
        offsets = {}
        for name, spec in self.words.items():
            # (width, domain) or (width, domain, offset) for words a procedure's helpers keep
            # past its .pxd's (OP_FUSION_SUMMON's materials in the resolution frame).
            width, dom, *at = spec if isinstance(spec, tuple) else (1, spec)
            at = at[0] if at else FRAME_RESULT if name == "FRAME_RESULT" else getattr(self.module, name)
            for k in range(width):
                offsets[at + k] = (name if width == 1 else f"{name}+{k}", dom)
        object.__setattr__(self, "offsets", offsets)

    def frame_word_names(self):
        # The frame words the procedure's .pxd declares (<prefix>_F_*).
        return sorted(n for n in dir(self.module) if n.startswith(self.prefix + "_F_"))


@dataclass(frozen=True)
class Decision:
    """A DEC_* kind: the procedure and step that ask it (the top frame), and who decides."""
    proc: int
    step: int
    decider: Callable
    check: Callable | None = None
    # Other (proc, step) places that ask the same kind, each a Decision of its own.
    also: tuple = ()

    def places(self):
        return (self,) + self.also

    def at(self, proc, step):
        # The Decision row of this kind asked by `proc` at `step`, or None.
        return next((d for d in self.places() if (d.proc, d.step) == (proc, step)), None)


def _fx(c, fx, word):
    return int(c.effects[fx, word])


def _insn(c, fx, pc):
    # The opcode (INSN_IF_DONE stripped) of instruction pc of effect fx.
    return int(c.code[_fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH + O.INSN_OP]) & O.INSN_OP_MASK


def _insn_arg(c, fx, pc, arg):
    return int(c.code[_fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH + arg])


def _link(c, i, word):
    return c.s[W.CHAIN_BASE + i * L.CHAIN_LINK_WIDTH + word]


def _card(c, card, word):
    return c.s[W.CARD_BASE + card * W.CARD_WIDTH + word]


def _check_turn(c, depth, f, child):
    # E01: the phase the turn is in follows from the step it waits at.
    phase = {TU.TURN_STANDBY: L.PHASE_DRAW, TU.TURN_MAIN1: L.PHASE_STANDBY,
             TU.TURN_AFTER_MAIN1: L.PHASE_MAIN1, TU.TURN_MAIN2: L.PHASE_BATTLE,
             TU.TURN_END: L.PHASE_MAIN2, TU.TURN_CLEANUP: L.PHASE_END}.get(c.s[f + L.FRAME_STEP])
    if child is not None and phase is not None and c.s[L.HDR_PHASE] != phase:
        c.fail("header", L.HDR_PHASE, "HDR_PHASE", c.s[L.HDR_PHASE],
               f"{PHASES[phase]} while the turn waits at step {c.step_name(depth)}")


def _check_main(c, depth, f, child):
    if c.s[f + L.FRAME_STEP] == MP.MAIN_LEAVE and c.s[f + MP.MAIN_F_LEAVING] not in (TU.NEXT_BATTLE, TU.NEXT_END):
        c.frame_fail(depth, "MAIN_F_LEAVING", "NEXT_BATTLE or NEXT_END while leaving the phase")


def _check_summon(c, depth, f, child):
    # G05-G10: the monster waits in the hand until placed; Tributes are chosen one at a time,
    # monsters on the field, each once; enough must be left for the choices still to make.
    s = c.s
    step, card, player = s[f + L.FRAME_STEP], s[f + SU.SUMMON_F_CARD], s[f + SU.SUMMON_F_PLAYER]
    needed, chosen = s[f + SU.SUMMON_F_NEEDED], s[f + SU.SUMMON_F_CHOSEN]
    if step == SU.SUMMON_SUCCEED:
        _check_summon_succeed(c, depth, f, card)
        return
    if s[f + SU.SUMMON_F_MODE] == L.SUMMON_FLIP:
        c.frame_fail(depth, "SUMMON_F_MODE", "SUMMON_NORMAL or SUMMON_SET (a Flip Summon only waits at SUMMON_SUCCEED)")
    if _card(c, card, L.CARD_LOCATION) != L.LOC_HAND or _card(c, card, L.CARD_CONTROLLER) != player:
        c.frame_fail(depth, "SUMMON_F_CARD", "a card in the summoning player's hand (it leaves it when placed)")
    if not c.printed(card, L.DB_TYPE) & L.TYPE_MONSTER:
        c.frame_fail(depth, "SUMMON_F_CARD", "a monster (determinize keeps the card being summoned)")
    if bool(s[f + SU.SUMMON_F_FLAGS] & SU.SF_EXTRA) != (c.proc_at(depth - 1) == P.PROC_RESOLVE):
        c.frame_fail(depth, "SUMMON_F_FLAGS", "SF_EXTRA exactly when made during a resolution (T07)")
    if step == SU.SUMMON_BEGIN and (needed or chosen):
        c.frame_fail(depth, "SUMMON_F_NEEDED", "0 before the summon begins (SUMMON_BEGIN counts the Tributes)")
    if step != SU.SUMMON_BEGIN and needed != _tributes_needed(c.printed(card, L.DB_LEVEL)):
        c.frame_fail(depth, "SUMMON_F_NEEDED", "the Tributes the monster's Level needs (G07, tributes_needed)")
    if chosen > needed or (step == SU.SUMMON_TAKE_TRIBUTE and chosen == needed):
        c.frame_fail(depth, "SUMMON_F_CHOSEN", f"at most SUMMON_F_NEEDED ({needed}), fewer while choosing")
    tributes = s[f + SU.SUMMON_F_TRIBUTES:f + SU.SUMMON_F_TRIBUTES + 2]
    placing = step == SU.SUMMON_PLACE
    for k, tribute in enumerate(tributes):
        if k >= chosen:
            if tribute != 0:
                c.frame_fail(depth, f"SUMMON_F_TRIBUTES+{k}", "0 (not chosen yet)")
        elif placing:
            # G09: sent to the GY together before the monster is placed (a GY-order decision
            # may come between); SUMMON_PLACE reads them no more.
            if not 0 <= tribute < c.n_cards:
                c.frame_fail(depth, f"SUMMON_F_TRIBUTES+{k}", CARD.desc)
        elif not 0 <= tribute < c.n_cards or _card(c, tribute, L.CARD_LOCATION) != L.LOC_MZONE \
                or tribute in tributes[:k]:
            c.frame_fail(depth, f"SUMMON_F_TRIBUTES+{k}", "a chosen Tribute: a monster on the field, chosen once")
    if step == SU.SUMMON_TAKE_TRIBUTE and _tributable(c, player, tributes[:chosen]) < needed - chosen:
        c.frame_fail(depth, "SUMMON_F_NEEDED", "at most the Tributes chosen plus the monsters left to Tribute (G10)")
    if placing and (chosen != needed or not _free_monster_zone(c, player)):
        c.frame_fail(depth, "SUMMON_F_CHOSEN", "every Tribute chosen, and a free Monster Zone to place the monster in (G02)")


def _check_summon_succeed(c, depth, f, card):
    # locks: the monster was placed (or Flip Summoned) and waits for its summon-negation window;
    # HDR_SUMMONING names it (negative once negated). It may have left the field meanwhile.
    # FRAME_RESULT (the window's result) overlays SUMMON_F_TRIBUTES+1, no longer read.
    s = c.s
    if abs(s[L.HDR_SUMMONING]) != card + 1:
        c.fail("header", L.HDR_SUMMONING, "HDR_SUMMONING", s[L.HDR_SUMMONING],
               f"+-(SUMMON_F_CARD + 1) = +-{card + 1} while its summon-negation window runs")
    if s[f + SU.SUMMON_F_FLAGS] & SU.SF_EXTRA:
        c.frame_fail(depth, "SUMMON_F_FLAGS", "0: a summon during a resolution has no negation window (T07)")
    if s[f + SU.SUMMON_F_MODE] == L.SUMMON_SET:
        c.frame_fail(depth, "SUMMON_F_MODE", "a summon (a Set is not negated as a summon)")
    if s[f + SU.SUMMON_F_TRIBUTES + 1] not in (0, WI.WINDOW_CHAINED) and s[f + SU.SUMMON_F_CHOSEN] < 2:
        c.frame_fail(depth, "SUMMON_F_TRIBUTES+1", "0 or WINDOW_CHAINED (the window's result)")


def _check_maintenance(c, depth, f, child):
    # locks: at MT_ANSWER the controller is asked to pay MT_F_COST for the face-up card in the
    # zone just looked at.
    s = c.s
    if s[f + L.FRAME_STEP] != MT.MT_ANSWER:
        return
    zone, card, player = s[f + MT.MT_F_ZONE] - 1, s[f + MT.MT_F_CARD], s[L.HDR_TURN_PLAYER]
    if zone < 0 or s[W.ZONE_BASE + player * L.ZONES_PER_PLAYER + zone] != card or card == L.NO_CARD:
        c.frame_fail(depth, "MT_F_CARD", "the turn player's card in the zone before MT_F_ZONE")
    if not 0 < s[f + MT.MT_F_COST] <= s[L.HDR_LP + player]:
        c.frame_fail(depth, "MT_F_COST", "a cost the player can pay (0 < cost <= LP)")


def _check_draw_choice(c, depth, f, child):
    # locks: at DC_ANSWER the offered effect (FXF_INSTEAD_OF_DRAW) of the turn player's monster.
    s = c.s
    card, fx = s[f + DC.DC_F_CARD], s[f + DC.DC_F_EFFECT]
    if s[f + L.FRAME_STEP] == DC.DC_ASK:
        if card or fx:
            c.frame_fail(depth, "DC_F_CARD", "0 before the choice is offered")
        return
    if not 0 <= card < c.n_cards or _card(c, card, L.CARD_LOCATION) != L.LOC_MZONE \
            or _card(c, card, L.CARD_CONTROLLER) != s[L.HDR_TURN_PLAYER]:
        c.frame_fail(depth, "DC_F_CARD", "a monster of the turn player's field")
    first = c.printed(card, L.DB_FX_FIRST)
    if not (first <= fx < first + c.printed(card, L.DB_FX_COUNT)) or not _fx(c, fx, O.FX_FLAGS) & O.FXF_INSTEAD_OF_DRAW:
        c.frame_fail(depth, "DC_F_EFFECT", "an effect of DC_F_CARD used instead of the draw (FXF_INSTEAD_OF_DRAW)")


def _check_special_summon(c, depth, f, child):
    # summons: the monster stays in the hand until placed; its FXK_SUMMON_PROC cost cards are
    # chosen one at a time (SP_TAKE_COST asks while some are missing), banished at SP_ASK_POSITION.
    s = c.s
    step, card, player, fx = (s[f + w] for w in (L.FRAME_STEP, SP.SP_F_CARD, SP.SP_F_PLAYER, SP.SP_F_EFFECT))
    if step == SP.SP_SUCCEED:
        # locks: placed, waiting for its summon-negation window (it may have left the field
        # meanwhile); the costs are paid and read no more (the window's result overlays one).
        if abs(s[L.HDR_SUMMONING]) != card + 1:
            c.fail("header", L.HDR_SUMMONING, "HDR_SUMMONING", s[L.HDR_SUMMONING],
                   f"+-(SP_F_CARD + 1) = +-{card + 1} while its summon-negation window runs")
        return
    if _card(c, card, L.CARD_LOCATION) != L.LOC_HAND or _card(c, card, L.CARD_CONTROLLER) != player:
        c.frame_fail(depth, "SP_F_CARD", "a card in the summoning player's hand (it leaves it when placed)")
    first = c.printed(card, L.DB_FX_FIRST)
    if not (first <= fx < first + c.printed(card, L.DB_FX_COUNT)) or _fx(c, fx, O.FX_KIND) != O.FXK_SUMMON_PROC:
        c.frame_fail(depth, "SP_F_EFFECT", "the card's summoning procedure (FXK_SUMMON_PROC)")
    total = _fx(c, fx, O.FX_TARGET_COUNT) + _fx(c, fx, O.FX_TARGET2_COUNT)
    chosen = s[f + SP.SP_F_CHOSEN]
    if total > SP.SP_MAX_COSTS or chosen > total or (step == SP.SP_TAKE_COST and chosen == total) \
            or (step in (SP.SP_ASK_POSITION, SP.SP_PLACE) and chosen != total):
        c.frame_fail(depth, "SP_F_CHOSEN", f"the costs chosen so far (of {total}), fewer while one is chosen")
    costs = s[f + SP.SP_F_COSTS:f + SP.SP_F_COSTS + SP.SP_MAX_COSTS]
    for k, cost in enumerate(costs):
        if k >= chosen:
            if cost != 0:
                c.frame_fail(depth, f"SP_F_COSTS+{k}", "0 (not chosen yet)")
        elif not 0 <= cost < c.n_cards or cost in costs[:k] or cost == card:
            c.frame_fail(depth, f"SP_F_COSTS+{k}", "a chosen cost card, chosen once")
    if step == SP.SP_PLACE and not _free_monster_zone(c, player):
        c.frame_fail(depth, "SP_F_CARD", "a free Monster Zone to place the monster in")


def _check_extra_summon(c, depth, f, child):
    # MR3 (xyz): the Synchro or Xyz Monster stays in its owner's Extra Deck until ES_PLACE; the
    # materials chosen so far are distinct monsters of the summoner's field; at ES_SUCCEED the
    # monster was placed and HDR_SUMMONING names it (the material words are read no more: the
    # window's result overlays the third).
    s = c.s
    step, card, player, chosen = (s[f + w] for w in (L.FRAME_STEP, ES.ES_F_CARD, ES.ES_F_PLAYER, ES.ES_F_CHOSEN))
    kind = c.printed(card, L.DB_TYPE)
    if not kind & (L.TYPE_SYNCHRO | L.TYPE_XYZ):
        c.frame_fail(depth, "ES_F_CARD", "a Synchro or Xyz Monster")
    if step == ES.ES_SUCCEED:
        if abs(s[L.HDR_SUMMONING]) != card + 1:
            c.fail("header", L.HDR_SUMMONING, "HDR_SUMMONING", s[L.HDR_SUMMONING],
                   f"+-(ES_F_CARD + 1) = +-{card + 1} while its summon-negation window runs")
        return
    if _card(c, card, L.CARD_LOCATION) != L.LOC_EXTRA or _card(c, card, L.CARD_OWNER) != player:
        c.frame_fail(depth, "ES_F_CARD", "a card of the summoning player's Extra Deck (it leaves it when placed)")
    mats = list(s[f + ES.ES_F_MATERIALS:f + ES.ES_F_MATERIALS + ES.ES_MAX_MATERIALS])
    for k, mat in enumerate(mats):
        if k >= chosen:
            if mat != 0:
                c.frame_fail(depth, f"ES_F_MATERIALS+{k}", "0 (not chosen yet)")
        elif not 0 <= mat < c.n_cards or mat in mats[:k] or _card(c, mat, L.CARD_LOCATION) != L.LOC_MZONE \
                or _card(c, mat, L.CARD_CONTROLLER) != player:
            c.frame_fail(depth, f"ES_F_MATERIALS+{k}", "a chosen material: a monster of the summoner's field, chosen once")
    if step in (ES.ES_ASK_POSITION, ES.ES_PLACE) and chosen < 2:
        c.frame_fail(depth, "ES_F_CHOSEN", "a whole set of materials (2 or more) once the position is asked")


def _tributes_needed(level):
    # G07 (proc/tribute.pxd tributes_needed): Level 5-6 one Tribute, Level 7 and up two.
    return 0 if level < 5 else 1 if level < 7 else TB.MAX_TRIBUTES


def _free_monster_zone(c, player):
    base = W.ZONE_BASE + player * L.ZONES_PER_PLAYER + L.ZONE_MONSTER
    return any(c.s[base + zone] == L.NO_CARD for zone in range(L.CAP_MZONE))


def _tributable(c, player, chosen):
    # G10: the player's monsters, and opposing ones an effect lets them Tribute (LING_MAY_TRIBUTE).
    s = c.s
    allowed = {(s[r + L.LINGER_CARD], s[r + L.LINGER_STINT]) for r in
               (W.LINGER_BASE + i * L.LINGER_WIDTH for i in range(s[L.HDR_LINGER_LEN]))
               if s[r + L.LINGER_KIND] == O.LING_MAY_TRIBUTE and s[r + L.LINGER_PLAYER] == player}
    n = 0
    for p in range(L.N_PLAYERS):
        for zone in range(L.CAP_MZONE):
            card = s[W.ZONE_BASE + p * L.ZONES_PER_PLAYER + L.ZONE_MONSTER + zone]
            if card == L.NO_CARD or card in chosen:
                continue
            if p == player or (card, _card(c, card, L.CARD_STINT)) in allowed:
                n += 1
    return n


def _check_battle(c, depth, f, child):
    # F01: the Battle Phase step follows from the procedure's step.
    # At BP_ASK the frame above says which: the Damage Step, the Start Step's window (flags 0,
    # BP_START), or a chain the turn player started in the Battle Step (start_chain: a window
    # that returns after its chain, E03).
    step = c.s[f + L.FRAME_STEP]
    if step == BP.BP_ASK:
        if child == P.PROC_DAMAGE_STEP:
            want = L.BSTEP_DAMAGE
        elif child == P.PROC_WINDOW:
            g = f + L.FRAME_WIDTH
            want = L.BSTEP_BATTLE if c.s[g + WI.WIN_F_FLAGS] & WI.WF_RETURN_AFTER_CHAIN else L.BSTEP_START
        else:
            want = None
    else:
        want = {BP.BP_ACT: L.BSTEP_BATTLE, BP.BP_DECLARED: L.BSTEP_BATTLE, BP.BP_REPLAY: L.BSTEP_BATTLE,
                BP.BP_LEAVE: L.BSTEP_BATTLE, BP.BP_END_STEP: L.BSTEP_END}.get(step)
    if want is not None and (child is not None or c.asks(depth)) and c.s[L.HDR_BATTLE_STEP] != want:
        c.fail("header", L.HDR_BATTLE_STEP, "HDR_BATTLE_STEP", c.s[L.HDR_BATTLE_STEP],
               f"{BATTLE_STEPS[want]} while the Battle Phase is at step {c.step_name(depth)}")


def _check_damage(c, depth, f, child):
    # F20: destruction by battle is decided at damage calculation; a direct attack destroys nothing.
    s = c.s
    if s[f + DS.DS_F_TARGET_DESTROYED] and s[L.HDR_ATTACK_TARGET] == L.NO_CARD:
        c.frame_fail(depth, "DS_F_TARGET_DESTROYED", "0 for a direct attack")
    if (s[f + DS.DS_F_TARGET_DESTROYED] or s[f + DS.DS_F_ATTACKER_DESTROYED]) and not s[f + DS.DS_F_CALCULATED]:
        c.frame_fail(depth, "DS_F_CALCULATED", "1 once destruction by battle was decided")
    # oddeyes: the zero-damage question comes at damage calculation, not before.
    if s[f + DS.DS_F_ZERO_ASKED] and s[f + L.FRAME_STEP] in (DS.DS_START, DS.DS_BEFORE_CALC):
        c.frame_fail(depth, "DS_F_ZERO_ASKED", "ZERO_NOT_ASKED before damage calculation")
    # (turbo) the battle damage dealt is noted with the monster that inflicted it, at calculation.
    if (s[f + DS.DS_F_DAMAGE] > 0) != (s[f + DS.DS_F_DAMAGE_BY] != DS.DMG_BY_NONE):
        c.frame_fail(depth, "DS_F_DAMAGE", "above 0 exactly when DS_F_DAMAGE_BY names who inflicted it")
    if s[f + DS.DS_F_DAMAGE] and not s[f + DS.DS_F_CALCULATED]:
        c.frame_fail(depth, "DS_F_DAMAGE", "0 before damage calculation")


def _check_zero_answer(c):
    # oddeyes: the question is put at damage calculation (F16.3), once, to the player the damage
    # would hit; the battle is still on (the attacker on its controller's field).
    f = _top(c)
    if c.s[f + DS.DS_F_ZERO_ASKED] != DS.ZERO_ASKED:
        c.frame_fail(c.s[L.HDR_STACK_TOP] - 1, "DS_F_ZERO_ASKED", "ZERO_ASKED while its answer is awaited")
    if c.s[f + DS.DS_F_CALCULATED]:
        c.frame_fail(c.s[L.HDR_STACK_TOP] - 1, "DS_F_CALCULATED", "0 before damage calculation")
    attacker = c.s[L.HDR_ATTACKER]
    if attacker == L.NO_CARD or _card(c, attacker, L.CARD_LOCATION) != L.LOC_MZONE \
            or _card(c, attacker, L.CARD_CONTROLLER) != c.s[L.HDR_TURN_PLAYER]:
        c.fail("header", L.HDR_ATTACKER, "HDR_ATTACKER", attacker,
               "a monster of the turn player's Monster Zones while the damage is calculated (F13)")


def _check_window(c, depth, f, child):
    # W04: two passes in a row end the window; the second starts the chain's resolution.
    if c.s[f + WI.WIN_F_PASSES] == 2 and c.s[f + L.FRAME_STEP] != WI.WIN_AFTER_CHAIN:
        c.frame_fail(depth, "WIN_F_PASSES", "below 2 unless the window's chain is resolving")


def _mode_head(c, fx):
    # scorpions family: a mode row (FXK_MODE) is activated as the modal effect above it is.
    while _fx(c, fx, O.FX_KIND) == O.FXK_MODE and fx > 0:
        fx -= 1
    return fx


def _check_activate(c, depth, f, child):
    # The activation's chain link is the top one once it is added (proc/activation.pyx begin).
    s = c.s
    step = s[f + L.FRAME_STEP]
    if step == AC.AC_BEGIN:
        return
    fx = s[f + AC.AC_F_EFFECT]
    if step == AC.AC_PICK_EFFECT:
        # "Choose one": asked before the link is added (AC_BEGIN then runs with the pick).
        if fx != -1:
            c.frame_fail(depth, "AC_F_EFFECT", "-1 while the effect to activate is being chosen")
        return
    if step == AC.AC_PICK_MODE:
        # scorpions family: a modal effect's mode, asked before the link is added.
        card = s[f + AC.AC_F_CARD]
        first = c.printed(card, L.DB_FX_FIRST)
        if not (first <= fx < first + c.printed(card, L.DB_FX_COUNT)) or not _fx(c, fx, O.FX_FLAGS) & O.FXF_MODAL:
            c.frame_fail(depth, "AC_F_EFFECT", "a modal effect (FXF_MODAL) of AC_F_CARD whose mode is being chosen")
        return
    if fx < 0:
        c.frame_fail(depth, "AC_F_EFFECT", "the effect row being activated (set at AC_BEGIN)")
    top = s[L.HDR_CHAIN_LEN] - 1
    if top < 0 or _link(c, top, L.LINK_CARD) != s[f + AC.AC_F_CARD] or _link(c, top, L.LINK_EFFECT) != fx \
            or _link(c, top, L.LINK_PLAYER) != s[f + AC.AC_F_PLAYER]:
        c.frame_fail(depth, "AC_F_EFFECT", "the effect, card and player of the top chain link")
    if s[f + L.FRAME_STEP] == AC.AC_TAKE_TARGET:
        wanted = _fx(c, fx, O.FX_TARGET_COUNT) + _fx(c, fx, O.FX_TARGET2_COUNT)
        n = _link(c, top, L.LINK_N_TARGETS)
        if _fx(c, fx, O.FX_FLAGS) & O.FXF_TARGET_EVENT or not n < min(wanted, L.CAP_LINK_TARGETS):
            c.fail("chain", top, "LINK_N_TARGETS", n,
                   f"fewer than the effect's targets ({wanted}) while one is being chosen (V01)")
    # U03: a cost choice reads instruction AC_F_COST_PC of the effect's cost program.
    if step == AC.AC_TAKE_COST and not (_fx(c, fx, O.FX_COST) >= 0 and
                                        0 <= s[f + AC.AC_F_COST_PC] < _fx(c, fx, O.FX_N_COSTS)):
        c.frame_fail(depth, "AC_F_COST_PC", f"an instruction of the effect's cost ({_fx(c, fx, O.FX_N_COSTS)})")
    if step == AC.AC_TAKE_COST and c.asks(depth):
        # vm/ops_activated.pyx cost_run: a Type declaration asks DEC_OPTION; a name declaration
        # and the cards of OP_COST_CHOOSE (fewer than its count so far) ask DEC_COST.
        at = _fx(c, fx, O.FX_COST) + s[f + AC.AC_F_COST_PC] * O.INSN_WIDTH
        op, arg_a, arg_b = (int(c.code[at + w]) for w in (O.INSN_OP, O.INSN_A, O.INSN_B))
        op &= O.INSN_OP_MASK
        declare_type = op == O.OP_DECLARE and arg_a != O.DECLARE_NAME  # a Type or (chaos) a kind of card
        asks = (A.DEC_OPTION if declare_type else A.DEC_COST) if op == O.OP_DECLARE else \
            A.DEC_COST if op == O.OP_COST_CHOOSE and s[f + AC.AC_F_COST_SUB] < arg_b else None
        if c.s[L.HDR_DECISION] != asks:
            c.frame_fail(depth, "AC_F_COST_PC", f"a cost instruction that asks {c.decision_name()}")
    if step in (AC.AC_PAY_MORE, AC.AC_PAID_MORE) and _fx(c, fx, O.FX_COST_LP) != O.COST_LP_MULTIPLES:
        c.frame_fail(depth, "AC_F_EFFECT", "an effect whose cost is LP in multiples (COST_LP_MULTIPLES)")


# The operations that stop for a decision (vm/operations.pyx resume_op), by decision kind.
DECISION_OPS = {
    A.DEC_CHOOSE: (O.OP_DESTROY_LOWEST_ATK, O.OP_SUMMON_CHOSEN, O.OP_TO_HAND_CHOSEN,
                   # activated family (vm/ops_activated.pyx resume_discard_chosen)
                   O.OP_DISCARD_CHOSEN, O.OP_DESTROY_HIGHEST_DEF, O.OP_SET_FROM_HAND, O.OP_SWAP_CONTROL,
                   # summons family (vm/ops_summons.pyx)
                   O.OP_EACH_REVIVES, O.OP_FUSION_SUMMON,
                   # triggers family (vm/ops_triggers.pyx resume_choose_to_deck)
                   O.OP_CHOOSE_TO_DECK,
                   # chaos family: the opponent's card from their Deck (Vampire Lord)
                   O.OP_FOE_SENDS_DECLARED,
                   # MR3 pendulum family: a card from the Deck to a Pendulum Zone (Wisdom-Eye)
                   O.OP_PLACE_IN_PZONE,
                   # the Extra Deck monster to summon (Limit Overdrive), the Synchro Monster of
                   # a Synchro Summon by an effect (MR3 synchro family: Accel Synchron)
                   O.OP_SUMMON_FROM_EXTRA, O.OP_SYNCHRO_WITH_SELF,
                   # fusion family (vm/ops_fusion.pyx): the Ritual Monster and its Tributes (Black
                   # Illusion Ritual), the monsters for the heads (Gatling Dragon)
                   O.OP_RITUAL_SUMMON, O.OP_COIN_DESTROY),
    A.DEC_POSITION: (O.OP_SPECIAL_SUMMON, O.OP_SUMMON_CHOSEN, O.OP_FUSION_SUMMON, O.OP_SUMMON_FROM_EXTRA,
                     O.OP_RITUAL_SUMMON),
    A.DEC_SUMMON_NOW: (O.OP_NORMAL_SUMMON_NOW,),
    # triggers family: Cyber Jar's revealed monsters (vm/ops_triggers.pyx op_excavate_summon).
    A.DEC_ATTACK_OR_SET: (O.OP_EXCAVATE_SUMMON,),
    # scorpions family: the top card of a Deck, left there or put at the bottom.
    A.DEC_YESNO: (O.OP_DECK_TOP_OR_BOTTOM,),
}
# The operations whose RS_F_SUB counts choices made ("up to" INSN_B cards).
COUNTING_OPS = (O.OP_SUMMON_CHOSEN, O.OP_TO_HAND_CHOSEN, O.OP_DISCARD_CHOSEN)
# OP_FUSION_SUMMON (vm/ops_summons.pyx, its cdef enum): the materials chosen so far are kept in
# resolution frame words 7..9; RS_F_SUB counts the picks (the Fusion Monster, then each
# material), FUSION_SUB_POSITION once its position is asked.
FUSION_F_MATERIALS = 7
FUSION_MATERIALS = 3
FUSION_SUB_POSITION = 99
FUSION_SUB_POSITION_PENDULUM = 98  # (pclause) the position step after a Pendulum Summoned material
# OP_RITUAL_SUMMON (vm/ops_fusion.pyx, its cdef enum): RS_F_SUB 0 while the Ritual Monster is
# chosen, 1 + the Tributes chosen so far (frame words 7..9) while one more is, RITUAL_SUB_POSITION
# once its position is asked. OP_COIN_DESTROY: RS_F_CHOSEN the heads (1..MAX_COINS, fewer than the
# monsters there were), RS_F_SUB the monsters picked so far (frame words 7..9).
MAX_RITUAL_TRIBUTES = 3
RITUAL_SUB_POSITION = 99
MAX_COINS = 3


def _sub_ok(c, f, fx, pc, op, sub):
    # RS_F_SUB while `op` waits for its decision.
    if op in COUNTING_OPS:
        return 0 <= sub <= _insn_arg(c, fx, pc, O.INSN_B)
    if op in (O.OP_SWAP_CONTROL, O.OP_EACH_REVIVES):
        return 0 <= sub < L.N_PLAYERS
    if op == O.OP_EXCAVATE_SUMMON:
        # The revealed cards dealt with: the turn player's INSN_A, then the opponent's.
        return 0 <= sub < 2 * _insn_arg(c, fx, pc, O.INSN_A)
    if op == O.OP_FUSION_SUMMON:
        if c.s[L.HDR_DECISION] == A.DEC_POSITION:
            return sub in (FUSION_SUB_POSITION, FUSION_SUB_POSITION_PENDULUM)
        return 0 <= sub <= FUSION_MATERIALS
    if op == O.OP_RITUAL_SUMMON:
        if c.s[L.HDR_DECISION] == A.DEC_POSITION:
            return sub == RITUAL_SUB_POSITION
        return 0 <= sub <= MAX_RITUAL_TRIBUTES
    if op == O.OP_COIN_DESTROY:
        return 0 <= sub < c.s[f + RS.RS_F_CHOSEN]
    if op == O.OP_SUMMON_FROM_EXTRA:
        # vm/ops_fusion.pyx resume_summon_from_extra: 0 while the card is chosen, 1 once it is
        # and its position is asked.
        return sub == (1 if c.s[L.HDR_DECISION] == A.DEC_POSITION else 0)
    return sub == 0


# The operations that push a procedure (OP_FRAME_PUSHED: RS_F_PC is then past them), and the
# procedure each pushes: Ultimate Offering's summon (vm/operations.pyx resume_normal_summon_now),
# a Synchro Summon by an effect with its card as a material (MR3 synchro: Accel Synchron,
# vm/ops_synchro.pyx resume_synchro_with_self).
PUSHING_OPS = {P.PROC_SUMMON: (O.OP_NORMAL_SUMMON_NOW, "OP_NORMAL_SUMMON_NOW"),
               P.PROC_EXTRA_SUMMON: (O.OP_SYNCHRO_WITH_SELF, "OP_SYNCHRO_WITH_SELF")}


def _check_resolve(c, depth, f, child):
    # W05: links resolve last-in first-out, each instruction in turn; RS_F_PC reaches the
    # effect's instruction count when the link is done.
    s = c.s
    step, i = s[f + L.FRAME_STEP], s[f + RS.RS_F_LINK]
    if step == RS.RS_END and i != -1:
        c.frame_fail(depth, "RS_F_LINK", "-1 once every link resolved")
    if step not in (RS.RS_OP, RS.RS_RESUME):
        if s[f + RS.RS_F_SUB] != 0:
            c.frame_fail(depth, "RS_F_SUB", "0 between instructions")
        return
    if i < 0:
        c.frame_fail(depth, "RS_F_LINK", "the link resolving (0 <= link < HDR_CHAIN_LEN)")
    fx, pc = _link(c, i, L.LINK_EFFECT), s[f + RS.RS_F_PC]
    n_ops = _fx(c, fx, O.FX_N_OPS)
    if not pc <= n_ops or (step == RS.RS_RESUME and pc == n_ops):
        c.frame_fail(depth, "RS_F_PC", f"an instruction of the link's effect (it has {n_ops})")
    if step == RS.RS_OP:
        if s[f + RS.RS_F_SUB] != 0:
            c.frame_fail(depth, "RS_F_SUB", "0 before an instruction starts")
        if child is None:
            return
        if child not in PUSHING_OPS:
            c.frame_fail(depth, "RS_F_PC", f"just past an operation that pushes the {PROC_IDS.get(child, child)} (PUSHING_OPS)")
        pusher, name = PUSHING_OPS[child]
        if not (pc >= 1 and _insn(c, fx, pc - 1) == pusher):
            c.frame_fail(depth, "RS_F_PC", f"just past the {name} that pushed the {PROC_IDS[child]}")
        if child == P.PROC_EXTRA_SUMMON:
            # start_synchro_with: the link's player summons, the link's card its first material.
            g = f + L.FRAME_WIDTH
            if s[g + ES.ES_F_PLAYER] != _link(c, i, L.LINK_PLAYER):
                c.fail("stack frame", depth + 1, "PROC_EXTRA_SUMMON ES_F_PLAYER", s[g + ES.ES_F_PLAYER],
                       f"the player of the link whose {name} pushed it ({_link(c, i, L.LINK_PLAYER)})")
            if s[g + L.FRAME_STEP] != ES.ES_SUCCEED and s[g + ES.ES_F_MATERIALS] != _link(c, i, L.LINK_CARD):
                c.fail("stack frame", depth + 1, "PROC_EXTRA_SUMMON ES_F_MATERIALS+0", s[g + ES.ES_F_MATERIALS],
                       f"the card of the link whose {name} pushed it ({_link(c, i, L.LINK_CARD)})")
        return
    op = _insn(c, fx, pc)
    if not c.deciding or op not in DECISION_OPS.get(c.s[L.HDR_DECISION], ()):
        c.frame_fail(depth, "RS_F_PC", f"an operation that asks {c.decision_name()} (it is op {op})")
    if op == O.OP_COIN_DESTROY and not 1 <= s[f + RS.RS_F_CHOSEN] <= min(_insn_arg(c, fx, pc, O.INSN_A), MAX_COINS):
        c.frame_fail(depth, "RS_F_CHOSEN", "the heads tossed (1 up to the coins), as many monsters to pick")
    if not _sub_ok(c, f, fx, pc, op, s[f + RS.RS_F_SUB]):
        c.frame_fail(depth, "RS_F_SUB", "the choices made so far, within the operation's count")
    if c.s[L.HDR_DECISION] == A.DEC_POSITION and not 0 <= s[f + RS.RS_F_CHOSEN] < c.n_cards:
        c.frame_fail(depth, "RS_F_CHOSEN", "the card whose position is being chosen (H03)")
    if op == O.OP_RITUAL_SUMMON and (c.s[L.HDR_DECISION] == A.DEC_POSITION or s[f + RS.RS_F_SUB] > 0):
        # The Ritual Monster stays in the link player's hand until it is summoned.
        card = s[f + RS.RS_F_CHOSEN]
        if not 0 <= card < c.n_cards or _card(c, card, L.CARD_LOCATION) != L.LOC_HAND \
                or _card(c, card, L.CARD_CONTROLLER) != _link(c, i, L.LINK_PLAYER):
            c.frame_fail(depth, "RS_F_CHOSEN", "the Ritual Monster chosen, in the link player's hand")
    if op == O.OP_SUMMON_FROM_EXTRA and c.s[L.HDR_DECISION] == A.DEC_POSITION:
        # The chosen monster stays in its owner's (the link player's) Extra Deck until it is
        # summoned, and a Monster Zone stays free for it (extra_summon_candidates).
        card, player = s[f + RS.RS_F_CHOSEN], _link(c, i, L.LINK_PLAYER)
        if _card(c, card, L.CARD_LOCATION) != L.LOC_EXTRA or _card(c, card, L.CARD_OWNER) != player \
                or not _free_monster_zone(c, player):
            c.frame_fail(depth, "RS_F_CHOSEN", "a card of the link player's Extra Deck, with a Monster Zone "
                                                "free for it, while its position is asked (H03)")


def _check_triggers(c, depth, f, child):
    # W07: four ordering passes; a yes/no answers one live entry of the queue.
    s = c.s
    if s[f + TR.TR_F_PLACED] > s[L.HDR_TRIGGER_LEN]:
        c.frame_fail(depth, "TR_F_PLACED", "at most HDR_TRIGGER_LEN entries placed")
    if s[f + TR.TR_F_INDEX] >= max(s[L.HDR_TRIGGER_LEN], 1):
        c.frame_fail(depth, "TR_F_INDEX", "an entry of the trigger queue (< HDR_TRIGGER_LEN)")
    step = s[f + L.FRAME_STEP]
    if step == TR.TR_ANSWER:
        t = W.TRIGGER_BASE + s[f + TR.TR_F_INDEX] * L.TRIGGER_WIDTH
        fx = s[t + L.TRIG_EFFECT]
        if s[f + TR.TR_F_INDEX] >= s[L.HDR_TRIGGER_LEN] or fx < 0 or _fx(c, fx, O.FX_FLAGS) & O.FXF_MANDATORY:
            c.frame_fail(depth, "TR_F_INDEX", "an optional trigger not yet answered (U09)")
    if step == TR.TR_ORDER and s[f + TR.TR_F_PASS] >= 4:
        c.frame_fail(depth, "TR_F_PASS", "an ordering pass (0..3) while one is being ordered")


def _check_gy_order(c, depth, f, child):
    # C10: the batch is cards on top of the player's GY, ordered bottom first; at GO_TAKE some
    # are still to be placed (the last one needs no choice).
    s = c.s
    player, start, count, placed = (s[f + w] for w in (GO.GO_F_PLAYER, GO.GO_F_START, GO.GO_F_COUNT, GO.GO_F_PLACED))
    gy = s[W.PILE_BASE + (player * L.N_PILES + L.PILE_GY) * W.PILE_WIDTH]
    if start + count > gy:
        c.frame_fail(depth, "GO_F_COUNT", f"a batch within the player's GY (GO_F_START + GO_F_COUNT <= {gy})")
    if placed >= count or (s[f + L.FRAME_STEP] == GO.GO_ASK and placed != 0):
        c.frame_fail(depth, "GO_F_PLACED", "below GO_F_COUNT, and 0 before the owner is asked (GO_ASK)")


def _check_pendulum_summon(c, depth, f, child):
    # M10-M12: the monsters placed so far are the player's CF_PENDULUM_SUMMONING ones; the
    # summon of the turn is used; at PS_PLACE a candidate waits for its position.
    s = c.s
    player, placed, card, first = (s[f + w] for w in (PS.PS_F_PLAYER, PS.PS_F_PLACED, PS.PS_F_CARD, PS.PS_F_FIRST))
    step = s[f + L.FRAME_STEP]
    if s[L.HDR_PENDULUM_SUMMON_TURN] != s[L.HDR_TURN] or player != s[L.HDR_TURN_PLAYER]:
        c.frame_fail(depth, "PS_F_PLAYER", "the turn player, whose Pendulum Summon of the turn it is (M10)")
    flagged = [m for m in range(c.n_cards) if _card(c, m, L.CARD_FLAGS) & L.CF_PENDULUM_SUMMONING]
    if step != PS.PS_SUCCEED and len(flagged) != placed:
        c.frame_fail(depth, "PS_F_PLACED", f"the monsters placed so far ({len(flagged)} CF_PENDULUM_SUMMONING)")
    if placed and first not in flagged and step != PS.PS_SUCCEED:
        c.frame_fail(depth, "PS_F_FIRST", "the first monster placed")
    if step == PS.PS_PLACE:
        if not CARD.ok(card, c) or _card(c, card, L.CARD_LOCATION) not in (L.LOC_HAND, L.LOC_EXTRA):
            c.frame_fail(depth, "PS_F_CARD", "a monster in the hand or Extra Deck, waiting for its position")
    elif card != L.NO_CARD:
        c.frame_fail(depth, "PS_F_CARD", "NO_CARD: no monster waits for its position")
    if step == PS.PS_SUCCEED and abs(s[L.HDR_SUMMONING]) != first + 1:
        c.fail("header", L.HDR_SUMMONING, "HDR_SUMMONING", s[L.HDR_SUMMONING],
               f"+-(PS_F_FIRST + 1) = +-{first + 1} while the Pendulum Summon's negation window runs")


RESULT_OF_WINDOW = one_of({0: "0", WI.WINDOW_CHAINED: "WINDOW_CHAINED"})

# Procedure id -> how its frames may look. Frame words: see each procedure's .pxd.
PROCS = {
    P.PROC_TURN: Proc(
        TU, "TURN", {"FRAME_RESULT": between(0, max(TU.NEXT_BATTLE, TU.NEXT_END, WI.WINDOW_CHAINED))},
        # locks: the draw replaced by an effect (PROC_DRAW_CHOICE) at the Draw Phase; Standby
        # Phase costs (PROC_MAINTENANCE, pushed above the phase's window) at the Standby Phase.
        waits={TU.TURN_STANDBY: (P.PROC_WINDOW, P.PROC_DRAW_CHOICE),
               TU.TURN_MAIN1: (P.PROC_WINDOW, P.PROC_MAINTENANCE),
               TU.TURN_AFTER_MAIN1: (P.PROC_MAIN_PHASE,), TU.TURN_MAIN2: (P.PROC_BATTLE_PHASE,),
               # The End Phase: its hand size limit; once that is done, the window of a
               # discarded card's own trigger (Night Assailant; proc/hand_limit.pyx).
               TU.TURN_END: (P.PROC_MAIN_PHASE,), TU.TURN_CLEANUP: (P.PROC_HAND_LIMIT, P.PROC_WINDOW)},
        bottom=True, check=_check_turn),
    P.PROC_MAIN_PHASE: Proc(
        MP, "MAIN", {"MAIN_F_LEAVING": one_of({0: "0", TU.NEXT_BATTLE: "NEXT_BATTLE", TU.NEXT_END: "NEXT_END"}),
                     "FRAME_RESULT": RESULT_OF_WINDOW},
        waits={MP.MAIN_ASK: (P.PROC_SUMMON, P.PROC_WINDOW, P.PROC_SPECIAL_SUMMON, P.PROC_EXTRA_SUMMON,
                             P.PROC_PENDULUM),
               MP.MAIN_LEAVE: (P.PROC_WINDOW,)},
        check=_check_main),
    P.PROC_SUMMON: Proc(
        SU, "SUMMON", {"SUMMON_F_CARD": CARD,
                       "SUMMON_F_MODE": one_of({L.SUMMON_NORMAL: "SUMMON_NORMAL", L.SUMMON_SET: "SUMMON_SET",
                                                L.SUMMON_FLIP: "SUMMON_FLIP"}),
                       "SUMMON_F_NEEDED": between(0, 2), "SUMMON_F_CHOSEN": between(0, 2),
                       "SUMMON_F_TRIBUTES": (2, CARD_OR_UNSET), "SUMMON_F_FLAGS": flags(SUMMON_FLAGS),
                       "SUMMON_F_PLAYER": PLAYER},
        # locks: SUMMON_SUCCEED waits for the summon-negation window (WF_SUMMONING).
        waits={SU.SUMMON_SUCCEED: (P.PROC_WINDOW,)},
        check=_check_summon),
    P.PROC_BATTLE_PHASE: Proc(
        BP, "BP", {"BP_F_SNAPSHOT": (L.CAP_MZONE, CARD_OR_UNSET), "FRAME_RESULT": RESULT_OF_WINDOW},
        waits={BP.BP_ASK: (P.PROC_WINDOW, P.PROC_DAMAGE_STEP), BP.BP_DECLARED: (P.PROC_WINDOW,),
               BP.BP_LEAVE: (P.PROC_WINDOW,), BP.BP_END_STEP: (P.PROC_WINDOW,)},
        check=_check_battle),
    P.PROC_DAMAGE_STEP: Proc(
        DS, "DS", {"DS_F_ATTACKER_DESTROYED": BOOL, "DS_F_TARGET_DESTROYED": BOOL, "DS_F_CALCULATED": BOOL,
                   "DS_F_DAMAGE_BY": one_of(_names(DS, "DMG_BY_")), "DS_F_DAMAGE": between(0, 2 ** 30),
                   "FRAME_RESULT": RESULT_OF_WINDOW,
                   # oddeyes: the "make that battle damage 0" question and its player.
                   "DS_F_ZERO_ASKED": one_of(_names(DS, "ZERO_")), "DS_F_ZERO_PLAYER": PLAYER},
        waits={DS.DS_CALC: (P.PROC_WINDOW,), DS.DS_END: (P.PROC_WINDOW,), DS.DS_CLOSE: (P.PROC_WINDOW,)},
        check=_check_damage),
    P.PROC_HAND_LIMIT: Proc(
        HL, "HL", {"FRAME_RESULT": RESULT_OF_WINDOW},
        waits={HL.HL_CHECK: (P.PROC_WINDOW,)}),
    P.PROC_WINDOW: Proc(
        WI, "WIN", {"WIN_F_HOLDER": PLAYER, "WIN_F_PASSES": between(0, 2), "WIN_F_FLAGS": flags(WINDOW_FLAGS),
                    "FRAME_RESULT": RESULT_OF_WINDOW},
        # A window not yet run may wait below another (PROC_DRAW_CHOICE opens the Draw Phase's
        # window, then the opponent's response window to Freed's effect above it).
        waits={WI.WIN_ASK: (P.PROC_TRIGGERS, P.PROC_ACTIVATE, P.PROC_MAINTENANCE, P.PROC_WINDOW),
               WI.WIN_AFTER_ACTIVATE: (P.PROC_ACTIVATE,),
               WI.WIN_AFTER_CHAIN: (P.PROC_RESOLVE, P.PROC_TRIGGERS)},
        check=_check_window),
    P.PROC_ACTIVATE: Proc(
        AC, "AC", {"AC_F_CARD": CARD, "AC_F_PLAYER": PLAYER, "AC_F_EFFECT": EFFECT_OR_UNSET,
                   "AC_F_EVENT_CARD": CARD_OR_UNSET, "AC_F_CTX": flags(CONTEXT_FLAGS),
                   "AC_F_COST_PC": COUNT, "AC_F_COST_SUB": COUNT},
        check=_check_activate),
    P.PROC_RESOLVE: Proc(
        RS, "RS", {"RS_F_LINK": Dom("a chain link (-1 <= link < HDR_CHAIN_LEN)",
                                    lambda v, c: -1 <= v < c.chain_len),
                   "RS_F_PC": COUNT, "RS_F_SUB": COUNT, "RS_F_CHOSEN": CARD_OR_UNSET, "RS_F_DONE": BOOL,
                   # OP_FUSION_SUMMON's materials chosen so far (vm/ops_summons.pyx FUSION_F_MATERIALS).
                   "FUSION_F_MATERIALS": (FUSION_MATERIALS, CARD_OR_UNSET, FUSION_F_MATERIALS)},
        waits={RS.RS_OP: (P.PROC_SUMMON, P.PROC_EXTRA_SUMMON)},  # MR3 synchro: a Synchro Summon by an effect
        check=_check_resolve),
    P.PROC_TRIGGERS: Proc(
        TR, "TR", {"TR_F_PASS": between(0, 4), "TR_F_INDEX": between(0, L.CAP_TRIGGERS - 1),
                   "TR_F_PLACED": between(0, L.CAP_TRIGGERS), "TR_F_LAST": PLAYER,
                   "TR_F_PHASE": BOOL},
        waits={TR.TR_SCAN: (P.PROC_ACTIVATE, P.PROC_MAINTENANCE)},
        check=_check_triggers),
    # Pushed by the driver (engine.pyx) on top of whatever frame's step sent 2+ different cards
    # to one GY: any frame may sit below the lowest one (_check_frame_position); one batch per
    # owner, and a later batch (Equips that fell) above an earlier one still at GO_ASK.
    P.PROC_GY_ORDER: Proc(
        GO, "GO", {"GO_F_PLAYER": PLAYER, "GO_F_START": between(0, L.CAP_PILE), "GO_F_COUNT": between(2, L.CAP_PILE),
                   "GO_F_PLACED": between(0, L.CAP_PILE)},
        waits={GO.GO_ASK: (P.PROC_GY_ORDER,)},
        check=_check_gy_order),
    # locks: Standby Phase costs, pushed above the Standby Phase's window (or the turn).
    P.PROC_MAINTENANCE: Proc(
        MT, "MT", {"MT_F_ZONE": between(0, L.ZONES_PER_PLAYER), "MT_F_CARD": CARD_OR_UNSET,
                   "MT_F_COST": between(0, INT32_MAX)},
        check=_check_maintenance),
    # locks: the turn player's choice of an effect instead of the normal draw (Freed).
    P.PROC_DRAW_CHOICE: Proc(
        DC, "DC", {"DC_F_CARD": CARD_OR_UNSET, "DC_F_EFFECT": EFFECT_OR_UNSET},
        check=_check_draw_choice),
    # summons: a Special Summon by the card's own procedure (Chaos Sorcerer), from the Main Phase,
    # and its summon-negation window.
    P.PROC_SPECIAL_SUMMON: Proc(
        SP, "SP", {"SP_F_CARD": CARD, "SP_F_PLAYER": PLAYER, "SP_F_EFFECT": EFFECT,
                   "SP_F_CHOSEN": between(0, SP.SP_MAX_COSTS), "SP_F_COSTS": (SP.SP_MAX_COSTS, CARD_OR_UNSET)},
        waits={SP.SP_SUCCEED: (P.PROC_WINDOW,)},
        check=_check_special_summon),
    # MR3 summons (xyz helper): a Synchro or Xyz Summon from the Main Phase (proc/extra_summon).
    P.PROC_EXTRA_SUMMON: Proc(
        ES, "ES", {"ES_F_CARD": CARD, "ES_F_PLAYER": PLAYER, "ES_F_CHOSEN": between(0, ES.ES_MAX_MATERIALS),
                   "ES_F_MATERIALS": (ES.ES_MAX_MATERIALS, CARD_OR_UNSET)},
        waits={ES.ES_SUCCEED: (P.PROC_WINDOW,)},
        check=_check_extra_summon),
    # (pend) the Pendulum Summon (M10-M12), from the Main Phase; its one negation window, and
    # the window of its success (G06).
    P.PROC_PENDULUM: Proc(
        PS, "PS", {"PS_F_PLAYER": PLAYER, "PS_F_PLACED": between(0, L.CAP_MZONE), "PS_F_CARD": CARD_OR_NONE,
                   "PS_F_FIRST": CARD_OR_NONE, "FRAME_RESULT": RESULT_OF_WINDOW},
        waits={PS.PS_SUCCEED: (P.PROC_WINDOW,)},
        check=_check_pendulum_summon),
}


def _top(c):
    return W.STACK_BASE + (c.s[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH


def _turn_player(c):
    return c.s[L.HDR_TURN_PLAYER]


def _trigger_answerer(c):
    f = _top(c)
    return c.s[W.TRIGGER_BASE + c.s[f + TR.TR_F_INDEX] * L.TRIGGER_WIDTH + L.TRIG_PLAYER]


def _trigger_orderer(c):
    # W07: passes 0 and 2 are the turn player's, 1 and 3 the opponent's.
    turn_player = c.s[L.HDR_TURN_PLAYER]
    return turn_player if c.s[_top(c) + TR.TR_F_PASS] % 2 == 0 else 1 - turn_player


def _link_player(c):
    return _link(c, c.s[_top(c) + RS.RS_F_LINK], L.LINK_PLAYER)


def _chooser(c):
    # Who answers DEC_CHOOSE (vm/ops_activated.pyx discard_chooser, swap control's second
    # pick, vm/ops_summons.pyx chooser): the link's player unless the operation says otherwise.
    f = _top(c)
    i = c.s[f + RS.RS_F_LINK]
    player, fx, pc, sub = _link(c, i, L.LINK_PLAYER), _link(c, i, L.LINK_EFFECT), c.s[f + RS.RS_F_PC], c.s[f + RS.RS_F_SUB]
    op = _insn(c, fx, pc)
    if op == O.OP_DISCARD_CHOSEN:
        owner = player if _insn_arg(c, fx, pc, O.INSN_A) == O.CTRL_SELF else 1 - player
        return 1 - owner if _insn_arg(c, fx, pc, O.INSN_C) == O.CTRL_FOE else owner
    if op in (O.OP_SWAP_CONTROL, O.OP_EACH_REVIVES):
        return player if sub == 0 else 1 - player
    if op == O.OP_FOE_SENDS_DECLARED:
        return 1 - player
    return player


def _excavate_args(c):
    f = _top(c)
    i = c.s[f + RS.RS_F_LINK]
    fx, pc = _link(c, i, L.LINK_EFFECT), c.s[f + RS.RS_F_PC]
    return f, _insn_arg(c, fx, pc, O.INSN_A), _insn_arg(c, fx, pc, O.INSN_B)


def _excavator(c):
    # vm/ops_triggers.pyx excavating_player: the turn player's revealed cards first.
    f, count, _ = _excavate_args(c)
    turn_player = c.s[L.HDR_TURN_PLAYER]
    return turn_player if c.s[f + RS.RS_F_SUB] < count else 1 - turn_player


def _check_excavated(c):
    # The monster waiting for its position is the top card of the excavating player's Deck, a
    # monster of at most the Level the effect names, and that player has a free Monster Zone
    # (the resumed summon places it there).
    f, _, level_max = _excavate_args(c)
    player, card = _excavator(c), c.s[f + RS.RS_F_CHOSEN]
    base = W.PILE_BASE + (player * L.N_PILES + L.PILE_DECK) * W.PILE_WIDTH
    n = c.s[base]
    if n == 0 or c.s[base + n] != card or not c.printed(card, L.DB_TYPE) & L.TYPE_MONSTER \
            or c.printed(card, L.DB_LEVEL) > level_max:
        c.fail("decision", A.DEC_ATTACK_OR_SET, "RS_F_CHOSEN", card,
               "the revealed monster on top of the excavating player's Deck (Cyber Jar)")
    zones = [c.s[W.ZONE_BASE + player * L.ZONES_PER_PLAYER + L.ZONE_MONSTER + z] for z in range(L.CAP_MZONE)]
    if L.NO_CARD not in zones:
        c.fail("decision", A.DEC_ATTACK_OR_SET, "Monster Zones", player,
               "a free Monster Zone for the revealed monster")


def _check_response(c):
    if c.s[L.HDR_PRIORITY] != c.s[L.HDR_DECIDER]:
        c.fail("header", L.HDR_PRIORITY, "HDR_PRIORITY", c.s[L.HDR_PRIORITY],
               "the player asked to respond (E03)")


def _check_open_state(c):
    # E05: the open game state is asked with no event pending in a duel with effects (the
    # windows clear it before returning), and the Main Phase clears it when the player acts: an
    # activation it listed because of an event would find nothing to activate (ERR_BAD_STATE).
    if c.s[L.HDR_HAS_EFFECTS] and c.s[L.HDR_EVENT]:
        c.fail("header", L.HDR_EVENT, "HDR_EVENT", c.s[L.HDR_EVENT],
               "0 at the open game state of the Main Phase (E05)")


def _check_replay(c):
    # F09: the replay is offered for the attacker, still on its controller's field.
    attacker = c.s[L.HDR_ATTACKER]
    if attacker == L.NO_CARD or _card(c, attacker, L.CARD_LOCATION) != L.LOC_MZONE \
            or _card(c, attacker, L.CARD_CONTROLLER) != c.s[L.HDR_TURN_PLAYER]:
        c.fail("header", L.HDR_ATTACKER, "HDR_ATTACKER", attacker,
               "a monster of the turn player's Monster Zones while a replay is offered (F09)")


# Decision kind -> the frame that asks it and who answers.
DECISIONS = {
    A.DEC_MAIN: Decision(P.PROC_MAIN_PHASE, MP.MAIN_ACT, _turn_player, _check_open_state),
    A.DEC_BATTLE: Decision(P.PROC_BATTLE_PHASE, BP.BP_ACT, _turn_player),
    A.DEC_TRIBUTE: Decision(P.PROC_SUMMON, SU.SUMMON_TAKE_TRIBUTE, lambda c: c.s[_top(c) + SU.SUMMON_F_PLAYER]),
    A.DEC_DISCARD: Decision(P.PROC_HAND_LIMIT, HL.HL_DISCARD, _turn_player),
    A.DEC_RESPONSE: Decision(P.PROC_WINDOW, WI.WIN_ACT, lambda c: c.s[_top(c) + WI.WIN_F_HOLDER],
                             _check_response),
    A.DEC_TARGET: Decision(P.PROC_ACTIVATE, AC.AC_TAKE_TARGET, lambda c: c.s[_top(c) + AC.AC_F_PLAYER]),
    A.DEC_YESNO: Decision(P.PROC_TRIGGERS, TR.TR_ANSWER, _trigger_answerer, also=(
        # MR3 sdmp: a Normal Summon without Tributes (yes) or with them (no), Fusilier Dragon.
        Decision(P.PROC_SUMMON, SU.SUMMON_ASK_HALVED, lambda c: c.s[_top(c) + SU.SUMMON_F_PLAYER]),
        # locks: pay a Standby Phase cost; use Freed's effect instead of the draw; pay another
        # COST_LP_UNIT (Wall of Revealing Light).
        Decision(P.PROC_MAINTENANCE, MT.MT_ANSWER, _turn_player),
        Decision(P.PROC_DRAW_CHOICE, DC.DC_ANSWER, _turn_player),
        Decision(P.PROC_ACTIVATE, AC.AC_PAID_MORE, lambda c: c.s[_top(c) + AC.AC_F_PLAYER]),
        # scorpions family: the top card of a Deck to the bottom or not (OP_DECK_TOP_OR_BOTTOM).
        Decision(P.PROC_RESOLVE, RS.RS_RESUME, _link_player),
        # MR3 sdmp: the card's procedure (yes) or a Normal Summon (no), FXF_ALSO_NORMAL.
        Decision(P.PROC_SPECIAL_SUMMON, SP.SP_ASK_WHICH, lambda c: c.s[_top(c) + SP.SP_F_PLAYER]),
        # oddeyes: make the battle damage about to be dealt 0 (APPLY_ZERO_BATTLE_DAMAGE_CHOICE).
        Decision(P.PROC_DAMAGE_STEP, DS.DS_ZERO_ANSWER, lambda c: c.s[_top(c) + DS.DS_F_ZERO_PLAYER],
                 _check_zero_answer),
    )),
    A.DEC_CHOOSE: Decision(P.PROC_RESOLVE, RS.RS_RESUME, _chooser),
    A.DEC_SUMMON_NOW: Decision(P.PROC_RESOLVE, RS.RS_RESUME, _link_player),
    A.DEC_REPLAY: Decision(P.PROC_BATTLE_PHASE, BP.BP_REPLAY, _turn_player, _check_replay),
    A.DEC_POSITION: Decision(P.PROC_RESOLVE, RS.RS_RESUME, _link_player, also=(
        Decision(P.PROC_SPECIAL_SUMMON, SP.SP_PLACE, lambda c: c.s[_top(c) + SP.SP_F_PLAYER]),
        # MR3 (xyz): the Synchro or Xyz Monster's position.
        Decision(P.PROC_EXTRA_SUMMON, ES.ES_PLACE, lambda c: c.s[_top(c) + ES.ES_F_PLAYER]),
        Decision(P.PROC_PENDULUM, PS.PS_PLACE, lambda c: c.s[_top(c) + PS.PS_F_PLAYER]),)),
    A.DEC_TRIGGER_ORDER: Decision(P.PROC_TRIGGERS, TR.TR_ORDER, _trigger_orderer),
    A.DEC_GY_ORDER: Decision(P.PROC_GY_ORDER, GO.GO_TAKE, lambda c: c.s[_top(c) + GO.GO_F_PLAYER]),
    # activated family: a cost's card (or a declared name), and the options of a Type
    # declaration or of "choose one" effects.
    A.DEC_COST: Decision(P.PROC_ACTIVATE, AC.AC_TAKE_COST, lambda c: c.s[_top(c) + AC.AC_F_PLAYER]),
    A.DEC_OPTION: Decision(P.PROC_ACTIVATE, AC.AC_PICK_EFFECT, lambda c: c.s[_top(c) + AC.AC_F_PLAYER], also=(
        Decision(P.PROC_ACTIVATE, AC.AC_TAKE_COST, lambda c: c.s[_top(c) + AC.AC_F_PLAYER]),
        # scorpions family: a modal effect's mode.
        Decision(P.PROC_ACTIVATE, AC.AC_PICK_MODE, lambda c: c.s[_top(c) + AC.AC_F_PLAYER]),)),
    # summons: a card to banish for a summoning procedure's cost (Chaos Sorcerer).
    # triggers family: face-up Attack or face-down Defense for a revealed monster (Cyber Jar).
    A.DEC_ATTACK_OR_SET: Decision(P.PROC_RESOLVE, RS.RS_RESUME, _excavator, _check_excavated),
    A.DEC_SUMMON_COST: Decision(P.PROC_SPECIAL_SUMMON, SP.SP_TAKE_COST, lambda c: c.s[_top(c) + SP.SP_F_PLAYER]),
    # MR3 (xyz): a Synchro or Xyz Material.
    A.DEC_MATERIAL: Decision(P.PROC_EXTRA_SUMMON, ES.ES_TAKE_MATERIAL, lambda c: c.s[_top(c) + ES.ES_F_PLAYER]),
    # (pend) the next monster of a Pendulum Summon (M10).
    A.DEC_PENDULUM: Decision(P.PROC_PENDULUM, PS.PS_TAKE, lambda c: c.s[_top(c) + PS.PS_F_PLAYER]),
}

# Per procedure, the steps that read a decision's answer (HDR_ACTION): the steps of DECISIONS.
ANSWER_STEPS = {}
for _kind in DECISIONS.values():
    for _d in _kind.places():
        ANSWER_STEPS.setdefault(_d.proc, set()).add(_d.step)


# ---- The check ----------------------------------------------------------------------------------

class _Ctx:
    """The state being checked (as a list, for fast scalar reads) and the card data's sizes."""

    def __init__(self, s, block):
        self.s = s
        self.block = block
        self.n_rows = int(block[L.BLK_N_ROWS])
        self.n_effects = int(block[L.BLK_N_EFFECTS])
        at = int(block[L.BLK_EFFECTS_AT])
        self.effects = block[at:at + self.n_effects * O.FX_WIDTH].reshape(self.n_effects, O.FX_WIDTH)
        self.code = block[int(block[L.BLK_CODE_AT]):]
        self.rows = block[L.BLK_HEADER:L.BLK_HEADER + self.n_rows * L.DB_WIDTH].reshape(self.n_rows, L.DB_WIDTH)
        # Filled as the header passes (sections below rely on them).
        self.n_cards = self.turn = self.chain_len = 0
        self.deciding = s[L.HDR_STATUS] == L.STATUS_DECISION
        self.over = s[L.HDR_STATUS] == L.STATUS_OVER

    def fail(self, section, index, word, value, expected):
        raise StateError(section, index, word, value, expected)

    def asks(self, depth):
        # The frame at `depth` asks the pending decision (it is the top frame).
        return self.deciding and depth == self.s[L.HDR_STACK_TOP] - 1

    def proc_at(self, depth):
        return self.s[W.STACK_BASE + depth * L.FRAME_WIDTH + L.FRAME_PROC] if depth >= 0 else None

    def step_name(self, depth):
        f = W.STACK_BASE + depth * L.FRAME_WIDTH
        step = self.s[f + L.FRAME_STEP]
        return PROCS[self.s[f + L.FRAME_PROC]].steps.get(step, str(step))

    def frame_fail(self, depth, word, expected):
        f = W.STACK_BASE + depth * L.FRAME_WIDTH
        proc = PROCS[self.s[f + L.FRAME_PROC]]
        at = {name: off for off, (name, _) in proc.offsets.items()}[word]
        self.fail("stack frame", depth, f"{PROC_IDS[self.s[f + L.FRAME_PROC]]} step {self.step_name(depth)}, {word}",
                  self.s[f + at], expected)

    def decision_name(self):
        return DECISION_KINDS.get(self.s[L.HDR_DECISION], "no decision")

    def printed(self, card, word):
        return int(self.rows[self.s[W.CARD_BASE + card * W.CARD_WIDTH + L.CARD_DB_ROW], word])


def check_array(buffer):
    """The buffer as a contiguous 1-D native int32 array of its duel's words, never a cast copy.

    Raises
    ------
    TypeError
        When ``buffer`` is not a numpy array of dtype int32 (native byte order).
    ValueError
        When it is not 1-D, or not as long as its header says (``CARD_BASE`` words, then
        ``HDR_CARD_ROWS`` rows of ``CARD_ROW_WORDS``; at most ``STATE_SIZE``).
    """
    if not isinstance(buffer, np.ndarray):
        raise TypeError(f"a saved state is a numpy int32 array (Duel.buffer), not {type(buffer).__name__}")
    if buffer.dtype != np.dtype(np.int32):
        raise TypeError(f"a saved state is an int32 array (Duel.buffer); got dtype {buffer.dtype} "
                        "(refused rather than cast)")
    if buffer.ndim != 1:
        raise ValueError(f"a saved state is a 1-D array; got shape {buffer.shape}")
    words = buffer.shape[0]
    if not L.CARD_BASE <= words <= L.STATE_SIZE or (words - L.CARD_BASE) % L.CARD_ROW_WORDS:
        raise ValueError(f"buffer has {words} words; a state has CARD_BASE ({L.CARD_BASE}) words and "
                         f"{L.CARD_ROW_WORDS} per card row, at most {L.STATE_SIZE}")

    return np.ascontiguousarray(buffer)


def check_rule_switches(words):
    """Check the rule switches of a header (``words[HDR_RULE_*]``) against ``RULE_SWITCHES``."""
    for word, (name, dom) in RULE_SWITCHES.items():
        if not dom.ok(int(words[word]), None):
            raise StateError("header", word, name, int(words[word]), dom.desc)


def check_state(buffer, cards):
    """Check a saved state completely against the layout and the card data.

    Parameters
    ----------
    buffer : numpy.ndarray
        The state, as :func:`check_array` returns it.
    cards : CardDB
        The card data the duel is to run with.

    Raises
    ------
    StateError
        (a ``ValueError``) naming the section, index, word and value that is wrong.
    """
    if buffer[L.HDR_VERSION] != L.LAYOUT_VERSION:
        raise StateError("header", L.HDR_VERSION, "HDR_VERSION", int(buffer[L.HDR_VERSION]),
                         f"this engine reads layout version {L.LAYOUT_VERSION}")
    rows = int(buffer[L.HDR_CARD_ROWS])
    if len(buffer) != L.CARD_BASE + rows * L.CARD_ROW_WORDS:
        raise StateError("header", L.HDR_CARD_ROWS, "HDR_CARD_ROWS", rows,
                         f"{(len(buffer) - L.CARD_BASE) // L.CARD_ROW_WORDS}: the card rows of a buffer of "
                         f"{len(buffer)} words ({L.CARD_BASE} + rows x {L.CARD_ROW_WORDS})")
    _check_pile_blocks(buffer)
    wide = W.decode(buffer)
    _check_packing(buffer, wide)
    s = wide.tolist()
    if s[L.HDR_VERSION] != L.LAYOUT_VERSION:
        raise StateError("header", L.HDR_VERSION, "HDR_VERSION", s[L.HDR_VERSION],
                         f"this engine reads layout version {L.LAYOUT_VERSION}")
    fingerprint = tuple(cards.fingerprint)
    if tuple(s[L.HDR_CARD_DATA:L.HDR_CARD_DATA + len(fingerprint)]) != fingerprint:
        raise StateError("card data", L.HDR_CARD_DATA, "HDR_CARD_DATA",
                         s[L.HDR_CARD_DATA:L.HDR_CARD_DATA + len(fingerprint)],
                         "the state was made with other card data "
                         f"(this CardDB's fingerprint is {list(fingerprint)})")
    c = _Ctx(s, cards.block)
    _check_header(c)
    _check_cards(c)
    _check_places(c)
    _check_chain(c)
    _check_trigger_queue(c)
    _check_lingering(c)
    _check_stack(c)
    _check_context(c)
    _check_derived(buffer, cards)


def _check_derived(buffer, cards):
    # The header words the engine derives from the duel's cards when it starts, re-derived by
    # its own scan (deal.pyx scan_duel_cards) on a copy: a word out of what the cards give makes
    # the engine skip or run a mechanism's checks that the original does not. The trigger events
    # may hold more bits (a Token made and gone leaves its own).
    for word, want in derived_words(buffer, cards.block).items():
        have = int(buffer[word])
        if have != want and not (word == L.HDR_TRIGGER_EVENTS and want & ~have == 0):
            raise StateError("header", word, HEADER[word][0], have,
                             f"{want:#x}: what the duel's cards give (deal.pyx scan_duel_cards)")


def _check_pile_blocks(buffer):
    # Each player's piles share one array of CAP_PILE cells (layout.pxd): the starts rise, the
    # count is within the cells, and the cells past it are 0.
    for player, block in enumerate(W.pile_blocks(buffer)):
        where = f"player {player}"
        total = int(block[L.N_PILES])
        if total > L.CAP_PILE:
            raise StateError("pile", where, "count", total, f"at most CAP_PILE ({L.CAP_PILE}) cards in a player's piles")
        for pile in range(L.N_PILES):
            if not 0 <= block[pile] <= block[pile + 1]:
                raise StateError("pile", f"{where} {PILE_NAMES[pile]}", "start", int(block[pile]),
                                 f"at most where the next pile starts ({int(block[pile + 1])}), and pile 0 at 0")
        if block[0] != 0:
            raise StateError("pile", f"{where} PILE_DECK", "start", int(block[0]), "0: the Deck starts the cells")
        if block[L.PILE_CELLS + total:].any():
            raise StateError("pile", where, "cell", int(block[L.PILE_CELLS + total:].max()),
                             f"0: cells past the {total} cards of the piles are unused")


def _check_packing(buffer, wide):
    # The packed sections hold nothing their fields do not (no stray bits: equal states are
    # byte-equal), checked as the wide form encoding back to the very same words.
    again = W.encode(wide, len(buffer))
    bad = np.flatnonzero(again != buffer)
    if len(bad):
        at = int(bad[0])
        if L.PILE_BASE <= at < L.CARD_BASE:
            raise StateError("pile", f"word {at}", "packed bytes", int(buffer[at]),
                             f"{int(again[at])}: the bytes past the pile blocks are 0")
        if at >= L.CARD_BASE:
            card = (at - L.CARD_BASE) // L.CARD_ROW_WORDS
            raise StateError("card", card, f"byte {(at - L.CARD_BASE) % L.CARD_ROW_WORDS * 4} of its packed row",
                             int(buffer[at]), f"{int(again[at])}: bits no field of CARD_ROW_BYTES uses are 0")
        raise StateError("header", at, f"word {at}", int(buffer[at]), f"{int(again[at])} (its packed form)")


def check_settled(buffer, settled):
    """A state at a decision holds what its continuous effects give (Q01: they are applied
    after every event), checked against ``settled``, the same state with every continuous
    effect applied again: a stat, a negation or an applier word that differs is named.

    The engine may then re-apply only what a change touches (issue 12) and trust the rest."""
    if buffer[L.HDR_STATUS] != L.STATUS_DECISION or buffer[L.HDR_DIRTY] != L.DIRTY_NONE:
        return
    wide, want = W.decode(buffer), W.decode(settled)
    bad = np.flatnonzero(wide != want)
    if not len(bad):
        return
    at = int(bad[0])
    expected = f"{int(want[at])}: what the continuous effects in force give (Q01)"
    if at >= W.CARD_BASE:
        card, word = divmod(at - W.CARD_BASE, W.CARD_WIDTH)
        raise StateError("card", card, card_word_name(word), int(wide[at]), expected)
    if at < W.HDR_SIZE:
        raise StateError("header", at, HEADER[at][0] if at in HEADER else f"word {at}", int(wide[at]), expected)
    raise StateError("state", at, f"wide word {at}", int(wide[at]), expected)


def check_legal_actions(state, actions):
    """A pending decision has a legal action, and every action is a code of the action space."""
    if state[L.HDR_STATUS] != L.STATUS_DECISION:
        return
    kind = int(state[L.HDR_DECISION])
    if len(actions) == 0:
        raise StateError("decision", kind, DECISION_KINDS.get(kind, str(kind)), None,
                         "a pending decision needs at least one legal action")
    if actions.min() < 0 or actions.max() >= A.N_ACTIONS or (np.diff(actions) <= 0).any():
        raise StateError("decision", kind, DECISION_KINDS.get(kind, str(kind)), None,
                         f"legal actions must be ascending codes below N_ACTIONS, got {list(actions)}")


def _check_header_words(c):
    for at, (name, width, dom) in HEADER.items():
        for k in range(width):
            v = c.s[at + k]
            if not dom.ok(v, c):
                c.fail("header", at + k, name if width == 1 else f"{name}+{k}", v, dom.desc)


def _check_header(c):
    s = c.s
    # Counts first: the rest of the check indexes by them.
    c.n_cards = s[L.HDR_N_CARDS] if 0 <= s[L.HDR_N_CARDS] <= L.CAP_CARDS else 0
    c.turn = s[L.HDR_TURN]
    c.chain_len = s[L.HDR_CHAIN_LEN] if 0 <= s[L.HDR_CHAIN_LEN] <= L.CAP_CHAIN else 0
    _check_header_words(c)
    used = set()
    for at, (_, width, _) in HEADER.items():
        used.update(range(at, at + width))
    for word in range(L.HDR_SIZE):
        if word not in used and s[word] != 0:
            c.fail("header", word, f"word {word} (no HEADER row describes it)", s[word],
                   "0: an undescribed header word; add its row to ygo_core/state_check.py HEADER")
    if not any(s[L.HDR_RNG:L.HDR_RNG + 4]):
        c.fail("header", L.HDR_RNG, "HDR_RNG", 0, "not all four words 0 (xoshiro's one forbidden state)")
    if c.deciding and s[L.HDR_DIRTY]:
        c.fail("header", L.HDR_DIRTY, "HDR_DIRTY", s[L.HDR_DIRTY],
               "0 at a decision (continuous effects are applied before one is asked, Q01)")
    # Every event is about a card but the Standby Phase itself (triggers family: raise_standby).
    if s[L.HDR_EVENT] and s[L.HDR_EVENT] != O.EV_STANDBY_PHASE and s[L.HDR_EVENT_CARD] == L.NO_CARD:
        c.fail("header", L.HDR_EVENT_CARD, "HDR_EVENT_CARD", s[L.HDR_EVENT_CARD], "the card of HDR_EVENT")


def _check_cards(c):
    s = c.s
    for card in range(c.n_cards):
        row = W.CARD_BASE + card * W.CARD_WIDTH
        for at, (name, dom, _) in CARD_FIELDS.items():
            if not dom.ok(s[row + at], c):
                c.fail("card", card, name, s[row + at], dom.desc)
        for at in UNDESCRIBED_CARD_WORDS:
            if s[row + at] != 0:
                c.fail("card", card, card_word_name(at), s[row + at],
                       "0: an undescribed card-table word; add its row to ygo_core/state_check.py CARD_FIELDS")
        _check_card_place_state(c, card, row)
    for card in range(c.n_cards, L.CAP_CARDS):
        row = W.CARD_BASE + card * W.CARD_WIDTH
        if any(s[row:row + W.CARD_WIDTH]):
            word = next(k for k in range(W.CARD_WIDTH) if s[row + k])
            c.fail("card", card, card_word_name(word), s[row + word], "0: rows past HDR_N_CARDS are unused")


def _check_card_place_state(c, card, row):
    # What a card holds follows from where it is (O01, AD01, R10-R11).
    s = c.s
    location = s[row + L.CARD_LOCATION]
    kind = c.printed(card, L.DB_TYPE)
    if location == L.LOC_NONE and not kind & L.TYPE_TOKEN:
        c.fail("card", card, "CARD_LOCATION", location,
               "a place (LOC_NONE only for a Token that left the field: rules-mr3.md Tokens)")
    if s[row + L.CARD_FLAGS] & L.CF_PROPER and not c.printed(card, L.DB_FLAGS) & L.DBF_PROPER_SUMMON:
        c.fail("card", card, "CARD_FLAGS", s[row + L.CARD_FLAGS],
               "CF_PROPER only on a Special Summon monster (DBF_PROPER_SUMMON: H07, H09)")
    if not 0 <= s[row + L.CARD_NEGATED] <= s[row + L.CARD_STINT] + 1:
        c.fail("card", card, "CARD_NEGATED", s[row + L.CARD_NEGATED],
               f"0, or a stint + 1 it had (at most {s[row + L.CARD_STINT] + 1})")
    for word in (L.CARD_ATK, L.CARD_DEF):
        printed = c.printed(card, L.DB_ATK if word == L.CARD_ATK else L.DB_DEF)
        value = s[row + word]
        if location in ON_FIELD:
            ok = min(0, printed) <= value
            expected = f"at least min(0, printed {printed}) on the field"
        else:
            ok = value in (0, printed)
            expected = f"the printed value ({printed}) or 0 off the field"
        if not ok:
            c.fail("card", card, card_word_name(word), value, expected)
    if location not in ON_FIELD:
        _check_faceup_extra(c, card, row, location, kind)
        for word, (name, _, cleared) in CARD_FIELDS.items():
            value = s[row + word]
            if word == L.CARD_FLAGS and location in PROPER_KEPT:
                value &= ~L.CF_PROPER  # H09-H10: kept in the GY, banished, as a material
            if location == L.LOC_OVERLAY and word in (L.CARD_EQUIPPED_TO, L.CARD_EQUIPPED_STINT):
                continue  # its Xyz Monster (_check_material)
            if word == L.CARD_FLAGS and value == L.CF_FACEUP_EXTRA and location == L.LOC_EXTRA:
                continue  # (pend) M07: face-up in the Extra Deck
            if cleared is not None and value != cleared:
                c.fail("card", card, name, s[row + word],
                       f"{cleared}: off the field a card keeps no field state (AD01)")
        if location == L.LOC_OVERLAY:
            _check_material(c, card, row)
        return
    if s[row + L.CARD_POSITION] not in ZONE_POSITIONS[location]:
        c.fail("card", card, "CARD_POSITION", s[row + L.CARD_POSITION],
               "one of " + ", ".join(POSITIONS[p] for p in ZONE_POSITIONS[location]) + f" in {LOCATIONS[location]}")
    if location == L.LOC_MZONE and not kind & L.TYPE_MONSTER:
        c.fail("card", card, "CARD_DB_ROW", s[row + L.CARD_DB_ROW], "a monster, in a Monster Zone")
    if location == L.LOC_PZONE:
        if not kind & L.TYPE_PENDULUM or not kind & L.TYPE_MONSTER:
            c.fail("card", card, "CARD_DB_ROW", s[row + L.CARD_DB_ROW], "a Pendulum Monster, in a Pendulum Zone (M02)")
    elif location != L.LOC_MZONE and not kind & SPELL_OR_TRAP and not s[row + L.CARD_FLAGS] & L.CF_ABSORBED:
        c.fail("card", card, "CARD_DB_ROW", s[row + L.CARD_DB_ROW], f"a Spell or Trap, in {LOCATIONS[location]}")
    if s[row + L.CARD_FLAGS] & L.CF_ABSORBED and (
            location != L.LOC_SZONE or kind & SPELL_OR_TRAP or kind & L.TYPE_TOKEN or s[row + L.CARD_EQUIPPED_TO] == L.NO_CARD):
        # vm/ops_fusion.pyx absorb (Thousand-Eyes Restrict, Relinquished): a Monster Card, no
        # Token, made an Equip Card in a Spell & Trap Zone, equipped to the absorbing monster.
        c.fail("card", card, "CARD_FLAGS", s[row + L.CARD_FLAGS],
               "CF_ABSORBED only on a Monster Card (no Token) an effect equipped in a Spell & Trap Zone")
    if s[row + L.CARD_STINT] < 1:
        c.fail("card", card, "CARD_STINT", s[row + L.CARD_STINT], "1 or more on the field (entering counts, AD01)")
    linked = s[row + L.CARD_LINKED]
    if linked != L.NO_CARD and s[row + L.CARD_LINKED_STINT] > _card(c, linked, L.CARD_STINT):
        c.fail("card", card, "CARD_LINKED_STINT", s[row + L.CARD_LINKED_STINT],
               f"a stint the linked card had (at most {_card(c, linked, L.CARD_STINT)}, AD01)")
    target = s[row + L.CARD_EQUIPPED_TO]
    if target == L.NO_CARD:
        if s[row + L.CARD_EQUIPPED_STINT] != 0:
            c.fail("card", card, "CARD_EQUIPPED_STINT", s[row + L.CARD_EQUIPPED_STINT], "0 when not equipped")
        return
    if location != L.LOC_SZONE or target == card:
        c.fail("card", card, "CARD_EQUIPPED_TO", target,
               "NO_CARD: only an Equip Card in a Spell & Trap Zone equips another card (R10)")
    if s[row + L.CARD_EQUIPPED_STINT] > _card(c, target, L.CARD_STINT):
        c.fail("card", card, "CARD_EQUIPPED_STINT", s[row + L.CARD_EQUIPPED_STINT],
               f"a stint its monster had (at most {_card(c, target, L.CARD_STINT)})")


# H09-H10: where a card keeps CF_PROPER off the field.
PROPER_KEPT = (L.LOC_GY, L.LOC_BANISHED, L.LOC_OVERLAY)


def _check_material(c, card, row):
    # L01, L03 (MR3, xyz): an Xyz Material is under a face-up Xyz Monster on the field, attached
    # in that monster's current stay; it is in no pile or zone (sequence 0) and its owner's.
    s = c.s
    xyz = s[row + L.CARD_EQUIPPED_TO]
    if not 0 <= xyz < c.n_cards or xyz == card or _card(c, xyz, L.CARD_LOCATION) != L.LOC_MZONE \
            or not c.printed(xyz, L.DB_TYPE) & L.TYPE_XYZ or _card(c, xyz, L.CARD_POSITION) not in FACE_UP:
        c.fail("card", card, "CARD_EQUIPPED_TO", xyz,
               "its Xyz Monster: a face-up Xyz Monster in a Monster Zone (LOC_OVERLAY, L01)")
        return
    if s[row + L.CARD_EQUIPPED_STINT] != _card(c, xyz, L.CARD_STINT):
        c.fail("card", card, "CARD_EQUIPPED_STINT", s[row + L.CARD_EQUIPPED_STINT],
               f"its Xyz Monster's current stint ({_card(c, xyz, L.CARD_STINT)}): materials leave with it (L05)")
    if s[row + L.CARD_SEQUENCE] != 0 or s[row + L.CARD_CONTROLLER] != s[row + L.CARD_OWNER]:
        c.fail("card", card, "CARD_SEQUENCE", s[row + L.CARD_SEQUENCE],
               "0, and its owner as its controller: an Xyz Material is in no pile or zone (L03)")
    if not c.s[L.HDR_EXTRA_MONSTERS] & L.XS_XYZ:
        c.fail("header", L.HDR_EXTRA_MONSTERS, "HDR_EXTRA_MONSTERS", c.s[L.HDR_EXTRA_MONSTERS],
               "XS_XYZ set in a duel with Xyz Materials")


# ---- MR3 Pendulum (pend helper) ----
def _check_faceup_extra(c, card, row, location, kind):
    # M07: only a Pendulum Monster is face-up in an Extra Deck, and only in an era with them.
    if not c.s[row + L.CARD_FLAGS] & L.CF_FACEUP_EXTRA:
        return
    if location != L.LOC_EXTRA or not kind & L.TYPE_PENDULUM or not c.s[L.HDR_RULE_EXTRA_SUMMONS] & L.RULE_PENDULUM:
        c.fail("card", card, "CARD_FLAGS", c.s[row + L.CARD_FLAGS],
               "CF_FACEUP_EXTRA only on a Pendulum Monster in the Extra Deck, under rules with Pendulums (M07)")


def _check_places(c):
    # Every card of the table is in exactly one place, and says which: each pile cell and zone
    # cell holds a card that says it is there, and each card says a place that holds it.
    s = c.s
    for player in range(L.N_PLAYERS):
        for pile, location in PILE_LOCATIONS.items():
            base = W.PILE_BASE + (player * L.N_PILES + pile) * W.PILE_WIDTH
            where = f"player {player} {PILE_NAMES[pile]}"
            count = s[base]
            if not 0 <= count <= L.CAP_PILE:
                c.fail("pile", where, "count", count, f"0..CAP_PILE ({L.CAP_PILE})")
            for i in range(L.CAP_PILE):
                card = s[base + 1 + i]
                if i >= count:
                    if card != 0:
                        c.fail("pile", where, f"cell {i}", card, f"0: past the pile's count ({count})")
                    continue
                if not 0 <= card < c.n_cards:
                    c.fail("pile", where, f"cell {i}", card, CARD.desc)
                row = W.CARD_BASE + card * W.CARD_WIDTH
                if (s[row + L.CARD_LOCATION], s[row + L.CARD_SEQUENCE], s[row + L.CARD_OWNER],
                        s[row + L.CARD_CONTROLLER]) != (location, i, player, player):
                    c.fail("pile", where, f"cell {i}", card,
                           f"a card that says it is in {LOCATIONS[location]} at {i}, owned and controlled "
                           f"by player {player} (C10); it says {_place_of(c, card)}")
        for zone in range(L.ZONES_PER_PLAYER):
            card = s[W.ZONE_BASE + player * L.ZONES_PER_PLAYER + zone]
            if card == L.NO_CARD:
                continue
            location, seq = _zone_place(zone)
            where = f"player {player} {LOCATIONS[location]} {seq}"
            if not 0 <= card < c.n_cards:
                c.fail("zone", where, "card", card, CARD_OR_NONE.desc)
            row = W.CARD_BASE + card * W.CARD_WIDTH
            if (s[row + L.CARD_LOCATION], s[row + L.CARD_SEQUENCE],
                    s[row + L.CARD_CONTROLLER]) != (location, seq, player):
                c.fail("zone", where, "card", card,
                       f"a card that says it is in {LOCATIONS[location]} {seq}, controlled by player {player}; "
                       f"it says {_place_of(c, card)}")
    for card in range(c.n_cards):
        if _card(c, card, L.CARD_LOCATION) in (L.LOC_NONE, L.LOC_OVERLAY):
            continue  # a Token that left the field, an Xyz Material (_check_card_place_state): no cell
        cell = _cell_of(c, card)
        if cell is None or s[cell] != card:
            c.fail("card", card, "CARD_LOCATION", _card(c, card, L.CARD_LOCATION),
                   f"a place that holds the card; it says {_place_of(c, card)}, which does not hold it")


def _cell_of(c, card):
    # The pile or zone cell a card says it is in, or None when there is no such cell.
    location, seq, player = (_card(c, card, w) for w in (L.CARD_LOCATION, L.CARD_SEQUENCE, L.CARD_CONTROLLER))
    if location in PILE_OF_LOCATION:
        base = W.PILE_BASE + (player * L.N_PILES + PILE_OF_LOCATION[location]) * W.PILE_WIDTH
        return base + 1 + seq if seq < c.s[base] else None
    first, cells = {L.LOC_MZONE: (L.ZONE_MONSTER, L.CAP_MZONE), L.LOC_SZONE: (L.ZONE_SPELL, L.CAP_SZONE),
                    L.LOC_FZONE: (L.ZONE_FIELD, 1), L.LOC_PZONE: (L.ZONE_PENDULUM, L.CAP_PZONE)}[location]
    return W.ZONE_BASE + player * L.ZONES_PER_PLAYER + first + seq if seq < cells else None


def _place_of(c, card):
    return (f"{LOCATIONS.get(_card(c, card, L.CARD_LOCATION), _card(c, card, L.CARD_LOCATION))} at "
            f"{_card(c, card, L.CARD_SEQUENCE)}, owner {_card(c, card, L.CARD_OWNER)}, "
            f"controller {_card(c, card, L.CARD_CONTROLLER)}")


def _zone_place(zone):
    if zone < L.ZONE_SPELL:
        return L.LOC_MZONE, zone - L.ZONE_MONSTER
    if zone < L.ZONE_FIELD:
        return L.LOC_SZONE, zone - L.ZONE_SPELL
    if zone >= L.ZONE_PENDULUM:
        return L.LOC_PZONE, zone - L.ZONE_PENDULUM
    return L.LOC_FZONE, 0


def _check_stack(c):
    s = c.s
    top = s[L.HDR_STACK_TOP]
    for depth in range(top):
        f = W.STACK_BASE + depth * L.FRAME_WIDTH
        proc_id = s[f + L.FRAME_PROC]
        proc = PROCS.get(proc_id)
        if proc is None:
            c.fail("stack frame", depth, "FRAME_PROC", proc_id, "a procedure id (" + ", ".join(
                f"{n} {v}" for v, n in sorted(PROC_IDS.items())) + ")")
        if proc.bottom != (depth == 0):
            c.fail("stack frame", depth, "FRAME_PROC", proc_id,
                   "the procedure at the bottom of the stack" if depth == 0 else
                   f"a procedure that runs above another ({PROC_IDS[proc_id]} is only at the bottom)")
        steps = proc.steps
        step = s[f + L.FRAME_STEP]
        if step not in steps:
            c.fail("stack frame", depth, f"{PROC_IDS[proc_id]} FRAME_STEP", step, one_of(steps).desc)
        words = proc.offsets
        for at in range(L.FRAME_ARG0, L.FRAME_WIDTH):
            name, dom = words.get(at, (f"FRAME_ARG{at - L.FRAME_ARG0} (unused)", ZERO))
            if not dom.ok(s[f + at], c):
                c.fail("stack frame", depth, f"{PROC_IDS[proc_id]} step {steps[step]}, {name}", s[f + at], dom.desc)
    for depth in range(top):
        _check_frame_position(c, depth, top)
    for depth in range(top):
        f = W.STACK_BASE + depth * L.FRAME_WIDTH
        proc = PROCS[s[f + L.FRAME_PROC]]
        if proc.check is not None:
            # Below a GY order a frame waits for nothing: it runs its step once the order is chosen.
            child = c.proc_at(depth + 1) if depth + 1 < top else None
            if child == P.PROC_GY_ORDER and proc is not PROCS[P.PROC_GY_ORDER]:
                child = None
            proc.check(c, depth, f, child)
    for i in range(W.STACK_BASE + top * L.FRAME_WIDTH, W.CHAIN_BASE):
        if s[i] != 0:
            depth, word = divmod(i - W.STACK_BASE, L.FRAME_WIDTH)
            c.fail("stack frame", depth, f"word {word}", s[i], f"0: frames past HDR_STACK_TOP ({top}) are unused")


def _check_frame_position(c, depth, top):
    # A frame below the top waits for the one above it, at a step where it pushes that procedure;
    # the top frame asks the pending decision.
    s = c.s
    f = W.STACK_BASE + depth * L.FRAME_WIDTH
    proc_id, step = s[f + L.FRAME_PROC], s[f + L.FRAME_STEP]
    proc = PROCS[proc_id]
    if depth + 1 < top:
        child = c.proc_at(depth + 1)
        if child == P.PROC_GY_ORDER and proc_id != P.PROC_GY_ORDER:
            # C10: the driver pushes the GY order above whatever frame's step moved the cards,
            # which then runs that step again: never one that reads a decision's answer
            # (HDR_ACTION then holds the GY order's).
            if step in ANSWER_STEPS.get(proc_id, ()):
                c.fail("stack frame", depth, f"{PROC_IDS[proc_id]} FRAME_STEP", step,
                       f"a step that does not read a decision's answer below PROC_GY_ORDER "
                       f"(it is at {proc.steps[step]})")
            return
        if child not in proc.waits.get(step, ()):
            c.fail("stack frame", depth, f"{PROC_IDS[proc_id]} FRAME_STEP", step,
                   f"a step at which {PROC_IDS[proc_id]} waits for the {PROC_IDS.get(child, child)} above it "
                   f"({', '.join(proc.steps[k] for k, v in proc.waits.items() if child in v) or 'none'}); "
                   f"it is at {proc.steps[step]}")
        return
    if not c.deciding:
        return
    kind = s[L.HDR_DECISION]
    decision = DECISIONS.get(kind)
    if decision is None:
        c.fail("decision", kind, "HDR_DECISION", kind, "a kind described in ygo_core/state_check.py DECISIONS")
    if decision.at(proc_id, step) is None:
        c.fail("stack frame", depth, f"{PROC_IDS[proc_id]} FRAME_STEP", step,
               f"the top frame asks {DECISION_KINDS[kind]}: " + " or ".join(
                   f"{PROC_IDS[d.proc]} at step {PROCS[d.proc].steps[d.step]}" for d in decision.places())
               + f" (it is {PROC_IDS[proc_id]} at {proc.steps[step]})")


def _check_decider(c):
    kind = c.s[L.HDR_DECISION]
    f = _top(c)
    decision = DECISIONS[kind].at(c.s[f + L.FRAME_PROC], c.s[f + L.FRAME_STEP])
    want = decision.decider(c)
    if c.s[L.HDR_DECIDER] != want:
        c.fail("header", L.HDR_DECIDER, "HDR_DECIDER", c.s[L.HDR_DECIDER],
               f"player {want}, whom {DECISION_KINDS[kind]} asks")
    if decision.check is not None:
        decision.check(c)


def _check_chain(c):
    s = c.s
    for i in range(L.CAP_CHAIN):
        base = W.CHAIN_BASE + i * L.CHAIN_LINK_WIDTH
        if i >= c.chain_len:
            _zero_row(c, "chain", i, base, L.CHAIN_LINK_WIDTH, "links past HDR_CHAIN_LEN")
            continue
        fx = s[base + L.LINK_EFFECT]
        if not EFFECT.ok(fx, c) or _fx(c, fx, O.FX_KIND) not in CHAIN_EFFECT_KINDS:
            c.fail("chain", i, "LINK_EFFECT", fx,
                   "an effect row that can be activated (FXK_CARD, FXK_EFFECT, FXK_TRIGGER, FXK_IGNITION, FXK_QUICK)")
        card = s[base + L.LINK_CARD]
        if not CARD.ok(card, c):
            c.fail("chain", i, "LINK_CARD", card, CARD.desc)
        # Stints only grow: a link's is one its card had (V03).
        if not 0 <= s[base + L.LINK_STINT] <= _card(c, card, L.CARD_STINT):
            c.fail("chain", i, "LINK_STINT", s[base + L.LINK_STINT],
                   f"a stint the card had (0..{_card(c, card, L.CARD_STINT)})")
        if not PLAYER.ok(s[base + L.LINK_PLAYER], c):
            c.fail("chain", i, "LINK_PLAYER", s[base + L.LINK_PLAYER], PLAYER.desc)
        speed = _copier_speed(c, card) if _fx(c, fx, O.FX_KIND) == O.FXK_CARD else None
        if s[base + L.LINK_SPEED] != (speed or _fx(c, fx, O.FX_SPEED)) or s[base + L.LINK_SPEED] not in SPEEDS:
            c.fail("chain", i, "LINK_SPEED", s[base + L.LINK_SPEED],
                   f"the effect's Spell Speed ({speed or _fx(c, fx, O.FX_SPEED)}, W01)")
        link_flags = s[base + L.LINK_FLAGS]
        card_activation = _fx(c, _mode_head(c, fx), O.FX_KIND) == O.FXK_CARD
        if not LINK_FLAGS_DOM.ok(link_flags, c) or bool(link_flags & L.LF_CARD_ACTIVATION) != card_activation:
            c.fail("chain", i, "LINK_FLAGS", link_flags,
                   LINK_FLAGS_DOM.desc + ", with LF_CARD_ACTIVATION exactly for a card's activation (W11)")
        if not CARD_OR_NONE.ok(s[base + L.LINK_EVENT_CARD], c):
            c.fail("chain", i, "LINK_EVENT_CARD", s[base + L.LINK_EVENT_CARD], CARD_OR_NONE.desc)
        _check_targets(c, i, base, fx)
        # A card noted by an operation of the resolution (SEL_NOTED), and whether there is one.
        if s[base + L.LINK_N_CHOSEN] not in (0, 1):
            c.fail("chain", i, "LINK_N_CHOSEN", s[base + L.LINK_N_CHOSEN], "0 or 1 noted cards")
        elif s[base + L.LINK_N_CHOSEN] == 1 and not CARD.ok(s[base + L.LINK_CHOSEN], c):
            c.fail("chain", i, "LINK_CHOSEN", s[base + L.LINK_CHOSEN], CARD.desc)
        # A declared Type's bit index or card name's card id, and what the cost paid (cards,
        # counters) for effects that count it (the activated family, vm/ops_activated.pyx).
        declared = s[base + L.LINK_DECLARED]
        if not 0 <= declared < max(c.n_cards, O.N_DECLARABLE_TYPES):
            c.fail("chain", i, "LINK_DECLARED", declared,
                   f"a declared Type's bit index (< {O.N_DECLARABLE_TYPES}) or a card id (< HDR_N_CARDS)")
        if not COUNT.ok(s[base + L.LINK_PAID], c):
            c.fail("chain", i, "LINK_PAID", s[base + L.LINK_PAID], COUNT.desc)


def _copier_speed(c, card):
    # burn: a card whose activation copies the Normal Spell below (FXF_COPIES_BELOW, Serial
    # Spell) keeps its own Spell Speed on the chain while its link holds the copied effect.
    first, count = c.printed(card, L.DB_FX_FIRST), c.printed(card, L.DB_FX_COUNT)
    for fx in range(first, first + count):
        if _fx(c, fx, O.FX_FLAGS) & O.FXF_COPIES_BELOW:
            return _fx(c, fx, O.FX_SPEED)
    return None


def _check_targets(c, i, base, fx):
    s = c.s
    n = s[base + L.LINK_N_TARGETS]
    if _fx(c, fx, O.FX_FLAGS) & O.FXF_TARGET_EVENT:
        wanted = 1
    else:
        wanted = _fx(c, fx, O.FX_TARGET_COUNT) + _fx(c, fx, O.FX_TARGET2_COUNT)
    if not 0 <= n <= min(wanted, L.CAP_LINK_TARGETS):
        c.fail("chain", i, "LINK_N_TARGETS", n, f"0..{min(wanted, L.CAP_LINK_TARGETS)} (the effect's targets, V01)")
    for k in range(L.CAP_LINK_TARGETS):
        target, stint = s[base + L.LINK_TARGETS + k], s[base + L.LINK_TARGET_STINTS + k]
        if k >= n:
            if target or stint:
                c.fail("chain", i, f"LINK_TARGETS+{k}", target, "0 past LINK_N_TARGETS")
            continue
        if not CARD.ok(target, c):
            c.fail("chain", i, f"LINK_TARGETS+{k}", target, CARD.desc)
        if not 0 <= stint <= _card(c, target, L.CARD_STINT):
            c.fail("chain", i, f"LINK_TARGET_STINTS+{k}", stint,
                   f"a stint the target had (0..{_card(c, target, L.CARD_STINT)}, V03)")


def _zero_row(c, section, i, base, width, what):
    for k in range(width):
        if c.s[base + k] != 0:
            c.fail(section, i, f"word {k}", c.s[base + k], f"0: {what} are unused")


def _check_trigger_queue(c):
    s = c.s
    n = s[L.HDR_TRIGGER_LEN]
    triggers_running = any(c.proc_at(d) == P.PROC_TRIGGERS for d in range(s[L.HDR_STACK_TOP]))
    for i in range(L.CAP_TRIGGERS):
        base = W.TRIGGER_BASE + i * L.TRIGGER_WIDTH
        if i >= n:
            _zero_row(c, "trigger", i, base, L.TRIGGER_WIDTH, "entries past HDR_TRIGGER_LEN")
            continue
        fx = s[base + L.TRIG_EFFECT]
        # -1: already put on the chain or declined, while PROC_TRIGGERS places the queue (W07).
        if fx == -1 and not triggers_running:
            c.fail("trigger", i, "TRIG_EFFECT", fx,
                   "an effect row: entries are handled only while PROC_TRIGGERS runs")
        if fx != -1 and (not EFFECT.ok(fx, c) or _fx(c, fx, O.FX_KIND) != O.FXK_TRIGGER):
            c.fail("trigger", i, "TRIG_EFFECT", fx, "a trigger effect row (FXK_TRIGGER) or -1 once handled")
        for word, name, dom in ((L.TRIG_CARD, "TRIG_CARD", CARD), (L.TRIG_PLAYER, "TRIG_PLAYER", PLAYER),
                                (L.TRIG_EVENT_CARD, "TRIG_EVENT_CARD", CARD)):
            if not dom.ok(s[base + word], c):
                c.fail("trigger", i, name, s[base + word], dom.desc)


def _check_lingering(c):
    s = c.s
    n = s[L.HDR_LINGER_LEN]
    for i in range(L.CAP_LINGER):
        base = W.LINGER_BASE + i * L.LINGER_WIDTH
        if i >= n:
            _zero_row(c, "lingering", i, base, L.LINGER_WIDTH, "records past HDR_LINGER_LEN")
            continue
        kind = LINGER_KINDS.get(s[base + L.LINGER_KIND])
        if kind is None:
            c.fail("lingering", i, "LINGER_KIND", s[base + L.LINGER_KIND], one_of(LINGER_KIND_NAMES).desc)
        card = s[base + L.LINGER_CARD]
        if kind.on_card:
            if not CARD.ok(card, c):
                c.fail("lingering", i, "LINGER_CARD", card, f"{CARD.desc} for {LINGER_KIND_NAMES[s[base]]}")
            if not 0 <= s[base + L.LINGER_STINT] <= _card(c, card, L.CARD_STINT):
                c.fail("lingering", i, "LINGER_STINT", s[base + L.LINGER_STINT],
                       f"a stint the card had (0..{_card(c, card, L.CARD_STINT)}, AD01)")
        elif card != L.NO_CARD or s[base + L.LINGER_STINT] != 0:
            c.fail("lingering", i, "LINGER_CARD", card,
                   f"NO_CARD (stint 0): {LINGER_KIND_NAMES[s[base]]} is player-wide")
        for word, name, dom in ((L.LINGER_PLAYER, "LINGER_PLAYER", PLAYER),
                                (L.LINGER_VALUE, "LINGER_VALUE", kind.value),
                                (L.LINGER_VALUE2, "LINGER_VALUE2", kind.value2),
                                (L.LINGER_UNTIL_TURN, "LINGER_UNTIL_TURN", kind.until),
                                (L.LINGER_SOURCE, "LINGER_SOURCE", CARD_OR_NONE)):
            if not dom.ok(s[base + word], c):
                c.fail("lingering", i, name, s[base + word], dom.desc)


def _activators(c, fast=False):
    # HDR_ACTIVATORS as the moves keep it (layout.pxd note_activator): the cards with effects in
    # each player's hand or on their side of the field, a bit per card id; `fast`:
    # HDR_FAST_ACTIVATORS, those of them with an effect of Spell Speed 2 or more.
    words = [0] * (L.N_PLAYERS * L.ACTIVATOR_WORDS)
    fast_bits = L.DBF_FAST_HAND | L.DBF_FAST_SET | L.DBF_FAST_FACE_UP
    for card in range(c.n_cards):
        location = _card(c, card, L.CARD_LOCATION)
        if fast and not c.printed(card, L.DB_FLAGS) & fast_bits:
            continue
        if (location in (L.LOC_HAND, L.LOC_MZONE, L.LOC_SZONE, L.LOC_FZONE, L.LOC_PZONE)
                and c.printed(card, L.DB_FLAGS) & L.DBF_HAS_EFFECT) \
                or (location == L.LOC_GY and c.printed(card, L.DB_FLAGS) & L.DBF_GY_EFFECT):  # (leave)
            words[_card(c, card, L.CARD_CONTROLLER) * L.ACTIVATOR_WORDS + card // 32] |= 1 << (card % 32)
    return [w - (1 << 32) if w >= 1 << 31 else w for w in words]  # as int32 words


def _duel_trigger_events(c):
    events = 0
    for card in range(c.n_cards):
        events |= c.printed(card, L.DB_TRIGGER_EVENTS)
    return events


def _has_effect_cards(c):
    for card in range(c.n_cards):
        if c.printed(card, L.DB_FLAGS) & L.DBF_HAS_EFFECT:
            return 1
    return 0


EFFECT_PROCS = (P.PROC_WINDOW, P.PROC_ACTIVATE, P.PROC_RESOLVE, P.PROC_TRIGGERS)


# locks (vm/ops_locks.pyx scan_locks): the HDR_LOCKS bit of a continuous instruction, and of
# an effect flag.
LOCK_OF_APPLIER = {O.APPLY_NEGATE: L.LOCK_NEGATION, O.APPLY_NO_ACTIVATION: L.LOCK_NO_ACTIVATION,
                   O.APPLY_STANDBY_COST: L.LOCK_STANDBY_COST, O.APPLY_SPELL_PROOF: L.LOCK_SPELL_PROOF,
                   O.APPLY_CANNOT_ATTACK_PAID: L.LOCK_PAID_ATTACK}
LOCK_OF_FLAG = {O.FXF_NEGATES_SUMMON: L.LOCK_SUMMON_NEGATION, O.FXF_INSTEAD_OF_DRAW: L.LOCK_DRAW_REPLACE,
                O.FXF_ON_EQUIPPED: L.LOCK_ON_EQUIPPED}


def _duel_locks(c):
    # The lock mechanisms the duel's cards use, as scan_locks sets them when the duel starts.
    bits = 0
    for card in range(c.n_cards):
        if not c.printed(card, L.DB_FLAGS) & L.DBF_HAS_EFFECT:
            continue
        first = c.printed(card, L.DB_FX_FIRST)
        for fx in range(first, first + c.printed(card, L.DB_FX_COUNT)):
            for flag, bit in LOCK_OF_FLAG.items():
                if _fx(c, fx, O.FX_FLAGS) & flag:
                    bits |= bit
            if _fx(c, fx, O.FX_KIND) == O.FXK_CONTINUOUS:
                for pc in range(_fx(c, fx, O.FX_N_OPS)):
                    bits |= LOCK_OF_APPLIER.get(int(c.code[_fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH + O.INSN_OP]), 0)
            else:
                # (leave) a summon with the RIDER_NEGATED rider; MR3 quick: a lingering negation
                # (OP_NEGATE_UNTIL_END). Both need LOCK_NEGATION.
                for pc in range(_fx(c, fx, O.FX_N_OPS)):
                    at = _fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH
                    op = int(c.code[at + O.INSN_OP]) & O.INSN_OP_MASK
                    if (op == O.OP_SPECIAL_SUMMON and int(c.code[at + O.INSN_C]) & O.RIDER_NEGATED) \
                            or op == O.OP_NEGATE_UNTIL_END:
                        bits |= L.LOCK_NEGATION
    return bits


# misc family (vm/ops_misc.pyx scan_misc): the HDR_MISC bit of a continuous instruction.
MISC_OF_APPLIER = {O.APPLY_NEGATE_BATTLE_VICTIMS: L.MISC_NEGATE_VICTIMS,
                   O.APPLY_NO_BATTLE_DAMAGE_INVOLVING: L.MISC_NO_BATTLE_DAMAGE,
                   O.APPLY_DESTROYED_AFTER_ATTACKED: L.MISC_DESTROYED_AFTER_ATTACKED}


def _duel_misc(c):
    # The misc mechanisms the duel's cards use, as scan_misc sets them when the duel starts.
    bits = 0
    for card in range(c.n_cards):
        if not c.printed(card, L.DB_FLAGS) & L.DBF_HAS_EFFECT:
            continue
        first = c.printed(card, L.DB_FX_FIRST)
        for fx in range(first, first + c.printed(card, L.DB_FX_COUNT)):
            if _fx(c, fx, O.FX_KIND) == O.FXK_TRIGGER and _fx(c, fx, O.FX_EVENTS) & O.EV_ATTACKED_BEFORE_CALC:
                bits |= L.MISC_BEFORE_CALC_EVENT
            if _fx(c, fx, O.FX_KIND) == O.FXK_CONTINUOUS:
                for pc in range(_fx(c, fx, O.FX_N_OPS)):
                    bits |= MISC_OF_APPLIER.get(int(c.code[_fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH + O.INSN_OP]), 0)
    return bits


def _appliers_in_force(c):
    # HDR_APPLIERS as the last application writes it (vm/filters.pyx walk_appliers,
    # keep_appliers): the continuous instructions of the face-up cards on the field, a Monster
    # Card in a Spell & Trap Zone and a negated card left out; -1 past CAP_APPLIER_CACHE.
    s = c.s
    entries = []
    for p in range(L.N_PLAYERS):
        # (pendulum) the Pendulum Zones in a duel with Pendulums: only continuous Pendulum
        # Effects apply there, and only the other continuous effects elsewhere (M03, M06).
        for zone in range(L.ZONES_PER_PLAYER if s[L.HDR_PENDULUM_CARDS] else L.ZONE_PENDULUM):
            card = s[W.ZONE_BASE + p * L.ZONES_PER_PLAYER + zone]
            if card == L.NO_CARD or _card(c, card, L.CARD_POSITION) not in FACE_UP:
                continue
            if not c.printed(card, L.DB_FLAGS) & L.DBF_HAS_EFFECT:
                continue
            if L.ZONE_SPELL <= zone < L.ZONE_PENDULUM and c.printed(card, L.DB_TYPE) & L.TYPE_MONSTER:
                continue
            if s[L.HDR_LOCKS] & L.LOCK_NEGATION and _card(c, card, L.CARD_NEGATED) == _card(c, card, L.CARD_STINT) + 1:
                continue
            first = c.printed(card, L.DB_FX_FIRST)
            for fx in range(first, first + c.printed(card, L.DB_FX_COUNT)):
                if bool(_fx(c, fx, O.FX_FLAGS) & O.FXF_PENDULUM) != (zone >= L.ZONE_PENDULUM):
                    continue
                if _fx(c, fx, O.FX_KIND) == O.FXK_CONTINUOUS:
                    for pc in range(_fx(c, fx, O.FX_N_OPS)):
                        entries.append(card | ((_fx(c, fx, O.FX_OPS) + pc * O.INSN_WIDTH) << L.APPLIER_CARD_BITS))
    entries = entries[:FI.CAP_APPLIERS]
    return entries if len(entries) <= L.CAP_APPLIER_CACHE else None


def _check_appliers(c):
    # A state at a decision is settled (HDR_DIRTY 0), so its appliers list is the field's; the
    # words past the list are 0 in any state.
    s = c.s
    n = s[L.HDR_APPLIERS_LEN]
    for i in range(max(n, 0), L.CAP_APPLIER_CACHE):
        if s[L.HDR_APPLIERS + i]:
            c.fail("header", L.HDR_APPLIERS + i, f"HDR_APPLIERS+{i}", s[L.HDR_APPLIERS + i],
                   "0 past HDR_APPLIERS_LEN")
    if s[L.HDR_DIRTY] or not s[L.HDR_HAS_EFFECTS]:
        return
    kept = _appliers_in_force(c)
    if kept is None:
        if n != -1:
            c.fail("header", L.HDR_APPLIERS_LEN, "HDR_APPLIERS_LEN", n,
                   f"-1: more than CAP_APPLIER_CACHE ({L.CAP_APPLIER_CACHE}) appliers are in force")
        return
    if n != len(kept):
        c.fail("header", L.HDR_APPLIERS_LEN, "HDR_APPLIERS_LEN", n,
               f"{len(kept)}: the continuous appliers in force on the field")
    for i, entry in enumerate(kept):
        if s[L.HDR_APPLIERS + i] != entry:
            c.fail("header", L.HDR_APPLIERS + i, f"HDR_APPLIERS+{i}", s[L.HDR_APPLIERS + i],
                   f"{entry}: card {entry & ((1 << L.APPLIER_CARD_BITS) - 1)}'s applier at code "
                   f"{entry >> L.APPLIER_CARD_BITS}, in the order of the field")


def _check_context(c):
    # What ties the sections together.
    s = c.s
    _check_appliers(c)
    procs = [c.proc_at(d) for d in range(s[L.HDR_STACK_TOP])]
    has_effects = _has_effect_cards(c)
    if s[L.HDR_HAS_EFFECTS] != has_effects:
        c.fail("header", L.HDR_HAS_EFFECTS, "HDR_HAS_EFFECTS", s[L.HDR_HAS_EFFECTS],
               f"{has_effects}: whether a card of the duel has effects")
    # (pend) the Pendulum mechanisms are looked at only in a duel with Pendulum cards.
    pendulums = int(bool(s[L.HDR_RULE_EXTRA_SUMMONS] & L.RULE_PENDULUM) and any(
        c.printed(card, L.DB_TYPE) & L.TYPE_PENDULUM for card in range(c.n_cards)))
    if s[L.HDR_PENDULUM_CARDS] != pendulums:
        c.fail("header", L.HDR_PENDULUM_CARDS, "HDR_PENDULUM_CARDS", s[L.HDR_PENDULUM_CARDS],
               f"{pendulums}: RULE_PENDULUM and a Pendulum Monster card in the duel")
    events = _duel_trigger_events(c)
    if events & ~s[L.HDR_TRIGGER_EVENTS]:  # a Token made and gone may have left more bits
        c.fail("header", L.HDR_TRIGGER_EVENTS, "HDR_TRIGGER_EVENTS", s[L.HDR_TRIGGER_EVENTS],
               f"every bit of {events:#x}: the events the duel's cards have triggers for")
    for k, word in enumerate(_activators(c)):
        if s[L.HDR_ACTIVATORS + k] != word:
            c.fail("header", L.HDR_ACTIVATORS + k, "HDR_ACTIVATORS", s[L.HDR_ACTIVATORS + k],
                   f"{word:#x}: the cards with effects in a hand or on the field (note_activator)")
    for k, word in enumerate(_activators(c, fast=True)):
        if s[L.HDR_FAST_ACTIVATORS + k] != word:
            c.fail("header", L.HDR_FAST_ACTIVATORS + k, "HDR_FAST_ACTIVATORS", s[L.HDR_FAST_ACTIVATORS + k],
                   f"{word:#x}: those of them with an effect of Spell Speed 2 or more (note_activator)")
    locks = _duel_locks(c)
    if s[L.HDR_LOCKS] != locks:
        c.fail("header", L.HDR_LOCKS, "HDR_LOCKS", s[L.HDR_LOCKS],
               f"{locks:#x}: the lock mechanisms the duel's cards use (scan_locks)")
    misc = _duel_misc(c)
    if s[L.HDR_MISC] != misc:
        c.fail("header", L.HDR_MISC, "HDR_MISC", s[L.HDR_MISC],
               f"{misc:#x}: the misc battle mechanisms the duel's cards use (scan_misc)")
    if not has_effects:
        for word, name in ((L.HDR_CHAIN_LEN, "HDR_CHAIN_LEN"), (L.HDR_TRIGGER_LEN, "HDR_TRIGGER_LEN"),
                           (L.HDR_LINGER_LEN, "HDR_LINGER_LEN")):
            if s[word]:
                c.fail("header", word, name, s[word], "0 in a duel without effects")
        for depth, proc in enumerate(procs):
            if proc in EFFECT_PROCS:
                c.fail("stack frame", depth, "FRAME_PROC", proc,
                       "no windows, chains or triggers in a duel without effects")
    if s[L.HDR_CHAIN_LEN] and P.PROC_WINDOW not in procs:
        c.fail("header", L.HDR_CHAIN_LEN, "HDR_CHAIN_LEN", s[L.HDR_CHAIN_LEN], "0 outside a response window (W)")
    battle = P.PROC_BATTLE_PHASE in procs
    if battle and s[L.HDR_PHASE] != L.PHASE_BATTLE:
        c.fail("header", L.HDR_PHASE, "HDR_PHASE", s[L.HDR_PHASE], "PHASE_BATTLE while the Battle Phase runs")
    if not battle and s[L.HDR_BATTLE_STEP] != L.BSTEP_NONE:
        c.fail("header", L.HDR_BATTLE_STEP, "HDR_BATTLE_STEP", s[L.HDR_BATTLE_STEP],
               "BSTEP_NONE outside the Battle Phase")
    _check_attack(c, procs)
    # locks: HDR_SUMMONING is set exactly while a summon waits for its negation window.
    waiting = any((proc, s[W.STACK_BASE + d * L.FRAME_WIDTH + L.FRAME_STEP])
                  in ((P.PROC_SUMMON, SU.SUMMON_SUCCEED), (P.PROC_EXTRA_SUMMON, ES.ES_SUCCEED),
                      (P.PROC_PENDULUM, PS.PS_SUCCEED), (P.PROC_SPECIAL_SUMMON, SP.SP_SUCCEED))
                  for d, proc in enumerate(procs))
    if waiting != (s[L.HDR_SUMMONING] != 0):
        c.fail("header", L.HDR_SUMMONING, "HDR_SUMMONING", s[L.HDR_SUMMONING],
               "the monster being summoned exactly while its summon waits at SUMMON_SUCCEED" if waiting else
               "0 while no summon waits for a summon-negation window")
    # AH10, E01: the turn player entered the Battle Phase this turn while it runs and in Main
    # Phase 2 (from_position(phase="main2") sets the stamp too).
    if (battle or s[L.HDR_PHASE] == L.PHASE_MAIN2) and not c.over:
        word = L.HDR_BATTLE_PHASE_TURN + s[L.HDR_TURN_PLAYER]
        if s[word] != s[L.HDR_TURN]:
            c.fail("header", word, f"HDR_BATTLE_PHASE_TURN+{s[L.HDR_TURN_PLAYER]}", s[word],
                   f"the turn ({s[L.HDR_TURN]}): the turn player entered the Battle Phase this turn")
    if c.deciding:
        _check_decider(c)


def _check_attack(c, procs):
    # F03-F21: an attack is in progress from its declaration to the end of its Damage Step.
    s = c.s
    declared = (BP.BP_DECLARED, BP.BP_REPLAY)
    attacking = P.PROC_DAMAGE_STEP in procs or any(
        proc == P.PROC_BATTLE_PHASE and s[W.STACK_BASE + d * L.FRAME_WIDTH + L.FRAME_STEP] in declared
        for d, proc in enumerate(procs))
    if attacking != (s[L.HDR_ATTACKER] != L.NO_CARD):
        c.fail("header", L.HDR_ATTACKER, "HDR_ATTACKER", s[L.HDR_ATTACKER],
               "the attacking monster exactly while an attack is in progress" if attacking else
               "NO_CARD while no attack is in progress")
    if not attacking:
        for word, name in ((L.HDR_ATTACK_TARGET, "HDR_ATTACK_TARGET"), (L.HDR_ATTACK_NEGATED, "HDR_ATTACK_NEGATED")):
            if s[word] != (L.NO_CARD if word == L.HDR_ATTACK_TARGET else 0):
                c.fail("header", word, name, s[word], "cleared while no attack is in progress")
