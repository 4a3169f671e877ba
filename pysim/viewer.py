"""A self-contained HTML replay viewer for the event log (``ygo-sim replay ... --html FILE``).

:func:`render_html` turns the JSON of :func:`pysim.events.to_json` into one HTML file with its
styles, script and data inline (it loads nothing from the network). The page shows both
players' field, hands, Graveyards, banished cards, Deck sizes and LP at one event, and steps
through the duel: buttons, the arrow keys (Home and End for the ends), and a slider over the
whole duel; what the event changed is highlighted. Cards are labelled boxes (name, ATK/DEF,
position; face-down cards marked as such).

The address may name an event to open at: ``viewer.html#42``; ``#42&press=ArrowRight,ArrowLeft``
also presses those keys once the page has loaded (the headless-browser test uses it).
"""
from __future__ import annotations

import html
import json

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 0; background: #1d2330; color: #e8e8e8; }
header { padding: 8px 14px; background: #111621; display: flex; gap: 12px; align-items: center;
         flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 12px 0 0; }
button { background: #34405a; color: #fff; border: 1px solid #56627c; border-radius: 4px;
         padding: 4px 10px; cursor: pointer; font-size: 14px; }
input[type=range] { flex: 1; min-width: 200px; }
main { display: grid; grid-template-columns: minmax(640px, 3fr) minmax(260px, 1fr); gap: 10px;
       padding: 10px; }
.side { background: #262e3f; border-radius: 6px; padding: 8px; margin-bottom: 8px; }
.side.turn { outline: 2px solid #d9b44a; }
.side h2 { font-size: 14px; margin: 0 0 6px 0; display: flex; justify-content: space-between; }
.lp { font-size: 20px; font-weight: bold; color: #9fe09f; }
.lp.changed { color: #ff8a80; }
.row { display: flex; gap: 6px; margin: 4px 0; align-items: stretch; }
.row .label { width: 64px; font-size: 11px; color: #9aa4b8; align-self: center; }
.zone { width: 96px; min-height: 62px; border: 1px dashed #4a556d; border-radius: 4px;
        display: flex; }
.card { flex: 1; border-radius: 4px; padding: 3px 4px; font-size: 11px; line-height: 1.25;
        background: #e9dcc0; color: #222; border: 2px solid transparent; }
.card.monster { background: #e8c39e; }
.card.spell { background: #8fd3c4; }
.card.trap { background: #d9a3c9; }
.card.facedown { background: repeating-linear-gradient(45deg, #5a4a3a, #5a4a3a 6px, #6b5a48 6px, #6b5a48 12px);
                 color: #f2e6d0; }
.card.defense { font-style: italic; }
.card .name { font-weight: bold; display: block; }
.card .stats { display: block; }
.card.changed { border-color: #ffd54f; box-shadow: 0 0 8px #ffd54f; }
.pile { display: flex; gap: 4px; flex-wrap: wrap; min-height: 30px; }
.pile .card { flex: 0 0 auto; max-width: 130px; }
.pile .card.ingy, .pile .card.inbanished { padding: 1px 4px; font-size: 10px; }
.pile .card.ingy .name, .pile .card.inbanished .name { font-weight: normal; }
.hidden-card { width: 26px; height: 36px; border-radius: 3px; background: #4b3b2b;
               border: 1px solid #7a6650; }
.count { font-size: 12px; color: #9aa4b8; }
#log { background: #262e3f; border-radius: 6px; padding: 6px; height: calc(100vh - 90px);
       overflow-y: auto; font-size: 12px; }
#log div { padding: 1px 4px; white-space: pre-wrap; cursor: pointer; }
#log div.turn { margin-top: 6px; font-weight: bold; color: #d9b44a; }
#log div.phase { color: #9aa4b8; }
#log div.action { color: #fff; }
#log div.detail { padding-left: 16px; color: #c9d1e0; }
#log div.current { background: #47557a; }
#event { font-size: 14px; padding: 4px 14px; background: #2f3a52; min-height: 20px; }
"""

_SCRIPT = r"""
const DATA = JSON.parse(document.getElementById('duel-data').textContent);
const EVENTS = DATA.events;
const NAMES = DATA.players;
let at = 0;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function where(board) {
  // Card id -> a string of where it is and how, to see what an event changed.
  const out = {};
  board.players.forEach((side, p) => {
    side.monsters.forEach((m, z) => { if (m) out[m.id] = `m${p}${z}${m.position}${m.atk}/${m.def}`; });
    side.spells.forEach((s, z) => { if (s) out[s.id] = `s${p}${z}${s.position}`; });
    if (side.field) out[side.field.id] = `f${p}${side.field.position}`;
    side.hand.forEach(c => { out[c.id] = `h${p}`; });
    side.gy.forEach(c => { out[c.id] = `g${p}`; });
    side.banished.forEach(c => { out[c.id] = `b${p}`; });
  });
  return out;
}
function cardBox(c, kind, changed) {
  const box = el('div', 'card ' + kind);
  box.dataset.name = c.name;
  box.dataset.id = c.id;
  if (c.face_down) box.classList.add('facedown');
  if (c.position === 'defense' || c.position === 'set') box.classList.add('defense');
  if (changed.has(c.id)) box.classList.add('changed');
  box.appendChild(el('span', 'name', c.name));
  if (c.atk !== undefined) box.appendChild(el('span', 'stats', `ATK ${c.atk} / DEF ${c.def}`));
  const pos = {attack: 'Attack', defense: 'Defense', set: 'Set (face-down Defense)',
               faceup: 'face-up', facedown: 'Set (face-down)'}[c.position] || '';
  if (pos) box.appendChild(el('span', 'pos', pos));
  box.title = `${c.name} (${c.code})`;
  return box;
}
function zoneRow(label, cards, kind, changed, extra) {
  const row = el('div', 'row');
  row.appendChild(el('span', 'label', label));
  cards.forEach(c => {
    const z = el('div', 'zone');
    if (c) z.appendChild(cardBox(c, kind, changed));
    row.appendChild(z);
  });
  if (extra !== undefined) {
    const z = el('div', 'zone');
    if (extra) z.appendChild(cardBox(extra, 'spell', changed));
    z.title = 'Field Zone';
    row.appendChild(z);
  }
  return row;
}
function pileRow(label, cards, changed, kind) {
  const row = el('div', 'row');
  row.appendChild(el('span', 'label', label));
  const pile = el('div', 'pile');
  cards.forEach(c => {
    if (c.hidden) pile.appendChild(el('div', 'hidden-card'));
    else pile.appendChild(cardBox(c, kind, changed));
  });
  row.appendChild(pile);
  return row;
}
function sideBox(board, p, changed, lpChanged) {
  const side = board.players[p];
  const box = el('section', 'side');
  box.id = 'side' + p;
  if (board.turn_player === p) box.classList.add('turn');
  const h = el('h2');
  h.appendChild(el('span', '', `${NAMES[p]} (player ${p})`));
  const lp = el('span', 'lp' + (lpChanged ? ' changed' : ''), `LP ${side.lp}`);
  lp.id = 'lp' + p;
  h.appendChild(lp);
  box.appendChild(h);
  const rows = [
    zoneRow('Monsters', side.monsters, 'monster', changed),
    zoneRow('Spell/Trap', side.spells, 'spell', changed, side.field),
    pileRow(`Hand (${side.hand.length})`, side.hand, changed, 'inhand'),
    pileRow(`GY (${side.gy.length})`, side.gy.slice().reverse(), changed, 'ingy'),
  ];
  if (side.banished.length) rows.push(pileRow(`Banished (${side.banished.length})`, side.banished, changed, 'inbanished'));
  if (p === 1) rows.reverse();  // the opponent's side faces the other way
  rows.forEach(r => box.appendChild(r));
  box.appendChild(el('div', 'count', `Deck: ${side.deck} cards`));
  return box;
}
function show(i) {
  at = Math.max(0, Math.min(EVENTS.length - 1, i));
  const ev = EVENTS[at];
  const prev = EVENTS[Math.max(0, at - 1)].board;
  const before = where(prev), now = where(ev.board);
  const changed = new Set();
  Object.keys(now).forEach(id => { if (before[id] !== now[id]) changed.add(Number(id)); });
  const board = document.getElementById('board');
  board.replaceChildren(
    sideBox(ev.board, 1, changed, at > 0 && prev.lp[1] !== ev.board.lp[1]),
    sideBox(ev.board, 0, changed, at > 0 && prev.lp[0] !== ev.board.lp[0]));
  document.getElementById('event').textContent =
    `Event ${at + 1} of ${EVENTS.length} - turn ${ev.turn}, ${ev.phase || ''}: ${ev.text}`;
  document.getElementById('slider').value = at;
  document.body.dataset.event = at;
  document.querySelectorAll('#log div').forEach(d => d.classList.remove('current'));
  const line = document.getElementById('ev' + at);
  if (line) { line.classList.add('current'); line.scrollIntoView({block: 'nearest'}); }
}
function buildLog() {
  const log = document.getElementById('log');
  EVENTS.forEach((ev, i) => {
    const cls = {turn: 'turn', phase: 'phase', action: 'action', start: 'turn', win: 'turn'}[ev.kind] || 'detail';
    const d = el('div', cls, ev.kind === 'phase' ? `-- ${ev.text} --` : ev.text);
    d.id = 'ev' + i;
    d.onclick = () => show(i);
    log.appendChild(d);
  });
}
function press(key) {
  if (key === 'ArrowRight' || key === 'ArrowDown') show(at + 1);
  else if (key === 'ArrowLeft' || key === 'ArrowUp') show(at - 1);
  else if (key === 'Home') show(0);
  else if (key === 'End') show(EVENTS.length - 1);
  else if (key === 'PageDown') show(at + 10);
  else if (key === 'PageUp') show(at - 10);
  else return false;
  return true;
}
document.addEventListener('keydown', e => { if (press(e.key)) e.preventDefault(); });
document.getElementById('first').onclick = () => show(0);
document.getElementById('prev').onclick = () => show(at - 1);
document.getElementById('next').onclick = () => show(at + 1);
document.getElementById('last').onclick = () => show(EVENTS.length - 1);
const slider = document.getElementById('slider');
slider.max = EVENTS.length - 1;
slider.oninput = () => show(Number(slider.value));
buildLog();
const hash = location.hash.slice(1).split('&');
show(Number(hash[0]) || 0);
hash.filter(h => h.startsWith('press=')).forEach(h => h.slice(6).split(',').forEach(key =>
  document.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true}))));
"""


def render_html(data: dict, title: str | None = None) -> str:
    """render_html(data, title=None) -> str

    One self-contained HTML page (styles, script and the events inline) viewing the duel of
    ``data``, the JSON of :func:`pysim.events.to_json`.
    """
    if not data.get("events"):
        raise ValueError("the duel has no events to show")
    players = data.get("players") or ["player 0", "player 1"]
    title = title or f"{players[0]} vs {players[1]}"
    meta = data.get("meta") or {}
    detail = ", ".join(f"{k} {meta[k]}" for k in ("seed", "rules") if k in meta)
    # "</" cannot end the script element early inside the JSON.
    payload = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{_STYLE}</style>
</head>
<body>
<header>
<h1>{html.escape(title)}{' (' + html.escape(detail) + ')' if detail else ''}</h1>
<button id="first" title="first event (Home)">|&#x25C0;</button>
<button id="prev" title="previous event (Left arrow)">&#x25C0;</button>
<button id="next" title="next event (Right arrow)">&#x25B6;</button>
<button id="last" title="last event (End)">&#x25B6;|</button>
<input id="slider" type="range" min="0" value="0" aria-label="event">
</header>
<div id="event"></div>
<main>
<div id="board"></div>
<div id="log"></div>
</main>
<script type="application/json" id="duel-data">{payload}</script>
<script>{_SCRIPT}</script>
</body>
</html>
"""
