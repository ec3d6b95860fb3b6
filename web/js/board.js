// board.js - draws Arnak in the browser: the main board, the players' panels and
// the viewer's hand, from a protocol view (docs/PROTOCOL.md) and the catalog of
// static facts (docs/CATALOG.md).  No official artwork: the board follows the
// printed one's plan and colours with the project's own drawing - sites, cards
// and tiles are HTML boxes, icons, site pictures and seat shapes inline SVG
// symbols drawn here.
//
// The board and the hand are laid out at one size and scaled to their boxes
// (stage.js's fitStage, as every board is); the players' panels flow in their
// column.  The exports are every board's (web/js/boards.js): renderBoard,
// renderPlayers, renderHand, legalOf, targetsOf, lastMoves.
//
// Every movable piece carries data-motion, a key that stays with the piece from
// one render to the next (cards: "card:SLUG" for items and artifacts, which
// exist once, "card:SLUG:SEAT:ZONE:N" for basic and Fear cards; archaeologists
// "arch:SEAT:I"; idols "idol:SITE", "idol:SEAT:crate:COUNT", "idol:SEAT:slot:K";
// research tokens "glass:SEAT" / "notebook:SEAT"; "guardian:ID", "assistant:ID",
// "tile:ID", "temple:STACK", "bonus:SPACE:I"), for web/js/motion.js.
//
// Every render function rebuilds its element from scratch (a view is small, a
// rebuild costs a few milliseconds) and puts keyboard focus back on the target
// that had it, so that the app may simply call them again after each update.
//
// Clickable things are "targets" (keys such as "site:P3", see targetsOf): each
// carries data-target, tabindex, role=button and an aria-label; when the app's
// ui.legal has the key it gets the class "legal" and a click / Enter / Space calls
// ui.onTarget(key, event).  What a click then does is the app's business; a click
// on a target that is not legal is left to bubble (nothing here stops it).

import { BOARD_STRINGS, CARD_NAMES_PL } from './board_strings.js';
import { TEXTS_PL } from './pl.js'; // filled once Polish is chosen (texts_pl.js)
import { h, svg as s, keepFocus } from './dom.js';
import { makeTarget } from './targets.js';
import { catOf } from './view.js';
import { seatStyle } from './seats.js';
import { fitStage } from './stage.js';
import { lastMoves } from './motion.js';

// Each player's last turn, for the marks (web/js/motion.js reads Arnak's story).
export { lastMoves };

export { BOARD_STRINGS, CARD_NAMES_PL };

const RESOURCES = ['coin', 'compass', 'tablet', 'arrowhead', 'jewel'];
const SCORE_KEYS = ['research', 'temple', 'idols', 'guardians', 'cards', 'fear'];
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];

// ---- catalog accessors: one per kind, so that a renamed key is one edit ---------

// (view.js's catOf: the protocol message itself or its "catalog" member)
const cat = catOf;
function catCard(catalog, slug) {
  const c = (cat(catalog).cards || {})[slug];
  if (c) return c;
  // no catalog (yet): the name from the slug, the kind where the slug tells it
  const kind = slug === 'fear' ? 'fear' : /^(funding|exploration)-/.test(slug) ? 'basic' : 'unknown';
  const name = String(slug).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return { name, kind, cost: null, points: 0, travel: [], text: '' };
}
function catTile(catalog, id) { return (cat(catalog).site_tiles || {})[id] || { text: id }; }
function catGuardian(catalog, id) { return (cat(catalog).guardians || {})[id] || { name: id, cost: {}, boon: '', text: id }; }
function catAssistant(catalog, id) { return (cat(catalog).assistants || {})[id] || { name: id, silver: '', gold: '', text: id }; }
function catIdol(catalog, name) { return (cat(catalog).idols || {})[name] || { text: name }; }
function catBonus(catalog, name) { return (cat(catalog).bonus_tiles || {})[name] || { text: name }; }
function catIdolSlots(catalog) { return cat(catalog).idol_slots || { points: [1, 2, 3, 4], effects: {} }; }
function catTemple(catalog) { return cat(catalog).temple || { points: [], stacks: {} }; }
function catSide(catalog, side) {
  const s = (cat(catalog).sides || {})[side] || {};
  return { sites: s.sites || {}, research: s.research || {}, research_points: s.research_points || {},
    row_effects: s.row_effects || {}, temple_costs: s.temple_costs || {}, temple_stacks: s.temple_stacks || {},
    rescue_space: s.rescue_space || null };
}
function catRivalTile(catalog, name) {
  const r = cat(catalog).rival || {};
  return (r.tiles || {})[name] || { text: name };
}
// A catalog entry's prose field (effect, text, boon, silver, gold) in the page's
// language: Polish from texts_pl.js where it has the entry, else the catalog's
// English.  kind is the catalog's (cards, site_tiles, guardians, ...).
function localText(ui, kind, key, field, entry) {
  if (ui && ui.lang === 'pl') {
    const e = (TEXTS_PL[kind] || {})[key];
    if (e && typeof e[field] === 'string') return e[field];
  }
  return entry ? entry[field] : undefined;
}
// A camp's effect (field 'sites') or a research row's (field 'glass'/'notebook',
// index row) of a board side in the page's language (texts_pl.js: sides).
function sideText(ui, side, field, key, english) {
  if (ui && ui.lang === 'pl' && english) {
    const sd = (TEXTS_PL.sides || {})[side] || {};
    const v = field === 'sites' ? ((sd.sites || {})[key] || {}).effect : ((sd.row_effects || {})[field] || [])[key];
    if (typeof v === 'string') return v;
  }
  return english;
}
// The whole tooltip text of an entry when the page's language has one (English:
// the catalog's; Polish: texts_pl.js), else null (the board then builds one).
function fullText(ui, kind, key, entry) {
  if (english(ui)) return (entry && entry.text) || null;
  return (ui.lang === 'pl' && localText(ui, kind, key, 'text', null)) || null;
}
// The travel cost of one archaeologist space (docs/CATALOG.md: sites.P0.spaces is
// keyed by the view's space name).  Without a catalog entry, a camp's a/b spaces
// cost 1 and 2 boots (the rulebook's camp; data.h CAMP_SPACE_COST).
function siteSpaceTravel(siteCat, space) {
  const sps = siteCat.spaces;
  const sp = Array.isArray(sps) ? sps.find((x) => x.space === space) : (sps || {})[space];
  if (sp && sp.travel) return sp.travel;
  if ((siteCat.level || 0) === 0) return space.endsWith('b') ? ['boot', 'boot'] : ['boot'];
  return siteCat.travel || [];
}
// Compasses to discover a site: the catalog's figure, else the rulebook's 3 for
// level I and 6 for level II.
function siteDiscoverCost(siteCat, level) {
  if (siteCat.discover && typeof siteCat.discover.compass === 'number') return siteCat.discover.compass;
  return level === 2 ? 6 : 3;
}
// Every bridge into a research space: its resources plus the Snake idol bridge.
function researchCost(def) {
  const c = Object.assign({}, def.cost || {});
  if (def.idol_cost) c.idol = def.idol_cost;
  return c;
}
// The effect a token gets on entering a row (catalog: row_effects.glass[row]).
function rowEffect(side, kind, row) {
  const list = side.row_effects[kind];
  return Array.isArray(list) ? list[row] || null : null;
}
// Temple cost parts: "A" / "B" / "C" (catalog) or 0..2 (sketch).
const COST_LETTERS = ['A', 'B', 'C'];
function templeParts(def) {
  const parts = def.parts || def.cost || [];
  return parts.map((p) => (typeof p === 'number' ? COST_LETTERS[p] : String(p)));
}
function templeCost(side, letter) {
  const tc = side.temple_costs;
  return Array.isArray(tc) ? tc[COST_LETTERS.indexOf(letter)] || {} : tc[letter] || {};
}

// ---- strings -------------------------------------------------------------------

function fill(s, vars) {
  return String(s).replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
}
function tr(ui, key, vars) {
  if (ui && typeof ui.t === 'function') {
    const r = ui.t(key, vars);
    if (typeof r === 'string' && r !== key && r !== '') return r;
  }
  const lang = (ui && ui.lang) || 'en';
  const table = BOARD_STRINGS[lang] || BOARD_STRINGS.en;
  return fill(key in table ? table[key] : (BOARD_STRINGS.en[key] || key), vars);
}
function cardName(ui, catalog, slug) {
  if (ui && typeof ui.cardName === 'function') {
    const n = ui.cardName(slug);
    if (n && n !== slug) return n;
  }
  if (ui && ui.lang === 'pl' && CARD_NAMES_PL[slug]) return CARD_NAMES_PL[slug];
  return catCard(catalog, slug).name || slug;
}
function seatName(ui, seat) {
  if (seat === 'rival') return tr(ui, 'board.rival');
  if (ui && typeof ui.seatName === 'function') {
    const n = ui.seatName(seat);
    if (n) return n;
  }
  return 'P' + (seat + 1);
}
function resWord(ui, r, n) {
  const k = 'board.res.' + r;
  if (RESOURCES.includes(r)) return tr(ui, n === 1 ? k : k + '.n');
  return tr(ui, 'board.icon.' + r);
}
// A cost object ({coin: 1, travel: ["boot"], card_down: 1, idol: 1}) in words.
function costWords(ui, cost) {
  if (!cost) return '';
  const parts = [];
  for (const r of RESOURCES) if (cost[r]) parts.push(cost[r] + ' ' + resWord(ui, r, cost[r]));
  for (const t of cost.travel || []) parts.push(tr(ui, 'board.icon.' + t));
  if (cost.card_down) parts.push(tr(ui, 'board.icon.card_down'));
  if (cost.idol) parts.push(cost.idol + ' ' + tr(ui, 'board.icon.idol'));
  if (cost.fear) parts.push(cost.fear + ' ' + tr(ui, 'board.icon.fear'));
  return parts.join(' + ');
}

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
function ensureSprite(ui) {
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

function icon(ui, name, extraClass) {
  const known = ICON_PATHS[name] ? name : 'card';
  const e = s('svg', { class: 'ak-ic' + (extraClass ? ' ' + extraClass : ''), viewBox: '0 0 24 24',
    role: 'img', 'aria-label': iconTitle(ui, name) }, s('use', { href: '#ak-i-' + known }));
  return e;
}
// "2[compass]" or "[boot][boot]": small counts as repeated icons, larger as a number.
function iconCount(ui, name, n) {
  const wrap = h('span', { class: 'ak-ico-n' });
  if (n <= 2 && n > 0) for (let i = 0; i < n; i++) wrap.append(icon(ui, name));
  else wrap.append(h('b', { text: String(n) }), icon(ui, name));
  return wrap;
}
function costIcons(ui, cost) {
  const wrap = h('span', { class: 'ak-cost' });
  if (!cost) return wrap;
  for (const r of RESOURCES) if (cost[r]) wrap.append(iconCount(ui, r, cost[r]));
  for (const t of cost.travel || []) wrap.append(icon(ui, t));
  if (cost.card_down) wrap.append(icon(ui, 'card_down'));
  if (cost.idol) wrap.append(iconCount(ui, 'idol', cost.idol));
  return wrap;
}
function travelIcons(ui, travel) {
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
function richText(ui, text) {
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
function seatShape(ui, seat, kind, label) {
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

// ---- targets -------------------------------------------------------------------------

// The board keys an action points at (docs/ACTION_INFO.md).  Several keys when
// the action may be started from several places (a dig: its site or its space).
// Keys: site:P3, space:P0a, row:SLUG, hand:SLUG, play:SLUG, drawn:SLUG (cards
// drawn and held apart, shown beside the hand), research:B5 / research:temple,
// token:glass / token:notebook, temple:2-left, supply-assistant:0..2,
// assistant:SLOT, guardian:G03, bonus:NAME, idol-slot, deck, exile, pass.
// Paying a travel cost with a card from hand points at hand:SLUG; a choice
// between programs, "yes"/"skip"/"keep" and end-turn point at nothing (the
// app's decision bar and action list).
export function targetsOf(info) {
  if (!info || typeof info !== 'object') return [];
  const keys = [];
  const add = (k) => { if (k && !keys.includes(k)) keys.push(k); };
  const zoneKey = (zone, card) => {
    if (!card) return null;
    if (zone === 'play') return 'play:' + card;
    if (zone === 'exile') return 'exile';
    if (zone === 'drawn') return 'drawn:' + card;
    if (zone === 'hand' || zone === 'fear-tile' || !zone) return 'hand:' + card;
    return null;
  };
  switch (info.kind) {
    case 'pass': add('pass'); break;
    case 'dig': case 'discover': case 'activate': case 'return-archaeologist':
      if (info.site) add('site:' + info.site);
      if (info.space) add('space:' + info.space);
      break;
    case 'activate-two':
      for (const x of info.sites || []) add('site:' + x);
      break;
    case 'overcome': case 'overcome-free':
      if (info.guardian) add('guardian:' + info.guardian);
      if (info.site) add('site:' + info.site);
      break;
    case 'boon':
      if (info.guardian) add('guardian:' + info.guardian);
      break;
    case 'move-guardian':
      if (typeof info.to === 'string') add('site:' + info.to);
      break;
    case 'relocate':
      if (typeof info.to === 'string') add('site:' + info.to);
      break;
    case 'buy':
      if (info.card) add('row:' + info.card);
      break;
    case 'use-effect':
      if (info.card) add('play:' + info.card);
      break;
    case 'play': case 'exile': case 'discard': case 'keep-drawn': case 'return-drawn': case 'take-exiled':
      add(zoneKey(info.zone, info.card));
      break;
    case 'research':
      if (info.research_space) add('research:' + info.research_space);
      else if (info.to) add('research:' + info.to);
      if (info.temple) add('research:temple');
      if (info.token) add('token:' + info.token);
      break;
    case 'temple':
      if (info.temple_stack) add('temple:' + info.temple_stack);
      break;
    case 'order':
      if (info.research_space) add('research:' + info.research_space);
      break;
    case 'bonus':
      if (info.bonus_tile) add('bonus:' + info.bonus_tile);
      if (info.research_space) add('research:' + info.research_space);
      break;
    case 'assistant': case 'upgrade-assistant': case 'refresh-assistant':
      if (typeof info.slot === 'number') add('assistant:' + info.slot);
      break;
    case 'recruit': case 'use-supply-assistant':
      if (typeof info.stack === 'number') add('supply-assistant:' + info.stack);
      break;
    case 'exchange-assistant':
      if (typeof info.slot === 'number') add('assistant:' + info.slot);
      if (typeof info.stack === 'number') add('supply-assistant:' + info.stack);
      break;
    case 'idol': add('idol-slot'); break;
    case 'draw': add('deck'); break;
    case 'pay': {
      // paying with a card from hand: the card is a target too
      const kinds = info.payment_kinds || [];
      (info.payment || []).forEach((p, i) => {
        if (kinds[i] === 'card') add('hand:' + p);
        else if (kinds[i] === 'boon') add('guardian:' + p);
      });
      break;
    }
    default: break;
  }
  return keys;
}

// Kinds shown as buttons in the decision bar even when the board has a target for them.
const BAR_KINDS = new Set(['pay', 'pass', 'end-turn', 'skip', 'keep', 'yes', 'choose', 'order', 'draw',
  'take-count', 'use-effect', 'upgrade', 'bonus']);

/** The targets of the view's actions: {legal: Map key -> actions, bar: the decision bar's}. */
export function legalOf(v) {
  const legal = new Map();
  const bar = [];
  for (const a of (v && v.actions) || []) {
    let keys = [];
    if (a.info) {
      try { keys = targetsOf(a.info) || []; } catch (e) { keys = []; }
    }
    for (const k of keys) {
      if (!legal.has(k)) legal.set(k, []);
      legal.get(k).push(a);
    }
    if (!keys.length || (a.info && BAR_KINDS.has(a.info.kind))) bar.push(a);
  }
  return { legal, bar };
}

// Rebuild el's children with fn, keeping keyboard focus on the same target key.
function rebuild(el, ui, fn) {
  if (!el) return;
  ensureSprite(ui);
  keepFocus(el, fn);
}

// ---- cards -------------------------------------------------------------------------

function cardKindLabel(ui, kind) {
  return tr(ui, kind === 'artifact' ? 'board.artifact' : kind === 'fear' ? 'board.fear' : kind === 'basic' ? 'board.basic' : 'board.item');
}
// Tooltips: in English the catalog's own text (what the terminal's `explain`
// prints), in Polish its version in texts_pl.js; without either (no catalog yet,
// an unknown card) the facts in the page's language around the effect words.
function english(ui) { return !ui || !ui.lang || ui.lang === 'en'; }
function cardTip(ui, catalog, slug) {
  const c = catCard(catalog, slug);
  const full = fullText(ui, 'cards', slug, c);
  if (full && (c.effect || !english(ui))) return full;
  const lines = [cardName(ui, catalog, slug) + (c.kind === 'unknown' ? '' : ' — ' + cardKindLabel(ui, c.kind))];
  const facts = [];
  if ((c.kind === 'item' || c.kind === 'artifact') && typeof c.cost === 'number') {
    facts.push(tr(ui, 'board.cost', { cost: c.cost + ' ' + resWord(ui, c.kind === 'item' ? 'coin' : 'compass', c.cost) }));
  }
  if (c.points) facts.push(tr(ui, 'board.points_n', { n: c.points }));
  if ((c.travel || []).length) facts.push(tr(ui, 'board.travel') + ': ' + c.travel.map((t) => tr(ui, 'board.icon.' + t)).join(' + '));
  if (c.action && c.action !== 'none') facts.push(tr(ui, 'board.' + c.action));
  if (facts.length) lines.push(facts.join('; '));
  const eff = localText(ui, 'cards', slug, 'effect', c);
  if (eff || c.text) lines.push(eff || c.text);
  return lines.join('\n');
}
// A card's motion key (data-motion, for web/js/motion.js): items and artifacts
// exist once each, so their slug follows them from the row to a hand or a play
// area; basic and Fear cards repeat, so theirs names the seat, the zone and the
// copy (the n-th of that slug there).
function cardMotion(c, slug, where) {
  if (c.kind === 'item' || c.kind === 'artifact') return 'card:' + slug;
  return where ? 'card:' + slug + ':' + where : null;
}
// The corner badge of a card's kind: a pickaxe for items, a gem for artifacts,
// the Fear mask, a compass rose for the basic cards.
const KIND_ICON = { item: 'item', artifact: 'artifact', fear: 'fear', basic: 'compass' };
// size: 'row' | 'hand' | 'mini' | 'zoom' (the close-up); where: the motion key's
// seat and zone for repeated cards ("0:hand:1")
function cardEl(ui, catalog, slug, key, size, where) {
  const c = catCard(catalog, slug);
  const name = cardName(ui, catalog, slug);
  const e = h('div', { class: 'ak-card ak-card-' + (c.kind || 'item') + ' ak-card-' + size, 'data-tip': cardTip(ui, catalog, slug),
    'data-card': slug, 'data-motion': cardMotion(c, slug, where) });
  // basic cards are printed in their owner's colour
  if (c.kind === 'basic' && where) e.style.setProperty('--seat', seatStyle(Number(String(where).split(':')[0]) || 0).colour);
  if (size === 'mini') {
    e.append(h('span', { class: 'ak-card-name', text: name }));
    for (const t of c.travel || []) e.append(icon(ui, t));
  } else {
    // the printed card: travel icons top left, kind badge top right, the name,
    // the whole effect, the cost bottom left and the points bottom right
    const head = h('div', { class: 'ak-card-head' }, travelIcons(ui, c.travel),
      c.action && c.action !== 'none' ? h('span', { class: 'ak-card-act ak-act-' + c.action, title: tr(ui, 'board.' + c.action),
        text: c.action === 'main' ? '▶' : '⚡' }) : null,
      icon(ui, KIND_ICON[c.kind] || 'card', 'ak-card-kind'));
    // the kind's emblem, large and faint, as the card's picture
    e.append(s('svg', { class: 'ak-card-art', viewBox: '0 0 24 24', 'aria-hidden': 'true' }, s('use', { href: '#ak-i-' + (KIND_ICON[c.kind] || 'card') })));
    e.append(head, h('div', { class: 'ak-card-name', text: name }));
    e.append(h('div', { class: 'ak-card-eff' }, richText(ui, localText(ui, 'cards', slug, 'effect', c) || c.text || '')));
    const foot = h('div', { class: 'ak-card-foot' });
    if ((c.kind === 'item' || c.kind === 'artifact') && typeof c.cost === 'number') {
      foot.append(h('span', { class: 'ak-card-cost' }, iconCount(ui, c.kind === 'item' ? 'coin' : 'compass', c.cost)));
    } else foot.append(h('span'));
    if (c.points) foot.append(h('span', { class: 'ak-card-pts', title: tr(ui, 'board.points_n', { n: c.points }) },
      h('b', { text: String(c.points) }), icon(ui, 'points')));
    e.append(foot);
  }
  if (key) makeTarget(e, ui, key, name);
  return e;
}

// The close-up of a card (hover or long press, web/js/closeup.js): the card's
// face at its largest, drawn with the last render's language and catalog.
let lastDraw = { ui: null, catalog: null };
export function cardCloseup(slug) {
  if (!slug) return null;
  ensureSprite(lastDraw.ui);
  return cardEl(lastDraw.ui, lastDraw.catalog, slug, null, 'zoom');
}

// ---- the main board ------------------------------------------------------------------

// The printed board's plan: the decks and the card row along the top, the island
// on the left (level II sites at the top, then two rows of level I sites, the
// camps along the bottom), the research track on the right with the Lost Temple
// and its tiles at its top, the assistants' stacks at the bottom right.
export function renderBoard(el, view, catalog, ui) {
  lastDraw = { ui, catalog };
  rebuild(el, ui, () => {
    const st = view && view.state;
    if (!st) return;
    const root = h('div', { class: 'ak-board ak-side-' + st.side + (st.rival ? ' ak-solo' : '') });
    const left = h('div', { class: 'ak-left' }, drawMap(view, catalog, ui));
    if (st.rival) left.append(drawRival(view, catalog, ui));
    const right = h('div', { class: 'ak-right' }, drawTemple(view, catalog, ui), drawResearch(view, catalog, ui));
    // the assistants' stacks end the top strip (the board is wider than tall there)
    const strip = drawRowStrip(view, catalog, ui);
    strip.append(drawSupply(view, catalog, ui));
    root.append(strip, left, right);
    fitStage(el, root, 'both', 1.6);
  });
}

function drawRowStrip(view, catalog, ui) {
  const st = view.state;
  const wrap = h('section', { class: 'ak-rowstrip', 'aria-label': tr(ui, 'board.row') });
  // decks, exile, Fear supply, site stacks
  const ex = st.exile || {};
  const nEx = (ex.items || []).length + (ex.artifacts || []).length + (ex.basic || []).length;
  const chips = h('div', { class: 'ak-chips' });
  const deck = h('div', { class: 'ak-chip ak-deck', 'data-tip': tr(ui, 'board.deck_tip',
    { i: st.item_deck ? st.item_deck.count : 0, a: st.artifact_deck ? st.artifact_deck.count : 0 }) },
  h('span', { class: 'ak-chip-k ak-k-item', text: tr(ui, 'board.item_deck') }), h('b', { text: String(st.item_deck ? st.item_deck.count : 0) }),
  h('span', { class: 'ak-chip-k ak-k-artifact', text: tr(ui, 'board.artifact_deck') }), h('b', { text: String(st.artifact_deck ? st.artifact_deck.count : 0) }));
  makeTarget(deck, ui, 'deck', tr(ui, 'board.deck_tip', { i: st.item_deck ? st.item_deck.count : 0, a: st.artifact_deck ? st.artifact_deck.count : 0 }));
  const exTip = tr(ui, 'board.exile_tip', { i: (ex.items || []).length, a: (ex.artifacts || []).length, b: (ex.basic || []).length });
  const exNames = [].concat(ex.items || [], ex.artifacts || []).map((x) => cardName(ui, catalog, x));
  const exile = h('div', { class: 'ak-chip ak-exile', 'data-tip': exTip + (exNames.length ? '\n' + exNames.join(', ') : '') },
    icon(ui, 'exile'), h('span', { text: tr(ui, 'board.exile') }), h('b', { text: String(nEx) }));
  makeTarget(exile, ui, 'exile', exTip);
  const fear = h('div', { class: 'ak-chip', 'data-tip': tr(ui, 'board.fear_supply') + ': ' + st.fear_supply },
    icon(ui, 'fear'), h('b', { text: String(st.fear_supply) }));
  const stk = st.site_stacks || {};
  const stacks = h('div', { class: 'ak-chip ak-chip-muted', 'data-tip': tr(ui, 'board.site_stacks', { l1: stk.level1, l2: stk.level2, g: stk.guardians }) },
    h('span', { text: 'I ' + stk.level1 + ' · II ' + stk.level2 }), guardianBadge(ui, null), h('b', { text: String(stk.guardians) }));
  const round = h('div', { class: 'ak-chip ak-round', 'data-tip': tr(ui, 'board.moon_staff', { r: ROMAN[st.round] || st.round }) },
    h('span', { text: tr(ui, 'board.round', { r: ROMAN[st.round] || st.round }) }));
  chips.append(round, deck, exile, fear, stacks);
  wrap.append(chips);

  // the row, with the moon staff after the artifacts (round r: r artifacts on its left)
  const row = h('div', { class: 'ak-row' });
  const cards = st.row || [];
  const staffAt = Math.max(1, Math.min(5, st.round || 1));
  cards.forEach((slug, i) => {
    if (i === staffAt) row.append(moonStaff(ui, st.round));
    if (slug) row.append(cardEl(ui, catalog, slug, 'row:' + slug, 'row'));
    else row.append(h('div', { class: 'ak-card ak-card-empty ak-card-row', 'aria-hidden': 'true' }));
  });
  if (cards.length <= staffAt) row.append(moonStaff(ui, st.round));
  if (st.revealed) {
    row.append(h('div', { class: 'ak-revealed' }, cardEl(ui, catalog, st.revealed, 'row:' + st.revealed, 'row')));
  }
  wrap.append(row);
  return wrap;
}

function moonStaff(ui, round) {
  const r = Math.max(1, Math.min(5, round || 1));
  const label = tr(ui, 'board.moon_staff', { r: ROMAN[r] });
  // the moon waxes from a thin crescent (round I) to full (round V)
  const phase = (r - 1) / 4; // 0..1
  const svg = s('svg', { class: 'ak-moon', viewBox: '0 0 24 24', role: 'img', 'aria-label': label },
    s('circle', { cx: 12, cy: 12, r: 10, fill: '#2E3440' }),
    s('path', { d: moonPath(phase), fill: '#F3E7B3' }));
  return h('div', { class: 'ak-staff', 'data-tip': label },
    svg, h('span', { class: 'ak-staff-r', text: ROMAN[r] }), h('div', { class: 'ak-staff-pole' }));
}
function moonPath(phase) {
  // lit part: right half-disc plus an ellipse of width w (negative: crescent)
  const w = 10 * (2 * (0.15 + 0.85 * phase) - 1);
  const sweep = w >= 0 ? 1 : 0;
  return 'M12 2 A10 10 0 0 1 12 22 A' + Math.abs(w).toFixed(2) + ' 10 0 0 ' + sweep + ' 12 2 Z';
}

function guardianBadge(ui, id) {
  return s('svg', { class: 'ak-gshield', viewBox: '0 0 24 24', 'aria-hidden': 'true' },
    s('path', { d: 'M12 1.5 L21 5 V11 C21 16.5 17 20.5 12 22.5 C7 20.5 3 16.5 3 11 V5 Z', fill: id ? '#7A2E2E' : '#9C8F80', stroke: '#2B1414', 'stroke-width': 1.3 }),
    s('path', { d: 'M8 10 L10.5 12 M16 10 L13.5 12 M9 16 Q12 14 15 16', fill: 'none', stroke: '#F6E7C8', 'stroke-width': 1.5, 'stroke-linecap': 'round' }));
}

function drawMap(view, catalog, ui) {
  const st = view.state;
  const side = catSide(catalog, st.side);
  const map = h('section', { class: 'ak-map', 'aria-label': tr(ui, 'board.level1') + ' / ' + tr(ui, 'board.level2') });
  const rows = [[], [], [], []];
  for (const site of st.sites || []) {
    const sc = side.sites[site.site] || {};
    const rowIdx = typeof sc.row === 'number' ? sc.row : site.level === 0 ? 0 : site.level === 2 ? 3 : 1;
    rows[rowIdx].push({ site, sc, col: typeof sc.col === 'number' ? sc.col : 0 });
  }
  archKeys(st);
  // the island from the top: level II, level I, level I, the camps
  for (let r = 3; r >= 0; r--) {
    const line = h('div', { class: 'ak-siterow ak-siterow-' + r });
    rows[r].sort((a, b) => a.col - b.col || a.site.site.localeCompare(b.site.site, 'en', { numeric: true }));
    for (const x of rows[r]) line.append(drawSite(view, catalog, ui, x.site, x.sc));
    map.append(line);
  }
  return map;
}

// Each archaeologist's motion key ("arch:SEAT:0" / "arch:SEAT:1") stays with it
// while it stands on a space: the spaces of the last render keep their index,
// a newly placed one takes the index its seat has free.  The ones at home take
// the rest (the players' panels).
let archAt = new Map(); // "SEAT" -> Map(space -> index)
function archKeys(st) {
  const next = new Map();
  for (const site of st.sites || []) {
    for (const sp of site.spaces || []) {
      const o = sp.occupant;
      if (o === null || o === undefined || o === 'blocked') continue;
      const k = String(o);
      if (!next.has(k)) next.set(k, new Map());
      const was = archAt.get(k);
      next.get(k).set(sp.space, was && was.has(sp.space) ? was.get(sp.space) : -1);
    }
  }
  for (const m of next.values()) {
    const used = new Set([...m.values()].filter((i) => i >= 0));
    for (const [space, i] of m) {
      if (i >= 0) continue;
      let j = 0;
      while (used.has(j)) j++;
      used.add(j);
      m.set(space, j);
    }
  }
  archAt = next;
}
function archMotion(seat, space) {
  const m = archAt.get(String(seat));
  return 'arch:' + seat + ':' + (m && m.has(space) ? m.get(space) : 0);
}
// The indexes of a seat's archaeologists at home (not on a space).
function archHome(seat) {
  const used = new Set((archAt.get(String(seat)) || new Map()).values());
  return [0, 1, 2, 3].filter((i) => !used.has(i));
}

function occupantLabel(ui, occ) {
  if (occ === null || occ === undefined) return tr(ui, 'board.empty_space');
  if (occ === 'blocked') return tr(ui, 'board.blocked');
  return tr(ui, 'board.occupied', { who: seatName(ui, occ) });
}

function drawSpace(view, ui, sp, travel) {
  const occ = sp.occupant;
  const blocked = occ === 'blocked';
  const label = tr(ui, 'board.space', { space: sp.space }) + ' (' + travel.map((t) => tr(ui, 'board.icon.' + t)).join(' + ') + '): ' + occupantLabel(ui, occ);
  const e = h('div', { class: 'ak-space' + (blocked ? ' ak-blocked' : '') + (occ !== null && occ !== undefined && !blocked ? ' ak-occupied' : ''),
    'data-tip': label });
  if (occ !== null && occ !== undefined && !blocked) {
    const fig = seatShape(ui, occ, 'arch', seatName(ui, occ));
    fig.setAttribute('data-motion', archMotion(occ, sp.space));
    e.append(fig);
  }
  else if (blocked) e.append(s('svg', { class: 'ak-x', viewBox: '0 0 20 20', 'aria-hidden': 'true' },
    s('path', { d: 'M5 5 L15 15 M15 5 L5 15', stroke: '#8C8273', 'stroke-width': 2.2, 'stroke-linecap': 'round' })));
  return makeTarget(e, ui, 'space:' + sp.space, label);
}

function drawSite(view, catalog, ui, site, sc) {
  const lvl = site.level || 0;
  const discovered = lvl === 0 || !!site.tile;
  const cls = 'ak-site ak-lvl' + lvl + (discovered ? ' ak-found' : ' ak-hidden-site');
  const e = h('div', { class: cls });
  // the place's picture (a camp's tent, ruins, a temple; a face-down tile's jungle)
  e.append(sitePicture(lvl, discovered));
  const head = h('div', { class: 'ak-site-head' }, h('span', { class: 'ak-site-name', text: site.site }));
  let effectText = '';
  const tipLines = [tr(ui, 'board.site', { site: site.site }) + ' — ' + tr(ui, lvl === 0 ? 'board.camp' : lvl === 1 ? 'board.level1' : 'board.level2')];
  const body = h('div', { class: 'ak-site-body' });
  if (lvl === 0) {
    if (sc.effect) {
      const eff = sideText(ui, view.state.side, 'sites', site.site, sc.effect);
      head.append(h('span', { class: 'ak-camp-eff' }, richText(ui, eff)));
      tipLines.push(eff);
    }
    const spaces = h('div', { class: 'ak-spaces' });
    for (const sp of site.spaces || []) {
      const travel = siteSpaceTravel(sc, sp.space);
      spaces.append(h('div', { class: 'ak-campspace' }, drawSpace(view, ui, sp, travel), travelIcons(ui, travel)));
    }
    body.append(spaces);
  } else {
    const travel = siteSpaceTravel(sc, site.site);
    head.append(travelIcons(ui, travel));
    tipLines.push(tr(ui, 'board.travel') + ': ' + travel.map((t) => tr(ui, 'board.icon.' + t)).join(' + '));
    const spaces = h('div', { class: 'ak-spaces' });
    for (const sp of site.spaces || []) spaces.append(drawSpace(view, ui, sp, travel));
    body.append(spaces);
    if (!discovered) {
      const n = siteDiscoverCost(sc, lvl);
      tipLines.push(tr(ui, 'board.undiscovered') + '; ' + tr(ui, 'board.discover_cost', { n }));
      head.insertBefore(h('span', { class: 'ak-disc', title: tr(ui, 'board.discover_cost', { n }) }, iconCount(ui, 'compass', n)), head.children[1] || null);
    } else {
      const tile = catTile(catalog, site.tile);
      e.setAttribute('data-motion', 'tile:' + site.tile);
      head.append(h('span', { class: 'ak-tile-id', text: site.tile }));
      effectText = localText(ui, 'site_tiles', site.tile, 'effect', tile) || tile.text || '';
      tipLines.push(fullText(ui, 'site_tiles', site.tile, tile) || tr(ui, 'board.tile', { tile: site.tile }) + ': ' + effectText);
    }
    if (site.idol || site.face_down_idols) {
      const idc = site.idol ? catIdol(catalog, site.idol) : null;
      const tips = [];
      if (idc) tips.push(fullText(ui, 'idols', site.idol, idc) || tr(ui, 'board.idol_here', { effect: localText(ui, 'idols', site.idol, 'effect', idc) || idc.text || site.idol }));
      if (site.face_down_idols) tips.push(tr(ui, 'board.face_down_tip', { n: site.face_down_idols }));
      const idol = h('div', { class: 'ak-idols', 'data-tip': tips.join('\n'), 'aria-label': tips.join('; ') });
      if (idc) idol.append(h('span', { class: 'ak-idol', 'data-motion': 'idol:' + site.site }, icon(ui, 'idol', 'ak-idol-base'), icon(ui, idolRewardIcon(site.idol), 'ak-idol-reward')));
      // "+1 face down": the level II idol lying under the face-up one, drawn as a
      // dark token tucked behind it
      if (site.face_down_idols) {
        idol.append(h('span', { class: 'ak-facedown', title: tr(ui, 'board.face_down', { n: site.face_down_idols }) },
          h('b', { text: '+' + site.face_down_idols })));
      }
      body.append(idol);
      tipLines.push(...tips);
    }
    if (site.guardian) tipLines.push(tr(ui, 'board.guardian', { g: site.guardian }));
    // the guardian sits in the head line, beside the travel cost
    if (site.guardian) head.insertBefore(drawGuardian(ui, catalog, site.guardian, 'guardian:' + site.guardian, undefined, true), head.lastChild);
  }
  // a discovered site's effect beside its space (the idol is gone by then)
  if (effectText) body.append(h('div', { class: 'ak-site-eff' }, richText(ui, effectText)));
  e.append(head, body);
  for (const sp of site.spaces || []) {
    if (sp.occupant !== null && sp.occupant !== undefined && sp.occupant !== 'blocked') tipLines.push(sp.space + ': ' + occupantLabel(ui, sp.occupant));
  }
  e.setAttribute('data-tip', tipLines.join('\n'));
  return makeTarget(e, ui, 'site:' + site.site, tipLines[0]);
}

// A guardian's boon as an icon where it is one (a travel icon, exile, draw,
// upgrade), else nothing: the words are in the tooltip.
function boonIcon(ui, g) {
  if (g.boon_travel) return h('span', { class: 'ak-boon' }, '→', icon(ui, g.boon_travel));
  const b = String(g.boon || '').toLowerCase();
  const name = ['boot', 'car', 'ship', 'plane'].find((x) => b === x || b.includes(' ' + x + ' ') || b.startsWith(x + ' ')) ||
    (b.includes('exile') ? 'exile' : b.includes('draw') ? 'card' : b.includes('upgrade') ? 'upgrade' : null);
  return name ? h('span', { class: 'ak-boon' }, '→', icon(ui, name)) : null;
}

// A site's picture, faint behind its contents: a tent for a camp, ruins for a
// level I site, a stepped temple for level II, jungle for a face-down tile.
function sitePicture(lvl, discovered) {
  const name = !discovered ? 'pic-jungle' : lvl === 0 ? 'pic-camp' : lvl === 1 ? 'pic-ruin' : 'pic-temple';
  return s('svg', { class: 'ak-site-pic', viewBox: '0 0 24 24', 'aria-hidden': 'true', preserveAspectRatio: 'xMaxYMax meet' },
    s('use', { href: '#ak-i-' + name }));
}

function idolRewardIcon(name) {
  return { coin: 'coin', compass: 'compass', tablet: 'tablet', exile: 'exile', upgrade: 'upgrade', refresh: 'refresh' }[name] || 'idol';
}

function guardianTip(ui, catalog, id) {
  const g = catGuardian(catalog, id);
  const full = fullText(ui, 'guardians', id, g);
  if (full) return full;
  return tr(ui, 'board.guardian_tip', { g: g.name || id, cost: costWords(ui, g.cost) || '-', boon: localText(ui, 'guardians', id, 'boon', g) || '-' });
}
// compact: the shield, its name (left out on the map, where room is short: the
// tooltip and aria-label name it) and its boon; the cost is in the tooltip
function drawGuardian(ui, catalog, id, key, used, noName) {
  const g = catGuardian(catalog, id);
  const tip = guardianTip(ui, catalog, id) + (used === undefined ? '' : '\n' + tr(ui, used ? 'board.boon_used' : 'board.boon_ready'));
  const e = h('div', { class: 'ak-guardian' + (used ? ' ak-used' : ''), 'data-tip': tip, 'data-motion': 'guardian:' + id },
    guardianBadge(ui, id), noName ? null : h('span', { class: 'ak-g-name', text: id }), boonIcon(ui, g));
  return makeTarget(e, ui, key, tr(ui, 'board.guardian', { g: id }));
}

// ---- research track, Lost Temple, temple tiles ------------------------------------------

const TRACK_W = 330;
const ROW_H = 34;
const SP_W = 76;
const SP_H = 31;
const LABEL_W = 50;

function researchLayout(side, st) {
  // spaces by row, names in order; positions spread evenly across the track
  const names = Object.keys(side.research);
  if (!names.length) {
    // no catalog: the spaces the view names (tokens, bonus tiles) on one row each
    const seen = new Set(Object.keys(st.research_bonus || {}));
    for (const p of st.players || []) { seen.add(p.glass); seen.add(p.notebook); }
    return { pos: {}, rows: 0, names: [...seen] };
  }
  const byRow = {};
  for (const n of names) {
    const r = side.research[n].row;
    (byRow[r] = byRow[r] || []).push(n);
  }
  const maxRow = Math.max(...Object.keys(byRow).map(Number));
  const pos = {};
  const span = TRACK_W - LABEL_W - 4;
  for (const [r, list] of Object.entries(byRow)) {
    list.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const wide = list.length === 1 && (Number(r) === 0 || Number(r) === maxRow);
    list.forEach((n, i) => {
      const cx = LABEL_W + 2 + span * (i + 0.5) / list.length;
      const w = wide ? span - 16 : SP_W;
      pos[n] = { x: cx - w / 2, y: (maxRow - Number(r)) * ROW_H + 3, w, hgt: SP_H, cx, row: Number(r) };
    });
  }
  return { pos, rows: maxRow + 1, names };
}

function drawResearch(view, catalog, ui) {
  const st = view.state;
  const side = catSide(catalog, st.side);
  const lay = researchLayout(side, st);
  const wrap = h('section', { class: 'ak-research', 'aria-label': tr(ui, 'board.research') });
  const height = lay.rows * ROW_H + 2;
  const box = h('div', { class: 'ak-track', style: { width: TRACK_W + 'px', height: height + 'px' } });
  // bridges (up connections) under the spaces
  const svg = s('svg', { class: 'ak-bridges', width: TRACK_W, height, viewBox: '0 0 ' + TRACK_W + ' ' + height, 'aria-hidden': 'true' });
  for (const n of lay.names) {
    const a = lay.pos[n];
    if (!a) continue;
    for (const u of side.research[n].up || []) {
      const b = lay.pos[u];
      if (!b) continue;
      svg.append(s('line', { x1: a.cx, y1: a.y + 4, x2: b.cx, y2: b.y + b.hgt - 4, class: 'ak-bridge' }));
    }
  }
  // row points at the left edge: glass (filled) above notebook (outlined)
  const rp = side.research_points;
  for (let r = 0; r < lay.rows; r++) {
    const y = (lay.rows - 1 - r) * ROW_H + 3;
    const g = (rp.glass || [])[r];
    const nb = (rp.notebook || [])[r];
    if (g === undefined && nb === undefined) continue;
    const ge = rowEffect(side, 'glass', r);
    const ne = rowEffect(side, 'notebook', r);
    const tip = tr(ui, 'board.row_points', { row: r, g: g === undefined ? '-' : g, n: nb === undefined ? '-' : nb }) +
      (ge ? '\n' + tr(ui, 'board.glass') + ': ' + ge : '') + (ne ? '\n' + tr(ui, 'board.notebook') + ': ' + ne : '');
    // points of the row, and what entering it gives (glass above, notebook below)
    box.append(h('div', { class: 'ak-rowpts', style: { top: y + 'px', height: SP_H + 'px' }, 'data-tip': tip },
      h('span', { class: 'ak-rp-g' }, h('b', { text: g === undefined ? '' : String(g) }), rowEffectIcons(ui, ge)),
      h('span', { class: 'ak-rp-n' }, h('b', { text: nb === undefined ? '' : String(nb) }), rowEffectIcons(ui, ne))));
  }
  box.append(svg);
  // the spaces
  const tokensAt = {};
  (st.players || []).forEach((p, i) => {
    const seat = typeof p.seat === 'number' ? p.seat : i;
    if (p.glass) (tokensAt[p.glass] = tokensAt[p.glass] || []).push({ seat, kind: 'glass' });
    if (p.notebook) (tokensAt[p.notebook] = tokensAt[p.notebook] || []).push({ seat, kind: 'notebook' });
  });
  if (st.rival && st.rival.glass) (tokensAt[st.rival.glass] = tokensAt[st.rival.glass] || []).push({ seat: 'rival', kind: 'glass' });
  const top = lay.rows - 1;
  for (const n of lay.names) {
    const p = lay.pos[n];
    if (!p) continue;
    const def = side.research[n] || {};
    const isTemple = p.row === top && top > 0;
    const e = h('div', { class: 'ak-rsp' + (isTemple ? ' ak-rsp-temple' : '') + (p.row === 0 ? ' ak-rsp-start' : ''),
      style: { left: p.x + 'px', top: p.y + 'px', width: p.w + 'px', height: p.hgt + 'px' } });
    const tipLines = [isTemple ? tr(ui, 'board.lost_temple') + ' (' + n + ')' : tr(ui, 'board.research_space', { space: n })];
    const cost = researchCost(def);
    const costW = costWords(ui, cost);
    if (costW) tipLines.push(tr(ui, 'board.research_cost', { cost: costW }));
    const ge = rowEffect(side, 'glass', p.row);
    const ne = rowEffect(side, 'notebook', p.row);
    if (ge) tipLines.push(tr(ui, 'board.glass') + ': ' + sideText(ui, st.side, 'glass', p.row, ge));
    if (ne) tipLines.push(tr(ui, 'board.notebook') + ': ' + sideText(ui, st.side, 'notebook', p.row, ne));
    const line1 = h('div', { class: 'ak-rsp-top' });
    if (Object.keys(cost).length) line1.append(costIcons(ui, cost));
    if (side.rescue_space ? n === side.rescue_space : (st.side === 'snake' && def.idol_cost && st.rescue)) {
      const rc = st.rescue ? st.rescue.count : 0;
      tipLines.push(tr(ui, 'board.rescue', { n: rc }));
      line1.append(h('span', { class: 'ak-rescue', title: tr(ui, 'board.rescue', { n: rc }), text: 'A×' + rc }));
    }
    ((st.research_bonus || {})[n] || []).forEach((b, bi) => {
      const bt = catBonus(catalog, b);
      const tip = fullText(ui, 'bonus_tiles', b, bt) || tr(ui, 'board.bonus', { effect: localText(ui, 'bonus_tiles', b, 'effect', bt) || bt.text || b });
      const tile = h('span', { class: 'ak-bonus', 'data-tip': tip, 'data-motion': 'bonus:' + n + ':' + bi }, icon(ui, bonusIcon(b)));
      makeTarget(tile, ui, 'bonus:' + b, tip);
      line1.append(tile);
      tipLines.push(tip);
    });
    if (isTemple && st.lost_temple) {
      const lt = catTemple(catalog);
      const tip = tr(ui, 'board.lost_temple_tip', { n: st.lost_temple.count, pts: (lt.points || []).join(', ') });
      const stack = h('span', { class: 'ak-ltstack', 'data-tip': tip + ((st.lost_temple.tiles || []).length ? '\n' + st.lost_temple.tiles.join(', ') : '') },
        icon(ui, 'card'), h('b', { text: '×' + st.lost_temple.count }));
      makeTarget(stack, ui, 'research:temple', tip);
      line1.append(stack);
      // the tiles of the stack, for a viewer who has looked through it (the pick)
      for (const b of st.lost_temple.tiles || []) {
        const bt = catBonus(catalog, b);
        const btip = fullText(ui, 'bonus_tiles', b, bt) || tr(ui, 'board.bonus', { effect: localText(ui, 'bonus_tiles', b, 'effect', bt) || b });
        const tile = h('span', { class: 'ak-bonus ak-bonus-lt', 'data-tip': btip }, icon(ui, bonusIcon(b)));
        makeTarget(tile, ui, 'bonus:' + b, btip);
        line1.append(tile);
      }
      line1.append(h('span', { class: 'ak-lt-name', text: tr(ui, 'board.lost_temple') }));
      tipLines.push(tip);
    }
    e.append(line1);
    const toks = h('div', { class: 'ak-rsp-tokens' });
    for (const t of tokensAt[n] || []) {
      const label = tr(ui, 'board.token_of', { who: seatName(ui, t.seat), token: tr(ui, 'board.' + t.kind) });
      const shape = seatShape(ui, t.seat, t.kind, label);
      shape.setAttribute('data-motion', t.kind + ':' + t.seat);
      if (t.seat === view.seat) {
        const tok = h('span', { class: 'ak-token' }, shape);
        makeTarget(tok, ui, 'token:' + t.kind, label);
        toks.append(tok);
      } else toks.append(shape);
      tipLines.push(label);
    }
    e.append(toks);
    e.setAttribute('data-tip', tipLines.join('\n'));
    makeTarget(e, ui, 'research:' + n, tipLines[0]);
    box.append(e);
  }
  wrap.append(box);
  return wrap;
}

// A research row's entry effect (catalog words) as icons, for the track's edge;
// the words themselves are in the row's tooltip.
const ROW_EFFECT_ICONS = [
  [/^\+(\d+) (coin|compass|tablet|arrowhead|jewel)/, (m) => [m[2], Number(m[1])]],
  [/draw (\d+)/, (m) => ['card', Number(m[1])]],
  [/fear/i, () => ['fear', 1]],
  [/guardian/, () => ['guardian', 1]],
  [/gold|upgrade/, () => ['upgrade', 1]],
  [/refresh/, () => ['refresh', 1]],
  [/assistant/, () => ['assistant', 1]],
  [/artifact/, () => ['artifact', 1]],
  [/exile/, () => ['exile', 1]],
];
function rowEffectIcons(ui, text) {
  if (!text) return null;
  for (const [re, f] of ROW_EFFECT_ICONS) {
    const m = re.exec(text);
    if (m) {
      const [name, n] = f(m);
      return iconCount(ui, name, n);
    }
  }
  return h('span', { class: 'ak-muted', text: '•' });
}

function bonusIcon(b) {
  return { coin: 'coin', compass: 'compass', tablet: 'tablet', card: 'card', exile: 'exile', upgrade: 'upgrade' }[b] || 'card';
}

function drawTemple(view, catalog, ui) {
  const st = view.state;
  const tcat = catTemple(catalog);
  const side = catSide(catalog, st.side);
  const wrap = h('section', { class: 'ak-temple', 'aria-label': tr(ui, 'board.temple_tiles') });
  // the printed pyramid: the gold 11 on top, two silver 6s, three bronze 2s
  const order = ['11', '6-left', '6-right', '2-left', '2-mid', '2-right'];
  const stacks = h('div', { class: 'ak-tstacks' });
  const tiers = [h('div', { class: 'ak-tier' }), h('div', { class: 'ak-tier' }), h('div', { class: 'ak-tier' })];
  stacks.append(...tiers);
  for (const name of order) {
    const n = (st.temple_stacks || {})[name];
    if (n === undefined) continue;
    const def = (tcat.stacks || {})[name] || {};
    const pts = def.points || parseInt(name, 10);
    const letters = templeParts(def);
    const whole = side.temple_stacks[name];
    const costW = whole ? costWords(ui, whole) : letters.map((l) => l + ': ' + costWords(ui, templeCost(side, l))).join('; ');
    const tip = tr(ui, 'board.temple_stack', { p: pts, n, cost: costW || letters.join('+') }) + ' (' + letters.join('+') + ')';
    const e = h('div', { class: 'ak-tstack ak-t' + pts + (n === 0 ? ' ak-empty' : ''), 'data-tip': tip, 'data-motion': n ? 'temple:' + name : null },
      h('b', { class: 'ak-tpts', text: String(pts) }), h('span', { class: 'ak-tcount', text: '×' + n }),
      h('span', { class: 'ak-tletters', text: letters.join('') }));
    makeTarget(e, ui, 'temple:' + name, tip);
    tiers[pts >= 11 ? 0 : pts >= 6 ? 1 : 2].append(e);
  }
  const legend = h('div', { class: 'ak-tcosts' });
  for (const l of COST_LETTERS) legend.append(h('span', { class: 'ak-tcost' }, h('b', { text: l }), costIcons(ui, templeCost(side, l))));
  wrap.append(stacks, legend);
  return wrap;
}

// ---- assistant supply --------------------------------------------------------------------

function assistantTip(ui, catalog, id, gold, exhausted) {
  const a = catAssistant(catalog, id);
  let t = fullText(ui, 'assistants', id, a) || tr(ui, 'board.assistant_tip', { a: a.name || id,
    silver: localText(ui, 'assistants', id, 'silver', a) || '-', gold: localText(ui, 'assistants', id, 'gold', a) || '-' });
  if (gold !== undefined) t += '\n' + tr(ui, gold ? 'board.gold' : 'board.silver') + (exhausted ? ', ' + tr(ui, 'board.exhausted') : ', ' + tr(ui, 'board.ready'));
  return t;
}
function drawSupply(view, catalog, ui) {
  const st = view.state;
  const wrap = h('section', { class: 'ak-supply', 'aria-label': tr(ui, 'board.assistants') });
  wrap.append(h('h3', { text: tr(ui, 'board.assistants') }));
  const line = h('div', { class: 'ak-supply-row' });
  (st.assistant_supply || []).forEach((stack, i) => {
    const a = stack.top ? catAssistant(catalog, stack.top) : null;
    const tip = tr(ui, 'board.assistant_stack', { n: i + 1, count: stack.count }) + (stack.top ? '\n' + assistantTip(ui, catalog, stack.top) : '');
    const e = h('div', { class: 'ak-assistant ak-silver' + (stack.top ? '' : ' ak-empty'), 'data-tip': tip, 'data-motion': stack.top ? 'assistant:' + stack.top : null },
      h('div', { class: 'ak-as-head' }, h('span', { class: 'ak-as-name', text: stack.top || '—' }), h('span', { class: 'ak-as-count', text: '×' + stack.count })),
      a ? h('div', { class: 'ak-as-eff' }, richText(ui, localText(ui, 'assistants', stack.top, 'silver', a))) : null);
    makeTarget(e, ui, 'supply-assistant:' + i, tip);
    line.append(e);
  });
  wrap.append(line);
  return wrap;
}

// ---- the solo rival ------------------------------------------------------------------------

function drawRival(view, catalog, ui) {
  const r = view.state.rival;
  const wrap = h('section', { class: 'ak-rival', 'aria-label': tr(ui, 'board.rival_panel') });
  const line1 = h('div', { class: 'ak-rival-facts' }, seatShape(ui, 'rival', 'arch', tr(ui, 'board.rival')),
    h('b', { text: tr(ui, 'board.rival') }));
  const diffTip = (r.red || []).length ? tr(ui, 'board.rival_red', { list: r.red.join(', ') }) : tr(ui, 'board.rival_difficulty', { d: r.difficulty });
  line1.append(h('span', { class: 'ak-badge', 'data-tip': tr(ui, 'board.rival_difficulty', { d: r.difficulty }) + '\n' + diffTip,
    'aria-label': tr(ui, 'board.rival_difficulty', { d: r.difficulty }), text: String(r.difficulty) }));
  // idols (a second idol of a kind lies on the "-1" space), guardians, cards
  const idols = h('span', { class: 'ak-rf', 'data-tip': tr(ui, 'board.idols') + ': ' + ((r.idols || []).join(', ') || '-') +
    (r.idols_minus ? '\n' + tr(ui, 'board.rival_idols_minus', { n: r.idols_minus }) : '') }, icon(ui, 'idol'));
  for (const idl of r.idols || []) idols.append(icon(ui, idolRewardIcon(idl)));
  if (r.idols_minus) idols.append(h('span', { class: 'ak-muted', text: '−1×' + r.idols_minus }));
  line1.append(idols);
  for (const g of r.guardians || []) line1.append(h('span', { class: 'ak-rf ak-mini-g', 'data-tip': guardianTip(ui, catalog, g) }, guardianBadge(ui, g), g));
  const cardsTip = (r.cards || []).map((c) => cardName(ui, catalog, c)).join(', ');
  line1.append(h('span', { class: 'ak-rf', 'data-tip': cardsTip || '-' }, icon(ui, 'card'), '×' + (r.cards || []).length));
  line1.append(h('span', { class: 'ak-rf', 'data-tip': tr(ui, 'board.rival_stack', { n: r.stack_count }) + '\n' + (r.remaining || []).join(', ') },
    tr(ui, 'board.rival_tiles', { n: r.stack_count })));
  if (r.stack_top_arrow) line1.append(h('span', { class: 'ak-rf', text: r.stack_top_arrow === 'left' ? '←' : '→', 'data-tip': tr(ui, 'board.rival_next', { a: tr(ui, 'board.' + r.stack_top_arrow) }) }));
  // its last turn on the line, the turns before in the tooltip
  const turns = r.last_turns || [];
  if (turns.length) {
    const t = turns[0];
    const tile = catRivalTile(catalog, t.tile);
    const what = (x) => x.tile + ' → ' + x.result + (x.site ? ' ' + x.site : '');
    const tip = (localText(ui, 'rival', t.tile, 'text', tile) || t.tile) + '\n\n' + tr(ui, 'board.rival_last') + ':\n' + turns.map(what).join('\n');
    line1.append(h('span', { class: 'ak-rtile' + (tile.color === 'red' || /red/.test(t.tile) ? ' ak-red' : ''), 'data-tip': tip }, what(t)));
  }
  const score = (view.scores && view.scores.rival) || r.score;
  if (score) line1.append(h('span', { class: 'ak-total', 'data-tip': scoreTip(ui, score), text: String(score.total) }));
  wrap.append(line1);
  return wrap;
}

// ---- players -------------------------------------------------------------------------------

function scoreTip(ui, sc) {
  return SCORE_KEYS.map((k) => tr(ui, 'board.score.' + k) + ' ' + (sc[k] || 0)).join(', ') + ' = ' + sc.total;
}

export function renderPlayers(el, view, catalog, ui) {
  lastDraw = { ui, catalog };
  rebuild(el, ui, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'ak-players' + ((st.players || []).length >= 4 ? ' ak-players-4' : '') });
    const scores = (view.scores && view.scores.players) || [];
    (st.players || []).forEach((p, i) => {
      const seat = typeof p.seat === 'number' ? p.seat : i;
      wrap.append(drawPlayer(view, catalog, ui, p, seat, scores.find((x) => x.seat === seat)));
    });
    el.append(wrap);
  });
}

function drawPlayer(view, catalog, ui, p, seat, sc) {
  const st = view.state;
  const own = view.seat === seat;
  const toAct = view.turn === seat && !view.over;
  const style = seatStyle(seat);
  const e = h('section', { class: 'ak-player' + (toAct ? ' ak-to-act' : '') + (p.passed ? ' ak-passed' : '') + (own ? ' ak-own' : ''),
    style: { '--seat': style.colour }, 'data-seat': String(seat), 'aria-label': seatName(ui, seat) });
  const head = h('header', { class: 'ak-p-head' }, seatShape(ui, seat, 'arch', seatName(ui, seat)),
    h('b', { class: 'ak-p-name', text: seatName(ui, seat) }));
  if (own) head.append(h('span', { class: 'ak-badge', text: tr(ui, 'board.you') }));
  if (toAct) head.append(h('span', { class: 'ak-badge ak-badge-turn', text: '▶ ' + tr(ui, 'board.to_act') }));
  if (p.passed) head.append(h('span', { class: 'ak-badge ak-badge-passed', text: tr(ui, 'board.passed') }));
  if (view.over && sc && sc.winner) head.append(h('span', { class: 'ak-badge ak-badge-win', text: '★ ' + tr(ui, 'board.winner') }));
  if (sc) head.append(h('span', { class: 'ak-total', 'data-tip': scoreTip(ui, sc), text: String(sc.total) }));
  e.append(head);

  // resources + counts
  const res = h('div', { class: 'ak-p-res' });
  for (const r of RESOURCES) {
    const n = (p.resources || {})[r] || 0;
    res.append(h('span', { class: 'ak-resn' + (n ? '' : ' ak-zero'), title: n + ' ' + resWord(ui, r, n) }, icon(ui, r), h('b', { text: String(n) })));
  }
  const counts = h('span', { class: 'ak-p-counts' },
    h('span', { title: tr(ui, 'board.deck_n', { n: p.deck_size }), text: tr(ui, 'board.deck_n', { n: p.deck_size }) }),
    h('span', { text: tr(ui, 'board.hand_n', { n: p.hand_size }) }));
  res.append(counts);
  e.append(res);

  // idols: crates and the 4 slots (each empty slot shows its end-game points)
  const slotsCat = catIdolSlots(catalog);
  const slotEffects = Object.entries(slotsCat.effects || {}).map(([k, v]) => localText(ui, 'idol_slots', k, 'effect', { effect: v })).join(' / ');
  const idols = h('div', { class: 'ak-p-idols' });
  const crates = h('span', { class: 'ak-crates', 'data-tip': tr(ui, 'board.idol_crates', { n: p.idols || 0 }), 'data-motion': 'idol:' + seat + ':crate:' + (p.idols || 0), 'data-motion-from': 'idol:P' },
    icon(ui, 'idol'), h('b', { text: '×' + (p.idols || 0) }));
  idols.append(crates);
  const slots = h('span', { class: 'ak-slots', 'aria-label': tr(ui, 'board.idol_slots') });
  const pts = slotsCat.points || [1, 2, 3, 4];
  for (let k = 0; k < 4; k++) {
    const filled = k < (p.idol_slots || 0);
    const tip = filled ? tr(ui, 'board.idol_slot_full') : tr(ui, 'board.idol_slot_empty', { p: pts[k], effect: slotEffects || '-' });
    const slot = h('span', { class: 'ak-slot' + (filled ? ' ak-filled' : ''), 'data-tip': tip, 'data-motion': filled ? 'idol:' + seat + ':slot:' + k : null,
      'data-motion-from': filled ? 'idol:' + seat + ':crate' : null },
      filled ? icon(ui, 'idol') : h('b', { text: String(pts[k]) }));
    // the next free slot is where "place an idol" goes
    if (own && k === (p.idol_slots || 0)) makeTarget(slot, ui, 'idol-slot', tip);
    slots.append(slot);
  }
  idols.append(slots);
  // Fear tiles, temple tiles, archaeologists
  if (p.fear_tiles) idols.append(h('span', { class: 'ak-pill ak-fear', 'data-tip': tr(ui, 'board.fear_tiles', { n: p.fear_tiles }) }, icon(ui, 'fear'), '×' + p.fear_tiles));
  for (const [k, n] of Object.entries(p.temple_tiles || {})) {
    if (n) idols.append(h('span', { class: 'ak-pill ak-ttile', 'data-tip': tr(ui, 'board.temple_tiles') + ' ' + k + ': ' + n }, h('b', { text: k }), '×' + n));
  }
  const archs = h('span', { class: 'ak-archs', 'data-tip': tr(ui, 'board.archaeologists', { n: p.archaeologists_out || 0 }) });
  // the ones at home (with their motion keys), then a faint mark for each one away
  const out = p.archaeologists_out || 0;
  const home = archHome(seat);
  for (let k = 0; k < 2; k++) {
    const sh = seatShape(ui, seat, 'arch', tr(ui, 'board.archaeologists', { n: out }));
    if (k >= 2 - out) sh.classList.add('ak-away');
    else sh.setAttribute('data-motion', 'arch:' + seat + ':' + home[k]);
    archs.append(sh);
  }
  idols.append(archs);
  e.append(idols);

  // assistants and guardians
  if ((p.assistants || []).length || (p.guardians || []).length) {
    const ag = h('div', { class: 'ak-p-ag' });
    for (const a of p.assistants || []) {
      const ac = catAssistant(catalog, a.assistant);
      const tip = assistantTip(ui, catalog, a.assistant, a.gold, a.exhausted);
      const t = h('div', { class: 'ak-assistant ak-mini-as ' + (a.gold ? 'ak-gold' : 'ak-silver') + (a.exhausted ? ' ak-exhausted' : ''), 'data-tip': tip,
        'data-motion': 'assistant:' + a.assistant },
        h('div', { class: 'ak-as-head' }, h('span', { class: 'ak-as-name', text: a.assistant }),
          h('span', { class: 'ak-as-state', text: tr(ui, a.exhausted ? 'board.exhausted' : a.gold ? 'board.gold' : 'board.silver') })),
        h('div', { class: 'ak-as-eff' }, richText(ui, localText(ui, 'assistants', a.assistant, a.gold ? 'gold' : 'silver', ac))));
      if (own) makeTarget(t, ui, 'assistant:' + a.slot, tip.split('\n')[0]);
      ag.append(t);
    }
    for (const g of p.guardians || []) {
      ag.append(own ? drawGuardian(ui, catalog, g.guardian, 'guardian:' + g.guardian, g.boon_used)
        : h('div', { class: 'ak-guardian' + (g.boon_used ? ' ak-used' : ''), 'data-motion': 'guardian:' + g.guardian, 'data-tip': guardianTip(ui, catalog, g.guardian) + '\n' + tr(ui, g.boon_used ? 'board.boon_used' : 'board.boon_ready') },
          guardianBadge(ui, g.guardian), h('span', { class: 'ak-g-name', text: g.guardian }), boonIcon(ui, catGuardian(catalog, g.guardian))));
    }
    e.append(ag);
  }

  // play area
  if ((p.play || []).length) {
    const pl = h('div', { class: 'ak-p-play', 'aria-label': tr(ui, 'board.play_area') });
    const nth = {};
    for (const c of p.play) {
      nth[c] = (nth[c] || 0) + 1;
      pl.append(cardEl(ui, catalog, c, own ? 'play:' + c : null, 'mini', seat + ':play:' + nth[c]));
    }
    e.append(pl);
  }

  // live score by category
  if (sc) {
    const tbl = h('div', { class: 'ak-p-score' });
    for (const k of SCORE_KEYS) tbl.append(h('span', { class: 'ak-sc' }, h('small', { text: tr(ui, 'board.score.' + k) }), h('b', { text: String(sc[k] || 0) })));
    e.append(tbl);
  }
  return e;
}

// ---- the viewer's hand --------------------------------------------------------------------

export function renderHand(el, view, catalog, ui) {
  lastDraw = { ui, catalog };
  rebuild(el, ui, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'ak-hand' });
    if (view.seat === null || view.seat === undefined) {
      wrap.append(h('p', { class: 'ak-muted', text: tr(ui, 'board.spectator') }));
      el.append(wrap);
      return;
    }
    const me = (st.players || []).find((p) => p.seat === view.seat) || (st.players || [])[view.seat];
    const hand = (me && me.hand) || [];
    const line = h('div', { class: 'ak-hand-cards', 'aria-label': tr(ui, 'board.your_hand') + ' (' + hand.length + ')' },
      h('div', { class: 'ak-hand-title' }, h('span', { text: tr(ui, 'board.your_hand') }), h('b', { text: String(hand.length) })));
    if (!hand.length) line.append(h('p', { class: 'ak-muted', text: tr(ui, 'board.no_hand') }));
    const nth = {};
    for (const c of hand) {
      nth[c] = (nth[c] || 0) + 1;
      line.append(cardEl(ui, catalog, c, 'hand:' + c, 'hand', view.seat + ':hand:' + nth[c]));
    }
    // cards drawn and held apart (earrings...), for their owner only
    if (st.drawn && st.drawn.owner === view.seat && (st.drawn.cards || []).length) {
      const d = h('div', { class: 'ak-drawn' }, h('span', { class: 'ak-muted', text: tr(ui, 'board.drawn') }));
      st.drawn.cards.forEach((c, i) => d.append(cardEl(ui, catalog, c, 'drawn:' + c, 'hand', view.seat + ':drawn:' + i)));
      line.append(d);
    }
    wrap.append(line);
    // the hand's height fits its strip (a long hand scrolls sideways)
    fitStage(el, wrap, 'height', 1.5);
  });
}
