// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { boardRow, meAs, mockConsole, staffMember, warmConsoleScreens } from '../../../../test-support/console';
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

  it('shows the staff page in the navigation to admins only, and budgets, the catalogue, billing and sales tax to everyone', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': { body: { rows: [], total: 0, total_capped: false, next_cursor: null } },
    });
    renderApp('/console');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(nav.textContent).toBe('OrdersReportsBudgetsGroupsCatalogueBillingSales tax');
  });
});

const WRONG_CODE = 'That code is not right, or it was used already. Try the next code from your app.';
const EMPTY_BOARD = { body: { rows: [], total: 0, total_capped: false, next_cursor: null } };
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcd${i}`);

describe('the second factor at the login', () => {
  it('asks a code from the app after the password, says a wrong one, then goes on', async () => {
    let tries = 0;
    const server = mockConsole({
      'POST /api/console/login': { status: 202, body: { next: 'code' } },
      'POST /api/console/login/code': () =>
        (tries += 1) === 1 ? { status: 401, body: { code: 'UNAUTHORIZED', message: WRONG_CODE } } : { body: meAs('admin') },
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': { body: { staff: [staffMember('admin')] } },
    });
    const router = renderApp('/console/login?next=%2Fconsole%2Fstaff');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    logIn('avery@crestline.example', 'admin-console-demo');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const field = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/Lost your phone\? Enter one of your recovery codes instead/).textContent).toContain(
      'ask an admin to reset your second factor',
    );
    fireEvent.change(field, { target: { value: '000 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CODE);
    fireEvent.change(field, { target: { value: ' 123 456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/staff');
    expect(server.callsTo('POST', '/api/console/login/code').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('takes a recovery code at the code step', async () => {
    const server = mockConsole({
      'POST /api/console/login': { status: 202, body: { next: 'code' } },
      'POST /api/console/login/code': { body: meAs('admin') },
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': EMPTY_BOARD,
    });
    renderApp('/console/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    logIn('avery@crestline.example', 'admin-console-demo');
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), {
      target: { value: 'abcde-fghij' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeDefined();
    expect(server.callsTo('POST', '/api/console/login/code')[0]!.body).toEqual({ code: 'abcde-fghij' });
  });

  it('has an admin without a factor set one up: the QR code as a picture, the key in groups, a code, then the recovery codes once', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    // Whatever the SVG holds, it is a picture's source, never markup in the page.
    const qr =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>window.ran = true</script><path d="M0 0h1v1H0z"/></svg>';
    let confirms = 0;
    const server = mockConsole({
      'POST /api/console/login': { status: 202, body: { next: 'enrol' } },
      'POST /api/console/second-factor/start': { body: { secret, otpauth_url: `otpauth://totp/x?secret=${secret}`, qr_svg: qr } },
      'POST /api/console/second-factor/confirm': () =>
        (confirms += 1) === 1
          ? { status: 401, body: { code: 'UNAUTHORIZED', message: WRONG_CODE } }
          : { body: { recovery_codes: RECOVERY_CODES, me: meAs('admin') } },
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': EMPTY_BOARD,
    });
    const router = renderApp('/console/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    logIn('avery@crestline.example', 'admin-console-demo');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const picture = await screen.findByRole('img', { name: /QR code/ });
    expect(picture.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`);
    expect(document.querySelector('svg script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeDefined();

    const field = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code your app shows now.');
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_CODE));
    fireEvent.change(field, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));

    const codesHeading = await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' });
    await waitFor(() => expect(document.activeElement).toBe(codesHeading));
    expect(screen.getByText(/shown only this once/)).toBeDefined();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    const download = screen.getByRole('link', { name: 'Download (.txt)' });
    expect(download.getAttribute('download')).toBe('crestline-console-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(RECOVERY_CODES.join('\n'));
    // Continuing is the only way on: no link back, no other step.
    expect(screen.queryByRole('button', { name: 'Back to e-mail and password' })).toBeNull();
    expect(router.state.location.pathname).toBe('/console/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeDefined();
    expect(server.callsTo('POST', '/api/console/second-factor/start')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/console/second-factor/confirm').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  it('offers a code from the app with the password once the login is throttled', async () => {
    const server = mockConsole({
      'POST /api/console/login': (call) =>
        (call.body as { code?: string }).code
          ? { body: meAs('admin') }
          : {
              status: 429,
              headers: { 'retry-after': '3300' },
              body: { code: 'RATE_LIMITED', message: 'Too many wrong attempts were made on this staff account this hour.' },
            },
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': EMPTY_BOARD,
    });
    renderApp('/console/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff login' });
    expect(screen.queryByRole('textbox', { name: 'Code from your authenticator app' })).toBeNull();
    logIn('avery@crestline.example', 'admin-console-demo');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong attempts were made on this staff account this hour.',
    );
    const code = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(
      screen.getByText(/Enter a code from your authenticator app with your password to log in from this browser/),
    ).toBeDefined();
    expect((screen.getByRole('button', { name: /^Try again in 5[45]:\d\d$/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(code, { target: { value: '654321' } });
    logIn('avery@crestline.example', 'admin-console-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeDefined();
    expect(server.callsTo('POST', '/api/console/login')[1]!.body).toEqual({
      email: 'avery@crestline.example',
      password: 'admin-console-demo',
      code: '654321',
    });
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
