import { describe, expect, it } from 'vitest';
import { loadTenants } from '../load-tenants';
import { colourFill, colourFinish, fallbackFill, isKnownColour, itemColour, twoTone } from './colour-table';

describe('colour table', () => {
  it('knows every colour the real catalogues use, whole or as a two-tone of known colours', () => {
    const registry = loadTenants();
    const used = new Set<string>();
    for (const { catalogue } of registry.groups.values())
      for (const item of catalogue) for (const colour of item.colors) used.add(colour);
    expect(used.size).toBeGreaterThan(10);
    const unknown = [...used].filter((name) => !isKnownColour(name) && twoTone(name) === null);
    expect(unknown).toEqual([]);
  });
  it('maps names case-insensitively and reads Gray as Grey', () => {
    expect(colourFill('navy heather')).toBe(colourFill('Navy Heather'));
    expect(colourFill('Steel Gray')).toBe(colourFill('Steel Grey'));
    expect(colourFill('Black')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourFill('Black')).not.toBe(colourFill('White'));
  });
  it('splits a two-word name into two fills only when both words are colours', () => {
    expect(twoTone('Black White')).toEqual([colourFill('Black'), colourFill('White')]);
    expect(twoTone('Navy Khaki')).toEqual([colourFill('Navy'), colourFill('Khaki')]);
    expect(twoTone('Kelly Green')).toBeNull();
    expect(twoTone('Red White Blue')).toBeNull();
    expect(twoTone('Black  White')).toBeNull();
  });
  it('keeps a known whole name whole unless the item lists it as a half colour', () => {
    expect(itemColour('Navy Heather', false).fills).toEqual([colourFill('Navy Heather')]);
    expect(itemColour('Navy Heather', false).finish).toBe('heather');
    expect(itemColour('Navy Khaki', true).fills).toHaveLength(2);
    // 'Forest Green' is a colour and also two colours: the item's halfColors decides.
    expect(itemColour('Forest Green', false).fills).toEqual([colourFill('Forest Green')]);
    expect(itemColour('Forest Green', true).fills).toEqual([colourFill('Forest'), colourFill('Green')]);
    expect(itemColour('Black White', false).fills).toHaveLength(2);
  });
  it('gives unknown names a stable fallback', () => {
    expect(isKnownColour('Zorblax')).toBe(false);
    expect(colourFill('Zorblax')).toBe(fallbackFill('Zorblax'));
    expect(colourFill('Zorblax')).toBe(colourFill('zorblax'));
    expect(colourFill('Zorblax')).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('names the finishes the artwork draws differently', () => {
    expect(colourFinish('Chrome')).toBe('metallic');
    expect(colourFinish('Clear')).toBe('clear');
    expect(colourFinish('Athletic Heather')).toBe('heather');
    expect(colourFinish('Navy')).toBe('plain');
  });
});
