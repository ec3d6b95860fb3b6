// proto_session.mjs - the developer tools' talk with `arnak proto` (one JSON message a
// line over its standard input and output), and their seeded random numbers.
import { spawn } from 'child_process';
import readline from 'readline';

// A session with BINARY's `proto --test-tokens`: send(message), recv() (the next message,
// in order), close().
export function session(binary) {
  const p = spawn(binary, ['proto', '--test-tokens'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const rl = readline.createInterface({ input: p.stdout });
  const queue = [];
  const waiting = [];
  rl.on('line', (l) => { const m = JSON.parse(l); if (waiting.length) waiting.shift()(m); else queue.push(m); });
  return {
    send: (m) => p.stdin.write(JSON.stringify(m) + '\n'),
    recv: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => waiting.push(r))),
    close: () => { p.stdin.end(); },
  };
}

// Numbers in [0, 1) from a seed (a linear congruential generator: the same seed, the
// same views).
export function rng(seed) {
  let x = seed >>> 0;
  return () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
}

// Seat 0 plays one of the actions in LIST (chosen by RAND) in session S; the next update
// where seat 0 is to act again or the game is over.
export async function playRandom(s, list, rand) {
  s.send({ type: 'act', action: list[Math.floor(rand() * list.length)].text });
  let r = await s.recv();
  while (r.type !== 'update' || (r.turn !== 0 && r.turn !== null && !r.over)) r = await s.recv();
  return r;
}
