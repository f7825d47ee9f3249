import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

describe('the Vite config', () => {
  it('loads without a warning, so `npm start` and `npm run build` print none', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      `${root}vite.config.ts`,
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.build?.manifest).toBe(true);
    expect(warnings).toEqual([]);
  });
});
