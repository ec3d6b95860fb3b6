// closeup.js - tooltips and the close-up of a card.  A mouse resting on anything
// with data-tip shows its text (a card: its face at a large size, drawn by
// the game's board); keyboard focus shows it too; on a touch screen a long press does
// (a tap stays a tap); the face comes from the board on screen (its cardCloseup,
// lent by app.js as closeupOf).  A tip goes away as soon as the pointer leaves its
// element, the element leaves the page (a re-render), the page scrolls or
// anything is pressed, and none comes back before the mouse moves again, so
// that no tip stays over the decision bar after a click.

const DELAY_MS = 250; // hover before a tip shows: passing over the board shows nothing
const PRESS_MS = 500; // a touch held this long is a long press
const TOUCH_KEEP_MS = 2500; // a long-press tip stays this long after the finger lifts

export function initTips(tip, closeupOf) {
  const zoom = document.createElement('div');
  zoom.id = 'closeup';
  zoom.className = 'ak-closeup';
  zoom.hidden = true;
  zoom.setAttribute('aria-hidden', 'true'); // the card's words are its target's label and tip
  document.body.append(zoom);
  let current = null;
  let timer = 0;
  let pressed = false; // a long press showed the tip: its click is not a tap
  // Where the mouse last pressed: until it moves away from there, the page
  // changing under it (a re-render after the click) shows no tip.
  let stillAt = null;

  const place = (box, r) => {
    const w = box.offsetWidth;
    const h = box.offsetHeight;
    let x;
    let y;
    if (box === zoom) {
      // beside the card, where there is room, else over its other side
      x = r.right + 10 + w <= innerWidth - 4 ? r.right + 10 : Math.max(4, r.left - 10 - w);
      y = Math.min(Math.max(4, r.top + r.height / 2 - h / 2), innerHeight - h - 4);
    } else {
      x = Math.min(Math.max(4, r.left + r.width / 2 - w / 2), innerWidth - w - 4);
      y = r.bottom + 6;
      if (y + h > innerHeight - 4) y = Math.max(4, r.top - h - 6);
    }
    box.style.left = Math.round(x) + 'px';
    box.style.top = Math.round(y) + 'px';
  };
  const show = (el) => {
    const text = el.dataset.tip;
    if (!text || !el.isConnected) return;
    hide();
    current = el;
    const face = el.dataset.card && closeupOf ? closeupOf(el.dataset.card) : null;
    if (face) {
      zoom.replaceChildren(face);
      zoom.hidden = false;
      place(zoom, el.getBoundingClientRect());
    } else {
      tip.textContent = text;
      tip.hidden = false;
      place(tip, el.getBoundingClientRect());
    }
  };
  // <html data-tip="pending"> while a tip waits for its delay (tests/browser/wait.mjs)
  const pending = (on) => { if (on) document.documentElement.dataset.tip = 'pending'; else delete document.documentElement.dataset.tip; };
  function hide() {
    clearTimeout(timer);
    pending(false);
    current = null;
    tip.hidden = true;
    zoom.hidden = true;
    zoom.replaceChildren();
  }
  const later = (el, ms) => {
    clearTimeout(timer);
    pending(true);
    timer = setTimeout(() => { pending(false); show(el); }, ms);
  };
  const tipOf = (ev) => (ev.target && ev.target.closest ? ev.target.closest('[data-tip]') : null);

  document.addEventListener('pointermove', (ev) => {
    if (!stillAt || ev.pointerType !== 'mouse') return;
    if (Math.abs(ev.clientX - stillAt.x) + Math.abs(ev.clientY - stillAt.y) < 6) return;
    stillAt = null;
    const el = tipOf(ev);
    if (el) later(el, DELAY_MS);
  });
  document.addEventListener('pointerover', (ev) => {
    if (ev.pointerType !== 'mouse' || stillAt) return;
    const el = tipOf(ev);
    if (el === current && el) return;
    if (!el) { hide(); return; }
    hide();
    later(el, DELAY_MS);
  });
  document.addEventListener('pointerleave', hide);
  document.addEventListener('pointerdown', (ev) => {
    pressed = false;
    hide();
    if (ev.pointerType === 'mouse') { stillAt = { x: ev.clientX, y: ev.clientY }; return; }
    const el = tipOf(ev);
    if (el) {
      pending(true);
      timer = setTimeout(() => { pending(false); show(el); pressed = true; }, PRESS_MS);
    }
  });
  const lift = () => {
    clearTimeout(timer);
    pending(false);
    if (pressed) timer = setTimeout(hide, TOUCH_KEEP_MS);
  };
  document.addEventListener('pointerup', lift);
  document.addEventListener('pointercancel', lift);
  // a long press is a look, not a tap, and opens no menu
  document.addEventListener('contextmenu', (ev) => { if (pressed || current) ev.preventDefault(); });
  document.addEventListener('click', (ev) => {
    if (!pressed) return;
    pressed = false;
    ev.preventDefault();
    ev.stopPropagation();
  }, true);
  // keyboard focus shows a tip; focus the page moves itself (after a click) does not
  document.addEventListener('focusin', (ev) => {
    const el = tipOf(ev);
    if (el && el.matches(':focus-visible')) show(el);
    else if (!pressed) hide();
  });
  document.addEventListener('focusout', () => { if (!pressed) hide(); });
  document.addEventListener('scroll', hide, true);
  document.addEventListener('keydown', (ev) => { if (ev.key === 'Escape') hide(); });
  addEventListener('resize', hide);
  // a re-render took the element away: its tip goes with it
  new MutationObserver(() => { if (current && !current.isConnected) hide(); })
    .observe(document.body, { childList: true, subtree: true });
}
