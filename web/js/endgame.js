// endgame.js - the end of a game on the page: the final score table by
// category (its rows add up to each total; players by colour; the winner and
// any tie-break said in words), a chart of each player's points at the end of
// each round (the round-end scores the story carries: the server's `history`
// and each update's, so it is the same after a reload and for a finished game
// opened later), and the review of the viewer's costliest decisions (the
// server's `review`: the medium bot judges each decision from what the seat
// saw then).  A review row shows the board at that decision (the server's
// `view_at`: the viewer's own view then) with the bot's preferred move and the
// chosen one marked on their targets (the board's targetsOf, lent by app.js), until "Back to the
// final position".
//
// app.js calls initEndgame(ctx) once, renderFinal(v) when it draws, asks
// reviewPosition() for the view to draw instead of the live one, calls
// markReview() after drawing, and hands `review` messages to onReviewMessage().

import {t, has, addStrings, roman} from './i18n.js';
import {el, svg} from './dom.js';
import {SEAT_STYLE} from './seats.js';

// English, and Polish (terms of the official Polish rulebook where it has one).
const STRINGS = {
  en: {
    'end.winner': 'Winner: {seats}',
    'end.shared': 'Shared victory: {seats}',
    'end.rival_wins': 'The rival wins',
    'end.tie.temple': 'Tied on points: the first to reach the Lost Temple wins.',
    'end.tie.research': 'Tied on points: the higher research score wins.',
    'end.tie.shared': 'Tied on points, no one first at the Lost Temple, equal research scores: the victory is shared.',
    'end.resigned': '{seat} resigned.',
    'end.other': 'Other',
    'end.chart': 'Points at the end of each round',
    'end.chart_expeditions': 'Points at the end of each expedition',
    'end.chart_none': 'No round has ended yet.',
    'end.round': 'Round',
    'end.review': 'Your costliest decisions',
    'end.review_start': 'Review my decisions',
    'end.review_help': 'The medium bot judges each of your decisions from what you could see then.',
    'end.review_running': 'Reviewing {n} decisions (at most {s} s)…',
    'end.review_none': 'No decision of yours had a choice.',
    'end.review_failed': 'The review did not run: {msg}',
    'end.review_row': 'Round {round}: you chose “{chosen}”; the bot preferred “{best}”',
    'end.review_loss': '−{loss} %',
    'end.review_of': 'Step {n} of the game, round {round}: {decision}',
    'end.review_best': 'Bot’s choice: {best}',
    'end.review_chosen': 'Your choice: {chosen}',
    'end.review_same': 'The bot chose the same.',
    'end.review_off_board': '(not on the board)',
    'end.back': 'Back to the final position',
    'end.floor': 'Raised to 0 (no total below 0)',
    'end.tie.artefact_chips': 'Tied on points: the most artefact chips wins.',
    'end.tie.artefact_chips_shared': 'Tied on points and on artefact chips: the victory is shared.',
    'score.figures': 'Figures',
    'score.tiles': 'Victory-point tiles',
    'score.artefacts': 'Artefacts',
    'score.chips': 'Chips (figures + tiles)',
    'score.artefact_chips': 'Artefact chips (tie-break)',
    'score.floor': 'Raised to 0 (no total below 0)',
    // Quetzal's categories (docs/QUETZAL.md, "The score by category")
    'score.deliveries': 'Deliveries',
    'score.discovery_track': 'Discovery track',
    'score.track_other': 'Quarry, Ship 1 and +1 VP cards',
    'score.marker': 'First Player marker',
    'score.coins': 'Coins (1 VP per 3)',
    'score.upgrades': 'Upgrades',
    'score.discovery': 'Discovery space (tie-break)',
  },
  pl: {
    'end.winner': 'Zwycięzca: {seats}',
    'end.shared': 'Wspólne zwycięstwo: {seats}',
    'end.rival_wins': 'Wygrywa przeciwnik',
    'end.tie.temple': 'Remis punktowy: wygrywa ten, kto pierwszy dotarł do Zaginionej Świątyni.',
    'end.tie.research': 'Remis punktowy: wygrywa ten, kto ma więcej punktów za tor badań.',
    'end.tie.shared': 'Remis punktowy, nikt nie dotarł pierwszy do Zaginionej Świątyni, równe punkty za tor badań: zwycięstwo jest wspólne.',
    'end.resigned': '{seat} poddaje grę.',
    'end.other': 'Inne',
    'end.chart': 'Punkty na koniec każdej rundy',
    'end.chart_expeditions': 'Punkty na koniec każdej wyprawy',
    'end.chart_none': 'Żadna runda jeszcze się nie skończyła.',
    'end.round': 'Runda',
    'end.review': 'Twoje najdroższe decyzje',
    'end.review_start': 'Oceń moje decyzje',
    'end.review_help': 'Bot średni ocenia każdą Twoją decyzję na podstawie tego, co wtedy widać było z Twojego miejsca.',
    'end.review_running': 'Ocena {n} decyzji (najwyżej {s} s)…',
    'end.review_none': 'Żadna Twoja decyzja nie dawała wyboru.',
    'end.review_failed': 'Ocena się nie powiodła: {msg}',
    'end.review_row': 'Runda {round}: wybrano „{chosen}”; bot wolałby „{best}”',
    'end.review_loss': '−{loss} %',
    'end.review_of': 'Krok {n} gry, runda {round}: {decision}',
    'end.review_best': 'Wybór bota: {best}',
    'end.review_chosen': 'Twój wybór: {chosen}',
    'end.review_same': 'Bot wybrał to samo.',
    'end.review_off_board': '(poza planszą)',
    'end.back': 'Wróć do końcowej pozycji',
    'end.floor': 'Wyrównanie do 0 (wynik nie spada poniżej 0)',
    'end.tie.artefact_chips': 'Remis punktowy: wygrywa ten, kto ma więcej żetonów artefaktów.',
    'end.tie.artefact_chips_shared': 'Remis punktowy i równa liczba żetonów artefaktów: zwycięstwo jest wspólne.',
    'score.figures': 'Figury',
    'score.tiles': 'Kafelki punktów zwycięstwa',
    'score.artefacts': 'Artefakty',
    'score.chips': 'Żetony (figury + kafelki)',
    'score.artefact_chips': 'Żetony artefaktów (rozstrzyga remis)',
    'score.floor': 'Wyrównanie do 0 (wynik nie spada poniżej 0)',
    'score.deliveries': 'Dostawy',
    'score.discovery_track': 'Tor Odkryć',
    'score.track_other': 'Kamieniołom, Statek 1 i karty +1 PZ',
    'score.marker': 'Znacznik Pierwszego Gracza',
    'score.coins': 'Monety (1 PZ za 3)',
    'score.upgrades': 'Ulepszenia',
    'score.discovery': 'Pole na Torze Odkryć (rozstrzyga remis)',
  },
};
addStrings(STRINGS);

const RIVAL_COLOUR = '#4D4D4D';
// Seconds past a review's stated bound after which the page offers to ask again.
const OVERDUE_S = 15;
const $ = id => document.getElementById(id);

// What app.js lends: seatName, seatBadge, actionLabel(a), targetsOf(info) (the board's), target(seat), conn(),
// game() (the game on screen), rerender().
let ctx = null;
// The review of the game on screen: its id and seat, state ('idle' | 'running' |
// 'done' | 'failed'), the answer, and the decision shown on the board.
let R = null;

export function initEndgame(c) { ctx = c; }

function catLabel(cat) {
  if (has('score.' + cat)) return t('score.' + cat);
  return cat === 'other' ? t('end.other') : cat === 'floor' ? t('end.floor') : cat;
}

function seatColour(seat) {
  if (seat === 'rival') return RIVAL_COLOUR;
  const st = SEAT_STYLE[seat % SEAT_STYLE.length];
  return st ? st.colour : '#888';
}

/** The score categories of a scores object, the total last (Arnak's in the
 * printed score pad's order). */
export function scoreCategories(scores) {
  const p = scores && scores.players && scores.players[0];
  if (!p) return [];
  const arnak = ['research', 'temple', 'idols', 'guardians', 'cards', 'fear', 'total'];
  if (arnak.every(k => k in p)) return arnak;
  const skip = new Set(['seat', 'winner', 'temple_rank']);
  const keys = Object.keys(p).filter(k => !skip.has(k) && typeof p[k] === 'number');
  return keys.filter(k => k !== 'total').concat(keys.includes('total') ? ['total'] : []);
}

/** The table's columns: each seat, then a solo game's rival, with who won. */
function columns(sc) {
  const winners = new Set(sc.winners || []);
  const cols = (sc.players || []).map((p, i) => ({seat: p.seat ?? i, p, win: !!p.winner || winners.has(p.seat ?? i)}));
  if (sc.rival) {
    const me = cols[0];
    // the rival wins when the player does not, and shares a shared victory
    const shared = sc.tiebreak === 'shared' && me && me.win && me.p.total === sc.rival.total;
    cols.push({seat: 'rival', p: sc.rival, win: !cols.some(c => c.win) || shared});
  }
  return cols;
}

/** Rows of the table: the categories, and for Arnak (whose categories are
 * points) "other" should they not add up to the total, so that every column
 * adds up.  Another game's categories may count things other than points
 * (Lost Cities' artefact chips): its rows are its own. */
function rows(sc, cols) {
  // a game that names the categories adding up to its totals ("parts"; Lost
  // Cities' chips are figures + tiles and its artefact chips a count): those
  // rows, a total held at 0 told as its own row, then the total
  if (Array.isArray(sc.parts) && sc.parts.length) {
    // a part that raises a total below 0 to 0 (Lost Cities' floor) only where it does
    const parts = sc.parts.filter(k => k !== 'floor' || cols.some(c => c.p[k]));
    const gap = cols.some(c => parts.reduce((s, k) => s + (c.p[k] || 0), 0) !== c.p.total);
    return parts.concat(gap && !parts.includes('floor') ? ['floor'] : [], ['total']);
  }
  const cats = scoreCategories(sc);
  const parts = cats.filter(c => c !== 'total');
  if (!cats.includes('research') || !cats.includes('total')) return cats;
  const gap = cols.some(c => parts.reduce((s, k) => s + (c.p[k] || 0), 0) !== c.p.total);
  return gap ? parts.concat(['other', 'total']) : cats;
}

function cellValue(p, cat, parts) {
  if (cat !== 'other' && cat !== 'floor') return p[cat] ?? '';
  return p.total - parts.reduce((s, k) => s + (p[k] || 0), 0);
}

function renderTable(table, sc, cols) {
  table.textContent = '';
  const cats = rows(sc, cols);
  const parts = cats.filter(c => c !== 'total' && c !== 'other' && c !== 'floor');
  const head = table.insertRow();
  head.appendChild(el('th', {textContent: t('score.category')}));
  for (const c of cols) {
    const th = el('th');
    th.dataset.seat = String(c.seat);
    th.appendChild(ctx.seatBadge(c.seat));
    th.appendChild(document.createTextNode(c.seat === 'rival' ? t('final.rival') : ctx.seatName(c.seat)));
    if (c.win) {
      th.classList.add('winner');
      th.appendChild(document.createTextNode(` ★ ${t('final.winner')}`));
    }
    head.appendChild(th);
  }
  for (const cat of cats) {
    const tr = table.insertRow();
    tr.className = cat === 'total' ? 'total' : '';
    tr.dataset.category = cat;
    tr.appendChild(el('th', {textContent: catLabel(cat)}));
    for (const c of cols) {
      const td = tr.insertCell();
      td.textContent = String(cellValue(c.p, cat, parts));
      if (c.win) td.classList.add('winner');
    }
  }
  // below the total, what the parts leave out (not summed: no data-category)
  if (!Array.isArray(sc.parts)) return;
  for (const cat of scoreCategories(sc).filter(k => !cats.includes(k) && !sc.parts.includes(k))) {
    const tr = table.insertRow();
    tr.className = 'info';
    tr.dataset.info = cat;
    tr.appendChild(el('th', {textContent: catLabel(cat)}));
    for (const c of cols) tr.insertCell().textContent = String(c.p[cat] ?? '');
  }
}

/** The winner, or the shared victory, and what decided a tie, in words. */
function outcomeText(v, sc, cols) {
  const lines = [];
  if (v.resigned !== null && v.resigned !== undefined) lines.push(t('end.resigned', {seat: ctx.seatName(v.resigned)}));
  const win = cols.filter(c => c.win);
  const names = win.map(c => (c.seat === 'rival' ? t('final.rival') : ctx.seatName(c.seat))).join(', ');
  if (win.length === 1 && win[0].seat === 'rival') lines.push(t('end.rival_wins'));
  else if (win.length === 1) lines.push(t('end.winner', {seats: names}));
  else if (win.length > 1) lines.push(t('end.shared', {seats: names}));
  if (sc.tiebreak && has('end.tie.' + sc.tiebreak)) lines.push(t('end.tie.' + sc.tiebreak));
  return lines.join(' ');
}

// ---- the chart of points round by round ---------------------------------------------

function endsRound(e) { return ['round_end', 'expedition_end'].includes(e.type); }
function endsGame(e) { return ['game_over', 'game_end'].includes(e.type); }

/** Each round's end from the story: [{round, totals: {seat: total}}], one per
 * round (a step that ends the last round and the game counts once). */
export function roundPoints(story) {
  const out = [];
  for (const step of story || []) {
    const evs = step.events || [];
    if (!step.scores || !step.scores.players) continue;
    let round = null;
    for (const e of evs) {
      if (endsRound(e)) round = typeof e.round === 'number' ? e.round : typeof e.expedition === 'number' ? e.expedition : out.length + 1;
    }
    if (round === null && evs.some(endsGame)) round = out.length ? out[out.length - 1].round + 1 : 1;
    if (round === null) continue;
    const totals = {};
    step.scores.players.forEach((p, i) => { totals[p.seat ?? i] = p.total; });
    if (step.scores.rival) totals.rival = step.scores.rival.total;
    const old = out.findIndex(x => x.round === round);
    if (old >= 0) out[old].totals = totals; // the game's end after its last round's: the final totals
    else out.push({round, totals});
  }
  return out;
}

function renderChart(box, points, expeditions) {
  box.textContent = '';
  box.appendChild(el('h3', {textContent: t(expeditions ? 'end.chart_expeditions' : 'end.chart')}));
  if (!points.length) {
    box.appendChild(el('p', {className: 'help', textContent: t('end.chart_none')}));
    return;
  }
  const seats = Object.keys(points[points.length - 1].totals);
  const all = points.flatMap(p => Object.values(p.totals));
  const lo = Math.min(0, ...all), hi = Math.max(10, ...all);
  const W = 440, H = 190, L = 36, RM = 12, T = 10, B = 28;
  const x = i => L + (points.length === 1 ? (W - L - RM) / 2 : i * (W - L - RM) / (points.length - 1));
  const y = val => T + (hi - val) * (H - T - B) / (hi - lo);
  const s = svg('svg', {viewBox: `0 0 ${W} ${H}`, class: 'end-chart', role: 'img', 'aria-label': t('end.chart')});
  // a grid line every "step" points, labelled
  const step = [5, 10, 20, 25, 50, 100].find(k => (hi - lo) / k <= 6) || 200;
  for (let g = Math.ceil(lo / step) * step; g <= hi; g += step) {
    s.appendChild(svg('line', {x1: L, x2: W - RM, y1: y(g), y2: y(g), class: g === 0 ? 'axis' : 'grid'}));
    const lab = svg('text', {x: L - 5, y: y(g) + 4, 'text-anchor': 'end', class: 'tick'});
    lab.textContent = String(g);
    s.appendChild(lab);
  }
  points.forEach((p, i) => {
    const lab = svg('text', {x: x(i), y: H - 8, 'text-anchor': 'middle', class: 'tick'});
    lab.textContent = roman(p.round);
    s.appendChild(lab);
  });
  for (const seat of seats) {
    const colour = seatColour(seat === 'rival' ? 'rival' : Number(seat));
    const name = seat === 'rival' ? t('final.rival') : ctx.seatName(Number(seat));
    const pts = points.map((p, i) => [x(i), y(p.totals[seat] ?? 0)]);
    s.appendChild(svg('polyline', {points: pts.map(q => q.join(',')).join(' '), fill: 'none', stroke: colour,
      'stroke-width': 2.5, 'data-seat': seat}));
    points.forEach((p, i) => {
      const c = svg('circle', {cx: pts[i][0], cy: pts[i][1], r: 4, fill: colour, 'data-seat': seat,
        'data-round': p.round, 'data-total': p.totals[seat] ?? 0});
      const tip = svg('title');
      tip.textContent = `${name}, ${t('end.round')} ${roman(p.round)}: ${p.totals[seat] ?? 0}`;
      c.appendChild(tip);
      s.appendChild(c);
    });
  }
  box.appendChild(s);
  const legend = el('div', {className: 'end-legend'});
  for (const seat of seats) {
    const who = seat === 'rival' ? 'rival' : Number(seat);
    legend.appendChild(el('span', {}, [ctx.seatBadge(who), seat === 'rival' ? t('final.rival') : ctx.seatName(who)]));
  }
  box.appendChild(legend);
}

// ---- the review ---------------------------------------------------------------------------

function reviewFor(g, seat) {
  if (!R || R.game !== g.id || R.seat !== seat) R = {game: g.id, seat, state: 'idle', answer: null, msg: '', shown: null};
  return R;
}

function percent(thousandths) { return (thousandths / 10).toFixed(1); }

async function startReview(g, seat) {
  const r = reviewFor(g, seat);
  if (r.state === 'running') return;
  r.state = 'running';
  r.started = null;
  ctx.rerender();
  const ans = await ctx.conn().request(Object.assign({type: 'review'}, ctx.target(seat)));
  if (R !== r) return;
  if (ans && ans.type === 'review_started') {
    r.started = ans;
    r.startedAt = Date.now();
    // an answer lost with a dropped line: offer to ask again once it is overdue
    setTimeout(() => { if (R === r && r.state === 'running') ctx.rerender(); }, (ans.seconds + OVERDUE_S) * 1000);
    ctx.rerender();
  } else {
    onReviewMessage(ans);
  }
}

/** A `review` answer (or an error) for the review on screen. */
export function onReviewMessage(m) {
  const r = R;
  if (!r || !m) return;
  if (m.type === 'review' && m.game_id === r.game && m.seat === r.seat) {
    r.state = 'done';
    r.answer = m;
  } else if (m.type === 'error' && r.state === 'running') {
    r.state = 'failed';
    r.msg = m.message || m.code;
  } else {
    return;
  }
  ctx.rerender();
}

function itemLabel(a) { return a ? ctx.actionLabel(a) : ''; }

function renderReview(box, g, v) {
  box.textContent = '';
  const seat = v.seat;
  // a spectator made no decision
  box.hidden = seat === null || seat === undefined;
  if (box.hidden) return;
  box.appendChild(el('h3', {textContent: t('end.review')}));
  const r = reviewFor(g, seat);
  const overdue = r.state === 'running' && r.started && Date.now() - r.startedAt > (r.started.seconds + OVERDUE_S) * 1000;
  if (r.state === 'idle' || r.state === 'failed' || overdue) {
    box.appendChild(el('p', {className: 'help', textContent: t('end.review_help')}));
    const b = el('button', {type: 'button', id: 'review-start', textContent: t('end.review_start')});
    b.addEventListener('click', () => { r.state = 'idle'; startReview(g, seat); });
    box.appendChild(b);
    if (r.state === 'failed') box.appendChild(el('p', {className: 'error', textContent: t('end.review_failed', {msg: r.msg})}));
    return;
  }
  if (r.state === 'running') {
    const n = r.started ? r.started.decisions : '…';
    const s = r.started ? r.started.seconds : '…';
    box.appendChild(el('p', {className: 'help review-running', textContent: t('end.review_running', {n, s})}));
    return;
  }
  const items = r.answer.items || [];
  if (!items.length) {
    box.appendChild(el('p', {className: 'help', textContent: t('end.review_none')}));
    return;
  }
  const list = el('ol', {id: 'review-list'});
  for (const it of items) {
    const row = el('button', {type: 'button', className: 'review-row'});
    row.dataset.n = String(it.n);
    const round = typeof it.round === 'number' ? roman(it.round) : '';
    row.append(el('span', {textContent: t('end.review_row', {round, chosen: itemLabel(it.chosen), best: itemLabel(it.best)})}),
      el('span', {className: 'loss', textContent: t('end.review_loss', {loss: percent(it.loss)})}));
    row.addEventListener('click', () => showDecision(g, seat, it));
    list.appendChild(el('li', {}, [row]));
  }
  box.appendChild(list);
}

/** Shows the board at decision it.n (the view before it), or says why not. */
async function showDecision(g, seat, it) {
  const r = reviewFor(g, seat);
  const ans = await ctx.conn().request(Object.assign({type: 'view_at', n: it.n - 1}, ctx.target(seat)));
  if (R !== r || ctx.game() !== g) return;
  if (!ans || ans.type !== 'view_at') {
    r.state = 'failed';
    r.msg = (ans && (ans.message || ans.code)) || '?';
    ctx.rerender();
    return;
  }
  r.shown = {item: it, view: ans.view};
  ctx.rerender();
}

/** The view to draw instead of the live one while a reviewed decision is
 * shown (the viewer's own view then, with nothing to click), else null. */
export function reviewPosition(g, live) {
  if (!R || !g || R.game !== g.id || !R.shown || !live) return null;
  const v = Object.assign({}, live, R.shown.view, {actions: [], over: true, can_undo: false, reviewing: R.shown.item.n});
  // the scores then were live ones: no one had won yet
  const sc = v.scores;
  if (sc && sc.players) v.scores = Object.assign({}, sc, {winners: [], players: sc.players.map(p => Object.assign({}, p, {winner: false}))});
  return v;
}

function backToFinal() {
  const g = ctx.game();
  if (R) R.shown = null;
  if (g) g.finalDismissed = false;
  ctx.rerender();
}

/** After drawing a reviewed decision: its moves marked on their targets and
 * the bar that says what they were, with the way back. */
export function markReview(g) {
  let bar = $('review-bar');
  const shown = R && g && R.game === g.id ? R.shown : null;
  if (!shown) {
    if (bar) bar.hidden = true;
    document.body.classList.remove('reviewing');
    return;
  }
  document.body.classList.add('reviewing');
  const it = shown.item;
  const found = {best: 0, chosen: 0};
  for (const [which, a] of [['best', it.best], ['chosen', it.chosen]]) {
    for (const key of ctx.targetsOf(a && a.info)) {
      for (const e of document.querySelectorAll(`#game [data-target="${CSS.escape(key)}"]`)) {
        e.classList.add('review-' + which);
        found[which]++;
      }
    }
  }
  if (!bar) {
    bar = el('div', {id: 'review-bar', className: 'review-bar'});
    bar.setAttribute('role', 'status');
    $('game').appendChild(bar);
  }
  bar.hidden = false;
  bar.textContent = '';
  const round = typeof it.round === 'number' ? roman(it.round) : '';
  bar.appendChild(el('div', {className: 'review-what', textContent: t('end.review_of', {n: it.n, round, decision: it.decision || ''})}));
  const same = it.best && it.chosen && it.best.text === it.chosen.text;
  const off = n => (n ? '' : ' ' + t('end.review_off_board'));
  bar.appendChild(el('div', {className: 'review-best-line', textContent: t('end.review_best', {best: itemLabel(it.best)}) + off(found.best)}));
  bar.appendChild(el('div', {className: 'review-chosen-line',
    textContent: same ? t('end.review_same') : t('end.review_chosen', {chosen: itemLabel(it.chosen)}) + off(found.chosen)}));
  const back = el('button', {type: 'button', id: 'review-back', className: 'primary', textContent: t('end.back')});
  back.addEventListener('click', backToFinal);
  bar.appendChild(back);
  const dt = $('decision-text');
  if (dt) dt.textContent = t('end.review_of', {n: it.n, round, decision: it.decision || ''});
}

// ---- the final dialog ------------------------------------------------------------------------

function section(box, id, before) {
  let s = $(id);
  if (!s) {
    s = el('section', {id, className: 'end-section'});
    box.insertBefore(s, before);
  }
  return s;
}

/** The final dialog of a finished game: table, outcome, chart, review.
 * Hidden while the game runs, while a reviewed decision is on the board, and
 * once the player closed it. */
export function renderFinal(v) {
  const g = ctx.game();
  const box = $('final');
  if (!v.over || !g || v.reviewing) { box.hidden = true; return; }
  const sc = v.scores || {players: []};
  const cols = columns(sc);
  renderTable($('final-scores'), sc, cols);
  const buttons = box.querySelector('.buttons');
  const outcome = section(box, 'final-outcome', buttons);
  outcome.textContent = outcomeText(v, sc, cols);
  const expeditions = g.story.some(st => (st.events || []).some(e => e.type === 'expedition_end')); // Lost Cities
  renderChart(section(box, 'final-chart', buttons), roundPoints(g.story), expeditions);
  renderReview(section(box, 'final-review', buttons), g, v);
  if (!g.finalDismissed) box.hidden = false;
}
