// app_labels.js - an action's label, an event's sentence and a decision's
// sentence in the page's language.  Labels and sentences fill the templates of
// the game's wording table (the catalog's `words`, Polish from words_pl.js;
// words.js) from the action's `info` (docs/ACTION_INFO.md) or the event's JSON.
// Anything without a template falls back to the server's English label /
// text, so a new kind of action is never hidden.

import {t, count, noun, has, roman, lang} from './i18n.js';
import {boardName} from './boards.js';
import {actionWords, eventWords, decisionWords} from './words.js';

const RES = ['coin', 'compass', 'tablet', 'arrowhead', 'jewel'];
const OTHER = ['idol', 'fear', 'draw', 'points', 'card_down', 'guardian'];

/** "2 coins + 1 car" from a cost/gain object, in the current language. */
export function amounts(obj) {
  if (!obj) return '';
  const parts = [];
  if (Array.isArray(obj.travel) && obj.travel.length) {
    const n = {};
    for (const i of obj.travel) n[i] = (n[i] || 0) + 1;
    for (const i of Object.keys(n)) parts.push(count('icon.' + i, n[i]));
  }
  for (const r of RES.concat(OTHER)) {
    if (typeof obj[r] === 'number' && obj[r] !== 0) parts.push(count('res.' + r, obj[r]));
  }
  return parts.join(' + ');
}

/** The icon names of a cost/gain, one per icon (the payment chooser draws them). */
export function amountIconNames(obj) {
  const out = [];
  if (!obj) return out;
  if (Array.isArray(obj.travel)) out.push(...obj.travel);
  for (const r of RES.concat(OTHER)) {
    if (typeof obj[r] === 'number' && obj[r] > 0) for (let i = 0; i < Math.min(obj[r], 4); i++) out.push(r);
  }
  return out;
}

function stripSeat(label) {
  // "P1: digs at P0" -> "digs at P0"
  return (label || '').replace(/^P\d+:\s*/, '');
}

/** Payment sources of a `pay` action in words. */
export function paymentWords(info, ctx) {
  const pay = info.payment || [];
  const kinds = info.payment_kinds || [];
  return pay.map((p, i) => {
    switch (kinds[i]) {
      case 'card': {
        const icons = ctx.cardTravel ? ctx.cardTravel(p) : [];
        return icons.length ? t('pay.card_icons', {card: ctx.cardName(p), icons: icons.map(i => noun('icon.' + i)).join(' + ')})
          : t('pay.card', {card: ctx.cardName(p)});
      }
      case 'pilot': return t('pay.pilot');
      case 'made': return t('pay.made', {icon: noun('icon.' + p.replace(/^made-/, ''))});
      case 'assistant': return t('pay.assistant', {name: ctx.assistantName(p)});
      case 'boon': return t('pay.boon', {name: ctx.guardianName(p)});
      default: return p;
    }
  }).join(' + ');
}

function costSuffix(info) {
  const c = amounts(info.cost);
  const g = amounts(info.gain);
  if (c && g) return ` (${c} ${t('arrow')} ${g})`;
  if (c) return ` (${c})`;
  if (g) return ` (${t('arrow')} ${g})`;
  return '';
}

function siteName(site, ctx) { return ctx.siteName ? ctx.siteName(site) : site; }

/** show(kind, value, key, obj) for words.js: a field's words in the current
 * language by its kind (the catalog's words.*.fields).  ctx: {seatName,
 * cardName (a slug's name), cardByName (a printed name's), siteName,
 * guardianName, assistantName, cardTravel, game (its board may name components:
 * boards.js boardName)}; `cards` says how a card is named;
 * `own` (kind -> show) says the kinds a caller words its own way (the log). */
export function shower(ctx, cards, own = {}) {
  const none = (x) => (x ? x : null); // an empty list of amounts names nothing
  return (kind, v, key, obj) => {
    // a component the game's board names in words ("Temple space 2"), else as below
    const named = kind !== 'player' && ctx.game ? boardName(ctx.game, kind, v, lang()) : null;
    if (named) return named;
    if (own[kind]) return own[kind](v, key, obj);
    switch (kind) {
      case 'player': return ctx.seatName(v);
      case 'position': return v + 1;
      case 'level': return roman(v);
      case 'change': return Math.abs(v);
      case 'signed': return (v >= 0 ? '+' : '') + v;
      case 'count': return count('res.' + obj[key], v);
      case 'resource': return noun('res.' + v);
      case 'card': return cards(v);
      case 'site': return siteName(v, ctx);
      case 'sites': return Array.isArray(v) ? v.map((x) => siteName(x, ctx)).join(' ' + t('words.and') + ' ') : null;
      case 'guardian': return ctx.guardianName(v);
      case 'assistant': return ctx.assistantName(v);
      case 'token': return t('token.' + v);
      case 'bonus': return has('bonus.' + v) ? t('bonus.' + v) : v;
      case 'amounts': return none(amounts(v));
      case 'price': return costSuffix(obj);
      case 'payment': return none(paymentWords(obj, ctx));
      case 'scores': {
        const win = obj.winners || [];
        return v.map((x, i) => `${ctx.seatName(i)} ${x}` + (win.includes(i) ? ` (${t('final.winner')})` : '')).join(' ');
      }
      case 'seats': return v.map((i) => ctx.seatName(i)).join(', ');
      default: return v;
    }
  };
}

/** The label of one action of view.actions in the current language: its
 * kind's template (words.js) filled from its info, else the server's label. */
export function actionLabel(a, ctx) {
  const fallback = stripSeat(a.label) || a.text;
  const card = (c) => (c === 'fear-tile' ? t('card.fear-tile') : ctx.cardName(c));
  try {
    return actionWords(ctx.game, ctx.catalog(), a.info, shower(ctx, card)) || fallback;
  } catch (e) {
    return fallback;
  }
}

/** An event's sentence in the current language (its type's template filled
 * from the event), or null: the caller shows the server's text. */
export function eventLabel(e, ctx) {
  return eventWords(ctx.game, ctx.catalog(), e, shower(ctx, (c) => ctx.cardByName(c)));
}

/** The sentence for the pending decision, from the first action's info.decision. */
export function decisionText(view, ctx) {
  const acts = view.actions || [];
  const info = acts.length ? acts[0].info : null;
  // a game whose wording table has its decisions (Lost Cities): never the
  // server's "P1: ..." sentence
  const own = info && ctx.catalog ? decisionWords(ctx.game, ctx.catalog(), info, shower(ctx, (c) => c)) : null;
  if (own) return own;
  if (!info || !info.decision || !has('dec.' + info.decision)) return stripSeat(view.decision);
  if (info.decision === 'pay-travel') {
    let icons = amounts(info.cost);
    if (info.discount && info.discount_icon) icons += ' (' + t('pay.discount', {n: info.discount, icon: noun('icon.' + info.discount_icon)}) + ')';
    return t('dec.pay-travel', {icons});
  }
  if (info.decision === 'pay-resource') {
    const yes = acts.find(a => a.info && a.info.kind === 'yes');
    const c = yes ? amounts(yes.info.cost) : '';
    return c ? `${t('dec.pay-resource')} (${c})` : t('dec.pay-resource');
  }
  return t('dec.' + info.decision);
}
