// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup, offerItems, offerLogos } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await Promise.all([import('./offer-logos-screen'), import('./offer-group-screen')]);
}, 120_000);

const UPLOAD = '/api/console/offer/uploads/logo';
const CLEANED = '9c9c9c9c9c9c9c9c9c9c9c9c9c9c9c9c';
const ONE_CHANGE = { body: { changes: offerGroup().draft!.changes.slice(0, 1) } };

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  const server = mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    // The draft's logos: as the last save left them.
    [`GET ${HARBOR_OFFER}/logos`]: () => {
      const saved = server.calls.filter((call) => call.method === 'PUT' && call.url.pathname === `${HARBOR_OFFER}/logos`).at(-1);
      return { body: saved ? { ...offerLogos(), logos: saved.body } : offerLogos() };
    },
    [`GET ${HARBOR_OFFER}/items`]: { body: offerItems() },
    ...extra,
  });
  return server;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Logos of Harbor Point Auto Group' });
const logoItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Logos' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('group', { name: `Categories ${name} is offered for` }))!;
const categories = (name: string) => screen.getByRole('group', { name: `Categories ${name} is offered for` });

describe("a group's logos", () => {
  it("is reached from the group's page, and lists the placements with what each fits and each logo with its picture and categories", async () => {
    serve('rep');
    renderApp('/console/catalogue/harbor');
    fireEvent.click(await screen.findByRole('link', { name: 'Logos and placements' }));
    await heading();
    expect(document.title).toBe('Logos — Harbor Point Auto Group — Crestline Console');
    const placements = screen.getByRole('group', { name: 'Placements the group offers' });
    expect(within(placements).getByRole('checkbox', { name: /^Left Chest/ })).toHaveProperty('checked', true);
    expect(within(placements).getByRole('checkbox', { name: /^Full Back/ })).toHaveProperty('checked', false);
    expect(within(placements).getByText('Fits Hats')).toBeDefined();
    expect(within(logoItem('Anchor')).getByRole('img').getAttribute('src')).toBe(
      '/images/uploads/logos/5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a.png',
    );
    expect(within(logoItem('Harbor Point')).getByRole('img').getAttribute('src')).toBe('/images/logos/harbor_point.png');
    // The categories of the group's items and those already offered; Service only for what offers it.
    expect(
      within(categories('Anchor'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Mens', 'Womens', 'Hats', 'Service Supplies']);
    expect(within(categories('Harbor Point')).getByRole('checkbox', { name: 'Service Supplies' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('uploads a cleaned SVG for a logo and says what was removed, offers it for a category and saves the whole logos', async () => {
    const server = serve('admin', {
      [`POST ${UPLOAD}`]: {
        status: 201,
        body: {
          id: CLEANED,
          kind: 'logo',
          path: `/images/uploads/logos/${CLEANED}.png`,
          width: 400,
          height: 200,
          removed: ['a script', 'an onload handler'],
        },
      },
      [`PUT ${HARBOR_OFFER}/logos`]: ONE_CHANGE,
    });
    renderApp('/console/catalogue/harbor/logos');
    await heading();
    const svg = new File(['<svg onload="x()"><script>x()</script></svg>'], 'harbor.svg', { type: 'image/svg+xml' });
    fireEvent.change(logoItem('Harbor Point').querySelector('input[type="file"]')!, { target: { files: [svg] } });
    expect(
      await within(logoItem('Harbor Point')).findByText(
        'Removed from the file: a script, an onload handler. The logo was kept without them.',
      ),
    ).toBeDefined();
    expect(
      within(logoItem('Harbor Point')).getByRole('img', { name: 'Uploaded picture of Harbor Point' }).getAttribute('src'),
    ).toBe(`/images/uploads/logos/${CLEANED}.png`);
    expect(server.callsTo('POST', UPLOAD)[0]!.headers.get('content-type')).toBe('image/svg+xml');
    fireEvent.click(within(categories('Harbor Point')).getByRole('checkbox', { name: 'Hats' }));
    expect(screen.getByText('Changes on this page are not saved yet.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save the logos to the draft' }));
    expect(await screen.findByText(/Saved to the draft: 1 change/)).toBeDefined();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/logos`).map((call) => call.body)).toEqual([
      {
        logo_placements: ['Left Chest', 'Front Center-HATS'],
        embroideries: { mens: ['Harbor Point', 'Anchor'], hats: ['Anchor', 'Harbor Point'], service: ['Harbor Point'] },
        logo_files: { Anchor: '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a', 'Harbor Point': CLEANED },
      },
    ]);
    expect(screen.queryByText('Changes on this page are not saved yet.')).toBeNull();
  });

  it('adds a logo with its categories and picture, and removes another', async () => {
    const server = serve('rep', {
      [`POST ${UPLOAD}`]: {
        status: 201,
        body: { id: CLEANED, kind: 'logo', path: `/images/uploads/logos/${CLEANED}.png`, width: 400, height: 200, removed: [] },
      },
      [`PUT ${HARBOR_OFFER}/logos`]: ONE_CHANGE,
    });
    renderApp('/console/catalogue/harbor/logos');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add logo' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'anchor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add logo' }));
    expect(within(dialog).getByText('anchor is listed twice.')).toBeDefined();
    expect(within(dialog).getByText('Offer it for at least one category, or remove it.')).toBeDefined();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Harbor Ford' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Womens' }));
    const png = new File(['png'], 'ford.png', { type: 'image/png' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [png] } });
    expect(await within(dialog).findByRole('button', { name: 'Replace the picture' })).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add logo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(logoItem('Harbor Ford')).getByRole('textbox', { name: 'Name of logo 3' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the logo Anchor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the logos to the draft' }));
    await screen.findByText(/Saved to the draft: 1 change/);
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/logos`).map((call) => call.body)).toEqual([
      {
        logo_placements: ['Left Chest', 'Front Center-HATS'],
        embroideries: { mens: ['Harbor Point'], hats: [], service: ['Harbor Point'], womens: ['Harbor Ford'] },
        logo_files: { 'Harbor Ford': CLEANED },
      },
    ]);
  });

  it("names a category no placement fits before saving, and shows the server's refusals and an upload's", async () => {
    const refusal = 'group embroideries.womens: logos are offered for womens but no placement of the group fits womens';
    const server = serve('admin', {
      [`POST ${UPLOAD}`]: { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'A logo file may be at most 512 KB.' } },
      [`PUT ${HARBOR_OFFER}/logos`]: { status: 422, body: { code: 'UNPROCESSABLE', message: refusal } },
    });
    renderApp('/console/catalogue/harbor/logos');
    await heading();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Front Center-HATS/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the logos to the draft' }));
    expect(screen.getByText('Logos are offered for Hats, but no placement chosen fits it.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/logos`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Front Center-HATS/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the logos to the draft' }));
    expect(await screen.findByText(refusal)).toBeDefined();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    fireEvent.change(logoItem('Anchor').querySelector('input[type="file"]')!, { target: { files: [big] } });
    expect(
      await within(logoItem('Anchor')).findByText('The file is too large to upload. A logo file may be at most 512 KB.'),
    ).toBeDefined();
  });

  it('is read only for a viewer, and says why a page could not be loaded', async () => {
    serve('viewer');
    renderApp('/console/catalogue/harbor/logos');
    await heading();
    expect(screen.getByRole('note').textContent).toContain('changing them needs an admin or one of the group');
    expect(screen.queryByRole('button', { name: /Add logo|Save the logos|Upload|Remove/ })).toBeNull();
    expect(within(categories('Anchor')).getByRole('checkbox', { name: 'Hats' })).toHaveProperty('disabled', true);
    serve('viewer', {
      [`GET ${HARBOR_OFFER}/logos`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not work for Harbor Point Auto Group.' },
      },
    });
    renderApp('/console/catalogue/harbor/logos');
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(
      'You do not work for Harbor Point Auto Group.',
    );
  });
});
