"""Instructions per environment step of DuelBatch.step, counted by callgrind (issue 9).

The workload of bench_batch.py (Starter Decks, the numpy random policy over the option rows)
at n duels for a number of batch steps, run twice under ``valgrind --tool=callgrind``: with the
steps and with none (construction, reset, imports). The difference, divided by n x steps, is
what one environment step costs; it repeats exactly, unlike timings on shared machines:

    python3 benchmarks/batch_instructions.py                 # n = 1,024, 50 batch steps
    python3 benchmarks/batch_instructions.py -n 64 --steps 200 --top 30
    python3 benchmarks/batch_instructions.py -n 256 --warmup 300 --steps 100   # later turns

The first steps of fresh duels are their first turns (short GYs, few cards on the field);
``--warmup W`` plays W batch steps in both runs before the measured ones, so the count is that
of duels W decisions in (a timed benchmark of many rounds sees all of a duel's turns).

Prints the total per environment step (everything the process executes: the core, numpy,
the interpreter), the part inside ``ygo_core/*.so``, and its largest functions (self cost).
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

_LINE = re.compile(r"\s*([\d,]+) \(.*?\)\s+\S+?:(\S+) \[(.*)\]")
_TOTAL = re.compile(r"([\d,]+) \(100.0%\)\s+PROGRAM TOTALS")


def play(n: int, steps: int, warmup: int = 0) -> None:
    """The measured workload: a batch of n Starter duels stepped `steps` times (after `warmup`
    batch steps, which both runs play)."""
    sys.path.insert(0, str(REPO / "tests"))
    sys.path.insert(0, str(REPO / "benchmarks"))
    import numpy as np
    from bench_batch import RandomPolicy
    from helpers import starter_decks, test_db
    from ygo_core import DuelBatch
    batch = DuelBatch(test_db(), *starter_decks(), n=n, seed=1)
    policy = RandomPolicy(n, np.random.default_rng(0))
    obs = batch.observations()
    policy(obs)  # numpy's first-call costs belong to neither run's difference
    for _ in range(warmup + steps):
        obs = batch.step(policy(obs))[0]
    print(f"EPISODES {int(batch.episodes().sum())}")


def measure(n: int, steps: int, warmup: int = 0) -> tuple[int, dict[str, int]]:
    """(program total, {ygo_core function: self instructions}) of one run under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        # One BLAS thread (an idle OpenBLAS worker spins) and a fixed hash seed (dict lookups
        # in the interpreter): counts that repeat.
        env = dict(os.environ, PYTHONPATH=f"{REPO}:{REPO / 'benchmarks'}", OPENBLAS_NUM_THREADS="1",
                   PYTHONHASHSEED="0")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
             __file__, "--play", "-n", str(n), "--steps", str(steps), "--warmup", str(warmup)],
            capture_output=True, text=True, env=env, check=True)
        text = subprocess.run(["callgrind_annotate", "--threshold=100", str(out)],
                              capture_output=True, text=True, check=True).stdout
    total = int(_TOTAL.search(text).group(1).replace(",", ""))
    rows: dict[str, int] = {}
    for line in text.splitlines():
        m = _LINE.match(line)
        if m:
            name = m.group(2)
            if f"{os.sep}ygo_core{os.sep}" in m.group(3):
                name = re.sub(r"^__pyx_f_\d+ygo_core_(\d+\w+?_)?", "", name)
            else:
                name = "(outside) " + name
            rows[name] = rows.get(name, 0) + int(m.group(1).replace(",", ""))
    return total, rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=1024, help="duels in the batch")
    parser.add_argument("--steps", type=int, default=50, help="batch steps measured")
    parser.add_argument("--warmup", type=int, default=0, help="batch steps played before the measured ones")
    parser.add_argument("--top", type=int, default=20, help="functions to list")
    parser.add_argument("--outside", type=int, default=0,
                        help="also list this many functions outside ygo_core (numpy, libc, Python)")
    parser.add_argument("--play", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.play:
        play(args.n, args.steps, args.warmup)
        return 0
    total, rows = measure(args.n, args.steps, args.warmup)
    base_total, base_rows = measure(args.n, 0, args.warmup)
    env_steps = args.n * args.steps
    diff = {k: v - base_rows.get(k, 0) for k, v in rows.items()}
    outside = {k: v for k, v in diff.items() if k.startswith("(outside) ")}
    diff = {k: v for k, v in diff.items() if k not in outside}
    core = sum(diff.values())
    after = f" after {args.warmup}" if args.warmup else ""
    print(f"n = {args.n}, {args.steps} batch steps{after}: {(total - base_total) / env_steps:,.0f} "
          f"instructions per environment step ({core / env_steps:,.0f} inside ygo_core, "
          f"{(total - base_total - core) / env_steps:,.0f} outside: numpy, the interpreter)")
    for name, v in sorted(diff.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"  {v / core:6.1%} {v / env_steps:8,.0f}/step  {name}")
    if args.outside:
        for name, v in sorted(outside.items(), key=lambda kv: -kv[1])[:args.outside]:
            print(f"         {v / env_steps:8,.1f}/step  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
