// table.js - the people at an online game's table: who is there (a badge on
// each seat's panel: online or away, and a line for the spectators), the
// notice when a friend opens their invite link for the first time, and the
// chat (docs/PROTOCOL.md, "Presence and chat").
//
// The page asks the server for the table once it follows a game ("table";
// proto.js repeats it after a reconnect, as it repeats the joins); from then
// on "presence" and "chat" messages come by themselves.  Seats talk in the
// seats' channel and may choose to read the spectators' channel (remembered in
// localStorage); spectators talk among themselves.  A message is always put
// on the page as text (textContent), never as HTML.  Games with fewer than two
// human seats (against bots, solo) and hot-seat games have no table.

import {t, onLang} from './i18n.js';

const READ_SPECTATORS_KEY = 'arnak.chat.spectators';
// The server closes a connection silent for 300 s (--idle-s): a page at a table
// says "ping" now and then, so that a friend waiting for a turn does not show as
// away for a moment while the line is opened again.
const PING_MS = 100000;
const MAX_CHARS = 500;

const T = {
  ctx: null,       // {conn, seatName, seatBadge, toast}
  gid: null,       // the game whose table this is
  seat: null,      // this page's seat, or null for a spectator
  token: null,
  chat: false,     // the game has a chat
  presence: null,  // the last presence
  messages: [],    // the chat rows this page may read, in order of n
  unread: 0,
  view: null,      // the view on screen
  ping: 0,         // the keep-alive timer
};

const $ = id => document.getElementById(id);

function readSpectators() {
  try { return localStorage.getItem(READ_SPECTATORS_KEY) === '1'; } catch (e) { return false; }
}

/** ctx: {conn: () => Conn, seatName, seatBadge, toast}. */
export function initTable(ctx) {
  T.ctx = ctx;
  $('chat-form').addEventListener('submit', ev => { ev.preventDefault(); send(); });
  $('chat-toggle').addEventListener('click', () => setOpen($('chat-body').hidden));
  $('chat-spectators').addEventListener('change', ev => {
    try { localStorage.setItem(READ_SPECTATORS_KEY, ev.target.checked ? '1' : '0'); } catch (e) { /* not kept */ }
    follow();
  });
  $('chat-input').maxLength = MAX_CHARS;
  onLang(() => { drawPresence(); drawMessages(); decoratePresence(); });
}

function tableMessage() {
  const m = {type: 'table', game_id: T.gid};
  if (T.seat !== null) Object.assign(m, {seat: T.seat, token: T.token, spectators: readSpectators()});
  return m;
}

/** Ask for the table (again after a reconnect: proto.js repeats its follows). */
function follow() {
  const conn = T.ctx.conn();
  const m = tableMessage();
  conn.follows.set(`${T.gid}/table`, m);
  conn.rawSend(m);
}

/** An online game opened: seat {seat, token} or null (watching). */
export function openTable(gid, seat) {
  closeTable();
  T.gid = gid;
  T.seat = seat ? seat.seat : null;
  T.token = seat ? seat.token : null;
  $('chat-spectators').checked = readSpectators();
  $('chat-spectators-field').hidden = T.seat === null;
  follow();
  T.ping = setInterval(() => { T.ctx.conn().request({type: 'ping'}); }, PING_MS);
}

export function closeTable() {
  clearInterval(T.ping);
  T.gid = null;
  T.view = null;
  T.chat = false;
  T.presence = null;
  T.messages = [];
  T.unread = 0;
  $('chat-box').hidden = true;
  $('chat-list').textContent = '';
  $('chat-error').textContent = '';
  decoratePresence();
}

function setOpen(open) {
  $('chat-body').hidden = !open;
  $('chat-toggle').setAttribute('aria-expanded', String(open));
  if (open) {
    T.unread = 0;
    drawUnread();
    const list = $('chat-list');
    list.scrollTop = list.scrollHeight;
  }
}

/** The table's pushes and replies; true when m was one of them. */
export function tablePush(m) {
  if (!T.gid || m.game_id !== T.gid) return m.type === 'table' || m.type === 'presence' || m.type === 'chat';
  if (m.type === 'table') {
    T.chat = !!m.chat;
    T.presence = m.presence;
    T.messages = m.messages || [];
    $('chat-box').hidden = !T.chat;
    drawPresence();
    drawMessages();
    decoratePresence();
    return true;
  }
  if (m.type === 'presence') {
    T.presence = m;
    drawPresence();
    decoratePresence();
    if (m.joined !== null && m.joined !== undefined && m.joined !== T.seat) {
      T.ctx.toast(t('table.joined', {seat: T.ctx.seatName(m.joined)}));
      addMessage({n: `joined-${m.joined}`, channel: 'joined', seat: m.joined, text: ''});
    }
    return true;
  }
  if (m.type === 'chat') {
    addMessage(m);
    return true;
  }
  return false;
}

function addMessage(m) {
  if (T.messages.some(x => x.n === m.n)) return;
  T.messages.push(m);
  if (m.channel !== 'joined' && $('chat-body').hidden) {
    T.unread++;
    drawUnread();
  }
  drawMessages();
}

function drawUnread() {
  const el = $('chat-unread');
  el.hidden = T.unread === 0;
  el.textContent = String(T.unread);
}

function presenceWord(p) {
  return p.online ? t('table.online') : p.joined ? t('table.away') : t('table.not_joined');
}

/** The line above the chat: each seat online or away, and the spectators. */
function drawPresence() {
  const el = $('chat-presence');
  el.textContent = '';
  if (!T.presence) return;
  for (const p of T.presence.seats) {
    if (p.kind !== 'human') continue;
    const s = document.createElement('span');
    s.className = 'presence-item ' + (p.online ? 'online' : 'away');
    s.dataset.seat = String(p.seat);
    s.append(T.ctx.seatBadge(p.seat), document.createTextNode(`${T.ctx.seatName(p.seat)}: ${presenceWord(p)}`));
    el.append(s);
  }
  const w = document.createElement('span');
  w.className = 'presence-item watchers';
  w.textContent = t('table.watching', {n: T.presence.spectators});
  el.append(w);
}

/**
 * A badge on each seat's panel (board.js draws the panels anew on every render),
 * and, while the game waits for a friend who is away, a word of it beside the
 * decision.  v: the view on screen (kept for the presence pushes between renders).
 */
export function decoratePresence(v) {
  if (v !== undefined) T.view = v;
  for (const b of document.querySelectorAll('#players-panel .presence-badge, #decision-text .presence-wait')) b.remove();
  if (!T.presence || !T.chat) return;
  const w = T.view;
  const turn = w && !w.over && w.turn !== null && w.turn !== undefined && w.turn !== w.seat ? T.presence.seats[w.turn] : null;
  if (turn && turn.kind === 'human' && !turn.online) {
    const note = document.createElement('span');
    note.className = 'presence-wait';
    note.textContent = ' ' + t('table.waiting_away', {seat: T.ctx.seatName(turn.seat)});
    $('decision-text').append(note);
  }
  for (const p of T.presence.seats) {
    if (p.kind !== 'human') continue;
    const head = document.querySelector(`#players-panel [data-seat="${p.seat}"] header`);
    if (!head) continue;
    const b = document.createElement('span');
    b.className = 'presence-badge ' + (p.online ? 'online' : 'away');
    b.textContent = presenceWord(p);
    b.title = presenceWord(p);
    head.append(b);
  }
}

function who(m) {
  if (m.channel === 'spectators') return t('table.spectator');
  return T.ctx.seatName(m.seat);
}

function drawMessages() {
  const list = $('chat-list');
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  list.textContent = '';
  for (const m of T.messages) {
    const line = document.createElement('div');
    line.className = 'chat-line ' + m.channel;
    if (m.channel === 'joined') {
      line.textContent = t('table.joined', {seat: T.ctx.seatName(m.seat)});
    } else {
      const name = document.createElement('span');
      name.className = 'chat-who';
      if (m.channel === 'seats') name.append(T.ctx.seatBadge(m.seat));
      name.append(document.createTextNode(who(m) + ': '));
      const text = document.createElement('span');
      text.className = 'chat-text';
      text.textContent = m.text; // plain text, never HTML
      line.append(name, text);
    }
    list.append(line);
  }
  if (atEnd) list.scrollTop = list.scrollHeight;
}

const ERRORS = {chat_rate: 'table.err.rate', too_long: 'table.err.too_long', no_chat: 'table.err.no_chat'};

async function send() {
  const input = $('chat-input');
  const text = input.value.trim();
  if (!text || !T.gid) return;
  const m = {type: 'chat', game_id: T.gid, text};
  if (T.seat !== null) Object.assign(m, {seat: T.seat, token: T.token});
  let r = await T.ctx.conn().request(m);
  // another server wrote a message at the same moment (several servers, one
  // game): this one was not kept, and is sent again as the server asks
  for (let again = 0; again < 3 && r && r.code === 'stale'; again++) r = await T.ctx.conn().request(m);
  const err = $('chat-error');
  if (r && r.type === 'chat_sent') {
    err.textContent = '';
    if (input.value.trim() === text) input.value = '';
    return;
  }
  const key = r && ERRORS[r.code];
  err.textContent = key ? t(key, {n: MAX_CHARS}) : t('err.generic', {msg: (r && (r.message || r.code)) || '?'});
  err.dataset.code = (r && r.code) || '';
}
