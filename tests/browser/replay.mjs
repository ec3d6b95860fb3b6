// replay.mjs - the replay viewer (web/js/replay.js) in chromium:
//   replay   a record made by `arnak selfplay` opened from a file in the lobby: the
//            viewer steps forward through the whole game one move at a time (and
//            back and forward again), and at its last step the scores and the card
//            row on the page are those `arnak replay --json` prints for the record;
//            the medium bot's win-chance chart comes with its largest drops marked,
//            and a click on one shows the board at that decision; the other seat's
//            view is one choice away
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

  return {
    async replay(browser, url) {
      const { dir, file, final } = makeRecord();
      const t = await openPage(browser, url, 'replay');
      const p = t.page;
      await p.waitForSelector('#lobby', { state: 'visible' });
      await p.setInputFiles('#replay-file', file);
      await stepTo(p, 0);
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
