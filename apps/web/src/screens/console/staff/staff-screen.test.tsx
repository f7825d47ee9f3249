// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, staffMember, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(warmConsoleScreens, 120_000);

const OTHER_ID = '3c9e2b71-5d0a-4e8f-b6c2-1a7d9f04e583';
const rep = staffMember('rep', { id: OTHER_ID, email: 'lena.morrow@crestline.example', name: 'Lena Morrow' });

/** Opens the add dialog and types Lena Morrow's e-mail and name. */
async function addLenaMorrow() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'lena.morrow@crestline.example' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Lena Morrow' } });
  return dialog;
}

describe('the staff page', () => {
  it('adds a staff member with the groups of a rep and a first password', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': { body: { staff: [staffMember('admin')] } },
      'POST /api/console/staff': { status: 201, body: rep },
    });
    renderApp('/console/staff');
    const dialog = await addLenaMorrow();
    fireEvent.change(within(dialog).getByLabelText(/First password/), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one group for an account rep.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbor Point Auto Group' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The password must be at least 12 characters.');
    fireEvent.change(within(dialog).getByLabelText(/First password/), { target: { value: 'harbor-rep-first-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Lena Morrow was added. They can log in with the password you gave.')).toBeDefined();
    expect(server.callsTo('POST', '/api/console/staff')[0]!.body).toEqual({
      email: 'lena.morrow@crestline.example',
      name: 'Lena Morrow',
      role: 'rep',
      groups: ['harbor'],
      password: 'harbor-rep-first-pass',
    });
  });

  it('removes a staff member only after confirming', async () => {
    let staff = [staffMember('admin'), rep];
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': () => ({ body: { staff } }),
      [`DELETE /api/console/staff/${OTHER_ID}`]: () => {
        staff = [staffMember('admin')];
        return { status: 204 };
      },
    });
    renderApp('/console/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lena Morrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lena Morrow?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', `/api/console/staff/${OTHER_ID}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lena Morrow' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Lena Morrow?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Lena Morrow was removed and can no longer log in.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Lena Morrow' })).toBeNull());
    // No admin removes themself here.
    expect(screen.queryByRole('button', { name: `Remove ${staffMember('admin').name}` })).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': { body: { staff: [staffMember('admin'), rep] } },
      [`POST /api/console/staff/${OTHER_ID}/password`]: {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'password must be at least 12 characters' },
      },
    });
    renderApp('/console/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of Lena Morrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Lena Morrow' });
    fireEvent.change(within(dialog).getByLabelText(/New password/), { target: { value: 'twelve-chars-ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('password must be at least 12 characters');
  });

  it('shows why the server refuses a new staff member’s password, and keeps the dialog open', async () => {
    const refusal = 'The password must not contain the staff member’s name or e-mail address.';
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': { body: { staff: [staffMember('admin')] } },
      'POST /api/console/staff': { status: 400, body: { code: 'INVALID_INPUT', message: refusal } },
    });
    renderApp('/console/staff');
    const dialog = await addLenaMorrow();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbor Point Auto Group' }));
    fireEvent.change(within(dialog).getByLabelText(/First password/), { target: { value: 'lena-morrow-2031' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(server.callsTo('POST', '/api/console/staff')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add a staff member' })).toBe(dialog);
  });

  it("shows each member's second factor, and ends a member's sessions only after a confirmation that says what it does", async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': { body: { staff: [staffMember('admin'), rep] } },
      [`POST /api/console/staff/${OTHER_ID}/sessions/end`]: { body: { ended: 2 } },
    });
    renderApp('/console/staff');
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Second factor');
    const [, adminRow, repRow] = within(table).getAllByRole('row');
    expect(within(adminRow!).getByText('On')).toBeDefined();
    expect(within(repRow!).getByText('Off')).toBeDefined();
    // An admin ends their own sessions on their account page, not here.
    expect(screen.queryByRole('button', { name: `End the sessions of ${staffMember('admin').name}` })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'End the sessions of Lena Morrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the sessions of Lena Morrow?' });
    expect(dialog.textContent).toContain('is logged out of every browser at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', `/api/console/staff/${OTHER_ID}/sessions/end`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'End the sessions of Lena Morrow' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'End the sessions of Lena Morrow?' })).getByRole('button', {
        name: 'End sessions',
      }),
    );
    expect(await screen.findByText('2 sessions of Lena Morrow ended: they are logged out everywhere.')).toBeDefined();
    expect(server.callsTo('POST', `/api/console/staff/${OTHER_ID}/sessions/end`)).toHaveLength(1);
  });

  it("resets a member's second factor for a lost phone, after saying what it does", async () => {
    let staff = [staffMember('admin'), { ...rep, second_factor: true }];
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/staff': () => ({ body: { staff } }),
      [`POST /api/console/staff/${OTHER_ID}/second-factor/reset`]: () => {
        staff = [staffMember('admin'), rep];
        return { status: 204 };
      },
    });
    renderApp('/console/staff');
    // No reset of one's own factor here: 'Set up again' on the account page.
    await screen.findByRole('table', { name: 'Staff' });
    expect(screen.queryByRole('button', { name: `Reset the second factor of ${staffMember('admin').name}` })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the second factor of Lena Morrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the second factor of Lena Morrow?' });
    expect(dialog.textContent).toContain('stop working, and they are logged out of every browser at once');
    expect(dialog.textContent).toContain('They then log in with their password alone, until they set up a new key');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    expect(
      await screen.findByText(
        'The second factor of Lena Morrow was reset and their sessions have ended. They log in with their password alone until they set up a new one.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset the second factor of Lena Morrow' })).toBeNull());
    expect(server.callsTo('POST', `/api/console/staff/${OTHER_ID}/second-factor/reset`)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const server = mockConsole({ 'GET /api/console/me': { body: meAs('rep') } });
    renderApp('/console/staff');
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins manage staff.');
    expect(server.callsTo('GET', '/api/console/staff')).toHaveLength(0);
  });
});
