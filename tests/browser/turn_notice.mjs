// turn_notice.mjs - the browser scenario `turn-notice` (run.mjs lends its helpers):
// the sound and the notification that tell a player a decision is theirs
// (web/js/notify.js), with the browser's WebAudio and Notification replaced by
// recorders before the page loads (a test has no speaker, and Chromium without a
// display grants no notification).  In a game against a bot:
//   * the menu's sound and notification switches are off by default; switched on,
//     the notification asks for the permission (granted here), both are kept;
//   * the tab hidden: when the bot has moved and the turn is the player's again,
//     one notification ("Your turn") and one chime (two notes);
//   * the tab shown: the chime, no notification;
//   * the sound switched off: no chime.

import { drawn } from './wait.mjs';

// Recorders in place of AudioContext and Notification; window.__hidden stands
// for the tab's visibility (document.hidden).
function recorders() {
  window.__beeps = 0;
  window.__notes = [];
  window.__hidden = false;
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => window.__hidden === true });
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class Recorder {
    constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
    resume() { return Promise.resolve(); }
    createOscillator() {
      return { type: 'sine', frequency: param(), connect: (x) => x, start() { window.__beeps++; }, stop() {} };
    }
    createGain() { return { gain: param(), connect: (x) => x }; }
  }
  window.AudioContext = Recorder;
  window.webkitAudioContext = Recorder;
  class Note {
    constructor(title, opts) { window.__notes.push({ title, body: opts && opts.body }); }
    close() {}
    static requestPermission() { Note.permission = 'granted'; return Promise.resolve('granted'); }
  }
  Note.permission = 'default';
  window.Notification = Note;
}

export async function turnNoticeScenario(browser, url, h) {
  const { openPage, closePage, createGame, waitView, myTurn, clickSomething, check } = h;
  const t = await openPage(browser, 'about:blank', 'turn notice');
  await t.context.addInitScript(recorders);
  await t.page.goto(url);
  await createGame(t, { mode: 'bots', players: 2, bot: 'random' });
  await waitView(t, myTurn, 'the first decision');

  await t.page.click('#menu-btn');
  check(!(await t.page.isChecked('#notify-sound')) && !(await t.page.isChecked('#notify-popup')),
    'turn notice: the sound or the notification is on by default');
  await t.page.check('#notify-sound');
  await t.page.check('#notify-popup');
  await t.page.waitForFunction(() => localStorage.getItem('arnak.notify.popup') === '1');
  check(await t.page.isChecked('#notify-popup'), 'turn notice: the notification switch did not stay on');
  check(await t.page.evaluate(() => window.__beeps) === 2, 'turn notice: switching the sound on plays no sample');
  await t.page.click('#menu-btn');

  // plays the player's turn until the bot has moved and the decision is the player's again
  async function aRound(what) {
    await t.page.evaluate(() => { window.__beeps = 0; window.__notes = []; });
    const from = t.frames.length, seat = t.last.seat;
    // the bot has had the turn since `from` (the player's turn may come back before a look)
    const botMoved = () => t.frames.slice(from).some((f) => f.type === 'update' && f.turn !== seat);
    for (let i = 0; i < 60 && myTurn(t.last) && !botMoved(); i++) {
      const seq = t.last.seq;
      await clickSomething(t);
      await waitView(t, (v) => v.seq > seq || !myTurn(v), `a step (${what})`, 15000).catch(() => null);
    }
    await waitView(t, (v) => myTurn(v) && botMoved(), `the player's turn again (${what})`);
    await drawn(t, t.last.seq); // the render after the view
    return t.page.evaluate(() => ({ beeps: window.__beeps, notes: window.__notes }));
  }

  await t.page.evaluate(() => { window.__hidden = true; document.dispatchEvent(new Event('visibilitychange')); });
  const hidden = await aRound('the tab hidden');
  check(hidden.notes.length === 1 && /Your turn/.test(hidden.notes[0].title),
    `turn notice: hidden, the notifications were ${JSON.stringify(hidden.notes)}`);
  check(hidden.beeps === 2, `turn notice: hidden, ${hidden.beeps} notes sounded, not one chime of 2`);

  await t.page.evaluate(() => { window.__hidden = false; document.dispatchEvent(new Event('visibilitychange')); });
  const shown = await aRound('the tab shown');
  check(shown.notes.length === 0, `turn notice: a notification while the tab is shown: ${JSON.stringify(shown.notes)}`);
  check(shown.beeps === 2, `turn notice: shown, ${shown.beeps} notes sounded, not one chime of 2`);

  await t.page.click('#menu-btn');
  await t.page.uncheck('#notify-sound');
  await t.page.click('#menu-btn');
  const quiet = await aRound('the sound off');
  check(quiet.beeps === 0, `turn notice: the sound is off, yet ${quiet.beeps} notes sounded`);
  const kept = await t.page.evaluate(() => [localStorage.getItem('arnak.notify.sound'), localStorage.getItem('arnak.notify.popup')]);
  check(kept[0] === '0' && kept[1] === '1', `turn notice: the switches kept as ${JSON.stringify(kept)}`);
  console.log('  hidden: one notification and one chime at the turn; shown: the chime alone; sound off: none');
  await closePage(t);
}
