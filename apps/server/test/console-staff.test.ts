import { generate } from 'otplib';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@portal/domain';
import { readDemoStaff, readDemoStaffSecrets } from '@portal/tenants/server';
import { ensureDemoStaff } from '../src/demo/demo-staff';
import { secondFactorKey } from '../src/staff/second-factor';
import { runStaffCommand, StaffCommandError } from '../src/console/staff-command';
import { auditLog, staff } from '../src/db/schema';
import {
  COMMON_PASSWORD,
  CONTEXT_PASSWORD,
  contextWords,
  PATTERN_PASSWORD,
  PERSONAL_PASSWORD,
  passwordProblem,
} from '../src/staff/password-rule';
import { addTestStaff, consoleCookie, loggedInStaff, STAFF_PASSWORD } from '../test-support/console';
import { consoleState } from '../test-support/console-state';
import { cookiesFrom, createTestApp, registry, TEST_COOKIE_SECRET, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('managing staff (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loggedInStaff>>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password }, remoteAddress: '10.30.0.1' });
  const refusedUnchanged = async (send: () => ReturnType<typeof call>, status: number, message?: string) => {
    const before = await consoleState(t.database.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json()).toEqual({ message, code: expect.any(String) });
    expect(await consoleState(t.database.db)).toEqual(before);
  };
  const newRep = {
    email: 'Rowan.Pike@Crestline.example',
    name: 'Rowan Pike',
    role: 'rep',
    groups: ['harbor', 'cedar'],
    password: 'tidewater-ledger-pass',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await loggedInStaff(t, 'admin');
  });
  afterAll(async () => t?.close());

  it('adds a rep who can then log in to their groups, and audits who added them', async () => {
    const response = await call('POST', '/api/console/staff', newRep);
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<StaffMember>();
    expect(added).toMatchObject({
      email: 'rowan.pike@crestline.example',
      name: 'Rowan Pike',
      role: 'rep',
      groups: ['cedar', 'harbor'],
    });
    expect(response.body).not.toContain('scrypt');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, added.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(newRep.password);
    const me = await login('rowan.pike@crestline.example', newRep.password);
    expect(me.statusCode).toBe(200);
    expect(me.json().groups.map((g: { key: string }) => g.key)).toEqual(['cedar', 'harbor']);
    const audit = (await t.database.db.select().from(auditLog).where(eq(auditLog.field, 'staff_added'))).find((a) =>
      a.newValue?.startsWith('rowan.pike@'),
    );
    expect(audit).toMatchObject({
      actor: admin.account.row.email,
      staffId: admin.account.row.id,
      newValue: 'rowan.pike@crestline.example rep cedar,harbor',
    });
    const list = await call('GET', '/api/console/staff');
    expect(list.json().staff.map((s: StaffMember) => s.email)).toContain('rowan.pike@crestline.example');
    expect(list.body).not.toContain('scrypt');
  });

  it('refuses an e-mail in use (any case), a rep without groups, groups for an admin, unknown groups and short passwords', async () => {
    await refusedUnchanged(
      () => call('POST', '/api/console/staff', { ...newRep, email: 'ROWAN.PIKE@crestline.example' }),
      409,
      'rowan.pike@crestline.example already has a staff account.',
    );
    await refusedUnchanged(
      () => call('POST', '/api/console/staff', { ...newRep, email: 'a@crestline.example', groups: [] }),
      400,
      'A rep needs at least one group.',
    );
    await refusedUnchanged(
      () => call('POST', '/api/console/staff', { ...newRep, email: 'b@crestline.example', role: 'admin' }),
      400,
      'Only reps are given groups: admins, accounts and viewers see every group.',
    );
    await refusedUnchanged(
      () => call('POST', '/api/console/staff', { ...newRep, email: 'c@crestline.example', groups: ['atlantis'] }),
      400,
      "No dealership group is called 'atlantis'.",
    );
    for (const body of [
      { ...newRep, email: 'd@crestline.example', password: 'short' },
      { ...newRep, email: 'not-an-email' },
      { ...newRep, email: 'e@crestline.example', role: 'owner' },
      { ...newRep, email: 'f@crestline.example', password_hash: 'scrypt$1' },
    ])
      await refusedUnchanged(() => call('POST', '/api/console/staff', body), 400);
  });

  it('refuses a common password, one built on the names of the provider or a group, or one with the e-mail or name of its owner, saying why, when adding or resetting', async () => {
    const refusals: [string, string][] = [
      ['password1234', COMMON_PASSWORD],
      ['123456789012', COMMON_PASSWORD],
      ['aaaaaaaaaaaa', PATTERN_PASSWORD],
      ['crestline2026', CONTEXT_PASSWORD],
      ['Crestline2026!', CONTEXT_PASSWORD],
      ['ironbridge1999', CONTEXT_PASSWORD],
    ];
    const addRefusals: [string, string][] = [
      ...refusals,
      ['morwenna.quill@crestline.example', PERSONAL_PASSWORD],
      ['Morwenna-grows-beans', PERSONAL_PASSWORD],
      ['beans-and-QUILLS-2031', PERSONAL_PASSWORD],
    ];
    const newcomer = { ...newRep, email: 'morwenna.quill@crestline.example', name: 'Morwenna Quill' };
    for (const [password, message] of addRefusals)
      await refusedUnchanged(() => call('POST', '/api/console/staff', { ...newcomer, password }), 400, message);
    const rep = await addTestStaff(t, 'rep', ['harbor'], { email: 'ignatius.brook@crestline.example', name: 'Ignatius Brook' });
    const resetRefusals: [string, string][] = [
      ...refusals,
      ['ignatius.brook@crestline.example', PERSONAL_PASSWORD],
      ['brook-side-lantern-7', PERSONAL_PASSWORD],
    ];
    for (const [password, message] of resetRefusals)
      await refusedUnchanged(() => call('POST', `/api/console/staff/${rep.row.id}/password`, { password }), 400, message);
    expect((await login(rep.row.email, STAFF_PASSWORD)).statusCode).toBe(200);
    const added = await call('POST', '/api/console/staff', { ...newcomer, password: 'copper-kettle-meadow' });
    expect(added.statusCode, added.body).toBe(201);
    const reset = await call('POST', `/api/console/staff/${rep.row.id}/password`, { password: 'saffron-tugboat-91' });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await login(rep.row.email, 'saffron-tugboat-91')).statusCode).toBe(200);
  });

  it("changes a rep's groups and role, ending their sessions, and keeps the last admin", async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const cookie = await consoleCookie(t.app, rep.row.email);
    const changed = await call('PATCH', `/api/console/staff/${rep.row.id}`, { groups: ['summit'], name: 'Renamed Rep' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ groups: ['summit'], name: 'Renamed Rep', role: 'rep' });
    expect((await call('GET', '/api/console/me', undefined, cookie)).statusCode).toBe(401);
    const viewer = await call('PATCH', `/api/console/staff/${rep.row.id}`, { role: 'viewer' });
    expect(viewer.json()).toMatchObject({ role: 'viewer', groups: [] });
    await refusedUnchanged(
      () => call('PATCH', `/api/console/staff/${admin.account.row.id}`, { role: 'viewer' }),
      409,
      'The last admin cannot stop being one. Make another staff member admin first.',
    );
    await refusedUnchanged(() => call('DELETE', `/api/console/staff/${admin.account.row.id}`), 409);
    await refusedUnchanged(
      () => call('PATCH', '/api/console/staff/00000000-0000-4000-8000-000000000000', { name: 'X' }),
      404,
      'No such staff member.',
    );
  });

  it('resets a password: the old one stops working, the new one works, old sessions end', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor']);
    const cookie = await consoleCookie(t.app, rep.row.email);
    const reset = await call('POST', `/api/console/staff/${rep.row.id}/password`, { password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(204);
    expect((await call('GET', '/api/console/me', undefined, cookie)).statusCode).toBe(401);
    expect((await login(rep.row.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await login(rep.row.email, 'a-brand-new-password')).statusCode).toBe(200);
    await refusedUnchanged(() => call('POST', `/api/console/staff/${rep.row.id}/password`, { password: 'short' }), 400);
  });

  it('removes a staff member: no login, no session, their name stays on what they did, their e-mail free again', async () => {
    const rep = await addTestStaff(t, 'rep', ['harbor'], { email: 'leaving@crestline.example' });
    const cookie = await consoleCookie(t.app, rep.row.email);
    expect((await call('DELETE', `/api/console/staff/${rep.row.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/console/me', undefined, cookie)).statusCode).toBe(401);
    expect((await login('leaving@crestline.example', STAFF_PASSWORD)).json()).toEqual({
      message: 'That e-mail and password do not match a staff account.',
      code: 'UNAUTHORIZED',
    });
    expect((await call('GET', '/api/console/staff')).json().staff.map((s: StaffMember) => s.email)).not.toContain(
      'leaving@crestline.example',
    );
    const logins = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, rep.row.id), eq(auditLog.field, 'staff_login')));
    expect(logins).toHaveLength(1);
    expect((await call('DELETE', `/api/console/staff/${rep.row.id}`)).statusCode).toBe(404);
    const again = await call('POST', '/api/console/staff', { ...newRep, email: 'leaving@crestline.example' });
    expect(again.statusCode).toBe(201);
  });

  describe('npm run staff', () => {
    const run = async (args: string[], password = '') => {
      const lines: string[] = [];
      await runStaffCommand(args, {
        db: t.database.db,
        groups: new Set(registry.groups.keys()),
        passwordContext: contextWords(registry),
        print: (line) => lines.push(line),
        readPassword: async () => password,
      });
      return lines.join('\n');
    };

    it('adds a staff member with a made password printed once, who can then log in', async () => {
      const out = await run([
        'add',
        'Quinn.Hale@crestline.example',
        '--name',
        'Quinn Hale',
        '--role',
        'rep',
        '--groups',
        'summit,prairie',
      ]);
      expect(out).toContain('Added quinn.hale@crestline.example (rep of prairie, summit).');
      const password = /Password: (\S+)/.exec(out)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await login('quinn.hale@crestline.example', password)).statusCode).toBe(200);
      const audit = (await t.database.db.select().from(auditLog).where(eq(auditLog.field, 'staff_added'))).find((a) =>
        a.newValue?.startsWith('quinn.hale@'),
      );
      expect(audit).toMatchObject({ actor: 'shell', staffId: null, newValue: 'quinn.hale@crestline.example rep prairie,summit' });
    });

    it('takes a password from stdin, and refuses a short one', async () => {
      const out = await run(
        ['add', 'stdin.user@crestline.example', '--name', 'Stdin User', '--role', 'viewer', '--password-stdin'],
        'typed-long-password\n',
      );
      expect(out).not.toContain('Password:');
      expect((await login('stdin.user@crestline.example', 'typed-long-password')).statusCode).toBe(200);
      await expect(run(['reset', 'stdin.user@crestline.example', '--password-stdin'], 'short')).rejects.toThrow(
        StaffCommandError,
      );
    });

    it('refuses a common password, one built on the names of the service, or one with the e-mail or name of its owner, from stdin, and changes nothing', async () => {
      const before = await consoleState(t.database.db);
      for (const [args, password, message] of [
        [
          ['add', 'odile.fenwick@crestline.example', '--name', 'Odile Fenwick', '--role', 'viewer'],
          'password1234',
          COMMON_PASSWORD,
        ],
        [
          ['add', 'odile.fenwick@crestline.example', '--name', 'Odile Fenwick', '--role', 'viewer'],
          'aaaaaaaaaaaa',
          PATTERN_PASSWORD,
        ],
        [
          ['add', 'odile.fenwick@crestline.example', '--name', 'Odile Fenwick', '--role', 'viewer'],
          'fenwick-harbor-lights',
          PERSONAL_PASSWORD,
        ],
        [['reset', 'stdin.user@crestline.example'], '123456789012', COMMON_PASSWORD],
        [['reset', 'stdin.user@crestline.example'], 'Crestline2026!', CONTEXT_PASSWORD],
        [['reset', 'stdin.user@crestline.example'], 'stdin.user@crestline.example', PERSONAL_PASSWORD],
      ] as const)
        await expect(run([...args, '--password-stdin'], password), password).rejects.toThrow(message);
      expect(await consoleState(t.database.db)).toEqual(before);
    });

    it('resets a password and removes an account', async () => {
      const out = await run(['reset', 'quinn.hale@crestline.example']);
      const password = /Password: (\S+)/.exec(out)![1]!;
      expect((await login('quinn.hale@crestline.example', password)).statusCode).toBe(200);
      await run(['remove', 'quinn.hale@crestline.example']);
      expect((await login('quinn.hale@crestline.example', password)).statusCode).toBe(401);
      const [row] = await t.database.db
        .select()
        .from(staff)
        .where(and(eq(staff.email, 'quinn.hale@crestline.example'), isNull(staff.removedAt)));
      expect(row).toBeUndefined();
    });

    it('lists the staff without hashes, and says what is wrong with a bad command', async () => {
      const out = await run(['list']);
      expect(out).toContain('stdin.user@crestline.example\tStdin User\tviewer');
      expect(out).not.toContain('scrypt');
      for (const [args, message] of [
        [['add', 'x@crestline.example', '--name', 'X', '--role', 'boss'], '--role must be one of admin, rep, accounts, viewer'],
        [['add', 'x@crestline.example', '--role', 'rep', '--groups', 'harbor'], '--name is required'],
        [['add', 'x@crestline.example', '--name', 'X', '--role', 'rep'], 'A rep needs at least one group.'],
        [
          ['add', 'stdin.user@crestline.example', '--name', 'X', '--role', 'viewer'],
          'stdin.user@crestline.example already has a staff account.',
        ],
        [['reset', 'nobody@crestline.example'], 'no staff member has the e-mail nobody@crestline.example'],
        [['remove', admin.account.row.email], 'The last admin cannot stop being one. Make another staff member admin first.'],
        [['fly'], "unknown command 'fly'"],
      ] as const)
        await expect(run([...args]), args.join(' ')).rejects.toThrow(message);
    });
  });
});

describe('the demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('are made once, on a database that never had staff, and open the console with their published passwords', async () => {
    const demo = readDemoStaff();
    const key = secondFactorKey(TEST_COOKIE_SECRET);
    expect(await ensureDemoStaff(t.database.db, demo, key)).toBe(demo.length);
    expect(await ensureDemoStaff(t.database.db, demo, key)).toBe(0);
    const secrets = readDemoStaffSecrets();
    for (const email of ['morgan.tallis@crestline.example', 'jules.marchetti@crestline.example']) {
      const password = secrets.find((s) => s.email === email)!.password;
      const response = await t.app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password } });
      expect(response.statusCode, email).toBe(200);
    }
    // The admin logs in with the demo key's code after the published password.
    const admin = demo.find((member) => member.email === 'admin@crestline.example')!;
    const password = secrets.find((s) => s.email === admin.email)!.password;
    const first = await t.app.inject({ method: 'POST', url: '/api/console/login', payload: { email: admin.email, password } });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ next: 'code' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/console/login/code',
      payload: { code: await generate({ secret: admin.totp_secret! }) },
      headers: { cookie: cookiesFrom(first) },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().staff).toMatchObject({ email: admin.email, role: 'admin', second_factor: true });
    const morgan = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'morgan.tallis@crestline.example', password: 'morgan-rep-demo' },
    });
    expect(morgan.json().groups.map((g: { key: string }) => g.key)).toEqual(['guardian', 'harbor']);
  });

  it('keep their published passwords, which the rule of new passwords would refuse: seeding loads their hashes as they are', async () => {
    const secrets = readDemoStaffSecrets();
    for (const member of readDemoStaff().filter((m) => ['admin', 'morgan.tallis'].includes(m.email.split('@')[0]!))) {
      const password = secrets.find((s) => s.email === member.email)!.password;
      expect(await passwordProblem(password, member), member.email).toBe(PERSONAL_PASSWORD);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/console/login',
        payload: { email: member.email, password },
      });
      // The admin's password leads on to the second factor, the rep's straight in: both are taken.
      expect(response.statusCode, member.email).toBe(member.role === 'admin' ? 202 : 200);
    }
  });
});
