// app.js - the browser page's application: lobby, game screen, hot-seat,
// online invites, spectating, log, end of game.  This module holds the page's
// state (S), the names (cards, seats, badges), the connection, the idle signal and
// the start (wiring the page); the rest by concern: app_lobby.js (the lobby),
// app_screen.js (the game screen and its drawing), app_act.js (acting: the bar's
// actions, the chooser, pass, undo, hints), app_keys.js (the keyboard).
// It talks only the protocol of docs/PROTOCOL.md (proto.js); the game's board (boards.js: board(game)) draws
// the board, the players and the hand, and tells the app which targets a click
// means (legalOf / onTarget); a game without a board has the generic screen.
//
// What a page shows comes from one seat's view only: the server builds every
// view from that seat's observation, and the DOM is rebuilt from the shown
// seat's view alone, so another seat's hand is never in the page (hot-seat:
// the privacy screen hides the table and the next seat's view is drawn only
// when that player says they are at the screen).

import {t, lang, setLang, onLang, addStrings, translateDom, has} from './i18n.js';
import {Conn} from './proto.js';
import {actionLabel} from './app_labels.js';
import {initLog, renderLog as drawLog, siteName, guardianName, assistantName, cardByName, LOG_STRINGS} from './log.js';
import {BOARD_STRINGS, CARD_NAMES_PL} from './board_strings.js';
import {SEAT_STYLE, SHAPE_CHAR} from './seats.js';
import {board, boardLoading} from './boards.js';
import {MOTION_STRINGS} from './motion.js';
import {installWhyNot} from './whynot.js';
import {initEndgame, onReviewMessage} from './endgame.js';
import {initTable, tablePush} from './table.js';
import {initNotify} from './notify.js';
import {loadGames, rememberSeat} from './mygames.js';
import {initRematch, onRematchOffer, wireRematch} from './rematch.js';
import {initClocks, onClockMessage} from './clocks.js';
import {botOptions, botTouched, buildBotSeats, buildLobby, createGame, parseFragment, refreshMyGames, showLobby, showTitle, updateLobby, watchFromLobby} from './app_lobby.js';
import {downloadRecord, initReplay, initTooltips, onReplayMessage, onView, openGame, openRecordFile, privacyReady, readStory, render, showInvites, startReplay, wireMotion} from './app_screen.js';
import {act, askHint, closePass, hideChooser, passAction, shownView, undo} from './app_act.js';
import {initKeys, toggleMenu} from './app_keys.js';

addStrings(BOARD_STRINGS);
addStrings(MOTION_STRINGS);
addStrings(LOG_STRINGS);

const $ = id => document.getElementById(id);

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

export const renderLog = () => drawLog(S.g, $('log'));

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

function setStatus(state) {
  const el = $('status');
  el.className = state;
  el.dataset.state = state;
  el.textContent = t('status.' + state);
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

function onPush(m) {
  noteBusy();
  if (tablePush(m)) return;
  m.received = performance.now(); // the clocks count from here
  if (m.type === 'view' || m.type === 'update') onView(m);
  else if (m.type === 'clock') onClockMessage(m);
  else if (m.type === 'review') { onReviewMessage(m); onReplayMessage(m); }
  else if (m.type === 'rematch') onRematchOffer(m);
  else if (m.type === 'error') {
    if (m.id !== undefined) onReviewMessage(m); // a review's late answer
    toast(t('err.generic', {msg: m.message || m.code}));
  }
}

// ---- start ------------------------------------------------------------------------

function retranslate() {
  translateDom(document);
  showTitle(S.g ? S.g.game : $('game-kind').value);
  setStatus($('status').dataset.state || 'connecting');
  if (!$('lobby').hidden) {
    const gk = $('game-kind').value;
    const bot = $('bot').value;
    buildLobby();
    if (gk) $('game-kind').value = gk;
    botOptions($('bot'), bot);
    updateLobby();
    refreshMyGames();
  }
  if (S.g) {
    render();
    if (!$('invites-box').hidden) showInvites();
  }
}

async function route() {
  const f = parseFragment(location.hash);
  if (f.game && f.seat !== null && f.token) {
    const seat = Number(f.seat);
    const kept = loadGames().find(e => e.game_id === f.game && e.seat === seat && e.token === f.token);
    // kept only once the token opened the seat: a wrong key is not a game of mine
    const g = await openGame(f.game, [{seat, token: f.token}], 'seat', kept && kept.invites ? kept.invites : null, true);
    if (g) rememberSeat(Object.assign({}, kept || {}, {game_id: f.game, seat, token: f.token, game: g.game || (kept && kept.game)}));
    return;
  }
  if (f.game && f.hotseat) {
    const seats = loadGames().filter(e => e.game_id === f.game);
    if (seats.length) {
      await openGame(f.game, seats.map(e => ({seat: e.seat, token: e.token})), 'hotseat');
      return;
    }
  }
  if (f.game) {
    await openGame(f.game, [], 'watch');
    return;
  }
  await showLobby();
}

function wire() {
  $('lang').value = lang();
  $('lang').addEventListener('change', ev => setLang(ev.target.value));
  onLang(retranslate);
  $('game-kind').addEventListener('change', updateLobby);
  $('mode').addEventListener('change', updateLobby);
  $('players').addEventListener('change', updateLobby);
  $('side').addEventListener('change', updateLobby);
  $('bot-seats').addEventListener('change', ev => {
    const seat = ev.target.dataset && ev.target.dataset.seat;
    if (!seat) return;
    if (seat === '1') {
      for (const s of $('bot-seats').querySelectorAll('select[data-seat]')) {
        if (s.dataset.seat !== '1' && !botTouched.has(+s.dataset.seat)) s.value = ev.target.value;
      }
    } else {
      botTouched.add(+seat);
    }
  });
  $('create').addEventListener('click', createGame);
  $('bots-advanced').addEventListener('change', () => { botOptions($('bot'), $('bot').value); buildBotSeats(); });
  $('replay-file').addEventListener('change', async ev => {
    const file = ev.target.files && ev.target.files[0];
    ev.target.value = '';
    if (!file) return;
    $('lobby-error').textContent = '';
    const err = await openRecordFile(file);
    if (err) $('lobby-error').textContent = err;
  });
  wireRematch();
  $('final-replay').addEventListener('click', () => { if (S.g) startReplay(S.g); });
  $('watch-btn').addEventListener('click', watchFromLobby);
  $('watch-id').addEventListener('keydown', ev => { if (ev.key === 'Enter') watchFromLobby(); });
  $('undo').addEventListener('click', undo);
  $('hint').addEventListener('click', askHint);
  $('help-btn').addEventListener('click', () => { $('help').hidden = false; $('help-close').focus(); });
  $('help-close').addEventListener('click', () => { $('help').hidden = true; });
  $('menu-btn').addEventListener('click', () => toggleMenu());
  $('menu-lobby').addEventListener('click', () => { toggleMenu(false); showLobby(); });
  $('menu-invites').addEventListener('click', () => { toggleMenu(false); showInvites(); });
  $('menu-record').addEventListener('click', () => { toggleMenu(false); downloadRecord(); });
  initClocks({seatName, view: shownView,
    resign: seat => S.conn.request(Object.assign({type: 'resign'}, target(seat)))});
  document.addEventListener('click', ev => {
    if (!$('menu').hidden && !ev.target.closest('.menu-wrap')) toggleMenu(false);
    if (!$('chooser').hidden && !ev.target.closest('#chooser') && !ev.target.closest('[data-target]')) hideChooser();
  });
  $('chooser-cancel').addEventListener('click', hideChooser);
  $('pass-yes').addEventListener('click', () => {
    const a = passAction;
    closePass();
    if (a) act(a);
  });
  $('pass-no').addEventListener('click', closePass);
  $('privacy-ready').addEventListener('click', privacyReady);
  $('download-record').addEventListener('click', downloadRecord);
  $('final-lobby').addEventListener('click', () => showLobby());
  $('final-close').addEventListener('click', () => { if (S.g) S.g.finalDismissed = true; $('final').hidden = true; });
  $('invites-close').addEventListener('click', () => { $('invites-box').hidden = true; });
  wireMotion();
  $('actions-toggle').addEventListener('click', () => {
    const b = $('actions-toggle');
    const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    $('actions').hidden = !open;
  });
  window.addEventListener('hashchange', () => {
    const f = parseFragment(location.hash);
    if (f.game && (!S.g || S.g.id !== f.game)) route();
  });
  initTooltips();
  initKeys();
}

async function main() {
  wire();
  installWhyNot({
    view: () => (S.g ? shownView() : null),
    ask: (what) => { const v = shownView(); return v ? S.conn.request(Object.assign({type: 'why', what}, target(v.seat))) : null; },
    game: () => labelCtx.game, catalog, seatName, cardByName,
  });
  translateDom(document);
  document.documentElement.lang = lang();
  showTitle(S.g ? S.g.game : $('game-kind').value);
  const conn = new Conn();
  S.conn = conn;
  conn.onState = setStatus;
  conn.onPush = onPush;
  conn.onBusy = noteBusy;
  initEndgame({seatName, seatBadge, actionLabel: a => actionLabel(a, labelCtx), target, conn: () => S.conn,
    targetsOf: info => { const b = S.g && board(S.g.game); return (b && b.targetsOf(info)) || []; },
    game: () => S.g, rerender: () => { if (S.g) render(); }});
  initReplay({conn: () => S.conn, game: () => S.g, rerender: () => { if (S.g) render(); }, seatName, seatBadge,
    actionLabel: a => actionLabel(a, labelCtx), close: () => showLobby(),
    open: (gid, seats) => openGame(gid, seats, 'seat', null, true)});
  initRematch({conn: () => S.conn, game: () => S.g, target, seatName, toast, remember: rememberSeat,
    open: (gid, seats, mode) => openGame(gid, seats, mode)});
  conn.onReconnect = () => {
    // the joins were repeated by proto.js and bring fresh views; fill the log gap
    if (S.g) readStory();
  };
  initTable({conn: () => S.conn, seatName, seatBadge, toast});
  initNotify();
  window.arnakConn = conn; // for tests of the reconnect path (drop the line)
  conn.connect();
  S.hello = await conn.request({type: 'hello'});
  const cat = await conn.request({type: 'catalog', game: 'arnak'});
  S.catalogs.arnak = cat && cat.type === 'catalog' ? cat.catalog : null;
  if (S.hello && S.hello.games) {
    for (const g of S.hello.games) {
      if (g.name === 'arnak') continue;
      const c = await conn.request({type: 'catalog', game: g.name});
      S.catalogs[g.name] = c && c.type === 'catalog' ? c.catalog : null;
    }
  }
  buildLobby();
  await route();
}

main();
