// whynot.mjs - a click on something not legal now says why (web/js/whynot.js):
//   whynot   in a game against a bot, a card of the row the player cannot afford
//            answers "needs N coins/compasses, you have M", as the engine counts
//            them, and in Polish from its line in words_pl.js; then, in an online game, a click by the seat that is not to
//            play answers "not your turn" and asks the server nothing.
// The scenario takes run.mjs's helpers (whyScenarios(h)).

import { noteCount, newNote } from './wait.mjs';

export function whyScenarios(h) {
  const { openPage, closePage, createGame, waitView, check, shot, botGameAtFirstDecision } = h;

  // The note's text after clicking `sel`: the note this click brought (its data-n
  // counts the notes shown), not one still on screen from a click before.
  async function noteAfter(t, sel) {
    const n = await noteCount(t);
    await t.page.locator(sel).first().click();
    return newNote(t, n);
  }

  return {
    async whynot(browser, url) {
      // 1. a card the player cannot afford
      const t = await botGameAtFirstDecision(browser, url, 'whynot');
      const v = t.last;
      const me = v.state.players[v.seat];
      const buys = new Set(v.actions.filter((a) => a.info && a.info.kind === 'buy').map((a) => a.info.card));
      const cat = v.state.row.filter((c) => c && !buys.has(c));
      check(cat.length > 0, 'whynot: every card of the row is affordable');
      const card = cat[0];
      const sel = `[data-target="row:${card}"]:not(.legal)`;
      check(await t.page.locator(sel).count() > 0, `whynot: the row card ${card} is not drawn as a target`);
      const text = await noteAfter(t, sel);
      const asked = t.sent.find((m) => m.type === 'why');
      check(asked && asked.what === `buy ${card}`, `whynot: the page asked ${JSON.stringify(asked)}`);
      const reply = t.frames.find((m) => m.type === 'why');
      check(reply && reply.reason === 'cost', `whynot: the reason is ${JSON.stringify(reply)}`);
      const m = /^needs (\d+) (coins?|compass(?:es)?), you have (\d+)$/.exec(text);
      check(m, `whynot: the note says '${text}'`);
      const res = m[2].startsWith('coin') ? 'coin' : 'compass';
      check(Number(m[3]) === me.resources[res], `whynot: '${text}' but the player has ${me.resources[res]} ${res}`);
      check(Number(m[1]) > me.resources[res], `whynot: '${text}' is no shortage`);
      await shot(t, 'whynot-cost.png');
      // the same reason in Polish, from its line in words_pl.js
      await t.page.selectOption('#lang', 'pl');
      await t.page.waitForFunction(() => document.documentElement.lang === 'pl');
      await t.page.locator('#why-note').waitFor({ state: 'hidden', timeout: 10000 });
      const pl = await noteAfter(t, sel);
      check(/^potrzeba: \d+ (monet|kompas)\w*, masz \d+$/.test(pl), `whynot: the Polish note says '${pl}'`);
      await closePage(t);

      // 2. not the viewer's turn: seat 2 of an online game clicks a camp site
      const a = await openPage(browser, url, 'whynot seat 1');
      await createGame(a, { mode: 'online', players: 2 });
      await a.page.waitForSelector('#invites a');
      const links = await a.page.locator('#invites a').evaluateAll((els) => els.map((e) => e.href));
      const seat1 = links.find((l) => /seat=1/.test(l));
      check(seat1, 'whynot: no invite for seat 2');
      const b = await openPage(browser, seat1, 'whynot seat 2');
      const vb = await waitView(b, (x) => x.seat === 1 && x.turn === 0, 'seat 2 waiting for seat 1');
      check(vb.turn !== vb.seat, 'whynot: seat 2 is to play');
      const before = b.sent.filter((x) => x.type === 'why').length;
      const said = await noteAfter(b, '[data-target="site:P0"]');
      check(said === 'not your turn', `whynot: seat 2's note says '${said}'`);
      check(b.sent.filter((x) => x.type === 'why').length === before, 'whynot: "not your turn" asked the server');
      await closePage(a);
      await closePage(b);
    },
  };
}
