// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdWords } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import { boardRow, meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

const SENTENCE = "On hold: waiting for payment on the account — the provider's accounts team can release it.";
const held = boardRow({
  id: '5d0c2a7e-1b3f-4c8d-9e6a-2f4b6d8a0c1e',
  order_number: 'CB-100043',
  holds: [
    {
      id: '7a1e3c5b-2d4f-4a6b-8c0d-1e3f5a7b9c2d',
      reason: 'credit',
      ...holdWords('credit'),
      opened_at: Date.UTC(2026, 10, 21, 14),
      note: null,
      release_roles: ['admin', 'accounts'],
    },
  ],
});
const rows = [boardRow(), held];
const page = { body: { rows, total: rows.length, total_capped: false, next_cursor: null } };

beforeAll(warmConsoleScreens, 120_000);

describe('held orders on the board', () => {
  it.each([
    ['table', 'desktop', 'row'],
    ['cards', 'phone', 'article'],
  ] as const)('marks a held order in the %s with a chip whose title says what it waits for', async (_, kind, role) => {
    viewport(kind);
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page });
    renderApp('/console');
    const link = await screen.findByRole('link', { name: 'CB-100043' });
    const heldOne = link.closest(role === 'row' ? '[role="row"]' : 'article') as HTMLElement;
    const chip = within(heldOne).getByText('On hold');
    expect(chip.closest('[title]')?.getAttribute('title')).toBe(SENTENCE);
    const plain = screen
      .getByRole('link', { name: 'CB-100042' })
      .closest(role === 'row' ? '[role="row"]' : 'article') as HTMLElement;
    expect(within(plain).queryByText('On hold')).toBeNull();
  });
});
