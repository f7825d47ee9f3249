// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup, offerItem, offerItems } from '../../../../test-support/catalogue';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./catalogue-items-screen');
}, 120_000);

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    [`GET ${HARBOR_OFFER}/items`]: { body: offerItems() },
    ...extra,
  });
}

const itemsTable = () => screen.findByRole('table', { name: 'Items, with their prices in dollars' });
const codes = () =>
  within(screen.getByRole('table', { name: 'Items, with their prices in dollars' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/Edit$/, ''));

describe("a group's items", () => {
  it('lists each item with its sizes in dollars, found by code or name and by category, kept in the address', async () => {
    const server = serve('rep');
    const router = renderApp('/console/catalogue/harbor/items');
    const table = await itemsTable();
    expect(document.title).toBe('Items — Harbor Point Auto Group — Crestline Console');
    const cap = within(table).getAllByRole('row')[2]!;
    expect(cap.textContent).toBe(
      'HP-H01EditHarbor Point Anchor CapHarbor Point Motors Anchor Logo Structured CapHatsCapsOSFA $19.99Tiers: 24+ $17.50No',
    );
    fireEvent.change(screen.getByLabelText('Search by code or name'), { target: { value: 'anchor' } });
    expect(codes()).toEqual(['HP-H01']);
    expect(screen.getByText('1 of 2 items')).toBeDefined();
    expect(router.state.location.search).toBe('?q=anchor');
    fireEvent.change(screen.getByLabelText('Search by code or name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'womens' } });
    expect(codes()).toEqual(['HP-W01']);
    // Filtering asks the server nothing.
    expect(server.callsTo('GET', `${HARBOR_OFFER}/items`)).toHaveLength(1);
  });

  it('saves the whole item with a price changed, a size added and a tier, keeping the fields the editor does not show', async () => {
    const server = serve('admin', {
      [`PUT ${HARBOR_OFFER}/items/HP-W01`]: { body: { changes: offerGroup().draft!.changes.slice(0, 1) } },
    });
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HP-W01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HP-W01' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of Large' }), { target: { value: '79.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Small' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a size' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Size 3' }), { target: { value: 'XLarge' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of XLarge' }), { target: { value: '$81' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tier 1: from units' }), { target: { value: '48' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tier 1: price each' }), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    const notice = await screen.findByText(/Saved to the draft: 1 change/);
    expect(within(notice).getByRole('link', { name: 'Review and publish the draft' }).getAttribute('href')).toBe(
      '/console/catalogue/harbor',
    );
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/items/HP-W01`).map((call) => call.body)).toEqual([
      offerItem({ sizes: { Medium: 74.99, Large: 79.99, XLarge: 81 }, discount: [{ quantity: 48, price: 70 }] }),
    ]);
    expect(server.callsTo('GET', `${HARBOR_OFFER}/items`)).toHaveLength(2);
  });

  it("names what is wrong before saving, and shows the server's refusal in the editor", async () => {
    const refusal = "HP-W01: sizes: unknown size 'Huge'.";
    const server = serve('rep', {
      [`PUT ${HARBOR_OFFER}/items/HP-W01`]: { status: 422, body: { code: 'UNPROCESSABLE', message: refusal } },
    });
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HP-W01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HP-W01' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of Large' }), { target: { value: '7.999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect(within(dialog).getByText('Type a price in dollars, such as 74.99.')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/items/HP-W01`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of Large' }), { target: { value: '79.99' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Size 3' }), { target: { value: 'Huge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect((await within(dialog).findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
  });

  it('offers no editing to a viewer', async () => {
    serve('viewer');
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
