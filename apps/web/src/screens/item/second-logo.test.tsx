// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const shirtSpots = ['Left Chest', 'Full Back', 'Yoke'];
// The app keeps a group's storefront once fetched: a group with other placements needs another key.
const serve = (placements = shirtSpots, key = 'cedar') =>
  mockServer({
    [`GET /v1/storefront/${key}`]: {
      body: storefrontOf({
        key,
        logo_placements: placements,
        placement_table: placements.map((name) => ({ name, fits: ['mens'] })),
      }),
    },
  });

const placementOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the second logo on the item screen', () => {
  it('starts on the first placement the first logo leaves free, and moves aside when the first takes its spot', async () => {
    serve();
    renderApp('/cedar/item/1240');
    fireEvent.click(await screen.findByRole('button', { name: 'Want to add a second logo?' }));
    expect(placementOf('Placement').value).toBe('Left Chest');
    expect(placementOf('Second Placement').value).toBe('Full Back');

    fireEvent.change(placementOf('Placement'), { target: { value: 'Full Back' } });
    expect(placementOf('Placement').value).toBe('Full Back');
    expect(placementOf('Second Placement').value).toBe('Left Chest');
  });

  it('says at the field, and again on Add To Cart, when both logos are set on one placement', async () => {
    serve();
    renderApp('/cedar/item/1240');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Want to add a second logo?' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Second Embroidery' }), { target: { value: 'Cedar Creek' } });
    fireEvent.change(placementOf('Second Placement'), { target: { value: 'Left Chest' } });
    const message = 'Both logos are set on Left Chest: choose another placement for the second logo.';
    expect(placementOf('Second Placement').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeDefined();

    fireEvent.change(screen.getByRole('textbox', { name: 'Medium, Navy quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cart (0)' })).toBeDefined();
  });

  it('is not offered where a single placement fits the item', async () => {
    serve(['Left Chest'], 'lakeshore');
    renderApp('/lakeshore/item/1240');
    expect(await screen.findByRole('combobox', { name: 'Placement' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Want to add a second logo?' })).toBeNull();
  });
});
