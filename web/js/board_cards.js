// board_cards.js - Arnak's cards as the printed ones (row, hand, mini, close-up):
// travel icons, kind badge, name, effect, cost and points; their tooltips and
// motion keys; the close-up drawn with the last render's language and catalog.

import { h, svg as s } from './dom.js';
import { makeTarget } from './targets.js';
import { seatStyle } from './seats.js';
import { cardName, catCard, english, fullText, localText, resWord, tr } from './board_text.js';
import { ensureSprite, icon, iconCount, richText, travelIcons } from './board_icons.js';

// ---- cards -------------------------------------------------------------------------

function cardKindLabel(ui, kind) {
  return tr(ui, kind === 'artifact' ? 'board.artifact' : kind === 'fear' ? 'board.fear' : kind === 'basic' ? 'board.basic' : 'board.item');
}

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
export function cardEl(ui, catalog, slug, key, size, where) {
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

export function noteDraw(ui, catalog) { lastDraw = { ui, catalog }; }

export function cardCloseup(slug) {
  if (!slug) return null;
  ensureSprite(lastDraw.ui);
  return cardEl(lastDraw.ui, lastDraw.catalog, slug, null, 'zoom');
}
