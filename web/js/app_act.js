// app_act.js - acting: an action sent (one at a time, a stale one read again),
// undo, the pass confirmation, the chooser (one target, several actions), a
// click on a target (onTarget), hints.

import {t} from './i18n.js';
import {actionLabel} from './app_labels.js';
import {myTurn} from './view.js';
import {MOVED_ON, S, button, labelCtx, nav, target, toast} from './app_state.js';

const $ = id => document.getElementById(id);

// ---- acting ---------------------------------------------------------------------

export function shownView() {
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

export function doAction(a) {
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

export async function act(a) {
  const g = S.g;
  const v = shownView();
  if (!g || !v || g.inflight || v.seat === null) return;
  g.inflight = true;
  g.awaitSeq = null;
  $('decision').classList.add('busy');
  clearTimeout(g.inflightTimer);
  g.inflightTimer = setTimeout(() => { if (S.g === g && g.inflight) { endInflight(); nav.rereadViews(); } }, 8000);
  const r = await sendMove(g, v, {type: 'act', action: a.text, seq: v.seq});
  if (!r) return;
  if (MOVED_ON.has(r.code)) {
    toast(t('game.moved_on'), 1800);
    nav.rereadViews();
  } else {
    toast(t('err.generic', {msg: r.message || r.code}));
  }
}

export async function undo() {
  const g = S.g;
  const v = shownView();
  if (!g || !v || !v.can_undo || g.inflight || v.seat === null) return;
  g.inflight = true;
  $('decision').classList.add('busy');
  const r = await sendMove(g, v, {type: 'undo', seq: v.seq});
  if (!r) return;
  toast(MOVED_ON.has(r.code) || r.code === 'undo' ? t('game.moved_on') : t('err.generic', {msg: r.message || r.code}), 1800);
  nav.rereadViews();
}

export let passAction = null;

let passReturnFocus = null;

function askPass(a, n) {
  passAction = a;
  passReturnFocus = document.activeElement;
  $('pass-text').textContent = t('pass.text', {n});
  $('pass-confirm').hidden = false;
  $('pass-no').focus();
}

export function closePass() {
  $('pass-confirm').hidden = true;
  passAction = null;
  if (passReturnFocus && passReturnFocus.isConnected) passReturnFocus.focus();
}

// ---- chooser (one target, several actions) ----------------------------------------

let chooserReturnFocus = null;

export function showChooser(actions, anchor, title, extra) {
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

export function hideChooser() {
  const c = $('chooser');
  if (c.hidden) return;
  c.hidden = true;
  if (chooserReturnFocus && chooserReturnFocus.isConnected) chooserReturnFocus.focus();
  chooserReturnFocus = null;
}

/** An action's label: its kind's template filled from its info (any game),
 * else the server's label. */

export function labelOf(a) {
  const l = actionLabel(a, labelCtx);
  return l.charAt(0).toUpperCase() + l.slice(1);
}

export function labelWithIcons(a) {
  return labelOf(a);
}

export function onTarget(key, ev) {
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

export let hintsWork = true;

export async function askHint() {
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
    else if (r && MOVED_ON.has(r.code)) nav.rereadViews();
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

/** The move in flight is answered: the decision bar is free again. */

export function endInflight() {
  const g = S.g;
  if (!g) return;
  g.inflight = false;
  g.awaitSeq = null;
  clearTimeout(g.inflightTimer);
  $('decision').classList.remove('busy');
}
