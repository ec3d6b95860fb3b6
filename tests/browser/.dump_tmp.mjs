import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
page.on('pageerror', (e) => console.log('ERR', e.message));
const sent = [];
page.on('websocket', (ws) => ws.on('framesent', (f) => { try { sent.push(JSON.parse(f.payload)); } catch {} }));
await page.goto(url);
await page.waitForSelector('#lobby', { state: 'visible' });
await page.selectOption('#mode', process.argv[3] || 'bots');
await page.click('#create');
await page.waitForTimeout(1500);
const join = sent.find((m) => m.type === 'join');
const seq = await page.evaluate(async (me) => {
  let rng = 12345;
  const rand = () => { rng = (Math.imul(rng, 1664525) + 1013904223) >>> 0; return rng / 4294967296; };
  const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/', 'arnak');
  await new Promise((ok) => { ws.onopen = ok; });
  const pending = new Map(); let id = 1;
  ws.onmessage = (ev) => { const m = JSON.parse(ev.data); if (pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } };
  const ask = (m) => new Promise((ok) => { const k = id++; pending.set(k, ok); ws.send(JSON.stringify({ ...m, id: k })); });
  let v;
  for (let g = 0; g < 5000; g++) {
    v = await ask({ type: 'view', brief: true, ...me });
    if (v.over) break;
    if (v.turn !== me.seat || !v.actions.length) { await new Promise((ok) => setTimeout(ok, 20)); continue; }
    await ask({ type: 'act', seq: v.seq, action_id: v.actions[Math.floor(rand() * v.actions.length)].id, ...me });
  }
  return v.seq;
}, { game_id: join.game_id, seat: join.seat, token: join.token });
await page.waitForTimeout(1500);
const lines = await page.$$eval('#log .log-line', (els) => els.map((e) => e.className.replace('log-line ', '') + ' | ' + e.textContent));
console.log(lines.join('\n'));
await browser.close();
