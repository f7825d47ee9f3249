// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup, offerItem, offerItems, offerSettings } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-items-screen');
}, 120_000);

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    [`GET ${HARBOR_OFFER}/items`]: { body: offerItems() },
    [`GET ${HARBOR_OFFER}/settings`]: { body: offerSettings() },
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
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Size 3' }), { target: { value: 'XLarge' } });
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
    const refusal = 'HP-W01: sizes.Large: a price above $100,000 is a typo.';
    const server = serve('rep', {
      [`PUT ${HARBOR_OFFER}/items/HP-W01`]: { status: 422, body: { code: 'UNPROCESSABLE', message: refusal } },
    });
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HP-W01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HP-W01' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of Large' }), { target: { value: '7.999' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Size 3' }), { target: { value: 'Huge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect(within(dialog).getByText('Type a price in dollars, such as 74.99.')).toBeDefined();
    expect(within(dialog).getByText('Huge is not a size of the grid (such as Small, XLarge, OSFA).')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/items/HP-W01`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Size 3' }), { target: { value: 'Large' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of Large' }), { target: { value: '179999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect((await within(dialog).findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
  });

  it('changes the category, adds a two-tone colour with an uploaded photo as the default, limits the stores, and saves them', async () => {
    const photo = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const server = serve('admin', {
      'POST /api/console/offer/uploads/photo': {
        status: 201,
        body: { id: photo, kind: 'photo', path: `/images/uploads/photos/${photo}.jpg`, width: 600, height: 600, removed: [] },
      },
      [`PUT ${HARBOR_OFFER}/items/HP-W01`]: { body: { changes: offerGroup().draft!.changes.slice(0, 1) } },
    });
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HP-W01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HP-W01' });
    expect(within(dialog).getByRole('img', { name: 'Harbor Point Ladies Crew Polo in Navy' }).getAttribute('src')).toBe(
      '/images/HP-W01_navy.jpg',
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Category' }), { target: { value: 'mens' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the colour White' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a colour' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour 2' }), { target: { value: 'Navy White' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Two-tone: Navy White' }));
    const file = new File(['a photo'], 'polo.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!, { target: { files: [file] } });
    expect(await within(dialog).findByRole('button', { name: 'Remove the photo of Navy White' })).toBeDefined();
    expect(within(dialog).getByRole('img', { name: 'Uploaded photo of Navy White' }).getAttribute('src')).toBe(
      `/images/uploads/photos/thumbs/${photo}.jpg`,
    );
    const [upload] = server.callsTo('POST', '/api/console/offer/uploads/photo');
    expect(upload!.body).toBe(file);
    expect(upload!.headers.get('content-type')).toBe('image/jpeg');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Default colour' }), { target: { value: 'Navy White' } });
    expect(within(dialog).getByRole('img', { name: 'Harbor Point Ladies Crew Polo in Navy White' }).getAttribute('src')).toBe(
      `/images/uploads/photos/${photo}.jpg`,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'HPTY01 · Harbor Point Toyota of Port Alder' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    await screen.findByText(/Saved to the draft: 1 change/);
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/items/HP-W01`).map((call) => call.body)).toEqual([
      offerItem({
        type: 'mens',
        colors: ['Navy', 'Navy White'],
        halfColors: ['Navy White'],
        default_color: 'Navy White',
        photos: { 'Navy White': photo },
        supportedStores: ['HPTY01'],
      }),
    ]);
  });

  it('refuses a file that is not a photo before sending it, and says a refusal of the server in words', async () => {
    const server = serve('admin', {
      'POST /api/console/offer/uploads/photo': {
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' },
      },
    });
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HP-W01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HP-W01' });
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input().accept).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(input(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.txt is not a picture the portal takes. A photo is a JPEG, PNG or WebP picture.',
    );
    expect(server.callsTo('POST', '/api/console/offer/uploads/photo')).toHaveLength(0);
    fireEvent.change(input(), { target: { files: [new File(['hello'], 'notes.png', { type: 'image/png' })] } });
    expect(
      await within(dialog).findByText('The file is not a picture the portal takes. A photo is a JPEG, PNG or WebP picture.'),
    ).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Upload a photo of Navy' })).toBeDefined();
    const huge = new File(['jpeg'], 'shoot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 9_500_000 });
    fireEvent.change(input(), { target: { files: [huge] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'shoot.jpg is too large to upload. A photo file may be at most 8 MB.',
    );
    expect(server.callsTo('POST', '/api/console/offer/uploads/photo')).toHaveLength(1);
  });

  it("adds a new item: its code checked against the group's, then saved under that code", async () => {
    const server = serve('rep', {
      [`PUT ${HARBOR_OFFER}/items/HP-H02`]: { body: { changes: offerGroup().draft!.changes } },
    });
    renderApp('/console/catalogue/harbor/items?category=hat');
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    expect((within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('hat');
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: 'hp-h01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Harbor Beanie' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Harbor Point Knit Beanie' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour 1' }), { target: { value: 'Charcoal' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Size 1' }), { target: { value: 'OSFA' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price of OSFA' }), { target: { value: '21.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect(within(dialog).getByText('HP-H01 is already an item of this group.')).toBeDefined();
    fireEvent.change(code, { target: { value: 'HP-H02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    await screen.findByText(/Saved to the draft: 2 changes/);
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/items/HP-H02`).map((call) => call.body)).toEqual([
      {
        code: 'HP-H02',
        name: 'Harbor Beanie',
        fullname: 'Harbor Point Knit Beanie',
        type: 'hat',
        colors: ['Charcoal'],
        default_color: 'Charcoal',
        sizes: { OSFA: 21.5 },
      },
    ]);
  });

  it('offers no editing to a viewer', async () => {
    serve('viewer');
    renderApp('/console/catalogue/harbor/items');
    await itemsTable();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
  });
});
