// lc_scoring.js - Lost Cities' scoring screen at each expedition's end: for
// every player each figure on a path with its step's points (the
// researcher's doubled), their sum, the chips before and after (the chips
// paid when the sum is negative; never below 0), the artefact tiles
// exchanged for artefact chips, and the chips in all.  The numbers are the
// engine's: the expedition's `figure_score` and `score` events of the story
// (src/games/lost_cities/rules/engine.c end_expedition), never recomputed here.
//
// lc_board.js exports it as the board's scoring screen: app.js, with the first
// Lost Cities view, calls initScoring(ctx)
// once (which adds web/css/lc_scoring.css to the page) and renderScoring(g, v)
// whenever it draws.  The screen opens by itself on the story's latest expedition end
// until it is closed (remembered per game in sessionStorage, so a reload does
// not open it again); at the game's end it comes before the final table
// (endgame.js), which shows once it is closed.

import {t, addStrings, lang} from './i18n.js';
import {el, ensureStylesheet} from './dom.js';

const STRINGS = {
  en: {
    'lcs.title': 'Expedition {n} is over',
    'lcs.reason.bridges': 'Five figures crossed bridges.',
    'lcs.reason.pile': 'The last card was drawn.',
    'lcs.figure': '{path}: {figure}, step {step}',
    'lcs.adventurer': 'adventurer',
    'lcs.researcher': 'researcher ×2',
    'lcs.no_figure': 'no figure on a path',
    'lcs.figures': 'Figures',
    'lcs.chips_before': 'Chips before',
    'lcs.paid': 'Chips paid',
    'lcs.gained': 'Chips gained',
    'lcs.floor': 'Chips never drop below 0.',
    'lcs.artefacts': 'Artefacts exchanged for artefact chips',
    'lcs.chips_after': 'Chips now',
    'lcs.continue': 'Continue',
    'lcs.path.yellow': 'yellow path',
    'lcs.path.blue': 'blue path',
    'lcs.path.white': 'white path',
    'lcs.path.green': 'green path',
    'lcs.path.red': 'red path',
  },
  pl: {
    'lcs.title': 'Koniec wyprawy {n}',
    'lcs.reason.bridges': 'Pięć figur przekroczyło mosty.',
    'lcs.reason.pile': 'Dobrano ostatnią kartę.',
    'lcs.figure': '{path}: {figure}, pole {step}',
    'lcs.adventurer': 'poszukiwacz',
    'lcs.researcher': 'badacz ×2',
    'lcs.no_figure': 'żadnej figury na ścieżce',
    'lcs.figures': 'Figury',
    'lcs.chips_before': 'Żetony przedtem',
    'lcs.paid': 'Oddane żetony',
    'lcs.gained': 'Zdobyte żetony',
    'lcs.floor': 'Żetonów nigdy nie jest mniej niż 0.',
    'lcs.artefacts': 'Artefakty wymienione na żetony artefaktów',
    'lcs.chips_after': 'Żetony teraz',
    'lcs.continue': 'Dalej',
    'lcs.path.yellow': 'ścieżka żółta',
    'lcs.path.blue': 'ścieżka niebieska',
    'lcs.path.white': 'ścieżka biała',
    'lcs.path.green': 'ścieżka zielona',
    'lcs.path.red': 'ścieżka czerwona',
  },
};
addStrings(STRINGS);

// What app.js lends: seatName(seat), seatBadge(seat), rerender().
let ctx = null;

export function initScoring(c) {
  ctx = c;
  ensureStylesheet('/css/lc_scoring.css');
}

const signed = (n) => (n > 0 ? '+' + n : n < 0 ? '−' + Math.abs(n) : '0');

/** The story's expedition ends, each {key, expedition, reason, players:
 * {seat: {figures: [{color, figure, step, points}], score}}} from its events. */
export function expeditionScorings(story) {
  const out = [];
  for (const step of story || []) {
    const evs = step.events || [];
    const end = evs.find((e) => e.type === 'expedition_end');
    if (!end) continue;
    const players = {};
    const of = (p) => (players[p] = players[p] || {figures: [], score: null});
    for (const e of evs) {
      if (e.type === 'figure_score') of(e.player).figures.push(e);
      else if (e.type === 'score') of(e.player).score = e;
    }
    out.push({key: String(step.n ?? step.seq), expedition: end.expedition, reason: end.reason, players});
  }
  return out;
}

function storageKey(g) { return 'arnak.lc-scoring.' + g.id; }

function dismissed(g) {
  try { return sessionStorage.getItem(storageKey(g)); } catch { return g.lcScoringClosed || null; }
}

function dismiss(g, key) {
  g.lcScoringClosed = key;
  try { sessionStorage.setItem(storageKey(g), key); } catch { /* kept on g only */ }
}

function box() {
  let b = document.getElementById('lc-scoring');
  if (!b) {
    b = el('div', {id: 'lc-scoring', className: 'overlay-card', hidden: true});
    b.setAttribute('role', 'dialog');
    b.setAttribute('aria-labelledby', 'lc-scoring-title');
    (document.getElementById('game') || document.body).appendChild(b);
  }
  return b;
}

/** One player's column of the screen: figures, sum, chips, artefacts. */
function playerTable(seat, p) {
  const table = el('table', {className: 'lcs-player'});
  table.dataset.seat = String(seat);
  const head = table.insertRow();
  const th = el('th');
  th.colSpan = 2;
  th.append(ctx.seatBadge(seat), document.createTextNode(ctx.seatName(seat)));
  head.appendChild(th);
  const row = (kind, label, value, data = {}) => {
    const tr = table.insertRow();
    tr.dataset.row = kind;
    Object.assign(tr.dataset, data);
    tr.appendChild(el('th', {textContent: label}));
    tr.insertCell().textContent = value;
    return tr;
  };
  if (!p.figures.length) row('none', t('lcs.no_figure'), '0', {points: '0'});
  for (const f of p.figures) {
    const label = t('lcs.figure', {path: t('lcs.path.' + f.color), figure: t(f.figure === 'researcher' ? 'lcs.researcher' : 'lcs.adventurer'), step: f.step});
    row('figure', label, signed(f.points), {points: String(f.points), color: f.color, step: String(f.step), figure: f.figure});
  }
  const sc = p.score;
  if (!sc) return table;
  row('figures', t('lcs.figures'), signed(sc.figure_points), {points: String(sc.figure_points)}).className = 'sum';
  row('chips-before', t('lcs.chips_before'), String(sc.chips_before), {value: String(sc.chips_before)});
  const change = sc.chips_after - sc.chips_before;
  if (change < 0) row('paid', t('lcs.paid'), String(-change), {value: String(-change)});
  else row('gained', t('lcs.gained'), String(change), {value: String(change)});
  if (change !== sc.figure_points) row('floor', t('lcs.floor'), '');
  row('artefacts', t('lcs.artefacts'), String(sc.artefact_chips), {value: String(sc.artefact_chips)});
  row('chips-after', t('lcs.chips_after'), String(sc.chips_after), {value: String(sc.chips_after)}).className = 'total';
  return table;
}

function draw(b, g, s) {
  b.textContent = '';
  b.dataset.expedition = String(s.expedition);
  b.dataset.key = s.key;
  b.appendChild(el('h2', {id: 'lc-scoring-title', textContent: t('lcs.title', {n: s.expedition})}));
  const reason = s.reason === 'bridges' || s.reason === 'pile' ? t('lcs.reason.' + s.reason) : '';
  if (reason) b.appendChild(el('p', {className: 'help', textContent: reason}));
  const cols = el('div', {className: 'lcs-players'});
  for (const seat of Object.keys(s.players).map(Number).sort((a, c) => a - c)) cols.appendChild(playerTable(seat, s.players[seat]));
  b.appendChild(cols);
  const ok = el('button', {type: 'button', id: 'lc-scoring-close', textContent: t('lcs.continue')});
  ok.addEventListener('click', () => {
    dismiss(g, s.key);
    b.hidden = true;
    if (ctx.rerender) ctx.rerender();
  });
  b.appendChild(el('div', {className: 'buttons'}, [ok]));
  b.dataset.lang = lang();
}

/** The screen of the latest expedition end, unless closed; while it shows,
 * the final table waits behind it. */
export function renderScoring(g, v) {
  const b = document.getElementById('lc-scoring');
  if (!g || !v || v.game !== 'lost-cities' || v.reviewing) { if (b) b.hidden = true; return; }
  const all = expeditionScorings(g.story);
  const s = all[all.length - 1];
  if (!s || dismissed(g) === s.key) { if (b) b.hidden = true; return; }
  const bx = box();
  if (bx.dataset.key !== s.key || bx.dataset.lang !== lang() || bx.hidden) draw(bx, g, s);
  bx.hidden = false;
  const fin = document.getElementById('final');
  if (fin) fin.hidden = true;
}
