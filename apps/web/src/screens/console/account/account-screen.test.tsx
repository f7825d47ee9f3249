// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMeAnswer, ConsoleSession } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, staffMember, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(warmConsoleScreens, 120_000);

const handle = (n: number) => `${String(n).repeat(43)}`.slice(0, 43);
const session = (n: number, patch: Partial<ConsoleSession> = {}): ConsoleSession => ({
  id: handle(n),
  browser: 'Firefox on Linux',
  address: `10.30.0.${n}`,
  started_at: Date.UTC(2026, 10, 20, 14, n),
  last_used_at: Date.UTC(2026, 10, 21, 15, n),
  current: false,
  ...patch,
});

/** The secret a set-up starts with, its address and its QR code. */
const SECOND_FACTOR_START = {
  body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
};

const viewer = (secondFactor: boolean): ConsoleMeAnswer => {
  const me = meAs('viewer');
  return { ...me, staff: staffMember('viewer', { second_factor: secondFactor }) };
};

describe('the account page', () => {
  it("lists the staff member's sessions, this browser marked, and ends another, then all the others", async () => {
    let sessions = [
      session(3),
      session(2, { browser: 'Safari on iPhone' }),
      session(1, { browser: 'Chrome on Windows', current: true }),
    ];
    const server = mockConsole({
      'GET /api/console/me': { body: viewer(false) },
      'GET /api/console/sessions': () => ({ body: { sessions } }),
      [`POST /api/console/sessions/${handle(2)}/end`]: () => {
        sessions = sessions.filter((s) => s.id !== handle(2));
        return { status: 204 };
      },
      'POST /api/console/sessions/end-others': () => {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return { body: { ended } };
      },
    });
    renderApp('/console/account');
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Firefox on Linux',
      'Safari on iPhone',
      'Chrome on WindowsThis browser',
    ]);
    expect(rows[0]!.textContent).toContain('10.30.0.3');
    expect(rows[0]!.textContent).toContain('Nov 20, 2026, 9:03 AM EST');
    expect(rows[0]!.textContent).toContain('Nov 21, 2026, 10:03 AM EST');
    // This browser's session is ended by logging out, not here.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'End the session of Safari on iPhone at 10.30.0.2' }));
    expect(
      (await screen.findByText('The session of Safari on iPhone at 10.30.0.2 was ended: that browser is logged out.')).closest(
        '[role="status"]',
      ),
    ).not.toBeNull();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('1 other session was ended.')).toBeDefined();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'End all other sessions' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.callsTo('POST', '/api/console/sessions/end-others')).toHaveLength(1);
  });

  it('says so when a session was already ended elsewhere, and reads the list again', async () => {
    let sessions = [session(2), session(1, { current: true })];
    mockConsole({
      'GET /api/console/me': { body: viewer(false) },
      'GET /api/console/sessions': () => ({ body: { sessions } }),
      [`POST /api/console/sessions/${handle(2)}/end`]: () => {
        sessions = [session(1, { current: true })];
        return { status: 404, body: { code: 'NOT_FOUND', message: 'You have no such session open.' } };
      },
    });
    renderApp('/console/account');
    fireEvent.click(await screen.findByRole('button', { name: 'End the session of Firefox on Linux at 10.30.0.2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no such session open.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^End the session of/ })).toBeNull());
  });

  it('sets up an optional second factor from the session, shows the recovery codes, then says it is on', async () => {
    let on = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const server = mockConsole({
      'GET /api/console/me': () => ({ body: viewer(on) }),
      'GET /api/console/sessions': { body: { sessions: [session(1, { current: true })] } },
      'POST /api/console/second-factor/start': SECOND_FACTOR_START,
      'POST /api/console/second-factor/confirm': () => {
        on = true;
        return { body: { recovery_codes: codes, me: viewer(true) } };
      },
    });
    renderApp('/console/account');
    const section = await screen.findByRole('region', { name: 'Second factor' });
    expect(within(section).getByText('Off')).toBeDefined();
    expect(within(section).getByText('Your password alone opens your account.')).toBeDefined();
    fireEvent.click(within(section).getByRole('button', { name: 'Set up' }));
    // The password again first, so a copied session alone cannot set one up; the dialog says what is missing.
    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(proof).queryByRole('textbox', { name: 'Code from your authenticator app' })).toBeNull();
    fireEvent.click(within(proof).getByRole('button', { name: 'Continue' }));
    expect((await within(proof).findByRole('alert')).textContent).toBe('Enter your password.');
    expect(server.callsTo('POST', '/api/console/second-factor/start')).toHaveLength(0);
    fireEvent.change(within(proof).getByLabelText('Your password'), { target: { value: 'my-own-long-password' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Set up your second factor' });
    expect(server.callsTo('POST', '/api/console/second-factor/start')[0]!.body).toEqual({ password: 'my-own-long-password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Done: I have saved them' }));
    const setUpAgain = await within(section).findByRole('button', { name: 'Set up again' });
    await waitFor(() => expect(document.activeElement).toBe(setUpAgain));
    expect(within(section).getByText('On')).toBeDefined();
    expect(server.callsTo('POST', '/api/console/second-factor/confirm')[0]!.body).toEqual({
      code: '123456',
      password: 'my-own-long-password',
    });
  });

  it('tells an admin the factor is theirs to keep, and only to set up again; leaving the set-up changes nothing', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/sessions': { body: { sessions: [session(1, { current: true })] } },
      'POST /api/console/second-factor/start': SECOND_FACTOR_START,
    });
    renderApp('/console/account');
    const section = await screen.findByRole('region', { name: 'Second factor' });
    expect(within(section).getByText('Admins must have one: it cannot be turned off, only set up again.')).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Set up' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Set up again' }));
    // With a factor on, a code of it too (or a recovery code).
    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(proof).getByLabelText('Your password'), { target: { value: 'my-own-long-password' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Continue' }));
    expect((await within(proof).findByRole('alert')).textContent).toBe(
      'Enter the code your app shows now, or one of your recovery codes.',
    );
    fireEvent.change(within(proof).getByRole('textbox', { name: 'Code from your authenticator app' }), {
      target: { value: '654 321' },
    });
    fireEvent.click(within(proof).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Set up a new key' })).toBeDefined();
    expect(server.callsTo('POST', '/api/console/second-factor/start')[0]!.body).toEqual({
      password: 'my-own-long-password',
      code: '654321',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await within(section).findByRole('button', { name: 'Set up again' })).toBeDefined();
    expect(server.callsTo('POST', '/api/console/second-factor/confirm')).toHaveLength(0);
  });

  it('is linked from the top bar, by the name of who is logged in', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': { body: { rows: [], total: 0, total_capped: false, next_cursor: null } },
      'GET /api/console/sessions': { body: { sessions: [session(1, { current: true })] } },
    });
    const router = renderApp('/console');
    fireEvent.click(await screen.findByRole('link', { name: 'Your account: Lena Morrow · Account rep' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/account');
    expect(screen.getByRole('link', { name: 'Your account: Lena Morrow · Account rep' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { current: 'page' })).toBeNull();
  });
});
