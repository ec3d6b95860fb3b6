// mygames.js - "My games" in the lobby: the seats whose tokens this browser
// kept (localStorage), and a row per game from the server's `list`: the game,
// the opponents in their colours (which bot), the round or the final score and
// the winner, whose turn it is, and when it was last played.  A running game
// resumes; a finished one opens as a replay (replay.js), never "Resume".
//
// A seat is kept only once its token opened the seat (app.js calls
// rememberSeat after a join that worked): a link with a wrong token is not
// kept, and the lobby says the key does not fit.  A row of an older entry
// whose token the server refuses says the same ("bad_token"); one the server
// does not know says the game is no longer there.

import {t, has, lang, roman} from './i18n.js';

const STORE_KEY = 'arnak.games';
export const MAX_TOKENS = 64;

export function loadGames() {
  try {
    const v = JSON.parse(localStorage.getItem(STORE_KEY) || '[]');
    return Array.isArray(v) ? v : [];
  } catch (e) {
    return [];
  }
}

function saveGames(list) {
  try { localStorage.setItem(STORE_KEY, JSON.stringify(list.slice(-MAX_TOKENS))); } catch (e) { /* no storage: the list lasts the page */ }
}

export function rememberSeat(entry) {
  const list = loadGames().filter(e => !(e.game_id === entry.game_id && e.seat === entry.seat));
  list.push(Object.assign({t: Date.now()}, entry));
  saveGames(list);
}

export function forgetGame(gameId) {
  saveGames(loadGames().filter(e => e.game_id !== gameId));
}

// A moment as people read it: "5 min ago", "yesterday", else the date.
function when(seconds) {
  if (!seconds) return '';
  const ago = Date.now() / 1000 - seconds;
  try {
    const rtf = new Intl.RelativeTimeFormat(lang(), {numeric: 'auto'});
    if (ago < 60) return rtf.format(0, 'second');
    if (ago < 3600) return rtf.format(-Math.floor(ago / 60), 'minute');
    if (ago < 86400) return rtf.format(-Math.floor(ago / 3600), 'hour');
    if (ago < 7 * 86400) return rtf.format(-Math.floor(ago / 86400), 'day');
  } catch (e) { /* no Intl: the date below */ }
  return new Date(seconds * 1000).toLocaleDateString(lang());
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  if (text !== undefined) s.textContent = text;
  return s;
}

// A seat in its colour, with the bot that plays it.
function seatChip(ui, seat, info) {
  const s = span('seat-chip');
  s.dataset.seat = String(seat);
  s.append(ui.seatBadge(seat), ui.seatName(seat));
  if (info && info.kind === 'bot') s.append(` (${t('mygames.bot', {bot: has('bot.' + info.bot) ? t('bot.' + info.bot) : info.bot})})`);
  return s;
}

// The row's middle: opponents, progress (round, or score and winner), turn, time.
function details(ui, st, mySeats) {
  const box = span('details');
  const seats = st.seats || [];
  const others = seats.map((s, p) => [p, s]).filter(([p]) => !mySeats.includes(p));
  if (others.length) {
    const opp = span('opponents');
    opp.append(t('mygames.against') + ' ');
    others.forEach(([p, s], i) => {
      if (i) opp.append(', ');
      opp.appendChild(seatChip(ui, p, s));
    });
    box.appendChild(opp);
  }
  if (st.over && Array.isArray(st.scores)) {
    const sc = span('final-score', st.scores.join(' : '));
    box.appendChild(sc);
    const w = st.winners || [];
    if (w.length) {
      const win = span('winner');
      win.append(t(w.length > 1 ? 'mygames.winners' : 'mygames.winner') + ' ');
      w.forEach((p, i) => { if (i) win.append(', '); win.append(ui.seatBadge(p), ui.seatName(p)); });
      box.appendChild(win);
    }
  } else if (typeof st.round === 'number') {
    box.appendChild(span('round', t('top.round', {round: roman(st.round)})));
  }
  if (!st.over && st.turn !== null && st.turn !== undefined) {
    // the state says "your turn"; someone else's is named here
    if (!mySeats.includes(st.turn)) {
      const turn = span('turn');
      turn.append(t('mygames.turn_of') + ' ', ui.seatBadge(st.turn), ui.seatName(st.turn));
      box.appendChild(turn);
    }
  }
  const last = when(st.last || st.created);
  if (last) box.appendChild(span('last', t('mygames.last', {when: last})));
  return box;
}

/**
 * Fills `box` with the kept games, newest first.  ui: {conn, seatBadge,
 * seatName, button, title(gameName), resume(gid), replay(gid)}.
 */
export async function renderMyGames(box, ui) {
  const list = loadGames();
  box.textContent = '';
  if (!list.length) {
    const p = document.createElement('p');
    p.className = 'help';
    p.textContent = t('lobby.no_games');
    box.appendChild(p);
    return;
  }
  const r = await ui.conn.request({type: 'list', tokens: list.slice(-MAX_TOKENS).map(e => ({game_id: e.game_id, seat: e.seat, token: e.token}))});
  const states = new Map();
  for (const s of (r && r.games) || []) states.set(`${s.game_id}/${s.seat}`, s);
  // one line per game (hot-seat games group their seats)
  const groups = new Map();
  for (const e of list) {
    if (!groups.has(e.game_id)) groups.set(e.game_id, []);
    groups.get(e.game_id).push(e);
  }
  box.textContent = '';
  const latest = seats => Math.max(...seats.map(e => {
    const s = states.get(`${e.game_id}/${e.seat}`);
    return Math.max(e.t || 0, s && s.last ? s.last * 1000 : 0);
  }));
  const ordered = [...groups.entries()].sort((a, b) => latest(b[1]) - latest(a[1]));
  for (const [gid, seats] of ordered) {
    const sts = seats.map(e => states.get(`${gid}/${e.seat}`)).filter(Boolean);
    const good = sts.filter(s => !s.error);
    const st = good[0] || null;
    const badKey = !st && sts.some(s => s.error === 'bad_token');
    const gone = !st && !badKey && sts.length > 0;
    const over = !!(st && st.over);
    const mySeats = seats.map(e => e.seat);
    const mine = good.some(s => s.your_turn);
    const row = document.createElement('div');
    row.className = 'my-game' + (over ? ' finished' : '');
    row.dataset.game = gid;
    const what = span('what');
    const title = ui.title(seats[0].game);
    if (seats[0].hotseat) what.textContent = `${title} · ${t('lobby.hotseat_line', {n: seats.length})}`;
    else what.append(`${title} · `, ui.seatBadge(seats[0].seat), ui.seatName(seats[0].seat));
    what.title = gid;
    const state = span('state' + (badKey ? ' gone bad-key' : gone ? ' gone' : over ? ' over' : mine ? ' your-turn' : ''));
    state.textContent = badKey ? t('mygames.bad_key') : gone ? t('lobby.gone') : over ? t('lobby.over') : mine ? t('lobby.your_turn') : t('lobby.waiting');
    row.append(what, state);
    if (st) row.appendChild(details(ui, st, mySeats));
    const open = over ? () => ui.replay(gid) : () => ui.resume(gid);
    if (st) row.appendChild(ui.button(over ? t('mygames.replay') : t('lobby.resume'), open, over ? 'replay' : 'resume'));
    row.appendChild(ui.button(t('lobby.forget'), ev => { ev.stopPropagation(); forgetGame(gid); renderMyGames(box, ui); }, 'forget'));
    // the whole line opens it (the button is its keyboard way in)
    if (st) row.addEventListener('click', ev => { if (!ev.target.closest('button')) open(); });
    box.appendChild(row);
  }
}
