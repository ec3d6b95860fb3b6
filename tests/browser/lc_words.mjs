// lc_words.mjs - Lost Cities in the page's words (scenarios of run.mjs, which
// lends its helpers):
//   lc-lobby  the lobby names the game's options by the catalog's labels, each
//             value with its line, in English and in Polish (they were the raw
//             "length: long/short", "paths: up/updown"); the title bar and the
//             header name the game chosen (they always said "Lost Ruins of Arnak")
//   lc-game   a 2-player short game against the random bot, played on a
//             WebSocket of its own, the page opening it again at its end (the
//             screens drawn from the story, as after a reload): the title names Lost
//             Cities, the decision bar never says "P1: ...", the log's lines
//             name the colour and the card ("Blue plays red 7: researcher to
//             step 5 (+10)"); at the expedition's end the scoring screen's
//             numbers are the engine's (each figure's points, the researcher
//             doubled, their sum, the chips, the artefacts exchanged); at the
//             game's end the final table's rows add up to each total (they
//             showed chips 145, figures 70, tiles 75, total 145) with the
//             tie-break by artefact chips said when it decided; the same
//             table's words in Polish.  (checkScoringShown and checkGameEnd
//             check the same along lc-2p's long game and lc-4p's, played on the
//             board: every expedition's screen and the final table.)

const TITLE = 'Lost Cities: The Board Game';
const COLOURS = 'yellow|blue|white|green|red';

async function chooseGame(t, game) {
  const p = t.page;
  await p.waitForSelector('#lobby', { state: 'visible' });
  await p.selectOption('#game-kind', game);
}

async function lobbyOptions(page) {
  return page.$$eval('#generic-options .field', (fs) => fs.map((f) => ({
    label: f.querySelector('label').textContent,
    option: f.querySelector('select').dataset.option,
    values: [...f.querySelectorAll('option')].map((o) => ({ value: o.value, text: o.textContent })),
    help: f.querySelector('.help').textContent,
  })));
}

function checkLobby(h, opts, words, what) {
  h.check(opts.length === 2, `lc-lobby: ${opts.length} options in the lobby ${what}`);
  for (const o of opts) {
    const w = words[o.option];
    h.check(o.label === w.label, `lc-lobby: raw option name in the lobby ${what}: '${o.label}', not '${w.label}'`);
    h.check(o.help === w.help && o.help.length > 10, `lc-lobby: option ${o.option}'s line is '${o.help}' ${what}`);
    for (const v of o.values) {
      const vw = w.values[v.value];
      h.check(v.text === `${vw.label} – ${vw.help}`, `lc-lobby: raw option value in the lobby ${what}: '${v.text}'`);
    }
  }
}

// The catalog's option words, and the Polish ones as words_pl.js has them.
const POLISH = {
  length: { label: 'Długość gry', help: 'Ile wypraw trwa gra',
    values: { long: { label: 'Długa', help: 'trzy wyprawy, długa tabela artefaktów' },
      short: { label: 'Krótka', help: 'jedna wyprawa, krótka tabela artefaktów' } } },
  paths: { label: 'Ścieżki', help: 'Jakie karty przyjmuje ścieżka',
    values: { up: { label: 'W górę', help: 'każda karta równa ostatniej na swojej ścieżce albo wyższa' },
      updown: { label: 'W górę lub w dół', help: 'druga różna karta na ścieżce wyznacza jej kierunek: w górę albo w dół' } } },
};

async function catalogOf(t, game) {
  return t.page.evaluate(async (game) => {
    const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak');
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    ws.send(JSON.stringify({ type: 'catalog', game, id: 1 }));
    const r = await new Promise((ok) => { ws.onmessage = (ev) => ok(JSON.parse(ev.data)); });
    ws.close();
    return r.catalog;
  }, game);
}

async function titles(page) {
  return { doc: await page.title(), header: (await page.textContent('#title')).trim() };
}

// Plays the seat with random legal actions on a WebSocket of its own until
// its expedition reaches `stopExpedition` at the seat's own decision, or the
// game is over.  It runs in a second tab (one of the page's own stylesheets:
// the same origin, no app); the page leaves the game meanwhile and opens it
// again after, from the game's address: it reads the story then, as after a
// reload, rather than drawing every step of a game nobody watches.
async function drive(t, me, seed0, stopExpedition) {
  const gameUrl = t.page.url();
  if (!t.driver) {
    t.driver = await t.context.newPage();
    await t.driver.goto(new URL('/css/app.css', gameUrl).href);
  }
  await t.page.goto('about:blank');
  const seq = await t.driver.evaluate(async ({ me, seed0, stopExpedition }) => {
    let rng = seed0 >>> 0;
    const rand = () => { rng = (Math.imul(rng, 1664525) + 1013904223) >>> 0; return rng / 4294967296; };
    const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak');
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    const pending = new Map();
    let id = 1;
    ws.onmessage = (ev) => { const m = JSON.parse(ev.data); if (pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } };
    const ask = (m) => new Promise((ok) => { const k = id++; pending.set(k, ok); ws.send(JSON.stringify({ ...m, id: k })); });
    let v;
    for (let guard = 0; guard < 20000; guard++) {
      v = await ask({ type: 'view', ...me });
      if (v.over || (v.state && v.state.expedition >= stopExpedition && v.turn === me.seat && v.actions.length)) break;
      if (v.turn !== me.seat || !v.actions.length) { await new Promise((ok) => setTimeout(ok, 20)); continue; }
      // mostly along the paths, so that figures cross bridges and expeditions end sooner
      const on = v.actions.filter((a) => a.info && ['start', 'play', 'move', 'draw', 'take'].includes(a.info.kind));
      const from = on.length && rand() < 0.9 ? on : v.actions;
      await ask({ type: 'act', seq: v.seq, action_id: from[Math.floor(rand() * from.length)].id, ...me });
    }
    ws.close();
    return v.seq;
  }, { me, seed0, stopExpedition });
  t.last = null;
  await t.page.goto(gameUrl);
  return seq;
}

// The scoring screen as data: per seat its rows.
async function scoringScreen(page) {
  return page.$$eval('#lc-scoring table.lcs-player', (ts) => ts.map((tb) => ({
    seat: Number(tb.dataset.seat),
    rows: [...tb.querySelectorAll('tr[data-row]')].map((r) => ({ ...r.dataset, text: r.textContent })),
  })));
}

// The steps of the updates this page received that ended an expedition, with
// the scores after them (the engine's chips).
// (or, for a page that opened the game again, the story's steps that ended one,
// which keep the scores after them)
function expeditionEnds(t) {
  const out = [];
  const seen = new Set();
  const add = (step, scores) => {
    if (!step || !step.events || !step.events.some((e) => e.type === 'expedition_end')) return;
    const key = JSON.stringify(step.events);
    if (!seen.has(key)) { seen.add(key); out.push({ events: step.events, scores }); }
  };
  for (const m of t.frames) {
    if (m.type === 'update') add(m.step, m.scores);
    else if (m.type === 'history') for (const st of m.steps || []) add(st, st.scores);
  }
  return out;
}

function checkScoring(h, screen, end, cat) {
  const ev = end.events;
  const players = end.scores.players;
  h.check(screen.length === players.length, `the scoring screen shows ${screen.length} players, not ${players.length}`);
  let figures = 0;
  for (const s of screen) {
    const mine = ev.filter((e) => e.type === 'figure_score' && e.player === s.seat);
    const score = ev.find((e) => e.type === 'score' && e.player === s.seat);
    const rows = s.rows.filter((r) => r.row === 'figure');
    h.check(rows.length === mine.length, `seat ${s.seat + 1}'s screen has ${rows.length} figures, the engine scored ${mine.length}`);
    let sum = 0;
    rows.forEach((r, i) => {
      const e = mine[i];
      const want = cat.steps.points[e.step - 1] * (e.figure === 'researcher' ? 2 : 1);
      h.check(Number(r.points) === e.points && e.points === want && r.color === e.color && Number(r.step) === e.step,
        `the screen's ${r.text} (${r.points}) is not the engine's ${e.color} ${e.figure} on step ${e.step}: ${e.points} (${want})`);
      h.check(r.figure !== 'researcher' || /×2/.test(r.text), `the researcher's row does not say it is doubled: '${r.text}'`);
      sum += Number(r.points);
      figures++;
    });
    const row = (k) => s.rows.find((r) => r.row === k);
    h.check(Number(row('figures').points) === sum && sum === score.figure_points,
      `seat ${s.seat + 1}'s figures say ${row('figures').points}, the rows add up to ${sum}, the engine ${score.figure_points}`);
    h.check(Number(row('chips-before').value) === score.chips_before, `chips before ${row('chips-before').value} vs ${score.chips_before}`);
    const paid = row('paid'), gained = row('gained');
    const change = paid ? -Number(paid.value) : Number(gained.value);
    h.check(score.chips_before + change === score.chips_after, `chips ${score.chips_before} ${change} is not ${score.chips_after}`);
    h.check(Number(row('chips-after').value) === score.chips_after && score.chips_after === players[s.seat].chips,
      `chips now ${row('chips-after').value}, the engine's ${players[s.seat].chips}`);
    h.check(Number(row('artefacts').value) === score.artefact_chips, `artefacts exchanged ${row('artefacts').value} vs ${score.artefact_chips}`);
  }
  return figures;
}

async function finalTable(page) {
  return page.$$eval('#final-scores tr', (trs) => trs.map((tr) => ({
    category: tr.dataset.category || null, info: tr.dataset.info || null,
    cells: [...tr.children].map((c) => c.textContent.trim()),
  })));
}

function checkFinal(h, rows, view) {
  const total = rows.find((r) => r.category === 'total');
  h.check(total, 'the final table has no total row');
  const parts = rows.filter((r) => r.category && r.category !== 'total');
  h.check(!parts.some((r) => r.category === 'chips' || r.category === 'artefact_chips'),
    `the final table adds up chips or artefact chips: ${parts.map((r) => r.category)}`);
  const head = rows[0].cells.slice(1);
  for (let col = 1; col <= head.length; col++) {
    const sum = parts.reduce((s, r) => s + Number(r.cells[col]), 0);
    h.check(sum === Number(total.cells[col]),
      `the final table's rows do not add up to its total: ${head[col - 1]} ${sum}, total ${total.cells[col]} ` +
      `(${parts.map((r) => `${r.category} ${r.cells[col]}`).join(', ')})`);
    const live = view.scores.players[col - 1];
    h.check(live.total === Number(total.cells[col]), `${head[col - 1]}'s total ${total.cells[col]}, the view's ${live.total}`);
    h.check(!/\bP\d\b/.test(head[col - 1]), `a column is named '${head[col - 1]}'`);
  }
  h.check(rows.some((r) => r.info === 'artefact_chips'), 'the final table does not show the artefact chips (the tie-break)');
}

/** The expedition's scoring screen now shown, against the engine's last
 * expedition end this page received (each figure's points, the researcher
 * doubled, their sum, the chips, the artefacts exchanged): the number of
 * figures checked.  `count`: how many expedition ends the game has had. */
export async function checkScoringShown(h, t, cat, count) {
  const ends = expeditionEnds(t);
  h.check(ends.length === count, `${t.name}: ${ends.length} expedition ends received, ${count} expected`);
  h.check(await t.page.getAttribute('#lc-scoring', 'data-expedition') === String(count), `${t.name}: the screen is not the last expedition's`);
  return checkScoring(h, await scoringScreen(t.page), ends[count - 1], cat);
}

/** The game's end: the final table's rows add up to each total (they showed
 * chips 145, figures 70, tiles 75, total 145), no column named P1..P4, the
 * tie-break by artefact chips said when it decided; the log names colour and
 * card ("Blue plays red 7: researcher to step 5 (+10)") and no seat P1..P4. */
export async function checkGameEnd(h, t, view) {
  await t.page.waitForSelector('#final', { state: 'visible', timeout: 20000 });
  checkFinal(h, await finalTable(t.page), view);
  const outcome = await t.page.textContent('#final-outcome');
  if (view.scores.tiebreak) h.check(/artefact chips/.test(outcome), `${t.name}: the tie-break by artefact chips not said: '${outcome}'`);
  else h.check(!/Tied/.test(outcome), `${t.name}: a tie-break said without a tie: '${outcome}'`);
  return checkLogLines(h, t);
}

async function checkLogLines(h, t) {
  const lines = await t.page.$$eval('#log .log-line', (els) => els.map((e) => e.textContent));
  const plays = lines.filter((l) => new RegExp(`plays (${COLOURS}) \\d+: (researcher|adventurer) to step \\d \\([+-]?\\d+\\)`).test(l));
  h.check(plays.length > 3, `${t.name}: no log line like "Blue plays red 7: researcher to step 5 (+10)" among ${lines.length}: ${lines.slice(-5).join(' | ')}`);
  for (const l of lines) h.check(!/\bP\d\b/.test(l), `${t.name}: a log line names a seat P1..P4: '${l}'`);
  return plays.length;
}

export { catalogOf };

export function lcWordsScenarios(h) {
  return {
    'lc-lobby': async (browser, url) => {
      const t = await h.openPage(browser, url, 'lc-lobby');
      await chooseGame(t, 'lost-cities');
      const cat = await catalogOf(t, 'lost-cities');
      h.check(cat && cat.options && cat.options.paths, 'lc-lobby: the catalog has no options');
      checkLobby(h, await lobbyOptions(t.page), cat.options, 'in English');
      let tt = await titles(t.page);
      h.check(tt.doc === TITLE && tt.header === TITLE, `lc-lobby: the title bar says '${tt.doc}', the header '${tt.header}'`);
      await h.shot(t, 'lc-lobby.png');
      await t.page.selectOption('#lang', 'pl');
      await t.page.waitForFunction(() => (document.querySelector('#generic-options label') || {}).textContent === 'Długość gry', null, { timeout: 10000 })
        .catch(() => {}); // checkLobby says what it shows instead
      checkLobby(h, await lobbyOptions(t.page), POLISH, 'in Polish');
      h.check(await t.page.inputValue('#game-kind') === 'lost-cities', 'lc-lobby: switching to Polish lost the chosen game');
      tt = await titles(t.page);
      h.check(tt.doc === TITLE && tt.header === TITLE, `lc-lobby: in Polish the title bar says '${tt.doc}', the header '${tt.header}'`);
      await h.shot(t, 'lc-lobby-pl.png');
      await t.page.selectOption('#lang', 'en');
      await t.page.selectOption('#game-kind', 'arnak');
      tt = await titles(t.page);
      h.check(tt.doc === 'Lost Ruins of Arnak' && tt.header === 'Lost Ruins of Arnak', `lc-lobby: Arnak chosen, the title says '${tt.doc}'`);
      await h.closePage(t);
    },

    'lc-game': async (browser, url) => {
      const t = await h.openPage(browser, url, 'lc-game');
      await chooseGame(t, 'lost-cities');
      await t.page.selectOption('#mode', 'bots');
      await t.page.selectOption('#players', '2');
      await t.page.check('#bots-advanced'); // the random bot is one of the developers' bots
      await t.page.locator('#bot').first().selectOption('random');
      await t.page.selectOption('#generic-options select[data-option="length"]', 'short');
      await t.page.click('#create');
      await h.waitView(t, h.myTurn, 'the first decision');
      const cat = await catalogOf(t, 'lost-cities');
      const tt = await titles(t.page);
      // (on the player's turn the tab says so first: "● Your turn — Lost Cities: …")
      h.check(tt.doc.endsWith(TITLE) && tt.header === TITLE, `lc-game: the title bar says '${tt.doc}', the header '${tt.header}'`);
      const dec = await t.page.textContent('#decision-text');
      h.check(!/\bP\d\b/.test(dec) && /^Start a path/.test(dec), `lc-game: "P1:" in decisions: '${dec}'`);
      const join = t.sent.find((m) => m.type === 'join');
      const me = { game_id: join.game_id, seat: join.seat, token: join.token };
      // (the long game's three screens are checked along lc-2p's game on the board)
      await drive(t, me, Math.floor(h.random() * 1e9), 99);
      const view = await h.waitView(t, (v) => v.over, 'the end of the game', 60000);
      await t.page.waitForSelector('#lc-scoring', { state: 'visible', timeout: 20000 }).catch(() => h.check(false, `lc-game: the finished game opened again shows no scoring screen (${t.errors.join('; ')})`));
      h.check(await t.page.locator('#final').isHidden(), 'lc-game: the final table covers the last expedition\'s scoring');
      const figures = await checkScoringShown(h, t, cat, 1);
      await h.shot(t, 'lc-scoring.png');
      const d = await t.page.textContent('#decision-text');
      h.check(!/\bP\d\b/.test(d), `lc-game: "P1:" in decisions: '${d}'`);
      await t.page.click('#lc-scoring-close');
      h.check(await t.page.locator('#lc-scoring').isHidden(), 'lc-game: the scoring screen stays after Continue');
      const plays = await checkGameEnd(h, t, view);
      await t.page.setViewportSize({ width: 1366, height: 657 });
      await h.shot(t, 'lc-final.png');
      // the same table in Polish
      await t.page.selectOption('#lang', 'pl');
      await t.page.waitForFunction(() => /Figury/.test((document.querySelector('#final-scores') || {}).textContent || ''), null, { timeout: 10000 });
      checkFinal(h, await finalTable(t.page), view);
      await h.shot(t, 'lc-final-pl.png');
      await t.page.selectOption('#lang', 'en');
      console.log(`  ${figures} figures scored; final totals ${view.scores.players.map((p) => p.total).join(', ')}` +
        `${view.scores.tiebreak ? ` (tie-break ${view.scores.tiebreak})` : ''}; ${plays} play lines in the log`);
      await h.closePage(t);
    },
  };
}
