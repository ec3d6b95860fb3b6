// words.js - fills a wording template (src/core/words.h) from an event's JSON
// or an action's info, the same way the server fills its English ones.
//
// Each game's catalog has `words`: {events: {type: {en, fields}}, actions:
// {kind: {en, fields}}, reasons: {code: {en, fields}}}; `fields` maps each
// placeholder to its kind.  English comes from there; Polish from
// words_pl.js, one line per event type, action kind and reason.  Template
// language: {key}, {n:noun} (a count with the plural of the resource in field
// `noun`), [cond|text] with cond = atoms separated by spaces, each key /
// key=value / key<N / key>N, negated by a leading '!'.

import {lang} from './i18n.js';
import {EVENTS_PL, ACTIONS_PL, REASONS_PL, DECISIONS_PL, OPTIONS_PL} from './pl.js'; // filled once Polish is chosen (words_pl.js)

function truthy(x) {
  if (x === undefined || x === null || x === false || x === 0 || x === '') return false;
  if (Array.isArray(x)) return x.length > 0;
  if (typeof x === 'object') return Object.keys(x).length > 0;
  return true;
}

function atomHolds(obj, atom) {
  const neg = atom.startsWith('!');
  const a = neg ? atom.slice(1) : atom;
  const m = /^([\w-]+)(?:([=<>])(.*))?$/.exec(a);
  let r = false;
  if (m) {
    const x = obj[m[1]];
    if (!m[2]) r = truthy(x);
    else if (x === undefined || x === null) r = false;
    else if (m[2] === '=') r = String(x) === m[3];
    else r = typeof x === 'number' && (m[2] === '<' ? x < Number(m[3]) : x > Number(m[3]));
  }
  return neg ? !r : r;
}

function condHolds(obj, cond) {
  return cond.split(' ').filter(Boolean).every((a) => atomHolds(obj, a));
}

/** The template filled from obj, or null when a placeholder has no value.
 * show(kind, value, key, obj) gives a value's words ('' counts as none for
 * the kinds that say so: it returns null then). */
export function fill(tpl, obj, fields, show) {
  let missing = false;
  const plain = (s) => s.replace(/\{([\w-]+)(?::([\w-]+))?\}/g, (m, key, noun) => {
    const v = obj[key];
    const kind = key === 'player' ? 'player' : (fields || {})[key] || 'text';
    // a price is made from the whole object (its cost and gain), never a key of its own
    const out = (v === undefined || v === null) && kind !== 'price' ? null
      : noun ? show('count', v, noun, obj) : show(kind, v, key, obj);
    if (out === null || out === undefined) { missing = true; return m; }
    return String(out);
  });
  const text = tpl.replace(/\[([^|\]]*)\|([^\]]*)\]|([^[]+)/g, (m, cond, body, rest) =>
    rest !== undefined ? plain(rest) : condHolds(obj, cond) ? plain(body) : '');
  return missing ? null : text;
}

/** The row of `game`'s catalog words for an event type ('events'), action kind ('actions') or reason ('reasons'). */
function row(catalog, part, name) {
  const w = catalog && catalog.words && catalog.words[part];
  return w && w[name] ? w[name] : null;
}

/** The template in the page's language: Polish from words_pl.js, else the catalog's English. */
function template(game, catalog, part, name) {
  const r = row(catalog, part, name);
  if (!r) return null;
  if (lang() === 'pl') {
    const pl = ({events: EVENTS_PL, reasons: REASONS_PL, decisions: DECISIONS_PL}[part] || ACTIONS_PL)[game];
    if (pl && pl[name]) return pl[name];
  }
  return r.en;
}

/** An event's sentence in the page's language, or null (then the server's text). */
export function eventWords(game, catalog, e, show) {
  const tpl = template(game, catalog, 'events', e.type);
  return tpl ? fill(tpl, e, row(catalog, 'events', e.type).fields, show) : null;
}

/** An action's label in the page's language from its info, or null. */
export function actionWords(game, catalog, info, show) {
  if (!info || !info.kind) return null;
  const tpl = template(game, catalog, 'actions', info.kind);
  return tpl ? fill(tpl, info, row(catalog, 'actions', info.kind).fields, show) : null;
}

/** Why a click is not legal, in the page's language, from a `why` reply
 * (docs/PROTOCOL.md: its reason code and fields), or null (then its text). */
export function reasonWords(game, catalog, r, show) {
  if (!r || !r.reason) return null;
  const tpl = template(game, catalog, 'reasons', r.reason);
  return tpl ? fill(tpl, r, row(catalog, 'reasons', r.reason).fields, show) : null;
}

/** The pending decision's sentence in the page's language from the first
 * option's info (its `decision` names a row of the catalog's
 * words.decisions), first letter upper case; null for a game without those
 * rows (Arnak: the page's own dec.* strings). */
export function decisionWords(game, catalog, info, show) {
  if (!info || !info.decision || !row(catalog, 'decisions', info.decision)) return null;
  const tpl = template(game, catalog, 'decisions', info.decision);
  const text = tpl ? fill(tpl, info, row(catalog, 'decisions', info.decision).fields, show) : null;
  return text ? text.charAt(0).toLocaleUpperCase(lang()) + text.slice(1) : null;
}

/** A game's setup options in the page's language, from its catalog's
 * `options` (Polish from words_pl.js OPTIONS_PL): {name: {label, help,
 * values: {value: {label, help}}}}; {} for a catalog without them. */
export function optionWords(game, catalog) {
  const out = {};
  const pl = lang() === 'pl' ? OPTIONS_PL[game] || {} : {};
  const say = (key, en) => pl[key] || en || '';
  for (const [name, o] of Object.entries((catalog && catalog.options) || {})) {
    const values = {};
    for (const [v, w] of Object.entries(o.values || {})) {
      values[v] = {label: say(`${name}-${v}`, w.label) || v, help: say(`${name}-${v}-help`, w.help)};
    }
    out[name] = {label: say(name, o.label) || name, help: say(name + '-help', o.help), values};
  }
  return out;
}
