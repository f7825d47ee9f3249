// npm run bench: each benchmark in turn, each bounded in time, then one table of every target.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TargetResult } from './support/results';
import { table } from './support/stats';

const here = fileURLToPath(new URL('.', import.meta.url));
const BENCHMARKS: { file: string; minutes: number }[] = [
  { file: 'pricing.ts', minutes: 2 },
  { file: 'storefront.ts', minutes: 4 },
  { file: 'create-order.ts', minutes: 7 },
  { file: 'orders-history.ts', minutes: 12 },
  { file: 'console.ts', minutes: 30 },
  { file: 'web.ts', minutes: 8 },
  { file: 'guess-burst.ts', minutes: 2 },
  { file: 'made-pictures.ts', minutes: 4 },
  { file: 'invoice-pdf.ts', minutes: 4 },
  { file: 'billing.ts', minutes: 12 },
  { file: 'publish.ts', minutes: 3 },
  { file: 'budget-view.ts', minutes: 30 },
];
const only = process.argv.slice(2);

// The API benchmarks need the machine's PostgreSQL: start it when it is down, as CI does.
if (!process.env.BENCH_POSTGRES_URL && spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status !== 0) {
  console.log('PostgreSQL is down; starting it');
  spawnSync('bash', [join(here, '../.ci/postgres.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const resultsFile = join(mkdtempSync(join(tmpdir(), 'bench-results-')), 'results.jsonl');
const failures: string[] = [];

for (const { file, minutes } of BENCHMARKS) {
  if (only.length && !only.some((name) => file.startsWith(name))) continue;
  if (!existsSync(join(here, file))) continue;
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
    timeout: minutes * 60_000,
    killSignal: 'SIGTERM',
  });
  if (run.status !== 0) failures.push(`${file} ${run.signal ? `stopped after ${minutes} min` : `exited ${run.status}`}`);
}

const results: TargetResult[] = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TargetResult)
  : [];
console.log('\n== Summary (medians of 3 runs or more)');
console.log(
  table(
    ['benchmark', 'measure', 'figure', 'target', 'result'],
    results.map((r) => [r.benchmark, r.measure, r.figure, r.target, r.met === null ? '' : r.met ? 'met' : 'MISSED']),
  ),
);
if (failures.length) {
  console.error(`\nbenchmarks that did not finish: ${failures.join(', ')}`);
  process.exit(1);
}
