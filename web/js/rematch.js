// rematch.js - "Rematch" at the end of a game: the server makes a game with
// the same settings and seats, a new seed and the seats rotated
// (docs/PROTOCOL.md, `rematch`), and tells every page that follows the
// finished game, each seat with its own new seat and token only.  The page
// that asked opens the new game at once; the others get one prompt to join it
// (a spectator: to watch it), with no link to pass around.

import {t} from './i18n.js';

// {conn(), game(), target(seat), seatName, toast, remember(entry), open(gid, seats, mode)}
let ctx = null;
let offer = null; // the offer on screen

export function initRematch(c) { ctx = c; }

/** Can the page on screen ask for a rematch (a seat of a finished game)? */
export function canRematch(g, v) {
  return !!(g && v && v.over && g.mode === 'seat' && v.seat !== null && v.seat !== undefined);
}

async function openRematch(m) {
  const g = ctx.game();
  if (m.token) {
    ctx.remember({game_id: m.rematch, seat: m.seat, token: m.token, game: g && g.game ? g.game : undefined});
    history.replaceState(null, '', `#game=${m.rematch}&seat=${m.seat}&token=${m.token}`);
    await ctx.open(m.rematch, [{seat: m.seat, token: m.token}], 'seat');
  } else {
    history.replaceState(null, '', `#game=${m.rematch}`);
    await ctx.open(m.rematch, [], 'watch');
  }
}

/** The final dialog's "Rematch": made (or found) by the server, then opened. */
export async function askRematch() {
  const g = ctx.game();
  const v = g && g.shown !== null ? g.views.get(g.shown) : null;
  if (!canRematch(g, v)) return;
  const ans = await ctx.conn().request(Object.assign({type: 'rematch'}, ctx.target(v.seat)));
  if (!ans || ans.type !== 'rematch') {
    ctx.toast(t('rematch.failed', {msg: (ans && (ans.message || ans.code)) || '?'}));
    return;
  }
  hideOffer();
  await openRematch(ans);
}

function hideOffer() {
  offer = null;
  const box = document.getElementById('rematch-offer');
  if (box) box.hidden = true;
}

/** A pushed `rematch` for the game on screen: one prompt. */
export function onRematchOffer(m) {
  const g = ctx.game();
  if (!g || m.game_id !== g.id || (offer && offer.rematch === m.rematch)) return;
  offer = m;
  const box = document.getElementById('rematch-offer');
  document.getElementById('rematch-text').textContent = m.token
    ? t('rematch.offer', {seat: ctx.seatName(m.seat)}) : t('rematch.offer_watch');
  const yes = document.getElementById('rematch-yes');
  yes.textContent = m.token ? t('rematch.join') : t('rematch.watch');
  box.hidden = false;
  yes.focus();
}

export function wireRematch() {
  document.getElementById('final-rematch').addEventListener('click', askRematch);
  document.getElementById('rematch-yes').addEventListener('click', () => {
    const m = offer;
    hideOffer();
    if (m) openRematch(m);
  });
  document.getElementById('rematch-no').addEventListener('click', hideOffer);
}

/** Leaving a game drops its offer. */
export function dropOffer() { hideOffer(); }
