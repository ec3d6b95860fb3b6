// replay.mjs - the replay viewer (web/js/replay.js) in chromium:
//   replay   a record made by `arnak selfplay` opened from a file in the lobby: the
//            viewer steps forward through the whole game one move at a time (and
//            back and forward again), and at its last step the scores and the card
//            row on the page are those `arnak replay --json` prints for the record;
//            the medium bot's win-chance chart comes with its largest drops marked,
//            and a click on one shows the board at that decision; the other seat's
//            view is one choice away
//   replay-log  the same kind of record: at each step k the log holds the lines of
//            the first k moves and no line of a later one (a round's summary only
//            once its end is reached), a step forward adds the move's line, a jump
//            to the end or the start shows the whole story or none of it, in
//            English and in Polish; neither Undo nor Hint is offered at any step
// The scenario takes run.mjs's helpers (replayScenarios(h)).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function replayScenarios(h) {
  const { arnak, openPage, closePage, check, shot, random } = h;

  // A finished 2-player game of random bots as a record file, and what
  // `arnak replay --json` says of its end.
  function makeRecord() {
    const dir = mkdtempSync(join(tmpdir(), 'arnak-replay-'));
    const seed = String(1 + Math.floor(random() * 1e6));
    execFileSync(arnak, ['selfplay', '-n', '1', '-p', '2', '--bots', 'random', '--seed', seed, '--save-dir', dir]);
    const file = join(dir, readdirSync(dir)[0]);
    const final = JSON.parse(execFileSync(arnak, ['replay', '--json', file]).toString());
    return { dir, file, final };
  }

  async function stepTo(page, n) {
    await page.waitForFunction((k) => {
      const b = document.getElementById('replay-bar');
      return b && !b.hidden && b.dataset.n === String(k);
    }, n, { timeout: 10000 });
  }

  const barN = (page) => page.$eval('#replay-bar', (b) => Number(b.dataset.n));

  // The log at replay step k against the story the page read: the lines of
  // the first k moves, each once, none of a later move, a round's summary once
  // its end is reached; Undo and Hint hidden.
  async function checkLogAt(t, k, acts, what) {
    const p = t.page;
    await stepTo(p, k);
    const want = acts.slice(0, k).map((s) => s.n);
    // (the log is drawn with the step: the same render)
    const lines = await p.$$eval('#log .log-line', (els) => els.map((e) => ({
      cls: e.className, text: e.textContent, steps: e.dataset.steps ? e.dataset.steps.split(',').map(Number) : [] })));
    const seen = lines.flatMap((l) => l.steps);
    const later = seen.filter((n) => !want.includes(n));
    check(!later.length, `${what}: at step ${k} the log holds lines of later steps ${later.join(',')}`);
    check(seen.length === want.length && want.every((n) => seen.includes(n)),
      `${what}: at step ${k} the log holds the steps ${seen.join(',')}, not the ${want.length} moves so far`);
    const ended = acts.slice(0, k).flatMap((s) => s.events || []).filter((e) => e.type === 'round_end').length;
    const rounds = lines.filter((l) => /\bround\b/.test(l.cls)).length;
    check(rounds === ended, `${what}: at step ${k} the log has ${rounds} round summaries, ${ended} rounds ended so far`);
    check(!lines.some((l) => /\bend\b/.test(l.cls)) || k === acts.length, `${what}: the game's end is in the log at step ${k}`);
    for (const id of ['#undo', '#hint']) check(!(await p.locator(id).isVisible()), `${what}: ${id} is offered at replay step ${k}`);
    return lines;
  }

  return {
    async 'replay-log'(browser, url) {
      const { dir, file } = makeRecord();
      const t = await openPage(browser, url, 'replay-log');
      const p = t.page;
      await p.waitForSelector('#lobby', { state: 'visible' });
      await p.setInputFiles('#replay-file', file);
      await stepTo(p, 0);
      const total = await p.$eval('#replay-bar', (b) => Number(b.dataset.total));
      // the story as the page read it (the history's pages, before the replay began)
      const pages = t.frames.filter((m) => m.type === 'history');
      check(pages.length && !pages[pages.length - 1].more, 'replay-log: the page read no whole story');
      const byN = new Map(pages.flatMap((m) => m.steps).map((s) => [s.n, s]));
      const acts = [...byN.values()].filter((s) => s.kind === 'act').sort((a, b) => a.n - b.n);
      check(acts.length === total, `replay-log: the story has ${acts.length} moves, the viewer ${total}`);
      const firstEnd = acts.findIndex((s) => (s.events || []).some((e) => e.type === 'round_end'));
      check(firstEnd > 0, 'replay-log: no round ended in the record');
      let before = await checkLogAt(t, 0, acts, 'replay-log');
      // forward one move at a time past the first round's end: each step adds its move
      for (let k = 1; k <= firstEnd + 2; k++) {
        await p.click('#replay-next');
        const lines = await checkLogAt(t, k, acts, 'replay-log');
        check(lines.length >= before.length, `replay-log: step ${k} has ${lines.length} log lines, step ${k - 1} had ${before.length}`);
        before = lines;
      }
      await shot(t, 'replay-log-round2.png');
      // back one move: its line goes again
      await p.click('#replay-prev');
      await checkLogAt(t, firstEnd + 1, acts, 'replay-log');
      // jumps: to the end (the whole story), back one, to the start (none of it)
      await p.click('#replay-last');
      const all = await checkLogAt(t, total, acts, 'replay-log');
      check(all.some((l) => /\bend\b/.test(l.cls)), 'replay-log: no final line at the last step');
      await p.click('#replay-prev');
      await checkLogAt(t, total - 1, acts, 'replay-log');
      await p.click('#replay-first');
      await checkLogAt(t, 0, acts, 'replay-log');
      // in Polish: the same steps at each step, in Polish words
      await p.selectOption('#lang', 'pl');
      await p.waitForFunction(() => document.documentElement.lang === 'pl');
      for (let k = 1; k <= 3; k++) {
        await p.click('#replay-next');
        await checkLogAt(t, k, acts, 'replay-log (pl)');
      }
      await p.keyboard.press('End');
      const pl = await checkLogAt(t, total, acts, 'replay-log (pl)');
      check(pl.some((l) => /Koniec rundy I\b/.test(l.text)), 'replay-log: no Polish round summary at the end');
      await p.keyboard.press('Home');
      await checkLogAt(t, 0, acts, 'replay-log (pl)');
      console.log(`  ${total} moves; the log followed steps 0..${firstEnd + 2}, ${firstEnd + 1}, ${total}, ${total - 1}, 0, in Polish 1..3, ${total}, 0`);
      await closePage(t);
      rmSync(dir, { recursive: true, force: true });
    },

    async replay(browser, url) {
      const { dir, file, final } = makeRecord();
      const t = await openPage(browser, url, 'replay');
      const p = t.page;
      await p.waitForSelector('#lobby', { state: 'visible' });
      await p.setInputFiles('#replay-file', file);
      await stepTo(p, 0);
      // (regression: a replay's step of a game not yet over offered Resign)
      check(!(await p.locator('#resign').isVisible()), 'replay: a replay offers Resign');
      const total = await p.$eval('#replay-bar', (b) => Number(b.dataset.total));
      const actions = Number(/(\d+) actions/.exec(execFileSync(arnak, ['replay', file]).toString())[1]);
      check(total === actions, `replay: the viewer counts ${total} moves, the record has ${actions}`);
      check(await p.locator('#replay-prev').isDisabled(), 'replay: "back" works at the start');
      // the whole game, one move at a time; now and then a step back and on again
      for (let n = 1; n <= total; n++) {
        await p.click('#replay-next');
        await stepTo(p, n);
        if (n % 37 === 0) {
          await p.click('#replay-prev');
          await stepTo(p, n - 1);
          await p.click('#replay-next');
          await stepTo(p, n);
        }
        const line = await p.textContent('#replay-move');
        check(line.trim().length > 0, `replay: move ${n} has no line`);
      }
      check(await p.locator('#replay-next').isDisabled(), 'replay: "forward" works at the end');
      // the last step against `arnak replay --json`
      const shown = await p.$eval('#replay-scores', (e) => e.dataset.scores);
      const want = final.scores.players.map((x) => x.total).join(',');
      check(shown === want, `replay: the page shows the scores ${shown} at the end, arnak replay says ${want}`);
      const row = await p.$$eval('#board [data-target^="row:"]', (els) => els.map((e) => e.dataset.target.slice(4)).sort());
      const wantRow = (final.state.row || []).filter(Boolean).slice().sort();
      check(JSON.stringify(row) === JSON.stringify(wantRow),
        `replay: the card row on the page ${JSON.stringify(row)} is not arnak replay's ${JSON.stringify(wantRow)}`);
      await shot(t, 'replay-end.png');
      // the win-chance chart of the medium bot, its drops marked
      await p.waitForSelector('#replay-chart .replay-chart .curve', { timeout: 60000 });
      const drops = await p.locator('#replay-chart .drop').count();
      check(drops > 0 && drops <= 3, `replay: ${drops} drops marked on the chart`);
      const first = await p.locator('.replay-drops button').first().getAttribute('data-n');
      await p.locator('.replay-drops button').first().click();
      await stepTo(p, Number(first) - 1);
      await shot(t, 'replay-drop.png');
      // the other seat's view: its own hand at that step
      await p.selectOption('#replay-seat', '1');
      await p.waitForFunction(() => {
        const f = [...document.querySelectorAll('#replay-chart h3')].map((e) => e.textContent).join('');
        return f.length > 0;
      });
      check((await barN(p)) === Number(first) - 1, 'replay: choosing a seat moved the step');
      // "to the start" from a later step (the review may mark its first drop at
      // move 1, where the start is the step shown and the button is off)
      if (await p.locator('#replay-first').isDisabled()) {
        await p.click('#replay-next');
        await stepTo(p, 1);
      }
      await p.click('#replay-first');
      await stepTo(p, 0);
      console.log(`  ${total} moves stepped through; final scores ${shown} as arnak replay; ${drops} drops marked`);
      await closePage(t);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
