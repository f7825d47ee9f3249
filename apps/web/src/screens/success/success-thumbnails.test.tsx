// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

describe('the success screen’s pictures', () => {
  it('shows each line as it will be made where the group draws lines', async () => {
    mockServer({ 'GET /v1/storefront/maple': { body: storefrontOf({ key: 'maple', show_modification_thumbnail: true }) } });
    const line = poloLine({ secondEmbroidery: 'Cedar Creek', secondPlacement: 'Full Back' });
    renderApp('/maple/success', { lines: [line], orderNumber: 'CB-100001', totalCents: 5000 });
    const picture = await screen.findByRole('img', { name: 'Mens Performance Polo in Black, as it will be made' });
    expect(picture.getAttribute('src')).toBe(
      '/images/made/maple/1240.jpg?colour=Black&logo=Cedar%20Creek&at=Left%20Chest&logo2=Cedar%20Creek&at2=Full%20Back&w=160',
    );
  });

  it('shows the item’s picture where the group does not', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf({ show_modification_thumbnail: false }) } });
    renderApp('/cedar/success', { lines: [poloLine()], orderNumber: 'CB-100002', totalCents: 5000 });
    const picture = await screen.findByRole('img', { name: 'Mens Performance Polo in Black' });
    expect(picture.getAttribute('src')).toBe('/images/1240_black.jpg');
  });
});
