// start_marker.mjs - the browser scenario `start-marker` of run.mjs: who
// starts, on the players' panels, drawn from the game's view.
//
//   Arnak, 2 players: the first player marker beside the name of the view's
//   `start_player` only (seat 0 in round I, seat 1 in round II: passed to the
//   left), its tip naming it and the round in English and in Polish; the game
//   played to its end on a second WebSocket, where the finished game offers no
//   Undo and no Hint and the marker is still on the view's start player.
//   Arnak solo: the marker on the rival's panel (it starts every round), none on
//   the player's.
//   Lost Cities: the start player's pennant beside the view's `start_player`,
//   its title naming the expedition.  Quetzal: the First Player marker on the
//   panel of the view's `first` and on the board, titled in English and Polish.
//   Screenshots at 1366x657 of each.
//
// run.mjs lends its helpers (h): openPage, closePage, createGame, driveSeat,
// waitView, myTurn, check, shot, random.

import { drawn, idle } from './wait.mjs';

const SMALL = { width: 1366, height: 657 };

// The markers the panels show: [{seat, tip}], seat a number or 'rival'.
async function markers(t, sel) {
  return t.page.$$eval(sel, (els) => els.map((e) => ({
    seat: e.dataset.startPlayer === 'rival' ? 'rival' : Number(e.dataset.startPlayer),
    tip: e.dataset.tip || e.getAttribute('aria-label') || '',
    title: (e.querySelector('title') || {}).textContent || '',
    box: e.getBoundingClientRect().toJSON(),
  })));
}

async function checkOne(h, t, sel, seat, what) {
  await drawn(t, t.last.seq);
  const m = await markers(t, sel);
  h.check(m.length === 1, `start-marker: ${what}: ${m.length} markers drawn (${sel}), not 1`);
  h.check(m[0].seat === seat, `start-marker: ${what}: the marker is on seat ${m[0].seat}, the view's start player is ${seat}`);
  h.check(m[0].box.width >= 14 && m[0].box.height >= 14, `start-marker: ${what}: the marker is ${m[0].box.width}x${m[0].box.height} px`);
  return m[0];
}

// The lobby's game choice, against random bots.
async function createOther(h, t, game, players) {
  const p = t.page;
  await p.waitForSelector('#lobby', { state: 'visible' });
  await p.selectOption('#game-kind', game);
  await p.selectOption('#mode', 'bots');
  await p.selectOption('#players', String(players));
  await p.check('#bots-advanced');
  for (const sel of await p.locator('#bot-seats select').all()) await sel.selectOption('random');
  await p.click('#create');
  await h.waitView(t, (v) => v.game === game && v.state && (h.myTurn(v) || v.over), `the first ${game} decision`);
}

async function polish(t) {
  await t.page.selectOption('#lang', 'pl');
  await t.page.waitForFunction(() => document.documentElement.lang === 'pl');
  await idle(t);
}

export async function startMarkerScenario(browser, url, h) {
  const AK = '#players-panel .ak-first, #board .ak-first';
  // Arnak, 2 players: round I, round II, the end
  {
    const t = await h.openPage(browser, url, 'start-marker', { viewport: SMALL });
    await h.createGame(t, { mode: 'bots', players: 2, bot: 'random' });
    await h.waitView(t, h.myTurn, 'the first decision');
    const me = t.sent.find((m) => m.type === 'join');
    h.check(t.last.state.start_player === 0, `start-marker: round I starts with seat ${t.last.state.start_player}`);
    const first = await checkOne(h, t, AK, 0, 'Arnak round I');
    h.check(/^First player marker: Red starts round I$/.test(first.tip), `start-marker: the marker's tip is '${first.tip}'`);
    await h.shot(t, 'start-marker-arnak.png');
    const r2 = await h.driveSeat(t, me.game_id, me.token, Infinity, Math.floor(h.random() * 1e9), { seat: me.seat, undo: 0, stopRound: 2 });
    const v2 = await h.waitView(t, (v) => v.seq >= r2 && v.state && v.state.round === 2, 'round II');
    h.check(v2.state.start_player === 1, `start-marker: round II starts with seat ${v2.state.start_player}, not the next seat`);
    const second = await checkOne(h, t, AK, 1, 'Arnak round II');
    h.check(/Blue starts round II$/.test(second.tip), `start-marker: the marker's tip in round II is '${second.tip}'`);
    await h.shot(t, 'start-marker-arnak-round2.png');
    await polish(t);
    const pl = await checkOne(h, t, AK, 1, 'Arnak round II in Polish');
    h.check(/^Znacznik pierwszego gracza: rundę II zaczyna \S+/.test(pl.tip), `start-marker: the Polish tip is '${pl.tip}'`);
    await t.page.selectOption('#lang', 'en');
    // the end: no Undo, no Hint
    const end = await h.driveSeat(t, me.game_id, me.token, Infinity, Math.floor(h.random() * 1e9), { seat: me.seat, undo: 0 });
    const over = await h.waitView(t, (v) => v.over && v.seq >= end, 'the end of the game');
    await checkOne(h, t, AK, over.state.start_player, 'Arnak at the end');
    for (const id of ['#undo', '#hint']) h.check(!(await t.page.locator(id).isVisible()), `start-marker: the finished game offers ${id}`);
    await h.closePage(t);
  }
  // Arnak solo: the rival starts every round
  {
    const t = await h.openPage(browser, url, 'start-marker-solo', { viewport: SMALL });
    await h.createGame(t, { mode: 'solo', difficulty: 2 });
    await h.waitView(t, (v) => v.players === 1 && v.state && v.state.rival && h.myTurn(v), 'a solo decision');
    const m = await checkOne(h, t, AK, 'rival', 'Arnak solo');
    h.check(/rival starts every round/.test(m.tip), `start-marker: the solo marker's tip is '${m.tip}'`);
    await h.shot(t, 'start-marker-solo.png');
    await h.closePage(t);
  }
  // Lost Cities: who starts the expedition
  {
    const t = await h.openPage(browser, url, 'start-marker-lc', { viewport: SMALL });
    await createOther(h, t, 'lost-cities', 2);
    const st = t.last.state;
    const m = await checkOne(h, t, '#players-panel .lcp-start', st.start_player, 'Lost Cities');
    h.check(m.title === `Start player: Red starts expedition ${st.expedition}`, `start-marker: the Lost Cities title is '${m.title}'`);
    await h.shot(t, 'start-marker-lc.png');
    await polish(t);
    const pl = await checkOne(h, t, '#players-panel .lcp-start', st.start_player, 'Lost Cities in Polish');
    h.check(/^Gracz rozpoczynający: wyprawę 1 zaczyna \S+/.test(pl.title), `start-marker: the Polish Lost Cities title is '${pl.title}'`);
    await h.closePage(t);
  }
  // Quetzal: the First Player marker on its holder's panel and on the board
  {
    const t = await h.openPage(browser, url, 'start-marker-qz', { viewport: SMALL });
    await createOther(h, t, 'quetzal', 3);
    await drawn(t, t.last.seq);
    const first = t.last.state.first;
    const panel = await t.page.$$eval('#players-panel .qzp-first', (els) => els.map((e) => Number(e.dataset.first)));
    const board = await t.page.$$eval('#board .qzb-first', (els) => els.map((e) => Number(e.dataset.first)));
    h.check(JSON.stringify(panel) === JSON.stringify([first]) && JSON.stringify(board) === JSON.stringify([first]),
      `start-marker: Quetzal's marker on the panels ${panel}, on the board ${board}; the view's first is ${first}`);
    const title = () => t.page.$eval('#players-panel .qzp-first title', (e) => e.textContent);
    h.check(await title() === 'First Player', `start-marker: Quetzal's marker is titled '${await title()}'`);
    await h.shot(t, 'start-marker-qz.png');
    await polish(t);
    h.check(await title() === 'Pierwszy Gracz', `start-marker: Quetzal's marker is titled '${await title()}' in Polish`);
    await h.closePage(t);
  }
}
