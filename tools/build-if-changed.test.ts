import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, reasonToBuild, STEPS } from './build-if-changed.mjs';

interface Step {
  name: string;
  inputs: string[];
  outputs: string[];
  stamp: string;
}

const pictures: Step = { name: 'pictures', inputs: ['art'], outputs: ['out/pictures'], stamp: 'out/pictures/.build-stamp' };
const web: Step = {
  name: 'web app',
  inputs: ['web/src', 'web/index.html'],
  outputs: ['web/dist/index.html'],
  stamp: 'web/dist/.build-stamp',
};

let root = '';
let built: string[] = [];

function write(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** Builds as `npm run build` would: each step writes its output. */
function run(step: Step): boolean {
  built.push(step.name);
  for (const output of step.outputs) write(output.endsWith('.html') ? output : `${output}/made.txt`, 'made');
  return true;
}

const start = (always = false) => {
  built = [];
  const ok = buildIfChanged(root, { steps: [pictures, web], always, run, log: () => {} });
  return { ok, built };
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('art/logo.svg', '<svg/>');
  write('web/src/main.tsx', 'render()');
  write('web/src/main.test.tsx', 'it()');
  write('web/index.html', '<div id="root"></div>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build before npm start', () => {
  it('builds every part the first time, then skips them all while nothing changed', () => {
    expect(start()).toEqual({ ok: true, built: ['pictures', 'web app'] });
    expect(start()).toEqual({ ok: true, built: [] });
    expect(reasonToBuild(root, web)).toBeNull();
  });

  it('rebuilds only the part whose sources changed', () => {
    start();
    write('web/src/main.tsx', 'render(<App />)');
    expect(start().built).toEqual(['web app']);
    write('art/logo.svg', '<svg width="2"/>');
    expect(start().built).toEqual(['pictures']);
    write('web/src/screens/new-screen.tsx', 'export {}');
    expect(start().built).toEqual(['web app']);
  });

  it('rebuilds every part when the installed packages change', () => {
    start();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(start().built).toEqual(['pictures', 'web app']);
  });

  it('rebuilds a part whose output is missing', () => {
    start();
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(reasonToBuild(root, web)).toBe('web/dist/index.html is missing');
    expect(start().built).toEqual(['web app']);
  });

  it('looks at contents, not times, and not at tests', () => {
    start();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'web/src/main.tsx'), later, later);
    write('web/src/main.test.tsx', 'it("more")');
    expect(start().built).toEqual([]);
  });

  it('tries a failed build again next time', () => {
    start();
    write('web/src/main.tsx', 'broken(');
    built = [];
    expect(buildIfChanged(root, { steps: [pictures, web], run: () => false, log: () => {} })).toBe(false);
    write('web/src/main.tsx', 'render()');
    expect(start().built).toEqual(['web app']);
  });

  it('builds every part with --always, as npm run build does, and leaves them up to date', () => {
    start();
    expect(start(true).built).toEqual(['pictures', 'web app']);
    expect(start().built).toEqual([]);
  });

  it('covers the three parts of npm run build, each stamp kept with its output', () => {
    expect(STEPS.map((step: Step & { workspace: string }) => step.workspace)).toEqual([
      '@portal/tenants',
      '@portal/web',
      '@portal/server',
    ]);
    for (const step of STEPS as Step[]) expect(step.stamp.split('/').slice(0, -1).join('/')).toMatch(/(dist|generated)$/);
  });
});
