// lc_board.mjs - Lost Cities on its board in the browser (web/js/lc_board.js):
//   lc-2p     a whole 2-player game (three expeditions) against a bot, played only
//             by clicking the board and the hand (a card, then its path or its
//             discard pile; the draw pile or a discard pile; a figure's path for a
//             free move; the chooser for adventurer or researcher; the decision
//             bar's "skip"), never the action list; after every view the drawn
//             board is read back and compared with the view: each figure (seat,
//             colour, step, researcher or not, drawn inside its step), the event
//             tiles, the discard piles' counts and top cards, the draw pile's
//             count, the figures across bridges, the expedition, each player's
//             chips and artefacts, the start player's pennant (on the view's
//             start_player's panel only), the hand (sorted, the playable cards marked).
//             Every view also: the printed steps' values and the bridges, each figure
//             in its player's colour with the researcher marked apart, no seat named
//             P1..P4, the undo button as the view's can_undo (a play and a free move
//             may be taken back, nothing past a draw).  Along the way: an undo gives
//             the card back, a click on something not legal is answered with the
//             engine's reason, a free move says why it is free (arrow tile, step-9
//             bonus) and marks the figures that may take it, the last move is
//             marked, every expedition's scoring screen shows the engine's numbers,
//             the final table adds up and the log names colour and card
//             (lc_words.mjs checkScoringShown, checkGameEnd); screenshots at 1366x657
//             and 1920x1080.  The board is pressed where a person would: a target's
//             middle, where it is drawn on top.
//   lc-4p     the same with four players (three bots, the short game), on a touch
//             screen: every choice is a tap; screenshots at 1366x657 and 1920x1080.
//   lc-sizes  the board, hand and panels at 1024x600 .. 2560x1440 with 2 and 4
//             players: the board fits its box, every legal target is inside the
//             window and takes a click.
// The scenarios take run.mjs's helpers (lcScenarios(h)).

import { checkScoringShown, checkGameEnd, catalogOf } from './lc_words.mjs';
import { noteCount, newNote } from './wait.mjs';

export function lcScenarios(h) {
  const { openPage, closePage, waitView, myTurn, check, shot, random } = h;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const COLORS = ['yellow', 'blue', 'white', 'green', 'red'];
  const sortCards = (cards) => cards.slice().sort((a, b) => {
    const [ca, va] = a.split(' '), [cb, vb] = b.split(' ');
    return COLORS.indexOf(ca) - COLORS.indexOf(cb) || Number(va) - Number(vb);
  });

  // The lobby: Lost Cities against random bots.
  async function createLc(t, players, length) {
    const p = t.page;
    await p.waitForSelector('#lobby', { state: 'visible' });
    await p.selectOption('#game-kind', 'lost-cities');
    await p.selectOption('#mode', 'bots');
    await p.selectOption('#players', String(players));
    await p.check('#bots-advanced'); // the random bot is one of the developers' bots
    for (const sel of await p.locator('#bot-seats select').all()) await sel.selectOption('random');
    const len = p.locator('#generic-options select[data-option="length"]');
    if (await len.count()) await len.selectOption(length);
    t.freeReasons = new Set();
    t.scored = { screens: 0, figures: 0 };
    await p.click('#create');
    await waitView(t, (v) => v.game === 'lost-cities' && (myTurn(v) || v.over), 'the first decision');
    // the printed steps' points, from the catalog the page reads
    t.catalog = await catalogOf(t, 'lost-cities');
    t.catalogPoints = t.catalog.steps.points;
    check(Array.isArray(t.catalogPoints) && t.catalogPoints.length === 9, `${t.name}: the catalog's step points are ${t.catalogPoints}`);
  }

  // Waits until the page has drawn the view of seq `seq`.
  async function drawn(t, seq) {
    await t.page.waitForFunction((s) => {
      const g = document.getElementById('game');
      // (the board's module loads with the first Lost Cities view)
      return g && g.dataset.seq === String(s) && !!document.querySelector('#board .lcb-svg');
    }, seq, { timeout: 20000 });
  }

  // Two frames: a resize has been fitted (board.js refits in the frame after
  // its ResizeObserver reports).
  async function settle(t) {
    await t.page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  }

  // The board and the page around it read back in one look, once the page has
  // drawn the view of seq `seq`: everything checkBoard compares with the view
  // and everything a turn chooses from.
  async function readBoard(t, seq) {
    const handle = await t.page.waitForFunction((s) => {
      const g = document.getElementById('game');
      if (!g || g.dataset.seq !== String(s) || !document.querySelector('#board .lcb-svg')) return null;
      const q = (sel) => [...document.querySelectorAll(sel)];
      const shown = (e) => !!e && !e.hidden && !e.closest('[hidden]') && e.getClientRects().length > 0;
      const inside = (a, b) => {
        const x = a.left + a.width / 2, y = a.top + a.height / 2;
        return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
      };
      const cells = new Map(q('#board [data-cell]').map((c) => [c.dataset.cell, c]));
      const rect = (e) => e.getBoundingClientRect();
      const crossed = document.querySelector('#board [data-crossed]');
      const exp = document.querySelector('#board [data-expedition]');
      const undo = document.getElementById('undo');
      // where a person would press each thing that takes a press: its middle,
      // where it is the thing drawn on top (else the press goes through Playwright's locator)
      const spots = {};
      const spot = (key, e) => {
        if (!e || spots[key]) return;
        const r = e.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const top = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
        const target = e.hasAttribute('data-target') ? '[data-target]' : 'button, .lch-card';
        if (top && top.closest(target) === e) spots[key] = { x, y };
      };
      for (const e of q('#board .legal[data-target]')) spot('board:' + e.dataset.target, e);
      for (const e of q('#hand .lch-card')) spot('hand:' + e.dataset.card, e);
      for (const e of q('#chooser button[data-action], #decision button[data-action]')) spot('button:' + e.dataset.action, e);
      spot('#undo', undo);
      spot('#lc-scoring-close', document.getElementById('lc-scoring-close'));
      return {
        spots,
        figures: q('#board .lcb-fig').map((f) => {
          const cell = cells.get(f.dataset.color + ':' + f.dataset.step);
          const body = f.querySelector('.lcb-fig-body');
          return { key: `${f.dataset.seat}:${f.dataset.color}:${f.dataset.step}:${f.dataset.figure}`,
            seat: Number(f.dataset.seat), fill: body && body.getAttribute('fill'), star: !!f.querySelector('.lcb-fig-star'),
            inCell: !!cell && inside(rect(f), rect(cell)), movable: f.classList.contains('lcb-movable') };
        }),
        cells: [...cells].map(([k, c]) => ({ key: k, value: (c.querySelector('.lcb-val') || {}).textContent,
          no: (c.querySelector('.lcb-stepno') || {}).textContent })),
        bridges: q('#board [data-bridge]').map((e) => e.dataset.bridge),
        tiles: q('#board [data-tile]').map((e) => e.dataset.tile),
        piles: q('#board [data-pile]').map((e) => ({ color: e.dataset.pile, count: Number(e.dataset.count), top: e.dataset.top })),
        draw: Number((document.querySelector('#board .lcb-draw') || {}).dataset?.count),
        crossed: Number(crossed && crossed.dataset.crossed),
        crossedDrawn: q('#board .lcb-bridge-slot.full').length,
        expedition: Number(exp && exp.dataset.expedition),
        seats: q('#players-panel [data-seat]').map((e) => ({
          seat: Number(e.dataset.seat), colour: e.style.getPropertyValue('--seat').trim(), name: (e.querySelector('h3') || {}).textContent,
          facts: Object.fromEntries([...e.querySelectorAll('[data-fact]')].map((d) => [d.dataset.fact, d.textContent])),
          starts: [...e.querySelectorAll('.lcp-start')].map((m) => Number(m.dataset.startPlayer)),
        })),
        hand: q('#hand .lch-card').map((c) => c.dataset.card),
        playable: q('#hand .lch-card.lc-playable').map((c) => c.dataset.card),
        choosable: q('#hand .lch-card.legal').map((c) => c.dataset.card),
        chosen: q('#hand .lch-card.lc-chosen').map((c) => c.dataset.card),
        legal: q('#board .legal[data-target]').map((e) => e.dataset.target),
        marks: q('#board .mv-last').length,
        scoring: shown(document.getElementById('lc-scoring')),
        chooser: shown(document.getElementById('chooser')) ? q('#chooser button[data-action]').filter(shown).map((b) => b.dataset.action) : null,
        bar: q('#decision button[data-action]').filter(shown).map((b) => b.dataset.action),
        decision: (document.getElementById('decision-text') || {}).textContent || '',
        undo: { shown: shown(undo), disabled: !!(undo && undo.disabled) },
      };
    }, seq, { timeout: 20000 });
    const b = await handle.jsonValue();
    await handle.dispose();
    return b;
  }

  // The printed board, the same in every view: five paths of nine steps with
  // their values and numbers, a bridge on each path.
  let pointsOf = null;
  function checkPrinted(t, b) {
    check(b.cells.length === 45, `${t.name}: ${b.cells.length} steps drawn, not 5 x 9`);
    for (const c of b.cells) {
      const step = Number(c.key.split(':')[1]);
      const want = pointsOf[step - 1];
      check(c.value === (want > 0 ? '+' : '') + want && c.no === String(step), `${t.name}: step ${c.key} shows '${c.value}' (step '${c.no}'), printed ${want}`);
    }
    check(JSON.stringify(b.bridges.slice().sort()) === JSON.stringify(COLORS.slice().sort()), `${t.name}: bridges drawn on ${b.bridges}`);
  }

  // Every drawn position against the view.  Returns the board read and the
  // number of facts checked.
  async function checkBoard(t) {
    const v = t.last;
    const st = v.state;
    const b = await readBoard(t, v.seq);
    const where = `${t.name} seq ${v.seq}`;
    pointsOf = t.catalogPoints;
    checkPrinted(t, b);
    const want = [];
    st.seats.forEach((s, p) => { for (const x of s.paths) want.push(`${p}:${x.color}:${x.step}:${x.researcher ? 'researcher' : 'adventurer'}`); });
    const got = b.figures.map((f) => f.key);
    check(JSON.stringify(got.slice().sort()) === JSON.stringify(want.sort()),
      `${where}: figures drawn ${JSON.stringify(got)}, the view has ${JSON.stringify(want)}`);
    const astray = b.figures.filter((f) => !f.inCell);
    check(!astray.length, `${where}: figures outside their step: ${astray.map((f) => f.key).join(', ')}`);
    // each figure in its player's colour (the panel's), the researcher marked apart
    for (const f of b.figures) {
      const panel = b.seats.find((s) => s.seat === f.seat);
      check(panel && f.fill && f.fill.toLowerCase() === panel.colour.toLowerCase(), `${where}: figure ${f.key} drawn in ${f.fill}, its player's colour is ${panel && panel.colour}`);
      check(f.star === f.key.endsWith(':researcher'), `${where}: figure ${f.key} ${f.star ? 'has' : 'lacks'} the researcher's star`);
    }
    check(new Set(b.seats.map((s) => s.colour)).size === b.seats.length, `${where}: two players share a colour: ${b.seats.map((s) => s.colour)}`);
    for (const s of b.seats) check(!/\bP\d\b/.test(s.name), `${where}: a player's panel is named '${s.name}'`);
    const tiles = [];
    for (const row of st.tiles) for (const x of row.tiles) tiles.push(`${row.color}:${x.step}:${x.kind}${x.kind === 'points' ? ':' + x.points : ''}`);
    check(JSON.stringify(b.tiles.slice().sort()) === JSON.stringify(tiles.sort()), `${where}: tiles drawn ${b.tiles}, the view has ${tiles}`);
    for (const pile of st.discard_piles) {
      const d = b.piles.find((x) => x.color === pile.color);
      const top = pile.cards.length ? pile.cards[pile.cards.length - 1] : '';
      check(d && d.count === pile.cards.length && d.top === top,
        `${where}: the ${pile.color} discard pile drawn ${JSON.stringify(d)}, the view has ${pile.cards.length} cards, top '${top}'`);
    }
    check(b.draw === st.draw_pile, `${where}: draw pile drawn ${b.draw}, the view has ${st.draw_pile}`);
    check(b.crossed === st.crossed && b.crossedDrawn === Math.min(5, st.crossed), `${where}: bridges drawn ${b.crossed}/${b.crossedDrawn}, the view has ${st.crossed}`);
    check(b.expedition === Math.min(st.expedition, st.expeditions), `${where}: expedition ${b.expedition}, the view has ${st.expedition} of ${st.expeditions}`);
    check(b.seats.length === st.seats.length, `${where}: ${b.seats.length} players' panels for ${st.seats.length} seats`);
    // the start player's pennant on the view's start player's panel only, expedition by expedition
    const starts = b.seats.flatMap((s) => s.starts.map((m) => `${s.seat}:${m}`));
    check(JSON.stringify(starts) === JSON.stringify([`${st.start_player}:${st.start_player}`]),
      `${where}: start markers drawn ${starts}, the view's start player is ${st.start_player}`);
    for (const s of b.seats) {
      const vs = st.seats[s.seat];
      for (const [fact, value] of [['chips', vs.chips], ['art_tiles', vs.artefact_tiles], ['art_chips', vs.artefact_chips], ['hand', vs.hand_count]]) {
        check(s.facts[fact] === String(value), `${where}: seat ${s.seat + 1}'s ${fact} drawn ${s.facts[fact]}, the view has ${value}`);
      }
    }
    if (v.seat !== null) {
      const hand = st.seats[v.seat].hand || [];
      check(JSON.stringify(b.hand) === JSON.stringify(sortCards(hand)), `${where}: hand drawn ${b.hand}, the view has ${hand} (sorted by colour and value)`);
      const playable = new Set(myTurn(v) ? v.actions.filter((a) => a.info && (a.info.kind === 'play' || a.info.kind === 'start')).map((a) => a.info.card) : []);
      check(JSON.stringify([...new Set(b.playable)].sort()) === JSON.stringify([...playable].sort()),
        `${where}: cards marked playable ${b.playable}, the view plays ${[...playable]}`);
    }
    check(!/\bP\d\b/.test(b.decision), `${where}: the decision says '${b.decision}'`);
    if (myTurn(v) && !b.scoring) {
      // undo as in Arnak, until a reveal: the play and a free move may be taken
      // back while the turn lasts, a draw (from the pile or a discard pile) not
      check(b.undo.shown && b.undo.disabled === !v.can_undo, `${where}: the undo button ${b.undo.disabled ? 'off' : 'on'}, the view's can_undo ${v.can_undo}`);
      if (st.phase === 'play') check(!v.can_undo, `${where}: a turn's first decision can be undone (past a draw)`);
      if (st.phase === 'draw') check(v.can_undo, `${where}: the play before this draw cannot be undone`);
    }
    return { b, facts: got.length + tiles.length + 5 + 3 + b.seats.length * 4 + b.hand.length + 45 };
  }

  // A click (or a tap) on the first element of a selector, as a person's: at its
  // middle, on whatever is drawn there (no waiting for it to stand still: the
  // page draws each view at once).
  async function press(t, sel, touch, at) {
    if (at) {
      if (touch) await t.page.touchscreen.tap(at.x, at.y);
      else await t.page.mouse.click(at.x, at.y);
      return;
    }
    const loc = t.page.locator(sel).first();
    if (touch) await loc.tap({ force: true });
    else await loc.click({ force: true });
  }
  const esc = (s) => s.replace(/"/g, '\\"');

  // One decision taken on the board from the board read `b`: returns what was done.
  async function boardTurn(t, b, touch) {
    const v = t.last;
    const phase = v.state.phase;
    // an expedition's scoring screen (lc_scoring.js) is closed first, as a player would
    if (b.scoring) {
      // its numbers are the engine's
      t.scored.figures += await checkScoringShown(h, t, t.catalog, ++t.scored.screens);
      await press(t, '#lc-scoring-close', touch, b.spots['#lc-scoring-close']);
      return 'scoring closed';
    }
    if (b.chooser) {
      const a = pick(b.chooser);
      await press(t, `#chooser button[data-action="${esc(a)}"]`, touch, b.spots['button:' + a]);
      return 'chooser ' + a;
    }
    if (phase === 'play') {
      check(b.choosable.length > 0, `${t.name}: nothing in the hand to choose`);
      const playable = b.choosable.filter((c) => b.playable.includes(c));
      // often the card that advances furthest, so that figures reach the far steps, and
      // always a card played past step 9 (the step-9 bonus: a free move asked for on the board)
      const advances = v.actions.filter((a) => a.info && a.info.kind === 'play' && b.choosable.includes(a.info.card))
        .sort((x, y) => (y.info.bonus ? 10 : y.info.from_step) - (x.info.bonus ? 10 : x.info.from_step));
      const name = advances.length && (advances[0].info.bonus || random() < 0.5) ? advances[0].info.card
        : playable.length && random() < 0.75 ? pick(playable) : pick(b.choosable);
      // a second press on the chosen card would put it back
      if (!b.chosen.includes(name)) await press(t, `#hand .lch-card[data-card="${name}"]`, touch, b.spots['hand:' + name]);
      const c = name.split(' ')[0];
      // the chosen card stands out, and the board's targets are its path and its discard pile
      const keys = await t.page.waitForFunction((n) => {
        const chosen = [...document.querySelectorAll('#hand .lch-card.lc-chosen')].map((e) => e.dataset.card);
        if (!chosen.includes(n)) return false;
        const legal = [...document.querySelectorAll('#board .legal[data-target]')];
        const spots = {};
        for (const e of legal) {
          const r = e.getBoundingClientRect();
          const x = r.left + r.width / 2, y = r.top + r.height / 2;
          const top = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
          if (top && top.closest('[data-target]') === e) spots[e.dataset.target] = { x, y };
        }
        return { chosen: chosen.length, legal: legal.map((e) => e.dataset.target), spots };
      }, name, { timeout: 5000 }).then((h) => h.jsonValue(), () => null);
      check(keys, `${t.name}: ${name} pressed, the hand does not show it chosen`);
      // one card shown chosen, even of a pair of copies (both copies were marked)
      check(keys.chosen === 1, `${t.name}: ${keys.chosen} cards shown chosen after pressing ${name}`);
      check(keys.legal.includes(`discard ${name}`), `${t.name}: ${name} chosen, its discard pile is not a target`);
      const path = keys.legal.find((k) => k === `play ${name}` || k === `start ${c}`);
      if (path && random() < 0.85) { await press(t, `#board [data-target="${path}"].legal`, touch, keys.spots[path]); return 'path ' + name; }
      await press(t, `#board [data-target="discard ${name}"].legal`, touch, keys.spots['discard ' + name]);
      return 'discard ' + name;
    }
    if (phase === 'move') {
      // the figures that may take the free move stand out, and the decision says why it is free
      const movable = b.figures.filter((f) => f.movable).length;
      const moves = v.actions.filter((a) => a.info && a.info.kind === 'move');
      check(movable === moves.length, `${t.name}: ${movable} figures marked for a free move, ${moves.length} may take it`);
      const reason = (v.actions.find((a) => a.info && a.info.reason) || {}).info?.reason;
      check(reason === 'bonus' ? /^step-9 bonus/i.test(b.decision) : /^arrow tile/i.test(b.decision), `${t.name}: a free move (${reason}) says '${b.decision}'`);
      t.freeReasons.add(reason);
      const figs = b.legal.filter((k) => k.startsWith('move '));
      if (figs.length && random() < 0.8) { const k = pick(figs); await press(t, `#board [data-target="${k}"].legal`, touch, b.spots['board:' + k]); return k; }
      check(b.bar.includes('skip'), `${t.name}: a free move without a skip button`);
      await press(t, '#decision button[data-action="skip"]', touch, b.spots['button:skip']);
      return 'skip';
    }
    const takes = b.legal.filter((k) => k.startsWith('take '));
    if (takes.length && random() < 0.3) { const k = pick(takes); await press(t, `#board [data-target="${k}"].legal`, touch, b.spots['board:' + k]); return k; }
    if (b.legal.includes('pile')) { await press(t, '#board [data-target="pile"].legal', touch, b.spots['board:pile']); return 'pile'; }
    check(takes.length > 0, `${t.name}: nothing to draw from`);
    await press(t, `#board [data-target="${takes[0]}"].legal`, touch, b.spots['board:' + takes[0]]);
    return takes[0];
  }

  // The note a click on something not legal brings: this click's note, not the one a
  // click before left on screen (a note stays 2.6 s; lc-4p once read the draw pile's
  // "play or discard a card first" as the low card's answer on a busy machine).
  async function whyNote(t, sel) {
    const n = await noteCount(t);
    await t.page.locator(sel).first().click();
    return newNote(t, n);
  }

  // Plays a whole game on the board; opts: {touch, shots: prefix, extras (undo, why-not)}.
  async function playGame(t, { touch = false, shots = null, extras = true } = {}) {
    let freeMoves = 0, clicks = 0, checks = 0, undos = 0, whys = 0, marks = 0, shotsTaken = false;
    const sentActs = () => t.sent.filter((m) => m.type === 'act').length;
    let played = null; // {seq, hand}: the hand before this seat's last play, for an undo to give back
    // where the time goes: waiting for the others, reading the board, this seat's clicks, the server's answer
    const T = { others: 0, read: 0, clicks: 0, answer: 0 };
    let t0 = Date.now();
    const lap = (k) => { const n = Date.now(); T[k] += n - t0; t0 = n; };
    for (;;) {
      t0 = Date.now();
      const v = await waitView(t, (x) => x.over || myTurn(x), 'this seat\'s turn', 120000);
      lap('others');
      const { b, facts } = await checkBoard(t);
      lap('read');
      checks += facts;
      if (v.over) break;
      // another player's last move is marked on the board in their colour
      if (v.seq > 4 && b.marks) marks++;
      if (extras && !whys && v.state.phase === 'play' && !b.scoring) {
        const said = await whyNote(t, '#board [data-target="pile"]');
        check(said === 'play or discard a card first', `${t.name}: the draw pile in the play phase says '${said}'`);
        whys++;
      }
      if (shots && !shotsTaken && !b.scoring && v.state.expedition === 1 && v.state.draw_pile < (v.players === 2 ? 50 : 30)) {
        for (const [w, hgt] of [[1366, 657], [1920, 1080]]) {
          await t.page.setViewportSize({ width: w, height: hgt });
          await settle(t);
          await shot(t, `${shots}-${w}x${hgt}.png`);
        }
        await t.page.setViewportSize({ width: 1366, height: 768 });
        await settle(t);
        shotsTaken = true;
      }
      if (extras && whys === 1 && v.state.phase === 'play' && !b.scoring) {
        // a card lower than the last one on its path: chosen, then its path says why not
        const mine = v.state.seats[v.seat];
        const playable = new Set(v.actions.filter((a) => a.info && (a.info.kind === 'play' || a.info.kind === 'start')).map((a) => a.info.card));
        const low = (mine.hand || []).find((c) => !playable.has(c) && mine.paths.some((x) => x.color === c.split(' ')[0] && x.step < 9));
        if (low) {
          await t.page.locator(`#hand .lch-card[data-card="${low}"]`).first().click();
          // the page shows it chosen before its path is asked about
          await t.page.waitForSelector(`#hand .lch-card.lc-chosen[data-card="${low}"]`, { timeout: 10000 });
          const said = await whyNote(t, `#board [data-target="play ${low}"]`);
          check(/^\S+ \d+ is lower than \d+, the last card on your \S+ path$/.test(said), `${t.name}: ${low} on its path says '${said}'`);
          whys++;
          continue; // the page moved on (a card chosen): read it again
        }
      }
      if (extras && v.can_undo && undos < 3 && !b.scoring && random() < 0.15) {
        const seq = v.seq;
        await press(t, '#undo', touch, b.spots['#undo']);
        const back = await waitView(t, (x) => x.seq > seq, 'the undo');
        // the card played comes back to the hand
        if (played && v.state.phase === 'draw' && back.state.phase === 'play') {
          const hand = back.state.seats[back.seat].hand || [];
          check(JSON.stringify(sortCards(hand)) === JSON.stringify(sortCards(played.hand)),
            `${t.name}: after the undo the hand is ${hand}, before the play it was ${played.hand}`);
        }
        undos++;
        continue;
      }
      const seq = v.seq;
      const acts = sentActs();
      if (v.state.phase === 'play') played = { seq, hand: (v.state.seats[v.seat].hand || []).slice() };
      const what = await boardTurn(t, b, touch);
      lap('clicks');
      if (what === 'scoring closed') {
        await t.page.locator('#lc-scoring').waitFor({ state: 'hidden', timeout: 5000 });
        continue; // no decision: the board is there again
      }
      clicks++;
      if (v.state.phase === 'move') freeMoves++;
      check(clicks < 4000, `${t.name}: no end after ${clicks} decisions`);
      if (what.startsWith('path') && await t.page.locator('#chooser').isVisible()) continue; // adventurer or researcher
      if (t.last.seq === seq) {
        await waitView(t, (x) => x.seq !== seq, `'${what}' to change something`, 15000)
          .catch(() => check(false, `${t.name}: '${what}' changed nothing for 15 s`));
      }
      lap('answer');
      check(sentActs() === acts + 1, `${t.name}: '${what}' sent ${sentActs() - acts} actions`);
    }
    console.log(`  seconds: ${Object.entries(T).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`).join(', ')}`);
    // the last expedition's scoring screen first, then the final table
    const view = t.last;
    await t.page.waitForSelector('#lc-scoring', { state: 'visible', timeout: 20000 });
    check(await t.page.locator('#final').isHidden(), `${t.name}: the final table covers the last expedition's scoring`);
    t.scored.figures += await checkScoringShown(h, t, t.catalog, ++t.scored.screens);
    check(t.scored.screens === view.state.expeditions, `${t.name}: ${t.scored.screens} scoring screens in a game of ${view.state.expeditions} expeditions`);
    await press(t, '#lc-scoring-close', touch);
    const plays = await checkGameEnd(h, t, view);
    if (extras) check(undos > 0 && whys > 1, `${t.name}: ${undos} undos, ${whys} why-not notes along the game`);
    check(marks > 0, `${t.name}: no last move was ever marked`);
    return { clicks, checks, undos, marks, freeMoves, reasons: [...t.freeReasons].join(', ') || 'none', plays, ...t.scored };
  }

  // The action list stays untouched: any click on it fails the scenario.
  async function guardActionList(t) {
    await t.page.evaluate(() => {
      document.getElementById('actions').addEventListener('click', () => console.error('the action list was clicked'), true);
    });
  }

  async function sizes(browser, url, players) {
    const t = await openPage(browser, url, `lc-sizes ${players}p`);
    await createLc(t, players, 'short');
    for (const [w, hgt] of [[1024, 600], [1366, 657], [1920, 1080], [2560, 1440]]) {
      await t.page.setViewportSize({ width: w, height: hgt });
      await settle(t);
      const v = await waitView(t, myTurn, 'a decision');
      await drawn(t, v.seq);
      const r = await t.page.evaluate(() => {
        const box = document.getElementById('board').getBoundingClientRect();
        const svg = document.querySelector('#board .lcb-svg').getBoundingClientRect();
        const hand = [...document.querySelectorAll('#hand .lch-card')].map((e) => e.getBoundingClientRect());
        const off = (e) => e.right > innerWidth + 1 || e.bottom > innerHeight + 1 || e.left < -1 || e.top < -1;
        return { fits: svg.width <= box.width + 1 && svg.height <= box.height + 1, scale: svg.width / 1190,
          handOff: hand.filter(off).length, hand: hand.length,
          legalOff: [...document.querySelectorAll('.legal[data-target]')].map((e) => e.getBoundingClientRect()).filter(off).length };
      });
      check(r.fits, `lc-sizes ${players}p ${w}x${hgt}: the board does not fit its box`);
      check(r.legalOff === 0 && r.handOff === 0, `lc-sizes ${players}p ${w}x${hgt}: ${r.legalOff} targets, ${r.handOff} hand cards outside the window`);
      check(r.scale > 0.3, `lc-sizes ${players}p ${w}x${hgt}: the board is drawn at ${r.scale.toFixed(2)}`);
      console.log(`  ${players}p ${w}x${hgt}: board at ${(r.scale * 100).toFixed(0)} %, ${r.hand} cards in the hand`);
    }
    // a card and its discard pile take clicks at the smallest size
    await t.page.setViewportSize({ width: 1024, height: 600 });
    await settle(t);
    const seq = t.last.seq;
    const card = t.page.locator('#hand .lch-card.legal').first();
    const name = await card.getAttribute('data-card');
    await card.click();
    await t.page.locator(`#board [data-target="discard ${name}"].legal`).click();
    await waitView(t, (x) => x.seq > seq, 'the discard at 1024x600');
    await shot(t, `lc-${players}p-1024x600.png`);
    // in Polish the board's own words follow
    await t.page.selectOption('#lang', 'pl');
    await t.page.waitForFunction(() => /^Wyprawa \d+ z \d+$/.test((document.querySelector('#board .lcb-exp') || {}).textContent || ''),
      null, { timeout: 10000 }).catch(() => check(false, `lc-sizes ${players}p: the board's words are not Polish`));
    await t.page.selectOption('#lang', 'en');
    await closePage(t);
  }

  return {
    async 'lc-2p'(browser, url) {
      const t = await openPage(browser, url, 'lc-2p');
      await createLc(t, 2, 'long');
      await guardActionList(t);
      const r = await playGame(t, { shots: 'lc-2p' });
      check(t.last.state.expedition === 3 || t.last.state.expeditions === 3, 'lc-2p: not the long game');
      await shot(t, 'lc-2p-final.png');
      console.log(`  ${r.clicks} decisions on the board (${r.freeMoves} free moves: ${r.reasons}), ${r.checks} drawn facts checked, ${r.undos} undos, ` +
        `last moves marked in ${r.marks} views, ${r.figures} figures on ${r.screens} scoring screens as the engine scored them, ${r.plays} play lines in the log`);
      await closePage(t);
    },
    async 'lc-4p'(browser, url) {
      const t = await openPage(browser, url, 'lc-4p', { hasTouch: true, isMobile: false });
      await createLc(t, 4, 'short');
      await guardActionList(t);
      const r = await playGame(t, { touch: true, shots: 'lc-4p' });
      await shot(t, 'lc-4p-final.png');
      console.log(`  ${r.clicks} decisions tapped on the board (${r.freeMoves} free moves: ${r.reasons}), ${r.checks} drawn facts checked, ${r.undos} undos, ` +
        `${r.figures} figures on ${r.screens} scoring screens as the engine scored them`);
      await closePage(t);
    },
    // Moves at the normal speed: a figure glides from its step to the next (the
    // FLIP travel of motion.js on its data-motion key), and the move is marked.
    async 'lc-motion'(browser, url) {
      const t = await openPage(browser, url, 'lc-motion', { motion: 'normal' });
      await createLc(t, 2, 'short');
      for (let turn = 0; turn < 60; turn++) {
        const v = await waitView(t, (x) => x.over || (myTurn(x) && x.state.phase === 'play'), 'a play decision', 60000);
        check(!v.over, 'lc-motion: no figure advanced in the whole game');
        await drawn(t, v.seq);
        const advance = v.actions.find((a) => a.info && a.info.kind === 'play' && a.info.to_step);
        if (!advance) {
          // nothing to advance yet: start a path, or discard, then draw
          await boardTurn(t, await readBoard(t, v.seq), false);
          if (await t.page.locator('#chooser').isVisible()) await boardTurn(t, await readBoard(t, v.seq), false);
          // then a free move (or its skip) and the draw, until another player's turn
          for (let seq = v.seq; ;) {
            const x = await waitView(t, (y) => y.over || (y.seq > seq && (myTurn(y) || y.turn !== y.seat)), 'the move');
            if (x.over || !myTurn(x) || x.state.phase === 'play') break;
            await boardTurn(t, await readBoard(t, x.seq), false);
            seq = x.seq;
          }
          continue;
        }
        const { card, color } = advance.info;
        const key = `lcfig:${v.seat}:${color}`;
        await t.page.locator(`#hand .lch-card.legal[data-card="${card}"]`).first().click();
        await t.page.locator(`#board [data-target="play ${card}"].legal`).click();
        // the figure travels: a running animation on it, right after the view is drawn
        const moved = await t.page.waitForFunction((k) => document.getAnimations().some((a) =>
          a.effect && a.effect.target && a.effect.target.getAttribute && a.effect.target.getAttribute('data-motion') === k), key,
        { timeout: 5000, polling: 10 }).then(() => true, () => false);
        check(moved, `lc-motion: the ${color} figure did not travel when ${card} was played`);
        await waitView(t, (x) => x.seq > v.seq, 'the play');
        await drawn(t, t.last.seq);
        const mark = await t.page.locator(`#board [data-target="fig:${v.seat}:${color}"]`).getAttribute('data-last-move');
        check(mark && mark.split(' ').includes(String(v.seat)), `lc-motion: the ${color} figure moved is not marked (${mark})`);
        await shot(t, 'lc-motion.png');
        console.log(`  ${card}: the ${color} figure travelled and is marked as the last move`);
        await closePage(t);
        return;
      }
      check(false, 'lc-motion: no figure advanced in 60 turns');
    },
    async 'lc-sizes'(browser, url) {
      await sizes(browser, url, 2);
      await sizes(browser, url, 4);
    },
  };
}
