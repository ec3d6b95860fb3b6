// replay.js - the replay viewer: a finished game (from "My games" or its
// final dialog) or a record opened from a file, stepped forward and back move
// by move on the board, with a chart of the win chance the `medium` bot gives
// the viewed seat after each of its decisions, the moves where it dropped
// most marked (a click on one shows the board at that decision).
//
// The board at step n is the server's `view_at` (the seat's own view then,
// built from its observation: app.js draws it through replayPosition() in place
// of the live view).  The chart is the `curve` of the server's `review` of that
// seat.  A record from a file is sent to the server as `replay`: loaded for
// viewing only, never stored, every seat's token given back, so that the
// viewer may look from any seat.

import {t, roman} from './i18n.js';
import {el, svg} from './dom.js';

const DROPS = 3;         // the largest drops marked on the chart
const MIN_DROP = 20;     // ... when they cost at least 2 % (thousandths)

let ctx = null; // {conn(), game(), rerender(), seatName, seatBadge, actionLabel, open(gid, seats), close()}
let P = null;   // the replay on screen

export function initReplay(c) { ctx = c; }

function target(seat) {
  return {game_id: P.game, seat, token: P.tokens.get(seat)};
}

/** Is the replay viewer on for game g? */
export function replaying(g) { return !!(P && g && P.game === g.id); }

/**
 * Starts the viewer on the game on screen (joined with a seat): at the start
 * of the game.  tokens: every seat's token when they are known (a record
 * from a file), else the seats the page joined.
 */
export async function startReplay(g, tokens) {
  const seats = tokens || g.tokens;
  const seat = [...seats.keys()][0];
  P = {game: g.id, tokens: new Map(seats), seat, n: 0, total: 0, view: null, curve: null,
    review: 'idle', msg: '', busy: false};
  g.finalDismissed = true;
  await goTo(0);
  askReview();
}

export function stopReplay() {
  P = null;
  const bar = document.getElementById('replay-bar');
  if (bar) bar.hidden = true;
  document.body.classList.remove('replaying');
}

async function goTo(n) {
  const r = P;
  if (!r) return;
  const ans = await ctx.conn().request(Object.assign({type: 'view_at', n: Math.max(0, n)}, target(r.seat)));
  if (P !== r) return;
  if (!ans || ans.type !== 'view_at') {
    r.msg = (ans && (ans.message || ans.code)) || '?';
    ctx.rerender();
    return;
  }
  r.n = ans.n;
  r.total = ans.total;
  r.view = ans.view;
  ctx.rerender();
}

function step(d) {
  if (!P || P.busy) return;
  const n = Math.min(P.total, Math.max(0, P.n + d));
  if (n === P.n && P.view) return;
  P.busy = true;
  goTo(n).finally(() => { if (P) P.busy = false; });
}

async function askReview() {
  const r = P;
  r.review = 'running';
  r.curve = null;
  const ans = await ctx.conn().request(Object.assign({type: 'review'}, target(r.seat)));
  if (P !== r) return;
  if (ans && ans.type === 'review') onReplayMessage(ans);
  else if (!ans || ans.type === 'error') { r.review = 'failed'; r.msg = (ans && (ans.message || ans.code)) || '?'; }
  ctx.rerender();
}

/** A pushed `review` (the answer after `review_started`) for the viewed seat. */
export function onReplayMessage(m) {
  const r = P;
  if (!r || !m || m.game_id !== r.game) return;
  if (m.type === 'review' && m.seat === r.seat) {
    r.review = 'done';
    r.curve = m.curve || [];
    ctx.rerender();
  }
}

/**
 * The story as far as the step on screen while replaying g, else null: every
 * step before the next move (a takeover or a resignation after move n is in it
 * at n), so that the log tells nothing of a later step.
 */
export function replayStory(g) {
  if (!replaying(g) || !g.story) return null;
  let acts = 0, i = 0;
  for (; i < g.story.length; i++) if (g.story[i].kind === 'act' && ++acts > P.n) break;
  return g.story.slice(0, i);
}

/** The view to draw instead of the live one while replaying, else null. */
export function replayPosition(g, live) {
  if (!replaying(g) || !P.view || !live) return null;
  const v = Object.assign({}, live, P.view, {actions: [], can_undo: false, reviewing: 'replay'});
  // the scores then were live ones: no one had won yet
  const sc = v.scores;
  if (sc && sc.players && !P.view.over) v.scores = Object.assign({}, sc, {winners: [], players: sc.players.map(p => Object.assign({}, p, {winner: false}))});
  return v;
}

// The story's action n (1-based) as a line: who did what (a seat a bot took
// over is a step of the story too, not a move: the board's steps are the moves).
function stepLine(g, n) {
  if (n <= 0) return t('replay.start');
  const s = g.story && g.story.filter(x => x.kind === 'act')[n - 1];
  if (!s || s.player === undefined) return '';
  const what = s.action ? ctx.actionLabel({text: s.action, info: s.info, label: s.label}) : '';
  return `${ctx.seatName(s.player)}: ${what}`;
}

function drops(curve) {
  return curve.filter(c => c.loss >= MIN_DROP).sort((a, b) => b.loss - a.loss || a.n - b.n).slice(0, DROPS);
}

function renderChart(box, r) {
  box.textContent = '';
  const title = el('h3', {textContent: t('replay.chart', {seat: ctx.seatName(r.seat)})});
  box.appendChild(title);
  if (r.review === 'running') { box.appendChild(el('p', {className: 'help', textContent: t('replay.chart_running')})); return; }
  if (r.review === 'failed') { box.appendChild(el('p', {className: 'help', textContent: t('replay.chart_failed', {msg: r.msg})})); return; }
  if (!r.curve) return;
  if (!r.curve.length) { box.appendChild(el('p', {className: 'help', textContent: t('replay.chart_none')})); return; }
  const W = 640, H = 100, pad = 6, total = Math.max(1, r.total);
  const x = n => pad + (W - 2 * pad) * n / total;
  const y = v => H - pad - (H - 2 * pad) * v / 1000;
  const s = svg('svg', {viewBox: `0 0 ${W} ${H}`, class: 'replay-chart', role: 'img', 'aria-label': title.textContent});
  s.appendChild(svg('line', {x1: pad, x2: W - pad, y1: y(500), y2: y(500), class: 'half'}));
  s.appendChild(svg('polyline', {points: r.curve.map(c => `${x(c.n).toFixed(1)},${y(c.value).toFixed(1)}`).join(' '), class: 'curve'}));
  s.appendChild(svg('line', {x1: x(r.n), x2: x(r.n), y1: pad, y2: H - pad, class: 'now'}));
  for (const d of drops(r.curve)) {
    const dot = svg('circle', {cx: x(d.n).toFixed(1), cy: y(d.value).toFixed(1), r: 4.5, class: 'drop', tabindex: 0, 'data-n': d.n});
    const tip = t('replay.drop', {n: d.n, pct: (d.loss / 10).toFixed(1)});
    const tt = svg('title');
    tt.textContent = tip;
    dot.appendChild(tt);
    // the board at that decision: the position before the move
    const go = () => goTo(d.n - 1);
    dot.addEventListener('click', go);
    dot.addEventListener('keydown', ev => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); go(); } });
    s.appendChild(dot);
  }
  box.appendChild(s);
  const list = el('ul', {className: 'replay-drops'});
  for (const d of drops(r.curve)) {
    const b = el('button', {type: 'button', className: 'link', textContent: t('replay.drop', {n: d.n, pct: (d.loss / 10).toFixed(1)})});
    b.dataset.n = String(d.n);
    b.addEventListener('click', () => goTo(d.n - 1));
    list.appendChild(el('li', null, [b]));
  }
  box.appendChild(list);
}

function bar() {
  let b = document.getElementById('replay-bar');
  if (b) return b;
  b = el('div', {id: 'replay-bar', className: 'replay-bar'});
  b.setAttribute('role', 'region');
  const head = el('div', {className: 'replay-head'});
  const h = el('h2', {id: 'replay-title'});
  const ctl = el('div', {className: 'replay-controls'});
  for (const [id, d, sym] of [['replay-first', -Infinity, '|◀'], ['replay-prev', -1, '◀'], ['replay-next', 1, '▶'], ['replay-last', Infinity, '▶|']]) {
    const btn = el('button', {type: 'button', id, textContent: sym});
    btn.addEventListener('click', () => step(d === Infinity ? P.total : d === -Infinity ? -P.total : d));
    ctl.appendChild(btn);
  }
  const where = el('span', {id: 'replay-step', className: 'replay-step'});
  where.setAttribute('aria-live', 'polite');
  ctl.appendChild(where);
  const seatSel = el('select', {id: 'replay-seat'});
  seatSel.addEventListener('change', () => {
    const r = P;
    r.seat = Number(seatSel.value);
    goTo(r.n);
    askReview();
  });
  const seatLab = el('label', {id: 'replay-seat-label'}, [el('span', {id: 'replay-seat-text'}), seatSel]);
  const close = el('button', {type: 'button', id: 'replay-close'});
  close.addEventListener('click', () => { stopReplay(); ctx.close(); });
  head.append(h, ctl, seatLab, close);
  b.append(head, el('div', {id: 'replay-move', className: 'replay-move'}), el('div', {id: 'replay-scores', className: 'replay-scores'}),
    el('section', {id: 'replay-chart', className: 'replay-chart-box'}));
  document.getElementById('game').appendChild(b);
  return b;
}

/** After drawing: the viewer's bar (controls, the move, scores, chart). */
export function markReplay(g) {
  const existing = document.getElementById('replay-bar');
  if (!replaying(g)) {
    if (existing) existing.hidden = true;
    document.body.classList.remove('replaying');
    return;
  }
  const r = P;
  document.body.classList.add('replaying');
  const b = bar();
  b.hidden = false;
  b.dataset.n = String(r.n);
  b.dataset.total = String(r.total);
  document.getElementById('replay-title').textContent = t('replay.title');
  document.getElementById('replay-first').title = t('replay.first');
  document.getElementById('replay-prev').title = t('replay.prev');
  document.getElementById('replay-next').title = t('replay.next');
  document.getElementById('replay-last').title = t('replay.last');
  for (const id of ['replay-first', 'replay-prev', 'replay-next', 'replay-last']) {
    const btn = document.getElementById(id);
    btn.setAttribute('aria-label', btn.title);
    btn.disabled = id.endsWith('first') || id.endsWith('prev') ? r.n <= 0 : r.n >= r.total;
  }
  document.getElementById('replay-step').textContent = t('replay.step', {n: r.n, total: r.total});
  const sel = document.getElementById('replay-seat');
  const label = document.getElementById('replay-seat-label');
  label.hidden = r.tokens.size < 2;
  document.getElementById('replay-seat-text').textContent = t('replay.view_as') + ' ';
  sel.textContent = '';
  for (const seat of r.tokens.keys()) sel.appendChild(el('option', {value: String(seat), textContent: ctx.seatName(seat)}));
  sel.value = String(r.seat);
  document.getElementById('replay-close').textContent = t('replay.close');
  document.getElementById('replay-move').textContent = stepLine(g, r.n);
  // the scores on the board at this step, seat by seat
  const sc = r.view && r.view.scores && r.view.scores.players;
  const scores = document.getElementById('replay-scores');
  scores.textContent = '';
  if (sc) {
    scores.dataset.scores = sc.map(p => p.total).join(',');
    sc.forEach((p, i) => {
      if (i) scores.append(' · ');
      scores.append(ctx.seatBadge(p.seat), `${ctx.seatName(p.seat)} ${p.total}`);
    });
    const st = r.view.state;
    if (st && typeof st.round === 'number') scores.append(' · ' + t('top.round', {round: roman(st.round)}));
  }
  renderChart(document.getElementById('replay-chart'), r);
}

/** The arrow keys step while the viewer is on; true when the key was used. */
export function replayKey(ev) {
  if (!P) return false;
  if (ev.key === 'ArrowRight') step(1);
  else if (ev.key === 'ArrowLeft') step(-1);
  else if (ev.key === 'Home') step(-P.total);
  else if (ev.key === 'End') step(P.total);
  else return false;
  return true;
}

/**
 * A record chosen from a file: loaded on the server for viewing, then shown
 * from its first seat, every seat selectable.  Resolves with an error text, or
 * null once it is on screen.
 */
export async function openRecordFile(file) {
  let text;
  try {
    text = await file.text();
  } catch (e) {
    return t('replay.bad_file', {msg: e.message});
  }
  const ans = await ctx.conn().request({type: 'replay', record: text});
  if (!ans || ans.type !== 'replay') return t('replay.bad_file', {msg: (ans && (ans.message || ans.code)) || '?'});
  const tokens = new Map(ans.seats.map(s => [s.seat, s.token]));
  const g = await ctx.open(ans.game_id, [{seat: ans.seats[0].seat, token: ans.seats[0].token}]);
  if (!g) return t('replay.bad_file', {msg: ans.game_id});
  await startReplay(g, tokens);
  return null;
}
