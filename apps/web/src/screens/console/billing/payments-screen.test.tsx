// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePaymentImportAnswer, PaymentImportRow, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { accountsListed, billingAccount } from '../../../../test-support/billing';
import { viewport } from '../../../../test-support/browser';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./payments-screen');
}, 120_000);

// jsdom makes no object addresses: the example file's link gets this one.
URL.createObjectURL = () => 'blob:example';
URL.revokeObjectURL = () => undefined;

const IMPORT = '/api/console/billing/payments/import';
const HARBOR = billingAccount({ accounting_name: 'Harbor Point Motors (AR)' });
const MAPLE = billingAccount({
  id: '3c7a1e95-2b4d-4f68-8a0c-6d5e4f3a2b19',
  group_key: 'maple',
  name: 'Maple Grove Auto',
  accounting_name: 'Maple Grove Auto (AR)',
});
const CSV = [
  'date,account,reference,amount,invoices',
  '2026-11-20,Harbor Point Motors (AR),ACH 004512,"1,250.00",INV-2026-000417',
  '2026-11-21,Maple Grove Auto (AR),WIRE 88120,480.50,',
].join('\n');

function importRow(patch: Partial<PaymentImportRow> = {}): PaymentImportRow {
  return {
    line: 2,
    date: '2026-11-20',
    account: 'Harbor Point Motors (AR)',
    account_id: HARBOR.id,
    reference: 'ACH 004512',
    amount_cents: 125_000,
    allocations: [{ invoice_number: 'INV-2026-000417', amount_cents: 100_000 }],
    credit_cents: 25_000,
    problem: null,
    ...patch,
  };
}

const MAPLE_ROW = importRow({
  line: 3,
  date: '2026-11-21',
  account: 'Maple Grove Auto (AR)',
  account_id: MAPLE.id,
  reference: 'WIRE 88120',
  amount_cents: 48_050,
  allocations: [],
  credit_cents: 48_050,
});
const VALID: ConsolePaymentImportAnswer = { rows: [importRow(), MAPLE_ROW], applied: false, total_cents: 173_050 };
const REFUSED: ConsolePaymentImportAnswer = {
  rows: [
    importRow(),
    importRow({
      line: 3,
      account: 'Mapel Grove',
      account_id: null,
      reference: 'WIRE 88120',
      amount_cents: 48_050,
      allocations: [],
      credit_cents: 0,
      problem: "No billing account is called 'Mapel Grove'.",
    }),
  ],
  applied: false,
  total_cents: 173_050,
};

function serve(role: StaffRole, routes: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    'GET /api/console/billing/accounts': { body: accountsListed([HARBOR, MAPLE]) },
    ...routes,
  });
}

const paste = async (text: string) => {
  const box = await screen.findByRole('textbox', { name: 'The bank file’s text' });
  fireEvent.change(box, { target: { value: text } });
};
const checkFile = () => fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
const recordButton = () => screen.getByRole('button', { name: 'Record these payments' });

describe('the payments tab', () => {
  it.each(['rep', 'viewer'] as const)('shows a %s the format and the example only', async (role) => {
    serve(role);
    renderApp('/console/billing/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeDefined();
    expect(document.title).toBe('Payments — Crestline Console');
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/importing one needs an admin or the accounts role/)).toBeDefined();
    expect(screen.getByLabelText('An example line').textContent).toContain('Maple Grove Auto (AR)');
    const example = await screen.findByRole('link', { name: 'Download an example file' });
    expect(example.getAttribute('href')).toBe('blob:example');
    expect(example.getAttribute('download')).toBe('bank-file-example.csv');
    expect(screen.queryByRole('heading', { name: 'Import a bank file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull();
  });

  it('checks a pasted file and shows each row: its account, where its money goes, and the summary', async () => {
    const server = serve('accounts', { [`POST ${IMPORT}`]: { body: VALID } });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(server.callsTo('POST', IMPORT)[0]!.body).toEqual({ csv: CSV, apply: false });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'Date', 'Account', 'Reference', 'Amount', 'Goes to', 'Problem']);
    const [, harbor, maple] = within(table).getAllByRole('row');
    expect(within(harbor!).getByRole('rowheader').textContent).toBe('Harbor Point Motors');
    expect(within(harbor!).getByText('$1,250.00')).toBeDefined();
    expect(within(harbor!).getByText('INV-2026-000417 $1,000.00')).toBeDefined();
    expect(within(harbor!).getByText('$250.00 credit')).toBeDefined();
    expect(within(maple!).getByRole('rowheader').textContent).toBe('Maple Grove Auto');
    expect(within(maple!).getByText('$480.50 credit')).toBeDefined();
    expect(screen.getByText('2 rows, $1,730.50; every row can be applied')).toBeDefined();
    expect((recordButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the problems in their rows and keeps Record disabled while any row has one', async () => {
    serve('admin', { [`POST ${IMPORT}`]: { body: REFUSED } });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    const refused = within(table).getAllByRole('row')[2]!;
    // What was typed, since no account was matched.
    expect(within(refused).getByRole('rowheader').textContent).toBe('Mapel Grove');
    expect(within(refused).getByText("No billing account is called 'Mapel Grove'.")).toBeDefined();
    expect(screen.getByText('2 rows, $1,730.50; 1 cannot be applied')).toBeDefined();
    expect((recordButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Every row must be correct before any is recorded/)).toBeDefined();
  });

  it('forgets the check once the text changes', async () => {
    serve('admin', { [`POST ${IMPORT}`]: { body: VALID } });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    await screen.findByRole('table', { name: 'Rows of the file' });
    await paste(`${CSV}\n`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record these payments' })).toBeNull();
  });

  it("shows the server's refusal of a file that is not a bank file", async () => {
    const refusal = 'A bank file is a CSV with a heading row naming the columns date, account, reference, amount, invoices.';
    serve('admin', { [`POST ${IMPORT}`]: { status: 400, body: { code: 'INVALID_INPUT', message: refusal } } });
    renderApp('/console/billing/payments');
    await paste('hello');
    checkFile();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks before recording, naming the count and the total, then links to the accounts paid', async () => {
    const server = serve('accounts', {
      [`POST ${IMPORT}`]: ({ body }) => ({ body: { ...VALID, applied: (body as { apply: boolean }).apply } }),
    });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    await screen.findByRole('table', { name: 'Rows of the file' });
    const opener = recordButton();
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Record these payments' });
    expect(within(dialog).getByText('Record 2 payments of $1,730.50 in all?')).toBeDefined();
    expect(server.callsTo('POST', IMPORT)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payments' }));
    expect(await screen.findByText('Recorded 2 payments of $1,730.50.')).toBeDefined();
    expect(server.callsTo('POST', IMPORT)[1]!.body).toEqual({ csv: CSV, apply: true });
    const paid = screen.getByRole('navigation', { name: 'Accounts paid' });
    expect(within(paid).getByRole('link', { name: 'Harbor Point Motors' }).getAttribute('href')).toBe(
      `/console/billing/accounts/${HARBOR.id}`,
    );
    expect(within(paid).getByRole('link', { name: 'Maple Grove Auto' }).getAttribute('href')).toBe(
      `/console/billing/accounts/${MAPLE.id}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'The bank file’s text' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the 409 in the dialog when a row can no longer be applied, and records nothing', async () => {
    const conflict = 'Nothing was recorded: some rows cannot be applied. Correct them and send the file again.';
    serve('admin', {
      [`POST ${IMPORT}`]: ({ body }) =>
        (body as { apply: boolean }).apply ? { status: 409, body: { code: 'CONFLICT', message: conflict } } : { body: VALID },
    });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    await screen.findByRole('table', { name: 'Rows of the file' });
    fireEvent.click(recordButton());
    const dialog = await screen.findByRole('dialog', { name: 'Record these payments' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payments' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(conflict);
    expect(screen.queryByText(/^Recorded/)).toBeNull();
  });

  it('reads a chosen file in the browser, and refuses one over 1 MB', async () => {
    const server = serve('admin', { [`POST ${IMPORT}`]: { body: VALID } });
    renderApp('/console/billing/payments');
    await screen.findByRole('heading', { name: 'Import a bank file' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'november.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 1_000_001 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('november.csv is larger than 1 MB: split it into smaller files.');

    fireEvent.change(input, { target: { files: [new File([CSV], 'bank-2026-11.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Read from bank-2026-11.csv')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'The bank file’s text' }) as HTMLTextAreaElement).value).toBe(CSV);
    checkFile();
    await screen.findByRole('table', { name: 'Rows of the file' });
    expect(server.callsTo('POST', IMPORT)[0]!.body).toEqual({ csv: CSV, apply: false });
  });

  it('draws a card per row on a phone, with its problem', async () => {
    viewport('phone');
    serve('admin', { [`POST ${IMPORT}`]: { body: REFUSED } });
    renderApp('/console/billing/payments');
    await paste(CSV);
    checkFile();
    const list = await screen.findByRole('list', { name: 'Rows of the file' });
    const [harbor, refused] = within(list).getAllByRole('listitem');
    expect(within(harbor!).getByText('Line 2')).toBeDefined();
    expect(within(harbor!).queryByText('Problem')).toBeNull();
    expect(within(refused!).getByText("No billing account is called 'Mapel Grove'.")).toBeDefined();
  });
});
