// board_check.mjs - checks web/js/board.js in Chromium over real views.
//
//   node web/dev/board_check.mjs [ARNAK_BINARY] [--games N] [--shots DIR]
//
// Plays random games through `ARNAK proto --test-tokens` (seat 0 random, the
// others the random bot; both board sides, 1-4 players), and draws every view
// where seat 0 acts, in English and in Polish, into the demo page's layout
// (web/dev/board_demo.html: #board 900x560, #players-panel, #hand).  Fails (exit
// 1) when:
//   - the page logs an error or a render function throws;
//   - an action that targetsOf() points at the board has no highlighted
//     ([data-target=KEY].legal) element, or a highlighted element's key is not legal;
//   - a target lacks tabindex=0, role=button or an aria-label;
//   - a card, site, guardian, assistant, bonus tile, temple stack or research space
//     has no data-tip;
//   - the board, scaled to its box (the demo's #board, 900x560 px), does not fit it,
//     or the hand's height does not fit its strip;
//   - a card face's effect text is cut (it overflows its box, or is clamped);
//   - a card, archaeologist, research token, idol, guardian, assistant or site
//     tile lacks its data-motion key, or two elements share one;
//   - a hand card other than the viewer's own appears on the page;
//   - Enter on a focused legal target does not reach ui.onTarget with its key;
//   - the Polish and English string tables differ in their keys, or CARD_NAMES_PL
//     names a card the catalog lacks;
//   - TEXTS_PL (web/js/texts_pl.js) lacks a catalog entry of any kind, or one of its
//     prose fields (effect/text, boon, silver/gold), or has an entry or field the
//     catalog lacks, or a Polish field's numbers differ from the English one's;
//   - in Polish, a drawn card, site tile, guardian, assistant, bonus tile or rival
//     tile has a tooltip other than its Polish text (or still English);
//   - drawing without a catalog (the app may draw before it comes) throws.
// Needs playwright-core (tests/browser/node_modules) and Debian's chromium.
import { session, rng, playRandom } from './proto_session.mjs';
import { createRequire } from 'module';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const repo = path.resolve(webRoot, '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const binary = args[0] && !args[0].startsWith('--') ? args[0] : path.join(repo, 'build', 'arnak');
const games = Number(opt('--games', '6'));
const shots = opt('--shots', null);
const require = createRequire(path.join(repo, 'tests', 'browser', 'package.json'));
const { chromium } = require('playwright-core');

// ---- views from random games ---------------------------------------------------------

async function collect() {
  const s = session(binary);
  s.send({ type: 'catalog', game: 'arnak' });
  const cat = await s.recv();
  if (cat.type !== 'catalog') throw new Error('no catalog from ' + binary + ': ' + JSON.stringify(cat));
  const views = [];
  const setups = [[2, 'bird'], [3, 'snake'], [4, 'bird'], [1, 'snake'], [1, 'bird'], [2, 'snake'], [4, 'snake'], [3, 'bird']];
  for (let g = 0; g < games; g++) {
    const [players, side] = setups[g % setups.length];
    const rand = rng(1000 + g);
    const seats = [{ kind: 'human' }];
    for (let i = 1; i < players; i++) seats.push({ kind: 'bot', bot: 'random' });
    s.send({ type: 'create', game: 'arnak', players, seed: 1000 + g, options: { side, difficulty: String(g % 6) }, seats });
    const c = await s.recv();
    s.send({ type: 'join', game_id: c.game_id, seat: 0, token: c.seats[0].token });
    await s.recv();
    let v = await s.recv();
    while (true) {
      delete v.step;
      views.push(v);
      if (v.over || !v.actions.length) break;
      const moves = rand() < 0.97 ? v.actions.filter((a) => a.text !== 'pass') : [];
      const list = moves.length ? moves : v.actions;
      v = await playRandom(s, list, rand);
    }
  }
  s.close();
  return { catalog: cat, views };
}

// ---- the checks in the page --------------------------------------------------------------
const { catalog, views } = await collect();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
// serve web/ from disk, and the catalog fetched above as the demo's fixture
await page.route('http://board.test/**', (route) => {
  const rel = decodeURIComponent(new URL(route.request().url()).pathname);
  if (rel === '/dev/fixtures/catalog.json') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(catalog) });
  const file = path.join(webRoot, path.normalize(rel));
  if (!file.startsWith(webRoot) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
  const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }[path.extname(file)] || 'text/plain';
  return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
});
await page.goto('http://board.test/dev/board_demo.html?f=start-2p');
await page.waitForSelector('body[data-ready="1"]');

const result = await page.evaluate(async ({ views, catalog }) => {
  const m = await import('/js/board.js');
  const S = await import('/js/board_strings.js');
  await (await import('/js/pl.js')).loadPolish(); // the Polish tables, as the page loads them
  const { TEXTS_PL } = await import('/js/texts_pl.js');
  const problems = [];
  const note = (p) => { if (problems.length < 40) problems.push(p); };
  const en = Object.keys(S.BOARD_STRINGS.en).sort();
  const pl = Object.keys(S.BOARD_STRINGS.pl).sort();
  for (const k of en) if (!pl.includes(k)) note('pl lacks ' + k);
  for (const k of pl) if (!en.includes(k)) note('en lacks ' + k);
  for (const slug of Object.keys(S.CARD_NAMES_PL)) if (!catalog.catalog.cards[slug]) note('CARD_NAMES_PL: unknown card ' + slug);
  // TEXTS_PL against the catalog: the same entries, each English prose field in
  // Polish (non-empty, not the English text, the same numbers), nothing more
  const C = catalog.catalog;
  const prose = { cards: ['effect', 'text'], site_tiles: ['effect', 'text'], guardians: ['boon', 'text'],
    assistants: ['silver', 'gold', 'text'], idols: ['effect', 'text'], bonus_tiles: ['effect', 'text'] };
  const wanted = {};
  for (const [kind, fields] of Object.entries(prose)) {
    wanted[kind] = {};
    for (const [k, e] of Object.entries(C[kind] || {})) wanted[kind][k] = Object.fromEntries(fields.map((f) => [f, e[f]]));
  }
  wanted.idol_slots = Object.fromEntries(Object.entries((C.idol_slots || {}).effects || {}).map(([k, v]) => [k, { effect: v }]));
  wanted.rival = Object.fromEntries(Object.entries((C.rival || {}).tiles || {}).map(([k, v]) => [k, { text: v.text }]));
  const nums = (x) => (String(x).match(/\d+/g) || []).sort().join(',');
  // the board sides: each camp's effect and each research row's effects
  for (const [side, sd] of Object.entries(C.sides || {})) {
    const got = (TEXTS_PL.sides || {})[side];
    if (!got) { note('TEXTS_PL.sides lacks ' + side); continue; }
    const camps = Object.entries(sd.sites || {}).filter(([, v]) => v.effect);
    if (Object.keys(got.sites || {}).length !== camps.length) note('TEXTS_PL.sides.' + side + ': not ' + camps.length + ' camps');
    for (const [k, v] of camps) {
      const pl = ((got.sites || {})[k] || {}).effect;
      if (typeof pl !== 'string' || !pl || pl === v.effect || nums(pl) !== nums(v.effect)) note('TEXTS_PL.sides.' + side + '.sites.' + k + ': ' + pl);
    }
    for (const [kind, list] of Object.entries(sd.row_effects || {})) {
      const pl = (got.row_effects || {})[kind] || [];
      if (pl.length !== list.length) note('TEXTS_PL.sides.' + side + '.row_effects.' + kind + ': ' + pl.length + ' rows, not ' + list.length);
      list.forEach((en, i) => {
        if ((en === null) !== (pl[i] === null || pl[i] === undefined) || (en !== null && (nums(pl[i]) !== nums(en) || pl[i] === en))) {
          note('TEXTS_PL.sides.' + side + '.row_effects.' + kind + '[' + i + ']: ' + pl[i]);
        }
      });
    }
  }
  for (const side of Object.keys(TEXTS_PL.sides || {})) if (!(C.sides || {})[side]) note('TEXTS_PL.sides: no catalog side ' + side);
  let plFields = 0;
  for (const kind of Object.keys(TEXTS_PL)) if (!wanted[kind] && kind !== 'sides') note('TEXTS_PL: kind ' + kind + ' not in the catalog');
  for (const [kind, entries] of Object.entries(wanted)) {
    const got = TEXTS_PL[kind] || {};
    if (!Object.keys(entries).length) note('catalog has no ' + kind);
    for (const k of Object.keys(got)) if (!entries[k]) note('TEXTS_PL.' + kind + ': no catalog entry ' + k);
    for (const [k, fields] of Object.entries(entries)) {
      const g = got[k];
      if (!g) { note('TEXTS_PL.' + kind + ' lacks ' + k); continue; }
      for (const f of Object.keys(g)) if (!(f in fields)) note('TEXTS_PL.' + kind + '.' + k + ': extra field ' + f);
      for (const [f, en] of Object.entries(fields)) {
        const v = g[f];
        if (typeof en !== 'string' || !en) { note('catalog ' + kind + '.' + k + ' has no ' + f); continue; }
        if (typeof v !== 'string' || !v.trim()) { note('TEXTS_PL.' + kind + '.' + k + ' lacks ' + f); continue; }
        if (v === en && /[a-z]{3}/.test(en)) note('TEXTS_PL.' + kind + '.' + k + '.' + f + ' is the English text');
        if (nums(v) !== nums(en)) note('TEXTS_PL.' + kind + '.' + k + '.' + f + ': numbers ' + nums(v) + ' vs English ' + nums(en));
        plFields++;
      }
    }
  }
  // every Polish full text, to find English tooltips in the Polish board
  const englishTexts = [];
  for (const kind of Object.keys(prose)) for (const e of Object.values(C[kind] || {})) englishTexts.push(e.text);
  for (const t of Object.values((C.rival || {}).tiles || {})) englishTexts.push(t.text);
  let plTips = 0;
  const board = document.getElementById('board');
  const panel = document.getElementById('players-panel');
  const handEl = document.getElementById('hand');
  // the app may draw before its catalog has come: no exception, a board all the same
  try {
    const ui0 = { lang: 'en', legal: new Map(), onTarget: () => {} };
    m.renderBoard(board, views[views.length - 1], null, ui0);
    m.renderPlayers(panel, views[views.length - 1], null, ui0);
    m.renderHand(handEl, views[views.length - 1], null, ui0);
    if (!board.querySelector('.ak-site')) note('no sites drawn without a catalog');
  } catch (e) { note('render without a catalog threw: ' + e.message); }
  let n = 0; let ms = 0; let maxMs = 0; let maxH = 0; let maxW = 0; let enterChecks = 0;
  const TIP_SEL = '.ak-card:not(.ak-card-empty), .ak-site, .ak-guardian, .ak-assistant, .ak-bonus, .ak-tstack, .ak-rsp, .ak-slot';
  for (const view of views) {
    for (const lang of ['en', 'pl']) {
      const legal = new Map();
      for (const a of view.actions) for (const k of m.targetsOf(a.info)) { if (!legal.has(k)) legal.set(k, []); legal.get(k).push(a); }
      let hit = null;
      const ui = { lang, t: null, seatName: (s) => 'P' + (s + 1), legal, onTarget: (k) => { hit = k; } };
      const t0 = performance.now();
      try {
        m.renderBoard(board, view, catalog, ui);
        m.renderPlayers(panel, view, catalog, ui);
        m.renderHand(handEl, view, catalog, ui);
      } catch (e) { note('render threw at seq ' + view.seq + ': ' + e.message); continue; }
      const dt = performance.now() - t0; ms += dt; maxMs = Math.max(maxMs, dt); n++;
      const b = board.querySelector('.ak-stage').getBoundingClientRect();
      maxH = Math.max(maxH, b.height); maxW = Math.max(maxW, b.width);
      if (b.height > board.clientHeight + 1 || b.width > board.clientWidth + 1) {
        note(`board ${Math.round(b.width)}x${Math.round(b.height)} in a ${board.clientWidth}x${board.clientHeight} box at seq ${view.seq} (${view.players}p)`);
      }
      const hs = handEl.querySelector('.ak-stage');
      if (hs && hs.getBoundingClientRect().height > handEl.clientHeight + 1) note(`hand taller than its strip at seq ${view.seq}`);
      // whole card texts: nothing overflows a face, nothing is clamped with an ellipsis
      for (const f of document.querySelectorAll('.ak-card-eff')) {
        const cs = getComputedStyle(f);
        if (f.scrollHeight > f.clientHeight + 1 || cs.webkitLineClamp !== 'none' || cs.textOverflow === 'ellipsis') {
          note('card text cut: ' + f.closest('[data-card]').getAttribute('data-card'));
        }
      }
      // every movable piece has a motion key, and no key is on two elements
      const MOVABLE = '.ak-card[data-card], .ak-space .ak-shape, .ak-rsp-tokens .ak-shape, .ak-idol, .ak-guardian, .ak-assistant:not(.ak-empty), .ak-site.ak-found:not(.ak-lvl0)';
      for (const e of document.querySelectorAll(MOVABLE)) if (!e.getAttribute('data-motion')) note('no data-motion: ' + e.getAttribute('class'));
      const keys = [...document.querySelectorAll('[data-motion]')].map((e) => e.getAttribute('data-motion'));
      const dup = keys.find((k, i) => keys.indexOf(k) !== i);
      if (dup) note('data-motion ' + dup + ' on two elements at seq ' + view.seq);
      for (const a of view.actions) {
        const keys = m.targetsOf(a.info);
        if (keys.length && !keys.some((k) => document.querySelector('[data-target="' + CSS.escape(k) + '"].legal'))) {
          if (a.info.kind !== 'pass') note('no target for ' + a.text + ' ' + keys.join(','));
        }
      }
      for (const e of document.querySelectorAll('[data-target]')) {
        const k = e.getAttribute('data-target');
        if (e.getAttribute('tabindex') !== '0' || e.getAttribute('role') !== 'button' || !e.getAttribute('aria-label')) note('target attributes: ' + k);
        if (e.classList.contains('legal') !== legal.has(k)) note('legal class wrong on ' + k);
      }
      for (const e of document.querySelectorAll(TIP_SEL)) if (!e.getAttribute('data-tip')) note('no data-tip: ' + e.className);
      if (lang === 'pl') {
        // a drawn card's tooltip is exactly its Polish text
        for (const e of document.querySelectorAll('.ak-card[data-card]')) {
          const slug = e.getAttribute('data-card');
          const want = (TEXTS_PL.cards[slug] || {}).text;
          if (want && e.getAttribute('data-tip') !== want) note('pl tooltip of card ' + slug + ': ' + JSON.stringify(e.getAttribute('data-tip')).slice(0, 80));
          else if (want) plTips++;
        }
        // no catalog text in English anywhere in a tooltip (sites, guardians,
        // assistants, bonus tiles, the rival's last tile)
        for (const e of document.querySelectorAll('[data-tip]')) {
          const tip = e.getAttribute('data-tip');
          const en = englishTexts.find((x) => x && tip.includes(x));
          if (en) note('English text in a Polish tooltip: ' + en.split('\n')[0]);
        }
      }
      // only the viewer's own hand is shown
      const me = view.state.players.find((p) => p.seat === view.seat);
      const own = new Set([...(me.hand || []), ...((view.state.drawn && view.state.drawn.owner === view.seat && view.state.drawn.cards) || [])]);
      for (const e of handEl.querySelectorAll('[data-card]')) if (!own.has(e.getAttribute('data-card'))) note('foreign hand card ' + e.getAttribute('data-card'));
      // Enter on the first legal target reaches onTarget
      const first = document.querySelector('#board .legal, #hand .legal, #players-panel .legal');
      if (first && lang === 'en') {
        first.focus();
        first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        if (hit !== first.getAttribute('data-target')) note('Enter did not reach onTarget: ' + first.getAttribute('data-target'));
        enterChecks++;
      }
    }
  }
  // a Polish card face shows its Polish effect with the icons in it (the words
  // board.js turns into icons: its RICH_RE_PL)
  {
    const RICH_PL = /(\d+)\s+(monet[aęy]?|kompas(?:y|ów)?|tablicz(?:ka|kę|ki|ek)|grot(?:y|ów)?\s+strzał[y]?|klejnot(?:y|ów)?|samolot(?:y|ów)?|samoch(?:ód|ody|odów)|stat(?:ek|ki|ków))(?!\p{L})|(?<!\p{L})(Strach(?:u)?)(?!\p{L})|(karta do obszaru gry)/gu;
    const ui = { lang: 'pl', legal: new Map(), onTarget: () => {} };
    const v = views.find((x) => (x.state.row || []).some(Boolean)) || views[0];
    m.renderBoard(board, v, catalog, ui);
    const faces = [...board.querySelectorAll('.ak-card[data-card] .ak-card-eff')];
    if (!faces.length) note('no card faces drawn in Polish');
    let faceIcons = 0;
    for (const f of faces) {
      const slug = f.closest('[data-card]').getAttribute('data-card');
      const want = (TEXTS_PL.cards[slug] || {}).effect;
      if (!want) continue;
      // the words as written, each "number resource" as the number (and an icon)
      const shown = f.textContent.replace(/\s+/g, '');
      const expect = want.replace(RICH_PL, (x, num) => num || '').replace(/\s+/g, '');
      if (shown !== expect) note('pl card face of ' + slug + ': ' + f.textContent);
      const icons = (want.match(RICH_PL) || []).length;
      if (f.querySelectorAll('svg.ak-ic').length !== icons) note('pl card face of ' + slug + ': not ' + icons + ' icons');
      faceIcons += icons;
    }
    if (!faceIcons) note('no resource icons on the Polish card faces');
  }
  return { renders: n, avgMs: ms / Math.max(1, n), maxMs, maxH, maxW, enterChecks, plFields, plTips, problems };
}, { views, catalog });

if (shots) {
  fs.mkdirSync(shots, { recursive: true });
  for (const f of ['start-2p', 'mid-4p', 'solo']) {
    await page.goto('http://board.test/dev/board_demo.html?f=' + f);
    await page.waitForSelector('body[data-ready="1"]');
    await page.screenshot({ path: path.join(shots, 'board-' + f + '.png') });
  }
}
await browser.close();
console.log(`board_check: ${views.length} views, ${result.renders} renders (en+pl), ${result.avgMs.toFixed(1)} ms average, ` +
  `${result.maxMs.toFixed(1)} ms max; board at most ${Math.round(result.maxW)}x${Math.round(result.maxH)} px; ${result.enterChecks} keyboard checks; ` +
  `${result.plFields} Polish catalog fields, ${result.plTips} Polish card tooltips`);
const all = [...errors.map((e) => 'console: ' + e), ...result.problems];
if (all.length) {
  console.log('FAILED:\n  ' + all.join('\n  '));
  process.exit(1);
}
console.log('board_check: ok');
