// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferSettings, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup, offerSettings } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

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
