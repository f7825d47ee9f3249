import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function effectErrors(body: string): Promise<string[]> {
  const source = `import { useEffect, useLayoutEffect } from 'react';\nexport function Screen() {\n${body}\n  return null;\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: 'apps/web/src/x.tsx' });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/effect-returns-cleanup').map((m) => m.message);
}

describe('effects in the web app return nothing or a cleanup function', () => {
  it('refuses an effect whose arrow body is an expression (the success screen crash)', async () => {
    expect(await effectErrors('  useEffect(() => window.scrollTo({ top: 0 }), []);')).toHaveLength(1);
    expect(await effectErrors('  useLayoutEffect(() => fetch("/x"), []);')).toHaveLength(1);
  });
  it('refuses an effect that returns a value from its block', async () => {
    expect(await effectErrors('  useEffect(() => { return fetch("/x"); }, []);')).toHaveLength(1);
    expect(await effectErrors('  useEffect(() => { if (a) return 1; return () => {}; }, []);')).toHaveLength(1);
  });
  it('accepts braces, a bare return, undefined and a cleanup written in place', async () => {
    expect(await effectErrors('  useEffect(() => { window.scrollTo({ top: 0 }); }, []);')).toEqual([]);
    expect(await effectErrors('  useEffect(() => { if (a) return; return undefined; }, []);')).toEqual([]);
    expect(await effectErrors('  useEffect(() => { const t = setTimeout(f); return () => clearTimeout(t); }, []);')).toEqual([]);
    expect(await effectErrors('  useEffect(() => () => {}, []);')).toEqual([]);
  });
  it('leaves the returns of functions inside an effect alone', async () => {
    expect(await effectErrors('  useEffect(() => { load().then((x) => { return x + 1; }); }, []);')).toEqual([]);
  });
});
