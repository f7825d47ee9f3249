import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  $ref?: string;
}

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Each POST route of the API and the fields its body must have. */
const POST_ROUTES: Record<string, string[]> = {
  '/v1/login': ['password'],
  '/v1/logout': ['companyName'],
  '/v1/session': ['companyName'],
  '/v1/stores/unlock': ['companyName', 'storeCode', 'password'],
  '/v1/bypass/check': ['companyName', 'code'],
  '/v1/admin/unlock': ['companyName', 'password'],
  '/v1/create-order': ['companyName', 'first_name', 'last_name', 'email', 'cart'],
  '/v1/checkout-charges': ['companyName', 'cart'],
  '/v1/capture-order': ['order_id', 'companyName'],
  '/v1/retrieve-orders': ['companyName'],
  '/v1/update-historical-order': ['email', 'created_at', 'cart'],
  '/v1/approvals/open': ['token'],
  '/v1/approvals/decide': ['token', 'order_number', 'decision'],
  '/v1/approvals/waiting': ['companyName'],
  '/v1/orders/{orderNumber}/approval': ['companyName', 'decision'],
};
const GET_ROUTES = ['/v1/storefront/{tenant}', '/healthz', '/readyz'];
/** The buyer's billing: the group's invoices and statements, and their PDFs (docs/billing.md). */
const BILLING_GET_ROUTES = ['/v1/invoices', '/v1/invoices/{invoiceId}/pdf', '/v1/statements/{statementId}/pdf'];
/** The group's budgets in admin mode, and their CSV (docs/approvals.md#budgets). */
const BUDGET_GET_ROUTES = ['/v1/budgets', '/v1/budgets/export'];

/** Each console route, by path and method (docs/console.md). */
const CONSOLE_ROUTES: Record<string, string[]> = {
  '/api/console/login': ['post'],
  '/api/console/logout': ['post'],
  '/api/console/me': ['get'],
  '/api/console/orders': ['get'],
  '/api/console/orders/{orderId}': ['get'],
  '/api/console/orders/{orderId}/status': ['post'],
  '/api/console/orders/{orderId}/ship-date': ['post'],
  '/api/console/orders/bulk/in-production': ['post'],
  '/api/console/orders/bulk/ship-date': ['post'],
  '/api/console/emails/{emailId}/send-again': ['post'],
  '/api/console/orders/{orderId}/holds/{holdId}/release': ['post'],
  '/api/console/orders/{orderId}/approval/remind': ['post'],
  '/api/console/staff': ['get', 'post'],
  '/api/console/staff/{staffId}': ['patch', 'delete'],
  '/api/console/staff/{staffId}/password': ['post'],
  '/api/console/orders/export': ['get'],
  '/api/console/reports/spend': ['get'],
  '/api/console/reports/spend/export': ['get'],
  '/api/console/groups': ['get'],
  '/api/console/login/code': ['post'],
  '/api/console/second-factor/start': ['post'],
  '/api/console/second-factor/confirm': ['post'],
  '/api/console/sessions': ['get'],
  '/api/console/sessions/end-others': ['post'],
  '/api/console/sessions/{sessionId}/end': ['post'],
  '/api/console/staff/{staffId}/second-factor/reset': ['post'],
  '/api/console/staff/{staffId}/sessions/end': ['post'],
  '/api/console/billing/accounts': ['get', 'post'],
  '/api/console/billing/accounts/{accountId}': ['patch'],
  '/api/console/billing/awaiting-price': ['get'],
  '/api/console/billing/unbilled-orders': ['get'],
  '/api/console/billing/orders/{orderId}/lines/{lineNo}/price': ['post'],
  '/api/console/billing/invoices': ['get'],
  '/api/console/billing/invoices/{invoiceId}': ['get'],
  '/api/console/billing/invoices/{invoiceId}/pdf': ['get'],
  '/api/console/billing/invoices/{invoiceId}/credit-notes': ['post'],
  '/api/console/billing/invoices/{invoiceId}/void': ['post'],
  '/api/console/billing/credit-notes/{creditNoteId}/pdf': ['get'],
  '/api/console/billing/accounts/{accountId}/ledger': ['get'],
  '/api/console/billing/accounts/{accountId}/tax-exemptions': ['get', 'post'],
  '/api/console/billing/accounts/{accountId}/tax-exemptions/{exemptionId}/withdraw': ['post'],
  '/api/console/billing/accounts/{accountId}/tax-exemptions/{exemptionId}/file': ['get'],
  '/api/console/tax-settings': ['get', 'put'],
  '/api/console/billing/accounts/{accountId}/payments': ['post'],
  '/api/console/billing/payments/{paymentId}/allocations': ['post'],
  '/api/console/billing/allocations/{allocationId}/take-back': ['post'],
  '/api/console/billing/payments/{paymentId}/reverse': ['post'],
  '/api/console/billing/aging': ['get'],
  '/api/console/billing/accounts/{accountId}/statement': ['get'],
  '/api/console/billing/accounts/{accountId}/statement/send': ['post'],
  '/api/console/billing/accounts/{accountId}/statement/{format}': ['get'],
  '/api/console/billing/exports': ['get'],
  '/api/console/billing/payments/import': ['post'],
  '/api/console/billing/exports/{file}': ['get'],
  '/api/console/billing/aging/export': ['get'],
  '/api/console/billing/accounts/{accountId}/hold-lift': ['post'],
  '/api/console/offer': ['get'],
  '/api/console/offer/{group}': ['get'],
  '/api/console/offer/{group}/items': ['get'],
  '/api/console/offer/{group}/items/{code}': ['put'],
  '/api/console/offer/{group}/draft': ['delete'],
  '/api/console/offer/{group}/publish': ['post'],
  '/api/console/offer/{group}/versions/{version}/rollback': ['post'],
  '/api/console/offer/{group}/versions/{version}': ['delete'],
  '/api/console/offer/{group}/settings': ['get', 'put'],
  '/api/console/offer/{group}/stores/{code}': ['put', 'delete'],
  '/api/console/offer/{group}/secrets/group-password': ['put'],
  '/api/console/offer/{group}/secrets/admin-password': ['put'],
  '/api/console/offer/{group}/secrets/store-passwords/{code}': ['put'],
  '/api/console/offer/{group}/secrets/bypass-codes': ['put'],
  '/api/console/offer/{group}/price-file/{format}': ['get'],
  '/api/console/offer/{group}/price-file': ['post'],
  '/api/console/offer/{group}/logos': ['get', 'put'],
  '/api/console/offer/uploads/{kind}': ['post'],
  '/api/console/offer/{group}/spending': ['get', 'put'],
  '/api/console/offer/{group}/bypass-codes': ['get'],
  '/api/console/budgets': ['get'],
  '/api/console/budgets/export': ['get'],
};

/** The tag each console call is listed under. */
const consoleTag = (path: string) =>
  path.startsWith('/api/console/billing/') ? 'billing' : path.startsWith('/api/console/offer') ? 'catalogue' : 'console';

/** Every `$ref` anywhere in the document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
    );
  }
  return [];
}

describe('API documentation', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject('/docs/json');
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(async () => t?.close());

  const bodySchema = (path: string): JsonSchema => {
    const body = doc.paths[path]?.['post']?.requestBody;
    expect(body?.required, `${path} requires a body`).toBe(true);
    return body!.content['application/json']!.schema;
  };

  it('serves the Swagger UI at /docs', async () => {
    const response = await t.app.inject('/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Swagger UI</title>');
    expect(response.body).toContain('/docs/static/swagger-ui.css');
  });

  it('answers an OpenAPI 3 document for the portal API', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual({ title: 'Crestline Dealer Portal API', version: '1.0.0', description: expect.any(String) });
  });

  it('lists every route of the API, and no other /v1 route', () => {
    for (const path of Object.keys(POST_ROUTES)) expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(['post']);
    for (const path of [...GET_ROUTES, ...BILLING_GET_ROUTES, ...BUDGET_GET_ROUTES])
      expect(doc.paths[path]?.['get'], path).toBeDefined();
    expect(doc.paths['/v1/storefront/{tenant}']?.['get']).toMatchObject({
      tags: ['storefront'],
      parameters: [{ in: 'path', name: 'tenant', required: true }],
    });
    expect(
      Object.keys(doc.paths)
        .filter((path) => path.startsWith('/v1/'))
        .sort(),
    ).toEqual([...Object.keys(POST_ROUTES), '/v1/storefront/{tenant}', ...BILLING_GET_ROUTES, ...BUDGET_GET_ROUTES].sort());
  });

  it.each(Object.entries(POST_ROUTES))(
    'gives POST %s a strict JSON object body schema with its required fields',
    (path, required) => {
      const schema = bodySchema(path);
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      expect([...(schema.required ?? [])].sort()).toEqual([...required].sort());
      for (const field of required) expect(schema.properties?.[field], `${path} ${field}`).toBeDefined();
    },
  );

  it("requires create-order's buyer, cart and group, and refuses a made-up total", () => {
    const schema = bodySchema('/v1/create-order');
    expect(schema.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'cart', 'companyName']));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties).not.toHaveProperty('total');
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
      [
        'bypassCode',
        'bypassPaypal',
        'cart',
        'companyName',
        'customer_po',
        'email',
        'first_name',
        'last_name',
        'store',
        'ship_to',
        'shipping_method',
        'freight',
        'tax',
      ].sort(),
    );
    const [list, map] = schema.properties!['cart']!.anyOf!;
    for (const line of [list!.items!, map!.additionalProperties as JsonSchema]) {
      expect(line.additionalProperties).toBe(false);
      expect(line.required).toEqual(expect.arrayContaining(['code', 'quantity', 'size', 'color', 'type']));
    }
  });

  it('documents the { message, code } error answer of every POST route', () => {
    for (const path of Object.keys(POST_ROUTES)) {
      const schema = doc.paths[path]!['post']!.responses['400']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      const error = schema!.$ref ? doc.components?.schemas?.[schema!.$ref.replace('#/components/schemas/', '')] : schema;
      expect(error, `${path}: 400 answer ${JSON.stringify(schema)}`).toMatchObject({
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: expect.arrayContaining(['message', 'code']),
      });
    }
  });

  it('lists every console call under its tag, with the { message, code } error answer, and no other /api route', () => {
    expect(
      Object.keys(doc.paths)
        .filter((path) => path.startsWith('/api/'))
        .sort(),
    ).toEqual(Object.keys(CONSOLE_ROUTES).sort());
    for (const [path, methods] of Object.entries(CONSOLE_ROUTES)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
      for (const method of methods) {
        const operation = doc.paths[path]![method]!;
        expect(operation.tags, `${method} ${path}`).toEqual([consoleTag(path)]);
        expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
      }
    }
    const board = doc.paths['/api/console/orders']!['get'] as Operation & { parameters?: { name: string; in: string }[] };
    expect(board.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['group', 'store', 'status', 'payment', 'from', 'to', 'q', 'cursor', 'limit']),
    );
    const login = doc.paths['/api/console/login']!['post']!.requestBody!.content['application/json']!.schema;
    expect(login).toMatchObject({ type: 'object', additionalProperties: false, required: ['email', 'password'] });
  });

  it("documents the console's me answer with the provider's time zone the console shows times in", () => {
    for (const [path, method] of [
      ['/api/console/me', 'get'],
      ['/api/console/login', 'post'],
    ] as const) {
      const schema = doc.paths[path]![method]!.responses['200']!.content!['application/json']!.schema;
      expect(schema.required, `${method} ${path}`).toContain('time_zone');
      expect(schema.properties?.['time_zone'], `${method} ${path}`).toMatchObject({ type: 'string' });
    }
  });

  it('resolves every $ref it makes', () => {
    const refs = [...new Set(refsIn(doc))];
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.filter((ref) => {
      const name = ref.replace('#/components/schemas/', '');
      return !ref.startsWith('#/components/schemas/') || doc.components?.schemas?.[name] === undefined;
    });
    expect(missing).toEqual([]);
  });
});

describe('API documentation in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { production: true });
  });
  afterAll(async () => t?.close());

  it('is not served: /docs and the OpenAPI document answer 404 in the error shape', async () => {
    for (const path of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/swagger-ui.css']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('still serves the API it would describe', async () => {
    expect((await t.app.inject('/v1/storefront/summit')).statusCode).toBe(200);
  });
});
