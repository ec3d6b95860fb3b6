// friends.mjs - the browser scenario `friends` (run.mjs lends its helpers): two
// friends in two browser contexts and a spectator in a third, at one online game.
//   * presence: the creator sees that Blue has not opened the link yet, then that
//     Blue joined (a line in the chat, once), the spectator counted; when Blue's
//     context closes, Red and the spectator see Blue "away" within 5 s, and Red,
//     waiting for Blue, reads that Blue is away;
//   * your turn: the tab's title of the seat to act reads "● Your turn — Arnak",
//     the other's does not, and it moves with the turn; the menu's switch turns it
//     off and on, and the switches are kept in localStorage;
//   * chat: a message from each seat reaches the other seat (HTML in it shown as
//     text, no element made of it), not the spectator; the spectator's message
//     reaches a seat only once it chose to read the spectators' chat;
//   * the rate limit: the 11th message in 10 s is refused, and the page says so.

import { idle } from './wait.mjs';

const TURN_TITLE = /^● Your turn — Arnak$/;

export async function friendsScenario(browser, url, h) {
  const { openPage, closePage, createGame, waitView, myTurn, clickSomething, check, shot } = h;
  const a = await openPage(browser, url, 'friends Red');
  await createGame(a, { mode: 'online', players: 2 });
  await a.page.waitForSelector('#invites a');
  const links = await a.page.locator('#invites a').evaluateAll((els) => els.map((e) => e.href));
  const blueLink = links.find((l) => /seat=1/.test(l));
  check(blueLink, 'friends: no invite link for Blue');
  const gameId = new URL(blueLink).hash.match(/game=([0-9a-f]+)/)[1];
  await waitView(a, (v) => v.seat === 0, "Red's view");
  await a.page.click('#invites-close');

  // presence: Blue has not opened the link yet
  await a.page.waitForSelector('#chat-box', { state: 'visible' });
  await a.page.waitForSelector('#chat-presence .presence-item.away[data-seat="1"]');
  const before = await a.page.textContent('#chat-presence');
  check(/not here yet/.test(before), `friends: Blue before joining reads "${before}"`);

  const b = await openPage(browser, blueLink, 'friends Blue');
  await waitView(b, (v) => v.seat === 1, "Blue's view");
  await a.page.waitForSelector('#players-panel [data-seat="1"] .presence-badge.online', { timeout: 5000 });
  await a.page.click('#chat-toggle');
  await a.page.waitForSelector('#chat-list .chat-line.joined');
  const joined = await a.page.locator('#chat-list .chat-line.joined').allTextContents();
  check(joined.filter((l) => /^Blue joined the game$/.test(l)).length === 1, `friends: Red's join notices: ${JSON.stringify(joined)}`);
  check(a.frames.some((m) => m.type === 'presence' && m.joined === 1), 'friends: no presence push announcing that Blue joined');

  const c = await openPage(browser, `${url}#game=${gameId}`, 'friends spectator');
  await waitView(c, (v) => v.seat === null, "the spectator's view");
  await a.page.waitForFunction(() => /1 watching/.test(document.querySelector('#chat-presence').textContent));
  check(!(await c.page.isVisible('#chat-spectators-field')), 'friends: a spectator is offered to read the spectators\' chat');

  // your turn: the title of the seat to act, and it moves with the turn
  const pages = [a, b];
  const v0 = a.last;
  const mover = pages[v0.turn], other = pages[1 - v0.turn];
  await waitView(mover, myTurn, "the first mover's turn");
  await mover.page.waitForFunction((re) => new RegExp(re).test(document.title), TURN_TITLE.source, { timeout: 5000 });
  check(!TURN_TITLE.test(await other.page.title()), `friends: ${other.name}'s title says it is its turn`);
  check(!TURN_TITLE.test(await c.page.title()), 'friends: the spectator\'s title says it is its turn');
  for (let i = 0; i < 40 && mover.last.turn === v0.turn && !mover.last.over; i++) {
    const seq = mover.last.seq;
    await clickSomething(mover);
    await waitView(mover, (v) => v.seq > seq || v.turn !== v0.turn, 'a step of the first turn', 15000).catch(() => null);
  }
  check(mover.last.turn !== v0.turn, 'friends: the first turn did not end');
  await waitView(other, myTurn, "the second mover's turn");
  await other.page.waitForFunction((re) => new RegExp(re).test(document.title), TURN_TITLE.source, { timeout: 5000 });
  await mover.page.waitForFunction((re) => !new RegExp(re).test(document.title), TURN_TITLE.source, { timeout: 5000 });

  // the settings of the menu: the title switch turns it off and on, and is kept
  await other.page.click('#menu-btn');
  check(await other.page.isChecked('#notify-title'), 'friends: the title switch is off by default');
  await other.page.uncheck('#notify-title');
  await other.page.waitForFunction((re) => !new RegExp(re).test(document.title), TURN_TITLE.source, { timeout: 5000 });
  await other.page.check('#notify-title');
  await other.page.waitForFunction((re) => new RegExp(re).test(document.title), TURN_TITLE.source, { timeout: 5000 });
  await other.page.check('#notify-sound');
  const kept = await other.page.evaluate(() => [localStorage.getItem('arnak.notify.title'), localStorage.getItem('arnak.notify.sound')]);
  check(kept[0] === '1' && kept[1] === '1', `friends: the switches kept as ${JSON.stringify(kept)}`);
  await other.page.click('#menu-btn');

  // chat: Red to Blue, with HTML in it shown as text
  const html = '<b>bold</b> <img src=x onerror="window.hacked=1"> & "quotes"';
  await a.page.fill('#chat-input', html);
  await a.page.press('#chat-input', 'Enter');
  await b.page.click('#chat-toggle');
  await b.page.waitForFunction((t) => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === t), html);
  check(await b.page.locator('#chat-list b, #chat-list img').count() === 0, 'friends: HTML of a chat message became elements');
  check(!(await b.page.evaluate(() => window.hacked)), 'friends: a chat message ran a script');
  // Blue to Red
  await b.page.fill('#chat-input', 'hello Red');
  await b.page.press('#chat-input', 'Enter');
  await a.page.waitForFunction(() => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === 'hello Red'));
  // the spectator sees neither; its own message reaches a seat only once asked for
  await c.page.click('#chat-toggle');
  await c.page.fill('#chat-input', 'go Blue');
  await c.page.press('#chat-input', 'Enter');
  await c.page.waitForFunction(() => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === 'go Blue'));
  check(c.frames.every((m) => !(m.type === 'chat' && m.channel === 'seats')) &&
        c.frames.every((m) => !(m.type === 'table' && (m.messages || []).some((x) => x.channel === 'seats'))),
  'friends: the spectator received the seats\' chat');
  await idle(b);
  check(!(await b.page.locator('#chat-list .chat-line.spectators').count()), 'friends: Blue reads the spectators without asking');
  await b.page.check('#chat-spectators');
  await b.page.waitForSelector('#chat-list .chat-line.spectators');
  await shot(b, 'friends-chat.png');

  // the rate limit: Red has sent 1; 9 more pass, the 11th is refused
  let refusedAt = 0;
  for (let i = 2; i <= 12 && !refusedAt; i++) {
    await a.page.fill('#chat-input', `message ${i}`);
    await a.page.press('#chat-input', 'Enter');
    await a.page.waitForFunction(() => document.querySelector('#chat-input').value === '' ||
      document.querySelector('#chat-error').textContent !== '');
    if (await a.page.textContent('#chat-error')) refusedAt = i;
  }
  check(refusedAt === 11, `friends: the rate limit refused message ${refusedAt}, not the 11th`);
  const said = await a.page.textContent('#chat-error');
  check(/at most 10 in 10 seconds/.test(said), `friends: the refusal reads "${said}"`);
  check(await a.page.getAttribute('#chat-error', 'data-code') === 'chat_rate', 'friends: the refusal is not the rate limit');

  // presence: Blue closes the tab; Red and the spectator see Blue away within 5 s
  await closePage(b);
  const t0 = Date.now();
  await a.page.waitForSelector('#players-panel [data-seat="1"] .presence-badge.away', { timeout: 5000 });
  await c.page.waitForSelector('#players-panel [data-seat="1"] .presence-badge.away', { timeout: 5000 });
  console.log(`  Blue shown away after ${Date.now() - t0} ms`);
  // it is Blue's turn or Red's: when Red waits for Blue, the decision says Blue is away
  if (a.last.turn === 1 && !a.last.over) {
    await a.page.waitForSelector('#decision-text .presence-wait', { timeout: 5000 });
    check(/Blue is away/.test(await a.page.textContent('#decision-text')), 'friends: the wait does not say that Blue is away');
  }
  await shot(a, 'friends-away.png');
  await closePage(a);
  await closePage(c);
}
