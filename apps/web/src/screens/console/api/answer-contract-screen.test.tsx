// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { boardRow, meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(warmConsoleScreens, 120_000);

describe('an answer that drifted from its contract, on a screen', () => {
  it('is said where the screen says a failed call, with a retry, as a server fault is', async () => {
    let reads = 0;
    const page = { rows: [boardRow()], total: 1, total_capped: false, next_cursor: null };
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      // The first answer lost its rows; the second is as the contract says.
      'GET /api/console/orders': () => ({ body: ++reads === 1 ? { ...page, rows: undefined } : page }),
    });
    renderApp('/console');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'GET /api/console/orders answered outside its contract at rows: expected array, got nothing.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
  });
});
