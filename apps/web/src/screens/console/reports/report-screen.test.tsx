// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSpendReportAnswer } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./report-screen');
}, 120_000);

const HARBOR = { key: 'harbor', title: 'Harbor Point Auto Group' };
const GUARDIAN = { key: 'guardian', title: 'Guardian Motor Group' };

/** A report with one month and one store per group counted, every figure in cents. */
function spend(group: typeof HARBOR | null, groups = group ? [group] : [HARBOR, GUARDIAN]): ConsoleSpendReportAnswer {
  // Each group: $1,200 times its place, of which $40 is freight and $60 tax.
  const byGroup = groups.map((g, i) => ({
    ...g,
    orders: 2 + i,
    goods_cents: 120_000 * (i + 1) - 10_000,
    freight_cents: 4_000,
    tax_cents: 6_000,
    total_cents: 120_000 * (i + 1),
  }));
  const sum = (key: 'goods_cents' | 'freight_cents' | 'tax_cents' | 'total_cents') => byGroup.reduce((all, g) => all + g[key], 0);
  const apart = { goods_cents: sum('goods_cents'), freight_cents: sum('freight_cents'), tax_cents: sum('tax_cents') };
  const total = sum('total_cents');
  const orders = byGroup.reduce((all, g) => all + g.orders, 0);
  return {
    group,
    groups,
    from: '2026-11',
    to: '2026-11',
    orders,
    ...apart,
    total_cents: total,
    by_month: [{ month: '2026-11', orders, ...apart, total_cents: total }],
    by_group: byGroup,
    by_store: byGroup.map((g) => ({
      group_key: g.key,
      store_code: '',
      store_name: null,
      orders: g.orders,
      goods_cents: g.goods_cents,
      freight_cents: g.freight_cents,
      tax_cents: g.tax_cents,
      total_cents: g.total_cents,
    })),
    by_category: [{ category: 'mens', label: 'Mens', units: 24, total_cents: total }],
    by_po: byGroup.map((g) => ({ group_key: g.key, po: null, orders: g.orders, total_cents: g.total_cents })),
    po_count: 0,
    other_pos_cents: 0,
  };
}

describe('the spend report', () => {
  it('opens on all groups for an admin, summed, with a breakdown by group', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/reports/spend': (call) => ({
        body: spend(call.url.searchParams.get('group') === 'harbor' ? HARBOR : null),
      }),
    });
    renderApp('/console/reports');
    expect((await screen.findByText(/over 5 orders/)).textContent).toBe(
      'All groups: $3,600.00 over 5 orders, 2026-11 to 2026-11',
    );
    expect(server.callsTo('GET', '/api/console/reports/spend')[0]!.url.searchParams.has('group')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('All groups');
    expect(screen.getByRole('table', { name: 'Spend by group' })).toBeDefined();
    // Two groups' orders without a store are two rows, each named with its group.
    const stores = screen.getByRole('table', { name: 'Spend by store' });
    expect(stores.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download spend by group as CSV' }).getAttribute('href')).toBe(
      '/api/console/reports/spend/export?from=2026-11&to=2026-11&table=group',
    );
    expect(screen.queryByText(/That link|There is no group/)).toBeNull();
  });

  it('shows goods, freight and tax apart, above and in each table of orders, adding up to the spend', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/reports/spend': { body: spend(null) } });
    renderApp('/console/reports');
    expect((await screen.findByText(/^Goods /)).textContent).toBe('Goods $3,400.00, freight $80.00, sales tax $120.00.');
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    const months = screen.getByRole('table', { name: 'Spend by month' });
    expect(cells(months.querySelector('thead tr')!)).toEqual(['Month', 'Orders', 'Goods', 'Freight', 'Tax', 'Spend']);
    expect([...months.querySelectorAll('tbody tr')].map(cells)).toEqual([
      ['Nov 2026', '5', '$3,400.00', '$80.00', '$120.00', '$3,600.00'],
      ['Total', '5', '$3,400.00', '$80.00', '$120.00', '$3,600.00'],
    ]);
    const groups = screen.getByRole('table', { name: 'Spend by group' });
    expect(cells(groups.querySelector('tbody tr')!)).toEqual([
      'Harbor Point Auto Group',
      '2',
      '$1,100.00',
      '$40.00',
      '$60.00',
      '$1,200.00',
    ]);
    const stores = screen.getByRole('table', { name: 'Spend by store' });
    expect(cells(stores.querySelector('thead tr')!)).toEqual(['Store', 'Group', 'Orders', 'Goods', 'Freight', 'Tax', 'Spend']);
    // Categories and POs are the lines' goods alone.
    const categories = screen.getByRole('table', { name: 'Spend by category' });
    expect(cells(categories.querySelector('thead tr')!)).toEqual(['Category', 'Units', 'Spend']);
  });

  it("lands a rep who follows another group's link on their own group, and says why", async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/reports/spend': (call) =>
        call.url.searchParams.get('group') === 'harbor'
          ? { body: spend(HARBOR) }
          : { status: 403, body: { message: 'You do not work for Guardian Motor Group.', code: 'FORBIDDEN' } },
    });
    renderApp('/console/reports?group=guardian');
    const notice = await screen.findByText(
      'That link is to a group you do not work for, so this is the report of Harbor Point Auto Group, your group.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Harbor Point Auto Group');
    expect((await screen.findByText(/over 2 orders/)).textContent).toContain('Harbor Point Auto Group: $1,200.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo('GET', '/api/console/reports/spend').map((c) => c.url.searchParams.get('group'))).toEqual(['harbor']);
    expect(screen.queryByRole('table', { name: 'Spend by group' })).toBeNull();
  });
});
