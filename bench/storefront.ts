// GET /v1/storefront/{largest group} from the real server, beside a bare node:http server answering
// the same bytes: how much the framework costs on the hottest read. Median of 3 runs each, on loopback.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { loadTenants } from '@portal/tenants/server';
import { recordResult } from './support/results';
import { startServer } from './support/server';
import { median } from './support/stats';

const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const registry = loadTenants();
const [largest] = [...registry.groups.entries()].sort((a, b) => b[1].catalogue.length - a[1].catalogue.length)[0]!;

async function load(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: RUN_SECONDS, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const port = 4700 + Math.floor(Math.random() * 100);
const server = await startServer(port);
try {
  const appUrl = `http://127.0.0.1:${port}/v1/storefront/${largest}`;
  const body = Buffer.from(await (await fetch(appUrl)).arrayBuffer());
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(port + 1, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${port + 1}/`;

  const app: Awaited<ReturnType<typeof load>>[] = [];
  const plain: Awaited<ReturnType<typeof load>>[] = [];
  await load(appUrl); // warm-up
  for (let run = 0; run < 3; run += 1) {
    app.push(await load(appUrl));
    plain.push(await load(bareUrl));
  }
  bare.close();
  const row = (name: string, runs: typeof app) =>
    `| ${name} | ${Math.round(median(runs.map((r) => r.rps))).toLocaleString('en-US')} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} |`;
  const ratio = median(app.map((r) => r.rps)) / median(plain.map((r) => r.rps));
  console.log(
    `GET /v1/storefront/${largest}: ${(body.length / 1024).toFixed(1)} KB answer, ${CONNECTIONS} connections, ${RUN_SECONDS} s x 3 runs`,
  );
  console.log('| server | req/s (median) | p50 ms | p99 ms |');
  console.log('| --- | --- | --- | --- |');
  console.log(row('portal (Fastify)', app));
  console.log(row('bare node:http, same bytes', plain));
  console.log(`ratio portal / bare: ${ratio.toFixed(2)} (target at least 0.7)`);
  recordResult({
    benchmark: 'storefront',
    measure: `GET /v1/storefront/${largest}: portal / bare node:http req/s`,
    figure: `${ratio.toFixed(2)} (${Math.round(median(app.map((r) => r.rps)))} vs ${Math.round(median(plain.map((r) => r.rps)))} req/s, p99 ${median(app.map((r) => r.p99))} ms)`,
    target: 'at least 0.7',
    met: ratio >= 0.7,
  });
} finally {
  await server.stop();
}
