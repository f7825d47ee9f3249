// The approval calls: an approver's link (open, decide) with tokens that are no link of ours, and
// the group admin's list and decision without admin mode, for orders that wait for nothing, or of
// groups that are not there. Nothing may change.
import fc from 'fast-check';
import { jsonRequest, w } from '../../test-support/fuzz/bad-request';
import { GROUPS } from '../../test-support/fuzz/groups';
import { describeBadInput, type Fixture } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import { badText, chars, companyName, unknownGroup } from '../../test-support/fuzz/values';

const open = '/v1/approvals/open';
const decide = '/v1/approvals/decide';
const waiting = '/v1/approvals/waiting';
/** The fixture's first order (redrock's, on account): it waits for no approval. */
const FIRST_ORDER = 'CB-100001';

/** Tokens no link was ever made with: random ones of the right shape, and anything else. */
const notAToken = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  chars(0, 200),
  fc.constantFrom('', ' ', '#', '%00', '../../etc/passwd', 'a'.repeat(43), `${'A'.repeat(42)}=`),
);
const decision = fc.constantFrom('approve', 'reject');

const openRequests = () =>
  fc.oneof(
    ...schemaViolations({
      url: open,
      body: notAToken.map((token) => ({ token })),
      required: ['token'],
      badFields: { token: badText(200) },
    }),
    w(
      10,
      notAToken.map((token) => jsonRequest('a token of no link', open, { token }, [404])),
    ),
  );

const decideRequests = () =>
  fc.oneof(
    ...schemaViolations({
      url: decide,
      body: fc.record({ token: notAToken, order_number: fc.constant(FIRST_ORDER), decision }),
      required: ['token', 'order_number', 'decision'],
      badFields: {
        token: badText(200),
        order_number: badText(30),
        decision: fc.oneof(badText(20), fc.constantFrom('APPROVE', 'approved', 'yes', '')),
        reason: badText(500),
      },
    }),
    w(
      10,
      fc
        .record({
          token: notAToken,
          order_number: fc.oneof(fc.constant(FIRST_ORDER), chars(0, 30)),
          decision,
          reason: chars(0, 50),
        })
        .map((body) => jsonRequest('a decision by a token of no link', decide, body, [404])),
    ),
  );

const waitingRequests = (fx: Fixture) =>
  fc.oneof(
    ...schemaViolations({
      url: waiting,
      body: fc.constantFrom(...GROUPS).map((group) => ({ companyName: group })),
      required: ['companyName'],
      badFields: { companyName },
    }),
    w(
      4,
      unknownGroup.map((group) => jsonRequest('unknown group', waiting, { companyName: group }, [404])),
    ),
    // Without the group's admin session (a buyer's, or another group's admin): refused.
    w(
      6,
      fc
        .constantFrom(...GROUPS.filter((group) => group !== 'redrock'))
        .map((group) =>
          jsonRequest('not in admin mode', waiting, { companyName: group }, [403], { headers: { cookie: fx.adminCookie } }),
        ),
    ),
  );

const orderNumber = fc.oneof(
  fc.constant(FIRST_ORDER),
  fc.integer({ min: 0, max: 999_999_999_999_999 }).map((n) => `CB-${n}`),
);
const adminDecisionRequests = (fx: Fixture) =>
  fc.oneof(
    ...schemaViolations({
      url: `/v1/orders/${FIRST_ORDER}/approval`,
      body: fc.record({ companyName: fc.constant('redrock'), decision }),
      required: ['companyName', 'decision'],
      badFields: { companyName, decision: badText(20), reason: badText(500) },
    }),
    // An address that names no order number.
    w(
      4,
      fc
        .oneof(chars(1, 30), fc.constantFrom('100001', 'cb-100001', 'CB-', 'CB-1e3', 'CB-%20', 'CB-9999999999999999999'))
        .filter((text) => !/^CB-\d{1,15}$/.test(text))
        .map((text) =>
          jsonRequest(
            'not an order number',
            `/v1/orders/${encodeURIComponent(text)}/approval`,
            { companyName: 'redrock', decision: 'approve' },
            [400, 404],
            {
              headers: { cookie: fx.adminCookie },
            },
          ),
        ),
    ),
    // Admin mode of the group: an order that waits for nothing, or is not the group's.
    w(
      6,
      fc
        .record({ number: orderNumber, decision, reason: fc.oneof(fc.constant(undefined), chars(1, 40)) })
        .map(({ number, decision: asked, reason }) =>
          jsonRequest(
            'an order waiting for nothing',
            `/v1/orders/${number}/approval`,
            { companyName: 'redrock', decision: asked, ...(reason ? { reason } : {}) },
            [404, 409, 422],
            { headers: { cookie: fx.adminCookie } },
          ),
        ),
    ),
    // Without admin mode of the group named.
    w(
      4,
      fc
        .record({ group: fc.constantFrom(...GROUPS.filter((group) => group !== 'redrock')), number: orderNumber, decision })
        .map(({ group, number, decision: asked }) =>
          jsonRequest('not in admin mode', `/v1/orders/${number}/approval`, { companyName: group, decision: asked }, [403], {
            headers: { cookie: fx.adminCookie },
          }),
        ),
    ),
  );

describeBadInput('the approval calls', {
  wrongSecrets: false,
  routes: {
    '/v1/approvals/open': openRequests,
    '/v1/approvals/decide': decideRequests,
    '/v1/approvals/waiting': waitingRequests,
    '/v1/orders/:orderNumber/approval': adminDecisionRequests,
  },
});
