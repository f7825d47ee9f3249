import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's route files as the lint configuration keeps them (tools/eslint-rules/route-files.js).
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function routeFileErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/route-files').map((m) => m.message);
}

const register = 'export function registerThing(): void {}\n';

describe('route files', () => {
  it('lets a route file export its register function alone', async () => {
    expect(await routeFileErrors('apps/server/src/orders/x.route.ts', register)).toEqual([]);
    expect(await routeFileErrors('apps/server/src/orders/routes.ts', register)).toEqual([]);
  });

  it('refuses a route file that lends a helper, a constant or a type to others', async () => {
    expect(await routeFileErrors('apps/server/src/orders/x.route.ts', `${register}export function paymentErrors() {}\n`)).toEqual(
      [expect.stringContaining("move 'paymentErrors' to a module of its own")],
    );
    expect(await routeFileErrors('apps/server/src/console/x.route.ts', `${register}export const LIMIT = 3;\n`)).toHaveLength(1);
    expect(
      await routeFileErrors('apps/server/src/console/x.route.ts', `${register}export interface Shape { a: number }\n`),
    ).toHaveLength(1);
    expect(await routeFileErrors('apps/server/src/console/x.route.ts', `${register}const a = 1;\nexport { a };\n`)).toHaveLength(
      1,
    );
    expect(await routeFileErrors('apps/server/src/console/routes.ts', `${register}export * from './y';\n`)).toHaveLength(1);
  });

  it('refuses two register functions in one route file', async () => {
    expect(
      await routeFileErrors('apps/server/src/health/x.route.ts', `${register}export function registerOther(): void {}\n`),
    ).toEqual([expect.stringContaining('registers one call')]);
  });

  it('names route files one way: <verb-noun>.route.ts, or routes.ts for an area', async () => {
    expect(await routeFileErrors('apps/server/src/health/health-routes.ts', register)).toEqual([
      expect.stringContaining("'<verb-noun>.route.ts'"),
    ]);
    expect(await routeFileErrors('apps/server/src/images/images-route.ts', register)).toHaveLength(1);
  });

  it('leaves other modules, and tests, free to export what they hold', async () => {
    expect(
      await routeFileErrors('apps/server/src/orders/place-order.ts', 'export const a = 1;\nexport function b() {}\n'),
    ).toEqual([]);
    expect(await routeFileErrors('apps/server/src/orders/x.route.test.ts', 'export const a = 1;\n')).toEqual([]);
  });
});
