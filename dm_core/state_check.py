"""Validation of an untrusted Duel Masters state buffer (DMDuel.from_buffer).

Every word the core reads is checked against the layout (dm_core/layout.pxd) and the card pool:
the header, every card row, the zone lists (each card in exactly the list its row names), the
pending-effect queue, the modifier table, the continuation stack (procedures, steps, arguments)
and the decision against the frame that asked it. Unused words must be zero, so equal states
stay byte-equal. The first problem found raises StateError naming section, index, word, value.
"""
from __future__ import annotations

import numpy as np

from dm_core import core as C
from dm_core import layout as L
from dm_core import vocab as V


class StateError(ValueError):
    """A saved state that the engine must not continue from."""


def _fail(section, index, word, value, why):
    raise StateError(f"{section}[{index}] word {word} = {value}: {why}")


def _in(section, index, word, value, lo, hi):
    if not lo <= value <= hi:
        _fail(section, index, word, value, f"not in {lo}..{hi}")


def check_array(buffer):
    if not isinstance(buffer, np.ndarray):
        raise TypeError(f"a saved state is an int32 numpy array, got {type(buffer).__name__}")
    if buffer.dtype != np.int32 or buffer.ndim != 1:
        raise TypeError(f"a saved state is a 1-D int32 array, got {buffer.dtype} with {buffer.ndim} dimensions")
    if buffer.shape[0] != L.STATE_SIZE:
        raise StateError(f"a saved state has {L.STATE_SIZE} words, got {buffer.shape[0]}")
    return np.ascontiguousarray(buffer).copy()


def check_state(buffer, pool):
    """The checked copy of ``buffer``, or StateError/TypeError."""
    s = check_array(buffer).tolist()
    _header(s, pool)
    _cards(s, pool)
    _zones(s)
    _queue(s, pool)
    _mods(s)
    _stack(s, pool)
    _decision(s, pool)
    return np.array(s, dtype=np.int32)


# Header words with a meaning (the rest must be zero); HDR_ERR_ARG may hold anything.
USED_HEADER = {L.HDR_VERSION, L.HDR_DB_HASH, L.HDR_RNG, L.HDR_RNG + 1, L.HDR_RNG + 2, L.HDR_RNG + 3,
               L.HDR_STATUS, L.HDR_WINNER, L.HDR_WIN_REASON, L.HDR_TURN, L.HDR_TURN_PLAYER,
               L.HDR_FIRST_PLAYER, L.HDR_DECISION, L.HDR_DECIDER, L.HDR_ACTION, L.HDR_AUTO, L.HDR_ERR_ARG,
               L.HDR_STACK_TOP, L.HDR_QUEUE_COUNT, L.HDR_MOD_COUNT, L.HDR_ATTACKER, L.HDR_TURN_LIMIT,
               L.HDR_N_CARDS, L.HDR_N_CARDS + 1, L.HDR_DECISIONS}


def _header(s, pool):
    h = "header"
    if s[L.HDR_VERSION] != L.DM_LAYOUT_VERSION:
        _fail(h, 0, L.HDR_VERSION, s[L.HDR_VERSION], f"layout version is {L.DM_LAYOUT_VERSION}")
    if s[L.HDR_DB_HASH] != pool.fingerprint:
        _fail(h, 0, L.HDR_DB_HASH, s[L.HDR_DB_HASH], "made with other card data")
    status = s[L.HDR_STATUS]
    if status not in (L.STATUS_DECISION, L.STATUS_OVER):
        _fail(h, 0, L.HDR_STATUS, status, "a saved state waits for a decision or is over")
    if status == L.STATUS_OVER:
        _in(h, 0, L.HDR_WINNER, s[L.HDR_WINNER], 0, L.DRAW_RESULT)
        _in(h, 0, L.HDR_WIN_REASON, s[L.HDR_WIN_REASON], L.WIN_DIRECT_ATTACK, L.WIN_TURN_LIMIT)
        for w in (L.HDR_DECISION,):
            if s[w] != 0:
                _fail(h, 0, w, s[w], "no decision once the duel is over")
        if s[L.HDR_DECIDER] != -1:
            _fail(h, 0, L.HDR_DECIDER, s[L.HDR_DECIDER], "nobody decides once the duel is over")
    else:
        for w in (L.HDR_WINNER,):
            if s[w] != -1:
                _fail(h, 0, w, s[w], "no winner while the duel goes on")
        if s[L.HDR_WIN_REASON] != 0:
            _fail(h, 0, L.HDR_WIN_REASON, s[L.HDR_WIN_REASON], "no win reason while the duel goes on")
        _in(h, 0, L.HDR_DECISION, s[L.HDR_DECISION], 1, C.N_DECISIONS - 1)
        _in(h, 0, L.HDR_DECIDER, s[L.HDR_DECIDER], 0, 1)
    _in(h, 0, L.HDR_TURN_LIMIT, s[L.HDR_TURN_LIMIT], 1, 10_000)
    _in(h, 0, L.HDR_TURN, s[L.HDR_TURN], 1, s[L.HDR_TURN_LIMIT])
    for w in (L.HDR_TURN_PLAYER, L.HDR_FIRST_PLAYER, L.HDR_AUTO):
        _in(h, 0, w, s[w], 0, 1)
    if s[L.HDR_ACTION] != -1:
        _fail(h, 0, L.HDR_ACTION, s[L.HDR_ACTION], "no action is in flight at rest")
    _in(h, 0, L.HDR_STACK_TOP, s[L.HDR_STACK_TOP], 1, L.CAP_STACK)
    _in(h, 0, L.HDR_QUEUE_COUNT, s[L.HDR_QUEUE_COUNT], 0, L.CAP_QUEUE)
    _in(h, 0, L.HDR_MOD_COUNT, s[L.HDR_MOD_COUNT], 0, L.CAP_MODS)
    _in(h, 0, L.HDR_ATTACKER, s[L.HDR_ATTACKER], -1, L.CAP_CARDS - 1)
    for p in (0, 1):
        _in(h, 0, L.HDR_N_CARDS + p, s[L.HDR_N_CARDS + p], 1, L.CAP_PER_PLAYER)
    _in(h, 0, L.HDR_DECISIONS, s[L.HDR_DECISIONS], 0, 2 ** 31 - 1)
    unused = [w for w in range(L.HDR_SIZE) if w not in USED_HEADER]
    for w in unused:
        if s[w] != 0:
            _fail(h, 0, w, s[w], "unused header word")
    if all(s[L.HDR_RNG + i] == 0 for i in range(4)):
        _fail(h, 0, L.HDR_RNG, 0, "the RNG state cannot be all zero")


def _exists(s, c):
    return 0 <= c < L.CAP_CARDS and c % L.CAP_PER_PLAYER < s[L.HDR_N_CARDS + c // L.CAP_PER_PLAYER]


def _cards(s, pool):
    for c in range(L.CAP_CARDS):
        r = L.CARD_BASE + c * L.CARD_WIDTH
        row = s[r:r + L.CARD_WIDTH]
        if not _exists(s, c):
            if row != [-1] + [0] * (L.CARD_WIDTH - 1):
                _fail("card", c, 0, row[0], "an unused card row is -1 then zeros")
            continue
        _in("card", c, L.CARD_CODE, row[L.CARD_CODE], 0, len(pool) - 1)
        _in("card", c, L.CARD_ZONE, row[L.CARD_ZONE], 0, L.ZONE_PENDING)
        _in("card", c, L.CARD_TAPPED, row[L.CARD_TAPPED], 0, 1)
        _in("card", c, L.CARD_GEN, row[L.CARD_GEN], 0, 2 ** 31 - 2)
        _in("card", c, L.CARD_ENTERED, row[L.CARD_ENTERED], 0, s[L.HDR_TURN])
        _in("card", c, L.CARD_FLAGS, row[L.CARD_FLAGS], 0, L.CF_PICKED | L.CF_TRIGGER | L.CF_DECLARED)


def _zones(s):
    seen = {}
    for p in (0, 1):
        for z in range(L.N_ZONES):
            l = L.ZONE_LIST_BASE + (p * L.N_ZONES + z) * L.ZONE_LIST_WIDTH
            n = s[l]
            _in("zone list", p * L.N_ZONES + z, 0, n, 0, L.CAP_ZONE)
            for i in range(L.CAP_ZONE):
                c = s[l + 1 + i]
                if i >= n:
                    if c != 0:
                        _fail("zone list", p * L.N_ZONES + z, 1 + i, c, "past the count: zero")
                    continue
                if not _exists(s, c) or c // L.CAP_PER_PLAYER != p:
                    _fail("zone list", p * L.N_ZONES + z, 1 + i, c, f"not a card of player {p}")
                if c in seen:
                    _fail("zone list", p * L.N_ZONES + z, 1 + i, c, "card listed twice")
                if s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE] != z:
                    _fail("zone list", p * L.N_ZONES + z, 1 + i, c, "its row names another zone")
                seen[c] = z
    for c in range(L.CAP_CARDS):
        if _exists(s, c) and c not in seen and s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE] != L.ZONE_PENDING:
            _fail("card", c, L.CARD_ZONE, s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE], "in no zone list")
    if s[L.HDR_STATUS] == L.STATUS_DECISION:
        for p in (0, 1):
            if s[L.ZONE_LIST_BASE + (p * L.N_ZONES + L.ZONE_DECK) * L.ZONE_LIST_WIDTH] == 0:
                _fail("zone list", p * L.N_ZONES, 0, 0, "an empty deck has already lost (C016)")


def _table_rows(s, section, base, width, capacity, count_word, unused):
    # The rows of a fixed table in use (the first s[count_word]), after checking that every row
    # past them is zero (`unused` says so in the error).
    for i in range(capacity):
        row = s[base + i * width:base + (i + 1) * width]
        if i < s[count_word]:
            yield i, row
        elif any(row):
            _fail(section, i, 0, row[0], unused)


def _queue(s, pool):
    for i, row in _table_rows(s, "queue", L.QUEUE_BASE, L.QUEUE_WIDTH, L.CAP_QUEUE,
                              L.HDR_QUEUE_COUNT, "an unused entry is zero"):
        _in("queue", i, L.Q_CONTROLLER, row[L.Q_CONTROLLER], 0, 1)
        if not _exists(s, row[L.Q_SOURCE]):
            _fail("queue", i, L.Q_SOURCE, row[L.Q_SOURCE], "not a card")
        _in("queue", i, L.Q_GEN, row[L.Q_GEN], 0, 2 ** 31 - 2)
        if row[L.Q_PC] not in pool.program_starts:
            _fail("queue", i, L.Q_PC, row[L.Q_PC], "not the start of an instruction")


def _mods(s):
    for i, row in _table_rows(s, "modifier", L.MOD_BASE, L.MOD_WIDTH, L.CAP_MODS,
                              L.HDR_MOD_COUNT, "an unused row is zero"):
        if row[L.M_KIND] == L.MOD_GRANT:
            if not _exists(s, row[L.M_TARGET]):
                _fail("modifier", i, L.M_TARGET, row[L.M_TARGET], "not a card")
            _in("modifier", i, L.M_GEN, row[L.M_GEN], 0, 2 ** 31 - 2)
            _in("modifier", i, L.M_KEYWORDS, row[L.M_KEYWORDS], 0, V.KW_ALL)
            _in("modifier", i, L.M_POWER_ATTACKER, row[L.M_POWER_ATTACKER], 0, 100_000)
        elif row[L.M_KIND] == L.MOD_BLOCKED_SLAYER:
            _in("modifier", i, L.M_TARGET, row[L.M_TARGET], 0, 1)
            if any(row[2:]):
                _fail("modifier", i, 2, row[2], "a player-wide row has no more words")
        else:
            _fail("modifier", i, L.M_KIND, row[L.M_KIND], "not a MOD_* kind")


STEPS = {C.PROC_TURN: C.N_TURN_STEPS, C.PROC_ATTACK: C.N_ATTACK_STEPS, C.PROC_CAST: C.N_CAST_STEPS,
         C.PROC_QUEUE: 1, C.PROC_SCRIPT: 1, C.PROC_PAY: C.N_PAY_STEPS}


def _stack(s, pool):
    top = s[L.HDR_STACK_TOP]
    pending = [c for c in range(L.CAP_CARDS)
               if _exists(s, c) and s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE] == L.ZONE_PENDING]
    cast_cards = []
    for d in range(L.CAP_STACK):
        f = L.STACK_BASE + d * L.FRAME_WIDTH
        fr = s[f:f + L.FRAME_WIDTH]
        if d >= top:
            if any(fr):
                _fail("frame", d, 0, fr[0], "above the top: zero")
            continue
        proc, step = fr[0], fr[1]
        if (d == 0) != (proc == C.PROC_TURN):
            _fail("frame", d, 0, proc, "the bottom frame, and only it, is the turn")
        if proc == C.PROC_ATTACK and d != 1:
            _fail("frame", d, 0, proc, "an attack sits right on the turn")
        if proc not in STEPS:
            _fail("frame", d, 0, proc, "not a procedure")
        _in("frame", d, 1, step, 0, STEPS[proc] - 1)
        if proc == C.PROC_TURN:
            if d + 1 < top and s[f + L.FRAME_WIDTH] == C.PROC_ATTACK and step != C.T_ATTACK:
                _fail("frame", d, 1, step, "an attack happens in the attack step")
            _zero(fr, 2, d)
        elif proc == C.PROC_ATTACK:
            _attack_frame(s, fr, d)
        elif proc == C.PROC_CAST:
            c = fr[C.FC_CARD]
            if c not in pending or fr[C.FC_PLAYER] != c // L.CAP_PER_PLAYER:
                _fail("frame", d, C.FC_CARD, c, "a spell being cast is pending and its owner's")
            cast_cards.append(c)
            _zero(fr, C.FC_PLAYER + 1, d)
        elif proc == C.PROC_QUEUE:
            _zero(fr, 2, d)
        elif proc == C.PROC_PAY:
            _pay_frame(s, fr, d, top, pending, pool)
            cast_cards.append(fr[C.FP_CARD])
        else:
            _script_frame(s, fr, d, pool)
    if sorted(cast_cards) != pending or len(set(cast_cards)) != len(cast_cards):
        _fail("card", pending[0] if pending else -1, L.CARD_ZONE, L.ZONE_PENDING,
              "a pending card is exactly a spell being cast or a card being paid for")


def _pay_frame(s, fr, d, top, pending, pool):
    # C057: a card of the turn player declared in their main step, pending while its cost is
    # paid; C044: what is left can still be paid (enough untapped mana, and one of the card's
    # civilization unless it is paid).
    c, left, civ_paid = fr[C.FP_CARD], fr[C.FP_LEFT], fr[C.FP_CIV_PAID]
    tp = s[L.HDR_TURN_PLAYER]
    turn = L.STACK_BASE
    if d != 1 or d != top - 1 or s[turn + 1] != C.T_MAIN:
        _fail("frame", d, 0, C.PROC_PAY, "a payment sits right on the turn's main step, on top")
    if c not in pending or c // L.CAP_PER_PLAYER != tp:
        _fail("frame", d, C.FP_CARD, c, "the card paid for is pending and the turn player's")
    code = s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_CODE]
    cost = max(1, int(pool.table[V.DB_HEAD + code * V.DB_WIDTH + V.DB_COST]))
    civ = int(pool.table[V.DB_HEAD + code * V.DB_WIDTH + V.DB_CIV])
    _in("frame", d, C.FP_LEFT, left, 1, cost)
    _in("frame", d, C.FP_CIV_PAID, civ_paid, 0, 1)
    untapped = [m for m in _listed(s, tp, L.ZONE_MANA) if not s[L.CARD_BASE + m * L.CARD_WIDTH + L.CARD_TAPPED]]
    civs = [int(pool.table[V.DB_HEAD + s[L.CARD_BASE + m * L.CARD_WIDTH + L.CARD_CODE] * V.DB_WIDTH + V.DB_CIV])
            for m in untapped]
    if len(untapped) < left or (civ_paid == 0 and civ not in civs):
        _fail("frame", d, C.FP_LEFT, left, "the rest of the cost cannot be paid (C044)")
    _zero(fr, C.FP_CIV_PAID + 1, d)


def _zero(fr, start, d):
    for w in range(start, L.FRAME_WIDTH):
        if fr[w] != 0:
            _fail("frame", d, w, fr[w], "unused frame word")


def _attack_frame(s, fr, d):
    tp = s[L.HDR_TURN_PLAYER]
    att, tgt = fr[C.FA_ATTACKER], fr[C.FA_TARGET]
    if not _exists(s, att) or att // L.CAP_PER_PLAYER != tp:
        _fail("frame", d, C.FA_ATTACKER, att, "the attacker is a card of the turn player")
    if tgt != -1 and (not _exists(s, tgt) or tgt // L.CAP_PER_PLAYER == tp):
        _fail("frame", d, C.FA_TARGET, tgt, "the target is the player (-1) or an opposing card")
    for w in (C.FA_ATTACKER_GEN, C.FA_TARGET_GEN):
        _in("frame", d, w, fr[w], 0, 2 ** 31 - 2)
    _in("frame", d, C.FA_BREAKS, fr[C.FA_BREAKS], 0, 2)
    _in("frame", d, C.FA_PICKED, fr[C.FA_PICKED], 0, fr[C.FA_BREAKS])


def _script_frame(s, fr, d, pool):
    if fr[C.FS_PC] not in pool.program_starts:
        _fail("frame", d, C.FS_PC, fr[C.FS_PC], "not the start of an instruction")
    if not _exists(s, fr[C.FS_SOURCE]):
        _fail("frame", d, C.FS_SOURCE, fr[C.FS_SOURCE], "not a card")
    _in("frame", d, C.FS_GEN, fr[C.FS_GEN], 0, 2 ** 31 - 2)
    _in("frame", d, C.FS_CONTROLLER, fr[C.FS_CONTROLLER], 0, 1)
    _in("frame", d, C.FS_PICKED, fr[C.FS_PICKED], 0, L.CAP_CARDS)
    _in("frame", d, C.FS_YES, fr[C.FS_YES], 0, 0)


# Decision -> (procedure, steps) of the frame that asks it.
ASKED_BY = {C.DEC_CHARGE: (C.PROC_TURN, {C.T_CHARGE}), C.DEC_MAIN: (C.PROC_TURN, {C.T_MAIN}),
            C.DEC_ATTACK: (C.PROC_TURN, {C.T_ATTACK}), C.DEC_BLOCK: (C.PROC_ATTACK, {C.A_BLOCK}),
            C.DEC_SHIELD: (C.PROC_ATTACK, {C.A_BREAK}), C.DEC_TRIGGER: (C.PROC_ATTACK, {C.A_TRIGGERS}),
            C.DEC_TRIGGER_ORDER: (C.PROC_ATTACK, {C.A_USE}),
            C.DEC_ORDER: (C.PROC_QUEUE, {0}), C.DEC_CHOOSE: (C.PROC_SCRIPT, {0}),
            C.DEC_YESNO: (C.PROC_SCRIPT, {0}), C.DEC_PAY: (C.PROC_PAY, {0})}


def _listed(s, p, z):
    l = L.ZONE_LIST_BASE + (p * L.N_ZONES + z) * L.ZONE_LIST_WIDTH
    return s[l + 1:l + 1 + s[l]]


def _flags(s, c):
    return s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_FLAGS]


def _flag_places(s):
    # CF_PICKED marks the cards of the choice being made (a script's, or the shields an attack
    # picks); CF_TRIGGER the defender's just-broken Shield Triggers while they may be used.
    top = s[L.HDR_STACK_TOP]
    frames = [L.STACK_BASE + d * L.FRAME_WIDTH for d in range(top)]
    top_f = frames[-1]
    attack = frames[1] if top > 1 and s[frames[1]] == C.PROC_ATTACK else None
    for c in range(L.CAP_CARDS):
        if not _exists(s, c):
            continue
        fl = _flags(s, c)
        zone = s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE]
        if fl & L.CF_PICKED and not (s[top_f] == C.PROC_SCRIPT or (
                top_f == attack and s[top_f + 1] == C.A_BREAK and zone == L.ZONE_SHIELD)):
            _fail("card", c, L.CARD_FLAGS, fl, "picked outside a choice")
        if fl & L.CF_TRIGGER and not (attack is not None and s[attack + 1] == C.A_TRIGGERS and zone == L.ZONE_HAND
                                      and c // L.CAP_PER_PLAYER != s[L.HDR_TURN_PLAYER]):
            _fail("card", c, L.CARD_FLAGS, fl, "a Shield Trigger flag outside the broken shields' use")
        # C175.1, C184: declaring goes on one card at a time (A_TRIGGERS) before the declared
        # cards are used (A_USE), so a declared card waits in the hand through both steps.
        if fl & L.CF_DECLARED and (fl & L.CF_TRIGGER or not (
                attack is not None and s[attack + 1] in (C.A_TRIGGERS, C.A_USE) and zone == L.ZONE_HAND
                and c // L.CAP_PER_PLAYER != s[L.HDR_TURN_PLAYER])):
            _fail("card", c, L.CARD_FLAGS, fl, "a declared Shield Trigger outside their use (C175, C184)")


def _decision(s, pool):
    _flag_places(s)
    if s[L.HDR_STATUS] != L.STATUS_DECISION:
        return
    kind = s[L.HDR_DECISION]
    f = L.STACK_BASE + (s[L.HDR_STACK_TOP] - 1) * L.FRAME_WIDTH
    proc, steps = ASKED_BY[kind]
    if s[f] != proc or s[f + 1] not in steps:
        _fail("header", 0, L.HDR_DECISION, kind, f"not asked by the top frame (procedure {s[f]}, step {s[f + 1]})")
    if proc in (C.PROC_TURN, C.PROC_PAY) and s[L.HDR_DECIDER] != s[L.HDR_TURN_PLAYER]:
        _fail("header", 0, L.HDR_DECIDER, s[L.HDR_DECIDER], "the turn player decides in their turn's steps")
    if proc == C.PROC_ATTACK:
        attacker = s[f + C.FA_ATTACKER] // L.CAP_PER_PLAYER
        want = attacker if kind == C.DEC_SHIELD else 1 - attacker
        if s[L.HDR_DECIDER] != want:
            _fail("header", 0, L.HDR_DECIDER, s[L.HDR_DECIDER], f"player {want} makes this attack decision")
    if proc == C.PROC_QUEUE:
        tp = s[L.HDR_TURN_PLAYER]
        controllers = [s[L.QUEUE_BASE + i * L.QUEUE_WIDTH] for i in range(s[L.HDR_QUEUE_COUNT])]
        want = tp if tp in controllers else 1 - tp
        if s[L.HDR_DECIDER] != want:
            _fail("header", 0, L.HDR_DECIDER, s[L.HDR_DECIDER], f"player {want} orders their effects first (C023)")
    if proc == C.PROC_ATTACK and s[f + C.FA_BREAKS] == 0 and kind == C.DEC_SHIELD:
        _fail("frame", s[L.HDR_STACK_TOP] - 1, C.FA_BREAKS, 0, "picking shields with none to break")
    if kind == C.DEC_SHIELD:
        shields = [c for c in _listed(s, 1 - s[L.HDR_DECIDER], L.ZONE_SHIELD)]
        picked = sum(1 for c in shields if _flags(s, c) & L.CF_PICKED)
        if picked != s[f + C.FA_PICKED] or len(shields) - picked < s[f + C.FA_BREAKS] - picked:
            _fail("frame", s[L.HDR_STACK_TOP] - 1, C.FA_PICKED, s[f + C.FA_PICKED], "does not match the picked shields")
    if proc == C.PROC_SCRIPT:
        ins = pool.table[s[f + C.FS_PC]:s[f + C.FS_PC] + V.OP_WIDTH]
        modes = {C.DEC_CHOOSE: {(V.OP_SELECT, V.MODE_EXACT), (V.OP_SELECT, V.MODE_UP_TO)},
                 C.DEC_YESNO: {(V.OP_SELECT, V.MODE_MAY_ALL), (V.OP_DRAW, V.MODE_UP_TO)}}[kind]
        if (int(ins[V.I_OP]), int(ins[V.I_MODE])) not in modes:
            _fail("frame", s[L.HDR_STACK_TOP] - 1, C.FS_PC, s[f + C.FS_PC], "this instruction asks no such decision")
        if ins[V.I_OP] != V.OP_SELECT or ins[V.I_MODE] != V.MODE_MAY_ALL:
            if s[f + C.FS_PICKED] >= ins[V.I_COUNT]:
                _fail("frame", s[L.HDR_STACK_TOP] - 1, C.FS_PICKED, s[f + C.FS_PICKED], "the instruction is done")
    if proc == C.PROC_SCRIPT:
        op = pool.table[s[f + C.FS_PC] + V.I_OP]
        want = (V.OP_SELECT,) if kind == C.DEC_CHOOSE else (V.OP_SELECT, V.OP_DRAW)
        if op not in want:
            _fail("frame", s[L.HDR_STACK_TOP] - 1, C.FS_PC, s[f + C.FS_PC], f"instruction {op} asks no such decision")
        if s[L.HDR_DECIDER] != s[f + C.FS_CONTROLLER] and pool.table[s[f + C.FS_PC] + V.I_CHOOSER] != V.CHOOSER_OPPONENT:
            _fail("header", 0, L.HDR_DECIDER, s[L.HDR_DECIDER], "not the effect's chooser")
