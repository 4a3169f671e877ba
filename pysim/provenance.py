"""How a result was made: game, rules, format, banlist, card data, agents, tool version, seed,
date and wall time, in one record every command builds the same way.

A :class:`Provenance` goes on screen (:meth:`Provenance.lines`, the summary's header lines),
into every JSON file a command writes (``"provenance"``: :meth:`Provenance.to_dict`, and each
run's ``run.json``) and into plot titles (:meth:`Provenance.title`). It is made when the inputs
are read (:meth:`Provenance.of_command`) and stamped with the wall time when the work is done
(:meth:`Provenance.finished`).

Card data is named by its path and fingerprint (a hash of the whole table the engine plays
from, scripts included: ``CardDB.fingerprint``, or the Duel Masters pool's), so two results
made from different card data differ here even when the path is the same. An agent is named by
its spec, its own description (``describe()``) and the hash of its weights when it has any
(``weights_hash``: a learned agent fills it; none of today's agents has weights).
"""
from __future__ import annotations

import functools
import shlex
import struct
import subprocess
import time
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

#: The width of the label column of the summary's lines (as in ``ygo-sim matchup``'s table).
LABEL_WIDTH = 26
#: What card data is called when it is the engine's bundled data.
BUNDLED = "bundled"


def tool_version() -> str:
    """The ygo-sim version (``pysim.__version__``, the package version)."""
    from pysim import __version__
    return __version__


@functools.lru_cache(maxsize=1)
def source_revision() -> str | None:
    """The git commit of the code running (with ``-dirty`` when it has uncommitted changes),
    when it runs from a git checkout; None for an installed copy."""
    here = Path(__file__).resolve().parent
    try:
        done = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=12"],
                              cwd=here, capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() or None if done.returncode == 0 else None


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def card_data_of(cards, path: str | None = None) -> dict:
    """``{"path", "fingerprint", "cards"}`` of the card data a command played from: a
    :class:`ygo_core.CardDB` (its path: the ``--cdb`` or format file merged over the bundled
    data, None for the bundled data alone) or the Duel Masters pool (``pysim.games.DMCards``)."""
    pool = getattr(cards, "pool", None)
    if pool is not None:  # Duel Masters: the DM-01 pool bundled with dm_core
        return {"path": f"{BUNDLED} (dm_core, DM-01)", "fingerprint": f"{pool.fingerprint:08x}",
                "cards": len(pool)}
    words = struct.pack(f"<{len(cards.fingerprint)}i", *cards.fingerprint)
    return {"path": str(Path(path).resolve()) if path else BUNDLED, "fingerprint": words.hex(),
            "cards": len(cards)}


def banlist_of(banlist, path: str | None) -> dict | None:
    """``{"name", "date", "path"}`` of the Forbidden/Limited list used (None without one)."""
    if banlist is None:
        return None
    day = banlist.date
    return {"name": banlist.name, "date": day.isoformat() if day else None,
            "path": str(Path(path).resolve()) if path else None}


def agent_of(spec: str) -> dict:
    """``{"spec", "describe", "weights"}`` of the agent a spec names: its own description and
    the hash of its weights when it has them (an agent's ``describe()`` and ``weights_hash``)."""
    from pysim.agents.spec import make_agent

    agent = make_agent(spec, 0)
    describe = getattr(agent, "describe", None)
    return {"spec": spec, "describe": describe() if callable(describe) else spec,
            "weights": getattr(agent, "weights_hash", None)}


@dataclass(frozen=True)
class Provenance:
    """How a result was made (see the module docstring).

    Attributes
    ----------
    game, rules : str
        The game (``ygo``, ``dm``) and its rule preset.
    seed : int
        The run seed (``hands``: the sampling seed).
    format : str, optional
        ``--format``, when given.
    card_data : dict, optional
        :func:`card_data_of`.
    banlist : dict, optional
        :func:`banlist_of`; with ``validated`` False it was named but not enforced.
    validated : bool
        Whether decks were validated (sizes, copies, banlist): False with ``--no-validate``.
    agents : tuple of dict
        :func:`agent_of` for deck A's and deck B's agent (empty for ``hands``).
    command : str, optional
        The command line.
    version, commit : str
        The ygo-sim version and the git commit of its code (None for an installed copy).
    started : str
        When the work started (ISO 8601, UTC).
    wall_time : float, optional
        Seconds it took, once :meth:`finished`.
    """

    game: str
    rules: str
    seed: int
    format: str | None = None
    card_data: dict | None = None
    banlist: dict | None = None
    validated: bool = True
    agents: tuple = ()
    command: str | None = None
    version: str = field(default_factory=tool_version)
    commit: str | None = field(default_factory=source_revision)
    started: str = field(default_factory=_now)
    wall_time: float | None = None
    clock: float = field(default_factory=time.perf_counter, repr=False, compare=False)

    @classmethod
    def of_command(cls, args, cards=None, *, banlist=None, agents=(), seed=None) -> "Provenance":
        """The provenance of a ``ygo-sim`` command, from its parsed arguments (``game``,
        ``rules``, ``format``, ``cdb``, ``lflist``, ``no_validate``, ``seed``, ``argv``, as the
        command has them), the card data it loaded, the banlist it validated with and the
        agent specs of deck A and deck B."""
        argv = getattr(args, "argv", None)
        return cls(game=getattr(args, "game", None) or "ygo", rules=args.rules,
                   seed=args.seed if seed is None else seed,
                   format=getattr(args, "format", None),
                   card_data=(None if cards is None
                              else card_data_of(cards, getattr(args, "cdb", None))),
                   banlist=banlist_of(banlist, getattr(args, "lflist", None)),
                   validated=not getattr(args, "no_validate", False),
                   agents=tuple(agent_of(spec) for spec in agents),
                   command=None if argv is None else shlex.join(["ygo-sim", *argv]))

    def finished(self) -> "Provenance":
        """A copy with the wall time since it was made (or :meth:`restarted`)."""
        return replace(self, wall_time=round(time.perf_counter() - self.clock, 3))

    def restarted(self) -> "Provenance":
        """A copy whose date and wall time count from now (one run of a gauntlet or sweep)."""
        return replace(self, started=_now(), clock=time.perf_counter(), wall_time=None)

    def to_dict(self) -> dict:
        """The JSON-friendly record (the ``"provenance"`` of every JSON file)."""
        data = asdict(self)
        del data["clock"]
        data["agents"] = [dict(a) for a in self.agents]
        return data

    def lines(self, played_by: str | None = None) -> list[str]:
        """The summary's header lines: game and rules, banlist, card data, who played
        (``played_by``, else each agent), and the version, seed, date and wall time."""
        rows = [("game", self._game_text())]
        if self.card_data is not None:
            rows.append(("card data", self._card_data_text()))
        if self.game == "ygo":
            rows.append(("banlist", self._banlist_text()))
        if self.agents or played_by:
            rows.append(("played by", played_by
                         or ", ".join(self._agent_text(a) for a in self.agents)))
        rows.append(("made by", self._made_text()))
        return [f"  {label:<{LABEL_WIDTH}} {text}" for label, text in rows]

    def title(self) -> str:
        """One line for a plot title: version, rules (and game other than Yu-Gi-Oh!), banlist,
        card data, seed, date and wall time."""
        from pysim.games import DEFAULT_GAME, get_game

        rules = f"rules {self.rules}"
        parts = [f"ygo-sim {self.version}",
                 rules if self.game == DEFAULT_GAME else f"{get_game(self.game).title}, {rules}"]
        if self.banlist:
            parts.append(f"banlist {self.banlist['name']}")
        if self.card_data:
            parts.append(f"cards {self.card_data['fingerprint'][:8]}")
        parts += [f"seed {self.seed}", self.started[:10]]
        if self.wall_time is not None:
            parts.append(f"{self.wall_time:.1f} s")
        return ", ".join(parts)

    def _game_text(self) -> str:
        from pysim.games import get_game

        text = get_game(self.game).label(self.rules)
        return text + (f", format {self.format}" if self.format else "")

    def _card_data_text(self) -> str:
        data = self.card_data
        path = data["path"]
        if path != BUNDLED and not path.startswith(BUNDLED):
            path = _bundled_name(path) or path
        return f"{path}, {data['cards']} cards, fingerprint {data['fingerprint']}"

    def _banlist_text(self) -> str:
        if not self.banlist:
            return "none" + ("" if self.validated else " (decks not validated)")
        b = self.banlist
        text = b["name"] + (f" ({b['date']})" if b["date"] else "")
        if b["path"]:
            text += f" of {_bundled_name(b['path']) or b['path']}"
        return text + ("" if self.validated else ", not enforced (--no-validate)")

    @staticmethod
    def _agent_text(agent: dict) -> str:
        text = agent["spec"]
        if agent["describe"] != agent["spec"]:
            text += f" ({agent['describe']})"
        return text + (f" weights {agent['weights']}" if agent.get("weights") else "")

    def _made_text(self) -> str:
        commit = f" ({self.commit})" if self.commit else ""
        when = self.started.replace("T", " ").replace("+00:00", " UTC")
        took = f", {_duration(self.wall_time)}" if self.wall_time is not None else ""
        return f"ygo-sim {self.version}{commit}, seed {self.seed}, {when}{took}"


def _bundled_name(path: str) -> str | None:
    # "goat-cards.csv (bundled)" for a file shipped in pysim/data, else None.
    data = Path(__file__).resolve().parent / "data"
    p = Path(path)
    return f"{p.name} ({BUNDLED})" if data in p.parents else None


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s wall time"
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    took = f"{hours} h {minutes:02d} min" if hours else f"{minutes} min {secs:02d} s"
    return took + " wall time"


def with_header(table: str, lines: list[str]) -> str:
    """A result table's text with ``lines`` under its first line (its heading)."""
    head, _, rest = table.partition("\n")
    return "\n".join([head, *lines, *([rest] if rest else [])])
