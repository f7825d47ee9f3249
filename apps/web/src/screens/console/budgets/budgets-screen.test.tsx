// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleBudgetsAnswer } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleCall } from '../../../../test-support/console';
import { viewport } from '../../../../test-support/browser';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./budgets-screen');
}, 120_000);

/** Harbor's March 2030: a store near its budget, one past it, one without, and the orders with no store. */
function budgets(patch: Partial<ConsoleBudgetsAnswer> = {}): ConsoleBudgetsAnswer {
  return {
    group: { key: 'harbor', title: 'Harbor Point Auto Group' },
    month: '2030-03',
    current_month: '2030-03',
    has_rules: true,
    rows: [
      {
        store_code: 'HPFD01',
        store_name: 'Harbor Point Ford of Port Alder',
        budget_cents: 200_000,
        spent_cents: 30_000,
        committed_cents: 60_000,
        left_cents: 110_000,
        orders: 2,
      },
      {
        store_code: 'HPKI01',
        store_name: 'Harbor Point Kia',
        budget_cents: 80_000,
        spent_cents: 92_500,
        committed_cents: 0,
        left_cents: -12_500,
        orders: 3,
      },
      {
        store_code: 'HPTY01',
        store_name: 'Harbor Point Toyota of Port Alder',
        budget_cents: null,
        spent_cents: 7_000,
        committed_cents: 0,
        left_cents: null,
        orders: 1,
      },
      {
        store_code: '',
        store_name: 'Orders with no store',
        budget_cents: 100_000,
        spent_cents: 0,
        committed_cents: 0,
        left_cents: 100_000,
        orders: 0,
      },
    ],
    ...patch,
  };
}

function serve(answer: (call: ConsoleCall) => { status?: number; body: unknown } = () => ({ body: budgets() })) {
  return mockConsole({ 'GET /api/console/me': { body: meAs('viewer') }, 'GET /api/console/budgets': answer });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Budgets' });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the Budgets page', () => {
  it("shows the first group's stores this month: budget, spent, waiting, left and orders, the totals, and the CSV", async () => {
    const server = serve();
    renderApp('/console/budgets');
    await heading();
    expect(document.title).toBe('Budgets — Crestline Console');
    expect(server.callsTo('GET', '/api/console/budgets')[0]!.url.search).toBe('?group=harbor');
    expect(screen.getByRole('heading', { level: 2, name: 'Harbor Point Auto Group, March 2030' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Budgets of Harbor Point Auto Group, March 2030' });
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Store', 'Budget', 'Spent', 'Waiting for approval', 'Left', 'Orders'],
      ['Harbor Point Ford of Port Alder (HPFD01)', '$2,000.00', '$300.00', '$600.00', '$1,100.00', '2'],
      ['Harbor Point Kia (HPKI01)', '$800.00', '$925.00', '$0.00', '-$125.00', '3'],
      ['Harbor Point Toyota of Port Alder (HPTY01)', 'No budget', '$70.00', '$0.00', '—', '1'],
      ['Orders with no store', '$1,000.00', '$0.00', '$0.00', '$1,000.00', '0'],
      ['Total', '$3,800.00', '$1,295.00', '$600.00', '$1,975.00', '6'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/console/budgets/export?group=harbor&month=2030-03',
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Budgets' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for the group and month chosen, as the address says them', async () => {
    const server = serve((call) => ({
      body: budgets({
        group: { key: call.url.searchParams.get('group')!, title: 'Guardian Motor Group' },
        month: call.url.searchParams.get('month') ?? '2030-03',
        rows: [],
      }),
    }));
    renderApp('/console/budgets?group=guardian&month=2030-01');
    await screen.findByRole('heading', { level: 2, name: 'Guardian Motor Group, January 2030' });
    expect(server.callsTo('GET', '/api/console/budgets')[0]!.url.search).toBe('?group=guardian&month=2030-01');
    expect(screen.getByText('No store has a budget, and no order counted, in January 2030.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: 'harbor' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2029-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show budgets' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/console/budgets')).toHaveLength(2));
    expect(server.callsTo('GET', '/api/console/budgets')[1]!.url.search).toBe('?group=harbor&month=2029-12');
  });

  it('says where a group has no spending rules, with the way to its settings', async () => {
    serve(() => ({ body: budgets({ has_rules: false, rows: [] }) }));
    renderApp('/console/budgets');
    await heading();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Harbor Point Auto Group has no spending rules: its orders count against no budget. Set them in its settings.',
    );
    expect(within(note).getByRole('link', { name: 'Set them in its settings' }).getAttribute('href')).toBe(
      '/console/catalogue/harbor/settings',
    );
  });

  it('shows a card a store on a phone', async () => {
    viewport('phone');
    serve();
    renderApp('/console/budgets');
    await heading();
    const cards = screen.getByRole('list', { name: 'Budgets of Harbor Point Auto Group, March 2030' });
    expect(within(cards).getAllByRole('listitem')[1]!.textContent).toBe(
      'Harbor Point Kia (HPKI01)Budget$800.00Spent$925.00Waiting for approval$0.00Left-$125.00Orders3',
    );
  });

  it('says a refusal on the page, without offering to ask again what cannot change', async () => {
    serve(() => ({ status: 403, body: { message: 'You do not work for Harbor Point Auto Group.', code: 'FORBIDDEN' } }));
    renderApp('/console/budgets');
    await heading();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You do not work for Harbor Point Auto Group.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
