// app_generic.js - the screen of a registered game other than Arnak (Lost
// Cities...): no board drawing, only what every game's view has in common:
// the scores by category, the viewer's own hand when the state lists one, and
// the state itself (this seat's view only) to read.  The decision and the
// action buttons are the app's decision bar and action list, as for Arnak.

/** Draw `view` into `el`; helpers: {t, seatName, scoreCategories, title}. */
export function renderGeneric(el, view, h) {
  el.textContent = '';
  const title = document.createElement('h2');
  title.textContent = h.title || view.game;
  el.appendChild(title);

  const sc = view.scores;
  if (sc && sc.players && sc.players.length) {
    const cats = h.scoreCategories(sc);
    const table = document.createElement('table');
    table.className = 'generic-scores';
    const head = table.insertRow();
    const th0 = document.createElement('th');
    th0.textContent = h.t('generic.seat');
    head.appendChild(th0);
    for (const c of cats) {
      const th = document.createElement('th');
      th.textContent = c;
      head.appendChild(th);
    }
    sc.players.forEach((p, i) => {
      const tr = table.insertRow();
      const th = document.createElement('th');
      th.textContent = h.seatName(p.seat ?? i) + (view.seat === (p.seat ?? i) ? ` (${h.t('seat.you')})` : '');
      tr.appendChild(th);
      for (const c of cats) tr.insertCell().textContent = p[c] ?? '';
    });
    const cap = document.createElement('h3');
    cap.textContent = h.t('generic.scores');
    el.append(cap, table);
  }

  const st = view.state;
  const mine = st && Array.isArray(st.seats) && view.seat !== null ? st.seats[view.seat] : null;
  if (mine && Array.isArray(mine.hand)) {
    const cap = document.createElement('h3');
    cap.textContent = h.t('game.hand');
    const p = document.createElement('p');
    p.className = 'generic-hand';
    p.textContent = mine.hand.join(' · ');
    el.append(cap, p);
  }

  if (st) {
    const det = document.createElement('details');
    const sum = document.createElement('summary');
    sum.textContent = h.t('generic.state');
    const pre = document.createElement('pre');
    pre.textContent = JSON.stringify(st, null, 1);
    det.append(sum, pre);
    el.appendChild(det);
  }
}
