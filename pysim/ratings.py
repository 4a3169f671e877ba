"""Ratings from pairwise results: the Bradley-Terry model, reported on the Elo scale.

In the Bradley-Terry model each player ``i`` has a strength ``theta_i`` (natural log-odds
units) and wins against ``j`` with probability ``1 / (1 + exp(theta_j - theta_i))``. The
strengths are fitted by maximum likelihood to a score matrix (``scores[i, j]``: the points
``i`` took from ``j``, a win 1 and a draw half) with ``choix.ilsr_pairwise_dense``
(iterative Luce spectral ranking, whose fixed point is the maximum-likelihood estimate;
``choix`` is the ``ratings`` extra: ``pip install 'ygo-sim[ratings]'``).

Two choices are this module's own:

- A weak prior: every pair of players is given ``prior_draws`` virtual drawn games (one by
  default). Without it a player who wins every duel has an infinite maximum-likelihood
  rating; with it the rating is finite, and with ``n`` real games per pair the pull towards
  zero is about ``1 / n`` of the rating gap.
- The intervals: Wald intervals from the inverse of the Fisher information (the negative
  Hessian of the log-likelihood, prior games included) with the anchor held at zero, so
  each interval is that of the difference from the anchor. Deterministic: no resampling.

Ratings are shown as Elo points, ``400 * log10`` of the odds, i.e. ``theta * 400 / ln 10``:
a 100-point gap means the stronger side wins about 64% of the games.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from pysim.stats import Z95

#: Elo points per natural-log unit of odds (Elo = 400 * log10(odds)).
ELO_PER_NAT = 400.0 / math.log(10.0)
#: Virtual drawn games given to every pair of players (see the module docstring).
PRIOR_DRAWS = 1.0
#: The hint shown when the fitting library is missing.
INSTALL_HINT = ("ratings need the choix package (pip install 'ygo-sim[ratings]', "
                "or pip install choix)")


def _choix():
    try:
        import choix
    except ImportError:
        raise ImportError(INSTALL_HINT) from None
    return choix


def require_fitter() -> None:
    """Raise ImportError (with the install hint) when ratings cannot be fitted: called before
    a ladder plays its first duel."""
    _choix()


@dataclass(frozen=True)
class Rating:
    """One player's rating: Elo points relative to the anchor, with the 95% interval and the
    standard error of that difference (all 0 for the anchor itself)."""

    name: str
    elo: float
    lo: float
    hi: float
    se: float


def _with_prior(scores: np.ndarray, prior_draws: float) -> np.ndarray:
    k = scores.shape[0]
    return scores + 0.5 * prior_draws * (np.ones((k, k)) - np.eye(k))


def fit_bradley_terry(scores, prior_draws: float = PRIOR_DRAWS) -> np.ndarray:
    """fit_bradley_terry(scores, prior_draws=1.0) -> theta

    The maximum-likelihood Bradley-Terry strengths (natural log-odds units, mean zero) of
    the players of a ``k x k`` score matrix, with ``prior_draws`` virtual draws per pair.

    Raises
    ------
    ValueError
        For a matrix that is not square, holds negative scores, or (with no prior) does not
        connect every player both ways (then some strength is infinite).
    """
    s = np.asarray(scores, dtype=np.float64)
    if s.ndim != 2 or s.shape[0] != s.shape[1] or s.shape[0] < 2:
        raise ValueError(f"scores must be a square matrix of at least two players, got shape "
                         f"{s.shape}")
    if (s < 0).any() or prior_draws < 0:
        raise ValueError("scores and prior_draws must be >= 0")
    data = _with_prior(s, prior_draws)
    np.fill_diagonal(data, 0.0)
    try:
        theta = _choix().ilsr_pairwise_dense(data, max_iter=1000, tol=1e-10)
    except (RuntimeError, ValueError) as exc:  # no convergence, or a chain that is not
        # irreducible: some estimate runs off to infinity
        raise ValueError(f"no finite Bradley-Terry fit ({exc}): a player won or lost every "
                         f"game; use a prior") from None
    if not np.all(np.isfinite(theta)):
        raise ValueError("no finite Bradley-Terry fit: a player won or lost every game; "
                         "use a prior")
    return theta - theta.mean()


def fisher_information(theta, games) -> np.ndarray:
    """fisher_information(theta, games) -> k x k matrix

    The Fisher information of the strengths: ``I[i, i] = sum_j n_ij p_ij p_ji`` and
    ``I[i, j] = -n_ij p_ij p_ji``, where ``n_ij`` is ``games[i, j]`` (games between ``i`` and
    ``j``) and ``p_ij`` the model's probability that ``i`` beats ``j``.
    """
    t = np.asarray(theta, dtype=np.float64)
    n = np.asarray(games, dtype=np.float64)
    p = 1.0 / (1.0 + np.exp(t[None, :] - t[:, None]))
    w = n * p * p.T
    np.fill_diagonal(w, 0.0)
    return np.diag(w.sum(axis=1)) - w


def elo_ratings(names: Sequence[str], scores, anchor: int = 0,
                prior_draws: float = PRIOR_DRAWS, z: float = Z95) -> list[Rating]:
    """elo_ratings(names, scores, anchor=0, prior_draws=1.0, z=1.96) -> [Rating, ...]

    Fit the Bradley-Terry model to ``scores`` (see :func:`fit_bradley_terry`) and return one
    :class:`Rating` per name, in the given order, as Elo points with player ``anchor`` at 0
    and Wald intervals from the Fisher information (see the module docstring).
    """
    s = np.asarray(scores, dtype=np.float64)
    if len(names) != s.shape[0]:
        raise ValueError(f"{len(names)} names for a {s.shape[0]}-player score matrix")
    if not 0 <= anchor < len(names):
        raise ValueError(f"anchor {anchor} is not a player index")
    theta = fit_bradley_terry(s, prior_draws)
    played = _with_prior(s, prior_draws)
    info = fisher_information(theta, played + played.T)
    keep = [i for i in range(len(names)) if i != anchor]
    cov = np.zeros_like(info)
    cov[np.ix_(keep, keep)] = np.linalg.inv(info[np.ix_(keep, keep)])
    out = []
    for i, name in enumerate(names):
        elo = ELO_PER_NAT * (theta[i] - theta[anchor])
        se = ELO_PER_NAT * math.sqrt(max(cov[i, i], 0.0))
        out.append(Rating(name, float(elo), float(elo - z * se), float(elo + z * se), float(se)))
    return out


def expected_score(elo_a: float, elo_b: float) -> float:
    """The probability that a player rated ``elo_a`` beats one rated ``elo_b``."""
    return 1.0 / (1.0 + 10.0 ** ((elo_b - elo_a) / 400.0))
