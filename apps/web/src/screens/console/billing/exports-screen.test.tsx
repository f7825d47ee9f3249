// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { accountingSummary } from '../../../../test-support/billing-aging';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleCall, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./exports-screen');
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

const EXPORTS = '/api/console/billing/exports';
const RANGE_PROBLEM = 'Choose a range of at most a year, its first day before its last.';

/** The summary of the range each call asks for, or the server's refusal of a range upside down. */
function summaryOf(call: ConsoleCall) {
  const from = call.url.searchParams.get('from')!;
  const to = call.url.searchParams.get('to')!;
  if (from > to) return { status: 400, body: { code: 'INVALID_INPUT', message: RANGE_PROBLEM } };
  return { body: accountingSummary({ from, to }) };
}

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({ 'GET /api/console/me': { body: meAs(role) }, [`GET ${EXPORTS}`]: summaryOf, ...extra });
}

const files = () => screen.findByRole('list', { name: 'Files' });
const asked = (call: ConsoleCall) => `${call.url.searchParams.get('from')} ${call.url.searchParams.get('to')}`;

describe('the exports tab', () => {
  it.each(['rep', 'viewer', 'accounts'] as const)(
    "opens for a staff member of the %s role on last month in the provider's calendar, with a link to each file",
    async (role) => {
      // 03:00 UTC on Dec 1 is still Nov 30 in New York, the provider's zone: last month is October.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 1, 3) });
      const server = serve(role);
      renderApp('/console/billing/exports');
      const list = await files();
      expect(document.title).toBe('Accounting exports — Crestline Console');
      expect(server.callsTo('GET', EXPORTS).map(asked)).toEqual(['2026-10-01 2026-10-31']);
      expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2026-10-01');
      expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('2026-10-31');
      expect(screen.getByRole('status').textContent).toBe(
        'From Oct 1, 2026 to Oct 31, 2026: 12 invoices, 1 credit note and 3 payments.',
      );
      const range = 'from=2026-10-01&to=2026-10-31';
      const hrefs = within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(hrefs).toEqual([
        ['QuickBooks Online: invoices', `${EXPORTS}/quickbooks-invoices?${range}`],
        ['QuickBooks Online: credit notes', `${EXPORTS}/quickbooks-credit-notes?${range}`],
        ['Payments', `${EXPORTS}/payments?${range}`],
        ['Xero: sales invoices and credit notes', `${EXPORTS}/xero?${range}&part=1`],
      ]);
      expect(within(list).getByText(/QuickBooks Online's invoice import/)).toBeDefined();
      expect(within(list).getByText(/at most 500 invoices a file/)).toBeDefined();
    },
  );

  it('reads the range typed, and keeps it in the address', async () => {
    const server = serve('accounts', {
      [`GET ${EXPORTS}`]: (call) => ({
        body: accountingSummary({
          from: call.url.searchParams.get('from')!,
          to: call.url.searchParams.get('to')!,
          invoices: 730,
          xero_files: 2,
        }),
      }),
    });
    const router = renderApp('/console/billing/exports?from=2026-10-01&to=2026-10-31');
    await files();
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the files' }));
    expect(
      await screen.findByText('From Jan 1, 2026 to Nov 27, 2026: 730 invoices, 1 credit note and 3 payments.'),
    ).toBeDefined();
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-11-27');
    expect(server.callsTo('GET', EXPORTS).map(asked)).toEqual(['2026-10-01 2026-10-31', '2026-01-01 2026-11-27']);
    const xero = screen
      .getAllByRole('link', { name: /^Xero/ })
      .map((link) => [link.textContent, link.getAttribute('href')?.replace(/^.*\?/, '')]);
    expect(xero).toEqual([
      ['Xero: sales invoices and credit notes, file 1 of 2', 'from=2026-01-01&to=2026-11-27&part=1'],
      ['Xero: sales invoices and credit notes, file 2 of 2', 'from=2026-01-01&to=2026-11-27&part=2'],
    ]);
    expect(screen.getByText('730 invoices and 1 credit note in 2 files')).toBeDefined();
  });

  it("shows the server's refusal of a range upside down, and offers no file", async () => {
    serve('admin');
    renderApp('/console/billing/exports?from=2026-11-01&to=2026-10-01');
    expect((await screen.findByRole('alert')).textContent).toBe(RANGE_PROBLEM);
    expect(screen.queryByRole('list', { name: 'Files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks for both days before reading', async () => {
    const server = serve('accounts');
    renderApp('/console/billing/exports?from=2026-10-01&to=2026-10-31');
    await files();
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the files' }));
    expect(screen.getByText('Choose a day.')).toBeDefined();
    expect(server.callsTo('GET', EXPORTS)).toHaveLength(1);
  });

  it('says when a file holds nothing in the range', async () => {
    serve('accounts', {
      [`GET ${EXPORTS}`]: {
        body: accountingSummary({ from: '2026-11-27', to: '2026-11-27', invoices: 0, credit_notes: 0, payments: 0 }),
      },
    });
    renderApp('/console/billing/exports?from=2026-11-27&to=2026-11-27');
    const list = await files();
    expect(screen.getByRole('status').textContent).toBe(
      'From Nov 27, 2026 to Nov 27, 2026: 0 invoices, 0 credit notes and 0 payments.',
    );
    const notes = within(list).getAllByText(': the file holds its heading only');
    expect(notes).toHaveLength(4);
    expect(notes[0]!.parentElement!.textContent).toBe('0 invoices: the file holds its heading only');
  });
});
