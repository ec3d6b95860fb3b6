// whynot.js - a click on something that is not legal now says why, in a short
// note beside it: "needs 3 coins, you have 1", "that site is occupied", "not
// your turn".
//
// Delegated listeners on the document (installWhyNot, called once by app.js)
// watch clicks (and Enter / Space) on board targets ([data-target], board.js) without the
// class "legal"; legal targets stop their clicks themselves.  The target's key
// becomes the `what` of a `why` request (docs/PROTOCOL.md), whose reply carries
// the game's reason code and fields: the note fills the reason's template in
// the page's language (the catalog's words.reasons, Polish from words_pl.js;
// words.js), else shows the server's English text.  When the decision is not
// the viewer's, the note says so without asking.

import {t, count, noun, has, roman, lang} from './i18n.js';
import {reasonWords} from './words.js';
import {boardName} from './boards.js';

const NOTE_MS = 2600;

/** The `what` of a board target's key (board.js targetsOf): an action text or
 * a name in the game's own terms; null for keys nothing can be asked about. */
export function whatOf(key) {
  const i = key.indexOf(':');
  const kind = i < 0 ? key : key.slice(0, i);
  const arg = i < 0 ? '' : key.slice(i + 1);
  switch (kind) {
    case 'site': case 'space': case 'guardian': case 'drawn': return arg;
    case 'row': return 'buy ' + arg;
    case 'hand': return 'play ' + arg;
    case 'play': return 'use ' + arg;
    case 'research': return 'research ' + arg;
    case 'token': return 'research ' + arg;
    case 'temple': return 'temple ' + arg;
    case 'assistant': return 'assistant ' + arg;
    case 'idol-slot': return 'idol';
    case 'deck': case 'exile': case 'pass': return kind;
    default: return i < 0 ? key : kind + ' ' + arg;
  }
}

// A reason's field in words, by its kind (the catalog's words.reasons.*.fields).
function shower(ctx) {
  return (kind, v, key, obj) => {
    const named = kind !== 'player' ? boardName(ctx.game(), kind, v, lang()) : null;
    if (named) return named; // a component the game's board names in words
    switch (kind) {
      case 'player': return ctx.seatName(v);
      case 'level': return roman(v);
      case 'count': return count('res.' + obj[key], v);
      case 'resource': return noun('res.' + v);
      case 'card': return ctx.cardByName ? ctx.cardByName(v) : v;
      case 'colour': return has('colour.' + v) ? t('colour.' + v).toLowerCase() : v;
      case 'word':
        if (key === 'token') return t('token.' + v);
        if (has('icon.' + v)) return noun('icon.' + v);
        return v;
      default: return v;
    }
  };
}

/** A `why` reply in the page's language. */
export function reasonText(reply, ctx) {
  if (reply.reason === 'unknown') return t('why.not_legal');
  let text = null;
  try {
    text = reasonWords(ctx.game(), ctx.catalog(), reply, shower(ctx));
  } catch (e) {
    text = null;
  }
  return text || reply.text || t('why.not_legal');
}

let note = null;
let noteTimer = 0;
let notesShown = 0; // the note's data-n: a reader tells this note from the one before

// A short note beside element el (above it, or below when there is no room).
function showNote(el, text) {
  if (!note) {
    note = document.createElement('div');
    note.id = 'why-note';
    note.setAttribute('role', 'status');
    note.setAttribute('aria-live', 'polite');
    Object.assign(note.style, {
      position: 'fixed', zIndex: '1000', maxWidth: '18rem', padding: '0.35rem 0.6rem',
      borderRadius: '0.4rem', background: '#2b2b2b', color: '#fff', font: '0.9rem/1.3 sans-serif',
      boxShadow: '0 2px 8px rgba(0,0,0,.35)', pointerEvents: 'none',
    });
    document.body.appendChild(note);
  }
  note.textContent = text;
  note.hidden = false;
  note.dataset.n = String(++notesShown);
  const r = el.getBoundingClientRect();
  const w = note.offsetWidth, h = note.offsetHeight;
  const left = Math.max(4, Math.min(window.innerWidth - w - 4, r.left + r.width / 2 - w / 2));
  const top = r.top - h - 6 >= 4 ? r.top - h - 6 : Math.min(window.innerHeight - h - 4, r.bottom + 6);
  note.style.left = left + 'px';
  note.style.top = top + 'px';
  clearTimeout(noteTimer);
  noteTimer = setTimeout(() => { note.hidden = true; }, NOTE_MS);
}

/** Installs the listeners once (a click, or Enter / Space on a focused
 * target).  ctx: {view() (the view shown, or null), ask(what) (a `why`
 * request for the viewer's seat: a promise of the reply), game(), catalog(),
 * seatName, cardByName}. */
export function installWhyNot(ctx) {
  if (installWhyNot.done) return;
  installWhyNot.done = true;
  const explain = async (ev) => {
    const el = ev.target && ev.target.closest ? ev.target.closest('[data-target]') : null;
    if (!el || el.classList.contains('legal')) return;
    const what = whatOf(el.getAttribute('data-target') || '');
    const v = ctx.view();
    if (!what || !v) return;
    if (v.over) { showNote(el, reasonText({reason: 'game_over', text: 'the game is over'}, ctx)); return; }
    if (v.seat === null || v.seat === undefined) { showNote(el, t('why.watching')); return; }
    if (v.turn !== v.seat) { showNote(el, t('why.not_your_turn')); return; }
    const reply = await ctx.ask(what);
    if (reply && reply.type === 'why' && el.isConnected) showNote(el, reasonText(reply, ctx));
  };
  document.addEventListener('click', explain);
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' || ev.key === ' ' || ev.key === 'Spacebar') explain(ev);
  });
}
