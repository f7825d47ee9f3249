// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { boardRow, meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';
import { safeNext } from '../console-paths';

function logIn(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeAll(warmConsoleScreens, 120_000);

describe('the staff login', () => {
  it('sends a console page without a session to the login, then back to it', async () => {
    let session = false;
    const server = mockConsole({
      'GET /api/console/me': () =>
        session ? { body: meAs('rep') } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in.' } },
      'POST /api/console/login': () => {
        session = true;
        return { body: meAs('rep') };
      },
      'GET /api/console/orders': { body: { rows: [boardRow()], total: 1, total_capped: false, next_cursor: null } },
    });
    const router = renderApp('/console?status=received');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff login' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/login');
    logIn('lena.morrow@crestline.example', 'lena-rep-demo');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/console?status=received');
    expect(server.callsTo('POST', '/api/console/login')[0]!.body).toEqual({
      email: 'lena.morrow@crestline.example',
      password: 'lena-rep-demo',
    });
  });

  it('says when the e-mail and password do not match, and keeps the e-mail', async () => {
    mockConsole({
      'POST /api/console/login': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Wrong e-mail or password.' } },
    });
    renderApp('/console/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    logIn('lena.morrow@crestline.example', 'not-it');
    expect((await screen.findByRole('alert')).textContent).toBe('That e-mail and password do not match a staff account.');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('lena.morrow@crestline.example');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('says how long to wait when the login is throttled, and waits', async () => {
    mockConsole({
      'POST /api/console/login': {
        status: 429,
        headers: { 'retry-after': '90' },
        body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
      },
    });
    renderApp('/console/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    logIn('lena.morrow@crestline.example', 'guess');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a minute and try again.');
    const button = screen.getByRole('button', { name: /^Try again in 1:(30|29)$/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('comes back to the login with a clear message when the session ends mid-work, then back to the page', async () => {
    let session = true;
    mockConsole({
      'GET /api/console/me': () => (session ? { body: meAs('admin') } : { status: 401, body: { message: 'Please log in.' } }),
      'GET /api/console/orders': () =>
        session
          ? { body: { rows: [boardRow()], total: 60, total_capped: false, next_cursor: 'next' } }
          : { status: 401, body: { message: 'Please log in.' } },
      'POST /api/console/login': () => {
        session = true;
        return { body: meAs('admin') };
      },
    });
    const router = renderApp('/console?group=harbor');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    session = false;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Your session has ended. Please log in again to carry on where you were.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/login');
    logIn('avery@crestline.example', 'admin-console-demo');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/console?group=harbor&cursor=next'),
    );
  });

  it('logs out from the top bar', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      'GET /api/console/orders': { body: { rows: [], total: 0, total_capped: false, next_cursor: null } },
      'POST /api/console/logout': { status: 204 },
    });
    const router = renderApp('/console');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/login');
    expect(server.callsTo('POST', '/api/console/logout')).toHaveLength(1);
  });

  it('shows the staff page in the navigation to admins only', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': { body: { rows: [], total: 0, total_capped: false, next_cursor: null } },
    });
    renderApp('/console');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(nav.textContent).toBe('OrdersReportsGroups');
  });
});

describe('where a login goes back to', () => {
  it('is a console page and nothing else', () => {
    expect(safeNext('/console/orders/abc?x=1')).toBe('/console/orders/abc?x=1');
    expect(safeNext('/console?status=shipped')).toBe('/console?status=shipped');
    expect(safeNext('https://elsewhere.example/console')).toBe('/console');
    expect(safeNext('//elsewhere.example/console')).toBe('/console');
    expect(safeNext('/console//elsewhere.example')).toBe('/console');
    expect(safeNext('/console/\\elsewhere.example')).toBe('/console');
    expect(safeNext('/harbor/orders')).toBe('/console');
    expect(safeNext('/consoleevil')).toBe('/console');
    expect(safeNext('/console/login?next=/console')).toBe('/console');
    expect(safeNext(null)).toBe('/console');
  });
});
