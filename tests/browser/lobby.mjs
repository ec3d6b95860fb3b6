// lobby.mjs - the lobby and playing again with friends, in chromium:
//   developer-bots-hidden  the bot list shows the levels easy, medium, hard, expert,
//                   each with its description, and none of the developers' bots
//                   until the "advanced" switch is on
//   resign-not-in-lobby-menu  "Resign" is in a game's menu, never in the lobby's
//   wrong-key-not-saved  an invite link with a wrong token says that the key does not
//                   fit and stays out of My games (the game is on the server)
//   mygames-rows    My games: a running game's row names the opponent in its colour
//                   (which bot), the round, whose turn and when it was last played,
//                   and resumes; a finished game's row gives the final score and the
//                   winner and opens as a replay (never "Resume")
//   rematch         two friends in two browser contexts end a game; one asks for a
//                   rematch and is in the new game at once, the other gets one
//                   prompt and joins it: the same settings, the seats rotated, no
//                   link passed around, each page its own token only; a spectator
//                   in a third context is offered to watch it
//   no-board        a game with no line in the board registry (Quetzal's taken out of
//                   boards.js as the page downloads it) is played on the generic
//                   screen with no other change: its title, its scores table, the
//                   state, the action list; a few moves from that list, no board
//                   drawn and the board's module never downloaded, no error
// The scenarios take run.mjs's helpers (lobbyScenarios(h)).

const PEOPLE = ['easy', 'medium', 'hard', 'expert'];
const DEVELOPERS = ['random', 'playout', 'ismcts', 'ismcts-fast'];

export function lobbyScenarios(h) {
  const { openPage, closePage, createGame, waitView, check, shot, driveSeat, random } = h;

  // boards.js as served, less the line of `game`'s board
  function registryWithout(game) {
    return ['**/js/boards.js', async (route) => {
      const served = await route.fetch();
      const text = await served.text();
      const body = text.replace(new RegExp(`^\\s*'?${game}'?: \\(\\) => import\\(.*$`, 'm'), '');
      check(body !== text, `no-board: boards.js has no line for ${game} to take out`);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body });
    }];
  }

  async function noBoard(browser, url) {
    const t = await openPage(browser, url, 'no-board', { routes: [registryWithout('quetzal')] });
    const boards = [];
    t.page.on('request', (r) => { if (/qz_board\.js$/.test(r.url())) boards.push(r.url()); });
    const p = t.page;
    await p.waitForSelector('#lobby', { state: 'visible' });
    await p.selectOption('#game-kind', 'quetzal');
    await p.selectOption('#mode', 'bots');
    await p.selectOption('#players', '2');
    await p.check('#bots-advanced');
    for (const sel of await p.locator('#bot-seats select').all()) await sel.selectOption('random');
    await p.click('#create');
    let v = await waitView(t, (m) => m.game === 'quetzal' && m.seat === 0 && m.actions.length > 0, 'the first decision');
    for (let moves = 0; moves < 4 && !v.over; moves++) {
      await p.waitForFunction((s) => document.getElementById('game').dataset.seq === String(s) &&
        document.querySelectorAll('#actions button[data-action]').length > 0, v.seq, { timeout: 20000 });
      const screen = await p.evaluate(() => ({
        generic: !document.getElementById('generic').hidden && document.getElementById('game').classList.contains('generic'),
        title: (document.querySelector('#generic h2') || {}).textContent,
        scores: document.querySelectorAll('#generic table.generic-scores tr').length,
        board: document.getElementById('board').childElementCount,
        actions: [...document.querySelectorAll('#actions button[data-action]')].map((b) => b.dataset.action),
      }));
      check(screen.generic, 'no-board: a game without a board is not on the generic screen');
      check(/quetzal/i.test(screen.title || ''), `no-board: the generic screen's title is '${screen.title}'`);
      check(screen.scores >= 3, `no-board: the generic scores table has ${screen.scores} rows (a header and 2 players)`);
      check(screen.board === 0, `no-board: something is drawn in #board (${screen.board} elements)`);
      const texts = v.actions.map((a) => a.text).sort();
      check(JSON.stringify([...screen.actions].sort()) === JSON.stringify(texts),
        `no-board: the action list shows ${screen.actions.length} actions, the view has ${texts.length}`);
      if (moves === 0) await shot(t, 'no-board.png');
      const pick = screen.actions[Math.floor(random() * screen.actions.length)];
      const seq = v.seq;
      await p.click(`#actions button[data-action="${pick}"]`);
      v = await waitView(t, (m) => m.seq > seq && (m.over || (m.seat === 0 && m.turn === 0 && m.actions.length > 0)),
        `the next decision after '${pick}'`);
    }
    check(boards.length === 0, `no-board: the page downloaded Quetzal's board: ${boards.join(', ')}`);
    await closePage(t);
  }

  const kept = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('arnak.games') || '[]'));

  async function botValues(page) {
    return page.$$eval('#bot option', (os) => os.map((o) => ({ value: o.value, text: o.textContent })));
  }

  // An online 2-player game made by `a`, its other seat opened by `b` from the
  // invite link; both at the first view.
  async function twoFriends(browser, url, name, side) {
    const a = await openPage(browser, url, `${name}-a`);
    await createGame(a, { mode: 'online', players: 2, side });
    await waitView(a, (v) => v.seat === 0, 'the creator\'s view');
    const link = await a.page.locator('#invites a[data-seat="1"]').getAttribute('href');
    check(link && link.includes('token='), `${name}: no invite link for seat 2`);
    await a.page.click('#invites-close');
    const b = await openPage(browser, link, `${name}-b`);
    await waitView(b, (v) => v.seat === 1, 'the friend\'s view');
    return { a, b, link };
  }

  // Resign by the game bar's button and the page's own confirmation (clocks.js).
  async function resign(t) {
    await t.page.click('#resign');
    await t.page.click('#resign-yes');
    await waitView(t, (v) => v.over, 'the end after resigning');
  }

  return {
    'no-board': noBoard,
    async 'developer-bots-hidden'(browser, url) {
      const t = await openPage(browser, url, 'developer-bots-hidden');
      const p = t.page;
      await p.waitForSelector('#lobby', { state: 'visible' });
      await p.selectOption('#mode', 'bots');
      let opts = await botValues(p);
      const values = opts.map((o) => o.value);
      check(JSON.stringify(values) === JSON.stringify(PEOPLE), `developer-bots-hidden: the list is ${values.join(', ')}`);
      for (const o of opts) check(/ – \S/.test(o.text), `developer-bots-hidden: '${o.text}' has no description`);
      check(!(await p.locator('#bot optgroup').count()), 'developer-bots-hidden: developer bots listed by default');
      await p.selectOption('#players', '3');
      for (const sel of await p.locator('#bot-seats select').all()) {
        const v = await sel.evaluate((e) => [...e.options].map((o) => o.value).join(','));
        check(v === PEOPLE.join(','), `developer-bots-hidden: a seat lists ${v}`);
      }
      await p.check('#bots-advanced');
      opts = await botValues(p);
      for (const b of DEVELOPERS) check(opts.some((o) => o.value === b), `developer-bots-hidden: '${b}' not listed behind the advanced switch`);
      await p.uncheck('#bots-advanced');
      check((await botValues(p)).length === PEOPLE.length, 'developer-bots-hidden: the developer bots stay after the switch is off');
      await closePage(t);
    },

    // regression: "Resign" sat in the lobby's menu, where it did nothing
    async 'resign-not-in-lobby-menu'(browser, url) {
      const t = await openPage(browser, url, 'resign-not-in-lobby-menu');
      const p = t.page;
      await p.waitForSelector('#lobby', { state: 'visible' });
      await p.click('#menu-btn');
      const menuResign = p.locator('#menu [role=menuitem]', { hasText: /resign/i });
      check(await menuResign.count() === 0, 'resign-not-in-lobby-menu: Resign is in the lobby\'s menu');
      check(!(await p.locator('#resign').isVisible()), 'resign-not-in-lobby-menu: Resign is shown in the lobby');
      await p.keyboard.press('Escape');
      // in a game it is in the game's bar; back in the lobby it is gone again
      await createGame(t, { mode: 'bots', players: 2, bot: 'easy' });
      await waitView(t, (v) => v.seat === 0, 'the first view');
      check(await p.locator('#resign').isVisible(), 'resign-not-in-lobby-menu: no Resign in a game');
      await p.click('#menu-btn');
      await p.click('#menu-lobby');
      await p.waitForSelector('#lobby', { state: 'visible' });
      check(!(await p.locator('#resign').isVisible()), 'resign-not-in-lobby-menu: Resign shown in the lobby after a game');
      await closePage(t);
    },

    // regression: a link with a wrong token was kept as "no longer on the server"
    async 'wrong-key-not-saved'(browser, url) {
      const a = await openPage(browser, url, 'wrong-key-a');
      await createGame(a, { mode: 'online', players: 2 });
      const v = await waitView(a, (x) => x.seat === 0, 'the creator\'s view');
      const bad = `${url.replace(/\/$/, '')}/#game=${v.game_id}&seat=1&token=${'0'.repeat(32)}`;
      const b = await openPage(browser, bad, 'wrong-key-b');
      await b.page.waitForSelector('#lobby', { state: 'visible' });
      await b.page.waitForFunction(() => document.getElementById('lobby-error').textContent.length > 0);
      const msg = await b.page.textContent('#lobby-error');
      check(/key does not fit/.test(msg) && !/no longer/.test(msg), `wrong-key-not-saved: the error says '${msg}'`);
      const list = await kept(b.page);
      check(!list.some((e) => e.game_id === v.game_id), 'wrong-key-not-saved: the wrong key was kept in My games');
      check(!(await b.page.locator(`#my-games [data-game="${v.game_id}"]`).count()), 'wrong-key-not-saved: My games lists it');
      await closePage(b);
      await closePage(a);
    },

    async 'mygames-rows'(browser, url) {
      const t = await openPage(browser, url, 'mygames-rows');
      const p = t.page;
      // a game against the random bot played a while, then resigned (over), and a
      // running one against easy
      await createGame(t, { mode: 'bots', players: 2, bot: 'random' });
      await waitView(t, (v) => v.seat === 0 && v.actions.length > 0, 'the first decision');
      const done = t.last.game_id;
      const join = t.sent.filter((m) => m.type === 'join').pop();
      await driveSeat(t, done, join.token, 20, Math.floor(random() * 1e9), { undo: 0 });
      await resign(t);
      // the final dialog's Replay: the viewer at the start, closed back to the lobby
      await p.click('#final-replay');
      await p.waitForFunction(() => { const b = document.getElementById('replay-bar'); return b && !b.hidden && b.dataset.n === '0'; });
      await p.click('#replay-close');
      await p.waitForSelector('#lobby', { state: 'visible' });
      await createGame(t, { mode: 'bots', players: 2, bot: 'easy' });
      await waitView(t, (v) => v.seat === 0 && v.game_id !== done, 'the second game');
      const running = t.last.game_id;
      await p.click('#menu-btn');
      await p.click('#menu-lobby');
      const rowOf = (gid) => p.locator(`#my-games [data-game="${gid}"]`);
      await rowOf(running).waitFor({ state: 'visible' });
      await rowOf(done).waitFor({ state: 'visible' });
      const run = await rowOf(running).textContent();
      check(/against/.test(run) && /easy bot/.test(run), `mygames-rows: the running row does not name the opponent: '${run}'`);
      const colour = await rowOf(running).locator('.opponents .seat-badge').first().evaluate((e) => e.style.color);
      check(colour, 'mygames-rows: the opponent has no colour');
      const part = (gid, cls) => rowOf(gid).locator(cls).first().textContent().catch(() => '');
      check((await part(running, '.round')) === 'Round I', `mygames-rows: the running row has no round: '${run}'`);
      const turn = (await part(running, '.state.your-turn')) || (await part(running, '.turn'));
      check(/your turn|to play:/.test(turn), `mygames-rows: the running row says nothing of the turn: '${run}'`);
      check(/^last played /.test(await part(running, '.last')), `mygames-rows: the running row has no time: '${run}'`);
      check(await rowOf(running).locator('button.resume').count() === 1, 'mygames-rows: a running game has no Resume');
      const fin = await rowOf(done).textContent();
      check(/\d+ : \d+/.test(fin) && /winner/.test(fin), `mygames-rows: the finished row has no score or winner: '${fin}'`);
      check(/random bot/.test(fin), `mygames-rows: the finished row does not name the bot: '${fin}'`);
      // regression: "Resume" was offered for finished games
      check(await rowOf(done).locator('button.resume').count() === 0, 'mygames-rows: a finished game offers Resume');
      await shot(t, 'mygames-rows.png');
      await rowOf(done).locator('button.replay').click();
      await p.waitForSelector('#replay-bar', { state: 'visible' });
      check(!(await p.locator('#final').isVisible()), 'mygames-rows: the final dialog covers the replay');
      await p.click('#replay-last');
      await p.waitForFunction(() => { const b = document.getElementById('replay-bar'); return b.dataset.n === b.dataset.total && b.dataset.n !== '0'; });
      await p.click('#replay-close');
      await p.waitForSelector('#lobby', { state: 'visible' });
      // the running one resumes
      await rowOf(running).click();
      await waitView(t, (v) => v.game_id === running, 'the resumed game');
      check(!(await p.locator('#replay-bar').isVisible()), 'mygames-rows: a resumed game shows the replay bar');
      await closePage(t);
    },

    async rematch(browser, url) {
      const { a, b } = await twoFriends(browser, url, 'rematch', 'snake');
      const old = a.last.game_id;
      // a spectator in a third context
      const w = await openPage(browser, `${url.replace(/\/$/, '')}/#game=${old}`, 'rematch-watch');
      await waitView(w, (v) => v.seat === null && v.game_id === old, 'the spectator\'s view');
      await resign(a);
      await waitView(b, (v) => v.over, 'the end on the friend\'s page');
      await a.page.waitForSelector('#final-rematch', { state: 'visible' });
      await a.page.click('#final-rematch');
      const va = await waitView(a, (v) => v.game_id !== old, 'the rematch on the asker\'s page');
      check(va.seat === 1, `rematch: the asker sits at seat ${va.seat + 1}, not 2 (rotated)`);
      // the friend: one prompt, no link
      await b.page.waitForSelector('#rematch-offer', { state: 'visible' });
      await shot(b, 'rematch-offer.png');
      await b.page.click('#rematch-yes');
      const vb = await waitView(b, (v) => v.game_id === va.game_id, 'the rematch on the friend\'s page');
      check(vb.seat === 0, `rematch: the friend sits at seat ${vb.seat + 1}, not 1 (rotated)`);
      // the same settings: the snake side
      check(va.state.side === 'snake' && vb.state.side === 'snake', `rematch: the board side is ${va.state.side}, ${vb.state.side}`);
      // each page got its own token only
      const tokA = a.frames.find((m) => m.type === 'rematch' && m.token).token;
      const tokB = b.frames.find((m) => m.type === 'rematch' && m.token).token;
      check(tokA !== tokB, 'rematch: both seats got the same token');
      check(!b.frames.some((m) => JSON.stringify(m).includes(tokA)), 'rematch: the friend received the asker\'s token');
      check(!a.frames.some((m) => JSON.stringify(m).includes(tokB)), 'rematch: the asker received the friend\'s token');
      // both keep it in My games
      check((await kept(b.page)).some((e) => e.game_id === va.game_id && e.seat === 0), 'rematch: the friend did not keep the new game');
      // the spectator: told of the new game, no seat and no token, and watches it
      await w.page.waitForSelector('#rematch-offer', { state: 'visible' });
      check(!w.frames.some((m) => m.type === 'rematch' && (m.token || m.seat !== undefined)), 'rematch: the spectator got a seat');
      check(!w.frames.some((m) => JSON.stringify(m).includes(tokA) || JSON.stringify(m).includes(tokB)), 'rematch: the spectator got a token');
      await w.page.click('#rematch-yes');
      await waitView(w, (v) => v.game_id === va.game_id && v.seat === null, 'the rematch on the spectator\'s page');
      // the finished game on b's page was left for the rematch; a's new game runs:
      // no Replay or Rematch offered while it does
      check(!(await a.page.locator('#final-replay').isVisible()), 'rematch: Replay offered in a running game');
      await shot(a, 'rematch-a.png');
      await closePage(w);
      await closePage(b);
      await closePage(a);
    },
  };
}
