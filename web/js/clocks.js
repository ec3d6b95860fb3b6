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
// from when it got it), and the Resign button, shown only to a seat that is
// still its person's in a game that goes on.

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
    'clock.help': 'Kept by the server, also while it restarts.',
    'clock.bot_plays': 'out of time: the bot plays',
    'clock.out': 'out of time',
    'clock.bot_seat': 'bot',
    'clock.days_left': '{d} d {h} h',
    'clock.title': 'Clocks',
    'game.resign': 'Resign',
    'game.resign_confirm_2': 'Resign this game? It ends at once, with you last.',
    'game.resign_confirm_n': 'Resign this game? A bot takes your seat and the game goes on.',
    'log.takeover_resigned': '{seat} resigns: a bot takes the seat',
    'log.takeover_timeout': "{seat}'s time ran out: a bot takes the seat",
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
    'clock.help': 'Zegary prowadzi serwer, także gdy się restartuje.',
    'clock.bot_plays': 'koniec czasu: gra bot',
    'clock.out': 'koniec czasu',
    'clock.bot_seat': 'bot',
    'clock.days_left': '{d} d {h} godz.',
    'clock.title': 'Zegary',
    'game.resign': 'Poddaj się',
    'game.resign_confirm_2': 'Poddać grę? Kończy się od razu, a ty zajmujesz ostatnie miejsce.',
    'game.resign_confirm_n': 'Poddać grę? Twoje miejsce przejmuje bot, a gra toczy się dalej.',
    'log.takeover_resigned': '{seat} poddaje się: miejsce przejmuje bot',
    'log.takeover_timeout': '{seat}: koniec czasu, miejsce przejmuje bot',
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
  $('resign').addEventListener('click', async () => {
    const v = ctx.view();
    if (!v || v.seat === null || v.seat === undefined) return;
    // as the server decides: a bot takes the seat while other people play on
    const others = (v.seats || []).some((s, p) => p !== v.seat && s.kind === 'human');
    if (!confirm(t(v.players >= 3 && others ? 'game.resign_confirm_n' : 'game.resign_confirm_2'))) return;
    await ctx.resign(v.seat);
  });
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
    shown = null;
    clearInterval(ticker);
    ticker = 0;
    return;
  }
  bar.hidden = false;
  const seated = v.seat !== null && v.seat !== undefined;
  const mine = seated && v.seats && v.seats[v.seat];
  $('resign').hidden = !seated || v.over || !mine || !!mine.taken;
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
    const left = running && !c.expired ? c.left_ms[p] - gone : c.left_ms[p];
    const seat = shown.seats && shown.seats[p];
    const bot = seat && seat.kind === 'bot';
    d.classList.toggle('running', running);
    d.classList.toggle('low', running && left < 10000);
    d.classList.toggle('out', left <= 0 && !bot);
    d.children[0].textContent = ctx ? ctx.seatName(p) : 'P' + (p + 1);
    d.children[1].textContent = bot ? t('clock.bot_seat') : format(left, c.mode);
    d.children[2].textContent = running && c.expired ? t('clock.bot_plays')
      : !bot && left <= 0 ? t('clock.out') : '';
  }
}
