// board_players.js - Arnak's players' panels (resources, idols, guardians,
// assistants, scores, the play area) and the viewer's hand.

import { h, svg } from './dom.js';
import { makeTarget } from './targets.js';
import { seatStyle } from './seats.js';
import { fitStage } from './stage.js';
import { RESOURCES, ROMAN, SCORE_KEYS, catAssistant, catGuardian, catIdolSlots, localText, resWord, seatName, tr } from './board_text.js';
import { icon, rebuild, richText, seatShape } from './board_icons.js';
import { cardEl, noteDraw } from './board_cards.js';
import { archHome, assistantTip, boonIcon, drawGuardian, guardianBadge, guardianTip } from './board_pieces.js';

// ---- players -------------------------------------------------------------------------------

export function scoreTip(ui, sc) {
  return SCORE_KEYS.map((k) => tr(ui, 'board.score.' + k) + ' ' + (sc[k] || 0)).join(', ') + ' = ' + sc.total;
}

export function renderPlayers(el, view, catalog, ui) {
  noteDraw(ui, catalog);
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
  if (!st.rival && st.start_player === seat) head.append(firstPlayerMarker(ui, tr(ui, 'board.first_player', { who: seatName(ui, seat), round: ROMAN[st.round] || st.round }), seat));
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

// The first player marker (the rulebook's, passed to the left at each round's
// end; in the solo game the rival starts every round): the page's own token, a
// dark disc with a gold rim and a gold "1" (unlike a coin, a gold disc), beside
// the name of the round's start player; `size` in px (larger on the scaled board).
export function firstPlayerMarker(ui, tip, holder, size = 22) {
  return h('span', { class: 'ak-first', 'data-tip': tip, 'aria-label': tip, role: 'img', 'data-start-player': String(holder) },
    svg('svg', { viewBox: '0 0 24 24', width: size, height: size, 'aria-hidden': 'true' },
      svg('circle', { cx: 12, cy: 12, r: 11, class: 'ak-first-disc' }),
      svg('circle', { cx: 12, cy: 12, r: 8.3, class: 'ak-first-ring' }),
      svg('path', { d: 'M9.4 8.8 L12.9 6.4 L12.9 17.4 M9.4 17.6 L16.4 17.6', class: 'ak-first-one' })));
}

// ---- the viewer's hand --------------------------------------------------------------------

export function renderHand(el, view, catalog, ui) {
  noteDraw(ui, catalog);
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
