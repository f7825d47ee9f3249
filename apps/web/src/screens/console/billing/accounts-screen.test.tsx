// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, ConsoleGroupGlance, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { accountsListed, billingAccount, HARBOR_ACCOUNT_ID } from '../../../../test-support/billing';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(warmConsoleScreens, 120_000);

const GUARDIAN_ID = '8e1d4a27-3c5b-4f80-b2e9-6a7d0c1f5b42';
const STORE_ID = 'c3a9f5e0-2b1d-4e7c-8f64-1d0b9a3e7c25';

const harbor = billingAccount();
const guardian = billingAccount({
  id: GUARDIAN_ID,
  group_key: 'guardian',
  group_title: 'Guardian Motor Group',
  name: 'Guardian Automotive Family',
  accounting_name: 'GUARDIAN AUTOMOTIVE',
  terms: 'net_45',
  credit_limit_cents: null,
  contacts: [],
  version: 0,
});
const guardianStore = billingAccount({
  id: STORE_ID,
  group_key: 'guardian',
  group_title: 'Guardian Motor Group',
  store_code: 'GDCH01',
  store_name: 'Guardian Chevrolet of Ashford',
  name: 'Guardian Chevrolet of Ashford',
  accounting_name: 'GUARDIAN CHEVROLET ASHFORD',
  terms: 'due_on_receipt',
  credit_limit_cents: 1_500_000,
  contacts: ['office.manager@guardian-chevrolet.example'],
  invoice_when: 'placed',
  version: 1,
});

/** The groups answer, for its stores: the rest of a group's glance does not matter here. */
function glance(key: string, title: string, stores: { code: string; name: string }[]): ConsoleGroupGlance {
  return {
    key,
    title,
    route_prefix: key,
    logo_url: `/images/${key}.png`,
    stores: stores.map((store) => ({ ...store, address: null, has_password: false })),
    account_reps: [],
    staff_reps: [],
    email_recipients: [],
    flags: {
      password: false,
      paypal: false,
      bypass_codes: 1,
      company_minimum: false,
      image_preview: false,
      modification_thumbnail: false,
      logo_preview: false,
    },
    price_list: null,
    items: 40,
    today: { orders: 0, total_cents: 0 },
    this_month: { orders: 0, total_cents: 0 },
  };
}

const GROUPS_ANSWER = {
  groups: [
    glance('harbor', 'Harbor Point Auto Group', [{ code: 'HPFD01', name: 'Harbor Point Ford' }]),
    glance('guardian', 'Guardian Motor Group', [
      { code: 'GDCH01', name: 'Guardian Chevrolet of Ashford' },
      { code: 'GDTY02', name: 'Guardian Toyota of Fernhill' },
    ]),
  ],
  today: '2026-11-20',
};

function serve(role: StaffRole, accounts: BillingAccount[], extra: Parameters<typeof mockConsole>[0] = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    'GET /api/console/billing/accounts': { body: accountsListed(accounts) },
    'GET /api/console/groups': { body: GROUPS_ANSWER },
    'GET /api/console/billing/unbilled-orders': { body: { orders: [] } },
    ...extra,
  });
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the billing accounts page', () => {
  it.each(['rep', 'viewer'] as const)(
    'shows a %s every account, sorted by group then store, with no button to change one',
    async (role) => {
      const server = serve(role, [guardianStore, harbor, guardian]);
      renderApp('/console/billing');
      const table = await screen.findByRole('table', { name: 'Billing accounts' });
      expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeDefined();
      expect(
        within(screen.getByRole('navigation', { name: 'Billing' }))
          .getByRole('link', { name: 'Accounts' })
          .getAttribute('aria-current'),
      ).toBe('page');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
        'Guardian Motor Group',
        'Guardian Motor Group',
        'Harbor Point Auto Group',
      ]);
      expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Guardian Automotive Family');
      expect(within(rows[0]!).getByText('No limit')).toBeDefined();
      expect(within(rows[0]!).getByText('No billing contact: invoices are not e-mailed')).toBeDefined();
      expect(within(rows[1]!).getByRole('rowheader').textContent).toBe(
        'Guardian Chevrolet of AshfordStore of Guardian Motor Group',
      );
      expect(within(rows[1]!).getByText('Due on receipt')).toBeDefined();
      expect(within(rows[1]!).getByText('When the order is placed')).toBeDefined();
      expect(within(rows[2]!).getByText('$40,000.00')).toBeDefined();
      expect(within(rows[2]!).getByText('accounts.payable@harbor-auto.example')).toBeDefined();
      expect(
        screen.getByText('You can read the billing accounts here; changing one needs an admin or the accounts role.'),
      ).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Open an account' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      // Only those who may open an account need the groups' stores.
      expect(server.callsTo('GET', '/api/console/groups')).toHaveLength(0);
    },
  );

  it('lists above the accounts each order on account that no account bills, and nothing when there is none', async () => {
    serve('viewer', [harbor], {
      'GET /api/console/billing/unbilled-orders': {
        body: {
          orders: [
            {
              order_id: '5b0c6a52-3a57-4c0e-9d5e-0f1e2a3b4c5d',
              order_number: 'CB-100412',
              group_key: 'summit',
              group_title: 'Summit Ridge Auto Group',
              store_name: 'Summit Ridge Toyota of Aspen Hollow',
              buyer: 'Dana Whitfield',
              placed_at: Date.parse('2026-11-02T15:00:00Z'),
              total_cents: 12_450,
              fulfilment_status: 'shipped',
            },
          ],
        },
      },
    });
    renderApp('/console/billing');
    const notice = await screen.findByRole('region', { name: '1 order on account has no billing account to bill it' });
    expect(notice.textContent).toContain(
      'An account bills only the orders placed after it opens: invoice these outside the portal.',
    );
    const item = within(within(notice).getByRole('list', { name: 'Orders no account bills' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'CB-100412' }).getAttribute('href')).toBe(
      '/console/orders/5b0c6a52-3a57-4c0e-9d5e-0f1e2a3b4c5d',
    );
    expect(item.textContent).toContain('Summit Ridge Auto Group, Summit Ridge Toyota of Aspen Hollow');
    expect(item.textContent).toContain('Dana Whitfield');
    expect(item.textContent).toContain('placed Nov 2, 2026');
    expect(item.textContent).toContain('$124.50');
    expect(item.textContent).toContain('Shipped');
    expect(screen.getByRole('table', { name: 'Billing accounts' })).toBeDefined();
  });

  it('draws no notice of unbilled orders when every order on account is billed', async () => {
    serve('viewer', [harbor]);
    renderApp('/console/billing');
    await screen.findByRole('table', { name: 'Billing accounts' });
    expect(screen.queryByRole('region', { name: /no billing account to bill/ })).toBeNull();
  });

  it('says when there is no account yet', async () => {
    serve('accounts', []);
    renderApp('/console/billing');
    expect(await screen.findByRole('heading', { name: 'No billing accounts yet' })).toBeDefined();
    expect(screen.getByText('A group that pays on account needs one: open it with ‘Open an account’.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says why the accounts could not be read, and reads them again on 'Try again'", async () => {
    let answer = { status: 500, body: { code: 'INTERNAL', message: 'The billing accounts could not be loaded.' } };
    const server = serve('viewer', [], { 'GET /api/console/billing/accounts': () => answer });
    renderApp('/console/billing');
    expect(await screen.findByText('The billing accounts could not be loaded.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('The billing accounts could not be loaded.');
    answer = { status: 200, body: accountsListed([harbor]) as never };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Billing accounts' })).toBeDefined();
    expect(server.callsTo('GET', '/api/console/billing/accounts')).toHaveLength(2);
  });

  it("opens a store's account, the credit limit typed in dollars and sent in whole cents", async () => {
    const server = serve('accounts', [harbor, guardian, guardianStore], {
      'POST /api/console/billing/accounts': (call) => ({ status: 201, body: { ...guardianStore, ...(call.body as object) } }),
    });
    renderApp('/console/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Open an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a billing account' });
    change(within(dialog).getByRole('combobox', { name: 'Group' }), 'guardian');
    const store = within(dialog).getByRole('combobox', { name: 'Store' });
    // The group and the store that have an account already cannot be chosen again.
    expect(within(store).getByRole('option', { name: 'None: the group’s own account (has an account)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(store).getByRole('option', { name: 'Guardian Chevrolet of Ashford (GDCH01) (has an account)' })).toHaveProperty(
      'disabled',
      true,
    );
    change(store, 'GDTY02');
    change(within(dialog).getByRole('textbox', { name: /Name on the bills/ }), 'Guardian Toyota of Fernhill');
    change(within(dialog).getByRole('textbox', { name: /Accounting name/ }), 'GUARDIAN TOYOTA FERNHILL');
    change(within(dialog).getByRole('textbox', { name: 'Billing address' }), '52 Quarry Lane\n\nFernhill, OH 43011\n');
    change(within(dialog).getByRole('combobox', { name: 'Payment terms' }), 'net_15');
    const limit = within(dialog).getByRole('textbox', { name: 'Credit limit' });
    change(limit, '12,500.505');
    change(within(dialog).getByRole('textbox', { name: 'Billing contacts' }), 'Payables@Guardian-Toyota.example\n');
    change(within(dialog).getByRole('textbox', { name: 'Reminder days' }), '0, 14, 28');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(within(dialog).getByText('A credit limit has at most two decimals (whole cents).')).toBeDefined();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/console/billing/accounts')).toHaveLength(0);

    change(limit, '$12,500.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('The billing account of Guardian Toyota of Fernhill was opened.')).toBeDefined();
    expect(server.callsTo('POST', '/api/console/billing/accounts')[0]!.body).toEqual({
      group_key: 'guardian',
      store_code: 'GDTY02',
      name: 'Guardian Toyota of Fernhill',
      accounting_name: 'GUARDIAN TOYOTA FERNHILL',
      address: ['52 Quarry Lane', 'Fernhill, OH 43011'],
      terms: 'net_15',
      credit_limit_cents: 1_250_050,
      contacts: ['Payables@Guardian-Toyota.example'],
      invoice_when: 'shipped',
      reminder_days: [0, 14, 28],
    });
    // The accounts are read again after the change.
    await waitFor(() => expect(server.callsTo('GET', '/api/console/billing/accounts')).toHaveLength(2));
  });

  it("checks the fields with the server's rule before sending, and shows the server's refusal in the dialog", async () => {
    const refusal = "Harbor Point Auto Group has no store 'HPXX09'.";
    const server = serve('admin', [harbor], {
      'GET /api/console/groups': { status: 503, body: { code: 'UNAVAILABLE', message: 'The groups could not be loaded.' } },
      'POST /api/console/billing/accounts': { status: 400, body: { code: 'INVALID_INPUT', message: refusal } },
    });
    renderApp('/console/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Open an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a billing account' });
    // Without the groups' stores, the store is typed by its code.
    change(within(dialog).getByRole('textbox', { name: 'Store code' }), 'HPXX09');
    change(within(dialog).getByRole('textbox', { name: 'Billing contacts' }), 'not an address');
    change(within(dialog).getByRole('textbox', { name: 'Reminder days' }), '0, 30, 30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(within(dialog).getByText('Enter the name the bills go to.')).toBeDefined();
    expect(within(dialog).getByText('Enter the customer name used in the accounting program.')).toBeDefined();
    expect(within(dialog).getByText("'not an address' is not an e-mail address.")).toBeDefined();
    expect(within(dialog).getByText('Reminders are up to 6 different days from 0 to 365 after the due date.')).toBeDefined();
    expect(server.callsTo('POST', '/api/console/billing/accounts')).toHaveLength(0);

    change(within(dialog).getByRole('textbox', { name: /Name on the bills/ }), 'Harbor Point Ford');
    change(within(dialog).getByRole('textbox', { name: /Accounting name/ }), 'HARBOR POINT FORD');
    change(within(dialog).getByRole('textbox', { name: 'Billing contacts' }), '');
    change(within(dialog).getByRole('textbox', { name: 'Reminder days' }), '0, 30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(server.callsTo('POST', '/api/console/billing/accounts')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Open a billing account' })).toBe(dialog);
  });

  it("changes an account's terms, sends only what changed with the version read, and gives the focus back to its 'Edit'", async () => {
    let accounts = [harbor, guardian];
    const server = serve('accounts', accounts, {
      'GET /api/console/billing/accounts': () => ({ body: accountsListed(accounts) }),
      [`PATCH /api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`]: () => {
        accounts = [{ ...harbor, terms: 'net_60', version: 4 }, guardian];
        return { body: accounts[0] };
      },
    });
    renderApp('/console/billing');
    const edit = await screen.findByRole('button', { name: 'Edit Harbor Point Motors' });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Point Motors' });
    expect(within(dialog).getByText('The group Harbor Point Auto Group')).toBeDefined();
    expect(within(dialog).queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Credit limit' }) as HTMLInputElement).value).toBe('40000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nothing to save: no field has changed.');

    change(within(dialog).getByRole('combobox', { name: 'Payment terms' }), 'net_60');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The billing account of Harbor Point Motors was changed.')).toBeDefined();
    expect(server.callsTo('PATCH', `/api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`)[0]!.body).toEqual({
      version: 3,
      terms: 'net_60',
    });
    const table = screen.getByRole('table', { name: 'Billing accounts' });
    await waitFor(() => expect(within(table).getByText('Net 60')).toBeDefined());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Harbor Point Motors' })));
  });

  it("shows the server's words on a 409, and 'Reload' fills the dialog with the account as it now is", async () => {
    const conflict = 'Someone changed this billing account meanwhile. Reload it and try again.';
    let accounts = [harbor];
    const server = serve('admin', accounts, {
      'GET /api/console/billing/accounts': () => ({ body: accountsListed(accounts) }),
      [`PATCH /api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`]: (call) => {
        if ((call.body as { version: number }).version === 3) {
          accounts = [{ ...harbor, credit_limit_cents: 5_000_000, version: 4 }];
          return { status: 409, body: { code: 'CONFLICT', message: conflict } };
        }
        return { body: { ...accounts[0], ...(call.body as object), version: 5 } };
      },
    });
    renderApp('/console/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Point Motors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Point Motors' });
    change(within(dialog).getByRole('combobox', { name: 'Payment terms' }), 'net_45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(conflict);

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(
      await within(dialog).findByText('The account was read again: these are its settings now. Make your change again and save.'),
    ).toBeDefined();
    expect((within(dialog).getByRole('textbox', { name: 'Credit limit' }) as HTMLInputElement).value).toBe('50000');
    expect((within(dialog).getByRole('combobox', { name: 'Payment terms' }) as HTMLSelectElement).value).toBe('net_30');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    change(within(dialog).getByRole('combobox', { name: 'Payment terms' }), 'net_45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The billing account of Harbor Point Motors was changed.')).toBeDefined();
    expect(server.callsTo('PATCH', `/api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`)[1]!.body).toEqual({
      version: 4,
      terms: 'net_45',
    });
  });
});
