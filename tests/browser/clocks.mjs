// clocks.mjs - the games' clocks and resigning in the page (web/js/clocks.js):
//   clocks   an online game of 2 created with a real-time clock of 6 seconds a turn
//            (the lobby's clock fields); both pages show each seat's clock, the
//            running one counting down, and so does a spectator's; seat 1 does not
//            move: its clock runs out on the server, every page is told the same, the easy bot plays its turn and seat 2's
//            clock runs; Resign is in the game's bar, not in the menu, and not in
//            the lobby
//   resign   an online game of 3: seat 1 resigns by the game bar's button; a bot
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
      check(first.length === 2 && first[0].running && /^0:0[0-6]$/.test(first[0].time) && first[1].time === '0:00',
        `clocks: the clocks at the start show ${JSON.stringify(first)}`);
      const b = await openPage(browser, links.find((l) => /seat=1/.test(l)), 'clocks seat 2');
      await waitView(b, (v) => v.seat === 1 && v.clock, 'seat 2\'s view');
      const gameId = new URL(links[0]).hash.match(/game=([0-9a-f]+)/)[1];
      const c = await openPage(browser, `${url}#game=${gameId}`, 'clocks spectator');
      await waitView(c, (v) => v.seat === null && v.clock, 'the spectator\'s view');
      check(await visible(a.page, '#resign'), 'clocks: no Resign button in the game');
      await shot(a, 'clocks-start.png');
      // seat 1 waits: its seconds run out, the easy bot plays its turn
      await waitView(b, (v) => v.turn === 1 && myTurn(v), 'the easy bot to play seat 1\'s turn', 30000);
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
      check(b.frames.length > frames || (later[1].time < t1 && later[0].time === '0:00'),
        `clocks: seat 2's clock went ${t1} -> ${later[1].time}`);
      await shot(b, 'clocks-ran-out.png');
      const pushed = a.frames.find((m) => m.type === 'clock');
      check(pushed && pushed.clock.expired && pushed.clock.running === 0 && pushed.clock.left_ms[0] === 0,
        `clocks: the page was told ${JSON.stringify(pushed)}`);
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
      console.log(`  a 6-second clock ran out twice; the easy bot played each turn (seq ${a.last.seq})`);
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
      a.page.once('dialog', (d) => d.accept());
      await a.page.click('#resign');
      check(a.sent.some((m) => m.type === 'resign'), 'resign: the page sent no resign');
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
