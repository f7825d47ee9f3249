import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferItem, OfferSettingsAnswer } from '@portal/domain';
import { loggedInStaff } from '../test-support/console';
import { cookiesFrom, createOfferTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import { SECRETS_ADMINS_ONLY } from '../src/offer/draft-secrets';
import { NOT_A_REP_OF_THE_GROUP } from '../src/offer/routes/draft-settings';
import type { LiveOffer } from '../src/offer/live-offer';

describe.each(DATABASE_KINDS)("a group's settings, stores and secrets in the console (%s)", (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'rep', string>;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const settings = async (group: string) =>
    (await call(cookies.admin, 'GET', `/api/console/offer/${group}/settings`)).json() as OfferSettingsAnswer;
  const publish = async (group: string) => {
    const answer = await call(cookies.admin, 'POST', `/api/console/offer/${group}/publish`, { at: null });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const bypass = async (group: string, code: string) =>
    (await t.app.inject({ method: 'POST', url: '/v1/bypass/check', payload: { companyName: group, code } })).json() as {
      valid: boolean;
    };

  beforeAll(async () => {
    t = await createOfferTestApp(kind);
    cookies = { admin: (await loggedInStaff(t, 'admin')).cookie, rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('changes the settings in the draft, field by field; a rep may not, and a bad address is named', async () => {
    const { settings: before } = await settings('harbor');
    const next = {
      ...before,
      paypal_not_supported: !before.paypal_not_supported,
      email_recipients: [...before.email_recipients, 'desk@harbor-auto.example'],
    };
    const saved = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changes.map((c: { field: string }) => c.field)).toEqual(['paypal_not_supported', 'email_recipients']);
    const rep = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/settings', { ...next, title: 'Harbor' });
    expect(rep.statusCode).toBe(403);
    expect(rep.json().message).toBe(
      'Only an admin can change title; a rep changes the catalogue, stores and logos of their groups.',
    );
    const bad = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', {
      ...next,
      email_recipients: ['not an address'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Enter an e-mail address for E-mail recipients (entry 1).');
    expect((await settings('harbor')).settings).toEqual(next);
    expect((await call(cookies.admin, 'DELETE', '/api/console/offer/harbor/draft')).statusCode).toBe(204);
  });

  it("sets the group's route prefix to its key or none; another word is refused by the files' rule", async () => {
    const { settings: before } = await settings('harbor');
    expect(before.route_prefix).toBe('harbor');
    const none = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', { ...before, route_prefix: null });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().changes).toEqual([
      { area: 'settings', subject: '', field: 'route_prefix', before: 'harbor', after: null },
    ]);
    expect((await settings('harbor')).settings.route_prefix).toBeNull();
    const other = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', { ...before, route_prefix: 'cedar' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Route prefix: the route prefix is the group key (the same word).');
    expect((await settings('harbor')).settings.route_prefix).toBeNull();
    const rep = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/settings', before);
    expect(rep.statusCode).toBe(403);
    expect((await call(cookies.admin, 'DELETE', '/api/console/offer/harbor/draft')).statusCode).toBe(204);
  });

  it('links a footer row to a staff rep of the group, refuses a link to anyone else naming the row, and never sends the link to buyers', async () => {
    const harborRep = (await loggedInStaff(t, 'rep', ['harbor'])).account.row;
    const cedarRep = (await loggedInStaff(t, 'rep', ['cedar'])).account.row;
    const answer = await settings('harbor');
    expect(answer.staff_reps).toContainEqual({ email: harborRep.email, name: harborRep.name });
    expect(answer.staff_reps.map((rep) => rep.email)).not.toContain(cedarRep.email);
    const linked = {
      ...answer.settings,
      account_reps: [
        ...answer.settings.account_reps,
        { name: harborRep.name, phone: '(555) 014-0101', staff: harborRep.email.toUpperCase() },
      ],
    };
    // Harbor's demo rows are linked to demo staff this database does not have: links the draft already
    // holds are kept (the editor flags them), so they do not stop the save.
    const kept = answer.settings.account_reps[0]!.staff!;
    expect(answer.staff_reps.map((rep) => rep.email)).not.toContain(kept);
    const saved = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', linked);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings('harbor')).settings.account_reps[0]!.staff).toBe(kept);
    const row = answer.settings.account_reps.length + 1;
    expect((await settings('harbor')).settings.account_reps.at(-1)).toEqual({
      name: harborRep.name,
      phone: '(555) 014-0101',
      staff: harborRep.email,
    });

    const toCedarRep = structuredClone(linked);
    toCedarRep.account_reps.at(-1)!.staff = cedarRep.email;
    const refused = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/settings', toCedarRep);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NOT_A_REP_OF_THE_GROUP(row, cedarRep.email, 'Harbor Point Motors'));
    expect((await settings('harbor')).settings.account_reps.at(-1)?.staff).toBe(harborRep.email);

    await publish('harbor');
    const storefront = await t.app.inject('/v1/storefront/harbor');
    expect(storefront.json().account_reps.at(-1)).toEqual({ name: harborRep.name, phone: '(555) 014-0101' });
    expect(storefront.body).not.toContain(harborRep.email);
  });

  it("adds a store a rep of the group may add, named when its code is wrong; it reaches the storefront's list once published", async () => {
    const bad = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/stores/hp1', {
      name: 'Harbor Point Outlet',
      address: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^Code of store \d+: a store code is 6 capital letters or digits\.$/);
    const added = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/stores/HPOUT1', {
      name: 'Harbor Point Outlet',
      address: '9 Quay St',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().changes).toEqual([
      { area: 'stores', subject: 'HPOUT1', field: 'store', before: null, after: 'Harbor Point Outlet' },
    ]);
    const published = await call(cookies.rep, 'POST', '/api/console/offer/harbor/publish', { at: null });
    expect(published.statusCode, published.body).toBe(200);
    const storefront = (await t.app.inject('/v1/storefront/harbor')).json() as { stores: { code: string; name: string }[] };
    expect(storefront.stores.at(-1)).toMatchObject({ code: 'HPOUT1', name: 'Harbor Point Outlet' });
  });

  it('will not take out a store items are limited to', async () => {
    const items = ((await call(cookies.admin, 'GET', '/api/console/offer/guardian/items')).json() as { items: OfferItem[] })
      .items;
    const limited = items.find((item) => item.supportedStores?.length)!;
    const code = limited.supportedStores![0]!;
    const refused = await call(cookies.admin, 'DELETE', `/api/console/offer/guardian/stores/${code}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${limited.code}`);
  });

  it('rotates the bypass codes: once published the old code is refused and the new one taken; never a hash answered', async () => {
    expect(await bypass('harbor', 'HPFD01')).toEqual({ valid: true });
    const rep = await call(cookies.rep, 'PUT', '/api/console/offer/harbor/secrets/bypass-codes', { codes: ['NEWCODE1'] });
    expect(rep.statusCode).toBe(403);
    expect(rep.json().message).toBe(SECRETS_ADMINS_ONLY);
    const short = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/secrets/bypass-codes', { codes: ['ab'] });
    expect(short.statusCode).toBe(400);
    const set = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/secrets/bypass-codes', {
      codes: ['harbor-new-1', 'HARBOR-NEW-2'],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().changes).toEqual([
      {
        area: 'secrets',
        subject: '',
        field: 'bypass codes',
        before: '17 codes',
        after: '2 codes (2 new, 17 retired): ••••••-1, ••••••-2',
      },
    ]);
    // Drafted only: the old code still works.
    expect(await bypass('harbor', 'HPFD01')).toEqual({ valid: true });
    await publish('harbor');
    expect(await bypass('harbor', 'HPFD01')).toEqual({ valid: false });
    expect(await bypass('harbor', 'harbor-new-2')).toEqual({ valid: true });
    for (const url of ['/api/console/offer/harbor', '/api/console/offer/harbor/settings', '/api/console/offer/harbor/items'])
      expect((await call(cookies.admin, 'GET', url)).body, url).not.toMatch(/scrypt/);
  });

  it("changes the group password: the old one stops working and the sessions it opened end; another group's is refused", async () => {
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/v1/login', payload: { password } });
    const old = await login('harbor-demo');
    expect(old.statusCode).toBe(200);
    const cookie = cookiesFrom(old);
    const session = () =>
      t.app.inject({ method: 'POST', url: '/v1/session', payload: { companyName: 'harbor' }, headers: { cookie } });
    expect((await session()).json()).toMatchObject({ logged_in: true });
    const taken = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/secrets/group-password', {
      password: 'summit-demo',
    });
    expect(taken.statusCode).toBe(409);
    const set = await call(cookies.admin, 'PUT', '/api/console/offer/harbor/secrets/group-password', {
      password: 'harbor-spring-2027',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().changes).toEqual([
      { area: 'secrets', subject: '', field: 'group password', before: 'set', after: 'changed' },
    ]);
    await publish('harbor');
    // The instance that published the change trusts nothing it read of the ended session: refused on the very next request.
    expect((await session()).json()).toMatchObject({ logged_in: false });
    expect((await login('harbor-demo')).statusCode).toBe(401);
    expect((await login('harbor-spring-2027')).json()).toMatchObject({ group: 'harbor' });
  });
});
