// app_keys.js - the keyboard: the page's keys (undo, hint, the menu, the replay's
// steps, Escape) and the menu's opening and closing.

import {S} from './app_state.js';
import {replayKey} from './app_screen.js';
import {closePass, hideChooser, undo} from './app_act.js';

const $ = id => document.getElementById(id);

// ---- keyboard -----------------------------------------------------------------------

export function initKeys() {
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

export function toggleMenu(open) {
  const m = $('menu');
  const show = open === undefined ? m.hidden : open;
  m.hidden = !show;
  $('menu-btn').setAttribute('aria-expanded', String(show));
  if (show) {
    const first = m.querySelector('button:not([hidden])');
    if (first) first.focus();
  }
}
