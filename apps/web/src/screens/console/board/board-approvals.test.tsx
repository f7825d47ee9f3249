// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdWords } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import { boardRow, meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

const since = () => Date.now() - 2 * 86_400_000 - 3_600_000;
const waitingRow = () =>
  boardRow({
    id: '5d0c2a7e-1b3f-4c8d-9e6a-2f4b6d8a0c1e',
    order_number: 'CB-100043',
    approval_waiting_since: since(),
    holds: [
      {
        id: '7a1e3c5b-2d4f-4a6b-8c0d-1e3f5a7b9c2d',
        reason: 'approval',
        ...holdWords('approval'),
        opened_at: since(),
        note: null,
        release_roles: [],
      },
    ],
  });

beforeAll(warmConsoleScreens, 120_000);

describe('orders waiting for approval on the board', () => {
  it.each([
    ['table', 'desktop', 'row'],
    ['cards', 'phone', 'article'],
  ] as const)('marks one in the %s with how long it has waited, instead of its hold', async (_, kind, role) => {
    viewport(kind);
    const rows = [boardRow(), waitingRow()];
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': { body: { rows, total: rows.length, total_capped: false, next_cursor: null } },
    });
    renderApp('/console');
    const link = await screen.findByRole('link', { name: 'CB-100043' });
    const waiting = link.closest(role === 'row' ? '[role="row"]' : 'article') as HTMLElement;
    expect(within(waiting).getByText('Approval · 2 days')).toBeDefined();
    expect(within(waiting).queryByText('On hold')).toBeNull();
    const plain = screen
      .getByRole('link', { name: 'CB-100042' })
      .closest(role === 'row' ? '[role="row"]' : 'article') as HTMLElement;
    expect(within(plain).queryByText(/^Approval/)).toBeNull();
  });

  it('asks the server for the waiting orders alone when the filter says so, and keeps it in the address', async () => {
    viewport('desktop');
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': { body: { rows: [waitingRow()], total: 1, total_capped: false, next_cursor: null } },
    });
    const router = renderApp('/console');
    await screen.findByRole('link', { name: 'CB-100043' });
    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: 'waiting' } });
    await waitFor(() => expect(router.state.location.search).toContain('approval=waiting'));
    await waitFor(() =>
      expect(
        server.callsTo('GET', '/api/console/orders').some((call) => call.url.searchParams.get('approval') === 'waiting'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDefined();
  });
});
