import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FaultQueue, refusal } from './faults';
import { validateOrderRequest } from './order-request';
import { OrderBook } from './orders';
import { detail, PayPalReply, unprocessable } from './paypal-errors';
import { TokenStore } from './tokens';
import type { FakeFault, FakeOperation, FakeOrder, FakePayPal, FakePayPalOptions, FakeRequest } from './types';
import { captureAnswer, orderView, representation } from './views';
import { header, isRecord, now, paypalId } from './wire';

/**
 * A local stand-in for PayPal's REST API (token, Orders v2 create/get/capture) for tests: real HTTP on
 * 127.0.0.1, PayPal's status codes and error JSON, PayPal-Request-Id replay, sandbox mock header, and
 * fault knobs for the failures that matter (decline, 5xx/429, slow, dropped, captured-then-timed-out).
 * This file is the HTTP side: parsing, routes and PayPal's answer format.
 */

/** Marks a body that was not JSON, so the route can answer PayPal's MALFORMED_REQUEST_JSON. */
const MALFORMED = Symbol('malformed JSON');

class FakePayPalServer implements FakePayPal {
  baseUrl = '';
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: FakeRequest[] = [];
  tokenRequests = 0;

  private readonly app: FastifyInstance;
  private readonly tokenTtlSeconds: number;
  private readonly tokens = new TokenStore();
  private readonly book = new OrderBook();
  private readonly faults = new FaultQueue();

  constructor(options: FakePayPalOptions) {
    this.clientId = options.clientId ?? 'test-client';
    this.clientSecret = options.clientSecret ?? 'test-secret';
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 32_400;
    // forceCloseConnections: close() must not wait for a delayed answer or a keep-alive socket.
    this.app = Fastify({ logger: false, forceCloseConnections: true });
    this.parsing();
    this.tokenRoute();
    this.orderRoutes();
    this.captureRoute();
    this.testRoutes();
  }

  get orders(): ReadonlyMap<string, FakeOrder> {
    return this.book.orders;
  }

  async listen(port = 0): Promise<void> {
    await this.app.listen({ host: '127.0.0.1', port });
    const address = this.app.server.address();
    if (!address || typeof address === 'string') throw new Error('fake PayPal has no TCP address');
    this.baseUrl = `http://127.0.0.1:${address.port}`;
  }

  captureCount(orderId: string): number {
    return this.book.captureCount(orderId);
  }

  inject(fault: FakeFault): void {
    this.faults.inject(fault);
  }

  expireTokens(style: 'rest' | 'oauth' = 'rest'): void {
    this.tokens.expire(style);
  }

  approve(orderId: string): FakeOrder {
    return this.book.approve(orderId);
  }

  reset(): void {
    this.book.reset();
    this.requests.length = 0;
    this.tokenRequests = 0;
    this.tokens.clear();
    this.faults.clear();
  }

  async close(): Promise<void> {
    this.faults.cancelDelays();
    await this.app.close();
  }

  private send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
    return reply.code(status).header('paypal-debug-id', paypalId(13).toLowerCase()).send(body);
  }

  private sendError(reply: FastifyReply, error: PayPalReply): FastifyReply {
    const debugId = paypalId(13).toLowerCase();
    const issues = [...new Set(error.details.map((d) => d.issue))];
    const links = (issues.length > 0 ? issues : [error.name]).map((issue) => ({
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
      rel: 'information_link',
      method: 'GET',
    }));
    const body = {
      name: error.name,
      message: error.message,
      debug_id: debugId,
      ...(error.details.length > 0 ? { details: error.details } : {}),
      links,
    };
    return reply.code(error.status).header('paypal-debug-id', debugId).send(body);
  }

  private applyFault(operation: FakeOperation, request: FastifyRequest, reply: FastifyReply) {
    return this.faults.apply(operation, request, reply, (r, error) => this.sendError(r, error));
  }

  /** Bearer check; answers 401 and returns false when the token is unknown, expired or revoked. */
  private authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const verdict = this.tokens.check(header(request, 'authorization'));
    if (verdict === 'valid') return true;
    if (verdict === 'oauth') {
      this.send(reply, 401, { error: 'invalid_token', error_description: 'Access Token not found in cache' });
    } else {
      this.sendError(reply, new PayPalReply(401, 'AUTHENTICATION_FAILURE'));
    }
    return false;
  }

  private notFound(reply: FastifyReply, id: string): FastifyReply {
    return this.sendError(
      reply,
      new PayPalReply(404, 'RESOURCE_NOT_FOUND', [
        detail('INVALID_RESOURCE_ID', { field: 'order_id', value: id, location: 'path' }),
      ]),
    );
  }

  /** PayPal's own parsing and catch-alls, and the record of every request. */
  private parsing(): void {
    const app = this.app;
    // PayPal's own parsing: an empty JSON body is {}; broken JSON is a PayPal 400, not Fastify's.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, MALFORMED);
      }
    });
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

    app.addHook('onRequest', async (request) => {
      this.requests.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    });
    app.setNotFoundHandler((_request, reply) => this.sendError(reply, new PayPalReply(404, 'RESOURCE_NOT_FOUND')));
    app.setErrorHandler((_error, _request, reply) => this.sendError(reply, new PayPalReply(500, 'INTERNAL_SERVER_ERROR')));
  }

  private tokenRoute(): void {
    this.app.post('/v1/oauth2/token', async (request, reply) => {
      this.tokenRequests++;
      const fault = await this.applyFault('token', request, reply);
      if (fault === 'handled') return reply;
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (fault?.kind === 'decline' || header(request, 'authorization') !== expected) {
        return this.send(reply, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      if (form.get('grant_type') !== 'client_credentials') {
        return this.send(reply, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      return this.send(reply, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: this.tokens.issue(this.tokenTtlSeconds),
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: this.tokenTtlSeconds,
        nonce: `${now()}${randomBytes(16).toString('base64url')}`,
      });
    });
  }

  /** Create and look up. */
  private orderRoutes(): void {
    this.app.post('/v2/checkout/orders', async (request, reply) => {
      const fault = await this.applyFault('create', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const requestId = header(request, 'paypal-request-id');
      const replayed = this.book.replayedCreate(requestId);
      // PayPal answers a known PayPal-Request-Id with the same order (its latest state), whatever the body.
      if (replayed) return this.send(reply, 200, orderView(this.baseUrl, replayed, header(request, 'prefer')));
      const refused = refusal(fault, request);
      if (refused) return this.sendError(reply, refused);

      const body = request.body;
      if (body === MALFORMED || !isRecord(body)) {
        return this.sendError(
          reply,
          new PayPalReply(400, 'INVALID_REQUEST', [detail('MALFORMED_REQUEST_JSON', { location: 'body' })]),
        );
      }
      const paymentSource = isRecord(body['payment_source']) ? body['payment_source'] : null;
      if (paymentSource && !requestId) {
        return this.sendError(
          reply,
          new PayPalReply(400, 'INVALID_REQUEST', [detail('PAYPAL_REQUEST_ID_REQUIRED', { location: 'header' })]),
        );
      }
      const checked = validateOrderRequest(body);
      if (checked instanceof PayPalReply) return this.sendError(reply, checked);
      const order = this.book.create(checked.unit, paymentSource, requestId);
      return this.send(reply, 201, orderView(this.baseUrl, order, header(request, 'prefer')));
    });

    this.app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
      const fault = await this.applyFault('get', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const refused = refusal(fault, request);
      if (refused) return this.sendError(reply, refused);
      const order = this.book.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);
      return this.send(reply, 200, representation(this.baseUrl, order));
    });
  }

  private captureRoute(): void {
    this.app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const fault = await this.applyFault('capture', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const order = this.book.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);

      const requestId = header(request, 'paypal-request-id');
      const replayKey = requestId ? `${order.id}\n${requestId}` : null;
      // Only successes are kept for replay, so a retry after a decline (same request id) can still capture.
      const replayed = this.book.replayedCapture(replayKey);
      if (replayed) return this.send(reply, 200, replayed.body);

      // A decline leaves the order APPROVED: the buyer picks another funding source and it is captured again.
      const refused = refusal(fault, request);
      if (refused) return this.sendError(reply, refused);
      const notCaptured = this.book.capture(order);
      if (notCaptured) return this.sendError(reply, notCaptured);
      const body = captureAnswer(this.baseUrl, order, header(request, 'prefer'));
      this.book.rememberCapture(replayKey, body);

      if (await this.faults.holdAnswer(fault, request, reply)) return reply;
      return this.send(reply, 201, body);
    });
  }

  /** Test-only: lets a test in another process (a browser test) inject a fault or approve an order. */
  private testRoutes(): void {
    this.app.post<{ Body: FakeFault }>('/__test/inject', async (request, reply) => {
      this.inject(request.body);
      return reply.code(204).send();
    });

    this.app.post<{ Params: { id: string } }>('/__test/approve/:id', async (request, reply) => {
      const order = this.book.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);
      if (order.status === 'COMPLETED') return this.sendError(reply, unprocessable('ORDER_ALREADY_CAPTURED'));
      return this.send(reply, 200, representation(this.baseUrl, this.approve(order.id)));
    });
  }
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const fake = new FakePayPalServer(options);
  await fake.listen(options.port);
  return fake;
}
