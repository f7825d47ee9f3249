// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferSpendingRules, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerBypassCodes, offerGroup, offerSettings, offerSpending } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { viewport } from '../../../../test-support/browser';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-settings-screen');
}, 120_000);

const ONE_CHANGE = { body: { changes: offerGroup().draft!.changes.slice(0, 1) } };
const SPENDING = `${HARBOR_OFFER}/spending`;

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    [`GET ${HARBOR_OFFER}/settings`]: { body: offerSettings() },
    [`GET ${SPENDING}`]: { body: offerSpending() },
    [`GET ${HARBOR_OFFER}/bypass-codes`]: { body: offerBypassCodes() },
    ...extra,
  });
}

const spendingSection = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Settings of Harbor Point Auto Group' });
  return screen.getByRole('form', { name: 'Spending rules' });
};
const type = (where: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(where).getByRole('textbox', { name }), { target: { value } });
const save = (where: HTMLElement) =>
  fireEvent.click(within(where).getByRole('button', { name: 'Save the spending rules to the draft' }));

describe("a group's spending rules on its settings page", () => {
  it("saves the group's limit, a second approver, a store's rules and a code's caps, in cents, as typed in dollars", async () => {
    const server = serve('admin', { [`PUT ${SPENDING}`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    type(form, 'Approval above', '750');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a second approver' }));
    type(form, 'Approver 2: name', 'Marcus Oyelaran');
    type(form, 'Approver 2: e-mail', 'marcus.oyelaran@harbor-auto.example');
    // A store's rules, in its dialog.
    fireEvent.click(within(form).getByRole('button', { name: 'Edit the rules of HPKI01' }));
    const store = await screen.findByRole('dialog', { name: 'Spending rules of Harbor Point Kia' });
    type(store, 'Monthly budget', '800');
    fireEvent.change(within(store).getByRole('combobox', { name: 'Approval above' }), { target: { value: 'own' } });
    type(store, "The store's limit", '$1,250.50');
    fireEvent.change(within(store).getByRole('combobox', { name: 'An order over its budget' }), { target: { value: 'refuse' } });
    fireEvent.click(within(store).getByRole('button', { name: 'Keep these rules' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(within(form).getByRole('table', { name: "Stores' spending rules" })).getByRole('row', {
      name: /Harbor Point Kia/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$800.00', '$1,250.50', "The group's", 'Is refused', 'Edit']);
    // A code's caps, by its label.
    fireEvent.click(within(form).getByRole('button', { name: 'Edit the caps of Store code of Harbor Point Kia' }));
    const code = await screen.findByRole('dialog', { name: 'Caps of Store code of Harbor Point Kia' });
    type(code, 'Per month', '600');
    for (const day of ['Sunday', 'Saturday']) fireEvent.click(within(code).getByRole('checkbox', { name: day }));
    fireEvent.change(within(code).getByLabelText('From'), { target: { value: '07:00' } });
    fireEvent.change(within(code).getByLabelText('Until'), { target: { value: '18:00' } });
    fireEvent.click(within(code).getByRole('button', { name: 'Keep these caps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    save(form);
    await screen.findByText(/Spending rules saved to the draft\. The draft now holds 1 change\./);
    const rules = offerSpending().rules!;
    expect(server.callsTo('PUT', SPENDING).map((call) => call.body)).toEqual([
      {
        rules: {
          ...rules,
          approval_above_cents: 75_000,
          approvers: [...rules.approvers!, { name: 'Marcus Oyelaran', email: 'marcus.oyelaran@harbor-auto.example' }],
          stores: {
            ...rules.stores,
            HPKI01: { monthly_budget_cents: 80_000, approval_above_cents: 125_050, over_budget: 'refuse' },
          },
          codes: {
            ...rules.codes,
            BBBBBBBBBBBB: { monthly_cents: 60_000, days: [1, 2, 3, 4, 5], hours: { from: '07:00', to: '18:00' } },
          },
        } satisfies OfferSpendingRules,
      },
    ]);
  });

  it('names a field typed wrong at the field and sends nothing; the server refusal is said beside the form', async () => {
    const server = serve('admin', {
      [`PUT ${SPENDING}`]: {
        status: 422,
        body: { message: 'Harbor Point Auto Group has no store HPXX01.', code: 'UNPROCESSABLE' },
      },
    });
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    type(form, 'Approval above', '12.345');
    type(form, 'Approver 1: e-mail', 'renata at harbor');
    save(form);
    expect(within(form).getByText('Type dollars and at most two decimals, such as 500 or 1250.50.')).toBeDefined();
    expect(within(form).getByText('Type an e-mail address, such as renata@dealer.example.')).toBeDefined();
    expect(within(form).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(server.callsTo('PUT', SPENDING)).toHaveLength(0);
    type(form, 'Approval above', '');
    type(form, 'Approver 1: e-mail', 'renata.okafor@harbor-auto.example');
    save(form);
    expect(await within(form).findByText('Harbor Point Auto Group has no store HPXX01.')).toBeDefined();
    expect(server.callsTo('PUT', SPENDING)).toHaveLength(1);
  });

  it('removes the rules when turned off, and starts new ones from nothing for a group without', async () => {
    const server = serve('admin', { [`PUT ${SPENDING}`]: ONE_CHANGE });
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    fireEvent.click(within(form).getByRole('switch', { name: 'The group has spending rules' }));
    expect(within(form).getByText(/None: the group’s orders go out without approvals, budgets or caps\./)).toBeDefined();
    save(form);
    await screen.findByText(/Spending rules removed in the draft\./);
    expect(server.callsTo('PUT', SPENDING).map((call) => call.body)).toEqual([{ rules: null }]);
  });

  it('turns rules on for a group without, the budget rule and the switch as chosen', async () => {
    const server = serve('admin', {
      [`GET ${SPENDING}`]: { body: offerSpending({ rules: null }) },
      [`PUT ${SPENDING}`]: ONE_CHANGE,
    });
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    fireEvent.click(within(form).getByRole('switch', { name: 'The group has spending rules' }));
    fireEvent.change(within(form).getByRole('combobox', { name: "An order over a store's budget" }), {
      target: { value: 'refuse' },
    });
    type(form, 'Monthly budget of orders with no store', '1000');
    save(form);
    await screen.findByText(/Spending rules saved to the draft\./);
    expect(server.callsTo('PUT', SPENDING).map((call) => call.body)).toEqual([
      { rules: { no_store_budget_cents: 100_000, over_budget: 'refuse', show_budget_to_buyers: false } },
    ]);
  });

  it("is read only for a rep: the rules shown, nothing to save or edit; the codes' use this month below", async () => {
    serve('rep');
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    expect((within(form).getByRole('textbox', { name: 'Approval above' }) as HTMLInputElement).value).toBe('500');
    expect((within(form).getByRole('textbox', { name: 'Approver 1: e-mail' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: /^Edit|Save/ })).toBeNull();
    const trail = screen.getByRole('table', { name: 'Bypass codes in use' });
    const rows = within(trail).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['••••••CT', '$400.00', 'No cap', 'any day, any time', '3', '$612.50', 'Mar 3, 2030, 10:30 AM EST'],
      ['Store code of Harbor Point Kia', 'No cap', 'No cap', 'any day, any time', '0', '$0.00', '—'],
    ]);
    expect(within(trail).getByRole('columnheader', { name: 'Orders in March 2030' })).toBeDefined();
  });

  it("tells a viewer the rules name people and asks nothing of them; the codes' use is shown all the same", async () => {
    const server = serve('viewer');
    renderApp('/console/catalogue/harbor/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings of Harbor Point Auto Group' });
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toContain(
      'The group’s spending rules name its approvers, whose e-mails are personal data: admins and the group’s reps read them.',
    );
    expect(screen.queryByRole('form', { name: 'Spending rules' })).toBeNull();
    expect(server.callsTo('GET', SPENDING)).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Bypass codes in use' })).toBeDefined();
  });

  it("shows the stores' rules and the codes' use as cards on a phone", async () => {
    viewport('phone');
    serve('admin');
    renderApp('/console/catalogue/harbor/settings');
    const form = await spendingSection();
    const cards = within(form).getByRole('list', { name: "Stores' spending rules" });
    expect(within(cards).getAllByRole('listitem')[0]!.textContent).toContain('Monthly budget$2,000.00');
    const trail = screen.getByRole('list', { name: 'Bypass codes in use' });
    expect(within(trail).getAllByRole('listitem')[1]!.textContent).toContain('Last usedNever');
  });

  it('says, in its own part, that the rules could not be read, and the rest of the page still works', async () => {
    serve('admin', { [`GET ${SPENDING}`]: { status: 500, body: { message: 'The database did not answer.', code: 'INTERNAL' } } });
    renderApp('/console/catalogue/harbor/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings of Harbor Point Auto Group' });
    expect(screen.getByRole('alert').textContent).toContain('The database did not answer.');
    expect(screen.queryByRole('form', { name: 'Spending rules' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save the settings to the draft' })).toBeDefined();
  });
});
