import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { PAYPAL_STAND_IN_APPROVE_PATH } from '../payments/paypal-stand-in';

/**
 * POST /v1/paypal-stand-in/approve/{id}: approves a PayPal order at the fake PayPal API, as the
 * buyer would in PayPal's window (stand-in mode only; the fake answers what real PayPal never would).
 */
export function registerStandInApprove(app: FastifyInstance, apiBase: string): void {
  app.post<{ Params: { id: string } }>(
    `${PAYPAL_STAND_IN_APPROVE_PATH}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.params.id;
      if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new AppError('INVALID_INPUT', 'id: not a PayPal order id.');
      const answer = await fetch(`${apiBase.replace(/\/+$/, '')}/__test/approve/${encodeURIComponent(id)}`, { method: 'POST' });
      if (!answer.ok) throw new AppError('UNPROCESSABLE', `The fake PayPal did not approve order ${id} (${answer.status}).`);
      return reply.code(204).send();
    },
  );
}
