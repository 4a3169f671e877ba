"""Writing results: one CSV of rows and one JSON document side by side, and the one error every
result writer raises when a file cannot be written."""
from __future__ import annotations

import csv
import json
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, Sequence


class OutputError(OSError):
    """A result file that could not be written (a full disk, no permission, ...).

    The message names the file: ``cannot write out/duels.jsonl: No space left on device``;
    ``errno`` and ``filename`` are those of the failure.
    """

    def __init__(self, path: str | Path, cause: OSError):
        super().__init__(f"cannot write {path}: {cause.strerror or cause}")
        self.errno, self.strerror, self.filename = cause.errno, cause.strerror, str(path)

    def __str__(self) -> str:
        return self.args[0]


@contextmanager
def writing(path: str | Path) -> Iterator[None]:
    """Turn any OSError raised inside the block into an :class:`OutputError` naming ``path``."""
    try:
        yield
    except OutputError:
        raise
    except OSError as exc:
        raise OutputError(path, exc) from exc


def write_text(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8); an :class:`OutputError` names the file on failure."""
    with writing(path):
        Path(path).write_text(text, encoding="utf-8")


def nan_to_none(x: float) -> float | None:
    """A rate over no duels is NaN; JSON and CSV get an empty value instead."""
    return None if x != x else x


def write_csv_json(out_dir: str | Path, csv_name: str, json_name: str, columns: Sequence[str],
                   rows: Iterable[dict], document: dict) -> list[Path]:
    """Write ``rows`` to ``out_dir/csv_name`` and ``document`` to ``out_dir/json_name``.

    Returns the two paths. ``None`` values are written as empty CSV cells.
    """
    out = Path(out_dir)
    with writing(out):
        out.mkdir(parents=True, exist_ok=True)
    csv_path, json_path = out / csv_name, out / json_name
    with writing(csv_path), csv_path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(columns))
        writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if v is None else v for k, v in row.items()})
    write_text(json_path, json.dumps(document, indent=1) + "\n")
    return [csv_path, json_path]
