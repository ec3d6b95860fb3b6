// lc_board.js - draws Lost Cities: The Board Game in the browser: the board
// (five paths of nine steps, the bridges, the event tiles, every player's
// figures, the draw pile and the five discard piles), the players' panels and
// the viewer's hand, from a protocol view (docs/PROTOCOL.md; the state is the
// game's view JSON, src/games/lost_cities/views/json.c) and the catalog (its colours,
// step points and tile steps).  The board is one SVG of the project's own
// drawing, laid out at one size and scaled to its box by stage.js's fitStage
// (the same fit and zoom as the Arnak board); panels and hand are HTML.  Its
// exports are every board's (web/js/boards.js), with Lost Cities' scoring screen.
//
// Play by clicking: a card of the hand is chosen first (a choice of this page
// only, kept until the view moves on), then its path (start it, or advance on
// it) or its discard pile.  Drawing is a click on the draw pile or a discard
// pile; a free move (an arrow tile, the step-9 bonus) is a click on the path
// of the figure to move.  legalOf() gives the app the targets of the view's
// actions under the current choice (keys as below); the app's onTarget acts,
// or opens its chooser where one target has several actions (a path started
// with an adventurer or the researcher).
//
// Target keys are what web/js/whynot.js turns into the engine's `why`
// question for a click that is not legal (whynot.js's whatOf passes a key
// without a colon as it is): "hand:red 5" (asks "play red 5"), "play red 5",
// "discard red 5", "start red", "move red", "take red", "pile".  Figures
// ("fig:SEAT:COLOUR") and the discard piles' top cards ("top:COLOUR") carry
// keys for the last-move marks only: they let clicks through to their path
// or pile.
//
// Motion (web/js/motion.js): figures carry data-motion "lcfig:SEAT:COLOUR" and
// glide from step to step; hand cards "lccard:SEAT:CARD".  Each player's last
// move is marked (lastMoves, for motion.js's showMarks) on the figure it
// moved ("fig:SEAT:COLOUR"), the discard pile it used ("top:COLOUR") or the
// draw pile ("pile").
//
// Every drawn position also carries its facts as data attributes (data-seat,
// data-color, data-step, data-figure, data-tile, data-count, data-top...), so
// that a test reads the board back and compares it with the view.

import { h, svg, text, keepFocus, ensureStylesheet } from './dom.js';
import { isLegal, makeTarget } from './targets.js';
import { myTurn, catOf, wordsOf } from './view.js';
import { seatStyle, shapeAt, starPath } from './seats.js';
import { fitStage } from './stage.js';

// The scoring screen at each expedition's end (web/js/lc_scoring.js), loaded with the board.
export { initScoring, renderScoring } from './lc_scoring.js';

// loaded with the first Lost Cities view: its stylesheet too (an Arnak page loads neither)
ensureStylesheet('/css/lc_board.css');

// The catalog's order and numbers; the view's colour names are these.
const COLORS = ['yellow', 'blue', 'white', 'green', 'red'];
const STEP_POINTS = [-20, -15, -10, 5, 10, 15, 30, 35, 50];
const BRIDGE_STEP = 7;
const BRIDGES_END = 5;
const ADVENTURERS = 4;
// The paths' printed colours: a strong one for edges and cards, a pale one
// for the steps, which the seats' figures stand out against.
const PATH_STYLE = {
  yellow: { strong: '#d9a91a', pale: '#fbf0c4', ink: '#5c4500' },
  blue: { strong: '#2f6db5', pale: '#d9e7f7', ink: '#ffffff' },
  white: { strong: '#9a9a9a', pale: '#f4f4f1', ink: '#ffffff' },
  green: { strong: '#2f8a46', pale: '#d9efdc', ink: '#ffffff' },
  red: { strong: '#c63b31', pale: '#f8dcd8', ink: '#ffffff' },
};

// ---- words (English, Polish) -------------------------------------------------------

const WORDS = {
  en: {
    expedition: 'Expedition {n} of {of}', bridges: 'Across bridges', bridges_tip: '{n} of 5 figures across bridges: 5 end the expedition',
    draw_pile: 'Draw pile', removed: '{n} removed', discard: 'Discard pile', empty: 'empty', step: 'step {n}',
    chips: 'Chips', art_tiles: 'Artefacts', art_chips: 'Artefact chips', hand: 'Hand',
    art_tiles_tip: 'artefact tiles found in this expedition', adventurers_tip: 'adventurers not yet on a path',
    adventurers: 'Adventurers', researcher_cap: 'Researcher', researcher: 'researcher', adventurer: 'adventurer', researcher_out: 'out',
    researcher_home: 'ready', known: 'Known cards', you: 'you', your_hand: 'Your hand', playable: 'can be played',
    spectator: 'Watching: the hands are hidden', no_hand: 'no cards', tile_artefact: 'artefact', tile_points: '{n} points',
    tile_arrow: 'arrow: a free move', last: 'last card {n}', path: 'the {color} path', score: 'Score', choose: 'chosen: {card} — now its path or its discard pile',
    color_yellow: 'yellow', color_blue: 'blue', color_white: 'white', color_green: 'green', color_red: 'red',
    start_player: 'Start player: {who} starts expedition {n}',
  },
  pl: {
    expedition: 'Wyprawa {n} z {of}', bridges: 'Za mostami', bridges_tip: '{n} z 5 figurek za mostami: 5 kończy wyprawę',
    draw_pile: 'Stos kart', removed: 'odłożone: {n}', discard: 'Stos odrzuconych', empty: 'pusty', step: 'pole {n}',
    chips: 'Żetony', art_tiles: 'Artefakty', art_chips: 'Żetony artefaktów', hand: 'Ręka',
    art_tiles_tip: 'płytki artefaktów znalezione w tej wyprawie', adventurers_tip: 'poszukiwacze jeszcze poza ścieżkami',
    adventurers: 'Poszukiwacze', researcher_cap: 'Badacz', researcher: 'badacz', adventurer: 'poszukiwacz', researcher_out: 'w drodze',
    researcher_home: 'wolny', known: 'Znane karty', you: 'ty', your_hand: 'Twoja ręka', playable: 'można zagrać',
    spectator: 'Oglądasz: ręce są ukryte', no_hand: 'brak kart', tile_artefact: 'artefakt', tile_points: '{n} punktów',
    tile_arrow: 'strzałka: darmowy ruch', last: 'ostatnia karta {n}', path: 'ścieżka {color}', score: 'Wynik', choose: 'wybrana: {card} — teraz jej ścieżka lub stos odrzuconych',
    color_yellow: 'żółta', color_blue: 'niebieska', color_white: 'biała', color_green: 'zielona', color_red: 'czerwona',
    start_player: 'Gracz rozpoczynający: wyprawę {n} zaczyna {who}',
  },
};

const tr = wordsOf(WORDS);
function colorWord(ui, c) { return tr(ui, 'color_' + c); }
function cardWord(ui, card) {
  const [c, v] = String(card).split(' ');
  return COLORS.includes(c) ? colorWord(ui, c) + ' ' + v : String(card);
}

// ---- the catalog's facts, with the printed numbers when there is none ------------

function colorsOf(catalog) { const c = catOf(catalog).colors; return Array.isArray(c) && c.length === 5 ? c : COLORS; }
function stepPoints(catalog) {
  const p = (catOf(catalog).steps || {}).points;
  return Array.isArray(p) && p.length === 9 ? p : STEP_POINTS;
}

// ---- the viewer's chosen card ------------------------------------------------------

// {seq, seat, card}: valid only for the view it was chosen in.
let chosen = null;

function handOf(v) {
  const st = v && v.state;
  if (!st || v.seat === null || v.seat === undefined) return [];
  const me = (st.seats || [])[v.seat];
  return (me && me.hand) || [];
}
/** The card the viewer chose in this view (null: none, or the view moved on). */
export function lcChosen(v) {
  if (!chosen || !v || !v.state || chosen.seq !== v.seq || chosen.seat !== v.seat) return null;
  if (v.state.phase !== 'play' || !myTurn(v) || !handOf(v).includes(chosen.card)) return null;
  return chosen.card;
}
function choose(v, card) {
  chosen = lcChosen(v) === card ? null : { seq: v.seq, seat: v.seat, card };
}
const colorOfCard = (card) => String(card).split(' ')[0];
const valueOfCard = (card) => Number(String(card).split(' ')[1]);

/** The targets of the view's actions under the chosen card: {legal: Map key ->
 * actions, bar: actions without a target (the decision bar: "skip")}. */
export function legalOf(v) {
  const legal = new Map();
  const bar = [];
  const card = lcChosen(v);
  const add = (k, a) => { if (!legal.has(k)) legal.set(k, []); legal.get(k).push(a); };
  for (const a of (v && v.actions) || []) {
    const i = a.info || {};
    switch (i.kind) {
      case 'start': if (card && colorOfCard(card) === i.color) add('start ' + i.color, a); break;
      case 'play': if (card === i.card) add('play ' + i.card, a); break;
      case 'discard': if (card === i.card) add('discard ' + i.card, a); break;
      case 'move': add('move ' + i.color, a); break;
      case 'draw': add('pile', a); break;
      case 'take': add('take ' + i.color, a); break;
      default: bar.push(a);
    }
  }
  return { legal, bar };
}

/** The board's keys of an action (the review's marks, web/js/endgame.js): the card
 * of the hand it plays, the path a figure moves on, the pile it draws from. */
export function targetsOf(info) {
  const i = info || {};
  switch (i.kind) {
    case 'start': case 'play': case 'discard': return i.card ? ['hand:' + i.card] : [];
    case 'move': return ['move ' + i.color];
    case 'take': return ['take ' + i.color];
    case 'draw': return ['pile'];
    default: return [];
  }
}

// Cards of the hand the view's actions play (a path's start plays the lowest
// card of its colour, info.card).
function playableCards(v) {
  const out = new Set();
  if (!myTurn(v)) return out;
  for (const a of v.actions || []) {
    const i = a.info || {};
    if ((i.kind === 'play' || i.kind === 'start') && i.card) out.add(i.card);
  }
  return out;
}
function discardableCards(v) {
  const out = new Set();
  if (!myTurn(v)) return out;
  for (const a of v.actions || []) if (a.info && a.info.kind === 'discard') out.add(a.info.card);
  return out;
}

// ---- element helpers ---------------------------------------------------------------

// Rebuild el's children with fn, keeping keyboard focus on the same target key.
function rebuild(el, fn) {
  if (el) keepFocus(el, fn);
}


// ---- the board's plan ------------------------------------------------------------------

const W = 1190;
const TOP = 78;         // the strip above the paths: draw pile, expedition, bridges
const ROW_H = 104;      // a path's height
const ROW_GAP = 8;
const PILE_W = 112;     // the discard pile at the left of each path
const CELL_X0 = 132;
const CELL_W = 106;
const CELL_GAP = 6;
const BRIDGE_W = 40;    // the gap of the bridge, between steps 6 and 7
const H = TOP + 5 * (ROW_H + ROW_GAP);

function cellX(step) { return CELL_X0 + (step - 1) * (CELL_W + CELL_GAP) + (step >= BRIDGE_STEP ? BRIDGE_W - CELL_GAP : 0); }
function rowY(r) { return TOP + r * (ROW_H + ROW_GAP); }
// Where seat p's figure stands in a step: one corner of four, so that all
// players' figures on one step stay apart.
function figureSpot(step, r, p) {
  const x = cellX(step) + 24 + (p % 2) * 56;
  const y = rowY(r) + 57 + Math.floor(p / 2) * 27;
  return [x, y];
}

export function renderBoard(el, view, catalog, ui) {
  rebuild(el, () => {
    const st = view && view.state;
    if (!st) return;
    const root = h('div', { class: 'lcb' });
    const board = svg('svg', { class: 'lcb-svg', width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'group',
      'aria-label': tr(ui, 'expedition', { n: Math.min(st.expedition, st.expeditions), of: st.expeditions }) });
    board.append(svg('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'lcb-ground' }));
    board.append(drawTop(view, ui));
    const colors = colorsOf(catalog);
    colors.forEach((c, r) => board.append(drawPath(view, catalog, ui, c, r)));
    root.append(board);
    fitStage(el, root, 'both', 1.8);
  });
}

// The strip above the paths: the draw pile with its count, the expedition, the
// figures across bridges against the 5 that end the expedition.
function drawTop(view, ui) {
  const st = view.state;
  const g = svg('g', { class: 'lcb-top' });
  const pile = svg('g', { class: 'lcb-draw', 'data-count': st.draw_pile, 'data-removed': st.removed });
  pile.append(svg('rect', { x: 10, y: 8, width: PILE_W - 10, height: 62, rx: 7, class: 'lcb-hit lcb-back' }),
    svg('rect', { x: 16, y: 14, width: PILE_W - 22, height: 50, rx: 5, class: 'lcb-back-inner', 'pointer-events': 'none' }),
    text(10 + (PILE_W - 10) / 2, 46, st.draw_pile, { class: 'lcb-draw-n', 'text-anchor': 'middle', 'pointer-events': 'none' }),
    svg('rect', { x: 6, y: 4, width: PILE_W - 2, height: 70, rx: 9, class: 'lc-ring' }));
  makeTarget(pile, ui, 'pile', tr(ui, 'draw_pile') + ': ' + st.draw_pile);
  g.append(pile);
  g.append(text(CELL_X0, 28, tr(ui, 'draw_pile') + ' · ' + tr(ui, 'removed', { n: st.removed }), { class: 'lcb-small' }));
  // (a finished game's view counts one expedition past the last)
  const exp = Math.min(st.expedition, st.expeditions);
  g.append(text(CELL_X0, 62, tr(ui, 'expedition', { n: exp, of: st.expeditions }),
    { class: 'lcb-exp', 'data-expedition': exp, 'data-expeditions': st.expeditions }));
  // five bridge marks, filled for each figure across
  const bx = cellX(7) - 10;
  const br = svg('g', { class: 'lcb-crossed', 'data-crossed': st.crossed, role: 'img',
    'aria-label': tr(ui, 'bridges_tip', { n: st.crossed }) }, svg('title', {}, tr(ui, 'bridges_tip', { n: st.crossed })));
  br.append(text(bx, 30, tr(ui, 'bridges') + ': ' + st.crossed + ' / ' + BRIDGES_END, { class: 'lcb-small' }));
  for (let i = 0; i < BRIDGES_END; i++) {
    br.append(svg('rect', { x: bx + i * 44, y: 40, width: 36, height: 26, rx: 4,
      class: 'lcb-bridge-slot' + (i < st.crossed ? ' full' : ''), 'data-slot': i + 1 }));
    if (i < st.crossed) br.append(bridgeIcon(bx + i * 44 + 4, 46, 28, 14));
  }
  g.append(br);
  return g;
}

// A small plank bridge (w x h at x, y).
function bridgeIcon(x, y, w, hgt) {
  const g = svg('g', { class: 'lcb-bridge-icon', 'pointer-events': 'none' });
  g.append(svg('path', { d: `M${x} ${y + hgt} Q${x + w / 2} ${y - hgt * 0.4} ${x + w} ${y + hgt}`, class: 'lcb-bridge-arc' }));
  for (let i = 0; i <= 4; i++) {
    const px = x + (w * i) / 4;
    g.append(svg('line', { x1: px, y1: y + hgt * 0.35, x2: px, y2: y + hgt, class: 'lcb-bridge-post' }));
  }
  return g;
}

// The path key of colour c for the viewer now (see the header).
function pathKey(view, c) {
  const card = lcChosen(view);
  if (card && colorOfCard(card) === c) {
    const mine = ((view.state.seats || [])[view.seat] || {}).paths || [];
    return mine.some((p) => p.color === c) ? 'play ' + card : 'start ' + c;
  }
  return 'move ' + c;
}
function pileKey(view, c) {
  const card = lcChosen(view);
  return card && colorOfCard(card) === c ? 'discard ' + card : 'take ' + c;
}

function drawPath(view, catalog, ui, c, r) {
  const st = view.state;
  const y = rowY(r);
  const ps = PATH_STYLE[c] || PATH_STYLE.white;
  const g = svg('g', { class: 'lcb-path lcb-c-' + c, 'data-color': c });
  g.style.setProperty('--strong', ps.strong);
  g.style.setProperty('--pale', ps.pale);
  g.append(drawPile(view, ui, c, y, ps));
  // the path itself: one target, the row behind the steps
  const row = svg('g', { class: 'lcb-row' });
  row.append(svg('rect', { x: CELL_X0 - 6, y: y - 2, width: W - CELL_X0, height: ROW_H + 4, rx: 10, class: 'lcb-hit lcb-row-bg' }));
  makeTarget(row, ui, pathKey(view, c), tr(ui, 'path', { color: colorWord(ui, c) }));
  g.append(row);
  const pts = stepPoints(catalog);
  for (let s = 1; s <= 9; s++) {
    const x = cellX(s);
    const cell = svg('g', { class: 'lcb-cell', 'data-cell': c + ':' + s, 'pointer-events': 'none' },
      svg('rect', { x, y, width: CELL_W, height: ROW_H, rx: 8, class: 'lcb-step' + (s >= BRIDGE_STEP ? ' past' : '') }),
      text(x + 8, y + 20, (pts[s - 1] > 0 ? '+' : '') + pts[s - 1], { class: 'lcb-val' + (pts[s - 1] < 0 ? ' neg' : '') }),
      text(x + CELL_W / 2, y + ROW_H - 6, s, { class: 'lcb-stepno', 'text-anchor': 'middle' }));
    g.append(cell);
  }
  // the bridge between steps 6 and 7
  const bx = cellX(6) + CELL_W;
  g.append(svg('g', { class: 'lcb-bridge', 'data-bridge': c, 'pointer-events': 'none' },
    svg('rect', { x: bx, y: y + 34, width: cellX(7) - bx, height: 34, class: 'lcb-river' }),
    bridgeIcon(bx + 2, y + 36, cellX(7) - bx - 4, 24)));
  for (const tile of (((st.tiles || []).find((x) => x.color === c) || {}).tiles) || []) g.append(drawTile(ui, c, r, tile));
  (st.seats || []).forEach((seat, p) => {
    for (const path of seat.paths || []) {
      if (path.color !== c) continue;
      const fig = drawFigure(ui, p, c, r, path, st.updown);
      // a free move: the viewer's figures that may take it stand out
      if (p === view.seat && isLegal(ui, 'move ' + c)) fig.classList.add('lcb-movable');
      g.append(fig);
    }
  });
  return g;
}

function drawPile(view, ui, c, y, ps) {
  const cards = (((view.state.discard_piles || []).find((x) => x.color === c) || {}).cards) || [];
  const top = cards.length ? cards[cards.length - 1] : null;
  const g = svg('g', { class: 'lcb-pile', 'data-pile': c, 'data-count': cards.length, 'data-top': top || '' });
  g.append(svg('rect', { x: 8, y, width: PILE_W - 12, height: ROW_H, rx: 8, class: 'lcb-hit lcb-pile-bg' }));
  const face = svg('g', { 'data-target': 'top:' + c, class: 'lcb-pile-top', 'pointer-events': 'none' });
  if (top) {
    // the cards under the top, as edges
    for (let i = Math.min(cards.length - 1, 4); i > 0; i--) {
      face.append(svg('rect', { x: 22 + i * 3, y: y + 10 - i * 2, width: 62, height: 84, rx: 6, class: 'lcb-card-edge', fill: ps.strong }));
    }
    face.append(svg('rect', { x: 22, y: y + 10, width: 62, height: 84, rx: 6, class: 'lcb-card', fill: ps.strong }),
      text(53, y + 62, valueOfCard(top), { class: 'lcb-card-v', 'text-anchor': 'middle', fill: ps.ink }));
  } else {
    face.append(svg('rect', { x: 22, y: y + 10, width: 62, height: 84, rx: 6, class: 'lcb-card-empty', stroke: ps.strong }),
      text(53, y + 58, tr(ui, 'empty'), { class: 'lcb-small', 'text-anchor': 'middle' }));
  }
  face.append(text(PILE_W - 8, y + ROW_H - 6, '×' + cards.length, { class: 'lcb-pile-n', 'text-anchor': 'end' }));
  face.append(svg('rect', { x: 4, y: y - 4, width: PILE_W - 4, height: ROW_H + 8, rx: 10, class: 'lc-ring' }));
  g.append(face);
  makeTarget(g, ui, pileKey(view, c), tr(ui, 'discard') + ' ' + colorWord(ui, c) + ': ' + (top ? cardWord(ui, top) : tr(ui, 'empty')));
  return g;
}

// An event tile face up on its step: an artefact (a vase), victory points (the
// number) or an arrow.
function drawTile(ui, c, r, tile) {
  const x = cellX(tile.step) + CELL_W - 38, y = rowY(r) + 6;
  const kind = tile.kind;
  const label = kind === 'artefact' ? tr(ui, 'tile_artefact') : kind === 'points' ? tr(ui, 'tile_points', { n: tile.points })
    : tr(ui, 'tile_arrow');
  const g = svg('g', { class: 'lcb-tile lcb-tile-' + kind, 'data-tile': `${c}:${tile.step}:${kind}${kind === 'points' ? ':' + tile.points : ''}`,
    'pointer-events': 'none' }, svg('title', {}, label));
  g.append(svg('rect', { x, y, width: 32, height: 32, rx: 6, class: 'lcb-tile-bg' }));
  if (kind === 'artefact') {
    g.append(svg('path', { class: 'lcb-tile-ic', d: `M${x + 11} ${y + 6} h10 v3 q-2 2 -1 4 q6 4 4 11 q-1 4 -8 4 q-7 0 -8 -4 q-2 -7 4 -11 q1 -2 -1 -4 z` }));
  } else if (kind === 'points') {
    g.append(text(x + 16, y + 22, tile.points, { class: 'lcb-tile-n', 'text-anchor': 'middle' }));
  } else {
    g.append(svg('path', { class: 'lcb-tile-ic', d: `M${x + 6} ${y + 13} h12 v-6 l9 9 l-9 9 v-6 h-12 z` }));
  }
  return g;
}

// A figure in its seat's colour and shape; the researcher larger, with a star.
function drawFigure(ui, p, c, r, path, updown) {
  const [x, y] = figureSpot(path.step, r, p);
  const sty = seatStyle(p);
  const res = !!path.researcher;
  const g = svg('g', { class: 'lcb-fig' + (res ? ' lcb-researcher' : ''), 'data-motion': `lcfig:${p}:${c}`,
    'data-target': `fig:${p}:${c}`, 'data-seat': p, 'data-color': c, 'data-step': path.step,
    'data-figure': res ? 'researcher' : 'adventurer', 'pointer-events': 'none' },
  svg('title', {}, `${ui && ui.seatName ? ui.seatName(p) : 'P' + (p + 1)}: ${tr(ui, res ? 'researcher' : 'adventurer')}, ${tr(ui, 'step', { n: path.step })}, ${tr(ui, 'last', { n: path.last })}`));
  const rad = res ? 17 : 13;
  g.append(svg('ellipse', { cx: x, cy: y + rad + 2, rx: rad, ry: 3, class: 'lcb-fig-shadow' }),
    svg('circle', { cx: x, cy: y, r: rad + 4, class: 'lcb-fig-halo' }));
  g.append(shapeAt(sty.shape, x, y, rad, { fill: sty.colour, class: 'lcb-fig-body' }));
  if (res) g.append(svg('path', { class: 'lcb-fig-star', d: starPath(x, y, 7, 3) }));
  else g.append(svg('circle', { cx: x, cy: y, r: 3, class: 'lcb-fig-dot' }));
  // the last card played on this path, which the next must not go below (or,
  // on a descending path of the up-or-down variant, above)
  const dir = updown && path.direction === 'down' ? '↓' : updown && path.direction === 'up' ? '↑' : '';
  const tag = String(path.last) + dir;
  const tw = 8 + tag.length * 7;
  g.append(svg('rect', { x: x + rad - 4, y: y - rad - 6, width: tw, height: 14, rx: 4, class: 'lcb-fig-last' }),
    text(x + rad - 4 + tw / 2, y - rad + 5, tag, { class: 'lcb-fig-last-v', 'text-anchor': 'middle', 'data-last': path.last }));
  g.append(svg('circle', { cx: x, cy: y, r: rad + 6, class: 'lc-ring' }));
  return g;
}

// ---- the players' panels ----------------------------------------------------------------

export function renderPlayers(el, view, catalog, ui) {
  rebuild(el, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'lcp' });
    (st.seats || []).forEach((seat, p) => wrap.append(playerPanel(view, ui, seat, p)));
    el.append(wrap);
  });
}

function playerPanel(view, ui, seat, p) {
  const st = view.state;
  const sty = seatStyle(p);
  const paths = seat.paths || [];
  const used = paths.filter((x) => !x.researcher).length;
  const resOut = paths.some((x) => x.researcher);
  const box = h('section', { class: 'lcp-seat' + (st.current === p ? ' lcp-turn' : ''), 'data-seat': p });
  box.style.setProperty('--seat', sty.colour);
  const badge = svg('svg', { class: 'lcp-shape', width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': 'true' },
    shapeAt(sty.shape, 12, 12, 9, { fill: sty.colour, stroke: '#222', 'stroke-width': 1.5 }));
  const name = (ui && ui.seatName ? ui.seatName(p) : 'P' + (p + 1)) + (view.seat === p ? ' (' + tr(ui, 'you') + ')' : '');
  const head = h('h3', {}, badge, h('span', { text: name }));
  if (st.start_player === p) head.append(startMarker(tr(ui, 'start_player', { who: ui && ui.seatName ? ui.seatName(p) : 'P' + (p + 1), n: st.expedition }), p));
  box.append(head);
  const dl = h('dl', { class: 'lcp-facts' });
  const tip = (key) => (WORDS.en[key + '_tip'] ? tr(ui, key + '_tip') : null);
  const fact = (key, value, label) => dl.append(h('dt', { text: label || tr(ui, key), title: tip(key) }),
    h('dd', { 'data-fact': key, text: String(value), title: tip(key) }));
  fact('chips', seat.chips);
  fact('art_tiles', seat.artefact_tiles);
  fact('art_chips', seat.artefact_chips);
  fact('hand', seat.hand_count);
  fact('adventurers', ADVENTURERS - used);
  fact('researcher', tr(ui, resOut ? 'researcher_out' : 'researcher_home'), tr(ui, 'researcher_cap'));
  box.append(dl);
  if ((seat.known || []).length && view.seat !== p) {
    const k = h('div', { class: 'lcp-known', 'data-known': seat.known.join(',') }, h('span', { text: tr(ui, 'known') + ': ' }));
    for (const c of sortCards(seat.known)) k.append(miniCard(ui, c));
    box.append(k);
  }
  return box;
}

// The start player of the expedition (the rulebook names no marker: player 1
// starts the first expedition, the next starts left of the player who played
// last): the page's own pennant beside that player's name.
function startMarker(tip, holder) {
  return svg('svg', { class: 'lcp-start', width: 20, height: 20, viewBox: '0 0 24 24', role: 'img', 'aria-label': tip, 'data-start-player': holder },
    svg('title', {}, tip),
    svg('path', { d: 'M6 21.5 V3', class: 'lcp-start-pole' }),
    svg('path', { d: 'M6.8 3.5 L19.5 7.8 L6.8 12.1 Z', class: 'lcp-start-flag' }));
}

function miniCard(ui, card) {
  const c = colorOfCard(card);
  const ps = PATH_STYLE[c] || PATH_STYLE.white;
  const e = h('span', { class: 'lc-mini', title: cardWord(ui, card), text: String(valueOfCard(card)) });
  e.style.background = ps.strong;
  e.style.color = ps.ink;
  return e;
}

// ---- the viewer's hand -----------------------------------------------------------------

function sortCards(cards) {
  return cards.slice().sort((a, b) => COLORS.indexOf(colorOfCard(a)) - COLORS.indexOf(colorOfCard(b)) || valueOfCard(a) - valueOfCard(b));
}

export function renderHand(el, view, catalog, ui) {
  rebuild(el, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'lch' });
    if (view.seat === null || view.seat === undefined) {
      wrap.append(h('p', { class: 'lch-muted', text: tr(ui, 'spectator') }));
      el.append(wrap);
      return;
    }
    const hand = sortCards(handOf(view));
    const playable = playableCards(view);
    const selectable = discardableCards(view);
    const card = lcChosen(view);
    wrap.append(h('div', { class: 'lch-title' }, h('span', { text: tr(ui, 'your_hand') }), h('b', { text: String(hand.length) })));
    const line = h('div', { class: 'lch-cards', 'aria-label': tr(ui, 'your_hand') });
    if (!hand.length) line.append(h('p', { class: 'lch-muted', text: tr(ui, 'no_hand') }));
    // (a hand may hold two copies of a card: one of them is shown chosen)
    let marked = false;
    hand.forEach((c) => {
      const chosenHere = !marked && c === card;
      marked = marked || chosenHere;
      line.append(handCard(view, ui, c, { playable, selectable, chosenHere }));
    });
    wrap.append(line);
    if (card) wrap.append(h('p', { class: 'lch-note', text: tr(ui, 'choose', { card: cardWord(ui, card) }) }));
    el.append(wrap);
    fitStage(el, wrap, 'height', 1.5);
  });
}

function handCard(view, ui, c, { playable, selectable, chosenHere }) {
  const col = colorOfCard(c);
  const ps = PATH_STYLE[col] || PATH_STYLE.white;
  const e = h('div', { class: 'lch-card' + (playable.has(c) ? ' lc-playable' : '') + (chosenHere ? ' lc-chosen' : ''),
    'data-card': c, 'data-motion': `lccard:${view.seat}:${c}` });
  e.style.setProperty('--card', ps.strong);
  e.style.setProperty('--ink', ps.ink);
  e.append(h('span', { class: 'lch-v', text: String(valueOfCard(c)) }), h('span', { class: 'lch-c', text: colorWord(ui, col) }));
  if (playable.has(c)) e.append(h('span', { class: 'lch-ok', title: tr(ui, 'playable'), text: '▲' }));
  const label = cardWord(ui, c) + (playable.has(c) ? ' (' + tr(ui, 'playable') + ')' : '');
  makeTarget(e, ui, 'hand:' + c, label, selectable.has(c) ? () => {
    choose(view, c);
    if (ui && typeof ui.redraw === 'function') ui.redraw();
  } : null);
  return e;
}

// ---- last moves (web/js/motion.js showMarks) ------------------------------------------

/** Each player's last turn as mark keys: Map seat -> ['target:...'].  A turn is
 * the run of a player's steps since another player's step (play or discard, a
 * free move, a draw). */
export function lastMoves(story) {
  const marks = new Map();
  const done = new Set();
  let prev = null;
  const steps = (story || []).filter((s) => s && s.kind === 'act');
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const evs = step.events || [];
    // a new expedition was dealt: nothing older is on the board
    if (evs.some((e) => e.type === 'expedition_end' || e.type === 'expedition_start')) break;
    const p = step.player;
    if (prev !== null && prev !== p) done.add(prev);
    prev = p;
    if (done.has(p)) continue;
    if (!marks.has(p)) marks.set(p, []);
    const keys = marks.get(p);
    for (const e of evs) {
      if (e.player !== p) continue;
      let k = null;
      if (e.type === 'start' || e.type === 'move') k = `target:fig:${p}:${e.color}`;
      else if (e.type === 'discard' || e.type === 'take') k = `target:top:${e.color}`;
      else if (e.type === 'draw') k = 'target:pile';
      if (k && !keys.includes(k)) keys.push(k);
    }
  }
  return marks;
}
