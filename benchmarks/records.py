"""The record-identity check of issue 12: fixed-seed random duels, their records hashed.

Duel i of a pair is dealt with seed i (player i % 2 going first) and played out in the core with
agent seed i; its record is (winner, turns, decisions). An optimization that keeps the rules
exactly as they are leaves every record, and so the digest, unchanged:

    python3 benchmarks/records.py                   # 20,000 duels per pair (quick)
    python3 benchmarks/records.py -n 500000 -j 2    # the full check: 2 pairs x 500,000 duels

It prints one line per pair (its digest, duels, mean turns and decisions) and, with
``--expect FILE``, compares them with the lines saved in FILE (exit status 1 on a difference).
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"  # the default; --shared for a checkout elsewhere
PAIRS = {
    "starter": ("starter-yugi", "starter-kaiba"),
    "goat": ("goat-control", "chaos-turbo"),
}
CHUNK = 5_000
sys.path.insert(0, str(REPO))  # this checkout's build, also in worker processes


def _decks(pair, goat_dir: Path = SHARED / "decks" / "goat"):
    from pysim.decks import load_deck
    names = PAIRS[pair]
    if pair == "starter":
        return [load_deck(str(REPO / "pysim" / "data" / "decks" / f"{n}.ydk")) for n in names], "mr3"
    return [load_deck(str(goat_dir / f"{n}.ydk")) for n in names], "goat"


def play_chunk(pair: str, start: int, count: int, shared: str) -> np.ndarray:
    """Records (winner, turns, decisions) of duels start .. start + count - 1 of a pair; the
    GOAT decks are read from `shared`/decks/goat."""
    from ygo_core import CardDB, Duel
    (a, b), rules = _decks(pair, Path(shared) / "decks" / "goat")
    cards = CardDB()
    out = np.empty((count, 3), dtype=np.int32)
    for k in range(count):
        i = start + k
        duel = Duel(cards, a.main, b.main, seed=i, first_player=i % 2, extra0=a.extra,
                    extra1=b.extra, rules=rules)
        out[k] = (duel.playout(i), duel.turn(), duel.decisions())
    return out


def records(pair: str, n: int, workers: int, shared: Path = SHARED) -> np.ndarray:
    chunks = [(pair, s, min(CHUNK, n - s), str(shared)) for s in range(0, n, CHUNK)]
    if workers <= 1:
        parts = [play_chunk(*c) for c in chunks]
    else:
        with ProcessPoolExecutor(workers) as pool:
            parts = list(pool.map(play_chunk, *zip(*chunks)))
    return np.concatenate(parts)


def summary(pair: str, recs: np.ndarray) -> str:
    digest = hashlib.sha256(recs.astype("<i4").tobytes()).hexdigest()[:16]
    return (f"{pair} {digest} duels={len(recs)} turns={recs[:, 1].mean():.3f} "
            f"decisions={recs[:, 2].mean():.3f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=20_000, help="duels per pair")
    parser.add_argument("-j", "--workers", type=int, default=1)
    parser.add_argument("--pairs", default="starter,goat")
    parser.add_argument("--expect", type=Path, help="a file of lines printed by an earlier run")
    parser.add_argument("--shared", type=Path, default=SHARED,
                        help=f"the shared folder holding decks/goat (default: {SHARED})")
    args = parser.parse_args(argv)
    if "goat" in args.pairs.split(",") and not (args.shared / "decks" / "goat").is_dir():
        parser.error(f"no GOAT decks at {args.shared / 'decks' / 'goat'}: pass --shared")
    lines = [summary(p, records(p, args.n, args.workers, args.shared)) for p in args.pairs.split(",")]
    print("\n".join(lines))
    if args.expect:
        expected = set(args.expect.read_text().split("\n"))
        missing = [line for line in lines if line not in expected]
        for line in missing:
            print(f"DIFFERENT: {line}", file=sys.stderr)
        return 1 if missing else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
