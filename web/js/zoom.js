// zoom.js - the zoom control of the top bar: "−" and "+" step the board's and
// the hand's zoom (stage.js: ZOOM_STEPS, on top of the scale that fits them to
// their boxes), the figure between them resets it; the keys "+" / "=", "-" and
// "0" do the same.  The zoom is kept in localStorage (stage.js: getZoom).
import { getZoom, setZoom, ZOOM_STEPS } from './stage.js';

const $ = (id) => document.getElementById(id);

function show(z) {
  const level = $('zoom-level');
  if (level) level.textContent = Math.round(z * 100) + '%';
  if ($('zoom-out')) $('zoom-out').disabled = z <= ZOOM_STEPS[0];
  if ($('zoom-in')) $('zoom-in').disabled = z >= ZOOM_STEPS[ZOOM_STEPS.length - 1];
}
// The next step up (dir 1) or down (dir -1) from z.
export function stepZoom(dir) {
  const z = getZoom();
  const next = dir > 0 ? ZOOM_STEPS.find((x) => x > z + 1e-6) : [...ZOOM_STEPS].reverse().find((x) => x < z - 1e-6);
  show(setZoom(dir === 0 ? 1 : next === undefined ? z : next));
}

function init() {
  if ($('zoom-in')) $('zoom-in').addEventListener('click', () => stepZoom(1));
  if ($('zoom-out')) $('zoom-out').addEventListener('click', () => stepZoom(-1));
  if ($('zoom-level')) $('zoom-level').addEventListener('click', () => stepZoom(0));
  document.addEventListener('keydown', (ev) => {
    const tag = (ev.target && ev.target.tagName) || '';
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const dir = { '+': 1, '=': 1, '-': -1, _: -1, 0: 0 }[ev.key];
    if (dir === undefined) return;
    stepZoom(dir);
    ev.preventDefault();
  });
  show(getZoom());
}
init();
