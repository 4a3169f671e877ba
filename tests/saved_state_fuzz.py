"""Mutated saved states, run in child processes (tests/test_saved_state.py).

Base states are valid mid-duel buffers from seeded random play of the bundled Starter Decks
(and the GOAT staples decks; every third duel one of the GOAT families' decks or, under Master
Rule 3, the Synchro/Xyz or the Pendulum random battery's decks), stopped at decisions of every
kind of situation: a chain open, triggers pending, lingering effects, the Battle Phase, the
Damage Step, Xyz Materials attached, cards in the Pendulum Zones, a duel over. A case
changes one word of one base state. A child process takes a batch of cases and, for each,
rebuilds the duel with ``Duel.from_buffer``; when the buffer is accepted, it checks the
invariants of tests/invariants.py, plays the duel out to the end and checks them again.

Run as a script, it is the child: ``python saved_state_fuzz.py JOB.npz`` writes one line per
case to stdout, ``start I`` before and ``done I OUTCOME`` after, so the parent knows which case a
dying or hanging child was on. Reproduce one case with ``python saved_state_fuzz.py --case
BASE_SEED STOP WORD VALUE PLAYOUT_SEED`` (the numbers the failure message gives).
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
# This repository's engine and test helpers, also when run as a script (a child, a reproduction).
sys.path[:0] = [str(HERE.parent), str(HERE)]

from ygo_core import Duel  # noqa: E402
from ygo_core import layout as L  # noqa: E402
from ygo_core import wide as W  # noqa: E402
from ygo_core.state_check import StateError  # noqa: E402

from helpers import staples_decks, starter_decks, test_db  # noqa: E402
from invariants import check_invariants  # noqa: E402

INT32_MIN, INT32_MAX = -2 ** 31, 2 ** 31 - 1
BIG_VALUES = (INT32_MAX, INT32_MIN, 1 << 20, 1_000_000, 4096, 255, L.CAP_CARDS, L.CAP_PILE, 100, 32, 24)


@dataclass(frozen=True)
class Base:
    """A valid saved state: the duel of `seed`, stopped after `stop` random actions."""
    seed: int
    stop: int
    situation: str
    buffer: np.ndarray


def _mr3_decks():
    # The MR3 random batteries' decks (tests/test_random_mr3.py, tests/test_random_pendulum.py)
    # with their own card data: Synchro and Xyz Summons with materials, the Pendulum Zones and
    # the face-up Extra Deck.
    from mr3_cards import mr3_db
    from pendulum_cards import pendulum_db
    import test_random_mr3 as M
    import test_random_pendulum as P
    return [(lambda: (M.SYNCHRO_DECK, M.XYZ_DECK), "mr3", (M.SYNCHRO_EXTRA, M.XYZ_EXTRA), mr3_db),
            (lambda: (P.DECK_A, P.DECK_B), "mr3", ((), ()), pendulum_db)]


def _families():
    # The GOAT families' random batteries' decks (tests/cards/test_goat_*.py), with their rules
    # and Extra Decks: counters, links, Tokens, negation, costs, summoning procedures; then the
    # MR3 ones. Each: (decks, rules, (extra0, extra1), card data).
    from cards.test_goat_activated import activated_decks
    from cards.test_goat_battle import battle_decks
    from cards.test_goat_locks import locks_decks
    from cards.test_goat_summons import SUMMONS_EXTRA, summons_decks
    return [(battle_decks, "goat", ((), ()), test_db), (locks_decks, "goat", ((), ()), test_db),
            (activated_decks, "goat", ((), ()), test_db),
            (summons_decks, "mr3", (SUMMONS_EXTRA, SUMMONS_EXTRA), test_db), *_mr3_decks()]


def _family(seed):
    # Every third duel plays one of the families' decks; the others the bundled ones.
    families = _families()
    return families[(seed // 3) % len(families)] if seed % 3 == 2 else None


def card_data(seed):
    """The card data the duel of `seed` is played with (a child needs it to load the state)."""
    family = _family(seed)
    return family[3]() if family else test_db()


def _duel(seed):
    family = _family(seed)
    if family:
        decks, rules, (extra0, extra1), db = family
        deck0, deck1 = decks()
        return Duel(db(), deck0, deck1, seed=seed, rules=rules, first_player=seed % 2,
                    auto_forced=seed % 5 != 0, extra0=extra0, extra1=extra1)
    deck0, deck1 = (starter_decks if seed % 3 else staples_decks)()
    return Duel(test_db(), deck0, deck1, seed=seed, rules="tcg2002" if seed % 4 == 1 else "mr3",
                first_player=seed % 2, auto_forced=seed % 5 != 0)


def situation(duel):
    """What is going on: the section that makes the state interesting, and the decision."""
    buf = duel.buffer
    if duel.is_terminal():
        return "over"
    if buf[L.HDR_TRIGGER_LEN]:
        kind = "triggers"
    elif buf[L.HDR_BATTLE_STEP] == L.BSTEP_DAMAGE:
        kind = "damage_step"
    elif buf[L.HDR_CHAIN_LEN]:
        kind = "chain"
    elif buf[L.HDR_PHASE] == L.PHASE_BATTLE:
        kind = "battle"
    elif buf[L.HDR_LINGER_LEN]:
        kind = "lingering"
    elif _any_in(duel, L.LOC_OVERLAY):
        kind = "materials"
    elif _any_in(duel, L.LOC_PZONE):
        kind = "pendulum"
    else:
        kind = "main"
    return f"{kind}/{duel.decision()}"


def _any_in(duel, location):
    # Whether some card is in `location` (LOC_*), read from the decoded card table.
    buf = W.decode(duel.buffer)
    rows = W.CARD_BASE + np.arange(buf[L.HDR_N_CARDS]) * W.CARD_WIDTH
    return bool((buf[rows + L.CARD_LOCATION] == location).any())


def replay(seed, stop):
    """The duel of `seed` after `stop` random actions (deterministic: same seed, same duel)."""
    duel = _duel(seed)
    rng = np.random.default_rng(seed)
    for _ in range(stop):
        if duel.is_terminal():
            break
        duel.apply(int(rng.choice(duel.legal_actions())))
    return duel


def make_bases(n_duels, first_seed=0):
    """Valid base states: from each duel, the first state of each situation seen (and a random
    one), so every decision kind, chains, triggers, lingering effects and battles are represented."""
    bases = []
    for seed in range(first_seed, first_seed + n_duels):
        duel = _duel(seed)
        rng = np.random.default_rng(seed)  # the same actions as replay(seed, stop)
        seen = set()
        random_stop = int(np.random.default_rng([seed, 1]).integers(1, 120))
        step = 0
        while True:
            kind = situation(duel)
            if kind not in seen or step == random_stop:
                seen.add(kind)
                bases.append(Base(seed, step, kind, duel.buffer))
            if duel.is_terminal():
                break
            duel.apply(int(rng.choice(duel.legal_actions())))
            step += 1
    return bases


def sections(buf):
    """The words a valid state uses, by section: the header, card rows in use, pile counts and
    cells in use (and the first free one), zones, frames up to the top (and the next), chain
    links, triggers and lingering records in use (and the next)."""
    # The pile blocks: uint8 starts and cells, four to a word (layout.pxd).
    piles = range(L.PILE_BASE, L.PILE_BASE + L.PILE_WORDS)
    rows = []
    # In int32 words: a link is CHAIN_LINK_WIDTH int16 entries, a trigger TRIGGER_WIDTH.
    for base, count, width in ((L.CHAIN_WORD, L.HDR_CHAIN_LEN, L.CHAIN_LINK_WIDTH // 2),
                               (L.TRIGGER_WORD, L.HDR_TRIGGER_LEN, L.TRIGGER_WIDTH // 2),
                               (L.LINGER_BASE, L.HDR_LINGER_LEN, L.LINGER_WIDTH)):
        rows += range(base, base + (buf[count] + 1) * width)
    derived = [L.HDR_TRIGGER_EVENTS, *range(L.HDR_ACTIVATORS, L.HDR_SIZE)]
    return {
        "header": [w for w in range(L.HDR_SIZE) if w not in derived],
        # Words the validator recomputes and compares (the activation candidates, the kept
        # appliers, the duel's trigger events): any change is refused, so they get less weight.
        "derived": derived,
        "cards": range(L.CARD_BASE, L.CARD_BASE + buf[L.HDR_N_CARDS] * L.CARD_ROW_WORDS),
        "piles": piles,
        "zones": range(L.ZONE_WORD, L.PILE_BASE),
        "stack": range(L.STACK_BASE, min(L.STACK_BASE + (buf[L.HDR_STACK_TOP] + 1) * L.FRAME_WIDTH, L.CHAIN_WORD)),
        "rows": [w for w in rows if w < len(buf)],
        "anywhere": range(len(buf)),
    }


# How often each section is mutated: the words that steer the engine (header, stack, counts)
# most, as they are what made the release build crash.
SECTION_WEIGHTS = {"header": 0.22, "derived": 0.03, "cards": 0.2, "piles": 0.15, "zones": 0.1, "stack": 0.15,
                   "rows": 0.1, "anywhere": 0.05}


def mutation(rng, buf):
    """One word and a new value for it: a word of a section in use, changed by a small delta,
    to -1, 0, a big number, another card id, or any int32."""
    words = sections(buf)
    names = list(SECTION_WEIGHTS)
    section = names[int(rng.choice(len(names), p=list(SECTION_WEIGHTS.values())))]
    if len(words[section]) == 0:
        section = "anywhere"
    word = int(words[section][int(rng.integers(len(words[section])))])
    old = int(buf[word])
    r = rng.random()
    if r < 0.3:
        value = old + int(rng.choice([-2, -1, 1, 2]))
    elif r < 0.4:
        value = -1
    elif r < 0.5:
        value = 0
    elif r < 0.65:
        value = int(rng.choice(BIG_VALUES))
    elif r < 0.9:
        value = int(rng.integers(0, max(int(buf[L.HDR_N_CARDS]), 1)))
    else:
        value = int(rng.integers(INT32_MIN, INT32_MAX, endpoint=True))
    if value == old:
        value = old + 1
    return word, int(np.clip(value, INT32_MIN, INT32_MAX))


def make_cases(bases, n, seed):
    """`n` cases (base index, word, value, playout seed), spread over the situations."""
    rng = np.random.default_rng(seed)
    by_situation = {}
    for i, base in enumerate(bases):
        by_situation.setdefault(base.situation, []).append(i)
    groups = [by_situation[k] for k in sorted(by_situation)]
    cases = []
    for i in range(n):
        group = groups[i % len(groups)]
        b = group[int(rng.integers(len(group)))]
        word, value = mutation(rng, bases[b].buffer)
        cases.append((b, word, value, int(rng.integers(1 << 31))))
    return np.array(cases, dtype=np.int64)


def word_name(word):
    """Where a word of the state is, for failure messages."""
    sections = [("header", 0, 1), ("card", L.CARD_BASE, L.CARD_ROW_WORDS), ("pile", L.PILE_BASE, L.PILE_WORDS),
                ("zone", L.ZONE_WORD, 1), ("frame", L.STACK_BASE, L.FRAME_WIDTH),
                ("chain link", L.CHAIN_WORD, L.CHAIN_LINK_WIDTH // 2), ("trigger", L.TRIGGER_WORD, L.TRIGGER_WIDTH // 2),
                ("lingering", L.LINGER_BASE, L.LINGER_WIDTH)]
    for name, base, width in sorted(sections, key=lambda section: section[1], reverse=True):
        if word >= base:
            row, at = divmod(word - base, width)
            return f"{name} {row} word {at}" if width > 1 else f"{name} word {row}"
    return str(word)


# ---- The child --------------------------------------------------------------------------------

def run_case(buf, playout_seed, db):
    """The outcome of one mutated buffer loaded with card data `db`: 'rejected ...', 'accepted'
    or 'failed ...'.

    An accepted duel is read through the whole Python API, checked (tests/invariants.py),
    played out to the end, checked again, and a determinized clone is played out too."""
    try:
        duel = Duel.from_buffer(db, buf)
    except StateError as exc:
        return f"rejected {exc.section}"
    except Exception as exc:  # any other error from from_buffer is a bug of the check
        return f"failed from_buffer raised {type(exc).__name__}: {exc}"
    try:
        read_everything(duel)
        check_invariants(duel)
        guess = duel.clone()
        duel.playout(playout_seed)
        check_invariants(duel)
        read_everything(duel)
        if not guess.is_terminal():
            guess.determinize(guess.current_player(), playout_seed)
            guess.playout(playout_seed + 1)
            check_invariants(guess)
    except Exception as exc:
        return f"failed after acceptance: {type(exc).__name__}: {exc}"
    return "accepted"


def read_everything(duel):
    # What a user or an agent reads from a loaded state.
    repr(duel)
    for player in range(L.N_PLAYERS):
        duel.observation(player)
        duel.monsters(player), duel.spells(player), duel.hand(player), duel.graveyard(player)
        duel.revealed_to(player)
    duel.chain(), duel.decision(), duel.returns()
    for action in duel.legal_actions():
        duel.describe(action)


def _unchecked():
    # The harness's own test: with the check switched off, a crashing buffer must be reported.
    import ygo_core.duel as duel_module
    duel_module.check_state = lambda buffer, cards: None
    duel_module.check_legal_actions = lambda buffer, actions: None


def child_main(job_path):
    if os.environ.get("YGO_FUZZ_UNCHECKED"):
        _unchecked()
    job = np.load(job_path)
    bases, seeds, cases, first = job["bases"], job["seeds"], job["cases"], int(job["first"])
    out = sys.stdout
    # Build every card data the bases use before the first case (part of the start-up).
    card_data_of = {int(seed): card_data(int(seed)) for seed in set(seeds.tolist())}
    for i in range(first, len(cases)):
        b, word, value, playout_seed = (int(x) for x in cases[i])
        out.write(f"start {i}\n")
        out.flush()
        buf = bases[b, 1:1 + bases[b, 0]].copy()
        buf[word] = value
        outcome = run_case(buf, playout_seed, card_data_of[int(seeds[b])]).replace("\n", " ")
        out.write(f"done {i} {outcome}\n")
        out.flush()


# ---- The parent -------------------------------------------------------------------------------

# A child's start-up may take this many case timeouts.
STARTUP_ALLOWANCE = 6


@dataclass
class Result:
    outcomes: dict      # case index -> outcome line
    deaths: list        # (case index, how it ended)


def run_children(bases, cases, workdir, workers=2, case_timeout=20.0, unchecked=False):
    """Runs the cases in `workers` child processes; a child that dies or hangs is reported
    with the case it was on, and a new child goes on after that case."""
    # One row per base, zero-padded: a state is as long as its card rows (HDR_CARD_ROWS).
    buffers = np.zeros((len(bases), max(len(b.buffer) for b in bases) + 1), dtype=np.int32)
    seeds = np.array([b.seed for b in bases], dtype=np.int64)
    for k, b in enumerate(bases):
        buffers[k, 0] = len(b.buffer)
        buffers[k, 1:1 + len(b.buffer)] = b.buffer
    chunks = np.array_split(np.arange(len(cases)), workers)
    outcomes, deaths = {}, []
    running = []
    for k, chunk in enumerate(chunks):
        if len(chunk):
            running.append(_Child(buffers, seeds, cases, chunk, Path(workdir) / f"job{k}.npz", unchecked=unchecked))
    while running:
        for child in list(running):
            event = child.poll(outcomes, case_timeout)
            if event is None:
                continue
            if event != "finished":
                deaths.append((child.current, event))
                if child.current + 1 <= child.last:
                    running.append(child.restart(child.current + 1))
            running.remove(child)
        time.sleep(0.005)
    return Result(outcomes, deaths)


class _Child:
    def __init__(self, buffers, seeds, cases, chunk, path, first=None, unchecked=False):
        self.buffers, self.seeds, self.cases, self.chunk = buffers, seeds, cases, chunk
        self.path, self.unchecked = path, unchecked
        self.last = int(chunk[-1])
        self.current = int(chunk[0]) if first is None else first
        sub = cases[: self.last + 1]
        np.savez(path, bases=buffers, seeds=self.seeds, cases=sub, first=self.current)
        env = dict(os.environ, PYTHONPATH=str(HERE.parent) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env.pop("YGO_FUZZ_UNCHECKED", None)
        if unchecked:
            env["YGO_FUZZ_UNCHECKED"] = "1"
        self.err_path = path.with_suffix(".err")
        with open(self.err_path, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, str(Path(__file__)), str(path)], stdout=subprocess.PIPE,
                                         stderr=err, env=env, cwd=str(HERE.parent))
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.pending = b""
        self.started = time.monotonic()
        # A child's start-up (imports, the card data of every family) is not a case: on a
        # loaded machine it takes several case timeouts, so it has its own allowance.
        self.warming_up = True

    def restart(self, first):
        return _Child(self.buffers, self.seeds, self.cases, self.chunk, self.path, first, self.unchecked)

    def poll(self, outcomes, case_timeout):
        try:
            data = os.read(self.proc.stdout.fileno(), 1 << 16)
        except BlockingIOError:
            data = b""
        if data:
            self.pending += data
            *lines, self.pending = self.pending.split(b"\n")
            for line in lines:
                kind, index, *rest = line.decode().split(" ", 2)
                self.current = int(index)
                self.started = time.monotonic()
                self.warming_up = False
                if kind == "done":
                    outcomes[int(index)] = rest[0] if rest else ""
        code = self.proc.poll()
        if code is not None and not data:
            if self.current in outcomes and self.current == self.last:
                return "finished"
            err = self.err_path.read_text(errors="replace").strip().splitlines()
            return f"died with exit code {code} ({'signal %d' % -code if code < 0 else (err[-1] if err else '')})"
        if time.monotonic() - self.started > case_timeout * (STARTUP_ALLOWANCE if self.warming_up else 1):
            self.proc.kill()
            self.proc.wait()
            return f"hung (no progress in {case_timeout:.0f} s)"
        return None


def describe_case(bases, cases, i):
    b, word, value, playout_seed = (int(x) for x in cases[i])
    base = bases[b]
    return (f"case {i}: base duel seed {base.seed} after {base.stop} actions ({base.situation}), "
            f"{word_name(word)} (word {word}) {int(base.buffer[word])} -> {value}, playout seed {playout_seed}; "
            f"reproduce: python tests/saved_state_fuzz.py --case {base.seed} {base.stop} {word} {value} {playout_seed}")


if __name__ == "__main__":
    if sys.argv[1] == "--case":
        seed, stop, word, value, playout_seed = (int(x) for x in sys.argv[2:7])
        buf = replay(seed, stop).buffer
        buf[word] = value
        print(run_case(buf, playout_seed, card_data(seed)))
    else:
        child_main(sys.argv[1])
