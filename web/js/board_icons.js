// board_icons.js - Arnak's board: the project's own SVG icons (one sprite of
// <symbol>s, used by <use href="#ak-i-NAME">), counts and costs as icons, effect
// words with icons (richText), the seats' shapes on the board (seatShape), and the
// rebuild that keeps the sprite and the focus.

import { h, keepFocus, svg as s } from './dom.js';
import { seatStyle } from './seats.js';
import { RESOURCES, seatName, tr } from './board_text.js';

// ---- icons: one sprite of <symbol>s, used by <use href="#ak-i-NAME"> -------------

const ICON_PATHS = {
  coin: [['circle', { cx: 12, cy: 12, r: 9.5, fill: '#E3B23C', stroke: '#8A6512', 'stroke-width': 1.6 }],
    ['circle', { cx: 12, cy: 12, r: 5.5, fill: 'none', stroke: '#8A6512', 'stroke-width': 1.4 }]],
  compass: [['circle', { cx: 12, cy: 12, r: 9.5, fill: '#DCE8F2', stroke: '#2F5F8A', 'stroke-width': 1.8 }],
    ['path', { d: 'M12 4.5 L14.2 12 L12 19.5 L9.8 12 Z', fill: '#2F5F8A' }],
    ['path', { d: 'M12 4.5 L14.2 12 L9.8 12 Z', fill: '#C8402E' }]],
  tablet: [['rect', { x: 4.5, y: 2.5, width: 15, height: 19, rx: 2.5, fill: '#9BA89A', stroke: '#4F5B4E', 'stroke-width': 1.5 }],
    ['path', { d: 'M8 7.5h8M8 11h6M8 14.5h8M8 18h5', stroke: '#4F5B4E', 'stroke-width': 1.4, 'stroke-linecap': 'round' }]],
  arrowhead: [['path', { d: 'M12 1.5 L19 13 L12 22.5 L5 13 Z', fill: '#B9472F', stroke: '#6B2415', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12 4.5 V19', stroke: '#E9A08F', 'stroke-width': 1.2 }]],
  jewel: [['path', { d: 'M6 3.5 H18 L22 9 L12 21.5 L2 9 Z', fill: '#3BAA73', stroke: '#1C5E3D', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M2 9 H22 M9 3.5 L8 9 L12 21.5 L16 9 L15 3.5', fill: 'none', stroke: '#1C5E3D', 'stroke-width': 1 }]],
  boot: [['path', { d: 'M7 2.5 H13 V12.5 L19.5 15 C21.5 15.8 21.5 19 21.5 20.5 H4.5 V12 Z', fill: '#8B5A2B', stroke: '#4A2E12', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }]],
  car: [['path', { d: 'M2.5 15.5 V12 L5 11 L7.5 6.5 H15.5 L18.5 11 L21.5 12 V15.5 Z', fill: '#4F7CAC', stroke: '#22405F', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }],
    ['circle', { cx: 7, cy: 16.5, r: 2.6, fill: '#222' }], ['circle', { cx: 17, cy: 16.5, r: 2.6, fill: '#222' }],
    ['path', { d: 'M8.6 7.8 H14.6 L16.3 10.8 H7.1 Z', fill: '#CFE0F0' }]],
  ship: [['path', { d: 'M2 14.5 H22 L18.5 20.5 H5.5 Z', fill: '#2F6E8E', stroke: '#163A4C', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12 2.5 V14 M12 3.5 L19 12.5 H12 Z M11 5.5 L5.5 12.5 H11 Z', fill: '#F2EEE2', stroke: '#163A4C', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }]],
  plane: [['path', { d: 'M12 1.8 C13.2 1.8 13.4 3.5 13.4 5 V9.5 L22 14 V16.3 L13.4 13.6 V18.3 L16 20.2 V22 L12 20.8 L8 22 V20.2 L10.6 18.3 V13.6 L2 16.3 V14 L10.6 9.5 V5 C10.6 3.5 10.8 1.8 12 1.8 Z', fill: '#6A6F7A', stroke: '#2C2F36', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }]],
  fear: [['path', { d: 'M4.5 21.5 V10 C4.5 5 8 2.5 12 2.5 C16 2.5 19.5 5 19.5 10 V21.5 L17 19.5 L14.5 21.5 L12 19.5 L9.5 21.5 L7 19.5 Z', fill: '#5B4A7A', stroke: '#2D2340', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }],
    ['ellipse', { cx: 9.3, cy: 10, rx: 1.6, ry: 2.3, fill: '#F3EEFA' }], ['ellipse', { cx: 14.7, cy: 10, rx: 1.6, ry: 2.3, fill: '#F3EEFA' }],
    ['path', { d: 'M9 15.5 Q12 13.5 15 15.5', fill: 'none', stroke: '#F3EEFA', 'stroke-width': 1.3 }]],
  // the idol token: a tall hexagonal shield with a carved face
  idol: [['path', { d: 'M12 1.5 L20 5.5 V15 L12 22.5 L4 15 V5.5 Z', fill: '#C98B3A', stroke: '#6B4413', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M8.5 9 h2 M13.5 9 h2 M9.5 14 Q12 16 14.5 14 M12 10 V12.5', fill: 'none', stroke: '#6B4413', 'stroke-width': 1.4, 'stroke-linecap': 'round' }]],
  // an item's badge: a pickaxe
  item: [['path', { d: 'M4 7 Q12 1 20 7 Q12 4.5 4 7 Z', fill: '#8F969B', stroke: '#3E4448', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12 5 V22', stroke: '#8B5A2B', 'stroke-width': 2.6, 'stroke-linecap': 'round' }]],
  // the sites' pictures (drawn faint behind a site's contents)
  'pic-camp': [['path', { d: 'M1 22 H23', stroke: '#8C6A3C', 'stroke-width': 1.5 }],
    ['path', { d: 'M3 21 L10 7 L17 21 Z', fill: '#D9B77C', stroke: '#7A5528', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M10 7 L10 21 M8 21 L10 15 L12 21', fill: 'none', stroke: '#7A5528', 'stroke-width': 1 }],
    ['path', { d: 'M19 21 Q18 17.5 20 16 Q20.5 18 22 19 Q21.5 21 19 21 Z', fill: '#D9622B' }]],
  'pic-ruin': [['path', { d: 'M1 22 H23', stroke: '#55704A', 'stroke-width': 1.5 }],
    ['path', { d: 'M4 21 V9 H7.5 V21 Z M16.5 21 V12 H20 V21 Z M3 7 H13 V9 H3 Z', fill: '#B9B29F', stroke: '#5E5A4C', 'stroke-width': 1 }],
    ['path', { d: 'M10 21 L12 17.5 L15 21 Z', fill: '#9C957F' }], ['path', { d: 'M16 10 Q20 6 22 9', fill: 'none', stroke: '#4F7A3A', 'stroke-width': 1.4 }]],
  'pic-temple': [['path', { d: 'M1 22 H23', stroke: '#4E5E7A', 'stroke-width': 1.5 }],
    ['path', { d: 'M2 21.5 H22 V18 H19 V14.5 H16 V11 H13.5 V7 H10.5 V11 H8 V14.5 H5 V18 H2 Z', fill: '#AEB6C4', stroke: '#4A5468', 'stroke-width': 1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M11 21.5 V18 H13 V21.5', fill: '#4A5468' }]],
  'pic-jungle': [['path', { d: 'M2 22 Q5 12 12 9 Q7 15 6 22 Z M22 22 Q19 11 11 7 Q17 14 17.5 22 Z', fill: '#4F7A3A', opacity: 0.8 }],
    ['path', { d: 'M9 22 Q11 14 16 12 Q13 17 13 22 Z', fill: '#6E9A4F' }]],

  card: [['rect', { x: 5, y: 2.5, width: 14, height: 19, rx: 2, fill: '#F4EEDC', stroke: '#5A5040', 'stroke-width': 1.5 }],
    ['path', { d: 'M8 7 H16 M8 10.5 H16', stroke: '#5A5040', 'stroke-width': 1.2 }]],
  card_down: [['rect', { x: 5, y: 2.5, width: 14, height: 19, rx: 2, fill: '#D8CFB8', stroke: '#5A5040', 'stroke-width': 1.5 }],
    ['path', { d: 'M12 6.5 V16.5 M8.5 13 L12 16.5 L15.5 13', fill: 'none', stroke: '#5A5040', 'stroke-width': 1.6, 'stroke-linecap': 'round' }]],
  exile: [['rect', { x: 5, y: 2.5, width: 14, height: 19, rx: 2, fill: '#F4EEDC', stroke: '#5A5040', 'stroke-width': 1.5 }],
    ['path', { d: 'M8.5 8.5 L15.5 15.5 M15.5 8.5 L8.5 15.5', stroke: '#B0301E', 'stroke-width': 2.2, 'stroke-linecap': 'round' }]],
  upgrade: [['circle', { cx: 12, cy: 12, r: 9.5, fill: '#E9F2E4', stroke: '#3F6B34', 'stroke-width': 1.5 }],
    ['path', { d: 'M12 17.5 V7 M7.5 11 L12 6.5 L16.5 11', fill: 'none', stroke: '#3F6B34', 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }]],
  refresh: [['circle', { cx: 12, cy: 12, r: 9.5, fill: '#EEE8F6', stroke: '#5B4A7A', 'stroke-width': 1.5 }],
    ['path', { d: 'M16.5 9 A5.2 5.2 0 1 0 17 13.5', fill: 'none', stroke: '#5B4A7A', 'stroke-width': 2, 'stroke-linecap': 'round' }],
    ['path', { d: 'M17.8 5.8 L17.2 9.8 L13.3 8.9', fill: 'none', stroke: '#5B4A7A', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }]],
  assistant: [['circle', { cx: 12, cy: 7.5, r: 4.5, fill: '#C7CDD2', stroke: '#4A5258', 'stroke-width': 1.4 }],
    ['path', { d: 'M3.5 21.5 C3.5 15.5 7 13 12 13 C17 13 20.5 15.5 20.5 21.5 Z', fill: '#C7CDD2', stroke: '#4A5258', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }]],
  artifact: [['path', { d: 'M12 2 L19 8 L12 22 L5 8 Z', fill: '#9FB0D6', stroke: '#3B4A72', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M5 8 H19 M9 2.8 L9.5 8 L12 22 L14.5 8 L15 2.8', fill: 'none', stroke: '#3B4A72', 'stroke-width': 1 }]],
  guardian: [['path', { d: 'M12 1.5 L21 5 V11 C21 16.5 17 20.5 12 22.5 C7 20.5 3 16.5 3 11 V5 Z', fill: '#7A2E2E', stroke: '#2B1414', 'stroke-width': 1.3 }],
    ['path', { d: 'M8 10 L10.5 12 M16 10 L13.5 12 M9 16 Q12 14 15 16', fill: 'none', stroke: '#F6E7C8', 'stroke-width': 1.5, 'stroke-linecap': 'round' }]],
  points: [['path', { d: 'M12 2 L14.6 8.6 L21.6 9 L16.2 13.5 L18 20.5 L12 16.6 L6 20.5 L7.8 13.5 L2.4 9 L9.4 8.6 Z', fill: '#F1D26B', stroke: '#7C6414', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }]],
};

const ICON_NAMES = Object.keys(ICON_PATHS);

const PICTURES = ['pic-camp', 'pic-ruin', 'pic-temple', 'pic-jungle'];

function iconTitle(ui, name) {
  if (RESOURCES.includes(name)) return tr(ui, 'board.res.' + name);
  if (name === 'item') return tr(ui, 'board.item');
  return tr(ui, 'board.icon.' + name);
}

// The sprite lives once in the document (hidden), rebuilt when the language
// changes so that each symbol's <title> reads in the page's language.
export function ensureSprite(ui) {
  const lang = (ui && ui.lang) || 'en';
  let sp = document.getElementById('ak-sprite');
  if (sp && sp.getAttribute('data-lang') === lang) return;
  if (sp) sp.remove();
  const defs = s('defs');
  for (const name of ICON_NAMES) {
    const sym = s('symbol', { id: 'ak-i-' + name, viewBox: '0 0 24 24' }, PICTURES.includes(name) ? null : s('title', { text: iconTitle(ui, name) }));
    for (const [tag, a] of ICON_PATHS[name]) sym.append(s(tag, a));
    defs.append(sym);
  }
  sp = s('svg', { id: 'ak-sprite', 'data-lang': lang, 'aria-hidden': 'true', width: 0, height: 0,
    style: 'position:absolute;width:0;height:0;overflow:hidden' }, defs);
  document.body.prepend(sp);
}

export function icon(ui, name, extraClass) {
  const known = ICON_PATHS[name] ? name : 'card';
  const e = s('svg', { class: 'ak-ic' + (extraClass ? ' ' + extraClass : ''), viewBox: '0 0 24 24',
    role: 'img', 'aria-label': iconTitle(ui, name) }, s('use', { href: '#ak-i-' + known }));
  return e;
}

// "2[compass]" or "[boot][boot]": small counts as repeated icons, larger as a number.
export function iconCount(ui, name, n) {
  const wrap = h('span', { class: 'ak-ico-n' });
  if (n <= 2 && n > 0) for (let i = 0; i < n; i++) wrap.append(icon(ui, name));
  else wrap.append(h('b', { text: String(n) }), icon(ui, name));
  return wrap;
}

export function costIcons(ui, cost) {
  const wrap = h('span', { class: 'ak-cost' });
  if (!cost) return wrap;
  for (const r of RESOURCES) if (cost[r]) wrap.append(iconCount(ui, r, cost[r]));
  for (const t of cost.travel || []) wrap.append(icon(ui, t));
  if (cost.card_down) wrap.append(icon(ui, 'card_down'));
  if (cost.idol) wrap.append(iconCount(ui, 'idol', cost.idol));
  return wrap;
}

export function travelIcons(ui, travel) {
  const wrap = h('span', { class: 'ak-travel' });
  for (const t of travel || []) wrap.append(icon(ui, t));
  return wrap;
}

// Effect words with icons: "1 coin + 1 arrowhead" -> 1[coin] + 1[arrowhead].
// Only "number resource" pairs and a few stand-alone words are replaced, so that
// prose stays prose.  The Polish texts (texts_pl.js) decline the words: every
// case they use is listed (\p{L} instead of \b, which knows no Polish letters).
const RICH_RE = /(\d+)\s+(coins?|compass(?:es)?|tablets?|arrowheads?|jewels?|boots?|cars?|ships?|planes?|idols?)\b|\b(Fear)\b|\b(card down)\b/g;

const RICH_RE_PL = /(\d+)\s+(monet[aęy]?|kompas(?:y|ów)?|tablicz(?:ka|kę|ki|ek)|grot(?:y|ów)?\s+strzał[y]?|klejnot(?:y|ów)?|samolot(?:y|ów)?|samoch(?:ód|ody|odów)|stat(?:ek|ki|ków))(?!\p{L})|(?<!\p{L})(Strach(?:u)?)(?!\p{L})|(karta do obszaru gry)/gu;

const PL_STEMS = [['monet', 'coin'], ['kompas', 'compass'], ['tablicz', 'tablet'], ['grot', 'arrowhead'],
  ['klejnot', 'jewel'], ['samolot', 'plane'], ['samoch', 'car'], ['stat', 'ship']];

function singular(w) {
  w = w.toLowerCase();
  const pl = PL_STEMS.find(([stem]) => w.startsWith(stem));
  if (pl) return pl[1];
  if (w.startsWith('compass')) return 'compass';
  return w.endsWith('s') ? w.slice(0, -1) : w;
}

export function richText(ui, text) {
  const span = h('span', { class: 'ak-rich' });
  const str = String(text || '');
  let last = 0;
  // Polish text by the Polish words; English (a catalog field without a Polish
  // version) by the English ones
  const re = ui && ui.lang === 'pl' && str.search(RICH_RE_PL) >= 0 ? RICH_RE_PL : RICH_RE;
  for (const m of str.matchAll(re)) {
    if (m.index > last) span.append(str.slice(last, m.index));
    if (m[3]) span.append(icon(ui, 'fear'));
    else if (m[4]) span.append(icon(ui, 'card_down'));
    else span.append(h('b', { text: m[1] }), icon(ui, singular(m[2])));
    last = m.index + m[0].length;
  }
  if (last < str.length) span.append(str.slice(last));
  return span;
}

// ---- seat shapes -------------------------------------------------------------------

function shapePath(shape) {
  switch (shape) {
    case 'square': return ['rect', { x: 3, y: 3, width: 14, height: 14, rx: 1.5 }];
    case 'triangle': return ['path', { d: 'M10 1.8 L18.6 17.2 L1.4 17.2 Z' }];
    case 'diamond': return ['path', { d: 'M10 0.8 L19.2 10 L10 19.2 L0.8 10 Z' }];
    case 'hexagon': return ['path', { d: 'M10 1 L17.8 5.5 V14.5 L10 19 L2.2 14.5 V5.5 Z' }];
    case 'star': return ['path', { d: 'M10 1 L12.4 7.2 L19 7.6 L13.9 11.8 L15.6 18.3 L10 14.6 L4.4 18.3 L6.1 11.8 L1 7.6 L7.6 7.2 Z' }];
    default: return ['circle', { cx: 10, cy: 10, r: 8 }];
  }
}

// kind: 'arch' (archaeologist: filled, white rim), 'glass' (filled), 'notebook' (outlined)
export function seatShape(ui, seat, kind, label) {
  const st = seatStyle(seat);
  const [tag, a] = shapePath(st.shape);
  const attrs = Object.assign({}, a);
  if (kind === 'notebook') Object.assign(attrs, { fill: '#FFFFFF', stroke: st.colour, 'stroke-width': 3.2 });
  else if (kind === 'arch') Object.assign(attrs, { fill: st.colour, stroke: '#FFFFFF', 'stroke-width': 1.8 });
  else Object.assign(attrs, { fill: st.colour, stroke: '#1E1E1E', 'stroke-width': 1.2 });
  const svg = s('svg', { class: 'ak-shape ak-shape-' + kind, viewBox: '-1 -1 22 22', role: 'img',
    'aria-label': label || seatName(ui, seat) }, s(tag, attrs));
  if (kind === 'arch') svg.prepend(s(tag, Object.assign({}, a, { fill: 'none', stroke: '#1E1E1E', 'stroke-width': 3.6 })));
  return svg;
}

// Rebuild el's children with fn, keeping keyboard focus on the same target key.
export function rebuild(el, ui, fn) {
  if (!el) return;
  ensureSprite(ui);
  keepFocus(el, fn);
}
