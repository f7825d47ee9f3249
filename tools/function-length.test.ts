import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's functions stay short enough to read at once (max-lines-per-function in eslint.config.js).
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** A component of `lines` lines, from its first line to its closing brace. */
const component = (lines: number) => `export function Screen(): number {\n${'  void 0;\n'.repeat(lines - 3)}  return 1;\n}\n`;

async function lengthErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
}

describe('function length in the web app', () => {
  it('refuses a function over 120 lines', async () => {
    expect(await lengthErrors('apps/web/src/screens/console/board/x.tsx', component(121))).toEqual([
      expect.stringContaining('has too many lines (121). Maximum allowed is 120'),
    ]);
    expect(await lengthErrors('apps/web/src/core/x.ts', component(121))).toHaveLength(1);
  });

  it('lets one of 120 lines be, and a test of any length', async () => {
    expect(await lengthErrors('apps/web/src/screens/console/board/x.tsx', component(120))).toEqual([]);
    expect(await lengthErrors('apps/web/src/screens/console/board/x.test.tsx', component(400))).toEqual([]);
  });
});
