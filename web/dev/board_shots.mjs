// board_shots.mjs - screenshots of every game's board over fixed views, to compare
// a change of the page's drawing before and after (pixel for pixel).
//
//   node web/dev/board_shots.mjs ARNAK_BINARY WEB_DIR OUT_DIR [--page] [--compare OTHER_DIR]
//
// Plays a seeded game of each board's game (Arnak 2 players, Lost Cities 2, Quetzal 3)
// through `ARNAK proto --test-tokens`, seat 0 choosing by a fixed generator, and keeps
// the view after 12 of its decisions; then draws each view with WEB_DIR's board
// modules (web/js/boards.js's registry, or the older modules' own names) into a
// page of the game screen's plan (board, players' column, hand; drawn twice, the second
// time with the board's stylesheet there) at 1024x600,
// 1366x657 and 1920x1080, and writes OUT_DIR/GAME-WxH.png.  --compare: each PNG
// against OTHER_DIR's, pixel for pixel (exit 1 on a difference).  --page: the whole
// page instead, as people see it: `ARNAK serve --web WEB_DIR`, a game of each made in
// the lobby against the random bot with the seed 4242, the game screen at its first
// decision (OUT_DIR/page-GAME-WxH.png).  Not a CTest test:
// a developer's check (the views are the same for both trees; only the drawing
// differs).  Needs playwright-core (tests/browser/node_modules) and Debian's chromium.
import { session, rng, playRandom } from './proto_session.mjs';
import { createRequire } from 'module';
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import net from 'net';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const args = process.argv.slice(2);
const [binary, webDir, outDir] = args;
const ci = args.indexOf('--compare');
const compareDir = ci >= 0 ? args[ci + 1] : null;
const wholePage = args.includes('--page');
if (!binary || !webDir || !outDir) { console.error('usage: node board_shots.mjs ARNAK WEB_DIR OUT_DIR [--compare DIR]'); process.exit(2); }
const require = createRequire(path.join(repo, 'tests', 'browser', 'package.json'));
const { chromium } = require('playwright-core');
const SIZES = [[1024, 600], [1366, 657], [1920, 1080]];
const GAMES = [['arnak', 2, 12], ['lost-cities', 2, 12], ['quetzal', 3, 12]];


async function viewOf(game, players, decisions) {
  const s = session(binary);
  s.send({ type: 'catalog', game });
  const catalog = await s.recv();
  const seats = [{ kind: 'human' }];
  for (let i = 1; i < players; i++) seats.push({ kind: 'bot', bot: 'random' });
  s.send({ type: 'create', game, players, seed: 4242, seats });
  const c = await s.recv();
  s.send({ type: 'join', game_id: c.game_id, seat: 0, token: c.seats[0].token });
  await s.recv();
  let v = await s.recv();
  const rand = rng(77);
  for (let n = 0; n < decisions && !v.over && v.actions.length; n++) {
    const moves = v.actions.filter((a) => a.text !== 'pass');
    const list = moves.length ? moves : v.actions;
    v = await playRandom(s, list, rand);
  }
  s.close();
  delete v.step;
  return { catalog, view: v };
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="/css/app.css"><link rel="stylesheet" href="/css/board.css">
<style>body{margin:0;background:#E7E2D6;font-family:system-ui,sans-serif}
#game{display:grid;grid-template-columns:1fr 28vw;grid-template-rows:64vh 1fr;gap:4px 8px;padding:4px;height:calc(100vh - 8px)}
#board{overflow:auto;min-width:0;min-height:0}#players-panel{grid-row:1/span 2;grid-column:2;overflow:auto}#hand{grid-column:1;min-height:0;overflow:auto}
</style></head><body><div id="game"><div id="board"></div><div id="players-panel"></div><div id="hand"></div></div></body></html>`;

async function compare(page, file) {
  const a = fs.readFileSync(path.join(outDir, file)).toString('base64');
  const b = fs.readFileSync(path.join(compareDir, file)).toString('base64');
  const diff = a === b ? 0 : await page.evaluate(async ({ a, b }) => {
    const load = (s) => new Promise((ok) => { const i = new Image(); i.onload = () => ok(i); i.src = 'data:image/png;base64,' + s; });
    const [ia, ib] = [await load(a), await load(b)];
    if (ia.width !== ib.width || ia.height !== ib.height) return -1;
    const px = (i) => { const c = document.createElement('canvas'); c.width = i.width; c.height = i.height; const x = c.getContext('2d'); x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
    const [pa, pb] = [px(ia), px(ib)];
    let n = 0;
    const box = [Infinity, Infinity, -1, -1];
    for (let k = 0; k < pa.length; k += 4) {
      if (pa[k] === pb[k] && pa[k + 1] === pb[k + 1] && pa[k + 2] === pb[k + 2]) continue;
      n++;
      const x = (k / 4) % ia.width, y = Math.floor(k / 4 / ia.width);
      box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y); box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
    }
    return n ? n + ' pixels differ, within (' + box.join(', ') + ')' : 0;
  }, { a, b });
  console.log(`${file}: ${diff === 0 ? 'identical' : diff < 0 ? 'sizes differ' : diff}`);
  return diff ? 1 : 0;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
fs.mkdirSync(outDir, { recursive: true });
let differ = 0;
if (wholePage) await pages(); else await boards();
await browser.close();
process.exit(differ ? 1 : 0);

// ---- the whole page over `arnak serve --web WEB_DIR` ---------------------------------
async function pages() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'arnak-shots-'));
  const port = await new Promise((ok) => { const x = net.createServer(); x.listen(0, '127.0.0.1', () => { const p = x.address().port; x.close(() => ok(p)); }); });
  const srv = spawn(binary, ['serve', '--port', String(port), '--data', data, '--web', path.resolve(webDir)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    srv.stdout.on('data', (d) => { out += d; const m = out.match(/open (http:\/\/\S+) in a browser/); if (m) resolve(m[1]); });
    srv.on('exit', (code) => reject(new Error('the server exited: ' + code)));
  });
  try {
    for (const [game, players] of GAMES) {
      // (made at another size: every size is then a resize, refitted as the page's boards
      // are; a stylesheet a board adds may come after the first drawing's fit)
      const context = await browser.newContext({ viewport: { width: 900, height: 560 }, locale: 'en-US' });
      await context.addInitScript(() => { try { localStorage.setItem('arnak.motion', 'instant'); } catch { /* none */ } });
      const page = await context.newPage();
      page.on('pageerror', (e) => { console.error(game, 'pageerror:', e.message); differ++; });
      await page.goto(url);
      await page.waitForSelector('#lobby', { state: 'visible' });
      await page.selectOption('#game-kind', game);
      await page.selectOption('#mode', 'bots');
      await page.fill('#players', String(players)).catch(() => page.selectOption('#players', String(players)));
      await page.check('#bots-advanced').catch(() => {});
      for (const sel of await page.locator('select[id^="bot"]').all()) await sel.selectOption('random').catch(() => {});
      await page.fill('#seed', '4242');
      await page.click('#create');
      await page.waitForFunction(() => document.getElementById('game') && !document.getElementById('game').hidden &&
        document.documentElement.dataset.idle === '1' && document.querySelector('#decision-buttons button, [data-target].legal'), null, { timeout: 30000 });
      for (const [w, hgt] of SIZES) {
        await page.setViewportSize({ width: w, height: hgt });
        await page.mouse.move(0, 0);
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 100))))));
        const file = `page-${game}-${w}x${hgt}.png`;
        await page.screenshot({ path: path.join(outDir, file) });
        if (compareDir) differ += await compare(page, file);
        else console.log(file);
      }
      await context.close();
    }
  } finally {
    srv.kill();
    fs.rmSync(data, { recursive: true, force: true });
  }
}

// ---- the boards alone over seeded views ----------------------------------------------
async function boards() {
  const shots = [];
  for (const [game, players, decisions] of GAMES) shots.push({ game, ...(await viewOf(game, players, decisions)) });
  for (const [w, hgt] of SIZES) {
    for (const { game, catalog, view } of shots) {
      const page = await browser.newPage({ viewport: { width: w, height: hgt } });
      page.on('pageerror', (e) => { console.error(game, 'pageerror:', e.message); differ++; });
      await page.route('http://shots.test/**', (route) => {
        const rel = decodeURIComponent(new URL(route.request().url()).pathname);
        if (rel === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
        const file = path.join(path.resolve(webDir), path.normalize(rel));
        if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
        const type = { '.js': 'text/javascript', '.css': 'text/css' }[path.extname(file)] || 'text/plain';
        return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
      });
      await page.goto('http://shots.test/');
      const draw = () => page.evaluate(async ({ game, catalog, view }) => {
        let m;
        try { m = await (await import('/js/boards.js')).loadBoard(game); } catch { m = null; }
        if (!m) m = await import(game === 'arnak' ? '/js/board.js' : game === 'lost-cities' ? '/js/lc_board.js' : '/js/qz_board.js');
        const pick = (...names) => names.map((n) => m[n]).find((f) => typeof f === 'function');
        let legal;
        const legalOf = pick('legalOf', 'lcLegal', 'qzLegal');
        if (legalOf) legal = legalOf(view).legal;
        else {
          legal = new Map();
          for (const a of view.actions || []) for (const k of m.targetsOf(a.info)) { if (!legal.has(k)) legal.set(k, []); legal.get(k).push(a); }
        }
        const ui = { t: (k) => k, lang: 'en', cardName: null, seatName: (p) => 'P' + (p + 1), legal, onTarget: () => {}, redraw: () => {} };
        pick('renderBoard', 'renderLcBoard', 'renderQzBoard')(document.getElementById('board'), view, catalog, ui);
        pick('renderPlayers', 'renderLcPlayers', 'renderQzPlayers')(document.getElementById('players-panel'), view, catalog, ui);
        pick('renderHand', 'renderLcHand', 'renderQzHand')(document.getElementById('hand'), view, catalog, ui);
      }, { game, catalog, view });
      await draw();
      // again once the board's stylesheet is here (the app draws on every message; a
      // first drawing may be fitted before the sheet a board adds has come)
      await page.waitForLoadState('networkidle');
      await draw();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(ok))))));
      const file = `${game}-${w}x${hgt}.png`;
      await page.screenshot({ path: path.join(outDir, file) });
      if (compareDir) differ += await compare(page, file);
      else console.log(file);
      await page.close();
    }
  }
}
