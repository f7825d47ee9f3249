import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { shellVariablesCss } from './src/core/tokens.ts';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Writes a .br and a .gz beside each built script and stylesheet, at the strongest levels, once at
 * build time: the server hands them to browsers that accept them (@fastify/static preCompressed)
 * and spends no CPU compressing at run time.
 */
function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: outDir may be absolute (the budget test builds into a directory of its own).
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assetsDir, name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the tokens (src/core/tokens.ts) as custom properties at the head of src/app/shell.css, so
 * the shell has them in its stylesheet, before any script runs and without MUI. A change to the
 * tokens restarts the dev server, as the config imports them.
 */
function shellTokens(): Plugin {
  return {
    name: 'portal-shell-tokens',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/app\/shell\.css(\?|$)/.test(id)) return null;
      return { code: `${shellVariablesCss()}${code}`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), shellTokens(), precompress()],
  server: { proxy: { '/v1': api, '/api': api, '/images': api } },
  // The manifest maps each route's screen to its chunks: for the server's preloads, the first-screen
  // budget test (first-screen-budget.test.ts) and the bundle figures of bench/web.ts.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs before any screen (React, the router, the shell, the domain rules it
          // calls) is one chunk. Left to itself the bundler cuts it wherever the lazy screens' imports
          // differ: the console's screens alone cut it in four and cost the first screen 1.5 KB gzip.
          includeDependenciesRecursively: true,
          groups: [{ name: 'shell', test: /apps[\\/]web[\\/]src[\\/]main\.tsx$/ }],
        },
      },
    },
  },
});
