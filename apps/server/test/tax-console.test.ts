// The provider's sales-tax settings and the tax exemption certificates in the console: versions
// saved, never changed; certificates added with their PDF and withdrawn once; every change audited
// and notified; bad input and the wrong roles refused with nothing changed.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleTaxExemptionsAnswer, ConsoleTaxSettingsAnswer, TaxExemptionCertificate } from '@portal/domain';
import { readDemoTaxExemptions, readDemoTaxSettings } from '@portal/tenants/server';
import { billingAudit, taxCertificateFiles, taxExemptions, taxSettingsVersions } from '../src/db/schema';
import { ensureDemoTaxExemptions } from '../src/demo/demo-tax-exemptions';
import { BILLING_STAFF_ONLY } from '../src/sessions/staff-session';
import { TAX_CHANGED } from '../src/tax/tax-channel';
import { loggedInStaff } from '../test-support/console';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** 10 a.m. in New York on 5 January 2027: the provider's day is 2027-01-05. */
const NOW = new Date('2027-01-05T15:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const SETTINGS_URL = '/api/console/tax-settings';

type Role = 'admin' | 'accounts' | 'rep' | 'viewer';

describe.each(DATABASE_KINDS)('sales tax in the console (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<Role, string>;
  let prairie = '';
  let harbor = '';
  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[role] }, ...(payload ? { payload } : {}) });
  const db = () => t.database.db;
  const tables = async () => ({
    versions: await db().select().from(taxSettingsVersions).orderBy(taxSettingsVersions.version),
    exemptions: await db().select().from(taxExemptions).orderBy(taxExemptions.id),
    files: await db().select({ id: taxCertificateFiles.id }).from(taxCertificateFiles),
    audits: await db().select().from(billingAudit).orderBy(billingAudit.id),
  });
  const exemptionsUrl = (accountId: string) => `/api/console/billing/accounts/${accountId}/tax-exemptions`;
  const certificate = (over: Record<string, unknown> = {}) => ({
    certificate_number: 'KS-EX-20417',
    state: 'KS',
    expires_on: '2027-12-31',
    file_name: 'KS-EX-20417.pdf',
    pdf_base64: PDF.toString('base64'),
    ...over,
  });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind);
    cookies = {
      admin: (await loggedInStaff(t, 'admin')).cookie,
      accounts: (await loggedInStaff(t, 'accounts')).cookie,
      rep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
    };
    const { accounts } = (await call('admin', 'GET', '/api/console/billing/accounts')).json();
    const own = (group: string) =>
      (accounts as { id: string; group_key: string; store_code: string }[]).find(
        (a) => a.group_key === group && a.store_code === '',
      )!.id;
    prairie = own('prairie');
    harbor = own('harbor');
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('answers version 0 with no states before any was saved, to every role', async () => {
    for (const role of ['admin', 'accounts', 'rep', 'viewer'] as const) {
      const response = await call(role, 'GET', SETTINGS_URL);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        current: { version: 0, settings: { states: [] }, saved_at: null, saved_by: null, note: '' },
        earlier: [],
      });
    }
  });

  it('saves each change as the next version, audited with before and after, the old versions kept as they were', async () => {
    const demo = readDemoTaxSettings();
    const first = await call('accounts', 'PUT', SETTINGS_URL, { settings: demo, note: 'The demo rates', version_seen: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const kansas = { ...demo, states: demo.states.map((s) => (s.state === 'KS' ? { ...s, rate_thousandths: 6_750 } : s)) };
    const second = await call('admin', 'PUT', SETTINGS_URL, { settings: kansas, note: 'Kansas went up', version_seen: 1 });
    expect(second.statusCode, second.body).toBe(200);
    const answer = second.json<ConsoleTaxSettingsAnswer>();
    expect(answer.current).toMatchObject({
      version: 2,
      settings: kansas,
      note: 'Kansas went up',
      saved_by: expect.stringMatching(/^admin\./),
      saved_at: NOW.getTime(),
    });
    expect(answer.earlier).toEqual([
      { version: 1, saved_at: NOW.getTime(), saved_by: expect.stringMatching(/^accounts\./), note: 'The demo rates' },
    ]);
    const { versions, audits } = await tables();
    expect(versions.map((v) => [v.version, v.settings])).toEqual([
      [1, demo],
      [2, kansas],
    ]);
    const saved = audits.filter((a) => a.action === 'tax_settings_saved');
    expect(saved.map((a) => [a.subjectId, a.before, a.after])).toEqual([
      ['1', null, { version: 1, settings: demo, note: 'The demo rates' }],
      ['2', { version: 1, settings: demo }, { version: 2, settings: kansas, note: 'Kansas went up' }],
    ]);
    expect(saved[1]).toMatchObject({ accountId: null, groupKey: '', actor: expect.stringMatching(/^admin\./) });
  });

  it('refuses a stale version, bad rates, states and ZIP prefixes naming the place, and reps and viewers, changing nothing', async () => {
    const before = await tables();
    const state = { state: 'OH', rate_thousandths: 5_750, freight_taxed: true, exempt_types: [], zip_rates: [] };
    const save = (states: object[], version_seen = 2) => ({ settings: { states }, note: '', version_seen });
    const cases: [Role, object, number, RegExp][] = [
      ['admin', save([state], 1), 409, /^Someone saved the tax settings meanwhile\./],
      ['admin', save([{ ...state, state: 'ZZ' }]), 400, /^State 1 \(ZZ\): Choose a US state\.$/],
      ['admin', save([{ ...state, rate_thousandths: -1 }]), 400, /^OH rate: a rate cannot be negative\.$/],
      ['admin', save([{ ...state, rate_thousandths: 20_001 }]), 400, /^OH rate: a rate cannot be over 20 %\.$/],
      [
        'admin',
        save([{ ...state, zip_rates: [{ prefix: '43', rate_thousandths: 7_000 }] }]),
        400,
        /^OH ZIP prefix 43: three to five digits of a ZIP code\.$/,
      ],
      ['admin', save([state, state]), 400, /^State 2 \(OH\): OH is listed twice\.$/],
      ['admin', save([{ ...state, rate_thousandths: 5.5 }]), 400, /whole number/],
      ['admin', { ...save([state]), extra: 1 }, 400, /'extra' is not a field/],
      ['rep', save([state]), 403, new RegExp(`^${BILLING_STAFF_ONLY}$`)],
      ['viewer', save([state]), 403, new RegExp(`^${BILLING_STAFF_ONLY}$`)],
    ];
    for (const [role, payload, status, message] of cases) {
      const response = await call(role, 'PUT', SETTINGS_URL, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await tables()).toEqual(before);
  });

  it('puts a certificate on file with its PDF, kept by its hash, audited; staff read it and its file', async () => {
    const response = await call('accounts', 'POST', exemptionsUrl(prairie), certificate());
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<TaxExemptionCertificate>();
    expect(added).toMatchObject({
      account_id: prairie,
      certificate_number: 'KS-EX-20417',
      state: 'KS',
      expires_on: '2027-12-31',
      expired: false,
      has_file: true,
      file_name: 'KS-EX-20417.pdf',
      added_by: expect.stringMatching(/^accounts\./),
      withdrawn_at: null,
      withdrawn_reason: null,
    });
    const { files, audits } = await tables();
    expect(files.map((f) => f.id)).toEqual([expect.stringMatching(/^[a-f0-9]{32}$/)]);
    expect(audits.at(-1)).toMatchObject({
      action: 'tax_exemption_added',
      accountId: prairie,
      groupKey: 'prairie',
      subjectId: added.id,
    });
    const listed = await call('viewer', 'GET', exemptionsUrl(prairie));
    expect(listed.json<ConsoleTaxExemptionsAnswer>()).toEqual({ today: '2027-01-05', exemptions: [added] });
    const file = await call('viewer', 'GET', `${exemptionsUrl(prairie)}/${added.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="KS-EX-20417.pdf"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A rep of other groups does not find the account at all.
    expect((await call('rep', 'GET', exemptionsUrl(prairie))).statusCode).toBe(404);
    expect((await call('rep', 'GET', `${exemptionsUrl(prairie)}/${added.id}/file`)).statusCode).toBe(404);
  });

  it('refuses a certificate without a number, of no state, on a bad day, already run out, not a PDF, twice, or from reps and viewers, changing nothing', async () => {
    const before = await tables();
    const cases: [Role, object, number, RegExp][] = [
      ['admin', certificate({ certificate_number: ' ' }), 400, /^Certificate number: a certificate needs its number\.$/],
      ['admin', certificate({ state: 'XX' }), 400, /^State: Choose a US state\.$/],
      ['admin', certificate({ expires_on: '31/12/2027' }), 400, /^Expires on: a day like 2027-12-31\.$/],
      ['admin', certificate({ expires_on: '2027-02-30' }), 400, /^Expires on: not a day of the calendar\.$/],
      ['admin', certificate({ expires_on: '2027-01-04' }), 400, /^Expires on: the certificate ran out on 2027-01-04/],
      [
        'admin',
        certificate({ pdf_base64: Buffer.from('GIF89a').toString('base64') }),
        400,
        /^The certificate's file is not a PDF\.$/,
      ],
      ['admin', certificate({ pdf_base64: 'not base64!' }), 400, /not a PDF/],
      ['admin', certificate(), 409, /^KS-EX-20417 \(KS\) is on file already\.$/],
      ['admin', certificate({ pdf_base64: 'A'.repeat(7_000_000) }), 400, /PDF is over 5 MB/],
      ['rep', certificate({ certificate_number: 'KS-2' }), 403, new RegExp(`^${BILLING_STAFF_ONLY}$`)],
      ['viewer', certificate({ certificate_number: 'KS-2' }), 403, new RegExp(`^${BILLING_STAFF_ONLY}$`)],
    ];
    for (const [role, payload, status, message] of cases) {
      const response = await call(role, 'POST', exemptionsUrl(prairie), payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const missing = await call('admin', 'POST', exemptionsUrl('00000000-0000-4000-8000-000000000000'), certificate());
    expect(missing.statusCode).toBe(404);
    expect(await tables()).toEqual(before);
  });

  it("says on the accounts list when an account's certificate for a state has run out", async () => {
    const listed = async () =>
      (await call('viewer', 'GET', '/api/console/billing/accounts'))
        .json<{ accounts: { id: string; tax_exemptions: unknown[] }[] }>()
        .accounts.find((a) => a.id === prairie)!.tax_exemptions;
    expect(await listed()).toEqual([
      { state: 'KS', certificate_number: 'KS-EX-20417', expires_on: '2027-12-31', expired: false },
    ]);
    // Its last day a day behind the provider's today (the session's clock stays where it is).
    const lastDay = async (day: string) =>
      db().update(taxExemptions).set({ expiresOn: day }).where(eq(taxExemptions.accountId, prairie));
    await lastDay('2027-01-04');
    try {
      expect(await listed()).toEqual([
        { state: 'KS', certificate_number: 'KS-EX-20417', expires_on: '2027-01-04', expired: true },
      ]);
      const page = (await call('viewer', 'GET', exemptionsUrl(prairie))).json<ConsoleTaxExemptionsAnswer>();
      expect(page.exemptions.map((e) => [e.expires_on, e.expired])).toEqual([['2027-01-04', true]]);
      await lastDay('2027-01-05');
      expect(await listed()).toEqual([
        { state: 'KS', certificate_number: 'KS-EX-20417', expires_on: '2027-01-05', expired: false },
      ]);
    } finally {
      await lastDay('2027-12-31');
    }
  });

  it('withdraws a certificate once, audited with the reason; it then stops counting', async () => {
    const [open] = await db().select().from(taxExemptions).where(eq(taxExemptions.accountId, prairie));
    const url = `${exemptionsUrl(prairie)}/${open!.id}/withdraw`;
    const before = await tables();
    expect((await call('rep', 'POST', url, { reason: 'Renewed' })).statusCode).toBe(403);
    expect((await call('admin', 'POST', url, { reason: '' })).statusCode).toBe(400);
    expect((await call('admin', 'POST', `${exemptionsUrl(harbor)}/${open!.id}/withdraw`, { reason: 'Renewed' })).statusCode).toBe(
      404,
    );
    expect(await tables()).toEqual(before);
    const response = await call('accounts', 'POST', url, { reason: 'Renewed with a new number' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      withdrawn_at: NOW.getTime(),
      withdrawn_by: expect.stringMatching(/^accounts\./),
      withdrawn_reason: 'Renewed with a new number',
    });
    // The account's page lists it withdrawn, with why.
    const listed = (await call('viewer', 'GET', exemptionsUrl(prairie))).json<ConsoleTaxExemptionsAnswer>();
    expect(listed.exemptions.map((e) => [e.certificate_number, e.withdrawn_reason])).toEqual([
      ['KS-EX-20417', 'Renewed with a new number'],
    ]);
    const again = await call('admin', 'POST', url, { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This certificate was withdrawn already.']);
    const audit = (await tables()).audits.at(-1)!;
    expect(audit).toMatchObject({
      action: 'tax_exemption_withdrawn',
      subjectId: open!.id,
      before: { certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2027-12-31' },
      after: { withdrawn_at: NOW.toISOString(), reason: 'Renewed with a new number' },
    });
    const accounts = (await call('admin', 'GET', '/api/console/billing/accounts')).json().accounts as {
      id: string;
      tax_exemptions: unknown[];
    }[];
    expect(accounts.find((a) => a.id === prairie)!.tax_exemptions).toEqual([]);
  });

  it("opens the demo's certificate for Prairie Wind once, however often the demo starts", async () => {
    const demo = readDemoTaxExemptions();
    expect(demo).toEqual([
      { group_key: 'prairie', store_code: '', certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2099-12-31' },
    ]);
    // The test's own KS-EX-20417 was withdrawn: a demo number already there is not put on file again.
    await db().delete(taxExemptions).where(eq(taxExemptions.accountId, prairie));
    expect(await ensureDemoTaxExemptions(db(), demo)).toBe(1);
    expect(await ensureDemoTaxExemptions(db(), demo)).toBe(0);
    const rows = await db().select().from(taxExemptions).where(eq(taxExemptions.accountId, prairie));
    expect(rows).toMatchObject([{ certificateNumber: 'KS-EX-20417', state: 'KS', expiresOn: '2099-12-31', withdrawnAt: null }]);
  });

  it.runIf(kind === 'postgres')('notifies tax_changed when a change commits, and not when it is refused', async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    const heard: string[] = [];
    client.on('notification', (message) => heard.push(message.channel));
    await client.query(`listen ${TAX_CHANGED}`);
    try {
      const { current } = (await call('admin', 'GET', SETTINGS_URL)).json<ConsoleTaxSettingsAnswer>();
      await call('admin', 'PUT', SETTINGS_URL, { settings: current.settings, note: 'stale', version_seen: 0 });
      await call('admin', 'PUT', SETTINGS_URL, { settings: current.settings, note: 'Same again', version_seen: current.version });
      await call('admin', 'POST', exemptionsUrl(harbor), certificate({ certificate_number: 'ME-1', state: 'ME' }));
      await vi.waitFor(() => expect(heard).toEqual([TAX_CHANGED, TAX_CHANGED]), { timeout: 2_000 });
    } finally {
      await client.end();
    }
  });
});
