import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of docs/architecture.md, as the lint configuration enforces it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps packages/domain free of node modules, frameworks and our other packages', async () => {
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from 'node:fs';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from 'fs';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from 'fastify';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from 'react';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from '@portal/tenants';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/x.ts', "import { x } from 'zod';")).toHaveLength(0);
  });
  it('keeps the server-only part of tenants out of apps/web', async () => {
    expect(await importErrors('apps/web/src/x.tsx', "import { x } from '@portal/tenants/server';")).toHaveLength(1);
    expect(
      await importErrors('apps/web/src/x.tsx', "import { x } from '../../../packages/tenants/src/server/secrets';"),
    ).toHaveLength(1);
    expect(await importErrors('apps/web/src/x.tsx', "import { x } from 'node:crypto';")).toHaveLength(1);
    expect(await importErrors('apps/web/src/x.tsx', "import { x } from '@portal/domain';")).toHaveLength(0);
  });
  it('keeps the public part of tenants browser-safe', async () => {
    expect(await importErrors('packages/tenants/src/x.ts', "import { x } from './server';")).toHaveLength(1);
    expect(await importErrors('packages/tenants/src/x.ts', "import { x } from 'node:fs';")).toHaveLength(1);
  });
  it("keeps drills, e2e and bench out of an app's src/ and test-support/", async () => {
    expect(
      await importErrors('drills/src/drills/x.ts', "import { x } from '../../../apps/server/src/email/mail-transport';"),
    ).toHaveLength(1);
    expect(await importErrors('e2e/support/x.ts', "import { x } from '../../apps/server/test-support/test-app';")).toHaveLength(
      1,
    );
    expect(await importErrors('bench/x.ts', "import { x } from '../apps/web/src/app/theme';")).toHaveLength(1);
    expect(await importErrors('drills/src/x.ts', "import { x } from '@portal/server/mail-transport';")).toHaveLength(0);
    expect(await importErrors('e2e/support/x.ts', "import { x } from '@portal/testing/fake-paypal';")).toHaveLength(0);
  });
  it('lets no package import an app', async () => {
    expect(await importErrors('packages/tenants/src/server/x.ts', "import { x } from '@portal/server';")).toHaveLength(1);
  });
});
