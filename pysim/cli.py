"""The ``ygo-sim`` command line: matchups, gauntlets, engine throughput, opening hands, replays.

Every subcommand documents itself (``ygo-sim SUBCOMMAND --help``). A bad
input (missing file, unreadable or illegal deck, unknown card, a deck over the
engine's capacity) ends the command with one ``ygo-sim: error: ...`` message on
stderr and exit code 2, before any duel; a result file that cannot be written
is the same kind of error, naming the file. A run in which every duel failed
prints its summary, then an error line, and exits with code 1.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from dataclasses import asdict
from pathlib import Path
from typing import Iterable

from pysim.agents.spec import RANDOM_PLAY, make_agent
from pysim import stats
from pysim.formats import FORMATS, banlist_era_warning, deck_formats, get_format
from pysim.games import GAMES, DMCards, DMMatchup, game_of_spec, get_game, spec_from_fingerprint
from pysim.provenance import Provenance, with_header
from pysim.runner import (BACKENDS, Matchup, WorkerSetupError, check_capacity, duel_seed,
                          run_matchup, split_seed)
from pysim.tables import write_text, writing

#: The decks a bare ``ygo-sim matchup`` (and ``bench``) plays: the two 2002 Starter Decks.
DEFAULT_DECKS = ("starter-yugi.ydk", "starter-kaiba.ydk")
#: Their Normal Monsters only (40 cards each): the runner benchmark's decks.
VANILLA_DECKS = ("vanilla-yugi.ydk", "vanilla-kaiba.ydk")

EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class CliError(Exception):
    """A user-facing error: printed as one line, exit code 2."""


# --- the game ------------------------------------------------------------------------------

#: Options that name Yu-Gi-Oh! card data or validation: refused for a game without them.
CARD_DATA_OPTIONS = (("cdb", "--cdb"), ("lflist", "--lflist"), ("banlist", "--banlist"),
                     ("no_validate", "--no-validate"))


def game_of(args):
    """The :class:`pysim.games.Game` a command plays (``--game``, Yu-Gi-Oh! by default)."""
    return get_game(getattr(args, "game", None))


def _check_game_options(args) -> None:
    # Apply --format; refuse what the game cannot use, and give --rules the game's default
    # (replay keeps None: with --run the rules come from the run folder).
    args.rules_given = getattr(args, "rules", None) is not None
    _apply_format(args)
    game = game_of(args)
    if not game.card_data:
        for attr, option in CARD_DATA_OPTIONS:
            if getattr(args, attr, None):
                raise CliError(f"{option} is for Yu-Gi-Oh! card data; --game {game.name} plays "
                               f"the {game.title} card pool bundled with the engine")
        if getattr(args, "rules", None) not in (None, game.rules):
            raise CliError(f"--game {game.name} plays one rule set, {game.rules!r} "
                           f"(got --rules {args.rules!r})")
    if hasattr(args, "rules") and args.rules is None and args.command != "replay":
        args.rules = game.rules
    if game.card_data and getattr(args, "lflist", None) and args.rules:
        rule_set(args.rules)
        why = banlist_era_warning(load_banlist(args.lflist, args.banlist), args.rules,
                                  args.rules_given)
        if why:
            _warn(why)


def _apply_format(args) -> None:
    # --format NAME: the format's game, and its rules, card data and banlist where the command
    # line does not name its own.
    name = getattr(args, "format", None)
    if name is None:
        return
    try:
        fmt = get_format(name)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if getattr(args, "game", None) not in (None, fmt.game):
        raise CliError(f"--format {fmt.name} is a {get_game(fmt.game).title} format; it cannot "
                       f"play --game {args.game}")
    args.game = fmt.game
    if getattr(args, "rules", None) is None:
        args.rules = fmt.rules
        args.rules_given = True
    if hasattr(args, "cdb") and args.cdb is None:
        args.cdb = fmt.cards_path()
    if hasattr(args, "lflist") and args.lflist is None and fmt.banlist_file:
        args.lflist = fmt.banlist_path()
        if args.banlist is None:
            args.banlist = fmt.banlist_name


def default_decks(args) -> list[str]:
    """What a command plays without decks: the format's pair, else the game's."""
    name = getattr(args, "format", None)
    return list(FORMATS[name].default_decks if name else game_of(args).default_decks)


def _warn(text: str) -> None:
    print(f"ygo-sim: warning: {text}", file=sys.stderr)


# --- inputs --------------------------------------------------------------------------------

def bundled_deck_names() -> list[str]:
    """The deck files shipped in ``pysim/data/decks``."""
    from pysim.decks import bundled_deck_names as names
    return [n + ".ydk" for n in names()]


def read_deck(arg: str, game: str = "ygo"):
    """read_deck(arg, game="ygo") -> Deck

    A deck from a YDK path, a ``ydke://`` URL, or the name of a bundled deck
    (``starter-yugi`` or ``starter-yugi.ydk``) when no such file exists (see
    :func:`pysim.decks.load_deck`). With ``game="dm"``, a Duel Masters deck file or bundled
    name (:func:`pysim.games.read_dm_deck`).
    """
    return get_game(game).read_deck(arg)


def load_cards(cdb: str | None):
    """The bundled card data, with a user's ``cards.cdb`` (or a format's card facts CSV) merged
    over it when given."""
    from ygo_core.carddb import CardDB

    return CardDB.from_file(cdb) if cdb else CardDB()


def load_banlist(path: str | None, name: str | None):
    """One list of an ``lflist.conf`` (the first in the file unless ``name`` is given)."""
    if not path:
        return None
    from pysim.banlist import load_lflist

    lists = load_lflist(path)
    if not lists:
        raise CliError(f"{path}: holds no banlist")
    if name is None:
        return next(iter(lists.values()))
    if name not in lists:
        raise CliError(f"{path}: no banlist named {name!r} (it has: {', '.join(lists)})")
    return lists[name]


def check_deck(deck, cards, banlist, rules: str = "mr3") -> None:
    """Validate a deck (deck sizes from the rule preset); refuse cards the engine does not
    implement yet."""
    from pysim.validate import validate_deck

    report = validate_deck(deck, cards, banlist, rules=rules)
    for warning in report.warnings:
        _warn(warning)
    if report.unimplemented:
        names = ", ".join(f"{cards[c].name} ({c:08d})" for c in report.unimplemented)
        n = len(report.unimplemented)
        raise CliError(f"deck {deck.name!r}: {n} card{'s' if n > 1 else ''} the engine does "
                       f"not implement yet: {names} (--no-validate plays them as dead cards)")


def engine_matchup(deck_a, deck_b, cards, *, cdb: str | None, rules: str,
                   allow_unimplemented: bool, agents=RANDOM_PLAY) -> Matchup:
    """The runner spec of two decks; refuses passcodes missing from the card data."""
    for deck in (deck_a, deck_b):
        unknown = sorted({c for c in deck.main + deck.extra if c not in cards})
        if unknown:
            codes = ", ".join(f"{c:08d}" for c in unknown)
            raise CliError(f"deck {deck.name!r}: unknown card passcode(s) {codes} "
                           f"(give their cards.cdb with --cdb)")
    check_capacity({f"deck {d.name or label!r}": (d.main, d.extra)
                    for d, label in ((deck_a, "A"), (deck_b, "B"))})
    return Matchup(deck_a.main, deck_b.main, deck_a.extra, deck_b.extra,
                   cdb=str(Path(cdb).resolve()) if cdb else None, rules=rules,
                   allow_unimplemented=allow_unimplemented, agents=tuple(agents))


# --- matchup -------------------------------------------------------------------------------

def cmd_matchup(args) -> int:
    """Play a matchup, print its summary, save it next to the per-duel records."""
    if len(args.decks) not in (0, 2):
        raise CliError("matchup takes two decks (A and B), or none for the bundled pair")
    if args.resume and not args.out:
        raise CliError("--resume needs --out DIR (the folder of the run to resume)")
    (deck_a, deck_b), cards = load_decks(args, args.decks or default_decks(args))
    spec = _spec_maker(args, cards)(deck_a, deck_b)
    agents = parse_agents(args.agents)
    made = _provenance(args, cards, agents)
    records = run_matchup(spec, args.n, seed=args.seed, out_dir=args.out, resume=args.resume,
                          meta={"deck_a": deck_a.name, "deck_b": deck_b.name},
                          provenance=made, **_run_options(args))
    made = made.finished()
    summary = stats.MatchupSummary.from_records(records)
    names = (deck_a.name or "A", deck_b.name or "B")
    dead = {"A": dead_cards(deck_a, cards), "B": dead_cards(deck_b, cards)}
    print(with_header(summary.format_table(*names),
                      made.lines(", ".join(f"{n}: {a}" for n, a in zip(names, agents)))))
    for line in format_dead_cards(zip(names, dead.values())):
        print(line)
    if args.out:
        _save_summary(Path(args.out), summary, deck_a.name, deck_b.name, args, dead, made)
    first = next((r["error"] for r in records if "error" in r), "")
    return _failed_runs([(" vs ".join(names), summary.n, summary.errors, first)])


def _save_summary(out: Path, summary, name_a: str, name_b: str, args, dead: dict,
                  made: Provenance) -> None:
    agent_a, agent_b = parse_agents(args.agents)
    data = {"deck_a": name_a, "deck_b": name_b, "agent_a": agent_a, "agent_b": agent_b,
            "seed": args.seed, "n": args.n, "game": game_of(args).name, "rules": args.rules,
            **summary.to_dict(),
            "dead_cards": dead, "provenance": made.to_dict()}
    write_text(out / "summary.json", json.dumps(data, indent=1) + "\n")
    print(f"results: {out / 'duels.jsonl'}, summary: {out / 'summary.json'}")


def _provenance(args, cards, agents=(), seed=None) -> Provenance:
    # How a command's result is made: its inputs as read, the banlist it validates with.
    banlist = None
    if game_of(args).card_data and getattr(args, "lflist", None):
        banlist = load_banlist(args.lflist, args.banlist)
    return Provenance.of_command(args, cards, banlist=banlist, agents=agents, seed=seed)


def dead_cards(deck, cards) -> dict:
    """dead_cards(deck, cards) -> {"count": copies, "cards": [{code, name, copies}, ...]}

    The cards of a deck's Main and Extra Deck that the engine does not implement yet: with
    ``--no-validate`` they are played as dead cards (they never leave the hand or Deck).
    """
    if isinstance(cards, DMCards):  # the DM-01 pool is played whole
        return {"count": 0, "cards": []}
    copies = Counter(c for c in deck.main + deck.extra if c in cards and not cards.is_playable(c))
    return {"count": sum(copies.values()),
            "cards": [{"code": c, "name": cards[c].name, "copies": n} for c, n in copies.items()]}


def format_dead_cards(named: Iterable[tuple[str, dict]]) -> list[str]:
    """One line per deck that played dead cards (see :func:`dead_cards`), none otherwise."""
    lines = []
    for name, dead in named:
        if dead["count"]:
            listed = ", ".join(f"{d['name']} ({d['code']:08d}) x{d['copies']}" for d in dead["cards"])
            lines.append(f"  {name} played {dead['count']} dead card"
                         f"{'s' if dead['count'] > 1 else ''} (not implemented yet): {listed}")
    return lines


def _failed_runs(runs: Iterable[tuple[str, int, int, str]]) -> int:
    # Of (label, finished duels, failed duels, first error) per run: one error line for each
    # run whose every duel failed, and EXIT_FAILED if there is one; else 0.
    code = 0
    for label, finished, failed, first in runs:
        if failed and not finished:
            print(f"ygo-sim: error: {label}: every duel failed ({failed} of {failed})"
                  f"{'; the first: ' + first if first else ''}", file=sys.stderr)
            code = EXIT_FAILED
    return code


# --- gauntlet ------------------------------------------------------------------------------

def load_decks(args, deck_args: list[str], cards=None):
    """Read and (unless --no-validate) validate decks; return (decks, cards).

    The card data is loaded from ``--cdb`` unless given. For ``--game dm``, Duel Masters deck
    files (every deck read is checked, C002/C003) and the DM-01 pool as ``cards``.
    """
    if not game_of(args).card_data:
        return _load_dm_decks(deck_args), cards if cards is not None else DMCards()
    rule_set(args.rules)
    decks = [read_deck(d) for d in deck_args]
    _warn_format_decks(args, deck_args)
    cards = load_cards(args.cdb) if cards is None else cards
    if not args.no_validate:
        banlist = load_banlist(args.lflist, args.banlist)
        problems = []
        for deck in decks:  # every invalid deck is reported at once, not only the first
            try:
                check_deck(deck, cards, banlist, args.rules)
            except (CliError, ValueError) as exc:  # a DeckError is a ValueError
                problems.append(_message(exc))
        if len(problems) == 1:
            raise CliError(problems[0])
        if problems:
            raise CliError(f"{len(problems)} of {len(decks)} decks are invalid:\n  "
                           + "\n  ".join(p.replace("\n", "\n    ") for p in problems))
    return decks, cards


def _warn_format_decks(args, deck_args) -> None:
    # A bundled deck of a format played under the default rules of another era (a GOAT list
    # under Master Rule 3) most likely lacks --format.
    if getattr(args, "rules_given", True):
        return
    for arg in deck_args:
        formats = deck_formats(arg)
        if formats and args.rules not in {f.rules for f in formats}:
            names = " or ".join(f"--format {f.name}" for f in formats)
            _warn(f"{arg} is a bundled deck of the {formats[0].name} format, played here under "
                  f"--rules {args.rules} (the default): {names} plays it with its rules, "
                  "banlist and card data")


def _load_dm_decks(deck_args: list[str]):
    # Every bad deck is reported at once, as for Yu-Gi-Oh! decks.
    decks, problems = [], []
    for arg in deck_args:
        try:
            decks.append(read_deck(arg, "dm"))
        except (ValueError, OSError) as exc:  # a DeckError is a ValueError
            problems.append(_message(exc))
    if len(problems) == 1:
        raise CliError(problems[0])
    if problems:
        raise CliError(f"{len(problems)} of {len(deck_args)} decks are invalid:\n  "
                       + "\n  ".join(problems))
    return decks


def _deck_name(deck, number: int) -> str:
    return deck.name or f"deck{number}"


def parse_agents(text: str) -> tuple[str, str]:
    """``--agents A,B`` (one spec for both players is also accepted)."""
    specs = [t.strip() for t in text.split(",")]
    if len(specs) == 1:
        specs = specs * 2
    if len(specs) != 2:
        raise CliError(f"--agents takes one or two agents separated by a comma, got {text!r}")
    for spec in specs:
        try:
            make_agent(spec, 0)
        except ValueError as exc:
            raise CliError(str(exc)) from None
    return specs[0], specs[1]


def _spec_maker(args, cards):
    agents = parse_agents(args.agents)
    game = game_of(args)
    for agent in agents:
        why = game.unsupported_agents.get(agent.partition(":")[0])
        if why:
            raise CliError(f"agent {agent!r} cannot play {game.title}: {why}")
    if not game.card_data:
        return lambda deck_a, deck_b: DMMatchup(deck_a.main, deck_b.main, agents=agents)

    def make_spec(deck_a, deck_b):
        return engine_matchup(deck_a, deck_b, cards, cdb=args.cdb, rules=args.rules,
                              allow_unimplemented=args.no_validate, agents=agents)
    return make_spec


def _agents_label(args) -> str:
    """Who played, for plot titles: 'random vs mc:16' (deck A's agent first)."""
    a, b = parse_agents(args.agents)
    return a if a == b else f"{a} vs {b}"


def _run_options(args) -> dict:
    if args.ray_address and args.backend != "ray":
        raise CliError("--ray-address needs --backend ray")
    return {"workers": args.workers, "progress": not args.no_progress,
            "chunk_size": args.chunk_size, "backend": args.backend,
            "ray_address": args.ray_address}


def cmd_gauntlet(args) -> int:
    """Play every pair of decks; print the win-rate matrix; save CSV, JSON and a heatmap."""
    from pysim.gauntlet import PNG_FILE, run_gauntlet

    if len(args.decks) < 2:
        raise CliError("gauntlet takes at least two decks")
    if args.resume and not args.out:
        raise CliError("--resume needs --out DIR (the folder of the gauntlet to resume)")
    decks, cards = load_decks(args, args.decks)
    named = [(_deck_name(d, k + 1), d) for k, d in enumerate(decks)]
    game = game_of(args)
    agent_a, agent_b = parse_agents(args.agents)
    labels = {"game": game.name, "rules": args.rules, "agents": [agent_a, agent_b]}
    matrix = run_gauntlet(named, _spec_maker(args, cards), args.n, seed=args.seed,
                          out_dir=args.out, resume=args.resume, labels=labels,
                          provenance=_provenance(args, cards, (agent_a, agent_b)),
                          **_run_options(args))
    played = (f"in each pair, the deck given first {agent_a}, the other {agent_b}"
              if agent_a != agent_b else f"every deck {agent_a}")
    print(with_header(matrix.format_table(), matrix.provenance.lines(played)))
    for line in format_dead_cards((name, dead_cards(d, cards)) for name, d in named):
        print(line)
    if args.out:
        out = Path(args.out)
        print(f"matrix: {out / 'matrix.csv'}, {out / 'matrix.json'}; "
              f"per-pair results in {out / 'pairs'}")
        _plot(lambda path: _report().plot_matrix(matrix, path, _agents_label(args)),
              out / PNG_FILE)
    return _failed_runs((f"{matrix.decks[i]} vs {matrix.decks[j]}", c.n, c.errors, "")
                        for (i, j), c in sorted(matrix.cells.items()) if i < j)


def _report():
    from pysim import report
    return report


def _plot(draw, path: Path) -> None:
    # Draw a plot when matplotlib is there; otherwise say so in one line and go on.
    try:
        with writing(path):
            draw(path)
    except _report().PlotUnavailable as exc:
        print(f"{path.name} skipped: {exc}")
        return
    print(f"plot: {path}")


# --- sweep ---------------------------------------------------------------------------------

def cmd_sweep(args) -> int:
    """Play deck variants against opponents; rank them by win rate; save CSV, JSON and a plot."""
    from pysim import sweep as sw

    if args.base is None and not args.variants:
        raise CliError("sweep needs a base deck (with --swap) or --variants DIR")
    if args.swap and args.base is None:
        raise CliError("--swap needs the base deck")
    if not args.against:
        raise CliError("sweep needs at least one opponent: --against DECK [DECK ...]")
    if args.resume and not args.out:
        raise CliError("--resume needs --out DIR (the folder of the sweep to resume)")
    game = game_of(args)
    if game.card_data:
        swaps = [sw.parse_swaps(text) for text in args.swap]
    else:
        from pysim.games import parse_dm_swaps
        swaps = [parse_dm_swaps(text, DMCards()) for text in args.swap]
    files = _variant_files(args.variants, game.deck_suffix) if args.variants else []
    bases, cards = load_decks(args, [args.base] if args.base else [])
    opponents, _ = load_decks(args, args.against, cards)
    decks, _ = load_decks(args, files, cards)
    variants, base = {}, None
    banlist = None if args.no_validate else load_banlist(args.lflist, args.banlist)
    if bases:
        base = _deck_name(bases[0], 1)
        variants[base] = bases[0]
        for chosen in swaps:
            name = sw.swap_name(chosen, lambda c: cards[c].name if c in cards else f"{c:08d}")
            variant = sw.swap_cards(bases[0], chosen, name=name)
            if not game.card_data:
                from pysim.games import check_dm_deck
                check_dm_deck(variant)
            elif not args.no_validate:
                check_deck(variant, cards, banlist, args.rules)
            if name in variants:
                raise CliError(f"variant {name!r} is given twice")
            variants[name] = variant
    for k, deck in enumerate(decks):
        name = _deck_name(deck, k + 1)
        if name in variants:
            raise CliError(f"variant {name!r} is given twice (--variants holds the base deck?)")
        variants[name] = deck
    named = [(_deck_name(d, k + 1), d) for k, d in enumerate(opponents)]
    agent_a, agent_b = parse_agents(args.agents)
    result = sw.sweep(variants, named, args.n, make_spec=_spec_maker(args, cards), base=base,
                      seed=args.seed, out_dir=args.out, resume=args.resume,
                      provenance=_provenance(args, cards, (agent_a, agent_b)),
                      **_run_options(args))
    played = (f"the variants {agent_a}, the opponents {agent_b}" if agent_a != agent_b
              else f"every deck {agent_a}")
    print(with_header(result.format_table(), result.provenance.lines(played)))
    decks_played = list(variants.items()) + named
    for line in format_dead_cards((name, dead_cards(d, cards)) for name, d in decks_played):
        print(line)
    if args.out:
        out = Path(args.out)
        print(f"ranking: {out / sw.CSV_FILE}, {out / sw.JSON_FILE}; runs in "
              f"{out / sw.VARIANTS_DIR}")
        title = (f"vs {', '.join(result.opponents)}: {args.n} duels each, "
                 f"agents: {_agents_label(args)}\n{result.provenance.title()}")
        if result.base is not None:
            _plot(lambda path: _report().plot_differences(
                [v.name for v in result.ranking], [v.vs_base for v in result.ranking],
                result.base, path, title), out / sw.PNG_FILE)
        else:
            _plot(lambda path: _report().plot_ranking(
                [v.name for v in result.ranking], [v.overall.rate for v in result.ranking],
                path, title), out / sw.PNG_FILE)
    return _failed_runs((f"{v.name} vs {o}", c.n, c.errors, "") for v in result.ranking
                        for o, c in v.by_opponent.items())


def _variant_files(folder: str, suffix: str = ".ydk") -> list[str]:
    path = Path(folder)
    if not path.is_dir():
        raise CliError(f"--variants: not a folder: {folder}")
    files = sorted(str(p) for p in path.iterdir() if p.suffix.lower() == suffix)
    if not files:
        raise CliError(f"--variants: no {suffix} files in {folder}")
    return files


# --- ladder --------------------------------------------------------------------------------

def cmd_ladder(args) -> int:
    """Play several agents against each other over decks; print Bradley-Terry ratings and the
    pairwise scores; save JSON (and, with --out, every run, CSV and a plot)."""
    from pysim import ladder as lad
    from pysim.agents.spec import weights_hash
    from pysim.ratings import require_fitter

    require_fitter()  # before any duel
    if args.resume and not args.out:
        raise CliError("--resume needs --out DIR (the folder of the ladder to resume)")
    game = game_of(args)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    if len(agents) < 2:
        raise CliError(f"ladder needs at least two agents separated by commas, got "
                       f"{args.agents!r}")
    for agent in agents:
        try:
            make_agent(agent, 0)
        except ValueError as exc:
            raise CliError(str(exc)) from None
        why = game.unsupported_agents.get(agent.partition(":")[0])
        if why:
            raise CliError(f"agent {agent!r} cannot play {game.title}: {why}")
    decks, cards = load_decks(args, args.decks or list(game.default_decks))
    named = [(_deck_name(d, k + 1), d) for k, d in enumerate(decks)]

    def make_spec(deck_a, deck_b, pair):
        if not game.card_data:
            return DMMatchup(deck_a.main, deck_b.main, agents=pair)
        return engine_matchup(deck_a, deck_b, cards, cdb=args.cdb, rules=args.rules,
                              allow_unimplemented=args.no_validate, agents=pair)

    result = lad.run_ladder(agents, named, make_spec, args.n, seed=args.seed,
                            pairings=args.pairings, weights=[weights_hash(a) for a in agents],
                            out_dir=args.out, resume=args.resume, game=game.name,
                            rules=args.rules, game_label=game.label(args.rules),
                            **_run_options(args))
    print(result.format_table())
    for line in format_dead_cards((name, dead_cards(d, cards)) for name, d in named):
        print(line)
    if args.json:
        write_text(args.json, json.dumps(result.to_dict(), indent=1) + "\n")
        print(f"json: {args.json}")
    if args.out:
        out = Path(args.out)
        print(f"ladder: {out / lad.CSV_FILE}, {out / lad.JSON_FILE}; runs in {out / lad.RUNS_DIR}")
        _plot(lambda path: _report().plot_ratings(result, path), out / lad.PNG_FILE)
    return _failed_runs((f"{result.agents[k.a]} ({result.decks[k.p]}) vs {result.agents[k.b]} "
                         f"({result.decks[k.q]})", c.n, c.errors, "")
                        for k, c in result.runs.items())


# --- bench ---------------------------------------------------------------------------------

def cmd_bench(args) -> int:
    """Duels per second of ``Duel.playout`` on two decks (the Starter Decks), one process."""
    if len(args.decks) not in (0, 2):
        raise CliError("bench takes two decks, or none for the bundled Starter Decks")
    game = game_of(args)
    if game.card_data:
        rule_set(args.rules)
        deck_args = args.decks or default_decks(args)
        deck_a, deck_b = (read_deck(d) for d in deck_args)
        _warn_format_decks(args, deck_args)
        cards = load_cards(args.cdb)
        make_duel = engine_matchup(deck_a, deck_b, cards, cdb=args.cdb, rules=args.rules,
                                   allow_unimplemented=True).factory()
    else:
        deck_a, deck_b = _load_dm_decks(args.decks or default_decks(args))
        make_duel = DMMatchup(deck_a.main, deck_b.main).factory()
    duels = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds or duels == 0:
        engine_seed, playout_seed = split_seed(duel_seed(args.seed, duels))
        duel = make_duel(engine_seed, duels % 2)
        duel.playout(playout_seed)
        decisions += duel.decisions()
        duels += 1
    elapsed = time.perf_counter() - start
    print(f"playout, {deck_a.name} vs {deck_b.name}: {duels} duels in "
          f"{elapsed:.2f} s = {duels / elapsed:,.0f} duels/s, "
          f"{decisions / elapsed:,.0f} decisions/s (one process)")
    return 0


# --- hands ---------------------------------------------------------------------------------

def cmd_hands(args) -> int:
    """Probability of holding at least K of some cards (or one of each of several groups: a
    combo) by a given turn, exact and sampled."""
    game = game_of(args)
    if game.card_data:
        deck, cards = read_deck(args.deck), load_cards(args.cdb)
        _warn_format_decks(args, [args.deck])
    else:
        (deck,), cards = _load_dm_decks([args.deck]), DMCards()
    made = _provenance(args, cards)
    groups = [_parse_cards(text, cards) for text in args.cards]
    if len(groups) > 1 and args.at_least != 1:
        raise CliError("--at-least counts copies of one --cards group; with several groups "
                       "(a combo) each needs one card")
    seen_codes = set()
    for group in groups:
        if seen_codes & group:
            raise CliError("a card is in two --cards groups: "
                           + ", ".join(_card_label(c, cards) for c in sorted(seen_codes & group)))
        seen_codes |= group
    copies = [sum(code in group for code in deck.main) for group in groups]
    hand_size, first_draws = (_opening_rules(args.rules) if game.card_data
                              else (game.hand_size, game.first_player_draws))
    described = [f"{n} of {' or '.join(_card_label(c, cards) for c in sorted(g))}"
                 for n, g in zip(copies, groups)]
    want = (f"at least {args.at_least}" if len(groups) == 1 else "one of each")
    results = []
    for going_first in (True, False):
        seen = stats.cards_seen(args.turn, going_first, hand_size, first_draws)
        seen = min(seen, len(deck.main))
        if len(groups) == 1:
            exact = stats.opening_hand_probability(len(deck.main), copies[0], seen, args.at_least)
            sampled = stats.sampled_opening_hand_probability(
                len(deck.main), copies[0], seen, args.at_least, trials=args.trials,
                seed=args.seed)
        else:
            exact = stats.combo_probability(len(deck.main), copies, seen)
            sampled = stats.sampled_combo_probability(len(deck.main), copies, seen,
                                                      trials=args.trials, seed=args.seed)
        results.append({"going_first": going_first, "cards_seen": seen, "exact": exact,
                        "sampled": asdict(sampled)})
    made = made.finished()
    print(f"{deck.name or args.deck}: {len(deck.main)} cards, {' and '.join(described)}; "
          f"{want} by your turn {args.turn} ({args.rules}, {args.trials} sampled hands)")
    for line in made.lines():
        print(line)
    for r in results:
        label = "going first" if r["going_first"] else "going second"
        sampled = stats.Rate(**r["sampled"])
        print(f"  {label:<13} {r['cards_seen']:2d} cards seen: exact {100 * r['exact']:6.2f}%   "
              f"sampled {sampled}")
    if args.json:
        data = {"deck": deck.name or args.deck, "deck_size": len(deck.main), "turn": args.turn,
                "at_least": args.at_least if len(groups) == 1 else 1,
                "groups": [{"cards": sorted(g), "copies": n} for g, n in zip(groups, copies)],
                "trials": args.trials, "results": results, "provenance": made.to_dict()}
        write_text(Path(args.json), json.dumps(data, indent=1) + "\n")
        print(f"results: {args.json}")
    return 0


def _card_label(code: int, cards) -> str:
    if isinstance(cards, DMCards):  # DM-01 codes are the engine's own, not printed passcodes
        return cards[code].name
    return f"{cards[code].name} ({code:08d})" if code in cards else f"{code:08d}"


def _parse_cards(text: str, cards) -> set[int]:
    # One --cards group: passcodes or card names separated by commas (a name may hold commas
    # itself: "Winged Dragon, Guardian of the Fortress #1"); every printing of a name counts.
    by_name: dict[str, set[int]] = {}
    for info in cards:
        by_name.setdefault(info.name.casefold(), set()).add(info.code)
    pieces = [p.strip() for p in text.split(",")]
    codes, pending = set(), ""
    for piece in pieces:
        pending = f"{pending}, {piece}" if pending else piece
        if pending.isdigit():
            codes.add(int(pending))
            pending = ""
        elif pending.casefold() in by_name:
            codes |= by_name[pending.casefold()]
            pending = ""
    if pending:
        import difflib
        close = difflib.get_close_matches(pending.casefold(), list(by_name), n=3, cutoff=0.7)
        names = {c.casefold(): c for c in (i.name for i in cards)}
        hint = f" (did you mean {' or '.join(repr(names[c]) for c in close)}?)" if close else ""
        raise CliError(f"--cards takes passcodes or card names separated by commas; "
                       f"{pending!r} is neither{hint}")
    if not codes:
        raise CliError("--cards needs at least one passcode or card name")
    return codes


def cmd_cards(args) -> int:
    """What the engine implements: the playable cards, or each deck's unimplemented ones."""
    if not game_of(args).card_data:
        return _dm_cards(args)
    cards = load_cards(args.cdb)
    if args.decks:
        return _cards_of_decks([read_deck(d) for d in args.decks], cards)
    playable = sorted((info for info in cards if cards.is_playable(info.code)),
                      key=lambda info: (_kind_of(info), info.name))
    by_kind: dict[str, list] = {}
    for info in playable:
        by_kind.setdefault(_kind_of(info), []).append(info)
    print(f"{len(playable)} cards the engine implements, of {len(cards)} in the card data:")
    for kind, infos in by_kind.items():
        print(f"  {kind}: {len(infos)}")
        if args.all:
            for info in infos:
                print(f"    {info.code:08d} {info.name}")
    if not args.all:
        print("(--all lists them; give decks to see what they are missing)")
    return 0


def _dm_cards(args) -> int:
    # The DM-01 pool is implemented whole: its cards by type, or each deck checked (C002, C003).
    if args.decks:
        for number, deck in enumerate(_load_dm_decks(args.decks), 1):
            print(f"{_deck_name(deck, number)}: every card is implemented")
        return 0
    cards = DMCards()
    by_type: dict[str, list] = {}
    for card in cards:
        by_type.setdefault(card.card_type + "s", []).append(card)
    print(f"{len(cards)} cards the engine implements, of {len(cards)} in the DM-01 pool:")
    for kind, infos in by_type.items():
        print(f"  {kind}: {len(infos)}")
        if args.all:
            for card in sorted(infos, key=lambda c: c.name):
                print(f"    {card.name} ({card.civilization}, cost {card.cost})")
    if not args.all:
        print("(--all lists them)")
    return 0


def _cards_of_decks(decks, cards) -> int:
    missing_any = False
    for number, deck in enumerate(decks, 1):
        dead = dead_cards(deck, cards)
        name = _deck_name(deck, number)
        unknown = sorted({c for c in deck.main + deck.extra + deck.side if c not in cards})
        if unknown:
            missing_any = True
            print(f"{name}: unknown passcodes {', '.join(f'{c:08d}' for c in unknown)} "
                  "(give their cards.cdb with --cdb)")
        if not dead["cards"]:
            if not unknown:
                print(f"{name}: every card is implemented")
            continue
        missing_any = True
        print(f"{name}: {len(dead['cards'])} cards ({dead['count']} copies) not implemented yet:")
        for entry in dead["cards"]:
            reason = cards.unplayable_reason(entry["code"])   # a Link Monster says why
            why = "" if reason is None or reason.startswith("no script") else f" ({reason})"
            print(f"  {entry['code']:08d} {entry['name']} x{entry['copies']}{why}")
    return 1 if missing_any else 0


def _kind_of(info) -> str:
    # Card kinds as players name them, from the card data's type bits.
    from ygo_core import layout as L
    if info.type & L.TYPE_MONSTER:
        return "Normal Monsters" if info.type & L.TYPE_NORMAL and not info.type & L.TYPE_EFFECT \
            else "Effect Monsters"
    return "Spells" if info.type & L.TYPE_SPELL else "Traps"


def rule_set(name: str):
    """The named rule preset of ``ygo_core.rules``."""
    from ygo_core.rules import RULESETS

    if name not in RULESETS:
        raise CliError(f"unknown rule set {name!r} (known: {', '.join(RULESETS)})")
    return RULESETS[name]


def _opening_rules(name: str) -> tuple[int, bool]:
    rules = rule_set(name)
    return rules.opening_hand, rules.first_player_draws


# --- replay --------------------------------------------------------------------------------

def cmd_replay(args) -> int:
    """Play one duel again from its seed and print it move by move, then its result."""
    if args.run:
        if args.decks or args.seed is not None or args.first is not None or args.cdb \
                or args.rules or args.format:
            raise CliError("replay --run takes the decks, cards, rules and seed from the run "
                           "folder: give only --index")
        spec, names, recorded = _recorded_duel(Path(args.run), args.index)
        seed, first = recorded["seed"], recorded["first"]
        run_game = game_of_spec(spec).name
        if args.game is not None and args.game != run_game:
            raise CliError(f"{args.run} holds a --game {run_game} run, not --game {args.game}")
    else:
        if args.index is not None:
            raise CliError("--index needs --run DIR")
        if len(args.decks) not in (0, 2):
            raise CliError("replay takes two decks (A and B), or none for the bundled pair")
        if args.seed is None or args.first is None:
            raise CliError("replay needs --seed and --first (from a line of duels.jsonl), "
                           "or --run DIR --index I")
        game = game_of(args)
        if game.card_data:
            rules = args.rules or "mr3"
            rule_set(rules)
            deck_a, deck_b = (read_deck(d) for d in (args.decks or default_decks(args)))
            spec = engine_matchup(deck_a, deck_b, load_cards(args.cdb), cdb=args.cdb,
                                  rules=rules, allow_unimplemented=True)
        else:
            deck_a, deck_b = _load_dm_decks(args.decks or default_decks(args))
            spec = DMMatchup(deck_a.main, deck_b.main)
        names = (deck_a.name or "A", deck_b.name or "B")
        seed, first, recorded = args.seed, args.first, None
    from pysim.agents.spec import RANDOM_PLAY

    if tuple(spec.agents) == tuple(RANDOM_PLAY):
        replay = _replay_with_events(args, spec, names, seed, first)
    else:
        if args.json or args.html:
            raise CliError("--json and --html replay random play only (this run's agents: "
                           f"{', '.join(spec.agents)})")
        from pysim.runner import replay_duel
        replay = replay_duel(spec, seed, first)
        for line in format_replay(replay, names):
            print(line)
    if recorded is not None:
        keys = ("winner", "reason", "turns", "decisions", "error")
        if any(recorded.get(k) != replay.record.get(k) for k in keys):
            was = recorded.get("error") or ", ".join(f"{k} {recorded[k]}" for k in keys[:4])
            print(f"ygo-sim: error: the replay differs from the recorded duel ({was}): the "
                  "engine or card data changed since the run", file=sys.stderr)
            return 1
        print(f"matches duel {args.index} of {args.run}")
        return 0
    return 1 if "error" in replay.record else 0


def _replay_with_events(args, spec, names, seed: int, first: int):
    # The event log of a random-play duel: printed as a judge's notes (unless --quiet), and
    # written as --json and --html when asked.
    from pysim import events as ev
    from pysim.runner import Replay

    game = game_of_spec(spec)
    if args.html and game.name != "ygo":
        raise CliError(f"--html draws a Yu-Gi-Oh! board; for --game {game.name} use --json (the "
                       "events with the board after each)")
    made = _replay_provenance(args, spec, seed) if args.json or args.html else None
    record, recorded = game.replay_events(spec, seed, first, names)
    meta = {"seed": seed, "first": first, "rules": spec.rules, "decks": list(names),
            **{k: record[k] for k in ("winner", "reason", "turns", "decisions", "error")
               if k in record}}
    if made is not None:
        meta["provenance"] = made.finished().to_dict()
    if args.json:
        write_text(Path(args.json), json.dumps(ev.to_json(recorded, meta)) + "\n")
    if args.html:
        from pysim import viewer
        write_text(Path(args.html), viewer.render_html(ev.to_json(recorded, meta)))
    replay = Replay(record, [None] * ev.chosen_actions(recorded.events), recorded.duel)
    if not args.quiet:
        for line in format_event_replay(replay, recorded.events, names):
            print(line)
    for option, what in ((args.json, "events"), (args.html, "viewer")):
        if option:
            print(f"{what}: {option}")
    return replay


def _replay_provenance(args, spec, seed: int) -> Provenance:
    # How a replay is made: the run's game, rules, card data and agents (from --run or the
    # command line), the duel's seed; a replay plays its decks unvalidated.
    from dataclasses import replace

    from pysim.provenance import card_data_of

    game = game_of_spec(spec)
    cdb = getattr(spec, "cdb", None)
    cards = (load_cards(cdb) if game.card_data else DMCards())
    made = Provenance.of_command(args, cards, agents=spec.agents, seed=seed)
    return replace(made, game=game.name, rules=spec.rules, card_data=card_data_of(cards, cdb),
                   validated=False)


def format_event_replay(replay, events, names: tuple[str, str]) -> list[str]:
    """format_event_replay(replay, events, names) -> lines

    A replay as a judge's notes: who plays whom, every event under turn and phase headings
    (see :func:`pysim.events.format_events`), then the result with the final Life Points.
    """
    from pysim.events import format_events

    lines = [_replay_heading(replay.record, names)]
    lines += format_events([e for e in events if e["kind"] != "start"])
    return lines + [_replay_result(replay, names)]


def _replay_heading(record, names: tuple[str, str]) -> str:
    # A replay's first line: who plays whom, the seed, who goes first.
    return (f"{names[0]} (player 0) vs {names[1]} (player 1), duel seed {record['seed']}: "
            f"{names[record['first']]} goes first")


def _replay_result(replay, names: tuple[str, str]) -> str:
    # A replay's last line: the winner and how, or the error the duel raised.
    record, duel = replay.record, replay.duel
    first = names[record["first"]]
    if "error" in record:
        return (f"seed {record['seed']}, {first} first: the duel raised {record['error']} on "
                f"turn {duel.turn()} after {duel.decisions()} decisions")
    winner = record["winner"]
    result = "draw" if winner == "draw" else f"{names[0 if winner == 'A' else 1]} wins"
    return (f"seed {record['seed']}, {first} first: {result} by {record['reason']} on turn "
            f"{record['turns']} after {record['decisions']} decisions "
            f"({_end_detail(duel)}; {len(replay.log)} chosen, the rest forced)")


def _end_detail(duel) -> str:
    # What a replay's result line shows of the end position: LP, or a DM duel's shields.
    if hasattr(duel, "lp"):
        return f"LP {duel.lp(0)} / {duel.lp(1)}"
    from pysim.dm_events import result_detail
    return result_detail(duel)


def _recorded_duel(run: Path, index: int | None):
    # The spec, deck names and record of duel `index` of a saved run.
    from pysim.runner import RESULTS_FILE, read_manifest, read_results

    if index is None:
        raise CliError("replay --run needs --index I (the duel's index in duels.jsonl)")
    manifest = read_manifest(run)
    spec = spec_from_fingerprint(manifest["spec"])
    meta = manifest["meta"]
    names = (meta.get("deck_a") or "A", meta.get("deck_b") or "B")
    results = run / RESULTS_FILE
    found = [r for r in read_results(results) if r.get("index") == index] \
        if results.exists() else []
    if not found:
        raise CliError(f"duel {index} is not in {results}")
    return spec, names, found[0]


def format_replay(replay, names: tuple[str, str]) -> list[str]:
    """format_replay(replay, names) -> lines

    A replay (see :func:`pysim.runner.replay_duel`) as readable text: who
    plays whom, then each turn's chosen actions under a turn heading, then the
    result with the final Life Points.
    """
    record = replay.record
    first = record["first"]
    width = max(len(n) for n in names)
    lines = [_replay_heading(record, names)]
    turn = None
    for t, player, decision, text in replay.log:
        if t != turn:
            turn = t
            owner = first if t % 2 else 1 - first
            lines.append(f"Turn {t}: {names[owner]}")
        lines.append(f"  {names[player]:<{width}}  {decision or '-':<9} {text}")
    return lines + [_replay_result(replay, names)]


# --- parser --------------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``ygo-sim`` and its subcommands."""
    parser = argparse.ArgumentParser(
        prog="ygo-sim", description="Yu-Gi-Oh! duel simulator: Monte Carlo matchups, "
        "gauntlets and variant sweeps with 95% intervals, replays, opening-hand odds and "
        "engine benchmarks.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_matchup(sub)
    _add_gauntlet(sub)
    _add_sweep(sub)
    _add_ladder(sub)
    _add_bench(sub)
    _add_hands(sub)
    _add_replay(sub)
    _add_cards(sub)
    parser.commands = sub.choices  # name -> subcommand parser (main() reports to it)
    return parser


def _add_matchup(sub) -> None:
    p = sub.add_parser(
        "matchup", help="play deck A against deck B many times and report A's win rate",
        description="Play N duels of deck A (player 0) against deck B (player 1), A going "
        "first in even-numbered duels, with random legal actions, and print A's win rate "
        "with a 95% Wilson interval, split by who went first. Duel i's seeds come from "
        "--seed and i only, so results do not depend on --workers. With --out, each duel "
        "is saved as one JSON line in DIR/duels.jsonl as it finishes, and --resume plays "
        "only the duels missing from it. Without decks, plays the bundled Starter Decks "
        f"{DEFAULT_DECKS[0][:-4]} against {DEFAULT_DECKS[1][:-4]} (with --format, the "
        "format's pair). Bundled decks: "
        f"{', '.join(n[:-4] for n in bundled_deck_names())}; --format goat plays the GOAT "
        "lists with their rules, banlist and card data (ygo-sim matchup goat-control "
        "chaos-turbo --format goat). The summary and DIR/summary.json say how the result was "
        "made: game, rules, banlist, card data and its fingerprint, agents, version, seed, "
        "date and wall time. With --game dm, Duel Masters "
        f"(DM-01): {' against '.join(GAMES['dm'].default_decks)} by default; deck files of "
        "'count name' lines or the bundled fire-nature-rush, light-water-control, "
        "water-nature-ramp, darkness-fire-removal.")
    p.add_argument("decks", nargs="*", metavar="DECK",
                   help="two decks: YDK files, ydke:// URLs or bundled deck names")
    _add_run_options(p, what="per-duel results and the summary")
    p.set_defaults(func=cmd_matchup)


def _add_run_options(p, what: str, n_help: str = "duels") -> None:
    # The options of every command that plays matchups through the runner.
    p.add_argument("-n", type=_positive, default=1000,
                   help=f"{n_help} (default 1000)")
    p.add_argument("--workers", "-w", type=_positive, default=None,
                   help="worker processes (default: all cores; with --backend ray, the "
                   "cluster's CPUs)")
    p.add_argument("--seed", type=_positive_or_zero, default=0, help="run seed (default 0)")
    p.add_argument("--out", metavar="DIR", help=f"save {what} here")
    p.add_argument("--resume", action="store_true",
                   help="continue the run saved in --out, playing only missing duels")
    p.add_argument("--chunk-size", type=_positive, default=None,
                   help="duels per task sent to a worker (default: automatic; one with search "
                   "agents, so the progress bar moves per duel)")
    p.add_argument("--backend", choices=BACKENDS, default="process",
                   help="where duels are played: local worker processes (default) or a Ray "
                   "cluster (needs the 'cluster' extra)")
    p.add_argument("--ray-address", metavar="ADDR",
                   help="with --backend ray: the cluster to join (default: a local Ray "
                   "instance; 'auto' for this machine's cluster)")
    _add_card_options(p)
    p.add_argument("--lflist", metavar="PATH", help="validate against an lflist.conf banlist "
                   "(replaces the --format's); a list dated outside the years of the rules "
                   "played is warned about")
    p.add_argument("--banlist", metavar="NAME",
                   help="which list of --lflist (default: the first in the file, or the "
                   "--format's)")
    p.add_argument("--no-validate", action="store_true",
                   help="skip deck validation (sizes, copies, banlist) and play cards the "
                   "engine does not implement yet as dead cards")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--agents", default="random,random", metavar="A,B",
                   help="who plays deck A and deck B: random (default; played inside the "
                   "engine), greedy (one-ply lookahead), mc or mc:N (flat Monte Carlo with N "
                   "playouts per action on determinized copies, default 16), mc-cheat:N "
                   "(sees hidden cards), ismcts or ismcts:N (information-set MCTS with the "
                   "budget of mc:N)")


def _add_gauntlet(sub) -> None:
    p = sub.add_parser(
        "gauntlet", help="play every pair of several decks and print the win-rate matrix",
        description="Play N duels for every pair of the given decks (each deck going first "
        "in half of each pair's duels; pair A-B is exactly 'ygo-sim matchup A B' with the "
        "same seed) and print the matrix of the row deck's win rate against the column "
        "deck with 95% Wilson intervals, plus each deck's overall rate. With --out, each "
        "pair's run is kept in DIR/pairs/A-vs-B (so --resume continues where it stopped) "
        "and the matrix is saved as DIR/matrix.csv (one row per deck and opponent), "
        "DIR/matrix.json and, when matplotlib is installed, a heatmap DIR/matrix.png. The "
        "matrix's header lines, matrix.json, each pair's run.json and the heatmap's title say "
        "how it was made (game, rules, banlist, card data, agents, version, seed, date, wall "
        "time). --format goat plays the GOAT lists by name: ygo-sim gauntlet --format goat "
        "goat-control chaos-turbo warrior zombie.")
    p.add_argument("decks", nargs="+", metavar="DECK",
                   help="two or more decks: YDK files, ydke:// URLs or bundled deck names")
    _add_run_options(p, what="each pair's results and the matrix", n_help="duels per pair")
    p.set_defaults(func=cmd_gauntlet)


def _add_sweep(sub) -> None:
    p = sub.add_parser(
        "sweep", help="rank variants of a deck by win rate against opponents",
        description="Play every deck variant N times against each opponent (as deck A, "
        "going first in half the duels) and rank the variants by win rate pooled over the "
        "opponents, with 95% Wilson intervals. Variants are the base deck and one per "
        "--swap, and/or every .ydk file of --variants DIR. All runs share --seed, so a "
        "variant's duel i starts from the same seeds as the base's: its difference from "
        "the base is estimated from these paired duels. With --out, each run is kept in "
        "DIR/variants/VARIANT/vs-OPPONENT (--resume continues it) and the ranking is saved "
        "as DIR/sweep.csv, DIR/sweep.json and, with matplotlib, DIR/sweep.png, each saying "
        "how it was made (game, rules, banlist, card data, agents, version, seed, date, wall "
        "time).")
    p.add_argument("base", nargs="?", metavar="BASE",
                   help="the base deck (YDK file, ydke:// URL or bundled deck name)")
    p.add_argument("--swap", action="append", default=[], metavar="OUT:IN[,OUT:IN...]",
                   help="a variant of BASE with one copy of passcode OUT replaced by IN (per "
                   "pair; repeat the option for more variants)")
    p.add_argument("--variants", metavar="DIR", help="a folder of variant .ydk files")
    p.add_argument("--against", nargs="+", action="extend", default=[], metavar="DECK",
                   help="opponent deck(s)")
    _add_run_options(p, what="every run and the ranking",
                     n_help="duels per variant and opponent")
    p.set_defaults(func=cmd_sweep)


def _add_ladder(sub) -> None:
    p = sub.add_parser(
        "ladder", conflict_handler="resolve",
        help="rate several agents against each other over a set of decks (Bradley-Terry, Elo)",
        description="Play every pair of --agents against each other on every deck pairing of "
        "--decks (each deck against itself and against each other deck; see --pairings), N "
        "duels with each agent on each side (each seat of a mirror), each deck going first in "
        "half of them, and print each agent's Bradley-Terry rating in Elo points (random, "
        "or the first agent, at 0) with a 95% interval, and the table of pairwise scores "
        "(draws count half) with 95% Wilson intervals. Every run uses --seed, so the two runs "
        "of a deck pairing start from the same shuffles with the agents swapped, and results "
        "do not depend on --workers. --json FILE saves the result; with --out, each run is "
        "kept in DIR/runs (--resume continues it) and the result saved as DIR/ladder.json, "
        "DIR/ladder.csv and, with matplotlib, DIR/ladder.png. Needs the choix package "
        "(pip install 'ygo-sim[ratings]').")
    p.add_argument("--decks", nargs="+", default=[], metavar="DECK",
                   help="decks: YDK files, ydke:// URLs or bundled deck names (default: the "
                   "game's two default decks, the Starter Decks for Yu-Gi-Oh!)")
    _add_run_options(p, what="every run and the ladder's files",
                     n_help="duels per agent pair, deck pairing and seat")
    p.add_argument("-n", type=_positive, default=100,
                   help="duels per agent pair, deck pairing and seat (default 100)")
    p.add_argument("--agents", required=True, metavar="A,B[,C...]",
                   help="two or more agents separated by commas: random, greedy, mc or mc:N, "
                   "mc-cheat:N, ismcts or ismcts:N (see 'ygo-sim matchup --help')")
    p.add_argument("--pairings", choices=("all", "mirror", "cross"), default="all",
                   help="deck pairings played: all (default: each deck against itself and "
                   "each other deck), mirror (each deck against itself), cross (different "
                   "decks only)")
    p.add_argument("--json", metavar="FILE", help="save the ratings, pairwise scores and "
                   "every run's results as JSON")
    p.set_defaults(func=cmd_ladder)


def _add_bench(sub) -> None:
    p = sub.add_parser(
        "bench", help="engine throughput: random playouts per second",
        description="Play random duels of two decks (default: the bundled Starter Decks) "
        "with Duel.playout in this process for a few seconds and print duels/s. Cards the "
        "engine does not implement yet play as dead cards.")
    p.add_argument("decks", nargs="*", metavar="DECK",
                   help="two decks: YDK files, ydke:// URLs or bundled deck names")
    p.add_argument("--seconds", type=float, default=3.0, help="how long (default 3)")
    p.add_argument("--seed", type=_positive_or_zero, default=0, help="run seed (default 0)")
    _add_card_options(p)
    p.set_defaults(func=cmd_bench)


def _add_hands(sub) -> None:
    p = sub.add_parser(
        "hands", help="odds of drawing at least K of some cards, or a combo, by turn T",
        description="Probability that a deck holds at least K copies of the given cards "
        "among the cards drawn by the player's own turn T (after its draw), or, with "
        "--cards given more than once, at least one card of each group (a combo: 'A and B "
        "by turn T'), going first and going second: exact (hypergeometric) and by "
        "shuffling. --json FILE also writes them as JSON, with how they were made.")
    p.add_argument("deck", help="a YDK file, ydke:// URL or bundled deck name")
    p.add_argument("--cards", required=True, action="append", metavar="CARD[,CARD...]",
                   help="the wanted cards, by passcode or name (all copies of each count); "
                   "give --cards again for a combo: one card of each group (--cards 'Dark "
                   "Magician' --cards 'Mystical Space Typhoon': both by turn T)")
    p.add_argument("--at-least", type=_positive_or_zero, default=1,
                   help="K (default 1; with one --cards group)")
    p.add_argument("--cdb", metavar="PATH",
                   help="a cards.cdb merged over the bundled cards (for names)")
    p.add_argument("--turn", type=_positive, default=1, help="T, your own turn (default 1)")
    p.add_argument("--rules", default=None,
                   help="rule set for hand size and first-turn draw (default mr3, or the "
                   "--format's)")
    _add_game_option(p)
    _add_format_option(p)
    p.add_argument("--trials", type=_positive, default=100_000,
                   help="sampled hands (default 100000)")
    p.add_argument("--seed", type=_positive_or_zero, default=0, help="sampling seed")
    p.add_argument("--json", metavar="FILE",
                   help="also write the odds as JSON, with how they were made (provenance)")
    p.set_defaults(func=cmd_hands)


def _add_replay(sub) -> None:
    p = sub.add_parser(
        "replay", help="play one recorded duel again and print what happened, event by event",
        description="Play one duel again from its seed and print what happened as a "
        "judge's notes: turn and phase headings, every action (forced ones marked), draws, "
        "summons, chain links and their resolution, cards moved with the reason, every LP "
        "change, the result (the same game as in the run). --json writes the events with "
        "the board after each (docs/events.md), --html a viewer to step through; they can "
        "be asked for together. Runs with search agents print only the chosen actions. "
        "Either give the decks with the 'seed' and 'first' of the duel's "
        "line in duels.jsonl (decks default to the bundled Starter Decks), or --run DIR "
        "--index I to take everything from a run saved with --out and check the replay "
        "against its record. Exit code 1 when the replay differs from the record, or, "
        "without --run, when the duel raises.")
    p.add_argument("decks", nargs="*", metavar="DECK",
                   help="deck A (player 0) and deck B (player 1)")
    p.add_argument("--seed", type=_positive_or_zero, default=None,
                   help="the duel's seed from duels.jsonl")
    p.add_argument("--first", type=int, choices=(0, 1), default=None,
                   help="who went first: 0 for deck A, 1 for deck B")
    p.add_argument("--run", metavar="DIR", help="a run folder saved by matchup --out")
    p.add_argument("--index", type=_positive_or_zero, default=None,
                   help="with --run: the duel's index")
    p.add_argument("--cdb", metavar="PATH", help="a cards.cdb merged over the bundled cards")
    p.add_argument("--rules", default=None, help="rule preset (default mr3, or the --format's)")
    _add_game_option(p)
    _add_format_option(p)
    p.add_argument("--json", metavar="FILE",
                   help="write the duel's events, each with the board after it, as JSON "
                   "(schema: docs/events.md)")
    p.add_argument("--html", metavar="FILE",
                   help="write a self-contained HTML viewer of the duel, to step through "
                   "event by event in a browser")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="do not print the event log (with --json or --html)")
    p.set_defaults(func=cmd_replay)


def _add_cards(sub) -> None:
    p = sub.add_parser(
        "cards", help="list the cards the engine implements, or each deck's unimplemented cards",
        description="Without decks: every card of the card data the engine can play (Normal "
        "Monsters and scripted cards), by kind. With decks: for each deck, the cards it holds "
        "that the engine does not implement yet (with their copies), and whether it can play.")
    p.add_argument("decks", nargs="*", metavar="DECK", help="YDK files, ydke:// URLs or bundled names")
    p.add_argument("--cdb", metavar="PATH", help="a cards.cdb merged over the bundled cards")
    p.add_argument("--all", action="store_true",
                   help="without decks, list the cards one per line (default: counts by kind)")
    _add_game_option(p)
    _add_format_option(p)
    p.set_defaults(func=cmd_cards)


def _add_card_options(p) -> None:
    p.add_argument("--cdb", metavar="PATH", help="a cards.cdb merged over the bundled cards "
                   "(replaces the --format's card data)")
    p.add_argument("--rules", default=None, help="rule preset (default mr3, or the --format's; "
                   "dm01 with --game dm)")
    _add_game_option(p)
    _add_format_option(p)


def _add_format_option(p) -> None:
    formats = "; ".join(f"{f.name}: {f.title}; decks {', '.join(f.decks())}"
                        for f in FORMATS.values())
    p.add_argument("--format", metavar="NAME", default=None,
                   help="a format's rules, banlist and card data together, its bundled decks "
                   f"by name ({formats}); --rules, --cdb, --lflist and --banlist given too "
                   "replace its choice")


def _add_game_option(p) -> None:
    p.add_argument("--game", choices=tuple(GAMES), default=None,
                   help="ygo: Yu-Gi-Oh! (default); dm: Duel Masters DM-01, whose decks are "
                   "deck files of 'count name' lines or bundled names (default "
                   + " against ".join(GAMES["dm"].default_decks) + ")")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _positive_or_zero(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be at least 0, got {value}")
    return value


# --- entry point ---------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    """main(argv=None) -> exit code

    Run ``ygo-sim`` with ``argv`` (default: the process arguments).
    """
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:  # the subcommand's usage, not the top-level one
        parser.commands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    args.argv = list(sys.argv[1:] if argv is None else argv)  # recorded with every result
    try:
        _check_game_options(args)
        return args.func(args)
    except BrokenPipeError:  # stdout closed early (``ygo-sim replay ... | head``)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("ygo-sim: interrupted" + (f"; finished duels are saved in {args.out}, continue "
              "with --resume" if getattr(args, "out", None) else ""), file=sys.stderr)
        return EXIT_INTERRUPTED
    except (CliError, ValueError, KeyError, OSError, ImportError, WorkerSetupError) as exc:
        print(f"ygo-sim: error: {_message(exc)}", file=sys.stderr)
        return EXIT_USAGE


def _message(exc: BaseException) -> str:
    # KeyError's str() is the repr of its argument; the others read as they are.
    text = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return str(text)


if __name__ == "__main__":
    sys.exit(main())
