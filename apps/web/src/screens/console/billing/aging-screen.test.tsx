// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgingRow, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { agingRow } from '../../../../test-support/billing';
import { agingAnswer, GUARDIAN_STORE, HARBOR, MAPLE } from '../../../../test-support/billing-aging';
import { viewport } from '../../../../test-support/browser';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { dayAfter } from './aging-standing';
import { providerToday } from './invoice-standing';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./aging-screen');
}, 120_000);

const AGING = '/api/console/billing/aging';
const LIFT = `/api/console/billing/accounts/${HARBOR.account.id}/hold-lift`;
const TODAY = providerToday('America/New_York');
/** A lift until the end of a day a week ahead, as the server keeps it: well after now in any zone. */
const LIFTED_UNTIL = Date.parse(`${dayAfter(TODAY, 8)}T05:00:00Z`);
const NOTHING_OWED = agingRow(
  {},
  { id: '2f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f', name: 'Prairie Wind Dealerships', group_title: 'Prairie Wind Dealerships' },
);

function serve(role: StaffRole, rows: () => AgingRow[], extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${AGING}`]: () => ({ body: agingAnswer(rows()) }),
    ...extra,
  });
}

const table = () => screen.findByRole('table', { name: 'Aging by account' });
const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name }) !== null) ?? null;
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the aging tab', () => {
  it.each(['rep', 'viewer'] as const)(
    'shows a %s every account by bucket, owing most first and nothing owed last, with the totals and no button to change',
    async (role) => {
      serve(role, () => [HARBOR, NOTHING_OWED, MAPLE, GUARDIAN_STORE]);
      renderApp('/console/billing/aging');
      const aging = await table();
      expect(document.title).toBe('Aging — Crestline Console');
      expect(screen.getByText('As of Nov 27, 2026')).toBeDefined();
      expect(
        within(aging)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Account',
        'Group',
        'Store',
        'Current',
        '1–30 days',
        '31–60 days',
        '61–90 days',
        'Over 90 days',
        'Balance',
        'Credit',
      ]);
      const names = within(aging)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).queryByRole('link')?.textContent ?? cell.textContent);
      expect(names).toEqual([
        'Harbor Point Motors',
        'Guardian Chevrolet of Ashford',
        'Prairie Wind Dealerships',
        'Maple Grove Auto',
        'Total',
      ]);

      const harbor = rowOf('Harbor Point Motors')!;
      expect(within(harbor).getByRole('link', { name: 'Harbor Point Motors' }).getAttribute('href')).toBe(
        `/console/billing/accounts/${HARBOR.account.id}`,
      );
      expect(within(harbor).getByText('On hold: an invoice more than 60 days past due')).toBeDefined();
      expect(within(harbor).getByText('$12,345.50')).toBeDefined();
      expect(
        within(harbor).getByRole('link', { name: '$599.76, Current: the invoices of Harbor Point Motors' }).getAttribute('href'),
      ).toBe(`/console/billing/invoices?account=${HARBOR.account.id}`);
      const late = within(harbor).getByRole('link', { name: '$11,745.74, 31–60 days: the invoices of Harbor Point Motors' });
      expect(late.getAttribute('href')).toBe(`/console/billing/invoices?account=${HARBOR.account.id}&status=overdue`);
      expect(within(rowOf('Guardian Chevrolet of Ashford')!).getByText('Guardian Automotive Family')).toBeDefined();
      const maple = rowOf('Maple Grove Auto')!;
      expect(within(maple).getByText('-$50.00')).toBeDefined();
      expect(within(maple).getByText('$50.00')).toBeDefined();

      const total = within(aging).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
      expect(
        within(total)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['$899.64', '$0.00', '$11,745.74', '$0.00', '$0.00', '$12,595.38', '$50.00']);
      expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/console/billing/aging/export');
      expect(screen.queryByRole('button', { name: /Lift/ })).toBeNull();
      expect(
        screen.getByText('You can read the aging here; lifting a credit hold needs an admin or the accounts role.'),
      ).toBeDefined();
    },
  );

  it('says until when a hold is lifted', async () => {
    serve('accounts', () => [
      agingRow({ balance_cents: 10_000, aging: { ...HARBOR.aging } }, { hold_lifted_until: LIFTED_UNTIL }),
    ]);
    renderApp('/console/billing/aging');
    await table();
    const day = new Date(`${dayAfter(TODAY, 7)}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(within(rowOf('Harbor Point Motors')!).getByText(`Hold lifted until ${day}`)).toBeDefined();
    expect(screen.queryByRole('button', { name: /Lift/ })).toBeNull();
  });

  it('draws a card per account on a phone, then the totals', async () => {
    viewport('phone');
    serve('admin', () => [HARBOR, MAPLE]);
    renderApp('/console/billing/aging');
    const list = await screen.findByRole('list', { name: 'Aging by account' });
    const [harbor, maple] = within(list).getAllByRole('listitem');
    expect(within(harbor!).getByText('On hold: an invoice more than 60 days past due')).toBeDefined();
    expect(within(harbor!).getByText('31–60 days')).toBeDefined();
    // Only the buckets the account has something in.
    expect(within(harbor!).queryByText('Over 90 days')).toBeNull();
    expect(within(harbor!).getByRole('button', { name: 'Lift the hold on Harbor Point Motors' })).toBeDefined();
    expect(within(maple!).getByText('-$50.00')).toBeDefined();
    const totals = screen.getByRole('region', { name: 'Total of every account' });
    expect(within(totals).getByText('Over 90 days')).toBeDefined();
    expect(within(totals).getByText('$12,295.50')).toBeDefined();
  });

  it('says when there is no account', async () => {
    serve('accounts', () => []);
    renderApp('/console/billing/aging');
    expect(await screen.findByRole('heading', { name: 'No billing accounts yet' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal, and reads the aging again on 'Try again'", async () => {
    let fails = true;
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${AGING}`]: () =>
        fails
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The database is busy: try again in a moment.' } }
          : { body: agingAnswer([HARBOR]) },
    });
    renderApp('/console/billing/aging');
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy: try again in a moment.');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
    expect(server.callsTo('GET', AGING)).toHaveLength(2);
  });

  it('lifts a hold until a day 1 to 90 days ahead, with a reason, and says so', async () => {
    let rows = [HARBOR, GUARDIAN_STORE];
    const until = dayAfter(TODAY, 7);
    const server = serve('accounts', () => rows, {
      [`POST ${LIFT}`]: () => {
        rows = [{ ...HARBOR, hold: null, account: { ...HARBOR.account, hold_lifted_until: LIFTED_UNTIL } }, GUARDIAN_STORE];
        return { body: rows[0]!.account };
      },
    });
    renderApp('/console/billing/aging');
    await table();
    expect(within(rowOf('Guardian Chevrolet of Ashford')!).queryByRole('button')).toBeNull();
    const lift = within(rowOf('Harbor Point Motors')!).getByRole('button', { name: 'Lift the hold on Harbor Point Motors' });
    lift.focus();
    fireEvent.click(lift);
    const dialog = await screen.findByRole('dialog', { name: 'Lift the hold on Harbor Point Motors' });
    expect(within(dialog).getByText(/Harbor Point Motors is on hold: an invoice more than 60 days past due\./)).toBeDefined();
    const day = within(dialog).getByLabelText(/Lifted until/);
    expect(day.getAttribute('min')).toBe(dayAfter(TODAY, 1));
    expect(day.getAttribute('max')).toBe(dayAfter(TODAY, 90));

    change(day, dayAfter(TODAY, 91));
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect(within(dialog).getByText(/a hold is lifted for 1 to 90 days\.$/)).toBeDefined();
    expect(within(dialog).getByText('Say why in a few words: the reason is kept in the audit log.')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(server.callsTo('POST', LIFT)).toHaveLength(0);

    change(day, until);
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Cheque 10442 is in the post.  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    const done = await screen.findByText(
      /^The hold on Harbor Point Motors is lifted until the end of .*: its buyers can order on account again\.$/,
    );
    expect(server.callsTo('POST', LIFT)[0]!.body).toEqual({ until, reason: 'Cheque 10442 is in the post.' });
    expect(server.callsTo('GET', AGING)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Harbor Point Motors')!).getByText(/^Hold lifted until /)).toBeDefined();
    // The lift took its button away: the notice has the focus.
    expect(document.activeElement).toBe(done.closest('[role="status"]'));
  });

  it("shows the server's refusal of a lift in the dialog", async () => {
    const refusal = 'A hold is lifted until a day after today and at most 90 days ahead.';
    const server = serve('admin', () => [HARBOR], {
      [`POST ${LIFT}`]: { status: 400, body: { code: 'INVALID_INPUT', message: refusal } },
    });
    renderApp('/console/billing/aging');
    await table();
    const lift = screen.getByRole('button', { name: 'Lift the hold on Harbor Point Motors' });
    // A click in a browser focuses the button; the dialog gives the focus back to it.
    lift.focus();
    fireEvent.click(lift);
    const dialog = await screen.findByRole('dialog', { name: 'Lift the hold on Harbor Point Motors' });
    change(within(dialog).getByLabelText(/Lifted until/), dayAfter(TODAY, 1));
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Agreed with the dealer principal.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(server.callsTo('POST', LIFT)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(lift);
  });
});
