// qz_board.mjs - Quetzal on its board in the browser (web/js/qz_board.js):
//   qz-3p   a whole 3-player game against two random bots, played only by
//           clicking the board, the players' panels and the hand (a space, a
//           Temple card, a Village upgrade, a card to sell, a type to deliver, a
//           meeple to reroll; the chooser for a placement's count and kind or a
//           lot's size; the decision bar's pass and reroll-all), never the action
//           list.  At each of this seat's decisions every action of the view has
//           its target or its bar button, and the drawn board is read back and
//           compared with the view: the occupant, count and meeples of each space
//           and of the Harbor, the Temple's and the sites' cards, the Village's
//           upgrades, the round, the First Player marker (on the board and on
//           its holder's panel only, following the view's as it moves), every player's score,
//           coins, Discovery, cards and pool, the markers on the Discovery and
//           score tracks, the hand.  At the end the scores drawn and the final
//           table's totals equal the view's.  The board fits its box, every legal
//           target inside the window, at 1024x600 .. 2560x1440; screenshots at
//           1366x657 and 1920x1080.
//   qz-2p   the same at 2 players with the automa (its meeples, the covered
//           spaces); a click on a space that is not legal brings a why-not note;
//           at the end the board's words in Polish.
// The scenario takes run.mjs's helpers (qzScenarios(h)); it runs when named
// (ctest browser_qz).

import { noteCount, newNote, fitted } from './wait.mjs';

export function qzScenarios(h) {
  const { openPage, closePage, waitView, myTurn, check, shot, random } = h;
  const pick = (list) => list[Math.floor(random() * list.length)];

  async function createQz(t, players) {
    const p = t.page;
    await p.waitForSelector('#lobby', { state: 'visible' });
    await p.selectOption('#game-kind', 'quetzal');
    const about = await p.textContent('#generic-options .game-description').catch(() => '');
    check(/unverified/.test(about || ''), `the lobby's line about Quetzal does not say its numbers are unverified: '${about}'`);
    await p.selectOption('#mode', 'bots');
    await p.selectOption('#players', String(players));
    await p.check('#bots-advanced'); // the random bot is one of the developers' bots
    for (const sel of await p.locator('#bot-seats select').all()) await sel.selectOption('random');
    await p.click('#create');
    await waitView(t, (v) => v.game === 'quetzal' && (myTurn(v) || v.over), 'the first decision');
  }

  async function drawn(t, seq) {
    await t.page.waitForFunction((s) => {
      const g = document.getElementById('game');
      return g && g.dataset.seq === String(s) && !!document.querySelector('#board .qzb-svg');
    }, seq, { timeout: 20000 }).catch(() => t.page.evaluate(() => [document.getElementById('game').dataset.seq, document.getElementById('board').innerHTML.slice(0, 300), document.getElementById('game').className]).then((x) => check(false, `${t.name}: seq ${seq} not drawn on the board (${t.errors.join('; ') || 'no error'}) ${JSON.stringify(x)}`)));
  }

  function readBoard(page) {
    return page.evaluate(() => {
      const q = (s) => [...document.querySelectorAll(s)];
      const one = (s) => document.querySelector(s) || { dataset: {} };
      return {
        spaces: Object.fromEntries(q('#board [data-space]').map((e) => [e.dataset.space, {
          owner: e.dataset.owner ?? null, count: Number(e.dataset.count), kind: e.dataset.kind ?? null, seats: e.dataset.seats ?? null,
          meeples: [...e.querySelectorAll('.qzb-meeple')].map((m) => m.dataset.seat + ':' + m.dataset.face),
        }])),
        temple: q('#board .qzb-tcard').map((e) => e.dataset.card),
        sites: q('#board .qzb-site').map((e) => e.dataset.cards),
        village: q('#board .qzb-upgrade').map((e) => e.dataset.upgrade),
        round: Number(one('#board [data-round]').dataset.round),
        first: Number(one('#board [data-first]').dataset.first),
        panelFirst: q('#players-panel .qzp-first').map((e) => Number(e.dataset.first)),
        disc: q('#board [data-disc]').map((e) => Number(e.dataset.disc)),
        score: q('#board [data-score]').map((e) => Number(e.dataset.score)),
        seats: q('#players-panel [data-seat].qzp-seat').map((s) => ({
          facts: Object.fromEntries([...s.querySelectorAll('[data-fact]')].map((d) => [d.dataset.fact, d.textContent])),
          pool: s.querySelector('[data-pool]').dataset.pool,
          poolDrawn: s.querySelectorAll('.qzp-m').length,
        })),
        hand: q('#hand .qzh-card').map((c) => c.dataset.card),
        targets: q('.legal[data-target]').map((e) => e.dataset.target),
        bar: q('#decision-buttons button[data-action]').map((b) => b.dataset.action),
      };
    });
  }

  // Where an action is clicked (the page's qzKey), null: the decision bar.
  function keyOf(i) {
    switch (i.kind) {
      case 'place': case 'space': return 'place:' + i.space;
      case 'recall': return 'recall:' + i.space;
      case 'pick': return 'pick:' + i.card;
      case 'sell': return 'sell:' + i.card;
      case 'upgrade': return 'upgrade:' + (i.slot + 1);
      case 'deliver': return 'deliver:' + i.artifact;
      case 'reroll': return 'reroll:' + i.face;
      default: return null;
    }
  }
  const FACES = ['adventurer', 'archaeologist', 'wild', 'character'];

  // The drawn board against the view; returns the number of facts compared.
  async function checkBoard(t) {
    const v = t.last;
    await drawn(t, v.seq);
    const st = v.state;
    const b = await readBoard(t.page);
    const where = `${t.name} seq ${v.seq}`;
    let n = 0;
    const eq = (got, want, what) => {
      check(JSON.stringify(got) === JSON.stringify(want), `${where}: ${what} drawn ${JSON.stringify(got)}, the view has ${JSON.stringify(want)}`);
      n++;
    };
    for (const [name, sp] of Object.entries(st.spaces)) {
      const d = b.spaces[name];
      check(d, `${where}: the space ${name} is not drawn`);
      if (name === 'harbor') {
        eq(d.count, sp.length, 'the Harbor\'s meeples');
        eq(d.meeples.map((m) => Number(m.split(':')[0])), sp, 'the Harbor\'s seats');
        continue;
      }
      const owner = sp.automa ? 'automa' : sp.owner !== undefined ? String(sp.owner) : '';
      eq([d.owner, d.count, d.kind], [owner, sp.count || 0, sp.kind || ''], `${name}'s occupant`);
      eq(d.meeples.length, sp.count || 0, `${name}'s meeples`);
      check(d.meeples.every((m) => m.split(':')[0] === owner), `${where}: ${name}'s meeples ${d.meeples} are not all ${owner}'s`);
      if (sp.faces && !sp.automa) {
        eq(FACES.reduce((x, f) => x + sp.faces[f], 0), sp.count, `${name}'s faces in the view against its count`);
        for (const f of FACES) eq(d.meeples.filter((m) => m.endsWith(':' + f)).length, sp.faces[f], `${name}'s ${f} meeples`);
      }
    }
    eq(b.temple, st.temple.map((c) => c || ''), 'the Temple\'s cards');
    eq(b.sites, st.sites.map((s) => s.join(',')), 'the sites\' cards');
    eq(b.village, st.village.map((u) => u || ''), 'the Village\'s upgrades');
    eq(b.round, st.round, 'the round');
    eq(b.first, st.first, 'the First Player marker');
    // on its holder's panel only, and it moves with the view's (the Stela)
    eq(b.panelFirst, [st.first], 'the First Player marker on the panels');
    t.holders = t.holders || [];
    if (t.holders[t.holders.length - 1] !== b.panelFirst[0]) t.holders.push(b.panelFirst[0]);
    eq(b.disc, st.players.map((p) => p.discovery), 'the Discovery track');
    eq(b.score, st.players.map((p) => Math.max(0, p.score)), 'the score track');
    eq(b.seats.length, st.players.length, 'players\' panels');
    st.players.forEach((p, i) => {
      const s = b.seats[i];
      eq([s.facts.score, s.facts.coins, s.facts.discovery, s.facts.cards], [p.score, p.coins, p.discovery, p.hand_count].map(String),
        `seat ${i + 1}'s score, coins, Discovery, cards`);
      eq(s.pool, FACES.map((f) => p.meeples[f] || 0).join(','), `seat ${i + 1}'s pool`);
      eq(s.poolDrawn, FACES.reduce((x, f) => x + (p.meeples[f] || 0), 0), `seat ${i + 1}'s pool meeples`);
    });
    if (v.seat !== null) eq(b.hand.slice().sort(), (st.players[v.seat].hand || []).slice().sort(), 'the hand');
    // every action of the view: a legal target, or a button of the bar
    if (myTurn(v)) {
      const targets = new Set(b.targets), bar = new Set(b.bar);
      for (const a of v.actions) {
        const k = keyOf(a.info || {});
        check(k ? targets.has(k) : bar.has(a.text), `${where}: '${a.text}' has no ${k ? 'target ' + k : 'bar button'} (targets ${[...targets]})`);
      }
      n += v.actions.length;
      const want = new Set(v.actions.map((a) => keyOf(a.info || {})).filter(Boolean));
      const extra = b.targets.filter((k) => !want.has(k));
      check(!extra.length, `${where}: targets marked legal that no action has: ${extra}`);
    }
    return n;
  }

  // One decision by clicks: the chooser if it is open, else a random legal
  // target (board, panels, hand) or bar button.
  async function clickTurn(t) {
    const p = t.page;
    if (await p.locator('#chooser').isVisible()) {
      const x = pick(await p.locator('#chooser button[data-action]:visible').all());
      const a = await x.getAttribute('data-action');
      await x.click();
      return 'chooser ' + a;
    }
    const targets = await p.locator('#game .legal[data-target]:visible').all();
    const bar = await p.locator('#decision-buttons button[data-action]:visible').all();
    check(targets.length + bar.length > 0, `${t.name}: nothing to click at seq ${t.last.seq}`);
    // the bar's pass ends a phase early: taken now and then, as a player would
    if (targets.length && (!bar.length || random() < 0.85)) {
      const x = pick(targets);
      const k = await x.getAttribute('data-target');
      await x.click();
      return k;
    }
    const x = pick(bar);
    const a = await x.getAttribute('data-action');
    await x.click();
    return 'bar ' + a;
  }

  async function shots(t) {
    for (const [w, hgt] of [[1024, 600], [1366, 657], [1920, 1080], [2560, 1440]]) {
      await t.page.setViewportSize({ width: w, height: hgt });
      await fitted(t);
      const r = await t.page.evaluate(() => {
        const box = document.getElementById('board').getBoundingClientRect();
        const s = document.querySelector('#board .qzb-svg').getBoundingClientRect();
        const off = (e) => e.right > innerWidth + 1 || e.bottom > innerHeight + 1 || e.left < -1 || e.top < -1;
        return { fits: s.width <= box.width + 1 && s.height <= box.height + 1, scale: s.width / 1400,
          off: [...document.querySelectorAll('.legal[data-target]')].map((e) => e.getBoundingClientRect()).filter(off).length };
      });
      check(r.fits && r.off === 0, `${t.name} ${w}x${hgt}: the board fits its box: ${r.fits}; ${r.off} legal targets outside the window`);
      console.log(`  ${w}x${hgt}: board at ${(r.scale * 100).toFixed(0)} %`);
      if (w === 1366 || w === 1920) await shot(t, `${t.name}-${w}x${hgt}.png`);
    }
    await t.page.setViewportSize({ width: 1366, height: 768 });
    await fitted(t);
  }

  // A click on a space that takes no placement now says why, in a note beside it.
  async function whyNot(t) {
    const spot = t.page.locator('#board .qzb-space[data-target]:not(.legal)').first();
    if (!(await spot.count())) return null;
    const key = await spot.getAttribute('data-target');
    const n = await noteCount(t);
    await spot.click();
    const said = await newNote(t, n).catch(() => check(false, `${t.name}: a click on ${key} (not legal) brought no note`));
    check(said.length > 3, `${t.name}: the note on ${key} says '${said}'`);
    console.log(`  ${key}, not legal: '${said}'`);
    return said;
  }

  // A whole game by clicks; withShots: the sizes and screenshots, else the board's Polish words.
  async function playGame(browser, url, name, players, withShots) {
    const t = await openPage(browser, url, name);
    await createQz(t, players);
    await guardActionList(t);
    let clicks = 0, checks = 0, shotsTaken = false, boardChecks = 0, whyText = null;
    const kinds = new Set();
    const sentActs = () => t.sent.filter((m) => m.type === 'act').length;
    for (;;) {
      const v = await waitView(t, (x) => x.over || myTurn(x), 'this seat\'s turn', 120000);
      if (await t.page.locator('#chooser').isHidden()) {
        // the whole board at every decision early on, then every few
        if (clicks < 40 || clicks % 4 === 0 || v.over) { checks += await checkBoard(t); boardChecks++; }
      }
      if (v.over) break;
      // the screenshots: a city with meeples on it, from round 2
      const busy = Object.values(v.state.spaces).filter((x) => (Array.isArray(x) ? x.length : x.count)).length;
      if (withShots && !shotsTaken && v.state.round >= 2 && v.state.phase === 'place' && (busy >= 4 || v.state.round >= 4)) { await shots(t); shotsTaken = true; }
      if (!withShots && !whyText && v.state.phase === 'place') whyText = await whyNot(t);
      const seq = v.seq;
      const acts = sentActs();
      const what = await clickTurn(t);
      clicks++;
      check(clicks < 3000, `${t.name}: no end after ${clicks} clicks`);
      if (!what.startsWith('chooser ')) {
        // a target of several actions opens the chooser: the next click is there
        if (await t.page.locator('#chooser').isVisible()) continue;
      }
      kinds.add(what.replace(/^chooser /, '').split(/[: ]/)[0]);
      const end = Date.now() + 15000;
      while (t.last.seq === seq) {
        check(Date.now() < end, `${t.name}: '${what}' changed nothing for 15 s`);
        await t.page.waitForTimeout(20);
      }
      check(sentActs() === acts + 1, `${t.name}: '${what}' sent ${sentActs() - acts} actions`);
    }
    check(shotsTaken || !withShots, `${t.name}: no screenshot of the city with meeples on it`);
    if (players === 2) check(Object.values(t.last.state.spaces).some((x) => x.covered), `${t.name}: no space covered at 2 players`);
    const v = t.last;
    check(v.state.round === v.state.rounds, `${t.name}: the game ended in round ${v.state.round}`);
    // the final scores: the panels and the final table against the view
    await t.page.waitForSelector('#final', { state: 'visible', timeout: 20000 });
    const totals = await t.page.$$eval('#final-scores tr[data-category="total"] td, #final-scores tr[data-category="total"] th',
      (cells) => cells.map((c) => c.textContent.trim()));
    const want = v.scores.players.map((p) => p.total);
    check(JSON.stringify(totals.slice(-want.length).map(Number)) === JSON.stringify(want),
      `${t.name}: the final table's totals ${totals}, the view's ${want}`);
    check(JSON.stringify(v.state.players.map((p) => p.score)) === JSON.stringify(want),
      `${t.name}: the view's scores ${v.state.players.map((p) => p.score)} and totals ${want} differ`);
    await shot(t, `${t.name}-final.png`);
    await noIds(t, 'places', 'English');
    if (!withShots) {
      // in Polish the board's own words follow
      await t.page.selectOption('#lang', 'pl');
      await t.page.waitForFunction(() => /^Runda \d z \d$/.test((document.querySelector('#board .qzb-round') || {}).textContent || ''),
        null, { timeout: 10000 }).catch(() => check(false, `${t.name}: the board's words are not Polish`));
      await noIds(t, 'stawia', 'Polish');
      await t.page.selectOption('#lang', 'en');
    }
    console.log(`  ${clicks} clicks (${[...kinds].sort().join(', ')}), ${boardChecks} boards read back, ${checks} facts checked; final scores ${want.join(', ')}; ` +
      `the First Player marker drawn with seats ${t.holders.join(' -> ')}`);
    await closePage(t);
  }

  // The log names spaces, upgrades and cards in words: no id of the JSON ("temple2",
  // "sell-vase", "vase+vp") in any line, in the language shown (its verb `verb` in it).
  async function noIds(t, verb, language) {
    const ID = /\b(temple[1-5]|village[1-3]|ship[12]|small-temple|[a-z]+-discount|reroll-(all|two)|sell-[a-z]+|market-bonus|camp-bonus|single-as-pair)\b|\+(vp|coin|discovery)\b/;
    const lines = await t.page.waitForFunction((v) => {
      const ls = [...document.querySelectorAll('#log .log-line')].map((e) => e.textContent);
      return ls.length && ls.some((l) => l.includes(v)) ? ls : null;
    }, verb, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
    check(lines, `${t.name}: no ${language} log line says '${verb}'`);
    const bad = lines.filter((l) => ID.test(l));
    check(!bad.length, `${t.name}: ${bad.length} ${language} log lines show an id, e.g. '${bad[0]}'`);
    console.log(`  ${lines.length} ${language} log lines, no id in any`);
  }

  async function guardActionList(t) {
    await t.page.evaluate(() => {
      document.getElementById('actions').addEventListener('click', () => console.error('the action list was clicked'), true);
    });
  }

  return {
    async 'qz-3p'(browser, url) { await playGame(browser, url, 'qz-3p', 3, true); },
    async 'qz-2p'(browser, url) { await playGame(browser, url, 'qz-2p', 2, false); },
  };
}
