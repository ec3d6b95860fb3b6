// run.mjs - the browser page in a real browser: Playwright (playwright-core from
// npm, pinned in package-lock.json) driving Debian's chromium; nothing downloads a
// browser.
//
//   node tests/browser/run.mjs ARNAK OUTDIR [SCENARIO|@GROUP...]
//
// (no scenario named: every group below; @play, @views, @table: one group, as CTest's
// browser, browser_views and browser_table run them)
// Starts `ARNAK serve` on a free loopback port with a fresh data folder, then plays
// the page as people do, by clicking what it shows:
//   bots      a complete 2-player game against a bot, to the final score table
//   solo      a solo game against the rival through round I
//   online    two players in two browser contexts and a spectator in a third; no
//             page ever holds the other player's hand
//   reload    a reload in the middle of a payment gives the same decision back
//   doubleclick  a double click on a target acts once
//   polish    switching to Polish re-renders the page in Polish
//   hotseat   two people at one screen: a privacy screen between their turns
//   resume    "my games" lists a game after the tab is closed and resumes it
//   weight    the first load's bytes on the wire over HTTP (encoded bodies and
//             headers), at most FIRST_LOAD_MAX, printed with the WebSocket messages'
//             bytes; no Polish file in an English load; a reload revalidates every
//             file (304); choosing Polish then downloads the Polish files
//   hint      the Hint chooser lists the options by their percentages, best first
//   whynot    a click on something not legal now says why (tests/browser/whynot.mjs)
//   log, log-solo  the log's reading (log.mjs)
//   history   the log after a reload past 100 steps (undos among them) and after the
//             game's end is the log before it, and holds no card the bot drew
//   motion, motion-skip, motion-reduced  (motion.mjs) last-move marks, a bot's turn
//             shown step by step, pieces travelling, skip, prefers-reduced-motion
// Every scenario but those of motion.mjs sets the page's moves to "instant" (no
// travel, others' steps drawn as they come), so that a click meets the view the
// WebSocket just brought.
//   endgame   the final table adds up, the chart has a point per round and player,
//             the review's rows show their decisions on the board (endgame.mjs)
//   developer-bots-hidden, resign-not-in-lobby-menu, wrong-key-not-saved, mygames-rows,
//   rematch   (lobby.mjs) the bot list, the lobby's menu, a wrong key, My games' rows,
//             a rematch between two friends
//   replay    (replay.mjs) a record from a file stepped through to its end, checked
//             against `arnak replay`, with the win-chance chart
//   clocks    a short clock running out in an online game: the easy bot plays the turn;
//   resign    resigning in a game of 3: a bot takes the seat and the game goes on (clocks.mjs)
//   lc-2p, lc-4p, lc-sizes, lc-motion  (lc_board.mjs) Lost Cities played on its board:
//             whole games by clicks and taps, every drawn position against the view;
//             sizes; figures travelling.  Run when named (ctest browser_lc).
//   lc-lobby, lc-game  (lc_words.mjs) Lost Cities' lobby options and title in English and
//             Polish; a whole game: no "P1:" decisions, the log naming colour and card,
//             each expedition's scoring screen against the engine, the final table adding up
//             (lc-game runs when named: ctest browser_lc)
//   qz-3p, qz-2p  (qz_board.mjs) whole 3- and 2-player Quetzal games played on its board,
//             every drawn position against the view.  Run when named (ctest browser_qz).
//   qz-endgame  (endgame.mjs) Quetzal's end screen: its categories in words in English and
//             Polish adding up, a chart point per round (ctest browser_qz).
//   layout-sizes, layout-controls, layout-touch  (layout.mjs) every legal target reachable and
//             clickable at 1024x600 to 2560x1440 and at 125 % zoom, 2 and 4
//             players; zoom, card close-ups, tips; a whole game on a 1180x820
//             touch screen by taps
//   friends   two friends and a spectator at one online game: presence (joined, away
//             within 5 s of a closed tab), the title on your turn, chat both ways with
//             HTML shown as text, the spectators' channel, the rate limit (friends.mjs)
//   turn-notice  the sound and the notification of your turn, recorded (turn_notice.mjs)
// Every page must finish without a console error or an uncaught exception.
// Screenshots (start, mid-game, final score, ...) go to OUTDIR.  Choices are random
// from a printed seed (ARNAK_BROWSER_SEED=N to replay one run).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { motionScenarios } from './motion.mjs';
import { whyScenarios } from './whynot.mjs';
import { endgameScenario, qzEndgameScenario } from './endgame.mjs';
import { logScenarios } from './log.mjs';
import { LAYOUT_SCENARIOS } from './layout.mjs';
import { friendsScenario } from './friends.mjs';
import { turnNoticeScenario } from './turn_notice.mjs';
import { lobbyScenarios } from './lobby.mjs';
import { replayScenarios } from './replay.mjs';
import { clockScenarios } from './clocks.mjs';
import { lcScenarios } from './lc_board.mjs';
import { lcWordsScenarios } from './lc_words.mjs';
import { qzScenarios } from './qz_board.mjs';
import { startMarkerScenario } from './start_marker.mjs';
import { idle, drawn } from './wait.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const VIEWPORT = { width: 1366, height: 768 };
// The scenarios in groups of about the same length (a few minutes each), one CTest test
// per group (`@play`, `@views`, `@table` on the command line): shorter pieces for ctest -j
// to fit beside the other tests, and a failed group reruns alone.  Every scenario is in one
// group or in a game's own test (the lc-* and qz-* ones, named by ctest's browser_lc and
// browser_qz: whole games take minutes of their own); run.mjs refuses to start otherwise.
const GROUPS = {
  play: ['weight', 'bots', 'solo', 'online', 'reload', 'doubleclick', 'polish', 'hotseat', 'resume', 'history', 'hint', 'whynot'],
  views: ['motion', 'motion-skip', 'motion-reduced', 'endgame', 'log', 'log-solo', 'layout-controls', 'replay', 'replay-log',
    'start-marker'],
  table: ['layout-sizes', 'layout-touch', 'friends', 'turn-notice', 'developer-bots-hidden', 'resign-not-in-lobby-menu',
    'wrong-key-not-saved', 'mygames-rows', 'rematch', 'clocks', 'resign', 'lc-lobby', 'no-board'],
};
const OWN_TEST = /^(lc|qz)-/;
const ALL = Object.values(GROUPS).flat();
const FIRST_LOAD_MAX = 120 * 1024;

const [arnak, outdir, ...named] = process.argv.slice(2);
if (!arnak || !outdir) {
  console.error('usage: node run.mjs ARNAK OUTDIR [SCENARIO|@GROUP...]');
  process.exit(2);
}
const wanted = [];
for (const n of named) {
  if (!n.startsWith('@')) { wanted.push(n); continue; }
  const group = GROUPS[n.slice(1)];
  if (!group) { console.error(`unknown group '${n}' (${Object.keys(GROUPS).map((g) => '@' + g).join(', ')})`); process.exit(2); }
  wanted.push(...group);
}
mkdirSync(outdir, { recursive: true });

// ---- random choices from one printed seed -------------------------------------
let seed = Number(process.env.ARNAK_BROWSER_SEED || (Date.now() % 1000000));
console.log(`browser tests: seed ${seed} (ARNAK_BROWSER_SEED=${seed} replays these choices)`);
function random() { // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

class Failure extends Error {}
function check(cond, msg) { if (!cond) throw new Failure(msg); }

// ---- the server -------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

async function startServer() {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'arnak-browser-'));
  const srv = spawn(arnak, ['serve', '--port', String(port), '--data', data, '--bot-threads', '2',
    '--stop-after', '1800', '--review-ms', '4000'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server printed no address')), 20000);
    srv.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/open (http:\/\/\S+) in a browser/);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    srv.on('exit', (code) => reject(new Error(`the server exited (${code}) before printing its address`)));
  });
  return { srv, url, data };
}

// ---- pages --------------------------------------------------------------------------
// A browser context whose pages start with the moves setting `motion` (the page's
// localStorage "arnak.motion"; null: the page's default); other options go to
// newContext (reducedMotion...).
async function newContext(browser, { motion = 'instant', ...options } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  if (motion) {
    await context.addInitScript((m) => {
      try { localStorage.setItem('arnak.motion', m); } catch { /* an opaque origin: nothing to set */ }
    }, motion);
  }
  return context;
}

// A page with its console watched and its WebSocket traffic parsed: `last` holds the
// last view/update this page received, `frames` every message received, `sent` every
// message it sent.  options: newContext's, and `routes`: [pattern, handler] pairs for
// the context's route() (a file of the page served otherwise).
async function openPage(browser, url, name, options) {
  const { routes = [], ...contextOptions } = options || {};
  const context = await newContext(browser, contextOptions);
  for (const [pattern, handler] of routes) await context.route(pattern, handler);
  const page = await context.newPage();
  const t = { name, context, page, errors: [], frames: [], last: null, sent: [], waiters: new Set() };
  page.on('console', (m) => { if (m.type() === 'error') t.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => t.errors.push(`exception: ${e.message}`));
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      let m;
      try { m = JSON.parse(f.payload); } catch { t.errors.push(`not JSON from the server: ${f.payload}`); return; }
      t.frames.push(m);
      if (m.type === 'view' || m.type === 'update') t.last = m;
      for (const w of t.waiters) w();
    });
    ws.on('framesent', (f) => { try { t.sent.push(JSON.parse(f.payload)); } catch { /* the page's own */ } });
  });
  await page.goto(url);
  return t;
}

async function closePage(t) {
  await t.context.close();
  check(t.errors.length === 0, `${t.name}: ${t.errors.join('; ')}`);
}

const visible = (page, sel) => page.locator(sel).first().isVisible().catch(() => false);

async function shot(t, file) {
  await t.page.screenshot({ path: join(outdir, file) });
  console.log(`  screenshot ${join(outdir, file)}`);
}

// Waits until the page has a view in which `pred` holds.
async function waitView(t, pred, what, ms = 30000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (t.last && pred(t.last)) return t.last;
    await t.page.waitForTimeout(50);
  }
  throw new Failure(`${t.name}: timed out waiting for ${what} (last view seq ${t.last && t.last.seq})`);
}

// The same, looked at as each message arrives (no polling): for scenarios that
// then wait for the page to have drawn that view themselves (Lost Cities').
async function waitViewNow(t, pred, what, ms = 30000) {
  if (t.last && pred(t.last)) return t.last;
  if (!t.waiters) return waitView(t, pred, what, ms);
  let waiter = null, timer = null;
  const found = await new Promise((resolve) => {
    waiter = () => { if (t.last && pred(t.last)) resolve(true); };
    t.waiters.add(waiter);
    timer = setTimeout(() => resolve(false), ms);
  }).finally(() => { t.waiters.delete(waiter); clearTimeout(timer); });
  if (found) return t.last;
  throw new Failure(`${t.name}: timed out waiting for ${what} (last view seq ${t.last && t.last.seq})`);
}

const myTurn = (v) => !v.over && v.seat !== null && v.turn === v.seat && v.actions.length > 0;

// The lobby: choose a mode and its settings, then create.
async function createGame(t, { mode, players, bot, difficulty, side }) {
  const p = t.page;
  await p.waitForSelector('#lobby', { state: 'visible' });
  await p.selectOption('#mode', mode);
  if (players !== undefined) await setField(p, '#players', String(players));
  // the developers' bots (random...) are listed behind the "advanced" switch
  if (bot !== undefined && !['easy', 'medium', 'hard', 'expert'].includes(bot)) await p.check('#bots-advanced');
  if (bot !== undefined) await p.locator('#bot').first().selectOption(bot);
  if (difficulty !== undefined) await setField(p, '#difficulty', String(difficulty));
  if (side !== undefined) await p.selectOption('#side', side);
  await p.click('#create');
}

async function setField(page, sel, value) {
  const el = page.locator(sel).first();
  const tag = await el.evaluate((e) => e.tagName);
  if (tag === 'SELECT') await el.selectOption(value);
  else await el.fill(value);
}

// One click that answers the page's current question, as a player would: a
// privacy screen or a pass confirmation first, then a popup chooser, then a
// highlighted target on the board or in the hand, else a button of the decision
// bar or of the action list.  Returns what was clicked.
async function clickSomething(t, { preferPass = 0 } = {}) {
  const p = t.page;
  if (await visible(p, '#privacy')) { await p.click('#privacy-ready'); return 'privacy'; }
  if (await visible(p, '#pass-confirm')) { await p.click('#pass-yes'); return 'pass-yes'; }
  if (await visible(p, '#chooser')) {
    const b = await p.locator('#chooser button[data-action]:visible').all();
    if (b.length) { const x = pick(b); const a = await x.getAttribute('data-action'); await x.click(); return `chooser ${a}`; }
  }
  const v = t.last;
  if (preferPass && v && random() < preferPass && v.actions.some((a) => a.text === 'pass')) {
    const passEl = p.locator('[data-target="pass"].legal:visible, #decision button[data-action="pass"]:visible, #actions button[data-action="pass"]');
    if (await passEl.count()) { await passEl.first().click(); return 'pass'; }
  }
  const targets = await p.locator('.legal[data-target]:visible').all();
  const bar = await p.locator('#decision button[data-action]:visible').all();
  const options = targets.concat(bar);
  if (options.length && random() < 0.85) {
    const x = pick(options);
    const label = (await x.getAttribute('data-target')) || (await x.getAttribute('data-action'));
    await x.click();
    return label;
  }
  const list = await p.locator('#actions button[data-action]').all();
  check(list.length > 0 || options.length > 0, `${t.name}: it is this seat's turn but nothing can be clicked`);
  if (!list.length) { await options[0].click(); return 'first option'; }
  const x = pick(list);
  const a = await x.getAttribute('data-action');
  if (!(await x.isVisible())) await p.evaluate((el) => el.click(), await x.elementHandle());
  else await x.click();
  return a;
}

// Clicks until `done(view)` holds; each click must make the game move on (a new
// seq) or open a popup, or it is a failure: a click that does nothing is a defect.
async function playUntil(t, done, { maxClicks = 3000, preferPass = 0, onView } = {}) {
  let clicks = 0;
  while (!(t.last && done(t.last))) {
    const v = await waitView(t, (x) => done(x) || myTurn(x), 'this seat\'s turn', 120000);
    if (done(v)) break;
    check(++clicks <= maxClicks, `${t.name}: still not done after ${maxClicks} clicks`);
    const seq = v.seq;
    const what = await clickSomething(t, { preferPass });
    // a popup or a confirmation asks first: answered by the next round of the loop
    if (['privacy'].includes(what)) continue;
    const end = Date.now() + 15000;
    for (;;) {
      if (t.last.seq !== seq) break;
      if (await visible(t.page, '#chooser') || await visible(t.page, '#pass-confirm') ||
          await visible(t.page, '#privacy')) break;
      check(Date.now() < end, `${t.name}: clicking ${what} changed nothing for 15 s`);
      await t.page.waitForTimeout(30);
    }
    if (onView) await onView(t.last, clicks);
  }
  return clicks;
}

// Plays a seat of a game (seat 0 unless opts.seat) on a second WebSocket of the
// page's own origin (the page follows the game live): random legal actions, now
// and then an undo (opts.undo, 0.2 by default), until the game's seq reaches
// `until` at the seat's own decision, the round reaches opts.stopRound, or the
// game is over.  Returns the last seq.
async function driveSeat(t, gameId, token, until, seed0, { seat = 0, undo = 0.2, stopRound = 0 } = {}) {
  return t.page.evaluate(async ({ gameId, token, until, seed0, seat, undo, stopRound }) => {
    let rng = seed0 >>> 0;
    const rand = () => { rng = (Math.imul(rng, 1664525) + 1013904223) >>> 0; return rng / 4294967296; };
    const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak');
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    const pending = new Map();
    let id = 1;
    ws.onmessage = (ev) => { const m = JSON.parse(ev.data); if (pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } };
    const ask = (m) => new Promise((ok) => { const k = id++; pending.set(k, ok); ws.send(JSON.stringify({ ...m, id: k })); });
    const me = { game_id: gameId, seat, token };
    let v;
    for (let guard = 0; guard < 20000; guard++) {
      v = await ask({ type: 'view', brief: !stopRound, ...me }); // the round is in the state
      // stopped at the seat's own decision, where nothing moves until it acts
      // (stopped at a bot's turn, the bot would go on past the seq returned)
      if (v.over || (v.seq >= until && v.turn === seat && v.actions.length)) break;
      if (stopRound && v.state && v.state.round >= stopRound) break;
      if (v.turn !== seat || !v.actions.length) { await new Promise((ok) => setTimeout(ok, 20)); continue; }
      if (v.can_undo && rand() < undo) await ask({ type: 'undo', ...me });
      else {
        // passing mostly left out while there is more to do, so that a game runs
        // long enough for the scenarios that need 100+ steps
        const more = v.actions.filter((a) => a.text !== 'pass');
        const from = more.length && rand() < 0.9 ? more : v.actions;
        await ask({ type: 'act', seq: v.seq, action_id: from[Math.floor(rand() * from.length)].id, ...me });
      }
    }
    ws.close();
    return v.seq;
  }, { gameId, token, until, seed0, seat, undo, stopRound });
}

// The log's lines as the page shows them, once the page has seen seq `seq`.
async function logLines(t, seq) {
  await drawn(t, (await waitView(t, (v) => v.seq >= seq, `the page to see seq ${seq}`)).seq);
  return t.page.$$eval('#log .log-line', (els) => els.map((e) => e.textContent));
}

// Reloads the page; the log must come back line for line.  (A finished game the
// server loaded again from its store counts its seq anew, without the undos: the
// view after the reload is known by `back`.)
async function reloadKeepsLog(t, back, lines, what) {
  t.last = null;
  const sentBefore = t.sent.length;
  await t.page.reload();
  await waitView(t, back, `the view after the reload ${what}`);
  await t.page.waitForFunction((n) => document.querySelectorAll('#log .log-line').length >= n, lines.length, { timeout: 20000 })
    .catch(() => {});
  const again = await t.page.$$eval('#log .log-line', (els) => els.map((e) => e.textContent));
  check(t.sent.slice(sentBefore).some((m) => m.type === 'history'), `history: the page did not ask for the history ${what}`);
  const diff = again.findIndex((l, i) => l !== lines[i]);
  check(again.length === lines.length && diff < 0,
    `history: the log ${what} has ${again.length} lines, ${lines.length} before; first difference at line ${diff + 1}: ` +
    `'${again[diff]}' was '${lines[diff]}'`);
}

// ---- scenarios --------------------------------------------------------------------------
// A 2-player game against the random bot, at the page's first decision.
async function botGameAtFirstDecision(browser, url, name) {
  const t = await openPage(browser, url, name);
  await createGame(t, { mode: 'bots', players: 2, bot: 'random' });
  await waitView(t, myTurn, 'the first decision');
  return t;
}

// The first dig among the page's options, and the board targets that take it
// (its camp site or the site's space).
function firstDig(t) {
  const dig = t.last.actions.find((a) => a.info && a.info.kind === 'dig');
  check(dig, `${t.name}: no dig among the first options`);
  const target = `[data-target="site:${dig.info.site}"].legal, [data-target="space:${dig.info.space}"].legal`;
  return { dig, target };
}

// Every response a page receives over HTTP until the network is quiet, with its
// bytes on the wire (the encoded body: gzip where the server compressed it).
async function loadBytes(page, go) {
  const seen = [];
  const onResponse = (r) => seen.push(r);
  page.on('response', onResponse);
  await go();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const rows = [];
  for (const r of seen) {
    const sizes = await r.request().sizes();
    rows.push({ url: new URL(r.url()).pathname, status: r.status(), body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize, encoding: r.headers()['content-encoding'] || 'identity', inm: (await r.request().allHeaders())['if-none-match'] });
  }
  return rows;
}

const scenarios = {
  ...LAYOUT_SCENARIOS,
  // The first load of the page in a fresh browser, in English: its bytes on the
  // wire, printed, at most FIRST_LOAD_MAX; then a reload (every file answered
  // 304 from the browser's copy) and a switch to Polish (its files come then).
  async weight(browser, url) {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
    const page = await context.newPage();
    const t = { name: 'weight', context, page, errors: [] };
    page.on('console', (m) => { if (m.type() === 'error') t.errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => t.errors.push(`exception: ${e.message}`));
    let wsBytes = 0;
    page.on('websocket', (ws) => ws.on('framereceived', (f) => { wsBytes += Buffer.byteLength(f.payload); }));
    const first = await loadBytes(page, async () => {
      await page.goto(url);
      await page.waitForSelector('#lobby', { state: 'visible' });
    });
    const http = first.reduce((n, r) => n + r.body + r.headers, 0);
    for (const r of first) console.log(`  ${r.url} ${r.status} ${r.encoding} ${r.body} + ${r.headers} header bytes`);
    console.log(`  first load: ${first.length} files, ${http} bytes over HTTP (${first.reduce((n, r) => n + r.body, 0)} ` +
      `in bodies; at most ${FIRST_LOAD_MAX}); then ${wsBytes} bytes of WebSocket messages (the catalog, uncompressed)`);
    check(http <= FIRST_LOAD_MAX, `weight: the first load is ${http} bytes over HTTP, over ${FIRST_LOAD_MAX}`);
    const pl = first.filter((r) => /_pl\.js$/.test(r.url));
    check(!pl.length, `weight: an English first load fetched ${pl.map((r) => r.url).join(', ')}`);
    for (const r of first) {
      if (r.body > 1024) check(r.encoding === 'gzip', `weight: ${r.url} came ${r.encoding}, not gzip`);
    }
    // a reload asks again for every file by its ETag (no-cache) and gets 304: no body
    const again = await loadBytes(page, async () => {
      await page.reload();
      await page.waitForSelector('#lobby', { state: 'visible' });
    });
    // (the browser reports a revalidated page itself as 200: no body came)
    const refetched = again.filter((r) => !r.inm || r.body > 0);
    check(again.length >= first.length && !refetched.length,
      `weight: the reload fetched ${refetched.map((r) => r.url + ' ' + r.status).join(', ') || 'fewer files'}`);
    console.log(`  reload: ${again.length} files unchanged (304), ${again.reduce((n, r) => n + r.body + r.headers, 0)} bytes`);
    // Polish: its files come now, and the page is in Polish once they are here
    const polish = await loadBytes(page, async () => {
      await page.selectOption('#lang', 'pl');
      await page.waitForFunction(() => document.documentElement.lang === 'pl');
    });
    const names = polish.map((r) => r.url);
    for (const f of ['/js/texts_pl.js', '/js/words_pl.js']) check(names.includes(f), `weight: Polish did not fetch ${f} (${names.join(', ')})`);
    check((await page.textContent('#lobby')).includes('Nowa gra'), 'weight: the lobby is not in Polish');
    console.log(`  Polish: ${names.join(', ')}: ${polish.reduce((n, r) => n + r.body + r.headers, 0)} bytes`);
    await context.close();
    check(t.errors.length === 0, `weight: ${t.errors.join('; ')}`);
  },

  // A complete 2-player game against a bot, by clicking; screenshots of the start,
  // the middle and the final score table.
  async bots(browser, url) {
    const t = await openPage(browser, url, 'bots');
    await t.page.waitForSelector('#lobby', { state: 'visible' });
    await shot(t, 'lobby.png');
    await createGame(t, { mode: 'bots', players: 2, bot: 'random' });
    await waitView(t, (v) => v.seat === 0, 'the first view');
    await t.page.waitForSelector('#board svg', { state: 'visible' });
    await shot(t, 'start.png');
    let mid = false;
    const clicks = await playUntil(t, (v) => v.over, {
      preferPass: 0.05,
      onView: async (v) => {
        if (!mid && v.state && v.state.round >= 3 && myTurn(v)) { mid = true; await shot(t, 'midgame.png'); }
      },
    });
    await t.page.waitForSelector('#final-scores', { state: 'visible' });
    const table = await t.page.textContent('#final-scores');
    const scores = t.last.scores.players.map((p) => p.total);
    for (const s of scores) check(table.includes(String(s)), `final table lacks the total ${s}: ${table}`);
    await shot(t, 'final.png');
    // the record downloads once the game is over
    const [download] = await Promise.all([t.page.waitForEvent('download'), t.page.click('#download-record')]);
    const path = join(outdir, 'bots-record.txt');
    await download.saveAs(path);
    console.log(`  a whole game in ${clicks} clicks, scores ${scores.join(' : ')}; record ${path}`);
    await closePage(t);
  },

  // Solo against the rival at difficulty 2, through round I.
  async solo(browser, url) {
    const t = await openPage(browser, url, 'solo');
    await createGame(t, { mode: 'solo', difficulty: 2 });
    await waitView(t, (v) => v.players === 1 && v.state && v.state.rival, 'a solo view');
    await shot(t, 'solo-start.png');
    await playUntil(t, (v) => v.over || v.state.round >= 2, { preferPass: 0.05 });
    check(t.last.state.round === 2, `solo: expected round II, got ${t.last.state.round}`);
    check(t.last.scores.rival !== undefined, 'solo: no rival score');
    await shot(t, 'solo-round2.png');
    await closePage(t);
  },

  // Two people in two browser contexts and a spectator in a third.
  async online(browser, url) {
    const a = await openPage(browser, url, 'online seat 1');
    await createGame(a, { mode: 'online', players: 2 });
    await a.page.waitForSelector('#invites a');
    const links = await a.page.locator('#invites a').evaluateAll((els) => els.map((e) => e.href));
    check(links.length >= 2, `online: ${links.length} invite links`);
    const seat1 = links.find((l) => /seat=1/.test(l));
    check(seat1, 'online: no invite for seat 2');
    const gameId = new URL(seat1).hash.match(/game=([0-9a-f]+)/)[1];
    // the creator plays seat 0 (its own link, or the page joins it by itself)
    if (!a.last) await a.page.goto(links.find((l) => /seat=0/.test(l)));
    await waitView(a, (v) => v.seat === 0, 'seat 1\'s view');
    const b = await openPage(browser, seat1, 'online seat 2');
    await waitView(b, (v) => v.seat === 1, 'seat 2\'s view');
    const c = await openPage(browser, `${url}#game=${gameId}`, 'spectator');
    await waitView(c, (v) => v.seat === null, 'the spectator\'s view');
    const pages = [a, b];
    for (let i = 0; i < 40; i++) {
      const v0 = a.last;
      if (v0.over) break;
      const mover = pages[v0.turn];
      await waitView(mover, myTurn, 'the mover\'s turn');
      const before = mover.last.seq;
      await clickSomething(mover);
      if (await visible(mover.page, '#chooser') || await visible(mover.page, '#pass-confirm')) await clickSomething(mover);
      await waitView(mover, (v) => v.seq > before, 'the move to land', 15000);
      const seq = mover.last.seq;
      // the other player and the spectator see the move live
      for (const other of [pages[1 - v0.turn], c]) await waitView(other, (v) => v.seq >= seq, `${other.name} to see seq ${seq}`);
      await checkPrivacy(a, 0); await checkPrivacy(b, 1); await checkPrivacy(c, null);
      if (i === 10) { await shot(a, 'online-seat1.png'); await shot(c, 'online-spectator.png'); }
    }
    await closePage(a); await closePage(b); await closePage(c);
  },

  // A reload in the middle of a payment: the same decision and its choices come back.
  async reload(browser, url) {
    const t = await botGameAtFirstDecision(browser, url, 'reload');
    // a dig on a camp site asks for its travel cost
    const { dig, target } = firstDig(t);
    await t.page.locator(target).first().click();
    if (await visible(t.page, '#chooser')) await t.page.locator(`#chooser button[data-action="${dig.text}"]`).click();
    const paying = await waitView(t, (v) => v.seq > 0 && myTurn(v) && v.actions.some((a) => a.text.startsWith('pay ')), 'a payment');
    const decision = (await t.page.textContent('#decision')).trim();
    const options = paying.actions.map((a) => a.text).sort();
    t.last = null;
    await t.page.reload();
    const back = await waitView(t, myTurn, 'the view after the reload');
    check(back.seq === paying.seq, `reload: seq ${back.seq}, was ${paying.seq}`);
    check(JSON.stringify(back.actions.map((a) => a.text).sort()) === JSON.stringify(options), 'reload: other choices after the reload');
    await t.page.waitForFunction((d) => document.querySelector('#decision').textContent.trim() === d, decision);
    const bar = await t.page.locator('#decision button[data-action^="pay "], #actions button[data-action^="pay "]').count();
    check(bar >= options.length, 'reload: the payment chooser is not back');
    // and the game goes on: pay, and the dig completes
    await playUntil(t, (v) => v.seq > paying.seq && !v.actions.some((a) => a.text.startsWith('pay ')), { maxClicks: 10 });
    await shot(t, 'reload-after.png');
    await closePage(t);
  },

  // A double click on a target acts once: the second click of the pair finds an
  // action in flight (or a decision that has moved on) and changes nothing.
  async doubleclick(browser, url) {
    const t = await botGameAtFirstDecision(browser, url, 'doubleclick');
    const { dig, target } = firstDig(t);
    const before = t.sent.filter((m) => m.type === 'act').length;
    await t.page.locator(target).first().dblclick();
    if (await visible(t.page, '#chooser')) await t.page.locator(`#chooser button[data-action="${dig.text}"]`).dblclick();
    await waitView(t, (v) => v.seq >= 1, 'the dig');
    // a second act would be under way (or answered) by the time the page is idle
    await idle(t);
    const acts = t.sent.filter((m) => m.type === 'act').length - before;
    check(acts === 1, `doubleclick: the page sent ${acts} actions for one double click`);
    check(t.last.seq === 1 && t.last.actions.some((a) => a.text.startsWith('pay ')), `doubleclick: the game is at seq ${t.last.seq}, not at the dig's payment`);
    await closePage(t);
  },

  // hint_list_not_sorted_by_its_percentages: the Hint chooser lists the options by the
  // percentage it shows beside each, best first.
  async hint(browser, url) {
    const t = await botGameAtFirstDecision(browser, url, 'hint');
    await t.page.click('#hint');
    await t.page.waitForSelector('#chooser:not([hidden]) #chooser-buttons button', { timeout: 60000 });
    const labels = await t.page.locator('#chooser-buttons button').allTextContents();
    const pct = labels.map((l) => { const m = l.match(/· (\d+)%\s*$/); return m ? Number(m[1]) : null; });
    check(labels.length >= 2 && pct.every((p) => p !== null), `hint: no percentages in ${JSON.stringify(labels)}`);
    for (let i = 1; i < pct.length; i++)
      check(pct[i] <= pct[i - 1], `hint: ${pct[i]}% listed after ${pct[i - 1]}% in ${JSON.stringify(labels)}`);
    await closePage(t);
  },

  // Polish: the whole page re-renders in Polish, board included.
  async polish(browser, url) {
    const t = await botGameAtFirstDecision(browser, url, 'polish');
    const english = await t.page.textContent('body');
    await t.page.selectOption('#lang', 'pl');
    await t.page.waitForFunction(() => document.documentElement.lang === 'pl');
    const polish = await t.page.textContent('body');
    check(polish !== english, 'polish: nothing changed');
    for (const word of ['Runda', 'monet']) check(polish.toLowerCase().includes(word.toLowerCase()), `polish: no '${word}' on the page`);
    // labels and log lines are filled templates (words.js): no placeholder is left
    for (const [l, text] of [['en', english], ['pl', polish]]) {
      const left = /\{[\w-]+(?::[\w-]+)?\}|\[[\w !=<>-]+\|/.exec(text);
      check(!left, `polish: an unfilled template part '${left && left[0]}' on the ${l} page`);
    }
    await shot(t, 'polish.png');
    // the choice is kept across a reload
    t.last = null;
    await t.page.reload();
    await waitView(t, myTurn, 'the view after the reload');
    await t.page.waitForFunction(() => document.documentElement.lang === 'pl');
    await closePage(t);
  },

  // Hot-seat: two people at one screen; a privacy screen between their turns, and
  // the hand behind it is not in the page.
  async hotseat(browser, url) {
    const t = await openPage(browser, url, 'hotseat');
    await createGame(t, { mode: 'hotseat', players: 2 });
    let screens = 0;
    for (let i = 0; i < 60 && screens < 2; i++) {
      if (await visible(t.page, '#privacy')) {
        screens++;
        const hands = await t.page.locator('#hand [data-target^="hand:"]').count();
        check(hands === 0, `hotseat: ${hands} hand cards visible behind the privacy screen`);
        if (screens === 1) await shot(t, 'hotseat-privacy.png');
        await t.page.click('#privacy-ready');
        continue;
      }
      await waitView(t, (v) => !v.over, 'a view');
      await idle(t);
      if (!(t.last && myTurn(t.last))) continue;
      await clickSomething(t, { preferPass: 0.3 });
      await idle(t);
    }
    check(screens >= 1, 'hotseat: no privacy screen between the two people');
    await closePage(t);
  },

  // My games: a seat kept by this browser is listed after the tab is closed and
  // resumes where it was.
  async resume(browser, url) {
    const context = await newContext(browser);
    const first = await context.newPage();
    await first.goto(url);
    const t = { name: 'resume', context, page: first, errors: [], frames: [], last: null };
    first.on('pageerror', (e) => t.errors.push(e.message));
    first.on('websocket', (ws) => ws.on('framereceived', (f) => {
      const m = JSON.parse(f.payload); if (m.type === 'view' || m.type === 'update') t.last = m;
    }));
    await createGame(t, { mode: 'bots', players: 2, bot: 'random' });
    await waitView(t, myTurn, 'the first decision');
    await playUntil(t, (v) => v.seq > 0, { maxClicks: 5 }); // a click may open a chooser first
    const seq = t.last.seq;
    await first.close();
    const again = await context.newPage();
    again.on('pageerror', (e) => t.errors.push(e.message));
    again.on('websocket', (ws) => ws.on('framereceived', (f) => {
      const m = JSON.parse(f.payload); if (m.type === 'view' || m.type === 'update') t.last = m;
    }));
    t.page = again;
    t.last = null;
    await again.goto(url);
    await again.waitForSelector('#my-games [data-game]', { state: 'visible' });
    await again.locator('#my-games [data-game]').first().click();
    await waitView(t, (v) => v.seq >= seq, 'the resumed game');
    await context.close();
    check(t.errors.length === 0, `resume: ${t.errors.join('; ')}`);
  },

  // The whole story: a game against a bot played past 100 steps (undos among them)
  // while the page follows it live; a reload brings the same log back, and again
  // once the game is over (a finished game the server loads from its store).
  async history(browser, url) {
    const t = await botGameAtFirstDecision(browser, url, 'history');
    const join = t.sent.find((m) => m.type === 'join');
    check(join && join.token, 'history: the page sent no join');
    const mid = await driveSeat(t, join.game_id, join.token, 110, Math.floor(random() * 1e9));
    check(mid >= 110, `history: the game ended at seq ${mid}, before 110 steps`);
    const lines = await logLines(t, mid);
    check(lines.length > 50, `history: only ${lines.length} log lines (one per action) after ${mid} steps`);
    await reloadKeepsLog(t, (v) => v.seq === mid, lines, 'after 100+ steps');
    const end = await driveSeat(t, join.game_id, join.token, Infinity, Math.floor(random() * 1e9));
    await waitView(t, (v) => v.over, 'the end of the game');
    const final = await logLines(t, end);
    await reloadKeepsLog(t, (v) => v.over, final, 'after the end of the game');
    checkHistoryHidden(t, 0);
    await shot(t, 'history-final.png');
    console.log(`  log of ${lines.length} lines at seq ${mid}, ${final.length} at the end (seq ${end}), the same after each reload`);
    await closePage(t);
  },

  ...motionScenarios({ openPage, closePage, createGame, waitView, myTurn, clickSomething, visible, check, shot }),
  ...whyScenarios({ openPage, closePage, createGame, waitView, check, shot, botGameAtFirstDecision }),
  friends: (browser, url) => friendsScenario(browser, url,
    { openPage, closePage, createGame, waitView, myTurn, clickSomething, check, shot }),
  'turn-notice': (browser, url) => turnNoticeScenario(browser, url,
    { openPage, closePage, createGame, waitView, myTurn, clickSomething, check }),
  ...clockScenarios({ openPage, closePage, waitView, myTurn, clickSomething, visible, check, shot }),
  ...lcScenarios({ openPage, closePage, waitView: waitViewNow, myTurn, check, shot, random }),
  ...qzScenarios({ openPage, closePage, waitView, myTurn, check, shot, random }),
  endgame: (browser, url) => endgameScenario(browser, url,
    { botGameAtFirstDecision, driveSeat, waitView, shot, closePage, check, random }),
  'start-marker': (browser, url) => startMarkerScenario(browser, url,
    { openPage, closePage, createGame, driveSeat, waitView, myTurn, check, shot, random }),
  'qz-endgame': (browser, url) => qzEndgameScenario(browser, url,
    { openPage, driveSeat, waitView, myTurn, shot, closePage, check, random }),
};

const logHelpers = { openPage, createGame, waitView, myTurn, check, closePage, shot, random, driveSeat };
scenarios.log = (browser, url) => logScenarios.log(browser, url, logHelpers);
scenarios['log-solo'] = (browser, url) => logScenarios['log-solo'](browser, url, logHelpers);
Object.assign(scenarios, lobbyScenarios({ openPage, closePage, createGame, waitView, check, shot, driveSeat, random }),
  replayScenarios({ arnak, openPage, closePage, check, shot, random }));
Object.assign(scenarios, lcWordsScenarios({ openPage, closePage, waitView: waitViewNow, myTurn, check, shot, random }));

// The history frames a seat's page received name no card another seat drew.
function checkHistoryHidden(t, seat) {
  let steps = 0;
  for (const m of t.frames) {
    if (m.type !== 'history') continue;
    for (const st of m.steps) {
      steps++;
      for (const e of st.events || []) {
        check(!(e.type === 'draw' && e.player !== seat && 'card' in e), `${t.name}: the history names a card seat ${e.player + 1} drew`);
      }
    }
  }
  check(steps > 0, `${t.name}: no history received`);
}

// A seat's page holds its own hand and no other: the WebSocket never brought
// another seat's hand, and the hand drawn is exactly the view's.
async function checkPrivacy(t, seat) {
  for (const m of t.frames) {
    const players = m.state && m.state.players;
    if (!players) continue;
    for (const p of players) check(!('hand' in p) || p.seat === seat, `${t.name}: received seat ${p.seat + 1}'s hand`);
  }
  const drawn = await t.page.locator('#hand [data-target^="hand:"]').count();
  if (seat === null) { check(drawn === 0, `${t.name}: a spectator sees ${drawn} hand cards`); return; }
  const hand = t.last.state.players[seat].hand;
  check(drawn <= hand.length, `${t.name}: ${drawn} hand cards drawn, the hand has ${hand.length}`);
}

// ---- main ---------------------------------------------------------------------------------
// A scenario in no group would never run in `make test`.
const orphans = Object.keys(scenarios).filter((n) => !ALL.includes(n) && !OWN_TEST.test(n));
if (orphans.length) {
  console.error(`scenarios in no group of GROUPS (run.mjs): ${orphans.join(', ')}`);
  process.exit(2);
}
const { srv, url, data } = await startServer();
let failed = 0;
let browser;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  for (const name of wanted.length ? wanted : ALL) {
    if (!scenarios[name]) { console.error(`unknown scenario '${name}' (${ALL.join(', ')})`); failed++; continue; }
    const t0 = Date.now();
    try {
      await scenarios[name](browser, url);
      console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e instanceof Failure ? e.message : e.stack}`);
    }
  }
} finally {
  if (browser) await browser.close();
  srv.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
