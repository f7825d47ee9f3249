// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { OFFER, offerGroups } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-screen');
}, 120_000);

const table = () => screen.findByRole('table', { name: "Each group's live catalogue, its draft and a version set for later" });

describe("the catalogue's home", () => {
  it("lists each group with its live version, its draft and a version set for later, in the provider's time", async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, [`GET ${OFFER}`]: { body: offerGroups() } });
    renderApp('/console/catalogue');
    const rows = within(await table()).getAllByRole('row');
    expect(document.title).toBe('Catalogue — Crestline Console');
    expect(rows[1]!.textContent).toBe(
      'Harbor Point Auto GroupVersion 4since Nov 20, 2026, 10:30 AM ESTDraft: 2 changes by lena.morrow@crestline.examplelast changed Nov 20, 2026, 11:30 AM EST—',
    );
    expect(rows[2]!.textContent).toContain('No draft');
    expect(rows[2]!.textContent).toContain('Version 2 goes live at Dec 1, 2026, 9:00 AM EST');
    expect(within(rows[1]!).getByRole('link', { name: 'Harbor Point Auto Group' }).getAttribute('href')).toBe(
      '/console/catalogue/harbor',
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the staff member works for no group', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, [`GET ${OFFER}`]: { body: { groups: [] } } });
    renderApp('/console/catalogue');
    expect(await screen.findByText(/You do not work for any group yet/)).toBeDefined();
  });

  it("shows the server's refusal and offers to ask again", async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET ${OFFER}`]: { status: 503, body: { code: 'UNAVAILABLE', message: 'The database is not answering.' } },
    });
    renderApp('/console/catalogue');
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not answering.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
