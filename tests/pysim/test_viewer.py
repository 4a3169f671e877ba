"""The HTML replay viewer (pysim/viewer.py): the generated file is self-contained, and headless
Chromium, stepping through it with the arrow keys, shows the LP and field cards the event log
holds at each event."""
from __future__ import annotations

import html
import json
import re
import shutil
import subprocess

import pytest

from pysim import events as E
from pysim import viewer

CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="headless Chromium is not installed (Debian: apt-get install chromium)")


@pytest.fixture(scope="module")
def duel_json():
    from tests.pysim.test_events import _starter_duel

    duel, seed, cards = _starter_duel(2)
    data = E.to_json(E.record_playout(duel, cards, seed, names=("Yugi", "Kaiba")), {"seed": 2})
    return json.loads(json.dumps(data))


def test_the_page_is_self_contained(duel_json):
    page = viewer.render_html(duel_json)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)  # nothing fetched
    assert "<script src" not in page and "<link" not in page
    # The events are inline, and "</" in a card name could not close the script early.
    data = re.search(r'<script type="application/json" id="duel-data">(.*?)</script>', page, re.S)
    assert json.loads(data.group(1)) == duel_json


def test_an_empty_duel_is_refused():
    with pytest.raises(ValueError, match="no events"):
        viewer.render_html({"players": ["A", "B"], "events": []})


def _dom(path, fragment: str) -> str:
    out = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000",
         "--dump-dom", f"{path.as_uri()}#{fragment}"],
        capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def _field_names(dom: str, player: int) -> list[str]:
    # The names of the cards in the player's Monster and Spell/Trap rows, as the page draws them.
    side = re.search(rf'<section class="side[^"]*" id="side{player}">(.*?)</section>', dom, re.S).group(1)
    rows = re.findall(r'<span class="label">(Monsters|Spell/Trap)</span>(.*?)</div></div>(?=<div class="row">|<div class="count">)',
                      side, re.S)
    names = []
    for _, row in rows:
        names += [html.unescape(n) for n in re.findall(r'data-name="([^"]*)"', row)]
    return sorted(names)


def _expected_field(board, player: int) -> list[str]:
    side = board["players"][player]
    cards = side["monsters"] + side["spells"] + [side["field"]]
    return sorted(c["name"] for c in cards if c)


@needs_chromium
def test_chromium_steps_through_the_duel_as_the_event_log_says(duel_json, tmp_path):
    path = tmp_path / "duel.html"
    path.write_text(viewer.render_html(duel_json))
    events = duel_json["events"]
    # A few events across the duel, among them the busiest board; each reached by opening the
    # page at an earlier event and pressing keys (Right x2, then Left: one step back).
    busiest = max(range(len(events)), key=lambda i: len(_expected_field(events[i]["board"], 0))
                  + len(_expected_field(events[i]["board"], 1)))
    lp_change = next(i for i, e in enumerate(events) if e["kind"] == "lp")
    last = len(events) - 1
    for shown in sorted({busiest, lp_change, len(events) // 3, last} - {0}):
        keys = "End" if shown == last else "ArrowRight,ArrowRight,ArrowLeft"
        dom = _dom(path, f"{0 if shown == last else shown - 1}&press={keys}")
        assert f'data-event="{shown}"' in dom
        board = events[shown]["board"]
        for p in (0, 1):
            assert re.search(rf'id="lp{p}">LP {board["lp"][p]}<', dom), (shown, p)
            assert _field_names(dom, p) == _expected_field(board, p), (shown, p)
        assert html.escape(events[shown]["text"], quote=False) in dom
    # The event of the first LP change highlights the LP that changed.
    dom = _dom(path, str(lp_change))
    changed = events[lp_change]["player"]
    assert re.search(rf'class="lp changed" id="lp{changed}"', dom)
