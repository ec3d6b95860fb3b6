// stage.js - a board laid out at one size and scaled to its box (every board and
// hand of the page): a CSS transform inside an .ak-stage wrapper of the scaled
// size, refitted when the box changes size, so that the player's zoom above the
// fit (getZoom/setZoom, kept in localStorage; web/js/zoom.js sets it) scrolls the
// box.

import { h } from './dom.js';

// The player's zoom on top of the fit (1 = the board fills its box; above 1 its
// box scrolls).
const ZOOM_KEY = 'arnak.zoom';
export const ZOOM_STEPS = [0.6, 0.7, 0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75, 2];
export function getZoom() {
  let z = 1;
  try { z = Number(localStorage.getItem(ZOOM_KEY)) || 1; } catch { /* storage off: no zoom kept */ }
  return Math.min(2, Math.max(0.6, z));
}
export function setZoom(z) {
  z = Math.min(2, Math.max(0.6, Number(z) || 1));
  try { localStorage.setItem(ZOOM_KEY, String(z)); } catch { /* storage off */ }
  for (const el of fitted) fitNow(el);
  return z;
}
// Boxes whose content is scaled: el -> { stage, root, mode, max }
const fitted = new Set();
const fitInfo = new WeakMap();
// (a refit in the next frame: fitting changes the box's scrollbars, which a
// refit in the observer's own callback would report as a resize loop)
const resizer = typeof ResizeObserver === 'function'
  ? new ResizeObserver((es) => requestAnimationFrame(() => { for (const e of es) fitNow(e.target); })) : null;
/** Puts root in el, scaled: mode 'both', the whole content fits el at zoom 1; 'height', its height fits
 * (a long hand scrolls sideways); max: the largest fit scale. */
export function fitStage(el, root, mode, max) {
  const stage = h('div', { class: 'ak-stage' }, root);
  el.append(stage);
  fitInfo.set(el, { stage, root, mode, max });
  if (!fitted.has(el)) { fitted.add(el); if (resizer) resizer.observe(el); }
  fitNow(el);
}
function fitNow(el) {
  const f = fitInfo.get(el);
  if (!f || !f.root.isConnected) return;
  // offsetWidth/Height: the layout size, before the transform
  const w = f.root.offsetWidth;
  const hgt = f.root.offsetHeight;
  const bw = el.clientWidth;
  const bh = el.clientHeight;
  if (!w || !hgt || !bw || !bh) return;
  let k = f.mode === 'height' ? bh / hgt : Math.min(bw / w, bh / hgt);
  k = Math.min(f.max, k) * getZoom();
  // a scrollbar would take room from the fit: below zoom 1 the content never needs one
  if (getZoom() <= 1) k = Math.floor(k * 1000) / 1000;
  f.root.style.transform = 'scale(' + k + ')';
  f.stage.style.width = Math.floor(w * k) + 'px';
  f.stage.style.height = Math.floor(hgt * k) + 'px';
  el.setAttribute('data-scale', k.toFixed(3));
}
