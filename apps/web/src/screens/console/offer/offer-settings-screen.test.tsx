// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferSettings, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerBypassCodes, offerGroup, offerSettings, offerSpending } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { viewport } from '../../../../test-support/browser';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-settings-screen');
}, 120_000);

const ONE_CHANGE = { body: { changes: offerGroup().draft!.changes.slice(0, 1) } };

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    [`GET ${HARBOR_OFFER}/settings`]: { body: offerSettings() },
    [`GET ${HARBOR_OFFER}/spending`]: { body: offerSpending() },
    [`GET ${HARBOR_OFFER}/bypass-codes`]: { body: offerBypassCodes() },
    ...extra,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Settings of Harbor Point Auto Group' });

describe("a group's settings", () => {
  it('saves the whole settings with a switch turned, a limit, a representative and the recipients', async () => {
    const server = serve('admin', { [`PUT ${HARBOR_OFFER}/settings`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    expect(document.title).toBe('Settings — Harbor Point Auto Group — Crestline Console');
    expect(screen.getByText('The item screen draws the chosen logos on the garment.')).toBeDefined();
    fireEvent.click(screen.getByRole('switch', { name: 'Lines as they will be made' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Most units in one line' }), { target: { value: '144' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Most lines in one order' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a representative' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Representative 2: name' }), { target: { value: 'Lena Morrow' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Representative 2: phone' }), { target: { value: '555 012' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Order recipients' }), {
      target: { value: 'orders@crestline-supply.example\n\nmarketing@harbor-auto.example\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    expect(screen.getByText('Type it as (555) 010-0000.')).toBeDefined();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`)).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Representative 2: phone' }), { target: { value: '(555) 012-3316' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    const notice = await screen.findByText(/Settings saved to the draft\. The draft now holds 1 change\./);
    expect(within(notice).getByRole('link', { name: 'Review and publish the draft' }).getAttribute('href')).toBe(
      '/console/catalogue/harbor',
    );
    const sent = { ...offerSettings().settings };
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`).map((call) => call.body)).toEqual([
      {
        ...sent,
        show_modification_thumbnail: true,
        order_limits: { max_units_per_line: 144 },
        account_reps: [...sent.account_reps, { name: 'Lena Morrow', phone: '(555) 012-3316' }],
        email_recipients: ['orders@crestline-supply.example', 'marketing@harbor-auto.example'],
      },
    ]);
  });

  it("turns the group's own address off (route prefix null) and on again (its key)", async () => {
    const server = serve('admin', { [`PUT ${HARBOR_OFFER}/settings`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const address = screen.getByRole('switch', { name: 'Served under /harbor' });
    expect((address as HTMLInputElement).checked).toBe(true);
    fireEvent.click(address);
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    await screen.findByText(/Settings saved to the draft\./);
    fireEvent.click(screen.getByRole('switch', { name: 'Served under /harbor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    await waitFor(() => expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`)).toHaveLength(2));
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`).map((call) => (call.body as OfferSettings).route_prefix)).toEqual([
      null,
      'harbor',
    ]);
  });

  it('links a footer row to a staff rep of the group from the picker, which fills the name, and says who the footer leaves out', async () => {
    const server = serve('admin', { [`PUT ${HARBOR_OFFER}/settings`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const note = screen.getByRole('note', { name: "The footer and the group's staff reps" });
    expect(note.textContent).toContain(
      'Lena Morrow (lena.morrow@crestline.example) is a rep of this group in the console but not in its footer.',
    );
    const first = screen.getByRole('combobox', { name: 'Representative 1: staff rep' }) as HTMLSelectElement;
    expect(first.value).toBe('owen.hartigan@crestline.example');
    expect(
      within(first)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not linked', 'Lena Morrow', 'Owen Hartigan']);
    fireEvent.click(screen.getByRole('button', { name: 'Add a representative' }));
    const second = screen.getByRole('combobox', { name: 'Representative 2: staff rep' });
    expect((second as HTMLSelectElement).value).toBe('');
    fireEvent.change(second, { target: { value: 'lena.morrow@crestline.example' } });
    expect((screen.getByRole('textbox', { name: 'Representative 2: name' }) as HTMLInputElement).value).toBe('Lena Morrow');
    expect(screen.queryByText(/is a rep of this group in the console but not in its footer/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Representative 2: phone' }), { target: { value: '(555) 012-3316' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    await screen.findByText(/Settings saved to the draft\./);
    expect(
      server.callsTo('PUT', `${HARBOR_OFFER}/settings`).map((call) => (call.body as { account_reps: unknown }).account_reps),
    ).toEqual([
      [
        { name: 'Owen Hartigan', phone: '(555) 012-3310', staff: 'owen.hartigan@crestline.example' },
        { name: 'Lena Morrow', phone: '(555) 012-3316', staff: 'lena.morrow@crestline.example' },
      ],
    ]);
  });

  it('replaces the bypass codes, typed once, and says they work once the draft is published', async () => {
    const server = serve('admin', { [`PUT ${HARBOR_OFFER}/secrets/bypass-codes`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    expect(screen.getByText('17 codes: buyers pay with one instead of PayPal.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Replace the bypass codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the bypass codes' });
    const codes = within(dialog).getByRole('textbox', { name: 'New bypass codes' });
    expect(codes.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(codes, { target: { value: 'HPNEW1\nshort\n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the codes' }));
    expect(within(dialog).getByText('short is shorter than 6 characters.')).toBeDefined();
    fireEvent.change(codes, { target: { value: 'HPNEW1\n HPNEW2 \n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the codes' }));
    expect(
      await screen.findByText(/Bypass codes replaced\. It is in the draft: it takes effect when the draft is published/),
    ).toBeDefined();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/secrets/bypass-codes`).map((call) => call.body)).toEqual([
      { codes: ['HPNEW1', 'HPNEW2'] },
    ]);
  });

  it("clears a store's password with null, and shows the server's refusal to remove a store in the dialog", async () => {
    const refusal = 'HPFD01 is the only store of HP-W01: change that item first.';
    const server = serve('admin', {
      [`PUT ${HARBOR_OFFER}/secrets/store-passwords/HPFD01`]: ONE_CHANGE,
      [`DELETE ${HARBOR_OFFER}/stores/HPFD01`]: { status: 409, body: { code: 'CONFLICT', message: refusal } },
    });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the password of HPFD01' }));
    const clear = await screen.findByRole('dialog', { name: 'Clear the password of HPFD01?' });
    fireEvent.click(within(clear).getByRole('button', { name: 'Clear the password' }));
    expect(await screen.findByText(/Password cleared\./)).toBeDefined();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/secrets/store-passwords/HPFD01`).map((call) => call.body)).toEqual([
      { password: null },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove HPFD01' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove HPFD01?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove HPFD01' }));
    expect((await within(remove).findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
  });

  it('adds a store by its code in capitals', async () => {
    const server = serve('rep', { [`PUT ${HARBOR_OFFER}/stores/HPNEW1`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add a store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a store' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: 'hpnew1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Harbor Annex ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to the draft' }));
    expect(await screen.findByText(/Store HPNEW1 added in the draft\./)).toBeDefined();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/stores/HPNEW1`).map((call) => call.body)).toEqual([
      { name: 'Harbor Annex', address: '' },
    ]);
  });

  it("checks the group's ship-to address at the field, turns typing an address off, and saves the shipping methods as changed in their dialog", async () => {
    const server = serve('admin', { [`PUT ${HARBOR_OFFER}/settings`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const shipping = screen.getByRole('group', { name: 'Shipping' });
    const address = within(shipping).getByRole('textbox', { name: 'Ship-to address of the group' });
    expect(address.getAttribute('maxlength')).toBe('160');
    expect(
      within(shipping).getByText('Orders without a store ship to: Harbor Point Auto Group, 12 Dock St, Port Alder, ME 04011.'),
    ).toBeDefined();
    fireEvent.change(address, { target: { value: '12 Dock St, Port Alder' } });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(shipping).getByText(
        'Not an address a parcel can be sent to (street, city, ST ZIP): orders without a store cannot ship to the group, so buyers must pick a store. It can still be saved.',
      ),
    ).toBeDefined();
    fireEvent.change(address, { target: { value: '14 Dock St, Port Alder, ME 04011' } });
    fireEvent.click(within(shipping).getByRole('switch', { name: 'Buyers may type an address' }));

    const table = within(shipping).getByRole('table', { name: 'Shipping methods' });
    const rows = () =>
      within(within(shipping).getByRole('table', { name: 'Shipping methods' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));
    expect(table).toBeDefined();
    expect(rows()).toEqual([
      ['GROUND', 'Ground', 'Free on orders of $250.00 or more, else $15.00'],
      ['2DAY', '2-Day', '$35.00 per order'],
    ]);

    // Add one: a code already taken is named at its field; the amount in dollars becomes cents.
    fireEvent.click(within(shipping).getByRole('button', { name: 'Add a shipping method' }));
    const add = await screen.findByRole('dialog', { name: 'Add a shipping method' });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Code' }), { target: { value: '2day' } });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Name' }), { target: { value: 'Truck freight' } });
    fireEvent.change(within(add).getByRole('combobox', { name: 'Freight' }), { target: { value: 'per_unit' } });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Amount per unit' }), { target: { value: '0.4' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add the method' }));
    expect(within(add).getByText('The group already has a method 2DAY.')).toBeDefined();
    fireEvent.change(within(add).getByRole('textbox', { name: 'Code' }), { target: { value: 'truck' } });
    expect(within(add).getByText('Buyers read: $0.40 per unit')).toBeDefined();
    fireEvent.click(within(add).getByRole('button', { name: 'Add the method' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Change GROUND to a flat amount, move 2DAY to the top, take TRUCK out again and add it back last.
    fireEvent.click(within(shipping).getByRole('button', { name: 'Edit GROUND' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit GROUND' });
    expect(within(edit).queryByRole('textbox', { name: 'Code' })).toBeNull();
    expect((within(edit).getByRole('textbox', { name: 'Free on orders of' }) as HTMLInputElement).value).toBe('250');
    fireEvent.change(within(edit).getByRole('combobox', { name: 'Freight' }), { target: { value: 'flat' } });
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Amount per order' }), { target: { value: '$1,250.505' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Change the method' }));
    expect(within(edit).getByText('Type dollars and at most two decimals, such as 12.50.')).toBeDefined();
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Amount per order' }), { target: { value: '12.50' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Change the method' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(shipping).getByRole('button', { name: 'Move GROUND up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(shipping).getByRole('button', { name: 'Move 2DAY up' }));
    // At the top its 'up' is off: the keyboard's focus goes to its 'down'.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move 2DAY down'));
    expect(rows()).toEqual([
      ['2DAY', '2-Day', '$35.00 per order'],
      ['GROUND', 'Ground', '$12.50 per order'],
      ['TRUCK', 'Truck freight', '$0.40 per unit'],
    ]);
    expect((within(shipping).getByRole('button', { name: 'Move TRUCK down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(shipping).getByRole('button', { name: 'Remove TRUCK' }));
    expect(rows().map((row) => row[0])).toEqual(['2DAY', 'GROUND']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit GROUND'));

    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    await screen.findByText(/Settings saved to the draft\./);
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`).map((call) => call.body)).toEqual([
      {
        ...offerSettings().settings,
        ship_to_address: '14 Dock St, Port Alder, ME 04011',
        typed_ship_to: false,
        shipping_methods: [
          { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } },
          { code: 'GROUND', name: 'Ground', rule: { kind: 'flat', cents: 1250 } },
        ],
      },
    ]);
  });

  it("saves an address that does not parse, and says the server's refusal beside the form", async () => {
    const refusal = 'Amount of shipping method 1 cannot be negative.';
    const server = serve('admin', {
      [`PUT ${HARBOR_OFFER}/settings`]: { status: 400, body: { code: 'INVALID_INPUT', message: refusal } },
    });
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ship-to address of the group' }), {
      target: { value: '12 Dock St, Port Alder' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings to the draft' }));
    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    expect(server.callsTo('PUT', `${HARBOR_OFFER}/settings`).map((call) => (call.body as OfferSettings).ship_to_address)).toEqual(
      ['12 Dock St, Port Alder'],
    );
  });

  it('says beside each store whose address does not parse that it cannot be chosen as a destination', async () => {
    serve('rep');
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const stores = screen.getByRole('table', { name: 'Stores' });
    const row = (code: string) =>
      within(stores)
        .getByRole('rowheader', { name: new RegExp(`^${code}`) })
        .closest('tr')!;
    expect(within(row('HPFD01')).queryByText(/cannot be chosen as a destination/)).toBeNull();
    expect(
      within(row('HPKI01')).getByText(
        'Not an address a parcel can be sent to (street, city, ST ZIP): it cannot be chosen as a destination.',
      ),
    ).toBeDefined();
    expect(within(row('HPTY01')).getByText('No address: it cannot be chosen as a destination.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HPKI01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HPKI01' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address.getAttribute('maxlength')).toBe('160');
    fireEvent.change(address, { target: { value: '5184 Wrenfield Dr, Gullhaven, ME 04047' } });
    expect(
      within(dialog).getByText('Its orders ship to: Harbor Point Kia, 5184 Wrenfield Dr, Gullhaven, ME 04047.'),
    ).toBeDefined();
  });

  it('lists the shipping methods as cards on a phone, read only for a rep', async () => {
    viewport('phone');
    serve('rep');
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const shipping = screen.getByRole('group', { name: 'Shipping' });
    const cards = within(shipping).getByRole('list', { name: 'Shipping methods' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Ground (GROUND)Free on orders of $250.00 or more, else $15.00', '2-Day (2DAY)$35.00 per order']);
    expect((within(shipping).getByRole('textbox', { name: 'Ship-to address of the group' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(shipping).queryByRole('button', { name: 'Add a shipping method' })).toBeNull();
    expect(within(shipping).queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('is read only for a rep, who still manages stores but sees no secret', async () => {
    serve('rep');
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes.find((text) => text?.includes('changing them and the secrets needs an admin'))).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the settings to the draft' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Secrets' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Set the password of/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit HPFD01' })).toBeDefined();
  });

  it('offers a viewer no change at all', async () => {
    serve('viewer');
    renderApp('/console/catalogue/harbor/settings');
    await heading();
    expect(screen.queryByRole('button', { name: 'Add a store' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
