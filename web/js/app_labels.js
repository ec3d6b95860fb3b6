// app_labels.js - an action's label and a decision's sentence in the page's
// language, built from the structured `info` of docs/ACTION_INFO.md (kind, ids,
// cost, gain).  Anything not recognised falls back to the server's English
// label / decision text, so a new kind of action is never hidden.

import {t, count, noun, has} from './i18n.js';

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

/** The label of one action of view.actions in the current language. */
export function actionLabel(a, ctx) {
  const info = a.info;
  const fallback = stripSeat(a.label) || a.text;
  if (!info || !info.kind) return fallback;
  const k = info.kind;
  const card = info.card ? (info.card === 'fear-tile' ? t('card.fear-tile') : ctx.cardName(info.card)) : '';
  try {
    switch (k) {
      case 'pass': case 'end-turn': case 'skip': case 'keep':
        return t('act.' + k);
      case 'yes':
        return amounts(info.cost) ? t('act.yes', {cost: amounts(info.cost)}) : fallback;
      case 'dig':
        return t(info.double ? 'act.dig.double' : 'act.dig', {site: siteName(info.site, ctx)}) + costSuffix(info);
      case 'discover':
        return t('act.discover', {level: info.level, site: siteName(info.site, ctx)}) + costSuffix(info);
      case 'overcome':
        return t('act.overcome', {guardian: ctx.guardianName(info.guardian)}) + costSuffix(info);
      case 'overcome-free':
        return t('act.overcome-free', {guardian: ctx.guardianName(info.guardian)});
      case 'buy':
        return t('act.buy', {card}) + costSuffix(info);
      case 'play': {
        const key = info.mode === 'travel' ? 'act.play.travel' : info.mode === 'pass' ? 'act.play.pass' : 'act.play';
        return t(key, {card}) + costSuffix(info);
      }
      case 'research':
        if (info.temple) return t('act.research.temple', {token: t('token.' + info.token)}) + costSuffix(info);
        return t('act.research', {token: t('token.' + info.token), to: info.to || info.research_space}) + costSuffix(info);
      case 'temple':
        return t('act.temple', {stack: info.temple_stack}) + costSuffix(info);
      case 'assistant':
        return t('act.assistant', {assistant: ctx.assistantName(info.assistant)}) + costSuffix(info);
      case 'boon':
        return t('act.boon', {guardian: ctx.guardianName(info.guardian)}) + costSuffix(info);
      case 'idol':
        return t('act.idol', {n: (info.slot_index ?? 0) + 1}) + costSuffix(info);
      case 'pay': {
        const what = paymentWords(info, ctx);
        return what ? t('act.pay', {what}) : fallback;
      }
      case 'use-effect':
        return t('act.use-effect', {card});
      case 'choose':
        return info.option ? t('act.choose', {option: info.effect || info.option}) : fallback;
      case 'upgrade': {
        const c = amounts(info.cost), g = amounts(info.gain);
        return c && g ? t('act.upgrade', {what: `${c} ${t('arrow')} ${g}`}) : fallback;
      }
      case 'order':
        return info.first === 'row' ? t('act.order.row') : info.first === 'bonus' ? t('act.order.bonus') : fallback;
      case 'bonus':
        return t('act.bonus', {tile: has('bonus.' + info.bonus_tile) ? t('bonus.' + info.bonus_tile) : info.bonus_tile});
      case 'exile': case 'discard': case 'keep-drawn': case 'return-drawn': case 'take-exiled':
        return card ? t('act.' + k, {card}) : fallback;
      case 'activate':
        return t('act.activate', {site: siteName(info.site, ctx)}) + (info.effect ? ` (${info.effect})` : '');
      case 'activate-two':
        return info.sites ? t('act.activate-two', {a: siteName(info.sites[0], ctx), b: siteName(info.sites[1], ctx)}) : fallback;
      case 'return-archaeologist':
        return t('act.return-archaeologist', {site: siteName(info.site || info.space, ctx)});
      case 'relocate':
        return t('act.relocate', {from: info.from, to: siteName(info.to, ctx)});
      case 'move-guardian':
        return t('act.move-guardian', {guardian: ctx.guardianName(info.guardian), from: info.from, to: info.to});
      case 'recruit': case 'upgrade-assistant': case 'refresh-assistant': case 'rescue-assistant':
      case 'use-supply-assistant':
        return info.assistant ? t('act.' + k, {assistant: ctx.assistantName(info.assistant)}) + costSuffix(info) : fallback;
      case 'exchange-assistant':
        return t('act.exchange-assistant', {from: ctx.assistantName(info.from), to: ctx.assistantName(info.to)});
      case 'draw': case 'take-count':
        return t('act.' + k, {count: info.count});
      default:
        return fallback;
    }
  } catch (e) {
    return fallback;
  }
}

/** The sentence for the pending decision, from the first action's info.decision. */
export function decisionText(view, ctx) {
  const acts = view.actions || [];
  const info = acts.length ? acts[0].info : null;
  if (!info || !info.decision || !has('dec.' + info.decision)) return view.decision || '';
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

// Events of the log in Polish, from the event's JSON (src/games/arnak/events.c);
// English keeps the server's sentence.  Null when the type is not covered here:
// the caller shows the server's text.
const EV_PL = {
  pay: 'płaci: {amount}',
  gain: 'otrzymuje: {amount}',
  play: 'zagrywa {card}',
  draw_card: 'dobiera {card}',
  draw: 'dobiera karty: {count}',
  fear: 'otrzymuje karty Strachu: {count}',
  arch_place: 'wysyła archeologa na {space}',
  arch_return: 'zabiera archeologa ze stanowiska {site}',
  pass: 'pasuje',
  overcome: 'ujarzmia strażnika {guardian}',
  idol_taken: 'bierze kafelek bożka ze stanowiska {site}',
  shuffle: 'tasuje karty ({count}) i kładzie je pod talią',
  exile: 'usuwa kartę {card}',
  gain_card: 'bierze kartę {card}',
  research: 'przesuwa znacznik ({token}) na torze badań: {from} → {to}',
};

/** The Polish sentence of an Arnak event, or null. ctx: {seatName, cardByName}. */
export function eventTextPl(e, ctx) {
  const who = typeof e.player === 'number' ? ctx.seatName(e.player - 1) + ' ' : '';
  const card = e.card ? ctx.cardByName(e.card) : '';
  const vars = {card, count: e.count, space: e.space, site: e.site, guardian: e.guardian,
    from: e.from, to: e.to, token: e.token ? t('token.' + e.token) : ''};
  switch (e.type) {
    case 'pay': case 'gain':
      if (!e.resource || typeof e.amount !== 'number') return null;
      return who + EV_PL[e.type].replace('{amount}', count('res.' + e.resource, e.amount));
    case 'draw':
      return who + (card ? EV_PL.draw_card : EV_PL.draw).replace(/\{(\w+)\}/g, (m, k) => vars[k] ?? m);
    case 'turn':
      return who ? `Tura: ${who.trim()}` : null;
    case 'round_begin':
      return `Początek rundy ${e.round}` + (typeof e.start_player === 'number' ? ` (zaczyna: ${ctx.seatName(e.start_player - 1)})` : '');
    case 'round_end':
      return `Koniec rundy ${e.round}`;
    case 'bonus_tile':
      return who && e.tile ? `${who}bierze kafelek nagrody naukowej: ${has('bonus.' + e.tile) ? t('bonus.' + e.tile) : e.tile}` : null;
    case 'assistant': {
      const verb = {recruited: 'zatrudnia', upgraded: 'awansuje', exhausted: 'używa', refreshed: 'przygotowuje', lost: 'oddaje'}[e.change];
      return who && verb && e.assistant ? `${who}${verb} asystenta ${e.assistant}` : null;
    }
    case 'guardian':
      return e.guardian && e.site ? `Na stanowisku ${e.site} budzi się strażnik ${e.guardian}` : null;
    case 'row_add':
      return card ? `${card} trafia do rzędu kart` : null;
    case 'row_remove':
      return card ? `${card} opuszcza rząd kart` : null;
    default:
      if (!EV_PL[e.type] || !who) return null;
      return who + EV_PL[e.type].replace(/\{(\w+)\}/g, (m, k) => (vars[k] ?? m));
  }
}
