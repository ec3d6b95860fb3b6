// clocks.mjs - the games' clocks and resigning in the page (web/js/clocks.js):
//   clocks   an online game of 2 created with a real-time clock of 6 seconds a turn
//            (the lobby's clock fields); the pages show each seat's clock, the
//            running one counting down (a seat before its turn shows the turn's
//            time, never "out of time"), and so does a spectator's; seat 1 does not
//            move: its clock runs out on the server, every page is told the same, the
//            log says whose time ran out and marks the easy bot's moves; seat 2 has
//            not opened its link: the game waits for it, no clock running, until it
//            comes, then its clock runs and runs out too; a reload keeps both in the
//            log; Resign is in the game's bar, not in the menu, and not in the lobby
//   resign   an online game of 3: seat 1 resigns by the game bar's button, which asks
//            in the page's own dialog (buttons in view at 1024x600; Escape and "Keep
//            playing" keep the game; Tab and Enter resign); a bot
//            takes the seat, both pages show it, the log says so (also after a reload),
//            the game goes on
//            (the bot plays seat 1's turn, seat 2 then moves), and the resigner's
//            page offers no Resign and no actions any more
// The scenarios take run.mjs's helpers (clockScenarios(h)).


export function clockScenarios(h) {
  const { openPage, closePage, waitView, myTurn, clickSomething, visible, check, shot } = h;

  // An online game made in the lobby of page a (clock: the clock fields to fill, or
  // none); its invite links, and a on seat 1 of it.
  async function onlineGame(a, players, clock) {
    const p = a.page;
    await p.waitForSelector('#lobby', { state: 'visible' });
    check(!(await visible(p, '#resign')), `${a.name}: Resign shows in the lobby`);
    check(await p.locator('#menu #menu-resign, #menu [data-i18n="game.resign"]').count() === 0,
      `${a.name}: Resign is in the menu`);
    await p.selectOption('#mode', 'online');
    await p.selectOption('#players', String(players));
    if (clock) {
      check(await visible(p, '#clock-mode'), `${a.name}: no clock in the create form of an online game`);
      await p.selectOption('#clock-mode', clock.mode);
      for (const [sel, value] of Object.entries(clock.fields)) await p.locator(sel).fill(value);
      await p.selectOption('#clock-timeout', clock.timeout);
    }
    await p.click('#create');
    await p.waitForSelector('#invites a');
    const links = await p.locator('#invites a').evaluateAll((els) => els.map((e) => e.href));
    check(links.length === players, `${a.name}: ${links.length} invite links for ${players} seats`);
    if (!a.last) await p.goto(links.find((l) => /seat=0/.test(l)));
    await waitView(a, (v) => v.seat === 0, 'seat 1\'s view');
    if (await visible(p, '#invites-close')) await p.click('#invites-close');
    return links;
  }

  // The clocks' texts as the page shows them, seat by seat.
  const clockTexts = (t) => t.page.locator('#clocks .clock').evaluateAll((els) => els.map((e) => ({
    time: e.querySelector('.clock-time').textContent, note: e.querySelector('.clock-note').textContent,
    running: e.classList.contains('running'),
  })));

  return {
    async clocks(browser, url) {
      const a = await openPage(browser, url, 'clocks seat 1');
      const links = await onlineGame(a, 2, { mode: 'live', timeout: 'play',
        fields: { '#clock-minutes': '0', '#clock-seconds': '6' } });
      const create = a.sent.find((m) => m.type === 'create');
      check(create.clock && create.clock.mode === 'live' && create.clock.bank_s === 0 && create.clock.turn_s === 6,
        `clocks: the page asked for the clock ${JSON.stringify(create.clock)}`);
      check(a.last.clock && a.last.clock.running === 0, `clocks: the first view's clock ${JSON.stringify(a.last.clock)}`);
      await a.page.waitForSelector('#clocks .clock.running', { state: 'visible' });
      const first = await clockTexts(a);
      // (regression: a seat showed "0:00 out of time" before its first turn)
      check(first.length === 2 && first[0].running && /^0:0[0-6]$/.test(first[0].time) && first[1].time === '0:06' &&
        first[1].note === '', `clocks: the clocks at the start show ${JSON.stringify(first)}`);
      const gameId = new URL(links[0]).hash.match(/game=([0-9a-f]+)/)[1];
      const c = await openPage(browser, `${url}#game=${gameId}`, 'clocks spectator');
      await waitView(c, (v) => v.seat === null && v.clock, 'the spectator\'s view');
      check(await visible(a.page, '#resign'), 'clocks: no Resign button in the game');
      await shot(a, 'clocks-start.png');
      // seat 1 waits: its seconds run out, the easy bot plays its turn; seat 2's
      // person has not opened the link: the game waits for them, no clock runs
      // (regression: an invited friend's clock ran before they came)
      await waitView(a, (v) => v.turn === 1 && v.clock && v.clock.waiting === 1, 'the game to wait for seat 2', 30000);
      check(a.last.clock.running === null && !a.last.clock.expired,
        `clocks: a clock runs while the game waits for seat 2: ${JSON.stringify(a.last.clock)}`);
      await a.page.waitForSelector('#clocks .clock.waiting[data-seat="1"]');
      const waiting = await clockTexts(a);
      check(!waiting[1].running && waiting[1].time === '0:06' && /not here yet/.test(waiting[1].note) &&
        !waiting[0].running && waiting[0].note === '', `clocks: while the game waits the clocks show ${JSON.stringify(waiting)}`);
      // the log says whose time ran out, and marks the moves the easy bot played
      const saysTimeout = () => /time ran out: the easy bot plays the turn for/.test(document.querySelector('#log-box')?.textContent || '');
      const logged = await a.page.waitForFunction(saysTimeout, null, { timeout: 10000 }).then(() => true, () => false);
      check(logged, `clocks: the log does not say the time ran out: ${(await a.page.textContent('#log-box') || '').slice(-300)}`);
      const marked = await a.page.locator('#log-box .log-line.by-clock').evaluateAll((els) => els.map((e) => e.textContent));
      check(marked.length > 0 && marked.every((m) => m.includes('(easy bot, time ran out)')),
        `clocks: the easy bot's moves are not marked in the log: ${JSON.stringify(marked)}`);
      const pushed = a.frames.find((m) => m.type === 'clock');
      check(pushed && pushed.clock.expired && pushed.clock.running === 0 && pushed.clock.left_ms[0] === 0,
        `clocks: the page was told ${JSON.stringify(pushed)}`);
      await shot(a, 'clocks-waiting.png');
      // seat 2 opens its link: its clock runs from then on
      const b = await openPage(browser, links.find((l) => /seat=1/.test(l)), 'clocks seat 2');
      await waitView(b, (v) => v.seat === 1 && v.clock && v.clock.running === 1 && v.clock.waiting === null,
        'seat 2\'s clock to run once it came');
      const turn2 = b.last.seq;
      // seat 2's clock runs on the page: it counts down with no message in between
      await b.page.waitForSelector('#clocks .clock.running[data-seat="1"]');
      const frames = b.frames.length, t1 = (await clockTexts(b))[1].time;
      // (until the second shown changes: the page counts down by itself)
      await b.page.waitForFunction((was) => {
        const e = document.querySelector('#clocks .clock[data-seat="1"] .clock-time');
        return e && e.textContent !== was;
      }, t1, { timeout: 10000 }).catch(() => {});
      const later = await clockTexts(b);
      check(b.frames.length > frames || (later[1].time < t1 && later[0].time === '0:06' && later[0].note === ''),
        `clocks: seat 2's clock went ${t1} -> ${later[1].time} (seat 1's shows ${later[0].time} ${later[0].note})`);
      await shot(b, 'clocks-ran-out.png');
      check(await c.page.locator('#clocks .clock').count() === 2 && !(await visible(c.page, '#resign')),
        'clocks: the spectator sees no clocks, or a Resign button');
      check(a.last.seats[0].kind === 'human', 'clocks: seat 1 is no longer its person\'s after one turn run out');
      // seat 2 lets its clock run out too: a's page sees seat 1 to move again
      await waitView(a, (v) => v.turn === 0 && v.seq > turn2, 'seat 2\'s turn to be played by the bot', 30000);
      // every page was told each clock that ran out while it followed the game, alike
      const told = (t) => t.frames.filter((f) => f.type === 'clock').map((f) => JSON.stringify(f));
      const theirs = [b, c].map(told);
      const all = told(a);
      check(all.length >= 2, `clocks: seat 1's page was told ${all.length} clocks ran out, not 2`);
      for (const [i, other] of [b, c].entries()) {
        const mine = theirs[i];
        check(mine.length >= 1 && mine.every((m) => all.includes(m)),
          `clocks: ${other.name} was told ${mine.join(' ')}; seat 1 ${all.join(' ')}`);
      }
      // reloaded, the log is the server's story: both timeouts are in it, the bot's moves marked
      await b.page.reload();
      const both = () => (document.querySelector('#log-box')?.textContent || '').split('time ran out: the easy bot plays').length > 2 &&
        document.querySelectorAll('#log-box .log-line.by-clock').length > 1;
      const kept = await b.page.waitForFunction(both, null, { timeout: 20000 }).then(() => true, () => false);
      check(kept, `clocks: after a reload the log lost a timeout: ${(await b.page.textContent('#log-box') || '').slice(-400)}`);
      console.log(`  a 6-second clock ran out twice, the game waited for seat 2 until it came; the easy bot played each turn, the log says so (seq ${a.last.seq})`);
      await closePage(c);
      await closePage(b);
      await closePage(a);
    },

    async resign(browser, url) {
      const a = await openPage(browser, url, 'resign seat 1');
      const links = await onlineGame(a, 3, null);
      const b = await openPage(browser, links.find((l) => /seat=1/.test(l)), 'resign seat 2');
      await waitView(b, (v) => v.seat === 1, 'seat 2\'s view');
      check(!a.last.clock, 'resign: a game without a clock has one');
      check(await a.page.locator('#clocks').isHidden(), 'resign: clocks show in a game without a clock');
      // the page's own dialog asks (no browser confirm): Escape and "Keep playing" keep the game
      a.page.on('dialog', (d) => { check(false, `resign: the browser's own dialog asked: ${d.message()}`); d.dismiss(); });
      await a.page.setViewportSize({ width: 1024, height: 600 });
      const ask = async () => {
        await a.page.click('#resign');
        await a.page.waitForSelector('#resign-confirm', { state: 'visible' });
      };
      await ask();
      const inView = await a.page.evaluate(() => ['resign-yes', 'resign-no'].every((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      }));
      check(inView, 'resign: the dialog\'s buttons are not in view at 1024x600');
      check(await a.page.evaluate(() => document.activeElement && document.activeElement.id) === 'resign-no',
        'resign: the dialog does not start on "Keep playing"');
      check(/A bot takes your seat/.test(await a.page.textContent('#resign-text')), 'resign: the dialog does not say what follows');
      await shot(a, 'resign-dialog.png');
      await a.page.keyboard.press('Escape');
      await a.page.waitForSelector('#resign-confirm', { state: 'hidden' });
      await ask();
      await a.page.click('#resign-no');
      await a.page.waitForSelector('#resign-confirm', { state: 'hidden' });
      check(!a.sent.some((m) => m.type === 'resign') && await visible(a.page, '#resign') && !a.last.seats[0].taken,
        'resign: cancelling the dialog resigned');
      // in Polish: the dialog's words follow the page's language
      await a.page.selectOption('#lang', 'pl');
      await a.page.waitForFunction(() => document.documentElement.lang === 'pl');
      await ask();
      const pl = await a.page.$eval('#resign-confirm', (e) => e.textContent);
      check(/Poddać grę\?/.test(pl) && /Graj dalej/.test(pl) && /przejmuje bot/.test(pl) && !/Keep playing/.test(pl),
        `resign: the dialog in Polish reads ${pl}`);
      await a.page.keyboard.press('Escape');
      await a.page.waitForSelector('#resign-confirm', { state: 'hidden' });
      await a.page.selectOption('#lang', 'en');
      await a.page.waitForFunction(() => document.documentElement.lang === 'en');
      // by the keyboard: Tab to "Resign", Enter
      await ask();
      await a.page.keyboard.press('Tab');
      check(await a.page.evaluate(() => document.activeElement && document.activeElement.id) === 'resign-yes',
        'resign: Tab does not reach the dialog\'s Resign');
      await a.page.keyboard.press('Enter');
      await a.page.waitForSelector('#resign-confirm', { state: 'hidden' });
      check(a.sent.filter((m) => m.type === 'resign').length === 1, 'resign: the page sent no resign, or more than one');
      await waitView(b, (v) => v.seats[0].kind === 'bot' && v.seats[0].taken, 'the bot to take seat 1');
      await waitView(b, (v) => v.turn === 1 && myTurn(v) && !v.over, 'the bot to play seat 1\'s turn', 60000);
      await waitView(a, (v) => v.seats[0].taken && v.actions.length === 0, 'the resigner\'s view');
      check(!a.last.over && a.last.resigned === null, 'resign: the game of 3 ended');
      await a.page.waitForSelector('#resign', { state: 'hidden' });
      const log = await b.page.textContent('#log-box');
      check(/resigns: a bot takes the seat/.test(log), `resign: the log does not say it: ${log.slice(-300)}`);
      // the game goes on: seat 2 moves
      const before = b.last.seq;
      await clickSomething(b);
      if (await visible(b.page, '#chooser') || await visible(b.page, '#pass-confirm')) await clickSomething(b);
      await waitView(b, (v) => v.seq > before, 'seat 2\'s move', 15000);
      await shot(b, 'resign-3p.png');
      console.log(`  seat 1 resigned in a game of 3: ${b.last.seats[0].bot} took the seat, the game went on (seq ${b.last.seq})`);
      // reloaded, the log is the server's story again: the takeover is still in it
      await b.page.reload();
      const said = () => /resigns: a bot takes the seat/.test(document.querySelector('#log-box')?.textContent || '');
      const kept = await b.page.waitForFunction(said, null, { timeout: 20000 }).then(() => true, () => false);
      check(kept, `resign: after a reload the log lost the takeover: ${(await b.page.textContent('#log-box') || '').slice(-300)}`);
      await closePage(b);
      await closePage(a);
    },
  };
}
