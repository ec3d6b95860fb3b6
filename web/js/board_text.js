// board_text.js - Arnak's board: the catalog's facts (one accessor per kind, the
// printed board's numbers where the catalog has none) and the board's words (tr,
// card and seat names, resources and costs in words, the Polish texts of texts_pl.js).

import { BOARD_STRINGS, CARD_NAMES_PL } from './board_strings.js';
import { TEXTS_PL } from './pl.js'; // filled once Polish is chosen (texts_pl.js)
import { catOf } from './view.js';

export const RESOURCES = ['coin', 'compass', 'tablet', 'arrowhead', 'jewel'];

export const SCORE_KEYS = ['research', 'temple', 'idols', 'guardians', 'cards', 'fear'];

export const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];

// ---- catalog accessors: one per kind, so that a renamed key is one edit ---------

// (view.js's catOf: the protocol message itself or its "catalog" member)
const cat = catOf;

export function catCard(catalog, slug) {
  const c = (cat(catalog).cards || {})[slug];
  if (c) return c;
  // no catalog (yet): the name from the slug, the kind where the slug tells it
  const kind = slug === 'fear' ? 'fear' : /^(funding|exploration)-/.test(slug) ? 'basic' : 'unknown';
  const name = String(slug).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return { name, kind, cost: null, points: 0, travel: [], text: '' };
}

export function catTile(catalog, id) { return (cat(catalog).site_tiles || {})[id] || { text: id }; }

export function catGuardian(catalog, id) { return (cat(catalog).guardians || {})[id] || { name: id, cost: {}, boon: '', text: id }; }

export function catAssistant(catalog, id) { return (cat(catalog).assistants || {})[id] || { name: id, silver: '', gold: '', text: id }; }

export function catIdol(catalog, name) { return (cat(catalog).idols || {})[name] || { text: name }; }

export function catBonus(catalog, name) { return (cat(catalog).bonus_tiles || {})[name] || { text: name }; }

export function catIdolSlots(catalog) { return cat(catalog).idol_slots || { points: [1, 2, 3, 4], effects: {} }; }

export function catTemple(catalog) { return cat(catalog).temple || { points: [], stacks: {} }; }

export function catSide(catalog, side) {
  const s = (cat(catalog).sides || {})[side] || {};
  return { sites: s.sites || {}, research: s.research || {}, research_points: s.research_points || {},
    row_effects: s.row_effects || {}, temple_costs: s.temple_costs || {}, temple_stacks: s.temple_stacks || {},
    rescue_space: s.rescue_space || null };
}

export function catRivalTile(catalog, name) {
  const r = cat(catalog).rival || {};
  return (r.tiles || {})[name] || { text: name };
}

// A catalog entry's prose field (effect, text, boon, silver, gold) in the page's
// language: Polish from texts_pl.js where it has the entry, else the catalog's
// English.  kind is the catalog's (cards, site_tiles, guardians, ...).
export function localText(ui, kind, key, field, entry) {
  if (ui && ui.lang === 'pl') {
    const e = (TEXTS_PL[kind] || {})[key];
    if (e && typeof e[field] === 'string') return e[field];
  }
  return entry ? entry[field] : undefined;
}

// A camp's effect (field 'sites') or a research row's (field 'glass'/'notebook',
// index row) of a board side in the page's language (texts_pl.js: sides).
export function sideText(ui, side, field, key, english) {
  if (ui && ui.lang === 'pl' && english) {
    const sd = (TEXTS_PL.sides || {})[side] || {};
    const v = field === 'sites' ? ((sd.sites || {})[key] || {}).effect : ((sd.row_effects || {})[field] || [])[key];
    if (typeof v === 'string') return v;
  }
  return english;
}

// The whole tooltip text of an entry when the page's language has one (English:
// the catalog's; Polish: texts_pl.js), else null (the board then builds one).
export function fullText(ui, kind, key, entry) {
  if (english(ui)) return (entry && entry.text) || null;
  return (ui.lang === 'pl' && localText(ui, kind, key, 'text', null)) || null;
}

// The travel cost of one archaeologist space (docs/CATALOG.md: sites.P0.spaces is
// keyed by the view's space name).  Without a catalog entry, a camp's a/b spaces
// cost 1 and 2 boots (the rulebook's camp; data.h CAMP_SPACE_COST).
export function siteSpaceTravel(siteCat, space) {
  const sps = siteCat.spaces;
  const sp = Array.isArray(sps) ? sps.find((x) => x.space === space) : (sps || {})[space];
  if (sp && sp.travel) return sp.travel;
  if ((siteCat.level || 0) === 0) return space.endsWith('b') ? ['boot', 'boot'] : ['boot'];
  return siteCat.travel || [];
}

// Compasses to discover a site: the catalog's figure, else the rulebook's 3 for
// level I and 6 for level II.
export function siteDiscoverCost(siteCat, level) {
  if (siteCat.discover && typeof siteCat.discover.compass === 'number') return siteCat.discover.compass;
  return level === 2 ? 6 : 3;
}

// Every bridge into a research space: its resources plus the Snake idol bridge.
export function researchCost(def) {
  const c = Object.assign({}, def.cost || {});
  if (def.idol_cost) c.idol = def.idol_cost;
  return c;
}

// The effect a token gets on entering a row (catalog: row_effects.glass[row]).
export function rowEffect(side, kind, row) {
  const list = side.row_effects[kind];
  return Array.isArray(list) ? list[row] || null : null;
}

// Temple cost parts: "A" / "B" / "C" (catalog) or 0..2 (sketch).
export const COST_LETTERS = ['A', 'B', 'C'];

export function templeParts(def) {
  const parts = def.parts || def.cost || [];
  return parts.map((p) => (typeof p === 'number' ? COST_LETTERS[p] : String(p)));
}

export function templeCost(side, letter) {
  const tc = side.temple_costs;
  return Array.isArray(tc) ? tc[COST_LETTERS.indexOf(letter)] || {} : tc[letter] || {};
}

// ---- strings -------------------------------------------------------------------

function fill(s, vars) {
  return String(s).replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
}

export function tr(ui, key, vars) {
  if (ui && typeof ui.t === 'function') {
    const r = ui.t(key, vars);
    if (typeof r === 'string' && r !== key && r !== '') return r;
  }
  const lang = (ui && ui.lang) || 'en';
  const table = BOARD_STRINGS[lang] || BOARD_STRINGS.en;
  return fill(key in table ? table[key] : (BOARD_STRINGS.en[key] || key), vars);
}

export function cardName(ui, catalog, slug) {
  if (ui && typeof ui.cardName === 'function') {
    const n = ui.cardName(slug);
    if (n && n !== slug) return n;
  }
  if (ui && ui.lang === 'pl' && CARD_NAMES_PL[slug]) return CARD_NAMES_PL[slug];
  return catCard(catalog, slug).name || slug;
}

export function seatName(ui, seat) {
  if (seat === 'rival') return tr(ui, 'board.rival');
  if (ui && typeof ui.seatName === 'function') {
    const n = ui.seatName(seat);
    if (n) return n;
  }
  return 'P' + (seat + 1);
}

export function resWord(ui, r, n) {
  const k = 'board.res.' + r;
  if (RESOURCES.includes(r)) return tr(ui, n === 1 ? k : k + '.n');
  return tr(ui, 'board.icon.' + r);
}

// A cost object ({coin: 1, travel: ["boot"], card_down: 1, idol: 1}) in words.
export function costWords(ui, cost) {
  if (!cost) return '';
  const parts = [];
  for (const r of RESOURCES) if (cost[r]) parts.push(cost[r] + ' ' + resWord(ui, r, cost[r]));
  for (const t of cost.travel || []) parts.push(tr(ui, 'board.icon.' + t));
  if (cost.card_down) parts.push(tr(ui, 'board.icon.card_down'));
  if (cost.idol) parts.push(cost.idol + ' ' + tr(ui, 'board.icon.idol'));
  if (cost.fear) parts.push(cost.fear + ' ' + tr(ui, 'board.icon.fear'));
  return parts.join(' + ');
}

// Tooltips: in English the catalog's own text (what the terminal's `explain`
// prints), in Polish its version in texts_pl.js; without either (no catalog yet,
// an unknown card) the facts in the page's language around the effect words.
export function english(ui) { return !ui || !ui.lang || ui.lang === 'en'; }
