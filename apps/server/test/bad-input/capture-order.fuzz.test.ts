// capture-order: bodies its schema refuses, unknown orders and groups, another group's order.
import fc from 'fast-check';
import { jsonRequest, w, type BadRequest } from '../../test-support/fuzz/bad-request';
import { GROUPS } from '../../test-support/fuzz/groups';
import { describeBadInput, type Fixture } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import { badText, chars, companyName, nul, unknownGroup } from '../../test-support/fuzz/values';

const capture = '/v1/capture-order';
const captureStatus = (id: string) => (id.length > 64 ? [400] : id.includes('\u0000') ? [400, 404] : [404]);

function captureRequests(fx: Fixture) {
  return fc.oneof(
    ...schemaViolations({
      url: capture,
      body: fc.record({ order_id: chars(1, 64), companyName: fc.constantFrom(...GROUPS) }),
      required: ['order_id', 'companyName'],
      badFields: { order_id: badText(64, { required: true }), companyName },
    }),
    w(
      20,
      fc
        .record({
          order_id: fc.oneof(
            chars(1, 64),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 64 }),
            chars(17, 17).map((s) => s.toUpperCase()),
          ),
          companyName: fc.constantFrom(...GROUPS),
        })
        .filter((body) => body.order_id !== fx.paypalOrderId)
        .map((body) => jsonRequest('unknown order', capture, body, captureStatus(body.order_id))),
    ),
    w(
      3,
      fc
        .constantFrom(...GROUPS.filter((key) => key !== 'summit'))
        .map((key) => jsonRequest("another group's order", capture, { order_id: fx.paypalOrderId, companyName: key }, [404])),
    ),
    w(
      6,
      fc
        .record({ order_id: chars(1, 64), companyName: unknownGroup })
        .map((body) => jsonRequest('unknown group', capture, body, [404])),
    ),
    w(
      2,
      fc
        .record({ order_id: chars(1, 40).chain(nul), companyName: fc.constantFrom(...GROUPS) })
        .map((body) => jsonRequest('NUL character in order_id', capture, body, [400, 404])),
    ),
  );
}

describeBadInput('capture-order', {
  wrongSecrets: false,
  routes: { '/v1/capture-order': captureRequests },
  fixed: [
    [
      'a NUL character in a PayPal order id',
      (): BadRequest =>
        jsonRequest(
          'NUL in order_id',
          '/v1/capture-order',
          { order_id: '5O190127\u0000TN364715T', companyName: 'summit' },
          [400, 404],
        ),
    ],
  ],
});
