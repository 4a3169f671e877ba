"""The state decoded into plain int32 words: one word per field, for Python readers.

The core's buffer (layout.pxd) packs its sections: card rows of ``CARD_ROW_BYTES`` bytes with
int16, uint8 and bit fields. Python code that reads or edits a state word by word (the saved-state
validator, event logs, tests) works on the *wide* form instead, where every field is one int32
word at a fixed offset:

- the header, ``HDR_SIZE`` words at the same offsets as in the buffer (``HDR_*``);
- the continuation stack, the chain, pending triggers, lingering effects, zones and piles, each
  at this module's ``*_BASE`` with the layout's widths (a pile: its count, then ``CAP_PILE`` card
  ids; a link: ``CHAIN_LINK_WIDTH`` words; ...);
- the card table: ``CAP_CARDS`` rows of ``CARD_WIDTH`` words, field ``CARD_*`` at word
  ``CARD_*`` of its row (word 20, reserved, is 0).

:func:`decode` turns a buffer into its wide form, :func:`encode` a wide form back into a buffer
(``encode(decode(b)) == b`` for every buffer whose packed fields have no stray bits: the
validator refuses the others). Both are plain numpy, not for hot paths.

Examples
--------
>>> from ygo_core import wide as W, layout as L
>>> w = W.decode(duel.buffer)                                    # doctest: +SKIP
>>> w[W.card_word(card, L.CARD_LOCATION)]                        # doctest: +SKIP
"""
from __future__ import annotations

import numpy as np

from ygo_core import layout as L

CARD_WIDTH = 28
HDR_SIZE = L.HDR_SIZE
STACK_BASE = HDR_SIZE
CHAIN_BASE = STACK_BASE + L.CAP_STACK * L.FRAME_WIDTH
TRIGGER_BASE = CHAIN_BASE + L.CAP_CHAIN * L.CHAIN_LINK_WIDTH
LINGER_BASE = TRIGGER_BASE + L.CAP_TRIGGERS * L.TRIGGER_WIDTH
ZONE_BASE = LINGER_BASE + L.CAP_LINGER * L.LINGER_WIDTH
PILE_WIDTH = 1 + L.CAP_PILE
PILE_BASE = ZONE_BASE + L.N_PLAYERS * L.ZONES_PER_PLAYER
CARD_BASE = PILE_BASE + L.N_PLAYERS * L.N_PILES * PILE_WIDTH
SIZE = CARD_BASE + L.CAP_CARDS * CARD_WIDTH

# The packed card row as a numpy record (native byte order, like the buffer).
CARD_ROW = np.dtype({
    "names": ["atk", "def", "bits", "db_row", "stint", "negated", "summon_turn", "pos_change_turn",
              "attack_turn", "set_turn", "battle_kill_turn", "flipped_turn", "equipped_stint",
              "linked_stint", "counters", "location", "sequence", "equipped_to", "linked"],
    "formats": ["=i4", "=i4", "=u4"] + ["=i2"] * 12 + ["u1"] * 4,
    "offsets": [L.CR_ATK, L.CR_DEF, L.CR_BITS, L.CR_DB_ROW, L.CR_STINT, L.CR_NEGATED,
                L.CR_SUMMON_TURN, L.CR_POS_CHANGE_TURN, L.CR_ATTACK_TURN, L.CR_SET_TURN,
                L.CR_BATTLE_KILL_TURN, L.CR_FLIPPED_TURN, L.CR_EQUIPPED_STINT, L.CR_LINKED_STINT,
                L.CR_COUNTERS, L.CR_LOCATION, L.CR_SEQUENCE, L.CR_EQUIPPED_TO, L.CR_LINKED],
    "itemsize": L.CARD_ROW_BYTES,
})
# Field -> record member, for the int32 / int16 / uint8 fields.
PLAIN_FIELDS = {
    L.CARD_ATK: "atk", L.CARD_DEF: "def", L.CARD_DB_ROW: "db_row", L.CARD_STINT: "stint",
    L.CARD_NEGATED: "negated", L.CARD_SUMMON_TURN: "summon_turn",
    L.CARD_POS_CHANGE_TURN: "pos_change_turn", L.CARD_ATTACK_TURN: "attack_turn",
    L.CARD_SET_TURN: "set_turn", L.CARD_BATTLE_KILL_TURN: "battle_kill_turn",
    L.CARD_FLIPPED_TURN: "flipped_turn", L.CARD_EQUIPPED_STINT: "equipped_stint",
    L.CARD_LINKED_STINT: "linked_stint", L.CARD_COUNTERS: "counters",
    L.CARD_LOCATION: "location", L.CARD_SEQUENCE: "sequence",
}
# Fields stored as card id + 1 in a uint8 (0: NO_CARD).
CARD_ID_FIELDS = {L.CARD_EQUIPPED_TO: "equipped_to", L.CARD_LINKED: "linked"}
# Field -> (shift, bits) in the CR_BITS word.
BIT_FIELDS = {
    L.CARD_FLAGS: (L.CB_FLAGS_SHIFT, L.CB_FLAGS_BITS),
    L.CARD_REVEALED: (L.CB_REVEALED_SHIFT, L.CB_REVEALED_BITS),
    L.CARD_SUMMON_RULES: (L.CB_SUMMON_RULES_SHIFT, L.CB_SUMMON_RULES_BITS),
    L.CARD_SUMMON_KIND: (L.CB_SUMMON_KIND_SHIFT, L.CB_SUMMON_KIND_BITS),
    L.CARD_LINK_KIND: (L.CB_LINK_KIND_SHIFT, L.CB_LINK_KIND_BITS),
    L.CARD_ATTACKS: (L.CB_ATTACKS_SHIFT, L.CB_ATTACKS_BITS),
    L.CARD_OWNER: (L.CB_OWNER_SHIFT, L.CB_OWNER_BITS),
    L.CARD_CONTROLLER: (L.CB_CONTROLLER_SHIFT, L.CB_CONTROLLER_BITS),
    L.CARD_POSITION: (L.CB_POSITION_SHIFT, L.CB_POSITION_BITS),
}
# The fields a card row stores (every CARD_* but the reserved word 20).
STORED_FIELDS = frozenset(PLAIN_FIELDS) | frozenset(CARD_ID_FIELDS) | frozenset(BIT_FIELDS)
# Sections copied word for word (buffer offset, wide offset, words): the header, the stack and
# the lingering records.
_COPIED = ((0, 0, L.CHAIN_WORD), (L.LINGER_BASE, LINGER_BASE, L.CAP_LINGER * L.LINGER_WIDTH))
# int16 sections (buffer int16 index, wide offset, entries): the chain, triggers and zones.
_INT16 = ((L.CHAIN_BASE, CHAIN_BASE, L.CAP_CHAIN * L.CHAIN_LINK_WIDTH),
          (L.TRIGGER_BASE, TRIGGER_BASE, L.CAP_TRIGGERS * L.TRIGGER_WIDTH),
          (L.ZONE_BASE, ZONE_BASE, L.N_PLAYERS * L.ZONES_PER_PLAYER))


def _rows_in_use(words):
    # Card rows in use (HDR_N_CARDS, clipped to the table): the rest are all 0 bytes, and all 0
    # words in the wide form.
    rows = (len(words) - L.CARD_BASE) // L.CARD_ROW_WORDS if len(words) < SIZE else L.CAP_CARDS
    return int(min(max(int(words[L.HDR_N_CARDS]), 0), rows))


def pile_blocks(buffer):
    """The two players' pile blocks (uint8, PILE_STRIDE bytes each: a view, no copy)."""
    raw = np.asarray(buffer).view(np.uint8)
    return raw[L.PILE_AT:L.PILE_AT + L.N_PLAYERS * L.PILE_STRIDE].reshape(L.N_PLAYERS, L.PILE_STRIDE)


def pile_word(player, pile):
    """The wide offset of a pile's count word (its cells follow)."""
    return PILE_BASE + (player * L.N_PILES + pile) * PILE_WIDTH


def _decode_piles(buffer, out):
    # Starts that do not rise, or a count past CAP_PILE, decode as far as they can (the
    # validator checks the blocks first).
    for player, block in enumerate(pile_blocks(buffer)):
        for pile in range(L.N_PILES):
            start, end = int(block[pile]), int(block[pile + 1])
            cells = block[L.PILE_CELLS + start:L.PILE_CELLS + max(min(end, L.CAP_PILE), start)]
            at = pile_word(player, pile)
            out[at] = end - start
            out[at + 1:at + 1 + len(cells)] = cells


def _encode_piles(wide, out):
    # Counts past what the cells hold are cut (the result decodes to another state).
    blocks = pile_blocks(out)
    for player in range(L.N_PLAYERS):
        cells = []
        for pile in range(L.N_PILES):
            at = pile_word(player, pile)
            count = int(min(max(wide[at], 0), L.CAP_PILE))
            blocks[player, pile] = min(len(cells), L.CAP_PILE)
            cells += [int(v) & 0xFF for v in wide[at + 1:at + 1 + count]]
        cells = cells[:L.CAP_PILE]
        blocks[player, L.N_PILES] = len(cells)
        blocks[player, L.PILE_CELLS:L.PILE_CELLS + len(cells)] = cells


def card_word(card, field):
    """The wide offset of one field of a card row."""
    return CARD_BASE + card * CARD_WIDTH + field


def card_rows(buffer):
    """The buffer's card table as an array of :data:`CARD_ROW` records (a view, no copy)."""
    raw = np.asarray(buffer).view(np.uint8)[L.CARD_AT:]
    n = len(raw) // L.CARD_ROW_BYTES
    return raw[:n * L.CARD_ROW_BYTES].view(CARD_ROW)


def decode(buffer):
    """The wide form of a buffer (int64, so that no value is cut): see the module docstring."""
    buffer = np.ascontiguousarray(buffer, dtype=np.int32)
    out = np.zeros(SIZE, dtype=np.int64)
    for at, to, n in _COPIED:
        out[to:to + n] = buffer[at:at + n]
    halves = buffer.view(np.int16)
    for at, to, n in _INT16:
        out[to:to + n] = halves[at:at + n]
    _decode_piles(buffer, out)
    rows = card_rows(buffer)[:_rows_in_use(buffer)]
    table = out[CARD_BASE:CARD_BASE + len(rows) * CARD_WIDTH].reshape(len(rows), CARD_WIDTH)
    for field, name in PLAIN_FIELDS.items():
        table[:, field] = rows[name]
    for field, name in CARD_ID_FIELDS.items():
        table[:, field] = rows[name].astype(np.int64) - 1
    bits = rows["bits"].astype(np.int64)
    for field, (shift, width) in BIT_FIELDS.items():
        table[:, field] = (bits >> shift) & ((1 << width) - 1)
    return out


def encode(wide, words=None):
    """The buffer (int32, ``words`` long: by default as long as its ``HDR_CARD_ROWS`` says).

    A value that does not fit its field's width is cut to it, so the result decodes to another
    wide form (the validator then names the field). Rows past ``HDR_N_CARDS`` are left 0."""
    wide = np.asarray(wide, dtype=np.int64)
    if words is None:
        rows = int(min(max(int(wide[L.HDR_CARD_ROWS]), 0), L.CAP_CARDS))
        words = L.CARD_BASE + rows * L.CARD_ROW_WORDS
    out = np.zeros(words, dtype=np.int32)
    for at, to, n in _COPIED:
        out[at:at + n] = wide[to:to + n].astype(np.int32)
    halves = out.view(np.int16)
    for at, to, n in _INT16:
        halves[at:at + n] = wide[to:to + n].astype(np.int16)
    _encode_piles(wide, out)
    rows = card_rows(out)[:_rows_in_use(wide)]
    table = wide[CARD_BASE:CARD_BASE + len(rows) * CARD_WIDTH].reshape(len(rows), CARD_WIDTH)
    for field, name in PLAIN_FIELDS.items():
        rows[name] = table[:, field].astype(rows.dtype[name])
    for field, name in CARD_ID_FIELDS.items():
        rows[name] = (table[:, field] + 1).astype(np.uint8)
    bits = np.zeros(len(rows), dtype=np.int64)
    for field, (shift, width) in BIT_FIELDS.items():
        bits |= (table[:, field] & ((1 << width) - 1)) << shift
    rows["bits"] = bits.astype(np.uint32)
    return out
