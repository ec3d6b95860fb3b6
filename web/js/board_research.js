// board_research.js - Arnak's research track (its rows and spaces, the players'
// glass and notebook, bonus tiles), the Lost Temple and its tiles.

import { h, svg as s } from './dom.js';
import { makeTarget } from './targets.js';
import { COST_LETTERS, catBonus, catSide, catTemple, costWords, fullText, localText, researchCost, rowEffect, seatName, sideText, templeCost, templeParts, tr } from './board_text.js';
import { costIcons, icon, iconCount, seatShape } from './board_icons.js';

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

export function drawResearch(view, catalog, ui) {
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

export function drawTemple(view, catalog, ui) {
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
