// app_state.js - what every part of the page's application shares: the page's
// state (S), the names of cards and seats (cardName, seatName, seatBadge, appIcon),
// the label context, the log's drawing, the small UI helpers (toast, button), a
// seat's request target, the page's idle signal, the title of the game on screen,
// and `nav`: the calls that go up a layer (filled by app.js, the page's start):
//   nav.showLobby()     the lobby (app_lobby.js), for the game screen's failures
//   nav.rereadViews()   the views again (app_screen.js), for acting's replies
// The modules stand in layers, each importing only those below it:
//   app_state < app_act < app_screen < app_lobby < app_keys < app.js

import {t, has, lang} from './i18n.js';
import {initLog, rebuildLog, renderLog as drawLog, siteName, guardianName, assistantName, cardByName} from './log.js';
import {CARD_NAMES_PL} from './board_strings.js';
import {SEAT_STYLE, SHAPE_CHAR} from './seats.js';
import {boardLoading} from './boards.js';
import {setTitles} from './notify.js';

const $ = id => document.getElementById(id);

/** The calls up a layer, set by app.js once every module is loaded. */
export const nav = {showLobby: null, rereadViews: null};

export const MOVED_ON = new Set(['stale', 'illegal', 'not_your_turn', 'lost', 'game_over']);

export const S = {
  conn: null,
  hello: null,
  catalogs: {},        // game name -> catalog object or null
  g: null,             // the game on screen (openGame)
};

// ---- names ----------------------------------------------------------------------

export function catalog() { return S.g ? S.catalogs[S.g.game] || null : S.catalogs.arnak || null; }

function prettySlug(slug) {
  return String(slug).split('-').map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function cardName(slug) {
  if (!slug) return '';
  if (lang() === 'pl' && CARD_NAMES_PL && CARD_NAMES_PL[slug]) return CARD_NAMES_PL[slug];
  const c = catalog();
  if (c && c.cards && c.cards[slug] && c.cards[slug].name) return c.cards[slug].name;
  const base = String(slug).replace(/-(car|ship|boot|plane)$/, '');
  if (has('cardname.' + base)) return t('cardname.' + base);
  return prettySlug(slug);
}

export function seatName(seat) {
  if (seat === 'rival') return t('seat.rival');
  if (seat === null || seat === undefined) return '';
  const st = SEAT_STYLE && SEAT_STYLE[seat];
  if (st && st.name) {
    const key = 'colour.' + st.name;
    return has(key) ? t(key) : prettySlug(st.name);
  }
  return t('seat.n', {n: seat + 1});
}

/** A card's travel icons: the catalog's, else the basic cards' slug suffix (funding-car). */

export function cardTravel(slug) {
  const c = catalog();
  if (c && c.cards && c.cards[slug] && Array.isArray(c.cards[slug].travel)) return c.cards[slug].travel;
  const m = /-(boot|car|ship|plane)$/.exec(slug || '');
  return m ? [m[1]] : [];
}

export const labelCtx = {
  cardName, cardByName, seatName, assistantName, guardianName, siteName, cardTravel, catalog,
  get game() { return S.g ? S.g.game : 'arnak'; },
};

initLog({catalog, cardName, cardTravel, seatName, seatBadge, game: () => labelCtx.game,
  seatStyle: (seat) => (seat === 'rival' ? {colour: '#4D4D4D'} : SEAT_STYLE && SEAT_STYLE[seat])});

// The story as far as the replay viewer's step (set by app_screen.js: the
// replay's cut of g.story, or null when the whole story is shown), so that a
// replay's log and last-move marks tell nothing of a later step.
let storyCut = () => null;
export function setStoryCut(f) { storyCut = f; }

/** The story on screen: the whole of g.story, or the replay's steps so far. */
export function storyShown(g) { return (g && storyCut(g)) || (g ? g.story : []); }

// The log of a replay's cut, kept while the cut stays the same.
const cutLogs = new WeakMap();
function logOf(g) {
  const story = g && storyCut(g);
  if (!story) return g;
  let c = cutLogs.get(g);
  if (!c || c.of !== g.story || c.story.length !== story.length || c.opening !== g.opening) {
    c = {of: g.story, story, opening: g.opening, log: (g.log || []).filter(e => e.kind === 'note')};
    rebuildLog(c);
    cutLogs.set(g, c);
  }
  return c;
}

export const renderLog = () => drawLog(logOf(S.g), $('log'));

/** A small icon: the board's SVG sprite symbol when board.js has drawn it, else a word chip. */

export function appIcon(name) {
  if (document.getElementById('ak-i-' + name)) {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('class', 'ak-ic app-ic');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', '#ak-i-' + name);
    svg.appendChild(use);
    return svg;
  }
  const span = document.createElement('span');
  span.className = 'app-ic-word';
  span.textContent = has('board.icon.' + name) ? t('board.icon.' + name) : has('board.res.' + name) ? t('board.res.' + name) : name;
  span.setAttribute('aria-hidden', 'true');
  return span;
}

export function seatBadge(seat) {
  const span = document.createElement('span');
  span.className = 'seat-badge';
  if (seat === 'rival') {
    span.textContent = '⬢'; // board.js draws the rival as a dark grey hexagon
    span.style.color = '#4D4D4D';
  } else {
    const st = SEAT_STYLE && SEAT_STYLE[seat];
    span.textContent = st ? SHAPE_CHAR[st.shape] || '●' : '●';
    if (st) span.style.color = st.colour;
  }
  span.setAttribute('aria-label', seatName(seat));
  span.title = seatName(seat);
  return span;
}

// ---- small UI helpers -----------------------------------------------------------

let toastTimer = 0;

export function toast(msg, ms = 2600) {
  const el = $('toast');
  el.textContent = msg;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, ms);
}

export function button(label, onClick, cls) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (cls) b.className = cls;
  b.addEventListener('click', onClick);
  return b;
}

// ---- connection -----------------------------------------------------------------

export function target(seat) {
  const g = S.g;
  if (seat === 'watch' || seat === null || seat === undefined) return {game_id: g.id};
  return {game_id: g.id, seat, token: g.tokens.get(seat)};
}

// ---- the page's idle signal --------------------------------------------------------

// <html data-idle="1"> once nothing is under way: every request answered, no move in
// flight, no step of the game waiting to be shown (or still on screen for its pace) and
// the last message drawn; "0" from the moment something starts.  The browser tests wait
// for it (and for what they look for) instead of waiting a fixed time.
let idleCheck = 0;

export function noteBusy() {
  document.documentElement.dataset.idle = '0';
  if (!idleCheck) idleCheck = setTimeout(checkIdle, 0);
}

function checkIdle() {
  idleCheck = 0;
  const g = S.g;
  const busy = (S.conn && S.conn.pending.size > 0) || (g && (g.inflight || g.steps.busy || g.steps.timer)) || boardLoading();
  // (a macrotask later: what a reply's awaiting code draws is drawn by then)
  if (busy) idleCheck = setTimeout(checkIdle, 25);
  else document.documentElement.dataset.idle = '1';
}

// ---- the game's title ----------------------------------------------------------------

export function gameDesc(name) {
  return S.hello && S.hello.games ? S.hello.games.find(g => g.name === name) : null;
}

/** The page's title and header: the game on screen (or chosen in the lobby). */

export function showTitle(name) {
  const desc = gameDesc(name);
  const title = !name || name === 'arnak' || !desc ? t('app.title') : desc.title;
  $('title').textContent = title;
  setTitles(title, title === t('app.title') ? null : title);
}
