// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleTaxExemptionAddBody, ConsoleTaxExemptionsAnswer, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import {
  accountsListed,
  billingAccount,
  HARBOR_ACCOUNT_ID,
  KS_CERTIFICATE_ID,
  noAging,
  taxCertificate,
  taxExemptionsAnswer,
} from '../../../../test-support/billing';
import { agingAnswer, statementAnswer } from '../../../../test-support/billing-ledger';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { CERTIFICATE_MESSAGES, WITHDRAW_REASON_PROBLEM } from './tax-exemption-dialogs';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./account-ledger-screen');
}, 120_000);

const ACCOUNT = billingAccount();
const BASE = `/api/console/billing/accounts/${HARBOR_ACCOUNT_ID}`;
const EXEMPTIONS_PATH = `${BASE}/tax-exemptions`;
const ADDRESS = `/console/billing/accounts/${HARBOR_ACCOUNT_ID}`;
const WITHDRAWN_ID = '6e2a9c41-3b7d-4f15-8a2c-9d4e6f1b3a72';
const PDF_TEXT = '%PDF-1.7\n%%EOF\n';

function serve(
  role: StaffRole,
  exemptions: ConsoleTaxExemptionsAnswer | (() => ConsoleTaxExemptionsAnswer),
  routes: ConsoleRoutes = {},
) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${BASE}/ledger`]: {
      body: {
        account: ACCOUNT,
        balance_cents: 0,
        credit_cents: 0,
        aging: noAging(),
        invoices: [],
        credit_notes: [],
        payments: [],
      },
    },
    'GET /api/console/billing/aging': { body: agingAnswer() },
    [`GET ${BASE}/statement`]: (call) => ({ body: statementAnswer(call.url.searchParams.get('period') ?? '') }),
    [`GET ${EXEMPTIONS_PATH}`]: () => ({ body: typeof exemptions === 'function' ? exemptions() : exemptions }),
    ...routes,
  });
}

async function openAccount() {
  renderApp(ADDRESS);
  await screen.findByRole('heading', { level: 2, name: 'Harbor Point Motors' });
  return within(screen.getByRole('region', { name: 'Tax exemption' }));
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const withdrawn = taxCertificate({
  id: WITHDRAWN_ID,
  certificate_number: 'KS-EX-19002',
  expires_on: '2026-12-31',
  file_name: 'old.pdf',
  withdrawn_at: Date.UTC(2026, 9, 6, 15),
  withdrawn_by: 'admin@crestline.example',
  withdrawn_reason: 'Replaced by KS-EX-20417',
});

describe("a billing account's tax exemption", () => {
  it.each(['rep', 'viewer'] as const)(
    'shows a %s the certificates, withdrawn ones with who and why, and the PDF, changing none',
    async (role) => {
      serve(role, taxExemptionsAnswer([taxCertificate(), withdrawn]));
      const section = await openAccount();
      const rows = within(section.getByRole('table', { name: 'Tax exemption certificates' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ['KS-EX-20417', 'KS', 'Dec 31, 2027', 'In force', 'KS-EX-20417.pdf', 'Oct 5, 2026 by rosalind.achebe@crestline.example'],
        [
          'KS-EX-19002',
          'KS',
          'Dec 31, 2026',
          'WithdrawnWithdrawn Oct 6, 2026 by admin@crestline.example: Replaced by KS-EX-20417',
          'old.pdf',
          'Oct 5, 2026 by rosalind.achebe@crestline.example',
        ],
      ]);
      expect(section.getByRole('link', { name: 'The PDF of KS-EX-20417' }).getAttribute('href')).toBe(
        `${EXEMPTIONS_PATH}/${KS_CERTIFICATE_ID}/file`,
      );
      expect(section.queryByRole('button', { name: 'Add a certificate' })).toBeNull();
      expect(section.queryByRole('button', { name: /^Withdraw / })).toBeNull();
      expect(screen.queryByText(/expired on/)).toBeNull();
    },
  );

  const expired = taxCertificate({ expires_on: '2026-11-19', expired: true });
  const WARNING =
    'The tax exemption certificate KS-EX-20417 (KS) expired on Nov 19, 2026: orders shipped to KS are charged sales tax until a new certificate is on file.';

  it.each([
    ['ran out alone', true, [expired]],
    ['ran out, the other one for the state withdrawn', true, [expired, { ...withdrawn, expires_on: '2027-06-30' }]],
    [
      'ran out, a good one on file for the state',
      false,
      [expired, taxCertificate({ id: WITHDRAWN_ID, certificate_number: 'KS-EX-20888' })],
    ],
  ] as const)('warns at the top of the page when the certificate %s: %s', async (_case, warned, certificates) => {
    serve('viewer', taxExemptionsAnswer([...certificates]));
    const section = await openAccount();
    expect(section.getByText('Expired')).toBeDefined();
    const warning = screen.queryByText(WARNING);
    expect(warning !== null).toBe(warned);
    if (warning) expect(warning.closest('[role="alert"]')?.className).toMatch(/Warning/);
  });

  it('puts a certificate on file with its PDF read as base64, each wrong field saying why, a refusal at its field', async () => {
    const added: ConsoleTaxExemptionAddBody[] = [];
    let answer = taxExemptionsAnswer();
    const server = serve('accounts', () => answer, {
      [`POST ${EXEMPTIONS_PATH}`]: (call) => {
        const body = call.body as ConsoleTaxExemptionAddBody;
        added.push(body);
        if (added.length === 1)
          return { status: 400, body: { code: 'INVALID_INPUT', message: 'Certificate number: a certificate needs its number.' } };
        answer = taxExemptionsAnswer([taxCertificate()]);
        return { status: 201, body: taxCertificate() };
      },
    });
    const section = await openAccount();
    expect(section.getByText('No certificate on file: orders are charged sales tax wherever it is collected.')).toBeDefined();
    fireEvent.click(section.getByRole('button', { name: 'Add a certificate' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Add a tax exemption certificate for Harbor Point Motors' });
    const dialog = within(dialogElement);
    fireEvent.click(dialog.getByRole('button', { name: 'Put it on file' }));
    for (const message of [
      CERTIFICATE_MESSAGES.number,
      CERTIFICATE_MESSAGES.state,
      CERTIFICATE_MESSAGES.expiresOn,
      CERTIFICATE_MESSAGES.pdf,
    ])
      expect(dialog.getByText(message)).toBeDefined();
    expect(dialog.getByRole('textbox', { name: 'Certificate number' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', EXEMPTIONS_PATH)).toHaveLength(0);

    change(dialog.getByRole('textbox', { name: 'Certificate number' }), ' KS-EX-20417 ');
    change(dialog.getByRole('combobox', { name: 'State' }), 'KS');
    change(dialog.getByLabelText(/Last day/), '2026-11-19');
    expect(dialog.getByText(CERTIFICATE_MESSAGES.passed)).toBeDefined();
    change(dialog.getByLabelText(/Last day/), '2027-12-31');
    const input = dialogElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })] } });
    expect(await dialog.findByText(CERTIFICATE_MESSAGES.notPdf)).toBeDefined();
    fireEvent.change(input, { target: { files: [new File([PDF_TEXT], 'KS-EX-20417.pdf', { type: 'application/pdf' })] } });
    expect(await dialog.findByText('Chosen: KS-EX-20417.pdf')).toBeDefined();

    fireEvent.click(dialog.getByRole('button', { name: 'Put it on file' }));
    expect(await dialog.findByText('Certificate number: a certificate needs its number.')).toBeDefined();
    expect(dialog.getByRole('textbox', { name: 'Certificate number' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: 'Put it on file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'The certificate KS-EX-20417 (KS) is on file: orders shipped to KS are charged no sales tax through Dec 31, 2027.',
      ),
    ).toBeDefined();
    expect(added[1]).toEqual({
      certificate_number: 'KS-EX-20417',
      state: 'KS',
      expires_on: '2027-12-31',
      file_name: 'KS-EX-20417.pdf',
      pdf_base64: btoa(PDF_TEXT),
    });
    expect(section.getByRole('rowheader', { name: 'KS-EX-20417' })).toBeDefined();
  });

  it('withdraws a certificate with a reason', async () => {
    let answer = taxExemptionsAnswer([taxCertificate()]);
    const withdrawPath = `${EXEMPTIONS_PATH}/${KS_CERTIFICATE_ID}/withdraw`;
    const server = serve('admin', () => answer, {
      [`POST ${withdrawPath}`]: () => {
        const gone = taxCertificate({
          withdrawn_at: Date.UTC(2026, 10, 20, 15),
          withdrawn_by: 'admin.tester@crestline.example',
          withdrawn_reason: 'Account closed',
        });
        answer = taxExemptionsAnswer([gone]);
        return { body: gone };
      },
    });
    const section = await openAccount();
    fireEvent.click(section.getByRole('button', { name: 'Withdraw KS-EX-20417 (KS)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw KS-EX-20417 (KS)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw it' }));
    expect(dialog.getByText(WITHDRAW_REASON_PROBLEM)).toBeDefined();
    expect(server.callsTo('POST', withdrawPath)).toHaveLength(0);
    change(dialog.getByRole('textbox', { name: 'Reason' }), ' Account closed ');
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw it' }));
    expect(await screen.findByText('The certificate KS-EX-20417 (KS) was withdrawn.')).toBeDefined();
    expect(server.callsTo('POST', withdrawPath).map((call) => call.body)).toEqual([{ reason: 'Account closed' }]);
    expect(section.getByText('Withdrawn Nov 20, 2026 by admin.tester@crestline.example: Account closed')).toBeDefined();
    expect(section.queryByRole('button', { name: /^Withdraw / })).toBeNull();
  });

  it('shows a card per certificate on a phone', async () => {
    viewport('phone');
    serve('admin', taxExemptionsAnswer([taxCertificate()]));
    const section = await openAccount();
    const card = within(section.getByRole('list', { name: 'Tax exemption certificates' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'KS-EX-20417' })).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Withdraw KS-EX-20417 (KS)' })).toBeDefined();
  });
});

describe('the billing accounts list', () => {
  it('marks where an account is tax exempt, and where its certificate ran out', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      'GET /api/console/billing/accounts': {
        body: accountsListed([
          {
            ...ACCOUNT,
            tax_exemptions: [
              { state: 'KS', certificate_number: 'KS-EX-20417', expires_on: '2027-12-31', expired: false },
              { state: 'MO', certificate_number: 'MO-88', expires_on: '2026-10-31', expired: true },
            ],
          },
        ]),
      },
      'GET /api/console/billing/unbilled-orders': { body: { orders: [] } },
    });
    renderApp('/console/billing');
    const name = await screen.findByRole('rowheader', { name: /Harbor Point Motors/ });
    expect(within(name).getByText('Tax exempt (KS)')).toBeDefined();
    expect(within(name).getByText('Certificate expired (MO)')).toBeDefined();
  });
});
