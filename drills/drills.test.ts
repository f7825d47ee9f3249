// The quick fault drills in `npm test`: the same drills as `npm run drills`, against a server bundle
// built here, each on its own private PostgreSQL cluster. The slow ones (PostgreSQL restart,
// SIGKILL) run in `npm run drills` only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './src/build-server';
import { postgresBinDir } from './src/cluster';
import { DRILLS } from './src/drills';
import { formatTable, runDrill } from './src/harness';

const postgres = postgresBinDir();
if (!postgres) console.warn('fault drills skipped: PostgreSQL server programs (initdb, pg_ctl) not found; set PG_BIN_DIR');

describe.skipIf(!postgres)('fault drills (quick)', () => {
  let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
  beforeAll(async () => {
    bundle = await buildServerBundle();
  });
  afterAll(() => bundle?.remove());

  for (const drill of DRILLS.filter((d) => d.quick)) {
    it(drill.title, { timeout: 120_000 }, async () => {
      const result = await runDrill(drill, { serverEntry: bundle!.entry }, 100_000);
      expect(result.failures, `${formatTable([result])}\nlogs: ${result.logDir}`).toEqual([]);
    });
  }
});
