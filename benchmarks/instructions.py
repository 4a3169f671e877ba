"""Instructions per decision and per turn, counted by callgrind (issue 12).

Timings on these shared machines wander; callgrind's instruction counts repeat exactly. This
plays a fixed set of seeded random duels (a clone of one fresh duel, then ``playout(seed=i)``)
under ``valgrind --tool=callgrind`` and counts only the instructions executed inside the
project's own extension modules (``ygo_core/*.so``), per function:

    python3 benchmarks/instructions.py                    # both pairs, 200 duels each
    python3 benchmarks/instructions.py --pair goat -n 100 --top 30
    python3 benchmarks/instructions.py --shared /path/to/shared   # from a checkout elsewhere

Needs valgrind (on every machine here). Prints instructions per decision and per turn, then the
largest functions with their share.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from records import PAIRS, SHARED, _decks  # noqa: E402  (benchmarks/records.py)

_LINE = re.compile(r"\s*([\d,]+) \(.*?\)\s+\S+?:(\S+) \[(.*)\]")


def play(pair: str, n: int, shared: Path = SHARED) -> None:
    """The measured workload: n seeded playouts of a pair (GOAT decks read from
    `shared`/decks/goat); prints its turns and decisions."""
    from ygo_core import CardDB, Duel
    (a, b), rules = _decks(pair, Path(shared) / "decks" / "goat")
    start = Duel(CardDB(), a.main, b.main, seed=1, extra0=a.extra, extra1=b.extra, rules=rules)
    turns = decisions = 0
    for i in range(n):
        duel = start.clone()
        duel.playout(i)
        turns += duel.turn()
        decisions += duel.decisions()
    print(f"COUNTS {turns} {decisions}")


def measure(pair: str, n: int, shared: Path = SHARED) -> tuple[int, int, list[tuple[int, str]]]:
    """(turns, decisions, [(instructions, function)]) of n playouts under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        env = dict(os.environ, PYTHONPATH=f"{REPO}:{REPO / 'benchmarks'}")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
             __file__, "--play", pair, "-n", str(n), "--shared", str(shared)],
            capture_output=True, text=True, env=env, check=True)
        turns, decisions = map(int, re.search(r"COUNTS (\d+) (\d+)", run.stdout).groups())
        text = subprocess.run(["callgrind_annotate", "--threshold=100", str(out)],
                              capture_output=True, text=True, check=True).stdout
    rows = []
    for line in text.splitlines():
        m = _LINE.match(line)
        if m and f"{os.sep}ygo_core{os.sep}" in m.group(3):
            name = re.sub(r"^__pyx_f_\d+ygo_core_(\d+\w+?_)?", "", m.group(2))
            rows.append((int(m.group(1).replace(",", "")), name))
    return turns, decisions, rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pair", default="starter,goat", help=f"any of {','.join(PAIRS)}")
    parser.add_argument("-n", type=int, default=200, help="duels per pair")
    parser.add_argument("--top", type=int, default=15, help="functions to list")
    parser.add_argument("--shared", type=Path, default=SHARED,
                        help=f"the shared folder holding decks/goat (default: {SHARED})")
    parser.add_argument("--play", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if "goat" in args.pair.split(",") and not (args.shared / "decks" / "goat").is_dir():
        parser.error(f"no GOAT decks at {args.shared / 'decks' / 'goat'}: pass --shared")
    if args.play:
        play(args.play, args.n, args.shared)
        return 0
    for pair in args.pair.split(","):
        turns, decisions, rows = measure(pair, args.n, args.shared)
        total = sum(v for v, _ in rows)
        print(f"{pair}: {args.n} duels, {turns / args.n:.1f} turns and {decisions / args.n:.1f} "
              f"decisions a duel; {total / decisions:,.0f} instructions per decision, "
              f"{total / turns:,.0f} per turn ({total:,} in ygo_core)")
        for v, name in sorted(rows, reverse=True)[:args.top]:
            print(f"  {v / total:6.1%} {v / decisions:8,.0f}/decision  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
