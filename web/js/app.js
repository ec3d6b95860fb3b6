// app.js - the browser page's application: lobby, game screen, hot-seat,
// online invites, spectating, log, end of game.  It talks only the protocol of
// docs/PROTOCOL.md (proto.js); the game's board (boards.js: board(game)) draws
// the board, the players and the hand, and tells the app which targets a click
// means (legalOf / onTarget); a game without a board has the generic screen.
//
// What a page shows comes from one seat's view only: the server builds every
// view from that seat's observation, and the DOM is rebuilt from the shown
// seat's view alone, so another seat's hand is never in the page (hot-seat:
// the privacy screen hides the table and the next seat's view is drawn only
// when that player says they are at the screen).

import {t, lang, setLang, onLang, addStrings, translateDom, roman, has} from './i18n.js';
import {Conn} from './proto.js';
import {actionLabel, decisionText, paymentWords} from './app_labels.js';
import {optionWords} from './words.js';
import {initLog, addStep, rebuildLog, renderLog as drawLog, setOpening, siteName, guardianName, assistantName, cardByName, LOG_STRINGS} from './log.js';
import {BOARD_STRINGS, CARD_NAMES_PL} from './board_strings.js';
import {SEAT_STYLE, SHAPE_CHAR} from './seats.js';
import {myTurn} from './view.js';
import {board, hasBoard, boardLoading} from './boards.js';
import {MOTION_STRINGS, StepQueue, snapshot, travel, showMarks, motionSpeed, setMotionSpeed} from './motion.js';
import {installWhyNot} from './whynot.js';
import {initEndgame, renderFinal, scoreCategories, reviewPosition, markReview, onReviewMessage} from './endgame.js';
import {initTips} from './closeup.js';
import {initTable, openTable, closeTable, tablePush, decoratePresence} from './table.js';
import {initNotify, notifyTurn, setTitles} from './notify.js';
import {loadGames, rememberSeat, renderMyGames} from './mygames.js';
import {initRematch, canRematch, onRematchOffer, wireRematch, dropOffer} from './rematch.js';
import {buildClockField, updateClockField, clockRequest, initClocks, renderClocks, onClockMessage} from './clocks.js';

addStrings(BOARD_STRINGS);
addStrings(MOTION_STRINGS);
addStrings(LOG_STRINGS);

const $ = id => document.getElementById(id);
const MOVED_ON = new Set(['stale', 'illegal', 'not_your_turn', 'lost', 'game_over']);

const S = {
  conn: null,
  hello: null,
  catalogs: {},        // game name -> catalog object or null
  g: null,             // the game on screen (openGame)
};

// ---- names ----------------------------------------------------------------------

function catalog() { return S.g ? S.catalogs[S.g.game] || null : S.catalogs.arnak || null; }

function prettySlug(slug) {
  return String(slug).split('-').map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function cardName(slug) {
  if (!slug) return '';
  if (lang() === 'pl' && CARD_NAMES_PL && CARD_NAMES_PL[slug]) return CARD_NAMES_PL[slug];
  const c = catalog();
  if (c && c.cards && c.cards[slug] && c.cards[slug].name) return c.cards[slug].name;
  const base = String(slug).replace(/-(car|ship|boot|plane)$/, '');
  if (has('cardname.' + base)) return t('cardname.' + base);
  return prettySlug(slug);
}

function seatName(seat) {
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
function cardTravel(slug) {
  const c = catalog();
  if (c && c.cards && c.cards[slug] && Array.isArray(c.cards[slug].travel)) return c.cards[slug].travel;
  const m = /-(boot|car|ship|plane)$/.exec(slug || '');
  return m ? [m[1]] : [];
}

const labelCtx = {
  cardName, cardByName, seatName, assistantName, guardianName, siteName, cardTravel, catalog,
  get game() { return S.g ? S.g.game : 'arnak'; },
};
initLog({catalog, cardName, cardTravel, seatName, seatBadge, game: () => labelCtx.game,
  seatStyle: (seat) => (seat === 'rival' ? {colour: '#4D4D4D'} : SEAT_STYLE && SEAT_STYLE[seat])});
const renderLog = () => drawLog(S.g, $('log'));

/** A small icon: the board's SVG sprite symbol when board.js has drawn it, else a word chip. */
function appIcon(name) {
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

function seatBadge(seat) {
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
function toast(msg, ms = 2600) {
  const el = $('toast');
  el.textContent = msg;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, ms);
}

function button(label, onClick, cls) {
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

function target(seat) {
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
function noteBusy() {
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

// ---- lobby ----------------------------------------------------------------------

function gameDesc(name) {
  return S.hello && S.hello.games ? S.hello.games.find(g => g.name === name) : null;
}

const PEOPLE_BOTS = ['easy', 'medium', 'hard', 'expert'];

function botOptions(sel, value) {
  const bots = (S.hello && S.hello.bots) || PEOPLE_BOTS;
  sel.textContent = '';
  const people = PEOPLE_BOTS.filter(b => bots.includes(b));
  // the developer bots only behind the "advanced" switch
  const others = $('bots-advanced').checked ? bots.filter(b => !PEOPLE_BOTS.includes(b)) : [];
  for (const b of people) {
    const o = document.createElement('option');
    o.value = b;
    o.textContent = `${t('bot.' + b)} – ${t('bot.' + b + '.help')}`;
    sel.appendChild(o);
  }
  if (others.length) {
    const grp = document.createElement('optgroup');
    grp.label = t('bot.other');
    for (const b of others) {
      const o = document.createElement('option');
      o.value = b;
      o.textContent = has('bot.' + b + '.help') ? `${b} – ${t('bot.' + b + '.help')}` : b;
      grp.appendChild(o);
    }
    sel.appendChild(grp);
  }
  const shown = people.concat(others);
  sel.value = value && shown.includes(value) ? value : (people.includes('medium') ? 'medium' : shown[0]);
}

const botTouched = new Set();

function buildBotSeats() {
  const box = $('bot-seats');
  const first = $('bot');
  const keep = first.value;
  const prev = {};
  for (const s of box.querySelectorAll('select[data-seat]')) prev[s.dataset.seat] = s.value;
  box.textContent = '';
  const n = +$('players').value;
  for (let p = 1; p < n; p++) {
    const row = document.createElement('div');
    row.className = 'bot-row';
    const lab = document.createElement('span');
    lab.appendChild(seatBadge(p));
    lab.appendChild(document.createTextNode(seatName(p)));
    const sel = p === 1 ? first : document.createElement('select');
    sel.dataset.seat = String(p);
    if (p > 1) sel.id = 'bot-' + p;
    botOptions(sel, p === 1 ? keep : (botTouched.has(p) ? prev[p] : keep));
    sel.setAttribute('aria-label', t('lobby.bot') + ' – ' + seatName(p));
    lab.id = 'bot-label-' + p;
    row.appendChild(lab);
    row.appendChild(sel);
    box.appendChild(row);
  }
  if (n < 2) box.appendChild(first); // keep #bot in the page
}

function updateLobby() {
  const gname = $('game-kind').value || 'arnak';
  const desc = gameDesc(gname);
  showTitle(gname);
  const isArnak = gname === 'arnak';
  const mode = $('mode').value;
  const soloOpt = $('mode').querySelector('option[value="solo"]');
  const minP = desc ? desc.min_players : 1;
  const maxP = desc ? desc.max_players : 4;
  soloOpt.hidden = !isArnak || minP > 1;
  if (mode === 'solo' && soloOpt.hidden) $('mode').value = 'bots';
  const m = $('mode').value;
  $('mode-help').textContent = t('mode.' + m + '.help');
  // players 2..max
  const pl = $('players');
  const had = pl.value;
  pl.textContent = '';
  for (let n = Math.max(2, minP); n <= maxP; n++) {
    const o = document.createElement('option');
    o.value = o.textContent = String(n);
    pl.appendChild(o);
  }
  pl.value = [...pl.options].some(o => o.value === had) ? had : pl.options[0].value;
  $('players-field').hidden = m === 'solo';
  $('bots-field').hidden = m !== 'bots';
  $('difficulty-field').hidden = m !== 'solo';
  $('side-field').hidden = !isArnak;
  $('side-help').textContent = t('side.' + $('side').value + '.help');
  if (m === 'bots') buildBotSeats();
  updateClockField(m);
  $('bot-help').textContent = '';
  // generic options of other games
  const go = $('generic-options');
  go.textContent = '';
  const about = !isArnak && S.catalogs[gname] && S.catalogs[gname].description;
  if (about) { // the game in one line (Quetzal's says which numbers are unverified)
    const p = document.createElement('p');
    p.className = 'help game-description';
    p.textContent = about;
    go.appendChild(p);
  }
  if (!isArnak && desc) {
    const words = optionWords(gname, S.catalogs[gname]); // the catalog's labels, else the option's own
    for (const opt of desc.options || []) {
      const w = words[opt.name] || {values: {}};
      const f = document.createElement('div');
      f.className = 'field';
      const l = document.createElement('label');
      l.textContent = w.label || opt.name;
      l.htmlFor = 'opt-' + opt.name;
      const s = document.createElement('select');
      s.id = 'opt-' + opt.name;
      s.dataset.option = opt.name;
      for (const v of opt.values) {
        const o = document.createElement('option');
        const vw = w.values[v];
        o.value = v;
        o.textContent = vw ? (vw.help ? `${vw.label} – ${vw.help}` : vw.label) : v;
        s.appendChild(o);
      }
      s.value = opt.default;
      const h = document.createElement('p');
      h.className = 'help';
      h.textContent = w.help || opt.help || '';
      f.append(l, s, h);
      go.appendChild(f);
    }
  }
}

// The replay viewer (replay.js) is loaded when first started: a page that never
// replays never downloads it.
let replayMod = null, replayCtx = null;
async function replayModule() {
  if (!replayMod) {
    replayMod = await import('./replay.js');
    replayMod.initReplay(replayCtx);
  }
  return replayMod;
}
const initReplay = c => { replayCtx = c; };
const startReplay = async (g, tokens) => (await replayModule()).startReplay(g, tokens);
const openRecordFile = async file => (await replayModule()).openRecordFile(file);
const stopReplay = () => { if (replayMod) replayMod.stopReplay(); };
const replayPosition = (g, v) => replayMod ? replayMod.replayPosition(g, v) : null;
const markReplay = g => { if (replayMod) replayMod.markReplay(g); };
const onReplayMessage = m => { if (replayMod) replayMod.onReplayMessage(m); };
const replayKey = ev => replayMod ? replayMod.replayKey(ev) : false;

// The screen of a game without a board of its own (app_generic.js), loaded when
// such a game is first shown.
let genericMod = null, genericLoading = null;
function genericScreen() {
  if (!genericMod && !genericLoading) {
    genericLoading = import('./app_generic.js').then(m => { genericMod = m; render(); }, e => console.error('app_generic.js', e));
  }
  return genericMod;
}

// A board's scoring screen of its own (Lost Cities' at each expedition's end:
// lc_scoring.js), started with the board.
const scorings = new Set();
function renderScoring(g, v, b) {
  if (!b || typeof b.renderScoring !== 'function') return;
  if (!scorings.has(b)) {
    scorings.add(b);
    if (typeof b.initScoring === 'function') b.initScoring({seatName, seatBadge, rerender: () => { if (S.g) render(); }});
  }
  b.renderScoring(g, v);
}

/** The page's title and header: the game on screen (or chosen in the lobby). */
function showTitle(name) {
  const desc = gameDesc(name);
  const title = !name || name === 'arnak' || !desc ? t('app.title') : desc.title;
  $('title').textContent = title;
  setTitles(title, title === t('app.title') ? null : title);
}

function buildLobby() {
  const gk = $('game-kind');
  gk.textContent = '';
  for (const g of (S.hello && S.hello.games) || [{name: 'arnak', title: 'Lost Ruins of Arnak'}]) {
    const o = document.createElement('option');
    o.value = g.name;
    o.textContent = g.name === 'arnak' ? t('app.title') : g.title;
    gk.appendChild(o);
  }
  gk.value = 'arnak';
  $('game-kind-field').hidden = gk.options.length < 2;
  botOptions($('bot'), 'medium');
  buildClockField();
  updateLobby();
}

async function showLobby() {
  leaveGame();
  document.body.classList.remove('playing');
  $('game').hidden = true;
  $('lobby').hidden = false;
  renderClocks(null);
  showTitle($('game-kind').value);
  $('game-info').textContent = '';
  $('undo').disabled = true;
  $('undo').hidden = true; // nothing to take back outside a game
  $('hint').hidden = true;
  $('menu-record').hidden = true;
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  await refreshMyGames();
}

async function refreshMyGames() {
  await renderMyGames($('my-games'), {conn: S.conn, seatBadge, seatName, button, resume: resumeGame, replay: replayGame,
    title: name => (name && name !== 'arnak' && gameDesc(name) ? gameDesc(name).title : t('app.title'))});
}

// A finished game of My games: its seat joined, then the replay viewer.
async function replayGame(gid) {
  const seats = loadGames().filter(e => e.game_id === gid);
  if (!seats.length) return;
  const e = seats[seats.length - 1];
  history.replaceState(null, '', `#game=${gid}&seat=${e.seat}&token=${e.token}`);
  const g = await openGame(gid, [{seat: e.seat, token: e.token}], 'seat', null, true);
  if (g) await startReplay(g);
}

function resumeGame(gid) {
  const seats = loadGames().filter(e => e.game_id === gid);
  if (!seats.length) return;
  if (seats[0].hotseat) {
    history.replaceState(null, '', `#game=${gid}&hotseat=1`);
    openGame(gid, seats.map(e => ({seat: e.seat, token: e.token})), 'hotseat');
  } else {
    const e = seats[seats.length - 1];
    history.replaceState(null, '', `#game=${gid}&seat=${e.seat}&token=${e.token}`);
    openGame(gid, [{seat: e.seat, token: e.token}], 'seat', e.invites || null, true);
  }
}

async function createGame() {
  const err = $('lobby-error');
  err.textContent = '';
  const game = $('game-kind').value || 'arnak';
  const mode = $('mode').value;
  const players = mode === 'solo' ? 1 : +$('players').value;
  const seats = [];
  for (let p = 0; p < players; p++) {
    if (mode === 'bots' && p > 0) {
      const sel = p === 1 ? $('bot') : $('bot-' + p);
      seats.push({kind: 'bot', bot: sel ? sel.value : $('bot').value});
    } else {
      seats.push({kind: 'human'});
    }
  }
  const options = {};
  if (game === 'arnak') {
    options.side = $('side').value;
    if (mode === 'solo') options.difficulty = $('difficulty').value;
  } else {
    for (const s of $('generic-options').querySelectorAll('select[data-option]')) options[s.dataset.option] = s.value;
  }
  const msg = {type: 'create', game, players, options, seats};
  try {
    const clock = clockRequest();
    if (clock) msg.clock = clock;
  } catch (e) {
    err.textContent = t('err.generic', {msg: e.message});
    return;
  }
  const seed = $('seed').value.trim();
  if (seed) {
    if (!/^\d{1,15}$/.test(seed)) { err.textContent = t('err.generic', {msg: 'seed'}); return; }
    msg.seed = Number(seed);
  }
  $('create').disabled = true;
  const r = await S.conn.request(msg);
  $('create').disabled = false;
  if (!r || r.type !== 'created') {
    err.textContent = t('err.generic', {msg: (r && (r.message || r.code)) || '?'});
    return;
  }
  const human = r.seats.filter(s => s.token);
  const gid = r.game_id;
  if (mode === 'hotseat') {
    for (const s of human) rememberSeat({game_id: gid, seat: s.seat, token: s.token, game, hotseat: true});
    history.replaceState(null, '', `#game=${gid}&hotseat=1`);
    await openGame(gid, human.map(s => ({seat: s.seat, token: s.token})), 'hotseat');
    return;
  }
  const me = human[0];
  // The creator of an online game keeps the invite links (this browser only)
  // to hand them out again after a reload.
  const invites = mode === 'online' ? human.map(s => ({seat: s.seat, token: s.token})) : null;
  rememberSeat({game_id: gid, seat: me.seat, token: me.token, game, invites});
  history.replaceState(null, '', `#game=${gid}&seat=${me.seat}&token=${me.token}`);
  await openGame(gid, [{seat: me.seat, token: me.token}], 'seat', invites);
}

function parseFragment(s) {
  const i = s.indexOf('#');
  const frag = i >= 0 ? s.slice(i + 1) : s;
  const p = new URLSearchParams(frag);
  return {game: p.get('game'), seat: p.get('seat'), token: p.get('token'), hotseat: p.get('hotseat')};
}

function watchFromLobby() {
  const v = $('watch-id').value.trim();
  if (!v) return;
  let gid = v;
  if (v.includes('game=')) gid = parseFragment(v).game || '';
  gid = gid.replace(/[^0-9a-zA-Z_-]/g, '');
  if (!gid) return;
  history.replaceState(null, '', `#game=${gid}`);
  openGame(gid, [], 'watch');
}

// ---- the game on screen ---------------------------------------------------------

function leaveGame() {
  const g = S.g;
  if (!g) return;
  stopReplay();
  dropOffer();
  S.conn.leave(g.id);
  g.steps.clear();
  S.g = null;
  closeTable();
  notifyTurn(false);
  hideChooser();
  $('final').hidden = true;
  $('invites-box').hidden = true;
  $('privacy').hidden = true;
  $('pass-confirm').hidden = true;
  for (const id of ['board', 'players-panel', 'hand', 'actions', 'decision-buttons', 'log', 'generic']) $(id).textContent = '';
  $('decision-text').textContent = '';
}

/**
 * Show a game: join `seats` ([{seat, token}]) or, with none, watch it.
 * mode: 'seat' (one seat), 'hotseat' (several seats at this screen), 'watch'.
 * invites: the online creator's seats and tokens (the menu offers the links;
 * shown at once unless quietInvites).
 */
async function openGame(gid, seats, mode, invites, quietInvites) {
  leaveGame();
  const g = {
    id: gid, mode, game: null,
    tokens: new Map(seats.map(s => [s.seat, s.token])),
    views: new Map(),        // 'watch' or seat -> latest view of that follower
    shown: mode === 'seat' ? seats[0].seat : mode === 'watch' ? 'watch' : null,
    privacyFor: null,
    logKey: mode === 'seat' ? seats[0].seat : 'watch',
    // the story (the server's `history`, then each update after storySeq) and its log lines
    story: [], storySeq: -1, log: [],
    inflight: false, awaitSeq: null, inflightTimer: 0,
    invites, finalDismissed: false, lastSeqSeen: -1,
    drawnSeq: null,          // the seq of the view last drawn (pieces travel when it changes)
  };
  // the views and updates as they come, others' steps shown one at a time (motion.js)
  g.steps = new StepQueue(m => applyView(g, m), showSkip);
  S.g = g;
  $('lobby').hidden = true;
  $('game').hidden = false;
  document.body.classList.add('playing');
  $('menu-invites').hidden = !invites;
  let ok = 0;
  if (mode === 'watch') {
    const r = await S.conn.watch(gid);
    if (r.type === 'error') return failOpen(r);
    ok++;
  } else {
    for (const s of seats) {
      const r = await S.conn.join(gid, s.seat, s.token);
      if (S.g !== g) return;
      if (r.type === 'error') {
        if (seats.length === 1) return failOpen(r);
        continue;
      }
      ok++;
    }
    if (!ok) return failOpen({code: 'bad_token'});
    // Hot-seat: the log comes from the spectator's view of the game, which
    // holds only what every seat sees (a seat's own log would show its hand).
    if (mode === 'hotseat') await S.conn.watch(gid);
  }
  if (S.g !== g) return;
  if (invites && !quietInvites) showInvites();
  if (mode !== 'hotseat') openTable(gid, mode === 'seat' ? seats[0] : null);
  await readStory();
  return S.g === g ? g : null;
}

function failOpen(r) {
  const msg = r.code === 'no_game' ? t('err.no_game') : r.code === 'bad_token' ? t('err.bad_key') : t('err.generic', {msg: r.message || r.code});
  showLobby().then(() => { $('lobby-error').textContent = msg; });
}

/**
 * Read the whole story of the game as the log's viewer may know it (the
 * server's `history`, page by page) and show it as the log; updates after the
 * reply's seq are added to it as they come.  A page of another seq (the game
 * moved meanwhile: an undo may have changed an earlier page) starts again.
 */
async function readStory() {
  const g = S.g;
  if (!g) return;
  for (let attempt = 0; attempt < 5; attempt++) {
    const steps = [];
    let seq = null, r;
    do {
      r = await S.conn.request(Object.assign({type: 'history', since: steps.length}, target(g.logKey)));
      if (S.g !== g) return;
      if (!r || r.type !== 'history') {
        g.log = [{kind: 'note', key: 'log.resync'}, ...g.log.filter(e => e.kind !== 'note')];
        renderLog();
        return;
      }
      if (seq !== null && r.seq !== seq) break;
      seq = r.seq;
      if (r.opening) setOpening(g, r.opening);
      steps.push(...r.steps);
    } while (r.more);
    if (r.more || r.seq !== seq) continue;
    // updates already counted in the story are skipped; later ones follow it
    const later = g.story.filter(st => st.seq !== undefined && st.seq > seq);
    g.story = steps;
    g.storySeq = seq;
    for (const st of later) addStep(g, st, st.scores);
    rebuildLog(g);
    renderLog();
    markLastMoves(shownView());
    scheduleRender(); // the end of a game draws its chart from the story
    return;
  }
}

async function rereadViews() {
  const g = S.g;
  if (!g) return;
  const keys = [...g.views.keys()];
  if (!keys.length) keys.push(g.shown ?? 'watch');
  for (const k of keys) {
    const r = await S.conn.request(Object.assign({type: 'view'}, target(k)));
    if (r && r.type === 'view') onView(r);
  }
}

function onView(m) {
  const g = S.g;
  if (!g || m.game_id !== g.id) return;
  g.steps.push(m, othersStep(g, m));
}

/** Is m another player's step on the view on screen (shown for its time before the next)? */
function othersStep(g, m) {
  const key = m.seat === null || m.seat === undefined ? 'watch' : m.seat;
  const onScreen = g.privacyFor !== null ? 'watch' : g.shown ?? 'watch';
  return m.type === 'update' && !!m.step && m.step.kind === 'act' && key === onScreen && m.step.player !== m.seat;
}

/** The skip button while others' steps wait to be shown; the decision bar says it is a replay. */
function showSkip(busy, waiting) {
  const b = $('motion-skip');
  b.hidden = !busy;
  if (busy) b.textContent = t('motion.skip_n', {n: waiting});
  $('decision').classList.toggle('replaying', busy);
}

function skipSteps() {
  const g = S.g;
  if (!g || !g.steps.busy) return;
  g.steps.skip();
  render();
}

function applyView(g, m) {
  if (S.g !== g) return;
  const key = m.seat === null || m.seat === undefined ? 'watch' : m.seat;
  const old = g.views.get(key);
  if (old && old.seq > m.seq) return;
  if (!old && g.mode === 'seat' && key === g.shown) {
    const e = loadGames().find(x => x.game_id === g.id && x.seat === key);
    if (e && !e.game) rememberSeat(Object.assign({}, e, {game: m.game}));
  }
  g.views.set(key, m);
  g.game = m.game;
  if (m.seq > g.lastSeqSeen) g.lastSeqSeen = m.seq;
  if (key === g.logKey) {
    if (m.type === 'update' && m.step) addStep(g, m.step, m.scores);
  }
  if (g.inflight && key === g.shown && (g.awaitSeq === null || m.seq >= g.awaitSeq)) endInflight();
  if (g.mode === 'hotseat') pickHotseatSeat();
  scheduleRender();
}

function endInflight() {
  const g = S.g;
  if (!g) return;
  g.inflight = false;
  g.awaitSeq = null;
  clearTimeout(g.inflightTimer);
  $('decision').classList.remove('busy');
}

/** Hot-seat: the seat to act among this screen's seats gets the screen after a privacy pause. */
function pickHotseatSeat() {
  const g = S.g;
  const any = [...g.views.values()].sort((a, b) => b.seq - a.seq)[0];
  if (!any) return;
  const turn = any.turn;
  if (turn !== null && turn !== undefined && g.tokens.has(turn)) {
    if (turn !== g.shown && g.privacyFor !== turn) {
      g.privacyFor = turn;
      hideChooser();
      $('pass-confirm').hidden = true;
    }
  } else if (g.shown === null && g.privacyFor === null) {
    // nobody of this screen acts (a bot, or the game is over): show the public view
    g.shown = any.over ? [...g.tokens.keys()][0] : null;
  }
}

function privacyReady() {
  const g = S.g;
  if (!g || g.privacyFor === null) return;
  g.shown = g.privacyFor;
  g.privacyFor = null;
  render();
  const first = document.querySelector('#hand [data-target].legal, #decision-buttons button, #board [data-target].legal');
  if (first) first.focus();
}

// ---- acting ---------------------------------------------------------------------

function shownView() {
  const g = S.g;
  if (!g) return null;
  if (g.privacyFor !== null) return g.views.get('watch') || null;
  return g.views.get(g.shown ?? 'watch') || g.views.get('watch') || null;
}

function handSize(v) {
  const st = v && v.state;
  if (!st || !st.players) return 0;
  const me = st.players.find(p => p.seat === v.seat) || st.players[v.seat];
  return me ? (me.hand ? me.hand.length : me.hand_size || 0) : 0;
}

function doAction(a) {
  const v = shownView();
  if (!v || !S.g || S.g.inflight) return;
  hideChooser();
  if (a.info && a.info.kind === 'pass' && v.game === 'arnak' && handSize(v) > 0) {
    askPass(a, handSize(v));
    return;
  }
  act(a);
}

// Sends a move (act or undo) for the shown seat while g.inflight is set.  An ack
// ends the wait once the view it leads to is here (else the view's arrival does,
// g.awaitSeq); returns null then, or when another game is shown meanwhile, and
// otherwise the server's refusal, with the wait ended, for the caller to word.
async function sendMove(g, v, msg) {
  const r = await S.conn.request(Object.assign(msg, target(v.seat)));
  if (S.g !== g) return null;
  if (r.type === 'ack') {
    const cur = g.views.get(v.seat);
    if (cur && cur.seq >= r.seq) endInflight();
    else g.awaitSeq = r.seq;
    return null;
  }
  endInflight();
  return r;
}

async function act(a) {
  const g = S.g;
  const v = shownView();
  if (!g || !v || g.inflight || v.seat === null) return;
  g.inflight = true;
  g.awaitSeq = null;
  $('decision').classList.add('busy');
  clearTimeout(g.inflightTimer);
  g.inflightTimer = setTimeout(() => { if (S.g === g && g.inflight) { endInflight(); rereadViews(); } }, 8000);
  const r = await sendMove(g, v, {type: 'act', action: a.text, seq: v.seq});
  if (!r) return;
  if (MOVED_ON.has(r.code)) {
    toast(t('game.moved_on'), 1800);
    rereadViews();
  } else {
    toast(t('err.generic', {msg: r.message || r.code}));
  }
}

async function undo() {
  const g = S.g;
  const v = shownView();
  if (!g || !v || !v.can_undo || g.inflight || v.seat === null) return;
  g.inflight = true;
  $('decision').classList.add('busy');
  const r = await sendMove(g, v, {type: 'undo', seq: v.seq});
  if (!r) return;
  toast(MOVED_ON.has(r.code) || r.code === 'undo' ? t('game.moved_on') : t('err.generic', {msg: r.message || r.code}), 1800);
  rereadViews();
}

let passAction = null;
let passReturnFocus = null;
function askPass(a, n) {
  passAction = a;
  passReturnFocus = document.activeElement;
  $('pass-text').textContent = t('pass.text', {n});
  $('pass-confirm').hidden = false;
  $('pass-no').focus();
}

function closePass() {
  $('pass-confirm').hidden = true;
  passAction = null;
  if (passReturnFocus && passReturnFocus.isConnected) passReturnFocus.focus();
}

// ---- chooser (one target, several actions) ----------------------------------------

let chooserReturnFocus = null;
function showChooser(actions, anchor, title, extra) {
  const box = $('chooser-buttons');
  box.textContent = '';
  $('chooser-title').textContent = title || t('chooser.title');
  for (const a of actions) {
    const b = button(labelWithIcons(a) + (extra ? extra(a) : ''), () => doAction(a));
    b.dataset.action = a.text;
    if (a.info && a.info.hint) b.title = a.info.hint;
    box.appendChild(b);
  }
  const c = $('chooser');
  c.hidden = false;
  chooserReturnFocus = anchor || document.activeElement;
  const r = anchor && anchor.getBoundingClientRect ? anchor.getBoundingClientRect() : {left: innerWidth / 2, bottom: innerHeight / 2, top: innerHeight / 2};
  const w = c.offsetWidth, h = c.offsetHeight;
  let x = Math.min(Math.max(4, r.left), innerWidth - w - 4);
  let y = r.bottom + 4;
  if (y + h > innerHeight - 4) y = Math.max(4, r.top - h - 4);
  c.style.left = x + 'px';
  c.style.top = y + 'px';
  const first = box.querySelector('button');
  if (first) first.focus();
}

function hideChooser() {
  const c = $('chooser');
  if (c.hidden) return;
  c.hidden = true;
  if (chooserReturnFocus && chooserReturnFocus.isConnected) chooserReturnFocus.focus();
  chooserReturnFocus = null;
}

/** An action's label: its kind's template filled from its info (any game),
 * else the server's label. */
function labelOf(a) {
  const l = actionLabel(a, labelCtx);
  return l.charAt(0).toUpperCase() + l.slice(1);
}

function labelWithIcons(a) {
  return labelOf(a);
}

function onTarget(key, ev) {
  const g = S.g;
  if (!g || g.inflight || !g.legal) return;
  const acts = g.legal.get(key);
  if (!acts || !acts.length) return;
  if (acts.length === 1) {
    doAction(acts[0]);
    return;
  }
  let anchor = ev && ev.target && ev.target.closest ? ev.target.closest('[data-target]') : null;
  if (!anchor) anchor = document.querySelector(`[data-target="${CSS.escape(key)}"]`);
  showChooser(acts, anchor);
}

// ---- hints (the server's `hint`: the medium bot's favourite options) ---------------

let hintsWork = true;
async function askHint() {
  const g = S.g;
  const v = shownView();
  if (!g || !v || !myTurn(v) || g.inflight) return;
  const btn = $('hint');
  btn.disabled = true;
  const r = await S.conn.request(Object.assign({type: 'hint'}, target(v.seat)));
  btn.disabled = false;
  if (S.g !== g) return;
  if (!r || r.type !== 'hint') {
    if (r && (r.code === 'unknown_type' || r.code === 'bad_message')) { hintsWork = false; btn.hidden = true; }
    else if (r && MOVED_ON.has(r.code)) rereadViews();
    toast(t('hint.none'));
    return;
  }
  const cur = shownView();
  if (!cur || cur.seq !== r.seq) return;
  const byText = new Map((cur.actions || []).map(a => [a.text, a]));
  // listed by the percentage shown beside each (the option's value), best first; the
  // server's order (by visits) breaks ties
  const ranked = (r.options || []).map((o, i) => ({o, i}))
    .sort((x, y) => (y.o.value ?? -1) - (x.o.value ?? -1) || x.i - y.i).map(x => x.o);
  const opts = ranked.map(o => byText.get(o.text)).filter(Boolean);
  if (!opts.length) { toast(t('hint.none')); return; }
  const value = new Map(ranked.map(o => [o.text, o.value]));
  showChooser(opts, btn, t('hint.title'), a => value.has(a.text) ? ` · ${Math.round(value.get(a.text) / 10)}%` : '');
}

// ---- rendering --------------------------------------------------------------------

// Rendered at once (a few milliseconds) as each message is applied: at the
// speed "instant" the page never shows a view older than the last message it
// received, so a click always meets the current decision (tests read the
// WebSocket and click right after a view arrives).  Otherwise others' steps are
// applied one at a time (StepQueue) and a click while they play skips to the
// present first; a skip applies them all and draws once.
function scheduleRender() {
  if (S.g && S.g.steps.holding) return;
  render();
}

function buildLegal(v) {
  if (!myTurn(v)) return {legal: new Map(), bar: []};
  const b = board(v.game, render);
  // a game without a board (or its board not here yet): every action is in the action list
  return b ? b.legalOf(v) : {legal: new Map(), bar: []};
}

function render() {
  const g = S.g;
  if (!g) return;
  noteBusy();
  const focus = focusedSpot();
  const v = shownView();
  // pieces travel from where they were only when the game moved on (not on a redraw)
  const moved = v && g.drawnSeq !== null && v.seq !== g.drawnSeq;
  const before = moved ? snapshot($('game')) : null;
  renderInner(g);
  restoreFocus(focus);
  if (v) {
    g.drawnSeq = v.seq;
    $('game').dataset.seq = String(v.seq);
  }
  markLastMoves(v);
  travel(before, $('game'));
}

/** Each player's last move, outlined in their colour until they move again. */
function markLastMoves(v) {
  const b = v && board(v.game);
  if (!b) return;
  showMarks($('game'), b.lastMoves(S.g.story, v), {
    colourOf: who => who === 'rival' ? '#4D4D4D' : (SEAT_STYLE[who] || {}).colour || '#333',
    label: who => who === 'rival' ? '⬢' : SHAPE_CHAR[(SEAT_STYLE[who] || {}).shape] || '●',
    cardName,
  });
}

/** Where keyboard focus is among the buttons the app rebuilds (decision bar, action list). */
function focusedSpot() {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const box = a.closest('#decision-buttons, #actions');
  return box ? {box: box.id, action: a.dataset.action || null} : null;
}

/** After a rebuild, focus goes back to the same action, else the first of that box, else a legal target. */
function restoreFocus(f) {
  if (!f || (document.activeElement && document.activeElement !== document.body)) return;
  const box = $(f.box);
  const el = (f.action && box.querySelector(`button[data-action="${CSS.escape(f.action)}"]`)) ||
    box.querySelector('button') || document.querySelector('[data-target].legal');
  if (el) el.focus();
}

function renderInner(g) {
  // a reviewed decision of a finished game: the viewer's view then (endgame.js)
  // or a step of the replay viewer (replay.js)
  const v = replayPosition(g, shownView()) || reviewPosition(g, shownView()) || shownView();
  showTitle((v && v.game) || g.game);
  renderTop(v);
  renderPrivacy();
  if (!v) return;
  const {legal, bar} = buildLegal(g.privacyFor !== null ? null : v);
  g.legal = legal;
  const generic = !hasBoard(v.game);
  const b = generic ? null : board(v.game, render);
  if (!generic && !b) return; // drawn once the board's module is here
  $('game').classList.toggle('generic', generic);
  $('generic').hidden = !generic;
  const ui = {t, lang: lang(), cardName, seatName, legal, onTarget, redraw: render};
  if (generic) {
    if (!genericScreen()) return; // drawn once app_generic.js is here
    genericMod.renderGeneric($('generic'), v, {t, seatName, scoreCategories, title: (gameDesc(v.game) || {}).title});
  } else {
    const cat = catalog();
    safeRender(b.renderBoard, $('board'), v, cat, ui);
    safeRender(b.renderPlayers, $('players-panel'), v, cat, ui);
    if (g.privacyFor !== null || v.seat === null) $('hand').textContent = '';
    else safeRender(b.renderHand, $('hand'), v, cat, ui);
  }
  renderDecision(v, bar);
  renderActions(v);
  renderLog();
  renderFinal(v);
  renderScoring(g, v, b);
  markReview(g);
  markReplay(g);
  $('final-rematch').hidden = !canRematch(g, v);
  $('final-replay').hidden = !canRematch(g, v) || g.mode !== 'seat';
  $('undo').disabled = !(v.can_undo && myTurn(v));
  $('undo').hidden = v.seat === null || v.over; // spectators and finished games take nothing back
  $('hint').hidden = !hintsWork || v.seat === null || v.over;
  $('hint').disabled = !myTurn(v) || g.privacyFor !== null;
  $('menu-record').hidden = !v.over;
  decoratePresence(v);
  notifyTurn(g.mode === 'seat' && myTurn(v) && !reviewPosition(g, shownView()));
  renderClocks(v);
}

function safeRender(f, el, v, cat, ui) {
  try {
    f(el, v, cat, ui);
  } catch (e) {
    console.error('render', f.name, e);
  }
}

function renderTop(v) {
  const el = $('game-info');
  if (!v) { el.textContent = ''; return; }
  const parts = [];
  const st = v.state;
  if (st && typeof st.round === 'number') parts.push(t('top.round', {round: roman(st.round)}));
  if (v.over) parts.push(t('top.over'));
  else if (S.g.privacyFor !== null) parts.push(t('top.turn_of', {seat: seatName(S.g.privacyFor)}));
  else if (myTurn(v)) parts.push(t('top.your_turn'));
  else if (v.turn !== null && v.turn !== undefined) parts.push(t('top.turn_of', {seat: seatName(v.turn)}));
  if (v.seat === null) parts.push(t('top.spectating'));
  else parts.push(t('top.you_are', {seat: seatName(v.seat)}));
  el.textContent = parts.join(' · ');
}

function renderPrivacy() {
  const g = S.g;
  const p = $('privacy');
  if (g.privacyFor === null) { p.hidden = true; return; }
  const seat = seatName(g.privacyFor);
  $('privacy-title').textContent = t('privacy.title', {seat});
  $('privacy-text').textContent = t('privacy.text', {seat});
  $('privacy-ready').textContent = t('privacy.ready', {seat});
  if (p.hidden) {
    p.hidden = false;
    $('privacy-ready').focus();
  }
}

function renderDecision(v, bar) {
  const box = $('decision');
  const text = $('decision-text');
  const btns = $('decision-buttons');
  btns.textContent = '';
  const mine = myTurn(v) && S.g.privacyFor === null;
  box.classList.toggle('mine', mine);
  if (v.over) {
    text.textContent = v.resigned !== null && v.resigned !== undefined
      ? t('dec.resigned', {seat: seatName(v.resigned)}) : t('dec.over');
  } else if (mine) {
    text.textContent = decisionText(v, labelCtx);
  } else if (v.turn !== null && v.turn !== undefined) {
    text.textContent = t('game.wait', {seat: seatName(S.g.privacyFor !== null ? S.g.privacyFor : v.turn)});
  } else {
    text.textContent = v.decision || '';
  }
  if (!mine) return;
  const pays = bar.filter(a => a.info && a.info.kind === 'pay');
  const rest = bar.filter(a => !(a.info && a.info.kind === 'pay'));
  if (pays.length) {
    const lab = document.createElement('span');
    lab.className = 'group-label';
    lab.textContent = t('game.pay_with') + ':';
    btns.appendChild(lab);
    for (const a of pays) btns.appendChild(payButton(a));
  }
  for (const a of rest) {
    const b = button(labelWithIcons(a), () => doAction(a), a.info && (a.info.kind === 'end-turn' || a.info.kind === 'pass') ? 'end' : '');
    b.dataset.action = a.text;
    if (a.info && a.info.hint) b.dataset.tip = a.info.hint;
    btns.appendChild(b);
  }
}

function payButton(a) {
  const info = a.info;
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'pay';
  b.dataset.action = a.text;
  const icons = document.createElement('span');
  icons.className = 'icons';
  (info.payment || []).forEach((p, i) => {
    const k = (info.payment_kinds || [])[i];
    if (k === 'card') {
      icons.appendChild(appIcon('card'));
      for (const x of cardTravel(p)) icons.appendChild(appIcon(x));
    } else if (k === 'pilot') {
      icons.append(appIcon('coin'), appIcon('coin'), document.createTextNode('→'), appIcon('plane'));
    } else if (k === 'made') {
      icons.appendChild(appIcon(p.replace(/^made-/, '')));
    }
  });
  // The group says "Pay with:", so the button names only the source.
  const label = actionLabel(a, labelCtx);
  const words = paymentWords(info, labelCtx) || label;
  b.append(icons, document.createTextNode(words));
  b.setAttribute('aria-label', label);
  b.dataset.tip = `${label}\n${a.text}`;
  b.addEventListener('click', () => doAction(a));
  return b;
}

function renderActions(v) {
  const box = $('actions');
  box.textContent = '';
  if (!myTurn(v) || S.g.privacyFor !== null) {
    const p = document.createElement('span');
    p.className = 'help';
    p.textContent = v.over ? t('top.over') : t('game.no_actions');
    box.appendChild(p);
    return;
  }
  for (const a of v.actions) {
    const b = button(labelOf(a), () => doAction(a));
    b.dataset.action = a.text;
    b.dataset.tip = (a.info && a.info.hint) ? `${a.text}\n${a.info.hint}` : a.text;
    box.appendChild(b);
  }
}

async function downloadRecord() {
  const g = S.g;
  if (!g) return;
  const r = await S.conn.request({type: 'record', game_id: g.id});
  if (!r || r.type !== 'record') {
    toast(t('err.generic', {msg: (r && (r.message || r.code)) || '?'}));
    return;
  }
  const blob = new Blob([r.text], {type: 'text/plain'});
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `arnak-${g.id}.txt`;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

function showInvites() {
  const g = S.g;
  if (!g || !g.invites) return;
  const ul = $('invites');
  ul.textContent = '';
  for (const inv of g.invites) {
    const link = `${location.origin}/#game=${g.id}&seat=${inv.seat}&token=${inv.token}`;
    const li = document.createElement('li');
    li.appendChild(seatBadge(inv.seat));
    const name = document.createElement('span');
    name.textContent = seatName(inv.seat) + (g.tokens.has(inv.seat) ? ' ' + t('invites.you') : '');
    const a = document.createElement('a');
    a.href = link;
    a.textContent = link;
    a.target = '_blank';
    a.rel = 'noopener';
    a.dataset.seat = String(inv.seat);
    const copy = button(t('invites.copy'), async () => {
      try {
        await navigator.clipboard.writeText(link);
      } catch (e) {
        const r = document.createRange();
        r.selectNodeContents(a);
        const sel = getSelection();
        sel.removeAllRanges();
        sel.addRange(r);
        try { document.execCommand('copy'); } catch (e2) { /* selected for the user to copy */ }
      }
      copy.textContent = t('invites.copied');
      setTimeout(() => { copy.textContent = t('invites.copy'); }, 1500);
    }, 'copy');
    li.append(name, a, copy);
    ul.appendChild(li);
  }
  $('invites-watch').textContent = t('invites.watch', {link: `${location.origin}/#game=${g.id}`});
  $('invites-box').hidden = false;
}

// ---- tooltips ---------------------------------------------------------------------

function initTooltips() {
  // closeup.js: hover, keyboard focus and long press; a card shows its face
  initTips($('tooltip'), slug => { const b = S.g && board(S.g.game); return b && b.cardCloseup ? b.cardCloseup(slug) : null; });
}

// ---- keyboard -----------------------------------------------------------------------

function initKeys() {
  document.addEventListener('keydown', ev => {
    if (ev.key === 'Escape') {
      if (!$('chooser').hidden) { hideChooser(); ev.preventDefault(); return; }
      if (!$('pass-confirm').hidden) { closePass(); ev.preventDefault(); return; }
      if (!$('help').hidden) { $('help').hidden = true; ev.preventDefault(); return; }
      if (!$('menu').hidden) { toggleMenu(false); ev.preventDefault(); return; }
      if (!$('invites-box').hidden) { $('invites-box').hidden = true; return; }
      if (!$('final').hidden && S.g) { S.g.finalDismissed = true; $('final').hidden = true; return; }
      return;
    }
    const tag = (ev.target && ev.target.tagName) || '';
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (replayKey(ev)) { ev.preventDefault(); return; }
    if (ev.key === 'u' || ev.key === 'U') {
      if (S.g) { undo(); ev.preventDefault(); }
    } else if (ev.key === '?') {
      $('help').hidden = false;
      $('help-close').focus();
      ev.preventDefault();
    }
  });
}

function toggleMenu(open) {
  const m = $('menu');
  const show = open === undefined ? m.hidden : open;
  m.hidden = !show;
  $('menu-btn').setAttribute('aria-expanded', String(show));
  if (show) {
    const first = m.querySelector('button:not([hidden])');
    if (first) first.focus();
  }
}

// ---- motion: the speed setting, skipping others' steps ----------------------------------

function wireMotion() {
  const sel = $('motion-speed');
  sel.value = motionSpeed();
  sel.addEventListener('change', () => {
    setMotionSpeed(sel.value);
    if (sel.value === 'instant') skipSteps();
  });
  $('motion-skip').addEventListener('click', skipSteps);
  // While others' steps play, the views on screen are not the present: the
  // first click (or Enter / Space) on the game skips to it and does nothing else.
  const stale = ev => S.g && S.g.steps.busy && ev.target.closest && ev.target.closest('#game') && !ev.target.closest('#motion-skip') && !ev.target.closest('#chat-box');
  document.addEventListener('click', ev => {
    if (!stale(ev)) return;
    ev.preventDefault();
    ev.stopPropagation();
    skipSteps();
  }, true);
  document.addEventListener('keydown', ev => {
    if ((ev.key !== 'Enter' && ev.key !== ' ') || !stale(ev)) return;
    ev.preventDefault();
    ev.stopPropagation();
    skipSteps();
  }, true);
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
