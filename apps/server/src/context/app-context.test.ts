import { describe, expect, it } from 'vitest';
import { groupBaseUrl } from './app-context';

describe("a group's pages as people open them", () => {
  it('are under its key on the shared site (mode A), and at the root for the site group of mode B', () => {
    const site = { publicUrl: 'https://orders.crestline-supply.example', siteGroup: 'ironbridge' };
    expect(groupBaseUrl(site, 'tidewater')).toBe('https://orders.crestline-supply.example/tidewater');
    expect(groupBaseUrl(site, 'ironbridge')).toBe('https://orders.crestline-supply.example');
    expect(groupBaseUrl({ ...site, siteGroup: null }, 'ironbridge')).toBe('https://orders.crestline-supply.example/ironbridge');
  });
});
