// wait.mjs - what the browser scenarios wait for, instead of a fixed time:
//   idle(t)         the page's own idle signal (web/js/app.js: <html data-idle="1">):
//                   every request answered, no move in flight, no step waiting to be
//                   drawn, the last message drawn; and no tip waiting to show
//                   (web/js/closeup.js: <html data-tip="pending">).  What a scenario
//                   checks did not happen (a second action, a tip left over, a line
//                   that must not come) is checked once the page is idle.
//   drawn(t, seq)   the page has drawn the view of seq `seq` or a later one (#game's
//                   data-seq: a bot may have stepped on meanwhile) and is idle.
//   frames(t)       two animation frames: a render has been laid out.
//   fitted(t)       a resize has been fitted (board.js refits in the frame after its
//                   ResizeObserver reports, which is after the resize's own frame).
//   noteCount(t), newNote(t, n)  the why-notes shown so far (web/js/whynot.js's data-n)
//                   and the text of the first note after note n: the one a click
//                   brought, never one a click before left on screen.

export async function idle(t, ms = 30000) {
  await t.page.waitForFunction(() => {
    const d = document.documentElement.dataset;
    return d.idle === '1' && d.tip !== 'pending';
  }, null, { timeout: ms });
}

export async function drawn(t, seq, ms = 30000) {
  await t.page.waitForFunction((s) => {
    const g = document.getElementById('game');
    // at least that view: a bot's step may follow it before the wait begins
    return g && Number(g.dataset.seq) >= s;
  }, seq, { timeout: ms });
  await idle(t, ms);
}

export async function frames(t) {
  await t.page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

export async function fitted(t) {
  await t.page.evaluate(() => new Promise((ok) =>
    requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(ok)))));
}

export async function noteCount(t) {
  return t.page.evaluate(() => Number((document.getElementById('why-note') || { dataset: {} }).dataset.n || 0));
}

export async function newNote(t, n, ms = 10000) {
  const h = await t.page.waitForFunction((k) => {
    const e = document.getElementById('why-note');
    return e && !e.hidden && Number(e.dataset.n) > k ? e.textContent.trim() : null;
  }, n, { timeout: ms });
  const text = await h.jsonValue();
  await h.dispose();
  return text;
}
