import type { FastifyInstance } from 'fastify';
import { PAYPAL_STAND_IN_SDK, PAYPAL_STAND_IN_SDK_PATH } from '../payments/paypal-stand-in';

/** GET /v1/paypal-stand-in/sdk.js: the stand-in for PayPal's browser script (stand-in mode only). */
export function registerStandInSdk(app: FastifyInstance): void {
  app.get(PAYPAL_STAND_IN_SDK_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(PAYPAL_STAND_IN_SDK),
  );
}
