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
// renderPlayers, renderHand, legalOf, targetsOf, lastMoves, and cardCloseup.
//
// This module draws the main board (card row, island, sites, supply, rival); the
// rest is in modules of their own: board_text.js (catalog facts, words),
// board_icons.js (icons, seat shapes), board_targets.js (targetsOf, legalOf),
// board_cards.js (cards), board_pieces.js (guardians, archaeologists, assistants),
// board_research.js (research track, Lost Temple), board_players.js (players'
// panels, the hand).
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

import { h, svg as s } from './dom.js';
import { makeTarget } from './targets.js';
import { fitStage } from './stage.js';
import { ROMAN, cardName, catAssistant, catIdol, catRivalTile, catSide, catTile, fullText, localText, seatName, sideText, siteDiscoverCost, siteSpaceTravel, tr } from './board_text.js';
import { icon, iconCount, rebuild, richText, seatShape, travelIcons } from './board_icons.js';
import { cardEl, noteDraw } from './board_cards.js';
import { archKeys, archMotion, assistantTip, drawGuardian, guardianBadge, guardianTip } from './board_pieces.js';
import { drawResearch, drawTemple } from './board_research.js';
import { firstPlayerMarker, scoreTip } from './board_players.js';

// The names every board exports (web/js/boards.js).
export { targetsOf, legalOf } from './board_targets.js';
export { renderPlayers, renderHand } from './board_players.js';
export { cardCloseup } from './board_cards.js';
export { lastMoves } from './motion.js'; // each player's last turn (motion.js reads Arnak's story)
export { BOARD_STRINGS, CARD_NAMES_PL } from './board_strings.js';

// ---- the main board ------------------------------------------------------------------

// The printed board's plan: the decks and the card row along the top, the island
// on the left (level II sites at the top, then two rows of level I sites, the
// camps along the bottom), the research track on the right with the Lost Temple
// and its tiles at its top, the assistants' stacks at the bottom right.
export function renderBoard(el, view, catalog, ui) {
  noteDraw(ui, catalog);
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

// ---- assistant supply --------------------------------------------------------------------
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
    h('b', { text: tr(ui, 'board.rival') }), firstPlayerMarker(ui, tr(ui, 'board.first_player_rival'), 'rival', 30));
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
