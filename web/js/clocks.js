// clocks.js - the games' clocks on the page, and resigning.
//
// Lobby: the clock of a new online game (none; real time: minutes per player
// plus seconds per turn; or days per move) and what happens when one runs out
// (the easy bot plays that turn, or a bot takes the seat); clockRequest()
// gives the "clock" of the create message (docs/PROTOCOL.md, "Clocks").
//
// Game: a bar with each seat's time, counting down on the page for the seat
// whose clock runs (the server keeps the clocks: each view, update and
// "clock" message says how much time each seat has left, and the page counts
// from when it got it; a seat waiting for its turn shows the time it will
// have when the turn begins, and a seat whose person has not opened the game
// yet is the one the game waits for, no clock running), and the Resign
// button, shown only to a seat that is still its person's in a game that goes
// on (not in a finished game, a replay or a reviewed step), which asks in a
// dialog of the page's own (Escape or "Keep playing" cancels).
//
// The log's words for a clock run out (log.js draws the story's "timeout"
// and "takeover" steps, and marks the moves the easy bot played for the seat).

import {t, addStrings} from './i18n.js';

const STRINGS = {
  en: {
    'clock.label': 'Clock',
    'clock.none': 'No clock',
    'clock.live': 'Real time',
    'clock.days': 'Days per move',
    'clock.minutes': 'Minutes per player',
    'clock.seconds': 'Seconds added each turn',
    'clock.days_n': 'Days for each move',
    'clock.timeout': 'When a clock runs out',
    'clock.timeout.play': 'the easy bot plays that turn',
    'clock.timeout.drop': 'a bot takes the seat',
    'clock.help': 'Kept by the server, also while it restarts. A seat\'s clock starts once its player has opened the game: until then the game waits for them.',
    'clock.bot_plays': 'out of time: the bot plays',
    'clock.out': 'out of time',
    'clock.waiting': 'not here yet: the game waits, no clock runs',
    'clock.bot_seat': 'bot',
    'clock.days_left': '{d} d {h} h',
    'clock.title': 'Clocks',
    'game.resign': 'Resign',
    'game.resign_confirm_2': 'Resign this game? It ends at once, with you last.',
    'game.resign_confirm_n': 'Resign this game? A bot takes your seat and the game goes on.',
    'game.resign_title': 'Resign?',
    'game.resign_yes': 'Resign',
    'game.resign_no': 'Keep playing',
    'log.takeover_resigned': '{seat} resigns: a bot takes the seat',
    'log.takeover_timeout': "{seat}'s time ran out: a bot takes the seat",
    'log.timeout_play': "{seat}'s time ran out: the easy bot plays the turn for {seat}",
    'log.by_clock': '(easy bot, time ran out) {text}',
  },
  pl: {
    'clock.label': 'Zegar',
    'clock.none': 'Bez zegara',
    'clock.live': 'Czas rzeczywisty',
    'clock.days': 'Dni na ruch',
    'clock.minutes': 'Minuty na gracza',
    'clock.seconds': 'Sekundy dodawane co turę',
    'clock.days_n': 'Dni na każdy ruch',
    'clock.timeout': 'Gdy czas się skończy',
    'clock.timeout.play': 'łatwy bot rozgrywa tę turę',
    'clock.timeout.drop': 'bot przejmuje miejsce',
    'clock.help': 'Zegary prowadzi serwer, także gdy się restartuje. Zegar gracza rusza, gdy ten otworzy grę: do tego czasu gra na niego czeka.',
    'clock.bot_plays': 'koniec czasu: gra bot',
    'clock.out': 'koniec czasu',
    'clock.waiting': 'jeszcze go nie ma: gra czeka, zegary stoją',
    'clock.bot_seat': 'bot',
    'clock.days_left': '{d} d {h} godz.',
    'clock.title': 'Zegary',
    'game.resign': 'Poddaj się',
    'game.resign_confirm_2': 'Poddać grę? Kończy się od razu, a ty zajmujesz ostatnie miejsce.',
    'game.resign_confirm_n': 'Poddać grę? Twoje miejsce przejmuje bot, a gra toczy się dalej.',
    'game.resign_title': 'Poddać grę?',
    'game.resign_yes': 'Poddaj się',
    'game.resign_no': 'Graj dalej',
    'log.takeover_resigned': '{seat} poddaje się: miejsce przejmuje bot',
    'log.takeover_timeout': '{seat}: koniec czasu, miejsce przejmuje bot',
    'log.timeout_play': '{seat}: koniec czasu, tę turę za gracza {seat} rozgrywa łatwy bot',
    'log.by_clock': '(łatwy bot, koniec czasu) {text}',
  },
};
addStrings(STRINGS);

const $ = id => document.getElementById(id);
let ctx = null;      // {seatName(seat), onResign(), view()}
let shown = null;    // {clock, at: the page's time when it came, game_id, seq}
let ticker = 0;

// ---- lobby ---------------------------------------------------------------------

function field(labelKey, input) {
  const f = document.createElement('div');
  f.className = 'field clock-sub';
  const l = document.createElement('label');
  l.dataset.i18n = labelKey;
  l.textContent = t(labelKey);
  l.htmlFor = input.id;
  f.append(l, input);
  return f;
}

function numberInput(id, value, min, max, step) {
  const i = document.createElement('input');
  Object.assign(i, {id, type: 'number', value: String(value), min: String(min), max: String(max), step: String(step)});
  i.inputMode = 'numeric';
  return i;
}

function select(id, options) {
  const s = document.createElement('select');
  s.id = id;
  for (const [value, key] of options) {
    const o = document.createElement('option');
    o.value = value;
    o.dataset.i18n = key;
    o.textContent = t(key);
    s.appendChild(o);
  }
  return s;
}

/** Builds the clock's fields into the lobby's #clock-field. */
export function buildClockField() {
  const box = $('clock-field');
  if (!box || box.childElementCount) return;
  const mode = select('clock-mode', [['none', 'clock.none'], ['live', 'clock.live'], ['days', 'clock.days']]);
  const top = field('clock.label', mode);
  top.classList.remove('clock-sub');
  const live = document.createElement('div');
  live.id = 'clock-live';
  live.append(field('clock.minutes', numberInput('clock-minutes', 10, 0, 1440, 1)),
              field('clock.seconds', numberInput('clock-seconds', 20, 0, 3600, 1)));
  const days = field('clock.days_n', numberInput('clock-days', 2, 1, 30, 1));
  days.id = 'clock-days-field';
  const timeout = field('clock.timeout', select('clock-timeout', [['play', 'clock.timeout.play'], ['drop', 'clock.timeout.drop']]));
  timeout.id = 'clock-timeout-field';
  const help = document.createElement('p');
  help.className = 'help';
  help.dataset.i18n = 'clock.help';
  help.textContent = t('clock.help');
  box.append(top, live, days, timeout, help);
  mode.addEventListener('change', showClockField);
  showClockField();
}

function showClockField() {
  const m = $('clock-mode').value;
  $('clock-live').hidden = m !== 'live';
  $('clock-days-field').hidden = m !== 'days';
  $('clock-timeout-field').hidden = m === 'none';
}

/** Shows the clock's fields only for games with people at a distance (online). */
export function updateClockField(mode) {
  const box = $('clock-field');
  if (box) box.hidden = mode !== 'online';
}

/** The create message's "clock" for the form, null for none; throws a sentence when a number is wrong. */
export function clockRequest() {
  const box = $('clock-field');
  if (!box || box.hidden || $('clock-mode').value === 'none') return null;
  const num = (id) => {
    const el = $(id);
    const v = Number(el.value);
    if (el.value.trim() === '' || !Number.isFinite(v) || v < Number(el.min) || v > Number(el.max))
      throw new Error(t(el.labels && el.labels[0] ? el.labels[0].dataset.i18n : 'clock.label') + ': ' + el.min + '–' + el.max);
    return v;
  };
  const timeout = $('clock-timeout').value;
  if ($('clock-mode').value === 'days') return {mode: 'days', turn_s: Math.round(num('clock-days') * 86400), timeout};
  const bank = Math.round(num('clock-minutes') * 60), turn = Math.round(num('clock-seconds'));
  if (bank + turn < 1) throw new Error(t('clock.minutes') + ' / ' + t('clock.seconds') + ': > 0');
  return {mode: 'live', bank_s: bank, turn_s: turn, timeout};
}

// ---- in a game -----------------------------------------------------------------

/** Wires the game bar: ctx = {seatName(seat), view(): the view on screen, resign(seat)}. */
export function initClocks(c) {
  ctx = c;
  $('resign').addEventListener('click', () => {
    const v = ctx.view();
    if (!mayResign(v)) return;
    // as the server decides: a bot takes the seat while other people play on
    const others = (v.seats || []).some((s, p) => p !== v.seat && s.kind === 'human');
    askResign(t(v.players >= 3 && others ? 'game.resign_confirm_n' : 'game.resign_confirm_2'), v.seat);
  });
}

/** May the seat of view v resign: its person's seat in a game that goes on, not a replay or a reviewed step. */
function mayResign(v) {
  const seated = !!v && v.seat !== null && v.seat !== undefined;
  const mine = seated && v.seats && v.seats[v.seat];
  return !!mine && !mine.taken && !v.over && !v.replay && !v.reviewing;
}

// ---- the Resign dialog -----------------------------------------------------------

let resignSeat = null, resignReturn = null;

function button(id, cls, key) {
  const b = document.createElement('button');
  Object.assign(b, {id, type: 'button', className: cls, textContent: t(key)});
  b.dataset.i18n = key;
  return b;
}

/** The dialog (made once, in the page's own look: the pass dialog's). */
function resignDialog() {
  let box = $('resign-confirm');
  if (box) return box;
  box = document.createElement('div');
  Object.assign(box, {id: 'resign-confirm', className: 'modal', hidden: true});
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', 'resign-title');
  box.setAttribute('aria-describedby', 'resign-text');
  const card = document.createElement('div');
  card.className = 'modal-card';
  const h = document.createElement('h2');
  Object.assign(h, {id: 'resign-title', textContent: t('game.resign_title')});
  h.dataset.i18n = 'game.resign_title';
  const text = document.createElement('p');
  text.id = 'resign-text';
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  const yes = button('resign-yes', 'danger', 'game.resign_yes'), no = button('resign-no', 'primary', 'game.resign_no');
  buttons.append(yes, no);
  card.append(h, text, buttons);
  box.appendChild(card);
  document.body.appendChild(box);
  yes.addEventListener('click', () => {
    const seat = resignSeat;
    closeResign();
    if (seat !== null && mayResign(ctx.view())) ctx.resign(seat);
  });
  no.addEventListener('click', closeResign);
  box.addEventListener('click', (ev) => { if (ev.target === box) closeResign(); });
  box.addEventListener('keydown', (ev) => {
    ev.stopPropagation(); // the page's own keys (undo, hint) wait while it asks
    if (ev.key === 'Escape') { closeResign(); ev.preventDefault(); return; }
    if (ev.key === 'Tab') { // the focus stays in the dialog: its two buttons
      (document.activeElement === yes ? no : yes).focus();
      ev.preventDefault();
    }
  });
  return box;
}

function askResign(text, seat) {
  const box = resignDialog();
  resignSeat = seat;
  resignReturn = document.activeElement;
  $('resign-text').textContent = text;
  box.hidden = false;
  $('resign-no').focus(); // the safe answer first: Enter keeps the game
}

/** Closes the Resign dialog (nothing sent), the focus back where it was. */
export function closeResign() {
  const box = $('resign-confirm');
  if (!box || box.hidden) return;
  box.hidden = true;
  resignSeat = null;
  if (resignReturn && resignReturn.isConnected && !resignReturn.hidden) resignReturn.focus();
  resignReturn = null;
}

/** A "clock" message (a clock ran out): shown at once. */
export function onClockMessage(m) {
  if (!shown || m.game_id !== shown.game_id || m.seq < shown.seq) return;
  shown = Object.assign({}, shown, {clock: m.clock, at: m.received ?? performance.now(), seq: m.seq});
  draw();
}

/** The game bar for the view on screen (null: not in a game). */
export function renderClocks(v) {
  const bar = $('game-bar');
  if (!v) {
    bar.hidden = true;
    closeResign();
    shown = null;
    clearInterval(ticker);
    ticker = 0;
    return;
  }
  bar.hidden = false;
  $('resign').hidden = !mayResign(v);
  if ($('resign').hidden) closeResign(); // the game ended, or a bot took the seat, while it asked
  if (v.clock && (!shown || shown.game_id !== v.game_id || v.seq >= shown.seq)) {
    // a view repeated for a render is not news: only a newer one restarts the count
    if (!shown || shown.clock !== v.clock)
      shown = {clock: v.clock, at: v.received ?? performance.now(), game_id: v.game_id, seq: v.seq, seats: v.seats, over: v.over};
    else
      Object.assign(shown, {seats: v.seats, over: v.over});
  }
  if (!v.clock) shown = null;
  $('clocks').hidden = !shown;
  if (shown && !ticker) ticker = setInterval(draw, 250);
  if (!shown && ticker) { clearInterval(ticker); ticker = 0; }
  draw();
}

function format(ms, mode) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (mode === 'days' && s >= 86400) {
    return t('clock.days_left', {d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600)});
  }
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return (h ? h + ':' : '') + mm + ':' + String(sec).padStart(2, '0');
}

function draw() {
  const box = $('clocks');
  if (!shown) { box.textContent = ''; return; }
  const c = shown.clock;
  const gone = performance.now() - shown.at;
  const n = c.left_ms.length;
  if (box.childElementCount !== n) {
    box.textContent = '';
    for (let p = 0; p < n; p++) {
      const d = document.createElement('div');
      d.className = 'clock';
      d.dataset.seat = String(p);
      const who = document.createElement('span');
      who.className = 'clock-who';
      const time = document.createElement('span');
      time.className = 'clock-time';
      const note = document.createElement('span');
      note.className = 'clock-note';
      d.append(who, time, note);
      box.appendChild(d);
    }
  }
  for (let p = 0; p < n; p++) {
    const d = box.children[p];
    const running = c.running === p && !shown.over;
    // a seat not running shows the time it has when its turn begins (live:
    // its bank and the turn's seconds; days: the turn's days)
    const next = c.mode === 'live' && !shown.over ? (c.turn_s || 0) * 1000 : 0;
    const left = running ? (c.expired ? 0 : c.left_ms[p] - gone) : c.left_ms[p] + next;
    const seat = shown.seats && shown.seats[p];
    const bot = seat && seat.kind === 'bot';
    const waits = c.waiting === p && !shown.over;
    d.classList.toggle('running', running);
    d.classList.toggle('waiting', waits);
    d.classList.toggle('low', running && left < 10000);
    d.classList.toggle('out', running && left <= 0 && !bot);
    d.children[0].textContent = ctx ? ctx.seatName(p) : 'P' + (p + 1);
    d.children[1].textContent = bot ? t('clock.bot_seat') : format(left, c.mode);
    d.children[2].textContent = running && c.expired ? t('clock.bot_plays')
      : running && !bot && left <= 0 ? t('clock.out') : waits ? t('clock.waiting') : '';
  }
}
