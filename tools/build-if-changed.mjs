// `npm start` runs this before serving: each part of the build (pictures, web app, server bundle)
// runs again only when its inputs differ from those of its last good build, or its output is gone,
// so a start with nothing changed serves at once. `npm run build` passes --always: it builds every
// part whatever the stamps say (CI and the browser tests rely on it), and leaves fresh stamps.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What every part is built with besides its own files: the installed packages and Node itself. */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/** The parts of `npm run build`, in its order; paths are relative to the repository root. */
export const STEPS = [
  {
    name: 'pictures',
    workspace: '@portal/tenants',
    inputs: ['packages/tenants', 'packages/domain/src', 'packages/domain/package.json'],
    outputs: ['packages/tenants/generated/images'],
    stamp: 'packages/tenants/generated/.build-stamp',
  },
  {
    name: 'web app',
    workspace: '@portal/web',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/domain/src',
      'packages/domain/package.json',
    ],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json'],
    stamp: 'apps/web/dist/.build-stamp',
  },
  {
    name: 'server',
    workspace: '@portal/server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/domain/src',
      'packages/domain/package.json',
      'packages/tenants/src',
      'packages/tenants/package.json',
    ],
    outputs: ['apps/server/dist/main.js'],
    stamp: 'apps/server/dist/.build-stamp',
  },
];

/** Folders that are outputs, installs or tests, never what a build reads. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'test', 'test-support', 'coverage']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function collectFiles(root, path, into) {
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) collectFiles(root, child, into);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      into.push(child);
    }
  }
}

function inputFiles(root, step) {
  const files = [];
  for (const input of [...SHARED_INPUTS, ...step.inputs]) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) collectFiles(root, input, files);
    else files.push(input);
  }
  return [...new Set(files)].sort();
}

/**
 * A hash of the step's input files (their paths and contents, tests left out) and of Node's
 * version. Contents, not times: a checkout or a copy that touches every file changes nothing.
 */
export function inputsHash(root, step) {
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of inputFiles(root, step)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** Why the step must build, or null when its last good build had these inputs and its output is there. */
export function reasonToBuild(root, step) {
  const missing = step.outputs.find((output) => !existsSync(join(root, output)));
  if (missing !== undefined) return `${missing} is missing`;
  const stampFile = join(root, step.stamp);
  if (!existsSync(stampFile)) return 'no record of its last build';
  if (readFileSync(stampFile, 'utf8').trim() !== inputsHash(root, step)) return 'its sources changed';
  return null;
}

/**
 * Builds the steps that need it (all of them when `always`), each through `run(step)`, which
 * returns true when the build succeeded; the stamp is removed before a build and written after a
 * good one, so a failed or stopped build is tried again next time. Returns false when one failed.
 */
export function buildIfChanged(root, { steps = STEPS, always = false, run = runWorkspaceBuild, log = console.log } = {}) {
  const skipped = [];
  for (const step of steps) {
    const reason = always ? 'always' : reasonToBuild(root, step);
    if (reason === null) {
      skipped.push(step.name);
      continue;
    }
    if (!always) log(`Building the ${step.name}: ${reason}.`);
    rmSync(join(root, step.stamp), { force: true });
    const hash = inputsHash(root, step);
    if (!run(step)) return false;
    writeFileSync(join(root, step.stamp), `${hash}\n`);
  }
  if (skipped.length > 0) log(`Up to date, not rebuilt: ${skipped.join(', ')} (npm run build rebuilds everything).`);
  return true;
}

function runWorkspaceBuild(step) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', step.workspace], { stdio: 'inherit' });
  return result.status === 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const ok = buildIfChanged(root, { always: process.argv.includes('--always') });
  process.exitCode = ok ? 0 : 1;
}
