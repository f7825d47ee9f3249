import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO } from './server';

/**
 * Bundles the server with apps/server/build.mjs into a file of this process, so tests need no
 * `npm run build` and never race it.
 */
export async function buildServerBundle(): Promise<{ entry: string; remove(): void }> {
  const outfile = join(REPO, 'drills', 'dist', `server-${process.pid}.js`);
  await promisify(execFile)(process.execPath, [join(REPO, 'apps/server/build.mjs'), outfile]);
  return {
    entry: outfile,
    remove: () => {
      rmSync(outfile, { force: true });
      rmSync(`${outfile}.map`, { force: true });
    },
  };
}
