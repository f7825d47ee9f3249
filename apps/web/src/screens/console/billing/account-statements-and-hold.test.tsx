// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { previousMonth, type AgingRow, type ConsoleAccountLedgerAnswer, type StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { agingRow, billingAccount, HARBOR_ACCOUNT_ID, noAging, taxExemptionsAnswer } from '../../../../test-support/billing';
import { agingAnswer, statementAnswer } from '../../../../test-support/billing-ledger';
import { viewport } from '../../../../test-support/browser';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { formatDay } from '../console-format';
import { daysAfter, LIFT_RANGE } from './credit-hold';
import { todayIn } from './ledger-money';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./account-ledger-screen');
}, 120_000);

const LEDGER_ACCOUNT = billingAccount();
const BASE = `/api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`;
const LEDGER_PATH = `${BASE}/ledger`;
const STATEMENT_PATH = `${BASE}/statement`;
const AGING_PATH = '/api/console/billing/aging';
const ADDRESS = `/console/billing/accounts/${HARBOR_ACCOUNT_ID}`;
const ZONE = 'America/New_York';

/** The provider's today and the months the picker offers around it, as the page works them out. */
const today = () => todayIn(ZONE);
const thisMonth = () => today().slice(0, 7);
const lastMonth = () => previousMonth(today());

function ledger(account = LEDGER_ACCOUNT): ConsoleAccountLedgerAnswer {
  return {
    account,
    balance_cents: 0,
    credit_cents: 0,
    aging: noAging(),
    invoices: [],
    credit_notes: [],
    payments: [],
  };
}

function serve(role: StaffRole, routes: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: { ...meAs(role), time_zone: ZONE } },
    [`GET ${LEDGER_PATH}`]: { body: ledger() },
    [`GET ${AGING_PATH}`]: { body: agingAnswer() },
    [`GET ${STATEMENT_PATH}`]: (call) => ({ body: statementAnswer(call.url.searchParams.get('period') ?? '') }),
    [`GET ${LEDGER_PATH.replace(/ledger$/, 'tax-exemptions')}`]: { body: taxExemptionsAnswer() },
    ...routes,
  });
}

async function openAccount(address = ADDRESS) {
  const router = renderApp(address);
  await screen.findByRole('heading', { level: 2, name: 'Harbor Point Motors' });
  return router;
}

const statements = () => screen.getByRole('region', { name: 'Statements' });
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("an account's statements", () => {
  it('show a viewer last month’s preview: its summary, lines, subtotals, aging and files, and no way to send it', async () => {
    const server = serve('viewer');
    await openAccount();
    const section = statements();
    const month = within(section).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    expect(month.value).toBe(lastMonth());
    expect(month.options).toHaveLength(13);
    expect(month.options[0]!.value).toBe(thisMonth());
    await within(section).findByText('Preview');
    expect(server.callsTo('GET', STATEMENT_PATH)[0]!.url.searchParams.get('period')).toBe(lastMonth());

    const summary = within(section).getByText('Invoiced', { selector: 'dt' }).closest('dl')!;
    expect([...summary.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '$100.00',
      '$599.76',
      '$24.99',
      '$500.00',
      '$174.77',
    ]);
    const rows = within(within(section).getByRole('table', { name: 'Statement lines' })).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toHaveLength(6);
    expect([...rows[2]!.children].map((cell) => cell.textContent).slice(1)).toEqual([
      'Invoice',
      'INV-2026-000012',
      'Harbor Point Ford',
      'PO-2231',
      '$599.76',
      '$699.76',
    ]);
    expect(rows[4]!.textContent).toContain('Payment');
    expect(rows[4]!.textContent).toContain('-$500.00');
    expect(rows[5]!.textContent).toContain('Closing balance$174.77');
    expect(within(within(section).getByRole('table', { name: 'Invoiced by store' })).getByRole('rowheader').textContent).toBe(
      'Harbor Point Ford',
    );
    expect(within(section).getByRole('table', { name: 'Invoiced by customer PO' }).textContent).toContain('PO-22311$599.76');
    const aging = within(section).getByRole('region', { name: /^Owed on .*, by days past due$/ });
    expect(within(aging).getByText('1–30 days past due').nextElementSibling!.textContent).toBe('$100.00');

    expect(
      within(section)
        .getByRole('link', { name: /^PDF of the statement of / })
        .getAttribute('href'),
    ).toBe(`${BASE}/statement/pdf?period=${lastMonth()}`);
    expect(
      within(section)
        .getByRole('link', { name: /^CSV of the statement of / })
        .getAttribute('href'),
    ).toBe(`${BASE}/statement/csv?period=${lastMonth()}`);
    expect(within(section).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('lists the lines on a phone, each with its amount and the balance after it beside it', async () => {
    viewport('phone');
    serve('viewer');
    await openAccount();
    const list = await within(statements()).findByRole('list', { name: 'Statement lines' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Opening balance${formatDay(`${lastMonth()}-01`)}$100.00`,
      `INV-2026-000012${formatDay(`${lastMonth()}-12`)} · InvoiceHarbor Point FordCustomer PO PO-2231$599.76Balance $699.76`,
      `CN-2026-000004${formatDay(`${lastMonth()}-14`)} · Credit note-$24.99Balance $674.77`,
      `Cheque 10452${formatDay(`${lastMonth()}-20`)} · Payment-$500.00Balance $174.77`,
      expect.stringMatching(/^Closing balance.*\$174\.77$/),
    ]);
    expect(within(statements()).queryByRole('table', { name: 'Statement lines' })).toBeNull();
  });

  it('reads the month chosen alone, keeps it in the address, and says a statement sent was sent', async () => {
    const sentAt = Date.UTC(2026, 9, 1, 10);
    const server = serve('rep', {
      [`GET ${STATEMENT_PATH}`]: (call) => {
        const period = call.url.searchParams.get('period') ?? '';
        return { body: statementAnswer(period, period === thisMonth() ? null : sentAt) };
      },
    });
    const router = await openAccount();
    const sent = await within(statements()).findByText(/^Sent on/);
    expect(sent.textContent).toBe('Sent on Oct 1, 2026');
    change(within(statements()).getByRole('combobox', { name: 'Month' }), thisMonth());
    await within(statements()).findByText('Preview');
    expect(within(statements()).getByText(/is not over; the month so far/)).toBeDefined();
    expect(router.state.location.search).toBe(`?month=${thisMonth()}`);
    expect(server.callsTo('GET', STATEMENT_PATH).map((call) => call.url.searchParams.get('period'))).toEqual([
      lastMonth(),
      thisMonth(),
    ]);
    expect(server.callsTo('GET', LEDGER_PATH)).toHaveLength(1);
  });

  it('opens on the month the address names, and says when a month had no line', async () => {
    serve('viewer', {
      [`GET ${STATEMENT_PATH}`]: (call) => ({
        body: statementAnswer(call.url.searchParams.get('period') ?? '', null, { lines: [], by_store: [], by_po: [] }),
      }),
    });
    await openAccount(`${ADDRESS}?month=${thisMonth()}`);
    expect((within(statements()).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe(thisMonth());
    expect(await within(statements()).findByText(/^Nothing was invoiced, credited or paid in /)).toBeDefined();
    expect(within(statements()).queryByRole('table', { name: 'Invoiced by store' })).toBeNull();
  });

  it("shows the server's refusal in the section, and reads it again on 'Try again'", async () => {
    let fail = true;
    const server = serve('viewer', {
      [`GET ${STATEMENT_PATH}`]: (call) =>
        fail
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The statement could not be computed just now.' } }
          : { body: statementAnswer(call.url.searchParams.get('period') ?? '') },
    });
    await openAccount();
    const alert = await within(statements()).findByRole('alert');
    expect(alert.textContent).toContain('The statement could not be computed just now.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(statements()).findByText('Preview');
    expect(server.callsTo('GET', STATEMENT_PATH)).toHaveLength(2);
  });

  it('sends a month that is over to the billing contacts once confirmed, says to whom, and shows it sent', async () => {
    let sentAt: number | null = null;
    const server = serve('accounts', {
      [`GET ${STATEMENT_PATH}`]: (call) => {
        const period = call.url.searchParams.get('period') ?? '';
        return { body: statementAnswer(period, period === lastMonth() ? sentAt : null) };
      },
      [`POST ${STATEMENT_PATH}/send`]: () => {
        sentAt = Date.now();
        return { body: { queued: true, to: LEDGER_ACCOUNT.contacts } };
      },
    });
    await openAccount();
    await within(statements()).findByText('Preview');
    const send = within(statements()).getByRole('button', { name: 'Send now' });
    send.focus();
    fireEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: /^Send the statement of / });
    expect(dialog.textContent).toContain('It is e-mailed with its PDF to accounts.payable@harbor-auto.example.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(statements()).findByText(/was sent to accounts\.payable@harbor-auto\.example\.$/)).toBeDefined();
    expect(server.callsTo('POST', `${STATEMENT_PATH}/send`)[0]!.body).toEqual({ period: lastMonth() });
    await within(statements()).findByText(/^Sent on/);
    await waitFor(() => expect(document.activeElement).toBe(within(statements()).getByRole('button', { name: 'Send now' })));

    change(within(statements()).getByRole('combobox', { name: 'Month' }), thisMonth());
    await within(statements()).findByText(/is not over/);
    expect(within(statements()).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('says an account without a billing contact has no one to send its statement to', async () => {
    serve('admin', { [`GET ${LEDGER_PATH}`]: { body: ledger({ ...LEDGER_ACCOUNT, contacts: [] }) } });
    await openAccount();
    expect(within(statements()).getByText('No billing contact: the statement cannot be e-mailed.')).toBeDefined();
    expect(within(statements()).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it("says the server's answer when the contacts went meanwhile", async () => {
    serve('accounts', { [`POST ${STATEMENT_PATH}/send`]: { body: { queued: false, to: [] } } });
    await openAccount();
    fireEvent.click(within(statements()).getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: /^Send the statement of / });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(statements()).findByText(/was not sent: Harbor Point Motors has no billing contact\.$/)).toBeDefined();
  });
});

describe("an account's credit hold", () => {
  const onHold = (patch: Partial<AgingRow> = {}) =>
    agingAnswer(agingRow({ hold: 'over_limit', balance_cents: 4_100_000, ...patch }));

  it.each(['rep', 'viewer'] as const)('tells a %s why the account is on hold, with no way to lift it', async (role) => {
    serve(role, { [`GET ${AGING_PATH}`]: { body: onHold({ hold: 'overdue' }) } });
    await openAccount();
    expect(screen.getByRole('heading', { name: 'On credit hold: an invoice more than 60 days past due' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Lift the hold' })).toBeNull();
  });

  it('says nothing of a hold when the account is not on one', async () => {
    serve('accounts');
    await openAccount();
    expect(screen.queryByText(/credit hold/i)).toBeNull();
  });

  it('lifts the hold until a day with a reason, checked as the server checks it, and then says until when', async () => {
    const lifted = Date.now() + 10 * 86_400_000;
    let aging = onHold();
    const path = `${BASE}/hold-lift`;
    const server = serve('accounts', {
      [`GET ${AGING_PATH}`]: () => ({ body: aging }),
      [`POST ${path}`]: () => {
        aging = agingAnswer(agingRow({ balance_cents: 4_100_000 }, { ...LEDGER_ACCOUNT, hold_lifted_until: lifted }));
        return { body: { ...LEDGER_ACCOUNT, hold_lifted_until: lifted } };
      },
    });
    await openAccount();
    expect(screen.getByRole('heading', { name: 'On credit hold: over its credit limit' })).toBeDefined();
    const lift = screen.getByRole('button', { name: 'Lift the hold' });
    lift.focus();
    fireEvent.click(lift);
    const dialog = await screen.findByRole('dialog', { name: 'Lift the credit hold of Harbor Point Motors' });
    const until = within(dialog).getByLabelText(/^Until/) as HTMLInputElement;
    expect(until.value).toBe(daysAfter(today(), 14));
    change(until, today());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the hold' }));
    expect(within(dialog).getByText(LIFT_RANGE)).toBeDefined();
    expect(within(dialog).getByText('Say why the hold is lifted (a few words at least).')).toBeDefined();
    change(until, daysAfter(today(), 91));
    expect(within(dialog).getByText(LIFT_RANGE)).toBeDefined();
    expect(server.callsTo('POST', path)).toHaveLength(0);

    const day = daysAfter(today(), 10);
    change(until, day);
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Cheque for October promised by Friday ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the hold' }));
    expect(await screen.findByText(/^The credit hold of Harbor Point Motors is lifted until /)).toBeDefined();
    expect(server.callsTo('POST', path)[0]!.body).toEqual({ until: day, reason: 'Cheque for October promised by Friday' });
    expect(server.callsTo('GET', AGING_PATH)).toHaveLength(2);
    expect(server.callsTo('GET', LEDGER_PATH)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /^Hold lifted until / })).toBeDefined();
    expect(screen.getByText(/on credit hold again if it is still over its credit limit/)).toBeDefined();
  });

  it('shows the rest of the page when the aging cannot be read, and reads it again on request', async () => {
    let fail = true;
    const server = serve('viewer', {
      [`GET ${AGING_PATH}`]: () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } } : { body: onHold() },
    });
    await openAccount();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Whether this account is on credit hold could not be read: Something went wrong.');
    expect(screen.getByRole('region', { name: 'Balance and aging' })).toBeDefined();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'On credit hold: over its credit limit' })).toBeDefined();
    expect(server.callsTo('GET', AGING_PATH)).toHaveLength(2);
  });
});
