// motion.mjs - the browser scenarios of the page's motion (web/js/motion.js), run by
// run.mjs, whose helpers they receive:
//   motion          a 2-player game against the random bot at the speed "normal": each
//                   of the bot's steps is drawn on its own, in order, one pace apart;
//                   pieces with data-motion travel (document.getAnimations(), an
//                   archaeologist among them); the bot's last move is marked in its
//                   colour while the viewer's stays marked, and a reload draws the
//                   same marks
//   motion-skip     at the speed "slow": the skip button jumps to the present, and so
//                   does the first click on the board (which acts on nothing)
//   motion-reduced  prefers-reduced-motion and no setting: no animation at all, the
//                   bot's steps drawn as they come, no skip button

import { drawn, frames } from './wait.mjs';

const PACE_NORMAL = 800; // motion.js PACE_MS.normal
const RED = 'rgb(238, 102, 119)'; // seat 1's colour (board.js SEAT_STYLE)
const BLUE = 'rgb(68, 119, 170)'; // seat 2's colour

// Records, in the page, every view it draws (#game's data-seq: the seq, the time, the
// number of pieces with data-motion travelling right after), the most animations of any
// kind seen in a frame, and whether the skip button was ever shown.
async function record(page) {
  await page.evaluate(() => {
    const game = document.getElementById('game');
    const skip = document.getElementById('motion-skip');
    const travelling = () => document.getAnimations().filter((a) => a.effect && a.effect.target &&
      a.effect.target.hasAttribute && a.effect.target.hasAttribute('data-motion'))
      .map((a) => a.effect.target.getAttribute('data-motion'));
    window.__motion = { shown: [], maxAnimations: 0, skipShown: false };
    // each seat's marked places: the target or card of each element marked for it
    const marks = () => {
      const by = {};
      for (const e of document.querySelectorAll('[data-last-move]')) {
        for (const who of e.getAttribute('data-last-move').split(' ')) {
          (by[who] = by[who] || []).push(e.getAttribute('data-target') || e.getAttribute('data-card'));
        }
      }
      return by;
    };
    new MutationObserver(() => {
      window.__motion.shown.push({ seq: Number(game.dataset.seq), at: performance.now(), travelling: travelling(), marks: marks() });
    }).observe(game, { attributes: true, attributeFilter: ['data-seq'] });
    new MutationObserver(() => { if (!skip.hidden) window.__motion.skipShown = true; })
      .observe(skip, { attributes: true, attributeFilter: ['hidden'] });
    const frame = () => {
      window.__motion.maxAnimations = Math.max(window.__motion.maxAnimations, document.getAnimations().length);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const recorded = (page) => page.evaluate(() => window.__motion);
const shownSeq = (page) => page.evaluate(() => Number(document.getElementById('game').dataset.seq));

// Waits until the page draws the last view it received and no step waits to be shown.
async function settled(h, t, ms = 20000) {
  const end = Date.now() + ms;
  for (;;) {
    const seq = await shownSeq(t.page);
    const busy = await t.page.isVisible('#motion-skip');
    if (t.last && seq === t.last.seq && !busy) return;
    h.check(Date.now() < end, `${t.name}: the page still shows seq ${seq}, the last view is ${t.last && t.last.seq}`);
    await t.page.waitForTimeout(50);
  }
}

// What carries seat `seat`'s last-move mark: each marked element's target or card.
function marksOf(page, seat) {
  return page.evaluate((s) => [...document.querySelectorAll('[data-last-move]')]
    .filter((e) => e.getAttribute('data-last-move').split(' ').includes(s))
    .map((e) => ({ what: e.getAttribute('data-target') || e.getAttribute('data-card'),
      colour: e.getAttribute('data-last-move').split(' ')[0] === s ? getComputedStyle(e, '::after').borderTopColor : null })), String(seat));
}

// The viewer plays its turn by clicking until the bot moves (or the game ends), then
// the bot's turn comes.  Returns the viewer's own steps and the bot's steps (seqs),
// once the bot's turn is over.  (The random bot answers at once: its whole turn may be
// in before the viewer's last click returns, so the steps are told by their player.)
async function viewerThenBot(h, t) {
  const from = t.frames.length;
  const steps = (seat) => t.frames.slice(from).filter((m) => m.type === 'update' && m.step && m.step.kind === 'act' &&
    m.step.player === seat).map((m) => m.seq);
  for (let clicks = 0; !steps(1).length && !t.last.over; clicks++) {
    h.check(clicks < 80, `${t.name}: the viewer's turn did not end in 80 clicks`);
    await settled(h, t);
    if (steps(1).length || !h.myTurn(t.last)) continue;
    const seq = t.last.seq;
    const what = await h.clickSomething(t);
    const end = Date.now() + 15000;
    while (t.last.seq === seq && !(await h.visible(t.page, '#chooser')) && !(await h.visible(t.page, '#pass-confirm'))) {
      h.check(Date.now() < end, `${t.name}: clicking ${what} changed nothing for 15 s`);
      await t.page.waitForTimeout(30);
    }
  }
  await h.waitView(t, (v) => v.over || h.myTurn(v), 'the bot\'s turn to end', 60000);
  return { viewer: steps(0), bot: steps(1) };
}

// A failing scenario leaves a screenshot of the page as it was (NAME-failed.png).
async function keepShot(h, t, body) {
  try {
    await body();
  } catch (e) {
    await h.shot(t, `${t.name}-failed.png`).catch(() => {});
    const state = await t.page.evaluate(() => ({ seq: document.getElementById('game').dataset.seq,
      decision: document.getElementById('decision-text').textContent })).catch(() => null);
    console.log(`  ${t.name}: the page showed ${JSON.stringify(state)}; the last view seq ${t.last && t.last.seq}; ${t.errors.join('; ')}`);
    throw e;
  }
}

export function motionScenarios(h) {
  return {
    async motion(browser, url) {
      const t = await h.openPage(browser, url, 'motion', { motion: 'normal' });
      await keepShot(h, t, async () => {
        await record(t.page);
        await h.createGame(t, { mode: 'bots', players: 2, bot: 'random' });
        await h.waitView(t, h.myTurn, 'the first decision');
        let botMarked = false, keptMark = false, paced = 0, travelled = 0;
        const kinds = new Set(); // the kinds of pieces that travelled (data-motion keys' first part)
        for (let turn = 0; turn < 6 && !(botMarked && keptMark && paced >= 2 && kinds.has('arch')); turn++) {
          if (t.last.over) break;
          await settled(h, t);
          const before = (await recorded(t.page)).shown.length;
          const framesBefore = t.frames.length;
          const { viewer, bot } = await viewerThenBot(h, t);
          await settled(h, t);
          const shown = (await recorded(t.page)).shown.slice(before);
          travelled += shown.reduce((n, x) => n + x.travelling.length, 0);
          for (const x of shown) for (const k of x.travelling) kinds.add(k.split(':')[0]);
          // each of the bot's steps drawn on its own, in order, a pace after the one before
          const times = bot.map((seq) => shown.find((x) => x.seq === seq));
          h.check(times.every(Boolean), `motion: the bot's steps ${bot.join(', ')} were not all drawn (drawn: ${shown.map((x) => x.seq).join(', ')})`);
          for (let i = 1; i < times.length; i++) {
            h.check(times[i].at > times[i - 1].at, `motion: step ${bot[i]} drawn before step ${bot[i - 1]}`);
            const gap = times[i].at - times[i - 1].at;
            h.check(gap >= PACE_NORMAL * 0.75, `motion: step ${bot[i]} drawn ${gap.toFixed(0)} ms after step ${bot[i - 1]}, under the pace ${PACE_NORMAL} ms`);
          }
          if (bot.length >= 2) paced = Math.max(paced, bot.length);
          // the bot's last move in its colour; the viewer's own last move still marked
          const theirs = await marksOf(t.page, 1);
          if (theirs.length) {
            botMarked = true;
            const own = theirs.find((m) => m.colour);
            h.check(!own || own.colour === BLUE, `motion: the bot's mark is ${own && own.colour}, not its colour ${BLUE}`);
            if (turn === 0) await h.shot(t, 'motion-marks.png');
          }
          // the viewer's marks as drawn with its own last step, before the bot's
          const last = shown.filter((x) => x.seq === viewer[viewer.length - 1]).pop();
          const mine = ((last && last.marks['0']) || []).map((what) => ({ what }));
          // (unless the round ended: the cards in play and the archaeologists go home)
          const roundEnded = t.frames.slice(framesBefore).some((m) => m.step && (m.step.events || []).some((e) => e.type === 'round_end'));
          if (mine.length && !roundEnded) {
            const still = await marksOf(t.page, 0);
            h.check(JSON.stringify(still.map((m) => m.what)) === JSON.stringify(mine.map((m) => m.what)),
              `motion: the viewer's mark moved during the bot's turn: ${JSON.stringify(mine)} -> ${JSON.stringify(still)}`);
            const first = still.find((m) => m.colour);
            h.check(!first || first.colour === RED, `motion: the viewer's mark is ${first && first.colour}, not its colour ${RED}`);
            keptMark = true;
          }
          console.log(`  turn ${turn + 1}: the bot's ${bot.length} steps drawn one by one (${times.map((x) => x.seq).join(', ')}); ` +
            `marks: viewer ${mine.map((m) => m.what).join(' ') || '-'}, bot ${theirs.map((m) => m.what).join(' ') || '-'}`);
        }
        h.check(paced >= 2, 'motion: no bot turn of two steps or more');
        h.check(botMarked, 'motion: the bot\'s last move was never marked');
        h.check(keptMark, 'motion: the viewer\'s last move was never marked');
        h.check(travelled > 0, 'motion: no piece with data-motion travelled');
        h.check(kinds.has('arch'), `motion: no archaeologist travelled to a site (${[...kinds].join(', ')} did)`);
        console.log(`  ${travelled} pieces set travelling: ${[...kinds].join(', ')}`);
        // the marks come from the game's story: a reload draws the same ones
        const all = () => t.page.evaluate(() => [...document.querySelectorAll('[data-last-move]')]
          .map((e) => `${e.getAttribute('data-target') || e.getAttribute('data-card')}=${e.getAttribute('data-last-move')}`).join(' '));
        const marked = await all();
        const seq = t.last.seq;
        t.last = null;
        await t.page.reload();
        await h.waitView(t, (v) => v.seq === seq, 'the view after the reload');
        await settled(h, t);
        await t.page.waitForFunction((n) => document.querySelectorAll('[data-last-move]').length >= n, marked.split(' ').length, { timeout: 10000 })
          .catch(() => {});
        const again = await all();
        h.check(again === marked, `motion: the marks after a reload are '${again}', before it '${marked}'`);
        console.log(`  marks kept over a reload: ${marked}`);
      });
      await h.closePage(t);
    },

    async 'motion-skip'(browser, url) {
      const t = await h.openPage(browser, url, 'motion-skip', { motion: 'slow' });
      await keepShot(h, t, async () => {
        await record(t.page);
        await h.createGame(t, { mode: 'bots', players: 2, bot: 'random' });
        await h.waitView(t, h.myTurn, 'the first decision');
        let button = false, click = false;
        for (let turn = 0; turn < 8 && !(button && click); turn++) {
          if (t.last.over) break;
          await settled(h, t, 30000);
          await viewerThenBot(h, t);
          if (!(await t.page.isVisible('#motion-skip'))) continue; // a turn too short to wait
          const present = t.last.seq;
          const acts = t.sent.filter((m) => m.type === 'act').length;
          h.check(await shownSeq(t.page) < present, 'motion-skip: the skip button is shown with the present on screen');
          if (!button) {
            await t.page.click('#motion-skip');
            button = true;
          } else {
            // the first click on the board skips to the present and does nothing else
            await t.page.locator('#board').click({ position: { x: 5, y: 5 } });
            click = true;
          }
          // (the skip is drawn in the click's own task: two frames later it is on screen)
          await frames(t);
          h.check(await shownSeq(t.page) === present, `motion-skip: after the skip the page shows seq ${await shownSeq(t.page)}, not ${present}`);
          h.check(!(await t.page.isVisible('#motion-skip')), 'motion-skip: the skip button stays after the skip');
          h.check(t.sent.filter((m) => m.type === 'act').length === acts, 'motion-skip: the skipping click sent an action');
          console.log(`  turn ${turn + 1}: ${click ? 'a click on the board' : 'the skip button'} jumped to seq ${present}`);
        }
        h.check(button && click, `motion-skip: no bot turn long enough to skip (button ${button}, click ${click})`);
      });
      await h.closePage(t);
    },

    async 'motion-reduced'(browser, url) {
      const t = await h.openPage(browser, url, 'motion-reduced', { motion: null, reducedMotion: 'reduce' });
      await keepShot(h, t, async () => {
        await record(t.page);
        const speed = await t.page.inputValue('#motion-speed');
        h.check(speed === 'instant', `motion-reduced: the moves setting reads '${speed}' under reduced motion, not 'instant'`);
        await h.createGame(t, { mode: 'bots', players: 2, bot: 'random' });
        await h.waitView(t, h.myTurn, 'the first decision');
        let steps = 0;
        for (let turn = 0; turn < 3 && !t.last.over; turn++) {
          steps += (await viewerThenBot(h, t)).bot.length;
          // drawn as it came: no pace (the skip button never shown, checked below)
          await drawn(t, t.last.seq);
        }
        const r = await recorded(t.page);
        h.check(r.maxAnimations === 0, `motion-reduced: ${r.maxAnimations} animations ran under prefers-reduced-motion`);
        h.check(!r.skipShown, 'motion-reduced: the skip button was shown');
        h.check(steps > 0, 'motion-reduced: the bot made no step');
        console.log(`  ${steps} bot steps, ${r.shown.length} views drawn, no animation`);
      });
      await h.closePage(t);
    },
  };
}
