// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { POLO, storefrontOf } from '../../../test-support/storefront';

const withPlacements = {
  logo_placements: ['Left Chest', 'Full Back'],
  placement_table: [
    { name: 'Left Chest', fits: ['mens' as const] },
    { name: 'Full Back', fits: ['mens' as const] },
  ],
  embroideries: { mens: ['Cedar Creek', 'Cedar Service'] },
};

const picture = () => screen.getByRole('img', { name: /^Mens Performance Polo in / });

describe('the logo on the garment, on the item screen', () => {
  it('draws the chosen logo at its placement in the chosen colour, and follows each change', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf({ ...withPlacements, render_logo_preview: true }) } });
    renderApp('/cedar/item/1240');
    const embroidery = await screen.findByRole('combobox', { name: 'Embroidery' });
    // No logo yet: the item's own picture.
    expect(picture().getAttribute('src')).toBe('/images/1240_black.jpg');

    fireEvent.change(embroidery, { target: { value: 'Cedar Creek' } });
    expect(picture().getAttribute('src')).toBe(
      '/images/made/cedar/1240.jpg?colour=Black&logo=Cedar%20Creek&at=Left%20Chest&w=600',
    );
    expect(picture().getAttribute('alt')).toBe('Mens Performance Polo in Black with Cedar Creek at Left Chest');

    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(picture().getAttribute('src')).toContain('colour=Navy&');

    fireEvent.change(screen.getByRole('combobox', { name: 'Placement' }), { target: { value: 'Full Back' } });
    expect(picture().getAttribute('src')).toContain('at=Full%20Back');

    fireEvent.change(embroidery, { target: { value: 'Cedar Service' } });
    expect(picture().getAttribute('src')).toContain('logo=Cedar%20Service');

    fireEvent.click(screen.getByRole('button', { name: 'Want to add a second logo?' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Second Embroidery' }), { target: { value: 'Cedar Creek' } });
    expect(picture().getAttribute('src')).toBe(
      '/images/made/cedar/1240.jpg?colour=Navy&logo=Cedar%20Service&at=Full%20Back&logo2=Cedar%20Creek&at2=Left%20Chest&w=600',
    );
  });

  it('shows the item’s own picture where the group does not draw logos', async () => {
    // Each test its own group: the app keeps a storefront for the page's life.
    mockServer({
      'GET /v1/storefront/maple': { body: storefrontOf({ ...withPlacements, key: 'maple', render_logo_preview: false }) },
    });
    renderApp('/maple/item/1240');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    expect(picture().getAttribute('src')).toBe('/images/1240_black.jpg');
  });

  it('falls back to the item’s own picture when the drawing cannot be had', async () => {
    mockServer({
      'GET /v1/storefront/northstar': { body: storefrontOf({ ...withPlacements, key: 'northstar', render_logo_preview: true }) },
    });
    renderApp('/northstar/item/1240');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Creek' } });
    expect(picture().getAttribute('src')).toMatch(/^\/images\/made\/northstar\//);
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe('/images/1240_black.jpg');
  });

  it('shows the uploaded photo of a colour that has one, the chosen logo drawn on it, and the logo list with its uploaded picture', async () => {
    const photo = '0123456789abcdef0123456789abcdef';
    const logo = 'fedcba9876543210fedcba9876543210';
    mockServer({
      'GET /v1/storefront/summit': {
        body: storefrontOf({
          ...withPlacements,
          key: 'summit',
          show_image_preview: true,
          render_logo_preview: true,
          logo_files: { 'Cedar Service': logo },
          catalogue: [{ ...POLO, photos: { Navy: photo } }],
        }),
      },
    });
    renderApp('/summit/item/1240');
    await screen.findByRole('combobox', { name: 'Embroidery' });
    expect(picture().getAttribute('src')).toBe('/images/1240_black.jpg');
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(picture().getAttribute('src')).toBe(`/images/uploads/photos/${photo}.jpg`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Embroidery' }), { target: { value: 'Cedar Service' } });
    expect(screen.getByRole('img', { name: 'Cedar Service' }).getAttribute('src')).toBe(`/images/uploads/logos/${logo}.png`);
    // The server draws the logo on the photo at the made picture's address; when it cannot, the photo itself.
    expect(picture().getAttribute('src')).toMatch(/^\/images\/made\/summit\/1240\.jpg\?colour=Navy&logo=Cedar%20Service/);
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe(`/images/uploads/photos/${photo}.jpg`);
  });
});
