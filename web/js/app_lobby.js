// app_lobby.js - the lobby: the game's options by its catalog, the seats and
// their bots, creating a game (against bots, solo, hot-seat, online with invites),
// watching one, My games (resume, replay), the page's title.

import {t, has} from './i18n.js';
import {optionWords} from './words.js';
import {loadGames, rememberSeat, renderMyGames} from './mygames.js';
import {buildClockField, updateClockField, clockRequest, renderClocks} from './clocks.js';
import {loadBoard} from './boards.js';
import {S, button, gameDesc, seatBadge, seatName, showTitle} from './app_state.js';
import {leaveGame, openGame, startReplay} from './app_screen.js';

const $ = id => document.getElementById(id);

// ---- lobby ----------------------------------------------------------------------

const PEOPLE_BOTS = ['easy', 'medium', 'hard', 'expert'];

export function botOptions(sel, value) {
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

export const botTouched = new Set();

export function buildBotSeats() {
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

export function updateLobby() {
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
  if (about) { // the game in one line (it may say which of its numbers are unverified)
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

export function buildLobby() {
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

export async function showLobby() {
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

export async function refreshMyGames() {
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
  if (seats[0].game) loadBoard(seats[0].game); // on its way while the seats are joined
  if (seats[0].hotseat) {
    history.replaceState(null, '', `#game=${gid}&hotseat=1`);
    openGame(gid, seats.map(e => ({seat: e.seat, token: e.token})), 'hotseat');
  } else {
    const e = seats[seats.length - 1];
    history.replaceState(null, '', `#game=${gid}&seat=${e.seat}&token=${e.token}`);
    openGame(gid, [{seat: e.seat, token: e.token}], 'seat', e.invites || null, true);
  }
}

export async function createGame() {
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
  // the game's board comes while the game is made: its first view is drawn at once
  const [r] = await Promise.all([S.conn.request(msg), loadBoard(game)]);
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

export function parseFragment(s) {
  const i = s.indexOf('#');
  const frag = i >= 0 ? s.slice(i + 1) : s;
  const p = new URLSearchParams(frag);
  return {game: p.get('game'), seat: p.get('seat'), token: p.get('token'), hotseat: p.get('hotseat')};
}

export function watchFromLobby() {
  const v = $('watch-id').value.trim();
  if (!v) return;
  let gid = v;
  if (v.includes('game=')) gid = parseFragment(v).game || '';
  gid = gid.replace(/[^0-9a-zA-Z_-]/g, '');
  if (!gid) return;
  history.replaceState(null, '', `#game=${gid}`);
  openGame(gid, [], 'watch');
}
