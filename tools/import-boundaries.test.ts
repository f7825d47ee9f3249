import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of docs/architecture.md, as the lint configuration enforces it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

const IMPORT_RULES = new Set(['no-restricted-imports', 'portal/web-zones', 'portal/server-layers', 'import-x/no-cycle']);

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && IMPORT_RULES.has(m.ruleId)).map((m) => m.message);
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

  describe('in the web app', () => {
    const web = (path: string) => `apps/web/src/${path}`;
    it('keeps MUI out of the plain-CSS zone: the entry, the layout, the moved buyer screens and what they use', async () => {
      expect(await importErrors(web('screens/store-home/x.tsx'), "import x from '@mui/material/Button';")).toHaveLength(1);
      expect(await importErrors(web('screens/orders/x.tsx'), "import x from '@mui/icons-material/Replay';")).toHaveLength(1);
      expect(
        await importErrors(web('screens/orders/x.tsx'), "import { x } from '../../common/mui/group-login-dialog';"),
      ).toHaveLength(1);
      expect(await importErrors(web('screens/catalog/x.tsx'), "import { x } from '@mui/material/styles';")).toHaveLength(1);
      expect(await importErrors(web('screens/checkout/x.tsx'), "import x from '@mui/material/TextField';")).toHaveLength(1);
      expect(
        await importErrors(web('screens/success/x.tsx'), "import x from '@mui/icons-material/CheckCircleOutlined';"),
      ).toHaveLength(1);
      expect(await importErrors(web('screens/checkout/x.tsx'), "import { x } from '../../core/mui/mui-screen';")).toHaveLength(1);
      expect(await importErrors(web('screens/item/x.tsx'), "import x from '@mui/material/Button';")).toHaveLength(1);
      expect(await importErrors(web('screens/item/x.tsx'), "import { x } from '../../core/mui/mui-screen';")).toHaveLength(1);
      expect(await importErrors(web('layout/x.tsx'), "import x from '@mui/icons-material/ArrowBack';")).toHaveLength(1);
      expect(await importErrors(web('common/x.tsx'), "import { x } from '@emotion/react';")).toHaveLength(1);
      expect(await importErrors(web('main.tsx'), "import x from '@mui/material/Box';")).toHaveLength(1);
      // The theme and the MUI pieces pull MUI in as surely as MUI itself.
      expect(await importErrors(web('layout/x.tsx'), "import { x } from '../core/mui/theme';")).toHaveLength(1);
      expect(await importErrors(web('core/x.ts'), "import { x } from './mui/mui-screen';")).toHaveLength(1);
      expect(
        await importErrors(web('screens/catalog/x.tsx'), "import { x } from '../../common/mui/password-dialog';"),
      ).toHaveLength(1);
      expect(await importErrors(web('screens/store-home/x.tsx'), "import { x } from '../../common/image-tile';")).toHaveLength(0);
    });
    it('lets the MUI screens, the theme and the MUI common pieces use MUI', async () => {
      expect(await importErrors(web('screens/console/board/x.tsx'), "import x from '@mui/material/Button';")).toHaveLength(0);
      expect(
        await importErrors(web('screens/console/board/x.tsx'), "import { x } from '../../../core/mui/mui-screen';"),
      ).toHaveLength(0);
      expect(await importErrors(web('core/mui/x.ts'), "import { x } from '@mui/material/styles';")).toHaveLength(0);
      expect(await importErrors(web('common/mui/x.tsx'), "import x from '@mui/material/Dialog';")).toHaveLength(0);
      // The router loads each screen as a chunk of its own, MUI or not.
      expect(await importErrors(web('app/x.tsx'), "const x = () => import('../screens/item/item-screen');")).toHaveLength(0);
    });
    it('keeps screens apart: what two screens use lives in common/', async () => {
      expect(await importErrors(web('screens/success/x.tsx'), "import { x } from '../checkout/notice';")).toHaveLength(1);
      expect(await importErrors(web('screens/catalog/x.tsx'), "import type { x } from '../item/item-link-state';")).toHaveLength(
        1,
      );
      expect(await importErrors(web('screens/item/x.tsx'), "import { x } from './quantity-grid';")).toHaveLength(0);
      expect(await importErrors(web('screens/success/x.tsx'), "import { x } from '../../common/notice';")).toHaveLength(0);
    });
    it("keeps the console's screens apart: what two of them use lives beside them in screens/console/", async () => {
      const console = (path: string) => web(`screens/console/${path}`);
      expect(await importErrors(console('board/x.tsx'), "import { x } from '../reports/export-button';")).toEqual([
        expect.stringContaining('Console screens never import each other'),
      ]);
      expect(await importErrors(console('groups/x.tsx'), "import { x } from '../reports/spend-format';")).toHaveLength(1);
      expect(await importErrors(console('order/x.tsx'), "import type { x } from '../staff/staff-form';")).toHaveLength(1);
      // What they share sits below them: it never reaches up into one of them.
      expect(await importErrors(console('x.ts'), "import { x } from './board/board-query';")).toEqual([
        expect.stringContaining('what its screens share'),
      ]);
      expect(await importErrors(console('board/x.tsx'), "import { x } from '../console-api';")).toHaveLength(0);
      expect(await importErrors(console('board/x.tsx'), "import { x } from './board-query';")).toHaveLength(0);
      expect(await importErrors(console('x.tsx'), "import { x } from './console-paths';")).toHaveLength(0);
      // Its client, area by area in api/, is part of what they share.
      expect(await importErrors(console('board/x.tsx'), "import { x } from '../api/orders';")).toHaveLength(0);
      expect(await importErrors(console('api/x.ts'), "import { x } from '../console-paths';")).toHaveLength(0);
      expect(await importErrors(console('api/x.ts'), "import { x } from './request';")).toHaveLength(0);
      expect(await importErrors(console('api/x.ts'), "import { x } from '../board/board-query';")).toEqual([
        expect.stringContaining('what its screens share'),
      ]);
      expect(await importErrors(console('board/x.tsx'), "import { x } from '../../../core/api/api-client';")).toHaveLength(0);
      // The console is one screen to the others all the same.
      expect(await importErrors(console('board/x.tsx'), "import { x } from '../../orders/orders-api';")).toHaveLength(1);
      expect(await importErrors(web('screens/orders/x.tsx'), "import { x } from '../console/console-paths';")).toHaveLength(1);
    });
    it('lets only the entry and app/ import app/', async () => {
      expect(await importErrors(web('layout/x.tsx'), "import { x } from '../app/router';")).toHaveLength(1);
      expect(await importErrors(web('screens/item/x.tsx'), "import { x } from '../../app/router';")).toHaveLength(1);
      expect(await importErrors(web('core/x.ts'), "import { x } from '../app/router';")).toHaveLength(1);
      expect(await importErrors(web('main.tsx'), "import { x } from './app/router';")).toHaveLength(0);
      expect(await importErrors(web('app/x.tsx'), "import { x } from '../core/group';")).toHaveLength(0);
    });
    it('runs every other import down: layout and screens, then common/, then core/ and cart/', async () => {
      expect(await importErrors(web('core/x.ts'), "import { x } from '../common/icons';")).toHaveLength(1);
      expect(await importErrors(web('common/x.tsx'), "import { x } from '../layout/top-nav';")).toHaveLength(1);
      expect(await importErrors(web('layout/x.tsx'), "import { x } from '../screens/catalog/catalog-screen';")).toHaveLength(1);
      expect(await importErrors(web('common/x.tsx'), "import { x } from '../core/group';")).toHaveLength(0);
      expect(await importErrors(web('core/x.ts'), "import { x } from '../cart/cart-store';")).toHaveLength(0);
    });
  });

  describe('in the server', () => {
    const server = (path: string) => `apps/server/src/${path}`;
    it('runs imports down its layers: bottom, middle, the areas that answer calls, the app', async () => {
      // Upward: the bottom never leans on the middle, the middle never on the calls, nothing on app.ts.
      expect(await importErrors(server('db/x.ts'), "import { x } from '../sessions/staff-session';")).toEqual([
        expect.stringContaining('db (rank 2) must not import sessions (rank 4)'),
      ]);
      expect(await importErrors(server('email/x.ts'), "import { x } from '../ordering/check-order';")).toHaveLength(1);
      expect(await importErrors(server('order-store/x.ts'), "import type { x } from '../context/app-context';")).toHaveLength(1);
      expect(await importErrors(server('console/x.ts'), "import { x } from '../app';")).toHaveLength(1);
      // Down is fine, and so is one's own area.
      expect(await importErrors(server('console/x.ts'), "import { x } from '../order-store/board-query';")).toHaveLength(0);
      expect(await importErrors(server('sessions/x.ts'), "import { x } from '../staff/staff-store';")).toHaveLength(0);
      expect(await importErrors(server('app.ts'), "import { x } from './console/console-routes';")).toHaveLength(0);
      expect(await importErrors(server('ordering/x.ts'), "import { x } from './check-order';")).toHaveLength(0);
    });
    it('keeps the areas of one rank apart, so no two folders import each other', async () => {
      expect(await importErrors(server('reports/x.ts'), "import { x } from '../console/board-store';")).toEqual([
        expect.stringContaining('reports must not import console'),
      ]);
      expect(await importErrors(server('storefront/x.ts'), "import { x } from '../group-access/session-routes';")).toHaveLength(
        1,
      );
      expect(await importErrors(server('email/x.ts'), "import { x } from '../sessions/session-cookies';")).toHaveLength(1);
    });
    it("ranks a module's routes/ folder with the calls: above its module and ordering, apart from the other calls", async () => {
      expect(await importErrors(server('billing/routes/x.route.ts'), "import { x } from '../account-store';")).toHaveLength(0);
      expect(
        await importErrors(server('billing/routes/x.route.ts'), "import { x } from '../../ordering/order-holds';"),
      ).toHaveLength(0);
      expect(await importErrors(server('billing/x.ts'), "import { x } from './routes/routes';")).toEqual([
        expect.stringContaining('billing (rank 5) must not import billing/routes (rank 7)'),
      ]);
      expect(await importErrors(server('ordering/x.ts'), "import { x } from '../offer/routes/routes';")).toHaveLength(1);
      expect(await importErrors(server('billing/routes/x.route.ts'), "import { x } from '../../offer/routes/y';")).toEqual([
        expect.stringContaining('billing/routes must not import offer/routes'),
      ]);
      expect(await importErrors(server('ordering/x.ts'), "import { x } from '../billing/account-store';")).toHaveLength(0);
      expect(await importErrors(server('billing/x.ts'), "import { x } from '../ordering/order-holds';")).toHaveLength(1);
    });
    it('names a folder that is in no layer', async () => {
      expect(await importErrors(server('loyalty/x.ts'), "import { x } from '../db/database';")).toEqual([
        expect.stringContaining('apps/server/src/loyalty is in no layer'),
      ]);
    });
  });

  it('finds a module that imports itself back through another (import-x/no-cycle)', async () => {
    // day-bounds.ts imports local-time.ts; local-time.ts importing day-bounds.ts back closes a cycle.
    expect(await importErrors('apps/server/src/time/local-time.ts', "import { startOfDay as x } from './day-bounds';")).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
    expect(await importErrors('apps/server/src/time/local-time.ts', "import { x } from '../config/env';")).toHaveLength(0);
    // The web app and the packages too.
    expect(await importErrors('apps/web/src/core/x.ts', "import { x } from './group';")).toHaveLength(0);
  });
});
