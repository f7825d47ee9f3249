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
  const byGroup = groups.map((g, i) => ({ ...g, orders: 2 + i, total_cents: 120_000 * (i + 1) }));
  const total = byGroup.reduce((sum, g) => sum + g.total_cents, 0);
  const orders = byGroup.reduce((sum, g) => sum + g.orders, 0);
  return {
    group,
    groups,
    from: '2026-11',
    to: '2026-11',
    orders,
    total_cents: total,
    by_month: [{ month: '2026-11', orders, total_cents: total }],
    by_group: byGroup,
    by_store: byGroup.map((g) => ({
      group_key: g.key,
      store_code: '',
      store_name: null,
      orders: g.orders,
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
