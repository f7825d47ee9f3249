import type { FastifyInstance } from 'fastify';
import { holdReleaseRefusal } from '@portal/domain';
import { everyRoute } from './routes';

/**
 * Who may call each console route, keyed by 'METHOD /address' as the router holds it. The server
 * checks access in each route's handler; this table says what those checks must come to, and the
 * access test (console-access.test.ts) holds every registered route under /api/console to it:
 * a route added without a rule here, or a rule left for a route that is gone, fails it.
 */
export type AccessKind =
  /** Answers without a session: logging in, and logging out (which ends whatever session the browser holds). */
  | 'open'
  /** A step of a login: the second step's code, enrolling a second factor. Outside the guard, as a login waiting for it has no session yet; refused without a pending login or a staff session. */
  | 'login step'
  /** Any staff member, on their own sessions. */
  | 'own'
  /** Any staff member reads; a rep only their groups' things. */
  | 'read'
  /** Admins and the group's reps change an order; viewers and the accounts role do not. */
  | 'order change'
  /** Admins and the accounts role change the money side; reps and viewers read it. */
  | 'billing change'
  /** Admins and the group's reps change the offer's catalogue, stores and logos (mayChangeOffer). */
  | 'offer change'
  /** Admins only: the group's settings other than logos (mayChangeOffer). */
  | 'offer admin'
  /** Admins and the group's reps read it: it names people (the approvers' e-mails). */
  | 'offer personal'
  /** Admins only: the group's passwords and bypass codes, refused before any is hashed. */
  | 'offer secret'
  /** Admins and every rep upload a picture: nothing changes until a group's draft names it. */
  | 'upload'
  /** Who the hold's reason names (a credit hold: admins and the accounts role) releases it. */
  | 'hold release'
  /** Admins only: managing staff. */
  | 'admin';

/**
 * How a rep of other groups is kept from the sample's group: refused (403 or 404: a group's thing
 * of another is not found), answered without its things (a list), or refused order by order (a
 * bulk call answers each order on its own).
 */
export type OtherGroups = 'refused' | 'unseen' | 'each refused';

/** The ids of the test's own rows that a sample names: one group's order, invoice, account and the rest. */
export interface AccessFixtures {
  group: string;
  orderId: string;
  emailId: string;
  staffId: string;
  /** Another staff member's session: ending it is nobody's but theirs. */
  sessionId: string;
  accountId: string;
  invoiceId: string;
  creditNoteId: string;
  paymentId: string;
  allocationId: string;
  /** A tax exemption certificate on file, with its PDF, for the account. */
  taxExemptionId: string;
  /** Another of the group's orders, and an open credit hold on it. */
  heldOrderId: string;
  holdId: string;
  /** One of the group's items, as the console reads it, its price changed. */
  item: { code: string } & Record<string, unknown>;
  /** The group's settings as the console reads them, its title changed. */
  settings: Record<string, unknown>;
  logos: Record<string, unknown>;
  /** The group's price file as the console exports it. */
  priceFile: string;
  /** Two of the group's stores. */
  stores: [string, string];
  today: string;
  nextWeek: string;
  period: string;
}

/** One request of a route: the value of each `:param` (the fixtures' by name unless given), query and body. */
export interface AccessSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
  /** For reads and order changes; 'refused' unless given. */
  otherGroups?: OtherGroups;
  /** Names another staff member's own thing (a session): every staff member asking here is told there is none (404). */
  notTheirs?: true;
  /** A list that names no row of the group even to an admin here (counts; no order awaits a price), so 'unseen' proves nothing by itself. */
  namesNoRows?: true;
}

export interface AccessRule {
  kind: AccessKind;
  /** Requests valid enough to reach the access check; one request with the fixtures' params when absent. */
  samples?: (f: AccessFixtures) => AccessSample[];
}

const list: AccessSample = { otherGroups: 'unseen' };
/** A list read, and the same list asked for the group by name. */
const listOfGroup = (f: AccessFixtures): AccessSample[] => [list, { query: { group: f.group } }];
const reason = 'Checked by the access test';
/** The smallest file that passes for a certificate's PDF: it starts as one. */
export const SAMPLE_PDF_BASE64 = Buffer.from('%PDF-1.4\n% a tax exemption certificate\n%%EOF\n').toString('base64');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export const CONSOLE_ACCESS: Record<string, AccessRule> = {
  'POST /api/console/login': {
    kind: 'open',
    samples: () => [{ payload: { email: 'nobody@crestline.example', password: 'not-the-password' } }],
  },
  'POST /api/console/logout': { kind: 'open' },
  'POST /api/console/login/code': { kind: 'login step', samples: () => [{ payload: { code: '123456' } }] },
  'POST /api/console/second-factor/start': { kind: 'login step' },
  'POST /api/console/second-factor/confirm': { kind: 'login step', samples: () => [{ payload: { code: '123456' } }] },

  'GET /api/console/sessions': { kind: 'own' },
  'POST /api/console/sessions/end-others': { kind: 'own' },
  'POST /api/console/sessions/:sessionId/end': { kind: 'own', samples: () => [{ notTheirs: true }] },

  'GET /api/console/me': { kind: 'read', samples: () => [list] },
  'GET /api/console/orders': { kind: 'read', samples: listOfGroup },
  'GET /api/console/orders/export': { kind: 'read', samples: listOfGroup },
  'GET /api/console/orders/:orderId': { kind: 'read' },
  'GET /api/console/groups': { kind: 'read', samples: () => [list] },
  'GET /api/console/reports/spend': { kind: 'read', samples: listOfGroup },
  'GET /api/console/budgets': { kind: 'read', samples: (f) => [{ query: { group: f.group } }] },
  'GET /api/console/budgets/export': { kind: 'read', samples: (f) => [{ query: { group: f.group } }] },
  'GET /api/console/reports/spend/export': {
    kind: 'read',
    samples: (f): AccessSample[] => [{ ...list, query: { table: 'group' } }, { query: { group: f.group, table: 'group' } }],
  },

  'POST /api/console/orders/:orderId/status': {
    kind: 'order change',
    samples: () => [
      { payload: { to: 'in_production', version: 0 } },
      { payload: { to: 'cancelled', expected_status: 'received' } },
    ],
  },
  'POST /api/console/orders/:orderId/ship-date': {
    kind: 'order change',
    samples: () => [{ payload: { est_ship_date: '2026-12-01' } }],
  },
  'POST /api/console/orders/bulk/in-production': {
    kind: 'order change',
    samples: (f) => [{ payload: { order_ids: [f.orderId] }, otherGroups: 'each refused' }],
  },
  'POST /api/console/orders/bulk/ship-date': {
    kind: 'order change',
    samples: (f) => [{ payload: { order_ids: [f.orderId], est_ship_date: '2026-12-01' }, otherGroups: 'each refused' }],
  },
  'POST /api/console/emails/:emailId/send-again': { kind: 'order change' },
  'POST /api/console/orders/:orderId/holds/:holdId/release': {
    kind: 'hold release',
    samples: (f) => [{ params: { orderId: f.heldOrderId }, payload: {} }],
  },
  // Its order waits for no approval: an allowed role is answered 409, never refused.
  'POST /api/console/orders/:orderId/approval/remind': { kind: 'order change' },

  'GET /api/console/staff': { kind: 'admin' },
  'POST /api/console/staff': {
    kind: 'admin',
    samples: () => [
      {
        payload: {
          email: 'new.rep@crestline.example',
          name: 'New Rep',
          role: 'rep',
          groups: ['harbor'],
          password: 'a-new-long-password',
        },
      },
    ],
  },
  'PATCH /api/console/staff/:staffId': { kind: 'admin', samples: () => [{ payload: { role: 'admin' } }] },
  'POST /api/console/staff/:staffId/password': {
    kind: 'admin',
    samples: () => [{ payload: { password: 'another-long-password' } }],
  },
  'POST /api/console/staff/:staffId/sessions/end': { kind: 'admin' },
  'POST /api/console/staff/:staffId/second-factor/reset': { kind: 'admin' },
  'DELETE /api/console/staff/:staffId': { kind: 'admin' },

  'GET /api/console/offer': { kind: 'read', samples: () => [list] },
  'GET /api/console/offer/:group': { kind: 'read' },
  'GET /api/console/offer/:group/items': { kind: 'read' },
  'GET /api/console/offer/:group/settings': { kind: 'read' },
  'GET /api/console/offer/:group/logos': { kind: 'read' },
  'GET /api/console/offer/:group/price-file/:format': { kind: 'read' },
  'PUT /api/console/offer/:group/items/:code': {
    kind: 'offer change',
    samples: (f) => [{ params: { code: f.item.code }, payload: f.item }],
  },
  'PUT /api/console/offer/:group/stores/:code': {
    kind: 'offer change',
    samples: (f) => [{ params: { code: f.stores[0] }, payload: { name: 'Access Test Store', address: '1 Test Road' } }],
  },
  'DELETE /api/console/offer/:group/stores/:code': {
    kind: 'offer change',
    samples: (f) => [{ params: { code: f.stores[1] } }],
  },
  'PUT /api/console/offer/:group/logos': { kind: 'offer change', samples: (f) => [{ payload: f.logos }] },
  'POST /api/console/offer/:group/price-file': {
    kind: 'offer change',
    samples: (f) => [{ payload: { format: 'csv', file: f.priceFile, apply: false } }],
  },
  'DELETE /api/console/offer/:group/draft': { kind: 'offer change' },
  'POST /api/console/offer/:group/publish': { kind: 'offer change', samples: () => [{ payload: { at: null } }] },
  'POST /api/console/offer/:group/versions/:version/rollback': { kind: 'offer change' },
  'DELETE /api/console/offer/:group/versions/:version': { kind: 'offer change' },
  'PUT /api/console/offer/:group/settings': { kind: 'offer admin', samples: (f) => [{ payload: f.settings }] },
  'GET /api/console/offer/:group/spending': { kind: 'offer personal' },
  'PUT /api/console/offer/:group/spending': {
    kind: 'offer admin',
    samples: (f) => [
      {
        payload: {
          rules: {
            over_budget: 'refuse',
            show_budget_to_buyers: false,
            stores: { [f.stores[0]]: { monthly_budget_cents: 100_000 } },
          },
        },
      },
    ],
  },
  'GET /api/console/offer/:group/bypass-codes': { kind: 'read' },
  'PUT /api/console/offer/:group/secrets/group-password': {
    kind: 'offer secret',
    samples: () => [{ payload: { password: 'access-test-group-secret' } }],
  },
  'PUT /api/console/offer/:group/secrets/admin-password': {
    kind: 'offer secret',
    samples: () => [{ payload: { password: 'access-test-admin-secret' } }],
  },
  'PUT /api/console/offer/:group/secrets/store-passwords/:code': {
    kind: 'offer secret',
    samples: (f) => [{ params: { code: f.stores[0] }, payload: { password: 'access-test-store-secret' } }],
  },
  'PUT /api/console/offer/:group/secrets/bypass-codes': {
    kind: 'offer secret',
    samples: () => [{ payload: { codes: ['ACCESS-TEST-CODE'] } }],
  },
  'POST /api/console/offer/uploads/:kind': {
    kind: 'upload',
    samples: () => [{ params: { kind: 'logo' }, headers: { 'content-type': 'image/png' }, payload: PNG }],
  },

  'GET /api/console/billing/accounts': { kind: 'read', samples: () => [list] },
  'GET /api/console/billing/accounts/:accountId/statement': {
    kind: 'read',
    samples: (f) => [{ query: { period: f.period } }],
  },
  'GET /api/console/billing/accounts/:accountId/statement/:format': {
    kind: 'read',
    samples: (f) => [{ query: { period: f.period } }],
  },
  'GET /api/console/billing/accounts/:accountId/ledger': { kind: 'read' },
  'GET /api/console/billing/awaiting-price': { kind: 'read', samples: () => [{ ...list, namesNoRows: true }] },
  'GET /api/console/billing/unbilled-orders': { kind: 'read', samples: () => [{ ...list, namesNoRows: true }] },
  'GET /api/console/billing/aging': { kind: 'read', samples: () => [list] },
  'GET /api/console/billing/aging/export': { kind: 'read', samples: () => [list] },
  'GET /api/console/billing/exports': {
    kind: 'read',
    samples: (f) => [{ ...list, query: { from: f.today, to: f.today }, namesNoRows: true }],
  },
  'GET /api/console/billing/exports/:file': {
    kind: 'read',
    samples: (f) => [{ ...list, query: { from: f.today, to: f.today } }],
  },
  'GET /api/console/billing/invoices': {
    kind: 'read',
    samples: (f) => [list, { ...list, query: { account: f.accountId } }],
  },
  'GET /api/console/billing/invoices/:invoiceId': { kind: 'read' },
  'GET /api/console/billing/invoices/:invoiceId/pdf': { kind: 'read' },
  'GET /api/console/billing/credit-notes/:creditNoteId/pdf': { kind: 'read' },
  'POST /api/console/billing/accounts': {
    kind: 'billing change',
    samples: (f) => [
      {
        payload: {
          group_key: f.group,
          store_code: f.stores[0],
          name: 'Access Test Store',
          accounting_name: 'Access Test Store (AR)',
          address: ['1 Test Road'],
          terms: 'net_30',
          credit_limit_cents: null,
          contacts: [],
          invoice_when: 'shipped',
          reminder_days: [],
        },
      },
    ],
  },
  'PATCH /api/console/billing/accounts/:accountId': {
    kind: 'billing change',
    samples: () => [{ payload: { version: 0, credit_limit_cents: 100 } }],
  },
  'POST /api/console/billing/accounts/:accountId/statement/send': {
    kind: 'billing change',
    samples: (f) => [{ payload: { period: f.period } }],
  },
  'POST /api/console/billing/accounts/:accountId/hold-lift': {
    kind: 'billing change',
    samples: (f) => [{ payload: { until: f.nextWeek, reason } }],
  },
  'POST /api/console/billing/accounts/:accountId/payments': {
    kind: 'billing change',
    samples: (f) => [{ payload: { amount_cents: 100, received_on: f.today, method: 'cheque', reference: reason } }],
  },
  'POST /api/console/billing/payments/import': {
    kind: 'billing change',
    samples: (f) => [
      { payload: { csv: `Date,Account,Reference,Amount,Invoices\n${f.today},Nobody,WIRE-1,1.00,\n`, apply: false } },
    ],
  },
  'POST /api/console/billing/payments/:paymentId/allocations': {
    kind: 'billing change',
    samples: (f) => [{ payload: { allocations: [{ invoice_id: f.invoiceId, amount_cents: 1 }] } }],
  },
  'POST /api/console/billing/payments/:paymentId/reverse': { kind: 'billing change', samples: () => [{ payload: { reason } }] },
  'POST /api/console/billing/allocations/:allocationId/take-back': { kind: 'billing change' },
  'POST /api/console/billing/orders/:orderId/lines/:lineNo/price': {
    kind: 'billing change',
    samples: () => [{ params: { lineNo: '1' }, payload: { unit_price_cents: 1000 } }],
  },
  'POST /api/console/billing/invoices/:invoiceId/credit-notes': {
    kind: 'billing change',
    samples: () => [{ payload: { amount_cents: 100, reason } }],
  },
  'POST /api/console/billing/invoices/:invoiceId/void': { kind: 'billing change', samples: () => [{ payload: { reason } }] },

  'GET /api/console/tax-settings': { kind: 'read', samples: () => [{ ...list, namesNoRows: true }] },
  'PUT /api/console/tax-settings': {
    kind: 'billing change',
    samples: () => [{ payload: { settings: { states: [] }, note: reason, version_seen: 0 } }],
  },
  'GET /api/console/billing/accounts/:accountId/tax-exemptions': { kind: 'read' },
  'POST /api/console/billing/accounts/:accountId/tax-exemptions': {
    kind: 'billing change',
    samples: () => [
      {
        payload: {
          certificate_number: 'ME-ACCESS-2',
          state: 'ME',
          expires_on: '2099-12-31',
          file_name: 'certificate.pdf',
          pdf_base64: SAMPLE_PDF_BASE64,
        },
      },
    ],
  },
  'POST /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw': {
    kind: 'billing change',
    samples: () => [{ payload: { reason } }],
  },
  'GET /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/file': { kind: 'read' },
};

/** Every console route the app's router holds, as 'METHOD /address' (HEAD, which Fastify adds to each GET, aside). */
export function consoleRouteKeys(app: FastifyInstance): string[] {
  return everyRoute(app)
    .filter((route) => route.url === '/api/console' || route.url.startsWith('/api/console/'))
    .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`))
    .sort();
}

/** The console routes of `app` that have no rule, and the rules whose route `app` does not hold. */
export function accessRuleGaps(app: FastifyInstance, rules: Record<string, AccessRule> = CONSOLE_ACCESS) {
  const routes = consoleRouteKeys(app);
  return {
    withoutRule: routes.filter((key) => !Object.hasOwn(rules, key)),
    withoutRoute: Object.keys(rules)
      .filter((key) => !routes.includes(key))
      .sort(),
  };
}

/** The value of each parameter a sample does not give, by its name. */
function fixtureParam(name: string, f: AccessFixtures): string {
  const values: Record<string, string> = {
    group: f.group,
    orderId: f.orderId,
    emailId: f.emailId,
    staffId: f.staffId,
    sessionId: f.sessionId,
    accountId: f.accountId,
    invoiceId: f.invoiceId,
    creditNoteId: f.creditNoteId,
    paymentId: f.paymentId,
    allocationId: f.allocationId,
    holdId: f.holdId,
    exemptionId: f.taxExemptionId,
    version: '1',
    format: 'csv',
    file: 'payments',
  };
  const value = values[name];
  if (value === undefined) throw new Error(`no sample value for :${name}: give it in the rule's sample`);
  return value;
}

export interface AccessRequest {
  /** 'METHOD /address' of the rule, and which of its samples. */
  name: string;
  key: string;
  kind: AccessKind;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers: Record<string, string>;
  otherGroups: OtherGroups;
  namesNoRows: boolean;
  notTheirs: boolean;
}

/** Every sample of every rule as a request to send. */
export function accessRequests(f: AccessFixtures, rules: Record<string, AccessRule> = CONSOLE_ACCESS): AccessRequest[] {
  return Object.entries(rules).flatMap(([key, rule]) => {
    const [method, path] = key.split(' ') as [AccessRequest['method'], string];
    const samples = rule.samples?.(f) ?? [{}];
    return samples.map((sample, index) => {
      const address = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(sample.params?.[name] ?? fixtureParam(name, f)),
      );
      const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
      return {
        name: samples.length > 1 ? `${key} #${index + 1}` : key,
        key,
        kind: rule.kind,
        method,
        url: address + query,
        ...(sample.payload === undefined ? {} : { payload: sample.payload }),
        headers: sample.headers ?? {},
        otherGroups: sample.otherGroups ?? 'refused',
        namesNoRows: sample.namesNoRows ?? false,
        notTheirs: sample.notTheirs ?? false,
      };
    });
  });
}

/** Who asks: without a session, with a buyer's sessions, or as a staff member of each role. */
export const PRINCIPALS = [
  'no session',
  "a buyer's group session",
  "a buyer's group and admin sessions",
  "a buyer's group and store sessions",
  'admin',
  'accounts',
  'viewer',
  'rep of the group',
  'rep of other groups',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export const STAFF_PRINCIPALS = PRINCIPALS.filter((p) => !p.startsWith('a buyer') && p !== 'no session');

export type Expected =
  /** Not asked of this principal here: the login flow, tested on its own. */
  | { answer: 'not checked' }
  | { answer: 'allowed' }
  | { answer: 'refused'; statuses: number[]; message?: string | RegExp }
  /** Answered, with none of the group's things; or, for a bulk call, each order refused. */
  | { answer: 'unseen' | 'each refused' };

const refused = (statuses: number[], message?: string | RegExp): Expected => ({
  answer: 'refused',
  statuses,
  ...(message ? { message } : {}),
});
const ALLOWED: Expected = { answer: 'allowed' };
const LOG_IN = refused([401], 'Log in to the console.');
const LOG_IN_FIRST = refused([401], 'Log in with your e-mail and password first.');
const NOT_YOUR_GROUP = refused([403], 'You do not work for Harbor Point Motors.');
const VIEWER_READS_ORDERS = refused([403], 'A viewer can look at orders but not change them.');
const ACCOUNTS_READ_ORDERS = refused([403], 'The accounts role looks at orders and bills them but does not change them.');
const BILLING_STAFF_ONLY = refused([403], 'Only an admin or the accounts role can change billing.');
const CREDIT_HOLD_RELEASERS = refused([403], holdReleaseRefusal('credit'));
const VIEWERS_READ_THE_OFFER = refused([403], 'A viewer can look at the catalogue but not change it.');
const ACCOUNTS_READ_THE_OFFER = refused(
  [403],
  "The accounts role can look at the catalogue but not change it: admins and the group's reps change it.",
);
const ADMIN_CHANGES_THIS = refused(
  [403],
  /^Only an admin can change .+; a rep changes the catalogue, stores and logos of their groups\.$/,
);
const SECRETS_ADMINS_ONLY = refused([403], "Only an admin can set a group's passwords and bypass codes.");
const SPENDING_READERS = refused(
  [403],
  "The spending rules name the group's approvers, whose e-mails are personal data: admins and the group's reps read them.",
);
const ADMINS_ONLY = refused([403], 'Only an admin can manage staff.');

/** What `principal` must get from a request of this kind. */
export function expectedAnswer(
  request: Pick<AccessRequest, 'kind' | 'otherGroups' | 'notTheirs'>,
  principal: Principal,
): Expected {
  const { kind } = request;
  if (kind === 'open') return { answer: 'not checked' };
  if (!STAFF_PRINCIPALS.includes(principal)) return kind === 'login step' ? LOG_IN_FIRST : LOG_IN;
  const otherGroups: Expected = request.otherGroups === 'refused' ? refused([403, 404]) : { answer: request.otherGroups };
  switch (kind) {
    case 'login step':
      return { answer: 'not checked' };
    case 'own':
      return request.notTheirs ? refused([404]) : ALLOWED;
    case 'upload':
      if (principal === 'accounts') return ACCOUNTS_READ_THE_OFFER;
      return principal === 'viewer' ? VIEWERS_READ_THE_OFFER : ALLOWED;
    case 'read':
      return principal === 'rep of other groups' ? otherGroups : ALLOWED;
    case 'order change':
      if (principal === 'viewer') return VIEWER_READS_ORDERS;
      if (principal === 'accounts') return ACCOUNTS_READ_ORDERS;
      return principal === 'rep of other groups' ? otherGroups : ALLOWED;
    case 'billing change':
      return principal === 'admin' || principal === 'accounts' ? ALLOWED : BILLING_STAFF_ONLY;
    case 'hold release':
      if (principal === 'rep of other groups') return otherGroups;
      return principal === 'admin' || principal === 'accounts' ? ALLOWED : CREDIT_HOLD_RELEASERS;
    case 'offer personal':
      if (principal === 'rep of other groups') return NOT_YOUR_GROUP;
      return principal === 'admin' || principal === 'rep of the group' ? ALLOWED : SPENDING_READERS;
    case 'offer change':
    case 'offer admin':
    case 'offer secret':
      if (principal === 'accounts') return ACCOUNTS_READ_THE_OFFER;
      if (principal === 'viewer') return VIEWERS_READ_THE_OFFER;
      if (principal === 'rep of other groups') return NOT_YOUR_GROUP;
      if (principal !== 'rep of the group' || kind === 'offer change') return ALLOWED;
      return kind === 'offer admin' ? ADMIN_CHANGES_THIS : SECRETS_ADMINS_ONLY;
    case 'admin':
      return principal === 'admin' ? ALLOWED : ADMINS_ONLY;
  }
}
