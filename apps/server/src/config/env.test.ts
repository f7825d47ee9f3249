import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has defaults that start the app locally', () => {
    expect(loadConfig({}, '/web')).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/web' });
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/web')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, '/web')).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, '/web')).toThrow(/LOG_LEVEL/);
  });
});
