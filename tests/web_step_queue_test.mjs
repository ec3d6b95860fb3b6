// web_step_queue_test.mjs - StepQueue (web/js/motion.js), the pace of others' steps, in
// node with a fake clock: every message is applied once, in order; a paced step keeps
// its time on screen; and no message is left waiting without a timer to show it, even
// when drawing one throws (the page would hang on "Skip to now (n)").
// Run: node tests/web_step_queue_test.mjs (CTest web_step_queue).
import assert from 'node:assert/strict';

// A clock the test moves by hand, in place of the page's timers.
const clock = { now: 0, timers: new Map(), next: 1 };
globalThis.setTimeout = (f, ms) => {
  const id = clock.next++;
  clock.timers.set(id, { at: clock.now + (ms || 0), f });
  return id;
};
globalThis.clearTimeout = (id) => clock.timers.delete(id);
function advance(ms) {
  const end = clock.now + ms;
  for (;;) {
    const due = [...clock.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
    if (!due) break;
    clock.timers.delete(due[0]);
    clock.now = due[1].at;
    try {
      due[1].f();
    } catch (e) {
      errors.push(e.message); // a timer's exception reaches the console, nothing more
    }
  }
  clock.now = end;
}
const store = new Map([['arnak.motion', 'slow']]);
globalThis.localStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
const errors = [];

const { StepQueue, paceMs } = await import('../web/js/motion.js');
const PACE = paceMs();
assert.ok(PACE > 0, 'the speed "slow" has a pace');

function queue(failOn = new Set()) {
  const shown = [];
  const states = [];
  const q = new StepQueue((m) => {
    if (failOn.has(m)) {
      failOn.delete(m); // it fails once, as a drawing in a passing state would
      throw new Error(`drawing ${m} failed`);
    }
    shown.push(m);
  }, (busy, n) => states.push([busy, n]));
  return { q, shown, states };
}

const tests = {
  'paced steps are shown one pace apart, in order'() {
    const { q, shown } = queue();
    q.push(1, true);
    q.push(2, true);
    q.push(3, true);
    assert.deepEqual(shown, [1]);
    advance(PACE - 1);
    assert.deepEqual(shown, [1]);
    advance(1);
    assert.deepEqual(shown, [1, 2]);
    advance(2 * PACE);
    assert.deepEqual(shown, [1, 2, 3]);
    assert.equal(q.busy, false);
  },
  'a message that is not paced waits behind the paced ones'() {
    const { q, shown } = queue();
    q.push(1, true);
    q.push(2, true);
    q.push(3, false);
    advance(PACE);
    assert.deepEqual(shown, [1, 2]);
    advance(PACE);
    assert.deepEqual(shown, [1, 2, 3]);
  },
  'skip applies everything waiting at once and stops the pause'() {
    const { q, shown, states } = queue();
    q.push(1, true);
    q.push(2, true);
    q.push(3, true);
    assert.deepEqual(states.at(-1), [true, 2]);
    q.skip();
    assert.deepEqual(shown, [1, 2, 3]);
    assert.deepEqual(states.at(-1), [false, 0]);
    assert.equal(clock.timers.size, 0);
  },
  // Regression: a drawing that threw inside the paced show left the rest waiting with no
  // timer, the skip button showing "Skip to now (3)" for good.
  'a drawing that throws does not stop the queue'() {
    errors.length = 0;
    const { q, shown } = queue(new Set([2]));
    q.push(1, true);
    q.push(2, true);
    q.push(3, true);
    q.push(4, true);
    advance(PACE); // 2 throws
    assert.deepEqual(errors, ['drawing 2 failed']);
    advance(3 * PACE);
    assert.deepEqual(shown, [1, 3, 4]);
    assert.equal(q.busy, false);
  },
  'a skip whose drawing throws leaves the rest to its timer'() {
    const { q, shown, states } = queue(new Set([2]));
    q.push(1, true);
    q.push(2, true);
    q.push(3, true);
    assert.throws(() => q.skip(), /drawing 2 failed/);
    assert.deepEqual(states.at(-1), [true, 1]);
    advance(0);
    assert.deepEqual(shown, [1, 3]);
    assert.equal(q.busy, false);
  },
  'the speed made instant during a pause shows what waits'() {
    const { q, shown } = queue();
    q.push(1, true);
    q.push(2, true);
    q.push(3, true);
    store.set('arnak.motion', 'instant');
    try {
      advance(PACE);
      advance(0);
      assert.deepEqual(shown, [1, 2, 3]);
      assert.equal(q.busy, false);
    } finally {
      store.set('arnak.motion', 'slow');
    }
  },
  'clear forgets what waits'() {
    const { q, shown } = queue();
    q.push(1, true);
    q.push(2, true);
    q.clear();
    advance(5 * PACE);
    assert.deepEqual(shown, [1]);
  },
};

let failed = 0;
for (const [name, f] of Object.entries(tests)) {
  clock.timers.clear();
  try {
    f();
    console.log(`ok   ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e.message}`);
  }
}
console.log(`${Object.keys(tests).length - failed} of ${Object.keys(tests).length} passed`);
process.exit(failed ? 1 : 0);
