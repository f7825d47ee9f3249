import { fork } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SteadyFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

// Plain JavaScript run by a node process of its own: the benchmark's own work (publishing, polling)
// would otherwise delay the answers this load times, in its event loop.
const LOAD = `
const { Agent, request } = require('node:http');
const [url, rate, headers] = [process.argv[2], Number(process.argv[3]), JSON.parse(process.argv[4])];
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const latencies = [];
let errors = 0;
let inFlight = 0;
function send() {
  const started = performance.now();
  inFlight += 1;
  const done = (ok) => {
    inFlight -= 1;
    if (ok) latencies.push(performance.now() - started);
    else errors += 1;
  };
  request(url, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => done(response.statusCode === 200 || response.statusCode === 304));
  }).on('error', () => done(false)).end();
}
// One tick a millisecond: sent in batches, the last of a batch would wait for the others.
let owed = 0;
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  owed += ((now - last) * rate) / 1000;
  last = now;
  for (; owed >= 1; owed -= 1) send();
}, 1);
process.on('message', async () => {
  clearInterval(timer);
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))];
  process.send({ requests: latencies.length, errors, p50: at(50), p99: at(99) }, () => process.exit(0));
});
`;

/**
 * Requests sent at a steady rate, whatever the answers' speed (an open loop, as buyers arrive), each
 * timed to a fraction of a millisecond, from a process of its own: the latency a buyer sees while
 * the server is not saturated, where a closed loop at full speed measures mostly the queue for the
 * CPU. Runs until stopped.
 */
export function steadyLoad(
  url: string,
  ratePerSecond: number,
  headers: Record<string, string> = {},
): () => Promise<SteadyFigures> {
  const script = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'steady-load.cjs');
  writeFileSync(script, LOAD);
  const child = fork(script, [url, String(ratePerSecond), JSON.stringify(headers)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return () =>
    new Promise<SteadyFigures>((resolve, reject) => {
      child.once('message', (figures) => resolve(figures as SteadyFigures));
      child.once('exit', (code) => reject(new Error(`the steady load exited (${code}) without its figures`)));
      child.send('stop');
    });
}
