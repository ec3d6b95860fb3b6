// log.mjs - the log's reading, in a real browser (run.mjs hands its helpers in):
//   log       a game against a bot played past the end of round I: every step of
//             the server's history is in exactly one line (the steps inside one
//             action, such as its payment, share its line; each new choice of a
//             turn starts one),
//             no line names a seat "P1"/"P2" or a component by a bare id (ids only
//             as labels in parentheses), an undone step leaves the log, and each
//             round ended has its summary line; the same lines in Polish
//   log-solo  a solo game: the first lines are the rival's opening turn, and at
//             the end the result by colour, after 5 round summaries

import { drawn, idle } from './wait.mjs';

// An id standing alone as a name: P7, P3a, G10, A09, L1-05 outside parentheses.
const BARE_ID = /(^|[^(\w-])(P\d+[ab]?|G\d\d|A\d\d|L[12]-\d\d)(?![\w)])/;

async function logState(t) {
  return t.page.$$eval('#log .log-line', (els) => els.map((e) => ({
    cls: e.className, text: e.textContent, steps: e.dataset.steps ? e.dataset.steps.split(',').map(Number) : [],
  })));
}

// The page's own history request: the story as the page's seat knows it.
async function history(t, me) {
  return t.page.evaluate(async (me) => {
    const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak');
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    const steps = [];
    let r;
    do {
      ws.send(JSON.stringify({ type: 'history', since: steps.length, ...me }));
      r = await new Promise((ok) => { ws.onmessage = (ev) => ok(JSON.parse(ev.data)); });
      steps.push(...r.steps);
    } while (r.more);
    ws.close();
    return steps;
  }, me);
}

function checkLines(h, name, lines, steps) {
  const seen = new Map();
  for (const l of lines) for (const n of l.steps) seen.set(n, (seen.get(n) || 0) + 1);
  const acts = steps.filter((s) => s.kind === 'act');
  for (const s of acts) h.check(seen.get(s.n) === 1, `${name}: history step ${s.n} (${s.action}) is in ${seen.get(s.n) || 0} log lines`);
  h.check(seen.size === acts.length, `${name}: the log has lines for ${seen.size} steps, the history ${acts.length}`);
  const actLines = lines.filter((l) => l.steps.length);
  // a new choice of the turn starts a line; a step inside an action (a payment) joins its line
  const starts = acts.filter((s) => s.info && ['turn', 'after-main', 'end-of-round-keep'].includes(s.info.decision)).length;
  h.check(actLines.length >= starts && actLines.length <= acts.length,
    `${name}: ${actLines.length} action lines for ${acts.length} steps (${starts} of them new choices of a turn)`);
  for (const l of lines) {
    h.check(!/\bP[1-4]\b(?![ab)])/.test(l.text.replace(/\([^)]*\)/g, '')), `${name}: a line names a seat P1..P4: '${l.text}'`);
    h.check(!BARE_ID.test(l.text), `${name}: a line names a component by its bare id: '${l.text}'`);
  }
  const ended = steps.flatMap((s) => s.events || []).filter((e) => e.type === 'round_end').length;
  const summaries = lines.filter((l) => /\bround\b/.test(l.cls)).length;
  h.check(summaries === ended, `${name}: ${summaries} round summary lines for ${ended} rounds ended`);
  return { acts: acts.length, lines: lines.length, rounds: ended };
}

// Plays seat `me` with random legal actions (no undo) on a WebSocket of its own
// until the seq reaches `until`, the round `stopRound` begins or the game is over.
function drive(t, h, me, until, seed0, stopRound) {
  return h.driveSeat(t, me.game_id, me.token, until, seed0, { seat: me.seat, undo: 0, stopRound });
}

export const logScenarios = {
  async log(browser, url, h) {
    const t = await h.openPage(browser, url, 'log');
    await h.createGame(t, { mode: 'bots', players: 2, bot: 'random' });
    await h.waitView(t, h.myTurn, 'the first decision');
    const join = t.sent.find((m) => m.type === 'join');
    const me = { game_id: join.game_id, seat: join.seat, token: join.token };
    // an undone step leaves the log: a dig (its payment pending) taken back
    const dig = t.last.actions.find((a) => a.info && a.info.kind === 'dig');
    h.check(dig, 'log: no dig among the first options');
    const before = await logState(t);
    const seq0 = t.last.seq;
    await t.page.evaluate((m) => { window.__logWs = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak'); return m; }, me);
    await t.page.evaluate(async ({ me, dig, seq }) => {
      const ws = window.__logWs;
      if (ws.readyState !== 1) await new Promise((ok) => { ws.onopen = ok; });
      ws.send(JSON.stringify({ type: 'act', seq, action_id: dig, ...me }));
    }, { me, dig: dig.id, seq: seq0 });
    await drawn(t, (await h.waitView(t, (v) => v.seq > seq0, 'the dig')).seq);
    const during = await logState(t);
    h.check(during.length === before.length + 1, `log: the dig made ${during.length - before.length} lines, not 1`);
    await t.page.evaluate(async (me) => { window.__logWs.send(JSON.stringify({ type: 'undo', ...me })); }, me);
    await drawn(t, (await h.waitView(t, (v) => v.seq > seq0 + 1, 'the undo')).seq);
    const after = await logState(t);
    h.check(after.length === before.length && after.every((l, i) => l.text === before[i].text),
      `log: after the undo the log has ${after.length} lines, ${before.length} before the dig: '${after.map((l) => l.text).join(' | ')}'`);
    // past the end of round I
    const end = await drive(t, h, me, Infinity, Math.floor(h.random() * 1e9), 2);
    await drawn(t, (await h.waitView(t, (v) => v.seq >= end, 'round II')).seq);
    const lines = await logState(t);
    const steps = await history(t, me);
    const r = checkLines(h, 'log', lines, steps);
    h.check(r.rounds >= 1, 'log: no round ended');
    await h.shot(t, 'log-round2.png');
    // in Polish: the same lines, in Polish words, every template filled
    await t.page.selectOption('#lang', 'pl');
    await t.page.waitForFunction(() => document.documentElement.lang === 'pl');
    await idle(t);
    const polish = await logState(t);
    h.check(polish.length === lines.length, `log: ${polish.length} lines in Polish, ${lines.length} in English`);
    h.check(polish.some((l) => /Koniec rundy I\b/.test(l.text)), 'log: no Polish round summary');
    for (const l of polish) {
      h.check(!/\{[\w-]+(?::[\w-]+)?\}|\[[\w !=<>-]+\|/.test(l.text), `log: an unfilled template in '${l.text}'`);
      h.check(!/\b(digs at|discovers|plays|pays with|passes|End of round)\b/.test(l.text), `log: English words in a Polish line: '${l.text}'`);
      h.check(!/\bP[1-4]\b(?![ab)])/.test(l.text.replace(/\bP\d+[ab]? \((obóz|poziom I+)\)/g, '').replace(/\([^)]*\)/g, '')),
        `log: a Polish line names a seat P1..P4: '${l.text}'`);
    }
    await h.shot(t, 'log-round2-pl.png');
    console.log(`  ${r.acts} actions, ${r.lines} log lines, ${r.rounds} round summaries; line 1: '${lines[0] && lines[0].text}'`);
    await h.closePage(t);
  },

  async 'log-solo'(browser, url, h) {
    const t = await h.openPage(browser, url, 'log-solo');
    await h.createGame(t, { mode: 'solo', difficulty: 3 });
    await h.waitView(t, h.myTurn, 'the first decision');
    const join = t.sent.find((m) => m.type === 'join');
    for (let i = 0; i < 200 && !t.frames.some((m) => m.type === 'history'); i++) await t.page.waitForTimeout(50);
    const hist = t.frames.find((m) => m.type === 'history');
    h.check(hist && Array.isArray(hist.opening) && hist.opening.some((e) => e.type === 'rival_tile'),
      'log-solo: the history holds no opening turn of the rival');
    await t.page.waitForFunction(() => document.querySelectorAll('#log .log-line').length > 0, null, { timeout: 10000 });
    const lines = await logState(t);
    const first = lines[0];
    const tile = hist.opening.find((e) => e.type === 'rival_tile');
    h.check(first && /\brival\b/.test(first.cls) && /9/.test(first.text) && !/^\s*\(/.test(first.text.replace(/^\W+/, '')),
      `log-solo: the first line is not the rival's opening turn: '${first && first.text}' (its tile ${tile.tile})`);
    // it stays first as the game goes on
    const end = await drive(t, h, { game_id: join.game_id, seat: join.seat, token: join.token }, 12, Math.floor(h.random() * 1e9), 0);
    await drawn(t, (await h.waitView(t, (v) => v.seq >= end, 'a few steps')).seq);
    const later = await logState(t);
    h.check(later[0].text === first.text, `log-solo: the first line became '${later[0].text}'`);
    for (const l of later) h.check(!BARE_ID.test(l.text), `log-solo: a line names a component by its bare id: '${l.text}'`);
    // the game's end: its last line names the player by colour and the rival, no P1
    const over = await drive(t, h, { game_id: join.game_id, seat: join.seat, token: join.token }, Infinity, Math.floor(h.random() * 1e9), 0);
    await drawn(t, (await h.waitView(t, (v) => v.over && v.seq >= over, 'the end of the solo game')).seq);
    const final = await logState(t);
    const last = final[final.length - 1];
    h.check(last && /\bend\b/.test(last.cls) && /\bRed\b/.test(last.text) && /\brival\b/i.test(last.text) && !/\bP1\b/.test(last.text),
      `log-solo: the last line does not give the result by colour: '${last && last.text}'`);
    h.check(final.filter((l) => /\bround\b/.test(l.cls)).length === 5, 'log-solo: not 5 round summaries at the end');
    await h.shot(t, 'log-solo.png');
    console.log(`  first line: '${first.text}'; last: '${last.text}'`);
    await h.closePage(t);
  },
};
