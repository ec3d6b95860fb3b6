// app.js - the browser page's start: it wires the page (the lobby's fields, the
// game screen's buttons, the menu), connects, reads the catalogs, and routes the
// address to the lobby, a seat, a hot-seat table or a watched game.  The parts, by
// concern and in layers (each importing only those below it): app_state.js (the
// page's state, names, small helpers, the idle signal), app_act.js (acting: the
// bar's actions, the chooser, pass, undo, hints), app_screen.js (the game screen
// and its drawing), app_lobby.js (the lobby), app_keys.js (the keyboard).
// It talks only the protocol of docs/PROTOCOL.md (proto.js); the game's board (boards.js: board(game)) draws
// the board, the players and the hand, and tells the app which targets a click
// means (legalOf / onTarget); a game without a board has the generic screen.
//
// What a page shows comes from one seat's view only: the server builds every
// view from that seat's observation, and the DOM is rebuilt from the shown
// seat's view alone, so another seat's hand is never in the page (hot-seat:
// the privacy screen hides the table and the next seat's view is drawn only
// when that player says they are at the screen).

import {t, lang, setLang, onLang, addStrings, translateDom} from './i18n.js';
import {Conn} from './proto.js';
import {actionLabel} from './app_labels.js';
import {cardByName, LOG_STRINGS} from './log.js';
import {BOARD_STRINGS} from './board_strings.js';
import {board} from './boards.js';
import {MOTION_STRINGS} from './motion.js';
import {installWhyNot} from './whynot.js';
import {initEndgame, onReviewMessage} from './endgame.js';
import {initTable, tablePush} from './table.js';
import {initNotify} from './notify.js';
import {loadGames, rememberSeat} from './mygames.js';
import {initRematch, onRematchOffer, wireRematch} from './rematch.js';
import {initClocks, onClockMessage} from './clocks.js';
import {S, catalog, labelCtx, nav, noteBusy, seatBadge, seatName, showTitle, target, toast} from './app_state.js';
import {act, askHint, closePass, hideChooser, passAction, shownView, undo} from './app_act.js';
import {downloadRecord, initReplay, initTooltips, onReplayMessage, onView, openGame, openRecordFile, privacyReady, readStory, render, rereadViews, showInvites, startReplay, wireMotion} from './app_screen.js';
import {botOptions, botTouched, buildBotSeats, buildLobby, createGame, parseFragment, refreshMyGames, showLobby, updateLobby, watchFromLobby} from './app_lobby.js';
import {initKeys, toggleMenu} from './app_keys.js';

addStrings(BOARD_STRINGS);
addStrings(MOTION_STRINGS);
addStrings(LOG_STRINGS);

const $ = id => document.getElementById(id);

function setStatus(state) {
  const el = $('status');
  el.className = state;
  el.dataset.state = state;
  el.textContent = t('status.' + state);
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
    if (!$('chooser').hidden && !ev.target.closest('#chooser, [data-target], #decision-more')) hideChooser();
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
  nav.showLobby = showLobby;
  nav.rereadViews = rereadViews;
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
