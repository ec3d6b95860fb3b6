// board_pieces.js - Arnak's pieces drawn on the board and in the players'
// panels alike: guardians (badge, tip, boon), the archaeologists' places and motion
// keys, the assistants' tips.

import { h, svg as s } from './dom.js';
import { makeTarget } from './targets.js';
import { catAssistant, catGuardian, costWords, fullText, localText, tr } from './board_text.js';
import { icon } from './board_icons.js';

export function guardianBadge(ui, id) {
  return s('svg', { class: 'ak-gshield', viewBox: '0 0 24 24', 'aria-hidden': 'true' },
    s('path', { d: 'M12 1.5 L21 5 V11 C21 16.5 17 20.5 12 22.5 C7 20.5 3 16.5 3 11 V5 Z', fill: id ? '#7A2E2E' : '#9C8F80', stroke: '#2B1414', 'stroke-width': 1.3 }),
    s('path', { d: 'M8 10 L10.5 12 M16 10 L13.5 12 M9 16 Q12 14 15 16', fill: 'none', stroke: '#F6E7C8', 'stroke-width': 1.5, 'stroke-linecap': 'round' }));
}

// Each archaeologist's motion key ("arch:SEAT:0" / "arch:SEAT:1") stays with it
// while it stands on a space: the spaces of the last render keep their index,
// a newly placed one takes the index its seat has free.  The ones at home take
// the rest (the players' panels).
let archAt = new Map(); // "SEAT" -> Map(space -> index)

export function archKeys(st) {
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

export function archMotion(seat, space) {
  const m = archAt.get(String(seat));
  return 'arch:' + seat + ':' + (m && m.has(space) ? m.get(space) : 0);
}

// The indexes of a seat's archaeologists at home (not on a space).
export function archHome(seat) {
  const used = new Set((archAt.get(String(seat)) || new Map()).values());
  return [0, 1, 2, 3].filter((i) => !used.has(i));
}

// A guardian's boon as an icon where it is one (a travel icon, exile, draw,
// upgrade), else nothing: the words are in the tooltip.
export function boonIcon(ui, g) {
  if (g.boon_travel) return h('span', { class: 'ak-boon' }, '→', icon(ui, g.boon_travel));
  const b = String(g.boon || '').toLowerCase();
  const name = ['boot', 'car', 'ship', 'plane'].find((x) => b === x || b.includes(' ' + x + ' ') || b.startsWith(x + ' ')) ||
    (b.includes('exile') ? 'exile' : b.includes('draw') ? 'card' : b.includes('upgrade') ? 'upgrade' : null);
  return name ? h('span', { class: 'ak-boon' }, '→', icon(ui, name)) : null;
}

export function guardianTip(ui, catalog, id) {
  const g = catGuardian(catalog, id);
  const full = fullText(ui, 'guardians', id, g);
  if (full) return full;
  return tr(ui, 'board.guardian_tip', { g: g.name || id, cost: costWords(ui, g.cost) || '-', boon: localText(ui, 'guardians', id, 'boon', g) || '-' });
}

// compact: the shield, its name (left out on the map, where room is short: the
// tooltip and aria-label name it) and its boon; the cost is in the tooltip
export function drawGuardian(ui, catalog, id, key, used, noName) {
  const g = catGuardian(catalog, id);
  const tip = guardianTip(ui, catalog, id) + (used === undefined ? '' : '\n' + tr(ui, used ? 'board.boon_used' : 'board.boon_ready'));
  const e = h('div', { class: 'ak-guardian' + (used ? ' ak-used' : ''), 'data-tip': tip, 'data-motion': 'guardian:' + id },
    guardianBadge(ui, id), noName ? null : h('span', { class: 'ak-g-name', text: id }), boonIcon(ui, g));
  return makeTarget(e, ui, key, tr(ui, 'board.guardian', { g: id }));
}

export function assistantTip(ui, catalog, id, gold, exhausted) {
  const a = catAssistant(catalog, id);
  let t = fullText(ui, 'assistants', id, a) || tr(ui, 'board.assistant_tip', { a: a.name || id,
    silver: localText(ui, 'assistants', id, 'silver', a) || '-', gold: localText(ui, 'assistants', id, 'gold', a) || '-' });
  if (gold !== undefined) t += '\n' + tr(ui, gold ? 'board.gold' : 'board.silver') + (exhausted ? ', ' + tr(ui, 'board.exhausted') : ', ' + tr(ui, 'board.ready'));
  return t;
}
