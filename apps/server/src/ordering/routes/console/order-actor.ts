import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context/app-context';
import type { FulfilmentSettings, OrderActor } from '../../fulfilment-store';
import { assertMayChangeOrders, staffOf } from '../../../sessions/staff-session';

/** The staff member changing an order, once it is clear they may change orders at all (viewers may not). */
export function orderActor(request: FastifyRequest): OrderActor {
  const staff = staffOf(request);
  assertMayChangeOrders(staff);
  return { staffId: staff.id, email: staff.email, scope: staff.scope, requestId: request.id };
}

export const fulfilmentSettings = (ctx: AppContext): FulfilmentSettings => ({
  registry: ctx.registry,
  timeZone: ctx.timeZone,
});
