// motion.js - what changed, shown as it happens: the pieces travel to their new
// place, another player's turn plays out step by step, and every player's last
// move stays marked until they move again.
//
// * Travel (FLIP): before a render, snapshot() records where every element with
//   a data-motion="KEY" attribute is; after it, travel() starts each element from
//   its old rectangle and lets it glide to the new one (Web Animations API,
//   transform only, so the layout never waits for it).  The board gives every
//   movable piece such a key (cards, archaeologists, idols, research markers,
//   guardians); a key that occurs several times is told apart by its order in
//   the page (KEY, KEY#1, ...).  An element whose key is new may name, in
//   data-motion-from="PREFIX", the kind of piece it comes from: it then starts
//   where a piece of that kind just vanished (an idol leaving its site for the
//   player's crates).
// * Pace: StepQueue holds the views the server pushes while others' steps are
//   being shown; each step of another player stays on screen for the chosen
//   pace before the next one is drawn.  The viewer never acts on a view that
//   is not the present: the app shows the viewer's own decision only once the
//   queue is empty, and a skip (the button, or any click on the game) draws
//   the present at once.
// * Marks: lastMoves() reads each player's last turn from the game's story (the
//   events of its steps: where they dug, discovered, researched, bought, which
//   card they played), and showMarks() outlines those places in the player's
//   colour until their next turn.
//
// The speed (instant, fast, normal, slow) is kept in localStorage
// ("arnak.motion"); without a choice it is normal, or instant where the system
// asks for reduced motion (prefers-reduced-motion), which also stops every
// travel whatever the choice.

const STORE = 'arnak.motion';
export const MOTION_SPEEDS = ['instant', 'fast', 'normal', 'slow'];
// How long each step of another player stays on screen, and how long a piece travels.
const PACE_MS = { instant: 0, fast: 350, normal: 800, slow: 1600 };
const TRAVEL_MS = { instant: 0, fast: 200, normal: 300, slow: 400 };

// The English words (the Polish ones are in i18n_pl.js).
export const MOTION_STRINGS = {
  en: {
    'motion.label': 'Moves',
    'motion.instant': 'Instant',
    'motion.fast': 'Fast',
    'motion.normal': 'Normal',
    'motion.slow': 'Slow',
    'motion.skip': 'Skip to now',
    'motion.skip_n': 'Skip to now ({n})',
  },
};

// ---- the setting ---------------------------------------------------------------

function stored() {
  try {
    const v = localStorage.getItem(STORE);
    return MOTION_SPEEDS.includes(v) ? v : null;
  } catch (e) {
    return null; // no storage: the default, not remembered
  }
}

/** Does the system ask for reduced motion? */
export function reducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let chosen = null; // the choice made on this page (also where localStorage refuses it)

/** The speed in force: the player's choice, else normal (instant under reduced motion). */
export function motionSpeed() {
  return chosen || stored() || (reducedMotion() ? 'instant' : 'normal');
}

export function setMotionSpeed(speed) {
  if (!MOTION_SPEEDS.includes(speed)) return;
  chosen = speed;
  try { localStorage.setItem(STORE, speed); } catch (e) { /* kept for this page only */ }
}

/** Milliseconds each step of another player is shown (0: at once). */
export function paceMs() { return PACE_MS[motionSpeed()] || 0; }

function travelMs() { return reducedMotion() ? 0 : TRAVEL_MS[motionSpeed()] || 0; }

// ---- travel (FLIP) ----------------------------------------------------------------

/** [key, element] of every keyed element under root, in page order; repeated keys numbered. */
function keyed(root) {
  const seen = new Map();
  const out = [];
  if (!root) return out;
  for (const el of root.querySelectorAll('[data-motion]')) {
    const k = el.getAttribute('data-motion');
    const n = seen.get(k) || 0;
    seen.set(k, n + 1);
    out.push([n ? k + '#' + n : k, el]);
  }
  return out;
}

/** Where every keyed piece under root is now (null when nothing would travel). */
export function snapshot(root) {
  if (!travelMs()) return null;
  const at = new Map();
  for (const [k, el] of keyed(root)) {
    const r = el.getBoundingClientRect();
    if (r.width || r.height) at.set(k, r);
  }
  return at;
}

/** How much an element's ancestors scale it on screen: its (or, for an SVG
 * element, its nearest HTML ancestor's) width on screen over its layout width. */
function localScale(el) {
  let host = el;
  while (host && !(host.offsetWidth > 0)) host = host.parentElement;
  if (!host) return 1;
  const z = host.getBoundingClientRect().width / host.offsetWidth;
  return z > 0.05 ? z : 1;
}

/** Starts each keyed piece under root at its place in `before` and lets it glide
 * to where it is now.  Returns the number of pieces set travelling. */
export function travel(before, root) {
  const ms = travelMs();
  if (!before || !ms || !root) return 0;
  const now = keyed(root);
  const present = new Set(now.map(([k]) => k));
  const gone = [...before.keys()].filter((k) => !present.has(k));
  let n = 0;
  for (const [k, el] of now) {
    let from = before.get(k);
    const kind = el.getAttribute('data-motion-from');
    if (!from && kind) {
      const i = gone.findIndex((g) => g.startsWith(kind));
      if (i >= 0) from = before.get(gone.splice(i, 1)[0]);
    }
    if (!from) continue;
    const to = el.getBoundingClientRect();
    if (!to.width || !to.height) continue;
    // a board drawn scaled (a transform on an ancestor) scales the translation too
    const z = localScale(el);
    const dx = (from.left - to.left) / z, dy = (from.top - to.top) / z;
    const sx = from.width / to.width, sy = from.height / to.height;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(sx - 1) < 0.02 && Math.abs(sy - 1) < 0.02) continue;
    el.animate([
      { transformOrigin: '0 0', transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})` },
      { transformOrigin: '0 0', transform: 'none' },
    ], { duration: ms, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' });
    n++;
  }
  return n;
}

// ---- pace: others' steps one at a time --------------------------------------------------

/**
 * The messages (views, updates) of a game in the order they came, each handed
 * to apply(message) in that order.  A paced message (a step of another player
 * on the view on screen) is followed by a pause of paceMs() before the next
 * message is applied; messages that come during the pause wait in the queue.
 * onChange(busy, waiting) is told whenever the queue fills or empties.
 */
export class StepQueue {
  constructor(apply, onChange) {
    this.apply = apply;
    this.onChange = onChange || (() => {});
    this.items = [];   // [message, paced]
    this.timer = 0;    // the pause after the last paced message
    this.holding = false; // true while skip() applies the whole queue
  }

  /** Steps waiting to be shown. */
  get busy() { return this.items.length > 0; }

  push(m, paced) {
    // Nothing waits: shown at once, unless a paced step still has its time on
    // screen (a message that is not another player's step, such as the viewer's
    // own move, never waits for that).
    if (!this.items.length && (!this.timer || !paced)) {
      this.apply(m);
      if (paced) this.pause();
      return;
    }
    this.items.push([m, paced]);
    if (!paceMs()) { // the speed became instant meanwhile: everything now, in order
      clearTimeout(this.timer);
      this.timer = 0;
      while (this.items.length) this.apply(this.items.shift()[0]);
      this.onChange(false, 0);
      return;
    }
    this.onChange(true, this.items.length);
  }

  pause() {
    const ms = paceMs();
    if (!ms) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.next(), ms);
  }

  next() {
    this.timer = 0;
    try {
      while (this.items.length) {
        const [m, paced] = this.items.shift();
        this.apply(m);
        if (paced && this.items.length) {
          this.pause();
          break;
        }
        if (paced) this.pause(); // the last one still gets its time before what comes next
      }
    } finally {
      // a message waiting always has a timer to show it, even when apply() threw
      // (the error still reaches the page's console) or the speed became instant
      if (this.items.length && !this.timer) this.timer = setTimeout(() => this.next(), paceMs());
      this.onChange(this.items.length > 0, this.items.length);
    }
  }

  /** Applies every waiting message now (the caller draws the present once after). */
  skip() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.holding = true;
    try {
      while (this.items.length) this.apply(this.items.shift()[0]);
    } finally {
      this.holding = false;
      if (this.items.length) this.timer = setTimeout(() => this.next(), 0); // apply() threw
      this.onChange(this.items.length > 0, this.items.length);
    }
  }

  /** Forgets everything (another game is shown). */
  clear() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.items = [];
    this.onChange(false, 0);
  }
}

// ---- last moves -------------------------------------------------------------------

// Where an event happened on the board, as a mark key: "target:KEY" (an element
// with data-target KEY), "card:SCOPE:NAME" (an element with data-card SLUG of
// that printed name: in the card row, SCOPE "row", the targets row:SLUG; else
// in the panel of seat SCOPE, the element with data-seat SCOPE, where the cards
// are those of its play area).  Events are tried by rank: where a step dug or
// discovered says more than the card it paid with.
const MARK_RANK = [
  ['arch_place', (e) => e.space && ['target:space:' + e.space]],
  ['rival_dig', (e) => e.space && ['target:space:' + e.space]],
  ['site_tile', (e) => e.site && ['target:site:' + e.site]],
  ['rival_discover', (e) => e.site && ['target:site:' + e.site]],
  ['overcome', (e) => e.site ? ['target:site:' + e.site] : null],
  ['rival_overcome', (e) => e.site && ['target:site:' + e.site]],
  ['research', (e, who, view) => {
    const p = playerOf(view, who);
    return p && p[e.token] ? ['target:research:' + p[e.token]] : null;
  }],
  ['rival_research', (e, who, view) => {
    const r = view && view.state && view.state.rival;
    return r && r.glass ? ['target:research:' + r.glass] : null;
  }],
  ['gain_card', (e, who, view, story, at) => {
    if (e.from === 'row') return rowRefill(story, at, e.row_position);
    return e.to === 'play' && e.card ? ['card:' + who + ':' + e.card] : null;
  }],
  ['rival_buy', (e, who, view, story, at) => rowRefill(story, at, e.position)],
  ['play', (e, who) => e.card && ['card:' + who + ':' + e.card]],
  ['exile', () => ['target:exile']],
];

function playerOf(view, seat) {
  const ps = view && view.state && view.state.players;
  if (!ps || typeof seat !== 'number') return null;
  return ps.find((p) => p.seat === seat) || ps[seat] || null;
}

// A card taken from the row: the row is dealt a new card at the end of the turn
// (the first step from this one on that deals: its card at that position, else
// its first), which is marked as the place of the buy.
function rowRefill(story, at, position) {
  for (let i = at; i < story.length; i++) {
    const adds = (story[i].events || []).filter((x) => x.type === 'row_add' && x.card);
    if (adds.length) return ['card:row:' + (adds.find((x) => x.position === position) || adds[0]).card];
  }
  return null;
}

/** Whose event it is: the solo rival's, a seat's, else (a board event) the step's player. */
function ownerOf(e, step) {
  if (typeof e.type === 'string' && e.type.startsWith('rival')) return 'rival';
  return typeof e.player === 'number' && e.player >= 0 ? e.player : step.player;
}

/** The mark keys of one owner's part of story[at] (empty: it touched no place). */
function stepMarks(story, at, who, view) {
  const step = story[at];
  const evs = (step.events || []).filter((e) => ownerOf(e, step) === who);
  for (const [type, f] of MARK_RANK) {
    for (let i = evs.length - 1; i >= 0; i--) {
      if (evs[i].type !== type) continue;
      const keys = f(evs[i], who, view, story, at);
      if (keys && keys.length) return keys;
    }
  }
  return [];
}

// The server's words for a step that ends its player's turn (docs/PROTOCOL.md: the
// step's "action"; the end of a turn, or a pass, which is a whole turn).
const TURN_END = /\b(ends the turn|passes)\b/;

/**
 * Each player's last move: Map owner (seat number or 'rival') -> mark keys.  A
 * move is the player's last turn as the story tells it: the run of steps in
 * which they acted, back to the step that handed them the turn (its "turn"
 * event), their own step that ended the turn before, or another player's step:
 * the main action and the free actions around it, one place per step
 * (stepMarks), newest first.  The view on screen tells where a research marker
 * stands now.
 */
export function lastMoves(story, view) {
  const marks = new Map();
  const state = new Map(); // owner -> 'in' (inside its last turn, going back) | 'done'
  for (let i = (story || []).length - 1; i >= 0; i--) {
    const step = story[i];
    if (!step || (step.kind !== 'act' && step.kind !== 'resign')) continue;
    // the step that handed the turn to a player ends the turn before theirs; so
    // does a player's own step that ended a turn (no "turn" event when the others
    // have passed and the turn stays with them)
    for (const e of step.events || []) if (e.type === 'turn' && state.get(e.player) === 'in') state.set(e.player, 'done');
    if (state.get(step.player) === 'in' && TURN_END.test(step.action || '')) state.set(step.player, 'done');
    const here = new Set([step.player]);
    for (const e of step.events || []) if (e.type !== 'turn') here.add(ownerOf(e, step));
    for (const who of here) {
      if (who === null || who === undefined || state.get(who) === 'done') continue;
      state.set(who, 'in');
      for (const k of stepMarks(story, i, who, view)) {
        if (!marks.has(who)) marks.set(who, []);
        // a place once; a card name as often as such cards were played
        if (k.startsWith('card:') || !marks.get(who).includes(k)) marks.get(who).push(k);
      }
    }
    // a player not in this step had another's step after theirs: their turn is whole
    for (const [who, st] of state) if (st === 'in' && !here.has(who)) state.set(who, 'done');
  }
  return marks;
}

// The elements a mark key names; a card key the last `count` cards of its name there.
function markedElements(root, key, cardName, count) {
  if (key.startsWith('target:')) {
    return [...root.querySelectorAll(`[data-target="${CSS.escape(key.slice(7))}"]`)];
  }
  const m = /^card:([^:]+):(.*)$/.exec(key);
  if (!m) return [];
  // the row's cards are the targets row:SLUG; a seat's cards are in its panel (data-seat)
  const cards = m[1] === 'row' ? root.querySelectorAll('[data-target^="row:"][data-card]')
    : root.querySelectorAll(`[data-seat="${CSS.escape(m[1])}"] [data-card]`);
  const hits = [...cards].filter((c) => cardName(c.getAttribute('data-card')) === m[2]);
  return hits.slice(-count); // the cards played last are the last ones of their name
}

/**
 * Outlines each player's last move under root in the player's colour:
 * class "mv-last", data-last-move="SEAT ..." (rival: "rival"), and the colours
 * in --mv-c1 (and --mv-c2 where a second player's last move is the same place).
 * colourOf(owner) -> CSS colour; label(owner) -> the owner's shape sign, shown
 * in a corner of the mark (data-mv-label) so that it never depends on colour
 * alone; cardName(slug) -> the printed name the events use.
 */
export function showMarks(root, marks, { colourOf, label, cardName }) {
  if (!root) return;
  for (const el of root.querySelectorAll('.mv-last')) {
    el.classList.remove('mv-last', 'mv-two', 'mv-rel');
    el.removeAttribute('data-last-move');
    el.removeAttribute('data-mv-label');
    el.style.removeProperty('--mv-c1');
    el.style.removeProperty('--mv-c2');
  }
  for (const [who, keys] of marks) {
    const counts = new Map();
    for (const key of keys) counts.set(key, (counts.get(key) || 0) + 1);
    for (const [key, count] of counts) {
      for (const el of markedElements(root, key, cardName, count)) {
        const had = el.getAttribute('data-last-move');
        if (had && had.split(' ').includes(String(who))) continue;
        el.setAttribute('data-last-move', had ? had + ' ' + who : String(who));
        el.style.setProperty(had ? '--mv-c2' : '--mv-c1', colourOf(who));
        if (had) el.classList.add('mv-two');
        else {
          el.classList.add('mv-last');
          if (getComputedStyle(el).position === 'static') el.classList.add('mv-rel');
        }
        if (label) el.setAttribute('data-mv-label', (had ? el.getAttribute('data-mv-label') || '' : '') + label(who));
      }
    }
  }
}
