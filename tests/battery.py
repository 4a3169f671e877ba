"""How much the random batteries play: all of it in the full run, a share of it by default.

The full run (``YGO_FULL_TESTS=1``, what CI's ``.ci/run`` sets) plays every seed of every
battery and runs the tests marked ``slow``. The default run, the one a change is checked with,
plays one seed in ``DEFAULT_SHARE`` of each battery (at least ``at_least``, for a battery whose
assertions need that many duels to mean something) and skips the ``slow`` tests
(tests/conftest.py). Same tests, same assertions: only the number of seeded duels differs."""
import math
import os

#: Every battery at its full size and the ``slow`` tests too (CI; ``YGO_FULL_TESTS=1``).
FULL = os.environ.get("YGO_FULL_TESTS", "").strip() not in ("", "0")

#: The default run plays one seed in this many.
DEFAULT_SHARE = 20


def size(n: int, at_least: int = 1) -> int:
    """How many of a battery's `n` cases this run plays."""
    return n if FULL else min(n, max(at_least, math.ceil(n / DEFAULT_SHARE)))


def seeds(n: int, at_least: int = 1) -> range:
    """The seeds of a battery of `n` seeded duels (0 .. n-1) that this run plays."""
    return range(size(n, at_least))
