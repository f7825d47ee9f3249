// The fault drills against the built server: `npm run drills` at the root builds first.
//   npm run drills -w @portal/drills [-- DRILL_ID ...]   runs only those drills
import { DRILLS } from './src/drills';
import { formatTable, runDrill, type DrillResult } from './src/harness';
import { seconds } from './src/util';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !DRILLS.some((d) => d.id === id));
if (unknown.length > 0) {
  console.error(`Unknown drill ${unknown.join(', ')}; the drills are ${DRILLS.map((d) => d.id).join(', ')}.`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? DRILLS.filter((d) => wanted.includes(d.id)) : DRILLS;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`${signal}: stopping; the servers and PostgreSQL clusters started here are removed.`);
    // The exit handler of the harness kills the servers and removes the clusters.
    process.exit(130);
  });
}

const started = Date.now();
const results: DrillResult[] = [];
for (const drill of chosen) {
  if (stopping) break;
  process.stderr.write(`drill ${drill.id} … `);
  const result = await runDrill(drill);
  results.push(result);
  process.stderr.write(`${result.failures.length === 0 ? 'pass' : 'FAIL'} in ${seconds(result.ms)}\n`);
  if (result.logDir) process.stderr.write(`  logs kept in ${result.logDir}\n`);
}

console.log(`\n${formatTable(results)}\n`);
const failed = results.filter((r) => r.failures.length > 0).length;
console.log(`${results.length - failed} of ${results.length} drills passed in ${seconds(Date.now() - started)}.`);
process.exitCode = failed > 0 ? 1 : 0;
