// The pictures of items as they will be made (GET /images/made/…), from the built server: how long
// a buyer waits for one drawn on request (cold: never asked before) and for one the cache holds,
// at the item screen's 600 px and a line's 160 px, one buyer at a time and four at once.
import { madeImagePath, placementsFor, type MadeImageChoice, type MadeImageWidth } from '@portal/domain';
import { loadTenants } from '@portal/tenants/server';
import { recordResult } from './support/results';
import { startServer } from './support/server';
import { fmt, median, percentile, table } from './support/stats';

const TARGET_MS = 300;
const COLD_PER_RUN = 120;
const RUNS = 3;

const registry = loadTenants();

/** Every combination a buyer of `group` can ask for on its garments and hats: colour × logo × placement, and pairs of logos. */
function combinations(group: string): MadeImageChoice[] {
  const tenant = registry.groups.get(group)!;
  const offer = { placements: tenant.config.logo_placements, placementTable: tenant.placementTable };
  const out: MadeImageChoice[] = [];
  for (const item of tenant.catalogue) {
    const logos = tenant.config.embroideries[item.type] ?? [];
    const { options } = placementsFor(item.type, offer);
    if (item.restricted || logos.length === 0 || options.length === 0) continue;
    for (const color of item.colors)
      for (const embroidery of logos)
        for (const placement of options) {
          out.push({ code: item.code, color, embroidery, placement });
          const second = options.find((p) => p !== placement);
          if (second)
            out.push({ code: item.code, color, embroidery, placement, secondEmbroidery: logos[0]!, secondPlacement: second });
        }
  }
  return out;
}

/** A deterministic shuffle, so every run asks for different pictures but the same kinds of them. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const port = 4800 + Math.floor(Math.random() * 100);
const server = await startServer(port);
const rssAtStart = server.rssMb();

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

/** Asks for each path once, `clients` at a time; the latency of each. */
async function ask(paths: readonly string[], clients: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < paths.length; i = next++) times.push(await timed(paths[i]!));
    }),
  );
  return times;
}

try {
  const group = 'default';
  const all = shuffled(combinations(group), 7);
  console.log(`${all.length} combinations of garment, colour, logos and placements for ${group}`);
  // Warm the process (the first drawing loads librsvg's fonts), on pictures the runs never ask for.
  await ask(
    all.slice(-10).map((choice) => madeImagePath(group, choice, 600)),
    1,
  );

  const rows: (string | number)[][] = [];
  const p99s: Record<string, number[]> = {};
  let used = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const [width, clients] of [
      [600, 1],
      [160, 1],
      [600, 4],
      [160, 4],
    ] as [MadeImageWidth, number][]) {
      const batch = all.slice(used, used + COLD_PER_RUN).map((choice) => madeImagePath(group, choice, width));
      used += COLD_PER_RUN;
      if (batch.length < COLD_PER_RUN) throw new Error('not enough combinations for the runs');
      const cold = await ask(batch, clients);
      const cached = await ask(batch, clients);
      for (const [kind, times] of [
        ['cold', cold],
        ['cached', cached],
      ] as const) {
        const key = `${kind} ${width} px, ${clients} at once`;
        (p99s[key] ??= []).push(percentile(times, 99));
        if (run === RUNS - 1) rows.push([key, fmt(median(times), 1), fmt(percentile(times, 99), 1), fmt(Math.max(...times), 1)]);
      }
    }
  }
  console.log(`Last run, ${COLD_PER_RUN} pictures each; p99 is the median of ${RUNS} runs in the summary`);
  console.log(table(['pictures', 'p50 ms', 'p99 ms', 'max ms'], rows));
  for (const [key, values] of Object.entries(p99s)) {
    const p99 = median(values);
    console.log(`${key}: p99 ${fmt(p99, 1)} ms (runs ${values.map((v) => fmt(v, 1)).join(', ')})`);
    recordResult({
      benchmark: 'made-pictures',
      measure: `GET /images/made ${key}: p99`,
      figure: `${fmt(p99, 1)} ms`,
      target: `at most ${TARGET_MS} ms`,
      met: p99 <= TARGET_MS,
    });
  }
  // Most of the server's memory is PGlite's; the cache is bounded at 48 MB of pictures.
  console.log(`server RSS ${fmt(rssAtStart, 0)} MB at start (PGlite included), peak ${fmt(server.peakRssMb(), 0)} MB`);
} finally {
  await server.stop();
}
