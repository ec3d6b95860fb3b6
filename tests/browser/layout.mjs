// layout.mjs - the game screen at the window sizes people play in (run.mjs
// imports these scenarios; `node tests/browser/run.mjs ARNAK OUTDIR layout-sizes`).
//
//   layout-sizes  a 2- and a 4-player game against bots (and a solo game at
//                 1024x600) at 1024x600, 1280x720, 1366x657 (a
//                 1366x768 laptop less its browser bars), 1920x1080, 2560x1440,
//                 and at 125 % browser zoom on a 1920x1080 screen (a
//                 1536x750 CSS viewport drawn at device scale 1.25, which is what
//                 browser zoom does).  At each of a few decisions: every legal
//                 target and decision button lies inside the viewport (after its
//                 panel scrolled it into view, where it is in one) and is what a
//                 click at its centre hits; the page itself never scrolls; the
//                 board fills its box; the log shows at least 8 lines; with 4
//                 players each panel can be scrolled to and the viewer's own next
//                 idol slot is under nothing.  A screenshot of each size goes to
//                 OUTDIR (layout-WxH-Np.png).
//   layout-controls  the zoom control (buttons, keys, kept over a reload, every
//                 target reachable when zoomed in), the close-up of a card on
//                 hover, no tip left over the page after a click, and a decision
//                 bar of several lines of buttons that leaves the board in place.
//                 (ARNAK_LAYOUT_SIZES=1280x720,... runs only those sizes.)
//   layout-touch  a whole 2-player game against a bot on a 1180x820 touch screen
//                 (a tablet in landscape), played by taps only, a long press
//                 showing a card's close-up.
import { join } from 'node:path';
import { idle, drawn } from './wait.mjs';

const outdir = process.argv[3];
const DECISIONS = 2; // decisions checked per size and player count (the test stays near 90 s)

class LayoutFailure extends Error {}
function check(cond, msg) { if (!cond) throw new LayoutFailure(msg); }

let seed = Number(process.env.ARNAK_BROWSER_SEED || 7) + 1;
function random() { // mulberry32, as run.mjs
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

// motion: the page's "moves" setting (motion.js); "instant" draws each view as it
// comes, null leaves the page's default (others' steps shown one at a time)
async function open(browser, url, name, options, motion = 'instant') {
  const context = await browser.newContext(options);
  if (motion) {
    await context.addInitScript((m) => {
      try { localStorage.setItem('arnak.motion', m); } catch { /* an opaque origin: nothing to set */ }
    }, motion);
  }
  const page = await context.newPage();
  const t = { name, context, page, errors: [], last: null };
  page.on('console', (m) => { if (m.type() === 'error') t.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => t.errors.push(`exception: ${e.message}`));
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    try {
      const m = JSON.parse(f.payload);
      if (m.type === 'view' || m.type === 'update') t.last = m;
    } catch { t.errors.push('not JSON from the server'); }
  }));
  await page.goto(url);
  return t;
}

async function close(t) {
  await t.context.close();
  check(t.errors.length === 0, `${t.name}: ${t.errors.join('; ')}`);
}

const myTurn = (v) => !v.over && v.seat !== null && v.turn === v.seat && v.actions.length > 0;

async function waitView(t, pred, what, ms = 60000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (t.last && pred(t.last)) return t.last;
    await t.page.waitForTimeout(40);
  }
  throw new LayoutFailure(`${t.name}: timed out waiting for ${what}`);
}

// The lobby, operated by taps or clicks: a game against random bots, or solo (1).
async function newBotGame(t, players, touch) {
  const p = t.page;
  await p.waitForSelector('#lobby', { state: 'visible' });
  if (players === 1) await p.selectOption('#mode', 'solo');
  else {
    await p.selectOption('#mode', 'bots');
    await p.selectOption('#players', String(players));
    await p.check('#bots-advanced'); // the random bot is one of the developers' bots
    for (const sel of await p.locator('#bot-seats select').all()) await sel.selectOption('random');
  }
  if (touch) await p.locator('#create').tap(); else await p.click('#create');
  await waitView(t, myTurn, 'the first decision');
  await p.waitForSelector('#board .ak-site', { state: 'visible' });
}

// In the page: every legal target and decision button, scrolled into view within
// its panel where it is in one, must show in the window (whole, when `whole`;
// else at least 24x24 px of it) and be what a click at the centre of its
// visible part reaches.  Returns the problems found.
function reachProblems(whole) {
  const out = [];
  const vw = innerWidth;
  const vh = innerHeight;
  // an open dialog (a pass to confirm, the privacy screen) covers the page: then its buttons
  const modal = [...document.querySelectorAll('.modal')].find((m) => !m.hidden);
  const els = modal ? [...modal.querySelectorAll('button')]
    : [...document.querySelectorAll('.legal[data-target], #decision button[data-action], #chooser:not([hidden]) button')];
  for (const el of els) {
    let r = el.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
    const name = el.getAttribute('data-target') || el.getAttribute('data-action') || el.id || el.textContent.slice(0, 20);
    // the panel it scrolls in, if any, brought to it, as a player would scroll it
    // (an element in full view does not move)
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    r = el.getBoundingClientRect();
    // its visible part: within the window and every panel that clips it; a target
    // larger than its panel (a zoomed-in card) shows part of itself
    let box = { left: Math.max(0, r.left), top: Math.max(0, r.top), right: Math.min(vw, r.right), bottom: Math.min(vh, r.bottom) };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (/(auto|scroll|hidden)/.test(cs.overflow + cs.overflowX + cs.overflowY)) {
        const q = a.getBoundingClientRect();
        box = { left: Math.max(box.left, q.left), top: Math.max(box.top, q.top), right: Math.min(box.right, q.right), bottom: Math.min(box.bottom, q.bottom) };
      }
    }
    const where = `${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (box.right - box.left < Math.min(r.width, 24) - 0.5 || box.bottom - box.top < Math.min(r.height, 24) - 0.5) {
      out.push(`${name} at ${where}: too little of it shows in the ${vw}x${vh} window`);
      continue;
    }
    // at the zoom that fits the window, each target shows whole
    if (whole && (box.left > r.left + 0.5 || box.top > r.top + 0.5 || box.right < r.right - 0.5 || box.bottom < r.bottom - 0.5)) {
      out.push(`${name} at ${where}: cut off by the window or its panel`);
      continue;
    }
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      const what = hit ? hit.tagName.toLowerCase() + (hit.id ? '#' + hit.id : '') + (hit.className && typeof hit.className === 'string' ? '.' + hit.className.split(' ').join('.') : '') : 'nothing';
      out.push(`${name}: a click at its centre (${Math.round(x)},${Math.round(y)}) hits ${what}`);
    }
  }
  // the page itself never scrolls: everything is in the window or in a panel
  const de = document.documentElement;
  if (de.scrollWidth > vw + 1 || de.scrollHeight > vh + 1) out.push(`the page is ${de.scrollWidth}x${de.scrollHeight}, over the window ${vw}x${vh}`);
  return out;
}

// In the page: the decision bar's buttons that lie beyond what the bar shows without
// scrolling (a bar-options-out-of-sight regression: a seventh payment sat under the
// hand, in a bar scrolled by nobody).
function barClipped() {
  const box = document.getElementById('decision');
  const r = box.getBoundingClientRect();
  const scale = box.offsetHeight ? r.height / box.offsetHeight : 1; // the bar's CSS zoom
  const top = r.top + box.clientTop * scale - 0.5, bottom = r.top + (box.clientTop + box.clientHeight) * scale + 0.5;
  return [...box.querySelectorAll('button')].filter((b) => {
    const q = b.getBoundingClientRect();
    return q.width && q.height && (box.scrollTop > 0 || q.top < top || q.bottom > bottom);
  }).map((b) => `'${b.textContent.slice(0, 30)}' at ${Math.round(q(b).top)}-${Math.round(q(b).bottom)} (bar ${Math.round(top)}-${Math.round(bottom)})`);
  function q(b) { return b.getBoundingClientRect(); }
}

// "More… (n)" opens the chooser with the n options that did not fit, then Escape closes it.
async function moreOpens(t) {
  const n = Number((/\((\d+)\)/.exec(await t.page.textContent('#decision-more')) || [])[1]);
  await t.page.click('#decision-more');
  await t.page.waitForSelector('#chooser', { state: 'visible', timeout: 5000 });
  const got = await t.page.locator('#chooser-buttons button[data-action]').count();
  check(got === n && n > 0, `${t.name}: "More… (${n})" opened ${got} options`);
  await t.page.keyboard.press('Escape');
  await t.page.waitForSelector('#chooser', { state: 'hidden', timeout: 5000 });
  return n;
}

// In the page: the board fills its box, the log's height, the players' panels
// and the viewer's own next idol slot.
function screenFacts() {
  const board = document.getElementById('board');
  const stage = board.querySelector('.ak-stage');
  const b = board.getBoundingClientRect();
  const s = stage ? stage.getBoundingClientRect() : { width: 0, height: 0 };
  const log = document.getElementById('log');
  const lineH = parseFloat(getComputedStyle(log).lineHeight) || 17;
  const problems = [];
  // each panel: scrolled to, it shows its name and its first row
  for (const p of document.querySelectorAll('#players-panel .ak-player')) {
    p.scrollIntoView({ block: 'nearest' });
    const r = p.querySelector('.ak-p-head').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2);
    if (!hit || !p.contains(hit)) problems.push(`the panel of seat ${p.dataset.seat} cannot be brought into view`);
  }
  const slot = document.querySelector('#players-panel .ak-own .ak-slot:not(.ak-filled)');
  if (slot) {
    slot.scrollIntoView({ block: 'nearest' });
    const r = slot.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === slot || slot.contains(hit))) problems.push('the own idol slot lies under ' + (hit ? hit.id || hit.className : 'nothing'));
  }
  return { fill: Math.max(s.width / b.width, s.height / b.height), logLines: log.clientHeight / lineH, problems,
    scale: Number(board.getAttribute('data-scale') || 0) };
}

// One answer to the page's question, by a click or a tap: a popup first, then a
// highlighted target or a decision button, else the list of all actions.
async function answer(t, touch, passes) {
  const p = t.page;
  const press = async (loc, timeout) => {
    const o = timeout ? { timeout } : undefined;
    if (touch) await loc.tap(o); else await loc.click(o);
  };
  const visible = async (sel) => p.locator(sel).first().isVisible().catch(() => false);
  if (await visible('#privacy')) { await press(p.locator('#privacy-ready')); return 'privacy'; }
  // others' steps still being shown: a tap on "Skip to now" brings the decision.  The
  // button goes by itself once the last step is shown, maybe between the look and the
  // tap (a busy machine once left the tap waiting 30 s for a button gone): gone is done.
  if (await visible('#motion-skip')) {
    try { await press(p.locator('#motion-skip'), 5000); } catch (e) { if (await visible('#motion-skip')) throw e; }
    return 'skip';
  }
  if (await visible('#pass-confirm')) { await press(p.locator('#pass-yes')); return 'pass-yes'; }
  if (await visible('#chooser')) {
    const b = await p.locator('#chooser button[data-action]:visible').all();
    if (b.length) { await press(pick(b)); return 'chooser'; }
  }
  // now and then pass, so that a whole game stays short
  if (passes && random() < 0.12) {
    const pass = p.locator('#decision button[data-action="pass"]:visible, [data-target="pass"].legal:visible');
    if (await pass.count()) { await press(pass.first()); return 'pass'; }
  }
  const notPass = passes ? '' : ':not([data-target="pass"]):not([data-action="pass"])';
  const options = (await p.locator('.legal[data-target]:visible' + notPass).all())
    .concat(await p.locator('#decision button[data-action]:visible' + notPass).all());
  if (options.length && random() < 0.9) {
    const x = pick(options);
    const what = (await x.getAttribute('data-target')) || (await x.getAttribute('data-action'));
    await press(x);
    return what;
  }
  const list = await p.locator('#actions button[data-action]' + notPass).all();
  check(list.length || options.length, `${t.name}: nothing to press at a decision`);
  if (!list.length) { await press(options[0]); return 'first'; }
  if (!(await visible('#actions'))) await press(p.locator('#actions-toggle'));
  const x = pick(list);
  await press(x);
  return 'action';
}

// Answers until the seq moves on or a popup asks; a press that does nothing fails.
// passes: whether passing is among the choices (a whole game needs it; the
// window sizes' checks look at the board a few decisions into round I)
async function decide(t, touch, passes) {
  // the page ignores a press while its last action is on its way (#decision.busy)
  await t.page.waitForFunction(() => !document.getElementById('decision').classList.contains('busy'), null, { timeout: 15000 });
  const seq = t.last.seq;
  const what = await answer(t, touch, passes);
  if (what === 'privacy' || what === 'skip') return;
  const end = Date.now() + 15000;
  for (;;) {
    if (t.last.seq !== seq) return;
    for (const sel of ['#chooser', '#pass-confirm', '#privacy']) {
      if (await t.page.locator(sel).isVisible().catch(() => false)) return;
    }
    if (Date.now() >= end) {
      const page = await t.page.evaluate(() => ({ decision: document.getElementById('decision').textContent.trim().slice(0, 120),
        busy: document.getElementById('decision').className, toast: document.getElementById('toast').hidden ? '' : document.getElementById('toast').textContent }));
      check(false, `${t.name}: pressing ${what} changed nothing for 15 s (seq ${seq}; the page: ${JSON.stringify(page)})`);
    }
    await t.page.waitForTimeout(30);
  }
}

const SIZES = [
  { w: 1024, h: 600 }, { w: 1280, h: 720 }, { w: 1366, h: 657 }, { w: 1920, h: 1080 }, { w: 2560, h: 1440 },
  { w: 1536, h: 750, dpr: 1.25, label: '1920x1080-zoom125' },
];

// ARNAK_LAYOUT_SIZES=1280x720,... runs only those sizes (labels as in the screenshots' names)
const ONLY = (process.env.ARNAK_LAYOUT_SIZES || '').split(',').filter(Boolean);

export const LAYOUT_SCENARIOS = {
  async 'layout-sizes'(browser, url) {
    const figures = [];
    const folds = [];
    for (const size of SIZES.filter((x) => !ONLY.length || ONLY.includes(x.label || x.w + 'x' + x.h))) {
      // solo (the rival's line under the island) in the smallest window
      for (const players of size.w === 1024 ? [1, 2, 4] : [2, 4]) {
        const label = `${size.label || size.w + 'x' + size.h}-${players}p`;
        const t = await open(browser, url, 'layout ' + label,
          { viewport: { width: size.w, height: size.h }, deviceScaleFactor: size.dpr || 1 });
        await newBotGame(t, players, false);
        for (let d = 0; d < DECISIONS; d++) {
          await waitView(t, (v) => myTurn(v) || v.over, 'a decision');
          if (t.last.over) break;
          await drawn(t, t.last.seq); // the render after the view
          const clipped = await t.page.evaluate(barClipped);
          check(!clipped.length, `${t.name}, decision ${d + 1}: options out of the decision bar's sight: ${clipped.join('; ')}`);
          if (await t.page.isVisible('#decision-more')) folds.push(await moreOpens(t));
          const problems = await t.page.evaluate(reachProblems, true);
          check(!problems.length, `${t.name}, decision ${d + 1}: ${problems.slice(0, 6).join('; ')}`);
          if (d === 0) {
            const f = await t.page.evaluate(screenFacts);
            check(!f.problems.length, `${t.name}: ${f.problems.join('; ')}`);
            check(f.logLines >= 7.9, `${t.name}: the log shows ${f.logLines.toFixed(1)} lines, fewer than 8`);
            check(f.fill >= 0.97, `${t.name}: the board fills ${(f.fill * 100).toFixed(0)} % of its box`);
            figures.push(`${label} scale ${f.scale}`);
            await t.page.screenshot({ path: join(outdir, `layout-${label}.png`) });
          }
          await decide(t, false, false);
        }
        await close(t);
      }
    }
    console.log(`  board scale: ${figures.join(', ')}; bars folded behind "More": ${folds.length ? folds.join(', ') + ' options' : 'none'}`);
  },

  // The zoom control, the card close-up, and two defects: a tip left over the
  // decision bar after a click, and the board moving when the decision bar's
  // buttons take a second line.
  async 'layout-controls'(browser, url) {
    const t = await open(browser, url, 'layout-controls', { viewport: { width: 1366, height: 657 } });
    const p = t.page;
    await newBotGame(t, 2, false);
    const scale = () => p.evaluate(() => Number(document.getElementById('board').getAttribute('data-scale')));
    // zoom: "+" twice, kept over a reload, every target still reachable in the scrolled board; "0" fits again
    const fit = await scale();
    await p.keyboard.press('+');
    await p.click('#zoom-in');
    const zoomed = await scale();
    check(zoomed > fit * 1.2, `${t.name}: zoom in took the board from ${fit} to ${zoomed}`);
    check((await p.textContent('#zoom-level')).trim() === '130%', `${t.name}: the zoom level reads ${await p.textContent('#zoom-level')}`);
    const seq = t.last.seq;
    t.last = null;
    await p.reload();
    await waitView(t, (v) => v.seq >= seq && myTurn(v), 'the view after the reload');
    await p.waitForSelector('#board .ak-site', { state: 'visible' });
    check(Math.abs((await scale()) - zoomed) < 0.01, `${t.name}: after a reload the board's scale is ${await scale()}, not ${zoomed}`);
    const problems = await p.evaluate(reachProblems, false);
    check(!problems.length, `${t.name}, zoomed in: ${problems.slice(0, 6).join('; ')}`);
    await p.screenshot({ path: join(outdir, 'layout-zoom130-1366x657.png') });
    await p.keyboard.press('0');
    check(Math.abs((await scale()) - fit) < 0.01, `${t.name}: "0" gave the scale ${await scale()}, not the fit ${fit}`);
    // the close-up: a card's face, whole, beside the card the mouse rests on
    const card = p.locator('#board .ak-row .ak-card[data-card]').first();
    await card.hover();
    await p.waitForSelector('#closeup .ak-card-zoom', { state: 'visible', timeout: 3000 });
    const face = await p.evaluate(() => {
      const e = document.querySelector('#closeup .ak-card-eff');
      return { slug: document.querySelector('#closeup [data-card]').dataset.card, whole: e.scrollHeight <= e.clientHeight + 1, w: e.getBoundingClientRect().width };
    });
    check(face.slug === await card.getAttribute('data-card') && face.whole && face.w > 200, `${t.name}: the close-up ${JSON.stringify(face)}`);
    await p.mouse.move(2, 650);
    await p.waitForSelector('#closeup', { state: 'hidden', timeout: 3000 });
    // tip-left-over-decision-bar: a hovered target clicked; after the render no tip stays
    const target = p.locator('#hand .ak-card.legal[data-target]').first();
    await target.hover();
    await p.waitForSelector('#closeup .ak-card-zoom, #tooltip:not([hidden])', { state: 'visible', timeout: 3000 });
    const before = t.last.seq;
    await target.click();
    await drawn(t, (await waitView(t, (v) => v.seq !== before, 'the view after the click')).seq);
    const tips = await p.evaluate(() => ['tooltip', 'closeup'].filter((id) => !document.getElementById(id).hidden));
    check(!tips.length, `${t.name}: after a click on a hovered card, #${tips.join(', #')} still shows`);
    // tip-left-over-decision-bar, the other way: the page moving focus itself (a
    // re-render keeping the clicked target focused, the hot-seat screen's first
    // target) after a mouse click shows no tip; keyboard focus does
    await p.mouse.click(3, 200);
    await p.evaluate(() => document.querySelector('#hand .ak-card[data-tip]').focus());
    await idle(t);
    const shown = await p.evaluate(() => ['tooltip', 'closeup'].filter((id) => !document.getElementById(id).hidden));
    check(!shown.length, `${t.name}: focus moved by the page after a click shows #${shown.join(', #')}`);
    await p.evaluate(() => document.activeElement.blur());
    await p.locator('#hand .ak-card[data-tip]').first().focus();
    await p.keyboard.press('Shift+Tab');
    await p.keyboard.press('Tab');
    await p.waitForSelector('#closeup .ak-card-zoom, #tooltip:not([hidden])', { state: 'visible', timeout: 3000 });
    await p.keyboard.press('Escape');
    // board-jumps-when-decision-bar-wraps: a bar of many buttons scrolls in itself
    const moved = await p.evaluate(() => {
      const b = document.getElementById('board').getBoundingClientRect();
      const box = document.getElementById('decision-buttons');
      for (let i = 0; i < 30; i++) { const x = document.createElement('button'); x.textContent = 'pay ' + i; x.className = 'layout-probe'; box.append(x); }
      const a = document.getElementById('board').getBoundingClientRect();
      for (const x of box.querySelectorAll('.layout-probe')) x.remove();
      return [b.top, b.height, a.top, a.height];
    });
    check(moved[0] === moved[2] && moved[1] === moved[3], `${t.name}: a two-line decision bar moved the board: ${moved.join(', ')}`);
    await close(t);
  },

  async 'layout-touch'(browser, url) {
    // with the page's own pace for the bot's steps: a tap on "Skip to now" or on
    // the board brings the decision, as on a real tablet
    const t = await open(browser, url, 'layout-touch',
      { viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: false }, null);
    await newBotGame(t, 2, true);
    // a long press on a card of the row shows its close-up and does not buy it
    const card = t.page.locator('#board .ak-row .ak-card[data-card]').first();
    const box = await card.boundingBox();
    const cdp = await t.context.newCDPSession(t.page);
    const seq = t.last.seq;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
    await t.page.waitForSelector('#closeup .ak-card-zoom', { state: 'visible', timeout: 3000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await idle(t); // (an act would be under way)
    check(t.last.seq === seq, `${t.name}: a long press acted (seq ${seq} -> ${t.last.seq})`);
    let taps = 0;
    while (!t.last.over) {
      const v = await waitView(t, (x) => myTurn(x) || x.over, 'this seat\'s turn', 120000);
      if (v.over) break;
      check(++taps < 1500, `${t.name}: still not over after ${taps} taps`);
      await decide(t, true, true);
      if (taps === 20) await t.page.screenshot({ path: join(outdir, 'layout-touch-1180x820.png') });
    }
    await t.page.waitForSelector('#final-scores', { state: 'visible' });
    await t.page.screenshot({ path: join(outdir, 'layout-touch-final.png') });
    console.log(`  a whole game by ${taps} taps`);
    await close(t);
  },
};
