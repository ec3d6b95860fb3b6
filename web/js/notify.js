// notify.js - telling a player that a decision is theirs: the tab's title
// ("● Your turn — Arnak"), a short sound (made with WebAudio: no sound file),
// and a browser notification while the tab is hidden.  Each is a setting of
// the menu, remembered in localStorage; the sound and the notification come
// once when the turn becomes the player's, the title stays while it is.

import {t, onLang} from './i18n.js';

const KEYS = {title: 'arnak.notify.title', sound: 'arnak.notify.sound', popup: 'arnak.notify.popup'};
const DEFAULTS = {title: true, sound: false, popup: false};

// base: the page's title (the game on screen), short: its name after "Your turn —"
const N = {mine: false, audio: null, base: null, short: null};

const $ = id => document.getElementById(id);

export function notifySetting(name) {
  try {
    const v = localStorage.getItem(KEYS[name]);
    return v === null ? DEFAULTS[name] : v === '1';
  } catch (e) {
    return DEFAULTS[name];
  }
}

function keep(name, on) {
  try { localStorage.setItem(KEYS[name], on ? '1' : '0'); } catch (e) { /* not kept */ }
}

/** Wires the menu's three switches (#notify-title, #notify-sound, #notify-popup). */
export function initNotify() {
  for (const name of Object.keys(KEYS)) {
    const box = $('notify-' + name);
    box.checked = notifySetting(name);
    box.addEventListener('change', async () => {
      let on = box.checked;
      if (name === 'popup' && on && 'Notification' in window && Notification.permission !== 'granted') {
        on = (await Notification.requestPermission()) === 'granted';
        box.checked = on;
      }
      if (name === 'popup' && on && !('Notification' in window)) box.checked = on = false;
      if (name === 'sound' && on) beep(); // a sample, and the browser allows sound after a click
      keep(name, on);
      showTitle();
    });
  }
  onLang(showTitle);
}

/** A short two-note chime from an oscillator (no audio file). */
function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    if (!N.audio) N.audio = new Ctx();
    const ac = N.audio;
    if (ac.state === 'suspended') ac.resume();
    const now = ac.currentTime;
    [[660, 0], [880, 0.12]].forEach(([freq, at]) => {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.2, now + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.18);
      osc.connect(gain).connect(ac.destination);
      osc.start(now + at);
      osc.stop(now + at + 0.2);
    });
  } catch (e) {
    // no sound where the browser has none to give
  }
}

/** The page's title for the game on screen, and its short name (null: Arnak's). */
export function setTitles(base, short) {
  N.base = base;
  N.short = short;
  showTitle();
}

function showTitle() {
  const title = N.mine && notifySetting('title')
    ? `● ${t('notify.your_turn')} — ${N.short || t('notify.short_title')}` : N.base || t('app.title');
  if (document.title !== title) document.title = title;
}

/** After every render: mine is true while a decision of this page's seat waits. */
export function notifyTurn(mine) {
  const became = mine && !N.mine;
  N.mine = !!mine;
  showTitle();
  if (!became) return;
  if (notifySetting('sound')) beep();
  if (notifySetting('popup') && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
    try {
      const n = new Notification(t('notify.your_turn'), {body: t('notify.popup_body'), tag: 'arnak-turn'});
      n.onclick = () => { window.focus(); n.close(); };
    } catch (e) {
      // a browser that lets pages make no notification here
    }
  }
}
