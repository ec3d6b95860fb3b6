// qz_board.js - draws Quetzal: City of the Sacred Birds in the browser: the
// city's locations (the Temple's five spaces top to bottom and its eight
// face-up cards, the Temple Surroundings' three sites with their cards, the
// Black Market, the Stela, the Village with its upgrades, the Harbor Master's
// Office, the two Ships, the Camp), the meeples placed on them in their seat's
// colour, the Discovery track, the round track and the score track, the
// players' panels (score, coins, Discovery, the meeples still in the pool,
// upgrades, cards) and the viewer's hand, from a protocol view (docs/PROTOCOL.md;
// the state is the game's view JSON, src/games/quetzal/views/json.c) and the catalog
// (src/games/quetzal/views/catalog.c: costs, the Temple's cards per space, the
// Discovery track's rewards, the ships, the delivery table, upgrade texts).
// Every drawing is the project's own SVG; the board is laid out at one size
// and scaled to its box by stage.js's fitStage, as the other boards are.  Its
// exports are every board's (web/js/boards.js).
//
// Meeples: a team meeple lying on its black side is an adventurer, on its
// white side an archaeologist (a disc of that colour on its body); a standing
// one is wild (a half black, half white disc), placed as the kind its space
// shows; the Character stands, larger, with a gold star.
//
// Play by clicking: legalOf() gives the app the targets of the view's actions
// (keys "KIND:ARG", which web/js/whynot.js turns into "KIND ARG" for its why-not
// question): a space ("place:SPACE": a placement's first step; then the space's
// placements, by count, kind and the Character, in the app's chooser, which
// opens by itself and again at the space's click), the viewer's meeples on a space
// ("recall:SPACE", the move upgrade; at the Harbor, which stays open meanwhile,
// a tab of its own), a Temple card ("pick:CARD"), a Village
// upgrade ("upgrade:SLOT", 1-based), a card of the hand ("sell:CARD", at the
// Black Market), a type of the hand ("deliver:TYPE"; the lot's size in the
// chooser), a meeple of the viewer's pool ("reroll:FACE").  The others (pass,
// reroll all) are the decision bar's.
//
// Every drawn position carries its facts as data attributes (data-space,
// data-owner, data-count, data-kind, data-seat, data-face, data-card,
// data-upgrade, data-round, data-disc, data-score, data-fact...), so that a test
// reads the board back and compares it with the view.

import { h, svg, text, keepFocus, ensureStylesheet } from './dom.js';
import { makeTarget } from './targets.js';
import { myTurn, catOf, wordsOf } from './view.js';
import { seatStyle, shapeAt, starPath } from './seats.js';
import { fitStage } from './stage.js';

// loaded with the first Quetzal view: its stylesheet too (another game's page loads neither)
ensureStylesheet('/css/qz_board.css');

const TYPES = ['vase', 'tablet', 'weapon', 'statuette', 'mummy'];
const TYPE_STYLE = {
  vase: { fill: '#c8733a', ink: '#fff' },
  tablet: { fill: '#6f7f8f', ink: '#fff' },
  weapon: { fill: '#8c3b3b', ink: '#fff' },
  statuette: { fill: '#c9a227', ink: '#2a2000' },
  mummy: { fill: '#d8cfae', ink: '#2a2000' },
};
const TEMPLE_DEFAULT = [[5, 2, 0], [4, 2, 0], [3, 1, 1], [2, 1, 1], [1, 1, 0]]; // cost, choose, draw
const VILLAGE_COST = [2, 1, 1];
const SITES = ['quarry', 'small-temple', 'ruins'];
const SITE_BONUS = ['vp', 'discovery', 'coin'];
const SCORE_CELLS = 50;

// ---- words (English, Polish) -------------------------------------------------------

const WORDS = {
  en: {
    round: 'Round {n} of {of}', temple: 'Temple', temple_cards: 'Temple cards', surroundings: 'Temple Surroundings',
    quarry: 'Quarry', 'small-temple': 'Small Temple', ruins: 'Ruins', market: 'Black Market', stela: 'Stela',
    village: 'Village', harbor: "Harbor Master's Office", ship1: 'Ship 1', ship2: 'Ship 2', camp: 'Camp',
    market_tip: 'discard an artifact for {n} coins', stela_tip: 'the First Player marker and 1 Discovery; not for its holder',
    camp_tip: 'resolves at once: 1 coin and 1 reroll a meeple', harbor_tip: '{n} coins a meeple; each delivers a lot',
    choose: 'choose {n}', draw: '+ draw {n}', cost: '{n} coins', free: 'free', covered: 'covered', automa: 'automa',
    discovery: 'Discovery', rounds: 'Rounds', score: 'Score', first: 'First Player', deck: 'Deck {n}', upgrades_left: 'Upgrades {n}',
    coins: 'Coins', cards: 'Cards', meeples: 'Meeples', pool: 'Pool', upgrades: 'Upgrades', used: 'used', you: 'you', known: 'Known',
    your_hand: 'Your artifacts', no_hand: 'no artifacts', spectator: 'Watching: the hands are hidden', empty: 'empty',
    adventurer: 'adventurer', archaeologist: 'archaeologist', wild: 'wild', placed: 'meeple', take_back: 'take one back', character: 'Character', either: 'either kind',
    takes_adventurer: 'adventurers', takes_archaeologist: 'archaeologists', takes_either: 'one kind', takes_any: 'any',
    lot: 'lots: {v}', bonus_vp: '+1 VP', bonus_coin: '+1 coin', bonus_discovery: '+1 Discovery', ship_vp: '{n} VP', ship_coins: '{n} coins',
    vase: 'vase', tablet: 'tablet', weapon: 'weapon', statuette: 'statuette', mummy: 'mummy',
    phase_place: 'placement', phase_camp: 'Camp', phase_temple: 'Temple', phase_market: 'Black Market', phase_village: 'Village',
    phase_deliver: 'delivery', phase_over: 'game over',
    'u_reroll-all': 'Reroll all', 'u_reroll-two': 'Reroll two', 'u_sell-vase': 'Sell vases', 'u_sell-tablet': 'Sell tablets',
    'u_sell-weapon': 'Sell weapons', 'u_sell-statuette': 'Sell statuettes', 'u_sell-mummy': 'Sell mummies', u_gold: 'Gold',
    'u_temple-discount': 'Temple discount', u_discovery: 'Discovery', 'u_harbor-discount': 'Harbor discount',
    'u_market-bonus': 'Market bonus', 'u_camp-bonus': 'Camp bonus', 'u_single-as-pair': 'Single as a pair', u_move: 'Move a meeple',
    u_points: 'Points',
    // a space as a sentence names it (the log, the options): EN with its article
    said_camp: 'the Camp', said_stela: 'the Stela of Knowledge', said_temple: 'Temple space {n}',
    said_quarry: 'the Quarry', 'said_small-temple': 'the Small Temple', said_ruins: 'the Ruins',
    said_market: 'the Black Market', said_village: 'Village space {n}',
    said_harbor: "the Harbor Master's Office", said_ship: 'Ship {n}', said_card: 'a {type}', said_bonus: '{card} ({bonus})',
  },
  pl: {
    round: 'Runda {n} z {of}', temple: 'Świątynia', temple_cards: 'Karty Świątyni', surroundings: 'Okolice Świątyni',
    quarry: 'Kamieniołom', 'small-temple': 'Mała Świątynia', ruins: 'Ruiny', market: 'Czarny Rynek', stela: 'Stela',
    village: 'Wioska', harbor: 'Kapitanat Portu', ship1: 'Statek 1', ship2: 'Statek 2', camp: 'Obóz',
    market_tip: 'odrzuć artefakt za {n} monet', stela_tip: 'znacznik Pierwszego Gracza i 1 Odkrycie; nie dla jego posiadacza',
    camp_tip: 'od razu: 1 moneta i 1 przerzut meepla', harbor_tip: '{n} monety za meepla; każdy dostarcza partię',
    choose: 'wybierz {n}', draw: '+ dobierz {n}', cost: '{n} monet', free: 'za darmo', covered: 'zakryte', automa: 'automa',
    discovery: 'Odkrycia', rounds: 'Rundy', score: 'Punkty', first: 'Pierwszy Gracz', deck: 'Talia {n}', upgrades_left: 'Ulepszenia {n}',
    coins: 'Monety', cards: 'Karty', meeples: 'Meeple', pool: 'Pula', upgrades: 'Ulepszenia', used: 'zużyte', you: 'ty', known: 'Znane',
    your_hand: 'Twoje artefakty', no_hand: 'brak artefaktów', spectator: 'Oglądasz: ręce są ukryte', empty: 'puste',
    adventurer: 'poszukiwacz', archaeologist: 'archeolog', wild: 'dowolny', placed: 'meeple', take_back: 'zabierz jednego', character: 'Postać', either: 'dowolny rodzaj',
    takes_adventurer: 'poszukiwacze', takes_archaeologist: 'archeolodzy', takes_either: 'jeden rodzaj', takes_any: 'dowolne',
    lot: 'partie: {v}', bonus_vp: '+1 PZ', bonus_coin: '+1 moneta', bonus_discovery: '+1 Odkrycie', ship_vp: '{n} PZ', ship_coins: '{n} monety',
    vase: 'waza', tablet: 'tabliczka', weapon: 'broń', statuette: 'posążek', mummy: 'mumia',
    phase_place: 'rozmieszczanie', phase_camp: 'Obóz', phase_temple: 'Świątynia', phase_market: 'Czarny Rynek', phase_village: 'Wioska',
    phase_deliver: 'dostawy', phase_over: 'koniec gry',
    'u_reroll-all': 'Przerzut wszystkich', 'u_reroll-two': 'Przerzut dwóch', 'u_sell-vase': 'Sprzedaż waz', 'u_sell-tablet': 'Sprzedaż tabliczek',
    'u_sell-weapon': 'Sprzedaż broni', 'u_sell-statuette': 'Sprzedaż posążków', 'u_sell-mummy': 'Sprzedaż mumii', u_gold: 'Złoto',
    'u_temple-discount': 'Zniżka w Świątyni', u_discovery: 'Odkrycie', 'u_harbor-discount': 'Zniżka w porcie',
    'u_market-bonus': 'Premia z rynku', 'u_camp-bonus': 'Premia z obozu', 'u_single-as-pair': 'Jeden jak para', u_move: 'Przestaw meepla',
    u_points: 'Punkty',
    said_camp: 'Obóz', said_stela: 'Stela Wiedzy', said_temple: 'Świątynia {n}',
    said_quarry: 'Kamieniołom', 'said_small-temple': 'Mała Świątynia', said_ruins: 'Ruiny',
    said_market: 'Czarny Rynek', said_village: 'Wioska {n}',
    said_harbor: 'Kapitanat Portu', said_ship: 'Statek {n}', said_card: '{type}', said_bonus: '{card} ({bonus})',
  },
};

const tr = wordsOf(WORDS);
const typeOf = (card) => String(card).split('+')[0];
const bonusOf = (card) => String(card).split('+')[1] || '';
function cardWord(ui, card) {
  const b = bonusOf(card);
  return tr(ui, typeOf(card)) + (b ? ' ' + tr(ui, 'bonus_' + b) : '');
}
/**
 * A space, an upgrade or a card as the page's sentences name it (the log's lines, the
 * options' labels: words.js fills the catalog's templates with it), in `lang`: kind is
 * the wording field's ("space", "upgrade", "card"); null for anything else, which the
 * caller then shows as it is.
 */
export function nameOf(kind, value, lang) {
  const ui = {lang}, v = String(value);
  if (kind === 'space') {
    const m = /^(temple|village|ship)([1-5])$/.exec(v);
    if (m) return tr(ui, 'said_' + m[1], {n: m[2]});
    return Object.prototype.hasOwnProperty.call(WORDS.en, 'said_' + v) ? tr(ui, 'said_' + v) : null;
  }
  if (kind === 'upgrade') return Object.prototype.hasOwnProperty.call(WORDS.en, 'u_' + v) ? tr(ui, 'u_' + v) : null;
  if (kind === 'card') {
    if (!Object.prototype.hasOwnProperty.call(WORDS.en, typeOf(v))) return null;
    const card = tr(ui, 'said_card', {type: tr(ui, typeOf(v))});
    const b = bonusOf(v);
    return b ? tr(ui, 'said_bonus', {card, bonus: tr(ui, 'bonus_' + b)}) : card;
  }
  return null;
}

function seatName(ui, p) { return ui && ui.seatName ? ui.seatName(p) : 'P' + (p + 1); }

// ---- the catalog's facts, with the project's readings when there is none -----------

function spaceCat(catalog, name) { return (catOf(catalog).spaces || {})[name] || {}; }
function templeFacts(catalog, i) {
  const c = spaceCat(catalog, 'temple' + (i + 1));
  const d = TEMPLE_DEFAULT[i];
  return { cost: c.cost ?? d[0], choose: c.choose ?? d[1], draw: c.draw ?? d[2] };
}

// ---- targets -----------------------------------------------------------------------

/** The action's target key on the board (null: the decision bar's). */
export function qzKey(info) {
  const i = info || {};
  switch (i.kind) {
    case 'place': case 'space': return 'place:' + i.space;
    case 'recall': return 'recall:' + i.space;
    case 'pick': return 'pick:' + i.card;
    case 'sell': return 'sell:' + i.card;
    case 'upgrade': return 'upgrade:' + (i.slot + 1);
    case 'deliver': return 'deliver:' + i.artifact;
    case 'reroll': return 'reroll:' + i.face;
    default: return null;
  }
}

/** The targets of the view's actions: {legal: Map key -> actions, bar: the rest}. */
export function legalOf(v) {
  const legal = new Map();
  const bar = [];
  if (!myTurn(v)) return { legal, bar };
  for (const a of v.actions || []) {
    const k = qzKey(a.info);
    if (!k) { bar.push(a); continue; }
    if (!legal.has(k)) legal.set(k, []);
    legal.get(k).push(a);
  }
  return { legal, bar };
}

/** The board's keys of an action (the review's marks, web/js/endgame.js). */
export function targetsOf(info) {
  const k = qzKey(info);
  return k ? [k] : [];
}

// ---- pieces ------------------------------------------------------------------------

// A meeple of seat p centred on (x, y), s its half height.  face: adventurer or
// archaeologist (lying, a black or white disc), wild (standing, half and half,
// or the kind `as` it was placed as), character (standing, larger, a star),
// placed (standing, plain: a Harbor meeple, whose face the view does not name).
function meeple(ui, p, face, x, y, s, as) {
  const sty = p === 'automa' ? { colour: '#5a5a5a' } : seatStyle(p);
  const standing = face !== 'adventurer' && face !== 'archaeologist';
  const big = face === 'character' ? 1.2 : 1;
  const r = s * big;
  const g = svg('g', { class: 'qzb-meeple' + (standing ? ' qzb-standing' : ' qzb-lying'), 'data-seat': p, 'data-face': face,
    'data-as': as || '', 'pointer-events': 'none' });
  const who = p === 'automa' ? tr(ui, 'automa') : seatName(ui, p);
  g.append(svg('title', {}, who + ': ' + tr(ui, face) + (as && as !== face ? ' (' + tr(ui, as) + ')' : '')));
  const body = svg('g', { transform: `translate(${x} ${y})${standing ? '' : ' rotate(-90)'}` });
  body.append(svg('path', { class: 'qzb-mp-body', fill: sty.colour,
    d: `M${-0.62 * r} ${r} L${-0.34 * r} ${-0.12 * r} L${-0.7 * r} ${-0.2 * r} Q${-0.72 * r} ${-0.42 * r} ${-0.4 * r} ${-0.42 * r} ` +
      `L${0.4 * r} ${-0.42 * r} Q${0.72 * r} ${-0.42 * r} ${0.7 * r} ${-0.2 * r} L${0.34 * r} ${-0.12 * r} L${0.62 * r} ${r} Z` }),
  // the head in the seat's shape: a meeple's seat never depends on colour alone
  shapeAt(sty.shape || 'circle', 0, -0.72 * r, 0.32 * r, { class: 'qzb-mp-body', fill: sty.colour }));
  const side = face === 'wild' || face === 'character' ? as : face;
  if (face === 'character') body.append(svg('path', { class: 'qzb-mp-star', d: starPath(0, 0.32 * r, 0.34 * r, 0.15 * r) }));
  else if (side === 'adventurer' || side === 'archaeologist') {
    body.append(svg('circle', { cx: 0, cy: 0.35 * r, r: 0.25 * r, class: 'qzb-mp-side qzb-side-' + side }));
  } else if (face === 'wild') {
    body.append(svg('path', { class: 'qzb-mp-side qzb-side-adventurer', d: `M0 ${0.1 * r} A${0.25 * r} ${0.25 * r} 0 0 0 0 ${0.6 * r} Z` }),
      svg('path', { class: 'qzb-mp-side qzb-side-archaeologist', d: `M0 ${0.1 * r} A${0.25 * r} ${0.25 * r} 0 0 1 0 ${0.6 * r} Z` }));
  }
  g.append(body);
  return g;
}

// An artifact type's glyph centred on (x, y) in a box of half size s.
function typeGlyph(type, x, y, s) {
  const st = TYPE_STYLE[type] || TYPE_STYLE.vase;
  const a = { class: 'qzb-glyph', fill: st.ink };
  switch (type) {
    case 'vase': return svg('path', { ...a, d: `M${x - 0.3 * s} ${y - s} h${0.6 * s} v${0.25 * s} q${-0.15 * s} ${0.1 * s} 0 ${0.25 * s} q${0.55 * s} ${0.3 * s} ${0.4 * s} ${0.9 * s} q${-0.1 * s} ${0.6 * s} ${-0.7 * s} ${0.6 * s} q${-0.6 * s} 0 ${-0.7 * s} ${-0.6 * s} q${-0.15 * s} ${-0.6 * s} ${0.4 * s} ${-0.9 * s} q${0.15 * s} ${-0.15 * s} 0 ${-0.25 * s} z` });
    case 'tablet': return svg('g', {}, svg('rect', { ...a, x: x - 0.6 * s, y: y - 0.9 * s, width: 1.2 * s, height: 1.8 * s, rx: 0.15 * s }),
      ...[-0.45, -0.1, 0.25, 0.6].map((k) => svg('line', { x1: x - 0.4 * s, x2: x + 0.4 * s, y1: y + k * s, y2: y + k * s, class: 'qzb-glyph-line', stroke: st.fill })));
    case 'weapon': return svg('g', {}, svg('line', { x1: x - 0.7 * s, y1: y + 0.9 * s, x2: x + 0.5 * s, y2: y - 0.6 * s, stroke: st.ink, 'stroke-width': 0.16 * s }),
      svg('path', { ...a, d: `M${x + 0.8 * s} ${y - s} L${x + 0.2 * s} ${y - 0.75 * s} L${x + 0.6 * s} ${y - 0.35 * s} Z` }));
    case 'statuette': return svg('g', {}, svg('circle', { ...a, cx: x, cy: y - 0.65 * s, r: 0.3 * s }),
      svg('path', { ...a, d: `M${x - 0.35 * s} ${y + s} L${x - 0.25 * s} ${y - 0.3 * s} L${x + 0.25 * s} ${y - 0.3 * s} L${x + 0.35 * s} ${y + s} Z` }));
    default: return svg('g', {}, svg('rect', { ...a, x: x - 0.4 * s, y: y - s, width: 0.8 * s, height: 2 * s, rx: 0.4 * s }),
      ...[-0.4, 0, 0.4].map((k) => svg('line', { x1: x - 0.4 * s, x2: x + 0.4 * s, y1: y + k * s, y2: y + k * s + 0.2 * s, class: 'qzb-glyph-line', stroke: st.fill })));
  }
}

// An artifact card w x h at (x, y): its type's colour and glyph, its bonus.
function cardArt(ui, card, x, y, w, hgt) {
  const type = typeOf(card);
  const st = TYPE_STYLE[type] || TYPE_STYLE.vase;
  const g = svg('g', { class: 'qzb-card-art', 'pointer-events': 'none' });
  g.append(svg('rect', { x, y, width: w, height: hgt, rx: 6, class: 'qzb-card-bg', fill: st.fill }),
    typeGlyph(type, x + w / 2, y + hgt * 0.45, Math.min(w, hgt) * 0.26));
  const b = bonusOf(card);
  if (b) {
    const label = b === 'vp' ? '+1' : b === 'coin' ? '+●' : '+◆';
    g.append(svg('rect', { x: x + w - 27, y: y + 3, width: 24, height: 15, rx: 4, class: 'qzb-bonus qzb-bonus-' + b }),
      text(x + w - 15, y + 14, label, { class: 'qzb-bonus-t', 'text-anchor': 'middle' }));
  }
  g.append(text(x + w / 2, y + hgt - 5, tr(ui, type), { class: 'qzb-card-name', 'text-anchor': 'middle', fill: st.ink }));
  return g;
}

function coinBadge(x, y, n) {
  return svg('g', { class: 'qzb-coin', 'pointer-events': 'none' }, svg('circle', { cx: x, cy: y, r: 13, class: 'qzb-coin-c' }),
    text(x, y + 5, n, { class: 'qzb-coin-t', 'text-anchor': 'middle' }));
}

// ---- spaces ------------------------------------------------------------------------

// The occupant's meeples of a space, as faces in placement order: the kinds
// placed first, then the wild ones, the Character last.
function spaceMeeples(sp) {
  const out = [];
  const f = sp.faces || {};
  const kind = sp.kind === 'either' ? null : sp.kind;
  if (sp.faces) {
    for (let i = 0; i < (f.adventurer || 0); i++) out.push(['adventurer', 'adventurer']);
    for (let i = 0; i < (f.archaeologist || 0); i++) out.push(['archaeologist', 'archaeologist']);
    for (let i = 0; i < (f.wild || 0); i++) out.push(['wild', kind]);
    for (let i = 0; i < (f.character || 0); i++) out.push(['character', kind]);
  }
  // the automa's meeples have no rolled faces: they lie on the kind they block
  while (out.length < (sp.count || 0)) out.push([kind || 'placed', kind]);
  return out;
}

// A placement space w x hgt at (x, y): its frame (the target "place:NAME"), the
// meeples on it (the viewer's own: "recall:NAME" when the move upgrade may take
// one back), a cover at 2 players.
function drawSpace(view, ui, name, x, y, w, hgt, label) {
  const st = view.state;
  const sp = (st.spaces || {})[name] || {};
  const owner = sp.automa ? 'automa' : sp.owner ?? '';
  const g = svg('g', { class: 'qzb-space qzb-' + (sp.type || 'free') + (st.placing === name ? ' qzb-chosen' : ''),
    'data-space': name, 'data-owner': owner, 'data-count': sp.count || 0, 'data-kind': sp.kind || '' });
  g.append(svg('rect', { x, y, width: w, height: hgt, rx: 8, class: 'qzb-hit qzb-slot' }));
  const list = spaceMeeples(sp);
  const size = Math.min(17, hgt / 2 - 5);
  const step = Math.min(2.1 * size, (w - 2 * size) / Math.max(1, list.length));
  const mg = svg('g', { class: 'qzb-on' });
  list.forEach(([face, as], i) => mg.append(meeple(ui, owner, face, x + size + 4 + step * i, y + hgt / 2, size, as)));
  if (owner === view.seat && list.length) {
    mg.append(svg('rect', { x: x + 2, y: y + 2, width: Math.min(w - 4, step * list.length + 20), height: hgt - 4, rx: 6, class: 'qzb-hit qzb-recall' }));
    makeTarget(mg, ui, 'recall:' + name, label + ': ' + seatName(ui, owner));
  }
  g.append(mg);
  if (sp.covered) {
    g.append(svg('rect', { x: x + 3, y: y + 3, width: w - 6, height: hgt - 6, rx: 6, class: 'qzb-cover', 'pointer-events': 'none' }),
      text(x + w / 2, y + hgt / 2 + 5, tr(ui, 'covered'), { class: 'qzb-small', 'text-anchor': 'middle', 'pointer-events': 'none' }));
  }
  makeTarget(g, ui, 'place:' + name, label);
  return g;
}

// The Harbor: a free space, its meeples in placement order.
function drawHarbor(view, ui, catalog, x, y, w, hgt) {
  const st = view.state;
  const seats = ((st.spaces || {}).harbor) || [];
  const g = svg('g', { class: 'qzb-space qzb-free' + (st.placing === 'harbor' ? ' qzb-chosen' : ''), 'data-space': 'harbor',
    'data-count': seats.length, 'data-seats': seats.join(',') });
  g.append(svg('rect', { x, y, width: w, height: hgt, rx: 8, class: 'qzb-hit qzb-slot' }));
  const perRow = Math.max(1, Math.ceil(seats.length / 2));
  const step = Math.min(24, (w - 20) / Math.max(1, perRow));
  seats.forEach((p, i) => {
    const row = seats.length > 12 ? Math.floor(i / perRow) : 0;
    const col = seats.length > 12 ? i % perRow : i;
    const yy = seats.length > 12 ? y + hgt / 4 + row * hgt / 2 : y + hgt / 2;
    // (the view names the Harbor's seats in order, not their faces: drawn plain)
    g.append(meeple(ui, p, 'placed', x + 14 + col * step, yy, seats.length > 12 ? 9 : 14, null));
  });
  makeTarget(g, ui, 'place:harbor', tr(ui, 'harbor'));
  return g;
}

// ---- the board's plan ----------------------------------------------------------------

const W = 1400;
const H = 740;

export function renderBoard(el, view, catalog, ui) {
  keepFocus(el, () => {
    const st = view && view.state;
    if (!st) return;
    const root = h('div', { class: 'qzb' });
    const board = svg('svg', { class: 'qzb-svg', width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'group',
      'aria-label': tr(ui, 'round', { n: st.round, of: st.rounds }) });
    board.append(svg('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'qzb-ground' }));
    board.append(drawHeader(view, ui), drawTemple(view, ui, catalog), drawSurroundings(view, ui, catalog),
      drawVillage(view, ui, catalog), drawPort(view, ui, catalog), drawTracks(view, ui, catalog));
    root.append(board);
    fitStage(el, root, 'both', 1.8);
  });
  offerMeeples(view, ui);
}

// A placement's second step: the space is chosen, its meeples come up at once in
// the app's chooser (once a view: closed, the space's click opens it again).
let offeredAt = null;
function offerMeeples(view, ui) {
  const at = view && view.state && view.state.placing;
  const key = 'place:' + at;
  // (a single placement there is one more click on the space, not made for the player)
  if (!at || !myTurn(view) || !ui.legal || (ui.legal.get(key) || []).length < 2 || offeredAt === view.seq) return;
  const chooser = document.getElementById('chooser');
  if (!chooser || !chooser.hidden) return;
  offeredAt = view.seq;
  ui.onTarget(key);
}

function panel(x, y, w, hgt, title, cls) {
  const g = svg('g', { class: 'qzb-loc ' + (cls || '') });
  g.append(svg('rect', { x, y, width: w, height: hgt, rx: 10, class: 'qzb-loc-bg' }),
    text(x + 10, y + 20, title, { class: 'qzb-loc-title' }));
  return g;
}

function drawHeader(view, ui) {
  const st = view.state;
  const g = svg('g', { class: 'qzb-head' });
  g.append(text(16, 36, tr(ui, 'round', { n: st.round, of: st.rounds }), { class: 'qzb-round', 'data-round': st.round }),
    text(250, 34, tr(ui, 'phase_' + st.phase), { class: 'qzb-phase', 'data-phase': st.phase }));
  const first = svg('g', { class: 'qzb-first', 'data-first': st.first });
  first.append(svg('title', {}, tr(ui, 'first') + ': ' + seatName(ui, st.first)),
    birdMarker(520, 27, seatStyle(st.first).colour), text(548, 34, tr(ui, 'first') + ': ' + seatName(ui, st.first), { class: 'qzb-small' }));
  g.append(first);
  g.append(text(920, 34, tr(ui, 'deck', { n: st.deck_count }), { class: 'qzb-small', 'data-deck': st.deck_count }),
    text(1060, 34, tr(ui, 'upgrades_left', { n: st.upgrade_stack }), { class: 'qzb-small' }));
  if (st.automa) g.append(text(1250, 34, tr(ui, 'automa') + (st.automa_card ? ' #' + st.automa_card : ''), { class: 'qzb-small' }));
  return g;
}

// The First Player marker: a quetzal's head in profile, in its holder's colour.
function birdMarker(x, y, colour) {
  return svg('g', { class: 'qzb-bird', 'pointer-events': 'none' },
    svg('circle', { cx: x, cy: y, r: 15, fill: colour, class: 'qzb-bird-c' }),
    svg('path', { d: `M${x - 8} ${y + 6} Q${x - 6} ${y - 12} ${x + 6} ${y - 8} L${x + 13} ${y - 4} L${x + 5} ${y - 1} Q${x + 2} ${y + 8} ${x - 8} ${y + 6} Z`, class: 'qzb-bird-b' }),
    svg('circle', { cx: x + 2, cy: y - 4, r: 1.8, class: 'qzb-bird-eye' }));
}

function drawTemple(view, ui, catalog) {
  const st = view.state;
  const g = panel(10, 52, 470, 510, tr(ui, 'temple'), 'qzb-temple');
  for (let i = 0; i < 5; i++) {
    const f = templeFacts(catalog, i);
    const w = 250 + i * 48, x = 245 - w / 2, y = 72 + i * 54;
    g.append(svg('rect', { x: x - 6, y: y - 2, width: w + 12, height: 52, class: 'qzb-step', 'pointer-events': 'none' }));
    g.append(coinBadge(x + 12, y + 24, f.cost));
    g.append(drawSpace(view, ui, 'temple' + (i + 1), x + 30, y + 4, w - 120, 42, tr(ui, 'temple') + ' ' + (i + 1)));
    g.append(text(x + w - 84, y + 22, tr(ui, 'choose', { n: f.choose }), { class: 'qzb-tiny' }));
    if (f.draw) g.append(text(x + w - 84, y + 38, tr(ui, 'draw', { n: f.draw }), { class: 'qzb-tiny' }));
  }
  g.append(text(20, 362, tr(ui, 'temple_cards'), { class: 'qzb-small' }));
  (st.temple || []).forEach((card, i) => {
    const x = 20 + (i % 4) * 114, y = 372 + Math.floor(i / 4) * 94;
    const c = svg('g', { class: 'qzb-tcard', 'data-slot': i, 'data-card': card || '' });
    if (card) {
      c.append(svg('rect', { x: x - 3, y: y - 3, width: 110, height: 90, rx: 8, class: 'qzb-hit qzb-card-hit' }), cardArt(ui, card, x, y, 104, 84));
      makeTarget(c, ui, 'pick:' + card, cardWord(ui, card));
    } else {
      c.append(svg('rect', { x, y, width: 104, height: 84, rx: 6, class: 'qzb-card-empty' }));
    }
    g.append(c);
  });
  return g;
}

function drawSurroundings(view, ui, catalog) {
  const st = view.state;
  const g = svg('g', {});
  const s = panel(490, 52, 420, 330, tr(ui, 'surroundings'), 'qzb-surr');
  SITES.forEach((name, i) => {
    const y = 80 + i * 100;
    s.append(svg('rect', { x: 500, y, width: 400, height: 92, rx: 8, class: 'qzb-site-bg' }),
      text(510, y + 18, tr(ui, name) + ' · ' + tr(ui, 'bonus_' + SITE_BONUS[i]), { class: 'qzb-small' }));
    const cards = (st.sites || [])[i] || [];
    const cg = svg('g', { class: 'qzb-site', 'data-site': name, 'data-cards': cards.join(',') });
    cards.forEach((card, k) => cg.append(cardArt(ui, card, 510 + k * 68, y + 24, 62, 62)));
    s.append(cg);
    s.append(drawSpace(view, ui, name, 650, y + 26, 240, 58, tr(ui, name)));
  });
  g.append(s);
  const m = panel(490, 390, 420, 84, tr(ui, 'market'), 'qzb-market');
  m.append(text(500, 456, tr(ui, 'market_tip', { n: 7 }), { class: 'qzb-tiny' }));
  m.append(drawSpace(view, ui, 'market', 710, 400, 190, 66, tr(ui, 'market')));
  g.append(m);
  const e = panel(490, 482, 420, 80, tr(ui, 'stela'), 'qzb-stela');
  e.append(text(500, 552, tr(ui, 'stela_tip'), { class: 'qzb-tiny' }));
  e.append(drawSpace(view, ui, 'stela', 800, 490, 100, 42, tr(ui, 'stela')));
  g.append(e);
  return g;
}

function drawVillage(view, ui, catalog) {
  const st = view.state;
  const g = panel(920, 52, 470, 206, tr(ui, 'village'), 'qzb-village');
  const ups = catOf(catalog).upgrades || {};
  for (let i = 0; i < 3; i++) {
    const y = 78 + i * 60;
    const name = (st.village || [])[i];
    const t = svg('g', { class: 'qzb-upgrade', 'data-slot': i + 1, 'data-upgrade': name || '' });
    if (name) {
      t.append(svg('rect', { x: 930, y, width: 230, height: 54, rx: 6, class: 'qzb-hit qzb-tile' }),
        svg('title', {}, (ups[name] || {}).text || tr(ui, 'u_' + name)),
        text(940, y + 22, tr(ui, 'u_' + name), { class: 'qzb-tile-t', 'pointer-events': 'none' }),
        text(940, y + 43, ((ups[name] || {}).vp ?? '?') + ' VP', { class: 'qzb-tiny', 'pointer-events': 'none' }));
      makeTarget(t, ui, 'upgrade:' + (i + 1), tr(ui, 'u_' + name));
    } else {
      t.append(svg('rect', { x: 930, y, width: 230, height: 54, rx: 6, class: 'qzb-card-empty' }));
    }
    g.append(t);
    const cost = spaceCat(catalog, 'village' + (i + 1)).cost ?? VILLAGE_COST[i];
    g.append(coinBadge(1182, y + 27, cost));
    g.append(drawSpace(view, ui, 'village' + (i + 1), 1200, y + 4, 180, 46, tr(ui, 'village') + ' ' + (i + 1)));
  }
  return g;
}

function drawPort(view, ui, catalog) {
  const g = svg('g', {});
  const cat = catOf(catalog);
  const hb = panel(920, 266, 470, 118, tr(ui, 'harbor'), 'qzb-harbor');
  const cost = spaceCat(catalog, 'harbor').cost ?? 2;
  hb.append(drawHarbor(view, ui, catalog, 930, 290, 450, 50));
  // the viewer's meeples there go back (the move upgrade) by a tab of their own:
  // the Harbor stays open to more placements meanwhile, so they are not its target
  const seats = ((view.state.spaces || {}).harbor) || [];
  if (view.seat !== null && view.seat !== undefined && seats.includes(view.seat)) {
    const back = svg('g', { class: 'qzb-back' }, svg('rect', { x: 1262, y: 268, width: 120, height: 20, rx: 5, class: 'qzb-hit qzb-back-bg' }),
      text(1322, 282, '↩ ' + tr(ui, 'take_back'), { class: 'qzb-tiny', 'text-anchor': 'middle', 'pointer-events': 'none' }));
    makeTarget(back, ui, 'recall:harbor', tr(ui, 'harbor') + ': ' + tr(ui, 'take_back'));
    hb.append(back);
  }
  hb.append(text(932, 358, tr(ui, 'harbor_tip', { n: cost }), { class: 'qzb-tiny' }));
  const lots = cat.delivery || {};
  TYPES.forEach((t, i) => {
    const x = 932 + i * 90;
    const st = TYPE_STYLE[t];
    hb.append(svg('g', { class: 'qzb-lot', 'data-lot': t }, svg('title', {}, tr(ui, t) + ': ' + tr(ui, 'lot', { v: (lots[t] || []).join('/') })),
      svg('rect', { x, y: 364, width: 16, height: 17, rx: 3, fill: st.fill, class: 'qzb-card-bg' }), typeGlyph(t, x + 8, 372.5, 6),
      text(x + 20, 378, (lots[t] || []).join('/'), { class: 'qzb-tiny' })));
  });
  g.append(hb);
  const ships = cat.ships || { vp: [2, 0], coins: [0, 2] };
  for (let i = 0; i < 2; i++) {
    const x = 920 + i * 238;
    const s = panel(x, 392, 232, 96, tr(ui, 'ship' + (i + 1)), 'qzb-ship');
    const gain = [ships.vp[i] ? tr(ui, 'ship_vp', { n: ships.vp[i] }) : '', ships.coins[i] ? tr(ui, 'ship_coins', { n: ships.coins[i] }) : '']
      .filter(Boolean).join(', ');
    s.append(text(x + 120, 412, gain, { class: 'qzb-tiny' }));
    s.append(svg('path', { d: `M${x + 8} ${446} h216 l-18 34 h-180 z`, class: 'qzb-hull', 'pointer-events': 'none' }));
    s.append(drawSpace(view, ui, 'ship' + (i + 1), x + 24, 428, 184, 44, tr(ui, 'ship' + (i + 1))));
    g.append(s);
  }
  const c = panel(920, 496, 470, 66, tr(ui, 'camp'), 'qzb-camp');
  c.append(text(1010, 516, tr(ui, 'camp_tip'), { class: 'qzb-tiny' }));
  c.append(drawSpace(view, ui, 'camp', 1010, 524, 370, 32, tr(ui, 'camp')));
  g.append(c);
  return g;
}

// The tracks: Discovery (0..10, its rewards), the rounds, the score (a lap of 50).
function drawTracks(view, ui, catalog) {
  const st = view.state;
  const g = svg('g', { class: 'qzb-tracks' });
  const disc = catOf(catalog).discovery || {};
  const dg = panel(10, 570, 860, 78, tr(ui, 'discovery'), 'qzb-disc');
  for (let i = 0; i <= 10; i++) {
    const x = 20 + i * 76;
    dg.append(svg('rect', { x, y: 594, width: 70, height: 48, rx: 6, class: 'qzb-cell', 'data-disc-cell': i }),
      text(x + 6, 608, i, { class: 'qzb-tiny' }));
    const rw = [((disc.coins || [])[i] ? '+' + disc.coins[i] + '●' : ''), ((disc.vp || [])[i] ? '+' + disc.vp[i] + ' VP' : '')].filter(Boolean).join(' ');
    if (rw) dg.append(text(x + 66, 608, rw, { class: 'qzb-tiny', 'text-anchor': 'end' }));
  }
  (st.players || []).forEach((pl, p) => {
    const v = Math.max(0, Math.min(10, pl.discovery || 0));
    const x = 20 + v * 76 + 12 + (p % 3) * 20, y = 621 + Math.floor(p / 3) * 13;
    dg.append(marker(ui, p, x, y, 6, 'data-disc', v));
  });
  g.append(dg);
  const rg = panel(880, 570, 510, 78, tr(ui, 'rounds'), 'qzb-rounds');
  for (let r = 1; r <= (st.rounds || 5); r++) {
    const x = 895 + (r - 1) * 98;
    rg.append(svg('rect', { x, y: 594, width: 90, height: 48, rx: 6, class: 'qzb-cell' + (r === st.round ? ' qzb-now' : '') }),
      text(x + 45, 627, r, { class: 'qzb-round-n', 'text-anchor': 'middle' }));
  }
  g.append(rg);
  const sg = panel(10, 656, 1380, 76, tr(ui, 'score'), 'qzb-score');
  const cw = 1360 / SCORE_CELLS;
  for (let i = 0; i < SCORE_CELLS; i++) {
    const x = 20 + i * cw;
    sg.append(svg('rect', { x, y: 680, width: cw - 2, height: 46, rx: 3, class: 'qzb-cell' + (i % 5 ? '' : ' qzb-five') }));
    if (i % 5 === 0) sg.append(text(x + 3, 692, i, { class: 'qzb-tiny' }));
  }
  (st.players || []).forEach((pl, p) => {
    const sc = Math.max(0, pl.score || 0);
    const x = 20 + (sc % SCORE_CELLS) * cw + 7 + (p % 2) * 12, y = 700 + Math.floor(p / 2) * 10;
    const m = marker(ui, p, x, y, 5, 'data-score', sc);
    if (sc >= SCORE_CELLS) m.append(text(x + 8, y + 4, '+' + SCORE_CELLS * Math.floor(sc / SCORE_CELLS), { class: 'qzb-tiny' }));
    sg.append(m);
  });
  g.append(sg);
  return g;
}

function marker(ui, p, x, y, r, attr, value) {
  const sty = seatStyle(p);
  return svg('g', { class: 'qzb-marker', 'data-seat': p, [attr]: value, 'pointer-events': 'none' },
    svg('title', {}, seatName(ui, p) + ': ' + value), shapeAt(sty.shape, x, y, r, { fill: sty.colour, class: 'qzb-marker-b' }));
}

// ---- the players' panels ----------------------------------------------------------------

export function renderPlayers(el, view, catalog, ui) {
  keepFocus(el, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'qzp' });
    (st.players || []).forEach((pl, p) => wrap.append(playerPanel(view, ui, catalog, pl, p)));
    el.append(wrap);
  });
}

function playerPanel(view, ui, catalog, pl, p) {
  const st = view.state;
  const sty = seatStyle(p);
  const box = h('section', { class: 'qzp-seat' + (st.current === p && !st.over ? ' qzp-turn' : ''), 'data-seat': p });
  box.style.setProperty('--seat', sty.colour);
  const badge = svg('svg', { class: 'qzp-shape', width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': 'true' },
    shapeAt(sty.shape, 12, 12, 9, { fill: sty.colour, stroke: '#222', 'stroke-width': 1.5 }));
  const name = seatName(ui, p) + (view.seat === p ? ' (' + tr(ui, 'you') + ')' : '');
  const head = h('h3', {}, badge, h('span', { text: name }));
  if (st.first === p) {
    const m = svg('svg', { class: 'qzp-first', width: 18, height: 18, viewBox: '0 0 34 34', 'data-first': p }, svg('title', {}, tr(ui, 'first')), birdMarker(17, 17, sty.colour));
    head.append(m);
  }
  box.append(head);
  const dl = h('dl', { class: 'qzp-facts' });
  const fact = (key, value, label) => dl.append(h('dt', { text: label || tr(ui, key) }), h('dd', { 'data-fact': key, text: String(value) }));
  fact('score', pl.score);
  fact('coins', pl.coins);
  fact('discovery', pl.discovery);
  fact('cards', pl.hand_count);
  box.append(dl);
  box.append(poolRow(view, ui, pl, p));
  if ((pl.upgrades || []).length) {
    const ups = catOf(catalog).upgrades || {};
    const u = h('div', { class: 'qzp-ups', 'data-upgrades': pl.upgrades.map((x) => x.name).join(',') });
    for (const x of pl.upgrades) {
      u.append(h('span', { class: 'qzp-up' + (x.used ? ' used' : ''), title: ((ups[x.name] || {}).text || '') + (x.used ? ' (' + tr(ui, 'used') + ')' : ''),
        text: tr(ui, 'u_' + x.name) }));
    }
    box.append(u);
  }
  if ((pl.known || []).length && view.seat !== p) {
    const k = h('div', { class: 'qzp-known', 'data-known': pl.known.join(',') }, h('span', { text: tr(ui, 'known') + ': ' }));
    for (const c of pl.known) k.append(miniCard(ui, c));
    box.append(k);
  }
  return box;
}

// The meeples still in a player's pool: each face drawn as rolled; the
// viewer's are targets for a reroll ("reroll:FACE").
function poolRow(view, ui, pl, p) {
  const m = pl.meeples || {};
  const faces = ['adventurer', 'archaeologist', 'wild', 'character'];
  const total = faces.reduce((s, f) => s + (m[f] || 0), 0);
  const row = h('div', { class: 'qzp-pool', 'data-pool': faces.map((f) => m[f] || 0).join(',') }, h('span', { class: 'qzp-lab', text: tr(ui, 'pool') + ' ' + total + '/' + ((pl.team || 0) + 1) }));
  for (const f of faces) {
    for (let i = 0; i < (m[f] || 0); i++) {
      const s = svg('svg', { class: 'qzp-mp', width: 22, height: 24, viewBox: '0 0 30 32' }, meeple(ui, p, f, 15, 17, 11, null));
      const wrap = h('span', { class: 'qzp-m', 'data-face': f });
      wrap.append(s);
      if (view.seat === p) makeTarget(wrap, ui, 'reroll:' + f, tr(ui, f));
      else wrap.title = tr(ui, f);
      row.append(wrap);
    }
  }
  return row;
}

function miniCard(ui, card) {
  const st = TYPE_STYLE[typeOf(card)] || TYPE_STYLE.vase;
  const e = h('span', { class: 'qz-mini', title: cardWord(ui, card), text: tr(ui, typeOf(card)).slice(0, 3) + (bonusOf(card) ? '+' : '') });
  e.style.background = st.fill;
  e.style.color = st.ink;
  return e;
}

// ---- the viewer's hand: artifacts by type ----------------------------------------------

export function renderHand(el, view, catalog, ui) {
  keepFocus(el, () => {
    const st = view && view.state;
    if (!st) return;
    const wrap = h('div', { class: 'qzh' });
    if (view.seat === null || view.seat === undefined) {
      wrap.append(h('p', { class: 'qzh-muted', text: tr(ui, 'spectator') }));
      el.append(wrap);
      return;
    }
    const hand = ((st.players || [])[view.seat] || {}).hand || [];
    wrap.append(h('div', { class: 'qzh-title' }, h('span', { text: tr(ui, 'your_hand') }), h('b', { text: String(hand.length) })));
    if (!hand.length) wrap.append(h('p', { class: 'qzh-muted', text: tr(ui, 'no_hand') }));
    const lots = catOf(catalog).delivery || {};
    for (const type of TYPES) {
      const cards = hand.filter((c) => typeOf(c) === type);
      if (!cards.length) continue;
      const grp = h('div', { class: 'qzh-type', 'data-type': type, 'data-count': cards.length });
      grp.append(h('span', { class: 'qzh-type-t', text: tr(ui, type) + ' ×' + cards.length + (lots[type] ? ' · ' + lots[type].join('/') : '') }));
      const line = h('div', { class: 'qzh-cards' + (cards.length > 2 ? ' qzh-many' : '') });
      cards.forEach((c) => {
        const e = h('div', { class: 'qzh-card', 'data-card': c });
        const s = svg('svg', { width: 62, height: 70, viewBox: '0 0 62 70' }, cardArt(ui, c, 1, 1, 60, 68));
        e.append(s);
        makeTarget(e, ui, 'sell:' + c, cardWord(ui, c));
        line.append(e);
      });
      grp.append(line);
      makeTarget(grp, ui, 'deliver:' + type, tr(ui, type) + ' ×' + cards.length);
      wrap.append(grp);
    }
    el.append(wrap);
    fitStage(el, wrap, 'both', 1.2);
  });
}

// ---- last moves (web/js/motion.js showMarks) -------------------------------------------

/** Each player's last placement as a mark key: Map seat -> ['target:place:SPACE']. */
export function lastMoves(story) {
  const marks = new Map();
  const steps = (story || []).filter((s) => s && s.kind === 'act');
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const p = step.player;
    if (marks.has(p)) continue;
    const ev = (step.events || []).find((e) => e.type === 'place' && e.player === p && typeof e.space === 'string');
    if (ev) marks.set(p, ['target:place:' + ev.space]);
  }
  return marks;
}
