// targets.js - what every board shares about clickable things and whose turn it
// is.  A target carries data-target (its key), tabindex, role=button and an
// aria-label; a legal one (its key in the app's ui.legal) gets the class "legal"
// and acts on click, Enter or Space through ui.onTarget(key, event), or through
// act(event) when the board handles it itself (Lost Cities' choice of a card).
// A click on one that is not legal is left to bubble (web/js/whynot.js).

/** Whether the app's ui.legal has the key. */
export function isLegal(ui, key) { return !!(ui && ui.legal && typeof ui.legal.has === 'function' && ui.legal.has(key)); }

/** Makes e the target of key; act, if given, makes it legal and acts instead of ui.onTarget. */
export function makeTarget(e, ui, key, label, act) {
  e.setAttribute('data-target', key);
  e.setAttribute('tabindex', '0');
  e.setAttribute('role', 'button');
  e.setAttribute('aria-label', label);
  // no aria-disabled on the others: it would also disable the targets nested in
  // them (a research space holds the player's glass)
  if (!act && !isLegal(ui, key)) return e;
  e.classList.add('legal');
  const fire = (ev) => {
    ev.stopPropagation();
    if (act) act(ev);
    else if (ui && typeof ui.onTarget === 'function') ui.onTarget(key, ev);
  };
  e.addEventListener('click', fire);
  e.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' || ev.key === ' ' || ev.key === 'Spacebar') { ev.preventDefault(); fire(ev); }
  });
  return e;
}
