import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO } from './server';

/**
 * Bundles the server as apps/server/build.mjs does (our packages inlined, npm packages loaded from
 * node_modules), into a file of this process, so tests need no `npm run build` and never race it.
 */
export async function buildServerBundle(): Promise<{ entry: string; remove(): void }> {
  const outfile = join(REPO, 'drills', 'dist', `server-${process.pid}.js`);
  await build({
    entryPoints: [join(REPO, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return {
    entry: outfile,
    remove: () => {
      rmSync(outfile, { force: true });
      rmSync(`${outfile}.map`, { force: true });
    },
  };
}
