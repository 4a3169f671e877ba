"""Writing result tables: one CSV of rows and one JSON document, side by side."""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Iterable, Sequence


def nan_to_none(x: float) -> float | None:
    """A rate over no duels is NaN; JSON and CSV get an empty value instead."""
    return None if x != x else x


def write_csv_json(out_dir: str | Path, csv_name: str, json_name: str, columns: Sequence[str],
                   rows: Iterable[dict], document: dict) -> list[Path]:
    """Write ``rows`` to ``out_dir/csv_name`` and ``document`` to ``out_dir/json_name``.

    Returns the two paths. ``None`` values are written as empty CSV cells.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    csv_path, json_path = out / csv_name, out / json_name
    with csv_path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(columns))
        writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if v is None else v for k, v in row.items()})
    json_path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return [csv_path, json_path]
