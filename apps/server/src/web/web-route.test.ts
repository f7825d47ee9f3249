import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_MODULE, SCREEN_MODULES } from './web-route';

const web = (path: string) => fileURLToPath(new URL(`../../../web/${path}`, import.meta.url));

describe('the screens the page preloads', () => {
  it('are the modules the web router loads', () => {
    const router = readFileSync(web('src/app/router.tsx'), 'utf8');
    for (const module of [...Object.values(SCREEN_MODULES), LANDING_MODULE]) {
      expect(existsSync(web(module)), module).toBe(true);
      expect(router, module).toContain(`import('../${module.slice('src/'.length).replace(/\.tsx$/, '')}')`);
    }
  });
});
